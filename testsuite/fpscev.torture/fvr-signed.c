/* Final value replacement of signed accumulations without -fwrapv: sums
   of j^0 ... j^7 in int and long arithmetic, at every count whose sum
   (and every summand) fits the type, so that the loops have no undefined
   behaviour.  The reference sums are exact (__int128, at -O0).  */
/* { dg-options "-fplugin-arg-fpscev-fvr=always" } */

extern void abort (void);

#include "fvr-sums.h"

#define DEF(ACC, D)						\
  __attribute__ ((noipa)) ACC f_##ACC##_##D (ACC count)	\
  {								\
    ACC r = 0;							\
    for (ACC j = 0; j < count; j++)				\
      r += POW##D (j);						\
    return r;							\
  }

DEFS (DEF, int)
DEFS (DEF, long)

/* The exact sum of j^D for 0 <= j < COUNT, or -1 if some partial sum or
   summand exceeds LIMIT.  */
__attribute__ ((noipa, optimize ("O0"))) static __int128
exact (long count, int d, __int128 limit)
{
  __int128 s = 0;
  for (long j = 0; j < count; j++)
    {
      __int128 p = 1;
      for (int i = 0; i < d; i++)
	p *= j;
      s += p;
      if (p > limit || s > limit)
	return -1;
    }
  return s;
}

/* f_ACC_D (C) must equal the exact sum when it is within LIMIT.  */
#define CHECK_EXACT1(ACC, D, C, LIMIT)				\
  {								\
    __int128 e = exact (C, D, LIMIT);				\
    if (e >= 0 && f_##ACC##_##D (C) != e)			\
      abort ();							\
  }
#define CHECK_EXACT(ACC, C, LIMIT)					\
  CHECK_EXACT1 (ACC, 0, C, LIMIT) CHECK_EXACT1 (ACC, 1, C, LIMIT)	\
  CHECK_EXACT1 (ACC, 2, C, LIMIT) CHECK_EXACT1 (ACC, 3, C, LIMIT)	\
  CHECK_EXACT1 (ACC, 4, C, LIMIT) CHECK_EXACT1 (ACC, 5, C, LIMIT)	\
  CHECK_EXACT1 (ACC, 6, C, LIMIT) CHECK_EXACT1 (ACC, 7, C, LIMIT)

int
main (void)
{
  for (unsigned i = 0; i < N_COUNTS; i++)
    {
      CHECK_EXACT (int, counts[i], 2147483647)
      CHECK_EXACT (long, counts[i], 9223372036854775807L)
    }
  return 0;
}
