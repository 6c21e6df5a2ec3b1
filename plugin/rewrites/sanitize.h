/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* sanitize.h -- the finite-math sanitizer
   (-fplugin-arg-fpscev-sanitize[=finite|nan|inf]).  */

#ifndef FPSCEV_SANITIZE_H
#define FPSCEV_SANITIZE_H

struct fpscev_analysis;

/* Instrument FUN to test at run time, on its bits, each float value that
   an operation, a conversion, a call or a load computes and each float
   parameter, for the values fpscev_opts.sanitize names (NaN, infinity or
   both); the first one found is reported on standard error, with the
   operation's source position, operands and function, and the program
   aborts (with sanitize-recover: each site is reported once and the
   program goes on).  A: FUN's ranges, which spare the values they prove
   finite a test; NULL tests every value.  Returns whether FUN changed.  */
bool fpscev_sanitize (function *fun, struct fpscev_analysis *a);

#endif /* FPSCEV_SANITIZE_H */
