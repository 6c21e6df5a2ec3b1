/* The false edges of comparisons, at GCC's default options and under the
   torture options, over special inputs: each false edge narrows the
   operands to where the comparison fails, NaN included; check mode
   verifies the narrowed ranges and the results are compared with an
   unoptimized copy.  */

#define BODY(x, y)						\
  double r = 0.0;						\
  if (x > 100.0)						\
    return 1.0;							\
  if (!(x >= -100.0))						\
    r += isnan (x) ? 3.0 : 5.0;					\
  else								\
    r += exp (x / 50.0) + (x > 101.0 ? 1000.0 : 0.0);		\
  if (x != y)							\
    r += 0.5;							\
  else								\
    r += y < 200.0 ? 7.0 : 11.0;				\
  if (isunordered (x, y))					\
    return r + 13.0;						\
  if (x <= y)							\
    r += x > y ? 17.0 : 19.0;					\
  if (!(x < 0.0))						\
    r += signbit (x) ? 23.0 : sqrt (x);				\
  return r;

#include "differential.h"
