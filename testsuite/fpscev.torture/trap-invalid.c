/* Issue 15: under -ftrapping-math (the default) a test fpscev decides must
   not take with it the last use of an operation that raises an exception:
   GCC's dead code elimination would delete the operation and the
   exception would never be raised.  inf / inf raises invalid.  */
#include "trap-exceptions.h"

int
main (void)
{
  double d = one_to_two () * 1e308 * 1e308;	/* +inf, raises overflow.  */
  feclearexcept (FE_ALL_EXCEPT);
  double r = d / d;				/* NaN, raises invalid.  */
  if (EXCEPTIONS_CHECKED && !isnan (r))
    abort ();
  EXPECT_RAISED (FE_INVALID);
  return 0;
}
