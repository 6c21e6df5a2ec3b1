/* Shared by the fvr sum tests (fvr-types.c, fvr-wrapv.c, fvr-signed.c):
   the powers j^0 ... j^7 summed (accumulator degrees 1 to 8), the counts
   every sum is checked at, and the definition of the eight sums of one
   accumulator type.  */

#define POW0(x) 1
#define POW1(x) (x)
#define POW2(x) ((x) * (x))
#define POW3(x) ((x) * (x) * (x))
#define POW4(x) (POW2 (x) * POW2 (x))
#define POW5(x) (POW4 (x) * (x))
#define POW6(x) (POW3 (x) * POW3 (x))
#define POW7(x) (POW6 (x) * (x))

/* DEF (ACC, D) for D = 0 ... 7.  */
#define DEFS(DEF, ACC)						\
  DEF (ACC, 0) DEF (ACC, 1) DEF (ACC, 2) DEF (ACC, 3)		\
  DEF (ACC, 4) DEF (ACC, 5) DEF (ACC, 6) DEF (ACC, 7)

/* INT_MIN, -1, small counts, counts whose sums wrap every type.  */
static const long counts[] = {
  -2147483647 - 1, -1, 0, 1, 2, 3, 4, 5, 7, 64, 1000, 65536, 100003
};
#define N_COUNTS (sizeof counts / sizeof counts[0])

/* Compare f_ACC_D with g_ACC_D at count C, for D = 0 ... 7.  */
#define CHECK1(ACC, D, C)			\
  if (f_##ACC##_##D (C) != g_##ACC##_##D (C))	\
    abort ();
#define CHECK(ACC, C)							\
  CHECK1 (ACC, 0, C) CHECK1 (ACC, 1, C) CHECK1 (ACC, 2, C)		\
  CHECK1 (ACC, 3, C) CHECK1 (ACC, 4, C) CHECK1 (ACC, 5, C)		\
  CHECK1 (ACC, 6, C) CHECK1 (ACC, 7, C)
