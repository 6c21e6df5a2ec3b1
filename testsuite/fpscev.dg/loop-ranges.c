/* Ranges of values carried round loops: a float induction variable
   bounded by its own test, accumulations (of constants, of the induction
   variable, of clamped loads) and products bounded by GCC's trip counts, decay and maxima by the fixpoint with widening, a Newton
   iteration that never becomes NaN, nested loops.  The tests after the
   loops are folded from these ranges.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);

double
induction (void)
{
  double last = -1.0;
  for (double f = 0; f < 100.0; f += 1.0)
    last = f;
  return last;
}
/* The loop's test bounds f: the widened range [0, +inf] narrows back.  */
/* { dg-final { scan-fpscev-dump "^f_\[0-9\]+ = \\\[0, 99\\\] int$" } } */

double
accumulate (int n)
{
  double s = 0.0;
  for (int i = 0; i < n && i < 1000; i++)
    s += 0.5;
  if (s > 600.0)		/* { dg-message "condition is always false" } */
    dead ();
  /* sqrt's errno guard, which GCC makes without a location, is reported
     at the sqrt.  GCC 14 and later take the path with no iteration to a
     sqrt of its own, so that the guard sees the loop's exit values
     alone.  */
  return sqrt (s);	/* { dg-message "condition is always true: s_\[0-9\]+ in \\\[0(\\.5)?, 500\\\]" } */
}
/* At most 999 latch executions; the sums of halves are exact.  */
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 499.5\\\]$" } } */
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0(\\.5)?, 500\\\]$" } } */

double
triangle (void)
{
  double tri = 0.0;
  for (int i = 0; i < 100; i++)
    tri += i;
  return tri;
}
/* The step is the induction variable, in [0, 99] in every iteration.  */
/* { dg-final { scan-fpscev-dump "^tri_\[0-9\]+ = \\\[0, 9801\\\] int$" } } */

double
clamped_sum (const double *v, int n)
{
  double cs = 0.0;
  for (int i = 0; i < n && i < 1000; i++)
    cs += fmin (fmax (v[i], 0.0), 1.0); /* { dg-message "fmin of numbers is a minimum" } */
  return cs;
}
/* The step is a load clamped into [0, 1]; the sum may carry rounding
   errors.  */
/* { dg-final { scan-fpscev-dump "^cs_\[0-9\]+ = \\\[0, 999.00000000\[0-9\]+\\\]$" } } */

double
grow (void)
{
  double g = 1.0;
  for (int i = 0; i < 10; i++)
    g *= 2.0;
  return g;
}
/* { dg-final { scan-fpscev-dump "^g_\[0-9\]+ = \\\[1, 512\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "^g_\[0-9\]+ = \\\[2, 1024\\\] int$" } } */

double
decay (int n)
{
  double y = 1.0;
  for (int i = 0; i < n; i++)
    y *= 0.5;
  if (y < 0.0 || y > 1.0)	/* { dg-message "condition is always false" } */
    dead ();
  return y;
}
/* { dg-final { scan-fpscev-dump "^y_\[0-9\]+ = \\\[0, 1\\\]$" } } */

double
newton (double a)
{
  if (!(a >= 1.0 && a <= 2.0))
    return 1.0;
  double xn = a;
  for (int i = 0; i < 20; i++)
    xn = 0.5 * (xn + a / xn);
  if (isnan (xn))		/* { dg-message "condition is always false" } */
    dead ();
  return xn;
}
/* { dg-final { scan-fpscev-dump "^xn_\[0-9\]+ = \\\[0, \\+inf\\\]$" } } */

double
running_max (const double *v, int n)
{
  double m = 0.0;
  for (int i = 0; i < n; i++)
    m = fmax (m, fabs (v[i]));
  return m;
}
/* { dg-final { scan-fpscev-dump "^m_\[0-9\]+ = \\\[0, \\+inf\\\]$" } } */
/* { dg-final { scan-fpscev-dump-not "^m_\[0-9\]+ = .* nan$" } } */

double
nested (const double *v, int n)
{
  double best = 0.0;
  for (int i = 0; i < n; i++)
    {
      double t = 0.0;
      for (int j = 0; j < 20; j++)
	t += 1.5;
      best = fmax (best, t * v[i]);
    }
  return best;
}
/* { dg-final { scan-fpscev-dump "^t_\[0-9\]+ = \\\[0, 28.5\\\]$" } } */
/* { dg-final { scan-fpscev-dump "^t_\[0-9\]+ = \\\[1.5, 30\\\]$" } } */

/* The start is unknown below 10, so that GCC 16 cannot run the loop at
   compile time.  */
double
countdown (double start)
{
  double steps = 0.0;
  for (double r = fmin (start, 10.0); r > 0.0; r -= 0.25)
    steps += 1.0;
  return steps;
}
/* { dg-final { scan-fpscev-dump "^r_\[0-9\]+ = \\\[5e-324, 10\\\]$" } } */

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+sqrt" } } */
