/* Issue 37, 3: loops of square roots whose errno fpscev sets at the
   loop's exits (errno-deferred.cc), against the same loops calling the
   library through a volatile pointer, which nothing rewrites: every
   result bit, errno (0, EDOM or ERANGE before the loop) and every
   exception flag must be what the library leaves, with a negative
   number, -0, +0, NaNs of both signs, the infinities, the least
   subnormal of either sign at the first, a middle and the last element,
   trip counts 0, 1, 3, 4, 9 and 35 (the vector loop, its epilogues), in
   each rounding mode; loops left by break, by return, with two roots an
   iteration, and one that reads errno (which keeps its calls).  The
   dg-options let the vectorizer take loops of unknown trip count at
   -O2, where fpscev defers their errno.  */
/* { dg-options "-ftree-vectorize -fvect-cost-model=dynamic" } */
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <string.h>


#define N 35

static float (*volatile sqrtf_ref) (float) = sqrtf;
static double (*volatile sqrt_ref) (double) = sqrt;

/* Each kernel K, with the library's root SQRT, and K##_ref with the
   reference's.  */
#define KERNELS(T, SUFFIX, SQRT)					\
  __attribute__ ((noipa)) int						\
  roots##SUFFIX (T *restrict out, const T *restrict in, int n)		\
  {									\
    for (int i = 0; i < n; i++)						\
      out[i] = SQRT (in[i]);						\
    return n;								\
  }									\
  /* Left by break at the first element equal to 3.5.  */		\
  __attribute__ ((noipa)) int						\
  until##SUFFIX (T *restrict out, const T *restrict in, int n)		\
  {									\
    int i;								\
    for (i = 0; i < n; i++)						\
      {									\
	if (in[i] == 3.5)						\
	  break;							\
	out[i] = SQRT (in[i]);						\
      }									\
    return i;								\
  }									\
  /* Left by return at the first root above 5.  */			\
  __attribute__ ((noipa)) int						\
  find##SUFFIX (T *restrict out, const T *restrict in, int n)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	out[i] = SQRT (in[i]);						\
	if (out[i] > 5)							\
	  return i;							\
      }									\
    return -1;								\
  }									\
  /* Two roots; the variables round the x87's excess precision.  */	\
  __attribute__ ((noipa)) int						\
  twice##SUFFIX (T *restrict out, const T *restrict in, int n)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	T half = in[i] + (T) 0.5;					\
	T a = SQRT (in[i]), b = SQRT (half);				\
	out[i] = a - b;							\
      }									\
    return n;								\
  }									\
  /* Reads errno in the loop: fpscev leaves its calls.  */		\
  __attribute__ ((noipa)) int						\
  watch##SUFFIX (T *restrict out, const T *restrict in, int n)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	out[i] = SQRT (in[i]);						\
	if (errno == EDOM)						\
	  return i;							\
      }									\
    return -1;								\
  }

KERNELS (float, _f, sqrtf)
KERNELS (float, _f_ref, sqrtf_ref)
KERNELS (double, _d, sqrt)
KERNELS (double, _d_ref, sqrt_ref)

/* What a kernel returned, left in errno and the flags, and wrote.  */
struct outcome
{
  int ret, err, flags;
  double out[N];
};

/* Run KERNEL over IN, of N elements, with errno ERR0 before; fill O.  */
#define RUN(kernel, T, in, n, err0, o)				\
  do								\
    {								\
      T out_[N];						\
      memset (out_, 0x5a, sizeof out_);				\
      errno = (err0);						\
      feclearexcept (FE_ALL_EXCEPT);				\
      (o)->ret = kernel (out_, (in), (n));			\
      (o)->err = errno;						\
      (o)->flags = fetestexcept (FE_ALL_EXCEPT);		\
      memset ((o)->out, 0, sizeof (o)->out);			\
      memcpy ((o)->out, out_, sizeof out_);			\
    }								\
  while (0)

/* The flags compared: check mode's tests of a NaN raise invalid in the
   kernels (not in the references, whose results have no range), so that
   it is left out there (found by a probe: fabsf's result has a range).  */
static int compared_flags = FE_ALL_EXCEPT;

__attribute__ ((noipa)) float
probe (float x)
{
  return fabsf (x);
}

/* Whether A and B are the same outcome.  */
static int
same_p (const struct outcome *a, const struct outcome *b)
{
  return (a->ret == b->ret && !memcmp (a->out, b->out, sizeof a->out)
	  && a->err == b->err
	  && (a->flags & compared_flags) == (b->flags & compared_flags));
}

/* Compare KERNEL with KERNEL_ref over IN, of N elements, after each
   errno.  */
#define CHECK(kernel, T, in, n)					\
  do								\
    {								\
      static const int errs_[] = { 0, EDOM, ERANGE };		\
      for (int e_ = 0; e_ < 3; e_++)				\
	{							\
	  struct outcome got_, want_;				\
	  RUN (kernel##_ref, T, in, n, errs_[e_], &want_);	\
	  RUN (kernel, T, in, n, errs_[e_], &got_);		\
	  if (!same_p (&got_, &want_))				\
	    __builtin_abort ();					\
	}							\
    }								\
  while (0)

/* Every kernel of type T and SUFFIX over inputs i + 0.5 with SPECIAL at
   each of the positions tested, for each trip count.  */
#define CHECK_TYPE(T, SUFFIX, special)					\
  do									\
    {									\
      static const int counts_[] = { 0, 1, 3, 4, 9, N };		\
      for (int c_ = 0; c_ < 6; c_++)					\
	{								\
	  int n_ = counts_[c_];						\
	  int at_[] = { 0, n_ / 2, n_ - 1 };				\
	  for (int p_ = 0; p_ < 3; p_++)				\
	    {								\
	      T in_[N];							\
	      for (int i_ = 0; i_ < N; i_++)				\
		in_[i_] = i_ + (T) 0.5;					\
	      if (at_[p_] >= 0)						\
		in_[at_[p_]] = (special);				\
	      CHECK (roots##SUFFIX, T, in_, n_);			\
	      CHECK (until##SUFFIX, T, in_, n_);			\
	      CHECK (find##SUFFIX, T, in_, n_);				\
	      CHECK (twice##SUFFIX, T, in_, n_);			\
	      CHECK (watch##SUFFIX, T, in_, n_);			\
	    }								\
	}								\
    }									\
  while (0)

static volatile double specials[] = {
  -1.0, -0.0, 0.0, -0.3, 1e300, -1e300
};

#ifdef __FAST_MATH__
/* No errno, no exceptions, no NaN nor infinity (and sqrtps by rsqrtps):
   nothing to compare.  */
int
main (void)
{
  return 0;
}
#else
int
main (void)
{
  static const int modes[] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD,
			       FE_TOWARDZERO };
  volatile float nan_f = __builtin_nanf (""), inf_f = __builtin_inff ();
  volatile float tiny_f = FLT_TRUE_MIN;
  volatile double nan_d = __builtin_nan (""), inf_d = __builtin_inf ();
  volatile double tiny_d = DBL_TRUE_MIN;
  feclearexcept (FE_ALL_EXCEPT);
  probe (nan_f);
  if (fetestexcept (FE_INVALID))
    compared_flags &= ~FE_INVALID;
  for (unsigned m = 0; m < sizeof modes / sizeof modes[0]; m++)
    {
      fesetround (modes[m]);
      for (unsigned s = 0; s < sizeof specials / sizeof specials[0]; s++)
	{
	  CHECK_TYPE (float, _f, (float) specials[s]);
	  CHECK_TYPE (double, _d, specials[s]);
	}
      float sf[] = { nan_f, -nan_f, inf_f, -inf_f, tiny_f, -tiny_f };
      double sd[] = { nan_d, -nan_d, inf_d, -inf_d, tiny_d, -tiny_d };
      for (unsigned s = 0; s < 6; s++)
	{
	  CHECK_TYPE (float, _f, sf[s]);
	  CHECK_TYPE (double, _d, sd[s]);
	}
    }
  fesetround (FE_TONEAREST);
  return 0;
}
#endif
