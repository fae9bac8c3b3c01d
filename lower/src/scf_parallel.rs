//! `scf.parallel` rewrites of upstream's `SCF/Transforms`: `scf-parallel-loop-tiling`
//! (ParallelLoopTiling.cpp, options `parallel-loop-tile-sizes` and `no-min-max-bounds`): every
//! innermost `scf.parallel` without reductions becomes an outer loop stepping by tiles and an
//! inner loop over one tile, bounded by an `affine.min` (or, with `no-min-max-bounds`, running a
//! whole tile with the body under an in-bounds `scf.if`).

use crate::scf_to_cf::{at, Ip};
use irbridge::diag::{DiagLoc, Diagnostic};
use irbridge::dialect::affine::MinOp;
use irbridge::dialect::arith::{AddIOp, AndIOp, CmpIOp, ConstantOp, MulIOp};
use irbridge::dialect::scf::{IfOp, ParallelOp, ReduceOp, YieldOp};
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, RegionId, ValueId};
use irbridge::ods::typed::{build_state, Group};
use irbridge::ods::OpBuilder;

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
            if d != 0 {
                let bias = u64::from(n != 0);
                let iterations = (n - bias) / d + bias;
                if iterations % (tiles[i] as u64) == 0 {
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
