/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* edge-facts.h -- the comparisons of floats that hold where control flows
   along a conditional edge.  */

#ifndef FPSCEV_EDGE_FACTS_H
#define FPSCEV_EDGE_FACTS_H

#include "frange.h"

/* A comparison that holds: LHS CMP RHS; or, where SIGN is not 0, a test
   of LHS's sign bit that holds (signbit (LHS) == 0 where SIGN is 1,
   signbit (LHS) != 0 where it is -1), RHS then NULL_TREE and CMP
   unused.  */
struct fpscev_fact
{
  tree lhs;
  enum fr_cmp cmp;
  tree rhs;
  int sign;
};

/* The most facts one edge gives.  */
#define FPSCEV_MAX_FACTS 8

/* Store in FACTS the comparisons of floats that hold along the edge E and
   return how many: the comparison E's condition makes, or, when the
   condition tests a truth value, the comparisons it combines that the
   value decides (both parts of a true `&', both of a false `|', through
   `~' and equality with 0 or 1).  On a false edge the inverse comparison
   holds, NaN operands included.  A test of signbit's result against 0
   gives the sign bit of its operand.  */
int fpscev_edge_facts (edge e, struct fpscev_fact facts[FPSCEV_MAX_FACTS]);

/* The same for where the truth value B, or the comparison B (a
   select's condition on GCC 12), has the value VALUE.  */
int fpscev_truth_facts (tree b, bool value,
			struct fpscev_fact facts[FPSCEV_MAX_FACTS]);

/* The float SSA name X whose sign bit the integer S is (S = signbit (X)),
   or NULL_TREE.  */
tree fpscev_signbit_operand (tree s);

/* What fpscev_dominating_edges calls for each edge, with its caller's
   DATA.  */
typedef void (*fpscev_edge_visitor) (edge e, void *data);

/* Call VISIT for each single-predecessor edge into BB and its dominators
   (nearest first), up to STOP (whose own edge is not visited; NULL: up to
   the entry of FUN), walking a bounded number of blocks.  Whatever holds
   along these edges holds wherever BB is reached, for the values of the
   SSA names defined in STOP or before it.  */
void fpscev_dominating_edges (function *fun, basic_block bb,
			      basic_block stop, fpscev_edge_visitor visit,
			      void *data);

/* What fpscev_dominating_facts calls for each comparison that holds, with
   its caller's DATA.  */
typedef void (*fpscev_fact_visitor) (const struct fpscev_fact *fact,
				     void *data);

/* Call VISIT for each comparison of floats that holds on the edges
   fpscev_dominating_edges walks.  */
void fpscev_dominating_facts (function *fun, basic_block bb,
			      basic_block stop, fpscev_fact_visitor visit,
			      void *data);

#endif /* FPSCEV_EDGE_FACTS_H */
