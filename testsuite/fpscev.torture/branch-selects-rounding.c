/* branch-selects.c in every rounding mode, under -frounding-math: the
   ranges that show the arms exception-free, and those the moved values
   get, hold whichever way the operations round.  */
/* { dg-options "-frounding-math" } */

#define EVERY_ROUNDING_MODE
#include "branch-selects.c"
