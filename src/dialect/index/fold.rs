//! The folders of `index` (MLIR 19's IndexOps.cpp), `index.cmp`'s canonicalizer and the dialect's
//! constant materializer. The index width is not known when folding, so the "checked" folds
//! compute in 64 and in 32 bits and fold only when the truncated results agree.

use super::ops::*;
use crate::dialect::arith::fold::cmpi_apply;
use crate::dialect::enums::INDEX_CMP_PREDICATE;
use crate::ir::apint::ApInt;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind};
use crate::ods::enums::enum_value;
use crate::ods::typed::{build_state, Group};
use crate::ods::{FoldResult, FoldValue};
use crate::transforms::consts::{int_attr, int_attr_value};
use crate::transforms::matchers::constant;
use crate::transforms::{Pattern, Rewriter};

type Ops<'a> = &'a [Option<Attribute>];

fn scalar(ctx: &Context, a: Option<Attribute>) -> Option<ApInt> {
    int_attr_value(ctx, a?)
}

fn index_attr(ctx: &mut Context, v: ApInt) -> FoldResult {
    let t = ctx.index();
    FoldResult::Values(vec![FoldValue::Attr(int_attr(ctx, t, v))])
}

fn value(v: crate::ir::ValueId) -> FoldResult {
    FoldResult::Values(vec![FoldValue::Value(v)])
}

/// `foldBinaryOpUnchecked`.
fn unchecked(
    ctx: &mut Context,
    k: Ops,
    f: impl Fn(ApInt, ApInt) -> Option<ApInt>,
) -> Option<FoldResult> {
    let (l, r) = (scalar(ctx, k[0])?, scalar(ctx, k[1])?);
    let v = f(l, r)?;
    Some(index_attr(ctx, v))
}

/// `foldBinaryOpChecked`.
fn checked(ctx: &mut Context, k: Ops, f: impl Fn(ApInt, ApInt) -> Option<ApInt>) -> FoldResult {
    let (Some(l), Some(r)) = (scalar(ctx, k[0]), scalar(ctx, k[1])) else {
        return FoldResult::None;
    };
    let Some(r64) = f(l, r) else {
        return FoldResult::None;
    };
    let Some(r32) = f(l.trunc(32), r.trunc(32)) else {
        return FoldResult::None;
    };
    if r64.trunc(32) != r32 {
        return FoldResult::None;
    }
    index_attr(ctx, r64)
}

pub fn add(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(r) = unchecked(ctx, k, |a, b| Some(a.add(b))) {
        return r;
    }
    if scalar(ctx, k[1]).is_some_and(|v| v.is_zero()) {
        return value(ctx.ops[op].operands[0]);
    }
    FoldResult::None
}

pub fn sub(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(r) = unchecked(ctx, k, |a, b| Some(a.sub(b))) {
        return r;
    }
    if scalar(ctx, k[1]).is_some_and(|v| v.is_zero()) {
        return value(ctx.ops[op].operands[0]);
    }
    FoldResult::None
}

pub fn mul(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(r) = unchecked(ctx, k, |a, b| Some(a.mul(b))) {
        return r;
    }
    if let Some(v) = scalar(ctx, k[1]) {
        if v.is_one() {
            return value(ctx.ops[op].operands[0]);
        }
        if v.is_zero() {
            if let Some(a) = k[1] {
                return FoldResult::Values(vec![FoldValue::Attr(a)]);
            }
        }
    }
    FoldResult::None
}

pub fn divs(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| a.sdiv(b))
}
pub fn divu(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| a.udiv(b))
}

fn ceil_div_s(n: ApInt, m: ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n);
    }
    let zero = ApInt::zero(n.width);
    let m_gt_z = zero.slt(m);
    if zero.slt(n) != m_gt_z {
        return Some(n.neg().sdiv(m)?.neg());
    }
    let x = if m_gt_z {
        ApInt::all_ones(n.width)
    } else {
        ApInt::one(n.width)
    };
    Some(n.add(x).sdiv(m)?.add(ApInt::one(n.width)))
}

fn floor_div_s(n: ApInt, m: ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n);
    }
    let m_lt_z = m.is_negative();
    if n.is_negative() == m_lt_z {
        return n.sdiv(m);
    }
    let x = if m_lt_z {
        ApInt::one(n.width)
    } else {
        ApInt::all_ones(n.width)
    };
    Some(ApInt::all_ones(n.width).sub(x.sub(n).sdiv(m)?))
}

pub fn ceildivs(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, ceil_div_s)
}
pub fn ceildivu(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |n, m| {
        if m.is_zero() {
            return None;
        }
        if n.is_zero() {
            return Some(n);
        }
        Some(n.sub(ApInt::one(n.width)).udiv(m)?.add(ApInt::one(n.width)))
    })
}
pub fn floordivs(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, floor_div_s)
}
pub fn rems(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| a.srem(b))
}
pub fn remu(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| a.urem(b))
}
pub fn maxs(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| Some(if b.slt(a) { a } else { b }))
}
pub fn maxu(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| Some(if b.ult(a) { a } else { b }))
}
pub fn mins(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| Some(if a.slt(b) { a } else { b }))
}
pub fn minu(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| Some(if a.ult(b) { a } else { b }))
}

fn below_32(b: ApInt) -> Option<u32> {
    (b.u() < 32).then_some(b.u() as u32)
}

pub fn shl(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unchecked(ctx, k, |a, b| Some(a.shl(below_32(b)?))).unwrap_or(FoldResult::None)
}
pub fn shrs(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| Some(a.ashr(below_32(b)?)))
}
pub fn shru(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    checked(ctx, k, |a, b| Some(a.lshr(below_32(b)?)))
}
pub fn and(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unchecked(ctx, k, |a, b| Some(a.and(b))).unwrap_or(FoldResult::None)
}
pub fn or(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unchecked(ctx, k, |a, b| Some(a.or(b))).unwrap_or(FoldResult::None)
}
pub fn xor(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unchecked(ctx, k, |a, b| Some(a.xor(b))).unwrap_or(FoldResult::None)
}

/// `foldCastOp`.
fn fold_cast(ctx: &mut Context, op: OpId, k: Ops, signed: bool) -> FoldResult {
    let Some(v) = scalar(ctx, k[0]) else {
        return FoldResult::None;
    };
    let t = ctx.value_type(ctx.ops[op].results[0]);
    let ext = |x: ApInt, w: u32| if signed { x.sext(w) } else { x.zext(w) };
    let ext_or_trunc = |x: ApInt, w: u32| {
        if signed {
            x.sext_or_trunc(w)
        } else {
            x.zext_or_trunc(w)
        }
    };
    let result = if matches!(ctx.kind(t), TypeKind::Index) {
        ext_or_trunc(v, 64)
    } else {
        let Some(w) = ctx.int_width(t) else {
            return FoldResult::None;
        };
        if w > 128 {
            return FoldResult::None;
        }
        if w <= 32 {
            v.trunc(w)
        } else if w >= 64 {
            if ext(v.trunc(32), 64) != v {
                return FoldResult::None;
            }
            ext(v, w)
        } else {
            let r = v.trunc(w);
            if r != ext(v.trunc(32), w) {
                return FoldResult::None;
            }
            r
        }
    };
    FoldResult::Values(vec![FoldValue::Attr(int_attr(ctx, t, result))])
}

pub fn casts(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    fold_cast(ctx, op, k, true)
}
pub fn castu(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    fold_cast(ctx, op, k, false)
}

fn pred(ctx: &Context, op: OpId) -> Option<i64> {
    let a = crate::ods::prop(ctx, op, "pred")?;
    enum_value(ctx, a, &INDEX_CMP_PREDICATE).map(|v| v as i64)
}

/// A `ConstantIntRanges`: signed and unsigned bounds.
#[derive(Copy, Clone)]
struct Range {
    umin: ApInt,
    umax: ApInt,
    smin: ApInt,
    smax: ApInt,
}

impl Range {
    fn from_signed(smin: ApInt, smax: ApInt) -> Self {
        let w = smin.width;
        let (umin, umax) = if !smin.is_negative() || smax.is_negative() {
            (smin, smax)
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
    fn from_unsigned(umin: ApInt, umax: ApInt) -> Self {
        let w = umin.width;
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            (umin, umax)
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
    fn constant(v: ApInt) -> Self {
        Range {
            umin: v,
            umax: v,
            smin: v,
            smax: v,
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

/// `intrange::isStaticallyTrue` (predicates in `arith.cmpi` order).
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
        4 => r.smax.slt(l.smin),
        5 => r.smax.sle(l.smin),
        6 => l.umax.ult(r.umin),
        7 => l.umax.ule(r.umin),
        8 => r.umax.ult(l.umin),
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

fn evaluate_pred(p: i64, l: Range, r: Range) -> Option<bool> {
    if statically_true(p, l, r) {
        return Some(true);
    }
    if statically_true(invert(p), l, r) {
        return Some(false);
    }
    None
}

fn cmp_of_max_or_min(kind: &str, a: ApInt, b: ApInt, w: u32, p: i64) -> Option<bool> {
    let l = match kind {
        "mins" => Range::from_signed(ApInt::signed_min(w), a),
        "minu" => Range::from_unsigned(ApInt::zero(w), a),
        "maxs" => Range::from_signed(a, ApInt::signed_max(w)),
        _ => Range::from_unsigned(a, ApInt::all_ones(w)),
    };
    evaluate_pred(p, l, Range::constant(b))
}

pub fn cmp(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let Some(p) = pred(ctx, op) else {
        return FoldResult::None;
    };
    let (l, r) = (scalar(ctx, k[0]), scalar(ctx, k[1]));
    if let (Some(a), Some(b)) = (l, r) {
        let r64 = cmpi_apply(p, a, b);
        let r32 = cmpi_apply(p, a.trunc(32), b.trunc(32));
        if r64 == r32 {
            return FoldResult::Values(vec![FoldValue::Attr(ctx.bool_attr(r64))]);
        }
    }
    let lhs = ctx.ops[op].operands[0];
    if let Some(d) = ctx.defining_op(lhs) {
        let kind = if MinSOp::is(ctx, d) {
            Some("mins")
        } else if MinUOp::is(ctx, d) {
            Some("minu")
        } else if MaxSOp::is(ctx, d) {
            Some("maxs")
        } else if MaxUOp::is(ctx, d) {
            Some("maxu")
        } else {
            None
        };
        let cst_a = kind
            .and(ctx.ops[d].operands.get(1))
            .and_then(|v| constant(ctx, *v))
            .and_then(|a| int_attr_value(ctx, a));
        if let (Some(kind), Some(a), Some(b)) = (kind, cst_a, r) {
            let r64 = cmp_of_max_or_min(kind, a, b, 64, p);
            let r32 = cmp_of_max_or_min(kind, a.trunc(32), b.trunc(32), 32, p);
            if let (Some(x), Some(y)) = (r64, r32) {
                if x == y {
                    return FoldResult::Values(vec![FoldValue::Attr(ctx.bool_attr(x))]);
                }
            }
        }
    }
    if ctx.ops[op].operands[0] == ctx.ops[op].operands[1] {
        let v = matches!(p, 0 | 3 | 5 | 7 | 9);
        return FoldResult::Values(vec![FoldValue::Attr(ctx.bool_attr(v))]);
    }
    FoldResult::None
}

/// `CmpOp::canonicalize`: `cmp(sub(a, b), 0) -> cmp(a, b)` (and with the zero on the left).
fn cmp_canonicalize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (l, r) = (ctx.ops[op].operands[0], ctx.ops[op].operands[1]);
    let zero = |v| {
        constant(ctx, v)
            .and_then(|a| int_attr_value(ctx, a))
            .is_some_and(|x| x.is_zero())
    };
    let (rz, lz) = (zero(r), zero(l));
    if !rz && !lz {
        return false;
    }
    let sub_v = if rz { l } else { r };
    let Some(s) = ctx.defining_op(sub_v).filter(|d| SubOp::is(ctx, *d)) else {
        return false;
    };
    let (a, b) = (ctx.ops[s].operands[0], ctx.ops[s].operands[1]);
    let (x, y) = if rz { (a, b) } else { (b, a) };
    let Some(pa) = crate::ods::prop(ctx, op, "pred") else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let i1 = ctx.value_type(ctx.ops[op].results[0]);
    let new = CmpOp::build(rw, loc, i1, x, y, pa).0;
    let res = rw.ctx.ops[new].results[0];
    rw.replace_op(op, &[res]);
    true
}

pub static CMP: &[Pattern] = &[Pattern::new("CmpOp::canonicalize", cmp_canonicalize)];

/// `IndexDialect::materializeConstant`: `index.bool.constant` for a boolean of `i1` type,
/// `index.constant` for an index.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    let AttrKind::Integer { ty: vt, .. } = ctx.attr_kind(value).clone() else {
        return None;
    };
    let is_bool = ctx.int_width(vt) == Some(1) && ctx.is_signless_int(vt);
    if is_bool {
        if !(ctx.int_width(ty) == Some(1) && ctx.is_signless_int(ty)) {
            return None;
        }
        return Some(build_state(
            ctx,
            BoolConstantOp::def(),
            loc,
            &[Group::One(ty)],
            &[],
            &[("value", Some(value))],
        ));
    }
    if !ctx.is_index(vt) || !ctx.is_index(ty) {
        return None;
    }
    Some(build_state(
        ctx,
        ConstantOp::def(),
        loc,
        &[Group::One(ty)],
        &[],
        &[("value", Some(value))],
    ))
}
