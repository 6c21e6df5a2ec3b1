/* found/006.c -- fpgen seeds 1143 and 1128 (run-random, check mode at
   -O3 -ffast-math): unsound long double libm ranges under
   -funsafe-math-optimizations (part of -ffast-math), where GCC expands
   sinl, cosl, expl & co. inline into x87 instructions:
   - fsin/fcos leave an operand of magnitude >= 2^63 unchanged, so
     sinl (1e30L) returns 1e30:
       fpscev check: g: _4 = 1.00000000000000000002e+30 is not in [-1, 1]
   - the inline expl (f2xm1/fscale) is off by tens of ulps (expl (-128):
     0xa.175cf9cd7d85828p-188 against the correctly rounded ...844p-188),
     beyond the libm slack of the range (seed 1128:
       v0_23 = 2.57220937264241482055e-56 is not in
         [2.572209372642414825e-56, 4.2012104037905142584e+25]).
   And fsin/fcos lose accuracy for large arguments anyway (seed 1169,
   a cosine 1e-4 away from the true one).
     gcc -O2 -ffast-math -fplugin=plugin/.libs/fpscev.so \
         -fplugin-arg-fpscev-check found/006.c -lm && ./a.out  */
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) long double
f (signed char c)
{
  return expl ((long double) c);
}

__attribute__ ((noipa)) long double
g (long double x)
{
  x = fminl (fmaxl (x, -1e30L), 1e30L);
  return sinl (x);
}

int
main (void)
{
  long double a = f (-128);
  long double b = g (1e30L);
  printf ("%La %La\n", a, b);
  return 0;
}
