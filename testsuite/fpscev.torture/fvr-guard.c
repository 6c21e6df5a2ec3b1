/* The loop shapes of fvr-shapes.c, versioned: with fvr-threshold=4 the
   loops run for counts below 4 and the closed forms above, so that the
   counts of fvr-shapes.c exercise both versions and the merge of their
   values.  */
/* { dg-options "-fplugin-arg-fpscev-fvr-threshold=4" } */

#include "fvr-shapes.c"
