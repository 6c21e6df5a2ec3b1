/* Check mode adds nothing the program links against (issue 35): this
   program calls no libm function and is linked without -lm, and its
   integer-valued floats, which check mode tests for integrality, must not
   bring in a trunc (GCC 16's trunc of a float is a call to truncf, and
   every GCC's of a _Float128 one to truncf128).  The shape of opus's
   configure test of SSE intrinsics, which failed to link in a checked
   build: (float) time (0).  The values are integers, also of magnitude
   2^(p-1) and beyond, where the test takes any value as one.  */
/* { dg-link-libraries "" } */
#include <time.h>

extern void abort (void);

/* The double of N converted to T, which fpscev knows to be an integer;
   and, where T converts N exactly, abort if it is not N * 2.  */
#define DOUBLED(T)							\
  __attribute__ ((noipa)) static T					\
  doubled_##T (long long n)						\
  {									\
    return (T) n * 2;							\
  }									\
  static void								\
  test_##T (long long n)						\
  {									\
    T d = doubled_##T (n);						\
    if ((long long) (T) n == n && d != (T) n + (T) n)			\
      abort ();								\
  }

typedef long double ldouble;
DOUBLED (float)
DOUBLED (double)
DOUBLED (ldouble)
#ifdef __SIZEOF_FLOAT128__
typedef __float128 float128;
DOUBLED (float128)
#endif
/* i386 without SSE2 declares _Float16 but rejects its arithmetic (GCC
   16).  */
#if defined __FLT16_MAX__ && (defined __x86_64__ || defined __SSE2__ \
			      || !defined __i386__)
#define HAVE_FLOAT16 1
typedef _Float16 float16;
DOUBLED (float16)
#endif

/* Made at run time.  */
static volatile long long values[] = {
  0, 1, -7, 1000, (1ll << 10) + 1, (1ll << 23) + 1, (1ll << 52) + 1,
  (1ll << 62) + 1, -(1ll << 62) - 1
};

__attribute__ ((noipa)) static float
seconds (void)
{
  return (float) time (0);
}

int
main (void)
{
  for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++)
    {
      long long n = values[i];
      test_float (n);
      test_double (n);
      test_ldouble (n);
#ifdef __SIZEOF_FLOAT128__
      test_float128 (n);
#endif
#ifdef HAVE_FLOAT16
      if (n < 1000)
	test_float16 (n);
#endif
    }
  if (seconds () < 0)
    abort ();
  return 0;
}
