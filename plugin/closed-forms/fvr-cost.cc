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
   loop, with no division.  Where one iteration leaves the values after
   the loop as they are when the loop is skipped, the test before the
   loop that skips it at count 0 skips it at count 1 too (plan_entry_test),
   and takes the guard "count >= 2" when T is 2: counts 0 and 1 then run
   that one test, as the plain loop does at count 0.  Where one iteration
   changes them and T is above 2, count 1 is taken apart after that test
   and before the guard, with the values after one iteration
   (plan_peeled_count; the CFG is drawn in fvr-rewrite.cc): counts 0 and
   1 then run two tests at most, as the plain loop does at count 1.  */

#include "compat.h"
#include "chrec-iv.h"
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

/* The edge that enters the first block after E's destination that is
   not an empty forwarder (no PHI, no statement but debug ones, one
   predecessor, one successor); a few blocks at most.  */
static edge
skip_forwarders (edge e)
{
  for (int i = 0; i < 8; i++)
    {
      basic_block bb = e->dest;
      if (!single_pred_p (bb) || !single_succ_p (bb) || !empty_block_p (bb))
	break;
      e = single_succ_edge (bb);
    }
  return e;
}

/* The test that ends the last block before FL's loop (through empty
   forwarders), NULL if that block does not end in a GIMPLE_COND; its edge
   towards the loop in *TO_LOOP.  */
static gcond *
find_entry_test (const struct fvr_loop *fl, edge *to_loop)
{
  edge e = loop_preheader_edge (fl->loop);
  for (int i = 0; i < 8 && single_pred_p (e->src) && single_succ_p (e->src)
		  && empty_block_p (e->src); i++)
    e = single_pred_edge (e->src);
  *to_loop = e;
  gimple *last = fpscev_last_stmt (e->src);
  return last ? dyn_cast <gcond *> (last) : NULL;
}

/* The value ARG, on the path from FL's exit, after one iteration of the
   loop (N = 0): its summary's first coefficient for an exit value; NULL
   for another name defined in the loop.  */
static tree
value_after_one_iteration (const struct fvr_loop *fl, tree arg)
{
  if (TREE_CODE (arg) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (arg)
      || !flow_bb_inside_loop_p (fl->loop, gimple_bb (SSA_NAME_DEF_STMT (arg))))
    return arg;
  for (unsigned i = 0; i < fl->values.length (); i++)
    if (fl->values[i].name == arg)
      return fold_convert (TREE_TYPE (arg), fl->values[i].ch.coef[0]);
  return NULL_TREE;
}

/* Whether the values merged after FL's loop are the same after one
   iteration, from the edge EXIT_IN, as without the loop, from the edge
   SKIP_IN (both into one block).  The memory states are: the loop has no
   side effects.  */
static bool
one_iteration_keeps_values_p (const struct fvr_loop *fl, edge exit_in,
			      edge skip_in)
{
  for (gphi_iterator gsi = gsi_start_phis (exit_in->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      if (virtual_operand_p (gimple_phi_result (phi)))
	continue;
      tree v = value_after_one_iteration (fl, PHI_ARG_DEF_FROM_EDGE (phi,
								     exit_in));
      if (!v || !operand_equal_p (v, PHI_ARG_DEF_FROM_EDGE (phi, skip_in), 0))
	return false;
    }
  return true;
}

/* Whether OP is a constant or an operand of the test STMT: available
   where STMT is.  */
static bool
operand_of_test_p (tree op, gcond *stmt)
{
  return (CONSTANT_CLASS_P (op) || op == gimple_cond_lhs (stmt)
	  || op == gimple_cond_rhs (stmt));
}

/* The condition of the test ENTRY that leads on its edge TO_LOOP to FL's
   loop only when the loop runs twice at least (N >= 1), when it folds to
   one comparison of ENTRY's operands and constants; NULL otherwise.  */
static tree
entry_condition (const struct fvr_loop *fl, gcond *entry, edge to_loop)
{
  bool on_false = (to_loop->flags & EDGE_FALSE_VALUE) != 0;
  tree cond = build2 (gimple_cond_code (entry), boolean_type_node,
		      gimple_cond_lhs (entry), gimple_cond_rhs (entry));
  if (on_false)
    cond = invert_truthvalue (cond);
  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
		      guard_condition (fl, 1));
  if (on_false)
    cond = invert_truthvalue (cond);
  if (!COMPARISON_CLASS_P (cond)
      || !operand_of_test_p (TREE_OPERAND (cond, 0), entry)
      || !operand_of_test_p (TREE_OPERAND (cond, 1), entry))
    return NULL_TREE;
  return cond;
}

/* Whether the test ENTRY, whose edge TO_LOOP leads to FL's loop, skips
   the loop to where the values after it are those of one iteration.  */
static bool
skip_keeps_values_p (const struct fvr_loop *fl, gcond *entry, edge to_loop)
{
  edge skip = EDGE_SUCC (gimple_bb (entry), EDGE_SUCC (gimple_bb (entry), 0)
			 == to_loop ? 1 : 0);
  edge skip_in = skip_forwarders (skip), exit_in = skip_forwarders (fl->exit);
  return (skip_in != exit_in && skip_in->dest == exit_in->dest
	  && one_iteration_keeps_values_p (fl, exit_in, skip_in));
}

/* Set FL's entry_test and entry_cond: the test that skips FL's loop
   skips it at count 1 too, when one iteration leaves the values after
   the loop as they are without it.  Then counts 0 and 1 run that test
   only.  Otherwise set FL's first_skip, the condition that the loop,
   entered, runs once: the negation of ENTRY_COND.  Only for a count
   that holds without assumptions: then N < 1 means one iteration.  */
static void
plan_entry_test (struct fvr_loop *fl)
{
  edge to_loop;
  fl->entry_test = NULL;
  fl->entry_cond = fl->first_skip = NULL_TREE;
  gcond *entry = fl->assumptions ? NULL : find_entry_test (fl, &to_loop);
  if (!entry || EDGE_COUNT (gimple_bb (entry)->succs) != 2)
    return;
  tree cond = entry_condition (fl, entry, to_loop);
  if (!cond)
    return;
  if (skip_keeps_values_p (fl, entry, to_loop))
    {
      fl->entry_test = entry;
      fl->entry_cond = cond;
      return;
    }
  if (!(to_loop->flags & EDGE_FALSE_VALUE))
    cond = invert_truthvalue (cond);
  if (COMPARISON_CLASS_P (cond))
    fl->first_skip = cond;
}

/* Build FL's once_seq, the values after one iteration (the first
   coefficients of the summaries) into the exit values' once, when FL has
   a first_skip; drop the first_skip when they are not all integers (a
   float summary holds in real arithmetic only, and the loop's own
   rounding at count 1 is kept) or cost more than an iteration.  */
static void
plan_peeled_count (struct fvr_loop *fl)
{
  gimple_seq seq = NULL;
  for (unsigned i = 0; fl->first_skip && i < fl->values.length (); i++)
    {
      exit_value *v = &fl->values[i];
      tree type = TREE_TYPE (v->name);
      if (!INTEGRAL_TYPE_P (type))
	fl->first_skip = NULL_TREE;
      else
	v->once = fvr_gimplify_append (&seq, fold_convert
				       (type, unshare_expr (v->ch.coef[0])));
    }
  if (fl->first_skip && fvr_straight_line_p (seq)
      && fvr_seq_cost (seq) <= fvr_iteration_cost (fl))
    fl->once_seq = seq;
  else
    {
      gimple_seq_discard (seq);
      fl->first_skip = NULL_TREE;
    }
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

/* Decide on a guard for FL's loop, in mode MODE (BY_COUNT if "at least
   T iterations" is part of it), and say why in WHY (a buffer of SIZE
   chars): FVR_GUARD if it costs one iteration at most (or under
   fvr=always), FVR_KEEP otherwise.  */
static enum fvr_decision
guard_decision (struct fvr_loop *fl, enum fpscev_fvr_mode mode,
		bool by_count, char *why, size_t size)
{
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

/* Note FL's entry test or first_skip, if it has one, at the end of WHY
   (a buffer of SIZE chars).  */
static void
note_entry_test (const struct fvr_loop *fl, char *why, size_t size)
{
  size_t len = strlen (why);
  if (fl->entry_test)
    snprintf (why + len, size - len, "%sentry test count >= 2",
	      len ? "; " : "");
  else if (fl->first_skip)
    snprintf (why + len, size - len, "; count 1 peeled");
}

enum fvr_decision
fvr_decide (struct fvr_loop *fl, enum fpscev_fvr_mode mode, char *why,
	    size_t size)
{
  enum fvr_decision decision;
  bool by_count = !decide_statically (fl, mode, why, size, &decision);
  fl->entry_test = NULL;
  fl->first_skip = NULL_TREE;
  if (!by_count && decision == FVR_KEEP)
    return decision;
  plan_entry_test (fl);
  if (by_count && fl->threshold == 2 && fl->entry_test)
    {
      /* The entry test takes the guard "count >= 2".  */
      fl->guard = NULL_TREE;
      fl->guard_seq = NULL;
      fl->guard_cost = 0;
      decision = FVR_GUARD;
      why[0] = 0;
    }
  else if (by_count || fl->assumptions)
    decision = guard_decision (fl, mode, by_count, why, size);
  /* With T = 2, the loop left behind the guard runs once, and the
     guard is the test that takes count 1 apart.  */
  if (decision == FVR_GUARD && by_count && fl->threshold > 2)
    plan_peeled_count (fl);
  else
    fl->first_skip = NULL_TREE;
  if (decision == FVR_KEEP)
    fl->entry_test = NULL;
  else
    note_entry_test (fl, why, size);
  return decision;
}
