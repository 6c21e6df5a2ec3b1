/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-exhaustive.c -- exhaustive soundness and precision tests of the
   fr_range operations on tiny formats emulated with MPFR.

   TINY = {3, 1, 3, subnormals}: 32 finite values (0.25 .. 7, both zeros,
   subnormals 0.25 0.5 0.75).  TINIER = {2, 0, 2}: 16 finite values.
   A range is a finite interval [a, b] of values (or none) plus a subset of
   {nan, -inf, +inf}.  Every result is compared with the exact set of
   results of the operation, computed by MPFR on every concrete operand
   under RNDN, RNDD, RNDU and RNDZ (env.dynamic_rounding) or RNDN alone.

   Enumerated: unary operations, ldexp and powi on every range (all flag
   subsets); binary operations and comparisons on every pair of finite
   intervals (none included), each with the flag subsets (none, none) and
   (all, all), and one in four also with a pseudo-random pair of subsets; fma on 40 random addends, each
   with 4000 random pairs of ranges.  */

#include "frange-test.h"

static struct tfmt tiny, tinier;
static const mpfr_rnd_t modes[4] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU,
				     MPFR_RNDZ };
/* Round to nearest only, and any rounding mode; libm correctly rounded.  */
static const fr_env envs[2] = { { false, 0, false }, { true, 0, false } };

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

/* Print the precision and soundness of an operation.  */

static void
summary (const char *name, long cases, long bad, long tight)
{
  char buf[200];

  printf ("NOTE: %s: %ld cases, %.1f%% tight\n", name, cases,
	  cases ? 100.0 * tight / cases : 100.0);
  snprintf (buf, sizeof buf, "exhaustive %s sound (%ld cases)", name,
	    cases);
  report (bad == 0, buf);
}

/* Unary operations.  */

enum op1
{
  NEG, ABS, SQRT, FLOOR, CEIL, TRUNC, ROUND, ROUNDEVEN, RINT, CONV_DOWN,
  CONV_UP, LIBM_FIRST
};

static const char *const op1_names[] = {
  "neg", "abs", "sqrt", "floor", "ceil", "trunc", "round", "roundeven",
  "rint", "convert tiny->tinier", "convert tinier->tiny"
};

static const char *const libm_names[] = {
  "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos",
  "tan", "atan", "tanh", "cbrt"
};

static int (*const libm_fns[]) (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) = {
  mpfr_exp, mpfr_exp2, mpfr_expm1, mpfr_log, mpfr_log2, mpfr_log10,
  mpfr_log1p, mpfr_sin, mpfr_cos, mpfr_tan, mpfr_atan, mpfr_tanh, mpfr_cbrt
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
  tenter (out);
  tval (a, in, x);
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
    default: t = libm_fns[op - LIBM_FIRST] (r, a, mode); break;
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
    case RINT: fr_rint (r, a, env); break;
    case CONV_DOWN: case CONV_UP: fr_convert (r, a, env); break;
    default: fr_libm_unary (r, (enum fr_libm) (op - LIBM_FIRST), a, env);
    }
}

/* Test OP from IN to OUT on every range of IN.  */

static void
test_unary (int op, const struct tfmt *in, const struct tfmt *out,
	    const char *name)
{
  static uint64_t res[2][64];
  long cases = 0, bad = 0, tight = 0;
  fr_range a, r;
  int e, x, k, i, j, fl;
  char what[300], buf[100];

  for (e = 0; e < 2; e++)
    for (x = 0; x < T_NV (in); x++)
      for (res[e][x] = 0, k = 0; k < (e ? 4 : 1); k++)
	res[e][x] |= oracle1 (op, in, out, x, modes[k]);
  fr_init (&a, &in->f);
  fr_init (&r, &out->f);
  state_set ();
  for (i = -1; i < in->n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : in->n); j++)
      for (fl = 0; fl < 8; fl++)
	for (e = 0; e < 2; e++)
	  {
	    uint64_t exact = 0;
	    for (x = i < 0 ? in->n : i; x <= j; x++)
	      exact |= res[e][x];
	    for (k = 0; k < 3; k++)
	      if (fl & (1 << k))
		exact |= res[e][T_FLAGV (in, k)];
	    tmake (&a, in, i, j, fl);
	    call1 (op, &r, &a, &envs[e]);
	    snprintf (what, sizeof what, "%s %s %s", name,
		      trange_str (in, i, j, fl, buf, sizeof buf),
		      e ? "dynamic" : "nearest");
	    tcheck (out, &r, exact, &bad, &tight, what);
	    cases++;
	  }
  state_check ();
  fr_clear (&a);
  fr_clear (&r);
  summary (name, cases, bad, tight);
}

/* ldexp and powi: operand ranges with exponent intervals.  */

/* The mask of X * 2^N (LDEXP) or powi (X, N) for value X of TINY.  */

static uint64_t
oracle_n (bool ldexp_p, int x, long n, mpfr_rnd_t mode)
{
  mpfr_t a, y, r;
  uint64_t m;
  unsigned long k;
  int t;

  mpfr_inits2 (tiny.f.prec, a, y, r, (mpfr_ptr) 0);
  tenter (&tiny);
  tval (a, &tiny, x);
  if (ldexp_p)
    {
      t = mpfr_mul_2si (r, a, n, mode);
      m = tround (&tiny, r, t, mode);
    }
  else
    {
      /* libgcc's __powidf2.  */
      k = n < 0 ? -n : n;
      mpfr_set_si (y, 1, MPFR_RNDN);
      if (k % 2)
	mpfr_set (y, a, MPFR_RNDN);
      while (k >>= 1)
	{
	  mpfr_subnormalize (a, mpfr_mul (a, a, a, mode), mode);
	  if (k % 2)
	    mpfr_subnormalize (y, mpfr_mul (y, y, a, mode), mode);
	}
      if (n < 0)
	m = tround (&tiny, r, mpfr_ui_div (r, 1, y, mode), mode);
      else
	m = tround (&tiny, y, 0, mode);
    }
  tleave ();
  mpfr_clears (a, y, r, (mpfr_ptr) 0);
  return m;
}

/* Test ldexp (LDEXP) or powi on every range with every exponent interval
   within [-NMAX, NMAX].  */

static void
test_n (bool ldexp_p, int nmax, const char *name)
{
  static uint64_t res[2][64][32];
  long cases = 0, bad = 0, tight = 0;
  fr_range a, r;
  int e, x, k, i, j, fl;
  long n, nlo, nhi;
  char what[300], buf[100];

  for (e = 0; e < 2; e++)
    for (x = 0; x < T_NV (&tiny); x++)
      for (n = -nmax; n <= nmax; n++)
	for (res[e][x][n + nmax] = 0, k = 0; k < (e ? 4 : 1); k++)
	  res[e][x][n + nmax] |= oracle_n (ldexp_p, x, n, modes[k]);
  fr_init (&a, &tiny.f);
  fr_init (&r, &tiny.f);
  state_set ();
  for (i = -1; i < tiny.n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny.n); j++)
      for (fl = 0; fl < 8; fl++)
	for (e = 0; e < 2; e++)
	  for (nlo = -nmax; nlo <= nmax; nlo++)
	    for (nhi = nlo; nhi <= nmax; nhi++)
	      {
		uint64_t exact = 0;
		tmake (&a, &tiny, i, j, fl);
		for (n = nlo; n <= nhi; n++)
		  {
		    for (x = i < 0 ? tiny.n : i; x <= j; x++)
		      exact |= res[e][x][n + nmax];
		    for (k = 0; k < 3; k++)
		      if (fl & (1 << k))
			exact |= res[e][T_FLAGV (&tiny, k)][n + nmax];
		  }
		if (ldexp_p)
		  fr_ldexp (&r, &a, nlo, nhi, &envs[e]);
		else
		  fr_powi (&r, &a, nlo, nhi, &envs[e]);
		snprintf (what, sizeof what, "%s %s n [%ld, %ld] %s", name,
			  trange_str (&tiny, i, j, fl, buf, sizeof buf), nlo,
			  nhi, e ? "dynamic" : "nearest");
		tcheck (&tiny, &r, exact, &bad, &tight, what);
		cases++;
	      }
  state_check ();
  fr_clear (&a);
  fr_clear (&r);
  summary (name, cases, bad, tight);
}

/* Binary operations.  */

enum op2
{
  ADD, SUB, MUL, DIV, RDIV, FMOD, REM, FMIN, FMAX, COPYSIGN, POW, HYPOT,
  UNION, INTERSECT
};

static const char *const op2_names[] = {
  "add", "sub", "mul", "div", "div reciprocal", "fmod", "remainder",
  "fmin", "fmax", "copysign", "pow", "hypot"
};

/* The mask of OP on values X and Y of TINY rounded with MODE.  */

static uint64_t
oracle2 (int op, int x, int y, mpfr_rnd_t mode)
{
  mpfr_t a, b, r, q;
  uint64_t m = 0;
  int t = 0;

  mpfr_inits2 (53, a, b, (mpfr_ptr) 0);
  mpfr_inits2 (tiny.f.prec, r, q, (mpfr_ptr) 0);
  tenter (&tiny);
  tval (a, &tiny, x);
  tval (b, &tiny, y);
  switch (op)
    {
    case ADD: t = mpfr_add (r, a, b, mode); break;
    case SUB: t = mpfr_sub (r, a, b, mode); break;
    case MUL: t = mpfr_mul (r, a, b, mode); break;
    case DIV: t = mpfr_div (r, a, b, mode); break;
    case RDIV:
      /* A / B or A * (1 / B), both rounded.  */
      m = tround (&tiny, r, mpfr_div (r, a, b, mode), mode);
      tround (&tiny, q, mpfr_ui_div (q, 1, b, mode), mode);
      t = mpfr_mul (r, a, q, mode);
      break;
    case FMOD: t = mpfr_fmod (r, a, b, mode); break;
    case REM: t = mpfr_remainder (r, a, b, mode); break;
    case FMIN: case FMAX:
      if (mpfr_nan_p (a) || mpfr_nan_p (b))
	mpfr_set (r, mpfr_nan_p (a) ? b : a, MPFR_RNDN);
      else if (mpfr_zero_p (a) && mpfr_zero_p (b))
	{
	  /* Either zero.  */
	  m = tround (&tiny, a, 0, mode);
	  mpfr_set (r, b, MPFR_RNDN);
	}
      else
	(op == FMIN ? mpfr_min : mpfr_max) (r, a, b, MPFR_RNDN);
      break;
    case COPYSIGN:
      if (mpfr_nan_p (b))
	{
	  /* The sign of a NaN is unknown.  */
	  mpfr_setsign (r, a, 1, MPFR_RNDN);
	  m = tround (&tiny, r, 0, mode);
	  mpfr_setsign (r, a, 0, MPFR_RNDN);
	}
      else
	mpfr_copysign (r, a, b, MPFR_RNDN);
      break;
    case POW: t = mpfr_pow (r, a, b, mode); break;
    case HYPOT: t = mpfr_hypot (r, a, b, mode); break;
    }
  m |= tround (&tiny, r, t, mode);
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

/* Test binary OP on every pair of finite intervals of TINY.  */

static void
test_binary (int op)
{
  static uint64_t res[2][64][64], col[2][8][64];
  long cases = 0, bad = 0, tight = 0;
  fr_range a[8], b, r;
  int e, x, y, k, i, j, kk, l, fl, c, nc, fa[3], fb[3];
  int nv = T_NV (&tiny);
  char what[300], b1[100], b2[100];

  for (e = 0; e < 2; e++)
    for (x = 0; x < nv; x++)
      for (y = 0; y < nv; y++)
	for (res[e][x][y] = 0, k = 0; k < (e ? 4 : 1); k++)
	  res[e][x][y] |= oracle2 (op, x, y, modes[k]);
  for (fl = 0; fl < 8; fl++)
    fr_init (&a[fl], &tiny.f);
  fr_init (&b, &tiny.f);
  fr_init (&r, &tiny.f);
  state_set ();
  for (i = -1; i < tiny.n; i++)
    {
      memset (col, 0, sizeof col);
      for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny.n); j++)
	{
	  /* COL[e][fl][y]: the results of A (with flags FL) and Y.  */
	  for (e = 0; e < 2; e++)
	    for (fl = 0; fl < 8; fl++)
	      for (y = 0; y < nv; y++)
		{
		  if (j >= 0)
		    col[e][fl][y] |= res[e][j][y];
		  for (k = 0; k < 3; k++)
		    if (fl & (1 << k))
		      col[e][fl][y] |= res[e][T_FLAGV (&tiny, k)][y];
		}
	  for (fl = 0; fl < 8; fl++)
	    tmake (&a[fl], &tiny, i, j, fl);
	  for (kk = -1; kk < tiny.n; kk++)
	    {
	      uint64_t acc[2][8] = { { 0 } };
	      for (l = kk < 0 ? -1 : kk; l < (kk < 0 ? 0 : tiny.n); l++)
		{
		  for (e = 0; e < 2; e++)
		    for (fl = 0; fl < 8; fl++)
		      if (l >= 0)
			acc[e][fl] |= col[e][fl][l];
		  nc = flag_pairs (fa, fb);
		  for (c = 0; c < nc; c++)
		    {
		      tmake (&b, &tiny, kk, l, fb[c]);
		      for (e = 0; e < 2; e++)
			{
			  uint64_t exact = acc[e][fa[c]];
			  for (k = 0; k < 3; k++)
			    if (fb[c] & (1 << k))
			      exact |= col[e][fa[c]][T_FLAGV (&tiny, k)];
			  call2 (op, &r, &a[fa[c]], &b, &envs[e]);
			  if (bad < 3)
			    snprintf (what, sizeof what, "%s %s %s %s",
				      op2_names[op],
				      trange_str (&tiny, i, j, fa[c], b1,
						  sizeof b1),
				      trange_str (&tiny, kk, l, fb[c], b2,
						  sizeof b2),
				      e ? "dynamic" : "nearest");
			  tcheck (&tiny, &r, exact, &bad, &tight, what);
			  cases++;
			}
		    }
		}
	    }
	}
    }
  state_check ();
  for (fl = 0; fl < 8; fl++)
    fr_clear (&a[fl]);
  fr_clear (&b);
  fr_clear (&r);
  summary (op2_names[op], cases, bad, tight);
}

/* Whether every finite value of R (of TINY) is an integer.  */

static bool
all_int_p (const fr_range *r)
{
  return (tmask (&tiny, r) & (BIT (tiny.n) - 1) & ~tiny.ints) == 0;
}

/* Lattice laws: union is the hull of both, intersection the common
   values, exactly.  */

static void
test_lattice (void)
{
  fr_range a, b, r;
  uint64_t ma, mb;
  int i, j, k, l, fa, fb;
  long bad = 0, cases = 0;

  fr_init (&a, &tiny.f);
  fr_init (&b, &tiny.f);
  fr_init (&r, &tiny.f);
  state_set ();
  for (i = -1; i < tiny.n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny.n); j++)
      for (k = -1; k < tiny.n; k++)
	for (l = k < 0 ? -1 : k; l < (k < 0 ? 0 : tiny.n); l++)
	  {
	    fa = rnd (8);
	    fb = rnd (8);
	    tmake (&a, &tiny, i, j, fa);
	    tmake (&b, &tiny, k, l, fb);
	    ma = tmask (&tiny, &a);
	    mb = tmask (&tiny, &b);
	    /* The integer flag of the union (intersection) holds when it
	       holds for both operands (either operand), or when every
	       value of the result is an integer.  */
	    fr_union (&r, &a, &b);
	    if (tmask (&tiny, &r) != thull (&tiny, ma | mb)
		|| r.integer != (r.finite && ((((a.integer || !a.finite)
						&& (b.integer || !b.finite)))
					      || all_int_p (&r))))
	      bad++;
	    fr_intersect (&r, &a, &b);
	    if (tmask (&tiny, &r) != (ma & mb)
		|| r.integer != (r.finite && (a.integer || b.integer
					      || all_int_p (&r))))
	      bad++;
	    /* Aliasing.  */
	    fr_union (&a, &a, &b);
	    if (tmask (&tiny, &a) != thull (&tiny, ma | mb))
	      bad++;
	    cases++;
	  }
  state_check ();
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&r);
  report (bad == 0, "exhaustive union/intersect are the exact hull and "
	  "meet, also in place");
  (void) cases;
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

/* Comparisons on every pair of finite intervals with random flags: a
   decided answer holds for every pair of values.  */

static void
test_compare (void)
{
  static uint64_t holds[FR_UNORDERED + 1][64];
  fr_range a, b;
  int code, i, j, k, l, x, y, fa, fb, nv = T_NV (&tiny);
  long bad = 0, cases = 0, decided = 0, decidable = 0;
  mpfr_t u, v;

  mpfr_inits2 (53, u, v, (mpfr_ptr) 0);
  for (code = FR_LT; code <= FR_UNORDERED; code++)
    for (x = 0; x < nv; x++)
      for (holds[code][x] = 0, y = 0; y < nv; y++)
	{
	  tval (u, &tiny, x);
	  tval (v, &tiny, y);
	  if (cmp_holds (code, u, v))
	    holds[code][x] |= BIT (y);
	}
  fr_init (&a, &tiny.f);
  fr_init (&b, &tiny.f);
  state_set ();
  for (i = -1; i < tiny.n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny.n); j++)
      for (k = -1; k < tiny.n; k++)
	for (l = k < 0 ? -1 : k; l < (k < 0 ? 0 : tiny.n); l++)
	  {
	    uint64_t ma, mb;
	    fa = rnd (8);
	    fb = rnd (8);
	    tmake (&a, &tiny, i, j, fa);
	    tmake (&b, &tiny, k, l, fb);
	    ma = tmask (&tiny, &a);
	    mb = tmask (&tiny, &b);
	    for (code = FR_LT; code <= FR_UNORDERED; code++)
	      {
		int got = fr_compare ((enum fr_cmp) code, &a, &b);
		bool any_t = false, any_f = false;
		for (x = 0; x < nv; x++)
		  if (ma & BIT (x))
		    {
		      any_t |= (holds[code][x] & mb) != 0;
		      any_f |= (~holds[code][x] & mb) != 0;
		    }
		if ((got == 1 && any_f) || (got == 0 && any_t))
		  {
		    char b1[100], b2[100];
		    if (++bad <= 3)
		      note ("compare %d %s %s gave %d", code,
			    trange_str (&tiny, i, j, fa, b1, sizeof b1),
			    trange_str (&tiny, k, l, fb, b2, sizeof b2), got);
		  }
		if (any_t != any_f)
		  {
		    decidable++;
		    decided += got != -1;
		  }
		cases++;
	      }
	  }
  state_check ();
  fr_clear (&a);
  fr_clear (&b);
  mpfr_clears (u, v, (mpfr_ptr) 0);
  printf ("NOTE: compare: %ld cases, %.1f%% of the decidable ones decided\n",
	  cases, decidable ? 100.0 * decided / decidable : 100.0);
  report (bad == 0, "exhaustive fr_compare sound");
}

/* fma on sampled triples of ranges.  */

static void
test_fma (void)
{
  static uint64_t res[2][64][64][64];
  long cases = 0, bad = 0, tight = 0;
  fr_range a, b, cc, r;
  int nv = T_NV (&tiny), e, x, y, z, k, s, n, in[3][3];
  uint64_t ma, mb, mc;
  mpfr_t u, v, w, q;
  char what[300], b1[100], b2[100], b3[100];

  mpfr_inits2 (53, u, v, w, (mpfr_ptr) 0);
  mpfr_init2 (q, tiny.f.prec);
  for (x = 0; x < nv; x++)
    for (y = 0; y < nv; y++)
      for (z = 0; z < nv; z++)
	for (e = 0; e < 2; e++)
	  for (res[e][x][y][z] = 0, k = 0; k < (e ? 4 : 1); k++)
	    {
	      tenter (&tiny);
	      tval (u, &tiny, x);
	      tval (v, &tiny, y);
	      tval (w, &tiny, z);
	      res[e][x][y][z]
		|= tround (&tiny, q, mpfr_fma (q, u, v, w, modes[k]),
			   modes[k]);
	      tleave ();
	    }
  fr_init (&a, &tiny.f);
  fr_init (&b, &tiny.f);
  fr_init (&cc, &tiny.f);
  fr_init (&r, &tiny.f);
  state_set ();
  for (s = 0; s < 40; s++)
    {
      static uint64_t m[2][64][64];
      in[2][0] = (int) rnd (tiny.n + 1) - 1;
      in[2][1] = in[2][0] < 0 ? -1 : in[2][0] + (int) rnd (tiny.n - in[2][0]);
      in[2][2] = rnd (4) == 0 ? (int) rnd (8) : 0;
      tmake (&cc, &tiny, in[2][0], in[2][1], in[2][2]);
      mc = tmask (&tiny, &cc);
      /* M[e][x][y]: the results of X * Y + C.  */
      for (e = 0; e < 2; e++)
	for (x = 0; x < nv; x++)
	  for (y = 0; y < nv; y++)
	    for (m[e][x][y] = 0, z = 0; z < nv; z++)
	      if (mc & BIT (z))
		m[e][x][y] |= res[e][x][y][z];
      for (n = 0; n < 4000; n++)
	{
	  for (k = 0; k < 2; k++)
	    {
	      in[k][0] = (int) rnd (tiny.n + 1) - 1;
	      in[k][1] = in[k][0] < 0 ? -1
		: in[k][0] + (int) rnd (tiny.n - in[k][0]);
	      in[k][2] = rnd (4) == 0 ? (int) rnd (8) : 0;
	    }
	  tmake (&a, &tiny, in[0][0], in[0][1], in[0][2]);
	  tmake (&b, &tiny, in[1][0], in[1][1], in[1][2]);
	  ma = tmask (&tiny, &a);
	  mb = tmask (&tiny, &b);
	  for (e = 0; e < 2; e++)
	    {
	      uint64_t exact = 0;
	      for (x = 0; x < nv; x++)
		for (y = 0; y < nv; y++)
		  if ((ma & BIT (x)) && (mb & BIT (y)))
		    exact |= m[e][x][y];
	      fr_fma (&r, &a, &b, &cc, &envs[e]);
	      if (bad < 3)
		snprintf (what, sizeof what, "fma %s %s %s %s",
			  trange_str (&tiny, in[0][0], in[0][1], in[0][2], b1,
				      100),
			  trange_str (&tiny, in[1][0], in[1][1], in[1][2], b2,
				      100),
			  trange_str (&tiny, in[2][0], in[2][1], in[2][2], b3,
				      100),
			  e ? "dynamic" : "nearest");
	      tcheck (&tiny, &r, exact, &bad, &tight, what);
	      cases++;
	    }
	}
    }
  state_check ();
  fr_clear (&a);
  fr_clear (&b);
  fr_clear (&cc);
  fr_clear (&r);
  mpfr_clears (u, v, w, q, (mpfr_ptr) 0);
  summary ("fma", cases, bad, tight);
}

/* Conversions between integers and floats.  */

static void
test_integers (void)
{
  fr_range r, a;
  mpz_t lo, hi, min, max, zl, zh;
  mpfr_t u, q;
  long bad = 0, cases = 0, tight = 0, e, l, h, k, m;
  int i, j, fl;

  mpz_inits (lo, hi, min, max, zl, zh, NULL);
  mpfr_init2 (u, 53);
  mpfr_init2 (q, tiny.f.prec);
  fr_init (&r, &tiny.f);
  fr_init (&a, &tiny.f);
  for (e = 0; e < 2; e++)
    for (l = -12; l <= 12; l++)
      for (h = l; h <= 12; h++)
	{
	  uint64_t exact = 0;
	  for (k = l; k <= h; k++)
	    for (m = 0; m < (e ? 4 : 1); m++)
	      {
		tenter (&tiny);
		exact |= tround (&tiny, q, mpfr_set_si (q, k, modes[m]),
				 modes[m]);
		tleave ();
	      }
	  mpz_set_si (lo, l);
	  mpz_set_si (hi, h);
	  fr_from_integers (&r, lo, hi, &envs[e]);
	  tcheck (&tiny, &r, exact, &bad, &tight, "from_integers");
	  bad += r.finite && !r.integer;
	  cases++;
	}
  summary ("from_integers", cases, bad, tight);
  /* fr_to_integers: exact truncations, false exactly when undefined.  */
  bad = 0;
  mpz_set_si (min, -5);
  mpz_set_si (max, 4);
  for (i = -1; i < tiny.n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : tiny.n); j++)
      for (fl = 0; fl < 8; fl++)
	{
	  bool ok = i >= 0 && fl == 0, got;
	  tmake (&a, &tiny, i, j, fl);
	  if (ok)
	    {
	      mpz_set_d (zl, trunc (tiny.v[i]));
	      mpz_set_d (zh, trunc (tiny.v[j]));
	      ok = mpz_cmp (min, zl) <= 0 && mpz_cmp (zh, max) <= 0;
	    }
	  got = fr_to_integers (&a, min, max, lo, hi);
	  if (got != ok || (ok && (mpz_cmp (lo, zl) || mpz_cmp (hi, zh))))
	    bad++;
	}
  report (bad == 0, "exhaustive fr_to_integers exact");
  fr_clear (&r);
  fr_clear (&a);
  mpz_clears (lo, hi, min, max, zl, zh, NULL);
  mpfr_clears (u, q, (mpfr_ptr) 0);
}

int
main (void)
{
  int op;

  tfmt_init (&tiny, (fr_format) { 3, 1, 3, true, "tiny" });
  tfmt_init (&tinier, (fr_format) { 2, 0, 2, true, "tinier" });
  printf ("NOTE: tiny has %d finite values, tinier %d\n", tiny.n, tinier.n);
  for (op = NEG; op < CONV_DOWN; op++)
    test_unary (op, &tiny, &tiny, op1_names[op]);
  test_unary (CONV_DOWN, &tiny, &tinier, op1_names[CONV_DOWN]);
  test_unary (CONV_UP, &tinier, &tiny, op1_names[CONV_UP]);
  for (op = 0; op <= FR_LIBM_UNARY_LAST; op++)
    test_unary (LIBM_FIRST + op, &tiny, &tiny, libm_names[op]);
  test_n (true, 5, "ldexp");
  test_n (false, 5, "powi");
  for (op = ADD; op <= HYPOT; op++)
    test_binary (op);
  test_fma ();
  test_lattice ();
  test_compare ();
  test_integers ();
  report (state_ok, "MPFR exponent range and flags restored");
  return failures != 0;
}
