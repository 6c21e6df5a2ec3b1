/* The missed-optimization remark of a test that fpscev keeps under
   -ftrapping-math (trap-kept.c): the operand's operation may raise
   invalid, which GCC would delete with the test.  The remark goes to the
   dump as to -fopt-info-missed, which GCC's own missed remarks would
   crowd.  */
/* { dg-options "-O2 -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fplugin-arg-fpscev-dump=details" } */
#include <math.h>

extern void dead (void);

void
invalid (double x)
{
  if (!(x >= 0.0 && x <= 0.6931))
    return;
  double d = exp (x) * 1e308 * 1e308;	/* +inf.  */
  double r = d / d;			/* NaN, raises invalid.  */
  if (!isnan (r))
    dead ();
}

/* { dg-final { scan-fpscev-dump-times "trap-kept-remark.c:18:6: missed: fpscev: not simplified: an operation that may raise a floating-point exception would be deleted" 1 } } */
/* { dg-final { scan-assembler "call\[ \t\]+dead|jmp\[ \t\]+dead" } } */
