/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* short-runs.h -- a copy of a loop, in its original form, for the runs
   shorter than a vector's lanes.

   The rewrites that make a loop vectorizable (errno-deferred.h: the
   deferred errno of its roots; simplify-branches.h: its branches made
   selects) cost more than the original form where the vectorized loop
   runs no vector iteration: GCC's vectorized loop then tests the trip
   count and runs its scalar epilogue, which is the rewritten form (the
   deferred test, or both arms of each select, for every element).  So
   the loop is versioned on its trip count first, and only the copy for
   the long runs is rewritten; the copy for the short runs keeps the
   original form and is not vectorized.  */

#ifndef FPSCEV_SHORT_RUNS_H
#define FPSCEV_SHORT_RUNS_H

/* The mode of the vectors of the float type TYPE the vectorizer
   prefers.  */
machine_mode fpscev_preferred_vector_mode (tree type);

/* The number of lanes of the vectors of the float type TYPE the
   vectorizer prefers (at least).  */
unsigned fpscev_vector_lanes (tree type);

/* Whether LOOP runs a constant number of iterations, fewer than LANES:
   its vectorized form would never run a vector iteration.  Needs the
   scalar evolutions.  */
bool fpscev_always_shorter_p (class loop *loop, unsigned lanes);

/* Where LOOP, whose trip count the niter analysis knows but is not
   constant, may run fewer iterations than LANES, version it on the trip
   count: LOOP takes the runs of LANES iterations or more, and a copy,
   not to be vectorized, the shorter ones; return the copy, or NULL if
   none was made.  WHAT names the rewrite and KEPT what the copy keeps,
   for the dump.  Needs the loop structures (preheaders), the scalar
   evolutions and the dominators; leaves SSA form to be updated.  */
class loop *fpscev_version_short_runs (class loop *loop, unsigned lanes,
				       const char *what, const char *kept);

#endif /* FPSCEV_SHORT_RUNS_H */
