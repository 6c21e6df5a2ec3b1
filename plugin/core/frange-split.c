/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-split.c -- deciding a goal on a slice by subdivision (frange.h):
   interval evaluation forgets that the terms of an expression come from
   the same inputs, an error that shrinks with the width of the inputs'
   ranges; bisecting the inputs where the goal is undecided, and only
   there, recovers it where the goal is near.  Each piece is evaluated by
   the caller's fold, so each is as sound as the caller's operations, and
   narrowed by the values' affine forms (frange-affine.c) where the
   caller gives them, whose error is of the second order in the pieces'
   widths, the intervals' of the first.  */

#include <stdlib.h>
#include "frange-impl.h"

bool
fr_bisect (const fr_range *a, fr_range *low, fr_range *high)
{
  struct fri_state state;
  mpfr_t mid, half;
  fr_range m;

  FRI_ASSERT (fr_has_finite_p (a) && !fr_maybe_nan_p (a)
	      && !fr_maybe_ninf_p (a) && !fr_maybe_pinf_p (a));
  fri_enter_wide (&state);
  mpfr_inits2 (a->fmt->prec, mid, half, (mpfr_ptr) 0);
  /* Halving is exact in the widest exponent range, and the sum rounded
     down stays at or above the lower bound and below the upper one.  */
  mpfr_div_2ui (mid, a->lo, 1, MPFR_RNDN);
  mpfr_div_2ui (half, a->hi, 1, MPFR_RNDN);
  mpfr_add (mid, mid, half, MPFR_RNDD);
  fri_restore (&state);
  fr_init (&m, a->fmt);
  fr_set_value (&m, mid);
  /* The values up to the middle and those above it.  */
  fr_refine_compare (low, a, FR_LE, &m);
  fr_refine_compare (high, a, FR_GT, &m);
  fr_clear (&m);
  mpfr_clears (mid, half, (mpfr_ptr) 0);
  return (!fr_empty_p (low) && !fr_empty_p (high) && !fr_equal_p (low, a)
	  && !fr_equal_p (high, a));
}

/* The state of fr_split_decide.  */
struct split
{
  const fr_slice *s;
  /* The ranges of the inputs and operations, and pointers to them.  */
  fr_range *values;
  const fr_range **ptrs;
  int max_depth;
  long *budget;
  fr_range *hull;
  fr_split_stats *stats;
  /* The affine forms of the values, or NULL.  */
  struct fri_forms *forms;
  /* The decision of the pieces so far, -1 before the first.  */
  int decided;
};

/* Evaluate the slice on the inputs BOX: its decision, or -2 when the
   budget does not cover it.  */
static int
evaluate (struct split *sp, const fr_range *const *box)
{
  const fr_slice *s = sp->s;
  /* A form costs about what a fold does.  */
  long cost = sp->forms ? 2 * s->n_ops : s->n_ops;
  if (*sp->budget < cost)
    return -2;
  *sp->budget -= cost;
  sp->stats->folds += s->n_ops;
  sp->stats->pieces++;
  for (int i = 0; i < s->n_inputs; i++)
    sp->ptrs[i] = box[i];
  for (int i = 0; sp->forms && i < s->n_inputs; i++)
    fri_forms_set_input (sp->forms, i, box[i]);
  for (int op = 0; op < s->n_ops; op++)
    {
      fr_range *r = &sp->values[s->n_inputs + op];
      s->fold (s->data, op, sp->ptrs, r);
      if (sp->forms)
	sp->stats->forms += fri_forms_narrow (sp->forms, op, r);
    }
  const fr_range *r = sp->ptrs[s->n_inputs + s->n_ops - 1];
  int d = s->decide (s->data, r);
  if (d >= 0)
    fr_union (sp->hull, sp->hull, r);
  return d;
}

/* Decide the goal on the inputs BOX, bisected DEPTH times already, the
   input K bisected SPLITS[K] times: whether every piece agrees with the
   decision of the others.  */
static bool
decide_box (struct split *sp, const fr_range *const *box, int depth,
	    const int *splits)
{
  int d = evaluate (sp, box);
  if (d >= 0 && (sp->decided < 0 || sp->decided == d))
    {
      sp->decided = d;
      return true;
    }
  if (d != -1 || depth >= sp->max_depth)
    return false;
  if (depth + 1 > sp->stats->depth)
    sp->stats->depth = depth + 1;
  int n = sp->s->n_inputs;
  int k = n == 2 && splits[1] < splits[0];
  fr_range halves[2];
  fr_init (&halves[0], fr_format_of (box[k]));
  fr_init (&halves[1], fr_format_of (box[k]));
  bool ok = fr_bisect (box[k], &halves[0], &halves[1]);
  if (!ok && n == 2)
    {
      k = !k;
      fr_clear (&halves[0]);
      fr_clear (&halves[1]);
      fr_init (&halves[0], fr_format_of (box[k]));
      fr_init (&halves[1], fr_format_of (box[k]));
      ok = fr_bisect (box[k], &halves[0], &halves[1]);
    }
  const fr_range *sub[2] = { box[0], n == 2 ? box[1] : NULL };
  int more[2] = { splits[0], splits[1] };
  more[k]++;
  for (int h = 0; ok && h < 2; h++)
    {
      sub[k] = &halves[h];
      ok = decide_box (sp, sub, depth + 1, more);
    }
  fr_clear (&halves[0]);
  fr_clear (&halves[1]);
  return ok;
}

int
fr_split_decide (const fr_slice *s, const fr_range *const *inputs,
		 int max_depth, long *budget, fr_range *hull,
		 fr_split_stats *stats)
{
  FRI_ASSERT ((s->n_inputs == 1 || s->n_inputs == 2) && s->n_ops > 0);
  int n = s->n_inputs + s->n_ops;
  struct split sp = { s, calloc (n, sizeof (fr_range)),
		      calloc (n, sizeof (fr_range *)), max_depth, budget,
		      hull, stats, fri_forms_new (s), -1 };
  for (int i = s->n_inputs; i < n; i++)
    {
      fr_init (&sp.values[i], s->formats[i]);
      sp.ptrs[i] = &sp.values[i];
    }
  stats->pieces = stats->folds = stats->forms = 0;
  stats->depth = 0;
  fr_set_empty (hull);
  int splits[2] = { 0, 0 };
  bool agreed = decide_box (&sp, inputs, 0, splits);
  for (int i = s->n_inputs; i < n; i++)
    fr_clear (&sp.values[i]);
  fri_forms_free (sp.forms);
  free (sp.values);
  free (sp.ptrs);
  return agreed ? sp.decided : -1;
}
