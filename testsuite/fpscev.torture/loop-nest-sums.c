/* Nested sums of powers (issue 39): check mode verifies every value in
   and after the loops against the bounds from the sums of the steps over
   the triangle, at trip counts 0, 1, 2 and the limits of the masks, in
   float and double; the results are asserted against the exact sums.  */

extern void abort (void);

#define SUMS(T, NAME, MASK)						\
  __attribute__ ((noipa)) T						\
  NAME##0 (unsigned u)							\
  {									\
    T s = 0;								\
    int n = u & MASK;							\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < i; j++)					\
	s += 1;								\
    return s;								\
  }									\
  __attribute__ ((noipa)) T						\
  NAME##1 (unsigned u)							\
  {									\
    T s = 0;								\
    int n = u & MASK;							\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j <= i; j++)					\
	s += (T) j;							\
    return s;								\
  }									\
  __attribute__ ((noipa)) T						\
  NAME##2 (unsigned u)							\
  {									\
    T s = 0;								\
    unsigned n = u & MASK;						\
    for (unsigned i = 0; i < n; i++)					\
      for (unsigned j = 0; j < i; j++)					\
	s += (T) (j * j);						\
    return s;								\
  }									\
  __attribute__ ((noipa)) T						\
  NAME##3 (unsigned u)							\
  {									\
    T s = 0;								\
    int n = u & MASK;							\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < i; j++)					\
	{								\
	  T x = j;							\
	  s += x * x * x;						\
	}								\
    return s;								\
  }

SUMS (double, d, 1023)
SUMS (float, f, 1023)
SUMS (float, g, 63)

/* The exact sum over 0 <= j < i < N (j <= i if LE) of j^K.  */
static long double
exact (unsigned n, int k, int le)
{
  long double s = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i + le; j++)
      {
	long double p = 1;
	for (int m = 0; m < k; m++)
	  p *= j;
	s += p;
      }
  return s;
}

/* exact (N, K, LE), computed once for the checks in a row that share it:
   float and double, and the counts 1023, 2047 and 0xffffffff, which the
   mask makes the same N.  */
static long double
exact_once (unsigned n, int k, int le)
{
  static long double sums[4][2];
  static unsigned ns[4][2];
  static char known[4][2];
  if (!known[k][le] || ns[k][le] != n)
    {
      sums[k][le] = exact (n, k, le);
      ns[k][le] = n;
      known[k][le] = 1;
    }
  return sums[k][le];
}

static void
check (long double got, unsigned n, int k, int le, long double tol)
{
  long double want = exact_once (n, k, le);
  long double d = got > want ? got - want : want - got;
  if (d > tol * want)
    abort ();
}

/* Exact sums of integers, but under -fassociative-math fpscev's closed
   forms (Final values) may replace the loops: within 10^-9.  */
#ifdef __ASSOCIATIVE_MATH__
# define TOL(t) 1e-9L
#else
# define TOL(t) (t)
#endif

int
main (void)
{
  static const unsigned counts[] = { 0, 1, 2, 3, 63, 64, 1022, 1023, 1024,
				     2047, 0xffffffffu };
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    {
      unsigned u = counts[c];
      check (d0 (u), u & 1023, 0, 0, TOL (0));
      check (d1 (u), u & 1023, 1, 1, TOL (0));
      check (d2 (u), u & 1023, 2, 0, TOL (0));
      check (d3 (u), u & 1023, 3, 0, 1e-12L);
      check (f0 (u), u & 1023, 0, 0, TOL (0));
      check (f1 (u), u & 1023, 1, 1, 0.05L);
      check (f2 (u), u & 1023, 2, 0, 0.05L);
      check (f3 (u), u & 1023, 3, 0, 0.05L);
      check (g3 (u), u & 63, 3, 0, 1e-3L);
    }
  return 0;
}
