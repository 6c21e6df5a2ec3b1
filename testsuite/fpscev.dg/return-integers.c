/* The bounds of the integers a function returns, given to the results
   of its calls in the same compilation as GCC's range info, with which
   GCC's later passes (VRP) decide the callers' tests (pr120231-2.c, f11):
   the union over the returns of constants and of the integers the
   conversions of floats give, where every value converts.  The floats
   go through exp, which GCC does not bound, so that only fpscev bounds
   the integers on every GCC version.  */
/* { dg-options "-O2 -fno-math-errno -fno-tree-slp-vectorize -fno-tree-loop-vectorize -fopt-info-note-loop" } */
/* The conversions' own integer ranges are not the subject here.  */
/* { dg-allow-message "integer range from the float range" } */
#include <math.h>

extern void dead (void);
extern void kept (void);

/* exp of at most 1 is in [0, e]: 0, 1 or 2 after truncation, and -5.  */
static __attribute__ ((noinline)) int
small (double x)
{
  if (!(x >= 0.0))
    return -5;
  return exp (fmin (x, 1.0));
}

/* Truncation toward zero: [-3.5, -0.78...] gives -3 to 0.  */
static __attribute__ ((noinline)) signed char
toward_zero (double x)
{
  return exp (fmin (x, 1.0)) - 3.5;
}

/* From an interval of a float, as in pr120231-2.c (f8): -0.75 truncates
   to 0.  */
static __attribute__ ((noinline)) unsigned char
interval (double x)
{
  if (x >= -0.75 && x <= 231.625)
    return x;
  return 31;
}

/* 64-bit types, also under -m32: exp (40) is about 2.35e17.  */
static __attribute__ ((noinline)) long long
wide (double x)
{
  return exp (fmin (x, 40.0));
}

static __attribute__ ((noinline)) unsigned long long
wide_unsigned (double x)
{
  return exp (fmin (x, 40.0)) + 1e19;
}

void
use_bounded (double x)
{
  int s = small (x);		/* { dg-message "integer range \\\[-5, 2\\\] of the callee's returns" } */
  if (s < -5 || s > 2)
    dead ();
  if (s == 1)
    kept ();
  signed char t = toward_zero (x);	/* { dg-message "integer range \\\[-3, 0\\\] of the callee's returns" } */
  if (t < -3 || t > 0)
    dead ();
  /* -0.78 truncates to 0.  */
  if (t == 0)
    kept ();
  unsigned char u = interval (x);	/* { dg-message "integer range \\\[0, 231\\\] of the callee's returns" } */
  if (u > 231)
    dead ();
  if (u == 0)
    kept ();
  long long w = wide (x);	/* { dg-message "integer range \\\[0, 2353852668370\[0-9\]\{5\}\\\] of the callee's returns" } */
  if (w < 0 || w > 235385266837030000LL)
    dead ();
  if (w == 235385266837019985LL)
    kept ();
  unsigned long long v = wide_unsigned (x);	/* { dg-message "integer range \\\[10000000000000000000, 10235385266837020672\\\] of the callee's returns" } */
  if (v < 10000000000000000000ULL || v > 10235385266837020672ULL)
    dead ();
  if (v == 10000000000000000000ULL)
    kept ();
}

/* Must not: exp of up to 6 is up to 403, out of the range of signed
   char, whose conversion then gives any value (x86 wraps it), although
   GCC 12 to 15 take the conversion of a nonnegative value to be
   nonnegative.  */
static __attribute__ ((noinline)) signed char
out_of_range (double x)
{
  return exp (fmin (x, 6.0));
}

/* Must not: a NaN converts to any value (x86: INT_MIN).  */
static __attribute__ ((noinline)) int
maybe_nan (double x)
{
  return exp (fmin (x, 1.0)) * x;
}

/* Must not: a weak definition may be replaced at link time.  */
__attribute__ ((noinline, weak)) int
replaceable (double x)
{
  return exp (fmin (x, 1.0));
}

void
use_unbounded (double x)
{
  signed char o = out_of_range (x);	/* { dg-bogus "callee" } */
  if (o < 0)
    kept ();
  int n = maybe_nan (x);	/* { dg-bogus "callee" } */
  if (n < -100)
    kept ();
  int r = replaceable (x);	/* { dg-bogus "callee" } */
  if (r > 2)
    kept ();
}

/* { dg-final { scan-assembler-not "call\[ \t\]+dead|jmp\[ \t\]+dead" } } */
/* GCC 16 takes the conversion in out_of_range to be defined, and so
   decides o < 0 itself, with its own return ranges.  */
/* { dg-final { if { [fpscev_gcc_major] >= 16 } { scan-assembler-times "call\[ \t\]+kept|jmp\[ \t\]+kept" 7 } else { scan-assembler-times "call\[ \t\]+kept|jmp\[ \t\]+kept" 8 } } } */
