/* Helpers of the trap-*.c tests: whether the floating-point exceptions
   can be checked at this option set, and a value GCC cannot bound.  */
#include <fenv.h>
#include <math.h>
#include <stdlib.h>

/* -ffast-math implies -fno-trapping-math, under which GCC may delete any
   operation whose result is unused, and -ffinite-math-only, under which
   the infinities and NaNs these tests compute are undefined: nothing is
   checked there.  */
#ifdef __FAST_MATH__
# define EXCEPTIONS_CHECKED 0
#else
# define EXCEPTIONS_CHECKED 1
#endif

/* Abort unless the exceptions EXCEPTS were raised since the last
   feclearexcept, where they are checked.  */
#define EXPECT_RAISED(excepts) \
  do { if (EXCEPTIONS_CHECKED && !fetestexcept (excepts)) abort (); } \
  while (0)

/* A number in [1, 2] that only fpscev bounds: exp of a value read through
   a volatile and guarded, which GCC's own ranges do not follow.  */
static volatile double input = 0.5;

static double
one_to_two (void)
{
  double x = input;
  if (!(x >= 0.0 && x <= 0.6931))
    abort ();
  return exp (x);
}
