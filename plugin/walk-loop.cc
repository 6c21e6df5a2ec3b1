/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* walk-loop.cc -- the ranges of values carried round loops.

   A loop whose header has float PHI nodes is visited as a unit, until its
   header PHIs hold every value that comes round its back edges: the first
   visits join the new values in, later ones widen (fr_widen) so that the
   iteration ends, and a last visit tries the narrower range the back
   edges give (a `while (f < 100)` loop).  Then a PHI x = PHI <init,
   x + s> (x - s, x * s), with a bound on the latch executions from GCC's
   niter analysis, is bounded from the range s has in every iteration
   (fr_additive_recurrence, fr_geometric_recurrence), and the loop is
   visited once more with the narrower range.  A loop nest whose work
   exceeds the function's budget gets unknown header PHIs.
   doc/fpscev.texi (Loop-carried values) gives the argument.  */

#include "compat.h"
#include "engine.h"
#include "gcc-later.h"
#include "walk.h"

/* Visits that only join before widening starts, and the most visits of a
   loop (each of its inner loops included) before its PHIs are given up.  */
#define JOIN_VISITS 3
#define MAX_VISITS 10

/* A float PHI node of a loop's header, with its value.  */
struct header_phi
{
  gphi *phi;
  struct fpscev_value *v;
  fr_range entry;	/* The union of the values from outside the loop.  */
  fr_range next;	/* ENTRY joined with the back edges' values.  */
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
      fpscev_range_temp t;
      fr_union (&h->entry, &h->entry,
		fpscev_operand_range_on_edge (w->a,
					      gimple_phi_arg_def (h->phi, i),
					      e, &t));
    }
  fpscev_apply_fp_options (&w->a->fp, &h->entry);
  return true;
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
      fpscev_range_temp t;
      if (flow_bb_inside_loop_p (loop, e->src))
	fr_union (&h->next, &h->next,
		  fpscev_operand_range_on_edge (w->a,
						gimple_phi_arg_def (h->phi, i),
						e, &t));
    }
  fpscev_apply_fp_options (&w->a->fp, &h->next);
}

/* The assignment x OP s (x - s, s + x, x * s or s * x; OP in *CODE) that
   H's PHI x takes on every back edge of LOOP, with the step s in *STEP; or
   NULL.  */
static gassign *
recurrence_stmt (class loop *loop, struct header_phi *h, tree *step,
		 enum tree_code *code)
{
  tree res = gimple_phi_result (h->phi), next = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (h->phi); i++)
    if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (h->phi, i)->src))
      {
	tree arg = gimple_phi_arg_def (h->phi, i);
	if (next && arg != next)
	  return NULL;
	next = arg;
      }
  if (!next || TREE_CODE (next) != SSA_NAME)
    return NULL;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (next));
  if (!def || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return NULL;
  *code = gimple_assign_rhs_code (def);
  if (*code != PLUS_EXPR && *code != MINUS_EXPR && *code != MULT_EXPR)
    return NULL;
  if (gimple_assign_rhs1 (def) == res)
    *step = gimple_assign_rhs2 (def);
  else if (*code != MINUS_EXPR && gimple_assign_rhs2 (def) == res)
    *step = gimple_assign_rhs1 (def);
  else
    return NULL;
  return def;
}

/* If H's PHI is a recurrence (recurrence_stmt) and GCC bounds LOOP's
   latch executions, bound into R the values of x in every iteration, from
   H->entry and the range of s, and return true.  The range of s is the
   last visit's, which holds in every iteration once the PHIs are a
   post-fixpoint (s may depend on x).  (Under -fassociative-math such PHIs
   are unknown: see fpscev_reassociable_recurrence_p.)  */
static bool
recurrence (struct walk *w, class loop *loop, struct header_phi *h,
	    fr_range *r, const char **rule)
{
  struct fpscev_analysis *a = w->a;
  widest_int nit;
  tree step;
  enum tree_code code;
  if (!scev_initialized_p () || !recurrence_stmt (loop, h, &step, &code)
      || !max_loop_iterations (loop, &nit) || !wi::fits_uhwi_p (nit))
    return false;
  fpscev_range_temp t;
  const fr_range *s = fpscev_operand_range (a, step, NULL, &t);
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
      bool fused = fpscev_fusable_operand_p (&a->fp, step);
      bounded = fr_additive_recurrence (r, &h->entry, s, code == MINUS_EXPR,
					fused, nit.to_uhwi ());
      *rule = "additive recurrence bounded by the trip count";
    }
  if (bounded)
    fpscev_apply_fp_options (&a->fp, r);
  return bounded;
}

/* Give the non-fixed PHIs of HS the unknown range, as RULE says.  */
static void
give_up (struct walk *w, vec<header_phi> &hs, const char *rule)
{
  for (header_phi &h : hs)
    if (!h.fixed)
      {
	fpscev_set_unknown (&w->a->fp, &h.v->r);
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

/* Phase 1: the float PHIs of LOOP's header into HS, each with the range
   that enters LOOP, or fixed as unknown when it is not iterated.  */
static void
start_header_phis (struct walk *w, class loop *loop, vec<header_phi> &hs)
{
  bool irreducible = (loop->header->flags & BB_IRREDUCIBLE_LOOP) != 0;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      fpscev_value *v = fpscev_phi_value (w->a, gsi.phi ());
      if (!v)
	continue;
      header_phi h = { gsi.phi (), v, {}, {}, false };
      fr_init (&h.entry, fr_format_of (&v->r));
      fr_init (&h.next, fr_format_of (&v->r));
      const char *unknown = NULL;
      if (fpscev_reassociable_recurrence_p (&w->a->fp, loop, h.phi))
	unknown = "loop phi: reassociable recurrence";
      else if (irreducible || !entry_range (w, loop, &h) || w->budget <= 0)
	unknown = "loop phi, not iterated";
      if (unknown)
	{
	  fpscev_set_unknown (&w->a->fp, &v->r);
	  v->rule = unknown;
	  h.fixed = true;
	}
      else
	{
	  fr_copy (&v->r, &h.entry);
	  v->rule = "loop phi: fixpoint";
	}
      hs.safe_push (h);
    }
}

/* Phase 2: visit LOOP until HS hold every value that comes round its back
   edges, joining the new values in, then widening; give up after
   MAX_VISITS visits or when the budget runs out.  */
static void
iterate_to_fixpoint (struct walk *w, class loop *loop, vec<header_phi> &hs)
{
  for (int visit = 1;; visit++)
    {
      fpscev_visit_body (w, loop);
      if (stable_p (w, loop, hs))
	return;
      if (visit == MAX_VISITS || w->budget <= 0)
	{
	  give_up (w, hs, "loop phi: iteration limit");
	  fpscev_visit_body (w, loop);
	  return;
	}
      for (header_phi &h : hs)
	if (!h.fixed && visit < JOIN_VISITS)
	  fr_union (&h.v->r, &h.v->r, &h.next);
	else if (!h.fixed)
	  {
	    fr_widen (&h.v->r, &h.v->r, &h.next);
	    h.v->rule = "loop phi: widened fixpoint";
	  }
    }
}

/* Restore the ranges of the non-fixed PHIs of HS from SAVED.  */
static void
restore_ranges (vec<header_phi> &hs, const vec<fr_range> &saved)
{
  for (unsigned i = 0; i < hs.length (); i++)
    if (!hs[i].fixed)
      fr_copy (&hs[i].v->r, &saved[i]);
}

/* Phase 3: the back edges' values (the NEXT ranges of HS) may be tighter
   than the widened ranges; keep them if they are a fixpoint too.  */
static void
try_narrowing (struct walk *w, class loop *loop, vec<header_phi> &hs)
{
  auto_vec<fr_range> saved;
  bool narrower = false;
  for (header_phi &h : hs)
    {
      fr_range s;
      fr_init (&s, fr_format_of (&h.v->r));
      fr_copy (&s, &h.v->r);
      saved.safe_push (s);
      if (!h.fixed && !fr_subset_p (&h.v->r, &h.next))
	{
	  narrower = true;
	  fr_copy (&h.v->r, &h.next);
	}
    }
  if (narrower && w->budget > 0)
    {
      fpscev_visit_body (w, loop);
      if (!stable_p (w, loop, hs))
	{
	  restore_ranges (hs, saved);
	  fpscev_visit_body (w, loop);
	}
      else
	for (header_phi &h : hs)
	  if (!h.fixed)
	    h.v->rule = "loop phi: narrowed fixpoint";
    }
  else if (narrower)
    restore_ranges (hs, saved);
  for (fr_range &s : saved)
    fr_clear (&s);
}

/* Phase 4: recurrences, bounded from the trip count and the steps'
   ranges, which now hold in every iteration; one more visit passes the
   narrower ranges on.  */
static void
bound_recurrences (struct walk *w, class loop *loop, vec<header_phi> &hs)
{
  bool tighter = false;
  for (header_phi &h : hs)
    {
      const char *rule;
      fpscev_range_temp t;
      fr_range *bound = t.get (fr_format_of (&h.v->r));
      if (h.fixed || !recurrence (w, loop, &h, bound, &rule))
	continue;
      fr_intersect (bound, bound, &h.v->r);
      if (!fr_equal_p (bound, &h.v->r))
	{
	  fr_copy (&h.v->r, bound);
	  h.v->rule = rule;
	  tighter = true;
	}
    }
  if (tighter)
    fpscev_visit_body (w, loop);
}

void
fpscev_visit_loop (struct walk *w, class loop *loop)
{
  auto_vec<header_phi> hs;
  start_header_phis (w, loop, hs);
  iterate_to_fixpoint (w, loop, hs);
  try_narrowing (w, loop, hs);
  bound_recurrences (w, loop, hs);
  for (header_phi &h : hs)
    {
      fr_clear (&h.entry);
      fr_clear (&h.next);
    }
}
