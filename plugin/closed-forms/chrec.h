/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec.h -- fpscev's chrec summaries: polynomial evolutions of loop values,
   their algebra (chrec.cc) and their evaluation at a trip count
   (chrec-apply.cc).  chrec-build.h builds them from a loop's GIMPLE.

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

/* The shape of a summary: how its coefficients give its value at
   iteration i.  Polynomials only so far; a geometric recurrence (whose
   ranges the core bounds, fr_geometric_recurrence) would be another,
   with its own algebra, evaluation (fvr_chrec_apply) and dump
   (fvr_chrec_print).  The algebra and the users of the coefficients
   assert the shape they assume (fvr_chrec_polynomial_p).  */
enum fvr_chrec_shape
{
  /* {p0, +, p1, +, ..., +, pk}: p0 C(i, 0) + ... + pk C(i, k) as above;
     p0 is the value at iteration 0.  */
  FVR_CHREC_POLYNOMIAL
};

/* A summary of shape SHAPE.  COEF[0 .. DEGREE] are trees of TYPE; DEGREE
   is the index of the last non-zero coefficient (0 for an invariant).  */
struct fvr_chrec
{
  enum fvr_chrec_shape shape;
  tree type;
  unsigned degree;
  tree coef[FVR_DEGREE_LIMIT + 1];
};

/* Whether R is a polynomial summary.  */
bool fvr_chrec_polynomial_p (const struct fvr_chrec *r);

/* Make R a polynomial summary of TYPE and DEGREE (at most
   FVR_DEGREE_LIMIT), whose coefficients the caller then sets.  */
void fvr_chrec_set_polynomial (struct fvr_chrec *r, tree type,
			       unsigned degree);

/* Drop the zero coefficients at the top of R, whose coefficients were
   set one by one: {a, +, b, +, 0} = {a, +, b}.  */
void fvr_chrec_trim (struct fvr_chrec *r);

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

/* R = -A.  R may be A.  */
void fvr_chrec_negate (struct fvr_chrec *r, const struct fvr_chrec *a);

/* R = A * B; false (R undefined) if the product's degree exceeds
   MAX_DEGREE.  R may be A or B.  */
bool fvr_chrec_mult (struct fvr_chrec *r, const struct fvr_chrec *a,
		     const struct fvr_chrec *b, unsigned max_degree);

/* R = {INIT, +, DELTA}: the value that starts at INIT (an invariant tree)
   and grows by DELTA's value at each iteration; false if its degree
   exceeds MAX_DEGREE.  R may be DELTA.  */
bool fvr_chrec_accumulate (struct fvr_chrec *r, tree init,
			   const struct fvr_chrec *delta, unsigned max_degree);

/* R = C(X, J), the binomial coefficient of the value X summarises, as a
   summary of type TYPE: X is exact (an unsigned integer summary whose
   precision exceeds TYPE's by at least the exponent of 2 in J!, or a
   float summary of type TYPE).  False if the degree exceeds
   MAX_DEGREE.  */
bool fvr_chrec_binomial (struct fvr_chrec *r, const struct fvr_chrec *x,
			 unsigned j, tree type, unsigned max_degree);

/* Print R to FILE: a polynomial as "{p0, +, p1, ...}".  */
void fvr_chrec_print (FILE *file, const struct fvr_chrec *r);

/* Emit into SEQ the value of CH at iteration N (an unsigned integer, the
   number of latch executions of CH's loop), converted to TYPE, the type of
   the value CH summarises; return it, or NULL (with nothing emitted) if
   no integer type is wide enough to compute it.  */
tree fvr_chrec_apply (gimple_seq *seq, const struct fvr_chrec *ch, tree n,
		      tree type);

#endif /* FPSCEV_CHREC_H */
