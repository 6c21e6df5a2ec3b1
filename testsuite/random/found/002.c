/* found/002.c -- fpgen seeds 16 and 22 (run-random, check mode at
   -O3 -ffast-math): a false report of check mode:
     fpscev check: f: _4 = -9007199254740992 is not in
       [-9007199254740992, -9007199254740992] int
   The range is right (x - 2^53 rounds to -2^53 for every x in [-1, 0]),
   but the instrumentation's own test "_4 == -2^53" is folded by GCC under
   -ffast-math (-fassociative-math & co.) into "x_3 == 0.0", false for
   x = -1.  The check code needs protecting from fast-math algebra (e.g.
   by testing a copy of the value GCC cannot see through).
     gcc -O1 -ffast-math -fplugin=plugin/.libs/fpscev.so \
         -fplugin-arg-fpscev-check found/002.c -lm && ./a.out  */
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) double
f (double x)
{
  x = fmin (fmax (x, -1.0), 0.0);
  return x - 0x1p53;
}

int
main (void)
{
  printf ("%a\n", f (-1.0));
  return 0;
}
