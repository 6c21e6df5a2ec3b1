/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fvr-rewrite.cc -- the CFG rewrite of the final value replacement: the
   closed forms of a loop's exit values replace them after the loop, on
   the exit edge, or in a version of the loop chosen by a guard on the
   trip count (the decision of fvr-cost.cc).  The loop itself is left in
   place, its results unused: the loop pipeline's dead code elimination
   deletes it.  */

#include "compat.h"
#include "fvr.h"

/* Replace by VAL every use of NAME after LOOP.  */
static void
replace_uses_after_loop (class loop *loop, tree name, tree val)
{
  imm_use_iterator iter;
  gimple *stmt;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_STMT (stmt, iter, name)
    {
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, iter)
	    if (!flow_bb_inside_loop_p
		(loop, gimple_phi_arg_edge (phi,
					    PHI_ARG_INDEX_FROM_USE (use_p))->src))
	      SET_USE (use_p, val);
	}
      else if (!flow_bb_inside_loop_p (loop, gimple_bb (stmt)))
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, iter)
	    SET_USE (use_p, val);
	  update_stmt (stmt);
	}
    }
}

/* Reset the debug binds after LOOP that use DEF, defined in LOOP.  */
static void
reset_debug_uses_of (class loop *loop, tree def)
{
  imm_use_iterator iter;
  gimple *stmt;
  FOR_EACH_IMM_USE_STMT (stmt, iter, def)
    if (gimple_debug_bind_p (stmt)
	&& !flow_bb_inside_loop_p (loop, gimple_bb (stmt)))
      {
	gimple_debug_bind_reset_value (stmt);
	update_stmt (stmt);
      }
}

/* Reset the debug binds after LOOP that still use names defined in LOOP:
   once the loop can be skipped, those definitions no longer dominate
   them.  */
static void
reset_debug_uses_after_loop (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	reset_debug_uses_of (loop, gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  tree def = gimple_get_lhs (gsi_stmt (gsi));
	  if (def && TREE_CODE (def) == SSA_NAME)
	    reset_debug_uses_of (loop, def);
	}
    }
  free (body);
}

/* The memory state on entry to LOOP, which has no virtual definition
   other than PHIs, as seen from its virtual PHI PHI: every virtual PHI of
   the loop carries that state.  A cycle of virtual PHIs goes through the
   header, whose PHI gives the state from the preheader; without one, the
   PHIs of the body form no cycle and lead to the state outside.  */
static tree
entry_vuse (class loop *loop, gphi *phi)
{
  if (gphi *vphi = get_virtual_phi (loop->header))
    return PHI_ARG_DEF_FROM_EDGE (vphi, loop_preheader_edge (loop));
  for (;;)
    {
      tree arg = gimple_phi_arg_def (phi, 0);
      gimple *def = SSA_NAME_DEF_STMT (arg);
      if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return arg;
      phi = as_a <gphi *> (def);
    }
}

/* Merge the memory state in D, after LOOP (which has no virtual definition
   other than PHIs), that comes from the loop's EXIT edge and from the JOIN
   edge of the closed-form version, which skips the loop (and from the
   edge ONCE of count 1, if not NULL): the virtual PHI of the loop used
   after it gets a virtual PHI in D, whose JOIN (and ONCE) argument is the
   state on entry to the loop (the same memory).  */
static void
merge_virtual_state (class loop *loop, basic_block d, edge exit, edge join,
		     edge once)
{
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree res = gimple_phi_result (gsi.phi ());
	if (!virtual_operand_p (res) || !fvr_used_after_loop_p (loop, res))
	  continue;
	gphi *phi = create_phi_node (copy_ssa_name (res), d);
	add_phi_arg (phi, res, exit, UNKNOWN_LOCATION);
	tree entry = entry_vuse (loop, gsi.phi ());
	add_phi_arg (phi, entry, join, UNKNOWN_LOCATION);
	if (once)
	  add_phi_arg (phi, entry, once, UNKNOWN_LOCATION);
	replace_uses_after_loop (loop, res, gimple_phi_result (phi));
      }
  free (body);
}

/* Insert SEQ at the start of the empty block BB.  */
static void
insert_seq (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_start_bb (bb);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
}

/* The computation of N and of the closed forms of FL, in one sequence.  */
static gimple_seq
closed_form_seq (struct fvr_loop *fl)
{
  gimple_seq seq = NULL;
  gimple_seq_add_seq (&seq, fl->niter_seq);
  gimple_seq_add_seq (&seq, fl->closed_seq);
  return seq;
}

/* Statically, the closed forms go on the exit edge of the loop, in a new
   block D, and replace the uses of the exit values after the loop:

        preheader                       preheader
            |                               |
            v                               v
         header <--+                     header <--+
           ...     | latch                 ...     | latch
          exit ----+                      exit ----+
            |                               |
            |                               v
            |                               D   N; x' = closed form of x
            v                               v
          after: uses of x                after: uses of x'  */

/* Give FL's entry test its entry_cond, if it has one: it skips the loop
   at count 1 too (fvr-cost.cc).  */
static void
set_entry_test (struct fvr_loop *fl)
{
  if (!fl->entry_test)
    return;
  tree cond = fl->entry_cond;
  gimple_cond_set_condition (fl->entry_test, TREE_CODE (cond),
			     TREE_OPERAND (cond, 0), TREE_OPERAND (cond, 1));
  update_stmt (fl->entry_test);
}

void
fvr_replace_statically (struct fvr_loop *fl)
{
  set_entry_test (fl);
  basic_block d = split_edge (fl->exit);
  insert_seq (d, closed_form_seq (fl));
  for (unsigned i = 0; i < fl->values.length (); i++)
    replace_uses_after_loop (fl->loop, fl->values[i].name,
			     fl->values[i].closed);
}

/* End the block C with the condition GUARD, computed by GUARD_SEQ.  */
static void
insert_guard (basic_block c, tree guard, gimple_seq guard_seq)
{
  insert_seq (c, guard_seq);
  gimple_stmt_iterator gsi = gsi_last_bb (c);
  gcond *cond = (COMPARISON_CLASS_P (guard)
		 ? gimple_build_cond (TREE_CODE (guard), TREE_OPERAND (guard, 0),
				      TREE_OPERAND (guard, 1), NULL_TREE,
				      NULL_TREE)
		 : gimple_build_cond (NE_EXPR, guard, boolean_false_node,
				      NULL_TREE, NULL_TREE));
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);
}

/* Add the block B, computed by SEQ, on the true edge of the test at the
   end of C, taken with probability PROB, whose false edge goes on to the
   loop; B skips the loop to D.  Return the edge from B to D.  */
static edge
add_skipping_block (basic_block c, basic_block d, gimple_seq seq,
		    profile_probability prob)
{
  edge to_loop = single_succ_edge (c);
  to_loop->flags = (to_loop->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  basic_block b = create_empty_bb (c);
  add_bb_to_loop (b, c->loop_father);
  edge to_b = make_edge (c, b, EDGE_TRUE_VALUE);
  edge join = make_single_succ_edge (b, d, EDGE_FALLTHRU);
  rescan_loop_exit (join, true, false);
  to_b->probability = prob;
  to_loop->probability = prob.invert ();
  b->count = c->count.apply_probability (prob);
  to_loop->dest->count = c->count.apply_probability (to_loop->probability);
  if (dom_info_available_p (CDI_DOMINATORS))
    {
      set_immediate_dominator (CDI_DOMINATORS, b, c);
      set_immediate_dominator (CDI_DOMINATORS, d, c);
    }
  insert_seq (b, seq);
  return join;
}

/* Merge each exit value of FL in a PHI of D: the value from the loop's
   EXIT edge, its closed form from the JOIN edge, and its value after one
   iteration from the ONCE edge if not NULL; the PHI replaces the value's
   uses after the loop.  */
static void
merge_exit_values (struct fvr_loop *fl, basic_block d, edge exit, edge join,
		   edge once)
{
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      tree name = fl->values[i].name;
      gphi *phi = create_phi_node (make_ssa_name (TREE_TYPE (name)), d);
      add_phi_arg (phi, name, exit, UNKNOWN_LOCATION);
      add_phi_arg (phi, fl->values[i].closed, join, UNKNOWN_LOCATION);
      if (once)
	add_phi_arg (phi, fl->values[i].once, once, UNKNOWN_LOCATION);
      replace_uses_after_loop (fl->loop, name, gimple_phi_result (phi));
    }
}

/* Guarded, the loop is versioned: a block C between the preheader and a
   new preheader P tests the guard; when it holds, the closed-form
   version B, which computes N again (the guard may not need all of it)
   and the closed forms, skips the loop.  The two versions join in a new
   block D on the exit edge, where PHIs merge the exit values and the
   memory state:

        preheader                       preheader
            |                               |
            |                               v
            |                               C   if (guard)
            |                        true  / \  false
            |                             v   v
            |                             B   P
            |                             |   |
            v                             |   v
         header <--+                      |  header <--+
           ...     | latch                |    ...     | latch
          exit ----+                      |   exit ----+
            |                             |   |
            |                        join |   | exit
            |                             |   v
            |                             +-> D   x'' = PHI <x, x'>
            v                                 v
          after: uses of x                  after: uses of x''

   with x' = closed form of x, in B.  Debug binds after the loop that use
   its names are reset: once the loop can be skipped, those definitions
   no longer dominate them.

   The guard's edges are even: nothing says whether the counts reach T.
   Marked likely, the edge to B made GCC's block reordering put B on the
   fall-through and the loop out of line, so that the small counts, where
   the loop is cheap and a taken jump is a visible share of its time,
   jumped (bench/results.md; the manual has the figures).

   With a first_skip (fvr-cost.cc), count 1 is taken apart before the
   guard, as if its one iteration were peeled: after the entry test that
   skips the loop at count 0, a block S tests "one iteration" (n <= 1 for
   "n > 0"), in place of the loop's first exit test, and when it holds
   goes to a block O that computes the values after one iteration (the
   summaries' first coefficients) and joins D:

            entry test  if (n > 0)
                |
                v
                S   if (first_skip)
         true  / \  false
              v   v
              O   C   if (guard)
              |  ... (as above)
              |   v
              +-> D   x'' = PHI <x, x', x1>

   with x1 = the value of x after one iteration, in O, an unlikely edge
   (out of line).  Counts 0 and 1 run the entry test and S, two tests, as
   the plain loop does at count 1 (its entry test and one exit test); only
   counts from 2 on reach the guard.  */

void
fvr_replace_guarded (struct fvr_loop *fl)
{
  class loop *loop = fl->loop;
  if (!fl->guard)
    {
      fvr_replace_statically (fl);
      return;
    }
  gcc_checking_assert (loop_preheader_edge (loop));
  set_entry_test (fl);
  basic_block c = split_edge (loop_preheader_edge (loop));
  split_edge (single_succ_edge (c));
  basic_block d = split_edge (fl->exit);
  edge exit = single_pred_edge (d);
  insert_guard (c, fl->guard, fl->guard_seq);
  edge join = add_skipping_block (c, d, closed_form_seq (fl),
				  profile_probability::even ());
  edge once = NULL;
  if (fl->first_skip)
    {
      basic_block s = split_edge (single_pred_edge (c));
      insert_guard (s, fl->first_skip, NULL);
      once = add_skipping_block (s, d, fl->once_seq,
				 profile_probability::unlikely ());
    }
  merge_exit_values (fl, d, exit, join, once);
  reset_debug_uses_after_loop (loop);
  merge_virtual_state (loop, d, exit, join, once);
}
