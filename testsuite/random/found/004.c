/* found/004.c -- fpgen seed 1083 (run-random, diff mode at -O3
   -ffast-math): the output changes with the plugin.
   A program linked with -ffast-math runs with the SSE flush-to-zero and
   denormals-are-zero modes on (GCC links crtfastmath.o): subnormal inputs
   of arithmetic and of comparisons count as zero, subnormal results are
   flushed to zero.  Here floor (x) > -DBL_TRUE_MIN, with x in [0, 10], is
   true for every x in IEEE arithmetic, and the plugin folds it to 1; at
   run time without the plugin, -DBL_TRUE_MIN is read as -0 and the test
   is false for x in [0, 1).  Prints "0" without the plugin, "1" with.
   Check mode does not see this one (its own bound tests compare with
   subnormal constants that DAZ reads as zero too), but it sees others of
   the kind: seeds 2908 (_6 = 0 is not in [4.9e-324, 4.9e-324]), 2990
   (_27 = 0 is not in [1.1e-308, 2.2e-308]), 2887 (-FLT_TRUE_MIN - x >= 0
   taken for x = 0, then powf's result -0 is not in [1, 2147483648]),
   2799 (a float x with x - 1 > -1 after reassociation, x - 1 flushed to
   -1, log1pl gives -inf).  Should the ranges treat subnormals as zeros
   under -ffast-math / -funsafe-math-optimizations?
     gcc -O2 -ffast-math [-fplugin=plugin/.libs/fpscev.so] found/004.c -lm
     ./a.out  */
#include <float.h>
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) int
f (double x)
{
  x = fmin (fmax (x, 0.0), 10.0);
  return floor (x) > -DBL_TRUE_MIN;
}

int
main (void)
{
  printf ("%d\n", f (0.5));
  return 0;
}
