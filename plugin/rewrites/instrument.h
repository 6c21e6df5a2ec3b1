/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* instrument.h -- what the run-time tests of check mode (check.cc) and of
   the sanitizer (sanitize.cc) share: values GCC cannot see through, tests
   made on a value's bits, static variables and the report on standard
   error.  */

#ifndef FPSCEV_INSTRUMENT_H
#define FPSCEV_INSTRUMENT_H

/* Register the GC roots of the declarations kept across functions, for
   plugin PLUGIN_NAME.  */
void fpscev_instrument_register_roots (const char *plugin_name);

/* Append to SEQ an empty asm whose output is an unsigned 64-bit zero GCC
   cannot see, and return that zero.  */
tree fpscev_append_opaque_zero (gimple_seq *seq);

/* Append to SEQ a copy of NAME that GCC cannot see through (NAME's bits
   or'ed with ZERO, from fpscev_append_opaque_zero), and return it; set
   *BITS to NAME's bits as an unsigned integer of its size (NULL if its
   type has no integer mode of at most 64 bits).  */
tree fpscev_append_opaque_copy (gimple_seq *seq, tree zero, tree name,
				tree *bits);

/* The kinds of values a test on the bits finds.  */
enum fpscev_value_class
{
  FPSCEV_CLASS_NONFINITE,	/* A NaN or an infinity.  */
  FPSCEV_CLASS_NAN,
  FPSCEV_CLASS_INF
};

/* Append to SEQ the test whether V is of class WHICH, made on V's bits
   (its exponent field all ones, and its fraction), which GCC cannot fold
   away under -ffinite-math-only; return the boolean, or NULL if V's
   format has no such fields or the target no integer mode of V's size
   (x87 long double is 96 bits with -m32).  */
tree fpscev_append_class_test (gimple_seq *seq, tree v,
			       enum fpscev_value_class which);

/* Whether fpscev_append_class_test can test values of TYPE.  */
bool fpscev_class_testable_p (tree type);

/* A new static, read-only if INIT is given, artificial variable of TYPE
   named after PREFIX, initialized to INIT (NULL: zero).  */
tree fpscev_static_variable (tree type, const char *prefix, tree init);

/* Append to SEQ the call dprintf (2, FORMAT, ARGS...): the report on
   standard error, which needs no stdio.  */
void fpscev_append_report (gimple_seq *seq, tree format,
			   const vec<tree> &args);

#endif /* FPSCEV_INSTRUMENT_H */
