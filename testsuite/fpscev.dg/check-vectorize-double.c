/* As check-vectorize.c, for loops of doubles, whose checks record the
   64-bit bits of the failing values.  With SSE4.2: GCC 12's vectorizer
   turns the comparisons of doubles into 64-bit integers only with the
   vector comparisons of 64-bit integers (pcmpgtq), and leaves these
   loops scalar in check mode without them; GCC 16's does not need them.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O3 -msse4.2 -fno-ipa-icf -fopt-info-vec-optimized -fplugin-arg-fpscev-check" } */
#include <math.h>

/* Distances (a sum of squares under a root), with infinities in their
   ranges.  */
void
dist (double *restrict out, const double *restrict x,
      const double *restrict y, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    {
      double dx = x[i] - 1.0, dy = y[i] - 2.0;
      out[i] = sqrt (dx * dx + dy * dy);
    }
}

/* Roots of 16-bit samples, scaled.  */
void
roots (double *restrict out, const short *restrict in, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = sqrt (in[i] * in[i] * 0x1p-30);
}

/* { dg-final { scan-assembler "fpscev check: roots: _\[0-9\]+ = %.21Lg is not in \\\[-0, 1\\\]" } } */
/* { dg-final { scan-assembler "fpscev check: roots: _\[0-9\]+ = %.21Lg is not in \\\[-1073709056, 1073741824\\\] int" } } */
