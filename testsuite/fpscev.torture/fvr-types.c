/* Final value replacement: sums of j^0 ... j^7 (accumulator degrees 1 to
   8) into accumulators of every integer width, compared at many counts
   with the same loops compiled at -O0 (where the plugin does not run).
   The summands are computed in unsigned arithmetic, so that wrapping is
   defined behaviour.  */
/* { dg-options "-fplugin-arg-fpscev-fvr=always" } */

extern void abort (void);

#include "fvr-sums.h"

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef signed char schar;
typedef unsigned long long ull;

#define BODY(ACC, U, D)					\
  {							\
    ACC r = 0;						\
    for (int j = 0; j < count; j++)			\
      {							\
	__attribute__ ((unused)) U x = (U) j;		\
	r += (ACC) POW##D (x);				\
      }							\
    return r;						\
  }

/* The summand's unsigned type: unsigned long long for ull, unsigned
   otherwise.  */
#define U_ull ull
#define U_unsigned unsigned
#define U_uchar unsigned
#define U_ushort unsigned
#define U_short unsigned
#define U_schar unsigned

#define DEF(ACC, D)							\
  __attribute__ ((noipa)) ACC f_##ACC##_##D (int count)		\
  BODY (ACC, U_##ACC, D)						\
  __attribute__ ((noipa, optimize ("O0"))) ACC				\
  g_##ACC##_##D (int count)						\
  BODY (ACC, U_##ACC, D)

DEFS (DEF, unsigned)
DEFS (DEF, ull)
DEFS (DEF, uchar)
DEFS (DEF, ushort)
DEFS (DEF, short)
DEFS (DEF, schar)

int
main (void)
{
  for (unsigned i = 0; i < N_COUNTS; i++)
    {
      int c = counts[i];
      CHECK (unsigned, c)
      CHECK (ull, c)
      CHECK (uchar, c)
      CHECK (ushort, c)
      CHECK (short, c)
      CHECK (schar, c)
    }
  return 0;
}
