//! The hooks of `memref.global` (a named, statically shaped buffer with an optional initial value:
//! its `custom<GlobalMemrefOpTypeAndInitialValue>` directive and verifier) and `memref.get_global`
//! (its address as a memref value).

use super::common::*;
use super::ops::GlobalOp;
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, DYNAMIC};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::format::{DirectiveParseArgs, DirectivePrintArgs};
use crate::ods::CustomDirective;

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)`:
/// `memref<..> (= uninitialized | = <elements>)?`.
pub const GLOBAL_TYPE_AND_INITIAL_VALUE: CustomDirective = CustomDirective {
    name: "GlobalMemrefOpTypeAndInitialValue",
    parse: parse_type_and_initial_value,
    print: print_type_and_initial_value,
};

fn is_static_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC))
}

/// `ElementsAttr`: dense (numbers or strings) or sparse.
fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    elements_type(ctx, a).is_some()
}

/// The type of an `ElementsAttr`.
fn elements_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::Sparse { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        _ => None,
    }
}

fn parse_type_and_initial_value(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let ty = p.parse_type()?;
    if !is_static_memref(p.ctx_ref(), ty) {
        let msg = format!(
            "type should be static shaped memref, but got {}",
            qty(p.ctx_ref(), ty)
        );
        return Err(err_at_name(p, st, msg));
    }
    *args.attr(0) = Some(p.ctx().type_attr(ty));
    if !p.parse_optional_punct(Punct::Equal) {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *args.attr(1) = Some(p.ctx().unit_attr());
        return Ok(());
    }
    let tensor = tensor_type_for_memref(p.ctx(), ty);
    let init = p.parse_attribute(Some(tensor))?;
    if !is_elements_attr(p.ctx_ref(), init) {
        return Err(err_at_name(
            p,
            st,
            "initial value should be a unit or elements attribute",
        ));
    }
    *args.attr(1) = Some(init);
    Ok(())
}

fn print_type_and_initial_value(p: &mut dyn AsmPrinter, _: OpId, args: &DirectivePrintArgs<'_>) {
    let ctx = p.ctx();
    let ty = args.attr(ctx, 0).and_then(|a| ctx.as_type_attr(a));
    let init = args.attr(ctx, 1);
    let uninitialized = init.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Unit));
    if let Some(t) = ty {
        p.print_type(t);
    }
    if let Some(init) = init {
        p.write(" = ");
        if uninitialized {
            p.write("uninitialized");
        } else {
            p.print_attribute_without_type(init);
        }
    }
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
        let init_ty = match elements_type(ctx, init) {
            _ if matches!(ctx.attr_kind(init), AttrKind::Unit) => None,
            Some(ty) => Some(ty),
            None => {
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

pub(super) fn verify_get_global(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(name_attr) = ctx.get_attr(op, "name") else {
        return Ok(());
    };
    let name = match ctx.attr_kind(name_attr) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => return Ok(()),
    };
    let global = crate::verify::lookup_symbol(ctx, op, name_attr).filter(|g| GlobalOp::is(ctx, *g));
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
