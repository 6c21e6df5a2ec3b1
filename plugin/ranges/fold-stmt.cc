/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fold-stmt.cc -- the range of the float value a statement computes, as
   GCC's gimple-range-fold does it: fetch the operands' ranges from the
   engine, apply the operation's pure function (range-op.h), and widen the
   result by the other ways GCC's later passes may compute it
   (gcc-later.h).  */

#include "compat.h"
#include "engine.h"
#include "range-op.h"
#include "edge-facts.h"
#include "gcc-later.h"
#include "fold-stmt.h"
#include "static-ranges.h"
#include "return-ranges.h"

/* Narrow FUSED, the range of the fused form F of the addition or
   subtraction STMT of OPS, by the product's own range there: the exact
   product is a value whose rounding lies in it, however little the
   factors' ranges say (loads, calls), and beyond the largest finite
   number where that range holds an infinity (fr_add_unrounded).  */
static void
bound_by_rounded_product (struct fpscev_analysis *a, gassign *stmt,
			  tree ops[2], const struct fpscev_fused_form *f,
			  fr_range *fused)
{
  bool first = f->addend == ops[1];
  fpscev_range_temp tp, tc, negated, sum;
  const fr_range *p = fpscev_operand_range (a, first ? ops[0] : ops[1],
					    stmt, &tp);
  const fr_range *c = fpscev_operand_range (a, f->addend, stmt, &tc);
  if (!p || !c)
    return;
  const fr_format *fmt = fr_format_of (fused);
  fpscev_range_temp overflowed;
  if (a->fp.finite_math_only)
    {
      /* The range holds no infinity by assumption, but the fused product
	 is no result: it may lie beyond the largest finite number.  */
      fr_range *o = overflowed.get (fmt);
      fr_copy (o, p);
      fr_add_overflow_inf (o);
      p = o;
    }
  /* p - c is p + -c, c - p is -p + c, and -p is exactly what rounds to
     the negated range.  */
  if (gimple_assign_rhs_code (stmt) == MINUS_EXPR)
    {
      fr_range *n = negated.get (fmt);
      fr_neg (n, first ? c : p);
      if (first)
	c = n;
      else
	p = n;
    }
  fr_range *s = sum.get (fmt);
  fr_add_unrounded (s, p, c, &a->fp.env);
  fr_intersect (fused, fused, s);
}

/* Widen R, the range of the addition or subtraction STMT of OPS, by the
   results GCC gives it if it fuses it with the multiplication that
   defines one of the operands: x*y + c computed as fma (x, y, c), and
   x*x + c as fma (x, x, c), whose product is a square too; each bounded
   by the rounded product's range too (bound_by_rounded_product).  */
static void
add_fused_results (struct fpscev_analysis *a, gassign *stmt, tree ops[2],
		   fr_range *r)
{
  struct fpscev_fused_form forms[2];
  bool minus = gimple_assign_rhs_code (stmt) == MINUS_EXPR;
  int n = fpscev_fused_forms (&a->fp, ops, minus, forms);
  const fr_format *fmt = fr_format_of (r);
  for (int i = 0; i < n; i++)
    {
      fpscev_range_temp tx, ty, tc, fused;
      const fr_range *x = fpscev_operand_range (a, forms[i].x, stmt, &tx);
      const fr_range *y = fpscev_operand_range (a, forms[i].y, stmt, &ty);
      const fr_range *c = fpscev_operand_range (a, forms[i].addend, stmt,
						&tc);
      if (!x || !y || !c)
	continue;
      fpscev_range_temp nx, nc;
      if (forms[i].neg_addend)
	{
	  fr_neg (nc.get (fmt), c);
	  c = nc.get (fmt);
	}
      if (operand_equal_p (forms[i].x, forms[i].y, 0))
	fr_fma_square (fused.get (fmt), x, forms[i].neg_product, c,
		       &a->fp.env);
      else
	{
	  if (forms[i].neg_product)
	    {
	      fr_neg (nx.get (fmt), x);
	      x = nx.get (fmt);
	    }
	  fr_fma (fused.get (fmt), x, y, c, &a->fp.env);
	}
      bound_by_rounded_product (a, stmt, ops, &forms[i], fused.get (fmt));
      fr_union (r, r, fused.get (fmt));
    }
}

/* Widen R, the range of the addition, subtraction or multiplication STMT,
   by the values GCC's reassociation may give it: the sum (product) of the
   chain's terms in any order.  A chain too long to gather is unknown.  */
static void
add_reassociated_results (struct fpscev_analysis *a, gassign *stmt,
			  fr_range *r)
{
  tree terms[FPSCEV_MAX_CHAIN_TERMS];
  bool neg[FPSCEV_MAX_CHAIN_TERMS];
  int n = fpscev_reassoc_terms (&a->fp, stmt, terms, neg);
  if (n < 0)
    fpscev_set_unknown (&a->fp, r);
  if (n <= 0)
    return;
  fpscev_range_temp temps[FPSCEV_MAX_CHAIN_TERMS], all;
  const fr_range *ranges[FPSCEV_MAX_CHAIN_TERMS];
  for (int i = 0; i < n; i++)
    {
      ranges[i] = fpscev_operand_range (a, terms[i], stmt, &temps[i]);
      gcc_checking_assert (ranges[i]);
    }
  fr_range *t = all.get (fr_format_of (r));
  if (gimple_assign_rhs_code (stmt) == MULT_EXPR)
    fr_product_any_order (t, ranges, neg, n);
  else
    fr_sum_any_order (t, ranges, neg, n);
  fr_union (r, r, t);
}

/* The range of the conversion of the integer operand OP of STMT into R.  */
static const char *
fold_int_to_float (struct fpscev_analysis *a, gimple *stmt, tree op,
		   fr_range *r)
{
  mpz_t lo, hi;
  mpz_init (lo);
  mpz_init (hi);
  fpscev_integer_range (a, op, stmt, lo, hi);
  const char *rule = fpscev_fold_int_to_float (r, lo, hi, &a->fp);
  mpz_clear (lo);
  mpz_clear (hi);
  return rule;
}

/* The range of the part (REALPART_EXPR or IMAGPART_EXPR, CODE) of the
   complex value EXPR into R.  */
static const char *
fold_complex_part (struct fpscev_analysis *a, enum tree_code code, tree expr,
		   fr_range *r)
{
  const fpscev_value *v = fpscev_value_of (a, TREE_OPERAND (expr, 0));
  if (!v || !v->imag)
    {
      fpscev_set_unknown (&a->fp, r);
      return "part of an unknown complex value";
    }
  fr_copy (r, code == REALPART_EXPR ? &v->r : v->imag);
  return code == REALPART_EXPR ? "realpart" : "imagpart";
}

/* The float operands of the assignment STMT that its range-op takes, in
   OPS (the second NULL_TREE for one operand): a select's arms.  */
static void
range_op_operands (gassign *stmt, tree ops[2])
{
  switch (get_gimple_rhs_class (gimple_assign_rhs_code (stmt)))
    {
    case GIMPLE_TERNARY_RHS:
      ops[0] = gimple_assign_rhs2 (stmt);
      ops[1] = gimple_assign_rhs3 (stmt);
      break;
    case GIMPLE_BINARY_RHS:
      ops[0] = gimple_assign_rhs1 (stmt);
      ops[1] = gimple_assign_rhs2 (stmt);
      break;
    default:
      ops[0] = gimple_assign_rhs1 (stmt);
      ops[1] = NULL_TREE;
      break;
    }
}

/* The range of OP, an arm of the select STMT, where the select takes it
   (its condition VALUE), into TEMP: narrowed by what the condition then
   says (x < 0 ? 0 : x has x >= -0 or NaN in its second arm).  */
static const fr_range *
select_arm_range (struct fpscev_analysis *a, gassign *stmt, tree op,
		  bool value, fpscev_range_temp *temp)
{
  struct fpscev_fact facts[FPSCEV_MAX_FACTS];
  int n = fpscev_truth_facts (gimple_assign_rhs1 (stmt), value, facts);
  return fpscev_operand_range_given (a, op, stmt, facts, n, temp);
}

/* The range of the value the assignment STMT computes with the range-op
   OP into R.  */
static const char *
fold_with_range_op (struct fpscev_analysis *a, gassign *stmt,
		    const struct fpscev_range_op *op, fr_range *r)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree ops[2];
  range_op_operands (stmt, ops);
  fpscev_range_temp tx, ty;
  bool select = code == COND_EXPR;
  const fr_range *x = (select ? select_arm_range (a, stmt, ops[0], true, &tx)
		       : fpscev_operand_range (a, ops[0], stmt, &tx));
  const fr_range *y = (!ops[1] ? NULL
		       : select ? select_arm_range (a, stmt, ops[1], false, &ty)
		       : fpscev_operand_range (a, ops[1], stmt, &ty));
  if (!x || (ops[1] && !y))
    {
      fpscev_set_unknown (&a->fp, r);
      bool arith = (code == PLUS_EXPR || code == MINUS_EXPR
		    || code == MULT_EXPR || code == RDIV_EXPR);
      return arith ? "unknown operand" : "unknown";
    }
  /* x * x is a square: never negative, whatever x's range.  */
  if (code == MULT_EXPR && operand_equal_p (ops[0], ops[1], 0))
    return fpscev_fold_square (r, x, &a->fp);
  const char *rule = op->fold (r, x, y, &a->fp);
  if (code == PLUS_EXPR || code == MINUS_EXPR)
    add_fused_results (a, stmt, ops, r);
  add_reassociated_results (a, stmt, r);
  return rule;
}

/* The range of the value the assignment STMT computes into R.  */
static const char *
fold_assign (struct fpscev_analysis *a, gassign *stmt, fr_range *r)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  if (code == FLOAT_EXPR && INTEGRAL_TYPE_P (TREE_TYPE (rhs1)))
    return fold_int_to_float (a, stmt, rhs1, r);
  if (code == REALPART_EXPR || code == IMAGPART_EXPR)
    return fold_complex_part (a, code, rhs1, r);
  const struct fpscev_range_op *op = fpscev_range_op_for_code (code);
  if (op)
    return fold_with_range_op (a, stmt, op, r);
  const fr_range *stored = (code == VAR_DECL
			    ? fpscev_recorded_static_range (rhs1) : NULL);
  if (stored && fr_format_of (stored) == fr_format_of (r))
    {
      fr_copy (r, stored);
      return "file-local variable, from its stores";
    }
  fpscev_set_unknown (&a->fp, r);
  return "unknown";
}

/* The range of A * 2^N or A^N (POWI), N the integer argument ARG of CALL,
   into R.  */
static const char *
fold_int_exponent (struct fpscev_analysis *a, gcall *call, tree arg,
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
  return fpscev_fold_int_exponent (r, x, nlo, nhi, powi, &a->fp);
}

/* The range of the value of the call CALL to the built-in function FN
   (cexpi, powi, fabs) into R (and IMAG for cexpi), with X[] the
   ranges of its float arguments; NULL if not one of them.  */
static const char *
fold_builtin_call (struct fpscev_analysis *a, gcall *call,
		   enum built_in_function fn, const fr_range *const x[3],
		   fr_range *r, fr_range *imag)
{
  if (!x[0])
    return NULL;
  switch (fn)
    {
    CASE_FLT_FN (BUILT_IN_CEXPI):
      return imag ? fpscev_fold_cexpi (r, imag, x[0], &a->fp) : NULL;
    CASE_FLT_FN (BUILT_IN_POWI):
      if (gimple_call_num_args (call) != 2)
	return NULL;
      return fold_int_exponent (a, call, gimple_call_arg (call, 1), x[0],
				true, r);
    default:
      return fpscev_fold_builtin_fn (fn, r, x[0], &a->fp);
    }
}

/* The range of the value of the call CALL to a libm function of
   frange-libm.def or an internal function (or a built-in function with an
   internal equivalent) into R, with X[] the ranges of its float
   arguments; NULL if not modelled.  */
static const char *
fold_math_call (struct fpscev_analysis *a, gcall *call,
		const fr_range *const x[3], fr_range *r)
{
  internal_fn ifn = fpscev_call_math_fn (call);
  if (ifn == IFN_LDEXP && gimple_call_num_args (call) == 2)
    return fold_int_exponent (a, call, gimple_call_arg (call, 1), x[0],
			      false, r);
  return fpscev_fold_math_fn (fpscev_call_combined_fn (call), r, x, &a->fp);
}

/* The range of the value CALL returns into R (and its imaginary part into
   IMAG for __builtin_cexpi), from what the callee computes.  */
static const char *
fold_call_model (struct fpscev_analysis *a, gcall *call, fr_range *r,
	   fr_range *imag)
{
  combined_fn cfn = fpscev_call_combined_fn (call);
  unsigned nargs = gimple_call_num_args (call);
  const fr_range *x[3] = { NULL, NULL, NULL };
  fpscev_range_temp temps[3];
  const char *rule = NULL;
  if (cfn == CFN_LAST)
    rule = "unknown call";
  else
    {
      /* The float arguments; integer ones are left NULL.  */
      for (unsigned i = 0; i < nargs && i < 3; i++)
	x[i] = fpscev_operand_range (a, gimple_call_arg (call, i), call,
				     &temps[i]);
      const char *known = NULL;
      if (builtin_fn_p (cfn))
	known = fold_builtin_call (a, call, as_builtin_fn (cfn), x, r, imag);
      if (!known && !imag && x[0])
	known = fold_math_call (a, call, x, r);
      if (known)
	return known;
      rule = "unmodelled call";
    }
  fpscev_set_unknown (&a->fp, r);
  if (imag)
    fpscev_set_unknown (&a->fp, imag);
  return rule;
}

/* The range of the value CALL returns into R (and IMAG, as for
   fold_call_model), narrowed by the range its callee was found to return
   (return-ranges.h).  */
static const char *
fold_call (struct fpscev_analysis *a, gcall *call, fr_range *r,
	   fr_range *imag)
{
  const char *rule = fold_call_model (a, call, r, imag);
  const fr_range *returned = imag ? NULL : fpscev_recorded_return_range (call);
  if (!returned || fr_subset_p (r, returned))
    return rule;
  fr_intersect (r, r, returned);
  return "the callee's return range";
}

const char *
fpscev_fold_stmt (struct fpscev_analysis *a, gimple *stmt, fr_range *r,
		  fr_range *imag)
{
  if (gassign *as = dyn_cast<gassign *> (stmt))
    if (!imag)
      return fold_assign (a, as, r);
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return fold_call (a, call, r, imag);
  fpscev_set_unknown (&a->fp, r);
  if (imag)
    fpscev_set_unknown (&a->fp, imag);
  return "unknown";
}
