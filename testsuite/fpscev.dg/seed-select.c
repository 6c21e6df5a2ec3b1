/* The seed's select: 0.0 or a value nothing is known about is nothing
   known: no line for it.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

double
select (int b, double in)
{
  double d = b ? 0.0 : in;
  return d;
}

/* The select's result is named after GCC's temporary (iftmp.0_1), so
   look for any line of a range that says nothing.  */
/* { dg-final { scan-fpscev-dump-not "= \\\[-inf, \\+inf\\\] nan$" } } */
/* { dg-final { scan-fpscev-dump "^;; fpscev: select" } } */
