/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */


/* frange-eval.c -- the machinery of the float range core: evaluation
   contexts in a format's exponent range, MPFR's global state, the
   verifier, format helpers, the accumulation of results, the
   evaluation of an operation over ranges and the printing of ranges.

   Bounds are computed by evaluating MPFR's correctly rounded operations at
   the corners of the operands' finite parts, in the format's exponent range
   (subnormals emulated with mpfr_subnormalize), rounding lower bounds down
   and upper bounds up when any rounding mode may be in force and to nearest
   otherwise.  Infinite and zero operands, where IEEE arithmetic is not
   continuous, are evaluated exactly point by point (fri_special).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frange-impl.h"

/* The identity, for rounding values into a format through fri_op.  */
const struct fri_op fri_op_set = { 1, mpfr_set, NULL, NULL };

/* Context.  */

/* Make X a scratch variable of precision PREC stored in LIMBS.  */

static void
init_scratch (mpfr_ptr x, mpfr_prec_t prec, mp_limb_t *limbs)
{
  mpfr_custom_init (limbs, prec);
  mpfr_custom_init_set (x, MPFR_ZERO_KIND, 0, prec, limbs);
}

/* Save MPFR's state into S.  */

static void
save_state (struct fri_state *s)
{
  s->emin = mpfr_get_emin ();
  s->emax = mpfr_get_emax ();
  s->flags = mpfr_flags_save ();
}

/* Save MPFR's state into S and set the widest exponent range.  */

void
fri_enter_wide (struct fri_state *s)
{
  save_state (s);
  mpfr_set_emin (mpfr_get_emin_min ());
  mpfr_set_emax (mpfr_get_emax_max ());
}

/* Restore the MPFR state S.  */

void
fri_restore (const struct fri_state *s)
{
  mpfr_set_emin (s->emin);
  mpfr_set_emax (s->emax);
  mpfr_flags_restore (s->flags, MPFR_FLAGS_ALL);
}

/* Start an operation in format FMT under ENV (NULL: any rounding): save
   MPFR's state, set the format's exponent range, and set up C's scratch
   variables, constants and empty result.  */

void
fri_begin (struct fri_ctx *c, const fr_format *fmt, const fr_env *env)
{
  bool dynamic = env == NULL || env->dynamic_rounding;
  int i;

  if (fmt->prec > FRI_MAX_PREC)
    abort ();
  c->fmt = fmt;
  c->rlo = dynamic ? MPFR_RNDD : MPFR_RNDN;
  c->rhi = dynamic ? MPFR_RNDU : MPFR_RNDN;
  c->approx_libm = env != NULL && env->approx_libm;
  c->libm_bounds = !dynamic && !c->approx_libm;
  save_state (&c->saved);
  mpfr_set_emin (fmt->subnormals ? fmt->emin - fmt->prec + 1 : fmt->emin);
  mpfr_set_emax (fmt->emax);
  for (i = 0; i < FRI_NTMP; i++)
    init_scratch (c->tmp[i], fmt->prec, c->limbs[i]);
  init_scratch (c->t.lo, fmt->prec, c->limbs[FRI_NTMP]);
  init_scratch (c->t.hi, fmt->prec, c->limbs[FRI_NTMP + 1]);
  for (i = 0; i < 2; i++)
    {
      init_scratch (c->u[i].lo, fmt->prec, c->limbs[FRI_NTMP + 2 + 2 * i]);
      init_scratch (c->u[i].hi, fmt->prec, c->limbs[FRI_NTMP + 3 + 2 * i]);
      c->u[i].fmt = fmt;
      fri_set_empty (&c->u[i]);
      init_scratch (c->zero[i], 2, c->klimbs[i]);
      init_scratch (c->inf[i], 2, c->klimbs[2 + i]);
      init_scratch (c->one[i], 2, c->klimbs[4 + i]);
      mpfr_set_zero (c->zero[i], i ? 1 : -1);
      mpfr_set_inf (c->inf[i], i ? 1 : -1);
      mpfr_set_si (c->one[i], i ? 1 : -1, MPFR_RNDN);
    }
  c->t.fmt = fmt;
  fri_set_empty (&c->t);
}

/* Restore the MPFR state saved by fri_begin.  */

void
fri_leave (struct fri_ctx *c)
{
  fri_restore (&c->saved);
}

/* Complete the integer flag of T from its bounds: values of magnitude at
   least 2^(PREC-1) are integers, and so are zeros and integer singletons.
   No finite part means no integer claim, no NaN no NaN sign.  */

static void
finalize (fr_range *t)
{
  int p = t->fmt->prec;

  if (!t->nan)
    t->nan_sign = FR_NAN_EITHER;
  if (!t->finite)
    t->integer = false;
  else if (!t->integer)
    t->integer = ((mpfr_zero_p (t->lo) && mpfr_zero_p (t->hi))
		  || (mpfr_equal_p (t->lo, t->hi) && mpfr_integer_p (t->lo))
		  || mpfr_cmp_si_2exp (t->lo, 1, p - 1) >= 0
		  || mpfr_cmp_si_2exp (t->hi, -1, p - 1) <= 0);
  else
    {
      /* Integer values lie between the integers nearest the bounds inside
	 them (exact: an integer that bounds a format number is one).  A
	 bound that rounds to zero keeps its sign: (-1, -0] rounds to -0.  */
      mpfr_ceil (t->lo, t->lo);
      mpfr_floor (t->hi, t->hi);
      if (fri_cmp (t->lo, t->hi) > 0)
	t->finite = t->integer = false;
    }
}

/* Copy the finite bounds and flags of A to R (same format).  */

void
fri_copy_range (fr_range *r, const fr_range *a)
{
  if (a->finite)
    {
      mpfr_set (r->lo, a->lo, MPFR_RNDN);
      mpfr_set (r->hi, a->hi, MPFR_RNDN);
    }
  r->finite = a->finite;
  r->ninf = a->ninf;
  r->pinf = a->pinf;
  r->nan = a->nan;
  r->nan_sign = a->nan_sign;
  r->integer = a->integer;
}

/* Finish the operation FN: store C's result into R, restore MPFR's state
   and verify R.  */

void
fri_end_in (struct fri_ctx *c, fr_range *r, const char *fn)
{
  finalize (&c->t);
  fri_copy_range (r, &c->t);
  fri_leave (c);
  FRI_VERIFY_IN (r, fn);
}

#ifdef FPSCEV_CHECKING

/* Whether X is a number of FMT: finite, of at most FMT's precision, and
   normal in FMT's exponent range or a multiple of the smallest subnormal
   2^(EMIN-PREC) below it when FMT has subnormals.  */

static bool
format_number_p (mpfr_srcptr x, const fr_format *fmt)
{
  long e;

  if (!mpfr_number_p (x))
    return false;
  if (mpfr_zero_p (x))
    return true;
  e = mpfr_get_exp (x);
  if (e > fmt->emax)
    return false;
  if (e >= fmt->emin)
    return (long) mpfr_min_prec (x) <= fmt->prec;
  return (fmt->subnormals
	  && e - (long) mpfr_min_prec (x) >= fmt->emin - fmt->prec);
}

/* The invariant of frange.h that R breaks, or NULL: a finite part has
   bounds LO <= HI (-0 < +0) that are numbers of the format, and integer
   bounds if R is integer; without one, R is not integer (finalize).  */

static const char *
range_defect (const fr_range *r)
{
  if (!r->nan && r->nan_sign != FR_NAN_EITHER)
    return "a NaN sign without NaN";
  if (!r->finite)
    return r->integer ? "integer without finite values" : NULL;
  if (!format_number_p (r->lo, r->fmt) || !format_number_p (r->hi, r->fmt))
    return "a bound is not a number of the format";
  if (fri_cmp (r->lo, r->hi) > 0)
    return "lo > hi";
  if (r->integer && (!mpfr_integer_p (r->lo) || !mpfr_integer_p (r->hi)))
    return "integer with a fractional bound";
  return NULL;
}

/* Abort, naming FN and R, when R breaks an invariant.  Uses no MPFR
   operation that sets a flag.  */

void
fri_verify (const fr_range *r, const char *fn)
{
  const char *defect = range_defect (r);
  char *s;

  if (defect == NULL)
    return;
  s = fr_to_string (r);
  fprintf (stderr, "fpscev: %s: invalid range %s (%s, format %s)\n", fn, s,
	   defect, r->fmt->name);
  free (s);
  abort ();
}

#endif /* FPSCEV_CHECKING */

/* Format helpers.  */

/* Compare X and Y (not NaN) with -0 < +0.  */

int
fri_cmp (mpfr_srcptr x, mpfr_srcptr y)
{
  int r = mpfr_cmp (x, y);

  if (r == 0 && mpfr_zero_p (x))
    r = (mpfr_signbit (y) != 0) - (mpfr_signbit (x) != 0);
  return r;
}

/* Whether A holds any value.  */

bool
fri_nonempty_p (const fr_range *a)
{
  return a->finite || a->ninf || a->pinf || a->nan;
}

/* Whether every finite value of A is an integer (vacuously when none).  */

bool
fri_int_p (const fr_range *a)
{
  return a->integer || !a->finite;
}

/* Whether A holds X (any MPFR value).  */

bool
fri_has_p (const fr_range *a, mpfr_srcptr x)
{
  if (mpfr_nan_p (x))
    return a->nan;
  if (mpfr_inf_p (x))
    return mpfr_sgn (x) < 0 ? a->ninf : a->pinf;
  return (a->finite && fri_cmp (a->lo, x) <= 0 && fri_cmp (x, a->hi) <= 0);
}

/* Round X, the result of an MPFR operation with ternary value T and rounding
   RND in C's exponent range, to C's format: MPFR does not check the range
   when an operand lies outside it (a narrowing conversion), then
   subnormals.  */

void
fri_round (mpfr_ptr x, int t, mpfr_rnd_t rnd, const struct fri_ctx *c)
{
  if (rnd == MPFR_RNDNA)
    rnd = MPFR_RNDN;
  t = mpfr_check_range (x, t, rnd);
  if (c->fmt->subnormals)
    mpfr_subnormalize (x, t, rnd);
}

/* Set X to the largest finite number of the format, negated if SIGN < 0.  */

void
fri_set_max (mpfr_ptr x, int sign)
{
  mpfr_set_inf (x, sign);
  if (sign > 0)
    mpfr_nextbelow (x);
  else
    mpfr_nextabove (x);
}

/* Replace the format number X by its successor (UP) or predecessor.  */

void
fri_next (mpfr_ptr x, bool up, const struct fri_ctx *c)
{
  if (up)
    mpfr_nextabove (x);
  else
    mpfr_nextbelow (x);
  fri_round (x, 0, up ? MPFR_RNDU : MPFR_RNDD, c);
}

/* Set [LO, HI] to the finite values of A whose sign bit is NEGATIVE;
   false if there are none.  */

bool
fri_sign_part (mpfr_ptr lo, mpfr_ptr hi, const fr_range *a, bool negative,
	       const struct fri_ctx *c)
{
  if (!a->finite || (mpfr_signbit (negative ? a->lo : a->hi) != 0) != negative)
    return false;
  if (negative)
    {
      mpfr_set (lo, a->lo, MPFR_RNDN);
      mpfr_set (hi, mpfr_signbit (a->hi) ? a->hi : c->zero[0], MPFR_RNDN);
    }
  else
    {
      mpfr_set (lo, mpfr_signbit (a->lo) ? c->zero[1] : a->lo, MPFR_RNDN);
      mpfr_set (hi, a->hi, MPFR_RNDN);
    }
  return true;
}

/* Set [LO, HI] to the nonzero finite values of A of the sign NEGATIVE;
   false if there are none.  */

bool
fri_nonzero_part (mpfr_ptr lo, mpfr_ptr hi, const fr_range *a, bool negative,
		  const struct fri_ctx *c)
{
  if (!a->finite || (negative ? mpfr_sgn (a->lo) >= 0 : mpfr_sgn (a->hi) <= 0))
    return false;
  mpfr_set (lo, a->lo, MPFR_RNDN);
  mpfr_set (hi, a->hi, MPFR_RNDN);
  if (negative && mpfr_sgn (hi) >= 0)
    {
      mpfr_set_zero (hi, -1);
      fri_next (hi, false, c);
    }
  if (!negative && mpfr_sgn (lo) <= 0)
    {
      mpfr_set_zero (lo, 1);
      fri_next (lo, true, c);
    }
  return true;
}

/* Accumulating results.  */

/* Make T empty.  */

void
fri_set_empty (fr_range *t)
{
  t->finite = t->ninf = t->pinf = t->nan = t->integer = false;
  t->nan_sign = FR_NAN_EITHER;
}

/* Add to T the NaNs of sign SIGN: T's NaNs have SIGN if it had none or
   only of that sign, else either sign.  */

void
fri_add_nan (fr_range *t, enum fr_nan_sign sign)
{
  if (!t->nan)
    t->nan_sign = sign;
  else if (t->nan_sign != sign)
    t->nan_sign = FR_NAN_EITHER;
  t->nan = true;
}

/* Set T's NaN flag to NAN, with NaNs of either sign.  */

void
fri_set_nan_flag (fr_range *t, bool nan)
{
  t->nan = nan;
  t->nan_sign = FR_NAN_EITHER;
}

/* Add the finite format number X to T.  */

void
fri_acc_finite (fr_range *t, mpfr_srcptr x)
{
  if (!t->finite)
    {
      mpfr_set (t->lo, x, MPFR_RNDN);
      mpfr_set (t->hi, x, MPFR_RNDN);
      t->finite = true;
    }
  else if (fri_cmp (x, t->lo) < 0)
    mpfr_set (t->lo, x, MPFR_RNDN);
  else if (fri_cmp (x, t->hi) > 0)
    mpfr_set (t->hi, x, MPFR_RNDN);
}

/* Add the format value X (NaN and infinities included) to T.  */

void
fri_acc_point (fr_range *t, mpfr_srcptr x)
{
  /* MPFR leaves the sign of its NaNs unspecified.  */
  if (mpfr_nan_p (x))
    fri_add_nan (t, FR_NAN_EITHER);
  else if (mpfr_inf_p (x))
    {
      if (mpfr_sgn (x) < 0)
	t->ninf = true;
      else
	t->pinf = true;
    }
  else
    fri_acc_finite (t, x);
}

/* Add to T the results of a computation on finite operands whose results
   lie in [LO, HI] (format values, in the current format's exponent range).
   An infinite bound is an overflow: the neighbouring finite numbers may be
   reached too (rounding toward zero, or below the overflow threshold).
   Clobbers LO and HI.  */

void
fri_acc_bounds (fr_range *t, mpfr_ptr lo, mpfr_ptr hi)
{
  if (mpfr_nan_p (lo) || mpfr_nan_p (hi))
    {
      fri_acc_point (t, lo);
      fri_acc_point (t, hi);
      return;
    }
  if (mpfr_inf_p (lo) && mpfr_sgn (lo) > 0)
    {
      t->pinf = true;
      return;
    }
  if (mpfr_inf_p (hi) && mpfr_sgn (hi) < 0)
    {
      t->ninf = true;
      return;
    }
  if (mpfr_inf_p (lo))
    {
      t->ninf = true;
      fri_set_max (lo, -1);
    }
  if (mpfr_inf_p (hi))
    {
      t->pinf = true;
      fri_set_max (hi, 1);
    }
  fri_acc_finite (t, lo);
  fri_acc_finite (t, hi);
}

/* Add the values of A (NaN included) to T, in the same format.  */

void
fri_acc_range (fr_range *t, const fr_range *a)
{
  if (a->finite)
    {
      fri_acc_finite (t, a->lo);
      fri_acc_finite (t, a->hi);
    }
  t->ninf |= a->ninf;
  t->pinf |= a->pinf;
  if (a->nan)
    fri_add_nan (t, a->nan_sign);
}

/* Evaluation.  */

/* Set V to OP (X...) rounded with RND in C's format.  */

static void
eval (mpfr_ptr v, const struct fri_op *op, mpfr_srcptr *x, mpfr_rnd_t rnd,
      const struct fri_ctx *c)
{
  int t;

  if (op->arity == 1)
    t = op->f1 (v, x[0], rnd);
  else if (op->arity == 2)
    t = op->f2 (v, x[0], x[1], rnd);
  else
    t = op->f3 (v, x[0], x[1], x[2], rnd);
  fri_round (v, t, rnd, c);
}

/* Set C's scratch FRI_EVAL_LO to the least value of OP rounded with C->rlo
   and FRI_EVAL_HI to the greatest value rounded with C->rhi over the
   corners of the box [LO[i], HI[i]] (finite values): the bounds of OP over
   the box when OP is monotone in each argument there.  */

void
fri_bounds (const struct fri_op *op, mpfr_srcptr *lo, mpfr_srcptr *hi,
	    struct fri_ctx *c)
{
  mpfr_ptr rlo = c->tmp[FRI_EVAL_LO], rhi = c->tmp[FRI_EVAL_HI];
  mpfr_ptr v = c->tmp[FRI_EVAL_VAL];
  mpfr_srcptr x[3];
  int m, i;

  for (m = 0; m < 1 << op->arity; m++)
    {
      for (i = 0; i < op->arity; i++)
	x[i] = (m >> i) & 1 ? hi[i] : lo[i];
      eval (v, op, x, c->rlo, c);
      if (m == 0 || fri_cmp (v, rlo) < 0)
	mpfr_set (rlo, v, MPFR_RNDN);
      eval (v, op, x, c->rhi, c);
      if (m == 0 || fri_cmp (v, rhi) > 0)
	mpfr_set (rhi, v, MPFR_RNDN);
    }
}

/* Add to T the results of OP, monotone in each argument, over the box
   [LO[i], HI[i]] of finite values.  */

void
fri_corners (fr_range *t, const struct fri_op *op, mpfr_srcptr *lo,
	     mpfr_srcptr *hi, struct fri_ctx *c)
{
  fri_bounds (op, lo, hi, c);
  fri_acc_bounds (t, c->tmp[FRI_EVAL_LO], c->tmp[FRI_EVAL_HI]);
}

/* The values of a range at which operations are evaluated exactly: the
   bounds of its finite part, the zeros (and optionally the ones) it holds,
   and its infinities.  */

struct fri_points
{
  mpfr_srcptr v[8];
  int n;
};

/* Set P to the points of A (see struct fri_points); with ONES, also -1 and
   +1 when A holds them.  */

static void
points (struct fri_points *p, const fr_range *a, bool ones,
	const struct fri_ctx *c)
{
  int i;

  p->n = 0;
  if (a->finite)
    {
      p->v[p->n++] = a->lo;
      p->v[p->n++] = a->hi;
      for (i = 0; i < 2; i++)
	{
	  if (fri_has_p (a, c->zero[i]))
	    p->v[p->n++] = c->zero[i];
	  if (ones && fri_has_p (a, c->one[i]))
	    p->v[p->n++] = c->one[i];
	}
    }
  for (i = 0; i < 2; i++)
    if (fri_has_p (a, c->inf[i]))
      p->v[p->n++] = c->inf[i];
}

/* Add to T the results of OP on the operands ARGS where some argument is
   infinite (or, with FRI_SPECIAL_ZERO_LAST, the last is zero), evaluated
   at the points of each operand.  OP must be exact there and depend only
   on the signs (and, with FRI_SPECIAL_ONES, on the comparison with 1) of
   the finite operands.  */

void
fri_special (fr_range *t, const struct fri_op *op, const fr_range **args,
	     int flags, struct fri_ctx *c)
{
  struct fri_points p[3];
  int idx[3] = { 0, 0, 0 };
  mpfr_srcptr x[3];
  int i, n = op->arity;

  for (i = 0; i < n; i++)
    points (&p[i], args[i], i == 0 && (flags & FRI_SPECIAL_ONES), c);
  for (i = 0; i < n; i++)
    if (p[i].n == 0)
      return;
  for (;;)
    {
      bool special = false;
      for (i = 0; i < n; i++)
	{
	  x[i] = p[i].v[idx[i]];
	  special |= mpfr_inf_p (x[i]) != 0;
	}
      if ((flags & FRI_SPECIAL_ZERO_LAST) && mpfr_zero_p (x[n - 1]))
	special = true;
      if (special)
	{
	  eval (c->tmp[FRI_EVAL_VAL], op, x, MPFR_RNDN, c);
	  fri_acc_point (t, c->tmp[FRI_EVAL_VAL]);
	}
      for (i = 0; i < n && ++idx[i] == p[i].n; i++)
	idx[i] = 0;
      if (i == n)
	return;
    }
}

/* Set R to -A (R may be A): the sign bit flipped, also of NaN.  */

void
fri_neg (fr_range *r, const fr_range *a)
{
  bool ninf = a->pinf;

  if (r != a)
    fri_copy_range (r, a);
  if (r->finite)
    {
      mpfr_swap (r->lo, r->hi);
      mpfr_neg (r->lo, r->lo, MPFR_RNDN);
      mpfr_neg (r->hi, r->hi, MPFR_RNDN);
    }
  r->pinf = r->ninf;
  r->ninf = ninf;
  if (r->nan_sign != FR_NAN_EITHER)
    r->nan_sign = (r->nan_sign == FR_NAN_POSITIVE ? FR_NAN_NEGATIVE
		   : FR_NAN_POSITIVE);
}

/* Set R (not A) to |A|: the sign bit cleared, also of NaN.  */

void
fri_abs (fr_range *r, const fr_range *a, const struct fri_ctx *c)
{
  fri_copy_range (r, a);
  r->ninf = false;
  r->pinf = a->ninf || a->pinf;
  r->nan_sign = a->nan ? FR_NAN_POSITIVE : FR_NAN_EITHER;
  if (!a->finite)
    return;
  if (mpfr_signbit (a->hi))
    {
      mpfr_neg (r->lo, a->hi, MPFR_RNDN);
      mpfr_neg (r->hi, a->lo, MPFR_RNDN);
    }
  else if (mpfr_signbit (a->lo))
    {
      mpfr_set (r->lo, c->zero[1], MPFR_RNDN);
      if (mpfr_cmpabs (a->lo, a->hi) > 0)
	mpfr_neg (r->hi, a->lo, MPFR_RNDN);
    }
}

/* Printing.  */

/* Whether the decimal string S reads back as X in C's format.  */

static bool
reads_back_p (const char *s, mpfr_srcptr x, struct fri_ctx *c)
{
  mpfr_ptr v = c->tmp[FRI_T3];

  fri_round (v, mpfr_strtofr (v, s, NULL, 10, MPFR_RNDN), MPFR_RNDN, c);
  return mpfr_equal_p (v, x);
}

/* The shortest decimal form of X that reads back as X in FMT.  */

char *
fr_value_to_string (mpfr_srcptr x, const fr_format *fmt)
{
  struct fri_ctx c;
  char buf[128];
  int n;

  if (mpfr_nan_p (x))
    return strdup ("nan");
  if (mpfr_inf_p (x))
    return strdup (mpfr_sgn (x) < 0 ? "-inf" : "+inf");
  if (mpfr_zero_p (x))
    return strdup (mpfr_signbit (x) ? "-0" : "0");
  fri_begin (&c, fmt, NULL);
  if (!mpfr_integer_p (x)
      || mpfr_snprintf (buf, sizeof buf, "%.0Rf", x) > 17)
    for (n = 1; n <= 40; n++)
      {
	mpfr_snprintf (buf, sizeof buf, "%.*Rg", n, x);
	if (reads_back_p (buf, x, &c))
	  break;
      }
  fri_leave (&c);
  return strdup (buf);
}

/* The dump form of R's NaNs: "nan" for either sign, "+nan", "-nan".  */

static const char *
nan_string (const fr_range *r)
{
  static const char *const names[] = {
    [FR_NAN_EITHER] = "nan", [FR_NAN_POSITIVE] = "+nan",
    [FR_NAN_NEGATIVE] = "-nan"
  };

  return names[r->nan_sign];
}

/* The dump form of R: "[lo, hi]" with " int" and " nan" (" +nan",
   " -nan"), "nan" ("+nan", "-nan"), "empty".  */

char *
fr_to_string (const fr_range *r)
{
  char *lo, *hi, *s;
  size_t len;

  if (!r->finite && !r->ninf && !r->pinf)
    return strdup (r->nan ? nan_string (r) : "empty");
  lo = r->ninf ? strdup ("-inf")
    : r->finite ? fr_value_to_string (r->lo, r->fmt) : strdup ("+inf");
  hi = r->pinf ? strdup ("+inf")
    : r->finite ? fr_value_to_string (r->hi, r->fmt) : strdup ("-inf");
  len = strlen (lo) + strlen (hi) + sizeof "[, ] int +nan";
  s = (char *) malloc (len);
  snprintf (s, len, "[%s, %s]%s%s%s", lo, hi, r->integer ? " int" : "",
	    r->nan ? " " : "", r->nan ? nan_string (r) : "");
  free (lo);
  free (hi);
  return s;
}
