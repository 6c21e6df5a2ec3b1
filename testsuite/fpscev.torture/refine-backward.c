/* Refinement backward through fabs and negation, over special inputs: on
   each edge of a comparison of |x| or -x, x is narrowed; check mode
   verifies the narrowed ranges and the results are compared with an
   unoptimized copy.  */
#include <float.h>
#include <math.h>

#define BODY(x)							\
  double r = 0.0;						\
  if (fabs (x) < 2.0)						\
    r += exp (x) + (x > 3.0 ? 100.0 : 0.0);			\
  else if (fabs (x) >= 1e300)					\
    r -= x > 0.0 ? 1.0 : 2.0;					\
  else								\
    r += isnan (x) ? 7.0 : log (fabs (x));			\
  double n = -x;						\
  volatile double vn = n;					\
  n = vn;							\
  if (n <= -1.0)						\
    r += x < 1.0 ? 1000.0 : sqrt (x);				\
  if (!(fabs (x) <= DBL_MIN))					\
    r += signbit (x) ? 0.5 : 0.25;				\
  return r;

__attribute__ ((noipa)) double
f (double x)
{
  BODY (x)
}

__attribute__ ((noipa, optimize ("O0"))) double
f_ref (double x)
{
  BODY (x)
}

int
main (void)
{
  static const double inputs[] = {
    0.0, -0.0, 1.0, -1.0, 1.5, -1.5, 2.0, -2.0, 3.5, -3.5, 1e300, -1e300,
    DBL_MAX, -DBL_MAX, DBL_MIN, -DBL_MIN, DBL_MIN / 4, -DBL_MIN / 4,
    INFINITY, -INFINITY, NAN, -NAN
  };
  for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
    {
      double a = f (inputs[i]), b = f_ref (inputs[i]);
      if (!(a == b || (isnan (a) && isnan (b))))
	__builtin_abort ();
    }
  return 0;
}
