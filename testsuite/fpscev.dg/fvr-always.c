/* fvr=always replaces without a guard: no loop is left.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr=always" } */

#include "fvr-seed-sum.h"

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: closed form \\(fvr=always\\)" } } */
/* { dg-final { scan-fpscev-dump-not "guarded" } } */
/* The loop is gone from the assembly: the only jump skips the closed form
   when the count is not positive.  */
/* { dg-final { scan-assembler-times "\tj\[a-z\]+\t" 1 } } */
