/* libm-exact.c in every rounding mode, under -frounding-math: the ranges
   then allow the libm's error in its worst mode, and the exact cases must
   hold in each.  */
/* { dg-options "-frounding-math" } */

#define main differential_main
#include "libm-exact.c"
#undef main
#include "every-rounding-mode.h"
