/* Shared by the fvr tests of counters that may wrap (fvr-assumptions.c,
   fvr-wide-sum.c): whether a loop ends.  */

/* Whether the loop "for (j = S; j CMP N; j += STEP)" over a counter of
   MOD values ends (CMP: 0 for <, 1 for <=, 2 for !=, 3 for >).  */
static int
ends (unsigned long s, unsigned long n, unsigned long step, int cmp,
      unsigned long mod)
{
  unsigned long j = s;
  for (unsigned long i = 0; i <= mod; i++)
    {
      int go = (cmp == 0 ? j < n : cmp == 1 ? j <= n : cmp == 2 ? j != n
		: j > n);
      if (!go)
	return 1;
      j = (j + step) % mod;
    }
  return 0;
}
