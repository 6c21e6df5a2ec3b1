/* Check mode splits blocks inside loops (here the header and latch of a
   loop with float induction variables): GCC's loop structures must stay
   valid.  This ICEd in get_loop_body (pass sccp) before check mode asked
   GCC to fix the loops up (testsuite/random/found/009.c).  */
/* { dg-options "-O2 -fno-math-errno -fplugin-arg-fpscev-check" } */

extern long double tanl (long double), sqrtl (long double);

long double
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

/* { dg-final { scan-assembler "dprintf" } } */
