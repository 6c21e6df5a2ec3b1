/* File-local variables take the union of their initializer and their
   stores as the range of their loads (static-ranges.h), executed: special
   values (NaN, +-0, +-inf, subnormals, extremes) are stored through the
   computations the ranges follow, check mode (in the option sets)
   verifies the loads, and errno must stay 0.  A variable whose address
   escapes takes any value.  */
#include <errno.h>
#include <math.h>

static double level = 1.0;
static float gain;
static double either = 4.0;
static double escaped;
double *volatile pointer = &escaped;

static __attribute__ ((noinline)) void
set_level (double x)
{
  level = x * x + 0.5;
}

static __attribute__ ((noinline)) void
set_gain (float g)
{
  if (g >= 0.0f && g <= 2.0f)
    gain = g;
}

static __attribute__ ((noinline)) void
reset (void)
{
  either = -4.0;
}

static __attribute__ ((noinline)) double
use_level (void)
{
  return level >= 0.5 ? sqrt (level - 0.25) : -1.0;
}

static __attribute__ ((noinline)) float
use_gain (void)
{
  return sqrtf (gain);
}

static __attribute__ ((noinline)) double
use_either (void)
{
  return either < 0.0 ? -either : sqrt (either);
}

static __attribute__ ((noinline)) double
use_escaped (void)
{
  return escaped < 0.0 ? -1.0 : sqrt (escaped);
}

static volatile double specials[] = {
  0.0, -0.0, 1.0, -2.5, 4.9406564584124654e-324, -2.2250738585072014e-308,
  1.7976931348623157e308, -1.7976931348623157e308, __builtin_inf (),
  -__builtin_inf (), __builtin_nan ("")
};

/* A is B, NaNs alike.  */
static int
same (double a, double b)
{
  return a == b || (isnan (a) && isnan (b));
}

int
main (void)
{
  errno = 0;
  if (use_level () != sqrt (0.75) || use_gain () != 0.0f
      || use_either () != 2.0)
    __builtin_abort ();
  for (unsigned i = 0; i < sizeof specials / sizeof specials[0]; i++)
    {
      double x = specials[i];
      set_level (x);
      double l = x * x + 0.5;
      if (!same (use_level (), l >= 0.5 ? sqrt (l - 0.25) : -1.0))
	__builtin_abort ();
      float g = (float) x, before = sqrtf (gain);
      set_gain (g);
      if (!same (use_gain (), g >= 0.0f && g <= 2.0f ? sqrtf (g) : before))
	__builtin_abort ();
      *pointer = x;
      if (!same (use_escaped (), x < 0.0 ? -1.0 : sqrt (x)))
	__builtin_abort ();
    }
  reset ();
  if (use_either () != 4.0)
    __builtin_abort ();
  if (errno != 0)
    __builtin_abort ();
  return 0;
}
