/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* engine.h -- the per-function float range analysis.

   The engine gives every SSA name of a modelled float type a range (see
   frange.h), computed by the transfer functions (transfer.cc) from the
   ranges of the operands, visiting the blocks in reverse post-order so
   that, outside loops, every operand is known before it is used.  Complex
   SSA names produced by __builtin_cexpi get a range for each part.  */

#ifndef FPSCEV_ENGINE_H
#define FPSCEV_ENGINE_H

#include "frange.h"
#include "float-types.h"

/* What the engine knows of one SSA name.  */
struct fpscev_value
{
  fr_range r;			/* The range (the real part if complex).  */
  fr_range *imag;		/* The imaginary part, or NULL.  */
  const char *rule;		/* What produced R, for the details dump.  */
};

/* A few scratch ranges of one format, for operands that have no range of
   their own (constants, unknown values).  */
#define FPSCEV_N_SCRATCH 24
/* The slot the refinement by a comparison uses for the other operand, and
   fpscev_no_fact_p for the unknown range.  */
#define FPSCEV_REFINE_SLOT (FPSCEV_N_SCRATCH - 1)
struct fpscev_scratch
{
  const fr_format *fmt;
  fr_range slot[FPSCEV_N_SCRATCH];
};

/* The analysis of one function.  */
struct fpscev_analysis
{
  function *fun;
  struct fpscev_fp_options fp;
  /* GCC's ranger during fpscev_analyze (see fpscev_range_query): the
     integer ranges of int -> float conversions and of integer operands of
     calls, and on GCC 13 and later GCC's float ranges of operands
     (gcc-frange.h).  */
  gimple_ranger *ranger;
  /* Indexed by SSA_NAME_VERSION: NULL for names without a range.  */
  vec<fpscev_value *> values;
  /* Scratch ranges, one set per format met.  */
  vec<fpscev_scratch *> scratch;
  /* The statement whose operands are being looked up, or NULL: the
     comparisons that dominate it narrow their ranges (see
     fpscev_operand_range).  */
  gimple *at;
  /* The position of each block (by index) in the walk, -1 for blocks it
     does not reach; NULL outside fpscev_analyze.  */
  int *order;
};

/* Set up A for function FUN (with the plugin's LIBM_ULPS argument).  */
void fpscev_analysis_init (struct fpscev_analysis *a, function *fun,
			   int libm_ulps);
/* Compute the range of every float SSA name of A's function (walk.cc).
   GCC's loop structures must be up to date; with scalar evolution
   initialised, trip counts bound additive recurrences.  */
void fpscev_analyze (struct fpscev_analysis *a);
/* Release what A holds.  */
void fpscev_analysis_release (struct fpscev_analysis *a);

/* The value the engine holds for the SSA name NAME, or NULL.  */
const struct fpscev_value *fpscev_value_of (struct fpscev_analysis *a,
					    const_tree name);

/* The range of the float operand OP (SSA name, constant or anything else)
   of the statement A->at: its computed range narrowed by the comparisons
   on the edges that dominate A->at and by what GCC's ranger knows of OP
   there (GCC 13 and later), or the range of a constant, or the
   unknown range of OP's type.  K (below FPSCEV_N_SCRATCH) chooses the
   scratch slot used when OP has no range of its own, so that the operands
   of one statement use distinct K.  Returns NULL if OP's type is not
   modelled.  */
const fr_range *fpscev_operand_range (struct fpscev_analysis *a, tree op,
				      int k);

/* The K-th scratch range (K below FPSCEV_N_SCRATCH) of format FMT: a
   range a transfer function may overwrite for its own temporaries.  */
fr_range *fpscev_scratch_range (struct fpscev_analysis *a,
				const fr_format *fmt,
				int k);

/* The range core's comparison for the tree comparison CODE, or -1 if it is
   not a comparison of floats.  */
int fpscev_core_comparison (enum tree_code code);

/* The range of OP where control flows along the edge E: OP's range
   narrowed by the comparison E leaves (if any) and those that dominate
   E's source.  K as for fpscev_operand_range.  */
const fr_range *fpscev_operand_range_on_edge (struct fpscev_analysis *a,
					      tree op, edge e, int k);

/* Narrow R by the fast-math assumptions of A's function.  */
void fpscev_apply_fp_options (const struct fpscev_analysis *a, fr_range *r);

/* Set R to the range of a value of R's format that nothing is known about,
   given the function's options.  */
void fpscev_set_unknown (const struct fpscev_analysis *a, fr_range *r);

/* Whether R says nothing that the unknown range of A's function does not
   say.  */
bool fpscev_no_fact_p (struct fpscev_analysis *a, const fr_range *r);

/* What GCC knows of the ranges of A's function's values: during
   fpscev_analyze, GCC's ranger, set up on first use; afterwards, while
   the consumers change the function, the SSA names' global ranges.  */
range_query *fpscev_range_query (struct fpscev_analysis *a);

/* The integer range of the integer operand OP at STMT, as bounds in LO and
   HI (initialised by the caller).  */
void fpscev_integer_range (struct fpscev_analysis *a, tree op, gimple *stmt,
			   mpz_t lo, mpz_t hi);

/* For walk.cc.  Give each default definition (parameters, uninitialised
   variables) of a modelled type the unknown range.  */
void fpscev_visit_default_defs (struct fpscev_analysis *a);
/* Compute the ranges of the PHI nodes of BB, unless BB is a loop header
   (walk.cc computes those), then those of its statements, in order.  */
void fpscev_visit_block (struct fpscev_analysis *a, basic_block bb);
/* The value of the result of PHI, created if it has none yet; NULL if the
   result is not a modelled real float.  */
struct fpscev_value *fpscev_phi_value (struct fpscev_analysis *a, gphi *phi);
/* Whether E goes back in the walk's order (a loop's back edge, or an edge
   into an irreducible region): the value it carries is not yet computed.  */
bool fpscev_retreating_edge_p (const struct fpscev_analysis *a, edge e);

#endif /* FPSCEV_ENGINE_H */
