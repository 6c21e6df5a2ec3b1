/* GCC does not turn "while (n > 45) n -= 45;" into a division, on
   purpose: whoever writes it expects n to be small.  fvr keeps the loop
   for small n: the guard compares n itself (no division on the way to
   the loop) and the loop stays for fewer than T iterations; only large n
   take the closed form.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

int
mod45 (int n)
{
  while (n > 45)
    n -= 45;
  return n;
}

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: guarded \\(count >= (\[3-9\]|\[1-9\]\[0-9\]+); count 1 peeled\\)" } } */
/* { dg-final { scan-fpscev-dump "if \\(n_\[0-9\]+\\(D\\) > \[0-9\]+\\)" } } */
/* { dg-final { scan-fpscev-dump "n_\[0-9\]+ = n_\[0-9\]+ \\+ -45;" } } */
/* { dg-final { scan-fpscev-dump " / 45;" } } */
