/* Issue 35: a program that changes the rounding mode at run time without
   -frounding-math.  GCC keeps every call of nearbyint, lrint and llrint
   (of constants too), which rounds in the mode of the moment, so fpscev's
   ranges hold in every mode: nearbyint (12.9) is 12 when rounding down
   (fpscev made it 13).  Each function of constants and of known ranges,
   in float, double and long double, against the same calls of
   volatile-hidden arguments at -O0 (where fpscev does not run: the
   refinement of y by nearbyint (y) == 13 needs no range of y), in the
   four modes.  GCC's own inline rint and rintf (x + 2^52 - 2^52, which
   check mode's code or -ffast-math may let GCC fold for a constant) and
   its nearbyint (-c) = -nearbyint (c) hold only when rounding to nearest:
   they take positive variables here, and negations of variables.  */
#include <fenv.h>
#include <math.h>

extern void abort (void);

#define N_RESULTS 13

/* A value nothing is known of.  */
#define HIDE(T, v) (*(volatile T *) &(T) { v })

/* The calls of SHOW (T, v) for each value v: constants and ranges of C
   (x in [12.625, 12.859375], y in [12, 12.9375]); results (and the tests
   GCC or fpscev may fold) into OUT.  nearbyint (y) is 13 for a y below
   12.5 when rounding upward.  */
#define CALLS(T, S, SHOW, c, out)					\
  do									\
    {									\
      T x = SHOW (T, (T) 12.625 + (T) ((c) & 15) / (T) 64);		\
      T y = SHOW (T, (T) 12 + (T) ((c) & 15) / (T) 16);		\
      out[0] = nearbyint##S (SHOW (T, (T) 12.9));			\
      out[1] = nearbyint##S (SHOW (T, (T) 13.5)) == (T) 14;		\
      out[2] = lrint##S (SHOW (T, (T) 12.5));				\
      out[3] = llrint##S (SHOW (T, (T) 0.5));				\
      out[4] = nearbyint##S (SHOW (T, (T) 0.25)) > (T) 0.5;		\
      out[5] = nearbyint##S (x);					\
      out[6] = nearbyint##S (x) > (T) 12.5;				\
      out[7] = rint##S (x) < (T) 12.5;					\
      out[8] = lrint##S (x) + llrint##S (x);				\
      out[9] = nearbyint##S (-x) < (T) -12.5;				\
      out[10] = nearbyint##S (x) - x > (T) 0;				\
      out[11] = llrint##S (x) == 13;					\
      out[12] = 0;							\
      if (nearbyint##S (y) == (T) 13)					\
	out[12] = y < (T) 12.5 ? 2 : 1;					\
    }									\
  while (0)

#define SHOWN(T, v) (v)

#define TESTS(T, S)							\
  __attribute__ ((noipa)) void						\
  shown_##S (unsigned char c, T *out)					\
  {									\
    CALLS (T, S, SHOWN, c, out);					\
  }									\
  __attribute__ ((noipa, optimize ("O0"))) void			\
  hidden_##S (unsigned char c, T *out)					\
  {									\
    CALLS (T, S, HIDE, c, out);					\
  }									\
  static void								\
  compare_##S (void)							\
  {									\
    for (unsigned c = 0; c < 16; c++)					\
      {									\
	T a[N_RESULTS], b[N_RESULTS];					\
	shown_##S (c, a);						\
	hidden_##S (c, b);						\
	for (int i = 0; i < N_RESULTS; i++)				\
	  if (a[i] != b[i])						\
	    abort ();							\
      }									\
  }

TESTS (float, f)
TESTS (double, )
TESTS (long double, l)

/* lrint and irint of one value on both sides of a change of the mode:
   made const calls or inline, which GCC merges (under -fno-math-errno,
   GCC alone makes them so).  */
__attribute__ ((noipa)) long
around_mode_change (unsigned char c)
{
  double x = 12.625 + (double) (c & 3) / 16.0;
  fesetround (FE_DOWNWARD);
  long down = lrint (x);
  fesetround (FE_UPWARD);
  long up = lrint (x);
  int up_int = __builtin_irint (x);
  fesetround (FE_DOWNWARD);
  int down_int = __builtin_irint (x);
  fesetround (FE_TONEAREST);
  return down * 1000000 + up * 10000 + up_int * 100 + down_int;
}

int
main (void)
{
  static const int modes[] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD,
			       FE_TOWARDZERO };
  for (unsigned m = 0; m < 4; m++)
    {
      fesetround (modes[m]);
      compare_f ();
      compare_ ();
      compare_l ();
    }
  fesetround (FE_TONEAREST);
#ifndef __NO_MATH_ERRNO__
  if (around_mode_change (3) != 12131312)
    abort ();
#endif
  return 0;
}
