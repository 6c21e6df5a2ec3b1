/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-libm.c -- ranges of libm functions for fpscev.

   MPFR gives the bounds of each function over a range, rounded outward
   (for the monotone pieces of the function, plus its extrema); they are
   then widened outward by the error the libm may make (fr_libm_max_ulps,
   from the table of frange-libm-table.c: nothing for faithful functions,
   whose results lie between those bounds whether or not they are
   monotone, nor for the exact cases of C Annex F and exp2 of integers)
   and clamped to the bounds no sane libm exceeds (the LOWER and UPPER
   columns of frange-libm.def: exp >= +0, expm1 >= -1, sin in [-1, 1];
   hypot and pow of a nonnegative base >= +0 in their own code).  Results
   on infinite operands and at poles are exact in every libm (C99 Annex
   F) and are not widened.  */

#include <limits.h>
#include <stdlib.h>
#include "frange-impl.h"

/* The least error allowed for approximate or vector variants and for
   GCC's rewrites under -funsafe-math-optimizations, which are not bounded
   in ulps: pow (c, y) becomes exp (y * log (c)), whose relative error
   grows with |y * log (c)| (up to about 2^10 ulps in double).  Relative
   2^-40 (at least 256 ulps), which covers libmvec's documented 4 ulps and
   those rewrites.  */
#define APPROX_MIN_ULPS 256
#define APPROX_REL_BITS 40
/* powi exponents up to this bound are tracked exactly; beyond, only
   monotonicity around 1 is used.  */
#define POWI_MAX 32
/* Whether configure found a glibc the built-in tables hold for.  */
#ifdef FPSCEV_LIBM_GLIBC
# define LIBM_IS_GLIBC true
#else
# define LIBM_IS_GLIBC false
#endif

int
fr_libm_max_ulps (enum fr_libm fn, const fr_format *fmt, const fr_env *env)
{
  int u;

  bool given = true;

  if (env->libm_override && env->libm_override[fn] >= 0)
    u = env->libm_override[fn];
  else if (env->libm_ulps >= 0)
    u = env->libm_ulps;
  else
    {
      u = fr_libm_table_ulps (fn, fmt, env->dynamic_rounding,
			      LIBM_IS_GLIBC ? env->libm_table
			      : FR_LIBM_CONSERVATIVE);
      given = false;
    }
  if (env->approx_libm && u < APPROX_MIN_ULPS)
    u = APPROX_MIN_ULPS;
  return given && u == 0 ? FR_LIBM_CORRECTLY_ROUNDED : u;
}

/* Set U to the ulp of the format number X in C's format: that of its
   binade, 2^(EXP - PREC) in MPFR's convention (a power of two takes the
   ulp of the binade it starts), the subnormals' spacing below.  */

static void
ulp_of (mpfr_ptr u, mpfr_srcptr x, const struct fri_ctx *c)
{
  mpfr_exp_t e = mpfr_zero_p (x) ? c->fmt->emin : mpfr_get_exp (x);

  if (e < c->fmt->emin)
    e = c->fmt->emin;
  mpfr_set_ui_2exp (u, 1, e - c->fmt->prec, MPFR_RNDN);
}

/* Widen the format number X, the exact values of a function rounded down
   (DOWN) or up, outward by K ulps: a result within K ulps of the exact
   value rounded in any mode, E, lies within K ulps of E's binade beyond
   X.  Away from zero E lies in X's binade or below; toward zero E may lie
   in the next binade up, whose ulps are twice X's, when X is within K
   ulps of its top: there 2K ulps of X.  Not across zero: a libm result
   has the sign of the exact value (an error of K < 2^(prec-1) ulps cannot
   reach across zero, and the exact zero results, such as log (1) = +0 or
   sin (+-0) = +-0, are exact by C Annex F), so a bound of one sign stays
   of that sign.  */

static void
widen (mpfr_ptr x, int k, bool down, struct fri_ctx *c)
{
  mpfr_ptr u = c->tmp[FRI_T7], top = c->tmp[FRI_T6];
  bool toward_zero = !mpfr_zero_p (x) && (mpfr_sgn (x) > 0) == down;
  /* The zero X must not go past: +0 for a nonnegative lower bound, -0
     for a nonpositive upper bound.  */
  int keep_sign = down ? (mpfr_signbit (x) ? 0 : 1)
		       : (mpfr_signbit (x) ? -1 : 0);
  mpfr_rnd_t rnd = down ? MPFR_RNDD : MPFR_RNDU;

  if (k == 0 || !mpfr_number_p (x))
    return;
  /* Approximations: relative 2^-APPROX_REL_BITS at least.  */
  if (c->approx_libm && c->fmt->prec - APPROX_REL_BITS > 0)
    {
      int rel = c->fmt->prec - APPROX_REL_BITS;
      k = rel >= 30 ? 1 << 30 : k > 1 << rel ? k : 1 << rel;
    }
  ulp_of (u, x, c);
  mpfr_mul_ui (u, u, (unsigned long) k, MPFR_RNDU);
  if (toward_zero)
    {
      /* |X| + K ulps reaching 2^EXP (X), the next binade.  */
      mpfr_abs (top, x, MPFR_RNDN);
      mpfr_add (top, top, u, MPFR_RNDU);
      if (mpfr_cmp_ui_2exp (top, 1, mpfr_get_exp (x)) >= 0)
	mpfr_mul_2ui (u, u, 1, MPFR_RNDU);
    }
  fri_round (x, (down ? mpfr_sub : mpfr_add) (x, x, u, rnd), rnd, c);
  if ((keep_sign > 0 && mpfr_signbit (x))
      || (keep_sign < 0 && !mpfr_signbit (x)))
    mpfr_set_zero (x, keep_sign);
}

/* Clamp [LO, HI] to [MIN, MAX] (NULL: no bound), keeping it nonempty.  */

static void
clamp (mpfr_ptr lo, mpfr_ptr hi, mpfr_srcptr min, mpfr_srcptr max)
{
  if (min && fri_cmp (lo, min) < 0)
    mpfr_set (lo, min, MPFR_RNDN);
  if (min && fri_cmp (hi, min) < 0)
    mpfr_set (hi, min, MPFR_RNDN);
  if (max && fri_cmp (hi, max) > 0)
    mpfr_set (hi, max, MPFR_RNDN);
  if (max && fri_cmp (lo, max) > 0)
    mpfr_set (lo, max, MPFR_RNDN);
}

/* Add to T the bounds in C's FRI_EVAL_LO and FRI_EVAL_HI of a function's
   correctly rounded values, widened by K ulps and clamped to [MIN, MAX].  */

static void
acc_widened (fr_range *t, int k, mpfr_srcptr min, mpfr_srcptr max,
	     struct fri_ctx *c)
{
  mpfr_ptr lo = c->tmp[FRI_EVAL_LO], hi = c->tmp[FRI_EVAL_HI];

  widen (lo, k, true, c);
  widen (hi, k, false, c);
  /* Bounds other than zero hold only for correctly behaved libms.  */
  if (!c->libm_bounds)
    {
      if (min && !mpfr_zero_p (min))
	min = NULL;
      if (max && !mpfr_zero_p (max))
	max = NULL;
    }
  if (!mpfr_nan_p (lo) && !mpfr_nan_p (hi))
    clamp (lo, hi, min, max);
  fri_acc_bounds (t, lo, hi);
}

/* Unary functions.  */

/* What a unary function is made of: the SHAPE, LOWER, UPPER, POLE,
   INVERSE and EXACT columns of frange-libm.def.  */
enum shape { MONOTONE, SIN_LIKE, COS_LIKE, TAN_LIKE, OWN_CODE };
enum bound { NO_BOUND, ZERO_BOUND, ONE_BOUND };
enum exact { EXACT_NONE, EXACT_AT_ZERO, EXACT_AT_ONE, EXACT_AT_INTEGERS };

struct unary
{
  /* The exact values (NULL for the binary functions).  */
  fri_fn1 fn;
  enum shape shape;
  /* The lower and upper clamps: +0 / -1 / +1 as the bound says (lower:
     ZERO_BOUND is +0, ONE_BOUND is -1; upper: ONE_BOUND is +1).  */
  enum bound min, max;
  /* For logarithms, the pole (0 for log, -1 for log1p): NaN below it.  */
  bool has_pole;
  int pole;
  /* The inverse of a monotone increasing function: the function whose
     values are its operands (NULL: no preimage).  */
  fri_fn1 inverse;
  enum exact exact;
};

/* X^3, the inverse of cbrt.  */

static int
cube (mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
  return mpfr_pow_ui (r, x, 3, rnd);
}

#define UNARY_FN_1(F) F
#define UNARY_FN_2(F) NULL
#define POLE_AT(P) true, P
#define NO_POLE false, 0
#define DEF_FR_LIBM(ID, NAME, ARGS, SHAPE, LOWER, UPPER, POLE, INVERSE,	\
		    EXACT, ERRNO, GIMPLE, X86, FAITH, I386)		\
  [FR_##ID] = { UNARY_FN_##ARGS (mpfr_##NAME), SHAPE, LOWER, UPPER, POLE,	\
		INVERSE, EXACT },
static const struct unary unary_table[FR_LIBM_COUNT] = {
#include "frange-libm.def"
};
#undef DEF_FR_LIBM
#undef NO_POLE
#undef POLE_AT
#undef UNARY_FN_2
#undef UNARY_FN_1

/* The multiples K of pi/2 that may lie in [LO, HI]: set *KLO, *KHI to a
   range of integers holding them (computed with outward rounding, so it may
   hold one more on either side).  */

static void
half_pi_multiples (mpz_ptr klo, mpz_ptr khi, mpfr_srcptr lo, mpfr_srcptr hi,
		   const struct fri_ctx *c)
{
  mpfr_exp_t e = mpfr_zero_p (lo) ? 0 : mpfr_get_exp (lo);
  mpfr_exp_t e2 = mpfr_zero_p (hi) ? 0 : mpfr_get_exp (hi);
  mpfr_t pid, piu, q;

  if (e2 > e)
    e = e2;
  mpfr_inits2 ((e > 0 ? e : 0) + 2 * c->fmt->prec + 64, pid, piu, q,
	       (mpfr_ptr) 0);
  /* Bounds of pi/2.  */
  mpfr_const_pi (pid, MPFR_RNDD);
  mpfr_const_pi (piu, MPFR_RNDU);
  mpfr_div_2ui (pid, pid, 1, MPFR_RNDD);
  mpfr_div_2ui (piu, piu, 1, MPFR_RNDU);
  /* LO / (pi/2) rounded down, HI / (pi/2) rounded up.  */
  mpfr_div (q, lo, mpfr_sgn (lo) >= 0 ? piu : pid, MPFR_RNDD);
  mpfr_ceil (q, q);
  mpfr_get_z (klo, q, MPFR_RNDN);
  mpfr_div (q, hi, mpfr_sgn (hi) >= 0 ? pid : piu, MPFR_RNDU);
  mpfr_floor (q, q);
  mpfr_get_z (khi, q, MPFR_RNDN);
  mpfr_clears (pid, piu, q, (mpfr_ptr) 0);
}

/* Widen C's FRI_EVAL_LO / HI, the bounds of a trigonometric function of
   shape S at the ends of [LO, HI], to its extrema inside: the maxima and
   minima of sin (cos) at K pi/2 for K = 1, 3 (0, 2) modulo 4, the poles of
   tan at odd K.  */

static void
trig_extrema (enum shape s, mpfr_srcptr lo, mpfr_srcptr hi,
	      struct fri_ctx *c)
{
  mpz_t klo, khi, k;
  int phase = s == SIN_LIKE ? 1 : 0;
  struct fri_state wide;

  mpz_inits (klo, khi, k, NULL);
  /* In the widest exponent range: quotients below the format's must not
     underflow.  */
  fri_enter_wide (&wide);
  half_pi_multiples (klo, khi, lo, hi, c);
  fri_restore (&wide);
  for (mpz_set (k, klo); mpz_cmp (k, khi) <= 0; mpz_add_ui (k, k, 1))
    {
      unsigned long m = mpz_fdiv_ui (k, 4);
      if (s == TAN_LIKE && m % 2 == 1)
	{
	  mpfr_set_inf (c->tmp[FRI_EVAL_LO], -1);
	  mpfr_set_inf (c->tmp[FRI_EVAL_HI], 1);
	}
      else if (s != TAN_LIKE && m == (unsigned) phase)
	mpfr_set_si (c->tmp[FRI_EVAL_HI], 1, MPFR_RNDN);
      else if (s != TAN_LIKE && m == (unsigned) phase + 2)
	mpfr_set_si (c->tmp[FRI_EVAL_LO], -1, MPFR_RNDN);
      /* Four consecutive multiples hold every phase.  */
      mpz_sub (k, k, klo);
      if (mpz_cmp_ui (k, 4) >= 0)
	break;
      mpz_add (k, k, klo);
    }
  mpz_clears (klo, khi, k, NULL);
}

/* Add to T the values of function U over the finite [LO, HI] (within its
   domain) with K ulps of error.  */

static void
unary_piece (fr_range *t, const struct unary *u, mpfr_srcptr lo,
	     mpfr_srcptr hi, int k, struct fri_ctx *c)
{
  const struct fri_op op = { 1, u->fn, NULL, NULL };
  mpfr_ptr l = c->tmp[FRI_EVAL_LO], h = c->tmp[FRI_EVAL_HI];

  fri_bounds (&op, &lo, &hi, c);
  if (u->shape != MONOTONE)
    trig_extrema (u->shape, lo, hi, c);
  if (u->shape == TAN_LIKE && mpfr_inf_p (l) && mpfr_sgn (l) < 0
      && mpfr_inf_p (h) && mpfr_sgn (h) > 0)
    {
      /* Around a pole: anything.  (Bounds that overflow to the same
	 infinity are no pole.)  */
      t->ninf = t->pinf = true;
      fri_set_max (l, -1);
      fri_set_max (h, 1);
    }
  acc_widened (t, k, u->min == ZERO_BOUND ? c->zero[1]
	       : u->min == ONE_BOUND ? c->one[0] : NULL,
	       u->max == ONE_BOUND ? c->one[1] : NULL, c);
}

/* Whether exp2 returns the exact power of two for each integer of A, in
   the format's normal range: glibc computes 2^n as 2^(n/N) from its table
   times its polynomial at 0, exactly, in every mode.  */

static bool
exp2_exact_p (const fr_range *a, const struct fri_ctx *c)
{
  return (a->finite && fri_int_p (a)
	  && mpfr_cmp_si (a->lo, c->fmt->emin - 1) >= 0
	  && mpfr_cmp_si (a->hi, c->fmt->emax - 1) <= 0);
}

/* Whether FN is exact at the single finite operand of A, in every mode,
   by C Annex F: exp (+-0) = exp2 (+-0) = cos (+-0) = 1, log (1) =
   log2 (1) = log10 (1) = +0, and the odd functions keep +-0.  */

static bool
exact_point_p (enum fr_libm fn, const fr_range *a)
{
  if (!a->finite || !mpfr_equal_p (a->lo, a->hi))
    return false;
  switch (unary_table[fn].exact)
    {
    case EXACT_AT_ONE:
      return mpfr_cmp_ui (a->lo, 1) == 0;
    case EXACT_AT_ZERO:
    case EXACT_AT_INTEGERS:
      return mpfr_zero_p (a->lo);
    default:
      return false;
    }
}

/* Begin C for a libm function of format FMT with error *K
   (fr_libm_max_ulps): the exact values are rounded outward unless the
   function is correctly rounded, then rounded as ENV allows with *K = 0.  */

static void
libm_begin (struct fri_ctx *c, const fr_format *fmt, const fr_env *env,
	    int *k)
{
  fri_begin (c, fmt, env);
  if (*k == FR_LIBM_CORRECTLY_ROUNDED)
    *k = 0;
  else
    {
      c->rlo = MPFR_RNDD;
      c->rhi = MPFR_RNDU;
    }
}

/* R = FN (A), FN unary.  */

void
fr_libm_unary (fr_range *r, enum fr_libm fn, const fr_range *a,
	       const fr_env *env)
{
  const struct unary *u = &unary_table[fn];
  const struct fri_op op = { 1, u->fn, NULL, NULL };
  int k = fr_libm_max_ulps (fn, r->fmt, env);
  struct fri_ctx c;
  mpfr_ptr lo = c.tmp[FRI_T3], pole = c.tmp[FRI_T4];
  mpfr_srcptr inf;
  bool exp2_exact;
  int i;

  libm_begin (&c, r->fmt, env, &k);
  /* Approximate and vector variants promise no exact case.  */
  exp2_exact = (u->exact == EXACT_AT_INTEGERS && !c.approx_libm
		&& exp2_exact_p (a, &c));
  if (exp2_exact || (!c.approx_libm && exact_point_p (fn, a)))
    k = 0;
  c.t.nan = a->nan;
  /* Infinite operands: the special values, exact but for atan (pi/2
     rounded in the current mode).  */
  for (i = 0; i < 2; i++)
    if (fri_has_p (a, inf = c.inf[i]))
      fri_corners (&c.t, &op, &inf, &inf, &c);
  if (a->finite)
    {
      mpfr_set (lo, a->lo, MPFR_RNDN);
      if (u->has_pole)
	{
	  /* NaN below the pole, -inf at it (both zeros for log).  */
	  mpfr_set_si (pole, u->pole, MPFR_RNDN);
	  if (mpfr_cmp (a->lo, pole) < 0)
	    c.t.nan = true;
	  if (mpfr_cmp (a->lo, pole) <= 0 && mpfr_cmp (a->hi, pole) >= 0)
	    c.t.ninf = true;
	  if (mpfr_cmp (lo, pole) <= 0)
	    {
	      mpfr_set (lo, pole, MPFR_RNDN);
	      fri_next (lo, true, &c);
	    }
	}
      if (fri_cmp (lo, a->hi) <= 0)
	unary_piece (&c.t, u, lo, a->hi, k, &c);
    }
  /* Powers of two from 2^0 up are integers (and exp2 (-inf) = +0).  */
  if (exp2_exact && mpfr_sgn (a->lo) >= 0)
    c.t.integer = true;
  fri_end (&c, r);
}

/* Binary functions.  */

/* Set P to the values of A with the sign bit clear, NaN aside.  */

static void
positive_part (fr_range *p, const fr_range *a, const struct fri_ctx *c)
{
  fri_set_empty (p);
  p->finite = fri_sign_part (p->lo, p->hi, a, false, c);
  p->pinf = a->pinf;
}

/* Add to T the values of pow (X, Y) for X in the non-NaN values of the
   nonnegative X and Y in the non-NaN values of B, with K ulps of error.
   Y * log (X) is bilinear, so the finite extremes are at the corners.  */

static void
pow_nonnegative (fr_range *t, const fr_range *x, const fr_range *b, int k,
		 struct fri_ctx *c)
{
  static const struct fri_op op_pow = { 2, NULL, mpfr_pow, NULL };
  const fr_range *args[2] = { x, b };
  mpfr_srcptr lo[2] = { x->lo, b->lo }, hi[2] = { x->hi, b->hi };

  if (x->finite && b->finite)
    {
      fri_bounds (&op_pow, lo, hi, c);
      acc_widened (t, k, c->zero[1], NULL, c);
    }
  fri_special (t, &op_pow, args, FRI_SPECIAL_ONES, c);
}

/* Whether the format number X is an odd integer (exact: no operation, so
   no underflow in a format without subnormals).  */

static bool
odd_integer_p (mpfr_srcptr x)
{
  return (mpfr_regular_p (x)
	  && mpfr_get_exp (x) == (mpfr_exp_t) mpfr_min_prec (x));
}

/* Set V to the integers of parity ODD in the finite part of B (an odd
   integer lies in (-2^prec, 2^prec)): their hull, bounded by LO and HI
   (C's scratch), without flags; V shares LO and HI and is read only.  */

static void
parity_view (fr_range *v, const fr_range *b, bool odd, mpfr_ptr lo,
	     mpfr_ptr hi, const struct fri_ctx *c)
{
  int p = c->fmt->prec;

  v->fmt = b->fmt;
  fri_set_empty (v);
  if (!b->finite)
    return;
  mpfr_ceil (lo, b->lo);
  mpfr_floor (hi, b->hi);
  /* Beyond +-2^prec, a number of the format when LO or HI is, the
     integers are even.  */
  if (odd && mpfr_cmp_si_2exp (lo, -1, p) <= 0)
    {
      mpfr_set_si_2exp (lo, -1, p, MPFR_RNDN);
      mpfr_nextabove (lo);
    }
  if (odd && mpfr_cmp_si_2exp (hi, 1, p) >= 0)
    {
      mpfr_set_si_2exp (hi, 1, p, MPFR_RNDN);
      mpfr_nextbelow (hi);
    }
  if (odd_integer_p (lo) != odd)
    mpfr_add_ui (lo, lo, 1, MPFR_RNDN);
  if (odd_integer_p (hi) != odd)
    mpfr_sub_ui (hi, hi, 1, MPFR_RNDN);
  if (mpfr_cmp (lo, hi) > 0)
    return;
  v->lo[0] = *lo;
  v->hi[0] = *hi;
  v->finite = v->integer = true;
}

/* Set V to the infinities of B alone, a view of B (read only).  */

static void
infinities_view (fr_range *v, const fr_range *b)
{
  *v = *b;
  v->nan = v->finite = v->integer = false;
}

/* Set V to the finite values of B but odd integers: their hull, bounded
   by LO and HI (C's scratch; the neighbour of an odd integer is none),
   without flags; V shares LO and HI and is read only.  */

static void
non_odd_view (fr_range *v, const fr_range *b, mpfr_ptr lo, mpfr_ptr hi,
	      const struct fri_ctx *c)
{
  v->fmt = b->fmt;
  fri_set_empty (v);
  if (!b->finite)
    return;
  mpfr_set (lo, b->lo, MPFR_RNDN);
  mpfr_set (hi, b->hi, MPFR_RNDN);
  if (odd_integer_p (lo))
    fri_next (lo, true, c);
  if (odd_integer_p (hi))
    fri_next (hi, false, c);
  if (fri_cmp (lo, hi) > 0)
    return;
  v->lo[0] = *lo;
  v->hi[0] = *hi;
  v->finite = true;
}

/* Add to M the values of pow (X, Y) for X in the nonnegative X and Y in
   the odd integers of B, with K ulps of error: negative and positive Y
   apart, so that no zero exponent is evaluated.  */

static void
pow_odd (fr_range *m, const fr_range *x, const fr_range *b, int k,
	 struct fri_ctx *c)
{
  fr_range v, w;

  parity_view (&v, b, true, c->tmp[FRI_T3], c->tmp[FRI_T4], c);
  if (v.finite && mpfr_sgn (v.lo) < 0 && mpfr_sgn (v.hi) > 0)
    {
      w = v;
      w.hi[0] = *c->one[0];
      pow_nonnegative (m, x, &w, k, c);
      v.lo[0] = *c->one[1];
    }
  pow_nonnegative (m, x, &v, k, c);
}

/* Whether the finite part of B may hold a non-integer.  */

static bool
maybe_fraction_p (const fr_range *b)
{
  return b->finite && !b->integer;
}

/* Whether the finite part of A is the single number X (either zero for a
   zero X), and A holds nothing else.  */

static bool
point_p (const fr_range *a, mpfr_srcptr x)
{
  return (a->finite && !a->nan && !a->ninf && !a->pinf
	  && mpfr_equal_p (a->lo, x) && mpfr_equal_p (a->hi, x));
}

/* Add to T the values of pow (A, B).  Negative bases X: |X|^Y for an even
   integer or infinite Y, -|X|^Y for an odd integer Y, NaN for the other Y;
   but pow (-0, Y) = pow (+0, Y) and pow (-inf, Y) = pow (+inf, Y) for
   every Y other than an odd integer.  */

static void
pow_acc (fr_range *t, const fr_range *a, const fr_range *b, int k,
	 struct fri_ctx *c)
{
  fr_range *x = &c->u[0], *m = &c->u[1], v;
  bool a_other_than_one = (a->nan || a->ninf || a->pinf
			   || (a->finite && !(mpfr_cmp_ui (a->lo, 1) == 0
					      && mpfr_cmp_ui (a->hi, 1) == 0)));
  bool b_nonzero = (b->nan || b->ninf || b->pinf
		    || (b->finite && !(mpfr_zero_p (b->lo)
				       && mpfr_zero_p (b->hi))));

  /* pow (x, NaN) is NaN but pow (1, NaN) = 1; pow (NaN, y) is NaN but
     pow (NaN, +-0) = 1.  */
  t->nan = ((b->nan && a_other_than_one && fri_nonempty_p (a))
	    || (a->nan && b_nonzero));
  if ((b->nan && fri_has_p (a, c->one[1]))
      || (a->nan && (fri_has_p (b, c->zero[0])
		     || fri_has_p (b, c->zero[1]))))
    fri_acc_finite (t, c->one[1]);
  positive_part (x, a, c);
  pow_nonnegative (t, x, b, k, c);
  /* Negative bases through their magnitude X.  */
  fri_neg (m, a);
  positive_part (x, m, c);
  parity_view (&v, b, false, c->tmp[FRI_T3], c->tmp[FRI_T4], c);
  pow_nonnegative (t, x, &v, k, c);
  infinities_view (&v, b);
  pow_nonnegative (t, x, &v, k, c);
  fri_set_empty (m);
  if (fri_has_p (a, c->zero[0]))
    fri_acc_finite (m, c->zero[1]);
  m->pinf = a->ninf;
  non_odd_view (&v, b, c->tmp[FRI_T3], c->tmp[FRI_T4], c);
  pow_nonnegative (t, m, &v, k, c);
  fri_set_empty (m);
  pow_odd (m, x, b, k, c);
  fri_neg (m, m);
  fri_acc_range (t, m);
  if (a->finite && mpfr_sgn (a->lo) < 0 && maybe_fraction_p (b))
    t->nan = true;
}

/* Add to T the values of hypot (A, B): monotone in |A| and |B|; an infinite
   operand gives +inf even with a NaN.  */

static void
hypot_acc (fr_range *t, const fr_range *a, const fr_range *b, int k,
	   struct fri_ctx *c)
{
  static const struct fri_op op_hypot = { 2, NULL, mpfr_hypot, NULL };
  fr_range *x = &c->u[0], *y = &c->u[1];
  mpfr_srcptr lo[2] = { x->lo, y->lo }, hi[2] = { x->hi, y->hi };

  if (!fri_nonempty_p (a) || !fri_nonempty_p (b))
    return;
  fri_abs (x, a, c);
  fri_abs (y, b, c);
  t->nan = (x->nan && (y->finite || y->nan)) || (y->nan && (x->finite
							    || x->nan));
  t->pinf = x->pinf || y->pinf;
  if (x->finite && y->finite)
    {
      fri_bounds (&op_hypot, lo, hi, c);
      acc_widened (t, k, c->zero[1], NULL, c);
    }
}

/* R = FN (A, B), FN binary.  */

void
fr_libm_binary (fr_range *r, enum fr_libm fn, const fr_range *a,
		const fr_range *b, const fr_env *env)
{
  int k = fr_libm_max_ulps (fn, r->fmt, env);
  struct fri_ctx c;

  libm_begin (&c, r->fmt, env, &k);
  if (fn == FR_HYPOT)
    hypot_acc (&c.t, a, b, k, &c);
  else if (fri_nonempty_p (a) && fri_nonempty_p (b))
    {
      /* pow (1, y) = pow (x, +-0) = 1 exactly (C Annex F), but in the
	 approximate variants.  */
      if (!c.approx_libm
	  && (point_p (a, c.one[1]) || point_p (b, c.zero[1])))
	k = 0;
      pow_acc (&c.t, a, b, k, &c);
      /* A faithful pow of integers to integer powers from 0 up: the exact
	 value is an integer, a number of the format when below 2^prec,
	 and the numbers of the format from 2^(prec-1) up are integers.  */
      if (k == 0 && fri_int_p (a) && fri_int_p (b)
	  && (!b->finite || mpfr_sgn (b->lo) >= 0))
	c.t.integer = true;
    }
  fri_end (&c, r);
}

/* powi.  */

/* Set LO[n] and HI[n], for 1 <= n <= TOP, to the least and greatest
   values of the product trees of n factors X in the nonnegative X, each
   product rounded (C's rounding of lower and upper bounds).  Rounding is
   monotone on nonnegative numbers, so the least (greatest) tree value for
   n is the least (greatest) over splits n = i + j of the product of the
   least (greatest) values for i and j.  */

static void
powi_trees (mpfr_t *lo, mpfr_t *hi, const fr_range *x, long top,
	    struct fri_ctx *c)
{
  mpfr_ptr v = c->tmp[FRI_T5];
  long n, i;

  for (n = 1; n <= top; n++)
    {
      mpfr_init2 (lo[n], c->fmt->prec);
      mpfr_init2 (hi[n], c->fmt->prec);
      mpfr_set (lo[n], x->lo, MPFR_RNDN);
      mpfr_set (hi[n], x->hi, MPFR_RNDN);
      for (i = 1; i <= n / 2; i++)
	{
	  fri_round (v, mpfr_mul (v, lo[i], lo[n - i], c->rlo), c->rlo, c);
	  if (i == 1 || fri_cmp (v, lo[n]) < 0)
	    mpfr_set (lo[n], v, MPFR_RNDN);
	  fri_round (v, mpfr_mul (v, hi[i], hi[n - i], c->rhi), c->rhi, c);
	  if (i == 1 || fri_cmp (v, hi[n]) > 0)
	    mpfr_set (hi[n], v, MPFR_RNDN);
	}
    }
}

/* Set [L, H] to the values of X^N (1 / X^N if RECIP) for X in the
   nonnegative X, from the bounds LO and HI of powi_trees up to TOP.  */

static void
powi_bounds (mpfr_ptr l, mpfr_ptr h, mpfr_t *lo, mpfr_t *hi, long n,
	     long top, const fr_range *x, bool recip, struct fri_ctx *c)
{
  mpfr_ptr v = c->tmp[FRI_T5];

  if (n <= top)
    {
      mpfr_set (l, lo[n], MPFR_RNDN);
      mpfr_set (h, hi[n], MPFR_RNDN);
    }
  else
    {
      /* Beyond POWI_MAX: products of numbers >= 1 stay >= 1, of
	 numbers <= 1 stay <= 1.  */
      mpfr_set (l, mpfr_cmp_ui (x->lo, 1) >= 0 ? c->one[1] : c->zero[1],
		MPFR_RNDN);
      mpfr_set (h, mpfr_cmp_ui (x->hi, 1) <= 0 ? c->one[1] : c->inf[1],
		MPFR_RNDN);
    }
  if (recip)
    {
      /* 1 / Y for Y in [L, H]: [1 / H rounded down, 1 / L up].  */
      fri_round (v, mpfr_ui_div (v, 1, h, c->rlo), c->rlo, c);
      fri_round (h, mpfr_ui_div (h, 1, l, c->rhi), c->rhi, c);
      mpfr_set (l, v, MPFR_RNDN);
    }
}

/* Add to EVEN (ODD) the values of X^N (of any product tree of N factors
   X, each product rounded) for even (odd) N in [N1, N2] (1 <= N1 <= N2)
   and X in the nonnegative X; with RECIP, of 1 / X^N.  */

static void
powi_nonnegative (fr_range *even, fr_range *odd, const fr_range *x, long n1,
		  long n2, bool recip, struct fri_ctx *c)
{
  mpfr_ptr l = c->tmp[FRI_T3], h = c->tmp[FRI_T4];
  long top = n2 < POWI_MAX ? n2 : POWI_MAX;
  mpfr_t lo[POWI_MAX + 1], hi[POWI_MAX + 1];
  long n;

  if (x->pinf)
    {
      /* inf^N = inf, 1 / inf^N = +0.  */
      mpfr_srcptr y = recip ? c->zero[1] : c->inf[1];
      if (n1 < n2 || n1 % 2 == 0)
	fri_acc_point (even, y);
      if (n1 < n2 || n1 % 2 == 1)
	fri_acc_point (odd, y);
    }
  if (!x->finite)
    return;
  powi_trees (lo, hi, x, top, c);
  for (n = n1;; n++)
    {
      fr_range *t = n % 2 ? odd : even;
      powi_bounds (l, h, lo, hi, n, top, x, recip, c);
      fri_acc_bounds (t, l, h);
      if (n == n2)
	break;
      if (n > top)
	{
	  /* The same bounds hold for every larger N, of both parities.  */
	  fri_acc_range (n % 2 ? even : odd, t);
	  break;
	}
    }
  for (n = 1; n <= top; n++)
    {
      mpfr_clear (lo[n]);
      mpfr_clear (hi[n]);
    }
}

/* R = A^N for integer N in [NLO, NHI], by repeated multiplication (and a
   final reciprocal for negative N).  */

void
fr_powi (fr_range *r, const fr_range *a, long nlo, long nhi, const fr_env *env)
{
  struct fri_ctx c;
  fr_range *t = &c.t, *x = &c.u[0], *odd = &c.u[1];
  int sign;

  if (nlo < -LONG_MAX)
    nlo = -LONG_MAX;
  fri_begin (&c, r->fmt, env);
  if (nlo > nhi || !fri_nonempty_p (a))
    {
      fri_end (&c, r);
      return;
    }
  /* powi (x, 0) = 1, even for NaN.  */
  if (nlo <= 0 && nhi >= 0)
    fri_acc_finite (t, c.one[1]);
  t->nan = a->nan && (nlo != 0 || nhi != 0);
  for (sign = 0; sign < 2; sign++)
    {
      /* X^N for X >= +0 into T; for X <= -0, (-X)^N with odd N negated.  */
      fri_neg (odd, a);
      positive_part (x, sign ? odd : a, &c);
      fri_set_empty (odd);
      if (nhi >= 1)
	powi_nonnegative (t, sign ? odd : t, x, nlo > 1 ? nlo : 1, nhi,
			  false, &c);
      if (nlo <= -1)
	powi_nonnegative (t, sign ? odd : t, x, nhi < -1 ? -nhi : 1, -nlo,
			  true, &c);
      fri_neg (odd, odd);
      fri_acc_range (t, odd);
    }
  t->integer = fri_int_p (a) && nlo >= 0;
  fri_end (&c, r);
}

/* Preimages.  */

/* Set X, a bound of the exact values of a function whose results within
   K ulps of them may be a bound of the rounding preimage (lower if DOWN),
   to a bound of those exact values.  A result y within K ulps of the
   exact value f has the sign of f; beyond y (toward zero from a result of
   the other sign), |f| is at most that of the next binade of y, whose
   ulps are twice y's: 2K ulps of y, and the ones widen adds, reach f.  */

static void
widen_preimage (mpfr_ptr x, int k, bool down, struct fri_ctx *c)
{
  if (k > 0)
    widen (x, 2 * k + 2, down, c);
}

/* Set X to INVERSE (X) rounded with RND in C's format; false if X is
   outside INVERSE's domain.  */

static bool
inverse_bound (mpfr_ptr x, fri_fn1 inverse, mpfr_rnd_t rnd,
	       const struct fri_ctx *c)
{
  fri_round (x, inverse (x, x, rnd), rnd, c);
  return !mpfr_nan_p (x);
}

bool
fr_libm_preimage (fr_range *r, enum fr_libm fn, const fr_range *lhs,
		  const fr_env *env)
{
  const struct unary *u = &unary_table[fn];
  struct fri_ctx c;
  mpfr_ptr lo = c.tmp[FRI_T3], hi = c.tmp[FRI_T4];
  bool numbers;
  int k;

  if (!u->inverse)
    return false;
  k = fr_libm_max_ulps (fn, r->fmt, env);
  /* Without subnormals, the ulps of the lowest binade lie below the
     format's exponent range, where widen cannot add them.  */
  if (k > 0 && !r->fmt->subnormals)
    return false;
  fri_begin (&c, r->fmt, env);
  numbers = fri_rounding_preimage (lo, hi, lhs, &c);
  if (numbers)
    {
      widen_preimage (lo, k, true, &c);
      widen_preimage (hi, k, false, &c);
      /* Exact values below the function's least one (0 for exp, -1 for
	 expm1): any operand down to -inf.  */
      if (!inverse_bound (lo, u->inverse, MPFR_RNDD, &c))
	mpfr_set_inf (lo, -1);
      numbers = inverse_bound (hi, u->inverse, MPFR_RNDU, &c);
    }
  /* Logarithms are NaN below their pole and at -inf.  */
  if (lhs->nan && u->has_pole)
    {
      if (!numbers)
	mpfr_set_si (hi, u->pole, MPFR_RNDN);
      numbers = true;
      mpfr_set_inf (lo, -1);
    }
  fri_end_preimage (&c, r, numbers, lo, hi, lhs->nan);
  return true;
}
