/* found/009.c -- fpgen seed 2820 (run-random, check mode at -O3
   -ffast-math): internal compiler error after the fpscev pass, check mode
   only:
     internal compiler error: in get_loop_body, at cfgloop.cc:910
     during GIMPLE pass: sccp       (-O2; "unswitch" at -O3)
   -fno-math-errno is enough (-O2 -fno-math-errno); -O3 alone is fine.
   The loop's checks (of sqrtl, tanl, the float induction variables) seem
   to leave the loop structures inconsistent (a check block on the latch
   or the exit?).
     gcc -O2 -fno-math-errno -fplugin=plugin/.libs/fpscev.so \
         -fplugin-arg-fpscev-check -c found/009.c  */
#include <math.h>

__attribute__ ((noipa)) long double
f (void)
{
  double v1 = 0.0;
  long double v2 = 100.0L;
  for (int i = 0; i < 7; i++)
    {
      v2 += tanl (sqrtl ((long double) v1));
      v1 += -0.25;
    }
  return v2;
}

int
main (void)
{
  return f () != f ();
}
