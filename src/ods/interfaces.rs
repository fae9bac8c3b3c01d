//! Op interfaces as hooks on the record, for what passes and verifiers ask an op about its regions
//! (MLIR's `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface`): where control goes
//! from the op and from the end of each region, and which values travel along each edge.
//!
//! - An op holding regions sets [`super::OpDef::region_branch`]: its successors from a
//!   [`BranchPoint`] ([`RegionBranchDef::successors`]) and the operands it passes on when entered
//!   ([`RegionBranchDef::entry_operands`]).
//! - A terminator of such a region forwards values: all its operands if it is `ReturnLike`, else
//!   those its [`super::OpDef::branch_terminator`] hook gives for the successor.
//!
//! [`verify_region_branch`] is the interface's verifier (`verifyTypesAlongControlFlowEdges`), which
//! an op's `verify_regions` hook calls where upstream runs it among the region traits.

use super::traits;
use crate::diag::DResult;
use crate::ir::{Context, OpId, Type, ValueId};
use crate::print::type_to_string;
use crate::verify::op_err;

/// Where control comes from: entering the op, or the end of one of its regions (MLIR's
/// `RegionBranchPoint`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BranchPoint {
    Parent,
    Region(usize),
}

/// Where control may go next (MLIR's `RegionSuccessor`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionSuccessor {
    /// Region `index` of the op; `inputs` are the values the region receives (its entry block's
    /// arguments, or a part of them).
    Region { index: usize, inputs: Vec<ValueId> },
    /// Out of the op; `results` are the op's results that receive the values.
    Parent { results: Vec<ValueId> },
}

impl RegionSuccessor {
    /// The values that receive what flows along the edge.
    pub fn inputs(&self) -> &[ValueId] {
        match self {
            RegionSuccessor::Region { inputs, .. } => inputs,
            RegionSuccessor::Parent { results } => results,
        }
    }
    /// The point this successor is, seen as a target (`Parent` for the op's results).
    pub fn point(&self) -> BranchPoint {
        match self {
            RegionSuccessor::Region { index, .. } => BranchPoint::Region(*index),
            RegionSuccessor::Parent { .. } => BranchPoint::Parent,
        }
    }
}

/// `RegionBranchOpInterface` of an op with regions.
pub struct RegionBranchDef {
    /// The successors of `point` (`getSuccessorRegions`), in upstream's order.
    pub successors: fn(&Context, OpId, BranchPoint) -> Vec<RegionSuccessor>,
    /// The op's operands passed to the successor `target` (a region, or the results when the op
    /// may be skipped) when control enters the op (`getEntrySuccessorOperands`).
    pub entry_operands: fn(&Context, OpId, BranchPoint) -> Vec<ValueId>,
    /// The successors on entry given the operands' constant values, when they decide them
    /// (`getEntrySuccessorRegions`; `None`: all of [`Self::successors`] from the parent).
    pub entry_successors: Option<EntrySuccessorsFn>,
    /// The successors of a region given the constant values of its terminator's operands, when
    /// they decide them (the terminator's `getSuccessorRegions(operands)`, e.g. `scf.condition`).
    pub exit_successors: Option<ExitSuccessorsFn>,
}

/// `RegionBranchTerminatorOpInterface::getSuccessorRegions(operands)` of terminator `term` of
/// region `index` of `op`: `None` if the constants decide nothing.
pub type ExitSuccessorsFn = fn(
    &Context,
    OpId,
    usize,
    OpId,
    &[Option<crate::ir::Attribute>],
) -> Option<Vec<RegionSuccessor>>;

/// `getEntrySuccessorRegions(operands)`: `None` if the constants decide nothing.
pub type EntrySuccessorsFn =
    fn(&Context, OpId, &[Option<crate::ir::Attribute>]) -> Option<Vec<RegionSuccessor>>;

impl std::fmt::Debug for RegionBranchDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RegionBranchDef")
    }
}

/// `RegionBranchTerminatorOpInterface::getSuccessorOperands`: the operands of terminator `op`
/// forwarded to the successor `target` of its region.
pub type TerminatorOperandsFn = fn(&Context, OpId, BranchPoint) -> Vec<ValueId>;

/// The region-branch hooks of `op`, if its record has them.
pub fn region_branch(ctx: &Context, op: OpId) -> Option<&'static RegionBranchDef> {
    ctx.ops[op].def.and_then(|d| d.region_branch)
}

/// The values terminator `term` forwards to `target`, if it is a region-branch terminator (a
/// `ReturnLike` op forwards all its operands).
pub fn terminator_operands(ctx: &Context, term: OpId, target: BranchPoint) -> Option<Vec<ValueId>> {
    let def = ctx.ops[term].def?;
    if let Some(f) = def.branch_terminator {
        return Some(f(ctx, term, target));
    }
    def.has(traits::RETURN_LIKE)
        .then(|| ctx.ops[term].operands.to_vec())
}

/// `printRegionEdgeName`.
fn edge_name(from: BranchPoint, to: BranchPoint) -> String {
    let from = match from {
        BranchPoint::Region(i) => format!("Region #{i}"),
        BranchPoint::Parent => "parent operands".into(),
    };
    let to = match to {
        BranchPoint::Region(i) => format!("Region #{i}"),
        BranchPoint::Parent => "parent results".into(),
    };
    format!("from {from} to {to}")
}

/// `verifyTypesAlongAllEdges`: the types flowing from `from` (given per target by `sources`) match
/// the inputs of each successor.
fn verify_edges(
    ctx: &Context,
    op: OpId,
    def: &RegionBranchDef,
    from: BranchPoint,
    sources: &mut dyn FnMut(BranchPoint) -> DResult<Vec<Type>>,
) -> DResult<()> {
    for succ in (def.successors)(ctx, op, from) {
        let src = sources(succ.point())?;
        let inputs: Vec<Type> = succ.inputs().iter().map(|v| ctx.value_type(*v)).collect();
        if src.len() != inputs.len() {
            return Err(op_err(
                ctx,
                op,
                format!(
                    " region control flow edge {}: source has {} operands, but target successor needs {}",
                    edge_name(from, succ.point()),
                    src.len(),
                    inputs.len()
                ),
            ));
        }
        for (i, (s, t)) in src.iter().zip(&inputs).enumerate() {
            if s != t {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        " along control flow edge {}: source type #{i} '{}' should match input type #{i} '{}'",
                        edge_name(from, succ.point()),
                        type_to_string(ctx, *s),
                        type_to_string(ctx, *t)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The interface's verifier (`verifyTypesAlongControlFlowEdges`): along every edge from the op into
/// a region, and from each region's region-branch terminators to their successors, the forwarded
/// types match the successor's inputs; all terminators of a region forward the same types.
/// Nothing for an op without the hooks.
pub fn verify_region_branch(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(def) = region_branch(ctx, op) else {
        return Ok(());
    };
    let types = |vs: &[ValueId]| -> Vec<Type> { vs.iter().map(|v| ctx.value_type(*v)).collect() };
    verify_edges(ctx, op, def, BranchPoint::Parent, &mut |to| {
        Ok(types(&(def.entry_operands)(ctx, op, to)))
    })?;
    for (ri, &region) in ctx.ops[op].regions.iter().enumerate() {
        let terms: Vec<OpId> = ctx
            .region_blocks(region)
            .into_iter()
            .filter_map(|b| ctx.blocks[b].last)
            .filter(|&t| terminator_operands(ctx, t, BranchPoint::Parent).is_some())
            .collect();
        if terms.is_empty() {
            continue;
        }
        let from = BranchPoint::Region(ri);
        verify_edges(ctx, op, def, from, &mut |to| {
            let mut first: Option<Vec<Type>> = None;
            for &t in &terms {
                let tys = types(&terminator_operands(ctx, t, to).unwrap_or_default());
                match &first {
                    None => first = Some(tys),
                    Some(f) if *f != tys => {
                        return Err(op_err(
                            ctx,
                            op,
                            format!(
                                " along control flow edge{} operands mismatch between return-like terminators",
                                edge_name(from, to)
                            ),
                        ))
                    }
                    Some(_) => {}
                }
            }
            Ok(first.unwrap_or_default())
        })?;
    }
    Ok(())
}
