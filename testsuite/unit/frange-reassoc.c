/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-reassoc.c -- fr_sum_any_order and fr_product_any_order on the
   tiny format: for random chains of three and four terms (each an interval
   of tiny values, maybe negated), every sum (product) of every choice of
   concrete values, in every order of association and every rounding mode,
   must lie in the computed range.  */

#include "frange-test.h"

static struct tfmt tiny;

/* Whether the chains are products rather than sums.  */
static bool mul;

/* The sum X + Y (or the product) rounded in the tiny format with RND, into
   R.  */
static void
tiny_op (mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd)
{
  tenter (&tiny);
  tround (&tiny, r, (mul ? mpfr_mul : mpfr_add) (r, x, y, rnd), rnd);
  tleave ();
}

/* Set A, B and C to the sums (products) of the N values V in three
   shapes of association, rounded with RND: (V[FIRST] + V[SECOND]) + the
   rest in index order; the rest summed first, then V[FIRST] and
   V[SECOND]; (V[FIRST] + V[SECOND]) + (the rest): balanced.  */
static void
associations (mpfr_ptr a, mpfr_ptr b, mpfr_ptr c, mpfr_t *v, int n,
	      int first, int second, mpfr_rnd_t rnd)
{
  bool have_b = false;

  tiny_op (a, v[first], v[second], rnd);
  mpfr_set_zero (b, 1);
  for (int i = 0; i < n; i++)
    if (i != first && i != second)
      {
	tiny_op (a, a, v[i], rnd);
	if (have_b)
	  tiny_op (b, b, v[i], rnd);
	else
	  mpfr_set (b, v[i], MPFR_RNDN);
	have_b = true;
      }
  tiny_op (c, v[first], v[second], rnd);
  tiny_op (c, c, b, rnd);
  tiny_op (b, b, v[first], rnd);
  tiny_op (b, b, v[second], rnd);
}

/* Whether SUM, of N terms (negated where NEG) of the values IDX of TINY,
   holds every association of them in every rounding mode (V, A, B and C
   are scratch).  */
static bool
check_values (const fr_range *sum, const bool *neg, int n, const int *idx,
	      mpfr_t *v, mpfr_ptr a, mpfr_ptr b, mpfr_ptr c)
{
  static const mpfr_rnd_t modes[] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU,
				      MPFR_RNDZ };

  for (int i = 0; i < n; i++)
    {
      tval (v[i], &tiny, idx[i]);
      if (neg[i])
	mpfr_neg (v[i], v[i], MPFR_RNDN);
    }
  for (int m = 0; m < 4; m++)
    for (int first = 0; first < n; first++)
      for (int second = 0; second < n; second++)
	{
	  if (second == first)
	    continue;
	  associations (a, b, c, v, n, first, second, modes[m]);
	  if (fr_contains_p (sum, a) && fr_contains_p (sum, b)
	      && fr_contains_p (sum, c))
	    continue;
	  char *s = fr_to_string (sum);
	  note ("%s of %d terms: %s misses %g, %g or %g (mode %d)",
		mul ? "product" : "sum", n, s, mpfr_get_d (a, MPFR_RNDN),
		mpfr_get_d (b, MPFR_RNDN), mpfr_get_d (c, MPFR_RNDN), m);
	  free (s);
	  return false;
	}
  return true;
}

/* Check the chain of N terms of ranges R (negated where NEG) over every
   concrete choice and association; return false on a counterexample.  */
static bool
check_chain (const fr_range *r, const bool *neg, int n, const int *lo,
	     const int *hi)
{
  fr_range sum;
  const fr_range *terms[4] = { &r[0], &r[1], &r[2], &r[3] };
  int idx[4];
  mpfr_t v[4], a, b, c;
  bool ok = true;

  fr_init (&sum, &tiny.f);
  (mul ? fr_product_any_order : fr_sum_any_order) (&sum, terms, neg, n);
  for (int i = 0; i < 4; i++)
    mpfr_init2 (v[i], tiny.f.prec);
  mpfr_inits2 (tiny.f.prec, a, b, c, (mpfr_ptr) 0);
  for (idx[0] = lo[0]; idx[0] <= hi[0] && ok; idx[0]++)
    for (idx[1] = lo[1]; idx[1] <= hi[1] && ok; idx[1]++)
      for (idx[2] = lo[2]; idx[2] <= hi[2] && ok; idx[2]++)
	for (idx[3] = lo[3]; idx[3] <= (n > 3 ? hi[3] : lo[3]) && ok;
	     idx[3]++)
	  ok = check_values (&sum, neg, n, idx, v, a, b, c);
  for (int i = 0; i < 4; i++)
    mpfr_clear (v[i]);
  mpfr_clears (a, b, c, (mpfr_ptr) 0);
  fr_clear (&sum);
  return ok;
}

int
main (void)
{
  fr_format f = { 3, 1, 3, true, "tiny" };
  rng = 0x9e3779b97f4a7c15ull;
  fr_range r[4];
  bool neg[4];
  int lo[4], hi[4], bad = 0, cases = 0;

  tfmt_init (&tiny, f);
  for (int i = 0; i < 4; i++)
    fr_init (&r[i], &tiny.f);
  for (int k = 0; k < 2; k++)
    {
      mul = k == 1;
      bad = cases = 0;
      for (int c = 0; c < t_count (4000); c++)
	{
	  int n = 3 + (int) (next_random () % 2);
	  for (int i = 0; i < 4; i++)
	    {
	      lo[i] = (int) (next_random () % tiny.n);
	      hi[i] = lo[i] + (int) (next_random () % 4);
	      if (hi[i] >= tiny.n)
		hi[i] = tiny.n - 1;
	      neg[i] = next_random () % 2;
	      tmake (&r[i], &tiny, lo[i], hi[i], 0);
	    }
	  cases++;
	  bad += !check_chain (r, neg, n, lo, hi);
	}
      note ("%d random chains of 3 or 4 %s", cases, mul ? "factors" : "terms");
      report (bad == 0, mul
	      ? "fr_product_any_order holds every order of association"
	      : "fr_sum_any_order holds every order of association");
    }
  for (int i = 0; i < 4; i++)
    fr_clear (&r[i]);
  return failures != 0;
}
