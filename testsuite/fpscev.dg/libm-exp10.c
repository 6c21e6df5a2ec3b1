/* exp10, a row of plugin/core/frange-libm.def (a GNU function, C23's
   too): its forward range widened by glibc's error, its preimage
   (mpfr_log10) on both edges of a comparison, and its errno facts (it
   sets errno only on overflow and underflow), at GCC's default options.
   Each decided case has an undecided neighbour (dg-bogus).  */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-optimized" } */
/* { dg-allow-message "fpscev: call cannot set errno" } */
#define _GNU_SOURCE 1
#include <math.h>

extern void dead (void);

/* exp10 of [0, 1.9921875] is in [1, 98.2] less and more a few ulps.  */
void
forward_above (unsigned char c)
{
  double y = (double) c / 128;
  if (exp10 (y) > 98.5)		/* { dg-message "condition is always false" } */
    dead ();
}

void
forward_above_undecided (unsigned char c)
{
  double y = (double) c / 128;
  if (exp10 (y) > 98.0)		/* { dg-bogus "always" } */
    dead ();
}

void
forward_below (unsigned char c)
{
  double y = (double) c / 128;
  if (exp10 (y) < 0.99)		/* { dg-message "condition is always false" } */
    dead ();
}

/* exp10 (x) > 100 leaves x >= 2 less a few ulps.  */
void
backward_above (double x)
{
  if (!(exp10 (x) > 100.0))
    return;
  if (log (x) < 0.69)		/* { dg-message "condition is always false" } */
    dead ();
}

void
backward_above_undecided (double x)
{
  if (!(exp10 (x) > 100.0))
    return;
  if (log (x) < 0.694)		/* { dg-bogus "always" } */
    dead ();
}

/* The false edge: exp10 (x) <= 0.001 or NaN, so x is at most -3 plus a
   few ulps, or NaN.  */
void
backward_false_edge (float x)
{
  if (exp10f (x) > 0.001f)
    return;
  if (x > -2.99f)		/* { dg-message "condition is always false" } */
    dead ();
  if (isnan (x))		/* { dg-bogus "always" } */
    dead ();
}

/* No overflow (above 308.25) nor subnormal result (below -307.65): the
   call cannot set errno.  */
double
errno_free (short s)
{
  double x = (double) s / 128;	/* [-256, 255.99] */
  return exp10 (x);		/* { dg-message "call cannot set errno" } */
}

double
errno_overflow (short s)
{
  double x = (double) s / 100;	/* [-327.68, 327.67] */
  return exp10 (x);		/* { dg-bogus "errno" } */
}
