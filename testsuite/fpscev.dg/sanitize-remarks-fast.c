/* Under -ffinite-math-only the ranges do not take the promise the
   sanitizer tests for granted: the quotient of parameters and the
   parameters keep their tests; the half of an int plus one is still
   proven finite.  */
/* { dg-options "-O2 -ffast-math -fplugin-arg-fpscev-sanitize -fopt-info-optimized" } */

double
proven (int i)	/* { dg-message "fpscev: sanitize: 0 checks kept, 2 removed by ranges" } */
{
  double x = i;
  return x * 0.5 + 1.0;
}

double
unknown (double a, double b)	/* { dg-message "fpscev: sanitize: 3 checks kept, 0 removed by ranges" } */
{
  return a / b;
}
