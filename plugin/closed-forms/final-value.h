/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* final-value.h -- closed-form final values of polynomial accumulations.  */

#ifndef FPSCEV_FINAL_VALUE_H
#define FPSCEV_FINAL_VALUE_H

/* Replace the values that the innermost loops of FUN leave to the code
   after them by closed forms of their chrec summaries, where the cost
   model (or fvr=always) says so, statically or behind a guard on the trip
   count.  Sets up and releases the loop structures and the scalar
   evolution analysis it needs.  Returns the number of loops changed.  */
unsigned fpscev_final_values (function *fun);

#endif /* FPSCEV_FINAL_VALUE_H */
