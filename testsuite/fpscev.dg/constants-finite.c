/* Under -ffinite-math-only no value becomes a constant: a range may be
   one number only because the assumption removed the infinities and NaNs
   the program computes all the same (here fmax of exp (x), which may be
   +inf, and the largest double).  The maximum and the minimum themselves
   are decided under the assumption, as any comparison is.  */
/* { dg-options "-O2 -ffinite-math-only -fopt-info-optimized" } */
#include <float.h>
#include <math.h>

double
largest_by_assumption (double x, double y)
{
  double m = fmax (exp (x), DBL_MAX);	/* { dg-message-before 13 "maximum of ordered operands" } */
  /* { dg-bogus "value is the constant" "" { target *-*-* } 13 } */
  return atan2 (m, y);
}

/* The rule is simple: even a number the assumption plays no part in
   stays.  */
double
clamped (double x, double y)
{
  double c = fmin (exp (x), -1.0);	/* { dg-message-before 13 "minimum of ordered operands" } */
  /* { dg-bogus "value is the constant" "" { target *-*-* } 23 } */
  return atan2 (c, y);
}
