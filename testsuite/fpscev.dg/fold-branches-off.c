/* fold-branches.c with -fplugin-arg-fpscev-fold=off: the analysis runs, but
   no code changes, so every call to dead () GCC keeps on its own is still
   in the assembly: what fold-branches.c sees gone is the plugin's doing.
   GCC's own users of float ranges are off, as in fold-branches.c.  */
/* { dg-options "-O2 -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fplugin-arg-fpscev-fold=off -fplugin-arg-fpscev-dump" } */
#include "fold-branches.h"

/* { dg-final { scan-assembler-times "call\[ \t\]+dead|jmp\[ \t\]+dead" 8 } } */
/* { dg-final { scan-fpscev-dump-not ";; fpscev: \[0-9\]+ changes" } } */
