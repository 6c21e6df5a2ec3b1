/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-state.c -- every public function of frange.h leaves MPFR's global
   state, the exponent range and the flags, as it found it (cc1 shares that
   state with GCC).  Each call runs in a distinctive state, checked after
   it; the operands are chosen so that the core's own MPFR operations are
   inexact and leave the format's exponent range.  */

#include "frange-test.h"

/* The caller's state: an exponent range wider than every format's but not
   MPFR's default, and some flags set, others (inexact, overflow) not.  */
#define STATE_EMIN (-1234567L)
#define STATE_EMAX 2345678L
#define STATE_FLAGS (MPFR_FLAGS_UNDERFLOW | MPFR_FLAGS_ERANGE)

static const fr_env nearest = { false, -1, false };

/* Install the caller's state.  */

static void
enter_state (void)
{
  mpfr_set_emin (STATE_EMIN);
  mpfr_set_emax (STATE_EMAX);
  mpfr_flags_clear (MPFR_FLAGS_ALL);
  mpfr_flags_set (STATE_FLAGS);
}

/* Report whether the call WHAT kept the state of enter_state.  */

static void
check_state (const char *what)
{
  mpfr_exp_t emin = mpfr_get_emin (), emax = mpfr_get_emax ();
  mpfr_flags_t flags = mpfr_flags_save ();
  bool ok = emin == STATE_EMIN && emax == STATE_EMAX && flags == STATE_FLAGS;
  char buf[200];

  if (!ok)
    note ("%s: emin %ld emax %ld flags %#x", what, (long) emin, (long) emax,
	  (unsigned) flags);
  snprintf (buf, sizeof buf, "MPFR state kept by %s", what);
  report (ok, buf);
  mpfr_set_emin (mpfr_get_emin_min ());
  mpfr_set_emax (mpfr_get_emax_max ());
  mpfr_flags_clear (MPFR_FLAGS_ALL);
}

/* Run STMT, the call WHAT, in the caller's state and check it.  */
#define CALL(what, stmt)	\
  do				\
    {				\
      enter_state ();		\
      stmt;			\
      check_state (what);	\
    }				\
  while (0)

/* The ranges the calls take, binary64 unless said: A = [1e-300, 1e300],
   B = [-3, 5] int, C = [0.1, 0.1], BIG = [1e300, 1e300] nan,
   F = [1.1, 1.1], R32 a binary32 result.  */
static fr_range a, b, c, big, f, r, r32;
static mpfr_t x, y;
static mpz_t zlo, zhi;

/* Set up the operands, in MPFR's default state.  */

static void
setup (void)
{
  mpfr_inits2 (200, x, y, (mpfr_ptr) 0);
  mpz_init_set_si (zlo, -3);
  mpz_init_set_si (zhi, 5);
  fr_init (&a, &fr_binary64);
  fr_init (&b, &fr_binary64);
  fr_init (&c, &fr_binary64);
  fr_init (&big, &fr_binary64);
  fr_init (&f, &fr_binary64);
  fr_init (&r32, &fr_binary32);
  mpfr_set_str (x, "1e-300", 10, MPFR_RNDN);
  mpfr_set_str (y, "1e300", 10, MPFR_RNDN);
  fr_set_interval (&a, x, y);
  fr_from_integers (&b, zlo, zhi, &nearest);
  fr_set_value (&big, y);
  big.nan = true;
  mpfr_set_str (x, "0.1", 10, MPFR_RNDN);
  fr_set_value (&c, x);
  mpfr_set_str (x, "1.1", 10, MPFR_RNDN);
  fr_set_value (&f, x);
  mpz_set_si (zlo, -1000);
  mpz_set_str (zhi, "123456789012345678901", 10);
}

/* Life cycle, constructors, queries and the lattice.  */

static void
check_lattice (void)
{
  mpz_t lo, hi;
  bool p;

  CALL ("fr_init", fr_init (&r, &fr_binary64));
  CALL ("fr_copy", fr_copy (&r, &a));
  CALL ("fr_set_empty", fr_set_empty (&r));
  CALL ("fr_set_full", fr_set_full (&r));
  CALL ("fr_set_nan", fr_set_nan (&r));
  CALL ("fr_set_value", fr_set_value (&r, x));
  CALL ("fr_set_interval", fr_set_interval (&r, x, y));
  CALL ("fr_from_integers", fr_from_integers (&r, zlo, zhi, &nearest));
  CALL ("fr_empty_p", p = fr_empty_p (&a));
  CALL ("fr_full_p", p = fr_full_p (&a));
  CALL ("fr_singleton_p", p = fr_singleton_p (&c));
  CALL ("fr_equal_p", p = fr_equal_p (&a, &b));
  CALL ("fr_contains_p", p = fr_contains_p (&a, x));
  CALL ("fr_maybe_negative_p", p = fr_maybe_negative_p (&b));
  CALL ("fr_maybe_positive_p", p = fr_maybe_positive_p (&b));
  CALL ("fr_union", fr_union (&r, &a, &b));
  CALL ("fr_intersect", fr_intersect (&r, &a, &b));
  CALL ("fr_subset_p", p = fr_subset_p (&c, &a));
  CALL ("fr_widen", fr_widen (&r, &c, &a));
  CALL ("fr_drop_nan", fr_drop_nan (&r));
  CALL ("fr_drop_inf", fr_drop_inf (&r));
  CALL ("fr_merge_zero_signs", fr_merge_zero_signs (&r));
  CALL ("fr_flush_subnormals", fr_flush_subnormals (&r));
  CALL ("fr_refine_compare LT", fr_refine_compare (&r, &a, FR_LT, &c));
  CALL ("fr_refine_compare NE", fr_refine_compare (&r, &a, FR_NE, &c));
  CALL ("fr_compare", p = fr_compare (FR_LT, &a, &c));
  mpz_inits (lo, hi, NULL);
  CALL ("fr_to_integers", p = fr_to_integers (&b, zlo, zhi, lo, hi));
  mpz_clears (lo, hi, NULL);
  (void) p;
}

/* Loops and the operations in any order, which compute in more than the
   format's precision.  */

static void
check_loops (void)
{
  const fr_range *terms[] = { &big, &c, &a };
  const fr_range *factors[] = { &c, &c, &c, &c, &f };
  const bool neg[] = { false, true, false, false, true };
  bool p;

  CALL ("fr_additive_recurrence",
	p = fr_additive_recurrence (&r, &big, &c, false, true, 1000));
  CALL ("fr_geometric_recurrence",
	p = fr_geometric_recurrence (&r, &c, &f, 1000));
  CALL ("fr_sum_any_order", fr_sum_any_order (&r, terms, neg, 2));
  CALL ("fr_sum_any_order overflow", fr_sum_any_order (&r, terms, neg, 3));
  CALL ("fr_product_any_order",
	fr_product_any_order (&r, factors, neg, 5));
  (void) p;
}

/* Arithmetic and rounding to integers.  */

static void
check_arith (void)
{
  CALL ("fr_neg", fr_neg (&r, &a));
  CALL ("fr_abs", fr_abs (&r, &b));
  CALL ("fr_add", fr_add (&r, &a, &c, &nearest));
  CALL ("fr_sub", fr_sub (&r, &a, &c, &nearest));
  CALL ("fr_mul", fr_mul (&r, &a, &c, &nearest));
  CALL ("fr_div", fr_div (&r, &c, &b, true, &nearest));
  CALL ("fr_fma", fr_fma (&r, &a, &c, &f, &nearest));
  CALL ("fr_sqrt", fr_sqrt (&r, &a, &nearest));
  CALL ("fr_fmod", fr_fmod (&r, &a, &c, &nearest));
  CALL ("fr_remainder", fr_remainder (&r, &a, &c, &nearest));
  CALL ("fr_convert", fr_convert (&r32, &a, &nearest));
  CALL ("fr_floor", fr_floor (&r, &a));
  CALL ("fr_ceil", fr_ceil (&r, &a));
  CALL ("fr_trunc", fr_trunc (&r, &a));
  CALL ("fr_round", fr_round (&r, &a));
  CALL ("fr_roundeven", fr_roundeven (&r, &a));
  CALL ("fr_rint", fr_rint (&r, &a, &nearest));
  CALL ("fr_fmin", fr_fmin (&r, &a, &b));
  CALL ("fr_fmax", fr_fmax (&r, &a, &b));
  CALL ("fr_copysign", fr_copysign (&r, &a, &b));
  CALL ("fr_ldexp", fr_ldexp (&r, &a, -2000, 2000, &nearest));
}

/* libm functions and printing.  */

static void
check_libm (void)
{
  char what[40], *s;
  int k;

  for (int fn = FR_EXP; fn <= FR_LIBM_UNARY_LAST; fn++)
    {
      snprintf (what, sizeof what, "fr_libm_unary %d", fn);
      CALL (what, fr_libm_unary (&r, (enum fr_libm) fn, &a, &nearest));
    }
  CALL ("fr_libm_binary pow", fr_libm_binary (&r, FR_POW, &a, &b, &nearest));
  CALL ("fr_libm_binary hypot",
	fr_libm_binary (&r, FR_HYPOT, &a, &c, &nearest));
  CALL ("fr_powi", fr_powi (&r, &f, -300, 300, &nearest));
  CALL ("fr_libm_max_ulps", k = fr_libm_max_ulps (FR_SIN, &nearest));
  CALL ("fr_value_to_string", s = fr_value_to_string (c.lo, c.fmt));
  free (s);
  CALL ("fr_to_string", s = fr_to_string (&a));
  free (s);
  CALL ("fr_clear", fr_clear (&r));
  (void) k;
}

int
main (void)
{
  setup ();
  check_lattice ();
  check_loops ();
  check_arith ();
  check_libm ();
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&c);
  fr_clear (&big);
  fr_clear (&f);
  fr_clear (&r32);
  mpfr_clears (x, y, (mpfr_ptr) 0);
  mpz_clears (zlo, zhi, NULL);
  return failures != 0;
}
