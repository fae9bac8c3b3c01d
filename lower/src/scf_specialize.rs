//! Loop rewrites of upstream's `SCF/Transforms` that reshape loop bounds:
//! `scf-for-loop-range-folding` (LoopRangeFolding.cpp: an `arith.addi`/`arith.muli` applied to the
//! induction variable folded into the bounds) and `scf-for-loop-specialization` /
//! `scf-parallel-loop-specialization` (LoopSpecialization.cpp: a loop whose upper bounds are
//! `affine.min`s with a constant result duplicated under an `scf.if`, one copy with the constants
//! as bounds).

use crate::scf_to_cf::{at, Ip};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::{map_of, MinOp};
use irbridge::dialect::arith::{AddIOp, AndIOp, CmpIOp, ConstantOp, MulIOp};
use irbridge::dialect::scf::{ForOp, IfOp, ParallelOp, YieldOp};
use irbridge::ir::attrs::AffineExpr;
use irbridge::ir::{BlockId, Context, OpId, ValueId};
use irbridge::transforms::clone::{clone_op, Mapping};

/// `arith.cmpi` predicate `eq`.
const EQ: i64 = 0;

/// The ops nested in `op` (`op` included) whose record is `def`, innermost first (the order of
/// upstream's post-order `walk`).
fn post_order(ctx: &Context, op: OpId, def: &'static irbridge::ods::OpDef, out: &mut Vec<OpId>) {
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                post_order(ctx, o, def, out);
            }
        }
    }
    if def.is(ctx, op) {
        out.push(op);
    }
}

/// True if `v` is defined outside `loop_op` (`LoopLikeOpInterface::isDefinedOutsideOfLoop`).
fn defined_outside(ctx: &Context, v: ValueId, loop_op: OpId) -> bool {
    let mut owner = ctx.value_block(v).and_then(|b| ctx.block_parent_op(b));
    while let Some(o) = owner {
        if o == loop_op {
            return false;
        }
        owner = ctx.parent_op(o);
    }
    true
}

/// The induction variable of an `scf.for` (its body's first argument).
fn induction_var(ctx: &Context, op: OpId) -> Option<ValueId> {
    let r = *ctx.ops[op].regions.first()?;
    let b = ctx.regions[r].first?;
    ctx.blocks[b].args.first().copied()
}

/// `scf-for-loop-range-folding`, on every `scf.for` innermost first.
pub fn range_folding_pass(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut loops = vec![];
    post_order(ctx, root, ForOp::def(), &mut loops);
    for op in loops {
        fold_range(ctx, op);
    }
    Ok(())
}

/// Until a fixed point: when the induction variable's only user is an `arith.addi` (or
/// `arith.muli`) of it and values from outside the loop, copies of that op applied to the lower
/// and upper bounds (to the upper bound and step) before the loop become the new bounds, and the
/// op's uses take the induction variable. As upstream, a product leaves the lower bound alone.
fn fold_range(ctx: &mut Context, op: OpId) {
    let Some(iv) = induction_var(ctx, op) else {
        return;
    };
    loop {
        let uses = &ctx.values[iv].uses;
        if uses.len() != 1 {
            return;
        }
        let user = uses[0].op;
        let is_add = AddIOp::is(ctx, user);
        if !is_add && !MulIOp::is(ctx, user) {
            return;
        }
        if !ctx.ops[user]
            .operands
            .iter()
            .all(|&v| v == iv || defined_outside(ctx, v, op))
        {
            return;
        }
        let bounds = ctx.ops[op].operands.to_vec();
        if bounds.len() < 3 {
            return;
        }
        // Operand positions of the two bounds the clones replace: (lb, ub) or (ub, step).
        let targets = if is_add { [0, 1] } else { [1, 2] };
        let mut folded = [iv; 2];
        for (slot, &t) in folded.iter_mut().zip(&targets) {
            let mut m = Mapping::default();
            m.values.insert(iv, bounds[t]);
            let c = clone_op(ctx, user, &mut m);
            ctx.insert_op_before(op, c);
            *slot = ctx.result(c, 0);
        }
        for (&t, &v) in targets.iter().zip(&folded) {
            ctx.set_operand(op, t, v);
        }
        let r = ctx.result(user, 0);
        ctx.replace_all_uses(r, iv);
        ctx.erase_op(user);
    }
}

/// The smallest constant result of the `affine.min` defining `v`, if it has one.
fn min_constant(ctx: &Context, v: ValueId) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    if !MinOp::is(ctx, def) {
        return None;
    }
    map_of(ctx, def)?
        .results
        .iter()
        .filter_map(|e| match e {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        })
        .min()
}

/// `scf-for-loop-specialization`, on every `scf.for` innermost first.
pub fn for_specialization_pass(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut loops = vec![];
    post_order(ctx, root, ForOp::def(), &mut loops);
    for op in loops {
        let Some(&ub) = ctx.ops[op].operands.get(1) else {
            continue;
        };
        if let Some(k) = min_constant(ctx, ub) {
            specialize(ctx, op, &[(ub, k)]);
        }
    }
    Ok(())
}

/// `scf-parallel-loop-specialization`, on every `scf.parallel` innermost first: every upper bound
/// must be an `affine.min` with a constant result.
pub fn parallel_specialization_pass(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut loops = vec![];
    post_order(ctx, root, ParallelOp::def(), &mut loops);
    for op in loops {
        let ubs = ParallelOp(op).upper_bound(ctx).to_vec();
        let bounds: Option<Vec<(ValueId, i64)>> = ubs
            .iter()
            .map(|&u| min_constant(ctx, u).map(|k| (u, k)))
            .collect();
        if let Some(bounds) = bounds {
            specialize(ctx, op, &bounds);
        }
    }
    Ok(())
}

/// A region of `op` holding one empty block.
fn add_block_region(ctx: &mut Context, op: OpId) -> BlockId {
    let r = ctx.new_region();
    let b = ctx.new_block();
    ctx.append_block(r, b);
    ctx.regions[r].parent = Some(op);
    ctx.ops[op].regions.push(r);
    b
}

/// Before `op`: an `arith.constant` and an `arith.cmpi eq` per (bound, constant), their
/// conjunction, and an `scf.if` on it holding a copy of `op` with the constants as bounds and, in
/// `else`, a plain copy; `op` is erased. Upstream builds the `scf.if` without results (a loop
/// whose results are used then leaves them dangling and mlir-opt 19 crashes); here such a loop's
/// results become the `scf.if`'s.
fn specialize(ctx: &mut Context, op: OpId, bounds: &[(ValueId, i64)]) {
    let loc = ctx.ops[op].loc;
    let index = ctx.index();
    let i1 = ctx.i1();
    let mut map = Mapping::default();
    let mut cond: Option<ValueId> = None;
    for &(bound, k) in bounds {
        let a = ctx.int_attr(index, k);
        let c = ConstantOp::build(&mut at(ctx, Ip::Before(op)), loc, index, a).id();
        let c = ctx.result(c, 0);
        let eq = ctx.i64_attr(EQ);
        let cmp = CmpIOp::build(&mut at(ctx, Ip::Before(op)), loc, i1, bound, c, eq).id();
        let cmp = ctx.result(cmp, 0);
        cond = Some(match cond {
            None => cmp,
            Some(prev) => {
                let and = AndIOp::build(&mut at(ctx, Ip::Before(op)), loc, i1, prev, cmp).id();
                ctx.result(and, 0)
            }
        });
        map.values.insert(bound, c);
    }
    let Some(cond) = cond else {
        return;
    };
    let results = ctx.ops[op].results.to_vec();
    let used = results.iter().any(|r| !ctx.values[*r].uses.is_empty());
    let types = if used { ctx.result_types(op) } else { vec![] };
    let if_op = IfOp::build(&mut at(ctx, Ip::Before(op)), loc, &types, cond).id();
    let mut copies = [map, Mapping::default()];
    for m in &mut copies {
        let block = add_block_region(ctx, if_op);
        let copy = clone_op(ctx, op, m);
        ctx.append_op(block, copy);
        let values = if used {
            ctx.ops[copy].results.to_vec()
        } else {
            vec![]
        };
        YieldOp::build(&mut at(ctx, Ip::End(block)), loc, &values);
    }
    if used {
        for (i, r) in results.into_iter().enumerate() {
            let n = ctx.result(if_op, i);
            ctx.replace_all_uses(r, n);
        }
    }
    ctx.erase_op(op);
}
