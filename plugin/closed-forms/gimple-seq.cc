/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* gimple-seq.cc -- straight-line GIMPLE sequences built off the CFG for
   the final value replacement (see gimple-seq.h).  */

#include "compat.h"
#include "gimple-seq.h"

tree
fvr_gimplify_append (gimple_seq *seq, tree expr)
{
  gimple_seq stmts = NULL;
  tree val = force_gimple_operand (expr, &stmts, true, NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  return val;
}

bool
fvr_straight_line_p (gimple_seq seq)
{
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_assign (gsi_stmt (gsi)))
      return false;
  return true;
}

int
fvr_stmt_cost (gimple *stmt)
{
  int c = estimate_num_insns (stmt, &eni_time_weights);
  if (!is_gimple_assign (stmt))
    return c;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if ((code == TRUNC_DIV_EXPR || code == TRUNC_MOD_EXPR
       || code == EXACT_DIV_EXPR)
      && TREE_CODE (gimple_assign_rhs2 (stmt)) == INTEGER_CST)
    c = MAX (c, 4);
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  if (INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) > BITS_PER_WORD)
    switch (code)
      {
      case MULT_EXPR:
	c *= 6;
	break;
      case LSHIFT_EXPR:
      case RSHIFT_EXPR:
	c *= 4;
	break;
      default:
	c *= 2;
	break;
      }
  return c;
}

int
fvr_seq_cost (gimple_seq seq)
{
  int c = 0;
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    c += fvr_stmt_cost (gsi_stmt (gsi));
  return c;
}
