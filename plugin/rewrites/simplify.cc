/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify.cc -- the simplifications: code changes justified by float
   ranges (GCC's simplify_using_ranges), which the plugin argument
   fold=on|off enables or disables; the tests they decide are
   simplify-tests.cc's, their remarks simplify-report.cc's.

   Every change is reported through GCC's optimization records, so that
   -fopt-info-optimized prints it with its location, what changed and the
   ranges that justified it.  The changes:
     - comparisons (conditions, boolean assignments, COND_EXPR conditions)
       decided by the ranges of their operands become constants; the dead
       blocks go with the CFG cleanup;
     - an `&' or `|' of comparisons that its parts decide together becomes
       a constant;
     - signbit of a value of known sign becomes a constant, and so do the
       tests of its result against 0 where the result stays as a value;
     - floor, ceil, trunc, round, roundeven, rint and nearbyint of an
       integer-valued operand become the operand;
     - fabs (and ABS_EXPR) of a value known >= +0 becomes the value, of a
       value known <= -0 its negation; copysign with a sign operand of
       known sign becomes fabs or its negation;
     - fmin and fmax of ordered, disjoint operands become one operand;
     - a call whose result range is one number becomes that number (the
       call stays for errno when -fmath-errno needs it);
     - pow (x, y) with y integer-valued in a range where powi is as
       accurate as pow's range allows becomes __builtin_powi under
       -funsafe-math-optimizations;
     - the integer result of a float to integer conversion gets the
       integer range the float range implies (GCC's later passes use it).
   No change is made for an operand that may be NaN where the change would
   alter the NaN produced (its sign or payload), nor, under
   -fassociative-math, one that would join two chains of additions or
   multiplications (gcc-later.h), nor, under -ftrapping-math, one that
   would leave unused an operation that may raise a floating-point
   exception, which GCC would then delete (fp-exceptions.h).  */

#include "compat.h"
#include "engine.h"
#include "simplify.h"
#include "simplify-report.h"
#include "simplify-tests.h"
#include "gcc-later.h"
#include "relation.h"
#include "fp-exceptions.h"
#include "return-ranges.h"
#include "dump.h"

/* Simplify the `&' or `|' of truth values at GSI if the comparisons it
   combines decide it together.  */
static bool
simplify_truth_combination (struct fpscev_analysis *a,
			    gimple_stmt_iterator *gsi)
{
  gassign *as = as_a<gassign *> (gsi_stmt (*gsi));
  tree lhs = gimple_assign_lhs (as);
  bool and_p = gimple_assign_rhs_code (as) == BIT_AND_EXPR;
  if (TREE_CODE (TREE_TYPE (lhs)) != BOOLEAN_TYPE
      || TYPE_PRECISION (TREE_TYPE (lhs)) != 1)
    return false;
  tree p = gimple_assign_rhs1 (as), q = gimple_assign_rhs2 (as);
  int d = fpscev_decide_truth_combination (a, as, and_p, p, q);
  if (d < 0 || fpscev_change_drops_exception_p (a, as, p, q, true))
    return false;
  if (dump_enabled_p ())
    fpscev_report_as (a, as, fpscev_decided_test_kind (as), and_p
		      ? "conjunction of comparisons is always false"
		      : "disjunction of comparisons is always true",
		      NULL, NULL);
  gimple_assign_set_rhs_from_tree (gsi, constant_boolean_node (d,
							     TREE_TYPE (lhs)));
  update_stmt (gsi_stmt (*gsi));
  return true;
}



/* Simplify the condition COND if the ranges decide it.  */
static bool
simplify_cond (struct fpscev_analysis *a, gcond *cond)
{
  int d = fpscev_decide_test (a, cond, gimple_cond_code (cond),
			      gimple_cond_lhs (cond), gimple_cond_rhs (cond),
			      "condition is always true",
			      "condition is always false");
  if (d < 0)
    return false;
  if (d)
    gimple_cond_make_true (cond);
  else
    gimple_cond_make_false (cond);
  update_stmt (cond);
  return true;
}

/* Replace the statement at GSI, which defines LHS, by LHS = VAL.  */
static void
replace_with_value (gimple_stmt_iterator *gsi, tree lhs, tree val)
{
  gimple *stmt = gsi_stmt (*gsi);
  if (is_gimple_call (stmt))
    {
      replace_call_with_value (gsi, val);
      return;
    }
  gimple *copy = gimple_build_assign (lhs, val);
  gimple_set_location (copy, gimple_location (stmt));
  gsi_replace (gsi, copy, false);
}

/* Simplify the assignment of a comparison at GSI if the ranges decide it.  */
static bool
simplify_comparison_assign (struct fpscev_analysis *a,
			    gimple_stmt_iterator *gsi)
{
  gassign *as = as_a<gassign *> (gsi_stmt (*gsi));
  tree lhs = gimple_assign_lhs (as);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    return false;
  int d = fpscev_decide_test (a, as, gimple_assign_rhs_code (as),
			      gimple_assign_rhs1 (as), gimple_assign_rhs2 (as),
			      "comparison is always true",
			      "comparison is always false");
  if (d < 0)
    return false;
  gimple_assign_set_rhs_from_tree (gsi, constant_boolean_node (d,
							     TREE_TYPE (lhs)));
  update_stmt (gsi_stmt (*gsi));
  return true;
}

/* Whether R may hold the zero of sign NEGATIVE.  */
static bool
maybe_zero_p (const fr_range *r, bool negative)
{
  mpfr_t zero;
  mpfr_init2 (zero, MPFR_PREC_MIN);
  mpfr_set_zero (zero, negative ? -1 : 1);
  bool p = fr_contains_p (r, zero);
  mpfr_clear (zero);
  return p;
}

bool
fpscev_opposite_zeros_p (const fr_range *x, const fr_range *y)
{
  return ((maybe_zero_p (x, true) && maybe_zero_p (y, false))
	  || (maybe_zero_p (x, false) && maybe_zero_p (y, true)));
}

/* The operand, X or Y, that the minimum (MIN) or maximum of X and Y at
   STMT always is, or NULL: one less than the other, or equal to it where
   they cannot be -0 and +0 (fmin and fmax of these may return either) or
   the sign of a zero does not matter (-fno-signed-zeros), by their ranges
   and their relation.  *HOLDS as for fpscev_decide_comparison.  */
static tree
min_max_operand (struct fpscev_analysis *a, gimple *stmt, bool min, tree x,
		 tree y, int *holds)
{
  fpscev_range_temp tx, ty;
  const fr_range *rx = fpscev_operand_range (a, x, stmt, &tx);
  const fr_range *ry = fpscev_operand_range (a, y, stmt, &ty);
  if (!rx || !ry)
    return NULL_TREE;
  int ranges = fr_outcomes (rx, ry);
  int relation = fpscev_relation (a, stmt, x, y, NULL, 0);
  bool zeros = (!a->fp.no_signed_zeros
		&& fpscev_opposite_zeros_p (rx, ry));
  enum fr_cmp x_first = zeros ? FR_LT : FR_LE;
  if (fpscev_relation_decide (x_first, ranges, relation, holds) == 1)
    return min ? x : y;
  if (fpscev_relation_decide (fr_cmp_swap (x_first), ranges, relation,
			      holds) == 1)
    return min ? y : x;
  return NULL_TREE;
}

/* Simplify the minimum (MIN) or maximum of X and Y at GSI (a call of fmin or
   fmax, a MIN_EXPR or MAX_EXPR) when it is always the same operand: the
   operands are ordered and not NaN.  */
static bool
simplify_min_max (struct fpscev_analysis *a, gimple_stmt_iterator *gsi,
		  bool min, tree x, tree y)
{
  gimple *stmt = gsi_stmt (*gsi);
  tree lhs = gimple_get_lhs (stmt);
  int holds;
  tree keep = min_max_operand (a, stmt, min, x, y, &holds);
  if (!keep || fpscev_joins_chains_p (&a->fp, lhs, keep)
      || fpscev_change_drops_exception_p (a, stmt, keep == x ? y : x,
					  NULL_TREE))
    return false;
  const char *what = (is_gimple_call (stmt)
		      ? (min ? "fmin of ordered operands"
			 : "fmax of ordered operands")
		      : (min ? "minimum of ordered operands"
			 : "maximum of ordered operands"));
  fpscev_report_decided (a, stmt, what, x, y, holds);
  replace_with_value (gsi, lhs, keep);
  return true;
}

/* Simplify the assignment at GSI: a comparison or a COND_EXPR whose condition
   the ranges decide, a MIN_EXPR or MAX_EXPR of ordered floats, ABS_EXPR of
   a value of known sign.  */
static bool
simplify_assign (struct fpscev_analysis *a, gimple_stmt_iterator *gsi)
{
  gassign *as = as_a<gassign *> (gsi_stmt (*gsi));
  enum tree_code code = gimple_assign_rhs_code (as);
  tree lhs = gimple_assign_lhs (as);
  tree rhs1 = gimple_assign_rhs1 (as);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return simplify_comparison_assign (a, gsi);
  if (code == BIT_AND_EXPR || code == BIT_IOR_EXPR)
    return simplify_truth_combination (a, gsi);
  if ((code == MIN_EXPR || code == MAX_EXPR)
      && fpscev_format_of (TREE_TYPE (lhs)))
    return simplify_min_max (a, gsi, code == MIN_EXPR, rhs1,
			     gimple_assign_rhs2 (as));
  if (code == COND_EXPR && COMPARISON_CLASS_P (rhs1))
    {
      int holds;
      int d = fpscev_decide_comparison (a, as, TREE_CODE (rhs1),
					TREE_OPERAND (rhs1, 0),
					TREE_OPERAND (rhs1, 1), &holds);
      tree dropped = d ? gimple_assign_rhs3 (as) : gimple_assign_rhs2 (as);
      if (d < 0
	  || fpscev_joins_chains_p (&a->fp, lhs, d ? gimple_assign_rhs2 (as)
						  : gimple_assign_rhs3 (as))
	  || fpscev_change_drops_exception_p (a, as, TREE_OPERAND (rhs1, 0),
					      TREE_OPERAND (rhs1, 1))
	  || fpscev_change_drops_exception_p (a, as, dropped, NULL_TREE))
	return false;
      fpscev_report_decided (a, as, d ? "condition is always true"
				    : "condition is always false",
			     TREE_OPERAND (rhs1, 0), TREE_OPERAND (rhs1, 1),
			     holds);
      replace_with_value (gsi, lhs, d ? gimple_assign_rhs2 (as)
				     : gimple_assign_rhs3 (as));
      return true;
    }
  if (code == ABS_EXPR && fpscev_format_of (TREE_TYPE (lhs)))
    {
      fpscev_range_temp tx;
      const fr_range *x = fpscev_operand_range (a, rhs1, as, &tx);
      if (fr_maybe_nan_p (x) || fpscev_joins_chains_p (&a->fp, lhs, rhs1))
	return false;
      if (!fr_maybe_negative_p (x))
	{
	  fpscev_report_change (a, as,
				"fabs of a non-negative value is the value",
				rhs1, NULL);
	  replace_with_value (gsi, lhs, rhs1);
	  return true;
	}
      if (!fr_maybe_positive_p (x))
	{
	  fpscev_report_change (a, as,
				"fabs of a non-positive value is its negation",
				rhs1, NULL);
	  gimple_assign_set_rhs_with_ops (gsi, NEGATE_EXPR, rhs1);
	  update_stmt (gsi_stmt (*gsi));
	  return true;
	}
    }
  return false;
}

/* Replace the call at GSI by LHS = CODE (ARG) (NEGATE_EXPR or ABS_EXPR),
   or LHS = ARG if CODE is ERROR_MARK.  */
static void
replace_call_with_unary (gimple_stmt_iterator *gsi, enum tree_code code,
			 tree arg)
{
  gimple *call = gsi_stmt (*gsi);
  tree lhs = gimple_call_lhs (call);
  gimple *g = code == ERROR_MARK ? gimple_build_assign (lhs, arg)
		: gimple_build_assign (lhs, code, arg);
  gimple_set_location (g, gimple_location (call));
  gsi_replace (gsi, g, false);
}

/* Simplify a call to the rounding function IFN (floor, ceil, ...) at GSI whose
   argument X is integer-valued (or NaN or infinite: each of these maps
   such values to themselves).  */
static bool
simplify_rounding (struct fpscev_analysis *a, gimple_stmt_iterator *gsi,
		   tree arg, const fr_range *x)
{
  if (!fr_integer_p (x) || (fr_maybe_nan_p (x) && flag_signaling_nans)
      || fpscev_joins_chains_p (&a->fp, gimple_call_lhs (gsi_stmt (*gsi)),
				arg))
    return false;
  fpscev_report_change (a, gsi_stmt (*gsi), "rounding an integer-valued "
			"operand is the operand", arg, NULL);
  replace_call_with_unary (gsi, ERROR_MARK, arg);
  return true;
}

/* Simplify copysign (ARG, SIGN) at GSI when the sign bit of SIGN is known
   (of a NaN SIGN too).  */
static bool
simplify_copysign (struct fpscev_analysis *a, gimple_stmt_iterator *gsi,
		   tree arg, tree sign)
{
  fpscev_range_temp ts;
  const fr_range *s = fpscev_operand_range (a, sign, gsi_stmt (*gsi), &ts);
  bool neg;
  if (!s || !fr_signbit_p (s, &neg)
      || fpscev_change_drops_exception_p (a, gsi_stmt (*gsi), sign,
					  NULL_TREE))
    return false;
  bool pos = !neg;
  gimple *call = gsi_stmt (*gsi);
  fpscev_report_change (a, call,
			neg ? "copysign with a negative sign is -fabs"
			: "copysign with a positive sign is fabs", sign, NULL);
  if (pos)
    {
      replace_call_with_unary (gsi, ABS_EXPR, arg);
      return true;
    }
  tree lhs = gimple_call_lhs (call);
  tree t = make_ssa_name (TREE_TYPE (lhs));
  gimple *g = gimple_build_assign (t, ABS_EXPR, arg);
  gimple_set_location (g, gimple_location (call));
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  replace_call_with_unary (gsi, NEGATE_EXPR, t);
  return true;
}

/* Whether the use of NAME at STMT is a test of NAME against zero for
   equality, in a condition or an assignment.  */
static bool
zero_test_use_p (gimple *stmt, tree name)
{
  enum tree_code code;
  tree op0, op1;
  if (gcond *cond = dyn_cast<gcond *> (stmt))
    {
      code = gimple_cond_code (cond);
      op0 = gimple_cond_lhs (cond);
      op1 = gimple_cond_rhs (cond);
    }
  else if (is_gimple_assign (stmt)
	   && gimple_assign_rhs_class (stmt) == GIMPLE_BINARY_RHS)
    {
      code = gimple_assign_rhs_code (stmt);
      op0 = gimple_assign_rhs1 (stmt);
      op1 = gimple_assign_rhs2 (stmt);
    }
  else
    return false;
  return ((code == EQ_EXPR || code == NE_EXPR)
	  && ((op0 == name && integer_zerop (op1))
	      || (op1 == name && integer_zerop (op0))));
}

/* Whether every use of NAME, debug uses aside, tests it against zero.  */
static bool
only_zero_tests_p (tree name)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *stmt = USE_STMT (use);
      if (!is_gimple_debug (stmt) && !zero_test_use_p (stmt, name))
	return false;
    }
  return true;
}

/* Simplify signbit (ARG) at GSI, ARG of range X, when the sign bit of X is
   known (of a NaN X too): to 0 for a clear sign bit.  For a set one C
   allows any nonzero value, and GCC's expansion gives the sign bit where
   it finds it in the value's integer image (-2147483648 for a float, 1
   for a double, 512 for a long double through fxam on x86-64): it is
   replaced by 1 only where every use tests it against zero, so that the
   program's output stays GCC's.  */
static bool
simplify_signbit (struct fpscev_analysis *a, gimple_stmt_iterator *gsi,
		  tree arg, const fr_range *x)
{
  tree lhs = gimple_call_lhs (gsi_stmt (*gsi));
  bool negative;
  if (!fr_signbit_p (x, &negative)
      || (negative && !only_zero_tests_p (lhs))
      || fpscev_change_drops_exception_p (a, gsi_stmt (*gsi), arg,
					  NULL_TREE))
    return false;
  fpscev_report_change (a, gsi_stmt (*gsi),
			negative ? "signbit of a value of known sign, tested "
				   "against zero"
			: "signbit of a value of known sign", arg, NULL);
  replace_call_with_value (gsi, build_int_cst (TREE_TYPE (lhs), negative));
  return true;
}

/* Replace the result LHS of the call at GSI to a math function, whose
   range R is one number (not NaN), by that number.  The call stays,
   without its result, if it may set errno.  */
static bool
simplify_constant_result (struct fpscev_analysis *a, gimple_stmt_iterator *gsi,
			  tree lhs, const fr_range *r)
{
  gcall *call = as_a<gcall *> (gsi_stmt (*gsi));
  if (!fr_singleton_p (r) || fr_maybe_nan_p (r) || !fr_has_finite_p (r)
      || (!fpscev_call_sets_errno_p (call)
	  && fpscev_removal_drops_exception_p (a, call)))
    return false;
  gcc_checking_assert (fpscev_format_of (TREE_TYPE (lhs))
		       == fr_format_of (r));
  tree cst = fpscev_real_constant (TREE_TYPE (lhs), fr_finite_min (r));
  fpscev_report_change (a, call, "call result is a constant", lhs, NULL);
  if (fpscev_call_sets_errno_p (call))
    {
      gimple_call_set_lhs (call, NULL_TREE);
      update_stmt (call);
      gimple *g = gimple_build_assign (lhs, cst);
      gsi_insert_after (gsi, g, GSI_SAME_STMT);
      SSA_NAME_DEF_STMT (lhs) = g;
      return true;
    }
  replace_call_with_value (gsi, cst);
  return true;
}

/* The largest |n| for which __builtin_powi (x, n) stays within the error
   A's options allow pow (x, n), whose range fpscev computed: powi
   multiplies |n| factors x in some product tree (libgcc's __powidf2 by
   repeated squaring, GCC's expansion by an addition chain) and takes the
   reciprocal for negative n, at most |n| roundings.  Squaring doubles a
   relative error, so the result is x^n (1 + t) with |t| <= |n| u / (1 -
   |n| u), u the unit roundoff (twice that in directed rounding): below
   |n| + 1 ulps (2 |n| + 1).  The range of pow allows K ulps, K the libm
   error the options allow pow in the format FMT (fr_libm_max_ulps).  */
static long
max_powi_exponent (struct fpscev_analysis *a, const fr_format *fmt)
{
  long k = fr_libm_max_ulps (FR_POW, fmt, &a->fp.env);
  return a->fp.env.dynamic_rounding ? (k - 1) / 2 : k - 1;
}

/* Simplify pow (X, Y) at GSI into __builtin_powi (X, (int) Y) when Y is
   integer-valued with |Y| <= max_powi_exponent, under
   -funsafe-math-optimizations.  */
static bool
simplify_pow_to_powi (struct fpscev_analysis *a, gimple_stmt_iterator *gsi,
		      tree x, tree y)
{
  gcall *call = as_a<gcall *> (gsi_stmt (*gsi));
  fpscev_range_temp ty;
  const fr_range *ry = fpscev_operand_range (a, y, call, &ty);
  tree lhs = gimple_call_lhs (call);
  tree powi = mathfn_built_in (TREE_TYPE (lhs), BUILT_IN_POWI);
  const fr_format *fmt = fpscev_format_of (TREE_TYPE (lhs));
  long bound = fmt ? max_powi_exponent (a, fmt) : 0;
  if (!opt_for_fn (a->fun->decl, flag_unsafe_math_optimizations) || !ry
      || !fmt || !powi || fr_maybe_nan_p (ry) || fr_maybe_ninf_p (ry)
      || fr_maybe_pinf_p (ry) || !fr_integer_p (ry)
      || mpfr_cmp_si (fr_finite_min (ry), -bound) < 0
      || mpfr_cmp_si (fr_finite_max (ry), bound) > 0)
    return false;
  fpscev_report_change (a, call, "pow with a small integer exponent is powi",
			y, NULL);
  tree n = make_ssa_name (integer_type_node);
  gimple *conv = gimple_build_assign (n, FIX_TRUNC_EXPR, y);
  gimple_set_location (conv, gimple_location (call));
  gsi_insert_before (gsi, conv, GSI_SAME_STMT);
  gcall *g = gimple_build_call (powi, 2, x, n);
  gimple_call_set_lhs (g, lhs);
  gimple_set_location (g, gimple_location (call));
  gsi_replace (gsi, g, false);
  return true;
}

/* Simplify the call at GSI: signbit of a value of known sign, identities of
   rounding functions, fabs, copysign, fmin and fmax, constant results,
   pow to powi.  */
static bool
simplify_call (struct fpscev_analysis *a, gimple_stmt_iterator *gsi)
{
  gcall *call = as_a<gcall *> (gsi_stmt (*gsi));
  tree lhs = gimple_call_lhs (call);
  combined_fn cfn = fpscev_call_combined_fn (call);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME || cfn == CFN_LAST
      || gimple_call_num_args (call) == 0)
    return false;
  tree arg0 = gimple_call_arg (call, 0);
  tree arg1 = gimple_call_num_args (call) > 1 ? gimple_call_arg (call, 1)
	      : NULL_TREE;
  fpscev_range_temp tx;
  const fr_range *x = fpscev_operand_range (a, arg0, call, &tx);
  if (!x)
    return false;
  internal_fn ifn = fpscev_call_math_fn (call);
  switch (ifn)
    {
    case IFN_SIGNBIT:
      return simplify_signbit (a, gsi, arg0, x);
    case IFN_FLOOR: case IFN_CEIL: case IFN_TRUNC: case IFN_ROUND:
    case IFN_ROUNDEVEN: case IFN_RINT: case IFN_NEARBYINT:
      return simplify_rounding (a, gsi, arg0, x);
    case IFN_COPYSIGN:
      return arg1 && simplify_copysign (a, gsi, arg0, arg1);
    case IFN_FMIN: case IFN_FMAX:
      return arg1 && simplify_min_max (a, gsi, ifn == IFN_FMIN, arg0, arg1);
    case IFN_POW:
      if (arg1 && simplify_pow_to_powi (a, gsi, arg0, arg1))
	return true;
      break;
    default:
      break;
    }
  const fpscev_value *v = fpscev_value_of (a, lhs);
  return v && !v->imag && simplify_constant_result (a, gsi, lhs, &v->r);
}

/* Give the integer SSA name LHS, defined by STMT, the range [LO, HI]
   (bounds in LHS's type) intersected with GCC's, and report it as WHAT,
   justified by the range of OP (if not NULL); false if that is no range
   or all of LHS's type.  */
static bool
give_integer_range (struct fpscev_analysis *a, gimple *stmt, tree lhs,
		    mpz_t lo, mpz_t hi, const char *what, tree op)
{
  tree type = TREE_TYPE (lhs);
  int_range<2> vr (type, wi::from_mpz (type, lo, false),
		   wi::from_mpz (type, hi, false));
  if (vr.varying_p ())
    return false;
  int_range_max old;
  if (get_global_range_query ()->range_of_expr (old, lhs, stmt)
      && !old.undefined_p ())
    vr.intersect (old);
  if (vr.undefined_p () || vr.varying_p ())
    return false;
  set_range_info (lhs, vr);
  /* A fact for GCC's later passes, not a change of the code.  */
  fpscev_report_as (a, stmt, MSG_NOTE, what, op, NULL);
  return true;
}

/* Give the integer result LHS of the float to integer conversion STMT of
   OP the integer range the float range of OP implies, when the conversion
   is defined for every value of OP.  */
static bool
record_integer_range (struct fpscev_analysis *a, gimple *stmt, tree lhs,
		      tree op)
{
  fpscev_range_temp tx;
  const fr_range *x = fpscev_operand_range (a, op, stmt, &tx);
  tree type = TREE_TYPE (lhs);
  if (!x || !INTEGRAL_TYPE_P (type) || TREE_CODE (lhs) != SSA_NAME)
    return false;
  mpz_t min, max, lo, hi;
  mpz_inits (min, max, lo, hi, NULL);
  bool ok = (fpscev_integer_conversion (x, type, min, max, lo, hi)
	     && give_integer_range (a, stmt, lhs, lo, hi,
				    "integer range from the float range",
				    op));
  mpz_clears (min, max, lo, hi, NULL);
  return ok;
}

/* Give the integer result of the call CALL the range of the integers its
   function returns (return-ranges.h), where recorded.  */
static bool
record_returned_integers (struct fpscev_analysis *a, gcall *call)
{
  tree lhs = gimple_call_lhs (call);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME)
    return false;
  mpz_t lo, hi;
  mpz_inits (lo, hi, NULL);
  bool ok = false;
  if (fpscev_recorded_return_integers (call, lo, hi))
    {
      char *what;
      gmp_asprintf (&what, "integer range [%Zd, %Zd] of the callee's returns",
		    lo, hi);
      ok = give_integer_range (a, call, lhs, lo, hi, what, NULL_TREE);
      free (what);
    }
  mpz_clears (lo, hi, NULL);
  return ok;
}

unsigned
fpscev_simplify_function (struct fpscev_analysis *a)
{
  unsigned changes = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, a->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	bool changed = false;
	if (gcond *cond = dyn_cast<gcond *> (stmt))
	  changed = simplify_cond (a, cond);
	else if (is_gimple_call (stmt))
	  changed = (simplify_call (a, &gsi)
		     || record_returned_integers (a, as_a<gcall *> (stmt)));
	else if (is_gimple_assign (stmt)
		 && gimple_assign_rhs_code (stmt) == FIX_TRUNC_EXPR)
	  changed = record_integer_range (a, stmt, gimple_assign_lhs (stmt),
					  gimple_assign_rhs1 (stmt));
	else if (is_gimple_assign (stmt))
	  changed = simplify_assign (a, &gsi);
	changes += changed;
      }
  return changes;
}
