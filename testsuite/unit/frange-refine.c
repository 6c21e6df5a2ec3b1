/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-refine.c -- fr_refine_compare on the tiny format, exhaustively
   over every other interval pair (with NaN/infinity flag sets): every value
   of X for which X CODE Y holds for some value of Y must remain in the
   refined range, which must be the hull of those values (but for != and
   <>, see check_refine).  Reports how often the refinement removed
   something.  */

#include "frange-test.h"

static struct tfmt tiny;

/* Whether X CODE Y holds for the values X and Y (IEEE semantics).  */
static bool
holds (enum fr_cmp code, mpfr_srcptr x, mpfr_srcptr y)
{
  bool un = mpfr_unordered_p (x, y);
  switch (code)
    {
    case FR_LT: return mpfr_less_p (x, y);
    case FR_LE: return mpfr_lessequal_p (x, y);
    case FR_GT: return mpfr_greater_p (x, y);
    case FR_GE: return mpfr_greaterequal_p (x, y);
    case FR_EQ: return mpfr_equal_p (x, y);
    case FR_NE: return un || !mpfr_equal_p (x, y);
    case FR_UNLT: return un || mpfr_less_p (x, y);
    case FR_UNLE: return un || mpfr_lessequal_p (x, y);
    case FR_UNGT: return un || mpfr_greater_p (x, y);
    case FR_UNGE: return un || mpfr_greaterequal_p (x, y);
    case FR_UNEQ: return un || mpfr_equal_p (x, y);
    case FR_LTGT: return mpfr_lessgreater_p (x, y);
    case FR_ORDERED: return !un;
    case FR_UNORDERED: return un;
    }
  return true;
}

/* Check fr_refine_compare (R, X, CODE, Y): every value of X for which
   X CODE Y' holds for some Y' of Y must stay (soundness, counted in *BAD);
   count in *LOOSE the results that are not the hull of those values, but
   for != and <> (FR_NE, FR_LTGT): the core narrows by the order only, and
   does not remove the one value that a singleton Y excludes from X's
   bounds.  Return whether the refinement removed something.  */
static bool
check_refine (int code, const fr_range *x, const fr_range *y,
	      const fr_range *r, long *bad, long *loose)
{
  bool changed = false;
  uint64_t possible = 0;
  mpfr_t xv, yv;

  mpfr_inits2 (tiny.f.prec, xv, yv, (mpfr_ptr) 0);
  for (int a = 0; a < T_NV (&tiny); a++)
    {
      tval (xv, &tiny, a);
      if (!fr_contains_p (x, xv))
	continue;
      for (int b = 0; b < T_NV (&tiny) && !(possible & BIT (a)); b++)
	{
	  tval (yv, &tiny, b);
	  if (fr_contains_p (y, yv) && holds ((enum fr_cmp) code, xv, yv))
	    possible |= BIT (a);
	}
      bool kept = fr_contains_p (r, xv);
      if ((possible & BIT (a)) && !kept)
	{
	  char *sx = fr_to_string (x), *sy = fr_to_string (y);
	  char *sr = fr_to_string (r);
	  note ("code %d: x %s, y %s: refined %s loses %g",
		code, sx, sy, sr, mpfr_get_d (xv, MPFR_RNDN));
	  free (sx); free (sy); free (sr);
	  (*bad)++;
	}
      changed |= !kept;
    }
  if (code != FR_NE && code != FR_LTGT
      && tmask (&tiny, r) != thull (&tiny, possible) && ++*loose <= 3)
    {
      char *sx = fr_to_string (x), *sy = fr_to_string (y);
      char *sr = fr_to_string (r);
      note ("code %d: x %s, y %s: refined %s is not tight", code, sx, sy,
	    sr);
      free (sx); free (sy); free (sr);
    }
  mpfr_clears (xv, yv, (mpfr_ptr) 0);
  return changed;
}

int
main (void)
{
  fr_format f = { 3, 1, 3, true, "tiny" };
  static const int flag_sets[] = { 0, 1, 6, 7 };
  fr_range x, y, r;
  long cases = 0, narrowed = 0, bad = 0, loose = 0;

  tfmt_init (&tiny, f);
  fr_init (&x, &tiny.f);
  fr_init (&y, &tiny.f);
  fr_init (&r, &tiny.f);
  for (int code = FR_LT; code <= FR_UNORDERED; code++)
    for (int xi = -1; xi < tiny.n; xi += 2)
      for (int xj = xi < 0 ? -1 : xi; xj < tiny.n; xj += (xi < 0 ? tiny.n : 3))
	for (int xf = 0; xf < 4; xf++)
	  for (int yi = -1; yi < tiny.n; yi += 2)
	    for (int yj = yi < 0 ? -1 : yi; yj < tiny.n;
		 yj += (yi < 0 ? tiny.n : 3))
	      for (int yf = 0; yf < 4; yf++)
		{
		  tmake (&x, &tiny, xi, xj, flag_sets[xf]);
		  tmake (&y, &tiny, yi, yj, flag_sets[yf]);
		  if (fr_empty_p (&x) || fr_empty_p (&y) || !t_sample_p ())
		    continue;
		  fr_refine_compare (&r, &x, (enum fr_cmp) code, &y);
		  cases++;
		  narrowed += check_refine (code, &x, &y, &r, &bad, &loose);
		}
  note ("%ld cases, %.1f%% narrowed", cases, 100.0 * narrowed / cases);
  report (bad == 0, "fr_refine_compare keeps every value that can compare");
  report (loose == 0, "fr_refine_compare is the hull of those values "
	  "(but for != and <>)");
  fr_clear (&x);
  fr_clear (&y);
  fr_clear (&r);
  return failures != 0;
}
