/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* walk.cc -- the order in which the engine computes the ranges of a
   function, and the ranges of values carried round loops.

   The blocks are visited in reverse post-order.  A loop whose header has
   float PHI nodes is visited as a unit, until its header PHIs hold every
   value that comes round its back edges: the first visits join the new
   values in, later ones widen (fr_widen) so that the iteration ends, and a
   last visit tries the narrower range the back edges give (a `while (f <
   100)` loop).  Then a PHI x = PHI <init, x + s> (x - s, x * s), with a
   bound on the latch executions from GCC's niter analysis, is bounded from
   the range s has in every iteration (fr_additive_recurrence,
   fr_geometric_recurrence), and the loop is visited once more with the
   narrower range.  A loop nest whose work exceeds the function's budget
   gets unknown header PHIs.  doc/fpscev.texi (Loop-carried values) gives
   the argument.  */

#include "compat.h"
#include "engine.h"
#include "transfer.h"

/* Visits that only join before widening starts, and the most visits of a
   loop (each of its inner loops included) before its PHIs are given up.  */
#define JOIN_VISITS 3
#define MAX_VISITS 10
/* The work budget, in block visits, is this many times the number of
   blocks, plus WORK_BASE.  */
#define WORK_PER_BLOCK 8
#define WORK_BASE 1024

/* The state of the walk over one function.  */
struct walk
{
  struct fpscev_analysis *a;
  /* The blocks in reverse post-order (indices), N of them.  */
  int *rpo;
  int n;
  /* The positions in RPO of the blocks of each loop (by number), sorted;
     computed on the loop's first visit.  */
  vec<int> *bodies;
  /* Block visits left.  */
  long budget;
};

static void visit_loop (struct walk *w, class loop *loop);

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

/* Visit once the blocks of LOOP in the walk's order: its own blocks
   directly, each inner loop through visit_loop from its header.  */
static void
visit_body (struct walk *w, class loop *loop)
{
  const vec<int> &pos = loop_positions (w, loop);
  int depth = loop_depth (loop);
  w->budget -= pos.length ();
  for (int i : pos)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (w->a->fun, w->rpo[i]);
      class loop *inner = bb->loop_father;
      if (inner == loop)
	fpscev_visit_block (w->a, bb);
      else
	{
	  inner = superloop_at_depth (inner, depth + 1);
	  if (bb == inner->header)
	    visit_loop (w, inner);
	}
    }
}

/* The float PHI nodes of LOOP's header with their values.  */
struct header_phi
{
  gphi *phi;
  struct fpscev_value *v;
  fr_range entry;	/* The union of the values from outside LOOP.  */
  fr_range next;	/* ENTRY joined with the back edges' values.  */
  fr_range saved;	/* The range before a narrowing attempt.  */
  bool fixed;		/* V not iterated (unknown).  */
};

/* Set H->entry to the union of the arguments of H's PHI on the edges that
   enter LOOP; false if one of them is retreating (an irreducible entry).  */
static bool
entry_range (struct walk *w, class loop *loop, struct header_phi *h)
{
  fr_set_empty (&h->entry);
  for (unsigned i = 0; i < gimple_phi_num_args (h->phi); i++)
    {
      edge e = gimple_phi_arg_edge (h->phi, i);
      if (flow_bb_inside_loop_p (loop, e->src))
	continue;
      if (fpscev_retreating_edge_p (w->a, e))
	return false;
      fr_union (&h->entry, &h->entry,
		fpscev_operand_range_on_edge (w->a,
					      gimple_phi_arg_def (h->phi, i),
					      e, 0));
    }
  fpscev_apply_fp_options (w->a, &h->entry);
  return true;
}

/* Whether PHI, of LOOP's header, takes on a back edge of LOOP the result
   of an addition, subtraction, multiplication or negation: under
   -fassociative-math GCC may unroll LOOP and reassociate the chain that
   then runs through the iterations, or replace the value after LOOP by a
   closed form, so that the values are no longer those the iterations
   compute one by one.  */
static bool
reassociable_recurrence_p (class loop *loop, gphi *phi)
{
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, i)->src)
	  && TREE_CODE (arg) == SSA_NAME
	  && fpscev_chain_op_p (SSA_NAME_DEF_STMT (arg)))
	return true;
    }
  return false;
}

/* Set H->next to H->entry joined with the arguments of H's PHI on LOOP's
   back edges, as the last visit computed them.  */
static void
next_range (struct walk *w, class loop *loop, struct header_phi *h)
{
  fr_copy (&h->next, &h->entry);
  for (unsigned i = 0; i < gimple_phi_num_args (h->phi); i++)
    {
      edge e = gimple_phi_arg_edge (h->phi, i);
      if (flow_bb_inside_loop_p (loop, e->src))
	fr_union (&h->next, &h->next,
		  fpscev_operand_range_on_edge (w->a,
						gimple_phi_arg_def (h->phi, i),
						e, 0));
    }
  fpscev_apply_fp_options (w->a, &h->next);
}

/* If H's PHI is a recurrence x = PHI <init, x + s> (x - s, s + x, x * s
   or s * x) and GCC bounds LOOP's latch executions, bound into R the
   values of x in every iteration, from H->entry and the range of s, and
   return true.  The range of s is the last visit's, which holds in every
   iteration once the PHIs are a post-fixpoint (s may depend on x).
   (Under -fassociative-math such PHIs are unknown: see
   reassociable_recurrence_p.)  */
static bool
recurrence (struct walk *w, class loop *loop, struct header_phi *h,
	    fr_range *r, const char **rule)
{
  struct fpscev_analysis *a = w->a;
  tree res = gimple_phi_result (h->phi), next = NULL_TREE;
  widest_int nit;
  if (!scev_initialized_p ())
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (h->phi); i++)
    if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (h->phi, i)->src))
      {
	tree arg = gimple_phi_arg_def (h->phi, i);
	if (next && arg != next)
	  return false;
	next = arg;
      }
  if (!next || TREE_CODE (next) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (next));
  if (!def || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR)
    return false;
  tree step;
  if (gimple_assign_rhs1 (def) == res)
    step = gimple_assign_rhs2 (def);
  else if (code != MINUS_EXPR && gimple_assign_rhs2 (def) == res)
    step = gimple_assign_rhs1 (def);
  else
    return false;
  if (!max_loop_iterations (loop, &nit) || !wi::fits_uhwi_p (nit))
    return false;
  gimple *at = a->at;
  a->at = NULL;
  const fr_range *s = fpscev_operand_range (a, step, 0);
  a->at = at;
  if (!s)
    return false;
  bool bounded;
  if (code == MULT_EXPR)
    {
      bounded = fr_geometric_recurrence (r, &h->entry, s, nit.to_uhwi ());
      *rule = "geometric recurrence bounded by the trip count";
    }
  else
    {
      tree x, y;
      bool neg;
      bool fused = (a->fp.contract
		    && fpscev_contractible_product (step, &x, &y, &neg));
      bounded = fr_additive_recurrence (r, &h->entry, s, code == MINUS_EXPR,
					fused, nit.to_uhwi ());
      *rule = "additive recurrence bounded by the trip count";
    }
  if (bounded)
    fpscev_apply_fp_options (a, r);
  return bounded;
}

/* Give the non-fixed PHIs of HS the unknown range, as RULE says.  */
static void
give_up (struct walk *w, vec<header_phi> &hs, const char *rule)
{
  for (header_phi &h : hs)
    if (!h.fixed)
      {
	fpscev_set_unknown (w->a, &h.v->r);
	h.v->rule = rule;
      }
}

/* Compute the non-fixed PHIs' NEXT ranges after a visit of LOOP; return
   whether every one lies in its PHI's range (a post-fixpoint: the ranges
   computed in the visit hold in every iteration).  */
static bool
stable_p (struct walk *w, class loop *loop, vec<header_phi> &hs)
{
  bool stable = true;
  for (header_phi &h : hs)
    if (!h.fixed)
      {
	next_range (w, loop, &h);
	stable &= fr_subset_p (&h.next, &h.v->r);
      }
  return stable;
}

/* Visit LOOP until the ranges of its header's float PHIs hold every value
   that comes round its back edges, then try once the narrower ranges that
   the back edges give.  */
static void
visit_loop (struct walk *w, class loop *loop)
{
  auto_vec<header_phi> hs;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      fpscev_value *v = fpscev_phi_value (w->a, gsi.phi ());
      if (!v)
	continue;
      header_phi h;
      h.phi = gsi.phi ();
      h.v = v;
      h.fixed = false;
      fr_init (&h.entry, v->r.fmt);
      fr_init (&h.next, v->r.fmt);
      fr_init (&h.saved, v->r.fmt);
      hs.safe_push (h);
    }
  bool irreducible = (loop->header->flags & BB_IRREDUCIBLE_LOOP) != 0;
  for (header_phi &h : hs)
    {
      const char *unknown = NULL;
      if (w->a->fp.associative && reassociable_recurrence_p (loop, h.phi))
	unknown = "loop phi: reassociable recurrence";
      else if (irreducible || !entry_range (w, loop, &h) || w->budget <= 0)
	unknown = "loop phi, not iterated";
      if (unknown)
	{
	  fpscev_set_unknown (w->a, &h.v->r);
	  h.v->rule = unknown;
	  h.fixed = true;
	  continue;
	}
      fr_copy (&h.v->r, &h.entry);
      h.v->rule = "loop phi: fixpoint";
    }
  for (int visit = 1;; visit++)
    {
      visit_body (w, loop);
      if (stable_p (w, loop, hs))
	break;
      if (visit == MAX_VISITS || w->budget <= 0)
	{
	  give_up (w, hs, "loop phi: iteration limit");
	  visit_body (w, loop);
	  break;
	}
      for (header_phi &h : hs)
	if (!h.fixed)
	  {
	    if (visit < JOIN_VISITS)
	      fr_union (&h.v->r, &h.v->r, &h.next);
	    else
	      {
		fr_widen (&h.v->r, &h.v->r, &h.next);
		h.v->rule = "loop phi: widened fixpoint";
	      }
	  }
    }
  /* Narrowing: the back edges' values may be tighter than the widened
     ranges; keep them if they are a fixpoint too.  */
  bool narrower = false;
  for (header_phi &h : hs)
    if (!h.fixed && !fr_subset_p (&h.v->r, &h.next))
      {
	narrower = true;
	fr_copy (&h.saved, &h.v->r);
	fr_copy (&h.v->r, &h.next);
      }
  if (narrower && w->budget > 0)
    {
      visit_body (w, loop);
      if (!stable_p (w, loop, hs))
	{
	  for (header_phi &h : hs)
	    if (!h.fixed)
	      fr_copy (&h.v->r, &h.saved);
	  visit_body (w, loop);
	}
      else
	for (header_phi &h : hs)
	  if (!h.fixed)
	    h.v->rule = "loop phi: narrowed fixpoint";
    }
  else if (narrower)
    {
      for (header_phi &h : hs)
	if (!h.fixed)
	  fr_copy (&h.v->r, &h.saved);
    }
  /* Recurrences: bounded from the trip count and the steps' ranges, which
     now hold in every iteration; one more visit passes the narrower ranges
     on.  */
  bool tighter = false;
  for (header_phi &h : hs)
    {
      const char *rule;
      if (h.fixed || !recurrence (w, loop, &h, &h.saved, &rule))
	continue;
      fr_intersect (&h.saved, &h.saved, &h.v->r);
      if (!fr_equal_p (&h.saved, &h.v->r))
	{
	  fr_copy (&h.v->r, &h.saved);
	  h.v->rule = rule;
	  tighter = true;
	}
    }
  if (tighter)
    visit_body (w, loop);
  for (header_phi &h : hs)
    {
      fr_clear (&h.entry);
      fr_clear (&h.next);
      fr_clear (&h.saved);
    }
}

void
fpscev_analyze (struct fpscev_analysis *a)
{
  struct walk w;
  function *fun = a->fun;
  calculate_dominance_info (CDI_DOMINATORS);
  fpscev_visit_default_defs (a);
  w.a = a;
  w.rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  w.n = pre_and_rev_post_order_compute_fn (fun, NULL, w.rpo, false);
  a->order = XNEWVEC (int, last_basic_block_for_fn (fun));
  for (int i = 0; i < last_basic_block_for_fn (fun); i++)
    a->order[i] = -1;
  for (int i = 0; i < w.n; i++)
    a->order[w.rpo[i]] = i;
  w.budget = (long) WORK_PER_BLOCK * w.n + WORK_BASE;
  if (loops_for_fn (fun))
    {
      w.bodies = new vec<int>[number_of_loops (fun)] ();
      visit_body (&w, loops_for_fn (fun)->tree_root);
      for (unsigned i = 0; i < number_of_loops (fun); i++)
	w.bodies[i].release ();
      delete[] w.bodies;
    }
  else
    for (int i = 0; i < w.n; i++)
      fpscev_visit_block (a, BASIC_BLOCK_FOR_FN (fun, w.rpo[i]));
  XDELETEVEC (w.rpo);
  XDELETEVEC (a->order);
  a->order = NULL;
  if (a->ranger)
    disable_ranger (fun);
  a->ranger = NULL;
}
