/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* dump.cc -- the lines fpscev writes into its dump file.

   Users and tests read these lines; keep them stable:
     NAME = [LO, HI]{ int}{ nan}    a float SSA name with a known fact
     NAME = nan                     only NaN is possible
     NAME = empty                   the definition is unreachable
   and, for complex names (__builtin_cexpi), NAME.real / NAME.imag.  */

#include "compat.h"
#include "engine.h"
#include "dump.h"

/* Write the bound X of format FMT, or INF (a signed infinity) if set, as
   the details block's "min:"/"max:" line LABEL.  */
static void
dump_bound (const char *label, mpfr_srcptr x, const fr_format *fmt,
	    const char *inf)
{
  if (inf)
    fprintf (dump_file, "    %s: %s\n", label, inf);
  else
    {
      char *s = fr_value_to_string (x, fmt);
      fprintf (dump_file, "    %s: %s\n", label, s);
      free (s);
    }
}

/* Write the seed's block for R: min, max, isInteger, and whether R may be
   NaN, then RULE.  */
static void
dump_details (const fr_range *r, const char *rule)
{
  if (r->finite || r->ninf || r->pinf)
    {
      dump_bound ("min", r->lo, r->fmt,
		  r->ninf ? "-inf" : !r->finite ? "+inf" : NULL);
      dump_bound ("max", r->hi, r->fmt,
		  r->pinf ? "+inf" : !r->finite ? "-inf" : NULL);
    }
  fprintf (dump_file, "    isInteger: %d\n", r->integer ? 1 : 0);
  fprintf (dump_file, "    NaN: %s\n", r->nan ? "maybe" : "no");
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
fpscev_dump_header (function *fun)
{
  if (dump_file)
    fprintf (dump_file, ";; fpscev: %s\n", function_name (fun));
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
	  if (fpscev_no_fact_p (a, &v->r) && fpscev_no_fact_p (a, v->imag))
	    continue;
	  dump_one (name, ".real", &v->r, v->rule);
	  dump_one (name, ".imag", v->imag, v->rule);
	}
      else if (!fpscev_no_fact_p (a, &v->r))
	dump_one (name, "", &v->r, v->rule);
    }
  fprintf (dump_file, "\n");
}
