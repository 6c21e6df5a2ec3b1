/* fmin and fmax decided by a relation: where x < y holds (so neither is
   NaN), fmin (x, y) is x and fmax (x, y) is y.  x <= y is enough only
   where the ranges exclude a pair of -0 and +0, which compare equal and of
   which fmin and fmax may return either; a false edge leaves NaN
   possible.  At GCC's default options; no GCC up to 16 does this by
   itself.  */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-optimized" } */
#include <math.h>

double
min_less (double x, double y)
{
  if (x < y)
    return fmin (x, y) * 3.0;	/* { dg-message "fmin of ordered operands: x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
  return 1.0;
}

double
max_less (double x, double y)
{
  if (x < y)
    return fmax (x, y) * 3.0;	/* { dg-message "fmax of ordered operands: x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
  return 1.0;
}

double
min_greater (double x, double y)
{
  /* GCC may exchange fmin's operands: the relation is printed as they
     come.  */
  if (y < x)
    return fmin (x, y) * 3.0;	/* { dg-message "fmin of ordered operands: (x_\[0-9\]+\\(D\\) > y|y_\[0-9\]+\\(D\\) < x)_\[0-9\]+\\(D\\) holds" } */
  return 1.0;
}

double
min_less_equal_nonzero (double a, double y)
{
  /* x >= 1: no zero pair.  */
  double x = exp (a) + 1.0;
  if (x <= y)
    return fmin (x, y) * 3.0;	/* { dg-message "fmin of ordered operands: x_\[0-9\]+ <= y_\[0-9\]+\\(D\\) holds" } */
  return 1.0;
}

double
min_less_equal_zeros (double x, double y)
{
  /* x may be -0 and y +0: not one operand, but a select with glibc's
     rule for them (simplify-minmax.cc).  */
  if (x <= y)
    return fmin (x, y) * 3.0;	/* { dg-bogus "ordered" } */
  return 1.0;
}
/* { dg-message "fmin is a select of the libc's result" "" { target *-*-* } 52 } */

double
min_false_edge (double x, double y)
{
  /* x >= y or unordered.  */
  if (!(x < y))
    return fmin (x, y) * 3.0;	/* { dg-bogus "fmin" } */
  return 1.0;
}

/* { dg-final { scan-assembler-times "(call|jmp)\[ \t\]+fmin" 1 } } */
/* { dg-final { scan-assembler-not "fmax" } } */
