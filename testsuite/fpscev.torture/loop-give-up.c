/* Twelve float PHIs in a chain need more visits of the loop than the walk
   allows (MAX_VISITS): it gives up on them, tries the narrower ranges
   their back edges gave, and when those are no fixpoint restores every
   PHI's range.  q, whose range it did not narrow, was restored to the
   empty range; check mode then aborted on q's first value.  */

int __attribute__ ((noipa))
count (int n, double z)
{
  double p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0;
  double p8 = 0, p9 = 0, p10 = 0, p11 = 0, q = z;
  int hits = 0;
  for (int i = 0; i < n; i++)
    {
      if (q >= 0.0)
	hits++;
      p11 = p10; p10 = p9; p9 = p8; p8 = p7; p7 = p6; p6 = p5;
      p5 = p4; p4 = p3; p3 = p2; p2 = p1; p1 = p0; p0 = p0 + 1.0;
      q = q * 0.5 + z + p11;
    }
  return hits;
}

int
main (void)
{
  if (count (10, 1.0) != 10 || count (3, -1.0) != 0)
    __builtin_abort ();
  return 0;
}
