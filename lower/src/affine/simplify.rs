//! `affine-simplify-structures` (SimplifyAffineStructures.cpp): every affine map attribute of
//! every op simplified (`simplifyAffineExpr` per result), every integer set simplified
//! (`simplifyIntegerSet`: the empty set when it has no integer point, trivially redundant
//! constraints dropped); then the `affine.apply`, `affine.for` and `affine.if` ops are folded and
//! canonicalized by a greedy driver restricted to them and the ops it creates
//! (`applyOpPatternsAndFold` with `ExistingAndNewOps`).

use super::post_order;
use super::presburger::simplify_integer_set;
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::{ApplyOp, ForOp, IfOp};
use irbridge::ir::attrs::AffineMap;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, RegionId};
use irbridge::ods::{traits, FoldResult, OpDef};
use irbridge::transforms::effects::is_trivially_dead;
use irbridge::transforms::greedy::replace_with_fold;
use irbridge::transforms::{Listener, PatternSet, Rewriter};
use rustc_hash::{FxHashMap, FxHashSet};

/// The pass on one function.
pub fn run(ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    post_order(ctx, func, &mut |_| true, &mut ops);
    let mut cache: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    let mut to_simplify = vec![];
    for &op in &ops {
        let entries: Vec<(bool, irbridge::ir::Sym, Attribute)> = ctx.ops[op]
            .props
            .iter()
            .map(|(k, v)| (true, *k, *v))
            .chain(ctx.ops[op].attrs.iter().map(|(k, v)| (false, *k, *v)))
            .collect();
        for (is_prop, name, a) in entries {
            let simplified = match cache.get(&a) {
                Some(s) => *s,
                None => {
                    let s = simplify_attr(ctx, a).unwrap_or(a);
                    cache.insert(a, s);
                    s
                }
            };
            if simplified != a {
                let name = ctx.str(name).to_string();
                if is_prop {
                    ctx.set_prop(op, &name, simplified);
                } else {
                    ctx.set_attr(op, &name, simplified);
                }
            }
        }
        if ForOp::is(ctx, op) || IfOp::is(ctx, op) || ApplyOp::is(ctx, op) {
            to_simplify.push(op);
        }
    }
    let mut set = PatternSet::default();
    for def in [ApplyOp::def(), ForOp::def(), IfOp::def()] {
        add_canonicalization(&mut set, def);
    }
    set.freeze();
    apply_op_patterns(ctx, &to_simplify, &set);
    Ok(())
}

fn add_canonicalization(set: &mut PatternSet, def: &'static OpDef) {
    for p in def.canonicalize {
        set.add(def, p);
    }
}

/// The simplified map or set of an attribute holding one.
fn simplify_attr(ctx: &mut Context, a: Attribute) -> Option<Attribute> {
    match ctx.attr_kind(a).clone() {
        AttrKind::AffineMap(m) => {
            let mut s: AffineMap = m.clone();
            irbridge::dialect::affine::canon::simplify_map(&mut s);
            (s != m).then(|| ctx.attr(AttrKind::AffineMap(s)))
        }
        AttrKind::IntegerSet(set) => {
            let s = simplify_integer_set(&set)?;
            (s != set).then(|| ctx.attr(AttrKind::IntegerSet(s)))
        }
        _ => None,
    }
}

// ---- the multi-op greedy driver -----------------------------------------------------------------

/// The worklist of `applyOpPatternsAndFold` in `ExistingAndNewOps` mode: only the ops given and
/// those created since are processed; a LIFO list with set semantics.
struct StrictListener {
    list: Vec<Option<OpId>>,
    on_list: FxHashSet<OpId>,
    allowed: FxHashSet<OpId>,
    scope: Option<RegionId>,
}

impl StrictListener {
    fn push(&mut self, op: OpId) {
        if self.allowed.contains(&op) && self.on_list.insert(op) {
            self.list.push(Some(op));
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(x) = self.list.pop() {
            if let Some(op) = x {
                self.on_list.remove(&op);
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        if self.on_list.remove(&op) {
            if let Some(slot) = self.list.iter_mut().rev().find(|s| **s == Some(op)) {
                *slot = None;
            }
        }
    }

    /// `addToWorklist`: `op` and its ancestors up to the scope.
    fn add(&mut self, ctx: &Context, op: OpId) {
        let mut chain = vec![];
        let mut cur = op;
        loop {
            chain.push(cur);
            let region = ctx.ops[cur].parent.and_then(|b| ctx.blocks[b].parent);
            if region == self.scope {
                for o in chain {
                    self.push(o);
                }
                return;
            }
            let Some(r) = region else {
                return;
            };
            match ctx.regions[r].parent {
                Some(p) => cur = p,
                None => return,
            }
        }
    }

    /// `addOperandsToWorklist`.
    fn add_operands(&mut self, ctx: &Context, op: OpId) {
        for &v in &ctx.ops[op].operands {
            let Some(def) = ctx.defining_op(v) else {
                continue;
            };
            if ctx.ops[def].erased {
                continue;
            }
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in ctx.values[v].uses.iter().rev() {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(ctx, def);
            }
        }
    }
}

impl Listener for StrictListener {
    fn op_inserted(&mut self, ctx: &Context, op: OpId) {
        self.allowed.insert(op);
        self.add(ctx, op);
    }
    fn op_modified(&mut self, ctx: &Context, op: OpId) {
        self.add(ctx, op);
    }
    fn op_erased(&mut self, ctx: &Context, op: OpId) {
        self.add_operands(ctx, op);
        self.remove(op);
        self.allowed.remove(&op);
    }
}

fn parent_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent)
}

/// Whether `region` holds `op` at some depth.
fn region_contains(ctx: &Context, region: RegionId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        let r = parent_region(ctx, o);
        if r == Some(region) {
            return true;
        }
        cur = r.and_then(|r| ctx.regions[r].parent);
    }
    false
}

/// `findCommonAncestor`: the innermost region holding every op.
fn common_region(ctx: &Context, ops: &[OpId]) -> Option<RegionId> {
    let (&first, rest) = ops.split_first()?;
    let mut region = parent_region(ctx, first);
    while let Some(r) = region {
        if rest.iter().all(|&o| region_contains(ctx, r, o)) {
            return Some(r);
        }
        region = ctx.regions[r].parent.and_then(|p| parent_region(ctx, p));
    }
    None
}

/// `applyOpPatternsAndFold(ops, patterns)` in `ExistingAndNewOps` mode.
pub(crate) fn apply_op_patterns(ctx: &mut Context, ops: &[OpId], patterns: &PatternSet) {
    if ops.is_empty() {
        return;
    }
    let mut l = StrictListener {
        list: vec![],
        on_list: FxHashSet::default(),
        allowed: ops.iter().copied().collect(),
        scope: common_region(ctx, ops),
    };
    for &op in ops {
        l.push(op);
    }
    while let Some(op) = l.pop() {
        if ctx.ops[op].erased {
            continue;
        }
        if is_trivially_dead(ctx, op) {
            Rewriter::new(ctx, &mut l).erase_op(op);
            continue;
        }
        let constant = ctx.ops[op]
            .def
            .is_some_and(|d| d.has(traits::CONSTANT_LIKE));
        if !constant {
            match irbridge::transforms::fold(ctx, op) {
                FoldResult::None => {}
                FoldResult::InPlace => {
                    l.add(ctx, op);
                    continue;
                }
                FoldResult::Values(vals) => {
                    let mut rw = Rewriter::new(ctx, &mut l);
                    if replace_with_fold(&mut rw, op, vals) {
                        continue;
                    }
                }
            }
        }
        for p in patterns.for_op(ctx, op) {
            let mut rw = Rewriter::new(ctx, &mut l);
            rw.set_insertion_point_before(op);
            if (p.apply)(&mut rw, op) {
                break;
            }
        }
    }
}
