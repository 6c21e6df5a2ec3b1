/* refine-backward-arith.c in every rounding mode, under -frounding-math:
   the preimages hold whichever way the operations round (the result is
   taken to lie within one ulp of the exact value, and the libm error is
   the one allowed in the directed modes).  */
/* { dg-options "-frounding-math" } */

#define main differential_main
#include "refine-backward-arith.c"
#undef main
#include "every-rounding-mode.h"
