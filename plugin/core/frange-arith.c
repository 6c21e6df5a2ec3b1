/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */


/* frange-arith.c -- the arithmetic of the float range core: the
   operations of IEEE arithmetic, rounding to integral values and the
   conversion to integers, evaluated over ranges (frange-eval.c).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frange-impl.h"

/* Operations used through fri_op.  */
static const struct fri_op op_sqrt = { 1, mpfr_sqrt, NULL, NULL };
static const struct fri_op op_add = { 2, NULL, mpfr_add, NULL };
static const struct fri_op op_sub = { 2, NULL, mpfr_sub, NULL };
static const struct fri_op op_mul = { 2, NULL, mpfr_mul, NULL };
static const struct fri_op op_div = { 2, NULL, mpfr_div, NULL };
static const struct fri_op op_fma = { 3, NULL, NULL, mpfr_fma };

/* Arithmetic.  */

/* Add to T the results of OP (add, sub or mul) on A and B: monotone on the
   finite parts, exact on infinite operands.  */

static void
arith2 (fr_range *t, const struct fri_op *op, const fr_range *a,
	const fr_range *b,
	struct fri_ctx *c)
{
  const fr_range *args[2] = { a, b };
  mpfr_srcptr lo[2] = { a->lo, b->lo }, hi[2] = { a->hi, b->hi };

  if (!fri_nonempty_p (a) || !fri_nonempty_p (b))
    return;
  t->nan |= a->nan || b->nan;
  if (a->finite && b->finite)
    fri_corners (t, op, lo, hi, c);
  fri_special (t, op, args, 0, c);
}

/* The common part of fr_add, fr_sub and fr_mul: R = OP (A, B).  */

static void
arith2_range (fr_range *r, const struct fri_op *op, const fr_range *a,
	      const fr_range *b, const fr_env *env)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, env);
  arith2 (&c.t, op, a, b, &c);
  c.t.integer = fri_int_p (a) && fri_int_p (b);
  fri_end (&c, r);
}

/* R = -A.  */

void
fr_neg (fr_range *r, const fr_range *a)
{
  fri_neg (r, a);
  FRI_VERIFY (r);
}

/* R = |A|.  */

void
fr_abs (fr_range *r, const fr_range *a)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_abs (&c.t, a, &c);
  fri_end (&c, r);
}

/* R = A + B.  */

void
fr_add (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  arith2_range (r, &op_add, a, b, env);
}

/* R = A - B.  */

void
fr_sub (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  arith2_range (r, &op_sub, a, b, env);
}

/* R = A * B.  */

void
fr_mul (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  arith2_range (r, &op_mul, a, b, env);
}

/* Add to T the results of A / B: monotone on the finite parts of A and of
   each sign of nonzero B, exact at zero and infinite operands.  */

static void
div_acc (fr_range *t, const fr_range *a, const fr_range *b, struct fri_ctx *c)
{
  const fr_range *args[2] = { a, b };
  mpfr_srcptr lo[2] = { a->lo, c->tmp[FRI_T3] };
  mpfr_srcptr hi[2] = { a->hi, c->tmp[FRI_T4] };
  int neg;

  if (!fri_nonempty_p (a) || !fri_nonempty_p (b))
    return;
  t->nan |= a->nan || b->nan;
  for (neg = 0; neg < 2 && a->finite; neg++)
    if (fri_nonzero_part (c->tmp[FRI_T3], c->tmp[FRI_T4], b, neg, c))
      fri_corners (t, &op_div, lo, hi, c);
  fri_special (t, &op_div, args, FRI_SPECIAL_ZERO_LAST, c);
}

/* R = A / B; with RECIPROCAL also A * (1 / B) with both roundings.  */

void
fr_div (fr_range *r, const fr_range *a, const fr_range *b, bool reciprocal,
	const fr_env *env)
{
  struct fri_ctx c;
  fr_range *one = &c.u[0], *q = &c.u[1];

  fri_begin (&c, r->fmt, env);
  div_acc (&c.t, a, b, &c);
  if (reciprocal)
    {
      fri_acc_finite (one, c.one[1]);
      div_acc (q, one, b, &c);
      arith2 (&c.t, &op_mul, a, q, &c);
    }
  fri_end (&c, r);
}

/* R = A * B + C with a single rounding.  */

void
fr_fma (fr_range *r, const fr_range *a, const fr_range *b, const fr_range *cc,
	const fr_env *env)
{
  struct fri_ctx c;
  const fr_range *args[3] = { a, b, cc };
  mpfr_srcptr lo[3] = { a->lo, b->lo, cc->lo };
  mpfr_srcptr hi[3] = { a->hi, b->hi, cc->hi };

  fri_begin (&c, r->fmt, env);
  if (fri_nonempty_p (a) && fri_nonempty_p (b) && fri_nonempty_p (cc))
    {
      c.t.nan = a->nan || b->nan || cc->nan;
      if (a->finite && b->finite && cc->finite)
	fri_corners (&c.t, &op_fma, lo, hi, &c);
      fri_special (&c.t, &op_fma, args, 0, &c);
      c.t.integer = fri_int_p (a) && fri_int_p (b) && fri_int_p (cc);
    }
  fri_end (&c, r);
}

/* Add to T the roundings of X + Y for the reals X of [XLO, XHI] (an
   infinite end: every real beyond on that side) and the Y of B's finite
   part.  The sum is monotone in both; an unbounded end of X leaves it
   unbounded there.  Clobbers XLO and XHI.  */

static void
acc_unbounded_sum (fr_range *t, mpfr_ptr xlo, mpfr_ptr xhi,
		   const fr_range *b, struct fri_ctx *c)
{
  mpfr_srcptr lo[2] = { xlo, b->lo }, hi[2] = { xhi, b->hi };
  bool below = mpfr_inf_p (xlo), above = mpfr_inf_p (xhi);

  if (below)
    fri_set_max (xlo, -1);
  if (above)
    fri_set_max (xhi, 1);
  fri_bounds (&op_add, lo, hi, c);
  if (below)
    mpfr_set_inf (c->tmp[FRI_EVAL_LO], -1);
  if (above)
    mpfr_set_inf (c->tmp[FRI_EVAL_HI], 1);
  fri_acc_bounds (t, c->tmp[FRI_EVAL_LO], c->tmp[FRI_EVAL_HI]);
}

/* R = X + B rounded once, X any exact value whose rounding lies in A: the
   reals of A's rounding preimage (beyond the largest finite number where
   A holds an infinity), and A's infinities themselves.  */

/* Add to R the infinity of each sign where it reaches the largest finite
   number of that sign, both where it holds no number (the fused product
   fr_add_unrounded takes may lie beyond what fr_drop_inf emptied R of).  */

void
fr_add_overflow_inf (fr_range *r)
{
  struct fri_ctx c;
  mpfr_ptr max = c.tmp[FRI_T3];

  fri_begin (&c, r->fmt, NULL);
  fri_copy_range (&c.t, r);
  for (int sign = -1; sign <= 1; sign += 2)
    {
      fri_set_max (max, sign);
      if (!r->finite || mpfr_equal_p (sign < 0 ? r->lo : r->hi, max))
	{
	  if (sign < 0)
	    c.t.ninf = true;
	  else
	    c.t.pinf = true;
	}
    }
  fri_end (&c, r);
}

void
fr_add_unrounded (fr_range *r, const fr_range *a, const fr_range *b,
		  const fr_env *env)
{
  struct fri_ctx c;
  const fr_range *args[2] = { a, b };
  mpfr_ptr xlo = c.tmp[FRI_T3], xhi = c.tmp[FRI_T4];

  fri_begin (&c, r->fmt, env);
  if (fri_nonempty_p (a) && fri_nonempty_p (b))
    {
      c.t.nan = a->nan || b->nan;
      if (fri_rounding_preimage (xlo, xhi, a, &c))
	{
	  /* A real X: B's infinities stay; its numbers add.  */
	  c.t.ninf = b->ninf;
	  c.t.pinf = b->pinf;
	  if (b->finite)
	    acc_unbounded_sum (&c.t, xlo, xhi, b, &c);
	}
      fri_special (&c.t, &op_add, args, 0, &c);
    }
  fri_end (&c, r);
}

/* The operations of fr_fma_square on one value X of the factor and one
   C of the addend: V = X * X + C and V = -X * X + C, rounded once.  */

static int
square_add (mpfr_ptr v, mpfr_srcptr x, mpfr_srcptr cc, mpfr_rnd_t rnd)
{
  return mpfr_fma (v, x, x, cc, rnd);
}

static int
neg_square_add (mpfr_ptr v, mpfr_srcptr x, mpfr_srcptr cc, mpfr_rnd_t rnd)
{
  mp_limb_t limbs[FRI_LIMBS];
  mpfr_t nx;

  /* -X, exact, of X's precision (at most the format's).  */
  mpfr_custom_init (limbs, mpfr_get_prec (x));
  mpfr_custom_init_set (nx, MPFR_ZERO_KIND, 0, mpfr_get_prec (x), limbs);
  mpfr_neg (nx, x, MPFR_RNDN);
  return mpfr_fma (v, nx, x, cc, rnd);
}

/* R = A * A + C (-A * A + C if NEGATE) with a single rounding, both
   factors the same value: the exact square of each value of A, then the
   sum rounded.  On the values of A of each sign the square is monotone,
   so the bounds are at the corners of the parts of each sign.  */

void
fr_fma_square (fr_range *r, const fr_range *a, bool negate,
	       const fr_range *cc, const fr_env *env)
{
  static const struct fri_op op_square_add = { 2, NULL, square_add, NULL };
  static const struct fri_op op_neg_square_add = { 2, NULL, neg_square_add,
						   NULL };
  const struct fri_op *op = negate ? &op_neg_square_add : &op_square_add;
  struct fri_ctx c;
  const fr_range *args[2] = { a, cc };
  mpfr_srcptr lo[2] = { c.tmp[FRI_T3], cc->lo };
  mpfr_srcptr hi[2] = { c.tmp[FRI_T4], cc->hi };

  fri_begin (&c, r->fmt, env);
  if (fri_nonempty_p (a) && fri_nonempty_p (cc))
    {
      c.t.nan = a->nan || cc->nan;
      for (int neg = 0; neg < 2 && cc->finite; neg++)
	if (fri_sign_part (c.tmp[FRI_T3], c.tmp[FRI_T4], a, neg, &c))
	  fri_corners (&c.t, op, lo, hi, &c);
      fri_special (&c.t, op, args, 0, &c);
      c.t.integer = fri_int_p (a) && fri_int_p (cc);
    }
  fri_end (&c, r);
}

/* R = sqrt (A): NaN below -0, sqrt (-0) = -0.  */

void
fr_sqrt (fr_range *r, const fr_range *a, const fr_env *env)
{
  struct fri_ctx c;
  mpfr_srcptr lo, hi = a->hi;

  fri_begin (&c, r->fmt, env);
  c.t.nan = a->nan || a->ninf || (a->finite && mpfr_sgn (a->lo) < 0);
  c.t.pinf = a->pinf;
  if (a->finite && !(mpfr_sgn (a->hi) < 0))
    {
      lo = mpfr_sgn (a->lo) < 0 ? c.zero[0] : a->lo;
      fri_corners (&c.t, &op_sqrt, &lo, &hi, &c);
    }
  fri_end (&c, r);
}

/* Add to T the results of fmod (REM false) or remainder (REM true) of the
   values of A with the sign bit clear by the nonzero finite magnitudes
   [YL, YH].  Both operations are exact (but for results below the
   smallest normal number in a format without subnormals): X is unchanged
   when |X| is small enough, X - N * Y is monotone while the quotient N
   stays the same, and otherwise |fmod (X, Y)| < |Y|,
   |remainder (X, Y)| <= |Y| / 2.  */

static void
rem_part (fr_range *t, bool rem, const fr_range *a, mpfr_srcptr yl,
	  mpfr_srcptr yh, struct fri_ctx *c)
{
  mpfr_ptr xl = c->tmp[FRI_T5], xh = c->tmp[FRI_T6], b = c->tmp[FRI_T7];
  mpfr_ptr l = c->tmp[FRI_EVAL_LO], h = c->tmp[FRI_EVAL_HI];
  long ql, qh;

  if (!fri_sign_part (xl, xh, a, false, c))
    return;
  /* |X| < |Y| for fmod, 2 |X| <= |Y| for remainder (overflow is fine).  */
  mpfr_mul_2ui (b, xh, rem, MPFR_RNDN);
  if (rem ? mpfr_cmp (b, yl) <= 0 : mpfr_cmp (b, yl) < 0)
    {
      fri_acc_finite (t, xl);
      fri_acc_finite (t, xh);
      return;
    }
  fri_round (b, mpfr_sub (b, xh, xl, MPFR_RNDU), MPFR_RNDU, c);
  if (mpfr_equal_p (yl, yh) && mpfr_cmp (b, yl) < 0)
    {
      fri_round (l, (rem ? mpfr_remquo : mpfr_fmodquo) (l, &ql, xl, yl,
							c->rlo),
		 c->rlo, c);
      fri_round (h, (rem ? mpfr_remquo : mpfr_fmodquo) (h, &qh, xh, yl,
							c->rhi),
		 c->rhi, c);
      if (ql == qh)
	{
	  fri_acc_bounds (t, l, h);
	  return;
	}
    }
  if (rem)
    fri_round (b, mpfr_div_2ui (b, yh, 1, MPFR_RNDD), MPFR_RNDD, c);
  else
    {
      mpfr_set (b, yh, MPFR_RNDN);
      fri_next (b, false, c);
    }
  /* Without subnormals, a result below the smallest normal number rounds
     to zero or to it.  */
  if (!c->fmt->subnormals && mpfr_cmp_si_2exp (b, 1, c->fmt->emin - 1) < 0)
    mpfr_set_si_2exp (b, 1, c->fmt->emin - 1, MPFR_RNDN);
  if (mpfr_cmp (xh, b) < 0)
    mpfr_set (b, xh, MPFR_RNDN);
  mpfr_neg (l, b, MPFR_RNDN);
  fri_acc_finite (t, rem ? l : c->zero[1]);
  fri_acc_finite (t, b);
}

/* R = fmod (A, B) (REM false) or remainder (A, B) (REM true).  */

static void
rem_range (fr_range *r, bool rem, const fr_range *a, const fr_range *b,
	   const fr_env *env)
{
  struct fri_ctx c;
  fr_range *t = &c.t, *na = &c.u[0], *nr = &c.u[1];
  mpfr_ptr yl = c.tmp[FRI_T3], yh = c.tmp[FRI_T4];
  mpfr_ptr nl = c.tmp[FRI_T5], nh = c.tmp[FRI_T6];
  bool pos, neg;

  fri_begin (&c, r->fmt, env);
  if (!fri_nonempty_p (a) || !fri_nonempty_p (b))
    {
      fri_end (&c, r);
      return;
    }
  t->nan = (a->nan || b->nan || a->ninf || a->pinf
	    || fri_has_p (b, c.zero[0]) || fri_has_p (b, c.zero[1]));
  if (a->finite && (b->ninf || b->pinf))
    {
      fri_acc_finite (t, a->lo);
      fri_acc_finite (t, a->hi);
    }
  /* The magnitudes of the nonzero finite divisors.  */
  neg = fri_nonzero_part (nl, nh, b, true, &c);
  pos = fri_nonzero_part (yl, yh, b, false, &c);
  if (neg)
    {
      mpfr_neg (nl, nl, MPFR_RNDN);
      mpfr_neg (nh, nh, MPFR_RNDN);
      if (!pos || mpfr_cmp (nh, yl) < 0)
	mpfr_set (yl, nh, MPFR_RNDN);
      if (!pos || mpfr_cmp (nl, yh) > 0)
	mpfr_set (yh, nl, MPFR_RNDN);
    }
  if (a->finite && (pos || neg))
    {
      rem_part (t, rem, a, yl, yh, &c);
      /* rem (-X, Y) = -rem (X, Y).  */
      fri_neg (na, a);
      rem_part (nr, rem, na, yl, yh, &c);
      fri_neg (nr, nr);
      fri_acc_range (t, nr);
    }
  t->integer = fri_int_p (a) && fri_int_p (b);
  fri_end (&c, r);
}

/* R = fmod (A, B).  */

void
fr_fmod (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  rem_range (r, false, a, b, env);
}

/* R = remainder (A, B).  */

void
fr_remainder (fr_range *r, const fr_range *a, const fr_range *b,
	      const fr_env *env)
{
  rem_range (r, true, a, b, env);
}

/* R = A converted to R's format.  */

void
fr_convert (fr_range *r, const fr_range *a, const fr_env *env)
{
  struct fri_ctx c;
  mpfr_srcptr lo = a->lo, hi = a->hi;

  fri_begin (&c, r->fmt, env);
  if (a->finite)
    fri_corners (&c.t, &fri_op_set, &lo, &hi, &c);
  c.t.ninf |= a->ninf;
  c.t.pinf |= a->pinf;
  /* A NaN keeps its sign (quieted if signaling).  */
  c.t.nan = a->nan;
  c.t.nan_sign = a->nan_sign;
  c.t.integer = a->integer;
  fri_end (&c, r);
}

/* Rounding to integral values.  */

/* Set R to X rounded to an integer in direction RND (MPFR_RNDNA: ties away
   from zero).  Exact in the format.  */

static int
rint_fn (mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
  if (rnd == MPFR_RNDNA)
    mpfr_round (r, x);
  else
    mpfr_rint (r, x, rnd);
  return 0;
}

/* R = A rounded to an integer with LO for the lower bound and HI for the
   upper bound (rint_fn directions).  */

static void
round_int (fr_range *r, const fr_range *a, mpfr_rnd_t lo, mpfr_rnd_t hi)
{
  static const struct fri_op op_rint = { 1, rint_fn, NULL, NULL };
  struct fri_ctx c;
  mpfr_srcptr l = a->lo, h = a->hi;

  fri_begin (&c, r->fmt, NULL);
  c.rlo = lo;
  c.rhi = hi;
  if (a->finite)
    fri_corners (&c.t, &op_rint, &l, &h, &c);
  c.t.ninf |= a->ninf;
  c.t.pinf |= a->pinf;
  c.t.nan = a->nan;
  c.t.integer = true;
  fri_end (&c, r);
}

/* R = floor (A).  */

void
fr_floor (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDD, MPFR_RNDD);
}

/* R = ceil (A).  */

void
fr_ceil (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDU, MPFR_RNDU);
}

/* R = trunc (A).  */

void
fr_trunc (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDZ, MPFR_RNDZ);
}

/* R = round (A), halfway cases away from zero.  */

void
fr_round (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDNA, MPFR_RNDNA);
}

/* R = roundeven (A).  */

void
fr_roundeven (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDN, MPFR_RNDN);
}

/* R = rint (A) in any rounding mode.  */

void
fr_rint (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDD, MPFR_RNDU);
}

/* fmin, fmax, copysign.  */

/* Add to T the non-NaN values of A that fmin can return against an operand
   whose greatest value is X: those not above X, zeros comparing equal.  */

static void
acc_not_above (fr_range *t, const fr_range *a, mpfr_srcptr x,
	       const struct fri_ctx *c)
{
  t->ninf |= a->ninf;
  t->pinf |= a->pinf && mpfr_inf_p (x) && mpfr_sgn (x) > 0;
  if (!a->finite || mpfr_cmp (a->lo, x) > 0)
    return;
  fri_acc_finite (t, a->lo);
  if (mpfr_cmp (a->hi, x) <= 0)
    fri_acc_finite (t, a->hi);
  else
    fri_acc_finite (t, mpfr_zero_p (x) ? c->zero[1] : x);
}

/* The greatest non-NaN value of A (nonempty), infinities included.  */

static mpfr_srcptr
max_value (const fr_range *a, const struct fri_ctx *c)
{
  if (a->pinf)
    return c->inf[1];
  return a->finite ? a->hi : c->inf[0];
}

/* Set T to fmin (A, B): the smaller operand, the other when one is NaN,
   either zero for two zeros.  */

static void
fmin_acc (fr_range *t, const fr_range *a, const fr_range *b, struct fri_ctx *c)
{
  bool a_num = a->finite || a->ninf || a->pinf;
  bool b_num = b->finite || b->ninf || b->pinf;

  if (a_num && b_num)
    {
      acc_not_above (t, a, max_value (b, c), c);
      acc_not_above (t, b, max_value (a, c), c);
    }
  if (b->nan)
    fri_acc_range (t, a);
  if (a->nan)
    fri_acc_range (t, b);
  /* The NaN of two NaN operands is the libm's: of either sign.  */
  fri_set_nan_flag (t, a->nan && b->nan);
  t->integer = fri_int_p (a) && fri_int_p (b);
}

/* R = fmin (A, B).  */

void
fr_fmin (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fmin_acc (&c.t, a, b, &c);
  fri_end (&c, r);
}

/* R = fmax (A, B) = -fmin (-A, -B).  */

void
fr_fmax (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_neg (&c.u[0], a);
  fri_neg (&c.u[1], b);
  fmin_acc (&c.t, &c.u[0], &c.u[1], &c);
  fri_neg (&c.t, &c.t);
  fri_end (&c, r);
}

/* R = copysign (A, B): the sign bit of B, also of a NaN B, on the
   magnitudes of A, also of a NaN A.  */

void
fr_copysign (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;
  fr_range *m = &c.u[0], *n = &c.u[1];

  fri_begin (&c, r->fmt, NULL);
  fri_abs (m, a, &c);
  fri_neg (n, m);
  if (fr_maybe_positive_p (b) || fr_maybe_nan_sign_p (b, false))
    fri_acc_range (&c.t, m);
  if (fr_maybe_negative_p (b) || fr_maybe_nan_sign_p (b, true))
    fri_acc_range (&c.t, n);
  c.t.integer = a->integer;
  fri_end (&c, r);
}

/* Set R to X * 2^N, N an integer held in an MPFR value.  */

static int
ldexp_fn (mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd)
{
  return mpfr_mul_2si (r, x, mpfr_get_si (n, MPFR_RNDZ), rnd);
}

/* R = A * 2^N, N in [NLO, NHI]: monotone in A, and in N for either sign.  */

void
fr_ldexp (fr_range *r, const fr_range *a, long nlo, long nhi,
	  const fr_env *env)
{
  static const struct fri_op op_ldexp = { 2, NULL, ldexp_fn, NULL };
  long span = r->fmt->emax - r->fmt->emin + 2 * r->fmt->prec + 2;
  struct fri_ctx c;
  MPFR_DECL_INIT (nl, 64);
  MPFR_DECL_INIT (nh, 64);
  mpfr_srcptr lo[2] = { a->lo, nl }, hi[2] = { a->hi, nh };

  mpfr_set_si (nl, nlo < -span ? -span : nlo > span ? span : nlo, MPFR_RNDN);
  mpfr_set_si (nh, nhi < -span ? -span : nhi > span ? span : nhi, MPFR_RNDN);
  fri_begin (&c, r->fmt, env);
  if (nlo <= nhi)
    {
      if (a->finite)
	fri_corners (&c.t, &op_ldexp, lo, hi, &c);
      c.t.ninf |= a->ninf;
      c.t.pinf |= a->pinf;
      c.t.nan = a->nan;
      c.t.integer = a->integer && nlo >= 0;
    }
  fri_end (&c, r);
}

/* Float to integer.  */

/* Set [*LO, *HI] to the truncations of A's finite part; false unless they
   lie in [MIN, MAX] and A holds only finite values (and some).  */

bool
fr_to_integers (const fr_range *a, mpz_srcptr min, mpz_srcptr max,
		mpz_ptr lo, mpz_ptr hi)
{
  mpfr_flags_t flags;

  if (!a->finite || a->nan || a->ninf || a->pinf)
    return false;
  flags = mpfr_flags_save ();
  mpfr_get_z (lo, a->lo, MPFR_RNDZ);
  mpfr_get_z (hi, a->hi, MPFR_RNDZ);
  mpfr_flags_restore (flags, MPFR_FLAGS_ALL);
  return mpz_cmp (min, lo) <= 0 && mpz_cmp (hi, max) <= 0;
}

