/* Issue 37: under -fno-trapping-math fmin and fmax of an operand that
   may be NaN become selects with the libc's rule (simplify-minmax.cc),
   and the loops vectorize; long double keeps its calls where x86-64
   glibc's fmaxl has rules of its own (two zeros).  */
/* { dg-options "-O3 -fno-trapping-math -fno-ipa-icf -fopt-info-optimized" } */
#include <math.h>

void
relu (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = fmaxf (in[i], 0.0f); /* { dg-message "fmax is a select of the libc's result" } */
}

void
clamp_floats (short *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = (short) fmaxf (fminf (in[i], 32767.0f), -32768.0f); /* { dg-message "fmin is a select of the libc's result" } */
}
/* fminf never gives NaN there: the maximum is of numbers.  */
/* { dg-message "fmax of numbers is a maximum: _\[0-9\]+ in \\\[-inf, 32767\\\]" "" { target *-*-* } 19 } */

void
pairs (double *restrict out, const double *restrict a,
       const double *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = fmin (a[i], b[i]);	/* { dg-message "fmin is a select of the libc's result: \[^\n\]* nan, \[^\n\]* nan" } */
}

long double
relu_long (long double x)
{
  return fmaxl (x, 0.0L);	/* { dg-bogus "fpscev" } */
}

long double
clamp_long (long double x)
{
  return fminl (x, 1.0L);	/* { dg-message "fmin is a select of the libc's result" } */
}
