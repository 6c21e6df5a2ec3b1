/* Issue 38, 2: no warning where the ranges show the operation is never
   reached: a branch its parameter's range (from the callers, a static
   function) rules out, and a branch a dominating test rules out; for a
   math call and for an arithmetic operation.  */
/* { dg-options "-O2 -fno-inline -fno-ipa-cp -fplugin-arg-fpscev-warn" } */
#include <math.h>

/* Called with -1 and -2 only: x > 0 never holds, and log (-x - 1) would
   be NaN there.  */
static double
dead_branch (double x)
{
  if (x > 0)
    return log (-x - 1);
  return x;
}

double
use_dead_branch (int i)
{
  return dead_branch (i ? -1.0 : -2.0);
}

/* The same for a division by zero.  */
static double
dead_division (double x)
{
  if (x > 0)
    return x / 0.0;
  return x;
}

double
use_dead_division (int i)
{
  return dead_division (i ? -1.0 : -2.0);
}

double
contradiction (double x)
{
  if (x > 1)
    if (x < 0)
      return sqrt (x);
  return 0;
}

double
contradiction_division (double x)
{
  if (x > 1)
    if (x < 0)
      return x / 0.0;
  return 0;
}
