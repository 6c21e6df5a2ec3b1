/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* callees.cc -- the function a direct call runs, and the exceptions
   functions raise (callees.h).  The records are keyed by DECL_UID, which
   no other declaration takes even after the function's own is collected,
   and live until the end of the compilation.  */

#include "compat.h"
#include "callees.h"

typedef hash_map<int_hash<unsigned, UINT_MAX, UINT_MAX - 1>, int>
  raises_table;

/* The exceptions each analysed function may raise, by DECL_UID; NULL
   until the first.  */
static raises_table *raises;

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

tree
fpscev_known_callee (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  cgraph_node *callee = fndecl ? final_callee (fndecl) : NULL;
  if (!callee
      || !fpscev_same_options_p (callee->decl, current_function_decl))
    return NULL_TREE;
  return callee->decl;
}

bool
fpscev_unit_defines_callee_p (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl)
    return false;
  /* By the assembler name, which __builtin_cos shares with cos.  */
  for (symtab_node *node
	 = symtab_node::get_for_asmname (DECL_ASSEMBLER_NAME (fndecl));
       node; node = node->next_sharing_asm_name)
    if (node->definition || node->in_other_partition)
      return true;
  return false;
}

void
fpscev_record_raises (tree fndecl, int mask)
{
  if (!raises)
    raises = new raises_table;
  raises->put (DECL_UID (fndecl), mask);
}

int
fpscev_recorded_raises (gcall *call)
{
  tree callee = raises ? fpscev_known_callee (call) : NULL_TREE;
  int *mask = callee ? raises->get (DECL_UID (callee)) : NULL;
  return mask ? *mask : -1;
}

/* Free the records (a PLUGIN_FINISH callback).  */
static void
free_raises (void *, void *)
{
  delete raises;
  raises = NULL;
}

void
fpscev_callees_register (const char *name)
{
  register_callback (name, PLUGIN_FINISH, free_raises, NULL);
}
