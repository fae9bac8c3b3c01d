//! Constant-like ops of the `llvm` dialect: `llvm.mlir.constant` (integer, float, string, array and
//! dense/splat elements values, checked against the result type as MLIR 19 does), `llvm.mlir.undef`,
//! `llvm.mlir.poison`, `llvm.mlir.zero`, `llvm.mlir.none`, `llvm.mlir.addressof` (a `llvm.mlir.global` or
//! `llvm.func` by symbol). MLIR 19 has no `llvm.va_arg` op: the dialect accepts it as an unknown op.

use super::constraints::*;
use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods::typed_attr_type;
use crate::dialect::llvm::types as lt;
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Context, OpId, TypeKind};
use crate::verify::op_err;

crate::ops! {
    /// `llvm.mlir.constant(42 : i32) : i32`.
    pub struct ConstantOp = "llvm.mlir.constant" {
        traits: [PURE, CONSTANT_LIKE],
        results: [res: LLVM_TYPE],
        attrs: [value "value": ANY_ATTR],
        format: "`(` $value `)` attr-dict `:` type($res)",
        def: { verify: Some(verify_constant) },
    }

    /// `llvm.mlir.undef : T`.
    pub struct UndefOp = "llvm.mlir.undef" {
        traits: [PURE, CONSTANT_LIKE],
        results: [res: LLVM_TYPE],
        format: "attr-dict `:` type($res)",
        def: { constant: Some(super::fold::undef_value) },
    }

    /// `llvm.mlir.poison : T`.
    pub struct PoisonOp = "llvm.mlir.poison" {
        traits: [PURE, CONSTANT_LIKE],
        results: [res: LLVM_TYPE],
        format: "attr-dict `:` type($res)",
        def: { constant: Some(super::fold::poison_value) },
    }

    /// `llvm.mlir.zero : T`.
    pub struct ZeroOp = "llvm.mlir.zero" {
        traits: [PURE, CONSTANT_LIKE],
        results: [res: LLVM_TYPE],
        format: "attr-dict `:` type($res)",
        def: { verify: Some(verify_zero), constant: Some(super::fold::zero_value) },
    }

    /// `llvm.mlir.none : !llvm.token`.
    pub struct NoneTokenOp = "llvm.mlir.none" {
        traits: [PURE],
        results: [res: TOKEN],
        format: "attr-dict `:` type($res)",
    }

    /// `llvm.mlir.addressof @g : !llvm.ptr`.
    pub struct AddressOfOp = "llvm.mlir.addressof" {
        traits: [PURE, CONSTANT_LIKE],
        results: [res: ANY_POINTER],
        attrs: [global_name "global_name": FLAT_SYMBOL_REF_ATTR],
        format: "$global_name attr-dict `:` qualified(type($res))",
        def: { verify: Some(verify_addressof), constant: Some(super::fold::addressof_value) },
    }
}

/// Every constant-like op.
pub static OPS: &[&crate::ods::OpDef] = &[
    ConstantOp::def(),
    UndefOp::def(),
    PoisonOp::def(),
    ZeroOp::def(),
    NoneTokenOp::def(),
    AddressOfOp::def(),
];

/// `APFloat::getSizeInBits` of a float type's semantics.
fn float_semantics_bits(k: FloatKind) -> u32 {
    match k {
        FloatKind::F80 => 80,
        FloatKind::TF32 => 19,
        k => k.bit_width(),
    }
}

/// `ConstantOp::verify`.
fn verify_constant(ctx: &Context, op: OpId) -> DResult<()> {
    let (Some(v), Some(t)) = (
        crate::ods::prop(ctx, op, "value"),
        super::syntax::result_type(ctx, op),
    ) else {
        return Ok(());
    };
    let plain = |msg: &str| Diagnostic::at(ctx, ctx.ops[op].loc, msg);
    let kind = ctx.attr_kind(v);
    if let AttrKind::String { value, .. } = kind {
        let ok = lt::array_info(ctx, t).is_some_and(|(e, n)| {
            n == value.len() as u64 && ctx.int_width(e) == Some(8) && ctx.is_signless_int(e)
        });
        if !ok {
            let n = value.len();
            return Err(op_err(
                ctx,
                op,
                format!("expected array type of {n} i8 elements for the string constant"),
            ));
        }
        return Ok(());
    }
    if let Some(s) = lt::struct_info(ctx, t) {
        if s.elems.len() != 2 || s.elems[0] != s.elems[1] {
            return Err(plain(
                "expected struct type with two elements of the same type, the type of a complex constant",
            ));
        }
        let Some(items) = ctx.as_array(v).filter(|a| a.len() == 2) else {
            return Err(op_err(
                ctx,
                op,
                "expected array attribute with two elements, representing a complex constant",
            ));
        };
        let (re, im) = (
            typed_attr_type(ctx, items[0]),
            typed_attr_type(ctx, items[1]),
        );
        if re.is_none() || im.is_none() || re != im {
            return Err(op_err(
                ctx,
                op,
                "expected array attribute with two elements of the same type",
            ));
        }
        let e = s.elems[0];
        let ok = matches!(ctx.kind(e), TypeKind::Integer { .. })
            || matches!(
                ctx.kind(e),
                TypeKind::Float(FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
            );
        if !ok {
            return Err(plain(
                "expected struct element types to be floating point type or integer type",
            ));
        }
        return Ok(());
    }
    if lt::target_info(ctx, t).is_some() {
        return Err(op_err(ctx, op, "does not support target extension type."));
    }
    let elements = matches!(
        kind,
        AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::Sparse { .. }
            | AttrKind::DenseResource { .. }
    );
    if !(elements
        || matches!(
            kind,
            AttrKind::Integer { .. } | AttrKind::Array(_) | AttrKind::Float { .. }
        ))
    {
        return Err(op_err(
            ctx,
            op,
            "only supports integer, float, string or elements attributes",
        ));
    }
    if matches!(kind, AttrKind::Integer { .. }) && !matches!(ctx.kind(t), TypeKind::Integer { .. })
    {
        return Err(op_err(ctx, op, "expected integer type"));
    }
    if let AttrKind::Float { ty, .. } = kind {
        let width = ctx.float_kind(*ty).map(float_semantics_bits).unwrap_or(0);
        if let Some(k) = ctx.float_kind(t) {
            if k.bit_width() != width {
                return Err(op_err(
                    ctx,
                    op,
                    format!("expected float type of width {width}"),
                ));
            }
        }
        if matches!(ctx.kind(t), TypeKind::Integer { .. }) && ctx.int_width(t) != Some(width) {
            return Err(op_err(
                ctx,
                op,
                format!("expected integer type of width {width}"),
            ));
        }
    }
    let splat = matches!(
        kind,
        AttrKind::DenseElements { splat: true, .. } | AttrKind::DenseStrings { splat: true, .. }
    );
    if splat
        && !(matches!(ctx.kind(t), TypeKind::Vector { .. })
            || lt::array_info(ctx, t).is_some()
            || lt::llvm_vec_info(ctx, t).is_some())
    {
        return Err(op_err(ctx, op, "expected vector or array type"));
    }
    Ok(())
}

/// `ZeroOp::verify`.
fn verify_zero(ctx: &Context, op: OpId) -> DResult<()> {
    let target = super::syntax::result_type(ctx, op).and_then(|t| lt::target_info(ctx, t));
    if target.is_some_and(|ti| !target_has_zero_init(ti.name)) {
        return Err(op_err(
            ctx,
            op,
            "target extension type does not support zero-initializer",
        ));
    }
    Ok(())
}

/// `AddressOfOp::verifySymbolUses`.
fn verify_addressof(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(name) = crate::ods::prop(ctx, op, "global_name") else {
        return Ok(());
    };
    let target = crate::verify::lookup_symbol(ctx, op, name);
    let global = target.filter(|t| super::global::GlobalOp::is(ctx, *t));
    let func = target.filter(|t| super::func::LLVMFuncOp::is(ctx, *t));
    if global.is_none() && func.is_none() {
        return Err(op_err(
            ctx,
            op,
            "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
        ));
    }
    if let Some(g) = global {
        let global_space = ctx
            .get_attr(g, "addr_space")
            .and_then(|a| ctx.as_i64(a))
            .unwrap_or(0);
        let ptr_space = super::syntax::result_type(ctx, op)
            .and_then(|t| lt::ptr_addr_space(ctx, t))
            .map(i64::from);
        if ptr_space != Some(global_space) {
            return Err(op_err(
                ctx,
                op,
                "pointer address space must match address space of the referenced global",
            ));
        }
    }
    Ok(())
}
