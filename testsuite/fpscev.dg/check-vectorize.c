/* Check mode keeps the loops the vectorizer vectorizes (issue 35): in a
   loop whose iterations GCC bounds, each check ORs and ANDs the bits of
   its failing values into variables of its own, reductions the
   vectorizer vectorizes, instead of recording the first failure (a
   recurrence it cannot) and testing the record on the latch (a second
   exit); the loop's exits record the failure.  A value carried from one
   iteration to the next (a reduction's) is checked at the exits.  Each
   loop here vectorizes as it does without check mode (before, none did);
   loops of doubles: check-vectorize-double.c.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O3 -fno-ipa-icf -fopt-info-vec-optimized -fplugin-arg-fpscev-check" } */
#include <math.h>

/* A gain, bounded by a test.  */
void
gain (float *restrict out, const short *restrict in, int n, float g)
{
  if (!(g >= 0.0f && g <= 4.0f))
    return;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = in[i] * g;
}

/* Two 16-bit channels mixed.  */
void
mix (float *restrict out, const short *restrict a, const short *restrict b,
     int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = 0.5f * a[i] + 0.25f * b[i];
}

/* A window of 8-bit weights.  */
void
window (float *restrict out, const short *restrict in,
	const unsigned char *restrict w, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = in[i] * (w[i] * (1.0f / 255.0f));
}

/* The peak of |x|: fmaxf of numbers, a maximum, a reduction whose value
   is checked after the loop.  */
float
peak (const short *in, int n)
{
  float m = 0.0f;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    m = fmaxf (m, fabsf (in[i] * 0x1p-15f));
  return m;
}

/* The checks are there.  */
/* { dg-final { scan-assembler "fpscev check: peak: m_\[0-9\]+ = %.21Lg is not in \\\[0, 1\\\]" } } */
/* { dg-final { scan-assembler "fpscev check: gain: _\[0-9\]+ \\(several values, not recorded\\) is not in \\\[-131072, 131068\\\]" } } */
