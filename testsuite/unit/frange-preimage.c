/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-preimage.c -- exhaustive soundness tests of the preimages
   (frange-back.c, fr_libm_preimage) on the tiny formats of
   frange-exhaustive.c, with and without subnormals: TINY = {3, 1, 3} and
   TINIER = {2, 0, 2} for conversions, and TINIEST = {2, 1, 2}, whose
   numbers are all TINY's (an exact conversion).  Conversions are also
   checked in round-to-nearest alone (fr_convert_preimage_nearest).

   For every range LHS of results (every finite interval or none, with
   every subset of {nan, -inf, +inf}), the exact preimage is the set of
   operands X whose result, computed by MPFR in RNDN, RNDD, RNDU or RNDZ,
   lies in LHS for some value of the other operand's range; the computed
   preimage must hold it.  Binary operations (both operands): the other
   operand ranges are every single value and 60 pseudo-random ranges.
   libm functions: a result within K ulps of the exact value, of its sign,
   for K = 0 and 1 (the error fr_libm_preimage is given).  Each group also
   notes its share of tight results (the hull of the exact preimage).
   The roundings to integers (floor, ceil, trunc, round, roundeven, rint
   in any mode) must be tight too, of float results and of conversions to
   integers in every interval of [-12, 12].  */

#include "frange-test.h"

static const struct tfmt *tiny, *tinier, *tiniest;
static const mpfr_rnd_t modes[4] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU,
				     MPFR_RNDZ };

/* Report the check group NAME of format T.  */

static void
summary (const struct tfmt *t, const char *name, const struct tally *s)
{
  char buf[200];

  printf ("NOTE: %s %s: %ld cases, %.1f%% tight\n", t->f.name, name,
	  s->cases, s->cases ? 100.0 * s->tight / s->cases : 100.0);
  snprintf (buf, sizeof buf, "preimage %s %s sound (%ld cases)", t->f.name,
	    name, s->cases);
  report (s->bad == 0, buf);
}

/* The operands (values of IN) whose results RES[x] (masks of OUT) meet
   the range L of OUT.  */

static uint64_t
preimage_of (const struct tfmt *in, const uint64_t *res, const fr_range *l,
	     const struct tfmt *out)
{
  uint64_t lm = tmask (out, l), m = 0;
  int x;

  for (x = 0; x < T_NV (in); x++)
    if (res[x] & lm)
      m |= BIT (x);
  return m;
}

/* Check the preimage R (format IN) of L for operands of results RES,
   counted in S; describe the first unsound ones as WHAT.  */

static void
check (const struct tfmt *in, const struct tfmt *out, const fr_range *r,
       const uint64_t *res, const fr_range *l, struct tally *s,
       const char *what)
{
  uint64_t exact = preimage_of (in, res, l, out);

  if (tcheck (in, r, exact, ~(uint64_t) 0, s))
    {
      char *ls = fr_to_string (l);
      char buf[300];
      snprintf (buf, sizeof buf, "%s of %s", what, ls);
      tdescribe (in, r, exact, buf);
      free (ls);
    }
}

/* Call CASE (R, L, DATA) for every range L of OUT, R of format IN.  */

static void
each_lhs (const struct tfmt *in, const struct tfmt *out,
	  void (*fn) (fr_range *r, const fr_range *l, void *data),
	  void *data)
{
  fr_range l, r;
  int i, j, fl;

  fr_init (&l, &out->f);
  fr_init (&r, &in->f);
  for (i = -1; i < out->n; i++)
    for (j = i < 0 ? -1 : i; j < (i < 0 ? 0 : out->n); j++)
      for (fl = 0; fl < 8; fl++)
	if (t_sample_p ())
	  {
	    tmake (&l, out, i, j, fl);
	    fn (&r, &l, data);
	  }
  fr_clear (&l);
  fr_clear (&r);
}

/* Arithmetic.  */

/* The mask of X OP Y (values of TINY) in every rounding mode.  */

static uint64_t
arith_results (enum fr_arith op, int x, int y)
{
  static int (*const fns[]) (mpfr_ptr, mpfr_srcptr, mpfr_srcptr,
			     mpfr_rnd_t) = {
    mpfr_add, mpfr_sub, mpfr_mul, mpfr_div
  };
  mpfr_t a, b, r;
  uint64_t m = 0;
  int k;

  mpfr_inits2 (53, a, b, (mpfr_ptr) 0);
  mpfr_init2 (r, tiny->f.prec);
  tval (a, tiny, x);
  tval (b, tiny, y);
  for (k = 0; k < 4; k++)
    {
      tenter (tiny);
      m |= tround (tiny, r, fns[op] (r, a, b, modes[k]), modes[k]);
      tleave ();
    }
  mpfr_clears (a, b, r, (mpfr_ptr) 0);
  return m;
}

struct arith_case
{
  enum fr_arith op;
  bool second;
  const fr_range *y;
  uint64_t res[64];
  struct tally *s;
};

static void
arith_case (fr_range *r, const fr_range *l, void *data)
{
  struct arith_case *a = data;

  if (fr_arith_preimage (r, a->op, a->second, l, a->y))
    check (tiny, tiny, r, a->res, l, a->s, "arith");
}

/* Test the preimages of OP in both operands against the other operand Y
   (a range of TINY, finite part [I, J], flags FL), counted in S.  */

static void
arith_other (enum fr_arith op, int i, int j, int fl, struct tally s[2])
{
  struct arith_case a;
  fr_range y;
  int x, v, k;

  fr_init (&y, &tiny->f);
  tmake (&y, tiny, i, j, fl);
  a.op = op;
  a.y = &y;
  for (k = 0; k < 2; k++)
    {
      a.second = k;
      a.s = &s[k];
      for (x = 0; x < T_NV (tiny); x++)
	{
	  a.res[x] = 0;
	  for (v = 0; v < T_NV (tiny); v++)
	    if (tmask (tiny, &y) & BIT (v))
	      a.res[x] |= k ? arith_results (op, v, x)
			    : arith_results (op, x, v);
	}
      each_lhs (tiny, tiny, arith_case, &a);
    }
  fr_clear (&y);
}

static void
test_arith (enum fr_arith op, const char *name)
{
  struct tally s[2] = { { 0 }, { 0 } };
  char buf[100];
  int v, n;

  for (v = 0; v < T_NV (tiny); v++)
    if (v < tiny->n)
      arith_other (op, v, v, 0, s);
    else
      arith_other (op, -1, -1, v == T_NAN (tiny) ? 1
		   : v == T_NINF (tiny) ? 2 : 4, s);
  for (n = 0; n < 60; n++)
    {
      int i = (int) (next_random () % (tiny->n + 1)) - 1;
      int j = i < 0 ? -1 : i + (int) (next_random () % (tiny->n - i));
      arith_other (op, i, j, (int) (next_random () % 8), s);
    }
  snprintf (buf, sizeof buf, "%s first operand", name);
  summary (tiny, buf, &s[0]);
  snprintf (buf, sizeof buf, "%s second operand", name);
  summary (tiny, buf, &s[1]);
}

/* Unary operations: RES[x] the results of X.  */

struct unary_case
{
  int kind;			/* 0 convert, 1 sqrt, 2 libm, 3 convert
				   to nearest, 4 rounding */
  enum fr_libm fn;
  enum fr_rounding rounding;
  fr_env env;
  const struct tfmt *in, *out;
  uint64_t res[64];
  struct tally s;
};

static void
unary_case (fr_range *r, const fr_range *l, void *data)
{
  struct unary_case *u = data;

  if (u->kind == 0)
    fr_convert_preimage (r, l);
  else if (u->kind == 1)
    fr_sqrt_preimage (r, l);
  else if (u->kind == 3)
    fr_convert_preimage_nearest (r, l);
  else if (u->kind == 4)
    fr_round_int_preimage (r, u->rounding, l);
  else if (!fr_libm_preimage (r, u->fn, l, &u->env))
    return;
  check (u->in, u->out, r, u->res, l, &u->s, "unary");
}

/* The mask of the conversion of X (of IN) to OUT, or of its square root
   if SQRT, in every rounding mode (in RNDN alone if NEAREST).  */

static uint64_t
rounded_results (const struct tfmt *in, const struct tfmt *out, int x,
		 bool sqrt_p, bool nearest)
{
  mpfr_t a, r;
  uint64_t m = 0;
  int k;

  mpfr_init2 (a, 53);
  mpfr_init2 (r, out->f.prec);
  tval (a, in, x);
  for (k = 0; k < (nearest ? 1 : 4); k++)
    {
      tenter (out);
      m |= tround (out, r, (sqrt_p ? mpfr_sqrt : mpfr_set) (r, a, modes[k]),
		   modes[k]);
      tleave ();
    }
  mpfr_clears (a, r, (mpfr_ptr) 0);
  return m;
}

/* The mask of the values of T from index I to J (T_NINF: below every
   finite one, T_PINF: above).  */

static uint64_t
span (const struct tfmt *t, int i, int j)
{
  uint64_t m = 0;
  int lo = i == T_NINF (t) ? -1 : i, hi = j == T_PINF (t) ? t->n : j, k;

  for (k = lo; k <= hi; k++)
    m |= BIT (k < 0 ? T_NINF (t) : k == t->n ? T_PINF (t) : k);
  return m;
}


/* The mask of the results of FN (X), X of TINY, within K ulps of the
   exact value and of its sign; NaN, infinities and zeros exact.  */

static uint64_t
libm_results (enum fr_libm fn, int x, int k)
{
  mpfr_t a, f, d, r[2];
  uint64_t m;
  int i, idx[2];

  mpfr_init2 (a, 53);
  mpfr_init2 (f, 200);
  mpfr_init2 (d, 200);
  tval (a, tiny, x);
  t_libm_mpfr (fn) (f, a, MPFR_RNDN);
  if (mpfr_nan_p (f) || mpfr_inf_p (f) || mpfr_zero_p (f))
    {
      m = BIT (tindex (tiny, f));
      mpfr_clears (a, f, d, (mpfr_ptr) 0);
      return m;
    }
  /* K ulps of F: 2^(max (exp (F), emin) - prec) each.  */
  mpfr_set_ui_2exp (d, k, (mpfr_get_exp (f) > tiny->f.emin
			   ? mpfr_get_exp (f) : tiny->f.emin)
		    - tiny->f.prec, MPFR_RNDN);
  for (i = 0; i < 2; i++)
    {
      mpfr_rnd_t rnd = i ? MPFR_RNDU : MPFR_RNDD;
      mpfr_init2 (r[i], tiny->f.prec);
      tenter (tiny);
      tround (tiny, r[i], (i ? mpfr_add : mpfr_sub) (r[i], f, d, rnd), rnd);
      tleave ();
      /* Of the sign of F.  */
      if ((mpfr_sgn (r[i]) < 0) != (mpfr_sgn (f) < 0) || mpfr_zero_p (r[i]))
	mpfr_set_zero (r[i], mpfr_sgn (f));
      idx[i] = tindex (tiny, r[i]);
    }
  m = span (tiny, idx[0], idx[1]);
  mpfr_clears (a, f, d, r[0], r[1], (mpfr_ptr) 0);
  return m;
}

/* Set R to A rounded to an integer by KIND (FR_RINT_ANY: in RND).  */

static void
round_to_integer (mpfr_ptr r, mpfr_srcptr a, enum fr_rounding kind,
		  mpfr_rnd_t rnd)
{
  switch (kind)
    {
    case FR_FLOOR: mpfr_floor (r, a); break;
    case FR_CEIL: mpfr_ceil (r, a); break;
    case FR_TRUNC: mpfr_trunc (r, a); break;
    case FR_ROUND: mpfr_round (r, a); break;
    case FR_ROUNDEVEN: mpfr_roundeven (r, a); break;
    default: mpfr_rint (r, a, rnd); break;
    }
}

/* The mask of the roundings KIND of X (a value of T) to integers: every
   rounding mode for FR_RINT_ANY.  */

static uint64_t
rounding_results (const struct tfmt *t, enum fr_rounding kind, int x)
{
  mpfr_t a, r;
  uint64_t m = 0;
  int k;

  mpfr_init2 (a, 53);
  mpfr_init2 (r, 53);
  tval (a, t, x);
  for (k = 0; k < 4; k++)
    {
      round_to_integer (r, a, kind, modes[k]);
      m |= BIT (tindex (t, r));
    }
  mpfr_clears (a, r, (mpfr_ptr) 0);
  return m;
}

/* The finite values of T whose rounding KIND lies in [LO, HI].  */

static uint64_t
to_integers_exact (const struct tfmt *t, enum fr_rounding kind, int lo,
		   int hi)
{
  mpfr_t a, r;
  uint64_t m = 0;
  int x, k;

  mpfr_init2 (a, 53);
  mpfr_init2 (r, 53);
  for (x = 0; x < t->n; x++)
    for (k = 0; k < 4; k++)
      {
	tval (a, t, x);
	round_to_integer (r, a, kind, modes[k]);
	if (mpfr_cmp_si (r, lo) >= 0 && mpfr_cmp_si (r, hi) <= 0)
	  m |= BIT (x);
      }
  mpfr_clears (a, r, (mpfr_ptr) 0);
  return m;
}

/* The preimages of the conversions of T's values to integers in every
   [LO, HI] of [-12, 12] (beyond T's integers), and of [-2^70, 2^70]:
   exactly the hull of the values whose rounding lies there, numbers
   only.  */

static void
test_to_integers (const struct tfmt *t, enum fr_rounding kind,
		  const char *name)
{
  struct tally s = { 0 };
  fr_range r;
  mpz_t zlo, zhi;
  char buf[100];
  int lo, hi;

  fr_init (&r, &t->f);
  mpz_inits (zlo, zhi, NULL);
  for (lo = -12; lo <= 12; lo++)
    for (hi = lo - 1; hi <= 12; hi++)
      {
	uint64_t exact = to_integers_exact (t, kind, lo, hi);
	mpz_set_si (zlo, lo);
	mpz_set_si (zhi, hi);
	fr_to_integers_preimage (&r, kind, zlo, zhi);
	if (tcheck (t, &r, exact, thull (t, exact), &s))
	  {
	    snprintf (buf, sizeof buf, "%s to [%d, %d]", name, lo, hi);
	    tdescribe (t, &r, exact, buf);
	  }
      }
  mpz_ui_pow_ui (zhi, 2, 70);
  mpz_neg (zlo, zhi);
  fr_to_integers_preimage (&r, kind, zlo, zhi);
  if (tcheck (t, &r, (BIT (t->n) - 1), BIT (t->n) - 1, &s))
    tdescribe (t, &r, BIT (t->n) - 1, "2^70");
  snprintf (buf, sizeof buf, "%s to integers", name);
  summary (t, buf, &s);
  snprintf (buf, sizeof buf, "preimage %s %s to integers tight", t->f.name,
	    name);
  report (s.tight == s.cases, buf);
  mpz_clears (zlo, zhi, NULL);
  fr_clear (&r);
}

/* The mask of T's values that the integer N converts to in some
   rounding mode.  */

static uint64_t
integer_conversions (const struct tfmt *t, long n)
{
  mpfr_t a;
  uint64_t m = 0;
  int k;

  mpfr_init2 (a, t->f.prec);
  tenter (t);
  for (k = 0; k < 4; k++)
    m |= tround (t, a, mpfr_set_si (a, n, modes[k]), modes[k]);
  tleave ();
  mpfr_clear (a);
  return m;
}

/* fr_from_integers_preimage over every range of T with a finite part,
   with and without infinities: every integer of [-20, 20] that converts
   into the range (in some rounding mode) stays, and the bounds are tight
   where the range holds no infinity: the integers that convert just
   beyond it go.  */

static void
test_from_integers (const struct tfmt *t)
{
  struct tally s = { 0 };
  fr_range r;
  mpz_t lo, hi;
  int i, j, fl;
  long n;

  fr_init (&r, &t->f);
  mpz_inits (lo, hi, NULL);
  for (i = 0; i < t->n; i++)
    for (j = i; j < t->n; j++)
      for (fl = 0; fl < 8; fl++)
	{
	  uint64_t m;
	  bool sound = true, tight = true;
	  tmake (&r, t, i, j, fl);
	  m = tmask (t, &r);
	  mpz_set_si (lo, -20);
	  mpz_set_si (hi, 20);
	  fr_from_integers_preimage (&r, lo, hi);
	  for (n = -20; n <= 20; n++)
	    {
	      bool in = mpz_cmp_si (lo, n) <= 0 && mpz_cmp_si (hi, n) >= 0;
	      uint64_t c = integer_conversions (t, n);
	      if ((c & m) && !in)
		sound = false;
	      if (!(c & m) && in && !r.ninf && !r.pinf
		  && (mpz_cmp_si (lo, n) == 0 || mpz_cmp_si (hi, n) == 0)
		  && !(c & BIT (i)) && !(c & BIT (j)))
		tight = false;
	    }
	  s.cases++;
	  s.bad += !sound;
	  s.tight += sound && tight;
	}
  summary (t, "conversions from integers", &s);
  mpz_clears (lo, hi, NULL);
  fr_clear (&r);
}

static void
test_unary (struct unary_case *u, const char *name)
{
  u->s = (struct tally) { 0 };
  each_lhs (u->in, u->out, unary_case, u);
  summary (u->in, name, &u->s);
}

static void
test_formats (void)
{
  static const char *const arith_names[] = { "add", "sub", "mul", "div" };
  static const char *const rounding_names[] = {
    [FR_FLOOR] = "floor", [FR_CEIL] = "ceil", [FR_TRUNC] = "trunc",
    [FR_ROUND] = "round", [FR_ROUNDEVEN] = "roundeven",
    [FR_RINT_ANY] = "rint in any mode"
  };
  static struct unary_case u;
  char name[100];
  int op, x, fn, k;

  for (op = FR_ADD; op <= FR_DIV; op++)
    test_arith ((enum fr_arith) op, arith_names[op]);
  for (k = 0; k < 2; k++)
    {
      u.kind = 0;
      u.in = k ? tinier : tiny;
      u.out = k ? tiny : tinier;
      for (x = 0; x < T_NV (u.in); x++)
	u.res[x] = rounded_results (u.in, u.out, x, false, false);
      test_unary (&u, k ? "convert from tinier" : "convert to tinier");
    }
  for (k = 0; k < 4; k++)
    {
      static const char *const names[] = {
	"convert to tinier, nearest", "convert from tinier, nearest",
	"convert from tiniest, nearest", "convert from tiniest"
      };
      u.kind = k == 3 ? 0 : 3;
      u.in = k == 0 ? tiny : k == 1 ? tinier : tiniest;
      u.out = k == 0 ? tinier : tiny;
      for (x = 0; x < T_NV (u.in); x++)
	u.res[x] = rounded_results (u.in, u.out, x, false, k < 3);
      test_unary (&u, names[k]);
    }
  u.kind = 1;
  u.in = u.out = tiny;
  for (x = 0; x < T_NV (tiny); x++)
    u.res[x] = rounded_results (tiny, tiny, x, true, false);
  test_unary (&u, "sqrt");
  u.kind = 4;
  for (k = FR_FLOOR; k <= FR_RINT_ANY; k++)
    {
      u.rounding = (enum fr_rounding) k;
      for (x = 0; x < T_NV (tiny); x++)
	u.res[x] = rounding_results (tiny, u.rounding, x);
      test_unary (&u, rounding_names[k]);
      snprintf (name, sizeof name, "preimage %s %s tight", tiny->f.name,
		rounding_names[k]);
      report (u.s.tight == u.s.cases, name);
      test_to_integers (tiny, u.rounding, rounding_names[k]);
    }
  test_from_integers (tiny);
  u.kind = 2;
  for (fn = 0; fn < FR_LIBM_COUNT; fn++)
    for (k = 0; k < 2 && t_libm_has_preimage ((enum fr_libm) fn); k++)
      {
	u.fn = (enum fr_libm) fn;
	u.env = (fr_env) { k == 1, k, false, FR_LIBM_GLIBC_X86_64, NULL };
	for (x = 0; x < T_NV (tiny); x++)
	  u.res[x] = libm_results (u.fn, x, k);
	snprintf (name, sizeof name, "%s within %d ulp",
		  fr_libm_name ((enum fr_libm) fn), k);
	test_unary (&u, name);
      }
}

int
main (void)
{
  static struct tfmt formats[2][3];
  const fr_env nearest = { false, -1, false, FR_LIBM_GLIBC_X86_64, NULL };
  fr_range r, l;

  for (int sub = 1; sub >= 0; sub--)
    {
      tfmt_init (&formats[sub][0], (fr_format) { 3, 1, 3, sub,
						 sub ? "tiny" : "tiny-nosub" });
      tfmt_init (&formats[sub][1], (fr_format) { 2, 0, 2, sub,
						 sub ? "tinier"
						 : "tinier-nosub" });
      tfmt_init (&formats[sub][2], (fr_format) { 2, 1, 2, sub,
						 sub ? "tiniest"
						 : "tiniest-nosub" });
      tiny = &formats[sub][0];
      tinier = &formats[sub][1];
      tiniest = &formats[sub][2];
      test_formats ();
    }
  /* Functions without a preimage.  */
  fr_init (&r, &fr_binary64);
  fr_init (&l, &fr_binary64);
  fr_set_full (&l);
  report (!fr_libm_preimage (&r, FR_SIN, &l, &nearest)
	  && !fr_libm_preimage (&r, FR_POW, &l, &nearest),
	  "no preimage of sin and pow");
  fr_clear (&r);
  fr_clear (&l);
  return failures != 0;
}
