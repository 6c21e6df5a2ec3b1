/* Final value replacement on every loop shape: count-down loops, non-unit
   and symbolic steps, symbolic starts, <, <=, != and > exits, for, while
   and do-while loops, symbolic coefficients, several accumulators,
   accumulators fed by accumulators, nested loops, exit values of the
   induction variable, loops kept for their side effects, and a wrapping
   unsigned char counter.  Each function is compared with a copy compiled
   at -O0 (where the plugin does not run) over many counts, but
   step_minus5 at its largest counts with its value.  */
/* { dg-options "-fplugin-arg-fpscev-fvr=always" } */

#include "fvr-twin.h"

TWIN (unsigned, count_down, (int n),
{
  unsigned r = 0;
  for (int j = n; j > 0; j--)
    r += (unsigned) j * j;
  return r;
})

TWIN (unsigned, count_down_to, (int n, int m),
{
  unsigned r = 0;
  for (int j = n; j >= m; j--)
    r += j;
  return r;
})

TWIN (unsigned, step3, (int s, int n),
{
  unsigned r = 0;
  for (int j = s; j < n; j += 3)
    r += (unsigned) j * j * j;
  return r;
})

TWIN (unsigned, step_minus5, (unsigned n),
{
  unsigned r = 0;
  for (unsigned j = n; j > 10; j -= 5)
    r += j * 7 + 1;
  return r;
})

/* The value of step_minus5 (N), modulo 2^32: M iterations j = N, N - 5,
   ..., each adding 7 j + 1.  It stands for the copy at -O0 at the counts
   N takes from negative ints, whose loops of up to 2^32 / 5 iterations
   took most of this test's time; at -O0, where no loop is replaced, those
   counts are not run.  */
static unsigned
step_minus5_value (unsigned n)
{
  unsigned long long m = n > 10 ? (n - 11) / 5 + 1 : 0;
  return m * (7ull * n + 1) - 35 * (m * (m - 1) / 2);
}

TWIN (unsigned long long, step_k, (int s, int n, int k),
{
  unsigned long long r = 0;
  for (int j = s; j < n; j += k)
    r += (unsigned long long) j * j;
  return r;
})

TWIN (unsigned, le, (int n),
{
  unsigned r = 0;
  for (int j = 1; j <= n; j++)
    r += (unsigned) j * j;
  return r;
})

TWIN (unsigned, ne, (int s, int n),
{
  unsigned r = 0;
  for (int j = s; j != n; j++)
    r += (unsigned) j * 3 - 1;
  return r;
})

TWIN (int, mod45, (int n),
{
  while (n > 45)
    n -= 45;
  return n;
})

TWIN (long, while_k, (int n, long k),
{
  long r = 0;
  int i = 0;
  while (i < n)
    {
      r += i * k;
      i++;
    }
  return r;
})

TWIN (unsigned, do_while, (int n),
{
  unsigned r = 5;
  int j = 0;
  do
    {
      r += (unsigned) j * j;
      j++;
    }
  while (j < n);
  return r;
})

TWIN (long, seed_poly, (long count, long k),
{
  long result = 0;
  for (long j = 0; j < count; ++j)
    result += j * j * j - 2 * j * j + k * j + 7;
  return result;
})

TWIN (unsigned, several, (int n, unsigned k),
{
  unsigned a = 1, b = k, c = 0;
  for (int j = 0; j < n; j++)
    {
      a += j;
      b += (unsigned) j * j;
      c += a * k + b;
    }
  return a ^ (b << 1) ^ (c << 2);
})

TWIN (unsigned long long, nested, (int n),
{
  unsigned long long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += (unsigned long long) j * i;
  return s;
})

TWIN (unsigned, nested2, (int n, int m),
{
  unsigned s = 0, t = 0;
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	t += j;
      s += t;
    }
  return s + t;
})

TWIN (unsigned, iv_exit, (int s, int n),
{
  unsigned r = 0;
  int j;
  for (j = s; j < n; j++)
    r += j;
  return r + j * 5;
})

static unsigned store[70000];

TWIN (unsigned, side_effect, (int n),
{
  unsigned r = 0;
  for (int j = 0; j < n && j < 70000; j++)
    {
      r += (unsigned) j * j;
      store[j] = r;
    }
  return r + store[n > 0 && n < 70000 ? n - 1 : 0];
})

TWIN (unsigned, uchar_iv, (unsigned char s, unsigned char e),
{
  unsigned r = 0;
  for (unsigned char c = s; c != e; c++)
    r += c * 3u;
  return r;
})

TWIN (unsigned, start_sym, (int s, int n),
{
  unsigned r = 0;
  for (int j = s; j < n; j++)
    r += (unsigned) j * j + 2u * j;
  return r;
})

int
main (void)
{
  for (unsigned i = 0; i < N_COUNTS; i++)
    {
      int n = counts[i];
      int small = n < -100 ? -100 : n > 1000 ? 1000 : n;
      CHECK (count_down, n)
      CHECK (count_down_to, n, -3)
      CHECK (count_down_to, n, 7)
      CHECK (step3, 0, n)
      CHECK (step3, -7, n)
      if ((unsigned) n <= 65536)
	{
	  CHECK (step_minus5, (unsigned) n)
	}
#ifdef __OPTIMIZE__
      else if (step_minus5 (n) != step_minus5_value ((unsigned) n))
	abort ();
#endif
      CHECK (step_k, 3, n, 1)
      CHECK (step_k, -5, n, 4)
      CHECK (le, n)
      CHECK (ne, n < 0 ? n : 0, n)
      CHECK (ne, n < 5 ? n : 5, n)
      CHECK (mod45, n)
      CHECK (mod45, n * 37)
      CHECK (while_k, n, 3)
      CHECK (while_k, n, -123456789)
      CHECK (do_while, n)
      CHECK (seed_poly, n, 11)
      CHECK (seed_poly, n, -3)
      CHECK (several, n, 9)
      CHECK (nested, small)
      CHECK (nested2, small, 3)
      CHECK (nested2, 5, n)
      CHECK (iv_exit, 3, n)
      CHECK (iv_exit, -3, n)
      CHECK (side_effect, n)
      CHECK (uchar_iv, (unsigned char) n, 7)
      CHECK (uchar_iv, 250, (unsigned char) n)
      CHECK (start_sym, -17, n)
      CHECK (start_sym, n / 2, n)
    }
  return 0;
}
