/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-exhaustive.c -- exhaustive soundness and precision tests of the
   fr_range operations on tiny formats emulated with MPFR.

   Two families of formats, with subnormals and without (the core branches
   on fr_format.subnormals):
     TINY = {3, 1, 3}: with subnormals 32 finite values (0.25 .. 7, both
       zeros, subnormals 0.25 0.5 0.75); without ("tiny-nosub") 26 (1 .. 7);
     TINIER = {2, 0, 2}: 16 or 14 finite values, for conversions.
   A range is a finite interval [a, b] of values (or none) plus a subset of
   {nan, -inf, +inf}.  Every result is compared with the exact set of
   results of the operation, computed by MPFR on every concrete operand
   under RNDN, RNDD, RNDU and RNDZ (env.dynamic_rounding) or RNDN alone.

   Enumerated: unary operations, ldexp and powi on every range (all flag
   subsets); binary operations (fma of a square and an addend among them:
   fr_fma_square) and comparisons on every pair of finite intervals (none
   included), each with the flag subsets (none, none) and
   (all, all), and one in four also with a pseudo-random pair of subsets;
   fma on 40 random addends, each with 4000 random pairs of ranges.
   That is the full tier (make check-full); the quick tier (make check)
   checks one pair of ranges or exponent intervals in eight of ldexp,
   powi and the binary operations, and 500 pairs per fma addend (see
   t_sample_p in frange-test.h).

   Each result must be sound (hold every exact result, and claim integers
   only for integers) and as precise as the operation claims, each claim
   a PASS line of its own:
     tight: the hull of the exact results (its finite part spans exactly
       the finite results, its flags are the infinities and NaN reached):
       neg, abs, floor, ceil, trunc, round, roundeven, rint, fmin, fmax,
       copysign; fr_compare decides every comparison that holds for every
       pair of values or for none;
     tight up to overflow: the same, but an infinity reached from finite
       operands (an overflow, or a pole such as 1 / 0) may extend the
       finite part to the largest finite number of its sign, as
       fri_acc_bounds does: the core evaluates the corners of the operands
       and does not look for the largest one whose result stays finite.
       The operations that round their result: sqrt, the conversions, the
       libm functions but tan (correctly rounded here, libm_ulps = 0, so
       the libm slack is not tested), ldexp, add, sub, mul, div, pow,
       hypot, fma, fma square, from_integers, and powi against every product tree
       (see n_case);
     within its bound: tan (bound1), fmod and remainder (rem_bound), div
       reciprocal (binary_bound).
   The integer flag is checked for soundness only: the core derives it
   from the operands' flags and the result's bounds (finalize), not from
   the values, so a result of integers may lack it.  */

#include "frange-test.h"

/* The formats under test (see main).  */
static const struct tfmt *tiny, *tinier;
static const mpfr_rnd_t modes[4] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU,
				     MPFR_RNDZ };
/* Round to nearest only, and any rounding mode; libm correctly rounded.  */
static const fr_env envs[2] = {
  { false, 0, false, FR_LIBM_GLIBC_X86_64, NULL },
  { true, 0, false, FR_LIBM_GLIBC_X86_64, NULL }
};

/* What a result is checked against beyond soundness (see above).  */
enum claim { TIGHT, TIGHT_OVERFLOW, BOUNDED };

static const char *const claim_names[] = {
  "tight", "tight up to overflow", "within its bound"
};

/* A pseudo-random number below N.  */

static unsigned
rnd (unsigned n)
{
  return (unsigned) (next_random () % n);
}

/* Whether MPFR's state is the one the tests set (the library restores).  */

static bool state_ok = true;

static void
state_set (void)
{
  tleave ();
  mpfr_flags_clear (MPFR_FLAGS_ALL);
  mpfr_set_divby0 ();
}

static void
state_check (void)
{
  state_ok &= (mpfr_flags_save () == MPFR_FLAGS_DIVBY0
	       && mpfr_get_emin () == mpfr_get_emin_min ()
	       && mpfr_get_emax () == mpfr_get_emax_max ());
}

/* Print the precision of the check group NAME and report its soundness
   and its CLAIM.  */

static void
summary (const char *name, enum claim claim, const struct tally *s)
{
  char buf[200];

  printf ("NOTE: %s %s: %ld cases, %.1f%% tight\n", tiny->f.name, name,
	  s->cases, s->cases ? 100.0 * s->tight / s->cases : 100.0);
  snprintf (buf, sizeof buf, "exhaustive %s %s sound (%ld cases)",
	    tiny->f.name, name, s->cases);
  report (s->bad == 0, buf);
  snprintf (buf, sizeof buf, "exhaustive %s %s %s", tiny->f.name, name,
	    claim_names[claim]);
  report (s->loose == 0, buf);
}

/* The largest result allowed by CLAIM (TIGHT or TIGHT_OVERFLOW) in format
   T for the exact results EXACT, of which FIN are those of finite
   operands.  */

static uint64_t
allowed (const struct tfmt *t, enum claim claim, uint64_t exact,
	 uint64_t fin)
{
  if (claim == TIGHT_OVERFLOW && (fin & BIT (T_PINF (t))))
    exact |= BIT (t->n - 1);
  if (claim == TIGHT_OVERFLOW && (fin & BIT (T_NINF (t))))
    exact |= BIT (0);
  return thull (t, exact);
}

/* The exact results of the range of T with finite part [I, J] (I < 0:
   none) and flags FL, RES[x] being those of the value x; into *FIN those
   of the finite part alone.  */

static uint64_t
range_results (const struct tfmt *t, const uint64_t *res, int i, int j,
	       int fl, uint64_t *fin)
{
  uint64_t m = 0;
  int x, k;

  for (x = i < 0 ? t->n : i; x <= j; x++)
    m |= res[x];
  *fin = m;
  for (k = 0; k < 3; k++)
    if (fl & (1 << k))
      m |= res[T_FLAGV (t, k)];
  return m;
}

/* Unary operations.  */

enum op1
{
  NEG, ABS, SQRT, FLOOR, CEIL, TRUNC, ROUND, ROUNDEVEN, RINT, CONV_DOWN,
  CONV_UP, LIBM_FIRST
};

static const char *const op1_names[] = {
  "neg", "abs", "sqrt", "floor", "ceil", "trunc", "round", "roundeven",
  "rint", "convert to tinier", "convert from tinier"
};


/* The mask in OUT of OP on value X of IN rounded with MODE.  */

static uint64_t
oracle1 (int op, const struct tfmt *in, const struct tfmt *out, int x,
	 mpfr_rnd_t mode)
{
  mpfr_t a, r;
  uint64_t m;
  int t = 0;

  mpfr_init2 (a, 53);
  mpfr_init2 (r, out->f.prec);
  /* The operand in the default range: it may lie beyond OUT's.  */
  tval (a, in, x);
  tenter (out);
  switch (op)
    {
    case NEG: t = mpfr_neg (r, a, mode); break;
    case ABS: t = mpfr_abs (r, a, mode); break;
    case SQRT: t = mpfr_sqrt (r, a, mode); break;
    case FLOOR: mpfr_floor (r, a); break;
    case CEIL: mpfr_ceil (r, a); break;
    case TRUNC: mpfr_trunc (r, a); break;
    case ROUND: mpfr_round (r, a); break;
    case ROUNDEVEN: mpfr_roundeven (r, a); break;
    case RINT: mpfr_rint (r, a, mode); break;
    case CONV_DOWN: case CONV_UP: t = mpfr_set (r, a, mode); break;
    default: t = t_libm_mpfr ((enum fr_libm) (op - LIBM_FIRST)) (r, a, mode); break;
    }
  m = tround (out, r, t, mode);
  tleave ();
  mpfr_clears (a, r, (mpfr_ptr) 0);
  return m;
}

/* R = OP (A) under ENV.  */

static void
call1 (int op, fr_range *r, const fr_range *a, const fr_env *env)
{
  switch (op)
    {
    case NEG: fr_neg (r, a); break;
    case ABS: fr_abs (r, a); break;
    case SQRT: fr_sqrt (r, a, env); break;
    case FLOOR: fr_floor (r, a); break;
    case CEIL: fr_ceil (r, a); break;
    case TRUNC: fr_trunc (r, a); break;
    case ROUND: fr_round (r, a); break;
    case ROUNDEVEN: fr_roundeven (r, a); break;
    case RINT: fr_rint (r, a); break;
    case CONV_DOWN: case CONV_UP: fr_convert (r, a, env); break;
    default: fr_libm_unary (r, (enum fr_libm) (op - LIBM_FIRST), a, env);
    }
}

/* What the result of OP is checked against: the operations that round
   their result are tight up to overflow, the others tight, but for tan.  */

static enum claim
claim1 (int op)
{
  if (op == LIBM_FIRST + FR_TAN)
    return BOUNDED;
  return op >= CONV_DOWN || op == SQRT ? TIGHT_OVERFLOW : TIGHT;
}

/* Whether the values [X, Y] hold an odd multiple of pi/2, a pole of tan
   (computed in doubles: the tiny values are far from the poles).  */

static bool
tan_pole_p (double x, double y)
{
  return floor (y / M_PI - 0.5) >= ceil (x / M_PI - 0.5);
}

/* The bound of OP (IN to OUT) on a range of finite part [I, J], of exact
   results EXACT, FIN those of the finite part.  tan: tight up to overflow
   unless the finite part holds a pole; then, as the function takes every
   value around a pole, the core returns every value (tan of the format
   numbers next to the pole need not come near the overflow threshold).  */

static uint64_t
bound1 (int op, const struct tfmt *in, const struct tfmt *out, int i, int j,
	uint64_t exact, uint64_t fin)
{
  if (op == LIBM_FIRST + FR_TAN && i >= 0
      && tan_pole_p (in->v[i], in->v[j]))
    return (exact | (BIT (out->n) - 1) | BIT (T_NINF (out))
	    | BIT (T_PINF (out)));
  return allowed (out, claim1 (op) == TIGHT ? TIGHT : TIGHT_OVERFLOW, exact,
		  fin);
}

/* Test OP from IN to OUT on every range of IN.  */

static void
test_unary (int op, const struct tfmt *in, const struct tfmt *out,
	    const char *name)
{
  static uint64_t res[2][64];
  struct tally s = { 0 };
  fr_range a, r;
  int e, x, k, i, j, fl;
  char what[300], buf[100];

  /* rint rounds in any mode, also under the nearest environment.  */
  for (e = 0; e < 2; e++)
    for (x = 0; x < T_NV (in); x++)
      for (res[e][x] = 0, k = 0; k < (e || op == RINT ? 4 : 1); k++)
	res[e][x] |= oracle1 (op, in, out, x, modes[k]);
  fr_init (&a, &in->f);
  fr_init (&r, &out->f);
  state_set ();
  for (i = -1; i < in->n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : in->n); j++)
      for (fl = 0; fl < 8; fl++)
	for (e = 0; e < 2; e++)
	  {
	    uint64_t fin, exact = range_results (in, res[e], i, j, fl, &fin);
	    tmake (&a, in, i, j, fl);
	    call1 (op, &r, &a, &envs[e]);
	    if (tcheck (out, &r, exact, bound1 (op, in, out, i, j, exact, fin),
			&s))
	      {
		snprintf (what, sizeof what, "%s %s %s", name,
			  trange_str (in, i, j, fl, buf, sizeof buf),
			  e ? "dynamic" : "nearest");
		tdescribe (out, &r, exact, what);
	      }
	  }
  state_check ();
  fr_clear (&a);
  fr_clear (&r);
  summary (name, claim1 (op), &s);
}

/* ldexp and powi: operand ranges with exponent intervals.  */

/* The index in TINY of U * V (MUL) or 1 / V, values of TINY, rounded with
   modes[M].  */
static unsigned char prod[4][64][64], recip[4][64];

/* Fill prod and recip.  */

static void
powi_tables (void)
{
  mpfr_t u, v, r;
  int m, x, y, t, nv = T_NV (tiny);

  mpfr_inits2 (tiny->f.prec, u, v, r, (mpfr_ptr) 0);
  tenter (tiny);
  for (m = 0; m < 4; m++)
    for (x = 0; x < nv; x++)
      {
	tval (v, tiny, x);
	t = mpfr_ui_div (r, 1, v, modes[m]);
	recip[m][x] = __builtin_ctzll (tround (tiny, r, t, modes[m]));
	for (y = 0; y < nv; y++)
	  {
	    tval (u, tiny, y);
	    t = mpfr_mul (r, u, v, modes[m]);
	    prod[m][y][x] = __builtin_ctzll (tround (tiny, r, t, modes[m]));
	  }
      }
  tleave ();
  mpfr_clears (u, v, r, (mpfr_ptr) 0);
}

/* The products of the values U and V (masks of TINY) rounded with
   modes[M], or in any mode if M < 0; their reciprocals 1 / V if U is 0.  */

static uint64_t
products (uint64_t u, uint64_t v, int m)
{
  uint64_t r = 0;
  int x, y, k;

  for (x = 0; x < (u ? T_NV (tiny) : 1); x++)
    if (u == 0 || (u & BIT (x)))
      for (y = 0; y < T_NV (tiny); y++)
	if (v & BIT (y))
	  for (k = m < 0 ? 0 : m; k <= (m < 0 ? 3 : m); k++)
	    r |= BIT (u ? prod[k][x][y] : recip[k][y]);
  return r;
}

/* The values of powi (X, N) (X a value index of TINY, |N| <= 5): the
   values of every product tree of |N| factors X, each product rounded
   with modes[M] (in any mode, each on its own, if M < 0), or for N < 0
   their reciprocals.  libgcc's __powidf2 and GCC's expansion into
   multiplications are product trees; fr_powi bounds them all.  */

static uint64_t
powi_trees (int x, long n, int m)
{
  uint64_t v[6] = { 0, BIT (x) };
  long k = n < 0 ? -n : n, p, i;
  mpfr_t one;

  if (n == 0)
    {
      mpfr_init2 (one, 2);
      mpfr_set_ui (one, 1, MPFR_RNDN);
      x = tindex (tiny, one);
      mpfr_clear (one);
      return BIT (x);
    }
  for (p = 2; p <= k; p++)
    for (v[p] = 0, i = 1; i <= p / 2; i++)
      v[p] |= products (v[i], v[p - i], m);
  return n < 0 ? products (0, v[k], m) : v[k];
}

/* The mask of X * 2^N for value X of TINY rounded with modes[M].  */

static uint64_t
ldexp_value (int x, long n, int m)
{
  mpfr_t a, r;
  uint64_t res;

  mpfr_inits2 (tiny->f.prec, a, r, (mpfr_ptr) 0);
  tenter (tiny);
  tval (a, tiny, x);
  res = tround (tiny, r, mpfr_mul_2si (r, a, n, modes[m]), modes[m]);
  tleave ();
  mpfr_clears (a, r, (mpfr_ptr) 0);
  return res;
}

/* The results of ldexp (LDEXP) or powi: RES[r][n + NMAX][x] for value X
   of TINY, N in [-NMAX, NMAX], under round-to-nearest (r = 0) and any
   rounding mode (1); and (2) for powi with each rounding in any mode on
   its own, the reference of powi's bound under dynamic rounding.  */
static uint64_t nres[3][11][64];

static void
n_table (bool ldexp_p, int nmax)
{
  int x, k;
  long n;

  if (!ldexp_p)
    powi_tables ();
  for (x = 0; x < T_NV (tiny); x++)
    for (n = -nmax; n <= nmax; n++)
      {
	uint64_t *nearest = &nres[0][n + nmax][x];
	uint64_t *any = &nres[1][n + nmax][x];
	*nearest = ldexp_p ? ldexp_value (x, n, 0) : powi_trees (x, n, 0);
	*any = *nearest;
	for (k = 1; k < 4; k++)
	  *any |= ldexp_p ? ldexp_value (x, n, k) : powi_trees (x, n, k);
	nres[2][n + nmax][x] = ldexp_p ? *any : powi_trees (x, n, -1);
      }
}

/* Check ldexp (LDEXP) or powi on the range A of TINY with finite part
   [I, J] and flags FL, for the exponents [NLO, NHI] (R is the result).
   Both are tight up to overflow; powi's reference is every product tree,
   and under dynamic rounding every product tree with each rounding in any
   mode on its own: fr_powi bounds the magnitudes of the powers, all
   rounded up (down) for the upper (lower) bound, then their reciprocals
   apart, which no single rounding mode does when a product is negative
   (RNDU rounds the magnitude of (-1.75)^2 up, of (-1.75)^3 down) or for
   a reciprocal.  */

static void
n_case (bool ldexp_p, int nmax, fr_range *r, const fr_range *a, int i, int j,
	int fl, long nlo, long nhi, struct tally *s)
{
  char what[300], buf[100];
  uint64_t exact, ref, fin, f;
  int e;
  long n;

  for (e = 0; e < 2; e++)
    {
      /* FIN: the reference's results of finite operands.  */
      exact = ref = fin = 0;
      for (n = nlo; n <= nhi; n++)
	{
	  exact |= range_results (tiny, nres[e][n + nmax], i, j, fl, &f);
	  ref |= range_results (tiny, nres[2 * e][n + nmax], i, j, fl, &f);
	  fin |= f;
	}
      if (ldexp_p)
	fr_ldexp (r, a, nlo, nhi, &envs[e]);
      else
	fr_powi (r, a, nlo, nhi, &envs[e]);
      if (tcheck (tiny, r, exact, allowed (tiny, TIGHT_OVERFLOW, ref, fin),
		  s))
	{
	  snprintf (what, sizeof what, "%s %s n [%ld, %ld] %s",
		    ldexp_p ? "ldexp" : "powi",
		    trange_str (tiny, i, j, fl, buf, sizeof buf), nlo, nhi,
		    e ? "dynamic" : "nearest");
	  tdescribe (tiny, r, exact, what);
	}
    }
}

/* Test ldexp (LDEXP) or powi on every range with every exponent interval
   within [-NMAX, NMAX] (NMAX <= 5).  */

static void
test_n (bool ldexp_p, int nmax, const char *name)
{
  struct tally s = { 0 };
  fr_range a, r;
  int i, j, fl;
  long nlo, nhi;

  n_table (ldexp_p, nmax);
  fr_init (&a, &tiny->f);
  fr_init (&r, &tiny->f);
  state_set ();
  for (i = -1; i < tiny->n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny->n); j++)
      for (fl = 0; fl < 8; fl++)
	{
	  tmake (&a, tiny, i, j, fl);
	  for (nlo = -nmax; nlo <= nmax; nlo++)
	    for (nhi = nlo; nhi <= nmax; nhi++)
	      if (t_sample_p ())
		n_case (ldexp_p, nmax, &r, &a, i, j, fl, nlo, nhi, &s);
	}
  state_check ();
  fr_clear (&a);
  fr_clear (&r);
  summary (name, TIGHT_OVERFLOW, &s);
}

/* Binary operations.  */

enum op2
{
  ADD, SUB, MUL, DIV, RDIV, FMOD, REM, FMIN, FMAX, COPYSIGN, POW, HYPOT,
  SQUARE_ADD, NEG_SQUARE_ADD, UNION, INTERSECT
};

static const char *const op2_names[] = {
  "add", "sub", "mul", "div", "div reciprocal", "fmod", "remainder",
  "fmin", "fmax", "copysign", "pow", "hypot", "fma square",
  "fma negated square"
};

/* What each result is checked against.  */
static const enum claim op2_claims[] = {
  TIGHT_OVERFLOW, TIGHT_OVERFLOW, TIGHT_OVERFLOW, TIGHT_OVERFLOW, BOUNDED,
  BOUNDED, BOUNDED, TIGHT, TIGHT, TIGHT, TIGHT_OVERFLOW, TIGHT_OVERFLOW,
  TIGHT_OVERFLOW, TIGHT_OVERFLOW
};

/* Set R to fmin (FMIN) or fmax of A and B; return the mask of the other
   result allowed, if any: the other zero of two zeros.  */

static uint64_t
fmin_fmax (bool fmin_p, mpfr_ptr r, mpfr_srcptr a, mpfr_srcptr b)
{
  if (mpfr_nan_p (a) || mpfr_nan_p (b))
    mpfr_set (r, mpfr_nan_p (a) ? b : a, MPFR_RNDN);
  else if (mpfr_zero_p (a) && mpfr_zero_p (b))
    {
      mpfr_set (r, b, MPFR_RNDN);
      return BIT (tindex (tiny, a));
    }
  else
    (fmin_p ? mpfr_min : mpfr_max) (r, a, b, MPFR_RNDN);
  return 0;
}

/* The mask of OP on values X and Y of TINY rounded with MODE, the
   reciprocal of div reciprocal rounded with RMODE.  */

static uint64_t
oracle2 (int op, int x, int y, mpfr_rnd_t mode, mpfr_rnd_t rmode)
{
  mpfr_t a, b, r, q;
  uint64_t m = 0;
  int t = 0;

  mpfr_inits2 (53, a, b, (mpfr_ptr) 0);
  mpfr_inits2 (tiny->f.prec, r, q, (mpfr_ptr) 0);
  tenter (tiny);
  tval (a, tiny, x);
  tval (b, tiny, y);
  switch (op)
    {
    case ADD: t = mpfr_add (r, a, b, mode); break;
    case SUB: t = mpfr_sub (r, a, b, mode); break;
    case MUL: t = mpfr_mul (r, a, b, mode); break;
    case DIV: t = mpfr_div (r, a, b, mode); break;
    case RDIV:
      /* A / B or A * (1 / B), both rounded.  */
      m = tround (tiny, r, mpfr_div (r, a, b, mode), mode);
      tround (tiny, q, mpfr_ui_div (q, 1, b, rmode), rmode);
      t = mpfr_mul (r, a, q, mode);
      break;
    case FMOD: t = mpfr_fmod (r, a, b, mode); break;
    case REM: t = mpfr_remainder (r, a, b, mode); break;
    case FMIN: case FMAX: m = fmin_fmax (op == FMIN, r, a, b); break;
    case COPYSIGN:
      /* The sign of a NaN is unknown.  */
      if (mpfr_nan_p (b))
	m = BIT (tindex (tiny, a)) | tround (tiny, r, mpfr_neg (r, a,
							       MPFR_RNDN),
					     mode);
      mpfr_copysign (r, a, b, MPFR_RNDN);
      break;
    case POW: t = mpfr_pow (r, a, b, mode); break;
    case HYPOT: t = mpfr_hypot (r, a, b, mode); break;
    case SQUARE_ADD: t = mpfr_fma (r, a, a, b, mode); break;
    case NEG_SQUARE_ADD:
      mpfr_neg (q, a, MPFR_RNDN);
      t = mpfr_fma (r, q, a, b, mode);
      break;
    }
  m |= tround (tiny, r, t, mode);
  tleave ();
  mpfr_clears (a, b, r, q, (mpfr_ptr) 0);
  return m;
}

/* R = OP (A, B) under ENV.  */

static void
call2 (int op, fr_range *r, const fr_range *a, const fr_range *b,
       const fr_env *env)
{
  switch (op)
    {
    case ADD: fr_add (r, a, b, env); break;
    case SUB: fr_sub (r, a, b, env); break;
    case MUL: fr_mul (r, a, b, env); break;
    case DIV: fr_div (r, a, b, false, env); break;
    case RDIV: fr_div (r, a, b, true, env); break;
    case FMOD: fr_fmod (r, a, b, env); break;
    case REM: fr_remainder (r, a, b, env); break;
    case FMIN: fr_fmin (r, a, b); break;
    case FMAX: fr_fmax (r, a, b); break;
    case COPYSIGN: fr_copysign (r, a, b); break;
    case POW: fr_libm_binary (r, FR_POW, a, b, env); break;
    case HYPOT: fr_libm_binary (r, FR_HYPOT, a, b, env); break;
    case SQUARE_ADD: fr_fma_square (r, a, false, b, env); break;
    case NEG_SQUARE_ADD: fr_fma_square (r, a, true, b, env); break;
    case UNION: fr_union (r, a, b); break;
    case INTERSECT: fr_intersect (r, a, b); break;
    }
}

/* Set FA, FB to the flag subsets of the pairs of ranges tested for a pair
   of finite intervals: none, all, and for one pair in four a random one;
   return their number.  */

static int
flag_pairs (int fa[3], int fb[3])
{
  fa[0] = fb[0] = 0;
  fa[1] = fb[1] = 7;
  fa[2] = rnd (8);
  fb[2] = rnd (8);
  return rnd (4) ? 2 : 3;
}

/* The state of the test of a binary operation OP, with the results of
   its first operand A, of finite part [I, J], against the values Y: in
   round-to-nearest (r = 0), any rounding mode (1), and for div reciprocal
   (2) with each rounding in any mode on its own.  */

struct binary
{
  int op, nref;
  int i, j;
  fr_range a[8], b, r;
  /* RES[r][x][y]: the results of X and Y.  */
  uint64_t res[3][64][64];
  /* COL[r][fl][y]: the results of A with flags FL and Y.  */
  uint64_t col[3][8][64];
  /* ACC[r][fl]: those of A with flags FL and the finite part of B.  */
  uint64_t acc[3][8];
  struct tally s;
};

/* Fill T->res for T->op.  */

static void
binary_table (struct binary *t)
{
  int x, y, k, l, nv = T_NV (tiny);

  for (x = 0; x < nv; x++)
    for (y = 0; y < nv; y++)
      {
	t->res[0][x][y] = oracle2 (t->op, x, y, MPFR_RNDN, MPFR_RNDN);
	t->res[1][x][y] = t->res[2][x][y] = t->res[0][x][y];
	for (k = 1; k < 4; k++)
	  t->res[1][x][y] |= oracle2 (t->op, x, y, modes[k], modes[k]);
	for (k = 0; k < 4 && t->nref > 2; k++)
	  for (l = 0; l < 4; l++)
	    t->res[2][x][y] |= oracle2 (t->op, x, y, modes[k], modes[l]);
      }
}

/* The bound of fmod (REM false) or remainder of the tiny values [I, J] by
   the values [K, L] (-1: none) with exact results EXACT.  Tight where the
   operation is the identity on the first operand (|X| < |Y| for fmod,
   2 |X| <= |Y| for remainder); otherwise, for the part of each sign of the
   first operand, the magnitude bound of rem_part: |fmod (X, Y)| < max |Y|
   with the sign of X, |remainder (X, Y)| <= max |Y| / 2, and |X| at most:
   the core does not enumerate the quotients of two ranges.  */

static uint64_t
rem_bound (bool rem, int i, int j, int k, int l, uint64_t exact)
{
  double ymin = INFINITY, ymax = 0, xmax[2] = { -1, -1 }, v;
  /* Without subnormals, results below the smallest normal number round
     to it or to zero.  */
  double nmin = tiny->f.subnormals ? 0 : ldexp (1, tiny->f.emin - 1);
  uint64_t m = 0;
  int x, neg;

  for (x = k; x <= l && k >= 0; x++)
    if (tiny->v[x] != 0)
      {
	ymin = fmin (ymin, fabs (tiny->v[x]));
	ymax = fmax (ymax, fabs (tiny->v[x]));
      }
  for (x = i; x <= j && i >= 0; x++)
    {
      neg = signbit (tiny->v[x]) != 0;
      xmax[neg] = fmax (xmax[neg], fabs (tiny->v[x]));
    }
  v = fmax (xmax[0], xmax[1]);
  if (ymax == 0 || (rem ? 2 * v <= ymin : v < ymin))
    return thull (tiny, exact);
  for (x = 0; x < tiny->n; x++)
    for (neg = 0; neg < 2; neg++)
      {
	v = fabs (tiny->v[x]);
	if (v <= xmax[neg] && ((rem ? v <= ymax / 2 : v < ymax) || v <= nmin)
	    && (rem || (signbit (tiny->v[x]) != 0) == neg))
	  m |= BIT (x);
      }
  return thull (tiny, exact | m);
}

/* The bound of T->op for the second operand [K, L] given the exact
   results EXACT, the reference results REF and those FIN of the finite
   operands.  div reciprocal: tight up to overflow against the reference,
   which under dynamic rounding rounds 1 / B and the product each in any
   mode (fr_div bounds 1 / B first); not asserted when B holds nonzero
   values of both signs, as 1 / B is one interval that holds zero then,
   although 1 / B never is zero, and A * 0 adds zeros (and NaN for an
   infinite A) that no division makes.  */

static uint64_t
binary_bound (const struct binary *t, int k, int l, uint64_t exact,
	      uint64_t ref, uint64_t fin)
{
  switch (t->op)
    {
    case FMOD: case REM:
      return rem_bound (t->op == REM, t->i, t->j, k, l, exact);
    case RDIV:
      if (k >= 0 && tiny->v[k] < 0 && tiny->v[l] > 0)
	return ~(uint64_t) 0;
      return allowed (tiny, TIGHT_OVERFLOW, ref, fin);
    default:
      return allowed (tiny, op2_claims[t->op], exact, fin);
    }
}

/* The results in ACC and COL (of some R) with a second operand of flags
   FB.  */

static uint64_t
with_flags (uint64_t acc, const uint64_t *col, int fb)
{
  for (int k = 0; k < 3; k++)
    if (fb & (1 << k))
      acc |= col[T_FLAGV (tiny, k)];
  return acc;
}

/* Check T->op on A with flags FA and the range [K, L] with flags FB.  */

static void
binary_case (struct binary *t, int fa, int k, int l, int fb)
{
  char what[300], b1[100], b2[100];

  tmake (&t->b, tiny, k, l, fb);
  for (int e = 0; e < 2; e++)
    {
      int ref = e && t->nref > 2 ? 2 : e;
      uint64_t exact = with_flags (t->acc[e][fa], t->col[e][fa], fb);
      uint64_t bound
	= binary_bound (t, k, l, exact,
			with_flags (t->acc[ref][fa], t->col[ref][fa], fb),
			t->acc[ref][0]);
      call2 (t->op, &t->r, &t->a[fa], &t->b, &envs[e]);
      if (tcheck (tiny, &t->r, exact, bound, &t->s))
	{
	  snprintf (what, sizeof what, "%s %s %s %s", op2_names[t->op],
		    trange_str (tiny, t->i, t->j, fa, b1, sizeof b1),
		    trange_str (tiny, k, l, fb, b2, sizeof b2),
		    e ? "dynamic" : "nearest");
	  tdescribe (tiny, &t->r, exact, what);
	}
    }
}

/* Check T->op on the ranges with finite part [T->i, T->j] against every
   range of TINY (flags as flag_pairs says).  */

static void
binary_rows (struct binary *t)
{
  int k, l, r, fl, c, nc, fa[3], fb[3];

  for (k = -1; k < tiny->n; k++)
    {
      memset (t->acc, 0, sizeof t->acc);
      for (l = k < 0 ? -1 : k; l < (k < 0 ? 0 : tiny->n); l++)
	{
	  for (r = 0; r < t->nref; r++)
	    for (fl = 0; fl < 8 && l >= 0; fl++)
	      t->acc[r][fl] |= t->col[r][fl][l];
	  nc = flag_pairs (fa, fb);
	  for (c = 0; c < nc; c++)
	    if (t_sample_p ())
	      binary_case (t, fa[c], k, l, fb[c]);
	}
    }
}

/* Add to T->col the results of its first operand's new value T->j (if
   any) and flags.  */

static void
binary_column (struct binary *t)
{
  int r, fl, y, k;

  for (r = 0; r < t->nref; r++)
    for (fl = 0; fl < 8; fl++)
      for (y = 0; y < T_NV (tiny); y++)
	{
	  uint64_t m = t->j >= 0 ? t->res[r][t->j][y] : 0;
	  for (k = 0; k < 3; k++)
	    if (fl & (1 << k))
	      m |= t->res[r][T_FLAGV (tiny, k)][y];
	  t->col[r][fl][y] |= m;
	}
}

/* Test binary OP on every pair of finite intervals of TINY.  */

static void
test_binary (int op)
{
  static struct binary t;
  int fl;

  memset (&t.s, 0, sizeof t.s);
  t.op = op;
  t.nref = op == RDIV ? 3 : 2;
  binary_table (&t);
  for (fl = 0; fl < 8; fl++)
    fr_init (&t.a[fl], &tiny->f);
  fr_init (&t.b, &tiny->f);
  fr_init (&t.r, &tiny->f);
  state_set ();
  for (t.i = -1; t.i < tiny->n; t.i++)
    {
      memset (t.col, 0, sizeof t.col);
      for (t.j = t.i < 0 ? -1 : t.i; t.j < (t.i < 0 ? 0 : tiny->n); t.j++)
	{
	  binary_column (&t);
	  for (fl = 0; fl < 8; fl++)
	    tmake (&t.a[fl], tiny, t.i, t.j, fl);
	  binary_rows (&t);
	}
    }
  state_check ();
  for (fl = 0; fl < 8; fl++)
    fr_clear (&t.a[fl]);
  fr_clear (&t.b);
  fr_clear (&t.r);
  summary (op2_names[op], op2_claims[op], &t.s);
}

/* Whether every finite value of R (of TINY) is an integer.  */

static bool
all_int_p (const fr_range *r)
{
  return (tmask (tiny, r) & (BIT (tiny->n) - 1) & ~tiny->ints) == 0;
}

/* Whether the integer flag of R, a union (intersection) of ranges whose
   flags say OPS, is exact: it holds when OPS holds for both operands
   (either operand), or when every value of R is an integer.  Without
   subnormals, the core does not recognise the integer intervals such as
   [-1, 1] of tiny-nosub, which have no values between zero and one:
   there the flag may be missing.  */

static bool
int_exact_p (const fr_range *r, bool ops)
{
  if (!r->finite || (!ops && !all_int_p (r)))
    return !r->integer;
  return r->integer || (!ops && !tiny->f.subnormals);
}

/* Whether fr_union and fr_intersect are exact on A and B, also in place
   (which clobbers A).  */

static bool
lattice_exact_p (fr_range *a, const fr_range *b, fr_range *r)
{
  uint64_t ma = tmask (tiny, a), mb = tmask (tiny, b);
  bool ok;

  fr_union (r, a, b);
  ok = (tmask (tiny, r) == thull (tiny, ma | mb)
	&& int_exact_p (r, ((a->integer || !a->finite)
			    && (b->integer || !b->finite))));
  fr_intersect (r, a, b);
  ok &= (tmask (tiny, r) == (ma & mb)
	 && int_exact_p (r, a->integer || b->integer));
  fr_union (a, a, b);
  return ok && tmask (tiny, a) == thull (tiny, ma | mb);
}

/* Call CHECK (A, B, DATA) on every pair of ranges A and B of TINY with a
   finite part (or none) and random flags.  */

static void
each_pair (void (*check) (fr_range *, const fr_range *, void *), void *data)
{
  fr_range a, b;
  int i, j, k, l;

  fr_init (&a, &tiny->f);
  fr_init (&b, &tiny->f);
  state_set ();
  for (i = -1; i < tiny->n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny->n); j++)
      for (k = -1; k < tiny->n; k++)
	for (l = k < 0 ? -1 : k; l < (k < 0 ? 0 : tiny->n); l++)
	  {
	    tmake (&a, tiny, i, j, rnd (8));
	    tmake (&b, tiny, k, l, rnd (8));
	    check (&a, &b, data);
	  }
  state_check ();
  fr_clear (&a);
  fr_clear (&b);
}

/* The state of the lattice test: a result and the failures.  */

struct lattice
{
  fr_range r;
  long bad;
};

/* Count in the struct lattice L the pair A, B if the lattice operations
   are not exact on it.  */

static void
lattice_case (fr_range *a, const fr_range *b, void *l)
{
  struct lattice *t = l;

  t->bad += !lattice_exact_p (a, b, &t->r);
}

/* Lattice laws: union is the hull of both, intersection the common
   values, exactly.  */

static void
test_lattice (void)
{
  struct lattice t = { .bad = 0 };
  char buf[200];

  fr_init (&t.r, &tiny->f);
  each_pair (lattice_case, &t);
  fr_clear (&t.r);
  snprintf (buf, sizeof buf, "exhaustive %s union/intersect are the exact "
	    "hull and meet, also in place", tiny->f.name);
  report (t.bad == 0, buf);
}

/* Whether comparison CODE holds for the values U and V.  */

static bool
cmp_holds (int code, mpfr_srcptr u, mpfr_srcptr v)
{
  bool un = mpfr_unordered_p (u, v);
  bool lt = !un && mpfr_less_p (u, v), gt = !un && mpfr_greater_p (u, v);
  bool eq = !un && mpfr_equal_p (u, v);

  switch (code)
    {
    case FR_LT: return lt;
    case FR_LE: return lt || eq;
    case FR_GT: return gt;
    case FR_GE: return gt || eq;
    case FR_EQ: return eq;
    case FR_NE: return !eq;
    case FR_UNLT: return un || lt;
    case FR_UNLE: return un || lt || eq;
    case FR_UNGT: return un || gt;
    case FR_UNGE: return un || gt || eq;
    case FR_UNEQ: return un || eq;
    case FR_LTGT: return lt || gt;
    case FR_ORDERED: return !un;
    default: return un;
    }
}

/* HOLDS[code][x]: the values Y of TINY for which X CODE Y holds.  */
static uint64_t holds[FR_UNORDERED + 1][64];

static void
compare_table (void)
{
  int code, x, y, nv = T_NV (tiny);
  mpfr_t u, v;

  mpfr_inits2 (53, u, v, (mpfr_ptr) 0);
  for (code = FR_LT; code <= FR_UNORDERED; code++)
    for (x = 0; x < nv; x++)
      for (holds[code][x] = 0, y = 0; y < nv; y++)
	{
	  tval (u, tiny, x);
	  tval (v, tiny, y);
	  if (cmp_holds (code, u, v))
	    holds[code][x] |= BIT (y);
	}
  mpfr_clears (u, v, (mpfr_ptr) 0);
}

/* Check every comparison of A and B, counting in S: a decided answer must
   hold for every pair of values (soundness), and every comparison that
   holds for all pairs or for none must be decided (tightness).  */

static void
compare_case (fr_range *a, const fr_range *b, void *data)
{
  struct tally *s = data;
  uint64_t ma = tmask (tiny, a), mb = tmask (tiny, b);
  char b1[100], b2[100];

  for (int code = FR_LT; code <= FR_UNORDERED; code++)
    {
      int got = fr_compare ((enum fr_cmp) code, a, b);
      bool any_t = false, any_f = false;
      for (int x = 0; x < T_NV (tiny); x++)
	if (ma & BIT (x))
	  {
	    any_t |= (holds[code][x] & mb) != 0;
	    any_f |= (~holds[code][x] & mb) != 0;
	  }
      s->cases++;
      if ((got == 1 && any_f) || (got == 0 && any_t))
	s->bad++;
      else if (any_t != any_f && got == -1)
	s->loose++;
      else
	{
	  s->tight++;
	  continue;
	}
      if (s->bad + s->loose > 3)
	continue;
      note ("compare %d {%s} {%s} gave %d", code,
	    tmask_str (tiny, ma, b1, sizeof b1),
	    tmask_str (tiny, mb, b2, sizeof b2), got);
    }
}

/* Comparisons on every pair of finite intervals with random flags.  */

static void
test_compare (void)
{
  struct tally s = { 0 };

  compare_table ();
  each_pair (compare_case, &s);
  summary ("fr_compare", TIGHT, &s);
}

/* fma on sampled triples of ranges.  */

/* FRES[e][x][y][z]: the results of fma (X, Y, Z) under envs[e].  */
static uint64_t fres[2][64][64][64];

static void
fma_table (void)
{
  int nv = T_NV (tiny), e, x, y, z, k;
  mpfr_t u, v, w, q;

  mpfr_inits2 (53, u, v, w, (mpfr_ptr) 0);
  mpfr_init2 (q, tiny->f.prec);
  for (x = 0; x < nv; x++)
    for (y = 0; y < nv; y++)
      for (z = 0; z < nv; z++)
	for (e = 0; e < 2; e++)
	  for (fres[e][x][y][z] = 0, k = 0; k < (e ? 4 : 1); k++)
	    {
	      tenter (tiny);
	      tval (u, tiny, x);
	      tval (v, tiny, y);
	      tval (w, tiny, z);
	      fres[e][x][y][z]
		|= tround (tiny, q, mpfr_fma (q, u, v, w, modes[k]),
			   modes[k]);
	      tleave ();
	    }
  mpfr_clears (u, v, w, q, (mpfr_ptr) 0);
}

/* A random range of TINY: set IN to its finite part and flags.  */

static void
random_range (fr_range *r, int in[3])
{
  in[0] = (int) rnd (tiny->n + 1) - 1;
  in[1] = in[0] < 0 ? -1 : in[0] + (int) rnd (tiny->n - in[0]);
  in[2] = rnd (4) == 0 ? (int) rnd (8) : 0;
  tmake (r, tiny, in[0], in[1], in[2]);
}

/* Check fma on random ranges A and B with the addend C (finite part and
   flags IN[2]), whose results M[e][x][y] (MF: of C's finite part) for X
   and Y are given.  */

static void
fma_cases (const fr_range *cc, int in[3][3], uint64_t m[2][64][64],
	   uint64_t mf[2][64][64], struct tally *s)
{
  fr_range a, b, r;
  int nv = T_NV (tiny), n, e, x, y;
  char what[300], b1[100], b2[100], b3[100];

  fr_init (&a, &tiny->f);
  fr_init (&b, &tiny->f);
  fr_init (&r, &tiny->f);
  for (n = 0; n < t_count (4000); n++)
    {
      random_range (&a, in[0]);
      random_range (&b, in[1]);
      uint64_t ma = tmask (tiny, &a), mb = tmask (tiny, &b);
      uint64_t mfa = ma & (BIT (tiny->n) - 1), mfb = mb & (BIT (tiny->n) - 1);
      for (e = 0; e < 2; e++)
	{
	  uint64_t exact = 0, fin = 0;
	  for (x = 0; x < nv; x++)
	    for (y = 0; y < nv; y++)
	      if ((ma & BIT (x)) && (mb & BIT (y)))
		{
		  exact |= m[e][x][y];
		  if ((mfa & BIT (x)) && (mfb & BIT (y)))
		    fin |= mf[e][x][y];
		}
	  fr_fma (&r, &a, &b, cc, &envs[e]);
	  if (!tcheck (tiny, &r, exact,
		       allowed (tiny, TIGHT_OVERFLOW, exact, fin), s))
	    continue;
	  snprintf (what, sizeof what, "fma %s %s %s %s",
		    trange_str (tiny, in[0][0], in[0][1], in[0][2], b1, 100),
		    trange_str (tiny, in[1][0], in[1][1], in[1][2], b2, 100),
		    trange_str (tiny, in[2][0], in[2][1], in[2][2], b3, 100),
		    e ? "dynamic" : "nearest");
	  tdescribe (tiny, &r, exact, what);
	}
    }
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&r);
}

/* fma on 40 random addends, each with 4000 random pairs of ranges.  */

static void
test_fma (void)
{
  static uint64_t m[2][64][64], mf[2][64][64];
  struct tally s = { 0 };
  fr_range cc;
  int nv = T_NV (tiny), e, x, y, z, in[3][3];
  uint64_t mc;

  fma_table ();
  fr_init (&cc, &tiny->f);
  state_set ();
  for (int c = 0; c < 40; c++)
    {
      random_range (&cc, in[2]);
      mc = tmask (tiny, &cc);
      for (e = 0; e < 2; e++)
	for (x = 0; x < nv; x++)
	  for (y = 0; y < nv; y++)
	    for (m[e][x][y] = mf[e][x][y] = 0, z = 0; z < nv; z++)
	      if (mc & BIT (z))
		{
		  m[e][x][y] |= fres[e][x][y][z];
		  if (z < tiny->n)
		    mf[e][x][y] |= fres[e][x][y][z];
		}
      fma_cases (&cc, in, m, mf, &s);
    }
  state_check ();
  fr_clear (&cc);
  summary ("fma", TIGHT_OVERFLOW, &s);
}

/* Conversions between integers and floats.  */

/* fr_from_integers of every interval of integers in [-12, 12]: tight up
   to overflow, and integer.  */

static void
test_from_integers (void)
{
  struct tally s = { 0 };
  fr_range r;
  mpz_t lo, hi;
  mpfr_t q;
  long e, l, h, k, m;

  mpz_inits (lo, hi, NULL);
  mpfr_init2 (q, tiny->f.prec);
  fr_init (&r, &tiny->f);
  for (e = 0; e < 2; e++)
    for (l = -12; l <= 12; l++)
      for (h = l; h <= 12; h++)
	{
	  uint64_t exact = 0, fin;
	  for (k = l; k <= h; k++)
	    for (m = 0; m < (e ? 4 : 1); m++)
	      {
		tenter (tiny);
		exact |= tround (tiny, q, mpfr_set_si (q, k, modes[m]),
				 modes[m]);
		tleave ();
	      }
	  fin = exact;
	  mpz_set_si (lo, l);
	  mpz_set_si (hi, h);
	  fr_from_integers (&r, lo, hi, &envs[e]);
	  if (tcheck (tiny, &r, exact,
		      allowed (tiny, TIGHT_OVERFLOW, exact, fin), &s))
	    tdescribe (tiny, &r, exact, "from_integers");
	  s.bad += r.finite && !r.integer;
	}
  summary ("from_integers", TIGHT_OVERFLOW, &s);
  fr_clear (&r);
  mpz_clears (lo, hi, NULL);
  mpfr_clear (q);
}

/* fr_to_integers of every range: exact truncations, false exactly when
   undefined.  */

static void
test_to_integers (void)
{
  fr_range a;
  mpz_t lo, hi, min, max, zl, zh;
  long bad = 0;
  int i, j, fl;
  char buf[200];

  mpz_inits (lo, hi, min, max, zl, zh, NULL);
  fr_init (&a, &tiny->f);
  mpz_set_si (min, -5);
  mpz_set_si (max, 4);
  state_set ();
  for (i = -1; i < tiny->n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny->n); j++)
      for (fl = 0; fl < 8; fl++)
	{
	  bool ok = i >= 0 && fl == 0, got;
	  tmake (&a, tiny, i, j, fl);
	  if (ok)
	    {
	      mpz_set_d (zl, trunc (tiny->v[i]));
	      mpz_set_d (zh, trunc (tiny->v[j]));
	      ok = mpz_cmp (min, zl) <= 0 && mpz_cmp (zh, max) <= 0;
	    }
	  got = fr_to_integers (&a, min, max, lo, hi);
	  if (got != ok || (ok && (mpz_cmp (lo, zl) || mpz_cmp (hi, zh))))
	    bad++;
	}
  state_check ();
  snprintf (buf, sizeof buf, "exhaustive %s fr_to_integers exact",
	    tiny->f.name);
  report (bad == 0, buf);
  fr_clear (&a);
  mpz_clears (lo, hi, min, max, zl, zh, NULL);
}

/* Every test on the formats TINY and TINIER.  */

static void
test_formats (void)
{
  int op;

  printf ("NOTE: %s has %d finite values, %s %d\n", tiny->f.name, tiny->n,
	  tinier->f.name, tinier->n);
  for (op = NEG; op < CONV_DOWN; op++)
    test_unary (op, tiny, tiny, op1_names[op]);
  test_unary (CONV_DOWN, tiny, tinier, op1_names[CONV_DOWN]);
  test_unary (CONV_UP, tinier, tiny, op1_names[CONV_UP]);
  for (op = 0; op < FR_LIBM_COUNT; op++)
    if (t_libm_mpfr ((enum fr_libm) op))
      test_unary (LIBM_FIRST + op, tiny, tiny,
		  fr_libm_name ((enum fr_libm) op));
  test_n (true, 5, "ldexp");
  test_n (false, 5, "powi");
  for (op = ADD; op <= NEG_SQUARE_ADD; op++)
    test_binary (op);
  test_fma ();
  test_lattice ();
  test_compare ();
  test_from_integers ();
  test_to_integers ();
}

int
main (void)
{
  static struct tfmt formats[2][2];

  for (int sub = 1; sub >= 0; sub--)
    {
      tfmt_init (&formats[sub][0], (fr_format) { 3, 1, 3, sub,
						 sub ? "tiny" : "tiny-nosub" });
      tfmt_init (&formats[sub][1], (fr_format) { 2, 0, 2, sub,
						 sub ? "tinier"
						 : "tinier-nosub" });
      tiny = &formats[sub][0];
      tinier = &formats[sub][1];
      test_formats ();
    }
  report (state_ok, "MPFR exponent range and flags restored");
  return failures != 0;
}
