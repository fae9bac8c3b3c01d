//! The loop analyses `affine-super-vectorize` rests on: whether an access index depends on a loop,
//! whether a loop's accesses are contiguous along it and its body can be vectorized at all
//! (upstream's `LoopAnalysis.cpp`: `isAccessIndexInvariant`, `isContiguousAccess`,
//! `isVectorizableLoopBody`), and the permutation map of a vector transfer (`makePermutationMap`
//! of `VectorUtils.cpp`).

use super::utils::{for_parts, fully_compose};
use irbridge::dialect::affine::canon::{canonicalize_map_and_operands, simplify_map};
use irbridge::dialect::affine::{map_of, ForOp, IfOp, LoadOp, StoreOp};
use irbridge::dialect::vector::transfer::uses_dim;
use irbridge::dialect::vector::{TransferReadOp, TransferWriteOp};
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, BlockId, Context, OpId, Type, TypeKind, ValueId};
use std::collections::HashMap;

/// `VectorType::isValidElementType`: integers, `index` and floats.
pub fn is_vector_element(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// `isAccessIndexInvariant`: `index`, composed with its `affine.apply` producers, simplified and
/// canonicalized, is not a function of `iv`.
pub fn index_invariant(ctx: &Context, iv: ValueId, index: ValueId) -> bool {
    let mut map = AffineMap {
        num_dims: 1,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(0)],
    };
    let mut operands = vec![index];
    fully_compose(ctx, &mut map, &mut operands);
    simplify_map(&mut map);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    // `AffineValueMap::isFunctionOf`: the first position of `iv`, read as a dimension.
    let Some(pos) = operands.iter().position(|v| *v == iv) else {
        return true;
    };
    !map.results.first().is_some_and(|e| uses_dim(e, pos as u32))
}

/// The operands a result expression mentions, one per mention (dims, then symbols, as met).
fn expr_operands(e: &AffineExpr, num_dims: u32, operands: &[ValueId], out: &mut Vec<ValueId>) {
    match e {
        AffineExpr::Dim(d) => out.extend(operands.get(*d as usize)),
        AffineExpr::Symbol(s) => out.extend(operands.get((num_dims + s) as usize)),
        AffineExpr::Const(_) => {}
        AffineExpr::Bin(_, l, r) => {
            expr_operands(l, num_dims, operands, out);
            expr_operands(r, num_dims, operands, out);
        }
    }
}

/// The memref type parts of an access: shape, element type, and whether its layout is the
/// identity.
fn memref_parts(ctx: &Context, memref: ValueId) -> Option<(usize, Type, bool)> {
    match ctx.kind(ctx.value_type(memref)) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            ..
        } => {
            let identity = match layout.map(|l| ctx.attr_kind(l)) {
                None => true,
                Some(AttrKind::AffineMap(m)) => m.is_identity(),
                Some(_) => false,
            };
            Some((shape.len(), *elem, identity))
        }
        _ => None,
    }
}

/// The memref an `affine.load` reads or an `affine.store` writes.
fn accessed_memref(ctx: &Context, op: OpId) -> Option<ValueId> {
    let at = usize::from(StoreOp::is(ctx, op));
    ctx.ops[op].operands.get(at).copied()
}

/// The map operands of an `affine.load` / `affine.store`.
pub fn map_operands(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let start = if StoreOp::is(ctx, op) { 2 } else { 1 };
    ctx.ops[op].operands.get(start..).unwrap_or(&[]).to_vec()
}

/// `isContiguousAccess`: `None` when the access varies along `iv` in more than one index (or its
/// memref has a layout); otherwise the memref dimension it varies in, counted from the fastest
/// varying one, or -1 when it does not vary.
pub fn contiguous_access(ctx: &Context, iv: ValueId, op: OpId) -> Option<i64> {
    let (rank, _, identity) = memref_parts(ctx, accessed_memref(ctx, op)?)?;
    if !identity {
        return None;
    }
    let map = map_of(ctx, op)?;
    let operands = map_operands(ctx, op);
    let mut varying: Option<usize> = None;
    for (i, e) in map.results.iter().enumerate().take(rank) {
        let mut used = vec![];
        expr_operands(e, map.num_dims, &operands, &mut used);
        for v in used {
            if !index_invariant(ctx, iv, v) {
                if varying.is_some() {
                    return None;
                }
                varying = Some(i);
            }
        }
    }
    Some(varying.map_or(-1, |i| (rank - (i + 1)) as i64))
}

/// `isVectorizableLoopBody`: no `affine.if`, no op on types a vector cannot hold, no region but
/// those of `affine.for`/`affine.if`, no vector transfer, and only scalar `affine.load`/`store`;
/// with `contiguity`, every access contiguous along the loop and all in the same memref
/// dimension. `Some(dim)` when vectorizable (the dimension, or -1).
pub fn vectorizable_body(ctx: &Context, l: OpId, contiguity: bool) -> Option<i64> {
    let iv = for_parts(ctx, l)?.iv;
    let mut ok = true;
    let mut accesses = vec![];
    ctx.walk(l, |o| {
        if !ok {
            return;
        }
        let data = &ctx.ops[o];
        let bad_operand = data.operands.iter().any(|v| {
            let t = ctx.value_type(*v);
            match ctx.kind(t) {
                TypeKind::MemRef { elem, .. } => !is_vector_element(ctx, *elem),
                _ => !is_vector_element(ctx, t),
            }
        });
        let bad_result = data
            .results
            .iter()
            .any(|v| !is_vector_element(ctx, ctx.value_type(*v)));
        let bad_region = !data.regions.is_empty() && !ForOp::is(ctx, o) && !IfOp::is(ctx, o);
        if IfOp::is(ctx, o)
            || bad_operand
            || bad_result
            || bad_region
            || TransferReadOp::is(ctx, o)
            || TransferWriteOp::is(ctx, o)
        {
            ok = false;
        } else if LoadOp::is(ctx, o) || StoreOp::is(ctx, o) {
            accesses.push(o);
        }
    });
    if !ok {
        return None;
    }
    let mut dim = -1;
    for a in accesses {
        let (_, elem, _) = memref_parts(ctx, accessed_memref(ctx, a)?)?;
        if matches!(ctx.kind(elem), TypeKind::Vector { .. }) {
            return None;
        }
        if !contiguity {
            continue;
        }
        let this = contiguous_access(ctx, iv, a)?;
        if this != -1 {
            if dim != -1 && dim != this {
                return None;
            }
            dim = this;
        }
    }
    Some(dim)
}

/// `makePermutationMap`: for the vector loops around `block` (loop to vector dimension), the
/// index each vector dimension varies with (`d_i`), or 0 where none does (a broadcast). `None`
/// when no vector loop encloses `block`.
pub fn permutation_map(
    ctx: &Context,
    block: BlockId,
    indices: &[ValueId],
    loop_to_dim: &HashMap<OpId, usize>,
) -> Option<AffineMap> {
    let mut enclosing = vec![];
    let mut cur = ctx.block_parent_op(block);
    while let Some(p) = cur {
        if let Some(d) = loop_to_dim.get(&p) {
            enclosing.push((p, *d));
        }
        cur = ctx.parent_op(p);
    }
    if enclosing.is_empty() {
        return None;
    }
    let mut perm = vec![AffineExpr::Const(0); enclosing.len()];
    for (l, d) in enclosing {
        let iv = for_parts(ctx, l)?.iv;
        for (i, index) in indices.iter().enumerate() {
            if !index_invariant(ctx, iv, *index) {
                *perm.get_mut(d)? = AffineExpr::Dim(i as u32);
            }
        }
    }
    Some(AffineMap {
        num_dims: indices.len() as u32,
        num_symbols: 0,
        results: perm,
    })
}
