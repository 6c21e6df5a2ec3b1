/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* sanitize-loops.cc -- the finite-math sanitizer (sanitize.cc) in the
   reduction loops the vectorizer takes: the sites of such a loop, where
   no float escapes, record their failures in reductions, with the values
   their reports print, and are tested at the loop's exits (FORM_LOOP);
   a value the loop carries, whose last value is NaN or infinite if any
   was, has its last value tested there (FORM_EXIT).  A branch per site
   would keep the loop scalar.  */

#include "compat.h"
#include "float-types.h"
#include "sanitize.h"
#include "sanitize-impl.h"

/* Whether STMT lets a float value decide a branch or become a value of
   another kind (an integer, which may index memory, or the memory a
   call writes): in a loop, a NaN there may make the program crash or
   leave before the loop's exits report it.  Volatile accesses and asms
   too, which a report that waits for the exits may follow.  */
static bool
float_escape_p (gimple *stmt)
{
  if (gimple_has_volatile_ops (stmt) || gimple_code (stmt) == GIMPLE_ASM)
    return true;
  if (gcond *cond = dyn_cast<gcond *> (stmt))
    return FLOAT_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond)));
  tree lhs = gimple_get_lhs (stmt);
  bool float_lhs = lhs && FLOAT_TYPE_P (TREE_TYPE (lhs));
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	if (FLOAT_TYPE_P (TREE_TYPE (gimple_call_arg (call, i)))
	    && ((lhs && !float_lhs) || gimple_vdef (call)))
	  return true;
      return false;
    }
  if (!is_gimple_assign (stmt) || float_lhs)
    return false;
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (op && COMPARISON_CLASS_P (op))
	op = TREE_OPERAND (op, 0);
      if (op && FLOAT_TYPE_P (TREE_TYPE (op)))
	return true;
    }
  return false;
}

/* Whether the sites of LOOP may record their failures and wait for its
   exits: no statement of LOOP lets a float escape (float_escape_p).  */
static bool
sanitized_loop_p (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; ok && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      ok = !float_escape_p (gsi_stmt (gsi));
  free (body);
  return ok;
}

/* Whether the last value of the site NAME, which LOOP carries, is of the
   class tested if any of its values was: NAME is the sum, difference or
   product of the value the header's PHI takes from the latch and
   another, or its quotient by another, whose NaNs stay NaNs and
   infinities NaNs or infinities (but under sanitize=inf), and its
   definition dominates LOOP's exits.  The loop's reduction stays one the
   vectorizer takes.  Not where the x87 may carry the value wider
   (fpscev_wider_values_p), whose sum may overflow and come back where
   the program's tests, on the value rounded to its type, see an
   infinity.  */
static bool
exit_form_p (struct sanitize_state *ss, class loop *loop, tree name)
{
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def || ss->tested == FPSCEV_CLASS_INF
      || fpscev_wider_values_p (TREE_TYPE (name))
      || sanitize_operation_index (gimple_assign_rhs_code (def)) < 0)
    return false;
  tree carried = NULL_TREE;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (PHI_ARG_DEF_FROM_EDGE (gsi.phi (), loop_latch_edge (loop)) == name)
      carried = gimple_phi_result (gsi.phi ());
  if (!carried
      || (gimple_assign_rhs1 (def) != carried
	  && (gimple_assign_rhs_code (def) == RDIV_EXPR
	      || gimple_assign_rhs2 (def) != carried)))
    return false;
  for (edge e : fpscev_loop_exits (ss->fun, loop))
    if (!dominated_by_p (CDI_DOMINATORS, e->src, gimple_bb (def)))
      return false;
  return true;
}

/* Whether a loop's record holds the value V of a report
   (sanitize_site_values): V is no constant and is printed.  */
static bool
recorded_value_p (tree v)
{
  tree to;
  return (!CONSTANT_CLASS_P (v)
	  && sanitize_printf_conversion (TREE_TYPE (v), &to));
}

/* The number of values of the report of the site NAME
   (sanitize_site_values) that a loop's records hold, or -1 if the records
   cannot hold one of them, or the site's test cannot go after its
   definition.  */
static int
site_records (tree name)
{
  if (stmt_ends_bb_p (SSA_NAME_DEF_STMT (name)))
    return -1;
  auto_vec<tree, 4> values;
  sanitize_site_values (name, &values);
  int n = 0;
  for (tree v : values)
    if (recorded_value_p (v))
      {
	if (!sanitize_bits_size (TREE_TYPE (v)))
	  return -1;
	n++;
      }
  return n;
}

/* How the site NAME is tested, and in *LOOP its reduction loop (NULL
   for FORM_BRANCH if it is in none).  Needs the dominators.  */
static enum site_form
site_form (struct sanitize_state *ss, tree name, class loop **loop)
{
  *loop = NULL;
  if (!ss->loops || SSA_NAME_IS_DEFAULT_DEF (name))
    return FORM_BRANCH;
  class loop *l = gimple_bb (SSA_NAME_DEF_STMT (name))->loop_father;
  if (!l || !bitmap_bit_p (ss->loops, l->num))
    return FORM_BRANCH;
  *loop = l;
  if (fpscev_carried_name_p (l, name) && exit_form_p (ss, l, name))
    return FORM_EXIT;
  return site_records (name) >= 0 ? FORM_LOOP : FORM_BRANCH;
}

/* Sort loop sites by their ORDER.  */
static int
compare_loop_sites (const void *pa, const void *pb)
{
  const struct loop_site *a = (const struct loop_site *) pa;
  const struct loop_site *b = (const struct loop_site *) pb;
  return a->order < b->order ? -1 : a->order > b->order;
}

/* Number SS's loop sites in the order in which an iteration of their loop
   computes them: its blocks in the order of the dominators, and their
   statements.  */
static void
order_loop_sites (struct sanitize_state *ss)
{
  hash_map<tree, unsigned> order;
  for (auto loop : loops_list (ss->fun, LI_ONLY_INNERMOST))
    {
      if (!ss->loops || !bitmap_bit_p (ss->loops, loop->num))
	continue;
      basic_block *body = get_loop_body_in_dom_order (loop);
      unsigned n = 0;
      for (unsigned i = 0; i < loop->num_nodes; i++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	     !gsi_end_p (gsi); gsi_next (&gsi))
	  {
	    tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	    if (lhs && TREE_CODE (lhs) == SSA_NAME)
	      order.put (lhs, n++);
	  }
      free (body);
    }
  for (struct loop_site &ls : ss->loop_sites)
    ls.order = *order.get (ls.name);
  ss->loop_sites.qsort (compare_loop_sites);
}

/* The most values the records of one loop hold: each takes two
   reductions, which live in registers through the loop, and beyond
   which the loop spills them on each iteration (dist in
   bench/sanitize.md: 26 values, 18 times slower than the plain loop on
   one element, 6 times on many) and is better off with branches.  */
#define LOOP_RECORDS_MAX 12

/* Clear from SS's loops those of the sites in SITES that keep their
   branches (site_form), or whose records would hold more than
   LOOP_RECORDS_MAX values: so that a loop's reports keep the order of its
   failures.  */
static void
drop_loops (struct sanitize_state *ss, vec<tree> *sites)
{
  auto_vec<int> records;
  records.safe_grow_cleared (number_of_loops (ss->fun));
  class loop *loop;
  for (tree name : *sites)
    {
      enum site_form form = site_form (ss, name, &loop);
      if (form == FORM_BRANCH && loop)
	bitmap_clear_bit (ss->loops, loop->num);
      else if (form == FORM_LOOP)
	records[loop->num] += site_records (name);
    }
  for (unsigned i = 0; i < records.length (); i++)
    if (records[i] > LOOP_RECORDS_MAX)
      bitmap_clear_bit (ss->loops, i);
}

void
sanitize_classify_sites (struct sanitize_state *ss, vec<tree> *sites)
{
  calculate_dominance_info (CDI_DOMINATORS);
  drop_loops (ss, sites);
  class loop *loop;
  unsigned kept = 0;
  for (tree name : *sites)
    {
      enum site_form form = site_form (ss, name, &loop);
      if (form == FORM_BRANCH)
	(*sites)[kept++] = name;
      else
	{
	  struct loop_site ls = { name, loop, form, 0, 0, 0 };
	  ss->loop_sites.safe_push (ls);
	}
    }
  sites->truncate (kept);
  order_loop_sites (ss);
  free_dominance_info (CDI_DOMINATORS);
}

/* Test the site LS (FORM_LOOP) after its definition: record its values
   (sanitize_site_values) if it fails.  */
static void
record_site (struct sanitize_state *ss, struct loop_site *ls)
{
  gimple *def = SSA_NAME_DEF_STMT (ls->name);
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gimple_seq seq = NULL;
  tree bits;
  tree found = sanitize_append_site_test (ss, &seq, ls->name, &bits);
  auto_vec<tree, 4> values;
  sanitize_site_values (ls->name, &values);
  ls->first_record = ss->records.length ();
  ls->records = values.length ();
  for (tree v : values)
    {
      struct fpscev_loop_record rec = { NULL_TREE, NULL_TREE };
      if (recorded_value_p (v))
	rec = fpscev_append_loop_record (&seq, ss->fun, found,
					 v == ls->name ? bits
					 : sanitize_value_bits (&seq, v));
      ss->records.safe_push (rec);
    }
  gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
}

/* At the end of BB, on an exit of LS's loop, test LS: whether its records
   hold a failure (FORM_LOOP) or its last value fails (FORM_EXIT), and if
   so report it.  Return the block where the program goes on.  */
static basic_block
test_at_exit (struct sanitize_state *ss, basic_block bb,
	      const struct loop_site *ls)
{
  gimple_seq seq = NULL, print = NULL;
  gcond *cond;
  const char *text;
  if (ls->form == FORM_LOOP)
    {
      const struct fpscev_loop_record *records
	= &ss->records[ls->first_record];
      const struct fpscev_loop_record *value = &records[ls->records - 1];
      gcc_checking_assert (value->any);
      tree any, exact;
      tree none = fpscev_append_record_read (&seq, value, &any, &exact);
      cond = gimple_build_cond (EQ_EXPR, none, boolean_false_node,
				NULL_TREE, NULL_TREE);
      text = sanitize_append_report (ss, &print, ls->name, records, false);
    }
  else
    {
      tree bits;
      tree found = sanitize_append_site_test (ss, &seq, ls->name, &bits);
      cond = gimple_build_cond (NE_EXPR, found, boolean_false_node,
				NULL_TREE, NULL_TREE);
      text = sanitize_append_report (ss, &print, ls->name, NULL, true);
    }
  gimple_seq_add_stmt (&seq, cond);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  return sanitize_branch_to_report (ss, &gsi, true, seq, cond, print, text);
}

void
sanitize_instrument_loop_sites (struct sanitize_state *ss)
{
  for (struct loop_site &ls : ss->loop_sites)
    if (ls.form == FORM_LOOP)
      record_site (ss, &ls);
  for (auto loop : loops_list (ss->fun, LI_ONLY_INNERMOST))
    {
      unsigned n = 0;
      for (const struct loop_site &ls : ss->loop_sites)
	n += ls.loop == loop;
      if (!n)
	continue;
      auto_vec<edge> exits = fpscev_loop_exits (ss->fun, loop);
      gimple *exit_test = (exits.is_empty () ? NULL
			   : fpscev_last_stmt (exits[0]->src));
      if (dump_enabled_p () && exit_test)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, exit_test,
			 "fpscev: sanitized loop: %u checks reported at its "
			 "exits\n", n);
      for (edge e : exits)
	{
	  basic_block bb = split_edge (e);
	  for (const struct loop_site &ls : ss->loop_sites)
	    if (ls.loop == loop)
	      bb = test_at_exit (ss, bb, &ls);
	}
    }
}

bool
sanitize_prepare_loops (function *fun)
{
  if (!current_loops || !opt_for_fn (fun->decl, optimize)
      || opt_for_fn (fun->decl, optimize_debug)
      || !opt_for_fn (fun->decl, flag_tree_loop_vectorize)
      || (opt_for_fn (fun->decl, flag_vect_cost_model)
	  == VECT_COST_MODEL_VERY_CHEAP))
    return false;
  if (need_ssa_update_p (fun))
    update_ssa (TODO_update_ssa);
  cleanup_tree_cfg ();
  return true;
}

sbitmap
sanitize_reduction_loops (function *fun)
{
  auto_vec<gimple *> points;
  fpscev_leave_points (fun, &points);
  return fpscev_reduction_loops (fun, &points, sanitized_loop_p);
}

