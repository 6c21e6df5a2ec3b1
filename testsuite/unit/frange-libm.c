/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-libm.c -- the libm ranges of fr_range against the real glibc on
   binary64: for each function, special and random doubles are put into
   small ranges, and glibc's results on points of the ranges must lie in
   the computed range (built-in error table, round-to-nearest and any
   rounding mode); and the operands of the monotone functions must lie in
   the preimage of their results (fr_libm_preimage).  */

#include <float.h>
#include "frange-test.h"

static const fr_env envs[2] = {
  { false, -1, false, FR_LIBM_GLIBC_X86_64, NULL },
  { true, -1, false, FR_LIBM_GLIBC_X86_64, NULL }
};

/* A random double: random bits one time in two (any magnitude), else
   uniform in [-8, 8].  */

static double
random_double (void)
{
  unsigned long long b = next_random ();
  double d;

  if (b & 1)
    {
      b = next_random ();
      memcpy (&d, &b, sizeof d);
      return d;
    }
  return (double) (next_random () % 2000001) / 125000.0 - 8.0;
}

static const double specials[] = {
  0.0, -0.0, DBL_TRUE_MIN, -DBL_TRUE_MIN, DBL_MIN, -DBL_MIN, DBL_MAX,
  -DBL_MAX, INFINITY, -INFINITY, NAN, 1.0, -1.0, 1.0 + DBL_EPSILON,
  1.0 - DBL_EPSILON / 2, -1.0 + DBL_EPSILON / 2, 0.5, 2.0, 3.0, -3.0, 10.0,
  1.5707963267948966, -1.5707963267948966, 3.141592653589793,
  4.71238898038469, 1e22, -1e22, 1e300, 709.78, 710.0, -745.0, -746.0,
  1024.0, -1075.0, 1e-300, 0.1, -0.5, 255.5
};
#define NSPECIAL (sizeof specials / sizeof specials[0])

/* The test input I: a special value, then random ones.  */

static double
input (unsigned i)
{
  return i < NSPECIAL ? specials[i] : random_double ();
}

/* Make R the range [X, X moved up by up to 1000 ulps] (or {X} one time in
   three, and X alone when not finite) and set P[0..2] to points of it.  */

static void
make_range (fr_range *r, double x, double p[3])
{
  mpfr_t v;
  double hi = x;
  unsigned k = next_random () % 3 ? next_random () % 1000 : 0, i;

  for (i = 0; i < k && isfinite (x); i++)
    hi = nextafter (hi, INFINITY);
  if (!isfinite (hi))
    hi = x;
  mpfr_init2 (v, 53);
  mpfr_set_d (v, x, MPFR_RNDN);
  fr_set_value (r, v);
  if (hi != x)
    {
      fr_range t;
      fr_init (&t, r->fmt);
      mpfr_set_d (v, hi, MPFR_RNDN);
      fr_set_value (&t, v);
      fr_union (r, r, &t);
      fr_clear (&t);
    }
  mpfr_clear (v);
  p[0] = x;
  p[1] = hi;
  p[2] = x + (hi - x) * ((next_random () % 1024) / 1024.0);
  if (!(p[2] >= x && p[2] <= hi))
    p[2] = x;
  /* The union of two integers holds integers only.  */
  if (r->integer)
    p[2] = floor (p[2]);
  /* x + (hi - x) * f rounds to +0 when hi is -0: keep the zero in range.  */
  if (p[2] == 0)
    p[2] = copysign (0.0, hi);
}

/* Whether R holds the double Y.  */

static bool
holds (const fr_range *r, double y)
{
  mpfr_t v;
  bool ok;

  mpfr_init2 (v, 53);
  mpfr_set_d (v, y, MPFR_RNDN);
  ok = fr_contains_p (r, v);
  mpfr_clear (v);
  return ok;
}

/* glibc's double function of each unary row of frange-libm.def.  */
#define UNARY_1(F) F
#define UNARY_2(F) NULL
#define DEF_FR_LIBM(ID, NAME, ARGS, ...) [FR_##ID] = UNARY_##ARGS (NAME),
static double (*const unary_fns[FR_LIBM_COUNT]) (double) = {
#include "frange-libm.def"
};
#undef DEF_FR_LIBM
#define unary_names(FN) fr_libm_name ((enum fr_libm) (FN))

/* Test unary function FN on N inputs.  */

static void
test_unary (int fn, unsigned n)
{
  fr_range a, r;
  double p[3];
  unsigned i, k, e, bad = 0;
  char buf[100];

  fr_init (&a, &fr_binary64);
  fr_init (&r, &fr_binary64);
  for (i = 0; i < n; i++)
    {
      make_range (&a, input (i), p);
      for (e = 0; e < 2; e++)
	{
	  fr_libm_unary (&r, (enum fr_libm) fn, &a, &envs[e]);
	  for (k = 0; k < 3; k++)
	    if (!holds (&r, unary_fns[fn] (p[k])))
	      {
		char *s = fr_to_string (&r);
		if (++bad <= 3)
		  note ("%s (%.17g) = %.17g not in %s", unary_names (fn), p[k],
			unary_fns[fn] (p[k]), s);
		free (s);
	      }
	}
    }
  fr_clear (&a);
  fr_clear (&r);
  snprintf (buf, sizeof buf, "glibc %s within its range (%u inputs)",
	    unary_names (fn), n);
  report (bad == 0, buf);
}

/* Test the preimage of the monotone function FN on N inputs: the
   operand x of each glibc result y must lie in the preimage of a range
   of results from y up (fr_libm_preimage).  */

static void
test_preimage (int fn, unsigned n)
{
  fr_range l, r;
  double p[3];
  unsigned i, e, bad = 0;
  char buf[100];

  fr_init (&l, &fr_binary64);
  fr_init (&r, &fr_binary64);
  for (i = 0; i < n; i++)
    {
      double x = input (i);
      make_range (&l, unary_fns[fn] (x), p);
      for (e = 0; e < 2; e++)
	if (fr_libm_preimage (&r, (enum fr_libm) fn, &l, &envs[e])
	    && !holds (&r, x))
	  {
	    char *s = fr_to_string (&r);
	    if (++bad <= 3)
	      note ("%s (%.17g) = %.17g, but %.17g not in %s",
		    unary_names (fn), x, unary_fns[fn] (x), x, s);
	    free (s);
	  }
    }
  fr_clear (&l);
  fr_clear (&r);
  snprintf (buf, sizeof buf, "glibc %s operands in its preimage (%u inputs)",
	    unary_names (fn), n);
  report (bad == 0, buf);
}

/* Test pow (HYPOT false) or hypot on N pairs of inputs.  */

static void
test_binary (bool hypot_p, unsigned n)
{
  fr_range a, b, r;
  double p[3], q[3];
  unsigned i, k, e, bad = 0;
  char buf[100];
  const char *name = hypot_p ? "hypot" : "pow";

  fr_init (&a, &fr_binary64);
  fr_init (&b, &fr_binary64);
  fr_init (&r, &fr_binary64);
  for (i = 0; i < n; i++)
    {
      make_range (&a, input (i % (NSPECIAL + 40)), p);
      make_range (&b, input (i / (NSPECIAL + 40)), q);
      if (next_random () % 4 == 0)
	{
	  /* Integer exponents (negative bases).  */
	  mpfr_t v;
	  mpfr_init2 (v, 53);
	  q[0] = q[1] = q[2] = (double) (long) (next_random () % 41) - 20;
	  mpfr_set_d (v, q[0], MPFR_RNDN);
	  fr_set_value (&b, v);
	  mpfr_clear (v);
	}
      for (e = 0; e < 2; e++)
	{
	  fr_libm_binary (&r, hypot_p ? FR_HYPOT : FR_POW, &a, &b, &envs[e]);
	  for (k = 0; k < 9; k++)
	    {
	      double y = (hypot_p ? hypot : pow) (p[k % 3], q[k / 3]);
	      if (!holds (&r, y))
		{
		  char *s = fr_to_string (&r);
		  if (++bad <= 3)
		    note ("%s (%.17g, %.17g) = %.17g not in %s", name,
			  p[k % 3], q[k / 3], y, s);
		  free (s);
		}
	    }
	}
    }
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&r);
  snprintf (buf, sizeof buf, "glibc %s within its range (%u input pairs)",
	    name, n);
  report (bad == 0, buf);
}

/* Test powi against libgcc's __builtin_powi on N inputs.  */

static void
test_powi (unsigned n)
{
  fr_range a, r;
  double p[3];
  unsigned i, k, e, bad = 0;
  long nlo, nhi, m;
  char buf[100];

  fr_init (&a, &fr_binary64);
  fr_init (&r, &fr_binary64);
  for (i = 0; i < n; i++)
    {
      make_range (&a, input (i), p);
      nlo = (long) (next_random () % 81) - 40;
      nhi = nlo + (long) (next_random () % 4);
      for (e = 0; e < 2; e++)
	{
	  fr_powi (&r, &a, nlo, nhi, &envs[e]);
	  for (m = nlo; m <= nhi; m++)
	    for (k = 0; k < 3; k++)
	      if (!holds (&r, __builtin_powi (p[k], (int) m)))
		{
		  char *s = fr_to_string (&r);
		  if (++bad <= 3)
		    note ("powi (%.17g, %ld) = %.17g not in %s", p[k], m,
			  __builtin_powi (p[k], (int) m), s);
		  free (s);
		}
	}
    }
  fr_clear (&a);
  fr_clear (&r);
  snprintf (buf, sizeof buf, "libgcc powi within its range (%u inputs)", n);
  report (bad == 0, buf);
}

int
main (void)
{
  int fn;

  for (fn = 0; fn < FR_LIBM_COUNT; fn++)
    if (unary_fns[fn])
      {
	test_unary (fn, 3000);
	if (t_libm_has_preimage ((enum fr_libm) fn))
	  test_preimage (fn, 3000);
      }
  test_binary (false, 6000);
  test_binary (true, 6000);
  test_powi (3000);
  return failures != 0;
}
