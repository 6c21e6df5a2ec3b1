/* Check mode does not check a value used only as an arm of a select: with
   -fno-trapping-math GCC's phiopt computes 16.0 / x ahead of its guard, so
   it is +inf for x = 0, outside the finite-only range, although the
   program never uses it (random-test reproducer found/005).  */
/* { dg-do run } */
/* { dg-options "-O1 -ffast-math -fplugin-arg-fpscev-check" } */
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) double
f (double x, int n)
{
  x = fmin (fmax (x, -1e15), 0.0);
  double v = -0.5;
  for (int i = 0; i < n; i++)
    v = v * 0.25 + (fabs (x) >= 0.001 ? 16.0 / x : 16.0);
  return v;
}

int
main (void)
{
  if (f (0.0, 2) != 19.96875)
    abort ();
  return 0;
}
