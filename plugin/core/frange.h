/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange.h -- the float range lattice of fpscev.

   A GCC-independent core written in C on top of MPFR.  A range describes
   the set of values a floating-point variable of a given format can take:

     - a finite part, the closed interval [LO, HI] of numbers of the format,
       ordered with -0 < +0 (so [-0, -0] holds only negative zero, [+0, 5]
       excludes -0, and [-1, 5] holds both zeros);
     - may-be -inf, may-be +inf and may-be NaN, tracked apart from it, and
       the sign bit of its NaNs (as GCC's frange tracks it): either sign,
       or only positive or only negative NaNs;
     - whether every finite value is an integer.

   LO and HI are always exactly representable in the format.  Every
   operation is sound: the result range holds every value the operation can
   produce, in the format, under any rounding mode the caller allows, from any
   pair of values of its operand ranges.  Bounds are rounded outward.

   MPFR's global state (exponent range, flags) is shared with GCC inside cc1:
   every function here restores what it changes before it returns.  */

#ifndef FPSCEV_FRANGE_H
#define FPSCEV_FRANGE_H

#include <stdbool.h>
#include <gmp.h>
#include <mpfr.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A binary floating-point format.  Numbers are m * 2^e with 1/2 <= |m| < 1
   (MPFR's convention) and PREC significand bits.  Normal numbers have
   EMIN <= e <= EMAX; with SUBNORMALS, numbers below 2^(EMIN-1) keep the
   absolute spacing 2^(EMIN-PREC) down to the smallest 2^(EMIN-PREC).
   binary64 is { 53, -1021, 1024, true }.  */
typedef struct fr_format
{
  int prec;
  long emin;
  long emax;
  bool subnormals;
  const char *name;
} fr_format;

extern const fr_format fr_binary16;
extern const fr_format fr_binary32;
extern const fr_format fr_binary64;
extern const fr_format fr_x87_extended;
extern const fr_format fr_binary128;

/* The sign bits the NaNs of a range may have.  FR_NAN_EITHER is the zero
   value: code that sets a range's NaN flag without knowing a sign (the
   result of arithmetic or of a libm function, whose NaN sign IEEE leaves
   unspecified) leaves NaNs of both signs.  Only the operations that IEEE
   defines on the sign bit (negation, fabs, copysign, copies and format
   conversions) and NaN constants give one sign.  */
enum fr_nan_sign { FR_NAN_EITHER = 0, FR_NAN_POSITIVE, FR_NAN_NEGATIVE };

/* The lattice element.  FINITE says whether the finite part is non-empty;
   LO and HI are meaningful only when it is.  NAN_SIGN is meaningful only
   when NAN is set, and FR_NAN_EITHER when it is not.  The range is empty
   (unreachable) when FINITE, NINF, PINF and NAN are all false.  */
typedef struct fr_range
{
  const fr_format *fmt;
  mpfr_t lo, hi;
  bool finite;
  bool ninf, pinf, nan;
  enum fr_nan_sign nan_sign;
  bool integer;
} fr_range;

/* The libm error tables (frange-libm-table.c): glibc's on x86-64 (and
   x32), glibc's on i386 (whose libm computes on the x87), and the
   conservative one for any other libm.  */
enum fr_libm_table
{
  FR_LIBM_GLIBC_X86_64,
  FR_LIBM_GLIBC_I386,
  FR_LIBM_CONSERVATIVE
};

/* The libm functions, FR_EXP to FR_HYPOT: one per row of
   frange-libm.def.  */
enum fr_libm
{
#define DEF_FR_LIBM(ID, NAME, ...) FR_##ID,
#include "frange-libm.def"
#undef DEF_FR_LIBM
  FR_LIBM_COUNT
};

/* How the operations may round and what GCC may assume.  */
typedef struct fr_env
{
  /* Any IEEE rounding mode may be in force (-frounding-math); otherwise
     round-to-nearest-even.  Affects the sign of exact zero results and
     which values rounding can reach.  */
  bool dynamic_rounding;
  /* The error allowed to every libm function, in ulps of the result away
     from its correctly rounded value (0: correctly rounded); negative means
     use the built-in table (frange-libm-table.c).  */
  int libm_ulps;
  /* Approximate or vector libm variants may be used (-funsafe-math-
     optimizations): the libm slack is widened further.  */
  bool approx_libm;
  /* The target's libm, whose table applies where configure found glibc
     (FPSCEV_LIBM_GLIBC; otherwise the conservative one).  */
  enum fr_libm_table libm_table;
  /* NULL, or the error allowed each function (indexed by enum fr_libm)
     in ulps from its correctly rounded value, negative where none is
     given: given, it wins over LIBM_ULPS and the table (the plugin's
     libm-ulps=FN:ULPS).  */
  const int *libm_override;
} fr_env;

/* Life cycle.  */
void fr_init (fr_range *r, const fr_format *fmt);
void fr_clear (fr_range *r);
void fr_copy (fr_range *dst, const fr_range *src);

/* Constructors.  */
void fr_set_empty (fr_range *r);
void fr_set_full (fr_range *r);               /* everything, NaN included */
void fr_set_nan (fr_range *r);                /* only NaN, either sign */
/* Only NaN with the sign bit set if NEGATIVE, clear otherwise.  */
void fr_set_signed_nan (fr_range *r, bool negative);
/* The single value X (any MPFR value: NaN, infinities and signed zeros
   included); X is rounded outward into the format if not representable.  */
void fr_set_value (fr_range *r, mpfr_srcptr x);
/* [LO, HI] (finite MPFR values, LO <= HI), rounded outward, no NaN/inf.  */
void fr_set_interval (fr_range *r, mpfr_srcptr lo, mpfr_srcptr hi);
/* The values of R's format in [LO, HI], an interval of the extended reals
   (LO <= HI, MPFR values; an infinite bound includes that infinity), and
   NaN if NAN: GCC's notion of a float range.  Rounded outward.  */
void fr_set_extended (fr_range *r, mpfr_srcptr lo, mpfr_srcptr hi, bool nan);
/* The conversion to R's format of an integer in [LO, HI], under any rounding
   mode allowed by ENV: integer-valued; may overflow to infinity.  */
void fr_from_integers (fr_range *r, mpz_srcptr lo, mpz_srcptr hi,
		       const fr_env *env);

/* Queries.  */
bool fr_empty_p (const fr_range *r);
bool fr_full_p (const fr_range *r);
bool fr_singleton_p (const fr_range *r);      /* exactly one value (or NaN) */
/* Whether A and B (same format) hold the same values.  */
bool fr_equal_p (const fr_range *a, const fr_range *b);
/* Whether the value X (of R's format, or any MPFR value) is in R; a NaN X
   is in R if R may hold a NaN of some sign (MPFR does not specify the sign
   of its NaNs).  */
bool fr_contains_p (const fr_range *r, mpfr_srcptr x);
/* Whether R may hold a value with the sign bit set / clear, NaN aside.  */
bool fr_maybe_negative_p (const fr_range *r);
bool fr_maybe_positive_p (const fr_range *r);
/* Whether R may hold a NaN with the sign bit set (NEGATIVE) or clear.  */
bool fr_maybe_nan_sign_p (const fr_range *r, bool negative);
/* Whether every value of R, NaN included, has the same sign bit, and R is
   not empty; *NEGATIVE is then set to it (GCC's frange::signbit_p).  */
bool fr_signbit_p (const fr_range *r, bool *negative);
/* The parts of R, for clients, which do not read its fields: its format;
   whether it may hold NaN, -inf, +inf; whether it holds a finite number,
   and then its least and greatest finite numbers (of R's format) and
   whether they are all integers.  */
const fr_format *fr_format_of (const fr_range *r);
bool fr_maybe_nan_p (const fr_range *r);
bool fr_maybe_ninf_p (const fr_range *r);
bool fr_maybe_pinf_p (const fr_range *r);
bool fr_has_finite_p (const fr_range *r);
mpfr_srcptr fr_finite_min (const fr_range *r);
mpfr_srcptr fr_finite_max (const fr_range *r);
bool fr_integer_p (const fr_range *r);

/* Lattice.  */
void fr_union (fr_range *r, const fr_range *a, const fr_range *b);
void fr_intersect (fr_range *r, const fr_range *a, const fr_range *b);

/* Loops (frange-loop.c).  Whether every value of A is a value of B.  */
bool fr_subset_p (const fr_range *a, const fr_range *b);
/* R = OLD joined with NEXT, where each bound of NEXT beyond OLD's jumps to
   the next threshold (+0, -0, then the largest finite number with the
   infinity): a chain of widenings is finite, so a fixpoint iteration that
   widens terminates.  */
void fr_widen (fr_range *r, const fr_range *old, const fr_range *next);
/* The values x_0 .. x_N of the recurrence x_0 in INIT, x_(k+1) = x_k + s_k
   (x_k - s_k if NEGATE) with every s_k in STEP, each step rounded in any
   mode; with FUSED, s_k may instead be an exact product whose rounding is
   in STEP (a contracted multiply-add).  Sets R and returns true, or returns
   false leaving R alone when no bound is derived: an infinite or empty
   operand, a possible overflow, or N so large that the accumulated rounding
   errors could exceed the values themselves.  */
bool fr_additive_recurrence (fr_range *r, const fr_range *init,
			     const fr_range *step, bool negate, bool fused,
			     unsigned long n);
/* The largest degree of a nest's polynomial.  */
#define FR_SUM_MAX_DEGREE 8
/* The steps of an accumulation through a loop nest: at the outer
   iteration i < ITERS, the inner loop runs on j = 0 .. max (0, A + B i)
   (B 0 or 1) and adds at most G(j), the polynomial with the non-negative
   coefficients G[0 .. DEGREE] (G[k] of j^k).  */
typedef struct fr_nest
{
  mpfr_srcptr g[FR_SUM_MAX_DEGREE + 1];
  unsigned degree;
  long a;
  unsigned long b;
  unsigned long iters;
} fr_nest;
/* Into TOTAL, rounded up, the sum of the steps of NEST; false if no
   bound is derived.  */
bool fr_nest_sum (mpfr_ptr total, const fr_nest *nest);
/* fr_additive_recurrence of the values at the outer loop's header for
   the steps of NEST, non-negative and in STEP: the sum of the steps
   bounds the values, and the partial sums' magnitudes their rounding
   errors.  */
bool fr_nest_recurrence (fr_range *r, const fr_range *init,
			 const fr_range *step, bool fused,
			 const fr_nest *nest);
/* The same for x_(k+1) = x_k * f_k with every f_k in FACTOR.  */
bool fr_geometric_recurrence (fr_range *r, const fr_range *init,
			      const fr_range *factor, unsigned long n);

/* What an operation of a slice computes, for its affine form
   (frange-affine.c): the real operation, whose result the program rounds
   to the operation's format once (FR_AFFINE_FMA included), or
   FR_AFFINE_NONE, an operation the form takes from its range.  */
enum fr_affine_code
{
  FR_AFFINE_NONE,
  FR_AFFINE_ADD,
  FR_AFFINE_SUB,
  FR_AFFINE_MUL,
  /* By a divisor that depends on no input of the slice (else none).  */
  FR_AFFINE_DIV,
  /* Negation and conversion between formats: one operand.  */
  FR_AFFINE_NEG,
  FR_AFFINE_CONVERT,
  /* x * y + z: three operands.  */
  FR_AFFINE_FMA
};

/* An operation of a slice with its operands: OPERAND[K] is the index of
   a value of the slice (an input, or an operation before it), or -1 for
   a value outside the slice (a constant) of range OTHER[K].  */
typedef struct fr_affine_op
{
  enum fr_affine_code code;
  int operand[3];
  const fr_range *other[3];
} fr_affine_op;

/* Subdivision (frange-split.c).  A slice is a function of N_INPUTS (1
   or 2) inputs computed by N_OPS operations in order, each from the
   inputs and the operations before it; FORMATS gives the format of each
   input, then of each operation's result.  FOLD sets R (initialised to
   the format of operation OP) to a range holding the value of operation
   OP for every choice of the earlier values in VALUES (the inputs, then
   the operations: VALUES[N_INPUTS + J] for operation J < OP).  DECIDE
   says of R, the range of the last operation, 1 if a goal holds for
   each of its values, 0 if for none, -1 if unknown.  DATA is theirs.
   AFFINE, if not NULL, says what each operation computes: on each piece
   each value's range is narrowed by its affine form, which keeps the
   correlation of the values with the inputs (frange-affine.c); the
   caller gives it only where the program rounds each operation to its
   format, contracted into fma or not, and nothing reorders them.  */
typedef struct fr_slice
{
  int n_inputs;
  int n_ops;
  const fr_format *const *formats;
  void (*fold) (void *data, int op, const fr_range *const *values,
		fr_range *r);
  int (*decide) (void *data, const fr_range *r);
  void *data;
  const fr_affine_op *affine;
} fr_slice;

/* How far fr_split_decide went.  */
typedef struct fr_split_stats
{
  long pieces;			/* Evaluations of the slice.  */
  int depth;			/* The deepest bisection.  */
  long folds;			/* Operations folded.  */
  long forms;			/* Affine forms computed.  */
} fr_split_stats;

/* Decide the goal of slice S on INPUTS, ranges of finite numbers only,
   by bisecting them (the one split least often first) where a piece's
   range leaves the goal undecided, down to MAX_DEPTH bisections and
   within *BUDGET operation folds (decreased by those done, and as many
   again for the affine forms where S has them): 1 or 0 if
   every piece decides it so, -1 otherwise.  HULL (initialised to the
   last operation's format) is set to the union of the ranges of the
   pieces that decided the goal, which holds every value of the slice on
   INPUTS when the result is not -1; STATS says how far it went.  */
int fr_split_decide (const fr_slice *s, const fr_range *const *inputs,
		     int max_depth, long *budget, fr_range *hull,
		     fr_split_stats *stats);
/* Split A, a range of finite numbers only, at a number near the middle
   of its finite part into LOW and HIGH (initialised to A's format): the
   values of A up to it and those above it; false if A has no two numbers
   to split between (then LOW or HIGH is A).  */
bool fr_bisect (const fr_range *a, fr_range *low, fr_range *high);

/* Fast-math assumptions applied to a range: drop NaN, drop infinities
   (-ffinite-math-only), make both zeros possible when one is
   (-fno-signed-zeros), zeros for subnormals (fr_flush_subnormals).  */
void fr_drop_nan (fr_range *r);
void fr_drop_inf (fr_range *r);
void fr_merge_zero_signs (fr_range *r);
/* Undo fr_drop_inf where an overflow may have given R an infinity: add
   the infinity of each sign where R reaches the largest finite number of
   that sign, and both where it holds no number.  */
void fr_add_overflow_inf (fr_range *r);
/* Under flush-to-zero and denormals-are-zero (the SSE modes a program
   linked with -ffast-math runs in) a subnormal number may be read or
   produced as the zero of its sign: add those zeros to R.  */
void fr_flush_subnormals (fr_range *r);

/* Arithmetic: R = op (A, B...).  R may alias an operand.  R's format is the
   result format (all operands share it, except fr_convert).  */
/* Negation flips the sign bit and fabs clears it, of NaNs too.  */
void fr_neg (fr_range *r, const fr_range *a);
void fr_abs (fr_range *r, const fr_range *a);
void fr_add (fr_range *r, const fr_range *a, const fr_range *b,
	     const fr_env *env);
void fr_sub (fr_range *r, const fr_range *a, const fr_range *b,
	     const fr_env *env);
void fr_mul (fr_range *r, const fr_range *a, const fr_range *b,
	     const fr_env *env);
/* With RECIPROCAL, A / B may be computed as A * (1 / B), two roundings.  */
void fr_div (fr_range *r, const fr_range *a, const fr_range *b,
	     bool reciprocal,
	     const fr_env *env);
void fr_fma (fr_range *r, const fr_range *a, const fr_range *b,
	     const fr_range *c,
	     const fr_env *env);
/* X + B with a single rounding, X any exact value whose rounding into
   the format, in any mode, lies in A: an infinity of A stands for every
   real beyond the largest finite number on its side, and for itself.
   The fused sum of a product whose rounded range is A (x * y + c
   contracted, where A is the range of x * y).  */
void fr_add_unrounded (fr_range *r, const fr_range *a, const fr_range *b,
		       const fr_env *env);
/* A * A + C (-A * A + C if NEGATE) with a single rounding, the two
   factors one value: fma (x, x, c), and what contraction makes of
   x * x + c.  */
void fr_fma_square (fr_range *r, const fr_range *a, bool negate,
		    const fr_range *c, const fr_env *env);
void fr_sqrt (fr_range *r, const fr_range *a, const fr_env *env);
void fr_fmod (fr_range *r, const fr_range *a, const fr_range *b,
	      const fr_env *env);
void fr_remainder (fr_range *r, const fr_range *a, const fr_range *b,
		   const fr_env *env);
/* The sum of the N terms TERMS[i] (each negated where NEG[i]) computed in
   any order and association, each addition rounded (-fassociative-math
   lets GCC reassociate a chain of additions after fpscev has seen it).
   Bounds the exact sum widened by the rounding error of N - 1 additions,
   each at most 2^(1-prec) times the sum of the terms' magnitudes.  */
void fr_sum_any_order (fr_range *r, const fr_range *const *terms,
		       const bool *neg,
		       int n);
/* The product of the N factors FACTORS[i] (each negated where NEG[i])
   computed in any order and association, each multiplication rounded
   (-fassociative-math).  The magnitude is bounded by the exact products
   of the factors' magnitudes times (1 +- 2^(1-prec))^(n-1), with the
   smallest normal number as a floor for the partial products that may
   fall below the normal range; the sign is the parity of the factors'
   signs.  */
void fr_product_any_order (fr_range *r, const fr_range *const *factors,
			   const bool *neg, int n);
/* A converted to R's format (narrowing or widening); a NaN keeps its
   sign.  */
void fr_convert (fr_range *r, const fr_range *a, const fr_env *env);

/* Rounding to integral values.  */
void fr_floor (fr_range *r, const fr_range *a);
void fr_ceil (fr_range *r, const fr_range *a);
void fr_trunc (fr_range *r, const fr_range *a);
void fr_round (fr_range *r, const fr_range *a);      /* half away from zero */
void fr_roundeven (fr_range *r, const fr_range *a);  /* half to even */
/* rint/nearbyint in any rounding mode (the current one, which a program
   may change at run time).  */
void fr_rint (fr_range *r, const fr_range *a);

/* fmin/fmax (a NaN operand yields the other operand), copysign (the sign
   bit of B, also of a NaN B).  */
void fr_fmin (fr_range *r, const fr_range *a, const fr_range *b);
void fr_fmax (fr_range *r, const fr_range *a, const fr_range *b);
void fr_copysign (fr_range *r, const fr_range *a, const fr_range *b);
/* A * 2^N for N in [NLO, NHI] (ldexp, scalbn).  */
void fr_ldexp (fr_range *r, const fr_range *a, long nlo, long nhi,
	       const fr_env *env);

/* Float to integer conversion (truncation): the integers [*LO, *HI] the
   finite part of A truncates to.  Returns false when A may hold a value
   (NaN, infinity, or out of [MIN, MAX]) whose conversion is undefined.  */
bool fr_to_integers (const fr_range *a, mpz_srcptr min, mpz_srcptr max,
		     mpz_ptr lo, mpz_ptr hi);

/* Comparisons decided by ranges: 1 if true for every pair of values,
   0 if false for every pair, -1 if unknown.  CODE is one of the below.  */
enum fr_cmp
{
  FR_LT, FR_LE, FR_GT, FR_GE, FR_EQ, FR_NE,
  FR_UNLT, FR_UNLE, FR_UNGT, FR_UNGE, FR_UNEQ, FR_LTGT,
  FR_ORDERED, FR_UNORDERED
};
int fr_compare (enum fr_cmp code, const fr_range *a, const fr_range *b);
/* The outcomes of comparing two values, as sets of these bits: -0 and +0
   compare equal, a NaN operand makes the comparison unordered.  */
enum
{
  FR_OUT_LT = 1, FR_OUT_EQ = 2, FR_OUT_GT = 4, FR_OUT_UN = 8,
  FR_OUT_ALL = FR_OUT_LT | FR_OUT_EQ | FR_OUT_GT | FR_OUT_UN
};
/* The outcomes comparing a value of A with a value of B can have (none if
   either is empty).  */
int fr_outcomes (const fr_range *a, const fr_range *b);
/* The outcomes for which CODE holds.  */
int fr_cmp_outcomes (enum fr_cmp code);
/* Decide CODE where the outcomes OUT are possible: 1 if it holds for each
   of them, 0 if for none, -1 if unknown or OUT is empty.  */
int fr_decide_outcomes (enum fr_cmp code, int out);
/* Narrow R to the values of X for which X CODE X holds: the numbers if
   CODE holds for equal operands, NaN if it holds for unordered ones.  */
void fr_refine_self_compare (fr_range *r, const fr_range *x,
			    enum fr_cmp code);
/* The comparison that holds exactly where X CODE Y does not, NaN operands
   included: what the false edge of a test tells (FR_UNGE for FR_LT).  */
enum fr_cmp fr_cmp_inverse (enum fr_cmp code);
/* The comparison Y CODE' X that holds exactly where X CODE Y does.  */
enum fr_cmp fr_cmp_swap (enum fr_cmp code);

/* Narrow R to the values of X for which X CODE Y' holds for some value Y'
   of Y: what X can be on the edge where the comparison X CODE Y is true
   (for the false edge pass the inverse code, e.g. FR_UNGE for FR_LT).  */
void fr_refine_compare (fr_range *r, const fr_range *x, enum fr_cmp code,
			const fr_range *y);

/* libm functions (frange-libm.c): correctly rounded bounds from MPFR,
   widened by the function's maximum error (ENV).  FN is unary or binary
   as fr_libm_args says.  */
void fr_libm_unary (fr_range *r, enum fr_libm fn, const fr_range *a,
		    const fr_env *env);
void fr_libm_binary (fr_range *r, enum fr_libm fn, const fr_range *a,
		     const fr_range *b, const fr_env *env);
/* A^N for integer N in [NLO, NHI] (__builtin_powi: repeated
   multiplication, each step rounded).  */
void fr_powi (fr_range *r, const fr_range *a, long nlo, long nhi,
	      const fr_env *env);
/* The error that ENV allows function FN on results of format FMT, in the
   rounding modes ENV allows: the result lies within that many ulps below
   the exact value rounded down and above it rounded up (0: faithful), or
   FR_LIBM_CORRECTLY_ROUNDED.  ENV's LIBM_OVERRIDE of FN first, then its
   LIBM_ULPS, then the built-in table (whose figures are errors from the
   correctly rounded value, but for the faithful functions, which it
   gives as 0).  */
#define FR_LIBM_CORRECTLY_ROUNDED (-1)
int fr_libm_max_ulps (enum fr_libm fn, const fr_format *fmt,
		      const fr_env *env);
/* The built-in table (frange-libm-table.c): the error of FN on FMT in
   round-to-nearest, or in the worst rounding mode if ANY_MODE, from
   TABLE.  */
int fr_libm_table_ulps (enum fr_libm fn, const fr_format *fmt, bool any_mode,
			enum fr_libm_table table);
/* The C name of FN's double function ("exp").  */
const char *fr_libm_name (enum fr_libm fn);
/* The number of float arguments of FN: 1 or 2.  */
int fr_libm_args (enum fr_libm fn);

/* Preimages (frange-back.c, frange-libm.c): the values an operand may
   have had, given the range LHS of the operation's result.  Each sets R,
   of the operand's format, to a range holding every value X of that
   format for which the operation, rounded in any mode, may give a value
   of LHS (NaN included where it may), and returns true; those returning
   bool return false, leaving R alone, where nothing is derived.  The
   result is taken to lie strictly between the neighbours of the exact
   value, so that the preimages hold under every rounding mode.  */
enum fr_arith { FR_ADD, FR_SUB, FR_MUL, FR_DIV };
/* X OP Y (SECOND false) or Y OP X (SECOND true), for Y in Y; false when
   LHS and Y may both be NaN (then any X).  */
bool fr_arith_preimage (fr_range *r, enum fr_arith op, bool second,
			const fr_range *lhs, const fr_range *y);
/* X converted to LHS's format, in any rounding mode; in round-to-nearest
   (ties to even) for the second.  Exact where every number of X's format
   is one of LHS's (a widening conversion).  */
void fr_convert_preimage (fr_range *r, const fr_range *lhs);
void fr_convert_preimage_nearest (fr_range *r, const fr_range *lhs);
/* sqrt (X), correctly rounded.  */
void fr_sqrt_preimage (fr_range *r, const fr_range *lhs);
/* FN (X) for the monotone functions with an inverse (the INVERSE column
   of frange-libm.def: exp, log, cbrt...), with the error ENV allows FN
   (fr_libm_max_ulps); false for the other functions.  */
bool fr_libm_preimage (fr_range *r, enum fr_libm fn, const fr_range *lhs,
		       const fr_env *env);
/* The roundings to integers: floor, ceil, trunc, round (halfway cases
   away from zero), roundeven, and rint in any rounding mode.  */
enum fr_rounding
{
  FR_FLOOR, FR_CEIL, FR_TRUNC, FR_ROUND, FR_ROUNDEVEN, FR_RINT_ANY
};
/* KIND (X), of X's format (floor (X) and so on).  */
void fr_round_int_preimage (fr_range *r, enum fr_rounding kind,
			    const fr_range *lhs);
/* X rounded by KIND to an integer in [LO, HI], as the conversion of X to
   an integer type does ((int) X is FR_TRUNC): numbers only.  C leaves the
   conversion of NaN, of infinities and of numbers whose rounding lies
   outside the integer type undefined; the caller decides whether that may
   be assumed (and keeps [LO, HI] inside the type).  */
void fr_to_integers_preimage (fr_range *r, enum fr_rounding kind,
			      mpz_srcptr lo, mpz_srcptr hi);
/* Narrow [LO, HI], integers, to those whose conversion to R's format
   (rounded in any mode, or not at all, as under x87 excess precision)
   may lie in R: above the number of the format just below R's least
   and below the one just above its greatest, where R holds no infinity
   on that side.  True if it narrowed them.  */
bool fr_from_integers_preimage (const fr_range *r, mpz_ptr lo, mpz_ptr hi);

/* Printing.  The shortest decimal that reads back as X in FMT, "-0" for
   negative zero, "-inf"/"+inf", "nan".  Returns a malloc'ed string.  */
char *fr_value_to_string (mpfr_srcptr x, const fr_format *fmt);
/* The dump form of R: "[lo, hi]" plus " int" and " nan" flags, "nan",
   "empty"; infinities appear as bounds (e.g. "[0, +inf]"); NaNs of one
   sign are "+nan" or "-nan" (e.g. "[0, +inf] +nan").  Malloc'ed.  */
char *fr_to_string (const fr_range *r);

#ifdef __cplusplus
}
#endif

#endif /* FPSCEV_FRANGE_H */
