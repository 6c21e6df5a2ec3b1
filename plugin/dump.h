/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* dump.h -- the dump file's header line of each function, and where
   remarks go.  */

#ifndef FPSCEV_DUMP_H
#define FPSCEV_DUMP_H

/* Write the line that opens the pass's lines for function FUN.  */
void fpscev_dump_header (function *fun);

/* The statement whose location a remark about STMT carries: STMT if it
   has a location, else the nearest statement that has one (GCC makes some
   statements without, such as cdce's errno guard before an inline sqrt;
   -fopt-info would report them at the function's first line).  */
const gimple *fpscev_remark_where (gimple *stmt);

/* The -fopt-info kind of the remark of a test decided at WHERE:
   MSG_OPTIMIZED_LOCATIONS for the first decided at its source position
   in the current function, MSG_NOTE for the further ones there (the
   other statements GCC made of the same source test: one change of the
   source, one remark under -fopt-info-optimized).  */
dump_flags_t fpscev_remark_kind (const gimple *where);

/* loop_optimizer_init (FLAGS) without GCC's dump of the loops, which
   would repeat the one the pass writes.  */
void fpscev_init_loops_quietly (unsigned flags);

#endif /* FPSCEV_DUMP_H */
