/* The tight libm ranges (plugin/core/frange-libm-table.c) against the real
   libm, in check mode: exact cases (exp2 of integers, exp (0), log (1),
   pow (x, 0), pow (1, y)), faithful functions on exact bounds (pow of
   small integers, exp2 of integers), and operands at binade edges, where
   a faithful result may be either neighbour of the exact value.  Exact
   results are asserted.  libm-exact-rounding.c runs it in every rounding
   mode.  */
#include <math.h>
#include <float.h>

extern void abort (void);
volatile float fsink;
volatile double dsink;
volatile long double lsink;

#define EXACT(T, S)							\
  __attribute__ ((noipa)) T exp2_i5_##S (signed char c)			\
  {									\
    T x = (T) (c >> 3);		/* [-16, 15] */				\
    return exp2##S (x);							\
  }									\
  __attribute__ ((noipa)) T pow_small_##S (unsigned char a,		\
					   unsigned char b)		\
  {									\
    T x = (T) (a & 7) + 1;	/* [1, 8] */				\
    T y = (T) (b & 15);		/* [0, 15] */				\
    return pow##S (x, y);						\
  }									\
  __attribute__ ((noipa)) T pow_one_##S (unsigned char b)		\
  {									\
    T y = (T) b - (T) 100;						\
    return pow##S ((T) 1, y);						\
  }									\
  __attribute__ ((noipa)) T pow_zero_##S (int i, unsigned char b)	\
  {									\
    T x = (T) i;							\
    T y = (T) (b & 0) * (T) -1;	/* -0 */				\
    return pow##S (x, y);						\
  }									\
  __attribute__ ((noipa)) T exp_zero_##S (unsigned char c)		\
  {									\
    return exp##S ((T) (c & 0));					\
  }									\
  __attribute__ ((noipa)) T log_one_##S (unsigned char c)		\
  {									\
    return log##S ((T) (c & 0) + 1);					\
  }									\
  /* Operands at and around 1, a binade edge, within 3 ulps.  */	\
  __attribute__ ((noipa)) T edge_##S (unsigned char c, int k)		\
  {									\
    T up = (T) 1 + (T) (c & 3) * EPS##S;				\
    T down = (T) 1 - (T) (c & 3) * (EPS##S / 2);			\
    T r = log2##S (up) + log##S (down) + exp2##S (up) + exp##S (down);	\
    T p = pow##S (up, (T) (k & 31)) + pow##S (down, (T) (k & 31));	\
    return r + p;							\
  }

#define EPSf FLT_EPSILON
#define EPS DBL_EPSILON
#define EPSl LDBL_EPSILON
EXACT (float, f)
EXACT (double, )
EXACT (long double, l)

int
main (void)
{
  static const int is[] = { 0, 1, -1, 2, 7, 100, -100, 1000000, -1000000 };
  for (int c = 0; c < 256; c++)
    {
      signed char s = (signed char) c;
      long n = s >> 3;
      if (exp2_i5_f (s) != ldexpf (1.0f, n) || exp2_i5_ (s) != ldexp (1.0, n)
	  || exp2_i5_l (s) != ldexpl (1.0L, n))
	abort ();
      if (pow_small_f (c, c >> 4) != powf ((c & 7) + 1, (c >> 4) & 15))
	abort ();
      dsink = pow_small_ (c, c >> 4);
      lsink = pow_small_l (c, c >> 4);
      if (pow_one_f (c) != 1 || pow_one_ (c) != 1 || pow_one_l (c) != 1)
	abort ();
      if (exp_zero_f (c) != 1 || exp_zero_ (c) != 1 || exp_zero_l (c) != 1)
	abort ();
      if (log_one_f (c) != 0 || log_one_ (c) != 0 || log_one_l (c) != 0
	  || signbit (log_one_ (c)))
	abort ();
      for (unsigned k = 0; k < sizeof is / sizeof is[0]; k++)
	{
	  if (pow_zero_f (is[k], c) != 1 || pow_zero_ (is[k], c) != 1
	      || pow_zero_l (is[k], c) != 1)
	    abort ();
	  fsink = edge_f (c, is[k] + c);
	  dsink = edge_ (c, is[k] + c);
	  lsink = edge_l (c, is[k] + c);
	}
    }
  return 0;
}
