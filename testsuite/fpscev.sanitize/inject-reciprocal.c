/* The reciprocal GCC computes once for the divisions by n of a loop
   (-freciprocal-math), a temporary without a source position, is
   reported where the program uses it: a division by n = 0 that the
   program makes, guarded or not, is reported at its line (issue 38).
   Each runs in a child process, which must die of abort after its
   report.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-ffast-math -fplugin-arg-fpscev-sanitize" } */
#include "aborting-runs.h"

#define N 8
double in[N], out[N];

__attribute__ ((noipa)) void
divide (int n)
{
  for (int i = 0; i < N; i++)
    out[i] = in[i] / (double) n;
}

__attribute__ ((noipa)) void
divide_guarded (int n, double x)
{
  for (int i = 0; i < N; i++)
    if (n >= 0)
      out[i] = in[i] / (double) n + x / (double) n;
    else
      out[i] = in[i];
}

/* The case SCENARIO.  */
static void
run (int scenario)
{
  if (scenario == 0)
    divide (0);
  else
    divide_guarded (0, 1.0);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = i + 1;
  run_aborting (run, 2);
  divide (2);
  if (out[N - 1] != N / 2.0)
    abort ();
  divide_guarded (-1, 1.0);
  if (out[N - 1] != N)
    abort ();
  divide_guarded (2, 1.0);
  if (out[N - 1] != (N + 1) / 2.0)
    abort ();
  return 0;
}

/* { dg-output "\[^\n\]*inject-reciprocal.c:18:\[0-9\]+: runtime error: \[a-z\]+ \[^\n\]* is inf in function 'divide'\n" } */
/* { dg-output "\[^\n\]*inject-reciprocal.c:26:\[0-9\]+: runtime error: \[a-z\]+ \[^\n\]* is inf in function 'divide_guarded'" } */
