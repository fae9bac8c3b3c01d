//! The region-branch hooks of the `scf` ops (upstream's `getSuccessorRegions`,
//! `getEntrySuccessorOperands` and the terminators' `getSuccessorOperands`): which region or result
//! control reaches from the op and from each region, and which values it carries there. The
//! verifier (`ods::interfaces::verify_region_branch`) and passes read them through the records.

use crate::ir::{AttrKind, Attribute, Context, OpId, ValueId};
use crate::ods::interfaces::{BranchPoint, RegionBranchDef, RegionSuccessor};

/// The arguments of the entry block of region `index` of `op` (none if it has no block).
pub fn region_args(ctx: &Context, op: OpId, index: usize) -> Vec<ValueId> {
    ctx.ops[op]
        .regions
        .get(index)
        .and_then(|r| ctx.regions[*r].first)
        .map(|b| ctx.blocks[b].args.clone())
        .unwrap_or_default()
}

fn region(index: usize, inputs: Vec<ValueId>) -> RegionSuccessor {
    RegionSuccessor::Region { index, inputs }
}

fn results(ctx: &Context, op: OpId) -> RegionSuccessor {
    RegionSuccessor::Parent {
        results: ctx.ops[op].results.to_vec(),
    }
}

/// The parent with no values (a loop that may not run, an `scf.if` without `else`).
fn parent_empty() -> RegionSuccessor {
    RegionSuccessor::Parent { results: vec![] }
}

fn no_entry_operands(_: &Context, _: OpId, _: BranchPoint) -> Vec<ValueId> {
    vec![]
}

/// The operands of `op` from index `start` on.
fn operands_from(ctx: &Context, op: OpId, start: usize) -> Vec<ValueId> {
    ctx.ops[op].operands.get(start..).unwrap_or(&[]).to_vec()
}

/// `scf.execute_region`: into its region (no values), out to its results.
pub static EXECUTE_REGION: RegionBranchDef = RegionBranchDef {
    successors: |ctx, op, point| match point {
        BranchPoint::Parent => vec![region(0, vec![])],
        BranchPoint::Region(_) => vec![results(ctx, op)],
    },
    entry_operands: no_entry_operands,
    entry_successors: None,
    exit_successors: None,
};

/// `scf.for`: from the op and from the body, into the body (its iteration arguments, not the
/// induction variable) or out to the results. The init operands flow to either.
pub static FOR: RegionBranchDef = RegionBranchDef {
    successors: |ctx, op, _| {
        let args = region_args(ctx, op, 0);
        vec![
            region(0, args.get(1..).unwrap_or(&[]).to_vec()),
            results(ctx, op),
        ]
    },
    entry_operands: |ctx, op, _| operands_from(ctx, op, 3),
    entry_successors: None,
    exit_successors: None,
};

/// `scf.forall`: into the body (no values) or past the op; `scf.forall.in_parallel` forwards
/// nothing.
pub static FORALL: RegionBranchDef = RegionBranchDef {
    successors: |_, _, _| vec![region(0, vec![]), parent_empty()],
    entry_operands: no_entry_operands,
    entry_successors: None,
    exit_successors: None,
};

/// `scf.if`: from the op into `then`, and into `else` or past the op when there is no `else`
/// block; from either region to the results.
pub static IF: RegionBranchDef = RegionBranchDef {
    successors: |ctx, op, point| match point {
        BranchPoint::Region(_) => vec![results(ctx, op)],
        BranchPoint::Parent => {
            let has_else = ctx.ops[op]
                .regions
                .get(1)
                .is_some_and(|r| ctx.regions[*r].first.is_some());
            vec![
                region(0, vec![]),
                if has_else {
                    region(1, vec![])
                } else {
                    parent_empty()
                },
            ]
        }
    },
    entry_operands: no_entry_operands,
    entry_successors: Some(if_entry_successors),
    exit_successors: None,
};

/// `IfOp::getEntrySuccessorRegions`: a constant condition picks `then`, or `else` (past the op
/// without one).
fn if_entry_successors(
    ctx: &Context,
    op: OpId,
    k: &[Option<Attribute>],
) -> Option<Vec<RegionSuccessor>> {
    let cond = k
        .first()
        .copied()
        .flatten()
        .and_then(|a| bool_value(ctx, a))?;
    if cond {
        return Some(vec![region(0, vec![])]);
    }
    let has_else = ctx.ops[op]
        .regions
        .get(1)
        .is_some_and(|r| ctx.regions[*r].first.is_some());
    Some(vec![if has_else {
        region(1, vec![])
    } else {
        parent_empty()
    }])
}

/// A `BoolAttr`'s value (an `i1` integer attribute).
fn bool_value(ctx: &Context, a: Attribute) -> Option<bool> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty }
            if ctx.int_width(*ty) == Some(1) && ctx.is_signless_int(*ty) =>
        {
            Some(value.sign() != num_bigint::Sign::NoSign)
        }
        _ => None,
    }
}

/// `scf.parallel`: into the body (no values) or past the op; `scf.reduce` forwards nothing.
pub static PARALLEL: RegionBranchDef = RegionBranchDef {
    successors: |_, _, _| vec![region(0, vec![]), parent_empty()],
    entry_operands: no_entry_operands,
    entry_successors: None,
    exit_successors: None,
};

/// `scf.while`: from the op into `before` (its arguments, from the inits); from `before` out to the
/// results or into `after` (its arguments), from `after` back into `before`.
pub static WHILE: RegionBranchDef = RegionBranchDef {
    successors: |ctx, op, point| match point {
        BranchPoint::Parent | BranchPoint::Region(1) => vec![region(0, region_args(ctx, op, 0))],
        BranchPoint::Region(_) => vec![results(ctx, op), region(1, region_args(ctx, op, 1))],
    },
    entry_operands: |ctx, op, _| ctx.ops[op].operands.to_vec(),
    entry_successors: None,
    exit_successors: Some(while_exit_successors),
};

/// `ConditionOp::getSuccessorRegions`: a constant condition goes into `after` (true) or out to
/// the results (false).
fn while_exit_successors(
    ctx: &Context,
    op: OpId,
    index: usize,
    term: OpId,
    k: &[Option<Attribute>],
) -> Option<Vec<RegionSuccessor>> {
    if index != 0 || ctx.ops[term].operands.len() != k.len() {
        return None;
    }
    let cond = k
        .first()
        .copied()
        .flatten()
        .and_then(|a| bool_value(ctx, a))?;
    Some(vec![if cond {
        region(1, region_args(ctx, op, 1))
    } else {
        results(ctx, op)
    }])
}

/// `scf.index_switch`: from the op into every region (default first, no values); from each region
/// to the results.
pub static INDEX_SWITCH: RegionBranchDef = RegionBranchDef {
    successors: |ctx, op, point| match point {
        BranchPoint::Region(_) => vec![results(ctx, op)],
        BranchPoint::Parent => (0..ctx.ops[op].regions.len())
            .map(|i| region(i, vec![]))
            .collect(),
    },
    entry_operands: no_entry_operands,
    entry_successors: Some(switch_entry_successors),
    exit_successors: None,
};

/// `IndexSwitchOp::getEntrySuccessorRegions`: a constant argument picks its case, else the
/// default region.
fn switch_entry_successors(
    ctx: &Context,
    op: OpId,
    k: &[Option<Attribute>],
) -> Option<Vec<RegionSuccessor>> {
    let arg = match ctx.attr_kind(k.first().copied().flatten()?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok()?,
        _ => return None,
    };
    let cases = crate::ods::prop(ctx, op, "cases")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let index = cases.iter().position(|c| *c == arg).map_or(0, |i| i + 1);
    Some(vec![region(index, vec![])])
}

/// `scf.condition` forwards its operands after the condition, to `after` and to the results alike.
pub fn condition_operands(ctx: &Context, op: OpId, _: BranchPoint) -> Vec<ValueId> {
    operands_from(ctx, op, 1)
}

/// `scf.reduce` forwards nothing (its operands go into its own reduction regions).
pub fn reduce_operands(_: &Context, _: OpId, _: BranchPoint) -> Vec<ValueId> {
    vec![]
}

/// `IfOp::getRegionInvocationBounds`: each region runs at most once; a constant condition makes
/// the region it does not pick run never.
pub fn if_invocation_bounds(ctx: &Context, _: OpId, k: &[Option<Attribute>]) -> Vec<Option<u64>> {
    match k
        .first()
        .copied()
        .flatten()
        .and_then(|a| bool_value(ctx, a))
    {
        Some(c) => vec![Some(u64::from(c)), Some(u64::from(!c))],
        None => vec![Some(1), Some(1)],
    }
}

/// `IndexSwitchOp::getRegionInvocationBounds`: every region at most once; with a constant
/// argument only the region at the matching case's position (the last region when no case
/// matches) may run. Upstream counts that position from the first region, which is the default
/// one; kept as is so that the same ops sink.
pub fn switch_invocation_bounds(
    ctx: &Context,
    op: OpId,
    k: &[Option<Attribute>],
) -> Vec<Option<u64>> {
    let n = ctx.ops[op].regions.len();
    let arg = k
        .first()
        .copied()
        .flatten()
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
            _ => None,
        });
    let Some(arg) = arg else {
        return vec![Some(1); n];
    };
    let cases = crate::ods::prop(ctx, op, "cases")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let live = cases
        .iter()
        .position(|c| *c == arg)
        .unwrap_or(n.saturating_sub(1));
    (0..n).map(|i| Some(u64::from(i == live))).collect()
}
