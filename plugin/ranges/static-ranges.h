/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* static-ranges.h -- the ranges of the file-local float variables whose
   every access GCC sees, from their initializers and the values stored
   into them.

   A static variable of a modelled float type, not visible outside the
   compilation, whose address is never taken, not volatile, not used from
   another LTO partition nor by asm (GCC's all_refs_explicit_p), holds only
   its initializer and the values the statements GCC's references list
   store into it.  After GCC's interprocedural passes, ipa-ranges.cc and
   ipa-statics.cc analyse the functions that store a computed value into one (with the
   engine, read-only), and the union of those values is recorded as the
   range of the variable's loads.  A store from a function not analysed
   (a clone, a thunk) adds its constant, or leaves the variable without
   a range.  */

#ifndef FPSCEV_STATIC_RANGES_H
#define FPSCEV_STATIC_RANGES_H

/* Record R as a range of the file-local variable VAR (joined to any
   recorded).  */
void fpscev_record_static_range (tree var, const fr_range *r);

/* The recorded range of the file-local variable VAR, or NULL.  */
const fr_range *fpscev_recorded_static_range (tree var);

/* Free the ranges at the end of the compilation (PLUGIN_FINISH of the
   plugin NAME).  */
void fpscev_static_ranges_register (const char *name);

#endif /* FPSCEV_STATIC_RANGES_H */
