/* Issue 38, 2: a warning about an inlined operation, a call or an
   arithmetic operation, names the operation's own line (the callee's),
   with GCC's "inlined from" chain; the callee compiled on its own, whose
   argument may be anything, gets none.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-warn" } */
#include <math.h>

static inline double
root (double x)
{
  return sqrt (x); /* { dg-warning "the result of .sqrt. is NaN on every execution that reaches it" } */
}

double
root_of_minus_two (void)
{
  return root (-2.0);
}

double
root_anything (double x)
{
  return root (x);
}

static inline double
ratio (double a, double b)
{
  return a / b; /* { dg-warning "the result of this division is infinite on every execution that reaches it" } */
}

double
ratio_by_zero (double x)
{
  if (x > 1 && x < 2)
    return ratio (x, 0.0);
  return 0;
}

double
ratio_anything (double x, double y)
{
  return ratio (x, y);
}
