/* found/001.c -- fpgen seeds 4 and 5 (run-random, at -O2 -frounding-math;
   the ICE is there at every -O level): internal compiler error in the
   fpscev pass,
     ../../src/init2.c:54: MPFR assertion failed: ((p) >= 1 && ...)
   when a double range with a nonzero bound of magnitude below 2^-149 (the
   smallest float subnormal) is converted to float: here x in [2^-150, 1].
   [2^-149, 1] is fine.  The narrowing conversion (fr_convert) seems to
   ask MPFR for a precision <= 0 to round a bound that lies below the
   target's smallest subnormal.
     gcc -O2 -fplugin=plugin/.libs/fpscev.so -c found/001.c  */
#include <math.h>

__attribute__ ((noipa)) float
f (double x)
{
  x = fmin (fmax (x, 0x1p-150), 1.0);
  return (float) x;
}

int
main (void)
{
  return f (0.5) != 0.5f;
}
