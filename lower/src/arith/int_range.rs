//! `int-range-optimizations` (upstream `IntRangeOptimizations.cpp` over `IntegerRangeAnalysis`):
//! values whose integer range is a single constant are replaced by that constant, and a remainder
//! whose dividend is known to be below its constant modulus by the dividend.
//!
//! The ranges are upstream's `ConstantIntRanges` (unsigned and signed bounds) inferred as the arith
//! and index ops' `InferIntRangeInterface` does, index ops for both 32- and 64-bit indices. The
//! analysis here covers straight-line code only: functions with one block and no ops with regions
//! inside, no calls into functions with bodies, no private function bodies (upstream analyses those
//! interprocedurally); for anything else (and an arith or index op `infer` does not know) the pass
//! fails with an error naming what it does not handle rather than infer less than upstream.

use irbridge::diag::Diagnostic;
use irbridge::dialect::arith;
use irbridge::dialect::builtin::ModuleOp;
use irbridge::dialect::enums::ARITH_OVERFLOW;
use irbridge::dialect::func::{CallOp, FuncOp};
use irbridge::dialect::index;
use irbridge::ir::apint::ApInt;
use irbridge::ir::{AttrKind, Context, OpId, Type, TypeKind, ValueId};
use irbridge::ods::enums::enum_value;
use irbridge::ods::prop;
use irbridge::transforms::consts::int_attr_value;
use irbridge::transforms::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use irbridge::transforms::pattern::{Pattern, PatternSet};
use irbridge::transforms::Rewriter;
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// `ConstantIntRanges`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Range {
    umin: ApInt,
    umax: ApInt,
    smin: ApInt,
    smax: ApInt,
}

fn ugt(a: ApInt, b: ApInt) -> bool {
    !a.ule(b)
}
fn sgt(a: ApInt, b: ApInt) -> bool {
    !a.sle(b)
}

impl Range {
    fn max(w: u32) -> Range {
        Range {
            umin: ApInt::zero(w),
            umax: ApInt::all_ones(w),
            smin: ApInt::signed_min(w),
            smax: ApInt::signed_max(w),
        }
    }
    fn constant(v: ApInt) -> Range {
        Range {
            umin: v,
            umax: v,
            smin: v,
            smax: v,
        }
    }
    fn from_signed(smin: ApInt, smax: ApInt) -> Range {
        let w = smin.width;
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            (
                if smin.ult(smax) { smin } else { smax },
                if ugt(smin, smax) { smin } else { smax },
            )
        } else {
            (ApInt::zero(w), ApInt::all_ones(w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn from_unsigned(umin: ApInt, umax: ApInt) -> Range {
        let w = umin.width;
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            (
                if umin.slt(umax) { umin } else { umax },
                if sgt(umin, umax) { umin } else { umax },
            )
        } else {
            (ApInt::signed_min(w), ApInt::signed_max(w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn bounded(min: ApInt, max: ApInt, signed: bool) -> Range {
        if signed {
            Range::from_signed(min, max)
        } else {
            Range::from_unsigned(min, max)
        }
    }
    fn union(self, o: Range) -> Range {
        Range {
            umin: if self.umin.ult(o.umin) {
                self.umin
            } else {
                o.umin
            },
            umax: if ugt(self.umax, o.umax) {
                self.umax
            } else {
                o.umax
            },
            smin: if self.smin.slt(o.smin) {
                self.smin
            } else {
                o.smin
            },
            smax: if sgt(self.smax, o.smax) {
                self.smax
            } else {
                o.smax
            },
        }
    }
    fn intersection(self, o: Range) -> Range {
        Range {
            umin: if ugt(self.umin, o.umin) {
                self.umin
            } else {
                o.umin
            },
            umax: if self.umax.ult(o.umax) {
                self.umax
            } else {
                o.umax
            },
            smin: if sgt(self.smin, o.smin) {
                self.smin
            } else {
                o.smin
            },
            smax: if self.smax.slt(o.smax) {
                self.smax
            } else {
                o.smax
            },
        }
    }
    fn constant_value(self) -> Option<ApInt> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

/// `truncRange`.
fn trunc_range(r: Range, w: u32) -> Range {
    let rollover = r.umin.lshr(w) != r.umax.lshr(w);
    let (umin, umax) = if rollover {
        (ApInt::zero(w), ApInt::all_ones(w))
    } else {
        (r.umin.trunc(w), r.umax.trunc(w))
    };
    let (lo, hi) = (r.smin.ashr(w - 1), r.smax.ashr(w - 1));
    let overflow = lo != hi
        && !(lo.is_all_ones() && (hi.is_all_ones() || hi.is_zero()))
        && !(lo.is_zero() && hi.is_zero());
    let (smin, smax) = if overflow {
        (ApInt::signed_min(w), ApInt::signed_max(w))
    } else {
        (r.smin.trunc(w), r.smax.trunc(w))
    };
    Range {
        umin,
        umax,
        smin,
        smax,
    }
}

/// `extRange`: unsigned bounds zero-extended, signed ones sign-extended.
fn ext_range(r: Range, w: u32) -> Range {
    Range {
        umin: r.umin.zext(w),
        umax: r.umax.zext(w),
        smin: r.smin.sext(w),
        smax: r.smax.sext(w),
    }
}

fn ext_ui_range(r: Range, w: u32) -> Range {
    Range::from_unsigned(r.umin.zext(w), r.umax.zext(w))
}

fn ext_si_range(r: Range, w: u32) -> Range {
    Range::from_signed(r.smin.sext(w), r.smax.sext(w))
}

/// Which bounds an index op's 32- and 64-bit results must agree on.
#[derive(Copy, Clone)]
enum CmpMode {
    Both,
    Signed,
    Unsigned,
}

/// `inferIndexOp`: the 64-bit inference, unless the 32-bit one disagrees, then their union.
fn infer_index(f: &dyn Fn(&[Range]) -> Range, args: &[Range], mode: CmpMode) -> Range {
    let sixty_four = f(args);
    let truncated: Vec<Range> = args.iter().map(|&r| trunc_range(r, 32)).collect();
    let thirty_two = f(&truncated);
    let as_64 = ext_range(thirty_two, 64);
    let as_32 = trunc_range(sixty_four, 32);
    let equal = match mode {
        CmpMode::Both => thirty_two == as_32,
        CmpMode::Signed => thirty_two.smin == as_32.smin && thirty_two.smax == as_32.smax,
        CmpMode::Unsigned => thirty_two.umin == as_32.umin && thirty_two.umax == as_32.umax,
    };
    if equal {
        sixty_four
    } else {
        sixty_four.union(as_64)
    }
}

// ---- arithmetic with overflow -------------------------------------------------------------------

const NSW: u64 = 1;
const NUW: u64 = 2;

fn uadd(a: ApInt, b: ApInt, sat: bool) -> Option<ApInt> {
    let w = a.width;
    match a
        .u()
        .checked_add(b.u())
        .filter(|r| *r <= ApInt::all_ones(w).u())
    {
        Some(r) => ApInt::new(w, r),
        None => sat.then(|| ApInt::all_ones(w)),
    }
}
fn usub(a: ApInt, b: ApInt, sat: bool) -> Option<ApInt> {
    match a.u().checked_sub(b.u()) {
        Some(r) => ApInt::new(a.width, r),
        None => sat.then(|| ApInt::zero(a.width)),
    }
}
fn umul(a: ApInt, b: ApInt, sat: bool) -> Option<ApInt> {
    let w = a.width;
    match a
        .u()
        .checked_mul(b.u())
        .filter(|r| *r <= ApInt::all_ones(w).u())
    {
        Some(r) => ApInt::new(w, r),
        None => sat.then(|| ApInt::all_ones(w)),
    }
}
/// A signed result of width `w`, or the saturated bound on the side `positive` says.
fn signed(w: u32, r: Option<i128>, sat: bool, positive: bool) -> Option<ApInt> {
    let (lo, hi) = (ApInt::signed_min(w).s(), ApInt::signed_max(w).s());
    match r.filter(|v| *v >= lo && *v <= hi) {
        Some(v) => ApInt::from_i128(w, v),
        None if sat => Some(if positive {
            ApInt::signed_max(w)
        } else {
            ApInt::signed_min(w)
        }),
        None => None,
    }
}
fn sadd(a: ApInt, b: ApInt, sat: bool) -> Option<ApInt> {
    signed(a.width, a.s().checked_add(b.s()), sat, !b.is_negative())
}
fn ssub(a: ApInt, b: ApInt, sat: bool) -> Option<ApInt> {
    signed(a.width, a.s().checked_sub(b.s()), sat, b.is_negative())
}
fn smul(a: ApInt, b: ApInt, sat: bool) -> Option<ApInt> {
    signed(
        a.width,
        a.s().checked_mul(b.s()),
        sat,
        a.is_negative() == b.is_negative(),
    )
}

type Arith = fn(ApInt, ApInt, bool) -> Option<ApInt>;

/// `computeBoundsBy`.
fn bounds_by(
    f: Arith,
    sat: bool,
    min_l: ApInt,
    min_r: ApInt,
    max_l: ApInt,
    max_r: ApInt,
    signed: bool,
) -> Range {
    match (f(min_l, min_r, sat), f(max_l, max_r, sat)) {
        (Some(a), Some(b)) => Range::bounded(a, b, signed),
        _ => Range::max(min_l.width),
    }
}

/// `minMaxBy`.
fn min_max_by(f: Arith, sat: bool, l: [ApInt; 2], r: [ApInt; 2], signed: bool) -> Range {
    let w = l[0].width;
    let (mut min, mut max) = if signed {
        (ApInt::signed_max(w), ApInt::signed_min(w))
    } else {
        (ApInt::all_ones(w), ApInt::zero(w))
    };
    for a in l {
        for b in r {
            let Some(v) = f(a, b, sat) else {
                return Range::max(w);
            };
            if (signed && v.slt(min)) || (!signed && v.ult(min)) {
                min = v;
            }
            if (signed && sgt(v, max)) || (!signed && ugt(v, max)) {
                max = v;
            }
        }
    }
    Range::bounded(min, max, signed)
}

fn infer_add(a: &[Range], flags: u64) -> Range {
    let (l, r) = (a[0], a[1]);
    let u = bounds_by(
        uadd,
        flags & NUW != 0,
        l.umin,
        r.umin,
        l.umax,
        r.umax,
        false,
    );
    let s = bounds_by(sadd, flags & NSW != 0, l.smin, r.smin, l.smax, r.smax, true);
    u.intersection(s)
}
fn infer_sub(a: &[Range], flags: u64) -> Range {
    let (l, r) = (a[0], a[1]);
    let u = bounds_by(
        usub,
        flags & NUW != 0,
        l.umin,
        r.umax,
        l.umax,
        r.umin,
        false,
    );
    let s = bounds_by(ssub, flags & NSW != 0, l.smin, r.smax, l.smax, r.smin, true);
    u.intersection(s)
}
fn infer_mul(a: &[Range], flags: u64) -> Range {
    let (l, r) = (a[0], a[1]);
    let u = min_max_by(
        umul,
        flags & NUW != 0,
        [l.umin, l.umax],
        [r.umin, r.umax],
        false,
    );
    let s = min_max_by(
        smul,
        flags & NSW != 0,
        [l.smin, l.smax],
        [r.smin, r.smax],
        true,
    );
    u.intersection(s)
}
fn infer_max_s(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    Range::from_signed(
        if sgt(l.smin, r.smin) { l.smin } else { r.smin },
        if sgt(l.smax, r.smax) { l.smax } else { r.smax },
    )
}
fn infer_max_u(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    Range::from_unsigned(
        if ugt(l.umin, r.umin) { l.umin } else { r.umin },
        if ugt(l.umax, r.umax) { l.umax } else { r.umax },
    )
}
fn infer_min_s(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    Range::from_signed(
        if l.smin.slt(r.smin) { l.smin } else { r.smin },
        if l.smax.slt(r.smax) { l.smax } else { r.smax },
    )
}
fn infer_min_u(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    Range::from_unsigned(
        if l.umin.ult(r.umin) { l.umin } else { r.umin },
        if l.umax.ult(r.umax) { l.umax } else { r.umax },
    )
}

// ---- division and remainder ---------------------------------------------------------------------

/// Corrects a quotient (ceiling, floor); `None` on overflow.
type Fixup = fn(ApInt, ApInt, ApInt) -> Option<ApInt>;

fn div_u_range(l: Range, r: Range, fix: Fixup) -> Range {
    if r.umin.is_zero() {
        return Range::max(r.umin.width);
    }
    min_max_pairs(
        |a, b| a.udiv(b).and_then(|q| fix(a, b, q)),
        [l.umin, l.umax],
        [r.umin, r.umax],
        false,
    )
}

fn div_s_range(l: Range, r: Range, fix: Fixup) -> Range {
    let can_divide = (!r.smin.is_negative() && !r.smin.is_zero()) || r.smax.is_negative();
    if !can_divide {
        return Range::max(r.smin.width);
    }
    min_max_pairs(
        |a, b| {
            if a.is_signed_min() && b.is_all_ones() {
                return None;
            }
            a.sdiv(b).and_then(|q| fix(a, b, q))
        },
        [l.smin, l.smax],
        [r.smin, r.smax],
        true,
    )
}

/// `minMaxBy` with any function.
fn min_max_pairs(
    f: impl Fn(ApInt, ApInt) -> Option<ApInt>,
    l: [ApInt; 2],
    r: [ApInt; 2],
    signed: bool,
) -> Range {
    let w = l[0].width;
    let (mut min, mut max) = if signed {
        (ApInt::signed_max(w), ApInt::signed_min(w))
    } else {
        (ApInt::all_ones(w), ApInt::zero(w))
    };
    for a in l {
        for b in r {
            let Some(v) = f(a, b) else {
                return Range::max(w);
            };
            if (signed && v.slt(min)) || (!signed && v.ult(min)) {
                min = v;
            }
            if (signed && sgt(v, max)) || (!signed && ugt(v, max)) {
                max = v;
            }
        }
    }
    Range::bounded(min, max, signed)
}

fn infer_div_u(a: &[Range]) -> Range {
    div_u_range(a[0], a[1], |_, _, q| Some(q))
}
fn infer_ceil_div_u(a: &[Range]) -> Range {
    div_u_range(a[0], a[1], |l, r, q| {
        if l.urem(r).is_some_and(|m| !m.is_zero()) {
            uadd(q, ApInt::one(q.width), false)
        } else {
            Some(q)
        }
    })
}
fn infer_div_s(a: &[Range]) -> Range {
    div_s_range(a[0], a[1], |_, _, q| Some(q))
}
fn infer_ceil_div_s(a: &[Range]) -> Range {
    div_s_range(a[0], a[1], |l, r, q| {
        if l.srem(r).is_some_and(|m| !m.is_zero()) && l.is_negative() == r.is_negative() {
            sadd(q, ApInt::one(q.width), false)
        } else {
            Some(q)
        }
    })
}
fn infer_floor_div_s(a: &[Range]) -> Range {
    div_s_range(a[0], a[1], |l, r, q| {
        if l.srem(r).is_some_and(|m| !m.is_zero()) && l.is_negative() != r.is_negative() {
            ssub(q, ApInt::one(q.width), false)
        } else {
            Some(q)
        }
    })
}

fn is_strictly_positive(v: ApInt) -> bool {
    !v.is_negative() && !v.is_zero()
}

fn infer_rem_s(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    let w = r.smax.width;
    let (mut smin, mut smax) = (ApInt::signed_min(w), ApInt::signed_max(w));
    if is_strictly_positive(r.smin) || r.smax.is_negative() {
        let max_divisor = if is_strictly_positive(r.smin) {
            r.smax
        } else if r.smin.is_negative() {
            r.smin.neg()
        } else {
            r.smin
        };
        let zero = ApInt::zero(w);
        let max_pos = max_divisor.sub(ApInt::one(w));
        let min_neg = max_pos.neg();
        smin = if l.smin.is_negative() { min_neg } else { zero };
        smax = if is_strictly_positive(l.smax) {
            max_pos
        } else {
            zero
        };
        if r.smin == r.smax && l.smax.sub(l.smin).ult(max_divisor) {
            if let (Some(lo), Some(hi)) = (l.smin.srem(max_divisor), l.smax.srem(max_divisor)) {
                if lo.sle(hi) {
                    smin = lo;
                    smax = hi;
                }
            }
        }
    }
    Range::from_signed(smin, smax)
}

fn infer_rem_u(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    let w = r.umin.width;
    let (mut umin, mut umax) = (ApInt::zero(w), ApInt::all_ones(w));
    if !r.umin.is_zero() {
        umax = r.umax.sub(ApInt::one(w));
        if r.umin == r.umax && l.umax.sub(l.umin).ult(r.umax) {
            if let (Some(lo), Some(hi)) = (l.umin.urem(r.umax), l.umax.urem(r.umax)) {
                if lo.ule(hi) {
                    umin = lo;
                    umax = hi;
                }
            }
        }
    }
    Range::from_unsigned(umin, umax)
}

// ---- bitwise ops and shifts ---------------------------------------------------------------------

/// `widenBitwiseBounds`: the bits below the highest differing one cleared in the lower bound
/// and set in the upper.
fn widen_bits(r: Range) -> [ApInt; 2] {
    let w = r.umin.width;
    let differing = w - r.umin.xor(r.umax).count_leading_zeros().min(w);
    let low = ApInt::all_ones(w).lshr(w - differing);
    [r.umin.and(low.not()), r.umax.or(low)]
}

fn infer_and(a: &[Range]) -> Range {
    min_max_pairs(
        |x, y| Some(x.and(y)),
        widen_bits(a[0]),
        widen_bits(a[1]),
        false,
    )
}
fn infer_or(a: &[Range]) -> Range {
    min_max_pairs(
        |x, y| Some(x.or(y)),
        widen_bits(a[0]),
        widen_bits(a[1]),
        false,
    )
}
fn infer_xor(a: &[Range]) -> Range {
    min_max_pairs(
        |x, y| Some(x.xor(y)),
        widen_bits(a[0]),
        widen_bits(a[1]),
        false,
    )
}

fn leading_ones(v: ApInt) -> u32 {
    v.not().count_leading_zeros()
}

fn infer_shl(a: &[Range], flags: u64) -> Range {
    let (l, r) = (a[0], a[1]);
    let nuw = flags & NUW != 0;
    let nsw = flags & NSW != 0;
    let ushl = move |x: ApInt, n: ApInt| -> Option<ApInt> {
        let w = x.width;
        let overflow = n.u() >= u128::from(w) || n.u() > u128::from(x.count_leading_zeros());
        if overflow {
            return nuw.then(|| ApInt::all_ones(w));
        }
        Some(x.shl(n.u() as u32))
    };
    let sshl = move |x: ApInt, n: ApInt| -> Option<ApInt> {
        let w = x.width;
        let overflow = n.u() >= u128::from(w)
            || if x.is_negative() {
                n.u() >= u128::from(leading_ones(x))
            } else {
                n.u() >= u128::from(x.count_leading_zeros())
            };
        if overflow {
            return nsw.then(|| {
                if x.is_negative() {
                    ApInt::signed_min(w)
                } else {
                    ApInt::signed_max(w)
                }
            });
        }
        Some(x.shl(n.u() as u32))
    };
    let u = min_max_pairs(ushl, [l.umin, l.umax], [r.umin, r.umax], false);
    let s = min_max_pairs(sshl, [l.smin, l.smax], [r.umin, r.umax], true);
    u.intersection(s)
}
fn infer_shr_s(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    min_max_pairs(
        |x, n| (n.u() < u128::from(x.width)).then(|| x.ashr(n.u() as u32)),
        [l.smin, l.smax],
        [r.umin, r.umax],
        true,
    )
}
fn infer_shr_u(a: &[Range]) -> Range {
    let (l, r) = (a[0], a[1]);
    min_max_pairs(
        |x, n| (n.u() < u128::from(x.width)).then(|| x.lshr(n.u() as u32)),
        [l.umin, l.umax],
        [r.umin, r.umax],
        false,
    )
}

// ---- casts --------------------------------------------------------------------------------------

fn like_dest(r: Range, src: u32, dest: u32, signed: bool) -> Range {
    if src < dest {
        if signed {
            ext_si_range(r, dest)
        } else {
            ext_ui_range(r, dest)
        }
    } else if src > dest {
        trunc_range(r, dest)
    } else {
        r
    }
}

/// The index dialect's casts: to an index, the union of the 64- and 32-bit results.
fn index_dialect_cast(r: Range, src: u32, dest: u32, src_is_index: bool, signed: bool) -> Range {
    if src_is_index {
        return like_dest(r, src, dest, signed);
    }
    let storage = like_dest(r, src, dest, signed);
    let min_width = like_dest(r, src, 32, signed);
    storage.union(ext_range(min_width, dest))
}

/// `isStaticallyTrue` (predicates numbered as `arith.cmpi`'s).
fn statically_true(p: i64, l: Range, r: Range) -> bool {
    match p {
        0 => matches!((l.constant_value(), r.constant_value()), (Some(a), Some(b)) if a == b),
        1 => {
            let sne = statically_true(2, l, r) || statically_true(4, l, r);
            let une = statically_true(6, l, r) || statically_true(8, l, r);
            sne && une
        }
        2 => l.smax.slt(r.smin),
        3 => l.smax.sle(r.smin),
        4 => sgt(l.smin, r.smax),
        5 => r.smax.sle(l.smin),
        6 => l.umax.ult(r.umin),
        7 => l.umax.ule(r.umin),
        8 => ugt(l.umin, r.umax),
        _ => r.umax.ule(l.umin),
    }
}

fn invert(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    }
}

fn evaluate(p: i64, l: Range, r: Range) -> Option<bool> {
    if statically_true(p, l, r) {
        Some(true)
    } else if statically_true(invert(p), l, r) {
        Some(false)
    } else {
        None
    }
}

fn bool_range(v: Option<bool>) -> Range {
    match v {
        Some(b) => Range::constant(ApInt::new(1, u128::from(b)).unwrap_or(ApInt::zero(1))),
        None => Range::max(1),
    }
}

// ---- the analysis -------------------------------------------------------------------------------

/// The bit width ranges of `t` are kept at (index: 64); `None` for non-integers.
fn storage_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.kind(ctx.element_type(t)) {
        TypeKind::Integer { width, .. } if *width <= 128 && *width > 0 => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

type Ranges = FxHashMap<ValueId, Range>;

/// Why the op is beyond this analysis.
fn unsupported(ctx: &Context, op: OpId, what: &str) -> Diagnostic {
    Diagnostic::at(
        ctx,
        ctx.ops[op].loc,
        format!(
            "int-range-optimizations: irbridge's integer range analysis does not handle {what} ('{}')",
            ctx.op_name(op)
        ),
    )
}

/// The range of `op`'s result (`Ok(None)`: uninitialized), as the op's interface infers it.
fn infer(ctx: &Context, op: OpId, ranges: &Ranges) -> Result<Option<Range>, Diagnostic> {
    let name = ctx.op_name(op);
    let is_arith = name.starts_with("arith.");
    let is_index = name.starts_with("index.");
    if ctx.ops[op].results.len() != 1 {
        // Several results (the extended ops, calls): the caller gives them the whole range.
        return Ok(None);
    }
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let Some(width) = storage_width(ctx, result_ty) else {
        return Ok(None);
    };
    if !is_arith && !is_index {
        // No `InferIntRangeInterface`: the entry state, the whole range.
        return Ok(Some(Range::max(width)));
    }
    // Upstream's `inferResultRanges` leaves the result uninitialized while an operand is.
    let args: Option<Vec<Range>> = ctx.ops[op]
        .operands
        .iter()
        .map(|v| ranges.get(v).copied())
        .collect();
    let flags = || {
        prop(ctx, op, "overflowFlags")
            .and_then(|a| enum_value(ctx, a, &ARITH_OVERFLOW))
            .unwrap_or(0)
    };
    let pred = || prop(ctx, op, "predicate").or_else(|| prop(ctx, op, "pred"));
    if arith::ConstantOp::is(ctx, op) || index::ConstantOp::is(ctx, op) {
        let value = prop(ctx, op, "value");
        return Ok(value
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { .. } => int_attr_value(ctx, a),
                _ => None,
            })
            .map(|v| Range::constant(ApInt::new(width, v.u()).unwrap_or(v))));
    }
    if index::SizeOfOp::is(ctx, op) {
        let (lo, hi) = (ApInt::new(width, 32), ApInt::new(width, 64));
        return Ok(lo.zip(hi).map(|(lo, hi)| Range::from_unsigned(lo, hi)));
    }
    if index::BoolConstantOp::is(ctx, op) {
        let v = prop(ctx, op, "value").and_then(|a| int_attr_value(ctx, a));
        return Ok(v.map(|v| Range::constant(ApInt::new(1, v.u() & 1).unwrap_or(v))));
    }
    if arith::SelectOp::is(ctx, op) {
        let cond = ranges
            .get(&ctx.operand(op, 0))
            .and_then(|r| r.constant_value());
        let (t, f) = (
            ranges.get(&ctx.operand(op, 1)).copied(),
            ranges.get(&ctx.operand(op, 2)).copied(),
        );
        return Ok(match cond {
            Some(c) if c.is_zero() => f,
            Some(_) => t,
            None => match (t, f) {
                (Some(a), Some(b)) => Some(a.union(b)),
                (a, b) => a.or(b),
            },
        });
    }
    let Some(args) = args else {
        return Ok(None);
    };
    type F = fn(&[Range]) -> Range;
    type Def = fn() -> &'static irbridge::ods::OpDef;
    let index_binary: &[(Def, F, CmpMode)] = &[
        (index::AddOp::def, |a| infer_add(a, 0), CmpMode::Both),
        (index::SubOp::def, |a| infer_sub(a, 0), CmpMode::Both),
        (index::MulOp::def, |a| infer_mul(a, 0), CmpMode::Both),
        (index::MaxSOp::def, infer_max_s, CmpMode::Signed),
        (index::MaxUOp::def, infer_max_u, CmpMode::Unsigned),
        (index::MinSOp::def, infer_min_s, CmpMode::Signed),
        (index::MinUOp::def, infer_min_u, CmpMode::Unsigned),
        (index::DivUOp::def, infer_div_u, CmpMode::Unsigned),
        (index::DivSOp::def, infer_div_s, CmpMode::Signed),
        (index::CeilDivUOp::def, infer_ceil_div_u, CmpMode::Unsigned),
        (index::CeilDivSOp::def, infer_ceil_div_s, CmpMode::Signed),
        (index::FloorDivSOp::def, infer_floor_div_s, CmpMode::Signed),
        (index::RemSOp::def, infer_rem_s, CmpMode::Signed),
        (index::RemUOp::def, infer_rem_u, CmpMode::Unsigned),
        (index::ShlOp::def, |a| infer_shl(a, 0), CmpMode::Both),
        (index::ShrSOp::def, infer_shr_s, CmpMode::Signed),
        (index::ShrUOp::def, infer_shr_u, CmpMode::Unsigned),
        (index::AndOp::def, infer_and, CmpMode::Unsigned),
        (index::OrOp::def, infer_or, CmpMode::Unsigned),
        (index::XOrOp::def, infer_xor, CmpMode::Unsigned),
    ];
    for (def, f, mode) in index_binary {
        if def().is(ctx, op) {
            return Ok(Some(infer_index(f, &args, *mode)));
        }
    }
    if arith::AddIOp::is(ctx, op) {
        return Ok(Some(infer_add(&args, flags())));
    }
    if arith::SubIOp::is(ctx, op) {
        return Ok(Some(infer_sub(&args, flags())));
    }
    if arith::MulIOp::is(ctx, op) {
        return Ok(Some(infer_mul(&args, flags())));
    }
    let arith_min_max: &[(Def, F)] = &[
        (arith::MaxSIOp::def, infer_max_s),
        (arith::MaxUIOp::def, infer_max_u),
        (arith::MinSIOp::def, infer_min_s),
        (arith::MinUIOp::def, infer_min_u),
        (arith::DivUIOp::def, infer_div_u),
        (arith::DivSIOp::def, infer_div_s),
        (arith::CeilDivUIOp::def, infer_ceil_div_u),
        (arith::CeilDivSIOp::def, infer_ceil_div_s),
        (arith::FloorDivSIOp::def, infer_floor_div_s),
        (arith::RemUIOp::def, infer_rem_u),
        (arith::RemSIOp::def, infer_rem_s),
        (arith::AndIOp::def, infer_and),
        (arith::OrIOp::def, infer_or),
        (arith::XOrIOp::def, infer_xor),
        (arith::ShRSIOp::def, infer_shr_s),
        (arith::ShRUIOp::def, infer_shr_u),
    ];
    for (def, f) in arith_min_max {
        if def().is(ctx, op) {
            return Ok(Some(f(&args)));
        }
    }
    if arith::ShLIOp::is(ctx, op) {
        return Ok(Some(infer_shl(&args, flags())));
    }
    let in_ty = ctx.ops[op].operands.first().map(|&v| ctx.value_type(v));
    let src_width = in_ty.and_then(|t| storage_width(ctx, t)).unwrap_or(width);
    if arith::IndexCastOp::is(ctx, op) || arith::IndexCastUIOp::is(ctx, op) {
        let signed = arith::IndexCastOp::is(ctx, op);
        return Ok(Some(like_dest(args[0], src_width, width, signed)));
    }
    if index::CastSOp::is(ctx, op) || index::CastUOp::is(ctx, op) {
        let signed = index::CastSOp::is(ctx, op);
        let src_is_index = in_ty.is_some_and(|t| ctx.is_index(t));
        return Ok(Some(index_dialect_cast(
            args[0],
            src_width,
            width,
            src_is_index,
            signed,
        )));
    }
    if arith::ExtUIOp::is(ctx, op) {
        return Ok(Some(ext_ui_range(args[0], width)));
    }
    if arith::ExtSIOp::is(ctx, op) {
        return Ok(Some(ext_si_range(args[0], width)));
    }
    if arith::TruncIOp::is(ctx, op) {
        return Ok(Some(trunc_range(args[0], width)));
    }
    if arith::CmpIOp::is(ctx, op) {
        let p = pred().and_then(|a| ctx.as_i64(a)).unwrap_or(0);
        return Ok(Some(bool_range(evaluate(p, args[0], args[1]))));
    }
    if index::CmpOp::is(ctx, op) {
        let p = pred()
            .and_then(|a| enum_value(ctx, a, &irbridge::dialect::enums::INDEX_CMP_PREDICATE))
            .map_or(0, |v| v as i64);
        let v64 = evaluate(p, args[0], args[1]);
        let v32 = evaluate(p, trunc_range(args[0], 32), trunc_range(args[1], 32));
        return Ok(Some(bool_range(if v64 == v32 { v64 } else { None })));
    }
    let float_or_other = [
        arith::FPToSIOp::def(),
        arith::FPToUIOp::def(),
        arith::BitcastOp::def(),
    ];
    if float_or_other.iter().any(|d| d.is(ctx, op)) {
        return Ok(Some(Range::max(width)));
    }
    Err(unsupported(ctx, op, "the range inference of"))
}

/// Infers the ranges of the values in `root`'s functions.
fn analyze(ctx: &Context, root: OpId) -> Result<Ranges, Diagnostic> {
    let mut ranges = Ranges::default();
    let mut funcs = vec![];
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        if FuncOp::is(ctx, op) {
            funcs.push(op);
            continue;
        }
        if !ModuleOp::is(ctx, op) && op != root {
            if !ctx.ops[op].regions.is_empty() {
                return Err(unsupported(ctx, op, "the regions of"));
            }
            continue;
        }
        for &r in &ctx.ops[op].regions {
            for b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b).into_iter().rev());
            }
        }
    }
    for f in funcs {
        let Some(&body) = ctx.ops[f].regions.first() else {
            continue;
        };
        let blocks = ctx.region_blocks(body);
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() > 1 {
            return Err(unsupported(
                ctx,
                f,
                "the control flow between the blocks of",
            ));
        }
        let private = prop(ctx, f, "sym_visibility").is_some_and(|a| {
            matches!(ctx.attr_kind(a), AttrKind::String { .. })
                && irbridge::print::attr_to_string(ctx, a) == "\"private\""
        });
        if private {
            return Err(unsupported(
                ctx,
                f,
                "the body of a private function, analysed from its callers upstream:",
            ));
        }
        for &a in &ctx.blocks[entry].args {
            if let Some(w) = storage_width(ctx, ctx.value_type(a)) {
                ranges.insert(a, Range::max(w));
            }
        }
        for op in ctx.block_ops(entry) {
            if !ctx.ops[op].regions.is_empty() {
                return Err(unsupported(ctx, op, "the regions of"));
            }
            let too_wide = ctx
                .operand_types(op)
                .into_iter()
                .chain(ctx.result_types(op))
                .any(|t| matches!(ctx.kind(ctx.element_type(t)), TypeKind::Integer { width, .. } if *width > 128 || *width == 0));
            if too_wide {
                return Err(unsupported(
                    ctx,
                    op,
                    "integers of width 0 or wider than 128 bits, used by",
                ));
            }
            if CallOp::is(ctx, op) {
                let has_body = prop(ctx, op, "callee")
                    .and_then(|c| callee_of(ctx, root, c))
                    .is_some_and(|g| {
                        ctx.ops[g]
                            .regions
                            .first()
                            .is_some_and(|&r| ctx.regions[r].first.is_some())
                    });
                if has_body {
                    return Err(unsupported(
                        ctx,
                        op,
                        "calls into function bodies, analysed interprocedurally upstream:",
                    ));
                }
            }
            if ctx.ops[op].results.len() != 1 {
                // No interface for these upstream: the entry state, the whole range.
                for &r in &ctx.ops[op].results {
                    if let Some(w) = storage_width(ctx, ctx.value_type(r)) {
                        ranges.insert(r, Range::max(w));
                    }
                }
                continue;
            }
            if let Some(r) = infer(ctx, op, &ranges)? {
                ranges.insert(ctx.result(op, 0), r);
            }
        }
    }
    Ok(ranges)
}

/// The function a call's callee names, looked up among `root`'s direct ops.
fn callee_of(ctx: &Context, root: OpId, callee: irbridge::ir::Attribute) -> Option<OpId> {
    let text = irbridge::print::attr_to_string(ctx, callee);
    let name = text.strip_prefix('@')?;
    for &r in &ctx.ops[root].regions {
        for b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                if FuncOp::is(ctx, op) {
                    let n =
                        prop(ctx, op, "sym_name").map(|a| irbridge::print::attr_to_string(ctx, a));
                    if n.as_deref().map(|s| s.trim_matches('"')) == Some(name.trim_matches('"')) {
                        return Some(op);
                    }
                }
            }
        }
    }
    None
}

thread_local! {
    /// The analysis results the pattern reads (a pattern is a plain function).
    static RANGES: RefCell<Ranges> = RefCell::new(Ranges::default());
}

fn constant_of(v: ValueId) -> Option<ApInt> {
    RANGES.with(|r| r.borrow().get(&v).and_then(|r| r.constant_value()))
}

/// Upstream's `MaterializeKnownConstantValues`: each used result known to be one constant is
/// replaced by that constant (made by the op's dialect, else `arith`); the op goes if it is
/// then trivially dead.
fn materialize_known(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let results = ctx.ops[op].results.to_vec();
    if results
        .first()
        .is_some_and(|&r| irbridge::transforms::constant_value(ctx, r).is_some())
    {
        return false;
    }
    // Only scalars are materialized (an integer attribute of a vector type is no constant).
    let needs = |v: ValueId| {
        constant_of(v).is_some()
            && !ctx.values[v].uses.is_empty()
            && matches!(
                ctx.kind(ctx.value_type(v)),
                TypeKind::Integer { .. } | TypeKind::Index
            )
    };
    if !results.iter().any(|&v| needs(v)) {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let dialect = irbridge::transforms::fold::dialect_of(ctx, op).to_string();
    let mut replaced_all = !results.is_empty();
    let mut changed = false;
    for v in results {
        let Some(c) = constant_of(v).filter(|_| !rw.ctx.values[v].uses.is_empty()) else {
            replaced_all &= rw.ctx.values[v].uses.is_empty();
            continue;
        };
        let ty = rw.ctx.value_type(v);
        if !matches!(rw.ctx.kind(ty), TypeKind::Integer { .. } | TypeKind::Index) {
            replaced_all = false;
            continue;
        }
        let attr = irbridge::transforms::consts::scalar_or_splat(
            rw.ctx,
            ty,
            irbridge::transforms::consts::Scalar::Int(c),
        );
        let st = irbridge::transforms::fold::materialize(rw.ctx, &dialect, attr, ty, loc)
            .or_else(|| irbridge::transforms::fold::materialize(rw.ctx, "arith", attr, ty, loc));
        let Some(st) = st else {
            replaced_all = false;
            continue;
        };
        rw.set_insertion_point_before(op);
        let c_op = rw.create(st);
        let new = rw.ctx.result(c_op, 0);
        rw.replace_all_uses_with(v, new);
        changed = true;
    }
    if replaced_all && irbridge::transforms::effects::is_trivially_dead(rw.ctx, op) {
        rw.erase_op(op);
        changed = true;
    }
    changed
}

static MATERIALIZE: Pattern = Pattern::new("MaterializeKnownConstantValues", materialize_known);

/// Upstream's `DeleteTrivialRem`: `x rem m` with a constant `m > 0` and `x` known in `[0, m)`
/// is `x`.
fn delete_trivial_rem(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(m) = irbridge::transforms::constant_value(ctx, rhs)
        .and_then(|a| int_attr_value(ctx, a))
        .and_then(|v| i64::try_from(v.s()).ok())
    else {
        return false;
    };
    if m <= 0 {
        return false;
    }
    let Some(r) = RANGES.with(|r| r.borrow().get(&lhs).copied()) else {
        return false;
    };
    let (min, max) = if arith::RemUIOp::is(ctx, op) {
        (r.umin, r.umax)
    } else {
        (r.smin, r.smax)
    };
    let m = m as u128;
    let in_bounds = |v: ApInt| !v.is_negative() && v.u() < m;
    if !in_bounds(min) || !in_bounds(max) || !min.ule(max) {
        return false;
    }
    rw.replace_op(op, &[lhs]);
    true
}

static DELETE_TRIVIAL_REM: Pattern = Pattern::new("DeleteTrivialRem", delete_trivial_rem);

/// Runs `int-range-optimizations` on `root`.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let ranges = analyze(ctx, root)?;
    RANGES.with(|r| *r.borrow_mut() = ranges);
    let mut set = PatternSet::default();
    set.add(arith::RemSIOp::def(), &DELETE_TRIVIAL_REM);
    set.add(arith::RemUIOp::def(), &DELETE_TRIVIAL_REM);
    let defs: Vec<_> = ctx.registry.all_ops().collect();
    for d in defs {
        set.add(d, &MATERIALIZE);
    }
    set.freeze();
    apply_patterns_and_fold_greedily(ctx, root, &set, &GreedyConfig::default());
    RANGES.with(|r| r.borrow_mut().clear());
    Ok(())
}
