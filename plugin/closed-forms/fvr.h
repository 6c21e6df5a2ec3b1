/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fvr.h -- what the parts of the final value replacement share: the
   state of one loop, and the steps the driver (final-value.cc) runs on
   it: analyze (fvr-analyze.cc), plan (fvr-cost.cc), apply
   (fvr-rewrite.cc), with the reports of fvr-dump.cc.  Private to those
   files; the pass sees final-value.h.  */

#ifndef FPSCEV_FVR_H
#define FPSCEV_FVR_H

#include "options.h"
#include "chrec.h"

/* A value of the loop used after it, its summary and its closed form.  */
struct exit_value
{
  tree name;
  struct fvr_chrec ch;
  tree closed;
  /* Its value after one iteration, where the guarded version takes
     count 1 apart (fvr_loop's first_skip).  */
  tree once;
};

/* What the analysis of one loop found, and the plan for it.  */
struct fvr_loop
{
  class loop *loop;
  edge exit;
  class tree_niter_desc desc;
  /* The conditions on values before the loop under which DESC's count
     holds (an unsigned counter that must not wrap, a step that must
     divide the distance), NULL_TREE if it always does.  */
  tree assumptions;
  auto_vec<exit_value> values;
  /* The computation of N (latch executions, 0 if may_be_zero) into N.  */
  gimple_seq niter_seq;
  tree n;
  /* The closed forms.  */
  gimple_seq closed_seq;
  int loop_cost;
  int closed_cost;
  unsigned HOST_WIDE_INT threshold;
  /* The guard of the guarded version: a condition on values before the
     loop, computed by GUARD_SEQ, which costs GUARD_COST.  */
  tree guard;
  gimple_seq guard_seq;
  int guard_cost;
  /* The test before the loop that skips it (at count 0), when one
     iteration leaves the values after the loop as they are when it is
     skipped, and ENTRY_COND, the comparison that makes it skip the loop
     at count 1 too; NULL otherwise.  */
  gcond *entry_test;
  tree entry_cond;
  /* Where one iteration changes those values: the condition N < 1 (one
     iteration) over the entry test's operands, FIRST_SKIP, which the
     guarded version tests after the entry test and before its guard, to
     take the values after one iteration, the exit values' ONCE, computed
     by ONCE_SEQ; NULL otherwise.  */
  tree first_skip;
  gimple_seq once_seq;
  /* Why the loop is not replaced, when it cannot be, and the tree that
     is about (or NULL).  */
  const char *why;
  tree where;
};

/* The decisions, as the dump names them.  */
enum fvr_decision
{
  FVR_KEEP,
  FVR_REPLACE,
  FVR_GUARD
};

/* fvr-analyze.cc.  */

/* Whether NAME, defined in LOOP, has a use after LOOP other than in a
   debug statement.  */
bool fvr_used_after_loop_p (class loop *loop, tree name);

/* Analyse LOOP of FUN into FL: collect the values it
   leaves to the code after it, check that it can be replaced, summarise
   those values and build the computation of N.  On failure return false
   and set FL's why (NULL if the loop has no value used after it).  */
bool fvr_analyze_loop (function *fun, class loop *loop, struct fvr_loop *fl);

/* fvr-cost.cc.  */

/* The cost of one iteration of FL's loop.  */
int fvr_iteration_cost (const struct fvr_loop *fl);

/* Set FL's closed_cost, the cost of its niter_seq and closed_seq, and
   its threshold T, the break-even trip count (or fvr-threshold).  */
void fvr_set_threshold (struct fvr_loop *fl);

/* Decide what to do with FL's loop, whose threshold is set, in mode MODE,
   and say why in WHY (a buffer of SIZE chars).  For FVR_GUARD, set FL's
   guard, guard_seq and guard_cost (no guard when the loop's entry test
   takes it); set FL's entry_test and entry_cond, or its first_skip and
   once_seq.  */
enum fvr_decision fvr_decide (struct fvr_loop *fl, enum fpscev_fvr_mode mode,
			      char *why, size_t size);

/* fvr-rewrite.cc.  */

/* Replace FL's exit values by their closed forms, computed on the exit
   edge, and give FL's entry test, if any, its entry_cond.  */
void fvr_replace_statically (struct fvr_loop *fl);

/* Version FL's loop on its guard: when it holds, skip the loop and take
   the closed forms; the exit values merge in PHIs after the loop.  With
   a first_skip, count 1 takes the values after one iteration before the
   guard.  Without a guard (the entry test took it), replace statically.  */
void fvr_replace_guarded (struct fvr_loop *fl);

/* fvr-dump.cc.  */

/* Report that FL's loop is not replaced, because of FL's why (about FL's
   where, if not NULL); nothing if why is NULL.  */
void fvr_dump_not_replaced (const struct fvr_loop *fl);

/* Print "NAME = SUMMARY" for the exit values of FL and the trip count,
   under TDF_DETAILS.  */
void fvr_dump_summaries (const struct fvr_loop *fl);

/* Print the closed forms of FL (N and the values), under TDF_DETAILS.  */
void fvr_dump_closed_forms (const struct fvr_loop *fl);

/* Print the costs of FL's loop and closed forms, and its threshold.  */
void fvr_dump_cost (const struct fvr_loop *fl);

/* Print the DECISION for FL's loop, and WHY.  */
void fvr_dump_decision (const struct fvr_loop *fl,
			enum fvr_decision decision, const char *why);

/* Report the change of FL's loop (decision DECISION, at the exit test
   STMT) to -fopt-info-loop-optimized.  */
void fvr_report_change (const struct fvr_loop *fl, gimple *stmt,
			enum fvr_decision decision);

#endif /* FPSCEV_FVR_H */
