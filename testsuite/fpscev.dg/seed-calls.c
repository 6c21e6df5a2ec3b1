/* The seed's call examples, from C.  Where ours is tighter than the seed's
   range (MPFR bounds what APFloat could not), the comment says so.  */
/* { dg-options "-O2 -fno-math-errno -fplugin-arg-fpscev-dump" } */
#include <math.h>

float
sqrt_int (unsigned short u)
{
  float x = (float) (u & 511);
  return sqrtf (x);		/* seed: [0, 511]; ours [0, 22.605309] */
}

float
sqrt_negative (unsigned short u)
{
  float x = -1.0f - (float) u;
  return sqrtf (x);		/* seed and ours: nan */
}

float
powi (unsigned short u, unsigned char n)
{
  float x = (float) u;		/* [0, 65535] */
  return __builtin_powif (x, n);	/* seed: [0, +inf] */
}

double
sin_int (int i)
{
  return sin ((double) i);	/* seed: [-1, 1] */
}

double
exp_small (unsigned short u)
{
  double x = (double) (u & 511);
  return exp (x);		/* seed: [0, +inf]; ours [1, 8.4e221]: glibc's
				   exp is faithful, exp (0) = 1 */
}

double
log_int (unsigned short u)
{
  double x = (double) (u & 511);
  return log (x);		/* seed: [-inf, 511]; ours [-inf, 6.23637...] */
}

float
fma_ex (unsigned short u, unsigned short v)
{
  float x = (float) (u & 511);
  float y = -(float) (v & 511);
  return fmaf (x, y, 4.0f);	/* seed: [-261117, 4] */
}

float
fabs_ex (unsigned char c, unsigned char d)
{
  float x = fminf (fmaxf ((float) c - 4.0f, -4.0f), 1.5f);	/* [-4, 1.5] */
  return fabsf (x) + (float) (d & 0);	/* seed: [0, 4] */
}

/* { dg-final { scan-fpscev-dump "= \\\[0, 22.6053\[0-9\]*\\\]$" } } */
/* { dg-final { scan-fpscev-dump "= nan$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[0, \\+inf\\\]" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-1, 1\\\]$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[1, 8.4038\[0-9\]*e\\+221\\\]$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-inf, 6.2363\[0-9\]*\\\]$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-261117, 4\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[0, 4\\\]$" } } */
