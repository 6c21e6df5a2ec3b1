/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* clamp-sqrt.cc -- branch-free square roots of clamped values (see
   clamp-sqrt.h).  */

#include "compat.h"
#include "clamp-sqrt.h"
#include "dump.h"

/* A branch between a constant and a square root: the PHI <C, .SQRT (X)>
   joining the two sides of the condition COND, the root ROOT alone in
   its block, C reached when COND is CONST_IF_TRUE.  */
struct clamp_root
{
  gphi *phi;
  gcall *root;
  gcond *cond;
  tree c;
  bool const_if_true;
};

/* Whether V is a constant that sqrt returns unchanged, exactly and
   without raising an exception: -0, +0, 1 and +inf.  */
static bool
sqrt_fixed_point_p (tree v)
{
  if (TREE_CODE (v) != REAL_CST)
    return false;
  const REAL_VALUE_TYPE *r = TREE_REAL_CST_PTR (v);
  return (real_zerop (v) || real_onep (v)
	  || (real_isinf (r) && !real_isneg (r)));
}

bool
fpscev_arm_block_p (basic_block bb, gimple *stmt)
{
  if (!single_pred_p (bb) || !single_succ_p (bb)
      || !gimple_seq_empty_p (phi_nodes (bb)))
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
       !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
    if (gsi_stmt (gsi) != stmt)
      return false;
  return true;
}

/* Whether the PHI's argument CI is a constant sqrt leaves alone and the
   other one a square root alone on the other side of a branch; if so,
   fill M.  */
static bool
match_arms (gphi *phi, int ci, struct clamp_root *m)
{
  tree c = gimple_phi_arg_def (phi, ci), t = gimple_phi_arg_def (phi, 1 - ci);
  if (!sqrt_fixed_point_p (c) || TREE_CODE (t) != SSA_NAME
      || !has_single_use (t))
    return false;
  gcall *root = dyn_cast<gcall *> (SSA_NAME_DEF_STMT (t));
  basic_block s = gimple_phi_arg_edge (phi, 1 - ci)->src;
  if (!root || !gimple_call_internal_p (root, IFN_SQRT)
      || gimple_bb (root) != s || !fpscev_arm_block_p (s, root))
    return false;
  /* The constant comes from the branch itself, or through an empty
     block (a diamond).  */
  basic_block b = single_pred (s);
  edge ce = gimple_phi_arg_edge (phi, ci);
  if (ce->src != b)
    ce = (fpscev_arm_block_p (ce->src, NULL) && single_pred (ce->src) == b
	  ? single_pred_edge (ce->src) : NULL);
  gcond *cond = safe_dyn_cast<gcond *> (fpscev_last_stmt (b));
  if (!ce || !cond || b->loop_father != gimple_bb (phi)->loop_father)
    return false;
  m->phi = phi;
  m->root = root;
  m->cond = cond;
  m->c = c;
  m->const_if_true = (ce->flags & EDGE_TRUE_VALUE) != 0;
  return true;
}

/* Whether PHI is a branch between a constant and a square root that
   clamp-sqrt.h rewrites; if so, fill M.  */
static bool
match_clamp_root (gphi *phi, struct clamp_root *m)
{
  tree res = gimple_phi_result (phi);
  if (gimple_phi_num_args (phi) != 2 || virtual_operand_p (res)
      || !SCALAR_FLOAT_TYPE_P (TREE_TYPE (res)))
    return false;
  return match_arms (phi, 0, m) || match_arms (phi, 1, m);
}

/* Rewrite M's branch: the test into a truth value, the select of the
   constant or the operand, its root, which replaces the PHI; the branch
   then goes to the constant's side, the root's block is dead.  */
static void
rewrite_clamp_root (const struct clamp_root *m)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (m->cond);
  tree x = gimple_call_arg (m->root, 0);
  tree type = TREE_TYPE (gimple_phi_result (m->phi));
  tree test = make_ssa_name (boolean_type_node);
  gassign *g = gimple_build_assign (test, gimple_cond_code (m->cond),
				    gimple_cond_lhs (m->cond),
				    gimple_cond_rhs (m->cond));
  gimple_set_location (g, gimple_location (m->cond));
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  tree t = make_ssa_name (type);
  g = gimple_build_assign (t, COND_EXPR, test,
			   m->const_if_true ? m->c : x,
			   m->const_if_true ? x : m->c);
  gimple_set_location (g, gimple_location (m->root));
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  tree r = make_ssa_name (type);
  gcall *root = gimple_build_call_internal (IFN_SQRT, 1, t);
  gimple_call_set_lhs (root, r);
  gimple_set_location (root, gimple_location (m->root));
  gsi_insert_before (&gsi, root, GSI_SAME_STMT);
  if (m->const_if_true)
    gimple_cond_make_true (m->cond);
  else
    gimple_cond_make_false (m->cond);
  update_stmt (m->cond);
  replace_uses_by (gimple_phi_result (m->phi), r);
  gimple_stmt_iterator pi = gsi_for_stmt (m->phi);
  remove_phi_node (&pi, true);
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

/* Whether BB belongs to an innermost loop of FUN, not as its header, on
   which the vectorizer may run.  */
static bool
loop_body_p (function *fun, basic_block bb)
{
  return (bb != bb->loop_father->header
	  && innermost_vectorizer_loop_p (fun, bb->loop_father));
}

/* Whether the vectorizer may take LOOP of FUN once it is branch-free.
   Under GCC's very cheap cost model (-O2), only a loop that needs no
   epilogue: a constant trip count, here a multiple of every vectorization
   factor of float and double (16 at most); elsewhere a scalar loop would
   compute the root for every element, also where the branch skipped it.
   Needs the scalar evolutions.  */
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

/* Whether FUN has a square root in a loop loop_body_p takes.  */
static bool
has_loop_root_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (loop_body_p (fun, bb))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_call_internal_p (gsi_stmt (gsi), IFN_SQRT))
	  return true;
  return false;
}

/* Add to FOUND the branches of FUN that clamp-sqrt.h rewrites.  */
static void
find_clamp_roots (function *fun, vec<clamp_root> *found)
{
  fpscev_init_loops_quietly (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  scev_initialize ();
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (loop_body_p (fun, bb) && vectorizable_loop_p (fun, bb->loop_father))
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  struct clamp_root m;
	  if (match_clamp_root (gsi.phi (), &m))
	    found->safe_push (m);
	}
  scev_finalize ();
  loop_optimizer_finalize (fun);
}

unsigned
fpscev_branch_free_roots (function *fun)
{
  if (fun->can_throw_non_call_exceptions || !current_loops
      || !has_loop_root_p (fun))
    return 0;
  if (need_ssa_update_p (fun))
    update_ssa (TODO_update_ssa);
  cleanup_tree_cfg ();
  auto_vec<clamp_root> found;
  find_clamp_roots (fun, &found);
  for (unsigned i = 0; i < found.length (); i++)
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 fpscev_remark_where (found[i].root),
			 "fpscev: branch to a square root is a square root "
			 "of a select\n");
      rewrite_clamp_root (&found[i]);
    }
  return found.length ();
}
