/* An example for fpscev: float ranges that GCC alone does not know.  */
#include <math.h>

extern void complain (void);

double
sample (unsigned short u, int i)
{
  double x = (double) u;	/* [0, 65535] int */
  double r = sqrt (x);		/* [0, 256] */
  double s = sin ((double) i);	/* [-1, 1] */
  if (!isfinite (s))		/* never true */
    complain ();
  return r * s;
}

int
power_sum (int count)
{
  int result = 0;
  for (int j = 0; j < count; ++j)
    result += j * j;
  return result;
}
