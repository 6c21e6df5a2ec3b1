/* Accumulations through nested loops, over special steps and counts:
   check mode verifies the range of every value in and after the loops
   (outer PHIs bounded by the product of the trip counts), at counts 0, 1,
   2 and large, with steps that make the sums overflow or become NaN; the
   results are asserted.  */
#include <float.h>
#include <math.h>

extern void abort (void);

/* A triangular nest of at most 1023 outer iterations.  */
__attribute__ ((noipa)) double
triangle (double start, double step, unsigned n)
{
  double s = start;
  n &= 1023;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      s += step;
  return s;
}

/* The same with bounded operands: bounded by the trip counts.  */
__attribute__ ((noipa)) double
bounded_triangle (double start, double step, unsigned n)
{
  double s = fmin (fmax (start, -1e3), 1e3);
  step = fmin (fmax (step, -10.0), 10.0);
  n &= 1023;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      s += step;
  return s;
}

/* Three loops deep with a conditional subtraction, and a product.  */
__attribute__ ((noipa)) double
cube (double step, int n)
{
  double c = 0.0;
  step = fmin (fmax (step, -0.5), 0.5);
  for (int i = 0; i < n && i < 12; i++)
    for (int j = 0; j < i; j++)
      for (int k = 0; k < 12; k++)
	if ((i + j + k) & 1)
	  c -= step;
	else
	  c += 0.25;
  return c;
}

__attribute__ ((noipa)) float
powers (float x, float f, int n)
{
  x = fminf (fmaxf (x, -10.0f), 10.0f);
  f = fminf (fmaxf (f, -2.0f), 2.0f);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < n && j < 5; j++)
      x *= f;
  return x;
}

int
main (void)
{
  static const double specials[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, 1e300, -1e300, DBL_MAX, -DBL_MAX,
    DBL_MIN, 0x1p-1074, -0x1p-1074, 3.0, 0.1, -0.3,
#if !__FINITE_MATH_ONLY__
    INFINITY, -INFINITY, NAN,
#endif
  };
  static const unsigned counts[] = { 0, 1, 2, 3, 1023, 4000 };
  const int ns = sizeof specials / sizeof specials[0];
  volatile double sink;

  for (int k = 0; k < 6; k++)
    {
      unsigned n = counts[k];
      for (int i = 0; i < ns; i++)
	{
	  sink = cube (specials[i], n);
	  for (int j = 0; j < ns; j++)
	    {
#if __FINITE_MATH_ONLY__
	      if (fabs (specials[i]) > 1e299 || fabs (specials[j]) > 1e299)
		continue;
#endif
	      if (n < 1000 || j % 5 == 0)
		{
		  sink = triangle (specials[i], specials[j], n);
		  sink = bounded_triangle (specials[i], specials[j], n);
		}
	      sink = powers ((float) specials[i], (float) specials[j], n);
	    }
	}
    }
  (void) sink;

  if (triangle (0.0, 1.0, 0) != 0.0 || triangle (0.0, 1.0, 1) != 0.0
      || triangle (0.0, 1.0, 2) != 1.0 || triangle (0.0, 1.0, 1023) != 522753.0)
    abort ();
  if (bounded_triangle (1e4, 0.5, 3) != 1001.5
      || bounded_triangle (0.0, -20.0, 1023) != -5227530.0)
    abort ();
  if (cube (0.5, 0) != 0.0 || cube (0.5, 2) != -1.5 || cube (0.5, 100) != -99.0)
    abort ();
  if (powers (1.0f, 2.0f, 5) != 1048576.0f || powers (1.0f, 2.0f, 0) != 1.0f
      || powers (3.0f, 0.5f, 1) != 0.1875f)
    abort ();
  return 0;
}
