/* Refinement backward through conversions to integers (GCC 16 and later:
   C leaves the conversion of NaN and of out-of-range values undefined)
   and through floor and ceil, at special inputs: -0, +0, the smallest
   subnormals, the neighbours of -1/2 and of 0, the largest values whose
   conversion is defined, and NaN (undefined: only errno is checked).
   Each function tests its operand after the narrowing at the bounds the
   preimage must keep (its sign bit, zero, the test's threshold), so that
   a preimage one value too narrow folds a test wrongly; check mode (in
   the option sets) verifies the ranges.  errno must stay 0: no sqrt of a
   negative number.  */
#include <errno.h>
#include <float.h>
#include <math.h>

#ifdef __FAST_MATH__
/* Zeros have no sign, and square roots may be approximate.  */
# define SIGN(x) 0
# define SAME(a, b) (fabs ((a) - (b)) <= 1e-6 * fabs (b))
#else
# define SIGN(x) signbit (x)
# define SAME(a, b) ((a) == (b))
#endif

/* speexdsp's hypergeom_gain.  */
__attribute__ ((noipa)) float
gain (float x)
{
  int ind = (int) floor (2 * x);
  if (ind < 0)
    return -1.0f;
  if (ind > 19)
    return -2.0f;
  return (sqrtf (x + .0001f) + (SIGN (x) ? 1000.0f : 0.0f)
	  + (x <= 0.0f ? 100.0f : 0.0f) + (x >= 9.99f ? 10.0f : 0.0f));
}

__attribute__ ((noipa, optimize ("O0"))) float
gain_ref (float x)
{
  if (x < 0.0f)
    return -1.0f;
  if (x >= 10.0f)
    return -2.0f;
  return (sqrtf (x + .0001f) + (SIGN (x) ? 1000.0f : 0.0f)
	  + (x <= 0.0f ? 100.0f : 0.0f) + (x >= 9.99f ? 10.0f : 0.0f));
}

/* The two bounds as one unsigned test, on a truncation.  */
__attribute__ ((noipa)) double
bounded (double x)
{
  int ind = (int) x;
  if ((unsigned) ind > 100)
    return -1.0;
  return (sqrt (x + 1.0) + (x <= -0.5 ? 100.0 : 0.0)
	  + (x >= 101.0 ? 10.0 : 0.0) + (SIGN (x) ? 1000.0 : 0.0));
}

__attribute__ ((noipa, optimize ("O0"))) double
bounded_ref (double x)
{
  if (!(x > -1.0 && x < 101.0))
    return -1.0;
  return (sqrt (x + 1.0) + (x <= -0.5 ? 100.0 : 0.0)
	  + (x >= 101.0 ? 10.0 : 0.0) + (SIGN (x) ? 1000.0 : 0.0));
}

/* lceil under -ffast-math, a conversion of ceil otherwise.  */
__attribute__ ((noipa)) double
ceiling (double x)
{
  long ind = (long) ceil (x * 0.5);
  if (ind <= 0)
    return -1.0;
  return sqrt (x) + (x <= DBL_TRUE_MIN ? 10.0 : 0.0);
}

__attribute__ ((noipa, optimize ("O0"))) double
ceiling_ref (double x)
{
  /* DBL_TRUE_MIN * 0.5 rounds to 0 (as a double: the x87 evaluates the
     product wider).  */
  double half = x * 0.5;
  if (!(half > 0.0))
    return -1.0;
  return sqrt (x) + (x <= DBL_TRUE_MIN ? 10.0 : 0.0);
}

static const float finputs[] = {
  0.0f, -0.0f, FLT_TRUE_MIN, -FLT_TRUE_MIN, -0.5f, -0x1.fffffep-2f,
  -0x1.000002p-1f, 0x1p-1f, 9.99f, 0x1.3ffffep3f, 10.0f, 1e9f,
  0x1.fffffep29f, -1.0f
};

static const double dinputs[] = {
  0.0, -0.0, DBL_TRUE_MIN, -DBL_TRUE_MIN, -0.5, -0x1.fffffffffffffp-1,
  -1.0, 100.0, 0x1.93fffffffffffp6, 101.0, 2147483647.0, 2 * DBL_TRUE_MIN,
  -0x1.fffffffffffffp-2
};

#if __SIZEOF_LONG__ == 8
/* For the conversion to a 64-bit long only (with a 32-bit long, -m32,
   their conversion is undefined).  */
static const double linputs[] = { 0x1p62, 1e18, 0x1.fffffffffffffp63 };
#endif

#define CHECK(call, want)					\
  do								\
    {								\
      errno = 0;						\
      if (!SAME ((call), (want)) || errno != 0)			\
	__builtin_abort ();					\
    }								\
  while (0)

int
main (void)
{
  for (unsigned i = 0; i < sizeof finputs / sizeof finputs[0]; i++)
    CHECK (gain (finputs[i]), gain_ref (finputs[i]));
  for (unsigned i = 0; i < sizeof dinputs / sizeof dinputs[0]; i++)
    {
      CHECK (bounded (dinputs[i]), bounded_ref (dinputs[i]));
      CHECK (ceiling (dinputs[i]), ceiling_ref (dinputs[i]));
    }
#if __SIZEOF_LONG__ == 8
  for (unsigned i = 0; i < sizeof linputs / sizeof linputs[0]; i++)
    CHECK (ceiling (linputs[i]), ceiling_ref (linputs[i]));
#endif
#ifndef __FAST_MATH__
  /* Undefined conversions: whatever the result, no errno.  */
  errno = 0;
  gain (NAN);
  bounded (NAN);
  ceiling (NAN);
  if (errno != 0)
    __builtin_abort ();
#endif
  return 0;
}
