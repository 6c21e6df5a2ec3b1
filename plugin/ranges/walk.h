/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* walk.h -- the walk over a function that computes its ranges, shared
   by walk.cc (blocks, in reverse post-order) and walk-loop.cc (loops).  */

#ifndef FPSCEV_WALK_H
#define FPSCEV_WALK_H

struct fpscev_analysis;
struct fpscev_value;

/* The state of the walk over one function.  */
struct walk
{
  struct fpscev_analysis *a;
  /* The blocks in reverse post-order (indices), N of them.  */
  int *rpo;
  int n;
  /* The positions in RPO of the blocks of each loop (by number), sorted;
     computed on the loop's first visit.  */
  vec<int> *bodies;
  /* Block visits left.  */
  long budget;
};

/* Visit once the blocks of LOOP in the walk's order: its own blocks
   directly, each inner loop through fpscev_visit_loop from its header
   (walk.cc).  */
void fpscev_visit_body (struct walk *w, class loop *loop);

/* Visit LOOP until the ranges of its header's float PHIs hold every value
   that comes round its back edges, then try narrower ranges
   (walk-loop.cc).  */
void fpscev_visit_loop (struct walk *w, class loop *loop);

/* The value of the result of PHI, created if it has none yet; NULL if the
   result is not a modelled real float.  */
struct fpscev_value *fpscev_phi_value (struct fpscev_analysis *a, gphi *phi);

#endif /* FPSCEV_WALK_H */
