/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* range-dump.cc -- the lines of fpscev's dump that give the ranges of a
   function (range-dump.h).

   Users and tests read these lines; keep them stable:
     NAME = [LO, HI]{ int}{ nan}    a float SSA name with a known fact
     NAME = nan                     only NaN is possible
   where a NaN of known sign is written +nan or -nan.
     NAME = empty                   the definition is unreachable
   and, for complex names (__builtin_cexpi), NAME.real / NAME.imag.  */

#include "compat.h"
#include "engine.h"
#include "range-dump.h"

/* Write the "min:" (MAX: "max:") line of the details block of R: its
   least (greatest) value other than NaN.  */
static void
dump_bound (const fr_range *r, bool max)
{
  bool ninf = fr_maybe_ninf_p (r), pinf = fr_maybe_pinf_p (r);
  const char *label = max ? "max" : "min";
  if (max ? pinf : ninf)
    fprintf (dump_file, "    %s: %s\n", label, max ? "+inf" : "-inf");
  else if (!fr_has_finite_p (r))
    fprintf (dump_file, "    %s: %s\n", label, max ? "-inf" : "+inf");
  else
    {
      char *s = fr_value_to_string (max ? fr_finite_max (r)
				    : fr_finite_min (r), fr_format_of (r));
      fprintf (dump_file, "    %s: %s\n", label, s);
      free (s);
    }
}

/* Whether R may be NaN, for the details block: "no", "maybe", or
   "maybe, positive" / "maybe, negative" for NaNs of one sign.  */
static const char *
nan_details (const fr_range *r)
{
  bool pos = fr_maybe_nan_sign_p (r, false);
  bool neg = fr_maybe_nan_sign_p (r, true);
  if (pos && neg)
    return "maybe";
  if (pos)
    return "maybe, positive";
  return neg ? "maybe, negative" : "no";
}

/* Write the seed's block for R: min, max, isInteger, and whether R may be
   NaN, then RULE.  */
static void
dump_details (const fr_range *r, const char *rule)
{
  if (fr_has_finite_p (r) || fr_maybe_ninf_p (r) || fr_maybe_pinf_p (r))
    {
      dump_bound (r, false);
      dump_bound (r, true);
    }
  fprintf (dump_file, "    isInteger: %d\n", fr_integer_p (r) ? 1 : 0);
  fprintf (dump_file, "    NaN: %s\n", nan_details (r));
  fprintf (dump_file, "    rule: %s\n", rule);
}

/* Write the line "NAME{SUFFIX} = RANGE" for the range R of NAME, and its
   details block if asked for.  */
static void
dump_one (tree name, const char *suffix, const fr_range *r, const char *rule)
{
  char *s = fr_to_string (r);
  print_generic_expr (dump_file, name, TDF_NONE);
  fprintf (dump_file, "%s = %s\n", suffix, s);
  free (s);
  if (dump_flags & TDF_DETAILS)
    dump_details (r, rule);
}

void
fpscev_dump_ranges (struct fpscev_analysis *a)
{
  if (!dump_file)
    return;
  for (unsigned i = 1; i < a->values.length (); i++)
    {
      const fpscev_value *v = a->values[i];
      tree name = ssa_name (i);
      if (!v || !name)
	continue;
      if (v->imag)
	{
	  if (fpscev_no_fact_p (&a->fp, &v->r) && fpscev_no_fact_p (&a->fp, v->imag))
	    continue;
	  dump_one (name, ".real", &v->r, v->rule);
	  dump_one (name, ".imag", v->imag, v->rule);
	}
      else if (!fpscev_no_fact_p (&a->fp, &v->r))
	dump_one (name, "", &v->r, v->rule);
    }
  fprintf (dump_file, "\n");
}
