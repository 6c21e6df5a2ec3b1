/* Refinement backward through math functions, chains of operations and
   the classification macros, over special inputs and their neighbours
   one ulp away: exp, exp2, expm1, log, log2, log10, log1p and cbrt bound
   their argument from bounds of their result (widened by the libm error),
   sqrt, sin, cos, tan and copysign narrow theirs, and isfinite, isinf
   and isnormal narrow x on both edges.  Check mode verifies the ranges
   of v * 3.0 computed from the narrowed v; the results are compared with
   an unoptimized copy.  */

#define USE(v) ((v) * 3.0 + ((v) < 1.0 ? 1.0 : 0.0)			\
		+ ((v) > -1.0 ? 2.0 : 0.0) + ((v) == 2.0 ? 4.0 : 0.0))

#define BODY(x, y)							\
  double v = neighbour (x, y), r = 0.0;					\
  if (exp (v) < 7.38905609893065)					\
    r += USE (v);							\
  else									\
    r -= USE (v);							\
  if (exp2 (v) >= 4.0)							\
    r += USE (v);							\
  if (expm1 (v) <= 1.0)							\
    r += 2 * USE (v);							\
  if (log (v) < 1.0)							\
    r += USE (v);							\
  else									\
    r -= 3 * USE (v);							\
  if (!isnan (log2 (v)))						\
    r += USE (v);							\
  if (log10 (v) > 2.0)							\
    r += USE (v);							\
  if (log1p (v) >= 0.0)							\
    r += USE (v);							\
  if (cbrt (v) >= 1.0)							\
    r += USE (v);							\
  if (cbrt (v) > 1.2599)						\
    r += 7 * USE (v);							\
  if (cbrt (v) < -0.9999)						\
    r += 0.5 * USE (v);							\
  else									\
    r += 13 * USE (v);							\
  if (sqrt (v) < 1.5)							\
    r += USE (v);							\
  if (!isnan (sin (v)) && !isnan (cos (v + 1.0)))			\
    r += USE (v);							\
  if (tan (v) < 2.0)							\
    r += USE (v);							\
  if (copysign (v, y) == 2.0)						\
    r += USE (v);							\
  if (exp (v * 2.0) < 10.0)						\
    r += 5 * USE (v);							\
  if (log (exp (v * 2.0) + 1.0) < 3.0)					\
    r += USE (v);							\
  if (isfinite (v))							\
    r += USE (v);							\
  else									\
    r -= USE (v);							\
  if (isinf (v))							\
    r += 11.0 * (v > 0.0);						\
  else if (!isnan (v))							\
    r += USE (v);							\
  if (isnormal (v))							\
    r += USE (v);							\
  return r;

#include "neighbour.h"
#include "differential.h"
