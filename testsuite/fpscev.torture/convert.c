/* int -> float and float -> float conversions: the computed ranges must
   hold for every input (check mode aborts otherwise), including integers
   that round when converted, values that overflow to infinity when
   narrowed, and the extremes of each type.  */
#include <limits.h>
#include <float.h>
#include <math.h>

extern void abort (void);

volatile double sink;

__attribute__ ((noipa)) double
from_schar (signed char c)
{
  double d = (double) c;
  float f = (float) d;		/* [-128, 127] int through a narrowing.  */
  return f;
}

__attribute__ ((noipa)) float
from_ullong (unsigned long long u)
{
  return (float) u;		/* Rounds: 2^64 - 1 becomes 2^64.  */
}

__attribute__ ((noipa)) float
from_llong_shifted (long long x)
{
  return (float) (x >> 8);
}

__attribute__ ((noipa)) float
narrow_scaled (unsigned short u)
{
  double d = (double) u * 1e300;	/* Up to 6.5535e304.  */
  return (float) d;			/* +inf for every u > 0.  */
}

__attribute__ ((noipa)) long double
widen (unsigned int u)
{
  float f = (float) u;
  return (long double) f * 2.0L;
}

int
main (void)
{
  static const signed char cs[] = { SCHAR_MIN, -1, 0, 1, SCHAR_MAX };
  static const unsigned long long us[] = { 0, 1, 16777217ULL,
    (1ULL << 63) + 1, ULLONG_MAX };
  static const long long ls[] = { LLONG_MIN, -1, 0, 255, 256, LLONG_MAX };
  static const unsigned short ss[] = { 0, 1, 65535 };
  static const unsigned int is[] = { 0, 16777217U, UINT_MAX };

  for (unsigned i = 0; i < sizeof cs; i++)
    if (from_schar (cs[i]) != cs[i])
      abort ();
  if (from_ullong (ULLONG_MAX) != 18446744073709551616.0f)
    abort ();
  for (unsigned i = 0; i < sizeof us / sizeof us[0]; i++)
    sink = from_ullong (us[i]);
  for (unsigned i = 0; i < sizeof ls / sizeof ls[0]; i++)
    sink = from_llong_shifted (ls[i]);
  if (narrow_scaled (0) != 0.0f)
    abort ();
#if !__FINITE_MATH_ONLY__
  if (narrow_scaled (1) != (float) INFINITY)
    abort ();
  for (unsigned i = 0; i < sizeof ss / sizeof ss[0]; i++)
    sink = narrow_scaled (ss[i]);
#endif
  for (unsigned i = 0; i < sizeof is / sizeof is[0]; i++)
    sink = widen (is[i]);
  return 0;
}
