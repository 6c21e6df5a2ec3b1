/* Known values become constants, but not the inner links of a chain GCC
   may reassociate (-fassociative-math): GCC would not compute them.  The
   numbers come from atan, of which GCC knows no range.  */
/* { dg-options "-O2 -fassociative-math -fno-signed-zeros -fno-trapping-math -fopt-info-optimized" } */
/* The fmin calls made selects on the way (simplify-minmax.cc) are not the
   subject here.  */
/* { dg-allow-message "fpscev: fmin is a select" } */
#include <math.h>

/* b + c is a link of the chain b + c + exp (z), which GCC may compute as
   b + (c + exp (z)): it is not replaced, though its range is one number
   (b, in [0, 1], vanishes next to c).  c itself is a term of the chain,
   computed whatever GCC does: it is replaced.  */
double
chain_link (double x, double y, double z)
{
  double b = fmin (exp (x), 1.0);
  double c = fmin (atan (y), -0x1p60);	/* { dg-message "value is the constant -1.152921504606847e\\+18: c_\[0-9\]+" } */
  double t = b + c;			/* { dg-bogus "value is the constant" } */
  return t + exp (z);
}

/* The same value used once by a multiplication is no link: its use gets
   the number.  */
double
not_a_link (double x, double y, double z)
{
  double b = fmin (exp (x), 1.0);
  double c = fmin (atan (y), -0x1p60);	/* { dg-message "value is the constant" } */
  double t = b + c;			/* { dg-message "value is the constant -1.152921504606847e\\+18: t_\[0-9\]+" } */
  return t * exp (z);
}
