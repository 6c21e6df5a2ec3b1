/* A loop whose accumulator lives in memory: at -O3 GCC moves the load and
   the store out of the loop before fpscev runs, leaving a loop with
   virtual PHIs and no stores; its guarded version must keep the memory
   state consistent.  Compared with the same code at -O0.  */
/* { dg-options "-fplugin-arg-fpscev-fvr-threshold=2" } */

extern void abort (void);

struct pair { int x; int y; };
struct pair g, g_ref;

__attribute__ ((noipa)) void
acc (int n)
{
  for (int i = 0; i < n; i++)
    g.y += g.x * g.x + i;
}

__attribute__ ((noipa, optimize ("O0"))) void
acc_ref (int n)
{
  for (int i = 0; i < n; i++)
    g_ref.y += g_ref.x * g_ref.x + i;
}

int
main (void)
{
  static const int counts[] = { -5, 0, 1, 2, 3, 7, 100, 1000 };
  for (unsigned i = 0; i < sizeof counts / sizeof counts[0]; i++)
    {
      g.x = g_ref.x = 3 + i;
      g.y = g_ref.y = -7;
      acc (counts[i]);
      acc_ref (counts[i]);
      if (g.y != g_ref.y)
	abort ();
    }
  return 0;
}
