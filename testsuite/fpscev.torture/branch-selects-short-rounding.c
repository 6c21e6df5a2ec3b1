/* branch-selects-short.c under -frounding-math.  */
/* { dg-options "-frounding-math -ftree-vectorize -fvect-cost-model=dynamic" } */

#include "branch-selects-short.c"
