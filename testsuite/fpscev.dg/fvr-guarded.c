/* With a symbolic trip count, fvr versions the loop: the closed form when
   the count reaches T, the loop below.  The dump shows the summary, the
   closed form, both costs, T and the decision.  Here T is 2 and one
   iteration adds 0: the loop's entry test, "count > 0", becomes the guard
   "count > 1", and nothing else tests the count (fvr-entry-test.c has the
   guard of a loop whose iteration adds a constant).  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump=details" } */

#include "fvr-seed-sum.h"

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: chrec result_\[0-9\]+ = .0, \\+, 1, \\+, 3, \\+, 2.$" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: exit bb \[0-9\]+ -> bb \[0-9\]+, latch executions \\(unsigned int\\) count_\[0-9\]+\\(D\\) \\+ 4294967295, zero if 0" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: closed form:" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: exit value result_\[0-9\]+ = _\[0-9\]+" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: cost: loop \[0-9\]+ per iteration, closed form \[0-9\]+, T (\[0-9\]+)$" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: guarded \\(entry test count >= 2\\), guard cost 0$" } } */
/* The entry test compares the count with 1, the closed form divides by 2
   and multiplies by the inverse of 3 modulo 2^32, and the loop, left in
   place, is dead.  */
/* { dg-final { scan-fpscev-dump-times "if \\(count_\[0-9\]+\\(D\\) > 1\\)" 1 } } */
/* { dg-final { scan-fpscev-dump-not "if \\(count_\[0-9\]+\\(D\\) > 0\\)" } } */
/* { dg-final { scan-fpscev-dump " >> 1;" } } */
/* { dg-final { scan-fpscev-dump " \\* 2863311531;" } } */
/* { dg-final { scan-fpscev-dump "result_\[0-9\]+ = _\[0-9\]+ \\+ result_\[0-9\]+;" } } */
/* { dg-final { scan-fpscev-dump ";; fvr: 1 loops changed" } } */
