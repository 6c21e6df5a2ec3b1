/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-report.h -- the remarks of the simplifications: what changed
   and the ranges that justified it, through GCC's optimization records
   (-fopt-info), and the refusals to delete an operation that may raise a
   floating-point exception.  */

#ifndef FPSCEV_SIMPLIFY_REPORT_H
#define FPSCEV_SIMPLIFY_REPORT_H

struct fpscev_analysis;

/* Report at STMT, as a remark of KIND, WHAT happened, justified by the
   range of OP (and of OP2) if not NULL.  */
void fpscev_report_as (struct fpscev_analysis *a, gimple *stmt,
		       dump_flags_t kind, const char *what, tree op, tree op2);

/* Report, through the optimization records, the change at STMT: WHAT
   happened, justified by the range of OP (and of OP2) if not NULL.  */
void fpscev_report_change (struct fpscev_analysis *a, gimple *stmt,
			   const char *what, tree op, tree op2);

/* The -fopt-info kind of the remark of a test decided at STMT: the
   first decided at its source position is the change, the others are the
   same source test's further statements (fpscev_remark_kind).  */
dump_flags_t fpscev_decided_test_kind (gimple *stmt);

/* Report the comparison of OP0 with OP1 at STMT decided: WHAT happened,
   justified by the relation HOLDS (a set of outcomes, fpscev_relation) if
   positive, by the ranges of an operand on pieces of its inputs if
   negative (FPSCEV_SPLIT_FIRST or FPSCEV_SPLIT_SECOND, subdivide.h), else
   by the operands' ranges.  */
void fpscev_report_decided (struct fpscev_analysis *a, gimple *stmt,
			    const char *what, tree op0, tree op1, int holds);

/* Whether a simplification at STMT that removes its uses of OP0 and OP1
   (either may be NULL) would delete an operation that may raise a
   floating-point exception under -ftrapping-math (fp-exceptions.h;
   DECIDED as there); if so, says so in the missed-optimization remarks.
   The comparison a simplification decides does not count itself, as in
   GCC's ranger.  */
bool fpscev_change_drops_exception_p (struct fpscev_analysis *a,
				      gimple *stmt, tree op0, tree op1,
				      bool decided = false);

#endif /* FPSCEV_SIMPLIFY_REPORT_H */
