//! `convert-scf-to-cf`: structured control flow to blocks and branches, as upstream 19's
//! `SCFToControlFlow.cpp` rewrites it (the same block layout, block arguments and op order).
//!
//! Upstream runs its patterns through a partial dialect conversion: the ops under the root are
//! visited once in pre-order (the conversion's order), and each `scf` op it marks illegal
//! (`for`, `if`, `parallel`, `while`, `execute_region`, `index_switch`, `forall`) is rewritten
//! in place; the `scf` ops a rewrite creates (`scf.forall` becomes `scf.parallel`, which becomes
//! nested `scf.for`s) are lowered right after it, in creation order, as the conversion legalizes
//! them. Nothing here changes types, so the IR is edited directly.
//!
//! - `scf.for`: the block is split at the loop; the body's entry block becomes the condition
//!   block (`arith.cmpi slt` of the induction variable and the upper bound, `cf.cond_br`), its
//!   operations move to a new body block, and the body's end adds the step and branches back.
//! - `scf.if`: `cf.cond_br` to the inlined `then`/`else` blocks, which branch to a continuation
//!   block carrying the results.
//! - `scf.while`: `before` and `after` inlined, `scf.condition` a `cf.cond_br`; a do-while whose
//!   `after` only forwards its arguments branches from `before` to itself.
//! - `scf.parallel`: one `scf.for` per dimension carrying the reductions, the `scf.reduce` bodies
//!   inlined at the end of the innermost body.
//! - `scf.index_switch`: `arith.index_cast` to `i32` and `cf.switch`.
//! - `scf.forall` (without outputs): `scf.parallel` with constants for static bounds.

use crate::conversion::collect_ops;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{AddIOp, CmpIOp, ConstantOp, IndexCastOp};
use irbridge::dialect::cf::SwitchOp;
use irbridge::dialect::cf::{BranchOp, CondBranchOp};
use irbridge::dialect::scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, InParallelOp, IndexSwitchOp, ParallelOp,
    ReduceOp, WhileOp, YieldOp,
};
use irbridge::ir::{
    Attribute, BlockId, Context, OpId, OpState, RegionId, Type, ValueDef, ValueId, DYNAMIC,
};
use irbridge::ods::interfaces::{terminator_operands, BranchPoint};
use irbridge::ods::{operand_group, OpBuilder};

/// Runs the conversion on everything nested under `root`.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    collect_ops(ctx, root, &mut ops);
    for op in ops {
        if !ctx.ops[op].erased && is_illegal(ctx, op) {
            lower(ctx, op)?;
        }
    }
    Ok(())
}

/// The ops the conversion target marks illegal.
fn is_illegal(ctx: &Context, op: OpId) -> bool {
    ForallOp::is(ctx, op)
        || ForOp::is(ctx, op)
        || IfOp::is(ctx, op)
        || IndexSwitchOp::is(ctx, op)
        || ParallelOp::is(ctx, op)
        || WhileOp::is(ctx, op)
        || ExecuteRegionOp::is(ctx, op)
}

/// Upstream's error when an illegal op could not be rewritten.
fn not_legalized(ctx: &Context, op: OpId) -> Diagnostic {
    let name = ctx.op_name(op);
    Diagnostic::at(
        ctx,
        ctx.ops[op].loc,
        format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
    )
}

/// Applies the pattern of `op`, then lowers the illegal ops it created.
fn lower(ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
    // Only IR that skipped verification can be malformed; the patterns assume verified ops.
    if !lowerable(ctx, op) {
        return Err(not_legalized(ctx, op));
    }
    let mut created = vec![];
    if ForOp::is(ctx, op) {
        lower_for(ctx, op);
    } else if IfOp::is(ctx, op) {
        lower_if(ctx, op);
    } else if ExecuteRegionOp::is(ctx, op) {
        lower_execute_region(ctx, op);
    } else if ParallelOp::is(ctx, op) {
        created = lower_parallel(ctx, op);
    } else if WhileOp::is(ctx, op) {
        if !lower_do_while(ctx, op) {
            lower_while(ctx, op);
        }
    } else if IndexSwitchOp::is(ctx, op) {
        lower_index_switch(ctx, op);
    } else if ForallOp::is(ctx, op) {
        // Only loops without outputs lower (upstream's pattern fails on the others).
        match forall_to_parallel(ctx, op) {
            Some(p) => created.push(p),
            None => return Err(not_legalized(ctx, op)),
        }
    }
    for c in created {
        if !ctx.ops[c].erased && is_illegal(ctx, c) {
            lower(ctx, c)?;
        }
    }
    Ok(())
}

/// True if `op` has the shape its pattern relies on (what its verifier guarantees): it sits in a
/// block, its regions have blocks ending in the right terminators, operand and argument counts agree.
fn lowerable(ctx: &Context, op: OpId) -> bool {
    let d = &ctx.ops[op];
    let entry = |i: usize| d.regions.get(i).and_then(|r| ctx.regions[*r].first);
    let last_term = |i: usize| {
        d.regions
            .get(i)
            .and_then(|r| ctx.regions[*r].last)
            .and_then(|b| ctx.blocks[b].last)
    };
    let all_terminated = |i: usize| {
        d.regions.get(i).is_some_and(|r| {
            let blocks = ctx.region_blocks(*r);
            !blocks.is_empty() && blocks.iter().all(|b| ctx.blocks[*b].last.is_some())
        })
    };
    if d.parent.is_none() {
        return false;
    }
    if ForOp::is(ctx, op) {
        let n = d.operands.len();
        return n >= 3
            && entry(0).is_some_and(|b| ctx.blocks[b].args.len() == n - 2)
            && d.results.len() == n - 3
            && last_term(0).is_some_and(|t| ctx.ops[t].operands.len() == n - 3);
    }
    if IfOp::is(ctx, op) {
        return d.operands.len() == 1
            && d.regions.len() == 2
            && all_terminated(0)
            && (entry(1).is_none() || all_terminated(1))
            && [0, 1].iter().all(|&i| {
                entry(i).is_none()
                    || last_term(i).is_some_and(|t| ctx.ops[t].operands.len() == d.results.len())
            });
    }
    if ExecuteRegionOp::is(ctx, op) {
        return all_terminated(0);
    }
    if WhileOp::is(ctx, op) {
        return d.regions.len() == 2
            && entry(0).is_some_and(|b| ctx.blocks[b].args.len() == d.operands.len())
            && last_term(0).is_some_and(|t| {
                ConditionOp::is(ctx, t) && ctx.ops[t].operands.len() == d.results.len() + 1
            })
            && entry(1).is_some_and(|b| ctx.blocks[b].args.len() == d.results.len())
            && last_term(1).is_some_and(|t| ctx.ops[t].operands.len() == d.operands.len());
    }
    if IndexSwitchOp::is(ctx, op) {
        let cases = IndexSwitchOp(op).case_values(ctx);
        return d.operands.len() == 1
            && !d.regions.is_empty()
            && cases.len() + 1 == d.regions.len()
            && (0..d.regions.len()).all(|i| {
                entry(i).is_some()
                    && last_term(i).is_some_and(|t| ctx.ops[t].operands.len() == d.results.len())
            });
    }
    if ParallelOp::is(ctx, op) {
        let def = ParallelOp::def();
        let g = |i| operand_group(ctx, op, def, i).len();
        let Some(reduce) = last_term(0).filter(|t| ReduceOp::is(ctx, *t)) else {
            return false;
        };
        let r = &ctx.ops[reduce];
        return g(0) == g(2)
            && g(1) == g(2)
            && entry(0).is_some_and(|b| ctx.blocks[b].args.len() == g(2))
            && g(3) == d.results.len()
            && r.regions.len() == d.results.len()
            && r.operands.len() == d.results.len()
            && r.regions.iter().all(|reg| {
                ctx.regions[*reg].first.is_some_and(|b| {
                    ctx.blocks[b].args.len() == 2
                        && ctx.blocks[b]
                            .last
                            .is_some_and(|t| ctx.ops[t].operands.len() == 1)
                })
            });
    }
    ForallOp::is(ctx, op) && entry(0).is_some()
}

// ---- building -----------------------------------------------------------------------------------

/// Where new ops go.
#[derive(Copy, Clone)]
pub(crate) enum Ip {
    Before(OpId),
    End(BlockId),
}

/// Creates ops at an insertion point (for the records' typed builders).
pub(crate) struct Builder<'c> {
    ctx: &'c mut Context,
    ip: Ip,
}

impl OpBuilder for Builder<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        let op = self.ctx.create_op(st);
        match self.ip {
            Ip::Before(anchor) => self.ctx.insert_op_before(anchor, op),
            Ip::End(b) => self.ctx.append_op(b, op),
        }
        op
    }
}

pub(crate) fn at(ctx: &mut Context, ip: Ip) -> Builder<'_> {
    Builder { ctx, ip }
}

/// `cf.br ^dest(args)` at `ip`.
fn br(ctx: &mut Context, ip: Ip, loc: Attribute, dest: BlockId, args: &[ValueId]) -> OpId {
    BranchOp::build(&mut at(ctx, ip), loc, args, dest).id()
}

/// `cf.cond_br %c, ^t(targs), ^f(fargs)` at `ip`.
#[allow(clippy::too_many_arguments)]
fn cond_br(
    ctx: &mut Context,
    ip: Ip,
    loc: Attribute,
    cond: ValueId,
    t: BlockId,
    targs: &[ValueId],
    f: BlockId,
    fargs: &[ValueId],
) -> OpId {
    CondBranchOp::build(&mut at(ctx, ip), loc, cond, targs, fargs, t, f).id()
}

/// The location of a value (`Value::getLoc`): its op's, or the block argument's.
pub(crate) fn value_loc(ctx: &mut Context, v: ValueId) -> Attribute {
    match ctx.values[v].def {
        ValueDef::OpResult { op, .. } => ctx.ops[op].loc,
        ValueDef::BlockArg { .. } => match ctx.values[v].loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// Replaces every result of `op` by the matching value and erases `op`.
fn replace_op(ctx: &mut Context, op: OpId, values: &[ValueId]) {
    let results = ctx.ops[op].results.to_vec();
    for (r, v) in results.into_iter().zip(values) {
        ctx.replace_all_uses(r, *v);
    }
    ctx.erase_op(op);
}

/// Moves every block of `region` before `dest`, in order (`inlineRegionBefore`).
fn inline_region_before(ctx: &mut Context, region: RegionId, dest: BlockId) {
    for b in ctx.region_blocks(region) {
        ctx.detach_block(b);
        ctx.insert_block_before(dest, b);
    }
}

/// Moves the ops of `source` before `ip`, its arguments replaced by `args`, and drops the block
/// (`inlineBlockBefore` / `mergeBlocks`).
fn inline_block(ctx: &mut Context, source: BlockId, ip: Ip, args: &[ValueId]) {
    let params = ctx.blocks[source].args.clone();
    for (p, a) in params.into_iter().zip(args) {
        ctx.replace_all_uses(p, *a);
    }
    for o in ctx.block_ops(source) {
        ctx.detach_op(o);
        match ip {
            Ip::Before(anchor) => ctx.insert_op_before(anchor, o),
            Ip::End(b) => ctx.append_op(b, o),
        }
    }
    ctx.detach_block(source);
}

/// `splitBlock(block, op)`: `op` and what follows it move to a new block right after.
fn split_at(ctx: &mut Context, op: OpId) -> BlockId {
    ctx.split_block(op)
}

fn parent_block(ctx: &Context, op: OpId) -> BlockId {
    ctx.ops[op].parent.expect("a converted op is in a block")
}

fn region_of(ctx: &Context, op: OpId, i: usize) -> RegionId {
    ctx.ops[op].regions[i]
}

/// The entry block of region `i` of `op` (the ops lowered here have verified single blocks).
fn entry_of(ctx: &Context, op: OpId, i: usize) -> BlockId {
    ctx.regions[region_of(ctx, op, i)]
        .first
        .expect("a verified region has a block")
}

fn terminator(ctx: &Context, b: BlockId) -> OpId {
    ctx.blocks[b]
        .last
        .expect("a verified block has a terminator")
}

// ---- scf.for ------------------------------------------------------------------------------------

fn lower_for(ctx: &mut Context, op: OpId) {
    let loc = ctx.ops[op].loc;
    let init_block = parent_block(ctx, op);
    let end_block = split_at(ctx, op);
    let region = region_of(ctx, op, 0);
    let cond_block = entry_of(ctx, op, 0);
    let first_body = match ctx.blocks[cond_block].first {
        Some(first) => split_at(ctx, first),
        None => {
            let b = ctx.new_block();
            ctx.insert_block_after(cond_block, b);
            b
        }
    };
    let last_body = ctx.regions[region].last.expect("the body has blocks");
    inline_region_before(ctx, region, end_block);
    let iv = ctx.blocks[cond_block].args[0];
    let term = terminator(ctx, last_body);
    let operands = ctx.ops[op].operands.to_vec();
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let ty = ctx.value_type(iv);
    let stepped = AddIOp::build(&mut at(ctx, Ip::End(last_body)), loc, ty, iv, step, None);
    let stepped = ctx.result(stepped.id(), 0);
    let mut carried = vec![stepped];
    carried.extend(ctx.ops[term].operands.iter().copied());
    br(ctx, Ip::End(last_body), loc, cond_block, &carried);
    ctx.erase_op(term);
    let mut dest = vec![lb];
    dest.extend_from_slice(&operands[3..]);
    br(ctx, Ip::End(init_block), loc, cond_block, &dest);
    let i1 = ctx.i1();
    let slt = ctx.i64_attr(2);
    let cmp = CmpIOp::build(&mut at(ctx, Ip::End(cond_block)), loc, i1, iv, ub, slt);
    let cmp = ctx.result(cmp.id(), 0);
    cond_br(
        ctx,
        Ip::End(cond_block),
        loc,
        cmp,
        first_body,
        &[],
        end_block,
        &[],
    );
    let results = ctx.blocks[cond_block].args[1..].to_vec();
    replace_op(ctx, op, &results);
}

// ---- scf.if -------------------------------------------------------------------------------------

/// Replaces the terminator of `region`'s last block by a branch to `dest` with its operands, and
/// moves the region's blocks before `dest`; returns the region's entry block.
fn branch_out_of(ctx: &mut Context, region: RegionId, dest: BlockId, loc: Attribute) -> BlockId {
    let entry = ctx.regions[region]
        .first
        .expect("a verified region has a block");
    let last = ctx.regions[region]
        .last
        .expect("a verified region has a block");
    let term = terminator(ctx, last);
    let operands = ctx.ops[term].operands.to_vec();
    br(ctx, Ip::End(last), loc, dest, &operands);
    ctx.erase_op(term);
    inline_region_before(ctx, region, dest);
    entry
}

fn lower_if(ctx: &mut Context, op: OpId) {
    let loc = ctx.ops[op].loc;
    let cond_block = parent_block(ctx, op);
    let remaining = split_at(ctx, op);
    let types = ctx.result_types(op);
    let continue_block = if types.is_empty() {
        remaining
    } else {
        let b = ctx.new_block();
        ctx.insert_block_before(remaining, b);
        for t in &types {
            ctx.add_block_arg(b, *t, Some(loc));
        }
        br(ctx, Ip::End(b), loc, remaining, &[]);
        b
    };
    let then_block = branch_out_of(ctx, region_of(ctx, op, 0), continue_block, loc);
    let else_region = region_of(ctx, op, 1);
    let else_block = if ctx.regions[else_region].first.is_some() {
        branch_out_of(ctx, else_region, continue_block, loc)
    } else {
        continue_block
    };
    let cond = ctx.ops[op].operands[0];
    cond_br(
        ctx,
        Ip::End(cond_block),
        loc,
        cond,
        then_block,
        &[],
        else_block,
        &[],
    );
    let args = ctx.blocks[continue_block].args.clone();
    replace_op(ctx, op, &args);
}

// ---- scf.execute_region -------------------------------------------------------------------------

fn lower_execute_region(ctx: &mut Context, op: OpId) {
    let loc = ctx.ops[op].loc;
    let cond_block = parent_block(ctx, op);
    let remaining = split_at(ctx, op);
    let region = region_of(ctx, op, 0);
    let entry = entry_of(ctx, op, 0);
    br(ctx, Ip::End(cond_block), loc, entry, &[]);
    for b in ctx.region_blocks(region) {
        let Some(term) = ctx.blocks[b].last.filter(|t| YieldOp::is(ctx, *t)) else {
            continue;
        };
        let operands = ctx.ops[term].operands.to_vec();
        br(ctx, Ip::End(b), loc, remaining, &operands);
        ctx.erase_op(term);
    }
    inline_region_before(ctx, region, remaining);
    let types = ctx.result_types(op);
    let vals: Vec<ValueId> = types
        .into_iter()
        .map(|t| ctx.add_block_arg(remaining, t, Some(loc)))
        .collect();
    replace_op(ctx, op, &vals);
}

// ---- scf.parallel -------------------------------------------------------------------------------

/// `ForOp::build` with no body builder: a body block with the induction variable (located at the
/// loop) and one argument per iteration value (located at it), and an `scf.yield` when there are
/// no iteration values.
pub(crate) fn build_for(
    ctx: &mut Context,
    ip: Ip,
    loc: Attribute,
    bounds: (ValueId, ValueId, ValueId),
    iter_args: &[ValueId],
) -> OpId {
    let types: Vec<Type> = iter_args.iter().map(|v| ctx.value_type(*v)).collect();
    let (lb, ub, step) = bounds;
    let op = ForOp::build(&mut at(ctx, ip), loc, &types, lb, ub, step, iter_args).id();
    let r = ctx.new_region();
    let b = ctx.new_block();
    ctx.append_block(r, b);
    ctx.regions[r].parent = Some(op);
    ctx.ops[op].regions.push(r);
    let iv_ty = ctx.value_type(lb);
    ctx.add_block_arg(b, iv_ty, Some(loc));
    for (v, t) in iter_args.iter().zip(types) {
        let l = value_loc(ctx, *v);
        ctx.add_block_arg(b, t, Some(l));
    }
    if iter_args.is_empty() {
        YieldOp::build(&mut at(ctx, Ip::End(b)), loc, &[]);
    }
    op
}

/// Returns the `scf.for` ops it created, outermost first.
pub(crate) fn lower_parallel(ctx: &mut Context, op: OpId) -> Vec<OpId> {
    let loc = ctx.ops[op].loc;
    let def = ParallelOp::def();
    let group = |ctx: &Context, g| operand_group(ctx, op, def, g).to_vec();
    let (lbs, ubs, steps, inits) = (group(ctx, 0), group(ctx, 1), group(ctx, 2), group(ctx, 3));
    let body = entry_of(ctx, op, 0);
    let reduce = terminator(ctx, body);
    let parallel_ivs = ctx.blocks[body].args.clone();
    let mut iter_args = inits.clone();
    let mut ivs = vec![];
    let mut loop_results = inits.clone();
    let mut fors = vec![];
    let mut ip = Ip::Before(op);
    let mut insertion_block = parent_block(ctx, op);
    for i in 0..parallel_ivs.len().min(lbs.len()) {
        let f = build_for(ctx, ip, loc, (lbs[i], ubs[i], steps[i]), &iter_args);
        let fbody = entry_of(ctx, f, 0);
        ivs.push(ctx.blocks[fbody].args[0]);
        iter_args = ctx.blocks[fbody].args[1..].to_vec();
        if fors.is_empty() {
            loop_results = ctx.ops[f].results.to_vec();
        } else if !ctx.ops[f].results.is_empty() {
            let results = ctx.ops[f].results.to_vec();
            YieldOp::build(&mut at(ctx, Ip::End(insertion_block)), loc, &results);
        }
        fors.push(f);
        insertion_block = fbody;
        ip = match ctx.blocks[fbody].first {
            Some(first) => Ip::Before(first),
            None => Ip::End(fbody),
        };
    }
    let mut yields = vec![];
    let nres = ctx.ops[op].results.len();
    for i in 0..nres {
        let rbody = entry_of(ctx, reduce, i);
        let ret = terminator(ctx, rbody);
        let arg = iter_args[yields.len()];
        yields.push(ctx.ops[ret].operands[0]);
        ctx.erase_op(ret);
        let operand = ctx.ops[reduce].operands[i];
        inline_block(ctx, rbody, Ip::Before(reduce), &[arg, operand]);
    }
    ctx.erase_op(reduce);
    let target = match ctx.blocks[insertion_block].last {
        None => Ip::End(insertion_block),
        Some(t) => Ip::Before(t),
    };
    inline_block(ctx, body, target, &ivs);
    if !yields.is_empty() {
        YieldOp::build(&mut at(ctx, Ip::End(insertion_block)), loc, &yields);
    }
    replace_op(ctx, op, &loop_results);
    fors
}

// ---- scf.while ----------------------------------------------------------------------------------

fn lower_while(ctx: &mut Context, op: OpId) {
    let loc = ctx.ops[op].loc;
    let current = parent_block(ctx, op);
    let continuation = split_at(ctx, op);
    let before = entry_of(ctx, op, 0);
    let after = entry_of(ctx, op, 1);
    inline_region_before(ctx, region_of(ctx, op, 1), continuation);
    inline_region_before(ctx, region_of(ctx, op, 0), after);
    let inits = ctx.ops[op].operands.to_vec();
    br(ctx, Ip::End(current), loc, before, &inits);
    // `replaceOpWithNewOp`: the branches take the terminators' locations.
    let cond = terminator(ctx, before);
    let c = ctx.ops[cond].operands[0];
    let args = terminator_operands(ctx, cond, BranchPoint::Region(1)).unwrap_or_default();
    let cond_loc = ctx.ops[cond].loc;
    cond_br(
        ctx,
        Ip::End(before),
        cond_loc,
        c,
        after,
        &args,
        continuation,
        &[],
    );
    ctx.erase_op(cond);
    let yield_op = terminator(ctx, after);
    let yielded = ctx.ops[yield_op].operands.to_vec();
    let yield_loc = ctx.ops[yield_op].loc;
    br(ctx, Ip::End(after), yield_loc, before, &yielded);
    ctx.erase_op(yield_op);
    replace_op(ctx, op, &args);
}

/// The do-while form (an `after` region that only forwards its arguments): `before` branches to
/// itself. False (nothing changed) when the form does not apply.
fn lower_do_while(ctx: &mut Context, op: OpId) -> bool {
    let after = entry_of(ctx, op, 1);
    let (Some(first), Some(last)) = (ctx.blocks[after].first, ctx.blocks[after].last) else {
        return false;
    };
    if first != last
        || !YieldOp::is(ctx, first)
        || ctx.ops[first].operands[..] != ctx.blocks[after].args[..]
    {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let current = parent_block(ctx, op);
    let continuation = split_at(ctx, op);
    let before = entry_of(ctx, op, 0);
    inline_region_before(ctx, region_of(ctx, op, 0), continuation);
    let inits = ctx.ops[op].operands.to_vec();
    br(ctx, Ip::End(current), loc, before, &inits);
    let cond = terminator(ctx, before);
    debug_assert!(ConditionOp::is(ctx, cond));
    let c = ctx.ops[cond].operands[0];
    let args = ctx.ops[cond].operands[1..].to_vec();
    let cond_loc = ctx.ops[cond].loc;
    cond_br(
        ctx,
        Ip::End(before),
        cond_loc,
        c,
        before,
        &args,
        continuation,
        &[],
    );
    ctx.erase_op(cond);
    replace_op(ctx, op, &args);
    true
}

// ---- scf.index_switch ---------------------------------------------------------------------------

fn lower_index_switch(ctx: &mut Context, op: OpId) {
    let loc = ctx.ops[op].loc;
    let cond_block = parent_block(ctx, op);
    let continue_block = split_at(ctx, op);
    let types = ctx.result_types(op);
    let results: Vec<ValueId> = types
        .into_iter()
        .map(|t| ctx.add_block_arg(continue_block, t, Some(loc)))
        .collect();
    let convert = |ctx: &mut Context, region: RegionId| -> BlockId {
        let block = ctx.regions[region]
            .first
            .expect("a verified region has a block");
        let y = terminator(ctx, block);
        let operands = ctx.ops[y].operands.to_vec();
        let yield_loc = ctx.ops[y].loc;
        br(ctx, Ip::Before(y), yield_loc, continue_block, &operands);
        ctx.erase_op(y);
        inline_region_before(ctx, region, continue_block);
        block
    };
    let regions = ctx.ops[op].regions.clone();
    let cases = IndexSwitchOp(op).case_values(ctx);
    let mut succs = vec![];
    for r in &regions[1..] {
        succs.push(convert(ctx, *r));
    }
    let default = convert(ctx, regions[0]);
    let i32t = ctx.i32();
    let arg = ctx.ops[op].operands[0];
    let v = IndexCastOp::build(&mut at(ctx, Ip::End(cond_block)), loc, i32t, arg).id();
    let v = ctx.result(v, 0);
    let mut st = OpState::of(ctx, SwitchOp::def(), loc);
    st.operands = vec![v];
    st.successors = std::iter::once(default).chain(succs).collect();
    let values: Vec<u128> = cases.iter().map(|c| *c as u32 as u128).collect();
    let mut props = vec![];
    if !values.is_empty() {
        let a = irbridge::ir::dense::int_vector(ctx, i32t, &values);
        props.push(("case_values", a));
    }
    let segments = dense_i32(ctx, &vec![0; cases.len()]);
    props.push(("case_operand_segments", segments));
    let sizes = dense_i32(ctx, &[1, 0, 0]);
    props.push(("operandSegmentSizes", sizes));
    st.props = props.into_iter().map(|(k, a)| (ctx.sym(k), a)).collect();
    let sw = ctx.create_op(st);
    ctx.append_op(cond_block, sw);
    replace_op(ctx, op, &results);
}

fn dense_i32(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elem = ctx.i32();
    ctx.attr(irbridge::ir::AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| *v as i128).collect(),
    })
}

// ---- scf.forall ---------------------------------------------------------------------------------

/// `forallToParallelLoop`: the bounds as values (an `arith.constant` per static entry, lower
/// bounds first), an `scf.parallel` taking the body, `scf.reduce` for `scf.forall.in_parallel`.
/// `None` for a loop with outputs (only bufferized loops lower).
pub(crate) fn forall_to_parallel(ctx: &mut Context, op: OpId) -> Option<OpId> {
    let def = ForallOp::def();
    if !operand_group(ctx, op, def, 3).is_empty() {
        return None;
    }
    let loc = ctx.ops[op].loc;
    let index = ctx.index();
    let mut bounds = vec![];
    for (g, name) in [
        (0, "staticLowerBound"),
        (1, "staticUpperBound"),
        (2, "staticStep"),
    ] {
        let values = operand_group(ctx, op, def, g).to_vec();
        let statics = irbridge::dialect::scf::syntax::static_list(ctx, op, name);
        let mut next = values.into_iter();
        let mut out = vec![];
        for s in statics {
            if s == DYNAMIC {
                out.extend(next.next());
            } else {
                let a = ctx.int_attr(index, s);
                let c = ConstantOp::build(&mut at(ctx, Ip::Before(op)), loc, index, a).id();
                out.push(ctx.result(c, 0));
            }
        }
        bounds.push(out);
    }
    let par = ParallelOp::build(
        &mut at(ctx, Ip::Before(op)),
        loc,
        &[],
        &bounds[0],
        &bounds[1],
        &bounds[2],
        &[],
    )
    .id();
    let region = region_of(ctx, op, 0);
    ctx.ops[op].regions.clear();
    ctx.regions[region].parent = Some(par);
    ctx.ops[par].regions.push(region);
    let body = ctx.regions[region]
        .first
        .expect("a verified region has a block");
    if let Some(term) = ctx.blocks[body].last.filter(|t| InParallelOp::is(ctx, *t)) {
        let term_loc = ctx.ops[term].loc;
        ReduceOp::build(&mut at(ctx, Ip::End(body)), term_loc, &[]);
        ctx.erase_op(term);
    }
    if let Some(m) = ctx.get_attr(op, "mapping") {
        ctx.set_attr(par, "mapping", m);
    }
    ctx.erase_op(op);
    Some(par)
}
