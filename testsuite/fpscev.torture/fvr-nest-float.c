/* Float loop nests under -ffast-math, closed from the inside out: a
   triangle of float terms, rectangles and triangles of products of the
   two counters (double), and an inner loop bypassed at the last outer
   iteration.  Compared with the same loops compiled at -O0 within a
   relative tolerance (the closed form rounds differently from the
   loops; see "Error of float closed forms" in the manual).  */
/* { dg-options "-ffast-math -fplugin-arg-fpscev-fvr=always" } */

#include "fvr-twin.h"

TWIN (float, tri_float, (int n),
{
  float s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += j * 0.5f + 1.0f;
  return s;
})

TWIN (double, rect_product, (int n, int m),
{
  double s = 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += (double) i * (double) j;
  return s;
})

TWIN (double, upper_product, (int n, double c),
{
  double s = -3;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      s += c * (double) i * (double) j - (double) j;
  return s;
})

/* The nests' time grows as the square of the count.  */
#define MAX_COUNT 300

/* The count K of the list, at most MAX_COUNT.  */
static int
count_at (unsigned k)
{
  return counts[k] > MAX_COUNT ? MAX_COUNT : counts[k];
}

int
main (void)
{
  for (unsigned k = 0; k < N_COUNTS; k++)
    {
      int n = count_at (k);
      if (!close_p (tri_float (n), tri_float_ref (n), 1e-3)
	  || !close_p (upper_product (n, 0.75), upper_product_ref (n, 0.75),
		       1e-9))
	abort ();
      for (unsigned l = 0; l < N_COUNTS; l++)
	if (!close_p (rect_product (n, count_at (l)),
		      rect_product_ref (n, count_at (l)), 1e-9))
	  abort ();
    }
  return 0;
}
