/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* range-op.h -- the range of each float operation of GIMPLE as a pure
   function of the ranges of its operands, and the backward direction.

   As in GCC's range-op, an operation has a forward function, fold: the
   range of the result from the ranges of the operands; and backward
   functions, op1_range and op2_range: given the range of the result and
   that of the other operand, the range the operand must lie in.  Neither
   looks at statements or asks for other ranges: fold-stmt.cc fetches the
   operands' ranges from the engine and widens the result by what GCC's
   later passes may do (gcc-later.h).  */

#ifndef FPSCEV_RANGE_OP_H
#define FPSCEV_RANGE_OP_H

#include "frange.h"
#include "float-types.h"

/* The float operation of one tree code (or internal function).  FOLD sets
   R (of the result's format) from the operands X and Y (Y NULL for a
   unary operation) under the options FP, and returns the name of the rule
   for the dump.  OP1_RANGE (OP2_RANGE) sets R (of the operand's format) to
   a range that holds every value of the first (second) operand for which
   the result lies in LHS, given the other operand in OTHER, and returns
   true; NULL where nothing is derived yet.  */
struct fpscev_range_op
{
  const char *(*fold) (fr_range *r, const fr_range *x, const fr_range *y,
		       const struct fpscev_fp_options *fp);
  bool (*op1_range) (fr_range *r, const fr_range *lhs, const fr_range *other,
		     const struct fpscev_fp_options *fp);
  bool (*op2_range) (fr_range *r, const fr_range *lhs, const fr_range *other,
		     const struct fpscev_fp_options *fp);
};

/* The operation of the assignment code CODE whose operands are floats of
   the result's format or of another float format (conversions), or NULL
   if it is not modelled.  COND_EXPR is the select of its second and third
   operands.  */
const struct fpscev_range_op *fpscev_range_op_for_code (enum tree_code code);

/* The range of x * x, for X the range of x, into R: never negative.  */
const char *fpscev_fold_square (fr_range *r, const fr_range *x,
				const struct fpscev_fp_options *fp);

/* The range of the constant V into R, of a format holding V: V itself, a
   NaN with V's sign.  */
void fpscev_constant_range (fr_range *r, const REAL_VALUE_TYPE *v);

/* The range of the conversion of an integer in [LO, HI] into R.  */
const char *fpscev_fold_int_to_float (fr_range *r, mpz_srcptr lo,
				      mpz_srcptr hi,
				      const struct fpscev_fp_options *fp);

/* The range of X * 2^N (ldexp, scalbn) or, if POWI, X^N, for N in
   [NLO, NHI], into R.  */
const char *fpscev_fold_int_exponent (fr_range *r, const fr_range *x,
				      long nlo, long nhi, bool powi,
				      const struct fpscev_fp_options *fp);

/* The internal function of the math function CFN: itself, or the one
   GCC associates with the built-in function (as engine.h's
   fpscev_call_math_fn); IFN_LAST if none.  */
internal_fn fpscev_math_ifn (combined_fn cfn);

/* The libm function of the range core (frange-libm.def) that a call to
   CFN computes: the built-in functions of every row (exp, expf, expl),
   and the internal function where GCC has one (IFN_EXP); -1 if none.  */
int fpscev_libm_fn (combined_fn cfn);

/* What the libm function FN does with errno (frange-libm.def's ERRNO
   column): nothing GCC sees (a const function), or set it only on a
   domain error, a pole, an overflow or an underflow, the last never for
   the functions whose result is never tiny but zero.  */
enum fpscev_libm_errno
{
  FPSCEV_LIBM_CONST,
  FPSCEV_LIBM_ERRNO,
  FPSCEV_LIBM_ERRNO_NEVER_TINY
};
enum fpscev_libm_errno fpscev_libm_errno (enum fr_libm fn);

/* The range of the math function CFN (a libm function of
   fpscev_libm_fn, or an internal function or the built-in function with
   that internal equivalent) of the float arguments X[] (NULL where absent
   or not float; X[0] not NULL) into R, and the rule; NULL if CFN with
   these arguments is not modelled.  */
const char *fpscev_fold_math_fn (combined_fn cfn, fr_range *r,
				 const fr_range *const x[3],
				 const struct fpscev_fp_options *fp);

/* The backward direction of fpscev_fold_math_fn: set R (of the argument's
   format) to a range holding every value of argument ARG of CFN for which
   the result may lie in LHS, and return true; false where nothing is
   derived (pow, unmodelled functions, other arguments).  */
bool fpscev_math_fn_arg_range (combined_fn cfn, unsigned arg, fr_range *r,
			       const fr_range *lhs,
			       const struct fpscev_fp_options *fp);

/* Whether IFN rounds to an integral value (floor, ceil, trunc, round,
   roundeven, rint, nearbyint), and how, into *KIND (rint and nearbyint
   in any rounding mode).  */
bool fpscev_rounding_of_fn (internal_fn ifn, enum fr_rounding *kind);

/* The range of the built-in function FN (fabs, of any float type) of X
   into R, and the rule; NULL if FN is not fabs.  */
const char *fpscev_fold_builtin_fn (enum built_in_function fn, fr_range *r,
				    const fr_range *x,
				    const struct fpscev_fp_options *fp);

/* The range of cexpi (X), cos (X) + i sin (X), into REAL and IMAG.  */
const char *fpscev_fold_cexpi (fr_range *real, fr_range *imag,
			       const fr_range *x,
			       const struct fpscev_fp_options *fp);

#endif /* FPSCEV_RANGE_OP_H */
