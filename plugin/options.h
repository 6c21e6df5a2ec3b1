/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* options.h -- fpscev's plugin arguments (-fplugin-arg-fpscev-KEY[=VALUE]).  */

#ifndef FPSCEV_OPTIONS_H
#define FPSCEV_OPTIONS_H

/* What the dump argument asked for.  */
enum fpscev_dump_request
{
  FPSCEV_DUMP_NONE,
  FPSCEV_DUMP_PLAIN,
  FPSCEV_DUMP_DETAILS
};

/* What the fvr argument asked for.  */
enum fpscev_fvr_mode
{
  FPSCEV_FVR_OFF,
  FPSCEV_FVR_GUARDED,
  FPSCEV_FVR_ALWAYS
};

/* What the sanitize argument asked for: the values reported.  */
enum fpscev_sanitize_mode
{
  FPSCEV_SANITIZE_OFF,
  FPSCEV_SANITIZE_FINITE,	/* NaNs and infinities.  */
  FPSCEV_SANITIZE_NAN,
  FPSCEV_SANITIZE_INF
};

/* The plugin's settings, fixed once the arguments are parsed.  */
struct fpscev_options
{
  /* disable: the pass does nothing.  */
  bool disable;
  /* dump[=details]: enable the pass's dump file.  */
  enum fpscev_dump_request dump;
  /* fold=on|off: the simplifications the ranges justify.  */
  bool fold;
  /* defer-errno=on|off: set the errno of a loop's square roots at the
     loop's exits.  */
  bool defer_errno;
  /* check: instrument the program to verify the ranges at run time.  */
  bool check;
  /* sanitize[=finite|nan|inf]: report at run time the first operation
     whose value is NaN or infinite, and abort.  */
  enum fpscev_sanitize_mode sanitize;
  /* sanitize-recover: report each such operation once and go on.  */
  bool sanitize_recover;
  /* warn: warn where a value is NaN or infinite whenever computed.  */
  bool warn;
  /* libm-ulps=N: the maximum error of every libm function, in ulps;
     negative: the built-in table.  */
  int libm_ulps;
  /* fvr=off|guarded|always: final value replacement.  */
  enum fpscev_fvr_mode fvr;
  /* fvr-max-degree=K: the largest degree of a chrec summary.  */
  unsigned fvr_max_degree;
  /* fvr-threshold=T: the break-even trip count; negative: computed.  */
  long fvr_threshold;
  /* libm-ulps=FUNCTION:N: NULL, or per function (enum fr_libm) its
     error in ulps, negative where none is given (fr_env's
     LIBM_OVERRIDE).  */
  const int *libm_override;
};

extern struct fpscev_options fpscev_opts;

struct plugin_argument;

/* Parse the ARGC arguments ARGV given to plugin NAME into fpscev_opts.
   Report each bad argument with error () and return false if any was
   bad.  */
bool fpscev_parse_arguments (const char *name, int argc,
			     const struct plugin_argument *argv);

/* Write into BUF, of SIZE bytes, the help text listing every argument,
   for plugin_info; what does not fit is cut off.  */
void fpscev_help_text (char *buf, size_t size);

#endif /* FPSCEV_OPTIONS_H */
