// A template instantiated for float and for double: in each instance
// fpscev bounds exp (sin (x)) by e^-1 and e (NaN apart), decides the test
// against 3 and removes the call to dead () that g++ alone keeps.  GCC 13
// to 16 know no range of exp, so that the test is fpscev's on every GCC
// version.
// { dg-options "-O2 -fopt-info-optimized" }
// exp of sin's range can set no errno: the call becomes const (reported
// at the call, and in <cmath> for std::exp (float)).
// { dg-allow-message "fpscev: call cannot set errno" }
#include <cmath>

extern void dead ();

template <typename T>
T
bounded_exp (T x)
{
  T e = std::exp (std::sin (x));
  if (e > T (3))		// { dg-message "condition is always false: \[a-z_\]*\[0-9\]+ in \\\[0.36787942, " "float" }
    dead ();			// { dg-message "condition is always false: \[a-z_\]*\[0-9\]+ in \\\[0.36787944117\[0-9\]*, " "double" { target *-*-* } 19 }
  return e;
}

template float bounded_exp<float> (float);
template double bounded_exp<double> (double);

// { dg-final { scan-assembler-not "dead" } }
