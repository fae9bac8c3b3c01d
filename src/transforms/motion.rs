//! `loop-invariant-code-motion` (LoopInvariantCodeMotion.cpp and its utilities) and
//! `control-flow-sink` (ControlFlowSink.cpp): ops moved out of loops (`LoopLikeOpInterface`
//! records) when they only use values from outside and are free of memory effects and
//! speculatable; ops moved into the regions of region-branch ops that run at most once when all
//! their users are there and they are free of memory effects.

use super::effects::{is_memory_effect_free, is_speculatable, is_terminator};
use super::fold::constant_value;
use crate::diag::Diagnostic;
use crate::ir::{Context, OpId, RegionId, ValueId};
use crate::pass::Pass;

/// The op holding the region `v` is defined in.
fn value_region_op(ctx: &Context, v: ValueId) -> Option<OpId> {
    let b = ctx.value_block(v)?;
    ctx.block_parent_op(b)
}

/// `canBeHoisted`: not a terminator, and every operand used in it (or in ops nested in it) from
/// outside it is defined outside the loop.
fn can_be_hoisted(ctx: &Context, op: OpId, loop_op: OpId) -> bool {
    if is_terminator(ctx, op) {
        return false;
    }
    let mut ok = true;
    ctx.walk(op, |child| {
        if !ok {
            return;
        }
        for &v in &ctx.ops[child].operands {
            if value_region_op(ctx, v).is_some_and(|p| ctx.is_ancestor(op, p)) {
                continue;
            }
            // `isDefinedOutsideOfLoop`.
            let outside = value_region_op(ctx, v).is_none_or(|p| !ctx.is_ancestor(loop_op, p));
            if !outside {
                ok = false;
                return;
            }
        }
    });
    ok
}

/// `moveLoopInvariantCode(loopLike)`.
pub fn move_loop_invariant_code(ctx: &mut Context, loop_op: OpId) -> usize {
    let Some(f) = ctx.ops[loop_op].def.and_then(|d| d.loop_regions) else {
        return 0;
    };
    let mut moved = 0;
    for region in f(ctx, loop_op) {
        let mut worklist: std::collections::VecDeque<OpId> = std::collections::VecDeque::new();
        for b in ctx.blocks_iter(region) {
            worklist.extend(ctx.ops_iter(b));
        }
        while let Some(op) = worklist.pop_front() {
            if ctx.ops[op].erased
                || ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent) != Some(region)
            {
                continue;
            }
            if !(is_memory_effect_free(ctx, op)
                && is_speculatable(ctx, op)
                && can_be_hoisted(ctx, op, loop_op))
            {
                continue;
            }
            ctx.detach_op(op);
            ctx.insert_op_before(loop_op, op);
            moved += 1;
            for &r in &ctx.ops[op].results.clone() {
                for u in ctx.values[r].uses.iter().rev() {
                    if ctx.ops[u.op].parent.and_then(|b| ctx.blocks[b].parent) == Some(region) {
                        worklist.push_back(u.op);
                    }
                }
            }
        }
    }
    moved
}

/// Post-order list of the ops nested in `op` (innermost first), `op` included.
fn post_order_ops(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &r in &ctx.ops[op].regions {
        for b in ctx.blocks_iter(r) {
            for o in ctx.ops_iter(b) {
                post_order_ops(ctx, o, out);
            }
        }
    }
    out.push(op);
}

pub struct Licm;

impl Pass for Licm {
    fn name(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut ops = vec![];
        post_order_ops(ctx, op, &mut ops);
        for o in ops {
            if ctx.ops[o].def.is_some_and(|d| d.loop_regions.is_some()) {
                move_loop_invariant_code(ctx, o);
            }
        }
        Ok(())
    }
}

/// True if `op` is nested (at any depth) in `region`.
fn in_region(ctx: &Context, mut op: OpId, region: RegionId) -> bool {
    loop {
        let Some(r) = ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent) else {
            return false;
        };
        if r == region {
            return true;
        }
        match ctx.regions[r].parent {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// `Sinker::sinkRegion`.
fn sink_region(ctx: &mut Context, region: RegionId) {
    let Some(entry) = ctx.regions[region].first else {
        return;
    };
    let mut stack: Vec<OpId> = vec![];
    for b in ctx.blocks_iter(region) {
        stack.extend(ctx.ops_iter(b));
    }
    while let Some(user) = stack.pop() {
        // A copy: the loop moves ops.
        let operands = ctx.ops[user].operands.to_vec();
        for v in operands {
            let Some(op) = ctx.defining_op(v) else {
                continue;
            };
            if ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent) == Some(region) {
                continue;
            }
            let all_inside = ctx.ops[op].results.iter().all(|r| {
                ctx.values[*r]
                    .uses
                    .iter()
                    .all(|u| in_region(ctx, u.op, region))
            });
            if all_inside && is_memory_effect_free(ctx, op) {
                ctx.detach_op(op);
                match ctx.blocks[entry].first {
                    Some(f) => ctx.insert_op_before(f, op),
                    None => ctx.append_op(entry, op),
                }
                stack.push(op);
            }
        }
    }
}

pub struct ControlFlowSink;

impl Pass for ControlFlowSink {
    fn name(&self) -> &'static str {
        "control-flow-sink"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut ops = vec![];
        post_order_ops(ctx, op, &mut ops);
        for o in ops {
            let Some(f) = ctx.ops[o].def.and_then(|d| d.invocation_bounds) else {
                continue;
            };
            let constants: Vec<_> = ctx.ops[o]
                .operands
                .iter()
                .map(|v| constant_value(ctx, *v))
                .collect();
            let bounds = f(ctx, o, &constants);
            let regions: Vec<RegionId> = ctx.ops[o]
                .regions
                .iter()
                .zip(bounds)
                .filter(|(_, b)| b.is_some_and(|x| x <= 1))
                .map(|(r, _)| *r)
                .collect();
            for r in regions {
                sink_region(ctx, r);
            }
        }
        Ok(())
    }
}
