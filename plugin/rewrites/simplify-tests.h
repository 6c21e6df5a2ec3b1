/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-tests.h -- the tests the ranges decide, for the
   simplifications (simplify.h): comparisons of floats by the ranges of
   their operands and the relations between them, tests of signbit's
   result against 0, comparisons of integers bounded by their conversions
   to floats, and `&' and `|' of comparisons that their parts decide
   together.  Each decision is 1 (always true), 0 (always false) or -1
   (unknown).  */

#ifndef FPSCEV_SIMPLIFY_TESTS_H
#define FPSCEV_SIMPLIFY_TESTS_H

struct fpscev_analysis;

/* Decide the comparison CODE of the float operands OP0 and OP1 at STMT:
   -1 also for no float comparison.  *HOLDS is set to the relation
   between OP0 and OP1 that decided it (relation.h), 0 if their ranges
   did, or FPSCEV_SPLIT_FIRST or FPSCEV_SPLIT_SECOND (subdivide.h) if the
   ranges of one on pieces of its inputs did.  */
int fpscev_decide_comparison (struct fpscev_analysis *a, gimple *stmt,
			      enum tree_code code, tree op0, tree op1,
			      int *holds);

/* Decide at STMT the test CODE of OP0 against OP1, a comparison of floats,
   a test of signbit's result against 0 or a comparison of integers
   bounded by their conversions to floats, and report it as WHAT_TRUE or
   WHAT_FALSE: 1, 0 or -1 (unknown, or refused since it would delete an
   operation that may raise).  */
int fpscev_decide_test (struct fpscev_analysis *a, gimple *stmt,
			enum tree_code code, tree op0, tree op1,
			const char *what_true, const char *what_false);

/* Decide at STMT the `&' (AND_P) or `|' of the truth values P and Q, one
   of them a comparison of floats (the other may compare integers whose
   conversions to floats it bounds), that neither decides alone: P & Q is
   false if Q fails wherever P holds, P | Q true if Q holds wherever P
   fails (or the same with P and Q exchanged).  1, 0 or -1.  */
int fpscev_decide_truth_combination (struct fpscev_analysis *a,
				     gimple *stmt, bool and_p, tree p,
				     tree q);

#endif /* FPSCEV_SIMPLIFY_TESTS_H */
