/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-split.c -- fr_bisect and fr_split_decide (frange-split.c).

   fr_bisect: the halves of random intervals of binary32 hold every
   number of the interval between them, each fewer than it.

   fr_split_decide on polynomials in Horner form (Chebyshev T5 and T9,
   the degree-7 Taylor sine on the quarter period, x - x*x, a degree-9
   one with mixed signs) in binary32 and binary64, and on the cubic
   x*y - x*x*y - x*y*y of two inputs, evaluated by fr_mul and fr_add in
   round-to-nearest: with M and m the largest and least values of the
   polynomial rounded as the program computes it on a grid of 4001 points
   (201 x 201 for two inputs), W = M - m,
   - the goals p > M + W/100 and p < m - W/100 are decided false, and the
     union of the pieces holds every value of the grid;
   - p >= M and p <= m, which hold at a grid point and fail at another,
     are never decided.  */

#include "frange-test.h"

/* A polynomial: DEGREE and the coefficients C[0] + C[1] x + ..., or the
   cubic of two inputs (TWO).  */
struct poly
{
  const char *name;
  const fr_format *fmt;
  double lo, hi;
  int degree;
  double c[10];
  bool two;
};

static const struct poly polys[] = {
  { "T5", &fr_binary64, -1, 1, 5, { 0, 5, 0, -20, 0, 16 }, false },
  { "T9", &fr_binary64, -1, 1, 9,
    { 0, 9, 0, -120, 0, 432, 0, -576, 0, 256 }, false },
  { "T9 float", &fr_binary32, -1, 1, 9,
    { 0, 9, 0, -120, 0, 432, 0, -576, 0, 256 }, false },
  { "sine 7", &fr_binary32, -1.5708, 1.5708, 7,
    { 0, 1, 0, -1.0 / 6, 0, 1.0 / 120, 0, -1.0 / 5040 }, false },
  { "x - x*x", &fr_binary64, 0, 1, 2, { 0, 1, -1 }, false },
  { "mixed 9", &fr_binary32, -2, 1.5, 9,
    { 0.5, -1, 2, 0.25, -1.5, 0.125, 0.5, -0.25, 0.0625, -0.03125 }, false },
  { "x*y - x*x*y - x*y*y", &fr_binary64, 0, 1, 3, { 0 }, true },
};

/* What the folds read: the polynomial and the ranges of its
   coefficients; the goal.  */
struct goal
{
  const struct poly *p;
  fr_range c[10];
  enum fr_cmp code;
  fr_range bound;
  fr_env env;
};

/* The fold of a Horner step: operation 2K multiplies by x what came
   before (the leading coefficient first), 2K + 1 adds the next
   coefficient.  For the cubic, x*y, x*x, (x*x)*y, y*y, x*(y*y), then
   the two subtractions.  */
static void
fold (void *data, int op, const fr_range *const *v, fr_range *r)
{
  struct goal *g = data;
  const struct poly *p = g->p;
  if (p->two)
    {
      static const int args[7][2] = { { 0, 1 }, { 0, 0 }, { 3, 1 }, { 1, 1 },
				      { 0, 5 }, { 2, 4 }, { 7, 6 } };
      if (op < 5)
	fr_mul (r, v[args[op][0]], v[args[op][1]], &g->env);
      else
	fr_sub (r, v[args[op][0]], v[args[op][1]], &g->env);
      return;
    }
  if (op % 2 == 0)
    fr_mul (r, op == 0 ? &g->c[p->degree] : v[op], v[0], &g->env);
  else
    fr_add (r, v[op], &g->c[p->degree - 1 - op / 2], &g->env);
}

static int
decide (void *data, const fr_range *r)
{
  struct goal *g = data;
  return fr_decide_outcomes (g->code, fr_outcomes (r, &g->bound));
}

/* The value of P at X (and Y) rounded in P's format as the folds compute
   it, into V.  */
static void
evaluate (const struct poly *p, mpfr_srcptr x, mpfr_srcptr y, mpfr_ptr v)
{
  mpfr_t t, u;
  mpfr_inits2 (p->fmt->prec, t, u, (mpfr_ptr) 0);
  if (p->two)
    {
      mpfr_mul (t, x, x, MPFR_RNDN);
      mpfr_mul (t, t, y, MPFR_RNDN);
      mpfr_mul (u, y, y, MPFR_RNDN);
      mpfr_mul (u, x, u, MPFR_RNDN);
      mpfr_mul (v, x, y, MPFR_RNDN);
      mpfr_sub (v, v, t, MPFR_RNDN);
      mpfr_sub (v, v, u, MPFR_RNDN);
    }
  else
    {
      mpfr_set_d (t, p->c[p->degree], MPFR_RNDN);
      for (int k = p->degree - 1; k >= 0; k--)
	{
	  mpfr_mul (t, t, x, MPFR_RNDN);
	  mpfr_set_d (u, p->c[k], MPFR_RNDN);
	  mpfr_add (t, t, u, MPFR_RNDN);
	}
      mpfr_set (v, t, MPFR_RNDN);
    }
  mpfr_clears (t, u, (mpfr_ptr) 0);
}

/* The grid point I of N between the bounds of P, rounded into its
   format, into X.  */
static void
grid_point (const struct poly *p, int i, int n, mpfr_ptr x)
{
  mpfr_set_d (x, p->lo + (p->hi - p->lo) * i / (n - 1), MPFR_RNDN);
}

/* Visit the grid of P: call F on each value with DATA.  */
static void
each_value (const struct poly *p, void (*f) (mpfr_srcptr, void *),
	    void *data)
{
  int n = p->two ? 201 : 4001;
  mpfr_t x, y, v;
  mpfr_inits2 (p->fmt->prec, x, y, v, (mpfr_ptr) 0);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (p->two ? n : 1); j++)
      {
	grid_point (p, i, n, x);
	grid_point (p, j, n, y);
	evaluate (p, x, y, v);
	f (v, data);
      }
  mpfr_clears (x, y, v, (mpfr_ptr) 0);
}

/* Run fr_split_decide on P for the goal CODE against BOUND (a double);
   return its decision, with the union of the pieces in HULL.  */
static int
split (const struct poly *p, enum fr_cmp code, mpfr_srcptr bound,
       fr_range *hull, fr_split_stats *stats)
{
  struct goal g = { p, { { 0 } }, code, { 0 }, { false, 0, false,
						 FR_LIBM_CONSERVATIVE, NULL } };
  const fr_format *formats[2 + 2 * 9];
  fr_range in[2];
  const fr_range *inputs[2] = { &in[0], &in[1] };
  mpfr_t lo, hi;
  mpfr_inits2 (p->fmt->prec, lo, hi, (mpfr_ptr) 0);
  mpfr_set_d (lo, p->lo, MPFR_RNDN);
  mpfr_set_d (hi, p->hi, MPFR_RNDN);
  for (int i = 0; i < 2; i++)
    {
      fr_init (&in[i], p->fmt);
      fr_set_interval (&in[i], lo, hi);
    }
  for (int k = 0; k <= p->degree; k++)
    {
      fr_init (&g.c[k], p->fmt);
      mpfr_set_d (lo, p->c[k], MPFR_RNDN);
      fr_set_value (&g.c[k], lo);
    }
  fr_init (&g.bound, p->fmt);
  fr_set_value (&g.bound, bound);
  int n_inputs = p->two ? 2 : 1, n_ops = p->two ? 7 : 2 * p->degree;
  for (int i = 0; i < n_inputs + n_ops; i++)
    formats[i] = p->fmt;
  fr_slice s = { n_inputs, n_ops, formats, fold, decide, &g, NULL };
  long budget = 400000;
  int d = fr_split_decide (&s, inputs, 24 * n_inputs, &budget, hull, stats);
  for (int k = 0; k <= p->degree; k++)
    fr_clear (&g.c[k]);
  fr_clear (&g.bound);
  fr_clear (&in[0]);
  fr_clear (&in[1]);
  mpfr_clears (lo, hi, (mpfr_ptr) 0);
  return d;
}

/* Check the goals of the header comment on P.  */
static bool
check_poly (const struct poly *p)
{
  struct extremes e = { .any = false };
  mpfr_inits2 (p->fmt->prec, e.min, e.max, (mpfr_ptr) 0);
  each_value (p, extend, &e);
  double w = mpfr_get_d (e.max, MPFR_RNDN) - mpfr_get_d (e.min, MPFR_RNDN);
  mpfr_t b;
  mpfr_init2 (b, 53);
  fr_range hull;
  fr_init (&hull, p->fmt);
  fr_split_stats st;
  bool ok = true;
  for (int side = 0; side < 2; side++)
    {
      mpfr_srcptr m = side ? e.min : e.max;
      mpfr_set_d (b, mpfr_get_d (m, MPFR_RNDN) + (side ? -w : w) / 100,
		  MPFR_RNDN);
      int d = split (p, side ? FR_LT : FR_GT, b, &hull, &st);
      struct enclosure enc = { &hull, 0 };
      if (d == 0)
	each_value (p, check_value, &enc);
      char *h = fr_to_string (&hull);
      note ("%s %s: %s, %ld pieces, depth %d, %ld misses, %s", p->name,
	    side ? "low" : "high", d == 0 ? "decided" : "undecided",
	    st.pieces, st.depth, enc.misses, h);
      free (h);
      ok &= d == 0 && enc.misses == 0;
      d = split (p, side ? FR_LE : FR_GE, m, &hull, &st);
      ok &= d == -1;
    }
  fr_clear (&hull);
  mpfr_clears (e.min, e.max, b, (mpfr_ptr) 0);
  return ok;
}

/* Check fr_bisect on random intervals of binary32 within [-4, 4].  */
static bool
check_bisect (void)
{
  fr_range a, low, high;
  fr_init (&a, &fr_binary32);
  fr_init (&low, &fr_binary32);
  fr_init (&high, &fr_binary32);
  mpfr_t x, y;
  mpfr_inits2 (24, x, y, (mpfr_ptr) 0);
  bool ok = true;
  for (int c = 0; c < 1000; c++)
    {
      mpfr_set_d (x, (double) (next_random () % 65536) / 8192 - 4,
		  MPFR_RNDN);
      mpfr_set (y, x, MPFR_RNDN);
      for (unsigned k = next_random () % 40; k > 0; k--)
	mpfr_nextabove (y);
      fr_set_interval (&a, x, y);
      bool split = fr_bisect (&a, &low, &high);
      ok &= split == !mpfr_equal_p (x, y);
      /* Every number of A is in a half; the halves meet.  */
      for (mpfr_set (x, y, MPFR_RNDN); split && fr_contains_p (&a, x);
	   mpfr_nextbelow (x))
	ok &= fr_contains_p (&low, x) || fr_contains_p (&high, x);
      ok &= !split || (fr_subset_p (&low, &a) && fr_subset_p (&high, &a));
    }
  mpfr_clears (x, y, (mpfr_ptr) 0);
  fr_clear (&a);
  fr_clear (&low);
  fr_clear (&high);
  return ok;
}

int
main (void)
{
  rng = 0x2545f4914f6cdd1dull;
  report (check_bisect (), "fr_bisect: the halves hold the interval");
  bool ok = true;
  for (size_t i = 0; i < sizeof polys / sizeof polys[0]; i++)
    ok &= check_poly (&polys[i]);
  report (ok, "fr_split_decide: polynomials decided at 1% of their width, "
	  "never at their bounds, the pieces hold every value");
  return failures ? 1 : 0;
}
