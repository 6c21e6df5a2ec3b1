/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* compat.h -- the GCC headers fpscev needs, and the differences between GCC
   versions, in one place.  Every GCC-aware file of the plugin includes this
   first and nothing else from GCC.  */

#ifndef FPSCEV_COMPAT_H
#define FPSCEV_COMPAT_H

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "tree-pass.h"
#include "context.h"
#include "diagnostic-core.h"
#include "dumpfile.h"
#include "fold-const.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "cfgloop.h"
#include "tree-cfg.h"
#include "realmpfr.h"
#include "stringpool.h"
#include "attribs.h"
#include "builtins.h"
#include "internal-fn.h"
#include "value-range.h"
#include "gimple-range.h"
#include "tree-ssanames.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "opts.h"
#include "toplev.h"
#include "target.h"
#include "cfganal.h"
#include "gimple-fold.h"
#include "langhooks.h"
#include "tree-into-ssa.h"
#include "tree-cfgcleanup.h"
/* For final value replacement (chrec*.cc, fvr-*.cc, gimple-seq.cc).  */
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-inline.h"
#include "tree-eh.h"
#include "gimplify.h"
#include "gimplify-me.h"
/* For the return ranges (return-ranges.cc).  */
#include "cgraph.h"

#if GCCPLUGIN_VERSION_MAJOR < 12 || GCCPLUGIN_VERSION_MAJOR > 16
# error "fpscev supports GCC 12 to 16"
#endif

/* A checking build of fpscev (configure --enable-checking) checks the
   glue's invariants even with a GCC built without checking, as release
   compilers are.  */
#ifdef FPSCEV_CHECKING
# undef gcc_checking_assert
# define gcc_checking_assert(EXPR) gcc_assert (EXPR)
#endif

/* The plugin is built with -fvisibility=hidden, so that the dynamic
   loader resolves only GCC's symbols when GCC loads it (calls between the
   plugin's own functions need no lookup): the two symbols GCC looks up
   are exported with this.  */
#define FPSCEV_EXPORT __attribute__ ((visibility ("default")))

/* GCC 13 has float ranges (class frange) in its ranger and on SSA names.  */
#define FPSCEV_GCC_HAS_FRANGE (GCCPLUGIN_VERSION_MAJOR >= 13)

/* GCC 16 takes the conversion of a float to an integer type to be
   defined, as C requires of the program: its ranger concludes from
   `(int) x <= 5' that X is below 6 and not NaN, although x86 converts NaN
   to INT_MIN.  GCC 12 to 15 do not.  */
#define FPSCEV_GCC_ASSUMES_DEFINED_CONVERSIONS (GCCPLUGIN_VERSION_MAJOR >= 16)

/* The case labels of the calls of a math function ID of frange-libm.def
   (GCC's CASE_CFN_<ID>, whose header case-cfn-macros.h plugins do not
   get): the built-in functions of double, float and long double, and
   the internal function where GCC 12 to 16 all have one.  */
#define FPSCEV_CASE_CFN_BUILTIN(ID)					\
  case CFN_BUILT_IN_##ID: case CFN_BUILT_IN_##ID##F:			\
  case CFN_BUILT_IN_##ID##L
#define FPSCEV_CASE_CFN_IFN(ID)						\
  case CFN_##ID: FPSCEV_CASE_CFN_BUILTIN (ID)

/* The last statement of BB other than a debug statement, or NULL: what
   GCC 12 and 13 called last_stmt, which GCC 14 removed.  */
static inline gimple *
fpscev_last_stmt (basic_block bb)
{
  gimple_stmt_iterator gsi = gsi_last_nondebug_bb (bb);
  return gsi_end_p (gsi) ? NULL : gsi_stmt (gsi);
}

#endif /* FPSCEV_COMPAT_H */
