/* Machine-readable remarks: with -fsave-optimization-record, each of
   fpscev's changes is a record of kind "success" of the pass "fpscev",
   at the changed code's line, with the ranges in its message; a fact
   that changed nothing is a record of kind "note".  doc/fpscev.texi
   shows the command that counts them over a build.  exp (sin (x)) lies
   in [e^-1, e] (or is NaN), which no GCC knows, so that the test against
   3 is fpscev's on every GCC version.  */
/* { dg-options "-O2 -fsave-optimization-record" } */
#include <math.h>

extern void dead (void);

double
bounded_energy (double x)
{
  double e = exp (sin (x));
  if (e > 3.0)
    dead ();
  return e;
}

int
bucket (int i)
{
  return (int) (sin ((double) i) * 100.0);
}

/* The fields of a record, and of its location, come in an order that
   depends on the GCC version: each is matched by a lookahead.  Braces and
   brackets of the JSON are matched by ".".  */
/* { dg-final { scan-opt-record "^(?=.*\"kind\": \"success\")(?=.*, \"location\": .(\"file\": \"\[^\"\]*\", )?\"line\": 17,)(?=.*\"message\": .\"fpscev: condition is always false: \", .\"expr\": \"e_\[0-9\]+\"., \" in .0.36787944117)" } } */
/* { dg-final { scan-opt-record "^(?=.*\"kind\": \"note\")(?=.*, \"location\": .(\"file\": \"\[^\"\]*\", )?\"line\": 25,)(?=.*\"message\": .\"fpscev: integer range from the float range: \", .\"expr\": \"_\[0-9\]+\"., \" in .-100, 100.)" } } */
/* { dg-final { scan-opt-record "\"name\": \"fpscev\"" } } */
/* { dg-final { scan-assembler-not "dead" } } */
