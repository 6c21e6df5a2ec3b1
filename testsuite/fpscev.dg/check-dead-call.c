/* Check mode keeps no dead code alive (issue 35): fpscev decides the test
   of exp (x), whose call GCC then deletes, and a check of exp (x) would
   keep the call, which this program, linked without -lm, lacks, and the
   inexact exception it raises.  Under -ftrapping-math a dead value is not
   checked.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-fpscev-check" } */
/* { dg-link-libraries "" } */
#include <math.h>

extern void abort (void);

static volatile double input = 0.5;

int
main (void)
{
  double x = input;
  if (!(x >= 0.0 && x <= 0.6931))
    abort ();
  if (!(exp (x) >= 1.0))
    abort ();
  return 0;
}
