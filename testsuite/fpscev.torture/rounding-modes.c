/* -frounding-math: the rounding mode may change at run time, so ranges must
   hold in every mode: an exact zero difference is -0 when rounding
   downward, and conversions and sums round either way, also when a loop
   repeats them (every rounding error of a sum of tenths goes the same way
   when rounding upward or downward).  Check mode aborts on a value outside
   its range.  */
/* { dg-options "-frounding-math" } */
#include <fenv.h>

extern void abort (void);

__attribute__ ((noipa)) double
diff (unsigned char a, unsigned char b)
{
  double x = (double) a, y = (double) b;
  return x - y;			/* 0 - 0 is -0 when rounding down.  */
}

__attribute__ ((noipa)) float
conv (unsigned long long u)
{
  return (float) u;		/* rounds in the current mode.  */
}

__attribute__ ((noipa)) double
third (unsigned char a)
{
  return ((double) a + 1.0) / 3.0;
}

__attribute__ ((noipa)) double
tenths (unsigned char start, int n)
{
  double s = start;
  for (int i = 0; i < n && i < 200; i++)
    s += 0.1;
  return s;
}

__attribute__ ((noipa)) float
powers (unsigned char start, int n)
{
  float p = start;
  for (int i = 0; i < n && i < 30; i++)
    p *= 1.1f;
  return p;
}

int
main (void)
{
  static const int modes[] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD,
			       FE_TOWARDZERO };
  volatile double sink;
  for (unsigned m = 0; m < 4; m++)
    {
      fesetround (modes[m]);
#ifndef __FAST_MATH__		/* -ffast-math: no signed zeros.  */
      if (modes[m] == FE_DOWNWARD && !__builtin_signbit (diff (7, 7)))
	abort ();
#endif
      for (unsigned a = 0; a < 256; a += 15)
	{
	  sink = diff (a, 255 - a);
	  sink = third (a);
	  sink = tenths (a, 1000);
	  sink = tenths (a, a);
	  sink = powers (a, a);
	}
      sink = conv (~0ull);
      sink = conv ((1ull << 40) + 1);
    }
  fesetround (FE_TONEAREST);
  (void) sink;
  return 0;
}
