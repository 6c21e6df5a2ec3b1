/* libm-calls.c with fold=off: fpscev changes no code itself, so that on GCC 13
   and later every fold made from its ranges is GCC's own, with the ranges
   fpscev exports into GCC's global range info.  Check mode (at the torture
   sets that have it) verifies those ranges on libm-calls.c's special inputs,
   and its assertions hold.  On GCC 12 nothing is exported.  */
/* { dg-options "-fplugin-arg-fpscev-fold=off" } */
#include "libm-calls.c"
