/* y < x holds only if y is not +inf and x is not -inf (and neither is
   NaN): the true edge narrows each operand by the other's range even when
   both are unknown.  cbrt, of which GCC knows no range, shows it: cbrt of
   a finite double is below 5.7e102 in magnitude.  At GCC's default
   options.  */
/* { dg-options "-O2 -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

void
less_bounds (double x, double y)
{
  if (y < x)
    {
      if (cbrt (y) > 1e200)	/* { dg-message "condition is always false: _\[0-9\]+ in \\\[-inf, 5.64\[0-9\]*e\\+102\\\]" } */
	dead ();
      if (cbrt (x) < -1e200)	/* { dg-message "condition is always false: _\[0-9\]+ in \\\[-5.64\[0-9\]*e\\+102, \\+inf\\\]" } */
	dead ();
    }
}

void
greater_equal_bounds (double x, double y)
{
  /* The false edge of y >= x leaves y < x or NaN: nothing but NaN is
     removed from y's range (y may be +inf if x is NaN).  */
  if (!(y >= x))
    if (isinf (cbrt (y)) && y > 0)	/* { dg-bogus "always" } */
      dead ();
}

/* { dg-final { scan-assembler-times "(call|jmp)\[ \t\]+dead" 1 } } */
