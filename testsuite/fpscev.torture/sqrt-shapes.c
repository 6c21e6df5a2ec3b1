/* Square roots of sums of squares (norms, distances, a loop accumulating
   squares), compiled as is and with target ("fma"), where GCC fuses
   x * x + c into fma (x, x, c) (-ffp-contract=fast, the default), run on
   special inputs: NaN, +-0, +-inf, numbers whose squares overflow,
   subnormals.  The results must match an unoptimized copy (up to the
   rounding contraction changes) and errno must be what the library call
   leaves: untouched, as no operand is negative, but EDOM for a
   difference of squares that is negative.  Check mode verifies the
   ranges, among them those of the fused forms at the rounding boundary
   of fma-contract.c, with a factor of each sign.
   Clamps before a root, in loops the vectorizer takes (clamp-sqrt.h):
   the same results, zero signs and NaNs included, the same errno and
   the same exceptions as an unoptimized copy.  Not under -ffast-math,
   where sqrt has no errno call to remove and GCC flattens the branch
   itself (with an approximate vector root for floats).  */
/* { dg-options "-ffp-contract=fast" } */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <fenv.h>
#include <stdlib.h>

#define KERNELS(P, ATTR)						\
  ATTR float								\
  P##norm2f (float a, float b)						\
  {									\
    return sqrtf (a * a + b * b);					\
  }									\
  ATTR double								\
  P##norm3 (double x, double y, double z)				\
  {									\
    return sqrt (x * x + y * y + z * z);				\
  }									\
  ATTR double								\
  P##distance (double a, double b, double c, double d)			\
  {									\
    return sqrt ((a - b) * (a - b) + (c - d) * (c - d));		\
  }									\
  ATTR double								\
  P##root_sum (const double *x, int n)					\
  {									\
    double s = 0.0;							\
    for (int i = 0; i < n; i++)						\
      s += x[i] * x[i];							\
    return sqrt (s);							\
  }									\
  ATTR double								\
  P##difference (double a, double b)					\
  {									\
    return sqrt (a * a - b * b);					\
  }

KERNELS (, __attribute__ ((noipa)))
KERNELS (fma_, __attribute__ ((noipa, target ("fma"))))
KERNELS (ref_, __attribute__ ((noipa, optimize ("O0"))))

/* Loops of clamps before a root, over M elements: vectorized with the
   cost model under which the branches become selects.  */
#define M 64
#define CLAMPS(P, ATTR)							\
  ATTR void								\
  P##clamp_below (double *r, const double *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      r[i] = x[i] < 0 ? 0 : sqrt (x[i]);				\
  }									\
  ATTR void								\
  P##clamp_float (float *r, const float *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      r[i] = x[i] < 0 ? 0 : sqrtf (x[i]);				\
  }									\
  ATTR void								\
  P##clamp_at_least (double *r, const double *x)			\
  {									\
    for (int i = 0; i < M; i++)						\
      r[i] = x[i] >= 0 ? sqrt (x[i]) : 0;				\
  }									\
  ATTR void								\
  P##clamp_above (double *r, const double *x)				\
  {									\
    for (int i = 0; i < M; i++)						\
      r[i] = x[i] > 1 ? sqrt (x[i]) : 1;				\
  }

CLAMPS (, __attribute__ ((noipa, optimize ("tree-loop-vectorize",
					   "vect-cost-model=dynamic"))))
CLAMPS (ref_, __attribute__ ((noipa, optimize ("O0"))))

#define TOP 134217729		/* 2^27 + 1 */

/* x * x + 2 for x in [-TOP, 1] and 2 - x * x for x in [-TOP, TOP]:
   fused at x = -TOP, they lie beyond the values the separate operations
   give (fma-contract.c).  */
__attribute__ ((noipa, target ("fma"))) double
square_plus_two (unsigned k)
{
  double x = 1.0 - (double) (k % (TOP + 2));
  return x * x + 2.0;
}

__attribute__ ((noipa, target ("fma"))) double
two_minus_square (int k)
{
  double x = (double) (k % (TOP + 1));
  return 2.0 - x * x;
}

static const double inputs[] = {
  0.0, -0.0, 1.0, -1.5, 3.0, 4.0, 0x1p-30, 1e154, -1.5e154, 1e300, -1e300,
  DBL_MIN, DBL_MIN / 4, DBL_MAX,
#ifndef __FAST_MATH__
  INFINITY, -INFINITY, NAN, -NAN
#endif
};
#define N (sizeof inputs / sizeof inputs[0])

/* Whether A is B but for the rounding of contraction (and, under
   -ffast-math, of reassociation): a few ulps of F's precision.  */
static int
close_p (double a, double b, double ulp)
{
  if (isnan (a) || isnan (b))
    return isnan (a) && isnan (b);
  if (isinf (a) || isinf (b))
    return a == b;
  return fabs (a - b) <= 4 * ulp * fabs (b);
}

/* errno after a square root of a number >= -0 or NaN: untouched.  */
static void
check_errno (void)
{
#ifndef __FAST_MATH__
  if (errno != 0)
    abort ();
#endif
}

static void
test_kernels (int with_fma)
{
  double e = DBL_EPSILON, ef = FLT_EPSILON;
  for (unsigned i = 0; i < N; i++)
    for (unsigned j = 0; j < N; j++)
      {
	double x = inputs[i], y = inputs[j], z = inputs[(i + j) % N];
	float xf = (float) x, yf = (float) y;
	errno = 0;
	float rf = with_fma ? fma_norm2f (xf, yf) : norm2f (xf, yf);
	check_errno ();
	if (!close_p (rf, ref_norm2f (xf, yf), ef))
	  abort ();
	double r = with_fma ? fma_norm3 (x, y, z) : norm3 (x, y, z);
	check_errno ();
	if (!close_p (r, ref_norm3 (x, y, z), e))
	  abort ();
	r = with_fma ? fma_distance (x, y, z, 1.0) : distance (x, y, z, 1.0);
	check_errno ();
	if (!close_p (r, ref_distance (x, y, z, 1.0), e))
	  abort ();
	double v[3] = { x, y, z };
	r = with_fma ? fma_root_sum (v, 3) : root_sum (v, 3);
	check_errno ();
	if (!close_p (r, ref_root_sum (v, 3), e))
	  abort ();
#ifndef __FAST_MATH__
	/* Fused, x * x - y * y may be the rounding error of y * y, of
	   either sign: errno is EDOM exactly when the square root is NaN,
	   for squares that do not overflow (inf - inf is NaN: no EDOM).  */
	errno = 0;
	r = with_fma ? fma_difference (x, y) : difference (x, y);
	if (fabs (x) < 1e150 && fabs (y) < 1e150
	    && isnan (r) != (errno == EDOM))
	  abort ();
#endif
      }
#ifndef __FAST_MATH__
  /* sqrt (1 - 4): the library call stays, for errno.  */
  errno = 0;
  if (!isnan (with_fma ? fma_difference (1.0, 2.0) : difference (1.0, 2.0))
      || errno != EDOM)
    abort ();
#endif
}

/* Run the clamp F and its reference G on X[], comparing the results
   (bits: zero signs and NaNs too), errno and the exceptions.  */
#define COMPARE_CLAMP(T, F, G, X)					\
  do									\
    {									\
      T r[M], q[M];							\
      errno = 0;							\
      feclearexcept (FE_ALL_EXCEPT);					\
      F (r, X);								\
      int raised = fetestexcept (FE_ALL_EXCEPT), e = errno;		\
      feclearexcept (FE_ALL_EXCEPT);					\
      G (q, X);								\
      if (memcmp (r, q, sizeof r) != 0 || e != errno			\
	  || raised != fetestexcept (FE_ALL_EXCEPT))			\
	abort ();							\
    }									\
  while (0)

static void
test_clamps (void)
{
#ifndef __FAST_MATH__
  double x[M];
  float xf[M];
  for (int i = 0; i < M; i++)
    {
      /* Each input and its negation, then numbers around 1 and 0.  */
      x[i] = i < 2 * (int) N ? (i & 1 ? -inputs[i / 2] : inputs[i / 2])
	     : (i - 2 * (int) N) * 0.125 - 1.0;
      xf[i] = (float) x[i];
    }
  COMPARE_CLAMP (double, clamp_below, ref_clamp_below, x);
  COMPARE_CLAMP (float, clamp_float, ref_clamp_float, xf);
  COMPARE_CLAMP (double, clamp_at_least, ref_clamp_at_least, x);
  COMPARE_CLAMP (double, clamp_above, ref_clamp_above, x);
#endif
}

int
main (void)
{
  test_clamps ();
  test_kernels (0);
  __builtin_cpu_init ();
  if (!__builtin_cpu_supports ("fma"))
    return 0;
  test_kernels (1);
  const double unfused = 18014398777917440.0;	/* 2^54 + 2^28 */
  double r = square_plus_two (TOP + 1);
  if (r != unfused && r != unfused + 4.0)
    abort ();
  for (int k = -TOP; k <= TOP; k += 2 * TOP)
    {
      r = two_minus_square (k);
      if (r != -unfused && r != -unfused - 4.0 && r != -unfused + 4.0)
	abort ();
    }
  return 0;
}
