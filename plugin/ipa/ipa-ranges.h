/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* ipa-ranges.h -- the ranges fpscev reads once, after GCC's
   interprocedural passes (PLUGIN_ALL_IPA_PASSES_END), before any
   function's late passes, where every call is in the call graph: the
   parameters' ranges (param-ranges.h) and the file-local variables'
   (static-ranges.h).  The functions are visited callers first
   (ipa_reverse_postorder); a function's parameters get their ranges from
   its calls, then, if it passes a computed float to a function whose
   parameters may get ranges or stores one into a file-local variable, its
   body is analysed by the engine, read-only.  */

#ifndef FPSCEV_IPA_RANGES_H
#define FPSCEV_IPA_RANGES_H

/* Read the ranges after GCC's interprocedural passes (a callback of the
   plugin NAME).  */
void fpscev_ipa_ranges_register (const char *name);

#endif /* FPSCEV_IPA_RANGES_H */
