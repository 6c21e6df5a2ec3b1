/* NaN signs in the ranges: negation flips the sign of a NaN, fabs clears
   it, copysign takes the sign operand's (a NaN's too), conversions keep
   it, NaN constants have theirs; arithmetic gives NaNs of either sign
   ("nan"), which no fold may depend on.  The operands go through atan,
   tanh and log, whose NaNs GCC gives no sign.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */
#include <math.h>

double
abs_atan (double x)
{
  return fabs (atan (x));
}
/* { dg-final { scan-fpscev-dump "^_\[0-9\]+ = \\\[0, 1.570796\[0-9\]*\\\] \\+nan$" } } */

double
neg_abs_atan (double x)
{
  return -fabs (atan (x));
}
/* { dg-final { scan-fpscev-dump "^_\[0-9\]+ = \\\[-1.570796\[0-9\]*, -0\\\] -nan$" } } */

static __attribute__ ((noinline)) double
neg_abs_log (double x)
{
  return -fabs (log (x));
}

static __attribute__ ((noinline)) double
neg_abs_atan_of (double x)
{
  return -fabs (atan (x));
}

/* The conversion of the call's result keeps the sign of its NaN.  */
float
narrowed (double x)
{
  return neg_abs_atan_of (x);
}
/* { dg-final { scan-fpscev-dump "^_\[0-9\]+ = \\\[-1.5707\[0-9\]\{1,4\}, -0\\\] -nan$" } } */

/* copysign with a negative sign operand, NaN included.  */
double
copysign_negative (double x, double y)
{
  return copysign (atan (x) * 0.5, neg_abs_log (y));
}
/* { dg-final { scan-fpscev-dump "returns \\\[-0.785398\[0-9\]*, -0\\\] -nan$" } } */

/* -__builtin_nan is a negative NaN, __builtin_nan a positive one.  */
double
nan_constants (double x, int c)
{
  return c ? -__builtin_nan ("") : -fabs (tanh (x));
}
/* { dg-final { scan-fpscev-dump "returns \\\[-1, -0\\\] -nan$" } } */

double
nan_either (double x, int c)
{
  return c ? __builtin_nan ("") : -fabs (tanh (x));
}
/* { dg-final { scan-fpscev-dump "returns \\\[-1, -0\\\] nan$" } } */

/* A product's NaN has either sign, even of a positive NaN operand.  */
double
product (double x)
{
  return fabs (atan (x)) * 2.0;
}
/* { dg-final { scan-fpscev-dump "^_\[0-9\]+ = \\\[0, 3.14159\[0-9\]*\\\] nan$" } } */

/* GCC drops fabs (and copysign by a nonnegative sign) of a value it takes
   to be nonnegative, a test blind to the signs of zeros and NaNs: the
   fabs of fmod's result (the NaN of y, of either sign) and of fmin and
   fmax of +0 (-0 from fmax (-0, +0)) keep them.  */
double
abs_of_fmod (double x, double y)
{
  if (x >= 1e300)
    return fabs (fmod (x, y)) * 0.5;
  return 1.0;
}
/* { dg-final { scan-fpscev-dump-times "^_\[0-9\]+ = \\\[0, 1.797\[0-9\]*e\\+308\\\] nan$" 2 } } */

double
abs_of_fmax (double p, double x)
{
  p = fmin (fmax (p, 0.0), 1e30);
  return x / (fabs (fmin (fmax (p, -5e29), 5e29)) + 0.5);
}
/* { dg-final { scan-fpscev-dump-not "^_\[0-9\]+ = \\\[0, 5e\\+29\\\]$" } } */

/* A sign GCC 13 and later may find nonnegative from the ranges.  */
double
copysign_of_fmax (double p, double x, double y)
{
  if (!(y >= 0))
    return 0;
  p = fmin (fmax (p, 0.0), 1e30);
  return x / (copysign (fmin (p, 4e29), sqrt (y) + 1.0) + 0.5);
}
/* { dg-final { scan-fpscev-dump-not "^_\[0-9\]+ = \\\[0, 4e\\+29\\\]$" } } */
