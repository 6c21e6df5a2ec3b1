/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* range-dump.h -- the lines of fpscev's dump that give the ranges of a
   function.  */

#ifndef FPSCEV_RANGE_DUMP_H
#define FPSCEV_RANGE_DUMP_H

struct fpscev_analysis;

/* Write the ranges A computed, one line per float SSA name with a known
   fact, into the dump file (with their rules and the seed's min/max/
   isInteger block under TDF_DETAILS).  */
void fpscev_dump_ranges (struct fpscev_analysis *a);

#endif /* FPSCEV_RANGE_DUMP_H */
