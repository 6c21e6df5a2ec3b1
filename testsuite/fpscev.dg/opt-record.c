/* Machine-readable remarks: with -fsave-optimization-record, each of
   fpscev's changes is a record of kind "success" of the pass "fpscev",
   at the changed code's line, with the ranges in its message; a fact
   that changed nothing is a record of kind "note".  doc/fpscev.texi
   shows the command that counts them over a build.  */
/* { dg-options "-O2 -fsave-optimization-record" } */
#include <math.h>

extern double weight (int);

double
energy_root (int n)
{
  double sum = 0.0;
  for (int i = 0; i < n; i++)
    sum += weight (i);
  double e = exp (sum);
  return sqrt (e);
}

int
bucket (int i)
{
  return (int) (sin ((double) i) * 100.0);
}

/* Braces and brackets of the JSON are matched by ".".  */
/* { dg-final { scan-opt-record "^.\"kind\": \"success\", \[^\\n\]*\"location\": .\"line\": 18, \[^\\n\]*\"message\": .\"fpscev: condition is always true: \", .\"expr\": \"e_\[0-9\]+\"., \" in .0, \\+inf. nan" } } */
/* { dg-final { scan-opt-record "^.\"kind\": \"note\", \[^\\n\]*\"location\": .\"line\": 24, \[^\\n\]*\"message\": .\"fpscev: integer range from the float range: \", .\"expr\": \"_\[0-9\]+\"., \" in .-100, 100." } } */
/* { dg-final { scan-opt-record "\"name\": \"fpscev\"" } } */
