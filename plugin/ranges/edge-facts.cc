/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* edge-facts.cc -- the comparisons of floats that hold where control flows
   along a conditional edge (see edge-facts.h).

   GCC merges tests: `isnormal (x)' becomes
     _2 = |x| u> DBL_MAX;  _4 = |x| u< DBL_MIN;  _3 = _2 | _4;
     if (_3 != 0) ...
   so that the false edge says both comparisons fail.  The truth values are
   followed through their definitions, a few levels deep.  Narrowing a
   range by a comparison changes no trap, so -ftrapping-math does not
   matter.  */

#include "compat.h"
#include "float-types.h"
#include "edge-facts.h"

/* The most definitions of truth values followed from a condition.  */
#define MAX_DEPTH 4

/* The most dominators walked up to find the comparisons that hold.  */
#define MAX_DOMINATOR_WALK 64

/* Whether T is a truth value: a one-bit boolean.  */
static bool
truth_value_p (tree t)
{
  tree type = TREE_TYPE (t);
  return (TREE_CODE (t) == SSA_NAME && TREE_CODE (type) == BOOLEAN_TYPE
	  && TYPE_PRECISION (type) == 1);
}

/* Add to FACTS (holding *N) the comparison X CODE Y, holding if HOLDS
   (else its inverse), if it compares floats.  Returns whether it did.  */
static bool
add_comparison (tree x, enum tree_code code, tree y, bool holds,
		struct fpscev_fact *facts, int *n)
{
  int cmp = fpscev_core_comparison (code);
  if (cmp < 0 || !fpscev_format_of (TREE_TYPE (x)))
    return false;
  if (*n < FPSCEV_MAX_FACTS)
    {
      enum fr_cmp c = (enum fr_cmp) cmp;
      facts[(*n)++] = { x, holds ? c : fr_cmp_inverse (c), y, 0 };
    }
  return true;
}

tree
fpscev_signbit_operand (tree s)
{
  gcall *call = (TREE_CODE (s) == SSA_NAME
		 ? dyn_cast<gcall *> (SSA_NAME_DEF_STMT (s)) : NULL);
  if (!call || fpscev_call_math_fn (call) != IFN_SIGNBIT)
    return NULL_TREE;
  tree x = gimple_call_arg (call, 0);
  if (TREE_CODE (x) != SSA_NAME || !fpscev_format_of (TREE_TYPE (x)))
    return NULL_TREE;
  return x;
}

/* Add to FACTS (holding *N) the sign bit of the float X where
   signbit (X), the integer S, compared by CODE with K is HOLDS, if S is
   such a test's operand (its value is 0 exactly where X's sign bit is
   clear: C allows any other value for a set one, so only equality with 0
   says something).  Returns whether it did.  */
static bool
add_signbit_test (tree s, enum tree_code code, tree k, bool holds,
		  struct fpscev_fact *facts, int *n)
{
  tree x = fpscev_signbit_operand (s);
  if (!x || (code != EQ_EXPR && code != NE_EXPR) || !integer_zerop (k))
    return false;
  if (*n < FPSCEV_MAX_FACTS)
    facts[(*n)++] = { x, FR_ORDERED, NULL_TREE,
		      holds == (code == EQ_EXPR) ? 1 : -1 };
  return true;
}

static void add_truth (tree b, bool value, struct fpscev_fact *facts,
		       int *n, int depth);

/* Add the facts that hold where X CODE K (CODE EQ_EXPR or NE_EXPR, X a
   truth value, K the constant 0 or 1) is HOLDS.  */
static void
add_truth_equality (tree x, enum tree_code code, tree k, bool holds,
		    struct fpscev_fact *facts, int *n, int depth)
{
  if (!truth_value_p (x) || TREE_CODE (k) != INTEGER_CST
      || (!integer_zerop (k) && !integer_onep (k)))
    return;
  /* X == K holds, or X != K fails: X is K; otherwise X is !K.  */
  bool is_k = holds == (code == EQ_EXPR);
  add_truth (x, is_k == integer_onep (k), facts, n, depth);
}

/* Add to FACTS (holding *N) the comparisons of floats that hold where the
   truth value B is VALUE, following B's definition DEPTH levels deep at
   most.  */
static void
add_truth (tree b, bool value, struct fpscev_fact *facts, int *n, int depth)
{
  if (!truth_value_p (b) || depth == 0)
    return;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (b));
  if (!def)
    return;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree x = gimple_assign_rhs1 (def);
  tree y = gimple_assign_rhs2 (def);
  if (TREE_CODE_CLASS (code) == tcc_comparison
      && (add_comparison (x, code, y, value, facts, n)
	  || add_signbit_test (x, code, y, value, facts, n)))
    return;
  switch (code)
    {
    case SSA_NAME:
      add_truth (x, value, facts, n, depth - 1);
      break;
    case BIT_NOT_EXPR:
      add_truth (x, !value, facts, n, depth - 1);
      break;
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
      /* A true `&' has both parts true, a false `|' both false.  */
      if (value == (code == BIT_AND_EXPR))
	{
	  add_truth (x, value, facts, n, depth - 1);
	  add_truth (y, value, facts, n, depth - 1);
	}
      break;
    case BIT_XOR_EXPR:
      if (TREE_CODE (y) == INTEGER_CST)
	add_truth (x, value != integer_onep (y), facts, n, depth - 1);
      break;
    case EQ_EXPR:
    case NE_EXPR:
      add_truth_equality (x, code, y, value, facts, n, depth - 1);
      break;
    default:
      break;
    }
}

int
fpscev_truth_facts (tree b, bool value,
		    struct fpscev_fact facts[FPSCEV_MAX_FACTS])
{
  int n = 0;
  if (COMPARISON_CLASS_P (b))
    {
      tree x = TREE_OPERAND (b, 0), y = TREE_OPERAND (b, 1);
      if (!add_comparison (x, TREE_CODE (b), y, value, facts, &n))
	add_signbit_test (x, TREE_CODE (b), y, value, facts, &n);
    }
  else
    add_truth (b, value, facts, &n, MAX_DEPTH);
  return n;
}

int
fpscev_edge_facts (edge e, struct fpscev_fact facts[FPSCEV_MAX_FACTS])
{
  gcond *cond = safe_dyn_cast<gcond *> (fpscev_last_stmt (e->src));
  if (!cond || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return 0;
  bool holds = (e->flags & EDGE_TRUE_VALUE) != 0;
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  enum tree_code code = gimple_cond_code (cond);
  int n = 0;
  if (!add_comparison (lhs, code, rhs, holds, facts, &n)
      && !add_signbit_test (lhs, code, rhs, holds, facts, &n)
      && (code == EQ_EXPR || code == NE_EXPR))
    add_truth_equality (lhs, code, rhs, holds, facts, &n, MAX_DEPTH);
  return n;
}

void
fpscev_dominating_edges (function *fun, basic_block bb, basic_block stop,
			 fpscev_edge_visitor visit, void *data)
{
  for (int i = 0; i < MAX_DOMINATOR_WALK && bb && bb != stop
		  && bb != ENTRY_BLOCK_PTR_FOR_FN (fun); i++)
    {
      if (single_pred_p (bb))
	visit (single_pred_edge (bb), data);
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
    }
}

/* What visit_edge_facts passes each fact to.  */
struct fact_walk
{
  fpscev_fact_visitor visit;
  void *data;
};

/* Call the visitor of DATA, a fact_walk, for each fact of E.  */
static void
visit_edge_facts (edge e, void *data)
{
  struct fact_walk *w = (struct fact_walk *) data;
  struct fpscev_fact facts[FPSCEV_MAX_FACTS];
  int n = fpscev_edge_facts (e, facts);
  for (int k = 0; k < n; k++)
    w->visit (&facts[k], w->data);
}

void
fpscev_dominating_facts (function *fun, basic_block bb, basic_block stop,
			 fpscev_fact_visitor visit, void *data)
{
  struct fact_walk w = { visit, data };
  fpscev_dominating_edges (fun, bb, stop, visit_edge_facts, &w);
}
