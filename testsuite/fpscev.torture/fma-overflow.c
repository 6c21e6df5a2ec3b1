/* Issue 35: contracted into one fma, x * y + c rounds the exact product
   plus c once, so it stays finite where the product alone overflows; the
   rounded product's +inf stands for every real beyond the largest finite
   number, not for an infinity the fused sum would keep.  Each function
   below narrows its operands by tests to where the product overflows
   alone while the fused result is finite, near FLT_MAX and DBL_MAX, and
   tests whether its result lies strictly between a finite bound and the
   infinity of its sign (a test fpscev decides from the result's range);
   main compares that answer with the value, and the value with the fused
   one or the unfused infinity.  */
/* { dg-options "-ffp-contract=fast" } */

#include <float.h>

extern void abort (void);

/* The forms x * y + c, x * x + c, x * y - c, -(x * y) + c and c - x * y
   in type T, with the largest finite number MAX and the square root S of
   2^(MAX_EXP + 1) * 1.5625 (x * x ranges over [1.1289, 1.5625] times
   2^MAX_EXP), the functions' names ending in SUFFIX and their attributes
   ATTR.  Each returns the value through *R.  */
#define FORMS(T, MAX, S, SUFFIX, ATTR)					\
  __attribute__ ((noipa)) __attribute__ ((ATTR)) int			\
  xy_plus_##SUFFIX (T x, T y, T c, T *r)				\
  {									\
    if (x >= MAX * 0.75 && x <= MAX && y >= 1.5 && y <= 2		\
	&& c >= -MAX && c <= -MAX * 0.75)				\
      {									\
	*r = x * y + c;							\
	return *r > MAX / 4 && *r < __builtin_inf ();			\
      }									\
    return -1;								\
  }									\
  __attribute__ ((noipa)) __attribute__ ((ATTR)) int			\
  xx_plus_##SUFFIX (T x, T c, T *r)					\
  {									\
    if (x >= S * (T) 0.85 && x <= S && c >= -MAX && c <= -MAX * 0.75)	\
      {									\
	*r = x * x + c;							\
	return *r > MAX / 4 && *r < __builtin_inf ();			\
      }									\
    return -1;								\
  }									\
  __attribute__ ((noipa)) __attribute__ ((ATTR)) int			\
  xy_minus_##SUFFIX (T x, T y, T c, T *r)				\
  {									\
    if (x >= MAX * 0.75 && x <= MAX && y >= 1.5 && y <= 2		\
	&& c >= MAX * 0.75 && c <= MAX)					\
      {									\
	*r = x * y - c;							\
	return *r > MAX / 4 && *r < __builtin_inf ();			\
      }									\
    return -1;								\
  }									\
  __attribute__ ((noipa)) __attribute__ ((ATTR)) int			\
  neg_xy_plus_##SUFFIX (T x, T y, T c, T *r)				\
  {									\
    if (x >= MAX * 0.75 && x <= MAX && y >= 1.5 && y <= 2		\
	&& c >= MAX * 0.75 && c <= MAX)					\
      {									\
	*r = -(x * y) + c;						\
	return *r < -MAX / 4 && *r > -__builtin_inf ();			\
      }									\
    return -1;								\
  }									\
  __attribute__ ((noipa)) __attribute__ ((ATTR)) int			\
  c_minus_xy_##SUFFIX (T x, T y, T c, T *r)				\
  {									\
    if (x >= MAX * 0.75 && x <= MAX && y >= 1.5 && y <= 2		\
	&& c >= MAX * 0.75 && c <= MAX)					\
      {									\
	*r = c - x * y;							\
	return *r < -MAX / 4 && *r > -__builtin_inf ();			\
      }									\
    return -1;								\
  }

FORMS (double, DBL_MAX, 0x1.4p512, fma_d, target ("fma"))
FORMS (float, FLT_MAX, 0x1.4p64f, fma_f, target ("fma"))
FORMS (double, DBL_MAX, 0x1.4p512, d, )
FORMS (float, FLT_MAX, 0x1.4p64f, f, )

/* Abort unless ANSWER is the test of R, a result of sign SIGN, for the
   bound MAX / 4 and R is FUSED or the infinity of that sign.  */
#define CHECK(T, ANSWER, R, FUSED, SIGN, MAX)				\
  do									\
    {									\
      volatile T v_ = (R);						\
      int in_ = (SIGN > 0 ? v_ > MAX / 4 && v_ < __builtin_inf ()	\
		 : v_ < -MAX / 4 && v_ > -__builtin_inf ());		\
      if ((ANSWER) != in_)						\
	abort ();							\
      if (v_ != (FUSED) && v_ != SIGN * __builtin_inf ())		\
	abort ();							\
    }									\
  while (0)

/* Run the five forms of type T ending in SUFFIX at the limits of MAX,
   where S is as for FORMS.  Exact fused results: MAX * 1.5 - MAX is
   MAX / 2, S * S - MAX is 1.5625 * 2^MAX_EXP - MAX, MAX * 1.5 - MAX is
   MAX / 2 again.  */
#define RUN(T, MAX, S, SUFFIX)						\
  do									\
    {									\
      volatile T max = MAX, s = S, one_half = 1.5;			\
      T r, half = max / 2, sq = (T) (s * (long double) s - max);	\
      int a;								\
      a = xy_plus_##SUFFIX (max, one_half, -max, &r);			\
      CHECK (T, a, r, half, 1, MAX);					\
      a = xx_plus_##SUFFIX (s, -max, &r);				\
      CHECK (T, a, r, sq, 1, MAX);					\
      a = xy_minus_##SUFFIX (max, one_half, max, &r);			\
      CHECK (T, a, r, half, 1, MAX);					\
      a = neg_xy_plus_##SUFFIX (max, one_half, max, &r);		\
      CHECK (T, a, r, -half, -1, MAX);					\
      a = c_minus_xy_##SUFFIX (max, one_half, max, &r);			\
      CHECK (T, a, r, -half, -1, MAX);					\
    }									\
  while (0)

int
main (void)
{
#if !__FINITE_MATH_ONLY__
  /* (Under -ffinite-math-only GCC 16 takes a product that overflows alone
     for undefined, fused or not, and folds the results itself.)  */
  RUN (double, DBL_MAX, 0x1.4p512, d);
  RUN (float, FLT_MAX, 0x1.4p64f, f);
  __builtin_cpu_init ();
  if (__builtin_cpu_supports ("fma"))
    {
      RUN (double, DBL_MAX, 0x1.4p512, fma_d);
      RUN (float, FLT_MAX, 0x1.4p64f, fma_f);
    }
#endif
  return 0;
}
