/* Issue 15: DBL_MAX times a number of at least 1 overflows; fpscev decides
   the isinf test but must keep the multiplication, and so must the
   replacement of a value that is one infinity by the constant.  */
#include <float.h>
#include "trap-exceptions.h"

static volatile double sink;

int
main (void)
{
  double big = one_to_two () * 1e300;
  feclearexcept (FE_ALL_EXCEPT);
  double o = big * DBL_MAX;			/* +inf.  */
  if (EXCEPTIONS_CHECKED && !isinf (o))
    abort ();
  EXPECT_RAISED (FE_OVERFLOW);
  /* The square is +inf: its use must not become the constant, which would
     leave the multiplication dead (issue 30).  */
  feclearexcept (FE_ALL_EXCEPT);
  sink = big * big;
#if __GNUC__ != 13 && __GNUC__ != 14
  /* (GCC 13 and 14 alone fold the square to +inf with their own float
     ranges and drop the overflow: nothing for fpscev to keep there.)  */
  EXPECT_RAISED (FE_OVERFLOW);
#endif
  return 0;
}
