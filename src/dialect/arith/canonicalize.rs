//! The canonicalization patterns of `arith` (MLIR 19's ArithCanonicalization.td and the C++
//! patterns of ArithOps.cpp), listed per root op in upstream's `add` order. A DRR pattern's
//! benefit is the number of ops its source pattern matches; the ops it creates get the fused
//! location of the matched ops (root first, then each nested op after its own operands).

use super::fold::{predicate, zero_attr};
use super::ops::*;
use crate::dialect::enums::ARITH_OVERFLOW;
use crate::ir::apint::ApInt;
use crate::ir::float::ops::{self as fops, RoundingMode as Rm};
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, ValueId};
use crate::ods::enums::{enum_attr, enum_value};
use crate::ods::TypedOp;
use crate::transforms::consts::{self as c, int_attr_value, int_or_splat};
use crate::transforms::matchers::{constant, def, ops_loc};
use crate::transforms::{Pattern, Rewriter};
use num_bigint::BigInt;

pub static NONE: &[Pattern] = &[];

// ---- helpers ---------------------------------------------------------------------------------------------

fn operand(ctx: &Context, op: OpId, i: usize) -> ValueId {
    ctx.ops[op].operands[i]
}

fn result(ctx: &Context, op: OpId) -> ValueId {
    ctx.ops[op].results[0]
}

fn ty(ctx: &Context, v: ValueId) -> Type {
    ctx.value_type(v)
}

/// `(ConstantLikeMatcher APIntAttr:$c)`: the constant op and its scalar integer attribute.
fn const_int(ctx: &Context, v: ValueId) -> Option<(OpId, Attribute, ApInt)> {
    let d = ctx.defining_op(v)?;
    let a = crate::transforms::fold::constant_of_op(ctx, d)?;
    let i = int_attr_value(ctx, a)?;
    Some((d, a, i))
}

/// `(ConstantLikeMatcher APIntAttr:$c)` of any width: the constant op and its value.
fn const_wide_int(ctx: &Context, v: ValueId) -> Option<(OpId, BigInt)> {
    let d = ctx.defining_op(v)?;
    let a = crate::transforms::fold::constant_of_op(ctx, d)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } if c::int_width(ctx, *ty).is_some() => {
            Some((d, value.clone()))
        }
        _ => None,
    }
}

/// `(ConstantLikeMatcher AnyAttr:$c)`.
fn const_any(ctx: &Context, v: ValueId) -> Option<(OpId, Attribute)> {
    let d = ctx.defining_op(v)?;
    Some((d, crate::transforms::fold::constant_of_op(ctx, d)?))
}

/// `(ConstantLikeMatcher ConstantAttr<I1Attr, "v">)`: an `i1` constant equal to `v`.
fn const_i1(ctx: &Context, v: ValueId, want: bool) -> Option<OpId> {
    let d = ctx.defining_op(v)?;
    let a = crate::transforms::fold::constant_of_op(ctx, d)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty }
            if ctx.int_width(*ty) == Some(1) && ctx.is_signless_int(*ty) =>
        {
            (value.sign() != num_bigint::Sign::NoSign) == want
        }
        _ => false,
    }
    .then_some(d)
}

fn overflow(ctx: &Context, op: OpId) -> u64 {
    crate::ods::prop(ctx, op, "overflowFlags")
        .and_then(|a| enum_value(ctx, a, &ARITH_OVERFLOW))
        .unwrap_or(0)
}

/// `mergeOverflowFlags`: the flags both ops have.
fn merged_overflow(ctx: &mut Context, a: OpId, b: OpId) -> Attribute {
    let v = overflow(ctx, a) & overflow(ctx, b);
    enum_attr(ctx, &ARITH_OVERFLOW, v)
}

fn no_overflow(ctx: &mut Context) -> Attribute {
    enum_attr(ctx, &ARITH_OVERFLOW, 0)
}

/// `arith.constant` of `value` (its own type).
fn constant_op(rw: &mut Rewriter<'_>, loc: Attribute, value: Attribute) -> ValueId {
    let t = c::attr_type(rw.ctx, value).unwrap_or_else(|| rw.ctx.none_type());
    let op = ConstantOp::build(rw, loc, t, value).0;
    rw.ctx.ops[op].results[0]
}

/// An integer attribute of `t` holding `v`.
fn int_attr(ctx: &mut Context, t: Type, v: ApInt) -> Attribute {
    c::int_attr(ctx, t, v)
}

fn replace(rw: &mut Rewriter<'_>, op: OpId, with: ValueId) {
    rw.replace_op(op, &[with]);
}

fn same_type(ctx: &Context, a: ValueId, b: ValueId) -> bool {
    ty(ctx, a) == ty(ctx, b)
}

// ---- addi / subi / muli with constants --------------------------------------------------------------------

/// `op(inner(x, c0), c1) -> result(x, constant(f(c0, c1)))` and the other shapes of the
/// add/sub/mul-constant family: `inner_const_lhs` says whether the inner op's constant is its
/// left operand, `outer_const_lhs` the same for the root.
#[derive(Copy, Clone)]
enum Build {
    AddI,
    SubIConstLhs,
    MulI,
}

#[allow(clippy::too_many_arguments)]
fn const_chain<Inner: TypedOp>(
    rw: &mut Rewriter<'_>,
    op: OpId,
    outer_const_lhs: bool,
    inner_const_lhs: bool,
    f: fn(&BigInt, &BigInt) -> BigInt,
    build: Build,
    merge: bool,
) -> bool {
    let ctx = &*rw.ctx;
    let (inner_v, outer_c) = if outer_const_lhs {
        (operand(ctx, op, 1), operand(ctx, op, 0))
    } else {
        (operand(ctx, op, 0), operand(ctx, op, 1))
    };
    let Some(inner) = def::<Inner>(ctx, inner_v) else {
        return false;
    };
    let inner = inner.id();
    let (x, inner_c) = if inner_const_lhs {
        (operand(ctx, inner, 1), operand(ctx, inner, 0))
    } else {
        (operand(ctx, inner, 0), operand(ctx, inner, 1))
    };
    let Some((c0op, c0)) = const_wide_int(ctx, inner_c) else {
        return false;
    };
    let Some((c1op, c1)) = const_wide_int(ctx, outer_c) else {
        return false;
    };
    let res_ty = ty(ctx, result(ctx, op));
    // tblgen_ops: the root, then nested ops after their own operands.
    let matched = if outer_const_lhs {
        vec![op, c1op, c0op, inner]
    } else {
        vec![op, c0op, inner, c1op]
    };
    let loc = ops_loc(rw.ctx, &matched);
    let ovf = if merge {
        merged_overflow(rw.ctx, inner, op)
    } else {
        no_overflow(rw.ctx)
    };
    let value = crate::ir::int_values::canonical_int(rw.ctx, res_ty, &f(&c0, &c1));
    let a = rw.ctx.attr(AttrKind::Integer { value, ty: res_ty });
    let k = constant_op(rw, loc, a);
    let new = match build {
        Build::AddI => AddIOp::build(rw, loc, res_ty, x, k, Some(ovf)).0,
        Build::SubIConstLhs => SubIOp::build(rw, loc, res_ty, k, x, Some(ovf)).0,
        Build::MulI => MulIOp::build(rw, loc, res_ty, x, k, Some(ovf)).0,
    };
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}

// The constant arithmetic of these patterns wraps to the type's width, whatever it is
// (`tripleMulLargeInt` adds `i256` constants): exact values here, wrapped when stored.
fn add(a: &BigInt, b: &BigInt) -> BigInt {
    a + b
}
fn sub_ab(a: &BigInt, b: &BigInt) -> BigInt {
    a - b
}
fn sub_ba(a: &BigInt, b: &BigInt) -> BigInt {
    b - a
}
fn mul(a: &BigInt, b: &BigInt) -> BigInt {
    a * b
}

/// `addi(addi(x, c0), c1) -> addi(x, c0 + c1)`.
fn addi_add_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<AddIOp>(rw, op, false, false, add, Build::AddI, true)
}
/// `addi(subi(x, c0), c1) -> addi(x, c1 - c0)`.
fn addi_sub_constant_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<SubIOp>(rw, op, false, false, sub_ba, Build::AddI, true)
}
/// `addi(subi(c0, x), c1) -> subi(c0 + c1, x)`.
fn addi_sub_constant_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<SubIOp>(rw, op, false, true, add, Build::SubIConstLhs, true)
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` (and the mirrored form).
fn addi_mul_negative_one(rw: &mut Rewriter<'_>, op: OpId, mul_on_rhs: bool) -> bool {
    let ctx = &*rw.ctx;
    let (other, mv) = if mul_on_rhs {
        (operand(ctx, op, 0), operand(ctx, op, 1))
    } else {
        (operand(ctx, op, 1), operand(ctx, op, 0))
    };
    let Some(m) = def::<MulIOp>(ctx, mv) else {
        return false;
    };
    let m = m.id();
    let y = operand(ctx, m, 0);
    let Some((cop, ca)) = const_any(ctx, operand(ctx, m, 1)) else {
        return false;
    };
    if !int_or_splat(ctx, ca).is_some_and(|v| v.is_all_ones()) {
        return false;
    }
    let res_ty = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, cop, m]);
    let ovf = no_overflow(rw.ctx);
    let new = SubIOp::build(rw, loc, res_ty, other, y, Some(ovf)).0;
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}

pub static ADDI: &[Pattern] = &[
    Pattern::new("AddIAddConstant", addi_add_constant).with_benefit(2),
    Pattern::new("AddISubConstantRHS", addi_sub_constant_rhs).with_benefit(2),
    Pattern::new("AddISubConstantLHS", addi_sub_constant_lhs).with_benefit(2),
    Pattern::new("AddIMulNegativeOneRhs", |rw, op| {
        addi_mul_negative_one(rw, op, true)
    })
    .with_benefit(2),
    Pattern::new("AddIMulNegativeOneLhs", |rw, op| {
        addi_mul_negative_one(rw, op, false)
    })
    .with_benefit(2),
];

/// `subi(addi(x, c0), c1) -> addi(x, c0 - c1)` (no flags kept).
fn subi_rhs_add_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<AddIOp>(rw, op, false, false, sub_ab, Build::AddI, false)
}
/// `subi(c1, addi(x, c0)) -> subi(c1 - c0, x)`.
fn subi_lhs_add_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<AddIOp>(rw, op, true, false, sub_ba, Build::SubIConstLhs, true)
}
/// `subi(subi(x, c0), c1) -> subi(x, c0 + c1)`.
fn subi_rhs_sub_constant_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def::<SubIOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let inner = inner.id();
    let x = operand(ctx, inner, 0);
    let Some((c0op, c0)) = const_wide_int(ctx, operand(ctx, inner, 1)) else {
        return false;
    };
    let Some((c1op, c1)) = const_wide_int(ctx, operand(ctx, op, 1)) else {
        return false;
    };
    let res_ty = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, c0op, inner, c1op]);
    let ovf = merged_overflow(rw.ctx, inner, op);
    let value = crate::ir::int_values::canonical_int(rw.ctx, res_ty, &add(&c0, &c1));
    let a = rw.ctx.attr(AttrKind::Integer { value, ty: res_ty });
    let k = constant_op(rw, loc, a);
    let new = SubIOp::build(rw, loc, res_ty, x, k, Some(ovf)).0;
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}
/// `subi(subi(c0, x), c1) -> subi(c0 - c1, x)`.
fn subi_rhs_sub_constant_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<SubIOp>(rw, op, false, true, sub_ab, Build::SubIConstLhs, true)
}
/// `subi(c1, subi(x, c0)) -> subi(c0 + c1, x)`.
fn subi_lhs_sub_constant_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<SubIOp>(rw, op, true, false, add, Build::SubIConstLhs, true)
}
/// `subi(c1, subi(c0, x)) -> addi(x, c1 - c0)`.
fn subi_lhs_sub_constant_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<SubIOp>(rw, op, true, true, sub_ba, Build::AddI, true)
}
/// `subi(subi(a, b), a) -> subi(0, b)`.
fn subi_subi_lhs_rhs_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def::<SubIOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let inner = inner.id();
    let (x, y) = (operand(ctx, inner, 0), operand(ctx, inner, 1));
    if operand(ctx, op, 1) != x {
        return false;
    }
    let res_ty = ty(ctx, result(ctx, op));
    let yt = ty(ctx, y);
    let loc = ops_loc(rw.ctx, &[op, inner]);
    let ovf = merged_overflow(rw.ctx, inner, op);
    let Some(z) = zero_attr(rw.ctx, yt) else {
        return false;
    };
    let k = constant_op(rw, loc, z);
    let new = SubIOp::build(rw, loc, res_ty, k, y, Some(ovf)).0;
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}

pub static SUBI: &[Pattern] = &[
    Pattern::new("SubIRHSAddConstant", subi_rhs_add_constant).with_benefit(2),
    Pattern::new("SubILHSAddConstant", subi_lhs_add_constant).with_benefit(2),
    Pattern::new("SubIRHSSubConstantRHS", subi_rhs_sub_constant_rhs).with_benefit(2),
    Pattern::new("SubIRHSSubConstantLHS", subi_rhs_sub_constant_lhs).with_benefit(2),
    Pattern::new("SubILHSSubConstantRHS", subi_lhs_sub_constant_rhs).with_benefit(2),
    Pattern::new("SubILHSSubConstantLHS", subi_lhs_sub_constant_lhs).with_benefit(2),
    Pattern::new("SubISubILHSRHSLHS", subi_subi_lhs_rhs_lhs).with_benefit(2),
];

/// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`.
fn muli_muli_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_chain::<MulIOp>(rw, op, false, false, mul, Build::MulI, true)
}

pub static MULI: &[Pattern] =
    &[Pattern::new("MulIMulIConstant", muli_muli_constant).with_benefit(2)];

// ---- extended ops ------------------------------------------------------------------------------------

/// `addui_extended(x, y) -> [addi(x, y), x]` when the overflow is unused.
fn addui_extended_to_addi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let ovf_res = ctx.ops[op].results[1];
    if !ctx.values[ovf_res].uses.is_empty() {
        return false;
    }
    let (x, y) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let t = ty(ctx, ctx.ops[op].results[0]);
    let loc = ops_loc(rw.ctx, &[op]);
    let f = no_overflow(rw.ctx);
    let new = AddIOp::build(rw, loc, t, x, y, Some(f)).0;
    let r = result(rw.ctx, new);
    rw.replace_op(op, &[r, x]);
    true
}

pub static ADDUI_EXTENDED: &[Pattern] =
    &[Pattern::new("AddUIExtendedToAddI", addui_extended_to_addi)];

/// `mul*_extended(x, y) -> [muli(x, y), x]` when the high half is unused.
fn mul_extended_to_muli(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let high = ctx.ops[op].results[1];
    if !ctx.values[high].uses.is_empty() {
        return false;
    }
    let (x, y) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let t = ty(ctx, ctx.ops[op].results[0]);
    let loc = ops_loc(rw.ctx, &[op]);
    let f = no_overflow(rw.ctx);
    let new = MulIOp::build(rw, loc, t, x, y, Some(f)).0;
    let r = result(rw.ctx, new);
    rw.replace_op(op, &[r, x]);
    true
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
fn mulsi_extended_rhs_one(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let x = operand(ctx, op, 0);
    let Some((cop, ca)) = const_any(ctx, operand(ctx, op, 1)) else {
        return false;
    };
    let Some(one) = int_or_splat(ctx, ca) else {
        return false;
    };
    // `isStrictlyPositive() && == 1`: for i1, 1 is -1 and not positive.
    if !one.is_one() || one.is_negative() {
        return false;
    }
    let xt = ty(ctx, x);
    let high_t = ty(ctx, ctx.ops[op].results[1]);
    let loc = ops_loc(rw.ctx, &[op, cop]);
    let Some(z) = zero_attr(rw.ctx, xt) else {
        return false;
    };
    let k = constant_op(rw, loc, z);
    let i1t = super::fold::i1_same_shape(rw.ctx, xt);
    let pred = {
        let i64t = rw.ctx.i64();
        rw.ctx.int_attr(i64t, 2)
    };
    let cmp = CmpIOp::build(rw, loc, i1t, x, k, pred).0;
    let cr = result(rw.ctx, cmp);
    let ext = ExtSIOp::build(rw, loc, high_t, cr).0;
    let er = result(rw.ctx, ext);
    rw.replace_op(op, &[x, er]);
    true
}

pub static MULSI_EXTENDED: &[Pattern] = &[
    Pattern::new("MulSIExtendedToMulI", mul_extended_to_muli),
    Pattern::new("MulSIExtendedRHSOne", mulsi_extended_rhs_one),
];

pub static MULUI_EXTENDED: &[Pattern] =
    &[Pattern::new("MulUIExtendedToMulI", mul_extended_to_muli)];

// ---- xori, andi, ori -------------------------------------------------------------------------------------

/// `arith::invertPredicate`.
pub(crate) fn invert_predicate(p: i64) -> i64 {
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

/// `not(cmpi(pred, a, b)) -> cmpi(~pred, a, b)`.
fn xori_not_cmpi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(cmp) = def::<CmpIOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let cmp = cmp.id();
    let Some(cop) = const_i1(ctx, operand(ctx, op, 1), true) else {
        return false;
    };
    let Some(p) = predicate(ctx, cmp) else {
        return false;
    };
    let (a, b) = (operand(ctx, cmp, 0), operand(ctx, cmp, 1));
    let t = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, cmp, cop]);
    let i64t = rw.ctx.i64();
    let pa = rw.ctx.int_attr(i64t, invert_predicate(p));
    let new = CmpIOp::build(rw, loc, t, a, b, pa).0;
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for `Ext` in {extui, extsi} and `op` in {andi, ori,
/// xori}.
fn bitwise_of_ext<Ext: TypedOp>(
    rw: &mut Rewriter<'_>,
    op: OpId,
    build: fn(&mut Rewriter<'_>, Attribute, Type, ValueId, ValueId) -> ValueId,
    ext_build: fn(&mut Rewriter<'_>, Attribute, Type, ValueId) -> ValueId,
) -> bool {
    let ctx = &*rw.ctx;
    let Some(l) = def::<Ext>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let Some(r) = def::<Ext>(ctx, operand(ctx, op, 1)) else {
        return false;
    };
    let (l, r) = (l.id(), r.id());
    let (x, y) = (operand(ctx, l, 0), operand(ctx, r, 0));
    if !same_type(ctx, x, y) {
        return false;
    }
    let t = ty(ctx, result(ctx, op));
    let xt = ty(ctx, x);
    let loc = ops_loc(rw.ctx, &[op, l, r]);
    let inner = build(rw, loc, xt, x, y);
    let out = ext_build(rw, loc, t, inner);
    replace(rw, op, out);
    true
}

fn b_andi(rw: &mut Rewriter<'_>, loc: Attribute, t: Type, x: ValueId, y: ValueId) -> ValueId {
    let o = AndIOp::build(rw, loc, t, x, y).0;
    result(rw.ctx, o)
}
fn b_ori(rw: &mut Rewriter<'_>, loc: Attribute, t: Type, x: ValueId, y: ValueId) -> ValueId {
    let o = OrIOp::build(rw, loc, t, x, y).0;
    result(rw.ctx, o)
}
fn b_xori(rw: &mut Rewriter<'_>, loc: Attribute, t: Type, x: ValueId, y: ValueId) -> ValueId {
    let o = XOrIOp::build(rw, loc, t, x, y).0;
    result(rw.ctx, o)
}
fn b_extui(rw: &mut Rewriter<'_>, loc: Attribute, t: Type, x: ValueId) -> ValueId {
    let o = ExtUIOp::build(rw, loc, t, x).0;
    result(rw.ctx, o)
}
fn b_extsi(rw: &mut Rewriter<'_>, loc: Attribute, t: Type, x: ValueId) -> ValueId {
    let o = ExtSIOp::build(rw, loc, t, x).0;
    result(rw.ctx, o)
}

pub static XORI: &[Pattern] = &[
    Pattern::new("XOrINotCmpI", xori_not_cmpi).with_benefit(2),
    Pattern::new("XOrIOfExtUI", |rw, op| {
        bitwise_of_ext::<ExtUIOp>(rw, op, b_xori, b_extui)
    })
    .with_benefit(3),
    Pattern::new("XOrIOfExtSI", |rw, op| {
        bitwise_of_ext::<ExtSIOp>(rw, op, b_xori, b_extsi)
    })
    .with_benefit(3),
];

pub static ANDI: &[Pattern] = &[
    Pattern::new("AndOfExtUI", |rw, op| {
        bitwise_of_ext::<ExtUIOp>(rw, op, b_andi, b_extui)
    })
    .with_benefit(3),
    Pattern::new("AndOfExtSI", |rw, op| {
        bitwise_of_ext::<ExtSIOp>(rw, op, b_andi, b_extsi)
    })
    .with_benefit(3),
];

pub static ORI: &[Pattern] = &[
    Pattern::new("OrOfExtUI", |rw, op| {
        bitwise_of_ext::<ExtUIOp>(rw, op, b_ori, b_extui)
    })
    .with_benefit(3),
    Pattern::new("OrOfExtSI", |rw, op| {
        bitwise_of_ext::<ExtSIOp>(rw, op, b_ori, b_extsi)
    })
    .with_benefit(3),
];

// ---- cmpi ------------------------------------------------------------------------------------------------

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)`.
fn cmpi_ext<Ext: TypedOp>(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(l) = def::<Ext>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let Some(r) = def::<Ext>(ctx, operand(ctx, op, 1)) else {
        return false;
    };
    let (l, r) = (l.id(), r.id());
    let (a, b) = (operand(ctx, l, 0), operand(ctx, r, 0));
    if !same_type(ctx, a, b) {
        return false;
    }
    let Some(p) = predicate(ctx, op) else {
        return false;
    };
    if p != 0 && p != 1 {
        return false;
    }
    let Some(pa) = crate::ods::prop(ctx, op, "predicate") else {
        return false;
    };
    let t = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, l, r]);
    let new = CmpIOp::build(rw, loc, t, a, b, pa).0;
    let res = result(rw.ctx, new);
    replace(rw, op, res);
    true
}

pub static CMPI: &[Pattern] = &[
    Pattern::new("CmpIExtSI", cmpi_ext::<ExtSIOp>).with_benefit(3),
    Pattern::new("CmpIExtUI", cmpi_ext::<ExtUIOp>).with_benefit(3),
];

// ---- cmpf ------------------------------------------------------------------------------------------------

/// `ilogb`: the unbiased exponent of a finite non-zero value (`IEK_Inf` for infinities).
fn ilogb(k: crate::ir::float::FloatKind, b: u128) -> Option<i32> {
    if crate::ir::float::is_inf(k, b) {
        return None;
    }
    if fops::is_zero(k, b) {
        return Some(i32::MIN + 1);
    }
    let v = crate::ir::float::to_f64(k, b).abs();
    if v == 0.0 {
        return Some(i32::MIN + 1);
    }
    Some(v.log2().floor() as i32)
}

fn true_false(rw: &mut Rewriter<'_>, op: OpId, v: bool) -> bool {
    let loc = rw.ctx.ops[op].loc;
    let i1 = rw.ctx.i1();
    let a = rw.ctx.bool_attr(v);
    rw.set_insertion_point_before(op);
    let k = ConstantOp::build(rw, loc, i1, a).0;
    let r = result(rw.ctx, k);
    replace(rw, op, r);
    true
}

/// `CmpFIntToFPConst`: a comparison of an integer converted to float with a float constant,
/// done on the integers.
// Each predicate's arm as upstream's switch (guards would send the other case to `_`).
#[allow(clippy::collapsible_match)]
fn cmpf_int_to_fp_const(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    use std::cmp::Ordering::*;
    let ctx = &*rw.ctx;
    let Some(ra) = constant(ctx, operand(ctx, op, 1)) else {
        return false;
    };
    let Some((fk, rhs)) = c::float_attr_value(ctx, ra) else {
        return false;
    };
    if fops::is_nan(fk, rhs) {
        return false;
    }
    let mantissa = fk.mantissa_bits() as i32;
    if mantissa <= 0 {
        return false;
    }
    let lhs = operand(ctx, op, 0);
    let (unsigned, int_val) = if let Some(si) = def::<SIToFPOp>(ctx, lhs) {
        (false, operand(ctx, si.id(), 0))
    } else if let Some(ui) = def::<UIToFPOp>(ctx, lhs) {
        (true, operand(ctx, ui.id(), 0))
    } else {
        return false;
    };
    let int_ty = ty(ctx, int_val);
    let Some(w) = ctx.int_width(int_ty) else {
        return false;
    };
    if w > 128 {
        return false;
    }
    let value_bits = if unsigned { w as i32 } else { w as i32 - 1 };
    if w as i32 > mantissa {
        match ilogb(fk, rhs) {
            None => {
                let max_exp = fk.max_exponent();
                if max_exp < value_bits {
                    return false;
                }
            }
            Some(e) => {
                if mantissa <= e && e <= value_bits {
                    return false;
                }
            }
        }
    }
    let Some(fp) = predicate(ctx, op) else {
        return false;
    };
    // eq 0, ne 1, slt 2, sle 3, sgt 4, sge 5, ult 6, ule 7, ugt 8, uge 9
    let mut pred = match fp {
        7 => return true_false(rw, op, true),
        14 => return true_false(rw, op, false),
        1 | 8 => 0,
        2 | 9 => {
            if unsigned {
                8
            } else {
                4
            }
        }
        3 | 10 => {
            if unsigned {
                9
            } else {
                5
            }
        }
        4 | 11 => {
            if unsigned {
                6
            } else {
                2
            }
        }
        5 | 12 => {
            if unsigned {
                7
            } else {
                3
            }
        }
        6 | 13 => 1,
        _ => return false,
    };
    let rne = Rm::NearestTiesToEven;
    let cmp = |a: u128, b: u128| fops::compare(fk, a, b);
    if !unsigned {
        let smax = fops::from_int(fk, ApInt::signed_max(w), true, rne);
        if cmp(smax, rhs) == Some(Less) {
            return true_false(rw, op, matches!(pred, 1..=3));
        }
    } else {
        let umax = fops::from_int(fk, ApInt::all_ones(w), false, rne);
        if cmp(umax, rhs) == Some(Less) {
            return true_false(rw, op, matches!(pred, 1 | 6 | 7));
        }
    }
    if !unsigned {
        let smin = fops::from_int(fk, ApInt::signed_min(w), true, rne);
        if cmp(smin, rhs) == Some(Greater) {
            return true_false(rw, op, matches!(pred, 1 | 4 | 5));
        }
    } else {
        let umin = fops::from_int(fk, ApInt::zero(w), false, rne);
        if cmp(umin, rhs) == Some(Greater) {
            return true_false(rw, op, matches!(pred, 1 | 8 | 9));
        }
    }
    let Some((rhs_int, _)) = fops::to_int(fk, rhs, w, !unsigned, Rm::TowardZero) else {
        return false;
    };
    if !fops::is_zero(fk, rhs) {
        let back = fops::from_int(fk, rhs_int, !unsigned, rne);
        let equal = cmp(back, rhs) == Some(Equal);
        if !equal {
            let neg = fops::is_negative(fk, rhs);
            match pred {
                1 => return true_false(rw, op, true),
                0 => return true_false(rw, op, false),
                7 => {
                    if neg {
                        return true_false(rw, op, false);
                    }
                }
                3 => {
                    if neg {
                        pred = 2;
                    }
                }
                6 => {
                    if neg {
                        return true_false(rw, op, false);
                    }
                    pred = 7;
                }
                2 => {
                    if !neg {
                        pred = 3;
                    }
                }
                8 => {
                    if neg {
                        return true_false(rw, op, true);
                    }
                }
                4 => {
                    if neg {
                        pred = 5;
                    }
                }
                9 => {
                    if neg {
                        return true_false(rw, op, true);
                    }
                    pred = 8;
                }
                5 => {
                    if !neg {
                        pred = 4;
                    }
                }
                _ => {}
            }
        }
    }
    let loc = rw.ctx.ops[op].loc;
    let t = ty(rw.ctx, result(rw.ctx, op));
    rw.set_insertion_point_before(op);
    let ka = int_attr(rw.ctx, int_ty, rhs_int);
    let k = ConstantOp::build(rw, loc, int_ty, ka).0;
    let kr = result(rw.ctx, k);
    let i64t = rw.ctx.i64();
    let pa = rw.ctx.int_attr(i64t, pred);
    let new = CmpIOp::build(rw, loc, t, int_val, kr, pa).0;
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}

pub static CMPF: &[Pattern] = &[Pattern::new("CmpFIntToFPConst", cmpf_int_to_fp_const)];

// ---- select ----------------------------------------------------------------------------------------------

fn build_select(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    t: Type,
    c: ValueId,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let o = SelectOp::build(rw, loc, t, c, a, b).0;
    result(rw.ctx, o)
}

/// `select(pred, a, select(pred, b, c)) -> select(pred, a, c)`.
fn redundant_select_false(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    redundant_nested_select(rw, op, 2)
}

/// `select(pred, select(pred, a, b), c) -> select(pred, a, c)`.
fn redundant_select_true(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    redundant_nested_select(rw, op, 1)
}

/// The two patterns above: the select at operand `nested` (1: true value, 2: false value) on the
/// same condition contributes only the value on its own side.
fn redundant_nested_select(rw: &mut Rewriter<'_>, op: OpId, nested: usize) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def::<SelectOp>(ctx, operand(ctx, op, nested)) else {
        return false;
    };
    let inner = inner.id();
    let p = operand(ctx, op, 0);
    if operand(ctx, inner, 0) != p {
        return false;
    }
    let (a, cc) = if nested == 1 {
        (operand(ctx, inner, 1), operand(ctx, op, 2))
    } else {
        (operand(ctx, op, 1), operand(ctx, inner, 2))
    };
    let t = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, inner]);
    let r = build_select(rw, loc, t, p, a, cc);
    replace(rw, op, r);
    true
}

/// `select(not(pred), a, b) -> select(pred, b, a)`.
fn select_not_cond(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(x) = def::<XOrIOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let x = x.id();
    let Some((cop, _, ones)) = const_int(ctx, operand(ctx, x, 1)) else {
        return false;
    };
    if !ones.is_all_ones() {
        return false;
    }
    let p = operand(ctx, x, 0);
    let (a, b) = (operand(ctx, op, 1), operand(ctx, op, 2));
    let t = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, cop, x]);
    let r = build_select(rw, loc, t, p, b, a);
    replace(rw, op, r);
    true
}

/// `select(pred, false, true) -> not(pred)`.
fn select_i1_to_not(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(f) = const_i1(ctx, operand(ctx, op, 1), false) else {
        return false;
    };
    let Some(t) = const_i1(ctx, operand(ctx, op, 2), true) else {
        return false;
    };
    let p = operand(ctx, op, 0);
    let rt = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, f, t]);
    let i1 = rw.ctx.i1();
    let one = rw.ctx.bool_attr(true);
    let k = ConstantOp::build(rw, loc, i1, one).0;
    let kr = result(rw.ctx, k);
    let x = XOrIOp::build(rw, loc, rt, p, kr).0;
    let r = result(rw.ctx, x);
    replace(rw, op, r);
    true
}

/// `select %x, 1, 0 -> extui %x`; `select %x, 0, 1 -> extui (xori %x, true)`.
fn select_to_extui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let rt = ty(ctx, result(ctx, op));
    if !matches!(ctx.kind(rt), crate::ir::TypeKind::Integer { .. }) || ctx.int_width(rt) == Some(1)
    {
        return false;
    }
    let tv = constant(ctx, operand(ctx, op, 1));
    let fv = constant(ctx, operand(ctx, op, 2));
    let cond = operand(ctx, op, 0);
    let loc = ctx.ops[op].loc;
    if c::is_one_int(ctx, tv) && c::is_zero_int(ctx, fv) {
        rw.set_insertion_point_before(op);
        let e = ExtUIOp::build(rw, loc, rt, cond).0;
        let r = result(rw.ctx, e);
        replace(rw, op, r);
        return true;
    }
    if c::is_zero_int(ctx, tv) && c::is_one_int(ctx, fv) {
        let ct = ty(ctx, cond);
        rw.set_insertion_point_before(op);
        let one = int_attr(rw.ctx, ct, ApInt::one(1));
        let k = ConstantOp::build(rw, loc, ct, one).0;
        let kr = result(rw.ctx, k);
        let x = XOrIOp::build(rw, loc, ct, cond, kr).0;
        let xr = result(rw.ctx, x);
        let e = ExtUIOp::build(rw, loc, rt, xr).0;
        let r = result(rw.ctx, e);
        replace(rw, op, r);
        return true;
    }
    false
}

pub static SELECT: &[Pattern] = &[
    Pattern::new("RedundantSelectFalse", redundant_select_false).with_benefit(2),
    Pattern::new("RedundantSelectTrue", redundant_select_true).with_benefit(2),
    Pattern::new("SelectNotCond", select_not_cond).with_benefit(2),
    Pattern::new("SelectI1ToNot", select_i1_to_not),
    Pattern::new("SelectToExtUI", select_to_extui),
];

// ---- casts -----------------------------------------------------------------------------------------------

/// `cast(cast(x)) -> x` when the types round-trip (for `T` one of the index casts).
fn cast_of_same_cast<T: TypedOp>(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def::<T>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let x = operand(ctx, inner.id(), 0);
    if ty(ctx, result(ctx, op)) != ty(ctx, x) {
        return false;
    }
    replace(rw, op, x);
    true
}

/// `cast(ext(x)) -> cast(x)`.
fn cast_of_ext<Ext: TypedOp>(
    rw: &mut Rewriter<'_>,
    op: OpId,
    build: fn(&mut Rewriter<'_>, Attribute, Type, ValueId) -> ValueId,
) -> bool {
    let ctx = &*rw.ctx;
    let Some(e) = def::<Ext>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let e = e.id();
    let x = operand(ctx, e, 0);
    let t = ty(ctx, result(ctx, op));
    let loc = ops_loc(rw.ctx, &[op, e]);
    let r = build(rw, loc, t, x);
    replace(rw, op, r);
    true
}

fn b_index_cast(rw: &mut Rewriter<'_>, loc: Attribute, t: Type, x: ValueId) -> ValueId {
    let o = IndexCastOp::build(rw, loc, t, x).0;
    result(rw.ctx, o)
}
fn b_index_castui(rw: &mut Rewriter<'_>, loc: Attribute, t: Type, x: ValueId) -> ValueId {
    let o = IndexCastUIOp::build(rw, loc, t, x).0;
    result(rw.ctx, o)
}

pub static INDEX_CAST: &[Pattern] = &[
    Pattern::new("IndexCastOfIndexCast", cast_of_same_cast::<IndexCastOp>).with_benefit(2),
    Pattern::new("IndexCastOfExtSI", |rw, op| {
        cast_of_ext::<ExtSIOp>(rw, op, b_index_cast)
    })
    .with_benefit(2),
];

pub static INDEX_CASTUI: &[Pattern] = &[
    Pattern::new(
        "IndexCastUIOfIndexCastUI",
        cast_of_same_cast::<IndexCastUIOp>,
    )
    .with_benefit(2),
    Pattern::new("IndexCastUIOfExtUI", |rw, op| {
        cast_of_ext::<ExtUIOp>(rw, op, b_index_castui)
    })
    .with_benefit(2),
];

/// `bitcast(bitcast(x)) -> x`.
fn bitcast_of_bitcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def::<BitcastOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let x = operand(ctx, inner.id(), 0);
    replace(rw, op, x);
    true
}

pub static BITCAST: &[Pattern] =
    &[Pattern::new("BitcastOfBitcast", bitcast_of_bitcast).with_benefit(2)];

pub static EXTSI: &[Pattern] = &[Pattern::new("ExtSIOfExtUI", |rw, op| {
    cast_of_ext::<ExtUIOp>(rw, op, b_extui)
})
.with_benefit(2)];

/// The bit width of a scalar or the elements of a shaped value (`getScalarOrElementWidth`; -1
/// for other types).
fn elem_width(ctx: &Context, v: ValueId) -> i64 {
    let e = ctx.element_type(ty(ctx, v));
    if let Some(w) = ctx.int_width(e) {
        return w as i64;
    }
    if ctx.is_index(e) {
        return 64;
    }
    ctx.float_kind(e).map_or(-1, |k| k.bit_width() as i64)
}

/// `ValueWiderThan`.
fn wider(ctx: &Context, a: ValueId, b: ValueId) -> bool {
    elem_width(ctx, a) > elem_width(ctx, b) && elem_width(ctx, b) > 0
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are truncated.
fn trunci_ext_to_ext<Ext: TypedOp>(
    rw: &mut Rewriter<'_>,
    op: OpId,
    build: fn(&mut Rewriter<'_>, Attribute, Type, ValueId) -> ValueId,
) -> bool {
    let ctx = &*rw.ctx;
    let Some(e) = def::<Ext>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let e = e.id();
    let x = operand(ctx, e, 0);
    let (tr, ext) = (result(ctx, op), result(ctx, e));
    if !(wider(ctx, ext, tr) && wider(ctx, tr, x)) {
        return false;
    }
    let t = ty(ctx, tr);
    let loc = ops_loc(rw.ctx, &[op, e]);
    let r = build(rw, loc, t, x);
    replace(rw, op, r);
    true
}

/// `TruncationMatchesShiftAmount`.
fn shift_matches(ctx: &Context, wide: ValueId, narrow: ValueId, c: Attribute) -> bool {
    match int_or_splat(ctx, c) {
        Some(v) => {
            let d = elem_width(ctx, wide) - elem_width(ctx, narrow);
            d >= 0 && ApInt::new(v.width, d as u128) == Some(v)
        }
        None => false,
    }
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when the shift drops exactly the truncated bits.
fn trunci_shrsi_to_shrui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(s) = def::<ShRSIOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let s = s.id();
    let x = operand(ctx, s, 0);
    let Some((cop, ca)) = const_any(ctx, operand(ctx, s, 1)) else {
        return false;
    };
    if c::attr_type(ctx, ca).is_none() {
        return false;
    }
    let tr = result(ctx, op);
    if !shift_matches(ctx, x, tr, ca) {
        return false;
    }
    let xt = ty(ctx, x);
    let t = ty(ctx, tr);
    let loc = ops_loc(rw.ctx, &[op, cop, s]);
    let k = constant_op(rw, loc, ca);
    let sh = ShRUIOp::build(rw, loc, xt, x, k).0;
    let shr = result(rw.ctx, sh);
    let new = TruncIOp::build(rw, loc, t, shr).0;
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}

/// `trunci(shrui(muli(ext(x), ext(y)), c)) -> mul*_extended(x, y)#1`.
fn trunci_shrui_muli_to_extended<Ext: TypedOp>(
    rw: &mut Rewriter<'_>,
    op: OpId,
    signed: bool,
) -> bool {
    let ctx = &*rw.ctx;
    let Some(s) = def::<ShRUIOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let s = s.id();
    let Some(m) = def::<MulIOp>(ctx, operand(ctx, s, 0)) else {
        return false;
    };
    let m = m.id();
    let Some(ex) = def::<Ext>(ctx, operand(ctx, m, 0)) else {
        return false;
    };
    let Some(ey) = def::<Ext>(ctx, operand(ctx, m, 1)) else {
        return false;
    };
    let (ex, ey) = (ex.id(), ey.id());
    let (x, y) = (operand(ctx, ex, 0), operand(ctx, ey, 0));
    let Some((cop, ca)) = const_any(ctx, operand(ctx, s, 1)) else {
        return false;
    };
    let tr = result(ctx, op);
    let mulv = result(ctx, m);
    if !(ty(ctx, tr) == ty(ctx, x) && ty(ctx, x) == ty(ctx, y)) {
        return false;
    }
    if !wider(ctx, mulv, x) || !shift_matches(ctx, mulv, x, ca) {
        return false;
    }
    let t = ty(ctx, x);
    let loc = ops_loc(rw.ctx, &[op, ex, ey, m, cop, s]);
    let new = if signed {
        MulSIExtendedOp::build(rw, loc, t, t, x, y).0
    } else {
        MulUIExtendedOp::build(rw, loc, t, t, x, y).0
    };
    let r = rw.ctx.ops[new].results[1];
    replace(rw, op, r);
    true
}

pub static TRUNCI: &[Pattern] = &[
    Pattern::new("TruncIExtSIToExtSI", |rw, op| {
        trunci_ext_to_ext::<ExtSIOp>(rw, op, b_extsi)
    })
    .with_benefit(2),
    Pattern::new("TruncIExtUIToExtUI", |rw, op| {
        trunci_ext_to_ext::<ExtUIOp>(rw, op, b_extui)
    })
    .with_benefit(2),
    Pattern::new("TruncIShrSIToTrunciShrUI", trunci_shrsi_to_shrui).with_benefit(2),
    Pattern::new("TruncIShrUIMulIToMulSIExtended", |rw, op| {
        trunci_shrui_muli_to_extended::<ExtSIOp>(rw, op, true)
    })
    .with_benefit(5),
    Pattern::new("TruncIShrUIMulIToMulUIExtended", |rw, op| {
        trunci_shrui_muli_to_extended::<ExtUIOp>(rw, op, false)
    })
    .with_benefit(5),
];

// ---- mulf / divf -----------------------------------------------------------------------------------------

/// `op(negf(x), negf(y)) -> op(x, y)` keeping the root's fastmath flags.
fn of_negf(rw: &mut Rewriter<'_>, op: OpId, div: bool) -> bool {
    let ctx = &*rw.ctx;
    let Some(a) = def::<NegFOp>(ctx, operand(ctx, op, 0)) else {
        return false;
    };
    let Some(b) = def::<NegFOp>(ctx, operand(ctx, op, 1)) else {
        return false;
    };
    let (a, b) = (a.id(), b.id());
    let (x, y) = (operand(ctx, a, 0), operand(ctx, b, 0));
    if !same_type(ctx, x, y) {
        return false;
    }
    let t = ty(ctx, result(ctx, op));
    let fmf = crate::ods::prop(ctx, op, "fastmath");
    let loc = ops_loc(rw.ctx, &[op, a, b]);
    let new = if div {
        DivFOp::build(rw, loc, t, x, y, fmf).0
    } else {
        MulFOp::build(rw, loc, t, x, y, fmf).0
    };
    let r = result(rw.ctx, new);
    replace(rw, op, r);
    true
}

pub static MULF: &[Pattern] =
    &[Pattern::new("MulFOfNegF", |rw, op| of_negf(rw, op, false)).with_benefit(3)];
pub static DIVF: &[Pattern] =
    &[Pattern::new("DivFOfNegF", |rw, op| of_negf(rw, op, true)).with_benefit(3)];
