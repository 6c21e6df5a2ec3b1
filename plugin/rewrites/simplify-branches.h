/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-branches.h -- branches with exception-free float arithmetic
   become selects.

   Under -ftrapping-math (GCC's default) GCC's if-conversion leaves a
   branch whose arms compute with floats, as any float operation may
   raise an exception, so a loop like the knee of a compressor

     float v = in16[i];
     out[i] = v > t ? t + (v - t) * 0.25f : v;

   is not vectorized.  Where the ranges show that no operation of either
   arm raises invalid, divide-by-zero, overflow or underflow for any value
   that reaches the branch, whichever way it goes, computing both arms
   raises nothing the program did not (inexact aside: GCC's contract does
   not keep it, see doc/fpscev.texi) and changes no value: the arms move
   before the branch and each value joined after it becomes a select of
   the two, keyed on the branch's test, which is kept as it was.  */

#ifndef FPSCEV_SIMPLIFY_BRANCHES_H
#define FPSCEV_SIMPLIFY_BRANCHES_H

struct fpscev_analysis;

/* Rewrite as selects the branches of A's function, in the innermost
   loops the vectorizer may take once they are branch-free, whose arms
   hold nothing but float arithmetic (+ - * /, negation, fabs,
   conversions) that the ranges at the branch show exception-free; the
   moved values get their ranges there.  Of a chain of tests whose sides
   meet in one join, the innermost branch first, then the outer ones,
   whose arms hold the inner tests and selects.  A loop whose trip count
   is known on entry is versioned on it first (short-runs.h): the runs
   shorter than a vector's lanes keep the branches; a loop whose constant
   trip count is below the lanes keeps them all.  Returns the number rewritten,
   each reported as an optimization (a branch whose arms may raise, as a
   missed one).  */
unsigned fpscev_simplify_branches (struct fpscev_analysis *a);

#endif /* FPSCEV_SIMPLIFY_BRANCHES_H */
