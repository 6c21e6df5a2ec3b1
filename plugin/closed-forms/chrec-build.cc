/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec-build.cc -- building fpscev's chrec summaries (chrec.h) from the
   GIMPLE of a loop, with the algebra of chrec.cc.

   The analysis summarises an SSA name by walking its definition inside the
   loop: invariants are leaves, + - * negation, ~, constant shifts and
   conversions combine summaries, and a PHI of the loop header whose latch
   value is "the PHI plus a summary D" is the accumulation of D.  Integer
   summaries are computed modulo 2^P, P the precision of the value asked
   for: an operation of a type that wraps at a precision below P, or a
   conversion that does not keep the value, stops the walk, unless GCC's
   own analyze_scalar_evolution gives a polynomial for that name in a type
   of precision at least P (GCC proves that some conversions of induction
   variables do not wrap).  Operations of types whose overflow is undefined
   are exact: every value the loop computes fits its type.  Float
   summaries follow the same rules in the float type (the function allows
   reassociation), their leaves being float invariants and conversions of
   integer induction variables that do not wrap.  */

#include "compat.h"
#include "int-arith.h"
#include "chrec-iv.h"
#include "chrec-build.h"
#include "chrec-nest.h"

bool
fvr_summarizable_type_p (function *fun, tree type)
{
  if (INTEGRAL_TYPE_P (type))
    return (TREE_CODE (type) != BOOLEAN_TYPE
	    && type_has_mode_precision_p (type)
	    && !TYPE_OVERFLOW_TRAPS (type));
  if (SCALAR_FLOAT_TYPE_P (type) && !DECIMAL_FLOAT_TYPE_P (type))
    return (opt_for_fn (fun->decl, flag_associative_math)
	    && !opt_for_fn (fun->decl, flag_signed_zeros)
	    && !opt_for_fn (fun->decl, flag_trapping_math)
	    && !opt_for_fn (fun->decl, flag_rounding_math));
  return false;
}

/* A value of the walk: SELF times the header PHI being analysed, plus C.  */
struct lin_value
{
  int self;
  struct fvr_chrec c;
};

/* The state of one analysis: the loop, the computation type of the
   summaries (the unsigned type of precision PREC, or a float type), the
   header PHIs whose analysis is under way and those already summarised.  */
struct walk_ctx
{
  class loop *loop;
  tree type;
  bool is_float;
  unsigned prec;
  unsigned max_degree;
  int budget;
  auto_vec<tree> in_progress;
  auto_vec<tree> done_names;
  auto_vec<fvr_chrec> done;
  struct fvr_nest *nest;
  const char *why;
  tree where;
};

/* The most statement visits one analysis makes.  */
#define WALK_BUDGET 500

/* Record WHY (about WHERE) as the reason the walk of CTX fails; return
   false.  */
static bool
walk_fail (struct walk_ctx *ctx, const char *why, tree where)
{
  ctx->why = why;
  ctx->where = where;
  return false;
}

static bool walk (struct walk_ctx *, tree, tree, struct lin_value *);

/* Set up CTX for summaries in LOOP of values of TYPE, with degrees up to
   MAX_DEGREE, across inner loops if NEST.  */
static void
init_ctx (struct walk_ctx *ctx, class loop *loop, tree type,
	  unsigned max_degree, struct fvr_nest *nest)
{
  ctx->loop = loop;
  ctx->is_float = SCALAR_FLOAT_TYPE_P (type);
  ctx->prec = ctx->is_float ? 0 : TYPE_PRECISION (type);
  ctx->type = (ctx->is_float ? TYPE_MAIN_VARIANT (type)
	       : build_nonstandard_integer_type (ctx->prec, 1));
  ctx->max_degree = MIN (max_degree, FVR_DEGREE_LIMIT);
  ctx->budget = WALK_BUDGET;
  ctx->nest = nest;
  ctx->why = NULL;
  ctx->where = NULL_TREE;
}

/* Summarise the invariant OP (a constant or an SSA name defined outside
   CTX's loop) into OUT.  */
static bool
walk_leaf (struct walk_ctx *ctx, tree op, struct lin_value *out)
{
  tree type = TREE_TYPE (op);
  if (ctx->is_float ? !SCALAR_FLOAT_TYPE_P (type) : !INTEGRAL_TYPE_P (type))
    return walk_fail (ctx, "invariant of another kind of type", op);
  out->self = 0;
  fvr_chrec_set_invariant (&out->c, ctx->type, fold_convert (ctx->type, op));
  return true;
}

/* Whether integer arithmetic in TYPE gives results exact modulo 2^PREC of
   CTX: TYPE's overflow is undefined (so the results are exact) or TYPE
   wraps at PREC or above.  */
static bool
arith_ok_p (struct walk_ctx *ctx, tree type)
{
  return (!TYPE_OVERFLOW_TRAPS (type)
	  && (TYPE_OVERFLOW_UNDEFINED (type)
	      || TYPE_PRECISION (type) >= ctx->prec));
}

/* Whether the integer conversion from FROM to TO keeps every value.  */
static bool
keeps_values_p (tree from, tree to)
{
  unsigned pf = TYPE_PRECISION (from), pt = TYPE_PRECISION (to);
  if (TYPE_UNSIGNED (from) == TYPE_UNSIGNED (to))
    return pt >= pf;
  return TYPE_UNSIGNED (from) && pt > pf;
}

/* Whether converting an integer of type FROM to type TO keeps the value
   modulo 2^PREC of CTX: TO is at least that wide, or the conversion
   keeps every value.  */
static bool
conversion_ok_p (struct walk_ctx *ctx, tree from, tree to)
{
  return TYPE_PRECISION (to) >= ctx->prec || keeps_values_p (from, to);
}

/* Whether a conversion from FROM to TO keeps the summary of CTX: float to
   float (float summaries hold in real arithmetic), or integer to integer
   keeping the value (conversion_ok_p).  */
static bool
conversion_kept_p (struct walk_ctx *ctx, tree from, tree to)
{
  if (ctx->is_float)
    return SCALAR_FLOAT_TYPE_P (from);
  return INTEGRAL_TYPE_P (from) && conversion_ok_p (ctx, from, to);
}

/* Whether the SSA name OP depends, inside CTX's loop, on a header PHI
   whose analysis is under way.  VISITED holds the versions seen.  */
static bool
reaches_in_progress (struct walk_ctx *ctx, tree op, bitmap visited)
{
  if (TREE_CODE (op) != SSA_NAME)
    return false;
  if (ctx->in_progress.contains (op))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (ctx->loop, bb)
      || !bitmap_set_bit (visited, SSA_NAME_VERSION (op)))
    return false;
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (reaches_in_progress (ctx, gimple_phi_arg_def (phi, i), visited))
	  return true;
      return false;
    }
  ssa_op_iter iter;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, iter, SSA_OP_USE)
    if (reaches_in_progress (ctx, use, visited))
      return true;
  return false;
}

/* Summarise OP with GCC's scalar evolution: its chrec in CTX's loop,
   instantiated before the loop, if that is a polynomial with invariant
   coefficients in an integer type of precision at least CTX's.  Not used
   for names that depend on a header PHI under analysis (GCC's chrec would
   include that PHI's evolution, which the walk adds separately).  */
static bool
walk_gcc_scev (struct walk_ctx *ctx, tree op, struct lin_value *out)
{
  class loop *loop = ctx->loop;
  if (ctx->is_float)
    return false;
  if (!ctx->in_progress.is_empty ())
    {
      auto_bitmap visited;
      if (reaches_in_progress (ctx, op, visited))
	return false;
    }
  tree ev = analyze_scalar_evolution (loop, op);
  ev = instantiate_scev (loop_preheader_edge (loop), loop, ev);
  if (!ev || ev == chrec_dont_know || ev == chrec_known)
    return false;
  tree type = TREE_TYPE (ev);
  if (!type || !INTEGRAL_TYPE_P (type) || TYPE_PRECISION (type) < ctx->prec)
    return false;
  struct fvr_chrec c;
  fvr_chrec_set_polynomial (&c, ctx->type, 0);
  while (TREE_CODE (ev) == POLYNOMIAL_CHREC)
    {
      if (CHREC_VARIABLE (ev) != (unsigned) loop->num
	  || c.degree >= ctx->max_degree
	  || !fvr_invariant_p (loop, CHREC_LEFT (ev)))
	return false;
      c.coef[c.degree++] = fold_convert (ctx->type, CHREC_LEFT (ev));
      ev = CHREC_RIGHT (ev);
    }
  if (!fvr_invariant_p (loop, ev))
    return false;
  c.coef[c.degree] = fold_convert (ctx->type, ev);
  fvr_chrec_trim (&c);
  out->self = 0;
  out->c = c;
  return true;
}

/* Summarise the header PHI of CTX's loop into OUT: the accumulation of
   the summary D when its latch value is the PHI plus D.  */
static bool
walk_header_phi (struct walk_ctx *ctx, gphi *phi, struct fvr_chrec *out)
{
  class loop *loop = ctx->loop;
  tree res = gimple_phi_result (phi);
  for (unsigned i = 0; i < ctx->done_names.length (); i++)
    if (ctx->done_names[i] == res)
      {
	*out = ctx->done[i];
	return true;
      }
  if (ctx->in_progress.contains (res))
    return walk_fail (ctx, "recurrences depend on each other", res);
  if (ctx->is_float ? !SCALAR_FLOAT_TYPE_P (TREE_TYPE (res))
      : !INTEGRAL_TYPE_P (TREE_TYPE (res)))
    return walk_fail (ctx, "header PHI of another kind of type", res);

  struct lin_value step, init;
  ctx->in_progress.safe_push (res);
  bool ok = walk (ctx, PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop)),
		  res, &step);
  ctx->in_progress.pop ();
  if (!ok)
    return false;
  if (step.self != 1)
    return walk_fail (ctx, "not a sum over the iterations", res);
  if (!walk (ctx, PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop)),
	     NULL_TREE, &init))
    return false;
  if (init.c.degree != 0)
    return walk_fail (ctx, "initial value varies in the loop", res);
  if (!fvr_chrec_accumulate (out, init.c.coef[0], &step.c, ctx->max_degree))
    return walk_fail (ctx, "degree above fvr-max-degree", res);
  ctx->done_names.safe_push (res);
  ctx->done.safe_push (*out);
  return true;
}

/* The reason a converted integer is refused when it is no induction
   variable.  */
static const char not_an_iv[] = "converted integer is not an induction "
  "variable";

/* The condition that BASE + i * STEP stays within TYPE for i = 0 .. N, N
   the number of latch executions of CTX's loop, BASE a value of TYPE and
   STEP a constant read as signed (fvr_steps_within, in the unsigned type
   of TYPE's precision, where both differences fit).  NULL_TREE if N is
   unknown.  */
static tree
no_wrap_condition (struct walk_ctx *ctx, tree type, tree base, tree step)
{
  unsigned prec = TYPE_PRECISION (type);
  signop sgn = TYPE_SIGN (type);
  tree ut = build_nonstandard_integer_type (prec, 1);
  return fvr_steps_within (ctx->loop, ctx->nest ? ctx->nest->count
			   : NULL_TREE, ut, fold_convert (ut, base),
			   fold_convert (ut, step),
			   wide_int_to_tree (ut, wi::min_value (prec, sgn)),
			   wide_int_to_tree (ut, wi::max_value (prec, sgn)));
}

/* Whether COND is one of the conjuncts of CONDS.  */
static bool
has_conjunct_p (tree conds, tree cond)
{
  if (TREE_CODE (conds) == TRUTH_AND_EXPR)
    return (has_conjunct_p (TREE_OPERAND (conds, 0), cond)
	    || has_conjunct_p (TREE_OPERAND (conds, 1), cond));
  return operand_equal_p (conds, cond, 0);
}

/* Add COND (not false) to the conditions of CTX's nest, unless it is true
   or there already.  */
static void
add_condition (struct walk_ctx *ctx, tree cond)
{
  tree *conds = &ctx->nest->assumptions;
  if (integer_onep (cond) || (*conds && has_conjunct_p (*conds, cond)))
    return;
  *conds = (*conds
	    ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node, *conds, cond)
	    : cond);
}

/* Read the integer OP of CTX's loop, used by STMT, as an affine function
   of the iteration i: exactly *BASE + i * *STEP (no wrap) at every
   iteration that computes OP, *BASE of OP's type, *STEP of its signed
   type.  GCC's simple_iv finds the induction variable; it does not wrap
   when GCC proves so (fvr_affine_iv), or else, with a constant step,
   under the condition (no_wrap_condition) that it stays within its type
   for the N iterations, added to CTX's conditions.  */
static bool
exact_affine_iv (struct walk_ctx *ctx, gimple *stmt, tree op, tree *base,
		 tree *step)
{
  class loop *loop = ctx->loop;
  tree type = TREE_TYPE (op);
  affine_iv iv;
  bool no_wrap;
  auto_bitmap visited;
  if ((!ctx->in_progress.is_empty ()
       && reaches_in_progress (ctx, op, visited))
      || !fvr_affine_iv (loop, stmt, op, &iv, &no_wrap))
    return walk_fail (ctx, not_an_iv, op);
  /* A decreasing unsigned variable has a step above the sign bit.  */
  if (TYPE_UNSIGNED (TREE_TYPE (iv.step))
      && TREE_CODE (iv.step) != INTEGER_CST)
    return walk_fail (ctx, "unsigned variable step", op);
  *base = fold_convert (type, iv.base);
  *step = fold_convert (signed_type_for (type), iv.step);
  if (no_wrap)
    return true;
  tree cond = (TREE_CODE (iv.step) == INTEGER_CST
	       ? no_wrap_condition (ctx, type, *base, iv.step) : NULL_TREE);
  if (cond)
    cond = simplify_using_initial_conditions (loop, cond);
  if (!cond || integer_zerop (cond))
    return walk_fail (ctx, "converted induction variable may wrap", op);
  add_condition (ctx, cond);
  return true;
}

/* Set C to the summary {BASE, +, STEP} in TYPE (CTX's computation
   type): the exact values of an affine induction variable.  */
static void
set_affine (struct fvr_chrec *c, tree type, tree base, tree step)
{
  fvr_chrec_set_polynomial (c, type, 1);
  c->coef[0] = fold_convert (type, base);
  c->coef[1] = fold_convert (type, step);
  fvr_chrec_trim (c);
}

static bool walk_float_of_int (struct walk_ctx *, gimple *, tree,
			       struct lin_value *);

/* Summarise into OUT the float conversion of the result of DEF, an
   assignment of CTX's loop whose integer result is the exact result of
   its operation on its operands' values: + - * and negation in a type
   whose overflow is undefined, conversions that keep every value.  Its
   operands are summarised by walk_float_of_int.  *TRIED says whether DEF
   is such an operation (if not, the result is false, with no reason
   set).  */
static bool
walk_float_of_exact_op (struct walk_ctx *ctx, gassign *def,
			struct lin_value *out, bool *tried)
{
  tree lhs = gimple_assign_lhs (def);
  tree type = TREE_TYPE (lhs);
  enum tree_code code = gimple_assign_rhs_code (def);
  tree op0 = gimple_assign_rhs1 (def);
  bool exact_op = ((code == PLUS_EXPR || code == MINUS_EXPR
		    || code == MULT_EXPR || code == NEGATE_EXPR)
		   && TYPE_OVERFLOW_UNDEFINED (type));
  bool exact_conv = (CONVERT_EXPR_CODE_P (code)
		     && INTEGRAL_TYPE_P (TREE_TYPE (op0))
		     && keeps_values_p (TREE_TYPE (op0), type));
  *tried = exact_op || exact_conv;
  if (!*tried)
    return false;
  struct lin_value a, b;
  if (!walk_float_of_int (ctx, def, op0, &a))
    return false;
  if (exact_conv)
    {
      *out = a;
      return true;
    }
  if (code == NEGATE_EXPR)
    {
      fvr_chrec_negate (&out->c, &a.c);
      return true;
    }
  if (!walk_float_of_int (ctx, def, gimple_assign_rhs2 (def), &b))
    return false;
  if (code == PLUS_EXPR)
    fvr_chrec_add (&out->c, &a.c, &b.c);
  else if (code == MINUS_EXPR)
    fvr_chrec_sub (&out->c, &a.c, &b.c);
  else if (!fvr_chrec_mult (&out->c, &a.c, &b.c, ctx->max_degree))
    return walk_fail (ctx, "degree above fvr-max-degree", lhs);
  return true;
}

/* Summarise the float conversion of the integer OP (used by STMT) into
   OUT, so that the converted values are those of a real polynomial: OP
   is invariant, an exact operation on such values
   (walk_float_of_exact_op), or an affine induction variable that does
   not wrap (exact_affine_iv).  */
static bool
walk_float_of_int (struct walk_ctx *ctx, gimple *stmt, tree op,
		   struct lin_value *out)
{
  class loop *loop = ctx->loop;
  out->self = 0;
  if (--ctx->budget < 0)
    return walk_fail (ctx, "expression too large", op);
  if (TREE_CODE (op) == INTEGER_CST || fvr_invariant_p (loop, op))
    {
      fvr_chrec_set_invariant (&out->c, ctx->type,
			       fold_convert (ctx->type, op));
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (op);
  bool tried = false;
  if (is_gimple_assign (def) && gimple_bb (def)->loop_father == loop
      && walk_float_of_exact_op (ctx, as_a <gassign *> (def), out, &tried))
    return true;
  if (tried)
    return false;
  tree base, step;
  if (!exact_affine_iv (ctx, stmt, op, &base, &step))
    return false;
  set_affine (&out->c, ctx->type, base, step);
  return true;
}

/* Summarise OP, an integer of a type narrower than CTX's precision whose
   conversion (statement STMT) keeps its values, into OUT when the walk
   of OP failed: its exact values, if it is an affine induction variable
   that does not wrap (exact_affine_iv).  Otherwise keep the reason of
   the walk's failure, unless OP is an induction variable that may
   wrap.  */
static bool
walk_narrow_iv (struct walk_ctx *ctx, gassign *stmt, tree op,
		struct lin_value *out)
{
  const char *why = ctx->why;
  tree where = ctx->where, base, step;
  if (!exact_affine_iv (ctx, stmt, op, &base, &step))
    {
      if (ctx->why == not_an_iv)
	walk_fail (ctx, why, where);
      return false;
    }
  ctx->why = NULL;
  ctx->where = NULL_TREE;
  out->self = 0;
  set_affine (&out->c, ctx->type, base, step);
  return true;
}

/* Summarise OP, an operand of the operation that defines LHS, into A: a
   summary that must not depend on SELF, which would make the result no
   polynomial recurrence (WHY).  */
static bool
walk_without_self (struct walk_ctx *ctx, tree op, tree self, const char *why,
		   tree lhs, struct fvr_chrec *a)
{
  struct lin_value v;
  if (!walk (ctx, op, self, &v))
    return false;
  if (v.self)
    return walk_fail (ctx, why, lhs);
  *a = v.c;
  return true;
}

/* Summarise the conversion STMT of CTX's loop into OUT: the summary of its
   operand, if the conversion keeps the value (modulo 2^PREC of CTX).  */
static bool
walk_conversion (struct walk_ctx *ctx, gassign *stmt, tree self,
		 struct lin_value *out)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree op0 = gimple_assign_rhs1 (stmt);
  if (!conversion_kept_p (ctx, TREE_TYPE (op0), TREE_TYPE (lhs)))
    return walk_fail (ctx, "conversion changes the value", lhs);
  if (walk (ctx, op0, self, out))
    return true;
  return (!ctx->is_float && TYPE_PRECISION (TREE_TYPE (op0)) < ctx->prec
	  && walk_narrow_iv (ctx, stmt, op0, out));
}

/* Summarise OP0 + OP1 or OP0 - OP1 (CODE), the definition of LHS in CTX's
   loop, into OUT: the multiples of SELF add up too, and must stay 0 or
   1.  */
static bool
walk_plus_minus (struct walk_ctx *ctx, enum tree_code code, tree op0,
		 tree op1, tree lhs, tree self, struct lin_value *out)
{
  bool plus = code == PLUS_EXPR;
  struct lin_value a, b;
  if (!walk (ctx, op0, self, &a) || !walk (ctx, op1, self, &b))
    return false;
  out->self = plus ? a.self + b.self : a.self - b.self;
  if (out->self < 0 || out->self > 1)
    return walk_fail (ctx, "not a polynomial recurrence", lhs);
  if (plus)
    fvr_chrec_add (&out->c, &a.c, &b.c);
  else
    fvr_chrec_sub (&out->c, &a.c, &b.c);
  return true;
}

/* Summarise OP0 * OP1, the definition of LHS in CTX's loop, into OUT:
   neither factor may depend on SELF.  */
static bool
walk_mult (struct walk_ctx *ctx, tree op0, tree op1, tree lhs, tree self,
	   struct lin_value *out)
{
  struct lin_value a, b;
  if (!walk (ctx, op0, self, &a) || !walk (ctx, op1, self, &b))
    return false;
  if (a.self || b.self)
    return walk_fail (ctx, "geometric recurrence", lhs);
  out->self = 0;
  if (!fvr_chrec_mult (&out->c, &a.c, &b.c, ctx->max_degree))
    return walk_fail (ctx, "degree above fvr-max-degree", lhs);
  return true;
}

/* Summarise the negation or the complement (CODE) of OP0, the definition
   of LHS in CTX's loop, into OUT: -x, and ~x = -x - 1 in the integer
   types that do not wrap below the precision of CTX.  */
static bool
walk_negate (struct walk_ctx *ctx, enum tree_code code, tree op0, tree lhs,
	     tree self, struct lin_value *out)
{
  tree type = TREE_TYPE (lhs);
  bool bit_not = code == BIT_NOT_EXPR;
  struct fvr_chrec a, one;
  if (bit_not
      && (ctx->is_float
	  || (TYPE_UNSIGNED (type) && TYPE_PRECISION (type) < ctx->prec)))
    return walk_fail (ctx, "unsupported operation", lhs);
  if (!walk_without_self (ctx, op0, self, "not a polynomial recurrence", lhs,
			  &a))
    return false;
  out->self = 0;
  fvr_chrec_negate (&out->c, &a);
  if (bit_not)
    {
      /* ~x = -x - 1.  */
      fvr_chrec_set_invariant (&one, ctx->type, build_one_cst (ctx->type));
      fvr_chrec_sub (&out->c, &out->c, &one);
    }
  return true;
}

/* Summarise the left shift STMT of CTX's loop by a constant C into OUT:
   x << c = x * 2^c, modulo the precision of its type.  */
static bool
walk_lshift (struct walk_ctx *ctx, gassign *stmt, tree self,
	     struct lin_value *out)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  tree op1 = gimple_assign_rhs2 (stmt);
  struct fvr_chrec a;
  if (ctx->is_float || TREE_CODE (op1) != INTEGER_CST
      || TYPE_PRECISION (type) < ctx->prec
      || !tree_fits_uhwi_p (op1)
      || tree_to_uhwi (op1) >= TYPE_PRECISION (type))
    return walk_fail (ctx, "unsupported shift", lhs);
  if (!walk_without_self (ctx, gimple_assign_rhs1 (stmt), self,
			  "geometric recurrence", lhs, &a))
    return false;
  out->self = 0;
  fvr_chrec_scale (&out->c, &a,
		   tree_to_uhwi (op1) >= ctx->prec
		   ? build_zero_cst (ctx->type)
		   : wide_int_to_tree (ctx->type,
				       wi::set_bit_in_zero (tree_to_uhwi (op1),
							    ctx->prec)));
  return true;
}

/* Summarise the float division STMT of CTX's loop by a constant C into
   OUT: x / c = x * (1 / c) under -freciprocal-math.  */
static bool
walk_rdiv (struct walk_ctx *ctx, gassign *stmt, tree self,
	   struct lin_value *out)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree op1 = gimple_assign_rhs2 (stmt);
  struct fvr_chrec a;
  if (!ctx->is_float || TREE_CODE (op1) != REAL_CST
      || !opt_for_fn (cfun->decl, flag_reciprocal_math)
      || real_zerop (op1))
    return walk_fail (ctx, "unsupported division", lhs);
  if (!walk_without_self (ctx, gimple_assign_rhs1 (stmt), self,
			  "geometric recurrence", lhs, &a))
    return false;
  out->self = 0;
  fvr_chrec_scale (&out->c, &a,
		   fold_build2 (RDIV_EXPR, ctx->type, build_one_cst (ctx->type),
				fold_convert (ctx->type, op1)));
  return true;
}

/* Summarise the assignment STMT of CTX's loop (its own body, not an inner
   loop) into OUT, SELF being the header PHI under analysis.  */
static bool
walk_assign (struct walk_ctx *ctx, gassign *stmt, tree self,
	     struct lin_value *out)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  enum tree_code code = gimple_assign_rhs_code (stmt);

  if (ctx->is_float ? !SCALAR_FLOAT_TYPE_P (type) : !INTEGRAL_TYPE_P (type))
    return walk_fail (ctx, "operation of another kind of type", lhs);
  if (!ctx->is_float && !CONVERT_EXPR_CODE_P (code) && code != SSA_NAME
      && !arith_ok_p (ctx, type))
    return walk_fail (ctx, "operation wraps below the result's precision",
		      lhs);

  switch (code)
    {
    case SSA_NAME:
    case PAREN_EXPR:
      return walk (ctx, gimple_assign_rhs1 (stmt), self, out);
    CASE_CONVERT:
      return walk_conversion (ctx, stmt, self, out);
    case FLOAT_EXPR:
      if (!ctx->is_float)
	return walk_fail (ctx, "unsupported operation", lhs);
      return walk_float_of_int (ctx, stmt, gimple_assign_rhs1 (stmt), out);
    case PLUS_EXPR:
    case MINUS_EXPR:
      return walk_plus_minus (ctx, code, gimple_assign_rhs1 (stmt),
			      gimple_assign_rhs2 (stmt), lhs, self, out);
    case MULT_EXPR:
      return walk_mult (ctx, gimple_assign_rhs1 (stmt),
			gimple_assign_rhs2 (stmt), lhs, self, out);
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
      return walk_negate (ctx, code, gimple_assign_rhs1 (stmt), lhs, self,
			  out);
    case LSHIFT_EXPR:
      return walk_lshift (ctx, stmt, self, out);
    case RDIV_EXPR:
      return walk_rdiv (ctx, stmt, self, out);
    default:
      return walk_fail (ctx, "unsupported operation", lhs);
    }
}

/* Summarise the expression T (a coefficient of an inner loop's summary,
   or its count: invariants of that loop combined by conversions, + - *
   and negation) into OUT, by the rules of the statements (a float
   conversion of an integer is evaluated where the integer is
   defined).  */
static bool
walk_expr (struct walk_ctx *ctx, tree t, tree self, struct lin_value *out)
{
  enum tree_code code = TREE_CODE (t);
  tree type = TREE_TYPE (t);
  if (!type || (ctx->is_float ? !SCALAR_FLOAT_TYPE_P (type)
		: !INTEGRAL_TYPE_P (type)))
    return walk_fail (ctx, "unsupported operand", t);
  if (CONVERT_EXPR_CODE_P (code))
    {
      tree op0 = TREE_OPERAND (t, 0);
      if (!conversion_kept_p (ctx, TREE_TYPE (op0), type))
	return walk_fail (ctx, "conversion changes the value", t);
      return walk (ctx, op0, self, out);
    }
  if (code == FLOAT_EXPR && TREE_CODE (TREE_OPERAND (t, 0)) == SSA_NAME)
    return walk_float_of_int (ctx,
			      SSA_NAME_DEF_STMT (TREE_OPERAND (t, 0)),
			      TREE_OPERAND (t, 0), out);
  if (!ctx->is_float && !arith_ok_p (ctx, type))
    return walk_fail (ctx, "operation wraps below the result's precision", t);
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
      return walk_plus_minus (ctx, code, TREE_OPERAND (t, 0),
			      TREE_OPERAND (t, 1), t, self, out);
    case MULT_EXPR:
      return walk_mult (ctx, TREE_OPERAND (t, 0), TREE_OPERAND (t, 1), t,
			self, out);
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
      return walk_negate (ctx, code, TREE_OPERAND (t, 0), t, self, out);
    default:
      return walk_fail (ctx, "unsupported operand", t);
    }
}

/* Summarise OP, defined in INNER (a loop nested in CTX's loop), in INNER
   into H, in CTX's computation type.  */
static bool
inner_summary (struct walk_ctx *ctx, class loop *inner, tree op,
	       struct fvr_chrec *h)
{
  tree type = TREE_TYPE (op);
  const char *why;
  tree where;
  if (ctx->is_float ? TYPE_MAIN_VARIANT (type) != ctx->type
      : (!INTEGRAL_TYPE_P (type) || TYPE_PRECISION (type) < ctx->prec))
    return walk_fail (ctx, "inner value of another type", op);
  if (!fvr_chrec_of (inner, op, ctx->max_degree, NULL, h, &why, &where))
    return walk_fail (ctx, why, where ? where : op);
  for (unsigned j = 0; j <= h->degree; j++)
    h->coef[j] = fold_convert (ctx->type, h->coef[j]);
  h->type = ctx->type;
  return true;
}

/* What the walk knows of a value of an inner loop: the loop, the
   value's summary there (in the computation type of the walk), and the
   loop's number of latch executions, as GCC gives it (NITER, modulo 2^P
   of its type, summarised in the walk's loop) and exactly (EXACT).  */
struct inner_value
{
  class loop *loop;
  struct fvr_chrec h;
  struct fvr_chrec niter;
  struct fvr_chrec exact;
};

/* Summarise the number of latch executions of IV's loop, nested in CTX's
   loop, into IV's niter and exact (chrec-nest.cc; -1 where the loop is
   bypassed, if MAY_SKIP), the latter in an unsigned type wide enough for
   the binomials of IV's h (or in CTX's float type).  The condition that
   makes it exact goes to CTX's nest.  */
static bool
inner_count (struct walk_ctx *ctx, bool may_skip, struct inner_value *iv)
{
  class tree_niter_desc desc;
  edge exit = single_exit (iv->loop);
  if (!exit || !number_of_iterations_exit (iv->loop, exit, &desc, false)
      || !integer_zerop (desc.may_be_zero)
      || !INTEGRAL_TYPE_P (TREE_TYPE (desc.niter)))
    return walk_fail (ctx, "unknown inner trip count", NULL_TREE);
  tree nt = unsigned_type_for (TREE_TYPE (desc.niter));
  struct walk_ctx sub;
  struct lin_value n;
  init_ctx (&sub, ctx->loop, nt, ctx->max_degree, NULL);
  if (!walk (&sub, fold_convert (nt, desc.niter), NULL_TREE, &n))
    return walk_fail (ctx, sub.why, sub.where);
  iv->niter = n.c;
  tree type = ctx->type, assumption;
  if (!ctx->is_float)
    type = fvr_unsigned_type_with_bits
      (MAX (TYPE_PRECISION (nt),
	    ctx->prec + fvr_factorial_two_exponent (iv->h.degree)));
  if (!type
      || !fvr_nest_exact_count (&iv->niter, ctx->loop, ctx->nest->count,
				may_skip, type, &iv->exact, &assumption))
    return walk_fail (ctx, "inner trip count not affine", NULL_TREE);
  add_condition (ctx, assumption);
  return true;
}

/* Summarise H at COUNT (exact, as inner_count gives it) into OUT: the sum
   over j of p_j C(COUNT, j), the coefficients p_j summarised in CTX's
   loop.  Only p_0 may depend on SELF (LHS is the value summarised).  */
static bool
compose_at_count (struct walk_ctx *ctx, const struct fvr_chrec *h,
		  const struct fvr_chrec *count, tree self, tree lhs,
		  struct lin_value *out)
{
  out->self = 0;
  fvr_chrec_set_invariant (&out->c, ctx->type, build_zero_cst (ctx->type));
  for (unsigned j = 0; j <= h->degree; j++)
    {
      struct lin_value p;
      struct fvr_chrec binom, term;
      if (!walk (ctx, h->coef[j], self, &p))
	return false;
      if (p.self && j)
	return walk_fail (ctx, "geometric recurrence", lhs);
      out->self += p.self;
      if (!fvr_chrec_binomial (&binom, count, j, ctx->type, ctx->max_degree)
	  || !fvr_chrec_mult (&term, &p.c, &binom, ctx->max_degree))
	return walk_fail (ctx, "degree above fvr-max-degree", lhs);
      fvr_chrec_add (&out->c, &out->c, &term);
    }
  return true;
}

/* Summarise OP, defined in a loop nested in CTX's loop, into OUT: the
   inner loop's summary of OP at its count (-1 where the loop is
   bypassed, if MAY_SKIP), with what IV gathers on the way.  */
static bool
inner_exit_value (struct walk_ctx *ctx, tree op, bool may_skip, tree self,
		  struct inner_value *iv, struct lin_value *out)
{
  iv->loop = gimple_bb (SSA_NAME_DEF_STMT (op))->loop_father;
  if (!ctx->nest || loop_outer (iv->loop) != ctx->loop)
    return walk_fail (ctx, "value of a loop nested two deep", op);
  return (inner_summary (ctx, iv->loop, op, &iv->h)
	  && inner_count (ctx, may_skip, iv)
	  && compose_at_count (ctx, &iv->h, &iv->exact, self, op, out));
}

/* Summarise OP, defined in a loop nested in CTX's loop and used after it
   in every iteration that reaches the use, into OUT.  */
static bool
walk_inner_exit (struct walk_ctx *ctx, tree op, tree self,
		 struct lin_value *out)
{
  struct inner_value iv;
  return inner_exit_value (ctx, op, false, self, &iv, out);
}

/* The loop nested in CTX's loop that E leaves, directly or through an
   empty block: E is its single exit or follows it.  NULL if none.  */
static class loop *
inner_loop_left_by (struct walk_ctx *ctx, edge e)
{
  if (loop_outer (e->src->loop_father) != ctx->loop && single_pred_p (e->src))
    e = single_pred_edge (e->src);
  class loop *inner = e->src->loop_father;
  if (loop_outer (inner) != ctx->loop || single_exit (inner) != e)
    return NULL;
  return inner;
}

/* Whether the summaries A and B are the same.  */
static bool
same_value_p (const struct lin_value *a, const struct lin_value *b)
{
  struct fvr_chrec d;
  fvr_chrec_sub (&d, &a->c, &b->c);
  return a->self == b->self && d.degree == 0 && zerop (d.coef[0]);
}

/* Summarise the value ARG that the loop INNER, nested in CTX's loop,
   leaves through the PHI RES, which takes BYPASS where TEST (entering on
   true if ON_TRUE) bypasses INNER, into OUT.  The test must bypass INNER
   exactly where it would run no iteration (a condition added to CTX's
   nest), and ARG's summary in INNER must give BYPASS there.  */
static bool
walk_bypassed_value (struct walk_ctx *ctx, tree arg, tree bypass,
		     gcond *test, bool on_true, tree self, tree res,
		     struct lin_value *out)
{
  struct inner_value iv;
  struct lin_value skipped, bypassed;
  struct fvr_chrec minus_one;
  if (TREE_CODE (arg) != SSA_NAME
      || !inner_exit_value (ctx, arg, true, self, &iv, out))
    return false;
  tree entered = fvr_nest_entered_iff_counted (ctx->loop, test, on_true,
					       &iv.niter, ctx->nest->count);
  if (!entered)
    return walk_fail (ctx, "inner loop's entry test not on its count", res);
  add_condition (ctx, entered);
  fvr_chrec_set_invariant (&minus_one, iv.exact.type,
			   build_minus_one_cst (iv.exact.type));
  if (!compose_at_count (ctx, &iv.h, &minus_one, self, arg, &skipped)
      || !walk (ctx, bypass, self, &bypassed))
    return false;
  if (!same_value_p (&skipped, &bypassed))
    return walk_fail (ctx, "value on the bypass of an inner loop", res);
  return true;
}

/* Summarise PHI, in CTX's loop but not its header, into OUT: a copy of
   its one argument, or the join of the exit of an inner loop with the
   path that bypasses it (walk_bypassed_value).  */
static bool
walk_bypass_phi (struct walk_ctx *ctx, gphi *phi, tree self,
		 struct lin_value *out)
{
  tree res = gimple_phi_result (phi);
  if (gimple_phi_num_args (phi) == 1)
    return walk (ctx, gimple_phi_arg_def (phi, 0), self, out);
  /* The walks of inner loops (no nest) do not look deeper.  */
  unsigned depth = loop_depth (ctx->loop) + (ctx->nest ? 1 : 0);
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      tree arg = gimple_phi_arg_def (phi, k);
      basic_block def_bb = (TREE_CODE (arg) == SSA_NAME
			    ? gimple_bb (SSA_NAME_DEF_STMT (arg)) : NULL);
      if (def_bb && loop_depth (def_bb->loop_father) > depth)
	return walk_fail (ctx, "value of a loop nested two deep", arg);
    }
  if (!ctx->nest || gimple_phi_num_args (phi) != 2)
    return walk_fail (ctx, "not an assignment of the loop", res);
  for (unsigned k = 0; k < 2; k++)
    {
      class loop *inner
	= inner_loop_left_by (ctx, gimple_phi_arg_edge (phi, k));
      bool on_true;
      gcond *test = (inner ? fvr_nest_entry_test
		     (inner, gimple_phi_arg_edge (phi, 1 - k), &on_true)
		     : NULL);
      tree arg = gimple_phi_arg_def (phi, k);
      basic_block def_bb = (TREE_CODE (arg) == SSA_NAME
			    ? gimple_bb (SSA_NAME_DEF_STMT (arg)) : NULL);
      if (test && def_bb && def_bb->loop_father == inner)
	return walk_bypassed_value (ctx, arg, gimple_phi_arg_def (phi, 1 - k),
				  test, on_true, self, res, out);
    }
  return walk_fail (ctx, "not an assignment of the loop", res);
}

/* Summarise OP into OUT, as a multiple of SELF (the header PHI under
   analysis, or NULL) plus a summary.  */
static bool
walk (struct walk_ctx *ctx, tree op, tree self, struct lin_value *out)
{
  out->self = 0;
  if (--ctx->budget < 0)
    return walk_fail (ctx, "expression too large", op);
  if (self && op == self)
    {
      out->self = 1;
      fvr_chrec_set_invariant (&out->c, ctx->type, build_zero_cst (ctx->type));
      return true;
    }
  if (TREE_CODE (op) == INTEGER_CST || TREE_CODE (op) == REAL_CST)
    return walk_leaf (ctx, op, out);
  if (TREE_CODE (op) != SSA_NAME)
    return walk_expr (ctx, op, self, out);
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (op))
    return walk_fail (ctx, "used in an abnormal PHI", op);
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (ctx->loop, bb))
    return walk_leaf (ctx, op, out);

  bool ok;
  if (gimple_code (def) == GIMPLE_PHI && bb == ctx->loop->header)
    ok = walk_header_phi (ctx, as_a <gphi *> (def), &out->c);
  else if (bb->loop_father != ctx->loop)
    ok = walk_inner_exit (ctx, op, self, out);
  else if (is_gimple_assign (def))
    ok = walk_assign (ctx, as_a <gassign *> (def), self, out);
  else if (gimple_code (def) == GIMPLE_PHI)
    ok = walk_bypass_phi (ctx, as_a <gphi *> (def), self, out);
  else
    ok = walk_fail (ctx, "not an assignment of the loop", op);
  if (!ok && walk_gcc_scev (ctx, op, out))
    {
      ctx->why = NULL;
      ok = true;
    }
  return ok;
}

bool
fvr_chrec_of (class loop *loop, tree name, unsigned max_degree,
	      struct fvr_nest *nest, struct fvr_chrec *r, const char **why,
	      tree *where)
{
  struct walk_ctx ctx;
  init_ctx (&ctx, loop, TREE_TYPE (name), max_degree, nest);
  struct lin_value v;
  bool ok = walk (&ctx, name, NULL_TREE, &v);
  if (ok && v.c.degree > ctx.max_degree)
    ok = walk_fail (&ctx, "degree above fvr-max-degree", name);
  if (ok)
    *r = v.c;
  else
    {
      *why = ctx.why ? ctx.why : "no polynomial summary";
      *where = ctx.where;
    }
  return ok;
}
