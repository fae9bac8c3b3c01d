//! Splitting transfers into a full and a partial part (upstream 19's
//! VectorTransferSplitRewritePatterns.cpp, `VectorTransferFullPartialRewriter`, which
//! `transform.apply_patterns.vector.split_transfer_full_partial` adds): an out-of-bounds transfer
//! tests whether its whole vector is in bounds; if so it accesses the memref directly, otherwise
//! it goes through a stack buffer the slow (out-of-bounds) transfer fills or drains. Either way a
//! single in-bounds transfer remains on the value an `scf.if` yields. Strategies: `vector-transfer`
//! (the slow path a copy of the original transfer), `force-in-bounds` (only marks the transfer
//! in bounds) and, for writes, `linalg-copy` (the slow path a `memref.copy` of the intersection);
//! `linalg-copy` reads need `linalg.fill`, which irbridge lacks, and are left alone.

use super::util::{index_constant, loc_of, vparts};
use crate::affine_apply::{composed_folded_apply, Ofr};
use irbridge::dialect::arith::{AndIOp, CmpIOp, ConstantOp, XOrIOp};
use irbridge::dialect::builtin::ModuleOp;
use irbridge::dialect::memref::common::memref_parts;
use irbridge::dialect::memref::layout::{self, strided_layout};
use irbridge::dialect::memref::views::cast_compatible;
use irbridge::dialect::memref::{
    AllocaOp, CastOp, CopyOp, DimOp, LoadOp, MemorySpaceCastOp, StoreOp, SubViewOp,
};
use irbridge::dialect::scf;
use irbridge::dialect::vector::fold::{transfer_groups, transfer_vector};
use irbridge::dialect::vector::transfer::{
    in_bounds, in_bounds_attr, is_minor_identity, permutation_map,
};
use irbridge::dialect::vector::{TransferReadOp, TransferWriteOp, TypeCastOp};
use irbridge::ir::attrs::{AffineBinOp, AffineExpr};
use irbridge::ir::{Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use irbridge::ods::traits;
use irbridge::transforms::clone::{clone_op, Mapping};
use irbridge::transforms::{InsertPoint, Pattern, PatternSet, Rewriter};

/// `vector::VectorTransferSplit`, as the descriptor's `split_transfer_strategy` numbers it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Split {
    None,
    VectorTransfer,
    LinalgCopy,
    ForceInBounds,
}

impl Split {
    /// The strategy of the enum's integer value (`linalg-copy`, the default, otherwise).
    pub fn from_i64(v: i64) -> Split {
        match v {
            0 => Split::None,
            1 => Split::VectorTransfer,
            3 => Split::ForceInBounds,
            _ => Split::LinalgCopy,
        }
    }
}

/// Adds `populateVectorTransferFullPartialPatterns` with `strategy`.
pub fn populate(set: &mut PatternSet, strategy: Split) {
    let i = match strategy {
        Split::None => return,
        Split::VectorTransfer => 0,
        Split::LinalgCopy => 1,
        Split::ForceInBounds => 2,
    };
    set.add(TransferReadOp::def(), &PATTERNS[i]);
    set.add(TransferWriteOp::def(), &PATTERNS[i]);
}

static PATTERNS: [Pattern; 3] = [
    Pattern::new("VectorTransferFullPartialRewriter", |rw, op| {
        split(rw, op, Split::VectorTransfer).is_some()
    }),
    Pattern::new("VectorTransferFullPartialRewriter", |rw, op| {
        split(rw, op, Split::LinalgCopy).is_some()
    }),
    Pattern::new("VectorTransferFullPartialRewriter", |rw, op| {
        split(rw, op, Split::ForceInBounds).is_some()
    }),
];

fn bin(op: AffineBinOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::Bin(op, Box::new(a), Box::new(b))
}

/// `splitFullAndPartialTransferPrecondition`: a rank > 0 minor-identity transfer with an
/// out-of-bounds dim, not directly in an `scf.if` (where the slow path's copy lives).
fn precondition(ctx: &Context, op: OpId) -> Option<()> {
    let map = permutation_map(ctx, op)?;
    if map.results.is_empty() || !is_minor_identity(&map) {
        return None;
    }
    if in_bounds(ctx, op).iter().all(|b| *b) {
        return None;
    }
    if ctx.parent_op(op).is_some_and(|p| scf::IfOp::is(ctx, p)) {
        return None;
    }
    Some(())
}

/// `getAutomaticAllocationScope`: the nearest allocation scope, looking through `scf.for` and
/// `affine.for` only.
fn allocation_scope(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut scope = None;
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        let is_scope = ctx.ops[p]
            .def
            .is_some_and(|d| d.has(traits::ALLOCA_SCOPE) && !std::ptr::eq(d, ModuleOp::def()));
        if is_scope {
            scope = Some(p);
        }
        if !scf::ForOp::is(ctx, p) && !irbridge::dialect::affine::ForOp::is(ctx, p) {
            break;
        }
        cur = ctx.parent_op(p);
    }
    scope
}

/// `memref::getMixedSize`: the static size, or a `memref.dim` (after its index constant).
fn mixed_size(rw: &mut Rewriter<'_>, loc: Attribute, source: ValueId, dim: usize) -> Option<Ofr> {
    let t = rw.ctx.value_type(source);
    let size = *rw.ctx.shape(t)?.get(dim)?;
    if size != DYNAMIC {
        return Some(Ofr::Const(size));
    }
    let c = index_constant(rw, loc, dim as i64);
    let index = rw.ctx.index();
    Some(Ofr::Value(
        DimOp::build(rw, loc, index, source, c).result(rw.ctx),
    ))
}

/// `getValueOrCreateConstantIndexOp`.
fn ofr_value(rw: &mut Rewriter<'_>, loc: Attribute, v: Ofr) -> ValueId {
    match v {
        Ofr::Value(v) => v,
        Ofr::Const(c) => index_constant(rw, loc, c),
    }
}

/// `createInBoundsCond`: the conjunction of `index + size <= dim` over the out-of-bounds dims
/// whose check does not fold to true; `None` when none is left.
fn in_bounds_cond(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    op: OpId,
    source: ValueId,
    indices: &[ValueId],
) -> Option<ValueId> {
    let vt = transfer_vector(rw.ctx, op);
    let (shape, _, _) = vparts(rw.ctx, vt)?;
    let ib = in_bounds(rw.ctx, op);
    let lead = indices.len().checked_sub(shape.len())?;
    let i1 = rw.ctx.i1();
    let mut cond: Option<ValueId> = None;
    for (r, size) in shape.iter().enumerate() {
        if ib.get(r).copied().unwrap_or(false) {
            continue;
        }
        let d = lead + r;
        let expr = bin(
            AffineBinOp::Add,
            AffineExpr::Symbol(0),
            AffineExpr::Const(*size),
        );
        let sum = composed_folded_apply(rw, loc, &expr, &[Ofr::Value(indices[d])]);
        let dim = mixed_size(rw, loc, source, d)?;
        if let (Ofr::Const(s), Ofr::Const(m)) = (sum, dim) {
            if s <= m {
                continue;
            }
        }
        let lhs = ofr_value(rw, loc, sum);
        let rhs = ofr_value(rw, loc, dim);
        let sle = rw.ctx.i64_attr(3);
        let c = CmpIOp::build(rw, loc, i1, lhs, rhs, sle).result(rw.ctx);
        cond = Some(match cond {
            Some(prev) => AndIOp::build(rw, loc, i1, prev, c).result(rw.ctx),
            None => c,
        });
    }
    cond
}

/// `getCastCompatibleMemRefType(a, b)`: `a` if `b` casts to it, else a strided type whose
/// differing sizes, strides and offset are dynamic (in the default memory space).
fn compatible_type(ctx: &mut Context, a: Type, b: Type) -> Option<Type> {
    if cast_compatible(ctx, a, b) {
        return Some(a);
    }
    let pa = memref_parts(ctx, a)?;
    let pb = memref_parts(ctx, b)?;
    if pa.shape.len() != pb.shape.len() {
        return None;
    }
    let sa = layout::strides_and_offset(ctx, a)?;
    let sb = layout::strides_and_offset(ctx, b)?;
    if sa.strides.len() != sb.strides.len() {
        return None;
    }
    let pick = |x: i64, y: i64| if x == y { x } else { DYNAMIC };
    let shape = pa
        .shape
        .iter()
        .zip(&pb.shape)
        .map(|(x, y)| pick(*x, *y))
        .collect();
    let strides = sa
        .strides
        .iter()
        .zip(&sb.strides)
        .map(|(x, y)| pick(*x, *y))
        .collect();
    let l = strided_layout(ctx, strides, pick(sa.offset, sb.offset));
    Some(ctx.ty(TypeKind::MemRef {
        shape,
        elem: pa.elem,
        layout: Some(l),
        memory_space: None,
    }))
}

/// `castToCompatibleMemRefType`: a `memref.memory_space_cast` if the spaces differ, then a
/// `memref.cast` if the types still do.
fn cast_to_compatible(rw: &mut Rewriter<'_>, memref: ValueId, to: Type) -> Option<ValueId> {
    let loc = value_loc(rw.ctx, memref);
    let mut t = rw.ctx.value_type(memref);
    let mut v = memref;
    let from = memref_parts(rw.ctx, t)?;
    let want = memref_parts(rw.ctx, to)?;
    if from.memory_space != want.memory_space {
        t = rw.ctx.ty(TypeKind::MemRef {
            shape: from.shape,
            elem: from.elem,
            layout: from.layout,
            memory_space: want.memory_space,
        });
        v = MemorySpaceCastOp::build(rw, loc, t, v).dest(rw.ctx);
    }
    if t == to {
        return Some(v);
    }
    Some(CastOp::build(rw, loc, to, v).dest(rw.ctx))
}

/// The location of a value (`Value::getLoc`): its op's, or the block argument's own.
fn value_loc(ctx: &mut Context, v: ValueId) -> Attribute {
    match ctx.defining_op(v) {
        Some(op) => ctx.ops[op].loc,
        None => match ctx.values[v].loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// A body builder of an `scf.if` region: the values its block yields.
type Body<'a> = &'a mut dyn FnMut(&mut Rewriter<'_>) -> Option<Vec<ValueId>>;

/// An `scf.if` built as upstream's body builders do: each region's block filled (detached) by
/// its builder, then the op at the insertion point. The `else` region is empty without a builder.
fn build_if(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    cond: ValueId,
    types: &[Type],
    then: Body<'_>,
    els: Option<Body<'_>>,
) -> Option<OpId> {
    let ip = rw.insertion_point();
    let region = |rw: &mut Rewriter<'_>,
                  body: &mut dyn FnMut(&mut Rewriter<'_>) -> Option<Vec<ValueId>>|
     -> Option<irbridge::ir::RegionId> {
        let r = rw.ctx.new_region();
        let b = rw.ctx.new_block();
        rw.ctx.append_block(r, b);
        rw.set_insertion_point(Some(InsertPoint::end(b)));
        let vals = body(rw)?;
        scf::YieldOp::build(rw, loc, &vals);
        Some(r)
    };
    let then_r = region(rw, then);
    let else_r = match els {
        Some(e) => region(rw, e),
        None => Some(rw.ctx.new_region()),
    };
    rw.set_insertion_point(ip);
    let (then_r, else_r) = (then_r?, else_r?);
    let mut st = irbridge::ods::typed::build_state(
        rw.ctx,
        scf::IfOp::def(),
        loc,
        &[irbridge::ods::typed::Group::Many(types)],
        &[irbridge::ods::typed::Group::One(cond)],
        &[],
    );
    st.regions = vec![then_r, else_r];
    Some(rw.create(st))
}

/// `createSubViewIntersection`: subviews of the part of the memref the vector covers and of the
/// matching corner of the buffer (`(source, destination)` of the copy, per direction).
fn subview_intersection(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    source: ValueId,
    indices: &[ValueId],
    alloc: ValueId,
    write: bool,
) -> Option<(ValueId, ValueId)> {
    let rank = indices.len();
    let lead = rank.checked_sub(rw.ctx.shape(rw.ctx.value_type(alloc))?.len())?;
    let mut dyn_sizes: Vec<ValueId> = indices[..lead].to_vec();
    let index = rw.ctx.index();
    for r in 0..rank - lead {
        let d = lead + r;
        let c = index_constant(rw, loc, d as i64);
        let dim_mem = DimOp::build(rw, loc, index, source, c).result(rw.ctx);
        let c = index_constant(rw, loc, r as i64);
        let dim_alloc = DimOp::build(rw, loc, index, alloc, c).result(rw.ctx);
        // (d0, d1, d2) -> (d0 - d1, d2)
        let map = irbridge::ir::attrs::AffineMap {
            num_dims: 3,
            num_symbols: 0,
            results: vec![
                bin(
                    AffineBinOp::Add,
                    AffineExpr::Dim(0),
                    bin(AffineBinOp::Mul, AffineExpr::Dim(1), AffineExpr::Const(-1)),
                ),
                AffineExpr::Dim(2),
            ],
        };
        let map = rw.ctx.attr(irbridge::ir::AttrKind::AffineMap(map));
        let st = crate::memref::build::state(
            rw.ctx,
            irbridge::dialect::affine::MinOp::def(),
            loc,
            &[dim_mem, indices[d], dim_alloc],
            &[index],
            &[("map", map)],
        );
        let m = rw.create(st);
        dyn_sizes.push(rw.ctx.result(m, 0));
    }
    let sizes = vec![DYNAMIC; rank];
    let zeros = vec![0; rank];
    let ones = vec![1; rank];
    let (src, dst) = if write {
        (alloc, source)
    } else {
        (source, alloc)
    };
    let src_view = subview(
        rw,
        loc,
        src,
        (indices, &vec![DYNAMIC; rank]),
        &dyn_sizes,
        &sizes,
        &ones,
    )?;
    let dst_view = subview(rw, loc, dst, (&[], &zeros), &dyn_sizes, &sizes, &ones)?;
    Some((src_view, dst_view))
}

/// A `memref.subview` with its result type inferred (`SubViewOp::inferResultType`).
fn subview(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    source: ValueId,
    offsets: (&[ValueId], &[i64]),
    dyn_sizes: &[ValueId],
    sizes: &[i64],
    strides: &[i64],
) -> Option<ValueId> {
    let st = rw.ctx.value_type(source);
    let parts = memref_parts(rw.ctx, st)?;
    let info = layout::strides_and_offset(rw.ctx, st)?;
    let inferred =
        irbridge::dialect::memref::views::subview_inferred_layout(&info, offsets.1, strides);
    let l = strided_layout(rw.ctx, inferred.strides, inferred.offset);
    let ty = rw.ctx.ty(TypeKind::MemRef {
        shape: sizes.to_vec(),
        elem: parts.elem,
        layout: Some(l),
        memory_space: parts.memory_space,
    });
    let a0 = super::util::dense_i64_array(rw.ctx, offsets.1);
    let a1 = super::util::dense_i64_array(rw.ctx, sizes);
    let a2 = super::util::dense_i64_array(rw.ctx, strides);
    let op = SubViewOp::build(rw, loc, ty, source, offsets.0, dyn_sizes, &[], a0, a1, a2);
    Some(op.result(rw.ctx))
}

/// `splitFullAndPartialTransfer`.
fn split(rw: &mut Rewriter<'_>, op: OpId, strategy: Split) -> Option<()> {
    precondition(rw.ctx, op)?;
    let read = TransferReadOp::is(rw.ctx, op);
    let vt = transfer_vector(rw.ctx, op);
    let (shape, _, elem) = vparts(rw.ctx, vt)?;
    let rank = shape.len();
    let all_in = in_bounds_attr(rw.ctx, &vec![true; rank]);
    if strategy == Split::ForceInBounds {
        rw.modify(op, |ctx| ctx.set_prop(op, "in_bounds", all_in));
        return Some(());
    }
    let (source, indices, mask) = transfer_groups(rw.ctx, op)?;
    if mask.is_some() || (read && strategy == Split::LinalgCopy) {
        return None;
    }
    let source_ty = rw.ctx.value_type(source);
    memref_parts(rw.ctx, source_ty)?;
    let scope = allocation_scope(rw.ctx, op)?;
    let scope_block = rw.ctx.ops[scope]
        .regions
        .first()
        .and_then(|r| rw.ctx.region_blocks(*r).first().copied())?;
    let alloc_ty = rw.ctx.ty(TypeKind::MemRef {
        shape,
        elem,
        layout: None,
        memory_space: None,
    });
    let compatible = compatible_type(rw.ctx, source_ty, alloc_ty)?;
    let loc = loc_of(rw.ctx, op);
    rw.set_insertion_point_before(op);
    let cond = in_bounds_cond(rw, loc, op, source, &indices)?;

    let scope_loc = rw.ctx.ops[scope].loc;
    let ip = rw.insertion_point();
    rw.set_insertion_point(Some(InsertPoint::start(rw.ctx, scope_block)));
    let align = rw.ctx.i64_attr(32);
    let alloc = AllocaOp::build(rw, scope_loc, alloc_ty, &[], &[], Some(align)).memref(rw.ctx);
    rw.set_insertion_point(ip);

    let index = rw.ctx.index();
    let mut types = vec![compatible];
    types.extend(std::iter::repeat_n(index, rank));
    let zero = index_constant(rw, loc, 0);
    let mut fast = |rw: &mut Rewriter<'_>| {
        let v = cast_to_compatible(rw, source, compatible)?;
        let mut vals = vec![v];
        vals.extend(&indices);
        Some(vals)
    };
    if read {
        let mut slow = |rw: &mut Rewriter<'_>| {
            let copy = clone_op(rw.ctx, op, &mut Mapping::default());
            rw.insert_op(copy);
            let v = rw.ctx.result(copy, 0);
            let vec_mem = rw.ctx.ty(TypeKind::MemRef {
                shape: vec![],
                elem: vt,
                layout: None,
                memory_space: None,
            });
            let cast = TypeCastOp::build(rw, loc, vec_mem, alloc).result(rw.ctx);
            StoreOp::build(rw, loc, v, cast, &[], None);
            let casted = cast_to_compatible(rw, alloc, compatible)?;
            let mut vals = vec![casted];
            vals.extend(std::iter::repeat_n(zero, rank));
            Some(vals)
        };
        let if_op = build_if(rw, loc, cond, &types, &mut fast, Some(&mut slow))?;
        let results = rw.ctx.ops[if_op].results.to_vec();
        rw.modify(op, |ctx| {
            for (i, v) in results.iter().enumerate() {
                ctx.set_operand(op, i, *v);
            }
            ctx.set_prop(op, "in_bounds", all_in);
        });
        return Some(());
    }
    let mut slow = |rw: &mut Rewriter<'_>| {
        let casted = cast_to_compatible(rw, alloc, compatible)?;
        let mut vals = vec![casted];
        vals.extend(std::iter::repeat_n(zero, rank));
        Some(vals)
    };
    let if_op = build_if(rw, loc, cond, &types, &mut fast, Some(&mut slow))?;
    let results = rw.ctx.ops[if_op].results.to_vec();
    let mut m = Mapping::default();
    m.values.insert(source, results[0]);
    for (i, v) in indices.iter().enumerate() {
        m.values.insert(*v, results[1 + i]);
    }
    let full = clone_op(rw.ctx, op, &mut m);
    rw.ctx.set_prop(full, "in_bounds", all_in);
    rw.insert_op(full);

    let i1 = rw.ctx.i1();
    let t = rw.ctx.bool_attr(true);
    let true_ = ConstantOp::build(rw, loc, i1, t).result(rw.ctx);
    let not_in = XOrIOp::build(rw, loc, i1, cond, true_).result(rw.ctx);
    let mut partial = |rw: &mut Rewriter<'_>| {
        if strategy == Split::VectorTransfer {
            let vec_mem = rw.ctx.ty(TypeKind::MemRef {
                shape: vec![],
                elem: vt,
                layout: None,
                memory_space: None,
            });
            let cast = TypeCastOp::build(rw, loc, vec_mem, alloc).result(rw.ctx);
            let load = LoadOp::build(rw, loc, vt, cast, &[], None).result(rw.ctx);
            let mut m = Mapping::default();
            m.values.insert(rw.ctx.operand(op, 0), load);
            let copy = clone_op(rw.ctx, op, &mut m);
            rw.insert_op(copy);
        } else {
            let (src, dst) = subview_intersection(rw, loc, source, &indices, alloc, true)?;
            CopyOp::build(rw, loc, src, dst);
        }
        Some(vec![])
    };
    build_if(rw, loc, not_in, &[], &mut partial, None)?;
    rw.erase_op(op);
    Some(())
}
