/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* engine.cc -- the per-function float range analysis: storage of the
   ranges, the walk over the function, PHI nodes, operand lookup.  */

#include "compat.h"
#include "engine.h"
#include "transfer.h"
#include "gcc-frange.h"

void
fpscev_analysis_init (struct fpscev_analysis *a, function *fun, int libm_ulps)
{
  a->fun = fun;
  fpscev_fp_options_for (fun, libm_ulps, &a->fp);
  a->ranger = NULL;
  a->at = NULL;
  a->order = NULL;
  a->values = vNULL;
  a->values.safe_grow_cleared (num_ssa_names);
  a->scratch = vNULL;
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
  for (fpscev_value *v : a->values)
    if (v)
      free_value (v);
  a->values.release ();
  for (fpscev_scratch *s : a->scratch)
    {
      for (int k = 0; k < FPSCEV_N_SCRATCH; k++)
	fr_clear (&s->slot[k]);
      XDELETE (s);
    }
  a->scratch.release ();
}

const struct fpscev_value *
fpscev_value_of (struct fpscev_analysis *a, const_tree name)
{
  if (TREE_CODE (name) != SSA_NAME
      || SSA_NAME_VERSION (name) >= a->values.length ())
    return NULL;
  return a->values[SSA_NAME_VERSION (name)];
}

void
fpscev_apply_fp_options (const struct fpscev_analysis *a, fr_range *r)
{
  if (a->fp.finite_math_only)
    {
      fr_drop_nan (r);
      fr_drop_inf (r);
    }
  if (a->fp.no_signed_zeros)
    fr_merge_zero_signs (r);
  if (a->fp.flush_subnormals)
    fr_flush_subnormals (r);
}

void
fpscev_set_unknown (const struct fpscev_analysis *a, fr_range *r)
{
  fr_set_full (r);
  fpscev_apply_fp_options (a, r);
}

bool
fpscev_no_fact_p (struct fpscev_analysis *a, const fr_range *r)
{
  fr_range *unknown = fpscev_scratch_range (a, r->fmt, FPSCEV_REFINE_SLOT);
  fpscev_set_unknown (a, unknown);
  return fr_equal_p (r, unknown);
}

fr_range *
fpscev_scratch_range (struct fpscev_analysis *a, const fr_format *fmt, int k)
{
  for (fpscev_scratch *s : a->scratch)
    if (s->fmt == fmt)
      return &s->slot[k];
  fpscev_scratch *s = XNEW (struct fpscev_scratch);
  s->fmt = fmt;
  for (int i = 0; i < FPSCEV_N_SCRATCH; i++)
    fr_init (&s->slot[i], fmt);
  a->scratch.safe_push (s);
  return &s->slot[k];
}

int
fpscev_core_comparison (enum tree_code code)
{
  switch (code)
    {
    case LT_EXPR: return FR_LT;
    case LE_EXPR: return FR_LE;
    case GT_EXPR: return FR_GT;
    case GE_EXPR: return FR_GE;
    case EQ_EXPR: return FR_EQ;
    case NE_EXPR: return FR_NE;
    case UNLT_EXPR: return FR_UNLT;
    case UNLE_EXPR: return FR_UNLE;
    case UNGT_EXPR: return FR_UNGT;
    case UNGE_EXPR: return FR_UNGE;
    case UNEQ_EXPR: return FR_UNEQ;
    case LTGT_EXPR: return FR_LTGT;
    case ORDERED_EXPR: return FR_ORDERED;
    case UNORDERED_EXPR: return FR_UNORDERED;
    default: return -1;
    }
}

/* The most dominators walked up to find the comparisons that narrow an
   operand.  */
#define MAX_REFINE_WALK 64

/* Narrow the range *R of the SSA name OP (*R is OP's range or a scratch
   range of slot K holding a narrower one) by the comparison that the edge
   E leaves, if it compares OP.  */
static void
refine_by_edge (struct fpscev_analysis *a, tree op, edge e, int k,
		const fr_range **r)
{
  gcond *cond = safe_dyn_cast<gcond *> (fpscev_last_stmt (e->src));
  if (!cond || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return;
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  enum tree_code code = gimple_cond_code (cond);
  if (lhs != op && rhs != op)
    return;
  if (!fpscev_format_of (TREE_TYPE (lhs)))
    return;
  if (e->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, true);
  if (fpscev_core_comparison (code) < 0)
    return;			/* Not invertible without changing traps.  */
  if (lhs != op)
    {
      code = swap_tree_comparison (code);
      std::swap (lhs, rhs);
    }
  int cmp = fpscev_core_comparison (code);
  /* The other operand's own range: no recursion into its refinements.  */
  gimple *at = a->at;
  a->at = NULL;
  const fr_range *y = fpscev_operand_range (a, rhs, FPSCEV_REFINE_SLOT);
  a->at = at;
  if (!y)
    return;
  fr_range *t = fpscev_scratch_range (a, (*r)->fmt, k);
  fr_refine_compare (t, *r, (enum fr_cmp) cmp, y);
  *r = t;
}

/* Narrow *R, the range of the SSA name OP, by the comparisons on the
   single-predecessor edges into BB and its dominators, up to OP's
   definition.  */
static void
refine_by_dominators (struct fpscev_analysis *a, tree op, basic_block bb,
		      int k, const fr_range **r)
{
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (op));
  for (int i = 0; i < MAX_REFINE_WALK && bb && bb != def_bb
		  && bb != ENTRY_BLOCK_PTR_FOR_FN (a->fun); i++)
    {
      if (single_pred_p (bb))
	refine_by_edge (a, op, single_pred_edge (bb), k, r);
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
    }
}

const fr_range *
fpscev_operand_range_on_edge (struct fpscev_analysis *a, tree op, edge e,
			      int k)
{
  gimple *at = a->at;
  a->at = NULL;
  const fr_range *r = fpscev_operand_range (a, op, k);
  a->at = at;
  if (r && fpscev_value_of (a, op) && dom_info_available_p (CDI_DOMINATORS))
    {
      refine_by_edge (a, op, e, k, &r);
      refine_by_dominators (a, op, e->src, k, &r);
    }
  return r;
}

const fr_range *
fpscev_operand_range (struct fpscev_analysis *a, tree op, int k)
{
  const fr_format *fmt = fpscev_format_of (TREE_TYPE (op));
  if (!fmt)
    return NULL;
  const fpscev_value *v = fpscev_value_of (a, op);
  if (v)
    {
      const fr_range *r = &v->r;
      if (a->at && gimple_bb (a->at))
	{
	  if (dom_info_available_p (CDI_DOMINATORS))
	    refine_by_dominators (a, op, gimple_bb (a->at), k, &r);
	  fr_range *t = fpscev_scratch_range (a, r->fmt, k);
	  if (fpscev_narrow_by_gcc (a, op, a->at, r, t))
	    r = t;
	}
      return r;
    }
  fr_range *r = fpscev_scratch_range (a, fmt, k);
  if (TREE_CODE (op) == REAL_CST)
    {
      mpfr_t x;
      mpfr_init2 (x, fmt->prec);
      mpfr_from_real (x, TREE_REAL_CST_PTR (op), MPFR_RNDN);
      fr_set_value (r, x);
      mpfr_clear (x);
      if (a->fp.flush_subnormals)
	fr_flush_subnormals (r);
    }
  else
    fpscev_set_unknown (a, r);
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

/* The value of NAME, whose type has format FMT (and parts of format FMT
   if COMPLEX), stored in A: the one A holds (from an earlier visit of a
   loop), or a new one.  */
static struct fpscev_value *
value_for (struct fpscev_analysis *a, tree name, const fr_format *fmt,
	   bool complex)
{
  fpscev_value *v = a->values[SSA_NAME_VERSION (name)];
  if (v)
    return v;
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

/* The format of NAME's type, or of its parts if it is complex (*COMPLEX
   says which), or NULL if NAME is not modelled.  */
static const fr_format *
name_format (const_tree name, bool *complex)
{
  tree type = TREE_TYPE (name);
  *complex = fpscev_complex_float_p (type);
  return fpscev_format_of (*complex ? TREE_TYPE (type) : type);
}

struct fpscev_value *
fpscev_phi_value (struct fpscev_analysis *a, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  bool complex;
  const fr_format *fmt = name_format (res, &complex);
  if (!fmt || complex)
    return NULL;
  return value_for (a, res, fmt, false);
}

bool
fpscev_retreating_edge_p (const struct fpscev_analysis *a, edge e)
{
  int src = a->order[e->src->index], dest = a->order[e->dest->index];
  return src >= 0 && src >= dest;
}

/* Compute the range of the PHI node PHI's result into V: the union of the
   ranges of its arguments.  An argument that comes along a retreating edge
   (not yet computed in this visit) makes the result unknown.  */
static void
visit_phi (struct fpscev_analysis *a, gphi *phi, struct fpscev_value *v)
{
  fr_set_empty (&v->r);
  v->rule = "phi";
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (fpscev_retreating_edge_p (a, e))
	{
	  fpscev_set_unknown (a, &v->r);
	  v->rule = "phi with an argument round a retreating edge";
	  return;
	}
      const fr_range *ar
	= fpscev_operand_range_on_edge (a, gimple_phi_arg_def (phi, i), e, 0);
      fr_union (&v->r, &v->r, ar);
    }
  fpscev_apply_fp_options (a, &v->r);
}

/* Compute the range of the result of STMT, whose lhs is LHS, into LHS's
   value in A.  */
static void
visit_stmt (struct fpscev_analysis *a, gimple *stmt, tree lhs)
{
  bool complex;
  const fr_format *fmt = name_format (lhs, &complex);
  if (!fmt)
    return;
  fpscev_value *v = value_for (a, lhs, fmt, complex);
  a->at = stmt;
  v->rule = fpscev_transfer (a, stmt, &v->r, v->imag);
  a->at = NULL;
  if (!complex)
    fpscev_narrow_by_gcc (a, lhs, stmt, &v->r, &v->r);
  fpscev_apply_fp_options (a, &v->r);
  if (v->imag)
    fpscev_apply_fp_options (a, v->imag);
}

void
fpscev_visit_block (struct fpscev_analysis *a, basic_block bb)
{
  if (!bb->loop_father || bb->loop_father->header != bb)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	fpscev_value *v = fpscev_phi_value (a, gsi.phi ());
	if (v)
	  visit_phi (a, gsi.phi (), v);
      }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      tree lhs = gimple_get_lhs (stmt);
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	visit_stmt (a, stmt, lhs);
    }
}

void
fpscev_visit_default_defs (struct fpscev_analysis *a)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, a->fun)
    if (SSA_NAME_IS_DEFAULT_DEF (name))
      {
	bool complex;
	const fr_format *fmt = name_format (name, &complex);
	if (!fmt)
	  continue;
	fpscev_value *v = value_for (a, name, fmt, complex);
	v->rule = "parameter or uninitialised";
	fpscev_set_unknown (a, &v->r);
	if (v->imag)
	  fpscev_set_unknown (a, v->imag);
      }
}
