/* Under -fassociative-math fpscev does not make a change that would join
   two chains of additions: fabs of C - y, which fpscev knows (and GCC
   does not) to be non-negative, is C - y, but without the fabs GCC's late
   reassociation computes (C - y) + D as -y + (C + D), which rounds
   differently from the order the range of the sum was computed in
   (random seed 573; check mode aborted).  */
/* { dg-do run } */
/* { dg-options "-O2 -ffast-math -fplugin-arg-fpscev-check" } */
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) double
f (double y)
{
  y = fmin (fmax (y, -1.0), 0.0);
  double t = fabs (0x1.834f2cee018abp-7 - y);
  return t + 0.001;
}

int
main (void)
{
  if (fabs (f (-1.0) - 1.0128197411902765) > 1e-15)
    abort ();
  return 0;
}
