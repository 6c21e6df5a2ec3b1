/* GCC's own float ranges imported (GCC 13 and later): after
   `if (!(x * 2.0 + 1.0 < 5.0)) return', GCC's ranger refines backward
   through the addition and the product and knows x below 2; fpscev's own
   backward refinement leaves alone an addition that GCC may fuse with
   the product of an operand (-ffp-contract=fast, the default).  With x
   below 2, exp (x) is below 7.39: fpscev decides the test, which GCC
   cannot (it knows no range of exp).  GCC 12 has no float ranges: the
   call to dead () stays.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

void
bounded_sum (double x)
{
  if (!(x * 2.0 + 1.0 < 5.0))
    return;
  if (exp (x) > 7.39)
    dead ();
}

/* { dg-allow-message "fpscev: condition is always" } */
/* { dg-final { if { [fpscev_gcc_major] >= 13 } { scan-assembler-not "dead" } else { scan-assembler "dead" } } } */
