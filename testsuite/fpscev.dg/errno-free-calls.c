/* Issue 28: calls the ranges (or the libc) prove errno-free get the
   treatment GCC gives them under -fno-math-errno (errno-free.cc): the
   lrint family becomes GCC's inline form (GCC 13 and later) or a const
   call, exp, log, pow and friends become const calls.  Each rule at its
   edges: the last values that keep errno untouched, and the first that
   do not (dg-bogus).  */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-optimized" } */
#include <float.h>
#include <math.h>

/* libsamplerate's shape: NaN passes the clamp, and only glibc's lrintf on
   x86-64 (cvtss2si, no errno) lets the call go.  */
long
clamp_lrintf (float scaled)
{
  long out;
  if (scaled >= 32767.f)
    out = 32767;
  else if (scaled <= -32768.f)
    out = -32768;
  else
    out = lrintf (scaled);	/* { dg-message "the libc's conversion never sets errno" } */
  return out;
}

/* irint has no libc of its own (GCC calls lrint and truncates): the range
   alone decides, in every rounding mode (the program may change it at run
   time): 2147483647.4999998 rounds up out of int.  */
int
irint_inside (double x)
{
  if (x >= -2147483648.0 && x <= 2147483647.0)
    return __builtin_irint (x);	/* { dg-message "conversion cannot set errno\[^\n\]*: x_\[0-9\]+\\(D\\) in \\\[-2147483648, 2147483647\\\]" } */
  return 0;
}

int
irint_rounds_up_out (double x)
{
  if (x >= -2147483648.0 && x < 2147483647.5)
    return __builtin_irint (x);	/* { dg-bogus "errno" } */
  return 0;
}

/* A function that may change the rounding mode (the call of fesetround,
   or of any function not built in) keeps its calls: GCC would merge two
   const ones across the change.  */
int
irint_mode_changed (double x)
{
  extern int fesetround (int);
  if (x >= -1000.0 && x <= 1000.0)
    {
      int down = __builtin_irint (x);	/* { dg-bogus "errno" } */
      fesetround (0x400);
      return down - __builtin_irint (x);	/* { dg-bogus "errno" } */
    }
  return 0;
}

int
irint_nan (double x)
{
  if (x >= 1000.0 || x <= -1000.0)
    return 0;
  return __builtin_irint (x);	/* { dg-bogus "errno" } */
}

/* lround rounds half away from zero: 2147483647.4999998 stays inside,
   -2147483648.5 goes out.  */
int
iround_inside (double x)
{
  if (x > -2147483648.5 && x < 2147483647.5)
    return __builtin_iround (x);	/* { dg-message "conversion cannot set errno" } */
  return 0;
}

int
iround_half_out (double x)
{
  if (x >= -2147483648.5 && x < 2147483647.5)
    return __builtin_iround (x);	/* { dg-bogus "errno" } */
  return 0;
}

/* llround of a double: the largest below 2^63 fits.  */
long long
llround_edge (double x)
{
  if (x >= -0x1p63 && x < 0x1p63)
    return llround (x);	/* { dg-message "conversion cannot set errno" } */
  return 0;
}

long long
llround_out (double x)
{
  if (x >= -0x1p63 && x <= 0x1p63)
    return llround (x);	/* { dg-bogus "errno" } */
  return 0;
}

/* exp: overflow above 709.7827, a subnormal result (ERANGE) below
   -708.3964.  */
double
exp_inside (double x)
{
  if (x > -708.39 && x < 709.78)
    return exp (x);	/* { dg-message "call cannot set errno, const call" } */
  return 0.0;
}

double
exp_overflow (double x)
{
  if (x > -708.39 && x < 709.79)
    return exp (x);	/* { dg-bogus "errno" } */
  return 0.0;
}

double
exp_underflow (double x)
{
  if (x > -708.40 && x < 709.78)
    return exp (x);	/* { dg-bogus "errno" } */
  return 0.0;
}

float
expf_inside (float x)
{
  if (x > -87.33f && x < 88.72f)
    return expf (x);	/* { dg-message "call cannot set errno, const call" } */
  return 0.0f;
}

/* log: no pole at +0 once it is excluded, no underflow ever (log (1) is an
   exact 0), log (+inf) and log of a subnormal are fine.  */
double
log_positive (double x)
{
  if (x > 0.0)
    return log (x);	/* { dg-message "call cannot set errno, const call" } */
  return 0.0;
}

double
log_zero (double x)
{
  if (x >= 0.0)
    return log (x);	/* { dg-bogus "errno" } */
  return 0.0;
}

double
log_negative_zero (double x)
{
  if (x >= -0.0)
    return log10 (x);	/* { dg-bogus "errno" } */
  return 0.0;
}

/* log1p of a subnormal underflows: only away from 0.  */
double
log1p_tiny (double x)
{
  if (x > -0.5 && x < 1.0)
    return log1p (x);	/* { dg-bogus "errno" } */
  return 0.0;
}

/* pow with huge exponents over- or underflows.  */
double
pow_inside (double x, double y)
{
  if (x >= 0.5 && x <= 2.0 && y >= -100.0 && y <= 100.0)
    return pow (x, y);	/* { dg-message "call cannot set errno, const call" } */
  return 0.0;
}

double
pow_huge (double x, double y)
{
  if (x >= 0.5 && x <= 2.0 && y >= -2000.0 && y <= 2000.0)
    return pow (x, y);	/* { dg-bogus "errno" } */
  return 0.0;
}

/* A base holding 0: pow (+-0, y > 0) is an exact zero, no underflow;
   the other bases' results must stay normal.  A gamma curve on [0, 1]
   passes; a larger exponent makes a subnormal base's result tiny, an
   exponent range holding 0 or a negative one does not pass.  */
float
pow_gamma (float x)
{
  if (x >= -0.0f && x <= 1.0f)
    return powf (x, 1 / 2.2f);	/* { dg-message "call cannot set errno, const call" } */
  return 0.0f;
}

double
pow_zero_base (double x, double y)
{
  if (x >= -4.0 && x <= 4.0 && y >= 0.25 && y <= 0.75)
    return pow (x * x, y);	/* { dg-message "call cannot set errno, const call" } */
  return 0.0;
}

float
pow_zero_base_tiny (float x)
{
  if (x >= 0.0f && x <= 1.0f)
    return powf (x, 1.5f);	/* { dg-bogus "errno" } */
  return 0.0f;
}

double
pow_zero_base_exponent_zero (double x, double y)
{
  if (x >= 0.0 && x <= 1.0 && y >= 0.0 && y <= 0.5)
    return pow (x, y);	/* { dg-bogus "errno" } */
  return 0.0;
}

/* A negative base with a fractional exponent: domain error.  */
double
pow_domain (double x, double y)
{
  if (x >= -2.0 && x <= 2.0 && y >= 0.25 && y <= 0.75)
    return pow (x, y);	/* { dg-bogus "errno" } */
  return 0.0;
}

/* expm1 of a range holding 0: its tiny results may underflow; exp2's are
   2^-10 or more.  */
double
expm1_tiny (double x)
{
  if (x >= -1.0 && x <= 1.0)
    return expm1 (x);	/* { dg-bogus "errno" } */
  return 0.0;
}

double
exp2_inside (double x)
{
  if (x >= -10.0 && x <= 10.0)
    return exp2 (x);	/* { dg-message "call cannot set errno, const call" } */
  return 0.0;
}

/* In a block that not every iteration runs, if-conversion could execute a
   const call on the other iterations too.  */
void
conditional_in_loop (double *a, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] > 1.0 && a[i] < 2.0)
      a[i] = exp (a[i]);	/* { dg-bogus "errno" } */
}

/* sqrt in cold code, where call-cdce leaves the call whole (opus_demo's
   statistics): clamped at 0 it cannot set errno (-0 and NaN pass), and
   GCC expands the const call inline; -DBL_TRUE_MIN is a domain error.  */
__attribute__ ((cold)) double
sqrt_clamped (double var)
{
  if (var < 0)
    var = 0;
  return sqrt (var);	/* { dg-message "call cannot set errno, const call" } */
}

__attribute__ ((cold)) double
sqrt_below_zero (double var)
{
  if (var < -DBL_TRUE_MIN)
    var = 0;
  return sqrt (var);	/* { dg-bogus "errno" } */
}
/* { dg-final { scan-assembler-times "(call|jmp)\[ \t\]+sqrt(@PLT)?\[ \t\]*$" 1 } } */
