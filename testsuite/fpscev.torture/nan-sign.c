/* NaN signs: fabs, negation and copysign of NaN constants and of NaNs
   computed at run time (log of a negative number, 0 / 0, whose sign the
   target chooses: negative on x86), tested through signbit and copysign
   and compared with an unoptimized copy.  Check mode verifies the signs
   the ranges claim, also where GCC drops a fabs of a value it takes to be
   nonnegative, blind to the signs of zeros and NaNs (abs_dropped: the
   libm's fmax (-0, +0) may be -0, on i386 fmax (p, +0) is for p = -0).  */
#include <math.h>

extern void abort (void);

/* A NaN for a negative X, computed at run time.  */
static __attribute__ ((noinline)) double
log_of (double x)
{
  return log (x);
}

#define BODY								\
  double u = log_of (x);						\
  double z = (double) c * 0.0;					\
  double q = z / z;							\
  double p = c ? __builtin_nan ("") : fabs (u);				\
  double n = c ? -__builtin_nan ("") : -fabs (u);			\
  double s = copysign (u, c ? n : p);					\
  unsigned h = signbit (fabs (u)) != 0;					\
  h = h * 3u + (signbit (-fabs (u)) != 0);				\
  h = h * 3u + (signbit (p) != 0);					\
  h = h * 3u + (signbit (n) != 0);					\
  h = h * 3u + (signbit (-p) != 0);					\
  h = h * 3u + (signbit (fabs (n)) != 0);				\
  h = h * 3u + (signbit (s) != 0);					\
  h = h * 3u + (signbit (q) != 0);					\
  h = h * 3u + (signbit (u) != 0);					\
  h = h * 3u + (copysign (1.0, q) < 0);					\
  h = h * 3u + (copysign (1.0, -q) < 0);				\
  h = h * 3u + (copysign (1.0, (float) n) < 0);				\
  h = h * 3u + (copysign (1.0, (long double) p) < 0);			\
  return h;

__attribute__ ((noipa)) unsigned
f (double x, int c)
{
  BODY
}

__attribute__ ((noipa, optimize ("O0"))) unsigned
f_ref (double x, int c)
{
  BODY
}

/* fmin and fmax make P nonnegative for GCC, whose test ignores the signs
   of zeros: GCC drops the fabs, which leaves fmax's -0 a -0.  */
__attribute__ ((noipa)) double
abs_dropped (double p, double x)
{
  p = fmin (fmax (p, 0.0), 1e30);
  return x / (fabs (fmin (fmax (p, -5e29), 5e29)) + 0.5);
}

static const double inputs[] = {
  1.0, 2.0, 0.5, 1e300, -1.0, -0.0, 0.0, INFINITY, -INFINITY, NAN, -NAN
};

int
main (void)
{
  /* -ffast-math assumes no NaN: nothing to test.  */
#if !__FAST_MATH__
  for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
    for (int c = 0; c < 2; c++)
      if (f (inputs[i], c) != f_ref (inputs[i], c))
	abort ();
#endif
  for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
    if (!(inputs[i] > 0) && abs_dropped (inputs[i], 1.0) != 2.0)
      abort ();
  return 0;
}
