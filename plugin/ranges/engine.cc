/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* engine.cc -- the per-function float range analysis: storage of the
   ranges and the range of an operand where a statement uses it (see
   engine.h).  */

#include "compat.h"
#include "engine.h"
#include "gcc-frange.h"
#include "range-op.h"
#include "edge-facts.h"
#include "gcc-later.h"

fr_range *
fpscev_range_temp::get (const fr_format *fmt)
{
  if (live && fr_format_of (&r) != fmt)
    fr_clear (&r);
  else if (live)
    return &r;
  fr_init (&r, fmt);
  live = true;
  return &r;
}

void
fpscev_analysis_init (struct fpscev_analysis *a, function *fun, int libm_ulps,
		      const int *libm_override)
{
  a->fun = fun;
  fpscev_fp_options_for (fun, libm_ulps, libm_override, &a->fp);
  a->gcc_ranges = !fpscev_calls_unit_libm_name_p (fun);
  a->ranger = NULL;
  a->order = NULL;
  a->pinned_names = NULL;
  a->pinned_ranges = NULL;
  a->n_pinned = 0;
  a->split_budget = -1;
  a->values = vNULL;
  fpscev_track_new_names (a);
}

void
fpscev_track_new_names (struct fpscev_analysis *a)
{
  a->values.safe_grow_cleared (num_ssa_names);
}

/* Free the value V.  */
static void
free_value (struct fpscev_value *v)
{
  fr_clear (&v->r);
  if (v->imag)
    {
      fr_clear (v->imag);
      XDELETE (v->imag);
    }
  XDELETE (v);
}

void
fpscev_analysis_release (struct fpscev_analysis *a)
{
  gcc_checking_assert (!a->ranger && !a->order);
  for (fpscev_value *v : a->values)
    if (v)
      free_value (v);
  a->values.release ();
}

const struct fpscev_value *
fpscev_value_of (struct fpscev_analysis *a, const_tree name)
{
  if (TREE_CODE (name) != SSA_NAME
      || SSA_NAME_VERSION (name) >= a->values.length ())
    return NULL;
  return a->values[SSA_NAME_VERSION (name)];
}

struct fpscev_value *
fpscev_value_for (struct fpscev_analysis *a, tree name)
{
  gcc_checking_assert (TREE_CODE (name) == SSA_NAME
		       && SSA_NAME_VERSION (name) < a->values.length ());
  fpscev_value *v = a->values[SSA_NAME_VERSION (name)];
  if (v)
    return v;
  tree type = TREE_TYPE (name);
  bool complex = fpscev_complex_float_p (type);
  const fr_format *fmt = fpscev_format_of (complex ? TREE_TYPE (type)
						   : type);
  if (!fmt)
    return NULL;
  v = XNEW (struct fpscev_value);
  fr_init (&v->r, fmt);
  v->imag = NULL;
  if (complex)
    {
      v->imag = XNEW (fr_range);
      fr_init (v->imag, fmt);
    }
  v->rule = "unknown";
  a->values[SSA_NAME_VERSION (name)] = v;
  return v;
}

/* Narrow R, the range of X, by X CMP Y into T (of R's format); return
   the narrowed range.  Y's own range is used: no recursion into its
   refinements.  */
static const fr_range *
refine_compared (struct fpscev_analysis *a, const fr_range *r,
		 enum fr_cmp cmp, tree y, fr_range *t)
{
  fpscev_range_temp other;
  const fr_range *ry = fpscev_operand_range (a, y, NULL, &other);
  if (!ry)
    return r;
  fr_refine_compare (t, r, cmp, ry);
  return t;
}

/* Narrow R to the values whose sign bit is set (NEGATIVE) or clear, NaNs
   included, into T (of R's format); return the narrowed range.  */
static const fr_range *
refine_sign (struct fpscev_analysis *a, const fr_range *r, bool negative,
	     fr_range *t)
{
  fr_range sign;
  fr_init (&sign, fr_format_of (r));
  fpscev_set_unknown (&a->fp, &sign);
  fr_abs (&sign, &sign);
  if (negative)
    fr_neg (&sign, &sign);
  fpscev_apply_fp_options (&a->fp, &sign);
  fr_intersect (t, r, &sign);
  fr_clear (&sign);
  return t;
}

/* Narrow R, the range of X, X being FACT's LHS or RHS, by FACT into T (of
   R's format); return the narrowed range.  */
static const fr_range *
refine_by_fact_on (struct fpscev_analysis *a, const fr_range *r, tree x,
		   const struct fpscev_fact *fact, fr_range *t)
{
  if (fact->sign)
    return refine_sign (a, r, fact->sign < 0, t);
  if (x == fact->lhs)
    return refine_compared (a, r, fact->cmp, fact->rhs, t);
  return refine_compared (a, r, fr_cmp_swap (fact->cmp), fact->lhs, t);
}

/* The most operations a comparison is carried back through, from the
   compared value to the operand it narrows, and the most operands of one
   operation followed.  */
#define MAX_BACKWARD_DEPTH 4
#define MAX_BACKWARD_OPERANDS 2

/* One operation back from a value: its definition DEF and the float
   operand OPERAND at position ARG (rhs1, rhs2; a call's argument).  */
struct backward_step
{
  gimple *def;
  unsigned arg;
  tree operand;
};

/* Whether GCC computes the assignment DEF as written, so that its result
   is its operands' operation rounded once: not when it may fuse it into
   a multiply-add or reassociate its chain (gcc-later.h).  */
static bool
computed_as_written_p (struct fpscev_analysis *a, gassign *def)
{
  enum tree_code code = gimple_assign_rhs_code (def);
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR)
    return true;
  tree ops[2] = { gimple_assign_rhs1 (def), gimple_assign_rhs2 (def) };
  struct fpscev_fused_form forms[2];
  tree terms[FPSCEV_MAX_CHAIN_TERMS];
  bool neg[FPSCEV_MAX_CHAIN_TERMS];
  return ((code == MULT_EXPR
	   || fpscev_fused_forms (&a->fp, ops, code == MINUS_EXPR, forms) == 0)
	  && fpscev_reassoc_terms (&a->fp, def, terms, neg) == 0);
}

/* The SSA name at position ARG of the operation DEF whose backward
   direction (range-op.h) narrows it from DEF's result, or NULL_TREE.  */
static tree
backward_operand (struct fpscev_analysis *a, gimple *def, unsigned arg)
{
  tree operand = NULL_TREE;
  if (gcall *call = dyn_cast<gcall *> (def))
    {
      if ((fpscev_call_math_fn (call) != IFN_LAST
	   || fpscev_libm_fn (fpscev_call_combined_fn (call)) >= 0)
	  && arg < gimple_call_num_args (call))
	operand = gimple_call_arg (call, arg);
    }
  else if (gassign *as = dyn_cast<gassign *> (def))
    {
      enum tree_code code = gimple_assign_rhs_code (as);
      const struct fpscev_range_op *rop = fpscev_range_op_for_code (code);
      enum gimple_rhs_class cls = get_gimple_rhs_class (code);
      bool unary = cls == GIMPLE_UNARY_RHS;
      if (rop && (unary || cls == GIMPLE_BINARY_RHS)
	  && (arg == 0 ? rop->op1_range != NULL
		       : !unary && rop->op2_range != NULL)
	  && fpscev_format_of (TREE_TYPE (gimple_assign_lhs (as)))
	  && computed_as_written_p (a, as))
	operand = arg == 0 ? gimple_assign_rhs1 (as) : gimple_assign_rhs2 (as);
    }
  if (operand && TREE_CODE (operand) == SSA_NAME
      && fpscev_format_of (TREE_TYPE (operand)))
    return operand;
  return NULL_TREE;
}

/* The position in *ARG of the only argument of PHI whose stored range
   meets LHS, and that argument if it is a float SSA name: where PHI's
   value lies in LHS, it came through that argument.  NULL_TREE if no
   argument or several may have given it.  (Call-cdce's errno split of
   sqrt is such a PHI: its argument from the errno call is NaN.)  */
static tree
phi_only_possible_arg (struct fpscev_analysis *a, gphi *phi,
		       const fr_range *lhs, unsigned *arg)
{
  tree found = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree v = gimple_phi_arg_def (phi, i);
      fpscev_range_temp t, meet;
      const fr_range *rv = fpscev_operand_range (a, v, NULL, &t);
      if (!rv || fr_format_of (rv) != fr_format_of (lhs))
	return NULL_TREE;
      fr_range *m = meet.get (fr_format_of (lhs));
      fr_intersect (m, rv, lhs);
      if (fr_empty_p (m))
	continue;
      if (found)
	return NULL_TREE;
      found = v;
      *arg = i;
    }
  return found && TREE_CODE (found) == SSA_NAME ? found : NULL_TREE;
}

/* Find the operations from the value X back to OP, DEPTH at most: store
   them in STEPS (STEPS[0] defines X) and return how many; 0 if OP is not
   reached.  LHS, the range X lies in, if given, lets the path go through
   X's definition by a PHI (phi_only_possible_arg).  */
static int
backward_path (struct fpscev_analysis *a, tree x, tree op,
	       const fr_range *lhs, struct backward_step *steps, int depth)
{
  if (depth == 0 || TREE_CODE (x) != SSA_NAME)
    return 0;
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      unsigned arg = 0;
      tree operand = lhs ? phi_only_possible_arg (a, phi, lhs, &arg)
		     : NULL_TREE;
      if (!operand)
	return 0;
      steps[0] = { def, arg, operand };
      if (operand == op)
	return 1;
      int n = backward_path (a, operand, op, NULL, steps + 1, depth - 1);
      return n ? n + 1 : 0;
    }
  for (unsigned arg = 0; arg < MAX_BACKWARD_OPERANDS; arg++)
    {
      tree operand = backward_operand (a, def, arg);
      if (!operand)
	continue;
      steps[0] = { def, arg, operand };
      if (operand == op)
	return 1;
      int n = backward_path (a, operand, op, NULL, steps + 1, depth - 1);
      if (n)
	return n + 1;
    }
  return 0;
}

/* Set R, of the format of STEP's operand, to the values that operand may
   have where the value STEP's operation defines lies in LHS; false if
   nothing is derived.  */
static bool
backward_step_range (struct fpscev_analysis *a,
		     const struct backward_step *step, const fr_range *lhs,
		     fr_range *r)
{
  if (is_a<gphi *> (step->def))
    {
      fr_copy (r, lhs);
      return true;
    }
  if (gcall *call = dyn_cast<gcall *> (step->def))
    return fpscev_math_fn_arg_range (fpscev_call_combined_fn (call),
				     step->arg, r, lhs, &a->fp);
  gassign *as = as_a<gassign *> (step->def);
  const struct fpscev_range_op *rop
    = fpscev_range_op_for_code (gimple_assign_rhs_code (as));
  if (step->arg == 0 && !gimple_assign_rhs2 (as))
    return rop->op1_range (r, lhs, NULL, &a->fp);
  tree other = step->arg == 0 ? gimple_assign_rhs2 (as)
		: gimple_assign_rhs1 (as);
  fpscev_range_temp t;
  const fr_range *ro = fpscev_operand_range (a, other, NULL, &t);
  if (!ro)
    return false;
  return (step->arg == 0 ? rop->op1_range : rop->op2_range) (r, lhs, ro,
							    &a->fp);
}

/* The range OP must have for the value X, computed from OP by up to
   MAX_BACKWARD_DEPTH operations, to lie in LHS (the operations' backward
   directions, range-op.h), into T; NULL if X is no such value or nothing
   follows.  Each value on the way is narrowed by its own range too.  */
static const fr_range *
operand_of_value (struct fpscev_analysis *a, tree op, tree x,
		  const fr_range *lhs, fr_range *t)
{
  struct backward_step steps[MAX_BACKWARD_DEPTH];
  fpscev_range_temp values[2];
  int n = backward_path (a, x, op, lhs, steps, MAX_BACKWARD_DEPTH);
  if (n == 0)
    return NULL;
  for (int i = 0; i < n; i++)
    {
      fpscev_range_temp own;
      const fr_range *ro = fpscev_operand_range (a, steps[i].operand, NULL,
						 &own);
      fr_range *next = (i == n - 1 ? t
			: values[i % 2].get (fr_format_of (ro)));
      gcc_checking_assert (fr_format_of (next) == fr_format_of (ro));
      if (!backward_step_range (a, &steps[i], lhs, next))
	return NULL;
      fr_intersect (next, next, ro);
      lhs = next;
    }
  return t;
}

/* The range OP must have for the value X, computed from OP by up to
   MAX_BACKWARD_DEPTH operations, to satisfy FACT, which X is an operand
   of, into T; NULL if X is no such value or nothing follows.  */
static const fr_range *
operand_of_compared (struct fpscev_analysis *a, tree op, tree x,
		     const struct fpscev_fact *fact, fr_range *t)
{
  fpscev_range_temp tx, compared;
  const fr_range *rx = fpscev_operand_range (a, x, NULL, &tx);
  if (!rx)
    return NULL;
  const fr_range *lhs = refine_by_fact_on (a, rx, x, fact,
					   compared.get (fr_format_of (rx)));
  return operand_of_value (a, op, x, lhs, t);
}

/* Intersect *R, the range of OP (*R is OP's range or one held in TEMP),
   with KNOWN.  OP holds only numbers of its type (fpscev_format_of
   models no type that may hold wider values).  */
static void
narrow_to (tree op, const fr_range *known, fpscev_range_temp *temp,
	   const fr_range **r)
{
  fr_range *n = temp->get (fpscev_format_of (TREE_TYPE (op)));
  fr_intersect (n, *r, known);
  *r = n;
}

/* Narrow the range *R of the SSA name OP (*R is OP's range or one held in
   TEMP) by FACT, if it compares OP or tests its sign bit, or a value
   computed from OP (operand_of_compared).  */
static void
refine_by_fact (struct fpscev_analysis *a, tree op,
		const struct fpscev_fact *fact, fpscev_range_temp *temp,
		const fr_range **r)
{
  tree lhs = fact->lhs, rhs = fact->rhs;
  const fr_format *fmt = fr_format_of (*r);
  if (lhs == op && rhs == op)
    {
      fr_range *t = temp->get (fmt);
      fr_refine_self_compare (t, *r, fact->cmp);
      *r = t;
      return;
    }
  if (lhs == op || rhs == op)
    {
      fpscev_range_temp t;
      narrow_to (op, refine_by_fact_on (a, *r, op, fact, t.get (fmt)),
		 temp, r);
      return;
    }
  fpscev_range_temp t;
  const fr_range *known = operand_of_compared (a, op, lhs, fact,
					       t.get (fmt));
  if (!known && rhs)
    known = operand_of_compared (a, op, rhs, fact, t.get (fmt));
  if (known)
    narrow_to (op, known, temp, r);
}

/* The float SSA name whose conversion to an integer type NAME is, and the
   rounding of the conversion in *KIND, or NULL_TREE: (int) x truncates;
   GCC's ifloor, lceil and friends (from (int) floor (x) and the like)
   round down or up first, as part of the conversion.  */
static tree
converted_float (tree name, enum fr_rounding *kind)
{
  if (TREE_CODE (name) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (name)))
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (name);
  tree x = NULL_TREE;
  if (is_gimple_assign (def) && gimple_assign_rhs_code (def) == FIX_TRUNC_EXPR)
    {
      *kind = FR_TRUNC;
      x = gimple_assign_rhs1 (def);
    }
  else if (is_a<gcall *> (def) && gimple_call_num_args (def) == 1)
    switch (fpscev_call_combined_fn (as_a<gcall *> (def)))
      {
      FPSCEV_CASE_CFN_BUILTIN (IFLOOR):
      FPSCEV_CASE_CFN_BUILTIN (LFLOOR):
      FPSCEV_CASE_CFN_BUILTIN (LLFLOOR):
	*kind = FR_FLOOR;
	x = gimple_call_arg (def, 0);
	break;
      FPSCEV_CASE_CFN_BUILTIN (ICEIL):
      FPSCEV_CASE_CFN_BUILTIN (LCEIL):
      FPSCEV_CASE_CFN_BUILTIN (LLCEIL):
	*kind = FR_CEIL;
	x = gimple_call_arg (def, 0);
	break;
      default:
	break;
      }
  if (x && TREE_CODE (x) == SSA_NAME && fpscev_format_of (TREE_TYPE (x)))
    return x;
  return NULL_TREE;
}

/* Set [LO, HI] to the values of the integer SSA name NAME for which NAME
   CODE OTHER holds at STMT, within the ranges GCC knows of both there;
   false if CODE gives no interval.  */
static bool
compared_integers (struct fpscev_analysis *a, tree name, enum tree_code code,
		   tree other, gimple *stmt, mpz_t lo, mpz_t hi)
{
  mpz_t olo, ohi;
  mpz_inits (olo, ohi, NULL);
  fpscev_integer_range (a, other, stmt, olo, ohi);
  fpscev_integer_range (a, name, stmt, lo, hi);
  bool known = true;
  if (code == LT_EXPR)
    mpz_sub_ui (ohi, ohi, 1);
  else if (code == GT_EXPR)
    mpz_add_ui (olo, olo, 1);
  if ((code == LT_EXPR || code == LE_EXPR || code == EQ_EXPR)
      && mpz_cmp (ohi, hi) < 0)
    mpz_set (hi, ohi);
  if ((code == GT_EXPR || code == GE_EXPR || code == EQ_EXPR)
      && mpz_cmp (olo, lo) > 0)
    mpz_set (lo, olo);
  if (code == NE_EXPR)
    {
      /* Only a value at an end of NAME's range leaves an interval.  */
      known = mpz_cmp (olo, ohi) == 0;
      if (known && mpz_cmp (olo, lo) == 0)
	mpz_add_ui (lo, lo, 1);
      else if (known && mpz_cmp (ohi, hi) == 0)
	mpz_sub_ui (hi, hi, 1);
      else
	known = false;
    }
  else if (code != LT_EXPR && code != LE_EXPR && code != GT_EXPR
	   && code != GE_EXPR && code != EQ_EXPR)
    known = false;
  mpz_clears (olo, ohi, NULL);
  return known;
}

/* Map [LO, HI], values of the integer type TO, back to the values of the
   integer type FROM whose conversion to TO lies there; false if they are
   no interval narrower than FROM.  A value of FROM keeps its value in TO
   where TO holds it, and a negative one becomes itself plus 2^P in an
   unsigned TO of P bits.  */
static bool
integers_before_conversion (tree from, tree to, mpz_t lo, mpz_t hi)
{
  unsigned pf = TYPE_PRECISION (from), pt = TYPE_PRECISION (to);
  if (pt < pf || (pt > pf && TYPE_UNSIGNED (to) && !TYPE_UNSIGNED (from)))
    return false;
  mpz_t fmin, fmax;
  mpz_inits (fmin, fmax, NULL);
  wi::to_mpz (wi::min_value (pf, TYPE_SIGN (from)), fmin, TYPE_SIGN (from));
  wi::to_mpz (wi::max_value (pf, TYPE_SIGN (from)), fmax, TYPE_SIGN (from));
  /* Equal precisions and signs differing: the values below zero or above
     FROM's largest wrap, so the interval must avoid them.  */
  bool known = mpz_sgn (lo) >= 0 && mpz_cmp (hi, fmax) <= 0;
  if (pt > pf || TYPE_SIGN (from) == TYPE_SIGN (to))
    {
      if (mpz_cmp (lo, fmin) < 0)
	mpz_set (lo, fmin);
      if (mpz_cmp (hi, fmax) > 0)
	mpz_set (hi, fmax);
      known = true;
    }
  mpz_clears (fmin, fmax, NULL);
  return known;
}

/* Widen LHS, the floats whose conversion to the integer type TYPE lies in
   [LO, HI], by those C leaves undefined (NaN, infinities, numbers out of
   TYPE) but that may give a value there before GCC 16, which assumes
   none: such a conversion gives the type's least or greatest value (x86's
   cvttsd2si and its vector and x87 kin give the least, MIPS the greatest,
   others saturate; RISC-V gives the greatest for NaN) or, for a NaN GCC
   folds, 0.  Only for signed types of 32 or 64 bits, which the targets
   convert to directly (a narrower or unsigned type may wrap a wider
   conversion's result); false when [LO, HI] holds an end of TYPE, then
   nothing is left to narrow by.  */
static bool
add_undefined_conversions (fr_range *lhs, tree type, mpz_srcptr lo,
			   mpz_srcptr hi)
{
  if (FPSCEV_GCC_ASSUMES_DEFINED_CONVERSIONS)
    return true;
  unsigned prec = TYPE_PRECISION (type);
  if (TYPE_UNSIGNED (type) || (prec != 32 && prec != 64))
    return false;
  mpz_t min, max;
  mpz_inits (min, max, NULL);
  wi::to_mpz (wi::min_value (prec, SIGNED), min, SIGNED);
  wi::to_mpz (wi::max_value (prec, SIGNED), max, SIGNED);
  bool inside = mpz_cmp (lo, min) > 0 && mpz_cmp (hi, max) < 0;
  mpz_clears (min, max, NULL);
  if (inside && mpz_sgn (lo) <= 0 && mpz_sgn (hi) >= 0)
    {
      fpscev_range_temp t;
      fr_range *nan = t.get (fr_format_of (lhs));
      fr_set_nan (nan);
      fr_union (lhs, lhs, nan);
    }
  return inside;
}

/* Narrow *R, the range of the SSA name OP (*R is OP's range or one held
   in TEMP), given that the integer NAME lies in [LO, HI], if NAME is an
   integer converted from a float computed from OP: to the values whose
   conversion lies there, and those whose conversion C leaves undefined
   but may give a value there (add_undefined_conversions).  */
static void
refine_by_converted (struct fpscev_analysis *a, tree op, tree name,
		     mpz_t lo, mpz_t hi, fpscev_range_temp *temp,
		     const fr_range **r)
{
  enum fr_rounding kind;
  tree x = converted_float (name, &kind);
  if (!x || a->fp.flush_subnormals)
    return;
  fpscev_range_temp own, converted, t;
  const fr_range *rx = fpscev_operand_range (a, x, NULL, &own);
  fr_range *lhs = converted.get (fr_format_of (rx));
  fr_to_integers_preimage (lhs, kind, lo, hi);
  if (!add_undefined_conversions (lhs, TREE_TYPE (name), lo, hi))
    return;
  fr_intersect (lhs, lhs, rx);
  const fr_range *known
    = x == op ? lhs : operand_of_value (a, op, x, lhs,
					  t.get (fr_format_of (*r)));
  if (known)
    narrow_to (op, known, temp, r);
}

/* Narrow *R, the range of the SSA name OP (*R is OP's range or one held
   in TEMP), by the integer test that holds along the edge E, where it
   tests an integer converted from a float computed from OP, directly or
   through a conversion between integer types.  */
static void
refine_by_integer_test (struct fpscev_analysis *a, tree op, edge e,
			fpscev_range_temp *temp, const fr_range **r)
{
  gcond *cond = safe_dyn_cast<gcond *> (fpscev_last_stmt (e->src));
  if (!cond || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
      || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond))))
    return;
  enum tree_code code = gimple_cond_code (cond);
  if (e->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, false);
  mpz_t lo, hi;
  mpz_inits (lo, hi, NULL);
  for (int i = 0; i < 2; i++)
    {
      tree name = i ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
      tree other = i ? gimple_cond_lhs (cond) : gimple_cond_rhs (cond);
      if (TREE_CODE (name) != SSA_NAME)
	continue;
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
      tree from = def && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
		  ? gimple_assign_rhs1 (def) : NULL_TREE;
      enum fr_rounding kind;
      bool direct = converted_float (name, &kind) != NULL_TREE;
      if (!direct && !(from && converted_float (from, &kind)))
	continue;
      if (!compared_integers (a, name, i ? swap_tree_comparison (code) : code,
			      other, cond, lo, hi))
	continue;
      if (direct)
	refine_by_converted (a, op, name, lo, hi, temp, r);
      else if (integers_before_conversion (TREE_TYPE (from),
					   TREE_TYPE (name), lo, hi))
	refine_by_converted (a, op, from, lo, hi, temp, r);
    }
  mpz_clears (lo, hi, NULL);
}

/* Narrow the range *R of the SSA name OP (*R is OP's range or one held in
   TEMP) by the comparisons that hold along the edge E (edge-facts.h).  */
static void
refine_by_edge (struct fpscev_analysis *a, tree op, edge e,
		fpscev_range_temp *temp, const fr_range **r)
{
  struct fpscev_fact facts[FPSCEV_MAX_FACTS];
  int n = fpscev_edge_facts (e, facts);
  for (int i = 0; i < n; i++)
    refine_by_fact (a, op, &facts[i], temp, r);
  refine_by_integer_test (a, op, e, temp, r);
}

const fr_range *
fpscev_operand_range_given (struct fpscev_analysis *a, tree op, gimple *at,
			    const struct fpscev_fact *facts, int n,
			    fpscev_range_temp *temp)
{
  const fr_range *r = fpscev_operand_range (a, op, at, temp);
  if (r && TREE_CODE (op) == SSA_NAME)
    for (int i = 0; i < n; i++)
      refine_by_fact (a, op, &facts[i], temp, &r);
  return r;
}

/* What refine_by_dominators narrows: the range *R of the SSA name OP
   (OP's range or one held in TEMP).  */
struct refine_target
{
  struct fpscev_analysis *a;
  tree op;
  fpscev_range_temp *temp;
  const fr_range **r;
};

/* Narrow the range of DATA, a refine_target, by what holds along E.  */
static void
refine_target_by_edge (edge e, void *data)
{
  struct refine_target *t = (struct refine_target *) data;
  refine_by_edge (t->a, t->op, e, t->temp, t->r);
}

/* Narrow *R, the range of the SSA name OP, by the comparisons on the
   single-predecessor edges into BB and its dominators, up to OP's
   definition.  */
static void
refine_by_dominators (struct fpscev_analysis *a, tree op, basic_block bb,
		      fpscev_range_temp *temp, const fr_range **r)
{
  struct refine_target t = { a, op, temp, r };
  fpscev_dominating_edges (a->fun, bb, gimple_bb (SSA_NAME_DEF_STMT (op)),
			   refine_target_by_edge, &t);
}

const fr_range *
fpscev_operand_range_on_edge (struct fpscev_analysis *a, tree op, edge e,
			      fpscev_range_temp *temp)
{
  const fr_range *r = fpscev_operand_range (a, op, NULL, temp);
  if (r && fpscev_value_of (a, op) && dom_info_available_p (CDI_DOMINATORS))
    {
      refine_by_edge (a, op, e, temp, &r);
      refine_by_dominators (a, op, e->src, temp, &r);
    }
  return r;
}

/* The range of the operand OP, which is not an SSA name with a range, of
   format FMT, into TEMP: a constant's, or the unknown range.  */
static const fr_range *
range_without_value (struct fpscev_analysis *a, tree op,
		     const fr_format *fmt, fpscev_range_temp *temp)
{
  fr_range *r = temp->get (fmt);
  if (TREE_CODE (op) != REAL_CST)
    {
      fpscev_set_unknown (&a->fp, r);
      return r;
    }
  fpscev_constant_range (r, TREE_REAL_CST_PTR (op));
  if (a->fp.flush_subnormals)
    fr_flush_subnormals (r);
  return r;
}

const fr_range *
fpscev_operand_range (struct fpscev_analysis *a, tree op, gimple *at,
		      fpscev_range_temp *temp)
{
  const fr_format *fmt = fpscev_format_of (TREE_TYPE (op));
  if (!fmt)
    return NULL;
  for (int i = 0; i < a->n_pinned; i++)
    if (a->pinned_names[i] == op)
      return a->pinned_ranges[i];
  const fpscev_value *v = fpscev_value_of (a, op);
  if (!v)
    return range_without_value (a, op, fmt, temp);
  const fr_range *r = &v->r;
  if (at && gimple_bb (at))
    {
      if (dom_info_available_p (CDI_DOMINATORS))
	refine_by_dominators (a, op, gimple_bb (at), temp, &r);
      fr_range *t;
      if (a->gcc_ranges && fpscev_import_p (&a->fp)
	  && fpscev_narrow_by_gcc (fpscev_range_query (a), &a->fp, op, at, r,
				   t = temp->get (fmt)))
	r = t;
    }
  return r;
}

const fr_range *
fpscev_value_range (struct fpscev_analysis *a, tree value, gimple *at,
			fpscev_range_temp *temp)
{
  if (a)
    return fpscev_operand_range (a, value, at, temp);
  const fr_format *fmt = fpscev_format_of (TREE_TYPE (value));
  if (!fmt || TREE_CODE (value) != REAL_CST)
    return NULL;
  fr_range *r = temp->get (fmt);
  fpscev_constant_range (r, TREE_REAL_CST_PTR (value));
  return r;
}

range_query *
fpscev_range_query (struct fpscev_analysis *a)
{
  if (!a->order)
    return get_global_range_query ();
  if (!a->ranger)
    a->ranger = enable_ranger (a->fun);
  return a->ranger;
}

void
fpscev_integer_range (struct fpscev_analysis *a, tree op, gimple *stmt,
		      mpz_t lo, mpz_t hi)
{
  tree type = TREE_TYPE (op);
  signop sign = TYPE_SIGN (type);
  int_range_max vr;
  if (INTEGRAL_TYPE_P (type)
      && fpscev_range_query (a)->range_of_expr (vr, op, stmt)
      && !vr.undefined_p () && !vr.varying_p ())
    {
      wi::to_mpz (vr.lower_bound (), lo, sign);
      wi::to_mpz (vr.upper_bound (), hi, sign);
      return;
    }
  wi::to_mpz (wi::min_value (TYPE_PRECISION (type), sign), lo, sign);
  wi::to_mpz (wi::max_value (TYPE_PRECISION (type), sign), hi, sign);
}

bool
fpscev_retreating_edge_p (const struct fpscev_analysis *a, edge e)
{
  gcc_checking_assert (a->order);
  int src = a->order[e->src->index], dest = a->order[e->dest->index];
  return src >= 0 && src >= dest;
}
