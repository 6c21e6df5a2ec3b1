/* fold-branches.h -- the functions of fold-branches.c and
   fold-branches-off.c: each guards a call to dead () with a test the float
   ranges decide.  */
#include <math.h>

extern void dead (void);

void
finite_sin (int i)
{
  if (!isfinite (sin ((double) i)))
    dead ();
}

void
cos_above_one (int i)
{
  if (cos ((double) i) > 1.5)
    dead ();
}

void
sqrt_bounded (unsigned short u)
{
  if (sqrt ((double) u) > 256.0)
    dead ();
}

void
exp_not_inf (unsigned char c)
{
  if (isinf (exp ((double) c)))
    dead ();
}

void
log_ordered (unsigned short u)
{
  double l = log ((double) u + 1.0);
  if (isunordered (l, 0.0) || l < 0.0)
    dead ();
}

void
int_conversion_sign (unsigned int u)
{
  double d = (double) u;
  if (signbit (d) || d < 0.0 || isnan (d))
    dead ();
}

void
fabs_of_product (unsigned char a, unsigned char b)
{
  double p = (double) a * (double) b;
  if (fabs (p) > 65025.0 || p != p)
    dead ();
}

void
classify (unsigned short u)
{
  double x = (double) u + 1.0;
  if (fpclassify (x) != FP_NORMAL || !isnormal (x))
    dead ();
}

