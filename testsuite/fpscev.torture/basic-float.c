/* The plugin loaded at every torture option set must leave plain float
   arithmetic, conversions and comparisons computing what C says.  */
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) double
mix (unsigned char c, double y)
{
  double x = (double) c;
  if (x > 255.0)
    abort ();
  return x * 0.5 + y;
}

int
main (void)
{
  volatile double zero = 0.0;
  if (mix (255, 1.0) != 128.5)
    abort ();
  if (mix (0, -0.25) != -0.25)
    abort ();
#if !__FINITE_MATH_ONLY__
  if (!isnan (mix (1, zero / zero)))
    abort ();
#endif
  return 0;
}
