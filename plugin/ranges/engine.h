/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* engine.h -- the per-function float range analysis: what it knows of
   each SSA name, and the range of an operand where a statement uses it.

   The engine gives every SSA name of a modelled float type a range (see
   frange.h); walk.cc visits the function and computes them with
   fold-stmt.cc.  Complex SSA names produced by __builtin_cexpi get a
   range for each part.  An operand's range at a statement is its stored
   range narrowed by the comparisons that dominate the statement and by
   what GCC's ranger knows there (GCC 13 and later).  */

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
  /* Whether GCC's float ranges and fpscev's are exchanged (gcc-frange.h):
     not where GCC's may rest on a library function the unit defines
     (fpscev_calls_unit_libm_name_p).  */
  bool gcc_ranges;
  /* Indexed by SSA_NAME_VERSION: NULL for names without a range.  */
  vec<fpscev_value *> values;
  /* The position of each block (by index) in the walk, -1 for blocks it
     does not reach; NULL outside fpscev_analyze.  */
  int *order;
  /* While a slice is evaluated on pieces of its inputs (subdivide.h):
     the N_PINNED SSA names PINNED_NAMES whose ranges are taken to be
     PINNED_RANGES wherever they are operands.  */
  const tree *pinned_names;
  const fr_range *const *pinned_ranges;
  int n_pinned;
  /* The operation folds subdivision may still spend in this function, -1
     before its first use (subdivide.h).  */
  long split_budget;
};

/* Room for a range that an operand lookup computes (a constant's, or a
   narrowed one), released when it goes out of scope.  */
class fpscev_range_temp
{
public:
  fpscev_range_temp () : live (false) {}
  ~fpscev_range_temp () { if (live) fr_clear (&r); }
  /* The range, of format FMT.  */
  fr_range *get (const fr_format *fmt);
private:
  fr_range r;
  bool live;
};

/* Set up A for function FUN (with the plugin's libm-ulps argument: LIBM_ULPS
   and LIBM_OVERRIDE as in struct fpscev_options).  */
void fpscev_analysis_init (struct fpscev_analysis *a, function *fun,
			   int libm_ulps, const int *libm_override);
/* Compute the range of every float SSA name of A's function (walk.cc).
   GCC's loop structures must be up to date; with scalar evolution
   initialised, trip counts bound additive recurrences.  */
void fpscev_analyze (struct fpscev_analysis *a);
/* Compute the range of the result of STMT, whose lhs is LHS, into LHS's
   value in A, as fpscev_analyze does (walk.cc); again after a change moved
   STMT.  */
void fpscev_visit_stmt (struct fpscev_analysis *a, gimple *stmt, tree lhs);
/* Compute into R, of LHS's format, the range of the result of STMT,
   whose lhs is the real float LHS, as fpscev_visit_stmt does, but without
   storing it.  */
void fpscev_fold_value (struct fpscev_analysis *a, gimple *stmt, tree lhs,
			fr_range *r);
/* Release what A holds.  */
void fpscev_analysis_release (struct fpscev_analysis *a);

/* Make room in A for values of the SSA names made since its start.  */
void fpscev_track_new_names (struct fpscev_analysis *a);

/* The value the engine holds for the SSA name NAME, or NULL.  */
const struct fpscev_value *fpscev_value_of (struct fpscev_analysis *a,
					    const_tree name);
/* The value of NAME stored in A, created (with the unknown rule) if it has
   none yet; NULL if NAME is not of a modelled float type (or a complex
   type of one).  */
struct fpscev_value *fpscev_value_for (struct fpscev_analysis *a, tree name);

/* The range of the float operand OP (SSA name, constant or anything else)
   of the statement AT (NULL: OP's own range, without narrowing): its
   computed range narrowed by the comparisons on the edges that dominate AT
   and by what GCC's ranger knows of OP there (GCC 13 and later), or the
   range of a constant, or the unknown range of OP's type; a pinned range
   (struct fpscev_analysis) as it is.  The result may live in TEMP.
   Returns NULL if OP's type is not modelled.  */
const fr_range *fpscev_operand_range (struct fpscev_analysis *a, tree op,
				      gimple *at, fpscev_range_temp *temp);

/* The range of the float VALUE at AT in A, the analysis of its function,
   as fpscev_operand_range gives it; without an analysis (A NULL), the
   range of VALUE if it is a constant, else NULL.  It may live in TEMP.  */
const fr_range *fpscev_value_range (struct fpscev_analysis *a, tree value,
				    gimple *at, fpscev_range_temp *temp);

struct fpscev_fact;

/* The range of OP at AT as fpscev_operand_range gives it, narrowed
   further by the N comparisons FACTS (edge-facts.h) as if they held at
   AT.  */
const fr_range *fpscev_operand_range_given (struct fpscev_analysis *a,
					    tree op, gimple *at,
					    const struct fpscev_fact *facts,
					    int n, fpscev_range_temp *temp);

/* The range of OP where control flows along the edge E: OP's range
   narrowed by the comparison E leaves (if any) and those that dominate
   E's source.  TEMP as for fpscev_operand_range.  */
const fr_range *fpscev_operand_range_on_edge (struct fpscev_analysis *a,
					      tree op, edge e,
					      fpscev_range_temp *temp);

/* What GCC knows of the ranges of A's function's values: during
   fpscev_analyze, GCC's ranger, set up on first use; afterwards, while
   the consumers change the function, the SSA names' global ranges.  */
range_query *fpscev_range_query (struct fpscev_analysis *a);

/* The integer range of the integer operand OP at STMT, as bounds in LO and
   HI (initialised by the caller).  */
void fpscev_integer_range (struct fpscev_analysis *a, tree op, gimple *stmt,
			   mpz_t lo, mpz_t hi);

/* Whether E goes back in the walk's order (a loop's back edge, or an edge
   into an irreducible region): the value it carries is not yet computed.  */
bool fpscev_retreating_edge_p (const struct fpscev_analysis *a, edge e);

#endif /* FPSCEV_ENGINE_H */
