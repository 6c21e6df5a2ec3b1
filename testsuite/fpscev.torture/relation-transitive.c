/* Transitive relations over special inputs: tests of x against z decided
   from x against y and y against z (relation.cc), compared with an
   unoptimized copy over every triple of inputs, NaN, infinities and
   signed zeros included (but under -ffast-math).  Each decided test adds
   its own power of two, so a wrong decision changes the result.  (The
   shape !(x >= y), !(y >= z), x >= z is left out: GCC 14 to 16 alone
   decide it wrongly for a NaN y.)  */
#include <float.h>
#include <math.h>

#define BODY(x, y, z)							\
  double r = 0.0;							\
  if (x < y && y < z)							\
    r += x >= z ? 1.0 : 2.0;						\
  if (x < y && y <= z)							\
    r += !(x < z) ? 4.0 : 8.0;						\
  if (x == y && y > z)							\
    r += x <= z ? 16.0 : 32.0;						\
  if (isless (x, y) && islessequal (y, z))				\
    r += isgreaterequal (x, z) ? 64.0 : 128.0;				\
  if (x < y && y > z)							\
    r += x < z ? 256.0 : 512.0;						\
  if (!(x >= y) && y < z)						\
    r += x < z ? 1024.0 : 2048.0;					\
  if (x <= y && y == z)							\
    r += x > z ? 4096.0 : 8192.0;					\
  if (x == y && y == z)							\
    r += x != z ? 16384.0 : 32768.0;					\
  return r;

__attribute__ ((noipa)) double
f (double x, double y, double z)
{
  BODY (x, y, z)
}

__attribute__ ((noipa, optimize ("O0"))) double
f_ref (double x, double y, double z)
{
  BODY (x, y, z)
}

static const double inputs[] = {
  1.0, -1.0, 2.0, 0.5, DBL_MAX, -DBL_MAX,
#ifndef __FAST_MATH__
  0.0, -0.0, DBL_MIN / 4, INFINITY, -INFINITY, NAN
#endif
};

int
main (void)
{
  unsigned n = sizeof inputs / sizeof inputs[0];
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++)
      for (unsigned k = 0; k < n; k++)
	if (f (inputs[i], inputs[j], inputs[k])
	    != f_ref (inputs[i], inputs[j], inputs[k]))
	  __builtin_abort ();
  return 0;
}
