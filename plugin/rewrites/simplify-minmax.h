/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* simplify-minmax.h -- calls of fmin and fmax as minimums, maximums and
   selects.

   GCC keeps a call of fmin or fmax (fminf, fmaxl, ...) a call to the
   library unless -ffinite-math-only and -fno-signed-zeros let it take
   the call for a MIN_EXPR or MAX_EXPR, whose result GCC leaves
   unspecified for a NaN operand and for two zeros (and the x86's minps
   and maxps then return the second operand); the vectorizer takes no
   loop with such a call.  Where the ranges show what the library would
   do, fpscev writes it inline:
     - no operand NaN, no pair of zeros of opposite sign (-0 and +0):
       a MIN_EXPR or MAX_EXPR, exact whatever the options;
     - otherwise a select `x < y ? x : y' (fmin) or `x > y ? x : y'
       (fmax) with the library's rule for the cases left: for one NaN
       operand the other (C11 F.10.9.2), as an unordered comparison
       picks it, for two zeros and for two NaNs that of x86-64 glibc's
       fmin, fminf, fmax and fmaxf, the SSE minss and maxss rules:
       the second zero, the first NaN (its long double and _Float128
       functions have others, and other libraries theirs: no select for
       these cases there).  A comparison that may see a NaN raises
       invalid where the library's function raises nothing (a quiet NaN),
       so that select is made only under -fno-trapping-math, and not
       under -fsignaling-nans, where the library gives x + y for a
       signaling NaN.  */

#ifndef FPSCEV_SIMPLIFY_MINMAX_H
#define FPSCEV_SIMPLIFY_MINMAX_H

struct fpscev_analysis;

/* Rewrite the calls of fmin and fmax of A's function as
   simplify-minmax.h says, reporting each through the optimization
   records; return the number rewritten.  */
unsigned fpscev_simplify_min_max_calls (struct fpscev_analysis *a);

#endif /* FPSCEV_SIMPLIFY_MINMAX_H */
