/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* transfer.cc -- GIMPLE statements to range core operations.

   One function per kind of statement; each computes the range of the
   statement's float result from the ranges of its operands, through the
   range core.  The fast-math narrowing of the result is the engine's.  */

#include "compat.h"
#include "engine.h"
#include "transfer.h"

bool
fpscev_contractible_product (tree op, tree *x, tree *y, bool *neg)
{
  *neg = false;
  for (int depth = 0; depth < 2 && TREE_CODE (op) == SSA_NAME; depth++)
    {
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op));
      if (!def)
	return false;
      switch (gimple_assign_rhs_code (def))
	{
	case MULT_EXPR:
	  *x = gimple_assign_rhs1 (def);
	  *y = gimple_assign_rhs2 (def);
	  return true;
	case NEGATE_EXPR:
	  if (*neg)
	    return false;
	  *neg = true;
	  op = gimple_assign_rhs1 (def);
	  break;
	default:
	  return false;
	}
    }
  return false;
}

/* Widen R, the range of the addition (MINUS: subtraction) of the operands
   OPS, by the results the operation may have if GCC fuses it with the
   multiplication that defines one of the operands: x*y + c computed as
   fma (x, y, c) with a single rounding.  */
static void
add_fused_results (struct fpscev_analysis *a, tree ops[2], bool minus,
		   fr_range *r)
{
  const fr_format *fmt = r->fmt;
  for (int i = 0; i < 2; i++)
    {
      tree x, y;
      bool neg;
      if (!fpscev_contractible_product (ops[i], &x, &y, &neg))
	continue;
      /* The term OPS[i] is subtracted when it is the subtrahend; the other
	 term when OPS[i] is the minuend of a subtraction.  */
      bool neg_product = neg ^ (minus && i == 1);
      bool neg_addend = minus && i == 0;
      const fr_range *fx = fpscev_operand_range (a, x, 2);
      const fr_range *fy = fpscev_operand_range (a, y, 3);
      const fr_range *fc = fpscev_operand_range (a, ops[1 - i], 4);
      if (!fx || !fy || !fc)
	continue;
      if (neg_product)
	{
	  fr_range *t = fpscev_scratch_range (a, fmt, 5);
	  fr_neg (t, fx);
	  fx = t;
	}
      if (neg_addend)
	{
	  fr_range *t = fpscev_scratch_range (a, fmt, 6);
	  fr_neg (t, fc);
	  fc = t;
	}
      fr_range *fused = fpscev_scratch_range (a, fmt, 7);
      fr_fma (fused, fx, fy, fc, &a->fp.env);
      fr_union (r, r, fused);
    }
}

/* The most terms of a chain of additions or multiplications gathered for
   reassociation.  */
#define MAX_CHAIN_TERMS (FPSCEV_REFINE_SLOT - 8)

/* Whether CODE continues a chain of CHAIN (PLUS_EXPR: additions and
   subtractions; MULT_EXPR: multiplications), negations included.  */
static bool
chain_code_p (enum tree_code code, enum tree_code chain)
{
  if (code == NEGATE_EXPR || code == chain)
    return true;
  return chain == PLUS_EXPR && code == MINUS_EXPR;
}

bool
fpscev_chain_op_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return false;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  return (chain_code_p (code, PLUS_EXPR) || chain_code_p (code, MULT_EXPR))
	 && SCALAR_FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt)));
}

bool
fpscev_chain_link_p (tree name)
{
  use_operand_p use;
  gimple *user;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def || !single_imm_use (name, &use, &user) || !is_gimple_assign (user)
      || TREE_TYPE (gimple_assign_lhs (user)) != TREE_TYPE (name))
    return false;
  enum tree_code dc = gimple_assign_rhs_code (def);
  enum tree_code uc = gimple_assign_rhs_code (user);
  return ((chain_code_p (dc, PLUS_EXPR) && chain_code_p (uc, PLUS_EXPR))
	  || (chain_code_p (dc, MULT_EXPR) && chain_code_p (uc, MULT_EXPR)));
}

/* Append to TERMS and NEG (holding *N entries) the terms of the chain of
   CHAIN (PLUS_EXPR or MULT_EXPR) that OP (negated if MINUS) is part of, in
   TYPE: OP itself, or, when OP is such an operation or a negation in TYPE
   used only once, its operands' terms, as GCC's reassociation sees them.
   Returns false when the chain has more than MAX_CHAIN_TERMS terms.  */
static bool
gather_chain_terms (tree op, bool minus, enum tree_code chain, tree type,
		    tree *terms, bool *neg, int *n)
{
  gassign *def = (TREE_CODE (op) == SSA_NAME && has_single_use (op)
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op)) : NULL);
  enum tree_code code = def ? gimple_assign_rhs_code (def) : ERROR_MARK;
  if (def && TREE_TYPE (gimple_assign_lhs (def)) == type
      && chain_code_p (code, chain))
    {
      if (code == NEGATE_EXPR)
	return gather_chain_terms (gimple_assign_rhs1 (def), !minus, chain,
				   type, terms, neg, n);
      return (gather_chain_terms (gimple_assign_rhs1 (def), minus, chain,
				  type, terms, neg, n)
	      && gather_chain_terms (gimple_assign_rhs2 (def),
				     minus ^ (code == MINUS_EXPR), chain, type,
				     terms, neg, n));
    }
  if (*n == MAX_CHAIN_TERMS)
    return false;
  terms[*n] = op;
  neg[*n] = minus;
  ++*n;
  return true;
}

/* Widen R, the range of the addition, subtraction or multiplication STMT,
   by the values GCC's reassociation (-fassociative-math) may give it after
   fpscev: the sum (product) of the chain's terms in any order.  GCC's late
   reassociation rewrites chains of four terms or more into balanced trees,
   so a chain that fpscev sees computed in one order is computed in another.
   A chain too long to gather is unknown.  */
static void
add_reassociated_results (struct fpscev_analysis *a, gassign *stmt,
			  fr_range *r)
{
  tree terms[MAX_CHAIN_TERMS];
  bool neg[MAX_CHAIN_TERMS];
  const fr_range *ranges[MAX_CHAIN_TERMS];
  int n = 0;
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  enum tree_code chain = code == MULT_EXPR ? MULT_EXPR : PLUS_EXPR;
  if (!gather_chain_terms (gimple_assign_rhs1 (stmt), false, chain, type,
			   terms, neg, &n)
      || !gather_chain_terms (gimple_assign_rhs2 (stmt), code == MINUS_EXPR,
			      chain, type, terms, neg, &n))
    {
      fpscev_set_unknown (a, r);
      return;
    }
  if (n < 3)
    return;
  /* Scratch slots 0-7 are the statement's own; the terms without a
     range of their own (constants, unknown values) use 8 on.  */
  for (int i = 0; i < n; i++)
    ranges[i] = fpscev_operand_range (a, terms[i], 8 + i);
  fr_range *all = fpscev_scratch_range (a, r->fmt, 7);
  if (chain == MULT_EXPR)
    fr_product_any_order (all, ranges, neg, n);
  else
    fr_sum_any_order (all, ranges, neg, n);
  fr_union (r, r, all);
}

/* The range of the binary arithmetic STMT (CODE: + - * /) into R.  */
static const char *
transfer_arith (struct fpscev_analysis *a, gassign *stmt, enum tree_code code,
		fr_range *r)
{
  tree ops[2] = { gimple_assign_rhs1 (stmt), gimple_assign_rhs2 (stmt) };
  const fr_range *x = fpscev_operand_range (a, ops[0], 0);
  const fr_range *y = fpscev_operand_range (a, ops[1], 1);
  const fr_env *env = &a->fp.env;
  if (!x || !y)
    {
      fpscev_set_unknown (a, r);
      return "unknown operand";
    }
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (code == PLUS_EXPR)
	fr_add (r, x, y, env);
      else
	fr_sub (r, x, y, env);
      if (a->fp.contract)
	add_fused_results (a, ops, code == MINUS_EXPR, r);
      if (a->fp.associative)
	add_reassociated_results (a, stmt, r);
      return code == PLUS_EXPR ? "plus" : "minus";
    case MULT_EXPR:
      /* x * x is a square: never negative, whatever x's range.  */
      if (operand_equal_p (ops[0], ops[1], 0))
	{
	  fr_powi (r, x, 2, 2, env);
	  return "square";
	}
      fr_mul (r, x, y, env);
      if (a->fp.associative)
	add_reassociated_results (a, stmt, r);
      return "mult";
    case RDIV_EXPR:
      fr_div (r, x, y, a->fp.reciprocal_math, env);
      return a->fp.reciprocal_math ? "rdiv (or reciprocal)" : "rdiv";
    default:
      gcc_unreachable ();
    }
}

/* The range of MIN_EXPR or MAX_EXPR (CODE) of X and Y into R.  Unlike
   fmin/fmax, GCC leaves the result unspecified when an operand is NaN
   (either operand may be returned) and for -0 against +0.  */
static void
min_max (enum tree_code code, const fr_range *x, const fr_range *y,
	 fr_range *r)
{
  if (code == MIN_EXPR)
    fr_fmin (r, x, y);
  else
    fr_fmax (r, x, y);
  if (x->nan || y->nan)
    {
      fr_union (r, r, x);
      fr_union (r, r, y);
    }
  fr_merge_zero_signs (r);
}

/* The range of the conversion to R's format of the integer operand OP of
   STMT into R.  */
static const char *
transfer_int_to_float (struct fpscev_analysis *a, gimple *stmt, tree op,
		       fr_range *r)
{
  mpz_t lo, hi;
  mpz_init (lo);
  mpz_init (hi);
  fpscev_integer_range (a, op, stmt, lo, hi);
  fr_from_integers (r, lo, hi, &a->fp.env);
  mpz_clear (lo);
  mpz_clear (hi);
  return "int->float";
}

/* The range of the part (REALPART_EXPR or IMAGPART_EXPR, CODE) of the
   complex value EXPR into R.  */
static const char *
transfer_complex_part (struct fpscev_analysis *a, enum tree_code code,
		       tree expr, fr_range *r)
{
  const fpscev_value *v = fpscev_value_of (a, TREE_OPERAND (expr, 0));
  if (!v || !v->imag)
    {
      fpscev_set_unknown (a, r);
      return "part of an unknown complex value";
    }
  fr_copy (r, code == REALPART_EXPR ? &v->r : v->imag);
  return code == REALPART_EXPR ? "realpart" : "imagpart";
}

/* The range of the value the assignment STMT computes into R.  */
static const char *
transfer_assign (struct fpscev_analysis *a, gassign *stmt, fr_range *r)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  const fr_range *x;
  switch (code)
    {
    case REAL_CST:
    case SSA_NAME:
    case PAREN_EXPR:
      if (!(x = fpscev_operand_range (a, rhs1, 0)))
	break;
      fr_copy (r, x);
      return code == REAL_CST ? "constant" : "copy";
    case NEGATE_EXPR:
    case ABS_EXPR:
      if (!(x = fpscev_operand_range (a, rhs1, 0)))
	break;
      if (code == NEGATE_EXPR)
	fr_neg (r, x);
      else
	fr_abs (r, x);
      return code == NEGATE_EXPR ? "negate" : "abs";
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case RDIV_EXPR:
      return transfer_arith (a, stmt, code, r);
    case MIN_EXPR:
    case MAX_EXPR:
      {
	const fr_range *y = fpscev_operand_range (a, gimple_assign_rhs2 (stmt),
						  1);
	if (!(x = fpscev_operand_range (a, rhs1, 0)) || !y)
	  break;
	min_max (code, x, y, r);
	return code == MIN_EXPR ? "min" : "max";
      }
    case COND_EXPR:
      {
	const fr_range *y = fpscev_operand_range (a, gimple_assign_rhs2 (stmt),
						  0);
	const fr_range *z = fpscev_operand_range (a, gimple_assign_rhs3 (stmt),
						  1);
	if (!y || !z)
	  break;
	fr_union (r, y, z);
	return "cond";
      }
    case FLOAT_EXPR:
      if (INTEGRAL_TYPE_P (TREE_TYPE (rhs1)))
	return transfer_int_to_float (a, stmt, rhs1, r);
      break;
    CASE_CONVERT:
      if (!(x = fpscev_operand_range (a, rhs1, 0)))
	break;
      fr_convert (r, x, &a->fp.env);
      return "float->float";
    case REALPART_EXPR:
    case IMAGPART_EXPR:
      return transfer_complex_part (a, code, rhs1, r);
    default:
      break;
    }
  fpscev_set_unknown (a, r);
  return "unknown";
}

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

/* The range of the unary libm function FN of X into R.  Under
   -funsafe-math-optimizations GCC may compute sin, cos and tan with the
   x87 instructions fsin, fcos, fsincos and fptan, which return an argument
   of magnitude 2^63 or more unreduced: such results are the argument.
   (fsincos and fptan then also leave the x87 stack one value short, which
   no range can describe: see "Soundness" in the manual.)  */
static void
trig_unary (struct fpscev_analysis *a, enum fr_libm fn, const fr_range *x,
	    fr_range *r)
{
  fr_libm_unary (r, fn, x, &a->fp.env);
  if (!a->fp.env.approx_libm || (fn != FR_SIN && fn != FR_COS && fn != FR_TAN))
    return;
  bool huge = x->ninf || x->pinf;
  if (x->finite)
    huge |= (mpfr_cmpabs_ui (x->lo, 1) > 0 && mpfr_get_exp (x->lo) > 63)
	    || (mpfr_cmpabs_ui (x->hi, 1) > 0 && mpfr_get_exp (x->hi) > 63);
  if (huge)
    fr_union (r, r, x);
}

/* The range of a call to the internal function (or the built-in function
   with that internal equivalent) IFN with the float arguments X[] (NULL
   where absent or not float) into R; NULL if IFN is not modelled.  */
static const char *
transfer_math_ifn (struct fpscev_analysis *a, internal_fn ifn,
		   const fr_range *const x[3], fr_range *r)
{
  const fr_env *env = &a->fp.env;
  for (size_t i = 0; i < ARRAY_SIZE (libm_table); i++)
    if (libm_table[i].ifn == ifn)
      {
	if (libm_table[i].fn <= FR_LIBM_UNARY_LAST)
	  trig_unary (a, libm_table[i].fn, x[0], r);
	else if (x[1])
	  fr_libm_binary (r, libm_table[i].fn, x[0], x[1], env);
	else
	  return NULL;
	return libm_table[i].name;
      }
  switch (ifn)
    {
    case IFN_SQRT: fr_sqrt (r, x[0], env); return "sqrt";
    case IFN_FLOOR: fr_floor (r, x[0]); return "floor";
    case IFN_CEIL: fr_ceil (r, x[0]); return "ceil";
    case IFN_TRUNC: fr_trunc (r, x[0]); return "trunc";
    case IFN_ROUND: fr_round (r, x[0]); return "round";
    case IFN_ROUNDEVEN: fr_roundeven (r, x[0]); return "roundeven";
    case IFN_RINT: fr_rint (r, x[0], env); return "rint";
    case IFN_NEARBYINT: fr_rint (r, x[0], env); return "nearbyint";
    default: break;
    }
  if (!x[1])
    return NULL;
  switch (ifn)
    {
    case IFN_FMIN: fr_fmin (r, x[0], x[1]); return "fmin";
    case IFN_FMAX: fr_fmax (r, x[0], x[1]); return "fmax";
    case IFN_COPYSIGN: fr_copysign (r, x[0], x[1]); return "copysign";
    case IFN_FMOD: fr_fmod (r, x[0], x[1], env); return "fmod";
    case IFN_REMAINDER: fr_remainder (r, x[0], x[1], env); return "remainder";
    default: break;
    }
  if (!x[2])
    return NULL;
  if (ifn == IFN_FMA)
    {
      fr_fma (r, x[0], x[1], x[2], env);
      return "fma";
    }
  return NULL;
}

/* The range of A * 2^N or A^N (POWI), N the integer argument ARG of CALL,
   into R.  */
static const char *
transfer_int_exponent (struct fpscev_analysis *a, gcall *call, tree arg,
		       const fr_range *x, bool powi, fr_range *r)
{
  mpz_t lo, hi;
  mpz_init (lo);
  mpz_init (hi);
  fpscev_integer_range (a, arg, call, lo, hi);
  long nlo = mpz_fits_slong_p (lo) ? mpz_get_si (lo) : LONG_MIN;
  long nhi = mpz_fits_slong_p (hi) ? mpz_get_si (hi) : LONG_MAX;
  mpz_clear (lo);
  mpz_clear (hi);
  if (powi)
    fr_powi (r, x, nlo, nhi, &a->fp.env);
  else
    fr_ldexp (r, x, nlo, nhi, &a->fp.env);
  return powi ? "powi" : "ldexp";
}

/* The range of the value CALL returns into R (and its imaginary part into
   IMAG for __builtin_cexpi).  */
static const char *
transfer_call (struct fpscev_analysis *a, gcall *call, fr_range *r,
	       fr_range *imag)
{
  combined_fn cfn = gimple_call_combined_fn (call);
  tree type = TREE_TYPE (gimple_call_lhs (call));
  unsigned nargs = gimple_call_num_args (call);
  const fr_range *x[3] = { NULL, NULL, NULL };
  const char *rule = NULL;
  if (cfn == CFN_LAST)
    {
      fpscev_set_unknown (a, r);
      if (imag)
	fpscev_set_unknown (a, imag);
      return "unknown call";
    }
  /* The float arguments; integer ones are left NULL.  */
  for (unsigned i = 0; i < nargs && i < 3; i++)
    x[i] = fpscev_operand_range (a, gimple_call_arg (call, i), i);
  if (builtin_fn_p (cfn))
    switch (as_builtin_fn (cfn))
      {
      CASE_FLT_FN (BUILT_IN_CEXPI):
	if (imag && x[0])
	  {
	    trig_unary (a, FR_COS, x[0], r);
	    trig_unary (a, FR_SIN, x[0], imag);
	    return "cexpi (cos, sin)";
	  }
	break;
      CASE_FLT_FN (BUILT_IN_POWI):
	if (x[0] && nargs == 2)
	  return transfer_int_exponent (a, call, gimple_call_arg (call, 1),
					x[0], true, r);
	break;
      CASE_FLT_FN (BUILT_IN_CBRT):
	if (x[0])
	  {
	    fr_libm_unary (r, FR_CBRT, x[0], &a->fp.env);
	    return "cbrt";
	  }
	break;
      CASE_FLT_FN (BUILT_IN_FABS):
      CASE_FLT_FN_FLOATN_NX (BUILT_IN_FABS):
	if (x[0])
	  {
	    fr_abs (r, x[0]);
	    return "fabs";
	  }
	break;
      default:
	break;
      }
  if (!imag && x[0])
    {
      internal_fn ifn = internal_fn_p (cfn) ? as_internal_fn (cfn)
			: associated_internal_fn (cfn, type);
      if (ifn == IFN_LDEXP && nargs == 2)
	return transfer_int_exponent (a, call, gimple_call_arg (call, 1),
				      x[0], false, r);
      rule = transfer_math_ifn (a, ifn, x, r);
    }
  if (rule)
    return rule;
  fpscev_set_unknown (a, r);
  if (imag)
    fpscev_set_unknown (a, imag);
  return "unmodelled call";
}

const char *
fpscev_transfer (struct fpscev_analysis *a, gimple *stmt, fr_range *r,
		 fr_range *imag)
{
  if (gassign *as = dyn_cast<gassign *> (stmt))
    if (!imag)
      return transfer_assign (a, as, r);
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return transfer_call (a, call, r, imag);
  fpscev_set_unknown (a, r);
  if (imag)
    fpscev_set_unknown (a, imag);
  return "unknown";
}
