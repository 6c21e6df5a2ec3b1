/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-branches.cc -- branches with exception-free float arithmetic
   become selects (see simplify-branches.h).

   The arms move before the branch first; their values are then computed
   again there, from the ranges at the branch (the values of both paths),
   and each operation is checked: fpscev_may_raise for invalid,
   divide-by-zero and overflow, and here underflow, which needs a tiny
   inexact result.  A sum or difference that is tiny is exact; a product,
   a quotient, a fused multiply-add (contraction) or a narrowing
   conversion is never tiny if every value it may compute exactly is zero
   or at least the least normal number.  The exact values are bounded
   below by a power of two each is a multiple of (its quantum): 1 for
   integers, the lowest set bit of a constant, the ulp of the least
   magnitude of a range without zero; the exact product of multiples of
   2^a and 2^b is a multiple of 2^(a+b), a sum of the lesser, and a
   rounded value is a multiple of its exact value's quantum.  Where the
   check fails, the statements move back and the ranges are restored.  */

#include "compat.h"
#include "engine.h"
#include "fp-exceptions.h"
#include "gcc-later.h"
#include "branches.h"
#include "simplify-branches.h"
#include "short-runs.h"
#include "dump.h"

/* The most statements moved out of the arms of one branch.  */
#define MAX_SPECULATED 16

/* The quantum exponent of values that are all zeros (or none is
   finite): larger than any other; quanta are kept within minus and plus
   it, so that a sum of two does not overflow.  */
#define ZERO_QUANTUM (LONG_MAX / 4)

/* What GCC records of the range of an SSA name.  */
typedef decltype (SSA_NAME_RANGE_INFO (NULL_TREE)) gcc_range_info;

/* A statement moved out of the arm ARM to run before the branch; what A
   held of its result before (SAVED, RULE) and GCC's range of it (INFO),
   which may hold only on the arm.  */
struct speculated
{
  gassign *stmt;
  basic_block arm;
  fr_range saved;
  const char *rule;
  gcc_range_info info;
};

/* Whether STMT computes a float.  */
static bool
float_result_p (gassign *stmt)
{
  return fpscev_format_of (TREE_TYPE (gimple_assign_lhs (stmt))) != NULL;
}

/* Whether STMT may move out of an arm: float arithmetic, a comparison
   of floats or integers or a select without memory, whose exceptions
   fp-exceptions.h knows (the comparisons and selects are those of an
   inner branch made selects, see fpscev_match_inner_branch; GCC tests
   the integer a float was converted from).  */
static bool
speculable_p (gimple *stmt)
{
  gassign *as = dyn_cast<gassign *> (stmt);
  if (!as || gimple_vuse (as) || gimple_has_side_effects (as)
      || TREE_CODE (gimple_assign_lhs (as)) != SSA_NAME)
    return false;
  tree rhs1 = gimple_assign_rhs1 (as);
  if (TREE_CODE_CLASS (gimple_assign_rhs_code (as)) == tcc_comparison)
    return (INTEGRAL_TYPE_P (TREE_TYPE (rhs1))
	    || fpscev_format_of (TREE_TYPE (rhs1)) != NULL);
  if (!float_result_p (as))
    return false;
  switch (gimple_assign_rhs_code (as))
    {
    case COND_EXPR:
      return TREE_CODE (rhs1) == SSA_NAME;
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case RDIV_EXPR:
    case NEGATE_EXPR:
    case ABS_EXPR:
    case SSA_NAME:
    case REAL_CST:
      return true;
    case FLOAT_EXPR:
      return INTEGRAL_TYPE_P (TREE_TYPE (rhs1));
    CASE_CONVERT:
      return fpscev_format_of (TREE_TYPE (rhs1)) != NULL;
    default:
      return false;
    }
}

/* Whether the arms of BR hold some statements, at most MAX_SPECULATED,
   each speculable_p.  */
static bool
arms_speculable_p (const struct fpscev_branch *br)
{
  unsigned n = 0;
  for (int side = 0; side < 2; side++)
    if (br->arm[side])
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (br->arm[side]);
	   !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
	if (!speculable_p (gsi_stmt (gsi)) || ++n > MAX_SPECULATED)
	  return false;
  return n > 0;
}

/* Whether the PHIs of JOIN, some, are all of scalar values a select
   takes (none of memory: the arms store nothing).  */
static bool
phis_selectable_p (basic_block join)
{
  gphi_iterator gsi = gsi_start_phis (join);
  if (gsi_end_p (gsi))
    return false;
  for (; !gsi_end_p (gsi); gsi_next (&gsi))
    {
      tree type = TREE_TYPE (gimple_phi_result (gsi.phi ()));
      if (virtual_operand_p (gimple_phi_result (gsi.phi ()))
	  || !(INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type)
	       || SCALAR_FLOAT_TYPE_P (type)))
	return false;
    }
  return true;
}

/* The float type of the values BR tests or joins, or NULL.  */
static tree
branch_float_type (const struct fpscev_branch *br)
{
  tree type = TREE_TYPE (gimple_cond_lhs (br->cond));
  if (fpscev_format_of (type))
    return type;
  for (gphi_iterator gsi = gsi_start_phis (br->join); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (fpscev_format_of (TREE_TYPE (gimple_phi_result (gsi.phi ()))))
      return TREE_TYPE (gimple_phi_result (gsi.phi ()));
  return NULL_TREE;
}

/* Whether the loop of BR always runs fewer iterations than a vector of
   its floats has lanes: vectorized, it would run the scalar epilogue
   only, both arms for every element.  Needs the scalar evolutions.  */
static bool
always_shorter_p (const struct fpscev_branch *br)
{
  tree type = branch_float_type (br);
  return (type && fpscev_always_shorter_p (gimple_bb (br->cond)->loop_father,
					   fpscev_vector_lanes (type)));
}

/* The branches one round finds (FOUND), but those tried before whose
   arms may raise (KEPT, their conditions), and the numbers of the loops
   versioned for their short runs (VERSIONED).  */
struct branch_search
{
  auto_vec<fpscev_branch> found;
  hash_set<gimple *> kept;
  auto_bitmap versioned;
};

/* Add to DATA, a struct branch_search, the branch joined at BB if its
   arms may become selects, its loop may run a vector iteration and it
   was not kept before.  */
static void
find_branch (basic_block bb, void *data)
{
  struct branch_search *search = (struct branch_search *) data;
  struct fpscev_branch br;
  if (fpscev_match_inner_branch (bb, &br) && !search->kept.contains (br.cond)
      && phis_selectable_p (bb) && arms_speculable_p (&br)
      && !always_shorter_p (&br))
    search->found.safe_push (br);
}

/* Move the statements of BR's arms, in order, before its condition,
   recording each in MOVED; return how many.  */
static unsigned
move_arms (const struct fpscev_branch *br, struct speculated *moved)
{
  gimple_stmt_iterator to = gsi_for_stmt (br->cond);
  unsigned n = 0;
  for (int side = 0; side < 2; side++)
    if (br->arm[side])
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (br->arm[side]);
	   !gsi_end_p (gsi);)
	{
	  gcc_checking_assert (n < MAX_SPECULATED);
	  moved[n].stmt = as_a<gassign *> (gsi_stmt (gsi));
	  moved[n++].arm = br->arm[side];
	  gsi_move_before (&gsi, &to);
	  while (!gsi_end_p (gsi) && is_gimple_debug (gsi_stmt (gsi)))
	    gsi_next (&gsi);
	}
  return n;
}

/* Move the N statements MOVED back into their arms, in order, before
   the debug statements left there.  */
static void
move_back (const struct speculated *moved, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    {
      gimple_stmt_iterator from = gsi_for_stmt (moved[i].stmt);
      if (i > 0 && moved[i - 1].arm == moved[i].arm)
	{
	  gimple_stmt_iterator to = gsi_for_stmt (moved[i - 1].stmt);
	  gsi_move_after (&from, &to);
	}
      else
	{
	  gimple_stmt_iterator to = gsi_after_labels (moved[i].arm);
	  gsi_move_before (&from, &to);
	}
    }
}

/* The exponent of a power of two that every finite value of R is a
   multiple of.  */
static long
range_quantum (const fr_range *r)
{
  const fr_format *fmt = fr_format_of (r);
  long q = fmt->emin - fmt->prec;
  if (!fr_has_finite_p (r))
    return ZERO_QUANTUM;
  mpfr_srcptr lo = fr_finite_min (r), hi = fr_finite_max (r);
  if (mpfr_zero_p (lo) && mpfr_zero_p (hi))
    return ZERO_QUANTUM;
  if (mpfr_equal_p (lo, hi))
    return MAX (q, (long) (mpfr_get_exp (lo) - mpfr_min_prec (lo)));
  if (fr_integer_p (r))
    q = MAX (q, 0);
  if (mpfr_sgn (lo) > 0)
    q = MAX (q, (long) mpfr_get_exp (lo) - fmt->prec);
  else if (mpfr_sgn (hi) < 0)
    q = MAX (q, (long) mpfr_get_exp (hi) - fmt->prec);
  return q;
}

/* The quanta of the values of a function, computed on demand: the
   exponent for each SSA name asked for, or -ZERO_QUANTUM (nothing
   known) while it is being computed (round a loop).  Valid while the
   ranges do not change.  */
struct quanta
{
  struct fpscev_analysis *a;
  hash_map<tree, long> known;
};

static long assign_quantum (struct quanta *, gassign *);

/* Q within minus and plus ZERO_QUANTUM.  */
static long
bounded_quantum (long q)
{
  return MIN (MAX (q, -ZERO_QUANTUM), ZERO_QUANTUM);
}

/* The quantum exponent of the value OP: of its range and, for an SSA
   name, of its definition's exact result; 0 for an integer.  */
static long
value_quantum (struct quanta *qs, tree op)
{
  if (INTEGRAL_TYPE_P (TREE_TYPE (op)))
    return 0;
  fpscev_range_temp t;
  const fr_range *r = fpscev_operand_range (qs->a, op, NULL, &t);
  long q = r ? range_quantum (r) : -ZERO_QUANTUM;
  if (TREE_CODE (op) != SSA_NAME)
    return q;
  if (long *known = qs->known.get (op))
    return MAX (q, *known);
  qs->known.put (op, -ZERO_QUANTUM);
  gimple *def = SSA_NAME_DEF_STMT (op);
  long d = -ZERO_QUANTUM;
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      d = ZERO_QUANTUM;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	d = MIN (d, value_quantum (qs, gimple_phi_arg_def (phi, i)));
    }
  else if (gassign *as = dyn_cast<gassign *> (def))
    d = assign_quantum (qs, as);
  qs->known.put (op, d);
  return MAX (q, d);
}

/* The quantum exponent of the exact result of the sum or difference
   STMT and of the fused multiply-adds GCC may make of it (whose product
   is exact): the least of its terms'.  */
static long
sum_quantum (struct quanta *qs, gassign *stmt)
{
  tree ops[2] = { gimple_assign_rhs1 (stmt), gimple_assign_rhs2 (stmt) };
  long q = MIN (value_quantum (qs, ops[0]), value_quantum (qs, ops[1]));
  struct fpscev_fused_form forms[2];
  int k = fpscev_fused_forms (&qs->a->fp, ops, gimple_assign_rhs_code (stmt)
			      == MINUS_EXPR, forms);
  for (int i = 0; i < k; i++)
    q = MIN (q, bounded_quantum (value_quantum (qs, forms[i].x)
				 + value_quantum (qs, forms[i].y)));
  return q;
}

/* The quantum exponent of the exact result of STMT.  */
static long
assign_quantum (struct quanta *qs, gassign *stmt)
{
  tree rhs1 = gimple_assign_rhs1 (stmt);
  switch (gimple_assign_rhs_code (stmt))
    {
    case MULT_EXPR:
      return bounded_quantum (value_quantum (qs, rhs1)
			      + value_quantum (qs, gimple_assign_rhs2 (stmt)));
    case PLUS_EXPR:
    case MINUS_EXPR:
      return sum_quantum (qs, stmt);
    case COND_EXPR:
      return MIN (value_quantum (qs, gimple_assign_rhs2 (stmt)),
		  value_quantum (qs, gimple_assign_rhs3 (stmt)));
    case NEGATE_EXPR:
    case ABS_EXPR:
    case SSA_NAME:
    case PAREN_EXPR:
    case FLOAT_EXPR:
    CASE_CONVERT:
      return value_quantum (qs, rhs1);
    default:
      return -ZERO_QUANTUM;
    }
}

/* Whether the quotient STMT may be tiny: its dividend's quantum over the
   greatest magnitude of its divisor is below the least normal number
   2^NORMAL (a zero divisor is divide-by-zero or invalid, which
   fpscev_may_raise reports).  */
static bool
quotient_may_be_tiny (struct quanta *qs, gassign *stmt, long normal)
{
  if (qs->a->fp.reciprocal_math)
    return true;
  fpscev_range_temp t;
  const fr_range *y = fpscev_operand_range (qs->a, gimple_assign_rhs2 (stmt),
					    stmt, &t);
  if (!fr_has_finite_p (y))
    return false;
  mpfr_srcptr lo = fr_finite_min (y), hi = fr_finite_max (y);
  mpfr_srcptr big = mpfr_cmpabs (lo, hi) > 0 ? lo : hi;
  if (mpfr_zero_p (big))
    return false;
  long qx = value_quantum (qs, gimple_assign_rhs1 (stmt));
  /* |y| < 2^exp (big), so a nonzero |x / y| > 2^(qx - exp (big)).  */
  return qx - (long) mpfr_get_exp (big) < normal;
}

/* Whether STMT may raise underflow: compute a tiny inexact result.  */
static bool
may_underflow_p (struct quanta *qs, gassign *stmt)
{
  tree lhs = gimple_assign_lhs (stmt), rhs1 = gimple_assign_rhs1 (stmt);
  const fr_format *fmt = fpscev_format_of (TREE_TYPE (lhs));
  long normal = fmt->emin - 1;
  tree ops[2] = { rhs1, gimple_assign_rhs2 (stmt) };
  struct fpscev_fused_form forms[2];
  switch (gimple_assign_rhs_code (stmt))
    {
    case MULT_EXPR:
      return assign_quantum (qs, stmt) < normal;
    case PLUS_EXPR:
    case MINUS_EXPR:
      return (fpscev_fused_forms (&qs->a->fp, ops,
				  gimple_assign_rhs_code (stmt) == MINUS_EXPR,
				  forms) > 0
	      && assign_quantum (qs, stmt) < normal);
    case RDIV_EXPR:
      return quotient_may_be_tiny (qs, stmt, normal);
    CASE_CONVERT:
      return (fpscev_format_of (TREE_TYPE (rhs1))->emin < fmt->emin
	      && assign_quantum (qs, stmt) < normal);
    default:
      return false;
    }
}

/* Whether the result of STMT may be infinite: an overflow, also of the
   fused multiply-adds GCC may make, which fpscev_may_raise does not
   consider (or an infinite operand, not told apart).  */
static bool
maybe_infinite_p (struct fpscev_analysis *a, gassign *stmt)
{
  const fpscev_value *v = fpscev_value_of (a, gimple_assign_lhs (stmt));
  return fr_maybe_ninf_p (&v->r) || fr_maybe_pinf_p (&v->r);
}

/* Compute again, before the branch where they now are, the values of
   the N statements MOVED, in order, keeping in MOVED what was known of
   them; return whether none may raise an exception but inexact.  */
static bool
exception_free_p (struct fpscev_analysis *a, struct speculated *moved,
		  unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    {
      gassign *stmt = moved[i].stmt;
      tree lhs = gimple_assign_lhs (stmt);
      if (!float_result_p (stmt))
	continue;
      fpscev_value *v = fpscev_value_for (a, lhs);
      gcc_checking_assert (v && !v->imag);
      fr_init (&moved[i].saved, fr_format_of (&v->r));
      fr_copy (&moved[i].saved, &v->r);
      moved[i].rule = v->rule;
      moved[i].info = SSA_NAME_RANGE_INFO (lhs);
      SSA_NAME_RANGE_INFO (lhs) = NULL;
      fpscev_visit_stmt (a, stmt, lhs);
    }
  struct quanta qs;
  qs.a = a;
  for (unsigned i = 0; i < n; i++)
    if (fpscev_may_raise (a, moved[i].stmt)
	|| (float_result_p (moved[i].stmt)
	    && (maybe_infinite_p (a, moved[i].stmt)
		|| may_underflow_p (&qs, moved[i].stmt))))
      return false;
  return true;
}

/* Give the results of the N statements MOVED what was known of them
   before exception_free_p.  */
static void
restore_values (struct fpscev_analysis *a, const struct speculated *moved,
		unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    if (float_result_p (moved[i].stmt))
      {
	tree lhs = gimple_assign_lhs (moved[i].stmt);
	fpscev_value *v = fpscev_value_for (a, lhs);
	fr_copy (&v->r, &moved[i].saved);
	v->rule = moved[i].rule;
	SSA_NAME_RANGE_INFO (lhs) = moved[i].info;
      }
}

/* Replace each PHI of BR's join by the select of its two arguments keyed
   on BR's test, just before the branch, which then always takes its
   first side.  A join with more predecessors keeps its PHIs, whose
   argument on that side becomes the select, a new name whose value A
   computes.  */
static void
rewrite_as_selects (struct fpscev_analysis *a,
		    const struct fpscev_branch *br)
{
  tree test = fpscev_branch_test (br->cond);
  gimple_stmt_iterator at = gsi_for_stmt (br->cond);
  bool inner = EDGE_COUNT (br->join->preds) > 2;
  auto_vec<gassign *> selects;
  for (gphi_iterator gsi = gsi_start_phis (br->join); !gsi_end_p (gsi);)
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      tree on_true = PHI_ARG_DEF_FROM_EDGE (phi, br->in[0]);
      tree on_false = PHI_ARG_DEF_FROM_EDGE (phi, br->in[1]);
      tree select = inner ? make_ssa_name (TREE_TYPE (res)) : res;
      if (inner)
	{
	  SET_PHI_ARG_DEF (phi, br->in[0]->dest_idx, select);
	  gsi_next (&gsi);
	}
      else
	remove_phi_node (&gsi, false);
      gassign *g = gimple_build_assign (select, COND_EXPR, test, on_true,
					on_false);
      gimple_set_location (g, gimple_location (br->cond));
      gsi_insert_before (&at, g, GSI_SAME_STMT);
      selects.safe_push (g);
    }
  fpscev_decide_branch (br->cond, true);
  if (inner)
    {
      fpscev_track_new_names (a);
      for (gassign *g : selects)
	fpscev_visit_stmt (a, g, gimple_assign_lhs (g));
    }
}

/* Version the loop of BR, once (its number joins VERSIONED), so that
   its runs shorter than a vector of BR's floats take a copy that keeps
   the branches (see short-runs.h): there GCC's vectorized loop would
   run its scalar epilogue only, both arms of each select for every
   element (one element of soft_clip: 1.47 times GCC alone's
   instructions, bench/real.md).  The values of the copy's names, and of
   those that join the two copies' after them, are unknown to A.  */
static void
version_short_runs (struct fpscev_analysis *a,
		    const struct fpscev_branch *br, bitmap versioned)
{
  class loop *loop = gimple_bb (br->cond)->loop_father;
  tree type = branch_float_type (br);
  if (!type || !bitmap_set_bit (versioned, loop->num))
    return;
  fpscev_init_loops_quietly (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  scev_initialize ();
  fpscev_version_short_runs (loop, fpscev_vector_lanes (type),
			     "branch-selects", "branches");
  scev_finalize ();
  loop_optimizer_finalize (a->fun);
  if (need_ssa_update_p (a->fun))
    update_ssa (TODO_update_ssa);
  fpscev_track_new_names (a);
}

/* Move the arms of BR before its condition and, if that raises no
   exception, rewrite it as selects in the loop's copy for its long runs,
   after versioning it on VERSIONED's terms; the arms move back first, so
   that the copy for the short runs has them where they were.  Returns
   whether it rewrote BR.  */
static bool
simplify_branch (struct fpscev_analysis *a, const struct fpscev_branch *br,
		 bitmap versioned)
{
  struct speculated moved[MAX_SPECULATED];
  unsigned n = move_arms (br, moved);
  bool quiet = exception_free_p (a, moved, n);
  /* Quiet, the values computed before the branch, of both paths, hold
     on the arms too.  */
  if (!quiet)
    restore_values (a, moved, n);
  move_back (moved, n);
  for (unsigned i = 0; i < n; i++)
    if (float_result_p (moved[i].stmt))
      fr_clear (&moved[i].saved);
  if (quiet)
    {
      version_short_runs (a, br, versioned);
      move_arms (br, moved);
      rewrite_as_selects (a, br);
    }
  if (dump_enabled_p ())
    dump_printf_loc (quiet ? MSG_OPTIMIZED_LOCATIONS
		     : MSG_MISSED_OPTIMIZATION,
		     fpscev_remark_where (br->cond),
		     quiet ? "fpscev: branch with exception-free arms is a "
		     "select\n" : "fpscev: branch not made a select: an arm "
		     "may raise a floating-point exception\n");
  return quiet;
}

/* Whether a block of FUN that fpscev_loop_body_p takes joins float
   values.  */
static bool
has_loop_join_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (EDGE_COUNT (bb->preds) >= 2 && fpscev_loop_body_p (fun, bb))
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (fpscev_format_of (TREE_TYPE (gimple_phi_result (gsi.phi ()))))
	  return true;
  return false;
}

/* Rewrite as selects the branches of A's function that SEARCH finds and
   whose arms are exception-free, adding the others to SEARCH's kept
   ones; return how many it rewrote.  */
static unsigned
simplify_round (struct fpscev_analysis *a, struct branch_search *search)
{
  search->found.truncate (0);
  fpscev_visit_loop_bodies (a->fun, find_branch, search);
  calculate_dominance_info (CDI_DOMINATORS);
  unsigned n = 0;
  for (const fpscev_branch &br : search->found)
    if (simplify_branch (a, &br, search->versioned))
      n++;
    else
      search->kept.add (br.cond);
  return n;
}

unsigned
fpscev_simplify_branches (struct fpscev_analysis *a)
{
  function *fun = a->fun;
  /* Without -ftrapping-math GCC's if-conversion does it.  */
  if (!opt_for_fn (fun->decl, flag_trapping_math)
      || fun->can_throw_non_call_exceptions || !current_loops
      || !has_loop_join_p (fun))
    return 0;
  /* A branch made selects may leave an outer one whose arm holds it:
     again until a round rewrites none (each rewrite removes a branch).  */
  struct branch_search search;
  unsigned n = 0, round;
  do
    {
      round = simplify_round (a, &search);
      n += round;
    }
  while (round);
  return n;
}
