/* fvr-peel.c with T = 3: count 2 runs the loop behind the guard, count
   3 on the closed form.  */
/* { dg-options "-fplugin-arg-fpscev-fvr-threshold=3" } */

#include "fvr-peel.c"
