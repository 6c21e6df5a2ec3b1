/* Issue 38, 2: the warnings have no -W option (GCC 12 to 16 let a plugin
   add none); -Werror makes them errors.  */
/* { dg-options "-O2 -Werror -fplugin-arg-fpscev-warn" } */
#include <math.h>

double
f (double x)
{
  if (x < -1)
    return sqrt (x); /* { dg-error "fpscev: the result of .sqrt. is NaN on every execution that reaches it" } */
  return 0;
}
