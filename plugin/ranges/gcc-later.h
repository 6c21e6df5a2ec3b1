/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* gcc-later.h -- what GCC's passes may do to a function around fpscev,
   in the terms the analysis and the consumers need.

   fpscev's ranges must hold for the program GCC finally emits, not only
   for the statements fpscev sees.  Five rewrites change which values are
   computed, and this module is the one place that knows them:
     - contraction (-ffp-contract=fast, GCC's default for GNU C): the
       widening_mul pass fuses x*y + c into fma (x, y, c), one rounding;
     - reassociation (-fassociative-math): the reassoc passes regroup
       chains of additions and subtractions, and of multiplications, and
       the loop passes may do so across the iterations of a loop;
     - call-cdce's errno split (before fpscev): a call to sqrt that may
       set errno becomes .SQRT (x), with the library call kept, without its
       result, on the path where the argument is out of the domain;
     - sincos (before fpscev): sin (x) and cos (x) become one
       __builtin_cexpi (x), and under -funsafe-math-optimizations the x87
       back end may compute sin, cos and tan with fsin, fcos, fsincos and
       fptan;
     - fabs dropped: GCC replaces fabs (x) (and copysign (x, y) by fabs (x))
       where its tree_expr_nonnegative_p takes x (y) to be nonnegative, a
       test blind to the signs of zeros and NaNs (fmax (x, +0) and
       fmod (x, y) of a nonnegative x pass for nonnegative, yet may be -0
       or a NaN of either sign).
   The analysis asks which computations a statement may stand for; the
   consumers ask which changes a rewrite would block or undo.  */

#ifndef FPSCEV_GCC_LATER_H
#define FPSCEV_GCC_LATER_H

#include "frange.h"
#include "float-types.h"

/* Contraction.  One way GCC may compute an addition or subtraction as
   a fused multiply-add: (-)X*Y + (-)ADDEND, rounded once.  */
struct fpscev_fused_form
{
  tree x, y, addend;
  bool neg_product, neg_addend;
};

/* The fused forms (at most two, one per product operand) GCC may give
   the addition (MINUS: subtraction) of OPS under FP; returns how many
   it stored in FORMS.  */
int fpscev_fused_forms (const struct fpscev_fp_options *fp, tree ops[2],
			bool minus, struct fpscev_fused_form forms[2]);

/* Whether GCC may compute the addition or subtraction one of whose
   operands is OP as a fused multiply-add with the product OP is.  */
bool fpscev_fusable_operand_p (const struct fpscev_fp_options *fp, tree op);

/* Whether GCC may fuse the product NAME into the additions that use it
   (it has some, and no other use): a new use of NAME (a run-time check)
   would keep it from fusing.  */
bool fpscev_fusable_product_p (const struct fpscev_fp_options *fp,
			       tree name);

/* Reassociation.  The most terms of a chain gathered.  */
#define FPSCEV_MAX_CHAIN_TERMS 15

/* The terms of the chain of additions and subtractions, or of
   multiplications, that the assignment STMT ends, as GCC's reassociation
   sees them under FP: stores them in TERMS (negated where NEG) and returns
   their number, 0 when reassociation leaves STMT alone (fewer than three
   terms, or no -fassociative-math), -1 when the chain has more than
   FPSCEV_MAX_CHAIN_TERMS terms.  */
int fpscev_reassoc_terms (const struct fpscev_fp_options *fp, gassign *stmt,
			  tree terms[FPSCEV_MAX_CHAIN_TERMS],
			  bool neg[FPSCEV_MAX_CHAIN_TERMS]);

/* Whether NAME is an inner link of a chain GCC may reassociate: the
   rewritten chain no longer computes NAME, and a new use of NAME would
   keep GCC from rewriting it.  */
bool fpscev_chain_link_p (const struct fpscev_fp_options *fp, tree name);

/* Whether replacing LHS by VAL would join two chains that GCC may then
   reassociate as one, whose ranges fpscev computed apart.  */
bool fpscev_joins_chains_p (const struct fpscev_fp_options *fp, tree lhs,
			    tree val);

/* Whether the header PHI of LOOP takes on a back edge the result of an
   operation GCC may reassociate across iterations (unrolling, or a
   closed form after the loop), so that its values are not those the
   iterations compute one by one.  */
bool fpscev_reassociable_recurrence_p (const struct fpscev_fp_options *fp,
				       class loop *loop, gphi *phi);

/* The errno split.  Whether CALL must stay, without its result, when its
   result is replaced: the library call may set errno.  */
bool fpscev_call_sets_errno_p (gcall *call);

/* sin, cos and tan on the x87.  Widen R, the range of the libm function
   FN of X, by the results the x87 instructions GCC may use under FP
   return: they return an argument of magnitude 2^63 or more unreduced.  */
void fpscev_add_x87_trig_results (const struct fpscev_fp_options *fp,
				  enum fr_libm fn, const fr_range *x,
				  fr_range *r);

/* fabs dropped.  Widen R, the range of fabs (X), by X itself where GCC
   may take X to be nonnegative and drop the fabs: the zeros and NaNs of X
   keep their signs then.  */
void fpscev_add_dropped_abs_results (const fr_range *x, fr_range *r);

/* The same for R, the range of copysign (X, Y): GCC may make it fabs (X)
   where it takes Y to be nonnegative, and then drop the fabs.  */
void fpscev_add_dropped_copysign_results (const fr_range *x,
					  const fr_range *y, fr_range *r);

/* Widen R, a range GCC computed (GCC 13 and later), to zeros and NaNs of
   either sign where it holds one: GCC's ranges give fabs (x) a clear sign
   bit where GCC drops the fabs, and fmax (x, +0) a +0 where the libm may
   return x's -0.  */
void fpscev_forget_gcc_signs (fr_range *r);

#endif /* FPSCEV_GCC_LATER_H */
