/* Issue 15: pow (x, n) with an integer n.  Under -funsafe-math-optimizations
   fpscev turns pow (x, (double) i) with |i| <= 255 into __builtin_powi, and
   GCC itself expands pow (x, c) for any integer constant c into
   multiplications; in both, the result is x^n with at most |n| roundings:
   within (|n| + 1) ulps of the exact value.  At the other option sets pow
   stays pow, correctly rounded or within a few ulps.  Check mode verifies
   fpscev's ranges of these results, large exponents included (fr_powi
   tracks exponents up to 32 exactly, beyond only monotonicity).  */
#include <math.h>
#include <stdlib.h>

static volatile double inputs[] = { 0.5, 0.75, 1.0, 1.5, 2.0 };
static volatile double near_one[] = { 1.0 + 0x1p-20, 1.0 - 0x1p-21,
				      1.0 + 3e-7, 0.9999993, 1.0 };
static volatile int exponents[] = { -200, -37, -1, 0, 1, 2, 33, 64, 199, 200 };

/* Abort unless R is within N + 1 ulps (relative 2^-52 each) of the exact
   X^N, taken from powl (long double has 11 more bits).  */
static void
check_close (double r, double x, long n)
{
  long double exact = powl ((long double) x, (long double) n);
  long double tolerance = (fabsl ((long double) n) + 2) * 0x1p-52L;
  if (!(fabsl ((long double) r - exact) <= tolerance * fabsl (exact)))
    abort ();
}

__attribute__((noinline)) static double
small_power (double x, int i)
{
  if (!(x >= 0.5 && x <= 2.0) || i < -200 || i > 200)
    abort ();
  return pow (x, (double) i);
}

__attribute__((noinline)) static double
million_power (double x)
{
  if (!(x >= 0.999999 && x <= 1.000001))
    abort ();
  return pow (x, 1e6);
}

__attribute__((noinline)) static double
power_2_24 (double x)
{
  if (!(x >= 0.999999 && x <= 1.000001))
    abort ();
  return pow (x, 16777216.0);
}

int
main (void)
{
  for (unsigned k = 0; k < sizeof inputs / sizeof inputs[0]; k++)
    for (unsigned j = 0; j < sizeof exponents / sizeof exponents[0]; j++)
      check_close (small_power (inputs[k], exponents[j]), inputs[k],
		   exponents[j]);
  for (unsigned k = 0; k < sizeof near_one / sizeof near_one[0]; k++)
    {
      check_close (million_power (near_one[k]), near_one[k], 1000000);
      check_close (power_2_24 (near_one[k]), near_one[k], 16777216);
    }
  return 0;
}
