/* Accumulations through nested loops: the value carried round the outer
   loop is bounded by the product of the trip counts' bounds (GCC's niter
   analysis of each loop) and the steps' ranges, or where the inner count
   grows with the outer loop by the sum of the steps over the triangle
   (loop-nest-sums.c).  The tests after the
   loops go through log, of which GCC knows no range, so that fpscev
   decides them on every GCC version.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
#include <math.h>

extern void dead (void);

/* A triangular double loop: at most 1022 outer latch executions, the
   inner addition executed at most max (1, i) times in outer iteration i:
   1 + 1 + 2 + ... + 1021 steps at the outer PHI, one row more after it
   (the true maxima are 521731 and 522753).  */
double
triangle (unsigned u)
{
  double s = 0.0;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += 1.0;
  /* The outer PHI, then the values after the loops.  */
  /* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 521732\\\] int$" } } */
  /* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 522754\\\] int$" } } */
  if (log (s + 1.0) > 13.2)	/* { dg-message "condition is always false: _\[0-9\]+ in \\\[0, 13.16" } */
    dead ();
  return s;
}

/* Constant trip counts: 99 outer latch executions of 50 additions each
   bound the outer PHI, exactly.  */
double
rectangle (void)
{
  double r = 0.0;
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 50; j++)
      r += 0.5;
  return r;
}
/* { dg-final { scan-fpscev-dump "^r_\[0-9\]+ = \\\[0, 2475\\\]$" } } */

/* Three loops deep, with a conditional subtraction in the innermost.  */
double
cube (const double *v)
{
  double c = 0.0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 10; k++)
	if (v[k] > 0.0)
	  c += 2.0;
	else
	  c -= 1.0;
  /* 9 latch executions of 100 steps in [-1, 2].  */
  /* { dg-final { scan-fpscev-dump "^c_\[0-9\]+ = \\\[-1800, 3600\\\] int$" } } */
  if (log (c + 2000.0) < 0.0)	/* { dg-message "condition is always false" } */
    dead ();
  return c;
}

/* A product through an inner loop.  */
double
powers (int n)
{
  double p = 1.0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < n && j < 5; j++)
      p *= 2.0;
  return p;
}
/* { dg-final { scan-fpscev-dump "^p_\[0-9\]+ = \\\[1, 32768\\\] int$" } } */

/* The inner loop runs up to 2^64 - 1 times: too many steps to bound.  */
double
unbounded (unsigned long n)
{
  double w = 0.0;
  for (int i = 0; i < 10; i++)
    for (unsigned long j = 0; j < n; j++)
      w += 1.0;
  if (log (w + 1.0) > 1000.0)	/* { dg-bogus "always" } */
    dead ();
  return w;
}
