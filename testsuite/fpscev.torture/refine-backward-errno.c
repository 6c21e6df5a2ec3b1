/* Refinement backward through sqrt split by call-cdce (-fmath-errno, the
   default): a square root that is not NaN has an operand of -0 or more,
   through the PHI of the inline root and the errno call.  Over special
   inputs and their neighbours one ulp away; check mode verifies the
   ranges of the narrowed values, and the results are compared with an
   unoptimized copy.  A PHI of which more than one argument may give the
   value tested tells nothing.  Under -ffast-math, which assumes that no
   NaN arises, the operands are made nonnegative: the square root of a
   negative number is undefined there.  */

#ifdef __FAST_MATH__
# define OPERAND(v) fabs (v)
#else
# define OPERAND(v) (v)
#endif

#define BODY(x, y)							\
  double v = OPERAND (neighbour (x, y)), w = OPERAND (y), r = 0.0;	\
  double s = sqrt (v);							\
  if (!isnan (s))							\
    r += (v < -1.0 ? 1.0 : 2.0) + (v < 0.0 ? 4.0 : 8.0) + v * 3.0;	\
  if (isnan (s))							\
    r += v < -1.0 ? 16.0 : 32.0;					\
  if (sqrt (w) >= 0.5)							\
    r += (w < 0.25 ? 64.0 : 128.0) + w * 0.5;				\
  if ((float) sqrt (v) > 1.0f)						\
    r += v < 1.0 ? 256.0 : 512.0;					\
  double t = w > 0.0 ? sqrt (v) : v * 2.0;				\
  if (!isnan (t))							\
    r += v < -1.0 ? 1024.0 : 2048.0;					\
  return r;

#include "neighbour.h"
#include "differential.h"
