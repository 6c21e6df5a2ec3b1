/* Issue 15: under -ftrapping-math (the default) fpscev does not decide a
   test whose operand is the last use of an operation that may raise
   invalid, divide-by-zero or overflow: GCC's dead code elimination would
   delete the operation with the test, and the exception with it.  The
   values go through exp, which GCC does not bound, so that only fpscev
   could decide these tests; GCC's own users of float ranges are turned
   off, as in fold-branches.c, so that on every GCC version the calls to
   dead () that stay are fpscev's doing.  trap-no-trapping.c: the same
   tests decided under -fno-trapping-math.  */
/* { dg-options "-O2 -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <float.h>
#include <math.h>

extern void dead (void);

#define IN_RANGE(x) if (!((x) >= 0.0 && (x) <= 0.6931)) return

void
invalid (double x)
{
  IN_RANGE (x);
  double d = exp (x) * 1e308 * 1e308;	/* +inf.  */
  double r = d / d;			/* NaN, raises invalid.  */
  if (!isnan (r))			/* { dg-bogus "always" } */
    dead ();
}

void
divide_by_zero (double x)
{
  IN_RANGE (x);
  double zero = exp (x) * 0.0;		/* { dg-message "value is the constant 0" } */
  double q = 1.0 / zero;		/* +inf, raises divide-by-zero.  */
  if (!isinf (q))			/* { dg-bogus "always" } */
    dead ();
}

void
overflow (double x)
{
  IN_RANGE (x);
  double o = exp (x) * 1e300 * DBL_MAX;	/* +inf, raises overflow.  */
  if (!isinf (o))			/* { dg-bogus "always" } */
    dead ();
}

void
invalid_two_deep (double x)
{
  IN_RANGE (x);
  double d = exp (x) * 1e308 * 1e308;
  double r = fabs (d - d) + 1.0;	/* NaN, from inf - inf.  */
  if (r < 3.0)				/* { dg-bogus "always" } */
    dead ();
}

/* Nothing raised: the test is decided.  */
void
nothing_raised (double x)
{
  IN_RANGE (x);
  double d = exp (x);
  double r = d / d;			/* In [0.5, 2]: no exception.  */
  if (isnan (r))			/* { dg-message "condition is always false" } */
    dead ();
}

/* { dg-final { scan-assembler-times "call\[ \t\]+dead|jmp\[ \t\]+dead" 4 } } */
