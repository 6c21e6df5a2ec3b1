/* The ranges of the values functions return, used at their callers in
   the same translation unit: GCC compiles the callees first.  The values
   go through exp, of which GCC knows no upper bound, so that fpscev
   decides the tests on every GCC version.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

/* fmin (NaN, 1) is 1: no NaN.  */
static __attribute__ ((noinline)) double
bounded_exp (double x)
{
  return exp (fmin (x, 1.0));
}

void
use_bounded_exp (double x)
{
  if (bounded_exp (x) > 2.72)	/* { dg-message-before 14 "condition is always false: _\[0-9\]+ in \\\[0, 2.71828182845904\[0-9\]*\\\]" } */
    dead ();
}
/* { dg-final { scan-fpscev-dump "^_\[0-9\]+ = \\\[0, 2.71828182845904\[0-9\]*\\\]$" } } */

/* Several returns: the join of their ranges.  */
static __attribute__ ((noinline)) double
clamped_exp (double x)
{
  if (!(x >= 0.0))
    return 1.0;
  if (x > 1.0)
    return exp (1.0);
  return exp (x);
}

void
use_clamped_exp (double x)
{
  double e = clamped_exp (x);
  if (e < 1.0 || e > 2.72)	/* { dg-message-before 14 "condition is always false" } */
    dead ();
}

/* NaN, infinities and -0 returned are kept.  */
static __attribute__ ((noinline)) double
special (double x)
{
  if (x > 100.0)
    return INFINITY;
  if (x < -100.0)
    return -0.0;
  if (isnan (x))
    return NAN;
  return exp (fmin (x, 1.0));	/* { dg-message "fmin of numbers is a minimum" } */
}

void
use_special (double x)
{
  double s = special (x);
  if (isnan (s))		/* { dg-bogus "always" } */
    dead ();
  if (isinf (s))		/* { dg-bogus "always" } */
    dead ();
  if (s == 0.0)			/* { dg-bogus "always" } */
    dead ();
  /* Above 2.72 only +inf.  */
  if (s > 2.72)
    if (s < 1e300)		/* { dg-message-before 14 "condition is always false" } */
      dead ();
}

/* A non-static function that GCC does not inline: available, as the
   translation unit is not compiled with -fPIC.  */
__attribute__ ((noinline)) double
public_exp (double x)
{
  return exp (fmin (x, 0.0)) + 1.0;
}

void
use_public (double x)
{
  if (public_exp (x) > 2.5)	/* { dg-message-before 14 "condition is always false" } */
    dead ();
}

/* A weak definition may be replaced at link time.  */
__attribute__ ((noinline, weak)) double
weak_exp (double x)
{
  return exp (fmin (x, 1.0));
}

void
use_weak (double x)
{
  if (weak_exp (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
}

/* noipa: GCC's word that nothing of the body is used at the calls.  */
static __attribute__ ((noipa)) double
noipa_exp (double x)
{
  return exp (fmin (x, 1.0));
}

void
use_noipa (double x)
{
  if (noipa_exp (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
}

/* Other float options: the callee's range holds under its own, which
   may assume what the caller's do not.  */
static __attribute__ ((noinline, optimize ("finite-math-only"))) double
finite_exp (double x)
{
  return exp (fmin (x, 1.0));
}

void
use_finite (double x)
{
  if (finite_exp (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
}

/* A constant argument: GCC's IPA-CP specializes the callee (a clone of
   its own, or the function itself), whose range is that of the
   specialized body.  */
static __attribute__ ((noinline)) double
scaled_exp (double x, double k)
{
  return exp (fmin (x, 0.0)) * k;
}

void
use_scaled (double x)
{
  if (scaled_exp (x, 2.0) > 2.5)	/* { dg-message-before 14 "condition is always false" } */
    dead ();
  if (scaled_exp (x + 1.0, 2.0) > 2.5)	/* { dg-message-before 14 "condition is always false" } */
    dead ();
}
