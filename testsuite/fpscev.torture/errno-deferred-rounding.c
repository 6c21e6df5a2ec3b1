/* errno-deferred.c under -frounding-math, out of check mode, with GCC's
   default -ftrapping-math (not given: -ffast-math's option set would
   warn): the deferred test and the exit's call leave errno and every
   exception flag as the library does in each rounding mode, after the
   copy of the loop that runs fewer iterations than a vector has lanes
   (1 and 3 elements in float, 1 in double) as after the vectorized loop
   and its epilogues.  */
/* { dg-options "-frounding-math -ftree-vectorize -fvect-cost-model=dynamic" } */

#include "errno-deferred.c"
