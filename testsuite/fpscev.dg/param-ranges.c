/* The ranges of the float parameters of functions whose calls GCC all
   sees, from the arguments the calls pass (param-ranges.h): the union of
   the arguments' ranges in their callers, analysed after GCC's
   interprocedural passes, callers first.  Not for a function visible
   outside the file, whose address is taken, recursive, or to which a
   call passes a value of unknown range.  */
/* { dg-options "-O2 -fopt-info-optimized -fplugin-arg-fpscev-dump" } */
#include <math.h>

/* sox's shape: (A + 1/A) * (1/w - 1) + 2 with A in [2, 4], w in
   [0.25, 0.5].  */
static __attribute__ ((noinline)) double
gain (double a, double w)
{
  return sqrt ((a + 1 / a) * (1 / w - 1) + 2);	/* { dg-message "always true" } */
}

/* A square and a constant: [+0, +inf] and NaN.  */
static __attribute__ ((noinline)) double
computed (double s)
{
  return sqrt (s + 1.0);	/* { dg-message "always true" } */
}

/* A chain: outer's parameter from constants, inner's from outer's
   computation on it.  */
static __attribute__ ((noinline)) double
inner (double t)
{
  return sqrt (t - 5.0);	/* { dg-message "always true" } */
}

static __attribute__ ((noinline)) double
outer (double u)
{
  return inner (u * u + 1.0) + u;
}

static __attribute__ ((noinline)) double
recursive (double r, int n)
{
  if (n > 0)
    return recursive (r - 1.0, n - 1) + 1.0;
  return sqrt (r);		/* { dg-bogus "always" } */
}

static __attribute__ ((noinline)) double
loaded (double l)
{
  return sqrt (l + 3.0);	/* { dg-bogus "always" } */
}

static __attribute__ ((noinline)) double
address_taken (double v)
{
  return sqrt (v + 2.0);	/* { dg-bogus "always" } */
}

__attribute__ ((noinline)) double
visible (double q)
{
  return sqrt (q);		/* { dg-bogus "always" } */
}

double (*volatile fp) (double) = address_taken;

double
user (double x, const double *p, int n)
{
  return (gain (2.0, 0.5) + gain (4.0, 0.25) + computed (x * x)
	  + computed (3.0) + outer (2.0) + outer (3.0)
	  + recursive (x * x, n) + loaded (*p) + loaded (2.0)
	  + address_taken (2.0) + visible (2.0));
}

/* { dg-final { scan-fpscev-dump "a_\\d+\\(D\\) = \\\[2, 4\\\] int" } } */
/* { dg-final { scan-fpscev-dump "w_\\d+\\(D\\) = \\\[0.25, 0.5\\\]" } } */
/* { dg-final { scan-fpscev-dump "s_\\d+\\(D\\) = \\\[0, \\+inf\\\] nan" } } */
/* { dg-final { scan-fpscev-dump "t_\\d+\\(D\\) = \\\[5, 10\\\] int" } } */
/* { dg-final { scan-fpscev-dump-times "\[rlvq\]_\\d+\\(D\\) = " 0 } } */
