/* fvr-entry-test.c with fvr-threshold=5: the entry test skips the loop
   at counts 0 and 1 where one iteration adds 0, the loop runs at counts
   2 to 4, the closed form from 5 on.  */
/* { dg-options "-fplugin-arg-fpscev-fvr-threshold=5" } */

#include "fvr-entry-test.c"
