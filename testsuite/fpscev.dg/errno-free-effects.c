/* Issue 28: what GCC does with the calls fpscev makes const (errno-free.cc)
   once they cannot set errno, counted at run time through the linker's
   --wrap: the loop-invariant call leaves its loop (GCC's loop invariant
   motion, run again after fpscev: errno-free-vect.c) and two equal calls
   become one (FRE).  Without a range the calls stay where they are.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -Wl,--wrap=exp -Wl,--wrap=exp2 -Wl,--wrap=log10" } */
#include <math.h>
#include <stdlib.h>

static int exp_calls, exp2_calls, log10_calls;
double __real_exp (double), __real_exp2 (double), __real_log10 (double);
double __wrap_exp (double x) { exp_calls++; return __real_exp (x); }
double __wrap_exp2 (double x) { exp2_calls++; return __real_exp2 (x); }
double __wrap_log10 (double x) { log10_calls++; return __real_log10 (x); }

#define N 100
static double a[N], b[N];
static volatile double input = 0.5;

__attribute__ ((noipa)) void
scale (double *restrict dst, const double *restrict src, int n, double g)
{
  if (!(g > -10.0 && g < 10.0))
    return;
  for (int i = 0; i < n; i++)
    dst[i] = src[i] * exp (g);
}

/* No range for g: the call may set errno on each iteration.  */
__attribute__ ((noipa)) void
scale_unknown (double *restrict dst, const double *restrict src, int n,
	       double g)
{
  for (int i = 0; i < n; i++)
    dst[i] = src[i] * exp2 (g);
}

__attribute__ ((noipa)) double
merged (double x)
{
  if (!(x > 0.0))
    return 0.0;
  double db = 20.0 * log10 (x);
  return db + log10 (x);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    b[i] = i;
  scale (a, b, N, input);
  if (exp_calls != 1 || a[N - 1] != (N - 1) * exp (input))
    abort ();
  scale_unknown (a, b, N, input);
  if (exp2_calls != N)
    abort ();
  if (merged (input) != 21.0 * log10 (input) || log10_calls != 2)
    abort ();
  return 0;
}
