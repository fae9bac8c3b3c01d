//! `BranchOpInterface` as the passes use it: the operands a terminator forwards to each successor
//! ([`crate::ods::OpDef::branch`]), and editing them with the size properties kept in step.

use crate::ir::{AttrKind, Context, OpId, ValueId};
use crate::ods::SuccessorOperands;

/// The successor operands of successor `index` of `op`, if it implements the interface.
pub fn successor_operands(ctx: &Context, op: OpId, index: usize) -> Option<SuccessorOperands> {
    let f = ctx.ops[op].def?.branch?;
    Some(f(ctx, op, index))
}

pub fn is_branch(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].def.is_some_and(|d| d.branch.is_some())
}

/// The values `op` forwards to successor `index`.
pub fn forwarded(ctx: &Context, op: OpId, index: usize) -> Vec<ValueId> {
    match successor_operands(ctx, op, index) {
        Some(s) => ctx.ops[op].operands[s.start..s.start + s.len].to_vec(),
        None => vec![],
    }
}

/// `getSuccessorBlockArgument`: the block argument operand `operand` of `op` is forwarded to.
pub fn successor_block_argument(ctx: &Context, op: OpId, operand: usize) -> Option<ValueId> {
    let n = ctx.ops[op].successors.len();
    for i in 0..n {
        let s = successor_operands(ctx, op, i)?;
        if operand >= s.start && operand < s.start + s.len {
            let block = ctx.ops[op].successors[i];
            return ctx.blocks[block].args.get(operand - s.start).copied();
        }
    }
    None
}

fn adjust_sizes(ctx: &mut Context, op: OpId, s: &SuccessorOperands, delta: i128) {
    for &(name, entry) in &s.sizes {
        let Some(a) = crate::ods::prop(ctx, op, name) else {
            continue;
        };
        let AttrKind::DenseArray { elem, values } = ctx.attr_kind(a).clone() else {
            continue;
        };
        let mut values = values;
        if let Some(v) = values.get_mut(entry) {
            *v += delta;
        }
        let na = ctx.attr(AttrKind::DenseArray { elem, values });
        ctx.set_prop(op, name, na);
    }
}

/// Removes forwarded operand `arg` of successor `index`.
pub fn erase_successor_operand(ctx: &mut Context, op: OpId, index: usize, arg: usize) {
    let Some(s) = successor_operands(ctx, op, index) else {
        return;
    };
    if arg >= s.len {
        return;
    }
    ctx.erase_operands(op, s.start + arg, 1);
    adjust_sizes(ctx, op, &s, -1);
}

/// Appends `vals` to the operands forwarded to successor `index`.
pub fn append_successor_operands(ctx: &mut Context, op: OpId, index: usize, vals: &[ValueId]) {
    if vals.is_empty() {
        return;
    }
    let Some(s) = successor_operands(ctx, op, index) else {
        return;
    };
    ctx.insert_operands(op, s.start + s.len, vals);
    adjust_sizes(ctx, op, &s, vals.len() as i128);
}

/// Replaces the operands forwarded to successor `index` with `vals`.
pub fn set_successor_operands(ctx: &mut Context, op: OpId, index: usize, vals: &[ValueId]) {
    let Some(s) = successor_operands(ctx, op, index) else {
        return;
    };
    if s.len == vals.len() {
        for (i, v) in vals.iter().enumerate() {
            if ctx.ops[op].operands[s.start + i] != *v {
                ctx.set_operand(op, s.start + i, *v);
            }
        }
        return;
    }
    ctx.erase_operands(op, s.start, s.len);
    ctx.insert_operands(op, s.start, vals);
    adjust_sizes(ctx, op, &s, vals.len() as i128 - s.len as i128);
}

/// A successor-operands description for the operand group numbered `group` of a record whose
/// operands have `AttrSizedOperandSegments` (or one variadic group).
pub fn group_operands(ctx: &Context, op: OpId, group: usize) -> SuccessorOperands {
    let Some(def) = ctx.ops[op].def else {
        return SuccessorOperands {
            start: 0,
            len: 0,
            sizes: Default::default(),
        };
    };
    let (start, len) = crate::ods::group_range(
        ctx,
        op,
        def.operands,
        ctx.ops[op].operands.len(),
        group,
        "operandSegmentSizes",
    );
    let mut sizes = smallvec::SmallVec::new();
    if def.has(crate::ods::traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        sizes.push(("operandSegmentSizes", group));
    }
    SuccessorOperands { start, len, sizes }
}
