//! The transfer lowerings of `convert-vector-to-llvm` (upstream 19's `LowerVectorTransfer.cpp`
//! `populateVectorTransferLoweringPatterns`, and `MaterializeTransferMask`): an in-bounds
//! `vector.transfer_read`/`write` with a minor identity map (broadcasts allowed for reads) on a
//! memref with a unit last stride becomes `vector.load`/`store` (`maskedload`/`maskedstore` with a
//! mask, 1-D only); single-element loads and stores become `memref.load`/`store`; an out-of-bounds
//! 1-D transfer gets the mask `create_mask(dim - index)` (and its own mask) and becomes in-bounds.
//! Transfers of higher rank are `convert-vector-to-scf`'s.

use super::rewrite::VRewriter;
use super::util::builder_nontemporal;
use super::util::{dim_of, loc_of, vec_ty, vparts};
use irbridge::dialect::arith::{AndIOp, SubIOp};
use irbridge::dialect::memref;
use irbridge::dialect::memref::layout::strides_and_offset;
use irbridge::dialect::vector::fold::{transfer_groups, transfer_vector};
use irbridge::dialect::vector::transfer::{
    in_bounds, in_bounds_attr, is_minor_identity, permutation_map,
};
use irbridge::dialect::vector::{
    BroadcastOp, CreateMaskOp, ExtractElementOp, ExtractOp, LoadOp, MaskOp, MaskedLoadOp,
    MaskedStoreOp, SplatOp, StoreOp, TransferReadOp,
};
use irbridge::ir::attrs::AffineExpr;
use irbridge::ir::{Context, OpId, OpState, Type, TypeKind};

/// `isLastMemrefDimUnitStride`.
pub(crate) fn last_unit_stride(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some_and(|s| s.strides.last().is_none_or(|x| *x == 1))
}

/// The memref's element type, if `t` is a memref.
fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.kind(t) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// `hasOutOfBoundsDim`: a non-broadcast dimension not marked in-bounds.
fn has_out_of_bounds_dim(ctx: &Context, op: OpId) -> Option<bool> {
    let map = permutation_map(ctx, op)?;
    let flags = in_bounds(ctx, op);
    Some(
        map.results
            .iter()
            .enumerate()
            .any(|(i, e)| *e != AffineExpr::Const(0) && !flags.get(i).copied().unwrap_or(false)),
    )
}

/// Whether `op` sits in a `vector.mask` (upstream's patterns leave masked transfers alone).
fn is_masked(ctx: &Context, op: OpId) -> bool {
    ctx.parent_op(op).is_some_and(|p| MaskOp::is(ctx, p))
}

/// The transfer's (vector type, memref type, element type of the memref), if it reads or writes a
/// memref with a unit last stride, is not masked by a `vector.mask`, and is within `max_rank`.
fn common(ctx: &Context, op: OpId, max_rank: Option<usize>) -> Option<(Type, Type, Type)> {
    let vt = transfer_vector(ctx, op);
    let (shape, _, _) = vparts(ctx, vt)?;
    if max_rank.is_some_and(|m| shape.len() > m) || is_masked(ctx, op) {
        return None;
    }
    let (source, _, _) = transfer_groups(ctx, op)?;
    let mt = ctx.value_type(source);
    let elem = memref_elem(ctx, mt)?;
    Some((vt, mt, elem))
}

/// `isMinorIdentityWithBroadcasting`: the broadcast result positions, if the map is a minor
/// identity with some results replaced by `0`.
fn minor_identity_with_broadcasting(ctx: &Context, op: OpId) -> Option<Vec<usize>> {
    let map = permutation_map(ctx, op)?;
    if (map.num_dims as usize) < map.results.len() {
        return None;
    }
    let suffix = map.num_dims as usize - map.results.len();
    let mut broadcast = vec![];
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Const(0) => broadcast.push(i),
            AffineExpr::Dim(d) if *d as usize == suffix + i => {}
            _ => return None,
        }
    }
    Some(broadcast)
}

/// What `TransferReadToVectorLoadLowering` checks but the bounds and the mask's rank: the
/// broadcast positions and the shape of the vector to load.
fn read_shape(ctx: &Context, op: OpId, max_rank: Option<usize>) -> Option<(Vec<usize>, Vec<i64>)> {
    let (vt, mt, melem) = common(ctx, op, max_rank)?;
    let broadcast = minor_identity_with_broadcasting(ctx, op)?;
    if !last_unit_stride(ctx, mt) {
        return None;
    }
    let (mut shape, scalable, elem) = vparts(ctx, vt)?;
    for &i in &broadcast {
        shape[i] = 1;
    }
    let elem_ok = match ctx.kind(melem) {
        TypeKind::Vector {
            shape: s,
            elem: e,
            scalable: sc,
            ..
        } => *s == shape && *e == elem && *sc == scalable,
        _ => melem == elem,
    };
    elem_ok.then_some((broadcast, shape))
}

/// What `TransferWriteToVectorStoreLowering` checks but the bounds and the mask's rank.
fn write_ok(ctx: &Context, op: OpId, max_rank: Option<usize>) -> Option<()> {
    let (vt, mt, melem) = common(ctx, op, max_rank)?;
    let map = permutation_map(ctx, op)?;
    if !is_minor_identity(&map) || !last_unit_stride(ctx, mt) {
        return None;
    }
    let (_, _, elem) = vparts(ctx, vt)?;
    let is_vec_elem = matches!(ctx.kind(melem), TypeKind::Vector { .. });
    if (is_vec_elem && melem != vt) || (!is_vec_elem && melem != elem) {
        return None;
    }
    Some(())
}

/// `TransferReadToVectorLoadLowering`.
pub fn read_to_load<R: VRewriter>(rw: &mut R, op: OpId, max_rank: Option<usize>) -> Option<()> {
    let ctx = rw.c();
    let vt = transfer_vector(ctx, op);
    let (broadcast, shape) = read_shape(ctx, op, max_rank)?;
    let (_, scalable, elem) = vparts(ctx, vt)?;
    let rank = shape.len();
    let (source, indices, mask) = transfer_groups(ctx, op)?;
    if has_out_of_bounds_dim(ctx, op)? || (mask.is_some() && rank != 1) {
        return None;
    }
    let padding = ctx.operand(op, 1 + indices.len());
    let l = loc_of(ctx, op);
    let ub = vec_ty(rw.ctx(), shape, scalable, elem);
    rw.set_insertion_point_before(op);
    let mut res = match mask {
        Some(mask) => {
            let fill = SplatOp::build(rw, l, ub, padding).aggregate(rw.c());
            MaskedLoadOp::build(rw, l, ub, source, &indices, mask, fill).result(rw.c())
        }
        None => {
            let nt = builder_nontemporal(rw.ctx());
            LoadOp::build(rw, l, ub, source, &indices, nt).result(rw.c())
        }
    };
    if !broadcast.is_empty() {
        res = BroadcastOp::build(rw, l, vt, res).vector(rw.c());
    }
    rw.replace_op(op, &[res]);
    Some(())
}

/// `TransferWriteToVectorStoreLowering`.
pub fn write_to_store<R: VRewriter>(rw: &mut R, op: OpId, max_rank: Option<usize>) -> Option<()> {
    let ctx = rw.c();
    write_ok(ctx, op, max_rank)?;
    let vt = transfer_vector(ctx, op);
    let shape = ctx.shape(vt)?.to_vec();
    let (source, indices, mask) = transfer_groups(ctx, op)?;
    if has_out_of_bounds_dim(ctx, op)? || (mask.is_some() && shape.len() != 1) {
        return None;
    }
    let value = ctx.operand(op, 0);
    let l = loc_of(ctx, op);
    rw.set_insertion_point_before(op);
    match mask {
        Some(mask) => {
            MaskedStoreOp::build(rw, l, source, &indices, mask, value);
        }
        None => {
            let nt = builder_nontemporal(rw.ctx());
            StoreOp::build(rw, l, value, source, &indices, nt);
        }
    }
    rw.erase_op(op);
    Some(())
}

/// The number of elements of a fixed vector type.
fn fixed_elements(ctx: &Context, t: Type) -> Option<i64> {
    let (shape, scalable, _) = vparts(ctx, t)?;
    if scalable.iter().any(|s| *s) {
        return None;
    }
    Some(shape.iter().product())
}

/// `VectorLoadToMemrefLoadLowering`: a one-element `vector.load` is a `memref.load` broadcast.
pub fn load_to_memref_load<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let vt = ctx.value_type(ctx.result(op, 0));
    if fixed_elements(ctx, vt)? != 1 {
        return None;
    }
    let operands = ctx.ops[op].operands.to_vec();
    let elem = memref_elem(ctx, ctx.value_type(operands[0]))?;
    let l = loc_of(ctx, op);
    rw.set_insertion_point_before(op);
    let nt = builder_nontemporal(rw.ctx());
    let x = memref::LoadOp::build(rw, l, elem, operands[0], &operands[1..], nt).result(rw.c());
    let v = BroadcastOp::build(rw, l, vt, x).vector(rw.c());
    rw.replace_op(op, &[v]);
    Some(())
}

/// `VectorStoreToMemrefStoreLowering`: a one-element `vector.store` stores its element with
/// `memref.store`.
pub fn store_to_memref_store<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let operands = ctx.ops[op].operands.to_vec();
    let vt = ctx.value_type(operands[0]);
    if fixed_elements(ctx, vt)? != 1 {
        return None;
    }
    let (shape, _, elem) = vparts(ctx, vt)?;
    let l = loc_of(ctx, op);
    rw.set_insertion_point_before(op);
    let x = if shape.is_empty() {
        ExtractElementOp::build(rw, l, elem, operands[0], None).result(rw.c())
    } else {
        let p = super::util::dense_i64_array(rw.ctx(), &vec![0; shape.len()]);
        ExtractOp::build(rw, l, elem, operands[0], &[], p).result(rw.c())
    };
    let nt = builder_nontemporal(rw.ctx());
    memref::StoreOp::build(rw, l, x, operands[1], &operands[2..], nt);
    rw.erase_op(op);
    Some(())
}

/// `MaterializeTransferMask`: an out-of-bounds transfer of rank 1 with indices gets the mask of
/// the lanes before the end of its last dimension (and its own mask), and is in-bounds.
pub fn materialize_mask<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    if !has_out_of_bounds_dim(ctx, op)? {
        return None;
    }
    let vt = transfer_vector(ctx, op);
    let (shape, scalable, _) = vparts(ctx, vt)?;
    let (source, indices, mask) = transfer_groups(ctx, op)?;
    if shape.len() > 1 || indices.is_empty() {
        return None;
    }
    // Upstream's conversion undoes the rewrite unless the transfer it leaves lowers in turn (to a
    // masked load or store): check that first.
    let lowers = if TransferReadOp::is(ctx, op) {
        read_shape(ctx, op, None).is_some()
    } else {
        write_ok(ctx, op, None).is_some()
    };
    if !lowers {
        return None;
    }
    let l = loc_of(ctx, op);
    let last = indices.len() - 1;
    let off = indices[last];
    rw.set_insertion_point_before(op);
    let dim = dim_of(rw, l, source, last);
    let index = rw.ctx().index();
    let b = SubIOp::build(rw, l, index, dim, off, None).result(rw.c());
    let i1 = rw.ctx().i1();
    let mt = vec_ty(rw.ctx(), shape, scalable, i1);
    let mut new_mask = CreateMaskOp::build(rw, l, mt, &[b]).result(rw.c());
    if let Some(old) = mask {
        new_mask = AndIOp::build(rw, l, mt, new_mask, old).result(rw.c());
    }
    // The op with the new mask and `in_bounds = [true]` (upstream edits it in place).
    let data = &rw.c().ops[op];
    let mut st = OpState::new(data.name, l);
    st.def = data.def;
    st.operands = data.operands.to_vec();
    st.result_types = rw.c().result_types(op);
    st.props = data.props.to_vec();
    st.attrs = data.attrs.to_vec();
    let read = TransferReadOp::is(rw.c(), op);
    // Both forms put the mask after the source, the indices and the padding or the vector.
    st.operands.truncate(2 + indices.len());
    st.operands.push(new_mask);
    let ib = in_bounds_attr(rw.ctx(), &[true]);
    let segments = if read {
        [1, indices.len(), 1, 1]
    } else {
        [1, 1, indices.len(), 1]
    };
    let seg = super::util::dense_i32_array(rw.ctx(), &segments.map(|x| x as i64));
    let ib_sym = rw.ctx().sym("in_bounds");
    let seg_sym = rw.ctx().sym("operandSegmentSizes");
    for (k, v) in st.props.iter_mut() {
        if *k == ib_sym {
            *v = ib;
        } else if *k == seg_sym {
            *v = seg;
        }
    }
    let new = rw.insert(st);
    let results = rw.c().ops[new].results.to_vec();
    if results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
    Some(())
}
