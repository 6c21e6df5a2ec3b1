/* Issue 37: fmin and fmax inline where the ranges allow, under
   -fno-trapping-math: selects with the libc's rule for NaNs too, which
   may raise invalid where the libc's function does not (see
   fminmax-values.h).  */
/* { dg-options "-fno-trapping-math" } */
#define NO_TRAPPING_MATH 1
#include "fminmax-values.h"
