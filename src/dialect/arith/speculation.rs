//! `ConditionallySpeculatable` of the divisions (ArithOps.cpp): a division may be executed where
//! the program would not have executed it (hoisted out of a loop) only if it cannot divide by
//! zero or, signed, overflow (`INT_MIN / -1`).

use crate::ir::{Context, OpId};
use crate::ods::Speculation;
use crate::transforms::consts::int_or_splat;
use crate::transforms::matchers::constant;

/// The divisor when it is an integer constant (or a splat of one), with its width.
fn constant_divisor(ctx: &Context, op: OpId) -> Option<crate::ir::apint::ApInt> {
    let rhs = *ctx.ops[op].operands.get(1)?;
    int_or_splat(ctx, constant(ctx, rhs)?)
}

/// `divui`, `ceildivui`: speculatable when the divisor is a non-zero constant.
pub fn unsigned_division(ctx: &Context, op: OpId) -> Speculation {
    match constant_divisor(ctx, op) {
        Some(d) if !d.is_zero() => Speculation::Speculatable,
        _ => Speculation::NotSpeculatable,
    }
}

/// `divsi`, `ceildivsi`: speculatable when the divisor is a constant other than 0 and -1.
pub fn signed_division(ctx: &Context, op: OpId) -> Speculation {
    match constant_divisor(ctx, op) {
        Some(d) if !d.is_zero() && !d.is_all_ones() => Speculation::Speculatable,
        _ => Speculation::NotSpeculatable,
    }
}
