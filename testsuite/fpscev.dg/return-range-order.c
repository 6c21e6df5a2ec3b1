/* With -fno-toplevel-reorder GCC compiles the functions in the order of
   the source: a callee defined after its caller is not analysed yet when
   the call is, and its return range is unknown there.  */
/* { dg-options "-O2 -fno-toplevel-reorder -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

static double later_exp (double);

static __attribute__ ((noinline)) double
earlier_exp (double x)
{
  return exp (fmin (x, 1.0));
}

void
use (double x)
{
  if (later_exp (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
  if (earlier_exp (x) > 2.72)	/* { dg-message-before 14 "condition is always false" } */
    dead ();
}

static __attribute__ ((noinline)) double
later_exp (double x)
{
  return exp (fmin (x, 1.0));
}
