/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* propagate.cc -- known values become constants.

   A float SSA name whose range is one number (not NaN; a zero of known
   sign, since the core orders -0 < +0) or one infinity is replaced by
   that number in its uses, and the statements that use it are folded, so
   that GCC's later passes fold further (GCC 12 knows nothing of float
   ranges; GCC 13 and later may substitute the exported range by
   themselves).  The definition stays: dead code elimination removes it
   when nothing else uses it, and a call that may set errno keeps its
   side effect.  One remark per name whose uses changed, at its
   definition.

   Left alone, because the range may not hold where the constant would
   go, or the replacement would change which value GCC computes:
     - under -ffinite-math-only, every name but a PHI or a select of
       constants (whose NaN and infinite arms the assumption drops): the
       range may be one number only because the assumption removed the
       infinities and NaNs that the program computes all the same (check
       mode tests only finite values there);
     - subnormal numbers, which a program running with subnormals flushed
       to zero does not compute;
     - the inner links of a chain GCC may reassociate, and the products
       GCC may fuse into multiply-adds (gcc-later.h): GCC would not
       compute them;
     - names that occur in abnormal PHIs, PHI arguments on abnormal
       edges, and asm operands (whose constraints may want a register);
     - under -ftrapping-math, names whose definition, or a definition
       only it uses, may raise a floating-point exception that dead code
       elimination would delete with it (fp-exceptions.h).
   These are the names check mode checks, so that in check mode every
   replacement is verified at run time on the definition that stays.  */

#include "compat.h"
#include "engine.h"
#include "propagate.h"
#include "gcc-later.h"
#include "fp-exceptions.h"
#include "dump.h"

/* Whether the number X of format FMT is subnormal.  */
static bool
subnormal_p (mpfr_srcptr x, const fr_format *fmt)
{
  return !mpfr_zero_p (x) && mpfr_get_exp (x) < fmt->emin;
}

/* Whether the statement DEF only copies a constant: nothing to gain.  */
static bool
constant_copy_p (gimple *def)
{
  return (gimple_assign_single_p (def)
	  && TREE_CODE (gimple_assign_rhs1 (def)) == REAL_CST);
}

/* Whether the statement DEF is a PHI or a select whose values are all
   constants: under -ffinite-math-only its range is one number where the
   assumption drops the arms that are a NaN or an infinity, which the
   program says it never takes (GCC 13 and later drop them too), not
   values it computes.  */
static bool
constant_arms_p (gimple *def)
{
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (TREE_CODE (gimple_phi_arg_def (phi, i)) != REAL_CST)
	  return false;
      return true;
    }
  return (is_gimple_assign (def) && gimple_assign_rhs_code (def) == COND_EXPR
	  && TREE_CODE (gimple_assign_rhs2 (def)) == REAL_CST
	  && TREE_CODE (gimple_assign_rhs3 (def)) == REAL_CST);
}

/* Whether R is one infinity and nothing else.  */
static bool
single_infinity_p (const fr_range *r)
{
  return (!fr_maybe_nan_p (r) && !fr_has_finite_p (r)
	  && fr_maybe_ninf_p (r) != fr_maybe_pinf_p (r));
}

/* The range of NAME if it is one number that may replace NAME in its uses
   under A's options, else NULL.  */
static const fr_range *
known_number (struct fpscev_analysis *a, tree name)
{
  const fpscev_value *v = fpscev_value_of (a, name);
  if (!v || v->imag
      || (a->fp.finite_math_only
	  && !constant_arms_p (SSA_NAME_DEF_STMT (name)))
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name))
    return NULL;
  const fr_range *r = &v->r;
  if ((!single_infinity_p (r)
       && (!fr_singleton_p (r) || fr_maybe_nan_p (r) || !fr_has_finite_p (r)
	   || subnormal_p (fr_finite_min (r), fr_format_of (r))))
      || constant_copy_p (SSA_NAME_DEF_STMT (name))
      || fpscev_chain_link_p (&a->fp, name)
      || fpscev_fusable_product_p (&a->fp, name))
    return NULL;
  return r;
}

/* Whether the use USE may become a constant: not an asm operand, not a
   PHI argument on an abnormal edge.  */
static bool
replaceable_use_p (use_operand_p use)
{
  gimple *stmt = USE_STMT (use);
  if (gimple_code (stmt) == GIMPLE_ASM)
    return false;
  if (gphi *phi = dyn_cast<gphi *> (stmt))
    return !(gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use))->flags
	     & EDGE_ABNORMAL);
  return true;
}

/* Replace the uses of NAME by CST where they may be, and fold the
   statements changed, adding to DEAD_EH the blocks of those that no
   longer throw.  Returns the number of statements changed, debug
   statements aside.  */
static unsigned
replace_uses (tree name, tree cst, bitmap dead_eh)
{
  unsigned n = 0;
  imm_use_iterator it;
  gimple *stmt;
  FOR_EACH_IMM_USE_STMT (stmt, it, name)
    {
      use_operand_p use;
      bool changed = false;
      FOR_EACH_IMM_USE_ON_STMT (use, it)
	if (replaceable_use_p (use))
	  {
	    SET_USE (use, cst);
	    changed = true;
	  }
      if (!changed)
	continue;
      n += !is_gimple_debug (stmt);
      if (gimple_code (stmt) == GIMPLE_PHI)
	continue;
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      fold_stmt (&gsi);
      gimple *folded = gsi_stmt (gsi);
      update_stmt (folded);
      if (maybe_clean_or_replace_eh_stmt (stmt, folded))
	bitmap_set_bit (dead_eh, gimple_bb (folded)->index);
    }
  return n;
}

/* The constant of TYPE that is the one value of R, a number or an
   infinity.  */
static tree
known_constant (tree type, const fr_range *r)
{
  if (fr_has_finite_p (r))
    return fpscev_real_constant (type, fr_finite_min (r));
  REAL_VALUE_TYPE inf;
  real_inf (&inf);
  if (fr_maybe_ninf_p (r))
    inf = real_value_negate (&inf);
  return build_real (type, inf);
}

/* Report that NAME, of range R, is the constant it became, at its
   definition.  */
static void
report (tree name, const fr_range *r)
{
  if (!dump_enabled_p ())
    return;
  char *value = (fr_has_finite_p (r)
		 ? fr_value_to_string (fr_finite_min (r), fr_format_of (r))
		 : xstrdup (fr_maybe_ninf_p (r) ? "-inf" : "+inf"));
  char *range = fr_to_string (r);
  const gimple *where = fpscev_remark_where (SSA_NAME_DEF_STMT (name));
  dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where,
		   "fpscev: value is the constant %s: %T in %s\n", value, name,
		   range);
  free (value);
  free (range);
}

/* Replace the uses of NAME, defined in A's function, if its range is one
   number that may replace it; adds to DEAD_EH as replace_uses.  Returns
   whether a use changed.  */
static bool
propagate_name (struct fpscev_analysis *a, tree name, bitmap dead_eh)
{
  const fr_range *r = known_number (a, name);
  if (!r || fpscev_removal_drops_exception_p (a, SSA_NAME_DEF_STMT (name)))
    return false;
  tree cst = known_constant (TREE_TYPE (name), r);
  if (!replace_uses (name, cst, dead_eh))
    return false;
  report (name, r);
  return true;
}

unsigned
fpscev_propagate_constants (struct fpscev_analysis *a)
{
  unsigned n = 0;
  auto_bitmap dead_eh;
  basic_block bb;
  /* In the order of the blocks, so that a value computed from a replaced
     one, which folds to a constant, is not reported as well.  */
  FOR_EACH_BB_FN (bb, a->fun)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	n += propagate_name (a, gimple_phi_result (pi.phi ()), dead_eh);
      for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
	   gsi_next (&si))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (si));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    n += propagate_name (a, lhs, dead_eh);
	}
    }
  if (gimple_purge_all_dead_eh_edges (dead_eh))
    free_dominance_info (CDI_DOMINATORS);
  return n;
}
