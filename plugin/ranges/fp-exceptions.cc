/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fp-exceptions.cc -- which statements may raise a floating-point
   exception, and which folds would delete them (see fp-exceptions.h).

   An operation raises invalid exactly when it yields a NaN from operands
   that are not NaN, and overflow or divide-by-zero exactly when it yields
   an infinity from finite operands (IEEE 754, 7.2 to 7.4): the range of
   the operation applied to the operands' ranges without their NaNs (their
   infinities) tells.  */

#include "compat.h"
#include "engine.h"
#include "range-op.h"
#include "callees.h"
#include "fp-exceptions.h"

/* How far the walk follows the definitions a removal leaves unused.  */
#define MAX_DEAD_DEPTH 6

/* R without its NaN, and without its infinities if FINITE, in T; NULL if
   nothing remains.  */
static const fr_range *
numbers_of (const fr_range *r, bool finite, fpscev_range_temp *t)
{
  fr_range *n = t->get (fr_format_of (r));
  fr_copy (n, r);
  fr_drop_nan (n);
  if (finite)
    fr_drop_inf (n);
  return fr_empty_p (n) ? NULL : n;
}

/* The range of the operation of the assignment or math call STMT (an
   arithmetic code or a modelled math function) of the operand ranges Y[]
   into R; false if it is not modelled.  */
static bool
fold_operation (struct fpscev_analysis *a, gimple *stmt, fr_range *r,
		const fr_range *const y[3])
{
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      combined_fn cfn = fpscev_call_combined_fn (call);
      if (builtin_fn_p (cfn)
	  && fpscev_fold_builtin_fn (as_builtin_fn (cfn), r, y[0], &a->fp))
	return true;
      return fpscev_fold_math_fn (cfn, r, y, &a->fp) != NULL;
    }
  const struct fpscev_range_op *op
    = fpscev_range_op_for_code (gimple_assign_rhs_code (stmt));
  if (!op)
    return false;
  op->fold (r, y[0], y[1], &a->fp);
  return true;
}

/* The exceptions the operation STMT (as for fold_operation) raises, with
   X[] the ranges of its N float operands: the NaNs of its operands
   without NaN, the infinities of its finite operands.  */
static int
operation_exceptions (struct fpscev_analysis *a, gimple *stmt,
		      const fr_range *const x[3], int n)
{
  int mask = 0;
  for (int finite = 0; finite < 2; finite++)
    {
      fpscev_range_temp t[3], tr;
      const fr_range *y[3] = { NULL, NULL, NULL };
      bool empty = false;
      for (int i = 0; i < n; i++)
	if (x[i] && !(y[i] = numbers_of (x[i], finite, &t[i])))
	  empty = true;
      if (empty)
	continue;
      fr_range *r = tr.get (fpscev_format_of (TREE_TYPE (gimple_get_lhs
							 (stmt))));
      if (!fold_operation (a, stmt, r, y))
	return FPSCEV_EXC_INVALID | FPSCEV_EXC_OVERFLOW;
      if (!finite && fr_maybe_nan_p (r))
	mask |= FPSCEV_EXC_INVALID;
      if (finite && (fr_maybe_ninf_p (r) || fr_maybe_pinf_p (r)))
	mask |= FPSCEV_EXC_OVERFLOW | FPSCEV_EXC_DIVBYZERO;
    }
  return mask;
}

/* Whether any of the N operand ranges X[] (NULL entries aside) may be
   NaN.  */
static bool
maybe_nan_operand_p (const fr_range *const x[3], int n)
{
  for (int i = 0; i < n; i++)
    if (x[i] && fr_maybe_nan_p (x[i]))
      return true;
  return false;
}

/* The exceptions the comparison CODE of X and Y raises: invalid for an
   ordered one of a possible NaN (also a quiet one of a signalling NaN,
   handled by the caller).  */
static int
comparison_exceptions (enum tree_code code, const fr_range *x,
		       const fr_range *y)
{
  bool ordered = (code == LT_EXPR || code == LE_EXPR || code == GT_EXPR
		  || code == GE_EXPR || code == LTGT_EXPR);
  return (ordered && (fr_maybe_nan_p (x) || fr_maybe_nan_p (y))
	  ? FPSCEV_EXC_INVALID : 0);
}

bool
fpscev_integer_conversion (const fr_range *x, tree type, mpz_ptr min,
			   mpz_ptr max, mpz_ptr lo, mpz_ptr hi)
{
  signop sgn = TYPE_SIGN (type);
  unsigned prec = TYPE_PRECISION (type);
  wi::to_mpz (wi::min_value (prec, sgn), min, sgn);
  wi::to_mpz (wi::max_value (prec, sgn), max, sgn);
  return fr_to_integers (x, min, max, lo, hi);
}

/* The exceptions the conversion of X to the integer type TYPE raises:
   invalid where the conversion is not defined (NaN, infinity, out of
   range).  */
static int
fix_trunc_exceptions (const fr_range *x, tree type)
{
  if (!INTEGRAL_TYPE_P (type))
    return FPSCEV_EXC_INVALID;
  mpz_t min, max, lo, hi;
  mpz_inits (min, max, lo, hi, NULL);
  bool defined = fpscev_integer_conversion (x, type, min, max, lo, hi);
  mpz_clears (min, max, lo, hi, NULL);
  return defined ? 0 : FPSCEV_EXC_INVALID;
}

/* The exceptions the assignment AS raises, with X[] the ranges of its
   float operands (rhs1, rhs2) at AS.  */
static int
assign_exceptions (struct fpscev_analysis *a, gassign *as,
		   const fr_range *const x[3])
{
  enum tree_code code = gimple_assign_rhs_code (as);
  tree lhs = gimple_assign_lhs (as);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return x[0] && x[1] ? comparison_exceptions (code, x[0], x[1]) : 0;
  if (code == FIX_TRUNC_EXPR)
    return x[0] ? fix_trunc_exceptions (x[0], TREE_TYPE (lhs)) : 0;
  if (code == FLOAT_EXPR && !x[0])
    {
      /* From an integer: overflow only.  */
      const fpscev_value *v = fpscev_value_of (a, lhs);
      return (v && (fr_maybe_ninf_p (&v->r) || fr_maybe_pinf_p (&v->r))
	      ? FPSCEV_EXC_OVERFLOW : 0);
    }
  bool binary = get_gimple_rhs_class (code) == GIMPLE_BINARY_RHS;
  bool raising = (code == PLUS_EXPR || code == MINUS_EXPR
		  || code == MULT_EXPR || code == RDIV_EXPR
		  || CONVERT_EXPR_CODE_P (code));
  if (!raising || !x[0] || (binary && !x[1])
      || !fpscev_format_of (TREE_TYPE (lhs)))
    return 0;
  return operation_exceptions (a, as, x, binary ? 2 : 1);
}

/* The exceptions the call CALL raises, with X[] the ranges of its float
   arguments at CALL: a math function's, from its range; a function's
   that fpscev analysed (callees.h); another call with a float result may
   raise anything, other calls nothing.  */
static int
call_exceptions (struct fpscev_analysis *a, gcall *call,
		 const fr_range *const x[3])
{
  tree lhs = gimple_call_lhs (call);
  if (!lhs || !fpscev_format_of (TREE_TYPE (lhs)))
    return 0;
  internal_fn ifn = fpscev_call_math_fn (call);
  if (ifn == IFN_COPYSIGN)
    return 0;
  int recorded = ifn == IFN_LAST ? fpscev_recorded_raises (call) : -1;
  if (recorded >= 0)
    return recorded;
  if (!x[0])
    return FPSCEV_EXC_INVALID | FPSCEV_EXC_OVERFLOW;
  int mask = operation_exceptions (a, call, x, 3);
  /* tan has its poles at odd multiples of pi/2, none of which a float
     format holds: it never overflows (|tan (x)| < 2^54 in double), but its
     range is unbounded.  */
  if (ifn == IFN_TAN)
    mask &= ~(FPSCEV_EXC_OVERFLOW | FPSCEV_EXC_DIVBYZERO);
  return mask;
}

/* Whether STMT only moves its float operand's bits (a copy, a negation,
   ABS_EXPR, copysign, a select): quiet even for a signalling NaN.  */
static bool
quiet_stmt_p (gimple *stmt)
{
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      internal_fn ifn = fpscev_call_math_fn (call);
      return ifn == IFN_COPYSIGN;
    }
  enum tree_code code = gimple_assign_rhs_code (stmt);
  return (code == SSA_NAME || code == PAREN_EXPR || code == NEGATE_EXPR
	  || code == ABS_EXPR || code == COND_EXPR);
}

int
fpscev_may_raise (struct fpscev_analysis *a, gimple *stmt)
{
  gassign *as = dyn_cast<gassign *> (stmt);
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!as && !call)
    return 0;
  /* The float operands: rhs1 and rhs2, or the first three arguments.  */
  unsigned n = as ? gimple_num_ops (as) - 1 : gimple_call_num_args (call);
  const fr_range *x[3] = { NULL, NULL, NULL };
  fpscev_range_temp t[3];
  for (unsigned i = 0; i < n && i < (as ? 2u : 3u); i++)
    x[i] = fpscev_operand_range (a, as ? gimple_op (as, i + 1)
				 : gimple_call_arg (call, i), stmt, &t[i]);
  if (opt_for_fn (a->fun->decl, flag_signaling_nans)
      && maybe_nan_operand_p (x, 3) && !quiet_stmt_p (stmt))
    return FPSCEV_EXC_INVALID;
  return as ? assign_exceptions (a, as, x) : call_exceptions (a, call, x);
}

/* Every exception tracked.  */
#define ALL_EXCEPTIONS \
  (FPSCEV_EXC_INVALID | FPSCEV_EXC_DIVBYZERO | FPSCEV_EXC_OVERFLOW)

/* Whether an operand of STMT (or its result) is a float fpscev does not
   model (a vector, a complex number, a format it has no range of), or a
   comparison of floats inside an expression (GCC 12's COND_EXPR).  */
static bool
unmodelled_float_p (gimple *stmt)
{
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (!op || !TREE_TYPE (op))
	continue;
      if (FLOAT_TYPE_P (TREE_TYPE (op)) && !fpscev_format_of (TREE_TYPE (op)))
	return true;
      if (COMPARISON_CLASS_P (op)
	  && FLOAT_TYPE_P (TREE_TYPE (TREE_OPERAND (op, 0))))
	return true;
    }
  return false;
}

/* The exceptions the condition COND raises: an ordered comparison of a
   possible NaN raises invalid.  */
static int
cond_exceptions (struct fpscev_analysis *a, gcond *cond)
{
  fpscev_range_temp t[2];
  const fr_range *x
    = fpscev_operand_range (a, gimple_cond_lhs (cond), cond, &t[0]);
  const fr_range *y
    = fpscev_operand_range (a, gimple_cond_rhs (cond), cond, &t[1]);
  return x && y ? comparison_exceptions (gimple_cond_code (cond), x, y) : 0;
}

/* The exceptions STMT raises, for those of its whole function: a call
   that is neither a modelled math function with a float result nor a
   call of a function whose exceptions were recorded, and an asm, may
   raise any.  */
static int
stmt_exceptions (struct fpscev_analysis *a, gimple *stmt)
{
  if (is_gimple_debug (stmt))
    return 0;
  if (unmodelled_float_p (stmt))
    return ALL_EXCEPTIONS;
  if (gcond *cond = dyn_cast<gcond *> (stmt))
    return cond_exceptions (a, cond);
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      tree lhs = gimple_call_lhs (call);
      if (lhs && fpscev_format_of (TREE_TYPE (lhs))
	  && fpscev_call_math_fn (call) != IFN_LAST)
	return fpscev_may_raise (a, call);
      int recorded = fpscev_recorded_raises (call);
      return recorded >= 0 ? recorded : ALL_EXCEPTIONS;
    }
  if (gimple_code (stmt) == GIMPLE_ASM)
    return ALL_EXCEPTIONS;
  return fpscev_may_raise (a, stmt);
}

int
fpscev_function_raises (struct fpscev_analysis *a)
{
  /* A load of a signalling NaN into an x87 register raises.  */
  if (opt_for_fn (a->fun->decl, flag_signaling_nans))
    return ALL_EXCEPTIONS;
  int mask = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, a->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	 !gsi_end_p (gsi) && mask != ALL_EXCEPTIONS; gsi_next (&gsi))
      mask |= stmt_exceptions (a, gsi_stmt (gsi));
  return mask;
}

static bool removal_drops_exception_p (struct fpscev_analysis *, gimple *,
				       int, bool);

/* Whether the removal of the uses of OP in STMT may delete an operation
   that raises: OP's definition if STMT holds all of OP's uses (debug
   statements aside), followed DEPTH more definitions deep; with DECIDED,
   not counting OP's definition itself if it is a comparison.  */
static bool
use_removal_drops_exception_p (struct fpscev_analysis *a, gimple *stmt,
			       tree op, int depth, bool decided = false)
{
  if (TREE_CODE (op) != SSA_NAME || depth <= 0)
    return false;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, op)
    if (USE_STMT (use) != stmt && !is_gimple_debug (USE_STMT (use)))
      return false;
  return removal_drops_exception_p (a, SSA_NAME_DEF_STMT (op), depth - 1,
				    decided);
}

/* Whether deleting STMT may delete an operation that raises: STMT itself
   (unless DECIDED and a comparison), or the definitions only STMT uses,
   DEPTH deep.  */
static bool
removal_drops_exception_p (struct fpscev_analysis *a, gimple *stmt,
			   int depth, bool decided)
{
  if (gimple_has_side_effects (stmt))
    return false;
  if (gphi *phi = dyn_cast<gphi *> (stmt))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (use_removal_drops_exception_p (a, phi, gimple_phi_arg_def (phi, i),
					   depth))
	  return true;
      return false;
    }
  if (!is_gimple_assign (stmt) && !is_gimple_call (stmt))
    return false;
  bool comparison = (is_gimple_assign (stmt)
		     && (TREE_CODE_CLASS (gimple_assign_rhs_code (stmt))
			 == tcc_comparison));
  if (!(decided && comparison) && fpscev_may_raise (a, stmt))
    return true;
  ssa_op_iter iter;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, iter, SSA_OP_USE)
    if (use_removal_drops_exception_p (a, stmt, op, depth))
      return true;
  return false;
}

bool
fpscev_removal_drops_exception_p (struct fpscev_analysis *a, gimple *stmt)
{
  return (opt_for_fn (a->fun->decl, flag_trapping_math)
	  && removal_drops_exception_p (a, stmt, MAX_DEAD_DEPTH, false));
}

bool
fpscev_use_removal_drops_exception_p (struct fpscev_analysis *a,
				      gimple *stmt, tree op, bool decided)
{
  return (opt_for_fn (a->fun->decl, flag_trapping_math)
	  && use_removal_drops_exception_p (a, stmt, op, MAX_DEAD_DEPTH,
					    decided));
}
