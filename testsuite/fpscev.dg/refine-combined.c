/* Combined tests: GCC merges the comparisons of isnormal, isinf and isnan,
   and of adjacent ifs, into `&', `|' and `~' of truth values; the edges
   of such a test narrow the values its parts compare (both parts of a
   true `&', both of a false `|').  A value compared with itself is NaN
   where `x != x' holds, and not NaN where `x == x' holds.  A combination
   its parts decide together is folded: P & Q where Q fails wherever P
   holds, P | Q where Q holds wherever P fails.  The narrowed
   values go through exp and tan, of which GCC knows no range, so
   that fpscev decides the tests on every GCC version.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

void
normal (double x)
{
  if (isnormal (x))
    {
      if (isnan (exp (x)))	/* { dg-message "condition is always false" } */
	dead ();
    }
}

void
neither_inf_nor_nan (double x)
{
  if (isinf (x) || isnan (x))
    return;
  if (isnan (tan (x)))		/* { dg-message "condition is always false" } */
    dead ();
}

void
self_unequal (double x)
{
  if (x != x)
    {
      if (!isnan (exp (x)))	/* { dg-message "condition is always false" } */
	dead ();
    }
}

void
contradiction (double x)
{
  if ((x > 5.0) & (x < 3.0))	/* { dg-message "conjunction of comparisons is always false" } */
    dead ();
}

int
nan_breaks_disjunction (double x)
{
  /* Both fail for NaN: nothing is decided.  */
  return (x <= 2.0) | (x > 1.0);	/* { dg-bogus "always" } */
}

int
disjunction (double x)
{
  if (isnan (x))
    return 2;
  return (x <= 2.0) | (x > 1.0);	/* { dg-message "disjunction of comparisons is always true" } */
}

void
not_normal_keeps_nan (double x)
{
  if (isnormal (x))
    return;
  /* x may be NaN, zero, subnormal or infinite: nothing is decided.  */
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
}
