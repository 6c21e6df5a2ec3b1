/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec-nest.cc -- summaries across inner loops: the conditions under
   which the value an inner loop leaves is a polynomial of the outer
   loop's iteration i.

   Where the walk of an outer loop L (chrec-build.cc) meets a value V of
   an inner loop M, V is M's summary h at M's number of latch executions
   N_M (i), both summarised in L:

	L:  for (i ...)               N_L latch executions
	      if (G (i))              the test that enters M, if any
	M:      for (j ...)  v = h (j)
	      r' = PHI <v (M's exit), r (bypass)>

   GCC gives N_M modulo 2^P, P the precision of its type, and only for the
   iterations that enter M.  The body runs C (i) = N_M (i) + 1 times.  If
   C is affine modulo 2^P, a + b i with a constant b (taken signed), and
   a + b N_L lies in the range of the type as a does, the affine function
   lies in that range on the whole segment, and it is the exact count
   wherever it is at least 1, the only number of that range congruent
   to it.  The guard checks that before L:
   - with no bypass, M runs at every iteration: a + b i >= 1 at both
     ends;
   - with a bypass, a + b i >= 0, and G (i) holds exactly where C (i) > 0:
     G compares affine values of L that do not wrap (or invariants), and
     C equals the difference whose sign G tests at both ends, so
     everywhere.  Where M is bypassed, C (i) = 0: V is h (-1), which must
     be the bypass value (chrec-build.cc checks that).

   Then V (i) = h (C (i) - 1) is a polynomial in i.  */

#include "compat.h"
#include "int-arith.h"
#include "chrec-iv.h"
#include "chrec-nest.h"

/* The block before the empty forwarder BB, or BB.  */
static basic_block
skip_forwarder_back (basic_block bb)
{
  if (single_pred_p (bb) && single_succ_p (bb) && gsi_end_p (gsi_start_bb (bb))
      && gimple_seq_empty_p (phi_nodes (bb)))
    return single_pred (bb);
  return bb;
}

gcond *
fvr_nest_entry_test (class loop *inner, edge skip, bool *enter_on_true)
{
  basic_block test_bb = skip_forwarder_back (skip->src);
  gcond *test = safe_dyn_cast <gcond *> (fpscev_last_stmt (test_bb));
  basic_block preheader = loop_preheader_edge (inner)->src;
  if (!test || EDGE_COUNT (test_bb->succs) != 2)
    return NULL;
  edge enter = EDGE_SUCC (test_bb, 0), other = EDGE_SUCC (test_bb, 1);
  if (enter->dest != preheader)
    std::swap (enter, other);
  if (enter->dest != preheader || other->dest == preheader
      || (other != skip && other->dest != skip->src))
    return NULL;
  *enter_on_true = (enter->flags & EDGE_TRUE_VALUE) != 0;
  return test;
}

/* Set *FIRST and *LAST to the values of OP, an operand of TEST in LOOP,
   at the first iteration and at iteration COUNT: OP is invariant, or an
   affine induction variable of LOOP that does not wrap, computed at
   every iteration (its definition dominates the exit test).  */
static bool
affine_ends (class loop *loop, gcond *test, tree op, tree count, tree *first,
	     tree *last)
{
  if (TREE_CODE (op) == INTEGER_CST || fvr_invariant_p (loop, op))
    {
      *first = *last = op;
      return true;
    }
  affine_iv iv;
  bool no_wrap;
  edge exit = single_exit (loop);
  if (TREE_CODE (op) != SSA_NAME || !exit
      || !dominated_by_p (CDI_DOMINATORS, exit->src,
			  gimple_bb (SSA_NAME_DEF_STMT (op)))
      || !fvr_affine_iv (loop, test, op, &iv, &no_wrap) || !no_wrap
      || TREE_CODE (iv.step) != INTEGER_CST)
    return false;
  tree type = TREE_TYPE (op);
  tree ut = unsigned_type_for (type);
  tree steps = fold_build2 (MULT_EXPR, ut, fold_convert (ut, iv.step),
			    fold_convert (ut, count));
  *first = iv.base;
  *last = fold_convert (type, fold_build2 (PLUS_EXPR, ut,
					   fold_convert (ut, iv.base), steps));
  return true;
}

/* The condition that, for the unsigned TYPE, A >= LO and A + B * i lies
   in [LO, max] for i = 0 .. OUTER_COUNT, the latch executions of OUTER
   (fvr_steps_within), B a nonzero constant or NULL (0).  NULL_TREE if
   OUTER_COUNT is not known so.  */
static tree
count_in_range (tree a, tree b, unsigned lo, class loop *outer,
		tree outer_count, tree type)
{
  tree lo_cst = build_int_cst (type, lo);
  tree start = fold_build2 (GE_EXPR, boolean_type_node, a, lo_cst);
  if (!b)
    return start;
  tree within = fvr_steps_within (outer, outer_count, type, a, b, lo_cst,
				  TYPE_MAX_VALUE (type));
  return (within
	  ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node, start, within)
	  : NULL_TREE);
}

/* The number of executions of the inner loop's body, C = NITER + 1
   modulo 2^P, as a summary in NITER's type.  */
static void
body_count (const struct fvr_chrec *niter, struct fvr_chrec *c)
{
  gcc_checking_assert (fvr_chrec_polynomial_p (niter));
  *c = *niter;
  c->coef[0] = fold_build2 (PLUS_EXPR, c->type, c->coef[0],
			    build_one_cst (c->type));
}

bool
fvr_nest_exact_count (const struct fvr_chrec *niter, class loop *outer,
		      tree outer_count, bool may_skip, tree type,
		      struct fvr_chrec *exact, tree *assumption)
{
  tree nt = niter->type;
  gcc_checking_assert (TYPE_UNSIGNED (nt)
		       && (SCALAR_FLOAT_TYPE_P (type)
			   || TYPE_PRECISION (type) >= TYPE_PRECISION (nt)));
  struct fvr_chrec c, one;
  body_count (niter, &c);
  if (c.degree > 1
      || (c.degree == 1 && (TREE_CODE (c.coef[1]) != INTEGER_CST
			    || !wi::fits_shwi_p (wi::to_wide (c.coef[1])))))
    return false;
  *assumption = count_in_range (c.coef[0], c.degree ? c.coef[1] : NULL_TREE,
				may_skip ? 0 : 1, outer, outer_count, nt);
  if (!*assumption)
    return false;
  /* C exactly, then NITER = C - 1.  */
  fvr_chrec_set_polynomial (exact, type, c.degree);
  exact->coef[0] = fold_convert (type, c.coef[0]);
  if (c.degree)
    /* B's signed value (the type of B is unsigned).  */
    exact->coef[1] = (SCALAR_FLOAT_TYPE_P (type)
		      ? build_real_from_int_cst
			  (type, build_int_cst (long_long_integer_type_node,
					       wi::to_wide (c.coef[1])
					       .to_shwi ()))
		      : wide_int_to_tree (type, wide_int::from
					  (wi::to_wide (c.coef[1]),
					   TYPE_PRECISION (type), SIGNED)));
  fvr_chrec_set_invariant (&one, type, build_one_cst (type));
  fvr_chrec_sub (exact, exact, &one);
  return true;
}

/* Set *D to the difference whose sign TEST's comparison CODE of X and Y
   tests, D > 0 when it holds: Y - X for <, Y - X + 1 for <=, and the
   reverse for > and >=.  False for other comparisons.  */
static bool
positive_difference (enum tree_code code, tree x, tree y, tree type, tree *d)
{
  tree one = build_one_cst (type);
  x = fold_convert (type, x);
  y = fold_convert (type, y);
  switch (code)
    {
    case LT_EXPR:
      *d = fold_build2 (MINUS_EXPR, type, y, x);
      return true;
    case LE_EXPR:
      *d = fold_build2 (PLUS_EXPR, type, fold_build2 (MINUS_EXPR, type, y, x),
			one);
      return true;
    case GT_EXPR:
    case GE_EXPR:
      return positive_difference (swap_tree_comparison (code), y, x, type, d);
    default:
      return false;
    }
}

/* The condition that the body count C equals the difference that TEST's
   comparison CODE of X and Y makes positive, at the first iteration (X0,
   Y0) and at the last (XN, YN, OUTER_COUNT), computed exactly modulo
   2^Q in the unsigned TYPE wide enough for both.  */
static tree
count_is_difference (const struct fvr_chrec *c, enum tree_code code,
		     tree x0, tree y0, tree xn, tree yn, tree outer_count,
		     tree type)
{
  tree d0, dn;
  if (!positive_difference (code, x0, y0, type, &d0)
      || !positive_difference (code, xn, yn, type, &dn))
    return NULL_TREE;
  tree c0 = fold_convert (type, c->coef[0]), cn = c0;
  if (c->degree)
    cn = fold_build2 (PLUS_EXPR, type, c0,
		      fold_build2 (MULT_EXPR, type,
				   fold_convert (type, outer_count),
				   wide_int_to_tree
				     (type, wide_int::from
					(wi::to_wide (c->coef[1]),
					 TYPE_PRECISION (type), SIGNED))));
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
		      fold_build2 (EQ_EXPR, boolean_type_node, c0, d0),
		      fold_build2 (EQ_EXPR, boolean_type_node, cn, dn));
}

tree
fvr_nest_entered_iff_counted (class loop *outer, gcond *test,
			      bool enter_on_true,
			      const struct fvr_chrec *niter, tree outer_count)
{
  enum tree_code code = gimple_cond_code (test);
  tree x = gimple_cond_lhs (test), y = gimple_cond_rhs (test);
  tree x0, xn, y0, yn;
  struct fvr_chrec c;
  if (gimple_bb (test)->loop_father != outer
      || !INTEGRAL_TYPE_P (TREE_TYPE (x))
      || !affine_ends (outer, test, x, outer_count, &x0, &xn)
      || !affine_ends (outer, test, y, outer_count, &y0, &yn))
    return NULL_TREE;
  if (!enter_on_true)
    code = invert_tree_comparison (code, false);
  tree type = fvr_unsigned_type_with_bits
    (MAX (TYPE_PRECISION (TREE_TYPE (x)), TYPE_PRECISION (niter->type)) + 2);
  if (!type)
    return NULL_TREE;
  body_count (niter, &c);
  if (code != NE_EXPR)
    return count_is_difference (&c, code, x0, y0, xn, yn, outer_count, type);
  /* With C >= 0, X != Y is C > 0 when C is Y - X or X - Y.  */
  return fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		      count_is_difference (&c, LT_EXPR, x0, y0, xn, yn,
					   outer_count, type),
		      count_is_difference (&c, GT_EXPR, x0, y0, xn, yn,
					   outer_count, type));
}
