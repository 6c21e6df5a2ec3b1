/* Count 1 taken apart before the guard (fvr-peel.c in fpscev.dg): loops
   whose one iteration changes the values after them, with T = 5, so that
   counts 0, 1 (the values after one iteration), 2 to 4 (the loop behind
   the guard) and 5 on (the closed form) each take their own path.  Each
   function is compared with a copy compiled at -O0 (where the plugin does
   not run) at the counts of fvr-twin.h (0, 1, 2, 3, T - 1, T, T + 1,
   large, negative down to INT_MIN), at the extremes of the count's type,
   and around the wrap of narrow counters.  fvr-peel-t3.c runs them with
   T = 3; fvr-entry-test-t5.c runs plus_one and from_one, taken apart
   too.  */
/* { dg-options "-fplugin-arg-fpscev-fvr-threshold=5" } */

#include "fvr-twin.h"

TWIN (long, poly_l, (long count, long k),
{
  long result = 0;
  for (long j = 0; j < count; ++j)
    result += j * j * j - 2 * j * j + k * j + 7;
  return result;
})

TWIN (unsigned, iv_too, (int n),
{
  unsigned r = 3;
  int j;
  for (j = 0; j < n; j++)
    r += (unsigned) j * j + 7;
  return r * 1000 + j;
})

TWIN (unsigned, from_five, (long n),
{
  unsigned r = 0;
  for (long j = 5; j < n; j++)
    r += (unsigned) j * j;
  return r;
})

TWIN (unsigned, down, (int n),
{
  unsigned r = 0;
  for (int j = n; j > 0; j--)
    r += (unsigned) j * j;
  return r;
})

TWIN (int, mod45, (int n),
{
  while (n > 45)
    n -= 45;
  return n;
})

/* Sums that wrap: in unsigned char, in a signed type under its
   conversion.  */
TWIN (unsigned char, uchar_sum, (unsigned char n, unsigned char k),
{
  unsigned char r = 200;
  for (unsigned char j = 0; j < n; j++)
    r += (unsigned char) (j * j * k + 9);
  return r;
})

TWIN (unsigned long long, ull_sum, (unsigned long long n),
{
  unsigned long long r = 18446744073709551615ULL;
  for (unsigned long long j = 0; j < n; j++)
    r += j * j * j + 18446744073709551610ULL;
  return r;
})

struct pair { int x; int y; };

TWIN (int, in_memory, (struct pair *p, int n),
{
  for (int i = 0; i < n; i++)
    p->y += p->x * p->x + i + 1;
  return p->y;
})

TWIN (unsigned, nest, (int n),
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < i; j++)
	s += (unsigned) j * j;
      s += 3;
    }
  return s;
})

int
main (void)
{
  static const long long extremes[] = {
    -9223372036854775807LL - 1, -2147483647LL - 1, 2147483647, 46, 90, 91,
    135, 136, 225, 226
  };
  for (unsigned i = 0; i < N_COUNTS; i++)
    {
      int n = counts[i];
      unsigned small = n < 0 ? 0 : n % 300;
      CHECK (poly_l, n, 11)
      CHECK (poly_l, n, -3)
      CHECK (iv_too, n)
      CHECK (from_five, n + 5L)
      CHECK (from_five, n)
      CHECK (down, n)
      CHECK (mod45, n + 45)
      CHECK (mod45, n * 45)
      CHECK (uchar_sum, (unsigned char) n, 3)
      CHECK (uchar_sum, (unsigned char) (255 - n), 255)
      CHECK (ull_sum, n < 0 ? (unsigned) -(n / 2) % 5 : (unsigned) n)
      CHECK (nest, small)
      struct pair a = { 5, 7 }, b = { 5, 7 };
      if (in_memory (&a, n) != in_memory_ref (&b, n) || a.y != b.y)
	abort ();
    }
  for (unsigned i = 0; i < sizeof extremes / sizeof extremes[0]; i++)
    {
      long long e = extremes[i];
      CHECK (mod45, (int) e)
      if (e < 0)
	{
	  CHECK (poly_l, (long) e, 5)
	  CHECK (from_five, (long) e)
	  CHECK (down, (int) e)
	}
    }
  return 0;
}
