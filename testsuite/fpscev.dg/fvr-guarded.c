/* With a symbolic trip count, fvr versions the loop: the closed form when
   the count reaches T, the loop below.  The dump shows the summary, the
   closed form, both costs, T and the decision.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump=details" } */

#include "fvr-seed-sum.h"

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: chrec result_\[0-9\]+ = .0, \\+, 1, \\+, 3, \\+, 2.$" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: exit bb \[0-9\]+ -> bb \[0-9\]+, latch executions \\(unsigned int\\) count_\[0-9\]+\\(D\\) \\+ 4294967295, zero if 0" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: closed form:" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: exit value result_\[0-9\]+ = _\[0-9\]+" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: cost: loop \[0-9\]+ per iteration, closed form \[0-9\]+, T (\[0-9\]+)$" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: guarded \\(count >= \[0-9\]+\\), guard cost \[0-9\]+$" } } */
/* The guard compares the count, the closed form divides by 2 and
   multiplies by the inverse of 3 modulo 2^32, and the loop stays.  */
/* { dg-final { scan-fpscev-dump "if \\(count_\[0-9\]+\\(D\\) > \[0-9\]+\\)" } } */
/* { dg-final { scan-fpscev-dump " >> 1;" } } */
/* { dg-final { scan-fpscev-dump " \\* 2863311531;" } } */
/* { dg-final { scan-fpscev-dump "result_\[0-9\]+ = _\[0-9\]+ \\+ result_\[0-9\]+;" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: 1 loops changed" } } */
