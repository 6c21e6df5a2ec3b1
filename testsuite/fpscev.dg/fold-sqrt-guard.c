/* With -fmath-errno (the default), GCC computes sqrt inline and guards a
   call to the library sqrt (for errno) with a test of the operand.  When
   the range proves the operand >= -0, the guard and the call go; GCC 12
   alone keeps them.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */
#include <math.h>

double
root_of_u16 (unsigned short u)
{
  return sqrt ((double) u);
}

float
root_of_square (float x)
{
  return sqrtf (x * x);		/* x * x >= +0 or NaN: NaN takes no call. */
}

double
root_of_negative_maybe (int i)
{
  return sqrt ((double) i);	/* May set errno: the call stays.  */
}

/* { dg-final { scan-assembler-times "(call|jmp)\[ \t\]+sqrtf?(@PLT)?\[ \t\]*$" 1 } } */
/* { dg-final { scan-assembler "sqrtsd" } } */
