/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fpscev.cc -- the plugin's entry point: version check, arguments, pass
   registration and plugin_info.  */

#include "compat.h"
#include "options.h"
#include "pass.h"

FPSCEV_EXPORT int plugin_is_GPL_compatible;

static struct plugin_info fpscev_info = {
  FPSCEV_VERSION,
  NULL				/* help: filled in by plugin_init.  */
};

/* Say which GCC the plugin was built for if VERSION, the GCC it was loaded
   into, differs; return whether it is the same.  */
static bool
check_gcc_version (const char *name, struct plugin_gcc_version *version)
{
  if (plugin_default_version_check (version, &gcc_version))
    return true;
  error ("plugin %qs was built for GCC %s (%s) and cannot be loaded into "
	 "GCC %s (%s); rebuild it with that compiler", name,
	 gcc_version.basever, gcc_version.datestamp, version->basever,
	 version->datestamp);
  return false;
}

/* Enable the pass's dump file as -fdump-tree-fpscev[-details] would, when
   the dump argument asks for it.  Done after the pass is registered, which
   creates the dump file's entry.  */
static void
enable_requested_dump (void)
{
  if (fpscev_opts.dump == FPSCEV_DUMP_NONE)
    return;
  const char *sw = fpscev_opts.dump == FPSCEV_DUMP_DETAILS
		   ? "tree-fpscev-details" : "tree-fpscev";
  g->get_dumps ()->dump_switch_p (sw);
}

/* The plugin's entry point: check the GCC, parse INFO's arguments and
   register the pass.  Returns non-zero on failure, which makes GCC stop.  */
FPSCEV_EXPORT int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  if (!check_gcc_version (info->base_name, version))
    return 1;
  fpscev_info.help = fpscev_help_text ();
  register_callback (info->base_name, PLUGIN_INFO, NULL, &fpscev_info);
  if (!fpscev_parse_arguments (info->base_name, info->argc, info->argv))
    return 1;
  if (fpscev_opts.disable)
    return 0;
  fpscev_register_pass (info->base_name);
  enable_requested_dump ();
  return 0;
}
