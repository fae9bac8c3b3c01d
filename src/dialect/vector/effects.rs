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
