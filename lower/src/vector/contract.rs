//! Contraction lowering (upstream 19's LowerVectorContract.cpp): the patterns
//! `populateVectorContractLoweringPatterns` adds, for each `VectorContractLowering` strategy.
//!
//! - `ContractionOpLowering` (add-kind contractions of one element type) tries, in order, the
//!   strategy's own rewrite — `matmulintrinsics`: [`contraction_to_matmul`]'s
//!   `vector.matrix_multiply`; `outerproduct`: one `vector.outerproduct` per reduction step;
//!   `dot`: per result element a multiply and a `vector.reduction <add>`; `parallelarith`: when
//!   every reduction has size 1, broadcasts, transposes and one element-wise multiply-accumulate —
//!   and otherwise unrolls one dimension: the first batch dimension, else the first free dimension
//!   of the lhs, then of the rhs, into one smaller contraction per position inserted into a zero
//!   vector, else the first reduction dimension into a chain of contractions through the
//!   accumulator, down to a 1-D multiply and `vector.reduction`.
//! - `ContractionOpToMatmulOpLowering` and `ContractionOpToOuterProductOpLowering` are also
//!   patterns of their own (the latter for any combining kind and mixed element types, the
//!   operands extended to the accumulator's).
//!
//! All are `MaskableOpRewritePattern`s: under a `vector.mask` new ops go before the mask op,
//! which is what gets replaced; the unrolled contractions and reductions are masked with the
//! matching slice of the mask, the outer products with the mask transposed to put the reduction
//! dimension first. The `dot`, `parallelarith` and `matmulintrinsics` rewrites decline masked
//! contractions.

use super::multi_reduction::mask_operation;
use super::shape::{extract, insert, zero};
use super::util::{dense_i64_array, loc_of, vparts};
use irbridge::dialect::arith::{AddFOp, AddIOp, ExtFOp, ExtSIOp, MulFOp, MulIOp};
use irbridge::dialect::vector::constraints::{kind, kind_of};
use irbridge::dialect::vector::contract::{
    batch_dim_map, contracting_dim_map, indexing_maps, iterator_types,
};
use irbridge::dialect::vector::{
    vector_type, BroadcastOp, ContractionOp, FMAOp, MaskOp, OuterProductOp, ReductionOp,
    TransposeOp,
};
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};
use irbridge::ods::enums::enum_attr;
use irbridge::ods::prop;
use irbridge::transforms::Rewriter;

/// The dimension of the `i`th result of `map` (`AffineMap::getDimPosition`).
fn dim_position(map: &AffineMap, i: usize) -> Option<usize> {
    match map.results.get(i)? {
        AffineExpr::Dim(d) => Some(*d as usize),
        _ => None,
    }
}

/// The result of `map` that is dimension `d` (`getDimPosition(map, d)`).
fn result_of_dim(map: &AffineMap, d: usize) -> Option<usize> {
    map.results
        .iter()
        .position(|e| *e == AffineExpr::Dim(d as u32))
}

/// `getReductionIndex`: the results of `map` that are reduction dimensions.
fn reduction_results(map: &AffineMap, reduction: &[bool]) -> Option<Vec<usize>> {
    let mut out = vec![];
    for i in 0..map.results.len() {
        if *reduction.get(dim_position(map, i)?)? {
            out.push(i);
        }
    }
    Some(out)
}

/// `VectorContractLowering`, in the order of its enum values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ContractStrategy {
    /// `dot` (the default of `VectorTransformsOptions`): row-by-column multiplies and reductions.
    Dot,
    /// `matmulintrinsics`: 2-D matmuls as `vector.matrix_multiply`.
    Matmul,
    /// `outerproduct`: matmuls and matvecs as a chain of `vector.outerproduct`s.
    OuterProduct,
    /// `parallelarith`: element-wise multiply-accumulate when the reductions have size 1.
    ParallelArith,
}

impl ContractStrategy {
    /// Every strategy, in the enum's order.
    pub const ALL: [ContractStrategy; 4] = [
        ContractStrategy::Dot,
        ContractStrategy::Matmul,
        ContractStrategy::OuterProduct,
        ContractStrategy::ParallelArith,
    ];
    /// Its position in [`Self::ALL`] (its enum value).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// `MaskableOpRewritePattern`: runs `f` with the enclosing `vector.mask` (if any) and new ops
/// placed before it, then replaces that mask op (or the contraction) with the value `f` gives.
fn rewrite_maskable(
    rw: &mut Rewriter<'_>,
    op: OpId,
    f: impl FnOnce(&mut Rewriter<'_>, OpId, Option<OpId>) -> Option<ValueId>,
) -> Option<()> {
    let mask_op = rw.ctx.parent_op(op).filter(|&p| MaskOp::is(rw.ctx, p));
    let root = mask_op.unwrap_or(op);
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(root);
    let v = f(rw, op, mask_op);
    rw.set_insertion_point(saved);
    let v = v?;
    if rw.ctx.ops[root].results.is_empty() {
        rw.erase_op(root);
    } else {
        rw.replace_op(root, &[v]);
    }
    Some(())
}

/// The pattern `ContractionOpLowering` with `strategy` (see the module documentation).
pub fn contraction_lowering(
    rw: &mut Rewriter<'_>,
    op: OpId,
    strategy: ContractStrategy,
) -> Option<()> {
    rewrite_maskable(rw, op, |rw, op, m| lower_contraction(rw, op, m, strategy))
}

/// The pattern `ContractionOpToMatmulOpLowering` with `strategy` (only `Matmul` applies).
pub fn contraction_to_matmul(
    rw: &mut Rewriter<'_>,
    op: OpId,
    strategy: ContractStrategy,
) -> Option<()> {
    rewrite_maskable(rw, op, |rw, op, m| to_matmul(rw, op, m, strategy))
}

/// The pattern `ContractionOpToOuterProductOpLowering` with `strategy` (only `OuterProduct`
/// applies).
pub fn contraction_to_outer_product(
    rw: &mut Rewriter<'_>,
    op: OpId,
    strategy: ContractStrategy,
) -> Option<()> {
    rewrite_maskable(rw, op, |rw, op, m| to_outer_product(rw, op, m, strategy))
}

/// `ContractionOpLowering::matchAndRewriteMaskableOp`.
fn lower_contraction(
    rw: &mut Rewriter<'_>,
    op: OpId,
    mask_op: Option<OpId>,
    strategy: ContractStrategy,
) -> Option<ValueId> {
    let ctx = &*rw.ctx;
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let elem = |v| ctx.element_type(ctx.value_type(v));
    if elem(lhs) != elem(acc) || elem(rhs) != elem(acc) {
        return None;
    }
    if kind_of(ctx, op)? != kind::ADD {
        return None;
    }
    if let Some(v) = to_matmul(rw, op, mask_op, strategy) {
        return Some(v);
    }
    if let Some(v) = to_outer_product(rw, op, mask_op, strategy) {
        return Some(v);
    }
    if let Some(v) = to_dot(rw, op, mask_op, strategy) {
        return Some(v);
    }
    if let Some(v) = to_elementwise(rw, op, mask_op, strategy) {
        return Some(v);
    }
    let ctx = &*rw.ctx;
    let mask = mask_op.map(|m| ctx.operand(m, 0));
    if let Some(&(l, r)) = batch_dim_map(ctx, op).first() {
        return lower_parallel(rw, op, Some(l), Some(r), mask);
    }
    let contracting = contracting_dim_map(ctx, op);
    let rank = |v| vparts(ctx, ctx.value_type(v)).map_or(0, |p| p.0.len());
    if let Some(l) = (0..rank(lhs)).find(|i| !contracting.iter().any(|p| p.0 == *i)) {
        return lower_parallel(rw, op, Some(l), None, mask);
    }
    if let Some(r) = (0..rank(rhs)).find(|i| !contracting.iter().any(|p| p.1 == *i)) {
        return lower_parallel(rw, op, None, Some(r), mask);
    }
    if !contracting.is_empty() {
        return lower_reduction(rw, op, mask);
    }
    None
}

/// `VectorType::Builder(t).dropDim(i)`.
fn drop_dim(ctx: &mut Context, t: Type, i: usize) -> Option<Type> {
    let (mut shape, mut scalable, elem) = vparts(ctx, t)?;
    if i >= shape.len() {
        return None;
    }
    shape.remove(i);
    scalable.remove(i);
    Some(vector_type(ctx, shape, scalable, elem))
}

/// `reshapeLoad`: the slice of `val` (of type `t`) at `pos` of dimension `index` (`val` itself
/// for none), dimensions before it unrolled into a zero vector.
fn reshape_load(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    val: ValueId,
    t: Type,
    index: Option<usize>,
    pos: i64,
) -> Option<ValueId> {
    let Some(index) = index else {
        return Some(val);
    };
    if index == 0 {
        return extract(rw, loc, val, &[pos]);
    }
    let v_type = drop_dim(rw.ctx, t, 0)?;
    let res_type = drop_dim(rw.ctx, t, index)?;
    let n = *vparts(rw.ctx, res_type)?.0.first()?;
    let mut result = zero(rw, loc, res_type);
    for d in 0..n {
        let ext = extract(rw, loc, val, &[d])?;
        let load = reshape_load(rw, loc, ext, v_type, Some(index - 1), pos)?;
        result = insert(rw, loc, load, result, &[d]);
    }
    Some(result)
}

/// `reshapeStore`: `val` stored into `result` (of type `t`) at `pos` of dimension `index`
/// (`val` itself for none), dimensions before it unrolled.
fn reshape_store(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    val: ValueId,
    mut result: ValueId,
    t: Type,
    index: Option<usize>,
    pos: i64,
) -> Option<ValueId> {
    let Some(index) = index else {
        return Some(val);
    };
    if index == 0 {
        return Some(insert(rw, loc, val, result, &[pos]));
    }
    let v_type = drop_dim(rw.ctx, t, 0)?;
    let n = *vparts(rw.ctx, t)?.0.first()?;
    for d in 0..n {
        let ext = extract(rw, loc, result, &[d])?;
        let ins = extract(rw, loc, val, &[d])?;
        let sto = reshape_store(rw, loc, ins, ext, v_type, Some(index - 1), pos)?;
        result = insert(rw, loc, sto, result, &[d]);
    }
    Some(result)
}

/// `adjustMap`: `map` without dimension `index` (results on it dropped, later dims renumbered).
fn adjust_map(map: &AffineMap, index: usize) -> Option<AffineMap> {
    let mut results = vec![];
    for i in 0..map.results.len() {
        let d = dim_position(map, i)?;
        if d == index {
            continue;
        }
        let d = if d < index { d } else { d - 1 };
        results.push(AffineExpr::Dim(d as u32));
    }
    Some(AffineMap {
        num_dims: map.num_dims.checked_sub(1)?,
        num_symbols: 0,
        results,
    })
}

/// The indexing maps and iterator types of `op` without iterator `index`, as attributes.
fn adjusted_traits(
    rw: &mut Rewriter<'_>,
    op: OpId,
    index: usize,
) -> Option<(Attribute, Attribute)> {
    let maps = indexing_maps(rw.ctx, op);
    let mut low = vec![];
    for m in &maps {
        let m = adjust_map(m, index)?;
        low.push(rw.ctx.attr(AttrKind::AffineMap(m)));
    }
    let maps = rw.ctx.array_attr(low);
    let its = prop(rw.ctx, op, "iterator_types")?;
    let mut its = rw.ctx.as_array(its)?.to_vec();
    if index >= its.len() {
        return None;
    }
    its.remove(index);
    let its = rw.ctx.array_attr(its);
    Some((maps, its))
}

/// A `vector.contract` (kind `add`) of the given traits, its result typed as `acc`, masked by
/// `mask` if any; gives its (or the mask op's) result.
fn new_contract(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    (lhs, rhs, acc): (ValueId, ValueId, ValueId),
    (maps, its): (Attribute, Attribute),
    mask: Option<ValueId>,
) -> ValueId {
    let t = rw.ctx.value_type(acc);
    let c = ContractionOp::build(rw, loc, t, lhs, rhs, acc, maps, its, None).0;
    mask_operation(rw, c, mask)
}

/// `ContractionOpLowering::lowerParallel`: unrolls the parallel dimension that is `lhs_index` of
/// the lhs and/or `rhs_index` of the rhs.
fn lower_parallel(
    rw: &mut Rewriter<'_>,
    op: OpId,
    lhs_index: Option<usize>,
    rhs_index: Option<usize>,
    mask: Option<ValueId>,
) -> Option<ValueId> {
    let ctx = &*rw.ctx;
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let (lhs_t, rhs_t) = (ctx.value_type(lhs), ctx.value_type(rhs));
    let res_t = ctx.value_type(ctx.result(op, 0));
    let (lshape, lscalable, _) = vparts(ctx, lhs_t)?;
    let (rshape, rscalable, _) = vparts(ctx, rhs_t)?;
    let maps = indexing_maps(ctx, op);
    if maps.len() != 3 {
        return None;
    }
    let (iter_index, dim_size) = if let Some(l) = lhs_index {
        let it = dim_position(&maps[0], l)?;
        if let Some(r) = rhs_index {
            if dim_position(&maps[1], r)? != it {
                return None;
            }
        }
        if lscalable[l] {
            return None;
        }
        (it, lshape[l])
    } else {
        let r = rhs_index?;
        if rscalable[r] {
            return None;
        }
        (dim_position(&maps[1], r)?, rshape[r])
    };
    // A dimension missing from the result is tolerated when it has size 1 (a unit reduction
    // dimension on one side only).
    let res_index = result_of_dim(&maps[2], iter_index);
    if res_index.is_none() && dim_size != 1 {
        return None;
    }
    // A scalar result (a unit dimension on one side only, all else reduced) is taken as it is:
    // upstream casts it to a vector type unchecked, and only makes a zero constant of it, which
    // nothing uses since the dimension is not in the result.
    let mask_t = mask.map(|m| ctx.value_type(m));
    let traits = adjusted_traits(rw, op, iter_index)?;
    let loc = loc_of(rw.ctx, op);
    let mut result = zero(rw, loc, res_t);
    for d in 0..dim_size {
        let l = reshape_load(rw, loc, lhs, lhs_t, lhs_index, d)?;
        let r = reshape_load(rw, loc, rhs, rhs_t, rhs_index, d)?;
        let a = reshape_load(rw, loc, acc, res_t, res_index, d)?;
        let low_mask = match (mask, mask_t) {
            (Some(m), Some(t)) => Some(reshape_load(rw, loc, m, t, Some(iter_index), d)?),
            _ => None,
        };
        let c = new_contract(rw, loc, (l, r, a), traits, low_mask);
        result = reshape_store(rw, loc, c, result, res_t, res_index, d)?;
    }
    Some(result)
}

/// `createMul`: `arith.muli` if `is_int`, else `arith.mulf`.
fn create_mul(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    x: ValueId,
    y: ValueId,
    is_int: bool,
) -> ValueId {
    let t = rw.ctx.value_type(x);
    if is_int {
        MulIOp::build(rw, loc, t, x, y, None).result(rw.ctx)
    } else {
        MulFOp::build(rw, loc, t, x, y, None).result(rw.ctx)
    }
}

/// `createAdd`: `arith.addi` if `is_int`, else `arith.addf`.
fn create_add(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    x: ValueId,
    y: ValueId,
    is_int: bool,
) -> ValueId {
    let t = rw.ctx.value_type(x);
    if is_int {
        AddIOp::build(rw, loc, t, x, y, None).result(rw.ctx)
    } else {
        AddFOp::build(rw, loc, t, x, y, None).result(rw.ctx)
    }
}

/// `vector.reduction <add>, %v (, %acc)`.
fn add_reduction(rw: &mut Rewriter<'_>, loc: Attribute, v: ValueId, acc: Option<ValueId>) -> OpId {
    let elem = rw.ctx.element_type(rw.ctx.value_type(v));
    let add = enum_attr(
        rw.ctx,
        &irbridge::dialect::vector::constraints::COMBINING_KIND,
        kind::ADD,
    );
    ReductionOp::build(rw, loc, elem, v, acc, add, None).0
}

/// Whether `t` is an `IntegerType` (not `index`), as the lowerings choose integer arithmetic.
fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::Integer { .. })
}

/// `ContractionOpLowering::lowerReduction`: unrolls the reduction dimension 0 into a chain of
/// contractions through the accumulator; a 1-D one is a multiply and a `vector.reduction`.
fn lower_reduction(rw: &mut Rewriter<'_>, op: OpId, mask: Option<ValueId>) -> Option<ValueId> {
    let ctx = &*rw.ctx;
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let (lhs_t, rhs_t) = (ctx.value_type(lhs), ctx.value_type(rhs));
    let res_t = ctx.value_type(ctx.result(op, 0));
    if vparts(ctx, res_t).is_some() {
        return None;
    }
    let is_int = is_integer(ctx, res_t);
    let maps = indexing_maps(ctx, op);
    let lhs_index = result_of_dim(maps.first()?, 0)?;
    let rhs_index = result_of_dim(maps.get(1)?, 0)?;
    let (lshape, _, _) = vparts(ctx, lhs_t)?;
    let (rshape, _, _) = vparts(ctx, rhs_t)?;
    let dim_size = lshape[lhs_index];
    if dim_size != rshape[rhs_index] {
        return None;
    }
    let loc = loc_of(ctx, op);
    if lshape.len() == 1 {
        if rshape.len() != 1 {
            return None;
        }
        let m = create_mul(rw, loc, lhs, rhs, is_int);
        let red = add_reduction(rw, loc, m, Some(acc));
        return Some(mask_operation(rw, red, mask));
    }
    let mask_t = mask.map(|m| ctx.value_type(m));
    let traits = adjusted_traits(rw, op, 0)?;
    let mut result = acc;
    for d in 0..dim_size {
        let l = reshape_load(rw, loc, lhs, lhs_t, Some(lhs_index), d)?;
        let r = reshape_load(rw, loc, rhs, rhs_t, Some(rhs_index), d)?;
        let new_mask = match (mask, mask_t) {
            (Some(m), Some(t)) => Some(reshape_load(rw, loc, m, t, Some(0), d)?),
            _ => None,
        };
        result = new_contract(rw, loc, (l, r, result), traits, new_mask);
    }
    Some(result)
}

/// An affine map of `num_dims` dimensions with the given dimension results.
fn dims_map(num_dims: u32, dims: &[u32]) -> AffineMap {
    AffineMap {
        num_dims,
        num_symbols: 0,
        results: dims.iter().map(|&d| AffineExpr::Dim(d)).collect(),
    }
}

/// `maps == AffineMap::inferFromExprList(layout)`: the layout's maps have as many dimensions as
/// its largest dimension needs.
fn is_layout(maps: &[AffineMap], layout: &[&[u32]]) -> bool {
    let n = layout
        .iter()
        .flat_map(|l| l.iter())
        .max()
        .map_or(0, |m| m + 1);
    maps.len() == layout.len() && maps.iter().zip(layout).all(|(m, l)| *m == dims_map(n, l))
}

/// Where an operand of the rewritten product comes from: an operand of the contraction, as it
/// is or transposed.
#[derive(Clone, Copy)]
enum Src {
    Lhs,
    Rhs,
    LhsT,
    RhsT,
}

/// A contraction layout a rewrite recognises: the lhs, rhs and accumulator maps written with
/// dimension letters (einsum style, resolved by the rewrite's dimension order), and the two
/// operands the rewrite multiplies, their transposes created in this order.
struct Layout {
    maps: [&'static str; 3],
    operands: [Src; 2],
}

const fn layout(
    lhs: &'static str,
    rhs: &'static str,
    acc: &'static str,
    operands: [Src; 2],
) -> Layout {
    Layout {
        maps: [lhs, rhs, acc],
        operands,
    }
}

/// `ContractionOpToDotLowering`'s matmuls (dimensions `mnk`): row-major lhs and column rows rhs.
const DOT_MATMUL: [Layout; 8] = [
    layout("mk", "kn", "mn", [Src::Lhs, Src::RhsT]),
    layout("mk", "nk", "mn", [Src::Lhs, Src::Rhs]),
    layout("km", "kn", "mn", [Src::LhsT, Src::RhsT]),
    layout("km", "nk", "mn", [Src::LhsT, Src::Rhs]),
    layout("mk", "kn", "nm", [Src::RhsT, Src::Lhs]),
    layout("mk", "nk", "nm", [Src::Rhs, Src::Lhs]),
    layout("km", "kn", "nm", [Src::RhsT, Src::LhsT]),
    layout("km", "nk", "nm", [Src::Rhs, Src::LhsT]),
];

/// `ContractionOpToDotLowering`'s matvecs (dimensions `mk`): the matrix row-major first.
const DOT_MATVEC: [Layout; 4] = [
    layout("mk", "k", "m", [Src::Lhs, Src::Rhs]),
    layout("km", "k", "m", [Src::LhsT, Src::Rhs]),
    layout("k", "mk", "m", [Src::Rhs, Src::Lhs]),
    layout("k", "km", "m", [Src::RhsT, Src::Lhs]),
];

/// `UnrolledOuterProductGenerator::matmat` (dimensions `mnk`): both operands reduction-first,
/// the accumulator's rows from the first.
const OUTER_MATMUL: [Layout; 8] = [
    layout("mk", "kn", "mn", [Src::LhsT, Src::Rhs]),
    layout("mk", "nk", "mn", [Src::LhsT, Src::RhsT]),
    layout("km", "kn", "mn", [Src::Lhs, Src::Rhs]),
    layout("km", "nk", "mn", [Src::Lhs, Src::RhsT]),
    layout("mk", "kn", "nm", [Src::Rhs, Src::LhsT]),
    layout("mk", "nk", "nm", [Src::RhsT, Src::LhsT]),
    layout("km", "kn", "nm", [Src::Rhs, Src::Lhs]),
    layout("km", "nk", "nm", [Src::RhsT, Src::Lhs]),
];

/// `UnrolledOuterProductGenerator::matvec` (dimensions `mk`) and `tmatvec` (`km`): the matrix
/// reduction-first, then the vector.
const OUTER_MATVEC: [Layout; 4] = [
    layout("mk", "k", "m", [Src::LhsT, Src::Rhs]),
    layout("km", "k", "m", [Src::Lhs, Src::Rhs]),
    layout("k", "mk", "m", [Src::RhsT, Src::Lhs]),
    layout("k", "km", "m", [Src::Rhs, Src::Lhs]),
];

/// The first layout of `table` that `maps` are, with each letter the dimension its position in
/// `dims` names.
fn find_layout<'t>(maps: &[AffineMap], table: &'t [Layout], dims: &str) -> Option<&'t Layout> {
    let resolve = |letters: &str| -> Option<Vec<u32>> {
        letters
            .bytes()
            .map(|c| dims.bytes().position(|d| d == c).map(|p| p as u32))
            .collect()
    };
    table.iter().find(|l| {
        let Some(resolved) = l
            .maps
            .iter()
            .map(|m| resolve(m))
            .collect::<Option<Vec<_>>>()
        else {
            return false;
        };
        let refs: Vec<&[u32]> = resolved.iter().map(Vec::as_slice).collect();
        is_layout(maps, &refs)
    })
}

/// The two operands `layout` multiplies, transposed where it says, in its order.
fn layout_operands(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    layout: &Layout,
    (lhs, rhs): (ValueId, ValueId),
) -> Option<(ValueId, ValueId)> {
    let mut take = |src: Src| match src {
        Src::Lhs => Some(lhs),
        Src::Rhs => Some(rhs),
        Src::LhsT => transpose(rw, loc, lhs, &[1, 0]),
        Src::RhsT => transpose(rw, loc, rhs, &[1, 0]),
    };
    let a = take(layout.operands[0])?;
    let b = take(layout.operands[1])?;
    Some((a, b))
}

/// `ContractionOpToDotLowering`: a matmul (any operand and result orientation) or matvec made
/// row-major with the reduction innermost by transposes, then each result element the
/// `vector.reduction <add>` of a row times a column, inserted into a zero vector and added to the
/// accumulator.
fn to_dot(
    rw: &mut Rewriter<'_>,
    op: OpId,
    mask_op: Option<OpId>,
    strategy: ContractStrategy,
) -> Option<ValueId> {
    if mask_op.is_some() || strategy != ContractStrategy::Dot {
        return None;
    }
    let ctx = &*rw.ctx;
    let its = iterator_types(ctx, op);
    let maps = indexing_maps(ctx, op);
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let loc = loc_of(ctx, op);
    // An iterator past the end is neither kind (upstream reads past the array there).
    let par = |i: usize| its.get(i) == Some(&false);
    let red = |i: usize| its.get(i) == Some(&true);
    let found = if par(0) && par(1) && red(2) {
        find_layout(&maps, &DOT_MATMUL, "mnk")
    } else if par(0) && red(1) {
        find_layout(&maps, &DOT_MATVEC, "mk")
    } else {
        None
    };
    let (lhs, rhs) = layout_operands(rw, loc, found?, (lhs, rhs))?;
    let dst_t = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (dst_shape, _, dst_elem) = vparts(rw.ctx, dst_t)?;
    let rank = dst_shape.len();
    if !(1..=2).contains(&rank) {
        return None;
    }
    let rows = dst_shape[0];
    let cols = if rank == 1 { 1 } else { dst_shape[1] };
    let mut res = zero(rw, loc, dst_t);
    let is_int = is_integer(rw.ctx, dst_elem);
    for r in 0..rows {
        let a = extract(rw, loc, lhs, &[r])?;
        for c in 0..cols {
            let b = if rank == 1 {
                rhs
            } else {
                extract(rw, loc, rhs, &[c])?
            };
            let m = create_mul(rw, loc, a, b, is_int);
            let red = add_reduction(rw, loc, m, None);
            let reduced = rw.ctx.result(red, 0);
            let pos: &[i64] = if rank == 1 { &[r] } else { &[r, c] };
            res = insert(rw, loc, reduced, res, pos);
        }
    }
    Some(create_add(rw, loc, res, acc, is_int))
}

/// `UnrolledOuterProductGenerator::promote`: `v` extended to element type `dst`.
fn promote(rw: &mut Rewriter<'_>, loc: Attribute, v: ValueId, dst: Type) -> ValueId {
    let t = rw.ctx.value_type(v);
    let parts = vparts(rw.ctx, t);
    let elem = parts.as_ref().map_or(t, |p| p.2);
    if elem == dst {
        return v;
    }
    let promoted = match parts {
        Some((shape, scalable, _)) => vector_type(rw.ctx, shape, scalable, dst),
        None => dst,
    };
    if rw.ctx.is_float(dst) {
        ExtFOp::build(rw, loc, promoted, v, None).out(rw.ctx)
    } else {
        ExtSIOp::build(rw, loc, promoted, v).out(rw.ctx)
    }
}

/// `UnrolledOuterProductGenerator::outerProd`: for each of the `size` reduction steps, the
/// `k`th slices of `lhs` and `rhs` (extended to the accumulator's element type) outer-multiplied
/// into the accumulator, masked by the `k`th slice of `mask`.
fn outer_prod(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    (lhs, rhs, mut res): (ValueId, ValueId, ValueId),
    size: i64,
    mask: Option<ValueId>,
    kind_attr: Attribute,
) -> Option<ValueId> {
    let res_t = rw.ctx.value_type(res);
    let (_, _, res_elem) = vparts(rw.ctx, res_t)?;
    for k in 0..size {
        let a = extract(rw, loc, lhs, &[k])?;
        let b = extract(rw, loc, rhs, &[k])?;
        let a = promote(rw, loc, a, res_elem);
        let b = promote(rw, loc, b, res_elem);
        let m = match mask {
            Some(m) => Some(extract(rw, loc, m, &[k])?),
            None => None,
        };
        let o = OuterProductOp::build(rw, loc, res_t, a, b, Some(res), Some(kind_attr)).0;
        res = mask_operation(rw, o, m);
    }
    Some(res)
}

/// `ContractionOpToOuterProductOpLowering` (`UnrolledOuterProductGenerator`'s matmat, matvec and
/// tmatvec forms): the operands transposed so the reduction dimension comes first, then one
/// outer product per reduction step.
fn to_outer_product(
    rw: &mut Rewriter<'_>,
    op: OpId,
    mask_op: Option<OpId>,
    strategy: ContractStrategy,
) -> Option<ValueId> {
    if strategy != ContractStrategy::OuterProduct {
        return None;
    }
    let ctx = &*rw.ctx;
    let its = iterator_types(ctx, op);
    let maps = indexing_maps(ctx, op);
    let (lhs, rhs, res) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let mask = mask_op.map(|m| ctx.operand(m, 0));
    let kind_attr = prop(ctx, op, "kind")?;
    let (lshape, lscalable, _) = vparts(ctx, ctx.value_type(lhs))?;
    let loc = loc_of(ctx, op);
    // The mask is transposed to put the reduction dimension first (tmatvec's already has the
    // outer product's shape).
    let (found, mask_perm): (_, Option<&[i64]>) = match its.as_slice() {
        [false, false, true] => (find_layout(&maps, &OUTER_MATMUL, "mnk"), Some(&[2, 0, 1])),
        [false, true] => (find_layout(&maps, &OUTER_MATVEC, "mk"), Some(&[1, 0])),
        [true, false] => (find_layout(&maps, &OUTER_MATVEC, "km"), None),
        _ => return None,
    };
    let found = found?;
    // `getReductionSize`: the lhs's reduction dimension; scalable dimensions cannot be unrolled.
    let k = found.maps[0].bytes().position(|c| c == b'k')?;
    if *lscalable.get(k)? {
        return None;
    }
    let size = *lshape.get(k)?;
    let (a, b) = layout_operands(rw, loc, found, (lhs, rhs))?;
    let mask = match (mask, mask_perm) {
        (Some(m), Some(perm)) => Some(transpose(rw, loc, m, perm)?),
        (m, _) => m,
    };
    outer_prod(rw, loc, (a, b, res), size, mask, kind_attr)
}

/// `ContractionOpToMatmulOpLowering` (with the `matmulintrinsics` strategy): a contraction
/// `(m, n, k)` with the operands in either orientation becomes `vector.matrix_multiply` of the
/// flattened row-major operands, reshaped (and transposed back if the accumulator is `(n, m)`),
/// added to the accumulator.
fn to_matmul(
    rw: &mut Rewriter<'_>,
    op: OpId,
    mask_op: Option<OpId>,
    strategy: ContractStrategy,
) -> Option<ValueId> {
    use irbridge::dialect::vector::{MatmulOp, ShapeCastOp};
    if strategy != ContractStrategy::Matmul || mask_op.is_some() {
        return None;
    }
    let ctx = &*rw.ctx;
    let its = iterator_types(ctx, op);
    if its.len() < 3 || its[0] || its[1] || !its[2] {
        return None;
    }
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let (_, _, elem) = vparts(ctx, ctx.value_type(lhs))?;
    let is_int = matches!(ctx.kind(elem), TypeKind::Integer { .. });
    if !is_int && !matches!(ctx.kind(elem), TypeKind::Float(_)) {
        return None;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.element_type(rt) != elem {
        return None;
    }
    let maps = indexing_maps(ctx, op);
    let (m, n, k) = (0, 1, 2);
    let lhs_t = if maps.first()? == &dims_map(3, &[k, m]) {
        true
    } else if maps[0] == dims_map(3, &[m, k]) {
        false
    } else {
        return None;
    };
    let rhs_t = if maps.get(1)? == &dims_map(3, &[n, k]) {
        true
    } else if maps[1] == dims_map(3, &[k, n]) {
        false
    } else {
        return None;
    };
    let acc_t = maps.get(2)? == &dims_map(3, &[n, m]);
    if !acc_t && maps[2] != dims_map(3, &[m, n]) {
        return None;
    }
    let loc = loc_of(ctx, op);
    let lhs = if lhs_t {
        transpose(rw, loc, lhs, &[1, 0])?
    } else {
        lhs
    };
    let rhs = if rhs_t {
        transpose(rw, loc, rhs, &[1, 0])?
    } else {
        rhs
    };
    let (lshape, _, _) = vparts(rw.ctx, rw.ctx.value_type(lhs))?;
    let (rshape, _, _) = vparts(rw.ctx, rw.ctx.value_type(rhs))?;
    let (rows, cols, rcols) = (lshape[0], lshape[1], rshape[1]);
    let flat_l = vector_type(rw.ctx, vec![rows * cols], vec![false], elem);
    let lhs = ShapeCastOp::build(rw, loc, flat_l, lhs).result(rw.ctx);
    let flat_r = vector_type(rw.ctx, vec![rshape[0] * rcols], vec![false], elem);
    let rhs = ShapeCastOp::build(rw, loc, flat_r, rhs).result(rw.ctx);
    let i32t = rw.ctx.i32();
    let (a, b, c) = (
        rw.ctx.int_attr(i32t, rows),
        rw.ctx.int_attr(i32t, cols),
        rw.ctx.int_attr(i32t, rcols),
    );
    let flat_res = vector_type(rw.ctx, vec![rows * rcols], vec![false], elem);
    let mul = MatmulOp::build(rw, loc, flat_res, lhs, rhs, a, b, c).res(rw.ctx);
    let t2 = vector_type(rw.ctx, vec![rows, rcols], vec![false, false], elem);
    let mut mul = ShapeCastOp::build(rw, loc, t2, mul).result(rw.ctx);
    if acc_t {
        mul = transpose(rw, loc, mul, &[1, 0])?;
    }
    let t = rw.ctx.value_type(acc);
    Some(if is_int {
        AddIOp::build(rw, loc, t, acc, mul, None).result(rw.ctx)
    } else {
        AddFOp::build(rw, loc, t, acc, mul, None).result(rw.ctx)
    })
}

/// `ContractOpToElementwise` (the `parallelarith` strategy): a contraction whose reduction
/// dimensions all have size 1 becomes broadcasts and transposes of the operands to the result's
/// parallel dimensions, an extract of the reduced position, and one element-wise
/// multiply-accumulate (`vector.fma` for floating vectors, `arith.mul*` + `arith.add*`
/// otherwise).
fn to_elementwise(
    rw: &mut Rewriter<'_>,
    op: OpId,
    mask_op: Option<OpId>,
    strategy: ContractStrategy,
) -> Option<ValueId> {
    if mask_op.is_some() || strategy != ContractStrategy::ParallelArith {
        return None;
    }
    let ctx = &*rw.ctx;
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let (lhs_shape, _, lhs_elem) = vparts(ctx, ctx.value_type(lhs))?;
    let (rhs_shape, _, rhs_elem) = vparts(ctx, ctx.value_type(rhs))?;
    let acc_t = ctx.value_type(acc);
    let acc_elem = ctx.element_type(acc_t);
    let maps = indexing_maps(ctx, op);
    let reduction = iterator_types(ctx, op);
    let [lmap, rmap, amap] = &maps[..] else {
        return None;
    };
    let lred = reduction_results(lmap, &reduction)?;
    let rred = reduction_results(rmap, &reduction)?;
    if lred.iter().any(|&d| lhs_shape[d] != 1) || rred.iter().any(|&d| rhs_shape[d] != 1) {
        return None;
    }
    let result_t = ctx.value_type(ctx.result(op, 0));
    let result_shape = vparts(ctx, result_t).map(|p| p.0).unwrap_or_default();
    let parallel = amap.results.len();
    let lhs_bcast = parallel.checked_sub(lmap.results.len() - lred.len())?;
    let rhs_bcast = parallel.checked_sub(rmap.results.len() - rred.len())?;
    let mut lhs_dims: Vec<i64> = vec![];
    let mut rhs_dims: Vec<i64> = vec![];
    let mut lhs_perm: Vec<i64> = lred.iter().map(|&d| (lhs_bcast + d) as i64).collect();
    let mut rhs_perm: Vec<i64> = rred.iter().map(|&d| (rhs_bcast + d) as i64).collect();
    for i in 0..parallel {
        let dim = dim_position(amap, i)?;
        match result_of_dim(lmap, dim) {
            Some(p) => lhs_perm.push((lhs_bcast + p) as i64),
            None => {
                lhs_dims.push(*result_shape.get(i)?);
                lhs_perm.push(lhs_dims.len() as i64 - 1);
            }
        }
        match result_of_dim(rmap, dim) {
            Some(p) => rhs_perm.push((rhs_bcast + p) as i64),
            None => {
                rhs_dims.push(*result_shape.get(i)?);
                rhs_perm.push(rhs_dims.len() as i64 - 1);
            }
        }
    }
    let is_int = matches!(
        ctx.kind(acc_elem),
        TypeKind::Integer { .. } | TypeKind::Index
    );
    let acc_is_vector = vparts(ctx, acc_t).is_some();
    let loc = loc_of(ctx, op);
    let mut new_lhs = lhs;
    let mut new_rhs = rhs;
    if !lhs_dims.is_empty() {
        lhs_dims.extend(&lhs_shape);
        let t = vector_type(
            rw.ctx,
            lhs_dims.clone(),
            vec![false; lhs_dims.len()],
            lhs_elem,
        );
        new_lhs = BroadcastOp::build(rw, loc, t, new_lhs).vector(rw.ctx);
    }
    if !rhs_dims.is_empty() {
        rhs_dims.extend(&rhs_shape);
        let t = vector_type(
            rw.ctx,
            rhs_dims.clone(),
            vec![false; rhs_dims.len()],
            rhs_elem,
        );
        new_rhs = BroadcastOp::build(rw, loc, t, new_rhs).vector(rw.ctx);
    }
    new_lhs = transpose(rw, loc, new_lhs, &lhs_perm)?;
    new_rhs = transpose(rw, loc, new_rhs, &rhs_perm)?;
    new_lhs = extract(rw, loc, new_lhs, &vec![0; lred.len()])?;
    new_rhs = extract(rw, loc, new_rhs, &vec![0; rred.len()])?;
    let t = rw.ctx.value_type(new_lhs);
    Some(if is_int {
        let mul = MulIOp::build(rw, loc, t, new_lhs, new_rhs, None).result(rw.ctx);
        AddIOp::build(rw, loc, t, mul, acc, None).result(rw.ctx)
    } else if acc_is_vector {
        FMAOp::build(rw, loc, t, new_lhs, new_rhs, acc).result(rw.ctx)
    } else {
        let mul = MulFOp::build(rw, loc, t, new_lhs, new_rhs, None).result(rw.ctx);
        AddFOp::build(rw, loc, t, mul, acc, None).result(rw.ctx)
    })
}

/// `vector.transpose %v, perm`.
fn transpose(rw: &mut Rewriter<'_>, loc: Attribute, v: ValueId, perm: &[i64]) -> Option<ValueId> {
    let (shape, scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(v))?;
    let t = vector_type(
        rw.ctx,
        perm.iter()
            .map(|&p| shape.get(p as usize).copied())
            .collect::<Option<Vec<_>>>()?,
        perm.iter()
            .map(|&p| scalable.get(p as usize).copied())
            .collect::<Option<Vec<_>>>()?,
        elem,
    );
    let a = dense_i64_array(rw.ctx, perm);
    Some(TransposeOp::build(rw, loc, t, v, a).result(rw.ctx))
}
