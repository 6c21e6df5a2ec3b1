/* The first translation unit of lto.exp's program: a test that fpscev
   decides (1 + tanh (x) is at most 2) guards a call to a function that
   no unit defines, so that the program links only if the call is gone.  */
#include <math.h>

extern void link_error (void);

double
norm (double x)
{
  double s = 1.0 + tanh (x);
  if (s > 2.0)
    link_error ();
  return s;
}
