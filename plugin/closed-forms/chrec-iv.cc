/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec-iv.cc -- what the summaries ask of a loop's GIMPLE: invariance,
   GCC's affine induction variables and the condition that a count of
   steps stays within bounds (chrec-iv.h).  */

#include "compat.h"
#include "chrec-iv.h"

/* walk_tree callback of fvr_invariant_p: stop at a chrec, at an SSA name
   defined in the loop DATA, or at one in an abnormal PHI.  */
static tree
find_variant (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  tree t = *tp;
  if (TREE_CODE (t) == POLYNOMIAL_CHREC || automatically_generated_chrec_p (t))
    return t;
  if (TREE_CODE (t) == SSA_NAME)
    {
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
      if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (t)
	  || (bb && flow_bb_inside_loop_p (loop, bb)))
	return t;
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

bool
fvr_invariant_p (class loop *loop, tree expr)
{
  return walk_tree_without_duplicates (&expr, find_variant, loop) == NULL_TREE;
}

/* The condition NITER <= K, NITER the number of latch executions of
   LOOP and K an unsigned integer tree: true when K is a constant that
   NITER's type or GCC's bound on the loop shows it; without a division
   when NITER is X / C and K a constant (X <= K * C + C - 1).  */
static tree
niter_at_most (class loop *loop, tree niter, tree k)
{
  tree nt = TREE_TYPE (niter);
  if (TREE_CODE (k) != INTEGER_CST)
    {
      tree ct = (TYPE_PRECISION (nt) >= TYPE_PRECISION (TREE_TYPE (k))
		 ? nt : TREE_TYPE (k));
      return fold_build2 (LE_EXPR, boolean_type_node,
			  fold_convert (ct, unshare_expr (niter)),
			  fold_convert (ct, k));
    }
  widest_int kw = wi::to_widest (k), bound;
  widest_int nmax = widest_int::from (wi::max_value (TYPE_PRECISION (nt),
						     UNSIGNED), UNSIGNED);
  if (wi::geu_p (kw, nmax)
      || (max_loop_iterations (loop, &bound) && wi::leu_p (bound, kw)))
    return boolean_true_node;
  if ((TREE_CODE (niter) == TRUNC_DIV_EXPR
       || TREE_CODE (niter) == EXACT_DIV_EXPR)
      && TREE_CODE (TREE_OPERAND (niter, 1)) == INTEGER_CST)
    {
      widest_int c = wi::to_widest (TREE_OPERAND (niter, 1));
      widest_int lim = kw * c + c - 1;
      if (wi::geu_p (lim, nmax))
	return boolean_true_node;
      return fold_build2 (LE_EXPR, boolean_type_node,
			  unshare_expr (TREE_OPERAND (niter, 0)),
			  wide_int_to_tree (nt, lim));
    }
  return fold_build2 (LE_EXPR, boolean_type_node, unshare_expr (niter),
		      wide_int_to_tree (nt, kw));
}

tree
fvr_steps_within (class loop *loop, tree niter, tree ut, tree base,
		  tree step, tree lo, tree hi)
{
  if (!niter || !INTEGRAL_TYPE_P (TREE_TYPE (niter))
      || !TYPE_UNSIGNED (TREE_TYPE (niter))
      || !fvr_invariant_p (loop, niter))
    return NULL_TREE;
  wide_int s = wi::to_wide (step);
  if (s == 0)
    return boolean_true_node;
  bool down = wi::neg_p (s);
  tree room = (down ? fold_build2 (MINUS_EXPR, ut, base, lo)
	       : fold_build2 (MINUS_EXPR, ut, hi, base));
  tree k = fold_build2 (TRUNC_DIV_EXPR, ut, room,
			wide_int_to_tree (ut, down ? wi::neg (s) : s));
  return niter_at_most (loop, niter, k);
}

bool
fvr_affine_iv (class loop *loop, gimple *stmt, tree op, affine_iv *iv,
	       bool *no_wrap)
{
  if (!simple_iv (loop, loop, op, iv, true)
      || !fvr_invariant_p (loop, iv->base) || !fvr_invariant_p (loop, iv->step))
    return false;
  /* Not the overflow semantics of OP's type: a signed induction variable
     may be computed in an unsigned type and converted (GCC's chrec then
     folds the casts, and no_overflow is false).  */
  *no_wrap = (iv->no_overflow
	      || !scev_probably_wraps_p (op, iv->base, iv->step, stmt, loop,
					 false));
  return true;
}
