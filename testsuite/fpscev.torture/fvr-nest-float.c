/* Float loop nests under -ffast-math, closed from the inside out: a
   triangle of float terms, rectangles and triangles of products of the
   two counters (double), and an inner loop bypassed at the last outer
   iteration.  Compared with the same loops compiled at -O0 within a
   relative tolerance (the closed form rounds differently from the
   loops; see "Float closed forms" in the manual).  */
/* { dg-options "-ffast-math -fplugin-arg-fpscev-fvr=always" } */

extern void abort (void);

#define TWIN(RET, NAME, PARAMS, ...)					\
  __attribute__ ((noipa)) RET NAME PARAMS __VA_ARGS__			\
  __attribute__ ((noipa, optimize ("O0"))) RET NAME##_ref PARAMS __VA_ARGS__

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

/* Whether X and Y agree to a relative tolerance TOL.  */
static int
close_p (double x, double y, double tol)
{
  double d = x - y;
  if (d < 0)
    d = -d;
  double m = (x < 0 ? -x : x) + (y < 0 ? -y : y);
  return d <= tol * m + 1e-300;
}

static const int counts[] = { -2147483647 - 1, -1, 0, 1, 2, 3, 4, 5, 7, 64,
			      300 };
#define NCOUNTS (sizeof counts / sizeof counts[0])

int
main (void)
{
  for (unsigned k = 0; k < NCOUNTS; k++)
    {
      int n = counts[k];
      if (!close_p (tri_float (n), tri_float_ref (n), 1e-3)
	  || !close_p (upper_product (n, 0.75), upper_product_ref (n, 0.75),
		       1e-9))
	abort ();
      for (unsigned l = 0; l < NCOUNTS; l++)
	if (!close_p (rect_product (n, counts[l]),
		      rect_product_ref (n, counts[l]), 1e-9))
	  abort ();
    }
  return 0;
}
