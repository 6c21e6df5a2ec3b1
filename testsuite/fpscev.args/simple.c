/* A function with a float value for the argument tests to compile.  */
double
simple (unsigned char c)
{
  return (double) c * 0.5;
}
