//! Store-to-load forwarding between transfers on tensors (MLIR 19's VectorOps.cpp): a
//! `transfer_read` of what a `transfer_write` just wrote is the written vector (`foldRAW`, or a
//! broadcast and transpose of it when the permutation maps differ,
//! `TransferReadAfterWriteToBroadcast`); a `transfer_write` of what was just read from the same
//! place is its source (`foldWAR`, `foldReadInitWrite`); a write that a later one overwrites is
//! skipped in the chain (`FoldWaw`). Writes to other, provably disjoint, places of the same
//! tensor are looked through.

use super::fold::{constant_int, transfer_groups, transfer_vector};
use super::transfer::{in_bounds, is_minor_identity, permutation_map};
use super::{vector_type, BroadcastOp, TransferReadOp, TransferWriteOp, TransposeOp};
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{Context, OpId, TypeKind, ValueId};
use crate::ods::{prop, FoldResult, FoldValue};
use crate::transforms::consts::splat_value;
use crate::transforms::{constant_value, Rewriter};

/// The fields of a transfer op the forwarding compares.
struct Transfer {
    op: OpId,
    source: ValueId,
    indices: Vec<ValueId>,
    mask: Option<ValueId>,
}

fn transfer(ctx: &Context, op: OpId) -> Option<Transfer> {
    let (source, indices, mask) = transfer_groups(ctx, op)?;
    Some(Transfer {
        op,
        source,
        indices,
        mask,
    })
}

/// The write defining `v`, if any.
fn def_write(ctx: &Context, v: ValueId) -> Option<Transfer> {
    let d = ctx
        .defining_op(v)
        .filter(|&d| TransferWriteOp::is(ctx, d))?;
    transfer(ctx, d)
}

fn is_ranked_tensor(ctx: &Context, v: ValueId) -> bool {
    matches!(ctx.kind(ctx.value_type(v)), TypeKind::RankedTensor { .. })
}

fn same_map(ctx: &Context, a: OpId, b: OpId) -> bool {
    prop(ctx, a, "permutation_map") == prop(ctx, b, "permutation_map")
}

/// `hasOutOfBoundsDim`: a non-broadcast dimension not known to be in bounds.
fn has_out_of_bounds_dim(ctx: &Context, op: OpId) -> bool {
    let Some(map) = permutation_map(ctx, op) else {
        return true;
    };
    let flags = in_bounds(ctx, op);
    map.results
        .iter()
        .enumerate()
        .any(|(i, e)| *e != AffineExpr::Const(0) && !flags.get(i).copied().unwrap_or(false))
}

/// `isSplatWriteConsistentWithMaskedRead`: the write stores a constant splat that the masked
/// read's padding equals.
fn splat_write_matches_masked_read(ctx: &Context, write: &Transfer, read: &Transfer) -> bool {
    let could_be_same = read.mask.is_some() && (write.mask.is_none() || write.mask == read.mask);
    if !could_be_same {
        return false;
    }
    let Some(splat) =
        constant_value(ctx, ctx.operand(write.op, 0)).and_then(|a| splat_value(ctx, a))
    else {
        return false;
    };
    let Some(pad) = constant_value(ctx, ctx.operand(read.op, read.indices.len() + 1)) else {
        return false;
    };
    super::fold::scalar(ctx, pad) == Some(splat)
}

/// `checkSameValueRAW`.
fn same_value_raw(ctx: &Context, write: &Transfer, read: &Transfer) -> bool {
    !has_out_of_bounds_dim(ctx, write.op)
        && write.indices == read.indices
        && transfer_vector(ctx, write.op) == transfer_vector(ctx, read.op)
        && same_map(ctx, write.op, read.op)
        && ((write.mask.is_none() && read.mask.is_none())
            || splat_write_matches_masked_read(ctx, write, read))
}

/// `checkSameValueWAW`.
fn same_value_waw(ctx: &Context, write: &Transfer, prior: &Transfer) -> bool {
    prior.indices == write.indices
        && prior.mask == write.mask
        && transfer_vector(ctx, prior.op) == transfer_vector(ctx, write.op)
        && same_map(ctx, prior.op, write.op)
}

/// `isDisjointTransferIndices` without the value-bounds analysis: constant indices that differ in a
/// leading dimension, or by at least the vector size in a transferred one.
fn disjoint_indices(ctx: &Context, a: &Transfer, b: &Transfer) -> bool {
    let vt = transfer_vector(ctx, a.op);
    if vt != transfer_vector(ctx, b.op) {
        return false;
    }
    let shape = ctx.shape(vt).map(<[i64]>::to_vec).unwrap_or_default();
    let rank_offset = a.indices.len().saturating_sub(shape.len());
    for (i, (&x, &y)) in a.indices.iter().zip(&b.indices).enumerate() {
        let (Some(x), Some(y)) = (constant_int(ctx, x), constant_int(ctx, y)) else {
            continue;
        };
        if i < rank_offset {
            if x != y {
                return true;
            }
        } else if (x - y).abs() >= shape[i - rank_offset] {
            return true;
        }
    }
    false
}

/// `foldRAW`: the vector a write of the read's chunk stored, through writes disjoint from it.
pub fn fold_read_after_write(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let read = transfer(ctx, op)?;
    if !is_ranked_tensor(ctx, read.source) {
        return None;
    }
    let mut write = def_write(ctx, read.source);
    while let Some(w) = write {
        if same_value_raw(ctx, &w, &read) {
            let v = ctx.operand(w.op, 0);
            return Some(FoldResult::Values(vec![FoldValue::Value(v)]));
        }
        if !disjoint_indices(ctx, &w, &read) {
            break;
        }
        write = def_write(ctx, w.source);
    }
    None
}

/// `foldReadInitWrite` and `foldWAR`: a write of what a read took from the same place of the same
/// tensor is that tensor.
pub fn fold_write_after_read(ctx: &Context, op: OpId) -> Option<FoldResult> {
    let write = transfer(ctx, op)?;
    if !is_ranked_tensor(ctx, write.source) {
        return None;
    }
    let vector = ctx.operand(op, 0);
    let read_op = ctx
        .defining_op(vector)
        .filter(|&d| TransferReadOp::is(ctx, d))?;
    let read = transfer(ctx, read_op)?;
    let result = |v| Some(FoldResult::Values(vec![FoldValue::Value(v)]));
    if read_init_write(ctx, &write, &read) {
        return result(read.source);
    }
    let same = read.source == write.source
        && read.indices == write.indices
        && same_map(ctx, read.op, write.op)
        && transfer_vector(ctx, read.op) == transfer_vector(ctx, write.op)
        && read.mask.is_none()
        && write.mask.is_none();
    if same {
        return result(read.source);
    }
    None
}

/// `foldReadInitWrite`: the write stores, unchanged, a whole tensor of its destination's type
/// read at zero indices.
fn read_init_write(ctx: &Context, write: &Transfer, read: &Transfer) -> bool {
    let transfer_rank = |op| permutation_map(ctx, op).map_or(0, |m| m.results.len());
    let minor_identity = |op| permutation_map(ctx, op).is_some_and(|m| is_minor_identity(&m));
    let dest = ctx.value_type(write.source);
    let vt = transfer_vector(ctx, write.op);
    let zero = |v: &ValueId| constant_int(ctx, *v) == Some(0);
    transfer_rank(write.op) != 0
        && transfer_rank(read.op) != 0
        && minor_identity(read.op)
        && minor_identity(write.op)
        && transfer_rank(read.op) == transfer_rank(write.op)
        && !has_out_of_bounds_dim(ctx, read.op)
        && !has_out_of_bounds_dim(ctx, write.op)
        && ctx.value_type(read.source) == dest
        && transfer_vector(ctx, read.op) == vt
        && ctx.shape(vt) == ctx.shape(dest)
        && read.indices.iter().all(zero)
        && write.indices.iter().all(zero)
}

/// `getTransferChunkAccessed`: the size accessed along each dimension of the source.
fn chunk_accessed(ctx: &Context, op: OpId, map: &AffineMap) -> Vec<i64> {
    let vt = transfer_vector(ctx, op);
    let shape = ctx.shape(vt).map(<[i64]>::to_vec).unwrap_or_default();
    let mut sizes = vec![1; map.num_dims as usize];
    for (e, &size) in map.results.iter().zip(&shape) {
        if let AffineExpr::Dim(d) = e {
            sizes[*d as usize] = size;
        }
    }
    sizes
}

/// The dimensions no result of `map` uses.
fn unused_dims(map: &AffineMap) -> Vec<bool> {
    let mut unused = vec![true; map.num_dims as usize];
    for e in &map.results {
        if let AffineExpr::Dim(d) = e {
            unused[*d as usize] = false;
        }
    }
    unused
}

/// `compressUnusedDims` of a map whose results are dimensions and constants.
fn compress_unused_dims(map: &AffineMap) -> Option<AffineMap> {
    let unused = unused_dims(map);
    let mut renumber = vec![0u32; unused.len()];
    let mut next = 0;
    for (d, u) in unused.iter().enumerate() {
        if !u {
            renumber[d] = next;
            next += 1;
        }
    }
    let results = map
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(AffineExpr::Dim(renumber[*d as usize])),
            AffineExpr::Const(c) => Some(AffineExpr::Const(*c)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(AffineMap {
        num_dims: next,
        num_symbols: map.num_symbols,
        results,
    })
}

/// `outer.compose(inner)` for maps of dimensions and constants.
fn compose(outer: &AffineMap, inner: &AffineMap) -> Option<AffineMap> {
    let results = outer
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => inner.results.get(*d as usize).cloned(),
            AffineExpr::Const(c) => Some(AffineExpr::Const(*c)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(AffineMap {
        num_dims: inner.num_dims,
        num_symbols: inner.num_symbols,
        results,
    })
}

/// `isPermutationOfMinorIdentityWithBroadcasting`: the permutation from the written vector's
/// dimensions to the read one's, broadcast dimensions placed in the free slots.
fn permutation_with_broadcasting(map: &AffineMap) -> Option<Vec<usize>> {
    let inputs = (map.num_dims + map.num_symbols) as usize;
    let results = map.results.len();
    let projection_start = inputs.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(inputs);
    let mut permuted = vec![0usize; results];
    let mut found = vec![false; inputs.max(results)];
    let mut broadcast = vec![];
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Const(0) => broadcast.push(i),
            AffineExpr::Dim(d) if (*d as usize) >= projection_start => {
                let p = *d as usize - projection_start + leading_broadcast;
                permuted[i] = p;
                *found.get_mut(p)? = true;
            }
            _ => return None,
        }
    }
    let mut pos = 0;
    for i in broadcast {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        permuted[i] = pos;
        pos += 1;
    }
    Some(permuted)
}

/// `TransferReadAfterWriteToBroadcast`.
fn read_after_write_to_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = &*rw.ctx;
    let read = transfer(ctx, op)?;
    if has_out_of_bounds_dim(ctx, op) || !is_ranked_tensor(ctx, read.source) {
        return None;
    }
    let write = def_write(ctx, read.source)?;
    let (read_map, write_map) = (permutation_map(ctx, op)?, permutation_map(ctx, write.op)?);
    if chunk_accessed(ctx, op, &read_map) != chunk_accessed(ctx, write.op, &write_map)
        || unused_dims(&read_map) != unused_dims(&write_map)
        || read.indices != write.indices
        || read.mask != write.mask
    {
        return None;
    }
    let map = compose(
        &compress_unused_dims(&read_map)?,
        &compress_unused_dims(&write_map)?,
    )?;
    if map.results.is_empty() {
        return None;
    }
    let permutation = permutation_with_broadcasting(&map)?;
    let read_ty = transfer_vector(ctx, op);
    let TypeKind::Vector {
        shape: dest_shape,
        scalable: dest_scalable,
        ..
    } = ctx.kind(read_ty).clone()
    else {
        return None;
    };
    let mut shape = vec![0; dest_shape.len()];
    let mut scalable = vec![false; dest_shape.len()];
    for (i, &p) in permutation.iter().enumerate() {
        *shape.get_mut(p)? = dest_shape[i];
        scalable[p] = dest_scalable[i];
    }
    let elem = ctx.element_type(transfer_vector(ctx, write.op));
    let vec = ctx.operand(write.op, 0);
    let loc = ctx.ops[op].loc;
    let broadcast_ty = vector_type(rw.ctx, shape, scalable, elem);
    rw.set_insertion_point_before(op);
    let b = BroadcastOp::build(rw, loc, broadcast_ty, vec).vector(rw.ctx);
    let perm: Vec<i128> = permutation.iter().map(|&p| p as i128).collect();
    let i64t = rw.ctx.i64();
    let perm = rw.ctx.attr(crate::ir::AttrKind::DenseArray {
        elem: i64t,
        values: perm,
    });
    let t = TransposeOp::build(rw, loc, read_ty, b, perm).result(rw.ctx);
    rw.replace_op(op, &[t]);
    Some(())
}

/// `FoldWaw`: the write that this one overwrites, through writes to disjoint places used only by
/// the chain, is taken out of the chain.
fn fold_waw(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = &*rw.ctx;
    let write = transfer(ctx, op)?;
    if !is_ranked_tensor(ctx, write.source) {
        return None;
    }
    let mut to_modify = op;
    let mut prior = def_write(ctx, write.source);
    while let Some(p) = prior {
        if same_value_waw(ctx, &write, &p) {
            // A write's operands: the vector, then its destination.
            rw.modify(to_modify, |ctx| ctx.set_operand(to_modify, 1, p.source));
            return Some(());
        }
        if !disjoint_indices(ctx, &p, &write) {
            return None;
        }
        let result = ctx.result(p.op, 0);
        if ctx.values[result].uses.len() != 1 {
            return None;
        }
        to_modify = p.op;
        prior = def_write(ctx, p.source);
    }
    None
}

/// `TransferReadOp`'s canonicalization patterns.
pub static TRANSFER_READ: &[crate::transforms::Pattern] = &[crate::transforms::Pattern::new(
    "TransferReadAfterWriteToBroadcast",
    |rw, op| read_after_write_to_broadcast(rw, op).is_some(),
)];

/// `TransferWriteOp`'s canonicalization patterns (`SwapExtractSliceOfTransferWrite` needs the
/// `tensor` dialect).
pub static TRANSFER_WRITE: &[crate::transforms::Pattern] =
    &[crate::transforms::Pattern::new("FoldWaw", |rw, op| {
        fold_waw(rw, op).is_some()
    })];
