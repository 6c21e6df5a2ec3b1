/* On clean values the sanitized loops compute what the plain ones do,
   vectorized as they are (issue 38): a float sum whose value depends on
   the order of its additions, which -ffast-math's vectorized sum changes,
   a product with a sum, and square roots of differences, whose last bits
   a loop that stays scalar under -ffast-math computes otherwise
   (sanitize.exp builds this test with and without the sanitizer and
   compares their outputs).  With -m32, the x87 would carry the plain
   sum wider than float from one iteration to the next, where a test
   (the loop's or a branch's alike) reads it as a float: standard excess
   precision rounds it in both.  */
/* { dg-do run } */
/* { dg-options "-fexcess-precision=standard" } */
#include <stdio.h>

#define N 1001
float x[N], y[N], out[N];

__attribute__ ((noipa)) float
harmonic (const float *v, int n)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}

__attribute__ ((noipa)) void
axpy (float *restrict o, const float *restrict a, const float *restrict b,
      int n, float g)
{
  for (int i = 0; i < n; i++)
    o[i] = a[i] * g + b[i];
}

__attribute__ ((noipa)) void
roots (float *restrict o, const float *restrict a, const float *restrict b,
       int n)
{
  for (int i = 0; i < n; i++)
    o[i] = __builtin_sqrtf (a[i] + b[i]);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      x[i] = 1.0f / (i + 1);
      y[i] = 1.0f / (3 * i + 1);
    }
  printf ("%a\n", harmonic (x, N));
  axpy (out, x, y, N, 0.3f);
  printf ("%a\n", harmonic (out, N));
  roots (out, x, y, N);
  printf ("%a\n", harmonic (out, N));
  return 0;
}
