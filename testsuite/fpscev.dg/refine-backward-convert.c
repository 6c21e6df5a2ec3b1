/* Refinement backward through the roundings to integers, at GCC's default
   options (-fmath-errno: call-cdce guards each sqrt with an errno call
   for negative operands).  floor, ceil, trunc, round and rint of a float
   bound their argument on every GCC (fr_round_int_preimage).  A test of
   the conversion of a float to an integer type, (int) x or GCC's ifloor,
   bounds the float by the values whose conversion lies in the range GCC's
   ranger gives the integer there, from GCC 16 on, which itself takes the
   conversion of NaN and of out-of-range values to be undefined, as C
   does (fr_to_integers_preimage); before GCC 16 the test bounds it too
   where the integer's range holds neither end of a signed type of 32 or
   64 bits, NaN added where it holds 0: such a conversion gives an end of
   the type or, folded, 0 (add_undefined_conversions).  lround and lrint
   give an unspecified value, not undefined behaviour: never inverted.  */
/* { dg-options "-O2 -fopt-info-optimized -fplugin-arg-fpscev-dump" } */
#include <math.h>

float table[21];

/* speexdsp's hypergeom_gain: ind >= 0 makes 2 * x >= -0.  */
float
hypergeom_gain (float x)
{
  int ind = (int) floor (2 * x);
  if (ind < 0)
    return 1;
  if (ind > 19)
    return 2;
  float frac = 2 * x - ind;
  return (table[ind] * (1 - frac) + frac * table[ind + 1]
	  - sqrtf (x + .0001f));	/* { dg-allow-message "always true" } */
}

/* GCC may test the two bounds as one unsigned comparison.  */
double
unsigned_test (double x)
{
  int ind = (int) x;
  if ((unsigned) ind > 100)
    return 0;
  return sqrt (x + 1.0);	/* { dg-allow-message "always true" } */
}

long
ceil_long (double x)
{
  long ind = (long) ceil (x * 0.5);
  if (ind <= 0)
    return 0;
  return ind + (long) sqrt (x);	/* { dg-allow-message "always true" } */
}

/* Before GCC 16, a conversion to a narrower type may wrap: nothing
   follows; from GCC 16 on, x > -1.  */
double
short_test (double x)
{
  short ind = (short) x;
  if (ind < 0 || ind > 100)
    return 0;
  return sqrt (x + 1.0);	/* { dg-allow-message "always true" } */
}

/* The conversion's truncation alone does not exclude -0.9.  */
double
trunc_keeps_above_minus_one (double x)
{
  if ((int) x < 0)
    return 0;
  return sqrt (x + 0.5);	/* { dg-bogus "always" } */
}

/* lround of NaN or of a huge number is unspecified, not undefined.  */
double
lround_not_inverted (double x)
{
  if (lround (x) < 0)
    return 0;
  return sqrt (x + 0.5);	/* { dg-bogus "always" } */
}

double
floor_nonnegative (double x)
{
  if (floor (x) >= 0)
    return sqrt (x);		/* { dg-message "always true" } */
  return 0;
}

double
ceil_above_two (double x)
{
  if (ceil (x * 0.5) > 2)
    return sqrt (x - 4.0);	/* { dg-message "always true" } */
  return 0;
}

double
round_below (double x)
{
  if (!(round (x) <= -1.0))
    return 0;
  /* round (x) <= -1: x < -0.5.  */
  return sqrt (-0.5 - x);	/* { dg-message "always true" } */
}

double
round_below_keeps_half (double x)
{
  if (!(round (x) <= -1.0))
    return 0;
  return sqrt (-0.5000001 - x);	/* { dg-bogus "always" } */
}

/* The false edge of a NaN-excluding test keeps NaN (which passes the
   guard to the inline root).  */
double
trunc_false_edge (double x)
{
  if (trunc (x) > 3.0)
    return 0;
  return sqrt (4.0 - x);	/* { dg-message "always true: _\\d+ in \\\[4.44\\d*e-16, \\+inf\\\] nan" } */
}

/* The conversions bound x: from GCC 16 on in all three (GCC 16 removes
   unsigned_test's guard itself) and short_test, NaN excluded; before in
   hypergeom_gain and unsigned_test only, NaN kept in hypergeom_gain
   (ind may be 0), ceil_long's LONG_MAX and short_test's narrow type
   leaving nothing.  */
/* { dg-final { if { [fpscev_gcc_major] >= 16 } { scan-fpscev-dump "_\\d+ = \\\[0.0001, 10.0001\\\]\n" } else { scan-fpscev-dump "_\\d+ = \\\[0.0001, 10.0001\\\] nan\n" } } } */
/* { dg-final { if { [fpscev_gcc_major] >= 16 } { scan-assembler-times "sqrtf?@PLT" 3 } else { scan-assembler-times "sqrtf?@PLT" 5 } } } */
