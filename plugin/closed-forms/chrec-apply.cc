/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* chrec-apply.cc -- the value of a chrec summary (chrec.h) at the trip
   count N, emitted as GIMPLE: like GCC's chrec_apply, beside its algebra.
   For the summary {p0, +, ..., +, pk} that value is

     f(N) = p0 * C(N, 0) + p1 * C(N, 1) + ... + pk * C(N, k)

   Integers: f(N) is computed exactly modulo 2^P (P the precision of the
   value, at least that of int) in unsigned types, and converted to the
   value's type at the end: no new undefined behaviour.  With
   k! = 2^e * o (o odd), the division by j! (j <= k) is a right shift of a
   product computed modulo 2^(P+e) in an unsigned type of at least P+e
   bits, and a multiplication by the inverse of an odd number modulo 2^P.
   Two orders of evaluation are built and the cheaper kept: Horner's rule
   on k! f(N) in the monomial basis (int_horner) and the binomial basis
   (int_binomial).

   Floats (under -fassociative-math -fno-signed-zeros -fno-trapping-math):
   f(N) = p0 + N * (p1 + (N-1)/2 * (p2 + ... + (N-k+1)/k * pk)).  */

#include "compat.h"
#include "chrec.h"
#include "int-arith.h"
#include "gimple-seq.h"

/* Gimplify the coefficient C converted to TYPE into SEQ.  */
static tree
gimple_coef (gimple_seq *seq, tree type, tree c)
{
  return fvr_gimplify_append (seq, fold_convert (type, unshare_expr (c)));
}

/* Emit into SEQ p0 + p1 * N in CT, the terms of degree 0 and 1 of the
   integer summary CH at N.  */
static tree
int_linear_part (gimple_seq *seq, const struct fvr_chrec *ch, tree n, tree ct)
{
  tree r = gimple_coef (seq, ct, ch->coef[0]);
  if (ch->degree >= 1)
    {
      tree p1 = gimple_coef (seq, ct, ch->coef[1]);
      tree t = gimple_build (seq, MULT_EXPR, ct, p1,
			     gimple_convert (seq, ct, n));
      r = gimple_build (seq, PLUS_EXPR, ct, r, t);
    }
  return r;
}

/* Emit into SEQ the integer summary CH (degree k >= 2) at N, in CT, by
   Horner's rule on k! f(N) in the monomial basis (see the head of the
   file), in WT (at least PREC (CT) + E bits, E the exponent of 2 in
   k!).  */
static tree
int_horner (gimple_seq *seq, const struct fvr_chrec *ch, tree n, tree ct,
	    tree wt, unsigned e)
{
  unsigned k = ch->degree;
  gcc_checking_assert (k >= 2 && k <= FVR_DEGREE_LIMIT
		       && TYPE_PRECISION (wt) >= TYPE_PRECISION (ct) + e);
  /* s[j][m]: the signed Stirling numbers of the first kind;
     kj[j] = k! / j!.  */
  HOST_WIDE_INT s[FVR_DEGREE_LIMIT + 1][FVR_DEGREE_LIMIT + 1];
  HOST_WIDE_INT kj[FVR_DEGREE_LIMIT + 1];
  memset (s, 0, sizeof s);
  s[0][0] = 1;
  for (unsigned j = 0; j < k; j++)
    for (unsigned m = 0; m <= j + 1; m++)
      s[j + 1][m] = (m ? s[j][m - 1] : 0) - (HOST_WIDE_INT) j * s[j][m];
  kj[k] = 1;
  for (unsigned j = k; j > 0; j--)
    kj[j - 1] = kj[j] * j;

  /* b[m] = sum over j >= m of p_j * (k! / j!) * s(j, m), modulo 2^WT.  */
  tree b[FVR_DEGREE_LIMIT + 1];
  for (unsigned m = 0; m <= k; m++)
    {
      tree sum = build_zero_cst (wt);
      for (unsigned j = m; j <= k; j++)
	{
	  tree c = fold_build2 (MULT_EXPR, wt, build_int_cst (wt, kj[j]),
				build_int_cst (wt, s[j][m]));
	  tree p = fold_convert (wt, unshare_expr (ch->coef[j]));
	  sum = fold_build2 (PLUS_EXPR, wt, sum,
			     fold_build2 (MULT_EXPR, wt, c, p));
	}
      b[m] = fvr_gimplify_append (seq, sum);
    }

  tree nw = gimple_convert (seq, wt, n);
  tree f = b[k];
  for (unsigned m = k; m > 0; m--)
    {
      f = gimple_build (seq, MULT_EXPR, wt, f, nw);
      f = gimple_build (seq, PLUS_EXPR, wt, f, b[m - 1]);
    }
  if (e)
    f = gimple_build (seq, RSHIFT_EXPR, wt, f,
		      build_int_cst (unsigned_type_node, e));
  tree r = gimple_convert (seq, ct, f);
  HOST_WIDE_INT odd = kj[0] >> e;
  if (odd != 1)
    r = gimple_build (seq, MULT_EXPR, ct, r, fvr_odd_inverse (ct, odd));
  return r;
}

/* Emit into SEQ the integer summary CH (degree k >= 2) at N, in CT, in
   the binomial basis: C(N, j) = (N (N-1) ... (N-j+1) >> e_j) times the
   inverse of the odd part of j!, the products computed in WT (as wide as
   for int_horner); e_j is the exponent of 2 in j!.  A factor N - i
   computed in N's type may wrap only when N < i, and then the factor
   N - N = 0 makes the product 0 anyway.  */
static tree
int_binomial (gimple_seq *seq, const struct fvr_chrec *ch, tree n, tree ct,
	      tree wt)
{
  tree nt = TREE_TYPE (n);
  tree r = int_linear_part (seq, ch, n, ct);
  tree q = gimple_convert (seq, wt, n);
  HOST_WIDE_INT fact = 1;
  for (unsigned j = 2; j <= ch->degree; j++)
    {
      tree factor = gimple_build (seq, MINUS_EXPR, nt, n,
				  build_int_cst (nt, j - 1));
      q = gimple_build (seq, MULT_EXPR, wt, q,
			gimple_convert (seq, wt, factor));
      fact *= j;
      tree p = fold_convert (ct, unshare_expr (ch->coef[j]));
      if (integer_zerop (p))
	continue;
      /* p_j * (q >> e_j) = (p_j >> v) * (q >> (e_j - v)) when 2^v divides
	 the constant p_j: a shorter (often no) double-word shift.  */
      unsigned ej = fvr_factorial_two_exponent (j), v = 0;
      if (TREE_CODE (p) == INTEGER_CST)
	v = MIN (wi::ctz (wi::to_wide (p)), ej);
      tree c = q;
      if (ej > v)
	c = gimple_build (seq, RSHIFT_EXPR, wt, c,
			  build_int_cst (unsigned_type_node, ej - v));
      c = gimple_convert (seq, ct, c);
      if (v)
	p = fold_build2 (RSHIFT_EXPR, ct, p,
			 build_int_cst (unsigned_type_node, v));
      tree coef = fold_build2 (MULT_EXPR, ct, p,
			       fvr_odd_inverse (ct, fact >> ej));
      c = gimple_build (seq, MULT_EXPR, ct, c,
			fvr_gimplify_append (seq, coef));
      r = gimple_build (seq, PLUS_EXPR, ct, r, c);
    }
  return r;
}

/* Emit into SEQ the value of the integer summary CH at iteration N (an
   unsigned integer), converted to TYPE; NULL if no type is wide enough.
   Degrees 0 and 1 are computed directly; above, by Horner's rule or in
   the binomial basis, whichever costs less (Horner's rule wins with
   constant coefficients, the binomial basis with symbolic ones).  */
static tree
build_int_closed_form (gimple_seq *seq, const struct fvr_chrec *ch, tree n,
		       tree type)
{
  tree ct = ch->type;
  if (TYPE_PRECISION (ct) < TYPE_PRECISION (unsigned_type_node))
    ct = unsigned_type_node;
  unsigned k = ch->degree;
  tree r;
  if (k <= 1)
    return gimple_convert (seq, type, int_linear_part (seq, ch, n, ct));

  unsigned e = fvr_factorial_two_exponent (k);
  tree wt = fvr_unsigned_type_with_bits (TYPE_PRECISION (ct) + e);
  if (!wt)
    return NULL_TREE;
  gimple_seq horner = NULL, binomial = NULL;
  tree rh = int_horner (&horner, ch, n, ct, wt, e);
  tree rb = int_binomial (&binomial, ch, n, ct, wt);
  if (fvr_seq_cost (horner) <= fvr_seq_cost (binomial))
    {
      gimple_seq_discard (binomial);
      gimple_seq_add_seq (seq, horner);
      r = rh;
    }
  else
    {
      gimple_seq_discard (horner);
      gimple_seq_add_seq (seq, binomial);
      r = rb;
    }
  return gimple_convert (seq, type, r);
}

/* Emit into SEQ the value of the float summary CH at iteration N (an
   unsigned integer), converted to TYPE, by the nested Horner form of the
   binomial basis.  */
static tree
build_float_closed_form (gimple_seq *seq, const struct fvr_chrec *ch, tree n,
			 tree type)
{
  tree ft = ch->type;
  tree nf = gimple_build (seq, FLOAT_EXPR, ft, n);
  tree acc = gimple_coef (seq, ft, ch->coef[ch->degree]);
  for (unsigned j = ch->degree; j > 0; j--)
    {
      /* acc = p_{j-1} + (N - (j - 1)) / j * acc.  */
      tree t = nf;
      if (j > 1)
	{
	  t = gimple_build (seq, MINUS_EXPR, ft, nf,
			    build_real_from_int_cst (ft, size_int (j - 1)));
	  REAL_VALUE_TYPE inv;
	  real_arithmetic (&inv, RDIV_EXPR, &dconst1,
			   &TREE_REAL_CST (build_real_from_int_cst
					   (ft, size_int (j))));
	  t = gimple_build (seq, MULT_EXPR, ft, t,
			    build_real (ft, real_value_truncate
					(TYPE_MODE (ft), inv)));
	}
      acc = gimple_build (seq, MULT_EXPR, ft, acc, t);
      acc = gimple_build (seq, PLUS_EXPR, ft, acc,
			  gimple_coef (seq, ft, ch->coef[j - 1]));
    }
  return gimple_convert (seq, type, acc);
}

tree
fvr_chrec_apply (gimple_seq *seq, const struct fvr_chrec *ch, tree n,
		 tree type)
{
  gcc_checking_assert (fvr_chrec_polynomial_p (ch)
		       && ch->degree <= FVR_DEGREE_LIMIT
		       && INTEGRAL_TYPE_P (TREE_TYPE (n))
		       && TYPE_UNSIGNED (TREE_TYPE (n)));
  if (SCALAR_FLOAT_TYPE_P (type))
    {
      gcc_checking_assert (ch->type == TYPE_MAIN_VARIANT (type));
      return build_float_closed_form (seq, ch, n, type);
    }
  gcc_checking_assert (TYPE_UNSIGNED (ch->type)
		       && TYPE_PRECISION (ch->type) == TYPE_PRECISION (type));
  return build_int_closed_form (seq, ch, n, type);
}
