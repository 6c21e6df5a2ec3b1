/* Issue 38, 2: under -ffinite-math-only a value proven NaN or infinite
   breaks the option's contract: the warning adds a note saying so.  The
   ranges of operands exclude NaNs and infinities there, so only the
   operation that makes one is reported.  (GCC 16 folds x * 1e300 for a
   large x to the largest double there, and a square root of a negative
   number, before the pass: neither is tested here.)  */
/* { dg-options "-O2 -ffinite-math-only -fplugin-arg-fpscev-warn" } */
#include <math.h>

/* Each a warning and its note.  */

double
log_of_negative (double x)
{
  if (x < -2)
    return log (x) + 1; /* { dg-warning "the result of .log. is NaN on every" } */
  /* { dg-message "note: .-ffinite-math-only. lets GCC assume that no value is NaN or infinite" "" { target *-*-* } 16 } */
  return 0;
}

double
division_by_zero (double x, double y)
{
  if (y == 0 && x > 1 && x < 2)
    return x / y; /* { dg-warning "the result of this division is infinite on every" } */
  /* { dg-message "note: .-ffinite-math-only. lets GCC assume that no value is NaN or infinite" "" { target *-*-* } 25 } */
  return 0;
}
