/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* sanitize.cc -- the finite-math sanitizer
   (-fplugin-arg-fpscev-sanitize[=finite|nan|inf]).

   A site is a float SSA name that brings a NaN or an infinity into being
   or into the function: the result of an addition, subtraction,
   multiplication or division, of a conversion that may overflow, of a
   call, of a load, or a parameter.  Right after its definition (at the
   start of the function for a parameter), a test on the value's bits
   (instrument.h: GCC cannot fold it away under -ffinite-math-only)
   branches, never taken on clean values, to a block of its own that
   reports the site on standard error, as UBSan does:

     FILE:LINE:COL: runtime error: division 0x0p+0 / 0x0p+0 is -nan
       in function 'f'

   and aborts; with sanitize-recover, the block reports its site the first
   time only (a static flag per site) and goes back.  A value whose
   fpscev range holds no value of the kinds tested gets no test; the
   ranges, when sanitizing, do not take -ffinite-math-only's promise for
   granted (float-types.cc).

   This file finds the sites, tests them with branches and drives the
   whole; sanitize-loops.cc tests the sites of reduction loops at the
   loops' exits, sanitize-report.cc writes the reports; sanitize-impl.h
   holds what they share.  */

#include "compat.h"
#include "options.h"
#include "engine.h"
#include "sanitize.h"
#include "sanitize-impl.h"
#include "tree-ssa.h"

/* Whether converting a value of type FROM to the float type TO may
   overflow: an integer of magnitude 2^emax or more, or a float of a
   larger exponent range.  */
static bool
conversion_may_overflow_p (tree from, tree to)
{
  const struct real_format *to_fmt = REAL_MODE_FORMAT (TYPE_MODE (to));
  if (INTEGRAL_TYPE_P (from))
    return ((int) TYPE_PRECISION (from) - !TYPE_UNSIGNED (from)
	    >= to_fmt->emax);
  if (!SCALAR_FLOAT_TYPE_P (from))
    return false;
  const struct real_format *from_fmt = REAL_MODE_FORMAT (TYPE_MODE (from));
  return from_fmt && from_fmt->emax > to_fmt->emax;
}

/* Whether the definition DEF of a float SSA name is a site.  */
static bool
site_stmt_p (gimple *def)
{
  if (is_gimple_call (def))
    return true;
  gassign *assign = dyn_cast<gassign *> (def);
  if (!assign)
    return false;
  if (gimple_assign_load_p (assign))
    return true;
  enum tree_code code = gimple_assign_rhs_code (assign);
  if (sanitize_operation_index (code) >= 0)
    return true;
  return ((code == FLOAT_EXPR || CONVERT_EXPR_CODE_P (code))
	  && conversion_may_overflow_p (TREE_TYPE (gimple_assign_rhs1 (assign)),
					TREE_TYPE (gimple_assign_lhs (assign))));
}

/* Whether NAME is a site: a float value the sanitizer can test, used,
   defined by a site statement or a parameter.  */
static bool
site_p (tree name)
{
  tree type = TREE_TYPE (name);
  if (!SCALAR_FLOAT_TYPE_P (type) || !fpscev_class_testable_p (type)
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    return (SSA_NAME_VAR (name) && TREE_CODE (SSA_NAME_VAR (name)) == PARM_DECL
	    && DECL_NAME (SSA_NAME_VAR (name)) && !has_zero_uses (name));
  return (gimple_bb (def) && site_stmt_p (def)
	  && (is_gimple_call (def) || !has_zero_uses (name)));
}

/* Whether the range of NAME proves it none of the values tested.  */
static bool
proven_p (struct sanitize_state *ss, tree name)
{
  const struct fpscev_value *v = ss->a ? fpscev_value_of (ss->a, name) : NULL;
  if (!v || v->imag)
    return false;
  bool nan = fr_maybe_nan_p (&v->r);
  bool inf = fr_maybe_pinf_p (&v->r) || fr_maybe_ninf_p (&v->r);
  switch (ss->tested)
    {
    case FPSCEV_CLASS_NAN:
      return !nan;
    case FPSCEV_CLASS_INF:
      return !inf;
    default:
      return !nan && !inf;
    }
}

/* Whether the statement USE_STMT, which uses the site NAME, is a site
   whose value is one of the kinds SS tests whenever NAME's is: an
   arithmetic operation or a conversion (a NaN stays a NaN, an infinity
   a NaN or an infinity), but not a division by NAME unless only NaNs are
   tested (x / inf is 0), and for =inf a conversion only (inf - inf and
   inf * 0 are NaNs).  */
static bool
passes_on_p (struct sanitize_state *ss, gimple *use_stmt, tree name)
{
  gassign *assign = dyn_cast<gassign *> (use_stmt);
  if (!assign || gimple_assign_load_p (assign)
      || TREE_CODE (gimple_assign_lhs (assign)) != SSA_NAME
      || !site_p (gimple_assign_lhs (assign)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (assign);
  if (ss->tested == FPSCEV_CLASS_INF)
    return code == FLOAT_EXPR || CONVERT_EXPR_CODE_P (code);
  return (code != RDIV_EXPR || gimple_assign_rhs2 (assign) != name
	  || ss->tested == FPSCEV_CLASS_NAN);
}

/* Whether the site NAME, defined by a statement, is left to its uses to
   report: GCC may compute a value where the program does not (LIM's and
   PRE's hoisting above a test, a reciprocal computed once for the
   divisions of both arms), and where it is not used, it is none of the
   program's values.  So a site whose every use passes it on to a site
   (passes_on_p) is not tested, its using sites report it, if no use
   post-dominates its definition, or if GCC made it without a source
   position (which its users have).  Needs the post-dominators.  */
static bool
reported_by_uses_p (struct sanitize_state *ss, tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (SSA_NAME_IS_DEFAULT_DEF (name) || is_gimple_call (def))
    return false;
  bool located = gimple_has_location (def);
  imm_use_iterator it;
  gimple *use_stmt;
  FOR_EACH_IMM_USE_STMT (use_stmt, it, name)
    if (!is_gimple_debug (use_stmt)
	&& (!passes_on_p (ss, use_stmt, name)
	    || (located
		&& dominated_by_p (CDI_POST_DOMINATORS, gimple_bb (def),
				   gimple_bb (use_stmt)))))
      return false;
  return true;
}

/* The tests.  */

/* Make COND, the last statement of its block whose one successor edge
   falls through, a branch: its false edge goes on there, its true edge,
   never taken, to a new empty block, which is returned.  */
static basic_block
branch_to_new_block (gcond *cond)
{
  basic_block bb = gimple_bb (cond);
  edge e = single_succ_edge (bb);
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  e->probability = profile_probability::always ();
  basic_block target = create_empty_bb (bb);
  target->count = profile_count::zero ();
  if (current_loops)
    add_bb_to_loop (target, bb->loop_father);
  edge t = make_edge (bb, target, EDGE_TRUE_VALUE);
  t->probability = profile_probability::never ();
  return target;
}

/* The static flag of whether the site of the message TEXT was reported,
   shared by the sites of that message.  */
static tree
reported_flag (struct sanitize_state *ss, const char *text)
{
  bool existed;
  tree &flag = ss->reported->get_or_insert (text, &existed);
  if (!existed)
    flag = fpscev_static_variable (unsigned_char_type_node,
				   "fpscev_sanitize_reported", NULL_TREE);
  return flag;
}

/* Fill REPORT, the block of the failed test of a site, whose program goes
   on in NEXT: PRINT (the report of the message TEXT) and abort, or with
   sanitize-recover, PRINT the first time only, and on to NEXT.  */
static void
fill_report_block (struct sanitize_state *ss, basic_block report,
		   basic_block next, gimple_seq print, const char *text)
{
  gimple_stmt_iterator gsi = gsi_start_bb (report);
  if (!fpscev_opts.sanitize_recover)
    {
      tree abort_decl = builtin_decl_explicit (BUILT_IN_ABORT);
      gimple_seq_add_stmt (&print, gimple_build_call (abort_decl, 0));
      gsi_insert_seq_after (&gsi, print, GSI_CONTINUE_LINKING);
      return;
    }
  tree type = unsigned_char_type_node;
  tree reported = reported_flag (ss, text);
  tree old = make_ssa_name (type);
  gimple_seq test = NULL;
  gimple_seq_add_stmt (&test, gimple_build_assign (old, reported));
  gcond *first = gimple_build_cond (EQ_EXPR, old, build_zero_cst (type),
				    NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&test, first);
  gsi_insert_seq_after (&gsi, test, GSI_CONTINUE_LINKING);
  make_single_succ_edge (report, next, EDGE_FALLTHRU);
  basic_block print_bb = branch_to_new_block (first);
  gimple_seq_add_stmt (&print, gimple_build_assign (reported,
						    build_one_cst (type)));
  gsi = gsi_start_bb (print_bb);
  gsi_insert_seq_after (&gsi, print, GSI_CONTINUE_LINKING);
  make_single_succ_edge (print_bb, next, EDGE_FALLTHRU);
}

/* Where the test of NAME goes: after its definition (AFTER), or before
   the statement at *GSI: after the opaque zero for a parameter, on the
   edge on which a definition that ends its block (a call that may throw)
   falls through.  False if there is no such edge.  */
static bool
test_point (struct sanitize_state *ss, tree name, gimple_stmt_iterator *gsi,
	    bool *after)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  *after = true;
  if (SSA_NAME_IS_DEFAULT_DEF (name) && ss->params_next)
    {
      *gsi = gsi_after_labels (ss->params_next);
      *after = false;
      return true;
    }
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    def = ss->entry;
  else if (stmt_ends_bb_p (def))
    {
      edge e = find_fallthru_edge (gimple_bb (def)->succs);
      if (!e || (e->flags & EDGE_ABNORMAL))
	return false;
      *gsi = gsi_after_labels (split_edge (e));
      *after = false;
      return true;
    }
  *gsi = gsi_for_stmt (def);
  return true;
}

basic_block
sanitize_branch_to_report (struct sanitize_state *ss,
			   gimple_stmt_iterator *gsi, bool after,
			   gimple_seq seq, gcond *cond, gimple_seq print,
			   const char *text)
{
  if (after)
    gsi_insert_seq_after (gsi, seq, GSI_CONTINUE_LINKING);
  else
    gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  basic_block next = split_block (gimple_bb (cond), cond)->dest;
  basic_block report = branch_to_new_block (cond);
  fill_report_block (ss, report, next, print, text);
  return next;
}

tree
sanitize_append_site_test (struct sanitize_state *ss, gimple_seq *seq,
			   tree name, tree *bits)
{
  tree copy = fpscev_append_opaque_copy (seq, ss->zero, name, bits);
  tree found = fpscev_append_class_test (seq, copy, ss->tested);
  gcc_checking_assert (found);
  return found;
}

/* Test the site NAME after its definition; false if it cannot be.  */
static bool
instrument_site (struct sanitize_state *ss, tree name)
{
  gimple_stmt_iterator gsi;
  bool after;
  if (!test_point (ss, name, &gsi, &after))
    return false;
  gimple_seq seq = NULL;
  tree bits;
  tree found = sanitize_append_site_test (ss, &seq, name, &bits);
  gcond *cond = gimple_build_cond (NE_EXPR, found, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&seq, cond);
  gimple_seq print = NULL;
  const char *text = sanitize_append_report (ss, &print, name, NULL, false);
  basic_block next = sanitize_branch_to_report (ss, &gsi, after, seq, cond,
						print, text);
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    ss->params_next = next;
  return true;
}

/* The class of values fpscev_opts.sanitize asks to find.  */
static enum fpscev_value_class
tested_class (void)
{
  switch (fpscev_opts.sanitize)
    {
    case FPSCEV_SANITIZE_NAN:
      return FPSCEV_CLASS_NAN;
    case FPSCEV_SANITIZE_INF:
      return FPSCEV_CLASS_INF;
    default:
      return FPSCEV_CLASS_NONFINITE;
    }
}

/* Push to SITES the sites of SS's function that its ranges do not spare,
   counting those they do, and leaving out those their uses report.  */
static void
collect_sites (struct sanitize_state *ss, vec<tree> *sites)
{
  unsigned i;
  tree name;
  calculate_dominance_info (CDI_POST_DOMINATORS);
  FOR_EACH_SSA_NAME (i, name, ss->fun)
    if (site_p (name))
      {
	if (proven_p (ss, name))
	  ss->removed++;
	else if (!reported_by_uses_p (ss, name))
	  sites->safe_push (name);
      }
  free_dominance_info (CDI_POST_DOMINATORS);
}

/* Instrument SITES, the sites of SS's function.  */
static void
instrument_sites (struct sanitize_state *ss, vec<tree> *sites)
{
  gimple_seq seq = NULL;
  ss->zero = fpscev_append_opaque_zero (&seq);
  ss->entry = gimple_seq_last_stmt (seq);
  gsi_insert_seq_on_edge_immediate (single_succ_edge
				    (ENTRY_BLOCK_PTR_FOR_FN (ss->fun)), seq);
  if (ss->loops)
    sanitize_classify_sites (ss, sites);
  ss->kept = ss->loop_sites.length ();
  sanitize_instrument_loop_sites (ss);
  for (tree name : *sites)
    ss->kept += instrument_site (ss, name);
  /* The tests split blocks; the reports read and write memory, the
     records are memory that becomes SSA names.  */
  free_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (ss->fun);
  if (ss->loop_sites.is_empty ())
    update_ssa (TODO_update_ssa_only_virtuals);
  else
    {
      update_ssa (TODO_update_ssa);
      execute_update_addresses_taken ();
    }
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
}

bool
fpscev_sanitize (function *fun, struct fpscev_analysis *a)
{
  hash_map<nofree_string_hash, tree> reported;
  struct sanitize_state ss;
  ss.fun = fun;
  ss.a = a;
  ss.tested = tested_class ();
  ss.zero = NULL_TREE;
  ss.entry = NULL;
  ss.params_next = NULL;
  ss.reported = &reported;
  ss.loops = NULL;
  ss.kept = ss.removed = 0;
  auto_vec<tree> sites;
  collect_sites (&ss, &sites);
  if (!sites.is_empty () && sanitize_prepare_loops (fun))
    {
      /* The cleanup may have removed sites.  */
      sites.truncate (0);
      ss.removed = 0;
      collect_sites (&ss, &sites);
      ss.loops = sanitize_reduction_loops (fun);
    }
  if (!sites.is_empty ())
    {
      instrument_sites (&ss, &sites);
      if (ss.loops)
	sbitmap_free (ss.loops);
    }
  if (dump_enabled_p () && (ss.kept || ss.removed))
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_function_decl (fun->decl),
		     "fpscev: sanitize: %u checks kept, %u removed by "
		     "ranges\n", ss.kept, ss.removed);
  return ss.kept != 0;
}
