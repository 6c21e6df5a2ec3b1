/* Values carried round loops, over special inputs: check mode verifies the
   range of every value in and after each loop (recurrences bounded by
   trip counts, fixpoints with widening and narrowing, float induction
   variables, nested loops, several exits), including counts that make an
   accumulation overflow to infinity; the results are asserted.  */
#include <float.h>
#include <math.h>

extern void abort (void);

__attribute__ ((noipa)) double
sum (double start, double step, int n)
{
  double s = start;
  for (int i = 0; i < n && i < 64; i++)
    s += step;
  return s;
}

/* The same with bounded operands: bounded by the trip count.  */
__attribute__ ((noipa)) double
bounded_sum (double start, double step, int n)
{
  double s = fmin (fmax (start, -1e3), 1e3);
  step = fmin (fmax (step, -10.0), 10.0);
  for (int i = 0; i < n && i < 64; i++)
    s += step;
  return s;
}

__attribute__ ((noipa)) double
difference (double start, int n)
{
  double s = fmin (fmax (start, -1e3), 1e3);
  for (int i = 0; i < n && i < 100; i++)
    s -= 0.1;
  return s;
}

/* x *= f for at most 12 steps, with |x| <= 10 and |f| <= FMAX: bounded
   by the trip count if FMAX is small, else overflows to infinity.  */
#define PRODUCT(NAME, FMAX)					\
  __attribute__ ((noipa)) float					\
  NAME (float x, float f, int n)				\
  {								\
    x = fminf (fmaxf (x, -10.0f), 10.0f);			\
    f = fminf (fmaxf (f, -(FMAX)), FMAX);			\
    for (int i = 0; i < n && i < 12; i++)			\
      x *= f;							\
    return x;							\
  }
PRODUCT (product, 1e4f)
PRODUCT (bounded_product, 4.0f)

__attribute__ ((noipa)) double
fused (double a, double b, int n)
{
  a = fmin (fmax (a, -100.0), 100.0);
  b = fmin (fmax (b, -100.0), 100.0);
  double p = a * b, s = 0.0;
  for (int i = 0; i < n && i < 10; i++)
    s += p;
  return s;
}

/* The step depends on the induction variable and on a clamped value.  */
__attribute__ ((noipa)) double
weighted (double w, int n)
{
  double s = 0.0;
  w = fmin (fmax (w, -2.0), 3.0);
  for (int i = 0; i < n && i < 50; i++)
    s += i * w;
  return s;
}

__attribute__ ((noipa)) double
newton (double a, int n)
{
  double x = a;
  for (int i = 0; i < n; i++)
    x = 0.5 * (x + a / x);
  return x;
}

__attribute__ ((noipa)) double
maximum (const double *v, int n)
{
  double m = -1.0;
  for (int i = 0; i < n; i++)
    m = fmax (m, v[i]);
  return m;
}

__attribute__ ((noipa)) int
induction (double limit, double step)
{
  int count = 0;
  for (double f = 0.0; f < limit && count < 1000; f += step)
    count++;
  return count;
}

__attribute__ ((noipa)) double
nested (double x, int n)
{
  double best = -DBL_MAX;
  for (int i = 0; i < n; i++)
    {
      double t = x;
      for (int j = 0; j < i && j < 8; j++)
	t = t * 0.5 + 1.0;
      if (t > 1e300)
	break;
      best = fmax (best, t);
    }
  return best;
}

__attribute__ ((noipa)) double
halve_until (double x)
{
  while (fabs (x) > 1.0)
    x *= 0.5;
  return x;
}

int
main (void)
{
  static const double specials[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, 1e300, -1e300, DBL_MAX, -DBL_MAX,
    DBL_MIN, 0x1p-1074, -0x1p-1074, 3.0, 1e-300, 0.7, -0.3, 0.1,
#if !__FINITE_MATH_ONLY__
    INFINITY, -INFINITY, NAN,
#endif
  };
  static const int counts[] = { 0, 1, 2, 7, 64, 1000 };
  const int ns = sizeof specials / sizeof specials[0];
  volatile double sink;

  for (int i = 0; i < ns; i++)
    for (int k = 0; k < 6; k++)
      {
	int n = counts[k];
	sink = difference (specials[i], n);
	sink = weighted (specials[i], n);
	sink = newton (specials[i] == 0.0 ? 1.0 : fabs (specials[i]), n % 40);
	if (isfinite (specials[i]))
	  sink = halve_until (specials[i]);
	sink = nested (specials[i], n % 20);
	for (int j = 0; j < ns; j++)
	  {
#if __FINITE_MATH_ONLY__
	    /* Finite sums and products only.  */
	    if (fabs (specials[i]) > 1e299 || fabs (specials[j]) > 1e299)
	      continue;
#endif
	    sink = sum (specials[i], specials[j], n);
	    sink = bounded_sum (specials[i], specials[j], n);
#if !__FINITE_MATH_ONLY__
	    /* Overflows to infinity for the larger counts.  */
	    sink = product ((float) specials[i], (float) specials[j], n);
#endif
	    sink = bounded_product ((float) specials[i], (float) specials[j],
				    n);
	    sink = fused (specials[i], specials[j], n);
	  }
	if (isfinite (specials[i]))
	  sink = induction (specials[i], 0.5);
      }
  (void) sink;

  if (sum (0.0, 0.5, 1000) != 32.0 || sum (1.0, -0.25, 8) != -1.0)
    abort ();
  if (bounded_sum (0.0, 0.5, 1000) != 32.0 || bounded_sum (1e4, 0.5, 2) != 1001.0)
    abort ();
  if (bounded_product (1.0f, 2.0f, 100) != 4096.0f
      || bounded_product (3.0f, 0.5f, 2) != 0.75f
      || product (1.0f, -2.0f, 3) != -8.0f)
    abort ();
  if (fused (0.1, 10.0, 3) != 3.0 * (0.1 * 10.0))
    abort ();
  if (weighted (2.0, 10) != 90.0 || weighted (-1e9, 1000) != -2450.0)
    abort ();
  if (fabs (newton (2.0, 30) - sqrt (2.0)) > 1e-15)
    abort ();
  if (induction (10.0, 0.5) != 20 || induction (-1.0, 0.5) != 0)
    abort ();
  if (halve_until (-40.0) != -0.625)
    abort ();
  if (nested (4.0, 3) != 4.0)
    abort ();
  const double v[] = { -5.0, 2.5, -7.0 };
  if (maximum (v, 3) != 2.5 || maximum (v, 0) != -1.0)
    abort ();
#if !__FINITE_MATH_ONLY__
  /* 64 steps of 2^1018 overflow; 31 do not.  */
  if (sum (0.0, 0x1p1018, 64) != INFINITY
      || sum (0.0, 0x1p1018, 31) != 0x1p1018 * 31)
    abort ();
  if (product (1.0f, 1e4f, 12) != INFINITY)
    abort ();
  if (!isnan (sum (NAN, 1.0, 3)) || fabs (difference (NAN, 5) + 1000.5) > 1e-9)
    abort ();
#endif
  return 0;
}
