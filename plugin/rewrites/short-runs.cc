/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* short-runs.cc -- a copy of a loop, in its original form, for the runs
   shorter than a vector's lanes (see short-runs.h).  */

#include "compat.h"
#include "short-runs.h"
#include "cfgloopmanip.h"
#include "predict.h"

machine_mode
fpscev_preferred_vector_mode (tree type)
{
  return targetm.vectorize.preferred_simd_mode (SCALAR_FLOAT_TYPE_MODE (type));
}

unsigned
fpscev_vector_lanes (tree type)
{
  return constant_lower_bound (GET_MODE_NUNITS
				 (fpscev_preferred_vector_mode (type)));
}

/* The number of latch executions of LOOP, if an integer expression.  */
static tree
latch_count (class loop *loop)
{
  tree niter = number_of_latch_executions (loop);
  if (!niter || chrec_contains_undetermined (niter)
      || !INTEGRAL_TYPE_P (TREE_TYPE (niter)))
    return NULL_TREE;
  return niter;
}

bool
fpscev_always_shorter_p (class loop *loop, unsigned lanes)
{
  tree niter = latch_count (loop);
  return (niter && TREE_CODE (niter) == INTEGER_CST
	  && tree_int_cst_lt (niter,
			      build_int_cst (TREE_TYPE (niter), lanes - 1)));
}

/* Neither side is unlikely (the trip counts are unknown): laid out as
   cold, the copy would cost a run of one element as much again.  The
   copy is given the larger share (2 in 5 to the long runs), so that it
   is the side reached without a taken jump, the cost that matters to a
   run of one element.  A copy that runs one iteration (two lanes) is
   bounded so, and GCC's complete unrolling makes it straight code,
   fewer instructions than GCC alone's loop; a longer one stays a loop
   (unrolled, it needed more registers saved at the function's entry:
   one element of float took a cycle more, bench/real.md).  */
class loop *
fpscev_version_short_runs (class loop *loop, unsigned lanes,
			   const char *what, const char *kept)
{
  tree niter = latch_count (loop);
  if (!niter || TREE_CODE (niter) == INTEGER_CST
      || !optimize_loop_for_speed_p (loop))
    return NULL;
  tree least = build_int_cst (TREE_TYPE (niter), lanes - 1);
  gimple_seq stmts;
  tree latches = force_gimple_operand (unshare_expr (niter), &stmts, true,
				       NULL_TREE);
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (loop), stmts);
  tree long_run = build2 (GE_EXPR, boolean_type_node, latches, least);
  profile_probability long_p
    = profile_probability::guessed_always ().apply_scale (2, 5);
  initialize_original_copy_tables ();
  class loop *copy
    = loop_version (loop, long_run, NULL, long_p, long_p.invert (),
		    long_p, long_p.invert (), true);
  free_original_copy_tables ();
  if (!copy)
    return NULL;
  copy->dont_vectorize = true;
  if (lanes == 2)
    record_niter_bound (copy, 0, false, true);
  if (dump_file)
    fprintf (dump_file, ";; %s: loop %d: runs of fewer than %u iterations "
	     "take loop %d, which keeps the %s\n", what, loop->num, lanes,
	     copy->num, kept);
  return copy;
}
