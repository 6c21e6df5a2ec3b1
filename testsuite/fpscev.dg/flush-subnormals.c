/* A program linked with -ffast-math runs with subnormals flushed to zero
   (FTZ) and read as zero (DAZ): ranges must hold zeros wherever they hold
   subnormals, or a fold (f) or a range (g, checked) is wrong.  The
   expected results are computed at run time in the same mode.  f's
   operand is a log of a number >= 1, whose sign GCC 16 does not know: the fold (and its mistake) can only be fpscev's.  GCC 16 itself
   folds the comparison of a value it knows to be non-negative (the
   operand clamped by fmin and fmax, or an exp), as it did in this test
   before.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffast-math -fplugin-arg-fpscev-check" } */
#include <float.h>
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) int
f (double x)
{
  return floor (log (fabs (x) + 1.0)) > -DBL_TRUE_MIN;
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
  volatile double one = 1.0, eleven = 11.0, m = -DBL_TRUE_MIN;
  volatile double sink;
  if (f (0.0) != (floor (log (one)) > m))
    abort ();
  if (f (10.0) != (floor (log (eleven)) > m))
    abort ();
  sink = g (1e-300);
  sink = g (0.5);
  (void) sink;
  return 0;
}
