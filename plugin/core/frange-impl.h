/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-impl.h -- internals of the float range core shared by its files
   (frange-eval.c defines them).  Not part of the API (see frange.h).

   Every public operation runs inside a context (struct fri_ctx): MPFR's
   exponent range is set to the format's, so that an MPFR operation into a
   variable of the format's precision followed by mpfr_subnormalize rounds
   exactly as the format does (overflow and subnormals included); the caller's
   exponent range and flags are restored when the context ends.  The context
   also provides scratch variables and the result under construction without
   any heap allocation.  */

#ifndef FPSCEV_FRANGE_IMPL_H
#define FPSCEV_FRANGE_IMPL_H

#include <stdlib.h>
#include "frange.h"

/* The largest format precision the core supports (binary128 needs 113).  */
#define FRI_MAX_PREC 128
#define FRI_LIMBS ((FRI_MAX_PREC + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS)
/* Scratch variables: FRI_EVAL_LO/HI/VAL are used by the evaluation helpers
   (fri_bounds, fri_corners, fri_special); the others are
   free for the operations themselves.  */
enum { FRI_EVAL_LO, FRI_EVAL_HI, FRI_EVAL_VAL, FRI_T3, FRI_T4, FRI_T5, FRI_T6,
       FRI_T7, FRI_NTMP };

/* MPFR's global state: the exponent range and the flags.  */
struct fri_state
{
  mpfr_exp_t emin, emax;
  mpfr_flags_t flags;
};

struct fri_ctx
{
  const fr_format *fmt;
  /* Rounding of lower and upper bounds: RNDD/RNDU under dynamic rounding,
     else RNDN for both (round-to-nearest is monotone, so it maps extremes of
     the exact values to extremes of the results).  */
  mpfr_rnd_t rlo, rhi;
  /* Whether libm results may be taken to respect their functions'
     mathematical bounds (|sin| <= 1, expm1 >= -1): not in directed
     rounding modes (glibc's expm1l rounding down returns -1 - 1 ulp) nor
     with approximate variants.  */
  bool libm_bounds;
  /* Approximate libm variants may be used (fr_env's approx_libm).  */
  bool approx_libm;
  /* The caller's MPFR state, restored by fri_leave.  */
  struct fri_state saved;
  /* Scratch values of the format's precision.  */
  mpfr_t tmp[FRI_NTMP];
  /* The constants -0, +0, -inf, +inf, -1, +1 (index 0 negative).  */
  mpfr_t zero[2], inf[2], one[2];
  /* The result being built, and two scratch ranges.  */
  fr_range t, u[2];
  mp_limb_t limbs[FRI_NTMP + 6][FRI_LIMBS];
  mp_limb_t klimbs[6][1];
};

typedef int (*fri_fn1) (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
typedef int (*fri_fn2) (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
typedef int (*fri_fn3) (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_srcptr,
			mpfr_rnd_t);

/* An MPFR function of ARITY arguments (the member of that arity is set).  */
struct fri_op
{
  int arity;
  fri_fn1 f1;
  fri_fn2 f2;
  fri_fn3 f3;
};

/* Flags of fri_special.  */
enum
{
  /* Also evaluate at -1 and +1 when the first argument holds them.  */
  FRI_SPECIAL_ONES = 1,
  /* A zero last argument is exceptional too (the divisor of a division).  */
  FRI_SPECIAL_ZERO_LAST = 2
};

void fri_begin (struct fri_ctx *c, const fr_format *fmt, const fr_env *env);
void fri_end_in (struct fri_ctx *c, fr_range *r, const char *fn);
/* Finish the operation of the calling function (named by the verifier).  */
#define fri_end(c, r) fri_end_in ((c), (r), __func__)
void fri_leave (struct fri_ctx *c);
/* Save MPFR's state into S and set the widest exponent range, for the
   operations that compute beyond a format's precision and range outside a
   context; fri_restore gives the state back.  */
void fri_enter_wide (struct fri_state *s);
void fri_restore (const struct fri_state *s);

/* The verifier of a checking build (configure --enable-checking, and the
   unit tests): FRI_VERIFY (R) aborts, naming the calling function and R, when
   the range R breaks an invariant of frange.h.  Every public operation
   verifies the range it writes.  */
#ifdef FPSCEV_CHECKING
void fri_verify (const fr_range *r, const char *fn);
# define FRI_VERIFY_IN(r, fn) fri_verify ((r), (fn))
#else
# define FRI_VERIFY_IN(r, fn) ((void) (fn))
#endif
#define FRI_VERIFY(r) FRI_VERIFY_IN ((r), __func__)
/* In a checking build, abort when the precondition COND of a public
   function does not hold.  */
#ifdef FPSCEV_CHECKING
# define FRI_ASSERT(cond) ((cond) ? (void) 0 : abort ())
#else
# define FRI_ASSERT(cond) ((void) 0)
#endif

int fri_cmp (mpfr_srcptr x, mpfr_srcptr y);
bool fri_nonempty_p (const fr_range *a);
/* Set X, of FMT's precision or more, to FMT's largest finite number, in or
   out of a context (fri_set_max needs one and X of the format's
   precision).  */
void fri_set_format_max (mpfr_ptr x, const fr_format *fmt);
bool fri_int_p (const fr_range *a);
bool fri_has_p (const fr_range *a, mpfr_srcptr x);
bool fri_sign_part (mpfr_ptr lo, mpfr_ptr hi, const fr_range *a, bool negative,
		    const struct fri_ctx *c);
bool fri_nonzero_part (mpfr_ptr lo, mpfr_ptr hi, const fr_range *a,
		       bool negative, const struct fri_ctx *c);
void fri_round (mpfr_ptr x, int t, mpfr_rnd_t rnd, const struct fri_ctx *c);
void fri_set_max (mpfr_ptr x, int sign);
void fri_next (mpfr_ptr x, bool up, const struct fri_ctx *c);

void fri_acc_point (fr_range *t, mpfr_srcptr x);
void fri_acc_finite (fr_range *t, mpfr_srcptr x);
void fri_acc_bounds (fr_range *t, mpfr_ptr lo, mpfr_ptr hi);
void fri_acc_range (fr_range *t, const fr_range *a);
void fri_set_empty (fr_range *t);
/* Add to T the NaNs of sign SIGN.  */
void fri_add_nan (fr_range *t, enum fr_nan_sign sign);
/* Set T's NaN flag to NAN, with NaNs of either sign.  */
void fri_set_nan_flag (fr_range *t, bool nan);
/* Copy the finite bounds and flags of A to R (same format).  */
void fri_copy_range (fr_range *r, const fr_range *a);
/* The identity operation (rounding into the format).  */
extern const struct fri_op fri_op_set;

void fri_bounds (const struct fri_op *op, mpfr_srcptr *lo, mpfr_srcptr *hi,
		 struct fri_ctx *c);
void fri_corners (fr_range *t, const struct fri_op *op, mpfr_srcptr *lo,
		  mpfr_srcptr *hi, struct fri_ctx *c);
void fri_special (fr_range *t, const struct fri_op *op, const fr_range **args,
		  int flags, struct fri_ctx *c);
void fri_neg (fr_range *r, const fr_range *a);

/* Preimages (frange-back.c).  Set LO and HI, of C's format, to the bounds
   in the extended reals of the exact values whose rounding into C's
   format, in any mode, is a number of LHS; false if LHS holds none.  */
bool fri_rounding_preimage (mpfr_ptr lo, mpfr_ptr hi, const fr_range *lhs,
			    const struct fri_ctx *c);
/* End C, setting R (any format) to the numbers of R's format in the
   extended-real interval [LO, HI] (C's scratch) if NUMBERS, both zeros
   where it reaches zero, and NaN if NAN.  */
void fri_end_preimage (struct fri_ctx *c, fr_range *r, bool numbers,
		       mpfr_ptr lo, mpfr_ptr hi, bool nan);
void fri_abs (fr_range *r, const fr_range *a, const struct fri_ctx *c);

/* The affine forms of the values of a slice (frange-affine.c): NULL
   if the slice S has none (fr_slice's AFFINE).  fri_forms_set_input sets
   the form of input I to its range R on a piece; fri_forms_narrow
   computes that of operation OP from the forms before it and narrows by
   it R, the operation's range on the piece, or takes R for the form if
   it has none (then returns false).  */
struct fri_forms;
struct fri_forms *fri_forms_new (const fr_slice *s);
void fri_forms_free (struct fri_forms *w);
void fri_forms_set_input (struct fri_forms *w, int i, const fr_range *r);
bool fri_forms_narrow (struct fri_forms *w, int op, fr_range *r);

#endif /* FPSCEV_FRANGE_IMPL_H */
