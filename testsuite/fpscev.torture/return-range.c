/* Return ranges used at the callers, over special inputs: the callees
   return NaN, infinities, signed zeros and bounded values; check mode
   verifies the ranges of the calls' results in the caller (those of the
   callees' returns), and the results are compared with an unoptimized
   copy of the caller, which does not use them.  */
#include <float.h>
#include <math.h>

/* Under -ffinite-math-only no value is NaN or infinite.  */
#if __FINITE_MATH_ONLY__
# define SPECIAL_INF DBL_MAX
# define SPECIAL_NAN 7.0
# define EXP_MAX 80.0
#else
# define SPECIAL_INF INFINITY
# define SPECIAL_NAN NAN
# define EXP_MAX 200.0
#endif

static __attribute__ ((noinline)) double
special (double x)
{
  if (x > 100.0)
    return SPECIAL_INF;
  if (x < -100.0)
    return -0.0;
  if (isnan (x))
    return SPECIAL_NAN;
  if (x == 0.0)
    return x;
  return exp (fmin (x, 1.0));
}

/* At most -0: -0 itself for both zeros, -inf, NaN.  */
static __attribute__ ((noinline)) double
non_positive (double x)
{
  return -fabs (fmin (x, 2.0));
}

static __attribute__ ((noinline)) float
narrowed (double x)
{
  return (float) exp (fmin (fmax (x, -200.0), EXP_MAX));
}

/* A sum through nested loops, returned.  */
static __attribute__ ((noinline)) double
nested_sum (double x, int n)
{
  double s = 0.0;
  x = fmin (fabs (x), 1.0);
  for (int i = 0; i < (n & 7); i++)
    for (int j = 0; j < i; j++)
      s += x;
  return s;
}

#define BODY(x, y)						\
  double r = 0.0;						\
  double s = special (x);					\
  if (isnan (s))						\
    r += 1.0;							\
  else if (s > 2.72)						\
    r += s < 1e300 ? 100.0 : 2.0;				\
  else if (s == 0.0)						\
    r += signbit (s) ? 3.0 : 4.0;				\
  else								\
    r += s;							\
  double c = non_positive (y);					\
  if (c > 0.0)							\
    r += 1000.0;						\
  else if (c == 0.0)						\
    r += signbit (c) ? 5.0 : 6.0;				\
  else								\
    r += c < -2.0 ? 7.0 : c;					\
  float e = narrowed (x);					\
  r += e > FLT_MAX ? 8.0 : e < 0.0f ? 2000.0 : e;		\
  double t = nested_sum (y, (int) fmin (fabs (x), 100.0));	\
  r += t > 21.0 ? 3000.0 : t;					\
  return r;

#include "differential.h"
