/* Folds that GCC 13 to 16 make with their own float ranges and that
   fpscev makes on GCC 12 too (issue 30), over special inputs: NaNs, both
   zeros, infinities, subnormals and extremes (not under -ffast-math).
   Each function is compiled with the options it names besides the
   torture options; main checks each result against what the source says
   it is.  */
#include <float.h>
#include <math.h>

extern void abort (void);

static const double inputs[] = {
  1.0, -1.0, 0.5, 2.0, -2.0, 1e300, -1e300, DBL_MIN, -DBL_MIN, DBL_MAX,
  -DBL_MAX,
#ifndef __FAST_MATH__
  /* -ffast-math assumes these away.  */
  DBL_MIN / 4, -DBL_MIN / 4, 0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN
#endif
};
#define N_INPUTS (sizeof inputs / sizeof inputs[0])

/* Whether X is finite, by its bits (not folded under -ffinite-math-only,
   as isfinite is).  */
static int
finite_p (double x)
{
  union { double d; unsigned long long u; } v = { x };
  return ((v.u >> 52) & 0x7ff) != 0x7ff;
}

/* Whether the sign bit of X is set, by its bits.  */
static int
sign_bit_p (double x)
{
  union { double d; unsigned long long u; } v = { x };
  return (v.u >> 63) != 0;
}

/* 1. fmin, fmax, MIN_EXPR and MAX_EXPR decided by a dominating relation:
   x <= y is enough where the sign of a zero does not matter.  */
__attribute__ ((noipa, optimize ("no-signed-zeros"))) double
fmax_less_equal (double a, double b)
{
  if (a <= b)
    return fmax (a, b);
  return 7.0;
}

__attribute__ ((noipa, optimize ("no-signed-zeros"))) double
fmin_greater_equal (double a, double b)
{
  if (b >= a)
    return fmin (b, a);
  return 7.0;
}

__attribute__ ((noipa, optimize ("finite-math-only", "no-signed-zeros")))
float
max_select_less_equal (float a, float b)
{
  if (a <= b)
    return a < b ? b : a;
  return 7.0f;
}

__attribute__ ((noipa, optimize ("finite-math-only", "no-signed-zeros")))
float
min_select_less_equal (float a, float b)
{
  if (a <= b)
    return a > b ? b : a;
  return 7.0f;
}

static void
check_min_max (double a, double b)
{
  /* Both zeros are the same number here: == compares them equal.  */
  if (fmax_less_equal (a, b) != (a <= b ? b : 7.0)
      || fmin_greater_equal (a, b) != (a <= b ? a : 7.0))
    abort ();
  float fa = (float) a, fb = (float) b;
  if (finite_p (a) && finite_p (b) && finite_p (fa) && finite_p (fb)
      && (max_select_less_equal (fa, fb) != (fa <= fb ? fb : 7.0f)
	  || min_select_less_equal (fa, fb) != (fa <= fb ? fa : 7.0f)))
    abort ();
}

/* 2. A value that is one infinity becomes the constant, where the
   operation that gives it may not raise an exception: under
   -fno-trapping-math here (trap-overflow.c checks that it stays under
   -ftrapping-math).  */
__attribute__ ((noipa, optimize ("no-trapping-math"))) double
square_overflow (double x)
{
  if (x >= 1e300)
    return x * x;
  return 1.0;
}

__attribute__ ((noipa, optimize ("no-trapping-math"))) float
negative_overflow (float x)
{
  if (x <= -1e30f)
    return x * 1e10f;
  return 1.0f;
}

static void
check_infinities (double x)
{
  float fx = (float) x;
  if (square_overflow (x) != (x >= 1e300 ? INFINITY : 1.0)
      || negative_overflow (fx) != (fx <= -1e30f ? -INFINITY : 1.0f))
    abort ();
}

/* 4. The sign bit as a bound: where x > y, y is not +inf; where its sign
   bit is clear, y is in [+0, +inf] or a NaN, so not -inf either.  Where
   the sign bit of x is set, x > 0 fails, and where that of -x is clear
   too.  */
__attribute__ ((noipa)) int
sign_bound (double x, double y)
{
  if (x > y && signbit (y) == 0)
    return isinf (y) ? 1 : 2;
  return 3;
}

__attribute__ ((noipa)) int
sign_set_positive (double x)
{
  if (signbit (x))
    return x > 0.0 ? 1 : 2;
  return 3;
}

__attribute__ ((noipa)) int
sign_of_negation (double x)
{
  if (!signbit (-x))
    return x > 0.0 ? 1 : 2;
  return 3;
}

/* 6. The test of a signbit whose value is used too.  */
__attribute__ ((noipa)) int
sign_value_and_test (float x, int *value)
{
  *value = 0;
  if (x < -5.0f)
    {
      *value = signbit (x);
      return signbit (x) ? 1 : 2;
    }
  return 3;
}

/* 5. Under -ffinite-math-only a NaN or infinite arm of a PHI or a select
   is one the program never takes: the value is the other arm.  */
__attribute__ ((noipa, optimize ("finite-math-only"))) double
nan_arm (int c, double y)
{
  double x = c ? __builtin_nan ("") : 1.25;
  return x * y;
}

__attribute__ ((noipa, optimize ("finite-math-only"))) float
infinite_arm (int c, float y)
{
  float x;
  if (c)
    x = -__builtin_inff ();
  else
    x = -0.75f;
  return x * y;
}

static void
check_arms (double y)
{
  float fy = (float) y;
  if (finite_p (y) && fabs (y) <= 1e300 && nan_arm (0, y) != 1.25 * y)
    abort ();
  if (finite_p (fy) && infinite_arm (0, fy) != -0.75f * fy)
    abort ();
}

static void
check_sign (double x, double y)
{
  int value;
  if (sign_bound (x, y) != (x > y && !sign_bit_p (y)
			    ? (finite_p (y) || y != y ? 2 : 1) : 3)
      || sign_set_positive (x) != (sign_bit_p (x) ? 2 : 3)
      || sign_of_negation (x) != (sign_bit_p (x) ? 2 : 3)
      || sign_value_and_test ((float) x, &value) != ((float) x < -5.0f
						      ? 1 : 3)
      || (value != 0) != ((float) x < -5.0f))
    abort ();
}

/* 7. An integer test decided by a test on the integer's conversion to a
   float: x lies above the number just below the least and below the
   one just above the greatest (2^53 + 1 rounds to 2^53); through
   conversions between integer types and additions of constants; not
   where a value wraps around (-1 as unsigned).  */
__attribute__ ((noipa)) int
integer_by_conversion (long long x)
{
  double y = x;
  if (y >= -100.5 && y <= 1e6)
    return x < -100 || x > 1000000 ? 1 : 2;
  if (y >= 0x1p53)
    return x < 0x20000000000000LL ? 3 : 4;
  if (y <= -0x1p53)
    return x > -0x20000000000000LL ? 5 : 6;
  return 7;
}

__attribute__ ((noipa)) int
integer_at_rounding_edge (long long x)
{
  double y = x;
  if (y <= 0x1p53 && y >= 0x1p52)
    return x > 0x20000000000000LL ? 1 : 2;
  return 3;
}

__attribute__ ((noipa)) int
integer_narrowed (long long x)
{
  float y = x;
  if (y >= 0.0f && y <= 100.0f)
    return (unsigned char) x > 100 ? 1 : 2;
  if (y >= -1.0f && y <= 1.0f)
    return (unsigned) x > 5 ? 3 : 4;
  return 5;
}

static void
check_integers (long long x)
{
  /* The conversions through volatile objects, which no test links to
     x.  */
  volatile double vy = x;
  volatile float vf = x;
  double y = vy;
  float f = vf;
  int by_conversion = (y >= -100.5 && y <= 1e6 ? 2
		       : y >= 0x1p53 ? 4 : y <= -0x1p53 ? 6 : 7);
  int at_edge = (y <= 0x1p53 && y >= 0x1p52
		 ? (x > 0x20000000000000LL ? 1 : 2) : 3);
  int narrowed = (f >= 0.0f && f <= 100.0f ? 2
		  : f >= -1.0f && f <= 1.0f ? ((unsigned) x > 5 ? 3 : 4) : 5);
  if (integer_by_conversion (x) != by_conversion
      || integer_at_rounding_edge (x) != at_edge
      || integer_narrowed (x) != narrowed)
    abort ();
}

static const long long integer_inputs[] = {
  0, 1, -1, 5, 6, 100, 101, -100, -101, 1000000, 1000001, 255, 256,
  0x20000000000000LL, 0x20000000000001LL, 0x1fffffffffffffLL,
  -0x20000000000000LL, -0x20000000000001LL, -0x1fffffffffffffLL,
  0x10000000000000LL, 0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1
};

int
main (void)
{
  for (unsigned i = 0;
       i < sizeof integer_inputs / sizeof integer_inputs[0]; i++)
    check_integers (integer_inputs[i]);
  for (unsigned i = 0; i < N_INPUTS; i++)
    {
      check_sign (inputs[i], 0.0);
      check_arms (inputs[i]);
#ifndef __FAST_MATH__
      check_infinities (inputs[i]);
#endif
      for (unsigned j = 0; j < N_INPUTS; j++)
	{
	  check_min_max (inputs[i], inputs[j]);
	  check_sign (inputs[i], inputs[j]);
	}
    }
  return 0;
}
