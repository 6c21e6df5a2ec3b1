/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-nan-sign.c -- the signs of NaNs in the lattice: for every pair
   of ranges whose NaNs are none, positive, negative or of either sign
   (with and without numbers of each sign), the NaN signs of union,
   intersection, negation, fabs, copysign, conversion and arithmetic are
   those of the model (a set of two signs), and equality, inclusion,
   fr_signbit_p and the dump form agree with it.  */

#include "frange-test.h"

static const fr_env nearest = { false, -1, false, FR_LIBM_GLIBC_X86_64, NULL };

/* The NaN signs of a range as a set: bit 0 positive, bit 1 negative.  */
enum { POS = 1, NEG = 2 };

static int
nan_mask (const fr_range *r)
{
  return ((fr_maybe_nan_sign_p (r, false) ? POS : 0)
	  | (fr_maybe_nan_sign_p (r, true) ? NEG : 0));
}

/* The sign bits the numbers of a range have, as a set.  */

static int
number_signs (const fr_range *r)
{
  return ((fr_maybe_positive_p (r) ? POS : 0)
	  | (fr_maybe_negative_p (r) ? NEG : 0));
}

/* Make R hold the numbers of kind NUMBERS (0: none, 1: [1, 2], 2: [-2,
   -1]) and the NaNs of the set MASK.  */

static void
make (fr_range *r, int numbers, int mask)
{
  fr_range n;
  mpfr_t lo, hi;

  fr_init (&n, fr_format_of (r));
  mpfr_inits2 (53, lo, hi, (mpfr_ptr) 0);
  mpfr_set_si (lo, numbers == 2 ? -2 : 1, MPFR_RNDN);
  mpfr_set_si (hi, numbers == 2 ? -1 : 2, MPFR_RNDN);
  if (numbers)
    fr_set_interval (r, lo, hi);
  else
    fr_set_empty (r);
  if (mask & POS)
    {
      fr_set_signed_nan (&n, false);
      fr_union (r, r, &n);
    }
  if (mask & NEG)
    {
      fr_set_signed_nan (&n, true);
      fr_union (r, r, &n);
    }
  mpfr_clears (lo, hi, (mpfr_ptr) 0);
  fr_clear (&n);
}

/* The dump form of the NaNs of the set MASK.  */

static const char *
nan_name (int mask)
{
  return mask == POS ? "+nan" : mask == NEG ? "-nan" : "nan";
}

/* Check the unary operations on A (numbers NA, NaNs MA); count the
   failures in *BAD.  */

static void
check_unary (const fr_range *a, int na, int ma, int *bad)
{
  fr_range r, f;
  bool neg;

  fr_init (&r, &fr_binary64);
  fr_init (&f, &fr_binary32);
  fr_neg (&r, a);
  *bad += nan_mask (&r) != ((ma & POS ? NEG : 0) | (ma & NEG ? POS : 0));
  fr_abs (&r, a);
  *bad += nan_mask (&r) != (ma ? POS : 0);
  fr_convert (&f, a, &nearest);
  *bad += nan_mask (&f) != ma;
  fr_refine_self_compare (&r, a, FR_UNORDERED);
  *bad += nan_mask (&r) != ma;
  int signs = number_signs (a) | ma;
  bool known = fr_signbit_p (a, &neg);
  *bad += known != (signs == POS || signs == NEG);
  *bad += known && neg != (signs == NEG);
  if (!na && ma)
    {
      char *s = fr_to_string (a);
      *bad += strcmp (s, nan_name (ma)) != 0;
      free (s);
    }
  fr_clear (&r);
  fr_clear (&f);
}

/* Check the binary operations on A and B (numbers NA, NB, NaNs MA, MB);
   count the failures in *BAD.  */

static void
check_binary (const fr_range *a, const fr_range *b, int na, int nb, int ma,
	      int mb, int *bad)
{
  fr_range r;

  fr_init (&r, &fr_binary64);
  fr_union (&r, a, b);
  *bad += nan_mask (&r) != (ma | mb);
  fr_intersect (&r, a, b);
  *bad += nan_mask (&r) != (ma & mb);
  *bad += fr_equal_p (a, b) != (na == nb && ma == mb);
  *bad += fr_subset_p (a, b) != ((na == 0 || na == nb) && !(ma & ~mb));
  /* copysign: the magnitudes of A with every sign bit of B.  */
  fr_copysign (&r, a, b);
  *bad += nan_mask (&r) != (ma ? number_signs (b) | mb : 0);
  /* Arithmetic: NaNs of either sign.  */
  fr_add (&r, a, b, &nearest);
  *bad += nan_mask (&r) != (((ma || mb) && (na || ma) && (nb || mb))
			    ? POS | NEG : 0);
  fr_clear (&r);
}

int
main (void)
{
  fr_range a, b;
  int bad_unary = 0, bad_binary = 0;

  fr_init (&a, &fr_binary64);
  fr_init (&b, &fr_binary64);
  for (int na = 0; na < 3; na++)
    for (int ma = 0; ma < 4; ma++)
      {
	make (&a, na, ma);
	check_unary (&a, na, ma, &bad_unary);
	for (int nb = 0; nb < 3; nb++)
	  for (int mb = 0; mb < 4; mb++)
	    {
	      make (&b, nb, mb);
	      check_binary (&a, &b, na, nb, ma, mb, &bad_binary);
	    }
      }
  report (bad_unary == 0, "negation, fabs, conversion, self-comparison, "
	  "fr_signbit_p and the dump form follow the NaN signs");
  report (bad_binary == 0, "union, intersection, equality, inclusion, "
	  "copysign and addition follow the NaN signs");
  fr_clear (&a);
  fr_clear (&b);
  return failures != 0;
}
