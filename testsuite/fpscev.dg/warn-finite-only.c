/* Issue 38, 2: under -ffinite-math-only a value proven NaN or infinite
   breaks the option's contract: the warning adds a note saying so.  The
   ranges of operands exclude NaNs and infinities there, so only the
   operation that makes one is reported.  */
/* { dg-options "-O2 -ffinite-math-only -fplugin-arg-fpscev-warn" } */

double
overflow (double x)
{
  if (x > 1e200 && x < 1e300)
    return x * 1e300 + 1; /* { dg-warning "the result of this multiplication is infinite on every" } */
  /* { dg-message "note: .-ffinite-math-only. lets GCC assume that no value is NaN or infinite" "" { target *-*-* } 11 } */
  return 0;
}
