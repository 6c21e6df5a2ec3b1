/* Loop nests closed from the inside out (chrec-nest.cc): the triangle of
   j * j is a polynomial of degree 4 in n, replaced as a whole, its inner
   loop with it.  The rectangle's inner loop runs m times at every outer
   iteration it enters; the pairs' inner loop is bypassed at the last;
   both need conditions checked before the nest, and so go behind a
   guard.  Nests whose inner loop is entered on a test unrelated to its
   count, or whose inner count is not affine, are kept, and their inner
   loops are replaced on their own.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump=details -fplugin-arg-fpscev-fvr=always" } */

unsigned
triangle (unsigned n)
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      r += j * j;
  return r;
}

unsigned
pairs (int n)
{
  unsigned r = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      r += (unsigned) i * 2u + (unsigned) j;
  return r;
}

unsigned
odd_rows (unsigned n)
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    if (i & 1)
      for (unsigned j = 0; j < n; j++)
	r += j;
  return r;
}

unsigned
square_rows (unsigned n)
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i * i; j++)
      r += j;
  return r;
}

/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: chrec r_\[0-9\]+ = .0, ., 0, ., 1, ., 3, ., 2.\n" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: decision: closed form .fvr=always." 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 2: not replaced: enclosing loop replaced" 1 } } */
/* { dg-final { scan-fpscev-dump-times "decision: guarded .fvr=always; trip count assumptions." 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: not replaced: inner loop's entry test not on its count" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 1: not replaced: inner trip count not affine" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop 2: decision: closed form .fvr=always." 3 } } */
