/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-libm-errors.c -- the libm error table (core/frange-libm-table.c)
   against this machine's libm: each function of the table, in float,
   double, long double and _Float128, on random inputs, inputs near binade
   edges and near the functions' poles and limits, in the four rounding
   modes (fesetround).  MPFR gives the exact value f; a result y must lie
   within K ulps of f rounded in the current mode, K the table's figure
   (fr_libm_table_ulps: round-to-nearest's, or the worst mode's), and
   between f rounded down and up where K is 0 (faithful).  The exact
   cases the range code relies on (exp (0) = 1, log (1) = +0, exp2 of
   integers, pow (x, 0) = pow (1, y) = 1, odd functions at +-0) must hold
   exactly, sign of zero included.  */

#include <fenv.h>
#include <float.h>
#include "frange-test.h"

/* The table of the libm this test runs with, chosen as configure and the
   plugin choose it: glibc's of the architecture from glibc 2.35 on, the
   conservative one otherwise.  */
#if !defined __GLIBC__ || __GLIBC__ < 2 \
    || (__GLIBC__ == 2 && __GLIBC_MINOR__ < 35)
# define LIBM_TABLE FR_LIBM_CONSERVATIVE
#elif defined __i386__
# define LIBM_TABLE FR_LIBM_GLIBC_I386
#elif defined __x86_64__
# define LIBM_TABLE FR_LIBM_GLIBC_X86_64
#else
# define LIBM_TABLE FR_LIBM_CONSERVATIVE
#endif

enum fmt_index { F_FLOAT, F_DOUBLE, F_LDOUBLE, F_FLOAT128, F_COUNT };
static const fr_format *const formats[F_COUNT] = {
  &fr_binary32, &fr_binary64, &fr_x87_extended, &fr_binary128
};
static const char *const format_names[F_COUNT] = {
  "float", "double", "long double", "_Float128"
};
static const int modes[4] = { FE_TONEAREST, FE_DOWNWARD, FE_TOWARDZERO,
			      FE_UPWARD };
static const mpfr_rnd_t mpfr_modes[4] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDZ,
					  MPFR_RNDU };
static const char *const mode_names[4] = { "nearest", "downward",
					   "towardzero", "upward" };

/* _Float128 to and from MPFR, through three doubles (53 * 3 > 113 bits)
   of the value scaled into [1, 2).  */

static void
set_f128 (mpfr_ptr r, _Float128 x)
{
  mpfr_t t;
  int e, i;

  if (x == 0 || __builtin_isinf (x) || __builtin_isnan (x))
    {
      mpfr_set_d (r, (double) x, MPFR_RNDN);
      return;
    }
  e = ilogbf128 (x);
  x = scalbnf128 (x, -e);
  mpfr_init2 (t, 53);
  mpfr_set_zero (r, 1);
  for (i = 0; i < 3; i++)
    {
      double d = (double) x;
      mpfr_set_d (t, d, MPFR_RNDN);
      mpfr_add (r, r, t, MPFR_RNDN);
      x -= d;
    }
  mpfr_mul_2si (r, r, e, MPFR_RNDN);
  mpfr_clear (t);
}

static _Float128
get_f128 (mpfr_srcptr x)
{
  mpfr_t t;
  _Float128 r = 0;
  mpfr_exp_t e;
  int i;

  if (!mpfr_regular_p (x))
    return (_Float128) mpfr_get_d (x, MPFR_RNDN);
  e = mpfr_get_exp (x);
  mpfr_init2 (t, mpfr_get_prec (x));
  mpfr_mul_2si (t, x, -e, MPFR_RNDN);
  for (i = 0; i < 3; i++)
    {
      double d = mpfr_get_d (t, MPFR_RNDN);
      r += d;
      mpfr_sub_d (t, t, d, MPFR_RNDN);
    }
  mpfr_clear (t);
  return scalbnf128 (r, (int) e);
}

/* glibc's functions of each row of frange-libm.def, per format: unary
   (1) or binary (2), the other NULL.  */
struct libm_fns
{
  float (*f1) (float);
  double (*d1) (double);
  long double (*l1) (long double);
  _Float128 (*q1) (_Float128);
  float (*f2) (float, float);
  double (*d2) (double, double);
  long double (*l2) (long double, long double);
  _Float128 (*q2) (_Float128, _Float128);
  /* MPFR's.  */
  int (*mpfr1) (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
  int (*mpfr2) (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
};

#define ARITY_1(F1, F2) F1
#define ARITY_2(F1, F2) F2
#define DEF_FR_LIBM(ID, NAME, ARGS, ...)				\
  [FR_##ID] = { ARITY_##ARGS (NAME##f, NULL), ARITY_##ARGS (NAME, NULL),	\
		ARITY_##ARGS (NAME##l, NULL), ARITY_##ARGS (NAME##f128, NULL), \
		ARITY_##ARGS (NULL, NAME##f), ARITY_##ARGS (NULL, NAME),	\
		ARITY_##ARGS (NULL, NAME##l), ARITY_##ARGS (NULL, NAME##f128), \
		ARITY_##ARGS (mpfr_##NAME, NULL),				\
		ARITY_##ARGS (NULL, mpfr_##NAME) },
static const struct libm_fns libm_fns[FR_LIBM_COUNT] = {
#include "frange-libm.def"
};
#undef DEF_FR_LIBM

/* Call function FN of the table in format F on X (and Y) into R, all
   MPFR values of F's precision.  */

static void
call_libm (mpfr_ptr r, enum fr_libm fn, int f, mpfr_srcptr x, mpfr_srcptr y)
{
  const struct libm_fns *p = &libm_fns[fn];
  bool unary = fr_libm_args (fn) == 1;

#define GET_F(v) mpfr_get_flt (v, MPFR_RNDN)
#define GET_D(v) mpfr_get_d (v, MPFR_RNDN)
#define GET_LD(v) mpfr_get_ld (v, MPFR_RNDN)
  switch (f)
    {
    case F_FLOAT:
      mpfr_set_flt (r, unary ? p->f1 (GET_F (x)) : p->f2 (GET_F (x),
							    GET_F (y)),
		    MPFR_RNDN);
      break;
    case F_DOUBLE:
      mpfr_set_d (r, unary ? p->d1 (GET_D (x)) : p->d2 (GET_D (x),
							  GET_D (y)),
		  MPFR_RNDN);
      break;
    case F_LDOUBLE:
      mpfr_set_ld (r, unary ? p->l1 (GET_LD (x)) : p->l2 (GET_LD (x),
							    GET_LD (y)),
		   MPFR_RNDN);
      break;
    default:
      set_f128 (r, unary ? p->q1 (get_f128 (x)) : p->q2 (get_f128 (x),
							  get_f128 (y)));
      break;
    }
}

/* Round X (exact, high precision) into format FMT with RND into R, of
   FMT's precision, subnormals included; overflow gives an infinity or
   the largest number as RND says.  */

static void
round_to (mpfr_ptr r, mpfr_srcptr x, const fr_format *fmt, mpfr_rnd_t rnd)
{
  mpfr_exp_t emin = mpfr_get_emin (), emax = mpfr_get_emax ();
  int t;

  mpfr_set_emin (fmt->emin - fmt->prec + 1);
  mpfr_set_emax (fmt->emax);
  t = mpfr_set (r, x, rnd);
  t = mpfr_check_range (r, t, rnd);
  mpfr_subnormalize (r, t, rnd);
  mpfr_set_emin (emin);
  mpfr_set_emax (emax);
}

/* The ulp of the number X of FMT, glibc's way: that of X's binade, the
   subnormals' spacing below; the largest number's for infinities.  */

static void
glibc_ulp (mpfr_ptr u, mpfr_srcptr x, const fr_format *fmt)
{
  mpfr_exp_t e = mpfr_regular_p (x) ? mpfr_get_exp (x) : fmt->emin;

  if (mpfr_inf_p (x))
    e = fmt->emax;
  if (e < fmt->emin)
    e = fmt->emin;
  mpfr_set_ui_2exp (u, 1, e - fmt->prec, MPFR_RNDN);
}

/* Whether Y, FN's result in mode M on an operand whose exact result is F
   (NaN: none), keeps the table's claim K.  */

static bool
claim_holds (mpfr_srcptr y, mpfr_srcptr f, int k, int m,
	     const fr_format *fmt)
{
  mpfr_t c, d, u, lo, hi;
  bool ok;

  if (mpfr_nan_p (f) || mpfr_nan_p (y))
    return mpfr_nan_p (f) && mpfr_nan_p (y);
  mpfr_inits2 (fmt->prec, c, lo, hi, (mpfr_ptr) 0);
  mpfr_inits2 (fmt->prec + 8, d, u, (mpfr_ptr) 0);
  if (k == 0)
    {
      /* Faithful: between f rounded down and up.  */
      round_to (lo, f, fmt, MPFR_RNDD);
      round_to (hi, f, fmt, MPFR_RNDU);
      ok = mpfr_lessequal_p (lo, y) && mpfr_lessequal_p (y, hi);
    }
  else
    {
      round_to (c, f, fmt, mpfr_modes[m]);
      if (mpfr_inf_p (c) && mpfr_inf_p (y))
	ok = mpfr_equal_p (c, y);
      else
	{
	  /* An infinity counts as 2^EMAX, one ulp above the largest.  */
	  if (mpfr_inf_p (c))
	    mpfr_set_si_2exp (c, mpfr_sgn (c), fmt->emax, MPFR_RNDN);
	  mpfr_set (d, y, MPFR_RNDN);
	  if (mpfr_inf_p (d))
	    mpfr_set_si_2exp (d, mpfr_sgn (d), fmt->emax, MPFR_RNDN);
	  glibc_ulp (u, c, fmt);
	  mpfr_sub (d, d, c, MPFR_RNDN);
	  mpfr_abs (d, d, MPFR_RNDN);
	  mpfr_div (d, d, u, MPFR_RNDU);
	  ok = mpfr_cmp_si (d, k) <= 0;
	}
    }
  /* A result has the sign of the exact value.  */
  if (ok && !mpfr_zero_p (f) && mpfr_regular_p (y))
    ok = mpfr_sgn (y) == mpfr_sgn (f);
  mpfr_clears (c, d, u, lo, hi, (mpfr_ptr) 0);
  return ok;
}

/* The exact value of FN at X (and Y) into F (of high precision).  */

static void
exact_value (mpfr_ptr f, enum fr_libm fn, mpfr_srcptr x, mpfr_srcptr y)
{
  if (fr_libm_args (fn) == 1)
    libm_fns[fn].mpfr1 (f, x, MPFR_RNDN);
  else
    libm_fns[fn].mpfr2 (f, x, y, MPFR_RNDN);
}

/* A test operand of FN in format FMT into X (of FMT's precision): the
   I-th of a mix of random numbers in FN's interesting range, powers of
   two and their neighbours, and points near FN's limits.  */

static void
test_operand (mpfr_ptr x, enum fr_libm fn, const fr_format *fmt, unsigned i)
{
  long e;
  unsigned kind = i % 4;
  uint64_t r = next_random ();

  if (kind == 0)
    {
      /* A power of two, or one of its neighbours.  */
      e = (long) (r % 64) - 32;
      mpfr_set_si_2exp (x, 1, e, MPFR_RNDN);
      if ((r >> 8) % 3 == 1)
	mpfr_nextabove (x);
      else if ((r >> 8) % 3 == 2)
	mpfr_nextbelow (x);
    }
  else if (kind == 1)
    {
      /* Uniform in [-16, 16] with all bits random.  */
      mpfr_set_d (x, ((double) (r >> 11) / 9007199254740992.0) * 32 - 16,
		  MPFR_RNDN);
    }
  else if (kind == 2)
    {
      /* Any magnitude the function's result keeps in range.  */
      long top = fn <= FR_EXPM1 || fn == FR_TANH || fn == FR_POW ? 14 : 60;
      e = (long) (r % (2 * top)) - top;
      mpfr_set_d (x, (double) (r >> 11) / 9007199254740992.0 + 0.5,
		  MPFR_RNDN);
      mpfr_mul_2si (x, x, e, MPFR_RNDN);
      if ((r >> 9) & 1)
	mpfr_neg (x, x, MPFR_RNDN);
    }
  else
    {
      /* Near the limits: overflow and underflow of exp, 1 and 0 for
	 logarithms, -1 for log1p, multiples of pi/2 for trigonometry.  */
      static const double near[] = { 88.72, 709.78, 11356.5, -103.97,
				     -745.13, -11399.5, 1.0, 0.0, -1.0,
				     1.5707963267948966, 3.141592653589793,
				     4.71238898038469, 1e22, 1e300 };
      mpfr_set_d (x, near[r % (sizeof near / sizeof near[0])], MPFR_RNDN);
      mpfr_prec_round (x, fmt->prec, MPFR_RNDN);
      for (e = (long) ((r >> 8) % 6); e > 0; e--)
	if ((r >> 12) & 1)
	  mpfr_nextabove (x);
	else
	  mpfr_nextbelow (x);
    }
  round_to (x, x, fmt, MPFR_RNDN);
  if (fn == FR_POW && mpfr_sgn (x) < 0 && ((r >> 20) & 3) != 0)
    mpfr_neg (x, x, MPFR_RNDN);
}

/* Test function FN in format F on N operands in each rounding mode.  */

static void
test_function (enum fr_libm fn, int f, unsigned n)
{
  const fr_format *fmt = formats[f];
  mpfr_t x, y, r, e;
  unsigned i, bad = 0;
  int m;
  char buf[160];

  mpfr_inits2 (fmt->prec, x, y, r, (mpfr_ptr) 0);
  mpfr_init2 (e, fmt->prec + 64);
  for (m = 0; m < 4; m++)
    {
      int k = fr_libm_table_ulps (fn, fmt, m != 0, LIBM_TABLE);
      for (i = 0; i < n; i++)
	{
	  test_operand (x, fn, fmt, i);
	  test_operand (y, fn, fmt, i + 1);
	  if (fn == FR_POW && (i & 1))
	    {
	      /* Integer exponents, as programs often use.  */
	      mpfr_set_si (y, (long) (next_random () % 41) - 20, MPFR_RNDN);
	      mpfr_abs (x, x, MPFR_RNDN);
	    }
	  fesetround (modes[m]);
	  call_libm (r, fn, f, x, y);
	  fesetround (FE_TONEAREST);
	  exact_value (e, fn, x, y);
	  if (!claim_holds (r, e, k, m, fmt))
	    {
	      if (++bad <= 2)
		{
		  mpfr_snprintf (buf, sizeof buf, "%s (%.40Rg, %.20Rg) = "
				 "%.40Rg, exact %.40Rg",
				 fr_libm_name (fn), x, y, r, e);
		  note ("%s %s %s (claim %d): %s", format_names[f],
			fr_libm_name (fn), mode_names[m], k, buf);
		}
	    }
	}
    }
  mpfr_clears (x, y, r, e, (mpfr_ptr) 0);
  snprintf (buf, sizeof buf, "%s %s within the table's error in every "
	    "mode (%u operands)", format_names[f], fr_libm_name (fn), 4 * n);
  report (bad == 0, buf);
}

/* The exact cases, in format F: FN at X gives exactly WANT (sign of zero
   included) in every mode.  */

static bool
exact_case (enum fr_libm fn, int f, double x, double y, double want)
{
  mpfr_t a, b, r;
  bool ok = true;
  int m;

  mpfr_inits2 (formats[f]->prec, a, b, r, (mpfr_ptr) 0);
  mpfr_set_d (a, x, MPFR_RNDN);
  mpfr_set_d (b, y, MPFR_RNDN);
  for (m = 0; m < 4; m++)
    {
      fesetround (modes[m]);
      call_libm (r, fn, f, a, b);
      fesetround (FE_TONEAREST);
      if (mpfr_get_d (r, MPFR_RNDN) != want
	  || !mpfr_signbit (r) != !signbit (want))
	{
	  ok = false;
	  note ("%s %s (%g, %g) in mode %s is %.20g, not %g", format_names[f],
		fr_libm_name (fn), x, y, mode_names[m],
		mpfr_get_d (r, MPFR_RNDN), want);
	}
    }
  mpfr_clears (a, b, r, (mpfr_ptr) 0);
  return ok;
}

/* Where each function of frange-libm.def is exact (its EXACT column).  */
enum exact { EXACT_NONE, EXACT_AT_ZERO, EXACT_AT_ONE, EXACT_AT_INTEGERS };
#define DEF_FR_LIBM(ID, NAME, ARGS, SHAPE, LOWER, UPPER, POLE, INVERSE,	\
		    EXACT, ...)						\
  [FR_##ID] = EXACT,
static const enum exact exact_at[FR_LIBM_COUNT] = {
#include "frange-libm.def"
};
#undef DEF_FR_LIBM

/* The exact cases of the unary function FN in format F: at +-0 its exact
   value there (1 or the zero), at 1 +0, at the integers of the normal
   range (those of double's) their powers of two.  */

static bool
unary_exact_cases (enum fr_libm fn, int f)
{
  const fr_format *fmt = formats[f];
  bool ok = true;
  mpfr_t z;
  long n;
  int sign;

  mpfr_init2 (z, 53);
  for (sign = 0; sign < 2 && exact_at[fn] != EXACT_NONE
		 && exact_at[fn] != EXACT_AT_ONE; sign++)
    {
      mpfr_set_zero (z, sign ? -1 : 1);
      libm_fns[fn].mpfr1 (z, z, MPFR_RNDN);
      ok &= exact_case (fn, f, sign ? -0.0 : 0.0, 0,
			mpfr_get_d (z, MPFR_RNDN));
    }
  mpfr_clear (z);
  if (exact_at[fn] == EXACT_AT_ONE)
    ok &= exact_case (fn, f, 1.0, 0, 0.0);
  for (n = fmt->emin - 1; n <= fmt->emax - 1; n++)
    if (exact_at[fn] == EXACT_AT_INTEGERS && n >= DBL_MIN_EXP - 1
	&& n < DBL_MAX_EXP)
      ok &= exact_case (fn, f, (double) n, 0, ldexp (1.0, (int) n));
  return ok;
}

static void
test_exact_cases (int f)
{
  bool ok = true;
  unsigned i;
  int fn;
  char buf[100];

  for (fn = 0; fn < FR_LIBM_COUNT; fn++)
    if (fr_libm_args ((enum fr_libm) fn) == 1)
      ok &= unary_exact_cases ((enum fr_libm) fn, f);
  for (i = 0; i < 200; i++)
    {
      double x = (double) (int64_t) next_random () / 1e15;
      ok &= exact_case (FR_POW, f, x, 0.0, 1.0);
      ok &= exact_case (FR_POW, f, x, -0.0, 1.0);
      ok &= exact_case (FR_POW, f, 1.0, x, 1.0);
    }
  snprintf (buf, sizeof buf, "%s exact cases in every mode",
	    format_names[f]);
  report (ok, buf);
}

int
main (void)
{
  int f, fn;

  for (f = 0; f < F_COUNT; f++)
    {
      for (fn = 0; fn < FR_LIBM_COUNT; fn++)
	test_function ((enum fr_libm) fn, f, f == F_FLOAT128 ? 500 : 1500);
      test_exact_cases (f);
    }
  return failures != 0;
}
