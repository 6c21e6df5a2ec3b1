/* On clean values the sanitized program prints what the program built
   without the sanitizer prints (sanitize.exp runs both): sums, products,
   quotients, libm calls, conversions, loads and parameters, in loops and
   out of them.  Both are vectorized (see sanitize.exp).  */
/* { dg-do run } */
#include <math.h>
#include <stdio.h>

#define N 64
double data[N], logs[N], exps[N];
float narrow[N];

__attribute__ ((noipa)) double
norm (const double *x, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return sqrt (s);
}

__attribute__ ((noipa)) void
scaled_logs (const double *x, double *y, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = log (x[i]) / n;
}

__attribute__ ((noipa)) void
decays (double *y, int n, double rate)
{
  for (int i = 0; i < n; i++)
    y[i] = exp (-(double) i * rate) - 1.0;
}

__attribute__ ((noipa)) void
to_float (const double *x, float *y, int n, double scale)
{
  for (int i = 0; i < n; i++)
    y[i] = (float) (x[i] * scale);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    data[i] = 0.5 + i * 0.25;
  scaled_logs (data, logs, N);
  decays (exps, N, 0.125);
  to_float (data, narrow, N, 1e10);
  double f = 0.0;
  for (int i = 0; i < N; i++)
    f += narrow[i] / 0x1p10f;
  printf ("%a %a\n", norm (data, N), f);
  for (int i = 0; i < N; i += 7)
    printf ("%a %a %a\n", logs[i], exps[i], (double) narrow[i]);
  return 0;
}
