/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* propagate.h -- known values become constants.  */

#ifndef FPSCEV_PROPAGATE_H
#define FPSCEV_PROPAGATE_H

struct fpscev_analysis;

/* Replace the uses of every float SSA name of A's function whose range is
   one number by that number (see propagate.cc), reporting each name
   through the optimization records.  Returns the number of names whose
   uses changed.  */
unsigned fpscev_propagate_constants (struct fpscev_analysis *a);

#endif /* FPSCEV_PROPAGATE_H */
