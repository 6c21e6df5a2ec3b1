/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec.cc -- the algebra of fpscev's chrec summaries (see chrec.h):
   polynomials in the binomial basis.  Building summaries from the GIMPLE
   of a loop is chrec-build.cc; evaluating them at the trip count,
   chrec-apply.cc.

   The algebra follows the rules of chains of recurrences:

     {a0, +, ..., +, ak} + {b0, +, ..., +, bk} = {a0 + b0, +, ..., +, ak + bk}
     c * {a0, +, ..., +, ak}                   = {c * a0, +, ..., +, c * ak}
     {a0, +, ..., +, ak} * {b0, +, ..., +, bl} = {d0, +, ..., +, d(k+l)}
         with dm = sum of ai * bj * M! / ((M-i)! (M-j)! (i+j-M)!)
         over max (i, j) <= M <= i + j, the expansion of C(n, i) * C(n, j)
         in the binomial basis
     {x0, +, d0, +, ..., +, dk}                the accumulation of {d0, ...}

   Every result is trimmed (fvr_chrec_trim): above degree 0, its last
   coefficient is not the constant zero.  */

#include "compat.h"
#include "chrec.h"
#include "int-arith.h"

/* N!, for N <= 20.  */
static HOST_WIDE_INT
factorial (unsigned n)
{
  HOST_WIDE_INT f = 1;
  for (unsigned i = 2; i <= n; i++)
    f *= i;
  return f;
}

/* The coefficient of C(n, M) in C(n, I) * C(n, J), for
   max (I, J) <= M <= I + J <= 20: M! / ((M - I)! (M - J)! (I + J - M)!).  */
static HOST_WIDE_INT
binomial_product_coef (unsigned i, unsigned j, unsigned m)
{
  return factorial (m) / (factorial (m - i) * factorial (m - j)
			  * factorial (i + j - m));
}

/* The constant V as a coefficient of TYPE (integer or float).  */
static tree
coef_int (tree type, HOST_WIDE_INT v)
{
  if (SCALAR_FLOAT_TYPE_P (type))
    return build_real_from_int_cst (type, build_int_cst
				    (long_long_integer_type_node, v));
  return build_int_cst (type, v);
}

/* Whether the coefficient C is the constant zero.  */
static bool
coef_zero_p (tree c)
{
  return integer_zerop (c) || real_zerop (c);
}

bool
fvr_chrec_polynomial_p (const struct fvr_chrec *r)
{
  return r->shape == FVR_CHREC_POLYNOMIAL;
}

void
fvr_chrec_set_polynomial (struct fvr_chrec *r, tree type, unsigned degree)
{
  gcc_checking_assert (degree <= FVR_DEGREE_LIMIT);
  r->shape = FVR_CHREC_POLYNOMIAL;
  r->type = type;
  r->degree = degree;
}

void
fvr_chrec_trim (struct fvr_chrec *r)
{
  gcc_checking_assert (fvr_chrec_polynomial_p (r));
  while (r->degree > 0 && coef_zero_p (r->coef[r->degree]))
    r->degree--;
}

void
fvr_chrec_set_invariant (struct fvr_chrec *r, tree type, tree c)
{
  fvr_chrec_set_polynomial (r, type, 0);
  r->coef[0] = c;
}

/* R = A + B if CODE is PLUS_EXPR, A - B if MINUS_EXPR.  */
static void
chrec_add_sub (struct fvr_chrec *r, enum tree_code code,
	       const struct fvr_chrec *a, const struct fvr_chrec *b)
{
  gcc_checking_assert (a->type == b->type && fvr_chrec_polynomial_p (a)
		       && fvr_chrec_polynomial_p (b));
  struct fvr_chrec t;
  tree type = a->type;
  tree zero = build_zero_cst (type);
  fvr_chrec_set_polynomial (&t, type, MAX (a->degree, b->degree));
  for (unsigned i = 0; i <= t.degree; i++)
    t.coef[i] = fold_build2 (code, type,
			     i <= a->degree ? a->coef[i] : zero,
			     i <= b->degree ? b->coef[i] : zero);
  fvr_chrec_trim (&t);
  *r = t;
}

void
fvr_chrec_add (struct fvr_chrec *r, const struct fvr_chrec *a,
	       const struct fvr_chrec *b)
{
  chrec_add_sub (r, PLUS_EXPR, a, b);
}

void
fvr_chrec_sub (struct fvr_chrec *r, const struct fvr_chrec *a,
	       const struct fvr_chrec *b)
{
  chrec_add_sub (r, MINUS_EXPR, a, b);
}

void
fvr_chrec_scale (struct fvr_chrec *r, const struct fvr_chrec *a, tree c)
{
  gcc_checking_assert (fvr_chrec_polynomial_p (a));
  struct fvr_chrec t = *a;
  for (unsigned i = 0; i <= t.degree; i++)
    t.coef[i] = fold_build2 (MULT_EXPR, t.type, c, a->coef[i]);
  fvr_chrec_trim (&t);
  *r = t;
}

void
fvr_chrec_negate (struct fvr_chrec *r, const struct fvr_chrec *a)
{
  fvr_chrec_scale (r, a, coef_int (a->type, -1));
}

bool
fvr_chrec_mult (struct fvr_chrec *r, const struct fvr_chrec *a,
		const struct fvr_chrec *b, unsigned max_degree)
{
  gcc_checking_assert (a->type == b->type && fvr_chrec_polynomial_p (a)
		       && fvr_chrec_polynomial_p (b));
  if (a->degree == 0)
    {
      fvr_chrec_scale (r, b, a->coef[0]);
      return true;
    }
  if (b->degree == 0)
    {
      fvr_chrec_scale (r, a, b->coef[0]);
      return true;
    }
  unsigned degree = a->degree + b->degree;
  if (degree > max_degree || degree > FVR_DEGREE_LIMIT)
    return false;
  struct fvr_chrec t;
  tree type = a->type;
  fvr_chrec_set_polynomial (&t, type, degree);
  for (unsigned m = 0; m <= degree; m++)
    {
      tree sum = build_zero_cst (type);
      for (unsigned i = 0; i <= a->degree && i <= m; i++)
	for (unsigned j = 0; j <= b->degree && j <= m; j++)
	  if (i + j >= m)
	    {
	      tree k = coef_int (type, binomial_product_coef (i, j, m));
	      tree p = fold_build2 (MULT_EXPR, type, a->coef[i], b->coef[j]);
	      sum = fold_build2 (PLUS_EXPR, type, sum,
				 fold_build2 (MULT_EXPR, type, k, p));
	    }
      t.coef[m] = sum;
    }
  fvr_chrec_trim (&t);
  *r = t;
  return true;
}

bool
fvr_chrec_accumulate (struct fvr_chrec *r, tree init,
		      const struct fvr_chrec *delta, unsigned max_degree)
{
  gcc_checking_assert (delta->degree <= FVR_DEGREE_LIMIT
		       && fvr_chrec_polynomial_p (delta));
  if (delta->degree + 1 > max_degree || delta->degree + 1 > FVR_DEGREE_LIMIT)
    return false;
  struct fvr_chrec t;
  fvr_chrec_set_polynomial (&t, delta->type, delta->degree + 1);
  t.coef[0] = init;
  for (unsigned i = 0; i <= delta->degree; i++)
    t.coef[i + 1] = delta->coef[i];
  fvr_chrec_trim (&t);
  *r = t;
  return true;
}

/* The coefficient C of the exact product summary of J! C(X, J), in the
   unsigned type of its precision, divided by J! modulo 2^P (P that of
   TYPE): with J! = 2^e * o (o odd), C / J! = (C >> e) * o^-1, where C
   is a multiple of J! (the product is J! times an integer-valued
   polynomial, whose coefficients in the binomial basis are integers).  */
static tree
divide_by_factorial (tree c, unsigned j, tree type)
{
  unsigned e = fvr_factorial_two_exponent (j);
  tree shifted = fold_build2 (RSHIFT_EXPR, TREE_TYPE (c), c,
			      build_int_cst (unsigned_type_node, e));
  return fold_build2 (MULT_EXPR, type, fold_convert (type, shifted),
		      fvr_odd_inverse (type, factorial (j) >> e));
}

bool
fvr_chrec_binomial (struct fvr_chrec *r, const struct fvr_chrec *x,
		    unsigned j, tree type, unsigned max_degree)
{
  bool is_float = SCALAR_FLOAT_TYPE_P (type);
  gcc_checking_assert (j <= FVR_DEGREE_LIMIT
		       && (is_float ? x->type == type
			   : (TYPE_UNSIGNED (x->type)
			      && (TYPE_PRECISION (x->type)
				  >= (TYPE_PRECISION (type)
				      + fvr_factorial_two_exponent (j))))));
  /* Q = X (X - 1) ... (X - J + 1).  */
  struct fvr_chrec q, factor, t;
  fvr_chrec_set_invariant (&q, x->type, coef_int (x->type, 1));
  for (unsigned i = 0; i < j; i++)
    {
      fvr_chrec_set_invariant (&t, x->type, coef_int (x->type, i));
      fvr_chrec_sub (&factor, x, &t);
      if (!fvr_chrec_mult (&q, &q, &factor, max_degree))
	return false;
    }
  if (is_float)
    {
      fvr_chrec_scale (r, &q, fold_build2 (RDIV_EXPR, type,
					   coef_int (type, 1),
					   coef_int (type, factorial (j))));
      return true;
    }
  fvr_chrec_set_polynomial (r, type, q.degree);
  for (unsigned i = 0; i <= q.degree; i++)
    r->coef[i] = divide_by_factorial (q.coef[i], j, type);
  fvr_chrec_trim (r);
  return true;
}

/* Print the polynomial summary R as "{p0, +, p1, ...}" to FILE.  */
static void
print_polynomial (FILE *file, const struct fvr_chrec *r)
{
  fputc ('{', file);
  for (unsigned i = 0; i <= r->degree; i++)
    {
      if (i)
	fputs (", +, ", file);
      print_generic_expr (file, r->coef[i], TDF_NONE);
    }
  fputc ('}', file);
}

void
fvr_chrec_print (FILE *file, const struct fvr_chrec *r)
{
  switch (r->shape)
    {
    case FVR_CHREC_POLYNOMIAL:
      print_polynomial (file, r);
      break;
    }
}
