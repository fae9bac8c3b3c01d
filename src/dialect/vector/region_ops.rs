//! The `vector` ops with a region: `vector.mask` (predicates the one maskable op it holds) and
//! `vector.warp_execute_on_lane_0`: their custom syntax (with `ensureTerminator`), verifiers, and
//! `MaskableOpInterface::getExpectedMaskType` of the maskable ops.

use super::transfer::{infer_mask_shape, permutation_map};
use super::verify::{q, vector_type_text};
use super::{vector_parts, YieldOp};
use crate::diag::{diag_loc, DResult};
use crate::ir::{Context, OpId, OpState, RegionId, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::verify::op_err;

/// `ensureTerminator` of `SingleBlockImplicitTerminator<vector::YieldOp>`: a block in an empty
/// region, and a `vector.yield` after a last op that is not a terminator.
fn ensure_terminator(ctx: &mut Context, region: RegionId, loc: crate::ir::Attribute) {
    if ctx.regions[region].first.is_none() {
        let b = ctx.new_block();
        ctx.append_block(region, b);
    }
    let Some(b) = ctx.regions[region].first else {
        return;
    };
    let has_terminator = ctx.blocks[b].last.is_some_and(|o| {
        ctx.ops[o]
            .def
            .is_none_or(|d| d.has(crate::ods::traits::TERMINATOR))
    });
    if !has_terminator {
        let y = new_yield(ctx, loc, vec![]);
        ctx.append_op(b, y);
    }
}

fn new_yield(
    ctx: &mut Context,
    loc: crate::ir::Attribute,
    operands: Vec<crate::ir::ValueId>,
) -> OpId {
    let def = YieldOp::def();
    let mut st = OpState::of(ctx, def, loc);
    st.operands = operands;
    ctx.create_op_with_def(st, Some(def))
}

/// `parseOptionalArrowTypeList`.
fn parse_optional_arrow_types(p: &mut dyn AsmParser) -> DResult<Vec<Type>> {
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_function_result_types()
    } else {
        Ok(vec![])
    }
}

// ---- vector.mask ------------------------------------------------------------------------------------

/// `MaskOp::parse`.
pub(crate) fn parse_mask(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let region = p.parse_region(&[])?;
    // `MaskOp::ensureTerminator`: the implicit yield, then the masked op's results yielded.
    let loc = st.loc;
    let ctx = p.ctx();
    ensure_terminator(ctx, region, loc);
    if let Some(b) = ctx.regions[region].first {
        let ops = ctx.block_ops(b);
        if ops.len() == 2 && ops[0] != ops[1] {
            let (masked, old) = (ops[0], ops[1]);
            let results = ctx.ops[masked].results.to_vec();
            let y = new_yield(ctx, loc, results);
            ctx.insert_op_before(old, y);
            ctx.erase_op(old);
        }
    }
    st.regions.push(region);
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let mask_t = p.parse_type()?;
    let results = parse_optional_arrow_types(p)?;
    st.operands.push(p.resolve_operand(&mask, mask_t)?);
    if let Some(pt) = passthru {
        let Some(t) = results.first().copied() else {
            return Err(p.error_at(pt.off, "a passthru value needs a result type".into()));
        };
        st.operands.push(p.resolve_operand(&pt, t)?);
    }
    st.result_types = results;
    Ok(())
}

/// `MaskOp::print`.
pub(crate) fn print_mask(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.clone();
    let mask_t = operands.first().map(|v| ctx.value_type(*v));
    let results = ctx.result_types(op);
    let front = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.regions[*r].first)
        .and_then(|b| ctx.blocks[b].first);
    p.write(" ");
    p.print_operand(operands[0]);
    if let Some(pt) = operands.get(1) {
        p.write(", ");
        p.print_operand(*pt);
    }
    p.write(" { ");
    if let Some(f) = front {
        p.print_custom_or_generic_op(f);
    }
    p.write(" }");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(t) = mask_t {
        p.print_type(t);
    }
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
}

/// `MaskableOpInterface::getExpectedMaskType` as a shape and scalable flags (`None` for ops that are
/// not maskable).
pub fn expected_mask_shape(ctx: &Context, op: OpId) -> Option<(Vec<i64>, Vec<bool>)> {
    let parts = |t: Type| vector_parts(ctx, t).map(|(s, c, _)| (s.to_vec(), c.to_vec()));
    ctx.ops[op].def?;
    if super::ReductionOp::is(ctx, op) || super::MultiDimReductionOp::is(ctx, op) {
        return parts(ctx.value_type(ctx.operand(op, 0)));
    }
    if super::OuterProductOp::is(ctx, op) {
        return parts(ctx.value_type(ctx.result(op, 0)));
    }
    if super::GatherOp::is(ctx, op) {
        let n = ctx.ops[op].operands.len();
        return parts(ctx.value_type(ctx.operand(op, n - 3)));
    }
    if super::TransferReadOp::is(ctx, op) || super::TransferWriteOp::is(ctx, op) {
        let vector = if super::TransferReadOp::is(ctx, op) {
            ctx.value_type(ctx.result(op, 0))
        } else {
            ctx.value_type(ctx.operand(op, 0))
        };
        let (s, c, _) = vector_parts(ctx, vector)?;
        return infer_mask_shape(&permutation_map(ctx, op)?, s, c);
    }
    if super::ContractionOp::is(ctx, op) {
        let maps = super::contract::indexing_maps(ctx, op);
        let (l, r) = (maps.first()?, maps.get(1)?);
        let n = l.num_dims as usize;
        let mut shape = vec![crate::ir::DYNAMIC; n];
        let mut scalable = vec![false; n];
        for (k, map) in [(0usize, l), (1, r)] {
            let (s, c, _) = vector_parts(ctx, ctx.value_type(ctx.operand(op, k)))?;
            for (i, d) in s.iter().enumerate() {
                if let Some(crate::ir::attrs::AffineExpr::Dim(pos)) = map.results.get(i) {
                    shape[*pos as usize] = *d;
                    scalable[*pos as usize] = c[i];
                }
            }
        }
        return Some((shape, scalable));
    }
    None
}

pub(crate) fn verify_mask(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(block) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.regions[*r].first)
    else {
        return Ok(());
    };
    let ops = ctx.block_ops(block);
    if ops.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "expects a terminator within the mask region",
        ));
    }
    if ops.len() > 2 {
        return Err(op_err(ctx, op, "expects only one operation to mask"));
    }
    let Some(&term) = ops.last() else {
        return Ok(());
    };
    if !YieldOp::is(ctx, term) {
        return Err(op_err(
            ctx,
            op,
            "expects a terminator within the mask region",
        ));
    }
    let nres = ctx.ops[op].results.len();
    if ctx.ops[term].operands.len() != nres {
        return Err(op_err(
            ctx,
            op,
            "expects number of results to match mask region yielded values",
        ));
    }
    let masked = ops[0];
    let Some((shape, scalable)) = expected_mask_shape(ctx, masked) else {
        return Ok(());
    };
    if ctx.ops[masked].results.len() != nres {
        return Err(op_err(
            ctx,
            op,
            "expects number of results to match maskable operation number of results",
        ));
    }
    if ctx.result_types(masked) != ctx.result_types(op) {
        return Err(op_err(
            ctx,
            op,
            "expects result type to match maskable operation result type",
        ));
    }
    let vector_results = ctx
        .result_types(masked)
        .iter()
        .filter(|t| vector_parts(ctx, **t).is_some())
        .count();
    if vector_results > 1 {
        return Err(op_err(ctx, op, "multiple vector results not supported"));
    }
    let mask_t = ctx.value_type(ctx.operand(op, 0));
    let i1 = vector_parts(ctx, mask_t).map(|(_, _, e)| e);
    let ok = i1.is_some_and(|e| crate::ods::constraint::is_i1(ctx, e))
        && super::verify::is_vector_type(ctx, mask_t, &shape, &scalable, i1.unwrap_or(mask_t));
    if !ok {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects a '{}' mask for the maskable operation",
                vector_type_text(&shape, &scalable, "i1")
            ),
        ));
    }
    if let Some(pt) = ctx.ops[op].operands.get(1) {
        if !super::TransferReadOp::is(ctx, masked) {
            return Err(op_err(
                ctx,
                op,
                "doesn't expect a passthru argument for this maskable operation",
            ));
        }
        if ctx.ops[masked].results.len() != 1 {
            return Err(op_err(
                ctx,
                op,
                "expects result when passthru argument is provided",
            ));
        }
        if ctx.value_type(*pt) != ctx.value_type(ctx.result(masked, 0)) {
            return Err(op_err(
                ctx,
                op,
                "expects passthru type to match result type",
            ));
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<vector::YieldOp>`'s region check.
pub(crate) fn verify_implicit_terminator(ctx: &Context, op: OpId) -> DResult<()> {
    for &r in &ctx.ops[op].regions {
        let Some(last) = ctx.regions[r].first.and_then(|b| ctx.blocks[b].last) else {
            continue;
        };
        if YieldOp::is(ctx, last) {
            continue;
        }
        let loc = diag_loc(ctx, ctx.ops[op].loc);
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects regions to end with '{}', found '{}'",
                YieldOp::NAME,
                ctx.op_name(last)
            ),
        )
        .with_note(
            loc,
            format!(
                "in custom textual format, the absence of terminator implies '{}'",
                YieldOp::NAME
            ),
        ));
    }
    Ok(())
}

// ---- vector.warp_execute_on_lane_0 -------------------------------------------------------------------

/// `WarpExecuteOnLane0Op::parse`.
pub(crate) fn parse_warp(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    p.parse_punct(Punct::LParen)?;
    let lane = p.parse_operand()?;
    p.parse_punct(Punct::RParen)?;
    p.parse_punct(Punct::LSquare)?;
    let off = p.offset();
    let Some(size) = p.parse_optional_integer()? else {
        return Err(p.error_at(off, "expected integer value".into()));
    };
    let size =
        i64::try_from(size).map_err(|_| p.error_at(off, "integer value too large".into()))?;
    p.parse_punct(Punct::RSquare)?;
    let a = p.ctx().i64_attr(size);
    let k = p.sym("warp_size");
    st.attrs.push((k, a));
    let index = p.ctx().index();
    st.operands.push(p.resolve_operand(&lane, index)?);
    if p.parse_optional_keyword("args") {
        p.parse_punct(Punct::LParen)?;
        let args_off = p.offset();
        let args = p.parse_operand_list()?;
        p.parse_punct(Punct::Colon)?;
        let tys = p.parse_type_list()?;
        p.parse_punct(Punct::RParen)?;
        let vals = p.resolve_operands(&args, &tys, args_off)?;
        st.operands.extend(vals);
    }
    st.result_types = parse_optional_arrow_types(p)?;
    let region = p.parse_region(&[])?;
    let loc = st.loc;
    ensure_terminator(p.ctx(), region, loc);
    st.regions.push(region);
    p.parse_optional_attr_dict(st)
}

/// `WarpExecuteOnLane0Op::print`.
pub(crate) fn print_warp(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.clone();
    let results = ctx.result_types(op);
    let size = crate::ods::prop(ctx, op, "warp_size")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(0);
    let region = ctx.ops[op].regions.first().copied();
    p.write("(");
    p.print_operand(operands[0]);
    p.write(")[");
    p.write_int(size);
    p.write("]");
    if operands.len() > 1 {
        let tys: Vec<Type> = operands[1..]
            .iter()
            .map(|v| p.ctx().value_type(*v))
            .collect();
        p.write(" args(");
        p.print_operands(&operands[1..]);
        p.write(" : ");
        p.print_types(&tys);
        p.write(")");
    }
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    if let Some(r) = region {
        p.print_region(r, true, !results.is_empty());
    }
    p.print_optional_attr_dict(op, &["warp_size"]);
}

/// `verifyDistributedType`.
fn verify_distributed(
    ctx: &Context,
    op: OpId,
    expanded: Type,
    distributed: Type,
    warp: i64,
) -> DResult<()> {
    if expanded == distributed {
        return Ok(());
    }
    let (Some((es, _, ee)), Some((ds, _, de))) =
        (vector_parts(ctx, expanded), vector_parts(ctx, distributed))
    else {
        return Err(op_err(
            ctx,
            op,
            "expected vector type for distributed operands.",
        ));
    };
    if es.len() != ds.len() || ee != de {
        return Err(op_err(
            ctx,
            op,
            "expected distributed vectors to have same rank and element type.",
        ));
    }
    let mut scale: i64 = 1;
    for i in 0..es.len() {
        let (e, d) = (es[i], ds[i]);
        if e == d {
            continue;
        }
        if d == 0 || e % d != 0 {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected expanded vector dimension #{i} ({e}) to be a multipler of the distributed vector dimension ({d})"
                ),
            ));
        }
        scale = scale.wrapping_mul(e / d);
    }
    // `std::accumulate` with an `int` initial value.
    if scale as i32 as i64 != warp {
        return Err(op_err(
            ctx,
            op,
            format!(
                "incompatible distribution dimensions from {} to {} with warp size = {warp}",
                q(ctx, expanded),
                q(ctx, distributed)
            ),
        ));
    }
    Ok(())
}

pub(crate) fn verify_warp(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(block) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.regions[*r].first)
    else {
        return Ok(());
    };
    let args = &ctx.ops[op].operands[1..];
    let block_args = &ctx.blocks[block].args;
    if args.len() != block_args.len() {
        return Err(op_err(
            ctx,
            op,
            "expected same number op arguments and block arguments.",
        ));
    }
    // Upstream casts the terminator to `vector.yield` unchecked; the region trait reports a
    // wrong one only after this.
    let Some(term) = ctx.blocks[block].last else {
        return Ok(());
    };
    let results = &ctx.ops[op].results;
    if ctx.ops[term].operands.len() != results.len() {
        return Err(op_err(
            ctx,
            op,
            "expected same number of yield operands and return values.",
        ));
    }
    let warp = crate::ods::prop(ctx, op, "warp_size")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(0);
    for (ba, a) in block_args.iter().zip(args) {
        verify_distributed(ctx, op, ctx.value_type(*ba), ctx.value_type(*a), warp)?;
    }
    for (y, r) in ctx.ops[term].operands.iter().zip(results) {
        verify_distributed(ctx, op, ctx.value_type(*y), ctx.value_type(*r), warp)?;
    }
    Ok(())
}
