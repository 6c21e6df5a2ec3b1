/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* branches.h -- branches in loops that the rewrites into selects take
   (clamp-sqrt.h, simplify-branches.h): their shape, the loops where a
   branch-free body pays, the test and the decided branch.  */

#ifndef FPSCEV_BRANCHES_H
#define FPSCEV_BRANCHES_H

/* A branch whose two sides meet again: the condition COND ends a block
   whose two edges reach JOIN, each through a block of its own (ARM[i]:
   one predecessor, one successor, no PHI) or straight (ARM[i] NULL);
   IN[0] is the edge into JOIN of the side COND takes when true, IN[1]
   that of the other.  All of it in one loop.  JOIN may have more
   predecessors: the branch is then the inner one of a chain of tests
   whose sides meet at JOIN (an else-if chain, or GCC's threading of a
   second test that one side of the first decides).  */
struct fpscev_branch
{
  gcond *cond;
  basic_block join;
  basic_block arm[2];
  edge in[2];
};

/* Whether JOIN, with exactly two predecessors, joins the sides of a
   branch as struct fpscev_branch describes; if so, fill BR.  */
bool fpscev_match_branch (basic_block join, struct fpscev_branch *br);

/* Whether two of the predecessors of JOIN (which may have more) join the
   sides of a branch as struct fpscev_branch describes; if so, fill BR
   with the first such.  */
bool fpscev_match_inner_branch (basic_block join, struct fpscev_branch *br);

/* Whether ARM, a side of a branch (or NULL, a side without a block),
   holds nothing but STMT (nothing if STMT is NULL), debug statements
   aside.  */
bool fpscev_arm_holds_only_p (basic_block arm, gimple *stmt);

/* Whether BB is a side of a branch on its own (one predecessor, one
   successor, no PHI, ordinary edges) holding nothing but STMT (nothing
   if NULL), debug statements aside.  */
bool fpscev_arm_block_p (basic_block bb, gimple *stmt);

/* Whether the vectorizer may take LOOP of FUN once it is branch-free: an
   innermost loop it may run on, and under GCC's very cheap cost model
   (-O2) one that needs no epilogue (see fpscev_visit_loop_bodies).  Needs
   the scalar evolutions.  */
bool fpscev_vectorizer_may_take_p (function *fun, class loop *loop);

/* Whether BB belongs to an innermost loop of FUN, not as its header, on
   which the vectorizer may run.  */
bool fpscev_loop_body_p (function *fun, basic_block bb);

/* Call VISIT (BB, DATA) for each block BB of FUN that
   fpscev_loop_body_p takes, in a loop the vectorizer may take once it is
   branch-free (under GCC's very cheap cost model, -O2, only a loop whose
   trip count is a constant multiple of 16: elsewhere a scalar loop would
   compute both sides of the branch for every element), after cleaning
   FUN's CFG (the simplifications leave dead branches behind).  */
void fpscev_visit_loop_bodies (function *fun,
			       void (*visit) (basic_block, void *),
			       void *data);

/* The truth value of COND's comparison, as a new boolean assigned just
   before COND.  */
tree fpscev_branch_test (gcond *cond);

/* Make COND always VALUE: the other side is dead, for GCC's CFG
   cleanup.  */
void fpscev_decide_branch (gcond *cond, bool value);

#endif /* FPSCEV_BRANCHES_H */
