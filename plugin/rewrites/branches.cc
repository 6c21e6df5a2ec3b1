/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* branches.cc -- branches in loops that the rewrites into selects take
   (see branches.h).  */

#include "compat.h"
#include "branches.h"
#include "dump.h"

/* Whether BB may be a side of a branch on its own: one predecessor, one
   successor, no PHI, ordinary edges.  */
static bool
arm_shape_p (basic_block bb)
{
  return (single_pred_p (bb) && single_succ_p (bb)
	  && gimple_seq_empty_p (phi_nodes (bb))
	  && !(single_pred_edge (bb)->flags & EDGE_COMPLEX)
	  && !(single_succ_edge (bb)->flags & EDGE_COMPLEX));
}

/* The edge out of the branching block that leads along E, an edge into
   the join, and in *ARM the side's own block or NULL.  */
static edge
side_of (edge e, basic_block *arm)
{
  *arm = arm_shape_p (e->src) ? e->src : NULL;
  return *arm ? single_pred_edge (*arm) : e;
}

/* Whether IN0 and IN1, edges into JOIN, end the two sides of a branch
   as struct fpscev_branch describes; if so, fill BR.  */
static bool
match_sides (basic_block join, edge in0, edge in1, struct fpscev_branch *br)
{
  basic_block arm[2];
  edge in[2] = { in0, in1 };
  edge out[2] = { side_of (in[0], &arm[0]), side_of (in[1], &arm[1]) };
  basic_block b = out[0]->src;
  gcond *cond = safe_dyn_cast<gcond *> (fpscev_last_stmt (b));
  if (!cond || out[1]->src != b || out[0] == out[1]
      || b->loop_father != join->loop_father
      || ((in[0]->flags | in[1]->flags) & EDGE_COMPLEX))
    return false;
  int t = (out[0]->flags & EDGE_TRUE_VALUE) ? 0 : 1;
  br->cond = cond;
  br->join = join;
  br->arm[0] = arm[t];
  br->arm[1] = arm[1 - t];
  br->in[0] = in[t];
  br->in[1] = in[1 - t];
  return true;
}

bool
fpscev_match_branch (basic_block join, struct fpscev_branch *br)
{
  return (EDGE_COUNT (join->preds) == 2
	  && match_sides (join, EDGE_PRED (join, 0), EDGE_PRED (join, 1), br));
}

bool
fpscev_match_inner_branch (basic_block join, struct fpscev_branch *br)
{
  for (unsigned i = 0; i < EDGE_COUNT (join->preds); i++)
    for (unsigned j = i + 1; j < EDGE_COUNT (join->preds); j++)
      if (match_sides (join, EDGE_PRED (join, i), EDGE_PRED (join, j), br))
	return true;
  return false;
}

bool
fpscev_arm_holds_only_p (basic_block arm, gimple *stmt)
{
  if (!arm)
    return !stmt;
  for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (arm);
       !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
    if (gsi_stmt (gsi) != stmt)
      return false;
  return true;
}

bool
fpscev_arm_block_p (basic_block bb, gimple *stmt)
{
  return arm_shape_p (bb) && fpscev_arm_holds_only_p (bb, stmt);
}

/* Whether LOOP is an innermost loop of FUN on which the vectorizer may
   run.  */
static bool
innermost_vectorizer_loop_p (function *fun, class loop *loop)
{
  return (loop_outer (loop) && !loop->inner && !loop->dont_vectorize
	  && (loop->force_vectorize
	      || opt_for_fn (fun->decl, flag_tree_loop_vectorize)));
}

bool
fpscev_loop_body_p (function *fun, basic_block bb)
{
  return (bb != bb->loop_father->header
	  && innermost_vectorizer_loop_p (fun, bb->loop_father));
}

/* Whether the vectorizer may take LOOP of FUN once it is branch-free.
   Under GCC's very cheap cost model (-O2), only a loop that needs no
   epilogue: a constant trip count, here a multiple of every vectorization
   factor of float and double (16 at most); elsewhere a scalar loop would
   compute both sides of the branch for every element.  Needs the scalar
   evolutions.  */
static bool
vectorizable_loop_p (function *fun, class loop *loop)
{
  if (loop->force_vectorize
      || (opt_for_fn (fun->decl, flag_vect_cost_model)
	  != VECT_COST_MODEL_VERY_CHEAP))
    return true;
  tree n = number_of_latch_executions (loop);
  return n && tree_fits_uhwi_p (n) && (tree_to_uhwi (n) + 1) % 16 == 0;
}

bool
fpscev_vectorizer_may_take_p (function *fun, class loop *loop)
{
  return (innermost_vectorizer_loop_p (fun, loop)
	  && vectorizable_loop_p (fun, loop));
}

void
fpscev_visit_loop_bodies (function *fun,
			  void (*visit) (basic_block, void *), void *data)
{
  if (need_ssa_update_p (fun))
    update_ssa (TODO_update_ssa);
  cleanup_tree_cfg ();
  fpscev_init_loops_quietly (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  scev_initialize ();
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (fpscev_loop_body_p (fun, bb)
	&& vectorizable_loop_p (fun, bb->loop_father))
      visit (bb, data);
  scev_finalize ();
  loop_optimizer_finalize (fun);
}

tree
fpscev_branch_test (gcond *cond)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  tree test = make_ssa_name (boolean_type_node);
  gassign *g = gimple_build_assign (test, gimple_cond_code (cond),
				    gimple_cond_lhs (cond),
				    gimple_cond_rhs (cond));
  gimple_set_location (g, gimple_location (cond));
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  return test;
}

void
fpscev_decide_branch (gcond *cond, bool value)
{
  if (value)
    gimple_cond_make_true (cond);
  else
    gimple_cond_make_false (cond);
  update_stmt (cond);
}
