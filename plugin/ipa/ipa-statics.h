/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* ipa-statics.h -- the values stored into file-local float variables
   (static-ranges.h says which variables), read after GCC's
   interprocedural passes: ipa-ranges.cc starts, gives each function it
   analyses, and finishes; the union of the initializer and the stored
   values becomes the range of the variable's loads.  */

#ifndef FPSCEV_IPA_STATICS_H
#define FPSCEV_IPA_STATICS_H

struct fpscev_analysis;

/* Find the variables that may get ranges, from their initializers.  */
void fpscev_static_ranges_start (void);

/* Whether the function NODE stores a value that is no constant into one
   of the variables that may get ranges.  */
bool fpscev_static_stores_computed_p (cgraph_node *node);

/* Add the values NODE stores into the variables to their unions: their
   ranges in A, the analysis of NODE's body.  */
void fpscev_static_add_stores (cgraph_node *node, struct fpscev_analysis *a);

/* Record the ranges of the variables all of whose stores are known: the
   stores of the functions not given to fpscev_static_add_stores add their
   constants.  */
void fpscev_static_ranges_finish (void);

#endif /* FPSCEV_IPA_STATICS_H */
