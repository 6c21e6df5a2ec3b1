/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-special.c -- the published fpscev examples and special values on
   binary32 and binary64, checked through the dump form of the ranges.  */

#include <float.h>
#include "frange-test.h"

static const fr_env nearest = { false, -1, false, FR_LIBM_GLIBC_X86_64, NULL };
static const fr_env dynamic = { true, -1, false, FR_LIBM_GLIBC_X86_64, NULL };

/* Make R the range [LO, HI] of doubles (exact in R's format).  */

static void
set (fr_range *r, double lo, double hi)
{
  mpfr_t l, h;

  mpfr_inits2 (53, l, h, (mpfr_ptr) 0);
  mpfr_set_d (l, lo, MPFR_RNDN);
  mpfr_set_d (h, hi, MPFR_RNDN);
  fr_set_interval (r, l, h);
  mpfr_clears (l, h, (mpfr_ptr) 0);
}

/* Make R the range of integers [LO, HI] of doubles.  */

static void
set_int (fr_range *r, double lo, double hi)
{
  set (r, lo, hi);
  r->integer = true;
}

/* Report whether R prints as WANT.  */

static void
expect (const fr_range *r, const char *want, const char *what)
{
  char *s = fr_to_string (r);
  char buf[300];

  snprintf (buf, sizeof buf, "%s is %s", what, want);
  if (strcmp (s, want) != 0)
    note ("%s: got %s", what, s);
  report (strcmp (s, want) == 0, buf);
  free (s);
}

/* Report whether the value X of FMT prints as WANT.  */

static void
expect_value (double x, const fr_format *fmt, const char *want)
{
  mpfr_t v;
  char *s, buf[200];

  mpfr_init2 (v, 53);
  mpfr_set_d (v, x, MPFR_RNDN);
  s = fr_value_to_string (v, fmt);
  snprintf (buf, sizeof buf, "%s value %.17g prints as %s", fmt->name, x,
	    want);
  if (strcmp (s, want) != 0)
    note ("got %s", s);
  report (strcmp (s, want) == 0, buf);
  free (s);
  mpfr_clear (v);
}

/* The ranges the checks use (binary32 unless said), and scratch.  */
static fr_range a, b, c, r;
static mpz_t lo, hi, min, max;
static mpfr_t x;
static const fr_format *f = &fr_binary32;

/* sitofp / uitofp, fptrunc, fpext.  */

static void
test_conversions (void)
{
  mpz_set_si (lo, -128);
  mpz_set_si (hi, 127);
  fr_from_integers (&r, lo, hi, &dynamic);
  expect (&r, "[-128, 127] int", "sitofp i8");
  mpz_set_si (lo, 0);
  mpz_set_si (hi, 7);
  fr_from_integers (&r, lo, hi, &nearest);
  expect (&r, "[0, 7] int", "uitofp i3");
  mpz_set_str (lo, "-9223372036854775808", 10);
  mpz_set_str (hi, "9223372036854775807", 10);
  fr_from_integers (&r, lo, hi, &dynamic);
  expect (&r, "[-9.223372e+18, 9.223372e+18] int", "sitofp i64");

  fr_clear (&c);
  fr_init (&c, &fr_binary64);
  set_int (&c, -128, 127);
  fr_convert (&r, &c, &dynamic);
  expect (&r, "[-128, 127] int", "fptrunc [-128, 127]");
  set (&c, 4.5, 42.42);
  fr_convert (&r, &c, &nearest);
  expect (&r, "[4.5, 42.42]", "fptrunc [4.5, 42.42] nearest");
  fr_convert (&r, &c, &dynamic);
  expect (&r, "[4.5, 42.420002]", "fptrunc [4.5, 42.42] dynamic");
  set (&c, 1e300, 1e300);
  fr_convert (&r, &c, &dynamic);
  expect (&r, "[3.4028235e+38, +inf] int", "fptrunc 1e300 dynamic");
  fr_convert (&r, &c, &nearest);
  expect (&r, "[+inf, +inf]", "fptrunc 1e300 nearest");
  fr_clear (&c);
  fr_init (&c, f);
}

/* fneg, fabs, fadd, fsub, fmul.  */

static void
test_add_mul (void)
{
  set (&a, 0, 4000.12f);
  fr_neg (&r, &a);
  expect (&r, "[-4000.12, -0]", "fneg [0, 4000.12]");
  set (&a, -4, 1.5);
  fr_abs (&r, &a);
  expect (&r, "[0, 4]", "fabs [-4, 1.5]");

  set_int (&a, 0, 511);
  set_int (&b, 0, 127);
  fr_sub (&r, &a, &b, &nearest);
  expect (&r, "[-127, 511] int", "fsub [0, 511] int - [0, 127] int");
  fr_mul (&r, &a, &b, &nearest);
  expect (&r, "[0, 64897] int", "fmul [0, 511] int * [0, 127] int");
  set (&b, 0, 127.1f);
  fr_add (&r, &a, &b, &nearest);
  expect (&r, "[0, 638.1]", "fadd [0, 511] + [0, 127.1]");
  set (&a, 1, 1);
  set (&b, -1, -1);
  fr_add (&r, &a, &b, &nearest);
  expect (&r, "[0, 0] int", "1 + -1 nearest is +0");
  fr_add (&r, &a, &b, &dynamic);
  expect (&r, "[-0, 0] int", "1 + -1 dynamic is either zero");
  set (&a, FLT_MAX, FLT_MAX);
  fr_add (&r, &a, &a, &nearest);
  expect (&r, "[+inf, +inf]", "max + max nearest");
  fr_add (&r, &a, &a, &dynamic);
  expect (&r, "[3.4028235e+38, +inf] int", "max + max dynamic");
  fr_set_full (&a);
  set (&b, 1, 1);
  fr_add (&r, &a, &b, &nearest);
  expect (&r, "[-inf, +inf] nan", "full + 1");
}

/* fdiv, sqrt, fma.  */

static void
test_div_sqrt_fma (void)
{
  set (&a, 0, 511);
  set (&b, 400000000, 400000000);
  fr_div (&r, &a, &b, false, &dynamic);
  expect (&r, "[0, 1.2775e-06]", "fdiv [0, 511] / 4e8");
  mpfr_set_d (x, 1.27750002e-6f, MPFR_RNDN);
  report (mpfr_equal_p (r.hi, x), "fdiv [0, 511] / 4e8 max is 1.27750002E-6");
  fr_div (&r, &a, &b, true, &dynamic);
  mpfr_set_d (x, 1.27750013e-6f, MPFR_RNDN);
  report (mpfr_lessequal_p (r.hi, x) && mpfr_cmp_d (r.hi, 511 / 4e8) > 0,
	  "fdiv arcp [0, 511] / 4e8 max in (1.2775E-6, 1.27750013E-6]");
  set (&b, 0, 0);
  set (&a, 1, 2);
  fr_div (&r, &a, &b, false, &nearest);
  expect (&r, "[+inf, +inf]", "[1, 2] / +0");
  set (&a, -1, 2);
  fr_div (&r, &a, &b, false, &nearest);
  expect (&r, "[-inf, +inf] nan", "[-1, 2] / +0");
  set (&a, 0, 0);
  fr_div (&r, &a, &b, false, &nearest);
  expect (&r, "nan", "0 / 0");

  set (&a, 0, 511);
  fr_sqrt (&r, &a, &nearest);
  expect (&r, "[0, 22.605309]", "sqrt [0, 511]");
  set (&a, -0.0, -0.0);
  fr_sqrt (&r, &a, &nearest);
  expect (&r, "[-0, -0] int", "sqrt -0");
  set (&a, -2, -1);
  fr_sqrt (&r, &a, &nearest);
  expect (&r, "nan", "sqrt [-2, -1]");
  set_int (&a, 0, 511);
  set_int (&b, -511, 0);
  set (&c, 4, 4);
  fr_fma (&r, &a, &b, &c, &dynamic);
  expect (&r, "[-261117, 4] int", "fma [0, 511] [-511, 0] 4");
}

/* fmin, fmax, copysign (minnum/maxnum), rounding to integers.  */

static void
test_minmax_rounding (void)
{
  set_int (&a, 0, 511);
  set_int (&b, -256, 255);
  fr_fmin (&r, &a, &b);
  expect (&r, "[-256, 255] int", "fmin [0, 511] [-256, 255]");
  fr_fmax (&r, &a, &b);
  /* fmax (+0, -0) may be -0.  */
  expect (&r, "[-0, 511] int", "fmax [0, 511] [-256, 255]");
  fr_copysign (&r, &a, &b);
  expect (&r, "[-511, 511] int", "copysign [0, 511] [-256, 255]");
  fr_set_nan (&b);
  fr_fmin (&r, &a, &b);
  expect (&r, "[0, 511] int", "fmin [0, 511] nan");

  set (&a, -32768.5039f, 32768.5039f);
  fr_floor (&r, &a);
  expect (&r, "[-32769, 32768] int", "floor [-32768.5039, 32768.5039]");
  fr_ceil (&r, &a);
  expect (&r, "[-32768, 32769] int", "ceil [-32768.5039, 32768.5039]");
  fr_trunc (&r, &a);
  expect (&r, "[-32768, 32768] int", "trunc [-32768.5039, 32768.5039]");
  fr_rint (&r, &a);
  expect (&r, "[-32769, 32769] int", "rint [-32768.5039, 32768.5039]");
  fr_round (&r, &a);
  expect (&r, "[-32769, 32769] int", "round [-32768.5039, 32768.5039]");
  fr_roundeven (&r, &a);
  expect (&r, "[-32769, 32769] int", "roundeven [-32768.5039, 32768.5039]");
  set (&a, -0.75, -0.25);
  fr_ceil (&r, &a);
  expect (&r, "[-0, -0] int", "ceil [-0.75, -0.25] is -0");
}

/* libm.  */

static void
test_libm (void)
{
  fr_set_full (&a);
  fr_drop_nan (&a);
  fr_drop_inf (&a);
  fr_libm_unary (&r, FR_SIN, &a, &nearest);
  expect (&r, "[-1, 1]", "sin of finite");
  fr_set_full (&a);
  fr_libm_unary (&r, FR_COS, &a, &nearest);
  expect (&r, "[-1, 1] nan", "cos of anything");
  /* In directed rounding modes libms may step past +-1 by their error
     (glibc's expm1l does past -1): no clamp there; glibc's cosf errs by
     1 ulp (frange-libm-table.c).  */
  fr_libm_unary (&r, FR_COS, &a, &dynamic);
  expect (&r, "[-1.0000001, 1.0000001] nan",
	  "cos of anything, any rounding mode");
  fr_libm_unary (&r, FR_EXP, &a, &nearest);
  expect (&r, "[0, +inf] nan", "exp of anything");
  set (&a, 0, 511);
  fr_libm_unary (&r, FR_LOG, &a, &nearest);
  report (r.ninf && r.finite && mpfr_cmp_d (r.hi, 6.236) > 0
	  && mpfr_cmp_d (r.hi, 6.2367) < 0 && !r.nan,
	  "log [0, 511] is [-inf, 6.2364]");
  set_int (&a, 0, 65535);
  fr_powi (&r, &a, 0, 255, &nearest);
  expect (&r, "[0, +inf] int", "powi [0, 65535] [0, 255]");
  set (&a, 2, 2);
  fr_powi (&r, &a, -2, 3, &nearest);
  expect (&r, "[0.25, 8]", "powi 2 [-2, 3]");
}

/* Comparisons, float to integer.  */

static void
test_compare (void)
{
  set (&a, 0, 1);
  set (&b, 2, 3);
  report (fr_compare (FR_LT, &a, &b) == 1, "[0, 1] < [2, 3]");
  report (fr_compare (FR_GE, &a, &b) == 0, "[0, 1] >= [2, 3] is false");
  a.nan = true;
  report (fr_compare (FR_LT, &a, &b) == -1, "[0, 1] nan < [2, 3] unknown");
  report (fr_compare (FR_UNLT, &a, &b) == 1, "[0, 1] nan unlt [2, 3]");
  report (fr_compare (FR_NE, &a, &b) == 1, "[0, 1] nan != [2, 3]");
  set (&a, -0.0, -0.0);
  set (&b, 0, 0);
  report (fr_compare (FR_EQ, &a, &b) == 1, "-0 == +0");

  set (&a, 0.5, 3.75);
  mpz_set_si (min, -128);
  mpz_set_si (max, 127);
  report (fr_to_integers (&a, min, max, lo, hi) && mpz_cmp_si (lo, 0) == 0
	  && mpz_cmp_si (hi, 3) == 0, "fptosi [0.5, 3.75] is [0, 3]");
  set (&a, 0.5, 300);
  report (!fr_to_integers (&a, min, max, lo, hi), "fptosi i8 [0.5, 300] "
	  "undefined");
}

/* Printing.  */

static void
test_printing (void)
{
  expect_value (255, f, "255");
  expect_value (-32769, f, "-32769");
  expect_value (64897, f, "64897");
  expect_value (0.0, f, "0");
  expect_value (-0.0, f, "-0");
  expect_value (0.1f, f, "0.1");
  expect_value (0.1, &fr_binary64, "0.1");
  expect_value (FLT_MIN / 8, f, "1.469368e-39");
  expect_value (DBL_TRUE_MIN, &fr_binary64, "5e-324");
  fr_set_empty (&r);
  expect (&r, "empty", "empty range");
  fr_set_nan (&r);
  expect (&r, "nan", "NaN range");
  fr_set_full (&r);
  report (fr_full_p (&r) && !fr_singleton_p (&r), "full range is full");
  set (&r, 3, 3);
  report (fr_singleton_p (&r) && !fr_full_p (&r), "[3, 3] is a singleton");
  fr_merge_zero_signs (&a);
  set (&a, 0, 2);
  fr_merge_zero_signs (&a);
  expect (&a, "[-0, 2]", "merge zero signs [0, 2]");
}

int
main (void)
{
  mpz_inits (lo, hi, min, max, NULL);
  mpfr_init2 (x, 53);
  fr_init (&a, f);
  fr_init (&b, f);
  fr_init (&c, f);
  fr_init (&r, f);
  test_conversions ();
  test_add_mul ();
  test_div_sqrt_fma ();
  test_minmax_rounding ();
  test_libm ();
  test_compare ();
  test_printing ();
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&c);
  fr_clear (&r);
  mpz_clears (lo, hi, min, max, NULL);
  mpfr_clear (x);
  return failures != 0;
}
