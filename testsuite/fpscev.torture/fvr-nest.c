/* Final value replacement of loop nests, closed from the inside out: the
   inner loop's value is a polynomial of the outer loop's iteration, where
   the inner count is affine in it (chrec-nest.cc).  Triangles whose inner
   loop is bypassed at the first or the last outer iteration, rectangles,
   inner steps other than one, decreasing and != inner loops, signed
   counters from negative starts, 8-bit counters over every bound, a nest
   of three, and shapes that must stay loops (an inner loop entered on a
   test unrelated to its count, a count not affine in the outer
   iteration).  Each function is compared with a copy compiled at -O0, at
   counts 0, 1, 2, small and large.  */
/* { dg-options "-fplugin-arg-fpscev-fvr=always" } */

#include "fvr-twin.h"

TWIN (unsigned, tri_sq, (unsigned n),
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      r += j * j;
  return r;
})

TWIN (int, tri_from_i, (int n),
{
  int r = 0;
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      r += j - i;
  return r;
})

TWIN (unsigned, tri_upper, (int n),
{
  unsigned r = 5;
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      r += (unsigned) i * (unsigned) j + 1;
  return r;
})

TWIN (unsigned, pairs, (int s, int n),
{
  unsigned r = 0;
  for (int i = s; i < n; i++)
    for (int j = i + 1; j < n; j++)
      r += (unsigned) i + 2u * (unsigned) j;
  return r;
})

TWIN (unsigned, rect, (unsigned n, unsigned m),
{
  unsigned r = 1;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < m; j++)
      r += i * j + 3;
  return r;
})

TWIN (unsigned long long, rect_wide, (int n, int m),
{
  unsigned long long r = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      r += (unsigned long long) i * (unsigned long long) j * j;
  return r;
})

TWIN (unsigned, step2, (unsigned n),
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j += 2)
      r += j;
  return r;
})

TWIN (unsigned, down, (unsigned n),
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i; j > 0; j--)
      r += j * j * j;
  return r;
})

TWIN (unsigned, ne_exit, (unsigned n),
{
  unsigned r = 0;
  for (unsigned i = 1; i != n; i++)
    for (unsigned j = 0; j != i; j++)
      r += i - j;
  return r;
})

TWIN (unsigned, signed_start, (int s, int n),
{
  unsigned r = 0;
  for (int i = s; i < n; i++)
    for (int j = s; j < i; j++)
      r += (unsigned) (i - j) * 3u;
  return r;
})

TWIN (unsigned char, uc_nest, (unsigned char n, unsigned char m),
{
  unsigned char r = 0;
  for (unsigned char i = 0; i < n; i++)
    for (unsigned char j = i; j < m; j++)
      r += i * j;
  return r;
})

TWIN (unsigned, three, (unsigned n),
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      for (unsigned k = 0; k < j; k++)
	r += k + j;
  return r;
})

TWIN (unsigned, odd_only, (unsigned n),
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    if (i & 1)
      for (unsigned j = 0; j < n; j++)
	r += j;
  return r;
})

TWIN (unsigned, square_count, (unsigned n),
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i * i; j++)
      r += j;
  return r;
})

/* The nests' time grows as the square of the count (or of the distance
   from a negative start).  */
#define MAX_COUNT 100
#define MIN_COUNT -1000

/* The count K of the list, within [MIN_COUNT, MAX_COUNT].  */
static int
count_at (unsigned k)
{
  int n = counts[k];
  return n > MAX_COUNT ? MAX_COUNT : n < MIN_COUNT ? MIN_COUNT : n;
}

static void
check_small (void)
{
  for (unsigned k = 0; k < N_COUNTS; k++)
    {
      int n = count_at (k);
      unsigned u = n < 0 ? 0 : n;
      CHECK (tri_sq, u);
      CHECK (tri_from_i, n);
      CHECK (tri_upper, n);
      CHECK (step2, u);
      CHECK (down, u);
      if (n > 0)
	CHECK (ne_exit, u);
      CHECK (three, u);
      CHECK (odd_only, u);
      CHECK (square_count, u % 20);
      for (unsigned l = 0; l < N_COUNTS; l++)
	{
	  int m = count_at (l);
	  CHECK (pairs, m, n);
	  CHECK (signed_start, m, n);
	  CHECK (rect_wide, n, m);
	  if (m >= 0 && n >= 0)
	    CHECK (rect, n, m);
	}
    }
}

static void
check_large (void)
{
  CHECK (tri_sq, 3000);
  CHECK (tri_upper, 2500);
  CHECK (pairs, -1200, 1300);
  CHECK (rect, 3, 1000000);
  CHECK (rect, 1000000, 2);
  CHECK (rect_wide, 2000, 1500);
  CHECK (down, 2000);
  CHECK (three, 200);
  /* Near the ends of the ranges: INT_MAX bounds with few iterations.  */
  CHECK (pairs, 0x7fffffff - 40, 0x7fffffff);
  CHECK (signed_start, -0x7fffffff - 1, -0x7fffffff + 30);
}

int
main (void)
{
  check_small ();
  check_large ();
  for (unsigned n = 0; n < 256; n++)
    for (unsigned m = 0; m < 256; m += 5)
      CHECK (uc_nest, n, m);
  return 0;
}
