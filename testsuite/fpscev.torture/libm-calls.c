/* Every modelled libm call over special and ordinary inputs whose ranges
   are known (integer conversions, clamps), in float, double and long
   double: check mode verifies each computed range, including the widening
   for libm's error, NaN for domain errors and infinities for overflow.
   Exact results are asserted where C requires them.  _GNU_SOURCE: glibc
   declares exp10 (C23's, a GNU function before).  */
#define _GNU_SOURCE 1
#include <math.h>
#include <float.h>

extern void abort (void);
volatile double sink;
volatile long double lsink;

#define UNARY(F, T, SUF)						\
  __attribute__ ((noipa)) T F##_##SUF (int i, unsigned char c)		\
  {									\
    T x = (T) i;		/* any int */				\
    T y = (T) c / (T) 16;	/* [0, 15.9375] */			\
    return F (x) + F (y) * (T) 0.5;					\
  }

#define FUNCS(M, T, S)							\
  M (sqrt##S, T, S) M (sin##S, T, S) M (cos##S, T, S) M (tan##S, T, S)	\
  M (exp##S, T, S) M (exp2##S, T, S) M (exp10##S, T, S)		\
  M (expm1##S, T, S) M (log##S, T, S)					\
  M (log2##S, T, S) M (log10##S, T, S) M (log1p##S, T, S)		\
  M (atan##S, T, S) M (tanh##S, T, S) M (cbrt##S, T, S)		\
  M (erf##S, T, S) M (asinh##S, T, S)					\
  M (floor##S, T, S) M (ceil##S, T, S) M (trunc##S, T, S)		\
  M (round##S, T, S) M (rint##S, T, S) M (nearbyint##S, T, S)		\
  M (fabs##S, T, S)

FUNCS (UNARY, double, )
FUNCS (UNARY, float, f)
FUNCS (UNARY, long double, l)

__attribute__ ((noipa)) double
binary (int i, unsigned char c, short s)
{
  double x = (double) i, y = (double) c / 8.0, z = (double) s;
  return pow (y, z) + hypot (x, y) + fmod (x, y) + remainder (z, y)
	 + fmin (x, y) + fmax (y, z) + copysign (y, z) + fma (x, y, z)
	 + ldexp (y, s) + scalbn (y, c) + __builtin_powi (y, s);
}

__attribute__ ((noipa)) double
sincos_pair (int i)
{
  double x = (double) i * 0.001;
  return sin (x) * 2.0 + cos (x);	/* GCC merges these into cexpi.  */
}

int
main (void)
{
#if __FINITE_MATH_ONLY__
  /* Inputs for which every call is finite (NaN and infinities are
     undefined under -ffinite-math-only).  */
  static const int is[] = { 1, 2, 7 };
  static const unsigned char cs[] = { 1, 8, 16, 200, 255 };
  static const short ss[] = { 1, 2, 64 };
#else
  static const int is[] = { 0, 1, -1, 2, 7, 100, -100, 1000000, -1000000,
			    2147483647, -2147483647 - 1, 355, 710, 11356 };
  static const unsigned char cs[] = { 0, 1, 8, 16, 17, 200, 255 };
  static const short ss[] = { 0, 1, -1, 2, 64, -64, 1024, -1100, 32767,
			      -32768 };
#endif
  for (unsigned a = 0; a < sizeof is / sizeof is[0]; a++)
    for (unsigned b = 0; b < sizeof cs; b++)
      {
#define CALL(F, T, SUF) sink = F##_##SUF (is[a], cs[b]);
	FUNCS (CALL, double, )
	FUNCS (CALL, float, f)
#undef CALL
#define CALL(F, T, SUF) lsink = F##_##SUF (is[a], cs[b]);
	FUNCS (CALL, long double, l)
	for (unsigned k = 0; k < sizeof ss / sizeof ss[0]; k++)
	  sink = binary (is[a], cs[b], ss[k]);
	sink = sincos_pair (is[a]);
      }
  if (sqrt_ (4, 0) != 2.0 || floor_ (-3, 24) != -3.0 + 0.5)
    abort ();
  /* erf (0) = asinh (0) = 0 and exp10 (0) = 1 (C Annex F), erf of a
     large number 1.  */
  if (erf_ (0, 0) != 0.0 || asinhf_f (0, 0) != 0.0f
      || erf_ (1000000, 0) != 1.0 || exp10_ (0, 0) != 1.5
      || exp10l_l (0, 0) != 1.5L)
    abort ();
  return 0;
}
