/* Issue 37: a loop whose branches fpscev makes selects (simplify-
   branches.h) is versioned on its trip count first: the runs shorter
   than a vector take a copy that keeps the branches and is not
   vectorized (short-runs.h), the others the loop with the selects, which
   still vectorizes.  A constant trip count needs no copy, and one below
   the lanes keeps the branches.  */
/* { dg-options "-O3 -fno-ipa-icf -fopt-info-vec-optimized -fopt-info-optimized -fplugin-arg-fpscev-dump" } */

void
soft_clip (float *restrict out, const short *restrict x, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    {
      float v = x[i] * (1.0f / 32768);
      float y = v > 0.5f ? 0.5f + (v - 0.5f) * 0.5f : v; /* { dg-message "is a select" } */
      out[i] = y < -0.5f ? -0.5f + (y + 0.5f) * 0.5f : y; /* { dg-message "is a select" } */
    }
}

/* Doubles: two lanes, a copy for runs of one element.  */
void
gains_d (double *restrict out, const int *restrict x, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    {
      double d = x[i];
      out[i] = d > 100 ? d / 4.0 - 0.5 : d * 0.25; /* { dg-message "is a select" } */
    }
}

#define N 1024
short in16[N];
float out[N];

void
knee_n (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "loop vectorized" } */
    {
      float v = in16[i];
      out[i] = v > 1000.5f ? 1000.5f + (v - 1000.5f) * 0.25f : v; /* { dg-message "is a select" } */
    }
}

/* Three iterations: the vectorized loop would run its scalar epilogue
   only; the branches stay.  */
void
three (float *restrict o, const short *restrict x)
{
#pragma GCC unroll 1
  for (int i = 0; i < 3; i++)
    {
      float v = x[i];
      o[i] = v > 1000.5f ? 1000.5f + (v - 1000.5f) * 0.25f : v; /* { dg-bogus "is a select" } */
    }
}

/* { dg-final { scan-fpscev-dump-times ";; branch-selects: loop \[0-9\]+: runs of fewer than 4 iterations take loop \[0-9\]+, which keeps the branches" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; branch-selects: loop \[0-9\]+: runs of fewer than 2 iterations take loop \[0-9\]+, which keeps the branches" 1 } } */
