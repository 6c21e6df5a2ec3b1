/* Issue 37, 3: the errno of a loop's square roots set at the loop's exits
   (errno-deferred.cc): the loops of roots of values read from memory
   vectorize at -O3 as they do under -fno-math-errno, one test and one
   library call after the loop keeping errno (runs shorter than a vector
   take a copy of the loop that keeps the calls); loops in which something
   may read or set errno, or that run fewer iterations than a vector
   has lanes, keep their calls.  */
/* { dg-options "-O3 -fno-ipa-icf -fopt-info-vec-optimized -fopt-info-optimized -fplugin-arg-fpscev-dump" } */
#include <errno.h>
#include <math.h>

void
roots_f (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = sqrtf (in[i]);	/* { dg-message "errno of 1 sqrtf call deferred to the loop's exit \\(1\\)" } */
}

void
roots_d (double *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    out[i] = sqrt (in[i]);	/* { dg-message "errno of 1 sqrt call deferred to the loop's exit \\(1\\)" } */
}

/* Two roots an iteration; an int array of the function's own frame.  */
float
hypot_local (const float *restrict x, const float *restrict y, int n)
{
  int seen[64];
  float s = 0;
  for (int i = 0; i < (n & 63); i++)
    {
      seen[i] = i;
      s += sqrtf (x[i]) * sqrtf (y[i]) + seen[i / 2];	/* { dg-message "errno of 2 sqrtf calls deferred to the loop's exit \\(1\\)" } */
    }
  return s;
}

/* Left by break: each exit sets errno.  */
int
until (float *restrict out, const float *restrict in, int n)
{
  int i;
  for (i = 0; i < n; i++)
    {
      if (in[i] == 3.5f)
	break;
      out[i] = sqrtf (in[i]);	/* { dg-message "errno of 1 sqrtf call deferred to the loop's exits \\(2\\)" } */
    }
  return i;
}

int
watch (double *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      out[i] = sqrt (in[i]);	/* { dg-bogus "deferred" } */
      if (errno)
	return i;
    }
  return -1;
}

void
count (float *restrict out, const float *restrict in, int *restrict c,
       int n)
{
  for (int i = 0; i < n; i++)
    {
      out[i] = sqrtf (in[i]);	/* { dg-bogus "deferred" } */
      c[i] = 1;
    }
}

void
with_exp (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = sqrtf (in[i]) + expf (in[i]);	/* { dg-bogus "deferred" } */
}

void
mixed (float *restrict out, const float *restrict in,
       const double *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = sqrtf (in[i]) + (float) sqrt (d[i]);	/* { dg-bogus "deferred" } */
}

void
conditional (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    if (in[i] != 2.0f)
      out[i] = sqrtf (in[i]);	/* { dg-bogus "deferred" } */
}

/* Three iterations: the vectorized loop would run its scalar form only.  */
void
three (float *restrict out, const float *restrict in)
{
#pragma GCC unroll 1
  for (int i = 0; i < 3; i++)
    out[i] = sqrtf (in[i]);	/* { dg-bogus "deferred" } */
}

/* { dg-final { scan-fpscev-dump-times ";; errno-deferred: loop \[0-9\]+: \[0-9\]+ sqrtf? calls deferred" 4 } } */
/* Runs shorter than a vector take a copy of the loop that keeps the
   calls, where the trip count is known on entry (not until's).  */
/* { dg-final { scan-fpscev-dump-times "runs of fewer than 4 iterations take loop" 2 } } */
/* { dg-final { scan-fpscev-dump-times "runs of fewer than 2 iterations take loop" 1 } } */
/* { dg-final { scan-fpscev-dump-times "kept: fewer iterations than the lanes of a vector" 1 } } */
/* { dg-final { scan-fpscev-dump-times "kept: a load or store may be errno" 2 } } */
/* { dg-final { scan-fpscev-dump-times "kept: a call may read or set errno" 1 } } */
/* { dg-final { scan-fpscev-dump-times "kept: calls of several functions" 1 } } */
/* { dg-final { scan-fpscev-dump-times "kept: a root is conditional" 1 } } */
