//! `affine-scalrep` (AffineScalarReplacement.cpp, `affineScalarReplace` of Utils.cpp): a load
//! whose element a dominating store of the same subscripts wrote, with nothing that may write it
//! in between, takes the stored value; a store that a later store to the same element in the same
//! region overwrites (postdominating, nothing reading in between) is dropped; a local memref left
//! with only stores and deallocs is erased; then a load with a dominating load of the same element
//! and no write in between takes its value.

use super::dependence::{
    access_map, affine_scope, check_dependence, is_read, is_write, memref_of, Dependence,
};
use super::post_order;
use super::utils::{difference, ValueMap};
use irbridge::diag::Diagnostic;
use irbridge::dialect::memref;
use irbridge::ir::attrs::AffineExpr;
use irbridge::ir::{BlockId, Context, OpId, ValueDef, ValueId};
use irbridge::ods::{traits, Effect, EffectOn, OpDef};
use irbridge::transforms::dominance::DomTree;
use irbridge::transforms::effects::op_effects;

/// The pass on one function.
pub fn run(ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
    let reads = collect(ctx, func, is_read);
    let mut erase = vec![];
    let mut memrefs: Vec<ValueId> = vec![];
    for l in reads {
        forward_store_to_load(ctx, l, &mut erase, &mut memrefs);
    }
    for op in erase.drain(..) {
        ctx.erase_op(op);
    }
    for w in collect(ctx, func, is_write) {
        if unused_store(ctx, w) {
            erase.push(w);
        }
    }
    for op in erase.drain(..) {
        ctx.erase_op(op);
    }
    for m in memrefs {
        erase_dead_memref(ctx, m);
    }
    for l in collect(ctx, func, is_read) {
        load_cse(ctx, l, &mut erase);
    }
    for op in erase.drain(..) {
        if !ctx.ops[op].erased {
            ctx.erase_op(op);
        }
    }
    Ok(())
}

fn collect(ctx: &Context, root: OpId, f: fn(&Context, OpId) -> bool) -> Vec<OpId> {
    let mut out = vec![];
    post_order(ctx, root, &mut |o| f(ctx, o), &mut out);
    out
}

/// The users of `v`, in the order upstream's use lists give them (most recent first).
fn users(ctx: &Context, v: ValueId) -> Vec<OpId> {
    ctx.values[v].uses.iter().rev().map(|u| u.op).collect()
}

/// `MemRefAccess::operator==`: the same memref and subscripts whose difference is zero.
fn same_access(ctx: &Context, a: OpId, b: OpId) -> bool {
    if memref_of(ctx, a) != memref_of(ctx, b) {
        return false;
    }
    let (Some((am, ao)), Some((bm, bo))) = (access_map(ctx, a), access_map(ctx, b)) else {
        return false;
    };
    if am.results.len() != bm.results.len() {
        return false;
    }
    let d = difference(ctx, &ValueMap::new(am, ao), &ValueMap::new(bm, bo));
    d.map.results.iter().all(|e| *e == AffineExpr::Const(0))
}

fn region_of(ctx: &Context, op: OpId) -> Option<irbridge::ir::RegionId> {
    ctx.blocks[ctx.ops[op].parent?].parent
}

/// Whether `a` comes before `b` in their block.
fn before_in_block(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut cur = ctx.ops[a].next;
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = ctx.ops[o].next;
    }
    false
}

/// `DominanceInfo::dominates(a, b)` for ops.
pub fn dominates(ctx: &Context, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    let Some(ra) = region_of(ctx, a) else {
        return false;
    };
    let mut bb = b;
    while region_of(ctx, bb) != Some(ra) {
        match ctx.parent_op(bb) {
            Some(p) => bb = p,
            None => return false,
        }
    }
    if bb == a {
        return true;
    }
    let (Some(ba), Some(bbb)) = (ctx.ops[a].parent, ctx.ops[bb].parent) else {
        return false;
    };
    if ba == bbb {
        return before_in_block(ctx, a, bb);
    }
    DomTree::new(ctx, ra).dominates(ba, bbb)
}

/// `PostDominanceInfo::postDominates(b, a)` for ops of one region: `b` after `a` in their block
/// (ops in different blocks are not compared: no elimination).
fn post_dominates(ctx: &Context, b: OpId, a: OpId) -> bool {
    ctx.ops[a].parent == ctx.ops[b].parent && (a == b || before_in_block(ctx, a, b))
}

/// `getNumCommonSurroundingLoops`: the `affine.for` loops around both.
fn common_surrounding_loops(ctx: &Context, a: OpId, b: OpId) -> usize {
    let (la, lb) = (super::affine_for_ivs(ctx, a), super::affine_for_ivs(ctx, b));
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

// ---- alias analysis (LocalAliasAnalysis) --------------------------------------------------------

fn view_source(ctx: &Context, op: OpId) -> Option<ValueId> {
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
    let d = ctx.ops[op].def?;
    views
        .iter()
        .any(|x| std::ptr::eq(*x, d))
        .then(|| ctx.ops[op].operands.first().copied())?
}

/// `collectUnderlyingAddressValues` through views (other values stand for themselves).
fn underlying(ctx: &Context, mut v: ValueId) -> ValueId {
    for _ in 0..4 {
        match ctx.defining_op(v).and_then(|d| view_source(ctx, d)) {
            Some(s) => v = s,
            None => break,
        }
    }
    v
}

/// `getAllocEffectFor`: the scope of `v`'s allocation (the closest automatic allocation scope for
/// `alloca`, the function otherwise), if an op allocates it.
fn alloc_scope(ctx: &Context, v: ValueId) -> Option<Option<OpId>> {
    let ValueDef::OpResult { op, index } = ctx.values[v].def else {
        return None;
    };
    let effects = op_effects(ctx, op)?;
    let e = effects
        .iter()
        .find(|e| e.effect == Effect::Allocate && e.on == EffectOn::Result(index as usize))?;
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        let is_scope = match e.resource {
            Some(_) => ctx.ops[p].def.is_some_and(|d| {
                d.has(traits::ALLOCA_SCOPE)
                    && !std::ptr::eq(d, irbridge::dialect::builtin::ModuleOp::def())
            }),
            None => irbridge::dialect::func::FuncOp::is(ctx, p),
        };
        if is_scope {
            return Some(Some(p));
        }
        cur = ctx.parent_op(p);
    }
    Some(None)
}

/// `LocalAliasAnalysis::aliasImpl` answering only "no alias".
fn no_alias_impl(ctx: &Context, lhs: ValueId, rhs: ValueId) -> bool {
    if lhs == rhs {
        return false;
    }
    let constant = |v: ValueId| irbridge::transforms::fold::constant_value(ctx, v).is_some();
    if constant(lhs) {
        return !constant(rhs) && alloc_scope(ctx, rhs).is_some();
    }
    if constant(rhs) {
        return alloc_scope(ctx, lhs).is_some();
    }
    let (la, ra) = (alloc_scope(ctx, lhs), alloc_scope(ctx, rhs));
    if la.is_some() == ra.is_some() {
        return la.is_some();
    }
    let (scope, other) = match (la, ra) {
        (Some(s), None) => (s, rhs),
        (None, Some(s)) => (s, lhs),
        _ => return false,
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
    if parent != scope && ctx.is_ancestor(parent, scope) {
        return true;
    }
    if parent == scope {
        let is_arg = matches!(ctx.values[other].def, ValueDef::BlockArg { .. });
        let entry = ctx.blocks[block]
            .parent
            .and_then(|r| ctx.entry_block(r))
            .is_some_and(|e| e == block);
        return is_arg && entry;
    }
    false
}

/// `mayAlias`: not known to be distinct.
fn may_alias(ctx: &Context, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    !no_alias_impl(ctx, underlying(ctx, a), underlying(ctx, b))
}

// ---- intervening effects ------------------------------------------------------------------------

/// `mayHaveEffect(src, dst, min)`: a dependence from `src` to `dst` at some depth above `min`.
fn may_have_effect(ctx: &Context, src: OpId, dst: OpId, min: usize) -> bool {
    if memref_of(ctx, src) == memref_of(ctx, dst)
        && affine_scope(ctx, src) == affine_scope(ctx, dst)
    {
        let ns = common_surrounding_loops(ctx, src, dst);
        let mut d = ns + 1;
        while d > min {
            if check_dependence(ctx, src, dst, d) != Dependence::None {
                return true;
            }
            d -= 1;
        }
        return false;
    }
    true
}

/// `hasNoInterveningEffect<effect>(start, mem_op)`.
fn no_intervening_effect(ctx: &Context, effect: Effect, start: OpId, mem_op: OpId) -> bool {
    let Some(memref) = memref_of(ctx, mem_op) else {
        return false;
    };
    let mut found = false;
    let mut check =
        |op: OpId, found: &mut bool| check_op(ctx, effect, start, mem_op, memref, op, found);
    if !recur(ctx, start, mem_op, &mut check, &mut found) {
        return false;
    }
    !found
}

#[allow(clippy::too_many_arguments)]
fn check_op(
    ctx: &Context,
    effect: Effect,
    start: OpId,
    mem_op: OpId,
    memref: ValueId,
    op: OpId,
    found: &mut bool,
) {
    if *found {
        return;
    }
    if let Some(effects) = op_effects(ctx, op) {
        let mut may = false;
        for e in &effects {
            if e.effect != effect {
                continue;
            }
            let value = match e.on {
                EffectOn::Operand(i) => ctx.ops[op].operands.get(i).copied(),
                EffectOn::Result(i) => ctx.ops[op].results.get(i).copied(),
                EffectOn::Resource => None,
            };
            if let Some(v) = value {
                if v != memref && !may_alias(ctx, v, memref) {
                    continue;
                }
            }
            may = true;
            break;
        }
        if !may {
            return;
        }
        if is_read(ctx, op) || is_write(ctx, op) {
            let min = common_surrounding_loops(ctx, start, mem_op);
            if may_have_effect(ctx, op, mem_op, min) {
                *found = true;
            }
            return;
        }
        *found = true;
        return;
    }
    if ctx.ops[op]
        .def
        .is_some_and(|d| d.has(traits::RECURSIVE_MEMORY_EFFECTS))
    {
        for &r in &ctx.ops[op].regions {
            for b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    check_op(ctx, effect, start, mem_op, memref, o, found);
                }
            }
        }
        return;
    }
    *found = true;
}

fn successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    ctx.blocks[b]
        .last
        .map(|t| ctx.ops[t].successors.to_vec())
        .unwrap_or_default()
}

/// The paths from `from` to `until`: false when they cannot be followed (no common region).
fn recur(
    ctx: &Context,
    from: OpId,
    until: OpId,
    check: &mut dyn FnMut(OpId, &mut bool),
    found: &mut bool,
) -> bool {
    if region_of(ctx, from) != region_of(ctx, until) {
        let Some(parent) = ctx.parent_op(until) else {
            return false;
        };
        if !recur(ctx, from, parent, check, found) {
            return false;
        }
        check(parent, found);
        return true;
    }
    let (Some(fb), Some(ub)) = (ctx.ops[from].parent, ctx.ops[until].parent) else {
        return false;
    };
    let mut cur = ctx.ops[from].next;
    while let Some(o) = cur {
        if o == until {
            break;
        }
        check(o, found);
        cur = ctx.ops[o].next;
    }
    let mut todo = vec![];
    if ub != fb {
        todo.extend(successors(ctx, fb));
    }
    let mut done: Vec<BlockId> = vec![];
    while let Some(b) = todo.pop() {
        if done.contains(&b) {
            continue;
        }
        done.push(b);
        for o in ctx.block_ops(b) {
            if o == until {
                break;
            }
            check(o, found);
            if Some(o) == ctx.blocks[b].last {
                todo.extend(successors(ctx, b));
            }
        }
    }
    true
}

/// `mustReachAtInnermost`.
fn must_reach_at_innermost(ctx: &Context, src: OpId, dst: OpId) -> bool {
    if affine_scope(ctx, src) != affine_scope(ctx, dst) {
        return false;
    }
    let ns = common_surrounding_loops(ctx, src, dst);
    check_dependence(ctx, src, dst, ns + 1) == Dependence::Has
}

/// The value an affine write stores.
fn stored_value(ctx: &Context, op: OpId) -> Option<ValueId> {
    ctx.ops[op].operands.first().copied()
}

/// `forwardStoreToLoad`.
fn forward_store_to_load(
    ctx: &mut Context,
    load: OpId,
    erase: &mut Vec<OpId>,
    memrefs: &mut Vec<ValueId>,
) {
    let Some(memref) = memref_of(ctx, load) else {
        return;
    };
    let mut last = None;
    for store in users(ctx, memref) {
        if !is_write(ctx, store) {
            continue;
        }
        if !same_access(ctx, store, load) || !dominates(ctx, store, load) {
            continue;
        }
        if ctx.ops[store].parent != ctx.ops[load].parent
            && !must_reach_at_innermost(ctx, store, load)
        {
            continue;
        }
        if !no_intervening_effect(ctx, Effect::Write, store, load) {
            continue;
        }
        last = Some(store);
    }
    let Some(store) = last else {
        return;
    };
    let (Some(v), Some(&r)) = (stored_value(ctx, store), ctx.ops[load].results.first()) else {
        return;
    };
    if ctx.value_type(v) != ctx.value_type(r) {
        return;
    }
    ctx.replace_all_uses(r, v);
    if !memrefs.contains(&memref) {
        memrefs.push(memref);
    }
    erase.push(load);
}

/// `findUnusedStore`.
fn unused_store(ctx: &Context, a: OpId) -> bool {
    let Some(memref) = memref_of(ctx, a) else {
        return false;
    };
    for b in users(ctx, memref) {
        if !is_write(ctx, b) || b == a || region_of(ctx, a) != region_of(ctx, b) {
            continue;
        }
        if !same_access(ctx, b, a) || !post_dominates(ctx, b, a) {
            continue;
        }
        if !no_intervening_effect(ctx, Effect::Read, a, b) {
            continue;
        }
        return true;
    }
    false
}

/// A memref a `memref.alloc`-like op makes, used only by writes and frees: erased with them.
fn erase_dead_memref(ctx: &mut Context, memref: ValueId) {
    let Some(def) = ctx.defining_op(memref) else {
        return;
    };
    let single = |ctx: &Context, op: OpId, eff: Effect| {
        op_effects(ctx, op).is_some_and(|e| !e.is_empty() && e.iter().all(|x| x.effect == eff))
    };
    if !single(ctx, def, Effect::Allocate) {
        return;
    }
    let us = users(ctx, memref);
    if us
        .iter()
        .any(|&u| !is_write(ctx, u) && !single(ctx, u, Effect::Free))
    {
        return;
    }
    for u in us {
        if !ctx.ops[u].erased {
            ctx.erase_op(u);
        }
    }
    ctx.erase_op(def);
}

/// `loadCSE`.
fn load_cse(ctx: &mut Context, a: OpId, erase: &mut Vec<OpId>) {
    let Some(memref) = memref_of(ctx, a) else {
        return;
    };
    let Some(&ra) = ctx.ops[a].results.first() else {
        return;
    };
    let mut candidates = vec![];
    for b in users(ctx, memref) {
        if !is_read(ctx, b) || b == a {
            continue;
        }
        if !same_access(ctx, b, a) || !dominates(ctx, b, a) {
            continue;
        }
        if !no_intervening_effect(ctx, Effect::Write, b, a) {
            continue;
        }
        let Some(&rb) = ctx.ops[b].results.first() else {
            continue;
        };
        if ctx.value_type(rb) != ctx.value_type(ra) {
            continue;
        }
        candidates.push(b);
    }
    let chosen = candidates
        .iter()
        .copied()
        .find(|&o| candidates.iter().all(|&d| d == o || dominates(ctx, o, d)));
    if let Some(b) = chosen {
        let rb = ctx.ops[b].results[0];
        ctx.replace_all_uses(ra, rb);
        erase.push(a);
    }
}
