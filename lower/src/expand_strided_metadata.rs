//! `expand-strided-metadata`: rewrites view-like memref ops (`subview`, `expand_shape`,
//! `collapse_shape`) into `memref.extract_strided_metadata` of the source plus a
//! `memref.reinterpret_cast` with the explicit offset, sizes and strides, and folds
//! `extract_strided_metadata` through the producers that define its results (`alloc`, `alloca`,
//! `reinterpret_cast`, `get_global`, and the source type's static values), so that
//! `finalize-memref-to-llvm` only sees ops it can lower directly.
//!
//! Upstream runs these patterns with the greedy rewrite driver and builds the index arithmetic with
//! `affine.apply`/`affine.min`; irbridge builds them as upstream does (`affine_apply.rs`). Like the
//! greedy driver, the constants found are uniqued and moved to the start of the function's entry
//! block (`unique_constants`), constants the folds need go there too, and ops left without uses by
//! the rewrite are erased. Then the greedy driver itself runs with no patterns, for what it does to
//! every op whatever the patterns: folding (`arith.xori %x, %x`), erasing trivially dead ops (a loop
//! that only loads) and simplifying regions, which a lowering after this pass would otherwise see.
//! The order in which upstream interleaves its patterns with those folds is not reproduced, so
//! constants can come out in another order.

use crate::memref::build::state;
use irbridge::diag::Diagnostic;
use irbridge::dialect::builtin::ModuleOp;
use irbridge::dialect::func::FuncOp;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::memref::{
    AllocOp, AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, CastOp, CollapseShapeOp, ExpandShapeOp,
    ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, GetGlobalOp, LoadOp,
    MemorySpaceCastOp, ReinterpretCastOp, SubViewOp, TransposeOp, ViewOp,
};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use rustc_hash::FxHashMap;

use crate::affine_apply::{composed_folded_apply, composed_folded_min, Ofr};
use irbridge::ir::attrs::AffineExpr;

/// Runs the rewrite on everything nested under `root`.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut consts = Constants::default();
    let mut ptrs = vec![];
    ctx.walk(root, |op| {
        if ExtractAlignedPointerAsIndexOp::is(ctx, op) {
            ptrs.push(op)
        }
    });
    for op in ptrs {
        while !ctx.ops[op].erased && aligned_pointer_of_view(ctx, op) {}
    }
    erase_trivially_dead(ctx, root);
    unique_constants(ctx, root, &mut consts);
    let mut views = vec![];
    ctx.walk(root, |op| {
        if matches!(
            ctx.op_name(op),
            SubViewOp::NAME | ExpandShapeOp::NAME | CollapseShapeOp::NAME
        ) {
            views.push(op)
        }
    });
    for op in views {
        if ctx.ops[op].erased {
            continue;
        }
        match ctx.op_name(op) {
            SubViewOp::NAME => subview(ctx, op)?,
            ExpandShapeOp::NAME | CollapseShapeOp::NAME => reshape(ctx, op)?,
            _ => {}
        }
    }
    let mut metas = vec![];
    ctx.walk(root, |op| {
        if ExtractStridedMetadataOp::is(ctx, op) {
            metas.push(op)
        }
    });
    for op in metas {
        if !ctx.ops[op].erased {
            fold_extract_strided_metadata(ctx, op, &mut consts)?;
        }
    }
    erase_trivially_dead(ctx, root);
    irbridge::transforms::apply_patterns_and_fold_greedily(
        ctx,
        root,
        &irbridge::transforms::PatternSet::default(),
        &irbridge::transforms::GreedyConfig::default(),
    );
    Ok(())
}

fn diag(ctx: &Context, op: OpId, msg: &str) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg.to_string())
}

const SEVERAL_DYNAMIC: &str = "expand-strided-metadata: a reassociation group with more than one \
     dynamic size cannot be expanded: its sizes do not follow from the source's (upstream 19 crashes \
     here)";
const NO_DYNAMIC_STRIDE: &str = "expand-strided-metadata: the collapsed group has only unit dims \
     and a dynamic result stride, but no dynamic source stride to take it from";

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

/// `memref.extract_strided_metadata %src` inserted before `before`; returns its results.
fn extract_metadata(ctx: &mut Context, before: OpId, src: ValueId) -> Option<Vec<ValueId>> {
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
    let loc = ctx.ops[before].loc;
    let st = state(
        ctx,
        ExtractStridedMetadataOp::def(),
        loc,
        &[src],
        &results,
        &[],
    );
    let op = ctx.create_op(st);
    ctx.insert_op_before(before, op);
    Some(ctx.ops[op].results.to_vec())
}

fn dense_i64(ctx: &mut Context, v: &[i64]) -> Attribute {
    let i64t = ctx.i64();
    ctx.attr(AttrKind::DenseArray {
        elem: i64t,
        values: v.iter().map(|&x| x as i128).collect(),
    })
}

/// `memref.reinterpret_cast %base to offset: [o], sizes: [..], strides: [..] : ... to result_ty`.
fn reinterpret_cast(
    ctx: &mut Context,
    before: OpId,
    base: ValueId,
    offset: Ofr,
    sizes: &[Ofr],
    strides: &[Ofr],
    result_ty: Type,
) -> ValueId {
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
    let loc = ctx.ops[before].loc;
    let st = state(
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
    );
    let op = ctx.create_op(st);
    ctx.insert_op_before(before, op);
    ctx.result(op, 0)
}

/// A mixed static/dynamic list of an op (`static_<name>` property plus its operand group).
fn mixed(static_vals: &[i64], dynamic: &[ValueId]) -> Vec<Ofr> {
    let mut it = dynamic.iter();
    static_vals
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                Ofr::Value(*it.next().expect("one operand per dynamic entry"))
            } else {
                Ofr::Const(s)
            }
        })
        .collect()
}

fn static_list(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

/// Source strides and offset: static from the type, else the `extract_strided_metadata` results.
fn source_layout(ctx: &Context, src_ty: Type, meta: &[ValueId]) -> Option<(Vec<Ofr>, Ofr)> {
    let info = irbridge::dialect::memref::layout::strides_and_offset(ctx, src_ty)?;
    let rank = info.strides.len();
    let strides = info
        .strides
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if s == DYNAMIC {
                Ofr::Value(meta[2 + rank + i])
            } else {
                Ofr::Const(s)
            }
        })
        .collect();
    let offset = if info.offset == DYNAMIC {
        Ofr::Value(meta[1])
    } else {
        Ofr::Const(info.offset)
    };
    Some((strides, offset))
}

/// Removes the ops `metas` belongs to when nothing uses them (the greedy driver's dead-op erasure).
fn erase_if_dead(ctx: &mut Context, op: OpId) {
    if !ctx.ops[op].erased
        && ctx.ops[op]
            .results
            .iter()
            .all(|r| ctx.values[*r].uses.is_empty())
    {
        ctx.erase_op(op);
    }
}

/// `memref.subview` → extract_strided_metadata + reinterpret_cast.
fn subview(ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
    let src = ctx.operand(op, 0);
    let src_ty = ctx.value_type(src);
    let res = ctx.result(op, 0);
    let res_ty = ctx.value_type(res);
    let Some((res_shape, _, _)) = memref_parts(ctx, res_ty) else {
        return Ok(());
    };
    let operands: Vec<ValueId> = ctx.ops[op].operands[1..].to_vec();
    let so = static_list(ctx, op, "static_offsets");
    let ss = static_list(ctx, op, "static_sizes");
    let st = static_list(ctx, op, "static_strides");
    let n_off = so.iter().filter(|&&x| x == DYNAMIC).count();
    let n_size = ss.iter().filter(|&&x| x == DYNAMIC).count();
    let offsets = mixed(&so, &operands[..n_off]);
    let sizes = mixed(&ss, &operands[n_off..n_off + n_size]);
    let sub_strides = mixed(&st, &operands[n_off + n_size..]);
    let Some(meta) = extract_metadata(ctx, op, src) else {
        return Ok(());
    };
    let Some((src_strides, src_offset)) = source_layout(ctx, src_ty, &meta) else {
        ctx.erase_op(ctx.defining_op(meta[0]).expect("op result"));
        return Ok(());
    };
    // As upstream: each stride is `sub_stride * source_stride`, then the offset
    // `source_offset + sum(offset_i * source_stride_i)`, each an affine.apply unless it folds.
    let (s0, s1) = (AffineExpr::Symbol(0), AffineExpr::Symbol(1));
    let mut strides = vec![];
    let mut offset_expr = AffineExpr::Symbol(0);
    let mut offset_operands = vec![src_offset];
    for i in 0..src_strides.len() {
        strides.push(composed_folded_apply(
            ctx,
            op,
            &(s0.clone() * s1.clone()),
            &[sub_strides[i], src_strides[i]],
        ));
        let k = offset_operands.len() as u32;
        offset_expr = offset_expr + AffineExpr::Symbol(k) * AffineExpr::Symbol(k + 1);
        offset_operands.extend([offsets[i], src_strides[i]]);
    }
    let offset = composed_folded_apply(ctx, op, &offset_expr, &offset_operands);
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
        if matches && !droppable {
            kept_sizes.push(sizes[i]);
            kept_strides.push(strides[i]);
            r += 1;
        } else if sizes[i] == Ofr::Const(1) {
            continue;
        } else {
            kept_sizes.push(sizes[i]);
            kept_strides.push(strides[i]);
            r += 1;
        }
    }
    let v = reinterpret_cast(ctx, op, meta[0], offset, &kept_sizes, &kept_strides, res_ty);
    ctx.replace_all_uses(res, v);
    ctx.erase_op(op);
    Ok(())
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

/// `memref.expand_shape` / `memref.collapse_shape` → extract_strided_metadata + reinterpret_cast, with
/// the sizes and strides of each reassociation group computed as upstream's `getExpandedSizes` /
/// `getExpandedStrides` / `getCollapsedSize` / `getCollapsedStride` do (affine.apply / affine.min
/// where they are not constants).
fn reshape(ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
    let src = ctx.operand(op, 0);
    let src_ty = ctx.value_type(src);
    let res = ctx.result(op, 0);
    let res_ty = ctx.value_type(res);
    let Some((src_shape, _, _)) = memref_parts(ctx, src_ty) else {
        return Ok(());
    };
    let Some((res_shape, _, _)) = memref_parts(ctx, res_ty) else {
        return Ok(());
    };
    let Some(src_info) = irbridge::dialect::memref::layout::strides_and_offset(ctx, src_ty) else {
        return Ok(());
    };
    let groups = reassociation(ctx, op);
    let expand = ExpandShapeOp::is(ctx, op);
    // The ops' folders, which the greedy driver runs first: a reshape to its own type, or back to
    // the type of the source of the inverse reshape, is that value.
    let inverse = if expand {
        CollapseShapeOp::NAME
    } else {
        ExpandShapeOp::NAME
    };
    let folded = if src_ty == res_ty {
        Some(src)
    } else {
        ctx.defining_op(src)
            .filter(|&p| ctx.op_name(p) == inverse)
            .map(|p| ctx.operand(p, 0))
            .filter(|&v| ctx.value_type(v) == res_ty)
    };
    if let Some(v) = folded {
        ctx.replace_all_uses(res, v);
        ctx.erase_op(op);
        return Ok(());
    }
    if expand
        && groups
            .iter()
            .any(|g| g.iter().filter(|&&d| res_shape[d] == DYNAMIC).count() > 1)
    {
        return Err(diag(ctx, op, SEVERAL_DYNAMIC));
    }
    let Some(meta) = extract_metadata(ctx, op, src) else {
        return Ok(());
    };
    let rank = src_shape.len();
    // Static facts of the source type as constants, the rest as the metadata's values.
    let orig_size = |d: usize| {
        if src_shape[d] == DYNAMIC {
            Ofr::Value(meta[2 + d])
        } else {
            Ofr::Const(src_shape[d])
        }
    };
    let orig_stride = |d: usize| {
        if src_info.strides[d] == DYNAMIC {
            Ofr::Value(meta[2 + rank + d])
        } else {
            Ofr::Const(src_info.strides[d])
        }
    };
    let offset = if src_info.offset == DYNAMIC {
        Ofr::Value(meta[1])
    } else {
        Ofr::Const(src_info.offset)
    };
    let s0 = AffineExpr::Symbol(0);
    let s1 = AffineExpr::Symbol(1);
    let mut sizes: Vec<Ofr> = vec![];
    let mut strides: Vec<Ofr> = vec![];
    if rank == 0 {
        // Upstream's special case of a 0-D source: every size and stride of the result is 1.
        sizes = vec![Ofr::Const(1); res_shape.len()];
        strides = sizes.clone();
    } else if !res_shape.is_empty() {
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
                        ctx,
                        op,
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
                let mut group_strides = vec![];
                let done = dynamic.unwrap_or(0);
                for &b in &base[..done] {
                    let e = (s0.clone() * AffineExpr::Const(b))
                        .floor_div(AffineExpr::Const(current))
                        * s1.clone();
                    group_strides.push(composed_folded_apply(
                        ctx,
                        op,
                        &e,
                        &[orig_size(gi), stride],
                    ));
                }
                for &b in &base[done..] {
                    let e = s0.clone() * AffineExpr::Const(b);
                    group_strides.push(composed_folded_apply(ctx, op, &e, &[stride]));
                }
                sizes.extend(group_sizes);
                strides.extend(group_strides);
            } else {
                // Size: static, or the product of the group's sizes.
                sizes.push(if res_shape[gi] != DYNAMIC {
                    Ofr::Const(res_shape[gi])
                } else {
                    let mut e = AffineExpr::Symbol(0);
                    for k in 1..g.len() as u32 {
                        e = e * AffineExpr::Symbol(k);
                    }
                    let operands: Vec<Ofr> = g.iter().map(|&d| orig_size(d)).collect();
                    composed_folded_apply(ctx, op, &e, &operands)
                });
                // Stride: the smallest of the group's strides, size-1 dims skipped.
                let group_strides: Vec<Ofr> = g
                    .iter()
                    .filter(|&&d| src_shape[d] != 1)
                    .map(|&d| orig_stride(d))
                    .collect();
                strides.push(if group_strides.is_empty() {
                    let Some(ri) =
                        irbridge::dialect::memref::layout::strides_and_offset(ctx, res_ty)
                    else {
                        return Ok(());
                    };
                    if ri.strides[gi] == DYNAMIC {
                        match g.iter().find(|&&d| src_info.strides[d] == DYNAMIC) {
                            Some(&d) => orig_stride(d),
                            None => return Err(diag(ctx, op, NO_DYNAMIC_STRIDE)),
                        }
                    } else {
                        Ofr::Const(ri.strides[gi])
                    }
                } else {
                    composed_folded_min(ctx, op, &group_strides)
                });
            }
        }
    }
    // A rank-0 result over the base buffer with offset 0 is the base buffer itself (the cast folds).
    let v = if res_shape.is_empty() && offset == Ofr::Const(0) && ctx.value_type(meta[0]) == res_ty
    {
        meta[0]
    } else {
        reinterpret_cast(ctx, op, meta[0], offset, &sizes, &strides, res_ty)
    };
    ctx.replace_all_uses(res, v);
    ctx.erase_op(op);
    Ok(())
}

/// Constants at the start of each function body, one per value (the greedy driver's folder).
#[derive(Default)]
struct Constants {
    by_block: FxHashMap<(irbridge::ir::BlockId, i64), ValueId>,
    /// The last constant inserted in each entry block (the next goes after it).
    last: FxHashMap<irbridge::ir::BlockId, OpId>,
}

impl Constants {
    fn get(&mut self, ctx: &mut Context, near: OpId, v: i64) -> ValueId {
        let entry = entry_block_of(ctx, near);
        if let Some(&c) = self.by_block.get(&(entry, v)) {
            return c;
        }
        let index = ctx.index();
        let a = ctx.int_attr(index, v);
        let loc = ctx.ops[near].loc;
        let st = state(
            ctx,
            irbridge::dialect::arith::ConstantOp::def(),
            loc,
            &[],
            &[index],
            &[("value", a)],
        );
        let op = ctx.create_op(st);
        match self.last.get(&entry) {
            Some(&prev) => ctx.insert_op_after(prev, op),
            None => match ctx.blocks[entry].first {
                Some(f) => ctx.insert_op_before(f, op),
                None => ctx.append_op(entry, op),
            },
        }
        self.last.insert(entry, op);
        let r = ctx.result(op, 0);
        self.by_block.insert((entry, v), r);
        r
    }
}

/// The entry block of the region of the closest isolated-from-above ancestor (the function body).
fn entry_block_of(ctx: &Context, op: OpId) -> irbridge::ir::BlockId {
    let mut block = ctx.ops[op].parent.expect("op in a block");
    let mut cur = ctx.block_parent_op(block);
    while let Some(p) = cur {
        if matches!(
            ctx.op_name(p),
            FuncOp::NAME | LLVMFuncOp::NAME | ModuleOp::NAME
        ) {
            break;
        }
        block = ctx.ops[p].parent.expect("op in a block");
        cur = ctx.block_parent_op(block);
    }
    let region = ctx.blocks[block].parent.expect("block in a region");
    ctx.entry_block(region).expect("entry block")
}

/// What `extract_strided_metadata` of a value is known to produce: the memref whose base buffer is the
/// base (if not the value itself), offset, sizes, strides.
type KnownMetadata = (Option<ValueId>, Ofr, Vec<Ofr>, Vec<Ofr>);

fn known_metadata(ctx: &mut Context, src: ValueId) -> Option<KnownMetadata> {
    let def = ctx.defining_op(src)?;
    let t = ctx.value_type(src);
    let (shape, _, _) = memref_parts(ctx, t)?;
    let info = irbridge::dialect::memref::layout::strides_and_offset(ctx, t)?;
    match ctx.op_name(def) {
        AllocOp::NAME | AllocaOp::NAME | GetGlobalOp::NAME => {
            let dynamic: Vec<ValueId> = match ctx.op_name(def) {
                GetGlobalOp::NAME => vec![],
                _ => ctx.ops[def].operands.to_vec(),
            };
            let sizes = mixed(&shape, &dynamic);
            // Row-major strides of the identity layout; dynamic ones would need arithmetic.
            if info.strides.contains(&DYNAMIC) || info.offset == DYNAMIC {
                return None;
            }
            let strides = info.strides.iter().map(|&s| Ofr::Const(s)).collect();
            Some((None, Ofr::Const(info.offset), sizes, strides))
        }
        ReinterpretCastOp::NAME => {
            let operands: Vec<ValueId> = ctx.ops[def].operands.to_vec();
            let so = static_list(ctx, def, "static_offsets");
            let ss = static_list(ctx, def, "static_sizes");
            let st = static_list(ctx, def, "static_strides");
            let n_off = so.iter().filter(|&&x| x == DYNAMIC).count();
            let n_size = ss.iter().filter(|&&x| x == DYNAMIC).count();
            let offsets = mixed(&so, &operands[1..1 + n_off]);
            let sizes = mixed(&ss, &operands[1 + n_off..1 + n_off + n_size]);
            let strides = mixed(&st, &operands[1 + n_off + n_size..]);
            Some((Some(operands[0]), offsets[0], sizes, strides))
        }
        _ => None,
    }
}

/// A fresh `extract_strided_metadata` of `src` before `before`, itself folded.
fn extract_folded(
    ctx: &mut Context,
    before: OpId,
    src: ValueId,
    consts: &mut Constants,
) -> Result<Option<Vec<ValueId>>, Diagnostic> {
    // The base buffer of a base buffer is itself, at offset 0 (no new op needed).
    if let Some(d) = ctx.defining_op(src) {
        if ExtractStridedMetadataOp::is(ctx, d) && ctx.result(d, 0) == src {
            return Ok(Some(vec![src]));
        }
    }
    let Some(meta) = extract_metadata(ctx, before, src) else {
        return Ok(None);
    };
    let new = ctx.defining_op(meta[0]).expect("op result");
    // Keep the results alive while folding the new op (its uses come after).
    Ok(Some(fold_then(ctx, new, consts, meta)?))
}

fn fold_then(
    ctx: &mut Context,
    op: OpId,
    consts: &mut Constants,
    meta: Vec<ValueId>,
) -> Result<Vec<ValueId>, Diagnostic> {
    fold_extract_strided_metadata_keep(ctx, op, consts, true)?;
    Ok(meta)
}

/// Replaces the results of `extract_strided_metadata` by what is known statically or from the producer.
fn fold_extract_strided_metadata(
    ctx: &mut Context,
    op: OpId,
    consts: &mut Constants,
) -> Result<(), Diagnostic> {
    fold_extract_strided_metadata_keep(ctx, op, consts, false)
}

fn fold_extract_strided_metadata_keep(
    ctx: &mut Context,
    op: OpId,
    consts: &mut Constants,
    keep: bool,
) -> Result<(), Diagnostic> {
    let src = ctx.operand(op, 0);
    let src_ty = ctx.value_type(src);
    let Some((shape, _, _)) = memref_parts(ctx, src_ty) else {
        return Ok(());
    };
    let Some(info) = irbridge::dialect::memref::layout::strides_and_offset(ctx, src_ty) else {
        return Ok(());
    };
    let rank = shape.len();
    let results: Vec<ValueId> = ctx.ops[op].results.to_vec();
    let src_def = ctx.defining_op(src);
    let producer = src_def
        .map(|d| ctx.op_name(d).to_string())
        .unwrap_or_default();
    // From the type: static offset, sizes, strides.
    let mut vals: Vec<Option<Ofr>> = vec![None; 1 + 2 * rank];
    let from_type = |x: i64| (x != DYNAMIC).then_some(Ofr::Const(x));
    vals[0] = from_type(info.offset);
    for i in 0..rank {
        vals[1 + i] = from_type(shape[i]);
        vals[1 + rank + i] = from_type(info.strides[i]);
    }
    let mut new_base: Option<ValueId> = None;
    // Extracts made here whose results may all end up replaced.
    let mut temps: Vec<OpId> = vec![];
    match producer.as_str() {
        // The base buffer of a base buffer is itself, at offset 0.
        ExtractStridedMetadataOp::NAME if rank == 0 => {
            vals[0] = Some(Ofr::Const(0));
            new_base = Some(src);
        }
        // A cast changes only the static information: read the rest from its source.
        CastOp::NAME => {
            let d = src_def.expect("producer");
            let inner = ctx.operand(d, 0);
            if matches!(ctx.kind(ctx.value_type(inner)), TypeKind::MemRef { .. }) {
                if let Some(meta) = extract_folded(ctx, op, inner, consts)? {
                    temps.extend(ctx.defining_op(meta[0]));
                    for (i, v) in vals.iter_mut().enumerate() {
                        if v.is_none() {
                            // A rank-0 base buffer source has offset 0 and no sizes or strides.
                            *v = Some(meta.get(1 + i).map_or(Ofr::Const(0), |x| Ofr::Value(*x)));
                        }
                    }
                    new_base = Some(meta[0]);
                }
            }
        }
        _ => {
            let known = known_metadata(ctx, src)
                .filter(|(_, _, sizes, strides)| sizes.len() == rank && strides.len() == rank);
            if let Some((base, off, sizes, strides)) = known {
                vals[0] = Some(off);
                for i in 0..rank {
                    vals[1 + i] = Some(sizes[i]);
                    vals[1 + rank + i] = Some(strides[i]);
                }
                let used = !ctx.values[results[0]].uses.is_empty();
                match base {
                    // reinterpret_cast: the base buffer of its source.
                    Some(b) if used => {
                        if matches!(ctx.kind(ctx.value_type(b)), TypeKind::MemRef { .. }) {
                            if let Some(meta) = extract_folded(ctx, op, b, consts)? {
                                temps.extend(ctx.defining_op(meta[0]));
                                new_base = Some(meta[0]);
                            }
                        }
                    }
                    // alloc/alloca/get_global: the allocation viewed as rank 0.
                    // (itself when it already has the base buffer's type, as upstream).
                    None if used && ctx.value_type(src) == ctx.value_type(results[0]) => {
                        new_base = Some(src);
                    }
                    None if used => {
                        let base_ty = ctx.value_type(results[0]);
                        new_base = Some(reinterpret_cast(
                            ctx,
                            op,
                            src,
                            Ofr::Const(0),
                            &[],
                            &[],
                            base_ty,
                        ));
                    }
                    _ => {}
                }
            }
        }
    }
    for (i, v) in vals.iter().enumerate() {
        let r = results[1 + i];
        if ctx.values[r].uses.is_empty() {
            continue;
        }
        match v {
            Some(Ofr::Const(c)) => {
                let c = consts.get(ctx, op, *c);
                ctx.replace_all_uses(r, c);
            }
            Some(Ofr::Value(x)) => ctx.replace_all_uses(r, *x),
            None => {}
        }
    }
    if let Some(b) = new_base {
        ctx.replace_all_uses(results[0], b);
    }
    if !keep {
        erase_if_dead(ctx, op);
    }
    for t in temps {
        erase_if_dead(ctx, t);
    }
    if let Some(d) = src_def {
        if matches!(
            ctx.op_name(d),
            AllocOp::NAME
                | AllocaOp::NAME
                | GetGlobalOp::NAME
                | ReinterpretCastOp::NAME
                | CastOp::NAME
                | ExtractStridedMetadataOp::NAME
        ) {
            erase_if_dead(ctx, d);
        }
    }
    Ok(())
}

/// `extract_aligned_pointer_as_index` of a view-like op reads the view's source instead (same buffer).
fn aligned_pointer_of_view(ctx: &mut Context, op: OpId) -> bool {
    let src = ctx.operand(op, 0);
    let Some(d) = ctx.defining_op(src) else {
        return false;
    };
    if !matches!(
        ctx.op_name(d),
        SubViewOp::NAME
            | ReinterpretCastOp::NAME
            | CastOp::NAME
            | ExpandShapeOp::NAME
            | CollapseShapeOp::NAME
            | TransposeOp::NAME
            | ViewOp::NAME
            | MemorySpaceCastOp::NAME
    ) {
        return false;
    }
    let inner = ctx.operand(d, 0);
    ctx.set_operand(op, 0, inner);
    let mut cur = Some(d);
    // The view and what only fed it may now be dead.
    while let Some(o) = cur {
        if ctx.ops[o].erased
            || !ctx.ops[o]
                .results
                .iter()
                .all(|r| ctx.values[*r].uses.is_empty())
        {
            break;
        }
        let next = ctx.ops[o]
            .operands
            .first()
            .and_then(|v| ctx.defining_op(*v));
        ctx.erase_op(o);
        cur = next.filter(|n| {
            matches!(
                ctx.op_name(*n),
                ExtractStridedMetadataOp::NAME | ReinterpretCastOp::NAME
            )
        });
    }
    true
}

/// Ops the greedy driver erases when their results are unused: ops without memory effects (`Pure`,
/// `NoMemoryEffect`), and memref ops whose only effects are allocating their result or reading
/// (`wouldOpBeTriviallyDead`).
fn is_trivially_dead(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    if o.erased || o.results.is_empty() || !o.regions.is_empty() {
        return false;
    }
    if o.results.iter().any(|r| !ctx.values[*r].uses.is_empty()) {
        return false;
    }
    let effect_free = irbridge::dialect::traits::PURE | irbridge::dialect::traits::NO_MEMORY_EFFECT;
    let pure = o.def.is_some_and(|d| d.traits & effect_free != 0);
    pure || matches!(
        ctx.op_name(op),
        AllocOp::NAME | AllocaOp::NAME | LoadOp::NAME | GetGlobalOp::NAME
    )
}

/// Erases trivially dead ops under `root`, users before their operands' producers; an
/// `alloca_scope` without results whose body is only its terminator goes too.
fn erase_trivially_dead(ctx: &mut Context, root: OpId) {
    let mut ops = vec![];
    ctx.walk(root, |op| {
        if op != root {
            ops.push(op)
        }
    });
    for op in ops.into_iter().rev() {
        if ctx.ops[op].erased {
            continue;
        }
        if is_trivially_dead(ctx, op) || is_empty_alloca_scope(ctx, op) {
            ctx.erase_op(op);
        }
    }
}

fn is_empty_alloca_scope(ctx: &Context, op: OpId) -> bool {
    if !AllocaScopeOp::is(ctx, op) || !ctx.ops[op].results.is_empty() {
        return false;
    }
    ctx.ops[op].regions.iter().all(|r| {
        ctx.region_blocks(*r).iter().all(|b| {
            ctx.block_ops(*b)
                .iter()
                .all(|o| AllocaScopeReturnOp::is(ctx, *o))
        })
    })
}

/// Constant-like ops, which the greedy driver's folder uniques per function body.
const CONSTANT_OPS: &[&str] = &[
    irbridge::dialect::arith::ConstantOp::NAME,
    irbridge::dialect::index::ConstantOp::NAME,
    irbridge::dialect::complex::ConstantOp::NAME,
    llvm_ops::constants::ConstantOp::NAME,
];

/// What the greedy driver does with the constants it finds when it fills its worklist (upstream's
/// `OperationFolder::insertKnownConstant`, in walk order): a constant equal to one already seen
/// (same op, value and type, in the same function body) is replaced by it; otherwise it is moved
/// to the front of the function's entry block unless it is there already or right after another
/// such constant. Index constants seen are the ones later folds reuse.
fn unique_constants(ctx: &mut Context, root: OpId, consts: &mut Constants) {
    let mut found = vec![];
    ctx.walk(root, |op| {
        if CONSTANT_OPS.contains(&ctx.op_name(op)) && ctx.ops[op].results.len() == 1 {
            found.push(op)
        }
    });
    type Key = (
        irbridge::ir::BlockId,
        irbridge::ir::Sym,
        Option<Attribute>,
        Type,
    );
    let mut owned: FxHashMap<Key, OpId> = FxHashMap::default();
    let mut owned_ops: rustc_hash::FxHashSet<OpId> = rustc_hash::FxHashSet::default();
    for c in found {
        let entry = entry_block_of(ctx, c);
        let ty = ctx.value_type(ctx.result(c, 0));
        let key = (entry, ctx.ops[c].name, ctx.get_attr(c, "value"), ty);
        if let Some(&first) = owned.get(&key) {
            let (from, to) = (ctx.result(c, 0), ctx.result(first, 0));
            ctx.replace_all_uses(from, to);
            ctx.erase_op(c);
            continue;
        }
        let in_place = ctx.ops[c].parent == Some(entry)
            && (ctx.blocks[entry].first == Some(c)
                || ctx.ops[c].prev.is_some_and(|p| owned_ops.contains(&p)));
        if !in_place {
            ctx.detach_op(c);
            match ctx.blocks[entry].first {
                Some(f) => ctx.insert_op_before(f, c),
                None => ctx.append_op(entry, c),
            }
        }
        owned.insert(key, c);
        owned_ops.insert(c);
        if irbridge::dialect::arith::ConstantOp::is(ctx, c) && ctx.is_index(ty) {
            if let Some(v) = ctx.get_attr(c, "value").and_then(|a| ctx.as_i64(a)) {
                consts
                    .by_block
                    .entry((entry, v))
                    .or_insert(ctx.result(c, 0));
            }
        }
    }
}
