//! Creating common `llvm` dialect ops through a [`ConversionRewriter`]: the small builders every
//! lowering pattern needs (constants, undef, struct field access, GEP, calls, function declarations).

use super::conversion::ConversionRewriter;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{Attribute, Type, ValueId};

/// `llvm.mlir.undef : ty`.
pub fn undef(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    rw.create_value("llvm.mlir.undef", loc, &[], ty, &[])
}
/// `llvm.mlir.poison : ty`.
pub fn poison(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    rw.create_value("llvm.mlir.poison", loc, &[], ty, &[])
}
/// `llvm.mlir.zero : ty`.
pub fn zero(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    rw.create_value("llvm.mlir.zero", loc, &[], ty, &[])
}
/// `llvm.mlir.constant(value) : ty` for an integer type.
pub fn int_const(rw: &mut ConversionRewriter<'_>, ty: Type, value: i64, loc: Attribute) -> ValueId {
    let a = rw.ctx.int_attr(ty, value);
    rw.create_value("llvm.mlir.constant", loc, &[], ty, &[("value", a)])
}
/// `llvm.mlir.constant` with an explicit value attribute.
pub fn constant(
    rw: &mut ConversionRewriter<'_>,
    ty: Type,
    value: Attribute,
    loc: Attribute,
) -> ValueId {
    rw.create_value("llvm.mlir.constant", loc, &[], ty, &[("value", value)])
}
/// An index-typed (`iN`) constant.
pub fn index_const(rw: &mut ConversionRewriter<'_>, value: i64, loc: Attribute) -> ValueId {
    let t = rw.tc.index_type(rw.ctx);
    int_const(rw, t, value, loc)
}
/// `llvm.extractvalue agg[pos] : agg_ty`; the result type is the field's type.
pub fn extract_value(
    rw: &mut ConversionRewriter<'_>,
    agg: ValueId,
    pos: &[i64],
    loc: Attribute,
) -> ValueId {
    let agg_ty = rw.ctx.value_type(agg);
    let ty = field_type(rw, agg_ty, pos);
    let p = rw.dense_i64(pos);
    rw.create_value("llvm.extractvalue", loc, &[agg], ty, &[("position", p)])
}
/// `llvm.insertvalue v, agg[pos]`; returns the new aggregate.
pub fn insert_value(
    rw: &mut ConversionRewriter<'_>,
    agg: ValueId,
    v: ValueId,
    pos: &[i64],
    loc: Attribute,
) -> ValueId {
    let agg_ty = rw.ctx.value_type(agg);
    let p = rw.dense_i64(pos);
    rw.create_value(
        "llvm.insertvalue",
        loc,
        &[agg, v],
        agg_ty,
        &[("position", p)],
    )
}

/// The type at `pos` inside a struct/array type.
pub fn field_type(rw: &ConversionRewriter<'_>, mut t: Type, pos: &[i64]) -> Type {
    for &i in pos {
        t = if let Some((e, _)) = llvm::array_info(rw.ctx, t) {
            e
        } else {
            llvm::struct_elems(rw.ctx, t)[i as usize]
        };
    }
    t
}
