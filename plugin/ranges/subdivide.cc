/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* subdivide.cc -- deciding tests on pieces of their operands' inputs (see
   subdivide.h).  */

#include "compat.h"
#include "engine.h"
#include "range-op.h"
#include "subdivide.h"

/* The largest slice, in statements.  */
#define MAX_SLICE_OPS 48
/* The bisections of each input, at most.  */
#define MAX_DEPTH_PER_INPUT 24
/* The operation folds one test may spend, and those of a function: a
   base and so many for each of its blocks (an affine form counts as a
   fold: fr_split_decide).  */
#define TEST_FOLDS 40000
#define FUNCTION_FOLDS 200000
#define FUNCTION_FOLDS_PER_BLOCK 1000

/* The slice of a value: its inputs, then the statements that compute it
   (each after those of its operands), and the names they define.  */
struct slice
{
  int n_inputs;
  int n_ops;
  tree names[2 + MAX_SLICE_OPS];
  tree lhs[MAX_SLICE_OPS];
  gimple *stmts[MAX_SLICE_OPS];
  const fr_format *formats[2 + MAX_SLICE_OPS];
};

/* Whether STMT computes its float result by arithmetic or by a math
   function from its operands alone: a slice statement.  */
static bool
slice_stmt_p (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || !fpscev_format_of (TREE_TYPE (lhs)))
    return false;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return fpscev_call_combined_fn (call) != CFN_LAST;
  gassign *as = dyn_cast<gassign *> (stmt);
  if (!as)
    return false;
  switch (gimple_assign_rhs_code (as))
    {
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case RDIV_EXPR:
    case NEGATE_EXPR: case ABS_EXPR:
      return true;
    CASE_CONVERT:
      return fpscev_format_of (TREE_TYPE (gimple_assign_rhs1 (as))) != NULL;
    default:
      return false;
    }
}

/* Whether NAME is already an input or computed in SL.  */
static bool
in_slice_p (const struct slice *sl, tree name)
{
  for (int i = 0; i < sl->n_inputs; i++)
    if (sl->names[i] == name)
      return true;
  for (int i = 0; i < sl->n_ops; i++)
    if (sl->lhs[i] == name)
      return true;
  return false;
}

/* Add to SL what computes the operand T, and T itself as an input or a
   statement; false if the slice grows beyond two inputs or its size.  */
static bool
gather (struct slice *sl, tree t)
{
  if (TREE_CODE (t) != SSA_NAME)
    return TREE_CODE (t) == REAL_CST || !fpscev_format_of (TREE_TYPE (t));
  if (!fpscev_format_of (TREE_TYPE (t)) || in_slice_p (sl, t))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (!slice_stmt_p (def))
    {
      if (sl->n_inputs == 2)
	return false;
      sl->names[sl->n_inputs++] = t;
      return true;
    }
  /* The operands after the lhs: of a call, its function (none for an
     internal one), static chain and arguments.  */
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    if (gimple_op (def, i) && !gather (sl, gimple_op (def, i)))
      return false;
  if (sl->n_ops == MAX_SLICE_OPS)
    return false;
  sl->stmts[sl->n_ops] = def;
  sl->lhs[sl->n_ops++] = t;
  return true;
}

/* Set SL to the slice of OP; false if OP has none (it is no computed
   float value, or its slice is too wide or too large).  */
static bool
gather_slice (struct slice *sl, tree op)
{
  sl->n_inputs = sl->n_ops = 0;
  if (TREE_CODE (op) != SSA_NAME || !slice_stmt_p (SSA_NAME_DEF_STMT (op))
      || !gather (sl, op) || sl->n_inputs == 0)
    return false;
  for (int i = 0; i < sl->n_ops; i++)
    sl->names[sl->n_inputs + i] = sl->lhs[i];
  for (int i = 0; i < sl->n_inputs + sl->n_ops; i++)
    sl->formats[i] = fpscev_format_of (TREE_TYPE (sl->names[i]));
  return true;
}

/* The index of NAME among the values of SL, or -1.  */
static int
slice_index (const struct slice *sl, tree name)
{
  for (int i = 0; i < sl->n_inputs + sl->n_ops; i++)
    if (sl->names[i] == name)
      return i;
  return -1;
}

/* What the slice statement STMT computes, for its affine form.  */
static enum fr_affine_code
affine_code (gimple *stmt)
{
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return (fpscev_math_ifn (fpscev_call_combined_fn (call)) == IFN_FMA
	    && gimple_call_num_args (call) == 3
	    ? FR_AFFINE_FMA : FR_AFFINE_NONE);
  switch (gimple_assign_rhs_code (stmt))
    {
    case PLUS_EXPR: return FR_AFFINE_ADD;
    case MINUS_EXPR: return FR_AFFINE_SUB;
    case MULT_EXPR: return FR_AFFINE_MUL;
    case RDIV_EXPR: return FR_AFFINE_DIV;
    case NEGATE_EXPR: return FR_AFFINE_NEG;
    CASE_CONVERT: return FR_AFFINE_CONVERT;
    default: return FR_AFFINE_NONE;
    }
}

/* The affine forms' view of a slice: what each statement computes, and
   the ranges of its operands outside the slice (constants).  */
struct slice_forms
{
  fr_affine_op ops[MAX_SLICE_OPS];
  fpscev_range_temp others[MAX_SLICE_OPS][3];
};

/* Set *OP to what statement I of SL computes and its operands, the
   ranges of those outside the slice in OTHERS.  */
static void
affine_op (struct fpscev_analysis *a, const struct slice *sl, int i,
	   fr_affine_op *op, fpscev_range_temp others[3])
{
  gimple *stmt = sl->stmts[i];
  op->code = affine_code (stmt);
  gcall *call = dyn_cast<gcall *> (stmt);
  int n = call ? gimple_call_num_args (call) : gimple_num_ops (stmt) - 1;
  for (int k = 0; op->code != FR_AFFINE_NONE && k < n && k < 3; k++)
    {
      tree t = call ? gimple_call_arg (call, k) : gimple_op (stmt, k + 1);
      op->operand[k] = slice_index (sl, t);
      op->other[k] = (op->operand[k] >= 0 ? NULL
		      : fpscev_operand_range (a, t, stmt, &others[k]));
      if (op->operand[k] < 0 && !op->other[k])
	op->code = FR_AFFINE_NONE;
    }
}

/* What the statements of SL compute, for their affine forms, in F; NULL
   where the program may compute them otherwise than one by one, each
   rounded to its format (or contracted into fma): where it may
   reassociate, take reciprocals or flush subnormals.  */
static const fr_affine_op *
slice_affine (struct fpscev_analysis *a, const struct slice *sl,
	      struct slice_forms *f)
{
  if (a->fp.associative || a->fp.reciprocal_math || a->fp.flush_subnormals)
    return NULL;
  for (int i = 0; i < sl->n_ops; i++)
    affine_op (a, sl, i, &f->ops[i], f->others[i]);
  return f->ops;
}

/* What the folds and the goal of a slice read.  */
struct split_goal
{
  struct fpscev_analysis *a;
  const struct slice *sl;
  /* The ranges of the piece being evaluated (fr_slice's VALUES).  */
  const fr_range *const *values;
  fpscev_split_goal goal;
  void *data;
};

/* Pin in G's analysis the first N names of G's slice to the ranges of the
   piece.  */
static void
pin (struct split_goal *g, int n)
{
  gcc_checking_assert (g->a->n_pinned == 0);
  g->a->pinned_names = g->sl->names;
  g->a->pinned_ranges = g->values;
  g->a->n_pinned = n;
}

/* The fold of fr_slice: statement OP of the slice DATA, a split_goal,
   with the names before it pinned to VALUES, narrowed by its result's own
   range.  */
static void
fold_piece (void *data, int op, const fr_range *const *values, fr_range *r)
{
  struct split_goal *g = (struct split_goal *) data;
  struct fpscev_analysis *a = g->a;
  g->values = values;
  pin (g, g->sl->n_inputs + op);
  tree lhs = g->sl->lhs[op];
  fpscev_fold_value (a, g->sl->stmts[op], lhs, r);
  a->n_pinned = 0;
  if (const fpscev_value *v = fpscev_value_of (a, lhs))
    fr_intersect (r, r, &v->r);
}

/* The goal of fr_slice: that of DATA, a split_goal, on R, the whole
   slice pinned to the piece.  */
static int
decide_piece (void *data, const fr_range *r)
{
  struct split_goal *g = (struct split_goal *) data;
  pin (g, g->sl->n_inputs + g->sl->n_ops);
  int d = g->goal (g->a, g->data, r);
  g->a->n_pinned = 0;
  return d;
}

/* Write the dump line of the subdivision of the slice SL of OP, with
   what fr_split_decide said: D, HULL and STATS.  */
static void
dump_split (const struct slice *sl, tree op, const fr_range *const *inputs,
	    int d, const fr_range *hull, const fr_split_stats *stats)
{
  fprintf (dump_file, "split: ");
  print_generic_expr (dump_file, op, TDF_NONE);
  fprintf (dump_file, " (%d statements) on", sl->n_ops);
  for (int i = 0; i < sl->n_inputs; i++)
    {
      char *s = fr_to_string (inputs[i]);
      fprintf (dump_file, " ");
      print_generic_expr (dump_file, sl->names[i], TDF_NONE);
      fprintf (dump_file, " %s", s);
      free (s);
    }
  char *h = fr_to_string (hull);
  fprintf (dump_file, ": %ld pieces, depth %d, %ld folds, %ld forms: %s"
	   " %s\n", stats->pieces, stats->depth, stats->folds, stats->forms,
	   d < 0 ? "undecided" : d ? "true" : "false", d < 0 ? "" : h);
  free (h);
}

/* The inputs' ranges of SL at STMT, where FACTS hold, in TEMPS; false
   unless each holds finite numbers only.  */
static bool
input_ranges (struct fpscev_analysis *a, const struct slice *sl,
	      gimple *stmt, const struct fpscev_fact *facts, int n,
	      fpscev_range_temp temps[2], const fr_range *inputs[2])
{
  for (int i = 0; i < sl->n_inputs; i++)
    {
      const fr_range *r = fpscev_operand_range_given (a, sl->names[i], stmt,
						      facts, n, &temps[i]);
      if (!r || !fr_has_finite_p (r) || fr_maybe_nan_p (r)
	  || fr_maybe_ninf_p (r) || fr_maybe_pinf_p (r)
	  || fr_singleton_p (r))
	return false;
      inputs[i] = r;
    }
  return true;
}

int
fpscev_split_decide (struct fpscev_analysis *a, gimple *stmt, tree op,
		     const struct fpscev_fact *facts, int n,
		     fpscev_split_goal goal, void *data)
{
  struct slice sl;
  fpscev_range_temp temps[2];
  const fr_range *inputs[2];
  if (a->split_budget == 0 || !gather_slice (&sl, op)
      || !input_ranges (a, &sl, stmt, facts, n, temps, inputs))
    return -1;
  if (a->split_budget < 0)
    a->split_budget = (FUNCTION_FOLDS + (long) FUNCTION_FOLDS_PER_BLOCK
		       * n_basic_blocks_for_fn (a->fun));
  struct split_goal g = { a, &sl, NULL, goal, data };
  struct slice_forms forms;
  fr_slice s = { sl.n_inputs, sl.n_ops, sl.formats, fold_piece,
		 decide_piece, &g, slice_affine (a, &sl, &forms) };
  long budget = MIN (a->split_budget, (long) TEST_FOLDS), before = budget;
  fpscev_range_temp hull;
  fr_split_stats stats;
  fr_range *h = hull.get (fpscev_format_of (TREE_TYPE (op)));
  int d = fr_split_decide (&s, inputs, MAX_DEPTH_PER_INPUT * sl.n_inputs,
			   &budget, h, &stats);
  a->split_budget -= before - budget;
  if (dump_file)
    dump_split (&sl, op, inputs, d, h, &stats);
  return d;
}

/* A comparison with a value of a range, the goal of
   fpscev_split_comparison.  */
struct compared
{
  enum fr_cmp code;
  const fr_range *other;
};

/* The goal of a comparison: DATA, a struct compared, of a value of R.  */
static int
decide_compared (struct fpscev_analysis *, void *data, const fr_range *r)
{
  struct compared *c = (struct compared *) data;
  return fr_decide_outcomes (c->code, fr_outcomes (r, c->other));
}

int
fpscev_split_comparison (struct fpscev_analysis *a, gimple *stmt,
			 enum fr_cmp code, tree op0, tree op1,
			 const struct fpscev_fact *facts, int n, int *split)
{
  fpscev_range_temp t0, t1;
  struct compared c = { code, fpscev_operand_range_given (a, op1, stmt,
							 facts, n, &t1) };
  *split = FPSCEV_SPLIT_FIRST;
  int d = (c.other ? fpscev_split_decide (a, stmt, op0, facts, n,
					  decide_compared, &c) : -1);
  if (d >= 0)
    return d;
  c.code = fr_cmp_swap (code);
  c.other = fpscev_operand_range_given (a, op0, stmt, facts, n, &t0);
  *split = FPSCEV_SPLIT_SECOND;
  return (c.other ? fpscev_split_decide (a, stmt, op1, facts, n,
					 decide_compared, &c) : -1);
}
