//! Loop rewrites of the `scf` dialect that stay in it (upstream's `SCF/Transforms`):
//! `scf-for-to-while` and `scf-forall-to-for`.

use crate::scf_to_cf::{at, build_for, value_loc, Ip};
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{AddIOp, CmpIOp, ConstantOp};
use irbridge::dialect::scf::{ConditionOp, ForOp, ForallOp, WhileOp, YieldOp};
use irbridge::ir::{Attribute, BlockId, Context, OpId, Type, ValueId, DYNAMIC};
use irbridge::ods::operand_group;
use irbridge::ods::typed::{build_state, Group};
use irbridge::transforms::{
    apply_patterns_and_fold_greedily, GreedyConfig, InsertPoint, Pattern, PatternSet, Rewriter,
};

/// `arith.cmpi` predicate `slt`.
const SLT: i64 = 2;

static FOR_TO_WHILE: Pattern = Pattern::new("ForLoopLoweringPattern", for_to_while);

/// `scf-for-to-while`: the greedy driver (folding included) with the one pattern below.
pub fn for_to_while_pass(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut set = PatternSet::default();
    set.add(ForOp::def(), &FOR_TO_WHILE);
    set.freeze();
    apply_patterns_and_fold_greedily(ctx, root, &set, &GreedyConfig::default());
    Ok(())
}

fn entry(ctx: &Context, op: OpId, i: usize) -> Option<BlockId> {
    ctx.ops[op]
        .regions
        .get(i)
        .and_then(|&r| ctx.regions[r].first)
}

/// `ForLoopLoweringPattern`: `scf.for` as an `scf.while` carrying the induction variable first;
/// `before` compares it with the upper bound (`slt`), `after` increments it and holds the body.
fn for_to_while(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(body) = entry(ctx, op, 0) else {
        return false;
    };
    let operands = ctx.ops[op].operands.clone();
    if operands.len() < 3 {
        return false;
    }
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let body_args = ctx.blocks[body].args.clone();
    let Some(&iv) = body_args.first() else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let for_attrs = ctx.ops[op].attrs.clone();
    let for_results = ctx.ops[op].results.clone();
    let iv_ty = ctx.value_type(iv);
    let iv_loc = ctx.values[iv].loc;
    let mut types: Vec<Type> = vec![iv_ty];
    let mut args: Vec<(Type, Option<Attribute>)> = vec![(iv_ty, iv_loc)];
    let mut inits: Vec<ValueId> = vec![lb];
    for &v in &operands[3..] {
        let t = rw.ctx.value_type(v);
        let l = value_loc(rw.ctx, v);
        types.push(t);
        args.push((t, Some(l)));
        inits.push(v);
    }
    let mut st = build_state(
        rw.ctx,
        WhileOp::def(),
        loc,
        &[Group::Many(&types)],
        &[Group::Many(&inits)],
        &[],
    );
    st.attrs = for_attrs.to_vec();
    st.regions = vec![rw.ctx.new_region(), rw.ctx.new_region()];
    let w = rw.create(st);
    let (before_region, after_region) = (rw.ctx.ops[w].regions[0], rw.ctx.ops[w].regions[1]);
    let before = rw.create_block(before_region, None, &args);
    let before_args = rw.ctx.blocks[before].args.clone();
    let i1 = rw.ctx.i1();
    let slt = rw.ctx.i64_attr(SLT);
    let cmp = CmpIOp::build(rw, loc, i1, before_args[0], ub, slt).id();
    let cond = rw.ctx.result(cmp, 0);
    ConditionOp::build(rw, loc, cond, &before_args);
    let after = rw.create_block(after_region, None, &args);
    rw.set_insertion_point_to_end(after);
    let after_args = rw.ctx.blocks[after].args.clone();
    let inc = AddIOp::build(rw, loc, iv_ty, after_args[0], step, None).id();
    let inc = rw.ctx.result(inc, 0);
    for (a, n) in body_args.iter().zip(&after_args) {
        rw.replace_all_uses_with(*a, *n);
    }
    for o in rw.ctx.block_ops(body) {
        rw.move_op(o, InsertPoint::end(after));
    }
    for y in rw.ctx.block_ops(after) {
        if YieldOp::is(rw.ctx, y) {
            let mut vals = vec![inc];
            vals.extend(rw.ctx.ops[y].operands.iter().copied());
            rw.modify(y, |ctx| ctx.set_operands(y, vals));
        }
    }
    for (i, r) in for_results.iter().enumerate() {
        let n = rw.ctx.result(w, i + 1);
        rw.replace_all_uses_with(*r, n);
    }
    rw.erase_op(op);
    true
}

/// `scf-forall-to-for`: every `scf.forall` (innermost first) becomes a nest of `scf.for` loops,
/// one per dimension, outermost first, its body inlined in the innermost.
pub fn forall_to_for_pass(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut foralls = vec![];
    post_order(ctx, root, &mut foralls);
    for f in foralls {
        forall_to_for(ctx, f);
    }
    Ok(())
}

fn post_order(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                post_order(ctx, o, out);
            }
        }
    }
    if ForallOp::is(ctx, op) {
        out.push(op);
    }
}

/// `scf::forallToForLoop`.
fn forall_to_for(ctx: &mut Context, op: OpId) {
    let Some(body) = entry(ctx, op, 0) else {
        return;
    };
    let def = ForallOp::def();
    let loc = ctx.ops[op].loc;
    let index = ctx.index();
    // `getLowerBound`/`getUpperBound`/`getStep`: static entries as new constants, in that order.
    let mut bounds: Vec<Vec<ValueId>> = vec![];
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
    let mut ivs = vec![];
    let mut ip = Ip::Before(op);
    let mut innermost = None;
    for ((&lb, &ub), &step) in bounds[0].iter().zip(&bounds[1]).zip(&bounds[2]) {
        let f = build_for(ctx, ip, loc, (lb, ub, step), &[]);
        let Some(b) = entry(ctx, f, 0) else {
            return;
        };
        ivs.push(ctx.blocks[b].args[0]);
        ip = match ctx.blocks[b].first {
            Some(first) => Ip::Before(first),
            None => Ip::End(b),
        };
        innermost = Some(b);
    }
    let Some(inner) = innermost else {
        return;
    };
    if let Some(t) = ctx.blocks[body].last {
        ctx.erase_op(t);
    }
    let Some(term) = ctx.blocks[inner].last else {
        return;
    };
    for (a, v) in ctx.blocks[body].args.clone().iter().zip(&ivs) {
        ctx.replace_all_uses(*a, *v);
    }
    for o in ctx.block_ops(body) {
        ctx.detach_op(o);
        ctx.insert_op_before(term, o);
    }
    ctx.erase_op(op);
}
