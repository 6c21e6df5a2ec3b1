/* neighbour.h -- the neighbours of the special inputs of differential.h,
   for tests that try values one ulp away from a boundary.  */
#include <float.h>
#include <math.h>

/* X moved one ulp toward Y; not to a subnormal number under -ffast-math,
   where the program runs with subnormals flushed to zero (which glibc's
   log, reading their bits, does not follow).  */
static double
neighbour (double x, double y)
{
  double v = nextafter (x, y);
#ifdef __FAST_MATH__
  if (fabs (v) < DBL_MIN)
    return x;
#endif
  return v;
}
