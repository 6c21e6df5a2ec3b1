/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* export.h -- give fpscev's ranges to GCC (GCC 13 and later).  */

#ifndef FPSCEV_EXPORT_H
#define FPSCEV_EXPORT_H

struct fpscev_analysis;

/* Store the range of every float SSA name of A's function that says
   something into GCC's global range info (intersected with what GCC
   already has there), unless A's options forbid it (gcc-frange.h);
   return how many GCC's ranges changed.  */
unsigned fpscev_export_ranges (struct fpscev_analysis *a);

#endif /* FPSCEV_EXPORT_H */
