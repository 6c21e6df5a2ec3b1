/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* warn.h -- the warnings of -fplugin-arg-fpscev-warn: an operation or a
   math call whose result is NaN or infinite on every execution that
   reaches it, as the ranges prove.  */

#ifndef FPSCEV_WARN_H
#define FPSCEV_WARN_H

struct fpscev_analysis;

/* Warn, once per source position in the translation unit, about each
   operation of A's function whose result the ranges prove NaN or
   infinite whenever it is computed, from operands that may be finite.
   Returns the number of warnings given.  Changes nothing.  */
unsigned fpscev_warn_non_finite (struct fpscev_analysis *a);

/* Register the callbacks of the warnings for plugin NAME.  */
void fpscev_warn_register (const char *name);

#endif /* FPSCEV_WARN_H */
