/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* float-types.h -- which GCC types the range core models, in which format,
   and under which assumptions (the function's floating-point options),
   and what those assumptions make of a range; GCC's float comparisons
   and math calls in the core's terms.  */

#ifndef FPSCEV_FLOAT_TYPES_H
#define FPSCEV_FLOAT_TYPES_H

#include "frange.h"

/* The core format of the scalar float type TYPE, or NULL if TYPE is not one
   the core models (decimal floats, non-IEEE or composite formats,
   vectors, non-float types).  */
const fr_format *fpscev_format_of (const_tree type);

/* The REAL_CST of TYPE whose value is X, a number (not NaN, not an
   infinity) of TYPE's format (fpscev_format_of), as the core's bounds
   are.  */
tree fpscev_real_constant (tree type, mpfr_srcptr x);

/* Whether TYPE is a complex type whose parts fpscev_format_of models.  */
bool fpscev_complex_float_p (const_tree type);

/* The floating-point assumptions fpscev may make in function FUN: the
   options (per function: optimize attributes and pragmas apply) that let
   GCC assume things about values or change how they are computed.  */
struct fpscev_fp_options
{
  /* -ffinite-math-only: no NaN, no infinity; false where the sanitizer
     tests that promise.  */
  bool finite_math_only;
  /* -ffinite-math-only, which GCC's own ranges assume.  */
  bool gcc_finite_math_only;
  bool no_signed_zeros;		/* -fno-signed-zeros.  */
  bool reciprocal_math;		/* -freciprocal-math: x/y as x*(1/y).  */
  bool contract;		/* -ffp-contract=fast: a*b+c as fma.  */
  bool associative;		/* -fassociative-math: (a+b)+c as a+(b+c).  */
  /* -funsafe-math-optimizations: the program may run with subnormals
     flushed to zero (GCC links crtfastmath.o).  */
  bool flush_subnormals;
  fr_env env;			/* Rounding and libm assumptions.  */
};

/* Whether a float SSA name of TYPE may hold a value wider than TYPE,
   between two numbers of TYPE: where the x87 evaluates TYPE's arithmetic
   (GCC's excess precision, made explicit in GIMPLE) and a call returns
   TYPE's values in an x87 register, which i386's libm leaves unrounded
   and GCC keeps there, taking them to be TYPE numbers.  Such types get
   no format (fpscev_format_of); where float is one, no GCC range is
   imported (fpscev_import_p).  */
bool fpscev_wider_values_p (const_tree type);

/* Fill OUT with the options of function FUN; LIBM_ULPS and LIBM_OVERRIDE
   are the plugin's libm-ulps argument (negative: the built-in table; see
   fr_env).  */
void fpscev_fp_options_for (function *fun, int libm_ulps,
			    const int *libm_override,
			    struct fpscev_fp_options *out);

/* Narrow R by the fast-math assumptions of FP.  */
void fpscev_apply_fp_options (const struct fpscev_fp_options *fp,
			      fr_range *r);

/* Set R to the range of a value of R's format that nothing is known about
   but the assumptions of FP.  */
void fpscev_set_unknown (const struct fpscev_fp_options *fp, fr_range *r);

/* Whether R says nothing that the unknown range under FP does not say.  */
bool fpscev_no_fact_p (const struct fpscev_fp_options *fp, const fr_range *r);

/* The range core's comparison for the tree comparison CODE, or -1 if it is
   not a comparison of floats.  */
int fpscev_core_comparison (enum tree_code code);

/* The built-in or internal function the call CALL computes, as
   gimple_call_combined_fn, but CFN_LAST where CALL may run a function of
   the unit's own under a library name (callees.h): the one way fpscev
   reads a call as a library function.  */
combined_fn fpscev_call_combined_fn (gcall *call);

/* Whether a call of FUN is one GCC reads as a library function but
   fpscev_call_combined_fn refuses: GCC's own ranges of its result (a cos
   of the unit's own within [-1, 1]), and of every value computed from it,
   may contradict the unit's body.  */
bool fpscev_calls_unit_libm_name_p (function *fun);

/* The math function the call CALL computes (its internal function, or
   that of the built-in function it calls), or IFN_LAST.  */
internal_fn fpscev_call_math_fn (gcall *call);

#endif /* FPSCEV_FLOAT_TYPES_H */
