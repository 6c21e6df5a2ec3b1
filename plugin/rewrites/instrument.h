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

/* Append to SEQ a load of the memory variable VAR and return it.  */
tree fpscev_append_load (gimple_seq *seq, tree var);

/* The loops whose run-time tests wait for the exits.  */

/* Whether STMT may keep the program from reaching a test after it: a
   call not known to return (exit, abort, longjmp, execl, which GCC does
   not mark noreturn, or any function that may call them or loop forever)
   or an asm with side effects (a volatile one, which may make a system
   call such as exit).  */
bool fpscev_stmt_may_leave_p (gimple *stmt);

/* Push to POINTS the returns of FUN and its statements that may leave
   (fpscev_stmt_may_leave_p).  */
void fpscev_leave_points (function *fun, vec<gimple *> *points);

/* The reduction loops of FUN, by number, or NULL if FUN has no loop: its
   innermost loops that hold none of POINTS (fpscev_leave_points), end
   (GCC's niter analysis bounds their iterations, so that their exits
   come), leave by normal edges only and, if TAKES is given, that TAKES
   accepts.  A test in such a loop may record its failures in
   reductions (fpscev_append_loop_record), which the vectorizer takes,
   and report them at the loop's exits.  */
sbitmap fpscev_reduction_loops (function *fun, vec<gimple *> *points,
				bool (*takes) (class loop *));

/* The exits of the innermost LOOP of FUN: the edges that leave the blocks
   whose loop is LOOP (without the dominators).  */
auto_vec<edge> fpscev_loop_exits (function *fun, class loop *loop);

/* Whether LOOP carries NAME from one iteration to the next: NAME is the
   result of a PHI of its header or the value such a PHI takes from the
   latch.  A test inside the loop would be one more use of a reduction's
   value, which keeps the vectorizer from vectorizing the reduction.  */
bool fpscev_carried_name_p (class loop *loop, tree name);

/* The record of the failing values of one test in a reduction loop: ANY
   holds the OR of their bits, ALL their AND (memory variables of the
   function, which update_ssa and execute_update_addresses_taken turn
   into SSA names): no failure leaves them 0 and all ones, one value or
   several equal ones leave both that value's bits.  */
struct fpscev_loop_record
{
  tree any, all;
};

/* Append to SEQ the recording, in a new record of FUN, of VBITS (the
   bits of a value, an unsigned integer) if FAILED (a boolean): ANY |=
   MASK & VBITS and ALL &= ~MASK | VBITS, where MASK is all ones if
   FAILED.  */
struct fpscev_loop_record fpscev_append_loop_record (gimple_seq *seq,
						     function *fun,
						     tree failed, tree vbits);

/* Append to SEQ the reading of REC: return whether it records no failure
   (a boolean), and set *ANY to its OR and *EXACT to whether the values
   recorded were one (a boolean).  */
tree fpscev_append_record_read (gimple_seq *seq,
				const struct fpscev_loop_record *rec,
				tree *any, tree *exact);

#endif /* FPSCEV_INSTRUMENT_H */
