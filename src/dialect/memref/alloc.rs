//! The hooks of the allocation ops: `memref.alloc`, `memref.alloca`, `memref.realloc`, and
//! `memref.alloca_scope` (its custom syntax and region rules).

use super::common::*;
use super::layout;
use super::ops::{AllocOp, AllocaOp, AllocaScopeReturnOp, ReallocOp};
use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState, RegionId, Type, ValueId, DYNAMIC};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::traits;

// ---- alloc / alloca ------------------------------------------------------------------------------------------

/// `verifyAllocLikeOp`: dynamic size and layout symbol operand counts.
fn verify_alloc_like(
    ctx: &Context,
    op: OpId,
    dynamic_sizes: &[ValueId],
    symbols: &[ValueId],
) -> DResult<()> {
    let ty = ctx.value_type(ctx.result(op, 0));
    let Some(m) = memref_parts(ctx, ty) else {
        return Err(op_err(ctx, op, "result must be a memref"));
    };
    let ndyn = m.shape.iter().filter(|d| **d == DYNAMIC).count();
    if dynamic_sizes.len() != ndyn {
        return Err(op_err(
            ctx,
            op,
            "dimension operand count does not equal memref dynamic dimension count",
        ));
    }
    let nsym = layout::layout_num_symbols(ctx, m.layout);
    let got = symbols.len();
    if got != nsym {
        return Err(op_err(
            ctx,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {nsym}, got {got}"),
        ));
    }
    Ok(())
}

pub(super) fn verify_alloc(ctx: &Context, op: OpId) -> DResult<()> {
    let a = AllocOp(op);
    verify_alloc_like(ctx, op, a.dynamic_sizes(ctx), a.symbol_operands(ctx))
}

/// True if some ancestor of `op` has the `AutomaticAllocationScope` trait. The core's `ALLOCA_SCOPE` bit
/// also stands for `AffineScope`, which `builtin.module` has without being an allocation scope.
pub(super) fn has_allocation_scope_ancestor(ctx: &Context, op: OpId) -> bool {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        let scope = ctx.ops[p].def.is_some_and(|d| {
            d.has(traits::ALLOCA_SCOPE)
                && !std::ptr::eq(d, crate::dialect::builtin::ModuleOp::def())
        });
        if scope {
            return true;
        }
        cur = ctx.parent_op(p);
    }
    false
}

pub(super) fn verify_alloca(ctx: &Context, op: OpId) -> DResult<()> {
    if !has_allocation_scope_ancestor(ctx, op) {
        return Err(op_err(
            ctx,
            op,
            "requires an ancestor op with AutomaticAllocationScope trait",
        ));
    }
    let a = AllocaOp(op);
    verify_alloc_like(ctx, op, a.dynamic_sizes(ctx), a.symbol_operands(ctx))
}

// ---- realloc -------------------------------------------------------------------------------------------------

pub(super) fn verify_realloc(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(((src, s), (res, r))) = source_and_result_parts(ctx, op) else {
        return Ok(());
    };
    if !layout::is_identity_layout(ctx, s.layout) {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "unsupported layout for source memref type {}",
                qty(ctx, src)
            ),
        ));
    }
    if !layout::is_identity_layout(ctx, r.layout) {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "unsupported layout for result memref type {}",
                qty(ctx, res)
            ),
        ));
    }
    if s.memory_space != r.memory_space {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "different memory spaces specified for source memref type {} and result memref type {}",
                qty(ctx, src),
                qty(ctx, res)
            ),
        ));
    }
    if s.elem != r.elem {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "different element types specified for source memref type {} and result memref type {}",
                qty(ctx, src),
                qty(ctx, res)
            ),
        ));
    }
    let dynamic = r.shape.contains(&DYNAMIC);
    let has_size = ReallocOp(op).dynamic_result_size(ctx).is_some();
    if dynamic && !has_size {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "missing dimension operand for result type {}",
                qty(ctx, res)
            ),
        ));
    }
    if !dynamic && has_size {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "unnecessary dimension operand for result type {}",
                qty(ctx, res)
            ),
        ));
    }
    Ok(())
}

// ---- alloca_scope --------------------------------------------------------------------------------------------

/// `(-> (types))? region attr-dict`; inserts the implicit `memref.alloca_scope.return`.
pub(super) fn parse_alloca_scope(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    if p.parse_optional_punct(Punct::Arrow) {
        st.result_types = p.parse_function_result_types()?;
    }
    let region = p.parse_region(&[])?;
    ensure_terminator(p.ctx(), region, st.loc);
    st.regions = vec![region];
    p.parse_optional_attr_dict(st)
}

/// MLIR's `ensureTerminator`: gives an empty region a block, and appends the terminator (no
/// operands) to a block that does not end in an op with the terminator trait.
fn ensure_terminator(ctx: &mut Context, region: RegionId, loc: crate::ir::Attribute) {
    let block = match ctx.entry_block(region) {
        Some(b) => b,
        None => {
            let b = ctx.new_block();
            ctx.append_block(region, b);
            b
        }
    };
    let ends_with_terminator = ctx.blocks[block]
        .last
        .is_some_and(|o| ctx.ops[o].def.is_some_and(|d| d.has(traits::TERMINATOR)));
    if !ends_with_terminator {
        let def = AllocaScopeReturnOp::def();
        let st = OpState::of(ctx, def, loc);
        let t = ctx.create_op(st);
        ctx.append_op(block, t);
    }
}

pub(super) fn print_alloca_scope(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let results = ctx.result_types(op);
    let region = ctx.ops[op].regions.first().copied();
    p.write(" ");
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    if let Some(r) = region {
        p.print_region(r, false, !results.is_empty());
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `NoRegionArguments` (see the record for why it is a hook).
pub(super) fn verify_alloca_scope(ctx: &Context, op: OpId) -> DResult<()> {
    let entry = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r));
    if entry.is_some_and(|b| !ctx.blocks[b].args.is_empty()) {
        return Err(op_err(ctx, op, "region should have no arguments"));
    }
    Ok(())
}

/// After the nested ops and the implicit terminator: RegionBranchOpInterface's type check of the
/// edge from the body to the results.
pub(super) fn verify_alloca_scope_regions(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(term) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
        .and_then(|b| ctx.terminator(b))
    else {
        return Ok(());
    };
    if !AllocaScopeReturnOp::is(ctx, term) {
        return Ok(());
    }
    verify_region_results(ctx, op, &ctx.operand_types(term), &ctx.result_types(op))
}

/// RegionBranchOpInterface's check of the edge from the region to the parent's results.
fn verify_region_results(ctx: &Context, op: OpId, from: &[Type], to: &[Type]) -> DResult<()> {
    if from.len() != to.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                " region control flow edge from Region #0 to parent results: source has {} operands, but target successor needs {}",
                from.len(),
                to.len()
            ),
        ));
    }
    for (i, (a, b)) in from.iter().zip(to).enumerate() {
        if a != b {
            return Err(op_err(
                ctx,
                op,
                format!(
                    " along control flow edge from Region #0 to parent results: source type #{i} {} should match input type #{i} {}",
                    qty(ctx, *a),
                    qty(ctx, *b)
                ),
            ));
        }
    }
    Ok(())
}
