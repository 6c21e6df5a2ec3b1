/* The libm examples of the LLVM original (its blog post and its
   test/fpscev.ll: pow, exp, exp2, sin, cos, log, log10, log2, sqrt), in C:
   each of our ranges is equal to or tighter than the original's, but
   where the original is unsound, as said there.  The logarithms of
   [-511, -0] are nan for the original, but log (-0) = -inf: ours add
   -inf.  These are glibc's figures (plugin/core/frange-libm-table.c): the
   float exp, exp2, log, log2 and pow are faithful, so no error is added
   beyond rounding the exact bounds outward.  */
/* { dg-options "-O2 -fno-math-errno -fplugin-arg-fpscev-dump" } */
#include <math.h>

float
pow_small (unsigned char a, unsigned char b)
{
  float x = (float) (a & 7) + 1.0f;	/* u3 + 1: [1, 8] */
  float y = (float) (b & 15);		/* u4: [0, 15] */
  return powf (x, y);		/* original: [1, 1.15e18]; ours: [1, 8^15] int,
				   powf faithful, of integers */
}

float
exp_i5 (signed char c)
{
  float x = (float) (c >> 3);		/* i5: [-16, 15] */
  return expf (x);		/* original: [0, +inf]; ours [e^-16, e^15]
				   rounded outward (expf faithful) */
}

/* The original gives the exact powers of two and flags them integer,
   which 2^-16 .. 2^-1 are not: unsound there.  Ours: the same bounds,
   without the flag.  */
float
exp2_i5 (signed char c)
{
  float x = (float) (c >> 3);
  return exp2f (x);
}

/* From 2^0 up the powers of two are integers.  */

float
exp2_u4 (unsigned char c)
{
  float x = (float) (c & 15);
  return exp2f (x);
}

float
cos_u9 (unsigned short u)
{
  return cosf ((float) (u & 511));	/* original and ours: [-1, 1] */
}

float
sin_u9 (unsigned short u)
{
  return sinf ((float) (u & 511));	/* original and ours: [-1, 1] */
}

float
log_u9 (unsigned short u)
{
  return logf ((float) (u & 511));	/* original: [-inf, 511] */
}

float
log_at_least_1 (unsigned short u)
{
  return logf ((float) (u & 511) + 1.0f);	/* original: [0, 512] */
}

float
log_all_negative (unsigned short u)
{
  return logf (-(float) (u & 511));	/* original: nan */
}

float
log10_u9 (unsigned short u)
{
  return log10f ((float) (u & 511));	/* original: [-inf, 511] */
}

float
log10_at_least_1 (unsigned short u)
{
  return log10f ((float) (u & 511) + 1.0f); /* original: [0, 512] */
}

float
log10_all_negative (unsigned short u)
{
  return log10f (-(float) (u & 511));	/* original: nan */
}

float
log2_u9 (unsigned short u)
{
  return log2f ((float) (u & 511));	/* original: [-inf, 511] */
}

float
log2_at_least_1 (unsigned short u)
{
  return log2f ((float) (u & 511) + 1.0f); /* original: [0, 512] */
}

float
log2_all_negative (unsigned short u)
{
  return log2f (-(float) (u & 511));	/* original: nan */
}

float
sqrt_u9 (unsigned short u)
{
  return sqrtf ((float) (u & 511));	/* original: [0, 511] */
}

float
sqrt_0_to_1 (unsigned char c)
{
  return sqrtf ((float) c / 255.0f);	/* original: [0, 1] */
}

/* { dg-final { scan-fpscev-dump "returns \\\[1, 35184372088832\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[1.1253517e-07, 3269017.5\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[1.5258789e-05, 32768\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[1, 32768\\\] int$" } } */
/* { dg-final { scan-fpscev-dump-times "returns \\\[-1, 1\\\]$" 2 } } */
/* { dg-final { scan-fpscev-dump "returns \\\[-inf, 6.2363696\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 6.2383246\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[-inf, 2.7084215\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 2.7092705\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[-inf, 8.99718\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 9\\\]$" } } */
/* { dg-final { scan-fpscev-dump-times "returns \\\[-inf, -inf\\\] nan$" 3 } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 22.605309\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 1\\\]$" } } */
