/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* walk.cc -- the order in which the engine computes the ranges of a
   function: blocks in reverse post-order, so that outside loops every
   operand is known before it is used; in each block its PHI nodes, then
   its statements.  A loop is visited as a unit from its header
   (walk-loop.cc).  */

#include "compat.h"
#include "engine.h"
#include "fold-stmt.h"
#include "gcc-frange.h"
#include "param-ranges.h"
#include "walk.h"

/* The work budget, in block visits, is this many times the number of
   blocks, plus WORK_BASE.  */
#define WORK_PER_BLOCK 8
#define WORK_BASE 1024

struct fpscev_value *
fpscev_phi_value (struct fpscev_analysis *a, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  if (!fpscev_format_of (TREE_TYPE (res)))
    return NULL;
  return fpscev_value_for (a, res);
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
	  fpscev_set_unknown (&a->fp, &v->r);
	  v->rule = "phi with an argument round a retreating edge";
	  return;
	}
      fpscev_range_temp t;
      const fr_range *ar
	= fpscev_operand_range_on_edge (a, gimple_phi_arg_def (phi, i), e, &t);
      fr_union (&v->r, &v->r, ar);
    }
  fpscev_apply_fp_options (&a->fp, &v->r);
}

/* Compute into R the range of LHS, the result of STMT, and into IMAG (if
   not NULL) that of its imaginary part: the fold narrowed by what GCC
   knows and by the fast-math assumptions.  The rule of the fold.  */
static const char *
fold_result (struct fpscev_analysis *a, gimple *stmt, tree lhs, fr_range *r,
	     fr_range *imag)
{
  const char *rule = fpscev_fold_stmt (a, stmt, r, imag);
  if (!imag && a->gcc_ranges && fpscev_import_p (&a->fp))
    fpscev_narrow_by_gcc (fpscev_range_query (a), &a->fp, lhs, stmt, r, r);
  fpscev_apply_fp_options (&a->fp, r);
  if (imag)
    fpscev_apply_fp_options (&a->fp, imag);
  return rule;
}

void
fpscev_fold_value (struct fpscev_analysis *a, gimple *stmt, tree lhs,
		   fr_range *r)
{
  fold_result (a, stmt, lhs, r, NULL);
}

void
fpscev_visit_stmt (struct fpscev_analysis *a, gimple *stmt, tree lhs)
{
  fpscev_value *v = fpscev_value_for (a, lhs);
  if (v)
    v->rule = fold_result (a, stmt, lhs, &v->r, v->imag);
}

/* Compute the ranges of the PHI nodes of BB, unless BB is a loop header
   (walk-loop.cc computes those), then those of its statements, in
   order.  */
static void
visit_block (struct fpscev_analysis *a, basic_block bb)
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
	fpscev_visit_stmt (a, stmt, lhs);
    }
}

/* Give each default definition (parameters, uninitialised variables) of a
   modelled type the unknown range, narrowed for a parameter by the
   constants its callers pass (param-ranges.h).  */
static void
visit_default_defs (struct fpscev_analysis *a)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, a->fun)
    if (SSA_NAME_IS_DEFAULT_DEF (name))
      {
	fpscev_value *v = fpscev_value_for (a, name);
	if (!v)
	  continue;
	v->rule = "parameter or uninitialised";
	fpscev_set_unknown (&a->fp, &v->r);
	if (v->imag)
	  fpscev_set_unknown (&a->fp, v->imag);
	else if (const fr_range *callers
		 = fpscev_recorded_param_range (SSA_NAME_VAR (name)))
	  {
	    v->rule = "parameter, from its callers' constants";
	    fr_intersect (&v->r, &v->r, callers);
	    fpscev_apply_fp_options (&a->fp, &v->r);
	  }
      }
}

/* The positions in the walk of the blocks of LOOP, in order.  */
static const vec<int> &
loop_positions (struct walk *w, class loop *loop)
{
  vec<int> &pos = w->bodies[loop->num];
  if (pos.is_empty ())
    {
      basic_block *body = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
	if (w->a->order[body[i]->index] >= 0)
	  pos.safe_push (w->a->order[body[i]->index]);
      free (body);
      pos.qsort ([] (const void *x, const void *y)
		 { return *(const int *) x - *(const int *) y; });
    }
  return pos;
}

void
fpscev_visit_body (struct walk *w, class loop *loop)
{
  const vec<int> &pos = loop_positions (w, loop);
  int depth = loop_depth (loop);
  w->budget -= pos.length ();
  for (int i : pos)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (w->a->fun, w->rpo[i]);
      class loop *inner = bb->loop_father;
      if (inner == loop)
	visit_block (w->a, bb);
      else
	{
	  inner = superloop_at_depth (inner, depth + 1);
	  if (bb == inner->header)
	    fpscev_visit_loop (w, inner);
	}
    }
}

/* Visit the blocks of A's function, N of them in the order of W's RPO:
   through the loop tree when GCC's loop structures are there.  */
static void
visit_function (struct walk *w)
{
  function *fun = w->a->fun;
  if (!loops_for_fn (fun))
    {
      for (int i = 0; i < w->n; i++)
	visit_block (w->a, BASIC_BLOCK_FOR_FN (fun, w->rpo[i]));
      return;
    }
  w->bodies = new vec<int>[number_of_loops (fun)] ();
  fpscev_visit_body (w, loops_for_fn (fun)->tree_root);
  for (unsigned i = 0; i < number_of_loops (fun); i++)
    w->bodies[i].release ();
  delete[] w->bodies;
}

void
fpscev_analyze (struct fpscev_analysis *a)
{
  struct walk w;
  function *fun = a->fun;
  calculate_dominance_info (CDI_DOMINATORS);
  visit_default_defs (a);
  w.a = a;
  w.rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  w.n = pre_and_rev_post_order_compute_fn (fun, NULL, w.rpo, false);
  a->order = XNEWVEC (int, last_basic_block_for_fn (fun));
  for (int i = 0; i < last_basic_block_for_fn (fun); i++)
    a->order[i] = -1;
  for (int i = 0; i < w.n; i++)
    a->order[w.rpo[i]] = i;
  w.budget = (long) WORK_PER_BLOCK * w.n + WORK_BASE;
  visit_function (&w);
  XDELETEVEC (w.rpo);
  XDELETEVEC (a->order);
  a->order = NULL;
  if (a->ranger)
    disable_ranger (fun);
  a->ranger = NULL;
}
