/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-back.c -- the backward direction of the float range core: from
   the range of an operation's result to the values an operand may have
   had (preimages).

   A result y is the exact value v rounded in some mode, so v lies
   strictly between the neighbours of y, one ulp away on each side; the
   largest finite number is also the rounding (downward or toward zero) of
   every larger v, and an infinity that of every v beyond it.  The exact
   values of a range of results thus lie in an interval of the extended
   reals, the rounding preimage, whatever the rounding mode; the
   operation's inverse over that interval, with its bounds rounded
   outward, bounds the operand.  NaN results come from NaN operands and
   from the invalid cases (inf - inf, 0 * inf, 0 / 0, inf / inf): an
   operand whose result is not NaN is not NaN.  */

#include "frange-impl.h"

/* Set LO and HI (of C's format) to the bounds, in the extended reals, of
   the exact values whose rounding into C's format, in any mode, is a
   number of LHS (its NaN aside); false if LHS holds no number.  */

bool
fri_rounding_preimage (mpfr_ptr lo, mpfr_ptr hi, const fr_range *lhs,
		       const struct fri_ctx *c)
{
  if (lhs->ninf)
    mpfr_set_inf (lo, -1);
  else if (lhs->finite)
    {
      /* The predecessor of -MAX is -inf: unbounded.  */
      mpfr_set (lo, lhs->lo, MPFR_RNDN);
      fri_next (lo, false, c);
    }
  else if (lhs->pinf)
    fri_set_max (lo, 1);
  else
    return false;
  if (lhs->pinf)
    mpfr_set_inf (hi, 1);
  else if (lhs->finite)
    {
      mpfr_set (hi, lhs->hi, MPFR_RNDN);
      fri_next (hi, true, c);
    }
  else
    fri_set_max (hi, -1);
  return true;
}

/* End the context C, setting R (of any format) to the numbers of its
   format in the interval [LO, HI] of the extended reals (C's scratch)
   if NUMBERS, with both zeros where the interval reaches zero, and NaN
   if NAN.  */

void
fri_end_preimage (struct fri_ctx *c, fr_range *r, bool numbers,
		  mpfr_ptr lo, mpfr_ptr hi, bool nan)
{
  fri_leave (c);
  if (!numbers)
    {
      fri_set_empty (r);
      r->nan = nan;
      FRI_VERIFY (r);
      return;
    }
  FRI_ASSERT (!mpfr_nan_p (lo) && !mpfr_nan_p (hi) && mpfr_cmp (lo, hi) <= 0);
  if (mpfr_zero_p (lo))
    mpfr_set_zero (lo, -1);
  if (mpfr_zero_p (hi))
    mpfr_set_zero (hi, 1);
  fr_set_extended (r, lo, hi, nan);
}

/* Set LO and HI to -inf and +inf: every number.  */

static void
set_all_numbers (mpfr_ptr lo, mpfr_ptr hi)
{
  mpfr_set_inf (lo, -1);
  mpfr_set_inf (hi, 1);
}

/* Y - V and Y / V, for the operand X of Y - X = V and Y / X = V.  */

static int
reverse_sub (mpfr_ptr r, mpfr_srcptr v, mpfr_srcptr y, mpfr_rnd_t rnd)
{
  return mpfr_sub (r, y, v, rnd);
}

static int
reverse_div (mpfr_ptr r, mpfr_srcptr v, mpfr_srcptr y, mpfr_rnd_t rnd)
{
  return mpfr_div (r, y, v, rnd);
}

/* The operand X of each operation from its exact result V and the other
   operand Y: [op][0] for X OP Y = V, [op][1] for Y OP X = V.  */
static const struct fri_op inverse_ops[4][2] = {
  [FR_ADD] = { { 2, NULL, mpfr_sub, NULL }, { 2, NULL, mpfr_sub, NULL } },
  [FR_SUB] = { { 2, NULL, mpfr_add, NULL }, { 2, NULL, reverse_sub, NULL } },
  [FR_MUL] = { { 2, NULL, mpfr_div, NULL }, { 2, NULL, mpfr_div, NULL } },
  [FR_DIV] = { { 2, NULL, mpfr_mul, NULL }, { 2, NULL, reverse_div, NULL } },
};

/* Whether the finite part of A holds a zero.  */

static bool
holds_zero_p (const fr_range *a)
{
  return a->finite && mpfr_sgn (a->lo) <= 0 && mpfr_sgn (a->hi) >= 0;
}

/* Whether some number X gives NaN with some number of Y under OP:
   inf - inf, 0 * inf, 0 / 0, inf / inf.  */

static bool
invalid_pairs_p (enum fr_arith op, const fr_range *y)
{
  return y->ninf || y->pinf
	 || ((op == FR_MUL || op == FR_DIV) && holds_zero_p (y));
}

/* Whether the inverse of OP (in the operand SECOND) is monotone in each
   argument over the exact results [VLO, VHI] and the numbers of Y: Y
   finite, and nonzero for a product or quotient; for Y / X, no zero
   result either.  */

static bool
invertible_p (enum fr_arith op, bool second, const fr_range *y,
	      mpfr_srcptr vlo, mpfr_srcptr vhi)
{
  if (!y->finite || invalid_pairs_p (op, y))
    return false;
  return !(op == FR_DIV && second) || mpfr_sgn (vlo) > 0
	 || mpfr_sgn (vhi) < 0;
}

bool
fr_arith_preimage (fr_range *r, enum fr_arith op, bool second,
		   const fr_range *lhs, const fr_range *y)
{
  struct fri_ctx c;
  mpfr_ptr lo = c.tmp[FRI_T3], hi = c.tmp[FRI_T4];
  bool numbers;

  /* A NaN Y gives NaN whatever X is.  */
  if (lhs->nan && y->nan)
    return false;
  fri_begin (&c, r->fmt, NULL);
  numbers = fri_rounding_preimage (lo, hi, lhs, &c);
  if (numbers && invertible_p (op, second, y, lo, hi))
    {
      mpfr_srcptr vlo[2] = { lo, y->lo }, vhi[2] = { hi, y->hi };
      fri_bounds (&inverse_ops[op][second], vlo, vhi, &c);
      mpfr_set (lo, c.tmp[FRI_EVAL_LO], MPFR_RNDN);
      mpfr_set (hi, c.tmp[FRI_EVAL_HI], MPFR_RNDN);
    }
  else if (numbers || (lhs->nan && invalid_pairs_p (op, y)))
    {
      numbers = true;
      set_all_numbers (lo, hi);
    }
  fri_end_preimage (&c, r, numbers, lo, hi, lhs->nan);
  return true;
}

/* Whether every number of the format FROM is one of the format TO: the
   conversion from FROM to TO is exact.  */

static bool
exact_conversion_p (const fr_format *from, const fr_format *to)
{
  return (from->prec <= to->prec && from->emin >= to->emin
	  && from->emax <= to->emax
	  && (!from->subnormals
	      || (to->subnormals && from->emin - from->prec
				    >= to->emin - to->prec)));
}

/* Add to R the value X of R's format (an infinity, or NaN of either
   sign).  */

static void
add_value (fr_range *r, mpfr_srcptr x)
{
  fr_range v;

  fr_init (&v, r->fmt);
  fr_set_value (&v, x);
  fr_union (r, r, &v);
  fr_clear (&v);
}

/* The preimage R of LHS through the exact conversion of R's format into
   LHS's: the numbers of R's format in LHS (its bounds rounded inward),
   LHS's infinities and NaN.  */

static void
exact_convert_preimage (fr_range *r, const fr_range *lhs)
{
  struct fri_ctx c;
  mpfr_ptr lo = c.tmp[FRI_T3], hi = c.tmp[FRI_T4];

  fri_begin (&c, r->fmt, NULL);
  if (lhs->finite)
    {
      fri_round (lo, mpfr_set (lo, lhs->lo, MPFR_RNDU), MPFR_RNDU, &c);
      fri_round (hi, mpfr_set (hi, lhs->hi, MPFR_RNDD), MPFR_RNDD, &c);
    }
  fri_leave (&c);
  if (lhs->finite && fri_cmp (lo, hi) <= 0)
    fr_set_extended (r, lo, hi, false);
  else
    fr_set_empty (r);
  for (int sign = -1; sign <= 1; sign += 2)
    if (sign < 0 ? lhs->ninf : lhs->pinf)
      {
	mpfr_set_inf (lo, sign);
	add_value (r, lo);
      }
  if (lhs->nan)
    {
      mpfr_set_nan (lo);
      add_value (r, lo);
    }
}

void
fr_convert_preimage (fr_range *r, const fr_range *lhs)
{
  struct fri_ctx c;
  mpfr_ptr lo = c.tmp[FRI_T3], hi = c.tmp[FRI_T4];
  bool numbers;

  if (exact_conversion_p (r->fmt, lhs->fmt))
    {
      exact_convert_preimage (r, lhs);
      return;
    }
  fri_begin (&c, lhs->fmt, NULL);
  numbers = fri_rounding_preimage (lo, hi, lhs, &c);
  fri_end_preimage (&c, r, numbers, lo, hi, lhs->nan);
}

/* Set M to a bound, under rounding to nearest, of the exact values whose
   rounding into FMT is a value of a range LHS: that infinity if INF (LHS
   holds the infinity on that side, UPPER for the upper one), else halfway
   from the neighbour N of LHS's bound E (fri_rounding_preimage) to E, or
   FMT's overflow threshold of that sign where N is an infinity or E is
   NULL (LHS holds only the other infinity).  M has more precision than
   FMT, in the widest exponent range.  */

static void
nearest_bound (mpfr_ptr m, mpfr_srcptr n, mpfr_srcptr e, bool inf,
	       bool upper, const fr_format *fmt)
{
  if (inf)
    mpfr_set_inf (m, upper ? 1 : -1);
  else if (e && !mpfr_inf_p (n))
    {
      mpfr_add (m, n, e, MPFR_RNDN);
      mpfr_div_2ui (m, m, 1, MPFR_RNDN);
    }
  else
    {
      /* (1 - 2^-(PREC + 1)) 2^EMAX: the largest finite number plus half
	 an ulp.  */
      mpfr_set_ui_2exp (m, 1, -(fmt->prec + 1), MPFR_RNDN);
      mpfr_ui_sub (m, 1, m, MPFR_RNDN);
      mpfr_mul_2si (m, m, fmt->emax, MPFR_RNDN);
      if ((e != NULL) != upper)
	mpfr_neg (m, m, MPFR_RNDN);
    }
}

void
fr_convert_preimage_nearest (fr_range *r, const fr_range *lhs)
{
  struct fri_ctx c;
  struct fri_state wide;
  mpfr_ptr lo = c.tmp[FRI_T3], hi = c.tmp[FRI_T4];
  mpfr_t mlo, mhi;
  bool numbers, finite = lhs->finite;

  if (exact_conversion_p (r->fmt, lhs->fmt))
    {
      exact_convert_preimage (r, lhs);
      return;
    }
  fri_begin (&c, lhs->fmt, NULL);
  numbers = fri_rounding_preimage (lo, hi, lhs, &c);
  fri_leave (&c);
  if (!numbers)
    {
      fr_set_empty (r);
      if (lhs->nan)
	fr_set_nan (r);
      return;
    }
  fri_enter_wide (&wide);
  mpfr_inits2 (FRI_MAX_PREC + 2, mlo, mhi, (mpfr_ptr) 0);
  nearest_bound (mlo, lo, finite ? lhs->lo : NULL, lhs->ninf, false,
		 lhs->fmt);
  nearest_bound (mhi, hi, finite ? lhs->hi : NULL, lhs->pinf, true,
		 lhs->fmt);
  if (mpfr_zero_p (mlo))
    mpfr_set_zero (mlo, -1);
  if (mpfr_zero_p (mhi))
    mpfr_set_zero (mhi, 1);
  fri_restore (&wide);
  fr_set_extended (r, mlo, mhi, lhs->nan);
  mpfr_clears (mlo, mhi, (mpfr_ptr) 0);
}

/* sqrt is correctly rounded: X is the square of the exact result, NaN
   for X below -0 (and -inf), sqrt (-0) = -0.  */

void
fr_sqrt_preimage (fr_range *r, const fr_range *lhs)
{
  struct fri_ctx c;
  mpfr_ptr lo = c.tmp[FRI_T3], hi = c.tmp[FRI_T4];
  bool numbers;

  fri_begin (&c, r->fmt, NULL);
  numbers = fri_rounding_preimage (lo, hi, lhs, &c);
  /* Only negative exact results: no square root.  */
  if (numbers && mpfr_sgn (hi) < 0)
    numbers = false;
  if (numbers)
    {
      if (mpfr_sgn (lo) <= 0)
	mpfr_set_zero (lo, -1);
      else
	fri_round (lo, mpfr_sqr (lo, lo, MPFR_RNDD), MPFR_RNDD, &c);
      fri_round (hi, mpfr_sqr (hi, hi, MPFR_RNDU), MPFR_RNDU, &c);
    }
  if (lhs->nan)
    {
      if (!numbers)
	mpfr_set_zero (hi, -1);
      numbers = true;
      mpfr_set_inf (lo, -1);
    }
  fri_end_preimage (&c, r, numbers, lo, hi, lhs->nan);
}

/* Rounding to integers.  */

/* The threshold of KIND (X) >= N (LOWER) or KIND (X) <= N, for the
   integer N (of at most FRI_MAX_PREC bits): X >= N + H / 2 (X <= N + H /
   2) if *CLOSED, X > (X <) that otherwise; return H.  */

static int
threshold_halves (enum fr_rounding kind, mpfr_srcptr n, bool lower,
		  bool *closed)
{
  int sgn = mpfr_sgn (n);
  int away = lower ? -2 : 2;
  MPFR_DECL_INIT (half, FRI_MAX_PREC);

  switch (kind)
    {
    case FR_FLOOR:
      *closed = lower;
      return lower ? 0 : 2;
    case FR_CEIL:
      *closed = !lower;
      return lower ? -2 : 0;
    case FR_TRUNC:
      /* Toward zero: exact on the side away from zero.  */
      *closed = lower ? sgn > 0 : sgn < 0;
      return *closed ? 0 : away;
    case FR_ROUND:
      /* Halfway cases go away from zero.  */
      *closed = lower ? sgn > 0 : sgn < 0;
      return away / 2;
    case FR_ROUNDEVEN:
      mpfr_div_2ui (half, n, 1, MPFR_RNDN);
      *closed = mpfr_integer_p (half);
      return away / 2;
    default:
      /* Any mode: down from below N + 1, up from above N - 1.  */
      *closed = false;
      return away;
    }
}

/* Set X, of C's format, to the least number of the format for which
   KIND (X) >= N if LOWER (+inf if none is finite), else to the greatest
   for which KIND (X) <= N (-inf if none), N an integer of any size.  */

static void
integer_bound (mpfr_ptr x, enum fr_rounding kind, mpfr_srcptr n, bool lower,
	       const struct fri_ctx *c)
{
  bool closed;
  int halves;
  mpfr_rnd_t rnd = lower ? MPFR_RNDU : MPFR_RNDD;
  mpfr_exp_t e = mpfr_zero_p (n) ? 1 : mpfr_get_exp (n);
  struct fri_state s;
  mpfr_t t;

  /* N + H / 2 exactly: the bits of N and one below the point.  */
  fri_enter_wide (&s);
  halves = threshold_halves (kind, n, lower, &closed);
  mpfr_init2 (t, (e > 1 ? e : 1) + 3);
  mpfr_set (t, n, MPFR_RNDN);
  mpfr_add_d (t, t, halves / 2.0, MPFR_RNDN);
  fri_restore (&s);
  fri_round (x, mpfr_set (x, t, rnd), rnd, c);
  if (!closed && mpfr_equal_p (x, t))
    fri_next (x, lower, c);
  mpfr_clear (t);
}

void
fr_round_int_preimage (fr_range *r, enum fr_rounding kind,
		       const fr_range *lhs)
{
  struct fri_ctx c;
  mpfr_ptr lo = c.tmp[FRI_T3], hi = c.tmp[FRI_T4], n = c.tmp[FRI_T5];
  bool numbers = lhs->finite;

  fri_begin (&c, r->fmt, NULL);
  /* Finite results are integers: the integer nearest each bound inside
     the range, exact in the format, bounds the operand.  */
  if (numbers)
    {
      mpfr_ceil (n, lhs->lo);
      mpfr_floor (hi, lhs->hi);
      numbers = mpfr_cmp (n, hi) <= 0;
      integer_bound (lo, kind, n, true, &c);
      mpfr_floor (n, lhs->hi);
      integer_bound (hi, kind, n, false, &c);
      /* A zero bound of LHS bounds the operand by the zero of its sign
	 (below).  */
      if (mpfr_zero_p (lhs->lo) && !mpfr_signbit (lhs->lo))
	mpfr_set_zero (lo, 1);
      if (mpfr_zero_p (lhs->hi) && mpfr_signbit (lhs->hi))
	mpfr_set_zero (hi, -1);
      numbers = (numbers && !mpfr_inf_p (lo) && !mpfr_inf_p (hi)
		 && mpfr_cmp (lo, hi) <= 0);
    }
  fri_end_preimage (&c, r, numbers, lo, hi, lhs->nan);
  /* The result has the operand's sign: +0 and up only from +0 and up,
     -0 and down from -0 and down.  */
  if (r->finite && mpfr_zero_p (r->lo) && mpfr_zero_p (lhs->lo))
    mpfr_setsign (r->lo, r->lo, mpfr_signbit (lhs->lo), MPFR_RNDN);
  if (r->finite && mpfr_zero_p (r->hi) && mpfr_zero_p (lhs->hi))
    mpfr_setsign (r->hi, r->hi, mpfr_signbit (lhs->hi), MPFR_RNDN);
  /* Infinities (and NaN) come from themselves.  */
  r->ninf = lhs->ninf;
  r->pinf = lhs->pinf;
  FRI_VERIFY (r);
}

void
fr_to_integers_preimage (fr_range *r, enum fr_rounding kind, mpz_srcptr lo,
			 mpz_srcptr hi)
{
  struct fri_ctx c;
  mpfr_ptr xlo = c.tmp[FRI_T3], xhi = c.tmp[FRI_T4];
  struct fri_state s;
  mpfr_t n[2];
  bool numbers;

  fri_enter_wide (&s);
  mpfr_init2 (n[0], mpz_sizeinbase (lo, 2) + 1);
  mpfr_init2 (n[1], mpz_sizeinbase (hi, 2) + 1);
  mpfr_set_z (n[0], lo, MPFR_RNDN);
  mpfr_set_z (n[1], hi, MPFR_RNDN);
  fri_restore (&s);
  fri_begin (&c, r->fmt, NULL);
  integer_bound (xlo, kind, n[0], true, &c);
  integer_bound (xhi, kind, n[1], false, &c);
  numbers = (mpz_cmp (lo, hi) <= 0 && !mpfr_inf_p (xlo) && !mpfr_inf_p (xhi)
	     && mpfr_cmp (xlo, xhi) <= 0);
  fri_end_preimage (&c, r, numbers, xlo, xhi, false);
  mpfr_clears (n[0], n[1], (mpfr_ptr) 0);
}

/* Narrow BOUND, an integer bound (LOWER or upper), by the number of FMT
   next to X, a bound of a range of FMT, outward: an integer at or beyond
   it converts there or beyond.  Beyond the largest finite number, the
   integers may convert to it (rounding down, or to nearest near it): no
   bound there.  True if it narrowed BOUND.  */
static bool
integer_bound_beyond (mpz_ptr bound, mpfr_srcptr x, const fr_format *fmt,
		      bool lower)
{
  mpfr_t next;
  mpz_t n;
  bool narrowed = false;

  mpfr_init2 (next, fmt->prec);
  mpz_init (n);
  mpfr_set (next, x, MPFR_RNDN);
  if (lower)
    mpfr_nextbelow (next);
  else
    mpfr_nextabove (next);
  if (mpfr_zero_p (next) || mpfr_get_exp (next) <= fmt->emax)
    {
      mpfr_get_z (n, next, lower ? MPFR_RNDD : MPFR_RNDU);
      if (lower)
	mpz_add_ui (n, n, 1);
      else
	mpz_sub_ui (n, n, 1);
      narrowed = lower ? mpz_cmp (n, bound) > 0 : mpz_cmp (n, bound) < 0;
    }
  if (narrowed)
    mpz_set (bound, n);
  mpfr_clear (next);
  mpz_clear (n);
  return narrowed;
}

bool
fr_from_integers_preimage (const fr_range *r, mpz_ptr lo, mpz_ptr hi)
{
  struct fri_state s;
  bool narrowed = false;

  if (!r->finite)
    return false;
  fri_enter_wide (&s);
  if (!r->ninf)
    narrowed |= integer_bound_beyond (lo, r->lo, r->fmt, true);
  if (!r->pinf)
    narrowed |= integer_bound_beyond (hi, r->hi, r->fmt, false);
  fri_restore (&s);
  return narrowed;
}
