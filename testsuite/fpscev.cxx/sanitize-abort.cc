// The sanitizer in C++: the first NaN, made by a member function of a
// class template, is reported with the function's name and the program
// aborts.  Under -flto, lto1 names the function without its class and
// template arguments.
// { dg-do run }
// { dg-options "-fplugin-arg-fpscev-sanitize" }
// { dg-shouldfail "the sanitizer aborts" }
#include <cstdio>

template <typename T>
struct ratio
{
  T num, den;
  __attribute__ ((noipa)) T value () const { return num / den; }
};

volatile double sink;

int
main ()
{
  ratio<double> clean = { 1.0, 4.0 }, nan = { 0.0, 0.0 };
  sink = clean.value ();
  std::fprintf (stderr, "clean\n");
  sink = nan.value ();
  std::fprintf (stderr, "not reached\n");
  return 0;
}

// { dg-output "clean\n\[^\n\]*sanitize-abort.cc:14:\[0-9\]+: runtime error: division 0x0p\\+0 / 0x0p\\+0 is -?nan in function '(T ratio<T>::value\\(\\) const \\\[with T = double\\\]|value)'" }
