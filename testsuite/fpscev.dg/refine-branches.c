/* Refinement from dominating comparisons: on each edge of a float
   comparison its operands are narrowed, and the narrowed ranges hold in
   every block the edge dominates.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

double
guarded_sqrt (double x)
{
  if (x >= 0.0)
    return sqrt (x);
  /* The errno guard GCC puts before the inline sqrt is located at the
     function's start.  */
  /* { dg-message "condition is always true: x_\[0-9\]+\\(D\\) in \\\[-0, \\+inf\\\]" "" { target *-*-* } 10 } */
  return 0.0;
}

void
early_return (double d)
{
  if (!(d < 1e3))
    return;
  if (d > 2000.0)		/* { dg-message "condition is always false: d_\[0-9\]+\\(D\\) in \\\[-inf, 999.9999999999999\\\]" } */
    dead ();
}

void
two_sided (double x)
{
  if (x > 1.0 && x < 4.0)
    {
      double l = log (x);
      if (l < 0.0 || isnan (l))	/* { dg-message "is always false" } */
	dead ();
    }
}

void
nan_test (double x)
{
  if (isnan (x))
    return;
  if (x != x)			/* GCC folds this one itself.  */
    dead ();
}

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+sqrt" } } */
