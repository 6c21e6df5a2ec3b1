/* Refinement backward through arithmetic and conversions, over special
   inputs and their neighbours one ulp away (neighbour (x, y)): on each
   edge of a comparison of v + c, v - c, c - v, v * c, v / c, c / v,
   v + y, v * y, (float) v, (_Float128) v, (long double) v, v is narrowed
   (fr_arith_preimage, fr_convert_preimage and, rounding to nearest,
   fr_convert_preimage_nearest).  The constants are special inputs, so that v
   lands exactly on the boundaries and one ulp on either side; check mode
   verifies the ranges of v * 3.0 computed from the narrowed v, and the
   results are compared with an unoptimized copy.  */

/* GCC 13 and 14 alone (without the plugin) compute a different result
   from the -O0 copy after the overflowing v + DBL_MAX > DBL_MAX, for
   v = 1e300: that test is left out there.  GCC 12, 15 and 16 agree.  */
#if __GNUC__ == 13 || __GNUC__ == 14
# define OVERFLOWING_SUM(v) 0
#else
# define OVERFLOWING_SUM(v) ((v) + DBL_MAX > DBL_MAX)
#endif

/* Under -ffinite-math-only a program may not compare with an infinity
   (GCC 13 and 14 fold (float) v == inf to false, which the -O0 copy
   does not).  */
#ifdef __FAST_MATH__
# define NARROWS_TO_INF(v) 0
#else
# define NARROWS_TO_INF(v) ((float) (v) == __builtin_inff ())
#endif

#define USE(v) ((v) * 3.0 + ((v) < 2.0 ? 1.0 : 0.0)			\
		+ ((v) > -2.0 ? 2.0 : 0.0) + ((v) == 0.5 ? 4.0 : 0.0))

#define BODY(x, y)							\
  double v = neighbour (x, y), r = 0.0;					\
  if (v + 1.0 < 3.0)							\
    r += USE (v);							\
  else									\
    r -= USE (v);							\
  if (v - 1.5 >= 1.0)							\
    r += USE (v);							\
  if (!(1.0 - v > 2.0))							\
    r += 2 * USE (v);							\
  if (v * 2.0 <= 1.0)							\
    r += USE (v);							\
  if (v * -0.25 > -0.5)							\
    r += 3 * USE (v);							\
  if (v / 4.0 < 0.5)							\
    r += USE (v);							\
  if (2.0 / v >= 1.0)							\
    r += 5 * USE (v);							\
  else									\
    r -= USE (v);							\
  if (0.0 / v == 0.0)							\
    r += 7 * USE (v);							\
  if (!isnan (v + y))							\
    r += USE (v) + USE (y);						\
  if (y > 1.0 && y < 3.0 && v * y < 2.0)				\
    r += USE (v);							\
  if (y >= 2.0 && y <= 100.0 && v / y > 0.5)				\
    r += USE (v);							\
  if ((float) v < 2.0f)							\
    r += USE (v);							\
  if ((float) v > 2.0f)							\
    r += 2 * USE (v);							\
  if ((_Float128) v <= 2.0f128)						\
    r += 3 * USE (v);							\
  if ((long double) v > 0.5L)						\
    r += 5 * USE (v);							\
  if (NARROWS_TO_INF (v))						\
    r += USE (v);							\
  if (v * 1e300 < 1e300)						\
    r += USE (v);							\
  if (OVERFLOWING_SUM (v))						\
    r += USE (v);							\
  return r;

#include "neighbour.h"
#include "differential.h"
