/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fpgen.c -- random C program generator for fpscev's soundness tests.

   Usage: fpgen SEED [-n NFUNCS] [-s MAXSTMTS] [-d MAXDEPTH] [-f K]

   Writes to stdout one random, self-contained C program that computes with
   float, double and long double values: arithmetic, conversions between
   the float types and from and to integers, comparisons, branches, selects,
   libm calls and small loops (sums, products, maxima, affine recurrences,
   float induction variables), and the shapes whose ranges tests decide:
   early returns on comparisons of a variable with a constant followed by
   uses of the variable that the test bounds (sqrt (x * k + d) with
   x * k + d >= 0 exactly), classification tests (isfinite, isnormal,
   isinf, isnan) of f (x), tests of two values inside tests of the same
   two, fmin and fmax of them, && and || of tests, triangular double
   loops, calls of the function's own static noinline functions whose
   result is tested, values that collapse to one number (floor of a
   clamped value, fabs (x) * 0).  main () calls every function over a table
   of special inputs (NaN, infinities, signed zeros, subnormals, extremes,
   random values) and prints every result with %a; NaNs print as "nan", so
   the output does not depend on NaN signs or payloads.

   The programs are free of undefined behaviour: integer arithmetic is
   range-checked by the generator, integer divisions have constant nonzero
   divisors, a float is converted to an integer only after a NaN test and a
   clamp with fmin/fmax into the integer type, every variable is
   initialized.

   Every function is either "wild" or "tame".  Wild functions compute
   anything: NaNs and infinities come and go.  Tame functions clamp their
   float parameters on entry and keep every intermediate value finite (the
   generator tracks a bound on the magnitude of every expression and clamps
   operands or guards domains where an operation could overflow or leave
   its domain: sqrt (fabs (x)), log (fabs (x) + c), x / (fabs (y) + c),
   exponents clamped, ...).  When the program is compiled with
   -ffinite-math-only (__FINITE_MATH_ONLY__), main passes only finite inputs
   and calls only the tame functions, where the assumptions of that option
   hold.  Under -fno-signed-zeros (__NO_SIGNED_ZEROS__, part of -ffast-math)
   zeros print without their sign.  Under -frounding-math
   (__ROUNDING_MATH__) main calls every function in each of the four
   rounding modes, unless FPGEN_NEAREST_ONLY is defined.

   The output is a function of the arguments only: the generator uses its
   own PRNG (splitmix64), and function K is generated from its own stream,
   so that -f K prints exactly the function K of the full program (with a
   main that calls only it): a first step in minimising a failure.

   Compile the generated program with -DFPGEN_TRAP (glibc) to make the
   tame functions trap (SIGFPE) on any invalid operation, division by zero
   or overflow: that checks the generator's own bounds.  */

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* PRNG: splitmix64, one stream per function.  */

static uint64_t rng_state;

static uint64_t
splitmix64 (uint64_t *s)
{
  uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static void
reseed (uint64_t seed, uint64_t stream)
{
  uint64_t s = seed * 0xd1b54a32d192ed03ULL + stream;
  rng_state = splitmix64 (&s) ^ stream;
}

static uint64_t
next64 (void)
{
  return splitmix64 (&rng_state);
}

/* A number in [0, N).  */
static unsigned
rnd (unsigned n)
{
  return n ? (unsigned) (next64 () % n) : 0;
}

static bool
chance (unsigned percent)
{
  return rnd (100) < percent;
}

/* Pick among weights: the index of the chosen one.  */
static int
pick (const int *w, int n)
{
  int total = 0;
  for (int i = 0; i < n; i++)
    total += w[i];
  int r = (int) rnd ((unsigned) total);
  for (int i = 0; i < n; i++)
    {
      if (r < w[i])
	return i;
      r -= w[i];
    }
  return n - 1;
}

/* ------------------------------------------------------------------ */
/* Strings and output.  */

static char *
fmt (const char *f, ...)
{
  va_list ap;
  va_start (ap, f);
  int n = vsnprintf (NULL, 0, f, ap);
  va_end (ap);
  char *p = malloc ((size_t) n + 1);
  if (!p)
    abort ();
  va_start (ap, f);
  vsnprintf (p, (size_t) n + 1, f, ap);
  va_end (ap);
  return p;
}

static int indent;

static void
line (const char *f, ...)
{
  for (int i = 0; i < indent; i++)
    fputs ("  ", stdout);
  va_list ap;
  va_start (ap, f);
  vprintf (f, ap);
  va_end (ap);
  putchar ('\n');
}

/* ------------------------------------------------------------------ */
/* Types.  */

enum { TF, TD, TL, NFT };
static const char *const ft_name[NFT] = { "float", "double", "long double" };
static const char *const ft_fn[NFT] = { "f", "", "l" };	/* libm suffix */
static const char *const ft_lit[NFT] = { "f", "", "L" };	/* literals */
static const char *const ft_pfx[NFT] = { "FLT", "DBL", "LDBL" };
static const char *const ft_short[NFT] = { "f", "d", "l" };
/* The largest finite value, as a double (infinity for long double: it
   matters only for bounds).  */
static const double ft_max[NFT] = { FLT_MAX, DBL_MAX, INFINITY };
/* |log| of the smallest positive subnormal, rounded up.  */
static const double ft_logtiny[NFT] = { 104.0, 745.0, 11400.0 };

enum { ISC, IUS, II, IU, ILL, NIT };
static const char *const it_name[NIT] =
  { "signed char", "unsigned short", "int", "unsigned", "long long" };
static const char *const it_short[NIT] = { "sc", "us", "i", "u", "ll" };
static const long long it_min[NIT] = { -128, 0, INT_MIN, 0, LLONG_MIN };
static const long long it_max[NIT] =
  { 127, 65535, INT_MAX, (long long) UINT_MAX, LLONG_MAX };
/* The type an integer of type T has in arithmetic.  */
static int
promoted (int t)
{
  return t == ISC || t == IUS ? II : t;
}

static int
rnd_ft (void)
{
  static const int w[NFT] = { 30, 50, 20 };
  return pick (w, NFT);
}

/* ------------------------------------------------------------------ */
/* Expressions.  A float expression has a type and, in tame functions, a
   bound on its magnitude: every value it takes is finite and at most B in
   magnitude.  An integer expression has a (promoted) type and a range.  */

typedef struct
{
  char *s;
  int t;
  double b;
} fexpr;

typedef struct
{
  char *s;
  int t;			/* II, IU or ILL */
  long long lo, hi;
} iexpr;

/* Tame bounds: results stay below LIMIT; no intermediate value gets near
   FLT_MAX (3.4e38).  */
#define LIMIT 1e30

static fexpr
mkf (char *s, int t, double b)
{
  fexpr e = { s, t, b };
  return e;
}

static iexpr
mki (char *s, int t, long long lo, long long hi)
{
  iexpr e = { s, t, lo, hi };
  return e;
}

/* A bound with slack for the rounding of the operation that made it.  */
static double
slack (double b)
{
  return b * 1.0001 + 1e-300;
}

/* The literal V of float type T (V finite, "nice").  */
static char *
flit (double v, int t)
{
  char buf[64];
  if (v == 0)
    return fmt ("%s0.0%s", signbit (v) ? "-" : "", ft_lit[t]);
  snprintf (buf, sizeof buf, "%.15g", v);
  if (!strpbrk (buf, ".e"))
    strcat (buf, ".0");
  return fmt ("%s%s", buf, ft_lit[t]);
}

/* M rounded down to one significant decimal digit (for clamp bounds that
   print nicely; a bound needs no precision).  */
static double
nice_down (double m)
{
  if (!(m > 0))
    return 0;
  if (m < 1e-30)
    return 1e-30;
  char buf[64];
  snprintf (buf, sizeof buf, "%.0e", m);
  double r = strtod (buf, NULL);
  if (r > m)
    {
      int d = buf[0] - '0';
      int e = atoi (strchr (buf, 'e') + 1);
      snprintf (buf, sizeof buf, "%de%d", d > 1 ? d - 1 : 9, d > 1 ? e : e - 1);
      r = strtod (buf, NULL);
    }
  return r;
}

/* ------------------------------------------------------------------ */
/* The function being generated.  */

struct fvar
{
  char *name;
  int t;
  double b;
  bool readable;
  bool observe;			/* stored to g_out at the end */
};

struct ivar
{
  char *name;
  int t;			/* declared type */
  long long lo, hi;
  bool observe;
};

#define MAXVARS 256
static struct fvar fvars[MAXVARS];
static int nfvars;
static struct ivar ivars[MAXVARS];
static int nivars;
static int nfloat_decls;	/* v0, v1, ... */
static int nint_decls;		/* k0, k1, ... */

static bool tame;
static int max_depth;
static int in_branch;		/* > 0: assignments join bounds */
/* The loop counters in scope ("i", "j") and their trip count maxima.  */
static const char *counter_name[2];
static int counter_max[2];
static int ncounters;

struct param
{
  bool is_float;
  int t;
};

#define MAXPARAMS 6
struct func
{
  int rt;
  int nparams;
  struct param params[MAXPARAMS];
  bool tame;
  int nout;
};

#define MAXFUNCS 16
static struct func funcs[MAXFUNCS];

static int
add_fvar (char *name, int t, double b, bool observe)
{
  if (nfvars >= MAXVARS)
    abort ();
  struct fvar *v = &fvars[nfvars];
  v->name = name;
  v->t = t;
  v->b = b;
  v->readable = true;
  v->observe = observe;
  return nfvars++;
}

static int
add_ivar (char *name, int t, long long lo, long long hi, bool observe)
{
  if (nivars >= MAXVARS)
    abort ();
  struct ivar *v = &ivars[nivars];
  v->name = name;
  v->t = t;
  v->lo = lo;
  v->hi = hi;
  v->observe = observe;
  return nivars++;
}

/* Record that variable V now holds values of bound B.  */
static void
set_bound (int v, double b)
{
  if (in_branch)
    fvars[v].b = fmax (fvars[v].b, b);
  else
    fvars[v].b = b;
}

static fexpr gen_f (int t, int depth);
static iexpr gen_i (int depth);
static char *gen_cond (int depth);

/* E clamped into [-M, M] in a tame function if its bound exceeds M.  */
static fexpr
fit (fexpr e, double m)
{
  if (!tame || e.b <= m)
    return e;
  m = nice_down (m);
  const char *s = ft_fn[e.t];
  return mkf (fmt ("fmin%s (fmax%s (%s, %s), %s)", s, s, e.s,
		   flit (-m, e.t), flit (m, e.t)), e.t, m);
}

/* E converted to float type T (explicitly, if the types differ).  */
static fexpr
to_type (fexpr e, int t)
{
  if (e.t == t)
    return e;
  return mkf (fmt ("(%s) %s", ft_name[t], e.s), t, e.b);
}

/* A constant of float type T.  */
static fexpr
gen_const (int t)
{
  static const struct
  {
    const char *s;
    double v;
  } common[] = {
    { "0.0", 0.0 }, { "-0.0", -0.0 }, { "1.0", 1.0 }, { "-1.0", -1.0 },
    { "0.5", 0.5 }, { "-0.5", -0.5 }, { "2.0", 2.0 }, { "3.0", 3.0 },
    { "-3.0", -3.0 }, { "0.25", 0.25 }, { "1.5", 1.5 }, { "2.5", 2.5 },
    { "-2.5", -2.5 }, { "10.0", 10.0 }, { "100.0", 100.0 },
    { "1e10", 1e10 }, { "-1e10", -1e10 }, { "1e-10", 1e-10 },
    { "0.1", 0.1 }, { "1e-3", 1e-3 }, { "3.14159265358979323846", 3.1415926535897931 },
    { "-3.14159265358979323846", -3.1415926535897931 },
    { "1.57079632679489661923", 1.5707963267948966 }, { "4503599627370496.5", 4.6e15 },
    { "16777217.0", 16777217.0 }, { "9007199254740993.0", 9.1e15 },
    { "0.333333333333333333333", 1.0 / 3 }, { "65504.0", 65504.0 },
  };
  const int ncommon = (int) (sizeof common / sizeof common[0]);
  for (;;)
    {
      int k = (int) rnd (100);
      fexpr e;
      if (k < 60)
	{
	  int i = (int) rnd ((unsigned) ncommon);
	  e = mkf (fmt ("%s%s", common[i].s, ft_lit[t]), t,
		   fabs (common[i].v));
	  if (common[i].s[0] == '-')
	    e.s = fmt ("(%s)", e.s);
	}
      else if (k < 80)
	{
	  /* The format's own extremes, or another format's.  */
	  int u = chance (70) ? t : (int) rnd (NFT);
	  if (u > t)
	    continue;		/* a narrower constant only */
	  static const char *const what[] = { "MAX", "MIN", "TRUE_MIN",
					      "EPSILON" };
	  int w = (int) rnd (4);
	  double v = w == 0 ? ft_max[u] : w == 3 ? 1e-7 : 1e-300;
	  bool neg = chance (40);
	  char *s = fmt ("%s_%s", ft_pfx[u], what[w]);
	  if (u != t)
	    s = fmt ("(%s) %s", ft_name[t], s);
	  e = mkf (neg ? fmt ("(-%s)", s) : s, t, v);
	}
      else if (k < 95)
	{
	  /* A random number, exact in the format.  */
	  int bits = t == TF ? 23 : t == TD ? 52 : 63;
	  uint64_t m = next64 () & ((bits == 64 ? 0 : (1ULL << bits)) - 1);
	  int digits = (bits + 3) / 4;
	  m <<= digits * 4 - bits;
	  int ex = (int) rnd (61) - 30;
	  if (chance (10))
	    ex = (int) rnd (200) - 100;
	  if (t == TF && ex < -100)
	    ex = -100;
	  char *s = fmt ("0x1.%0*llxp%+d%s", digits, (unsigned long long) m,
			 ex, ft_lit[t]);
	  e = mkf (chance (50) ? s : fmt ("(-%s)", s), t, ldexp (1.0, ex + 1));
	}
      else
	{
	  if (tame)
	    continue;
	  static const char *const huge[NFT] =
	    { "HUGE_VALF", "HUGE_VAL", "HUGE_VALL" };
	  int w = (int) rnd (3);
	  if (w == 0)
	    e = mkf (fmt ("%s", huge[t]), t, INFINITY);
	  else if (w == 1)
	    e = mkf (fmt ("(-%s)", huge[t]), t, INFINITY);
	  else
	    e = mkf (t == TF ? fmt ("NAN") : fmt ("(%s) NAN", ft_name[t]),
		     t, INFINITY);
	}
      if (tame && !(e.b <= LIMIT))
	continue;
      return e;
    }
}

/* An integer leaf.  */
static iexpr
gen_ileaf (void)
{
  for (;;)
    {
      int k = (int) rnd (100);
      if (k < 60 && nivars)
	{
	  struct ivar *v = &ivars[rnd ((unsigned) nivars)];
	  return mki (fmt ("%s", v->name), promoted (v->t), v->lo, v->hi);
	}
      if (k < 75 && ncounters)
	{
	  int c = (int) rnd ((unsigned) ncounters);
	  return mki (fmt ("%s", counter_name[c]), II, 0,
		      counter_max[c] > 0 ? counter_max[c] - 1 : 0);
	}
      if (k < 90)
	{
	  static const int small[] = { 0, 1, -1, 2, 3, 7, -7, 10, 100, -100,
				       1000, 65535, 16777217 };
	  long long v = small[rnd (sizeof small / sizeof small[0])];
	  return mki (v < 0 ? fmt ("(%lld)", v) : fmt ("%lld", v), II, v, v);
	}
      switch (rnd (5))
	{
	case 0:
	  return mki (fmt ("INT_MAX"), II, INT_MAX, INT_MAX);
	case 1:
	  return mki (fmt ("INT_MIN"), II, INT_MIN, INT_MIN);
	case 2:
	  return mki (fmt ("LLONG_MAX"), ILL, LLONG_MAX, LLONG_MAX);
	case 3:
	  return mki (fmt ("(-9007199254740993LL)"), ILL,
		      -9007199254740993LL, -9007199254740993LL);
	default:
	  return mki (fmt ("UINT_MAX"), IU, UINT_MAX, UINT_MAX);
	}
    }
}

static bool
fits (long long lo, long long hi, int t)
{
  return lo >= it_min[t] && hi <= it_max[t];
}

/* E as an operand of signed arithmetic: unsigned values go to long
   long.  */
static iexpr
signed_operand (iexpr e)
{
  if (e.t != IU)
    return e;
  return mki (fmt ("(long long) %s", e.s), ILL, e.lo, e.hi);
}

/* X % K for a constant K > 0.  */
static iexpr
imod (iexpr x, long long k)
{
  long long lo = x.lo < 0 ? (x.lo > -(k - 1) ? x.lo : -(k - 1)) : 0;
  long long hi = x.hi > 0 ? (x.hi < k - 1 ? x.hi : k - 1) : 0;
  return mki (fmt ("(%s %% %lld)", x.s, k), x.t, lo, hi);
}

/* A float to integer conversion, guarded: NaN tested first, the value
   clamped into the integer type.  */
static iexpr
gen_ftoi (int depth)
{
  static const struct
  {
    int it;
    double lo, hi;
  } conv[] = {
    { II, -1e6, 1e6 }, { II, -100, 100 }, { II, 0, 255 }, { II, -1e9, 1e9 },
    { II, -8, 8 }, { ILL, -1e18, 1e18 }, { ILL, -1e6, 1e6 }, { IU, 0, 4e9 },
    { IU, 0, 1000 },
  };
  int c = (int) rnd (sizeof conv / sizeof conv[0]);
  int t = rnd_ft ();
  fexpr x = gen_f (t, depth - 1);
  long long dflt = chance (50) ? 0 : -1;
  if (conv[c].it == IU)
    dflt = 7;
  const char *s = ft_fn[t];
  char *str = fmt ("(isnan (%s) ? %lld : (%s) fmin%s (fmax%s (%s, %s), %s))",
		   x.s, dflt, it_name[conv[c].it], s, s, x.s,
		   flit (conv[c].lo, t), flit (conv[c].hi, t));
  long long lo = (long long) conv[c].lo, hi = (long long) conv[c].hi;
  if (t == TF && conv[c].it == ILL)
    {
      /* 1e18f is 999999984306749440.  */
      lo = -999999984306749440LL;
      hi = 999999984306749440LL;
    }
  if (dflt < lo)
    lo = dflt;
  if (dflt > hi)
    hi = dflt;
  return mki (str, conv[c].it, lo, hi);
}

/* An integer expression.  */
static iexpr
gen_i (int depth)
{
  if (depth <= 0 || chance (40))
    return gen_ileaf ();
  int k = (int) rnd (100);
  if (k < 20)
    {
      static const long long ks[] = { 2, 3, 7, 9, 16, 17, 100, 1000 };
      return imod (gen_i (depth - 1), ks[rnd (sizeof ks / sizeof ks[0])]);
    }
  if (k < 32)
    {
      static const long long ms[] = { 1, 7, 15, 255, 1023, 65535 };
      iexpr x = gen_i (depth - 1);
      long long m = ms[rnd (sizeof ms / sizeof ms[0])];
      long long hi = x.lo >= 0 && x.hi < m ? x.hi : m;
      return mki (fmt ("(%s & %lld)", x.s, m), x.t, 0, hi);
    }
  if (k < 45)
    return gen_ftoi (depth);
  if (k < 52)
    {
      /* Unsigned arithmetic wraps: anything goes.  */
      iexpr x = gen_i (depth - 1);
      return mki (fmt ("((unsigned) %s * 2654435761u)", x.s), IU, 0,
		  UINT_MAX);
    }
  /* + - *, only when the result cannot overflow.  */
  iexpr a = signed_operand (gen_i (depth - 1));
  iexpr b = signed_operand (gen_i (depth - 1));
  int op = (int) rnd (3);
  const long long big = 1LL << 61, med = 1LL << 31;
  long long lim = op == 2 ? med : big;
  if (a.lo < -lim || a.hi > lim || b.lo < -lim || b.hi > lim)
    return chance (50) ? a : b;
  long long lo, hi;
  if (op == 0)
    lo = a.lo + b.lo, hi = a.hi + b.hi;
  else if (op == 1)
    lo = a.lo - b.hi, hi = a.hi - b.lo;
  else
    {
      long long p[4] = { a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi };
      lo = hi = p[0];
      for (int i = 1; i < 4; i++)
	{
	  if (p[i] < lo)
	    lo = p[i];
	  if (p[i] > hi)
	    hi = p[i];
	}
    }
  int t = a.t == ILL || b.t == ILL ? ILL : II;
  char *as = a.s;
  if (!fits (lo, hi, t))
    {
      as = fmt ("(long long) %s", a.s);
      t = ILL;
    }
  static const char *const ops[] = { "+", "-", "*" };
  return mki (fmt ("(%s %s %s)", as, ops[op], b.s), t, lo, hi);
}

/* A float leaf of type T.  */
static fexpr
gen_fleaf (int t)
{
  for (;;)
    {
      int k = (int) rnd (100);
      if (k < 55)
	{
	  int cand[MAXVARS], n = 0;
	  for (int i = 0; i < nfvars; i++)
	    if (fvars[i].readable)
	      cand[n++] = i;
	  if (!n)
	    continue;
	  /* Prefer variables of the same type.  */
	  int v = cand[rnd ((unsigned) n)];
	  if (fvars[v].t != t && chance (50))
	    v = cand[rnd ((unsigned) n)];
	  return to_type (mkf (fmt ("%s", fvars[v].name), fvars[v].t,
			       fvars[v].b), t);
	}
      if (k < 82)
	return gen_const (t);
      if (k < 92 && ncounters)
	{
	  int c = (int) rnd ((unsigned) ncounters);
	  return mkf (fmt ("(%s) %s", ft_name[t], counter_name[c]), t,
		      counter_max[c]);
	}
      iexpr i = gen_ileaf ();
      double b = fmax (fabs ((double) i.lo), fabs ((double) i.hi));
      return mkf (fmt ("(%s) %s", ft_name[t], i.s), t, slack (b));
    }
}

/* A divisor for tame code: bounded away from zero.  Sets *C to the lower
   bound of its magnitude.  */
static fexpr
safe_divisor (int t, int depth, double *c)
{
  fexpr d = gen_f (t, depth);
  static const double cs[] = { 0.5, 1.0, 2.0, 0.125 };
  *c = cs[rnd (4)];
  const char *s = ft_fn[t];
  d = fit (d, LIMIT / 2);
  if (chance (50))
    return mkf (fmt ("(fabs%s (%s) + %s)", s, d.s, flit (*c, t)), t,
		slack (d.b + *c));
  return mkf (fmt ("copysign%s (fabs%s (%s) + %s, %s)", s, s, d.s,
		   flit (*c, t), d.s), t, slack (d.b + *c));
}

enum unary
{
  U_SQRT, U_CBRT, U_EXP, U_EXP2, U_EXPM1, U_LOG, U_LOG2, U_LOG10, U_LOG1P,
  U_SIN, U_COS, U_TAN, U_ATAN, U_TANH, U_FLOOR, U_CEIL, U_TRUNC, U_RINT,
  U_NEARBYINT, U_ROUND, U_FABS, NUNARY
};
static const char *const unary_name[NUNARY] = {
  "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p",
  "sin", "cos", "tan", "atan", "tanh", "floor", "ceil", "trunc", "rint",
  "nearbyint", "round", "fabs"
};

static fexpr
gen_unary (int t, int depth)
{
  int u = (int) rnd (NUNARY);
  const char *s = ft_fn[t];
  const char *f = unary_name[u];
  fexpr a = gen_f (t, depth - 1);
  if (!tame)
    return mkf (fmt ("%s%s (%s)", f, s, a.s), t, INFINITY);
  switch (u)
    {
    case U_SQRT:
      if (chance (50))
	return mkf (fmt ("sqrt%s (fabs%s (%s))", s, s, a.s), t,
		    slack (sqrt (a.b)));
      return mkf (fmt ("(%s >= 0 ? sqrt%s (%s) : %s)", a.s, s, a.s, a.s), t,
		  fmax (a.b, slack (sqrt (a.b))));
    case U_CBRT:
      return mkf (fmt ("cbrt%s (%s)", s, a.s), t, slack (cbrt (a.b)));
    case U_EXP:
    case U_EXP2:
    case U_EXPM1:
      {
	double k = u == U_EXP2 ? 80 : 60;
	a = fit (a, k);
	double b = u == U_EXP2 ? exp2 (a.b) : exp (a.b);
	return mkf (fmt ("%s%s (%s)", f, s, a.s), t, slack (b) + 1);
      }
    case U_LOG:
    case U_LOG2:
    case U_LOG10:
      {
	static const double cs[] = { 1.0, 0.5, 1e-3 };
	double c = cs[rnd (3)];
	if (chance (30))
	  /* Guarded: any positive value, subnormals included.  */
	  return mkf (fmt ("(%s > 0 ? %s%s (%s) : %s)", a.s, f, s, a.s, a.s),
		      t, fmax (a.b, slack (fmax (ft_logtiny[t],
						 log (a.b) + 1))));
	return mkf (fmt ("%s%s (fabs%s (%s) + %s)", f, s, s, a.s,
			 flit (c, t)), t,
		    slack (fmax (-log (c), log (a.b + c) + 1)) + 1);
      }
    case U_LOG1P:
      return mkf (fmt ("log1p%s (fabs%s (%s))", s, s, a.s), t,
		  slack (log1p (a.b)) + 1);
    case U_SIN:
    case U_COS:
      return mkf (fmt ("%s%s (%s)", f, s, a.s), t, 1.0001);
    case U_TAN:
      a = fit (a, 1.5);
      return mkf (fmt ("tan%s (%s)", s, a.s), t, 15);
    case U_ATAN:
      return mkf (fmt ("atan%s (%s)", s, a.s), t, 1.6);
    case U_TANH:
      return mkf (fmt ("tanh%s (%s)", s, a.s), t, 1.0001);
    default:
      return mkf (fmt ("%s%s (%s)", f, s, a.s), t, a.b + 1);
    }
}

static fexpr
gen_binary_libm (int t, int depth)
{
  const char *s = ft_fn[t];
  int k = (int) rnd (7);
  fexpr a = gen_f (t, depth - 1);
  switch (k)
    {
    case 0:			/* pow */
      if (!tame)
	{
	  if (chance (40))
	    {
	      static const char *const ks[] = { "2.0", "3.0", "0.5", "-1.0",
						"-2.0", "0.25", "-0.5" };
	      return mkf (fmt ("pow%s (%s, %s%s)", s, a.s, ks[rnd (7)],
			       ft_lit[t]), t, INFINITY);
	    }
	  fexpr b = gen_f (t, depth - 1);
	  return mkf (fmt ("pow%s (%s, %s)", s, a.s, b.s), t, INFINITY);
	}
      if (chance (40))
	{
	  int n = 2 + (int) rnd (2);
	  a = fit (a, pow (LIMIT, 1.0 / n));
	  return mkf (fmt ("pow%s (%s, %d.0%s)", s, a.s, n, ft_lit[t]), t,
		      slack (pow (a.b, n)));
	}
      else
	{
	  static const double cs[] = { 0.5, 1.0, 0.25 };
	  double c = cs[rnd (3)];
	  fexpr b = gen_f (t, depth - 1);
	  double base = a.b + c;
	  double grow = fmax (base, 1 / c);
	  double ky = nice_down (fmin (16.0, log (LIMIT / 10) / log (grow)));
	  b = fit (b, ky);
	  return mkf (fmt ("pow%s (fabs%s (%s) + %s, %s)", s, s, a.s,
			   flit (c, t), b.s), t,
		      slack (pow (grow, b.b)) + 1);
	}
    case 1:			/* hypot */
      {
	fexpr b = gen_f (t, depth - 1);
	a = fit (a, LIMIT / 2);
	b = fit (b, LIMIT / 2);
	return mkf (fmt ("hypot%s (%s, %s)", s, a.s, b.s), t,
		    slack (hypot (a.b, b.b)));
      }
    case 2:			/* fmin, fmax */
    case 3:
      {
	fexpr b = gen_f (t, depth - 1);
	return mkf (fmt ("%s%s (%s, %s)", k == 2 ? "fmin" : "fmax", s, a.s,
			 b.s), t, fmax (a.b, b.b));
      }
    case 4:			/* copysign */
      {
	fexpr b = gen_f (t, depth - 1);
	return mkf (fmt ("copysign%s (%s, %s)", s, a.s, b.s), t, a.b);
      }
    default:			/* fmod, remainder */
      {
	const char *f = k == 5 ? "fmod" : "remainder";
	if (!tame)
	  {
	    fexpr b = gen_f (t, depth - 1);
	    return mkf (fmt ("%s%s (%s, %s)", f, s, a.s, b.s), t, INFINITY);
	  }
	double c;
	fexpr d = safe_divisor (t, depth - 1, &c);
	return mkf (fmt ("%s%s (%s, %s)", f, s, a.s, d.s), t, a.b);
      }
    }
}

/* A float expression of type T.  */
static fexpr
gen_f (int t, int depth)
{
  if (depth <= 0 || chance (20))
    return gen_fleaf (t);
  static const int w[] = { 34, 4, 8, 5, 20, 10, 3, 4, 6, 3 };
  const char *s = ft_fn[t];
  switch (pick (w, (int) (sizeof w / sizeof w[0])))
    {
    case 0:			/* + - * / */
      {
	int op = (int) rnd (4);
	fexpr a = gen_f (t, depth - 1);
	/* An operand of a narrower type is converted implicitly.  */
	int bt = t;
	if (t != TF && chance (20))
	  bt = (int) rnd ((unsigned) t);
	if (op == 3)
	  {
	    if (!tame)
	      {
		fexpr b = gen_f (bt, depth - 1);
		return mkf (fmt ("(%s / %s)", a.s, b.s), t, INFINITY);
	      }
	    if (chance (30))
	      {
		/* Division guarded by a test of the divisor.  */
		fexpr b = gen_f (t, depth - 1);
		static const double cs[] = { 0.5, 1.0, 1e-3 };
		double c = cs[rnd (3)];
		a = fit (a, LIMIT * c);
		return mkf (fmt ("(fabs%s (%s) >= %s ? %s / %s : %s)", s, b.s,
				 flit (c, t), a.s, b.s, a.s), t,
			    slack (fmax (a.b, a.b / c)));
	      }
	    double c;
	    fexpr b = safe_divisor (bt, depth - 1, &c);
	    a = fit (a, LIMIT * c);
	    return mkf (fmt ("(%s / %s)", a.s, b.s), t, slack (a.b / c));
	  }
	fexpr b = gen_f (bt, depth - 1);
	if (op == 2)
	  {
	    if (tame && a.b * b.b > LIMIT)
	      {
		a = fit (a, 1e15);
		b = fit (b, 1e15);
	      }
	    return mkf (fmt ("(%s * %s)", a.s, b.s), t, slack (a.b * b.b));
	  }
	if (tame && a.b + b.b > LIMIT)
	  {
	    a = fit (a, LIMIT / 2);
	    b = fit (b, LIMIT / 2);
	  }
	return mkf (fmt ("(%s %s %s)", a.s, op ? "-" : "+", b.s), t,
		    slack (a.b + b.b));
      }
    case 1:			/* unary minus */
      {
	fexpr a = gen_f (t, depth - 1);
	return mkf (fmt ("(- %s)", a.s), t, a.b);
      }
    case 2:			/* conversion from another float type */
      {
	int u = rnd_ft ();
	fexpr a = gen_f (u, depth - 1);
	if (u == t)
	  return a;
	return mkf (fmt ("(%s) %s", ft_name[t], a.s), t, slack (a.b));
      }
    case 3:			/* integer to float */
      {
	iexpr i = gen_i (depth - 1);
	double b = fmax (fabs ((double) i.lo), fabs ((double) i.hi));
	return mkf (fmt ("(%s) %s", ft_name[t], i.s), t, slack (b));
      }
    case 4:
      return gen_unary (t, depth);
    case 5:
      return gen_binary_libm (t, depth);
    case 6:			/* fma */
      {
	fexpr a = gen_f (t, depth - 1);
	fexpr b = gen_f (t, depth - 1);
	fexpr c = gen_f (t, depth - 1);
	if (tame && a.b * b.b > LIMIT / 2)
	  {
	    a = fit (a, 1e14);
	    b = fit (b, 1e14);
	  }
	c = fit (c, LIMIT / 2);
	return mkf (fmt ("fma%s (%s, %s, %s)", s, a.s, b.s, c.s), t,
		    slack (a.b * b.b + c.b));
      }
    case 7:			/* ldexp, scalbn */
      {
	fexpr a = gen_f (t, depth - 1);
	iexpr n = gen_i (depth - 1);
	const char *f = chance (50) ? "ldexp" : "scalbn";
	if (!tame)
	  {
	    if (!fits (n.lo, n.hi, II))
	      n = imod (n, 200);
	    return mkf (fmt ("%s%s (%s, %s)", f, s, a.s, n.s), t, INFINITY);
	  }
	static const int ks[] = { 4, 16, 60, 100 };
	int k = ks[rnd (4)];
	if (n.lo < -k || n.hi > k)
	  n = imod (n, k + 1);
	char *ns = n.t == II ? n.s : fmt ("(int) %s", n.s);
	double p = ldexp (1.0, (int) (n.hi > 0 ? n.hi : 0));
	a = fit (a, LIMIT / p);
	return mkf (fmt ("%s%s (%s, %s)", f, s, a.s, ns), t,
		    slack (a.b * p));
      }
    case 8:			/* ?: */
      {
	char *c = gen_cond (depth - 1);
	fexpr a = gen_f (t, depth - 1);
	fexpr b = gen_f (t, depth - 1);
	return mkf (fmt ("(%s ? %s : %s)", c, a.s, b.s), t, fmax (a.b, b.b));
      }
    default:			/* fabs */
      {
	fexpr a = gen_f (t, depth - 1);
	return mkf (fmt ("fabs%s (%s)", s, a.s), t, a.b);
      }
    }
}

/* A condition.  */
static char *
gen_cond (int depth)
{
  static const int w[] = { 30, 25, 15, 12, 6, 12 };
  static const char *const rel[] = { "<", "<=", ">", ">=", "==", "!=" };
  switch (pick (w, 6))
    {
    case 0:			/* a REL b */
      {
	fexpr a = gen_f (rnd_ft (), depth);
	fexpr b = gen_f (chance (70) ? a.t : rnd_ft (), depth);
	if (!strcmp (a.s, b.s))
	  b = gen_const (b.t);
	return fmt ("(%s %s %s)", a.s, rel[rnd (6)], b.s);
      }
    case 1:			/* a REL constant */
      {
	fexpr a = gen_f (rnd_ft (), depth);
	fexpr b = gen_const (a.t);
	return fmt ("(%s %s %s)", a.s, rel[rnd (6)], b.s);
      }
    case 2:			/* classification */
      {
	static const char *const cls[] = { "isnan", "isinf", "isfinite",
					   "isnormal", "signbit" };
	fexpr a = gen_f (rnd_ft (), depth);
	return fmt ("%s%s (%s)", chance (25) ? "!" : "", cls[rnd (5)], a.s);
      }
    case 3:			/* isless and friends */
      {
	static const char *const cmp[] = { "isless", "islessequal",
					   "isgreater", "isgreaterequal",
					   "islessgreater", "isunordered" };
	fexpr a = gen_f (rnd_ft (), depth);
	fexpr b = chance (50) ? gen_f (a.t, depth) : gen_const (a.t);
	if (!strcmp (a.s, b.s))
	  b = gen_const (b.t);
	return fmt ("%s (%s, %s)", cmp[rnd (6)], a.s, b.s);
      }
    case 4:			/* integers */
      {
	/* Against a constant in the range of A (GCC warns about some
	   comparisons that are always false).  */
	iexpr a = gen_i (1);
	static const long long ks[] = { 0, 1, 3, 7, 100 };
	long long c = ks[rnd (5)];
	if (c < a.lo || c > a.hi)
	  c = a.hi - a.lo < 100 ? a.lo + (long long) rnd ((unsigned) (a.hi - a.lo + 1))
	    : a.lo;
	return fmt ("(%s %s %s)", a.s, rel[rnd (6)], c == LLONG_MIN ? "LLONG_MIN"
		    : c == INT_MIN ? "INT_MIN" : fmt ("%lld", c));
      }
    default:			/* ! && || */
      if (depth <= 0)
	return gen_cond (0);
      switch (rnd (3))
	{
	case 0:
	  return fmt ("!%s", gen_cond (depth - 1));
	case 1:
	  return fmt ("(%s && %s)", gen_cond (depth - 1), gen_cond (depth - 1));
	default:
	  return fmt ("(%s || %s)", gen_cond (depth - 1), gen_cond (depth - 1));
	}
    }
}

/* ------------------------------------------------------------------ */
/* Statements.  */

/* A float variable declared in the function body (not a parameter, not
   unreadable), or -1.  */
static int
pick_assignable (void)
{
  int cand[MAXVARS], n = 0;
  for (int i = 0; i < nfvars; i++)
    if (fvars[i].readable && fvars[i].name[0] == 'v')
      cand[n++] = i;
  return n ? cand[rnd ((unsigned) n)] : -1;
}

static void
decl_float (void)
{
  int t = rnd_ft ();
  fexpr e = gen_f (t, max_depth);
  char *name = fmt ("v%d", nfloat_decls++);
  line ("%s %s = %s;", ft_name[t], name, e.s);
  add_fvar (name, t, e.b, true);
}

static void
decl_int (void)
{
  iexpr e = gen_i (max_depth - 1);
  int t = fits (e.lo, e.hi, II) ? II : ILL;
  if (e.t == IU && chance (70))
    t = IU;
  char *name = fmt ("k%d", nint_decls++);
  line ("%s %s = %s;", it_name[t], name, e.s);
  long long lo = e.lo, hi = e.hi;
  if (t == IU && (lo < 0 || hi > (long long) UINT_MAX))
    lo = 0, hi = UINT_MAX;
  add_ivar (name, t, lo, hi, true);
}

/* V = E, or V OP= E.  */
static void
assign (int v)
{
  struct fvar *x = &fvars[v];
  int t = x->t;
  int k = (int) rnd (100);
  if (k < 50 || (tame && x->b > LIMIT / 4))
    {
      fexpr e = gen_f (t, max_depth);
      line ("%s = %s;", x->name, e.s);
      set_bound (v, e.b);
      return;
    }
  fexpr e = gen_f (t, max_depth - 1);
  if (k < 70)
    {
      e = fit (e, LIMIT / 2);
      line ("%s %s= %s;", x->name, chance (50) ? "+" : "-", e.s);
      set_bound (v, slack (x->b + e.b));
    }
  else if (k < 85)
    {
      if (tame && x->b * e.b > LIMIT)
	e = fit (e, fmax (1.0, LIMIT / fmax (x->b, 1.0)));
      line ("%s *= %s;", x->name, e.s);
      set_bound (v, slack (x->b * e.b));
    }
  else
    {
      if (!tame)
	{
	  line ("%s /= %s;", x->name, e.s);
	  return;
	}
      double c;
      fexpr d = safe_divisor (t, max_depth - 1, &c);
      line ("%s /= %s;", x->name, d.s);
      set_bound (v, slack (x->b / c));
    }
}

/* if (domain test of X) V = f (X);  */
static void
guarded (int v)
{
  struct fvar *x = &fvars[v];
  int t = x->t;
  const char *s = ft_fn[t];
  fexpr a = gen_f (t, max_depth - 1);
  int k = (int) rnd (9);
  switch (k)
    {
    case 0:
      line ("if (%s >= 0)", a.s);
      indent++;
      line ("%s = sqrt%s (%s);", x->name, s, a.s);
      set_bound (v, slack (sqrt (a.b)));
      break;
    case 1:
      {
	static const char *const f[] = { "log", "log2", "log10" };
	line ("if (%s > 0)", a.s);
	indent++;
	line ("%s = %s%s (%s);", x->name, f[rnd (3)], s, a.s);
	set_bound (v, slack (fmax (ft_logtiny[t], log (a.b) + 1)));
	break;
      }
    case 2:
      {
	fexpr n = gen_f (t, max_depth - 1);
	if (!tame)
	  {
	    line ("if (%s != 0)", a.s);
	    indent++;
	    line ("%s = %s / %s;", x->name, n.s, a.s);
	    break;
	  }
	static const double cs[] = { 0.5, 1.0, 1e-3 };
	double c = cs[rnd (3)];
	n = fit (n, LIMIT * c);
	line ("if (fabs%s (%s) >= %s)", s, a.s, flit (c, t));
	indent++;
	line ("%s = %s / %s;", x->name, n.s, a.s);
	set_bound (v, slack (n.b / c));
	break;
      }
    case 3:
      line ("if (%s > -1)", a.s);
      indent++;
      line ("%s = log1p%s (%s);", x->name, s, a.s);
      set_bound (v, slack (log1p (a.b)) + 50);
      break;
    case 4:
      {
	double lim = tame ? 60 : 700;
	line ("if (%s < %s)", a.s, flit (lim, t));
	indent++;
	line ("%s = exp%s (%s);", x->name, s, a.s);
	set_bound (v, slack (exp (lim)));
	break;
      }
    case 5:
      {
	fexpr y = gen_f (t, max_depth - 1);
	double ky = nice_down (fmin (8.0, log (LIMIT) / log (fmax (a.b, 2))));
	if (tame)
	  y = mkf (fmt ("fmin%s (fmax%s (%s, %s), %s)", s, s, y.s, flit (0, t),
			flit (ky, t)), t, ky);
	line ("if (%s >= 0)", a.s);
	indent++;
	line ("%s = pow%s (%s, %s);", x->name, s, a.s, y.s);
	set_bound (v, slack (pow (fmax (a.b, 1), ky)));
	break;
      }
    case 6:
      {
	fexpr lo = gen_const (t), hi = gen_const (t);
	line ("if (%s >= %s && %s <= %s)", a.s, lo.s, a.s, hi.s);
	indent++;
	fexpr e = gen_f (t, max_depth - 1);
	line ("%s = %s;", x->name, e.s);
	set_bound (v, e.b);
	break;
      }
    case 7:
      {
	static const char *const f[] = { "floor", "ceil", "trunc", "round",
					 "rint", "nearbyint" };
	line ("if (isfinite (%s))", a.s);
	indent++;
	line ("%s = %s%s (%s);", x->name, f[rnd (6)], s, a.s);
	set_bound (v, a.b + 1);
	break;
      }
    default:
      {
	line ("if (!isnan (%s) && %s != 0)", a.s, a.s);
	indent++;
	line ("%s = copysign%s (1.0%s, %s) * %s;", x->name, s, ft_lit[t], a.s,
	      x->name);
	break;
      }
    }
  indent--;
}

static void gen_loop_nest (void);
static void gen_shape (void);

static void
gen_stmts (int n, int depth)
{
  for (int i = 0; i < n; i++)
    {
      int v = pick_assignable ();
      int k = (int) rnd (100);
      if (depth == 0 && v >= 0 && chance (35))
	{
	  gen_shape ();
	  continue;
	}
      if (depth == 0)
	{
	  if (v < 0 || k < 25)
	    {
	      decl_float ();
	      continue;
	    }
	  if (k < 33)
	    {
	      decl_int ();
	      continue;
	    }
	  if (k < 48)
	    {
	      gen_loop_nest ();
	      continue;
	    }
	}
      if (k < 62 && depth < 2)
	{
	  line ("if (%s)", gen_cond (depth ? 0 : 1));
	  line ("{");
	  indent++;
	  in_branch++;
	  gen_stmts (1 + (int) rnd (2), depth + 1);
	  indent--;
	  line ("}");
	  if (chance (60))
	    {
	      line ("else");
	      line ("{");
	      indent++;
	      gen_stmts (1 + (int) rnd (2), depth + 1);
	      indent--;
	      line ("}");
	    }
	  in_branch--;
	  continue;
	}
      if (k < 78)
	{
	  in_branch++;
	  guarded (v);
	  in_branch--;
	  continue;
	}
      assign (v);
    }
}

/* Loop nests: a counted loop (trip count from a clamped integer or a
   constant) or a loop on a float induction variable, possibly with one
   inner counted loop.  The loops update accumulators declared before the
   nest, each by exactly one statement; the loop bodies do not read the
   accumulators otherwise, so that the bounds after the loop follow from
   the trip counts.  */

struct acc
{
  int var;
  int level;			/* the loop that updates it */
};

static void
update_acc (int v, int n)
{
  struct fvar *x = &fvars[v];
  int t = x->t;
  const char *s = ft_fn[t];
  bool guard = chance (20);
  char *g = guard ? gen_cond (0) : NULL;
  if (guard)
    {
      line ("if (%s)", g);
      indent++;
    }
  fexpr e = gen_f (t, max_depth - 1);
  double b0 = x->b, b;
  switch (rnd (6))
    {
    case 0:
    case 1:
      e = fit (e, (LIMIT / 2) / n);
      line ("%s %s= %s;", x->name, chance (70) ? "+" : "-", e.s);
      b = b0 + n * e.b;
      break;
    case 2:
      if (tame)
	{
	  double m = pow (LIMIT / fmax (b0, 1), 1.0 / n);
	  e = fit (e, fmax (1.0, m));
	}
      line ("%s *= %s;", x->name, e.s);
      b = b0 * pow (fmax (e.b, 1.0), n);
      break;
    case 3:
      line ("%s = %s%s (%s, %s);", x->name, chance (50) ? "fmax" : "fmin", s,
	    x->name, e.s);
      b = fmax (b0, e.b);
      break;
    default:
      {
	static const double cs[] = { 0.5, -0.5, 0.25, 0.9, 1.0, -1.0, 2.0,
				     1.5 };
	double c = cs[rnd (8)];
	if (tame && fabs (c) > 1 && b0 * pow (fabs (c), n) > LIMIT / 4)
	  c = 0.5;
	double sum = 0, p = 1;
	for (int i = 0; i < n; i++)
	  {
	    sum += p;
	    p *= fabs (c);
	  }
	e = fit (e, (LIMIT / 4) / sum);
	line ("%s = %s * %s + %s;", x->name, x->name, flit (c, t), e.s);
	b = b0 * p + sum * e.b;
	break;
      }
    }
  if (guard)
    indent--;
  x->b = slack (b) * 1.001;
}

static void
gen_loop_nest (void)
{
  int nacc = 1 + (int) rnd (3);
  bool inner = chance (25);
  int kind = (int) rnd (3);	/* 0: n from an integer, 1: constant,
				   2: float induction variable */
  int nmax;
  char *header;
  int ninduct = -1;		/* a float induction variable, or -1 */
  double step = 0;
  char *step_s = NULL;

  /* The trip count.  */
  if (kind == 0)
    {
      iexpr i = gen_i (1);
      char *name = fmt ("n%d", nint_decls++);
      char *e;
      long long lo, hi;
      int form = (int) rnd (3);
      if (form == 0)
	{
	  e = fmt ("(int) (%s & 7)", i.s);
	  lo = 0, hi = 7;
	  if (i.lo >= 0 && i.hi < 7)
	    lo = i.lo, hi = i.hi;
	}
      else if (form == 1 || i.t == IU)
	{
	  iexpr m = imod (i, 9);
	  e = fmt ("(int) %s", m.s);
	  lo = m.lo, hi = m.hi;
	}
      else
	{
	  e = fmt ("(int) (%s < 0 ? 0 : %s > 10 ? 10 : %s)", i.s, i.s, i.s);
	  lo = 0, hi = 10;
	}
      line ("int %s = %s;", name, e);
      add_ivar (name, II, lo, hi, true);
      nmax = hi > 0 ? (int) hi : 0;
      header = fmt ("for (int i = 0; i < %s; i++)", name);
    }
  else if (kind == 1)
    {
      nmax = 1 + (int) rnd (12);
      header = fmt ("for (int i = 0; i < %d; i++)", nmax);
    }
  else
    {
      int t = rnd_ft ();
      static const double steps[] = { 0.5, 0.25, 1.0, 0.1, 2.0, 0.125 };
      static const double starts[] = { 0.0, -3.0, 0.25, 1.0, -0.5 };
      step = steps[rnd (6)];
      double c0 = starts[rnd (5)];
      nmax = 1 + (int) rnd (12);
      double hi = c0 + nmax * step;
      if (step == 0.1)
	hi = c0 + (nmax - 1) * step + 0.05;
      fexpr e = gen_f (t, 1);
      const char *s = ft_fn[t];
      char *lim = fmt ("l%d", nfloat_decls++);
      line ("%s %s = fmin%s (fmax%s (%s, %s), %s);", ft_name[t], lim, s, s,
	    e.s, flit (c0, t), flit (hi, t));
      add_fvar (lim, t, fmax (fabs (c0), fabs (hi)), true);
      char *f = fmt ("v%d", nfloat_decls++);
      line ("%s %s = %s;", ft_name[t], f, flit (c0, t));
      ninduct = add_fvar (f, t, fabs (c0) + (nmax + 1) * step + 1, true);
      step_s = flit (step, t);
      header = fmt ("for (%s = %s; %s < %s; %s += %s)", f, flit (c0, t), f,
		    lim, f, step_s);
    }
  /* An extra induction variable of a counted loop.  */
  if (kind != 2 && chance (50))
    {
      int t = rnd_ft ();
      static const double steps[] = { 0.5, 1.0, -0.25, 3.0, 0.1 };
      step = steps[rnd (5)];
      fexpr init = fit (gen_const (t), 1e6);
      char *f = fmt ("v%d", nfloat_decls++);
      line ("%s %s = %s;", ft_name[t], f, init.s);
      ninduct = add_fvar (f, t, init.b + (nmax + 1) * fabs (step) + 1, true);
      step_s = flit (step, t);
    }
  /* The inner loop's trip count.  */
  int inner_n = inner ? 1 + (int) rnd (4) : 0;

  /* The accumulators.  */
  struct acc accs[4];
  for (int a = 0; a < nacc; a++)
    {
      int t = rnd_ft ();
      fexpr init = chance (50) ? gen_const (t) : gen_f (t, 1);
      init = fit (init, 1e3);
      char *name = fmt ("v%d", nfloat_decls++);
      line ("%s %s = %s;", ft_name[t], name, init.s);
      accs[a].var = add_fvar (name, t, init.b, true);
      accs[a].level = inner && chance (50) ? 1 : 0;
      fvars[accs[a].var].readable = false;
    }

  /* The loops.  */
  line ("%s", header);
  line ("{");
  indent++;
  if (kind != 2)
    {
      counter_name[ncounters] = "i";
      counter_max[ncounters] = nmax;
      ncounters++;
    }
  for (int a = 0; a < nacc; a++)
    if (accs[a].level == 0)
      update_acc (accs[a].var, nmax > 0 ? nmax : 1);
  if (inner)
    {
      line ("for (int j = 0; j < %d; j++)", inner_n);
      line ("{");
      indent++;
      counter_name[ncounters] = "j";
      counter_max[ncounters] = inner_n;
      ncounters++;
      for (int a = 0; a < nacc; a++)
	if (accs[a].level == 1)
	  update_acc (accs[a].var, (nmax > 0 ? nmax : 1) * inner_n);
      ncounters--;
      indent--;
      line ("}");
    }
  if (kind != 2 && ninduct >= 0)
    line ("%s += %s;", fvars[ninduct].name, step_s);
  if (kind != 2)
    ncounters--;
  indent--;
  line ("}");
  for (int a = 0; a < nacc; a++)
    fvars[accs[a].var].readable = true;
}

/* ------------------------------------------------------------------ */
/* Shapes whose ranges the tests decide: early returns on comparisons
   with constants, classification guards of f (x), tests of two values,
   triangular loops, calls of the program's static functions whose
   result is tested, values that collapse to one number.  They are
   statements of the top level of a function body.  */

/* The return type of the function being generated and a bound of the
   values its return statements return.  */
static int ret_t;
static double ret_bound;

/* A static noinline function called by the function being generated:
   the result type, the parameter types and a bound of the result.  */
struct helper
{
  char *name;
  int rt;
  int nparams;
  int pt[2];
  double b;
};

#define MAXHELPERS 2
static struct helper helpers[MAXHELPERS];
static int nhelpers;

/* A readable float variable, or -1; in tame functions one whose bound
   leaves room for X * 4 + D.  */
static int
pick_readable (void)
{
  int cand[MAXVARS], n = 0;
  for (int i = 0; i < nfvars; i++)
    if (fvars[i].readable && (!tame || fvars[i].b <= LIMIT / 8))
      cand[n++] = i;
  return n ? cand[rnd ((unsigned) n)] : -1;
}

/* The literal V of type T, in parentheses if negative.  */
static char *
flit_operand (double v, int t)
{
  char *s = flit (v, t);
  return s[0] == '-' ? fmt ("(%s)", s) : s;
}

/* Value E kept: declared in a new variable at the top level, assigned
   to a variable of the function in a branch.  */
static void
put (fexpr e)
{
  if (!in_branch)
    {
      char *name = fmt ("v%d", nfloat_decls++);
      line ("%s %s = %s;", ft_name[e.t], name, e.s);
      add_fvar (name, e.t, e.b, true);
      return;
    }
  int v = pick_assignable ();
  e = to_type (e, fvars[v].t);
  line ("%s = %s;", fvars[v].name, e.s);
  set_bound (v, e.b);
}

/* if (COND) { statements } [else { statements }]  */
static void
branch_block (char *cond, bool with_else)
{
  line ("if (%s)", cond);
  line ("{");
  indent++;
  in_branch++;
  gen_stmts (1 + (int) rnd (2), 2);
  indent--;
  line ("}");
  if (with_else)
    {
      line ("else");
      line ("{");
      indent++;
      gen_stmts (1, 2);
      indent--;
      line ("}");
    }
  in_branch--;
}

/* A comparison of A and B: an operator, an isless-style macro, or the
   negation of an operator.  */
static char *
gen_compare (const char *a, const char *b)
{
  static const char *const rel[] = { "<", "<=", ">", ">=", "==", "!=" };
  static const char *const cmp[] = { "isless", "islessequal", "isgreater",
				     "isgreaterequal", "islessgreater",
				     "isunordered" };
  switch (rnd (3))
    {
    case 0:
      return fmt ("(%s %s %s)", a, rel[rnd (6)], b);
    case 1:
      return fmt ("%s (%s, %s)", cmp[rnd (6)], a, b);
    default:
      return fmt ("!(%s %s %s)", a, rel[rnd (6)], b);
    }
}

/* if (COND) return R;  */
static void
early_return (const char *cond)
{
  fexpr r = gen_f (ret_t, max_depth);
  ret_bound = fmax (ret_bound, r.b);
  line ("if (%s) return %s;", cond, r.s);
}

/* A statement that uses variable V: a test of it against a constant, or
   a function of it.  */
static void
use_var (int v)
{
  struct fvar *x = &fvars[v];
  int t = x->t;
  const char *s = ft_fn[t];
  if (chance (40))
    {
      branch_block (gen_compare (x->name, gen_const (t).s), chance (40));
      return;
    }
  if (!tame)
    {
      put (mkf (fmt ("%s%s (%s)", unary_name[rnd (NUNARY)], s, x->name), t,
		INFINITY));
      return;
    }
  switch (rnd (5))
    {
    case 0:
      put (mkf (fmt ("sqrt%s (fabs%s (%s))", s, s, x->name), t,
		slack (sqrt (x->b))));
      break;
    case 1:
      put (mkf (fmt ("(%s * %s + 1.0%s)", x->name, flit (0.5, t), ft_lit[t]),
		t, slack (x->b / 2 + 1)));
      break;
    case 2:
      put (mkf (fmt ("floor%s (%s)", s, x->name), t, x->b + 1));
      break;
    case 3:
      put (mkf (fmt ("sin%s (%s)", s, x->name), t, 1.0001));
      break;
    default:
      put (mkf (fmt ("(%s > 0 ? log%s (%s) : %s)", x->name, s, x->name,
		     x->name), t, fmax (x->b, slack (fmax (ft_logtiny[t],
							  log (x->b) + 1)))));
      break;
    }
}

/* A test that X is beyond C: above (DIR > 0) or below (DIR < 0), or
   equal to C, in one of the forms C offers; sometimes NaN too.  */
static char *
beyond_test (const char *x, const char *c, int dir)
{
  static const char *const above[] = {
    "(%s > %s)", "(%s >= %s)", "!(%s <= %s)", "!(%s < %s)",
    "isgreater (%s, %s)", "isgreaterequal (%s, %s)",
    "!islessequal (%s, %s)", "!isless (%s, %s)"
  };
  static const char *const below[] = {
    "(%s < %s)", "(%s <= %s)", "!(%s >= %s)", "!(%s > %s)",
    "isless (%s, %s)", "islessequal (%s, %s)",
    "!isgreaterequal (%s, %s)", "!isgreater (%s, %s)"
  };
  int k = (int) rnd (8);
  /* C first: the mirrored comparison.  */
  bool swap = chance (25);
  const char *form = (dir > 0) != swap ? above[k] : below[k];
  char *test = swap ? fmt (form, c, x) : fmt (form, x, c);
  if (chance (15))
    test = fmt ("(isnan (%s) || %s)", x, test);
  return test;
}

/* After a test that left X not beyond C in direction DIR: statements
   whose ranges that decides.  */
static void
guard_uses (int v, double c, int dir)
{
  struct fvar *x = &fvars[v];
  int t = x->t;
  const char *s = ft_fn[t];
  static const double ks[] = { 1.0, 2.0, 0.5, 4.0 };
  /* X * K + D >= 0 exactly for the X that passed (K and C are
     dyadic).  */
  double k = -dir * ks[rnd (4)];
  double arg = fabs (k) * (x->b + fabs (c)) + 1;
  for (int n = 1 + (int) rnd (2); n > 0; n--)
    switch (rnd (6))
      {
      case 0:
	{
	  static const double deltas[] = { 0.0, 0.5, 1.0, -1.0, 100.0 };
	  double c2 = c + deltas[rnd (5)];
	  branch_block (gen_compare (x->name, flit (c2, t)), chance (40));
	  break;
	}
      case 1:
	put (mkf (fmt ("sqrt%s (%s * %s + %s)", s, x->name,
		       flit_operand (k, t), flit_operand (-k * c, t)), t,
		  slack (sqrt (arg + fabs (k * c)))));
	break;
      case 2:
	put (mkf (fmt ("log%s (%s * %s + %s)", s, x->name,
		       flit_operand (k, t), flit_operand (1 - k * c, t)), t,
		  slack (log (arg + fabs (k * c) + 1) + 1)));
	break;
      case 3:
	if (dir > 0 && (!tame || c <= 60))
	  {
	    put (mkf (fmt ("exp%s (%s)", s, x->name), t,
		      tame ? slack (exp (c)) + 1 : INFINITY));
	    break;
	  }
	/* Fall through.  */
      case 4:
	/* One number: C (not 0: fmax (-0, +0) may return either).  */
	if (c != 0)
	  {
	    put (mkf (fmt ("%s%s (%s, %s)", dir > 0 ? "fmax" : "fmin", s,
			   x->name, flit (c, t)), t, fabs (c)));
	    break;
	  }
	/* Fall through.  */
      default:
	use_var (v);
	break;
      }
}

/* if (X beyond C) return R; then statements whose ranges that
   decides.  */
static void
shape_early_return (int v)
{
  static const double cs[] = { 0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -3.0, 10.0,
			       100.0, -100.0, 0.25, 1e6 };
  double c = cs[rnd (sizeof cs / sizeof cs[0])];
  struct fvar *x = &fvars[v];
  if (chance (10))
    {
      early_return (fmt ("isunordered (%s, %s)", x->name, flit (c, x->t)));
      use_var (v);
      return;
    }
  int dir = chance (50) ? 1 : -1;
  early_return (beyond_test (x->name, flit (c, x->t), dir));
  guard_uses (v, c, dir);
}

/* F (X) for a classification test: a function whose inverse image the
   test narrows; in tame functions one that stays finite.  */
static char *
classified_operand (int v)
{
  struct fvar *x = &fvars[v];
  int t = x->t;
  const char *s = ft_fn[t], *n = x->name;
  switch (rnd (10))
    {
    case 0:
      return fmt ("fabs%s (%s)", s, n);
    case 1:
      return tame ? fmt ("sqrt%s (fabs%s (%s))", s, s, n)
	: fmt ("sqrt%s (%s)", s, n);
    case 2:
      return tame ? fmt ("exp%s (fmin%s (%s, 60.0%s))", s, s, n, ft_lit[t])
	: fmt ("exp%s (%s)", s, n);
    case 3:
      return tame ? fmt ("log%s (fabs%s (%s) + 1.0%s)", s, s, n, ft_lit[t])
	: fmt ("log%s (%s)", s, n);
    case 4:
      return fmt ("sin%s (%s)", s, n);
    case 5:
      return fmt ("tan%s (%s)", s, n);
    case 6:
      {
	static const double ks[] = { 2.0, 0.5, -3.0, 1e10, 1e30 };
	double k = ks[rnd (5)];
	if (tame && x->b * fabs (k) > LIMIT)
	  k = 0.5;
	return fmt ("(%s * %s)", n, flit_operand (k, t));
      }
    case 7:
      {
	static const double ks[] = { 1.0, -1.0, 1e10, 0.5 };
	return fmt ("(%s + %s)", n, flit_operand (ks[rnd (4)], t));
      }
    case 8:
      return fmt ("(%s) %s", t == TF ? "double" : "float", n);
    default:
      return fmt ("%s", n);
    }
}

/* A classification test of F (X), then an early return or a block that
   uses X.  */
static void
shape_class_guard (int v)
{
  static const char *const cls[] = { "isfinite", "isnormal", "isinf",
				     "isnan" };
  char *test = fmt ("%s%s (%s)", chance (50) ? "!" : "", cls[rnd (4)],
		    classified_operand (v));
  if (chance (50))
    {
      early_return (test);
      use_var (v);
      if (chance (50))
	use_var (v);
      return;
    }
  line ("if (%s)", test);
  line ("{");
  indent++;
  in_branch++;
  use_var (v);
  indent--;
  line ("}");
  if (chance (40))
    {
      line ("else");
      line ("{");
      indent++;
      use_var (v);
      indent--;
      line ("}");
    }
  in_branch--;
}

/* Tests of two values: a test inside a test of the same two, fmin and
   fmax of them, && and || of tests.  */
static void
shape_relation (void)
{
  int a = pick_readable (), b = pick_readable (), c = pick_readable ();
  int t = fvars[a].t;
  const char *x = fvars[a].name;
  const char *y = to_type (mkf (fvars[b].name, fvars[b].t, 0), t).s;
  const char *z = to_type (mkf (fvars[c].name, fvars[c].t, 0), t).s;
  const char *s = ft_fn[t];
  double bxy = fmax (fvars[a].b, fvars[b].b);
  switch (rnd (4))
    {
    case 0:
      line ("if (%s)", gen_compare (x, y));
      line ("{");
      indent++;
      in_branch++;
      if (chance (50))
	put (mkf (fmt ("%s%s (%s, %s)", chance (50) ? "fmin" : "fmax", s, x,
		       y), t, bxy));
      branch_block (chance (50) ? gen_compare (x, y) : gen_compare (y, x),
		    chance (40));
      in_branch--;
      indent--;
      line ("}");
      break;
    case 1:
      {
	char *name = fmt ("v%d", nfloat_decls);
	put (mkf (fmt ("%s%s (%s, %s)", chance (50) ? "fmin" : "fmax", s, x,
		       y), t, bxy));
	branch_block (gen_compare (name, chance (50) ? x : y), chance (40));
	break;
      }
    case 2:
      line ("if (%s && %s)", gen_compare (x, y), gen_compare (y, z));
      line ("{");
      indent++;
      in_branch++;
      branch_block (gen_compare (x, z), chance (40));
      in_branch--;
      indent--;
      line ("}");
      break;
    default:
      {
	char *k = gen_const (t).s;
	line ("if (%s || %s)", gen_compare (x, k), gen_compare (y, k));
	line ("{");
	indent++;
	in_branch++;
	line ("if (%s)", gen_compare (x, k));
	indent++;
	branch_block (gen_compare (y, k), false);
	indent--;
	in_branch--;
	indent--;
	line ("}");
	break;
      }
    }
}

/* A triangular double loop that sums a constant or a function of the
   counters.  */
static void
shape_triangular_loop (void)
{
  int t = rnd_ft ();
  const char *T = ft_name[t];
  fexpr init = fit (gen_const (t), 1e3);
  int nmax = 1 + (int) rnd (12);
  char *n = fmt ("%d", nmax);
  if (chance (40) && nivars)
    {
      iexpr i = gen_ileaf ();
      n = fmt ("n%d", nint_decls++);
      line ("int %s = (int) (%s & 15);", n, i.s);
      add_ivar (n, II, 0, 15, true);
      nmax = 15;
    }
  fexpr c = fit (gen_const (t), 1e3);
  fexpr e;
  switch (rnd (5))
    {
    case 0:
      e = c;
      break;
    case 1:
      e = mkf (fmt ("(%s) j", T), t, nmax);
      break;
    case 2:
      e = mkf (fmt ("(%s) i * %s", T, c.s), t, slack (nmax * c.b));
      break;
    case 3:
      e = mkf (fmt ("(%s) (i + j) * %s", T, c.s), t, slack (2 * nmax * c.b));
      break;
    default:
      e = mkf (fmt ("%s * (%s) j + 0.5%s", c.s, T, ft_lit[t]), t,
	       slack (nmax * c.b + 0.5));
      break;
    }
  char *acc = fmt ("v%d", nfloat_decls++);
  line ("%s %s = %s;", T, acc, init.s);
  line ("for (int i = 0; i < %s; i++)", n);
  line ("  for (int j = %s; j++)", chance (50) ? fmt ("0; j < i")
	: fmt ("i; j < %s", n));
  line ("    %s %s= %s;", acc, chance (80) ? "+" : "-", e.s);
  add_fvar (acc, t, slack (init.b + (double) nmax * nmax * e.b) * 1.001,
	    true);
}

/* A value that collapses to one number: floor of a clamped value,
   fabs (E) * 0, fmin (fabs (E) + C, C).  */
static void
shape_collapse (void)
{
  int t = rnd_ft ();
  const char *s = ft_fn[t];
  fexpr e = fit (gen_f (t, max_depth - 1), LIMIT / 2);
  static const double cs[] = { 0.0, -3.0, 10.0, 100.0, 1.0 };
  double c = cs[rnd (5)];
  switch (rnd (4))
    {
    case 0:
      {
	static const char *const f[] = { "floor", "ceil", "trunc" };
	put (mkf (fmt ("%s%s (fmin%s (fmax%s (%s, %s), %s))", f[rnd (3)], s,
		       s, s, e.s, flit (c + 0.25, t), flit (c + 0.75, t)), t,
		  fabs (c) + 1));
	break;
      }
    case 1:
      put (mkf (fmt ("%sfabs%s (%s) * 0.0%s", chance (50) ? "-" : "", s, e.s,
		     ft_lit[t]), t, 0));
      break;
    case 2:
      put (mkf (fmt ("fmin%s (fabs%s (%s) + %s, %s)", s, s, e.s,
		     flit_operand (c, t), flit (c, t)), t, fabs (c)));
      break;
    default:
      /* Not 0: C - fabs (E) may be -0.  */
      c = c ? c : 1.0;
      put (mkf (fmt ("fmax%s (%s - fabs%s (%s), %s)", s, flit (c, t), s,
		     e.s, flit (c, t)), t, fabs (c)));
      break;
    }
}

/* T vN = hK_J (ARGS); then a test of vN.  */
static void
shape_helper_call (void)
{
  struct helper *h = &helpers[rnd ((unsigned) nhelpers)];
  char *args = fmt ("%s", "");
  for (int i = 0; i < h->nparams; i++)
    args = fmt ("%s%s%s", args, i ? ", " : "",
		to_type (gen_f (h->pt[i], max_depth - 1), h->pt[i]).s);
  put (mkf (fmt ("%s (%s)", h->name, args), h->rt, h->b));
  int v = nfvars - 1;
  if (tame && h->b > LIMIT / 8)
    {
      use_var (v);
      return;
    }
  switch (rnd (3))
    {
    case 0:
      shape_early_return (v);
      break;
    case 1:
      shape_class_guard (v);
      break;
    default:
      use_var (v);
      break;
    }
}

/* One of the shapes above.  */
static void
gen_shape (void)
{
  int v = pick_readable ();
  int k = (int) rnd (100);
  if (k < 25 && v >= 0)
    shape_early_return (v);
  else if (k < 45 && v >= 0)
    shape_class_guard (v);
  else if (k < 62 && v >= 0)
    shape_relation ();
  else if (k < 75)
    shape_triangular_loop ();
  else if (k < 88 && nhelpers)
    shape_helper_call ();
  else
    shape_collapse ();
}

/* In a tame function, parameter NAME of float type T clamped on entry:
   the bound of its values (infinity in a wild function).  */
static double
clamp_param (const char *name, int t)
{
  if (!tame)
    return INFINITY;
  static const double ms[] = { 1.0, 10.0, 1e3, 1e6, 1e15, 1e30 };
  double b = ms[rnd (6)];
  double lo = -b, hi = b;
  int form = (int) rnd (4);
  if (form == 0)
    lo = 0.0;
  else if (form == 1)
    hi = 0.0;
  const char *s = ft_fn[t];
  line ("%s = fmin%s (fmax%s (%s, %s), %s);", name, s, s, name,
	flit (lo, t), flit (hi, t));
  return b;
}

/* The static noinline function J called by function K, tame if the
   function is: parameters clamped like those of the functions, an early
   return with the statements that follow it, a result.  */
static void
gen_helper (int k, int j)
{
  struct helper *h = &helpers[j];
  nfvars = nivars = nfloat_decls = nint_decls = 0;
  h->name = fmt ("h%d_%d", k, j);
  h->rt = ret_t = rnd_ft ();
  ret_bound = 0;
  h->nparams = 1 + (int) rnd (2);
  max_depth = 1 + (int) rnd (2);
  printf ("\nstatic __attribute__ ((noinline)) UNUSED %s\n%s (",
	  ft_name[h->rt], h->name);
  for (int i = 0; i < h->nparams; i++)
    {
      h->pt[i] = rnd_ft ();
      printf ("%s%s p%d", i ? ", " : "", ft_name[h->pt[i]], i);
    }
  printf (")\n{\n");
  indent = 1;
  for (int i = 0; i < h->nparams; i++)
    add_fvar (fmt ("p%d", i), h->pt[i], clamp_param (fmt ("p%d", i),
						     h->pt[i]), false);
  decl_float ();
  int v = pick_readable ();
  if (v >= 0)
    {
      if (chance (50))
	shape_early_return (v);
      else
	shape_class_guard (v);
    }
  fexpr r = gen_f (h->rt, max_depth);
  line ("return %s;", r.s);
  printf ("}\n");
  h->b = fmax (ret_bound, r.b);
}

/* ------------------------------------------------------------------ */
/* Functions and main.  */

static int max_stmts = 8;
static int depth_cap = 3;

static void
gen_function (int k, uint64_t seed)
{
  reseed (seed, (uint64_t) k + 1);
  struct func *f = &funcs[k];
  ncounters = 0;
  in_branch = 0;
  f->tame = tame = chance (50);
  nhelpers = (int) rnd (MAXHELPERS + 1);
  for (int j = 0; j < nhelpers; j++)
    gen_helper (k, j);
  nfvars = nivars = nfloat_decls = nint_decls = 0;
  f->rt = ret_t = rnd_ft ();
  f->nparams = 2 + (int) rnd (4);
  bool any_float = false;
  for (int i = 0; i < f->nparams; i++)
    {
      f->params[i].is_float = chance (65) || (i == f->nparams - 1
					       && !any_float);
      any_float |= f->params[i].is_float;
      f->params[i].t = f->params[i].is_float ? rnd_ft () : (int) rnd (NIT);
    }
  printf ("\n/* %s function.  */\n", tame ? "A tame" : "A wild");
  printf ("NOIPA %s\nf%d (", ft_name[f->rt], k);
  for (int i = 0; i < f->nparams; i++)
    printf ("%s%s p%d", i ? ", " : "",
	    f->params[i].is_float ? ft_name[f->params[i].t]
	    : it_name[f->params[i].t], i);
  printf (")\n{\n");
  indent = 1;
  for (int i = 0; i < f->nparams; i++)
    {
      char *name = fmt ("p%d", i);
      int t = f->params[i].t;
      if (!f->params[i].is_float)
	{
	  add_ivar (name, t, it_min[t], it_max[t], false);
	  continue;
	}
      add_fvar (name, t, clamp_param (name, t), false);
    }
  max_depth = 1 + (int) rnd (3);
  if (max_depth > depth_cap)
    max_depth = depth_cap;
  gen_stmts (2 + (int) rnd ((unsigned) max_stmts), 0);
  /* Observe every variable.  */
  int nout = 0;
  for (int i = 0; i < nfvars && nout < 32; i++)
    if (fvars[i].observe)
      line ("g_out[%d] = %s;", nout++, fvars[i].name);
  for (int i = 0; i < nivars && nout < 32; i++)
    if (ivars[i].observe)
      line ("g_out[%d] = %s;", nout++, ivars[i].name);
  f->nout = nout;
  fexpr r = gen_f (f->rt, max_depth);
  line ("return %s;", r.s);
  printf ("}\n");
}

static void
print_prologue (uint64_t seed)
{
  printf ("/* Generated by fpgen %llu.  */\n", (unsigned long long) seed);
  printf ("%s",
	  "#ifdef FPGEN_TRAP\n"
	  "#define _GNU_SOURCE 1\n"
	  "#endif\n"
	  "#include <fenv.h>\n"
	  "#include <float.h>\n"
	  "#include <limits.h>\n"
	  "#include <math.h>\n"
	  "#include <stdio.h>\n"
	  "#include <string.h>\n"
	  "\n"
	  "#define NOIPA __attribute__ ((noipa))\n"
	  "#define UNUSED __attribute__ ((unused))\n"
	  "#define N(a) ((int) (sizeof (a) / sizeof (a)[0]))\n"
	  "\n"
	  "static long double g_out[32];\n"
	  "\n"
	  "/* Under -frounding-math, every call in every rounding mode.  */\n"
	  "#if defined __ROUNDING_MATH__ && !defined FPGEN_NEAREST_ONLY\n"
	  "static const int modes[] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD,\n"
	  "\t\t\t      FE_TOWARDZERO };\n"
	  "#define NMODES 4\n"
	  "#define SETMODE(m) fesetround (modes[m])\n"
	  "#else\n"
	  "#define NMODES 1\n"
	  "#define SETMODE(m) ((void) 0)\n"
	  "#endif\n");
}

/* Print the tables of inputs: one per float type and integer type.  */
static void
print_tables (uint64_t seed)
{
  reseed (seed, 0x7ab1e5);
  for (int t = 0; t < NFT; t++)
    {
      const char *p = ft_pfx[t], *l = ft_lit[t];
      printf ("\nUNUSED static const %s in_%s[] = {\n", ft_name[t],
	      ft_short[t]);
      printf ("#if !__FINITE_MATH_ONLY__\n");
      if (t == TF)
	printf ("  NAN, -NAN, INFINITY, -INFINITY,\n");
      else
	printf ("  (%s) NAN, -(%s) NAN, (%s) INFINITY, -(%s) INFINITY,\n",
		ft_name[t], ft_name[t], ft_name[t], ft_name[t]);
      printf ("#endif\n");
      printf ("  0.0%s, -0.0%s, %s_TRUE_MIN, -%s_TRUE_MIN, %s_MIN, -%s_MIN,\n"
	      "  %s_MAX, -%s_MAX, 1.0%s, -1.0%s, 0.5%s, 2.0%s, 3.0%s, -2.5%s,\n"
	      "  0.1%s, 1e10%s, 3.14159265358979323846%s,\n",
	      l, l, p, p, p, p, p, p, l, l, l, l, l, l, l, l, l);
      if (t == TF)
	printf ("  16777217.0f, -1e-40f, 1e30f,\n");
      else if (t == TD)
	printf ("  FLT_MAX, FLT_MIN, 9007199254740993.0, 1e300, -1e-310,\n");
      else
	printf ("  DBL_MAX, DBL_MIN, -DBL_TRUE_MIN, 18446744073709551617.0L,\n"
		"  1e4000L,\n");
      /* Random values.  */
      int bits = t == TF ? 23 : t == TD ? 52 : 63;
      int digits = (bits + 3) / 4;
      printf (" ");
      for (int i = 0; i < 5; i++)
	{
	  uint64_t m = next64 () & ((1ULL << bits) - 1);
	  m <<= digits * 4 - bits;
	  int ex = (int) rnd (41) - 20;
	  printf (" %s0x1.%0*llxp%+d%s,", chance (50) ? "-" : "", digits,
		  (unsigned long long) m, ex, l);
	}
      printf ("\n};\n");
    }
  static const char *const ivals[NIT] = {
    "0, 1, -1, 2, -2, 7, 100, -100, 127, -128, 126, -127",
    "0, 1, 2, 3, 7, 255, 256, 1000, 65535, 65534, 32768",
    "0, 1, -1, 2, 3, 7, -7, 1000, -1000, INT_MAX, INT_MIN, INT_MAX - 1,\n"
    "  INT_MIN + 1, 16777217, -16777217",
    "0, 1, 2, 3, 7, 1000, UINT_MAX, UINT_MAX - 1, 2147483648u, 16777217u",
    "0, 1, -1, 2, 3, 7, LLONG_MAX, LLONG_MIN, LLONG_MIN + 1,\n"
    "  9007199254740993LL, -9007199254740993LL, 1000000",
  };
  for (int t = 0; t < NIT; t++)
    {
      printf ("\nUNUSED static const %s in_%s[] = {\n  %s,\n ", it_name[t],
	      it_short[t], ivals[t]);
      for (int i = 0; i < 3; i++)
	{
	  long long v = (long long) (next64 () % 2001) - 1000;
	  if (t == IUS || t == IU)
	    v = (long long) (next64 () % 60000);
	  if (t == ISC)
	    v = (long long) (next64 () % 256) - 128;
	  printf (" %lld%s,", v, t == IU ? "u" : t == ILL ? "LL" : "");
	}
      printf ("\n};\n");
    }
}

static void
print_main (uint64_t seed, int first, int last)
{
  printf ("%s",
	  "\n/* Print V with %La; NaN as \"nan\"; under -fno-signed-zeros\n"
	  "   (-ffast-math) zeros without their sign.  */\n"
	  "UNUSED static void\n"
	  "pr (long double v)\n"
	  "{\n"
	  "  char buf[64];\n"
	  "  snprintf (buf, sizeof buf, \"%La\", v);\n"
	  "  if (strstr (buf, \"nan\"))\n"
	  "    strcpy (buf, \"nan\");\n"
	  "#if defined __NO_SIGNED_ZEROS__ || defined __FAST_MATH__\n"
	  "  else if (!strcmp (buf, \"-0x0p+0\"))\n"
	  "    strcpy (buf, \"0x0p+0\");\n"
	  "#endif\n"
	  "  printf (\" %s\", buf);\n"
	  "}\n"
	  "\n"
	  "int\n"
	  "main (void)\n"
	  "{\n"
	  "#ifdef FPGEN_TRAP\n"
	  "  feenableexcept (FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW);\n"
	  "#endif\n");
  printf ("  printf (\"fpgen seed %llu\\n\");\n", (unsigned long long) seed);
  for (int k = first; k <= last; k++)
    {
      struct func *f = &funcs[k];
      reseed (seed, 0xca11 + (uint64_t) k);
      if (!f->tame)
	printf ("#if !__FINITE_MATH_ONLY__ && !defined FPGEN_TRAP\n");
      printf ("  for (int m = 0; m < NMODES; m++)\n");
      printf ("  for (int i = 0; i < 40; i++)\n    {\n");
      printf ("      memset (g_out, 0, sizeof g_out);\n");
      printf ("      SETMODE (m);\n");
      printf ("      long double r = f%d (", k);
      for (int i = 0; i < f->nparams; i++)
	{
	  const char *tab = f->params[i].is_float
	    ? ft_short[f->params[i].t] : it_short[f->params[i].t];
	  static const int muls[] = { 1, 3, 5, 7, 11, 13 };
	  int mul = muls[rnd (6)];
	  int off = (int) rnd (16);
	  printf ("%sin_%s[(i * %d + %d) %% N (in_%s)]", i ? ", " : "", tab,
		  mul, off, tab);
	}
      printf (");\n");
      printf ("      SETMODE (0);\n");
      printf ("      printf (\"f%d %%d %%d:\", m, i);\n", k);
      printf ("      pr (r);\n");
      printf ("      for (int k = 0; k < %d; k++)\n        pr (g_out[k]);\n",
	      f->nout);
      printf ("      printf (\"\\n\");\n    }\n");
      if (!f->tame)
	printf ("#endif\n");
    }
  printf ("  return 0;\n}\n");
}

static void
usage (void)
{
  fprintf (stderr, "usage: fpgen SEED [-n NFUNCS] [-s MAXSTMTS] "
	   "[-d MAXDEPTH] [-f K]\n");
  exit (2);
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    usage ();
  char *end;
  uint64_t seed = strtoull (argv[1], &end, 0);
  if (*end || !argv[1][0])
    usage ();
  int nfuncs = -1, only = -1;
  for (int i = 2; i < argc; i++)
    {
      if (i + 1 >= argc)
	usage ();
      int v = atoi (argv[i + 1]);
      if (!strcmp (argv[i], "-n"))
	nfuncs = v;
      else if (!strcmp (argv[i], "-s"))
	max_stmts = v;
      else if (!strcmp (argv[i], "-d"))
	depth_cap = v;
      else if (!strcmp (argv[i], "-f"))
	only = v;
      else
	usage ();
      i++;
    }
  reseed (seed, 0);
  if (nfuncs < 0)
    nfuncs = 3 + (int) rnd (3);
  if (nfuncs < 1 || nfuncs > MAXFUNCS || max_stmts < 0 || only >= nfuncs)
    usage ();
  print_prologue (seed);
  int first = only >= 0 ? only : 0, last = only >= 0 ? only : nfuncs - 1;
  for (int k = first; k <= last; k++)
    gen_function (k, seed);
  print_tables (seed);
  print_main (seed, first, last);
  return 0;
}
