/* The sanitized loops of sanitize-loop-vect.c under -ffast-math, where
   GCC vectorizes reductions: a sum the loop carries is tested on leaving
   the loop, on its last value, which is a NaN or an infinity if any of
   the sums was, so that the reduction stays one the vectorizer takes;
   square roots (.SQRT, no call under -fno-math-errno) record their
   failures as the other operations do.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O3 -ffast-math -fno-ipa-icf -fopt-info-optimized -fplugin-arg-fpscev-sanitize" } */

/* A sum of squares.  */
double
energy (const double *x, int n)	/* { dg-message "sanitize: 3 checks kept, 0 removed" } */
{
  double s = 0.0;
  for (int i = 0; i < n; i++)	/* { dg-message "sanitized loop: 3 checks reported at its exits" } */
    s += x[i] * x[i];		/* { dg-message "loop vectorized" "" { target *-*-* } 15 } */
  return s;
}

/* Square roots of differences.  */
void
roots (float *restrict out, const float *restrict a,	/* { dg-message "sanitize: 4 checks kept, 0 removed" } */
       const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "sanitized loop: 4 checks reported at its exits" } */
    out[i] = __builtin_sqrtf (a[i] - b[i]); /* { dg-message "loop vectorized" "" { target *-*-* } 25 } */
}

/* The checks at the exits: the sum's on its last value.  */
/* { dg-final { scan-assembler "runtime error: addition is %a on leaving the loop in function 'energy'" } } */
