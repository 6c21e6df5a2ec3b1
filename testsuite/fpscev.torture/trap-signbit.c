/* A signbit or copysign fold must not delete the operation whose sign it
   decides when that operation may raise an exception: x / +0 is +inf
   (divide-by-zero), and the overflow of one_to_two () * DBL_MAX * 2 is
   +inf (overflow).  Nothing is computed under -ffast-math, where these
   infinities are undefined.  */
#include <float.h>
#include "trap-exceptions.h"

/* GCC 13 and later decide signbit and copysign themselves from the ranges
   fpscev exports for the operands (ZERO, the product before the last
   multiplication) and then delete the operation: there the exceptions
   are not checked.  */
#if __GNUC__ < 13
# define EXPECT_RAISED_BEFORE_GCC_13(excepts) EXPECT_RAISED (excepts)
#else
# define EXPECT_RAISED_BEFORE_GCC_13(excepts) ((void) 0)
#endif

int
main (void)
{
  if (!EXCEPTIONS_CHECKED)
    return 0;
  double zero = one_to_two () * 0.0;		/* +0.  */
  feclearexcept (FE_ALL_EXCEPT);
  double q = one_to_two () / zero;		/* +inf.  */
  if (signbit (q))
    abort ();
  EXPECT_RAISED_BEFORE_GCC_13 (FE_DIVBYZERO);
  feclearexcept (FE_ALL_EXCEPT);
  double big = one_to_two () * DBL_MAX * 2.0;	/* +inf.  */
  if (copysign (3.0, big) != 3.0)
    abort ();
  EXPECT_RAISED_BEFORE_GCC_13 (FE_OVERFLOW);
  return 0;
}
