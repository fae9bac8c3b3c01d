//! `expand-strided-metadata`: rewrites view-like memref ops (`subview`, `expand_shape`,
//! `collapse_shape`) into `memref.extract_strided_metadata` of the source plus a
//! `memref.reinterpret_cast` with the explicit offset, sizes and strides, and resolves
//! `extract_strided_metadata` through the producers that define its results (`alloc`, `alloca`,
//! `get_global`, `reinterpret_cast`, `subview`, `collapse_shape`, `cast`, another
//! `extract_strided_metadata`), so that `finalize-memref-to-llvm` only sees ops it can lower directly.
//!
//! As upstream, these are rewrite patterns run by the greedy driver
//! ([`irbridge::transforms::apply_patterns_and_fold_greedily`]) with its default configuration: the
//! driver interleaves them with every op's folder, dead-op erasure and region simplification, and
//! where constants end up (uniqued at the start of each function body) follows from that order. The
//! index arithmetic is built as upstream builds it, with `affine.apply`/`affine.min`
//! ([`crate::affine_apply`]).

use crate::affine_apply::{composed_folded_apply, composed_folded_min, Ofr};
use crate::memref::build::state;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::ConstantOp;
use irbridge::dialect::memref::{
    AllocOp, AllocaOp, CastOp, CollapseShapeOp, ExpandShapeOp, ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp, GetGlobalOp, MemorySpaceCastOp, ReinterpretCastOp, SubViewOp,
    TransposeOp, ViewOp,
};
use irbridge::ir::attrs::AffineExpr;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use irbridge::transforms::{
    apply_patterns_and_fold_greedily, GreedyConfig, Pattern, PatternSet, Rewriter,
};

/// Runs the rewrite on everything nested under `root`.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    refuse_unsupported_reshapes(ctx, root)?;
    let mut set = PatternSet::default();
    set.add(SubViewOp::def(), &SUBVIEW_FOLDER);
    set.add(ExpandShapeOp::def(), &EXPAND_SHAPE_FOLDER);
    set.add(CollapseShapeOp::def(), &COLLAPSE_SHAPE_FOLDER);
    for p in METADATA_FOLDERS {
        set.add(ExtractStridedMetadataOp::def(), p);
    }
    set.add(
        ExtractAlignedPointerAsIndexOp::def(),
        &ALIGNED_POINTER_OF_VIEW,
    );
    set.freeze();
    apply_patterns_and_fold_greedily(ctx, root, &set, &GreedyConfig::default());
    Ok(())
}

// ---- the patterns, in upstream's `populateExpandStridedMetadataPatterns` order -----------------------------

static SUBVIEW_FOLDER: Pattern = Pattern::new("SubviewFolder", subview_folder);
static EXPAND_SHAPE_FOLDER: Pattern = Pattern::new("ReshapeFolder", reshape_folder);
static COLLAPSE_SHAPE_FOLDER: Pattern = Pattern::new("ReshapeFolder", reshape_folder);
static METADATA_FOLDERS: &[Pattern] = &[
    Pattern::new("ExtractStridedMetadataOpAllocFolder", metadata_of_alloc),
    Pattern::new(
        "ExtractStridedMetadataOpCollapseShapeFolder",
        metadata_of_collapse_shape,
    ),
    Pattern::new(
        "ExtractStridedMetadataOpGetGlobalFolder",
        metadata_of_get_global,
    ),
    Pattern::new(
        "ExtractStridedMetadataOpReinterpretCastFolder",
        metadata_of_reinterpret_cast,
    ),
    Pattern::new("ExtractStridedMetadataOpSubviewFolder", metadata_of_subview),
    Pattern::new("ExtractStridedMetadataOpCastFolder", metadata_of_cast),
    Pattern::new(
        "ExtractStridedMetadataOpExtractStridedMetadataFolder",
        metadata_of_metadata,
    ),
];
static ALIGNED_POINTER_OF_VIEW: Pattern = Pattern::new(
    "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
    aligned_pointer_of_view,
);

const SEVERAL_DYNAMIC: &str = "expand-strided-metadata: a reassociation group with more than one \
     dynamic size cannot be expanded: its sizes do not follow from the source's (upstream 19 crashes \
     here)";
const NO_DYNAMIC_STRIDE: &str = "expand-strided-metadata: the collapsed group has only unit dims \
     and a dynamic result stride, but no dynamic source stride to take it from";

/// The reshapes upstream's patterns assert on (and crash), refused before anything is rewritten.
fn refuse_unsupported_reshapes(ctx: &Context, root: OpId) -> Result<(), Diagnostic> {
    let mut found = None;
    ctx.walk(root, |op| {
        if found.is_some() {
            return;
        }
        let expand = ExpandShapeOp::is(ctx, op);
        if !expand && !CollapseShapeOp::is(ctx, op) {
            return;
        }
        let src_ty = ctx.value_type(ctx.operand(op, 0));
        let res_ty = ctx.value_type(ctx.result(op, 0));
        let (Some((src_shape, ..)), Some((res_shape, ..))) =
            (memref_parts(ctx, src_ty), memref_parts(ctx, res_ty))
        else {
            return;
        };
        let groups = reassociation(ctx, op);
        if expand {
            if groups
                .iter()
                .any(|g| g.iter().filter(|&&d| res_shape[d] == DYNAMIC).count() > 1)
            {
                found = Some((op, SEVERAL_DYNAMIC));
            }
            return;
        }
        let layout = irbridge::dialect::memref::layout::strides_and_offset;
        let (Some(src_info), Some(res_info)) = (layout(ctx, src_ty), layout(ctx, res_ty)) else {
            return;
        };
        for (gi, g) in groups.iter().enumerate() {
            if g.iter().all(|&d| src_shape[d] == 1)
                && res_info.strides.get(gi) == Some(&DYNAMIC)
                && !g.iter().any(|&d| src_info.strides[d] == DYNAMIC)
            {
                found = Some((op, NO_DYNAMIC_STRIDE));
            }
        }
    });
    match found {
        Some((op, msg)) => Err(Diagnostic::at(ctx, ctx.ops[op].loc, msg.to_string())),
        None => Ok(()),
    }
}

// ---- helpers ------------------------------------------------------------------------------------------------

fn memref_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<Attribute>)> {
    match ctx.kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } => Some((shape.clone(), *elem, *memory_space)),
        _ => None,
    }
}

/// The reassociation groups of an expand/collapse op.
fn reassociation(ctx: &Context, op: OpId) -> Vec<Vec<usize>> {
    let Some(a) = ctx.get_attr(op, "reassociation") else {
        return vec![];
    };
    ctx.as_array(a)
        .unwrap_or(&[])
        .iter()
        .map(|g| {
            ctx.as_array(*g)
                .unwrap_or(&[])
                .iter()
                .filter_map(|d| ctx.as_i64(*d).map(|x| x as usize))
                .collect()
        })
        .collect()
}

/// A mixed static/dynamic list of an op (`static_<name>` property plus its operand group).
fn mixed(static_vals: &[i64], dynamic: &[ValueId]) -> Vec<Ofr> {
    let mut it = dynamic.iter();
    static_vals
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| it.next()).flatten() {
            Some(v) => Ofr::Value(*v),
            None => Ofr::Const(s),
        })
        .collect()
}

fn static_list(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

/// The offsets, sizes and strides of an op with `static_offsets`/`static_sizes`/`static_strides` and
/// its dynamic operands after the first (the source).
fn mixed_offsets_sizes_strides(ctx: &Context, op: OpId) -> (Vec<Ofr>, Vec<Ofr>, Vec<Ofr>) {
    let operands = &ctx.ops[op].operands[1..];
    let so = static_list(ctx, op, "static_offsets");
    let ss = static_list(ctx, op, "static_sizes");
    let st = static_list(ctx, op, "static_strides");
    let n_off = so
        .iter()
        .filter(|&&x| x == DYNAMIC)
        .count()
        .min(operands.len());
    let n_size = ss
        .iter()
        .filter(|&&x| x == DYNAMIC)
        .count()
        .min(operands.len() - n_off);
    (
        mixed(&so, &operands[..n_off]),
        mixed(&ss, &operands[n_off..n_off + n_size]),
        mixed(&st, &operands[n_off + n_size..]),
    )
}

fn dense_i64(ctx: &mut Context, v: &[i64]) -> Attribute {
    let i64t = ctx.i64();
    ctx.attr(AttrKind::DenseArray {
        elem: i64t,
        values: v.iter().map(|&x| x as i128).collect(),
    })
}

/// `memref.extract_strided_metadata %src` at the insertion point; its results.
fn extract_metadata(rw: &mut Rewriter<'_>, loc: Attribute, src: ValueId) -> Option<Vec<ValueId>> {
    let ctx = &mut *rw.ctx;
    let t = ctx.value_type(src);
    let (shape, elem, ms) = memref_parts(ctx, t)?;
    let base = ctx.ty(TypeKind::MemRef {
        shape: vec![],
        elem,
        layout: None,
        memory_space: ms,
    });
    let index = ctx.index();
    let mut results = vec![base, index];
    results.extend(std::iter::repeat_n(index, 2 * shape.len()));
    let st = state(
        ctx,
        ExtractStridedMetadataOp::def(),
        loc,
        &[src],
        &results,
        &[],
    );
    let op = rw.create(st);
    Some(rw.ctx.ops[op].results.to_vec())
}

/// The state of `memref.reinterpret_cast %base to offset: [o], sizes: [..], strides: [..]`.
fn reinterpret_cast_state(
    ctx: &mut Context,
    loc: Attribute,
    base: ValueId,
    offset: Ofr,
    sizes: &[Ofr],
    strides: &[Ofr],
    result_ty: Type,
) -> irbridge::ir::OpState {
    let split = |l: &[Ofr]| -> (Vec<i64>, Vec<ValueId>) {
        let mut st = vec![];
        let mut dy = vec![];
        for o in l {
            match o {
                Ofr::Const(c) => st.push(*c),
                Ofr::Value(v) => {
                    st.push(DYNAMIC);
                    dy.push(*v)
                }
            }
        }
        (st, dy)
    };
    let (so, dyo) = split(&[offset]);
    let (ss, dys) = split(sizes);
    let (sst, dyst) = split(strides);
    let mut operands = vec![base];
    operands.extend(&dyo);
    operands.extend(&dys);
    operands.extend(&dyst);
    let i32t = ctx.i32();
    let seg = ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        values: vec![1, dyo.len() as i128, dys.len() as i128, dyst.len() as i128],
    });
    let (a, b, c) = (
        dense_i64(ctx, &so),
        dense_i64(ctx, &ss),
        dense_i64(ctx, &sst),
    );
    state(
        ctx,
        ReinterpretCastOp::def(),
        loc,
        &operands,
        &[result_ty],
        &[
            ("operandSegmentSizes", seg),
            ("static_offsets", a),
            ("static_sizes", b),
            ("static_strides", c),
        ],
    )
}

/// `getValueOrCreateConstantIndexOp`: a value as is, a constant as a new `arith.constant` at the
/// insertion point.
fn value_of(rw: &mut Rewriter<'_>, loc: Attribute, o: Ofr) -> ValueId {
    match o {
        Ofr::Value(v) => v,
        Ofr::Const(c) => {
            let index = rw.ctx.index();
            let a = rw.ctx.int_attr(index, c);
            ConstantOp::build(rw, loc, index, a).result(rw.ctx)
        }
    }
}

fn values_of(rw: &mut Rewriter<'_>, loc: Attribute, l: &[Ofr]) -> Vec<ValueId> {
    l.iter().map(|&o| value_of(rw, loc, o)).collect()
}

/// What `extract_strided_metadata` of a view is, in terms of the view's source.
struct StridedMetadata {
    base: ValueId,
    offset: Ofr,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

impl StridedMetadata {
    /// The results replacing an `extract_strided_metadata` (constants made at the insertion point).
    fn values(&self, rw: &mut Rewriter<'_>, loc: Attribute) -> Vec<ValueId> {
        let mut out = vec![self.base, value_of(rw, loc, self.offset)];
        out.extend(values_of(rw, loc, &self.sizes));
        out.extend(values_of(rw, loc, &self.strides));
        out
    }
}

/// `resolveSubviewStridedMetadata`: strides `sub_stride * source_stride`, offset
/// `source_offset + sum(offset_i * source_stride_i)`, the dropped unit dims left out.
fn resolve_subview(rw: &mut Rewriter<'_>, subview: OpId) -> Option<StridedMetadata> {
    let ctx = &*rw.ctx;
    let loc = ctx.ops[subview].loc;
    let src = ctx.operand(subview, 0);
    let src_ty = ctx.value_type(src);
    let res_ty = ctx.value_type(ctx.result(subview, 0));
    let (res_shape, ..) = memref_parts(ctx, res_ty)?;
    let info = irbridge::dialect::memref::layout::strides_and_offset(ctx, src_ty)?;
    let (offsets, sizes, sub_strides) = mixed_offsets_sizes_strides(ctx, subview);
    if offsets.len() != info.strides.len() || sub_strides.len() != info.strides.len() {
        return None;
    }
    let meta = extract_metadata(rw, loc, src)?;
    let rank = info.strides.len();
    let src_strides: Vec<Ofr> = (0..rank)
        .map(|i| match info.strides[i] {
            DYNAMIC => Ofr::Value(meta[2 + rank + i]),
            s => Ofr::Const(s),
        })
        .collect();
    let (s0, s1) = (AffineExpr::Symbol(0), AffineExpr::Symbol(1));
    let mut strides = vec![];
    let mut offset_expr = AffineExpr::Symbol(0);
    let mut offset_operands = vec![match info.offset {
        DYNAMIC => Ofr::Value(meta[1]),
        o => Ofr::Const(o),
    }];
    for i in 0..rank {
        strides.push(composed_folded_apply(
            rw,
            loc,
            &(s0.clone() * s1.clone()),
            &[sub_strides[i], src_strides[i]],
        ));
        let k = offset_operands.len() as u32;
        offset_expr = offset_expr + AffineExpr::Symbol(k) * AffineExpr::Symbol(k + 1);
        offset_operands.extend([offsets[i], src_strides[i]]);
    }
    let offset = composed_folded_apply(rw, loc, &offset_expr, &offset_operands);
    // Rank reduction: drop unit dims the result type does not have (greedy, as computeRankReductionMask).
    let mut kept_sizes = vec![];
    let mut kept_strides = vec![];
    let mut r = 0;
    for i in 0..sizes.len() {
        let want = res_shape.get(r).copied();
        let matches = match (sizes[i], want) {
            (Ofr::Const(c), Some(w)) => c == w,
            (Ofr::Value(_), Some(w)) => w == DYNAMIC,
            (_, None) => false,
        };
        let droppable = sizes[i] == Ofr::Const(1) && res_shape.len() - r < sizes.len() - i;
        if (matches && !droppable) || sizes[i] != Ofr::Const(1) {
            kept_sizes.push(sizes[i]);
            kept_strides.push(strides[i]);
            r += 1;
        }
    }
    Some(StridedMetadata {
        base: meta[0],
        offset,
        sizes: kept_sizes,
        strides: kept_strides,
    })
}

/// `resolveReshapeStridedMetadata` with upstream's `getExpandedSizes`/`getExpandedStrides` or
/// `getCollapsedSize`/`getCollapsedStride`.
fn resolve_reshape(rw: &mut Rewriter<'_>, reshape: OpId) -> Option<StridedMetadata> {
    let ctx = &*rw.ctx;
    let loc = ctx.ops[reshape].loc;
    let expand = ExpandShapeOp::is(ctx, reshape);
    let src = ctx.operand(reshape, 0);
    let src_ty = ctx.value_type(src);
    let res_ty = ctx.value_type(ctx.result(reshape, 0));
    let (src_shape, ..) = memref_parts(ctx, src_ty)?;
    let (res_shape, ..) = memref_parts(ctx, res_ty)?;
    let src_info = irbridge::dialect::memref::layout::strides_and_offset(ctx, src_ty)?;
    let res_info = irbridge::dialect::memref::layout::strides_and_offset(ctx, res_ty)?;
    let groups = reassociation(ctx, reshape);
    let rank = src_shape.len();
    if src_info.strides.len() != rank
        || groups.len() != if expand { rank } else { res_shape.len() }
        || groups
            .iter()
            .flatten()
            .any(|&d| d >= if expand { res_shape.len() } else { rank })
    {
        return None;
    }
    let meta = extract_metadata(rw, loc, src)?;
    let offset = match src_info.offset {
        DYNAMIC => Ofr::Value(meta[1]),
        o => Ofr::Const(o),
    };
    if rank == 0 {
        let ones = vec![Ofr::Const(1); res_shape.len()];
        return Some(StridedMetadata {
            base: meta[0],
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let orig_size = |d: usize| Ofr::Value(meta[2 + d]);
    let orig_stride = |d: usize| match src_info.strides[d] {
        DYNAMIC => Ofr::Value(meta[2 + rank + d]),
        s => Ofr::Const(s),
    };
    let s0 = AffineExpr::Symbol(0);
    let s1 = AffineExpr::Symbol(1);
    let mut sizes: Vec<Ofr> = vec![];
    let mut strides: Vec<Ofr> = vec![];
    for (gi, g) in groups.iter().enumerate() {
        if expand {
            // Sizes: the static ones, and the dynamic one as the source size divided by them.
            let mut product: i64 = 1;
            let mut dynamic = None;
            let mut group_sizes = vec![Ofr::Const(0); g.len()];
            for (i, &d) in g.iter().enumerate() {
                if res_shape[d] == DYNAMIC {
                    dynamic = Some(i);
                } else {
                    product = product.wrapping_mul(res_shape[d]);
                    group_sizes[i] = Ofr::Const(res_shape[d]);
                }
            }
            if let Some(i) = dynamic {
                group_sizes[i] = composed_folded_apply(
                    rw,
                    loc,
                    &s0.clone().floor_div(AffineExpr::Const(product)),
                    &[orig_size(gi)],
                );
            }
            // Strides: products of the sizes inside, times the source stride.
            let mut current: i64 = 1;
            let mut base = vec![0i64; g.len()];
            for (i, &d) in g.iter().enumerate().rev() {
                base[i] = current;
                if res_shape[d] != DYNAMIC {
                    current = current.wrapping_mul(res_shape[d]);
                }
            }
            let stride = orig_stride(gi);
            let done = dynamic.unwrap_or(0);
            for &b in &base[..done] {
                let e = (s0.clone() * AffineExpr::Const(b)).floor_div(AffineExpr::Const(current))
                    * s1.clone();
                strides.push(composed_folded_apply(rw, loc, &e, &[orig_size(gi), stride]));
            }
            for &b in &base[done..] {
                let e = s0.clone() * AffineExpr::Const(b);
                strides.push(composed_folded_apply(rw, loc, &e, &[stride]));
            }
            sizes.extend(group_sizes);
        } else {
            // Size: static, or the product of the group's sizes.
            sizes.push(if res_shape[gi] != DYNAMIC {
                Ofr::Const(res_shape[gi])
            } else {
                let mut e = AffineExpr::Const(1);
                for k in 0..g.len() as u32 {
                    e = e * AffineExpr::Symbol(k);
                }
                let operands: Vec<Ofr> = g
                    .iter()
                    .map(|&d| match src_shape[d] {
                        DYNAMIC => orig_size(d),
                        s => Ofr::Const(s),
                    })
                    .collect();
                composed_folded_apply(rw, loc, &e, &operands)
            });
            // Stride: the smallest of the group's strides, size-1 dims skipped.
            let group_strides: Vec<Ofr> = g
                .iter()
                .filter(|&&d| src_shape[d] != 1)
                .map(|&d| orig_stride(d))
                .collect();
            strides.push(if group_strides.is_empty() {
                match res_info.strides[gi] {
                    // `refuse_unsupported_reshapes` made sure there is a dynamic one.
                    DYNAMIC => g
                        .iter()
                        .find(|&&d| src_info.strides[d] == DYNAMIC)
                        .map_or(Ofr::Const(1), |&d| orig_stride(d)),
                    s => Ofr::Const(s),
                }
            } else {
                composed_folded_min(rw, loc, &group_strides)
            });
        }
    }
    Some(StridedMetadata {
        base: meta[0],
        offset,
        sizes,
        strides,
    })
}

/// Replaces `op` (a view) by a `reinterpret_cast` of its source's base buffer.
fn replace_with_reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId, m: StridedMetadata) {
    let loc = rw.ctx.ops[op].loc;
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let st = reinterpret_cast_state(rw.ctx, loc, m.base, m.offset, &m.sizes, &m.strides, ty);
    rw.replace_op_with_new(op, st);
}

// ---- pattern bodies -----------------------------------------------------------------------------------------

/// `SubviewFolder`.
fn subview_folder(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(m) = resolve_subview(rw, op) else {
        return false;
    };
    replace_with_reinterpret_cast(rw, op, m);
    true
}

/// `ReshapeFolder` of `expand_shape` and of `collapse_shape`.
fn reshape_folder(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(m) = resolve_reshape(rw, op) else {
        return false;
    };
    replace_with_reinterpret_cast(rw, op, m);
    true
}

/// The op defining the source of `extract_strided_metadata` `op`, if it is `name`.
fn producer(ctx: &Context, op: OpId, name: &str) -> Option<OpId> {
    ctx.defining_op(ctx.operand(op, 0))
        .filter(|&d| ctx.op_name(d) == name)
}

/// `ExtractStridedMetadataOpSubviewFolder`.
fn metadata_of_subview(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(subview) = producer(rw.ctx, op, SubViewOp::NAME) else {
        return false;
    };
    let Some(m) = resolve_subview(rw, subview) else {
        return false;
    };
    let loc = rw.ctx.ops[subview].loc;
    let values = m.values(rw, loc);
    rw.replace_op(op, &values);
    true
}

/// `ExtractStridedMetadataOpCollapseShapeFolder`.
fn metadata_of_collapse_shape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(collapse) = producer(rw.ctx, op, CollapseShapeOp::NAME) else {
        return false;
    };
    let Some(m) = resolve_reshape(rw, collapse) else {
        return false;
    };
    let loc = rw.ctx.ops[collapse].loc;
    let values = m.values(rw, loc);
    rw.replace_op(op, &values);
    true
}

/// The base buffer of an allocation: itself when it has the base buffer's type, else a rank-0
/// `reinterpret_cast` of it at offset 0.
fn base_buffer_of(rw: &mut Rewriter<'_>, op: OpId, alloc: ValueId) -> ValueId {
    let base_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    if rw.ctx.value_type(alloc) == base_ty {
        return alloc;
    }
    let loc = rw.ctx.ops[op].loc;
    let st = reinterpret_cast_state(rw.ctx, loc, alloc, Ofr::Const(0), &[], &[], base_ty);
    let cast = rw.create(st);
    rw.ctx.result(cast, 0)
}

/// `ExtractStridedMetadataOpAllocFolder` of `alloc` and `alloca` (identity layouts only): sizes from
/// the type and the dynamic sizes, row-major strides as products of the inner sizes.
fn metadata_of_alloc(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(alloc) =
        producer(ctx, op, AllocOp::NAME).or_else(|| producer(ctx, op, AllocaOp::NAME))
    else {
        return false;
    };
    let alloc_value = ctx.result(alloc, 0);
    let ty = ctx.value_type(alloc_value);
    let identity = matches!(ctx.kind(ty), TypeKind::MemRef { layout: None, .. });
    let Some((shape, ..)) = memref_parts(ctx, ty).filter(|_| identity) else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let dynamic: Vec<ValueId> = ctx.ops[alloc].operands.to_vec();
    let sizes = mixed(&shape, &dynamic);
    let rank = sizes.len();
    let mut strides = vec![Ofr::Const(1); rank];
    let mut expr = AffineExpr::Const(1);
    for (n, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        expr = expr * AffineExpr::Symbol(n as u32);
        strides[i] = composed_folded_apply(rw, loc, &expr, &sizes[i + 1..i + 2 + n]);
    }
    let base_used = !rw.ctx.values[rw.ctx.result(op, 0)].uses.is_empty();
    let base = if base_used {
        base_buffer_of(rw, op, alloc_value)
    } else {
        // Unused: "replaced" by itself (upstream passes a null value for it).
        rw.ctx.result(op, 0)
    };
    let mut values = vec![base, value_of(rw, loc, Ofr::Const(0))];
    values.extend(values_of(rw, loc, &sizes));
    values.extend(values_of(rw, loc, &strides));
    rw.replace_op(op, &values);
    true
}

/// `ExtractStridedMetadataOpGetGlobalFolder` (identity layouts only).
fn metadata_of_get_global(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(global) = producer(ctx, op, GetGlobalOp::NAME) else {
        return false;
    };
    let value = ctx.result(global, 0);
    let ty = ctx.value_type(value);
    let identity = matches!(ctx.kind(ty), TypeKind::MemRef { layout: None, .. });
    let Some((shape, ..)) = memref_parts(ctx, ty).filter(|_| identity) else {
        return false;
    };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(shape[i + 1]);
    }
    let base = base_buffer_of(rw, op, value);
    let mut values = vec![base, value_of(rw, loc, Ofr::Const(0))];
    for &x in shape.iter().chain(&strides) {
        values.push(value_of(rw, loc, Ofr::Const(x)));
    }
    rw.replace_op(op, &values);
    true
}

/// True if `extract_strided_metadata` of `src` has the result types `op` has (upstream's
/// `inferReturnTypes` check: same element type, memory space and rank).
fn same_metadata_types(ctx: &Context, op: OpId, src: ValueId) -> bool {
    let a = memref_parts(ctx, ctx.value_type(ctx.operand(op, 0)));
    let b = memref_parts(ctx, ctx.value_type(src));
    matches!((a, b), (Some(a), Some(b)) if a.1 == b.1 && a.2 == b.2 && a.0.len() == b.0.len())
}

/// `ExtractStridedMetadataOpReinterpretCastFolder`.
fn metadata_of_reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = producer(ctx, op, ReinterpretCastOp::NAME) else {
        return false;
    };
    let src = ctx.operand(cast, 0);
    let base_ty = ctx.value_type(ctx.result(op, 0));
    let src_base_ok = memref_parts(ctx, ctx.value_type(src))
        .zip(memref_parts(ctx, base_ty))
        .is_some_and(|(s, b)| s.1 == b.1 && s.2 == b.2);
    if !src_base_ok {
        return false;
    }
    let (offsets, sizes, strides) = mixed_offsets_sizes_strides(ctx, cast);
    let Some(&offset) = offsets.first() else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let Some(meta) = extract_metadata(rw, loc, src) else {
        return false;
    };
    let m = StridedMetadata {
        base: meta[0],
        offset,
        sizes,
        strides,
    };
    let values = m.values(rw, loc);
    rw.replace_op(op, &values);
    true
}

/// `ExtractStridedMetadataOpCastFolder`: the static facts of the cast's type, the rest from the
/// metadata of its source.
fn metadata_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = producer(ctx, op, CastOp::NAME) else {
        return false;
    };
    let inner = ctx.operand(cast, 0);
    if !same_metadata_types(ctx, op, inner) {
        return false;
    }
    let ty = ctx.value_type(ctx.operand(op, 0));
    let Some((shape, ..)) = memref_parts(ctx, ty) else {
        return false;
    };
    let Some(info) = irbridge::dialect::memref::layout::strides_and_offset(ctx, ty) else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let Some(meta) = extract_metadata(rw, loc, inner) else {
        return false;
    };
    let rank = shape.len();
    let pick = |c: i64, v: ValueId| {
        if c == DYNAMIC {
            Ofr::Value(v)
        } else {
            Ofr::Const(c)
        }
    };
    let m = StridedMetadata {
        base: meta[0],
        offset: pick(info.offset, meta[1]),
        sizes: (0..rank).map(|i| pick(shape[i], meta[2 + i])).collect(),
        strides: (0..rank)
            .map(|i| pick(info.strides[i], meta[2 + rank + i]))
            .collect(),
    };
    let values = m.values(rw, loc);
    rw.replace_op(op, &values);
    true
}

/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`: the base buffer of a base buffer is
/// itself, at offset 0.
fn metadata_of_metadata(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(inner) = producer(rw.ctx, op, ExtractStridedMetadataOp::NAME) else {
        return false;
    };
    let base = rw.ctx.result(inner, 0);
    if rw.ctx.ops[op].results.len() != 2 {
        return false;
    }
    let loc = rw.ctx.ops[op].loc;
    let zero = value_of(rw, loc, Ofr::Const(0));
    rw.replace_op(op, &[base, zero]);
    true
}

/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`: the aligned pointer of a view is its source's.
fn aligned_pointer_of_view(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(view) = ctx.defining_op(ctx.operand(op, 0)) else {
        return false;
    };
    let view_like = [
        SubViewOp::NAME,
        ReinterpretCastOp::NAME,
        CastOp::NAME,
        ExpandShapeOp::NAME,
        CollapseShapeOp::NAME,
        TransposeOp::NAME,
        ViewOp::NAME,
        MemorySpaceCastOp::NAME,
    ];
    if !view_like.contains(&ctx.op_name(view)) {
        return false;
    }
    let src = ctx.operand(view, 0);
    rw.modify(op, |ctx| ctx.set_operand(op, 0, src));
    true
}
