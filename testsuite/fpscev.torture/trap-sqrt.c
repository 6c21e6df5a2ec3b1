/* Issue 15: sqrt of a negative number raises invalid.  Without errno GCC
   may delete an unused sqrt: fpscev decides the isnan test but must keep
   the call.  */
/* { dg-options "-fno-math-errno" } */
#include "trap-exceptions.h"

int
main (void)
{
  double neg = -one_to_two ();
  feclearexcept (FE_ALL_EXCEPT);
  double s = sqrt (neg);			/* NaN.  */
  if (EXCEPTIONS_CHECKED && !isnan (s))
    abort ();
  EXPECT_RAISED (FE_INVALID);
  return 0;
}
