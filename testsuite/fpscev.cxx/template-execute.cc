// Execute test of template-float-double.cc's template: with the test
// against 3 folded away, each instance still classifies exp (sin (x))
// right, over special inputs too (NaN, infinities, signed zeros,
// subnormals, the largest finite value; no NaN or infinity under
// -ffast-math).  The expected class is computed
// from a volatile copy of the value, of which no compiler knows a range.
// { dg-do run }
#include <cmath>
#include <cstdlib>
#include <limits>

template <typename T>
__attribute__ ((noinline)) int
classify (T x)
{
  T e = std::exp (std::sin (x));
  if (e > T (3))
    return 2;
  if (e >= T (1))
    return 1;
  return 0;
}

template <typename T>
__attribute__ ((noinline)) T
plain_exp_sin (T x)
{
  return std::exp (std::sin (x));
}

template <typename T>
static void
check ()
{
  typedef std::numeric_limits<T> limits;
  const T inputs[] = { T (0), -T (0), T (1), T (-1), T (2), T (-2), T (1e30),
		       T (-1e30), limits::denorm_min (), -limits::denorm_min (),
		       limits::max (), -limits::max (),
#ifndef __FAST_MATH__
		       limits::infinity (), -limits::infinity (),
		       limits::quiet_NaN ()
#endif
  };
  for (T x : inputs)
    {
      volatile T e = plain_exp_sin (x);
      int want = e > T (3) ? 2 : e >= T (1) ? 1 : 0;
      if (want == 2 || classify (x) != want)
	std::abort ();
    }
}

int
main ()
{
  check<float> ();
  check<double> ();
  return 0;
}
