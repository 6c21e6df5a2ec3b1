/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* gcc-later.cc -- what GCC's passes may do to a function around fpscev
   (see gcc-later.h).  */

#include "compat.h"
#include "gcc-later.h"

/* Contraction.  */

/* If OP is an SSA name defined by a multiplication, or by the negation of
   one, set *X and *Y to the factors, *NEG to whether it was negated, and
   return true.  */
static bool
contractible_product (tree op, tree *x, tree *y, bool *neg)
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

int
fpscev_fused_forms (const struct fpscev_fp_options *fp, tree ops[2],
		    bool minus, struct fpscev_fused_form forms[2])
{
  int n = 0;
  if (!fp->contract)
    return 0;
  for (int i = 0; i < 2; i++)
    {
      struct fpscev_fused_form *f = &forms[n];
      bool neg;
      if (!contractible_product (ops[i], &f->x, &f->y, &neg))
	continue;
      /* The term OPS[i] is subtracted when it is the subtrahend; the other
	 term when OPS[i] is the minuend of a subtraction.  */
      f->neg_product = neg ^ (minus && i == 1);
      f->neg_addend = minus && i == 0;
      f->addend = ops[1 - i];
      n++;
    }
  return n;
}

bool
fpscev_fusable_operand_p (const struct fpscev_fp_options *fp, tree op)
{
  tree x, y;
  bool neg;
  return fp->contract && contractible_product (op, &x, &y, &neg);
}

bool
fpscev_fusable_product_p (const struct fpscev_fp_options *fp, tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!fp->contract || !is_gimple_assign (def)
      || gimple_assign_rhs_code (def) != MULT_EXPR)
    return false;
  imm_use_iterator it;
  use_operand_p use;
  bool used = false;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt))
	continue;
      if (!is_gimple_assign (stmt))
	return false;
      enum tree_code code = gimple_assign_rhs_code (stmt);
      if (code != PLUS_EXPR && code != MINUS_EXPR && code != NEGATE_EXPR)
	return false;
      used = true;
    }
  return used;
}

/* Reassociation.  */

/* Whether CODE continues a chain of CHAIN (PLUS_EXPR: additions and
   subtractions; MULT_EXPR: multiplications), negations included.  */
static bool
chain_code_p (enum tree_code code, enum tree_code chain)
{
  if (code == NEGATE_EXPR || code == chain)
    return true;
  return chain == PLUS_EXPR && code == MINUS_EXPR;
}

/* Whether STMT is an addition, subtraction, multiplication or negation
   of floats: an operation GCC's reassociation gathers into chains.  */
static bool
chain_op_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return false;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  return (chain_code_p (code, PLUS_EXPR) || chain_code_p (code, MULT_EXPR))
	 && SCALAR_FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt)));
}

/* Append to TERMS and NEG (holding *N entries) the terms of the chain of
   CHAIN (PLUS_EXPR or MULT_EXPR) that OP (negated if MINUS) is part of, in
   TYPE: OP itself, or, when OP is such an operation or a negation in TYPE
   used only once, its operands' terms.  Returns false when the chain has
   more than FPSCEV_MAX_CHAIN_TERMS terms.  */
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
  if (*n == FPSCEV_MAX_CHAIN_TERMS)
    return false;
  terms[*n] = op;
  neg[*n] = minus;
  ++*n;
  return true;
}

int
fpscev_reassoc_terms (const struct fpscev_fp_options *fp, gassign *stmt,
		      tree terms[FPSCEV_MAX_CHAIN_TERMS],
		      bool neg[FPSCEV_MAX_CHAIN_TERMS])
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (!fp->associative
      || (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR))
    return 0;
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code chain = code == MULT_EXPR ? MULT_EXPR : PLUS_EXPR;
  int n = 0;
  if (!gather_chain_terms (gimple_assign_rhs1 (stmt), false, chain, type,
			   terms, neg, &n)
      || !gather_chain_terms (gimple_assign_rhs2 (stmt), code == MINUS_EXPR,
			      chain, type, terms, neg, &n))
    return -1;
  return n < 3 ? 0 : n;
}

bool
fpscev_chain_link_p (const struct fpscev_fp_options *fp, tree name)
{
  use_operand_p use;
  gimple *user;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!fp->associative || !def || !single_imm_use (name, &use, &user)
      || !is_gimple_assign (user)
      || TREE_TYPE (gimple_assign_lhs (user)) != TREE_TYPE (name))
    return false;
  enum tree_code dc = gimple_assign_rhs_code (def);
  enum tree_code uc = gimple_assign_rhs_code (user);
  return ((chain_code_p (dc, PLUS_EXPR) && chain_code_p (uc, PLUS_EXPR))
	  || (chain_code_p (dc, MULT_EXPR) && chain_code_p (uc, MULT_EXPR)));
}

bool
fpscev_joins_chains_p (const struct fpscev_fp_options *fp, tree lhs,
		       tree val)
{
  if (!fp->associative || !lhs || TREE_CODE (val) != SSA_NAME
      || !chain_op_p (SSA_NAME_DEF_STMT (val)))
    return false;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, lhs)
    if (chain_op_p (USE_STMT (use)))
      return true;
  return false;
}

bool
fpscev_reassociable_recurrence_p (const struct fpscev_fp_options *fp,
				  class loop *loop, gphi *phi)
{
  if (!fp->associative)
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, i)->src)
	  && TREE_CODE (arg) == SSA_NAME
	  && chain_op_p (SSA_NAME_DEF_STMT (arg)))
	return true;
    }
  return false;
}

/* The errno split.  */

bool
fpscev_call_sets_errno_p (gcall *call)
{
  return (!gimple_call_internal_p (call)
	  && !(gimple_call_flags (call) & ECF_CONST));
}

/* sin, cos and tan on the x87.  */

/* Whether X may hold an infinity or a number of magnitude 2^63 or more.  */
static bool
beyond_x87_reduction_p (const fr_range *x)
{
  if (fr_maybe_ninf_p (x) || fr_maybe_pinf_p (x))
    return true;
  if (!fr_has_finite_p (x))
    return false;
  mpfr_srcptr lo = fr_finite_min (x), hi = fr_finite_max (x);
  return ((mpfr_cmpabs_ui (lo, 1) > 0 && mpfr_get_exp (lo) > 63)
	  || (mpfr_cmpabs_ui (hi, 1) > 0 && mpfr_get_exp (hi) > 63));
}

void
fpscev_add_x87_trig_results (const struct fpscev_fp_options *fp,
			     enum fr_libm fn, const fr_range *x, fr_range *r)
{
  /* (fsincos and fptan then also leave the x87 stack one value short,
     which no range can describe: see "Soundness" in the manual.)  */
  if (fp->env.approx_libm && (fn == FR_SIN || fn == FR_COS || fn == FR_TAN)
      && beyond_x87_reduction_p (x))
    fr_union (r, r, x);
}

/* fabs dropped.  */

/* Whether GCC may take a value of X to be nonnegative: X holds no number
   below zero, its zeros and NaNs aside (whatever their signs).  fpscev
   cannot know what GCC proves; where X holds a negative number, GCC
   cannot prove it nonnegative.  */
static bool
gcc_nonnegative_p (const fr_range *x)
{
  return (!fr_maybe_ninf_p (x)
	  && (!fr_has_finite_p (x) || mpfr_sgn (fr_finite_min (x)) >= 0));
}

void
fpscev_add_dropped_abs_results (const fr_range *x, fr_range *r)
{
  if (gcc_nonnegative_p (x))
    fr_union (r, r, x);
}

void
fpscev_add_dropped_copysign_results (const fr_range *x, const fr_range *y,
				     fr_range *r)
{
  if (gcc_nonnegative_p (y))
    fpscev_add_dropped_abs_results (x, r);
}

void
fpscev_forget_gcc_signs (fr_range *r)
{
  fr_merge_zero_signs (r);
  if (!fr_maybe_nan_p (r))
    return;
  fr_range nan;
  fr_init (&nan, fr_format_of (r));
  fr_set_nan (&nan);
  fr_union (r, r, &nan);
  fr_clear (&nan);
}
