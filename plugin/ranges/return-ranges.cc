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
#include "fp-exceptions.h"
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

/* The bounds of the integers a function returns, in the precision and
   sign of its result.  */
struct integer_bounds
{
  mpz_t lo, hi;
  unsigned precision;
  signop sign;
};

typedef hash_map<int_hash<unsigned, UINT_MAX, UINT_MAX - 1>,
		 struct integer_bounds *> integer_table;

/* The recorded bounds of the integers functions return, by the DECL_UID
   of the function; NULL until the first.  */
static integer_table *recorded_integers;

/* How many PHIs deep the bounds of a returned integer follow its
   definitions.  */
#define MAX_PHI_DEPTH 4

static void integer_bounds (struct fpscev_analysis *, tree, gimple *, int,
			    mpz_t, mpz_t);

/* Set [LO, HI] to the join of the bounds of the arguments of PHI, DEPTH
   more PHIs deep.  */
static void
phi_bounds (struct fpscev_analysis *a, gphi *phi, int depth, mpz_t lo,
	    mpz_t hi)
{
  mpz_t l, h;
  mpz_inits (l, h, NULL);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      integer_bounds (a, gimple_phi_arg_def (phi, i), NULL, depth, l, h);
      if (i == 0 || mpz_cmp (l, lo) < 0)
	mpz_set (lo, l);
      if (i == 0 || mpz_cmp (h, hi) > 0)
	mpz_set (hi, h);
    }
  mpz_clears (l, h, NULL);
}

/* Set [LO, HI] to bounds of the integer SSA name NAME that fpscev knows
   from its definition: the join of a PHI's arguments', DEPTH PHIs deep;
   for the conversion of a float defined for every value of the float,
   the integers it gives.  1 if they narrow GCC's range of NAME, 0 if
   there are none; -1, with the bounds of NAME's type, for a conversion
   that may be out of range, whose result GCC 12 to 15 may still bound
   (they take a conversion of a nonnegative float to be nonnegative,
   where x86 wraps it), as C's undefined behaviour, which they otherwise
   do not assume (FPSCEV_GCC_ASSUMES_DEFINED_CONVERSIONS).  */
static int
own_integer_bounds (struct fpscev_analysis *a, tree name, int depth,
		    mpz_t lo, mpz_t hi)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      if (depth <= 0 || gimple_phi_num_args (phi) == 0)
	return 0;
      phi_bounds (a, phi, depth - 1, lo, hi);
      return 1;
    }
  if (!is_gimple_assign (def) || gimple_assign_rhs_code (def) != FIX_TRUNC_EXPR)
    return 0;
  fpscev_range_temp t;
  const fr_range *x
    = fpscev_operand_range (a, gimple_assign_rhs1 (def), def, &t);
  mpz_t min, max;
  mpz_inits (min, max, NULL);
  int known = 1;
  if (!x || !fpscev_integer_conversion (x, TREE_TYPE (name), min, max, lo,
					hi))
    {
      known = FPSCEV_GCC_ASSUMES_DEFINED_CONVERSIONS ? 0 : -1;
      mpz_set (lo, min);
      mpz_set (hi, max);
    }
  mpz_clears (min, max, NULL);
  return known;
}

/* Set [LO, HI] to bounds of the integer OP at STMT (NULL: where OP is
   defined): a constant's value, or GCC's range of OP narrowed by the
   bounds fpscev knows from OP's definition (DEPTH PHIs deep).  */
static void
integer_bounds (struct fpscev_analysis *a, tree op, gimple *stmt, int depth,
		mpz_t lo, mpz_t hi)
{
  if (TREE_CODE (op) == INTEGER_CST)
    {
      wi::to_mpz (wi::to_wide (op), lo, TYPE_SIGN (TREE_TYPE (op)));
      mpz_set (hi, lo);
      return;
    }
  fpscev_integer_range (a, op, stmt, lo, hi);
  if (TREE_CODE (op) != SSA_NAME)
    return;
  mpz_t l, h;
  mpz_inits (l, h, NULL);
  int own = own_integer_bounds (a, op, depth, l, h);
  if (own < 0)
    {
      mpz_set (lo, l);
      mpz_set (hi, h);
    }
  else if (own > 0 && mpz_cmp (l, hi) <= 0 && mpz_cmp (h, lo) >= 0)
    {
      if (mpz_cmp (l, lo) > 0)
	mpz_set (lo, l);
      if (mpz_cmp (h, hi) < 0)
	mpz_set (hi, h);
    }
  mpz_clears (l, h, NULL);
}

/* Set [B->lo, B->hi] to the join of the bounds of the integers the
   returns of A's function give; false if one gives none.  */
static bool
returned_integers (struct fpscev_analysis *a, struct integer_bounds *b)
{
  edge e;
  edge_iterator ei;
  bool first = true;
  mpz_t l, h;
  mpz_inits (l, h, NULL);
  FOR_EACH_EDGE (e, ei, EXIT_BLOCK_PTR_FOR_FN (a->fun)->preds)
    {
      greturn *ret = dyn_cast<greturn *> (fpscev_last_stmt (e->src));
      if (!ret)
	continue;
      tree val = gimple_return_retval (ret);
      if (!val || !INTEGRAL_TYPE_P (TREE_TYPE (val))
	  || TYPE_PRECISION (TREE_TYPE (val)) != b->precision
	  || TYPE_SIGN (TREE_TYPE (val)) != b->sign)
	{
	  mpz_clears (l, h, NULL);
	  return false;
	}
      integer_bounds (a, val, ret, MAX_PHI_DEPTH, l, h);
      if (first || mpz_cmp (l, b->lo) < 0)
	mpz_set (b->lo, l);
      if (first || mpz_cmp (h, b->hi) > 0)
	mpz_set (b->hi, h);
      first = false;
    }
  mpz_clears (l, h, NULL);
  return !first;
}

/* Free the bounds B.  */
static void
free_integer_bounds (struct integer_bounds *b)
{
  mpz_clears (b->lo, b->hi, NULL);
  XDELETE (b);
}

/* Whether [B->lo, B->hi] holds every value of its type.  */
static bool
whole_type_p (const struct integer_bounds *b)
{
  mpz_t min, max;
  mpz_inits (min, max, NULL);
  wi::to_mpz (wi::min_value (b->precision, b->sign), min, b->sign);
  wi::to_mpz (wi::max_value (b->precision, b->sign), max, b->sign);
  bool whole = mpz_cmp (b->lo, min) <= 0 && mpz_cmp (b->hi, max) >= 0;
  mpz_clears (min, max, NULL);
  return whole;
}

/* Record the bounds of the integers A's function, whose result has the
   integer type TYPE, returns, if they say something.  */
static void
record_returned_integers (struct fpscev_analysis *a, tree type)
{
  struct integer_bounds *b = XNEW (struct integer_bounds);
  mpz_inits (b->lo, b->hi, NULL);
  b->precision = TYPE_PRECISION (type);
  b->sign = TYPE_SIGN (type);
  if (!returned_integers (a, b) || whole_type_p (b))
    {
      free_integer_bounds (b);
      return;
    }
  if (dump_file)
    gmp_fprintf (dump_file, ";; fpscev: returns integers in [%Zd, %Zd]\n",
		 b->lo, b->hi);
  if (!recorded_integers)
    recorded_integers = new integer_table;
  bool existed;
  struct integer_bounds *&slot
    = recorded_integers->get_or_insert (DECL_UID (a->fun->decl), &existed);
  if (existed)
    free_integer_bounds (slot);
  slot = b;
}

bool
fpscev_recorded_return_integers (gcall *call, mpz_t lo, mpz_t hi)
{
  tree lhs = gimple_call_lhs (call);
  if (!recorded_integers || !lhs || !INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    return false;
  tree callee = fpscev_known_callee (call);
  struct integer_bounds **b
    = callee ? recorded_integers->get (DECL_UID (callee)) : NULL;
  if (!b || (*b)->precision != TYPE_PRECISION (TREE_TYPE (lhs))
      || (*b)->sign != TYPE_SIGN (TREE_TYPE (lhs)))
    return false;
  mpz_set (lo, (*b)->lo);
  mpz_set (hi, (*b)->hi);
  return true;
}

/* Free the recorded integer bounds (a PLUGIN_FINISH callback).  */
static void
free_recorded_integers (void *, void *)
{
  if (!recorded_integers)
    return;
  for (auto it = recorded_integers->begin ();
       it != recorded_integers->end (); ++it)
    free_integer_bounds ((*it).second);
  delete recorded_integers;
  recorded_integers = NULL;
}

void
fpscev_record_return_range (struct fpscev_analysis *a)
{
  fpscev_record_raises (a->fun->decl, fpscev_function_raises (a));
  tree type = TREE_TYPE (DECL_RESULT (a->fun->decl));
  if (INTEGRAL_TYPE_P (type))
    {
      record_returned_integers (a, type);
      return;
    }
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

const fr_range *
fpscev_recorded_return_range (gcall *call)
{
  tree lhs = gimple_call_lhs (call);
  tree callee = recorded && lhs ? fpscev_known_callee (call) : NULL_TREE;
  return (callee ? fpscev_table_lookup (recorded, callee, TREE_TYPE (lhs))
	  : NULL);
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
  register_callback (name, PLUGIN_FINISH, free_recorded_integers, NULL);
  fpscev_callees_register (name);
}
