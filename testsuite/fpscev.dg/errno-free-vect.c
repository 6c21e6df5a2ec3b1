/* Issue 28: a loop-invariant call fpscev makes const leaves its loop
   before the vectorizer (GCC's loop invariant motion runs again after
   fpscev, errno-free.cc), so that the loop vectorizes as it does under
   -fno-math-errno; without a range for the argument it stays.  */
/* { dg-options "-O3 -fno-ipa-icf -fopt-info-optimized" } */
#include <math.h>

void
scale (double *restrict a, const double *restrict b, int n, double g)
{
  if (!(g > -10.0 && g < 10.0))
    return;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    a[i] = b[i] * exp (g);	/* { dg-message "call cannot set errno" } */
}

void
scale_unknown (double *restrict a, const double *restrict b, int n,
	       double g)
{
  for (int i = 0; i < n; i++)	/* { dg-bogus "loop vectorized" } */
    a[i] = b[i] * exp (g);	/* { dg-bogus "errno" } */
}
