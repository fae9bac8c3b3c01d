//! `memref.global` (a named, statically shaped buffer with an optional initial value) and
//! `memref.get_global` (its address as a memref value).

use super::common::*;
use super::ods::{self, opt, req, Arity, AttrC, Ods, TyC};
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, DYNAMIC};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

pub(super) const GLOBAL_ODS: Ods = Ods {
    attrs: &[
        req("sym_name", AttrC::Str),
        req("type", AttrC::MemRefTypeAttr),
        opt("sym_visibility", AttrC::Str),
        opt("initial_value", AttrC::AnyAttr),
        opt("constant", AttrC::Unit),
        opt("alignment", AttrC::I64),
    ],
    ..Ods::new()
};

fn is_static_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC))
}

fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements { .. } | AttrKind::DenseStrings { .. }
    )
}

/// `("private")? (constant)? @name : memref<..> (= uninitialized | = <elements>)? {attrs}`.
pub(super) fn parse_global(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if p.at(T::String) {
        // A bare string: upstream parses it with a type given, so no `: type` suffix is consumed.
        let s = p.spelling();
        let body = s.get(1..s.len().saturating_sub(1)).unwrap_or("");
        let value = crate::parse::lexer::unescape(body.as_bytes()).into_boxed_slice();
        p.bump();
        let vis = p.ctx.attr(AttrKind::String { value, ty: None });
        let k = p.ctx.sym("sym_visibility");
        st.props.push((k, vis));
    }
    if p.consume_keyword("constant") {
        let u = p.ctx.unit_attr();
        let k = p.ctx.sym("constant");
        st.props.push((k, u));
    }
    let name = parse_sym_name(p, st)?;
    let name_attr = p.ctx.string_attr(&name);
    let k = p.ctx.sym("sym_name");
    st.props.push((k, name_attr));
    p.expect_wt(T::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    if !is_static_memref(p.ctx, ty) {
        let msg = format!(
            "type should be static shaped memref, but got {}",
            qty(p.ctx, ty)
        );
        return Err(custom_err_at_name(p, st, msg));
    }
    let ta = p.ctx.type_attr(ty);
    let k = p.ctx.sym("type");
    st.props.push((k, ta));
    if p.consume_if(T::Equal) {
        let init = if p.consume_keyword("uninitialized") {
            p.ctx.unit_attr()
        } else {
            let tensor = tensor_type_for_memref(p.ctx, ty);
            let a = p.parse_attr(Some(tensor))?;
            if !is_elements_attr(p.ctx, a) {
                return Err(custom_err_at_name(
                    p,
                    st,
                    "initial value should be a unit or elements attribute",
                ));
            }
            a
        };
        let k = p.ctx.sym("initial_value");
        st.props.push((k, init));
    }
    parse_attr_dict(p, st)?;
    Ok(())
}

pub(super) fn print_global(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if let Some(v) = ctx.get_attr(op, "sym_visibility") {
        pr.w(" ");
        pr.print_attr(v);
    }
    if ctx.get_attr(op, "constant").is_some() {
        pr.w(" constant");
    }
    pr.w(" ");
    let name = ctx
        .get_attr(op, "sym_name")
        .and_then(|a| ctx.as_str_attr(a))
        .unwrap_or(b"");
    crate::print::attrs::write_symbol_ref(&mut pr.out, &String::from_utf8_lossy(name));
    pr.w(" : ");
    if let Some(t) = ctx.get_attr(op, "type").and_then(|a| ctx.as_type_attr(a)) {
        pr.print_type(t);
    }
    if let Some(init) = ctx.get_attr(op, "initial_value") {
        pr.w(" = ");
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            pr.w("uninitialized");
        } else {
            pr.print_attr_without_type(init);
        }
    }
    pr.print_op_attr_dict(
        op,
        &[
            "sym_visibility",
            "constant",
            "sym_name",
            "type",
            "initial_value",
        ],
    );
}

/// `tensor<4x8xf32>` for a memref type (messages only; the tensor type may not be interned).
fn tensor_text(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        s.push_str(&dim_text(*d));
        s.push('x');
    }
    s.push_str(&crate::print::type_to_string(ctx, elem));
    s.push('>');
    s
}

pub(super) fn verify_global(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &GLOBAL_ODS)?;
    // The `Symbol` interface: visibility, and a parent that is a symbol table.
    crate::dialect::builtin::ods::verify_symbol(ctx, op, false, false)?;
    let Some(ty) = ctx.get_attr(op, "type").and_then(|a| ctx.as_type_attr(a)) else {
        return Ok(());
    };
    let Some(m) = memref_parts(ctx, ty).filter(|m| !m.shape.contains(&DYNAMIC)) else {
        return Err(op_err(
            ctx,
            op,
            format!(
                "type should be static shaped memref, but got {}",
                qty(ctx, ty)
            ),
        ));
    };
    if let Some(init) = ctx.get_attr(op, "initial_value") {
        let init_ty = match ctx.attr_kind(init) {
            AttrKind::Unit => None,
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseStrings { ty, .. } => Some(*ty),
            _ => {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "initial value should be a unit or elements attribute, but got {}",
                        attr_str(ctx, init)
                    ),
                ))
            }
        };
        if let Some(it) = init_ty {
            let matches = matches!(ctx.kind(it), TypeKind::RankedTensor { shape, elem, encoding: None }
                if *shape == m.shape && *elem == m.elem);
            if !matches {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "initial value expected to be of type '{}', but was of type {}",
                        tensor_text(ctx, &m.shape, m.elem),
                        qty(ctx, it)
                    ),
                ));
            }
        }
    }
    if let Some(a) = ctx.get_attr(op, "alignment") {
        let v = ctx.as_i64(a).unwrap_or(0) as u64;
        if !v.is_power_of_two() {
            return Err(plain_err(
                ctx,
                op,
                format!("alignment attribute value {v} is not a power of 2"),
            ));
        }
    }
    Ok(())
}

// ---- get_global ----------------------------------------------------------------------------------------------

pub(super) const GET_GLOBAL_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::StaticShapeMemRef)],
    attrs: &[req("name", AttrC::FlatSymbolRef)],
    ..Ods::new()
};

/// `@name : memref<..> {attrs}`.
pub(super) fn parse_get_global(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let off = p.tok_start();
    let a = p.parse_attr(None)?;
    if !matches!(p.ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty()) {
        return Err(custom_err(
            p,
            st,
            off,
            "invalid kind of attribute specified",
        ));
    }
    let k = p.ctx.sym("name");
    st.props.push((k, a));
    let ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    st.result_types = vec![ty];
    parse_attr_dict(p, st)?;
    Ok(())
}

pub(super) fn print_get_global(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(a) = ctx.get_attr(op, "name") {
        pr.print_attr(a);
    }
    pr.w(" : ");
    print_result_type(pr, op);
    pr.print_op_attr_dict(op, &["name"]);
}

pub(super) fn verify_get_global(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &GET_GLOBAL_ODS)?;
    let Some(name_attr) = ctx.get_attr(op, "name") else {
        return Ok(());
    };
    let name = match ctx.attr_kind(name_attr) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => return Ok(()),
    };
    let global = crate::verify::lookup_symbol(ctx, op, name_attr)
        .filter(|g| ctx.op_name(*g) == "memref.global");
    let Some(global) = global else {
        return Err(op_err(
            ctx,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    if let Some(gt) = ctx
        .get_attr(global, "type")
        .and_then(|a| ctx.as_type_attr(a))
    {
        if gt != rt {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "result type {} does not match type {} of the global memref @{name}",
                    qty(ctx, rt),
                    qty(ctx, gt)
                ),
            ));
        }
    }
    Ok(())
}
