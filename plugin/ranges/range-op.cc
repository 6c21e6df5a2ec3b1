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
  fpscev_add_dropped_abs_results (x, r);
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

/* The preimage of the arithmetic operation OP of X and the other operand
   OTHER (X second if SECOND), into R.  A subnormal operand or result may
   be read or produced as zero under FP's flush to zero, which the
   preimages do not model: nothing is derived then.  */
static bool
arith_preimage (fr_range *r, enum fr_arith op, bool second,
		const fr_range *lhs, const fr_range *other,
		const struct fpscev_fp_options *fp)
{
  if (fp->flush_subnormals)
    return false;
  return fr_arith_preimage (r, op, second, lhs, other);
}

static bool
op1_plus (fr_range *r, const fr_range *lhs, const fr_range *other,
	  const struct fpscev_fp_options *fp)
{
  return arith_preimage (r, FR_ADD, false, lhs, other, fp);
}

static bool
op1_minus (fr_range *r, const fr_range *lhs, const fr_range *other,
	   const struct fpscev_fp_options *fp)
{
  return arith_preimage (r, FR_SUB, false, lhs, other, fp);
}

static bool
op2_minus (fr_range *r, const fr_range *lhs, const fr_range *other,
	   const struct fpscev_fp_options *fp)
{
  return arith_preimage (r, FR_SUB, true, lhs, other, fp);
}

static bool
op1_mult (fr_range *r, const fr_range *lhs, const fr_range *other,
	  const struct fpscev_fp_options *fp)
{
  return arith_preimage (r, FR_MUL, false, lhs, other, fp);
}

/* The preimage of the division of X (SECOND: of OTHER by X), into R.
   Under -freciprocal-math X / Y may be X * (1 / Y): then also the
   preimage through the product by the reciprocal.  */
static bool
rdiv_preimage (fr_range *r, bool second, const fr_range *lhs,
	       const fr_range *other, const struct fpscev_fp_options *fp)
{
  if (!arith_preimage (r, FR_DIV, second, lhs, other, fp))
    return false;
  if (!fp->reciprocal_math)
    return true;
  const fr_format *fmt = fr_format_of (r);
  fr_range one, recip, by_recip;
  fr_init (&one, fmt);
  fr_init (&recip, fmt);
  fr_init (&by_recip, fmt);
  mpfr_t v;
  mpfr_init2 (v, fmt->prec);
  mpfr_set_ui (v, 1, MPFR_RNDN);
  fr_set_value (&one, v);
  mpfr_clear (v);
  bool known;
  if (!second)
    {
      /* X * (1 / OTHER).  */
      fr_div (&recip, &one, other, false, &fp->env);
      known = arith_preimage (&by_recip, FR_MUL, false, lhs, &recip, fp);
    }
  else
    /* OTHER * (1 / X): 1 / X from the product, then X.  */
    known = (arith_preimage (&recip, FR_MUL, false, lhs, other, fp)
	     && arith_preimage (&by_recip, FR_DIV, true, &recip, &one, fp));
  if (known)
    fr_union (r, r, &by_recip);
  fr_clear (&one);
  fr_clear (&recip);
  fr_clear (&by_recip);
  return known;
}

static bool
op1_rdiv (fr_range *r, const fr_range *lhs, const fr_range *other,
	  const struct fpscev_fp_options *fp)
{
  return rdiv_preimage (r, false, lhs, other, fp);
}

static bool
op2_rdiv (fr_range *r, const fr_range *lhs, const fr_range *other,
	  const struct fpscev_fp_options *fp)
{
  return rdiv_preimage (r, true, lhs, other, fp);
}

/* The conversion into LHS's format of X, of R's format, rounded to
   nearest unless the rounding mode may change (-frounding-math).  */
static bool
op1_float_convert (fr_range *r, const fr_range *lhs, const fr_range *,
		   const struct fpscev_fp_options *fp)
{
  if (fp->flush_subnormals)
    return false;
  if (fp->env.dynamic_rounding)
    fr_convert_preimage (r, lhs);
  else
    fr_convert_preimage_nearest (r, lhs);
  return true;
}

static const struct fpscev_range_op op_copy = { fold_copy, op1_copy, NULL };
static const struct fpscev_range_op op_constant = { fold_constant, NULL,
						    NULL };
static const struct fpscev_range_op op_negate = { fold_negate, op1_negate,
						  NULL };
static const struct fpscev_range_op op_abs = { fold_abs, op1_abs, NULL };
static const struct fpscev_range_op op_convert = { fold_float_convert,
						   op1_float_convert, NULL };
/* x + y and x * y are commutative: one preimage for both operands.  */
static const struct fpscev_range_op op_plus = { fold_plus, op1_plus,
						op1_plus };
static const struct fpscev_range_op op_minus = { fold_minus, op1_minus,
						 op2_minus };
static const struct fpscev_range_op op_mult = { fold_mult, op1_mult,
						op1_mult };
static const struct fpscev_range_op op_rdiv = { fold_rdiv, op1_rdiv,
						op2_rdiv };
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

void
fpscev_constant_range (fr_range *r, const REAL_VALUE_TYPE *v)
{
  /* GCC's NaNs have a sign, MPFR's have none to speak of.  */
  if (real_isnan (v))
    {
      fr_set_signed_nan (r, real_isneg (v));
      return;
    }
  mpfr_t x;
  mpfr_init2 (x, fr_format_of (r)->prec);
  mpfr_from_real (x, v, MPFR_RNDN);
  fr_set_value (r, x);
  mpfr_clear (x);
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

/* See range-op.h; every format fpscev models is binary, which is all
   that scalbn's association asks of the type.  */
internal_fn
fpscev_math_ifn (combined_fn cfn)
{
  if (cfn == CFN_LAST)
    return IFN_LAST;
  return associated_internal_fn (cfn, double_type_node);
}

int
fpscev_libm_fn (combined_fn cfn)
{
  switch (cfn)
    {
#define DEF_FR_LIBM(ID, NAME, ARGS, SHAPE, LOWER, UPPER, POLE, INVERSE, \
		    EXACT, ERRNO, GIMPLE, X86, FAITH, I386)		\
    FPSCEV_CASE_CFN_##GIMPLE (ID): return FR_##ID;
#include "frange-libm.def"
#undef DEF_FR_LIBM
    default: return -1;
    }
}

enum fpscev_libm_errno
fpscev_libm_errno (enum fr_libm fn)
{
  /* In the order of the rows, that of enum fr_libm.  */
  static const enum fpscev_libm_errno errno_of[FR_LIBM_COUNT] = {
#define DEF_FR_LIBM(ID, NAME, ARGS, SHAPE, LOWER, UPPER, POLE, INVERSE, \
		    EXACT, ERRNO, GIMPLE, X86, FAITH, I386)		\
    FPSCEV_LIBM_##ERRNO,
#include "frange-libm.def"
#undef DEF_FR_LIBM
  };
  return errno_of[fn];
}

/* The range of the unary libm function FN of X into R, as GCC computes
   it (gcc-later.h: sin, cos and tan on the x87).  */
static void
libm_unary (enum fr_libm fn, fr_range *r, const fr_range *x,
	    const struct fpscev_fp_options *fp)
{
  fr_libm_unary (r, fn, x, &fp->env);
  fpscev_add_x87_trig_results (fp, fn, x, r);
}

/* The range of the libm function of CFN into R, and its name; NULL if
   CFN is not one or a second argument is missing.  */
static const char *
fold_libm (combined_fn cfn, fr_range *r, const fr_range *const x[3],
	   const struct fpscev_fp_options *fp)
{
  int fn = fpscev_libm_fn (cfn);
  if (fn < 0)
    return NULL;
  if (fr_libm_args ((enum fr_libm) fn) == 1)
    libm_unary ((enum fr_libm) fn, r, x[0], fp);
  else if (x[1])
    fr_libm_binary (r, (enum fr_libm) fn, x[0], x[1], &fp->env);
  else
    return NULL;
  return fr_libm_name ((enum fr_libm) fn);
}

/* The range of the rounding function IFN of X into R, and its name; NULL
   if IFN is not one.  rint and nearbyint round in the current mode, in
   which GCC (12 to 16) keeps every call, of constants too (it folds no
   rint, nearbyint, lrint nor llrint: fold-const-call.cc): a program may
   change the mode at run time even without -frounding-math, and the
   ranges go no further than GCC, in every mode.  */
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
    case IFN_RINT: fr_rint (r, x); return "rint";
    case IFN_NEARBYINT: fr_rint (r, x); return "nearbyint";
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
    case IFN_COPYSIGN:
      fr_copysign (r, x[0], x[1]);
      fpscev_add_dropped_copysign_results (x[0], x[1], r);
      return "copysign";
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
fpscev_fold_math_fn (combined_fn cfn, fr_range *r,
		     const fr_range *const x[3],
		     const struct fpscev_fp_options *fp)
{
  gcc_checking_assert (x[0]);
  internal_fn ifn = fpscev_math_ifn (cfn);
  const char *rule = fold_libm (cfn, r, x, fp);
  if (!rule)
    rule = fold_rounding (ifn, r, x[0], fp);
  if (!rule)
    rule = fold_binary_fn (ifn, r, x, fp);
  return rule;
}

/* Backward through math functions.  */

bool
fpscev_rounding_of_fn (internal_fn ifn, enum fr_rounding *kind)
{
  switch (ifn)
    {
    case IFN_FLOOR: *kind = FR_FLOOR; return true;
    case IFN_CEIL: *kind = FR_CEIL; return true;
    case IFN_TRUNC: *kind = FR_TRUNC; return true;
    case IFN_ROUND: *kind = FR_ROUND; return true;
    case IFN_ROUNDEVEN: *kind = FR_ROUNDEVEN; return true;
    /* In every mode, as fold_rounding.  */
    case IFN_RINT: case IFN_NEARBYINT: *kind = FR_RINT_ANY; return true;
    default:
      return false;
    }
}

/* The arguments X for which sin, cos or tan (X) may lie in LHS, into R:
   finite ones when LHS holds no NaN (the functions are NaN at
   infinities; the x87 instructions too).  */
static bool
trig_preimage (fr_range *r, const fr_range *lhs)
{
  if (fr_maybe_nan_p (lhs))
    return false;
  fr_set_full (r);
  fr_drop_nan (r);
  fr_drop_inf (r);
  return true;
}

/* copysign (X, Y) in LHS: |X| in |LHS|.  */
static void
copysign_preimage (fr_range *r, const fr_range *lhs)
{
  fr_range magnitude;
  fr_init (&magnitude, fr_format_of (r));
  fr_abs (&magnitude, lhs);
  op1_abs (r, &magnitude, NULL, NULL);
  fr_clear (&magnitude);
}

bool
fpscev_math_fn_arg_range (combined_fn cfn, unsigned arg, fr_range *r,
			  const fr_range *lhs,
			  const struct fpscev_fp_options *fp)
{
  if (fp->flush_subnormals)
    return false;
  internal_fn ifn = fpscev_math_ifn (cfn);
  if (ifn == IFN_COPYSIGN && arg == 0)
    {
      copysign_preimage (r, lhs);
      return true;
    }
  if (arg != 0)
    return false;
  int fn = fpscev_libm_fn (cfn);
  enum fr_rounding kind;
  if (fpscev_rounding_of_fn (ifn, &kind))
    {
      fr_round_int_preimage (r, kind, lhs);
      return true;
    }
  switch (ifn)
    {
    case IFN_SQRT:
      fr_sqrt_preimage (r, lhs);
      return true;
    case IFN_SIN: case IFN_COS: case IFN_TAN:
      return trig_preimage (r, lhs);
    default:
      /* Monotone functions (pow is not inverted).  */
      return (fn >= 0 && fr_libm_args ((enum fr_libm) fn) == 1
	      && fr_libm_preimage (r, (enum fr_libm) fn, lhs, &fp->env));
    }
}

const char *
fpscev_fold_builtin_fn (enum built_in_function fn, fr_range *r,
			const fr_range *x, const struct fpscev_fp_options *fp)
{
  switch (fn)
    {
    CASE_FLT_FN (BUILT_IN_FABS):
    CASE_FLT_FN_FLOATN_NX (BUILT_IN_FABS):
      fold_abs (r, x, NULL, fp);
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
