/* The guard of the loops whose one iteration leaves the values after the
   loop as they are without it: the loop's entry test "n > 0" becomes
   "n > 1" and takes the guard "count >= 2" (T is 2 here), so that counts
   0 and 1 run that one test.  Where one iteration adds a constant, starts
   at j = 1, or the count holds under assumptions, the guard stays after
   the entry test.  fvr-entry-test-t1.c has their static decisions.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

unsigned
sq (int n)
{
  unsigned r = 0;
  for (int j = 0; j < n; j++)
    r += (unsigned) j * j;
  return r;
}

unsigned
ne_u (unsigned n)
{
  unsigned r = 0;
  for (unsigned j = 0; j != n; j++)
    r += j * 5;
  return r;
}

unsigned
from_k (int n, unsigned k)
{
  unsigned r = k;
  for (int j = 0; j < n; j++)
    r += j * k;
  return r;
}

unsigned
plus_one (int n)
{
  unsigned r = 0;
  for (int j = 0; j < n; j++)
    r += (unsigned) j * j + 1;
  return r;
}

unsigned
from_one (int n)
{
  unsigned r = 0;
  for (int j = 1; j <= n; j++)
    r += (unsigned) j * j;
  return r;
}

unsigned
ne4 (unsigned n)
{
  unsigned r = 0;
  for (unsigned j = 0; j != n; j += 4)
    r += j * j;
  return r;
}

/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: guarded \\(entry test count >= 2\\), guard cost 0$" 3 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: guarded \\(count >= 2\\), guard cost 1$" 2 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: guarded \\(count >= \[0-9\]+, trip count assumptions\\)" 1 } } */
/* The entry tests of sq, ne_u and from_k compare with 1; plus_one and
   from_one keep theirs, "n > 0", and their guard.  */
/* { dg-final { scan-fpscev-dump-times "if \\(n_\[0-9\]+\\(D\\) > 1\\)" 3 } } */
/* { dg-final { scan-fpscev-dump-times "if \\(n_\[0-9\]+\\(D\\) > 0\\)" 2 } } */
/* { dg-final { scan-fpscev-dump-times "if \\(n_\[0-9\]+\\(D\\) != 1\\)" 2 } } */
