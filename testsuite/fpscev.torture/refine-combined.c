/* Combined tests over special inputs: the classification macros and
   adjacent ifs that GCC merges into `&', `|' and `~' of comparisons, and
   self-comparisons, narrow the values on each edge; check mode verifies
   the narrowed ranges and the results are compared with an unoptimized
   copy.  */

#define BODY(x, y)						\
  double r = 0.0;						\
  if (isnormal (x))						\
    r += exp (x / 1000.0) + (isnan (x) ? 100.0 : 0.0);	\
  else if (isinf (x) || isnan (x))				\
    r += x != x ? 3.0 : 5.0;					\
  else								\
    r += fabs (x) < DBL_MIN ? 7.0 : 11.0;			\
  if (x >= 1.0 && y <= 2.0)					\
    r += log (x) + (y > 2.0 ? 1000.0 : 0.0);			\
  if (!(x < 0.5 || y > 0.5))					\
    r += x < 0.5 ? 2000.0 : sqrt (x);				\
  if (x == x)							\
    r += isnan (x) ? 4000.0 : 13.0;				\
  if (isfinite (y))						\
    r += fmod (y, 3.0);						\
  if ((x > 0.5) & (x < 0.25))					\
    r += 8000.0;						\
  if ((x <= 2.0) | (x > 1.0))					\
    r += 16000.0;						\
  if ((y >= 0.5) | !(y >= 0.5))					\
    r += 32000.0;						\
  return r;

#include "differential.h"
