/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* sanitize-impl.h -- internals of the finite-math sanitizer shared by
   its files: the state of the instrumentation of a function, the loop
   sites, and the functions each file gives the others.  sanitize.cc
   finds the sites and tests them with branches, sanitize-loops.cc tests
   those of reduction loops at the loops' exits, sanitize-report.cc
   writes the reports.  Only sanitize*.cc include it; not part of the
   API (see sanitize.h).  */

#ifndef FPSCEV_SANITIZE_IMPL_H
#define FPSCEV_SANITIZE_IMPL_H

#include "instrument.h"
#include "sanitize.h"

/* How a site is tested.  */
enum site_form
{
  /* A branch to its report right after its definition.  */
  FORM_BRANCH,
  /* In a reduction loop: its failures recorded, reported at the loop's
     exits.  */
  FORM_LOOP,
  /* A value a reduction loop carries: its last value tested at the
     loop's exits (exit_form_p).  */
  FORM_EXIT
};

/* A site in a reduction loop LOOP, NAME, tested in FORM, the ORDERth
   statement of an iteration (order_loop_sites): FORM_LOOP's records are
   RECORDS records from FIRST_RECORD on.  */
struct loop_site
{
  tree name;
  class loop *loop;
  enum site_form form;
  unsigned order, first_record, records;
};

/* The instrumentation of one function.  */
struct sanitize_state
{
  function *fun;
  /* The ranges, or NULL.  */
  struct fpscev_analysis *a;
  enum fpscev_value_class tested;
  /* An unsigned 64-bit zero GCC cannot see through, and the asm that
     defines it, at the start of the function, after which the parameters
     are tested.  */
  tree zero;
  gimple *entry;
  /* Where the next parameter is tested, at the start of: the block after
     the test of the last one, or NULL (after ENTRY).  */
  basic_block params_next;
  /* sanitize-recover: by message, the static flag of whether the site was
     reported: the sites of one position and operation, such as GCC's
     copies of a call on both paths of cdce's test, are one.  */
  hash_map<nofree_string_hash, tree> *reported;
  /* The reduction loops (fpscev_reduction_loops) whose sites record
     their failures, by number, or NULL; the records of those sites'
     values (sanitize_site_values), each site's in a row; those sites.  */
  sbitmap loops;
  auto_vec<struct fpscev_loop_record> records;
  auto_vec<struct loop_site> loop_sites;
  /* The sites tested, and those the ranges spare.  */
  unsigned kept, removed;
};

/* sanitize.cc: the tests.  */

/* Append to SEQ the test whether NAME is of the class tested, made on an
   opaque copy of it, and return the boolean; set *BITS to the copy's
   bits (fpscev_append_opaque_copy).  */
tree sanitize_append_site_test (struct sanitize_state *ss, gimple_seq *seq,
				tree name, tree *bits);

/* Insert SEQ, which ends with COND, the test of the site of the report
   PRINT of text TEXT, at GSI (after the statement there if AFTER), and
   branch, if COND holds, to a new block that reports the site; return
   the block where the program goes on.  */
basic_block sanitize_branch_to_report (struct sanitize_state *ss,
				       gimple_stmt_iterator *gsi, bool after,
				       gimple_seq seq, gcond *cond,
				       gimple_seq print, const char *text);

/* sanitize-report.cc: the reports.  */

/* The index of CODE among the arithmetic operations that make a NaN or
   an infinity of finite operands (addition, subtraction, multiplication,
   division), or -1.  */
int sanitize_operation_index (enum tree_code code);

/* The printf conversion of a value of TYPE, a float or an integer, and
   in *TO the type it prints: a double, or a long double for the wider
   floats; a long long, or a long double for the wider integers.  NULL if
   TYPE is neither.  */
const char *sanitize_printf_conversion (tree type, tree *to);

/* The size of the values of TYPE, a float or an integer, if
   sanitize_value_bits can take their bits: at most 64 bits, of an
   integer mode; else 0.  */
unsigned sanitize_bits_size (tree type);

/* The bits of the value V (sanitize_bits_size), as an unsigned integer
   of its size, appended to SEQ.  */
tree sanitize_value_bits (gimple_seq *seq, tree v);

/* Push to VALUES the values the report of the site NAME prints, in order:
   its definition's operands, then NAME.  */
void sanitize_site_values (tree name, vec<tree> *values);

/* Append to SEQ the report of the site NAME on standard error: in the
   branch form (RECORDS NULL), with NAME's value and its operands'; in
   the loop form, with those its RECORDS hold (sanitize_site_values); at
   a loop's exit (AT_EXIT), NAME's last value.  Return its text (in GC
   memory).  */
const char *sanitize_append_report (struct sanitize_state *ss,
				    gimple_seq *seq, tree name,
				    const struct fpscev_loop_record *records,
				    bool at_exit);

/* sanitize-loops.cc: the reduction loops.  */

/* Whether the sites of FUN's loops may wait for the exits: where GCC
   vectorizes the loops whose iterations it has to count (not with the
   very cheap cost model of -O2, which leaves them scalar, where the
   records cost more than branches: rms in bench/sanitize.md).  Then the
   dead branches the ranges' folds leave behind, which the niter analysis
   would walk, are removed.  */
bool sanitize_prepare_loops (function *fun);

/* The reduction loops of FUN whose sites may wait for the exits (no
   statement of theirs lets a float escape), or NULL.  */
sbitmap sanitize_reduction_loops (function *fun);

/* Move from SITES to SS's loop sites those of its reduction loops, but
   for the loops where a site keeps its branch or whose records would
   hold too many values.  */
void sanitize_classify_sites (struct sanitize_state *ss, vec<tree> *sites);

/* Instrument SS's loop sites: record those of FORM_LOOP, and test them
   all on their loops' exits, in the order of an iteration.  */
void sanitize_instrument_loop_sites (struct sanitize_state *ss);

#endif /* FPSCEV_SANITIZE_IMPL_H */
