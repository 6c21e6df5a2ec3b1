/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* ipa-statics.cc -- the values stored into file-local float variables,
   read after GCC's interprocedural passes (ipa-statics.h), for
   static-ranges.h.  */

#include "compat.h"
#include "float-types.h"
#include "range-op.h"
#include "engine.h"
#include "return-ranges.h"
#include "static-ranges.h"
#include "ipa-statics.h"

/* While the ranges are computed: the variables that may get ranges, the
   union of their values so far, those that may hold an unknown value,
   and the functions whose stores are added.  */
static vec<varpool_node *> candidates;
static fpscev_range_table *pending;
static hash_set<int_hash<unsigned, UINT_MAX, UINT_MAX - 1> > *unknown;
static hash_set<cgraph_node *> *covered;

/* Whether every reference to V is a load or a store of a function GCC
   lists, the stores with their statements, all the functions (and those
   they are inlined into) compiled with the same options.  */
static bool
refs_known_p (varpool_node *v)
{
  ipa_ref *ref;
  tree first = NULL_TREE;
  for (unsigned i = 0; v->iterate_referring (i, ref); i++)
    {
      cgraph_node *fn = dyn_cast<cgraph_node *> (ref->referring);
      if (!fn || (ref->use != IPA_REF_LOAD && ref->use != IPA_REF_STORE)
	  || (ref->use == IPA_REF_STORE && !ref->stmt))
	return false;
      if (!first)
	first = fn->decl;
      if (!fpscev_same_options_p (first, fn->decl)
	  || (fn->inlined_to
	      && !fpscev_same_options_p (first, fn->inlined_to->decl)))
	return false;
    }
  return true;
}

/* Whether V is a variable that may get a range: file-local, of a
   modelled float type, its address never taken, not volatile, every
   access to it known.  */
static bool
candidate_p (varpool_node *v)
{
  tree decl = v->decl;
  return (VAR_P (decl) && fpscev_format_of (TREE_TYPE (decl))
	  && TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
	  && !TREE_PUBLIC (decl) && !TREE_ADDRESSABLE (decl)
	  && !TREE_THIS_VOLATILE (decl) && !DECL_HARD_REGISTER (decl)
	  && !v->alias && !v->has_aliases_p () && v->all_refs_explicit_p ()
	  && !v->in_other_partition && refs_known_p (v));
}

/* The value the store REF of the variable DECL stores, or NULL_TREE if
   it is not a plain assignment of a value of DECL's type.  */
static tree
stored_value (ipa_ref *ref, tree decl)
{
  gassign *as = dyn_cast<gassign *> (ref->stmt);
  if (!as || !gimple_assign_single_p (as) || gimple_assign_lhs (as) != decl)
    return NULL_TREE;
  tree rhs = gimple_assign_rhs1 (as);
  if (TYPE_MAIN_VARIANT (TREE_TYPE (rhs))
      != TYPE_MAIN_VARIANT (TREE_TYPE (decl)))
    return NULL_TREE;
  return rhs;
}

/* Add the value the store REF stores to its variable's union: its range
   in A, the analysis of the storing function, or without it (A NULL) a
   constant's.  */
static void
add_store (ipa_ref *ref, struct fpscev_analysis *a)
{
  tree decl = ref->referred->decl;
  tree value = stored_value (ref, decl);
  fpscev_range_temp t;
  const fr_range *r = value ? fpscev_value_range (a, value, ref->stmt, &t)
		      : NULL;
  if (!r || !fpscev_table_union (pending, DECL_UID (decl), r))
    unknown->add (DECL_UID (decl));
}

/* Set R to the range of the value DECL starts with, its initializer;
   false if it is no constant.  */
static bool
initial_range (tree decl, fr_range *r)
{
  tree init = DECL_INITIAL (decl);
  if (init && TREE_CODE (init) != REAL_CST)
    return false;
  fpscev_constant_range (r, init ? TREE_REAL_CST_PTR (init) : &dconst0);
  return true;
}

void
fpscev_static_ranges_start (void)
{
  pending = new fpscev_range_table;
  unknown = new hash_set<int_hash<unsigned, UINT_MAX, UINT_MAX - 1> >;
  covered = new hash_set<cgraph_node *>;
  varpool_node *v;
  FOR_EACH_DEFINED_VARIABLE (v)
    if (candidate_p (v))
      {
	fr_range r;
	fr_init (&r, fpscev_format_of (TREE_TYPE (v->decl)));
	if (initial_range (v->decl, &r))
	  {
	    fpscev_table_union (pending, DECL_UID (v->decl), &r);
	    candidates.safe_push (v);
	  }
	fr_clear (&r);
      }
}

/* The variable that may get a range that REF, a reference of a function,
   stores into, or NULL.  */
static varpool_node *
stored_candidate (ipa_ref *ref)
{
  varpool_node *v = dyn_cast<varpool_node *> (ref->referred);
  if (!pending || ref->use != IPA_REF_STORE || !v
      || !pending->get (DECL_UID (v->decl)))
    return NULL;
  return v;
}

bool
fpscev_static_stores_computed_p (cgraph_node *node)
{
  ipa_ref *ref;
  for (unsigned i = 0; node->iterate_reference (i, ref); i++)
    if (varpool_node *v = stored_candidate (ref))
      {
	tree value = stored_value (ref, v->decl);
	if (value && TREE_CODE (value) != REAL_CST)
	  return true;
      }
  return false;
}

void
fpscev_static_add_stores (cgraph_node *node, struct fpscev_analysis *a)
{
  if (!pending)
    return;
  covered->add (node);
  ipa_ref *ref;
  for (unsigned i = 0; node->iterate_reference (i, ref); i++)
    if (stored_candidate (ref))
      add_store (ref, a);
}

/* Record the range of the candidate V, once the functions not analysed
   add their stores' constants.  */
static void
record_variable (varpool_node *v)
{
  ipa_ref *ref;
  for (unsigned i = 0; v->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_STORE
	&& !covered->contains (dyn_cast<cgraph_node *> (ref->referring)))
      add_store (ref, NULL);
  unsigned uid = DECL_UID (v->decl);
  fr_range **r = pending->get (uid);
  if (unknown->contains (uid) || fr_full_p (*r))
    return;
  fpscev_record_static_range (v->decl, *r);
}

void
fpscev_static_ranges_finish (void)
{
  for (varpool_node *v : candidates)
    record_variable (v);
  candidates.release ();
  fpscev_free_range_table (&pending);
  delete unknown;
  delete covered;
  unknown = NULL;
  covered = NULL;
}

