/* The sums of fvr-types.c in the default mode (fvr=guarded, the computed
   break-even count T): static decisions and guarded versions.  */
/* { dg-options "-fplugin-arg-fpscev-fvr=guarded" } */

#include "fvr-types.c"
