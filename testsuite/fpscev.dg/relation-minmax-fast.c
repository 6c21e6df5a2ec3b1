/* MIN_EXPR and MAX_EXPR, which GCC makes of fmin, fmax and `a < b ? a : b'
   where NaNs and signed zeros do not matter, decided by a relation as
   fmin and fmax are.  GCC 13 and later decide these by themselves first
   (dg-message-before 13).  */
/* { dg-options "-O2 -fno-ipa-icf -ffinite-math-only -fno-signed-zeros -fopt-info-optimized" } */
#include <math.h>

double
min_less (double x, double y)
{
  if (x < y)
    return fmin (x, y) * 3.0;	/* { dg-message-before 13 "minimum of ordered operands: x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
  return 1.0;
}

double
max_less_equal (double x, double y)
{
  /* x and y may be zeros: x <= y is not enough, as for fmax.  */
  if (x <= y)
    return fmax (x, y) * 3.0;	/* { dg-bogus "maximum" } */
  return 1.0;
}

double
max_greater (double x, double y)
{
  if (x > y)
    {
      double m = x > y ? x : y;	/* { dg-message-before 13 "maximum of ordered operands: x_\[0-9\]+\\(D\\) > y_\[0-9\]+\\(D\\) holds" } */
      return m * 3.0;
    }
  return 1.0;
}

/* GCC 16 itself folds max_less_equal's MAX_EXPR, as -fno-signed-zeros
   allows; GCC 12 keeps it.  */
/* { dg-final { if { [fpscev_gcc_major] < 13 } { scan-assembler-times "maxsd" 1 } } } */
/* { dg-final { scan-assembler-not "minsd" } } */
