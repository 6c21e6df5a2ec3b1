/* Issue 37: fmin and fmax of operands the ranges show are numbers become
   MIN_EXPR and MAX_EXPR, and where they may be zeros of opposite sign a
   select with x86-64 glibc's rule (simplify-minmax.cc): the loops
   vectorize at GCC's default options, as under -ffinite-math-only
   -fno-signed-zeros.  A NaN operand keeps the call there
   (-ftrapping-math: a comparison would raise invalid).  */
/* { dg-options "-O3 -fno-ipa-icf -fopt-info-optimized" } */
#include <math.h>

/* An int16 sample scaled and clamped before its conversion back.  */
void
clamp (short *restrict out, const short *restrict in16, int n)
{
  const float gain = 1.5f;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = (short) fmaxf (fminf (in16[i] * gain, 32767.0f), -32768.0f); /* { dg-message "fmin of numbers is a minimum: _\[0-9\]+ in \\\[-49152, 49150.5\\\]" } */
}
/* { dg-message "fmax of numbers is a maximum" "" { target *-*-* } 16 } */

/* The gain a parameter, bounded by a test.  */
void
clamp_gain (short *restrict out, const short *restrict in16, int n,
	    float gain)
{
  if (!(gain >= 0.0f && gain <= 8.0f))
    return;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = (short) fmaxf (fminf (in16[i] * gain, 32767.0f), -32768.0f); /* { dg-message "fmin of numbers is a minimum" } */
}
/* { dg-message "fmax of numbers is a maximum: _\[0-9\]+ in \\\[-262144, 32767\\\]" "" { target *-*-* } 28 } */

/* The peak of |x|: a maximum, a reduction.  */
float
peak (const short *in16, int n)
{
  float m = 0.0f;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    m = fmaxf (m, fabsf (in16[i] * 0x1p-15f)); /* { dg-message "fmax of numbers is a maximum" } */
  return m;
}

/* A gain of either sign makes -0 from 0: the select keeps glibc's zero
   (the second operand, as maxps).  */
void
rectify (float *restrict out, const short *restrict in16, int n, float gain)
{
  if (!(gain >= -8.0f && gain <= 8.0f))
    return;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = fmaxf (in16[i] * gain, 0.0f); /* { dg-message "fmax is a select of the libc's result" } */
}

/* Floats from memory may be NaN: fminf stays a call, and the loop
   scalar; its result is never NaN (fminf (NaN, 32767) is 32767), so the
   maximum is of numbers.  */
void
clamp_floats (short *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-bogus "loop vectorized" } */
    out[i] = (short) fmaxf (fminf (in[i], 32767.0f), -32768.0f); /* { dg-bogus "fmin" } */
}
/* { dg-message "fmax of numbers is a maximum: _\[0-9\]+ in \\\[-inf, 32767\\\]" "" { target *-*-* } 60 } */
