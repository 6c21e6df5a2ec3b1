/* signbit of values of known sign, used as integers and as truth values,
   for float, double and long double: C allows any nonzero value for a set
   sign bit, and the program must print what it prints without fpscev
   (GCC's expansion gives -2147483648 for a float and 512 for a long double
   on x86-64), as an unoptimized copy computes it.  Check mode verifies the
   NaN signs of the ranges (fabs clears it, negation sets it).  The
   magnitudes come from functions whose results GCC does not bound.  */
#include <math.h>

extern void abort (void);

#define MAGNITUDE(T, SUFFIX)						\
  static __attribute__ ((noinline)) T					\
  magnitude##SUFFIX (T x)						\
  {									\
    return fabs##SUFFIX (atan##SUFFIX (x));				\
  }
MAGNITUDE (float, f)
MAGNITUDE (double, )
MAGNITUDE (long double, l)

/* A hash of the signbits of values of T, in integer expressions and in
   tests (unsigned, so that no value overflows), in the function NAME of
   the attributes that follow.  Only values GCC cannot fold to constants
   are used as integers: GCC alone folds the signbit of a negative
   constant to 1 and expands that of a variable to its mask, so that the
   values differ between -O0 and -O2 without fpscev.  */
#define SIGNBITS(T, SUFFIX, NAME, ...)					\
  __attribute__ ((__VA_ARGS__)) unsigned				\
  NAME (T x, int c)							\
  {									\
    T m = magnitude##SUFFIX (x);					\
    T n = c ? -__builtin_nan##SUFFIX ("") : -m;				\
    unsigned h = (unsigned) signbit (-m);				\
    h = h * 31u + (unsigned) signbit (m);				\
    h = h * 31u + (signbit (-m) ? 3u : 5u);				\
    h = h * 31u + (signbit (n) != 0);					\
    h = h * 31u + (signbit (copysign##SUFFIX (2, n)) != 0);		\
    return h;								\
  }
#define ALL(NAME, ...)							\
  SIGNBITS (float, f, NAME##_float, __VA_ARGS__)			\
  SIGNBITS (double, , NAME##_double, __VA_ARGS__)			\
  SIGNBITS (long double, l, NAME##_long_double, __VA_ARGS__)
ALL (f, noipa)
ALL (f_ref, noipa, optimize ("O0"))

static const double inputs[] = {
  1.0, -1.0, 0.5, 1e30, -1e30, 1e-30,
#if !__FAST_MATH__
  0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN
#endif
};

/* -ffast-math assumes no NaN (C selects one).  */
#if __FAST_MATH__
# define CHOICES 1
#else
# define CHOICES 2
#endif

int
main (void)
{
  for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
    for (int c = 0; c < CHOICES; c++)
      {
	double x = inputs[i];
	if (f_float (x, c) != f_ref_float (x, c)
	    || f_double (x, c) != f_ref_double (x, c)
	    || f_long_double (x, c) != f_ref_long_double (x, c))
	  abort ();
      }
  return 0;
}
