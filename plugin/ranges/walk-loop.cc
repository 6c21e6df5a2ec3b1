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
   x + s> (x - s, x * s), or more generally one whose back edges' values
   are x changed by additions (or multiplications) in the loop and its
   inner loops, with bounds on the latch executions from GCC's niter
   analysis, is bounded from the ranges the steps have in every iteration
   (fr_additive_recurrence, fr_geometric_recurrence), and the loop is
   visited once more with the narrower range.  A loop nest whose work
   exceeds the function's budget gets unknown header PHIs.
   doc/fpscev.texi (Loop-carried values) gives the argument.  */

#include "compat.h"
#include "engine.h"
#include "gcc-later.h"
#include "nest-sum.h"
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

/* The most SSA names an accumulation (below) may run through.  */
#define MAX_CHAIN_NAMES 64

/* An accumulation into a header PHI x of a loop: every value that comes
   round the loop's back edges is x changed by additions and subtractions
   (KIND PLUS_EXPR) or by multiplications (MULT_EXPR) in the loop and its
   inner loops, joined by PHIs: x = PHI <init, x + s>, a conditional
   x += s, the sum of the inner sums of a loop nest.  */
struct accumulation
{
  /* ERROR_MARK until the first operation is found.  */
  enum tree_code kind;
  /* A step's product may be fused into its addition.  */
  bool fused;
  /* The union of the steps (negated for subtractions) or factors.  */
  fr_range steps;
  /* The most executions of the accumulation's operations in one
     iteration of the loop.  */
  widest_int per_iteration;
  /* The SSA names of the accumulation found so far.  */
  hash_set<tree> names;
  /* The number of its operations, the last one found and its step.  */
  unsigned operations;
  gimple *operation;
  tree step;
};

/* Whether STMT is an assignment of an operation an accumulation may
   apply.  */
static bool
accumulating_stmt_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return false;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  return code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR;
}

/* Into F, the SSA names inside LOOP that the value of X reaches through
   PHIs (other than those of LOOP's header) and accumulating_stmt_p
   operations; false if there are more than MAX_CHAIN_NAMES.  */
static bool
reached_names (class loop *loop, tree x, hash_set<tree> &f)
{
  auto_vec<tree> work;
  f.add (x);
  work.safe_push (x);
  while (!work.is_empty ())
    {
      tree name = work.pop ();
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, name)
	{
	  gimple *stmt = USE_STMT (use);
	  basic_block bb = gimple_bb (stmt);
	  if ((!is_a<gphi *> (stmt) && !accumulating_stmt_p (stmt))
	      || !flow_bb_inside_loop_p (loop, bb) || bb == loop->header)
	    continue;
	  tree lhs = gimple_get_lhs (stmt);
	  if (TREE_CODE (lhs) != SSA_NAME || f.add (lhs))
	    continue;
	  if (f.elements () > MAX_CHAIN_NAMES)
	    return false;
	  work.safe_push (lhs);
	}
    }
  return true;
}

/* Into *N, the most executions of a statement of BB in one iteration of
   LOOP, which contains it: the product of the trip counts (latch
   executions plus one) of the loops inside LOOP that contain BB, as GCC's
   niter analysis bounds them; false if one is not bounded, or BB is in an
   irreducible region (not a loop).  */
static bool
executions_per_iteration (class loop *loop, basic_block bb, widest_int *n)
{
  *n = 1;
  if (bb->flags & BB_IRREDUCIBLE_LOOP)
    return false;
  for (class loop *l = bb->loop_father; l != loop; l = loop_outer (l))
    {
      widest_int nit;
      if (!max_loop_iterations (l, &nit))
	return false;
      *n *= nit + 1;
      if (!wi::fits_uhwi_p (*n))
	return false;
    }
  return true;
}

/* Add the step (or factor) of DEF, an operation of ACC inside LOOP, to
   ACC; return its operand that carries the accumulated value, the one
   among the names F reached from the PHI, or NULL_TREE if DEF is not an
   operation of an accumulation.  */
static tree
add_operation (struct walk *w, class loop *loop, gimple *def,
	       hash_set<tree> &f, struct accumulation *acc)
{
  widest_int n;
  if (!accumulating_stmt_p (def)
      || !executions_per_iteration (loop, gimple_bb (def), &n))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  enum tree_code kind = code == MULT_EXPR ? MULT_EXPR : PLUS_EXPR;
  tree op1 = gimple_assign_rhs1 (def), op2 = gimple_assign_rhs2 (def);
  bool first = f.contains (op1);
  if ((acc->kind != ERROR_MARK && acc->kind != kind)
      || first == f.contains (op2) || (code == MINUS_EXPR && !first))
    return NULL_TREE;
  acc->kind = kind;
  tree step = first ? op2 : op1;
  fpscev_range_temp t, neg;
  const fr_range *s = fpscev_operand_range (w->a, step, def, &t);
  if (!s)
    return NULL_TREE;
  if (code == MINUS_EXPR)
    {
      fr_neg (neg.get (fr_format_of (s)), s);
      s = neg.get (fr_format_of (s));
    }
  fr_union (&acc->steps, &acc->steps, s);
  if (kind == PLUS_EXPR)
    acc->fused |= fpscev_fusable_operand_p (&w->a->fp, step);
  acc->per_iteration += n;
  acc->operations++;
  acc->operation = def;
  acc->step = code == MINUS_EXPR ? NULL_TREE : step;
  return first ? op1 : op2;
}

/* Whether NAME, a value that flows into H's PHI round LOOP's back edges,
   derives from the PHI only through PHIs and operations of ACC (added to
   ACC); push the names it derives from on WORK.  F is as for
   add_operation.  */
static bool
follow_name (struct walk *w, class loop *loop, struct header_phi *h,
	     tree name, hash_set<tree> &f, struct accumulation *acc,
	     vec<tree> &work)
{
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  if (name == gimple_phi_result (h->phi) || acc->names.add (name))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (loop, bb)
      || acc->names.elements () > MAX_CHAIN_NAMES)
    return false;
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	work.safe_push (gimple_phi_arg_def (phi, i));
      return true;
    }
  tree carried = add_operation (w, loop, def, f, acc);
  if (carried)
    work.safe_push (carried);
  return carried != NULL_TREE;
}

/* Whether H's PHI in LOOP is an accumulation; fill ACC in.  */
static bool
find_accumulation (struct walk *w, class loop *loop, struct header_phi *h,
		   struct accumulation *acc)
{
  hash_set<tree> f;
  if (!reached_names (loop, gimple_phi_result (h->phi), f))
    return false;
  auto_vec<tree> work;
  for (unsigned i = 0; i < gimple_phi_num_args (h->phi); i++)
    if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (h->phi, i)->src))
      work.safe_push (gimple_phi_arg_def (h->phi, i));
  while (!work.is_empty ())
    if (!follow_name (w, loop, h, work.pop (), f, acc, work))
      return false;
  return acc->kind != ERROR_MARK;
}

/* Where ACC is a single addition in an inner loop of LOOP whose step is
   a polynomial of that loop's counter, narrow R (BOUNDED: already a
   bound; else set it) by the sum of the steps over the nest
   (fpscev_nest_sum_bound), LOOP's latch running at most NIT times; return
   whether R is a bound, RULE then saying which.  */
static bool
nest_sum (struct walk *w, class loop *loop, struct header_phi *h,
	  const struct accumulation *acc, unsigned HOST_WIDE_INT nit,
	  bool bounded, fr_range *r, const char **rule)
{
  fpscev_range_temp t;
  fr_range *sum = t.get (fr_format_of (r));
  if (acc->operations != 1 || !acc->step
      || !fpscev_nest_sum_bound (w->a, loop, acc->operation, acc->step, nit,
				 &h->entry, &acc->steps, acc->fused, sum))
    return false;
  if (bounded)
    fr_intersect (sum, sum, r);
  if (!bounded || !fr_equal_p (sum, r))
    *rule = "additive recurrence bounded by the nest's sum of steps";
  fr_copy (r, sum);
  return true;
}

/* If H's PHI is an accumulation and GCC bounds LOOP's latch executions,
   bound into R the values of x in every iteration, from H->entry and the
   ranges of the steps, and return true.  The steps' ranges are the last
   visit's, which hold in every iteration once the PHIs are a
   post-fixpoint (a step may depend on x).  Each value of x is x_0
   changed by at most N = (latch executions) * per_iteration operations in
   turn, each rounded: a recurrence of N steps.  (Under -fassociative-math
   GCC may regroup the operations: no bound.)  */
static bool
recurrence (struct walk *w, class loop *loop, struct header_phi *h,
	    fr_range *r, const char **rule)
{
  struct fpscev_analysis *a = w->a;
  widest_int nit;
  if (!scev_initialized_p () || a->fp.associative
      || !max_loop_iterations (loop, &nit))
    return false;
  struct accumulation acc;
  acc.kind = ERROR_MARK;
  acc.fused = false;
  acc.per_iteration = 0;
  acc.operations = 0;
  fr_init (&acc.steps, fr_format_of (r));
  fr_set_empty (&acc.steps);
  bool bounded = false;
  if (find_accumulation (w, loop, h, &acc))
    {
      widest_int n = nit * acc.per_iteration;
      if (!wi::fits_uhwi_p (n))
	;
      else if (acc.kind == MULT_EXPR)
	{
	  bounded = fr_geometric_recurrence (r, &h->entry, &acc.steps,
					     n.to_uhwi ());
	  *rule = "geometric recurrence bounded by the trip counts";
	}
      else
	{
	  bounded = fr_additive_recurrence (r, &h->entry, &acc.steps, false,
					    acc.fused, n.to_uhwi ());
	  *rule = "additive recurrence bounded by the trip counts";
	}
      if (acc.kind == PLUS_EXPR && wi::fits_uhwi_p (nit))
	bounded |= nest_sum (w, loop, h, &acc, nit.to_uhwi (), bounded, r,
			     rule);
    }
  fr_clear (&acc.steps);
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
