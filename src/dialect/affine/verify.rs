//! The verifiers of the affine ops (AffineOps.cpp) and the rules for which SSA values may be bound
//! to the dimensions and symbols of a map or integer set: `isValidDim` / `isValidSymbol`, relative
//! to the closest region of an `AffineScope` op (`builtin.module`, `func.func`).

use super::{condition_of, map_named, map_of, ForOp, IfOp, ParallelOp, YieldOp};
use crate::diag::DResult;
use crate::dialect::memref::{AllocOp, CastOp, DimOp, SubViewOp, ViewOp};
use crate::ir::{Attribute, Context, OpId, RegionId, Type, TypeKind, ValueId};
use crate::ods::interfaces::verify_region_branch;
use crate::ods::{traits, TypedOp};
use crate::print::type_to_string;
use crate::verify::op_err;
use crate::verify::traits::check_implicit_terminator;

// ---- arith::AtomicRMWKind (affine.parallel's reductions) ----------------------------------------

/// `arith::AtomicRMWKind`: keyword and value, in upstream's case order.
const ATOMIC_KINDS: &[(&str, i64)] = &[
    ("addf", 0),
    ("addi", 1),
    ("assign", 2),
    ("maximumf", 3),
    ("maxs", 4),
    ("maxu", 5),
    ("minimumf", 6),
    ("mins", 7),
    ("minu", 8),
    ("mulf", 9),
    ("muli", 10),
    ("ori", 11),
    ("andi", 12),
    ("maxnumf", 13),
    ("minnumf", 14),
];

/// One `arith::AtomicRMWKind`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AtomicKind(usize);

impl AtomicKind {
    pub fn from_keyword(s: &str) -> Option<Self> {
        ATOMIC_KINDS.iter().position(|k| k.0 == s).map(AtomicKind)
    }
    pub fn from_value(v: i64) -> Option<Self> {
        ATOMIC_KINDS.iter().position(|k| k.1 == v).map(AtomicKind)
    }
    pub fn keyword(self) -> &'static str {
        ATOMIC_KINDS[self.0].0
    }
    pub fn value(self) -> i64 {
        ATOMIC_KINDS[self.0].1
    }

    /// `isResultTypeMatchAtomicRMWKind` (`maxnumf`/`minnumf` match nothing, as upstream's switch).
    pub fn accepts(self, ctx: &Context, t: Type) -> bool {
        let int = |signed: Option<bool>| match ctx.kind(t) {
            TypeKind::Integer { signedness, .. } => match signed {
                None => true,
                Some(true) => *signedness == crate::ir::types::Signedness::Signed,
                Some(false) => *signedness == crate::ir::types::Signedness::Unsigned,
            },
            _ => false,
        };
        match self.keyword() {
            "addf" | "mulf" | "maximumf" | "minimumf" => ctx.is_float(t),
            "addi" | "muli" | "ori" | "andi" => int(None),
            "assign" => true,
            "maxs" | "mins" => int(Some(true)),
            "maxu" | "minu" => int(Some(false)),
            _ => false,
        }
    }
}

// ---- dimensions and symbols ---------------------------------------------------------------------

fn has_trait(ctx: &Context, op: OpId, t: u64) -> bool {
    ctx.ops[op].def.is_some_and(|d| d.has(t))
}

fn is_affine_scope(ctx: &Context, op: OpId) -> bool {
    has_trait(ctx, op, traits::AFFINE_SCOPE)
}

/// The block argument's owner op, if `v` is a block argument.
fn arg_owner_op(ctx: &Context, v: ValueId) -> Option<Option<OpId>> {
    if ctx.defining_op(v).is_some() {
        return None;
    }
    Some(ctx.value_block(v).and_then(|b| ctx.block_parent_op(b)))
}

fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    let block = match ctx.defining_op(v) {
        Some(op) => ctx.ops[op].parent?,
        None => ctx.value_block(v)?,
    };
    ctx.blocks[block].parent
}

fn op_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent)
}

fn region_parent_op(ctx: &Context, r: RegionId) -> Option<OpId> {
    ctx.regions[r].parent
}

/// `getAffineScope`: the region, held by an `AffineScope` op, that encloses `op`.
pub fn affine_scope(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(parent) = ctx.parent_op(cur) {
        if is_affine_scope(ctx, parent) {
            return op_region(ctx, cur);
        }
        cur = parent;
    }
    None
}

/// `isTopLevelValue(value, region)`.
pub(super) fn is_top_level_in(ctx: &Context, v: ValueId, region: RegionId) -> bool {
    value_region(ctx, v) == Some(region)
}

/// `isTopLevelValue(value)`: defined (or an argument) directly in an `AffineScope` op's region.
pub fn is_top_level_value(ctx: &Context, v: ValueId) -> bool {
    let parent = match ctx.defining_op(v) {
        Some(op) => ctx.parent_op(op),
        None => ctx.value_block(v).and_then(|b| ctx.block_parent_op(b)),
    };
    parent.is_some_and(|p| is_affine_scope(ctx, p))
}

fn is_affine_loop(ctx: &Context, op: OpId) -> bool {
    ForOp::is(ctx, op) || ParallelOp::is(ctx, op)
}

/// The constant attribute of `v` if a `ConstantLike` op defines it (`m_Constant`).
pub fn constant_of(ctx: &Context, v: ValueId) -> Option<Attribute> {
    let op = ctx.defining_op(v)?;
    if !has_trait(ctx, op, traits::CONSTANT_LIKE) {
        return None;
    }
    ctx.get_attr(op, "value")
}

/// The integer value of `v` if it is an integer constant.
pub fn constant_int(ctx: &Context, v: ValueId) -> Option<i64> {
    let a = constant_of(ctx, v)?;
    match ctx.attr_kind(a) {
        crate::ir::AttrKind::Integer { .. } => ctx.as_i64(a),
        _ => None,
    }
}

/// `isValidDim(value)`.
pub fn is_valid_dim(ctx: &Context, v: ValueId) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if let Some(def) = ctx.defining_op(v) {
        return is_valid_dim_in(ctx, v, affine_scope(ctx, def));
    }
    match arg_owner_op(ctx, v).flatten() {
        Some(p) => is_affine_scope(ctx, p) || is_affine_loop(ctx, p),
        None => false,
    }
}

/// `isValidDim(value, region)`.
pub fn is_valid_dim_in(ctx: &Context, v: ValueId, region: Option<RegionId>) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if is_valid_symbol_in(ctx, v, region) {
        return true;
    }
    let Some(op) = ctx.defining_op(v) else {
        return arg_owner_op(ctx, v)
            .flatten()
            .is_some_and(|p| is_affine_loop(ctx, p));
    };
    if super::ApplyOp::is(ctx, op) {
        return ctx.ops[op]
            .operands
            .iter()
            .all(|o| is_valid_dim_in(ctx, *o, region));
    }
    if let Some(shaped) = shaped_dim_source(ctx, op) {
        return is_top_level_value(ctx, shaped);
    }
    false
}

/// The shaped value of a `ShapedDimOpInterface` op (`memref.dim`).
pub(super) fn shaped_dim_source(ctx: &Context, op: OpId) -> Option<ValueId> {
    DimOp::is(ctx, op)
        .then(|| ctx.ops[op].operands.first().copied())
        .flatten()
}

/// `isValidSymbol(value)`.
pub fn is_valid_symbol(ctx: &Context, v: ValueId) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if is_top_level_value(ctx, v) {
        return true;
    }
    match ctx.defining_op(v) {
        Some(def) => is_valid_symbol_in(ctx, v, affine_scope(ctx, def)),
        None => false,
    }
}

/// The region enclosing the op that holds `region`, if that op is not isolated from above (a
/// value dominating it may be a symbol of `region` too).
fn enclosing_region(ctx: &Context, region: Option<RegionId>) -> Option<RegionId> {
    let op = region_parent_op(ctx, region?)?;
    if has_trait(ctx, op, traits::ISOLATED_FROM_ABOVE) {
        return None;
    }
    op_region(ctx, op)
}

/// `isValidSymbol(value, region)`.
pub fn is_valid_symbol_in(ctx: &Context, v: ValueId, region: Option<RegionId>) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if region.is_some_and(|r| is_top_level_in(ctx, v, r)) {
        return true;
    }
    let Some(def) = ctx.defining_op(v) else {
        return enclosing_region(ctx, region).is_some_and(|r| is_valid_symbol_in(ctx, v, Some(r)));
    };
    if constant_of(ctx, v).is_some() {
        return true;
    }
    if super::ApplyOp::is(ctx, def) {
        return ctx.ops[def]
            .operands
            .iter()
            .all(|o| is_valid_symbol_in(ctx, *o, region));
    }
    if shaped_dim_source(ctx, def).is_some() {
        return is_dim_op_valid_symbol(ctx, def, region);
    }
    enclosing_region(ctx, region).is_some_and(|r| is_valid_symbol_in(ctx, v, Some(r)))
}

/// `isDimOpValidSymbol`: the dimension of a top-level memref, or a dimension of a view, subview
/// or allocation whose size there is a valid symbol.
fn is_dim_op_valid_symbol(ctx: &Context, dim: OpId, region: Option<RegionId>) -> bool {
    let Some(&shaped) = ctx.ops[dim].operands.first() else {
        return false;
    };
    if is_top_level_value(ctx, shaped) {
        return true;
    }
    let Some(mut op) = ctx.defining_op(shaped) else {
        return false;
    };
    let Some(index) = ctx.ops[dim]
        .operands
        .get(1)
        .and_then(|i| constant_int(ctx, *i))
    else {
        return false;
    };
    while CastOp::is(ctx, op) {
        let Some(&src) = ctx.ops[op].operands.first() else {
            return false;
        };
        if matches!(
            ctx.kind(ctx.value_type(src)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            return false;
        }
        match ctx.defining_op(src) {
            Some(o) => op = o,
            None => return false,
        }
    }
    let sizes: Vec<ValueId> = match ctx.op_name(op) {
        AllocOp::NAME => segment(ctx, op, 0).unwrap_or_else(|| ctx.ops[op].operands.to_vec()),
        ViewOp::NAME => ctx.ops[op].operands.get(2..).unwrap_or(&[]).to_vec(),
        SubViewOp::NAME => segment(ctx, op, 2).unwrap_or_default(),
        _ => return false,
    };
    let Some(&result) = ctx.ops[op].results.first() else {
        return false;
    };
    let Some(shape) = ctx.shape(ctx.value_type(result)) else {
        return false;
    };
    if index < 0 || index as usize >= shape.len() {
        return false;
    }
    let index = index as usize;
    if shape[index] != crate::ir::DYNAMIC {
        return true;
    }
    let pos = shape[..index]
        .iter()
        .filter(|d| **d == crate::ir::DYNAMIC)
        .count();
    sizes
        .get(pos)
        .is_some_and(|s| is_valid_symbol_in(ctx, *s, region))
}

/// Operand segment `g` of an op with `operandSegmentSizes`.
fn segment(ctx: &Context, op: OpId, g: usize) -> Option<Vec<ValueId>> {
    let sizes = crate::ods::segment_sizes(ctx, op, "operandSegmentSizes")?;
    let start: i128 = sizes.iter().take(g).sum();
    let len = *sizes.get(g)?;
    let all = &ctx.ops[op].operands;
    all.get(start as usize..(start + len) as usize)
        .map(<[_]>::to_vec)
}

/// `isValidAffineIndexOperand`.
fn is_valid_index_operand(ctx: &Context, v: ValueId, region: Option<RegionId>) -> bool {
    is_valid_dim_in(ctx, v, region) || is_valid_symbol_in(ctx, v, region)
}

/// `verifyDimAndSymbolIdentifiers`.
fn verify_dims_and_symbols(
    ctx: &Context,
    op: OpId,
    operands: &[ValueId],
    num_dims: usize,
) -> DResult<()> {
    let scope = affine_scope(ctx, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, v, scope) {
                return Err(op_err(ctx, op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol_in(ctx, v, scope) {
            return Err(op_err(ctx, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ---- the ops ------------------------------------------------------------------------------------

fn map_inputs(m: &crate::ir::attrs::AffineMap) -> usize {
    (m.num_dims + m.num_symbols) as usize
}

pub fn verify_apply(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(map) = map_of(ctx, op) else {
        return Ok(());
    };
    if ctx.ops[op].operands.len() != map_inputs(map) {
        return Err(op_err(
            ctx,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.results.len() != 1 {
        return Err(op_err(ctx, op, "mapping must produce one value"));
    }
    Ok(())
}

pub fn verify_min_max(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(map) = map_of(ctx, op) else {
        return Ok(());
    };
    if ctx.ops[op].operands.len() != map_inputs(map) {
        return Err(op_err(
            ctx,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    Ok(())
}

/// `affine.for`'s region checks: the implicit terminator, the region-branch edges, then
/// `verifyRegions` (the induction variable, the bounds' operands, the loop-carried values).
pub fn verify_for_regions(ctx: &Context, op: OpId) -> DResult<()> {
    check_implicit_terminator(ctx, op, YieldOp::def())?;
    verify_loop_like(ctx, op)?;
    verify_region_branch(ctx, op)?;
    let args = super::syntax::body_args(ctx, op);
    if args
        .first()
        .is_none_or(|a| !ctx.is_index(ctx.value_type(*a)))
    {
        return Err(op_err(
            ctx,
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let [lb, ub, _] = super::syntax::for_operand_groups(ctx, op);
    for (name, operands) in [("lowerBoundMap", lb), ("upperBoundMap", ub)] {
        let Some(map) = crate::ods::prop(ctx, op, name).and_then(|a| match ctx.attr_kind(a) {
            crate::ir::AttrKind::AffineMap(m) => Some(m),
            _ => None,
        }) else {
            continue;
        };
        if map_inputs(map) > 0 {
            verify_dims_and_symbols(ctx, op, operands, map.num_dims as usize)?;
        }
    }
    let results = ctx.ops[op].results.len();
    if results == 0 {
        return Ok(());
    }
    let inputs = |name: &str| map_named(ctx, op, name).map_or(0, map_inputs);
    let iter_operands = ctx.ops[op]
        .operands
        .len()
        .saturating_sub(inputs("lowerBoundMap") + inputs("upperBoundMap"));
    if iter_operands != results {
        return Err(op_err(
            ctx,
            op,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    if args.len() - 1 != results {
        return Err(op_err(
            ctx,
            op,
            "mismatch between the number of basic block args and results",
        ));
    }
    Ok(())
}

/// `LoopLikeOpInterface`'s verifier for `affine.for` (a region check): inits, iteration arguments
/// and yielded values agree in number and type.
fn verify_loop_like(ctx: &Context, op: OpId) -> DResult<()> {
    let inits = super::syntax::for_operand_groups(ctx, op)[2];
    let args = super::syntax::body_args(ctx, op);
    let iter_args = args.get(1..).unwrap_or(&[]);
    let yielded: Vec<ValueId> = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.regions[*r].first)
        .and_then(|b| ctx.blocks[b].last)
        .filter(|t| YieldOp::is(ctx, *t))
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default();
    // `getRegionIterArgs()` drops the induction variable from the block's arguments; without
    // any, upstream's (assertion-free) `drop_front` wraps the size around.
    let iter_count = if args.is_empty() {
        u64::MAX
    } else {
        iter_args.len() as u64
    };
    if inits.len() as u64 != iter_count {
        return Err(op_err(
            ctx,
            op,
            format!(
                "different number of inits and region iter_args: {} != {iter_count}",
                inits.len()
            ),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    let ty = |v: ValueId| type_to_string(ctx, ctx.value_type(v));
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if ctx.value_type(init) != ctx.value_type(arg) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                    ty(init),
                    ty(arg)
                ),
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if ctx.value_type(arg) != ctx.value_type(y) {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                        ty(arg),
                        ty(y)
                    ),
                ));
            }
        }
    }
    Ok(())
}

pub fn verify_if(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(set) = condition_of(ctx, op) else {
        return Err(op_err(
            ctx,
            op,
            "requires an integer set attribute named 'condition'",
        ));
    };
    let operands = &ctx.ops[op].operands;
    if operands.len() != (set.num_dims + set.num_symbols) as usize {
        return Err(op_err(
            ctx,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    verify_dims_and_symbols(ctx, op, operands, set.num_dims as usize)
}

pub fn verify_if_regions(ctx: &Context, op: OpId) -> DResult<()> {
    check_implicit_terminator(ctx, op, YieldOp::def())?;
    verify_region_branch(ctx, op)
}

/// `verifyMemoryOpIndexing` of loads, stores and their vector forms.
fn verify_indexing(ctx: &Context, op: OpId, memref_type: Type, indices: &[ValueId]) -> DResult<()> {
    let Some(map) = map_of(ctx, op) else {
        return Ok(());
    };
    let rank = ctx.shape(memref_type).map_or(0, <[i64]>::len);
    if map.results.len() != rank {
        return Err(op_err(
            ctx,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    if map_inputs(map) != indices.len() {
        return Err(op_err(
            ctx,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    let scope = affine_scope(ctx, op);
    for &v in indices {
        if !ctx.is_index(ctx.value_type(v)) {
            return Err(op_err(ctx, op, "index to load must have 'index' type"));
        }
        if !is_valid_index_operand(ctx, v, scope) {
            return Err(op_err(
                ctx,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}

fn operand_types(ctx: &Context, op: OpId) -> Vec<Type> {
    ctx.operand_types(op)
}

pub fn verify_load(ctx: &Context, op: OpId) -> DResult<()> {
    let tys = operand_types(ctx, op);
    let memref = tys[0];
    if ctx.value_type(ctx.result(op, 0)) != ctx.element_type(memref) {
        return Err(op_err(
            ctx,
            op,
            "result type must match element type of memref",
        ));
    }
    verify_indexing(ctx, op, memref, &ctx.ops[op].operands[1..])
}

pub fn verify_store(ctx: &Context, op: OpId) -> DResult<()> {
    let tys = operand_types(ctx, op);
    if tys[0] != ctx.element_type(tys[1]) {
        return Err(op_err(
            ctx,
            op,
            "value to store must have the same type as memref element type",
        ));
    }
    verify_indexing(ctx, op, tys[1], &ctx.ops[op].operands[2..])
}

/// `verifyVectorMemoryOp`.
fn verify_vector_elem(ctx: &Context, op: OpId, memref: Type, vector: Type) -> DResult<()> {
    if ctx.element_type(memref) != ctx.element_type(vector) {
        return Err(op_err(
            ctx,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

pub fn verify_vector_load(ctx: &Context, op: OpId) -> DResult<()> {
    let tys = operand_types(ctx, op);
    verify_indexing(ctx, op, tys[0], &ctx.ops[op].operands[1..])?;
    verify_vector_elem(ctx, op, tys[0], ctx.value_type(ctx.result(op, 0)))
}

pub fn verify_vector_store(ctx: &Context, op: OpId) -> DResult<()> {
    let tys = operand_types(ctx, op);
    verify_indexing(ctx, op, tys[1], &ctx.ops[op].operands[2..])?;
    verify_vector_elem(ctx, op, tys[1], tys[0])
}

pub fn verify_prefetch(ctx: &Context, op: OpId) -> DResult<()> {
    let operands = &ctx.ops[op].operands;
    match map_of(ctx, op) {
        Some(map) => {
            let rank = ctx
                .shape(ctx.value_type(operands[0]))
                .map_or(0, <[i64]>::len);
            if map.results.len() != rank {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "{} affine map num results must equal memref rank",
                        super::PrefetchOp::NAME
                    ),
                ));
            }
            if map_inputs(map) + 1 != operands.len() {
                return Err(op_err(ctx, op, "too few operands"));
            }
        }
        None => {
            if operands.len() != 1 {
                return Err(op_err(ctx, op, "too few operands"));
            }
        }
    }
    let scope = affine_scope(ctx, op);
    for &v in &operands[1..] {
        if !is_valid_index_operand(ctx, v, scope) {
            return Err(op_err(
                ctx,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}

pub fn verify_parallel(ctx: &Context, op: OpId) -> DResult<()> {
    use super::syntax::{i32_elements, i64_array};
    let get = |name: &str| crate::ods::prop(ctx, op, name);
    let lbg = get("lowerBoundsGroups")
        .and_then(|a| i32_elements(ctx, a))
        .unwrap_or_default();
    let ubg = get("upperBoundsGroups")
        .and_then(|a| i32_elements(ctx, a))
        .unwrap_or_default();
    let steps = get("steps")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let num_dims = steps.len();
    let args = super::syntax::body_args(ctx, op).len();
    if lbg.len() != num_dims || ubg.len() != num_dims || args != num_dims {
        return Err(op_err(
            ctx,
            op,
            format!(
                "the number of region arguments ({args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({num_dims}) must all match",
                lbg.len(),
                ubg.len()
            ),
        ));
    }
    let (Some(lbm), Some(ubm)) = (
        map_named(ctx, op, "lowerBoundsMap"),
        map_named(ctx, op, "upperBoundsMap"),
    ) else {
        return Ok(());
    };
    // `getZExtValue` of each group size.
    let total = |g: &[i64]| -> u64 { g.iter().map(|v| *v as u32 as u64).sum() };
    let expected_lb = total(&lbg);
    if expected_lb != lbm.results.len() as u64 {
        return Err(op_err(
            ctx,
            op,
            format!("expected lower bounds map to have {expected_lb} results"),
        ));
    }
    let expected_ub = total(&ubg);
    if expected_ub != ubm.results.len() as u64 {
        return Err(op_err(
            ctx,
            op,
            format!("expected upper bounds map to have {expected_ub} results"),
        ));
    }
    let reductions = get("reductions")
        .and_then(|a| ctx.as_array(a))
        .unwrap_or(&[]);
    let results = &ctx.ops[op].results;
    if reductions.len() != results.len() {
        return Err(op_err(
            ctx,
            op,
            "a reduction must be specified for each output",
        ));
    }
    for (r, &res) in reductions.iter().zip(results.iter()) {
        let kind = ctx.as_i64(*r).and_then(AtomicKind::from_value);
        let Some(kind) = kind else {
            return Err(op_err(ctx, op, "invalid reduction attribute"));
        };
        if !kind.accepts(ctx, ctx.value_type(res)) {
            return Err(op_err(
                ctx,
                op,
                "result type cannot match reduction attribute",
            ));
        }
    }
    let operands = &ctx.ops[op].operands;
    let n_lb = map_inputs(lbm).min(operands.len());
    verify_dims_and_symbols(ctx, op, &operands[..n_lb], lbm.num_dims as usize)?;
    verify_dims_and_symbols(ctx, op, &operands[n_lb..], ubm.num_dims as usize)
}

pub fn verify_parallel_regions(ctx: &Context, op: OpId) -> DResult<()> {
    check_implicit_terminator(ctx, op, YieldOp::def())
}

pub fn verify_yield(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(parent) = ctx.parent_op(op) else {
        return Err(op_err(
            ctx,
            op,
            format!("only terminates {}/for/parallel regions", IfOp::NAME),
        ));
    };
    if !(ParallelOp::is(ctx, parent) || IfOp::is(ctx, parent) || ForOp::is(ctx, parent)) {
        return Err(op_err(
            ctx,
            op,
            format!("only terminates {}/for/parallel regions", IfOp::NAME),
        ));
    }
    let results = ctx.result_types(parent);
    let operands = ctx.operand_types(op);
    if results.len() != operands.len() {
        return Err(op_err(
            ctx,
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    if results != operands {
        return Err(op_err(
            ctx,
            op,
            "types mismatch between yield op and its parent",
        ));
    }
    Ok(())
}

pub fn verify_delinearize(ctx: &Context, op: OpId) -> DResult<()> {
    let basis = ctx.ops[op].operands.len().saturating_sub(1);
    if basis == 0 {
        return Err(op_err(ctx, op, "basis should not be empty"));
    }
    if ctx.ops[op].results.len() != basis {
        return Err(op_err(
            ctx,
            op,
            "should return an index for each basis element",
        ));
    }
    Ok(())
}

/// The memref operand `i` is a memref, each of `indices` an `index` valid as a dimension or
/// symbol (`dma_start`'s and `dma_wait`'s checks for one memref).
fn verify_dma_indices(
    ctx: &Context,
    op: OpId,
    indices: &[ValueId],
    what: &str,
    index_msg: &str,
) -> DResult<()> {
    let scope = affine_scope(ctx, op);
    for &v in indices {
        if !ctx.is_index(ctx.value_type(v)) {
            return Err(op_err(ctx, op, index_msg));
        }
        if !is_valid_index_operand(ctx, v, scope) {
            return Err(op_err(
                ctx,
                op,
                format!("{what}index must be a valid dimension or symbol identifier"),
            ));
        }
    }
    Ok(())
}

fn is_memref_value(ctx: &Context, v: Option<&ValueId>) -> bool {
    v.is_some_and(|v| matches!(ctx.kind(ctx.value_type(*v)), TypeKind::MemRef { .. }))
}

pub fn verify_dma_start(ctx: &Context, op: OpId) -> DResult<()> {
    let operands = &ctx.ops[op].operands;
    let Some((src, dst, tag, num)) = super::syntax::dma_start_layout(ctx, op) else {
        let missing = ["src_map", "dst_map", "tag_map"]
            .into_iter()
            .find(|n| map_named(ctx, op, n).is_none())
            .unwrap_or("src_map");
        return Err(op_err(ctx, op, format!("requires attribute '{missing}'")));
    };
    if !is_memref_value(ctx, operands.get(src)) {
        return Err(op_err(ctx, op, "expected DMA source to be of memref type"));
    }
    if !is_memref_value(ctx, operands.get(dst)) {
        return Err(op_err(
            ctx,
            op,
            "expected DMA destination to be of memref type",
        ));
    }
    if !is_memref_value(ctx, operands.get(tag)) {
        return Err(op_err(ctx, op, "expected DMA tag to be of memref type"));
    }
    if operands.len() != num + 1 && operands.len() != num + 3 {
        return Err(op_err(ctx, op, "incorrect number of operands"));
    }
    verify_dma_indices(
        ctx,
        op,
        &operands[src + 1..dst],
        "src ",
        "src index to dma_start must have 'index' type",
    )?;
    verify_dma_indices(
        ctx,
        op,
        &operands[dst + 1..tag],
        "dst ",
        "dst index to dma_start must have 'index' type",
    )?;
    verify_dma_indices(
        ctx,
        op,
        &operands[tag + 1..num],
        "tag ",
        "tag index to dma_start must have 'index' type",
    )
}

pub fn verify_dma_wait(ctx: &Context, op: OpId) -> DResult<()> {
    let operands = &ctx.ops[op].operands;
    if !is_memref_value(ctx, operands.first()) {
        return Err(op_err(ctx, op, "expected DMA tag to be of memref type"));
    }
    let n = map_named(ctx, op, "tag_map").map_or(0, map_inputs);
    let indices = operands.get(1..1 + n).unwrap_or(&[]);
    verify_dma_indices(
        ctx,
        op,
        indices,
        "",
        "index to dma_wait must have 'index' type",
    )
}

/// True if `op` is one of the affine ops whose record is `D`.
pub fn is<D: TypedOp>(ctx: &Context, op: OpId) -> bool {
    D::is(ctx, op)
}
