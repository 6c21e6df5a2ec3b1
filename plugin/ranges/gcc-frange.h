/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* gcc-frange.h -- fpscev's ranges and GCC's own float ranges.

   GCC 13 and later have float ranges of their own (class frange): the
   ranger computes them, refining backward through operations and from
   relations between values, and SSA names carry them as global range
   info that GCC's later passes (VRP, DOM, jump threading...) fold with.
   fpscev reads the first and writes the second.  On GCC 12, which has no
   float ranges, both do nothing.  */

#ifndef FPSCEV_GCC_FRANGE_H
#define FPSCEV_GCC_FRANGE_H

#include "frange.h"
#include "float-types.h"

/* Whether fpscev may take GCC's ranges of a function with the options
   FP, and give its own to GCC (see gcc-frange.cc).  */
bool fpscev_import_p (const struct fpscev_fp_options *fp);
bool fpscev_export_p (const struct fpscev_fp_options *fp);

/* If GCC's ranges Q know something of the float operand OP at STMT (an
   SSA name of R's format), set *OUT to the intersection of R with it,
   narrowed by FP's assumptions, and return true; otherwise return false.
   R and OUT may be the same.  */
bool fpscev_narrow_by_gcc (range_query *q,
			   const struct fpscev_fp_options *fp, tree op,
			   gimple *stmt, const fr_range *r, fr_range *out);

/* Store R, the range of the SSA name NAME, into GCC's global range info of
   NAME (intersected with what GCC already has there); return whether
   GCC's range changed.  */
bool fpscev_set_gcc_range (tree name, const fr_range *r);

#endif /* FPSCEV_GCC_FRANGE_H */
