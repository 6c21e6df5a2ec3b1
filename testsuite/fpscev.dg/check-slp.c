/* Check mode splits no block (issue 31): each check records a failure
   without a branch, and the record is tested once, before the return, so
   that this straight-line block of float operations, which GCC's
   basic-block vectorizer groups into vectors of four, stays one block:
   three in all with the test's and the failure's.  (The old checks, a
   branch each, made 51 blocks of it.)  The vectorizer's cost model still
   counts the checks' uses of the vectorized values as extractions from
   the vectors, and then finds the vectors not profitable: see "Check
   mode" in the manual.  */
/* { dg-do compile { target i?86-*-* x86_64-*-* } } */
/* { dg-options "-O3 -ffast-math -fplugin-arg-fpscev-check -fplugin-arg-fpscev-dump" } */

void
butterfly (float *restrict out, const short *restrict in)
{
  float x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3];
  float y0 = in[4], y1 = in[5], y2 = in[6], y3 = in[7];
  out[0] = (x0 + y0) * 0.70710678f;
  out[1] = (x1 + y1) * 0.70710678f;
  out[2] = (x2 + y2) * 0.70710678f;
  out[3] = (x3 + y3) * 0.70710678f;
  out[4] = (x0 - y0) * 0.38268343f;
  out[5] = (x1 - y1) * 0.38268343f;
  out[6] = (x2 - y2) * 0.38268343f;
  out[7] = (x3 - y3) * 0.38268343f;
}

/* { dg-final { scan-assembler "fpscev check: butterfly: _\[0-9\]+ = %.21Lg is not in \\\[-65536, 65534\\\] int" } } */
/* { dg-final { scan-fpscev-dump-times "^  <bb \[0-9\]+> " 3 } } */
