/* The guarded versions keep the IL valid for GCC's checkers (-fchecking)
   with debug statements (-g): debug binds after the loop that use names
   of the loop are reset, and the memory state of a loop whose load and
   store GCC moved out (-O3) merges in a virtual PHI after the loop.  */
/* GCC 13 then warns "iteration 2147483647 invokes undefined behavior" for
   the outer loop of the nest, on a path of the version the guard keeps
   where it finds a constant count (the execute tests run that version);
   the warning is allowed here.  */
/* { dg-options "-O3 -g -fchecking -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr-threshold=2" } */
/* { dg-allow-message "invokes undefined behavior" } */
/* { dg-allow-message "within this loop" } */
/* { dg-allow-message "In function" } */

struct pair { int x; int y; } g;

void
acc (int n)
{
  for (int i = 0; i < n; i++)
    g.y += g.x * g.x + i;
}

unsigned long long
nested (int n)
{
  unsigned long long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += (unsigned long long) j * i;
  return s;
}

/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: decision: guarded" 3 } } */
