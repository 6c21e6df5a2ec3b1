/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* export.cc -- give fpscev's ranges to GCC (GCC 13 and later): every
   float SSA name whose range says something gets it as global range info,
   which GCC's later passes (VRP, DOM, jump threading...) fold with; but
   not the NaN or infinity an operation raising an exception gives.  */

#include "compat.h"
#include "engine.h"
#include "gcc-frange.h"
#include "export.h"
#include "fp-exceptions.h"

/* Whether R, the range of NAME, holds only the NaN or an infinity that an
   operation which may raise a floating-point exception gives, under
   -ftrapping-math: given to GCC, it would let GCC decide the tests of
   NAME and delete the operation with its exception, which fpscev's own
   simplifications keep (fp-exceptions.h).  GCC's ranger likewise gives no
   single infinity for an overflow under -ftrapping-math (PR107608).  */
static bool
exception_outcome_p (struct fpscev_analysis *a, tree name, const fr_range *r)
{
  return (!fr_has_finite_p (r)
	  && opt_for_fn (a->fun->decl, flag_trapping_math)
	  && fpscev_may_raise (a, SSA_NAME_DEF_STMT (name)) != 0);
}

unsigned
fpscev_export_ranges (struct fpscev_analysis *a)
{
  if (!a->gcc_ranges || !fpscev_export_p (&a->fp))
    return 0;
  unsigned n = 0;
  for (unsigned i = 1; i < a->values.length (); i++)
    {
      const fpscev_value *v = a->values[i];
      tree name = ssa_name (i);
      if (!v || v->imag || !name || SSA_NAME_IN_FREE_LIST (name)
	  || fpscev_no_fact_p (&a->fp, &v->r)
	  || exception_outcome_p (a, name, &v->r))
	continue;
      n += fpscev_set_gcc_range (name, &v->r);
    }
  return n;
}
