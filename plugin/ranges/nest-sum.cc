/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* nest-sum.cc -- the sum of the steps of an accumulation in the inner
   loop of a nest, such as

     for (i = 0; i < n; i++)
       for (j = 0; j < i; j++)
	 s += (double) j * j;

   The step is bounded above by a polynomial of the counter j with
   non-negative coefficients (each rounding widening it by a relative
   error), j runs from 0 while below an affine function of the outer
   iteration, and fr_nest_recurrence sums the polynomial over that
   triangle.
   doc/fpscev.texi (Loop-carried values) gives the argument.  */

#include "compat.h"
#include "engine.h"
#include "float-types.h"
#include "nest-sum.h"
#include "closed-forms/chrec-iv.h"

/* The precision of the coefficients, and the deepest expression read.  */
#define POLY_PREC 128
#define MAX_DEPTH 16

/* An upper bound, for every counter value j in [0, JMAX], on a value:
   the polynomial C[0] + C[1] j + ... + C[DEGREE] j^DEGREE, C[k] >= 0.  */
struct poly
{
  unsigned degree;
  mpfr_t c[FR_SUM_MAX_DEGREE + 1];
};

/* What the reading of a step needs: its analysis, the inner loop, the
   statement it is used by, and the counter's largest value.  */
struct poly_ctx
{
  struct fpscev_analysis *a;
  class loop *inner;
  gimple *at;
  mpfr_t jmax;
};

static void
poly_init (struct poly *p)
{
  p->degree = 0;
  for (unsigned k = 0; k <= FR_SUM_MAX_DEGREE; k++)
    mpfr_init2 (p->c[k], POLY_PREC), mpfr_set_zero (p->c[k], 1);
}

static void
poly_clear (struct poly *p)
{
  for (unsigned k = 0; k <= FR_SUM_MAX_DEGREE; k++)
    mpfr_clear (p->c[k]);
}

/* R = A + B (PLUS_EXPR) or A * B (MULT_EXPR), rounded up; false if the
   degree exceeds FR_SUM_MAX_DEGREE.  R is neither A nor B.  */
static bool
poly_combine (struct poly *r, enum tree_code code, const struct poly *a,
	      const struct poly *b)
{
  unsigned degree = (code == PLUS_EXPR ? MAX (a->degree, b->degree)
		     : a->degree + b->degree);
  if (degree > FR_SUM_MAX_DEGREE)
    return false;
  mpfr_t t;
  mpfr_init2 (t, POLY_PREC);
  for (unsigned k = 0; k <= a->degree; k++)
    for (unsigned l = 0; l <= b->degree; l++)
      if (code == MULT_EXPR)
	{
	  mpfr_mul (t, a->c[k], b->c[l], MPFR_RNDU);
	  mpfr_add (r->c[k + l], r->c[k + l], t, MPFR_RNDU);
	}
  if (code == PLUS_EXPR)
    for (unsigned k = 0; k <= degree; k++)
      mpfr_add (r->c[k], k <= a->degree ? a->c[k] : r->c[k],
		k <= b->degree ? b->c[k] : r->c[k], MPFR_RNDU);
  mpfr_clear (t);
  r->degree = degree;
  return true;
}

/* Into V, P's value at JMAX, its largest: rounded up.  */
static void
poly_max (mpfr_ptr v, const struct poly *p, mpfr_srcptr jmax)
{
  mpfr_set (v, p->c[p->degree], MPFR_RNDU);
  for (unsigned k = p->degree; k-- > 0;)
    {
      mpfr_mul (v, v, jmax, MPFR_RNDU);
      mpfr_add (v, v, p->c[k], MPFR_RNDU);
    }
}

/* Whether P, the exact value of an operation on integers, lies below
   2^BITS for every counter value, and has integer coefficients.  */
static bool
poly_below_p (const struct poly *p, mpfr_srcptr jmax, int bits)
{
  mpfr_t v;
  mpfr_init2 (v, POLY_PREC);
  poly_max (v, p, jmax);
  bool below = mpfr_cmp_ui_2exp (v, 1, bits) < 0;
  mpfr_clear (v);
  for (unsigned k = 0; k <= p->degree; k++)
    below &= mpfr_integer_p (p->c[k]) != 0;
  return below;
}

/* Widen P, the exact value of an operation rounded to FMT, to a bound on
   the rounded value: unchanged if it is an integer below 2^PREC
   (representable), else times 1 + 2^(2-PREC), which bounds one rounding
   up in any mode, or two (x87 excess precision, then the format), plus
   the smallest normal number, which bounds a rounding below it.  */
static void
poly_round (struct poly *p, const fr_format *fmt, mpfr_srcptr jmax)
{
  if (poly_below_p (p, jmax, fmt->prec))
    return;
  mpfr_t f;
  mpfr_init2 (f, POLY_PREC);
  mpfr_set_ui_2exp (f, 1, 2 - fmt->prec, MPFR_RNDU);
  mpfr_add_ui (f, f, 1, MPFR_RNDU);
  for (unsigned k = 0; k <= p->degree; k++)
    mpfr_mul (p->c[k], p->c[k], f, MPFR_RNDU);
  mpfr_set_si_2exp (f, 1, fmt->emin - 1, MPFR_RNDU);
  mpfr_add (p->c[0], p->c[0], f, MPFR_RNDU);
  mpfr_clear (f);
}

static bool read_poly (struct poly_ctx *, tree, struct poly *, int);

/* A leaf: a non-negative constant, or the inner loop's counter, an
   integer from 0 by 1 that does not wrap.  */
static bool
read_leaf (struct poly_ctx *ctx, tree op, struct poly *out)
{
  if (TREE_CODE (op) == INTEGER_CST)
    return (wi::fits_uhwi_p (wi::to_widest (op))
	    && (mpfr_set_ui (out->c[0], tree_to_uhwi (op), MPFR_RNDN), true));
  if (TREE_CODE (op) == REAL_CST)
    {
      fpscev_range_temp t;
      const fr_range *r = fpscev_operand_range (ctx->a, op, NULL, &t);
      if (!r || !r->finite || r->nan || r->pinf || mpfr_signbit (r->lo))
	return false;
      mpfr_set (out->c[0], r->hi, MPFR_RNDU);
      return true;
    }
  affine_iv iv;
  bool no_wrap;
  if (TREE_CODE (op) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (op))
      || !fvr_affine_iv (ctx->inner, ctx->at, op, &iv, &no_wrap) || !no_wrap
      || !integer_zerop (iv.base) || !integer_onep (iv.step))
    return false;
  out->degree = 1;
  mpfr_set_ui (out->c[1], 1, MPFR_RNDN);
  return true;
}

/* OUT from the operands of DEF, an assignment of code CODE.  */
static bool
read_operation (struct poly_ctx *ctx, gassign *def, enum tree_code code,
		struct poly *out, int depth)
{
  if (code != PLUS_EXPR && code != MULT_EXPR)
    return (CONVERT_EXPR_CODE_P (code) || code == FLOAT_EXPR)
	    && read_poly (ctx, gimple_assign_rhs1 (def), out, depth + 1);
  struct poly x, y;
  poly_init (&x);
  poly_init (&y);
  bool ok = (read_poly (ctx, gimple_assign_rhs1 (def), &x, depth + 1)
	     && read_poly (ctx, gimple_assign_rhs2 (def), &y, depth + 1)
	     && poly_combine (out, code, &x, &y));
  poly_clear (&x);
  poly_clear (&y);
  return ok;
}

/* Into OUT, a bound on the values of OP at every counter value: OP is a
   constant, the counter, or computed from them by additions,
   multiplications and conversions that do not wrap (integers) or are
   rounded (floats).  */
static bool
read_poly (struct poly_ctx *ctx, tree op, struct poly *out, int depth)
{
  if (depth > MAX_DEPTH)
    return false;
  if (read_leaf (ctx, op, out))
    return true;
  gassign *def = (TREE_CODE (op) == SSA_NAME
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op)) : NULL);
  tree type = TREE_TYPE (op);
  if (!def || !read_operation (ctx, def, gimple_assign_rhs_code (def), out,
			       depth))
    return false;
  if (INTEGRAL_TYPE_P (type))
    return poly_below_p (out, ctx->jmax,
			 TYPE_PRECISION (type) - !TYPE_UNSIGNED (type));
  const fr_format *fmt = fpscev_format_of (type);
  if (!fmt)
    return false;
  poly_round (out, fmt, ctx->jmax);
  return true;
}

/* Read OP, used by STMT, as an affine function BASE + STEP i of LOOP's
   iteration i that does not wrap, with constant BASE and STEP; a
   constant has STEP 0.  */
static bool
affine_in (class loop *loop, gimple *stmt, tree op, widest_int *base,
	   widest_int *step)
{
  affine_iv iv;
  bool no_wrap;
  if (TREE_CODE (op) == INTEGER_CST)
    {
      *base = wi::to_widest (op);
      *step = 0;
      return true;
    }
  if (TREE_CODE (op) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (op))
      || !fvr_affine_iv (loop, stmt, op, &iv, &no_wrap) || !no_wrap
      || TREE_CODE (iv.base) != INTEGER_CST
      || TREE_CODE (iv.step) != INTEGER_CST)
    return false;
  *base = wi::to_widest (iv.base);
  *step = wi::to_widest (iv.step);
  return true;
}

/* Into *A and *B, the counter's bound in INNER: at iteration i of OUTER,
   every iteration t of INNER has t <= max (0, A + B i).  INNER's only
   exit, taken by a test that every iteration passes before the latch,
   is left unless X < Y (or X <= Y), X = X0 + t counted in INNER and Y =
   Y0 + B i invariant in INNER: iteration t + 1 needs X0 + t < Y, so
   t + 1 <= Y - X0 (Y - X0 + 1 for <=).  */
static bool
counter_bound (class loop *inner, class loop *outer, long *a,
	       unsigned long *b)
{
  auto_vec<edge> exits = get_loop_exit_edges (inner);
  edge e = exits.length () == 1 ? exits[0] : NULL;
  gcond *test = e ? safe_dyn_cast<gcond *> (fpscev_last_stmt (e->src)) : NULL;
  if (!test || e->src->loop_father != inner
      || !dom_info_available_p (CDI_DOMINATORS)
      || !dominated_by_p (CDI_DOMINATORS, inner->latch, e->src))
    return false;
  enum tree_code code = gimple_cond_code (test);
  if (e->flags & EDGE_TRUE_VALUE)
    code = invert_tree_comparison (code, false);
  tree x = gimple_cond_lhs (test), y = gimple_cond_rhs (test);
  if (code == GT_EXPR || code == GE_EXPR)
    {
      std::swap (x, y);
      code = swap_tree_comparison (code);
    }
  widest_int x0, xs, y0, ys;
  if ((code != LT_EXPR && code != LE_EXPR)
      || !affine_in (inner, test, x, &x0, &xs) || xs != 1
      || !fvr_invariant_p (inner, y)
      || !affine_in (outer, test, y, &y0, &ys) || (ys != 0 && ys != 1))
    return false;
  widest_int bound = y0 - x0 + (code == LE_EXPR ? 1 : 0);
  if (!wi::fits_shwi_p (bound))
    return false;
  *a = bound.to_shwi ();
  *b = ys.to_uhwi ();
  return true;
}

bool
fpscev_nest_sum_bound (struct fpscev_analysis *a, class loop *outer,
		       gimple *def, tree step,
		       unsigned HOST_WIDE_INT outer_latches,
		       const fr_range *init, const fr_range *steps,
		       bool fused, fr_range *r)
{
  class loop *inner = gimple_bb (def)->loop_father;
  widest_int nit;
  long lim_a;
  unsigned long lim_b;
  if (loop_outer (inner) != outer
      || (gimple_bb (def)->flags & BB_IRREDUCIBLE_LOOP)
      || !max_loop_iterations (inner, &nit) || !wi::fits_uhwi_p (nit)
      || !counter_bound (inner, outer, &lim_a, &lim_b))
    return false;
  struct poly_ctx ctx = { a, inner, def, {} };
  struct poly p;
  mpfr_init2 (ctx.jmax, POLY_PREC);
  mpfr_set_ui (ctx.jmax, nit.to_uhwi (), MPFR_RNDU);
  poly_init (&p);
  bool ok = read_poly (&ctx, step, &p, 0);
  if (ok)
    {
      fr_nest nest = { {}, p.degree, lim_a, lim_b, outer_latches };
      for (unsigned k = 0; k <= p.degree; k++)
	nest.g[k] = p.c[k];
      ok = fr_nest_recurrence (r, init, steps, fused, &nest);
    }
  poly_clear (&p);
  mpfr_clear (ctx.jmax);
  return ok;
}
