/* fvr-threshold overrides the break-even count T.  One iteration adds 0:
   the entry test skips the loop at counts 0 and 1 (n > 1), the guard
   takes the closed form from count 37 on.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr-threshold=37" } */

unsigned
sum (unsigned n)
{
  unsigned r = 0;
  for (unsigned j = 0; j < n; j++)
    r += j * j;
  return r;
}

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: cost: .*, T 37 \\(fvr-threshold\\)$" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: guarded \\(count >= 37; entry test count >= 2\\), guard cost 1$" } } */
/* { dg-final { scan-fpscev-dump "if \\(n_\[0-9\]+\\(D\\) > 36\\)" } } */
/* { dg-final { scan-fpscev-dump "if \\(n_\[0-9\]+\\(D\\) > 1\\)" } } */
