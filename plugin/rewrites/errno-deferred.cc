/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* errno-deferred.cc -- the errno of a loop's square roots set at the
   loop's exits (see errno-deferred.h).

   Setting errno later than the library would is the same program only
   where nothing sees the difference: errno is thread-local, and signal
   handlers may not read it (C11 7.14.1.1).  So a loop qualifies when
     - nothing in it calls a function but const ones (no libm call left
       that may set errno, no fesetenv, no exit) and the square roots
       deferred, all of one library function; no asm; no statement that
       may throw;
     - none of its loads and stores may be errno: an int under the aliasing
       rules in force (any access, under -fno-strict-aliasing, but those
       of the function's own variables);
     - it is left only through its exit edges (no exception, no abnormal
       edge), each of which gets the test and the call;
     - its roots run on every iteration that reaches the latch (their
       guards dominate it) and it has no irreducible region: the flag D
       is then a chain of minima, one per guard in the order of dominance,
       and each block of the loop, each exit, sees those of the guards
       that dominate it, the only ones run before it in the iteration.  */

#include "compat.h"
#include "errno-deferred.h"
#include "errno-free.h"
#include "branches.h"
#include "short-runs.h"
#include "float-types.h"
#include "dump.h"

/* call-cdce's split of a square root: GUARD, `X u>= 0', goes on its true
   edge to the inline root .SQRT (X), and on its false edge to the
   library's CALL, sqrt (X), whose result only JOIN, the PHI of the two
   results, reads.  */
struct errno_root
{
  gcond *guard;
  gcall *call;
  gphi *join;
};

/* Whether GUARD is true exactly when X is not less than zero: X u>= 0,
   of either zero, either way round.  */
static bool
domain_test_p (gcond *guard, tree x)
{
  tree lhs = gimple_cond_lhs (guard), rhs = gimple_cond_rhs (guard);
  enum tree_code code = gimple_cond_code (guard);
  if (rhs == x)
    {
      std::swap (lhs, rhs);
      code = swap_tree_comparison (code);
    }
  return lhs == x && code == UNGE_EXPR && real_zerop (rhs);
}

/* The inline root in the block that the true edge of GUARD's block leads
   to, alone there and joining CALL's block, or NULL.  */
static gcall *
inline_root (gcond *guard, gcall *call)
{
  edge e = EDGE_SUCC (gimple_bb (guard), 0);
  if (!(e->flags & EDGE_TRUE_VALUE))
    e = EDGE_SUCC (gimple_bb (guard), 1);
  gimple_stmt_iterator gsi = gsi_start_nondebug_bb (e->dest);
  gcall *root = gsi_end_p (gsi) ? NULL : dyn_cast<gcall *> (gsi_stmt (gsi));
  if (!root || !gimple_call_internal_p (root, IFN_SQRT)
      || gimple_call_arg (root, 0) != gimple_call_arg (call, 0)
      || !fpscev_arm_block_p (e->dest, root)
      || single_succ (e->dest) != single_succ (gimple_bb (call)))
    return NULL;
  return root;
}

/* The PHI that has ROOT's result on the edge from ROOT's block if it
   alone reads the result of CALL, else NULL.  */
static gphi *
joined_results (gcall *call, gcall *root)
{
  tree lhs = gimple_call_lhs (call), root_lhs = gimple_call_lhs (root);
  use_operand_p use;
  gimple *use_stmt;
  if (!lhs || !root_lhs || TREE_CODE (lhs) != SSA_NAME
      || !single_imm_use (lhs, &use, &use_stmt))
    return NULL;
  gphi *phi = dyn_cast<gphi *> (use_stmt);
  if (!phi || gimple_bb (phi) != single_succ (gimple_bb (root))
      || (PHI_ARG_DEF_FROM_EDGE (phi, single_succ_edge (gimple_bb (root)))
	  != root_lhs))
    return NULL;
  return phi;
}

/* Whether the target has vectors of TYPE and their square root, so that
   the loop's roots may vectorize; a scalar loop gains nothing.  TYPE must
   have NaNs, which the deferred test reads.  */
static bool
vector_root_p (tree type)
{
  machine_mode vmode = fpscev_preferred_vector_mode (type);
  return (HONOR_NANS (type) && VECTOR_MODE_P (vmode)
	  && direct_internal_fn_supported_p (IFN_SQRT,
					     build_vector_type_for_mode
					       (type, vmode),
					     OPTIMIZE_FOR_SPEED));
}

/* Whether CALL, in LOOP, is the library call of call-cdce's split of a
   square root, all of whose blocks are in LOOP; if so, fill M.  */
static bool
match_errno_root (class loop *loop, gcall *call, struct errno_root *m)
{
  basic_block b = gimple_bb (call);
  if (gimple_call_internal_p (call)
      || !gimple_call_builtin_p (call, BUILT_IN_NORMAL)
      || fpscev_call_math_fn (call) != IFN_SQRT
      || gimple_call_num_args (call) != 1
      || !vector_root_p (TREE_TYPE (gimple_call_arg (call, 0)))
      || !fpscev_arm_block_p (b, call)
      || !(single_pred_edge (b)->flags & EDGE_FALSE_VALUE)
      || !flow_bb_inside_loop_p (loop, single_succ (b)))
    return false;
  gcond *guard = safe_dyn_cast<gcond *> (fpscev_last_stmt (single_pred (b)));
  if (!guard || !domain_test_p (guard, gimple_call_arg (call, 0)))
    return false;
  gcall *root = inline_root (guard, call);
  gphi *join = root ? joined_results (call, root) : NULL;
  if (!join)
    return false;
  m->guard = guard;
  m->call = call;
  m->join = join;
  return true;
}

/* Add to ROOTS the square roots of LOOP, of BODY's N blocks, that
   call-cdce split; false if they call more than one function.  */
static bool
find_errno_roots (class loop *loop, basic_block *body, unsigned n,
		  vec<errno_root> *roots)
{
  for (unsigned i = 0; i < n; i++)
    {
      gimple_stmt_iterator gsi = gsi_last_nondebug_bb (body[i]);
      gcall *call = (gsi_end_p (gsi) ? NULL
		     : dyn_cast<gcall *> (gsi_stmt (gsi)));
      struct errno_root m;
      if (!call || !match_errno_root (loop, call, &m))
	continue;
      if (!roots->is_empty ()
	  && (gimple_call_combined_fn (call)
	      != gimple_call_combined_fn ((*roots)[0].call)))
	return false;
      roots->safe_push (m);
    }
  return true;
}

/* Whether the memory reference REF, of FUN, may be errno: an access that
   may alias an int, but to a variable of FUN's own frame.  */
static bool
may_be_errno_p (function *fun, tree ref)
{
  tree base = get_base_address (ref);
  if (base && DECL_P (base) && auto_var_in_fn_p (base, fun->decl))
    return false;
  return alias_sets_conflict_p (get_alias_set (ref),
				get_alias_set (integer_type_node));
}

/* Whether the call CALL can neither read nor write errno nor leave the
   loop: a const function that returns.  */
static bool
errno_blind_call_p (gcall *call)
{
  int flags = gimple_call_flags (call);
  return ((flags & ECF_CONST) && !(flags & (ECF_NORETURN | ECF_RETURNS_TWICE))
	  && !gimple_vuse (call));
}

/* Why the statement STMT of FUN, not one of the calls deferred, keeps
   the errno of the loop from being deferred, or NULL if it does not.  */
static const char *
errno_reader (function *fun, gimple *stmt)
{
  if (stmt_could_throw_p (fun, stmt))
    return "a statement may throw";
  switch (gimple_code (stmt))
    {
    case GIMPLE_CALL:
      return (errno_blind_call_p (as_a<gcall *> (stmt)) ? NULL
	      : "a call may read or set errno");
    case GIMPLE_ASSIGN:
      if (gimple_clobber_p (stmt))
	return NULL;
      if ((gimple_store_p (stmt)
	   && may_be_errno_p (fun, gimple_assign_lhs (stmt)))
	  || (gimple_assign_load_p (stmt)
	      && may_be_errno_p (fun, gimple_assign_rhs1 (stmt))))
	return "a load or store may be errno";
      return NULL;
    case GIMPLE_COND: case GIMPLE_SWITCH: case GIMPLE_LABEL:
    case GIMPLE_DEBUG: case GIMPLE_PREDICT: case GIMPLE_NOP:
      return NULL;
    default:
      return "a statement may read or set errno";
    }
}

/* Whether STMT is one of the library calls of ROOTS.  */
static bool
deferred_call_p (gimple *stmt, vec<errno_root> *roots)
{
  for (unsigned i = 0; i < roots->length (); i++)
    if ((*roots)[i].call == stmt)
      return true;
  return false;
}

/* Why LOOP of FUN, of BODY's N blocks, whose square roots ROOTS set
   errno, may not set it at EXITS instead, or NULL if it may.  */
static const char *
loop_refusal (function *fun, class loop *loop, basic_block *body,
	      unsigned n, vec<errno_root> *roots, vec<edge> *exits)
{
  if (exits->is_empty ())
    return "the loop has no exit";
  for (unsigned i = 0; i < exits->length (); i++)
    if ((*exits)[i]->flags & (EDGE_EH | EDGE_ABNORMAL))
      return "the loop has an abnormal exit";
  for (unsigned i = 0; i < roots->length (); i++)
    if (!dominated_by_p (CDI_DOMINATORS, loop->latch,
			 gimple_bb ((*roots)[i].guard)))
      return "a root is conditional";
  for (unsigned i = 0; i < n; i++)
    {
      if (bb_has_abnormal_pred (body[i])
	  || (body[i]->flags & BB_IRREDUCIBLE_LOOP))
	return "the loop has an abnormal edge";
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  const char *why = (deferred_call_p (gsi_stmt (gsi), roots) ? NULL
			     : errno_reader (fun, gsi_stmt (gsi)));
	  if (why)
	    return why;
	}
    }
  return NULL;
}

/* Insert before GSI, at LOC, the assignment of a new SSA name of TYPE to
   CODE of OP0 and OP1; return the name.  */
static tree
insert_assign (gimple_stmt_iterator *gsi, tree type, enum tree_code code,
	       tree op0, tree op1, location_t loc)
{
  tree lhs = make_ssa_name (type);
  gassign *g = gimple_build_assign (lhs, code, op0, op1);
  gimple_set_location (g, loc);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return lhs;
}

/* Insert before GSI, at LOC, the value of TYPE that is 1 where V CODE V
   (an ORDERED_EXPR or UNORDERED_EXPR) holds, else 0, a select of one
   comparison; return it.  */
static tree
insert_select (gimple_stmt_iterator *gsi, tree type, enum tree_code code,
	       tree v, location_t loc)
{
  tree test = insert_assign (gsi, boolean_type_node, code, v, v, loc);
  tree bit = make_ssa_name (type);
  gassign *g = gimple_build_assign (bit, COND_EXPR, test,
				    build_one_cst (type),
				    build_zero_cst (type));
  gimple_set_location (g, loc);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return bit;
}

/* Take M's inline root on every path, and return the flag IN_DOMAIN
   lowered to 0 when its argument X is less than zero, computed at the
   join after the root R.  x < 0 (ordered) is R unordered and X ordered:
   the test uses only quiet comparisons, which the vectorizer keeps quiet
   (x u>= 0 becomes cmpnltps, which signals on a quiet NaN).  The library
   call's block is then dead.  */
static tree
defer_root (const struct errno_root *m, tree in_domain)
{
  gimple_stmt_iterator gsi = gsi_after_labels (gimple_bb (m->join));
  location_t loc = gimple_location (m->call);
  tree type = TREE_TYPE (in_domain);
  tree x = gimple_call_arg (m->call, 0);
  tree r = gimple_phi_result (m->join);
  tree real_root = insert_select (&gsi, type, ORDERED_EXPR, r, loc);
  tree nan_arg = insert_select (&gsi, type, UNORDERED_EXPR, x, loc);
  tree bit = insert_assign (&gsi, type, MAX_EXPR, real_root, nan_arg, loc);
  gimple_cond_make_true (m->guard);
  update_stmt (m->guard);
  return insert_assign (&gsi, type, MIN_EXPR, in_domain, bit, loc);
}

/* On the exit edge E, test the flag IN_DOMAIN and, when it is 0, call
   CALL's function with -1: the library sets errno as for the negative
   arguments of the loop's calls.  */
static void
set_errno_at_exit (edge e, tree in_domain, gcall *call)
{
  basic_block test_bb = split_edge (e);
  basic_block join = split_edge (single_succ_edge (test_bb));
  basic_block set_bb = split_edge (single_succ_edge (test_bb));
  gcond *test = gimple_build_cond (EQ_EXPR, in_domain,
				   build_zero_cst (TREE_TYPE (in_domain)),
				   NULL_TREE, NULL_TREE);
  gimple_stmt_iterator gsi = gsi_last_bb (test_bb);
  gsi_insert_after (&gsi, test, GSI_NEW_STMT);
  edge to_set = single_succ_edge (test_bb);
  to_set->flags = EDGE_TRUE_VALUE;
  to_set->probability = profile_probability::unlikely ();
  edge skip = make_edge (test_bb, join, EDGE_FALSE_VALUE);
  skip->probability = to_set->probability.invert ();
  set_bb->count = test_bb->count.apply_probability (to_set->probability);
  if (dom_info_available_p (CDI_DOMINATORS))
    set_immediate_dominator (CDI_DOMINATORS, join, test_bb);
  tree ftype = TREE_TYPE (gimple_call_arg (call, 0));
  gcall *g = gimple_build_call (gimple_call_fndecl (call), 1,
				build_real (ftype, dconstm1));
  gimple_set_location (g, gimple_location (call));
  gsi = gsi_after_labels (set_bb);
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
}

/* Order of the errno_roots A and B by the dominance of their guards,
   which dominate the same latch.  */
static int
dominance_order (const void *a, const void *b)
{
  basic_block x = gimple_bb (((const struct errno_root *) a)->guard);
  basic_block y = gimple_bb (((const struct errno_root *) b)->guard);
  if (x == y)
    return 0;
  return dominated_by_p (CDI_DOMINATORS, x, y) ? 1 : -1;
}

/* Defer the errno of ROOTS, the square roots of LOOP, to EXITS.  The
   flag is a PHI of the header: 1 from before the loop, lowered by each
   guard's test, in the order of the guards, which dominate the latch (so
   each block of the loop sees the tests of the guards that dominate it,
   and only those run before it in the iteration).  */
static void
defer_loop (class loop *loop, vec<errno_root> *roots, vec<edge> *exits)
{
  gcall *call = (*roots)[0].call;
  /* The flag is a value of the roots' type, 1 or 0, never NaN nor -0 (so
     MIN_EXPR is exact), and its minimum a reduction the vectorizer
     takes with the roots' vector type (double's integer lanes need
     SSE4.2 on x86-64).  */
  tree type = TREE_TYPE (gimple_call_arg (call, 0));
  gphi *phi = create_phi_node (make_ssa_name (type), loop->header);
  add_phi_arg (phi, build_one_cst (type), loop_preheader_edge (loop),
	       UNKNOWN_LOCATION);
  roots->qsort (dominance_order);
  auto_vec<tree> after;
  tree in_domain = gimple_phi_result (phi);
  for (unsigned i = 0; i < roots->length (); i++)
    after.safe_push (in_domain = defer_root (&(*roots)[i], in_domain));
  add_phi_arg (phi, in_domain, loop_latch_edge (loop), UNKNOWN_LOCATION);
  /* The flag at each exit, before the exits are split.  */
  auto_vec<tree> at_exit;
  for (unsigned i = 0; i < exits->length (); i++)
    {
      tree v = gimple_phi_result (phi);
      for (unsigned j = 0; j < roots->length (); j++)
	if (dominated_by_p (CDI_DOMINATORS, (*exits)[i]->src,
			    gimple_bb ((*roots)[j].guard)))
	  v = after[j];
      at_exit.safe_push (v);
    }
  for (unsigned i = 0; i < exits->length (); i++)
    set_errno_at_exit ((*exits)[i], at_exit[i], call);
}

/* Report that the errno of ROOTS, the roots of LOOP, was deferred to
   N_EXITS exits, or, if WHY, why not: a remark, and a line of the
   dump.  */
static void
report_loop (class loop *loop, vec<errno_root> *roots, unsigned n_exits,
	     const char *why)
{
  gcall *call = (*roots)[0].call;
  const char *fn = IDENTIFIER_POINTER (DECL_NAME (gimple_call_fndecl (call)));
  if (startswith (fn, "__builtin_"))
    fn += strlen ("__builtin_");
  if (dump_file)
    {
      fprintf (dump_file, ";; errno-deferred: loop %d: %u %s calls ",
	       loop->num, roots->length (), fn);
      if (why)
	fprintf (dump_file, "kept: %s\n", why);
      else
	fprintf (dump_file, "deferred to %u exits\n", n_exits);
    }
  if (!dump_enabled_p ())
    return;
  const gimple *where = fpscev_remark_where (call);
  unsigned n = roots->length ();
  if (why)
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, where,
		     "fpscev: errno of %u %s call%s not deferred: %s\n", n,
		     fn, n > 1 ? "s" : "", why);
  else
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where,
		     "fpscev: errno of %u %s call%s deferred to the loop's "
		     "exit%s (%u)\n", n, fn, n > 1 ? "s" : "",
		     n_exits > 1 ? "s" : "", n_exits);
}

/* Defer the errno of the square roots of LOOP of FUN where it qualifies;
   return the number of calls deferred.  */
static unsigned
defer_loop_errno (function *fun, class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  unsigned n = loop->num_nodes;
  auto_vec<errno_root> roots;
  bool one_fn = find_errno_roots (loop, body, n, &roots);
  unsigned deferred = 0;
  if (!roots.is_empty ())
    {
      auto_vec<edge> exits = get_loop_exit_edges (loop, body);
      const char *why = (!one_fn ? "calls of several functions"
			 : loop_refusal (fun, loop, body, n, &roots, &exits));
      tree type = TREE_TYPE (gimple_call_arg (roots[0].call, 0));
      unsigned lanes = fpscev_vector_lanes (type);
      if (!why && fpscev_always_shorter_p (loop, lanes))
	why = "fewer iterations than the lanes of a vector";
      report_loop (loop, &roots, exits.length (), why);
      if (!why)
	{
	  /* In runs shorter than the lanes the deferred test costs more
	     than the library's own (one element: 2.47 against 1.85 ns,
	     bench/real.md).  */
	  fpscev_version_short_runs (loop, lanes, "errno-deferred", "calls");
	  defer_loop (loop, &roots, &exits);
	  deferred = roots.length ();
	}
    }
  free (body);
  return deferred;
}

/* Whether FUN has a library square root in a loop.  */
static bool
has_loop_sqrt_call_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (loop_outer (bb->loop_father))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
	  if (call && !gimple_call_internal_p (call)
	      && fpscev_call_math_fn (call) == IFN_SQRT)
	    return true;
	}
  return false;
}

unsigned
fpscev_defer_loop_errno (function *fun)
{
  if (!fpscev_glibc_x86_64_p () || fun->can_throw_non_call_exceptions
      || !current_loops || !has_loop_sqrt_call_p (fun))
    return 0;
  /* The ranges' folds leave dead branches (and calls) behind.  */
  if (need_ssa_update_p (fun))
    update_ssa (TODO_update_ssa);
  cleanup_tree_cfg ();
  fpscev_init_loops_quietly (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  scev_initialize ();
  unsigned deferred = 0;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (fpscev_vectorizer_may_take_p (fun, loop))
      deferred += defer_loop_errno (fun, loop);
  scev_finalize ();
  loop_optimizer_finalize (fun);
  /* The virtual operands of the calls at the exits (the dominators
     computed afresh for the changed CFG).  */
  if (deferred)
    {
      free_dominance_info (CDI_DOMINATORS);
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa);
    }
  return deferred;
}
