/* Sums of squares under contraction (-ffp-contract=fast, GCC's default):
   GCC may compute x * x + c as fma (x, x, c), whose exact product is a
   square too, so the sum of squares stays >= +0 (or NaN) and the errno
   call of sqrt goes, as under -ffp-contract=off.  -mfma makes the
   contraction real; the vectorizer, which runs after fpscev, then
   vectorizes the loop of norms, and sqrt of the sum of squares in it.
   Clamps before a root: once the errno call has gone, the branch to the
   root in a loop becomes the root of a select (clamp-sqrt.h), which the
   vectorizer takes; under its very cheap cost model only where the trip
   count is a constant multiple of 16.  */
/* { dg-options "-O2 -mfma -fvect-cost-model=dynamic -fplugin-arg-fpscev-dump" } */
#include <math.h>

extern void never (void);

float
norm2f (float a, float b)
{
  return sqrtf (a * a + b * b);
}

double
norm3 (double x, double y, double z)
{
  return sqrt (x * x + y * y + z * z);
}

double
distance (double a, double b, double c, double d)
{
  return sqrt ((a - b) * (a - b) + (c - d) * (c - d));
}

double
rms (const double *x, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return sqrt (s);
}

/* The tests are quiet (no exception to keep) and the values used: the
   ranges alone decide them.  */
double
squares (double x, double y)
{
  double s = x * x + y * y, t = 1.0 - x * x;
  if (isless (s, 0.0))		/* fma (x, x, y * y) >= +0 or NaN.  */
    never ();
  if (isgreater (t, 1.0))	/* fma (-x, x, 1) <= 1 or NaN.  */
    never ();
  return s + t;
}

float X[1024], Y[1024], R[1024];

void
norms (void)
{
  for (int i = 0; i < 1024; i++)
    R[i] = sqrtf (X[i] * X[i] + Y[i] * Y[i]);
}

void
clamps (void)
{
  for (int i = 0; i < 1024; i++)
    R[i] = X[i] < 0 ? 0 : sqrtf (X[i]);
}

__attribute__ ((optimize ("vect-cost-model=very-cheap"))) void
clamps_above (void)
{
  for (int i = 0; i < 1024; i++)
    R[i] = X[i] > 1 ? sqrtf (X[i]) : 1;
}

/* A product one of whose uses is no addition GCC fuses into no addition
   (convert_mult_to_fma): the test on it bounds the sum.  */
double
unfused_product (const double *p, const double *q, double *out)
{
  double x = *p * *q;
  *out = x * 3.0;
  if (x < 0.0)
    return 0.0;
  return sqrt (x + 1.0);
}

__attribute__ ((optimize ("vect-cost-model=very-cheap"))) void
clamps_cheap (float *r, const float *x, int n)
{
  for (int i = 0; i < n; i++)
    r[i] = x[i] < 0 ? 0 : sqrtf (x[i]);
}

/* { dg-final { scan-fpscev-dump-times "= _\[0-9\]+ \\? 0\\.0 : _\[0-9\]+;" 1 } } */
/* { dg-final { scan-fpscev-dump-times "= _\[0-9\]+ \\? _\[0-9\]+ : 1\\.0e\\+0;" 1 } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+sqrtf?(@PLT)?\[ \t\]*$" } } */
/* { dg-final { scan-assembler-not "never" } } */
/* { dg-final { scan-assembler "vfmadd" } } */
/* Vectorized: norms, clamps and clamps_above.  */
/* { dg-final { scan-assembler-times "vsqrtps" 3 } } */
