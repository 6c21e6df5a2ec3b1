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

/* The help text of fpscev_info, written by plugin_init (GCC keeps the
   pointer).  */
static char help_text[4096];

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

/* Whether the command asks to see what the pass does: the dump argument,
   -fopt-info or -fsave-optimization-record.  */
static bool
output_requested_p (void)
{
  if (fpscev_opts.dump != FPSCEV_DUMP_NONE)
    return true;
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    switch (save_decoded_options[i].opt_index)
      {
      case OPT_fopt_info:
      case OPT_fopt_info_:
      case OPT_fsave_optimization_record:
	return true;
      default:
	break;
      }
  return false;
}

/* At the start of a translation unit: a compilation that writes slim LTO
   objects (-flto without -ffat-lto-objects) stops before the pass, which
   runs in lto1 at link time, and only if the link loads the plugin too.
   Say so where the user asked to see the pass's output, which this
   compilation will not give.  */
static void
note_lto_compile (void *, void *plugin_name)
{
  if (flag_lto && !flag_fat_lto_objects && !in_lto_p
      && output_requested_p ())
    inform (UNKNOWN_LOCATION, "%s: with %<-flto%> the pass does not run "
	    "in this compilation but at link time, in lto1, if the link "
	    "command loads the plugin as well", (const char *) plugin_name);
}

/* The plugin's entry point: check the GCC, parse INFO's arguments and
   register the pass.  Returns non-zero on failure, which makes GCC stop.  */
FPSCEV_EXPORT int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  if (!check_gcc_version (info->base_name, version))
    return 1;
  fpscev_help_text (help_text, sizeof help_text);
  fpscev_info.help = help_text;
  register_callback (info->base_name, PLUGIN_INFO, NULL, &fpscev_info);
  if (!fpscev_parse_arguments (info->base_name, info->argc, info->argv))
    return 1;
  if (fpscev_opts.disable)
    return 0;
  fpscev_register_pass (info->base_name);
  enable_requested_dump ();
  register_callback (info->base_name, PLUGIN_START_UNIT, note_lto_compile,
		     (void *) info->base_name);
  return 0;
}
