//! `AllocToAllocaPattern` (upstream 19's MemRefTransformOps.cpp, through `memref::allocToAlloca`),
//! which the transform descriptor `transform.apply_patterns.memref.alloc_to_alloca` applies: a
//! `memref.alloc` of static shape with a `memref.dealloc` of it later in its block becomes a
//! `memref.alloca` (the dealloc erased), when its size in bytes is below the size limit (0: no
//! limit). Sizes are the default data layout's (no `dlti` spec is read).

use irbridge::dialect::memref::{AllocOp, AllocaOp, DeallocOp};
use irbridge::ir::{Context, OpId, Type, TypeKind};
use irbridge::transforms::pattern::{Pattern, PatternSet};
use irbridge::transforms::Rewriter;
use std::cell::Cell;

thread_local! {
    /// The size limit of [`populate`]'s pattern (the driver's patterns are plain functions).
    static SIZE_LIMIT: Cell<i64> = const { Cell::new(0) };
}

/// Adds the pattern with `size_limit` bytes (0: any size; the limit holds for this thread until
/// the next call).
pub fn populate(set: &mut PatternSet, size_limit: i64) {
    SIZE_LIMIT.with(|c| c.set(size_limit));
    set.add(AllocOp::def(), &PATTERN);
}

static PATTERN: Pattern = Pattern::new("AllocToAllocaPattern", |rw: &mut Rewriter<'_>, op| {
    alloc_to_alloca(rw, op).is_some()
});

/// The default data layout's size in bytes of a scalar element type.
fn element_bytes(ctx: &Context, t: Type) -> Option<i64> {
    let bits = match ctx.kind(t) {
        TypeKind::Index => 64,
        TypeKind::Integer { width, .. } => i64::from(*width),
        TypeKind::Float(k) => i64::from(k.bit_width()),
        _ => return None,
    };
    Some((bits + 7) / 8)
}

fn alloc_to_alloca(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = &*rw.ctx;
    let memref = ctx.result(op, 0);
    let limit = SIZE_LIMIT.with(Cell::get);
    let fits = |ctx: &Context| {
        let t = ctx.value_type(memref);
        let TypeKind::MemRef { shape, elem, .. } = ctx.kind(t) else {
            return false;
        };
        if shape.iter().any(|d| *d < 0) {
            return false;
        }
        let Some(bytes) = element_bytes(ctx, *elem) else {
            return false;
        };
        limit == 0 || shape.iter().product::<i64>() * bytes < limit
    };
    let mut next = ctx.ops[op].next;
    let mut dealloc = None;
    while let Some(c) = next {
        if DeallocOp::is(ctx, c) && ctx.operand(c, 0) == memref && fits(ctx) {
            dealloc = Some(c);
            break;
        }
        next = ctx.ops[c].next;
    }
    let dealloc = dealloc?;
    let t = ctx.value_type(memref);
    let operands = ctx.ops[op].operands.to_vec();
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let alloca = AllocaOp::build(rw, loc, t, &operands, &[], None).memref(rw.ctx);
    rw.replace_op(op, &[alloca]);
    rw.erase_op(dealloc);
    Some(())
}
