/* Under -fassociative-math GCC may regroup the additions of a loop nest
   (vectorizing the inner reduction, unrolling): the sum of inner sums is
   not bounded by its trip counts.  */
/* { dg-options "-O2 -fassociative-math -fno-signed-zeros -fno-trapping-math -fplugin-arg-fpscev-dump" } */
#include <math.h>

double
clamped_sums (const double *v, unsigned u)
{
  double s = 0.0;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += fmin (fmax (v[j], 0.0), 1.0);
  return s;
}
/* { dg-final { scan-fpscev-dump-not "^s_" } } */
