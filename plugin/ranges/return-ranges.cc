/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* return-ranges.cc -- the table of the ranges of the values functions
   return (return-ranges.h).  It is keyed by DECL_UID, which no other
   declaration takes even after the function's own is collected, and
   lives until the end of the compilation.  */

#include "compat.h"
#include "engine.h"
#include "return-ranges.h"

/* The recorded ranges, by the DECL_UID of the function; NULL until the
   first one.  */
static fpscev_range_table *recorded;

/* The join of the ranges of the values the returns of A's function give,
   into R; false if one of them has none (a return without a value).  */
static bool
returned_range (struct fpscev_analysis *a, fr_range *r)
{
  edge e;
  edge_iterator ei;
  fr_set_empty (r);
  FOR_EACH_EDGE (e, ei, EXIT_BLOCK_PTR_FOR_FN (a->fun)->preds)
    {
      greturn *ret = dyn_cast<greturn *> (fpscev_last_stmt (e->src));
      if (!ret)
	continue;
      tree val = gimple_return_retval (ret);
      fpscev_range_temp t;
      const fr_range *vr = val ? fpscev_operand_range (a, val, ret, &t) : NULL;
      if (!vr || fr_format_of (vr) != fr_format_of (r))
	return false;
      fr_union (r, r, vr);
    }
  return true;
}

void
fpscev_record_return_range (struct fpscev_analysis *a)
{
  tree type = TREE_TYPE (DECL_RESULT (a->fun->decl));
  const fr_format *fmt = fpscev_format_of (type);
  if (!fmt)
    return;
  fr_range *r = XNEW (fr_range);
  fr_init (r, fmt);
  if (!returned_range (a, r) || fr_empty_p (r))
    {
      fr_clear (r);
      XDELETE (r);
      return;
    }
  fpscev_apply_fp_options (&a->fp, r);
  if (dump_file)
    {
      char *text = fr_to_string (r);
      fprintf (dump_file, ";; fpscev: returns %s\n", text);
      free (text);
    }
  if (!recorded)
    recorded = new fpscev_range_table;
  bool existed;
  fr_range *&slot = recorded->get_or_insert (DECL_UID (a->fun->decl),
					     &existed);
  if (existed)
    {
      fr_clear (slot);
      XDELETE (slot);
    }
  slot = r;
}

bool
fpscev_same_options_p (tree fndecl1, tree fndecl2)
{
  /* Option nodes are shared: equal pointers are equal options.  */
  return (DECL_FUNCTION_SPECIFIC_OPTIMIZATION (fndecl1)
	  == DECL_FUNCTION_SPECIFIC_OPTIMIZATION (fndecl2)
	  && DECL_FUNCTION_SPECIFIC_TARGET (fndecl1)
	     == DECL_FUNCTION_SPECIFIC_TARGET (fndecl2));
}

/* The function whose body runs for a call to FNDECL from the current
   function, through its aliases, if GCC says that body is the one the
   program runs (AVAIL_AVAILABLE or better; GCC's availability puts weak
   and interposable definitions, ifuncs and noipa functions below it);
   else NULL.  */
static cgraph_node *
final_callee (tree fndecl)
{
  cgraph_node *node = cgraph_node::get (fndecl);
  cgraph_node *caller = cgraph_node::get (current_function_decl);
  if (!node || !caller)
    return NULL;
  enum availability avail;
  node = node->ultimate_alias_target (&avail, caller);
  return node && avail >= AVAIL_AVAILABLE ? node : NULL;
}

const fr_range *
fpscev_recorded_return_range (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  tree lhs = gimple_call_lhs (call);
  if (!recorded || !fndecl || !lhs)
    return NULL;
  cgraph_node *callee = final_callee (fndecl);
  if (!callee)
    return NULL;
  if (!fpscev_same_options_p (callee->decl, current_function_decl))
    return NULL;
  return fpscev_table_lookup (recorded, callee->decl, TREE_TYPE (lhs));
}

void
fpscev_free_range_table (fpscev_range_table **table)
{
  if (!*table)
    return;
  for (auto it = (*table)->begin (); it != (*table)->end (); ++it)
    {
      fr_clear ((*it).second);
      XDELETE ((*it).second);
    }
  delete *table;
  *table = NULL;
}

bool
fpscev_table_union (fpscev_range_table *table, unsigned uid,
		    const fr_range *r)
{
  bool existed;
  fr_range *&slot = table->get_or_insert (uid, &existed);
  if (!existed)
    {
      slot = XNEW (fr_range);
      fr_init (slot, fr_format_of (r));
      fr_copy (slot, r);
      return true;
    }
  if (fr_format_of (slot) != fr_format_of (r))
    return false;
  fr_union (slot, slot, r);
  return true;
}

const fr_range *
fpscev_table_lookup (fpscev_range_table *table, tree decl, tree type)
{
  fr_range **r = table ? table->get (DECL_UID (decl)) : NULL;
  if (!r || fr_format_of (*r) != fpscev_format_of (type))
    return NULL;
  return *r;
}

void
fpscev_free_range_table_callback (void *, void *table)
{
  fpscev_free_range_table ((fpscev_range_table **) table);
}

void
fpscev_return_ranges_register (const char *name)
{
  register_callback (name, PLUGIN_FINISH, fpscev_free_range_table_callback,
		     &recorded);
}
