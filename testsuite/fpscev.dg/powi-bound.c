/* Issue 15: pow (x, y) with y integer-valued becomes __builtin_powi under
   -funsafe-math-optimizations only while powi's error (below |y| + 1 ulps:
   one rounding per factor) stays within the error fpscev's range of pow
   allows (256 ulps with the built-in table under these options): |y| <=
   255.  powi-bound-default.c: nothing at default options.  */
/* { dg-options "-O2 -ffast-math -fopt-info-optimized" } */
#include <math.h>

double
small_exponent (double x, int i)
{
  if (i < -200 || i > 200)
    return 0.0;
  return pow (x, (double) i);	/* { dg-message "pow with a small integer exponent is powi: _\[0-9\]+ in \\\[-200, 200\\\] int" } */
}

double
bound_exponent (double x, int i)
{
  if (i < -255 || i > 255)
    return 0.0;
  return pow (x, (double) i);	/* { dg-message "is powi" } */
}

double
large_exponent (double x, int i)
{
  if (i < 0 || i > 1000)
    return 0.0;
  return pow (x, (double) i);	/* { dg-bogus "powi" } */
}

double
past_bound_exponent (double x, int i)
{
  if (i < 0 || i > 256)
    return 0.0;
  return pow (x, (double) i);	/* { dg-bogus "powi" } */
}
