/* With -fPIC a public function may be interposed by another definition
   at load time: its return range is not used, a static one's is.  */
/* { dg-options "-O2 -fPIC -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

__attribute__ ((noinline)) double
public_exp (double x)
{
  return exp (fmin (x, 1.0));
}
/* { dg-final { scan-fpscev-dump "^;; fpscev: returns \\\[0, 2.71828182845904\[0-9\]*\\\]$" } } */

static __attribute__ ((noinline)) double
static_exp (double x)
{
  return exp (fmin (x, 1.0));
}

void
use (double x)
{
  if (public_exp (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
  if (static_exp (x) > 2.72)	/* { dg-message-before 14 "condition is always false" } */
    dead ();
}
