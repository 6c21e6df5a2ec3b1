/* Under -ffinite-math-only no value becomes a constant but a PHI or a
   select of constants: a range may be one number only because the
   assumption removed the infinities and NaNs the program computes all the
   same (here fmax of exp (x), which may be +inf, and the largest double).
   The maximum and the minimum themselves are decided under the
   assumption, as any comparison is.  */
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

/* A NaN or infinite constant arm of a PHI or a select is one the program
   says it never takes: the value is the other arm (GCC 13 and later
   decide it by themselves, as one of their evrp tests checks).  */
extern void bar (float);

void
nan_arm (int cond)
{
  float x;
  if (cond)
    x = __builtin_nanf ("");
  else
    x = 1.24f;
  bar (x);	/* { dg-message-before 13 "value is the constant 1.24: x_\[0-9\]+ in \\\[1.24, 1.24\\\]" } */
}

double
infinite_arm (int cond, double y)
{
  double x = cond ? __builtin_inf () : 2.5;
  return x * y;	/* { dg-message-before 13 "value is the constant 2.5" } */
}

/* An arm that computes its NaN stays a value the program computes.  */
double
computed_nan_arm (int cond, double y)
{
  double x = cond ? y - y : 2.5;	/* { dg-bogus "value is the constant" } */
  return atan2 (x, y);
}
/* bar (1.24f) is a tail call with the constant.  */
/* { dg-final { scan-assembler "\\.long\t1067366482" } } */
