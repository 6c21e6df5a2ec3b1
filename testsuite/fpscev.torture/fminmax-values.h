/* fmin and fmax written inline (simplify-minmax.cc) give the libc's
   result bit for bit, its exceptions and its errno, for every pair of
   special values the ranges let through: NaNs of either sign and two
   payloads, infinities, zeros, subnormals, the extreme normals, for
   float, double and long double.  Each function sees its operands
   narrowed by a quiet test (which raises nothing, as the libc's call
   does not): numbers with X above zero (a minimum or maximum), numbers
   (a select: two zeros), X or Y a number (a select: one NaN), anything
   (a select: two NaNs), a constant second operand.  The reference is the
   libc's function through a volatile pointer, of operands read through
   volatiles.  */
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The bytes of a value of T that hold it (not the x87 long double's
   padding).  */
#define VALUE_BYTES(T)							\
  (sizeof (T) == sizeof (long double) && LDBL_MANT_DIG == 64		\
   ? 10 : sizeof (T))

/* Under -fno-trapping-math (the includer defines NO_TRAPPING_MATH) the
   exceptions are not observable: GCC may raise or drop them, and the
   selects raise invalid for a NaN.  */
#ifdef NO_TRAPPING_MATH
# define EXCEPTIONS_OBSERVABLE 0
#else
# define EXCEPTIONS_OBSERVABLE 1
#endif

/* -ffast-math assumes no NaN and no infinity, and lets a zero have
   either sign: finite operands there, compared as numbers.  */
#ifdef __FAST_MATH__
# define FAST 1
#else
# define FAST 0
#endif

/* A quiet test: raises nothing, as fmin and fmax raise nothing for quiet
   NaNs.  */
#define CASES(T, FN)							\
  static __attribute__ ((noipa)) int					\
  FN##_above_zero (const T *xy, T *r)					\
  {									\
    T x = xy[0], y = xy[1];						\
    if (!isgreater (x, 0) || isnan (y))					\
      return 0;								\
    *r = FN (x, y);							\
    return 1;								\
  }									\
  static __attribute__ ((noipa)) int					\
  FN##_numbers (const T *xy, T *r)					\
  {									\
    T x = xy[0], y = xy[1];						\
    if (isunordered (x, y))						\
      return 0;								\
    *r = FN (x, y);							\
    return 1;								\
  }									\
  static __attribute__ ((noipa)) int					\
  FN##_x_number (const T *xy, T *r)					\
  {									\
    T x = xy[0], y = xy[1];						\
    if (isnan (x))							\
      return 0;								\
    *r = FN (x, y);							\
    return 1;								\
  }									\
  static __attribute__ ((noipa)) int					\
  FN##_y_number (const T *xy, T *r)					\
  {									\
    T x = xy[0], y = xy[1];						\
    if (isnan (y))							\
      return 0;								\
    *r = FN (x, y);							\
    return 1;								\
  }									\
  static __attribute__ ((noipa)) int					\
  FN##_any (const T *xy, T *r)						\
  {									\
    T x = xy[0], y = xy[1];						\
    *r = FN (x, y);							\
    return 1;								\
  }									\
  static __attribute__ ((noipa)) int					\
  FN##_zero (const T *xy, T *r)						\
  {									\
    T x = xy[0];							\
    *r = FN (x, (T) 0);							\
    return 1;								\
  }									\
  static __attribute__ ((noipa)) int					\
  FN##_minus_zero (const T *xy, T *r)					\
  {									\
    T x = xy[0];							\
    *r = FN (x, (T) -0.0);						\
    return 1;								\
  }									\
  static __attribute__ ((noipa)) int					\
  FN##_limit (const T *xy, T *r)					\
  {									\
    T x = xy[0];							\
    *r = FN (x, (T) 32767);						\
    return 1;								\
  }									\
  static int (*const FN##_cases[]) (const T *, T *)			\
    = { FN##_above_zero, FN##_numbers, FN##_x_number, FN##_y_number,	\
	FN##_any, FN##_zero, FN##_minus_zero, FN##_limit };		\
  /* Run every case of FN on X and Y; abort where one differs from the	\
     libc's (of X and the constant, for the cases of one).  GCC takes	\
     fmin and fmax for commutative and orders their operands: a		\
     constant second, else by SSA version, which the loads give in	\
     the order of the source; the cases write them in that order.  */	\
  static void								\
  check_##FN (T x, T y)							\
  {									\
    static T (*volatile libc) (T, T) = FN;				\
    static volatile T vx, vy;						\
    const T consts[] = { y, y, y, y, y, 0, -0.0, 32767 };		\
    for (unsigned k = 0; k < sizeof consts / sizeof *consts; k++)	\
      {									\
	T want, got;							\
	memset (&want, 0, sizeof want);					\
	memset (&got, 0, sizeof got);					\
	vx = x;								\
	vy = consts[k];							\
	feclearexcept (FE_ALL_EXCEPT);					\
	errno = 0;							\
	want = libc (vx, vy);						\
	int want_flags = fetestexcept (FE_ALL_EXCEPT), want_errno = errno; \
	feclearexcept (FE_ALL_EXCEPT);					\
	errno = 0;							\
	const T xy[2] = { x, consts[k] };				\
	if (!FN##_cases[k] (xy, &got))					\
	  continue;							\
	int got_flags = fetestexcept (FE_ALL_EXCEPT), got_errno = errno; \
	if (FAST ? want != got						\
	    : (memcmp (&want, &got, VALUE_BYTES (T)) != 0		\
	       || (EXCEPTIONS_OBSERVABLE && want_flags != got_flags)	\
	       || want_errno != got_errno))				\
	  abort ();							\
      }									\
  }

CASES (float, fminf)
CASES (float, fmaxf)
CASES (double, fmin)
CASES (double, fmax)
CASES (long double, fminl)
CASES (long double, fmaxl)

/* The special values of float (and their doubles and long doubles), and
   those of double and long double that float has not.  */
static volatile float float_specials[] = {
  0.0f, -0.0f, 1.0f, -1.0f, 1.5f, 32767.0f, 32768.0f, -32768.0f,
  FLT_MIN, -FLT_MIN, FLT_MAX, -FLT_MAX, 0x1p-149f, -0x1p-149f,
  0x1.8p-140f,
#if !FAST
  INFINITY, -INFINITY, __builtin_nanf ("0x1"), -__builtin_nanf ("0x2"),
  __builtin_nanf (""), -__builtin_nanf (""),
#endif
};
static volatile double double_specials[] = {
  DBL_MIN, -DBL_MAX, 0x1p-1074, -0x1p-1074, 0x1.8p-1030,
#if !FAST
  -__builtin_nan ("0x123456789"),
#endif
};
static volatile long double long_double_specials[] = {
  LDBL_MIN, -LDBL_MAX, LDBL_TRUE_MIN, -LDBL_TRUE_MIN,
#if !FAST
  __builtin_nanl ("0x123456789abc"),
#endif
};

#define COUNT(A) (sizeof (A) / sizeof *(A))

/* The value of T at index I of the specials of float, then of T's own
   (OWN).  */
#define SPECIAL(T, I, OWN)						\
  ((I) < COUNT (float_specials) ? (T) float_specials[I]			\
   : (T) OWN[(I) - COUNT (float_specials)])

int
main (void)
{
  unsigned nf = COUNT (float_specials);
  unsigned nd = nf + COUNT (double_specials);
  unsigned nl = nf + COUNT (long_double_specials);
  unsigned n = nd > nl ? nd : nl;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++)
      {
	if (i < nf && j < nf)
	  {
	    check_fminf (float_specials[i], float_specials[j]);
	    check_fmaxf (float_specials[i], float_specials[j]);
	  }
	if (i < nd && j < nd)
	  {
	    double x = SPECIAL (double, i, double_specials);
	    double y = SPECIAL (double, j, double_specials);
	    check_fmin (x, y);
	    check_fmax (x, y);
	  }
	if (i < nl && j < nl)
	  {
	    long double x = SPECIAL (long double, i, long_double_specials);
	    long double y = SPECIAL (long double, j, long_double_specials);
	    check_fminl (x, y);
	    check_fmaxl (x, y);
	  }
      }
  return 0;
}
