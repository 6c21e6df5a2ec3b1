/* Issue 37: fmin and fmax inline where the ranges allow, at GCC's
   default -ftrapping-math: minimums and maximums of numbers, selects of
   numbers that may be zeros (see fminmax-values.h).  */
#include "fminmax-values.h"
