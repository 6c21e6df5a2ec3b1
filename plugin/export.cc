/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* export.cc -- give fpscev's ranges to GCC (GCC 13 and later): every
   float SSA name whose range says something gets it as global range info,
   which GCC's later passes (VRP, DOM, jump threading...) fold with.  */

#include "compat.h"
#include "engine.h"
#include "gcc-frange.h"
#include "export.h"

unsigned
fpscev_export_ranges (struct fpscev_analysis *a)
{
  if (!fpscev_export_p (&a->fp))
    return 0;
  unsigned n = 0;
  for (unsigned i = 1; i < a->values.length (); i++)
    {
      const fpscev_value *v = a->values[i];
      tree name = ssa_name (i);
      if (!v || v->imag || !name || SSA_NAME_IN_FREE_LIST (name)
	  || fpscev_no_fact_p (&a->fp, &v->r))
	continue;
      n += fpscev_set_gcc_range (name, &v->r);
    }
  return n;
}
