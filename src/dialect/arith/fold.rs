//! The folders of `arith` (MLIR 19's ArithOps.cpp), one per op, named by the records, and the
//! dialect's constant materializer.

use crate::ir::apint::ApInt;
use crate::ir::float::ops::{self as fops, RoundingMode as Rm};
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, ValueId};
use crate::ods::{enums::enum_value, FoldResult, FoldValue, TypedOp};
use crate::transforms::consts::{
    self as c, binary, binary_float, binary_int, binary_typed, float_or_splat, int_or_splat,
    is_all_ones_int, is_one_int, is_poison, is_zero_int, scalar_or_splat, Kind, Scalar,
};

use super::ops::*;

type Ops<'a> = &'a [Option<Attribute>];

fn value(v: ValueId) -> FoldResult {
    FoldResult::Values(vec![FoldValue::Value(v)])
}

fn attr(a: Attribute) -> FoldResult {
    FoldResult::Values(vec![FoldValue::Attr(a)])
}

fn attr_or_none(a: Option<Attribute>) -> FoldResult {
    match a {
        Some(a) => attr(a),
        None => FoldResult::None,
    }
}

fn lhs(ctx: &Context, op: OpId) -> ValueId {
    ctx.ops[op].operands[0]
}
fn rhs(ctx: &Context, op: OpId) -> ValueId {
    ctx.ops[op].operands[1]
}
fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.value_type(ctx.ops[op].results[0])
}

/// The op defining `v` if it is `T`.
fn def_of<T: TypedOp>(ctx: &Context, v: ValueId) -> Option<OpId> {
    let d = ctx.defining_op(v)?;
    T::is(ctx, d).then_some(d)
}

/// `Builder::getZeroAttr(type)`.
pub fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    let elem = ctx.element_type(ty);
    let s = if let Some(w) = c::int_width(ctx, elem) {
        Scalar::Int(ApInt::zero(w.min(128)))
    } else if let Some(k) = ctx.float_kind(elem) {
        Scalar::Float(k, fops::zero(k, false))
    } else {
        return None;
    };
    match ctx.kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => Some(c::splat(ctx, ty, s)),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => {
            Some(c::scalar_attr(ctx, ty, s))
        }
        _ => None,
    }
}

/// `getBoolAttribute`: `true`/`false`, or a splat of it for a shaped type.
fn bool_attr(ctx: &mut Context, ty: Type, v: bool) -> Attribute {
    let s = Scalar::Int(ApInt::new(1, v as u128).unwrap_or(ApInt::zero(1)));
    if ctx.kind(ty).is_shaped() {
        c::splat(ctx, ty, s)
    } else {
        let i1 = ctx.i1();
        c::scalar_attr(ctx, i1, s)
    }
}

/// `getI1SameShape`.
pub fn i1_same_shape(ctx: &mut Context, ty: Type) -> Type {
    super::cmp::i1_same_shape(ctx, ty)
}

// ---- the materializer ------------------------------------------------------------------------------------

/// `ArithDialect::materializeConstant`: `ub.poison` for poison, else `arith.constant` if the value
/// can be one of type `ty`.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    if is_poison(ctx, value) {
        return Some(crate::dialect::ub::poison_state(ctx, value, ty, loc));
    }
    if !buildable(ctx, value, ty) {
        return None;
    }
    Some(constant_state(ctx, value, ty, loc))
}

/// `arith::ConstantOp::isBuildableWith`.
pub fn buildable(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if c::attr_type(ctx, value) != Some(ty) {
        return false;
    }
    if matches!(ctx.kind(ty), TypeKind::Integer { .. }) && !ctx.is_signless_int(ty) {
        return false;
    }
    matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::DenseResource { .. }
    )
}

/// The state of `arith.constant value : ty`.
pub fn constant_state(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> OpState {
    use crate::ods::typed::{build_state, Group};
    build_state(
        ctx,
        ConstantOp::def(),
        loc,
        &[Group::One(ty)],
        &[],
        &[("value", Some(value))],
    )
}

// ---- integer binary ops ----------------------------------------------------------------------------------

pub fn addi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_zero_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    if let Some(sub) = def_of::<SubIOp>(ctx, lhs(ctx, op)) {
        if rhs(ctx, op) == ctx.ops[sub].operands[1] {
            return value(ctx.ops[sub].operands[0]);
        }
    }
    if let Some(sub) = def_of::<SubIOp>(ctx, rhs(ctx, op)) {
        if lhs(ctx, op) == ctx.ops[sub].operands[1] {
            return value(ctx.ops[sub].operands[0]);
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| Some(a.add(b))))
}

pub fn subi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        let t = result_type(ctx, op);
        return attr_or_none(zero_attr(ctx, t));
    }
    if is_zero_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    if let Some(add) = def_of::<AddIOp>(ctx, lhs(ctx, op)) {
        let (a, b) = (ctx.ops[add].operands[0], ctx.ops[add].operands[1]);
        if rhs(ctx, op) == b {
            return value(a);
        }
        if rhs(ctx, op) == a {
            return value(b);
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| Some(a.sub(b))))
}

pub fn muli(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_zero_int(ctx, k[1]) {
        return value(rhs(ctx, op));
    }
    if is_one_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_int(ctx, k, |a, b| Some(a.mul(b))))
}

/// A division-like fold that declines when any element would divide by zero or overflow.
fn checked(ctx: &mut Context, k: Ops, f: impl Fn(ApInt, ApInt) -> Option<ApInt>) -> FoldResult {
    attr_or_none(binary_int(ctx, k, f))
}

pub fn divui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_one_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    checked(ctx, k, |a, b| a.udiv(b))
}

pub fn divsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_one_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    checked(ctx, k, |a, b| {
        let (q, ov) = a.sdiv_ov(b)?;
        (!ov).then_some(q)
    })
}

/// `a + b` with signed overflow reported (`sadd_ov`).
fn sadd_ov(a: ApInt, b: ApInt) -> (ApInt, bool) {
    let r = a.add(b);
    let ov = a.is_negative() == b.is_negative() && r.is_negative() != a.is_negative();
    (r, ov)
}
fn ssub_ov(a: ApInt, b: ApInt) -> (ApInt, bool) {
    let r = a.sub(b);
    let ov = a.is_negative() != b.is_negative() && r.is_negative() != a.is_negative();
    (r, ov)
}

/// `signedCeilNonnegInputs`: `(a - 1) / b + 1`.
fn signed_ceil_nonneg(a: ApInt, b: ApInt, ov: &mut bool) -> ApInt {
    let one = ApInt::one(a.width);
    let (x, o1) = ssub_ov(a, one);
    let (y, o2) = x.sdiv_ov(b).unwrap_or((x, true));
    let (z, o3) = sadd_ov(y, one);
    *ov |= o1 || o2 || o3;
    z
}

pub fn ceildivui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_one_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    checked(ctx, k, |a, b| {
        let q = a.udiv(b)?;
        if a.urem(b)?.is_zero() {
            return Some(q);
        }
        let r = q.add(ApInt::one(a.width));
        // uadd_ov
        (!r.ult(q)).then_some(r)
    })
}

pub fn ceildivsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_one_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    checked(ctx, k, |a, b| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a);
        }
        let zero = ApInt::zero(a.width);
        let a_gt = zero.slt(a);
        let b_gt = zero.slt(b);
        let mut ov = false;
        let r = if a_gt && b_gt {
            signed_ceil_nonneg(a, b, &mut ov)
        } else if !a_gt && !b_gt {
            let (pa, o1) = ssub_ov(zero, a);
            let (pb, o2) = ssub_ov(zero, b);
            let r = signed_ceil_nonneg(pa, pb, &mut ov);
            ov |= o1 || o2;
            r
        } else if !a_gt && b_gt {
            let (pa, o1) = ssub_ov(zero, a);
            let (d, o2) = pa.sdiv_ov(b)?;
            let (r, o3) = ssub_ov(zero, d);
            ov |= o1 || o2 || o3;
            r
        } else {
            let (pb, o1) = ssub_ov(zero, b);
            let (d, o2) = a.sdiv_ov(pb)?;
            let (r, o3) = ssub_ov(zero, d);
            ov |= o1 || o2 || o3;
            r
        };
        (!ov).then_some(r)
    })
}

/// `APInt::sfloordiv_ov`.
fn sfloordiv_ov(a: ApInt, b: ApInt) -> Option<(ApInt, bool)> {
    let (q, ov) = a.sdiv_ov(b)?;
    let r = a.srem(b)?;
    if !r.is_zero() && (a.is_negative() != b.is_negative()) {
        let (q2, o2) = ssub_ov(q, ApInt::one(a.width));
        return Some((q2, ov || o2));
    }
    Some((q, ov))
}

pub fn floordivsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_one_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    checked(ctx, k, |a, b| {
        if b.is_zero() {
            return None;
        }
        let (q, ov) = sfloordiv_ov(a, b)?;
        (!ov).then_some(q)
    })
}

pub fn remui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_one_int(ctx, k[1]) {
        let t = result_type(ctx, op);
        return attr_or_none(zero_attr(ctx, t));
    }
    checked(ctx, k, |a, b| a.urem(b))
}

pub fn remsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_one_int(ctx, k[1]) {
        let t = result_type(ctx, op);
        return attr_or_none(zero_attr(ctx, t));
    }
    checked(ctx, k, |a, b| a.srem(b))
}

/// `v` is `xori(other, c)` with `c` all ones (a `not` of `other`): its defining op.
fn not_of(ctx: &Context, v: ValueId, other: ValueId) -> Option<OpId> {
    let x = def_of::<XOrIOp>(ctx, v)?;
    if ctx.ops[x].operands[0] != other {
        return None;
    }
    let c = crate::transforms::constant_value(ctx, ctx.ops[x].operands[1])?;
    int_or_splat(ctx, c)
        .is_some_and(|v| v.is_all_ones())
        .then_some(x)
}

pub fn andi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_zero_int(ctx, k[1]) {
        return value(rhs(ctx, op));
    }
    if is_all_ones_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    let (l, r) = (lhs(ctx, op), rhs(ctx, op));
    if not_of(ctx, r, l).is_some() || not_of(ctx, l, r).is_some() {
        let t = result_type(ctx, op);
        return attr_or_none(zero_attr(ctx, t));
    }
    for (prev, other) in [(l, r), (r, l)] {
        if let Some(p) = def_of::<AndIOp>(ctx, prev) {
            if other == ctx.ops[p].operands[0] || other == ctx.ops[p].operands[1] {
                return value(prev);
            }
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| Some(a.and(b))))
}

pub fn ori(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(v) = k[1].and_then(|a| int_or_splat(ctx, a)) {
        if v.is_zero() {
            return value(lhs(ctx, op));
        }
        if v.is_all_ones() {
            if let Some(a) = k[1] {
                return attr(a);
            }
        }
    }
    let (l, r) = (lhs(ctx, op), rhs(ctx, op));
    if let Some(x) = not_of(ctx, r, l) {
        return value(ctx.ops[x].operands[1]);
    }
    if let Some(x) = not_of(ctx, l, r) {
        return value(ctx.ops[x].operands[1]);
    }
    attr_or_none(binary_int(ctx, k, |a, b| Some(a.or(b))))
}

pub fn xori(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if is_zero_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    let (l, r) = (lhs(ctx, op), rhs(ctx, op));
    if l == r {
        let t = result_type(ctx, op);
        return attr_or_none(zero_attr(ctx, t));
    }
    if let Some(p) = def_of::<XOrIOp>(ctx, l) {
        let (pl, pr) = (ctx.ops[p].operands[0], ctx.ops[p].operands[1]);
        if pr == r {
            return value(pl);
        }
        if pl == r {
            return value(pr);
        }
    }
    if let Some(p) = def_of::<XOrIOp>(ctx, r) {
        let (pl, pr) = (ctx.ops[p].operands[0], ctx.ops[p].operands[1]);
        if pr == l {
            return value(pl);
        }
        if pl == l {
            return value(pr);
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| Some(a.xor(b))))
}

/// A shift folds only if every shift amount is below the width.
fn shift(ctx: &mut Context, op: OpId, k: Ops, f: fn(ApInt, u32) -> ApInt) -> FoldResult {
    if is_zero_int(ctx, k[1]) {
        return value(lhs(ctx, op));
    }
    checked(ctx, k, |a, b| {
        if !b.ult(ApInt::new(b.width, u128::from(b.width))?) {
            return None;
        }
        Some(f(a, b.u() as u32))
    })
}

pub fn shli(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    shift(ctx, op, k, ApInt::shl)
}
pub fn shrui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    shift(ctx, op, k, ApInt::lshr)
}
pub fn shrsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    shift(ctx, op, k, ApInt::ashr)
}

pub fn maxsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        return value(rhs(ctx, op));
    }
    if let Some(v) = k[1].and_then(|a| int_or_splat(ctx, a)) {
        if v.is_signed_max() {
            return value(rhs(ctx, op));
        }
        if v.is_signed_min() {
            return value(lhs(ctx, op));
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| {
        Some(if a.slt(b) { b } else { a })
    }))
}

pub fn maxui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        return value(rhs(ctx, op));
    }
    if let Some(v) = k[1].and_then(|a| int_or_splat(ctx, a)) {
        if v.is_all_ones() {
            return value(rhs(ctx, op));
        }
        if v.is_zero() {
            return value(lhs(ctx, op));
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| {
        Some(if a.ult(b) { b } else { a })
    }))
}

pub fn minsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        return value(rhs(ctx, op));
    }
    if let Some(v) = k[1].and_then(|a| int_or_splat(ctx, a)) {
        if v.is_signed_min() {
            return value(rhs(ctx, op));
        }
        if v.is_signed_max() {
            return value(lhs(ctx, op));
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| {
        Some(if b.slt(a) { b } else { a })
    }))
}

pub fn minui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        return value(rhs(ctx, op));
    }
    if let Some(v) = k[1].and_then(|a| int_or_splat(ctx, a)) {
        if v.is_zero() {
            return value(rhs(ctx, op));
        }
        if v.is_all_ones() {
            return value(lhs(ctx, op));
        }
    }
    attr_or_none(binary_int(ctx, k, |a, b| {
        Some(if b.ult(a) { b } else { a })
    }))
}

// ---- extended ops ------------------------------------------------------------------------------------

pub fn addui_extended(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let overflow_ty = ctx.value_type(ctx.ops[op].results[1]);
    let r_const = crate::transforms::constant_value(ctx, rhs(ctx, op));
    if is_zero_int(ctx, r_const) {
        let Some(f) = zero_attr(ctx, overflow_ty) else {
            return FoldResult::None;
        };
        return FoldResult::Values(vec![FoldValue::Value(lhs(ctx, op)), FoldValue::Attr(f)]);
    }
    let Some(sum) = binary_int(ctx, k, |a, b| Some(a.add(b))) else {
        return FoldResult::None;
    };
    if is_poison(ctx, sum) {
        return FoldResult::None;
    }
    let Some(sum_ty) = c::attr_type(ctx, sum) else {
        return FoldResult::None;
    };
    let ovt = i1_same_shape(ctx, sum_ty);
    let Some(ov) = binary_typed(ctx, &[Some(sum), k[0]], Some(ovt), Kind::Int, |s, a| {
        let (s, a) = (s.int()?, a.int()?);
        Some(Scalar::Int(ApInt::new(1, s.ult(a) as u128)?))
    }) else {
        return FoldResult::None;
    };
    FoldResult::Values(vec![FoldValue::Attr(sum), FoldValue::Attr(ov)])
}

/// The high half of the double-width product (`mulhs`/`mulhu`).
fn mul_high(a: ApInt, b: ApInt, signed: bool) -> Option<ApInt> {
    let w = a.width;
    if w * 2 > 128 {
        // Use wide arithmetic on big integers.
        let (x, y) = if signed {
            (a.to_bigint_signed(), b.to_bigint_signed())
        } else {
            (a.to_bigint_unsigned(), b.to_bigint_unsigned())
        };
        let p: num_bigint::BigInt = (x * y) >> w;
        return ApInt::from_bigint(w, &p);
    }
    let (x, y) = if signed {
        (a.sext(2 * w), b.sext(2 * w))
    } else {
        (a.zext(2 * w), b.zext(2 * w))
    };
    Some(x.mul(y).lshr(w).trunc(w))
}

fn mul_extended(ctx: &mut Context, op: OpId, k: Ops, signed: bool) -> FoldResult {
    if is_zero_int(ctx, k[1]) {
        let z = k[1].unwrap_or_else(|| unreachable_attr(ctx));
        return FoldResult::Values(vec![FoldValue::Attr(z), FoldValue::Attr(z)]);
    }
    if !signed && is_one_int(ctx, k[1]) {
        let t = ctx.value_type(lhs(ctx, op));
        let Some(z) = zero_attr(ctx, t) else {
            return FoldResult::None;
        };
        return FoldResult::Values(vec![FoldValue::Value(lhs(ctx, op)), FoldValue::Attr(z)]);
    }
    let Some(low) = binary_int(ctx, k, |a, b| Some(a.mul(b))) else {
        return FoldResult::None;
    };
    let Some(high) = binary_int(ctx, k, |a, b| mul_high(a, b, signed)) else {
        return FoldResult::None;
    };
    FoldResult::Values(vec![FoldValue::Attr(low), FoldValue::Attr(high)])
}

fn unreachable_attr(ctx: &mut Context) -> Attribute {
    ctx.unit_attr()
}

pub fn mulsi_extended(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    mul_extended(ctx, op, k, true)
}
pub fn mului_extended(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    mul_extended(ctx, op, k, false)
}

// ---- float ops -------------------------------------------------------------------------------------------

fn float_is(ctx: &Context, a: Option<Attribute>, p: impl Fn(FloatKind, u128) -> bool) -> bool {
    a.and_then(|a| float_or_splat(ctx, a))
        .is_some_and(|(k, b)| p(k, b))
}

fn is_pos_zero(k: FloatKind, b: u128) -> bool {
    fops::is_zero(k, b) && !fops::is_negative(k, b)
}
fn is_neg_zero(k: FloatKind, b: u128) -> bool {
    fops::is_zero(k, b) && fops::is_negative(k, b)
}
fn is_one_float(k: FloatKind, b: u128) -> bool {
    b == fops::from_int(k, ApInt::one(2), false, Rm::NearestTiesToEven)
}
fn is_pos_inf(k: FloatKind, b: u128) -> bool {
    crate::ir::float::is_inf(k, b) && !fops::is_negative(k, b)
}
fn is_neg_inf(k: FloatKind, b: u128) -> bool {
    crate::ir::float::is_inf(k, b) && fops::is_negative(k, b)
}

const RNE: Rm = Rm::NearestTiesToEven;

pub fn negf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(n) = def_of::<NegFOp>(ctx, lhs(ctx, op)) {
        return value(ctx.ops[n].operands[0]);
    }
    attr_or_none(c::unary_float(ctx, k, |k, a| Some(fops::neg(k, a))))
}

pub fn addf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if float_is(ctx, k[1], is_neg_zero) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_float(ctx, k, |k, a, b| {
        Some(fops::add(k, a, b, RNE))
    }))
}

pub fn subf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if float_is(ctx, k[1], is_pos_zero) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_float(ctx, k, |k, a, b| {
        Some(fops::sub(k, a, b, RNE))
    }))
}

pub fn mulf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if float_is(ctx, k[1], is_one_float) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_float(ctx, k, |k, a, b| {
        Some(fops::mul(k, a, b, RNE))
    }))
}

pub fn divf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if float_is(ctx, k[1], is_one_float) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_float(ctx, k, |k, a, b| {
        Some(fops::div(k, a, b, RNE))
    }))
}

pub fn remf(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    attr_or_none(binary_float(ctx, k, |k, a, b| Some(fops::fmod(k, a, b))))
}

pub fn maximumf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        return value(rhs(ctx, op));
    }
    if float_is(ctx, k[1], is_neg_inf) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_float(ctx, k, |k, a, b| Some(fops::maximum(k, a, b))))
}

/// Upstream 19 folds `maxnumf` of constants with `llvm::maximum` too.
pub fn maxnumf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    maximumf(ctx, op, k)
}

pub fn minimumf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        return value(rhs(ctx, op));
    }
    if float_is(ctx, k[1], is_pos_inf) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_float(ctx, k, |k, a, b| Some(fops::minimum(k, a, b))))
}

pub fn minnumf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if lhs(ctx, op) == rhs(ctx, op) {
        return value(rhs(ctx, op));
    }
    if float_is(ctx, k[1], is_pos_inf) {
        return value(lhs(ctx, op));
    }
    attr_or_none(binary_float(ctx, k, |k, a, b| Some(fops::minnum(k, a, b))))
}

// ---- casts -------------------------------------------------------------------------------------------

fn elem_int_width(ctx: &Context, t: Type) -> Option<u32> {
    c::int_width(ctx, ctx.element_type(t))
}

fn int_cast(ctx: &mut Context, op: OpId, k: Ops, f: impl Fn(ApInt) -> ApInt) -> FoldResult {
    let t = result_type(ctx, op);
    attr_or_none(c::cast(ctx, k, t, Kind::Int, |s| {
        Some(Scalar::Int(f(s.int()?)))
    }))
}

pub fn extui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(inner) = def_of::<ExtUIOp>(ctx, lhs(ctx, op)) {
        let src = ctx.ops[inner].operands[0];
        ctx.set_operand(op, 0, src);
        return FoldResult::InPlace;
    }
    let Some(w) = elem_int_width(ctx, result_type(ctx, op)) else {
        return FoldResult::None;
    };
    int_cast(ctx, op, k, |a| a.zext(w))
}

pub fn extsi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(inner) = def_of::<ExtSIOp>(ctx, lhs(ctx, op)) {
        let src = ctx.ops[inner].operands[0];
        ctx.set_operand(op, 0, src);
        return FoldResult::InPlace;
    }
    let Some(w) = elem_int_width(ctx, result_type(ctx, op)) else {
        return FoldResult::None;
    };
    int_cast(ctx, op, k, |a| a.sext(w))
}

fn fastmath_has_contract(ctx: &Context, op: OpId) -> bool {
    crate::ods::prop(ctx, op, "fastmath")
        .and_then(|a| enum_value(ctx, a, &crate::dialect::enums::ARITH_FASTMATH))
        .is_some_and(|v| v & 32 != 0)
}

/// `convertFloatValue`: a conversion that loses nothing.
fn convert_exact(from: FloatKind, to: FloatKind, a: u128, rm: Rm) -> Option<u128> {
    let (r, lost) = fops::convert(from, to, a, rm);
    if lost {
        return None;
    }
    // APFloat reports an inexact conversion as not OK even when nothing was "lost" by its own
    // measure; check the round trip.
    if !fops::is_nan(to, r) {
        let (back, _) = fops::convert(to, from, r, Rm::NearestTiesToEven);
        if back != a && !(fops::is_zero(from, a) && fops::is_zero(from, back)) {
            return None;
        }
    }
    if fops::is_signaling(from, a) {
        return None;
    }
    Some(r)
}

pub fn extf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    if let Some(t) = def_of::<TruncFOp>(ctx, lhs(ctx, op)) {
        let src = ctx.ops[t].operands[0];
        if ctx.value_type(src) == result_type(ctx, op)
            && fastmath_has_contract(ctx, t)
            && fastmath_has_contract(ctx, op)
        {
            return value(src);
        }
    }
    let rt = result_type(ctx, op);
    let Some(to) = ctx.float_kind(ctx.element_type(rt)) else {
        return FoldResult::None;
    };
    attr_or_none(c::cast(ctx, k, rt, Kind::Float, |s| {
        let (from, a) = s.float()?;
        Some(Scalar::Float(to, convert_exact(from, to, a, RNE)?))
    }))
}

/// The `roundingmode` of `truncf` as LLVM's rounding mode.
fn rounding_mode(ctx: &Context, op: OpId) -> Rm {
    let v = crate::ods::prop(ctx, op, "roundingmode").and_then(|a| ctx.as_i64(a));
    match v {
        Some(1) => Rm::TowardNegative,
        Some(2) => Rm::TowardPositive,
        Some(3) => Rm::TowardZero,
        Some(4) => Rm::NearestTiesToAway,
        _ => Rm::NearestTiesToEven,
    }
}

pub fn truncf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let rt = result_type(ctx, op);
    let Some(to) = ctx.float_kind(ctx.element_type(rt)) else {
        return FoldResult::None;
    };
    let rm = rounding_mode(ctx, op);
    attr_or_none(c::cast(ctx, k, rt, Kind::Float, |s| {
        let (from, a) = s.float()?;
        Some(Scalar::Float(to, convert_exact(from, to, a, rm)?))
    }))
}

pub fn trunci(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let x = lhs(ctx, op);
    let ext = def_of::<ExtUIOp>(ctx, x).or_else(|| def_of::<ExtSIOp>(ctx, x));
    if let Some(e) = ext {
        let src = ctx.ops[e].operands[0];
        let st = ctx.element_type(ctx.value_type(src));
        let dt = ctx.element_type(result_type(ctx, op));
        if ctx.int_width(st) > ctx.int_width(dt) {
            ctx.set_operand(op, 0, src);
            return FoldResult::InPlace;
        }
        if st == dt {
            return value(src);
        }
    }
    if let Some(t) = def_of::<TruncIOp>(ctx, x) {
        let src = ctx.ops[t].operands[0];
        ctx.set_operand(op, 0, src);
        return FoldResult::InPlace;
    }
    let Some(w) = elem_int_width(ctx, result_type(ctx, op)) else {
        return FoldResult::None;
    };
    int_cast(ctx, op, k, |a| a.trunc(w))
}

fn int_to_float(ctx: &mut Context, op: OpId, k: Ops, signed: bool) -> FoldResult {
    let rt = result_type(ctx, op);
    let Some(to) = ctx.float_kind(ctx.element_type(rt)) else {
        return FoldResult::None;
    };
    attr_or_none(c::cast(ctx, k, rt, Kind::Int, |s| {
        Some(Scalar::Float(to, fops::from_int(to, s.int()?, signed, RNE)))
    }))
}

pub fn uitofp(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    int_to_float(ctx, op, k, false)
}
pub fn sitofp(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    int_to_float(ctx, op, k, true)
}

fn float_to_int(ctx: &mut Context, op: OpId, k: Ops, signed: bool) -> FoldResult {
    let rt = result_type(ctx, op);
    let Some(w) = elem_int_width(ctx, rt) else {
        return FoldResult::None;
    };
    attr_or_none(c::cast(ctx, k, rt, Kind::Float, |s| {
        let (fk, a) = s.float()?;
        let (i, _) = fops::to_int(fk, a, w, signed, Rm::TowardZero)?;
        Some(Scalar::Int(i))
    }))
}

pub fn fptoui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    float_to_int(ctx, op, k, false)
}
pub fn fptosi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    float_to_int(ctx, op, k, true)
}

pub fn index_cast(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let rt = result_type(ctx, op);
    let w = match ctx.kind(ctx.element_type(rt)) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    int_cast(ctx, op, k, |a| a.sext_or_trunc(w))
}

pub fn index_castui(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let rt = result_type(ctx, op);
    let w = match ctx.kind(ctx.element_type(rt)) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    int_cast(ctx, op, k, |a| a.zext_or_trunc(w))
}

/// The bits of a scalar as an integer of its width.
fn scalar_bits(s: Scalar) -> Option<ApInt> {
    match s {
        Scalar::Int(i) => Some(i),
        Scalar::Float(k, b) => ApInt::new(k.bit_width(), b),
    }
}

/// `bits` re-read as an element of type `elem`.
fn reinterpret(ctx: &Context, elem: Type, bits: ApInt) -> Option<Scalar> {
    if let Some(w) = c::int_width(ctx, elem) {
        return Some(Scalar::Int(ApInt::new(w, bits.u())?));
    }
    let k = ctx.float_kind(elem)?;
    Some(Scalar::Float(
        k,
        crate::ir::float::canonicalize(k, bits.u()),
    ))
}

pub fn bitcast(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let Some(a) = k[0] else {
        return FoldResult::None;
    };
    let rt = result_type(ctx, op);
    if let AttrKind::DenseElements { .. } = ctx.attr_kind(a) {
        // `DenseElementsAttr::bitcast`: the same data under the new element type.
        let elem = ctx.element_type(rt);
        let Some(xs) = c::elements(ctx, a) else {
            return FoldResult::None;
        };
        let mut out = vec![];
        for x in xs {
            let Some(b) = scalar_bits(x) else {
                return FoldResult::None;
            };
            let Some(s) = reinterpret(ctx, elem, b) else {
                return FoldResult::None;
            };
            out.push(s);
        }
        let Some(src_ty) = c::attr_type(ctx, a) else {
            return FoldResult::None;
        };
        let Some(shape) = ctx.shape(src_ty).map(|s| s.to_vec()) else {
            return FoldResult::None;
        };
        let ty = match ctx.kind(src_ty).clone() {
            TypeKind::Vector { scalable, .. } => ctx.ty(TypeKind::Vector {
                shape,
                scalable,
                elem,
            }),
            TypeKind::RankedTensor { encoding, .. } => ctx.ty(TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            }),
            _ => return FoldResult::None,
        };
        return attr(c::dense(ctx, ty, &out));
    }
    if ctx.kind(rt).is_shaped() {
        return FoldResult::None;
    }
    let bits = match ctx.attr_kind(a) {
        AttrKind::Float { .. } => {
            c::float_attr_value(ctx, a).and_then(|(k, b)| ApInt::new(k.bit_width(), b))
        }
        AttrKind::Integer { .. } => c::int_attr_value(ctx, a),
        _ => None,
    };
    let Some(bits) = bits else {
        return FoldResult::None;
    };
    match reinterpret(ctx, rt, bits) {
        Some(s) => attr(c::scalar_attr(ctx, rt, s)),
        None => FoldResult::None,
    }
}

// ---- comparisons and select ------------------------------------------------------------------------------

/// `applyCmpPredicate` for `arith::CmpIPredicate` (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
pub fn cmpi_apply(pred: i64, a: ApInt, b: ApInt) -> bool {
    match pred {
        0 => a == b,
        1 => a != b,
        2 => a.slt(b),
        3 => a.sle(b),
        4 => b.slt(a),
        5 => b.sle(a),
        6 => a.ult(b),
        7 => a.ule(b),
        8 => b.ult(a),
        _ => b.ule(a),
    }
}

pub fn predicate(ctx: &Context, op: OpId) -> Option<i64> {
    crate::ods::prop(ctx, op, "predicate").and_then(|a| ctx.as_i64(a))
}

/// Sets the `predicate` property, keeping its integer type.
pub fn set_predicate(ctx: &mut Context, op: OpId, p: i64) {
    let Some(a) = crate::ods::prop(ctx, op, "predicate") else {
        return;
    };
    let AttrKind::Integer { ty, .. } = ctx.attr_kind(a).clone() else {
        return;
    };
    let na = ctx.int_attr(ty, p);
    ctx.set_prop(op, "predicate", na);
}

fn int_width_of(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { elem, .. } => ctx.int_width(*elem),
        _ => None,
    }
}

pub fn cmpi(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let Some(pred) = predicate(ctx, op) else {
        return FoldResult::None;
    };
    let (l, r) = (lhs(ctx, op), rhs(ctx, op));
    if l == r {
        let v = matches!(pred, 0 | 3 | 5 | 7 | 9);
        let t = result_type(ctx, op);
        return attr(bool_attr(ctx, t, v));
    }
    if is_zero_int(ctx, k[1]) && pred == 1 {
        for d in [def_of::<ExtSIOp>(ctx, l), def_of::<ExtUIOp>(ctx, l)]
            .into_iter()
            .flatten()
        {
            let src = ctx.ops[d].operands[0];
            if int_width_of(ctx, ctx.value_type(src)) == Some(1) {
                return value(src);
            }
        }
    }
    if k[0].is_some() && k[1].is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        set_predicate(ctx, op, swapped);
        ctx.set_operands(op, vec![r, l]);
        return FoldResult::InPlace;
    }
    let Some(la) = k[0] else {
        return FoldResult::None;
    };
    let Some(lt) = c::attr_type(ctx, la) else {
        return FoldResult::None;
    };
    let rt = i1_same_shape(ctx, lt);
    attr_or_none(binary_typed(ctx, k, Some(rt), Kind::Int, |a, b| {
        Some(Scalar::Int(ApInt::new(
            1,
            cmpi_apply(pred, a.int()?, b.int()?) as u128,
        )?))
    }))
}

/// `applyCmpPredicate` for `arith::CmpFPredicate`.
pub fn cmpf_apply(pred: i64, o: Option<std::cmp::Ordering>) -> bool {
    use std::cmp::Ordering::*;
    match pred {
        0 => false,
        1 => o == Some(Equal),
        2 => o == Some(Greater),
        3 => matches!(o, Some(Greater | Equal)),
        4 => o == Some(Less),
        5 => matches!(o, Some(Less | Equal)),
        6 => o.is_some() && o != Some(Equal),
        7 => o.is_some(),
        8 => matches!(o, None | Some(Equal)),
        9 => matches!(o, None | Some(Greater)),
        10 => o != Some(Less),
        11 => matches!(o, None | Some(Less)),
        12 => o != Some(Greater),
        13 => o != Some(Equal),
        14 => o.is_none(),
        _ => true,
    }
}

pub fn cmpf(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let Some(pred) = predicate(ctx, op) else {
        return FoldResult::None;
    };
    let mut l = k[0].and_then(|a| c::float_attr_value(ctx, a));
    let mut r = k[1].and_then(|a| c::float_attr_value(ctx, a));
    if let Some((fk, b)) = l {
        if fops::is_nan(fk, b) {
            r = l;
        }
    }
    if let Some((fk, b)) = r {
        if fops::is_nan(fk, b) {
            l = r;
        }
    }
    let (Some((fk, a)), Some((_, b))) = (l, r) else {
        return FoldResult::None;
    };
    let v = cmpf_apply(pred, fops::compare(fk, a, b));
    attr(ctx.bool_attr(v))
}

pub fn select(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let (cond, t, f) = (
        ctx.ops[op].operands[0],
        ctx.ops[op].operands[1],
        ctx.ops[op].operands[2],
    );
    if t == f {
        return value(t);
    }
    if is_one_int(ctx, k[0]) {
        return value(t);
    }
    if is_zero_int(ctx, k[0]) {
        return value(f);
    }
    if k[1].is_some_and(|a| is_poison(ctx, a)) {
        return value(f);
    }
    if k[2].is_some_and(|a| is_poison(ctx, a)) {
        return value(t);
    }
    let rt = result_type(ctx, op);
    if ctx.int_width(rt) == Some(1)
        && ctx.is_signless_int(rt)
        && is_one_int(ctx, k[1])
        && is_zero_int(ctx, k[2])
    {
        return value(cond);
    }
    if let Some(cmp) = def_of::<CmpIOp>(ctx, cond) {
        if let Some(pred @ (0 | 1)) = predicate(ctx, cmp) {
            let (cl, cr) = (ctx.ops[cmp].operands[0], ctx.ops[cmp].operands[1]);
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if pred == 1 { t } else { f });
            }
        }
    }
    if let (Some(ca), Some(ta), Some(fa)) = (k[0], k[1], k[2]) {
        let dense = |a: Attribute| matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. });
        if dense(ca) && dense(ta) && dense(fa) {
            let (Some(cs), Some(ts), Some(fs)) = (
                c::elements(ctx, ca),
                c::elements(ctx, ta),
                c::elements(ctx, fa),
            ) else {
                return FoldResult::None;
            };
            let out: Vec<Scalar> = cs
                .iter()
                .zip(ts.iter().zip(&fs))
                .map(|(c, (t, f))| match c {
                    Scalar::Int(i) if !i.is_zero() => *t,
                    _ => *f,
                })
                .collect();
            let Some(ty) = c::attr_type(ctx, ta) else {
                return FoldResult::None;
            };
            return attr(c::dense(ctx, ty, &out));
        }
    }
    FoldResult::None
}

/// `true`/`false` of `ty` (scalar or splat): used by patterns.
pub fn bool_value_attr(ctx: &mut Context, ty: Type, v: bool) -> Attribute {
    scalar_or_splat(
        ctx,
        ty,
        Scalar::Int(ApInt::new(1, v as u128).unwrap_or(ApInt::zero(1))),
    )
}

/// Unused-import guard for helpers only some builds use.
#[allow(dead_code)]
fn _uses(ctx: &mut Context) {
    let _ = binary(ctx, &[], Kind::Int, |a, _| Some(a));
}
