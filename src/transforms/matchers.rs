//! Small helpers patterns share (MLIR's `Matchers.h` on values, DRR's fused locations).

use crate::ir::{AttrKind, Attribute, Context, Location, OpId, ValueId};
use crate::ods::TypedOp;

/// The op defining `v`, as `T`.
pub fn def<T: TypedOp>(ctx: &Context, v: ValueId) -> Option<T> {
    T::cast(ctx, ctx.defining_op(v)?)
}

/// `m_Constant` with the attribute bound.
pub fn constant(ctx: &Context, v: ValueId) -> Option<Attribute> {
    super::fold::constant_value(ctx, v)
}

/// `FusedLoc::get(locs)`: nested fused locations flattened, unknown ones dropped, duplicates
/// removed; one location is itself, none is `unknown`.
pub fn fused_loc(ctx: &mut Context, locs: &[Attribute]) -> Attribute {
    let mut out: Vec<Attribute> = vec![];
    let push = |out: &mut Vec<Attribute>, l: Attribute| {
        if !out.contains(&l) {
            out.push(l);
        }
    };
    for &l in locs {
        match ctx.attr_kind(l) {
            AttrKind::Location(Location::Fused {
                metadata: None,
                locs: inner,
            }) => {
                for x in inner.clone() {
                    push(&mut out, x);
                }
            }
            AttrKind::Location(Location::Unknown) => {}
            _ => push(&mut out, l),
        }
    }
    match out.len() {
        0 => ctx.unknown_loc(),
        1 => out[0],
        _ => ctx.attr(AttrKind::Location(Location::Fused {
            metadata: None,
            locs: out,
        })),
    }
}

/// The fused location of ops (a DRR rewrite's `odsLoc`).
pub fn ops_loc(ctx: &mut Context, ops: &[OpId]) -> Attribute {
    let locs: Vec<Attribute> = ops.iter().map(|o| ctx.ops[*o].loc).collect();
    fused_loc(ctx, &locs)
}
