/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* nest-sum.h -- the bound of an accumulation through a loop nest from the
   sum of its steps: a polynomial of the inner loop's counter summed over
   a count that grows with the outer loop (walk-loop.cc).  */

#ifndef FPSCEV_NEST_SUM_H
#define FPSCEV_NEST_SUM_H

/* Bound into R the values at OUTER's header of x = PHI <init, ...>, whose
   only operation is DEF, x + STEP, in a loop nested in OUTER (one deep),
   executed in A's function; OUTER's latch runs at most OUTER_LATCHES
   times, x enters with INIT, every step lies in STEPS, and the addition
   may be contracted with the step's product if FUSED.  False when STEP
   is not a polynomial with non-negative coefficients of the inner loop's
   counter, that counter does not run from 0 while below an affine
   function of OUTER's iteration, or no bound is derived.  */
bool fpscev_nest_sum_bound (struct fpscev_analysis *a, class loop *outer,
			    gimple *def, tree step,
			    unsigned HOST_WIDE_INT outer_latches,
			    const fr_range *init, const fr_range *steps,
			    bool fused, fr_range *r);

#endif /* FPSCEV_NEST_SUM_H */
