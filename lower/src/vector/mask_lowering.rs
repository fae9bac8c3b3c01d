//! `lower-vector-mask` (upstream 19's `populateVectorMaskLoweringPatternsForSideEffectingOps` and
//! `vector.mask`'s canonicalizations, run by the greedy driver on each function): a `vector.mask`
//! around a `vector.transfer_read` (without passthru), a `vector.transfer_write` or a
//! `vector.gather` becomes that op with the mask as its own mask operand (a gather's passthru is
//! the mask's, or zeros).

use super::util::{arith_constant, zero_attr};
use irbridge::dialect::vector::{GatherOp, MaskOp, TransferReadOp, TransferWriteOp};
use irbridge::ir::{Context, OpId};
use irbridge::ods::prop;
use irbridge::transforms::pattern::{Pattern, PatternSet};
use irbridge::transforms::Rewriter;

/// The op a `vector.mask` masks (the first op of its body, if it is not the terminator).
fn masked_op(ctx: &Context, mask_op: OpId) -> Option<OpId> {
    let region = *ctx.ops[mask_op].regions.first()?;
    let block = ctx.regions[region].first?;
    let first = ctx.blocks[block].first?;
    (Some(first) != ctx.blocks[block].last).then_some(first)
}

/// `MaskedTransferReadOpPattern`.
fn masked_transfer_read(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let inner = masked_op(rw.ctx, op).filter(|&i| TransferReadOp::is(rw.ctx, i))?;
    let m = MaskOp(op);
    if m.passthru(rw.ctx).is_some() {
        return None;
    }
    let mask = m.mask(rw.ctx);
    let r = TransferReadOp(inner);
    let ctx = &*rw.ctx;
    let (vt, source, indices, pad) = (
        ctx.value_type(r.vector(ctx)),
        r.source(ctx),
        r.indices(ctx).to_vec(),
        r.padding(ctx),
    );
    let (map, in_bounds) = (
        prop(ctx, inner, "permutation_map")?,
        prop(ctx, inner, "in_bounds")?,
    );
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = TransferReadOp::build(
        rw,
        loc,
        vt,
        source,
        &indices,
        pad,
        Some(mask),
        map,
        in_bounds,
    )
    .vector(rw.ctx);
    rw.replace_op(op, &[new]);
    Some(())
}

/// `MaskedTransferWriteOpPattern`.
fn masked_transfer_write(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let inner = masked_op(rw.ctx, op).filter(|&i| TransferWriteOp::is(rw.ctx, i))?;
    let mask = MaskOp(op).mask(rw.ctx);
    let w = TransferWriteOp(inner);
    let ctx = &*rw.ctx;
    let rt = ctx.ops[inner].results.first().map(|&r| ctx.value_type(r));
    let (vector, source, indices) = (w.vector(ctx), w.source(ctx), w.indices(ctx).to_vec());
    let (map, in_bounds) = (
        prop(ctx, inner, "permutation_map")?,
        prop(ctx, inner, "in_bounds")?,
    );
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = TransferWriteOp::build(
        rw,
        loc,
        rt,
        vector,
        source,
        &indices,
        Some(mask),
        map,
        in_bounds,
    )
    .0;
    let results = rw.ctx.ops[new].results.to_vec();
    rw.replace_op(op, &results);
    Some(())
}

/// `MaskedGatherOpPattern`.
fn masked_gather(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let inner = masked_op(rw.ctx, op).filter(|&i| GatherOp::is(rw.ctx, i))?;
    let m = MaskOp(op);
    let mask = m.mask(rw.ctx);
    let g = GatherOp(inner);
    let ctx = &*rw.ctx;
    let vt = ctx.value_type(g.result(ctx));
    let (base, indices, index_vec) = (g.base(ctx), g.indices(ctx).to_vec(), g.index_vec(ctx));
    let (loc, inner_loc) = (ctx.ops[op].loc, ctx.ops[inner].loc);
    let passthru = m.passthru(ctx);
    rw.set_insertion_point_before(op);
    let passthru = match passthru {
        Some(p) => p,
        None => {
            let z = zero_attr(rw.ctx, vt);
            arith_constant(rw, inner_loc, vt, z)
        }
    };
    let new =
        GatherOp::build(rw, loc, vt, base, &indices, index_vec, mask, passthru).result(rw.ctx);
    rw.replace_op(op, &[new]);
    Some(())
}

static PATTERNS: [Pattern; 3] = [
    Pattern::new("MaskedTransferReadOpPattern", |rw, op| {
        masked_transfer_read(rw, op).is_some()
    }),
    Pattern::new("MaskedTransferWriteOpPattern", |rw, op| {
        masked_transfer_write(rw, op).is_some()
    }),
    Pattern::new("MaskedGatherOpPattern", |rw, op| {
        masked_gather(rw, op).is_some()
    }),
];

/// The patterns of `lower-vector-mask`: the three lowerings, then `vector.mask`'s
/// canonicalizations.
pub fn patterns() -> PatternSet {
    let mut set = PatternSet::default();
    populate_side_effecting(&mut set);
    for p in MaskOp::def().canonicalize {
        set.add(MaskOp::def(), p);
    }
    set.freeze();
    set
}

/// `populateVectorMaskLoweringPatternsForSideEffectingOps`: the three lowerings alone.
pub fn populate_side_effecting(set: &mut PatternSet) {
    for p in &PATTERNS {
        set.add(MaskOp::def(), p);
    }
}

/// Runs `lower-vector-mask` on every `func.func` in `root`.
pub fn lower_vector_masks(ctx: &mut Context, root: OpId) {
    super::greedy_on_functions(ctx, root, &patterns());
}
