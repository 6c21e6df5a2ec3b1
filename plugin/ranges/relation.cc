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
   are looked for when a comparison is to be decided, not recorded, and
   compose through one third value (X < V and V <= Y give X < Y).  */

#include "compat.h"
#include "engine.h"
#include "edge-facts.h"
#include "relation.h"

/* The most comparisons of two names kept for the transitive step.  */
#define MAX_LINKS 32

/* The relation being gathered between the SSA names X and Y, and the
   comparisons of other pairs of names met on the way.  */
struct relation_walk
{
  tree x, y;
  int out;			/* The outcomes still possible.  */
  int n_links;
  struct fpscev_fact links[MAX_LINKS];
};

/* The outcomes of X against Z for X against W in ONE (a single outcome)
   and W against Z in TWO (a single outcome).  Unordered means that one of
   the two is NaN: W when the other comparison is unordered too (then X
   and Z may be anything), else the value W is not compared with.  */
static int
compose_outcome (int one, int two)
{
  if (one == FR_OUT_UN && two == FR_OUT_UN)
    return FR_OUT_ALL;
  if (one == FR_OUT_UN || two == FR_OUT_UN)
    return FR_OUT_UN;
  if (one == FR_OUT_EQ)
    return two;
  if (two == FR_OUT_EQ || one == two)
    return one;
  return FR_OUT_LT | FR_OUT_EQ | FR_OUT_GT;
}

/* The outcomes of X against Z for X against W in the set ONE and W
   against Z in the set TWO.  */
static int
compose_outcomes (int one, int two)
{
  int out = 0;
  for (int i = FR_OUT_LT; i <= FR_OUT_UN; i <<= 1)
    for (int j = FR_OUT_LT; j <= FR_OUT_UN; j <<= 1)
      if ((one & i) && (two & j))
	out |= compose_outcome (i, j);
  return out;
}

/* The outcomes FACT allows to A against B, FR_OUT_ALL if FACT does not
   compare them.  */
static int
fact_outcomes (const struct fpscev_fact *fact, tree a, tree b)
{
  if (fact->lhs == a && fact->rhs == b)
    return fr_cmp_outcomes (fact->cmp);
  if (fact->lhs == b && fact->rhs == a)
    return fr_cmp_outcomes (fr_cmp_swap (fact->cmp));
  return FR_OUT_ALL;
}

/* Keep in DATA, a relation_walk, the outcomes FACT allows, and FACT as a
   link when it compares two other names.  */
static void
restrict_by_fact (const struct fpscev_fact *fact, void *data)
{
  struct relation_walk *w = (struct relation_walk *) data;
  int out = fact_outcomes (fact, w->x, w->y);
  w->out &= out;
  if (out == FR_OUT_ALL && w->n_links < MAX_LINKS
      && !fact->sign && TREE_CODE (fact->lhs) == SSA_NAME
      && TREE_CODE (fact->rhs) == SSA_NAME && fact->lhs != fact->rhs)
    w->links[w->n_links++] = *fact;
}

/* Keep in W the outcomes that a third name V, compared with both X and Y
   by W's links, allows: X against V composed with V against Y.  */
static void
restrict_transitively (struct relation_walk *w)
{
  for (int i = 0; i < w->n_links; i++)
    {
      const struct fpscev_fact *xv = &w->links[i];
      tree v = xv->lhs == w->x ? xv->rhs : xv->rhs == w->x ? xv->lhs : NULL;
      if (!v || v == w->y)
	continue;
      int x_v = fact_outcomes (xv, w->x, v);
      for (int j = 0; j < w->n_links; j++)
	{
	  int v_y = fact_outcomes (&w->links[j], v, w->y);
	  if (v_y != FR_OUT_ALL)
	    w->out &= compose_outcomes (x_v, v_y);
	}
    }
}

int
fpscev_relation (struct fpscev_analysis *a, gimple *at, tree x, tree y,
		 const struct fpscev_fact *facts, int n)
{
  struct relation_walk w;
  if (TREE_CODE (x) != SSA_NAME || TREE_CODE (y) != SSA_NAME || x == y)
    return FR_OUT_ALL;
  w.x = x;
  w.y = y;
  w.out = FR_OUT_ALL;
  w.n_links = 0;
  for (int i = 0; i < n; i++)
    restrict_by_fact (&facts[i], &w);
  if (gimple_bb (at) && dom_info_available_p (CDI_DOMINATORS))
    fpscev_dominating_facts (a->fun, gimple_bb (at), NULL,
			     restrict_by_fact, &w);
  restrict_transitively (&w);
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
