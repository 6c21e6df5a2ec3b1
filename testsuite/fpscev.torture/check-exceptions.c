/* Check mode changes nothing the program can observe (issue 35): after
   checked code, every exception flag and errno are as gcc alone leaves
   them, on NaNs, infinities, zeros, subnormals and huge values.  The
   checks' ordered comparisons raised invalid on a quiet NaN (the bounds
   of fabs (x) * 2), and their integrality test went through a trunc
   (nearbyint's integer range) that GCC may expand inline into a
   conversion, which raises invalid on a huge value or an infinity.  The
   libm calls are compared with the same call through a pointer GCC cannot
   follow (no range, so no check), whose flags and errno are libm's
   alone; fabs, negation and doubling raise nothing on these inputs.  */
#include <errno.h>
#include <float.h>
#include "trap-exceptions.h"

#define ALL (FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW	\
	     | FE_INEXACT)

/* The flags and errno of the last call of run_##T.  */
static int flags_seen, errno_seen;

/* Abort unless the flags and errno of a call, FLAGS and ERRNO_VALUE, are
   those of the reference call (the last seen).  */
static void
expect_seen (int flags, int errno_value)
{
  if (EXCEPTIONS_CHECKED
      && (flags != flags_seen || errno_value != errno_seen))
    abort ();
}

/* For the type T: the checked functions (and the libm functions SUFFIXed
   of T), the references, and test_##T (X), which aborts unless each
   function on X leaves the flags and errno of its reference (none for
   fabs and doubling) and returns what the reference does.  */
#define FUNCTIONS(T, SUFFIX)						\
  __attribute__ ((noipa)) static T					\
  doubled_##T (T x)							\
  {									\
    return fabs##SUFFIX (x) * 2;					\
  }									\
  __attribute__ ((noipa)) static T					\
  negated_##T (T x)							\
  {									\
    return -fabs##SUFFIX (x);						\
  }									\
  __attribute__ ((noipa)) static T					\
  nearbyint_##T (T x)							\
  {									\
    return nearbyint##SUFFIX (x);					\
  }									\
  __attribute__ ((noipa)) static T					\
  exp_##T (T x)								\
  {									\
    return exp##SUFFIX (x);						\
  }									\
  static T (*volatile nearbyint_ref_##T) (T) = nearbyint##SUFFIX;	\
  static T (*volatile exp_ref_##T) (T) = exp##SUFFIX;			\
  static T								\
  run_##T (T (*volatile fn) (T), T x)					\
  {									\
    feclearexcept (FE_ALL_EXCEPT);					\
    errno = 0;								\
    T r = fn (x);							\
    flags_seen = fetestexcept (ALL);					\
    errno_seen = errno;							\
    return r;								\
  }									\
  static void								\
  expect_same_##T (T (*fn) (T), T (*ref) (T), T x)			\
  {									\
    T r = run_##T (fn, x);						\
    int flags = flags_seen, errno_value = errno_seen;			\
    flags_seen = errno_seen = 0;					\
    T expected = ref ? run_##T (ref, x) : r;				\
    expect_seen (flags, errno_value);					\
    if (r != expected && !(isnan (r) && isnan (expected)))		\
      abort ();								\
  }									\
  static void								\
  test_##T (T x)							\
  {									\
    expect_same_##T (doubled_##T, 0, x);				\
    expect_same_##T (negated_##T, 0, x);				\
    expect_same_##T (nearbyint_##T, nearbyint_ref_##T, x);		\
    if (!__FINITE_MATH_ONLY__)	/* Its overflows are infinities.  */	\
      expect_same_##T (exp_##T, exp_ref_##T, x);			\
  }

FUNCTIONS (float, f)
FUNCTIONS (double, )
typedef long double ldouble;
FUNCTIONS (ldouble, l)

/* Test the type T on NaNs, infinities, zeros, a subnormal TINY, a large
   power of 2 HUGE (doubled without overflow), and the integers BELOW and
   ABOVE 2^(p-1), of both signs; made at run time.  The long doubles have
   53 significant bits at most: -mpc64 rounds the x87's results to 53
   bits.  No NaN or infinity under -ffinite-math-only.  */
#define TEST_VALUES(T, TINY, HUGE, BELOW, ABOVE)			\
  do									\
    {									\
      static volatile T zero, tiny = TINY, huge = HUGE;			\
      static volatile T below = BELOW, above = ABOVE;			\
      T inf = huge * huge;						\
      T values[] = { zero, tiny, huge, below, above, inf, inf - inf };	\
      unsigned n = sizeof values / sizeof values[0];			\
      for (unsigned i = 0; i < n - 2 * __FINITE_MATH_ONLY__; i++)	\
	{								\
	  test_##T (values[i]);						\
	  test_##T (-values[i]);					\
	}								\
    }									\
  while (0)

int
main (void)
{
  TEST_VALUES (float, FLT_TRUE_MIN, 0x1p126f, 0x1p23f - 1, 0x1p23f + 1);
  TEST_VALUES (double, DBL_TRUE_MIN, 0x1p1022, 0x1p52 - 1, 0x1p52 + 1);
  TEST_VALUES (ldouble, LDBL_TRUE_MIN * 0x1p11L, 0x1p16382L, 0x1p63L - 0x1p11L,
	       0x1p63L + 0x1p11L);
  return 0;
}
