//! The folders and canonicalization patterns of `complex` (MLIR 19's ComplexOps.cpp) and the
//! dialect's constant materializer.

use super::ops::*;
use crate::ir::apint::ApInt;
use crate::ir::float::ops::{self as fops, RoundingMode};
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, ValueId};
use crate::ods::typed::{build_state, Group};
use crate::ods::{FoldResult, FoldValue, TypedOp};
use crate::transforms::consts::float_attr_value;
use crate::transforms::matchers::def;
use crate::transforms::{Pattern, Rewriter};

type Ops<'a> = &'a [Option<Attribute>];

fn value(v: ValueId) -> FoldResult {
    FoldResult::Values(vec![FoldValue::Value(v)])
}

fn operand(ctx: &Context, op: OpId, i: usize) -> ValueId {
    ctx.ops[op].operands[i]
}

/// The two parts of a `complex.constant`'s value defining `v`.
fn constant_parts(ctx: &Context, v: ValueId) -> Option<(Attribute, Attribute)> {
    let c = def::<ConstantOp>(ctx, v)?;
    let a = crate::ods::prop(ctx, c.id(), "value")?;
    match ctx.as_array(a)? {
        [re, im] => Some((*re, *im)),
        _ => None,
    }
}

fn is_zero_float(ctx: &Context, a: Attribute) -> bool {
    float_attr_value(ctx, a).is_some_and(|(k, b)| fops::is_zero(k, b))
}

fn is_one_float(ctx: &Context, a: Attribute) -> bool {
    float_attr_value(ctx, a).is_some_and(|(k, b)| {
        b == fops::from_int(k, ApInt::one(2), false, RoundingMode::NearestTiesToEven)
    })
}

pub fn create(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    if let (Some(re), Some(im)) = (
        def::<ReOp>(ctx, operand(ctx, op, 0)),
        def::<ImOp>(ctx, operand(ctx, op, 1)),
    ) {
        let (a, b) = (operand(ctx, re.id(), 0), operand(ctx, im.id(), 0));
        if a == b {
            return value(a);
        }
    }
    FoldResult::None
}

fn part(ctx: &mut Context, op: OpId, k: Ops, i: usize) -> FoldResult {
    if let Some(a) = k[0] {
        if let Some([re, im]) = ctx.as_array(a) {
            return FoldResult::Values(vec![FoldValue::Attr([*re, *im][i])]);
        }
    }
    if let Some(c) = def::<CreateOp>(ctx, operand(ctx, op, 0)) {
        return value(operand(ctx, c.id(), i));
    }
    FoldResult::None
}

pub fn re(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    part(ctx, op, k, 0)
}
pub fn im(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    part(ctx, op, k, 1)
}

pub fn add(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if let Some(s) = def::<SubOp>(ctx, l) {
        if r == operand(ctx, s.id(), 1) {
            return value(operand(ctx, s.id(), 0));
        }
    }
    if let Some(s) = def::<SubOp>(ctx, r) {
        if l == operand(ctx, s.id(), 1) {
            return value(operand(ctx, s.id(), 0));
        }
    }
    if let Some((re, im)) = constant_parts(ctx, r) {
        if is_zero_float(ctx, re) && is_zero_float(ctx, im) {
            return value(l);
        }
    }
    FoldResult::None
}

pub fn sub(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let (l, r) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if let Some(a) = def::<AddOp>(ctx, l) {
        if r == operand(ctx, a.id(), 1) {
            return value(operand(ctx, a.id(), 0));
        }
    }
    if let Some((re, im)) = constant_parts(ctx, r) {
        if is_zero_float(ctx, re) && is_zero_float(ctx, im) {
            return value(l);
        }
    }
    FoldResult::None
}

/// `f(f(x)) = x` for the involutions and inverse pairs (`neg`, `conj`, `log`/`exp`).
fn inverse_of<T: TypedOp>(ctx: &Context, op: OpId) -> FoldResult {
    match def::<T>(ctx, operand(ctx, op, 0)) {
        Some(d) => value(operand(ctx, d.id(), 0)),
        None => FoldResult::None,
    }
}

pub fn neg(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    inverse_of::<NegOp>(ctx, op)
}
pub fn conj(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    inverse_of::<ConjOp>(ctx, op)
}
pub fn log(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    inverse_of::<ExpOp>(ctx, op)
}
pub fn exp(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    inverse_of::<LogOp>(ctx, op)
}

pub fn mul(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let Some((re, im)) = constant_parts(ctx, operand(ctx, op, 1)) else {
        return FoldResult::None;
    };
    if !is_zero_float(ctx, im) {
        return FoldResult::None;
    }
    if is_one_float(ctx, re) {
        return value(operand(ctx, op, 0));
    }
    FoldResult::None
}

pub fn div(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let Some(a) = k[1] else {
        return FoldResult::None;
    };
    let Some([re, im]) = ctx
        .as_array(a)
        .map(|v| v.to_vec())
        .as_deref()
        .and_then(|v| <[Attribute; 2]>::try_from(v).ok())
    else {
        return FoldResult::None;
    };
    if !is_zero_float(ctx, im) {
        return FoldResult::None;
    }
    if is_one_float(ctx, re) {
        return value(operand(ctx, op, 0));
    }
    FoldResult::None
}

pub fn bitcast(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let x = operand(ctx, op, 0);
    if ctx.value_type(x) == ctx.value_type(ctx.ops[op].results[0]) {
        return value(x);
    }
    FoldResult::None
}

fn is_complex(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::Complex(_))
}

/// `MergeComplexBitcast`.
fn merge_complex_bitcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let x = operand(ctx, op, 0);
    let t = ctx.value_type(ctx.ops[op].results[0]);
    let loc = ctx.ops[op].loc;
    if let Some(d) = def::<BitcastOp>(ctx, x) {
        let src = operand(ctx, d.id(), 0);
        let complex = is_complex(ctx, t) || is_complex(ctx, ctx.value_type(src));
        rw.set_insertion_point_before(op);
        let new = if complex {
            BitcastOp::build(rw, loc, t, src).0
        } else {
            crate::dialect::arith::BitcastOp::build(rw, loc, t, src).0
        };
        let r = rw.ctx.ops[new].results[0];
        rw.replace_op(op, &[r]);
        return true;
    }
    if let Some(d) = def::<crate::dialect::arith::BitcastOp>(ctx, x) {
        let src = operand(ctx, d.id(), 0);
        rw.set_insertion_point_before(op);
        let new = BitcastOp::build(rw, loc, t, src).0;
        let r = rw.ctx.ops[new].results[0];
        rw.replace_op(op, &[r]);
        return true;
    }
    false
}

/// `MergeArithBitcast`: `arith.bitcast` of a `complex.bitcast` (rooted at `arith.bitcast`).
fn merge_arith_bitcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(d) = def::<BitcastOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let src = operand(ctx, d.id(), 0);
    let t = ctx.value_type(ctx.ops[op].results[0]);
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = BitcastOp::build(rw, loc, t, src).0;
    let r = rw.ctx.ops[new].results[0];
    rw.replace_op(op, &[r]);
    true
}

pub static BITCAST: &[Pattern] = &[
    Pattern::new("MergeComplexBitcast", merge_complex_bitcast),
    Pattern::new("MergeArithBitcast", merge_arith_bitcast)
        .with_root(crate::dialect::arith::BitcastOp::NAME),
];

/// `FoldComponentNeg`: `re/im(neg(create(a, b))) -> negf(a/b)`.
fn component_neg(rw: &mut Rewriter<'_>, op: OpId, i: usize) -> bool {
    let ctx = &*rw.ctx;
    let Some(n) = def::<NegOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let Some(c) = def::<CreateOp>(ctx, operand(ctx, n.id(), 0)) else {
        return false;
    };
    let part = operand(ctx, c.id(), i);
    let TypeKind::Complex(elem) = *ctx.kind(ctx.value_type(ctx.ops[c.id()].results[0])) else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = crate::dialect::arith::NegFOp::build(rw, loc, elem, part, None).0;
    let r = rw.ctx.ops[new].results[0];
    rw.replace_op(op, &[r]);
    true
}

pub static RE: &[Pattern] = &[Pattern::new("FoldComponentNeg<ReOp, 0>", |rw, op| {
    component_neg(rw, op, 0)
})];
pub static IM: &[Pattern] = &[Pattern::new("FoldComponentNeg<ImOp, 1>", |rw, op| {
    component_neg(rw, op, 1)
})];

/// `ComplexDialect::materializeConstant`: `complex.constant` for a pair of parts of the element
/// type, else what `arith` would make.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    if buildable(ctx, value, ty) {
        return Some(build_state(
            ctx,
            ConstantOp::def(),
            loc,
            &[Group::One(ty)],
            &[],
            &[("value", Some(value))],
        ));
    }
    crate::dialect::arith::fold::materialize(ctx, value, ty, loc).filter(|st| {
        st.def
            .is_some_and(|d| std::ptr::eq(d, crate::dialect::arith::ConstantOp::def()))
    })
}

fn buildable(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let TypeKind::Complex(elem) = ctx.kind(ty) else {
        return false;
    };
    let Some([re, im]) = ctx
        .as_array(value)
        .map(|v| v.to_vec())
        .and_then(|v| <[Attribute; 2]>::try_from(v).ok())
    else {
        return false;
    };
    let typed = |a: Attribute| match ctx.attr_kind(a) {
        AttrKind::Float { ty, .. } => Some((true, *ty)),
        AttrKind::Integer { ty, .. } => Some((false, *ty)),
        _ => None,
    };
    match (typed(re), typed(im)) {
        (Some((f1, t1)), Some((f2, t2))) => f1 == f2 && t1 == *elem && t2 == *elem,
        _ => false,
    }
}
