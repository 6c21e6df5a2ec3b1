/* What fpscev records of the callees, used at their callers, over special
   inputs (pr120231-2.c): calls of functions that raise no exception,
   whose last uses are decided, and the bounds of the integers functions
   return, with which GCC decides the callers' integer tests.  Check mode
   verifies the float ranges; the results, and the exceptions the callees
   raise, are compared with an unoptimized copy of the caller, which uses
   no recorded fact.  -fno-math-errno makes the callees const, so that GCC
   deletes a call whose result is no longer used.  */
/* { dg-options "-fno-math-errno" } */
#include <fenv.h>
#include <math.h>

/* Under -ffast-math (-fno-trapping-math) GCC may delete any operation
   whose result is unused: the exceptions are not compared there.  GCC 13
   and later decide the caller's test of the result of divides themselves,
   from the range fpscev exports for it, and then delete the call (as in
   trap-signbit.c): not there either.  */
#if defined __FAST_MATH__ || __GNUC__ >= 13
# define RAISED(excepts) 0
#else
# define RAISED(excepts) (fetestexcept (excepts) != 0)
#endif

/* Raise nothing.  */
static __attribute__ ((noinline)) double
widen (signed char c)
{
  return c;
}

static __attribute__ ((noinline)) double
widen_long (long long v)
{
  return v;
}

/* Raises divide-by-zero for a finite nonzero X and a zero Y, invalid for
   0 / 0 and inf / inf.  */
static __attribute__ ((noinline)) double
divides (double x, double y)
{
  return exp (fmin (x / y, 1.0));
}

/* Integers in [-78, 98]: -78.5 truncates to -78.  */
static __attribute__ ((noinline)) signed char
narrow (double x)
{
  if (x >= -78.5 && x <= 98.25)
    return x;
  return 0;
}

/* [0, 231]: -0.75 truncates to 0.  */
static __attribute__ ((noinline)) unsigned char
narrow_unsigned (double x)
{
  if (x >= -0.75 && x <= 231.625)
    return x;
  return 31;
}

static __attribute__ ((noinline)) long long
wide (double x)
{
  if (x >= -3372587051122780362.75 && x <= 3955322825938799366.25)
    return x;
  return 0;
}

static __attribute__ ((noinline)) unsigned long long
wide_unsigned (double x)
{
  if (x >= 31.25 && x <= 16751991430751148048.125)
    return x;
  return 4700;
}

/* [-3, 0] (truncation toward zero), and -5.  */
static __attribute__ ((noinline)) int
truncated (double x)
{
  if (x > 150.0)
    return -5;
  return exp (fmin (x, 1.0)) - 3.5;
}

/* A finite X clamped to [-200, 200] (NaN: -200), for the conversions to
   integers.  */
static double
clamp (double x)
{
  return fmin (fmax (x, -200.0), 200.0);
}

#define BODY(x, y)							\
  double r = 0.0;							\
  signed char c = (signed char) (int) clamp (x);			\
  double w = widen (c);							\
  if (w < -128.0 || w > 127.0)						\
    r += 1000.0;							\
  double v = widen_long ((long long) (clamp (y) * 4.5e16));		\
  if (v < -0x1p63 || v > 0x1p63)					\
    r += 2000.0;							\
  feclearexcept (FE_ALL_EXCEPT);					\
  double d = divides (x, y);						\
  if (d > 2.72)								\
    r += 3000.0;							\
  r += RAISED (FE_DIVBYZERO) ? 0.125 : 0.0;				\
  r += RAISED (FE_INVALID) ? 0.25 : 0.0;				\
  /* The bounds themselves: -100 * 0.785 is -78.5, 100 * 0.9825 is	\
     98.25, -1 * 0.75 is -0.75, 100 * 2.31625 is 231.625.  */		\
  signed char a = narrow (x * 0.785);					\
  if (a < -78 || a > 98)						\
    r += 4000.0;							\
  else									\
    r += a == -78 ? 0.5 : a;						\
  a = narrow (x * 0.9825);						\
  r += a == 98 ? 0.5 : a;						\
  unsigned char b = narrow_unsigned (x * 0.75);				\
  if (b > 231)								\
    r += 5000.0;							\
  else									\
    r += b == 0 ? 0.5 : b;						\
  b = narrow_unsigned (x * 2.31625);					\
  r += b == 231 ? 0.5 : b;						\
  long long l = wide (x * 3.4e16);					\
  if (l < -3372587051122780160LL || l > 3955322825938799616LL)		\
    r += 6000.0;							\
  else									\
    r += (double) (l % 1000);						\
  unsigned long long u = wide_unsigned (x * 1.6e17);			\
  if (u < 31 || u > 16751991430751148032ULL)				\
    r += 7000.0;							\
  else									\
    r += (double) (u % 1000);						\
  /* -3 for y = -inf (exp (-inf) - 3.5), 0 for y = 1.  */		\
  int t = truncated (y);						\
  if (t < -5 || t > 0)							\
    r += 8000.0;							\
  else									\
    r += t == -3 ? 0.5 : t == 0 ? 0.25 : t;				\
  return r;

#include "differential.h"
