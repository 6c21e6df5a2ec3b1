/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-affine.c -- first-order affine forms of the values of a slice
   (frange-impl.h).  The form of a value is the set of real numbers

     CENTRE + COEF[0] e0 + COEF[1] e1 + ERR e,   e0, e1, e in [-1, 1],

   where e0 and e1 are the noise symbols of the slice's two inputs (the
   same in every value: that is the correlation intervals forget) and e
   is any number in [-1, 1], different for each value: ERR absorbs the
   nonlinear part of products, the rounding of the MPFR operations that
   compute the form (at twice the widest format's precision and more) and
   the program's rounding of each operation to its format, one ulp of the
   form's largest magnitude in any rounding mode, plus the spacing of the
   subnormals (or the least normal number, flushed).  A form holds the
   value the program computes whether a product is rounded or contracted
   into an fma with the sum it feeds: each only removes a rounding.  A
   form exists only where its operands' do and its bound stays within the
   largest finite number of its format (no overflow, hence no infinity
   and no NaN from finite operands); otherwise the value's range stands
   for it, as for the operations the forms do not model.  */

#include "frange-impl.h"

/* The inputs of a slice, one noise symbol each.  */
#define SYMBOLS 2

/* An affine form, none unless VALID.  */
struct form
{
  mpfr_t centre, coef[SYMBOLS], err;
  bool valid;
};

struct fri_forms
{
  const fr_slice *s;
  mpfr_prec_t prec;
  /* The forms of the inputs and the operations (fr_slice's VALUES), and
     scratch ones: of the three operands of an operation when they are
     outside the slice, and of an intermediate result.  */
  struct form *v;
  struct form tmp[4];
  /* Scratch: numbers, and a range of each value's format.  */
  mpfr_t t, u;
  fr_range *bounds;
};

/* Make F a form of precision PREC, none yet.  */
static void
form_init (struct form *f, mpfr_prec_t prec)
{
  mpfr_inits2 (prec, f->centre, f->coef[0], f->coef[1], f->err,
	       (mpfr_ptr) 0);
  f->valid = false;
}

/* Free F's numbers.  */
static void
form_clear (struct form *f)
{
  mpfr_clears (f->centre, f->coef[0], f->coef[1], f->err, (mpfr_ptr) 0);
}

/* Set F to the form of the range R of finite numbers only, with the
   noise symbol SYMBOL (-1: in the error term); none if R holds anything
   else.  */
static void
form_of_range (struct fri_forms *w, struct form *f, const fr_range *r,
	       int symbol)
{
  f->valid = (fr_has_finite_p (r) && !fr_maybe_nan_p (r)
	      && !fr_maybe_ninf_p (r) && !fr_maybe_pinf_p (r));
  if (!f->valid)
    return;
  mpfr_add (f->centre, r->lo, r->hi, MPFR_RNDN);
  mpfr_div_2ui (f->centre, f->centre, 1, MPFR_RNDN);
  /* The half-width around the centre as rounded.  */
  mpfr_sub (w->t, r->hi, f->centre, MPFR_RNDU);
  mpfr_sub (w->u, f->centre, r->lo, MPFR_RNDU);
  mpfr_max (w->t, w->t, w->u, MPFR_RNDU);
  for (int k = 0; k < SYMBOLS; k++)
    mpfr_set_zero (f->coef[k], 1);
  mpfr_set_zero (f->err, 1);
  mpfr_set (symbol < 0 ? f->err : f->coef[symbol], w->t, MPFR_RNDU);
}

/* Add to ERR the rounding error of Y, just rounded to nearest at the
   working precision: at most 2^-PREC |Y|.  */
static void
add_rounding (struct fri_forms *w, mpfr_ptr err, mpfr_srcptr y)
{
  mpfr_abs (w->t, y, MPFR_RNDN);
  mpfr_mul_2si (w->t, w->t, -w->prec, MPFR_RNDU);
  mpfr_add (err, err, w->t, MPFR_RNDU);
}

/* R += |X|, rounded up.  */
static void
add_abs (mpfr_ptr r, mpfr_srcptr x)
{
  if (mpfr_sgn (x) > 0)
    mpfr_add (r, r, x, MPFR_RNDU);
  else
    mpfr_sub (r, r, x, MPFR_RNDU);
}

/* Set R to the largest distance of F's numbers from its centre.  */
static void
spread (mpfr_ptr r, const struct form *f)
{
  mpfr_set (r, f->err, MPFR_RNDU);
  for (int k = 0; k < SYMBOLS; k++)
    add_abs (r, f->coef[k]);
}

/* Set R to the largest magnitude of F's numbers.  */
static void
magnitude (mpfr_ptr r, const struct form *f)
{
  spread (r, f);
  add_abs (r, f->centre);
}

/* F = A + B, or A - B if MINUS (F is neither A nor B).  */
static void
form_add (struct fri_forms *w, struct form *f, const struct form *a,
	  const struct form *b, bool minus)
{
  mpfr_set_zero (f->err, 1);
  (minus ? mpfr_sub : mpfr_add) (f->centre, a->centre, b->centre,
				 MPFR_RNDN);
  add_rounding (w, f->err, f->centre);
  for (int k = 0; k < SYMBOLS; k++)
    {
      (minus ? mpfr_sub : mpfr_add) (f->coef[k], a->coef[k], b->coef[k],
				     MPFR_RNDN);
      add_rounding (w, f->err, f->coef[k]);
    }
  mpfr_add (f->err, f->err, a->err, MPFR_RNDU);
  mpfr_add (f->err, f->err, b->err, MPFR_RNDU);
}

/* Add to F's error term the nonlinear part of A * B: each symbol's
   square, in [0, 1], is its half plus or minus its half (the half goes to
   the centre), and the products of two different symbols or of the
   error terms are bounded by the magnitudes.  */
static void
add_nonlinear (struct fri_forms *w, struct form *f, const struct form *a,
	       const struct form *b)
{
  for (int i = 0; i < SYMBOLS; i++)
    for (int j = 0; j < SYMBOLS; j++)
      {
	mpfr_mul (w->u, a->coef[i], b->coef[j], MPFR_RNDN);
	add_rounding (w, f->err, w->u);
	if (i == j)
	  {
	    mpfr_div_2ui (w->u, w->u, 1, MPFR_RNDN);
	    mpfr_add (f->centre, f->centre, w->u, MPFR_RNDN);
	    add_rounding (w, f->err, f->centre);
	  }
	mpfr_abs (w->u, w->u, MPFR_RNDN);
	mpfr_add (f->err, f->err, w->u, MPFR_RNDU);
      }
  /* A's error term times B's magnitude, B's times A's (which counts
     the product of the error terms twice).  */
  magnitude (w->u, b);
  mpfr_mul (w->u, w->u, a->err, MPFR_RNDU);
  mpfr_add (f->err, f->err, w->u, MPFR_RNDU);
  magnitude (w->u, a);
  mpfr_mul (w->u, w->u, b->err, MPFR_RNDU);
  mpfr_add (f->err, f->err, w->u, MPFR_RNDU);
}

/* F = A * B (F is neither A nor B).  */
static void
form_mul (struct fri_forms *w, struct form *f, const struct form *a,
	  const struct form *b)
{
  mpfr_set_zero (f->err, 1);
  mpfr_mul (f->centre, a->centre, b->centre, MPFR_RNDN);
  add_rounding (w, f->err, f->centre);
  for (int k = 0; k < SYMBOLS; k++)
    {
      mpfr_mul (w->u, b->centre, a->coef[k], MPFR_RNDN);
      add_rounding (w, f->err, w->u);
      mpfr_fma (f->coef[k], a->centre, b->coef[k], w->u, MPFR_RNDN);
      add_rounding (w, f->err, f->coef[k]);
    }
  add_nonlinear (w, f, a, b);
}

/* Set R to the form of the reciprocals of D's numbers, if D depends on
   no input and holds no zero; false otherwise.  */
static bool
reciprocal (struct fri_forms *w, struct form *r, const struct form *d)
{
  for (int k = 0; k < SYMBOLS; k++)
    if (!mpfr_zero_p (d->coef[k]))
      return false;
  mpfr_sub (w->t, d->centre, d->err, MPFR_RNDD);
  mpfr_add (w->u, d->centre, d->err, MPFR_RNDU);
  if (mpfr_sgn (w->t) != mpfr_sgn (w->u) || mpfr_zero_p (w->t))
    return false;
  /* 1/d decreases on each side of zero.  */
  mpfr_ui_div (w->t, 1, w->t, MPFR_RNDU);
  mpfr_ui_div (w->u, 1, w->u, MPFR_RNDD);
  mpfr_add (r->centre, w->t, w->u, MPFR_RNDN);
  mpfr_div_2ui (r->centre, r->centre, 1, MPFR_RNDN);
  mpfr_sub (w->t, w->t, r->centre, MPFR_RNDU);
  mpfr_sub (w->u, r->centre, w->u, MPFR_RNDU);
  mpfr_max (r->err, w->t, w->u, MPFR_RNDU);
  for (int k = 0; k < SYMBOLS; k++)
    mpfr_set_zero (r->coef[k], 1);
  r->valid = true;
  return true;
}

/* Add to F the program's rounding of its value to FMT; none if it may
   overflow.  */
static void
round_to_format (struct fri_forms *w, struct form *f, const fr_format *fmt)
{
  magnitude (w->u, f);
  fri_set_format_max (w->t, fmt);
  if (mpfr_greater_p (w->u, w->t))
    {
      f->valid = false;
      return;
    }
  mpfr_mul_2si (w->u, w->u, 1 - fmt->prec, MPFR_RNDU);
  mpfr_add (f->err, f->err, w->u, MPFR_RNDU);
  mpfr_set_ui_2exp (w->u, 1, fmt->subnormals ? fmt->emin - fmt->prec
		    : fmt->emin - 1, MPFR_RNDU);
  mpfr_add (f->err, f->err, w->u, MPFR_RNDU);
}

/* The form of operand K of OP: that of a value of the slice, or that of
   the range of a value outside it, in W's scratch form K.  */
static const struct form *
operand (struct fri_forms *w, const fr_affine_op *op, int k)
{
  if (op->operand[k] >= 0)
    return &w->v[op->operand[k]];
  form_of_range (w, &w->tmp[k], op->other[k], -1);
  return &w->tmp[k];
}

/* Compute into F the form of OP of format FMT from its operands' forms,
   which are valid; false if it has none.  */
static bool
form_of_op (struct fri_forms *w, struct form *f, const fr_affine_op *op,
	    const fr_format *fmt)
{
  if (op->code == FR_AFFINE_NONE)
    return false;
  const struct form *a = operand (w, op, 0);
  const struct form *b = (op->code == FR_AFFINE_NEG
			  || op->code == FR_AFFINE_CONVERT
			  ? NULL : operand (w, op, 1));
  if (!a->valid || (b && !b->valid))
    return false;
  f->valid = true;
  switch (op->code)
    {
    case FR_AFFINE_ADD: case FR_AFFINE_SUB:
      form_add (w, f, a, b, op->code == FR_AFFINE_SUB);
      break;
    case FR_AFFINE_MUL:
      form_mul (w, f, a, b);
      break;
    case FR_AFFINE_DIV:
      if (!reciprocal (w, &w->tmp[3], b))
	return false;
      form_mul (w, f, a, &w->tmp[3]);
      break;
    case FR_AFFINE_NEG: case FR_AFFINE_CONVERT:
      mpfr_set (f->centre, a->centre, MPFR_RNDN);
      for (int k = 0; k < SYMBOLS; k++)
	mpfr_set (f->coef[k], a->coef[k], MPFR_RNDN);
      mpfr_set (f->err, a->err, MPFR_RNDN);
      if (op->code == FR_AFFINE_CONVERT)
	break;
      mpfr_neg (f->centre, f->centre, MPFR_RNDN);
      for (int k = 0; k < SYMBOLS; k++)
	mpfr_neg (f->coef[k], f->coef[k], MPFR_RNDN);
      return true;
    case FR_AFFINE_FMA:
      {
	const struct form *c = operand (w, op, 2);
	if (!c->valid)
	  return false;
	form_mul (w, &w->tmp[3], a, b);
	form_add (w, f, &w->tmp[3], c, false);
      }
      break;
    default:
      return false;
    }
  round_to_format (w, f, fmt);
  return f->valid;
}

/* Narrow R by the numbers of F, with B (of R's format) for scratch.  */
static void
narrow (struct fri_forms *w, fr_range *r, const struct form *f, fr_range *b)
{
  spread (w->u, f);
  mpfr_sub (w->t, f->centre, w->u, MPFR_RNDD);
  mpfr_add (w->u, f->centre, w->u, MPFR_RNDU);
  /* Nothing to do where R holds only numbers that F holds.  */
  if (!fr_maybe_nan_p (r) && !fr_maybe_ninf_p (r) && !fr_maybe_pinf_p (r)
      && (!fr_has_finite_p (r) || (mpfr_lessequal_p (w->t, r->lo)
				   && mpfr_greaterequal_p (w->u, r->hi))))
    return;
  /* A zero bound holds both zeros.  */
  if (mpfr_zero_p (w->t))
    mpfr_set_zero (w->t, -1);
  if (mpfr_zero_p (w->u))
    mpfr_set_zero (w->u, 1);
  fr_set_interval (b, w->t, w->u);
  fr_intersect (r, r, b);
}

struct fri_forms *
fri_forms_new (const fr_slice *s)
{
  if (!s->affine)
    return NULL;
  struct fri_forms *w = calloc (1, sizeof *w);
  unsigned n = s->n_inputs + s->n_ops;
  int prec = 0;
  for (unsigned i = 0; i < n; i++)
    if (s->formats[i]->prec > prec)
      prec = s->formats[i]->prec;
  w->s = s;
  w->prec = 2 * prec + 16;
  w->v = calloc (n, sizeof *w->v);
  w->bounds = calloc (n, sizeof *w->bounds);
  for (unsigned i = 0; i < n; i++)
    {
      form_init (&w->v[i], w->prec);
      fr_init (&w->bounds[i], s->formats[i]);
    }
  for (int i = 0; i < 4; i++)
    form_init (&w->tmp[i], w->prec);
  mpfr_inits2 (w->prec, w->t, w->u, (mpfr_ptr) 0);
  return w;
}

void
fri_forms_free (struct fri_forms *w)
{
  if (!w)
    return;
  for (int i = 0; i < w->s->n_inputs + w->s->n_ops; i++)
    {
      form_clear (&w->v[i]);
      fr_clear (&w->bounds[i]);
    }
  for (int i = 0; i < 4; i++)
    form_clear (&w->tmp[i]);
  mpfr_clears (w->t, w->u, (mpfr_ptr) 0);
  free (w->v);
  free (w->bounds);
  free (w);
}

void
fri_forms_set_input (struct fri_forms *w, int i, const fr_range *r)
{
  struct fri_state state;
  fri_enter_wide (&state);
  form_of_range (w, &w->v[i], r, i);
  fri_restore (&state);
}

bool
fri_forms_narrow (struct fri_forms *w, int op, fr_range *r)
{
  struct fri_state state;
  const fr_slice *s = w->s;
  int i = s->n_inputs + op;
  struct form *f = &w->v[i];
  fri_enter_wide (&state);
  bool computed = form_of_op (w, f, &s->affine[op], s->formats[i]);
  if (computed)
    narrow (w, r, f, &w->bounds[i]);
  else
    form_of_range (w, f, r, -1);
  fri_restore (&state);
  return computed;
}
