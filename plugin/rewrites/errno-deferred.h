/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* errno-deferred.h -- the errno of a loop's square roots set at the
   loop's exits.

   Under -fmath-errno call-cdce splits `r = sqrt (x)' into

     if (x u>= 0) r = .SQRT (x); else r = sqrt (x);

   the inline root, and the library call on the path where it sets errno
   (glibc: EDOM exactly when x < 0, an isless test).  The branch and the
   call keep the loop from vectorizing.  Where nothing in the loop can
   read or write errno, the same program is, with D a value of x's type
   set to 1 before the loop,

     r = .SQRT (x);  D = MIN (D, MAX (r ord r ? 1 : 0, x unord x ? 1 : 0));

   in the loop (x < 0 is a NaN root of an argument that is not NaN: quiet
   comparisons only), and at each of its exits `if (D == 0) sqrt (-1)': the
   library sets errno as it does for every negative argument, once instead
   of once per negative element (the same final value: it only ever
   writes EDOM), and raises invalid, as the inline roots of the negative
   elements already did.  The inline root of a negative gives the NaN the
   library's gives only where the library's is that instruction: glibc on
   x86-64 (LP64).  */

#ifndef FPSCEV_ERRNO_DEFERRED_H
#define FPSCEV_ERRNO_DEFERRED_H

/* Defer the errno of the square roots call-cdce split in the innermost
   loops of FUN that the vectorizer may take (see errno-deferred.cc for
   the loops that qualify) to the loops' exits, reporting each loop as an
   optimization (and each loop refused, as a missed one).  Returns the
   number of calls deferred.  */
unsigned fpscev_defer_loop_errno (function *fun);

#endif /* FPSCEV_ERRNO_DEFERRED_H */
