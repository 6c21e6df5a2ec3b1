/* The ranges of the float parameters of functions whose calls GCC all
   sees, from the constants the calls pass (param-ranges.h): the union of
   the constants, recorded after GCC's interprocedural passes.  Not for a
   function visible outside the file, whose address is taken, or to which
   a call passes a computed value.  */
/* { dg-options "-O2 -fopt-info-optimized -fplugin-arg-fpscev-dump" } */
#include <math.h>

/* sox's shape: (A + 1/A) * (1/w - 1) + 2 with A in [2, 4], w in
   [0.25, 0.5].  */
static __attribute__ ((noinline)) double
gain (double a, double w)
{
  return sqrt ((a + 1 / a) * (1 / w - 1) + 2);	/* { dg-message "always true" } */
}

static __attribute__ ((noinline)) double
computed (double s)
{
  return sqrt (s + 1.0);	/* { dg-bogus "always" } */
}

static __attribute__ ((noinline)) double
address_taken (double s)
{
  return sqrt (s + 2.0);		/* { dg-bogus "always" } */
}

__attribute__ ((noinline)) double
visible (double s)
{
  return sqrt (s);		/* { dg-bogus "always" } */
}

double (*volatile fp) (double) = address_taken;

double
user (double x)
{
  return (gain (2.0, 0.5) + gain (4.0, 0.25) + computed (x * x)
	  + computed (3.0) + address_taken (2.0) + visible (2.0));
}

/* { dg-final { scan-fpscev-dump "a_\\d+\\(D\\) = \\\[2, 4\\\] int" } } */
/* { dg-final { scan-fpscev-dump "w_\\d+\\(D\\) = \\\[0.25, 0.5\\\]" } } */
/* { dg-final { scan-fpscev-dump-times "s_\\d+\\(D\\) = " 0 } } */
