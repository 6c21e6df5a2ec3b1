/* every-rounding-mode.h -- run a differential test (differential.h,
   included with its main renamed differential_main) in each rounding
   mode; the including test is compiled with -frounding-math.  */
#include <fenv.h>

#ifdef __FAST_MATH__
/* -ffast-math and -frounding-math together: GCC 14 alone already computes
   other results than the -O0 copy (reassociation near the overflow
   threshold), so there is nothing to compare fpscev's part with.  */
int
main (void)
{
  return 0;
}
#else
int
main (void)
{
  static const int modes[] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD,
			       FE_TOWARDZERO };
  for (unsigned i = 0; i < sizeof modes / sizeof modes[0]; i++)
    {
      fesetround (modes[i]);
      if (differential_main ())
	__builtin_abort ();
    }
  fesetround (FE_TONEAREST);
  return 0;
}
#endif
