//! `affine-parallelize` (AffineParallelize.cpp, `isLoopParallel`/`isLoopMemoryParallel` of
//! AffineAnalysis.cpp, `affineParallelize` of Utils.cpp): every `affine.for` without a memory
//! dependence carried at its depth (and, with `parallel-reductions`, whose iteration arguments
//! are all supported reductions) becomes a 1-D `affine.parallel`, outer loops first, at most
//! `max-nested` deep.

use super::dependence::{check_dependence, is_read, is_write, memref_of, Dependence};
use super::unroll_jam::supported_reductions;
use super::utils::{at, for_parts, Ip};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::syntax::{for_operand_groups, i32_tensor_attr};
use irbridge::dialect::affine::{ForOp, IfOp, ParallelOp, YieldOp};
use irbridge::dialect::arith;
use irbridge::dialect::memref;
use irbridge::ir::{AttrKind, Context, OpId, TypeKind, ValueId};
use irbridge::ods::{traits, Effect, OpDef};
use irbridge::transforms::effects::{is_memory_effect_free, op_effects};

/// The pass's options.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub max_nested: u32,
    pub parallel_reductions: bool,
}

/// A loop found parallel, with its reductions (position, kind, reduced value).
struct Candidate {
    op: OpId,
    reductions: Vec<(usize, i64, ValueId)>,
}

/// The pass on one function.
pub fn run(ctx: &mut Context, func: OpId, o: Options) -> Result<(), Diagnostic> {
    let mut loops = vec![];
    ctx.walk(func, |op| {
        if ForOp::is(ctx, op) {
            loops.push(op);
        }
    });
    let mut candidates = vec![];
    for l in loops {
        if let Some(reductions) = loop_parallel(ctx, l, o.parallel_reductions) {
            candidates.push(Candidate { op: l, reductions });
        }
    }
    for c in candidates {
        let mut parents = 0u32;
        let mut cur = ctx.parent_op(c.op);
        while let Some(p) = cur {
            if ctx.ops[p].def.is_some_and(|d| d.has(traits::AFFINE_SCOPE)) {
                break;
            }
            if ParallelOp::is(ctx, p) {
                parents += 1;
            }
            cur = ctx.parent_op(p);
        }
        if parents < o.max_nested {
            parallelize(ctx, c.op, &c.reductions);
        }
    }
    Ok(())
}

/// `arith::AtomicRMWKind` of a supported combiner.
fn kind_of(def: &'static OpDef) -> Option<i64> {
    let table: [(&'static OpDef, i64); 12] = [
        (arith::AddFOp::def(), 0),
        (arith::AddIOp::def(), 1),
        (arith::MaximumFOp::def(), 3),
        (arith::MaxSIOp::def(), 4),
        (arith::MaxUIOp::def(), 5),
        (arith::MinimumFOp::def(), 6),
        (arith::MinSIOp::def(), 7),
        (arith::MinUIOp::def(), 8),
        (arith::MulFOp::def(), 9),
        (arith::MulIOp::def(), 10),
        (arith::OrIOp::def(), 11),
        (arith::AndIOp::def(), 12),
    ];
    table
        .iter()
        .find(|(d, _)| std::ptr::eq(*d, def))
        .map(|(_, k)| *k)
}

/// `isLoopParallel`: the reductions when the loop is parallel.
pub(crate) fn loop_parallel(
    ctx: &Context,
    op: OpId,
    reductions: bool,
) -> Option<Vec<(usize, i64, ValueId)>> {
    let n_iter = for_operand_groups(ctx, op)[2].len();
    if n_iter > 0 && !reductions {
        return None;
    }
    let mut found = vec![];
    if reductions {
        let p = for_parts(ctx, op)?;
        let args: Vec<ValueId> = ctx.blocks[p.body].args.iter().skip(1).copied().collect();
        for (pos, def) in supported_reductions(ctx, op) {
            let combiner = ctx.values[args[pos]].uses.first()?.op;
            let operands = &ctx.ops[combiner].operands;
            let reduced = if operands[0] == args[pos] {
                operands[1]
            } else {
                operands[0]
            };
            found.push((pos, kind_of(def)?, reduced));
        }
        if found.len() != n_iter {
            return None;
        }
    }
    memory_parallel(ctx, op).then_some(found)
}

/// `isLocallyDefined`: allocated inside `op`, or a view of such a memref.
fn locally_defined(ctx: &Context, v: ValueId, op: OpId) -> bool {
    let Some(def) = ctx.defining_op(v) else {
        return false;
    };
    if single_allocate(ctx, def) && def != op && ctx.is_ancestor(op, def) {
        return true;
    }
    let views: [&'static OpDef; 8] = [
        memref::CastOp::def(),
        memref::CollapseShapeOp::def(),
        memref::ExpandShapeOp::def(),
        memref::MemorySpaceCastOp::def(),
        memref::ReinterpretCastOp::def(),
        memref::SubViewOp::def(),
        memref::TransposeOp::def(),
        memref::ViewOp::def(),
    ];
    let is_view = ctx.ops[def]
        .def
        .is_some_and(|d| views.iter().any(|x| std::ptr::eq(*x, d)));
    is_view
        && ctx.ops[def]
            .operands
            .first()
            .is_some_and(|s| locally_defined(ctx, *s, op))
}

/// `hasSingleEffect<MemoryEffects::Allocate>`.
fn single_allocate(ctx: &Context, op: OpId) -> bool {
    op_effects(ctx, op)
        .is_some_and(|e| !e.is_empty() && e.iter().all(|x| x.effect == Effect::Allocate))
}

/// `getNestingDepth`.
fn nesting_depth(ctx: &Context, op: OpId) -> usize {
    let mut depth = 0;
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ForOp::is(ctx, p) {
            depth += 1;
        }
        if ParallelOp::is(ctx, p) {
            depth += ctx.ops[p]
                .regions
                .first()
                .and_then(|&r| ctx.entry_block(r))
                .map_or(0, |b| ctx.blocks[b].args.len());
        }
        cur = ctx.parent_op(p);
    }
    depth
}

/// `isLoopMemoryParallel`.
fn memory_parallel(ctx: &Context, op: OpId) -> bool {
    let memref_results = ctx.ops[op].results.iter().any(|r| {
        matches!(
            ctx.kind(ctx.value_type(*r)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    });
    if memref_results {
        return false;
    }
    let mut accesses = vec![];
    let mut unknown = false;
    ctx.walk(op, |o| {
        if unknown {
            return;
        }
        if is_read(ctx, o) || is_write(ctx, o) {
            if memref_of(ctx, o).is_some_and(|m| !locally_defined(ctx, m, op)) {
                accesses.push(o);
            }
        } else if !ForOp::is(ctx, o)
            && !YieldOp::is(ctx, o)
            && !IfOp::is(ctx, o)
            && !single_allocate(ctx, o)
            && !is_memory_effect_free(ctx, o)
        {
            unknown = true;
        }
    });
    if unknown {
        return false;
    }
    let depth = nesting_depth(ctx, op) + 1;
    for &s in &accesses {
        for &d in &accesses {
            if check_dependence(ctx, s, d, depth) != Dependence::None {
                return false;
            }
        }
    }
    true
}

/// `affineParallelize`: the loop as a 1-D `affine.parallel` with its body, each reduction's
/// combiner moved after it to fold in the init.
fn parallelize(ctx: &mut Context, op: OpId, reductions: &[(usize, i64, ValueId)]) -> bool {
    let Some(p) = for_parts(ctx, op) else {
        return false;
    };
    if reductions.len() != p.inits.len() {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let types: Vec<_> = reductions.iter().map(|r| ctx.value_type(r.2)).collect();
    let i64t = ctx.i64();
    let kinds: Vec<_> = reductions.iter().map(|r| ctx.int_attr(i64t, r.1)).collect();
    let kinds = ctx.array_attr(kinds);
    let lbm = ctx.attr(AttrKind::AffineMap(p.lb.map.clone()));
    let ubm = ctx.attr(AttrKind::AffineMap(p.ub.map.clone()));
    let lbg = i32_tensor_attr(ctx, &[p.lb.map.results.len() as i32]);
    let ubg = i32_tensor_attr(ctx, &[p.ub.map.results.len() as i32]);
    let step = ctx.int_attr(i64t, p.step);
    let steps = ctx.array_attr(vec![step]);
    let mut operands = p.lb.operands.clone();
    operands.extend(&p.ub.operands);
    let par = ParallelOp::build(
        &mut at(ctx, Ip::Before(op)),
        loc,
        &types,
        &operands,
        kinds,
        lbm,
        lbg,
        ubm,
        ubg,
        steps,
    )
    .id();
    // The body moves over (upstream's `takeBody`).
    let r = ctx.ops[op].regions[0];
    let fresh = ctx.new_region();
    ctx.ops[op].regions[0] = fresh;
    ctx.regions[fresh].parent = Some(op);
    ctx.regions[r].parent = Some(par);
    ctx.ops[par].regions.push(r);
    let Some(yield_op) = ctx.blocks[p.body].last else {
        return false;
    };
    let results = ctx.ops[op].results.to_vec();
    for (i, init) in p.inits.iter().enumerate() {
        let Some(red) = ctx.ops[yield_op]
            .operands
            .get(i)
            .and_then(|v| ctx.defining_op(*v))
        else {
            continue;
        };
        ctx.detach_op(red);
        ctx.insert_op_before(op, red);
        let pr = ctx.result(par, i);
        ctx.set_operands(red, vec![*init, pr]);
        let rr = ctx.result(red, 0);
        ctx.replace_all_uses(results[i], rr);
    }
    let reduced: Vec<ValueId> = reductions.iter().map(|r| r.2).collect();
    ctx.set_operands(yield_op, reduced);
    for _ in 0..reductions.len() {
        ctx.erase_block_arg(p.body, 1);
    }
    ctx.erase_op(op);
    true
}
