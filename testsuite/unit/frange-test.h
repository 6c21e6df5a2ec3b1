/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-test.h -- helpers shared by the fr_range unit tests: tiny formats
   whose values are enumerated, value masks, PASS/FAIL reporting.  */

#ifndef FRANGE_TEST_H
#define FRANGE_TEST_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frange.h"

/* Not every test uses every helper.  */
#pragma GCC diagnostic ignored "-Wunused-function"

/* A format with all its values: finite ones sorted (-0 before +0) at
   0 .. N-1, then -inf (N), +inf (N + 1) and NaN (N + 2).  Values of the
   tiny formats are exact doubles.  */
struct tfmt
{
  fr_format f;
  int n;
  double v[60];
  uint64_t ints;		/* mask of the finite integers */
};

#define T_NINF(t) ((t)->n)
#define T_PINF(t) ((t)->n + 1)
#define T_NAN(t) ((t)->n + 2)
#define T_NV(t) ((t)->n + 3)
/* The value of flag bit K (1 << K in the flag subsets of tmake).  */
#define T_FLAGV(t, k) ((k) == 0 ? T_NAN (t) : (k) == 1 ? T_NINF (t) : T_PINF (t))
#define BIT(i) ((uint64_t) 1 << (i))

static int failures;
static int notes;

/* A deterministic pseudo-random number (xorshift64) from the state RNG,
   which a test may reseed.  */

static uint64_t rng = 88172645463325252ull;

static uint64_t
next_random (void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

/* The tier of the run.  The full tier (make check-full: unit.exp passes
   FPSCEV_FULL=1 in the environment) checks every case of the exhaustive
   and random loops; the quick tier (make check, or FPSCEV_FULL unset or
   "0") one case in T_QUICK_SHARE, chosen pseudo-randomly but the same in
   every run, so that a program takes seconds.  */

#define T_QUICK_SHARE 8

static bool
t_full_p (void)
{
  static int full = -1;
  if (full < 0)
    {
      const char *s = getenv ("FPSCEV_FULL");
      full = s != NULL && *s != '\0' && strcmp (s, "0") != 0;
    }
  return full;
}

/* Whether to check the next case: always in the full tier, one case in
   T_QUICK_SHARE in the quick tier (a state of its own, so that the cases a
   test draws from next_random are the same in both tiers).  */

static bool
t_sample_p (void)
{
  static uint64_t state = 0x853c49e6748fea9bull;
  if (t_full_p ())
    return true;
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  return (state >> 33) % T_QUICK_SHARE == 0;
}

/* The number of random cases to draw where the full tier draws N.  */

static int
t_count (int n)
{
  return t_full_p () ? n : (n + T_QUICK_SHARE - 1) / T_QUICK_SHARE;
}

/* Report a check group.  */

static void
report (bool ok, const char *what)
{
  printf ("%s: %s\n", ok ? "PASS" : "FAIL", what);
  if (!ok)
    failures++;
}

/* Print a NOTE line, at most 20 per program besides the summaries.  */

static void
note (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

#include <stdarg.h>
static void
note (const char *fmt, ...)
{
  va_list ap;

  if (notes++ >= 20)
    return;
  va_start (ap, fmt);
  fputs ("NOTE: ", stdout);
  vprintf (fmt, ap);
  fputs ("\n", stdout);
  va_end (ap);
}

/* MPFR's function of the libm function FN (a row of frange-libm.def), or
   NULL if FN is binary.  */

typedef int (*t_mpfr_fn1) (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

static t_mpfr_fn1
t_libm_mpfr (enum fr_libm fn)
{
#define UNARY_1(F) F
#define UNARY_2(F) NULL
#define DEF_FR_LIBM(ID, NAME, ARGS, ...) [FR_##ID] = UNARY_##ARGS (mpfr_##NAME),
  static const t_mpfr_fn1 fns[FR_LIBM_COUNT] = {
#include "frange-libm.def"
  };
#undef DEF_FR_LIBM
#undef UNARY_2
#undef UNARY_1
  return fns[fn];
}

/* Whether the libm function FN (a row of frange-libm.def) has a
   preimage: fr_libm_preimage derives one from every result range.  */

static bool
t_libm_has_preimage (enum fr_libm fn)
{
  static const fr_env env = { false, -1, false, FR_LIBM_GLIBC_X86_64, NULL };
  fr_range l, r;
  bool has;

  fr_init (&l, &fr_binary64);
  fr_init (&r, &fr_binary64);
  fr_set_full (&l);
  has = fr_libm_args (fn) == 1 && fr_libm_preimage (&r, fn, &l, &env);
  fr_clear (&l);
  fr_clear (&r);
  return has;
}

/* Fill T's value table for format F.  */

static void
tfmt_init (struct tfmt *t, fr_format f)
{
  double pos[30];
  int np = 0, m, e, i;
  int p = f.prec;

  t->f = f;
  if (f.subnormals)
    for (m = 1; m < 1 << (p - 1); m++)
      pos[np++] = ldexp (m, f.emin - p);
  for (e = f.emin; e <= f.emax; e++)
    for (m = 1 << (p - 1); m < 1 << p; m++)
      pos[np++] = ldexp (m, e - p);
  t->n = 0;
  for (i = np - 1; i >= 0; i--)
    t->v[t->n++] = -pos[i];
  t->v[t->n++] = -0.0;
  t->v[t->n++] = 0.0;
  for (i = 0; i < np; i++)
    t->v[t->n++] = pos[i];
  t->ints = 0;
  for (i = 0; i < t->n; i++)
    if (t->v[i] == floor (t->v[i]))
      t->ints |= BIT (i);
}

/* Set X to value I of T.  */

static void
tval (mpfr_ptr x, const struct tfmt *t, int i)
{
  if (i == T_NAN (t))
    mpfr_set_nan (x);
  else if (i >= T_NINF (t))
    mpfr_set_inf (x, i == T_NINF (t) ? -1 : 1);
  else
    mpfr_set_d (x, t->v[i], MPFR_RNDN);
}

/* The index of X in T, -1 if X is not a value of T.  */

static int
tindex (const struct tfmt *t, mpfr_srcptr x)
{
  double d;
  int i;

  if (mpfr_nan_p (x))
    return T_NAN (t);
  if (mpfr_inf_p (x))
    return mpfr_sgn (x) < 0 ? T_NINF (t) : T_PINF (t);
  d = mpfr_get_d (x, MPFR_RNDN);
  if (mpfr_cmp_d (x, d) != 0)
    return -1;
  for (i = 0; i < t->n; i++)
    if (t->v[i] == d && !signbit (t->v[i]) == !mpfr_signbit (x))
      return i;
  return -1;
}

/* Set MPFR's exponent range to T's (subnormals, if T has them, by
   mpfr_subnormalize).  */

static void
tenter (const struct tfmt *t)
{
  mpfr_set_emin (t->f.subnormals ? t->f.emin - t->f.prec + 1 : t->f.emin);
  mpfr_set_emax (t->f.emax);
}

/* Restore MPFR's default exponent range.  */

static void
tleave (void)
{
  mpfr_set_emin (mpfr_get_emin_min ());
  mpfr_set_emax (mpfr_get_emax_max ());
}

/* The mask of X (result of an MPFR operation in T's range with ternary TER
   and rounding RND, precision T's), after subnormal rounding.  */

static uint64_t
tround (const struct tfmt *t, mpfr_ptr x, int ter, mpfr_rnd_t rnd)
{
  int i;

  ter = mpfr_check_range (x, ter, rnd);
  if (t->f.subnormals)
    mpfr_subnormalize (x, ter, rnd);
  i = tindex (t, x);
  if (i < 0)
    {
      mpfr_printf ("NOTE: oracle produced a non-format value %Rg\n", x);
      abort ();
    }
  return BIT (i);
}

/* Make R the range of T with finite part [I, J] (none if I < 0) and the
   flags FL (1 NaN, 2 -inf, 4 +inf); the integer flag is exact.  */

static void
tmake (fr_range *r, const struct tfmt *t, int i, int j, int fl)
{
  uint64_t m = 0;
  int k;

  r->finite = i >= 0;
  if (i >= 0)
    {
      tval (r->lo, t, i);
      tval (r->hi, t, j);
      for (k = i; k <= j; k++)
	m |= BIT (k);
    }
  r->nan = fl & 1;
  r->ninf = (fl & 2) != 0;
  r->pinf = (fl & 4) != 0;
  r->integer = i >= 0 && (m & ~t->ints) == 0;
}

/* The mask of the values of R in T; -1 (all ones) if R is malformed.  */

static uint64_t
tmask (const struct tfmt *t, const fr_range *r)
{
  uint64_t m = 0;
  int i, j, k;

  if (r->finite)
    {
      i = tindex (t, r->lo);
      j = tindex (t, r->hi);
      if (i < 0 || j < 0 || i > j || j >= t->n)
	return ~(uint64_t) 0;
      for (k = i; k <= j; k++)
	m |= BIT (k);
    }
  else if (r->integer)
    return ~(uint64_t) 0;
  if (r->ninf)
    m |= BIT (T_NINF (t));
  if (r->pinf)
    m |= BIT (T_PINF (t));
  if (r->nan)
    m |= BIT (T_NAN (t));
  return m;
}

/* The smallest range mask holding the values M of T.  */

static uint64_t
thull (const struct tfmt *t, uint64_t m)
{
  uint64_t fin = m & (BIT (t->n) - 1);
  int lo, hi;

  if (fin == 0)
    return m;
  lo = __builtin_ctzll (fin);
  hi = 63 - __builtin_clzll (fin);
  return m | ((BIT (hi + 1) - 1) & ~(BIT (lo) - 1));
}

/* Print the values M of T into BUF.  */

static const char *
tmask_str (const struct tfmt *t, uint64_t m, char *buf, size_t len)
{
  size_t k = 0;
  int i;

  buf[0] = 0;
  for (i = 0; i < T_NV (t) && k + 12 < len; i++)
    if (m & BIT (i))
      {
	if (i < t->n)
	  k += snprintf (buf + k, len - k, "%s%g", k ? " " : "", t->v[i]);
	else
	  k += snprintf (buf + k, len - k, "%s%s", k ? " " : "",
			 i == T_NAN (t) ? "nan" : i == T_NINF (t) ? "-inf"
			 : "+inf");
      }
  return buf;
}

/* The counts of the cases of a check group.  */

struct tally
{
  long cases;
  long bad;			/* unsound results */
  long tight;			/* results that are the hull of the exact ones */
  long loose;			/* results beyond the group's bound */
};

/* Check the result R (format T) of a case against the exact result values
   EXACT, counted in S: soundness (every exact value in R, and no integer
   claim for a non-integer) and precision (R within the mask BOUND).
   Return whether to describe the case: one of the first three unsound or
   loose ones.  */

static bool
tcheck (const struct tfmt *t, const fr_range *r, uint64_t exact,
	uint64_t bound, struct tally *s)
{
  uint64_t m = tmask (t, r);
  bool sound = (exact & ~m) == 0;

  if (sound && r->integer && (exact & (BIT (t->n) - 1) & ~t->ints) != 0)
    sound = false;
  s->cases++;
  if (!sound)
    return ++s->bad <= 3;
  if (m == thull (t, exact))
    s->tight++;
  if ((m & ~bound) != 0)
    return ++s->loose <= 3;
  return false;
}

/* Note the case WHAT, whose result R has the exact values EXACT.  */

static void
tdescribe (const struct tfmt *t, const fr_range *r, uint64_t exact,
	   const char *what)
{
  char b1[400], b2[400];
  char *s = fr_to_string (r);

  note ("%s: got %s {%s} exact {%s}", what, s,
	tmask_str (t, tmask (t, r), b1, sizeof b1),
	tmask_str (t, exact, b2, sizeof b2));
  free (s);
}

/* The description of the range of T with [I, J] and flags FL.  */

static const char *
trange_str (const struct tfmt *t, int i, int j, int fl, char *buf,
	    size_t len)
{
  if (i < 0)
    snprintf (buf, len, "{}%s%s%s", fl & 1 ? " nan" : "",
	      fl & 2 ? " -inf" : "", fl & 4 ? " +inf" : "");
  else
    snprintf (buf, len, "[%g, %g]%s%s%s", t->v[i], t->v[j],
	      fl & 1 ? " nan" : "", fl & 2 ? " -inf" : "",
	      fl & 4 ? " +inf" : "");
  return buf;
}

/* The least and greatest values seen (a callback of the tests' walks
   over every value of a slice).  */
struct extremes
{
  mpfr_t min, max;
  bool any;
};

static void
extend (mpfr_srcptr v, void *data)
{
  struct extremes *e = data;
  if (!e->any || mpfr_less_p (v, e->min))
    mpfr_set (e->min, v, MPFR_RNDN);
  if (!e->any || mpfr_greater_p (v, e->max))
    mpfr_set (e->max, v, MPFR_RNDN);
  e->any = true;
}

/* Count in DATA, {hull, misses}, the values outside the hull.  */
struct enclosure
{
  const fr_range *hull;
  long misses;
};

static void
check_value (mpfr_srcptr v, void *data)
{
  struct enclosure *e = data;
  if (!fr_contains_p (e->hull, v))
    e->misses++;
}

#endif /* FRANGE_TEST_H */
