/* fvr=always replaces without a guard: no loop is left.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr=always" } */

#include "fvr-seed-sum.h"

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: closed form \\(fvr=always\\)" } } */
/* { dg-final { scan-fpscev-dump-not "guarded" } } */
/* The loop is gone from the assembly: no jump goes back to a label before
   it.  (What skips the closed form when the count is not positive is a
   forward jump, or on GCC 16 a conditional move.)  */
/* { dg-final { scan-assembler-not "\\.L(\[0-9\]+):(?:.|\\n)*\\tj\[a-z\]+\\t\\.L\\1\$" } } */
