/* Final value replacement of float accumulations of products of two
   induction variables of one loop under -ffast-math:
   s += (float) j * (float) k, and s += (float) (j * k) where the integer
   product cannot overflow (int, whose overflow is undefined), in float
   and double; and the conversion of a short counter that wraps.  The
   terms are integers, so that the exact sum is known (in long long).  Each result is compared with the exact sum within
   the error bound of doc/fpscev.texi ("Final values of floats"): the
   closed form of degree k within gamma (4k - 1) * sum |p_j| C(N, j), the
   sequential sum (the -O0 copy) within gamma (N + 2) * sum |terms|, and
   the two with each other within the sum of both.  Run by hand, it
   prints the worst relative errors it measured.  */
/* { dg-options "-ffast-math -fplugin-arg-fpscev-fvr=always" } */

extern void abort (void);
extern int printf (const char *, ...);

#define TWIN(RET, NAME, PARAMS, ...)					\
  __attribute__ ((noipa)) RET NAME PARAMS __VA_ARGS__			\
  __attribute__ ((noipa, optimize ("O0"))) RET NAME##_ref PARAMS __VA_ARGS__

TWIN (float, f_jk, (int n, int k0),
{
  float s = 0;
  int k = k0;
  for (int j = 0; j < n; j++, k += 3)
    s += (float) j * (float) k;
  return s;
})

TWIN (double, d_jk, (int n, int k0),
{
  double s = 0;
  int k = k0;
  for (int j = 0; j < n; j++, k -= 2)
    s += (double) j * k;
  return s;
})

TWIN (float, f_prod, (int n, int k0),
{
  float s = 0;
  int k = k0;
  for (int j = 0; j < n; j++, k += 3)
    s += (float) (j * k);
  return s;
})

TWIN (double, d_prod, (int n, int k0),
{
  double s = 0;
  int k = k0;
  for (int j = 0; j < n; j++, k -= 2)
    s += (double) ((long long) j * k);
  return s;
})

/* A short counter beside a 64-bit count wraps (it is computed in
   unsigned short and converted): the closed form holds only while it
   does not, N <= (32767 - s) / 1000.  The sums of integers are exact.  */
TWIN (double, d_short, (short s0, unsigned long long n),
{
  double s = 0;
  short j = s0;
  for (unsigned long long i = 0; i < n; i++)
    {
      s += j;
      j += 1000;
    }
  return s;
})

/* The term of iteration J of the loops above, exactly.  */
static long long
term (int j, int k0, int dk)
{
  return (long long) j * (k0 + (long long) dk * j);
}

/* The worst errors measured, relative to the scales of the bounds.  */
static double worst_closed, worst_seq, worst_diff;

/* Check the results GOT (of the function) and REF (of its -O0 copy) of
   N iterations of the loops above (steps DK of k, from K0) in the float
   type of unit roundoff U, against the exact sum.  */
static void
check (double got, double ref, int n, int k0, int dk, double u)
{
  long long exact = 0;
  long double sum_abs = 0;
  long long s[4];
  for (int j = 0; j < n; j++)
    {
      long long t = term (j, k0, dk);
      exact += t;
      sum_abs += t < 0 ? -t : t;
    }
  /* The summary of degree 3 of the exit value, from its values at the
     iterations 0 to 3 (the sums of 1 to 4 terms), and
     sum |p_j| C (N, j) at N = n - 1 latch executions.  */
  for (int i = 0; i < 4; i++)
    s[i] = (i ? s[i - 1] : 0) + term (i, k0, dk);
  long long p[4] = { s[0], s[1] - s[0], s[2] - 2 * s[1] + s[0],
		     s[3] - 3 * s[2] + 3 * s[1] - s[0] };
  long double scale_closed = 0, binom = 1;
  for (int j = 0; j < 4; j++)
    {
      scale_closed += (p[j] < 0 ? -p[j] : p[j]) * binom;
      binom = binom * ((long double) n - 1 - j) / (j + 1);
    }
  if (n <= 0)
    scale_closed = 0;
  double gamma_closed = 11 * u / (1 - 11 * u);
  double gamma_seq = (n + 2) * u / (1 - (n + 2) * u);
  double b_closed = gamma_closed * scale_closed, b_seq = gamma_seq * sum_abs;
  double e_got = got - (double) exact, e_ref = ref - (double) exact;
  double d = got - ref;
  e_got = e_got < 0 ? -e_got : e_got;
  e_ref = e_ref < 0 ? -e_ref : e_ref;
  d = d < 0 ? -d : d;
  if (e_ref > b_seq || d > b_closed + b_seq
      || (e_got > b_closed && e_got > b_seq))
    abort ();
  if (scale_closed > 0 && e_got / (scale_closed * u) > worst_closed)
    worst_closed = e_got / (scale_closed * u);
  if (sum_abs > 0 && e_ref / sum_abs > worst_seq)
    worst_seq = e_ref / sum_abs;
  if (sum_abs > 0 && d / sum_abs > worst_diff)
    worst_diff = d / sum_abs;
}

static const int counts[] = {
  -2147483647 - 1, -5, 0, 1, 2, 3, 4, 5, 7, 64, 100, 1000, 4096, 10000
};
static const int starts[] = { -100000, -1000, -3, 0, 1, 7, 1000, 100000 };

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

int
main (void)
{
  const double uf = 0x1p-24, ud = 0x1p-53;
  for (unsigned i = 0; i < COUNT (counts); i++)
    for (unsigned k = 0; k < COUNT (starts); k++)
      {
	int n = counts[i], k0 = starts[k];
	check (f_jk (n, k0), f_jk_ref (n, k0), n, k0, 3, uf);
	check (d_jk (n, k0), d_jk_ref (n, k0), n, k0, -2, ud);
	check (d_prod (n, k0), d_prod_ref (n, k0), n, k0, -2, ud);
	/* j * k within int.  */
	if (n <= 1000 && k0 >= -1000 && k0 <= 1000)
	  check (f_prod (n, k0), f_prod_ref (n, k0), n, k0, 3, uf);
      }
  for (int s0 = -32768; s0 < 32768; s0 += 4099)
    for (unsigned long long n = 0; n < 80; n++)
      if (d_short (s0, n) != d_short_ref (s0, n))
	abort ();
  printf ("worst error: closed form %.3g u sum |p_j| C(N, j); "
	  "sequential %.3g, closed - sequential %.3g of sum |terms|\n",
	  worst_closed, worst_seq, worst_diff);
  return 0;
}
