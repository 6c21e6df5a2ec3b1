/* Chains of products and of sums under -fassociative-math: GCC's late
   reassociation, after fpscev, computes a chain of four terms as a
   balanced tree ((a*b)*(c*d)), not in the order fpscev saw (((a*b)*c)*d).
   The terms are known exactly to fpscev (a tenth or the square root of an
   integer that floor makes exact) but not to GCC, and their values are
   chosen so that the sequential order gives a result that no other order
   gives.  The sums' terms are not products, which fpscev would already
   widen as possibly fused into fmas.  Each
   function returns whether its result equals the sequential one: had
   fpscev taken the sequential order's range, it would fold that test to
   true while the program computes another value.  */
/* { dg-options "-ffast-math" } */

#include <math.h>

extern void abort (void);

double keep[4];

/* The integer part of Y clamped to [LO, LO + 0.5]: exactly LO, for
   fpscev; unknown to GCC.  */
#define INT_PART(Y, LO) floor (fmin (fmax ((Y), (LO)), (LO) + 0.5))

/* Its tenth or its square root, kept in memory too, so that it is a leaf
   of the chains below rather than part of them.  */
#define TENTH(I, Y, LO) (keep[I] = INT_PART (Y, LO) * 0.1)
#define ROOT(I, Y, LO) (keep[I] = sqrt (INT_PART (Y, LO)))

__attribute__ ((noipa)) int
product (double y, double z, double w, double v, double *out)
{
  double a = TENTH (0, y, 3.0), b = TENTH (1, z, 4.0);
  double c = TENTH (2, w, 7.0), d = TENTH (3, v, 9.0);
  double p = a * b * c * d;
  *out = p;
  return p == 0.07560000000000001;
}

__attribute__ ((noipa)) int
sum (double y, double z, double w, double v, double *out)
{
  double a = ROOT (0, y, 2.0), b = ROOT (1, z, 3.0);
  double c = ROOT (2, w, 29.0), d = ROOT (3, v, 32.0);
  double s = a + b + c + d;
  *out = s;
  return s == 14.188283426568855;
}

int
main (void)
{
  double r;
  int eq = product (3.2, 4.2, 7.2, 9.2, &r);
  if (eq != (r == 0.07560000000000001) || fabs (r - 0.0756) > 1e-15)
    abort ();
  eq = sum (2.2, 3.2, 29.2, 32.2, &r);
  if (eq != (r == 14.188283426568855) || fabs (r - 14.188283426568855) > 1e-13)
    abort ();
  return 0;
}
