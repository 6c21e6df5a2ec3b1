/* sanitize=nan reports the NaNs only, and sanitize-recover reports each
   site once and goes on: inf - inf, whose infinities are no report, and
   0 * inf, each reported once though run twice; 1 / 0 and exp's overflow
   not at all; the program runs to its end and exits normally.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-fpscev-sanitize=nan -fplugin-arg-fpscev-sanitize-recover" } */
#include <math.h>
#include <stdio.h>

volatile double sink;

__attribute__ ((noipa)) void subtract (double a, double b) { sink = a - b; }
__attribute__ ((noipa)) void multiply (double a, double b) { sink = a * b; }
__attribute__ ((noipa)) void divide (double a, double b) { sink = a / b; }
__attribute__ ((noipa)) void grow (double a) { sink = exp (a); }

int
main (void)
{
  for (int i = 0; i < 2; i++)
    {
      subtract (__builtin_inf (), __builtin_inf ());
      multiply (0.0, __builtin_inf ());
      divide (1.0, 0.0);
      grow (1000.0);
    }
  fprintf (stderr, "the end\n");
  return 0;
}

/* { dg-output "\[^\n\]*recover-nan.c:12:\[0-9\]+: runtime error: subtraction inf - inf is -?nan in function 'subtract'\n" } */
/* { dg-output "\[^\n\]*recover-nan.c:13:\[0-9\]+: runtime error: multiplication 0x0p\\+0 \\* inf is -?nan in function 'multiply'\n" } */
/* { dg-output "the end" } */
