/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-report.cc -- the remarks of the simplifications (see
   simplify-report.h).  */

#include "compat.h"
#include "engine.h"
#include "relation.h"
#include "subdivide.h"
#include "fp-exceptions.h"
#include "simplify-report.h"
#include "dump.h"

void
fpscev_report_as (struct fpscev_analysis *a, gimple *stmt, dump_flags_t kind,
		  const char *what, tree op, tree op2)
{
  if (!dump_enabled_p ())
    return;
  const gimple *where = fpscev_remark_where (stmt);
  /* The ranges as the statement sees them (narrowed by the comparisons
     that dominate it); constants speak for themselves.  */
  fpscev_range_temp t1, t2;
  const fr_range *r1 = op && TREE_CODE (op) == SSA_NAME
		     ? fpscev_operand_range (a, op, stmt, &t1) : NULL;
  char *s1 = r1 ? fr_to_string (r1) : NULL;
  const fr_range *r2 = op2 && TREE_CODE (op2) == SSA_NAME
		     ? fpscev_operand_range (a, op2, stmt, &t2) : NULL;
  char *s2 = r2 ? fr_to_string (r2) : NULL;
  if (s1 && s2)
    dump_printf_loc (kind, where, "fpscev: %s: %T in %s, %T in %s\n", what,
		     op, s1, op2, s2);
  else if (s1 || s2)
    dump_printf_loc (kind, where, "fpscev: %s: %T in %s\n", what,
		     s1 ? op : op2, s1 ? s1 : s2);
  else
    dump_printf_loc (kind, where, "fpscev: %s\n", what);
  free (s1);
  free (s2);
}

void
fpscev_report_change (struct fpscev_analysis *a, gimple *stmt,
		      const char *what, tree op, tree op2)
{
  fpscev_report_as (a, stmt, MSG_OPTIMIZED_LOCATIONS, what, op, op2);
}

dump_flags_t
fpscev_decided_test_kind (gimple *stmt)
{
  return fpscev_remark_kind (fpscev_remark_where (stmt));
}

void
fpscev_report_decided (struct fpscev_analysis *a, gimple *stmt,
		       const char *what, tree op0, tree op1, int holds)
{
  if (!dump_enabled_p ())
    return;
  if (!holds)
    fpscev_report_as (a, stmt, fpscev_decided_test_kind (stmt), what, op0,
		      op1);
  else if (holds < 0)
    dump_printf_loc (fpscev_decided_test_kind (stmt),
		     fpscev_remark_where (stmt),
		     "fpscev: %s: %T decided on pieces of its inputs\n", what,
		     holds == FPSCEV_SPLIT_FIRST ? op0 : op1);
  else
    {
      const gimple *where = fpscev_remark_where (stmt);
      dump_printf_loc (fpscev_decided_test_kind (stmt), where,
		       "fpscev: %s: %T %s %T holds\n", what, op0,
		       fpscev_outcomes_name (holds), op1);
    }
}

bool
fpscev_change_drops_exception_p (struct fpscev_analysis *a, gimple *stmt,
				 tree op0, tree op1, bool decided)
{
  if (!(op0 && fpscev_use_removal_drops_exception_p (a, stmt, op0, decided))
      && !(op1 && fpscev_use_removal_drops_exception_p (a, stmt, op1,
							 decided)))
    return false;
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, fpscev_remark_where (stmt),
		     "fpscev: not simplified: an operation that may raise a "
		     "floating-point exception would be deleted\n");
  return true;
}
