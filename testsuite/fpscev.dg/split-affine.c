/* Tests that subdivision alone leaves undecided within its budget and
   that the affine forms of the pieces (frange-affine.c) decide, with
   -ffp-contract=off: products of polynomials of two inputs, a square
   along the diagonal of two inputs and Chebyshev's T9 written as
   monomials, whose coefficients cancel.  Each bound is 1% of the value's
   range beyond it; the tests at the true bound, which some input
   reaches, stay.  */
/* { dg-options "-O2 -ffp-contract=off -fopt-info-optimized -fplugin-arg-fpscev-dump" } */

extern void error (void);

#define T5(x, x2) ((x) * (5 + (x2) * (-20 + (x2) * 16)))
#define T4(y2) (1 + (y2) * (-8 + (y2) * 8))

/* T5 (x) T4 (y) on [-1, 1]^2: [-1, 1], reached at (+-1, +-1); term by
   term about [-25, 25].  */
double
prod54 (double x, double y)
{
  if (!(x >= -1.0 && x <= 1.0 && y >= -1.0 && y <= 1.0))
    return 0;
  double x2 = x * x, y2 = y * y;
  double p = T5 (x, x2) * T4 (y2);
  if (p > 1.02)		/* { dg-message "condition is always false: p_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (p < -1.02)	/* { dg-message "condition is always false: p_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (p >= 1.0)		/* { dg-bogus "always" } */
    error ();
  if (p <= -1.0)	/* { dg-bogus "always" } */
    error ();
  return p;
}

float
prod54f (float x, float y)
{
  if (!(x >= -1.0f && x <= 1.0f && y >= -1.0f && y <= 1.0f))
    return 0;
  float x2 = x * x, y2 = y * y;
  float p = T5 (x, x2) * T4 (y2);
  if (p > 1.02f || p < -1.02f)	/* { dg-message "condition is always false: p_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (p >= 1.0f)		/* { dg-bogus "always" } */
    error ();
  return p;
}

/* u * (2 - u) with u = x + y, x and y in [0, 1]: [0, 1], 1 all along
   x + y = 1; term by term [0, 4].  */
double
diag (double x, double y)
{
  if (!(x >= 0.0 && x <= 1.0 && y >= 0.0 && y <= 1.0))
    return 0;
  double u = x + y;
  double s = u * (2.0 - u);
  if (s > 1.01)		/* { dg-message "condition is always false: s_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (s >= 1.0)		/* { dg-bogus "always" } */
    error ();
  return s;
}

float
diagf (float x, float y)
{
  if (!(x >= 0.0f && x <= 1.0f && y >= 0.0f && y <= 1.0f))
    return 0;
  float u = x + y;
  float s = u * (2.0f - u);
  if (s > 1.01f)	/* { dg-message "condition is always false: s_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (s >= 1.0f)	/* { dg-bogus "always" } */
    error ();
  return s;
}

/* T9 = 256 x^9 - 576 x^7 + 432 x^5 - 120 x^3 + 9 x on [-1, 1]: [-1, 1],
   reached at +-1 (exactly: the coefficients are integers); term by term
   [-1393, 1393].  */
double
mono9 (double x)
{
  if (!(x >= -1.0 && x <= 1.0))
    return 0;
  double x2 = x * x, x3 = x2 * x, x5 = x3 * x2, x7 = x5 * x2, x9 = x7 * x2;
  double t = 256.0 * x9 - 576.0 * x7 + 432.0 * x5 - 120.0 * x3 + 9.0 * x;
  if (t > 1.02)		/* { dg-message "condition is always false: t_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (t < -1.02)	/* { dg-message "condition is always false: t_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (t >= 1.0)		/* { dg-bogus "always" } */
    error ();
  return t;
}

float
mono9f (float x)
{
  if (!(x >= -1.0f && x <= 1.0f))
    return 0;
  float x2 = x * x, x3 = x2 * x, x5 = x3 * x2, x7 = x5 * x2, x9 = x7 * x2;
  float t = 256.0f * x9 - 576.0f * x7 + 432.0f * x5 - 120.0f * x3 + 9.0f * x;
  if (t > 1.02f || t < -1.02f)	/* { dg-message "condition is always false: t_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (t <= -1.0f)	/* { dg-bogus "always" } */
    error ();
  return t;
}

/* The cubic of split-tests.c, x*y - x*x*y - x*y*y on [0, 1]^2, in
   [-1, 1/27], written with fma.  */
double
two3_fma (double x, double y)
{
  if (!(x >= 0.0 && x <= 1.0 && y >= 0.0 && y <= 1.0))
    return 0;
  double s = __builtin_fma (x, y, -x * y * y) - __builtin_fma (x, x * y, 0.0);
  if (s > 0.0475)	/* { dg-message "condition is always false: s_\[0-9\]+ decided on pieces of its inputs" } */
    error ();
  if (s <= -1.0)	/* { dg-bogus "always" } */
    error ();
  return s;
}

/* { dg-final { scan-fpscev-dump "split: p_\[0-9\]+ \\(12 statements\\) on \[xy\]_\[0-9\]+\\(D\\) \\\[-1, 1\\\] \[xy\]_\[0-9\]+\\(D\\) \\\[-1, 1\\\]: \[0-9\]+ pieces, depth \[0-9\]+, (\[0-9\]+) folds, \\1 forms: false" } } */
/* { dg-final { scan-fpscev-dump "split: t_\[0-9\]+ \\(14 statements\\) on x_\[0-9\]+\\(D\\) \\\[-1, 1\\\]: \[0-9\]+ pieces, depth \[0-9\]+, (\[0-9\]+) folds, \\1 forms: false" } } */
/* { dg-final { scan-fpscev-dump "split: s_\[0-9\]+ \\(7 statements\\) on x_\[0-9\]+\\(D\\) \\\[-0, 1\\\] y_\[0-9\]+\\(D\\) \\\[-0, 1\\\]: \[0-9\]+ pieces, depth \[0-9\]+, (\[0-9\]+) folds, \\1 forms: false" } } */
/* { dg-final { scan-fpscev-dump "forms: undecided" } } */
/* { dg-final { scan-fpscev-dump-not "forms: true" } } */
