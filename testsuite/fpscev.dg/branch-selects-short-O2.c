/* Issue 37: at -O2 (GCC's very cheap cost model) a loop of unknown trip
   count would not vectorize: its branches stay (a scalar loop would
   compute both arms for every element), and no copy for short runs is
   made (branch-selects-short.c).  */
/* { dg-options "-O2 -fopt-info-vec-optimized -fopt-info-optimized -fplugin-arg-fpscev-dump" } */

void
soft_clip (float *restrict out, const short *restrict x, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-bogus "loop vectorized" } */
    {
      float v = x[i] * (1.0f / 32768);
      float y = v > 0.5f ? 0.5f + (v - 0.5f) * 0.5f : v; /* { dg-bogus "is a select" } */
      out[i] = y < -0.5f ? -0.5f + (y + 0.5f) * 0.5f : y; /* { dg-bogus "is a select" } */
    }
}

/* { dg-final { scan-fpscev-dump-not "branch-selects: loop" } } */
