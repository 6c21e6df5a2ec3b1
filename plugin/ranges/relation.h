/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* relation.h -- what the comparisons that hold at a statement tell of two
   float values compared with each other, whatever their ranges.

   A relation between X and Y is the set of outcomes (FR_OUT_*, frange.h)
   X compared with Y may still have: less, equal (-0 == +0), greater and
   unordered (either is NaN).  Each comparison X CMP Y that holds keeps
   only the outcomes for which CMP holds (Y CMP X the swapped ones; the
   false edge of a test keeps the inverse comparison's outcomes, unordered
   included); the ranges of X and Y keep the outcomes their values can
   have.  A comparison of X and Y is then decided when it holds for every
   outcome left, or for none.  */

#ifndef FPSCEV_RELATION_H
#define FPSCEV_RELATION_H

#include "frange.h"

struct fpscev_analysis;
struct fpscev_fact;

/* The outcomes of X compared with Y at the statement AT that the
   comparisons of X and Y on the edges dominating AT (edge-facts.h) and
   the N comparisons FACTS, taken to hold at AT, leave: FR_OUT_ALL when
   none compares them, or X and Y are not two SSA names.  */
int fpscev_relation (struct fpscev_analysis *a, gimple *at, tree x, tree y,
		     const struct fpscev_fact *facts, int n);

/* Decide CMP where the operands' ranges leave the outcomes RANGES and the
   relation between them RELATION: 1, 0 or -1 as fr_decide_outcomes.
   *HOLDS is set to the outcomes left when the relation decides what the
   ranges alone do not, to 0 otherwise.  */
int fpscev_relation_decide (enum fr_cmp cmp, int ranges, int relation,
			    int *holds);

/* The comparison, as GCC's dumps write it ("<", "u>=", "unord"...), that
   holds exactly for the outcomes OUT (neither none nor all of them).  */
const char *fpscev_outcomes_name (int out);

#endif /* FPSCEV_RELATION_H */
