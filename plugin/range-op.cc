/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* range-op.cc -- the range of each float operation of GIMPLE as a pure
   function of its operands' ranges, and the backward direction (see
   range-op.h).  The fast-math narrowing of the result is the caller's.  */

#include "compat.h"
#include "range-op.h"
#include "gcc-later.h"

/* Forward.  */

static const char *
fold_copy (fr_range *r, const fr_range *x, const fr_range *,
	   const struct fpscev_fp_options *)
{
  fr_copy (r, x);
  return "copy";
}

static const char *
fold_constant (fr_range *r, const fr_range *x, const fr_range *,
	       const struct fpscev_fp_options *)
{
  fr_copy (r, x);
  return "constant";
}

static const char *
fold_negate (fr_range *r, const fr_range *x, const fr_range *,
	     const struct fpscev_fp_options *)
{
  fr_neg (r, x);
  return "negate";
}

static const char *
fold_abs (fr_range *r, const fr_range *x, const fr_range *,
	  const struct fpscev_fp_options *)
{
  fr_abs (r, x);
  return "abs";
}

static const char *
fold_float_convert (fr_range *r, const fr_range *x, const fr_range *,
	      const struct fpscev_fp_options *fp)
{
  fr_convert (r, x, &fp->env);
  return "float->float";
}

static const char *
fold_plus (fr_range *r, const fr_range *x, const fr_range *y,
	   const struct fpscev_fp_options *fp)
{
  fr_add (r, x, y, &fp->env);
  return "plus";
}

static const char *
fold_minus (fr_range *r, const fr_range *x, const fr_range *y,
	    const struct fpscev_fp_options *fp)
{
  fr_sub (r, x, y, &fp->env);
  return "minus";
}

static const char *
fold_mult (fr_range *r, const fr_range *x, const fr_range *y,
	   const struct fpscev_fp_options *fp)
{
  fr_mul (r, x, y, &fp->env);
  return "mult";
}

/* Under -freciprocal-math, x / y may be computed as x * (1 / y).  */
static const char *
fold_rdiv (fr_range *r, const fr_range *x, const fr_range *y,
	   const struct fpscev_fp_options *fp)
{
  fr_div (r, x, y, fp->reciprocal_math, &fp->env);
  return fp->reciprocal_math ? "rdiv (or reciprocal)" : "rdiv";
}

/* MIN_EXPR and MAX_EXPR: unlike fmin and fmax, GCC leaves the result
   unspecified when an operand is NaN (either operand may be returned) and
   for -0 against +0.  */
static void
min_max_unspecified (fr_range *r, const fr_range *x, const fr_range *y)
{
  if (fr_maybe_nan_p (x) || fr_maybe_nan_p (y))
    {
      fr_union (r, r, x);
      fr_union (r, r, y);
    }
  fr_merge_zero_signs (r);
}

static const char *
fold_min (fr_range *r, const fr_range *x, const fr_range *y,
	  const struct fpscev_fp_options *)
{
  fr_fmin (r, x, y);
  min_max_unspecified (r, x, y);
  return "min";
}

static const char *
fold_max (fr_range *r, const fr_range *x, const fr_range *y,
	  const struct fpscev_fp_options *)
{
  fr_fmax (r, x, y);
  min_max_unspecified (r, x, y);
  return "max";
}

static const char *
fold_select (fr_range *r, const fr_range *x, const fr_range *y,
	     const struct fpscev_fp_options *)
{
  fr_union (r, x, y);
  return "cond";
}

/* Backward.  */

static bool
op1_copy (fr_range *r, const fr_range *lhs, const fr_range *,
	  const struct fpscev_fp_options *)
{
  fr_copy (r, lhs);
  return true;
}

static bool
op1_negate (fr_range *r, const fr_range *lhs, const fr_range *,
	    const struct fpscev_fp_options *)
{
  fr_neg (r, lhs);
  return true;
}

/* |x| in LHS: x in LHS or in -LHS.  */
static bool
op1_abs (fr_range *r, const fr_range *lhs, const fr_range *,
	 const struct fpscev_fp_options *)
{
  fr_neg (r, lhs);
  fr_union (r, r, lhs);
  return true;
}

static const struct fpscev_range_op op_copy = { fold_copy, op1_copy, NULL };
static const struct fpscev_range_op op_constant = { fold_constant, NULL,
						    NULL };
static const struct fpscev_range_op op_negate = { fold_negate, op1_negate,
						  NULL };
static const struct fpscev_range_op op_abs = { fold_abs, op1_abs, NULL };
static const struct fpscev_range_op op_convert = { fold_float_convert, NULL, NULL };
static const struct fpscev_range_op op_plus = { fold_plus, NULL, NULL };
static const struct fpscev_range_op op_minus = { fold_minus, NULL, NULL };
static const struct fpscev_range_op op_mult = { fold_mult, NULL, NULL };
static const struct fpscev_range_op op_rdiv = { fold_rdiv, NULL, NULL };
static const struct fpscev_range_op op_min = { fold_min, NULL, NULL };
static const struct fpscev_range_op op_max = { fold_max, NULL, NULL };
static const struct fpscev_range_op op_select = { fold_select, NULL, NULL };

const struct fpscev_range_op *
fpscev_range_op_for_code (enum tree_code code)
{
  switch (code)
    {
    case REAL_CST: return &op_constant;
    case SSA_NAME: case PAREN_EXPR: return &op_copy;
    case NEGATE_EXPR: return &op_negate;
    case ABS_EXPR: return &op_abs;
    CASE_CONVERT: return &op_convert;
    case PLUS_EXPR: return &op_plus;
    case MINUS_EXPR: return &op_minus;
    case MULT_EXPR: return &op_mult;
    case RDIV_EXPR: return &op_rdiv;
    case MIN_EXPR: return &op_min;
    case MAX_EXPR: return &op_max;
    case COND_EXPR: return &op_select;
    default: return NULL;
    }
}

const char *
fpscev_fold_square (fr_range *r, const fr_range *x,
		    const struct fpscev_fp_options *fp)
{
  fr_powi (r, x, 2, 2, &fp->env);
  return "square";
}

const char *
fpscev_fold_int_to_float (fr_range *r, mpz_srcptr lo, mpz_srcptr hi,
			  const struct fpscev_fp_options *fp)
{
  fr_from_integers (r, lo, hi, &fp->env);
  return "int->float";
}

const char *
fpscev_fold_int_exponent (fr_range *r, const fr_range *x, long nlo,
			  long nhi, bool powi,
			  const struct fpscev_fp_options *fp)
{
  if (powi)
    fr_powi (r, x, nlo, nhi, &fp->env);
  else
    fr_ldexp (r, x, nlo, nhi, &fp->env);
  return powi ? "powi" : "ldexp";
}

/* Math functions.  */

/* The libm functions of the range core, by GCC internal function.  */
static const struct
{
  internal_fn ifn;
  enum fr_libm fn;
  const char *name;
} libm_table[] = {
  { IFN_EXP, FR_EXP, "exp" },
  { IFN_EXP2, FR_EXP2, "exp2" },
  { IFN_EXPM1, FR_EXPM1, "expm1" },
  { IFN_LOG, FR_LOG, "log" },
  { IFN_LOG2, FR_LOG2, "log2" },
  { IFN_LOG10, FR_LOG10, "log10" },
  { IFN_LOG1P, FR_LOG1P, "log1p" },
  { IFN_SIN, FR_SIN, "sin" },
  { IFN_COS, FR_COS, "cos" },
  { IFN_TAN, FR_TAN, "tan" },
  { IFN_ATAN, FR_ATAN, "atan" },
  { IFN_TANH, FR_TANH, "tanh" },
  { IFN_POW, FR_POW, "pow" },
  { IFN_HYPOT, FR_HYPOT, "hypot" },
};

/* The range of the unary libm function FN of X into R, as GCC computes
   it (gcc-later.h: sin, cos and tan on the x87).  */
static void
libm_unary (enum fr_libm fn, fr_range *r, const fr_range *x,
	    const struct fpscev_fp_options *fp)
{
  fr_libm_unary (r, fn, x, &fp->env);
  fpscev_add_x87_trig_results (fp, fn, x, r);
}

/* The range of the libm function of IFN into R, and its name; NULL if
   IFN is not one or a second argument is missing.  */
static const char *
fold_libm (internal_fn ifn, fr_range *r, const fr_range *const x[3],
	   const struct fpscev_fp_options *fp)
{
  for (size_t i = 0; i < ARRAY_SIZE (libm_table); i++)
    if (libm_table[i].ifn == ifn)
      {
	if (libm_table[i].fn <= FR_LIBM_UNARY_LAST)
	  libm_unary (libm_table[i].fn, r, x[0], fp);
	else if (x[1])
	  fr_libm_binary (r, libm_table[i].fn, x[0], x[1], &fp->env);
	else
	  return NULL;
	return libm_table[i].name;
      }
  return NULL;
}

/* The range of the rounding function IFN of X into R, and its name; NULL
   if IFN is not one.  */
static const char *
fold_rounding (internal_fn ifn, fr_range *r, const fr_range *x,
	       const struct fpscev_fp_options *fp)
{
  switch (ifn)
    {
    case IFN_SQRT: fr_sqrt (r, x, &fp->env); return "sqrt";
    case IFN_FLOOR: fr_floor (r, x); return "floor";
    case IFN_CEIL: fr_ceil (r, x); return "ceil";
    case IFN_TRUNC: fr_trunc (r, x); return "trunc";
    case IFN_ROUND: fr_round (r, x); return "round";
    case IFN_ROUNDEVEN: fr_roundeven (r, x); return "roundeven";
    case IFN_RINT: fr_rint (r, x, &fp->env); return "rint";
    case IFN_NEARBYINT: fr_rint (r, x, &fp->env); return "nearbyint";
    default: return NULL;
    }
}

/* The range of the two- or three-argument function IFN of X[] into R, and
   its name; NULL if IFN is not one or an argument is missing.  */
static const char *
fold_binary_fn (internal_fn ifn, fr_range *r, const fr_range *const x[3],
		const struct fpscev_fp_options *fp)
{
  if (!x[1])
    return NULL;
  switch (ifn)
    {
    case IFN_FMIN: fr_fmin (r, x[0], x[1]); return "fmin";
    case IFN_FMAX: fr_fmax (r, x[0], x[1]); return "fmax";
    case IFN_COPYSIGN: fr_copysign (r, x[0], x[1]); return "copysign";
    case IFN_FMOD: fr_fmod (r, x[0], x[1], &fp->env); return "fmod";
    case IFN_REMAINDER:
      fr_remainder (r, x[0], x[1], &fp->env);
      return "remainder";
    case IFN_FMA:
      if (!x[2])
	return NULL;
      fr_fma (r, x[0], x[1], x[2], &fp->env);
      return "fma";
    default:
      return NULL;
    }
}

const char *
fpscev_fold_math_fn (internal_fn ifn, fr_range *r,
		     const fr_range *const x[3],
		     const struct fpscev_fp_options *fp)
{
  gcc_checking_assert (x[0]);
  const char *rule = fold_libm (ifn, r, x, fp);
  if (!rule)
    rule = fold_rounding (ifn, r, x[0], fp);
  if (!rule)
    rule = fold_binary_fn (ifn, r, x, fp);
  return rule;
}

const char *
fpscev_fold_builtin_fn (enum built_in_function fn, fr_range *r,
			const fr_range *x, const struct fpscev_fp_options *fp)
{
  switch (fn)
    {
    CASE_FLT_FN (BUILT_IN_CBRT):
      fr_libm_unary (r, FR_CBRT, x, &fp->env);
      return "cbrt";
    CASE_FLT_FN (BUILT_IN_FABS):
    CASE_FLT_FN_FLOATN_NX (BUILT_IN_FABS):
      fr_abs (r, x);
      return "fabs";
    default:
      return NULL;
    }
}

const char *
fpscev_fold_cexpi (fr_range *real, fr_range *imag, const fr_range *x,
		   const struct fpscev_fp_options *fp)
{
  libm_unary (FR_COS, real, x, fp);
  libm_unary (FR_SIN, imag, x, fp);
  return "cexpi (cos, sin)";
}
