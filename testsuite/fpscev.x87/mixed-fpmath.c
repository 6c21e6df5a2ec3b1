/* -mfpmath=sse,387: GCC may keep doubles in x87 registers, with their
   excess precision and exponent range, wherever it likes (it calls the
   precision unpredictable).  v = p * (-1 - p) for p = 1.5e308 is then
   -2.25e616 in the register, not -inf, and v != v * 2 holds (issue 26:
   the plugin took v to be -inf and printed 0, gcc alone 1).  Run by
   x87.exp, which compares the output with that of gcc alone.  */
#include <stdio.h>

long double g;

__attribute__ ((noipa)) int
f (double p)
{
  if (p > 1e300)
    {
      double v = p * (-1 - p);
      g = v;
      return v != v * 2;
    }
  return -1;
}

int
main (void)
{
  volatile double p = 1.5e308;
  printf ("%d %d\n", f (p), f (2.0));
  return 0;
}
