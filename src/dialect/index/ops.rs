//! The ops of `index` (MLIR 19's IndexOps.td), one record each.

use crate::diag::DResult;
use crate::dialect::arith::constant::signed_value;
use crate::dialect::enums::INDEX_CMP_PREDICATE;
use crate::ir::{AttrKind, Context, OpId, Type, TypeKind};
use crate::ods::constraint::{
    AttrConstraint, TypeConstraint, BOOL_ATTR, I1, INDEX, INDEX_ATTR, INTEGER_OR_INDEX,
};

/// `IndexCmpPredicateAttr`.
const CMP_PREDICATE: AttrConstraint =
    crate::enum_attr_constraint!(INDEX_CMP_PREDICATE, "index comparison predicate kind");

/// `AnyTypeOf<[AnyInteger, Index]>`.
const INT_OR_INDEX: TypeConstraint = INTEGER_OR_INDEX;

const BINARY: &str = "$lhs `,` $rhs attr-dict";

macro_rules! binary {
    ($($name:ident = $op:literal [$($t:ident),*] $fold:ident;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [$($t),*],
                operands: [lhs: INDEX, rhs: INDEX],
                results: [result: INDEX],
                format: BINARY,
                def: { fold: Some(super::fold::$fold) },
            }
        }
    )*};
}

binary! {
    AddOp = "index.add" [COMMUTATIVE, PURE] add;
    SubOp = "index.sub" [PURE] sub;
    MulOp = "index.mul" [COMMUTATIVE, PURE] mul;
    DivSOp = "index.divs" [NO_MEMORY_EFFECT] divs;
    DivUOp = "index.divu" [NO_MEMORY_EFFECT] divu;
    CeilDivSOp = "index.ceildivs" [NO_MEMORY_EFFECT] ceildivs;
    CeilDivUOp = "index.ceildivu" [NO_MEMORY_EFFECT] ceildivu;
    FloorDivSOp = "index.floordivs" [NO_MEMORY_EFFECT] floordivs;
    RemSOp = "index.rems" [NO_MEMORY_EFFECT] rems;
    RemUOp = "index.remu" [NO_MEMORY_EFFECT] remu;
    MaxSOp = "index.maxs" [COMMUTATIVE, PURE] maxs;
    MaxUOp = "index.maxu" [COMMUTATIVE, PURE] maxu;
    MinSOp = "index.mins" [COMMUTATIVE, PURE] mins;
    MinUOp = "index.minu" [COMMUTATIVE, PURE] minu;
    ShlOp = "index.shl" [PURE] shl;
    ShrSOp = "index.shrs" [PURE] shrs;
    ShrUOp = "index.shru" [PURE] shru;
    AndOp = "index.and" [COMMUTATIVE, PURE] and;
    OrOp = "index.or" [COMMUTATIVE, PURE] or;
    XOrOp = "index.xor" [COMMUTATIVE, PURE] xor;
}

crate::ops! {
    /// `index.casts`: signed cast between index and integers.
    pub struct CastSOp = "index.casts" {
        traits: [PURE, CAST_INTERFACE],
        operands: [input: INT_OR_INDEX],
        results: [output: INT_OR_INDEX],
        format: "$input attr-dict `:` type($input) `to` type($output)",
        def: { verify: Some(verify_cast), fold: Some(super::fold::casts) },
    }

    /// `index.castu`: unsigned cast between index and integers.
    pub struct CastUOp = "index.castu" {
        traits: [PURE, CAST_INTERFACE],
        operands: [input: INT_OR_INDEX],
        results: [output: INT_OR_INDEX],
        format: "$input attr-dict `:` type($input) `to` type($output)",
        def: { verify: Some(verify_cast), fold: Some(super::fold::castu) },
    }

    /// `index.cmp pred(%a, %b)`.
    pub struct CmpOp = "index.cmp" {
        traits: [PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: I1],
        attrs: [pred "pred": CMP_PREDICATE],
        format: "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
        def: { fold: Some(super::fold::cmp), canonicalize: super::fold::CMP },
    }

    /// `index.sizeof`.
    pub struct SizeOfOp = "index.sizeof" {
        traits: [PURE],
        results: [result: INDEX],
        format: "attr-dict",
    }

    /// `index.constant 42`.
    pub struct ConstantOp = "index.constant" {
        traits: [PURE, CONSTANT_LIKE],
        results: [result: INDEX],
        attrs: [value "value": INDEX_ATTR],
        format: "attr-dict $value",
        def: { result_names: Some(constant_names) },
    }

    /// `index.bool.constant true`.
    pub struct BoolConstantOp = "index.bool.constant" {
        traits: [PURE, CONSTANT_LIKE],
        results: [result: I1],
        attrs: [value "value": BOOL_ATTR],
        format: "attr-dict $value",
        def: { result_names: Some(bool_constant_names) },
    }
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    AddOp::def(),
    SubOp::def(),
    MulOp::def(),
    DivSOp::def(),
    DivUOp::def(),
    CeilDivSOp::def(),
    CeilDivUOp::def(),
    FloorDivSOp::def(),
    RemSOp::def(),
    RemUOp::def(),
    MaxSOp::def(),
    MaxUOp::def(),
    MinSOp::def(),
    MinUOp::def(),
    ShlOp::def(),
    ShrSOp::def(),
    ShrUOp::def(),
    AndOp::def(),
    OrOp::def(),
    XOrOp::def(),
    CmpOp::def(),
    ConstantOp::def(),
    BoolConstantOp::def(),
    SizeOfOp::def(),
    CastSOp::def(),
    CastUOp::def(),
];

/// `%idx42`, `%idx-1`.
pub(crate) fn constant_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    if let Some(AttrKind::Integer { value, .. }) =
        ctx.get_attr(op, "value").map(|a| ctx.attr_kind(a))
    {
        out.push((0, format!("idx{}", signed_value(value, 64))));
    }
}

/// `%true`, `%false`.
pub(crate) fn bool_constant_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    if let Some(AttrKind::Integer { value, .. }) =
        ctx.get_attr(op, "value").map(|a| ctx.attr_kind(a))
    {
        let name = if value.sign() == num_bigint::Sign::NoSign {
            "false"
        } else {
            "true"
        };
        out.push((0, name.to_string()));
    }
}

/// The `CastOpInterface` rule: one side index, the other an integer.
fn verify_cast(ctx: &Context, op: OpId) -> DResult<()> {
    let (from, to) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    let int = |t: Type| matches!(ctx.kind(t), TypeKind::Integer { .. });
    if !((ctx.is_index(from) && int(to)) || (int(from) && ctx.is_index(to))) {
        return Err(crate::dialect::arith::casts::cast_incompatible(
            ctx, op, from, to,
        ));
    }
    Ok(())
}
