/* Issue 38, 2: -fplugin-arg-fpscev-warn reports each operation or math
   call whose result the ranges prove NaN or infinite on every execution
   that reaches it (warn.cc), one kind per function; and stays quiet where
   some execution gets a finite number (no dg-warning: an excess warning
   fails the test).  */
/* { dg-options "-O2 -fplugin-arg-fpscev-warn" } */
#include <math.h>

double
sqrt_of_negative (double x)
{
  if (x < -1)
    return sqrt (x); /* { dg-warning "fpscev: the result of .sqrt. is NaN on every execution that reaches it" } */
  return 0;
}

double
log_of_negative (double x)
{
  if (x < -2)
    return log (x); /* { dg-warning "the result of .log. is NaN on every" } */
  return 0;
}

/* log (0) is -inf, log of a negative NaN.  */
double
log_of_nonpositive (double x)
{
  if (x <= 0)
    return log (x); /* { dg-warning "the result of .log. is NaN or infinite on every" } */
  return 0;
}

double
division_by_zero (double x, double y)
{
  if (y == 0 && x > 1 && x < 2)
    return x / y; /* { dg-warning "the result of this division is infinite on every" } */
  return 0;
}

/* log (0) is -inf.  */
double
log_of_zero (double x)
{
  if (x == 0)
    return log (x); /* { dg-warning "the result of .log. is infinite on every" } */
  return 0;
}

/* 0 / 0 is NaN.  */
double
zero_by_zero (double x, double y)
{
  if (x == 0 && y == 0)
    return x / y; /* { dg-warning "the result of this division is NaN on every" } */
  return 0;
}

double
addition_overflow (double x, double y)
{
  if (x > 1e308 && y > 1e308)
    return x + y; /* { dg-warning "the result of this addition is infinite on every" } */
  return 0;
}

double
subtraction_overflow (double x, double y)
{
  if (x > 1e308 && y < -1e308)
    return x - y; /* { dg-warning "the result of this subtraction is infinite on every" } */
  return 0;
}

float
float_overflow (float x, float y)
{
  if (x > 1e30f && y > 1e30f)
    return x * y; /* { dg-warning "the result of this multiplication is infinite on every" } */
  return 0;
}

double
overflow (double x)
{
  if (x > 1e200 && x < 1e300)
    return x * 1e300; /* { dg-warning "the result of this multiplication is infinite on every" } */
  return 0;
}

float
conversion_overflow (double x)
{
  if (x > 1e100 && x < 1e300)
    return (float) x; /* { dg-warning "the result of this conversion is infinite on every" } */
  return 0;
}

/* Not proven: a finite result is possible.  */

double
plain_sqrt (double x)
{
  /* call-cdce keeps the library call on the path where x < 0, where it
     is always NaN; the .SQRT beside it is not: one source operation.  */
  return sqrt (x);
}

double
log_of_unit_interval (double x)
{
  if (x >= 0 && x <= 1)
    return log (x);
  return 0;
}

double
division_by_maybe_zero (double x, double y)
{
  if (y >= 0 && y <= 1)
    return x / y;
  return 0;
}

double
near_overflow (double x)
{
  if (x > 1e200 && x < 1e300)
    return x * 1e100;
  return 0;
}

/* x is a NaN: the addition passes it on and makes none.  */
double
passes_nan_on (double x)
{
  if (isnan (x))
    return x + 1;
  return 0;
}
