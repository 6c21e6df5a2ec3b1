/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec-iv.h -- what the summaries ask of a loop's GIMPLE (chrec-build.cc,
   chrec-nest.cc, fvr-*.cc): invariance, GCC's affine induction variables
   and the condition that a count of steps stays within bounds.  */

#ifndef FPSCEV_CHREC_IV_H
#define FPSCEV_CHREC_IV_H

/* Whether every SSA name in EXPR is defined outside LOOP and none occurs
   in an abnormal PHI.  */
bool fvr_invariant_p (class loop *loop, tree expr);

/* Read OP, an integer of LOOP used by STMT, as GCC's affine induction
   variable *IV (simple_iv) with an invariant base and step, and set
   *NO_WRAP to whether GCC proves that it does not wrap (by its bound on
   the loop, not by the overflow rules of OP's type).  False if OP is no
   such variable.  */
bool fvr_affine_iv (class loop *loop, gimple *stmt, tree op, affine_iv *iv,
		    bool *no_wrap);

/* The condition that BASE + i * STEP stays within [LO, HI] for i = 0 ..
   NITER, NITER the number of latch executions of LOOP (an unsigned
   expression, invariant in LOOP): BASE, LO and HI of the unsigned type
   UT with BASE in [LO, HI], STEP a constant of UT read as signed.  That
   is NITER <= (HI - BASE) / STEP going up, NITER <= (BASE - LO) / -STEP
   going down, true where NITER's type or GCC's bound on LOOP shows it.
   NULL_TREE if NITER is not such an expression.  */
tree fvr_steps_within (class loop *loop, tree niter, tree ut, tree base,
		       tree step, tree lo, tree hi);

#endif /* FPSCEV_CHREC_IV_H */
