/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-state.c -- every public function of frange.h leaves MPFR's global
   state, the exponent range and the flags, as it found it (cc1 shares that
   state with GCC).  Each call of the table CALLS runs in two distinctive
   states, each checked after it: neither may a flag be set or cleared nor
   the exponent range changed.  The operands are chosen so that the core's
   own MPFR operations are inexact and leave the format's exponent range.

   CALLS must call every function declared in frange.h: the test reads
   frange.h (found from this file's name: ../../plugin/core/frange.h) and fails
   for each function declared there that no entry calls.  A new public
   function needs an entry in CALLS.  */

#include <ctype.h>
#include "frange-test.h"

static const fr_env nearest = { false, -1, false, FR_LIBM_GLIBC_X86_64, NULL };
static const fr_env dynamic = { true, -1, true, FR_LIBM_GLIBC_X86_64, NULL };

/* The ranges the calls take, binary64 unless said: A = [1e-300, 1e300],
   B = [-3, 5] int, C = [0.1, 0.1], BIG = [1e300, 1e300] nan,
   F = [1.1, 1.1], R32 a binary32 result, HALF another result.  */
static fr_range a, b, c, big, f, r, r32, half;
static mpfr_t x, y;
static mpz_t zlo, zhi, lo, hi;
static const fr_range *terms[] = { &big, &c, &a };
static const fr_range *factors[] = { &c, &c, &c, &c, &f };
static const bool neg[] = { false, true, false, false, true };
/* Results of the queries.  */
static volatile bool p;
static volatile int k;

/* fr_nest_recurrence (RECURRENCE) or fr_nest_sum on the nest of the
   steps X + X j over a triangle.  */
static bool
call_nest (bool recurrence)
{
  fr_nest n = { { x, x }, 1, 3, 1, 100 };
  mpfr_t t;
  bool ok;

  if (recurrence)
    return fr_nest_recurrence (&r, &b, &c, false, &n);
  mpfr_init2 (t, 64);
  ok = fr_nest_sum (t, &n);
  mpfr_clear (t);
  return ok;
}

/* The calls: X (FN, VARIANT, STMT) runs STMT, which calls FN; VARIANT
   tells apart the calls of one function.  */
#define CALLS(X)							\
  X (fr_init, 0, clear_and_init ())					\
  X (fr_copy, 0, fr_copy (&r, &a))					\
  X (fr_set_empty, 0, fr_set_empty (&r))				\
  X (fr_set_full, 0, fr_set_full (&r))					\
  X (fr_set_nan, 0, fr_set_nan (&r))					\
  X (fr_set_signed_nan, 0, fr_set_signed_nan (&r, true))		\
  X (fr_set_value, 0, fr_set_value (&r, x))				\
  X (fr_set_interval, 0, fr_set_interval (&r, x, y))			\
  X (fr_set_extended, 0, fr_set_extended (&r, x, y, true))		\
  X (fr_from_integers, 0, fr_from_integers (&r, zlo, zhi, &nearest))	\
  X (fr_from_integers, 1, fr_from_integers (&r32, zlo, zhi, &dynamic))	\
  X (fr_empty_p, 0, p = fr_empty_p (&a))				\
  X (fr_full_p, 0, p = fr_full_p (&a))					\
  X (fr_singleton_p, 0, p = fr_singleton_p (&c))			\
  X (fr_equal_p, 0, p = fr_equal_p (&a, &b))				\
  X (fr_contains_p, 0, p = fr_contains_p (&a, x))			\
  X (fr_maybe_negative_p, 0, p = fr_maybe_negative_p (&b))		\
  X (fr_maybe_positive_p, 0, p = fr_maybe_positive_p (&b))		\
  X (fr_maybe_nan_sign_p, 0, p = fr_maybe_nan_sign_p (&a, true))	\
  X (fr_signbit_p, 0, { bool neg; p = fr_signbit_p (&b, &neg); })	\
  X (fr_format_of, 0, p = fr_format_of (&a) == &fr_binary64)		\
  X (fr_maybe_nan_p, 0, p = fr_maybe_nan_p (&a))			\
  X (fr_maybe_ninf_p, 0, p = fr_maybe_ninf_p (&a))			\
  X (fr_maybe_pinf_p, 0, p = fr_maybe_pinf_p (&a))			\
  X (fr_has_finite_p, 0, p = fr_has_finite_p (&a))			\
  X (fr_finite_min, 0, p = mpfr_signbit (fr_finite_min (&c)))		\
  X (fr_finite_max, 0, p = mpfr_signbit (fr_finite_max (&c)))		\
  X (fr_integer_p, 0, p = fr_integer_p (&c))				\
  X (fr_union, 0, fr_union (&r, &a, &b))				\
  X (fr_intersect, 0, fr_intersect (&r, &a, &b))			\
  X (fr_subset_p, 0, p = fr_subset_p (&c, &a))				\
  X (fr_widen, 0, fr_widen (&r, &c, &a))				\
  X (fr_additive_recurrence, 0,						\
     p = fr_additive_recurrence (&r, &big, &c, false, true, 1000))	\
  X (fr_additive_recurrence, 1,						\
     p = fr_additive_recurrence (&r, &b, &b, true, false, 1000))	\
  X (fr_nest_sum, 0, p = call_nest (false))				\
  X (fr_nest_recurrence, 0, p = call_nest (true))			\
  X (fr_geometric_recurrence, 0,					\
     p = fr_geometric_recurrence (&r, &c, &f, 1000))			\
  X (fr_drop_nan, 0, fr_drop_nan (&r))					\
  X (fr_drop_inf, 0, fr_drop_inf (&r))					\
  X (fr_add_overflow_inf, 0, fr_add_overflow_inf (&r))			\
  X (fr_merge_zero_signs, 0, fr_merge_zero_signs (&r))			\
  X (fr_flush_subnormals, 0, fr_flush_subnormals (&r))			\
  X (fr_neg, 0, fr_neg (&r, &a))					\
  X (fr_abs, 0, fr_abs (&r, &b))					\
  X (fr_add, 0, fr_add (&r, &a, &c, &nearest))				\
  X (fr_sub, 0, fr_sub (&r, &a, &c, &dynamic))				\
  X (fr_mul, 0, fr_mul (&r, &a, &c, &nearest))				\
  X (fr_div, 0, fr_div (&r, &c, &b, true, &nearest))			\
  X (fr_fma, 0, fr_fma (&r, &a, &c, &f, &nearest))			\
  X (fr_fma_square, 0, fr_fma_square (&r, &a, true, &c, &nearest))	\
  X (fr_add_unrounded, 0, fr_add_unrounded (&r, &big, &a, &dynamic))	\
  X (fr_sqrt, 0, fr_sqrt (&r, &a, &nearest))				\
  X (fr_fmod, 0, fr_fmod (&r, &a, &c, &nearest))			\
  X (fr_remainder, 0, fr_remainder (&r, &a, &c, &nearest))		\
  X (fr_sum_any_order, 0, fr_sum_any_order (&r, terms, neg, 2))		\
  X (fr_sum_any_order, 1, fr_sum_any_order (&r, terms, neg, 3))		\
  X (fr_product_any_order, 0, fr_product_any_order (&r, factors, neg, 5)) \
  X (fr_convert, 0, fr_convert (&r32, &a, &nearest))			\
  X (fr_floor, 0, fr_floor (&r, &a))					\
  X (fr_ceil, 0, fr_ceil (&r, &a))					\
  X (fr_trunc, 0, fr_trunc (&r, &a))					\
  X (fr_round, 0, fr_round (&r, &a))					\
  X (fr_roundeven, 0, fr_roundeven (&r, &a))				\
  X (fr_rint, 0, fr_rint (&r, &a))					\
  X (fr_fmin, 0, fr_fmin (&r, &a, &b))					\
  X (fr_fmax, 0, fr_fmax (&r, &a, &b))					\
  X (fr_copysign, 0, fr_copysign (&r, &a, &b))				\
  X (fr_ldexp, 0, fr_ldexp (&r, &a, -2000, 2000, &nearest))		\
  X (fr_to_integers, 0, p = fr_to_integers (&b, zlo, zhi, lo, hi))	\
  X (fr_compare, 0, k = fr_compare (FR_LT, &a, &c))			\
  X (fr_outcomes, 0, k = fr_outcomes (&big, &b))			\
  X (fr_cmp_outcomes, 0, k = fr_cmp_outcomes (FR_UNGE))			\
  X (fr_decide_outcomes, 0, k = fr_decide_outcomes (FR_LE, FR_OUT_LT))	\
  X (fr_refine_self_compare, 0, fr_refine_self_compare (&r, &a, FR_NE))	\
  X (fr_cmp_inverse, 0, k = fr_cmp_inverse (FR_LT))			\
  X (fr_cmp_swap, 0, k = fr_cmp_swap (FR_UNLE))				\
  X (fr_refine_compare, 0, fr_refine_compare (&r, &a, FR_LT, &c))	\
  X (fr_refine_compare, 1, fr_refine_compare (&r, &a, FR_NE, &c))	\
  X (fr_refine_compare, 2, fr_refine_compare (&r, &a, FR_UNGE, &b))	\
  X (fr_libm_unary, 0, libm_unary (&nearest))				\
  X (fr_libm_unary, 1, libm_unary (&dynamic))				\
  X (fr_libm_binary, 0, fr_libm_binary (&r, FR_POW, &a, &b, &nearest))	\
  X (fr_libm_binary, 1, fr_libm_binary (&r, FR_HYPOT, &a, &c, &dynamic)) \
  X (fr_powi, 0, fr_powi (&r, &f, -300, 300, &nearest))			\
  X (fr_libm_max_ulps, 0, k = fr_libm_max_ulps (FR_SIN, &fr_binary64,	\
					      &nearest))		\
  X (fr_libm_table_ulps, 0,						\
     k = fr_libm_table_ulps (FR_POW, &fr_binary32, true,		\
			     FR_LIBM_GLIBC_X86_64))			\
  X (fr_libm_name, 0, k = fr_libm_name (FR_EXP2)[0])			\
  X (fr_libm_args, 0, k = fr_libm_args (FR_POW))			\
  X (fr_arith_preimage, 0, p = fr_arith_preimage (&r, FR_DIV, true, &c, &f)) \
  X (fr_arith_preimage, 1, p = fr_arith_preimage (&r, FR_ADD, false, &a, &c)) \
  X (fr_convert_preimage, 0, fr_convert_preimage (&r, &r32))		\
  X (fr_convert_preimage, 1, fr_convert_preimage (&r32, &a))		\
  X (fr_convert_preimage_nearest, 0,					\
     fr_convert_preimage_nearest (&r, &r32))				\
  X (fr_sqrt_preimage, 0, fr_sqrt_preimage (&r, &a))			\
  X (fr_libm_preimage, 0, p = fr_libm_preimage (&r, FR_EXP, &a, &dynamic)) \
  X (fr_libm_preimage, 1, p = fr_libm_preimage (&r, FR_LOG, &c, &nearest)) \
  X (fr_round_int_preimage, 0, fr_round_int_preimage (&r, FR_ROUND, &c)) \
  X (fr_to_integers_preimage, 0,					\
     fr_to_integers_preimage (&r, FR_ROUNDEVEN, zlo, zhi))		\
  X (fr_from_integers_preimage, 0,					\
     p = fr_from_integers_preimage (&a, lo, hi))			\
  X (fr_bisect, 0, p = fr_bisect (&b, &r, &half))			\
  X (fr_split_decide, 0, split_square ())				\
  X (fr_value_to_string, 0, free (fr_value_to_string (c.lo, c.fmt)))	\
  X (fr_to_string, 0, free (fr_to_string (&a)))				\
  X (fr_clear, 0, clear_and_init ())

/* The slice of split_square: x * x.  */
static void
square (void *data, int op, const fr_range *const *values, fr_range *s)
{
  (void) data;
  (void) op;
  fr_mul (s, values[0], values[0], &nearest);
}

/* Its goal: below F, which no piece of B decides.  */
static int
below_f (void *data, const fr_range *s)
{
  (void) data;
  return fr_compare (FR_LT, s, &f);
}

/* fr_split_decide of x * x < F on B, four bisections deep, into R.  */
static void
split_square (void)
{
  static const fr_format *const formats[] = { &fr_binary64, &fr_binary64 };
  fr_slice s = { 1, 1, formats, square, below_f, NULL, NULL };
  const fr_range *inputs[] = { &b };
  long budget = 100;
  fr_split_stats stats;
  k = fr_split_decide (&s, inputs, 4, &budget, &r, &stats);
}

/* fr_clear and fr_init of R (each call runs more than once).  */

static void
clear_and_init (void)
{
  fr_clear (&r);
  fr_init (&r, &fr_binary64);
}

/* Every unary libm function on A under ENV, into R.  */

static void
libm_unary (const fr_env *env)
{
  for (int fn = 0; fn < FR_LIBM_COUNT; fn++)
    if (fr_libm_args ((enum fr_libm) fn) == 1)
      fr_libm_unary (&r, (enum fr_libm) fn, &a, env);
}

#define DEFINE_CALL(fn, variant, stmt)		\
  static void					\
  call_##fn##_##variant (void)			\
  {						\
    (void) fn;					\
    stmt;					\
  }
CALLS (DEFINE_CALL)

/* An entry of the table: the function called, the statement and its
   code.  */
struct call
{
  const char *fn, *stmt;
  void (*run) (void);
};

#define CALL_ENTRY(fn, variant, stmt) { #fn, #stmt, call_##fn##_##variant },
static const struct call calls[] = { CALLS (CALL_ENTRY) };
#define NCALLS ((int) (sizeof calls / sizeof calls[0]))

/* Set up the operands, in MPFR's default state.  */

static void
setup (void)
{
  mpfr_inits2 (200, x, y, (mpfr_ptr) 0);
  mpz_inits (lo, hi, NULL);
  mpz_init_set_si (zlo, -3);
  mpz_init_set_si (zhi, 5);
  fr_init (&a, &fr_binary64);
  fr_init (&b, &fr_binary64);
  fr_init (&c, &fr_binary64);
  fr_init (&big, &fr_binary64);
  fr_init (&f, &fr_binary64);
  fr_init (&r32, &fr_binary32);
  fr_init (&r, &fr_binary64);
  fr_init (&half, &fr_binary64);
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

/* Free the operands.  */

static void
cleanup (void)
{
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&c);
  fr_clear (&big);
  fr_clear (&f);
  fr_clear (&r32);
  fr_clear (&half);
  fr_clear (&r);
  mpfr_clears (x, y, (mpfr_ptr) 0);
  mpz_clears (zlo, zhi, lo, hi, NULL);
}

/* A caller's state.  */
struct state
{
  mpfr_exp_t emin, emax;
  mpfr_flags_t flags;
};

/* The callers' states: exponent ranges wider than every format's but not
   MPFR's default, and complementary sets of flags.  */
static const struct state states[] = {
  { -1234567, 2345678, MPFR_FLAGS_UNDERFLOW | MPFR_FLAGS_ERANGE },
  { -7654321, 8765432, MPFR_FLAGS_ALL & ~(MPFR_FLAGS_UNDERFLOW
					  | MPFR_FLAGS_ERANGE) }
};

/* Install the state S.  */

static void
enter_state (const struct state *s)
{
  mpfr_set_emin (s->emin);
  mpfr_set_emax (s->emax);
  mpfr_flags_clear (MPFR_FLAGS_ALL);
  mpfr_flags_set (s->flags);
}

/* Run the call CALL in each of the states, report whether it kept them,
   and restore MPFR's default state.  */

static void
check_call (const struct call *call)
{
  bool ok = true;
  char buf[300];

  for (int s = 0; s < 2; s++)
    {
      enter_state (&states[s]);
      call->run ();
      mpfr_exp_t emin = mpfr_get_emin (), emax = mpfr_get_emax ();
      mpfr_flags_t flags = mpfr_flags_save ();
      if (emin != states[s].emin || emax != states[s].emax
	  || flags != states[s].flags)
	{
	  note ("%s: emin %ld emax %ld flags %#x", call->stmt, (long) emin,
		(long) emax, (unsigned) flags);
	  ok = false;
	}
      mpfr_set_emin (mpfr_get_emin_min ());
      mpfr_set_emax (mpfr_get_emax_max ());
      mpfr_flags_clear (MPFR_FLAGS_ALL);
    }
  if (strstr (call->stmt, call->fn))
    snprintf (buf, sizeof buf, "MPFR state kept by %s", call->stmt);
  else
    snprintf (buf, sizeof buf, "MPFR state kept by %s (%s)", call->fn,
	      call->stmt);
  report (ok, buf);
}

/* Whether an entry of the table calls FN.  */

static bool
called_p (const char *fn)
{
  for (int i = 0; i < NCALLS; i++)
    if (strcmp (calls[i].fn, fn) == 0)
      return true;
  return false;
}

/* The name of the function LINE of frange.h declares into NAME (of SIZE
   bytes), or false: a declaration starts in the first column and names
   fr_NAME before its parameter list.  */

static bool
declared_name (const char *line, char *name, size_t size)
{
  const char *s;
  size_t n;

  if (!isalpha ((unsigned char) line[0]) || strncmp (line, "typedef", 7) == 0)
    return false;
  for (s = strstr (line, "fr_"); s; s = strstr (s + 1, "fr_"))
    {
      if (s > line && s[-1] != ' ' && s[-1] != '*')
	continue;
      for (n = 0; isalnum ((unsigned char) s[n]) || s[n] == '_'; n++)
	;
      if (strncmp (s + n, " (", 2) == 0 && n < size)
	{
	  memcpy (name, s, n);
	  name[n] = 0;
	  return true;
	}
    }
  return false;
}

/* Report whether CALLS calls every function declared in frange.h.  */

static void
check_complete (void)
{
  char path[1000], line[1000], name[100];
  const char *slash = strrchr (__FILE__, '/');
  int declared = 0, missing = 0;
  FILE *h;

  snprintf (path, sizeof path, "%.*s../../plugin/core/frange.h",
	    slash ? (int) (slash - __FILE__ + 1) : 0, __FILE__);
  h = fopen (path, "r");
  if (h == NULL)
    note ("cannot read %s", path);
  while (h && fgets (line, sizeof line, h))
    if (declared_name (line, name, sizeof name))
      {
	declared++;
	if (!called_p (name))
	  {
	    note ("%s is declared in frange.h but not called by CALLS", name);
	    missing++;
	  }
      }
  if (h)
    fclose (h);
  note ("frange.h declares %d functions, CALLS has %d entries", declared,
	NCALLS);
  report (h != NULL && declared > 0 && missing == 0,
	  "every function of frange.h is checked");
}

int
main (void)
{
  setup ();
  for (int i = 0; i < NCALLS; i++)
    check_call (&calls[i]);
  check_complete ();
  cleanup ();
  return failures != 0;
}
