/* The expansions GCC uses for isfinite, isinf, isnormal and isnan at its
   default options (comparisons of |x| with the largest and the smallest
   normal number, merged by `|') narrow x on both edges, where the edge
   says something of x: finite on isfinite's true edge, infinite or NaN
   on its false edge, and so on.  The narrowed values go through exp and
   tan, of which GCC knows no range.  */
/* { dg-options "-O2 -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

void
finite_true_edge (double x)
{
  if (!isfinite (x))
    return;
  if (isnan (tan (x)))		/* { dg-message "condition is always false" } */
    dead ();
}

void
finite_false_edge (double x)
{
  if (isfinite (x))
    return;
  /* x is infinite or NaN: exp (x) is 0, +inf or NaN.  */
  if (exp (x) == 1.0)		/* { dg-message "condition is always false" } */
    dead ();
}

void
finite_false_edge_keeps_nan (double x)
{
  if (isfinite (x))
    return;
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
}

void
inf_true_edge (double x)
{
  if (!isinf (x))
    return;
  if (exp (x) == 1.0 || isnan (exp (x)))	/* { dg-message "condition is always false" } */
    dead ();
}

void
inf_false_edge (double x)
{
  if (isinf (x))
    return;
  if (isnan (x))
    return;
  /* x is finite.  */
  if (isnan (tan (x)))		/* { dg-message "condition is always false" } */
    dead ();
}

void
normal_true_edge (double x)
{
  if (!isnormal (x))
    return;
  if (isnan (tan (x)) || exp (x) == 1.0)	/* { dg-message "condition is always false" } */
    dead ();
}

void
nan_false_edge (double x)
{
  if (isnan (x))
    return;
  if (isnan (exp (x)))		/* { dg-message "condition is always false" } */
    dead ();
}

void
float_finite (float x)
{
  if (!isfinite (x))
    return;
  if (isnan (tanf (x)))		/* { dg-message "condition is always false" } */
    dead ();
}

void
long_double_inf (long double x)
{
  if (!isinf (x))
    return;
  if (expl (x) == 1.0L)		/* { dg-message "condition is always false" } */
    dead ();
}
