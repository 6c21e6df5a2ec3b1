/* Exact libm cases keep exact ranges under -frounding-math, where the
   table allows each function its worst mode's error: exp2 of integers in
   the normal range is exact in glibc (2^0 and up flagged integer), and so
   are exp (0), log (1), pow (x, +-0) and pow (1, y) by C Annex F.  A
   faithful pow of small integers is exact only to nearest: here it is
   widened by the directed modes' error.  */
/* { dg-options "-O2 -frounding-math -fno-math-errno -fplugin-arg-fpscev-dump" } */
#include <math.h>

float
exp2_i5 (signed char c)
{
  float x = (float) (c >> 3);		/* [-16, 15] */
  return exp2f (x);
}

double
exp2_u4 (unsigned char c)
{
  double x = (double) (c & 15);
  return exp2 (x);
}

/* (double) i * 0.0 is -0 or +0, which GCC does not fold (the sign of
   zero); plus 1.0, exactly 1.  */
double
exp_zero (int i)
{
  return exp ((double) i * 0.0);
}

double
log_one (int i)
{
  return log ((double) i * 0.0 + 1.0);
}

double
pow_one (int i, int j)
{
  return pow ((double) i * 0.0 + 1.0, (double) j);
}

double
pow_zero (int i, int j)
{
  return pow ((double) i, (double) j * 0.0);
}

/* { dg-final { scan-fpscev-dump "returns \\\[1.5258789e-05, 32768\\\]$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[1, 32768\\\] int$" } } */
/* GCC 16 (and maybe 13 to 15) folds some of the point cases itself, before
   fpscev: fpscev's own ranges are required on GCC 12, the folded calls
   everywhere.  */
/* { dg-final { if { [fpscev_gcc_major] < 13 } { scan-fpscev-dump-times "returns \\\[1, 1\\\] int$" 3 } } } */
/* { dg-final { if { [fpscev_gcc_major] < 13 } { scan-fpscev-dump "returns \\\[0, 0\\\] int$" } } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+(exp|log|pow)\\M" } } */
