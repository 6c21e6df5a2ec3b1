/* fvr=always replaces without a guard: no loop is left.  One iteration
   adds 0, so the entry test skips the closed form at count 1 too.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr=always" } */

#include "fvr-seed-sum.h"

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: closed form \\(fvr=always; entry test count >= 2\\)" } } */
/* { dg-final { scan-fpscev-dump-not "guarded" } } */
/* The loop is gone from the assembly: no jump goes back to a label before
   it.  (What skips the closed form when the count is not positive is a
   forward jump, or on GCC 16 a conditional move.)  */
/* { dg-final { scan-assembler-not "\\.L(\[0-9\]+):(?:.|\\n)*\\tj\[a-z\]+\\t\\.L\\1\$" } } */
