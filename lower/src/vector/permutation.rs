//! The permutation-map lowerings of transfers (upstream 19's LowerVectorTransfer.cpp,
//! `populateVectorTransferPermutationMapLoweringPatterns`), which `convert-vector-to-scf` applies
//! first: a read whose map permutes a minor identity (with broadcasts) becomes a read in memory
//! order and a `vector.transpose`; a write likewise with the transpose first; a write whose map
//! skips inner dimensions gets unit dimensions for them (a `vector.broadcast`); a read with
//! leading broadcast dimensions becomes a lower-rank read and a `vector.broadcast`. Transfers in a
//! `vector.mask` are left alone.

use super::util::builder_nontemporal;
use super::util::{dense_i64_array, loc_of, vparts};
use irbridge::dialect::memref;
use irbridge::dialect::vector::fold::{transfer_groups, transfer_vector};
use irbridge::dialect::vector::transfer::{
    in_bounds, in_bounds_attr, is_minor_identity, minor_identity, permutation_map,
};
use irbridge::dialect::vector::{
    vector_type, BroadcastOp, MaskOp, TransferReadOp, TransferWriteOp, TransposeOp,
};
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Context, OpId, Type, TypeKind, ValueId};
use irbridge::transforms::{Pattern, PatternSet, Rewriter};

/// The four patterns, in upstream's order.
pub fn patterns() -> PatternSet {
    let mut set = PatternSet::default();
    populate(&mut set);
    set.freeze();
    set
}

/// Adds `populateVectorTransferPermutationMapLoweringPatterns`'s four patterns to `set`.
pub fn populate(set: &mut PatternSet) {
    set.add(TransferReadOp::def(), &READ_PERMUTATION);
    set.add(TransferWriteOp::def(), &WRITE_PERMUTATION);
    set.add(TransferReadOp::def(), &REDUCE_RANK);
    set.add(TransferWriteOp::def(), &WRITE_NON_PERMUTATION);
}

static READ_PERMUTATION: Pattern = Pattern::new("TransferReadPermutationLowering", |rw, op| {
    read_permutation(rw, op).is_some()
});
static WRITE_PERMUTATION: Pattern = Pattern::new("TransferWritePermutationLowering", |rw, op| {
    write_permutation(rw, op).is_some()
});
static REDUCE_RANK: Pattern = Pattern::new("TransferOpReduceRank", |rw, op| {
    reduce_rank(rw, op).is_some()
});
static WRITE_NON_PERMUTATION: Pattern =
    Pattern::new("TransferWriteNonPermutationLowering", |rw, op| {
        write_non_permutation(rw, op).is_some()
    });

/// What every pattern reads: the map, unless the transfer is 0-D or in a `vector.mask`.
fn map_of(ctx: &Context, op: OpId) -> Option<AffineMap> {
    let map = permutation_map(ctx, op)?;
    if map.results.is_empty() || ctx.parent_op(op).is_some_and(|p| MaskOp::is(ctx, p)) {
        return None;
    }
    Some(map)
}

/// `isPermutationOfMinorIdentityWithBroadcasting`: the new position of each result.
fn permutation_of_minor_identity(map: &AffineMap) -> Option<Vec<usize>> {
    let (nd, nr) = (map.num_dims as usize, map.results.len());
    let start = nd.saturating_sub(nr);
    let leading = nr.saturating_sub(nd);
    let mut found = vec![false; nd.max(nr)];
    let mut perm = vec![0; nr];
    let mut broadcasts = vec![];
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Const(0) => broadcasts.push(i),
            AffineExpr::Dim(d) if *d as usize >= start => {
                let p = *d as usize - start + leading;
                perm[i] = p;
                *found.get_mut(p)? = true;
            }
            _ => return None,
        }
    }
    let mut pos = 0;
    for b in broadcasts {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        perm[b] = pos;
        pos += 1;
    }
    Some(perm)
}

/// `isMinorIdentityWithBroadcasting`.
fn minor_identity_with_broadcasting(map: &AffineMap) -> bool {
    let (nd, nr) = (map.num_dims as usize, map.results.len());
    if nd < nr {
        return false;
    }
    map.results.iter().enumerate().all(|(i, e)| match e {
        AffineExpr::Const(0) => true,
        AffineExpr::Dim(d) => *d as usize == i + nd - nr,
        _ => false,
    })
}

/// `values` with element `i` moved to position `perm[i]`.
fn scatter<T: Copy + Default>(values: &[T], perm: &[usize]) -> Vec<T> {
    let mut out = vec![T::default(); perm.len()];
    for (i, p) in perm.iter().enumerate() {
        if let (Some(o), Some(v)) = (out.get_mut(*p), values.get(i)) {
            *o = *v;
        }
    }
    out
}

/// `vector.transpose %v, perm`.
fn transpose(
    rw: &mut Rewriter<'_>,
    loc: irbridge::ir::Attribute,
    v: ValueId,
    perm: &[i64],
) -> Option<ValueId> {
    let (shape, scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(v))?;
    let s: Vec<i64> = perm.iter().map(|p| shape[*p as usize]).collect();
    let sc: Vec<bool> = perm.iter().map(|p| scalable[*p as usize]).collect();
    let t = vector_type(rw.ctx, s, sc, elem);
    let a = dense_i64_array(rw.ctx, perm);
    Some(TransposeOp::build(rw, loc, t, v, a).result(rw.ctx))
}

fn map_attr(ctx: &mut Context, m: AffineMap) -> irbridge::ir::Attribute {
    ctx.attr(AttrKind::AffineMap(m))
}

/// The read's padding.
fn padding(ctx: &Context, op: OpId, n_indices: usize) -> ValueId {
    ctx.operand(op, 1 + n_indices)
}

/// `TransferReadPermutationLowering`.
fn read_permutation(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let map = map_of(rw.ctx, op)?;
    let perm = permutation_of_minor_identity(&map)?;
    if perm.iter().enumerate().all(|(i, p)| i == *p) {
        return None;
    }
    let vt = transfer_vector(rw.ctx, op);
    let (shape, scalable, elem) = vparts(rw.ctx, vt)?;
    let new_map = AffineMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results: {
            let mut r = vec![AffineExpr::Const(0); perm.len()];
            for (i, p) in perm.iter().enumerate() {
                r[*p] = map.results[i].clone();
            }
            r
        },
    };
    let ib = scatter(&in_bounds(rw.ctx, op), &perm);
    let ib = in_bounds_attr(rw.ctx, &ib);
    let new_t = vector_type(
        rw.ctx,
        scatter(&shape, &perm),
        scatter(&scalable, &perm),
        elem,
    );
    let (source, indices, mask) = transfer_groups(rw.ctx, op)?;
    let pad = padding(rw.ctx, op, indices.len());
    let loc = loc_of(rw.ctx, op);
    let m = map_attr(rw.ctx, new_map);
    let read =
        TransferReadOp::build(rw, loc, new_t, source, &indices, pad, mask, m, ib).vector(rw.ctx);
    let p: Vec<i64> = perm.iter().map(|p| *p as i64).collect();
    let t = transpose(rw, loc, read, &p)?;
    rw.replace_op(op, &[t]);
    Some(())
}

/// Replaces a write by `new` (its tensor result, if any) or erases it.
fn finish_write(rw: &mut Rewriter<'_>, op: OpId, new: OpId) {
    let results = rw.ctx.ops[new].results.to_vec();
    if rw.ctx.ops[op].results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
}

/// `TransferWritePermutationLowering`.
fn write_permutation(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let map = map_of(rw.ctx, op)?;
    if is_minor_identity(&map) {
        return None;
    }
    let perm = permutation_of_minor_identity(&map)?;
    // compressUnusedDims then inversePermutation: the result using each remaining dimension.
    let mut used: Vec<u32> = map
        .results
        .iter()
        .filter_map(|e| match e {
            AffineExpr::Dim(d) => Some(*d),
            _ => None,
        })
        .collect();
    used.sort_unstable();
    used.dedup();
    let mut order = vec![];
    for d in &used {
        let i = map.results.iter().position(|e| *e == AffineExpr::Dim(*d))?;
        order.push(i as i64);
    }
    let ib = scatter(&in_bounds(rw.ctx, op), &perm);
    let ib = in_bounds_attr(rw.ctx, &ib);
    let (source, indices, mask) = transfer_groups(rw.ctx, op)?;
    let loc = loc_of(rw.ctx, op);
    let v = rw.ctx.operand(op, 0);
    let nv = transpose(rw, loc, v, &order)?;
    let new_map = minor_identity(map.num_dims, map.results.len() as u32)?;
    let m = map_attr(rw.ctx, new_map);
    let rt = rw.ctx.ops[op]
        .results
        .first()
        .map(|r| rw.ctx.value_type(*r));
    let new = TransferWriteOp::build(rw, loc, rt, nv, source, &indices, mask, m, ib).0;
    finish_write(rw, op, new);
    Some(())
}

/// `vector.broadcast` of `v` to `k` more leading unit dimensions (`extendVectorRank`).
fn extend_rank(
    rw: &mut Rewriter<'_>,
    loc: irbridge::ir::Attribute,
    v: ValueId,
    k: usize,
) -> Option<ValueId> {
    let (shape, scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(v))?;
    let mut s = vec![1; k];
    s.extend(shape);
    let mut sc = vec![false; k];
    sc.extend(scalable);
    let t = vector_type(rw.ctx, s, sc, elem);
    Some(BroadcastOp::build(rw, loc, t, v).vector(rw.ctx))
}

/// `TransferWriteNonPermutationLowering`.
fn write_non_permutation(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let map = map_of(rw.ctx, op)?;
    if permutation_of_minor_identity(&map).is_some() {
        return None;
    }
    let mut found = vec![false; map.num_dims as usize];
    for e in &map.results {
        let AffineExpr::Dim(d) = e else { return None };
        found[*d as usize] = true;
    }
    let first = found.iter().position(|f| *f)?;
    let missing: Vec<u32> = (first..found.len())
        .filter(|i| !found[*i])
        .map(|i| i as u32)
        .collect();
    let k = missing.len();
    let (source, indices, mask) = transfer_groups(rw.ctx, op)?;
    let loc = loc_of(rw.ctx, op);
    let v = rw.ctx.operand(op, 0);
    let nv = extend_rank(rw, loc, v, k)?;
    let new_mask = match mask {
        Some(m) => {
            let b = extend_rank(rw, loc, m, k)?;
            let rank = rw.ctx.shape(rw.ctx.value_type(b))?.len();
            let perm: Vec<i64> = (k..rank).chain(0..k).map(|i| i as i64).collect();
            Some(transpose(rw, loc, b, &perm)?)
        }
        None => None,
    };
    let mut results: Vec<AffineExpr> = missing.iter().map(|d| AffineExpr::Dim(*d)).collect();
    results.extend(map.results.iter().cloned());
    let new_map = AffineMap {
        num_dims: map.num_dims,
        num_symbols: 0,
        results,
    };
    let mut ib = vec![true; k];
    let old = in_bounds(rw.ctx, op);
    let rank = rw.ctx.shape(transfer_vector(rw.ctx, op))?.len();
    ib.extend((0..rank).map(|i| old.get(i).copied().unwrap_or(false)));
    let ib = in_bounds_attr(rw.ctx, &ib);
    let m = map_attr(rw.ctx, new_map);
    let rt = rw.ctx.ops[op]
        .results
        .first()
        .map(|r| rw.ctx.value_type(*r));
    let new = TransferWriteOp::build(rw, loc, rt, nv, source, &indices, new_mask, m, ib).0;
    finish_write(rw, op, new);
    Some(())
}

/// `TransferOpReduceRank`.
fn reduce_rank(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let map = map_of(rw.ctx, op)?;
    let lead = map
        .results
        .iter()
        .take_while(|e| **e == AffineExpr::Const(0))
        .count();
    if lead == 0 {
        return None;
    }
    let vt = transfer_vector(rw.ctx, op);
    let (shape, scalable, elem) = vparts(rw.ctx, vt)?;
    let reduced = shape.len() - lead;
    let new_map = AffineMap {
        num_dims: map.num_dims,
        num_symbols: 0,
        results: map.results[map.results.len() - reduced..].to_vec(),
    };
    if !minor_identity_with_broadcasting(&new_map) {
        return None;
    }
    let (source, indices, mask) = transfer_groups(rw.ctx, op)?;
    let loc = loc_of(rw.ctx, op);
    let st = rw.ctx.value_type(source);
    if reduced == 0 {
        if !matches!(rw.ctx.kind(st), TypeKind::MemRef { .. }) {
            return None;
        }
        let nt = builder_nontemporal(rw.ctx);
        let x = memref::LoadOp::build(rw, loc, elem, source, &indices, nt).result(rw.ctx);
        let b = BroadcastOp::build(rw, loc, vt, x).vector(rw.ctx);
        rw.replace_op(op, &[b]);
        return Some(());
    }
    let new_t: Type = vector_type(
        rw.ctx,
        shape[lead..].to_vec(),
        scalable[lead..].to_vec(),
        elem,
    );
    let old = in_bounds(rw.ctx, op);
    let ib = in_bounds_attr(rw.ctx, &old[old.len().saturating_sub(reduced)..]);
    let pad = padding(rw.ctx, op, indices.len());
    let m = map_attr(rw.ctx, new_map);
    let read =
        TransferReadOp::build(rw, loc, new_t, source, &indices, pad, mask, m, ib).vector(rw.ctx);
    let b = BroadcastOp::build(rw, loc, vt, read).vector(rw.ctx);
    rw.replace_op(op, &[b]);
    Some(())
}
