/* What changed no code, or was reported already at the same source
   position, goes to -fopt-info-note (here -fopt-info-note-loop, the
   group of the pass, without the other passes' notes; remarks.c checks that
   -fopt-info-optimized leaves it out).  */
/* { dg-options "-O2 -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fno-tree-slp-vectorize -fno-tree-loop-vectorize -fopt-info-note-loop" } */
#include <math.h>

extern void dead (void);

/* The integer range of the conversion is a fact for GCC's later passes,
   not a change of the code.  */
int
bucket (int i)
{
  return (int) (sin ((double) i) * 100.0);	/* { dg-message "note: fpscev: integer range from the float range: _\[0-9\]+ in \\\[-100, 100\\\]" } */
}

/* The first change at a source position is the remark under
   -fopt-info-optimized; the other statements GCC made of the same test
   are notes.  */
void
classify (unsigned short u)
{
  double x = (double) u + 1.0;
  /* { dg-message "note: fpscev: comparison is always true: x_\[0-9\]+ in \\\[1, 65536\\\] int, x_" "isnan" { target *-*-* } 27 } */
  /* { dg-message "note: fpscev: condition is always true" "test" { target *-*-* } 27 } */
  if (fpclassify (x) != FP_NORMAL || !isnormal (x))	/* { dg-message "note: fpscev: comparison is always false" "isnormal" } */
    dead ();
}
