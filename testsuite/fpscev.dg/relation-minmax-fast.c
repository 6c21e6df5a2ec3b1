/* MIN_EXPR and MAX_EXPR, which GCC makes of fmin, fmax and `a < b ? a : b'
   where NaNs and signed zeros do not matter, decided by a relation as
   fmin and fmax are: x <= y is enough, since the signs of equal zeros do
   not matter either.  GCC 13 and later decide these by themselves first
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
  /* x and y may be zeros, but -fno-signed-zeros makes their signs not
     matter: x <= y is enough (GCC 13 and later decide it too).  */
  if (x <= y)
    return fmax (x, y) * 3.0;	/* { dg-message-before 13 "maximum of ordered operands: x_\[0-9\]+\\(D\\) <= y_\[0-9\]+\\(D\\) holds" } */
  return 1.0;
}

float
max_select_less_equal (float a, float b)
{
  /* GCC's own vrp test of MAX_EXPR by a dominating relation.  */
  if (a <= b)
    return a < b ? b : a;	/* { dg-message-before 13 "maximum of ordered operands: a_\[0-9\]+\\(D\\) <= b_\[0-9\]+\\(D\\) holds" } */
  return 0.0f;
}

float
min_select_greater_equal (float a, float b)
{
  if (b >= a)
    return a > b ? b : a;	/* { dg-message-before 13 "minimum of ordered operands: (a_\[0-9\]+\\(D\\) <=|b_\[0-9\]+\\(D\\) >=) \[ab\]_\[0-9\]+\\(D\\) holds" } */
  return 0.0f;
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

/* { dg-final { scan-assembler-not "maxs\[sd\]" } } */
/* { dg-final { scan-assembler-not "mins\[sd\]" } } */
