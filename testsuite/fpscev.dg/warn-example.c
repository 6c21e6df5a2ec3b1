/* Issue 38, 3: the worked example of the manual's chapter "Warnings":
   call-cdce splits the inlined sqrt into .SQRT, reached only by NaNs, and
   the library call, reached by negative numbers; one warning, at the
   callee's line.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-warn" } */
#include <math.h>

static inline double
leg (double hyp, double side)
{
  return sqrt (hyp * hyp - side * side); /* { dg-warning "the result of .sqrt. is NaN on every execution that reaches it" } */
}

double
height (double t)
{
  if (t > 2)
    return 0;
  return leg (1.0, 4.0 - t);
}
