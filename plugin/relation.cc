/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* relation.cc -- the relation between two float values that the
   comparisons holding at a statement give (see relation.h).

   Modelled on GCC's relation oracle (value-relation.cc), which records
   the relation of two SSA names on the single-predecessor edge a test
   leaves and finds it again by walking the dominators of a use.  GCC's
   relations (<, <=, ==, ...) have no room for "unordered": here a
   relation is a set of the four outcomes of a float comparison, so that
   intersecting two relations is a `&' of their sets and the false edge of
   X < Y keeps {equal, greater, unordered}, what NaN allows.  The relations
   are looked for when a comparison is to be decided, not recorded.  */

#include "compat.h"
#include "engine.h"
#include "edge-facts.h"
#include "relation.h"

/* The relation being gathered between the SSA names X and Y.  */
struct relation_walk
{
  tree x, y;
  int out;			/* The outcomes still possible.  */
};

/* Keep in DATA, a relation_walk, the outcomes FACT allows.  */
static void
restrict_by_fact (const struct fpscev_fact *fact, void *data)
{
  struct relation_walk *w = (struct relation_walk *) data;
  if (fact->lhs == w->x && fact->rhs == w->y)
    w->out &= fr_cmp_outcomes (fact->cmp);
  else if (fact->lhs == w->y && fact->rhs == w->x)
    w->out &= fr_cmp_outcomes (fr_cmp_swap (fact->cmp));
}

/* The block of the later of the definitions of the SSA names X and Y, in
   which the comparisons of both begin (NULL for the function's entry).  */
static basic_block
later_definition (tree x, tree y)
{
  basic_block bx = gimple_bb (SSA_NAME_DEF_STMT (x));
  basic_block by = gimple_bb (SSA_NAME_DEF_STMT (y));
  if (!bx || !by)
    return bx ? bx : by;
  return dominated_by_p (CDI_DOMINATORS, bx, by) ? bx : by;
}

int
fpscev_relation (struct fpscev_analysis *a, gimple *at, tree x, tree y,
		 const struct fpscev_fact *facts, int n)
{
  struct relation_walk w = { x, y, FR_OUT_ALL };
  if (TREE_CODE (x) != SSA_NAME || TREE_CODE (y) != SSA_NAME || x == y)
    return FR_OUT_ALL;
  for (int i = 0; i < n; i++)
    restrict_by_fact (&facts[i], &w);
  if (gimple_bb (at) && dom_info_available_p (CDI_DOMINATORS))
    fpscev_dominating_facts (a->fun, gimple_bb (at), later_definition (x, y),
			     restrict_by_fact, &w);
  return w.out;
}

int
fpscev_relation_decide (enum fr_cmp cmp, int ranges, int relation,
			int *holds)
{
  int out = ranges & relation;
  int d = fr_decide_outcomes (cmp, out);
  *holds = d >= 0 && fr_decide_outcomes (cmp, ranges) < 0 ? out : 0;
  return d;
}

const char *
fpscev_outcomes_name (int out)
{
  /* Indexed by the set of outcomes: LT 1, EQ 2, GT 4, UN 8.  */
  static const char *const names[] = {
    NULL, "<", "==", "<=", ">", "<>", ">=", "ord",
    "unord", "u<", "u==", "u<=", "u>", "!=", "u>=", NULL
  };
  gcc_checking_assert (out > 0 && out < FR_OUT_ALL);
  return names[out];
}
