/* The tests of split-tests.c where GCC fuses the multiplications and
   additions into fma (-ffp-contract=fast, on a processor that has it).  */
/* { dg-do run { target i?86-*-* x86_64-*-* } } */
/* { dg-options "-ffp-contract=fast" } */

#define ATTR __attribute__ ((noipa, target ("fma")))
#include "split-tests.h"

int
main (void)
{
  __builtin_cpu_init ();
  if (__builtin_cpu_supports ("fma"))
    check_all ();
  return 0;
}
