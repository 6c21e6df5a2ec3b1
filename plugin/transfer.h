/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* transfer.h -- GIMPLE statements to range core operations.  */

#ifndef FPSCEV_TRANSFER_H
#define FPSCEV_TRANSFER_H

struct fpscev_analysis;

/* Compute into R the range of the float value STMT defines (an assignment
   or a call), from the ranges A holds for its operands; for a complex
   result also its imaginary part into IMAG (else IMAG is NULL).  R and
   IMAG are initialised to the result's format.  Never fails: what it
   cannot model is the unknown range.  Returns the name of the rule that
   produced R, for the dump.  */
const char *fpscev_transfer (struct fpscev_analysis *a, gimple *stmt,
			     fr_range *r, fr_range *imag);

/* If OP is an SSA name defined by a multiplication in OP's type, or by the
   negation of one, set *X and *Y to the factors, *NEG to whether it was
   negated, and return true: GCC (-ffp-contract=fast) may fuse OP's use in
   an addition or subtraction with the multiplication into one fma.  */
bool fpscev_contractible_product (tree op, tree *x, tree *y, bool *neg);

/* Whether STMT is an addition, subtraction, multiplication or negation
   of floats: an operation GCC's reassociation gathers into chains
   (-fassociative-math).  */
bool fpscev_chain_op_p (gimple *stmt);

/* Whether NAME is an inner link of a chain of additions and subtractions,
   or of multiplications, that GCC's reassociation may rewrite
   (-fassociative-math): NAME is such an operation, or a negation, used
   only once, by an operation of the same chain in the same type.  */
bool fpscev_chain_link_p (tree name);

#endif /* FPSCEV_TRANSFER_H */
