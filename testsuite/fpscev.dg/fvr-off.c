/* fvr=off leaves the loops alone and says so once per function.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr=off" } */

#include "fvr-seed-sum.h"

/* { dg-final { scan-fpscev-dump-times "^;; fvr: off$" 1 } } */
/* { dg-final { scan-fpscev-dump-not ";; fvr: loop" } } */
/* { dg-final { scan-fpscev-dump "result_\[0-9\]+ = _\[0-9\]+ \\+ result_\[0-9\]+;" } } */
