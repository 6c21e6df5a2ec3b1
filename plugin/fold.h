/* fold.h -- code changes justified by float ranges.  */

#ifndef FPSCEV_FOLD_H
#define FPSCEV_FOLD_H

struct fpscev_analysis;

/* Apply to A's function every change its ranges justify (see fold.cc),
   reporting each through the optimization records.  Returns the number of
   changes.  */
unsigned fpscev_fold_function (struct fpscev_analysis *a);

#endif /* FPSCEV_FOLD_H */
