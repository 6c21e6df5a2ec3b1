/* Refinement backward through an operation: a comparison of |x| narrows x
   on each edge (the backward direction of fabs, range-op.h).  The refined
   values go through exp and log, of which GCC knows no range, so that
   fpscev decides the tests on every GCC version.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

void
abs_below (double x)
{
  if (fabs (x) < 2.0)
    {
      double e = exp (x);
      if (e > 7.39 || e < 0.135)	/* { dg-message "condition is always false: e_\[0-9\]+ in \\\[0.1353352832366127\\d*, 7.389056098930649\\d*\\\]" } */
	dead ();
    }
}

void
abs_at_least (double x)
{
  if (!(fabs (x) < 1.0))
    return;
  if (log (x + 2.0) < 0.0)	/* { dg-message "condition is always false" } */
    dead ();
}

void
abs_false_edge_keeps_nan (double x)
{
  if (fabs (x) < 1.0)
    return;
  /* x may be NaN or of magnitude 1 or more: nothing is decided.  */
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
}

/* isfinite (x) compares |x| with the largest double: on its true edge x
   is finite, and tan (x) cannot be NaN.  */
void
finite_tan (double x)
{
  if (!isfinite (x))
    return;
  if (isnan (tan (x)))		/* { dg-message "condition is always false" } */
    dead ();
}
