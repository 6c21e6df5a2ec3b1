/* Refinement backward through fabs and negation, over special inputs: on
   each edge of a comparison of |x| or -x, x is narrowed; check mode
   verifies the narrowed ranges and the results are compared with an
   unoptimized copy.  */

#define BODY(x, y)						\
  double r = 0.0;						\
  if (fabs (x) < 2.0)						\
    r += exp (x) + (x > 3.0 ? 100.0 : 0.0);			\
  else if (fabs (x) >= 1e300)					\
    r -= x > 0.0 ? 1.0 : 2.0;					\
  else								\
    r += isnan (x) ? 7.0 : log (fabs (x));			\
  double n = -x;						\
  volatile double vn = n;					\
  n = vn;							\
  if (n <= -1.0)						\
    r += x < 1.0 ? 1000.0 : sqrt (x);				\
  if (!(fabs (x) <= DBL_MIN))					\
    r += signbit (x) ? 0.5 : 0.25;				\
  return r;

#include "differential.h"
