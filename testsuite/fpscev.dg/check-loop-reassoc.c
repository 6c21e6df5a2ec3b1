/* Under -fassociative-math GCC unrolls this loop and reassociates the
   chain that runs through its iterations: C - (C - x) becomes x, whereas
   the iterations one by one give C - C = 0 for every x within half an ulp
   of C.  So the loop's PHI is unknown under -fassociative-math (random
   seed 606: check mode aborted with x = -1000 outside [-0, 2^52]).  */
/* { dg-do run } */
/* { dg-options "-O1 -ffast-math -fplugin-arg-fpscev-check" } */
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) float
f (float x)
{
  x = fminf (fmaxf (x, -1000.0f), 1000.0f);
  for (int i = 0; i < 2; i++)
    x = 4503599627370496.0f - x;
  return x;
}

int
main (void)
{
  float r = f (-1000.0f);
  /* -1000 reassociated, 0 computed in order.  */
  if (r != -1000.0f && r != 0.0f)
    abort ();
  return 0;
}
