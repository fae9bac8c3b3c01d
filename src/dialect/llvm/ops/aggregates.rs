//! Aggregate and vector element ops of the `llvm` dialect: `extractvalue` / `insertvalue` (a constant
//! position `[0, 1]` into structs and arrays), `extractelement` / `insertelement` (a dynamic index) and
//! `shufflevector` (a constant mask; the result has one element per mask entry).
//!
//! Upstream's assembly formats end `extractvalue`, `insertvalue` and `shufflevector` with a custom
//! directive that prints nothing after a space, hence the trailing space of their custom form.

use super::core_ods::{
    self as ods, custom_err, custom_err_at_name, prop, set_prop, ACon, LTy, Sig,
};
use crate::diag::DResult;
use crate::dialect::llvm::types as lt;
use crate::dialect::{traits, OpDef};
use crate::ir::{Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &["position"],
        parse: Some(extractvalue_parse),
        print: Some(extractvalue_print),
        verify: Some(extractvalue_verify),
        ..OpDef::new("llvm.extractvalue", traits::PURE)
    },
    OpDef {
        inherent: &["position"],
        parse: Some(insertvalue_parse),
        print: Some(insertvalue_print),
        verify: Some(insertvalue_verify),
        ..OpDef::new("llvm.insertvalue", traits::PURE)
    },
    OpDef {
        parse: Some(extractelement_parse),
        print: Some(extractelement_print),
        verify: Some(extractelement_verify),
        ..OpDef::new("llvm.extractelement", traits::PURE)
    },
    OpDef {
        parse: Some(insertelement_parse),
        print: Some(insertelement_print),
        verify: Some(insertelement_verify),
        ..OpDef::new("llvm.insertelement", traits::PURE)
    },
    OpDef {
        inherent: &["mask"],
        parse: Some(shuffle_parse),
        print: Some(shuffle_print),
        verify: Some(shuffle_verify),
        ..OpDef::new("llvm.shufflevector", traits::PURE)
    },
];

const POSITION: ods::AttrSpec = ods::req(
    "position",
    ACon::DenseArray(64),
    "i64 dense array attribute",
);
const MASK: ods::AttrSpec = ods::req("mask", ACon::DenseArray(32), "i32 dense array attribute");

/// `getInsertExtractValueElementType`: the type at `position` inside `container`, or upstream's message.
/// Indices are compared as upstream does, truncated to 32 bits.
fn element_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    let mut t = container;
    for &idx in position {
        let len = if let Some((_, n)) = lt::array_info(ctx, t) {
            n
        } else if let Some(s) = lt::struct_info(ctx, t) {
            s.elems.len() as u64
        } else {
            let ts = crate::print::type_to_string(ctx, t);
            return Err(format!(
                "expected LLVM IR structure/array type, got: '{ts}'"
            ));
        };
        if idx < 0 || (idx as u32) as u64 >= len {
            return Err(format!("position out of bounds: {idx}"));
        }
        let i = (idx as u32) as usize;
        t = match lt::array_info(ctx, t) {
            Some((e, _)) => e,
            None => lt::struct_elems(ctx, t).get(i).copied().unwrap_or(t),
        };
    }
    Ok(t)
}

fn position(ctx: &Context, op: OpId) -> Vec<i64> {
    prop(ctx, op, "position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

// ---- extractvalue / insertvalue ------------------------------------------------------------------------------

/// `[0, 1] attr-dict : T` after the container operand; returns the container type and the element type.
fn parse_position_and_type(p: &mut Parser, st: &mut OpState) -> DResult<(Type, Type)> {
    let pos = ods::parse_int_list(p, st, 64)?;
    let a = ods::dense_array(p, 64, &pos);
    set_prop(p, st, "position", a);
    ods::parse_checked_attr_dict(p, st, &[POSITION])?;
    p.expect(T::Colon, "':'")?;
    let container = p.parse_type()?;
    match element_at(p.ctx, container, &pos) {
        Ok(e) => Ok((container, e)),
        Err(msg) => Err(custom_err(p, st, p.tok_start(), msg)),
    }
}

fn extractvalue_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let c = p.parse_operand()?;
    let (cty, ety) = parse_position_and_type(p, st)?;
    st.operands = vec![p.resolve_operand(&c, cty)?];
    st.result_types = vec![ety];
    Ok(())
}

fn insertvalue_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let v = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let c = p.parse_operand()?;
    let (cty, ety) = parse_position_and_type(p, st)?;
    st.operands = vec![p.resolve_operand(&c, cty)?, p.resolve_operand(&v, ety)?];
    st.result_types = vec![cty];
    Ok(())
}

fn print_position_and_type(pr: &mut Printer, op: OpId, container: Option<Type>) {
    ods::print_int_list(pr, &position(pr.ctx, op));
    pr.print_op_attr_dict(op, &["position"]);
    pr.w(" : ");
    ods::print_opt_type(pr, container);
    pr.w(" ");
}

fn extractvalue_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    print_position_and_type(pr, op, ods::operand_type(ctx, op, 0));
}

fn insertvalue_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let ops = ctx.ops[op].operands.clone();
    pr.w(" ");
    if let (Some(c), Some(v)) = (ops.first(), ops.get(1)) {
        pr.print_operand(*v);
        pr.w(", ");
        pr.print_operand(*c);
    }
    print_position_and_type(pr, op, ods::operand_type(ctx, op, 0));
}

fn extractvalue_verify(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[LTy::Aggregate],
        variadic: None,
        results: &[LTy::Compatible],
        attrs: &[POSITION],
    }
    .check(ctx, op)?;
    let (Some(c), Some(r)) = (ods::operand_type(ctx, op, 0), ods::result_type(ctx, op)) else {
        return Ok(());
    };
    let e = element_at(ctx, c, &position(ctx, op)).map_err(|m| op_err(ctx, op, m))?;
    if e != r {
        let s = |t| crate::print::type_to_string(ctx, t);
        return Err(op_err(
            ctx,
            op,
            format!(
                "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
                s(c),
                s(e),
                s(r)
            ),
        ));
    }
    Ok(())
}

fn insertvalue_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let operands = [LTy::Aggregate, LTy::Primitive];
    Sig {
        operands: &operands,
        variadic: None,
        results: &[LTy::Aggregate],
        attrs: &[POSITION],
    }
    .check(ctx, op)?;
    let (Some(c), Some(v), Some(r)) = (
        ods::operand_type(ctx, op, 0),
        ods::operand_type(ctx, op, 1),
        ods::result_type(ctx, op),
    ) else {
        return Ok(());
    };
    ods::check_pred(ctx, op, c == r, "all of {container, res} have same type")?;
    let e = element_at(ctx, c, &position(ctx, op)).map_err(|m| op_err(ctx, op, m))?;
    if e != v {
        let s = |t| crate::print::type_to_string(ctx, t);
        return Err(op_err(
            ctx,
            op,
            format!("Type mismatch: cannot insert '{}' into '{}'", s(v), s(c)),
        ));
    }
    Ok(())
}

// ---- extractelement / insertelement --------------------------------------------------------------------------

/// `[%i : T] attr-dict : V`; returns the index operand with its type and the vector type.
fn parse_index_and_vector(
    p: &mut Parser,
    st: &mut OpState,
) -> DResult<(crate::parse::ops::UnresolvedOperand, Type, Type)> {
    p.expect(T::LSquare, "'['")?;
    let idx = p.parse_operand()?;
    p.expect(T::Colon, "':'")?;
    let ty_off = p.tok_start();
    let ity = p.parse_type()?;
    if !matches!(p.ctx.kind(ity), TypeKind::Integer { .. }) {
        return Err(custom_err(p, st, ty_off, "invalid kind of type specified"));
    }
    p.expect(T::RSquare, "']'")?;
    p.parse_optional_attr_dict_into(st)?;
    p.expect(T::Colon, "':'")?;
    let vty = p.parse_type()?;
    if !LTy::Vector.accepts(p.ctx, vty) {
        let ts = crate::print::type_to_string(p.ctx, vty);
        let msg = format!("'vector' must be {}, but got '{ts}'", LTy::Vector.desc());
        return Err(custom_err_at_name(p, st, msg));
    }
    Ok((idx, ity, vty))
}

fn extractelement_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let v = p.parse_operand()?;
    let (idx, ity, vty) = parse_index_and_vector(p, st)?;
    st.operands = vec![p.resolve_operand(&v, vty)?, p.resolve_operand(&idx, ity)?];
    st.result_types = vec![lt::vector_element_type(p.ctx, vty).unwrap_or(vty)];
    Ok(())
}

fn insertelement_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let value = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let v = p.parse_operand()?;
    let (idx, ity, vty) = parse_index_and_vector(p, st)?;
    let ety = lt::vector_element_type(p.ctx, vty).unwrap_or(vty);
    st.operands = vec![
        p.resolve_operand(&v, vty)?,
        p.resolve_operand(&value, ety)?,
        p.resolve_operand(&idx, ity)?,
    ];
    st.result_types = vec![vty];
    Ok(())
}

/// `%v[%i : T] attr-dict : V`.
fn print_index_and_vector(pr: &mut Printer, op: OpId, vec_idx: usize, index_idx: usize) {
    let ctx = pr.ctx;
    let ops = ctx.ops[op].operands.clone();
    if let (Some(v), Some(i)) = (ops.get(vec_idx), ops.get(index_idx)) {
        pr.print_operand(*v);
        pr.w("[");
        pr.print_operand(*i);
        pr.w(" : ");
        pr.print_type(ctx.value_type(*i));
        pr.w("]");
    }
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, vec_idx));
}

fn extractelement_print(pr: &mut Printer, op: OpId) {
    pr.w(" ");
    print_index_and_vector(pr, op, 0, 1);
}

fn insertelement_print(pr: &mut Printer, op: OpId) {
    pr.w(" ");
    if let Some(&value) = pr.ctx.ops[op].operands.get(1) {
        pr.print_operand(value);
        pr.w(", ");
    }
    print_index_and_vector(pr, op, 0, 2);
}

fn extractelement_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let operands = [LTy::Vector, LTy::SignlessInt];
    Sig {
        operands: &operands,
        variadic: None,
        results: &[LTy::Compatible],
        attrs: &[],
    }
    .check(ctx, op)?;
    let (Some(v), Some(r)) = (ods::operand_type(ctx, op, 0), ods::result_type(ctx, op)) else {
        return Ok(());
    };
    ods::check_pred(
        ctx,
        op,
        lt::vector_element_type(ctx, v) == Some(r),
        "result type matches vector element type",
    )
}

fn insertelement_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let operands = [LTy::Vector, LTy::Primitive, LTy::SignlessInt];
    Sig {
        operands: &operands,
        variadic: None,
        results: &[LTy::Vector],
        attrs: &[],
    }
    .check(ctx, op)?;
    let (Some(v), Some(x), Some(r)) = (
        ods::operand_type(ctx, op, 0),
        ods::operand_type(ctx, op, 1),
        ods::result_type(ctx, op),
    ) else {
        return Ok(());
    };
    ods::check_pred(
        ctx,
        op,
        lt::vector_element_type(ctx, v) == Some(x),
        "argument type matches vector element type",
    )?;
    ods::check_pred(ctx, op, r == v, "all of {res, vector} have same type")
}

// ---- shufflevector -------------------------------------------------------------------------------------------

fn mask(ctx: &Context, op: OpId) -> Vec<i64> {
    prop(ctx, op, "mask")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

fn shuffle_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let v1 = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let v2 = p.parse_operand()?;
    let m = ods::parse_int_list(p, st, 32)?;
    let a = ods::dense_array(p, 32, &m);
    set_prop(p, st, "mask", a);
    ods::parse_checked_attr_dict(p, st, &[MASK])?;
    p.expect(T::Colon, "':'")?;
    let ty = p.parse_type()?;
    if !lt::is_compatible_vector_type(p.ctx, ty) {
        return Err(custom_err(
            p,
            st,
            p.tok_start(),
            "expected an LLVM compatible vector type",
        ));
    }
    let m = prop_mask_len(p, st).unwrap_or(m.len());
    let elem = lt::vector_element_type(p.ctx, ty).unwrap_or(ty);
    let scalable = lt::is_scalable_vector_type(p.ctx, ty);
    let res = lt::vector_type(p.ctx, elem, m as u64, scalable);
    st.operands = vec![p.resolve_operand(&v1, ty)?, p.resolve_operand(&v2, ty)?];
    st.result_types = vec![res];
    Ok(())
}

/// The length of the `mask` property after the attr-dict had its say.
fn prop_mask_len(p: &Parser, st: &OpState) -> Option<usize> {
    let a = st.props.iter().find(|(k, _)| p.ctx.str(*k) == "mask")?.1;
    p.ctx.as_dense_i64_array(a).map(|v| v.len())
}

fn shuffle_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    pr.w(" ");
    ods::print_int_list(pr, &mask(ctx, op));
    pr.print_op_attr_dict(op, &["mask"]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
    pr.w(" ");
}

fn shuffle_verify(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[LTy::Vector, LTy::Vector],
        variadic: None,
        results: &[LTy::Vector],
        attrs: &[MASK],
    }
    .check(ctx, op)?;
    let (Some(a), Some(b)) = (ods::operand_type(ctx, op, 0), ods::operand_type(ctx, op, 1)) else {
        return Ok(());
    };
    ods::check_pred(ctx, op, a == b, "all of {v1, v2} have same type")?;
    if lt::is_scalable_vector_type(ctx, a) && mask(ctx, op).iter().any(|v| *v != 0) {
        return Err(op_err(
            ctx,
            op,
            "expected a splat operation for scalable vectors",
        ));
    }
    Ok(())
}
