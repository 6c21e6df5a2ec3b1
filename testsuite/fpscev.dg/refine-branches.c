/* Refinement from dominating comparisons: on each edge of a float
   comparison its operands are narrowed, and the narrowed ranges hold in
   every block the edge dominates.  The refined values go through log and
   exp, of which GCC 13 to 16 know no range, so that the tests are decided
   by fpscev on every GCC version.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

double
guarded_sqrt (double x)
{
  if (x >= 1.0)
    return sqrt (log (x));
  return 0.0;
  /* The errno guard GCC puts before the inline sqrt is located at the
     function's start.  */
  /* { dg-message "condition is always true: _\[0-9\]+ in \\\[0, \\+inf\\\]" "" { target *-*-* } 12 } */
}

void
early_return (double d)
{
  if (!(d < 100.0))
    return;
  if (exp (d) > 1e44)		/* { dg-message "condition is always false: _\[0-9\]+ in \\\[0, 2.68811714181609\\d*e\\+43\\\]" } */
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
  /* Or GCC merges the two tests, and fpscev decides the merged one.  */
  /* { dg-allow-message "conjunction of comparisons is always false" } */
}

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+sqrt" } } */
