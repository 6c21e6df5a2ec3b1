/* fvr-entry-test.c under fvr=always: the closed form without a guard,
   skipped by the entry test at counts 0 and 1 where one iteration adds
   0.  */
/* { dg-options "-fplugin-arg-fpscev-fvr=always" } */

#include "fvr-entry-test.c"
