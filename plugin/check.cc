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
   the instrumented program tests that the value lies in the range; when it
   does not, it prints the function, the SSA name, the value and the range
   on standard error (file descriptor 2, through dprintf) and aborts.  This
   is the oracle of the torture tests and of the random program tests.  */

#include "compat.h"
#include "engine.h"
#include "check.h"
#include "gcc-later.h"

/* dprintf, declared once and kept alive across functions.  */
static tree dprintf_decl;

static const struct ggc_root_tab check_roots[] = {
  { &dprintf_decl, 1, sizeof (dprintf_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

void
fpscev_check_register_roots (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) check_roots);
}

/* The declaration of int dprintf (int, const char *, ...).  */
static tree
get_dprintf_decl (void)
{
  if (!dprintf_decl)
    {
      tree type = build_varargs_function_type_list (integer_type_node,
						    integer_type_node,
						    const_ptr_type_node,
						    NULL_TREE);
      dprintf_decl = build_fn_decl ("dprintf", type);
    }
  return dprintf_decl;
}

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

/* Append to SEQ the test whether V is an infinity or a NaN, made on V's
   bits (its exponent field all ones), which GCC cannot fold away under
   -ffinite-math-only; NULL if V's format has no such field, or the target
   no integer mode of V's size (x87 long double is 96 bits with -m32).  */
static tree
nonfinite_test (gimple_seq *seq, tree v)
{
  tree type = TREE_TYPE (v);
  const struct real_format *fmt = REAL_MODE_FORMAT (TYPE_MODE (type));
  if (!fmt || fmt->emax <= 0 || !tree_fits_uhwi_p (TYPE_SIZE (type)))
    return NULL_TREE;
  int width = floor_log2 (fmt->emax) + 1;
  int low = fmt->signbit_ro - width;
  unsigned bits = tree_to_uhwi (TYPE_SIZE (type));
  scalar_int_mode imode;
  if (low < 0 || (unsigned) fmt->signbit_ro >= bits
      || !int_mode_for_size (bits, 0).exists (&imode)
      || !targetm.scalar_mode_supported_p (imode))
    return NULL_TREE;
  tree itype = build_nonstandard_integer_type (bits, 1);
  tree mask = build_int_cst (itype, (HOST_WIDE_INT_1U << width) - 1);
  tree x = gimple_build (seq, VIEW_CONVERT_EXPR, itype, v);
  x = gimple_build (seq, RSHIFT_EXPR, itype, x,
		    build_int_cst (integer_type_node, low));
  x = gimple_build (seq, BIT_AND_EXPR, itype, x, mask);
  return gimple_build (seq, EQ_EXPR, boolean_type_node, x, mask);
}

/* Append to SEQ the test that V is in R; return the boolean.  Under
   -ffinite-math-only (FINITE_ONLY) the ranges hold no infinity or NaN by
   assumption, which the program or GCC itself may break (a division GCC
   hoists out of its guard yields an infinity that no use sees): only
   finite values are tested.  */
static tree
range_test (gimple_seq *seq, tree v, const fr_range *r, bool finite_only)
{
  tree type = TREE_TYPE (v);
  tree ok = NULL_TREE;
  tree nonfinite = finite_only ? nonfinite_test (seq, v) : NULL_TREE;
  if (nonfinite)
    or_into (seq, &ok, nonfinite);
  if (fr_has_finite_p (r))
    {
      tree t = gimple_build (seq, BIT_AND_EXPR, boolean_type_node,
			     bound_test (seq, v, r, false),
			     bound_test (seq, v, r, true));
      tree trunc = mathfn_built_in (type, BUILT_IN_TRUNC);
      if (fr_integer_p (r) && trunc)
	{
	  tree tv = gimple_build (seq,
				  as_combined_fn (DECL_FUNCTION_CODE (trunc)),
				  type, v);
	  tree is_int = gimple_build (seq, EQ_EXPR, boolean_type_node, tv, v);
	  t = gimple_build (seq, BIT_AND_EXPR, boolean_type_node, t, is_int);
	}
      or_into (seq, &ok, t);
    }
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

/* Fill the empty block FAIL with the report of the value V of NAME falling
   outside R in A's function, and a call to abort.  */
static void
fill_failure_block (struct fpscev_analysis *a, basic_block fail, tree name,
		    const fr_range *r)
{
  gimple_stmt_iterator gsi = gsi_start_bb (fail);
  char *range = fr_to_string (r);
  pretty_printer pp;
  dump_generic_node (&pp, name, 0, TDF_NONE, false);
  char *msg = xasprintf ("fpscev check: %s: %s = %%.21Lg is not in %s\n",
			 function_name (a->fun), pp_formatted_text (&pp),
			 range);
  free (range);
  tree fmt = build_string_literal (strlen (msg) + 1, msg);
  free (msg);
  gimple_seq seq = NULL;
  tree lv = gimple_convert (&seq, long_double_type_node, name);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
  gcall *print = gimple_build_call (get_dprintf_decl (), 3,
				    build_int_cst (integer_type_node, 2),
				    fmt, lv);
  gsi_insert_after (&gsi, print, GSI_CONTINUE_LINKING);
  gsi_insert_after (&gsi,
		    gimple_build_call (builtin_decl_explicit (BUILT_IN_ABORT),
				       0),
		    GSI_CONTINUE_LINKING);
}

/* Where the check of NAME goes: after its definition, or after the labels
   of its PHI's block.  Returns false if NAME cannot be checked (its
   definition ends its block, or it is used in an abnormal PHI).  */
static bool
check_point (tree name, gimple_stmt_iterator *gsi, bool *after)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name) || !gimple_bb (def))
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

/* Append to SEQ a copy of NAME that GCC cannot see through, made by a
   store to and a load from a volatile temporary, and return it.  GCC would
   otherwise decide the test from the ranges it knows (its own on GCC 13
   and later, and those fpscev exports) and remove it, or under
   -fassociative-math rewrite a test such as x + C <= D into x <= D - C,
   which is not the same test once rounded.  */
static tree
opaque_copy (gimple_seq *seq, tree name)
{
  tree type = TREE_TYPE (name);
  tree tmp = create_tmp_var (build_qualified_type (type, TYPE_QUAL_VOLATILE),
			     "fpscev_check");
  TREE_THIS_VOLATILE (tmp) = 1;
  gimple_seq_add_stmt (seq, gimple_build_assign (tmp, name));
  tree copy = make_ssa_name (TYPE_MAIN_VARIANT (type));
  gimple_seq_add_stmt (seq, gimple_build_assign (copy, tmp));
  return copy;
}

/* Instrument the definition of NAME with the test that its value is in R.  */
static void
instrument (struct fpscev_analysis *a, tree name, const fr_range *r)
{
  gimple_stmt_iterator gsi;
  bool after;
  gcc_checking_assert (fpscev_format_of (TREE_TYPE (name))
		       == fr_format_of (r));
  if (!check_point (name, &gsi, &after))
    return;
  gimple_seq seq = NULL;
  tree opaque = opaque_copy (&seq, name);
  tree ok = range_test (&seq, opaque, r, a->fp.finite_math_only);
  gcond *cond = gimple_build_cond (EQ_EXPR, ok, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&seq, cond);
  if (after)
    gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);

  basic_block bb = gimple_bb (cond);
  edge pass_edge = split_block (bb, cond);
  pass_edge->flags &= ~EDGE_FALLTHRU;
  pass_edge->flags |= EDGE_FALSE_VALUE;
  pass_edge->probability = profile_probability::always ();
  basic_block fail = create_empty_bb (bb);
  fail->count = profile_count::zero ();
  edge fail_edge = make_edge (bb, fail, EDGE_TRUE_VALUE);
  fail_edge->probability = profile_probability::never ();
  if (current_loops)
    add_bb_to_loop (fail, bb->loop_father);
  fill_failure_block (a, fail, name, r);
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

unsigned
fpscev_instrument_checks (struct fpscev_analysis *a)
{
  unsigned n = 0;
  for (unsigned i = 1; i < a->values.length (); i++)
    {
      const fpscev_value *v = a->values[i];
      tree name = ssa_name (i);
      if (!v || v->imag || !name || SSA_NAME_IS_DEFAULT_DEF (name)
	  || fpscev_no_fact_p (&a->fp, &v->r)
	  || fpscev_fusable_product_p (&a->fp, name)
	  || fpscev_chain_link_p (&a->fp, name) || select_arm_only_p (name))
	continue;
      instrument (a, name, &v->r);
      n++;
    }
  if (n)
    {
      /* The stores and loads of opaque_copy need virtual operands.  */
      mark_virtual_operands_for_renaming (a->fun);
      free_dominance_info (CDI_DOMINATORS);
      /* Splitting blocks of a loop's header or latch changes the loop
	 structures: let GCC recompute them rather than keep stale ones.  */
      if (current_loops)
	loops_state_set (LOOPS_NEED_FIXUP);
    }
  return n;
}
