/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fp-exceptions.h -- which statements may raise a floating-point
   exception, and which folds would delete them.

   Under -ftrapping-math (GCC's default) GCC does not fold away an
   operation that raises invalid, divide-by-zero or overflow (fold-const's
   const_binop), but its dead code elimination still deletes such an
   operation once nothing uses its result.  A fold of fpscev that removes
   the last use of a value would thus delete the exception with it: the
   consumers ask here first, and refuse the fold when an operation that
   may raise one of these would go.  Inexact and underflow, which GCC's
   own folding ignores, are not considered.  */

#ifndef FPSCEV_FP_EXCEPTIONS_H
#define FPSCEV_FP_EXCEPTIONS_H

#include "frange.h"

struct fpscev_analysis;

/* The exceptions tracked, as bits of a mask.  */
enum fpscev_fp_exception
{
  FPSCEV_EXC_INVALID = 1,
  FPSCEV_EXC_DIVBYZERO = 2,
  FPSCEV_EXC_OVERFLOW = 4
};

/* The exceptions the assignment or call STMT may raise, from the ranges A
   holds for its operands at STMT (a mask of fpscev_fp_exception): invalid
   for inf - inf, 0 * inf, 0 / 0, inf / inf, a math function outside its
   domain (sqrt or log of a negative number), an ordered comparison
   (< <= > >= <>) of a possible NaN, a float to integer conversion out of
   range, any operation but a copy, negation, fabs and copysign of a
   possible NaN under -fsignaling-nans; divide-by-zero for a finite
   nonzero number divided by zero and a math function's pole (log (0));
   overflow for an infinite result of finite operands.  Other statements
   raise nothing.  */
int fpscev_may_raise (struct fpscev_analysis *a, gimple *stmt);

/* The exceptions any statement of A's function may raise (after
   fpscev_analyze), as for fpscev_may_raise; also a comparison in a
   condition, an asm, and a call but of a modelled math function or of a
   function whose own are recorded (callees.h), which may raise any.  A
   call is recorded as raising what its function's statements raise.  */
int fpscev_function_raises (struct fpscev_analysis *a);

/* Whether the conversion of every value of X to the integer type TYPE is
   defined (no NaN, no infinity, nothing out of TYPE's range); sets MIN
   and MAX to TYPE's bounds and, if it is, LO and HI to the least and
   greatest integers it gives (all initialised by the caller).  */
bool fpscev_integer_conversion (const fr_range *x, tree type, mpz_ptr min,
				mpz_ptr max, mpz_ptr lo, mpz_ptr hi);

/* Whether deleting STMT, and with it the definitions that only STMT uses
   (to a small depth), may delete an operation that raises an exception,
   where the function honours them (-ftrapping-math).  A statement with
   side effects stays, and so do the definitions it uses.  */
bool fpscev_removal_drops_exception_p (struct fpscev_analysis *a,
				       gimple *stmt);

/* Whether removing the use of OP in STMT (STMT stays) may delete an
   operation that raises an exception: OP's definition, if STMT holds all
   its uses, as for fpscev_removal_drops_exception_p.  With DECIDED, OP is
   the truth value of a comparison whose outcome the fold decides: as in
   GCC's own ranger (range-op-float.cc, GCC 13 and later), which folds an
   ordered comparison of a possible NaN without regard to the invalid
   exception it raises, that comparison's own exception is not counted;
   its operands' definitions are.  */
bool fpscev_use_removal_drops_exception_p (struct fpscev_analysis *a,
					   gimple *stmt, tree op,
					   bool decided);

#endif /* FPSCEV_FP_EXCEPTIONS_H */
