/* Refinement backward through math functions, at GCC's default options:
   the monotone exp, exp2, expm1, log, log2, log10, log1p, cbrt and asinh
   bound their argument from bounds on their result, widened by the libm
   error (fr_libm_preimage; cbrt is a built-in function without an
   internal one, found by the same mapping); erf, whose inverse MPFR
   lacks, is bounded forward only; a logarithm that is not NaN has an argument of -0
   or more (-1 for log1p); sin, cos and tan that are not NaN have a finite
   argument; copysign (x, y) bounds |x|.  pow is not inverted.  The
   narrowed values go through exp, log and tan, of which GCC knows no
   range, so that fpscev decides the tests on every GCC version.  */
/* { dg-options "-O2 -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

void
exp_below (double x)
{
  if (!(exp (x) < 7.389))
    return;
  if (log1p (x) > 1.1)		/* { dg-message "condition is always false" } */
    dead ();
}

void
exp_false_edge_keeps_nan (double x)
{
  if (exp (x) < 7.389)
    return;
  if (isnan (log (x)))		/* { dg-bogus "always" } */
    dead ();
}

void
exp2_above (double x)
{
  if (!(exp2 (x) > 8.0))
    return;
  if (log (x) < 1.09)		/* { dg-message "condition is always false" } */
    dead ();
}

void
expm1_below (double x)
{
  if (!(expm1 (x) < 1.0))
    return;
  if (exp (x) > 2.01)		/* { dg-message "condition is always false" } */
    dead ();
}

void
log_below (double x)
{
  if (!(log (x) < 1.0))
    return;
  /* x in [-0, e].  */
  if (exp (x) > 15.2 || exp (x) < 0.99)	/* { dg-message "condition is always false" } */
    dead ();
}

void
log_not_nan (double x)
{
  if (isnan (log (x)))
    return;
  if (exp (x) < 0.99)		/* { dg-message "condition is always false" } */
    dead ();
}

void
log2_above (double x)
{
  if (!(log2 (x) >= 3.0))
    return;
  if (log (x) < 2.07)		/* { dg-message "condition is always false" } */
    dead ();
}

void
log10_below (double x)
{
  if (!(log10 (x) <= 2.0))
    return;
  if (log (x) > 4.61)		/* { dg-message "condition is always false" } */
    dead ();
}

void
log1p_not_nan (double x)
{
  if (isnan (log1p (x)))
    return;
  if (exp (x) < 0.36)		/* { dg-message "condition is always false" } */
    dead ();
}

void
cbrt_above (double x)
{
  if (!(cbrt (x) > 2.0))
    return;
  /* x above 8 (exp (8) = 2980.96).  */
  if (exp (x) < 2980.0)		/* { dg-message "condition is always false" } */
    dead ();
}

void
cbrt_false_edge_keeps_nan (double x)
{
  if (cbrt (x) > 2.0)
    return;
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
}

void
cbrtf_below_negative (float x)
{
  if (!(cbrtf (x) <= -0.5f))
    return;
  /* x at most -0.125 (exp (-0.125) = 0.8825).  */
  if (expf (x) > 0.883f)		/* { dg-message "condition is always false" } */
    dead ();
}

void
asinh_above (double x)
{
  if (!(asinh (x) > 2.0))
    return;
  /* x above sinh (2) = 3.627 (exp (3.627) = 37.6).  */
  if (exp (x) < 37.0)		/* { dg-message "condition is always false" } */
    dead ();
}

void
erf_within_one (double x)
{
  /* erf is in [-1, 1], 1 ulp of error or not.  */
  if (erf (x) > 1.0)		/* { dg-message "condition is always false" } */
    dead ();
  if (erf (x) < -1.0)		/* { dg-message "condition is always false" } */
    dead ();
}

void
erf_not_inverted (double x)
{
  if (!(erf (x) > 0.5))
    return;
  if (exp (x) < 1.0)		/* { dg-bogus "always" } */
    dead ();
}

void
sin_not_nan (double x)
{
  if (isnan (sin (x)))
    return;
  if (isnan (tan (x)))		/* { dg-message "condition is always false" } */
    dead ();
}

void
tan_false_edge_keeps_nan (double x)
{
  if (!isnan (tan (x)))
    return;
  if (isnan (exp (x)))		/* { dg-bogus "always" } */
    dead ();
}

void
copysign_magnitude (double x, double y)
{
  if (!(copysign (x, y) == 0.5))
    return;
  if (exp (x) > 1.65 || exp (x) < 0.6)	/* { dg-message "condition is always false" } */
    dead ();
}

void
copysign_keeps_sign (double x, double y)
{
  if (!(copysign (x, y) == 0.5))
    return;
  /* x may be -0.5.  */
  if (exp (x) < 1.0)		/* { dg-bogus "always" } */
    dead ();
}

void
copysign_not_nan (double x, double y)
{
  if (isnan (copysign (x, y)))
    return;
  if (isnan (exp (x)))		/* { dg-message "condition is always false" } */
    dead ();
}

void
pow_not_inverted (double x)
{
  if (isnan (pow (x, 0.5)))
    return;
  if (exp (x) < 0.99)		/* { dg-bogus "always" } */
    dead ();
}

void
float_log (float x)
{
  if (!(logf (x) < 1.0f))
    return;
  if (expf (x) > 15.2f)		/* { dg-message "condition is always false" } */
    dead ();
}

void
long_double_exp (long double x)
{
  if (!(expl (x) < 7.389L))
    return;
  if (log1pl (x) > 1.1L)		/* { dg-message "condition is always false" } */
    dead ();
}
