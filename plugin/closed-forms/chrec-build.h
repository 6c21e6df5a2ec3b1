/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec-build.h -- building fpscev's chrec summaries (chrec.h) of the
   values of a loop from its GIMPLE.  */

#ifndef FPSCEV_CHREC_BUILD_H
#define FPSCEV_CHREC_BUILD_H

#include "chrec.h"

/* Whether values of TYPE get summaries in FUN: integer types whose
   precision is that of their mode (booleans excepted), and float types
   when FUN's options allow reassociation.  */
bool fvr_summarizable_type_p (function *fun, tree type);

/* What the summaries of a loop with inner loops need and add
   (chrec-nest.cc): the loop's number of latch executions, and the
   conditions on values before the loop under which the summaries hold
   (NULL_TREE if none).  */
struct fvr_nest
{
  tree count;
  tree assumptions;
};

/* Summarise NAME, an SSA name defined in LOOP, into R, with degrees up
   to MAX_DEGREE.  Values of loops nested in LOOP (one deep), and
   induction variables of a type that may wrap below NAME's precision
   (by their exact values while they do not wrap in the NEST's count + 1
   iterations), are summarised when NEST is not NULL, which then gets the
   conditions they need: R holds where they do.  On failure return false and set *WHY to a short reason, *WHERE
   to the SSA name it is about (or NULL).  Uses GCC's scalar evolution
   (scev_initialize must have been called) where its own rules do not
   apply.  */
bool fvr_chrec_of (class loop *loop, tree name, unsigned max_degree,
		   struct fvr_nest *nest, struct fvr_chrec *r,
		   const char **why, tree *where);

#endif /* FPSCEV_CHREC_BUILD_H */
