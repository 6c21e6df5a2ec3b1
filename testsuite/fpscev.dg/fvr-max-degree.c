/* fvr-max-degree raises the degree limit: the sum of j^8 (degree 9) of
   fvr-limits.c is replaced with fvr-max-degree=9.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fplugin-arg-fpscev-fvr-max-degree=9" } */

#include "fvr-limits.c"

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: guarded" } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: " 1 } } */
/* { dg-final { scan-fpscev-dump-not "degree above fvr-max-degree" } } */
