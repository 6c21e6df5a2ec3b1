/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* gcc-frange.cc -- fpscev's ranges and GCC's own float ranges (see
   gcc-frange.h).

   fpscev's ranges hold for what the program computes once GCC's later
   passes have rewritten it; GCC's ranges are of the statements as they
   stand.  The two answer different questions, and nothing is exchanged,
   where GCC's rewrites change values:
     - under -funsafe-math-optimizations the program runs with subnormals
       flushed to zero, which GCC's ranges do not model (a product of a
       subnormal it bounds away from zero may be zero) and fpscev's do;
     - under -fassociative-math GCC's reassociation computes sums and
       products in another order: fpscev's ranges of chains hold every
       order, GCC's the source order only;
     - under -freciprocal-math GCC computes x / y as x * (1 / y), which
       rounds twice: GCC's range of the quotient does not hold for it, so
       it is not imported (fpscev's, which holds, is exported);
     - under -frounding-math GCC 16.2 refines backward as if rounding were
       to nearest: from (float) x finite it concludes |x| <= 2^128, but
       rounding upward, (float) -1e4000L is -FLT_MAX (random program seed
       16): GCC's ranges are not imported there either;
     - where the sanitizer tests the promise of -ffinite-math-only
       (sanitize.cc), GCC's ranges, which take it for granted and hold no
       NaN and no infinity, are not imported;
     - where the x87 evaluates float and double arithmetic
       (fpscev_wider_values_p), a double SSA name may hold a wider value
       i386's libm returned unrounded: GCC's range of it on the false edge
       of x >= 1.0 ends at the double below 1, which that value may
       exceed; not imported.
   Contraction into fused multiply-adds needs no exception: GCC's ranges
   are rounded outward, so they hold the fused results too.  An imported
   range gives no sign to a zero or a NaN (gcc-later.h: GCC's later
   folding and the libm may not keep the signs GCC's ranges claim).  */

#include "compat.h"
#include "gcc-frange.h"
#include "gcc-later.h"
#include "float-types.h"

#if FPSCEV_GCC_HAS_FRANGE

bool
fpscev_export_p (const struct fpscev_fp_options *fp)
{
  return !fp->flush_subnormals && !fp->associative;
}

bool
fpscev_import_p (const struct fpscev_fp_options *fp)
{
  return (fpscev_export_p (fp) && !fp->reciprocal_math
	  && fp->finite_math_only == fp->gcc_finite_math_only
	  && !fp->env.dynamic_rounding
	  && !fpscev_wider_values_p (float_type_node));
}

/* Set X, of its precision, to GCC's bound V of a range of a type of that
   precision or less (a number of the type, or an infinity).  */
static void
bound_from_real (mpfr_ptr x, const REAL_VALUE_TYPE *v)
{
  if (real_isinf (v))
    mpfr_set_inf (x, real_isneg (v) ? -1 : 1);
  else if (real_iszero (v))
    mpfr_set_zero (x, real_isneg (v) ? -1 : 1);
  else
    mpfr_from_real (x, v, MPFR_RNDN);
}

/* Set *OUT, of its format, to the NaNs of G's signs, if G may be NaN:
   GCC's frange tracks them apart (m_pos_nan, m_neg_nan).  */
static void
nans_from_gcc (const frange &g, fr_range *out)
{
  nan_state nan = g.get_nan_state ();
  if (nan.pos_p () && nan.neg_p ())
    fr_set_nan (out);
  else if (nan.pos_p () || nan.neg_p ())
    fr_set_signed_nan (out, nan.neg_p ());
  else
    fr_set_empty (out);
}

/* Set *OUT, of its format, to GCC's range G.  Returns false if G says
   nothing (or that the point is unreachable, which fpscev leaves to
   GCC).  */
static bool
range_from_gcc (const frange &g, fr_range *out)
{
  if (g.undefined_p () || g.varying_p ())
    return false;
  if (g.known_isnan ())
    {
      nans_from_gcc (g, out);
      return true;
    }
  fr_range nans;
  fr_init (&nans, fr_format_of (out));
  nans_from_gcc (g, &nans);
  mpfr_t lo, hi;
  mpfr_inits2 (fr_format_of (out)->prec, lo, hi, (mpfr_ptr) 0);
  bound_from_real (lo, &g.lower_bound ());
  bound_from_real (hi, &g.upper_bound ());
  fr_set_extended (out, lo, hi, false);
  fr_union (out, out, &nans);
  mpfr_clears (lo, hi, (mpfr_ptr) 0);
  fr_clear (&nans);
  return true;
}

/* The bound X of a range of TYPE as GCC's number.  */
static REAL_VALUE_TYPE
real_from_number (mpfr_srcptr x, tree type)
{
  REAL_VALUE_TYPE v;
  if (mpfr_zero_p (x))
    v = mpfr_signbit (x) ? real_value_negate (&dconst0) : dconst0;
  else
    real_from_mpfr (&v, x, type, MPFR_RNDN);
  return v;
}

/* An infinity, negative if NEG.  */
static REAL_VALUE_TYPE
infinity (bool neg)
{
  REAL_VALUE_TYPE v;
  real_inf (&v);
  return neg ? real_value_negate (&v) : v;
}

/* Set G to the range R of TYPE, as GCC's frange: [LO, HI] with the
   infinities R may hold as bounds (a range of both infinities and no
   finite value becomes [-inf, +inf]), and the NaNs of R's signs.  Returns
   false if R is empty.  */
static bool
range_to_gcc (const fr_range *r, tree type, frange &g)
{
  bool ninf = fr_maybe_ninf_p (r), pinf = fr_maybe_pinf_p (r);
  bool finite = fr_has_finite_p (r);
  nan_state nan (fr_maybe_nan_sign_p (r, false),
		 fr_maybe_nan_sign_p (r, true));
  if (!finite && !ninf && !pinf)
    {
      if (!fr_maybe_nan_p (r))
	return false;
      if (nan.pos_p () && nan.neg_p ())
	g.set_nan (type);
      else
	g.set_nan (type, nan.neg_p ());
      return true;
    }
  REAL_VALUE_TYPE lo, hi;
  if (ninf || !finite)
    lo = infinity (ninf);
  else
    lo = real_from_number (fr_finite_min (r), type);
  if (pinf || !finite)
    hi = infinity (!pinf);
  else
    hi = real_from_number (fr_finite_max (r), type);
  g.set (type, lo, hi, nan);
  return true;
}

bool
fpscev_narrow_by_gcc (range_query *q, const struct fpscev_fp_options *fp,
		      tree op, gimple *stmt, const fr_range *r, fr_range *out)
{
  gcc_checking_assert (fpscev_import_p (fp));
  frange g;
  if (TREE_CODE (op) != SSA_NAME || !q->range_of_expr (g, op, stmt))
    return false;
  fr_range known;
  fr_init (&known, fr_format_of (r));
  bool narrowed = range_from_gcc (g, &known);
  if (narrowed)
    {
      fpscev_forget_gcc_signs (&known);
      fpscev_apply_fp_options (fp, &known);
      fr_intersect (out, r, &known);
    }
  fr_clear (&known);
  return narrowed;
}

bool
fpscev_set_gcc_range (tree name, const fr_range *r)
{
  gcc_checking_assert (fpscev_format_of (TREE_TYPE (name))
		       == fr_format_of (r));
  frange g;
  return range_to_gcc (r, TREE_TYPE (name), g) && set_range_info (name, g);
}

#else /* GCC 12: no float ranges.  */

bool
fpscev_import_p (const struct fpscev_fp_options *)
{
  return false;
}

bool
fpscev_export_p (const struct fpscev_fp_options *)
{
  return false;
}

bool
fpscev_narrow_by_gcc (range_query *, const struct fpscev_fp_options *,
		      tree, gimple *, const fr_range *, fr_range *)
{
  gcc_unreachable ();
}

bool
fpscev_set_gcc_range (tree, const fr_range *)
{
  gcc_unreachable ();
}

#endif
