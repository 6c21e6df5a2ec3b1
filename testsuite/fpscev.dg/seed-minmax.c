/* The seed's minnum/maxnum, copysign and rounding examples, from C.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */
#include <math.h>

/* x in [0, 511] int, y in [-256, 255] int.  */
#define X ((float) (u & 511))
#define Y ((float) (short) (c - 256))

float fmin_ex (unsigned short u, unsigned short c) { return fminf (X, (float) ((signed char) c) * 2.0f); }
float fmax_ex (unsigned short u, unsigned short c) { return fmaxf (X, (float) (c & 1023) - 256.0f); }
float copysign_ex (unsigned short u, short c) { return copysignf (X, (float) (c >> 7)); }

/* x in [-32768.5039, 32768.5039].  */
static inline float
clamp (float x)
{
  return fminf (fmaxf (x, -32768.5039f), 32768.5039f);
}

float floor_ex (float x) { return floorf (clamp (x)); }
float ceil_ex (float x) { return ceilf (clamp (x)); }
float trunc_ex (float x) { return truncf (clamp (x)); }
float round_ex (float x) { return roundf (clamp (x)); }

/* fmin ([0, 511], [-256, 254]) = [-256, 254]; fmax ([0, 511], [-256, 767])
   = [0, 767], or [-0, 767]: the second range spans zero, so fmax (+0, -0)
   (which may be -0) cannot be ruled out.  */
/* { dg-final { scan-fpscev-dump "= \\\[-256, 254\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-?0, 767\\\] int$" } } */
/* copysign ([0, 511], [-256, 255]): seed [-511, 511].  */
/* { dg-final { scan-fpscev-dump "= \\\[-511, 511\\\] int$" } } */
/* floor, ceil, trunc, round: seed [-32769, 32768], [-32768, 32769],
   [-32768, 32768], [-32769, 32769], all integer.  */
/* { dg-final { scan-fpscev-dump "= \\\[-32769, 32768\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-32768, 32769\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-32768, 32768\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-32769, 32769\\\] int$" } } */
