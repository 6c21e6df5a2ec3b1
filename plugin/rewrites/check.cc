/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* check.cc -- check mode (-fplugin-arg-fpscev-check): run-time verification
   of the computed ranges.

   After every definition of a float SSA name whose range says something,
   the instrumented program computes, without a branch, whether the value
   lies in the range, and records the first failure; the record is tested
   before the function's returns, before the calls and asms that may leave
   the process and on the latches of the loops that hold a check, and a
   failure prints the function, the SSA name, the value and the range on
   standard error (file descriptor 2, through dprintf) and aborts.  In an
   innermost loop that ends (fpscev_reduction_loops), each check instead
   ORs and ANDs the bits of its failing values into two variables of its
   own, reductions that GCC vectorizes, and the loop's exits record the
   first of its checks that failed: so the loop stays one the vectorizer
   takes.
   This is the oracle of the torture tests and of the random program
   tests.  */

#include "compat.h"
#include "engine.h"
#include "check.h"
#include "instrument.h"
#include "param-ranges.h"
#include "gcc-later.h"
#include "tree-ssa.h"
#include "dump.h"

/* A check in a reduction loop (fpscev_reduction_loops), whose failing
   values REC records.  */
struct loop_check
{
  class loop *loop;
  /* The check's id, and that of its message for several values (the id
     if the value is not recorded).  */
  unsigned id, several_id;
  struct fpscev_loop_record rec;
};

/* The checks of one function.  Each check computes, without a branch,
   whether its value left its range, and records the first failure: the
   check's id in FIRST (0: none yet) and its value's bits in BITS.  FIRST
   is tested once at each place the program may stop or loop: before the
   function's returns and the statements that may leave
   (fpscev_stmt_may_leave_p), and on the latch of each loop that holds a
   check but a reduction loop (whose checks record their failures as
   loop_check says, and its exits in FIRST and BITS); a failing test
   branches to the one block FAIL, which prints MESSAGES[FIRST] and
   aborts.  So the checks split no block: GCC optimizes the blocks of the
   checked program, and vectorizes them, as those of the unchecked one.
   FIRST and BITS are written as memory here and turned into SSA names at
   the end.  */
struct check_state
{
  struct fpscev_analysis *a;
  tree first, bits;
  /* An unsigned 64-bit zero that GCC cannot see through
     (fpscev_append_opaque_copy).  */
  tree zero;
  basic_block fail;
  /* The blocks that hold a check.  */
  bitmap check_blocks;
  /* By id; the format of a message with a value has a %Lg, and the id of
     a check of a double is odd, of a float even.  */
  auto_vec<char *> messages;
  /* The reduction loops (fpscev_reduction_loops) by number, or NULL.  */
  sbitmap reduction_loops;
  /* The checks in them, by id.  */
  auto_vec<struct loop_check> loop_checks;
};

/* The constant X (an MPFR number of R's format, or an infinity of sign
   NEG if X is NULL) of TYPE.  */
static tree
real_constant (tree type, mpfr_srcptr x, bool neg)
{
  if (x)
    return fpscev_real_constant (type, x);
  REAL_VALUE_TYPE v;
  real_inf (&v);
  if (neg)
    v = real_value_negate (&v);
  return build_real (type, v);
}

/* Append to SEQ the test whether the sign bit of V (a zero or a NaN) is
   set (WANT_NEG) or clear, through copysign (1, V); NULL if TYPE has no
   copysign built-in.  */
static tree
sign_bit_test (gimple_seq *seq, tree v, bool want_neg)
{
  tree type = TREE_TYPE (v);
  tree decl = mathfn_built_in (type, BUILT_IN_COPYSIGN);
  if (!decl)
    return NULL_TREE;
  tree one = build_one_cst (type);
  tree s = gimple_build (seq, as_combined_fn (DECL_FUNCTION_CODE (decl)),
			 type, one, v);
  return gimple_build (seq, want_neg ? LT_EXPR : GT_EXPR, boolean_type_node,
		       s, build_zero_cst (type));
}

/* Append to SEQ the test that V >= the lower bound of R (HIGH false) or
   V <= the upper bound (HIGH true), with signed zeros: a bound of +0
   excludes -0 and a bound of -0 excludes +0.  */
static tree
bound_test (gimple_seq *seq, tree v, const fr_range *r, bool high)
{
  tree type = TREE_TYPE (v);
  mpfr_srcptr b = high ? fr_finite_max (r) : fr_finite_min (r);
  tree bc = real_constant (type, b, false);
  bool excl_zero = mpfr_zero_p (b) && (mpfr_signbit (b) != 0) == high;
  if (!excl_zero)
    return gimple_build (seq, high ? LE_EXPR : GE_EXPR, boolean_type_node,
			 v, bc);
  /* The bound is the zero of the sign that leaves the other zero out:
     V beyond zero, or V a zero of the bound's sign.  */
  tree beyond = gimple_build (seq, high ? LT_EXPR : GT_EXPR,
			      boolean_type_node, v, bc);
  tree sign = sign_bit_test (seq, v, high);
  if (!sign)
    return gimple_build (seq, high ? LE_EXPR : GE_EXPR, boolean_type_node,
			 v, bc);
  tree is_zero = gimple_build (seq, EQ_EXPR, boolean_type_node, v, bc);
  tree zero_ok = gimple_build (seq, BIT_AND_EXPR, boolean_type_node,
			       is_zero, sign);
  return gimple_build (seq, BIT_IOR_EXPR, boolean_type_node, beyond, zero_ok);
}

/* Append to SEQ the test that V is a NaN of a sign R allows.  */
static tree
nan_test (gimple_seq *seq, tree v, const fr_range *r)
{
  tree nan = gimple_build (seq, UNORDERED_EXPR, boolean_type_node, v, v);
  bool neg = fr_maybe_nan_sign_p (r, true);
  tree sign = (neg != fr_maybe_nan_sign_p (r, false)
	       ? sign_bit_test (seq, v, neg) : NULL_TREE);
  return sign ? gimple_build (seq, BIT_AND_EXPR, boolean_type_node, nan, sign)
	      : nan;
}

/* OR the boolean TERM into *ACC (NULL: false), appending to SEQ.  */
static void
or_into (gimple_seq *seq, tree *acc, tree term)
{
  *acc = *acc ? gimple_build (seq, BIT_IOR_EXPR, boolean_type_node, *acc,
			      term)
	      : term;
}

/* Append to SEQ a copy of V whose NaNs are zeros, and set *NUMBER to
   whether V is no NaN.  The ordered comparisons of the bounds raise
   invalid on a NaN, which the program would see (fetestexcept); the copy
   keeps them from seeing one, and the test of whether V is a NaN raises
   nothing: UNORDERED_EXPR, or under -ffinite-math-only, where GCC takes
   that to be false, NONFINITE (V's bits, fpscev_append_class_test; then the
   infinities are zeros too).  */
static tree
without_nan (gimple_seq *seq, tree v, tree nonfinite, tree *number)
{
  tree type = TREE_TYPE (v);
  *number = (nonfinite
	     ? gimple_build (seq, EQ_EXPR, boolean_type_node, nonfinite,
			     boolean_false_node)
	     : gimple_build (seq, ORDERED_EXPR, boolean_type_node, v, v));
  return gimple_build (seq, COND_EXPR, type, *number, v,
		       build_zero_cst (type));
}

/* A signed integer type of at least PREC bits that the target supports,
   or NULL.  */
static tree
integer_type_of_precision (unsigned prec)
{
  for (unsigned bits = 32; bits <= 128; bits *= 2)
    {
      scalar_int_mode imode;
      if (bits >= prec && int_mode_for_size (bits, 0).exists (&imode)
	  && targetm.scalar_mode_supported_p (imode))
	return build_nonstandard_integer_type (bits, 0);
    }
  return NULL_TREE;
}

/* Whether the finite part of R lies inside (-2^31, 2^31).  */
static bool
int32_range_p (const fr_range *r)
{
  mpfr_srcptr lo = fr_finite_min (r), hi = fr_finite_max (r);
  return (lo && hi && mpfr_cmp_si_2exp (lo, -1, 31) > 0
	  && mpfr_cmp_si_2exp (hi, 1, 31) < 0);
}

/* Append to SEQ the test that W (no NaN), whose range is R, is an
   integer; NULL if the target has no integer type wide enough.  With P
   the precision of W's format, a magnitude of 2^(P-1) or more is an
   integer (or an infinity, which the bounds reject); a smaller W is one
   if its conversion to an integer and back gives W.  Where R lies inside
   (-2^31, 2^31), a magnitude of 2^31 or more fails the bounds, and the
   conversion is to a 32-bit integer, which the vectorizers convert to
   and from without 64-bit vector conversions (x86-64 before
   AVX-512).  No call: trunc is a call to libm on some
   GCC versions and types, which a program linked without -lm lacks.  The
   conversion raises inexact only on a W that is no integer, whose check
   fails.  The integer is or'ed with CS's opaque zero, so that GCC does
   not turn the conversions back into a trunc.  */
static tree
integer_test (gimple_seq *seq, struct check_state *cs, tree w,
	      const fr_range *r)
{
  tree type = TREE_TYPE (w);
  machine_mode mode = TYPE_MODE (type);
  const struct real_format *fmt = REAL_MODE_FORMAT (mode);
  int exp = int32_range_p (r) ? MIN (fmt->p - 1, 31) : fmt->p - 1;
  tree itype = (fmt->b == 2 && !MODE_COMPOSITE_P (mode)
		? integer_type_of_precision (exp + 1) : NULL_TREE);
  if (!itype)
    return NULL_TREE;
  REAL_VALUE_TYPE big;
  real_2expN (&big, exp, mode);
  tree small = gimple_build (seq, LT_EXPR, boolean_type_node,
			     gimple_build (seq, ABS_EXPR, type, w),
			     build_real (type, big));
  tree x = gimple_build (seq, COND_EXPR, type, small, w,
			 build_zero_cst (type));
  tree i = gimple_build (seq, FIX_TRUNC_EXPR, itype, x);
  i = gimple_build (seq, BIT_IOR_EXPR, itype, i,
		    gimple_convert (seq, itype, cs->zero));
  return gimple_build (seq, EQ_EXPR, boolean_type_node,
		       gimple_build (seq, FLOAT_EXPR, type, i), x);
}

/* Append to SEQ the test that V is a number in the finite part of R: the
   bounds and integrality, tested on V's copy without NaNs (NONFINITE as
   in without_nan).  */
static tree
finite_test (gimple_seq *seq, struct check_state *cs, tree v,
	     const fr_range *r, tree nonfinite)
{
  tree number;
  tree w = without_nan (seq, v, nonfinite, &number);
  tree t = gimple_build (seq, BIT_AND_EXPR, boolean_type_node,
			 bound_test (seq, w, r, false),
			 bound_test (seq, w, r, true));
  t = gimple_build (seq, BIT_AND_EXPR, boolean_type_node, number, t);
  tree is_int = fr_integer_p (r) ? integer_test (seq, cs, w, r) : NULL_TREE;
  if (is_int)
    t = gimple_build (seq, BIT_AND_EXPR, boolean_type_node, t, is_int);
  return t;
}

/* Append to SEQ the test that V is in R; return the boolean.  Under
   -ffinite-math-only (FINITE_ONLY) the ranges hold no infinity or NaN by
   assumption, which the program or GCC itself may break (a division GCC
   hoists out of its guard yields an infinity that no use sees): only
   finite values are tested.  The test raises no floating-point exception
   but inexact on a finite value that is no integer where R holds only
   integers (a failure).  */
static tree
range_test (gimple_seq *seq, struct check_state *cs, tree v,
	    const fr_range *r, bool finite_only)
{
  tree type = TREE_TYPE (v);
  tree ok = NULL_TREE;
  tree nonfinite = (finite_only
		   ? fpscev_append_class_test (seq, v, FPSCEV_CLASS_NONFINITE)
		   : NULL_TREE);
  if (nonfinite)
    or_into (seq, &ok, nonfinite);
  if (fr_has_finite_p (r))
    or_into (seq, &ok, finite_test (seq, cs, v, r, nonfinite));
  if (fr_maybe_nan_p (r))
    or_into (seq, &ok, nan_test (seq, v, r));
  if (fr_maybe_ninf_p (r))
    or_into (seq, &ok, gimple_build (seq, EQ_EXPR, boolean_type_node, v,
				     real_constant (type, NULL, true)));
  if (fr_maybe_pinf_p (r))
    or_into (seq, &ok, gimple_build (seq, EQ_EXPR, boolean_type_node, v,
				     real_constant (type, NULL, false)));
  return ok ? ok : boolean_false_node;
}

/* Where the check of NAME goes: after its definition, or after the labels
   of its PHI's block or of the function's first block (a parameter).
   Returns false if NAME cannot be checked (its definition ends its block,
   or it is used in an abnormal PHI).  */
static bool
check_point (tree name, gimple_stmt_iterator *gsi, bool *after)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name))
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    {
      /* A parameter: at the start of the function.  */
      *gsi = gsi_after_labels (single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun)));
      *after = false;
      return true;
    }
  if (!gimple_bb (def))
    return false;
  if (gimple_code (def) == GIMPLE_PHI)
    {
      *gsi = gsi_after_labels (gimple_bb (def));
      *after = false;
      return true;
    }
  if (stmt_ends_bb_p (def))
    return false;
  *gsi = gsi_for_stmt (def);
  *after = true;
  return true;
}

/* The value kinds whose bits a check records.  */
enum value_kind { KIND_FLOAT, KIND_DOUBLE, KIND_NONE };

static enum value_kind
value_kind (tree type)
{
  if (TYPE_MODE (type) == TYPE_MODE (float_type_node))
    return KIND_FLOAT;
  if (TYPE_MODE (type) == TYPE_MODE (double_type_node))
    return KIND_DOUBLE;
  return KIND_NONE;
}

static tree
uint64_type (void)
{
  return build_nonstandard_integer_type (64, 1);
}

/* What a message says of the value of a check of kind KIND.  */
static const char *
value_text (enum value_kind kind)
{
  return kind == KIND_NONE ? " (value not recorded)" : " = %.21Lg";
}

/* The id of a new message of a check of NAME (of kind KIND) against R,
   which says VALUE of the value.  */
static unsigned
new_message (struct check_state *cs, tree name, const fr_range *r,
	     enum value_kind kind, const char *value)
{
  if (kind != KIND_NONE && (cs->messages.length () & 1) != (unsigned) kind)
    cs->messages.safe_push (xstrdup (""));
  char *range = fr_to_string (r);
  pretty_printer pp;
  dump_generic_node (&pp, name, 0, TDF_NONE, false);
  cs->messages.safe_push (xasprintf ("fpscev check: %s: %s%s is not in %s\n",
				     function_name (cs->a->fun),
				     pp_formatted_text (&pp), value, range));
  free (range);
  return cs->messages.length () - 1;
}

/* Append to SEQ the recording of the failure of check ID (OK false; ID
   an unsigned int) of the value whose bits are VBITS (NULL: not
   recorded).  The first failure sets FIRST to ID and BITS to VBITS:
   FIRST += TAKE * ID and BITS |= -TAKE & VBITS, where TAKE (0 or 1) is
   whether the check fails with FIRST and BITS still 0; integer
   arithmetic, which GCC does not expand into branches as it may a
   select.  */
static void
record_failure (gimple_seq *seq, struct check_state *cs, tree ok,
		tree id, tree vbits)
{
  tree type = TREE_TYPE (cs->first);
  tree old = fpscev_append_load (seq, cs->first);
  tree none = gimple_build (seq, EQ_EXPR, boolean_type_node, old,
			    build_zero_cst (type));
  tree bad = gimple_build (seq, EQ_EXPR, boolean_type_node, ok,
			   boolean_false_node);
  tree take = gimple_build (seq, BIT_AND_EXPR, boolean_type_node, bad, none);
  tree take_id = gimple_build (seq, MULT_EXPR, type,
			       gimple_convert (seq, type, take), id);
  tree first = gimple_build (seq, PLUS_EXPR, type, old, take_id);
  gimple_seq_add_stmt (seq, gimple_build_assign (cs->first, first));
  if (!vbits)
    return;
  tree u64 = uint64_type ();
  tree mask = gimple_build (seq, NEGATE_EXPR, u64,
			    gimple_convert (seq, u64, take));
  vbits = gimple_build (seq, BIT_AND_EXPR, u64, mask,
			gimple_convert (seq, u64, vbits));
  tree bits = gimple_build (seq, BIT_IOR_EXPR, u64,
			    fpscev_append_load (seq, cs->bits), vbits);
  gimple_seq_add_stmt (seq, gimple_build_assign (cs->bits, bits));
}

/* The records of the checks in reduction loops.  */

/* The reduction loop (fpscev_reduction_loops) of CS that holds BB, or
   NULL.  */
static class loop *
reduction_loop_of (struct check_state *cs, basic_block bb)
{
  class loop *loop = bb->loop_father;
  return (cs->reduction_loops && loop
	  && bitmap_bit_p (cs->reduction_loops, loop->num) ? loop : NULL);
}

/* Append to SEQ the recording of a failure (OK false) of check ID in
   LOOP, of the value whose bits are VBITS (NULL: not recorded; then a
   failure is recorded as the bits 1), in a record of its own
   (fpscev_append_loop_record): reductions that GCC vectorizes.
   SEVERAL_ID is the id of the message for several values.  */
static void
record_in_loop (gimple_seq *seq, struct check_state *cs, class loop *loop,
		tree ok, unsigned id, unsigned several_id, tree vbits)
{
  if (!vbits)
    vbits = build_one_cst (unsigned_type_node);
  tree bad = gimple_build (seq, BIT_NOT_EXPR, boolean_type_node, ok);
  struct loop_check lc
    = { loop, id, several_id,
	fpscev_append_loop_record (seq, cs->a->fun, bad, vbits) };
  cs->loop_checks.safe_push (lc);
}

/* Append to SEQ the recording in FIRST and BITS of the failure of LC that
   its record holds: with the value if one value failed, else under the
   message for several values.  */
static void
record_loop_check (gimple_seq *seq, struct check_state *cs,
		   const struct loop_check *lc)
{
  tree any, exact;
  tree ok = fpscev_append_record_read (seq, &lc->rec, &any, &exact);
  tree uint = unsigned_type_node;
  exact = gimple_convert (seq, uint, exact);
  tree delta = build_int_cst (uint, lc->id - lc->several_id);
  tree id = gimple_build (seq, PLUS_EXPR, uint,
			  build_int_cst (uint, lc->several_id),
			  gimple_build (seq, MULT_EXPR, uint, exact, delta));
  record_failure (seq, cs, ok, id,
		  lc->several_id != lc->id ? any : NULL_TREE);
}

/* Record the failures of the checks in reduction loops on their loops'
   exits, in the order of their ids.  */
static void
record_loop_checks_at_exits (struct check_state *cs)
{
  for (const struct loop_check &lc : cs->loop_checks)
    for (edge e : fpscev_loop_exits (cs->a->fun, lc.loop))
      {
	gimple_seq seq = NULL;
	record_loop_check (&seq, cs, &lc);
	gsi_insert_seq_on_edge (e, seq);
      }
  gsi_commit_edge_inserts ();
}

/* Append to SEQ the check of NAME against R, recorded in LOOP's
   variables (record_in_loop) or, if LOOP is NULL, in FIRST and BITS.  */
static void
append_check (gimple_seq *seq, struct check_state *cs, tree name,
	      const fr_range *r, class loop *loop)
{
  tree vbits;
  tree opaque = fpscev_append_opaque_copy (seq, cs->zero, name, &vbits);
  tree ok = range_test (seq, cs, opaque, r, cs->a->fp.finite_math_only);
  enum value_kind kind = vbits ? value_kind (TREE_TYPE (name)) : KIND_NONE;
  if (kind == KIND_NONE)
    vbits = NULL_TREE;
  unsigned id = new_message (cs, name, r, kind, value_text (kind));
  if (loop)
    {
      unsigned several_id
	= (vbits ? new_message (cs, name, r, KIND_NONE,
				" (several values, not recorded)") : id);
      record_in_loop (seq, cs, loop, ok, id, several_id, vbits);
    }
  else
    record_failure (seq, cs, ok, build_int_cst (unsigned_type_node, id),
		    vbits);
}

/* Check NAME, which LOOP carries (fpscev_carried_name_p), against R on each
   exit of LOOP that its definition dominates: its last value.  A PHI of
   the header is not checked: its values are the one from outside LOOP
   and those from the latch but the last, which the vectorized reduction
   does not compute.  */
static void
instrument_at_exits (struct check_state *cs, class loop *loop, tree name,
		     const fr_range *r)
{
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  if (def_bb == loop->header
      && gimple_code (SSA_NAME_DEF_STMT (name)) == GIMPLE_PHI)
    return;
  for (edge e : fpscev_loop_exits (cs->a->fun, loop))
    if (dominated_by_p (CDI_DOMINATORS, e->src, def_bb))
      {
	gimple_seq seq = NULL;
	append_check (&seq, cs, name, r, NULL);
	gsi_insert_seq_on_edge (e, seq);
	bitmap_set_bit (cs->check_blocks, e->dest->index);
      }
}

/* Instrument the definition of NAME with the test that its value is in
   R.  */
static void
instrument (struct check_state *cs, tree name, const fr_range *r)
{
  gimple_stmt_iterator gsi;
  bool after;
  gcc_checking_assert (fpscev_format_of (TREE_TYPE (name))
		       == fr_format_of (r));
  if (!check_point (name, &gsi, &after))
    return;
  class loop *loop = reduction_loop_of (cs, gsi_bb (gsi));
  if (loop && fpscev_carried_name_p (loop, name))
    {
      instrument_at_exits (cs, loop, name, r);
      return;
    }
  gimple_seq seq = NULL;
  append_check (&seq, cs, name, r, loop);
  bitmap_set_bit (cs->check_blocks, gsi_bb (gsi)->index);
  if (after)
    gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
}

/* The tests of FIRST.  */

/* Append to E's source, whose only successor edge E falls through, the
   test of FIRST, failing to CS->FAIL.  */
static void
test_on_edge (struct check_state *cs, edge e)
{
  basic_block bb = e->src;
  gimple_seq seq = NULL;
  tree first = fpscev_append_load (&seq, cs->first);
  tree zero = build_zero_cst (TREE_TYPE (first));
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, first, zero,
						NULL_TREE, NULL_TREE));
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
  e->flags &= ~EDGE_FALLTHRU;
  e->flags |= EDGE_FALSE_VALUE;
  e->probability = profile_probability::always ();
  edge fail = make_edge (bb, cs->fail, EDGE_TRUE_VALUE);
  fail->probability = profile_probability::never ();
}

/* Test FIRST before STMT.  */
static void
test_before (struct check_state *cs, gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_prev (&gsi);
  basic_block bb = gimple_bb (stmt);
  test_on_edge (cs, gsi_end_p (gsi) ? split_block_after_labels (bb)
		: split_block (bb, gsi_stmt (gsi)));
}

/* Whether LOOP holds a check of CS.  */
static bool
checked_loop_p (struct check_state *cs, class loop *loop)
{
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (cs->check_blocks, 0, i, bi)
    if (flow_bb_inside_loop_p (loop, BASIC_BLOCK_FOR_FN (cs->a->fun, i)))
      return true;
  return false;
}

/* Test FIRST on the latch of each loop that holds a check (but for a
   latch edge that cannot be split, an abnormal one).  */
static void
test_latches (struct check_state *cs)
{
  if (!current_loops)
    return;
  for (auto loop : loops_list (cs->a->fun, 0))
    if (loop->latch && checked_loop_p (cs, loop)
	&& !reduction_loop_of (cs, loop->latch)
	&& !(loop_latch_edge (loop)->flags & EDGE_ABNORMAL))
      test_on_edge (cs, single_succ_edge (split_edge (loop_latch_edge
						      (loop))));
}

/* The failure block.  */

/* The static array of the messages of CS, by id.  */
static tree
message_table (struct check_state *cs)
{
  tree type = build_array_type_nelts (const_ptr_type_node,
				      cs->messages.length ());
  vec<constructor_elt, va_gc> *elts = NULL;
  for (unsigned i = 0; i < cs->messages.length (); i++)
    {
      const char *m = cs->messages[i];
      tree s = build_string_literal (strlen (m) + 1, m);
      CONSTRUCTOR_APPEND_ELT (elts, size_int (i),
			      fold_convert (const_ptr_type_node, s));
    }
  return fpscev_static_variable (type, "fpscev_check_messages",
				 build_constructor (type, elts));
}

/* Append to SEQ the value, as a long double, that BITS stand for: the
   bits of a double if ODD, else of a float.  */
static tree
recorded_value (gimple_seq *seq, tree bits, tree odd)
{
  tree b32 = gimple_convert (seq, build_nonstandard_integer_type (32, 1),
			     bits);
  tree f = gimple_build (seq, VIEW_CONVERT_EXPR, float_type_node, b32);
  tree d = gimple_build (seq, VIEW_CONVERT_EXPR, double_type_node, bits);
  f = gimple_convert (seq, long_double_type_node, f);
  d = gimple_convert (seq, long_double_type_node, d);
  return gimple_build (seq, COND_EXPR, long_double_type_node, odd, d, f);
}

/* Fill CS->FAIL: print the message of the first failing check, with its
   value, on standard error, and abort.  */
static void
fill_failure_block (struct check_state *cs)
{
  gimple_seq seq = NULL;
  tree first = fpscev_append_load (&seq, cs->first);
  tree bits = fpscev_append_load (&seq, cs->bits);
  tree index = gimple_convert (&seq, sizetype, first);
  tree msg = make_ssa_name (const_ptr_type_node);
  tree entry = build4 (ARRAY_REF, const_ptr_type_node, message_table (cs),
		       index, NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&seq, gimple_build_assign (msg, entry));
  tree type = TREE_TYPE (first);
  tree odd = gimple_build (&seq, BIT_AND_EXPR, type, first,
			   build_one_cst (type));
  odd = gimple_build (&seq, NE_EXPR, boolean_type_node, odd,
		      build_zero_cst (type));
  tree value = recorded_value (&seq, bits, odd);
  auto_vec<tree, 1> args;
  args.quick_push (value);
  fpscev_append_report (&seq, msg, args);
  tree abort_decl = builtin_decl_explicit (BUILT_IN_ABORT);
  gimple_seq_add_stmt (&seq, gimple_build_call (abort_decl, 0));
  gimple_stmt_iterator gsi = gsi_start_bb (cs->fail);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
}

/* Set up CS for A's function, whose reduction loops are REDUCTION_LOOPS:
   the variables, zeroed on entry, the opaque zero and the empty failure
   block.  */
static void
check_state_init (struct check_state *cs, struct fpscev_analysis *a,
		  sbitmap reduction_loops)
{
  cs->a = a;
  cs->reduction_loops = reduction_loops;
  cs->first = create_tmp_var (unsigned_type_node, "fpscev_check_first");
  cs->bits = create_tmp_var (uint64_type (), "fpscev_check_bits");
  TREE_ADDRESSABLE (cs->first) = TREE_ADDRESSABLE (cs->bits) = 1;
  cs->check_blocks = BITMAP_ALLOC (NULL);
  cs->messages.safe_push (xstrdup (""));
  gimple_seq seq = NULL;
  gimple_seq_add_stmt (&seq, gimple_build_assign
		       (cs->first, build_zero_cst (unsigned_type_node)));
  gimple_seq_add_stmt (&seq, gimple_build_assign
		       (cs->bits, build_zero_cst (uint64_type ())));
  cs->zero = fpscev_append_opaque_zero (&seq);
  gsi_insert_seq_on_edge_immediate (single_succ_edge
				    (ENTRY_BLOCK_PTR_FOR_FN (a->fun)), seq);
  cs->fail = create_empty_bb (EXIT_BLOCK_PTR_FOR_FN (a->fun)->prev_bb);
  cs->fail->count = profile_count::zero ();
  if (current_loops)
    add_bb_to_loop (cs->fail, current_loops->tree_root);
}

static void
check_state_release (struct check_state *cs)
{
  BITMAP_FREE (cs->check_blocks);
  if (cs->reduction_loops)
    sbitmap_free (cs->reduction_loops);
  for (char *m : cs->messages)
    free (m);
}

/* Whether NAME is used, and only as an arm of selects (COND_EXPR): GCC
   may have computed NAME ahead of the test that guarded it (phiopt, under
   -fno-trapping-math), so that NAME holds values the program never uses,
   such as an infinity under -ffinite-math-only.  The selects' results are
   checked instead.  */
static bool
select_arm_only_p (tree name)
{
  imm_use_iterator it;
  use_operand_p use;
  bool used = false;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt))
	continue;
      gassign *sel = dyn_cast<gassign *> (stmt);
      if (!sel || gimple_assign_rhs_code (sel) != COND_EXPR
	  || gimple_assign_rhs1 (sel) == name)
	return false;
      used = true;
    }
  return used;
}

/* Whether STMT stays whatever uses its results: it has side effects (a
   call that is neither const nor pure, a volatile access), stores, may
   throw, or decides the control flow.  */
static bool
stmt_kept_p (gimple *stmt)
{
  return (!is_gimple_debug (stmt)
	  && (gimple_has_side_effects (stmt) || gimple_vdef (stmt)
	      || is_ctrl_stmt (stmt) || stmt_could_throw_p (cfun, stmt)));
}

/* Add to LIVE, and to WORK if new, the SSA names that STMT uses.  */
static void
mark_uses_live (gimple *stmt, sbitmap live, vec<tree> *work)
{
  ssa_op_iter iter;
  use_operand_p use;
  FOR_EACH_PHI_OR_STMT_USE (use, stmt, iter, SSA_OP_USE)
    {
      tree name = USE_FROM_PTR (use);
      if (TREE_CODE (name) == SSA_NAME
	  && bitmap_set_bit (live, SSA_NAME_VERSION (name)))
	work->safe_push (name);
    }
}

/* The SSA names of FUN whose values the program may use: the operands of
   the statements that stay (stmt_kept_p) and of the definitions of live
   names.  The others are dead code, which GCC deletes (among them those
   whose uses fpscev replaced by constants); a check would keep them
   alive (dead_check_p).  */
static sbitmap
live_names (function *fun)
{
  sbitmap live = sbitmap_alloc (num_ssa_names);
  bitmap_clear (live);
  auto_vec<tree> work;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (stmt_kept_p (gsi_stmt (gsi)))
	mark_uses_live (gsi_stmt (gsi), live, &work);
  while (!work.is_empty ())
    {
      gimple *def = SSA_NAME_DEF_STMT (work.pop ());
      if (def && !gimple_nop_p (def))
	mark_uses_live (def, live, &work);
    }
  return live;
}

/* Whether DEF, dead, is a call that GCC does not expand inline.  */
static bool
dead_call_p (gimple *def)
{
  gcall *call = dyn_cast<gcall *> (def);
  return (call && !(gimple_call_internal_p (call)
		    && direct_internal_fn_p (gimple_call_internal_fn (call))));
}

/* The dead names of FUN (not in LIVE) computed from a call (dead_call_p),
   which a check would keep: a call of libm that the program, linked
   without -lm, lacks.  */
static sbitmap
names_from_dead_calls (function *fun, sbitmap live)
{
  sbitmap tainted = sbitmap_alloc (num_ssa_names);
  bitmap_clear (tainted);
  auto_vec<tree> work;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	if (lhs && TREE_CODE (lhs) == SSA_NAME && dead_call_p (gsi_stmt (gsi))
	    && !bitmap_bit_p (live, SSA_NAME_VERSION (lhs))
	    && bitmap_set_bit (tainted, SSA_NAME_VERSION (lhs)))
	  work.safe_push (lhs);
      }
  while (!work.is_empty ())
    {
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, work.pop ())
	{
	  gimple *stmt = USE_STMT (use);
	  tree lhs = (gimple_code (stmt) == GIMPLE_PHI
		      ? gimple_phi_result (stmt) : gimple_get_lhs (stmt));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME
	      && !bitmap_bit_p (live, SSA_NAME_VERSION (lhs))
	      && bitmap_set_bit (tainted, SSA_NAME_VERSION (lhs)))
	    work.safe_push (lhs);
	}
    }
  return tainted;
}

/* Whether the dead name of version I is checked.  A check keeps alive
   the dead code it reads, which the unchecked program does not run: only
   where that changes nothing the program observes, under
   -fno-trapping-math (the exceptions of the dead operations do not count)
   and if no call computes the name (TAINTED, names_from_dead_calls).
   There, the check still verifies what fpscev decided of a name whose
   uses it replaced by a constant.  */
static bool
dead_check_p (function *fun, sbitmap tainted, unsigned i)
{
  return (!opt_for_fn (fun->decl, flag_trapping_math)
	  && !bitmap_bit_p (tainted, i));
}

unsigned
fpscev_instrument_checks (struct fpscev_analysis *a)
{
  /* The ranges' folds leave dead branches behind, which the niter
     analysis of reduction_loops would walk.  */
  if (current_loops)
    {
      if (need_ssa_update_p (a->fun))
	update_ssa (TODO_update_ssa);
      cleanup_tree_cfg ();
    }
  auto_vec<gimple *> points;
  fpscev_leave_points (a->fun, &points);
  sbitmap loops = fpscev_reduction_loops (a->fun, &points, NULL);
  /* For the checks at the exits of the reduction loops.  */
  calculate_dominance_info (CDI_DOMINATORS);
  sbitmap live = live_names (a->fun);
  sbitmap tainted = names_from_dead_calls (a->fun, live);
  struct check_state cs;
  unsigned n = 0;
  for (unsigned i = 1; i < a->values.length (); i++)
    {
      const fpscev_value *v = a->values[i];
      tree name = ssa_name (i);
      if (!v || v->imag || !name
	  || (!bitmap_bit_p (live, i) && !dead_check_p (a->fun, tainted, i))
	  || (SSA_NAME_IS_DEFAULT_DEF (name)
	      && !fpscev_recorded_param_range (SSA_NAME_VAR (name)))
	  || fpscev_no_fact_p (&a->fp, &v->r)
	  || fpscev_fusable_product_p (&a->fp, name)
	  || fpscev_chain_link_p (&a->fp, name) || select_arm_only_p (name))
	continue;
      if (!n++)
	check_state_init (&cs, a, loops);
      instrument (&cs, name, &v->r);
    }
  sbitmap_free (live);
  sbitmap_free (tainted);
  if (!n)
    {
      if (loops)
	sbitmap_free (loops);
      return 0;
    }
  /* The tests split blocks and add edges to the failure block.  */
  free_dominance_info (CDI_DOMINATORS);
  record_loop_checks_at_exits (&cs);
  test_latches (&cs);
  for (gimple *stmt : points)
    test_before (&cs, stmt);
  fill_failure_block (&cs);
  check_state_release (&cs);
  /* The variables' loads and stores need virtual operands; then GCC
     turns the variables, whose address is not taken, into SSA names.  */
  mark_virtual_operands_for_renaming (a->fun);
  update_ssa (TODO_update_ssa);
  execute_update_addresses_taken ();
  /* The tests on latches change the loop structures: let GCC recompute
     them rather than keep stale ones.  */
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
  return n;
}
