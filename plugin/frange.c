/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange.c -- the float range lattice of fpscev: formats, life cycle,
   lattice operations and arithmetic.

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

const fr_format fr_binary16 = { 11, -13, 16, true, "binary16" };
const fr_format fr_binary32 = { 24, -125, 128, true, "binary32" };
const fr_format fr_binary64 = { 53, -1021, 1024, true, "binary64" };
const fr_format fr_x87_extended = { 64, -16381, 16384, true, "x87" };
const fr_format fr_binary128 = { 113, -16381, 16384, true, "binary128" };

/* Operations used through fri_op.  */
static const struct fri_op op_set = { 1, mpfr_set, NULL, NULL };
static const struct fri_op op_sqrt = { 1, mpfr_sqrt, NULL, NULL };
static const struct fri_op op_add = { 2, NULL, mpfr_add, NULL };
static const struct fri_op op_sub = { 2, NULL, mpfr_sub, NULL };
static const struct fri_op op_mul = { 2, NULL, mpfr_mul, NULL };
static const struct fri_op op_div = { 2, NULL, mpfr_div, NULL };
static const struct fri_op op_fma = { 3, NULL, NULL, mpfr_fma };

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
   No finite part means no integer claim.  */

static void
finalize (fr_range *t)
{
  int p = t->fmt->prec;

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

static void
copy_range (fr_range *r, const fr_range *a)
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
  r->integer = a->integer;
}

/* Finish the operation FN: store C's result into R, restore MPFR's state
   and verify R.  */

void
fri_end_in (struct fri_ctx *c, fr_range *r, const char *fn)
{
  finalize (&c->t);
  copy_range (r, &c->t);
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
  if (mpfr_nan_p (x))
    t->nan = true;
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
  t->nan |= a->nan;
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

/* Set R to -A (R may be A).  */

void
fri_neg (fr_range *r, const fr_range *a)
{
  bool ninf = a->pinf;

  if (r != a)
    copy_range (r, a);
  if (r->finite)
    {
      mpfr_swap (r->lo, r->hi);
      mpfr_neg (r->lo, r->lo, MPFR_RNDN);
      mpfr_neg (r->hi, r->hi, MPFR_RNDN);
    }
  r->pinf = r->ninf;
  r->ninf = ninf;
}

/* Set R (not A) to |A|: the sign bit cleared, also of NaN.  */

void
fri_abs (fr_range *r, const fr_range *a, const struct fri_ctx *c)
{
  copy_range (r, a);
  r->ninf = false;
  r->pinf = a->ninf || a->pinf;
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

/* Life cycle.  */

/* Make R an empty range of format FMT.  */

void
fr_init (fr_range *r, const fr_format *fmt)
{
  r->fmt = fmt;
  mpfr_init2 (r->lo, fmt->prec);
  mpfr_init2 (r->hi, fmt->prec);
  fri_set_empty (r);
  FRI_VERIFY (r);
}

/* Free R's storage.  */

void
fr_clear (fr_range *r)
{
  mpfr_clear (r->lo);
  mpfr_clear (r->hi);
}

/* Set DST to SRC, taking SRC's format.  */

void
fr_copy (fr_range *dst, const fr_range *src)
{
  if (dst == src)
    return;
  if (dst->fmt->prec != src->fmt->prec)
    {
      mpfr_set_prec (dst->lo, src->fmt->prec);
      mpfr_set_prec (dst->hi, src->fmt->prec);
    }
  dst->fmt = src->fmt;
  copy_range (dst, src);
  FRI_VERIFY (dst);
}

/* Constructors.  */

/* Make R empty.  */

void
fr_set_empty (fr_range *r)
{
  fri_set_empty (r);
  FRI_VERIFY (r);
}

/* Make R hold every value of its format.  */

void
fr_set_full (fr_range *r)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_set_max (c.t.lo, -1);
  fri_set_max (c.t.hi, 1);
  c.t.finite = c.t.ninf = c.t.pinf = c.t.nan = true;
  fri_end (&c, r);
}

/* Make R hold only NaN.  */

void
fr_set_nan (fr_range *r)
{
  fri_set_empty (r);
  r->nan = true;
  FRI_VERIFY (r);
}

/* Make R hold X, rounded outward into the format.  */

void
fr_set_value (fr_range *r, mpfr_srcptr x)
{
  fr_set_interval (r, x, x);
}

/* Make R hold [LO, HI] rounded outward (or the special value LO = HI).  */

void
fr_set_interval (fr_range *r, mpfr_srcptr lo, mpfr_srcptr hi)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  if (mpfr_number_p (lo) && mpfr_number_p (hi))
    fri_corners (&c.t, &op_set, &lo, &hi, &c);
  else
    fri_acc_point (&c.t, lo);
  fri_end (&c, r);
}

/* Make R hold the numbers of the format in [LO, HI] (of the extended
   reals: an infinite bound adds that infinity and stands for the largest
   finite number of its sign), and NaN if NAN.  */

void
fr_set_extended (fr_range *r, mpfr_srcptr lo, mpfr_srcptr hi, bool nan)
{
  struct fri_ctx c;
  mpfr_t max[2];
  mpfr_srcptr flo = lo, fhi = hi;

  fri_begin (&c, r->fmt, NULL);
  mpfr_inits2 (r->fmt->prec, max[0], max[1], (mpfr_ptr) 0);
  if (mpfr_inf_p (lo))
    {
      fri_acc_point (&c.t, lo);
      fri_set_max (max[0], -1);
      flo = max[0];
    }
  if (mpfr_inf_p (hi))
    {
      fri_acc_point (&c.t, hi);
      fri_set_max (max[1], 1);
      fhi = max[1];
    }
  /* [+inf, +inf] and [-inf, -inf] have no finite part.  */
  if (!(mpfr_inf_p (lo) && mpfr_sgn (lo) > 0)
      && !(mpfr_inf_p (hi) && mpfr_sgn (hi) < 0))
    fri_corners (&c.t, &op_set, &flo, &fhi, &c);
  c.t.nan = nan;
  mpfr_clears (max[0], max[1], (mpfr_ptr) 0);
  fri_end (&c, r);
}

/* Set X, of a precision at least FMT's, to the largest finite number of
   FMT, (2^prec - 1) * 2^(emax - prec) (exact, in any exponent range that
   holds FMT's).  */

void
fri_set_format_max (mpfr_ptr x, const fr_format *fmt)
{
  mpfr_set_ui_2exp (x, 1, fmt->prec, MPFR_RNDN);
  mpfr_sub_ui (x, x, 1, MPFR_RNDN);
  mpfr_mul_2si (x, x, fmt->emax - fmt->prec, MPFR_RNDN);
}

/* Add the finite part of the term A (negated if NEG) to the bounds
   [SLO, SHI] of the exact sum, and its largest magnitude to MAG (T is
   scratch).  */

static void
sum_term (mpfr_ptr slo, mpfr_ptr shi, mpfr_ptr mag, mpfr_ptr t,
	  const fr_range *a, bool neg)
{
  if (neg)
    {
      mpfr_sub (slo, slo, a->hi, MPFR_RNDD);
      mpfr_sub (shi, shi, a->lo, MPFR_RNDU);
    }
  else
    {
      mpfr_add (slo, slo, a->lo, MPFR_RNDD);
      mpfr_add (shi, shi, a->hi, MPFR_RNDU);
    }
  mpfr_abs (t, a->lo, MPFR_RNDU);
  if (mpfr_cmpabs (a->hi, t) > 0)
    mpfr_abs (t, a->hi, MPFR_RNDU);
  mpfr_add (mag, mag, t, MPFR_RNDU);
}

/* fr_sum_any_order in the widest exponent range.  */

static void
sum_any_order (fr_range *r, const fr_range *const *terms, const bool *neg,
	       int n)
{
  const fr_format *fmt = r->fmt;
  mpfr_prec_t prec = 2 * fmt->prec + 64;
  mpfr_t slo, shi, mag, t, max;
  bool integer = true, special = false, empty = false;

  mpfr_inits2 (prec, slo, shi, mag, t, max, (mpfr_ptr) 0);
  mpfr_set_zero (slo, 1);
  mpfr_set_zero (shi, 1);
  mpfr_set_zero (mag, 1);
  for (int i = 0; i < n; i++)
    {
      const fr_range *a = terms[i];
      special |= a->nan || a->ninf || a->pinf;
      if (!a->finite)
	{
	  empty |= !special;
	  continue;
	}
      integer &= a->integer;
      sum_term (slo, shi, mag, t, a, neg[i]);
    }
  /* The largest finite number of the format: a partial sum beyond it may
     overflow in some order.  */
  fri_set_format_max (max, fmt);
  if (empty)
    fr_set_empty (r);
  else if (special || mpfr_cmp (mag, max) > 0)
    fr_set_full (r);
  else
    {
      mpfr_mul_ui (mag, mag, n > 1 ? n - 1 : 0, MPFR_RNDU);
      mpfr_mul_2si (mag, mag, 1 - fmt->prec, MPFR_RNDU);
      mpfr_sub (slo, slo, mag, MPFR_RNDD);
      mpfr_add (shi, shi, mag, MPFR_RNDU);
      if (integer)
	{
	  /* Rounded sums of integers are integers.  */
	  mpfr_ceil (slo, slo);
	  mpfr_floor (shi, shi);
	}
      fr_set_interval (r, slo, shi);
      r->integer = integer && r->finite;
    }
  mpfr_clears (slo, shi, mag, t, max, (mpfr_ptr) 0);
}

/* See frange.h.  The computation, beyond the format's precision and
   range, runs in MPFR's widest exponent range; the caller's MPFR state is
   restored after it.  */

void
fr_sum_any_order (fr_range *r, const fr_range *const *terms, const bool *neg,
		  int n)
{
  struct fri_state s;

  fri_enter_wide (&s);
  sum_any_order (r, terms, neg, n);
  fri_restore (&s);
  FRI_VERIFY (r);
}

/* The state of fr_product_any_order after some factors.  */

struct product
{
  /* The products of the factors' largest magnitudes and of their
     smallest, of their largest magnitudes above 1 and of their smallest
     below 1.  */
  mpfr_t phi, plo, g, lmin;
  /* Whether the product may have the sign bit clear, or set.  */
  bool pos, negs;
  bool integer, special, empty;
};

/* Add the factor A (negated if NEG) to P (T and U are scratch).  */

static void
product_factor (struct product *p, const fr_range *a, bool neg, mpfr_ptr t,
		mpfr_ptr u)
{
  p->special |= a->nan || a->ninf || a->pinf;
  if (!a->finite)
    {
      p->empty |= !(a->nan || a->ninf || a->pinf);
      return;
    }
  p->integer &= a->integer;
  bool ap = neg ? fr_maybe_negative_p (a) : fr_maybe_positive_p (a);
  bool an = neg ? fr_maybe_positive_p (a) : fr_maybe_negative_p (a);
  bool p2 = (p->pos && ap) || (p->negs && an);
  bool n2 = (p->pos && an) || (p->negs && ap);
  p->pos = p2;
  p->negs = n2;
  /* The largest and smallest magnitudes of A.  */
  mpfr_abs (u, a->lo, MPFR_RNDU);
  mpfr_abs (t, a->hi, MPFR_RNDU);
  if (mpfr_cmp (t, u) > 0)
    mpfr_swap (t, u);
  if (mpfr_signbit (a->lo) != mpfr_signbit (a->hi))
    mpfr_set_zero (t, 1);
  mpfr_mul (p->phi, p->phi, u, MPFR_RNDU);
  mpfr_mul (p->plo, p->plo, t, MPFR_RNDD);
  if (mpfr_cmp_ui (u, 1) > 0)
    mpfr_mul (p->g, p->g, u, MPFR_RNDU);
  if (mpfr_cmp_ui (t, 1) < 0)
    mpfr_mul (p->lmin, p->lmin, t, MPFR_RNDD);
}

/* Set R to the magnitudes [PLO, PHI] (PHI at most MAX) with the signs
   POS and NEGS allow (T is scratch); empty when PLO exceeds MAX.  */

static void
set_signed_magnitudes (fr_range *r, mpfr_ptr plo, mpfr_srcptr phi,
		       mpfr_srcptr max, bool pos, bool negs, mpfr_ptr t)
{
  if (mpfr_cmp (plo, max) > 0)
    fr_set_empty (r);
  else if (pos && negs)
    {
      mpfr_neg (t, phi, MPFR_RNDN);
      fr_set_interval (r, t, phi);
    }
  else if (pos)
    fr_set_interval (r, plo, phi);
  else
    {
      mpfr_neg (t, phi, MPFR_RNDN);
      mpfr_neg (plo, plo, MPFR_RNDN);
      fr_set_interval (r, t, plo);
    }
}

/* Set R to the product of N finite factors summed up in P, in R's format,
   whose largest finite number is MAX and smallest normal number TINY
   (T, U and L are scratch).  */

static void
product_range (fr_range *r, struct product *p, int n, mpfr_srcptr max,
	       mpfr_srcptr tiny, mpfr_ptr t, mpfr_ptr u, mpfr_ptr l)
{
  const fr_format *fmt = r->fmt;

  /* U = (1 + d)^(n-1), L = (1 - d)^(n-1), d = 2^(1-prec): the
     relative errors of n - 1 roundings.  */
  mpfr_set_ui_2exp (t, 1, 1 - fmt->prec, MPFR_RNDN);
  mpfr_add_ui (u, t, 1, MPFR_RNDU);
  mpfr_pow_ui (u, u, n - 1, MPFR_RNDU);
  mpfr_ui_sub (t, 1, t, MPFR_RNDD);
  mpfr_pow_ui (t, t, n - 1, MPFR_RNDD);
  /* Every partial product in any order is at most G * U, G being the
     product of the factors' largest magnitudes above 1: only beyond
     the largest finite number may one overflow.  */
  mpfr_mul (l, p->g, u, MPFR_RNDU);
  bool overflow = mpfr_cmp (l, max) > 0;
  /* Largest magnitude: max (PHI, TINY * G) * U; the TINY * G term
     covers intermediate products rounded up from below the normal
     range and then scaled by the factors above 1.  */
  mpfr_mul (p->g, p->g, tiny, MPFR_RNDU);
  mpfr_max (p->phi, p->phi, p->g, MPFR_RNDU);
  mpfr_mul (p->phi, p->phi, u, MPFR_RNDU);
  /* Smallest magnitude: PLO * L when no intermediate product in any
     order can leave the normal range (every one is at least the
     product of the factors' smallest magnitudes below 1, rounded);
     otherwise zero.  */
  mpfr_mul (l, p->lmin, t, MPFR_RNDD);
  if (mpfr_cmp (l, tiny) >= 0)
    mpfr_mul (p->plo, p->plo, t, MPFR_RNDD);
  else
    mpfr_set_zero (p->plo, 1);
  if (mpfr_cmp (p->phi, max) > 0)
    mpfr_set (p->phi, max, MPFR_RNDN);
  set_signed_magnitudes (r, p->plo, p->phi, max, p->pos, p->negs, t);
  r->integer = p->integer && r->finite;
  r->pinf = overflow && p->pos;
  r->ninf = overflow && p->negs;
  /* An infinite partial product times a zero one.  */
  r->nan = overflow && mpfr_zero_p (p->plo);
}

/* fr_product_any_order in the widest exponent range.  */

static void
product_any_order (fr_range *r, const fr_range *const *factors,
		   const bool *neg, int n)
{
  const fr_format *fmt = r->fmt;
  mpfr_prec_t prec = 2 * fmt->prec + 64;
  struct product p = { .pos = true, .integer = true };
  mpfr_t l, t, u, max, tiny;

  mpfr_inits2 (prec, p.phi, p.plo, p.g, p.lmin, l, t, u, max, tiny,
	       (mpfr_ptr) 0);
  mpfr_set_ui (p.phi, 1, MPFR_RNDN);
  mpfr_set_ui (p.plo, 1, MPFR_RNDN);
  mpfr_set_ui (p.g, 1, MPFR_RNDN);
  mpfr_set_ui (p.lmin, 1, MPFR_RNDN);
  for (int i = 0; i < n; i++)
    product_factor (&p, factors[i], neg[i], t, u);
  fri_set_format_max (max, fmt);
  mpfr_set_ui_2exp (tiny, 1, fmt->emin - 1, MPFR_RNDN);
  if (p.empty)
    fr_set_empty (r);
  else if (p.special)
    fr_set_full (r);
  else
    product_range (r, &p, n, max, tiny, t, u, l);
  mpfr_clears (p.phi, p.plo, p.g, p.lmin, l, t, u, max, tiny, (mpfr_ptr) 0);
}

/* See frange.h.  The computation, beyond the format's precision and
   range, runs in MPFR's widest exponent range; the caller's MPFR state is
   restored after it.  */

void
fr_product_any_order (fr_range *r, const fr_range *const *factors,
		      const bool *neg, int n)
{
  struct fri_state s;

  fri_enter_wide (&s);
  product_any_order (r, factors, neg, n);
  fri_restore (&s);
  FRI_VERIFY (r);
}

/* Make R the conversion of the integers [LO, HI] under ENV.  */

void
fr_from_integers (fr_range *r, mpz_srcptr lo, mpz_srcptr hi, const fr_env *env)
{
  struct fri_ctx c;
  mpfr_ptr l, h;

  fri_begin (&c, r->fmt, env);
  l = c.tmp[FRI_T3];
  h = c.tmp[FRI_T4];
  if (mpz_cmp (lo, hi) <= 0)
    {
      fri_round (l, mpfr_set_z (l, lo, c.rlo), c.rlo, &c);
      fri_round (h, mpfr_set_z (h, hi, c.rhi), c.rhi, &c);
      fri_acc_bounds (&c.t, l, h);
      c.t.integer = true;
    }
  fri_end (&c, r);
}

/* Queries.  */

/* Whether A and B hold the same values: same flags and, when they have a
   finite part, the same bounds (signs of zero included).  */

bool
fr_equal_p (const fr_range *a, const fr_range *b)
{
  if (a->finite != b->finite || a->ninf != b->ninf || a->pinf != b->pinf
      || a->nan != b->nan || (a->finite && a->integer != b->integer))
    return false;
  return (!a->finite
	  || (fri_cmp (a->lo, b->lo) == 0 && fri_cmp (a->hi, b->hi) == 0));
}

/* Whether R holds no value.  */

bool
fr_empty_p (const fr_range *r)
{
  return !fri_nonempty_p (r);
}

/* Whether R holds every value of its format.  */

bool
fr_full_p (const fr_range *r)
{
  struct fri_ctx c;
  bool full;

  if (!r->finite || !r->ninf || !r->pinf || !r->nan)
    return false;
  fri_begin (&c, r->fmt, NULL);
  fri_set_max (c.t.lo, -1);
  fri_set_max (c.t.hi, 1);
  full = mpfr_equal_p (r->lo, c.t.lo) && mpfr_equal_p (r->hi, c.t.hi);
  fri_leave (&c);
  return full;
}

/* Whether R holds exactly one value (NaNs count as one).  */

bool
fr_singleton_p (const fr_range *r)
{
  int n = r->ninf + r->pinf + r->nan;

  if (r->finite)
    return n == 0 && fri_cmp (r->lo, r->hi) == 0;
  return n == 1;
}

/* Whether R holds X.  */

bool
fr_contains_p (const fr_range *r, mpfr_srcptr x)
{
  return fri_has_p (r, x);
}

/* Whether R may hold a non-NaN value with the sign bit set.  */

bool
fr_maybe_negative_p (const fr_range *r)
{
  return r->ninf || (r->finite && mpfr_signbit (r->lo));
}

/* Whether R may hold a non-NaN value with the sign bit clear.  */

bool
fr_maybe_positive_p (const fr_range *r)
{
  return r->pinf || (r->finite && !mpfr_signbit (r->hi));
}

/* The accessors.  */

const fr_format *
fr_format_of (const fr_range *r)
{
  return r->fmt;
}

bool
fr_maybe_nan_p (const fr_range *r)
{
  return r->nan;
}

bool
fr_maybe_ninf_p (const fr_range *r)
{
  return r->ninf;
}

bool
fr_maybe_pinf_p (const fr_range *r)
{
  return r->pinf;
}

bool
fr_has_finite_p (const fr_range *r)
{
  return r->finite;
}

mpfr_srcptr
fr_finite_min (const fr_range *r)
{
  FRI_ASSERT (r->finite);
  return r->lo;
}

mpfr_srcptr
fr_finite_max (const fr_range *r)
{
  FRI_ASSERT (r->finite);
  return r->hi;
}

bool
fr_integer_p (const fr_range *r)
{
  return r->finite && r->integer;
}

/* Lattice.  */

/* R = the smallest range holding A and B.  */

void
fr_union (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_acc_range (&c.t, a);
  fri_acc_range (&c.t, b);
  c.t.integer = fri_int_p (a) && fri_int_p (b);
  fri_end (&c, r);
}

/* R = the values in both A and B.  */

void
fr_intersect (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;
  fr_range *t = &c.t;

  fri_begin (&c, r->fmt, NULL);
  if (a->finite && b->finite)
    {
      mpfr_srcptr lo = fri_cmp (a->lo, b->lo) > 0 ? a->lo : b->lo;
      mpfr_srcptr hi = fri_cmp (a->hi, b->hi) < 0 ? a->hi : b->hi;
      if (fri_cmp (lo, hi) <= 0)
	{
	  fri_acc_finite (t, lo);
	  fri_acc_finite (t, hi);
	}
    }
  t->ninf = a->ninf && b->ninf;
  t->pinf = a->pinf && b->pinf;
  t->nan = a->nan && b->nan;
  t->integer = a->integer || b->integer;
  fri_end (&c, r);
}

/* Set the result T of C to the values V (NaN aside) with V < B (STRICT) or
   V <= B, or with V > B / V >= B if ABOVE.  B is a format number or an
   infinity; a zero B stands for both zeros.  */

static void
values_beyond (struct fri_ctx *c, mpfr_srcptr b, bool above, bool strict)
{
  fr_range *t = &c->t;
  mpfr_ptr edge = c->tmp[FRI_T3];

  bool b_ninf = mpfr_inf_p (b) && mpfr_sgn (b) < 0;
  bool b_pinf = mpfr_inf_p (b) && mpfr_sgn (b) > 0;

  t->ninf = above ? b_ninf && !strict : !(strict && b_ninf);
  t->pinf = above ? !(strict && b_pinf) : b_pinf && !strict;
  if (!above && mpfr_inf_p (b) && mpfr_sgn (b) < 0)
    return;			/* V <= -inf: only -inf.  */
  if (above && mpfr_inf_p (b) && mpfr_sgn (b) > 0)
    return;
  mpfr_set (edge, b, MPFR_RNDN);
  if (mpfr_inf_p (edge))
    fri_set_max (edge, mpfr_sgn (edge));
  else if (strict)
    fri_next (edge, above, c);
  else if (mpfr_zero_p (edge))
    mpfr_set_zero (edge, above ? -1 : 1);
  if (mpfr_inf_p (edge))
    return;			/* Nothing finite beyond the largest number.  */
  if (above)
    {
      mpfr_set (t->lo, edge, MPFR_RNDN);
      fri_set_max (t->hi, 1);
    }
  else
    {
      fri_set_max (t->lo, -1);
      mpfr_set (t->hi, edge, MPFR_RNDN);
    }
  t->finite = true;
}

/* Set the result T of C to the values V (NaN aside) for which V CODE Y'
   holds for some Y' of Y, a range holding some number; CODE is FR_LT,
   FR_LE, FR_GT, FR_GE or FR_EQ.  */

static void
values_compared (struct fri_ctx *c, enum fr_cmp code, const fr_range *y)
{
  fr_range *t = &c->t;

  switch (code)
    {
    case FR_LT: case FR_LE:
      values_beyond (c, y->pinf ? c->inf[1] : y->finite ? y->hi : c->inf[0],
		     false, code == FR_LT);
      break;
    case FR_GT: case FR_GE:
      values_beyond (c, y->ninf ? c->inf[0] : y->finite ? y->lo : c->inf[1],
		     true, code == FR_GT);
      break;
    case FR_EQ:
      copy_range (t, y);
      t->nan = false;
      if (t->finite && mpfr_zero_p (t->lo))
	mpfr_set_zero (t->lo, -1);
      if (t->finite && mpfr_zero_p (t->hi))
	mpfr_set_zero (t->hi, 1);
      t->integer = false;
      break;
    default:
      break;
    }
}

/* End the context C, setting R to X intersected with C's result.  */

static void
end_intersect (struct fri_ctx *c, fr_range *r, const fr_range *x)
{
  fr_range k;

  fr_init (&k, r->fmt);
  copy_range (&k, &c->t);
  fri_leave (c);
  fr_intersect (r, x, &k);
  fr_clear (&k);
}

/* Narrow R to the values of X for which X CODE Y' holds for some value Y'
   of Y.  */

void
fr_refine_compare (fr_range *r, const fr_range *x, enum fr_cmp code,
		   const fr_range *y)
{
  struct fri_ctx c;
  fr_range *t = &c.t;
  bool unordered_ok = false;
  bool y_number = y->finite || y->ninf || y->pinf;

  fri_begin (&c, r->fmt, NULL);
  switch (code)
    {
    case FR_UNLT: case FR_UNLE: case FR_UNGT: case FR_UNGE: case FR_UNEQ:
      if (y->nan)
	goto keep;		/* Unordered with a NaN Y: any X.  */
      unordered_ok = true;
      code = (code == FR_UNLT ? FR_LT : code == FR_UNLE ? FR_LE
	      : code == FR_UNGT ? FR_GT : code == FR_UNGE ? FR_GE : FR_EQ);
      break;
    case FR_NE:
      goto keep;
    case FR_UNORDERED:
      if (y->nan)
	goto keep;
      t->nan = x->nan;		/* Only a NaN X is unordered then.  */
      goto done;
    case FR_LTGT:
    case FR_ORDERED:
      /* Any number, if Y holds one.  */
      t->finite = t->ninf = t->pinf = y_number;
      fri_set_max (t->lo, -1);
      fri_set_max (t->hi, 1);
      goto intersect;
    default:
      break;
    }
  if (y_number)
    values_compared (&c, code, y);
 intersect:
  t->nan = unordered_ok;
  t->integer = false;
  end_intersect (&c, r, x);
  return;
 keep:
  copy_range (t, x);
 done:
  fri_end (&c, r);
}

/* Fast-math.  */

/* Remove NaN from R.  */

void
fr_drop_nan (fr_range *r)
{
  r->nan = false;
  FRI_VERIFY (r);
}

/* Remove the infinities from R.  */

void
fr_drop_inf (fr_range *r)
{
  r->ninf = r->pinf = false;
  FRI_VERIFY (r);
}

/* Let R hold both zeros when it holds one.  */

void
fr_merge_zero_signs (fr_range *r)
{
  if (!r->finite)
    return;
  if (mpfr_zero_p (r->lo))
    mpfr_set_zero (r->lo, -1);
  if (mpfr_zero_p (r->hi))
    mpfr_set_zero (r->hi, 1);
  FRI_VERIFY (r);
}

/* Let R hold +0 when it holds a positive subnormal number, -0 when it
   holds a negative one.  */

void
fr_flush_subnormals (fr_range *r)
{
  if (!r->finite)
    return;
  long e = r->fmt->emin - 1;	/* 2^E is the smallest normal number.  */
  if (mpfr_sgn (r->hi) > 0 && !mpfr_signbit (r->lo)
      && mpfr_cmp_si_2exp (r->lo, 1, e) < 0)
    mpfr_set_zero (r->lo, 1);
  if (mpfr_sgn (r->lo) < 0 && mpfr_signbit (r->hi)
      && mpfr_cmp_si_2exp (r->hi, -1, e) > 0)
    mpfr_set_zero (r->hi, -1);
  FRI_VERIFY (r);
}

/* Arithmetic.  */

/* Add to T the results of OP (add, sub or mul) on A and B: monotone on the
   finite parts, exact on infinite operands.  */

static void
arith2 (fr_range *t, const struct fri_op *op, const fr_range *a,
	const fr_range *b,
	struct fri_ctx *c)
{
  const fr_range *args[2] = { a, b };
  mpfr_srcptr lo[2] = { a->lo, b->lo }, hi[2] = { a->hi, b->hi };

  if (!fri_nonempty_p (a) || !fri_nonempty_p (b))
    return;
  t->nan |= a->nan || b->nan;
  if (a->finite && b->finite)
    fri_corners (t, op, lo, hi, c);
  fri_special (t, op, args, 0, c);
}

/* The common part of fr_add, fr_sub and fr_mul: R = OP (A, B).  */

static void
arith2_range (fr_range *r, const struct fri_op *op, const fr_range *a,
	      const fr_range *b, const fr_env *env)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, env);
  arith2 (&c.t, op, a, b, &c);
  c.t.integer = fri_int_p (a) && fri_int_p (b);
  fri_end (&c, r);
}

/* R = -A.  */

void
fr_neg (fr_range *r, const fr_range *a)
{
  fri_neg (r, a);
  FRI_VERIFY (r);
}

/* R = |A|.  */

void
fr_abs (fr_range *r, const fr_range *a)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_abs (&c.t, a, &c);
  fri_end (&c, r);
}

/* R = A + B.  */

void
fr_add (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  arith2_range (r, &op_add, a, b, env);
}

/* R = A - B.  */

void
fr_sub (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  arith2_range (r, &op_sub, a, b, env);
}

/* R = A * B.  */

void
fr_mul (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  arith2_range (r, &op_mul, a, b, env);
}

/* Add to T the results of A / B: monotone on the finite parts of A and of
   each sign of nonzero B, exact at zero and infinite operands.  */

static void
div_acc (fr_range *t, const fr_range *a, const fr_range *b, struct fri_ctx *c)
{
  const fr_range *args[2] = { a, b };
  mpfr_srcptr lo[2] = { a->lo, c->tmp[FRI_T3] };
  mpfr_srcptr hi[2] = { a->hi, c->tmp[FRI_T4] };
  int neg;

  if (!fri_nonempty_p (a) || !fri_nonempty_p (b))
    return;
  t->nan |= a->nan || b->nan;
  for (neg = 0; neg < 2 && a->finite; neg++)
    if (fri_nonzero_part (c->tmp[FRI_T3], c->tmp[FRI_T4], b, neg, c))
      fri_corners (t, &op_div, lo, hi, c);
  fri_special (t, &op_div, args, FRI_SPECIAL_ZERO_LAST, c);
}

/* R = A / B; with RECIPROCAL also A * (1 / B) with both roundings.  */

void
fr_div (fr_range *r, const fr_range *a, const fr_range *b, bool reciprocal,
	const fr_env *env)
{
  struct fri_ctx c;
  fr_range *one = &c.u[0], *q = &c.u[1];

  fri_begin (&c, r->fmt, env);
  div_acc (&c.t, a, b, &c);
  if (reciprocal)
    {
      fri_acc_finite (one, c.one[1]);
      div_acc (q, one, b, &c);
      arith2 (&c.t, &op_mul, a, q, &c);
    }
  fri_end (&c, r);
}

/* R = A * B + C with a single rounding.  */

void
fr_fma (fr_range *r, const fr_range *a, const fr_range *b, const fr_range *cc,
	const fr_env *env)
{
  struct fri_ctx c;
  const fr_range *args[3] = { a, b, cc };
  mpfr_srcptr lo[3] = { a->lo, b->lo, cc->lo };
  mpfr_srcptr hi[3] = { a->hi, b->hi, cc->hi };

  fri_begin (&c, r->fmt, env);
  if (fri_nonempty_p (a) && fri_nonempty_p (b) && fri_nonempty_p (cc))
    {
      c.t.nan = a->nan || b->nan || cc->nan;
      if (a->finite && b->finite && cc->finite)
	fri_corners (&c.t, &op_fma, lo, hi, &c);
      fri_special (&c.t, &op_fma, args, 0, &c);
      c.t.integer = fri_int_p (a) && fri_int_p (b) && fri_int_p (cc);
    }
  fri_end (&c, r);
}

/* R = sqrt (A): NaN below -0, sqrt (-0) = -0.  */

void
fr_sqrt (fr_range *r, const fr_range *a, const fr_env *env)
{
  struct fri_ctx c;
  mpfr_srcptr lo, hi = a->hi;

  fri_begin (&c, r->fmt, env);
  c.t.nan = a->nan || a->ninf || (a->finite && mpfr_sgn (a->lo) < 0);
  c.t.pinf = a->pinf;
  if (a->finite && !(mpfr_sgn (a->hi) < 0))
    {
      lo = mpfr_sgn (a->lo) < 0 ? c.zero[0] : a->lo;
      fri_corners (&c.t, &op_sqrt, &lo, &hi, &c);
    }
  fri_end (&c, r);
}

/* Add to T the results of fmod (REM false) or remainder (REM true) of the
   values of A with the sign bit clear by the nonzero finite magnitudes
   [YL, YH].  Both operations are exact (but for results below the
   smallest normal number in a format without subnormals): X is unchanged
   when |X| is small enough, X - N * Y is monotone while the quotient N
   stays the same, and otherwise |fmod (X, Y)| < |Y|,
   |remainder (X, Y)| <= |Y| / 2.  */

static void
rem_part (fr_range *t, bool rem, const fr_range *a, mpfr_srcptr yl,
	  mpfr_srcptr yh, struct fri_ctx *c)
{
  mpfr_ptr xl = c->tmp[FRI_T5], xh = c->tmp[FRI_T6], b = c->tmp[FRI_T7];
  mpfr_ptr l = c->tmp[FRI_EVAL_LO], h = c->tmp[FRI_EVAL_HI];
  long ql, qh;

  if (!fri_sign_part (xl, xh, a, false, c))
    return;
  /* |X| < |Y| for fmod, 2 |X| <= |Y| for remainder (overflow is fine).  */
  mpfr_mul_2ui (b, xh, rem, MPFR_RNDN);
  if (rem ? mpfr_cmp (b, yl) <= 0 : mpfr_cmp (b, yl) < 0)
    {
      fri_acc_finite (t, xl);
      fri_acc_finite (t, xh);
      return;
    }
  fri_round (b, mpfr_sub (b, xh, xl, MPFR_RNDU), MPFR_RNDU, c);
  if (mpfr_equal_p (yl, yh) && mpfr_cmp (b, yl) < 0)
    {
      fri_round (l, (rem ? mpfr_remquo : mpfr_fmodquo) (l, &ql, xl, yl,
							c->rlo),
		 c->rlo, c);
      fri_round (h, (rem ? mpfr_remquo : mpfr_fmodquo) (h, &qh, xh, yl,
							c->rhi),
		 c->rhi, c);
      if (ql == qh)
	{
	  fri_acc_bounds (t, l, h);
	  return;
	}
    }
  if (rem)
    fri_round (b, mpfr_div_2ui (b, yh, 1, MPFR_RNDD), MPFR_RNDD, c);
  else
    {
      mpfr_set (b, yh, MPFR_RNDN);
      fri_next (b, false, c);
    }
  /* Without subnormals, a result below the smallest normal number rounds
     to zero or to it.  */
  if (!c->fmt->subnormals && mpfr_cmp_si_2exp (b, 1, c->fmt->emin - 1) < 0)
    mpfr_set_si_2exp (b, 1, c->fmt->emin - 1, MPFR_RNDN);
  if (mpfr_cmp (xh, b) < 0)
    mpfr_set (b, xh, MPFR_RNDN);
  mpfr_neg (l, b, MPFR_RNDN);
  fri_acc_finite (t, rem ? l : c->zero[1]);
  fri_acc_finite (t, b);
}

/* R = fmod (A, B) (REM false) or remainder (A, B) (REM true).  */

static void
rem_range (fr_range *r, bool rem, const fr_range *a, const fr_range *b,
	   const fr_env *env)
{
  struct fri_ctx c;
  fr_range *t = &c.t, *na = &c.u[0], *nr = &c.u[1];
  mpfr_ptr yl = c.tmp[FRI_T3], yh = c.tmp[FRI_T4];
  mpfr_ptr nl = c.tmp[FRI_T5], nh = c.tmp[FRI_T6];
  bool pos, neg;

  fri_begin (&c, r->fmt, env);
  if (!fri_nonempty_p (a) || !fri_nonempty_p (b))
    {
      fri_end (&c, r);
      return;
    }
  t->nan = (a->nan || b->nan || a->ninf || a->pinf
	    || fri_has_p (b, c.zero[0]) || fri_has_p (b, c.zero[1]));
  if (a->finite && (b->ninf || b->pinf))
    {
      fri_acc_finite (t, a->lo);
      fri_acc_finite (t, a->hi);
    }
  /* The magnitudes of the nonzero finite divisors.  */
  neg = fri_nonzero_part (nl, nh, b, true, &c);
  pos = fri_nonzero_part (yl, yh, b, false, &c);
  if (neg)
    {
      mpfr_neg (nl, nl, MPFR_RNDN);
      mpfr_neg (nh, nh, MPFR_RNDN);
      if (!pos || mpfr_cmp (nh, yl) < 0)
	mpfr_set (yl, nh, MPFR_RNDN);
      if (!pos || mpfr_cmp (nl, yh) > 0)
	mpfr_set (yh, nl, MPFR_RNDN);
    }
  if (a->finite && (pos || neg))
    {
      rem_part (t, rem, a, yl, yh, &c);
      /* rem (-X, Y) = -rem (X, Y).  */
      fri_neg (na, a);
      rem_part (nr, rem, na, yl, yh, &c);
      fri_neg (nr, nr);
      fri_acc_range (t, nr);
    }
  t->integer = fri_int_p (a) && fri_int_p (b);
  fri_end (&c, r);
}

/* R = fmod (A, B).  */

void
fr_fmod (fr_range *r, const fr_range *a, const fr_range *b, const fr_env *env)
{
  rem_range (r, false, a, b, env);
}

/* R = remainder (A, B).  */

void
fr_remainder (fr_range *r, const fr_range *a, const fr_range *b,
	      const fr_env *env)
{
  rem_range (r, true, a, b, env);
}

/* R = A converted to R's format.  */

void
fr_convert (fr_range *r, const fr_range *a, const fr_env *env)
{
  struct fri_ctx c;
  mpfr_srcptr lo = a->lo, hi = a->hi;

  fri_begin (&c, r->fmt, env);
  if (a->finite)
    fri_corners (&c.t, &op_set, &lo, &hi, &c);
  c.t.ninf |= a->ninf;
  c.t.pinf |= a->pinf;
  c.t.nan = a->nan;
  c.t.integer = a->integer;
  fri_end (&c, r);
}

/* Rounding to integral values.  */

/* Set R to X rounded to an integer in direction RND (MPFR_RNDNA: ties away
   from zero).  Exact in the format.  */

static int
rint_fn (mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
  if (rnd == MPFR_RNDNA)
    mpfr_round (r, x);
  else
    mpfr_rint (r, x, rnd);
  return 0;
}

/* R = A rounded to an integer with LO for the lower bound and HI for the
   upper bound (rint_fn directions).  */

static void
round_int (fr_range *r, const fr_range *a, mpfr_rnd_t lo, mpfr_rnd_t hi)
{
  static const struct fri_op op_rint = { 1, rint_fn, NULL, NULL };
  struct fri_ctx c;
  mpfr_srcptr l = a->lo, h = a->hi;

  fri_begin (&c, r->fmt, NULL);
  c.rlo = lo;
  c.rhi = hi;
  if (a->finite)
    fri_corners (&c.t, &op_rint, &l, &h, &c);
  c.t.ninf |= a->ninf;
  c.t.pinf |= a->pinf;
  c.t.nan = a->nan;
  c.t.integer = true;
  fri_end (&c, r);
}

/* R = floor (A).  */

void
fr_floor (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDD, MPFR_RNDD);
}

/* R = ceil (A).  */

void
fr_ceil (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDU, MPFR_RNDU);
}

/* R = trunc (A).  */

void
fr_trunc (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDZ, MPFR_RNDZ);
}

/* R = round (A), halfway cases away from zero.  */

void
fr_round (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDNA, MPFR_RNDNA);
}

/* R = roundeven (A).  */

void
fr_roundeven (fr_range *r, const fr_range *a)
{
  round_int (r, a, MPFR_RNDN, MPFR_RNDN);
}

/* R = rint (A) in the rounding modes ENV allows.  */

void
fr_rint (fr_range *r, const fr_range *a, const fr_env *env)
{
  if (env->dynamic_rounding)
    round_int (r, a, MPFR_RNDD, MPFR_RNDU);
  else
    fr_roundeven (r, a);
}

/* fmin, fmax, copysign.  */

/* Add to T the non-NaN values of A that fmin can return against an operand
   whose greatest value is X: those not above X, zeros comparing equal.  */

static void
acc_not_above (fr_range *t, const fr_range *a, mpfr_srcptr x,
	       const struct fri_ctx *c)
{
  t->ninf |= a->ninf;
  t->pinf |= a->pinf && mpfr_inf_p (x) && mpfr_sgn (x) > 0;
  if (!a->finite || mpfr_cmp (a->lo, x) > 0)
    return;
  fri_acc_finite (t, a->lo);
  if (mpfr_cmp (a->hi, x) <= 0)
    fri_acc_finite (t, a->hi);
  else
    fri_acc_finite (t, mpfr_zero_p (x) ? c->zero[1] : x);
}

/* The greatest non-NaN value of A (nonempty), infinities included.  */

static mpfr_srcptr
max_value (const fr_range *a, const struct fri_ctx *c)
{
  if (a->pinf)
    return c->inf[1];
  return a->finite ? a->hi : c->inf[0];
}

/* Set T to fmin (A, B): the smaller operand, the other when one is NaN,
   either zero for two zeros.  */

static void
fmin_acc (fr_range *t, const fr_range *a, const fr_range *b, struct fri_ctx *c)
{
  bool a_num = a->finite || a->ninf || a->pinf;
  bool b_num = b->finite || b->ninf || b->pinf;

  if (a_num && b_num)
    {
      acc_not_above (t, a, max_value (b, c), c);
      acc_not_above (t, b, max_value (a, c), c);
    }
  if (b->nan)
    fri_acc_range (t, a);
  if (a->nan)
    fri_acc_range (t, b);
  t->nan = a->nan && b->nan;
  t->integer = fri_int_p (a) && fri_int_p (b);
}

/* R = fmin (A, B).  */

void
fr_fmin (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fmin_acc (&c.t, a, b, &c);
  fri_end (&c, r);
}

/* R = fmax (A, B) = -fmin (-A, -B).  */

void
fr_fmax (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;

  fri_begin (&c, r->fmt, NULL);
  fri_neg (&c.u[0], a);
  fri_neg (&c.u[1], b);
  fmin_acc (&c.t, &c.u[0], &c.u[1], &c);
  fri_neg (&c.t, &c.t);
  fri_end (&c, r);
}

/* R = copysign (A, B): a NaN B may have either sign.  */

void
fr_copysign (fr_range *r, const fr_range *a, const fr_range *b)
{
  struct fri_ctx c;
  fr_range *m = &c.u[0], *n = &c.u[1];

  fri_begin (&c, r->fmt, NULL);
  fri_abs (m, a, &c);
  fri_neg (n, m);
  if (fr_maybe_positive_p (b) || b->nan)
    fri_acc_range (&c.t, m);
  if (fr_maybe_negative_p (b) || b->nan)
    fri_acc_range (&c.t, n);
  c.t.integer = a->integer;
  fri_end (&c, r);
}

/* Set R to X * 2^N, N an integer held in an MPFR value.  */

static int
ldexp_fn (mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd)
{
  return mpfr_mul_2si (r, x, mpfr_get_si (n, MPFR_RNDZ), rnd);
}

/* R = A * 2^N, N in [NLO, NHI]: monotone in A, and in N for either sign.  */

void
fr_ldexp (fr_range *r, const fr_range *a, long nlo, long nhi,
	  const fr_env *env)
{
  static const struct fri_op op_ldexp = { 2, NULL, ldexp_fn, NULL };
  long span = r->fmt->emax - r->fmt->emin + 2 * r->fmt->prec + 2;
  struct fri_ctx c;
  MPFR_DECL_INIT (nl, 64);
  MPFR_DECL_INIT (nh, 64);
  mpfr_srcptr lo[2] = { a->lo, nl }, hi[2] = { a->hi, nh };

  mpfr_set_si (nl, nlo < -span ? -span : nlo > span ? span : nlo, MPFR_RNDN);
  mpfr_set_si (nh, nhi < -span ? -span : nhi > span ? span : nhi, MPFR_RNDN);
  fri_begin (&c, r->fmt, env);
  if (nlo <= nhi)
    {
      if (a->finite)
	fri_corners (&c.t, &op_ldexp, lo, hi, &c);
      c.t.ninf |= a->ninf;
      c.t.pinf |= a->pinf;
      c.t.nan = a->nan;
      c.t.integer = a->integer && nlo >= 0;
    }
  fri_end (&c, r);
}

/* Float to integer.  */

/* Set [*LO, *HI] to the truncations of A's finite part; false unless they
   lie in [MIN, MAX] and A holds only finite values (and some).  */

bool
fr_to_integers (const fr_range *a, mpz_srcptr min, mpz_srcptr max,
		mpz_ptr lo, mpz_ptr hi)
{
  mpfr_flags_t flags;

  if (!a->finite || a->nan || a->ninf || a->pinf)
    return false;
  flags = mpfr_flags_save ();
  mpfr_get_z (lo, a->lo, MPFR_RNDZ);
  mpfr_get_z (hi, a->hi, MPFR_RNDZ);
  mpfr_flags_restore (flags, MPFR_FLAGS_ALL);
  return mpz_cmp (min, lo) <= 0 && mpz_cmp (hi, max) <= 0;
}

/* Comparisons.  */

/* Outcomes of a comparison.  */
enum { OUT_LT = 1, OUT_EQ = 2, OUT_GT = 4, OUT_UN = 8 };

/* The set of outcomes comparing a value of A with a value of B can have
   (-0 == +0): X < Y when X is -inf and Y is not, or Y is +inf and X is not,
   or the finite parts allow it.  */

static int
outcomes (const fr_range *a, const fr_range *b)
{
  bool fin = a->finite && b->finite;
  int out = 0;

  if ((a->nan && fri_nonempty_p (b)) || (b->nan && fri_nonempty_p (a)))
    out |= OUT_UN;
  if ((a->ninf && (b->finite || b->pinf))
      || (b->pinf && (a->finite || a->ninf))
      || (fin && mpfr_cmp (a->lo, b->hi) < 0))
    out |= OUT_LT;
  if ((a->pinf && (b->finite || b->ninf))
      || (b->ninf && (a->finite || a->pinf))
      || (fin && mpfr_cmp (a->hi, b->lo) > 0))
    out |= OUT_GT;
  if ((a->ninf && b->ninf) || (a->pinf && b->pinf)
      || (fin && mpfr_cmp (a->lo, b->hi) <= 0
	  && mpfr_cmp (b->lo, a->hi) <= 0))
    out |= OUT_EQ;
  return out;
}

/* Whether CODE holds for every pair of values of A and B (1), for none
   (0), or unknown (-1).  */

/* The outcomes for which each comparison holds.  */

static const unsigned char holds[] = {
  [FR_LT] = OUT_LT, [FR_LE] = OUT_LT | OUT_EQ, [FR_GT] = OUT_GT,
  [FR_GE] = OUT_GT | OUT_EQ, [FR_EQ] = OUT_EQ,
  [FR_NE] = OUT_LT | OUT_GT | OUT_UN, [FR_UNLT] = OUT_LT | OUT_UN,
  [FR_UNLE] = OUT_LT | OUT_EQ | OUT_UN, [FR_UNGT] = OUT_GT | OUT_UN,
  [FR_UNGE] = OUT_GT | OUT_EQ | OUT_UN, [FR_UNEQ] = OUT_EQ | OUT_UN,
  [FR_LTGT] = OUT_LT | OUT_GT, [FR_ORDERED] = OUT_LT | OUT_EQ | OUT_GT,
  [FR_UNORDERED] = OUT_UN
};

/* The comparison that holds for the outcomes OUT: every set of outcomes
   but the empty and the full one has one.  */

static enum fr_cmp
cmp_holding (int out)
{
  int c;

  for (c = FR_LT; c <= FR_UNORDERED; c++)
    if (holds[c] == out)
      return (enum fr_cmp) c;
  abort ();
}

/* The comparison that holds where CODE does not.  */

enum fr_cmp
fr_cmp_inverse (enum fr_cmp code)
{
  return cmp_holding (~holds[code] & (OUT_LT | OUT_EQ | OUT_GT | OUT_UN));
}

/* CODE with its operands swapped.  */

enum fr_cmp
fr_cmp_swap (enum fr_cmp code)
{
  int out = holds[code] & (OUT_EQ | OUT_UN);

  if (holds[code] & OUT_LT)
    out |= OUT_GT;
  if (holds[code] & OUT_GT)
    out |= OUT_LT;
  return cmp_holding (out);
}

int
fr_compare (enum fr_cmp code, const fr_range *a, const fr_range *b)
{
  int out = outcomes (a, b);

  if (out == 0)
    return -1;
  if ((out & ~holds[code]) == 0)
    return 1;
  return (out & holds[code]) == 0 ? 0 : -1;
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

/* The dump form of R: "[lo, hi]" with " int" and " nan", "nan", "empty".  */

char *
fr_to_string (const fr_range *r)
{
  char *lo, *hi, *s;
  size_t len;

  if (!r->finite && !r->ninf && !r->pinf)
    return strdup (r->nan ? "nan" : "empty");
  lo = r->ninf ? strdup ("-inf")
    : r->finite ? fr_value_to_string (r->lo, r->fmt) : strdup ("+inf");
  hi = r->pinf ? strdup ("+inf")
    : r->finite ? fr_value_to_string (r->hi, r->fmt) : strdup ("-inf");
  len = strlen (lo) + strlen (hi) + sizeof "[, ] int nan";
  s = (char *) malloc (len);
  snprintf (s, len, "[%s, %s]%s%s", lo, hi, r->integer ? " int" : "",
	    r->nan ? " nan" : "");
  free (lo);
  free (hi);
  return s;
}
