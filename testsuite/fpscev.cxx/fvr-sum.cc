// fvr in a C++ function: the final value of a polynomial accumulation
// loop (the power sum of fvr-seed-sum.h in fpscev.dg), in a namespace and
// taking its count by reference, is replaced by its closed form.
// { dg-options "-O2 -fopt-info-optimized -fplugin-arg-fpscev-dump" }

namespace sums
{
  int
  squares (const int &count)
  {
    int result = 0;
    for (int j = 0; j < count; ++j)	// { dg-message "fpscev: loop 1: 1 final value replaced by a closed form of degree 3" }
      result += j * j;
    return result;
  }
}

// { dg-final { scan-fpscev-dump ";; fvr: loop 1: decision: guarded \\(entry test count >= 2\\)" } }
// { dg-final { scan-fpscev-dump ";; fvr: 1 loops changed" } }
