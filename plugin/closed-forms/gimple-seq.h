/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* gimple-seq.h -- straight-line GIMPLE sequences built off the CFG for
   the final value replacement: gimplifying into them, checking them and
   their time cost.  */

#ifndef FPSCEV_GIMPLE_SEQ_H
#define FPSCEV_GIMPLE_SEQ_H

/* Gimplify EXPR into a value, appending the statements to SEQ.  */
tree fvr_gimplify_append (gimple_seq *seq, tree expr);

/* Whether every statement of SEQ is an assignment.  */
bool fvr_straight_line_p (gimple_seq seq);

/* The time cost of STMT: its estimate_num_insns time weight, scaled for
   operations on integers wider than a word, which expand into several
   word operations: a multiplication into three multiplications and two
   additions (x6), a shift into shifts that merge two words (x4), an
   addition into an addition with carry (x2).  A division by a constant,
   which estimate_num_insns counts as one operation, costs 4: a
   multiplication by the reciprocal, shifts and an addition.  */
int fvr_stmt_cost (gimple *stmt);

/* The time cost of SEQ: the sum of its statements' costs.  */
int fvr_seq_cost (gimple_seq seq);

#endif /* FPSCEV_GIMPLE_SEQ_H */
