//! `cf`'s `BranchOpInterface` hooks, memory effects and canonicalization patterns (MLIR 19's
//! ControlFlowOps.cpp).

use super::SwitchOp;
use super::{AssertOp, BranchOp, CondBranchOp};
use crate::ir::apint::ApInt;
use crate::ir::{Attribute, BlockId, Context, OpId, OpState, ValueDef, ValueId};
use crate::ods::{Effect, EffectInstance, EffectOn, SuccessorOperands};
use crate::transforms::consts::{int_or_splat, is_zero_int};
use crate::transforms::matchers::{constant, def};
use crate::transforms::{branch, Pattern, Rewriter};

// ---- interfaces ------------------------------------------------------------------------------------------

pub fn br_successor_operands(ctx: &Context, op: OpId, _i: usize) -> SuccessorOperands {
    branch::group_operands(ctx, op, 0)
}

pub fn cond_br_successor_operands(ctx: &Context, op: OpId, i: usize) -> SuccessorOperands {
    branch::group_operands(ctx, op, 1 + i.min(1))
}

fn dense_sizes(ctx: &Context, op: OpId, name: &str) -> Vec<usize> {
    crate::ods::prop(ctx, op, name)
        .or_else(|| ctx.get_attr(op, name))
        .and_then(|a| match ctx.attr_kind(a) {
            crate::ir::AttrKind::DenseArray { values, .. } => {
                Some(values.iter().map(|v| (*v).max(0) as usize).collect())
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// `cf.switch`: successor 0 takes the default operands, successor `i` the operands of case `i - 1`.
pub fn switch_successor_operands(ctx: &Context, op: OpId, i: usize) -> SuccessorOperands {
    let seg = dense_sizes(ctx, op, "operandSegmentSizes");
    let flag = seg.first().copied().unwrap_or(1);
    let default = seg.get(1).copied().unwrap_or(0);
    let mut sizes = smallvec::SmallVec::new();
    if i == 0 {
        sizes.push(("operandSegmentSizes", 1));
        return SuccessorOperands {
            start: flag,
            len: default,
            sizes,
        };
    }
    let cases = dense_sizes(ctx, op, "case_operand_segments");
    let start = flag + default + cases.iter().take(i - 1).sum::<usize>();
    sizes.push(("operandSegmentSizes", 2));
    sizes.push(("case_operand_segments", i - 1));
    SuccessorOperands {
        start,
        len: cases.get(i - 1).copied().unwrap_or(0),
        sizes,
    }
}

/// `getSuccessorForOperands` of `cf.br`: its destination.
pub fn br_successor_for(ctx: &Context, op: OpId, _k: &[Option<Attribute>]) -> Option<BlockId> {
    ctx.ops[op].successors.first().copied()
}

/// `cf.cond_br`: the destination its constant condition picks.
pub fn cond_br_successor_for(ctx: &Context, op: OpId, k: &[Option<Attribute>]) -> Option<BlockId> {
    let c = crate::transforms::consts::int_attr_value(ctx, (*k.first()?)?)?;
    ctx.ops[op]
        .successors
        .get(if c.is_one() { 0 } else { 1 })
        .copied()
}

/// `cf.switch`: the case its constant flag selects, or the default.
pub fn switch_successor_for(ctx: &Context, op: OpId, k: &[Option<Attribute>]) -> Option<BlockId> {
    let p = switch_parts(ctx, op)?;
    if p.values.is_empty() && crate::ods::prop(ctx, op, "case_values").is_none() {
        return Some(p.default);
    }
    let v = crate::transforms::consts::int_attr_value(ctx, (*k.first()?)?)?;
    for (i, c) in p.values.iter().enumerate() {
        if *c == v {
            return Some(p.dests[i]);
        }
    }
    Some(p.default)
}

/// `cf.assert` models program termination as a write.
pub fn assert_effects(_ctx: &Context, _op: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance {
        effect: Effect::Write,
        on: EffectOn::Resource,
        resource: None,
    });
}

// ---- assert ----------------------------------------------------------------------------------------------

fn assert_canonicalize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let arg = rw.ctx.ops[op].operands[0];
    let c = constant(rw.ctx, arg);
    if crate::transforms::consts::is_one_int(rw.ctx, c) {
        rw.erase_op(op);
        return true;
    }
    false
}

pub static ASSERT: &[Pattern] = &[Pattern::new("AssertOp::canonicalize", assert_canonicalize)];

// ---- br --------------------------------------------------------------------------------------------------

/// `getSinglePredecessor`: the block of the only edge into `b`.
fn single_predecessor(ctx: &Context, b: BlockId) -> Option<BlockId> {
    let uses = &ctx.blocks[b].uses;
    if uses.len() != 1 {
        return None;
    }
    ctx.ops[uses[0].op].parent
}

fn has_single_predecessor_use(ctx: &Context, b: BlockId) -> bool {
    ctx.blocks[b].uses.len() == 1
}

/// `collapseBranch`: if `dest` only holds an unconditional branch elsewhere, whose arguments are
/// used only by it, the successor it branches to and the operands to pass.
fn collapse_branch(
    ctx: &Context,
    dest: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let first = ctx.blocks[dest].first?;
    if ctx.ops[first].next.is_some() {
        return None;
    }
    let br = BranchOp::cast(ctx, first)?;
    for &a in &ctx.blocks[dest].args {
        if ctx.values[a].uses.iter().any(|u| u.op != br.id()) {
            return None;
        }
    }
    let next = ctx.ops[br.id()].successors[0];
    if next == dest {
        return None;
    }
    let br_ops = ctx.ops[br.id()].operands.to_vec();
    if ctx.blocks[dest].args.is_empty() {
        return Some((next, br_ops));
    }
    let mapped = br_ops
        .iter()
        .map(|&v| match ctx.values[v].def {
            ValueDef::BlockArg { block, index } if block == dest => operands[index as usize],
            _ => v,
        })
        .collect();
    Some((next, mapped))
}

fn build_br(rw: &mut Rewriter<'_>, loc: Attribute, dest: BlockId, operands: &[ValueId]) -> OpId {
    let st = br_state(rw.ctx, loc, dest, operands);
    rw.create(st)
}

fn br_state(ctx: &mut Context, loc: Attribute, dest: BlockId, operands: &[ValueId]) -> OpState {
    use crate::ods::typed::{build_state, Group};
    let mut st = build_state(
        ctx,
        BranchOp::def(),
        loc,
        &[],
        &[Group::Many(operands)],
        &[],
    );
    st.successors = vec![dest];
    st
}

fn cond_br_state(
    ctx: &mut Context,
    loc: Attribute,
    cond: ValueId,
    t: BlockId,
    t_ops: &[ValueId],
    f: BlockId,
    f_ops: &[ValueId],
) -> OpState {
    use crate::ods::typed::{build_state, Group};
    let mut st = build_state(
        ctx,
        CondBranchOp::def(),
        loc,
        &[],
        &[Group::One(cond), Group::Many(t_ops), Group::Many(f_ops)],
        &[],
    );
    st.successors = vec![t, f];
    st
}

/// Replaces `op` with `cf.br dest(operands)`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, operands: &[ValueId]) {
    let loc = rw.ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    build_br(rw, loc, dest, operands);
    rw.replace_op(op, &[]);
}

/// `simplifyBrToBlockWithSinglePred`.
fn br_to_single_pred(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let succ = ctx.ops[op].successors[0];
    let Some(parent) = ctx.ops[op].parent else {
        return false;
    };
    if succ == parent || !has_single_predecessor_use(ctx, succ) {
        return false;
    }
    let operands = ctx.ops[op].operands.to_vec();
    rw.erase_op(op);
    rw.merge_blocks(succ, parent, &operands);
    true
}

/// `simplifyPassThroughBr`.
fn pass_through_br(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let dest = ctx.ops[op].successors[0];
    if Some(dest) == ctx.ops[op].parent {
        return false;
    }
    let operands = ctx.ops[op].operands.to_vec();
    let Some((next, ops)) = collapse_branch(ctx, dest, &operands) else {
        return false;
    };
    replace_with_br(rw, op, next, &ops);
    true
}

fn br_canonicalize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    br_to_single_pred(rw, op) || pass_through_br(rw, op)
}

pub static BR: &[Pattern] = &[Pattern::new("BranchOp::canonicalize", br_canonicalize)];

// ---- cond_br ---------------------------------------------------------------------------------------------

struct CondParts {
    cond: ValueId,
    t: BlockId,
    t_ops: Vec<ValueId>,
    f: BlockId,
    f_ops: Vec<ValueId>,
}

fn cond_parts(ctx: &Context, op: OpId) -> CondParts {
    let c = CondBranchOp(op);
    CondParts {
        cond: c.condition(ctx),
        t: ctx.ops[op].successors[0],
        t_ops: c.true_dest_operands(ctx).to_vec(),
        f: ctx.ops[op].successors[1],
        f_ops: c.false_dest_operands(ctx).to_vec(),
    }
}

/// `m_NonZero` on a value.
fn is_nonzero(ctx: &Context, v: ValueId) -> bool {
    constant(ctx, v)
        .and_then(|a| int_or_splat(ctx, a))
        .is_some_and(|i| !i.is_zero())
}

/// `SimplifyConstCondBranchPred`.
fn const_cond_branch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let p = cond_parts(rw.ctx, op);
    if is_nonzero(rw.ctx, p.cond) {
        replace_with_br(rw, op, p.t, &p.t_ops);
        return true;
    }
    let c = constant(rw.ctx, p.cond);
    if is_zero_int(rw.ctx, c) {
        replace_with_br(rw, op, p.f, &p.f_ops);
        return true;
    }
    false
}

/// `SimplifyPassThroughCondBranch`.
fn pass_through_cond_branch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let p = cond_parts(rw.ctx, op);
    let t = collapse_branch(rw.ctx, p.t, &p.t_ops);
    let f = collapse_branch(rw.ctx, p.f, &p.f_ops);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (t, t_ops) = t.unwrap_or((p.t, p.t_ops));
    let (f, f_ops) = f.unwrap_or((p.f, p.f_ops));
    let loc = rw.ctx.ops[op].loc;
    let st = cond_br_state(rw.ctx, loc, p.cond, t, &t_ops, f, &f_ops);
    rw.replace_op_with_new(op, st);
    true
}

/// `getUniquePredecessor`: the one block branching here (through any number of edges).
fn unique_predecessor(ctx: &Context, b: BlockId) -> Option<BlockId> {
    let mut it = ctx.predecessors(b);
    let first = ctx.ops[it.next()?.op].parent?;
    for u in it {
        if ctx.ops[u.op].parent != Some(first) {
            return None;
        }
    }
    Some(first)
}

/// `SimplifyCondBranchIdenticalSuccessors`.
fn identical_successors(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let p = cond_parts(rw.ctx, op);
    if p.t != p.f {
        return false;
    }
    if p.t_ops == p.f_ops {
        replace_with_br(rw, op, p.t, &p.t_ops);
        return true;
    }
    if unique_predecessor(rw.ctx, p.t) != rw.ctx.ops[op].parent {
        return false;
    }
    let loc = rw.ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let mut merged = vec![];
    for (a, b) in p.t_ops.iter().zip(&p.f_ops) {
        if a == b {
            merged.push(*a);
        } else {
            let t = rw.ctx.value_type(*a);
            let s = crate::dialect::arith::SelectOp::build(rw, loc, t, p.cond, *a, *b).0;
            merged.push(rw.ctx.ops[s].results[0]);
        }
    }
    replace_with_br(rw, op, p.t, &merged);
    true
}

/// `SimplifyCondBranchFromCondBranchOnSameCondition`.
fn cond_branch_on_same_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(cur) = ctx.ops[op].parent else {
        return false;
    };
    let Some(pred) = single_predecessor(ctx, cur) else {
        return false;
    };
    let Some(pt) = ctx.blocks[pred].last else {
        return false;
    };
    if !CondBranchOp::is(ctx, pt) {
        return false;
    }
    let p = cond_parts(ctx, op);
    if CondBranchOp(pt).condition(ctx) != p.cond {
        return false;
    }
    if cur == ctx.ops[pt].successors[0] {
        replace_with_br(rw, op, p.t, &p.t_ops);
    } else {
        replace_with_br(rw, op, p.f, &p.f_ops);
    }
    true
}

/// `CondBranchTruthPropagation`.
fn truth_propagation(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let p = cond_parts(rw.ctx, op);
    let loc = rw.ctx.ops[op].loc;
    let mut replaced = false;
    for (dest, value) in [(p.t, true), (p.f, false)] {
        if single_predecessor(rw.ctx, dest).is_none() {
            continue;
        }
        let mut k: Option<ValueId> = None;
        let uses: Vec<_> = rw.ctx.values[p.cond].uses.iter().rev().copied().collect();
        for u in uses {
            if rw.ctx.ops[u.op].parent != Some(dest) {
                continue;
            }
            replaced = true;
            let kv = match k {
                Some(v) => v,
                None => {
                    let i1 = rw.ctx.i1();
                    let a = rw.ctx.bool_attr(value);
                    rw.set_insertion_point_before(op);
                    let c = crate::dialect::arith::ConstantOp::build(rw, loc, i1, a).0;
                    let v = rw.ctx.ops[c].results[0];
                    k = Some(v);
                    v
                }
            };
            rw.modify(u.op, |ctx| ctx.set_operand(u.op, u.index as usize, kv));
        }
    }
    replaced
}

pub static COND_BR: &[Pattern] = &[
    Pattern::new("SimplifyConstCondBranchPred", const_cond_branch),
    Pattern::new("SimplifyPassThroughCondBranch", pass_through_cond_branch),
    Pattern::new(
        "SimplifyCondBranchIdenticalSuccessors",
        identical_successors,
    ),
    Pattern::new(
        "SimplifyCondBranchFromCondBranchOnSameCondition",
        cond_branch_on_same_condition,
    ),
    Pattern::new("CondBranchTruthPropagation", truth_propagation),
];

// ---- switch ----------------------------------------------------------------------------------------------

struct SwitchParts {
    flag: ValueId,
    default: BlockId,
    default_ops: Vec<ValueId>,
    /// Case values as `flag`-width integers.
    values: Vec<ApInt>,
    dests: Vec<BlockId>,
    case_ops: Vec<Vec<ValueId>>,
}

fn switch_parts(ctx: &Context, op: OpId) -> Option<SwitchParts> {
    let d = &ctx.ops[op];
    let flag = *d.operands.first()?;
    let width = ctx.int_width(ctx.value_type(flag))?;
    let dflt = switch_successor_operands(ctx, op, 0);
    let values = match crate::ods::prop(ctx, op, "case_values")
        .or_else(|| ctx.get_attr(op, "case_values"))
    {
        Some(a) => crate::ir::dense::int_values(ctx, a)?
            .2
            .into_iter()
            .map(|v| ApInt::new(width, v))
            .collect::<Option<Vec<_>>>()?,
        None => vec![],
    };
    let mut case_ops = vec![];
    for i in 1..d.successors.len() {
        let s = switch_successor_operands(ctx, op, i);
        case_ops.push(d.operands.get(s.start..s.start + s.len)?.to_vec());
    }
    Some(SwitchParts {
        flag,
        default: d.successors[0],
        default_ops: d.operands.get(dflt.start..dflt.start + dflt.len)?.to_vec(),
        values,
        dests: d.successors[1..].to_vec(),
        case_ops,
    })
}

/// A new `cf.switch` (as upstream's builder: no `case_values` when there are no cases).
#[allow(clippy::too_many_arguments)]
fn switch_state(
    ctx: &mut Context,
    loc: Attribute,
    flag: ValueId,
    default: BlockId,
    default_ops: &[ValueId],
    values: &[ApInt],
    dests: &[BlockId],
    case_ops: &[Vec<ValueId>],
) -> OpState {
    let mut st = OpState::of(ctx, SwitchOp::def(), loc);
    st.operands.push(flag);
    st.operands.extend_from_slice(default_ops);
    let mut total = 0;
    for c in case_ops {
        st.operands.extend_from_slice(c);
        total += c.len();
    }
    st.successors.push(default);
    st.successors.extend_from_slice(dests);
    let seg = super::successors::i32_array(ctx, &[1, default_ops.len(), total]);
    let sizes: Vec<usize> = case_ops.iter().map(|c| c.len()).collect();
    let case_seg = super::successors::i32_array(ctx, &sizes);
    st.props.push((ctx.sym("operandSegmentSizes"), seg));
    st.props.push((ctx.sym("case_operand_segments"), case_seg));
    if !values.is_empty() {
        let ft = ctx.value_type(flag);
        let raw: Vec<u128> = values.iter().map(|v| v.u()).collect();
        let a = crate::ir::dense::int_vector(ctx, ft, &raw);
        st.props.push((ctx.sym("case_values"), a));
    }
    st
}

#[allow(clippy::too_many_arguments)]
fn replace_switch(
    rw: &mut Rewriter<'_>,
    op: OpId,
    p: &SwitchParts,
    values: &[ApInt],
    dests: &[BlockId],
    case_ops: &[Vec<ValueId>],
    default: BlockId,
    default_ops: &[ValueId],
) {
    let loc = rw.ctx.ops[op].loc;
    let st = switch_state(
        rw.ctx,
        loc,
        p.flag,
        default,
        default_ops,
        values,
        dests,
        case_ops,
    );
    rw.replace_op_with_new(op, st);
}

fn switch_only_default(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(p) = switch_parts(rw.ctx, op) else {
        return false;
    };
    if !p.dests.is_empty() {
        return false;
    }
    replace_with_br(rw, op, p.default, &p.default_ops);
    true
}

fn drop_cases_matching_default(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(p) = switch_parts(rw.ctx, op) else {
        return false;
    };
    let mut values = vec![];
    let mut dests = vec![];
    let mut ops = vec![];
    let mut change = false;
    for (i, v) in p.values.iter().enumerate() {
        if p.dests[i] == p.default && p.case_ops[i] == p.default_ops {
            change = true;
            continue;
        }
        values.push(*v);
        dests.push(p.dests[i]);
        ops.push(p.case_ops[i].clone());
    }
    if !change {
        return false;
    }
    replace_switch(rw, op, &p, &values, &dests, &ops, p.default, &p.default_ops);
    true
}

/// `foldSwitch`: branch to the case of `value`, or the default.
fn fold_switch(rw: &mut Rewriter<'_>, op: OpId, p: &SwitchParts, value: ApInt) {
    for (i, v) in p.values.iter().enumerate() {
        if *v == value {
            replace_with_br(rw, op, p.dests[i], &p.case_ops[i]);
            return;
        }
    }
    replace_with_br(rw, op, p.default, &p.default_ops);
}

fn const_switch_value(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(p) = switch_parts(rw.ctx, op) else {
        return false;
    };
    let Some(v) = constant(rw.ctx, p.flag).and_then(|a| int_or_splat(rw.ctx, a)) else {
        return false;
    };
    fold_switch(rw, op, &p, v);
    true
}

fn pass_through_switch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(p) = switch_parts(rw.ctx, op) else {
        return false;
    };
    let mut change = false;
    let mut dests = vec![];
    let mut ops = vec![];
    for i in 0..p.values.len() {
        match collapse_branch(rw.ctx, p.dests[i], &p.case_ops[i]) {
            Some((d, o)) => {
                change = true;
                dests.push(d);
                ops.push(o);
            }
            None => {
                dests.push(p.dests[i]);
                ops.push(p.case_ops[i].clone());
            }
        }
    }
    let (default, default_ops) = match collapse_branch(rw.ctx, p.default, &p.default_ops) {
        Some(x) => {
            change = true;
            x
        }
        None => (p.default, p.default_ops.clone()),
    };
    if !change {
        return false;
    }
    replace_switch(rw, op, &p, &p.values, &dests, &ops, default, &default_ops);
    true
}

/// The block of switch `op`, its parts and those of the switch ending its single predecessor (the
/// shape both "switch on the same condition" patterns start from).
fn switch_after_switch(ctx: &Context, op: OpId) -> Option<(BlockId, SwitchParts, SwitchParts)> {
    let cur = ctx.ops[op].parent?;
    let pt = ctx.blocks[single_predecessor(ctx, cur)?].last?;
    if !SwitchOp::is(ctx, pt) {
        return None;
    }
    Some((cur, switch_parts(ctx, op)?, switch_parts(ctx, pt)?))
}

fn switch_from_switch_on_same_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some((cur, p, pp)) = switch_after_switch(rw.ctx, op) else {
        return false;
    };
    if p.flag != pp.flag || pp.default == cur {
        return false;
    }
    match pp.dests.iter().position(|d| *d == cur) {
        Some(i) => fold_switch(rw, op, &p, pp.values[i]),
        None => replace_with_br(rw, op, p.default, &p.default_ops),
    }
    true
}

fn switch_from_default_switch_on_same_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some((cur, p, pp)) = switch_after_switch(rw.ctx, op) else {
        return false;
    };
    if p.flag != pp.flag || pp.default != cur {
        return false;
    }
    let remove: Vec<ApInt> = pp
        .values
        .iter()
        .zip(&pp.dests)
        .filter(|(_, d)| **d != cur)
        .map(|(v, _)| *v)
        .collect();
    let mut values = vec![];
    let mut dests = vec![];
    let mut ops = vec![];
    let mut change = false;
    for (i, v) in p.values.iter().enumerate() {
        if remove.contains(v) {
            change = true;
            continue;
        }
        values.push(*v);
        dests.push(p.dests[i]);
        ops.push(p.case_ops[i].clone());
    }
    if !change {
        return false;
    }
    replace_switch(rw, op, &p, &values, &dests, &ops, p.default, &p.default_ops);
    true
}

pub static SWITCH: &[Pattern] = &[
    Pattern::new("simplifySwitchWithOnlyDefault", switch_only_default),
    Pattern::new(
        "dropSwitchCasesThatMatchDefault",
        drop_cases_matching_default,
    ),
    Pattern::new("simplifyConstSwitchValue", const_switch_value),
    Pattern::new("simplifyPassThroughSwitch", pass_through_switch),
    Pattern::new(
        "simplifySwitchFromSwitchOnSameCondition",
        switch_from_switch_on_same_condition,
    ),
    Pattern::new(
        "simplifySwitchFromDefaultSwitchOnSameCondition",
        switch_from_default_switch_on_same_condition,
    ),
];

/// Keeps `def`/`AssertOp` referenced for the docs.
#[allow(dead_code)]
fn _typed(ctx: &Context, v: ValueId) -> Option<AssertOp> {
    def::<AssertOp>(ctx, v)
}
