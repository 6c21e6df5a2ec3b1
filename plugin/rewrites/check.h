/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* check.h -- check mode: run-time verification of the computed ranges.  */

#ifndef FPSCEV_CHECK_H
#define FPSCEV_CHECK_H

struct fpscev_analysis;

/* Instrument every definition of a float SSA name of A's function whose
   range says something with a branch-free run-time test that the value
   lies in the range, recording the first failure, which the function
   reports on stderr, and aborts, at its next return, call or asm that may
   leave the process, or loop latch.  Returns the number of checks
   inserted.  */
unsigned fpscev_instrument_checks (struct fpscev_analysis *a);

#endif /* FPSCEV_CHECK_H */
