/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fvr-analyze.cc -- the loops the final value replacement can change,
   and what it needs of them.

   A loop qualifies when it has one exit, a known number of latch
   executions N and no side effects (its inner loops included): then
   every value the loop leaves to the code after it is summarised as a
   polynomial chrec (chrec-build.cc, across inner loops one deep with
   chrec-nest.cc), and N is computed before the loop, so that the closed
   forms can replace the loop's results.  */

#include "compat.h"
#include "chrec-iv.h"
#include "chrec-build.h"
#include "gimple-seq.h"
#include "fvr.h"

bool
fvr_used_after_loop_p (class loop *loop, tree name)
{
  imm_use_iterator iter;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, iter, name)
    {
      gimple *stmt = USE_STMT (use_p);
      if (is_gimple_debug (stmt))
	continue;
      basic_block bb = gimple_bb (stmt);
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	bb = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
      if (!flow_bb_inside_loop_p (loop, bb))
	return true;
    }
  return false;
}

/* Whether STMT, a statement of a loop, keeps the loop from being deleted
   once its values are unused: it writes memory, has other side effects,
   reads volatile memory or may throw.  */
static bool
side_effect_p (function *fun, gimple *stmt)
{
  return (gimple_vdef (stmt) || gimple_has_side_effects (stmt)
	  || gimple_has_volatile_ops (stmt)
	  || gimple_code (stmt) == GIMPLE_ASM
	  || stmt_could_throw_p (fun, stmt));
}

/* Collect into FL the SSA names defined in FL's loop and used after it;
   return false if the loop has side effects.  Sets FL's loop_cost to the
   sum of the time weights of the loop's statements.  */
static bool
collect_exit_values (function *fun, struct fvr_loop *fl)
{
  class loop *loop = fl->loop;
  basic_block *body = get_loop_body (loop);
  bool pure = true;
  fl->loop_cost = 0;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (!virtual_operand_p (res) && fvr_used_after_loop_p (loop, res))
	    fl->values.safe_push ({ res, {}, NULL_TREE, NULL_TREE });
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  fl->loop_cost += fvr_stmt_cost (stmt);
	  if (side_effect_p (fun, stmt))
	    pure = false;
	  tree def = gimple_get_lhs (stmt);
	  if (def && TREE_CODE (def) == SSA_NAME
	      && fvr_used_after_loop_p (loop, def))
	    fl->values.safe_push ({ def, {}, NULL_TREE, NULL_TREE });
	}
    }
  free (body);
  return pure;
}

/* Record WHY (about WHERE) as the reason FL's loop is not replaced;
   return false.  */
static bool
not_replaced (struct fvr_loop *fl, const char *why, tree where)
{
  fl->why = why;
  fl->where = where;
  return false;
}

/* Compute FL's desc, the number of latch executions of its loop.  Where
   it holds only under assumptions on values before the loop, keep them in
   FL's assumptions for the guard (fvr-cost.cc).  */
static bool
count_latch_executions (struct fvr_loop *fl)
{
  fl->assumptions = NULL_TREE;
  if (number_of_iterations_exit (fl->loop, fl->exit, &fl->desc, false))
    return true;
  if (!number_of_iterations_exit_assumptions (fl->loop, fl->exit, &fl->desc,
					      NULL)
      || integer_zerop (fl->desc.assumptions)
      || !fvr_invariant_p (fl->loop, fl->desc.assumptions))
    return false;
  fl->assumptions = fl->desc.assumptions;
  return true;
}

/* Check that FL's loop, which has side effects unless PURE, can be
   replaced: it has one exit, no side effects, no abnormal edges and a
   known number of iterations (into FL's desc).  */
static bool
check_loop (struct fvr_loop *fl, bool pure)
{
  class loop *loop = fl->loop;
  fl->exit = single_exit (loop);
  if (!fl->exit)
    return not_replaced (fl, "several exits", NULL_TREE);
  if (!pure)
    return not_replaced (fl, "side effects", NULL_TREE);
  if (bb_has_abnormal_pred (loop->header)
      || (fl->exit->flags & (EDGE_ABNORMAL | EDGE_EH)))
    return not_replaced (fl, "abnormal edges", NULL_TREE);
  if (!count_latch_executions (fl))
    return not_replaced (fl, "unknown trip count", NULL_TREE);
  return true;
}

/* Summarise the exit values of FL's loop, of FUN, into their chrecs, and
   put one of the highest degree first.  The conditions the summaries
   need (values of inner loops, chrec-nest.cc; narrow induction variables
   that must not wrap) join FL's assumptions, which the closed form is
   guarded by.  */
static bool
summarize_exit_values (function *fun, struct fvr_loop *fl)
{
  unsigned degree = 0;
  struct fvr_nest nest = { fl->desc.niter, NULL_TREE };
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      exit_value *v = &fl->values[i];
      const char *why;
      tree where;
      if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (v->name)
	  || !fvr_summarizable_type_p (fun, TREE_TYPE (v->name)))
	return not_replaced (fl, "type not handled", v->name);
      if (!fvr_chrec_of (fl->loop, v->name, fpscev_opts.fvr_max_degree,
			 &nest, &v->ch, &why, &where))
	return not_replaced (fl, why, where ? where : v->name);
      /* The plan, the rewrite and the reports read a polynomial: its
	 degree, its first coefficient as the value after one iteration.  */
      gcc_checking_assert (fvr_chrec_polynomial_p (&v->ch));
      degree = MAX (degree, v->ch.degree);
    }
  if (nest.assumptions)
    {
      if (!fvr_invariant_p (fl->loop, nest.assumptions))
	return not_replaced (fl, "inner loops' conditions not computable "
			     "before the loop", NULL_TREE);
      fl->assumptions = (fl->assumptions
			 ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
					fl->assumptions, nest.assumptions)
			 : nest.assumptions);
    }
  /* Report the highest degree first.  */
  for (unsigned i = 0; i < fl->values.length (); i++)
    if (fl->values[i].ch.degree == degree)
      {
	std::swap (fl->values[0], fl->values[i]);
	break;
      }
  return true;
}

/* Build into FL's niter_seq the computation of N, the number of latch
   executions of FL's loop as an unsigned integer: 0 if may_be_zero holds,
   the niter expression otherwise.  */
static bool
build_niter (struct fvr_loop *fl)
{
  tree niter = fl->desc.niter;
  tree type = TREE_TYPE (niter);
  if (!INTEGRAL_TYPE_P (type)
      || !fvr_invariant_p (fl->loop, niter)
      || !fvr_invariant_p (fl->loop, fl->desc.may_be_zero))
    return false;
  gimple_seq seq = NULL;
  tree n = fvr_gimplify_append (&seq, unshare_expr (niter));
  if (!integer_zerop (fl->desc.may_be_zero))
    {
      tree mbz = fvr_gimplify_append (&seq,
				      unshare_expr (fl->desc.may_be_zero));
      n = gimple_build (&seq, COND_EXPR, type, mbz, build_zero_cst (type), n);
    }
  n = gimple_convert (&seq, unsigned_type_for (type), n);
  if (!fvr_straight_line_p (seq))
    {
      gimple_seq_discard (seq);
      return false;
    }
  fl->niter_seq = seq;
  fl->n = n;
  return true;
}

bool
fvr_analyze_loop (function *fun, class loop *loop, struct fvr_loop *fl)
{
  fl->loop = loop;
  fl->exit = NULL;
  fl->niter_seq = fl->closed_seq = fl->guard_seq = fl->once_seq = NULL;
  fl->n = fl->guard = fl->where = fl->assumptions = NULL_TREE;
  fl->first_skip = NULL_TREE;
  fl->why = NULL;
  fl->guard_cost = 0;
  bool pure = collect_exit_values (fun, fl);
  if (fl->values.is_empty ())
    return not_replaced (fl, "no value used after the loop", NULL_TREE);
  if (!check_loop (fl, pure) || !summarize_exit_values (fun, fl))
    return false;
  if (!build_niter (fl))
    return not_replaced (fl, "trip count not computable before the loop",
			 fl->desc.niter);
  return true;
}
