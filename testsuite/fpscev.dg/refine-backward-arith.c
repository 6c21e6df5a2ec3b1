/* Refinement backward through arithmetic, at GCC's default options: a
   comparison of x + c, x - c, c - x, x * c, x / c or c / x narrows x on
   each edge (fr_arith_preimage), and a result that is not NaN has no NaN
   operand.  The narrowed values go through exp and log, of which GCC
   knows no range, so that fpscev decides the tests on every GCC
   version.  */
/* { dg-options "-O2 -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

void
plus_true_edge (double x)
{
  if (!(x + 1.0 < 3.0))
    return;
  if (exp (x) > 7.4)		/* { dg-message "condition is always false" } */
    dead ();
}

void
plus_false_edge (double x)
{
  if (x + 1.0 < 3.0)
    return;
  /* x >= 2 or NaN: exp (x) is not below 7.3, but may be NaN.  */
  if (exp (x) < 7.3)		/* { dg-message "condition is always false" } */
    dead ();
}

void
plus_false_edge_keeps_nan (double x)
{
  if (x + 1.0 < 3.0)
    return;
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
}

void
minus_constant (double x)
{
  if (!(x - 1.0 > 2.0))
    return;
  if (log (x) < 1.09)		/* { dg-message "condition is always false" } */
    dead ();
}

void
constant_minus (double x)
{
  if (!(1.0 - x > 2.0))
    return;
  if (exp (x) > 0.37)		/* { dg-message "condition is always false" } */
    dead ();
}

void
times_constant (double x)
{
  if (!(x * -2.0 > -1.0))
    return;
  if (exp (x) > 1.65)		/* { dg-message "condition is always false" } */
    dead ();
}

void
divided_by_constant (double x)
{
  if (!(x / 4.0 > 1.0))
    return;
  if (log (x) < 1.38)		/* { dg-message "condition is always false" } */
    dead ();
}

void
constant_divided (double x)
{
  if (!(2.0 / x > 1.0))
    return;
  /* x in (0, 2].  */
  if (exp (x) > 7.4 || exp (x) < 1.0)	/* { dg-message "condition is always false" } */
    dead ();
}

void
times_range_holding_zero (double x, double y)
{
  if (!(y < 1.0 && y > -1.0))
    return;
  if (!(x * y < 1.0))
    return;
  /* y may be 0: x may be anything but NaN and infinite... or not.  */
  if (exp (x) > 7.4)		/* { dg-bogus "always" } */
    dead ();
}

void
sum_not_nan (double x, double y)
{
  if (isnan (x + y))
    return;
  if (isnan (exp (x)) || isnan (exp (y)))	/* { dg-message "condition is always false" } */
    dead ();
}

void
quotient_not_nan (double x, double y)
{
  if (isnan (x / y))
    return;
  if (isnan (exp (y)))		/* { dg-message "condition is always false" } */
    dead ();
}

/* A chain: exp (x * 2.0) < 10 gives x * 2.0 < log (10), x < 1.1513,
   log (x + 3.0) < 1.4234.  */
void
chain (double x)
{
  if (!(exp (x * 2.0) < 10.0))
    return;
  if (log (x + 3.0) > 1.45)	/* { dg-message "condition is always false" } */
    dead ();
}

void
chain_of_four (double x)
{
  if (!(log (exp (x * 2.0) + 1.0) < 3.0))
    return;
  /* x < 1.4745.  */
  if (exp (x) > 4.5)		/* { dg-message "condition is always false" } */
    dead ();
}

void
narrowing_conversion (double x)
{
  if (!((float) x < 3.0f))
    return;
  if (exp (x) > 20.1)		/* { dg-message "condition is always false" } */
    dead ();
}

void
conversion_overflow (double x)
{
  /* (float) x is +inf from x beyond FLT_MAX too.  */
  if (!((float) x > 1e38f))
    return;
  if (isnan (exp (x)) || exp (x) < 1.0)	/* { dg-message "condition is always false" } */
    dead ();
}

/* Rounding to nearest (no -frounding-math), (float) x >= -64 holds for x
   down to -64 - 2^-18, halfway to the next float below: exp (x) is at
   least 1.6038047e-28 (in any rounding mode x could be down to
   -64 - 2^-17, and exp (x) 1.6037987e-28).  GCC's own test of this is
   gcc.dg/tree-ssa/pr120231-1.c.  */
void
narrowing_to_nearest (double x)
{
  if (!((float) x >= -64.0f))
    return;
  if (exp (x) < 1.6038e-28)	/* { dg-message "condition is always false" } */
    dead ();
}

/* A widening conversion is exact: (_Float128) x <= 2^1026 makes x at
   most DBL_MAX, not +inf, and log (x) at most 709.79.  */
void
widening_exact (double x)
{
  if (!((_Float128) x <= 0x1p1026f128 && (_Float128) x >= 1.0f128))
    return;
  if (log (x) > 709.8)		/* { dg-message "condition is always false" } */
    dead ();
}
