/* Trip counts that hold only under assumptions (GCC's
   number_of_iterations_exit_assumptions): an unsigned counter with a
   step other than one could wrap past its bound, and the step of a !=
   exit must divide the distance.  The closed form is guarded by the
   assumptions together with the count (fvr-cost.cc); the loop runs where
   they fail.  The details dump shows them after "assuming".  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump=details -fopt-info-loop-optimized" } */

unsigned
step3 (unsigned n)
{
  unsigned r = 0;
  for (unsigned j = 1; j < n; j += 3)	/* { dg-message "fpscev: loop 1: 1 final value replaced by a closed form of degree 3 when the trip count is large" } */
    r += j * j;
  return r;
}

unsigned char
ne4 (unsigned char s, unsigned char n)
{
  unsigned char r = 0;
  for (unsigned char j = s; j != n; j += 4)	/* { dg-message "fpscev: loop 1: 1 final value replaced" } */
    r += j * j;
  return r;
}

/* { dg-final { scan-fpscev-dump-times "latch executions \[^\n\]*, assuming " 2 } } */
/* { dg-final { scan-fpscev-dump-times "decision: guarded \\(count >= \[0-9\]+, trip count assumptions\\)" 2 } } */
