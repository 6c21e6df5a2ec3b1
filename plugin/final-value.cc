/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* final-value.cc -- closed-form final values of polynomial accumulations
   (fvr), with a cost guard that keeps small trip counts fast.

   For an innermost loop with one exit, a known number of latch executions
   N and no side effects, every value the loop leaves to the code after it
   is summarised as a polynomial chrec {p0, +, ..., +, pk} (chrec.cc); its
   value at the exit is

     f(N) = p0 * C(N, 0) + p1 * C(N, 1) + ... + pk * C(N, k)

   emitted as GIMPLE on the exit edge, so that the loop's results become
   unused and the loop pipeline's dead code elimination deletes it.

   Integers: f(N) is computed exactly modulo 2^P (P the precision of the
   value, at least that of int) in unsigned types, and converted to the
   value's type at the end: no new undefined behaviour.  With
   k! = 2^e * o (o odd), the division by j! (j <= k) is a right shift of a
   product computed modulo 2^(P+e) in an unsigned type of at least P+e
   bits, and a multiplication by the inverse of an odd number modulo 2^P.
   Two orders of evaluation are built and the cheaper kept: Horner's rule
   on k! f(N) in the monomial basis (int_horner) and the binomial basis
   (int_binomial).

   Floats (under -fassociative-math -fno-signed-zeros -fno-trapping-math):
   f(N) = p0 + N * (p1 + (N-1)/2 * (p2 + ... + (N-k+1)/k * pk)).

   Cost model: the loop costs L per iteration, the closed form (with the
   computation of N) costs F, in GCC's estimate_num_insns time weights
   scaled for double-word operations (stmt_cost).  The break-even trip
   count is T = ceil (F / L), or fvr-threshold.  The decision (decide) is
   static when the trip count is a constant, bounded below T, known from a
   profile, or T is 1, or when the loop is optimized for size; otherwise
   the loop is versioned: "if (count >= T) closed form; else loop", where
   the closed-form version is empty (the loop has no side effects) and the
   exit values merge in PHIs after the loop.  The guard is one comparison
   of values before the loop, with no division.  */

#include "compat.h"
#include "options.h"
#include "chrec.h"
#include "final-value.h"

/* A value of the loop used after it, its summary and its closed form.  */
struct exit_value
{
  tree name;
  struct fvr_chrec ch;
  tree closed;
};

/* What the analysis of one loop found.  */
struct fvr_loop
{
  class loop *loop;
  edge exit;
  class tree_niter_desc desc;
  auto_vec<exit_value> values;
  /* The computation of N (latch executions, 0 if may_be_zero) into N.  */
  gimple_seq niter_seq;
  tree n;
  /* The closed forms.  */
  gimple_seq closed_seq;
  int loop_cost;
  int closed_cost;
  unsigned HOST_WIDE_INT threshold;
};

/* The decisions, as the dump names them.  */
enum fvr_decision
{
  FVR_KEEP,
  FVR_REPLACE,
  FVR_GUARD
};

/* Whether NAME, defined in LOOP, has a use after LOOP other than in a
   debug statement.  */
static bool
used_after_loop_p (class loop *loop, tree name)
{
  imm_use_iterator iter;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, iter, name)
    {
      gimple *stmt = USE_STMT (use_p);
      if (is_gimple_debug (stmt))
	continue;
      basic_block bb = gimple_bb (stmt);
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	bb = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
      if (!flow_bb_inside_loop_p (loop, bb))
	return true;
    }
  return false;
}

/* Replace by VAL every use of NAME after LOOP.  */
static void
replace_uses_after_loop (class loop *loop, tree name, tree val)
{
  imm_use_iterator iter;
  gimple *stmt;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_STMT (stmt, iter, name)
    {
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, iter)
	    if (!flow_bb_inside_loop_p
		(loop, gimple_phi_arg_edge (phi,
					    PHI_ARG_INDEX_FROM_USE (use_p))->src))
	      SET_USE (use_p, val);
	}
      else if (!flow_bb_inside_loop_p (loop, gimple_bb (stmt)))
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, iter)
	    SET_USE (use_p, val);
	  update_stmt (stmt);
	}
    }
}

/* The time cost of STMT: its estimate_num_insns time weight, scaled for
   operations on integers wider than a word, which expand into several
   word operations: a multiplication into three multiplications and two
   additions (x6), a shift into shifts that merge two words (x4), an
   addition into an addition with carry (x2).  A division by a constant,
   which estimate_num_insns counts as one operation, costs 4: a
   multiplication by the reciprocal, shifts and an addition.  */
static int
stmt_cost (gimple *stmt)
{
  int c = estimate_num_insns (stmt, &eni_time_weights);
  if (!is_gimple_assign (stmt))
    return c;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if ((code == TRUNC_DIV_EXPR || code == TRUNC_MOD_EXPR
       || code == EXACT_DIV_EXPR)
      && TREE_CODE (gimple_assign_rhs2 (stmt)) == INTEGER_CST)
    c = MAX (c, 4);
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  if (INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) > BITS_PER_WORD)
    switch (code)
      {
      case MULT_EXPR:
	c *= 6;
	break;
      case LSHIFT_EXPR:
      case RSHIFT_EXPR:
	c *= 4;
	break;
      default:
	c *= 2;
	break;
      }
  return c;
}

/* The time cost of SEQ: the sum of its statements' costs.  */
static int
seq_cost (gimple_seq seq)
{
  int c = 0;
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    c += stmt_cost (gsi_stmt (gsi));
  return c;
}

/* Reset the debug binds after LOOP that use DEF, defined in LOOP.  */
static void
reset_debug_uses_of (class loop *loop, tree def)
{
  imm_use_iterator iter;
  gimple *stmt;
  FOR_EACH_IMM_USE_STMT (stmt, iter, def)
    if (gimple_debug_bind_p (stmt)
	&& !flow_bb_inside_loop_p (loop, gimple_bb (stmt)))
      {
	gimple_debug_bind_reset_value (stmt);
	update_stmt (stmt);
      }
}

/* Reset the debug binds after LOOP that still use names defined in LOOP:
   once the loop can be skipped, those definitions no longer dominate
   them.  */
static void
reset_debug_uses_after_loop (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	reset_debug_uses_of (loop, gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  tree def = gimple_get_lhs (gsi_stmt (gsi));
	  if (def && TREE_CODE (def) == SSA_NAME)
	    reset_debug_uses_of (loop, def);
	}
    }
  free (body);
}

/* The memory state on entry to LOOP, which has no virtual definition
   other than PHIs, as seen from its virtual PHI PHI: every virtual PHI of
   the loop carries that state.  A cycle of virtual PHIs goes through the
   header, whose PHI gives the state from the preheader; without one, the
   PHIs of the body form no cycle and lead to the state outside.  */
static tree
entry_vuse (class loop *loop, gphi *phi)
{
  if (gphi *vphi = get_virtual_phi (loop->header))
    return PHI_ARG_DEF_FROM_EDGE (vphi, loop_preheader_edge (loop));
  for (;;)
    {
      tree arg = gimple_phi_arg_def (phi, 0);
      gimple *def = SSA_NAME_DEF_STMT (arg);
      if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return arg;
      phi = as_a <gphi *> (def);
    }
}

/* Merge the memory state in D, after LOOP (which has no virtual definition
   other than PHIs), that comes from the loop's EXIT edge and from the JOIN
   edge of the closed-form version, which skips the loop: the virtual PHI
   of the loop used after it gets a virtual PHI in D, whose JOIN argument is
   the state on entry to the loop (the same memory).  */
static void
merge_virtual_state (class loop *loop, basic_block d, edge exit, edge join)
{
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree res = gimple_phi_result (gsi.phi ());
	if (!virtual_operand_p (res) || !used_after_loop_p (loop, res))
	  continue;
	gphi *phi = create_phi_node (copy_ssa_name (res), d);
	add_phi_arg (phi, res, exit, UNKNOWN_LOCATION);
	add_phi_arg (phi, entry_vuse (loop, gsi.phi ()), join,
		     UNKNOWN_LOCATION);
	replace_uses_after_loop (loop, res, gimple_phi_result (phi));
      }
  free (body);
}

/* Whether STMT, a statement of a loop, keeps the loop from being deleted
   once its values are unused: it writes memory, has other side effects,
   reads volatile memory or may throw.  */
static bool
side_effect_p (function *fun, gimple *stmt)
{
  return (gimple_vdef (stmt) || gimple_has_side_effects (stmt)
	  || gimple_has_volatile_ops (stmt)
	  || gimple_code (stmt) == GIMPLE_ASM
	  || stmt_could_throw_p (fun, stmt));
}

/* Collect into FL the SSA names defined in FL's loop and used after it;
   return false if the loop has side effects.  Sets FL's loop_cost to the
   sum of the time weights of the loop's statements.  */
static bool
collect_exit_values (function *fun, struct fvr_loop *fl)
{
  class loop *loop = fl->loop;
  basic_block *body = get_loop_body (loop);
  bool pure = true;
  fl->loop_cost = 0;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (!virtual_operand_p (res) && used_after_loop_p (loop, res))
	    fl->values.safe_push ({ res, {}, NULL_TREE });
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  fl->loop_cost += stmt_cost (stmt);
	  if (side_effect_p (fun, stmt))
	    pure = false;
	  tree def = gimple_get_lhs (stmt);
	  if (def && TREE_CODE (def) == SSA_NAME
	      && used_after_loop_p (loop, def))
	    fl->values.safe_push ({ def, {}, NULL_TREE });
	}
    }
  free (body);
  return pure;
}

/* Whether every statement of SEQ is an assignment.  */
static bool
straight_line_p (gimple_seq seq)
{
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_assign (gsi_stmt (gsi)))
      return false;
  return true;
}

/* Gimplify EXPR into a value, appending the statements to SEQ.  */
static tree
gimplify_append (gimple_seq *seq, tree expr)
{
  gimple_seq stmts = NULL;
  tree val = force_gimple_operand (expr, &stmts, true, NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  return val;
}

/* Build into FL's niter_seq the computation of N, the number of latch
   executions of FL's loop as an unsigned integer: 0 if may_be_zero holds,
   the niter expression otherwise.  */
static bool
build_niter (struct fvr_loop *fl)
{
  tree niter = fl->desc.niter;
  tree type = TREE_TYPE (niter);
  if (!INTEGRAL_TYPE_P (type)
      || !fvr_invariant_p (fl->loop, niter)
      || !fvr_invariant_p (fl->loop, fl->desc.may_be_zero))
    return false;
  gimple_seq seq = NULL;
  tree n = gimplify_append (&seq, unshare_expr (niter));
  if (!integer_zerop (fl->desc.may_be_zero))
    {
      tree mbz = gimplify_append (&seq, unshare_expr (fl->desc.may_be_zero));
      n = gimple_build (&seq, COND_EXPR, type, mbz, build_zero_cst (type), n);
    }
  n = gimple_convert (&seq, unsigned_type_for (type), n);
  if (!straight_line_p (seq))
    {
      gimple_seq_discard (seq);
      return false;
    }
  fl->niter_seq = seq;
  fl->n = n;
  return true;
}

/* The exponent of 2 in K!.  */
static unsigned
factorial_two_exponent (unsigned k)
{
  unsigned e = 0;
  for (unsigned i = 2; i <= k; i++)
    for (unsigned j = i; j % 2 == 0; j /= 2)
      e++;
  return e;
}

/* The unsigned integer type of the target with at least PREC bits
   (precision of a standard type), or NULL.  */
static tree
unsigned_type_with_bits (unsigned prec)
{
  static tree *const candidates[] = {
    &unsigned_type_node, &long_unsigned_type_node,
    &long_long_unsigned_type_node, &unsigned_intTI_type_node
  };
  for (unsigned i = 0; i < ARRAY_SIZE (candidates); i++)
    {
      tree t = *candidates[i];
      if (t && TYPE_PRECISION (t) >= prec
	  && targetm.scalar_mode_supported_p (SCALAR_INT_TYPE_MODE (t)))
	return t;
    }
  return NULL_TREE;
}

/* Gimplify the coefficient C converted to TYPE into SEQ.  */
static tree
gimple_coef (gimple_seq *seq, tree type, tree c)
{
  return gimplify_append (seq, fold_convert (type, unshare_expr (c)));
}

/* The inverse of the odd number ODD modulo 2^PREC (PREC of TYPE), by
   Newton's iteration x <- x (2 - ODD x), exact to 3, 6, 12, ... bits.  */
static tree
odd_inverse (tree type, HOST_WIDE_INT odd)
{
  unsigned prec = TYPE_PRECISION (type);
  wide_int o = wi::shwi (odd, prec);
  wide_int x = o;
  for (unsigned bits = 3; bits < prec; bits *= 2)
    x = wi::mul (x, wi::sub (wi::shwi (2, prec), wi::mul (o, x)));
  return wide_int_to_tree (type, x);
}

/* Emit into SEQ p0 + p1 * N in CT, the terms of degree 0 and 1 of the
   integer summary CH at N.  */
static tree
int_linear_part (gimple_seq *seq, const struct fvr_chrec *ch, tree n, tree ct)
{
  tree r = gimple_coef (seq, ct, ch->coef[0]);
  if (ch->degree >= 1)
    {
      tree p1 = gimple_coef (seq, ct, ch->coef[1]);
      tree t = gimple_build (seq, MULT_EXPR, ct, p1,
			     gimple_convert (seq, ct, n));
      r = gimple_build (seq, PLUS_EXPR, ct, r, t);
    }
  return r;
}

/* Emit into SEQ the integer summary CH (degree k >= 2) at N, in CT, by
   Horner's rule on k! f(N) in the monomial basis (see the head of the
   file), in WT (at least PREC (CT) + E bits, E the exponent of 2 in
   k!).  */
static tree
int_horner (gimple_seq *seq, const struct fvr_chrec *ch, tree n, tree ct,
	    tree wt, unsigned e)
{
  unsigned k = ch->degree;
  /* s[j][m]: the signed Stirling numbers of the first kind;
     kj[j] = k! / j!.  */
  HOST_WIDE_INT s[FVR_DEGREE_LIMIT + 1][FVR_DEGREE_LIMIT + 1];
  HOST_WIDE_INT kj[FVR_DEGREE_LIMIT + 1];
  memset (s, 0, sizeof s);
  s[0][0] = 1;
  for (unsigned j = 0; j < k; j++)
    for (unsigned m = 0; m <= j + 1; m++)
      s[j + 1][m] = (m ? s[j][m - 1] : 0) - (HOST_WIDE_INT) j * s[j][m];
  kj[k] = 1;
  for (unsigned j = k; j > 0; j--)
    kj[j - 1] = kj[j] * j;

  /* b[m] = sum over j >= m of p_j * (k! / j!) * s(j, m), modulo 2^WT.  */
  tree b[FVR_DEGREE_LIMIT + 1];
  for (unsigned m = 0; m <= k; m++)
    {
      tree sum = build_zero_cst (wt);
      for (unsigned j = m; j <= k; j++)
	{
	  tree c = fold_build2 (MULT_EXPR, wt, build_int_cst (wt, kj[j]),
				build_int_cst (wt, s[j][m]));
	  tree p = fold_convert (wt, unshare_expr (ch->coef[j]));
	  sum = fold_build2 (PLUS_EXPR, wt, sum,
			     fold_build2 (MULT_EXPR, wt, c, p));
	}
      b[m] = gimplify_append (seq, sum);
    }

  tree nw = gimple_convert (seq, wt, n);
  tree f = b[k];
  for (unsigned m = k; m > 0; m--)
    {
      f = gimple_build (seq, MULT_EXPR, wt, f, nw);
      f = gimple_build (seq, PLUS_EXPR, wt, f, b[m - 1]);
    }
  if (e)
    f = gimple_build (seq, RSHIFT_EXPR, wt, f,
		      build_int_cst (unsigned_type_node, e));
  tree r = gimple_convert (seq, ct, f);
  HOST_WIDE_INT odd = kj[0] >> e;
  if (odd != 1)
    r = gimple_build (seq, MULT_EXPR, ct, r, odd_inverse (ct, odd));
  return r;
}

/* Emit into SEQ the integer summary CH (degree k >= 2) at N, in CT, in
   the binomial basis: C(N, j) = (N (N-1) ... (N-j+1) >> e_j) times the
   inverse of the odd part of j!, the products computed in WT (as wide as
   for int_horner); e_j is the exponent of 2 in j!.  A factor N - i
   computed in N's type may wrap only when N < i, and then the factor
   N - N = 0 makes the product 0 anyway.  */
static tree
int_binomial (gimple_seq *seq, const struct fvr_chrec *ch, tree n, tree ct,
	      tree wt)
{
  tree nt = TREE_TYPE (n);
  tree r = int_linear_part (seq, ch, n, ct);
  tree q = gimple_convert (seq, wt, n);
  HOST_WIDE_INT fact = 1;
  for (unsigned j = 2; j <= ch->degree; j++)
    {
      tree factor = gimple_build (seq, MINUS_EXPR, nt, n,
				  build_int_cst (nt, j - 1));
      q = gimple_build (seq, MULT_EXPR, wt, q,
			gimple_convert (seq, wt, factor));
      fact *= j;
      tree p = fold_convert (ct, unshare_expr (ch->coef[j]));
      if (integer_zerop (p))
	continue;
      /* p_j * (q >> e_j) = (p_j >> v) * (q >> (e_j - v)) when 2^v divides
	 the constant p_j: a shorter (often no) double-word shift.  */
      unsigned ej = factorial_two_exponent (j), v = 0;
      if (TREE_CODE (p) == INTEGER_CST)
	v = MIN (wi::ctz (wi::to_wide (p)), ej);
      tree c = q;
      if (ej > v)
	c = gimple_build (seq, RSHIFT_EXPR, wt, c,
			  build_int_cst (unsigned_type_node, ej - v));
      c = gimple_convert (seq, ct, c);
      if (v)
	p = fold_build2 (RSHIFT_EXPR, ct, p,
			 build_int_cst (unsigned_type_node, v));
      tree coef = fold_build2 (MULT_EXPR, ct, p, odd_inverse (ct, fact >> ej));
      c = gimple_build (seq, MULT_EXPR, ct, c, gimplify_append (seq, coef));
      r = gimple_build (seq, PLUS_EXPR, ct, r, c);
    }
  return r;
}

/* Emit into SEQ the value of the integer summary CH at iteration N (an
   unsigned integer), converted to TYPE; NULL if no type is wide enough.
   Degrees 0 and 1 are computed directly; above, by Horner's rule or in
   the binomial basis, whichever costs less (Horner's rule wins with
   constant coefficients, the binomial basis with symbolic ones).  */
static tree
build_int_closed_form (gimple_seq *seq, const struct fvr_chrec *ch, tree n,
		       tree type)
{
  tree ct = ch->type;
  if (TYPE_PRECISION (ct) < TYPE_PRECISION (unsigned_type_node))
    ct = unsigned_type_node;
  unsigned k = ch->degree;
  tree r;
  if (k <= 1)
    return gimple_convert (seq, type, int_linear_part (seq, ch, n, ct));

  unsigned e = factorial_two_exponent (k);
  tree wt = unsigned_type_with_bits (TYPE_PRECISION (ct) + e);
  if (!wt)
    return NULL_TREE;
  gimple_seq horner = NULL, binomial = NULL;
  tree rh = int_horner (&horner, ch, n, ct, wt, e);
  tree rb = int_binomial (&binomial, ch, n, ct, wt);
  if (seq_cost (horner) <= seq_cost (binomial))
    {
      gimple_seq_discard (binomial);
      gimple_seq_add_seq (seq, horner);
      r = rh;
    }
  else
    {
      gimple_seq_discard (horner);
      gimple_seq_add_seq (seq, binomial);
      r = rb;
    }
  return gimple_convert (seq, type, r);
}

/* Emit into SEQ the value of the float summary CH at iteration N (an
   unsigned integer), converted to TYPE, by the nested Horner form of the
   binomial basis.  */
static tree
build_float_closed_form (gimple_seq *seq, const struct fvr_chrec *ch, tree n,
			 tree type)
{
  tree ft = ch->type;
  tree nf = gimple_build (seq, FLOAT_EXPR, ft, n);
  tree acc = gimple_coef (seq, ft, ch->coef[ch->degree]);
  for (unsigned j = ch->degree; j > 0; j--)
    {
      /* acc = p_{j-1} + (N - (j - 1)) / j * acc.  */
      tree t = nf;
      if (j > 1)
	t = gimple_build (seq, MINUS_EXPR, ft, nf,
			  build_real_from_int_cst (ft, size_int (j - 1)));
      if (j > 1)
	{
	  REAL_VALUE_TYPE inv;
	  real_arithmetic (&inv, RDIV_EXPR, &dconst1,
			   &TREE_REAL_CST (build_real_from_int_cst
					   (ft, size_int (j))));
	  t = gimple_build (seq, MULT_EXPR, ft, t,
			    build_real (ft, real_value_truncate
					(TYPE_MODE (ft), inv)));
	}
      acc = gimple_build (seq, MULT_EXPR, ft, acc, t);
      acc = gimple_build (seq, PLUS_EXPR, ft, acc,
			  gimple_coef (seq, ft, ch->coef[j - 1]));
    }
  return gimple_convert (seq, type, acc);
}

/* The cost of one iteration of FL's loop: the sum of its statements'
   time weights.  */
static int
iteration_cost (const struct fvr_loop *fl)
{
  return MAX (fl->loop_cost, 1);
}


/* Print "NAME = SUMMARY" for the exit values of FL, the trip count and
   the closed forms, under TDF_DETAILS.  */
static void
dump_summaries (const struct fvr_loop *fl)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  int num = fl->loop->num;
  fprintf (dump_file, ";; fvr: loop %d: exit bb %d -> bb %d, latch "
	   "executions ", num, fl->exit->src->index, fl->exit->dest->index);
  print_generic_expr (dump_file, fl->desc.niter, TDF_NONE);
  fprintf (dump_file, ", zero if ");
  print_generic_expr (dump_file, fl->desc.may_be_zero, TDF_NONE);
  fprintf (dump_file, "\n");
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      fprintf (dump_file, ";; fvr: loop %d: chrec ", num);
      print_generic_expr (dump_file, fl->values[i].name, TDF_NONE);
      fprintf (dump_file, " = ");
      fvr_chrec_print (dump_file, &fl->values[i].ch);
      fprintf (dump_file, "\n");
    }
}

/* Print the closed forms of FL (N and the values), under TDF_DETAILS.  */
static void
dump_closed_forms (const struct fvr_loop *fl)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  fprintf (dump_file, ";; fvr: loop %d: closed form:\n", fl->loop->num);
  print_gimple_seq (dump_file, fl->niter_seq, 2, TDF_NONE);
  print_gimple_seq (dump_file, fl->closed_seq, 2, TDF_NONE);
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      fprintf (dump_file, ";; fvr: loop %d: exit value ", fl->loop->num);
      print_generic_expr (dump_file, fl->values[i].name, TDF_NONE);
      fprintf (dump_file, " = ");
      print_generic_expr (dump_file, fl->values[i].closed, TDF_NONE);
      fprintf (dump_file, "\n");
    }
}

/* Report that FL's loop is not replaced because of WHY (about the tree
   WHERE, if not NULL).  */
static void
dump_not_replaced (class loop *loop, const char *why, tree where)
{
  if (!dump_file)
    return;
  fprintf (dump_file, ";; fvr: loop %d: not replaced: %s", loop->num, why);
  if (where)
    {
      fprintf (dump_file, " (");
      print_generic_expr (dump_file, where, TDF_NONE);
      fprintf (dump_file, ")");
    }
  fprintf (dump_file, "\n");
}

/* Build the closed forms of FL's exit values into FL's closed_seq; false
   (with the reason dumped) if one cannot be built.  */
static bool
build_closed_forms (struct fvr_loop *fl)
{
  gimple_seq seq = NULL;
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      exit_value *v = &fl->values[i];
      tree type = TREE_TYPE (v->name);
      v->closed = (SCALAR_FLOAT_TYPE_P (type)
		   ? build_float_closed_form (&seq, &v->ch, fl->n, type)
		   : build_int_closed_form (&seq, &v->ch, fl->n, type));
      if (!v->closed)
	{
	  gimple_seq_discard (seq);
	  dump_not_replaced (fl->loop, "no integer type wide enough",
			     v->name);
	  return false;
	}
    }
  fl->closed_seq = seq;
  fl->closed_cost = seq_cost (fl->niter_seq) + seq_cost (seq);
  return true;
}

/* The condition "at least M + 1 iterations" (N >= M) for FL's loop, as a
   GENERIC boolean over values before the loop.  When N is X / C (C
   constant), compare X with M * C instead: no division on the way to the
   loop.  */
static tree
guard_condition (const struct fvr_loop *fl, unsigned HOST_WIDE_INT m)
{
  tree niter = fl->desc.niter;
  tree type = TREE_TYPE (niter);
  if (TREE_CODE (niter) == TRUNC_DIV_EXPR && TYPE_UNSIGNED (type)
      && TREE_CODE (TREE_OPERAND (niter, 1)) == INTEGER_CST)
    {
      wi::overflow_type ovf;
      wide_int bound = wi::umul (wi::uhwi (m, TYPE_PRECISION (type)),
				 wi::to_wide (TREE_OPERAND (niter, 1)), &ovf);
      if (ovf)
	return boolean_false_node;
      return fold_build2 (GE_EXPR, boolean_type_node,
			  unshare_expr (TREE_OPERAND (niter, 0)),
			  wide_int_to_tree (type, bound));
    }
  return fold_build2 (GE_EXPR, boolean_type_node, unshare_expr (niter),
		      build_int_cst (type, m));
}

/* The condition "at least M + 1 iterations" for FL's loop from its
   controlling induction variable, when the exit test is CONTROL < BOUND
   or CONTROL > BOUND with a constant step: the test of iteration M - 1
   passes, CONTROL being BASE + (M - 1) * STEP there, computed exactly
   (at compile time, or in long long for narrower types).  Often a single
   comparison with a constant.  NULL if not applicable.  The guard only
   chooses between two correct versions: an inexact guard costs time, not
   correctness.  */
static tree
control_guard_condition (const struct fvr_loop *fl, unsigned HOST_WIDE_INT m)
{
  const class tree_niter_desc *d = &fl->desc;
  if ((d->cmp != LT_EXPR && d->cmp != GT_EXPR) || m == 0
      || !d->control.base || !d->control.step || !d->bound)
    return NULL_TREE;
  tree base = d->control.base, bound = d->bound;
  tree type = TREE_TYPE (base);
  if (!INTEGRAL_TYPE_P (type) || !INTEGRAL_TYPE_P (TREE_TYPE (bound))
      || TREE_CODE (d->control.step) != INTEGER_CST
      || !fvr_invariant_p (fl->loop, base)
      || !fvr_invariant_p (fl->loop, bound))
    return NULL_TREE;
  widest_int off = (wi::to_widest (fold_convert (signed_type_for (type),
						d->control.step))
		    * (m - 1));
  if (TREE_CODE (base) == INTEGER_CST)
    {
      widest_int v = wi::to_widest (base) + off;
      if (!wi::fits_to_tree_p (v, TREE_TYPE (bound)))
	return boolean_false_node;
      return fold_build2 (d->cmp, boolean_type_node,
			  wide_int_to_tree (TREE_TYPE (bound), v),
			  unshare_expr (bound));
    }
  tree wt = long_long_integer_type_node;
  if (TYPE_PRECISION (type) >= TYPE_PRECISION (wt)
      || TYPE_PRECISION (TREE_TYPE (bound)) >= TYPE_PRECISION (wt)
      || !wi::fits_shwi_p (off))
    return NULL_TREE;
  tree v = fold_build2 (PLUS_EXPR, wt, fold_convert (wt, unshare_expr (base)),
			build_int_cst (wt, off.to_shwi ()));
  return fold_build2 (d->cmp, boolean_type_node, v,
		      fold_convert (wt, unshare_expr (bound)));
}

/* Gimplify the guard COND into *SEQ; return its value and set *COST to
   the cost of the guard (with its branch); NULL if COND is NULL or not
   straight-line code.  */
static tree
gimplify_guard (tree cond, gimple_seq *seq, int *cost)
{
  *seq = NULL;
  if (!cond)
    return NULL_TREE;
  tree val;
  /* Keep a comparison for the GIMPLE_COND itself: the niter analysis
     of the loop optimizers then sees the bound it puts on the loop.  */
  if (COMPARISON_CLASS_P (cond))
    val = build2 (TREE_CODE (cond), boolean_type_node,
		  gimplify_append (seq, TREE_OPERAND (cond, 0)),
		  gimplify_append (seq, TREE_OPERAND (cond, 1)));
  else
    val = gimplify_append (seq, cond);
  if (!straight_line_p (*seq))
    {
      gimple_seq_discard (*seq);
      *seq = NULL;
      return NULL_TREE;
    }
  *cost = seq_cost (*seq) + 1;
  return val;
}

/* Decide what to do with FL's loop, in mode MODE, and say why in WHY (a
   buffer of SIZE chars).  */
static enum fvr_decision
decide (struct fvr_loop *fl, enum fpscev_fvr_mode mode, char *why,
	size_t size, tree *guard, gimple_seq *guard_seq, int *guard_cost)
{
  class loop *loop = fl->loop;
  unsigned HOST_WIDE_INT t = fl->threshold;
  widest_int bound;
  *guard = NULL_TREE;
  if (mode == FPSCEV_FVR_ALWAYS)
    {
      snprintf (why, size, "fvr=always");
      return FVR_REPLACE;
    }
  if (TREE_CODE (fl->desc.niter) == INTEGER_CST
      && integer_zerop (fl->desc.may_be_zero)
      && tree_fits_uhwi_p (fl->desc.niter))
    {
      unsigned HOST_WIDE_INT count = tree_to_uhwi (fl->desc.niter) + 1;
      snprintf (why, size, "static, count %" HOST_WIDE_INT_PRINT "u %s T",
		count, count >= t ? ">=" : "<");
      return count >= t ? FVR_REPLACE : FVR_KEEP;
    }
  if (t <= 1)
    {
      snprintf (why, size, "static, T 1");
      return FVR_REPLACE;
    }
  if (max_loop_iterations (loop, &bound) && wi::ltu_p (bound + 1, t))
    {
      snprintf (why, size, "static, count <= %" HOST_WIDE_INT_PRINT "u < T",
		(unsigned HOST_WIDE_INT) (bound + 1).to_uhwi ());
      return FVR_KEEP;
    }
  if (profile_status_for_fn (cfun) == PROFILE_READ
      && estimated_loop_iterations (loop, &bound))
    {
      bool yes = !wi::ltu_p (bound + 1, t);
      snprintf (why, size, "profile, count ~%" HOST_WIDE_INT_PRINT "u %s T",
		(unsigned HOST_WIDE_INT) (bound + 1).to_uhwi (),
		yes ? ">=" : "<");
      return yes ? FVR_REPLACE : FVR_KEEP;
    }
  /* A guarded version has both the loop and the closed form.  */
  if (optimize_loop_for_size_p (loop))
    {
      snprintf (why, size, "optimizing for size");
      return FVR_KEEP;
    }
  /* The cheaper of the two guards.  */
  gimple_seq seq, seq2;
  int cost2 = 0;
  tree cond = gimplify_guard (guard_condition (fl, t - 1), &seq, guard_cost);
  tree cond2 = gimplify_guard (control_guard_condition (fl, t - 1), &seq2,
			       &cost2);
  if (cond2 && (!cond || cost2 < *guard_cost))
    {
      gimple_seq_discard (seq);
      seq = seq2;
      cond = cond2;
      *guard_cost = cost2;
    }
  else
    gimple_seq_discard (seq2);
  if (!cond || *guard_cost > iteration_cost (fl))
    {
      gimple_seq_discard (seq);
      snprintf (why, size, "guard costs more than an iteration");
      return FVR_KEEP;
    }
  *guard = cond;
  *guard_seq = seq;
  snprintf (why, size, "count >= %" HOST_WIDE_INT_PRINT "u", t);
  return FVR_GUARD;
}

/* Insert SEQ at the start of the empty block BB.  */
static void
insert_seq (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_start_bb (bb);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
}

/* Replace FL's exit values by their closed forms, computed on the exit
   edge.  */
static void
replace_statically (struct fvr_loop *fl)
{
  basic_block d = split_edge (fl->exit);
  gimple_seq seq = fl->niter_seq;
  gimple_seq_add_seq (&seq, fl->closed_seq);
  insert_seq (d, seq);
  for (unsigned i = 0; i < fl->values.length (); i++)
    replace_uses_after_loop (fl->loop, fl->values[i].name,
			     fl->values[i].closed);
}

/* Version FL's loop on GUARD (computed by GUARD_SEQ): when it holds, skip
   the loop and take the closed forms; the exit values merge in PHIs after
   the loop.  */
static void
replace_guarded (struct fvr_loop *fl, tree guard, gimple_seq guard_seq)
{
  class loop *loop = fl->loop;
  /* C: the guard, between the preheader and a new preheader.  */
  basic_block c = split_edge (loop_preheader_edge (loop));
  split_edge (single_succ_edge (c));
  basic_block d = split_edge (fl->exit);
  edge exit = single_pred_edge (d);

  /* B computes N again: the guard may not need all of it.  */
  gimple_seq closed = NULL;
  gimple_seq_add_seq (&closed, fl->niter_seq);
  gimple_seq_add_seq (&closed, fl->closed_seq);

  insert_seq (c, guard_seq);
  gimple_stmt_iterator gsi = gsi_last_bb (c);
  gcond *cond = (COMPARISON_CLASS_P (guard)
		  ? gimple_build_cond (TREE_CODE (guard), TREE_OPERAND (guard, 0),
				       TREE_OPERAND (guard, 1), NULL_TREE,
				       NULL_TREE)
		  : gimple_build_cond (NE_EXPR, guard, boolean_false_node,
				       NULL_TREE, NULL_TREE));
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);

  edge to_loop = single_succ_edge (c);
  to_loop->flags = (to_loop->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  basic_block b = create_empty_bb (c);
  add_bb_to_loop (b, c->loop_father);
  edge to_closed = make_edge (c, b, EDGE_TRUE_VALUE);
  edge join = make_single_succ_edge (b, d, EDGE_FALLTHRU);
  rescan_loop_exit (join, true, false);
  to_closed->probability = profile_probability::likely ();
  to_loop->probability = to_closed->probability.invert ();
  b->count = c->count.apply_probability (to_closed->probability);
  if (dom_info_available_p (CDI_DOMINATORS))
    {
      set_immediate_dominator (CDI_DOMINATORS, b, c);
      set_immediate_dominator (CDI_DOMINATORS, d, c);
    }
  insert_seq (b, closed);

  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      tree name = fl->values[i].name;
      gphi *phi = create_phi_node (make_ssa_name (TREE_TYPE (name)), d);
      add_phi_arg (phi, name, exit, UNKNOWN_LOCATION);
      add_phi_arg (phi, fl->values[i].closed, join, UNKNOWN_LOCATION);
      replace_uses_after_loop (loop, name, gimple_phi_result (phi));
    }
  reset_debug_uses_after_loop (loop);
  merge_virtual_state (loop, d, exit, join);
}

/* Report the change of FL's loop (decision DECISION, at the exit test
   STMT) to -fopt-info-loop-optimized.  */
static void
report_change (const struct fvr_loop *fl, gimple *stmt,
	       enum fvr_decision decision)
{
  if (!dump_enabled_p () || !stmt)
    return;
  dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, stmt,
		   "fpscev: loop %d: %u final value%s replaced by a closed "
		   "form of degree %u%s\n", fl->loop->num,
		   fl->values.length (), fl->values.length () == 1 ? "" : "s",
		   fl->values[0].ch.degree,
		   decision == FVR_GUARD ? " when the trip count is large" : "");
}

/* Analyse LOOP of FUN (an innermost loop), decide and replace its exit
   values; return whether it changed.  */
static bool
process_loop (function *fun, class loop *loop)
{
  struct fvr_loop fl;
  fl.loop = loop;
  fl.niter_seq = fl.closed_seq = NULL;
  fl.n = NULL_TREE;

  bool pure = collect_exit_values (fun, &fl);
  if (fl.values.is_empty ())
    return false;
  fl.exit = single_exit (loop);
  if (!fl.exit)
    {
      dump_not_replaced (loop, "several exits", NULL_TREE);
      return false;
    }
  if (!pure)
    {
      dump_not_replaced (loop, "side effects", NULL_TREE);
      return false;
    }
  if (bb_has_abnormal_pred (loop->header)
      || (fl.exit->flags & (EDGE_ABNORMAL | EDGE_EH)))
    {
      dump_not_replaced (loop, "abnormal edges", NULL_TREE);
      return false;
    }
  if (!number_of_iterations_exit (loop, fl.exit, &fl.desc, false))
    {
      dump_not_replaced (loop, "unknown trip count", NULL_TREE);
      return false;
    }
  unsigned degree = 0;
  for (unsigned i = 0; i < fl.values.length (); i++)
    {
      exit_value *v = &fl.values[i];
      const char *why;
      tree where;
      if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (v->name)
	  || !fvr_summarizable_type_p (fun, TREE_TYPE (v->name)))
	{
	  dump_not_replaced (loop, "type not handled", v->name);
	  return false;
	}
      if (!fvr_chrec_of (loop, v->name, fpscev_opts.fvr_max_degree, &v->ch,
			 &why, &where))
	{
	  dump_not_replaced (loop, why, where ? where : v->name);
	  return false;
	}
      degree = MAX (degree, v->ch.degree);
    }
  /* Report the highest degree first.  */
  for (unsigned i = 0; i < fl.values.length (); i++)
    if (fl.values[i].ch.degree == degree)
      {
	std::swap (fl.values[0], fl.values[i]);
	break;
      }
  if (!build_niter (&fl))
    {
      dump_not_replaced (loop, "trip count not computable before the loop",
			 fl.desc.niter);
      return false;
    }
  dump_summaries (&fl);
  if (!build_closed_forms (&fl))
    {
      gimple_seq_discard (fl.niter_seq);
      return false;
    }
  dump_closed_forms (&fl);

  int lc = iteration_cost (&fl);
  fl.threshold = (fpscev_opts.fvr_threshold >= 0
		  ? (unsigned HOST_WIDE_INT) fpscev_opts.fvr_threshold
		  : (unsigned HOST_WIDE_INT) MAX ((fl.closed_cost + lc - 1) / lc,
						 1));
  if (dump_file)
    fprintf (dump_file, ";; fvr: loop %d: cost: loop %d per iteration, "
	     "closed form %d, T %" HOST_WIDE_INT_PRINT "u%s\n", loop->num, lc,
	     fl.closed_cost, fl.threshold,
	     fpscev_opts.fvr_threshold >= 0 ? " (fvr-threshold)" : "");

  char why[128];
  tree guard;
  gimple_seq guard_seq = NULL;
  int guard_cost = 0;
  enum fvr_decision decision = decide (&fl, fpscev_opts.fvr, why, sizeof why,
				       &guard, &guard_seq, &guard_cost);
  if (dump_file)
    {
      static const char *const names[] = { "loop", "closed form", "guarded" };
      fprintf (dump_file, ";; fvr: loop %d: decision: %s (%s)",
	       loop->num, names[decision], why);
      if (decision == FVR_GUARD)
	fprintf (dump_file, ", guard cost %d", guard_cost);
      fprintf (dump_file, "\n");
    }
  if (decision == FVR_KEEP)
    {
      gimple_seq_discard (fl.niter_seq);
      gimple_seq_discard (fl.closed_seq);
      return false;
    }

  gimple *exit_test = fpscev_last_stmt (fl.exit->src);
  if (decision == FVR_GUARD)
    replace_guarded (&fl, guard, guard_seq);
  else
    replace_statically (&fl);
  report_change (&fl, exit_test, decision);
  return true;
}

unsigned
fpscev_final_values (function *fun)
{
  if (number_of_loops (fun) <= 1)
    return 0;
  if (fpscev_opts.fvr == FPSCEV_FVR_OFF)
    {
      if (dump_file)
	fprintf (dump_file, ";; fvr: off\n");
      return 0;
    }
  loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  scev_initialize ();
  unsigned changed = 0;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    {
      calculate_dominance_info (CDI_DOMINATORS);
      if (process_loop (fun, loop))
	{
	  changed++;
	  scev_reset ();
	}
    }
  scev_finalize ();
  loop_optimizer_finalize (fun);
  if (dump_file && changed)
    fprintf (dump_file, ";; fvr: %u loops changed\n", changed);
  return changed;
}
