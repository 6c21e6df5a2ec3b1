/* A loop's report says "several values" where its failures had several
   values (issue 38): two infinities of opposite signs loaded, and their
   products; zeros of both signs as divisors of one zero.  Each value that
   was one is printed; with sanitize-recover, each site once.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-fpscev-sanitize -fplugin-arg-fpscev-sanitize-recover" } */

#define N 100
float a[N], b[N], c[N];

__attribute__ ((noipa)) void
gain (float *restrict out, const float *restrict x, int n, float g)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] * g;
}

__attribute__ ((noipa)) void
quotients (float *restrict out, const float *restrict x,
	   const float *restrict y, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] / y[i];
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 0.5f + 1;
  a[3] = __builtin_inff ();
  a[7] = -__builtin_inff ();
  gain (b, a, N, 2.0f);
  for (int i = 0; i < N; i++)
    a[i] = b[i] = 1;
  a[5] = b[5] = 0;
  a[9] = 0;
  b[9] = -0.0f;
  quotients (c, a, b, N);
  return 0;
}

/* { dg-output "\[^\n\]*sanitize-loop-several.c:15:\[0-9\]+: runtime error: load is several values in function 'gain'\n" } */
/* { dg-output "\[^\n\]*sanitize-loop-several.c:15:\[0-9\]+: runtime error: multiplication several values \\* 0x1p\\+1 is several values in function 'gain'\n" } */
/* { dg-output "\[^\n\]*sanitize-loop-several.c:23:\[0-9\]+: runtime error: division 0x0p\\+0 / several values is -?nan in function 'quotients'" } */
