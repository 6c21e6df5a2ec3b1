/* The seed's division under arcp with -frounding-math: any rounding mode
   may be in force, and rounding upward gives 1.27750014e-06 through the
   reciprocal (1.27750002e-06 through the division), so the bound is one
   ulp wider than under round-to-nearest (the seed says 1.27750013e-06).  */
/* { dg-options "-O2 -freciprocal-math -frounding-math -fplugin-arg-fpscev-dump" } */

#include "seed-arcp.h"

/* { dg-final { scan-fpscev-dump "= \\\[0, 1.2775001e-06\\\]$" } } */

