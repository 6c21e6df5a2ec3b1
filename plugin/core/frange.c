/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */


/* frange.c -- the float range lattice of fpscev: formats, life cycle,
   constructors, queries, accessors, lattice operations and comparisons.
   The evaluation machinery is in frange-eval.c, the arithmetic in
   frange-arith.c.  */

#include <stdlib.h>
#include "frange-impl.h"

const fr_format fr_binary16 = { 11, -13, 16, true, "binary16" };
const fr_format fr_binary32 = { 24, -125, 128, true, "binary32" };
const fr_format fr_binary64 = { 53, -1021, 1024, true, "binary64" };
const fr_format fr_x87_extended = { 64, -16381, 16384, true, "x87" };
const fr_format fr_binary128 = { 113, -16381, 16384, true, "binary128" };


/* Life cycle.  */

/* Make R an empty range of format FMT.  */

void
fr_init (fr_range *r, const fr_format *fmt)
{
  r->fmt = fmt;
  mpfr_init2 (r->lo, fmt->prec);
  mpfr_init2 (r->hi, fmt->prec);
  fri_set_empty (r);
  FRI_VERIFY (r);
}

/* Free R's storage.  */

void
fr_clear (fr_range *r)
{
  mpfr_clear (r->lo);
  mpfr_clear (r->hi);
}

/* Set DST to SRC, taking SRC's format.  */

void
fr_copy (fr_range *dst, const fr_range *src)
{
  if (dst == src)
    return;
  if (dst->fmt->prec != src->fmt->prec)
    {
      mpfr_set_prec (dst->lo, src->fmt->prec);
      mpfr_set_prec (dst->hi, src->fmt->prec);
    }
  dst->fmt = src->fmt;
  fri_copy_range (dst, src);
  FRI_VERIFY (dst);
}

/* Constructors.  */

/* Make R empty.  */

void
fr_set_empty (fr_range *r)
{
  fri_set_empty (r);
  FRI_VERIFY (r);
}

/* Make R hold every value of its format.  */

void
fr_set_full (fr_range *r)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_set_max (c.t.lo, -1);
  fri_set_max (c.t.hi, 1);
  c.t.finite = c.t.ninf = c.t.pinf = c.t.nan = true;
  fri_end (&c, r);
}

/* Make R hold only NaN, of either sign.  */

void
fr_set_nan (fr_range *r)
{
  fri_set_empty (r);
  r->nan = true;
  FRI_VERIFY (r);
}

/* Make R hold only NaN with the sign bit NEGATIVE.  */

void
fr_set_signed_nan (fr_range *r, bool negative)
{
  fri_set_empty (r);
  fri_add_nan (r, negative ? FR_NAN_NEGATIVE : FR_NAN_POSITIVE);
  FRI_VERIFY (r);
}

/* Make R hold X, rounded outward into the format.  */

void
fr_set_value (fr_range *r, mpfr_srcptr x)
{
  fr_set_interval (r, x, x);
}

/* Make R hold [LO, HI] rounded outward (or the special value LO = HI).  */

void
fr_set_interval (fr_range *r, mpfr_srcptr lo, mpfr_srcptr hi)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  if (mpfr_number_p (lo) && mpfr_number_p (hi))
    fri_corners (&c.t, &fri_op_set, &lo, &hi, &c);
  else
    fri_acc_point (&c.t, lo);
  fri_end (&c, r);
}

/* Make R hold the numbers of the format in [LO, HI] (of the extended
   reals: an infinite bound adds that infinity and stands for the largest
   finite number of its sign), and NaN if NAN.  */

void
fr_set_extended (fr_range *r, mpfr_srcptr lo, mpfr_srcptr hi, bool nan)
{
  struct fri_ctx c;
  mpfr_t max[2];
  mpfr_srcptr flo = lo, fhi = hi;

  fri_begin (&c, r->fmt, NULL);
  mpfr_inits2 (r->fmt->prec, max[0], max[1], (mpfr_ptr) 0);
  if (mpfr_inf_p (lo))
    {
      fri_acc_point (&c.t, lo);
      fri_set_max (max[0], -1);
      flo = max[0];
    }
  if (mpfr_inf_p (hi))
    {
      fri_acc_point (&c.t, hi);
      fri_set_max (max[1], 1);
      fhi = max[1];
    }
  /* [+inf, +inf] and [-inf, -inf] have no finite part.  */
  if (!(mpfr_inf_p (lo) && mpfr_sgn (lo) > 0)
      && !(mpfr_inf_p (hi) && mpfr_sgn (hi) < 0))
    fri_corners (&c.t, &fri_op_set, &flo, &fhi, &c);
  c.t.nan = nan;
  mpfr_clears (max[0], max[1], (mpfr_ptr) 0);
  fri_end (&c, r);
}

/* Set X, of a precision at least FMT's, to the largest finite number of
   FMT, (2^prec - 1) * 2^(emax - prec) (exact, in any exponent range that
   holds FMT's).  */

void
fri_set_format_max (mpfr_ptr x, const fr_format *fmt)
{
  mpfr_set_ui_2exp (x, 1, fmt->prec, MPFR_RNDN);
  mpfr_sub_ui (x, x, 1, MPFR_RNDN);
  mpfr_mul_2si (x, x, fmt->emax - fmt->prec, MPFR_RNDN);
}

/* Add the finite part of the term A (negated if NEG) to the bounds
   [SLO, SHI] of the exact sum, and its largest magnitude to MAG (T is
   scratch).  */

static void
sum_term (mpfr_ptr slo, mpfr_ptr shi, mpfr_ptr mag, mpfr_ptr t,
	  const fr_range *a, bool neg)
{
  if (neg)
    {
      mpfr_sub (slo, slo, a->hi, MPFR_RNDD);
      mpfr_sub (shi, shi, a->lo, MPFR_RNDU);
    }
  else
    {
      mpfr_add (slo, slo, a->lo, MPFR_RNDD);
      mpfr_add (shi, shi, a->hi, MPFR_RNDU);
    }
  mpfr_abs (t, a->lo, MPFR_RNDU);
  if (mpfr_cmpabs (a->hi, t) > 0)
    mpfr_abs (t, a->hi, MPFR_RNDU);
  mpfr_add (mag, mag, t, MPFR_RNDU);
}

/* fr_sum_any_order in the widest exponent range.  */

static void
sum_any_order (fr_range *r, const fr_range *const *terms, const bool *neg,
	       int n)
{
  const fr_format *fmt = r->fmt;
  mpfr_prec_t prec = 2 * fmt->prec + 64;
  mpfr_t slo, shi, mag, t, max;
  bool integer = true, special = false, empty = false;

  mpfr_inits2 (prec, slo, shi, mag, t, max, (mpfr_ptr) 0);
  mpfr_set_zero (slo, 1);
  mpfr_set_zero (shi, 1);
  mpfr_set_zero (mag, 1);
  for (int i = 0; i < n; i++)
    {
      const fr_range *a = terms[i];
      special |= a->nan || a->ninf || a->pinf;
      if (!a->finite)
	{
	  empty |= !special;
	  continue;
	}
      integer &= a->integer;
      sum_term (slo, shi, mag, t, a, neg[i]);
    }
  /* The largest finite number of the format: a partial sum beyond it may
     overflow in some order.  */
  fri_set_format_max (max, fmt);
  if (empty)
    fr_set_empty (r);
  else if (special || mpfr_cmp (mag, max) > 0)
    fr_set_full (r);
  else
    {
      mpfr_mul_ui (mag, mag, n > 1 ? n - 1 : 0, MPFR_RNDU);
      mpfr_mul_2si (mag, mag, 1 - fmt->prec, MPFR_RNDU);
      mpfr_sub (slo, slo, mag, MPFR_RNDD);
      mpfr_add (shi, shi, mag, MPFR_RNDU);
      if (integer)
	{
	  /* Rounded sums of integers are integers.  */
	  mpfr_ceil (slo, slo);
	  mpfr_floor (shi, shi);
	}
      fr_set_interval (r, slo, shi);
      r->integer = integer && r->finite;
    }
  mpfr_clears (slo, shi, mag, t, max, (mpfr_ptr) 0);
}

/* See frange.h.  The computation, beyond the format's precision and
   range, runs in MPFR's widest exponent range; the caller's MPFR state is
   restored after it.  */

void
fr_sum_any_order (fr_range *r, const fr_range *const *terms, const bool *neg,
		  int n)
{
  struct fri_state s;

  fri_enter_wide (&s);
  sum_any_order (r, terms, neg, n);
  fri_restore (&s);
  FRI_VERIFY (r);
}

/* The state of fr_product_any_order after some factors.  */

struct product
{
  /* The products of the factors' largest magnitudes and of their
     smallest, of their largest magnitudes above 1 and of their smallest
     below 1.  */
  mpfr_t phi, plo, g, lmin;
  /* Whether the product may have the sign bit clear, or set.  */
  bool pos, negs;
  bool integer, special, empty;
};

/* Add the factor A (negated if NEG) to P (T and U are scratch).  */

static void
product_factor (struct product *p, const fr_range *a, bool neg, mpfr_ptr t,
		mpfr_ptr u)
{
  p->special |= a->nan || a->ninf || a->pinf;
  if (!a->finite)
    {
      p->empty |= !(a->nan || a->ninf || a->pinf);
      return;
    }
  p->integer &= a->integer;
  bool ap = neg ? fr_maybe_negative_p (a) : fr_maybe_positive_p (a);
  bool an = neg ? fr_maybe_positive_p (a) : fr_maybe_negative_p (a);
  bool p2 = (p->pos && ap) || (p->negs && an);
  bool n2 = (p->pos && an) || (p->negs && ap);
  p->pos = p2;
  p->negs = n2;
  /* The largest and smallest magnitudes of A.  */
  mpfr_abs (u, a->lo, MPFR_RNDU);
  mpfr_abs (t, a->hi, MPFR_RNDU);
  if (mpfr_cmp (t, u) > 0)
    mpfr_swap (t, u);
  if (mpfr_signbit (a->lo) != mpfr_signbit (a->hi))
    mpfr_set_zero (t, 1);
  mpfr_mul (p->phi, p->phi, u, MPFR_RNDU);
  mpfr_mul (p->plo, p->plo, t, MPFR_RNDD);
  if (mpfr_cmp_ui (u, 1) > 0)
    mpfr_mul (p->g, p->g, u, MPFR_RNDU);
  if (mpfr_cmp_ui (t, 1) < 0)
    mpfr_mul (p->lmin, p->lmin, t, MPFR_RNDD);
}

/* Set R to the magnitudes [PLO, PHI] (PHI at most MAX) with the signs
   POS and NEGS allow (T is scratch); empty when PLO exceeds MAX.  */

static void
set_signed_magnitudes (fr_range *r, mpfr_ptr plo, mpfr_srcptr phi,
		       mpfr_srcptr max, bool pos, bool negs, mpfr_ptr t)
{
  if (mpfr_cmp (plo, max) > 0)
    fr_set_empty (r);
  else if (pos && negs)
    {
      mpfr_neg (t, phi, MPFR_RNDN);
      fr_set_interval (r, t, phi);
    }
  else if (pos)
    fr_set_interval (r, plo, phi);
  else
    {
      mpfr_neg (t, phi, MPFR_RNDN);
      mpfr_neg (plo, plo, MPFR_RNDN);
      fr_set_interval (r, t, plo);
    }
}

/* Set R to the product of N finite factors summed up in P, in R's format,
   whose largest finite number is MAX and smallest normal number TINY
   (T, U and L are scratch).  */

static void
product_range (fr_range *r, struct product *p, int n, mpfr_srcptr max,
	       mpfr_srcptr tiny, mpfr_ptr t, mpfr_ptr u, mpfr_ptr l)
{
  const fr_format *fmt = r->fmt;

  /* U = (1 + d)^(n-1), L = (1 - d)^(n-1), d = 2^(1-prec): the
     relative errors of n - 1 roundings.  */
  mpfr_set_ui_2exp (t, 1, 1 - fmt->prec, MPFR_RNDN);
  mpfr_add_ui (u, t, 1, MPFR_RNDU);
  mpfr_pow_ui (u, u, n - 1, MPFR_RNDU);
  mpfr_ui_sub (t, 1, t, MPFR_RNDD);
  mpfr_pow_ui (t, t, n - 1, MPFR_RNDD);
  /* Every partial product in any order is at most G * U, G being the
     product of the factors' largest magnitudes above 1: only beyond
     the largest finite number may one overflow.  */
  mpfr_mul (l, p->g, u, MPFR_RNDU);
  bool overflow = mpfr_cmp (l, max) > 0;
  /* Largest magnitude: max (PHI, TINY * G) * U; the TINY * G term
     covers intermediate products rounded up from below the normal
     range and then scaled by the factors above 1.  */
  mpfr_mul (p->g, p->g, tiny, MPFR_RNDU);
  mpfr_max (p->phi, p->phi, p->g, MPFR_RNDU);
  mpfr_mul (p->phi, p->phi, u, MPFR_RNDU);
  /* Smallest magnitude: PLO * L when no intermediate product in any
     order can leave the normal range (every one is at least the
     product of the factors' smallest magnitudes below 1, rounded);
     otherwise zero.  */
  mpfr_mul (l, p->lmin, t, MPFR_RNDD);
  if (mpfr_cmp (l, tiny) >= 0)
    mpfr_mul (p->plo, p->plo, t, MPFR_RNDD);
  else
    mpfr_set_zero (p->plo, 1);
  if (mpfr_cmp (p->phi, max) > 0)
    mpfr_set (p->phi, max, MPFR_RNDN);
  set_signed_magnitudes (r, p->plo, p->phi, max, p->pos, p->negs, t);
  r->integer = p->integer && r->finite;
  r->pinf = overflow && p->pos;
  r->ninf = overflow && p->negs;
  /* An infinite partial product times a zero one.  */
  r->nan = overflow && mpfr_zero_p (p->plo);
}

/* fr_product_any_order in the widest exponent range.  */

static void
product_any_order (fr_range *r, const fr_range *const *factors,
		   const bool *neg, int n)
{
  const fr_format *fmt = r->fmt;
  mpfr_prec_t prec = 2 * fmt->prec + 64;
  struct product p = { .pos = true, .integer = true };
  mpfr_t l, t, u, max, tiny;

  mpfr_inits2 (prec, p.phi, p.plo, p.g, p.lmin, l, t, u, max, tiny,
	       (mpfr_ptr) 0);
  mpfr_set_ui (p.phi, 1, MPFR_RNDN);
  mpfr_set_ui (p.plo, 1, MPFR_RNDN);
  mpfr_set_ui (p.g, 1, MPFR_RNDN);
  mpfr_set_ui (p.lmin, 1, MPFR_RNDN);
  for (int i = 0; i < n; i++)
    product_factor (&p, factors[i], neg[i], t, u);
  fri_set_format_max (max, fmt);
  mpfr_set_ui_2exp (tiny, 1, fmt->emin - 1, MPFR_RNDN);
  if (p.empty)
    fr_set_empty (r);
  else if (p.special)
    fr_set_full (r);
  else
    product_range (r, &p, n, max, tiny, t, u, l);
  mpfr_clears (p.phi, p.plo, p.g, p.lmin, l, t, u, max, tiny, (mpfr_ptr) 0);
}

/* See frange.h.  The computation, beyond the format's precision and
   range, runs in MPFR's widest exponent range; the caller's MPFR state is
   restored after it.  */

void
fr_product_any_order (fr_range *r, const fr_range *const *factors,
		      const bool *neg, int n)
{
  struct fri_state s;

  fri_enter_wide (&s);
  product_any_order (r, factors, neg, n);
  fri_restore (&s);
  FRI_VERIFY (r);
}

/* Make R the conversion of the integers [LO, HI] under ENV.  */

void
fr_from_integers (fr_range *r, mpz_srcptr lo, mpz_srcptr hi, const fr_env *env)
{
  struct fri_ctx c;
  mpfr_ptr l, h;

  fri_begin (&c, r->fmt, env);
  l = c.tmp[FRI_T3];
  h = c.tmp[FRI_T4];
  if (mpz_cmp (lo, hi) <= 0)
    {
      fri_round (l, mpfr_set_z (l, lo, c.rlo), c.rlo, &c);
      fri_round (h, mpfr_set_z (h, hi, c.rhi), c.rhi, &c);
      fri_acc_bounds (&c.t, l, h);
      c.t.integer = true;
    }
  fri_end (&c, r);
}

/* Queries.  */

/* Whether A and B hold the same values: same flags and, when they have a
   finite part, the same bounds (signs of zero included), the same NaN
   signs (FR_NAN_EITHER without NaN).  */

bool
fr_equal_p (const fr_range *a, const fr_range *b)
{
  if (a->finite != b->finite || a->ninf != b->ninf || a->pinf != b->pinf
      || a->nan != b->nan || a->nan_sign != b->nan_sign
      || (a->finite && a->integer != b->integer))
    return false;
  return (!a->finite
	  || (fri_cmp (a->lo, b->lo) == 0 && fri_cmp (a->hi, b->hi) == 0));
}

/* Whether R holds no value.  */

bool
fr_empty_p (const fr_range *r)
{
  return !fri_nonempty_p (r);
}

/* Whether R holds every value of its format.  */

bool
fr_full_p (const fr_range *r)
{
  struct fri_ctx c;
  bool full;

  if (!r->finite || !r->ninf || !r->pinf || !r->nan
      || r->nan_sign != FR_NAN_EITHER)
    return false;
  fri_begin (&c, r->fmt, NULL);
  fri_set_max (c.t.lo, -1);
  fri_set_max (c.t.hi, 1);
  full = mpfr_equal_p (r->lo, c.t.lo) && mpfr_equal_p (r->hi, c.t.hi);
  fri_leave (&c);
  return full;
}

/* Whether R holds exactly one value (NaNs count as one).  */

bool
fr_singleton_p (const fr_range *r)
{
  int n = r->ninf + r->pinf + r->nan;

  if (r->finite)
    return n == 0 && fri_cmp (r->lo, r->hi) == 0;
  return n == 1;
}

/* Whether R holds X.  */

bool
fr_contains_p (const fr_range *r, mpfr_srcptr x)
{
  return fri_has_p (r, x);
}

/* Whether R may hold a non-NaN value with the sign bit set.  */

bool
fr_maybe_negative_p (const fr_range *r)
{
  return r->ninf || (r->finite && mpfr_signbit (r->lo));
}

/* Whether R may hold a non-NaN value with the sign bit clear.  */

bool
fr_maybe_positive_p (const fr_range *r)
{
  return r->pinf || (r->finite && !mpfr_signbit (r->hi));
}

/* Whether R may hold a NaN with the sign bit NEGATIVE.  */

bool
fr_maybe_nan_sign_p (const fr_range *r, bool negative)
{
  return r->nan && r->nan_sign != (negative ? FR_NAN_POSITIVE
				   : FR_NAN_NEGATIVE);
}

/* Whether every value of R (nonempty) has the same sign bit, NaN
   included: *NEGATIVE.  */

bool
fr_signbit_p (const fr_range *r, bool *negative)
{
  bool neg = fr_maybe_negative_p (r) || fr_maybe_nan_sign_p (r, true);
  bool pos = fr_maybe_positive_p (r) || fr_maybe_nan_sign_p (r, false);

  if (neg == pos)
    return false;
  *negative = neg;
  return true;
}

/* The accessors.  */

const fr_format *
fr_format_of (const fr_range *r)
{
  return r->fmt;
}

bool
fr_maybe_nan_p (const fr_range *r)
{
  return r->nan;
}

bool
fr_maybe_ninf_p (const fr_range *r)
{
  return r->ninf;
}

bool
fr_maybe_pinf_p (const fr_range *r)
{
  return r->pinf;
}

bool
fr_has_finite_p (const fr_range *r)
{
  return r->finite;
}

mpfr_srcptr
fr_finite_min (const fr_range *r)
{
  FRI_ASSERT (r->finite);
  return r->lo;
}

mpfr_srcptr
fr_finite_max (const fr_range *r)
{
  FRI_ASSERT (r->finite);
  return r->hi;
}

bool
fr_integer_p (const fr_range *r)
{
  return r->finite && r->integer;
}

/* Lattice.  */

/* R = the smallest range holding A and B.  */

void
fr_union (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_acc_range (&c.t, a);
  fri_acc_range (&c.t, b);
  c.t.integer = fri_int_p (a) && fri_int_p (b);
  fri_end (&c, r);
}

/* R = the values in both A and B.  */

void
fr_intersect (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;
  fr_range *t = &c.t;

  fri_begin (&c, r->fmt, NULL);
  if (a->finite && b->finite)
    {
      mpfr_srcptr lo = fri_cmp (a->lo, b->lo) > 0 ? a->lo : b->lo;
      mpfr_srcptr hi = fri_cmp (a->hi, b->hi) < 0 ? a->hi : b->hi;
      if (fri_cmp (lo, hi) <= 0)
	{
	  fri_acc_finite (t, lo);
	  fri_acc_finite (t, hi);
	}
    }
  t->ninf = a->ninf && b->ninf;
  t->pinf = a->pinf && b->pinf;
  /* NaNs of the signs both allow.  */
  t->nan = a->nan && b->nan && (a->nan_sign == b->nan_sign
				|| a->nan_sign == FR_NAN_EITHER
				|| b->nan_sign == FR_NAN_EITHER);
  if (t->nan)
    t->nan_sign = a->nan_sign != FR_NAN_EITHER ? a->nan_sign : b->nan_sign;
  t->integer = a->integer || b->integer;
  fri_end (&c, r);
}

/* Set the result T of C to the values V (NaN aside) with V < B (STRICT) or
   V <= B, or with V > B / V >= B if ABOVE.  B is a format number or an
   infinity; a zero B stands for both zeros.  */

static void
values_beyond (struct fri_ctx *c, mpfr_srcptr b, bool above, bool strict)
{
  fr_range *t = &c->t;
  mpfr_ptr edge = c->tmp[FRI_T3];

  bool b_ninf = mpfr_inf_p (b) && mpfr_sgn (b) < 0;
  bool b_pinf = mpfr_inf_p (b) && mpfr_sgn (b) > 0;

  t->ninf = above ? b_ninf && !strict : !(strict && b_ninf);
  t->pinf = above ? !(strict && b_pinf) : b_pinf && !strict;
  if (!above && mpfr_inf_p (b) && mpfr_sgn (b) < 0)
    return;			/* V <= -inf: only -inf.  */
  if (above && mpfr_inf_p (b) && mpfr_sgn (b) > 0)
    return;
  mpfr_set (edge, b, MPFR_RNDN);
  if (mpfr_inf_p (edge))
    fri_set_max (edge, mpfr_sgn (edge));
  else if (strict)
    fri_next (edge, above, c);
  else if (mpfr_zero_p (edge))
    mpfr_set_zero (edge, above ? -1 : 1);
  if (mpfr_inf_p (edge))
    return;			/* Nothing finite beyond the largest number.  */
  if (above)
    {
      mpfr_set (t->lo, edge, MPFR_RNDN);
      fri_set_max (t->hi, 1);
    }
  else
    {
      fri_set_max (t->lo, -1);
      mpfr_set (t->hi, edge, MPFR_RNDN);
    }
  t->finite = true;
}

/* Set the result T of C to the values V (NaN aside) for which V CODE Y'
   holds for some Y' of Y, a range holding some number; CODE is FR_LT,
   FR_LE, FR_GT, FR_GE or FR_EQ.  */

static void
values_compared (struct fri_ctx *c, enum fr_cmp code, const fr_range *y)
{
  fr_range *t = &c->t;

  switch (code)
    {
    case FR_LT: case FR_LE:
      values_beyond (c, y->pinf ? c->inf[1] : y->finite ? y->hi : c->inf[0],
		     false, code == FR_LT);
      break;
    case FR_GT: case FR_GE:
      values_beyond (c, y->ninf ? c->inf[0] : y->finite ? y->lo : c->inf[1],
		     true, code == FR_GT);
      break;
    case FR_EQ:
      fri_copy_range (t, y);
      fri_set_nan_flag (t, false);
      if (t->finite && mpfr_zero_p (t->lo))
	mpfr_set_zero (t->lo, -1);
      if (t->finite && mpfr_zero_p (t->hi))
	mpfr_set_zero (t->hi, 1);
      t->integer = false;
      break;
    default:
      break;
    }
}

/* End the context C, setting R to X intersected with C's result.  */

static void
end_intersect (struct fri_ctx *c, fr_range *r, const fr_range *x)
{
  fr_range k;

  fr_init (&k, r->fmt);
  fri_copy_range (&k, &c->t);
  fri_leave (c);
  fr_intersect (r, x, &k);
  fr_clear (&k);
}

/* Narrow R to the values of X for which X CODE Y' holds for some value Y'
   of Y.  */

void
fr_refine_compare (fr_range *r, const fr_range *x, enum fr_cmp code,
		   const fr_range *y)
{
  struct fri_ctx c;
  fr_range *t = &c.t;
  bool unordered_ok = false;
  bool y_number = y->finite || y->ninf || y->pinf;

  fri_begin (&c, r->fmt, NULL);
  switch (code)
    {
    case FR_UNLT: case FR_UNLE: case FR_UNGT: case FR_UNGE: case FR_UNEQ:
      if (y->nan)
	goto keep;		/* Unordered with a NaN Y: any X.  */
      unordered_ok = true;
      code = (code == FR_UNLT ? FR_LT : code == FR_UNLE ? FR_LE
	      : code == FR_UNGT ? FR_GT : code == FR_UNGE ? FR_GE : FR_EQ);
      break;
    case FR_NE:
      goto keep;
    case FR_UNORDERED:
      if (y->nan)
	goto keep;
      /* Only a NaN X is unordered then.  */
      if (x->nan)
	fri_add_nan (t, x->nan_sign);
      goto done;
    case FR_LTGT:
    case FR_ORDERED:
      /* Any number, if Y holds one.  */
      t->finite = t->ninf = t->pinf = y_number;
      fri_set_max (t->lo, -1);
      fri_set_max (t->hi, 1);
      goto intersect;
    default:
      break;
    }
  if (y_number)
    values_compared (&c, code, y);
 intersect:
  fri_set_nan_flag (t, unordered_ok);
  t->integer = false;
  end_intersect (&c, r, x);
  return;
 keep:
  fri_copy_range (t, x);
 done:
  fri_end (&c, r);
}

/* Fast-math.  */

/* Remove NaN from R.  */

void
fr_drop_nan (fr_range *r)
{
  fri_set_nan_flag (r, false);
  FRI_VERIFY (r);
}

/* Remove the infinities from R.  */

void
fr_drop_inf (fr_range *r)
{
  r->ninf = r->pinf = false;
  FRI_VERIFY (r);
}

/* Let R hold both zeros when it holds one.  */

void
fr_merge_zero_signs (fr_range *r)
{
  if (!r->finite)
    return;
  if (mpfr_zero_p (r->lo))
    mpfr_set_zero (r->lo, -1);
  if (mpfr_zero_p (r->hi))
    mpfr_set_zero (r->hi, 1);
  FRI_VERIFY (r);
}

/* Let R hold +0 when it holds a positive subnormal number, -0 when it
   holds a negative one.  */

void
fr_flush_subnormals (fr_range *r)
{
  if (!r->finite)
    return;
  long e = r->fmt->emin - 1;	/* 2^E is the smallest normal number.  */
  if (mpfr_sgn (r->hi) > 0 && !mpfr_signbit (r->lo)
      && mpfr_cmp_si_2exp (r->lo, 1, e) < 0)
    mpfr_set_zero (r->lo, 1);
  if (mpfr_sgn (r->lo) < 0 && mpfr_signbit (r->hi)
      && mpfr_cmp_si_2exp (r->hi, -1, e) > 0)
    mpfr_set_zero (r->hi, -1);
  FRI_VERIFY (r);
}

/* Comparisons.  */

/* The set of outcomes comparing a value of A with a value of B can have
   (-0 == +0): X < Y when X is -inf and Y is not, or Y is +inf and X is not,
   or the finite parts allow it.  */

int
fr_outcomes (const fr_range *a, const fr_range *b)
{
  bool fin = a->finite && b->finite;
  int out = 0;

  if ((a->nan && fri_nonempty_p (b)) || (b->nan && fri_nonempty_p (a)))
    out |= FR_OUT_UN;
  if ((a->ninf && (b->finite || b->pinf))
      || (b->pinf && (a->finite || a->ninf))
      || (fin && mpfr_cmp (a->lo, b->hi) < 0))
    out |= FR_OUT_LT;
  if ((a->pinf && (b->finite || b->ninf))
      || (b->ninf && (a->finite || a->pinf))
      || (fin && mpfr_cmp (a->hi, b->lo) > 0))
    out |= FR_OUT_GT;
  if ((a->ninf && b->ninf) || (a->pinf && b->pinf)
      || (fin && mpfr_cmp (a->lo, b->hi) <= 0
	  && mpfr_cmp (b->lo, a->hi) <= 0))
    out |= FR_OUT_EQ;
  return out;
}

/* The outcomes for which each comparison holds.  */

static const unsigned char holds[] = {
  [FR_LT] = FR_OUT_LT, [FR_LE] = FR_OUT_LT | FR_OUT_EQ, [FR_GT] = FR_OUT_GT,
  [FR_GE] = FR_OUT_GT | FR_OUT_EQ, [FR_EQ] = FR_OUT_EQ,
  [FR_NE] = FR_OUT_LT | FR_OUT_GT | FR_OUT_UN,
  [FR_UNLT] = FR_OUT_LT | FR_OUT_UN,
  [FR_UNLE] = FR_OUT_LT | FR_OUT_EQ | FR_OUT_UN,
  [FR_UNGT] = FR_OUT_GT | FR_OUT_UN,
  [FR_UNGE] = FR_OUT_GT | FR_OUT_EQ | FR_OUT_UN,
  [FR_UNEQ] = FR_OUT_EQ | FR_OUT_UN, [FR_LTGT] = FR_OUT_LT | FR_OUT_GT,
  [FR_ORDERED] = FR_OUT_LT | FR_OUT_EQ | FR_OUT_GT,
  [FR_UNORDERED] = FR_OUT_UN
};

int
fr_cmp_outcomes (enum fr_cmp code)
{
  return holds[code];
}

/* The comparison that holds for the outcomes OUT: every set of outcomes
   but the empty and the full one has one.  */

static enum fr_cmp
cmp_holding (int out)
{
  int c;

  for (c = FR_LT; c <= FR_UNORDERED; c++)
    if (holds[c] == out)
      return (enum fr_cmp) c;
  abort ();
}

/* Narrow R to the values of X for which X CODE X holds.  */

void
fr_refine_self_compare (fr_range *r, const fr_range *x, enum fr_cmp code)
{
  bool numbers = (holds[code] & FR_OUT_EQ) != 0;
  bool nan = (holds[code] & FR_OUT_UN) && x->nan;
  enum fr_nan_sign sign = x->nan_sign;

  if (numbers)
    {
      fr_copy (r, x);
      if (!nan)
	fr_drop_nan (r);
    }
  else if (nan)
    {
      /* X's NaNs (R may be X).  */
      fri_set_empty (r);
      fri_add_nan (r, sign);
      FRI_VERIFY (r);
    }
  else
    fr_set_empty (r);
}

/* The comparison that holds where CODE does not.  */

enum fr_cmp
fr_cmp_inverse (enum fr_cmp code)
{
  return cmp_holding (~holds[code] & FR_OUT_ALL);
}

/* CODE with its operands swapped.  */

enum fr_cmp
fr_cmp_swap (enum fr_cmp code)
{
  int out = holds[code] & (FR_OUT_EQ | FR_OUT_UN);

  if (holds[code] & FR_OUT_LT)
    out |= FR_OUT_GT;
  if (holds[code] & FR_OUT_GT)
    out |= FR_OUT_LT;
  return cmp_holding (out);
}

int
fr_decide_outcomes (enum fr_cmp code, int out)
{
  if (out == 0)
    return -1;
  if ((out & ~holds[code]) == 0)
    return 1;
  return (out & holds[code]) == 0 ? 0 : -1;
}

int
fr_compare (enum fr_cmp code, const fr_range *a, const fr_range *b)
{
  return fr_decide_outcomes (code, fr_outcomes (a, b));
}
