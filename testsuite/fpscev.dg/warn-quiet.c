/* Issue 38, 2: -w silences the warnings (a diagnostic without a -W
   option is not one #pragma GCC diagnostic can name; doc/fpscev.texi,
   "Warnings"); without -fplugin-arg-fpscev-warn there are none.  */
/* { dg-options "-O2 -w -fplugin-arg-fpscev-warn" } */
#include <math.h>

double
f (double x)
{
  if (x < -1)
    return sqrt (x);
  return 0;
}
