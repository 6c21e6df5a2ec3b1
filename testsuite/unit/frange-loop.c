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

/* Inclusion and widening over every pair of tiny ranges.  */
static void
test_lattice (void)
{
  int n = tiny.n, total = 8 * (n * (n + 1) / 2 + 1);
  long bad_subset = 0, incomplete = 0, bad_widen = 0, long_chain = 0;
  fr_range a, b, w;

  fr_init (&a, &tiny.f);
  fr_init (&b, &tiny.f);
  fr_init (&w, &tiny.f);
  for (int x = 0; x < total; x++)
    for (int y = 0; y < total; y += 1 + (x % 3))
      {
	int i, j, fl, k, l, gl;
	range_number (x, &i, &j, &fl);
	range_number (y, &k, &l, &gl);
	tmake (&a, &tiny, i, j, fl);
	tmake (&b, &tiny, k, l, gl);
	uint64_t ma = tmask (&tiny, &a), mb = tmask (&tiny, &b);
	bool sub = (ma & ~mb) == 0 && (!b.integer || (ma & ~tiny.ints
						     & (BIT (n) - 1)) == 0);
	if (fr_subset_p (&a, &b) != sub)
	  {
	    if (fr_subset_p (&a, &b))
	      bad_subset++;
	    else
	      incomplete++;
	  }
	fr_widen (&w, &a, &b);
	uint64_t mw = tmask (&tiny, &w);
	if (((ma | mb) & ~mw) != 0
	    || (w.integer && ((ma | mb) & ~tiny.ints & (BIT (n) - 1))))
	  {
	    if (++bad_widen <= 3)
	      {
		char *s = fr_to_string (&w);
		note ("widen: %s", s);
		free (s);
	      }
	  }
      }
  /* Chains: widen by random ranges until nothing changes; a chain longer
     than 3 per bound and 1 per flag means the thresholds do not work.  */
  for (int t = 0; t < 20000; t++)
    {
      int i, j, fl, steps = 0;
      range_number (next_random () % total, &i, &j, &fl);
      tmake (&w, &tiny, i, j, fl);
      for (int r = 0; r < 40; r++)
	{
	  range_number (next_random () % total, &i, &j, &fl);
	  tmake (&b, &tiny, i, j, fl);
	  uint64_t before = tmask (&tiny, &w);
	  bool was_int = w.integer;
	  fr_widen (&w, &w, &b);
	  if (tmask (&tiny, &w) != before || w.integer != was_int)
	    steps++;
	}
      if (steps > 3 + 3 + 4 + 1)
	long_chain++;
    }
  note ("subset: %ld pairs where inclusion was not recognised",
	incomplete);
  report (bad_subset == 0, "fr_subset_p sound");
  report (bad_widen == 0, "fr_widen holds both ranges");
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

/* Random additive (geometric if MUL) recurrences: soundness, and how
   often a bound is derived.  */
static void
test_recurrence (bool mul)
{
  static const mpfr_rnd_t modes[] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU,
				      MPFR_RNDZ };
  long cases = 0, bounded = 0, bad = 0, tight = 0;
  fr_range init, step, r;
  fr_init (&init, &small);
  fr_init (&step, &small);
  fr_init (&r, &small);
  for (int t = 0; t < 6000; t++)
    {
      /* Mostly small values, so that sums stay in range.  */
      int span = nsv / 2 - 40;
      int i = nsv / 2 - span / 2 + (int) (next_random () % span);
      int j = i + (int) (next_random () % 4);
      int k = nsv / 2 - span / 2 + (int) (next_random () % span);
      int l = k + (int) (next_random () % 3);
      if (next_random () % 4 == 0)
	l = k;
      if (j >= nsv || l >= nsv)
	continue;
      bool negate = next_random () % 2, fused = next_random () % 3 == 0;
      if (mul)
	{
	  /* Factors near 1 in magnitude, or below.  */
	  negate = fused = false;
	  k = (next_random () % 2 ? 0 : nsv / 2) + 70 + next_random () % 60;
	  l = k + (int) (next_random () % 3);
	  if (l >= nsv)
	    continue;
	}
      unsigned long n = next_random () % 13;
      mpfr_t x;
      mpfr_init2 (x, 64);
      mpfr_set_d (x, sv[i], MPFR_RNDN);
      fr_set_value (&init, x);
      mpfr_set_d (x, sv[j], MPFR_RNDN);
      fr_set_value (&r, x);
      fr_union (&init, &init, &r);
      mpfr_set_d (x, sv[k], MPFR_RNDN);
      fr_set_value (&step, x);
      mpfr_set_d (x, sv[l], MPFR_RNDN);
      fr_set_value (&r, x);
      fr_union (&step, &step, &r);
      if (next_random () % 2)
	{
	  init.nan = true;
	  step.nan = next_random () % 2;
	}
      mpfr_clear (x);
      cases++;
      if (mul ? !fr_geometric_recurrence (&r, &init, &step, n)
	  : !fr_additive_recurrence (&r, &init, &step, negate, fused, n))
	continue;
      bounded++;
      /* The steps: the step values, or with FUSED 65 points spread
	 between the neighbours of the step bounds.  */
      double steps[400];
      int ns = 0;
      if (!fused)
	for (int q = k; q <= l; q++)
	  steps[ns++] = sv[q];
      else
	{
	  double lo = k > 0 ? sv[k - 1] : sv[k], hi = l + 1 < nsv ? sv[l + 1]
	    : sv[l];
	  for (int z = 0; z <= 64; z++)
	    {
	      double s = lo + (hi - lo) * z / 64;
	      /* Keep the exact values that round into [sv[k], sv[l]] in
		 some mode.  */
	      for (int m = 0; m < 4; m++)
		{
		  int rs = small_index (small_op (false, s, 0.0, modes[m]));
		  if (rs >= k && rs <= l)
		    {
		      steps[ns++] = s;
		      break;
		    }
		}
	    }
	}
      if (init.nan && !r.nan)
	bad++;
      /* Reachable values, as marks on SV.  */
      static bool reach[600], next[600];
      memset (reach, 0, sizeof reach);
      for (int q = i; q <= j; q++)
	reach[q] = true;
      bool ok = true;
      int lo_seen = nsv, hi_seen = -1;
      for (unsigned long it = 0; it <= n && ok; it++)
	{
	  memset (next, 0, sizeof next);
	  for (int q = 0; q < nsv && ok; q++)
	    {
	      if (!reach[q])
		continue;
	      lo_seen = q < lo_seen ? q : lo_seen;
	      hi_seen = q > hi_seen ? q : hi_seen;
	      if (!holds (&r, sv[q]))
		{
		  ok = false;
		  char *s = fr_to_string (&r);
		  if (bad < 3)
		    note ("recurrence: x in [%g, %g] %c= s in [%g, %g]%s, "
			  "N = %lu: %g not in %s", sv[i], sv[j],
			  mul ? '*' : negate ? '-' : '+', sv[k], sv[l],
			  fused ? " (fused)" : "", n, sv[q], s);
		  free (s);
		  bad++;
		}
	      for (int p = 0; p < ns && it < n; p++)
		for (int m = 0; m < 4; m++)
		  {
		    double y = small_op (mul, sv[q],
					 negate ? -steps[p] : steps[p],
					 modes[m]);
		    int yi = small_index (y);
		    if (yi < 0)
		      {
			if (bad++ < 3)
			  note ("recurrence: overflow not excluded");
			ok = false;
		      }
		    else
		      next[yi] = true;
		  }
	    }
	  memcpy (reach, next, sizeof reach);
	}
      if (ok && r.finite && mpfr_get_d (r.lo, MPFR_RNDN) == sv[lo_seen]
	  && mpfr_get_d (r.hi, MPFR_RNDN) == sv[hi_seen])
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

int
main (void)
{
  rng = 0x2545f4914f6cdd1dull;
  tfmt_init (&tiny, (fr_format) { 3, 1, 3, true, "tiny" });
  small_init ();
  test_lattice ();
  test_recurrence (false);
  test_recurrence (true);
  return failures != 0;
}
