/* Float accumulations of products of two induction variables of one loop
   under -ffast-math: (float) j * (float) k, and (float) (j * k) where the
   product is exact (int: its overflow is undefined), are polynomials of
   degree 3 in the trip count.  An unsigned product may wrap: no closed
   form.  */
/* { dg-options "-O2 -ffast-math -fplugin-arg-fpscev-dump=details -fopt-info-loop-optimized" } */

float
convert_each (int n, int k)
{
  float s = 0;
  for (int j = 0; j < n; j++, k += 3)	/* { dg-message "fpscev: loop 1: 1 final value replaced by a closed form of degree 3" } */
    s += (float) j * (float) k;
  return s;
}

double
convert_product (int n)
{
  double s = 1;
  int k = 7;
  for (int j = 0; j < n; j++, k -= 2)	/* { dg-message "fpscev: loop 1: 1 final value replaced by a closed form of degree 3" } */
    s += (double) (j * k);
  return s;
}

float
unsigned_product (unsigned n)
{
  float s = 0;
  unsigned k = 5;
  for (unsigned j = 0; j < n; j++, k += 3)	/* { dg-bogus "final value replaced" } */
    s += (float) (j * k);
  return s;
}

/* { dg-final { scan-fpscev-dump-times "chrec s_\[0-9\]+ = .0\\.0, \\+, \[^\n\]*, \\+, 6\\.0e\\+0.\n" 1 } } */
/* { dg-final { scan-fpscev-dump-times "chrec s_\[0-9\]+ = .1\\.0e\\+0, \\+, 5\\.0e\\+0, \\+, 1\\.0e\\+0, \\+, -4\\.0e\\+0.\n" 1 } } */
/* { dg-final { scan-fpscev-dump-times "not replaced: converted integer is not an induction variable" 1 } } */
