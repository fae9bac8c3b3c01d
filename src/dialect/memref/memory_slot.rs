//! The `memref` dialect's memory slot interfaces (upstream 19's MemRefMemorySlot.cpp):
//! `memref.alloca` of one element as a promotable slot (its default content a zero constant, or
//! a new `memref.alloca` for memrefs of memrefs), of at most 16 elements as a destructurable one
//! (indexed by the coordinates as `index` attributes, first dimension fastest), and
//! `memref.load`/`memref.store` at constant in-bounds coordinates as its accessors.

use super::ops::{AllocaOp, LoadOp, StoreOp};
use crate::dialect::arith::ops::ConstantOp;
use crate::ir::context::Use;
use crate::ir::{Attribute, Context, OpId, Type, TypeKind, ValueId};
use crate::ods::memory_slot::{
    insert_index, Deletion, DestructurableSlot, MemorySlot, MemorySlotModel, Subslots, UsedIndices,
};
use crate::ods::typed::{build_state, Group};
use crate::rewrite::Rewriter;

/// The `memref` dialect's model.
pub struct MemRefMemorySlots;

/// Largest number of elements a destructured memref may have.
const MAX_DESTRUCTURED_ELEMENTS: i64 = 16;

fn memref_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

fn num_elements(shape: &[i64]) -> Option<i64> {
    if shape.iter().any(|d| *d < 0) {
        return None;
    }
    shape.iter().try_fold(1i64, |a, d| a.checked_mul(*d))
}

/// `isSupportedElementType`: a memref, or a type with a zero attribute.
fn supported_element(ctx: &mut Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { .. })
        || crate::dialect::arith::fold::zero_attr(ctx, t).is_some()
}

/// `getSubelementIndexMap` of a memref type: each coordinate, first dimension fastest.
fn subelement_index_map(ctx: &mut Context, t: Type) -> Option<Vec<(Attribute, Type)>> {
    let (shape, elem) = memref_shape(ctx, t)?;
    let n = num_elements(&shape)?;
    if n > MAX_DESTRUCTURED_ELEMENTS || n == 1 {
        return None;
    }
    let index = ctx.index();
    let mut out = vec![];
    let mut cur = vec![0i64; shape.len()];
    loop {
        let coords: Vec<Attribute> = cur.iter().map(|&c| ctx.int_attr(index, c)).collect();
        let a = ctx.array_attr(coords);
        out.push((a, elem));
        // `nextIndex`.
        let mut advanced = false;
        for i in 0..shape.len() {
            cur[i] += 1;
            if cur[i] < shape[i] {
                advanced = true;
                break;
            }
            cur[i] = 0;
        }
        if !advanced {
            break;
        }
    }
    Some(out)
}

/// `getAttributeIndexFromIndexOperands`: the constant coordinates of an access, if in bounds.
fn access_index(ctx: &mut Context, indices: &[ValueId], memref: ValueId) -> Option<Attribute> {
    let (shape, _) = memref_shape(ctx, ctx.values[memref].ty)?;
    let mut coords = vec![];
    for (&v, &dim) in indices.iter().zip(shape.iter()) {
        let a = crate::transforms::matchers::constant(ctx, v)?;
        let value = ctx.as_int_attr(a)?;
        let c = u64::try_from(value).ok()?;
        if c >= u64::try_from(dim).ok()? {
            return None;
        }
        coords.push(a);
    }
    Some(ctx.array_attr(coords))
}

fn load_parts(ctx: &Context, op: OpId) -> (ValueId, Vec<ValueId>) {
    let ops = &ctx.ops[op].operands;
    (ops[0], ops[1..].to_vec())
}

fn store_parts(ctx: &Context, op: OpId) -> (ValueId, ValueId, Vec<ValueId>) {
    let ops = &ctx.ops[op].operands;
    (ops[0], ops[1], ops[2..].to_vec())
}

fn used_value(ctx: &Context, u: &Use) -> ValueId {
    ctx.ops[u.op].operands[u.index as usize]
}

impl MemorySlotModel for MemRefMemorySlots {
    fn promotable_slots(&self, ctx: &Context, op: OpId) -> Option<Vec<MemorySlot>> {
        if !AllocaOp::is(ctx, op) {
            return None;
        }
        let result = ctx.ops[op].results[0];
        let Some((shape, elem)) = memref_shape(ctx, ctx.values[result].ty) else {
            return Some(vec![]);
        };
        let supported = matches!(ctx.kind(elem), TypeKind::MemRef { .. })
            || matches!(
                ctx.kind(elem),
                TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
            )
            || matches!(ctx.kind(elem), TypeKind::Vector { elem: e, .. } | TypeKind::RankedTensor { elem: e, .. }
                if matches!(ctx.kind(*e), TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)));
        if !supported || num_elements(&shape) != Some(1) {
            return Some(vec![]);
        }
        Some(vec![MemorySlot {
            ptr: result,
            elem_type: elem,
        }])
    }

    fn default_value(&self, rw: &mut Rewriter, alloc: OpId, slot: &MemorySlot) -> Option<ValueId> {
        let loc = rw.ctx.ops[alloc].loc;
        if matches!(rw.ctx.kind(slot.elem_type), TypeKind::MemRef { .. }) {
            let st = build_state(
                rw.ctx,
                AllocaOp::def(),
                loc,
                &[Group::One(slot.elem_type)],
                &[Group::Many(&[]), Group::Many(&[])],
                &[],
            );
            let op = rw.create(st);
            return rw.ctx.ops[op].results.first().copied();
        }
        if !supported_element(rw.ctx, slot.elem_type) {
            return None;
        }
        let zero = crate::dialect::arith::fold::zero_attr(rw.ctx, slot.elem_type)?;
        let st = build_state(
            rw.ctx,
            ConstantOp::def(),
            loc,
            &[Group::One(slot.elem_type)],
            &[],
            &[("value", Some(zero))],
        );
        let op = rw.create(st);
        rw.ctx.ops[op].results.first().copied()
    }

    fn handle_promotion_complete(
        &self,
        rw: &mut Rewriter,
        alloc: OpId,
        _slot: &MemorySlot,
        default: Option<ValueId>,
    ) -> Option<OpId> {
        if let Some(d) = default {
            if rw.ctx.values[d].uses.is_empty() {
                if let Some(op) = rw.ctx.defining_op(d) {
                    rw.ctx.erase_op(op);
                }
            }
        }
        rw.ctx.erase_op(alloc);
        None
    }

    fn is_promotable_mem_op(&self, ctx: &Context, op: OpId) -> bool {
        LoadOp::is(ctx, op) || StoreOp::is(ctx, op)
    }

    fn loads_from(&self, ctx: &Context, op: OpId, slot: &MemorySlot) -> bool {
        LoadOp::is(ctx, op) && load_parts(ctx, op).0 == slot.ptr
    }

    fn stores_to(&self, ctx: &Context, op: OpId, slot: &MemorySlot) -> bool {
        StoreOp::is(ctx, op) && store_parts(ctx, op).1 == slot.ptr
    }

    fn get_stored(
        &self,
        rw: &mut Rewriter,
        op: OpId,
        _slot: &MemorySlot,
        _reaching: ValueId,
    ) -> Option<ValueId> {
        StoreOp::is(rw.ctx, op).then(|| store_parts(rw.ctx, op).0)
    }

    fn mem_can_uses_be_removed(
        &self,
        ctx: &Context,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Use],
        _new_blocking: &mut Vec<Use>,
    ) -> bool {
        if blocking.len() != 1 {
            return false;
        }
        let used = used_value(ctx, &blocking[0]);
        if LoadOp::is(ctx, op) {
            let result = ctx.ops[op].results[0];
            return used == slot.ptr
                && load_parts(ctx, op).0 == slot.ptr
                && ctx.values[result].ty == slot.elem_type;
        }
        if StoreOp::is(ctx, op) {
            let (value, memref, _) = store_parts(ctx, op);
            return used == slot.ptr
                && memref == slot.ptr
                && value != slot.ptr
                && ctx.values[value].ty == slot.elem_type;
        }
        false
    }

    fn mem_remove_blocking_uses(
        &self,
        rw: &mut Rewriter,
        op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Use],
        reaching: ValueId,
    ) -> Deletion {
        if LoadOp::is(rw.ctx, op) {
            let result = rw.ctx.ops[op].results[0];
            rw.ctx.replace_all_uses(result, reaching);
        }
        Deletion::Delete
    }

    fn destructurable_slots(&self, ctx: &mut Context, op: OpId) -> Option<Vec<DestructurableSlot>> {
        if !AllocaOp::is(ctx, op) {
            return None;
        }
        let result = ctx.ops[op].results[0];
        let t = ctx.values[result].ty;
        let Some(subelements) = subelement_index_map(ctx, t) else {
            return Some(vec![]);
        };
        Some(vec![DestructurableSlot {
            slot: MemorySlot {
                ptr: result,
                elem_type: t,
            },
            subelements,
        }])
    }

    fn destructure(
        &self,
        rw: &mut Rewriter,
        alloc: OpId,
        slot: &DestructurableSlot,
        used: &[Attribute],
        new_allocators: &mut Vec<OpId>,
    ) -> Subslots {
        rw.set_insertion_point_after(alloc);
        let loc = rw.ctx.ops[alloc].loc;
        let mut out = vec![];
        for &index in used {
            let Some(elem) = slot.subelement_type(index) else {
                continue;
            };
            let t = rw.ctx.ty(TypeKind::MemRef {
                shape: vec![],
                elem,
                layout: None,
                memory_space: None,
            });
            let st = build_state(
                rw.ctx,
                AllocaOp::def(),
                loc,
                &[Group::One(t)],
                &[Group::Many(&[]), Group::Many(&[])],
                &[],
            );
            let sub = rw.create(st);
            new_allocators.push(sub);
            out.push((
                index,
                MemorySlot {
                    ptr: rw.ctx.ops[sub].results[0],
                    elem_type: elem,
                },
            ));
        }
        out
    }

    fn handle_destructuring_complete(
        &self,
        rw: &mut Rewriter,
        alloc: OpId,
        _slot: &DestructurableSlot,
    ) -> Option<OpId> {
        rw.ctx.erase_op(alloc);
        None
    }

    fn is_destructurable_accessor(&self, ctx: &Context, op: OpId) -> bool {
        LoadOp::is(ctx, op) || StoreOp::is(ctx, op)
    }

    fn can_rewire(
        &self,
        ctx: &mut Context,
        op: OpId,
        slot: &DestructurableSlot,
        used: &mut UsedIndices,
        _must_be_safe: &mut Vec<MemorySlot>,
    ) -> Option<bool> {
        if LoadOp::is(ctx, op) {
            let (memref, indices) = load_parts(ctx, op);
            if memref != slot.slot.ptr {
                return Some(false);
            }
            let Some(index) = access_index(ctx, &indices, memref) else {
                return Some(false);
            };
            insert_index(used, index);
            return Some(true);
        }
        if StoreOp::is(ctx, op) {
            let (value, memref, indices) = store_parts(ctx, op);
            if memref != slot.slot.ptr || value == slot.slot.ptr {
                return Some(false);
            }
            let Some(index) = access_index(ctx, &indices, memref) else {
                return Some(false);
            };
            if slot.subelement_type(index).is_none() {
                return Some(false);
            }
            insert_index(used, index);
            return Some(true);
        }
        None
    }

    fn rewire(
        &self,
        rw: &mut Rewriter,
        op: OpId,
        _slot: &DestructurableSlot,
        subslots: &Subslots,
    ) -> Deletion {
        let (memref_pos, indices, memref) = if LoadOp::is(rw.ctx, op) {
            let (m, i) = load_parts(rw.ctx, op);
            (0, i, m)
        } else if StoreOp::is(rw.ctx, op) {
            let (_, m, i) = store_parts(rw.ctx, op);
            (1, i, m)
        } else {
            return Deletion::Keep;
        };
        let Some(index) = access_index(rw.ctx, &indices, memref) else {
            return Deletion::Keep;
        };
        let Some(&(_, sub)) = subslots.iter().find(|(i, _)| *i == index) else {
            return Deletion::Keep;
        };
        rw.ctx.set_operand(op, memref_pos, sub.ptr);
        rw.ctx.erase_operands(op, memref_pos + 1, indices.len());
        Deletion::Keep
    }
}
