/* sanitize=inf reports the infinities only, with sanitize-recover: 1 / 0
   and exp's overflow, each once though run twice, not 0 / 0.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-fpscev-sanitize=inf -fplugin-arg-fpscev-sanitize-recover" } */
#include <math.h>
#include <stdio.h>

volatile double sink;

__attribute__ ((noipa)) void divide (double a, double b) { sink = a / b; }
__attribute__ ((noipa)) void grow (double a) { sink = exp (a); }

int
main (void)
{
  for (int i = 0; i < 2; i++)
    {
      divide (0.0, 0.0);
      divide (-1.0, 0.0);
      grow (1000.0);
    }
  fprintf (stderr, "the end\n");
  return 0;
}

/* { dg-output "\[^\n\]*recover-inf.c:10:\[0-9\]+: runtime error: division -0x1p\\+0 / 0x0p\\+0 is -inf in function 'divide'\n" } */
/* { dg-output "\[^\n\]*recover-inf.c:11:\[0-9\]+: runtime error: call exp \\(0x1.f4p\\+9\\) is inf in function 'grow'\n" } */
/* { dg-output "the end" } */
