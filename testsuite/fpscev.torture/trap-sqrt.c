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
#if __GNUC__ < 13
  /* GCC 14 and later know sqrt's range themselves (gimple-range-op.cc):
     from the range fpscev exports for NEG they decide the test, and their
     dead code elimination deletes the call, as with a NEG of their own
     (GCC 13 is left out with them, untested).  */
  EXPECT_RAISED (FE_INVALID);
#endif
  return 0;
}
