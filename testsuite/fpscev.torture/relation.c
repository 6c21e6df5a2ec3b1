/* Relations between two values over special inputs: tests and fmin/fmax
   decided by a comparison of the same two values on a dominating edge
   (relation.h).  NaN operands make the false edge of x < y unordered, and
   -0 == +0 makes fmin and fmax of equal operands return either zero: the
   results are compared with an unoptimized copy, the sign of each zero
   included.  (fmin and fmax of zeros depend on the order of their
   operands, which GCC may exchange: each is called with x first where y
   may be the other zero.)  */

#define BODY(x, y)							\
  double r = 0.0;							\
  if (x < y)								\
    r += ((x >= y ? 1000.0 : 1.0) + copysign (2.0, fmin (x, y))		\
	  + (fmax (x, y) == y ? 4.0 : 8.0));				\
  if (x <= y)								\
    r += copysign (16.0, fmin (x, y)) + copysign (32.0, fmax (x, y));	\
  if (!(x < y))								\
    r += x >= y ? 64.0 : 128.0;						\
  if (!(x < y))								\
    r += isunordered (x, y) ? 256.0 : 512.0;				\
  if (isless (x, y))							\
    r += isgreaterequal (x, y) ? 1024.0 : 2048.0;			\
  if (x == y)								\
    r += (x < y || x > y) ? 4096.0 : copysign (8192.0, fmax (x, y));	\
  if (islessgreater (x, y))						\
    r += x == y ? 16384.0 : 32768.0;					\
  if (isgreater (x, y))							\
    r += (!(x > y) ? 65536.0 : 131072.0) + copysign (0.25, fmin (y, x));\
  if (x <= y && x != y)							\
    r += x < y ? 262144.0 : 524288.0;					\
  return r;

#include "differential.h"
