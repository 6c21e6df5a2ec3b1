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
       16): GCC's ranges are not imported there either.
   Contraction into fused multiply-adds needs no exception: GCC's ranges
   are rounded outward, so they hold the fused results too.  */

#include "compat.h"
#include "engine.h"
#include "gcc-frange.h"

#if FPSCEV_GCC_HAS_FRANGE

/* Whether fpscev may give its ranges of A's function to GCC.  */
static bool
export_p (const struct fpscev_analysis *a)
{
  return !a->fp.flush_subnormals && !a->fp.associative;
}

/* Whether fpscev may take GCC's ranges of A's function.  */
static bool
import_p (const struct fpscev_analysis *a)
{
  return (export_p (a) && !a->fp.reciprocal_math
	  && !a->fp.env.dynamic_rounding);
}

/* Set X to the number V (finite, of X's precision or less), rounding in
   direction RND if it is not (GCC's bounds are numbers of the type).  */
static void
number_from_real (mpfr_ptr x, const REAL_VALUE_TYPE *v, mpfr_rnd_t rnd)
{
  if (real_iszero (v))
    mpfr_set_zero (x, real_isneg (v) ? -1 : 1);
  else
    mpfr_from_real (x, v, rnd);
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
      fr_set_nan (out);
      return true;
    }
  const REAL_VALUE_TYPE *lb = &g.lower_bound (), *ub = &g.upper_bound ();
  fr_set_full (out);
  out->nan = g.maybe_isnan ();
  out->ninf = real_isinf (lb) && real_isneg (lb);
  out->pinf = real_isinf (ub) && !real_isneg (ub);
  /* [+inf, +inf] and [-inf, -inf] have no finite part.  */
  out->finite = !(real_isinf (lb) && !real_isneg (lb))
		&& !(real_isinf (ub) && real_isneg (ub));
  if (out->finite && !out->ninf)
    number_from_real (out->lo, lb, MPFR_RNDD);
  if (out->finite && !out->pinf)
    number_from_real (out->hi, ub, MPFR_RNDU);
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
   finite value becomes [-inf, +inf]).  Returns false if R is empty.  */
static bool
range_to_gcc (const fr_range *r, tree type, frange &g)
{
  if (!r->finite && !r->ninf && !r->pinf)
    {
      if (!r->nan)
	return false;
      g.set_nan (type);
      return true;
    }
  REAL_VALUE_TYPE lo, hi;
  if (r->ninf || !r->finite)
    lo = infinity (r->ninf);
  else
    lo = real_from_number (r->lo, type);
  if (r->pinf || !r->finite)
    hi = infinity (!r->pinf);
  else
    hi = real_from_number (r->hi, type);
  g.set (type, lo, hi, nan_state (r->nan, r->nan));
  return true;
}

bool
fpscev_narrow_by_gcc (struct fpscev_analysis *a, tree op, gimple *stmt,
		      const fr_range *r, fr_range *out)
{
  if (!import_p (a) || TREE_CODE (op) != SSA_NAME)
    return false;
  frange g;
  if (!fpscev_range_query (a)->range_of_expr (g, op, stmt))
    return false;
  fr_range known;
  fr_init (&known, r->fmt);
  bool narrowed = range_from_gcc (g, &known);
  if (narrowed)
    {
      fpscev_apply_fp_options (a, &known);
      fr_intersect (out, r, &known);
    }
  fr_clear (&known);
  return narrowed;
}

unsigned
fpscev_export_ranges (struct fpscev_analysis *a)
{
  if (!export_p (a))
    return 0;
  unsigned n = 0;
  for (unsigned i = 1; i < a->values.length (); i++)
    {
      const fpscev_value *v = a->values[i];
      tree name = ssa_name (i);
      if (!v || v->imag || !name || SSA_NAME_IN_FREE_LIST (name)
	  || fpscev_no_fact_p (a, &v->r))
	continue;
      gcc_checking_assert (fpscev_format_of (TREE_TYPE (name)) == v->r.fmt);
      frange g;
      if (range_to_gcc (&v->r, TREE_TYPE (name), g)
	  && set_range_info (name, g))
	n++;
    }
  return n;
}

#else /* GCC 12: no float ranges.  */

bool
fpscev_narrow_by_gcc (struct fpscev_analysis *, tree, gimple *,
		      const fr_range *, fr_range *)
{
  return false;
}

unsigned
fpscev_export_ranges (struct fpscev_analysis *)
{
  return 0;
}

#endif
