/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* errno-free.cc -- simplify the calls the ranges prove errno-free.

   Under -fmath-errno (GCC's default) a math function may set errno, so
   GCC keeps each call as written: a call to the library that writes
   memory.  Under -fno-math-errno the same calls are const: GCC merges
   equal calls, moves loop-invariant ones out of their loops, deletes
   unused ones, and expands the lrint family inline (cvtsd2si on x86-64).
   Where fpscev proves that a call cannot set errno, it gives the call that
   treatment:
     - lrint, llrint, lround, llround and GCC's irint and iround (all
       formats): when the argument is not NaN nor infinite and rounds
       (to nearest, or half away from zero) inside the result type, or when
       the libc never lets the function set errno for any argument and
       gives the result and exceptions of the inline conversion (glibc on
       x86-64, LP64: lrint and llrint of float and double are cvtss2si and
       cvtsd2si), the call becomes the internal function GCC uses under
       -fno-math-errno (.LRINT, .LROUND, ...; GCC 13 and later) where the
       target has it, else on x86-64 (GCC 12) the target's built-in
       function of that instruction for lrint and llrint of float and
       double; else it is made const as below;
     - exp, log, pow and their friends, and sqrt where call-cdce left its
       call whole (errno_only_math_fn_p): when the
       ranges prove no domain error (a NaN from operands that are not
       NaN), no pole and no overflow (an infinity from finite operands)
       and no underflow (a result below the smallest normal number, zero
       included, but for the functions whose result is never tiny: log,
       log2, log10, and the exact fmod and remainder; and for pow, whose
       zero base gives an exact zero, a zero that is no underflow when
       the base's other values give normal results), the call is made
       const: its function type becomes the const-qualified one, which
       gimple_call_flags reads as ECF_CONST (the type of a call through a
       pointer to a const function), and its virtual operands go.
   A call that may set errno is also one that may raise invalid,
   divide-by-zero, overflow or underflow, so the calls made const raise no
   exception but inexact: GCC may delete them (fp-exceptions.h).  The
   conversions keep the invalid exception of a NaN or out-of-range argument
   (the libc's proof), so they are only changed while their result is used.
   A const call can also be executed where the program did not execute it:
   if-conversion executes the const built-in calls of a loop's conditional
   blocks on every iteration when it vectorizes the loop.  A call whose
   proof rests on the ranges, in a block that not every iteration of its
   loop runs, is therefore not made const.  GCC's loop invariant motion
   runs again right after fpscev where a call of a loop changed
   (fpscev_make_lim_pass).  The functions depend on the rounding mode,
   and a const call could move across a change of it: nothing changes
   under -frounding-math, nor in a function that may change the mode
   (may_change_rounding_mode_p), and the conversions' ranges hold in every
   mode.  */

#include "compat.h"
#include "engine.h"
#include "subdivide.h"
#include "errno-free.h"
#include "simplify.h"
#include "fp-exceptions.h"
#include "range-op.h"

/* Whether CFN is one of the lrint family (lrint, llrint, irint, and the
   lround ones, which set *HALF_AWAY).  */
static bool
lrint_family_p (combined_fn cfn, bool *half_away)
{
  switch (cfn)
    {
    case CFN_BUILT_IN_LRINT: case CFN_BUILT_IN_LRINTF:
    case CFN_BUILT_IN_LRINTL: case CFN_BUILT_IN_LLRINT:
    case CFN_BUILT_IN_LLRINTF: case CFN_BUILT_IN_LLRINTL:
    case CFN_BUILT_IN_IRINT: case CFN_BUILT_IN_IRINTF:
    case CFN_BUILT_IN_IRINTL:
      *half_away = false;
      return true;
    case CFN_BUILT_IN_LROUND: case CFN_BUILT_IN_LROUNDF:
    case CFN_BUILT_IN_LROUNDL: case CFN_BUILT_IN_LLROUND:
    case CFN_BUILT_IN_LLROUNDF: case CFN_BUILT_IN_LLROUNDL:
    case CFN_BUILT_IN_IROUND: case CFN_BUILT_IN_IROUNDF:
    case CFN_BUILT_IN_IROUNDL:
      *half_away = true;
      return true;
    default:
      return false;
    }
}

/* Whether every value of X rounds (half away from zero if HALF_AWAY,
   else in the current rounding mode, which the program may change at run
   time even without -frounding-math: in every mode) to an integer of
   TYPE: no NaN, no infinity.  */
static bool
rounds_inside_p (const fr_range *x, tree type, bool half_away)
{
  if (fr_maybe_nan_p (x) || fr_maybe_ninf_p (x) || fr_maybe_pinf_p (x)
      || !fr_has_finite_p (x) || !INTEGRAL_TYPE_P (type))
    return false;
  signop sgn = TYPE_SIGN (type);
  unsigned prec = TYPE_PRECISION (type);
  mpz_t min, max;
  mpfr_t lo, hi;
  mpz_inits (min, max, NULL);
  wi::to_mpz (wi::min_value (prec, sgn), min, sgn);
  wi::to_mpz (wi::max_value (prec, sgn), max, sgn);
  /* An integer needs no more bits than the value it rounds, plus one.  */
  mpfr_inits2 (fr_format_of (x)->prec + 1, lo, hi, (mpfr_ptr) 0);
  if (half_away)
    {
      mpfr_round (lo, fr_finite_min (x));
      mpfr_round (hi, fr_finite_max (x));
    }
  else
    {
      mpfr_floor (lo, fr_finite_min (x));
      mpfr_ceil (hi, fr_finite_max (x));
    }
  bool inside = mpfr_cmp_z (lo, min) >= 0 && mpfr_cmp_z (hi, max) <= 0;
  mpfr_clears (lo, hi, (mpfr_ptr) 0);
  mpz_clears (min, max, NULL);
  return inside;
}

bool
fpscev_glibc_x86_64_p (void)
{
#ifdef FPSCEV_LIBM_GLIBC_X86_64
  /* Not -m32 nor -mx32, whose libc is another.  */
  return (TYPE_PRECISION (long_integer_type_node) == 64
	  && TYPE_PRECISION (ptr_type_node) == 64);
#else
  return false;
#endif
}

/* Whether the libc never lets the conversion CFN of CALL set errno and
   gives, for every argument and in every rounding mode, the result and
   the exceptions of the conversion instruction GCC expands it to: glibc
   on x86-64 (LP64), whose lrint and llrint of float and double are
   cvtss2si and cvtsd2si and return (sysdeps/x86_64/fpu/s_llrint.S,
   s_llrintf.S; testsuite/unit/libc-lrint.c runs them).  */
static bool
libc_conversion_is_instruction_p (combined_fn cfn, gcall *call)
{
  tree lhs = gimple_call_lhs (call);
  return ((cfn == CFN_BUILT_IN_LRINT || cfn == CFN_BUILT_IN_LRINTF
	   || cfn == CFN_BUILT_IN_LLRINT || cfn == CFN_BUILT_IN_LLRINTF)
	  && fpscev_glibc_x86_64_p ()
	  && TYPE_PRECISION (TREE_TYPE (lhs)) == 64);
}

#ifdef FPSCEV_LIBM_GLIBC_X86_64
/* The x86 built-in function named NAME, or NULL_TREE.  */
static tree
x86_builtin (const char *name)
{
  for (unsigned code = 0;; code++)
    {
      tree decl = targetm.builtin_decl (code, true);
      if (decl == error_mark_node)
	return NULL_TREE;
      if (decl && DECL_NAME (decl) && id_equal (DECL_NAME (decl), name))
	return decl;
    }
}
#endif

/* For a target without the internal function (GCC 12), the x86 built-in
   function (__builtin_ia32_cvtsd2si64, __builtin_ia32_cvtss2si64) that is
   the instruction of the conversion CFN of CALL, where the libc's is it
   (libc_conversion_is_instruction_p); NULL_TREE if none.  */
static tree
x86_conversion_builtin (combined_fn cfn, gcall *call)
{
#ifdef FPSCEV_LIBM_GLIBC_X86_64
  /* Held by the target's table of built-in functions.  */
  static tree cvtsd2si, cvtss2si;
  if (!libc_conversion_is_instruction_p (cfn, call) || !TARGET_SSE2)
    return NULL_TREE;
  bool single = cfn == CFN_BUILT_IN_LRINTF || cfn == CFN_BUILT_IN_LLRINTF;
  tree *decl = single ? &cvtss2si : &cvtsd2si;
  if (!*decl)
    *decl = x86_builtin (single ? "__builtin_ia32_cvtss2si64"
			 : "__builtin_ia32_cvtsd2si64");
  return *decl;
#else
  (void) cfn;
  (void) call;
  return NULL_TREE;
#endif
}

/* Whether GCC may execute the const call CALL on an iteration of its loop
   that did not run it (see the head of this file).  */
static bool
conditional_in_loop_p (gcall *call)
{
  basic_block bb = gimple_bb (call);
  if (!current_loops)
    return true;
  class loop *loop = bb->loop_father;
  if (!loop_outer (loop))
    return false;
  return !loop->latch || !dominated_by_p (CDI_DOMINATORS, loop->latch, bb);
}

/* Remove the virtual operands of CALL, which no longer touches memory.  */
static void
drop_virtual_operands (gcall *call)
{
  tree vdef = gimple_vdef (call);
  if (vdef && TREE_CODE (vdef) == SSA_NAME)
    {
      unlink_stmt_vdef (call);
      release_ssa_name (vdef);
    }
  gimple_set_vdef (call, NULL_TREE);
  gimple_set_vuse (call, NULL_TREE);
}

/* Make CALL const, as the call of a function whose type is
   const-qualified.  */
static void
make_const (gcall *call)
{
  tree fntype = gimple_call_fntype (call);
  drop_virtual_operands (call);
  gimple_call_set_fntype (call, build_qualified_type (fntype,
						      TYPE_QUAL_CONST));
  update_stmt (call);
  gcc_checking_assert (gimple_call_flags (call) & ECF_CONST);
}

/* Replace the call at GSI by the internal function IFN of the same
   argument and result.  */
static void
replace_with_internal_fn (gimple_stmt_iterator *gsi, internal_fn ifn)
{
  gcall *call = as_a<gcall *> (gsi_stmt (*gsi));
  gcall *g = gimple_build_call_internal (ifn, 1, gimple_call_arg (call, 0));
  gimple_call_set_lhs (g, gimple_call_lhs (call));
  gimple_set_location (g, gimple_location (call));
  drop_virtual_operands (call);
  gsi_replace (gsi, g, false);
}

/* Replace the conversion at GSI by the x86 built-in function DECL of a
   vector whose first element is its argument.  */
static void
replace_with_x86_builtin (gimple_stmt_iterator *gsi, tree decl)
{
  gcall *call = as_a<gcall *> (gsi_stmt (*gsi));
  tree lhs = gimple_call_lhs (call);
  tree fntype = TREE_TYPE (decl);
  tree vtype = TREE_VALUE (TYPE_ARG_TYPES (fntype));
  tree v = make_ssa_name (vtype);
  gimple *init
    = gimple_build_assign (v, build_constructor_single (vtype, NULL_TREE,
							 gimple_call_arg (call,
									  0)));
  gimple_set_location (init, gimple_location (call));
  gsi_insert_before (gsi, init, GSI_SAME_STMT);
  tree result = (useless_type_conversion_p (TREE_TYPE (lhs),
					    TREE_TYPE (fntype))
		 ? lhs : make_ssa_name (TREE_TYPE (fntype)));
  gcall *g = gimple_build_call (decl, 1, v);
  gimple_call_set_lhs (g, result);
  gimple_set_location (g, gimple_location (call));
  drop_virtual_operands (call);
  gsi_replace (gsi, g, false);
  if (result != lhs)
    gsi_insert_after (gsi, gimple_build_assign (lhs, NOP_EXPR, result),
		      GSI_SAME_STMT);
}

/* Whether the internal function IFN of CALL (IFN_LAST for none) is one
   the target expands inline for CALL's types.  */
static bool
inline_internal_fn_p (internal_fn ifn, gcall *call)
{
  return (ifn != IFN_LAST && direct_internal_fn_p (ifn)
	  && direct_internal_fn_supported_p (ifn,
					     direct_internal_fn_types (ifn,
								       call),
					     OPTIMIZE_FOR_BOTH));
}

/* Give the conversion of the lrint family at GSI its errno-free form when
   its argument's range or the libc shows that it cannot set errno.  */
static bool
errno_free_conversion (struct fpscev_analysis *a, gimple_stmt_iterator *gsi)
{
  gcall *call = as_a<gcall *> (gsi_stmt (*gsi));
  combined_fn cfn = fpscev_call_combined_fn (call);
  tree lhs = gimple_call_lhs (call);
  bool half_away;
  if (!lrint_family_p (cfn, &half_away) || gimple_call_num_args (call) != 1
      || TREE_CODE (lhs) != SSA_NAME)
    return false;
  tree arg = gimple_call_arg (call, 0);
  fpscev_range_temp tx;
  const fr_range *x = fpscev_operand_range (a, arg, call, &tx);
  bool by_range = x && rounds_inside_p (x, TREE_TYPE (lhs), half_away);
  bool by_libc = !by_range && libc_conversion_is_instruction_p (cfn, call);
  /* A NaN or out-of-range argument raises invalid: keep a call whose
     deletion would delete it.  */
  if ((!by_range && !by_libc)
      || (!by_range && opt_for_fn (a->fun->decl, flag_trapping_math)
	  && has_zero_uses (lhs)))
    return false;
  internal_fn ifn = fpscev_call_math_fn (call);
  bool inline_ifn = inline_internal_fn_p (ifn, call);
  tree insn = inline_ifn ? NULL_TREE : x86_conversion_builtin (cfn, call);
  bool inline_form = inline_ifn || insn;
  if (!inline_form && by_range && conditional_in_loop_p (call))
    return false;
  const char *what
    = (by_range ? (inline_form ? "conversion cannot set errno, inline"
			       : "conversion cannot set errno, const call")
		: (inline_form ? "the libc's conversion never sets errno, "
				 "inline"
			       : "the libc's conversion never sets errno, "
				 "const call"));
  fpscev_report_change (a, call, what, by_range ? arg : NULL_TREE,
			NULL_TREE);
  if (inline_ifn)
    replace_with_internal_fn (gsi, ifn);
  else if (insn)
    replace_with_x86_builtin (gsi, insn);
  else
    make_const (call);
  return true;
}

/* Whether the math function of CALL, IFN, has a result never tiny (of
   magnitude below the smallest normal number) but exactly zero, nor
   inexact when tiny: no argument makes it underflow (sqrt of the least
   subnormal number is normal).  */
static bool
never_underflows_p (gcall *call, internal_fn ifn)
{
  int fn = fpscev_libm_fn (fpscev_call_combined_fn (call));
  if (fn >= 0)
    return (fpscev_libm_errno ((enum fr_libm) fn)
	    == FPSCEV_LIBM_ERRNO_NEVER_TINY);
  return ifn == IFN_FMOD || ifn == IFN_REMAINDER || ifn == IFN_SQRT;
}

/* Whether the math function IFN of CALL, whose result has the range R,
   may underflow: R holds a number of magnitude below the smallest normal
   one (zero included).  */
static bool
may_underflow_p (gcall *call, internal_fn ifn, const fr_range *r)
{
  if (never_underflows_p (call, ifn) || !fr_has_finite_p (r))
    return false;
  long e = fr_format_of (r)->emin - 1;
  return (mpfr_cmp_ui_2exp (fr_finite_min (r), 1, e) < 0
	  && mpfr_cmp_si_2exp (fr_finite_max (r), -1, e) > 0);
}

/* Whether the pow call CALL gives no result of magnitude below the
   smallest normal number but exact zeros: a zero base with a positive
   exponent gives an exact zero, with no error (C11 F.10.4.4; glibc's pow,
   powf and powl), and the smallest nonzero magnitude M of the base raised
   to the exponent, a finite range above zero, is no smaller than M^YMAX
   (M below 1) or 1, which must be a binade above the smallest normal
   number, room for the libm's error.  */
static bool
pow_tiny_only_zero_p (struct fpscev_analysis *a, gcall *call)
{
  fpscev_range_temp tx, ty;
  const fr_range *x = fpscev_operand_range (a, gimple_call_arg (call, 0),
					    call, &tx);
  const fr_range *y = fpscev_operand_range (a, gimple_call_arg (call, 1),
					    call, &ty);
  if (!x || !y || !fr_has_finite_p (x) || !fr_has_finite_p (y)
      || fr_maybe_ninf_p (y) || fr_maybe_pinf_p (y)
      || mpfr_sgn (fr_finite_min (y)) <= 0)
    return false;
  const fr_format *fmt = fr_format_of (x);
  mpfr_srcptr lo = fr_finite_min (x), hi = fr_finite_max (x);
  mpfr_t m;
  mpfr_init2 (m, fmt->prec);
  if (mpfr_sgn (lo) <= 0 && mpfr_sgn (hi) >= 0)
    mpfr_set_ui_2exp (m, 1, fmt->emin - fmt->prec, MPFR_RNDN);
  else if (mpfr_cmpabs (lo, hi) < 0)
    mpfr_abs (m, lo, MPFR_RNDN);
  else
    mpfr_abs (m, hi, MPFR_RNDN);
  if (mpfr_cmp_ui (m, 1) < 0)
    mpfr_pow (m, m, fr_finite_max (y), MPFR_RNDD);
  bool normal = mpfr_cmp_ui_2exp (m, 1, fmt->emin) >= 0;
  mpfr_clear (m);
  return normal;
}

/* Whether the function of CALL, whose internal function is IFN, is a
   math function that GCC makes const only under -fno-math-errno
   (builtins.def: ATTR_MATHFN_FPROUNDING_ERRNO; frange-libm.def's ERRNO
   column), whose range the core computes, and which sets errno only on a
   domain error, a pole, an overflow or an underflow.  sqrt is one:
   call-cdce splits its calls where it optimizes for speed (the errno
   call then goes with its guard, gcc-later.h), but leaves whole those
   of code optimized for size (cold blocks, main's statistics, -Os).  */
static bool
errno_only_math_fn_p (gcall *call, internal_fn ifn)
{
  int fn = fpscev_libm_fn (fpscev_call_combined_fn (call));
  if (fn >= 0)
    return fpscev_libm_errno ((enum fr_libm) fn) != FPSCEV_LIBM_CONST;
  return ifn == IFN_FMOD || ifn == IFN_REMAINDER || ifn == IFN_SQRT;
}

/* Whether the math call CALL, whose internal function is IFN and whose
   result has the range R, sets no errno by the ranges of its operands:
   it raises none of the exceptions of an error, nor underflows.  */
static bool
sets_no_errno_p (struct fpscev_analysis *a, gcall *call, internal_fn ifn,
		 const fr_range *r)
{
  return (!fpscev_may_raise (a, call)
	  && !(may_underflow_p (call, ifn, r)
	       && !(ifn == IFN_POW && pow_tiny_only_zero_p (a, call))));
}

/* The goal of fpscev_split_decide for the math call DATA of range R:
   1 where it sets no errno, else unknown.  */
static int
sets_no_errno_on_piece (struct fpscev_analysis *a, void *data,
			const fr_range *r)
{
  gcall *call = (gcall *) data;
  return sets_no_errno_p (a, call, fpscev_call_math_fn (call), r) ? 1 : -1;
}

/* Make the math call CALL const when the ranges prove that it sets no
   errno (and so raises no exception but inexact): those of its operands,
   or those of the call on pieces of the inputs it is computed from
   (subdivide.h).  */
static bool
errno_free_math_call (struct fpscev_analysis *a, gcall *call)
{
  internal_fn ifn = fpscev_call_math_fn (call);
  tree lhs = gimple_call_lhs (call);
  if (!errno_only_math_fn_p (call, ifn) || gimple_call_internal_p (call)
      || !gimple_call_builtin_p (call, BUILT_IN_NORMAL)
      || TREE_CODE (lhs) != SSA_NAME || conditional_in_loop_p (call))
    return false;
  const fpscev_value *v = fpscev_value_of (a, lhs);
  fpscev_range_temp tx;
  const fr_range *x = fpscev_operand_range (a, gimple_call_arg (call, 0),
					    call, &tx);
  /* An empty argument range: a block the ranges show unreachable, such
     as call-cdce's errno call of a root whose guard folds.  */
  if (!v || v->imag || !x || fr_empty_p (x))
    return false;
  const char *what = "call cannot set errno, const call";
  if (!sets_no_errno_p (a, call, ifn, &v->r))
    {
      if (fpscev_split_decide (a, call, lhs, NULL, 0, sets_no_errno_on_piece,
			       call) != 1)
	return false;
      what = "call cannot set errno on pieces of its inputs, const call";
    }
  fpscev_report_change (a, call, what, gimple_call_arg (call, 0),
			gimple_call_num_args (call) > 1
			? gimple_call_arg (call, 1) : NULL_TREE);
  make_const (call);
  return true;
}

/* Whether the call CALL may change the rounding mode: fesetround,
   fesetenv, feupdateenv, or a call of a function that is not built in
   (which may call them), unless GCC takes it as const or pure or it
   does not return.  */
static bool
call_may_change_rounding_mode_p (gcall *call)
{
  if (gimple_call_internal_p (call)
      || (gimple_call_flags (call) & (ECF_CONST | ECF_PURE | ECF_NORETURN)))
    return false;
  switch (fpscev_call_combined_fn (call))
    {
    case CFN_LAST:
    case CFN_BUILT_IN_FESETROUND:
    case CFN_BUILT_IN_FESETENV:
    case CFN_BUILT_IN_FEUPDATEENV:
      return true;
    default:
      return false;
    }
}

/* Whether a statement of FUN may change the rounding mode: an asm
   statement, or a call that may (call_may_change_rounding_mode_p).  GCC
   keeps the calls that may set errno where they are (-fmath-errno), each
   rounding in the mode of the moment; made const or inline, two of them
   could be merged, or one moved, across a change of the mode, which a
   program may make at run time even without -frounding-math.  After
   inlining, the mode stays that of the function's entry where it makes
   no such change.  */
static bool
may_change_rounding_mode_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	gcall *call = dyn_cast<gcall *> (stmt);
	if (gimple_code (stmt) == GIMPLE_ASM
	    || (call && call_may_change_rounding_mode_p (call)))
	  return true;
      }
  return false;
}

/* The function in which a call of a loop was made errno-free, for
   errno_free_lim_pass: NULL when none.  */
static function *lim_wanted_in;

unsigned
fpscev_errno_free_calls (struct fpscev_analysis *a)
{
  if (opt_for_fn (a->fun->decl, flag_rounding_math)
      || may_change_rounding_mode_p (a->fun))
    return 0;
  calculate_dominance_info (CDI_DOMINATORS);
  unsigned changes = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, a->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
	if (!call || !gimple_call_lhs (call)
	    || (gimple_call_flags (call) & ECF_CONST)
	    || stmt_could_throw_p (a->fun, call))
	  continue;
	if (errno_free_conversion (a, &gsi) || errno_free_math_call (a, call))
	  {
	    changes++;
	    if (loop_outer (bb->loop_father))
	      lim_wanted_in = a->fun;
	  }
      }
  return changes;
}

namespace {

const pass_data lim_pass_data = {
  GIMPLE_PASS,
  "fpscev-lim",			/* name */
  OPTGROUP_LOOP,		/* optinfo_flags */
  TV_LIM,			/* tv_id */
  PROP_cfg | PROP_ssa,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

/* GCC's loop invariant motion, run again right after fpscev in the
   functions where fpscev made a call of a loop errno-free: GCC's own runs
   come before fpscev (lim2) and after the vectorizer (lim4), so that a
   loop-invariant call would otherwise leave its loop too late for the
   loop to vectorize, as it does under -fno-math-errno.  */
class errno_free_lim_pass : public gimple_opt_pass
{
public:
  errno_free_lim_pass (gcc::context *ctxt)
    : gimple_opt_pass (lim_pass_data, ctxt), lim (make_pass_lim (ctxt))
  {}

  bool gate (function *fun) final override
  {
    return fun == lim_wanted_in && lim->gate (fun);
  }
  unsigned int execute (function *fun) final override
  {
    lim_wanted_in = NULL;
    return lim->execute (fun);
  }

private:
  opt_pass *lim;
};

} // anon namespace

opt_pass *
fpscev_make_lim_pass (gcc::context *ctxt)
{
  return new errno_free_lim_pass (ctxt);
}
