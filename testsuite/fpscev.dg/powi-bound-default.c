/* Issue 15: at default options (no -funsafe-math-optimizations) pow stays
   pow, whatever its exponent (powi-bound.c).  */
/* { dg-options "-O2 -fopt-info-optimized" } */
#include "powi-bound.c"

/* { dg-final { scan-assembler-not "__powidf2" } } */
