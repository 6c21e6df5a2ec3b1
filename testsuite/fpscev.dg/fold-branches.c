/* Branches the float ranges decide are removed with their dead code: the
   calls to dead () are gone from the assembly (fold-branches-off.c shows
   they are there without the folding).  GCC's own users of float ranges
   (VRP, DOM, jump threading) are turned off, so that on every GCC version
   the calls that go are fpscev's doing: GCC 12 keeps all of them anyway,
   GCC 16 would remove 6 by itself.  */
/* { dg-options "-O2 -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fplugin-arg-fpscev-dump" } */
#include "fold-branches.h"

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-fpscev-dump ";; fpscev: \[1-9\]\[0-9\]* changes" } } */
