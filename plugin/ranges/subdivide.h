/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* subdivide.h -- deciding what a range leaves undecided by evaluating
   the value again on pieces of what it is computed from.

   The slice of a float SSA name is the DAG of the statements it is
   computed by through arithmetic and calls of math functions, down to
   one or two float SSA names computed otherwise (its inputs; constants
   and integer operands aside).  Where the inputs' ranges hold finite
   numbers only, the core (fr_split_decide) bisects them and evaluates
   the slice on each piece with the engine's own fold of each statement
   (fpscev_fold_value), the inputs and the slice's values pinned to the
   piece's ranges (struct fpscev_analysis).  Each test is given a budget
   of operation folds, and each function one in proportion to its
   blocks.  */

#ifndef FPSCEV_SUBDIVIDE_H
#define FPSCEV_SUBDIVIDE_H

struct fpscev_analysis;
struct fpscev_fact;

/* What decided a comparison by subdivision (the *HOLDS of
   fpscev_decide_comparison): the slice of its first or second operand.  */
enum { FPSCEV_SPLIT_FIRST = -1, FPSCEV_SPLIT_SECOND = -2 };

/* Decide the comparison CODE of the float operands OP0 and OP1 at STMT,
   where the N comparisons FACTS hold, by subdividing the inputs of the
   slice of OP0 (then of OP1) against the range of the other operand:
   1 (always true), 0 (always false) or -1 (unknown).  Sets *SPLIT to
   the FPSCEV_SPLIT_* of the operand that decided it.  */
int fpscev_split_comparison (struct fpscev_analysis *a, gimple *stmt,
			     enum fr_cmp code, tree op0, tree op1,
			     const struct fpscev_fact *facts, int n,
			     int *split);

/* A goal of fpscev_split_decide: whether it holds (1), fails (0) or is
   unknown (-1) where the value has the range R, with DATA, the value's
   slice pinned in A to the ranges of a piece (so that what reads the
   operands of its statements reads those).  */
typedef int (*fpscev_split_goal) (struct fpscev_analysis *a, void *data,
				  const fr_range *r);

/* Decide GOAL (with DATA) of OP, used at STMT where the N comparisons
   FACTS hold, by subdividing the inputs of OP's slice: 1 or 0 if every
   piece decides it so, -1 if OP has no slice, the pieces disagree or the
   budget ends.  */
int fpscev_split_decide (struct fpscev_analysis *a, gimple *stmt, tree op,
			 const struct fpscev_fact *facts, int n,
			 fpscev_split_goal goal, void *data);

#endif /* FPSCEV_SUBDIVIDE_H */
