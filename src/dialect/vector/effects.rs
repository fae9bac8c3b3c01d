//! The memory effects of the vector dialect's loads and stores (the `MemRead`/`MemWrite` operand
//! decorators of upstream 19's VectorOps.td): loads read their base, stores write it. Nothing else
//! is known about them (no resource, no value range), as upstream.

use crate::ir::{Context, OpId};
use crate::ods::{Effect, EffectInstance, EffectOn};

fn eff(effect: Effect, i: usize) -> EffectInstance {
    EffectInstance {
        effect,
        on: EffectOn::Operand(i),
        resource: None,
    }
}

/// `load`, `maskedload`, `gather`, `expandload`: reads operand 0 (`base`).
pub fn read_base(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Read, 0));
}

/// `maskedstore`, `scatter`, `compressstore`: writes operand 0 (`base`).
pub fn write_base(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Write, 0));
}

/// `store`: writes operand 1 (`base`, after the value).
pub fn write_second(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Write, 1));
}

/// Whether operand `i` of `op` is a memref (transfers on tensors have no memory effects).
fn on_memref(ctx: &Context, op: OpId, i: usize) -> bool {
    let t = ctx.value_type(ctx.operand(op, i));
    matches!(ctx.kind(t), crate::ir::TypeKind::MemRef { .. })
}

/// `TransferReadOp::getEffects`: reads its source (operand 0) when it is a memref.
pub fn transfer_read(ctx: &Context, op: OpId, out: &mut Vec<EffectInstance>) {
    if on_memref(ctx, op, 0) {
        out.push(eff(Effect::Read, 0));
    }
}

/// `TransferWriteOp::getEffects`: writes its source (operand 1) when it is a memref.
pub fn transfer_write(ctx: &Context, op: OpId, out: &mut Vec<EffectInstance>) {
    if on_memref(ctx, op, 1) {
        out.push(eff(Effect::Write, 1));
    }
}
