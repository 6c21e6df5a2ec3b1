/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec-nest.h -- what the summaries of a loop need to see through its
   inner loops (chrec-build.cc): the test that enters an inner loop, and
   the conditions, checked before the outer loop, under which an inner
   loop's value is a polynomial of the outer loop's iteration.  */

#ifndef FPSCEV_CHREC_NEST_H
#define FPSCEV_CHREC_NEST_H

#include "chrec.h"

/* The test that decides whether INNER is entered, when SKIP (an edge
   into the block where INNER's exit joins the path that bypasses it) is
   that path's last edge: a condition whose one edge leads to INNER's
   preheader and whose other edge leads to SKIP.  Set *ENTER_ON_TRUE to
   whether INNER is entered when it holds.  NULL if there is none.  */
gcond *fvr_nest_entry_test (class loop *inner, edge skip,
			    bool *enter_on_true);

/* Lift NITER, the summary modulo 2^P of an inner loop's number of latch
   executions on the iterations that enter it (P the precision of its
   unsigned type), into *EXACT, the summary of its exact value in TYPE (an
   unsigned type at least as wide, or a float type), -1 where the inner
   loop is bypassed (if MAY_SKIP).  Set *ASSUMPTION to the condition on
   OUTER_COUNT, the latch executions of the outer loop OUTER, under which
   that is right.  False if NITER is not affine with a constant step.  */
bool fvr_nest_exact_count (const struct fvr_chrec *niter, class loop *outer,
			   tree outer_count, bool may_skip, tree type,
			   struct fvr_chrec *exact, tree *assumption);

/* The condition on values before OUTER under which TEST (a statement of
   OUTER, entering the inner loop on true if ENTER_ON_TRUE) enters the
   inner loop at exactly the iterations where its body count NITER + 1
   is positive, OUTER_COUNT being OUTER's latch executions.  NULL if TEST
   is not of that kind.  */
tree fvr_nest_entered_iff_counted (class loop *outer, gcond *test,
				   bool enter_on_true,
				   const struct fvr_chrec *niter,
				   tree outer_count);

#endif /* FPSCEV_CHREC_NEST_H */
