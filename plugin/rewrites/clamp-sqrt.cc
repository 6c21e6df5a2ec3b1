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
#include "branches.h"
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

/* Whether the argument of PHI on side CS of the branch BR is a constant
   sqrt leaves alone and the other one a square root alone on the other
   side; if so, fill M.  */
static bool
match_arms (gphi *phi, const struct fpscev_branch *br, int cs,
	    struct clamp_root *m)
{
  tree c = PHI_ARG_DEF_FROM_EDGE (phi, br->in[cs]);
  tree t = PHI_ARG_DEF_FROM_EDGE (phi, br->in[1 - cs]);
  if (!sqrt_fixed_point_p (c) || TREE_CODE (t) != SSA_NAME
      || !has_single_use (t))
    return false;
  gcall *root = dyn_cast<gcall *> (SSA_NAME_DEF_STMT (t));
  basic_block s = br->arm[1 - cs];
  if (!root || !gimple_call_internal_p (root, IFN_SQRT)
      || !s || gimple_bb (root) != s || !fpscev_arm_holds_only_p (s, root)
      || !fpscev_arm_holds_only_p (br->arm[cs], NULL))
    return false;
  m->phi = phi;
  m->root = root;
  m->cond = br->cond;
  m->c = c;
  m->const_if_true = cs == 0;
  return true;
}

/* Whether PHI is a branch between a constant and a square root that
   clamp-sqrt.h rewrites; if so, fill M.  */
static bool
match_clamp_root (gphi *phi, struct clamp_root *m)
{
  tree res = gimple_phi_result (phi);
  struct fpscev_branch br;
  if (gimple_phi_num_args (phi) != 2 || virtual_operand_p (res)
      || !SCALAR_FLOAT_TYPE_P (TREE_TYPE (res))
      || !fpscev_match_branch (gimple_bb (phi), &br))
    return false;
  return match_arms (phi, &br, 0, m) || match_arms (phi, &br, 1, m);
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
  tree test = fpscev_branch_test (m->cond);
  tree t = make_ssa_name (type);
  gassign *g = gimple_build_assign (t, COND_EXPR, test,
			   m->const_if_true ? m->c : x,
			   m->const_if_true ? x : m->c);
  gimple_set_location (g, gimple_location (m->root));
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  tree r = make_ssa_name (type);
  gcall *root = gimple_build_call_internal (IFN_SQRT, 1, t);
  gimple_call_set_lhs (root, r);
  gimple_set_location (root, gimple_location (m->root));
  gsi_insert_before (&gsi, root, GSI_SAME_STMT);
  fpscev_decide_branch (m->cond, m->const_if_true);
  replace_uses_by (gimple_phi_result (m->phi), r);
  gimple_stmt_iterator pi = gsi_for_stmt (m->phi);
  remove_phi_node (&pi, true);
}

/* Whether FUN has a square root in a loop fpscev_loop_body_p takes.  */
static bool
has_loop_root_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (fpscev_loop_body_p (fun, bb))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_call_internal_p (gsi_stmt (gsi), IFN_SQRT))
	  return true;
  return false;
}

/* Add to DATA, a vec<clamp_root>, the branches joined in BB that
   clamp-sqrt.h rewrites.  */
static void
find_clamp_roots (basic_block bb, void *data)
{
  vec<clamp_root> *found = (vec<clamp_root> *) data;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      struct clamp_root m;
      if (match_clamp_root (gsi.phi (), &m))
	found->safe_push (m);
    }
}

unsigned
fpscev_branch_free_roots (function *fun)
{
  if (fun->can_throw_non_call_exceptions || !current_loops
      || !has_loop_root_p (fun))
    return 0;
  auto_vec<clamp_root> found;
  fpscev_visit_loop_bodies (fun, find_clamp_roots, &found);
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
