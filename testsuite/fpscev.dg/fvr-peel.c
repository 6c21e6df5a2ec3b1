/* Count 1 taken apart before the guard, as if its iteration were peeled:
   where one iteration changes the values after the loop (a constant
   term, a start other than 0), a test "one iteration" follows the entry
   test, in place of the loop's first exit test, and takes the values
   after one iteration; only counts from 2 on reach the guard
   "count >= T".  Counts 0 and 1 then run two tests, as the plain loop
   does at count 1.  The loops of fvr-entry-test.c too: plus_one and
   from_one are taken apart so (with T = 2 there, the guard is that
   test); not where the entry test skips count 1 itself (sq, ne_u,
   from_k), nor for a count under assumptions (ne4).  fvr-peel.c in
   fpscev.torture and fvr-entry-test-t5.c run these.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr-threshold=5" } */

#include "fvr-entry-test.c"

long
poly_l (long count, long k)
{
  long result = 0;
  for (long j = 0; j < count; ++j)
    result += j * j * j - 2 * j * j + k * j + 7;
  return result;
}

/* Two values: r is 3 + 7 after one iteration, j is 1.  */
unsigned
iv_too (int n)
{
  unsigned r = 3;
  int j;
  for (j = 0; j < n; j++)
    r += (unsigned) j * j + 7;
  return r * 1000 + j;
}

unsigned
down (int n)
{
  unsigned r = 0;
  for (int j = n; j > 0; j--)
    r += (unsigned) j * j;
  return r;
}

int
mod45 (int n)
{
  while (n > 45)
    n -= 45;
  return n;
}

/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: guarded \\(count >= 5; count 1 peeled\\), guard cost \[0-9\]+$" 6 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: guarded \\(count >= 5; entry test count >= 2\\), guard cost \[0-9\]+$" 3 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: guarded \\(count >= 5, trip count assumptions\\)" 1 } } */
/* The tests of one iteration, after the entry tests "count > 0",
   "n > 0" (four times) and "n > 45".  */
/* { dg-final { scan-fpscev-dump-times "if \\(count_\[0-9\]+\\(D\\) <= 1\\)" 1 } } */
/* { dg-final { scan-fpscev-dump-times "if \\(n_\[0-9\]+\\(D\\) <= 1\\)" 4 } } */
/* { dg-final { scan-fpscev-dump-times "if \\(n_\[0-9\]+\\(D\\) <= 90\\)" 1 } } */
/* The tests of one iteration lead out of line to the values after one
   iteration (an unlikely edge); poly_l's guard is even, not likely:
   the small counts are not laid out as jumps (fvr-rewrite.cc).  */
/* { dg-final { scan-fpscev-dump-times "if \\(\[a-z\]+_\[0-9\]+\\(D\\) <= \[19\]0?\\)\\s+goto <bb \[0-9\]+>; \\\[20.00%\\\]" 6 } } */
/* { dg-final { scan-fpscev-dump-times "if \\(count_\[0-9\]+\\(D\\) > 4\\)\\s+goto <bb \[0-9\]+>; \\\[50.00%\\\]" 1 } } */
/* The values after one iteration, merged with the loop's and the closed
   forms' (a PHI of three arguments, or of four where GCC 16's CFG cleanup
   merged it with the PHI of the entry test's skip): 7 in poly_l, 1 in
   plus_one, 10 and 1 in iv_too, 1 in from_one, n * n (unsigned) in down,
   n - 45 in mod45.  */
/* { dg-final { scan-fpscev-dump-times "= PHI <\[^>,\]+, \[^>,\]+, (\[^>,\]+, )?7\\(\[0-9\]+\\)>" 1 } } */
/* { dg-final { scan-fpscev-dump-times "= PHI <\[^>,\]+, \[^>,\]+, (\[^>,\]+, )?1\\(\[0-9\]+\\)>" 3 } } */
/* { dg-final { scan-fpscev-dump-times "= PHI <\[^>,\]+, \[^>,\]+, (\[^>,\]+, )?10\\(\[0-9\]+\\)>" 1 } } */
