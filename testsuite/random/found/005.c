/* found/005.c -- fpgen seed 1068 (run-random, check mode at -O3
   -ffast-math; also -O1 -ffast-math and -ffinite-math-only
   -fno-trapping-math): a false report of check mode, or a question of
   what ranges mean under -ffinite-math-only:
     fpscev check: f: iftmp.0_11 = inf is not in
       [-1.7976931348623157e+308, -1.6e-14]
   With -fno-trapping-math GCC's phiopt (before the fpscev pass) turns
   "fabs (x) >= 0.001 ? 16.0 / x : 16.0" into an unconditional
   iftmp = 16.0 / x and a select, so 16.0 / x is computed for x = +0 too
   and is +inf.  Under -ffinite-math-only the plugin drops the infinities
   from the range of the division and check mode reports the speculated
   value, although the program never uses it.  Without
   -ffinite-math-only the range is [-inf, +inf] and all is well.
     gcc -O1 -ffast-math -fplugin=plugin/.libs/fpscev.so \
         -fplugin-arg-fpscev-check found/005.c -lm && ./a.out  */
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) double
f (double x, int n)
{
  x = fmin (fmax (x, -1e15), 0.0);
  double v = -0.5;
  for (int i = 0; i < n; i++)
    v = v * 0.25 + (fabs (x) >= 0.001 ? 16.0 / x : 16.0);
  return v;
}

int
main (void)
{
  printf ("%a\n", f (0.0, 2));
  return 0;
}
