//! Element access: `memref.load`, `memref.store`, `memref.prefetch`, `memref.atomic_rmw`,
//! `memref.generic_atomic_rmw` with its terminator `memref.atomic_yield`, `memref.copy`, and the DMA ops
//! `memref.dma_start` / `memref.dma_wait`.

use super::alloc::verify_parent;
use super::atomic_kind::{AtomicRmwKind, KindClass};
use super::common::*;
use super::ods::{self, opt, req, Arity, AttrC, Ods, TyC};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::{self, traits};
use crate::ir::{AttrKind, Context, OpId, OpState, Type};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

fn elem_of(ctx: &Context, t: Type) -> Option<Type> {
    memref_parts(ctx, t).map(|m| m.elem)
}

fn pred_err(ctx: &Context, op: OpId, what: &str) -> Diagnostic {
    op_err(ctx, op, format!("failed to verify that {what}"))
}

/// `%m[%i, %j]`: returns the memref and the indices, unresolved.
fn parse_indexed(
    p: &mut Parser,
    cpp: bool,
) -> DResult<(
    crate::parse::ops::UnresolvedOperand,
    Vec<crate::parse::ops::UnresolvedOperand>,
)> {
    let m = parse_operand(p)?;
    let idx = if cpp {
        parse_square_operand_list(p)?
    } else {
        parse_square_operands(p)?
    };
    Ok((m, idx))
}

/// ` %m[%i, %j]` from operand `at` on (the memref, then the rest as indices up to `end`).
fn print_indexed(pr: &mut Printer, op: OpId, at: usize, end: usize) {
    let ops = &pr.ctx.ops[op].operands;
    if let Some(m) = ops.get(at) {
        pr.print_operand(*m);
    }
    pr.w("[");
    let end = end.min(ops.len());
    if at + 1 < end {
        pr.print_operands(&ops[at + 1..end]);
    }
    pr.w("]");
}

// ---- load ----------------------------------------------------------------------------------------------------

pub(super) const LOAD_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::Any)],
    operands: &[(Arity::One, TyC::MemRef), (Arity::Variadic, TyC::Index)],
    attrs: &[opt("nontemporal", AttrC::Bool)],
    ..Ods::new()
};

/// `%m[%i] {attrs} : memref<..>`.
pub(super) fn parse_load(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let (m, idx) = parse_indexed(p, false)?;
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    let index = p.ctx.index();
    let mut ops = vec![p.resolve_operand(&m, ty)?];
    ops.extend(p.resolve_operands_same(&idx, index)?);
    st.operands = ops;
    st.result_types = vec![elem_of(p.ctx, ty).unwrap_or(ty)];
    Ok(())
}

/// `nontemporal` is default-valued: the custom form leaves out `nontemporal = false`.
fn nontemporal_elided(ctx: &Context, op: OpId) -> &'static [&'static str] {
    let is_false = ctx.get_attr(op, "nontemporal").is_some_and(|a| {
        matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if ctx.int_width(*ty) == Some(1))
            && ctx.as_i64(a) == Some(0)
    });
    if is_false {
        &["nontemporal"]
    } else {
        &[]
    }
}

pub(super) fn print_load(pr: &mut Printer, op: OpId) {
    let n = pr.ctx.ops[op].operands.len();
    pr.w(" ");
    print_indexed(pr, op, 0, n);
    pr.print_op_attr_dict(op, nontemporal_elided(pr.ctx, op));
    pr.w(" : ");
    if let Some(m) = pr.ctx.ops[op].operands.first() {
        pr.print_type(pr.ctx.value_type(*m));
    }
}

pub(super) fn verify_load(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &LOAD_ODS)?;
    let mt = ctx.value_type(ctx.operand(op, 0));
    if elem_of(ctx, mt) != Some(ctx.value_type(ctx.result(op, 0))) {
        return Err(pred_err(
            ctx,
            op,
            "result type matches element type of 'memref'",
        ));
    }
    let rank = rank(ctx, mt);
    let n = ctx.ops[op].operands.len() - 1;
    if n != rank {
        return Err(op_err(
            ctx,
            op,
            format!("incorrect number of indices for load, expected {rank} but got {n}"),
        ));
    }
    Ok(())
}

// ---- store ---------------------------------------------------------------------------------------------------

pub(super) const STORE_ODS: Ods = Ods {
    operands: &[
        (Arity::One, TyC::Any),
        (Arity::One, TyC::MemRef),
        (Arity::Variadic, TyC::Index),
    ],
    attrs: &[opt("nontemporal", AttrC::Bool)],
    ..Ods::new()
};

/// `%v, %m[%i] {attrs} : memref<..>`.
pub(super) fn parse_store(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let v = parse_operand(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let (m, idx) = parse_indexed(p, false)?;
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    let elem = elem_of(p.ctx, ty).unwrap_or(ty);
    let index = p.ctx.index();
    let mut ops = vec![p.resolve_operand(&v, elem)?, p.resolve_operand(&m, ty)?];
    ops.extend(p.resolve_operands_same(&idx, index)?);
    st.operands = ops;
    Ok(())
}

pub(super) fn print_store(pr: &mut Printer, op: OpId) {
    let ops = pr.ctx.ops[op].operands.clone();
    pr.w(" ");
    if let Some(v) = ops.first() {
        pr.print_operand(*v);
    }
    pr.w(", ");
    print_indexed(pr, op, 1, ops.len());
    pr.print_op_attr_dict(op, nontemporal_elided(pr.ctx, op));
    pr.w(" : ");
    if let Some(m) = ops.get(1) {
        pr.print_type(pr.ctx.value_type(*m));
    }
}

pub(super) fn verify_store(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &STORE_ODS)?;
    let mt = ctx.value_type(ctx.operand(op, 1));
    if elem_of(ctx, mt) != Some(ctx.value_type(ctx.operand(op, 0))) {
        return Err(pred_err(
            ctx,
            op,
            "type of 'value' matches element type of 'memref'",
        ));
    }
    if ctx.ops[op].operands.len() - 2 != rank(ctx, mt) {
        return Err(op_err(
            ctx,
            op,
            "store index operand count not equal to memref rank",
        ));
    }
    Ok(())
}

// ---- prefetch ------------------------------------------------------------------------------------------------

pub(super) const PREFETCH_ODS: Ods = Ods {
    operands: &[(Arity::One, TyC::MemRef), (Arity::Variadic, TyC::Index)],
    attrs: &[
        req("isDataCache", AttrC::Bool),
        req("isWrite", AttrC::Bool),
        req("localityHint", AttrC::I32ZeroToThree),
    ],
    ..Ods::new()
};

/// `%m[%i], read|write, locality<N>, data|instr : memref<..>` (no attribute dictionary: upstream's parser
/// has none).
pub(super) fn parse_prefetch(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let (m, idx) = parse_indexed(p, true)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let rw = parse_kw(p, st)?;
    p.expect_wt(T::Comma, "expected ','")?;
    expect_kw(p, st, "locality")?;
    p.expect_wt(T::Less, "expected '<'")?;
    let i32t = p.ctx.i32();
    let hint_off = p.tok_start();
    let hint = p.parse_attr(Some(i32t))?;
    if !matches!(p.ctx.attr_kind(hint), AttrKind::Integer { .. }) {
        return Err(custom_err(
            p,
            st,
            hint_off,
            "invalid kind of attribute specified",
        ));
    }
    p.expect_wt(T::Greater, "expected '>'")?;
    p.expect_wt(T::Comma, "expected ','")?;
    let cache = parse_kw(p, st)?;
    let ty = parse_colon_type_of_at_colon(p, st, TypeKindReq::MemRef)?;
    let index = p.ctx.index();
    let mut ops = vec![p.resolve_operand(&m, ty)?];
    ops.extend(p.resolve_operands_same(&idx, index)?);
    st.operands = ops;
    if rw != "read" && rw != "write" {
        return Err(custom_err_at_name(
            p,
            st,
            "rw specifier has to be 'read' or 'write'",
        ));
    }
    if cache != "data" && cache != "instr" {
        return Err(custom_err_at_name(
            p,
            st,
            "cache type has to be 'data' or 'instr'",
        ));
    }
    let w = p.ctx.bool_attr(rw == "write");
    let d = p.ctx.bool_attr(cache == "data");
    let kh = p.ctx.sym("localityHint");
    let kw = p.ctx.sym("isWrite");
    let kd = p.ctx.sym("isDataCache");
    st.props.extend([(kh, hint), (kw, w), (kd, d)]);
    Ok(())
}

fn bool_prop(ctx: &Context, op: OpId, name: &str) -> bool {
    ctx.get_attr(op, name)
        .and_then(|a| ctx.as_i64(a))
        .is_some_and(|v| v != 0)
}

pub(super) fn print_prefetch(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let n = ctx.ops[op].operands.len();
    pr.w(" ");
    print_indexed(pr, op, 0, n);
    pr.w(if bool_prop(ctx, op, "isWrite") {
        ", write"
    } else {
        ", read"
    });
    pr.w(", locality<");
    let hint = ctx
        .get_attr(op, "localityHint")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(0);
    pr.w(&hint.to_string());
    pr.w(">, ");
    pr.w(if bool_prop(ctx, op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    pr.print_op_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
    pr.w(" : ");
    if let Some(m) = ctx.ops[op].operands.first() {
        pr.print_type(ctx.value_type(*m));
    }
}

pub(super) fn verify_prefetch(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &PREFETCH_ODS)?;
    let mt = ctx.value_type(ctx.operand(op, 0));
    if ctx.ops[op].operands.len() != 1 + rank(ctx, mt) {
        return Err(op_err(ctx, op, "too few indices"));
    }
    Ok(())
}

// ---- atomic_rmw ----------------------------------------------------------------------------------------------

pub(super) const ATOMIC_RMW_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::SignlessIntOrFloat)],
    operands: &[
        (Arity::One, TyC::SignlessIntOrFloat),
        (Arity::One, TyC::MemRefOfIntOrFloat),
        (Arity::Variadic, TyC::Index),
    ],
    attrs: &[req("kind", AttrC::AtomicRmwKind)],
    ..Ods::new()
};

/// `kind %v, %m[%i] {attrs} : (vt, memref<..>) -> rt`.
pub(super) fn parse_atomic_rmw(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let kind_off = p.tok_start();
    let word = if p.at(T::String) {
        let s = p.spelling();
        let body = crate::parse::lexer::unescape(
            s.get(1..s.len().saturating_sub(1)).unwrap_or("").as_bytes(),
        );
        p.bump();
        Some(String::from_utf8_lossy(&body).to_string())
    } else {
        p.parse_optional_keyword()
    };
    let Some(kind) = word.as_deref().and_then(AtomicRmwKind::from_keyword) else {
        return Err(custom_err(
            p,
            st,
            kind_off,
            format!(
                "expected string or keyword containing one of the following enum values for attribute 'kind' {}",
                AtomicRmwKind::all_keywords()
            ),
        ));
    };
    let v = parse_operand(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let (m, idx) = parse_indexed(p, false)?;
    parse_attr_dict(p, st)?;
    p.expect_wt(T::Colon, "expected ':'")?;
    p.expect_wt(T::LParen, "expected '('")?;
    let vt = p.parse_type()?;
    p.expect_wt(T::Comma, "expected ','")?;
    let mt = parse_type_of(p, st, TypeKindReq::MemRef)?;
    p.expect_wt(T::RParen, "expected ')'")?;
    p.expect_wt(T::Arrow, "expected '->'")?;
    let rt = p.parse_type()?;
    let index = p.ctx.index();
    let mut ops = vec![p.resolve_operand(&v, vt)?, p.resolve_operand(&m, mt)?];
    ops.extend(p.resolve_operands_same(&idx, index)?);
    st.operands = ops;
    st.result_types = vec![rt];
    let i64t = p.ctx.i64();
    let k = p.ctx.int_attr(i64t, kind.value());
    let name = p.ctx.sym("kind");
    st.props.push((name, k));
    Ok(())
}

fn atomic_kind(ctx: &Context, op: OpId) -> Option<AtomicRmwKind> {
    ctx.get_attr(op, "kind")
        .and_then(|a| ctx.as_i64(a))
        .and_then(AtomicRmwKind::from_value)
}

pub(super) fn print_atomic_rmw(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let ops = ctx.ops[op].operands.clone();
    pr.w(" ");
    pr.w(atomic_kind(ctx, op).map_or("<<invalid kind>>", |k| k.keyword()));
    pr.w(" ");
    if let Some(v) = ops.first() {
        pr.print_operand(*v);
    }
    pr.w(", ");
    print_indexed(pr, op, 1, ops.len());
    pr.print_op_attr_dict(op, &["kind"]);
    pr.w(" : (");
    pr.print_types(&ctx.operand_types(op)[..ops.len().min(2)]);
    pr.w(") -> ");
    print_result_type(pr, op);
}

pub(super) fn verify_atomic_rmw(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &ATOMIC_RMW_ODS)?;
    let vt = ctx.value_type(ctx.operand(op, 0));
    let mt = ctx.value_type(ctx.operand(op, 1));
    if vt != ctx.value_type(ctx.result(op, 0)) {
        return Err(pred_err(ctx, op, "all of {value, result} have same type"));
    }
    if elem_of(ctx, mt) != Some(vt) {
        return Err(pred_err(
            ctx,
            op,
            "value type matches element type of memref",
        ));
    }
    if rank(ctx, mt) != ctx.ops[op].operands.len() - 2 {
        return Err(op_err(
            ctx,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let Some(kind) = atomic_kind(ctx, op) else {
        return Ok(());
    };
    match kind.class() {
        KindClass::Float if !ctx.is_float(vt) => Err(op_err(
            ctx,
            op,
            format!(
                "with kind '{}' expects a floating-point type",
                kind.keyword()
            ),
        )),
        KindClass::Integer if ctx.int_width(vt).is_none() => Err(op_err(
            ctx,
            op,
            format!("with kind '{}' expects an integer type", kind.keyword()),
        )),
        _ => Ok(()),
    }
}

// ---- generic_atomic_rmw / atomic_yield -----------------------------------------------------------------------

pub(super) const GENERIC_ATOMIC_RMW_ODS: Ods = Ods {
    regions: 1,
    single_block: true,
    results: &[(Arity::One, TyC::SignlessIntOrFloat)],
    operands: &[
        (Arity::One, TyC::MemRefOfIntOrFloat),
        (Arity::Variadic, TyC::Index),
    ],
    ..Ods::new()
};

const ATOMIC_YIELD: &str = "memref.atomic_yield";

/// `%m[%i] : memref<..> region attr-dict`; the result type is the element type.
pub(super) fn parse_generic_atomic_rmw(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let (m, idx) = parse_indexed(p, true)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    let index = p.ctx.index();
    let mut ops = vec![p.resolve_operand(&m, ty)?];
    ops.extend(p.resolve_operands_same(&idx, index)?);
    st.operands = ops;
    st.regions = vec![p.parse_region(&[])?];
    parse_attr_dict(p, st)?;
    st.result_types = vec![elem_of(p.ctx, ty).unwrap_or(ty)];
    Ok(())
}

pub(super) fn print_generic_atomic_rmw(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let n = ctx.ops[op].operands.len();
    pr.w(" ");
    print_indexed(pr, op, 0, n);
    pr.w(" : ");
    if let Some(m) = ctx.ops[op].operands.first() {
        pr.print_type(ctx.value_type(*m));
    }
    pr.w(" ");
    if let Some(r) = ctx.ops[op].regions.first() {
        pr.print_region(*r, true, true);
    }
    pr.print_op_attr_dict(op, &[]);
}

/// `isMemoryEffectFree`, approximated by the `PURE` trait (recursively for nested regions).
fn first_side_effecting_op(ctx: &Context, region: crate::ir::RegionId) -> Option<OpId> {
    let mut found = None;
    for b in ctx.region_blocks(region) {
        for o in ctx.block_ops(b) {
            ctx.walk(o, |x| {
                if found.is_none() && !dialect::op_def(ctx, x).is_some_and(|d| d.has(traits::PURE))
                {
                    found = Some(x);
                }
            });
        }
    }
    found
}

pub(super) fn verify_generic_atomic_rmw(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &GENERIC_ATOMIC_RMW_ODS)?;
    let mt = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.result(op, 0));
    if elem_of(ctx, mt) != Some(rt) {
        return Err(pred_err(
            ctx,
            op,
            "result type matches element type of memref",
        ));
    }
    let region = ctx.ops[op].regions[0];
    let blocks = ctx.region_blocks(region);
    let args = blocks
        .first()
        .map(|b| ctx.blocks[*b].args.clone())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err(op_err(
            ctx,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if ctx.value_type(args[0]) != rt {
        return Err(op_err(
            ctx,
            op,
            "expected block argument of the same type result type",
        ));
    }
    if let Some(bad) = first_side_effecting_op(ctx, region) {
        return Err(plain_err(
            ctx,
            bad,
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        ));
    }
    Ok(())
}

/// After the nested ops: the body ends in `memref.atomic_yield` (`SingleBlockImplicitTerminator`).
pub(super) fn verify_generic_atomic_rmw_regions(ctx: &Context, op: OpId) -> DResult<()> {
    match ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
    {
        Some(b) => super::alloc::verify_implicit_terminator(ctx, op, b, ATOMIC_YIELD),
        None => Ok(()),
    }
}

pub(super) const ATOMIC_YIELD_ODS: Ods = Ods {
    operands: &[(Arity::One, TyC::Any)],
    ..Ods::new()
};

/// `%v {attrs} : type`.
pub(super) fn parse_operand_colon_any_type(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let v = parse_operand(p)?;
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type(p)?;
    st.operands = vec![p.resolve_operand(&v, ty)?];
    Ok(())
}

pub(super) fn verify_atomic_yield(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &ATOMIC_YIELD_ODS)?;
    verify_parent(ctx, op, "memref.generic_atomic_rmw")?;
    let Some(parent) = ctx.parent_op(op) else {
        return Ok(());
    };
    let Some(pt) = ctx.result_types(parent).first().copied() else {
        return Ok(());
    };
    let t = ctx.value_type(ctx.operand(op, 0));
    if pt != t {
        return Err(op_err(
            ctx,
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                qty(ctx, t),
                qty(ctx, pt)
            ),
        ));
    }
    Ok(())
}

// ---- copy ----------------------------------------------------------------------------------------------------

pub(super) const COPY_ODS: Ods = Ods {
    operands: &[
        (Arity::One, TyC::RankedOrUnranked),
        (Arity::One, TyC::RankedOrUnranked),
    ],
    ..Ods::new()
};

/// `%src, %dst {attrs} : t1 to t2`.
pub(super) fn parse_copy(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let a = parse_operand(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let b = parse_operand(p)?;
    parse_attr_dict(p, st)?;
    let ta = parse_colon_type_of(p, st, TypeKindReq::BaseMemRef)?;
    expect_kw(p, st, "to")?;
    let tb = parse_type_of(p, st, TypeKindReq::BaseMemRef)?;
    st.operands = vec![p.resolve_operand(&a, ta)?, p.resolve_operand(&b, tb)?];
    Ok(())
}

pub(super) fn print_copy(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let ops = ctx.ops[op].operands.clone();
    let tys = ctx.operand_types(op);
    pr.w(" ");
    pr.print_operands(&ops);
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    if let [a, b] = tys.as_slice() {
        pr.print_type(*a);
        pr.w(" to ");
        pr.print_type(*b);
    }
}

/// `verifyCompatibleShapes`: ranked types agree in rank and in every dimension both know.
pub(super) fn compatible_shapes(ctx: &Context, tys: &[Type]) -> bool {
    let ranked: Vec<&[i64]> = tys.iter().filter_map(|t| ctx.shape(*t)).collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let known: Vec<i64> = ranked
            .iter()
            .map(|s| s[i])
            .filter(|d| *d != crate::ir::DYNAMIC)
            .collect();
        known.windows(2).all(|w| w[0] == w[1])
    })
}

pub(super) fn verify_copy(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &COPY_ODS)?;
    let tys = ctx.operand_types(op);
    if ctx.element_type(tys[0]) != ctx.element_type(tys[1]) {
        return Err(op_err(
            ctx,
            op,
            "requires the same element type for all operands",
        ));
    }
    if !compatible_shapes(ctx, &tys) {
        return Err(op_err(ctx, op, "requires the same shape for all operands"));
    }
    Ok(())
}

// ---- dma_start -----------------------------------------------------------------------------------------------

pub(super) const DMA_START_ODS: Ods = Ods {
    operands: &[(Arity::Variadic, TyC::Any)],
    ..Ods::new()
};

/// `%src[%i], %dst[%j], %num, %tag[%k] (, %stride, %per_stride)? : src_t, dst_t, tag_t`.
pub(super) fn parse_dma_start(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let (src, src_idx) = parse_indexed(p, true)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let (dst, dst_idx) = parse_indexed(p, true)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let num = parse_operand(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let (tag, tag_idx) = parse_indexed(p, true)?;
    // `parseTrailingOperandList`: after a comma, zero or more operands.
    let mut stride = vec![];
    if p.consume_if(T::Comma) {
        stride = parse_operand_list(p)?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(custom_err_at_name(
            p,
            st,
            "expected two stride related operands",
        ));
    }
    let tys = parse_colon_type_list(p)?;
    if tys.len() != 3 {
        return Err(custom_err_at_name(p, st, "fewer/more types expected"));
    }
    let index = p.ctx.index();
    let mut ops = vec![p.resolve_operand(&src, tys[0])?];
    ops.extend(p.resolve_operands_same(&src_idx, index)?);
    ops.push(p.resolve_operand(&dst, tys[1])?);
    ops.extend(p.resolve_operands_same(&dst_idx, index)?);
    ops.push(p.resolve_operand(&num, index)?);
    ops.push(p.resolve_operand(&tag, tys[2])?);
    ops.extend(p.resolve_operands_same(&tag_idx, index)?);
    ops.extend(p.resolve_operands_same(&stride, index)?);
    st.operands = ops;
    Ok(())
}

/// Operand positions of a `dma_start` (valid once the verifier's count checks pass).
struct DmaLayout {
    src_rank: usize,
    dst: usize,
    dst_rank: usize,
    num: usize,
    tag: usize,
    tag_rank: usize,
}

fn dma_layout(ctx: &Context, op: OpId) -> Option<DmaLayout> {
    let ops = &ctx.ops[op].operands;
    let src_rank = rank(ctx, ctx.value_type(*ops.first()?));
    let dst = 1 + src_rank;
    let dst_rank = rank(ctx, ctx.value_type(*ops.get(dst)?));
    let num = dst + 1 + dst_rank;
    let tag = num + 1;
    let tag_rank = rank(ctx, ctx.value_type(*ops.get(tag)?));
    Some(DmaLayout {
        src_rank,
        dst,
        dst_rank,
        num,
        tag,
        tag_rank,
    })
}

pub(super) fn print_dma_start(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let ops = ctx.ops[op].operands.clone();
    let Some(l) = dma_layout(ctx, op) else {
        pr.w(" <<malformed dma_start>>");
        return;
    };
    pr.w(" ");
    print_indexed(pr, op, 0, 1 + l.src_rank);
    pr.w(", ");
    print_indexed(pr, op, l.dst, l.dst + 1 + l.dst_rank);
    pr.w(", ");
    if let Some(n) = ops.get(l.num) {
        pr.print_operand(*n);
    }
    pr.w(", ");
    let tag_end = l.tag + 1 + l.tag_rank;
    print_indexed(pr, op, l.tag, tag_end);
    if ops.len() == tag_end + 2 {
        pr.w(", ");
        pr.print_operands(&ops[tag_end..]);
    }
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    let tys: Vec<Type> = [0, l.dst, l.tag]
        .iter()
        .filter_map(|i| ops.get(*i))
        .map(|v| ctx.value_type(*v))
        .collect();
    pr.print_types(&tys);
}

pub(super) fn verify_dma_start(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &DMA_START_ODS)?;
    let tys = ctx.operand_types(op);
    let n = tys.len();
    let all_index = |r: std::ops::Range<usize>| tys[r].iter().all(|t| ctx.is_index(*t));
    if n < 4 {
        return Err(op_err(ctx, op, "expected at least 4 operands"));
    }
    if !is_memref(ctx, tys[0]) {
        return Err(op_err(ctx, op, "expected source to be of memref type"));
    }
    let src_rank = rank(ctx, tys[0]);
    if n < src_rank + 4 {
        return Err(op_err(
            ctx,
            op,
            format!("expected at least {} operands", src_rank + 4),
        ));
    }
    if !all_index(1..1 + src_rank) {
        return Err(op_err(
            ctx,
            op,
            "expected source indices to be of index type",
        ));
    }
    let dst = 1 + src_rank;
    if !is_memref(ctx, tys[dst]) {
        return Err(op_err(ctx, op, "expected destination to be of memref type"));
    }
    let dst_rank = rank(ctx, tys[dst]);
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return Err(op_err(
            ctx,
            op,
            format!("expected at least {expected} operands"),
        ));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return Err(op_err(
            ctx,
            op,
            "expected destination indices to be of index type",
        ));
    }
    let num = dst + 1 + dst_rank;
    if !ctx.is_index(tys[num]) {
        return Err(op_err(ctx, op, "expected num elements to be of index type"));
    }
    let tag = num + 1;
    if !is_memref(ctx, tys[tag]) {
        return Err(op_err(ctx, op, "expected tag to be of memref type"));
    }
    let tag_rank = rank(ctx, tys[tag]);
    expected += tag_rank;
    if n < expected {
        return Err(op_err(
            ctx,
            op,
            format!("expected at least {expected} operands"),
        ));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return Err(op_err(ctx, op, "expected tag indices to be of index type"));
    }
    if n != expected && n != expected + 2 {
        return Err(op_err(ctx, op, "incorrect number of operands"));
    }
    if n == expected + 2 && !(ctx.is_index(tys[n - 2]) && ctx.is_index(tys[n - 1])) {
        return Err(op_err(
            ctx,
            op,
            "expected stride and num elements per stride to be of type index",
        ));
    }
    Ok(())
}

// ---- dma_wait ------------------------------------------------------------------------------------------------

pub(super) const DMA_WAIT_ODS: Ods = Ods {
    operands: &[
        (Arity::One, TyC::MemRef),
        (Arity::Variadic, TyC::Index),
        (Arity::One, TyC::Index),
    ],
    ..Ods::new()
};

/// `%tag[%i], %num {attrs} : memref<..>`.
pub(super) fn parse_dma_wait(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let (tag, idx) = parse_indexed(p, false)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let num = parse_operand(p)?;
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    let index = p.ctx.index();
    let mut ops = vec![p.resolve_operand(&tag, ty)?];
    ops.extend(p.resolve_operands_same(&idx, index)?);
    ops.push(p.resolve_operand(&num, index)?);
    st.operands = ops;
    Ok(())
}

pub(super) fn print_dma_wait(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let ops = ctx.ops[op].operands.clone();
    let n = ops.len();
    pr.w(" ");
    print_indexed(pr, op, 0, n.saturating_sub(1));
    pr.w(", ");
    if let Some(num) = ops.last() {
        pr.print_operand(*num);
    }
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    if let Some(t) = ops.first() {
        pr.print_type(ctx.value_type(*t));
    }
}

pub(super) fn verify_dma_wait(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &DMA_WAIT_ODS)?;
    let tag_rank = rank(ctx, ctx.value_type(ctx.operand(op, 0)));
    let n = ctx.ops[op].operands.len() - 2;
    if n != tag_rank {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {tag_rank}, but got {n}"
            ),
        ));
    }
    Ok(())
}
