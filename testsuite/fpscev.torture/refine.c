/* Ranges narrowed by dominating comparisons, over special inputs: check
   mode verifies every narrowed range that a value is computed from, and
   the results are asserted.  Each edge form: <, <=, >, >=, ==, !=, the
   unordered forms, isnan, isfinite, and a comparison of two variables.  */
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) double
guarded (double x, double y)
{
  double r = 0.0;
  if (x >= 0.0)
    r += sqrt (x);		/* x in [-0, +inf] */
  if (x < -1.0)
    r += log (-x);		/* -x in (1, +inf] */
  if (x == 2.0)
    r += x * 4.0;		/* 8 */
  if (!(x <= 100.0))
    r += x - 100.0;		/* x in (100, +inf] or NaN */
  if (isgreater (x, y))
    r += x - y;			/* > 0 */
  if (isfinite (x) && x != 0.0)
    r += 1.0 / x;
  if (isless (y, 0.5) && isgreaterequal (y, -0.5))
    r += cos (y);		/* [cos 0.5, 1] */
  return r;
}

int
main (void)
{
  static const double xs[] = { 0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 100.0,
			       100.5, 1e300, -1e300, 0x1p-1074, -0x1p-1074,
#if !__FINITE_MATH_ONLY__
			       INFINITY, -INFINITY, NAN,
#endif
  };
  volatile double sink;
  double expect = sqrt (2.0);
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      sink = guarded (xs[i], xs[j]);
  /* Rounded to double at each step as guarded's sum (x87 excess
     precision: -fexcess-precision=standard).  */
  expect += 8.0;
  expect += 0.5;
  if (guarded (2.0, 3.0) != expect)
    abort ();
  (void) sink;
  return 0;
}
