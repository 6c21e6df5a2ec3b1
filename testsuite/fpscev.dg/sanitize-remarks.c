/* The sanitizer's remark per function: the tests kept, and those the
   ranges spare.  The values of an int are finite, and so are their half
   plus one; a quotient of parameters, and the parameters, may be anything.
   The conversion of an int to double cannot overflow: no site.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-sanitize -fopt-info-optimized" } */

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
