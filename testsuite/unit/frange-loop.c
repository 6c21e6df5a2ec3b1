/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-loop.c -- the loop operations of the range core (frange-loop.c).

   fr_subset_p and fr_widen on the tiny format {3, 1, 3}: every pair of
   ranges; inclusion must agree with the value sets, widening must hold
   both operands, and chains of widenings must stop within a few steps.

   fr_additive_recurrence on the small format {5, -2, 4} (prec 5, largest
   15.5, subnormals): for random initial and step intervals, counts and
   signs, every value x_k (k <= N) of every run x_(k+1) = x_k +- s_k, with
   s_k any value of the step interval and each addition rounded in any of
   the four modes, must lie in the computed range; with fused steps s_k is
   any value of a finer format that rounds into the step interval.  The
   same for fr_geometric_recurrence, x_(k+1) = x_k * f_k.  */

#include "frange-test.h"

static struct tfmt tiny;

/* The flag subset FL (1 NaN, 2 -inf, 4 +inf) and finite part [I, J] of
   range number K of the tiny format (I < 0: no finite part).  */
static void
range_number (int k, int *i, int *j, int *fl)
{
  int n = tiny.n, pairs = n * (n + 1) / 2;
  *fl = k / (pairs + 1);
  k %= pairs + 1;
  *i = *j = -1;
  for (int a = 0; a < n && *i < 0; a++)
    {
      if (k < n - a)
	{
	  *i = a;
	  *j = a + k;
	}
      k -= n - a;
    }
}

/* The number of ranges of the tiny format (range_number).  */
#define TOTAL (8 * (tiny.n * (tiny.n + 1) / 2 + 1))

/* Check fr_subset_p and fr_widen on A and B, counting in BAD[0] unsound
   inclusions, in BAD[1] unrecognised ones, in BAD[2] widenings that miss
   a value (W is scratch).  */
static void
check_pair (const fr_range *a, const fr_range *b, fr_range *w, long bad[3])
{
  uint64_t ma = tmask (&tiny, a), mb = tmask (&tiny, b);
  uint64_t fraction = ~tiny.ints & (BIT (tiny.n) - 1);
  bool sub = (ma & ~mb) == 0 && (!b->integer || (ma & fraction) == 0);

  if (fr_subset_p (a, b) != sub)
    bad[sub ? 1 : 0]++;
  fr_widen (w, a, b);
  uint64_t mw = tmask (&tiny, w);
  if ((((ma | mb) & ~mw) != 0 || (w->integer && ((ma | mb) & fraction)))
      && ++bad[2] <= 3)
    {
      char *s = fr_to_string (w);
      note ("widen: %s", s);
      free (s);
    }
}

/* The number of chains of widenings by random ranges longer than 3 steps
   per bound and 1 per flag (the thresholds do not work then), in 20000
   chains of 40 steps, 2500 in the quick tier (B and W are scratch).  */
static long
long_chains (fr_range *b, fr_range *w)
{
  long long_chain = 0;

  for (int t = 0; t < t_count (20000); t++)
    {
      int i, j, fl, steps = 0;
      range_number (next_random () % TOTAL, &i, &j, &fl);
      tmake (w, &tiny, i, j, fl);
      for (int r = 0; r < 40; r++)
	{
	  range_number (next_random () % TOTAL, &i, &j, &fl);
	  tmake (b, &tiny, i, j, fl);
	  uint64_t before = tmask (&tiny, w);
	  bool was_int = w->integer;
	  fr_widen (w, w, b);
	  if (tmask (&tiny, w) != before || w->integer != was_int)
	    steps++;
	}
      if (steps > 3 + 3 + 4 + 1)
	long_chain++;
    }
  return long_chain;
}

/* Inclusion and widening over every pair of tiny ranges (one in
   T_QUICK_SHARE in the quick tier).  */
static void
test_lattice (void)
{
  long bad[3] = { 0, 0, 0 }, long_chain;
  fr_range a, b, w;

  fr_init (&a, &tiny.f);
  fr_init (&b, &tiny.f);
  fr_init (&w, &tiny.f);
  for (int x = 0; x < TOTAL; x++)
    for (int y = 0; y < TOTAL; y += 1 + (x % 3))
      {
	int i, j, fl, k, l, gl;
	if (!t_sample_p ())
	  continue;
	range_number (x, &i, &j, &fl);
	range_number (y, &k, &l, &gl);
	tmake (&a, &tiny, i, j, fl);
	tmake (&b, &tiny, k, l, gl);
	check_pair (&a, &b, &w, bad);
      }
  long_chain = long_chains (&b, &w);
  note ("subset: %ld pairs where inclusion was not recognised", bad[1]);
  report (bad[0] == 0, "fr_subset_p sound");
  report (bad[2] == 0, "fr_widen holds both ranges");
  report (long_chain == 0, "fr_widen chains are short");
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&w);
}

/* The small format of the recurrence test and its values, sorted.  */
static const fr_format small = { 5, -2, 4, true, "small" };
static double sv[600];
static int nsv;

/* Fill SV with the non-negative finite values of SMALL, then mirror.  */
static void
small_init (void)
{
  double pos[300];
  int np = 0;
  for (int m = 1; m < 16; m++)
    pos[np++] = ldexp (m, small.emin - small.prec);
  for (int e = small.emin; e <= small.emax; e++)
    for (int m = 16; m < 32; m++)
      pos[np++] = ldexp (m, e - small.prec);
  nsv = 0;
  for (int i = np - 1; i >= 0; i--)
    sv[nsv++] = -pos[i];
  sv[nsv++] = -0.0;
  sv[nsv++] = 0.0;
  for (int i = 0; i < np; i++)
    sv[nsv++] = pos[i];
}

/* X + Y (X * Y if MUL) rounded into SMALL with RND (infinity on
   overflow).  */
static double
small_op (bool mul, double x, double y, mpfr_rnd_t rnd)
{
  mpfr_t r, a, b;
  double d;
  mpfr_set_emin (small.emin - small.prec + 1);
  mpfr_set_emax (small.emax);
  mpfr_inits2 (64, a, b, (mpfr_ptr) 0);
  mpfr_init2 (r, small.prec);
  mpfr_set_d (a, x, MPFR_RNDN);
  mpfr_set_d (b, y, MPFR_RNDN);
  int t = mul ? mpfr_mul (r, a, b, rnd) : mpfr_add (r, a, b, rnd);
  t = mpfr_check_range (r, t, rnd);
  mpfr_subnormalize (r, t, rnd);
  d = mpfr_get_d (r, MPFR_RNDN);
  mpfr_clears (r, a, b, (mpfr_ptr) 0);
  mpfr_set_emin (mpfr_get_emin_min ());
  mpfr_set_emax (mpfr_get_emax_max ());
  return d;
}

/* The index of the SMALL value X in SV, or -1 (infinities).  */
static int
small_index (double x)
{
  for (int i = 0; i < nsv; i++)
    if (sv[i] == x && !signbit (sv[i]) == !signbit (x))
      return i;
  return -1;
}

/* Whether R holds the double X.  */
static bool
holds (const fr_range *r, double x)
{
  mpfr_t v;
  mpfr_init2 (v, 64);
  mpfr_set_d (v, x, MPFR_RNDN);
  bool in = fr_contains_p (r, v);
  mpfr_clear (v);
  return in;
}

static const mpfr_rnd_t modes[] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU,
				    MPFR_RNDZ };

/* A case of the recurrence test: x_0 in [sv[I], sv[J]], steps (factors)
   in [sv[K], sv[L]], negated or fused, N steps.  */
struct rcase
{
  int i, j, k, l;
  bool negate, fused;
  unsigned long n;
};

/* Set Q to a random additive (geometric if MUL) case; false if it is out
   of the format, to be skipped.  */
static bool
random_case (struct rcase *q, bool mul)
{
  /* Mostly small values, so that sums stay in range.  */
  int span = nsv / 2 - 40;
  q->i = nsv / 2 - span / 2 + (int) (next_random () % span);
  q->j = q->i + (int) (next_random () % 4);
  q->k = nsv / 2 - span / 2 + (int) (next_random () % span);
  q->l = q->k + (int) (next_random () % 3);
  if (next_random () % 4 == 0)
    q->l = q->k;
  if (q->j >= nsv || q->l >= nsv)
    return false;
  q->negate = next_random () % 2;
  q->fused = next_random () % 3 == 0;
  if (mul)
    {
      /* Factors near 1 in magnitude, or below.  */
      q->negate = q->fused = false;
      q->k = (next_random () % 2 ? 0 : nsv / 2) + 70 + next_random () % 60;
      q->l = q->k + (int) (next_random () % 3);
      if (q->l >= nsv)
	return false;
    }
  q->n = next_random () % 13;
  return true;
}

/* Set R to the range [sv[I], sv[J]] (X is scratch).  */
static void
set_range (fr_range *r, int i, int j, mpfr_ptr x, fr_range *scratch)
{
  mpfr_set_d (x, sv[i], MPFR_RNDN);
  fr_set_value (r, x);
  mpfr_set_d (x, sv[j], MPFR_RNDN);
  fr_set_value (scratch, x);
  fr_union (r, r, scratch);
}

/* Set INIT and STEP to the ranges of Q, with random NaN flags (R is
   scratch).  */
static void
case_ranges (const struct rcase *q, fr_range *init, fr_range *step,
	     fr_range *r)
{
  mpfr_t x;
  mpfr_init2 (x, 64);
  set_range (init, q->i, q->j, x, r);
  set_range (step, q->k, q->l, x, r);
  if (next_random () % 2)
    {
      init->nan = true;
      step->nan = next_random () % 2;
    }
  mpfr_clear (x);
}

/* Set STEPS to the steps of Q and return their number: the step values,
   or when fused 65 points spread between the neighbours of the step
   bounds whose exact values round into [sv[K], sv[L]] in some mode.  */
static int
case_steps (const struct rcase *q, double steps[400])
{
  int ns = 0;
  if (!q->fused)
    {
      for (int x = q->k; x <= q->l; x++)
	steps[ns++] = sv[x];
      return ns;
    }
  double lo = q->k > 0 ? sv[q->k - 1] : sv[q->k];
  double hi = q->l + 1 < nsv ? sv[q->l + 1] : sv[q->l];
  for (int z = 0; z <= 64; z++)
    {
      double s = lo + (hi - lo) * z / 64;
      for (int m = 0; m < 4; m++)
	{
	  int rs = small_index (small_op (false, s, 0.0, modes[m]));
	  if (rs >= q->k && rs <= q->l)
	    {
	      steps[ns++] = s;
	      break;
	    }
	}
    }
  return ns;
}

/* Mark in NEXT the values one step of Q (geometric if MUL) by any of the
   NS STEPS leads from sv[X] to, in any rounding mode; false (counted in
   *BAD) on an overflow.  */
static bool
step_once (const struct rcase *q, bool mul, int x, const double *steps,
	   int ns, bool *next, long *bad)
{
  bool ok = true;
  for (int p = 0; p < ns; p++)
    for (int m = 0; m < 4; m++)
      {
	double y = small_op (mul, sv[x], q->negate ? -steps[p] : steps[p],
			     modes[m]);
	int yi = small_index (y);
	if (yi < 0)
	  {
	    if ((*bad)++ < 3)
	      note ("recurrence: overflow not excluded");
	    ok = false;
	  }
	else
	  next[yi] = true;
      }
  return ok;
}

/* Follow every run of Q (geometric if MUL) by the NS STEPS, checking each
   value against R; set *LO and *HI to the least and greatest index
   reached.  Return false on a value outside R or an overflow, counted in
   *BAD.  */
static bool
follow_runs (const struct rcase *q, bool mul, const fr_range *r,
	     const double *steps, int ns, long *bad, int *lo, int *hi)
{
  static bool reach[600], next[600];
  bool ok = true;

  memset (reach, 0, sizeof reach);
  for (int x = q->i; x <= q->j; x++)
    reach[x] = true;
  *lo = nsv;
  *hi = -1;
  for (unsigned long it = 0; it <= q->n && ok; it++)
    {
      memset (next, 0, sizeof next);
      for (int x = 0; x < nsv && ok; x++)
	{
	  if (!reach[x])
	    continue;
	  *lo = x < *lo ? x : *lo;
	  *hi = x > *hi ? x : *hi;
	  if (!holds (r, sv[x]))
	    {
	      ok = false;
	      char *s = fr_to_string (r);
	      if (*bad < 3)
		note ("recurrence: x in [%g, %g] %c= s in [%g, %g]%s, "
		      "N = %lu: %g not in %s", sv[q->i], sv[q->j],
		      mul ? '*' : q->negate ? '-' : '+', sv[q->k], sv[q->l],
		      q->fused ? " (fused)" : "", q->n, sv[x], s);
	      free (s);
	      (*bad)++;
	    }
	  if (it < q->n)
	    ok &= step_once (q, mul, x, steps, ns, next, bad);
	}
      memcpy (reach, next, sizeof reach);
    }
  return ok;
}

/* Random additive (geometric if MUL) recurrences: soundness, and how
   often a bound is derived.  */
static void
test_recurrence (bool mul)
{
  long cases = 0, bounded = 0, bad = 0, tight = 0;
  fr_range init, step, r;
  struct rcase q;
  double steps[400];
  int lo, hi;

  fr_init (&init, &small);
  fr_init (&step, &small);
  fr_init (&r, &small);
  for (int t = 0; t < t_count (6000); t++)
    {
      if (!random_case (&q, mul))
	continue;
      case_ranges (&q, &init, &step, &r);
      cases++;
      if (mul ? !fr_geometric_recurrence (&r, &init, &step, q.n)
	  : !fr_additive_recurrence (&r, &init, &step, q.negate, q.fused,
				     q.n))
	continue;
      bounded++;
      int ns = case_steps (&q, steps);
      if (init.nan && !r.nan)
	bad++;
      if (follow_runs (&q, mul, &r, steps, ns, &bad, &lo, &hi) && r.finite
	  && mpfr_get_d (r.lo, MPFR_RNDN) == sv[lo]
	  && mpfr_get_d (r.hi, MPFR_RNDN) == sv[hi])
	tight++;
    }
  const char *name = mul ? "fr_geometric_recurrence"
    : "fr_additive_recurrence";
  note ("%s: %ld cases, %ld bounded, %ld of them tight", name, cases,
	bounded, tight);
  char what[80];
  snprintf (what, sizeof what, "%s sound", name);
  report (bad == 0, what);
  snprintf (what, sizeof what, "%s bounds many cases", name);
  report (bounded > cases / 4, what);
  fr_clear (&init);
  fr_clear (&step);
  fr_clear (&r);
}

/* fr_nest_sum against the sums counted one by one: polynomials of
   degree up to 3 with small integer coefficients, rows from 0 to
   max (0, A + B i), which it sums exactly.  */

static void
test_nest_sum (void)
{
  for (int t = 0; t < 300; t++)
    {
      unsigned degree = next_random () % 4;
      long a = (long) (next_random () % 12) - 4;
      unsigned long b = next_random () % 2, iters = next_random () % 40;
      mpfr_t g[4], total;
      fr_nest nest = { {}, degree, a, b, iters };
      long long want = 0;
      mpfr_init2 (total, 128);
      for (unsigned k = 0; k <= degree; k++)
	{
	  mpfr_init2 (g[k], 64);
	  mpfr_set_ui (g[k], next_random () % 5, MPFR_RNDN);
	  nest.g[k] = g[k];
	}
      for (unsigned long i = 0; i < iters; i++)
	for (long j = 0; j <= a + (long) (b * i) || j == 0; j++)
	  for (unsigned k = 0; k <= degree; k++)
	    {
	      long long p = mpfr_get_si (g[k], MPFR_RNDN);
	      for (unsigned m = 0; m < k; m++)
		p *= j;
	      want += p;
	    }
      report (fr_nest_sum (total, &nest)
	      && mpfr_cmp_si (total, want) == 0, "fr_nest_sum");
      for (unsigned k = 0; k <= degree; k++)
	mpfr_clear (g[k]);
      mpfr_clear (total);
    }
}

/* The 12-bit format of the nest runs: rounding errors show early.  */
static const fr_format p12 = { 12, -40, 60, true, "p12" };

/* Whether every value at the header of a random run of NEST from X0 in
   rounding mode RND lies in R: steps G(j), or (half the runs) drawn in
   [0, G(j)], rounded down to the format, added in the
   12-bit format.  */

static bool
nest_run_in_p (const fr_nest *nest, double x0, mpfr_rnd_t rnd,
	       const fr_range *r)
{
  mpfr_t x, s, g;
  bool in = true, full = next_random () % 2;

  mpfr_inits2 (p12.prec, x, s, (mpfr_ptr) 0);
  mpfr_init2 (g, 128);
  mpfr_set_d (x, x0, MPFR_RNDN);
  for (unsigned long i = 0; i <= nest->iters && in; i++)
    {
      in = fr_contains_p (r, x);
      long rows = nest->a + (long) (nest->b * i);
      for (long j = 0; i < nest->iters && (j == 0 || j <= rows); j++)
	{
	  mpfr_set_zero (g, 1);
	  for (unsigned k = nest->degree + 1; k-- > 0;)
	    {
	      mpfr_mul_si (g, g, j, MPFR_RNDD);
	      mpfr_add (g, g, nest->g[k], MPFR_RNDD);
	    }
	  if (!full)
	    mpfr_mul_d (g, g, (next_random () % 1024) / 1023.0, MPFR_RNDD);
	  mpfr_set (s, g, MPFR_RNDD);
	  mpfr_add (x, x, s, rnd);
	}
    }
  mpfr_clears (x, s, g, (mpfr_ptr) 0);
  return in;
}

/* fr_nest_recurrence against random runs in the four rounding modes.  */

static void
test_nest_recurrence (void)
{
  static const double coefs[] = { 0, 0.25, 1, 1.5, 3 };
  static const mpfr_rnd_t modes[] = { MPFR_RNDN, MPFR_RNDZ, MPFR_RNDU,
				      MPFR_RNDD };
  long bounded = 0, bad = 0;
  fr_range init, step, r;

  fr_init (&init, &p12);
  fr_init (&step, &p12);
  fr_init (&r, &p12);
  for (int t = 0; t < t_count (400); t++)
    {
      mpfr_t g[4], hi;
      fr_nest nest = { {}, next_random () % 4,
		       (long) (next_random () % 14) - 4, next_random () % 2,
		       next_random () % 20 };
      double x0 = (double) (next_random () % 11);
      mpfr_init2 (hi, p12.prec);
      for (unsigned k = 0; k <= nest.degree; k++)
	{
	  mpfr_init2 (g[k], 64);
	  mpfr_set_d (g[k], coefs[next_random () % 5], MPFR_RNDN);
	  nest.g[k] = g[k];
	}
      mpfr_set_d (hi, x0, MPFR_RNDN);
      fr_set_interval (&init, hi, hi);
      mpfr_set_ui_2exp (hi, 1, 50, MPFR_RNDN);
      mpfr_set_zero (r.lo, 1);
      fr_set_interval (&step, r.lo, hi);
      if (fr_nest_recurrence (&r, &init, &step, false, &nest))
	{
	  bounded++;
	  for (int m = 0; m < 4; m++)
	    bad += !nest_run_in_p (&nest, x0, modes[m], &r);
	}
      for (unsigned k = 0; k <= nest.degree; k++)
	mpfr_clear (g[k]);
      mpfr_clear (hi);
    }
  note ("fr_nest_recurrence: %ld bounded", bounded);
  report (bad == 0, "fr_nest_recurrence sound");
  report (bounded > t_count (400) / 2, "fr_nest_recurrence bounds many cases");
  fr_clear (&init);
  fr_clear (&step);
  fr_clear (&r);
}

int
main (void)
{
  rng = 0x2545f4914f6cdd1dull;
  tfmt_init (&tiny, (fr_format) { 3, 1, 3, true, "tiny" });
  small_init ();
  test_lattice ();
  test_recurrence (false);
  test_recurrence (true);
  test_nest_sum ();
  test_nest_recurrence ();
  return failures != 0;
}
