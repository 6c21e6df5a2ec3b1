/* A call of a function that fpscev analysed and found to raise no
   floating-point exception (inexact and underflow aside) does not count
   as an operation that may raise: a test that is the last use of its
   result is decided, although GCC then deletes the const call with it
   (trap-kept.c).  The values go through exp, which GCC does not bound,
   and GCC's own users of float ranges are turned off, as in trap-kept.c,
   so that on every GCC version the calls to dead () that stay are
   fpscev's doing.  -fno-math-errno makes exp, sqrt and the callees
   const.  */
/* { dg-options "-O2 -fno-math-errno -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);
extern double opaque (double) __attribute__ ((const));

/* fmin (NaN, 1) is 1; exp of at most 1 is in [0, e]: nothing raised.  */
static __attribute__ ((noinline)) double
quiet (double x)
{
  return exp (fmin (x, 1.0));
}

/* The conversion of a signed char raises nothing.  */
static __attribute__ ((noinline)) double
widen (signed char c, double x)
{
  return exp (fmin (x, 1.0)) + c;
}

/* A call of a function that raises nothing raises nothing.  */
static __attribute__ ((noinline)) double
calls_quiet (double x)
{
  return quiet (x) * 0.5;
}

void
use_quiet (double x, signed char c)
{
  if (quiet (x) > 2.72)		/* { dg-message "condition is always false" } */
    dead ();
  double w = widen (c, x);
  if (w < -128.0 || w > 130.0)	/* { dg-message "condition is always false" } */
    dead ();
  if (calls_quiet (x) > 1.36)	/* { dg-message "condition is always false" } */
    dead ();
}

/* Must not: x / y may divide by zero (0 / 0 is invalid); fmin drops the
   NaN.  */
static __attribute__ ((noinline)) double
divides (double x, double y)
{
  return exp (fmin (x / y, 1.0));
}

/* Must not: the square root of a negative number raises invalid.  */
static __attribute__ ((noinline)) double
square_root (double x)
{
  return exp (fmin (sqrt (x), 1.0));
}

/* Must not: x < 0 raises invalid when x is NaN.  */
static __attribute__ ((noinline)) double
compares (double x)
{
  if (x < 0.0)
    x = 0.0;
  return exp (fmin (x, 1.0));
}

/* Must not: an unknown function may raise anything.  */
static __attribute__ ((noinline)) double
calls_opaque (double x)
{
  return exp (fmin (opaque (x), 1.0));
}

/* Must not: a recursive function calls itself before its own analysis
   is recorded.  (GCC takes a recursive function to loop, and keeps its
   calls, unless it is declared const.)  */
static __attribute__ ((noinline, const)) double
recursive (double x, int n)
{
  if (n <= 0)
    return exp (fmin (x, 1.0));
  return exp (fmin (recursive (x, n - 1) * 0.5, 1.0));
}

/* Must not: a weak definition may be replaced at link time by one that
   raises.  */
__attribute__ ((noinline, weak, const)) double
replaceable (double x)
{
  return exp (fmin (x, 1.0));
}

void
use_raising (double x, double y, int n)
{
  if (divides (x, y) > 2.72)	/* { dg-bogus "always" } */
    dead ();
  if (square_root (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
  if (compares (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
  if (calls_opaque (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
  if (recursive (x, n) > 2.72)	/* { dg-bogus "always" } */
    dead ();
  if (replaceable (x) > 2.72)	/* { dg-bogus "always" } */
    dead ();
}

/* { dg-final { scan-assembler-times "call\[ \t\]+dead|jmp\[ \t\]+dead" 6 } } */
