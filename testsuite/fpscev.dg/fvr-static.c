/* fvr decides statically when the trip count is a constant that reaches
   the break-even count T: the closed form, no guard; the dump says so, and
   -fopt-info-loop-optimized reports the replacement.  (Counts below T:
   fvr-static-no.c.)  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-loop-optimized" } */

unsigned
static_yes (void)
{
  unsigned r = 0;
  for (unsigned j = 0; j < 1000; j++) /* { dg-warning "optimized: fpscev: loop 1: 1 final value replaced by a closed form of degree 4" } */
    r += j * j * j;
  return r;
}

/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: " 1 } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: closed form \\(static, count 1000 >= T\\)" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: cost: loop \[0-9\]+ per iteration, closed form \[0-9\]+, T \[0-9\]+$" } } */
