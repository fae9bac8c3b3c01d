//! `scf.parallel` rewrites of upstream's `SCF/Transforms`: `scf-parallel-loop-tiling`
//! (ParallelLoopTiling.cpp, options `parallel-loop-tile-sizes` and `no-min-max-bounds`): every
//! innermost `scf.parallel` without reductions becomes an outer loop stepping by tiles and an
//! inner loop over one tile, bounded by an `affine.min` (or, with `no-min-max-bounds`, running a
//! whole tile with the body under an in-bounds `scf.if`); `scf-parallel-loop-fusion`
//! (ParallelLoopFusion.cpp): adjacent `scf.parallel` loops with the same iteration space fused
//! when the second reads what the first writes only at the same indices, with the may-alias
//! queries of upstream's `LocalAliasAnalysis` (kept here, beside its only user, because it names
//! the view ops of the `memref` dialect, which the core cannot).

use crate::scf_to_cf::{at, Ip};
use irbridge::diag::{DiagLoc, Diagnostic};
use irbridge::dialect::affine::MinOp;
use irbridge::dialect::arith::{AddIOp, AndIOp, CmpIOp, ConstantOp, MulIOp};
use irbridge::dialect::scf::{IfOp, ParallelOp, ReduceOp, YieldOp};
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, RegionId, ValueDef, ValueId};
use irbridge::ods::interfaces::{
    region_branch, terminator_operands, BranchPoint, RegionBranchDef, RegionSuccessor,
};
use irbridge::ods::typed::{build_state, Group};
use irbridge::ods::OpBuilder;
use irbridge::ods::{traits, Effect, EffectOn};
use irbridge::transforms::effects::{is_memory_effect_free, op_effects};

/// `arith.cmpi` predicate `ult`.
const ULT: i64 = 6;

/// `getInnermostParallelLoops`: the `scf.parallel` ops under `op` with none nested in them, in
/// post-order; returns whether `op` holds any.
fn innermost_parallel_loops(ctx: &Context, op: OpId, out: &mut Vec<OpId>) -> bool {
    let mut encloses = false;
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                let inner = innermost_parallel_loops(ctx, o, out);
                encloses |= inner;
                if ParallelOp::is(ctx, o) {
                    encloses = true;
                    if !inner {
                        out.push(o);
                    }
                }
            }
        }
    }
    encloses
}

/// `scf-parallel-loop-tiling`.
pub fn tiling_pass(
    ctx: &mut Context,
    root: OpId,
    tile_sizes: &[i64],
    no_min_max_bounds: bool,
) -> Result<(), Diagnostic> {
    if tile_sizes.contains(&0) {
        return Err(Diagnostic::error(DiagLoc::Unknown, "tile size cannot be 0"));
    }
    let mut loops = vec![];
    innermost_parallel_loops(ctx, root, &mut loops);
    for op in loops {
        if ParallelOp(op).init_vals(ctx).is_empty() {
            tile(ctx, op, tile_sizes, no_min_max_bounds);
        }
    }
    Ok(())
}

/// `arith.constant <v> : index` before `ip`.
fn const_index(ctx: &mut Context, ip: Ip, loc: Attribute, v: i64) -> ValueId {
    let index = ctx.index();
    let a = ctx.int_attr(index, v);
    let c = ConstantOp::build(&mut at(ctx, ip), loc, index, a).id();
    ctx.result(c, 0)
}

/// The value of an `arith.constant` of `index` type (`ConstantIndexOp`).
fn constant_index(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.defining_op(v)?;
    if !ConstantOp::is(ctx, op) || !ctx.is_index(ctx.value_type(v)) {
        return None;
    }
    match ctx.attr_kind(ctx.get_attr(op, "value")?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// `ParallelOp::build(lbs, ubs, steps)` before `ip`: with a body block of index arguments ending
/// in `scf.reduce` when `body` is set, with an empty region otherwise.
fn build_parallel(
    ctx: &mut Context,
    ip: Ip,
    loc: Attribute,
    bounds: [&[ValueId]; 3],
    body: bool,
) -> OpId {
    let st = build_state(
        ctx,
        ParallelOp::def(),
        loc,
        &[Group::Many(&[])],
        &[
            Group::Many(bounds[0]),
            Group::Many(bounds[1]),
            Group::Many(bounds[2]),
            Group::Many(&[]),
        ],
        &[],
    );
    let op = at(ctx, ip).insert(st);
    let r = ctx.new_region();
    ctx.regions[r].parent = Some(op);
    ctx.ops[op].regions.push(r);
    if body {
        let b = ctx.new_block();
        ctx.append_block(r, b);
        let index = ctx.index();
        for _ in bounds[2] {
            ctx.add_block_arg(b, index, Some(loc));
        }
        ReduceOp::build(&mut at(ctx, Ip::End(b)), loc, &[]);
    }
    op
}

fn body_block(ctx: &Context, op: OpId) -> Option<BlockId> {
    let r = *ctx.ops[op].regions.first()?;
    ctx.regions[r].first
}

/// Moves the blocks of `src` to the end of `dst` (`Region::takeBody` into an empty region).
fn take_body(ctx: &mut Context, dst: RegionId, src: RegionId) {
    while let Some(b) = ctx.regions[src].first {
        ctx.detach_block(b);
        ctx.append_block(dst, b);
    }
}

/// Every use of `v` but those in `except` now uses `new` (`replaceAllUsesExcept`).
fn replace_uses_except(ctx: &mut Context, v: ValueId, new: ValueId, except: OpId) {
    let uses: Vec<_> = ctx.values[v]
        .uses
        .iter()
        .filter(|u| u.op != except)
        .map(|u| (u.op, u.index as usize))
        .collect();
    for (op, i) in uses {
        ctx.set_operand(op, i, new);
    }
}

fn dim(i: u32) -> AffineExpr {
    AffineExpr::Dim(i)
}

/// `scf::tileParallelLoop`.
fn tile(ctx: &mut Context, op: OpId, tile_sizes: &[i64], no_min_max_bounds: bool) {
    let loc = ctx.ops[op].loc;
    let index = ctx.index();
    let p = ParallelOp(op);
    let (lbs, ubs, steps) = (
        p.lower_bound(ctx).to_vec(),
        p.upper_bound(ctx).to_vec(),
        p.step(ctx).to_vec(),
    );
    let Some(op_body) = body_block(ctx, op) else {
        return;
    };
    let before = Ip::Before(op);
    let zero = const_index(ctx, Ip::Before(op), loc, 0);
    let tiles: Vec<i64> = (0..ubs.len())
        .map(|i| tile_sizes.get(i).copied().unwrap_or(1))
        .collect();
    let tile_values: Vec<ValueId> = tiles
        .iter()
        .map(|&t| const_index(ctx, Ip::Before(op), loc, t))
        .collect();
    let new_steps: Vec<ValueId> = steps
        .iter()
        .zip(&tile_values)
        .map(|(&s, &t)| {
            let m = MulIOp::build(&mut at(ctx, Ip::Before(op)), loc, index, s, t, None).id();
            ctx.result(m, 0)
        })
        .collect();
    let outer = build_parallel(ctx, before, loc, [&lbs, &ubs, &new_steps], true);
    let Some(outer_body) = body_block(ctx, outer) else {
        return;
    };
    let outer_ivs = ctx.blocks[outer_body].args.clone();
    let Some(outer_reduce) = ctx.blocks[outer_body].last else {
        return;
    };
    let in_outer = Ip::Before(outer_reduce);
    let min_map = AffineMap {
        num_dims: 3,
        num_symbols: 0,
        results: vec![
            dim(0),
            AffineExpr::Bin(
                AffineBinOp::Add,
                Box::new(dim(1)),
                Box::new(AffineExpr::Bin(
                    AffineBinOp::Mul,
                    Box::new(dim(2)),
                    Box::new(AffineExpr::Const(-1)),
                )),
            ),
        ],
    };
    let mut new_bounds = vec![];
    let mut need_inbound_check = false;
    for i in 0..ubs.len() {
        let (lb, ub, new_step, iv, step) = (lbs[i], ubs[i], new_steps[i], outer_ivs[i], steps[i]);
        if let (Some(l), Some(u), Some(s)) = (
            constant_index(ctx, lb),
            constant_index(ctx, ub),
            constant_index(ctx, step),
        ) {
            // `llvm::divideCeil` on unsigned 64-bit values, as upstream computes it.
            let (n, d) = (u.wrapping_sub(l) as u64, s as u64);
            let bias = u64::from(n != 0);
            if let Some(q) = (n - bias).checked_div(d) {
                if (q + bias) % (tiles[i] as u64) == 0 {
                    new_bounds.push(new_step);
                    continue;
                }
            }
        }
        if no_min_max_bounds {
            new_bounds.push(new_step);
            need_inbound_check = true;
            continue;
        }
        let a = ctx.attr(AttrKind::AffineMap(min_map.clone()));
        let m = MinOp::build(&mut at(ctx, in_outer), loc, index, &[new_step, ub, iv], a).id();
        new_bounds.push(ctx.result(m, 0));
    }
    let zeros = vec![zero; new_bounds.len()];
    let inbound_check = no_min_max_bounds && need_inbound_check;
    let inner = build_parallel(
        ctx,
        in_outer,
        loc,
        [&zeros, &new_bounds, &steps],
        inbound_check,
    );
    let op_region = ctx.ops[op].regions[0];
    if inbound_check {
        let Some(inner_body) = body_block(ctx, inner) else {
            return;
        };
        let inner_ivs = ctx.blocks[inner_body].args.clone();
        let Some(inner_reduce) = ctx.blocks[inner_body].last else {
            return;
        };
        let ip = Ip::Before(inner_reduce);
        let i1 = ctx.i1();
        let t = ctx.int_attr(i1, 1);
        let c = ConstantOp::build(&mut at(ctx, ip), loc, i1, t).id();
        let mut inbound = ctx.result(c, 0);
        for i in 0..ubs.len() {
            let m = MulIOp::build(&mut at(ctx, ip), loc, index, inner_ivs[i], steps[i], None).id();
            let m = ctx.result(m, 0);
            let a = AddIOp::build(&mut at(ctx, ip), loc, index, m, outer_ivs[i], None).id();
            let a = ctx.result(a, 0);
            let ult = ctx.i64_attr(ULT);
            let cmp = CmpIOp::build(&mut at(ctx, ip), loc, i1, a, ubs[i], ult).id();
            let cmp = ctx.result(cmp, 0);
            let and = AndIOp::build(&mut at(ctx, ip), loc, i1, inbound, cmp).id();
            inbound = ctx.result(and, 0);
        }
        let if_op = IfOp::build(&mut at(ctx, ip), loc, &[], inbound).id();
        let then_region = ctx.new_region();
        ctx.regions[then_region].parent = Some(if_op);
        ctx.ops[if_op].regions.push(then_region);
        let else_region = ctx.new_region();
        ctx.regions[else_region].parent = Some(if_op);
        ctx.ops[if_op].regions.push(else_region);
        take_body(ctx, then_region, op_region);
        if let Some(reduce) = ctx.blocks[op_body].last {
            let rloc = ctx.ops[reduce].loc;
            YieldOp::build(&mut at(ctx, Ip::End(op_body)), rloc, &[]);
            ctx.erase_op(reduce);
        }
        let first = ctx.blocks[inner_body].first;
        let args = ctx.blocks[op_body].args.clone();
        for (i, arg) in args.iter().enumerate() {
            let ip = match first {
                Some(f) => Ip::Before(f),
                None => Ip::End(inner_body),
            };
            let a = AddIOp::build(
                &mut at(ctx, ip),
                loc,
                index,
                inner_ivs[i],
                outer_ivs[i],
                None,
            )
            .id();
            let v = ctx.result(a, 0);
            replace_uses_except(ctx, *arg, v, a);
        }
        for i in (0..args.len()).rev() {
            ctx.erase_block_arg(op_body, i);
        }
    } else {
        let inner_region = ctx.ops[inner].regions[0];
        take_body(ctx, inner_region, op_region);
        let first = ctx.blocks[op_body].first;
        let inner_ivs = ctx.blocks[op_body].args.clone();
        for (iv, outer_iv) in inner_ivs.iter().zip(&outer_ivs) {
            let ip = match first {
                Some(f) => Ip::Before(f),
                None => Ip::End(op_body),
            };
            let a = AddIOp::build(&mut at(ctx, ip), loc, index, *iv, *outer_iv, None).id();
            let v = ctx.result(a, 0);
            replace_uses_except(ctx, *iv, v, a);
        }
    }
    ctx.erase_op(op);
}

// ---- scf-parallel-loop-fusion ------------------------------------------------------------------

/// Ops implementing `ViewLikeOpInterface` in MLIR 19 (of the dialects irbridge has): their result
/// addresses the memory of their first operand (`getViewSource`).
fn is_view_like(ctx: &Context, op: OpId) -> bool {
    use irbridge::dialect::memref as m;
    m::CastOp::is(ctx, op)
        || m::ExtractStridedMetadataOp::is(ctx, op)
        || m::MemorySpaceCastOp::is(ctx, op)
        || m::ReinterpretCastOp::is(ctx, op)
        || m::ReshapeOp::is(ctx, op)
        || m::ExpandShapeOp::is(ctx, op)
        || m::CollapseShapeOp::is(ctx, op)
        || m::SubViewOp::is(ctx, op)
        || m::ViewOp::is(ctx, op)
        || irbridge::dialect::vector::TypeCastOp::is(ctx, op)
}

/// `maxUnderlyingValueSearchDepth` of LocalAliasAnalysis.cpp.
const MAX_ALIAS_DEPTH: u32 = 10;

/// The position of `v` among its block's arguments or its op's results.
fn value_position(ctx: &Context, v: ValueId) -> usize {
    match ctx.values[v].def {
        ValueDef::BlockArg { index, .. } | ValueDef::OpResult { index, .. } => index as usize,
    }
}

/// `collectUnderlyingAddressValues`: the values `v` may be derived from through views, block
/// arguments of branches and region-branch edges (at most [`MAX_ALIAS_DEPTH`] steps deep).
fn underlying_values(
    ctx: &Context,
    v: ValueId,
    depth: u32,
    visited: &mut Vec<ValueId>,
    out: &mut Vec<ValueId>,
) {
    if visited.contains(&v) {
        return;
    }
    visited.push(v);
    if depth == 0 {
        out.push(v);
        return;
    }
    let depth = depth - 1;
    match ctx.values[v].def {
        ValueDef::OpResult { op, index } => {
            if is_view_like(ctx, op) {
                if let Some(&src) = ctx.ops[op].operands.first() {
                    underlying_values(ctx, src, depth, visited, out);
                    return;
                }
            }
            if let Some(def) = region_branch(ctx, op) {
                let input = (v, index as usize);
                underlying_through_branch(ctx, op, def, None, input, depth, visited, out);
                return;
            }
            out.push(v);
        }
        ValueDef::BlockArg { block, index } => {
            let Some(region) = ctx.blocks[block].parent else {
                out.push(v);
                return;
            };
            if ctx.regions[region].first != Some(block) {
                for u in ctx.predecessors(block).collect::<Vec<_>>() {
                    let branch = ctx.ops[u.op].def.and_then(|d| d.branch);
                    let Some(branch) = branch else {
                        out.push(v);
                        return;
                    };
                    let s = branch(ctx, u.op, u.index as usize);
                    let i = index as usize;
                    if i >= s.len {
                        out.push(v);
                        return;
                    }
                    let Some(&operand) = ctx.ops[u.op].operands.get(s.start + i) else {
                        out.push(v);
                        return;
                    };
                    underlying_values(ctx, operand, depth, visited, out);
                }
                return;
            }
            let Some(op) = ctx.regions[region].parent else {
                out.push(v);
                return;
            };
            let Some(def) = region_branch(ctx, op) else {
                out.push(v);
                return;
            };
            let ri = ctx.ops[op].regions.iter().position(|r| *r == region);
            let input = (v, index as usize);
            underlying_through_branch(ctx, op, def, ri, input, depth, visited, out);
        }
    }
}

/// The region-branch case of `collectUnderlyingAddressValues`: `input` (a value and its position)
/// is an argument of region `region` of `op` (its result when `None`); follow every edge into it.
#[allow(clippy::too_many_arguments)]
fn underlying_through_branch(
    ctx: &Context,
    op: OpId,
    def: &RegionBranchDef,
    region: Option<usize>,
    input: (ValueId, usize),
    depth: u32,
    visited: &mut Vec<ValueId>,
    out: &mut Vec<ValueId>,
) {
    let (input_value, input_index) = input;
    // `getOperandIndexIfPred`: where `input` sits among the values `pred` passes to the target.
    let operand_index = |pred: BranchPoint, out: &mut Vec<ValueId>| -> Option<usize> {
        for s in (def.successors)(ctx, op, pred) {
            let hits = match (&s, region) {
                (RegionSuccessor::Region { index, .. }, Some(r)) => *index == r,
                (RegionSuccessor::Parent { .. }, None) => true,
                _ => false,
            };
            if !hits {
                continue;
            }
            let inputs = s.inputs();
            let (Some(&first), Some(&last)) = (inputs.first(), inputs.last()) else {
                out.push(input_value);
                break;
            };
            let (first, last) = (value_position(ctx, first), value_position(ctx, last));
            if first > input_index || last < input_index {
                out.push(input_value);
                break;
            }
            return Some(input_index - first);
        }
        None
    };
    let point = match region {
        Some(r) => BranchPoint::Region(r),
        None => BranchPoint::Parent,
    };
    if let Some(i) = operand_index(BranchPoint::Parent, out) {
        if let Some(&x) = (def.entry_operands)(ctx, op, point).get(i) {
            underlying_values(ctx, x, depth, visited, out);
        }
    }
    for (ri, &r) in ctx.ops[op].regions.iter().enumerate() {
        let Some(i) = operand_index(BranchPoint::Region(ri), out) else {
            continue;
        };
        for b in ctx.region_blocks(r) {
            let Some(term) = ctx.blocks[b].last else {
                continue;
            };
            if let Some(forwarded) = terminator_operands(ctx, term, point) {
                if let Some(&x) = forwarded.get(i) {
                    underlying_values(ctx, x, depth, visited, out);
                }
            } else if !ctx.ops[term].successors.is_empty() {
                out.push(input_value);
                return;
            }
        }
    }
}

/// `isa<FunctionOpInterface>`: `func.func` and `llvm.func` here.
fn is_function(ctx: &Context, op: OpId) -> bool {
    irbridge::dialect::func::FuncOp::is(ctx, op)
        || irbridge::dialect::llvm::ops::func::LLVMFuncOp::is(ctx, op)
}

/// `getAllocEffectFor`: `Some(scope)` if the op defining `v` allocates it; the scope is the
/// closest `AutomaticAllocationScope` above the op for stack allocations, the enclosing function
/// otherwise.
fn alloc_scope(ctx: &Context, v: ValueId) -> Option<Option<OpId>> {
    let (op, on) = match ctx.values[v].def {
        ValueDef::OpResult { op, index } => (op, Some(index as usize)),
        ValueDef::BlockArg { block, .. } => (ctx.block_parent_op(block)?, None),
    };
    let effects = op_effects(ctx, op)?;
    let alloc = effects.iter().find(|e| {
        e.effect == Effect::Allocate
            && match e.on {
                EffectOn::Result(i) => on == Some(i),
                EffectOn::Operand(i) => ctx.ops[op].operands.get(i) == Some(&v),
                EffectOn::Resource => false,
            }
    })?;
    let mut p = ctx.parent_op(op);
    while let Some(o) = p {
        let found = if alloc.resource == Some("AutomaticAllocationScope") {
            ctx.ops[o].def.is_some_and(|d| d.has(traits::ALLOCA_SCOPE))
        } else {
            is_function(ctx, o)
        };
        if found {
            return Some(Some(o));
        }
        p = ctx.parent_op(o);
    }
    Some(None)
}

fn is_constant(ctx: &Context, v: ValueId) -> bool {
    ctx.defining_op(v)
        .and_then(|o| ctx.ops[o].def)
        .is_some_and(|d| d.has(traits::CONSTANT_LIKE))
}

/// `LocalAliasAnalysis::aliasImpl(lhs, rhs).isNo()`.
fn no_alias_impl(ctx: &Context, lhs: ValueId, rhs: ValueId) -> bool {
    if lhs == rhs {
        return false;
    }
    if is_constant(ctx, lhs) {
        return !is_constant(ctx, rhs) && alloc_scope(ctx, rhs).is_some();
    }
    if is_constant(ctx, rhs) {
        return alloc_scope(ctx, lhs).is_some();
    }
    let (l, r) = (alloc_scope(ctx, lhs), alloc_scope(ctx, rhs));
    let (scope, other) = match (l, r) {
        (Some(_), Some(_)) => return true,
        (None, None) => return false,
        (Some(s), None) => (s, rhs),
        (None, Some(s)) => (s, lhs),
    };
    let Some(scope) = scope else {
        return false;
    };
    let Some(block) = ctx.value_block(other) else {
        return false;
    };
    let Some(parent) = ctx.block_parent_op(block) else {
        return false;
    };
    if ctx.is_proper_ancestor(parent, scope) {
        return true;
    }
    parent == scope
        && matches!(ctx.values[other].def, ValueDef::BlockArg { .. })
        && ctx.blocks[block]
            .parent
            .is_some_and(|r| ctx.regions[r].first == Some(block))
}

/// `!LocalAliasAnalysis::alias(a, b).isNo()`: every pair of underlying values must be known apart.
fn may_alias(ctx: &Context, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    let collect = |v| {
        let mut out = vec![];
        underlying_values(ctx, v, MAX_ALIAS_DEPTH, &mut vec![], &mut out);
        out
    };
    let (la, lb) = (collect(a), collect(b));
    if la.is_empty() || lb.is_empty() {
        return true;
    }
    !la.iter()
        .all(|x| lb.iter().all(|y| no_alias_impl(ctx, *x, *y)))
}

/// The ops nested in `block` (at any depth), in the order of upstream's post-order walk.
fn nested_ops(ctx: &Context, block: BlockId, out: &mut Vec<OpId>) {
    for o in ctx.block_ops(block) {
        for &r in &ctx.ops[o].regions {
            for b in ctx.region_blocks(r) {
                nested_ops(ctx, b, out);
            }
        }
        out.push(o);
    }
}

fn body_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = vec![];
    if let Some(b) = body_block(ctx, op) {
        nested_ops(ctx, b, &mut out);
    }
    out
}

/// `OperationEquivalence::isEquivalentTo(a, b, IgnoreLocations)` with operands compared through
/// `map` (`lookupOrDefault` on both sides). Ops holding regions are not compared (never the case
/// of the index computations this is asked about; upstream compares such regions value for
/// value, which the map rarely satisfies).
fn equivalent_through(ctx: &Context, a: OpId, b: OpId, map: &[(ValueId, ValueId)]) -> bool {
    if a == b {
        return true;
    }
    let (x, y) = (&ctx.ops[a], &ctx.ops[b]);
    let look = |v: ValueId| map.iter().find(|(k, _)| *k == v).map_or(v, |(_, t)| *t);
    if x.name != y.name
        || x.attrs != y.attrs
        || x.props != y.props
        || !x.regions.is_empty()
        || !y.regions.is_empty()
        || x.successors.len() != y.successors.len()
        || x.operands.len() != y.operands.len()
        || x.results.len() != y.results.len()
    {
        return false;
    }
    for (l, r) in x.operands.iter().zip(&y.operands) {
        if l == r {
            continue;
        }
        if ctx.value_type(*l) != ctx.value_type(*r) || look(*l) != look(*r) {
            return false;
        }
    }
    x.results
        .iter()
        .zip(&y.results)
        .all(|(l, r)| ctx.value_type(*l) == ctx.value_type(*r))
}

/// `haveNoReadsAfterWriteExceptSameIndex`: every `memref.load` of `second` reading a buffer
/// `first` stores to reads it at the (mapped) indices of the store, which are the same for every
/// store of that buffer; no load reads a buffer defined next to it or one that may alias a
/// stored buffer.
fn no_reads_after_write_except_same_index(
    ctx: &Context,
    first: OpId,
    second: OpId,
    map: &[(ValueId, ValueId)],
) -> bool {
    use irbridge::dialect::memref::{LoadOp, StoreOp};
    let look = |v: ValueId| map.iter().find(|(k, _)| *k == v).map_or(v, |(_, t)| *t);
    let mut stores: Vec<(ValueId, Vec<Vec<ValueId>>)> = vec![];
    let mut stored: Vec<ValueId> = vec![];
    for o in body_ops(ctx, first) {
        if StoreOp::is(ctx, o) {
            let ops = &ctx.ops[o].operands;
            let (Some(&mem), Some(indices)) = (ops.get(1), ops.get(2..)) else {
                continue;
            };
            match stores.iter_mut().find(|(m, _)| *m == mem) {
                Some((_, v)) => v.push(indices.to_vec()),
                None => stores.push((mem, vec![indices.to_vec()])),
            }
            stored.push(mem);
        }
    }
    for load in body_ops(ctx, second) {
        if !LoadOp::is(ctx, load) {
            continue;
        }
        let ops = &ctx.ops[load].operands;
        let (Some(&mem), Some(load_indices)) = (ops.first(), ops.get(1..)) else {
            continue;
        };
        if ctx
            .defining_op(mem)
            .is_some_and(|d| ctx.ops[d].parent == ctx.ops[load].parent)
        {
            return false;
        }
        if stored.iter().any(|&s| s != mem && may_alias(ctx, s, mem)) {
            return false;
        }
        let Some((_, writes)) = stores.iter().find(|(m, _)| *m == mem) else {
            continue;
        };
        let Some(store_indices) = writes.first() else {
            return false;
        };
        if writes.iter().any(|w| w != store_indices) {
            return false;
        }
        if store_indices.len() != load_indices.len() {
            return false;
        }
        for (&s, &l) in store_indices.iter().zip(load_indices) {
            if look(s) == l {
                continue;
            }
            let (Some(sd), Some(ld)) = (ctx.defining_op(s), ctx.defining_op(l)) else {
                return false;
            };
            if !is_memory_effect_free(ctx, sd)
                || !is_memory_effect_free(ctx, ld)
                || !equivalent_through(ctx, sd, ld, map)
            {
                return false;
            }
        }
    }
    true
}

fn has_nested_parallel(ctx: &Context, op: OpId) -> bool {
    body_ops(ctx, op).iter().any(|&o| ParallelOp::is(ctx, o))
}

/// `isFusionLegal`.
fn fusion_legal(ctx: &Context, first: OpId, second: OpId) -> bool {
    if has_nested_parallel(ctx, first) || has_nested_parallel(ctx, second) {
        return false;
    }
    let (p, q) = (ParallelOp(first), ParallelOp(second));
    if p.step(ctx).len() != q.step(ctx).len()
        || p.lower_bound(ctx) != q.lower_bound(ctx)
        || p.upper_bound(ctx) != q.upper_bound(ctx)
        || p.step(ctx) != q.step(ctx)
    {
        return false;
    }
    let (Some(b1), Some(b2)) = (body_block(ctx, first), body_block(ctx, second)) else {
        return false;
    };
    let (a1, a2) = (&ctx.blocks[b1].args, &ctx.blocks[b2].args);
    let forward: Vec<(ValueId, ValueId)> = a1.iter().copied().zip(a2.iter().copied()).collect();
    let backward: Vec<(ValueId, ValueId)> = a2.iter().copied().zip(a1.iter().copied()).collect();
    no_reads_after_write_except_same_index(ctx, first, second, &forward)
        && no_reads_after_write_except_same_index(ctx, second, first, &backward)
}

/// `DominanceInfo::properlyDominates(a, user, enclosingOpOk=false)`: the user's ancestor in `a`'s
/// region comes after `a` in `a`'s block, or sits in a block `a`'s block dominates (a user nested
/// in `a` is not dominated).
pub(crate) fn properly_dominates(ctx: &Context, a: OpId, user: OpId) -> bool {
    let Some(block) = ctx.ops[a].parent else {
        return false;
    };
    let Some(region) = ctx.blocks[block].parent else {
        return false;
    };
    let mut u = user;
    let ub = loop {
        let Some(b) = ctx.ops[u].parent else {
            return false;
        };
        if ctx.blocks[b].parent == Some(region) {
            break b;
        }
        match ctx.parent_op(u) {
            Some(p) => u = p,
            None => return false,
        }
    };
    if ub != block {
        return irbridge::transforms::dominance::DomTree::new(ctx, region).dominates(block, ub);
    }
    if u == a {
        return false;
    }
    let mut n = ctx.ops[a].next;
    while let Some(o) = n {
        if o == u {
            return true;
        }
        n = ctx.ops[o].next;
    }
    false
}

/// `fuseIfLegal`: the body of `first` followed by that of `second` in a new loop built before
/// `second`, their reductions concatenated; returns the new loop (or `second` unchanged).
fn fuse_if_legal(ctx: &mut Context, first: OpId, second: OpId) -> OpId {
    if !fusion_legal(ctx, first, second) {
        return second;
    }
    let users: Vec<OpId> = ctx.ops[first]
        .results
        .iter()
        .flat_map(|r| ctx.values[*r].uses.iter().map(|u| u.op))
        .collect();
    if !users.iter().all(|&u| properly_dominates(ctx, second, u)) {
        return second;
    }
    let (p, q) = (ParallelOp(first), ParallelOp(second));
    let inits1 = p.init_vals(ctx).to_vec();
    let inits2 = q.init_vals(ctx).to_vec();
    let mut inits = inits1.clone();
    inits.extend(&inits2);
    let (lbs, ubs, steps) = (
        q.lower_bound(ctx).to_vec(),
        q.upper_bound(ctx).to_vec(),
        q.step(ctx).to_vec(),
    );
    let loc = ctx.ops[second].loc;
    let types: Vec<_> = inits.iter().map(|v| ctx.value_type(*v)).collect();
    let st = build_state(
        ctx,
        ParallelOp::def(),
        loc,
        &[Group::Many(&types)],
        &[
            Group::Many(&lbs),
            Group::Many(&ubs),
            Group::Many(&steps),
            Group::Many(&inits),
        ],
        &[],
    );
    let fused = at(ctx, Ip::Before(second)).insert(st);
    let region = ctx.new_region();
    ctx.regions[region].parent = Some(fused);
    ctx.ops[fused].regions.push(region);
    let block = ctx.new_block();
    ctx.append_block(region, block);
    let index = ctx.index();
    for _ in &steps {
        ctx.add_block_arg(block, index, Some(loc));
    }
    if inits.is_empty() {
        ReduceOp::build(&mut at(ctx, Ip::End(block)), loc, &[]);
    }
    let (Some(b1), Some(b2)) = (body_block(ctx, first), body_block(ctx, second)) else {
        return second;
    };
    let (Some(term1), Some(term2)) = (ctx.blocks[b1].last, ctx.blocks[b2].last) else {
        return second;
    };
    let args = ctx.blocks[block].args.clone();
    inline_block_at_start(ctx, b2, block, &args);
    inline_block_at_start(ctx, b1, block, &args);
    let results = ctx.ops[fused].results.to_vec();
    if !results.is_empty() {
        let mut reduce_args = ctx.ops[term1].operands.to_vec();
        reduce_args.extend(ctx.ops[term2].operands.iter().copied());
        let rloc = ctx.ops[term2].loc;
        let reduce = ReduceOp::build(&mut at(ctx, Ip::End(block)), rloc, &reduce_args).id();
        let old: Vec<RegionId> = ctx.ops[term1]
            .regions
            .iter()
            .chain(&ctx.ops[term2].regions)
            .copied()
            .collect();
        for (old_region, v) in old.into_iter().zip(&reduce_args) {
            let r = ctx.new_region();
            ctx.regions[r].parent = Some(reduce);
            ctx.ops[reduce].regions.push(r);
            let nb = ctx.new_block();
            ctx.append_block(r, nb);
            let ty = ctx.value_type(*v);
            ctx.add_block_arg(nb, ty, Some(rloc));
            ctx.add_block_arg(nb, ty, Some(rloc));
            if let Some(ob) = ctx.regions[old_region].first {
                let nargs = ctx.blocks[nb].args.clone();
                inline_block_at_start(ctx, ob, nb, &nargs);
            }
        }
        let r1 = ctx.ops[first].results.to_vec();
        let r2 = ctx.ops[second].results.to_vec();
        for (old, new) in r1.iter().chain(&r2).zip(&results) {
            ctx.replace_all_uses(*old, *new);
        }
    }
    ctx.erase_op(term1);
    ctx.erase_op(term2);
    ctx.erase_op(first);
    ctx.erase_op(second);
    fused
}

/// `inlineBlockBefore(source, dest, dest->begin(), args)`: the ops of `source` go to the start of
/// `dest`, its arguments replaced by `args`; `source` is erased.
fn inline_block_at_start(ctx: &mut Context, source: BlockId, dest: BlockId, args: &[ValueId]) {
    let old = ctx.blocks[source].args.clone();
    for (a, n) in old.iter().zip(args) {
        ctx.replace_all_uses(*a, *n);
    }
    let anchor = ctx.blocks[dest].first;
    for o in ctx.block_ops(source) {
        ctx.detach_op(o);
        match anchor {
            Some(x) => ctx.insert_op_before(x, o),
            None => ctx.append_op(dest, o),
        }
    }
    ctx.erase_block(source);
}

/// `naivelyFuseParallelOps`: in each block, chains of `scf.parallel` ops with only side-effect
/// free, region-free ops between them; each loop of a chain fused into the next when legal.
fn fuse_in_region(ctx: &mut Context, region: RegionId) {
    for block in ctx.region_blocks(region) {
        let mut chains: Vec<Vec<OpId>> = vec![vec![]];
        let mut no_side_effects = true;
        for o in ctx.block_ops(block) {
            if ParallelOp::is(ctx, o) {
                if no_side_effects {
                    if let Some(c) = chains.last_mut() {
                        c.push(o);
                    }
                } else {
                    chains.push(vec![o]);
                    no_side_effects = true;
                }
                continue;
            }
            no_side_effects &= is_memory_effect_free(ctx, o) && ctx.ops[o].regions.is_empty();
        }
        for chain in chains {
            let mut chain = chain;
            for i in 0..chain.len().saturating_sub(1) {
                chain[i + 1] = fuse_if_legal(ctx, chain[i], chain[i + 1]);
            }
        }
    }
}

/// `scf-parallel-loop-fusion`: every region of every op, innermost ops first.
pub fn fusion_pass(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    all_post_order(ctx, root, &mut ops);
    for op in ops {
        if ctx.ops[op].erased {
            continue;
        }
        for region in ctx.ops[op].regions.clone() {
            fuse_in_region(ctx, region);
        }
    }
    Ok(())
}

fn all_post_order(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                all_post_order(ctx, o, out);
            }
        }
    }
    out.push(op);
}
