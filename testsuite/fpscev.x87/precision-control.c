/* -mpc64 and -mpc32 set the x87's precision control at startup
   (crtprec64.o, crtprec32.o): long double arithmetic then rounds to 53 or
   24 bits, so that 1 + 2^-60 is 1 and y > 1 is false for x = 1.  The
   plugin must not take the x87's results for 64-bit ones (issue 26: it
   printed 1 where gcc alone prints 0).  Run by x87.exp, which compares
   the output with that of gcc alone.  */
#include <stdio.h>

__attribute__ ((noipa)) int
f (long double x)
{
  if (x >= 1 && x <= 1.5L)
    {
      long double y = x + 0x1p-60L;
      return y > 1;
    }
  return 2;
}

/* A sum that rounds at the precision control, and a product.  */
__attribute__ ((noipa)) long double
g (long double x)
{
  if (x >= 1 && x <= 2)
    return (x * 3 + 0x1p-40L) - x * 3;
  return 0;
}

int
main (void)
{
  static const long double xs[] = { 1.0L, 1.0L + 0x1p-52L, 1.25L, 1.5L,
				    2.0L };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    {
      volatile long double x = xs[i];
      printf ("%d %La\n", f (x), g (x));
    }
  return 0;
}
