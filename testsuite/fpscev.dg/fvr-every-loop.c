/* Every loop of a function gets exactly one decision line in the dump:
   its decision or the reason it is not replaced, "enclosing loop
   replaced" for the loops of a nest replaced as a whole, and "no value
   used after the loop" for loops that leave nothing to the code after
   them.  Six loops here: a nest of two (replaced as a whole), a store
   loop and a nest of three (the outer loop's value comes from two deep;
   the middle loop's nest is replaced behind a guard, and the inner loop
   gets its own guard for the small counts).  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

unsigned
nest2 (unsigned n)
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      r += j;
  return r;
}

void
store (unsigned *a, unsigned n)
{
  for (unsigned j = 0; j < n; j++)
    a[j] = j * j + 1;
}

unsigned
nest3 (unsigned n)
{
  unsigned r = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      for (unsigned k = 0; k < j; k++)
	r += k * j;
  return r;
}

/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: (decision|not replaced):" 6 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: not replaced: enclosing loop replaced" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: not replaced: value of a loop nested two deep" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: not replaced: no value used after the loop" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: decision:" 3 } } */
