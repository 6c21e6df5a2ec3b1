/* found/008.c -- fpgen seed 2144 (run-random, check mode at -O3
   -ffast-math): pow's range too narrow under -funsafe-math-optimizations:
     fpscev check: f: _4 = 59049.0000000000800355 is not in
       [1.693508780843026e-05, 59049.00000000006]
   With a constant base GCC rewrites pow (3.0, y) as exp (y * log (3.0))
   under -funsafe-math-optimizations; for y = 10 that gives
   59049.00000000008 where pow gives 59049 exactly, beyond the slack of
   the range.
     gcc -O2 -ffast-math -fplugin=plugin/.libs/fpscev.so \
         -fplugin-arg-fpscev-check found/008.c -lm && ./a.out  */
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) double
f (double y)
{
  y = fmin (fmax (y, -10.0), 10.0);
  return pow (3.0, y);
}

int
main (void)
{
  printf ("%a\n", f (10.0));
  return 0;
}
