/* A program linked with -ffast-math runs with subnormals flushed to zero
   (FTZ) and read as zero (DAZ): ranges must hold zeros wherever they hold
   subnormals, or a fold (f) or a range (g, checked) is wrong.  The
   expected results are computed at run time in the same mode.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffast-math -fplugin-arg-fpscev-check" } */
#include <float.h>
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) int
f (double x)
{
  x = fmin (fmax (x, 0.0), 10.0);
  return floor (x) > -DBL_TRUE_MIN;
}

__attribute__ ((noipa)) double
g (double x)
{
  x = fmin (fmax (x, 1e-300), 1.0);
  return x * 1e-10;
}

int
main (void)
{
  volatile double half = 0.5, m = -DBL_TRUE_MIN;
  volatile double sink;
  if (f (0.5) != (floor (half) > m))
    abort ();
  sink = g (1e-300);
  sink = g (0.5);
  (void) sink;
  return 0;
}
