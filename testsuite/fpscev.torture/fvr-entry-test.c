/* The entry test that skips a loop at count 0 skips it at count 1 too
   when one iteration leaves the values after the loop as they are without
   it (sums from j = 0 of polynomials without a constant term, a sum that
   starts at k and adds j * k): counts 0 and 1 then run that one test, and
   the guard "count >= 2" is the entry test itself.  The loops where one
   iteration changes a value (a constant term, a start at j = 1, a second
   accumulator) keep the loop at count 1.  Each function is compared with
   a copy compiled at -O0 (where the plugin does not run) at counts 0, 1,
   2, small and large ones, and negative ones.  fvr-entry-test-always.c
   and fvr-entry-test-t5.c run them under fvr=always and fvr-threshold=5
   (the entry test then holds "count >= 2", the guard "count >= 5").  */

#include "fvr-twin.h"

/* Counts 0 and 1 leave 0: the entry test takes count 1.  */
TWIN (unsigned, sq, (int n),
{
  unsigned r = 0;
  for (int j = 0; j < n; j++)
    r += (unsigned) j * j;
  return r;
})

TWIN (unsigned, cube_u, (unsigned n),
{
  unsigned r = 0;
  for (unsigned j = 0; j < n; j++)
    r += j * j * j;
  return r;
})

TWIN (unsigned, ne_u, (unsigned n),
{
  unsigned r = 0;
  for (unsigned j = 0; j != n; j++)
    r += j * 5;
  return r;
})

TWIN (long long, poly_ll, (long long n, long long k),
{
  long long r = 0;
  for (long long j = 0; j < n; j++)
    r += (j * j - 3 * j + k) * j;
  return r;
})

TWIN (unsigned, from_k, (int n, unsigned k),
{
  unsigned r = k;
  for (int j = 0; j < n; j++)
    r += j * k;
  return r;
})

TWIN (unsigned, down, (int n),
{
  unsigned r = 0;
  for (int j = n; j > 0; j--)
    r += (unsigned) (n - j) * (n - j);
  return r;
})

TWIN (unsigned, two_sums, (int n),
{
  unsigned a = 0, b = 0;
  for (int j = 0; j < n; j++)
    {
      a += j;
      b += (unsigned) j * j * j;
    }
  return a * 3 + b;
})

/* One iteration changes a value: count 1 runs the loop.  */
TWIN (unsigned, plus_one, (int n),
{
  unsigned r = 0;
  for (int j = 0; j < n; j++)
    r += (unsigned) j * j + 1;
  return r;
})

TWIN (unsigned, from_one, (int n),
{
  unsigned r = 0;
  for (int j = 1; j <= n; j++)
    r += (unsigned) j * j;
  return r;
})

TWIN (unsigned, one_of_two, (int n),
{
  unsigned a = 0, b = 0;
  for (int j = 0; j < n; j++)
    {
      a += (unsigned) j * j;
      b += 2;
    }
  return a ^ (b << 16);
})

TWIN (unsigned, iv_too, (int n),
{
  unsigned r = 0;
  int j;
  for (j = 0; j < n; j++)
    r += (unsigned) j * j;
  return r + j;
})

int
main (void)
{
  for (unsigned i = 0; i < N_COUNTS; i++)
    {
      int n = counts[i];
      unsigned u = n < 0 ? (unsigned) -(n / 2) % 70000 : (unsigned) n;
      CHECK (sq, n)
      CHECK (cube_u, u)
      CHECK (ne_u, u)
      CHECK (poly_ll, n, 7)
      CHECK (poly_ll, n, 0)
      CHECK (from_k, n, 3)
      CHECK (from_k, n, 0)
      CHECK (down, n)
      CHECK (two_sums, n)
      CHECK (plus_one, n)
      CHECK (from_one, n)
      CHECK (one_of_two, n)
      CHECK (iv_too, n)
    }
  return 0;
}
