/* Issue 15: a finite nonzero number divided by zero raises divide-by-zero;
   fpscev decides the isinf test but must keep the division.  */
#include "trap-exceptions.h"

int
main (void)
{
  double zero = one_to_two () * 0.0;		/* +0.  */
  feclearexcept (FE_ALL_EXCEPT);
  double q = 1.0 / zero;			/* +inf.  */
  if (EXCEPTIONS_CHECKED && !isinf (q))
    abort ();
  EXPECT_RAISED (FE_DIVBYZERO);
  return 0;
}
