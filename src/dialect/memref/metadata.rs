//! Queries of a memref's descriptor: `memref.dim`, `memref.rank`, `memref.extract_aligned_pointer_as_index`,
//! `memref.extract_strided_metadata`, and the `memref.assume_alignment` hint.

use super::common::*;
use super::ods::{self, req, Arity, AttrC, Ods, TyC};
use super::views::memref_type_string;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{AttrKind, Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

// ---- dim -----------------------------------------------------------------------------------------------------

pub(super) const DIM_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::Index)],
    operands: &[
        (Arity::One, TyC::Non0RankedOrUnranked),
        (Arity::One, TyC::Index),
    ],
    ..Ods::new()
};

/// `{attrs} %m, %i : type`.
pub(super) fn parse_dim(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_attr_dict(p, st)?;
    let m = parse_operand(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let i = parse_operand(p)?;
    let ty = parse_colon_type(p)?;
    let index = p.ctx.index();
    st.operands = vec![p.resolve_operand(&m, ty)?, p.resolve_operand(&i, index)?];
    st.result_types = vec![index];
    Ok(())
}

pub(super) fn print_dim(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.print_op_attr_dict(op, &[]);
    pr.w(" ");
    let ops = ctx.ops[op].operands.clone();
    pr.print_operands(&ops);
    pr.w(" : ");
    if let Some(m) = ops.first() {
        pr.print_type(ctx.value_type(*m));
    }
}

pub(super) fn verify_dim(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &DIM_ODS).map(|_| ())
}

pub(super) fn names_dim(_: &Context, _: OpId, out: &mut Vec<(usize, String)>) {
    name_result(out, "dim");
}

// ---- rank ----------------------------------------------------------------------------------------------------

pub(super) const RANK_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::Index)],
    operands: &[(Arity::One, TyC::RankedOrUnranked)],
    ..Ods::new()
};

/// `%m {attrs} : type`.
pub(super) fn parse_rank(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let m = parse_operand(p)?;
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::BaseMemRef)?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.result_types = vec![p.ctx.index()];
    Ok(())
}

pub(super) fn verify_rank(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &RANK_ODS).map(|_| ())
}

// ---- extract_aligned_pointer_as_index ------------------------------------------------------------------------

pub(super) const EXTRACT_PTR_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::Index)],
    operands: &[(Arity::One, TyC::RankedOrUnranked)],
    ..Ods::new()
};

/// `%m : type -> types {attrs}`, the form shared by the two extract ops.
fn parse_source_arrow_results(
    p: &mut Parser,
    st: &mut OpState,
    src_req: TypeKindReq,
) -> DResult<()> {
    let m = parse_operand(p)?;
    let ty = parse_colon_type_of(p, st, src_req)?;
    p.expect_wt(T::Arrow, "expected '->'")?;
    let results = p.parse_comma_list(|p| p.parse_type())?;
    parse_attr_dict(p, st)?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.result_types = results;
    Ok(())
}

pub(super) fn parse_extract_aligned_pointer(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_source_arrow_results(p, st, TypeKindReq::BaseMemRef)
}

pub(super) fn print_source_arrow_results(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(m) = ctx.ops[op].operands.first() {
        pr.print_operand(*m);
        pr.w(" : ");
        pr.print_type(ctx.value_type(*m));
    }
    pr.w(" -> ");
    pr.print_types(&ctx.result_types(op));
    pr.print_op_attr_dict(op, &[]);
}

pub(super) fn verify_extract_aligned_pointer(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &EXTRACT_PTR_ODS).map(|_| ())
}

pub(super) fn names_extract_aligned_pointer(_: &Context, _: OpId, out: &mut Vec<(usize, String)>) {
    name_result(out, "intptr");
}

// ---- extract_strided_metadata --------------------------------------------------------------------------------

pub(super) const EXTRACT_METADATA_ODS: Ods = Ods {
    results: &[
        (Arity::One, TyC::StridedMemRefRank0),
        (Arity::One, TyC::Index),
        (Arity::Variadic, TyC::Index),
        (Arity::Variadic, TyC::Index),
    ],
    operands: &[(Arity::One, TyC::StridedMemRef)],
    ..Ods::new()
};

pub(super) fn parse_extract_strided_metadata(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_source_arrow_results(p, st, TypeKindReq::MemRef)
}

pub(super) fn verify_extract_strided_metadata(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &EXTRACT_METADATA_ODS)?;
    let src = ctx.value_type(ctx.operand(op, 0));
    let Some(m) = memref_parts(ctx, src) else {
        return Ok(());
    };
    let rank = m.shape.len();
    // InferTypeOpInterface: the inferred result types, as text, against the actual ones.
    let mut inferred = vec![format!(
        "'{}'",
        memref_type_string(ctx, &[], m.elem, None, m.memory_space)
    )];
    inferred.extend(std::iter::repeat_n("'index'".to_string(), 1 + 2 * rank));
    let actual = ctx.result_types(op);
    let base_ok = actual.first().is_some_and(|t| {
        matches!(ctx.kind(*t), TypeKind::MemRef { shape, elem, layout: None, memory_space }
            if shape.is_empty() && *elem == m.elem && *memory_space == m.memory_space)
    });
    let rest_ok = actual.len() == 2 + 2 * rank && actual[1..].iter().all(|t| ctx.is_index(*t));
    if !(base_ok && rest_ok) {
        let actual_s: Vec<String> = actual.iter().map(|t| qty(ctx, *t)).collect();
        let err = op_err(
            ctx,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                inferred.join(", "),
                actual_s.join(", ")
            ),
        );
        // Upstream emits a second error after the first.
        let second = op_err(ctx, op, "failed to infer returned types");
        return Err(Diagnostic {
            notes: vec![second],
            ..err
        });
    }
    Ok(())
}

pub(super) fn names_extract_strided_metadata(
    ctx: &Context,
    op: OpId,
    out: &mut Vec<(usize, String)>,
) {
    out.push((0, "base_buffer".to_string()));
    out.push((1, "offset".to_string()));
    let n = ctx.ops[op].results.len();
    if n > 2 {
        let rank = (n - 2) / 2;
        out.push((2, "sizes".to_string()));
        out.push((2 + rank, "strides".to_string()));
    }
}

// ---- assume_alignment ----------------------------------------------------------------------------------------

pub(super) const ASSUME_ALIGNMENT_ODS: Ods = Ods {
    operands: &[(Arity::One, TyC::MemRef)],
    attrs: &[req("alignment", AttrC::I32Positive)],
    ..Ods::new()
};

/// `%m, 16 {attrs} : memref<..>`.
pub(super) fn parse_assume_alignment(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let m = parse_operand(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let i32t = p.ctx.i32();
    let off = p.tok_start();
    let a = p.parse_attr(Some(i32t))?;
    if !matches!(p.ctx.attr_kind(a), AttrKind::Integer { .. }) {
        return Err(custom_err(
            p,
            st,
            off,
            "invalid kind of attribute specified",
        ));
    }
    let k = p.ctx.sym("alignment");
    st.props.push((k, a));
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    Ok(())
}

pub(super) fn print_assume_alignment(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(m) = ctx.ops[op].operands.first() {
        pr.print_operand(*m);
    }
    pr.w(", ");
    if let Some(a) = ctx.get_attr(op, "alignment") {
        pr.print_attr_without_type(a);
    }
    pr.print_op_attr_dict(op, &["alignment"]);
    pr.w(" : ");
    if let Some(m) = ctx.ops[op].operands.first() {
        let t: Type = ctx.value_type(*m);
        pr.print_type(t);
    }
}

pub(super) fn verify_assume_alignment(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &ASSUME_ALIGNMENT_ODS)?;
    let v = ctx
        .get_attr(op, "alignment")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(1);
    if !(v as u64).is_power_of_two() {
        return Err(op_err(ctx, op, "alignment must be power of 2"));
    }
    Ok(())
}
