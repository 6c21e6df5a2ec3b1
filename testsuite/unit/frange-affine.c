/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-affine.c -- the affine forms of fr_split_decide's slices
   (frange-affine.c).

   Soundness, exhaustively in a tiny format (3 bits, numbers up to 7, so
   that overflow and subnormals are near): slices whose fold knows
   nothing (the full range), so that the forms alone narrow, evaluated on
   one piece for every range of the input (a sample of pairs of ranges
   for two inputs); the result holds the value every input of the ranges
   gives in each rounding mode, each product rounded or left exact (an
   fma), overflow to infinity included.

   Decisions: products of polynomials of two inputs (T5(x) T4(y)),
   u * (2 - u) with u = x + y, Chebyshev's T9 written as monomials, in
   binary64 and binary32, folded by fr_add, fr_mul... in round-to-nearest
   with the forms: with M and m the largest and least values rounded as
   the program computes them on a grid, W = M - m, the goals p > M + W/100
   and p < m - W/100 are decided false within the plugin's budget, the
   pieces' union holding every value of the grid; p >= M and p <= m are
   never decided.  */

#include "frange-test.h"

/* The tiny format.  */
static const fr_format tiny = { 3, -2, 3, true, "tiny" };

/* An operation of a shape: CODE of the operands A, B and C, each the
   index of a value (inputs first), or -1 for the constant K; FMT, its
   format (NULL: the shape's).  */
struct op
{
  enum fr_affine_code code;
  int a, b, c;
  double k;
  const fr_format *fmt;
};

struct shape
{
  const char *name;
  const fr_format *fmt;
  int n_inputs;
  double lo, hi;
  int n_ops;
  struct op ops[24];
};

#define MUL(a, b) { FR_AFFINE_MUL, a, b, 0, 0, NULL }
#define MULK(a, k) { FR_AFFINE_MUL, a, -1, 0, k, NULL }
#define ADD(a, b) { FR_AFFINE_ADD, a, b, 0, 0, NULL }
#define ADDK(a, k) { FR_AFFINE_ADD, a, -1, 0, k, NULL }
#define SUB(a, b) { FR_AFFINE_SUB, a, b, 0, 0, NULL }
#define KSUB(k, b) { FR_AFFINE_SUB, -1, b, 0, k, NULL }

/* The shapes of the exhaustive check, in the tiny format on [-7, 7].  */
static const struct shape tiny_shapes[] = {
  { "x*x - x", &tiny, 1, -7, 7, 2, { MUL (0, 0), SUB (1, 0) } },
  { "-(x * (3 - x) / 3)", &tiny, 1, -7, 7, 4,
    { KSUB (3, 0), MUL (0, 1), { FR_AFFINE_DIV, 2, -1, 0, 3, NULL },
      { FR_AFFINE_NEG, 3, 0, 0, 0, NULL } } },
  { "((0.5x - 1)x + 1.5)x - 0.25", &tiny, 1, -7, 7, 6,
    { MULK (0, 0.5), ADDK (1, -1), MUL (2, 0), ADDK (3, 1.5), MUL (4, 0),
      ADDK (5, -0.25) } },
  { "(binary16) x squared, back, minus x", &tiny, 1, -7, 7, 4,
    { { FR_AFFINE_CONVERT, 0, 0, 0, 0, &fr_binary16 },
      { FR_AFFINE_MUL, 1, 1, 0, 0, &fr_binary16 },
      { FR_AFFINE_CONVERT, 2, 0, 0, 0, NULL }, SUB (3, 0) } },
  { "fma (x, x, -x)", &tiny, 1, -7, 7, 2,
    { { FR_AFFINE_NEG, 0, 0, 0, 0, NULL },
      { FR_AFFINE_FMA, 0, 0, 1, 0, NULL } } },
  { "u * (2 - u), u = x + y", &tiny, 2, -7, 7, 3,
    { ADD (0, 1), KSUB (2, 2), MUL (2, 3) } },
  { "x*y - x*x*y", &tiny, 2, -7, 7, 3, { MUL (0, 1), MUL (0, 2),
					 SUB (2, 3) } },
};

/* T5 (x) T4 (y), T5 and T4 in Horner form in x*x and y*y.  */
#define PROD54(fmt)							\
  { "T5(x) T4(y)", fmt, 2, -1, 1, 12,					\
    { MUL (0, 0), MULK (2, 16), ADDK (3, -20), MUL (2, 4), ADDK (5, 5),	\
      MUL (0, 6), MUL (1, 1), MULK (8, 8), ADDK (9, -8), MUL (8, 10),	\
      ADDK (11, 1), MUL (7, 12) } }

/* 256 x^9 - 576 x^7 + 432 x^5 - 120 x^3 + 9 x, the powers by x*x.  */
#define MONO9(fmt)							\
  { "T9 in monomials", fmt, 1, -1, 1, 14,				\
    { MUL (0, 0), MUL (1, 0), MUL (2, 1), MUL (3, 1), MUL (4, 1),	\
      MULK (5, 256), MULK (4, 576), SUB (6, 7), MULK (3, 432),		\
      ADD (8, 9), MULK (2, 120), SUB (10, 11), MULK (0, 9),		\
      ADD (12, 13) } }

static const struct shape decided_shapes[] = {
  PROD54 (&fr_binary64), PROD54 (&fr_binary32),
  { "u * (2 - u), u = x + y", &fr_binary64, 2, 0, 1, 3,
    { ADD (0, 1), KSUB (2, 2), MUL (2, 3) } },
  { "u * (2 - u), u = x + y, float", &fr_binary32, 2, 0, 1, 3,
    { ADD (0, 1), KSUB (2, 2), MUL (2, 3) } },
  MONO9 (&fr_binary64), MONO9 (&fr_binary32),
};

static const fr_format *
op_format (const struct shape *sh, int i)
{
  return sh->ops[i].fmt ? sh->ops[i].fmt : sh->fmt;
}

/* Round X (exact) to FMT in RND, as the program does.  */
static void
round_to (mpfr_ptr x, const fr_format *fmt, mpfr_rnd_t rnd)
{
  mpfr_t y;
  mpfr_init2 (y, fmt->prec);
  mpfr_set_emin (fmt->subnormals ? fmt->emin - fmt->prec + 1 : fmt->emin);
  mpfr_set_emax (fmt->emax);
  int t = mpfr_set (y, x, rnd);
  t = mpfr_check_range (y, t, rnd);
  if (fmt->subnormals)
    mpfr_subnormalize (y, t, rnd);
  tleave ();
  mpfr_set (x, y, MPFR_RNDN);
  mpfr_clear (y);
}

/* Set V[] to the values of SH's operations from the inputs V[0] (and
   V[1]), each rounded in RND, but products before the last left exact if
   FUSED (more than contraction does: an exact product feeds even other
   products).  */
static void
run (const struct shape *sh, mpfr_t *v, mpfr_rnd_t rnd, bool fused)
{
  mpfr_t k;
  mpfr_init2 (k, 64);
  for (int i = 0; i < sh->n_ops; i++)
    {
      const struct op *o = &sh->ops[i];
      mpfr_ptr r = v[sh->n_inputs + i];
      mpfr_set_d (k, o->k, MPFR_RNDN);
      mpfr_srcptr a = o->a < 0 ? k : v[o->a], b = o->b < 0 ? k : v[o->b];
      switch (o->code)
	{
	case FR_AFFINE_ADD: mpfr_add (r, a, b, MPFR_RNDN); break;
	case FR_AFFINE_SUB: mpfr_sub (r, a, b, MPFR_RNDN); break;
	case FR_AFFINE_MUL: mpfr_mul (r, a, b, MPFR_RNDN); break;
	case FR_AFFINE_DIV: mpfr_div (r, a, b, MPFR_RNDN); break;
	case FR_AFFINE_NEG: mpfr_neg (r, a, MPFR_RNDN); break;
	case FR_AFFINE_CONVERT: mpfr_set (r, a, MPFR_RNDN); break;
	case FR_AFFINE_FMA: mpfr_fma (r, a, b, v[o->c], MPFR_RNDN); break;
	default: abort ();
	}
      if (!fused || o->code != FR_AFFINE_MUL || i == sh->n_ops - 1)
	round_to (r, op_format (sh, i), rnd);
    }
  mpfr_clear (k);
}

/* What the slice's callbacks read.  */
struct goal
{
  const struct shape *sh;
  fr_range k[24];
  fr_affine_op aff[24];
  /* Whether the fold knows nothing, so that the forms alone narrow.  */
  bool blind;
  enum fr_cmp code;
  fr_range bound;
  fr_env env;
};

static void
fold (void *data, int i, const fr_range *const *v, fr_range *r)
{
  struct goal *g = data;
  const struct op *o = &g->sh->ops[i];
  const fr_range *a = o->a < 0 ? &g->k[i] : v[o->a];
  const fr_range *b = o->b < 0 ? &g->k[i] : v[o->b];
  if (g->blind)
    {
      fr_set_full (r);
      return;
    }
  switch (o->code)
    {
    case FR_AFFINE_ADD: fr_add (r, a, b, &g->env); break;
    case FR_AFFINE_SUB: fr_sub (r, a, b, &g->env); break;
    case FR_AFFINE_MUL: fr_mul (r, a, b, &g->env); break;
    case FR_AFFINE_DIV: fr_div (r, a, b, false, &g->env); break;
    case FR_AFFINE_NEG: fr_neg (r, a); break;
    case FR_AFFINE_CONVERT: fr_convert (r, a, &g->env); break;
    case FR_AFFINE_FMA: fr_fma (r, a, b, v[o->c], &g->env); break;
    default: abort ();
    }
}

static int
decide (void *data, const fr_range *r)
{
  struct goal *g = data;
  if (g->blind)
    return 0;
  return fr_decide_outcomes (g->code, fr_outcomes (r, &g->bound));
}

/* Set up G for SH: the constants' ranges and the affine operations.  */
static void
goal_init (struct goal *g, const struct shape *sh, bool blind)
{
  memset (g, 0, sizeof *g);
  g->sh = sh;
  g->blind = blind;
  g->env.libm_table = FR_LIBM_CONSERVATIVE;
  g->env.dynamic_rounding = blind;
  mpfr_t k;
  mpfr_init2 (k, 64);
  for (int i = 0; i < sh->n_ops; i++)
    {
      const struct op *o = &sh->ops[i];
      fr_init (&g->k[i], op_format (sh, i));
      mpfr_set_d (k, o->k, MPFR_RNDN);
      fr_set_value (&g->k[i], k);
      fr_affine_op *f = &g->aff[i];
      f->code = o->code;
      int ops[3] = { o->a, o->b, o->c };
      for (int j = 0; j < 3; j++)
	{
	  f->operand[j] = ops[j];
	  f->other[j] = ops[j] < 0 ? &g->k[i] : NULL;
	}
    }
  fr_init (&g->bound, sh->fmt);
  mpfr_clear (k);
}

static void
goal_clear (struct goal *g)
{
  for (int i = 0; i < g->sh->n_ops; i++)
    fr_clear (&g->k[i]);
  fr_clear (&g->bound);
}

/* Run fr_split_decide on G's shape on INPUTS with the forms, down to
   MAX_DEPTH bisections: its decision, the pieces' union in HULL.  */
static int
split (struct goal *g, const fr_range *const *inputs, int max_depth,
       fr_range *hull, fr_split_stats *stats)
{
  const struct shape *sh = g->sh;
  const fr_format *formats[2 + 24];
  for (int i = 0; i < sh->n_inputs; i++)
    formats[i] = sh->fmt;
  for (int i = 0; i < sh->n_ops; i++)
    formats[sh->n_inputs + i] = op_format (sh, i);
  fr_slice s = { sh->n_inputs, sh->n_ops, formats, fold, decide, g,
		 g->aff };
  long budget = 40000;
  return fr_split_decide (&s, inputs, max_depth, &budget, hull, stats);
}

/* Whether every value of the tiny shape SH from inputs in the ranges
   IN[] (values I0..J0 and I1..J1 of T) is in HULL.  */
static bool
hull_holds (const struct shape *sh, const struct tfmt *t, const int *lim,
	    const fr_range *hull)
{
  mpfr_t v[26];
  for (int i = 0; i < 26; i++)
    mpfr_init2 (v[i], 256);
  static const mpfr_rnd_t modes[] = { MPFR_RNDN, MPFR_RNDZ, MPFR_RNDU,
				      MPFR_RNDD };
  bool ok = true;
  int two = sh->n_inputs == 2;
  for (int x = lim[0]; x <= lim[1]; x++)
    for (int y = two ? lim[2] : 0; y <= (two ? lim[3] : 0); y++)
      for (int m = 0; m < 8; m++)
	{
	  tval (v[0], t, x);
	  tval (v[1], t, y);
	  run (sh, v, modes[m / 2], m % 2);
	  if (!fr_contains_p (hull, v[sh->n_inputs + sh->n_ops - 1]))
	    {
	      if (ok)
		mpfr_printf ("NOTE: %s at %g, %g (mode %d): %Rg outside\n",
			     sh->name, t->v[x], t->v[y], m,
			     v[sh->n_inputs + sh->n_ops - 1]);
	      ok = false;
	    }
	}
  for (int i = 0; i < 26; i++)
    mpfr_clear (v[i]);
  return ok;
}

/* Check SH on the input ranges of T given by LIM (indices of the
   bounds): the forms alone on one piece.  */
static bool
check_box (const struct shape *sh, const struct tfmt *t, const int *lim)
{
  struct goal g;
  goal_init (&g, sh, true);
  fr_range in[2], hull;
  const fr_range *inputs[2] = { &in[0], &in[1] };
  for (int i = 0; i < 2; i++)
    {
      fr_init (&in[i], &tiny);
      tmake (&in[i], t, lim[2 * i], lim[2 * i + 1], 0);
    }
  fr_init (&hull, &tiny);
  fr_split_stats st;
  split (&g, inputs, 0, &hull, &st);
  bool ok = hull_holds (sh, t, lim, &hull);
  fr_clear (&in[0]);
  fr_clear (&in[1]);
  fr_clear (&hull);
  goal_clear (&g);
  return ok;
}

/* The exhaustive check of a tiny shape: every range of one input, a
   sample of pairs for two.  */
static bool
check_tiny (const struct shape *sh, const struct tfmt *t)
{
  bool ok = true;
  if (sh->n_inputs == 1)
    for (int i = 0; i < t->n; i++)
      for (int j = i; j < t->n; j++)
	{
	  int lim[4] = { i, j, 0, 0 };
	  if (t_sample_p ())
	    ok &= check_box (sh, t, lim);
	}
  else
    for (int c = t_count (2000); c > 0; c--)
      {
	int lim[4];
	for (int k = 0; k < 4; k++)
	  lim[k] = next_random () % t->n;
	for (int k = 0; k < 4; k += 2)
	  if (lim[k] > lim[k + 1])
	    {
	      int s = lim[k];
	      lim[k] = lim[k + 1];
	      lim[k + 1] = s;
	    }
	ok &= check_box (sh, t, lim);
      }
  return ok;
}

/* The grid of the decided shapes: so many points each way.  */
#define GRID1 4001
#define GRID2 201

/* Call F with DATA on the value at each point of SH's grid, rounded to
   nearest.  */
static void
each_value (const struct shape *sh, void (*f) (mpfr_srcptr, void *),
	    void *data)
{
  mpfr_t v[26];
  for (int i = 0; i < 26; i++)
    mpfr_init2 (v[i], 256);
  int n = sh->n_inputs == 2 ? GRID2 : GRID1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (sh->n_inputs == 2 ? n : 1); j++)
      {
	mpfr_set_d (v[0], sh->lo + (sh->hi - sh->lo) * i / (n - 1),
		    MPFR_RNDN);
	mpfr_set_d (v[1], sh->lo + (sh->hi - sh->lo) * j / (n - 1),
		    MPFR_RNDN);
	round_to (v[0], sh->fmt, MPFR_RNDN);
	round_to (v[1], sh->fmt, MPFR_RNDN);
	run (sh, v, MPFR_RNDN, false);
	f (v[sh->n_inputs + sh->n_ops - 1], data);
      }
  for (int i = 0; i < 26; i++)
    mpfr_clear (v[i]);
}

/* Decide the goal CODE against B on SH with the forms, within the
   plugin's budget: the decision, the pieces' union in HULL.  */
static int
decide_shape (const struct shape *sh, enum fr_cmp code, mpfr_srcptr b,
	      fr_range *hull, fr_split_stats *st)
{
  struct goal g;
  goal_init (&g, sh, false);
  g.code = code;
  fr_set_value (&g.bound, b);
  fr_range in;
  fr_init (&in, sh->fmt);
  mpfr_t lo, hi;
  mpfr_inits2 (64, lo, hi, (mpfr_ptr) 0);
  mpfr_set_d (lo, sh->lo, MPFR_RNDN);
  mpfr_set_d (hi, sh->hi, MPFR_RNDN);
  fr_set_interval (&in, lo, hi);
  const fr_range *inputs[2] = { &in, &in };
  int d = split (&g, inputs, 24 * sh->n_inputs, hull, st);
  mpfr_clears (lo, hi, (mpfr_ptr) 0);
  fr_clear (&in);
  goal_clear (&g);
  return d;
}

/* Check the decisions of the header comment on SH.  */
static bool
check_decided (const struct shape *sh)
{
  struct extremes e = { .any = false };
  mpfr_inits2 (sh->fmt->prec, e.min, e.max, (mpfr_ptr) 0);
  each_value (sh, extend, &e);
  double w = mpfr_get_d (e.max, MPFR_RNDN) - mpfr_get_d (e.min, MPFR_RNDN);
  mpfr_t b;
  mpfr_init2 (b, 53);
  fr_range hull;
  fr_init (&hull, sh->fmt);
  fr_split_stats st;
  bool ok = true;
  for (int side = 0; side < 2; side++)
    {
      mpfr_srcptr m = side ? e.min : e.max;
      mpfr_set_d (b, mpfr_get_d (m, MPFR_RNDN) + (side ? -w : w) / 100,
		  MPFR_RNDN);
      int d = decide_shape (sh, side ? FR_LT : FR_GT, b, &hull, &st);
      struct enclosure enc = { &hull, 0 };
      if (d == 0)
	each_value (sh, check_value, &enc);
      char *h = fr_to_string (&hull);
      note ("%s %s %s: %s, %ld pieces, depth %d, %ld forms, %ld misses, %s",
	    sh->name, sh->fmt->name, side ? "low" : "high",
	    d == 0 ? "decided" : "undecided", st.pieces, st.depth, st.forms,
	    enc.misses, h);
      free (h);
      ok &= d == 0 && enc.misses == 0;
      d = decide_shape (sh, side ? FR_LE : FR_GE, m, &hull, &st);
      ok &= d == -1;
    }
  fr_clear (&hull);
  mpfr_clears (e.min, e.max, b, (mpfr_ptr) 0);
  return ok;
}

int
main (void)
{
  struct tfmt t;
  tfmt_init (&t, tiny);
  bool ok = true;
  for (size_t i = 0; i < sizeof tiny_shapes / sizeof tiny_shapes[0]; i++)
    ok &= check_tiny (&tiny_shapes[i], &t);
  report (ok, "affine forms hold every value of a tiny format's ranges, "
	  "in every rounding mode, fused or not");
  ok = true;
  for (size_t i = 0; i < sizeof decided_shapes / sizeof decided_shapes[0];
       i++)
    ok &= check_decided (&decided_shapes[i]);
  report (ok, "affine forms decide products of polynomials, u * (2 - u) "
	  "and T9 in monomials at 1% of their width, never at their bounds");
  return failures ? 1 : 0;
}
