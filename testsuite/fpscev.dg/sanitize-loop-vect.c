/* The sanitizer keeps the loops the vectorizer vectorizes (issue 38): in
   a loop whose iterations GCC bounds and whose float values decide no
   branch and become nothing else, each test ORs and ANDs the bits of the
   failing values into reductions, reported at the loop's exits (sums:
   sanitize-loop-vect-fast.c).  A loop whose floats become integers keeps
   its branches.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O3 -fno-ipa-icf -fopt-info-optimized -fplugin-arg-fpscev-sanitize" } */

/* A gain: the loads and the products.  */
void
gain (float *restrict out, const float *restrict in, int n, float g)	/* { dg-message "sanitize: 3 checks kept, 0 removed" } */
{
  for (int i = 0; i < n; i++)	/* { dg-message "sanitized loop: 2 checks reported at its exits" } */
    out[i] = in[i] * g;		/* { dg-message "loop vectorized" "" { target *-*-* } 14 } */
}

/* Two inputs mixed.  */
void
mix (float *restrict out, const float *restrict a, const float *restrict b,	/* { dg-message "sanitize: 5 checks kept, 0 removed" } */
     int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "sanitized loop: 5 checks reported at its exits" } */
    out[i] = 0.5f * a[i] + 0.25f * b[i]; /* { dg-message "loop vectorized" "" { target *-*-* } 23 } */
}

/* The loaded values become integers, which may index memory: a NaN
   there could crash the program before the exits report it.  */
void
quantize (int *restrict out, const float *restrict in, int n)	/* { dg-message "sanitize: 2 checks kept, 0 removed" } */
{
  for (int i = 0; i < n; i++)	/* { dg-bogus "sanitized loop" } */
    out[i] = (int) (in[i] * 256.0f);
}
