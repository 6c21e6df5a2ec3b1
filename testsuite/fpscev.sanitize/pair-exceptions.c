/* The sanitizer changes nothing the program can observe but its reports
   (issue 38): after sanitized code, every exception flag and errno are
   those the same code leaves built without the sanitizer, on NaNs,
   infinities, zeros of both signs, subnormals and huge values, with
   sanitize-recover so that the program goes on after its reports.
   sanitize.exp builds this file twice and links both: with
   -DFPSCEV_PLAIN without the sanitizer (the functions plain_*), and with
   it (the functions sanitized_* and main).  The kernels: the four
   operations, a conversion to float, libm calls that set errno, and
   loops (the sanitizer's loop form: records in reductions, the sum
   tested on leaving the loop).  At default options (-ftrapping-math,
   -fmath-errno); not under -ffast-math, which promises no NaN and no
   infinity (and folds isnan).  The values are compared bit for bit but
   for NaNs: which operand's NaN a sum of two NaNs is, GCC, which orders
   commutative operands as it likes, does not say.  Where the x87
   computes double (FLT_EVAL_METHOD 2, -m32), only errno: a test stores
   its value as a double, which GCC may then use instead of the x87's
   wider one (log's result, which i386's libm leaves unrounded), and the
   store raises overflow, underflow or inexact where the wider value goes
   on unrounded (doc/fpscev.texi, Sanitizer).  */
/* { dg-options "-fplugin-arg-fpscev-sanitize-recover" } */
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#ifdef FPSCEV_PLAIN
# define KERNEL(name) plain_##name
#else
# define KERNEL(name) sanitized_##name
#endif

#define N 33

#define KERNELS(K)							\
  __attribute__ ((noipa)) double K (add) (double a, double b)		\
  { return a + b; }							\
  __attribute__ ((noipa)) double K (sub) (double a, double b)		\
  { return a - b; }							\
  __attribute__ ((noipa)) double K (mul) (double a, double b)		\
  { return a * b; }							\
  __attribute__ ((noipa)) double K (quot) (double a, double b)		\
  { return a / b; }							\
  __attribute__ ((noipa)) double K (narrow) (double a, double b)	\
  { return (float) a + (float) b; }					\
  __attribute__ ((noipa)) double K (root) (double a, double b)		\
  { return sqrt (a) + b; }						\
  __attribute__ ((noipa)) double K (logarithm) (double a, double b)	\
  { return log (a) * b; }						\
  __attribute__ ((noipa)) double K (grow) (double a, double b)		\
  { return exp (a) - b; }						\
  __attribute__ ((noipa)) double K (sum) (double a, double b)		\
  {									\
    double v[N], s = 0.0;						\
    for (int i = 0; i < N; i++)						\
      v[i] = i == N / 2 ? a : b;					\
    for (int i = 0; i < N; i++)						\
      s += v[i] * b;							\
    return s;								\
  }									\
  __attribute__ ((noipa)) double K (scale) (double a, double b)		\
  {									\
    float v[N], w[N];							\
    for (int i = 0; i < N; i++)						\
      v[i] = i == N - 1 ? a : b;					\
    for (int i = 0; i < N; i++)						\
      w[i] = v[i] * (float) b - (float) a;				\
    return w[0] + w[N - 1];						\
  }

typedef double (*kernel) (double, double);

#ifdef FPSCEV_PLAIN
KERNELS (KERNEL)
#else
#define DECLARE(name) double plain_##name (double, double);
#define PLAIN_KERNELS(K) \
  K (add) K (sub) K (mul) K (quot) K (narrow) K (root) K (logarithm) \
  K (grow) K (sum) K (scale)
PLAIN_KERNELS (DECLARE)
KERNELS (KERNEL)

#define PAIR(name) { sanitized_##name, plain_##name },
static const kernel pairs[][2] = { PLAIN_KERNELS (PAIR) };

static const double inputs[] = {
  __builtin_nan (""), -__builtin_nan (""), __builtin_inf (),
  -__builtin_inf (), 0.0, -0.0, DBL_TRUE_MIN, -DBL_MIN / 4, FLT_TRUE_MIN,
  0x1p-140, 1.5, -2.5, DBL_MAX, -0x1p1000, 0x1p200
};

/* The result of FN on A and B, with the flags it raised and errno.  */
static double
run (kernel fn, double a, double b, int *flags, int *errno_value)
{
  feclearexcept (FE_ALL_EXCEPT);
  errno = 0;
  volatile double r = fn (a, b);
  *flags = fetestexcept (FE_ALL_EXCEPT);
  *errno_value = errno;
  return r;
}

int
main (void)
{
  unsigned n = sizeof inputs / sizeof inputs[0];
  for (unsigned k = 0; k < sizeof pairs / sizeof pairs[0]; k++)
    for (unsigned i = 0; i < n; i++)
      for (unsigned j = 0; j < n; j++)
	{
	  int flags, errno_value, plain_flags, plain_errno;
	  double r = run (pairs[k][0], inputs[i], inputs[j], &flags,
			  &errno_value);
	  double p = run (pairs[k][1], inputs[i], inputs[j], &plain_flags,
			  &plain_errno);
#if !defined __FAST_MATH__ && FLT_EVAL_METHOD == 0
	  if (memcmp (&r, &p, sizeof r) != 0 && !(isnan (r) && isnan (p)))
	    abort ();
	  if (flags != plain_flags)
	    abort ();
#endif
#ifndef __FAST_MATH__
	  if (errno_value != plain_errno)
	    abort ();
#endif
	}
  return 0;
}
#endif
