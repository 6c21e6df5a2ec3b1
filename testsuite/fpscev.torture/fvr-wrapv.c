/* Final value replacement with -fwrapv: sums of j^0 ... j^7 in int and
   long arithmetic, which wrap, compared at many counts with the same loops
   compiled at -O0.  The closed form must be exact modulo 2^32 and 2^64.  */
/* { dg-options "-fwrapv -fplugin-arg-fpscev-fvr=always" } */

extern void abort (void);

#include "fvr-sums.h"

#define BODY(ACC, D)					\
  {							\
    ACC r = 0;						\
    for (ACC j = 0; j < count; j++)			\
      r += POW##D (j);					\
    return r;						\
  }

#define DEF(ACC, D)						\
  __attribute__ ((noipa)) ACC f_##ACC##_##D (ACC count)	\
  BODY (ACC, D)							\
  __attribute__ ((noipa, optimize ("O0"))) ACC			\
  g_##ACC##_##D (ACC count)					\
  BODY (ACC, D)

DEFS (DEF, int)
DEFS (DEF, long)

int
main (void)
{
  for (unsigned i = 0; i < N_COUNTS; i++)
    {
      CHECK (int, counts[i])
      CHECK (long, counts[i])
    }
  return 0;
}
