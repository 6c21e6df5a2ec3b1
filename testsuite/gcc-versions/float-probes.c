/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* float-probes.c -- one probe per float-range capability of issue 14:
   each function of type void guards one call to dead () with a test that
   a float-range fact decides.  The call is unreachable for every input,
   NaNs, infinities, signed zeros, subnormals and every rounding mode
   included (each probe's comment says why); a compiler that knows the fact
   removes it.  count-probes compiles this file at -O2 (GCC's default
   options otherwise: no fast-math) and reads which calls are left.

   A probe is a function whose return type `void' stands alone on the line
   before its name; the static helpers of the return-range probes are not
   probes.  The prefix of a probe's name is its capability.  */

#include <math.h>

extern void dead (void);

/* False edges: the early-return guard.  */

/* a <= 100 after the guard.  */
void
false_edge_guard (int i)
{
  float a = (float) (i & 511);
  if (a > 100.0f)
    return;
  if (a > 200.0f)
    dead ();
}

/* An unknown float: a <= 100 or NaN after the guard; NaN > 200 is false.  */
void
false_edge_unknown (float a)
{
  if (a > 100.0f)
    return;
  if (a > 200.0f)
    dead ();
}

/* Past !(a < 5), a < 5 holds: a >= 5 is false.  */
void
false_edge_not_less (double a)
{
  if (!(a < 5.0))
    return;
  if (a >= 5.0)
    dead ();
}

/* Backward refinement: a test on f (x) narrows x.  */

/* |x| < 1 gives -1 < x < 1.  */
void
backward_fabs (double x)
{
  if (fabs (x) < 1.0)
    if (x > 2.0)
      dead ();
}

/* -x > 3 gives x < -3.  */
void
backward_negate (double x)
{
  if (-x > 3.0)
    if (x > 0.0)
      dead ();
}

/* copysign (x, 1) is |x|: |x| < 2 gives -2 < x < 2.  */
void
backward_copysign (double x)
{
  if (copysign (x, 1.0) < 2.0)
    if (x > 3.0)
      dead ();
}

/* (double) f < 1 gives f < 1: the widening is exact.  */
void
backward_float_extend (float f)
{
  double d = f;
  if (d < 1.0)
    if (f > 2.0f)
      dead ();
}

/* d > 2 would round (in any rounding mode) to a float >= 2, so
   (float) d < 1 gives d < 2.  */
void
backward_float_truncate (double d)
{
  float f = (float) d;
  if (f < 1.0f)
    if (d > 2.0)
      dead ();
}

/* x > 5 would make x + 1 >= 6 in any rounding mode.  */
void
backward_add_const (double x)
{
  if (x + 1.0 < 2.0)
    if (x > 5.0)
      dead ();
}

/* x * 4 is exact or +-inf: x * 4 < 8 gives x < 2.  */
void
backward_mul_const (double x)
{
  if (x * 4.0 < 8.0)
    if (x > 3.0)
      dead ();
}

/* x < 0 would make x / 4 <= -0.  */
void
backward_div_const (double x)
{
  if (x / 4.0 > 1.0)
    if (x < 0.0)
      dead ();
}

/* sqrt (x) is NaN for x < -0.  */
void
backward_sqrt (double x)
{
  if (!isnan (sqrt (x)))
    if (x < -1.0)
      dead ();
}

/* sin (+-inf) is NaN, so sin (x) not NaN gives x finite.  */
void
backward_sin (double x)
{
  if (!isnan (sin (x)))
    if (x > __DBL_MAX__)
      dead ();
}

/* cos (+-inf) is NaN.  */
void
backward_cos (double x)
{
  if (!isnan (cos (x)))
    if (x < -__DBL_MAX__)
      dead ();
}

/* tan (+-inf) is NaN.  */
void
backward_tan (double x)
{
  if (!isnan (tan (x)))
    if (isinf (x))
      dead ();
}

/* exp is monotonic: exp (x) < 1 gives x < 0 (x > 1 would give e).  */
void
backward_exp (double x)
{
  if (exp (x) < 1.0)
    if (x > 1.0)
      dead ();
}

/* log is monotonic: log (x) < 0 gives x < 1 (x > 2 would give 0.69).  */
void
backward_log (double x)
{
  if (log (x) < 0.0)
    if (x > 2.0)
      dead ();
}

/* isfinite (x) is a test on |x|: past the guard x <= DBL_MAX.  */
void
backward_isfinite (double x)
{
  if (!isfinite (x))
    return;
  if (x > __DBL_MAX__)
    dead ();
}

/* isinf (x) gives |x| = inf, so x is not +-0.  */
void
backward_isinf (double x)
{
  if (isinf (x))
    if (x == 0.0)
      dead ();
}

/* isnormal (x) gives DBL_MIN <= |x| <= DBL_MAX, so x is not +-0.  */
void
backward_isnormal (double x)
{
  if (isnormal (x))
    if (x == 0.0)
      dead ();
}

/* Combined tests: & | ! of comparisons, self-comparisons.  */

/* Both parts of a true & hold: x > 1.  */
void
combined_and (double x, double y)
{
  _Bool both = (x > 1.0) & (y > 1.0);
  if (both)
    if (x < 0.0)
      dead ();
}

/* Both parts of a false | fail: x is in [0, 10] or NaN.  */
void
combined_or (double x)
{
  if ((x < 0.0) | (x > 10.0))
    return;
  if (x > 20.0)
    dead ();
}

/* Past !(x > 5 & y > 5), x > 5.  */
void
combined_not (double x, double y)
{
  if (!((x > 5.0) & (y > 5.0)))
    return;
  if (x < 1.0)
    dead ();
}

/* x != x gives x NaN, which compares false.  */
void
self_compare_nan (double x)
{
  if (x != x)
    if (x > 0.0)
      dead ();
}

/* x == x gives x not NaN: x and 1 are ordered.  */
void
self_compare_ordered (double x)
{
  if (x == x)
    if (isunordered (x, 1.0))
      dead ();
}

/* Relations between two values.  */

/* x < y excludes x >= y (and NaNs).  */
void
relation_less (double x, double y)
{
  if (x < y)
    if (x >= y)
      dead ();
}

/* y < x gives y != +inf.  */
void
relation_not_inf (double x, double y)
{
  if (y < x)
    if (y == __builtin_inf ())
      dead ();
}

/* x < y and y < z give x < z.  */
void
relation_transitive (double x, double y, double z)
{
  if (x < y && y < z)
    if (x >= z)
      dead ();
}

/* m is x when x < y, else y: never above y (NaNs compare false).  */
void
relation_min (double x, double y)
{
  double m = x < y ? x : y;
  if (m > y)
    dead ();
}

/* Known values become constants.  */

/* 3 <= x <= 3 makes x the constant 3.  */
void
constant_from_bounds (double x)
{
  if (x >= 3.0 && x <= 3.0)
    if (x * 2.0 != 6.0)
      dead ();
}

/* A non-negative number times +0 is the constant +0.  */
void
constant_signed_zero (unsigned char c)
{
  double z = (double) c * 0.0;
  if (signbit (z))
    dead ();
}

/* Both tests are known true (i is finite): their sum is the integer 2.  */
void
constant_tests_as_integers (int i)
{
  int n = (cos ((double) i) <= 1.0) + (sin ((double) i) >= -1.0);
  if (n != 2)
    dead ();
}

/* Loops and calls.  */

/* At most 255 steps of 0.5: s <= 127.5, exactly.  */
void
loop_sum (unsigned char n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += 0.5;
  if (s > 200.0)
    dead ();
}

/* A triangular double loop: s <= 255 * 254 / 2, exactly.  */
void
loop_nested_sum (unsigned char n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += 1.0;
  if (s > 1.0e6)
    dead ();
}

/* Returns a number in [0, 1], NaN giving 0.  */
static __attribute__ ((noinline)) double
clamp_unit (double x)
{
  if (!(x >= 0.0))
    return 0.0;
  if (x > 1.0)
    return 1.0;
  return x;
}

/* clamp_unit's return range is [0, 1].  */
void
return_range_clamp (double x)
{
  if (clamp_unit (x) > 2.0)
    dead ();
}

/* Returns exp (c) >= exp (0) = 1.  */
static __attribute__ ((noinline)) double
grow (unsigned char c)
{
  return exp ((double) c);
}

/* grow's return range is [1, exp (255)].  */
void
return_range_exp (unsigned char c)
{
  if (grow (c) < 1.0)
    dead ();
}

/* libm facts: fpscev's own edge.  */

/* sin is in [-1, 1] or NaN.  */
void
libm_sin_range (double x)
{
  if (sin (x) > 1.0)
    dead ();
}

/* cos is in [-1, 1] or NaN.  */
void
libm_cos_range (double x)
{
  if (cos (x) < -1.0)
    dead ();
}

/* exp is >= +0 or NaN.  */
void
libm_exp_nonnegative (double x)
{
  if (exp (x) < 0.0)
    dead ();
}

/* tan of a finite number is finite.  */
void
libm_tan_finite (int i)
{
  if (isinf (tan ((double) i)))
    dead ();
}

/* floor's results are integers, infinities or NaN.  */
void
libm_floor_integer (double x)
{
  double f = floor (x);
  if (f > 0.25 && f < 0.75)
    dead ();
}
