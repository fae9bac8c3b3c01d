//! Allocation ops: `memref.alloc`, `memref.alloca`, `memref.realloc`, `memref.dealloc`,
//! `memref.alloca_scope` and its terminator `memref.alloca_scope.return`.

use super::common::*;
use super::layout;
use super::mixed_list::set_segment_sizes;
use super::ods::{self, opt, Arity, AttrC, Ods, TyC};
use crate::diag::{diag_loc, DResult};
use crate::dialect::{self, traits};
use crate::ir::{Context, OpId, OpState, Type, DYNAMIC};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

// ---- alloc / alloca ------------------------------------------------------------------------------------------

pub(super) const ALLOC_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::MemRef)],
    operands: &[(Arity::Variadic, TyC::Index), (Arity::Variadic, TyC::Index)],
    segments: true,
    attrs: &[opt("alignment", AttrC::I64NonNegative)],
    ..Ods::new()
};

/// `(%d0, %d1)[%s0] {attrs} : memref<...>`.
pub(super) fn parse_alloc_like(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let sizes = parse_paren_operands(p)?;
    let syms = if p.at(T::LSquare) {
        parse_square_operands(p)?
    } else {
        vec![]
    };
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    let index = p.ctx.index();
    let mut ops = p.resolve_operands_same(&sizes, index)?;
    ops.extend(p.resolve_operands_same(&syms, index)?);
    st.operands = ops;
    st.result_types = vec![ty];
    set_segment_sizes(p, st, &[sizes.len(), syms.len()]);
    Ok(())
}

pub(super) fn print_alloc_like(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let groups = segment_groups(ctx, op, 2);
    let ops = &ctx.ops[op].operands;
    pr.w("(");
    pr.print_operands(&ops[groups[0].clone()]);
    pr.w(")");
    if !groups[1].is_empty() {
        pr.w("[");
        pr.print_operands(&ops[groups[1].clone()]);
        pr.w("]");
    }
    pr.print_op_attr_dict(op, &["operandSegmentSizes"]);
    pr.w(" : ");
    print_result_type(pr, op);
}

/// Operand groups from `operandSegmentSizes`, clamped to the operand list (printing never panics on
/// malformed IR).
pub(super) fn segment_groups(ctx: &Context, op: OpId, n: usize) -> Vec<std::ops::Range<usize>> {
    let total = ctx.ops[op].operands.len();
    let sizes = ods::segment_sizes(ctx, op).unwrap_or_default();
    let mut at = 0usize;
    (0..n)
        .map(|i| {
            let len = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
            let r = at.min(total)..(at + len).min(total);
            at += len;
            r
        })
        .collect()
}

/// `verifyAllocLikeOp`: dynamic size and layout symbol operand counts.
fn verify_alloc_like(ctx: &Context, op: OpId, groups: &ods::Groups) -> DResult<()> {
    let ty = ctx.value_type(ctx.result(op, 0));
    let Some(m) = memref_parts(ctx, ty) else {
        return Err(op_err(ctx, op, "result must be a memref"));
    };
    let ndyn = m.shape.iter().filter(|d| **d == DYNAMIC).count();
    if groups.get(0).len() != ndyn {
        return Err(op_err(
            ctx,
            op,
            "dimension operand count does not equal memref dynamic dimension count",
        ));
    }
    let nsym = layout::layout_num_symbols(ctx, m.layout);
    let got = groups.get(1).len();
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
    let groups = ods::verify(ctx, op, &ALLOC_ODS)?;
    verify_alloc_like(ctx, op, &groups)
}

/// True if some ancestor of `op` has the `AutomaticAllocationScope` trait. The core's `ALLOCA_SCOPE` bit
/// also stands for `AffineScope`, which `builtin.module` has without being an allocation scope.
pub(super) fn has_allocation_scope_ancestor(ctx: &Context, op: OpId) -> bool {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        let scope = dialect::op_def(ctx, p).is_some_and(|d| d.has(traits::ALLOCA_SCOPE));
        if scope && ctx.op_name(p) != "builtin.module" {
            return true;
        }
        cur = ctx.parent_op(p);
    }
    false
}

pub(super) fn verify_alloca(ctx: &Context, op: OpId) -> DResult<()> {
    let groups = ods::verify(ctx, op, &ALLOC_ODS)?;
    if !has_allocation_scope_ancestor(ctx, op) {
        return Err(op_err(
            ctx,
            op,
            "requires an ancestor op with AutomaticAllocationScope trait",
        ));
    }
    verify_alloc_like(ctx, op, &groups)
}

pub(super) fn names_alloc(_: &Context, _: OpId, out: &mut Vec<(usize, String)>) {
    name_result(out, "alloc");
}

pub(super) fn names_alloca(_: &Context, _: OpId, out: &mut Vec<(usize, String)>) {
    name_result(out, "alloca");
}

// ---- realloc -------------------------------------------------------------------------------------------------

pub(super) const REALLOC_ODS: Ods = Ods {
    results: &[(Arity::One, TyC::MemRef1D)],
    operands: &[(Arity::One, TyC::MemRef1D), (Arity::Optional, TyC::Index)],
    attrs: &[opt("alignment", AttrC::I64NonNegative)],
    ..Ods::new()
};

/// `%src (`(` %size `)`)? {attrs} : memref<..> to memref<..>`.
pub(super) fn parse_realloc(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let src = parse_operand(p)?;
    let mut size = None;
    if p.consume_if(T::LParen) {
        size = p.parse_optional_operand()?;
        p.expect_wt(T::RParen, "expected ')'")?;
    }
    parse_attr_dict(p, st)?;
    let src_ty = parse_colon_type_of(p, st, TypeKindReq::MemRef)?;
    expect_kw(p, st, "to")?;
    let res_ty = parse_type_of(p, st, TypeKindReq::MemRef)?;
    let mut ops = vec![p.resolve_operand(&src, src_ty)?];
    if let Some(s) = size {
        let index = p.ctx.index();
        ops.push(p.resolve_operand(&s, index)?);
    }
    st.operands = ops;
    st.result_types = vec![res_ty];
    Ok(())
}

pub(super) fn print_realloc(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let ops = &ctx.ops[op].operands;
    pr.w(" ");
    if let Some(src) = ops.first() {
        pr.print_operand(*src);
    }
    if let Some(size) = ops.get(1) {
        pr.w("(");
        pr.print_operand(*size);
        pr.w(")");
    }
    print_attrs_source_to_result(pr, op, &[]);
}

pub(super) fn verify_realloc(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &REALLOC_ODS)?;
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
    let has_size = ctx.ops[op].operands.len() > 1;
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

// ---- dealloc -------------------------------------------------------------------------------------------------

pub(super) const DEALLOC_ODS: Ods = Ods {
    operands: &[(Arity::One, TyC::RankedOrUnranked)],
    ..Ods::new()
};

/// `%m {attrs} : memref<..>`.
pub(super) fn parse_dealloc(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let m = parse_operand(p)?;
    parse_attr_dict(p, st)?;
    let ty = parse_colon_type_of(p, st, TypeKindReq::BaseMemRef)?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    Ok(())
}

/// ` %v {attrs} : type` for ops whose custom form is one operand and its type.
pub(super) fn print_operand_colon_type(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(v) = ctx.ops[op].operands.first() {
        pr.print_operand(*v);
        pr.print_op_attr_dict(op, &[]);
        pr.w(" : ");
        pr.print_type(ctx.value_type(*v));
    }
}

pub(super) fn verify_dealloc(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &DEALLOC_ODS).map(|_| ())
}

// ---- alloca_scope --------------------------------------------------------------------------------------------

pub(super) const ALLOCA_SCOPE_ODS: Ods = Ods {
    regions: 1,
    single_block: true,
    results: &[(Arity::Variadic, TyC::Any)],
    ..Ods::new()
};

pub(super) const SCOPE_RETURN: &str = "memref.alloca_scope.return";

/// `(-> (types))? region attr-dict`; inserts the implicit `memref.alloca_scope.return`.
pub(super) fn parse_alloca_scope(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if p.consume_if(T::Arrow) {
        st.result_types = p.parse_function_result_types()?;
    }
    let region = p.parse_region(&[])?;
    ensure_terminator(p.ctx, region, SCOPE_RETURN, st.loc);
    st.regions = vec![region];
    parse_attr_dict(p, st)?;
    Ok(())
}

/// MLIR's `ensureTerminator`: gives an empty region a block, and appends `term` (no operands) to a block
/// that does not end in a terminator.
pub(super) fn ensure_terminator(
    ctx: &mut Context,
    region: crate::ir::RegionId,
    term: &str,
    loc: crate::ir::Attribute,
) {
    let block = match ctx.entry_block(region) {
        Some(b) => b,
        None => {
            let b = ctx.new_block();
            ctx.append_block(region, b);
            b
        }
    };
    // Unregistered ops might be terminators (`mightHaveTrait`).
    let ends_with_terminator =
        ctx.blocks[block]
            .last
            .is_some_and(|o| match dialect::op_def(ctx, o) {
                Some(d) => d.has(traits::TERMINATOR),
                None => true,
            });
    if !ends_with_terminator {
        let name = ctx.sym(term);
        let t = ctx.create_op(OpState::new(name, loc));
        ctx.append_op(block, t);
    }
}

pub(super) fn print_alloca_scope(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    let results = ctx.result_types(op);
    if !results.is_empty() {
        pr.w(" -> (");
        pr.print_types(&results);
        pr.w(")");
    }
    pr.w(" ");
    if let Some(r) = ctx.ops[op].regions.first() {
        pr.print_region(*r, false, !results.is_empty());
    }
    pr.print_op_attr_dict(op, &[]);
}

pub(super) fn verify_alloca_scope(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &ALLOCA_SCOPE_ODS)?;
    let region = ctx.ops[op].regions[0];
    let blocks = ctx.region_blocks(region);
    if blocks.len() != 1 {
        return Err(op_err(
            ctx,
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    let block = blocks[0];
    if !ctx.blocks[block].args.is_empty() {
        return Err(op_err(ctx, op, "region should have no arguments"));
    }
    Ok(())
}

/// After the nested ops: the implicit terminator, then RegionBranchOpInterface's type check of the edge
/// from the body to the results.
pub(super) fn verify_alloca_scope_regions(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(block) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
    else {
        return Ok(());
    };
    verify_implicit_terminator(ctx, op, block, SCOPE_RETURN)?;
    let Some(term) = ctx.terminator(block) else {
        return Ok(());
    };
    if ctx.op_name(term) != SCOPE_RETURN {
        return Ok(());
    }
    verify_region_results(ctx, op, &ctx.operand_types(term), &ctx.result_types(op))
}

/// `SingleBlockImplicitTerminator<T>` (a region trait, checked after the nested ops): the block must end in
/// `term`; a block ending in a registered non-terminator is left to "block with no terminator".
pub(super) fn verify_implicit_terminator(
    ctx: &Context,
    op: OpId,
    block: crate::ir::BlockId,
    term_name: &str,
) -> DResult<()> {
    let Some(term) = ctx.terminator(block) else {
        return Ok(());
    };
    if ctx.op_name(term) == term_name {
        return Ok(());
    }
    if dialect::op_def(ctx, term).is_some_and(|d| !d.has(traits::TERMINATOR)) {
        return Ok(());
    }
    Err(op_err(
        ctx,
        op,
        format!(
            "expects regions to end with '{term_name}', found '{}'",
            ctx.op_name(term)
        ),
    )
    .with_note(
        diag_loc(ctx, ctx.ops[term].loc),
        format!("in custom textual format, the absence of terminator implies '{term_name}'"),
    ))
}

/// RegionBranchOpInterface's check of the edge from the region to the parent's results.
pub(super) fn verify_region_results(
    ctx: &Context,
    op: OpId,
    from: &[Type],
    to: &[Type],
) -> DResult<()> {
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

// ---- alloca_scope.return -------------------------------------------------------------------------------------

pub(super) const SCOPE_RETURN_ODS: Ods = Ods {
    operands: &[(Arity::Variadic, TyC::Any)],
    ..Ods::new()
};

/// `attr-dict (%a, %b : t1, t2)?`.
pub(super) fn parse_scope_return(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_attr_dict(p, st)?;
    let vals = parse_operand_list(p)?;
    if !vals.is_empty() {
        let tys = parse_colon_type_list(p)?;
        st.operands = resolve_list(p, st, &vals, &tys)?;
    }
    Ok(())
}

/// `attr-dict (%a : t)?` — operands and their types after the attributes.
pub(super) fn print_attrs_then_operands(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.print_op_attr_dict(op, &[]);
    let ops = &ctx.ops[op].operands;
    if !ops.is_empty() {
        pr.w(" ");
        pr.print_operands(ops);
        pr.w(" : ");
        pr.print_types(&ctx.operand_types(op));
    }
}

/// `HasParent<P>`: "expects parent op 'P'".
pub(super) fn verify_parent(ctx: &Context, op: OpId, parent: &str) -> DResult<()> {
    match ctx.parent_op(op) {
        Some(p) if ctx.op_name(p) == parent => Ok(()),
        _ => Err(op_err(ctx, op, format!("expects parent op '{parent}'"))),
    }
}

pub(super) fn verify_scope_return(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify(ctx, op, &SCOPE_RETURN_ODS)?;
    verify_parent(ctx, op, "memref.alloca_scope")
}
