/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* options.cc -- parsing of fpscev's plugin arguments.

   Every argument is -fplugin-arg-fpscev-KEY or -fplugin-arg-fpscev-KEY=VALUE.
   option_table below is the single list of keys: the parser, the "valid
   arguments are" hint of the error messages and the help text all come
   from it.  */

#include "compat.h"
#include "options.h"
#include "frange.h"

struct fpscev_options fpscev_opts = { false, FPSCEV_DUMP_NONE, true, true,
				      false, FPSCEV_SANITIZE_OFF, false, false,
				      -1, FPSCEV_FVR_GUARDED, 8, -1, NULL };

/* The kinds of value a key takes.  */
enum value_kind
{
  VALUE_NONE,		/* KEY alone.  */
  VALUE_CHOICE,		/* KEY=one of CHOICES (or KEY alone: choice 0).  */
  VALUE_UINT,		/* KEY=a decimal number in [0, MAX].  */
  VALUE_LIBM_ULPS	/* KEY=N or KEY=FUNCTION:N[,FUNCTION:N...].  */
};

/* One plugin argument.  SET stores the parsed value: 0 for VALUE_NONE, the
   index of the choice for VALUE_CHOICE, the number for VALUE_UINT.  */
struct option_spec
{
  const char *key;
  enum value_kind kind;
  const char *const *choices;	/* VALUE_CHOICE: NULL-terminated.  */
  bool value_optional;		/* VALUE_CHOICE: KEY alone means choice 0.  */
  long max;			/* VALUE_UINT: the largest value.  */
  void (*set) (long);
  const char *help;
};

static const char *const dump_choices[] = { "plain", "details", NULL };
static const char *const on_off_choices[] = { "on", "off", NULL };
/* In the order of enum fpscev_sanitize_mode, after FPSCEV_SANITIZE_OFF.  */
static const char *const sanitize_choices[] = { "finite", "nan", "inf",
						NULL };
/* In the order of enum fpscev_fvr_mode.  */
static const char *const fvr_choices[] = { "off", "guarded", "always", NULL };

/* Apply "disable".  */
static void
set_disable (long)
{
  fpscev_opts.disable = true;
}

/* Apply "dump[=plain|details]"; CHOICE indexes dump_choices.  */
static void
set_dump (long choice)
{
  fpscev_opts.dump = choice == 1 ? FPSCEV_DUMP_DETAILS : FPSCEV_DUMP_PLAIN;
}

/* Apply "fold=on|off"; CHOICE indexes on_off_choices.  */
static void
set_fold (long choice)
{
  fpscev_opts.fold = choice == 0;
}

/* Apply "defer-errno=on|off"; CHOICE indexes on_off_choices.  */
static void
set_defer_errno (long choice)
{
  fpscev_opts.defer_errno = choice == 0;
}

/* Apply "check".  */
static void
set_check (long)
{
  fpscev_opts.check = true;
}

/* Apply "sanitize[=finite|nan|inf]"; CHOICE indexes sanitize_choices.  */
static void
set_sanitize (long choice)
{
  fpscev_opts.sanitize = (enum fpscev_sanitize_mode) (choice + 1);
}

/* Apply "sanitize-recover".  */
static void
set_sanitize_recover (long)
{
  fpscev_opts.sanitize_recover = true;
}

/* Apply "warn".  */
static void
set_warn (long)
{
  fpscev_opts.warn = true;
}

/* Apply "fvr=off|guarded|always"; CHOICE indexes fvr_choices.  */
static void
set_fvr (long choice)
{
  fpscev_opts.fvr = (enum fpscev_fvr_mode) choice;
}

/* Apply "fvr-max-degree=K".  */
static void
set_fvr_max_degree (long k)
{
  fpscev_opts.fvr_max_degree = (unsigned) k;
}

/* Apply "fvr-threshold=T".  */
static void
set_fvr_threshold (long t)
{
  fpscev_opts.fvr_threshold = t;
}

/* Apply "libm-ulps=N".  */
static void
set_libm_ulps (long n)
{
  fpscev_opts.libm_ulps = (int) n;
}

/* Allow the libm function FN an error of ULPS, whatever libm-ulps=N and
   the table say (libm-ulps=FN:ULPS).  */
static void
set_libm_override (enum fr_libm fn, int ulps)
{
  static int ulps_of[FR_LIBM_COUNT];
  if (!fpscev_opts.libm_override)
    {
      for (int i = 0; i < FR_LIBM_COUNT; i++)
	ulps_of[i] = -1;
      fpscev_opts.libm_override = ulps_of;
    }
  ulps_of[fn] = ulps;
}

/* The largest error libm-ulps takes.  */
#define LIBM_ULPS_MAX 1000000

/* Parse the decimal number in [0, LIBM_ULPS_MAX] from *P up to a comma or
   the end into *N, advancing *P past it; false if there is none.  */
static bool
parse_ulps (const char **p, long *n)
{
  if (!ISDIGIT (**p))
    return false;
  char *end;
  errno = 0;
  unsigned long v = strtoul (*p, &end, 10);
  if (errno || v > LIBM_ULPS_MAX || (*end && *end != ','))
    return false;
  *n = (long) v;
  *p = end;
  return true;
}

/* The libm function whose name is the LEN characters at NAME, or
   FR_LIBM_COUNT.  */
static enum fr_libm
libm_function_named (const char *name, size_t len)
{
  for (int fn = 0; fn < FR_LIBM_COUNT; fn++)
    if (strlen (fr_libm_name ((enum fr_libm) fn)) == len
	&& strncmp (name, fr_libm_name ((enum fr_libm) fn), len) == 0)
      return (enum fr_libm) fn;
  return FR_LIBM_COUNT;
}

/* Apply "libm-ulps=VALUE": N for every function, or FUNCTION:N pairs
   separated by commas; false (nothing applied) if VALUE is not valid.  */
static bool
apply_libm_ulps (const char *value)
{
  long n;
  const char *p = value;
  if (!value || !*value)
    return false;
  if (parse_ulps (&p, &n))
    {
      if (*p)
	return false;
      set_libm_ulps (n);
      return true;
    }
  /* Check every pair before applying any.  */
  for (int pass = 0; pass < 2; pass++)
    for (p = value; *p; p += *p == ',')
      {
	const char *colon = strchr (p, ':');
	if (!colon)
	  return false;
	enum fr_libm fn = libm_function_named (p, colon - p);
	p = colon + 1;
	if (fn == FR_LIBM_COUNT || !parse_ulps (&p, &n)
	    || (*p == ',' && !p[1]))
	  return false;
	if (pass == 1)
	  set_libm_override (fn, (int) n);
      }
  return true;
}

/* Append to the string in BUF, of SIZE bytes, ITEM, after SEP if BUF is
   not empty; what does not fit is cut off.  */
static void
append_item (char *buf, size_t size, const char *sep, const char *item)
{
  size_t len = strlen (buf);
  snprintf (buf + len, size - len, "%s%s", len ? sep : "", item);
}

/* Write into BUF, of SIZE bytes, the names of the libm functions,
   separated by ", "; return BUF.  */
static const char *
libm_function_names (char *buf, size_t size)
{
  buf[0] = 0;
  for (int fn = 0; fn < FR_LIBM_COUNT; fn++)
    append_item (buf, size, ", ", fr_libm_name ((enum fr_libm) fn));
  return buf;
}

static const struct option_spec option_table[] = {
  { "disable", VALUE_NONE, NULL, false, 0, set_disable,
    "turn the fpscev pass off" },
  { "dump", VALUE_CHOICE, dump_choices, true, 0, set_dump,
    "write the dump -fdump-tree-fpscev[-details] gives" },
  { "fold", VALUE_CHOICE, on_off_choices, false, 0, set_fold,
    "the simplifications the ranges justify (default on)" },
  { "defer-errno", VALUE_CHOICE, on_off_choices, false, 0, set_defer_errno,
    "set the errno of a loop's square roots at its exits (default on)" },
  { "check", VALUE_NONE, NULL, false, 0, set_check,
    "abort at run time when a value leaves its range" },
  { "sanitize", VALUE_CHOICE, sanitize_choices, true, 0, set_sanitize,
    "report the first NaN or infinity at run time, and abort" },
  { "sanitize-recover", VALUE_NONE, NULL, false, 0, set_sanitize_recover,
    "with sanitize: report each operation once and go on" },
  { "warn", VALUE_NONE, NULL, false, 0, set_warn,
    "warn where a value is NaN or infinite whenever computed" },
  { "libm-ulps", VALUE_LIBM_ULPS, NULL, false, LIBM_ULPS_MAX, NULL,
    "libm error in ulps, for all or per function (exp:2,pow:4)" },
  { "fvr", VALUE_CHOICE, fvr_choices, false, 0, set_fvr,
    "closed-form final values of loops (default guarded)" },
  { "fvr-max-degree", VALUE_UINT, NULL, false, 16, set_fvr_max_degree,
    "largest polynomial degree for fvr (default 8)" },
  { "fvr-threshold", VALUE_UINT, NULL, false, 1000000000, set_fvr_threshold,
    "trip count from which fvr uses the closed form" },
};

#define N_OPTIONS (sizeof option_table / sizeof option_table[0])

/* Write into BUF, of SIZE bytes, the keys of option_table, separated by
   ", "; return BUF.  */
static const char *
valid_keys (char *buf, size_t size)
{
  buf[0] = 0;
  for (size_t i = 0; i < N_OPTIONS; i++)
    append_item (buf, size, ", ", option_table[i].key);
  return buf;
}

/* Write into BUF, of SIZE bytes, the choices of SPEC, separated by SEP;
   return BUF.  */
static const char *
valid_choices (const struct option_spec *spec, const char *sep, char *buf,
	       size_t size)
{
  buf[0] = 0;
  for (int i = 0; spec->choices[i]; i++)
    append_item (buf, size, sep, spec->choices[i]);
  return buf;
}

/* Parse VALUE, the value of SPEC's key, and apply it; return false if it is
   not valid for SPEC.  VALUE is NULL when the key came alone.  */
static bool
apply_value (const struct option_spec *spec, const char *value)
{
  switch (spec->kind)
    {
    case VALUE_NONE:
      if (value)
	return false;
      spec->set (0);
      return true;
    case VALUE_CHOICE:
      if (!value)
	{
	  if (spec->value_optional)
	    spec->set (0);
	  return spec->value_optional;
	}
      for (int c = 0; spec->choices[c]; c++)
	if (strcmp (value, spec->choices[c]) == 0)
	  {
	    spec->set (c);
	    return true;
	  }
      return false;
    case VALUE_UINT:
      {
	if (!value || !ISDIGIT (value[0]))
	  return false;
	char *end;
	errno = 0;
	unsigned long n = strtoul (value, &end, 10);
	if (*end || errno || n > (unsigned long) spec->max)
	  return false;
	spec->set ((long) n);
	return true;
      }
    case VALUE_LIBM_ULPS:
      return apply_libm_ulps (value);
    }
  return false;
}

/* Report that VALUE is not a valid value of SPEC's key, for plugin NAME.  */
static void
report_bad_value (const char *name, const struct option_spec *spec,
		  const char *value)
{
  char list[512];
  switch (spec->kind)
    {
    case VALUE_NONE:
      error ("plugin %qs argument %qs takes no value, but was given %qs",
	     name, spec->key, value);
      break;
    case VALUE_CHOICE:
      error ("plugin %qs argument %qs: invalid value %qs; "
	     "valid values are: %s", name, spec->key, value ? value : "",
	     valid_choices (spec, ", ", list, sizeof list));
      break;
    case VALUE_UINT:
      error ("plugin %qs argument %qs: invalid value %qs; "
	     "expected a number from 0 to %ld", name, spec->key,
	     value ? value : "", spec->max);
      break;
    case VALUE_LIBM_ULPS:
      error ("plugin %qs argument %qs: invalid value %qs; expected %qs or "
	     "%qs with N a number from 0 to %ld and FUNCTION one of: %s",
	     name, spec->key, value ? value : "", "N",
	     "FUNCTION:N[,FUNCTION:N...]", spec->max,
	     libm_function_names (list, sizeof list));
      break;
    }
}

bool
fpscev_parse_arguments (const char *name, int argc,
			const struct plugin_argument *argv)
{
  bool ok = true;
  for (int i = 0; i < argc; i++)
    {
      const struct option_spec *spec = NULL;
      for (size_t j = 0; j < N_OPTIONS && !spec; j++)
	if (strcmp (argv[i].key, option_table[j].key) == 0)
	  spec = &option_table[j];
      if (!spec)
	{
	  char keys[512];
	  error ("plugin %qs has no argument %qs; valid arguments are: %s",
		 name, argv[i].key, valid_keys (keys, sizeof keys));
	  ok = false;
	}
      else if (!apply_value (spec, argv[i].value))
	{
	  report_bad_value (name, spec, argv[i].value);
	  ok = false;
	}
    }
  if (fpscev_opts.sanitize_recover && !fpscev_opts.sanitize)
    {
      error ("plugin %qs argument %qs needs argument %qs", name,
	     "sanitize-recover", "sanitize");
      ok = false;
    }
  return ok;
}

void
fpscev_help_text (char *buf, size_t size)
{
  snprintf (buf, size, "float value ranges and polynomial final values; "
	    "arguments -fplugin-arg-fpscev-KEY[=VALUE]:\n");
  for (size_t i = 0; i < N_OPTIONS; i++)
    {
      const struct option_spec *spec = &option_table[i];
      char key[128], choices[128];
      if (spec->kind == VALUE_NONE)
	snprintf (key, sizeof key, "%s", spec->key);
      else if (spec->kind == VALUE_UINT)
	snprintf (key, sizeof key, "%s=N", spec->key);
      else if (spec->kind == VALUE_LIBM_ULPS)
	snprintf (key, sizeof key, "%s=[FN:]N,...", spec->key);
      else
	snprintf (key, sizeof key, spec->value_optional ? "%s[=%s]" : "%s=%s",
		  spec->key,
		  valid_choices (spec, "|", choices, sizeof choices));
      size_t len = strlen (buf);
      snprintf (buf + len, size - len, "  %-26s %s\n", key, spec->help);
    }
}
