/* Final value replacement of float accumulations under -ffast-math
   (-fassociative-math -fno-signed-zeros -fno-trapping-math): s += c,
   s += c * j, s += poly (j), in double and float, compared with the same
   loops compiled at -O0 within a relative tolerance (the closed form
   rounds differently from the loop).  */
/* { dg-options "-ffast-math -fplugin-arg-fpscev-fvr=always" } */

#include "fvr-twin.h"

TWIN (double, add_c, (int n, double c),
{
  double s = 1.5;
  for (int j = 0; j < n; j++)
    s += c;
  return s;
})

TWIN (double, add_cj, (int n, double c),
{
  double s = 0;
  for (int j = 0; j < n; j++)
    s += c * j;
  return s;
})

TWIN (double, add_poly, (int n, double c),
{
  double s = -2;
  for (int j = 3; j <= n; j++)
    {
      double x = j;
      s += 0.5 * x * x * x - c * x * x + 3.0 * x - 1.0;
    }
  return s;
})

TWIN (float, add_float, (int n),
{
  float s = 0;
  for (int j = n; j > 0; j--)
    s += (float) j * 2.0f + 1.0f;
  return s;
})

TWIN (double, add_unsigned, (unsigned n),
{
  double s = 0;
  for (unsigned j = 0; j < n; j += 2)
    s += (double) j * 0.25;
  return s;
})

int
main (void)
{
  for (unsigned i = 0; i < N_COUNTS; i++)
    {
      int n = counts[i];
      if (!close_p (add_c (n, 0.1), add_c_ref (n, 0.1), 1e-9)
	  || !close_p (add_cj (n, -3.25), add_cj_ref (n, -3.25), 1e-9)
	  || !close_p (add_poly (n, 2.0), add_poly_ref (n, 2.0), 1e-9)
	  || !close_p (add_float (n), add_float_ref (n), 1e-3)
	  || !close_p (add_unsigned (n < 0 ? 0 : n),
		       add_unsigned_ref (n < 0 ? 0 : n), 1e-9))
	abort ();
    }
  return 0;
}
