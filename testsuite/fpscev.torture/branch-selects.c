/* Issue 37, 2: branches whose float arms the ranges show exception-free
   become selects (simplify-branches.h), in loops the vectorizer takes.
   Each kernel runs over special inputs (in every rounding mode under
   -frounding-math, branch-selects-rounding.c) against an unoptimized
   copy: the same results bit for bit, the same errno and
   the same exceptions (every flag, inexact too where no arm rounds;
   inexact aside where one does, as GCC's contract does not keep it).
   Kernels from converted ints and bounded values (made selects; in a
   chain of tests with one join, clip_chain and int_chain, and the soft
   clip on GCC 16, the inner branch first, then the outer one whose arm
   holds its test and selects), and quiet_nan, whose inner test of a
   float may raise invalid at the outer branch (a NaN goes the quiet way
   there), and kernels whose arms may overflow, divide by zero or
   underflow (which keep their branches: a select would raise what the
   program did not; halve_negative's underflow is the one only the check
   of underflow sees, its values being finite and the arm free of the
   others).  */
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>

#define M 64

#define KERNELS(P, ATTR)						\
  ATTR void								\
  P##knee (float *r, const short *x)					\
  {									\
    const float t = 1000.5f;						\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i];							\
	r[i] = v > t ? t + (v - t) * 0.25f : v;				\
      }									\
  }									\
  ATTR void								\
  P##soft_clip (float *r, const short *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i] * (1.0f / 32768);				\
	float y = v > 0.5f ? 0.5f + (v - 0.5f) * 0.5f : v;		\
	r[i] = y < -0.5f ? -0.5f + (y + 0.5f) * 0.5f : y;		\
      }									\
  }									\
  ATTR void								\
  P##clip_chain (float *r, const short *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i] * (1.0f / 32768), y;				\
	if (v > 0.5f)							\
	  y = 0.5f + (v - 0.5f) * 0.5f;					\
	else if (v < -0.5f)						\
	  y = -0.5f + (v + 0.5f) * 0.5f;				\
	else								\
	  y = v;							\
	r[i] = y;							\
      }									\
  }									\
  ATTR void								\
  P##int_chain (float *r, const short *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i], y;						\
	if (x[i] > 16384)						\
	  y = 16384.0f + (v - 16384.0f) * 0.25f;			\
	else if (x[i] < -16384)						\
	  y = v * 0.75f - 4096.0f;					\
	else								\
	  y = v;							\
	r[i] = y;							\
      }									\
  }									\
  ATTR void								\
  P##quiet_nan (float *r, const float *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i], s = i;						\
	r[i] = __builtin_isnan (v) ? 0.0f : v < 0 ? s * 0.5f : s * 0.25f; \
      }									\
  }									\
  ATTR void								\
  P##gains (float *r, const short *x)					\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i];							\
	r[i] = v < 0 ? v * 0.75f : v * 1.25f;				\
      }									\
  }									\
  ATTR void								\
  P##rounded_gains (double *r, const int *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	double d = x[i];						\
	r[i] = d > 100 ? d / 3.0 - 0.1 : d * 0.3;			\
      }									\
  }									\
  ATTR void								\
  P##overflow (float *r, const short *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i];							\
	r[i] = v > 0 ? v * 1e35f : v;					\
      }									\
  }									\
  ATTR void								\
  P##reciprocal (float *r, const int *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i];							\
	r[i] = v != 0 ? 1.0f / v : 0.0f;				\
      }									\
  }									\
  ATTR void								\
  P##halve_positive (float *r, const float *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i];							\
	r[i] = v > 0 ? v * 0.5f : v;					\
      }									\
  }									\
  ATTR void								\
  P##halve_negative (float *r, const short *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      {									\
	float v = x[i] * 0x1p-149f;					\
	r[i] = x[i] < 0 ? v * 0.5f : v;					\
      }									\
  }

KERNELS (, __attribute__ ((noipa, optimize ("tree-loop-vectorize"))))
KERNELS (ref_, __attribute__ ((noipa, optimize ("O0"))))

/* Run the kernel F and its reference G on X[], comparing the results
   (bits), errno and the exceptions; inexact too unless ROUNDS.  */
#define COMPARE(T, F, X, ROUNDS)					\
  do									\
    {									\
      T r[M], q[M];							\
      int mask = FE_ALL_EXCEPT & ~((ROUNDS) ? FE_INEXACT : 0);		\
      errno = 0;							\
      feclearexcept (FE_ALL_EXCEPT);					\
      F (r, X);								\
      int raised = fetestexcept (mask), e = errno;			\
      feclearexcept (FE_ALL_EXCEPT);					\
      ref_##F (q, X);							\
      if (memcmp (r, q, sizeof r) != 0 || e != errno			\
	  || raised != fetestexcept (mask))				\
	abort ();							\
    }									\
  while (0)

static short x16[M], xs[M];
static int x32[M];
static float xf[M];

/* Samples: the extremes, zeros, around the knee and the clip points,
   and (xf) specials: NaN, infinities, subnormals of both signs.  */
static void
fill (int k)
{
  static const short specials[] = { -32768, 32767, 0, -1, 1, 1000, 1001,
				    -1000, 16384, 16385, -16384, -16385,
				    100, 101, 3 };
  static const float floats[] = { 0.0f, -0.0f, 1.0f, -1.0f, FLT_MIN,
				  -FLT_MIN, FLT_MIN / 4, -FLT_MIN / 4,
				  FLT_MAX, -FLT_MAX, INFINITY, -INFINITY,
				  NAN, -NAN };
  unsigned ns = sizeof specials / sizeof specials[0];
  unsigned nf = sizeof floats / sizeof floats[0];
  for (int i = 0; i < M; i++)
    {
      x16[i] = (i + k) % 4 ? specials[(i + k) % ns]
	       : (short) ((i * 7919 + k * 104729) & 0xffff);
      x32[i] = (i + k) % 5 ? x16[i] : (i % 2 ? 2147483647 : -2147483647 - 1);
      xf[i] = floats[(i + k) % nf];
      /* Negative and even, positive and odd: halved exactly where the
	 branch takes the product, and tiny and inexact elsewhere.  */
      xs[i] = (i + k) % 2 ? 2 * i + 1 : -2 * (i + k);
    }
}

int
main (void)
{
#ifndef __FAST_MATH__
  static const int modes[] = { FE_TONEAREST,
#ifdef EVERY_ROUNDING_MODE
			       FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO
#endif
  };
  for (unsigned m = 0; m < sizeof modes / sizeof modes[0]; m++)
    for (int k = 0; k < 16; k++)
      {
	fesetround (modes[m]);
	fill (k);
	COMPARE (float, knee, x16, 0);
	COMPARE (float, soft_clip, x16, 0);
	COMPARE (float, clip_chain, x16, 0);
	COMPARE (float, int_chain, x16, 0);
	COMPARE (float, quiet_nan, xf, 0);
	COMPARE (float, gains, x16, 0);
	COMPARE (double, rounded_gains, x32, 1);
	COMPARE (float, overflow, x16, 1);
	COMPARE (float, reciprocal, x32, 1);
	COMPARE (float, halve_positive, xf, 0);
	COMPARE (float, halve_negative, xs, 0);
      }
  fesetround (FE_TONEAREST);
#endif
  return 0;
}
