/* Issue 15: the tests of trap-kept.c, which fpscev leaves alone under
   -ftrapping-math, are decided under -fno-trapping-math, where the
   exceptions the deleted operations raise do not matter: every call to
   dead () goes.  GCC's own users of float ranges are turned off, as in
   fold-branches.c, so that on every GCC version that is fpscev's doing.  */
/* { dg-options "-O2 -fno-trapping-math -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps" } */
#include "trap-kept.c"

/* { dg-final { scan-assembler-not "dead" } } */
