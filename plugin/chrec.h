/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec.h -- fpscev's chrec summaries: polynomial evolutions of loop values.

   A summary {p0, +, p1, +, ..., +, pk} of a value X in loop L says that at
   iteration i of L (counted from 0) X equals

     p0 * C(i, 0) + p1 * C(i, 1) + ... + pk * C(i, k)

   where C(i, j) is the binomial coefficient and the coefficients p0 ... pk
   are loop-invariant trees (constants or expressions of SSA names defined
   before L).  This is GCC's polynomial chrec {p0, +, {p1, +, ...}}_L with
   all coefficients invariant, kept as a flat array.

   Integer summaries are exact modulo 2^P, P the precision of the value
   summarised: their coefficients have the unsigned type of precision P and
   the identity above holds modulo 2^P at every iteration that executes the
   value's definition.  Float summaries (only under -fassociative-math,
   -fno-signed-zeros, -fno-trapping-math) have coefficients of the value's
   float type and hold in real arithmetic.  */

#ifndef FPSCEV_CHREC_H
#define FPSCEV_CHREC_H

/* The largest degree a summary can have; fvr-max-degree is at most this.  */
#define FVR_DEGREE_LIMIT 16

/* A summary.  COEF[0 .. DEGREE] are trees of TYPE; DEGREE is the index of
   the last non-zero coefficient (0 for an invariant).  */
struct fvr_chrec
{
  tree type;
  unsigned degree;
  tree coef[FVR_DEGREE_LIMIT + 1];
};

/* Set R to the invariant C (a tree of R's computation type TYPE).  */
void fvr_chrec_set_invariant (struct fvr_chrec *r, tree type, tree c);

/* R = A + B and R = A - B.  R may be A or B.  */
void fvr_chrec_add (struct fvr_chrec *r, const struct fvr_chrec *a,
		    const struct fvr_chrec *b);
void fvr_chrec_sub (struct fvr_chrec *r, const struct fvr_chrec *a,
		    const struct fvr_chrec *b);

/* R = C * A, C an invariant tree of A's type.  R may be A.  */
void fvr_chrec_scale (struct fvr_chrec *r, const struct fvr_chrec *a,
		      tree c);

/* R = A * B; false (R undefined) if the product's degree exceeds
   MAX_DEGREE.  R may be A or B.  */
bool fvr_chrec_mult (struct fvr_chrec *r, const struct fvr_chrec *a,
		     const struct fvr_chrec *b, unsigned max_degree);

/* R = {INIT, +, DELTA}: the value that starts at INIT (an invariant tree)
   and grows by DELTA's value at each iteration; false if its degree
   exceeds MAX_DEGREE.  R may be DELTA.  */
bool fvr_chrec_accumulate (struct fvr_chrec *r, tree init,
			   const struct fvr_chrec *delta, unsigned max_degree);

/* Print R as "{p0, +, p1, ...}" to FILE.  */
void fvr_chrec_print (FILE *file, const struct fvr_chrec *r);

/* Whether every SSA name in EXPR is defined outside LOOP and none occurs
   in an abnormal PHI.  */
bool fvr_invariant_p (class loop *loop, tree expr);

/* Whether values of TYPE get summaries in FUN: integer types whose
   precision is that of their mode (booleans excepted), and float types
   when FUN's options allow reassociation.  */
bool fvr_summarizable_type_p (function *fun, tree type);

/* Summarise NAME, an SSA name defined in LOOP (an innermost loop), into R,
   with degrees up to MAX_DEGREE.  On failure return false and set *WHY to
   a short reason, *WHERE to the SSA name it is about (or NULL).  Uses
   GCC's scalar evolution (scev_initialize must have been called) where
   its own rules do not apply.  */
bool fvr_chrec_of (class loop *loop, tree name, unsigned max_degree,
		   struct fvr_chrec *r, const char **why, tree *where);

#endif /* FPSCEV_CHREC_H */
