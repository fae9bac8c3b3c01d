//! Constant-like ops of the `llvm` dialect: `llvm.mlir.constant` (integer, float, string, array and
//! dense/splat elements values, checked against the result type as MLIR 19 does), `llvm.mlir.undef`,
//! `llvm.mlir.poison`, `llvm.mlir.zero`, `llvm.mlir.none`, `llvm.mlir.addressof` (a `llvm.mlir.global` or
//! `llvm.func` by symbol). MLIR 19 has no `llvm.va_arg` op: the dialect accepts it as an unknown op.

use super::core_ods::{
    self as ods, absorb_inherent, parse_attr_of_kind, prop, req, set_prop, ACon, LTy, Sig,
};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods::typed_attr_type;
use crate::dialect::llvm::types as lt;
use crate::dialect::{traits, OpDef};
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Context, OpId, OpState, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &["value"],
        parse: Some(constant_parse),
        print: Some(constant_print),
        verify: Some(constant_verify),
        ..OpDef::new("llvm.mlir.constant", traits::PURE)
    },
    OpDef {
        parse: Some(typed_parse),
        print: Some(typed_print),
        verify: Some(undef_verify),
        ..OpDef::new("llvm.mlir.undef", traits::PURE)
    },
    OpDef {
        parse: Some(typed_parse),
        print: Some(typed_print),
        verify: Some(undef_verify),
        ..OpDef::new("llvm.mlir.poison", traits::PURE)
    },
    OpDef {
        parse: Some(typed_parse),
        print: Some(typed_print),
        verify: Some(zero_verify),
        ..OpDef::new("llvm.mlir.zero", traits::PURE)
    },
    OpDef {
        parse: Some(typed_parse),
        print: Some(typed_print),
        verify: Some(none_verify),
        ..OpDef::new("llvm.mlir.none", traits::PURE)
    },
    OpDef {
        inherent: &["global_name"],
        parse: Some(addressof_parse),
        print: Some(addressof_print),
        verify: Some(addressof_verify),
        ..OpDef::new("llvm.mlir.addressof", traits::PURE)
    },
];

// ---- llvm.mlir.constant --------------------------------------------------------------------------------------

fn constant_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.expect(T::LParen, "'('")?;
    let v = p.parse_attr(None)?;
    set_prop(p, st, "value", v);
    p.expect(T::RParen, "')'")?;
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let t = p.parse_type()?;
    st.result_types = vec![t];
    Ok(())
}

fn constant_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w("(");
    if let Some(v) = prop(ctx, op, "value") {
        pr.print_attr(v);
    }
    pr.w(")");
    pr.print_op_attr_dict(op, &["value"]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::result_type(ctx, op));
}

/// `APFloat::getSizeInBits` of a float type's semantics.
fn float_semantics_bits(k: FloatKind) -> u32 {
    match k {
        FloatKind::F80 => 80,
        FloatKind::TF32 => 19,
        k => k.bit_width(),
    }
}

fn constant_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = [req("value", ACon::Any, "any attribute")];
    Sig {
        operands: &[],
        variadic: None,
        results: &[LTy::Compatible],
        attrs: &attrs,
    }
    .check(ctx, op)?;
    let (Some(v), Some(t)) = (prop(ctx, op, "value"), ods::result_type(ctx, op)) else {
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
        AttrKind::DenseElements { .. } | AttrKind::DenseStrings { .. } | AttrKind::Sparse { .. }
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

// ---- undef / poison / zero / none ----------------------------------------------------------------------------

/// `attr-dict : T`.
fn typed_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)?;
    p.expect(T::Colon, "':'")?;
    let t = p.parse_type()?;
    st.result_types = vec![t];
    Ok(())
}

fn typed_print(pr: &mut Printer, op: OpId) {
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::result_type(pr.ctx, op));
}

fn undef_verify(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[],
        variadic: None,
        results: &[LTy::Compatible],
        attrs: &[],
    }
    .check(ctx, op)
}

fn zero_verify(ctx: &Context, op: OpId) -> DResult<()> {
    undef_verify(ctx, op)?;
    let target = ods::result_type(ctx, op).and_then(|t| lt::target_info(ctx, t));
    if target.is_some_and(|ti| !ods::target_has_zero_init(ti.name)) {
        return Err(op_err(
            ctx,
            op,
            "target extension type does not support zero-initializer",
        ));
    }
    Ok(())
}

fn none_verify(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[],
        variadic: None,
        results: &[LTy::Token],
        attrs: &[],
    }
    .check(ctx, op)
}

const ADDRESSOF_ATTRS: &[ods::AttrSpec] = &[req(
    "global_name",
    ACon::FlatSymbol,
    "flat symbol reference attribute",
)];

// ---- addressof --------------------------------------------------------------------------------------

fn addressof_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let a = parse_attr_of_kind(
        p,
        st,
        false,
        |ctx, a| matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
    )?;
    set_prop(p, st, "global_name", a);
    ods::parse_checked_attr_dict(p, st, ADDRESSOF_ATTRS)?;
    p.expect(T::Colon, "':'")?;
    let t = p.parse_type()?;
    st.result_types = vec![t];
    Ok(())
}

fn addressof_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(a) = prop(ctx, op, "global_name") {
        pr.print_attr(a);
    }
    pr.print_op_attr_dict(op, &["global_name"]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::result_type(ctx, op));
}

fn addressof_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = ADDRESSOF_ATTRS;
    Sig {
        operands: &[],
        variadic: None,
        results: &[LTy::Ptr],
        attrs,
    }
    .check(ctx, op)?;
    let Some(name) = prop(ctx, op, "global_name") else {
        return Ok(());
    };
    let target = crate::verify::lookup_symbol(ctx, op, name);
    let kind = target.map(|t| ctx.op_name(t));
    if !matches!(kind, Some("llvm.mlir.global" | "llvm.func")) {
        return Err(op_err(
            ctx,
            op,
            "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
        ));
    }
    if let (Some("llvm.mlir.global"), Some(g)) = (kind, target) {
        let global_space = ctx
            .get_attr(g, "addr_space")
            .and_then(|a| ctx.as_i64(a))
            .unwrap_or(0);
        let ptr_space = ods::result_type(ctx, op)
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
