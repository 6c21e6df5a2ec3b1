/* The false edge of a comparison narrows its operands at GCC's default
   options, -ftrapping-math included: narrowing changes no trap.  The
   narrowed values go through log and exp, of which GCC knows no range,
   so that fpscev decides the tests on every GCC version.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

float
early_return (int i)
{
  float a = (float) (i & 511);
  if (a > 100.0f)
    return 0.0f;
  if (logf (a + 1.0f) > 4.7f)	/* { dg-message "condition is always false" } */
    dead ();
  return a;
}

double
else_branch (double x)
{
  if (x < 0.5)
    return 0.0;
  else if (!isnan (x) && exp (x) < 1.6)	/* { dg-message "condition is always false" } */
    dead ();
  return x;
}

double
nan_kept (double x)
{
  if (x > 1.0)
    return 0.0;
  /* x may be NaN here: nothing is decided.  */
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
  return x;
}

double
both_bounds (double x)
{
  if (!(x >= 2.0 && x <= 3.0))
    return 0.0;
  if (log (x) > 1.1)		/* { dg-message "condition is always false" } */
    dead ();
  return x;
}
