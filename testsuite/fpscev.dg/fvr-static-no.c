/* A trip count that is a constant below the break-even count T, or
   bounded below T (here by the type of the counter), keeps the loop,
   statically: no guard.  T is set high with fvr-threshold: GCC unrolls
   the loops whose natural T would exceed their constant count before
   fpscev sees them.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr-threshold=300" } */

unsigned
constant (unsigned k)
{
  unsigned r = 0;
  for (unsigned j = 0; j < 50; j++)
    r += j * j + k;
  return r;
}

unsigned
bounded (unsigned char n)
{
  unsigned r = 0;
  for (unsigned char j = 0; j < n; j++)
    r += j * j;
  return r;
}

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: loop \\(static, count 50 < T\\)" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: loop \\(static, count <= 255 < T\\)" } } */
/* { dg-final { scan-fpscev-dump-not "guarded" } } */
/* { dg-final { scan-fpscev-dump-not "loops changed" } } */
