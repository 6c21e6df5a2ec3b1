/* The second translation unit of lto.exp's program: calls norm with a
   value GCC cannot fold, so that the test in norm is left to fpscev.  */
double norm (double);

volatile double input = 0.5;

int
main (void)
{
  return norm (input) > 3.0;
}
