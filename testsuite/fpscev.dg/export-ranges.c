/* fold-branches.h with fold=off, at GCC's default options: fpscev changes
   no code itself, but on GCC 13 and later it exports its ranges into GCC's
   global range info, and GCC's own passes (VRP, DOM, jump threading)
   remove every dead call with them; GCC 13 alone removes none, GCC 16
   alone six.  GCC 12 has no float ranges: nothing is exported and all
   eight calls stay.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-fold=off -fplugin-arg-fpscev-dump" } */
#include "fold-branches.h"

/* { dg-final { if { [fpscev_gcc_major] >= 13 } { scan-assembler-not "dead" } else { scan-assembler-times "call\[ \t\]+dead|jmp\[ \t\]+dead" 8 } } } */
/* { dg-final { if { [fpscev_gcc_major] >= 13 } { scan-fpscev-dump ";; fpscev: \[0-9\]+ ranges exported to GCC" } else { scan-fpscev-dump-not "exported" } } } */
/* { dg-final { scan-fpscev-dump-not ";; fpscev: \[0-9\]+ changes" } } */
