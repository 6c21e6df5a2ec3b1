/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* final-value.cc -- closed-form final values of polynomial accumulations
   (fvr), with a cost guard that keeps small trip counts fast: the driver.

   For a loop with one exit, a known number of latch executions N and no
   side effects (fvr-analyze.cc), every value the loop leaves to the code
   after it is summarised as a polynomial chrec {p0, +, ..., +, pk}
   (chrec-build.cc, through inner loops with chrec-nest.cc); its value at
   the exit is

     f(N) = p0 * C(N, 0) + p1 * C(N, 1) + ... + pk * C(N, k)

   emitted as GIMPLE (chrec-apply.cc) on the exit edge, so that the loop's
   results become unused and the loop pipeline's dead code elimination
   deletes it.

   Nests are taken from the outside in: a nest replaced as a whole needs
   no work on its inner loops, and a nest kept behind a guard keeps its
   inner loops for small counts, where each is replaced on its own.  Each
   loop goes through three steps: analyze (fvr-analyze.cc),
   plan (the closed forms, their cost against the loop's and the decision,
   fvr-cost.cc) and apply (the CFG rewrite, fvr-rewrite.cc), reported to
   the dump file and -fopt-info by fvr-dump.cc.  */

#include "compat.h"
#include "fvr.h"
#include "final-value.h"

/* Analyse LOOP of FUN into FL; false (with the reason dumped) if its exit
   values cannot be replaced.  */
static bool
analyze (function *fun, class loop *loop, struct fvr_loop *fl)
{
  if (!fvr_analyze_loop (fun, loop, fl))
    {
      fvr_dump_not_replaced (fl);
      return false;
    }
  fvr_dump_summaries (fl);
  return true;
}

/* Build the closed forms of FL's exit values into FL's closed_seq; false
   (with FL's why set) if one cannot be built.  */
static bool
build_closed_forms (struct fvr_loop *fl)
{
  gimple_seq seq = NULL;
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      exit_value *v = &fl->values[i];
      v->closed = fvr_chrec_apply (&seq, &v->ch, fl->n, TREE_TYPE (v->name));
      if (!v->closed)
	{
	  gimple_seq_discard (seq);
	  fl->why = "no integer type wide enough";
	  fl->where = v->name;
	  return false;
	}
    }
  fl->closed_seq = seq;
  return true;
}

/* Whether the statements of SEQ are what GCC's own final value
   replacement (tree-scalar-evolution.cc) computes too: no division but
   by a power of two, which its expression_expensive_p refuses.  */
static bool
cheap_for_gcc_p (gimple_seq seq)
{
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gassign *as = dyn_cast<gassign *> (gsi_stmt (gsi));
      if (!as)
	return false;
      enum tree_code code = gimple_assign_rhs_code (as);
      if ((code == TRUNC_DIV_EXPR || code == CEIL_DIV_EXPR
	   || code == FLOOR_DIV_EXPR || code == ROUND_DIV_EXPR
	   || code == EXACT_DIV_EXPR || code == TRUNC_MOD_EXPR)
	  && !integer_pow2p (gimple_assign_rhs2 (as)))
	return false;
    }
  return true;
}

/* Whether GCC's own final value replacement, which runs after fpscev,
   replaces FL's exit values the same way: integer (or pointer) values of
   degree at most 1, an affine induction variable, replaced without a
   guard, with a trip count GCC finds cheap.  Such loops are left to GCC,
   so that fpscev claims only the changes GCC would not make.  */
static bool
left_to_gcc_p (const struct fvr_loop *fl, enum fvr_decision decision)
{
  if (decision != FVR_REPLACE || fl->values[0].ch.degree > 1
      || !cheap_for_gcc_p (fl->niter_seq))
    return false;
  for (unsigned i = 0; i < fl->values.length (); i++)
    if (!INTEGRAL_TYPE_P (TREE_TYPE (fl->values[i].name))
	&& !POINTER_TYPE_P (TREE_TYPE (fl->values[i].name)))
      return false;
  return true;
}

/* Plan the change of FL's analysed loop: build the closed forms, weigh
   them against the loop and decide.  The sequences built are released
   when the decision is to keep the loop.  */
static enum fvr_decision
plan (struct fvr_loop *fl)
{
  if (!build_closed_forms (fl))
    {
      gimple_seq_discard (fl->niter_seq);
      fvr_dump_not_replaced (fl);
      return FVR_KEEP;
    }
  fvr_dump_closed_forms (fl);
  fvr_set_threshold (fl);
  fvr_dump_cost (fl);
  char why[128];
  enum fvr_decision decision = fvr_decide (fl, fpscev_opts.fvr, why,
					   sizeof why);
  if (left_to_gcc_p (fl, decision))
    {
      decision = FVR_KEEP;
      snprintf (why, sizeof why, "degree 1, left to GCC's final value "
		"replacement");
    }
  fvr_dump_decision (fl, decision, why);
  if (decision == FVR_KEEP)
    {
      gimple_seq_discard (fl->niter_seq);
      gimple_seq_discard (fl->closed_seq);
    }
  return decision;
}

/* Apply DECISION (to replace, statically or behind the guard) to FL's
   loop, and report the change.  */
static void
apply (struct fvr_loop *fl, enum fvr_decision decision)
{
  gcc_checking_assert (decision != FVR_KEEP);
  /* The exit test, where the report points.  */
  gimple *exit_test = fpscev_last_stmt (fl->exit->src);
  if (decision == FVR_GUARD)
    fvr_replace_guarded (fl);
  else
    fvr_replace_statically (fl);
  fvr_report_change (fl, exit_test, decision);
}

/* Analyse LOOP of FUN, decide and replace its exit values; return the
   decision.  */
static enum fvr_decision
process_loop (function *fun, class loop *loop)
{
  struct fvr_loop fl;
  calculate_dominance_info (CDI_DOMINATORS);
  if (!analyze (fun, loop, &fl))
    return FVR_KEEP;
  enum fvr_decision decision = plan (&fl);
  if (decision != FVR_KEEP)
    {
      apply (&fl, decision);
      scev_reset ();
    }
  return decision;
}

/* Report that the loops nested in LOOP go with it: LOOP's closed forms
   replace the whole nest.  */
static void
dump_nested_replaced (class loop *loop)
{
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    {
      struct fvr_loop fl;
      fl.loop = inner;
      fl.why = "enclosing loop replaced";
      fl.where = NULL_TREE;
      fvr_dump_not_replaced (&fl);
      dump_nested_replaced (inner);
    }
}

/* Process the nest of LOOP of FUN from the outside in: LOOP, then, unless
   its closed forms replace it outright, each loop nested in it (the loop
   kept behind a guard still runs them at small counts).  Return the
   number of loops changed.  */
static unsigned
process_nest (function *fun, class loop *loop)
{
  enum fvr_decision decision = process_loop (fun, loop);
  if (decision == FVR_REPLACE)
    {
      dump_nested_replaced (loop);
      return 1;
    }
  auto_vec<class loop *> inner;
  for (class loop *l = loop->inner; l; l = l->next)
    inner.safe_push (l);
  unsigned changed = decision == FVR_GUARD;
  for (unsigned i = 0; i < inner.length (); i++)
    changed += process_nest (fun, inner[i]);
  return changed;
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
  auto_vec<class loop *> outermost;
  for (class loop *l = current_loops->tree_root->inner; l; l = l->next)
    outermost.safe_push (l);
  unsigned changed = 0;
  for (unsigned i = 0; i < outermost.length (); i++)
    changed += process_nest (fun, outermost[i]);
  scev_finalize ();
  loop_optimizer_finalize (fun);
  if (dump_file && changed)
    fprintf (dump_file, ";; fvr: %u loops changed\n", changed);
  return changed;
}
