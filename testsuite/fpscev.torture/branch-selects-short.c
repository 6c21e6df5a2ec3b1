/* Issue 37: loops whose branches fpscev makes selects, versioned on
   their trip count so that runs shorter than a vector keep the branches
   (short-runs.h), at trip counts 0, 1, 2, 3, 4, 5 and 9 (the copy for
   short runs, the vector loop and its epilogues), against the same loops
   built at -O0, which nothing rewrites: every result bit and every
   exception flag (inexact too where no arm rounds) must be the
   reference's, with values on both sides of each test and, for the
   loops of floats, NaNs of both signs, the infinities and zeros of both
   signs at the first, a middle and the last element.  The dg-options let
   the vectorizer take loops of unknown trip count at -O2, where fpscev
   then makes the selects.  */
/* { dg-options "-ftree-vectorize -fvect-cost-model=dynamic" } */
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>

#define N 9

#define KERNELS(P, ATTR)						\
  ATTR void								\
  P##soft_clip (float *restrict r, const short *restrict x, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float v = x[i] * (1.0f / 32768);				\
	float y = v > 0.5f ? 0.5f + (v - 0.5f) * 0.5f : v;		\
	r[i] = y < -0.5f ? -0.5f + (y + 0.5f) * 0.5f : y;		\
      }									\
  }									\
  ATTR void								\
  P##piecewise_gain (float *restrict r, const short *restrict x, int n) \
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float v = x[i];							\
	float y = v > 8192.0f ? 8192.0f + (v - 8192.0f) * 0.25f : v;	\
	r[i] = y < -8192.0f ? y * 0.75f - 2048.0f : y;			\
      }									\
  }									\
  ATTR void								\
  P##sign_gain (float *restrict r, const float *restrict x, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float v = x[i], s = i;						\
	r[i] = __builtin_isnan (v) ? 0.0f : v < 0 ? s * 0.5f : s * 0.25f; \
      }									\
  }									\
  ATTR void								\
  P##gains_d (double *restrict r, const int *restrict x, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	double d = x[i];						\
	r[i] = d > 100 ? d / 3.0 - 0.1 : d * 0.3;			\
      }									\
  }

KERNELS (, __attribute__ ((noipa)))
KERNELS (ref_, __attribute__ ((noipa, optimize ("O0"))))

/* Run the kernel F and its reference on the first N elements of X[],
   comparing the results (bits, the rest of the array untouched) and
   the exceptions; inexact too unless ROUNDS.  */
#define COMPARE(T, F, X, N, ROUNDS)					\
  do									\
    {									\
      T r[N + 1], q[N + 1];						\
      int mask = FE_ALL_EXCEPT & ~((ROUNDS) ? FE_INEXACT : 0);		\
      memset (r, 0x5a, sizeof r);					\
      memset (q, 0x5a, sizeof q);					\
      feclearexcept (FE_ALL_EXCEPT);					\
      F (r, X, N);							\
      int raised = fetestexcept (mask);					\
      feclearexcept (FE_ALL_EXCEPT);					\
      ref_##F (q, X, N);						\
      if (memcmp (r, q, sizeof r) != 0					\
	  || raised != fetestexcept (mask))				\
	abort ();							\
    }									\
  while (0)

static short x16[N];
static int x32[N];
static float xf[N];

/* Values on both sides of each test (the clip points, the knees, 100),
   shifted by K, and in xf the special value S at the first, a middle and
   the last of the N elements.  */
static void
fill (int k, int n, float s)
{
  static const short samples[] = { -32768, 32767, 0, -1, 16384, 16383,
				   -16384, -16385, 8192, 8193, -8192,
				   -8193, 100, 101, 3 };
  static const float floats[] = { 1.0f, -1.0f, FLT_MIN, -FLT_MIN };
  unsigned ns = sizeof samples / sizeof samples[0];
  for (int i = 0; i < N; i++)
    {
      x16[i] = samples[(i + k) % ns];
      x32[i] = (i + k) % 5 ? x16[i] : (i % 2 ? 2147483647 : -2147483647 - 1);
      xf[i] = floats[(i + k) % 4];
    }
  if (n > 0)
    xf[0] = xf[n / 2] = xf[n - 1] = s;
}

int
main (void)
{
#ifndef __FAST_MATH__
  static const int counts[] = { 0, 1, 2, 3, 4, 5, 9 };
  static const float specials[] = { NAN, -NAN, INFINITY, -INFINITY,
				     0.0f, -0.0f, 2.0f };
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    for (unsigned s = 0; s < sizeof specials / sizeof specials[0]; s++)
      for (int k = 0; k < 15; k++)
	{
	  int n = counts[c];
	  fill (k, n, specials[s]);
	  COMPARE (float, soft_clip, x16, n, 0);
	  COMPARE (float, piecewise_gain, x16, n, 0);
	  COMPARE (float, sign_gain, xf, n, 0);
	  COMPARE (double, gains_d, x32, n, 1);
	}
#endif
  return 0;
}
