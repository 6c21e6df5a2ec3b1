/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-tests.cc -- the tests the ranges decide (see
   simplify-tests.h).  */

#include "compat.h"
#include "engine.h"
#include "edge-facts.h"
#include "relation.h"
#include "subdivide.h"
#include "simplify-report.h"
#include "simplify-tests.h"

/* Decide the comparison CODE of a value of range X with itself: 1 (always
   true), 0 (always false) or -1 (unknown).  Only NaN-ness matters.  */
static int
decide_self_comparison (enum tree_code code, const fr_range *x)
{
  bool ordered_result;		/* The result for a number (not NaN).  */
  switch (code)
    {
    case EQ_EXPR: case LE_EXPR: case GE_EXPR: case ORDERED_EXPR:
    case UNEQ_EXPR: case UNLE_EXPR: case UNGE_EXPR:
      ordered_result = true;
      break;
    default:
      ordered_result = false;
      break;
    }
  /* A NaN compares unordered: true for NE and the UN* codes.  */
  bool nan_result = (code == NE_EXPR || code == UNORDERED_EXPR
		     || code == UNLT_EXPR || code == UNLE_EXPR
		     || code == UNGT_EXPR || code == UNGE_EXPR
		     || code == UNEQ_EXPR);
  bool number = (fr_has_finite_p (x) || fr_maybe_ninf_p (x)
		 || fr_maybe_pinf_p (x));
  if (number && fr_maybe_nan_p (x) && ordered_result != nan_result)
    return -1;
  return number ? ordered_result : nan_result;
}

/* Decide the comparison CODE of the float operands OP0 and OP1 at STMT,
   where the N comparisons FACTS are taken to hold: 1 (always true), 0
   (always false) or -1 (unknown or not a float comparison).  *HOLDS is
   set to the relation between OP0 and OP1 that decided it (relation.h),
   or 0 if their ranges did.  */
static int
decide_comparison_given (struct fpscev_analysis *a, gimple *stmt,
			 enum tree_code code, tree op0, tree op1,
			 const struct fpscev_fact *facts, int n, int *holds)
{
  int cmp = fpscev_core_comparison (code);
  *holds = 0;
  if (cmp < 0)
    return -1;
  /* A comparison with an infinity or a NaN under -ffinite-math-only is
     what programs write to test for them all the same: GCC keeps it, and
     so do we, rather than decide it by the assumption alone.  */
  if (a->fp.finite_math_only
      && ((TREE_CODE (op0) == REAL_CST
	   && !real_isfinite (TREE_REAL_CST_PTR (op0)))
	  || (TREE_CODE (op1) == REAL_CST
	      && !real_isfinite (TREE_REAL_CST_PTR (op1)))))
    return -1;
  fpscev_range_temp tx, ty;
  const fr_range *x = fpscev_operand_range_given (a, op0, stmt, facts, n,
						  &tx);
  if (x && !fr_empty_p (x) && operand_equal_p (op0, op1, 0))
    return decide_self_comparison (code, x);
  const fr_range *y = fpscev_operand_range_given (a, op1, stmt, facts, n,
						  &ty);
  if (!x || !y)
    return -1;
  /* A value nothing is known about but the fast-math assumptions (a load,
     a parameter) does not decide a comparison by its range: GCC keeps such
     tests, which programs use to catch what the assumptions rule out.  A
     relation to the other operand still may.  */
  bool no_fact = (fpscev_no_fact_p (&a->fp, x)
		  || fpscev_no_fact_p (&a->fp, y));
  int ranges = no_fact ? FR_OUT_ALL : fr_outcomes (x, y);
  int relation = fpscev_relation (a, stmt, op0, op1, facts, n);
  int d = fpscev_relation_decide ((enum fr_cmp) cmp, ranges, relation, holds);
  if (d >= 0 || no_fact)
    return d;
  d = fpscev_split_comparison (a, stmt, (enum fr_cmp) cmp, op0, op1, facts,
			       n, holds);
  if (d < 0)
    *holds = 0;
  return d;
}

int
fpscev_decide_comparison (struct fpscev_analysis *a, gimple *stmt,
			  enum tree_code code, tree op0, tree op1, int *holds)
{
  return decide_comparison_given (a, stmt, code, op0, op1, NULL, 0, holds);
}

/* Whether DEF, a statement, is computed before STMT on every path to it:
   DEF's block dominates STMT's, and DEF comes first in a shared block.  */
static bool
computed_before_p (gimple *def, gimple *stmt)
{
  basic_block bb = gimple_bb (def);
  if (!bb || !gimple_bb (stmt) || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  if (bb != gimple_bb (stmt))
    return dominated_by_p (CDI_DOMINATORS, gimple_bb (stmt), bb);
  for (gimple_stmt_iterator gsi = gsi_for_stmt (def); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == stmt)
      return true;
  return false;
}

/* Where integer operands are bounded (congruent_values): at STMT, where
   the N comparisons FACTS (edge-facts.h) are taken to hold.  */
struct integer_site
{
  gimple *stmt;
  const struct fpscev_fact *facts;
  int n;
};

/* Narrow [LO, HI], values of the integer SSA name OP, by the ranges at
   AT of the conversions of OP to a float computed before it: to the
   integers whose conversion lies there.  Sets *CONV to such a conversion
   and returns true if one narrowed them.  */
static bool
narrow_by_float_conversions (struct fpscev_analysis *a,
			     const struct integer_site *at, tree op,
			     mpz_t lo, mpz_t hi, tree *conv)
{
  bool narrowed = false;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, op)
    {
      gassign *as = dyn_cast<gassign *> (use);
      if (!as || gimple_assign_rhs_code (as) != FLOAT_EXPR
	  || !computed_before_p (as, at->stmt))
	continue;
      fpscev_range_temp t;
      const fr_range *r
	= fpscev_operand_range_given (a, gimple_assign_lhs (as), at->stmt,
				      at->facts, at->n, &t);
      if (r && fr_from_integers_preimage (r, lo, hi))
	{
	  narrowed = true;
	  *conv = gimple_assign_lhs (as);
	}
    }
  return narrowed;
}

/* Bring [LO, HI], integers, into the values of the integer TYPE by a
   multiple of 2^precision (as conversion and wrapping arithmetic do);
   false if they wrap around in TYPE.  */
static bool
reduce_to_type (tree type, mpz_t lo, mpz_t hi)
{
  unsigned p = TYPE_PRECISION (type);
  signop sign = TYPE_SIGN (type);
  mpz_t tmin, tmax, period, k;
  mpz_inits (tmin, tmax, period, k, NULL);
  wi::to_mpz (wi::min_value (p, sign), tmin, sign);
  wi::to_mpz (wi::max_value (p, sign), tmax, sign);
  mpz_ui_pow_ui (period, 2, p);
  mpz_sub (k, lo, tmin);
  mpz_fdiv_q (k, k, period);
  mpz_submul (lo, k, period);
  mpz_submul (hi, k, period);
  bool fits = mpz_cmp (hi, tmax) <= 0;
  mpz_clears (tmin, tmax, period, k, NULL);
  return fits;
}

/* Set [LO, HI] to integers that the values of the integer SSA name OP at
   AT are congruent to, modulo 2^(OP's precision), as the conversions of
   OP to floats computed before STMT bound them, or those of what OP is
   computed from, DEPTH deep, through conversions between integer types
   and additions of constants (GCC's form of `x < a || x > b').  *CONV as
   for narrow_by_float_conversions; false if no conversion bounds OP.  */
static bool
congruent_values (struct fpscev_analysis *a, const struct integer_site *at,
		  tree op, int depth, mpz_t lo, mpz_t hi, tree *conv)
{
  fpscev_integer_range (a, op, at->stmt, lo, hi);
  if (narrow_by_float_conversions (a, at, op, lo, hi, conv))
    return true;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op));
  if (depth <= 0 || !def)
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree from = gimple_assign_rhs1 (def);
  if (TREE_CODE (from) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (from)))
    return false;
  if (CONVERT_EXPR_CODE_P (code))
    return (congruent_values (a, at, from, depth - 1, lo, hi, conv)
	    && (TYPE_PRECISION (TREE_TYPE (from))
		>= TYPE_PRECISION (TREE_TYPE (op))
		|| reduce_to_type (TREE_TYPE (from), lo, hi)));
  tree c = gimple_assign_rhs2 (def);
  if ((code != PLUS_EXPR && code != MINUS_EXPR)
      || TREE_CODE (c) != INTEGER_CST
      || !congruent_values (a, at, from, depth - 1, lo, hi, conv))
    return false;
  mpz_t z;
  mpz_init (z);
  wi::to_mpz (wi::to_wide (c), z, TYPE_SIGN (TREE_TYPE (c)));
  if (code == MINUS_EXPR)
    mpz_neg (z, z);
  mpz_add (lo, lo, z);
  mpz_add (hi, hi, z);
  mpz_clear (z);
  return true;
}

/* Set [LO, HI] to the values of the integer operand OP at AT, narrowed
   as congruent_values finds (*CONV as there); false if it did not.  */
static bool
integer_operand_values (struct fpscev_analysis *a,
			const struct integer_site *at, tree op, mpz_t lo,
			mpz_t hi, tree *conv)
{
  if (TREE_CODE (op) == INTEGER_CST)
    {
      wi::to_mpz (wi::to_wide (op), lo, TYPE_SIGN (TREE_TYPE (op)));
      mpz_set (hi, lo);
      return false;
    }
  mpz_t glo, ghi;
  mpz_inits (glo, ghi, NULL);
  fpscev_integer_range (a, op, at->stmt, glo, ghi);
  bool narrowed = (TREE_CODE (op) == SSA_NAME
		   && congruent_values (a, at, op, 3, lo, hi, conv)
		   && reduce_to_type (TREE_TYPE (op), lo, hi));
  if (!narrowed)
    {
      mpz_set (lo, glo);
      mpz_set (hi, ghi);
    }
  if (mpz_cmp (glo, lo) > 0)
    mpz_set (lo, glo);
  if (mpz_cmp (ghi, hi) < 0)
    mpz_set (hi, ghi);
  mpz_clears (glo, ghi, NULL);
  return narrowed;
}

/* Decide the comparison CODE of integers in [LO0, HI0] with integers in
   [LO1, HI1]: 1 (always true), 0 (always false) or -1 (unknown).  */
static int
decide_intervals (enum tree_code code, mpz_t lo0, mpz_t hi0, mpz_t lo1,
		  mpz_t hi1)
{
  switch (code)
    {
    case LT_EXPR:
      return mpz_cmp (hi0, lo1) < 0 ? 1 : mpz_cmp (lo0, hi1) >= 0 ? 0 : -1;
    case LE_EXPR:
      return mpz_cmp (hi0, lo1) <= 0 ? 1 : mpz_cmp (lo0, hi1) > 0 ? 0 : -1;
    case GT_EXPR:
      return decide_intervals (LT_EXPR, lo1, hi1, lo0, hi0);
    case GE_EXPR:
      return decide_intervals (LE_EXPR, lo1, hi1, lo0, hi0);
    case EQ_EXPR:
    case NE_EXPR:
      {
	int d = -1;
	if (mpz_cmp (hi0, lo1) < 0 || mpz_cmp (hi1, lo0) < 0)
	  d = 0;
	else if (mpz_cmp (lo0, hi0) == 0 && mpz_cmp (lo1, hi1) == 0)
	  d = 1;
	return d < 0 || code == EQ_EXPR ? d : !d;
      }
    default:
      return -1;
    }
}

/* Decide the comparison CODE of the integer operands OP0 and OP1 at AT
   where a conversion of one of them (or of what it is computed from) to a
   float is bounded there (congruent_values): 1 (always true), 0 (always
   false) or -1 (unknown).  Sets *CONV as congruent_values.  */
static int
decide_integer_comparison (struct fpscev_analysis *a,
			   const struct integer_site *at, enum tree_code code,
			   tree op0, tree op1, tree *conv)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (op0)))
    return -1;
  mpz_t lo0, hi0, lo1, hi1;
  mpz_inits (lo0, hi0, lo1, hi1, NULL);
  int d = -1;
  bool narrowed0 = integer_operand_values (a, at, op0, lo0, hi0, conv);
  bool narrowed1 = integer_operand_values (a, at, op1, lo1, hi1, conv);
  if ((narrowed0 || narrowed1) && mpz_cmp (lo0, hi0) <= 0
      && mpz_cmp (lo1, hi1) <= 0)
    d = decide_intervals (code, lo0, hi0, lo1, hi1);
  mpz_clears (lo0, hi0, lo1, hi1, NULL);
  return d;
}

int
fpscev_decide_truth_combination (struct fpscev_analysis *a, gimple *stmt,
				 bool and_p, tree p, tree q)
{
  for (int k = 0; k < 2; k++)
    {
      tree given = k ? q : p, other = k ? p : q;
      gassign *def = (TREE_CODE (other) == SSA_NAME
		      ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (other))
		      : NULL);
      struct fpscev_fact facts[FPSCEV_MAX_FACTS];
      int n = fpscev_truth_facts (given, and_p, facts), holds;
      if (!def || n == 0
	  || TREE_CODE_CLASS (gimple_assign_rhs_code (def)) != tcc_comparison)
	continue;
      enum tree_code code = gimple_assign_rhs_code (def);
      tree op0 = gimple_assign_rhs1 (def), op1 = gimple_assign_rhs2 (def);
      struct integer_site at = { stmt, facts, n };
      tree conv;
      int d = (INTEGRAL_TYPE_P (TREE_TYPE (op0))
	       ? decide_integer_comparison (a, &at, code, op0, op1, &conv)
	       : decide_comparison_given (a, stmt, code, op0, op1, facts, n,
					  &holds));
      if (d == (and_p ? 0 : 1))
	return d;
    }
  return -1;
}

/* Decide at STMT the test CODE of OP0 against OP1 when it tests
   signbit (X) against 0 (==, !=) and the sign bit of X is known there,
   whether or not the result of signbit stays as a value: 1 (always true),
   0 (always false) or -1 (unknown, or the simplification would delete an
   operation that may raise).  Reports the decision as WHAT_TRUE or
   WHAT_FALSE.  */
static int
decide_signbit_test (struct fpscev_analysis *a, gimple *stmt,
		     enum tree_code code, tree op0, tree op1,
		     const char *what_true, const char *what_false)
{
  if (integer_zerop (op0))
    std::swap (op0, op1);
  tree x = fpscev_signbit_operand (op0);
  fpscev_range_temp t;
  const fr_range *rx;
  bool negative;
  if (!x || (code != EQ_EXPR && code != NE_EXPR) || !integer_zerop (op1)
      || !(rx = fpscev_operand_range (a, x, stmt, &t))
      || !fr_signbit_p (rx, &negative)
      || fpscev_change_drops_exception_p (a, stmt, op0, NULL_TREE))
    return -1;
  int d = negative == (code == NE_EXPR);
  fpscev_report_decided (a, stmt, d ? what_true : what_false, x, NULL_TREE, 0);
  return d;
}

/* Decide at STMT the comparison CODE of the integer operands OP0 and OP1
   as decide_integer_comparison does, and report it as WHAT_TRUE or
   WHAT_FALSE: 1, 0 or -1 (unknown, or refused since it would delete an
   operation that may raise).  */
static int
decide_integer_test (struct fpscev_analysis *a, gimple *stmt,
		     enum tree_code code, tree op0, tree op1,
		     const char *what_true, const char *what_false)
{
  struct integer_site at = { stmt, NULL, 0 };
  tree conv = NULL_TREE;
  int d = decide_integer_comparison (a, &at, code, op0, op1, &conv);
  if (d < 0 || fpscev_change_drops_exception_p (a, stmt, op0, op1))
    return -1;
  fpscev_report_as (a, stmt, fpscev_decided_test_kind (stmt),
		    d ? what_true : what_false, conv, NULL_TREE);
  return d;
}

int
fpscev_decide_test (struct fpscev_analysis *a, gimple *stmt,
		    enum tree_code code, tree op0, tree op1,
		    const char *what_true, const char *what_false)
{
  int d = decide_signbit_test (a, stmt, code, op0, op1, what_true,
			       what_false);
  if (d >= 0)
    return d;
  if (INTEGRAL_TYPE_P (TREE_TYPE (op0)))
    return decide_integer_test (a, stmt, code, op0, op1, what_true,
				what_false);
  int holds;
  d = fpscev_decide_comparison (a, stmt, code, op0, op1, &holds);
  if (d < 0 || fpscev_change_drops_exception_p (a, stmt, op0, op1))
    return -1;
  fpscev_report_decided (a, stmt, d ? what_true : what_false, op0, op1, holds);
  return d;
}