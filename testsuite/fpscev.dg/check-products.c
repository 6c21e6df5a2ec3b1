/* Which products check mode checks under -ffp-contract=fast (GCC's
   default): not one whose every use is an addition, which GCC may fuse
   into an fma (a check would be one more use and keep GCC from fusing),
   but one used otherwise, here returned.  Under -fassociative-math it does
   not check the inner links of a chain GCC may reassociate, only the
   chain's result.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-check" } */

#include <math.h>

double
returned (double a, double b)
{
  a = fmin (fmax (a, 1.0), 2.0);
  b = fmin (fmax (b, 3.0), 4.0);
  double product = a * b;
  return product;
}

double
fused (double a, double b, double c)
{
  a = fmin (fmax (a, 1.0), 2.0);
  b = fmin (fmax (b, 3.0), 4.0);
  double product = a * b;
  return product + c;
}

__attribute__ ((optimize ("associative-math", "no-signed-zeros",
			  "no-trapping-math")))
double
chain (double a, double b, double c, double d)
{
  a = fmin (fmax (a, 1.0), 2.0);
  b = fmin (fmax (b, 3.0), 4.0);
  c = fmin (fmax (c, 5.0), 6.0);
  d = fmin (fmax (d, 7.0), 8.0);
  double link = a * b;
  double link2 = link * c;
  double result = link2 * d;
  return result;
}

/* { dg-final { scan-assembler "fpscev check: returned: product_\[0-9\]+ = " } } */
/* { dg-final { scan-assembler-not "fpscev check: fused: product_" } } */
/* { dg-final { scan-assembler "fpscev check: chain: result_\[0-9\]+ = " } } */
/* { dg-final { scan-assembler-not "fpscev check: chain: link" } } */
