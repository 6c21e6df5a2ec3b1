/* Known values become constants at GCC's default options: a value whose
   range is one number is replaced by it in its uses, which GCC then
   folds (sinh, which fpscev does not model, of a constant), and the dead
   code goes.  The values come from atan, in [-pi/2, pi/2], of which GCC
   knows no range (GCC 14 and later know the sign of exp, sqrt, fabs...),
   so that on every GCC version the number is fpscev's finding.  A zero
   whose sign is unknown, a NaN, a subnormal number and a product GCC may
   fuse stay; so does an infinity that overflows, under -ftrapping-math.  */
/* { dg-options "-O2 -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

/* atan (x) / 4 + 0.5 is in (0.1, 0.9): its floor is +0.  */
double
floor_of_small (double x, double y)
{
  double a = atan (x);
  if (isnan (a))
    return 0.0;
  double f = floor (a * 0.25 + 0.5);	/* { dg-message "value is the constant 0: f_\[0-9\]+ in \\\[0, 0\\\]" } */
  if (sinh (f) != 0.0)
    dead ();
  return atan2 (f, y);
}

/* trunc of a number in (-0.9, -0.1) is -0.  */
double
trunc_negative (double x, double y)
{
  double a = atan (x);
  if (isnan (a))
    return 0.0;
  double t = trunc (a * 0.25 - 0.5);	/* { dg-message "value is the constant -0: t_\[0-9\]+ in \\\[-0, -0\\\]" } */
  if (sinh (t) != -0.0 || !signbit (sinh (t)))
    dead ();
  return atan2 (t, y);
}

/* fmin with a bound below every atan is the bound, NaN included.  */
double
clamped (double x, double y)
{
  double c = fmin (atan (x), -2.0);	/* { dg-message "value is the constant -2: c_\[0-9\]+ in \\\[-2, -2\\\]" } */
  if (sinh (c) > -0.5)
    dead ();
  return atan2 (c, y);
}

/* A finite number above zero times +0 is +0; one below zero times +0 is
   -0.  */
double
times_zero (double x, double y)
{
  double a = atan (x);
  if (isnan (a))
    return 0.0;
  double p = (a + 2.0) * 0.0;	/* { dg-message "value is the constant 0: p_\[0-9\]+" } */
  double n = (a - 2.0) * 0.0;	/* { dg-message "value is the constant -0: n_\[0-9\]+" } */
  return atan2 (p, y) + atan2 (n, y);
}

/* A product GCC may fuse into a multiply-add (-ffp-contract=fast, GCC's
   default for GNU C): GCC would not compute it.  */
double
fused_product (double x, double y)
{
  double a = atan (x);
  if (isnan (a))
    return 0.0;
  double p = (a + 2.0) * 0.0;	/* { dg-bogus "value is the constant" } */
  return p + y;
}

/* The test's outcome feeds integers: a stored truth value, one used in
   arithmetic.  */
int
truth_feeds_integer (double x, _Bool *stored)
{
  double a = atan (x);
  *stored = a > 2.0;			/* { dg-message "comparison is always false" } */
  int b = fmin (a, 5.0) >= -2.0;	/* { dg-message "comparison is always true" } */
  return b * 7;
}

/* A value may be of either sign around zero: the product's zero has an
   unknown sign.  */
double
zero_sign_unknown (double x, double y)
{
  double a = atan (x);
  if (isnan (a))
    return 0.0;
  double z = a * 0.0;		/* { dg-bogus "value is the constant" } */
  return atan2 (z, y);
}

/* The square root of a negative number is NaN: not a number to put in.  */
double
nan_only (double x, double y)
{
  double s = sqrt (-2.0 - atan (x));	/* { dg-bogus "value is the constant" } */
  return atan2 (s, y);
}

/* A subnormal number is not what a program running with subnormals
   flushed to zero computes.  */
double
subnormal (double x, double y)
{
  double a = atan (x);
  if (isnan (a))
    return 0.0;
  /* In (0.6, 1) times the least subnormal number: always that number.  */
  double d = (a * 0.1 + 0.8) * 0x1p-1074;	/* { dg-bogus "value is the constant" } */
  return atan2 (d, y);
}

/* One infinity is a value too (x >= 1e300 makes x * x +inf), put in
   where the operation that gives it raises nothing: under
   -fno-trapping-math, and for an infinity that is not an overflow (GCC 13
   and later decide these by themselves).  Under -ftrapping-math the
   overflow stays, as in GCC.  */
__attribute__ ((optimize ("no-trapping-math"))) double
infinity_no_trapping (double x, double y)
{
  double a = atan (x);
  if (isnan (a))
    return 0.0;
  double b = (a + 2.0) * 1e300;
  double s = b * b;	/* { dg-message-before 13 "value is the constant \\+inf: s_\[0-9\]+ in \\\[\\+inf, \\+inf\\\]" } */
  return atan2 (s, y);
}

double
infinity_overflow (double x, double y)
{
  /* In [1e300, 2e300], not NaN: fmax of a NaN is the other operand.  */
  double s = fmin (fmax (x, 1e300), 2e300); /* { dg-message "fmin of numbers is a minimum" } */
  s *= s;		/* { dg-bogus "value is the constant" } */
  return atan2 (s, y);
}

double
infinity_not_overflow (double x, double y)
{
  if (!(x < -__DBL_MAX__))
    return 0.0;
  double s = x * 2.0;	/* { dg-message-before 13 "value is the constant -inf" } */
  return atan2 (s, y);
}

/* { dg-final { scan-assembler-not "dead" } } */
