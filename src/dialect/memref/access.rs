//! The hooks of the element-access ops: `memref.load`, `memref.store`, `memref.prefetch`,
//! `memref.atomic_rmw`, `memref.generic_atomic_rmw` with its terminator `memref.atomic_yield`, and the
//! DMA ops `memref.dma_start` / `memref.dma_wait`.

use super::atomic_kind::{kind_class, KindClass};
use super::common::*;
use super::ops::{AtomicRMWOp, DmaWaitOp, GenericAtomicRMWOp, LoadOp, PrefetchOp, StoreOp};
use crate::diag::DResult;
use crate::ir::{AttrKind, Context, OpId, OpState, Type, ValueId};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::traits;

/// ` %m[%i, %j]`: a memref and its indices.
fn print_indexed(p: &mut dyn AsmPrinter, memref: Option<ValueId>, indices: &[ValueId]) {
    if let Some(m) = memref {
        p.print_operand(m);
    }
    p.write("[");
    p.print_operands(indices);
    p.write("]");
}

// ---- load / store --------------------------------------------------------------------------------------------

pub(super) fn verify_load(ctx: &Context, op: OpId) -> DResult<()> {
    let load = LoadOp(op);
    let rank = rank(ctx, ctx.value_type(load.memref(ctx)));
    let n = load.indices(ctx).len();
    if n != rank {
        return Err(op_err(
            ctx,
            op,
            format!("incorrect number of indices for load, expected {rank} but got {n}"),
        ));
    }
    Ok(())
}

pub(super) fn verify_store(ctx: &Context, op: OpId) -> DResult<()> {
    let store = StoreOp(op);
    if store.indices(ctx).len() != rank(ctx, ctx.value_type(store.memref(ctx))) {
        return Err(op_err(
            ctx,
            op,
            "store index operand count not equal to memref rank",
        ));
    }
    Ok(())
}

// ---- prefetch ------------------------------------------------------------------------------------------------

/// `%m[%i], read|write, locality<N>, data|instr : memref<..>` (no attribute dictionary: upstream's parser
/// has none).
pub(super) fn parse_prefetch(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_square_operand_list(p)?;
    p.parse_punct(Punct::Comma)?;
    let rw = parse_any_keyword(p)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let hint_off = p.offset();
    let i32t = p.ctx().i32();
    let hint = p.parse_attribute(Some(i32t))?;
    if !matches!(p.ctx_ref().attr_kind(hint), AttrKind::Integer { .. }) {
        return Err(p.error_at(hint_off, "invalid kind of attribute specified".into()));
    }
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let cache = parse_any_keyword(p)?;
    let ty = parse_colon_memref_type(p)?;
    let index = p.ctx().index();
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.operands.extend(resolve_all(p, &idx, index)?);
    if rw != "read" && rw != "write" {
        return Err(err_at_name(
            p,
            st,
            "rw specifier has to be 'read' or 'write'",
        ));
    }
    if cache != "data" && cache != "instr" {
        return Err(err_at_name(p, st, "cache type has to be 'data' or 'instr'"));
    }
    let ctx = p.ctx();
    let w = ctx.bool_attr(rw == "write");
    let d = ctx.bool_attr(cache == "data");
    st.props.extend([
        (ctx.sym("localityHint"), hint),
        (ctx.sym("isWrite"), w),
        (ctx.sym("isDataCache"), d),
    ]);
    Ok(())
}

/// `parseKeyword(StringRef *)`: any bare keyword, else "expected valid keyword".
fn parse_any_keyword(p: &mut dyn AsmParser) -> DResult<String> {
    match p.parse_optional_any_keyword() {
        Some(k) => Ok(k),
        None => Err(p.error_here("expected valid keyword".into())),
    }
}

pub(super) fn print_prefetch(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let pf = PrefetchOp(op);
    let memref = ctx.ops[op].operands.first().copied();
    let indices = pf.indices(ctx).to_vec();
    let flag =
        |a: Option<crate::ir::Attribute>| a.and_then(|a| ctx.as_i64(a)).is_some_and(|v| v != 0);
    let write = flag(pf.is_write(ctx));
    let data = flag(pf.is_data_cache(ctx));
    let hint = pf
        .locality_hint(ctx)
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(0);
    let ty = memref.map(|m| ctx.value_type(m));
    p.write(" ");
    print_indexed(p, memref, &indices);
    p.write(if write { ", write" } else { ", read" });
    p.write(", locality<");
    p.write_int(hint);
    p.write(">, ");
    p.write(if data { "data" } else { "instr" });
    p.print_optional_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    if let Some(t) = ty {
        p.print_type(t);
    }
}

pub(super) fn verify_prefetch(ctx: &Context, op: OpId) -> DResult<()> {
    let pf = PrefetchOp(op);
    if ctx.ops[op].operands.len() != 1 + rank(ctx, ctx.value_type(pf.memref(ctx))) {
        return Err(op_err(ctx, op, "too few indices"));
    }
    Ok(())
}

// ---- atomic_rmw ----------------------------------------------------------------------------------------------

pub(super) fn verify_atomic_rmw(ctx: &Context, op: OpId) -> DResult<()> {
    let rmw = AtomicRMWOp(op);
    let vt = ctx.value_type(rmw.value(ctx));
    if rank(ctx, ctx.value_type(rmw.memref(ctx))) != rmw.indices(ctx).len() {
        return Err(op_err(
            ctx,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let Some((keyword, class)) = rmw.kind(ctx).and_then(|a| kind_class(ctx, a)) else {
        return Ok(());
    };
    match class {
        KindClass::Float if !ctx.is_float(vt) => Err(op_err(
            ctx,
            op,
            format!("with kind '{keyword}' expects a floating-point type"),
        )),
        KindClass::Integer if ctx.int_width(vt).is_none() => Err(op_err(
            ctx,
            op,
            format!("with kind '{keyword}' expects an integer type"),
        )),
        _ => Ok(()),
    }
}

// ---- generic_atomic_rmw / atomic_yield -----------------------------------------------------------------------

/// `%m[%i] : memref<..> region attr-dict`; the result type is the element type.
pub(super) fn parse_generic_atomic_rmw(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_square_operand_list(p)?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_memref_type(p)?;
    let index = p.ctx().index();
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.operands.extend(resolve_all(p, &idx, index)?);
    st.regions = vec![p.parse_region(&[])?];
    p.parse_optional_attr_dict(st)?;
    st.result_types = vec![elem_of(p.ctx_ref(), ty).unwrap_or(ty)];
    Ok(())
}

pub(super) fn print_generic_atomic_rmw(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let rmw = GenericAtomicRMWOp(op);
    let memref = ctx.ops[op].operands.first().copied();
    let indices = rmw.indices(ctx).to_vec();
    let region = ctx.ops[op].regions.first().copied();
    p.write(" ");
    print_indexed(p, memref, &indices);
    p.write(" : ");
    if let Some(m) = memref {
        let t = p.ctx().value_type(m);
        p.print_type(t);
    }
    p.write(" ");
    if let Some(r) = region {
        p.print_region(r, true, true);
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `isMemoryEffectFree`, approximated by the `Pure` and `NoMemoryEffect` traits (nested ops
/// included).
fn first_side_effecting_op(ctx: &Context, region: crate::ir::RegionId) -> Option<OpId> {
    let free = traits::PURE | traits::NO_MEMORY_EFFECT;
    let mut found = None;
    for b in ctx.region_blocks(region) {
        for o in ctx.block_ops(b) {
            ctx.walk(o, |x| {
                if found.is_none() && !ctx.ops[x].def.is_some_and(|d| d.has(free)) {
                    found = Some(x);
                }
            });
        }
    }
    found
}

pub(super) fn verify_generic_atomic_rmw(ctx: &Context, op: OpId) -> DResult<()> {
    let rt = ctx.value_type(GenericAtomicRMWOp(op).result(ctx));
    let region = ctx.ops[op].regions[0];
    let args = ctx
        .entry_block(region)
        .map(|b| ctx.blocks[b].args.clone())
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
            format!(
                "body of '{}' should contain only operations with no side effects",
                GenericAtomicRMWOp::NAME
            ),
        ));
    }
    Ok(())
}

pub(super) fn verify_atomic_yield(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(pt) = ctx
        .parent_op(op)
        .and_then(|parent| ctx.result_types(parent).first().copied())
    else {
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

// ---- dma_start -----------------------------------------------------------------------------------------------

/// `%src[%i], %dst[%j], %num, %tag[%k] (, %stride, %per_stride)? : src_t, dst_t, tag_t`.
pub(super) fn parse_dma_start(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let src = p.parse_operand()?;
    let src_idx = parse_square_operand_list(p)?;
    p.parse_punct(Punct::Comma)?;
    let dst = p.parse_operand()?;
    let dst_idx = parse_square_operand_list(p)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let tag = p.parse_operand()?;
    let tag_idx = parse_square_operand_list(p)?;
    // `parseTrailingOperandList`: after a comma, zero or more operands.
    let mut stride = vec![];
    if p.parse_optional_punct(Punct::Comma) {
        stride = p.parse_operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(err_at_name(p, st, "expected two stride related operands"));
    }
    p.parse_punct(Punct::Colon)?;
    let tys = p.parse_type_list()?;
    if tys.len() != 3 {
        return Err(err_at_name(p, st, "fewer/more types expected"));
    }
    let index = p.ctx().index();
    let mut ops = vec![p.resolve_operand(&src, tys[0])?];
    ops.extend(resolve_all(p, &src_idx, index)?);
    ops.push(p.resolve_operand(&dst, tys[1])?);
    ops.extend(resolve_all(p, &dst_idx, index)?);
    ops.push(p.resolve_operand(&num, index)?);
    ops.push(p.resolve_operand(&tag, tys[2])?);
    ops.extend(resolve_all(p, &tag_idx, index)?);
    ops.extend(resolve_all(p, &stride, index)?);
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

pub(super) fn print_dma_start(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let Some(l) = dma_layout(ctx, op) else {
        p.write(" <<malformed dma_start>>");
        return;
    };
    let range = |from: usize, len: usize| ops.get(from..from + len).unwrap_or(&[]).to_vec();
    let tag_end = l.tag + 1 + l.tag_rank;
    let tys: Vec<Type> = [0, l.dst, l.tag]
        .iter()
        .filter_map(|i| ops.get(*i))
        .map(|v| ctx.value_type(*v))
        .collect();
    p.write(" ");
    print_indexed(p, ops.first().copied(), &range(1, l.src_rank));
    p.write(", ");
    print_indexed(p, ops.get(l.dst).copied(), &range(l.dst + 1, l.dst_rank));
    p.write(", ");
    if let Some(n) = ops.get(l.num) {
        p.print_operand(*n);
    }
    p.write(", ");
    print_indexed(p, ops.get(l.tag).copied(), &range(l.tag + 1, l.tag_rank));
    if ops.len() == tag_end + 2 {
        p.write(", ");
        p.print_operands(&ops[tag_end..]);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_types(&tys);
}

pub(super) fn verify_dma_start(ctx: &Context, op: OpId) -> DResult<()> {
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

pub(super) fn verify_dma_wait(ctx: &Context, op: OpId) -> DResult<()> {
    let wait = DmaWaitOp(op);
    let tag_rank = rank(ctx, ctx.value_type(wait.tag_mem_ref(ctx)));
    let n = wait.tag_indices(ctx).len();
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
