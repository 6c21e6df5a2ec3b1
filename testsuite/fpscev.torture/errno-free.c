/* Issue 28: the calls fpscev proves errno-free (errno-free.cc) against the
   library at the edges of each rule: every result, errno and the
   overflow, underflow and divide-by-zero flags must be what the library
   call leaves (the reference calls the library through a volatile
   pointer, which nothing rewrites), the invalid flag too where the call
   is alone.  The lrint family: NaN, infinities, the largest values whose
   conversion fits and the first that do not, ties, -0 and subnormals,
   in every rounding mode for glibc's lrint (the same conversion
   instruction in every mode); exp, log and pow near the overflow and
   underflow thresholds, at the pole, with huge exponents, and pow of
   zeros and subnormal bases; sqrt in cold code, whole, at negative
   numbers, -0, NaN and the infinities.  */
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>

#ifdef __FAST_MATH__
/* No errno, no exceptions, no NaN nor infinity: nothing to compare.  */
# define STRICT 0
#else
# define STRICT 1
#endif

#define FLAGS (FE_OVERFLOW | FE_UNDERFLOW | FE_DIVBYZERO)

static long (*volatile lrint_ref) (double) = lrint;
static long (*volatile lrintf_ref) (float) = lrintf;
static long long (*volatile llround_ref) (double) = llround;
static double (*volatile exp_ref) (double) = exp;
static double (*volatile log_ref) (double) = log;
static double (*volatile pow_ref) (double, double) = pow;
static double (*volatile sqrt_ref) (double) = sqrt;

/* Each function under test clears errno before its call and reads it
   after, into *ERR: a call wrongly made const lets GCC reuse the 0 it
   stored.  */
#define PROBE(type, call)			\
  do						\
    {						\
      errno = 0;				\
      type r_ = (call);				\
      *err = errno;				\
      return r_;				\
    }						\
  while (0)

/* libsamplerate's clamp: NaN reaches lrintf.  */
__attribute__ ((noipa)) long
clamp_lrintf (float scaled, int *err)
{
  *err = 0;
  if (scaled >= 32767.f)
    return 32767;
  else if (scaled <= -32768.f)
    return -32768;
  PROBE (long, lrintf (scaled));
}

__attribute__ ((noipa)) long
plain_lrint (double x, int *err)
{
  PROBE (long, lrint (x));
}

__attribute__ ((noipa)) int
irint_inside (double x, int *err)
{
  *err = 0;
  if (x > -2147483648.5 && x < 2147483647.5)
    PROBE (int, __builtin_irint (x));
  return 0;
}

__attribute__ ((noipa)) long long
llround_inside (double x, int *err)
{
  *err = 0;
  if (x >= -0x1p63 && x < 0x1p63)
    PROBE (long long, llround (x));
  return 0;
}

__attribute__ ((noipa)) double
exp_inside (double x, int *err)
{
  *err = 0;
  if (x > -708.39 && x < 709.78)
    PROBE (double, exp (x));
  return 0.0;
}

/* Not proven: 709.785 overflows.  */
__attribute__ ((noipa)) double
exp_overflow (double x, int *err)
{
  *err = 0;
  if (x > -708.39 && x < 709.79)
    PROBE (double, exp (x));
  return 0.0;
}

/* Not proven: -745.2 underflows to 0, -708.395 to a subnormal.  */
__attribute__ ((noipa)) double
exp_underflow (double x, int *err)
{
  *err = 0;
  if (x > -746.0 && x < 709.78)
    PROBE (double, exp (x));
  return 0.0;
}

/* sqrt in cold code, which call-cdce leaves whole: proven where the clamp
   leaves no negative number (-0 and NaN pass), not without it.  */
__attribute__ ((noipa, cold)) double
sqrt_clamped (double x, int *err)
{
  *err = 0;
  if (x < 0.0)
    x = 0.0;
  PROBE (double, sqrt (x));
}

__attribute__ ((noipa, cold)) double
sqrt_unclamped (double x, int *err)
{
  *err = 0;
  PROBE (double, sqrt (x));
}

__attribute__ ((noipa)) double
log_positive (double x, int *err)
{
  *err = 0;
  if (x > 0.0)
    PROBE (double, log (x));
  return 0.0;
}

__attribute__ ((noipa)) double
log_zero (double x, int *err)
{
  *err = 0;
  if (x >= 0.0)
    PROBE (double, log (x));
  return 0.0;
}

__attribute__ ((noipa)) double
pow_inside (double x, double y, int *err)
{
  *err = 0;
  if (x >= 0.5 && x <= 2.0 && y >= -100.0 && y <= 100.0)
    PROBE (double, pow (x, y));
  return 0.0;
}

__attribute__ ((noipa)) double
pow_huge (double x, double y, int *err)
{
  *err = 0;
  if (x >= 0.5 && x <= 2.0 && y >= -2000.0 && y <= 2000.0)
    PROBE (double, pow (x, y));
  return 0.0;
}

/* A gamma curve on a base holding zeros, and a larger exponent whose
   subnormal bases' results underflow.  */
__attribute__ ((noipa)) float
pow_gamma (float x, int *err)
{
  *err = 0;
  if (x >= -0.0f && x <= 1.0f)
    PROBE (float, powf (x, 1 / 2.2f));
  return 2.0f;
}

__attribute__ ((noipa)) float
pow_tiny (float x, int *err)
{
  *err = 0;
  if (x >= 0.0f && x <= 1.0f)
    PROBE (float, powf (x, 1.5f));
  return 2.0f;
}

/* What a call left: its errno and flags.  */
struct effects
{
  int err;
  int flags;
};

static void
start (void)
{
  errno = 0;
  feclearexcept (FE_ALL_EXCEPT);
}

/* The errno ERR and the raised FLAGS.  */
static struct effects
finish (int err, int flags)
{
  struct effects e = { err, fetestexcept (flags) };
  return e;
}

static void
expect_same (struct effects got, struct effects want)
{
  if (STRICT && (got.err != want.err || got.flags != want.flags))
    abort ();
}

static int
same_double (double a, double b)
{
  return a == b || (isnan (a) && isnan (b));
}

static const float floats[] = {
  0.5f, 1.5f, 2.5f, -2.5f, 32766.5f, -32767.5f, 32766.998f, 1e10f, -1e10f,
  FLT_MIN, -FLT_MIN,
#if STRICT
  -0.0f, FLT_MIN / 4, NAN, -NAN, INFINITY, -INFINITY
#endif
};

static const double doubles[] = {
  0.5, -0.5, 1.5, 2.5, -2.5, 2147483647.4999998, -2147483648.4999995,
  2147483647.5, -2147483648.5, 0x1p63 - 1024, -0x1p63, 0x1p63, -0x1p63 - 2048,
  1e300, -1e300, DBL_MIN, DBL_MAX,
#if STRICT
  -0.0, DBL_MIN / 4, NAN, -NAN, INFINITY, -INFINITY
#endif
};

static void
check_conversions (void)
{
  for (unsigned i = 0; i < sizeof floats / sizeof floats[0]; i++)
    {
      float x = floats[i];
      int err;
      start ();
      long got = clamp_lrintf (x, &err);
      struct effects g = finish (err, FLAGS);
      start ();
      long want = (x >= 32767.f ? 32767 : x <= -32768.f ? -32768
		   : lrintf_ref (x));
      struct effects w = finish (errno, FLAGS);
      if (got != want)
	abort ();
      expect_same (g, w);
    }
  static const int modes[] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD,
			       FE_TOWARDZERO };
  for (unsigned m = 0; m < sizeof modes / sizeof modes[0]; m++)
    for (unsigned i = 0; i < sizeof doubles / sizeof doubles[0]; i++)
      {
	double x = doubles[i];
	int err;
	fesetround (modes[m]);
	start ();
	long got = plain_lrint (x, &err);
	struct effects g = finish (err, FLAGS | FE_INVALID);
	start ();
	long want = lrint_ref (x);
	struct effects w = finish (errno, FLAGS | FE_INVALID);
	fesetround (FE_TONEAREST);
	if (got != want)
	  abort ();
	expect_same (g, w);
      }
  for (unsigned i = 0; i < sizeof doubles / sizeof doubles[0]; i++)
    {
      double x = doubles[i];
      int err;
      start ();
      int got = irint_inside (x, &err);
      struct effects g = finish (err, FLAGS);
      int inside = x > -2147483648.5 && x < 2147483647.5;
      start ();
      int want = inside ? (int) lrint_ref (x) : 0;
      struct effects w = finish (errno, FLAGS);
      if (got != want)
	abort ();
      expect_same (g, w);
      start ();
      long long got2 = llround_inside (x, &err);
      g = finish (err, FLAGS);
      inside = x >= -0x1p63 && x < 0x1p63;
      start ();
      long long want2 = inside ? llround_ref (x) : 0;
      w = finish (errno, FLAGS);
      if (got2 != want2)
	abort ();
      expect_same (g, w);
    }
}

static const double exps[] = {
  709.7799999999999, 709.785, 709.789, -708.3899999999999, -708.395,
  -708.399, -745.2, -745.9, 0.0, 1.0, -1.0, 700.0,
#if STRICT
  -0.0, NAN, INFINITY, -INFINITY
#endif
};

static const double logs[] = {
  1.0, 0.5, 1e300, DBL_MAX, DBL_MIN, 2.0,
#if STRICT
  0.0, -0.0, DBL_MIN / 4, NAN, INFINITY
#endif
};

static const double roots[] = {
  0.0, 1.0, 2.0, DBL_TRUE_MIN, DBL_MAX, -DBL_TRUE_MIN, -1.0,
#if STRICT
  -0.0, NAN, INFINITY, -INFINITY
#endif
};

/* sqrt_clamped's reference: the clamp, then the library.  */
static double
clamped_sqrt (double x)
{
  return sqrt_ref (x < 0.0 ? 0.0 : x);
}

static double (*volatile clamped_sqrt_ref) (double) = clamped_sqrt;

static void
check_unary (double (*f) (double, int *), int (*in) (double),
	     double (*volatile *ref) (double), const double *xs, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    {
      double x = xs[i];
      int err;
      start ();
      double got = f (x, &err);
      struct effects g = finish (err, FLAGS);
      start ();
      double want = in (x) ? (*ref) (x) : 0.0;
      struct effects w = finish (errno, FLAGS);
      if (!same_double (got, want))
	abort ();
      expect_same (g, w);
    }
}

static int in_exp (double x) { return x > -708.39 && x < 709.78; }
static int in_exp_overflow (double x) { return x > -708.39 && x < 709.79; }
static int in_exp_underflow (double x) { return x > -746.0 && x < 709.78; }
static int in_log_positive (double x) { return x > 0.0; }
static int in_sqrt (double x) { (void) x; return 1; }
static int in_log_zero (double x) { return x >= 0.0; }

static const double bases[] = { 0.5, 0.75, 1.0, 1.5, 2.0 };
static const double exponents[] = {
  -2000.0, -1075.0, -1024.0, -1023.5, -100.0, -0.5, 0.0, 0.5, 100.0, 1023.5,
  1024.0, 2000.0
};

static void
check_pow (void)
{
  for (unsigned i = 0; i < sizeof bases / sizeof bases[0]; i++)
    for (unsigned j = 0; j < sizeof exponents / sizeof exponents[0]; j++)
      {
	double x = bases[i], y = exponents[j];
	int err;
	start ();
	double got = pow_inside (x, y, &err);
	struct effects g = finish (err, FLAGS);
	start ();
	double want = y >= -100.0 && y <= 100.0 ? pow_ref (x, y) : 0.0;
	struct effects w = finish (errno, FLAGS);
	if (!same_double (got, want))
	  abort ();
	expect_same (g, w);
	start ();
	got = pow_huge (x, y, &err);
	g = finish (err, FLAGS);
	start ();
	want = y >= -2000.0 && y <= 2000.0 ? pow_ref (x, y) : 0.0;
	w = finish (errno, FLAGS);
	if (!same_double (got, want))
	  abort ();
	expect_same (g, w);
      }
}

static float (*volatile powf_ref) (float, float) = powf;

static const float gamma_bases[] = {
  -0.0f, 0.0f, FLT_TRUE_MIN, 3 * FLT_TRUE_MIN, FLT_MIN, 0.5f, 1.0f,
  -FLT_TRUE_MIN, -1.0f, 2.0f, HUGE_VALF, -HUGE_VALF, NAN
};

/* F (x, *err) against powf (x, Y) where X lies in [0, 1].  */
static void
check_pow_zero_base (float (*f) (float, int *), float y)
{
  for (unsigned i = 0; i < sizeof gamma_bases / sizeof gamma_bases[0]; i++)
    {
      float x = gamma_bases[i];
      int err;
      start ();
      float got = f (x, &err);
      struct effects g = finish (err, FLAGS);
      start ();
      float want = x >= -0.0f && x <= 1.0f ? powf_ref (x, y) : 2.0f;
      struct effects w = finish (errno, FLAGS);
      if (!same_double (got, want) || signbit (got) != signbit (want))
	abort ();
      expect_same (g, w);
    }
}

int
main (void)
{
  check_pow_zero_base (pow_gamma, 1 / 2.2f);
  check_pow_zero_base (pow_tiny, 1.5f);
  check_conversions ();
  check_unary (exp_inside, in_exp, &exp_ref, exps,
	       sizeof exps / sizeof exps[0]);
  check_unary (exp_overflow, in_exp_overflow, &exp_ref, exps,
	       sizeof exps / sizeof exps[0]);
  check_unary (exp_underflow, in_exp_underflow, &exp_ref, exps,
	       sizeof exps / sizeof exps[0]);
  check_unary (log_positive, in_log_positive, &log_ref, logs,
	       sizeof logs / sizeof logs[0]);
  check_unary (log_zero, in_log_zero, &log_ref, logs,
	       sizeof logs / sizeof logs[0]);
  check_pow ();
  check_unary (sqrt_clamped, in_sqrt, &clamped_sqrt_ref, roots,
	       sizeof roots / sizeof roots[0]);
  check_unary (sqrt_unclamped, in_sqrt, &sqrt_ref, roots,
	       sizeof roots / sizeof roots[0]);
  /* The domain error stays where nothing clamps.  */
  int e;
  if (STRICT && (!isnan (sqrt_unclamped (-1.0, &e)) || e != EDOM))
    abort ();
  /* The errno the library sets stays: exp overflows and underflows to 0,
     log has a pole.  */
  int err;
  if (STRICT
      && (exp_overflow (709.785, &err) != HUGE_VAL || err != ERANGE
	  || exp_underflow (-745.2, &err) != 0.0 || err != ERANGE
	  || log_zero (0.0, &err) != -HUGE_VAL || err != ERANGE))
    abort ();
  return 0;
}
