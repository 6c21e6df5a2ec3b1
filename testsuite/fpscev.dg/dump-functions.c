/* The dump has a header line for every function the pass runs on,
   including functions without loops.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

double
no_loop (double x)
{
  return x * 2.0;
}

int
with_loop (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}

/* { dg-final { scan-fpscev-dump "^;; fpscev: no_loop" } } */
/* { dg-final { scan-fpscev-dump "^;; fpscev: with_loop" } } */
/* { dg-final { scan-fpscev-dump-times "^;; fpscev: \[a-z_\]+$" 2 } } */
