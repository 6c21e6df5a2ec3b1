/* Known values become constants, over special inputs: floor, trunc and
   fmin results that collapse to one number, a value clamped into one
   point, and zeros whose sign depends on the operands (x * 0.0 is +0 for
   a finite x above zero, -0 below, either for x >= 0, which holds -0,
   and for e - 0.3 with e in [0, 1)).  atan2 tells the signs of zeros
   apart in the results (except under -ffast-math, where they mean
   nothing); check mode verifies the ranges on the definitions, which
   stay, and the results are compared with an unoptimized copy.  */

#ifdef __FAST_MATH__
# define ZERO_SIGN(v, y) 0.0
#else
# define ZERO_SIGN(v, y) atan2 (v, y)
#endif

#define BODY(x, y)						\
  double r = 0.0;						\
  double e = exp (x);						\
  if (e < 1.0)							\
    {								\
      double f = floor (e);					\
      double t = trunc (-e);					\
      double p = e * 0.0;					\
      double n = (e - 1.0) * 0.0;				\
      double z = (e - 0.3) * 0.0;				\
      r += (ZERO_SIGN (f, y) + 2.0 * ZERO_SIGN (t, y)		\
	    + 4.0 * ZERO_SIGN (p, y) + 8.0 * ZERO_SIGN (n, y)	\
	    + 16.0 * ZERO_SIGN (z, y));				\
    }								\
  double c = fmin (exp (y), -1.0);				\
  r += 32.0 * atan2 (c, x);					\
  if (x > 0.0 && x < 1e300)					\
    r += 64.0 * ZERO_SIGN (x * 0.0, y);				\
  if (x < 0.0 && x > -1e300)					\
    r += 128.0 * ZERO_SIGN (x * 0.0, y);			\
  if (x >= 0.0 && x < 1e300)					\
    r += 256.0 * ZERO_SIGN (fmin (x, 1.0) * 0.0, y);		\
  int b = c < 0.0;						\
  return r + b * 512;

#include "differential.h"
