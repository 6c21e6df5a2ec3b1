/* The sanitizer reports the first NaN or infinity, at the operation that
   made it or brought it into the function, and aborts: 0/0, 1/0, the
   overflow of a product, sqrt and log out of their domains, log's pole,
   the overflow of exp and of a conversion of a double to float, a NaN
   loaded from memory and one passed as an argument.  Each runs in a
   child process, which must die of abort after its report; the values are
   the parameters of functions GCC does not look into, so that neither the
   compiler nor -ffinite-math-only folds them.  Clean values report
   nothing.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-fplugin-arg-fpscev-sanitize" } */
#include <math.h>
#include "aborting-runs.h"

volatile double sink;
volatile float sink_float;
double table[2];

__attribute__ ((noipa)) void divide (double a, double b) { sink = a / b; }
__attribute__ ((noipa)) void square (double a) { sink = a * a; }
__attribute__ ((noipa)) void root (double a) { sink = sqrt (a); }
__attribute__ ((noipa)) void logarithm (double a) { sink = log (a); }
__attribute__ ((noipa)) void grow (double a) { sink = exp (a); }
__attribute__ ((noipa)) void narrow (double a) { sink_float = (float) a; }
__attribute__ ((noipa)) void scale (int i) { sink = table[i] * 0.5; }
__attribute__ ((noipa)) void take (double x) { sink = x + 1.0; }

/* The case SCENARIO.  */
static void
run (int scenario)
{
  switch (scenario)
    {
    case 0: divide (0.0, 0.0); break;
    case 1: divide (1.0, 0.0); break;
    case 2: square (0x1p600); break;
    case 3: root (-1.0); break;
    case 4: logarithm (-1.0); break;
    case 5: logarithm (0.0); break;
    case 6: grow (1000.0); break;
    case 7: narrow (0x1p1000); break;
    case 8: table[1] = __builtin_nan (""); scale (1); break;
    case 9: take (__builtin_nan ("")); break;
    }
}

int
main (void)
{
  run_aborting (run, 10);
  divide (1.0, 2.0);
  square (0x1p500);
  root (2.0);
  logarithm (0x1p-1000);
  grow (700.0);
  narrow (0x1p127);
  table[0] = 3.0;
  scale (0);
  take (-0.0);
  return 0;
}

/* { dg-output "\[^\n\]*inject.c:19:\[0-9\]+: runtime error: division 0x0p\\+0 / 0x0p\\+0 is -?nan in function 'divide'\n" } */
/* { dg-output "\[^\n\]*inject.c:19:\[0-9\]+: runtime error: division 0x1p\\+0 / 0x0p\\+0 is inf in function 'divide'\n" } */
/* { dg-output "\[^\n\]*inject.c:20:\[0-9\]+: runtime error: multiplication 0x1p\\+600 \\* 0x1p\\+600 is inf in function 'square'\n" } */
/* { dg-output "\[^\n\]*inject.c:21:\[0-9\]+: runtime error: call sqrt \\(-0x1p\\+0\\) is -?nan in function 'root'\n" } */
/* { dg-output "\[^\n\]*inject.c:22:\[0-9\]+: runtime error: call log \\(-0x1p\\+0\\) is -?nan in function 'logarithm'\n" } */
/* { dg-output "\[^\n\]*inject.c:22:\[0-9\]+: runtime error: call log \\(0x0p\\+0\\) is -inf in function 'logarithm'\n" } */
/* { dg-output "\[^\n\]*inject.c:23:\[0-9\]+: runtime error: call exp \\(0x1.f4p\\+9\\) is inf in function 'grow'\n" } */
/* { dg-output "\[^\n\]*inject.c:24:\[0-9\]+: runtime error: conversion of 0x1p\\+1000 to 'float' is inf in function 'narrow'\n" } */
/* { dg-output "\[^\n\]*inject.c:25:\[0-9\]+: runtime error: load from 'table' is nan in function 'scale'\n" } */
/* { dg-output "\[^\n\]*inject.c:26:\[0-9\]+: runtime error: parameter 'x' is nan in function 'take'" } */
