/* Refinement backward through sqrt: a result that is not NaN has an
   argument of -0 or more, and bounds on the result bound the argument
   (fr_sqrt_preimage).  Without errno, so that the call is not split
   (call-cdce) and its result is what the test compares.  The refined
   values go through atan and log1p, which raise no exception there
   (exp (x) may overflow and log (0) divides by zero: fpscev would keep
   those tests under -ftrapping-math, fp-exceptions.h).  */
/* { dg-options "-O2 -fno-math-errno -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

void
sqrt_not_nan (double x)
{
  if (isnan (sqrt (x)))
    return;
  if (atan (x) < -0.01)		/* { dg-message "condition is always false" } */
    dead ();
}

void
sqrt_below (double x)
{
  if (!(sqrt (x) < 2.0))
    return;
  if (log1p (x) > 1.61)		/* { dg-message "condition is always false" } */
    dead ();
}

void
sqrt_false_edge_keeps_nan (double x)
{
  if (sqrt (x) < 2.0)
    return;
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
}
