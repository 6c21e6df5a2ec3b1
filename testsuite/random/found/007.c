/* found/007.c -- fpgen seed 2189 (run-random, check mode at -O2
   -frounding-math): unsound expm1l range under dynamic rounding:
     fpscev check: f: _5 = -1.00000000000000000011 is not in
       [-1, 1.4302079958348104475e+55]
   glibc's expm1l in FE_DOWNWARD returns -0x8.000000000000001p-3
   (-1 - 1 ulp) for c = -120 .. -127: below expm1's mathematical bound -1,
   which the range takes as exact.  Under -frounding-math the libm slack
   has to extend past such bounds too (the same may hold for tanh, sin,
   cos, atan at +-1 or +-pi/2).
     gcc -O2 -frounding-math -fplugin=plugin/.libs/fpscev.so \
         -fplugin-arg-fpscev-check found/007.c -lm && ./a.out  */
#include <fenv.h>
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) long double
f (signed char c)
{
  return expm1l ((long double) c);
}

int
main (void)
{
  fesetround (FE_DOWNWARD);
  long double r = f (-127);
  fesetround (FE_TONEAREST);
  printf ("%La\n", r);
  return 0;
}
