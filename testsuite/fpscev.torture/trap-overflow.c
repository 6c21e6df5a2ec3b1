/* Issue 15: DBL_MAX times a number of at least 1 overflows; fpscev decides
   the isinf test but must keep the multiplication.  */
#include <float.h>
#include "trap-exceptions.h"

int
main (void)
{
  double big = one_to_two () * 1e300;
  feclearexcept (FE_ALL_EXCEPT);
  double o = big * DBL_MAX;			/* +inf.  */
  if (EXCEPTIONS_CHECKED && !isinf (o))
    abort ();
  EXPECT_RAISED (FE_OVERFLOW);
  return 0;
}
