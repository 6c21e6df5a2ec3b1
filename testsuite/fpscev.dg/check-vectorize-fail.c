/* Check mode reports a value out of its range inside a loop the
   vectorizer vectorizes (issue 35): the checks of a loop whose iterations
   GCC bounds OR and AND the bits of their failing values into variables
   of their own, reductions, and the loop's exit records the failure,
   with its value if all the failing values were the same.  The failures
   come from an assumption the program breaks (a gain outside [0, 4]),
   in a child process, which must die of abort.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-O3 -fopt-info-vec-optimized -fplugin-arg-fpscev-check" } */
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#define N 1000
static short in[N];
static float out[N];

__attribute__ ((noipa)) static void
gain (float *restrict dst, const short *restrict src, int n, float g)
{
  if (!(g >= 0.0f && g <= 4.0f))
    __builtin_unreachable ();
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    dst[i] = src[i] * g;
}

/* Abort unless gain by G, with IN[K] = V for K in [FROM, TO), aborts.  */
static void
expect_abort (float g, int from, int to, short v)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      for (int k = from; k < to; k++)
	in[k] = v + k % 2;
      gain (out, in, N, g);
      _exit (0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid
      || !WIFSIGNALED (status) || WTERMSIG (status) != SIGABRT)
    abort ();
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = i * 30;
  gain (out, in, N, 4.0f);
  expect_abort (100.0f, 0, 0, 0);
  for (int i = 0; i < N; i++)
    in[i] = 0;
  expect_abort (100.0f, 517, 518, 2000);
  return 0;
}

/* { dg-output "fpscev check: gain: _\[0-9\]+ \\(several values, not recorded\\) is not in \\\[-131072, 131068\\\]\n" } */
/* { dg-output "fpscev check: gain: _\[0-9\]+ = 200100 is not in \\\[-131072, 131068\\\]" } */
