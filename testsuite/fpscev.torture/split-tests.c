/* Tests fpscev decides on pieces of their operands' inputs
   (subdivide.h) keep every outcome: on every input tried, the tested
   functions, whose inputs are bounded, agree with the reference ones,
   where nothing is decided (split-tests.h), with -ffp-contract=off.  */
/* { dg-options "-ffp-contract=off" } */

#define ATTR __attribute__ ((noipa))
#include "split-tests.h"

int
main (void)
{
  check_all ();
  return 0;
}
