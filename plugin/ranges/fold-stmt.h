/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fold-stmt.h -- the range of the float value a statement computes.  */

#ifndef FPSCEV_FOLD_STMT_H
#define FPSCEV_FOLD_STMT_H

struct fpscev_analysis;

/* Compute into R the range of the float value STMT defines (an assignment
   or a call), from the ranges A holds for its operands at STMT; for a
   complex result also its imaginary part into IMAG (else IMAG is NULL).
   R and IMAG are initialised to the result's format.  Never fails: what
   it cannot model is the unknown range.  Returns the name of the rule that
   produced R, for the dump.  The fast-math narrowing of the result is the
   caller's.  */
const char *fpscev_fold_stmt (struct fpscev_analysis *a, gimple *stmt,
			      fr_range *r, fr_range *imag);

#endif /* FPSCEV_FOLD_STMT_H */
