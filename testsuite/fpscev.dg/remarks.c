/* Remarks users can trust: each -fopt-info-optimized remark is on the
   line of the code it changed, once per change of the source, and only
   for changes of the code.  */
/* { dg-options "-O2 -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern double weight (int);
extern void dead (void);
extern void record (double, double);

/* cdce's errno guard before the inline sqrt has no location of its own:
   its remark is at the sqrt, 25 lines into the function, not at the
   function's first line.  */
double
rms_of_weights (int n, double scale)
{
  double sum = 0.0, peak = 0.0, mean;
  int i;
  if (n <= 0)
    return 0.0;
  for (i = 0; i < n; i++)
    {
      double w = weight (i) * scale;
      sum += w * w;
      if (fabs (w) > peak)
	peak = fabs (w);
    }
  mean = sum / n;
  record (mean, peak);
  if (peak > 1e150)
    {
      record (peak, 0.0);
      peak = 1e150;
    }
  record (sum, peak);
  double energy = exp (mean);
  record (energy, 1.0);
  return sqrt (energy);		/* { dg-message "optimized: fpscev: condition is always true: energy_\[0-9\]+ in \\\[1, \\+inf\\\] nan" } */
}

/* fpclassify and isnormal become several comparisons of x: each source
   test (at its column) is decided once, and reported once; the other
   statements GCC made of it are notes (remarks-note.c).  */
void
classify (unsigned short u)
{
  double x = (double) u + 1.0;
  /* { dg-message "optimized: fpscev: comparison is always true" "fpclassify" { target *-*-* } 49 } */
  if (fpclassify (x) != FP_NORMAL || !isnormal (x))	/* { dg-message "optimized: fpscev: comparison is always false" "isnormal" } */
    dead ();
}

/* The integer range of a conversion changes no code: no remark under
   -fopt-info-optimized (remarks-note.c shows it under -fopt-info-note).  */
int
bucket (int i)
{
  int k = (int) (sin ((double) i) * 100.0);	/* { dg-bogus "integer range" } */
  return k;
}

/* An integer sum of degree 1: GCC's own final value replacement closes
   it, the same way; fpscev leaves it to GCC and does not claim it.  */
int
count_by_three (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-bogus "fpscev: loop" } */
    s += 3;
  return s;
}

/* { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: loop \\(degree 1, left to GCC's final value replacement\\)" } } */
/* { dg-final { scan-assembler-not "dead" } } */
