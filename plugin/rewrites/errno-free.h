/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* errno-free.h -- simplify the calls the ranges prove errno-free.  */

#ifndef FPSCEV_ERRNO_FREE_H
#define FPSCEV_ERRNO_FREE_H

struct fpscev_analysis;

/* Give the math calls of A's function that cannot set errno the form GCC
   gives them under -fno-math-errno (see errno-free.cc), reporting each
   through the optimization records.  Returns the number of calls
   changed.  */
unsigned fpscev_errno_free_calls (struct fpscev_analysis *a);

/* Whether the target's libc is glibc on x86-64 (LP64) for the function
   being compiled (not -m32 nor -mx32).  */
bool fpscev_glibc_x86_64_p (void);

/* GCC's loop invariant motion, as a pass to run right after the fpscev
   pass: it runs in the functions where fpscev_errno_free_calls changed a
   call of a loop, so that a loop-invariant call leaves its loop before
   the vectorizer.  */
opt_pass *fpscev_make_lim_pass (gcc::context *ctxt);

#endif /* FPSCEV_ERRNO_FREE_H */
