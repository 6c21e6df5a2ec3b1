/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-loop.c -- the parts of the float range core that loops need:
   inclusion, widening, the bounds on additive and geometric recurrences,
   and on an additive recurrence through a loop nest (fr_nest_recurrence).
   See frange.h for the contracts and doc/fpscev.texi (Loop-carried
   values) for the arguments behind them.  */

#include <limits.h>
#include "frange-impl.h"

/* Whether every value of A is a value of B.  A's integer flag must be at
   least as strong as B's.  */

bool
fr_subset_p (const fr_range *a, const fr_range *b)
{
  if ((a->nan && !b->nan) || (a->ninf && !b->ninf) || (a->pinf && !b->pinf)
      || (a->nan && b->nan_sign != FR_NAN_EITHER
	  && a->nan_sign != b->nan_sign))
    return false;
  if (!a->finite)
    return true;
  return (b->finite && fri_cmp (b->lo, a->lo) <= 0
	  && fri_cmp (a->hi, b->hi) <= 0 && (a->integer || !b->integer));
}

/* Move the lower bound LO of C's result below the format number X, to the
   next threshold: +0 if X is positive or +0, -0 if X is -0, else the most
   negative finite number, with -inf possible.  */

static void
widen_down (struct fri_ctx *c, mpfr_srcptr x)
{
  if (!mpfr_signbit (x))
    mpfr_set_zero (c->t.lo, 1);
  else if (mpfr_zero_p (x))
    mpfr_set_zero (c->t.lo, -1);
  else
    {
      fri_set_max (c->t.lo, -1);
      c->t.ninf = true;
    }
}

/* The mirror of widen_down for the upper bound HI above X.  */

static void
widen_up (struct fri_ctx *c, mpfr_srcptr x)
{
  if (mpfr_signbit (x))
    mpfr_set_zero (c->t.hi, -1);
  else if (mpfr_zero_p (x))
    mpfr_set_zero (c->t.hi, 1);
  else
    {
      fri_set_max (c->t.hi, 1);
      c->t.pinf = true;
    }
}

/* R = OLD joined with NEXT, where a bound of NEXT beyond OLD's jumps to the
   next threshold (widen_down, widen_up).  A bound changes at most three
   times and each flag once, so a chain of widenings is finite.  */

void
fr_widen (fr_range *r, const fr_range *old, const fr_range *next)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_acc_range (&c.t, old);
  fri_acc_range (&c.t, next);
  c.t.integer = fri_int_p (old) && fri_int_p (next);
  if (old->finite && next->finite)
    {
      if (fri_cmp (next->lo, old->lo) < 0)
	widen_down (&c, next->lo);
      if (fri_cmp (next->hi, old->hi) > 0)
	widen_up (&c, next->hi);
    }
  fri_end (&c, r);
}

/* Set E to K times the largest error of one rounding (in any mode) of a
   result of magnitude at most M in format FMT: K ulps of M's binade.  */

static void
ulps (mpfr_ptr e, int k, mpfr_srcptr m, const fr_format *fmt)
{
  long exp = mpfr_zero_p (m) ? fmt->emin : (long) mpfr_get_exp (m);
  long floor = fmt->subnormals ? fmt->emin - fmt->prec : fmt->emin - 1;
  long u = exp - fmt->prec > floor ? exp - fmt->prec : floor;

  mpfr_set_ui_2exp (e, k, u, MPFR_RNDN);
}

/* The larger magnitude of the bounds of the finite part of A, into M.  */

static void
magnitude (mpfr_ptr m, const fr_range *a)
{
  if (mpfr_cmpabs (a->lo, a->hi) > 0)
    mpfr_abs (m, a->lo, MPFR_RNDU);
  else
    mpfr_abs (m, a->hi, MPFR_RNDU);
}

/* Set B to the bound X + D + E (UP) or X + D - E, rounded outward: how
   far steps whose sum is D go from X, with the rounding errors E.  A zero
   bound may be either zero.  */

static void
moved_bound (mpfr_ptr b, mpfr_srcptr x, mpfr_srcptr d, mpfr_srcptr e,
	     bool up)
{
  mpfr_rnd_t rnd = up ? MPFR_RNDU : MPFR_RNDD;

  mpfr_add (b, d, x, rnd);
  if (up)
    mpfr_add (b, b, e, rnd);
  else
    mpfr_sub (b, b, e, rnd);
  if (mpfr_zero_p (b))
    mpfr_set_zero (b, up ? 1 : -1);
}

/* Set *Q to an exponent such that every finite value of A is a multiple of
   2^Q (LONG_MAX when A holds only zeros) and return true, or return false
   when none is known: only singletons and integer ranges are analysed.  */

static bool
grain (const fr_range *a, long *q)
{
  if (mpfr_equal_p (a->lo, a->hi))
    *q = (mpfr_zero_p (a->lo) ? LONG_MAX
	  : (long) mpfr_get_exp (a->lo) - (long) mpfr_min_prec (a->lo));
  else if (a->integer)
    *q = 0;
  else
    return false;
  return true;
}

/* Whether the additive recurrence from INIT by STEP (FUSED or not) in
   format FMT is exact, its partial sums being bounded by M: every partial
   sum is then a multiple of 2^Q below 2^(PREC+Q), a number of the format.
   Set *Q when it is.  */

static bool
additive_exact_p (const fr_range *init, const fr_range *step, bool fused,
		  mpfr_srcptr m, const fr_format *fmt, long *q)
{
  long qi, qs;

  if (fused || !fmt->subnormals || !grain (init, &qi) || !grain (step, &qs))
    return false;
  *q = qi < qs ? qi : qs;
  return (*q == LONG_MAX || mpfr_zero_p (m)
	  || mpfr_cmp_ui_2exp (m, 1, fmt->prec + *q) < 0);
}

/* Set E to the accumulated rounding error of N steps (zero if EXACT; two
   roundings a step if FUSED) of a recurrence whose exact partial sums
   are at most M, in format FMT whose largest finite number is MAX (MS is
   scratch).  Return false when no bound is derived: a partial sum may
   overflow, or the error exceed M.  */

static bool
additive_error (mpfr_ptr e, mpfr_ptr ms, mpfr_srcptr m, mpfr_srcptr max,
		bool exact, bool fused, unsigned long n, const fr_format *fmt)
{
  if (exact)
    {
      mpfr_set_zero (e, 1);
      return mpfr_cmp (m, max) <= 0;
    }
  /* 2M bounds the computed partial sums.  */
  mpfr_mul_2ui (ms, m, 1, MPFR_RNDU);
  /* Each step errs by one rounding, plus the difference between an
     exact product and its rounding when FUSED.  */
  ulps (e, fused ? 2 : 1, ms, fmt);
  mpfr_mul_ui (e, e, n, MPFR_RNDU);
  return mpfr_cmp (ms, max) <= 0 && mpfr_cmp (e, m) <= 0;
}

struct nest_sums;
static void nest_error (mpfr_ptr e, struct nest_sums *ns,
			mpfr_srcptr m0, bool fused, const fr_format *fmt);

/* fr_additive_recurrence and fr_nest_recurrence in the widest exponent
   range: NS (NULL for N times the largest step) gives the sum TOTAL of
   the steps, which are then non-negative, and the magnitudes of the
   partial sums over the nest, which refine the rounding errors.  */

static bool
additive_recurrence (fr_range *r, const fr_range *init, const fr_range *step,
		     bool negate, bool fused, mpfr_srcptr total,
		     unsigned long n, struct nest_sums *ns)
{
  const fr_format *fmt = r->fmt;
  mpfr_prec_t prec = 2 * fmt->prec + 2 * 64;
  mpfr_t m, ms, e, max, slo, shi, lo, hi;
  bool exact, ok = false;
  long q;

  if (!init->finite || !step->finite || init->ninf || init->pinf
      || step->ninf || step->pinf)
    return false;
  mpfr_inits2 (prec, m, ms, e, max, slo, shi, lo, hi, (mpfr_ptr) 0);
  /* The steps s, negated if NEGATE: [SLO, SHI].  */
  mpfr_set (slo, negate ? step->hi : step->lo, MPFR_RNDN);
  mpfr_set (shi, negate ? step->lo : step->hi, MPFR_RNDN);
  if (negate)
    {
      mpfr_neg (slo, slo, MPFR_RNDN);
      mpfr_neg (shi, shi, MPFR_RNDN);
    }
  FRI_ASSERT (!total || (!negate && !mpfr_signbit (slo)));
  /* The sums of the steps, at least [N SLO, N SHI] or [0, TOTAL].  */
  mpfr_mul_ui (slo, slo, n, MPFR_RNDD);
  if (total)
    mpfr_set (shi, total, MPFR_RNDU);
  else
    mpfr_mul_ui (shi, shi, n, MPFR_RNDU);
  /* M bounds the exact partial sums.  */
  magnitude (m, init);
  mpfr_abs (ms, slo, MPFR_RNDU);
  if (mpfr_cmpabs (shi, ms) > 0)
    mpfr_abs (ms, shi, MPFR_RNDU);
  mpfr_add (m, m, ms, MPFR_RNDU);
  fri_set_format_max (max, fmt);
  exact = additive_exact_p (init, step, fused, m, fmt, &q);
  if (additive_error (e, ms, m, max, exact, fused, n, fmt))
    {
      if (ns && !exact)
	{
	  magnitude (ms, init);
	  nest_error (e, ns, ms, fused, fmt);
	}
      /* Non-negative steps never decrease the value (rounding is
	 monotone), non-positive ones never increase it.  */
      if (!mpfr_signbit (slo))
	mpfr_set (lo, init->lo, MPFR_RNDN);
      else
	moved_bound (lo, init->lo, slo, e, false);
      if (mpfr_signbit (shi))
	mpfr_set (hi, init->hi, MPFR_RNDN);
      else
	moved_bound (hi, init->hi, shi, e, true);
      fr_set_interval (r, lo, hi);
      r->integer = exact && q >= 0 && r->finite;
      r->nan = init->nan || step->nan;
      ok = true;
    }
  mpfr_clears (m, ms, e, max, slo, shi, lo, hi, (mpfr_ptr) 0);
  return ok;
}

/* See frange.h.  The computation, beyond the format's precision and
   range, runs in MPFR's widest exponent range; the caller's MPFR state is
   restored after it.  */

bool
fr_additive_recurrence (fr_range *r, const fr_range *init,
			const fr_range *step,
			bool negate, bool fused, unsigned long n)
{
  struct fri_state s;
  bool ok;

  fri_enter_wide (&s);
  ok = additive_recurrence (r, init, step, negate, fused, NULL, n, NULL);
  fri_restore (&s);
  if (ok)
    FRI_VERIFY (r);
  return ok;
}

/* Raise H, the largest magnitude of x_0, to a bound on every |x_k| of
   N steps by factors of magnitude at most G > 1, in format FMT (U is
   scratch; G is clobbered); clear *INTEGER unless the products are
   integers below 2^PREC, exact.  */

static void
geometric_growth (mpfr_ptr h, mpfr_ptr g, mpfr_ptr u, unsigned long n,
		  const fr_format *fmt, bool *integer)
{
  /* H = max (|x_0|, 2^(EMIN-1)) * |f|^N * (1 + 2^(1-PREC))^N bounds
     |x_k|: a rounding changes a product in the normal range by at most
     2^(1-PREC) of its magnitude, and rounds one below it to at most the
     smallest normal number 2^(EMIN-1).  Products of integers below
     2^PREC are exact.  */
  if (mpfr_cmp_si_2exp (h, 1, fmt->emin - 1) < 0)
    mpfr_set_si_2exp (h, 1, fmt->emin - 1, MPFR_RNDN);
  mpfr_pow_ui (g, g, n, MPFR_RNDU);
  mpfr_mul (h, h, g, MPFR_RNDU);
  *integer &= mpfr_cmp_ui_2exp (h, 1, fmt->prec) < 0;
  if (!*integer)
    {
      mpfr_set_ui_2exp (u, 1, 1 - fmt->prec, MPFR_RNDN);
      mpfr_add_ui (u, u, 1, MPFR_RNDU);
      mpfr_pow_ui (u, u, n, MPFR_RNDU);
      mpfr_mul (h, h, u, MPFR_RNDU);
    }
}

/* Narrow [LO, HI] = [-H, H] by the signs: non-negative FACTORs keep the
   sign of x_0 from INIT; factors of at least 1 never bring the value
   nearer zero (rounding is monotone).  */

static void
geometric_signs (mpfr_ptr lo, mpfr_ptr hi, const fr_range *init,
		 const fr_range *factor)
{
  bool grow = mpfr_cmp_ui (factor->lo, 1) >= 0;

  if (mpfr_signbit (factor->lo))
    return;
  if (!mpfr_signbit (init->lo))
    {
      if (grow)
	mpfr_set (lo, init->lo, MPFR_RNDN);
      else
	mpfr_set_zero (lo, 1);
    }
  else if (mpfr_signbit (init->hi))
    {
      if (grow)
	mpfr_set (hi, init->hi, MPFR_RNDN);
      else
	mpfr_set_zero (hi, -1);
    }
}

/* fr_geometric_recurrence in the widest exponent range.  */

static bool
geometric_recurrence (fr_range *r, const fr_range *init,
		      const fr_range *factor, unsigned long n)
{
  const fr_format *fmt = r->fmt;
  mpfr_prec_t prec = 2 * fmt->prec + 2 * 64;
  mpfr_t h, g, u, max, lo, hi;
  bool ok = false, integer;

  if (!init->finite || !factor->finite || init->ninf || init->pinf
      || factor->ninf || factor->pinf)
    return false;
  mpfr_inits2 (prec, h, g, u, max, lo, hi, (mpfr_ptr) 0);
  magnitude (h, init);
  magnitude (g, factor);
  integer = (init->integer && factor->integer
	     && mpfr_cmp_ui_2exp (h, 1, fmt->prec) < 0);
  /* Factors of magnitude at most 1 never take |x_k| above |x_0|, a number
     of the format: H = |x_0|.  */
  if (mpfr_cmp_ui (g, 1) > 0)
    geometric_growth (h, g, u, n, fmt, &integer);
  fri_set_format_max (max, fmt);
  if (mpfr_cmp (h, max) <= 0)
    {
      mpfr_neg (lo, h, MPFR_RNDD);
      mpfr_set (hi, h, MPFR_RNDU);
      geometric_signs (lo, hi, init, factor);
      fr_set_interval (r, lo, hi);
      r->integer = integer && r->finite;
      r->nan = init->nan || factor->nan;
      ok = true;
    }
  mpfr_clears (h, g, u, max, lo, hi, (mpfr_ptr) 0);
  return ok;
}

/* See frange.h.  The computation, beyond the format's precision and
   range, runs in MPFR's widest exponent range; the caller's MPFR state is
   restored after it.  */

bool
fr_geometric_recurrence (fr_range *r, const fr_range *init,
			 const fr_range *factor,
			 unsigned long n)
{
  struct fri_state s;
  bool ok;

  fri_enter_wide (&s);
  ok = geometric_recurrence (r, init, factor, n);
  fri_restore (&s);
  if (ok)
    FRI_VERIFY (r);
  return ok;
}

/* Into GAM[0 .. DEGREE], upper bounds on the coefficients in the binomial
   basis of the polynomial whose coefficients in the monomial basis are
   G[0 .. DEGREE], all non-negative: j^k = sum over m of T(k, m) C(j, m),
   T(k, m) = m! S(k, m) the surjections of k things onto m, which are
   non-negative.  */

static void
binomial_coefficients (mpfr_t *gam, mpfr_srcptr const *g, unsigned degree)
{
  unsigned long t[FR_SUM_MAX_DEGREE + 1] = { 1 };

  for (unsigned m = 0; m <= degree; m++)
    mpfr_set_zero (gam[m], 1);
  for (unsigned k = 0; k <= degree; k++)
    {
      /* T (k, m) from T (k - 1, m - 1) and T (k - 1, m).  */
      for (unsigned m = k; m > 0 && k > 0; m--)
	t[m] = m * (t[m] + t[m - 1]);
      if (k > 0)
	t[0] = 0;
      for (unsigned m = 0; m <= k; m++)
	{
	  mpfr_t x;
	  mpfr_init2 (x, mpfr_get_prec (gam[m]));
	  mpfr_mul_ui (x, g[k], t[m], MPFR_RNDU);
	  mpfr_add (gam[m], gam[m], x, MPFR_RNDU);
	  mpfr_clear (x);
	}
    }
}

/* TOTAL += GAM * (C(X1, R) - C(X0, R)), X0 <= X1, rounded up.  */

static void
add_binomial_difference (mpfr_ptr total, mpfr_srcptr gam, const mpz_t x0,
			 const mpz_t x1, unsigned long r)
{
  mpz_t c0, c1;
  mpfr_t x;

  mpz_inits (c0, c1, NULL);
  mpfr_init2 (x, mpfr_get_prec (total));
  mpz_bin_ui (c0, x0, r);
  mpz_bin_ui (c1, x1, r);
  mpz_sub (c1, c1, c0);
  mpfr_mul_z (x, gam, c1, MPFR_RNDU);
  mpfr_add (total, total, x, MPFR_RNDU);
  mpfr_clear (x);
  mpz_clears (c0, c1, NULL);
}

/* fr_nest_sum with the binomial coefficients GAM.  Outer iteration i
   adds F(c_i), F(c) = sum over m of GAM[m] C(c, m + 1) (the hockey stick:
   the sum of C(j, m) over j < c), c_i = max (0, A + B i) + 1.  With
   S = A + 1 and B = 1, the iterations i < I0 = max (0, 1 - S) have
   c_i = 1, the others c_i = S + i, whose F sum to the differences
   C(S + ITERS, m + 2) - C(S + I0, m + 2); with B = 0, every c_i is
   max (1, S) = X1 and the sum ITERS (C(X1, m + 1) - C(0, m + 1)).  */

static void
nest_sum (mpfr_ptr total, mpfr_t *gam, unsigned degree, long a,
	  unsigned long b, unsigned long iters)
{
  mpz_t s, i0, x0, x1;

  mpz_inits (s, i0, x0, x1, NULL);
  mpz_set_si (s, a);
  mpz_add_ui (s, s, 1);
  mpz_ui_sub (i0, 1, s);
  if (mpz_sgn (i0) < 0 || b == 0)
    mpz_set_ui (i0, 0);
  if (mpz_cmp_ui (i0, iters) > 0)
    mpz_set_ui (i0, iters);
  mpfr_mul_z (total, gam[0], i0, MPFR_RNDU);
  mpz_add (x0, s, i0);
  mpz_add_ui (x1, s, iters);
  if (b == 0)
    {
      mpz_set_ui (x0, 0);
      mpz_set (x1, mpz_sgn (s) > 0 ? s : x0);
      if (mpz_sgn (x1) == 0)
	mpz_set_ui (x1, 1);
    }
  for (unsigned m = 0; m <= degree; m++)
    if (b == 0)
      {
	mpfr_t x;
	mpfr_init2 (x, mpfr_get_prec (gam[m]));
	mpfr_mul_ui (x, gam[m], iters, MPFR_RNDU);
	add_binomial_difference (total, x, x0, x1, m + 1);
	mpfr_clear (x);
      }
    else if (mpz_cmp_ui (i0, iters) < 0)
      add_binomial_difference (total, gam[m], x0, x1, m + 2);
  mpz_clears (s, i0, x0, x1, NULL);
}

/* The sums over a nest (fr_nest) of its polynomial and of 1 (the count
   of steps), by their coefficients in the binomial basis.  */

struct nest_sums
{
  const fr_nest *nest;
  mpfr_t gam[FR_SUM_MAX_DEGREE + 1];
  mpfr_t one[1];
};

/* Set NS up for NEST, whose coefficients are numbers; false if they are
   not, or NEST is out of the supported shapes.  */

static bool
nest_sums_init (struct nest_sums *ns, const fr_nest *nest)
{
  if (nest->degree > FR_SUM_MAX_DEGREE || nest->b > 1)
    return false;
  for (unsigned m = 0; m <= nest->degree; m++)
    if (!mpfr_number_p (nest->g[m]) || mpfr_signbit (nest->g[m]))
      return false;
  ns->nest = nest;
  for (unsigned m = 0; m <= nest->degree; m++)
    mpfr_init2 (ns->gam[m], FRI_MAX_PREC);
  mpfr_init2 (ns->one[0], FRI_MAX_PREC);
  mpfr_set_ui (ns->one[0], 1, MPFR_RNDN);
  binomial_coefficients (ns->gam, nest->g, nest->degree);
  return true;
}

static void
nest_sums_clear (struct nest_sums *ns)
{
  for (unsigned m = 0; m <= ns->nest->degree; m++)
    mpfr_clear (ns->gam[m]);
  mpfr_clear (ns->one[0]);
}

/* Into TOTAL, the sum of the steps of NS's outer iterations i < ITERS,
   or (COUNT) their number.  */

static void
nest_total (mpfr_ptr total, struct nest_sums *ns, unsigned long iters,
	    bool count)
{
  nest_sum (total, count ? ns->one : ns->gam,
	    count ? 0 : ns->nest->degree, ns->nest->a, ns->nest->b, iters);
}

/* Into P, a bound on the magnitudes of the partial sums while outer
   iteration I runs: M0 + the steps of iterations 0 .. I + EG, EG the
   bound on the accumulated rounding errors.  */

static void
partial_magnitude (mpfr_ptr p, struct nest_sums *ns, mpfr_srcptr m0,
		   mpfr_srcptr eg, unsigned long i)
{
  nest_total (p, ns, i + 1, false);
  mpfr_add (p, p, m0, MPFR_RNDU);
  mpfr_add (p, p, eg, MPFR_RNDU);
}

/* The first outer iteration in [0, HI) whose partial_magnitude is at
   least 2^(EXP-1) (HI - 1 has it): they never decrease.  */

static unsigned long
binade_start (struct nest_sums *ns, mpfr_srcptr m0, mpfr_srcptr eg,
	      long exp, unsigned long hi, mpfr_ptr p)
{
  unsigned long lo = 0, last = hi - 1;

  while (lo < last)
    {
      unsigned long mid = lo + (last - lo) / 2;
      partial_magnitude (p, ns, m0, eg, mid);
      if (mpfr_cmp_ui_2exp (p, 1, exp - 1) >= 0)
	last = mid;
      else
	lo = mid + 1;
    }
  return lo;
}

/* The most binades nest_error takes one by one.  */
#define NEST_BINADES 12

/* Lower E, the rounding errors of the steps of NS (E bounds them at the
   largest partial sum), to the sum over the steps of the error at the
   partial sum each step makes, binade by binade from the top: the
   computed partial sums while outer iteration i runs are at most
   partial_magnitude, whose binade bounds the error of each rounding
   there (one, two if FUSED).  M0 bounds the start's magnitude.  */

static void
nest_error (mpfr_ptr e, struct nest_sums *ns, mpfr_srcptr m0,
	    bool fused, const fr_format *fmt)
{
  mpfr_t eg, p, c0, c1, u, sum;
  unsigned long hi = ns->nest->iters;

  mpfr_inits2 (FRI_MAX_PREC, eg, p, c0, c1, u, sum, (mpfr_ptr) 0);
  mpfr_set (eg, e, MPFR_RNDU);
  mpfr_set_zero (sum, 1);
  for (int k = 0; hi > 0; k++)
    {
      partial_magnitude (p, ns, m0, eg, hi - 1);
      ulps (u, fused ? 2 : 1, p, fmt);
      unsigned long lo = (k == NEST_BINADES ? 0
			  : binade_start (ns, m0, eg, mpfr_get_exp (p), hi, c0));
      nest_total (c1, ns, hi, true);
      nest_total (c0, ns, lo, true);
      mpfr_sub (c1, c1, c0, MPFR_RNDU);
      mpfr_mul (u, u, c1, MPFR_RNDU);
      mpfr_add (sum, sum, u, MPFR_RNDU);
      hi = lo;
    }
  mpfr_min (e, e, sum, MPFR_RNDU);
  mpfr_clears (eg, p, c0, c1, u, sum, (mpfr_ptr) 0);
}

/* See frange.h.  */

bool
fr_nest_sum (mpfr_ptr total, const fr_nest *nest)
{
  struct nest_sums ns;
  struct fri_state st;
  bool ok;

  fri_enter_wide (&st);
  ok = nest_sums_init (&ns, nest);
  if (ok)
    {
      nest_total (total, &ns, nest->iters, false);
      nest_sums_clear (&ns);
      ok = mpfr_number_p (total);
    }
  fri_restore (&st);
  return ok;
}

/* See frange.h.  */

bool
fr_nest_recurrence (fr_range *r, const fr_range *init, const fr_range *step,
		    bool fused, const fr_nest *nest)
{
  struct nest_sums ns;
  struct fri_state st;
  mpfr_t total, count;
  bool ok;

  if (!step->finite || mpfr_signbit (step->lo))
    return false;
  fri_enter_wide (&st);
  ok = nest_sums_init (&ns, nest);
  if (ok)
    {
      mpfr_inits2 (FRI_MAX_PREC, total, count, (mpfr_ptr) 0);
      nest_total (total, &ns, nest->iters, false);
      nest_total (count, &ns, nest->iters, true);
      ok = (mpfr_number_p (total) && mpfr_fits_ulong_p (count, MPFR_RNDU)
	    && additive_recurrence (r, init, step, false, fused, total,
				    mpfr_get_ui (count, MPFR_RNDU), &ns));
      mpfr_clears (total, count, (mpfr_ptr) 0);
      nest_sums_clear (&ns);
    }
  fri_restore (&st);
  if (ok)
    FRI_VERIFY (r);
  return ok;
}
