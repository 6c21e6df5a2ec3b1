/* Issue 35: with -mfma GCC contracts x * y + c into one fma, which stays
   finite where the product alone overflows: the rounded product's +inf
   stands for every real beyond DBL_MAX there, so the finite fused results
   stay in the range (fr_add_unrounded) and the test of one is not
   decided.  The results above 2^1020 are, fused or not.  */
/* { dg-options "-O2 -mfma -fopt-info-optimized" } */
#include <float.h>

int
product (double x, double y, double c)
{
  if (x >= 0x1.8p+1023 && x <= DBL_MAX && y >= 1.5 && y <= 2.0
      && c >= -DBL_MAX && c <= -0x1.8p+1023)
    {
      double r = x * y + c;
      if (r < 0x1p1020)			/* { dg-message "always false" } */
	return -1;
      return r > 0x1.8p+1022 && r < __builtin_inf ();	/* { dg-bogus "always" } */
    }
  return 0;
}

int
square (double x, double c)
{
  if (x >= 0x1.1p+512 && x <= 0x1.4p+512
      && c >= -DBL_MAX && c <= -0x1.8p+1023)
    {
      double r = x * x + c;
      if (r < 0x1p1020)			/* { dg-message "always false" } */
	return -1;
      return r > 0x1.8p+1022 && r < __builtin_inf ();	/* { dg-bogus "always" } */
    }
  return 0;
}
