/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* ipa-ranges.cc -- what fpscev reads after GCC's interprocedural passes
   (ipa-ranges.h): the arguments of the calls of functions whose calls are
   all known, for param-ranges.h, and the stores into file-local
   variables, through ipa-statics.h.  */

#include "compat.h"
#include "ipa-utils.h"
#include "float-types.h"
#include "range-op.h"
#include "engine.h"
#include "dump.h"
#include "options.h"
#include "return-ranges.h"
#include "param-ranges.h"
#include "ipa-statics.h"
#include "ipa-ranges.h"

/* While the ranges are computed: the union of the arguments passed so far
   for each parameter, by its DECL_UID, the parameters for which some call
   passes an unknown argument, and the functions whose bodies are
   analysed already.  */
struct param_work
{
  fpscev_range_table *pending;
  hash_set<int_hash<unsigned, UINT_MAX, UINT_MAX - 1> > unknown;
  hash_set<cgraph_node *> analysed;
};

/* Whether every call of NODE's function is a direct call GCC sees in this
   compilation, to NODE itself: not an alias or a thunk, no aliases (GCC's
   identical code folding may make one function an alias of another).  */
static bool
all_calls_known_p (cgraph_node *node)
{
  return (!node->alias && !node->thunk && !node->inlined_to && node->local
	  && node->only_called_directly_p ()
	  && !node->has_aliases_p () && !node->clone_of
	  && !node->externally_visible && !node->address_taken);
}

/* Whether NODE is a function whose float parameters may get ranges.  */
static bool
target_p (cgraph_node *node)
{
  if (!all_calls_known_p (node))
    return false;
  for (tree parm = DECL_ARGUMENTS (node->decl); parm; parm = DECL_CHAIN (parm))
    if (fpscev_format_of (TREE_TYPE (parm)))
      return true;
  return false;
}

/* The argument the call of the edge E passes for PARM, the parameter at
   position I of E's callee, or NULL_TREE if the call is not known to
   pass it: a call not yet redirected to the callee, a clone, passes the
   arguments of the function it was cloned from (IPA-CP and IPA-SRA change
   the signature of the clone, not of the call).  */
static tree
edge_argument (cgraph_edge *e, unsigned i, tree parm)
{
  gcall *call = e->call_stmt;
  tree decl = e->callee->decl;
  if (!call || gimple_call_fndecl (call) != decl
      || gimple_call_num_args (call)
	 != (unsigned) list_length (DECL_ARGUMENTS (decl)))
    return NULL_TREE;
  tree arg = gimple_call_arg (call, i);
  if (TYPE_MAIN_VARIANT (TREE_TYPE (arg))
      != TYPE_MAIN_VARIANT (TREE_TYPE (parm)))
    return NULL_TREE;
  return arg;
}

/* Add the float arguments of the call of the edge E to W's unions: their
   ranges in A, the analysis of E's caller, or without it (A NULL) those
   that are constants, the others unknown.  */
static void
add_edge_arguments (struct param_work *w, cgraph_edge *e,
		    struct fpscev_analysis *a)
{
  unsigned i = 0;
  for (tree parm = DECL_ARGUMENTS (e->callee->decl); parm;
       parm = DECL_CHAIN (parm), i++)
    {
      if (!fpscev_format_of (TREE_TYPE (parm)))
	continue;
      tree arg = edge_argument (e, i, parm);
      fpscev_range_temp t;
      const fr_range *r = arg ? fpscev_value_range (a, arg, e->call_stmt,
							&t) : NULL;
      if (!r || !fpscev_table_union (w->pending, DECL_UID (parm), r))
	w->unknown.add (DECL_UID (parm));
    }
}

/* Whether the call of the edge E passes a float argument that is no
   constant to a function whose parameters may get ranges.  */
static bool
passes_computed_float_p (cgraph_edge *e)
{
  if (!e->inline_failed || !target_p (e->callee) || !e->call_stmt)
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (e->call_stmt); i++)
    {
      tree arg = gimple_call_arg (e->call_stmt, i);
      if (fpscev_format_of (TREE_TYPE (arg)) && TREE_CODE (arg) != REAL_CST)
	return true;
    }
  return false;
}

/* Whether fpscev's analysis of the body of NODE's function gives the
   values NODE computes: NODE is the function whose body it is, or an
   inline copy of it (a body analysed without its parameters' ranges,
   which are those of the function NODE is inlined into), not another
   clone.  */
static bool
analysable_body_p (cgraph_node *node)
{
  return ((!node->clone_of || node->inlined_to) && !node->thunk
	  && !node->alias && gimple_has_body_p (node->decl)
	  && DECL_STRUCT_FUNCTION (node->decl)
	  && gimple_in_ssa_p (DECL_STRUCT_FUNCTION (node->decl)));
}

/* Whether the analysis of NODE's body gives the arguments of the call of
   the edge E: also compiled with the options of E's callee.  */
static bool
analysable_caller_p (cgraph_node *node, cgraph_edge *e)
{
  return (analysable_body_p (node)
	  && fpscev_same_options_p (node->decl, e->callee->decl)
	  && (!node->inlined_to
	      || fpscev_same_options_p (node->inlined_to->decl,
					e->callee->decl)));
}

/* Analyse the body of NODE's function with fpscev's range analysis,
   read-only (no dump), and add the arguments of NODE's calls to the
   functions whose parameters may get ranges to W's unions, if one of them
   passes a computed float.  NODE's own parameters have their ranges
   already, if any.  */
static void
analyse_caller (struct param_work *w, cgraph_node *node)
{
  cgraph_edge *e;
  for (e = node->callees; e; e = e->next_callee)
    if (passes_computed_float_p (e) && analysable_caller_p (node, e))
      break;
  if (!analysable_body_p (node)
      || (!e && !fpscev_static_stores_computed_p (node)))
    return;
  function *fun = DECL_STRUCT_FUNCTION (node->decl);
  push_cfun (fun);
  FILE *saved_dump = dump_file;
  dump_file = NULL;
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  bool loops = number_of_loops (fun) > 1;
  if (loops)
    {
      fpscev_init_loops_quietly (LOOPS_NORMAL);
      scev_initialize ();
    }
  struct fpscev_analysis a;
  fpscev_analysis_init (&a, fun, fpscev_opts.libm_ulps,
			fpscev_opts.libm_override);
  fpscev_seed_param_ranges (!node->inlined_to);
  fpscev_analyze (&a);
  fpscev_seed_param_ranges (true);
  for (e = node->callees; e; e = e->next_callee)
    if (e->inline_failed && target_p (e->callee)
	&& analysable_caller_p (node, e))
      add_edge_arguments (w, e, &a);
  fpscev_static_add_stores (node, &a);
  fpscev_analysis_release (&a);
  if (loops)
    {
      scev_finalize ();
      loop_optimizer_finalize (fun);
    }
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
  dump_file = saved_dump;
  pop_cfun ();
  w->analysed.add (node);
}

/* Record the ranges of NODE's float parameters from W's unions, once the
   calls whose callers are not analysed add their constants.  */
static void
record_node (struct param_work *w, cgraph_node *node)
{
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (!w->analysed.contains (e->caller)
	|| !analysable_caller_p (e->caller, e))
      add_edge_arguments (w, e, NULL);
  function *fun = DECL_STRUCT_FUNCTION (node->decl);
  if (!fun || !node->callers)
    return;
  struct fpscev_fp_options fp;
  fpscev_fp_options_for (fun, fpscev_opts.libm_ulps,
			 fpscev_opts.libm_override, &fp);
  for (tree parm = DECL_ARGUMENTS (node->decl); parm; parm = DECL_CHAIN (parm))
    {
      fr_range **r = w->pending->get (DECL_UID (parm));
      if (!r || w->unknown.contains (DECL_UID (parm))
	  || fpscev_no_fact_p (&fp, *r))
	continue;
      fpscev_record_param_range (parm, *r);
    }
}

/* Record the ranges of the parameters of every function whose calls are
   all known (a PLUGIN_ALL_IPA_PASSES_END callback), callers first: a
   function's parameters get their ranges before its body is analysed for
   the arguments it passes.  A call from a function not analysed before
   its callee's ranges are recorded (a recursive cycle, or a clone) passes
   only its constants.  */
static void
record_all (void *, void *)
{
  struct param_work w;
  w.pending = new fpscev_range_table;
  fpscev_static_ranges_start ();
  cgraph_node **order = XNEWVEC (cgraph_node *, symtab->cgraph_count);
  int n = ipa_reverse_postorder (order);
  for (int i = 0; i < n; i++)
    {
      if (target_p (order[i]))
	record_node (&w, order[i]);
      analyse_caller (&w, order[i]);
    }
  XDELETEVEC (order);
  fpscev_free_range_table (&w.pending);
  fpscev_static_ranges_finish ();
}

void
fpscev_ipa_ranges_register (const char *name)
{
  register_callback (name, PLUGIN_ALL_IPA_PASSES_END, record_all, NULL);
}
