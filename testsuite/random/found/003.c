/* found/003.c -- fpgen seed 1161 (run-random, check mode at -O1, -O2,
   -O3): an unsound range:
     fpscev check: f: _5 = -0.989992499351501464844 is not in
       [0.47968283, 1]
   x = (float) p for a long double p in [-1e39, 1e39] (beyond FLT_MAX:
   the conversion overflows to +-inf for the largest values) and cosf (x)
   gets [0.47968283, 1] (no NaN either, although cosf (+-inf) is NaN).
   Either the narrowing conversion of a range that overflows the target
   or cos of the result goes wrong; p in [-1e30, 1e30] is fine, and in the
   seed the same came from p = (long double) (float) q * -3.0L.
     gcc -O1 -fplugin=plugin/.libs/fpscev.so -fplugin-arg-fpscev-check \
         found/003.c -lm && ./a.out  */
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) float
f (long double p)
{
  p = fminl (fmaxl (p, -1e39L), 1e39L);
  return cosf ((float) p);
}

int
main (void)
{
  printf ("%a\n", f (3.0L));
  return 0;
}
