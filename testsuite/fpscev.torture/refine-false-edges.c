/* The false edges of comparisons, at GCC's default options and under the
   torture options, over special inputs: each false edge narrows the
   operands to where the comparison fails, NaN included; check mode
   verifies the narrowed ranges and the results are compared with an
   unoptimized copy.  */
#include <float.h>
#include <math.h>

#define BODY(x, y)						\
  double r = 0.0;						\
  if (x > 100.0)						\
    return 1.0;							\
  if (!(x >= -100.0))						\
    r += isnan (x) ? 3.0 : 5.0;					\
  else								\
    r += exp (x / 50.0) + (x > 101.0 ? 1000.0 : 0.0);		\
  if (x != y)							\
    r += 0.5;							\
  else								\
    r += y < 200.0 ? 7.0 : 11.0;				\
  if (isunordered (x, y))					\
    return r + 13.0;						\
  if (x <= y)							\
    r += x > y ? 17.0 : 19.0;					\
  if (!(x < 0.0))						\
    r += signbit (x) ? 23.0 : sqrt (x);				\
  return r;

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

int
main (void)
{
  static const double inputs[] = {
    1.0, -1.0, 99.5, 100.0, -100.0, 100.5, -100.5, 150.0, 1e300, -1e300,
#ifndef __FAST_MATH__
    /* -ffast-math assumes neither NaN nor infinities, and leaves the sign
       of a zero open.  */
    0.0, -0.0, DBL_MIN / 4, -DBL_MIN / 4, INFINITY, -INFINITY, NAN, -NAN
#endif
  };
  unsigned n = sizeof inputs / sizeof inputs[0];
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++)
      {
	double a = f (inputs[i], inputs[j]);
	double b = f_ref (inputs[i], inputs[j]);
	if (!(a == b || (isnan (a) && isnan (b))))
	  __builtin_abort ();
      }
  return 0;
}
