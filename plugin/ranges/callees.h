/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* callees.h -- which function a direct call runs, whether what fpscev
   recorded of that function's body holds at the call, and the floating-
   point exceptions each function analysed may raise.

   GCC compiles most callees before their callers.  What fpscev learns of
   a function's body (return-ranges.h, and the exceptions here) may be
   used at a call only where that body is the one the program runs (not
   interposable, not weak, not noipa) and is compiled with the caller's
   options.  */

#ifndef FPSCEV_CALLEES_H
#define FPSCEV_CALLEES_H

/* Whether the functions FNDECL1 and FNDECL2 are compiled with the same
   options (their own optimize and target attributes, or none).  */
bool fpscev_same_options_p (tree fndecl1, tree fndecl2);

/* The declaration of the function whose body the direct call CALL in the
   current function runs, through aliases, if what was recorded of that
   body may be used at CALL (see above); else NULL_TREE.  */
tree fpscev_known_callee (gcall *call);

/* Whether the direct call CALL may run a function defined in this unit
   under the name of the function it calls (a cos of the unit's own): GCC
   keeps the built-in function code of a library function the unit
   defines, so gimple_call_combined_fn still names it, but none of the
   library's facts hold of the unit's body.  */
bool fpscev_unit_defines_callee_p (gcall *call);

/* Record that the function FNDECL, analysed, may raise the exceptions
   MASK (of fpscev_fp_exception, fp-exceptions.h).  */
void fpscev_record_raises (tree fndecl, int mask);

/* The exceptions the function CALL runs was recorded to raise, if it may
   be used at CALL; else -1.  */
int fpscev_recorded_raises (gcall *call);

/* Free the records at the end of the compilation (PLUGIN_FINISH of the
   plugin NAME).  */
void fpscev_callees_register (const char *name);

#endif /* FPSCEV_CALLEES_H */
