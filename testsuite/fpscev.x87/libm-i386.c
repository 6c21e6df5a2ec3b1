/* -m32: i386's libm is not x86-64's.  Its cbrtl is 2 ulps above the
   exact value rounded up at the upper bound of x's range, where x86-64's
   table allows 1 (issue 26: the comparison printed 0 with the plugin, 1
   with gcc alone).  Run by x87.exp, which compares the output with that
   of gcc alone.  */
#include <math.h>
#include <stdio.h>

__attribute__ ((noipa)) int
f (long double x)
{
  if (x >= 0xc.9e56ae5e14f8p+973L && x <= 0xc.9e56ae5e14f854p+973L)
    return cbrtl (x) > 0xb.bba07b3bfcecbbfp+322L;
  return 2;
}

int
main (void)
{
  volatile long double x = 0xc.9e56ae5e14f854p+973L;
  printf ("%d\n", f (x));
  return 0;
}
