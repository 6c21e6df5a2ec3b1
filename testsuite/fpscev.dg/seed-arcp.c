/* The seed's division under arcp (-freciprocal-math): x / y may be
   computed as x * (1 / y), two roundings.  Under round-to-nearest both
   ways give at most 1.27750002e-06 here, which is what we say (the seed,
   rounding each step outward, says 1.27750013e-06).  */
/* { dg-options "-O2 -freciprocal-math -fplugin-arg-fpscev-dump=details" } */

#include "seed-arcp.h"

/* { dg-final { scan-fpscev-dump "= \\\[0, 1.2775e-06\\\]$" } } */
/* { dg-final { scan-fpscev-dump "rule: rdiv \\\(or reciprocal\\\)" } } */
