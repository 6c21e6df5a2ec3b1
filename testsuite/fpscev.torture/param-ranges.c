/* Parameter ranges from the constants the callers pass (param-ranges.h),
   executed: the narrowed parameters are tested at their bounds, check
   mode (in the option sets) verifies them at the function's entry, and
   errno must stay 0.  Identical functions that GCC's identical code
   folding may merge (one then runs for the other's calls), a recursive
   function passing a computed value, and a function whose address
   escapes are called with values outside the constants of the others.  */
#include <errno.h>
#include <math.h>

static __attribute__ ((noinline)) double
gain (double a, double w)
{
  return (sqrt ((a + 1 / a) * (1 / w - 1) + 2) + (a <= 2.0 ? 1.0 : 0.0)
	  + (w >= 0.5 ? 10.0 : 0.0));
}

/* Twins: the same body, different constants.  */
static __attribute__ ((noinline)) double
twin1 (double s)
{
  return s > 0.0 ? sqrt (s) : -s;
}

static __attribute__ ((noinline)) double
twin2 (double s)
{
  return s > 0.0 ? sqrt (s) : -s;
}

static __attribute__ ((noinline)) double
recursive (double s, int n)
{
  if (n == 0)
    return s < 0.0 ? 1.0 : 2.0;
  return recursive (s - 4.0, n - 1);
}

static __attribute__ ((noinline)) double
escapes (double s)
{
  return s < 0.0 ? 1.0 : sqrt (s);
}

double (*volatile escaped) (double) = escapes;

/* Whether A is B, within the error -ffast-math allows.  */
static int
same (double a, double b)
{
  return (fabs (a - b) <= 1e-12 * fabs (b) || a == b
	  || (isnan (a) && isnan (b)));
}

/* Computed arguments (a square plus one, a magnitude): their ranges
   in the callers, over NaN, +-0, +-inf, subnormals and extremes; errno
   must stay 0 where sqrt's argument is not negative.  */
static __attribute__ ((noinline)) double
above_one (double t)
{
  return t >= 1.0 ? sqrt (t - 1.0) : -1.0;
}

static __attribute__ ((noinline)) float
scaled (float f)
{
  return f < 0.0f ? -f : sqrtf (f);
}

static __attribute__ ((noinline)) double
recurse (double r, int n)
{
  if (n > 0)
    return recurse (r - 1.0, n - 1) + 1.0;
  return r < 0.0 ? -r : sqrt (r);
}

/* A cycle: ping's parameter has a caller not analysed before it (pong),
   pong's takes ping's computed argument.  */
static double pong (double, int);

static __attribute__ ((noinline)) double
ping (double p, int n)
{
  return n > 0 ? pong (fabs (p) + 1.0, n - 1) : p;
}

static __attribute__ ((noinline)) double
pong (double q, int n)
{
  return (q >= 1.0 ? sqrt (q - 1.0) : -q) + ping (q - 3.0, n);
}

static volatile double specials[] = {
  0.0, -0.0, 1.0, -2.5, 4.9406564584124654e-324, -2.2250738585072014e-308,
  1.7976931348623157e308, -1.7976931348623157e308, __builtin_inf (),
  -__builtin_inf (), __builtin_nan ("")
};

static void
check_computed (void)
{
  for (unsigned i = 0; i < sizeof specials / sizeof specials[0]; i++)
    {
      double x = specials[i];
      double t = x * x + 1.0;
      double want = t >= 1.0 ? sqrt (t - 1.0) : -1.0;
      if (!same (above_one (x * x + 1.0), want))
	__builtin_abort ();
      float f = fabsf ((float) x);
      /* Through float variables: i386's sqrtf returns its result
	 unrounded on the x87.  */
      volatile float got = scaled (f), want_f = f < 0.0f ? -f : sqrtf (f);
      if (!same (got, want_f))
	__builtin_abort ();
      double q = fabs (x) + 1.0;
      double pq = (q >= 1.0 ? sqrt (q - 1.0) : -q) + (q - 3.0);
      if (!same (ping (x, 1), pq))
	__builtin_abort ();
      double r = fabs (x) - 1.0;
      if (!same (recurse (fabs (x), 1) - 1.0, r < 0.0 ? -r : sqrt (r)))
	__builtin_abort ();
    }
}

int
main (void)
{
  errno = 0;
  if (!same (gain (2.0, 0.5), sqrt (2.5 * 1.0 + 2) + 11.0)
      || !same (gain (4.0, 0.25), sqrt (4.25 * 3.0 + 2)))
    __builtin_abort ();
  if (twin1 (4.0) != 2.0 || twin2 (-3.0) != 3.0)
    __builtin_abort ();
  if (recursive (2.0, 1) != 1.0 || recursive (2.0, 0) != 2.0)
    __builtin_abort ();
  if (escapes (4.0) != 2.0 || escaped (-1.0) != 1.0)
    __builtin_abort ();
  check_computed ();
  if (errno != 0)
    __builtin_abort ();
  return 0;
}
