/* Under -ffinite-math-only the ranges hold no infinity or NaN, by
   assumption; GCC itself may break it (found/005, and a division that
   loop invariant motion hoists out of its guard yields an infinity no use
   sees).  Check mode then tests only finite values against the bounds, in
   every float format: infinities and NaNs passed in here must not abort.
   The test of non-finite values is made on the bits, which GCC cannot
   fold away under -ffinite-math-only, and so is the test that keeps NaNs
   from the ordered comparisons of the bounds: they must not raise
   invalid (issue 35).  */
/* { dg-do run } */
/* { dg-options "-O2 -ffinite-math-only -fplugin-arg-fpscev-check" } */

#include <fenv.h>

extern void abort (void);

#define TWICE(T, NAME)							\
  __attribute__ ((noipa)) T NAME (T x) { T y = x * (T) 2; return y; }

TWICE (float, twice_f)
TWICE (double, twice_d)
TWICE (long double, twice_ld)
TWICE (__float128, twice_f128)
#ifdef __FLT16_MAX__
TWICE (_Float16, twice_f16)
#endif

/* Built at run time, so that GCC does not see them.  */
__attribute__ ((noipa)) double
make (int nan)
{
  volatile double big = 1e308;
  double inf = big * 10;
  return nan ? inf - inf : inf;
}

int
main (void)
{
  for (int nan = 0; nan <= 1; nan++)
    for (int neg = 0; neg <= 1; neg++)
      {
	double v = neg ? -make (nan) : make (nan);
	feclearexcept (FE_ALL_EXCEPT);
	twice_f ((float) v);
	twice_d (v);
	twice_ld ((long double) v);
	twice_f128 ((__float128) v);
#ifdef __FLT16_MAX__
	twice_f16 ((_Float16) v);
#endif
	if (fetestexcept (FE_INVALID))
	  abort ();
      }
  /* Finite values still go through the ranges.  */
  if (twice_d (1.5) != 3.0)
    abort ();
  return 0;
}
