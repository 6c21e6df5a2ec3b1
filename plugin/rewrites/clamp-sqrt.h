/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* clamp-sqrt.h -- branch-free square roots of clamped values.

   `x < 0 ? 0 : sqrt (x)' reaches fpscev as a branch to the inline root
   .SQRT (x) and call-cdce's guarded library call; once the ranges have
   removed the call (the branch's own test keeps x >= -0 or NaN), what
   remains is

     if (x < 0) r = 0; else r = .SQRT (x);

   which GCC's if-conversion does not flatten (it speculates no internal
   call), so the loop does not vectorize.  As sqrt (0) is 0, exactly and
   without exception, the same program is

     t = x < 0 ? 0 : x;  r = .SQRT (t);

   whatever the test and x: on the first path sqrt (t) is the constant,
   on the second it is the root the program computed.  The same holds for
   the other constants sqrt leaves alone (-0, 1, +inf), on either arm.  */

#ifndef FPSCEV_CLAMP_SQRT_H
#define FPSCEV_CLAMP_SQRT_H

/* Rewrite each branch between .SQRT (x) and a constant that sqrt leaves
   alone as the root of a select, in the innermost loops of FUN that the
   vectorizer may take once they are branch-free (a scalar loop would
   compute every root: under the very cheap cost model, only loops of a
   constant trip count that needs no epilogue), after cleaning FUN's CFG
   (the simplifications leave dead branches behind); return the number
   rewritten, each reported as an optimization.  */
unsigned fpscev_branch_free_roots (function *fun);

#endif /* FPSCEV_CLAMP_SQRT_H */
