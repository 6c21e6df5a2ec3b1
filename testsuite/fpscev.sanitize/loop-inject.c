/* In a loop the vectorizer takes, the sanitizer records the failures in
   reductions and reports them at the loop's exits (issue 38): a NaN
   loaded at the first, a middle and the last element, the overflow of a
   product in the middle, and the overflow of a sum, a value the loop
   carries, are each reported at their line, with the operands, and the
   program aborts.  Each runs in a child process; the loops' length is odd,
   so that the last element is computed after the vectorized iterations.
   At -O0 and -O2 (and for -m32's excess precision) the same reports come
   from the branches after each site.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-fplugin-arg-fpscev-sanitize" } */
#include "aborting-runs.h"

#define N 203
float x[N], y[N], out[N];
volatile float sink;

__attribute__ ((noipa)) void
axpy (float a)
{
  for (int i = 0; i < N; i++)
    out[i] = x[i] * a + y[i];
}

__attribute__ ((noipa)) float
total (void)
{
  float s = 0.0f;
  for (int i = 0; i < N; i++)
    s += x[i];
  return s;
}

/* The case SCENARIO, on arrays of ones.  */
static void
run (int scenario)
{
  for (int i = 0; i < N; i++)
    x[i] = y[i] = 1.0f;
  switch (scenario)
    {
    case 0: y[0] = __builtin_nanf (""); axpy (2.0f); break;
    case 1: y[N / 2] = __builtin_nanf (""); axpy (2.0f); break;
    case 2: y[N - 1] = __builtin_nanf (""); axpy (2.0f); break;
    case 3: x[N / 2] = 0x1p127f; axpy (3.0f); break;
    case 4: x[0] = x[N - 1] = 0x1p127f; out[0] = total (); break;
    }
  sink = out[N / 2] + out[0];
}

int
main (void)
{
  run_aborting (run, 5);
  run (5);
  axpy (2.0f);
  if (out[N - 1] != 3.0f || total () != N)
    abort ();
  return 0;
}

/* { dg-output "\[^\n\]*loop-inject.c:22:\[0-9\]+: runtime error: load from 'y' is nan in function 'axpy'\n" } */
/* { dg-output "\[^\n\]*loop-inject.c:22:\[0-9\]+: runtime error: load from 'y' is nan in function 'axpy'\n" } */
/* { dg-output "\[^\n\]*loop-inject.c:22:\[0-9\]+: runtime error: load from 'y' is nan in function 'axpy'\n" } */
/* { dg-output "\[^\n\]*loop-inject.c:22:\[0-9\]+: runtime error: multiplication (0x1p\\+127 \\* 0x1.8p\\+1|0x1.8p\\+1 \\* 0x1p\\+127) is inf in function 'axpy'\n" } */
/* { dg-output "\[^\n\]*loop-inject.c:30:\[0-9\]+: runtime error: addition (0x1p\\+127 \\+ 0x1p\\+127 is inf|is inf on leaving the loop) in function 'total'" } */
