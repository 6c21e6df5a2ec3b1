/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-minmax.cc -- calls of fmin and fmax as minimums, maximums and
   selects (see simplify-minmax.h).  */

#include "compat.h"
#include "engine.h"
#include "simplify.h"
#include "simplify-report.h"
#include "simplify-minmax.h"

/* What the operands X and Y of a call of fmin or fmax may be, by their
   ranges at the call.  */
struct min_max_cases
{
  bool nan_x;			/* X may be NaN.  */
  bool nan_y;			/* Y may be NaN.  */
  bool opposite_zeros;		/* X and Y may be -0 and +0 (or +0 and -0),
				   and the sign of a zero matters.  */
};

/* Whether the library's fmin and fmax of TYPE return, beyond what C
   says, the second of two zeros and the first of two NaNs, as SSE's
   minss and maxss do: x86-64 glibc's float and double functions
   (sysdeps/x86_64/fpu/s_fmax.S, s_fmaxf.S and the fmin ones; checked with
   glibc 2.36 and 2.43).  Not -m32, whose libc is i386's.  */
static bool
libc_picks_like_sse_p (tree type)
{
#ifdef FPSCEV_LIBM_GLIBC_X86_64
  machine_mode mode = TYPE_MODE (type);
  return TARGET_64BIT && (mode == SFmode || mode == DFmode);
#else
  (void) type;
  return false;
#endif
}

/* The inline forms of a call of fmin or fmax.  */
enum min_max_form
{
  STAYS_CALL,
  MIN_MAX_EXPR,			/* MIN_EXPR or MAX_EXPR.  */
  SELECT			/* COND_EXPR.  */
};

/* The form a call CALL of fmin or fmax of the operands with CASES takes
   in A's function.  */
static enum min_max_form
inline_form (struct fpscev_analysis *a, gcall *call,
	     const struct min_max_cases *cases)
{
  tree decl = a->fun->decl;
  bool nan = cases->nan_x || cases->nan_y;
  if (!nan && !cases->opposite_zeros)
    return MIN_MAX_EXPR;
  if ((cases->opposite_zeros || (cases->nan_x && cases->nan_y))
      && !libc_picks_like_sse_p (TREE_TYPE (gimple_call_lhs (call))))
    return STAYS_CALL;
  /* Under -ftrapping-math an ordered comparison may raise (and throw,
     with -fnon-call-exceptions) for a NaN only.  */
  if ((nan && (opt_for_fn (decl, flag_trapping_math)
	       || opt_for_fn (decl, flag_signaling_nans)))
      || a->fun->can_throw_non_call_exceptions)
    return STAYS_CALL;
  return SELECT;
}

/* Insert before GSI the truth value CODE (X, Y); return it.  */
static tree
insert_test (gimple_stmt_iterator *gsi, enum tree_code code, tree x, tree y)
{
  tree t = make_ssa_name (boolean_type_node);
  gimple *g = gimple_build_assign (t, code, x, y);
  gimple_set_location (g, gimple_location (gsi_stmt (*gsi)));
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return t;
}

/* Insert before GSI the condition under which fmin (MIN) or fmax of X
   and Y, with CASES, is X (else Y): X below (above) Y, or Y a NaN and X
   not, or both NaNs (simplify-minmax.h).  */
static tree
insert_select_condition (gimple_stmt_iterator *gsi, bool min, tree x,
			 tree y, const struct min_max_cases *cases)
{
  if (!cases->nan_x && cases->nan_y)
    return insert_test (gsi, min ? UNLT_EXPR : UNGT_EXPR, x, y);
  tree t = insert_test (gsi, min ? LT_EXPR : GT_EXPR, x, y);
  if (!(cases->nan_x && cases->nan_y))
    return t;
  tree y_nan = insert_test (gsi, UNORDERED_EXPR, y, y);
  return insert_test (gsi, BIT_IOR_EXPR, t, y_nan);
}

/* Replace the call of fmin (MIN) or fmax at GSI, of X and Y with CASES,
   by its inline FORM (inline_form).  */
static void
replace_call (gimple_stmt_iterator *gsi, bool min, tree x, tree y,
	      const struct min_max_cases *cases, enum min_max_form form)
{
  gcall *call = as_a<gcall *> (gsi_stmt (*gsi));
  tree lhs = gimple_call_lhs (call);
  gimple *g;
  if (form == MIN_MAX_EXPR)
    g = gimple_build_assign (lhs, min ? MIN_EXPR : MAX_EXPR, x, y);
  else
    g = gimple_build_assign (lhs, COND_EXPR,
			     insert_select_condition (gsi, min, x, y, cases),
			     x, y);
  gimple_set_location (g, gimple_location (call));
  gsi_replace (gsi, g, false);
}

/* Rewrite the call at GSI if it is one of fmin or fmax that the ranges
   let take an inline form.  */
static bool
simplify_min_max_call (struct fpscev_analysis *a, gimple_stmt_iterator *gsi)
{
  gcall *call = dyn_cast<gcall *> (gsi_stmt (*gsi));
  internal_fn ifn = call ? fpscev_call_math_fn (call) : IFN_LAST;
  if ((ifn != IFN_FMIN && ifn != IFN_FMAX)
      || gimple_call_num_args (call) != 2 || gimple_vdef (call))
    return false;
  tree lhs = gimple_call_lhs (call);
  tree x = gimple_call_arg (call, 0), y = gimple_call_arg (call, 1);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || !fpscev_format_of (TREE_TYPE (lhs)))
    return false;
  fpscev_range_temp tx, ty;
  const fr_range *rx = fpscev_operand_range (a, x, call, &tx);
  const fr_range *ry = fpscev_operand_range (a, y, call, &ty);
  if (!rx || !ry || fr_empty_p (rx) || fr_empty_p (ry))
    return false;
  struct min_max_cases cases
    = { fr_maybe_nan_p (rx), fr_maybe_nan_p (ry),
	!a->fp.no_signed_zeros && fpscev_opposite_zeros_p (rx, ry) };
  enum min_max_form form = inline_form (a, call, &cases);
  if (form == STAYS_CALL)
    return false;
  bool min = ifn == IFN_FMIN;
  fpscev_report_change (a, call, form == MIN_MAX_EXPR
			? (min ? "fmin of numbers is a minimum"
			   : "fmax of numbers is a maximum")
			: (min ? "fmin is a select of the libc's result"
			   : "fmax is a select of the libc's result"), x, y);
  replace_call (gsi, min, x, y, &cases, form);
  return true;
}

unsigned
fpscev_simplify_min_max_calls (struct fpscev_analysis *a)
{
  unsigned changes = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, a->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      changes += simplify_min_max_call (a, &gsi);
  return changes;
}
