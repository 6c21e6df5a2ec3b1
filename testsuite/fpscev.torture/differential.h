/* differential.h -- a differential execute test over special inputs: the
   including test defines BODY (x, y), a statement block returning a
   double; it is compiled once at the torture options (f) and once at -O0
   (f_ref), and main compares the two over every pair of inputs, NaN,
   infinities, signed zeros and subnormals included (except under
   -ffast-math, which assumes them away and may change the last bits).  */
#include <float.h>
#include <math.h>

__attribute__ ((noipa)) double
f (double x, double y)
{
  BODY (x, y)
}

__attribute__ ((noipa, optimize ("O0"))) double
f_ref (double x, double y)
{
  BODY (x, y)
}

static const double inputs[] = {
  1.0, -1.0, 0.25, 0.5, 0.75, 1.5, -1.5, 2.0, -2.0, 2.5, -2.5, 3.5, -3.5,
  99.5, 100.0, -100.0, 100.5, -100.5, 150.0, 1e300, -1e300, DBL_MIN,
  -DBL_MIN, DBL_MAX, -DBL_MAX,
#ifndef __FAST_MATH__
  0.0, -0.0, DBL_MIN / 4, -DBL_MIN / 4, INFINITY, -INFINITY, NAN, -NAN
#endif
};

/* Whether A, computed by f, is what f_ref computed, B.  */
static int
same_result (double a, double b)
{
#ifdef __FAST_MATH__
  /* Reassociation and contraction may change the last bits.  */
  return fabs (a - b) <= 1e-12 * fabs (b);
#else
  return a == b || (isnan (a) && isnan (b));
#endif
}

int
main (void)
{
  unsigned n = sizeof inputs / sizeof inputs[0];
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++)
      if (!same_result (f (inputs[i], inputs[j]), f_ref (inputs[i],
							   inputs[j])))
	__builtin_abort ();
  return 0;
}
