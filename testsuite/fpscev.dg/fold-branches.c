/* Branches the float ranges decide are removed with their dead code: the
   calls to dead () are gone from the assembly (fold-branches-off.c shows
   they are there without the folding).  GCC 12 keeps all of them.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */
#include "fold-branches.h"

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-fpscev-dump ";; fpscev: \[1-9\]\[0-9\]* changes" } } */
