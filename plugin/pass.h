/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* pass.h -- the fpscev GIMPLE pass.  */

#ifndef FPSCEV_PASS_H
#define FPSCEV_PASS_H

/* Register the fpscev pass with GCC's pass manager, for plugin NAME.  */
void fpscev_register_pass (const char *name);

#endif /* FPSCEV_PASS_H */
