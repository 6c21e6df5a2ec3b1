/* The seed's select: 0.0 or a value nothing is known about is nothing
   known: no line for it.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

double
select (int b, double in)
{
  double d = b ? 0.0 : in;
  return d;
}

/* { dg-final { scan-fpscev-dump-not "^d_\[0-9\]+ =" } } */
/* { dg-final { scan-fpscev-dump "^;; fpscev: select" } } */
