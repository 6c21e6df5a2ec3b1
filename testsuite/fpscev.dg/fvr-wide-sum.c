/* Sums wider than a counter that may wrap: the counter is summarised by
   its exact values under the condition that it does not wrap in the
   iterations that run (N <= (MAX - start) / step), which joins the trip
   count's assumptions in the guard, or holds by the type of N, or fails
   at compile time.  The details dump shows the condition after
   "assuming".  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump=details -fopt-info-loop-optimized" } */

typedef unsigned long long u64;

u64
step3 (unsigned n)
{
  u64 r = 0;
  for (unsigned j = 1; j < n; j += 3)	/* { dg-message "fpscev: loop 1: 1 final value replaced by a closed form of degree 3 when the trip count is large" } */
    r += (u64) j * j;
  return r;
}

/* An 8-bit counter beside a 64-bit count: the closed form holds while
   N <= 255 - s.  */
u64
count8 (unsigned char s, u64 n)
{
  u64 r = 0;
  unsigned char j = s;
  for (u64 i = 0; i < n; i++)	/* { dg-message "fpscev: loop 1: 1 final value replaced by a closed form of degree 3 when the trip count is large" } */
    {
      r += (u64) j * j;
      j++;
    }
  return r;
}

/* N is an unsigned char: it is at most 255 - 0, and no condition is
   needed.  */
u64
up8 (unsigned char n)
{
  u64 r = 0;
  for (unsigned char j = 0; j < n; j++)	/* { dg-message "fpscev: loop 1: 1 final value replaced" } */
    r += (u64) j * j;
  return r;
}

/* 100 iterations from 200 wrap: no closed form.  */
u64
wraps8 (void)
{
  u64 r = 0;
  unsigned char j = 200;
  for (int i = 0; i < 100; i++)	/* { dg-bogus "final value replaced" } */
    {
      r += (u64) j * j;
      j++;
    }
  return r;
}

/* { dg-final { scan-fpscev-dump-times "assuming \[^\n\]*<= \\(u64\\) ~\\(unsigned char\\) s_\[0-9\]+\\(D\\)\n" 1 } } */
/* { dg-final { scan-fpscev-dump-times "latch executions \[^\n\]*, zero if \[^\n\]*\n" 3 } } */
/* { dg-final { scan-fpscev-dump-times "not replaced: converted induction variable may wrap" 1 } } */
