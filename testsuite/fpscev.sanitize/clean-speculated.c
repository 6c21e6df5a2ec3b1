/* Values GCC computes where the program does not, under -ffast-math's
   -fno-trapping-math, are no report when the program does not use them
   (issue 38): the reciprocal of n that LIM computes before the loop for
   the divisions the program makes only when n > 0 (inf for n = 0), a
   quotient hoisted out of a loop that runs zero times or whose test of
   the divisor fails, and the quotients of the arm if-conversion computes
   for every element.  sanitize.exp runs the program built with and
   without the sanitizer: both must run and print the same.  */
/* { dg-do run } */
/* { dg-options "-ffast-math" } */
#include <stdio.h>

#define N 8

__attribute__ ((noipa)) void
scale (double *out, const double *in, int n, double x)
{
  for (int i = 0; i < N; i++)
    if (n > 0)
      out[i] = in[i] / (double) n + x / (double) n;
    else
      out[i] = in[i];
}

__attribute__ ((noipa)) void
shift (double *out, const double *in, int m, double x, double y)
{
  for (int i = 0; i < m; i++)
    if (y != 0)
      out[i] = in[i] + x / y;
}

__attribute__ ((noipa)) void
select_quotients (double *r, const int *c, const double *a,
		  const double *b, int n)
{
  for (int i = 0; i < n; i++)
    r[i] = c[i] ? a[i] / b[i] : 0;
}

int
main (void)
{
  double in[N], out[N], b[N];
  int c[N];
  for (int i = 0; i < N; i++)
    {
      in[i] = i + 1;
      c[i] = i & 1;
      b[i] = i & 1;
    }
  for (int n = 0; n < 3; n++)
    {
      scale (out, in, n, 1.0);
      printf ("%a %a\n", out[0], out[N - 1]);
    }
  shift (out, in, 0, 1.0, 0.0);
  shift (out, in, N, 1.0, 0.0);
  shift (out, in, N, 1.0, 4.0);
  printf ("%a %a\n", out[0], out[N - 1]);
  select_quotients (out, c, in, b, N);
  printf ("%a %a\n", out[0], out[N - 1]);
  return 0;
}
