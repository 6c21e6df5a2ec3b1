/* What fvr does not replace, and why: degrees above fvr-max-degree, float
   accumulations without -ffast-math, loops with side effects, several
   exits, unknown trip counts, geometric recurrences.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

unsigned
degree9 (unsigned n)
{
  unsigned r = 0;
  for (unsigned j = 0; j < n; j++)
    r += j * j * j * j * j * j * j * j;
  return r;
}

double
no_fast_math (int n)
{
  double s = 0;
  for (int j = 0; j < n; j++)
    s += 0.5;
  return s;
}

unsigned
side_effects (unsigned *a, unsigned n)
{
  unsigned r = 0;
  for (unsigned j = 0; j < n; j++)
    {
      r += j;
      a[j] = r;
    }
  return r;
}

unsigned
two_exits (unsigned n, unsigned m)
{
  unsigned r = 0;
  for (unsigned j = 0; j < n; j++)
    {
      if (r > m)
	return 0;
      r += j;
    }
  return r;
}

unsigned
unknown_count (unsigned n, unsigned k)
{
  unsigned r = 0;
  for (unsigned j = 0; j < n; j += k)
    r += j;
  return r;
}

unsigned
geometric (unsigned n)
{
  unsigned r = 1;
  for (unsigned j = 0; j < n; j++)
    r = r * 3 + j;
  return r;
}

/* { dg-final { scan-fpscev-dump "not replaced: degree above fvr-max-degree \\(r_\[0-9\]+\\)" } } */
/* { dg-final { scan-fpscev-dump "not replaced: type not handled \\(s_\[0-9\]+\\)" } } */
/* { dg-final { scan-fpscev-dump "not replaced: side effects" } } */
/* { dg-final { scan-fpscev-dump "not replaced: several exits" } } */
/* { dg-final { scan-fpscev-dump "not replaced: unknown trip count" } } */
/* { dg-final { scan-fpscev-dump "not replaced: geometric recurrence" } } */
/* { dg-final { scan-fpscev-dump-not "decision:" } } */
