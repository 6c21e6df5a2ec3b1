/* Tests that the ranges of the terms leave undecided are decided on
   pieces of the inputs (subdivide.h), with -ffp-contract=off; the dump
   says what was split and how far.  Each bound is 1% of the value's range
   beyond it (the range computed on a fine grid), and the ranges of the
   terms taken apart are far wider; the tests at the true bound, which some
   input reaches, stay.  */
/* { dg-options "-O2 -ffp-contract=off -fopt-info-optimized -fplugin-arg-fpscev-dump" } */

extern void error (void);

/* Chebyshev's T9 in Horner form on [-1, 1]: its range is [-1, 1], which
   it reaches at +-1 (the coefficients are integers: exactly); term by
   term about [-3.3, 3.3].  */
double
cheb9 (double x)
{
  if (!(x >= -1.0 && x <= 1.0))
    return 0;
  double x2 = x * x;
  double t = x * (9.0 + x2 * (-120.0 + x2 * (432.0 + x2 * (-576.0
							  + x2 * 256.0))));
  if (t > 1.02)		/* { dg-message "condition is always false: t_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (t < -1.02)	/* { dg-message "condition is always false: t_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (t >= 1.0)		/* { dg-bogus "always" } */
    error ();
  return t;
}

/* The same in float.  */
float
cheb9f (float x)
{
  if (!(x >= -1.0f && x <= 1.0f))
    return 0;
  float x2 = x * x;
  float t = x * (9.0f + x2 * (-120.0f + x2 * (432.0f + x2 * (-576.0f
							     + x2 * 256.0f))));
  if (t > 1.02f || t < -1.02f)	/* { dg-message "condition is always false: t_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (t <= -1.0f)		/* { dg-bogus "always" } */
    error ();
  return t;
}

/* The sine's Taylor polynomial of degree 7 on the quarter period, term
   by term about [-2.3, 2.3]; its range is within +-1.0001.  */
float
sine7 (float in)
{
  if (!(in > -1.5708f && in < 1.5708f))
    return 0;
  float x = in;
  float s = x - x*x*x/6 + x*x*x*x*x/120 - x*x*x*x*x*x*x/5040;
  if (s > 1.0201f || s < -1.0201f)	/* { dg-message "condition is always false: s_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  return s;
}

/* x - x*x on [0, 1]: [0, 0.25], reached at 0.5; term by term [-1, 1].  */
double
hump (double x)
{
  if (!(x >= 0.0 && x <= 1.0))
    return 0;
  double s = x - x * x;
  if (s > 0.2525)	/* { dg-message "condition is always false: s_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (s >= 0.25)	/* { dg-bogus "always" } */
    error ();
  return s;
}

/* A cubic of two inputs: x*y - x*x*y - x*y*y on [0, 1]^2 is in
   [-1, 1/27], -1 at (1, 1); term by term [-2, 1].  */
double
two3 (double x, double y)
{
  if (!(x >= 0.0 && x <= 1.0 && y >= 0.0 && y <= 1.0))
    return 0;
  double s = x * y - x * x * y - x * y * y;
  if (s > 0.0475)	/* { dg-message "condition is always false: s_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (s < -1.0104)	/* { dg-message "condition is always false: s_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (s <= -1.0)	/* { dg-bogus "always" } */
    error ();
  return s;
}

/* Three Newton steps for sqrt (a) from (1 + a) / 2, a in [1, 4]: the
   result is in [1, 2.0000001]; step by step the ranges widen.  */
float
newton_sqrt (float a)
{
  if (!(a >= 1.0f && a <= 4.0f))
    return 0;
  float x = 0.5f * (1.0f + a);
  x = 0.5f * (x + a / x);
  x = 0.5f * (x + a / x);
  x = 0.5f * (x + a / x);
  if (x > 2.01f)	/* { dg-message "condition is always false: x_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  return x;
}

/* Three Newton steps for the cube root of c in [1, 2] from 1.2: the
   result is in [1.0000009, 1.2599211].  */
double
newton_cbrt (double c)
{
  if (!(c >= 1.0 && c <= 2.0))
    return 0;
  double x = 1.2;
  x = x - (x * x * x - c) / (3.0 * x * x);
  x = x - (x * x * x - c) / (3.0 * x * x);
  x = x - (x * x * x - c) / (3.0 * x * x);
  if (x > 1.2626)	/* { dg-message "condition is always false: x_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (x < 0.9974)	/* { dg-message "condition is always false: x_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  return x;
}


/* { dg-final { scan-fpscev-dump "split: t_\[0-9\]+ \\(10 statements\\) on x_\[0-9\]+\\(D\\) \\\[-1, 1\\\]: \[0-9\]+ pieces, depth \[0-9\]+, \[0-9\]+ folds, \[0-9\]+ forms: false" } } */
/* { dg-final { scan-fpscev-dump "split: s_\[0-9\]+ \\(6 statements\\) on x_\[0-9\]+\\(D\\) \\\[-0, 1\\\] y_\[0-9\]+\\(D\\) \\\[-0, 1\\\]: \[0-9\]+ pieces, depth \[0-9\]+, \[0-9\]+ folds, \[0-9\]+ forms: false" } } */
/* { dg-final { scan-fpscev-dump "forms: undecided" } } */
