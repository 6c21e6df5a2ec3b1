/* Signed zeros and NaN in the ranges fpscev exports to GCC (GCC 13 and
   later), with fold=off so that every fold is GCC's own: each function
   computes a value whose sign or NaN-ness C fixes, through fmod, of which
   GCC knows no range, and GCC folds signbit, copysign and isnan with the
   exported range.  A bound exported with the wrong sign of zero, or a
   range exported without its NaN, makes GCC fold them to the wrong
   constant.  */
/* { dg-options "-fplugin-arg-fpscev-fold=off" } */
#include <math.h>

extern void abort (void);

/* fmod (-c, 256) is -0 for c = 0 and negative otherwise: [-255, -0].  */
__attribute__ ((noipa)) int
negated_sign (unsigned char c)
{
  double z = fmod (-(double) c, 256.0);
  return signbit (z) != 0;
}

/* fmod of a non-positive integer by 1 is -0: [-0, -0].  */
__attribute__ ((noipa)) double
negative_zero (unsigned short u)
{
  double z = fmod (-(double) u, 1.0);
  return copysign (1.0, z);
}

/* fmod of a non-negative number is non-negative: [+0, 6].  */
__attribute__ ((noipa)) int
positive_sign (unsigned short u)
{
  double z = fmod ((double) u, 7.0);
  return signbit (z) != 0;
}

/* fmod (x, 0) is NaN: the range holds NaN.  */
__attribute__ ((noipa)) int
maybe_nan (unsigned char c)
{
  double z = fmod ((double) c - 1.0, (double) c);
  return isnan (z) != 0;
}

int
main (void)
{
#ifndef __FAST_MATH__		/* -fno-signed-zeros: the sign is open.  */
  for (unsigned c = 0; c < 256; c += 51)
    if (negated_sign (c) != 1)
      abort ();
  for (unsigned u = 0; u < 65536; u += 4369)
    {
      if (negative_zero (u) != -1.0)
	abort ();
      if (positive_sign (u) != 0)
	abort ();
    }
#endif
#if !__FINITE_MATH_ONLY__
  for (unsigned c = 0; c < 256; c += 51)
    if (maybe_nan (c) != (c == 0))
      abort ();
#endif
  return 0;
}
