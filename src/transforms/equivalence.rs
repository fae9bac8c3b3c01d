//! `OperationEquivalence`: when two ops compute the same thing (CSE), and the structural hash that
//! groups candidates. Locations are ignored, as the passes using it ask.

use crate::ir::{BlockId, Context, OpId, RegionId, ValueId};
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

fn is_commutative(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op]
        .def
        .is_some_and(|d| d.has(crate::ods::traits::COMMUTATIVE))
}

/// `computeHash` with operands hashed by identity and results ignored: name, attributes,
/// properties, result types, operands (summed for commutative ops).
pub fn hash_op(ctx: &Context, op: OpId) -> u64 {
    let d = &ctx.ops[op];
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    d.props.hash(&mut h);
    for r in &d.results {
        ctx.values[*r].ty.hash(&mut h);
    }
    if is_commutative(ctx, op) && !d.operands.is_empty() {
        let mut sum: u64 = 0;
        for v in &d.operands {
            let mut vh = FxHasher::default();
            v.hash(&mut vh);
            sum = sum.wrapping_add(vh.finish());
        }
        sum.hash(&mut h);
    } else {
        d.operands.hash(&mut h);
    }
    h.finish()
}

/// The hash of an op ignoring its operands and results (`ignoreHashValue` for both), as block
/// merging computes it.
pub fn hash_op_shape(ctx: &Context, op: OpId) -> u64 {
    let d = &ctx.ops[op];
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    d.props.hash(&mut h);
    for r in &d.results {
        ctx.values[*r].ty.hash(&mut h);
    }
    h.finish()
}

/// Values the comparison has matched so far (results and block arguments of nested regions).
#[derive(Default)]
struct Cache {
    equivalent: FxHashMap<ValueId, ValueId>,
}

impl Cache {
    fn check(&self, a: ValueId, b: ValueId) -> bool {
        a == b || self.equivalent.get(&a) == Some(&b)
    }
    fn check_commutative(&self, l: &[ValueId], r: &[ValueId]) -> bool {
        if l.len() != r.len() {
            return false;
        }
        let mut i = 0;
        while i < l.len() && self.check(l[i], r[i]) {
            i += 1;
        }
        if i == l.len() {
            return true;
        }
        // A permutation of the rest (compared as sorted identities).
        let mut ls = l[i..].to_vec();
        let mut rs = r[i..].to_vec();
        ls.sort();
        rs.sort();
        ls == rs
    }
}

/// True if the op's own parts (name, attributes, counts, properties) match.
fn same_shape(ctx: &Context, a: OpId, b: OpId) -> bool {
    let (x, y) = (&ctx.ops[a], &ctx.ops[b]);
    x.name == y.name
        && x.attrs == y.attrs
        && x.regions.len() == y.regions.len()
        && x.successors.len() == y.successors.len()
        && x.operands.len() == y.operands.len()
        && x.results.len() == y.results.len()
        && x.props == y.props
}

/// `OperationEquivalence::isEquivalentTo(lhs, rhs, IgnoreLocations)`.
pub fn equivalent(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut cache = Cache::default();
    equivalent_with(ctx, a, b, &mut cache)
}

fn equivalent_with(ctx: &Context, a: OpId, b: OpId, cache: &mut Cache) -> bool {
    if a == b {
        return true;
    }
    if !same_shape(ctx, a, b) {
        return false;
    }
    let (x, y) = (&ctx.ops[a], &ctx.ops[b]);
    if is_commutative(ctx, a) {
        if !cache.check_commutative(&x.operands, &y.operands) {
            return false;
        }
    } else {
        for (l, r) in x.operands.iter().zip(&y.operands) {
            if l == r {
                continue;
            }
            if ctx.values[*l].ty != ctx.values[*r].ty {
                return false;
            }
            if !cache.check(*l, *r) {
                return false;
            }
        }
    }
    for (l, r) in x.results.iter().zip(&y.results) {
        if ctx.values[*l].ty != ctx.values[*r].ty {
            return false;
        }
        cache.equivalent.insert(*l, *r);
    }
    for (l, r) in x.regions.iter().zip(&y.regions) {
        if !regions_equivalent(ctx, *l, *r, cache) {
            return false;
        }
    }
    true
}

/// `OperationEquivalence::isRegionEquivalentTo(lhs, rhs, IgnoreLocations)`: block by block, op by op,
/// values matched by position.
pub fn regions_equivalent_ignoring_locations(ctx: &Context, l: RegionId, r: RegionId) -> bool {
    regions_equivalent(ctx, l, r, &mut Cache::default())
}

fn regions_equivalent(ctx: &Context, l: RegionId, r: RegionId, cache: &mut Cache) -> bool {
    let lb: Vec<BlockId> = ctx.blocks_iter(l).collect();
    let rb: Vec<BlockId> = ctx.blocks_iter(r).collect();
    if lb.len() != rb.len() {
        return false;
    }
    let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    for (x, y) in lb.iter().zip(&rb) {
        let (xa, ya) = (&ctx.blocks[*x].args, &ctx.blocks[*y].args);
        if xa.len() != ya.len() {
            return false;
        }
        if *blocks.entry(*x).or_insert(*y) != *y {
            return false;
        }
        for (p, q) in xa.iter().zip(ya) {
            if ctx.values[*p].ty != ctx.values[*q].ty {
                return false;
            }
            cache.equivalent.insert(*p, *q);
        }
        let lo: Vec<OpId> = ctx.ops_iter(*x).collect();
        let ro: Vec<OpId> = ctx.ops_iter(*y).collect();
        if lo.len() != ro.len() {
            return false;
        }
        for (p, q) in lo.iter().zip(&ro) {
            if !equivalent_with(ctx, *p, *q, cache) {
                return false;
            }
            for (s, t) in ctx.ops[*p].successors.iter().zip(&ctx.ops[*q].successors) {
                if *blocks.entry(*s).or_insert(*t) != *t {
                    return false;
                }
            }
        }
    }
    true
}

/// `isEquivalentTo` with `ignoreValueEquivalence` (operands need only have equal types), as
/// identical-block merging compares ops.
pub fn equivalent_ignoring_values(ctx: &Context, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    if !same_shape(ctx, a, b) {
        return false;
    }
    let (x, y) = (&ctx.ops[a], &ctx.ops[b]);
    for (l, r) in x.operands.iter().zip(&y.operands) {
        if l != r && ctx.values[*l].ty != ctx.values[*r].ty {
            return false;
        }
    }
    for (l, r) in x.results.iter().zip(&y.results) {
        if ctx.values[*l].ty != ctx.values[*r].ty {
            return false;
        }
    }
    // Regions compared with every value equivalent.
    x.regions.iter().zip(&y.regions).all(|(l, r)| {
        let lb: Vec<BlockId> = ctx.blocks_iter(*l).collect();
        let rb: Vec<BlockId> = ctx.blocks_iter(*r).collect();
        lb.len() == rb.len()
            && lb.iter().zip(&rb).all(|(p, q)| {
                let lo: Vec<OpId> = ctx.ops_iter(*p).collect();
                let ro: Vec<OpId> = ctx.ops_iter(*q).collect();
                lo.len() == ro.len()
                    && lo
                        .iter()
                        .zip(&ro)
                        .all(|(s, t)| equivalent_ignoring_values(ctx, *s, *t))
            })
    })
}
