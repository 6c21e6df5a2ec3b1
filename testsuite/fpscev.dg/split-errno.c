/* A domain check and an errno call decided on pieces of the argument's
   inputs (subdivide.h): x - x*x is in [0.1875, 0.25] on [0.25, 0.75], but
   [-0.3125, 0.6875] term by term, so log may set errno by the ranges
   alone; the guard call-cdce puts before an inline sqrt is a comparison
   decided the same way (and the errno call it guards, which then never
   runs, sets no errno on any piece).  At the bound (log (0) at x = 0, a pole) nothing
   is decided.  */
/* { dg-options "-O2 -fopt-info-optimized" } */

extern double log (double);
extern double sqrt (double);

double
log_hump (double x)
{
  if (!(x >= 0.25 && x <= 0.75))
    return 0;
  return log (x - x * x);	/* { dg-message "call cannot set errno on pieces of its inputs" } */
}

double
log_hump_at_pole (double x)
{
  if (!(x >= 0.0 && x <= 0.75))
    return 0;
  return log (x - x * x);	/* { dg-bogus "cannot set errno" } */
}

double
sqrt_hump (double x)
{
  if (!(x >= 0.0 && x <= 1.0))
    return 0;
  /* The guard, and the errno call it leads to, which never runs.  */
  return sqrt (x - x * x + 0.01);	/* { dg-message "condition is always true: _\[0-9\]+ decided on pieces of its inputs" } */
  /* { dg-message "call cannot set errno on pieces of its inputs" "" { target *-*-* } 35 } */
}
