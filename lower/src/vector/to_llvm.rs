//! The conversion patterns of `convert-vector-to-llvm` (upstream 19's ConvertVectorToLLVM.cpp):
//! 1-D vector ops become `llvm` ops and intrinsics; n-D ones were unrolled before, except where
//! a pattern handles the array form (extract/insert, splat, gather).

use super::util::{preferred_alignment, vparts};
use crate::arith::llvm_fastmath;
use crate::arith::nd_vector;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome, PatternSet};
use crate::descriptor::MemRefDescriptor;
use crate::llvm_build::{self, GepArg};
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::aggregates::ShuffleVectorOp;
use irbridge::dialect::llvm::ops::arith::{AddOp, AndOp, MulOp, OrOp, SelectOp, XOrOp};
use irbridge::dialect::llvm::ops::casts::BitcastOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::vector::constraints::{kind, kind_of, punctuation, PRINT_PUNCTUATION};
use irbridge::dialect::vector::{self as vec_d, syntax::Position};
use irbridge::ir::{AttrKind, Attribute, OpId, Type, TypeKind, ValueId};
use irbridge::ods::OpDef;

/// The options of the conversion patterns.
#[derive(Copy, Clone, Debug, Default)]
pub struct ToLlvmOptions {
    /// `reassociate-fp-reductions`.
    pub reassociate_fp_reductions: bool,
    /// `force-32bit-vector-indices`.
    pub force_32bit_vector_indices: bool,
}

/// A conversion pattern given as a root op and a function.
pub(super) struct Pat {
    root: fn() -> &'static OpDef,
    benefit: u16,
    f: fn(&Pat, OpId, &[ValueId], &mut ConversionRewriter<'_>) -> Option<()>,
    pub(super) opts: ToLlvmOptions,
    /// A rewrite pattern (upstream's `OpRewritePattern`): no remapped operands.
    rewrite: bool,
}

/// The pattern type, for pattern functions outside this file.
pub(super) type PatRef = Pat;

impl ConversionPattern for Pat {
    fn root(&self) -> &'static str {
        (self.root)().name
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn remaps_operands(&self) -> bool {
        !self.rewrite
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        Ok(match (self.f)(self, op, operands, rw) {
            Some(()) => Outcome::Rewritten,
            None => Outcome::NoMatch,
        })
    }
}

pub(super) fn add(
    p: &mut PatternSet,
    root: fn() -> &'static OpDef,
    opts: ToLlvmOptions,
    f: fn(&Pat, OpId, &[ValueId], &mut ConversionRewriter<'_>) -> Option<()>,
) {
    p.add(Pat {
        root,
        benefit: 1,
        f,
        opts,
        rewrite: false,
    });
}

/// Adds a rewrite pattern (upstream's `OpRewritePattern` in the conversion), which works on the
/// original IR.
pub(super) fn add_rewrite(
    p: &mut PatternSet,
    root: fn() -> &'static OpDef,
    opts: ToLlvmOptions,
    f: fn(&Pat, OpId, &[ValueId], &mut ConversionRewriter<'_>) -> Option<()>,
) {
    p.add(Pat {
        root,
        benefit: 1,
        f,
        opts,
        rewrite: true,
    });
}

/// `populateVectorToLLVMConversionPatterns` (its rank-1 transfer patterns come earlier, with the
/// mask materialization, in `super::populate_vector_to_llvm_patterns`): the patterns in
/// upstream's order.
pub fn populate_conversion_patterns(p: &mut PatternSet, o: ToLlvmOptions) {
    add_rewrite(p, vec_d::FMAOp::def, o, |_, op, _, rw| {
        super::fma::fma_nd(rw, op)
    });
    add_rewrite(p, vec_d::InsertStridedSliceOp::def, o, |_, op, _, rw| {
        super::strided_slice::insert_strided_slice(rw, op)
    });
    add_rewrite(p, vec_d::ExtractStridedSliceOp::def, o, |_, op, _, rw| {
        super::strided_slice::extract_strided_slice(rw, op)
    });
    add(p, vec_d::ReductionOp::def, o, reduction);
    add_rewrite(p, vec_d::CreateMaskOp::def, o, |pat, op, _, rw| {
        super::masks::create_mask_scalable(rw, op, pat.opts.force_32bit_vector_indices)
    });
    add(p, vec_d::BitCastOp::def, o, bitcast);
    add(p, vec_d::ShuffleOp::def, o, shuffle);
    add(p, vec_d::ExtractElementOp::def, o, extract_element);
    add(p, vec_d::ExtractOp::def, o, extract);
    add(p, vec_d::FMAOp::def, o, fma_1d);
    add(p, vec_d::InsertElementOp::def, o, insert_element);
    add(p, vec_d::InsertOp::def, o, insert);
    add(p, vec_d::PrintOp::def, o, super::print::print);
    add(p, vec_d::TypeCastOp::def, o, type_cast);
    add(p, vec_d::VectorScaleOp::def, o, vscale);
    add(p, vec_d::LoadOp::def, o, load);
    add(p, vec_d::MaskedLoadOp::def, o, masked_load);
    add(p, vec_d::StoreOp::def, o, store);
    add(p, vec_d::MaskedStoreOp::def, o, masked_store);
    add(p, vec_d::GatherOp::def, o, gather);
    add(p, vec_d::ScatterOp::def, o, scatter);
    add(p, vec_d::ExpandLoadOp::def, o, expand_load);
    add(p, vec_d::CompressStoreOp::def, o, compress_store);
    add(p, vec_d::SplatOp::def, o, splat);
    add(p, vec_d::SplatOp::def, o, splat_nd);
    add(p, vec_d::ScalableInsertOp::def, o, scalable_insert);
    add(p, vec_d::ScalableExtractOp::def, o, scalable_extract);
    add(p, vec_d::MaskOp::def, o, masked_reduction);
    add(p, vec_d::InterleaveOp::def, o, interleave);
    add(p, vec_d::DeinterleaveOp::def, o, deinterleave);
    add(p, vec_d::FromElementsOp::def, o, from_elements);
    add(p, vec_d::StepOp::def, o, step);
}

/// `populateVectorToLLVMMatrixConversionPatterns`.
pub fn populate_matrix_patterns(p: &mut PatternSet, o: ToLlvmOptions) {
    add(p, vec_d::MatmulOp::def, o, matmul);
    add(p, vec_d::FlatTransposeOp::def, o, flat_transpose);
}

// ---- helpers ------------------------------------------------------------------------------------------

fn loc(rw: &ConversionRewriter<'_>, op: OpId) -> Attribute {
    rw.ctx.ops[op].loc
}

fn result_ty(rw: &ConversionRewriter<'_>, op: OpId) -> Type {
    rw.ctx.value_type(rw.ctx.result(op, 0))
}

fn conv(rw: &mut ConversionRewriter<'_>, t: Type) -> Option<Type> {
    rw.tc.convert_type(rw.ctx, t)
}

/// `llvm.mlir.constant(v : index) : i64` (an index-typed attribute on the converted index type).
fn index_attr_const(rw: &mut ConversionRewriter<'_>, v: i64, l: Attribute) -> ValueId {
    llvm_build::index_const(rw, v, l)
}

fn i32_array(rw: &mut ConversionRewriter<'_>, values: &[i64]) -> Attribute {
    let elem = rw.ctx.i32();
    rw.ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| i128::from(*v)).collect(),
    })
}

fn shufflevector(
    rw: &mut ConversionRewriter<'_>,
    a: ValueId,
    b: ValueId,
    mask: &[i64],
    l: Attribute,
) -> ValueId {
    let (elem, _) = llvm_vec(rw, rw.ctx.value_type(a));
    let scalable = llvm::is_scalable_vector_type(rw.ctx, rw.ctx.value_type(a));
    let ty = llvm::vector_type(rw.ctx, elem, mask.len() as u64, scalable);
    let m = i32_array(rw, mask);
    ShuffleVectorOp::build(rw, l, ty, a, b, m).res(rw.ctx)
}

/// The element type and length of an LLVM-compatible vector type.
fn llvm_vec(rw: &ConversionRewriter<'_>, t: Type) -> (Type, u64) {
    let elem = llvm::vector_element_type(rw.ctx, t).unwrap_or(t);
    let n = llvm::vector_num_elements(rw.ctx, t).map_or(0, |x| x.0);
    (elem, n)
}

fn extract_element(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let vt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let (shape, _, elem) = vparts(rw.ctx, vt)?;
    let llvm_ty = conv(rw, elem)?;
    let l = loc(rw, op);
    let pos = if shape.is_empty() {
        index_attr_const(rw, 0, l)
    } else {
        *operands.get(1)?
    };
    let v =
        llvm_ops::aggregates::ExtractElementOp::build(rw, l, llvm_ty, operands[0], pos).res(rw.ctx);
    rw.replace_op(op, &[v]);
    Some(())
}

fn insert_element(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let vt = rw.ctx.value_type(rw.ctx.operand(op, 1));
    let (shape, _, _) = vparts(rw.ctx, vt)?;
    let llvm_ty = conv(rw, vt)?;
    let l = loc(rw, op);
    let pos = if shape.is_empty() {
        index_attr_const(rw, 0, l)
    } else {
        *operands.get(2)?
    };
    let v =
        llvm_ops::aggregates::InsertElementOp::build(rw, l, llvm_ty, operands[1], operands[0], pos)
            .res(rw.ctx);
    rw.replace_op(op, &[v]);
    Some(())
}

/// `getAsLLVMValue`: a static position as `llvm.mlir.constant(n : i64) : i64`.
fn position_value(rw: &mut ConversionRewriter<'_>, p: Position, l: Attribute) -> ValueId {
    match p {
        Position::Dynamic(v) => v,
        Position::Static(n) => {
            let i64t = rw.ctx.i64();
            llvm_build::int_const(rw, i64t, n, l)
        }
    }
}

fn statics(ps: &[Position]) -> Option<Vec<i64>> {
    ps.iter()
        .map(|p| match p {
            Position::Static(n) => Some(*n),
            Position::Dynamic(_) => None,
        })
        .collect()
}

fn extract(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let res = result_ty(rw, op);
    conv(rw, res)?;
    let l = loc(rw, op);
    let positions = vec_d::syntax::mixed_position(rw.ctx, op, &operands[1..]);
    if positions.is_empty() {
        rw.replace_op(op, &[operands[0]]);
        return Some(());
    }
    let dynamic = operands.len() > 1;
    if vparts(rw.ctx, res).is_some() {
        if dynamic {
            return None;
        }
        let v = llvm_build::extract_value(rw, operands[0], &statics(&positions)?, l);
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let mut extracted = operands[0];
    if positions.len() > 1 {
        if dynamic {
            return None;
        }
        let outer = statics(&positions[..positions.len() - 1])?;
        extracted = llvm_build::extract_value(rw, extracted, &outer, l);
    }
    let last = position_value(rw, *positions.last()?, l);
    let (elem, _) = llvm_vec(rw, rw.ctx.value_type(extracted));
    let v = llvm_ops::aggregates::ExtractElementOp::build(rw, l, elem, extracted, last).res(rw.ctx);
    rw.replace_op(op, &[v]);
    Some(())
}

fn insert(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let dest_t = rw.ctx.value_type(rw.ctx.operand(op, 1));
    let src_t = rw.ctx.value_type(rw.ctx.operand(op, 0));
    conv(rw, dest_t)?;
    let l = loc(rw, op);
    let positions = vec_d::syntax::mixed_position(rw.ctx, op, &operands[2..]);
    if positions.is_empty() {
        rw.replace_op(op, &[operands[0]]);
        return Some(());
    }
    let dynamic = operands.len() > 2;
    if vparts(rw.ctx, src_t).is_some() {
        if dynamic {
            return None;
        }
        let v = llvm_build::insert_value(rw, operands[1], operands[0], &statics(&positions)?, l);
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let mut extracted = operands[1];
    let mut one_d = dest_t;
    if positions.len() > 1 {
        if dynamic {
            return None;
        }
        let (shape, scalable, elem) = vparts(rw.ctx, dest_t)?;
        one_d = vec_d::vector_type(rw.ctx, vec![*shape.last()?], vec![*scalable.last()?], elem);
        let outer = statics(&positions[..positions.len() - 1])?;
        extracted = llvm_build::extract_value(rw, extracted, &outer, l);
    }
    let one_d = conv(rw, one_d)?;
    let last = position_value(rw, *positions.last()?, l);
    let mut inserted =
        llvm_ops::aggregates::InsertElementOp::build(rw, l, one_d, extracted, operands[0], last)
            .res(rw.ctx);
    if positions.len() > 1 {
        let outer = statics(&positions[..positions.len() - 1])?;
        inserted = llvm_build::insert_value(rw, operands[1], inserted, &outer, l);
    }
    rw.replace_op(op, &[inserted]);
    Some(())
}

fn bitcast(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let res = result_ty(rw, op);
    if vparts(rw.ctx, res)?.0.len() > 1 {
        return None;
    }
    let t = conv(rw, res)?;
    let l = loc(rw, op);
    let v = BitcastOp::build(rw, l, t, operands[0]).res(rw.ctx);
    rw.replace_op(op, &[v]);
    Some(())
}

fn matmul(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let t = result_ty(rw, op);
    let t = conv(rw, t)?;
    let l = loc(rw, op);
    let mut props = vec![];
    for name in ["lhs_rows", "lhs_columns", "rhs_columns"] {
        props.push((name, rw.ctx.get_attr(op, name)?));
    }
    let v = rw.create_value(
        llvm_intr::MATRIX_MULTIPLY,
        l,
        &[operands[0], operands[1]],
        t,
        &props,
    );
    rw.replace_op(op, &[v]);
    Some(())
}

fn flat_transpose(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let t = result_ty(rw, op);
    let t = conv(rw, t)?;
    let l = loc(rw, op);
    let rows = rw.ctx.get_attr(op, "rows")?;
    let columns = rw.ctx.get_attr(op, "columns")?;
    let v = rw.create_value(
        llvm_intr::MATRIX_TRANSPOSE,
        l,
        &[operands[0]],
        t,
        &[("rows", rows), ("columns", columns)],
    );
    rw.replace_op(op, &[v]);
    Some(())
}

fn vscale(_: &Pat, op: OpId, _: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let t = result_ty(rw, op);
    let t = conv(rw, t)?;
    let l = loc(rw, op);
    let v = rw.create_value(llvm_intr::VSCALE, l, &[], t, &[]);
    rw.replace_op(op, &[v]);
    Some(())
}

fn step(_: &Pat, op: OpId, _: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let t = result_ty(rw, op);
    let t = conv(rw, t)?;
    let l = loc(rw, op);
    let v = rw.create_value(llvm_intr::EXPERIMENTAL_STEPVECTOR, l, &[], t, &[]);
    rw.replace_op(op, &[v]);
    Some(())
}

fn fma_1d(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let t = result_ty(rw, op);
    if vparts(rw.ctx, t)?.0.len() > 1 {
        return None;
    }
    let ct = rw.ctx.value_type(operands[0]);
    let l = loc(rw, op);
    let v = rw.create_value(llvm_intr::FMULADD, l, operands, ct, &[]);
    rw.replace_op(op, &[v]);
    Some(())
}

fn scalable_insert(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let pos = rw.ctx.get_attr(op, "pos")?;
    let dt = rw.ctx.value_type(operands[1]);
    let l = loc(rw, op);
    let v = rw.create_value(
        llvm_intr::VECTOR_INSERT,
        l,
        &[operands[1], operands[0]],
        dt,
        &[("pos", pos)],
    );
    rw.replace_op(op, &[v]);
    Some(())
}

fn scalable_extract(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let pos = rw.ctx.get_attr(op, "pos")?;
    let t = result_ty(rw, op);
    let t = conv(rw, t)?;
    let l = loc(rw, op);
    let v = rw.create_value(
        llvm_intr::VECTOR_EXTRACT,
        l,
        &[operands[0]],
        t,
        &[("pos", pos)],
    );
    rw.replace_op(op, &[v]);
    Some(())
}

// ---- shuffles, splats, interleaves ------------------------------------------------------------------

/// `extractOne`: an element of a 1-D vector (`llvm.extractelement` at an index constant) or a
/// sub-array of an array (`llvm.extractvalue`).
fn extract_one(
    rw: &mut ConversionRewriter<'_>,
    v: ValueId,
    elem: Type,
    rank: usize,
    pos: i64,
    l: Attribute,
) -> ValueId {
    if rank <= 1 {
        let c = index_attr_const(rw, pos, l);
        return llvm_ops::aggregates::ExtractElementOp::build(rw, l, elem, v, c).res(rw.ctx);
    }
    llvm_build::extract_value(rw, v, &[pos], l)
}

/// `insertOne`.
fn insert_one(
    rw: &mut ConversionRewriter<'_>,
    into: ValueId,
    v: ValueId,
    ty: Type,
    rank: usize,
    pos: i64,
    l: Attribute,
) -> ValueId {
    if rank == 1 {
        let c = index_attr_const(rw, pos, l);
        return llvm_ops::aggregates::InsertElementOp::build(rw, l, ty, into, v, c).res(rw.ctx);
    }
    llvm_build::insert_value(rw, into, v, &[pos], l)
}

fn shuffle(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let v1t = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let v2t = rw.ctx.value_type(rw.ctx.operand(op, 1));
    let rt = result_ty(rw, op);
    let llvm_ty = conv(rw, rt)?;
    let mask = vec_d::constraints::int_array_prop(rw.ctx, op, "mask");
    let rank = vparts(rw.ctx, rt)?.0.len();
    let l = loc(rw, op);
    if rank <= 1 && v1t == v2t {
        let v = shufflevector(rw, operands[0], operands[1], &mask, l);
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let v1_dim = vparts(rw.ctx, v1t)?.0.first().copied().unwrap_or(1);
    let elem = match llvm::array_info(rw.ctx, llvm_ty) {
        Some((e, _)) => e,
        None => llvm_vec(rw, llvm_ty).0,
    };
    let mut acc = llvm_build::undef(rw, llvm_ty, l);
    for (ins, m) in mask.iter().enumerate() {
        let (src, pos) = if *m >= v1_dim {
            (operands[1], m - v1_dim)
        } else {
            (operands[0], *m)
        };
        let e = extract_one(rw, src, elem, rank, pos, l);
        acc = insert_one(rw, acc, e, llvm_ty, rank, ins as i64, l);
    }
    rw.replace_op(op, &[acc]);
    Some(())
}

fn splat(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let rt = result_ty(rw, op);
    let (shape, _, _) = vparts(rw.ctx, rt)?;
    if shape.len() > 1 {
        return None;
    }
    let vt = conv(rw, rt)?;
    let l = loc(rw, op);
    let undef = llvm_build::undef(rw, vt, l);
    let i32t = rw.ctx.i32();
    let zero = llvm_build::int_const(rw, i32t, 0, l);
    let inserted =
        llvm_ops::aggregates::InsertElementOp::build(rw, l, vt, undef, operands[0], zero)
            .res(rw.ctx);
    if shape.is_empty() {
        rw.replace_op(op, &[inserted]);
        return Some(());
    }
    let v = shufflevector(rw, inserted, undef, &vec![0; shape[0] as usize], l);
    rw.replace_op(op, &[v]);
    Some(())
}

fn splat_nd(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let rt = result_ty(rw, op);
    let (shape, _, _) = vparts(rw.ctx, rt)?;
    if shape.len() <= 1 {
        return None;
    }
    let nd = conv(rw, rt)?;
    let (dims, one_d) = nd_vector::array_shape(rw, nd)?;
    let l = loc(rw, op);
    let mut desc = llvm_build::undef(rw, nd, l);
    let vdesc = llvm_build::undef(rw, one_d, l);
    let i32t = rw.ctx.i32();
    let zero = llvm_build::int_const(rw, i32t, 0, l);
    let v = llvm_ops::aggregates::InsertElementOp::build(rw, l, one_d, vdesc, operands[0], zero)
        .res(rw.ctx);
    let width = *shape.last()? as usize;
    let v = shufflevector(rw, v, v, &vec![0; width], l);
    for pos in positions_of(&dims) {
        desc = llvm_build::insert_value(rw, desc, v, &pos, l);
    }
    rw.replace_op(op, &[desc]);
    Some(())
}

/// Every position of an array nest of `dims`, row-major (`nDVectorIterate`).
pub fn positions_of(dims: &[u64]) -> Vec<Vec<i64>> {
    let total: u64 = dims.iter().product();
    let mut out = Vec::with_capacity(total as usize);
    let mut pos = vec![0i64; dims.len()];
    for _ in 0..total {
        out.push(pos.clone());
        for d in (0..dims.len()).rev() {
            pos[d] += 1;
            if (pos[d] as u64) < dims[d] {
                break;
            }
            pos[d] = 0;
        }
    }
    out
}

fn interleave(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let rt = result_ty(rw, op);
    let (shape, scalable, _) = vparts(rw.ctx, rt)?;
    if shape.len() != 1 {
        return None;
    }
    let l = loc(rw, op);
    if scalable[0] {
        let t = conv(rw, rt)?;
        let v = rw.create_value(
            llvm_intr::VECTOR_INTERLEAVE2,
            l,
            &[operands[0], operands[1]],
            t,
            &[],
        );
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let n = shape[0];
    let mut mask = vec![];
    for i in 0..n / 2 {
        mask.push(i);
        mask.push(n / 2 + i);
    }
    let v = shufflevector(rw, operands[0], operands[1], &mask, l);
    rw.replace_op(op, &[v]);
    Some(())
}

fn deinterleave(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let rt = result_ty(rw, op);
    let st = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let (shape, scalable, _) = vparts(rw.ctx, rt)?;
    if shape.len() != 1 {
        return None;
    }
    let l = loc(rw, op);
    if scalable[0] {
        let t = conv(rw, rt)?;
        let packed = llvm::struct_literal(rw.ctx, vec![t, t], false);
        let s = rw.create_value(
            llvm_intr::VECTOR_DEINTERLEAVE2,
            l,
            &[operands[0]],
            packed,
            &[],
        );
        let even = llvm_build::extract_value(rw, s, &[0], l);
        let odd = llvm_build::extract_value(rw, s, &[1], l);
        rw.replace_op(op, &[even, odd]);
        return Some(());
    }
    let n = vparts(rw.ctx, st)?.0.iter().product::<i64>();
    let even: Vec<i64> = (0..n).filter(|i| i % 2 == 0).collect();
    let odd: Vec<i64> = (0..n).filter(|i| i % 2 == 1).collect();
    let poison = llvm_build::poison(rw, st, l);
    let e = shufflevector(rw, operands[0], poison, &even, l);
    let o = shufflevector(rw, operands[0], poison, &odd, l);
    rw.replace_op(op, &[e, o]);
    Some(())
}

fn from_elements(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let rt = result_ty(rw, op);
    if vparts(rw.ctx, rt)?.0.len() > 1 {
        return None;
    }
    let t = conv(rw, rt)?;
    let l = loc(rw, op);
    let mut result = llvm_build::undef(rw, t, l);
    let i64t = rw.ctx.i64();
    for (idx, v) in operands.iter().enumerate() {
        let pos = super::util::dense_i64_array(rw.ctx, &[idx as i64]);
        let ins = vec_d::InsertOp::build(rw, l, t, *v, result, &[], pos);
        result = rw.ctx.result(ins.0, 0);
        let _ = i64t;
    }
    rw.replace_op(op, &[result]);
    Some(())
}

// ---- memory -----------------------------------------------------------------------------------------

/// `isMemRefTypeSupported`: unit last stride and a convertible address space.
fn memref_supported(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    let ms = match rw.ctx.kind(t) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => return false,
    };
    vec_d::verify::last_dim_unit_stride(rw.ctx, t)
        && crate::type_converter::memory_space_to_addr_space(rw.ctx, ms).is_some()
}

/// `getMemRefAlignment`.
fn memref_alignment(rw: &mut ConversionRewriter<'_>, t: Type) -> Option<u64> {
    let elem = rw.ctx.element_type(t);
    let e = conv(rw, elem)?;
    Some(preferred_alignment(rw.ctx, e))
}

fn element_ptr(
    rw: &mut ConversionRewriter<'_>,
    memref: Type,
    desc: ValueId,
    indices: &[ValueId],
    l: Attribute,
) -> Option<ValueId> {
    crate::memref::strided_element_ptr(rw, memref, desc, indices, l)
}

fn align_attr(rw: &mut ConversionRewriter<'_>, align: u64, bits: u32) -> Attribute {
    let t = rw.ctx.int(bits);
    rw.ctx.int_attr(t, align as i64)
}

fn load(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let vt = result_ty(rw, op);
    if vparts(rw.ctx, vt)?.0.len() > 1 {
        return None;
    }
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let align = memref_alignment(rw, mt)?;
    let vt = conv(rw, vt)?;
    let l = loc(rw, op);
    let ptr = element_ptr(rw, mt, operands[0], &operands[1..], l)?;
    let alignment = (align != 0).then(|| align_attr(rw, align, 64));
    let nt = nontemporal(rw, op).then(|| rw.ctx.unit_attr());
    let v = llvm_ops::memory::LoadOp::build(
        rw, l, vt, ptr, alignment, None, nt, None, None, None, None, None, None, None,
    )
    .res(rw.ctx);
    rw.replace_op(op, &[v]);
    Some(())
}

fn nontemporal(rw: &ConversionRewriter<'_>, op: OpId) -> bool {
    rw.ctx
        .get_attr(op, "nontemporal")
        .and_then(|a| rw.ctx.as_int_attr(a))
        .is_some_and(|v| *v != 0.into())
}

fn store(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let vt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    if vparts(rw.ctx, vt)?.0.len() > 1 {
        return None;
    }
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 1));
    let align = memref_alignment(rw, mt)?;
    conv(rw, vt)?;
    let l = loc(rw, op);
    let ptr = element_ptr(rw, mt, operands[1], &operands[2..], l)?;
    let alignment = (align != 0).then(|| align_attr(rw, align, 64));
    let nt = nontemporal(rw, op).then(|| rw.ctx.unit_attr());
    llvm_ops::memory::StoreOp::build(
        rw,
        l,
        operands[0],
        ptr,
        alignment,
        None,
        nt,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.replace_op(op, &[]);
    Some(())
}

fn masked_load(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let vt = result_ty(rw, op);
    if vparts(rw.ctx, vt)?.0.len() > 1 {
        return None;
    }
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let align = memref_alignment(rw, mt)?;
    let vt = conv(rw, vt)?;
    let l = loc(rw, op);
    let n = operands.len();
    let ptr = element_ptr(rw, mt, operands[0], &operands[1..n - 2], l)?;
    let a = align_attr(rw, align, 32);
    let v = rw.create_value(
        llvm_intr::MASKED_LOAD,
        l,
        &[ptr, operands[n - 2], operands[n - 1]],
        vt,
        &[("alignment", a)],
    );
    rw.replace_op(op, &[v]);
    Some(())
}

fn masked_store(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let n = operands.len();
    let vt = rw.ctx.value_type(rw.ctx.operand(op, n - 1));
    if vparts(rw.ctx, vt)?.0.len() > 1 {
        return None;
    }
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let align = memref_alignment(rw, mt)?;
    conv(rw, vt)?;
    let l = loc(rw, op);
    let ptr = element_ptr(rw, mt, operands[0], &operands[1..n - 2], l)?;
    let a = align_attr(rw, align, 32);
    rw.create_op(
        llvm_intr::MASKED_STORE,
        l,
        &[operands[n - 1], ptr, operands[n - 2]],
        &[],
        &[("alignment", a)],
    );
    rw.replace_op(op, &[]);
    Some(())
}

/// `getIndexedPtrs`: a vector of pointers `base[index]`.
fn indexed_ptrs(
    rw: &mut ConversionRewriter<'_>,
    memref: Type,
    base: ValueId,
    index: ValueId,
    vtype: Type,
    l: Attribute,
) -> Option<ValueId> {
    let p = rw.ctx.value_type(base);
    let (n, scalable) = match vparts(rw.ctx, vtype) {
        Some((s, c, _)) => (*s.first()? as u64, c[0]),
        None => {
            let (e, n) = llvm_vec(rw, vtype);
            let _ = e;
            (n, llvm::is_scalable_vector_type(rw.ctx, vtype))
        }
    };
    let ptrs = llvm::vector_type(rw.ctx, p, n, scalable);
    let elem = rw.ctx.element_type(memref);
    let elem = conv(rw, elem)?;
    Some(llvm_build::gep(
        rw,
        ptrs,
        elem,
        base,
        &[GepArg::Value(index)],
        l,
    ))
}

fn gather(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    if !memref_supported(rw, mt) {
        return None;
    }
    let align = memref_alignment(rw, mt)?;
    let l = loc(rw, op);
    let n = operands.len();
    let ptr = element_ptr(rw, mt, operands[0], &operands[1..n - 3], l)?;
    let (idx, mask, pass) = (operands[n - 3], operands[n - 2], operands[n - 1]);
    let rt = result_ty(rw, op);
    let a = align_attr(rw, align, 32);
    if llvm::array_info(rw.ctx, rw.ctx.value_type(idx)).is_none() {
        let ptrs = indexed_ptrs(rw, mt, ptr, idx, rt, l)?;
        let t = conv(rw, rt)?;
        let v = rw.create_value(
            llvm_intr::MASKED_GATHER,
            l,
            &[ptrs, mask, pass],
            t,
            &[("alignment", a)],
        );
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let t = conv(rw, rt)?;
    let mut failed = false;
    let v = nd_vector::unroll(
        rw,
        t,
        &[idx, mask, pass],
        l,
        |rw, t1d, pieces| match indexed_ptrs(rw, mt, ptr, pieces[0], t1d, l) {
            Some(ptrs) => rw.create_value(
                llvm_intr::MASKED_GATHER,
                l,
                &[ptrs, pieces[1], pieces[2]],
                t1d,
                &[("alignment", a)],
            ),
            None => {
                failed = true;
                pieces[2]
            }
        },
    )?;
    if failed {
        return None;
    }
    rw.replace_op(op, &[v]);
    Some(())
}

fn scatter(_: &Pat, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    if !memref_supported(rw, mt) {
        return None;
    }
    let align = memref_alignment(rw, mt)?;
    let l = loc(rw, op);
    let n = operands.len();
    let vt = rw.ctx.value_type(rw.ctx.operand(op, n - 1));
    let ptr = element_ptr(rw, mt, operands[0], &operands[1..n - 3], l)?;
    let ptrs = indexed_ptrs(rw, mt, ptr, operands[n - 3], vt, l)?;
    let a = align_attr(rw, align, 32);
    rw.create_op(
        llvm_intr::MASKED_SCATTER,
        l,
        &[operands[n - 1], ptrs, operands[n - 2]],
        &[],
        &[("alignment", a)],
    );
    rw.replace_op(op, &[]);
    Some(())
}

fn expand_load(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let rt = result_ty(rw, op);
    let t = conv(rw, rt)?;
    let l = loc(rw, op);
    let n = operands.len();
    let ptr = element_ptr(rw, mt, operands[0], &operands[1..n - 2], l)?;
    let v = rw.create_value(
        llvm_intr::MASKED_EXPANDLOAD,
        l,
        &[ptr, operands[n - 2], operands[n - 1]],
        t,
        &[],
    );
    rw.replace_op(op, &[v]);
    Some(())
}

fn compress_store(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let mt = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let l = loc(rw, op);
    let n = operands.len();
    let ptr = element_ptr(rw, mt, operands[0], &operands[1..n - 2], l)?;
    rw.create_op(
        llvm_intr::MASKED_COMPRESSSTORE,
        l,
        &[operands[n - 1], ptr, operands[n - 2]],
        &[],
        &[],
    );
    rw.replace_op(op, &[]);
    Some(())
}

/// `computeContiguousStrides`.
fn contiguous_strides(rw: &ConversionRewriter<'_>, t: Type) -> Option<Vec<i64>> {
    use irbridge::ir::DYNAMIC;
    let info = irbridge::dialect::memref::layout::strides_and_offset(rw.ctx, t)?;
    let strides = info.strides;
    if strides.last().is_some_and(|s| *s != 1) {
        return None;
    }
    let (shape, layout) = match rw.ctx.kind(t) {
        TypeKind::MemRef { shape, layout, .. } => (shape.clone(), *layout),
        _ => return None,
    };
    if irbridge::dialect::memref::layout::is_identity_layout(rw.ctx, layout) {
        return Some(strides);
    }
    for i in 0..strides.len().saturating_sub(1) {
        if shape[i + 1] == DYNAMIC || strides[i] == DYNAMIC || strides[i + 1] == DYNAMIC {
            return None;
        }
        if strides[i] != strides[i + 1].wrapping_mul(shape[i + 1]) {
            return None;
        }
    }
    Some(strides)
}

fn type_cast(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let st = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let tt = result_ty(rw, op);
    let static_shape = |t: Type| {
        rw.ctx
            .shape(t)
            .is_some_and(|s| !s.contains(&irbridge::ir::DYNAMIC))
    };
    if !static_shape(st) || !static_shape(tt) {
        return None;
    }
    if !llvm::is_struct(rw.ctx, rw.ctx.value_type(operands[0])) {
        return None;
    }
    let target = conv(rw, tt)?;
    if !llvm::is_struct(rw.ctx, target) {
        return None;
    }
    contiguous_strides(rw, st)?;
    let tstrides = contiguous_strides(rw, tt)?;
    if tstrides.contains(&irbridge::ir::DYNAMIC) {
        return None;
    }
    let l = loc(rw, op);
    let src = MemRefDescriptor::new(rw, operands[0]);
    let mut desc = MemRefDescriptor::undef(rw, target, l);
    let allocated = src.allocated_ptr(rw, l);
    desc.set_allocated_ptr(rw, allocated, l);
    let aligned = src.aligned_ptr(rw, l);
    desc.set_aligned_ptr(rw, aligned, l);
    let i64t = rw.ctx.i64();
    let index = rw.ctx.index();
    let zero_attr = rw.ctx.int_attr(index, 0);
    let zero = llvm_build::constant(rw, i64t, zero_attr, l);
    desc.set_offset(rw, zero, l);
    let shape = rw.ctx.shape(tt)?.to_vec();
    for (i, s) in shape.iter().enumerate() {
        let a = rw.ctx.int_attr(index, *s);
        let size = llvm_build::constant(rw, i64t, a, l);
        desc.set_size(rw, i, size, l);
        let a = rw.ctx.int_attr(index, tstrides[i]);
        let stride = llvm_build::constant(rw, i64t, a, l);
        desc.set_stride(rw, i, stride, l);
    }
    let v = desc.value;
    rw.replace_op(op, &[v]);
    Some(())
}

// ---- reductions --------------------------------------------------------------------------------------

/// The neutral start values of reductions (`ReductionNeutral*`).
#[derive(Copy, Clone)]
enum Neutral {
    Zero,
    IntOne,
    FpOne,
    AllOnes,
    SIntMin,
    UIntMin,
    SIntMax,
    UIntMax,
    FpMin,
    FpMax,
}

fn neutral_value(rw: &mut ConversionRewriter<'_>, n: Neutral, t: Type, l: Attribute) -> ValueId {
    use num_bigint::BigInt;
    let w = super::util::int_width(rw.ctx, t);
    let attr = match n {
        Neutral::Zero => super::util::zero_attr(rw.ctx, t),
        Neutral::IntOne => rw.ctx.int_attr(t, 1),
        Neutral::FpOne => super::util::float_attr(rw.ctx, t, 1.0),
        Neutral::AllOnes => rw.ctx.int_attr(t, -1),
        Neutral::SIntMin => rw.ctx.int_attr(t, -(BigInt::from(1) << (w.max(1) - 1))),
        Neutral::UIntMin => rw.ctx.int_attr(t, 0),
        Neutral::SIntMax => rw.ctx.int_attr(t, (BigInt::from(1) << (w.max(1) - 1)) - 1),
        Neutral::UIntMax => rw.ctx.int_attr(t, -1),
        Neutral::FpMin | Neutral::FpMax => {
            let k = super::util::float_kind(rw.ctx, t);
            let bits = k.map_or(0, |k| {
                irbridge::ir::float::qnan(k, matches!(n, Neutral::FpMax))
            });
            rw.ctx.attr(AttrKind::Float { bits, ty: t })
        }
    };
    llvm_build::constant(rw, t, attr, l)
}

fn reduction_fmf(rw: &mut ConversionRewriter<'_>, op: OpId, reassoc: bool) -> Attribute {
    let a = rw.ctx.get_attr(op, "fastmath");
    let f = llvm_fastmath(rw.ctx, a);
    if !reassoc {
        return f;
    }
    let (def, value) = match rw.ctx.attr_kind(f) {
        AttrKind::Enum { def, value } => (*def, *value),
        _ => return f,
    };
    let r = def.symbolize("reassoc").unwrap_or(0);
    rw.ctx.attr(AttrKind::Enum {
        def,
        value: value | r,
    })
}

fn reduction(
    p: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let k = kind_of(rw.ctx, op)?;
    let elt = result_ty(rw, op);
    let t = conv(rw, elt)?;
    let v = operands[0];
    let acc = operands.get(1).copied();
    let l = loc(rw, op);
    let int_like = matches!(rw.ctx.kind(elt), TypeKind::Integer { .. } | TypeKind::Index);
    if int_like {
        let arith = |name: &str| -> Option<(&'static OpDef, &'static OpDef)> {
            Some(match name {
                "add" => (llvm_intr::VECTOR_REDUCE_ADD, AddOp::def()),
                "mul" => (llvm_intr::VECTOR_REDUCE_MUL, MulOp::def()),
                "and" => (llvm_intr::VECTOR_REDUCE_AND, AndOp::def()),
                "or" => (llvm_intr::VECTOR_REDUCE_OR, OrOp::def()),
                "xor" => (llvm_intr::VECTOR_REDUCE_XOR, XOrOp::def()),
                _ => return None,
            })
        };
        let cmp = |kd: u64| -> Option<(&'static OpDef, &'static str)> {
            Some(match kd {
                kind::MINUI => (llvm_intr::VECTOR_REDUCE_UMIN, "ule"),
                kind::MINSI => (llvm_intr::VECTOR_REDUCE_SMIN, "sle"),
                kind::MAXUI => (llvm_intr::VECTOR_REDUCE_UMAX, "uge"),
                kind::MAXSI => (llvm_intr::VECTOR_REDUCE_SMAX, "sge"),
                _ => return None,
            })
        };
        let name = vec_d::COMBINING_KIND.stringify(k);
        let result = if let Some((intr, scalar)) = arith(&name) {
            let r = rw.create_value(intr, l, &[v], t, &[]);
            match acc {
                Some(a) => llvm_build::binary(rw, scalar, a, r, l),
                None => r,
            }
        } else if let Some((intr, pred)) = cmp(k) {
            let r = rw.create_value(intr, l, &[v], t, &[]);
            match acc {
                Some(a) => {
                    let c = llvm_build::icmp(rw, pred, a, r, l);
                    llvm_build::select(rw, c, a, r, l)
                }
                None => r,
            }
        } else {
            return None;
        };
        rw.replace_op(op, &[result]);
        return Some(());
    }
    if !rw.ctx.is_float(elt) {
        return None;
    }
    let fmf = reduction_fmf(rw, op, p.opts.reassociate_fp_reductions);
    let result = match k {
        kind::ADD | kind::MUL => {
            let (intr, neutral) = if k == kind::ADD {
                (llvm_intr::VECTOR_REDUCE_FADD, Neutral::Zero)
            } else {
                (llvm_intr::VECTOR_REDUCE_FMUL, Neutral::FpOne)
            };
            let start = match acc {
                Some(a) => a,
                None => neutral_value(rw, neutral, t, l),
            };
            rw.create_value(intr, l, &[start, v], t, &[("fastmathFlags", fmf)])
        }
        kind::MINIMUMF | kind::MAXIMUMF | kind::MINNUMF | kind::MAXNUMF => {
            fp_compare_reduction(rw, k, t, v, acc, fmf, l)
        }
        _ => return None,
    };
    rw.replace_op(op, &[result]);
    Some(())
}

/// `createFPReductionComparisonOpLowering`.
fn fp_compare_reduction(
    rw: &mut ConversionRewriter<'_>,
    k: u64,
    t: Type,
    v: ValueId,
    acc: Option<ValueId>,
    fmf: Attribute,
    l: Attribute,
) -> ValueId {
    let (intr, scalar) = match k {
        kind::MINIMUMF => (llvm_intr::VECTOR_REDUCE_FMINIMUM, llvm_intr::MINIMUM),
        kind::MAXIMUMF => (llvm_intr::VECTOR_REDUCE_FMAXIMUM, llvm_intr::MAXIMUM),
        kind::MINNUMF => (llvm_intr::VECTOR_REDUCE_FMIN, llvm_intr::MINNUM),
        _ => (llvm_intr::VECTOR_REDUCE_FMAX, llvm_intr::MAXNUM),
    };
    let r = rw.create_value(intr, l, &[v], t, &[("fastmathFlags", fmf)]);
    match acc {
        Some(a) => rw.create_value(scalar, l, &[r, a], t, &[]),
        None => r,
    }
}

/// `MaskedReductionOpConversion`: a `vector.mask` holding a `vector.reduction` becomes a
/// `vp.reduce.*` intrinsic (fmaximum/fminimum: a select with a neutral vector and the plain one).
fn masked_reduction(
    _: &Pat,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let block = rw.ctx.ops[op]
        .regions
        .first()
        .and_then(|r| rw.ctx.regions[*r].first)?;
    let ops = rw.ctx.block_ops(block);
    if ops.len() < 2 {
        return None;
    }
    let red = ops[0];
    if !vec_d::ReductionOp::is(rw.ctx, red) {
        return None;
    }
    let k = kind_of(rw.ctx, red)?;
    let elt = rw.ctx.value_type(rw.ctx.result(red, 0));
    let t = conv(rw, elt)?;
    let l = rw.ctx.ops[red].loc;
    let vector = rw.lookup(rw.ctx.operand(red, 0));
    let acc = rw.ctx.ops[red].operands.get(1).map(|v| rw.lookup(*v));
    let mask = operands[0];
    let fmf_src = rw.ctx.get_attr(red, "fastmath");
    let fmf = llvm_fastmath(rw.ctx, fmf_src);
    let is_int = matches!(rw.ctx.kind(t), TypeKind::Integer { .. });
    let vp = |intr: &'static OpDef, neutral: Neutral| (intr, neutral);
    let (intr, neutral) = match k {
        kind::ADD if is_int => vp(llvm_intr::VP_REDUCE_ADD, Neutral::Zero),
        kind::ADD => vp(llvm_intr::VP_REDUCE_FADD, Neutral::Zero),
        kind::MUL if is_int => vp(llvm_intr::VP_REDUCE_MUL, Neutral::IntOne),
        kind::MUL => vp(llvm_intr::VP_REDUCE_FMUL, Neutral::FpOne),
        kind::MINUI => vp(llvm_intr::VP_REDUCE_UMIN, Neutral::UIntMax),
        kind::MINSI => vp(llvm_intr::VP_REDUCE_SMIN, Neutral::SIntMax),
        kind::MAXUI => vp(llvm_intr::VP_REDUCE_UMAX, Neutral::UIntMin),
        kind::MAXSI => vp(llvm_intr::VP_REDUCE_SMAX, Neutral::SIntMin),
        kind::AND => vp(llvm_intr::VP_REDUCE_AND, Neutral::AllOnes),
        kind::OR => vp(llvm_intr::VP_REDUCE_OR, Neutral::Zero),
        kind::XOR => vp(llvm_intr::VP_REDUCE_XOR, Neutral::Zero),
        kind::MINNUMF => vp(llvm_intr::VP_REDUCE_FMIN, Neutral::FpMax),
        kind::MAXNUMF => vp(llvm_intr::VP_REDUCE_FMAX, Neutral::FpMin),
        kind::MAXIMUMF | kind::MINIMUMF => {
            // `lowerMaskedReductionWithRegular`.
            let vt = rw.ctx.value_type(vector);
            let fk = super::util::float_kind(rw.ctx, t)?;
            let bits = if k == kind::MAXIMUMF {
                irbridge::ir::float::smallest(fk, true)
            } else {
                irbridge::ir::float::largest(fk, false)
            };
            let dense = super::util::dense_splat_bits(rw.ctx, vt, bits);
            let neutral = llvm_build::constant(rw, vt, dense, l);
            let sel = SelectOp::build(rw, l, vt, mask, vector, neutral, None).res(rw.ctx);
            let r = fp_compare_reduction(rw, k, t, sel, acc, fmf, l);
            rw.replace_op(op, &[r]);
            return Some(());
        }
        _ => return None,
    };
    let start = match acc {
        Some(a) => a,
        None => neutral_value(rw, neutral, t, l),
    };
    let evl = vector_length(rw, rw.ctx.value_type(vector), l)?;
    let r = rw.create_value(intr, l, &[start, vector, mask, evl], t, &[]);
    rw.replace_op(op, &[r]);
    Some(())
}

/// `createVectorLengthValue`: the vector's length as an `i32`, times `vscale` if scalable.
fn vector_length(rw: &mut ConversionRewriter<'_>, vt: Type, l: Attribute) -> Option<ValueId> {
    let (shape, scalable, _) = vparts(rw.ctx, vt)?;
    let i32t = rw.ctx.i32();
    let a = rw.ctx.int_attr(i32t, shape[0]);
    let base = llvm_build::constant(rw, i32t, a, l);
    if !scalable[0] {
        return Some(base);
    }
    let index = rw.ctx.index();
    let vs = vec_d::VectorScaleOp::build(rw, l, index);
    let vs = rw.ctx.result(vs.0, 0);
    let cast = irbridge::dialect::arith::IndexCastOp::build(rw, l, i32t, vs);
    let cast = rw.ctx.result(cast.0, 0);
    let mul = irbridge::dialect::arith::MulIOp::build(rw, l, i32t, base, cast, None);
    Some(rw.ctx.result(mul.0, 0))
}

/// The punctuation of a `vector.print`.
pub fn print_punctuation(rw: &ConversionRewriter<'_>, op: OpId) -> u64 {
    rw.ctx
        .get_attr(op, "punctuation")
        .and_then(|a| irbridge::ods::enums::enum_value(rw.ctx, a, &PRINT_PUNCTUATION))
        .unwrap_or(punctuation::NEWLINE)
}
