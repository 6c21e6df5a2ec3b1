/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* param-ranges.cc -- the table of the ranges of parameters from their
   callers' constants (param-ranges.h).  It is keyed by the DECL_UID of
   the PARM_DECL: a clone of the function, whose body GCC copies later,
   has parameters of its own.  */

#include "compat.h"
#include "float-types.h"
#include "range-op.h"
#include "return-ranges.h"
#include "param-ranges.h"

/* The recorded ranges, by the DECL_UID of the parameter; NULL until the
   first one.  */
static fpscev_range_table *recorded;

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

/* Set R (of PARM's format) to the union of the arguments the calls of
   NODE pass for PARM, the parameter at position I; false if one of them
   is no constant of PARM's type, or there is no call.  */
static bool
arguments_range (cgraph_node *node, unsigned i, tree parm, fr_range *r)
{
  unsigned nparms = list_length (DECL_ARGUMENTS (node->decl));
  fr_set_empty (r);
  if (!node->callers)
    return false;
  fr_range c;
  fr_init (&c, fr_format_of (r));
  bool known = true;
  for (cgraph_edge *e = node->callers; e && known; e = e->next_caller)
    {
      /* A call not yet redirected to NODE, a clone, passes the arguments
	 of the function it was cloned from.  */
      gcall *call = e->call_stmt;
      tree arg = (call && gimple_call_fndecl (call) == node->decl
		  && gimple_call_num_args (call) == nparms
		  ? gimple_call_arg (call, i) : NULL_TREE);
      known = (arg && TREE_CODE (arg) == REAL_CST
	       && TYPE_MAIN_VARIANT (TREE_TYPE (arg))
		  == TYPE_MAIN_VARIANT (TREE_TYPE (parm)));
      if (known)
	{
	  fpscev_constant_range (&c, TREE_REAL_CST_PTR (arg));
	  fr_union (r, r, &c);
	}
    }
  fr_clear (&c);
  return known;
}

/* Record the ranges of NODE's float parameters that its calls bound.  */
static void
record_node (cgraph_node *node)
{
  unsigned i = 0;
  for (tree parm = DECL_ARGUMENTS (node->decl); parm;
       parm = DECL_CHAIN (parm), i++)
    {
      const fr_format *fmt = fpscev_format_of (TREE_TYPE (parm));
      if (!fmt)
	continue;
      fr_range *r = XNEW (fr_range);
      fr_init (r, fmt);
      if (!arguments_range (node, i, parm, r))
	{
	  fr_clear (r);
	  XDELETE (r);
	  continue;
	}
      if (!recorded)
	recorded = new fpscev_range_table;
      recorded->put (DECL_UID (parm), r);
    }
}

/* Record the ranges of the parameters of every function whose calls are
   all known (a PLUGIN_ALL_IPA_PASSES_END callback).  */
static void
record_all (void *, void *)
{
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    if (all_calls_known_p (node))
      record_node (node);
}

const fr_range *
fpscev_recorded_param_range (tree parm)
{
  if (!recorded || TREE_CODE (parm) != PARM_DECL)
    return NULL;
  fr_range **r = recorded->get (DECL_UID (parm));
  if (!r || fr_format_of (*r) != fpscev_format_of (TREE_TYPE (parm)))
    return NULL;
  return *r;
}

/* Free the table (a PLUGIN_FINISH callback).  */
static void
free_table (void *, void *)
{
  fpscev_free_range_table (&recorded);
}

void
fpscev_param_ranges_register (const char *name)
{
  register_callback (name, PLUGIN_ALL_IPA_PASSES_END, record_all, NULL);
  register_callback (name, PLUGIN_FINISH, free_table, NULL);
}
