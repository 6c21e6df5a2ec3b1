/* GCC's own float ranges imported (GCC 13 and later): after
   `if (!isfinite (x)) return`, GCC's ranger refines backward through the
   fabs that isfinite compares and knows x finite; fpscev's own
   refinement narrows the fabs only.  With x finite, fmod (x, 2) cannot be
   NaN: fpscev decides the test, which GCC cannot (it knows no range of
   fmod).  GCC 12 has no float ranges: the call to dead () stays.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

void
finite_fmod (double x)
{
  if (!isfinite (x))
    return;
  if (isnan (fmod (x, 2.0)))
    dead ();
}

/* GCC 14 and later guard the inline fmod with its errno call, a test
   fpscev decides too.  */
/* { dg-allow-message "fpscev: condition is always" } */
/* { dg-final { if { [fpscev_gcc_major] >= 13 } { scan-assembler-not "dead" } else { scan-assembler "dead" } } } */
