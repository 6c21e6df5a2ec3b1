/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-fused.c -- exhaustive soundness tests of the fused multiply-add
   whose product overflows, on the tiny format {3, 1, 3} of
   frange-exhaustive.c, with and without subnormals: its largest finite
   number is 7 and its products reach 49, so that most products of its
   upper half overflow alone while their fused sums stay finite.

   fused sum: for every range A of rounded products (every finite
   interval or none, with every subset of {nan, -inf, +inf}) and every
   range B of addends (every finite interval or none, with no flag and
   with all, and one pair in four with a pseudo-random subset), the exact
   results are x * y + c rounded once, in each rounding mode allowed, for
   every pair x, y of the format's values (infinities and NaN included)
   whose product rounds, in a mode allowed, to a value of A, and every c
   of B: each must lie in fr_add_unrounded (A, B).

   contracted forms: for every triple x, y, c of the format's values, the
   range fold-stmt.cc gives the contraction of x * y + c, x * y - c,
   -(x * y) + c, x * x + c and -(x * x) + c (fr_fma or fr_fma_square of
   the operands, bounded by fr_add_unrounded of the rounded product's
   range) must hold MPFR's fma of them in each mode allowed; and under
   -ffinite-math-only, where the product's range loses its infinities
   (fr_drop_inf) and fold-stmt.cc adds back those an overflow may give
   (fr_add_overflow_inf), its finite values.

   Modes: RNDN alone (round to nearest), or RNDN, RNDD, RNDU and RNDZ
   (dynamic rounding).  The quick tier checks one pair of ranges in eight
   (t_sample_p); each group notes its share of tight results.  */

#include "frange-test.h"

static const struct tfmt *tiny;
static const mpfr_rnd_t modes[4] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU,
				     MPFR_RNDZ };
static const fr_env envs[2] = {
  { false, 0, false, FR_LIBM_GLIBC_X86_64, NULL },
  { true, 0, false, FR_LIBM_GLIBC_X86_64, NULL }
};

/* The exact products of the values of TINY, each once (a NaN once).  */
#define MAX_PRODUCTS 1300
static mpfr_t products[MAX_PRODUCTS];
static int nproducts;
/* ROUNDED[e][k]: the values of TINY product K rounds to under envs[e];
   SUMS[e][k][c]: those of product K plus value C rounded once.  */
static uint64_t rounded[2][MAX_PRODUCTS];
static uint64_t sums[2][MAX_PRODUCTS][64];

/* Report the check group NAME with its tally S.  */

static void
summary (const char *name, const struct tally *s)
{
  char buf[200];

  printf ("NOTE: %s %s: %ld cases, %.1f%% tight\n", tiny->f.name, name,
	  s->cases, s->cases ? 100.0 * s->tight / s->cases : 100.0);
  snprintf (buf, sizeof buf, "%s %s sound (%ld cases)", tiny->f.name, name,
	    s->cases);
  report (s->bad == 0, buf);
}

/* Whether X is one of the first N products.  */

static bool
known_product_p (mpfr_srcptr x, int n)
{
  for (int k = 0; k < n; k++)
    if (mpfr_nan_p (x) ? mpfr_nan_p (products[k])
	: (mpfr_equal_p (x, products[k])
	   && !mpfr_signbit (x) == !mpfr_signbit (products[k])))
      return true;
  return false;
}

/* The mask of X (any MPFR value) rounded once into TINY under envs[E].  */

static uint64_t
round_value (mpfr_srcptr x, int e)
{
  mpfr_t q;
  uint64_t m = 0;

  mpfr_init2 (q, tiny->f.prec);
  for (int k = 0; k < (e ? 4 : 1); k++)
    {
      tenter (tiny);
      m |= tround (tiny, q, mpfr_set (q, x, modes[k]), modes[k]);
      tleave ();
    }
  mpfr_clear (q);
  return m;
}

/* Fill PRODUCTS, ROUNDED and SUMS.  */

static void
product_tables (void)
{
  mpfr_t x, y, s;

  mpfr_inits2 (64, x, y, s, (mpfr_ptr) 0);
  for (int k = 0; k < nproducts; k++)
    mpfr_clear (products[k]);
  nproducts = 0;
  for (int i = 0; i < T_NV (tiny); i++)
    for (int j = 0; j < T_NV (tiny); j++)
      {
	tval (x, tiny, i);
	tval (y, tiny, j);
	mpfr_mul (s, x, y, MPFR_RNDN);
	if (known_product_p (s, nproducts))
	  continue;
	if (nproducts == MAX_PRODUCTS)
	  abort ();
	mpfr_init2 (products[nproducts], 64);
	mpfr_set (products[nproducts++], s, MPFR_RNDN);
      }
  for (int e = 0; e < 2; e++)
    for (int k = 0; k < nproducts; k++)
      {
	rounded[e][k] = round_value (products[k], e);
	for (int c = 0; c < T_NV (tiny); c++)
	  {
	    tval (y, tiny, c);
	    /* Exact: the operands have few bits and small exponents.  */
	    mpfr_add (s, products[k], y, MPFR_RNDN);
	    sums[e][k][c] = mpfr_nan_p (s) ? BIT (T_NAN (tiny))
			    : round_value (s, e);
	  }
      }
  mpfr_clears (x, y, s, (mpfr_ptr) 0);
}

/* The ranges of products: every finite interval or none, with every
   flag subset.  */
#define NFLAGS 8
struct product_range
{
  int i, j, fl;
  /* Per env, the products whose rounding lies in the range.  */
  int n[2];
  short *in[2];
};

static struct product_range *prs;
static int nprs;

/* Fill PRS.  */

static void
product_ranges (void)
{
  fr_range a;

  fr_init (&a, &tiny->f);
  nprs = 0;
  prs = calloc ((tiny->n * (tiny->n + 1) / 2 + 1) * NFLAGS, sizeof *prs);
  for (int i = -1; i < tiny->n; i++)
    for (int j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny->n); j++)
      for (int fl = 0; fl < NFLAGS; fl++)
	{
	  struct product_range *p = &prs[nprs++];
	  tmake (&a, tiny, i, j, fl);
	  uint64_t ma = tmask (tiny, &a);
	  p->i = i;
	  p->j = j;
	  p->fl = fl;
	  for (int e = 0; e < 2; e++)
	    {
	      p->in[e] = malloc (nproducts * sizeof (short));
	      p->n[e] = 0;
	      for (int k = 0; k < nproducts; k++)
		if (rounded[e][k] & ma)
		  p->in[e][p->n[e]++] = k;
	    }
	}
  fr_clear (&a);
}

static void
free_product_ranges (void)
{
  for (int r = 0; r < nprs; r++)
    for (int e = 0; e < 2; e++)
      free (prs[r].in[e]);
  free (prs);
}

/* Check fr_add_unrounded on every product range against the addend
   range B (finite part [I, J], flags FL), whose results for product K
   under envs[e] are ACC[e][K].  */

static void
fused_sum_cases (const fr_range *b, int i, int j, int fl,
		 uint64_t acc[2][MAX_PRODUCTS], struct tally *s)
{
  fr_range a, r;
  char what[300], b1[100], b2[100];

  fr_init (&a, &tiny->f);
  fr_init (&r, &tiny->f);
  for (int p = 0; p < nprs; p++)
    {
      if (!t_sample_p ())
	continue;
      tmake (&a, tiny, prs[p].i, prs[p].j, prs[p].fl);
      for (int e = 0; e < 2; e++)
	{
	  uint64_t exact = 0;
	  for (int k = 0; k < prs[p].n[e]; k++)
	    exact |= acc[e][prs[p].in[e][k]];
	  fr_add_unrounded (&r, &a, b, &envs[e]);
	  if (!tcheck (tiny, &r, exact, ~(uint64_t) 0, s))
	    continue;
	  snprintf (what, sizeof what, "fused sum %s + %s %s",
		    trange_str (tiny, prs[p].i, prs[p].j, prs[p].fl, b1, 100),
		    trange_str (tiny, i, j, fl, b2, 100),
		    e ? "dynamic" : "nearest");
	  tdescribe (tiny, &r, exact, what);
	}
    }
  fr_clear (&a);
  fr_clear (&r);
}

/* fr_add_unrounded on every pair of a product range and an addend range
   (see the header).  */

static void
test_fused_sum (void)
{
  static uint64_t acc[2][MAX_PRODUCTS];
  struct tally s = { 0 };
  fr_range b;

  product_ranges ();
  fr_init (&b, &tiny->f);
  for (int i = -1; i < tiny->n; i++)
    for (int j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny->n); j++)
      for (int f = 0; f < 3; f++)
	{
	  int fl = f == 0 ? 0 : f == 1 ? 7 : (int) (next_random () % 8);
	  if (f == 2 && next_random () % 4 != 0)
	    continue;
	  tmake (&b, tiny, i, j, fl);
	  uint64_t mb = tmask (tiny, &b);
	  for (int e = 0; e < 2; e++)
	    for (int k = 0; k < nproducts; k++)
	      {
		acc[e][k] = 0;
		for (int c = 0; c < T_NV (tiny); c++)
		  if (mb & BIT (c))
		    acc[e][k] |= sums[e][k][c];
	      }
	  fused_sum_cases (&b, i, j, fl, acc, &s);
	}
  fr_clear (&b);
  free_product_ranges ();
  summary ("fused sum", &s);
}

/* The contracted forms of fold-stmt.cc, by the operands and the sign of
   each term: X * Y + C with the product negated (NEG_PRODUCT) or the
   addend (NEG_ADDEND), and X * X + C.  */

struct form
{
  const char *name;
  bool square, neg_product, neg_addend;
};

static const struct form forms[] = {
  { "x * y + c", false, false, false },
  { "x * y - c", false, false, true },
  { "-(x * y) + c", false, true, false },
  { "x * x + c", true, false, false },
  { "-(x * x) + c", true, true, false },
};

/* Set R to the range of the contraction F of the singletons X, Y (X
   itself for a square) and C under ENV, as fold-stmt.cc computes it: the
   fused operation of the operands, bounded by the rounded product's
   range, with the infinities an overflow may give if FINITE_MATH (T:
   scratch ranges).  */

static void
contracted_range (fr_range *r, const struct form *f, const fr_range *x,
		  const fr_range *y, const fr_range *c, const fr_env *env,
		  bool finite_math, fr_range t[3])
{
  fr_range *nx = &t[0], *nc = &t[1], *p = &t[2];

  fr_copy (nx, x);
  fr_copy (nc, c);
  if (f->neg_addend)
    fr_neg (nc, c);
  if (f->square)
    fr_fma_square (r, x, f->neg_product, nc, env);
  else
    {
      if (f->neg_product)
	fr_neg (nx, x);
      fr_fma (r, nx, y, nc, env);
    }
  /* The product term as the addition sees it, then its exact value.  */
  fr_mul (p, x, f->square ? x : y, env);
  if (finite_math)
    {
      fr_drop_nan (p);
      fr_drop_inf (p);
      fr_add_overflow_inf (p);
    }
  if (f->neg_product)
    fr_neg (p, p);
  fr_add_unrounded (p, p, nc, env);
  fr_intersect (r, r, p);
}

/* Check the contraction F on every triple of values, only the finite
   results if FINITE_MATH.  */

static void
test_form (const struct form *f, bool finite_math)
{
  struct tally s = { 0 };
  fr_range x, y, c, r, t[3];
  mpfr_t u, v, w, q;
  char what[200], b[3][20];

  mpfr_inits2 (64, u, v, w, (mpfr_ptr) 0);
  mpfr_init2 (q, tiny->f.prec);
  fr_init (&x, &tiny->f);
  fr_init (&y, &tiny->f);
  fr_init (&c, &tiny->f);
  fr_init (&r, &tiny->f);
  for (int k = 0; k < 3; k++)
    fr_init (&t[k], &tiny->f);
  for (int i = 0; i < T_NV (tiny); i++)
    for (int j = 0; j < T_NV (tiny); j++)
      for (int l = 0; l < T_NV (tiny) && (!f->square || j == i); l++)
	for (int e = 0; e < 2; e++)
	  {
	    uint64_t exact = 0;
	    tval (u, tiny, i);
	    tval (v, tiny, j);
	    tval (w, tiny, l);
	    fr_set_value (&x, u);
	    fr_set_value (&y, v);
	    fr_set_value (&c, w);
	    if (f->neg_product)
	      mpfr_neg (u, u, MPFR_RNDN);
	    if (f->neg_addend)
	      mpfr_neg (w, w, MPFR_RNDN);
	    for (int m = 0; m < (e ? 4 : 1); m++)
	      {
		tenter (tiny);
		exact |= tround (tiny, q, mpfr_fma (q, u, v, w, modes[m]),
				 modes[m]);
		tleave ();
	      }
	    if (finite_math)
	      exact &= BIT (tiny->n) - 1;
	    contracted_range (&r, f, &x, &y, &c, &envs[e], finite_math, t);
	    if (!tcheck (tiny, &r, exact, ~(uint64_t) 0, &s))
	      continue;
	    snprintf (what, sizeof what, "%s, x %s y %s c %s %s", f->name,
		      tmask_str (tiny, BIT (i), b[0], sizeof b[0]),
		      tmask_str (tiny, BIT (j), b[1], sizeof b[1]),
		      tmask_str (tiny, BIT (l), b[2], sizeof b[2]),
		      e ? "dynamic" : "nearest");
	    tdescribe (tiny, &r, exact, what);
	  }
  snprintf (what, sizeof what, "%s%s", f->name,
	    finite_math ? " finite math" : "");
  summary (what, &s);
  mpfr_clears (u, v, w, q, (mpfr_ptr) 0);
  fr_clear (&x);
  fr_clear (&y);
  fr_clear (&c);
  fr_clear (&r);
  for (int k = 0; k < 3; k++)
    fr_clear (&t[k]);
}

int
main (void)
{
  static struct tfmt formats[2];

  for (int sub = 1; sub >= 0; sub--)
    {
      tfmt_init (&formats[sub], (fr_format) { 3, 1, 3, sub,
					      sub ? "tiny" : "tiny-nosub" });
      tiny = &formats[sub];
      product_tables ();
      test_fused_sum ();
      for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++)
	for (int finite_math = 0; finite_math < 2; finite_math++)
	  test_form (&forms[k], finite_math);
    }
  return failures != 0;
}
