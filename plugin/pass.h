/* pass.h -- the fpscev GIMPLE pass.  */

#ifndef FPSCEV_PASS_H
#define FPSCEV_PASS_H

/* Register the fpscev pass with GCC's pass manager, for plugin NAME.  */
void fpscev_register_pass (const char *name);

#endif /* FPSCEV_PASS_H */
