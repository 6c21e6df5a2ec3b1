/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* warn.cc -- the warnings of -fplugin-arg-fpscev-warn.

   Each warning is a proof: the range of the operation's result, computed
   from the ranges of its operands where it runs, holds no finite number,
   so every execution that reaches it gets a NaN or an infinity.  Only the
   operations that make such a value are reported, not those that pass one
   on: every float operand must have a finite number in its range.  An
   operation whose operands' ranges are empty is never reached and gets no
   warning.  doc/fpscev.texi ("Warnings") says what is reported and how
   GCC's diagnostic options apply.  */

#include "compat.h"
#include "engine.h"
#include "fold-stmt.h"
#include "warn.h"

/* A source operation: its location (with or without its inlining
   context) and the operation (op_key); distinct operations may share a
   location.  */
typedef pair_hash<int_hash<location_t, UNKNOWN_LOCATION, BUILTINS_LOCATION>,
		  int_hash<int, -1, -2> > operation_hash;

/* The source operations (with their LOCATION_LOCUS) already reported in
   this translation unit: a copy GCC made of an operation in another
   function (a clone, an inline copy) is not reported again.  Freed at
   PLUGIN_FINISH.  */
static hash_set<operation_hash> *reported;

/* Whether STMT makes a float value by an operation (an assignment that is
   not a copy or a load) or by a call to a built-in or internal function;
   a call to a function of the program passes on what that function
   computes.  */
static bool
operation_p (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || !fpscev_format_of (TREE_TYPE (lhs)))
    return false;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return gimple_call_combined_fn (call) != CFN_LAST;
  return (is_gimple_assign (stmt)
	  && gimple_assign_rhs_class (stmt) != GIMPLE_SINGLE_RHS);
}

/* The float operand I of STMT (an operation_p statement), or NULL_TREE
   past the last one; *MORE is cleared past the last operand.  */
static tree
operand (gimple *stmt, unsigned i, bool *more)
{
  unsigned n = is_gimple_call (stmt) ? gimple_call_num_args (stmt)
				     : gimple_num_ops (stmt) - 1;
  *more = i < n;
  if (!*more)
    return NULL_TREE;
  tree op = is_gimple_call (stmt) ? gimple_call_arg (stmt, i)
				  : gimple_op (stmt, i + 1);
  return SCALAR_FLOAT_TYPE_P (TREE_TYPE (op)) ? op : NULL_TREE;
}

/* What the ranges show of one copy of an operation where it runs: a
   copy whose result may be finite refutes the warning, one never reached
   says nothing, the others prove it: their results may be NaN (PROVES_NAN)
   or infinite (PROVES_INFINITY), never finite.  MAKES is added where
   every float operand may be finite: the copy makes the NaN or the
   infinity rather than passing one on.  */
enum assessment
{
  REFUTES = -1,
  UNREACHED = 0,
  PROVES_NAN = 1,
  PROVES_INFINITY = 2,
  MAKES = 4,
  REACHED = 8			/* Of the operands alone.  */
};

/* The words for the values of a result, by its PROVES_ bits.  */
static const char *const proven_words[]
  = { NULL, "NaN", "infinite", "NaN or infinite" };

/* What the ranges of the float operands of STMT where it runs (in A)
   show: REFUTES if one is not modelled, UNREACHED if one is empty, else
   REACHED, with MAKES if each may be finite.  */
static int
assess_operands (struct fpscev_analysis *a, gimple *stmt)
{
  int shown = REACHED | MAKES;
  bool more = true;
  for (unsigned i = 0; more; i++)
    if (tree op = operand (stmt, i, &more))
      {
	fpscev_range_temp t;
	const fr_range *r = fpscev_operand_range (a, op, stmt, &t);
	if (!r)
	  return REFUTES;
	if (fr_empty_p (r))
	  return UNREACHED;
	if (!fr_has_finite_p (r))
	  shown = REACHED;
      }
  return shown;
}

/* What the ranges show of STMT, an operation of A's function (see
   REFUTES).  */
static int
assess (struct fpscev_analysis *a, gimple *stmt)
{
  int operands = assess_operands (a, stmt);
  if (operands == REFUTES || operands == UNREACHED)
    return operands;
  tree lhs = gimple_get_lhs (stmt);
  fr_range r;
  fr_init (&r, fpscev_format_of (TREE_TYPE (lhs)));
  fpscev_fold_stmt (a, stmt, &r, NULL);
  int shown = operands & MAKES;
  if (fr_has_finite_p (&r))
    shown = REFUTES;
  else if (fr_empty_p (&r))
    shown = UNREACHED;
  else
    shown |= ((fr_maybe_nan_p (&r) ? PROVES_NAN : 0)
	      | (fr_maybe_ninf_p (&r) || fr_maybe_pinf_p (&r)
		 ? PROVES_INFINITY : 0));
  fr_clear (&r);
  return shown;
}

/* What STMT, an operation_p statement, computes: its tree code, or the
   math function (internal, whether or not GCC called the library function
   or the internal one: call-cdce makes both), or the function called.  */
static int
op_key (gimple *stmt)
{
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!call)
    return (int) gimple_assign_rhs_code (stmt);
  internal_fn ifn = fpscev_call_math_fn (call);
  combined_fn cfn = (ifn != IFN_LAST ? as_combined_fn (ifn)
		     : gimple_call_combined_fn (call));
  return MAX_TREE_CODES + (int) cfn;
}

/* The name of the function CALL calls: its declaration's, or for an
   internal function (cdce's .SQRT) that of the library function it
   stands for; without GCC's "__builtin_" prefix.  */
static const char *
callee_name (gcall *call)
{
  tree decl = gimple_call_fndecl (call);
  if (!decl)
    decl = mathfn_built_in (TREE_TYPE (gimple_call_lhs (call)),
			    gimple_call_combined_fn (call));
  if (!decl)
    return internal_fn_name (gimple_call_internal_fn (call));
  const char *name = IDENTIFIER_POINTER (DECL_NAME (decl));
  const char *prefix = "__builtin_";
  if (strncmp (name, prefix, strlen (prefix)) == 0)
    return name + strlen (prefix);
  return name;
}

/* The name of the operation of the assignment STMT, for a message.  */
static const char *
operation_name (gassign *stmt)
{
  switch (gimple_assign_rhs_code (stmt))
    {
    case PLUS_EXPR:
      return "addition";
    case MINUS_EXPR:
      return "subtraction";
    case MULT_EXPR:
      return "multiplication";
    case RDIV_EXPR:
      return "division";
    CASE_CONVERT:
    case FLOAT_EXPR:
      return "conversion";
    default:
      return "operation";
    }
}

/* Report that STMT's result is as the PROVES_ bits SHOWN say whenever
   it is computed, under the options FP; true if a warning was given.  */
static bool
report (gimple *stmt, int shown, const struct fpscev_fp_options *fp)
{
  location_t loc = gimple_location (stmt);
  const char *words = proven_words[shown & (PROVES_NAN | PROVES_INFINITY)];
  bool warned;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    warned = warning_at (loc, 0, "fpscev: the result of %qs is %s on every "
			 "execution that reaches it", callee_name (call),
			 words);
  else
    warned = warning_at (loc, 0, "fpscev: the result of this %s is %s on "
			 "every execution that reaches it",
			 operation_name (as_a<gassign *> (stmt)), words);
  if (warned && fp->finite_math_only)
    inform (loc, "%<-ffinite-math-only%> lets GCC assume that no value is "
	    "NaN or infinite");
  return warned;
}

/* The copies of one source operation in a function: GCC's passes copy a
   statement with its location (call-cdce's guarded library call beside
   its .SQRT, jump threading), and the operation is proven only if every
   copy reached is, and made here if one of them makes its value.  The
   map holds for each REFUTES or the bits of its copies so far.  */
typedef hash_map<operation_hash, int> copies_map;

/* Add what the ranges show of STMT, an operation of A's function, to its
   copies in MAP; append it to ORDER if it is the first.  */
static void
add_copy (struct fpscev_analysis *a, gimple *stmt, copies_map *map,
	  vec<gimple *> *order)
{
  bool existed;
  int &shown = map->get_or_insert (std::make_pair (gimple_location (stmt),
						   op_key (stmt)), &existed);
  if (!existed)
    {
      shown = UNREACHED;
      order->safe_push (stmt);
    }
  if (shown == REFUTES)
    return;
  int copy = assess (a, stmt);
  shown = copy == REFUTES ? REFUTES : shown | copy;
}

/* Warn about the operations of ORDER whose copies in MAP prove them, once
   per source position in the translation unit; return how many.  */
static unsigned
report_proven (copies_map *map, vec<gimple *> *order,
	       const struct fpscev_fp_options *fp)
{
  unsigned n = 0;
  for (gimple *stmt : *order)
    {
      int key = op_key (stmt);
      int shown = *map->get (std::make_pair (gimple_location (stmt), key));
      std::pair<location_t, int> source (LOCATION_LOCUS (gimple_location
							 (stmt)), key);
      if (shown <= UNREACHED || !(shown & MAKES)
	  || !(shown & (PROVES_NAN | PROVES_INFINITY))
	  || (reported && reported->contains (source)))
	continue;
      if (!reported)
	reported = new hash_set<operation_hash>;
      reported->add (source);
      n += report (stmt, shown, fp);
    }
  return n;
}

unsigned
fpscev_warn_non_finite (struct fpscev_analysis *a)
{
  copies_map map;
  auto_vec<gimple *> order;
  basic_block bb;
  FOR_EACH_BB_FN (bb, a->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	location_t locus = LOCATION_LOCUS (gimple_location (stmt));
	if (locus != UNKNOWN_LOCATION && locus != BUILTINS_LOCATION
	    && operation_p (stmt))
	  add_copy (a, stmt, &map, &order);
      }
  return report_proven (&map, &order, &a->fp);
}

/* Free the operations reported (a PLUGIN_FINISH callback).  */
static void
free_reported (void *, void *)
{
  delete reported;
  reported = NULL;
}

void
fpscev_warn_register (const char *name)
{
  register_callback (name, PLUGIN_FINISH, free_reported, NULL);
}
