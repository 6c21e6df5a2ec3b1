/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify.h -- the simplifications: code changes justified by float
   ranges (GCC's simplify_using_ranges), which the plugin argument fold=on
   enables.  */

#ifndef FPSCEV_SIMPLIFY_H
#define FPSCEV_SIMPLIFY_H

/* The remarks of the simplifications, fpscev_report_change among them,
   which every rewrite reports through.  */
#include "simplify-report.h"

struct fpscev_analysis;
struct fr_range;

/* Apply to A's function every change its ranges justify (see simplify.cc),
   reporting each through the optimization records.  Returns the number of
   changes.  */
unsigned fpscev_simplify_function (struct fpscev_analysis *a);

/* Whether X may be -0 while Y is +0, or X +0 while Y is -0: the pair
   for which fmin and fmax may return either zero.  */
bool fpscev_opposite_zeros_p (const struct fr_range *x,
			      const struct fr_range *y);

#endif /* FPSCEV_SIMPLIFY_H */
