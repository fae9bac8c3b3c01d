//! The region-branch hooks of `affine.for` and `affine.if` (upstream's `getSuccessorRegions` and
//! `getEntrySuccessorOperands`): where control goes from the op and from the end of its regions,
//! with which values. `affine.yield` is `ReturnLike` and forwards all its operands.

use super::syntax::{body_args, for_operand_groups};
use super::{map_named, ForOp};
use crate::ir::attrs::AffineExpr;
use crate::ir::{Context, OpId, ValueId};
use crate::ods::interfaces::{BranchPoint, RegionBranchDef, RegionSuccessor};

fn results(ctx: &Context, op: OpId) -> RegionSuccessor {
    RegionSuccessor::Parent {
        results: ctx.ops[op].results.to_vec(),
    }
}

fn region_args(ctx: &Context, op: OpId, index: usize) -> Vec<ValueId> {
    ctx.ops[op]
        .regions
        .get(index)
        .and_then(|r| ctx.regions[*r].first)
        .map(|b| ctx.blocks[b].args.clone())
        .unwrap_or_default()
}

/// The value of a bound map that is a single constant (`hasConstantLowerBound`).
pub fn constant_bound(ctx: &Context, op: OpId, name: &str) -> Option<i64> {
    let m = map_named(ctx, op, name)?;
    match m.results.as_slice() {
        [AffineExpr::Const(c)] => Some(*c),
        _ => None,
    }
}

/// `getTrivialConstantTripCount`: the trip count of a loop with constant bounds and a positive
/// step.
pub fn constant_trip_count(ctx: &Context, op: OpId) -> Option<u64> {
    let step = crate::ods::prop(ctx, op, "step").and_then(|a| ctx.as_i64(a))?;
    if step <= 0 {
        return None;
    }
    let lb = constant_bound(ctx, op, "lowerBoundMap")?;
    let ub = constant_bound(ctx, op, "upperBoundMap")?;
    let diff = ub.wrapping_sub(lb);
    Some(if diff <= 0 {
        0
    } else {
        (diff.wrapping_add(step).wrapping_sub(1) / step) as u64
    })
}

/// `affine.for`: into the body (its iteration arguments) or out to the results; with a constant
/// trip count, only where the count allows. The inits flow from the op.
pub static FOR: RegionBranchDef = RegionBranchDef {
    successors: |ctx, op, point| {
        let body = || RegionSuccessor::Region {
            index: 0,
            inputs: body_args(ctx, op).get(1..).unwrap_or(&[]).to_vec(),
        };
        let trip = constant_trip_count(ctx, op);
        match (point, trip) {
            (BranchPoint::Parent, Some(0)) => vec![results(ctx, op)],
            (BranchPoint::Parent, Some(_)) => vec![body()],
            (BranchPoint::Region(_), Some(1)) => vec![results(ctx, op)],
            _ => vec![body(), results(ctx, op)],
        }
    },
    entry_operands: |ctx, op, _| {
        if !ForOp::is(ctx, op) {
            return vec![];
        }
        for_operand_groups(ctx, op)[2].to_vec()
    },
    entry_successors: None,
    exit_successors: None,
};

/// `affine.if`: into `then`, and into `else` or (without one) out to the results; from either
/// region out to the results. No operand enters a region.
pub static IF: RegionBranchDef = RegionBranchDef {
    successors: |ctx, op, point| match point {
        BranchPoint::Parent => {
            let mut v = vec![RegionSuccessor::Region {
                index: 0,
                inputs: region_args(ctx, op, 0),
            }];
            let else_empty = ctx.ops[op]
                .regions
                .get(1)
                .is_none_or(|r| ctx.regions[*r].first.is_none());
            v.push(if else_empty {
                results(ctx, op)
            } else {
                RegionSuccessor::Region {
                    index: 1,
                    inputs: region_args(ctx, op, 1),
                }
            });
            v
        }
        BranchPoint::Region(_) => vec![results(ctx, op)],
    },
    entry_operands: |_, _, _| vec![],
    entry_successors: None,
    exit_successors: None,
};

/// `AffineForOp::getSpeculatability`: a loop surely terminates, and may be hoisted when its body
/// may, only with a step of 1.
pub fn for_speculation(ctx: &Context, op: OpId) -> crate::ods::Speculation {
    match crate::ods::prop(ctx, op, "step").and_then(|a| ctx.as_i64(a)) {
        Some(1) => crate::ods::Speculation::RecursivelySpeculatable,
        _ => crate::ods::Speculation::NotSpeculatable,
    }
}
