/* The loops of fvr-entry-test.c with T 1: replaced statically; where one
   iteration adds 0 the entry test skips the closed form at count 1 too,
   as it does at count 0.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr-threshold=1" } */

#include "fvr-entry-test.c"

/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: closed form \\(static, T 1; entry test count >= 2\\)$" 3 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: closed form \\(static, T 1\\)$" 2 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: guarded \\(static, T 1; trip count assumptions\\)" 1 } } */
/* { dg-final { scan-fpscev-dump-times "if \\(n_\[0-9\]+\\(D\\) > 1\\)" 3 } } */
/* { dg-final { scan-fpscev-dump-times "if \\(n_\[0-9\]+\\(D\\) > 0\\)" 2 } } */
