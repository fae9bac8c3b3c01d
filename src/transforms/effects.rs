//! What an op does to memory and whether it may be moved or dropped (MLIR's
//! `SideEffectInterfaces.cpp`): read from the records' traits (`Pure`, `NoMemoryEffect`,
//! `RecursiveMemoryEffects`, `AlwaysSpeculatable`) and their `effects`/`speculation` hooks. An op
//! with neither (a call, an unregistered op) has unknown effects.

use crate::ir::{Context, OpId};
use crate::ods::{traits, Effect, EffectInstance, Speculation};

/// The effects of `op` itself, if it states them (`MemoryEffectOpInterface`); `None` if it does
/// not implement the interface.
pub fn op_effects(ctx: &Context, op: OpId) -> Option<Vec<EffectInstance>> {
    let def = ctx.ops[op].def?;
    if def.has(traits::PURE) || def.has(traits::NO_MEMORY_EFFECT) {
        return Some(vec![]);
    }
    let f = def.effects?;
    let mut v = vec![];
    f(ctx, op, &mut v);
    Some(v)
}

pub fn has_recursive_effects(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op]
        .def
        .is_some_and(|d| d.has(traits::RECURSIVE_MEMORY_EFFECTS))
}

pub fn is_terminator(ctx: &Context, op: OpId) -> bool {
    // Unregistered ops might be terminators (`mightHaveTrait`).
    ctx.ops[op].def.is_none_or(|d| d.has(traits::TERMINATOR))
}

pub fn is_symbol(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].def.is_some_and(|d| d.has(traits::SYMBOL))
}

/// `wouldOpBeTriviallyDead`: erasing `op` would change nothing but its results (it is not a
/// terminator or a symbol, and it and what it holds at most read memory or allocate its results).
pub fn would_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    if is_terminator(ctx, op) || is_symbol(ctx, op) {
        return false;
    }
    // Most ops state that they have no effects and hold no region whose effects are theirs.
    if ctx.ops[op].def.is_some_and(|d| {
        (d.has(traits::PURE) || d.has(traits::NO_MEMORY_EFFECT))
            && !d.has(traits::RECURSIVE_MEMORY_EFFECTS)
    }) {
        return true;
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let recursive = has_recursive_effects(ctx, o);
        if recursive {
            for &r in &ctx.ops[o].regions {
                for b in ctx.blocks_iter(r) {
                    stack.extend(ctx.ops_iter(b));
                }
            }
        }
        if let Some(effects) = op_effects(ctx, o) {
            let ok = effects.iter().all(|e| match e.effect {
                Effect::Read => true,
                Effect::Allocate => {
                    // Allocating a result of the op itself can be dropped with it.
                    matches!(e.on, crate::ods::EffectOn::Result(_))
                }
                _ => alloc_result_effect(&effects, e),
            });
            if !ok {
                return false;
            }
            continue;
        }
        if recursive {
            continue;
        }
        return false;
    }
    true
}

/// True if `e` acts on a result the op allocates (such effects go away with the op).
fn alloc_result_effect(all: &[EffectInstance], e: &EffectInstance) -> bool {
    let crate::ods::EffectOn::Result(i) = e.on else {
        return false;
    };
    all.iter().any(|a| {
        a.effect == Effect::Allocate && matches!(a.on, crate::ods::EffectOn::Result(j) if j == i)
    })
}

/// `isOpTriviallyDead`: unused and [`would_be_trivially_dead`].
pub fn is_trivially_dead(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op]
        .results
        .iter()
        .all(|r| ctx.values[*r].uses.is_empty())
        && would_be_trivially_dead(ctx, op)
}

/// `isMemoryEffectFree`: no effects, nor in its regions when its effects are theirs.
pub fn is_memory_effect_free(ctx: &Context, op: OpId) -> bool {
    let recursive = has_recursive_effects(ctx, op);
    match op_effects(ctx, op) {
        Some(e) => {
            if !e.is_empty() {
                return false;
            }
            if !recursive {
                return true;
            }
        }
        None if !recursive => return false,
        None => {}
    }
    ctx.ops[op].regions.iter().all(|&r| {
        ctx.blocks_iter(r)
            .all(|b| ctx.ops_iter(b).all(|o| is_memory_effect_free(ctx, o)))
    })
}

/// The speculatability of `op` (`ConditionallySpeculatable`; `NotSpeculatable` without it).
pub fn speculatability(ctx: &Context, op: OpId) -> Speculation {
    let Some(def) = ctx.ops[op].def else {
        return Speculation::NotSpeculatable;
    };
    if let Some(f) = def.speculation {
        return f(ctx, op);
    }
    if def.has(traits::PURE) || def.has(traits::SPECULATABLE) {
        if def.has(traits::RECURSIVE_MEMORY_EFFECTS) {
            return Speculation::RecursivelySpeculatable;
        }
        return Speculation::Speculatable;
    }
    Speculation::NotSpeculatable
}

/// `isSpeculatable`.
pub fn is_speculatable(ctx: &Context, op: OpId) -> bool {
    match speculatability(ctx, op) {
        Speculation::NotSpeculatable => false,
        Speculation::Speculatable => true,
        Speculation::RecursivelySpeculatable => ctx.ops[op].regions.iter().all(|&r| {
            ctx.blocks_iter(r)
                .all(|b| ctx.ops_iter(b).all(|o| is_speculatable(ctx, o)))
        }),
    }
}

/// `isPure`: speculatable and free of memory effects.
pub fn is_pure(ctx: &Context, op: OpId) -> bool {
    is_speculatable(ctx, op) && is_memory_effect_free(ctx, op)
}

/// The effects of `op` and, where they are its own, of the ops in its regions
/// (`getEffectsRecursively`); `None` if some are unknown.
pub fn effects_recursively(ctx: &Context, op: OpId) -> Option<Vec<EffectInstance>> {
    let mut out = vec![];
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let recursive = has_recursive_effects(ctx, o);
        if recursive {
            for &r in &ctx.ops[o].regions {
                for b in ctx.blocks_iter(r) {
                    stack.extend(ctx.ops_iter(b));
                }
            }
        }
        match op_effects(ctx, o) {
            Some(e) => out.extend(e),
            None if !recursive => return None,
            None => {}
        }
    }
    Some(out)
}
