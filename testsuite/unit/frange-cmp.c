/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-cmp.c -- fr_cmp_inverse and fr_cmp_swap against the IEEE
   comparisons of every pair of special and ordinary values: the inverse
   holds exactly where the comparison does not, the swapped comparison
   exactly where the comparison does with its operands exchanged.  Also
   that fr_compare decides them consistently on singleton ranges, that
   fr_outcomes gives two points the outcome for which exactly the
   comparisons holding for them have it among fr_cmp_outcomes, and that
   fr_refine_self_compare keeps exactly the values X for which X CODE X
   holds.  */

#include <math.h>
#include <stdio.h>
#include "frange.h"

/* Whether X CODE Y holds, by C's own comparisons.  */
static int
holds (enum fr_cmp code, double x, double y)
{
  switch (code)
    {
    case FR_LT: return x < y;
    case FR_LE: return x <= y;
    case FR_GT: return x > y;
    case FR_GE: return x >= y;
    case FR_EQ: return x == y;
    case FR_NE: return x != y;
    case FR_UNLT: return !(x >= y);
    case FR_UNLE: return !(x > y);
    case FR_UNGT: return !(x <= y);
    case FR_UNGE: return !(x < y);
    case FR_UNEQ: return !(x < y) && !(x > y);
    case FR_LTGT: return x < y || x > y;
    case FR_ORDERED: return !isunordered (x, y);
    case FR_UNORDERED: return isunordered (x, y);
    }
  return -1;
}

/* The singleton range of X in R.  */
static void
set_point (fr_range *r, double x)
{
  mpfr_t v;
  mpfr_init2 (v, 53);
  mpfr_set_d (v, x, MPFR_RNDN);
  fr_set_value (r, v);
  mpfr_clear (v);
}

int
main (void)
{
  static const double values[] = { -INFINITY, -2.0, -0.0, 0.0, 1.0, 2.0,
				   INFINITY, NAN };
  const int n = sizeof values / sizeof values[0];
  int bad_inverse = 0, bad_swap = 0, bad_decided = 0, bad_self = 0;
  int bad_outcomes = 0;
  fr_range a, b, full;
  fr_init (&a, &fr_binary64);
  fr_init (&b, &fr_binary64);
  fr_init (&full, &fr_binary64);
  fr_set_full (&full);
  for (int c = FR_LT; c <= FR_UNORDERED; c++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  double x = values[i], y = values[j];
	  enum fr_cmp code = (enum fr_cmp) c;
	  int h = holds (code, x, y);
	  bad_inverse += holds (fr_cmp_inverse (code), x, y) == h;
	  bad_swap += holds (fr_cmp_swap (code), y, x) != h;
	  set_point (&a, x);
	  set_point (&b, y);
	  bad_decided += fr_compare (code, &a, &b) != h;
	  /* The one outcome of two points is among CODE's exactly when
	     CODE holds for them.  */
	  bad_outcomes += ((fr_outcomes (&a, &b) & fr_cmp_outcomes (code))
			   != 0) != h;
	  if (j == 0)
	    {
	      /* X CODE X narrows the full range to exactly the values for
		 which it holds.  */
	      mpfr_t v;
	      mpfr_init2 (v, 53);
	      mpfr_set_d (v, x, MPFR_RNDN);
	      fr_refine_self_compare (&b, &full, code);
	      bad_self += fr_contains_p (&b, v) != holds (code, x, x);
	      mpfr_clear (v);
	    }
	}
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&full);
  printf ("%s: fr_cmp_inverse is the complement\n",
	  bad_inverse ? "FAIL" : "PASS");
  printf ("%s: fr_cmp_swap exchanges the operands\n",
	  bad_swap ? "FAIL" : "PASS");
  printf ("%s: fr_compare decides points as C does\n",
	  bad_decided ? "FAIL" : "PASS");
  printf ("%s: fr_outcomes and fr_cmp_outcomes agree with C\n",
	  bad_outcomes ? "FAIL" : "PASS");
  printf ("%s: fr_refine_self_compare keeps exactly the values X CODE X "
	  "holds for\n", bad_self ? "FAIL" : "PASS");
  return 0;
}
