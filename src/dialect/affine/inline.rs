//! `AffineInlinerInterface::isLegalToInline(dest, src)`: a callee body goes into an affine loop or
//! condition only if each of its ops stays valid there — it has no memory effect, or it is an
//! affine access whose dimensions and symbols remain dimensions and symbols after the call's
//! arguments replace the callee's.

use super::verify::{
    constant_of, is_top_level_in, is_valid_dim_in, is_valid_symbol_in, shaped_dim_source,
};
use super::{ApplyOp, ForOp, IfOp, LoadOp, ParallelOp, StoreOp, VectorLoadOp, VectorStoreOp};
use crate::ir::{Context, OpId, RegionId, ValueId};

/// `isValidDim(value, region)` or `isValidSymbol(value, region)`.
type Validity = fn(&Context, ValueId, Option<RegionId>) -> bool;

/// Whether `src` may be inlined into `dest` (a region of an affine op). `mapped` gives the value
/// replacing an argument of `src`'s entry block; `no_effect` whether an op states that it has no
/// memory effect.
pub fn region_legal_to_inline(
    ctx: &Context,
    dest: RegionId,
    src: RegionId,
    mapped: &dyn Fn(ValueId) -> Option<ValueId>,
    no_effect: &dyn Fn(OpId) -> bool,
) -> bool {
    let Some(dest_op) = ctx.regions[dest].parent else {
        return false;
    };
    if !(ForOp::is(ctx, dest_op) || ParallelOp::is(ctx, dest_op) || IfOp::is(ctx, dest_op)) {
        return false;
    }
    let mut blocks = ctx.blocks_iter(src);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return false;
    };
    let remains = |values: &[ValueId], valid: Validity| {
        values
            .iter()
            .all(|&v| remains_valid(ctx, v, src, dest, mapped, valid))
    };
    ctx.ops_iter(block).all(|op| {
        if no_effect(op) {
            return true;
        }
        let operands = &ctx.ops[op].operands;
        let is_access = LoadOp::is(ctx, op)
            || VectorLoadOp::is(ctx, op)
            || StoreOp::is(ctx, op)
            || VectorStoreOp::is(ctx, op);
        let (map_operands, map) = if is_access {
            let start = super::map_operands_start(ctx, op);
            (operands.get(start..), super::map_of(ctx, op))
        } else if ApplyOp::is(ctx, op) {
            let valid: Validity = if is_valid_dim_in(ctx, ctx.result(op, 0), Some(src)) {
                is_valid_dim_in
            } else {
                is_valid_symbol_in
            };
            return remains(operands, valid);
        } else {
            return false;
        };
        let (Some(map_operands), Some(map)) = (map_operands, map) else {
            return false;
        };
        let dims = (map.num_dims as usize).min(map_operands.len());
        remains(&map_operands[..dims], is_valid_dim_in)
            && remains(&map_operands[dims..], is_valid_symbol_in)
    })
}

/// `remainsLegalAfterInline(value, ...)`: a value that is a dimension or symbol of `src` for a
/// reason other than being defined at its top level stays one (constants and nested applies
/// come along); an argument must be replaced by a valid one in `dest`; a top-level op result
/// only if a constant or a `dim`-like op defines it.
fn remains_valid(
    ctx: &Context,
    v: ValueId,
    src: RegionId,
    dest: RegionId,
    mapped: &dyn Fn(ValueId) -> Option<ValueId>,
    valid: Validity,
) -> bool {
    if !is_top_level_in(ctx, v, src) {
        return true;
    }
    match ctx.defining_op(v) {
        None => mapped(v).is_some_and(|m| valid(ctx, m, Some(dest))),
        Some(def) => constant_of(ctx, v).is_some() || shaped_dim_source(ctx, def).is_some(),
    }
}
