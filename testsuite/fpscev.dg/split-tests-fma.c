/* The tests of split-tests.c where GCC contracts the multiplications and
   additions into fma: each piece's range holds the fused results too, and
   the tests are decided all the same.  */
/* { dg-do compile { target i?86-*-* x86_64-*-* } } */
/* { dg-options "-O2 -mfma -ffp-contract=fast -fplugin-arg-fpscev-dump" } */

#include "split-tests.c"

/* { dg-final { scan-fpscev-dump-times "forms: false" 12 } } */
/* { dg-final { scan-fpscev-dump-not "forms: true" } } */
