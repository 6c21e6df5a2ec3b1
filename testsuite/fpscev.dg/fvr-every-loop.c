/* Every loop of a function gets exactly one decision line in the dump:
   innermost loops their decision or the reason they are not replaced,
   outer loops "not replaced: inner loops", and loops that leave no value
   to the code after them "not replaced: no value used after the loop".
   Six loops here: a nest of two, a store loop and a nest of three.  */
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
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: not replaced: inner loops" 3 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: not replaced: no value used after the loop" 1 } } */
/* { dg-final { scan-fpscev-dump-times ";; fvr: loop \[0-9\]+: decision:" 2 } } */
