/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fvr-cost.cc -- the cost model of the final value replacement, and the
   decision it makes for a loop: keep it, replace its exit values by
   their closed forms, or version it on a guard.

   The loop costs L per iteration, the closed form (with the computation
   of N) costs F, in GCC's estimate_num_insns time weights scaled for
   double-word operations (fvr_stmt_cost, gimple-seq.cc).  The break-even
   trip count is T = ceil (F / L), or fvr-threshold.  The decision
   (fvr_decide) is static when the trip count is a constant, bounded below
   T, known from a profile, or T is 1, or when the loop is optimized for
   size; otherwise the loop is versioned: "if (count >= T) closed form;
   else loop", where the closed-form version is empty (the loop has no
   side effects) and the exit values merge in PHIs after the loop
   (fvr-rewrite.cc).  The guard is one comparison of values before the
   loop, with no division.  */

#include "compat.h"
#include "chrec-build.h"
#include "gimple-seq.h"
#include "fvr.h"

int
fvr_iteration_cost (const struct fvr_loop *fl)
{
  return MAX (fl->loop_cost, 1);
}

void
fvr_set_threshold (struct fvr_loop *fl)
{
  fl->closed_cost = (fvr_seq_cost (fl->niter_seq)
		     + fvr_seq_cost (fl->closed_seq));
  int lc = fvr_iteration_cost (fl);
  fl->threshold = (fpscev_opts.fvr_threshold >= 0
		   ? (unsigned HOST_WIDE_INT) fpscev_opts.fvr_threshold
		   : (unsigned HOST_WIDE_INT) MAX ((fl->closed_cost + lc - 1)
						  / lc, 1));
}

/* The condition "at least M + 1 iterations" (N >= M) for FL's loop, as a
   GENERIC boolean over values before the loop.  When N is X / C (C
   constant), compare X with M * C instead: no division on the way to the
   loop.  */
static tree
guard_condition (const struct fvr_loop *fl, unsigned HOST_WIDE_INT m)
{
  tree niter = fl->desc.niter;
  tree type = TREE_TYPE (niter);
  if (TREE_CODE (niter) == TRUNC_DIV_EXPR && TYPE_UNSIGNED (type)
      && TREE_CODE (TREE_OPERAND (niter, 1)) == INTEGER_CST)
    {
      wi::overflow_type ovf;
      wide_int bound = wi::umul (wi::uhwi (m, TYPE_PRECISION (type)),
				 wi::to_wide (TREE_OPERAND (niter, 1)), &ovf);
      if (ovf)
	return boolean_false_node;
      return fold_build2 (GE_EXPR, boolean_type_node,
			  unshare_expr (TREE_OPERAND (niter, 0)),
			  wide_int_to_tree (type, bound));
    }
  return fold_build2 (GE_EXPR, boolean_type_node, unshare_expr (niter),
		      build_int_cst (type, m));
}

/* The condition "at least M + 1 iterations" for FL's loop from its
   controlling induction variable, when the exit test is CONTROL < BOUND
   or CONTROL > BOUND with a constant step: the test of iteration M - 1
   passes, CONTROL being BASE + (M - 1) * STEP there, computed exactly
   (at compile time, or in long long for narrower types).  Often a single
   comparison with a constant.  NULL if not applicable.  The guard only
   chooses between two correct versions: an inexact guard costs time, not
   correctness.  */
static tree
control_guard_condition (const struct fvr_loop *fl, unsigned HOST_WIDE_INT m)
{
  const class tree_niter_desc *d = &fl->desc;
  if ((d->cmp != LT_EXPR && d->cmp != GT_EXPR) || m == 0
      || !d->control.base || !d->control.step || !d->bound)
    return NULL_TREE;
  tree base = d->control.base, bound = d->bound;
  tree type = TREE_TYPE (base);
  if (!INTEGRAL_TYPE_P (type) || !INTEGRAL_TYPE_P (TREE_TYPE (bound))
      || TREE_CODE (d->control.step) != INTEGER_CST
      || !fvr_invariant_p (fl->loop, base)
      || !fvr_invariant_p (fl->loop, bound))
    return NULL_TREE;
  widest_int off = (wi::to_widest (fold_convert (signed_type_for (type),
						d->control.step))
		    * (m - 1));
  if (TREE_CODE (base) == INTEGER_CST)
    {
      widest_int v = wi::to_widest (base) + off;
      if (!wi::fits_to_tree_p (v, TREE_TYPE (bound)))
	return boolean_false_node;
      return fold_build2 (d->cmp, boolean_type_node,
			  wide_int_to_tree (TREE_TYPE (bound), v),
			  unshare_expr (bound));
    }
  tree wt = long_long_integer_type_node;
  if (TYPE_PRECISION (type) >= TYPE_PRECISION (wt)
      || TYPE_PRECISION (TREE_TYPE (bound)) >= TYPE_PRECISION (wt)
      || !wi::fits_shwi_p (off))
    return NULL_TREE;
  tree v = fold_build2 (PLUS_EXPR, wt, fold_convert (wt, unshare_expr (base)),
			build_int_cst (wt, off.to_shwi ()));
  return fold_build2 (d->cmp, boolean_type_node, v,
		      fold_convert (wt, unshare_expr (bound)));
}

/* Gimplify the guard COND into *SEQ; return its value and set *COST to
   the cost of the guard (with its branch); NULL if COND is NULL or not
   straight-line code.  */
static tree
gimplify_guard (tree cond, gimple_seq *seq, int *cost)
{
  *seq = NULL;
  if (!cond)
    return NULL_TREE;
  tree val;
  /* Keep a comparison for the GIMPLE_COND itself: the niter analysis
     of the loop optimizers then sees the bound it puts on the loop.  */
  if (COMPARISON_CLASS_P (cond))
    val = build2 (TREE_CODE (cond), boolean_type_node,
		  fvr_gimplify_append (seq, TREE_OPERAND (cond, 0)),
		  fvr_gimplify_append (seq, TREE_OPERAND (cond, 1)));
  else
    val = fvr_gimplify_append (seq, cond);
  if (!fvr_straight_line_p (*seq))
    {
      gimple_seq_discard (*seq);
      *seq = NULL;
      return NULL_TREE;
    }
  *cost = fvr_seq_cost (*seq) + 1;
  return val;
}

/* Decide statically what to do with FL's loop, in mode MODE, into
   *DECISION, and say why in WHY (a buffer of SIZE chars): under
   fvr=always, when the trip count is a constant, bounded below T or
   known from a profile, when T is 1, or when the loop is optimized for
   size.  False if only a guard on the trip count can decide.  */
static bool
decide_statically (const struct fvr_loop *fl, enum fpscev_fvr_mode mode,
		   char *why, size_t size, enum fvr_decision *decision)
{
  class loop *loop = fl->loop;
  unsigned HOST_WIDE_INT t = fl->threshold;
  widest_int bound;
  *decision = FVR_REPLACE;
  if (mode == FPSCEV_FVR_ALWAYS)
    snprintf (why, size, "fvr=always");
  else if (TREE_CODE (fl->desc.niter) == INTEGER_CST
	   && integer_zerop (fl->desc.may_be_zero)
	   && tree_fits_uhwi_p (fl->desc.niter))
    {
      unsigned HOST_WIDE_INT count = tree_to_uhwi (fl->desc.niter) + 1;
      snprintf (why, size, "static, count %" HOST_WIDE_INT_PRINT "u %s T",
		count, count >= t ? ">=" : "<");
      if (count < t)
	*decision = FVR_KEEP;
    }
  else if (t <= 1)
    snprintf (why, size, "static, T 1");
  else if (max_loop_iterations (loop, &bound) && wi::ltu_p (bound + 1, t))
    {
      snprintf (why, size, "static, count <= %" HOST_WIDE_INT_PRINT "u < T",
		(unsigned HOST_WIDE_INT) (bound + 1).to_uhwi ());
      *decision = FVR_KEEP;
    }
  else if (profile_status_for_fn (cfun) == PROFILE_READ
	   && estimated_loop_iterations (loop, &bound))
    {
      bool yes = !wi::ltu_p (bound + 1, t);
      snprintf (why, size, "profile, count ~%" HOST_WIDE_INT_PRINT "u %s T",
		(unsigned HOST_WIDE_INT) (bound + 1).to_uhwi (),
		yes ? ">=" : "<");
      if (!yes)
	*decision = FVR_KEEP;
    }
  /* A guarded version has both the loop and the closed form.  */
  else if (optimize_loop_for_size_p (loop))
    {
      snprintf (why, size, "optimizing for size");
      *decision = FVR_KEEP;
    }
  else
    return false;
  return true;
}

/* COND ("at least T iterations", or NULL_TREE if the count needs no
   guard) and, when FL's count holds only under assumptions, them: the
   closed form is right only where they hold.  Both are evaluated, so
   that the guard stays straight-line code.  */
static tree
with_assumptions (const struct fvr_loop *fl, tree cond)
{
  if (!fl->assumptions)
    return cond;
  tree a = unshare_expr (fl->assumptions);
  return cond ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node, a, cond) : a;
}

/* Set FL's guard, computed by its guard_seq at its guard_cost, to the
   cheaper of the two conditions "at least T iterations" (if BY_COUNT)
   that gimplify to straight-line code, with FL's assumptions; false if
   neither does.  */
static bool
choose_guard (struct fvr_loop *fl, bool by_count)
{
  unsigned HOST_WIDE_INT m = fl->threshold - 1;
  gimple_seq seq, seq2;
  int cost = 0, cost2 = 0;
  tree cond = gimplify_guard (with_assumptions (fl, by_count
						? guard_condition (fl, m)
						: NULL_TREE), &seq, &cost);
  tree cond2 = gimplify_guard (by_count
			       ? with_assumptions (fl, control_guard_condition
						   (fl, m))
			       : NULL_TREE, &seq2, &cost2);
  if (cond2 && (!cond || cost2 < cost))
    {
      gimple_seq_discard (seq);
      seq = seq2;
      cond = cond2;
      cost = cost2;
    }
  else
    gimple_seq_discard (seq2);
  fl->guard = cond;
  fl->guard_seq = seq;
  fl->guard_cost = cost;
  return cond != NULL_TREE;
}

enum fvr_decision
fvr_decide (struct fvr_loop *fl, enum fpscev_fvr_mode mode, char *why,
	    size_t size)
{
  enum fvr_decision decision;
  bool by_count = !decide_statically (fl, mode, why, size, &decision);
  if (!by_count && (decision == FVR_KEEP || !fl->assumptions))
    return decision;
  if (!choose_guard (fl, by_count)
      || (mode != FPSCEV_FVR_ALWAYS
	  && fl->guard_cost > fvr_iteration_cost (fl)))
    {
      gimple_seq_discard (fl->guard_seq);
      fl->guard = NULL_TREE;
      fl->guard_seq = NULL;
      snprintf (why, size, "guard costs more than an iteration");
      return FVR_KEEP;
    }
  if (by_count)
    snprintf (why, size, "count >= %" HOST_WIDE_INT_PRINT "u",
	      fl->threshold);
  if (fl->assumptions)
    {
      size_t len = strlen (why);
      snprintf (why + len, size - len, "%strip count assumptions",
		by_count ? ", " : "; ");
    }
  return FVR_GUARD;
}
