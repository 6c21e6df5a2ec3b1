/* Branches the float ranges decide are removed with their dead code: the
   calls to dead () are gone from the assembly (fold-branches-off.c shows
   they are there without the folding).  GCC 12 keeps all of them.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */
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

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-fpscev-dump ";; fpscev: \[1-9\]\[0-9\]* changes" } } */
