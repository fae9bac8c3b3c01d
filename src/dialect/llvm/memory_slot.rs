//! The `llvm` dialect's memory slot interfaces (upstream 19's LLVMMemorySlot.cpp), which
//! `mem2reg` and `sroa` drive: `llvm.alloca` as a promotable and destructurable allocation,
//! `llvm.load`/`llvm.store` and the memory intrinsics (`memset`, `memcpy`, `memcpy.inline`,
//! `memmove`) as promotable memory ops and accessors, casts, zero-index GEPs, lifetime and
//! invariant markers and debug intrinsics as ops that give up their use of a slot, and the GEPs
//! that `sroa` rewires into a subslot. Loads and stores of another width than the slot read or
//! write its bits through integer casts, shifts and masks (endianness from the data layout).
//!
//! Sizes and alignments are [`Layout`]'s, the closest data layout above the op.

use super::inline::Layout;
use super::intr;
use super::ops::arith::{AndOp, LShrOp, OrOp, ShlOp};
use super::ops::casts::{AddrSpaceCastOp, BitcastOp, IntToPtrOp, PtrToIntOp, TruncOp, ZExtOp};
use super::ops::constants::{ConstantOp, UndefOp};
use super::ops::memory::{AllocaOp, GEPOp, LoadOp, StoreOp};
use super::types as lt;
use crate::ir::context::Use;
use crate::ir::types::DialectType;
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};
use crate::ods::memory_slot::{
    insert_index, Deletion, DestructurableSlot, MemorySlot, MemorySlotModel, Subslots, UsedIndices,
};
use crate::ods::typed::Group;
use crate::ods::OpDef;
use crate::rewrite::Rewriter;
use num_bigint::BigInt;

/// The `llvm` dialect's model.
pub struct LlvmMemorySlots;

/// `kGEPConstantBitWidth`: constant GEP indices are stored on 29 bits.
const GEP_CONSTANT_BIT_WIDTH: u32 = 29;
const DYNAMIC_INDEX: i128 = i32::MIN as i128;

fn is(ctx: &Context, op: OpId, def: &'static OpDef) -> bool {
    ctx.ops[op].def.is_some_and(|d| std::ptr::eq(d, def))
}

fn is_memcpy_like(ctx: &Context, op: OpId) -> bool {
    is(ctx, op, intr::MEMCPY) || is(ctx, op, intr::MEMMOVE) || is(ctx, op, intr::MEMCPY_INLINE)
}

fn layout(ctx: &Context, op: OpId) -> Layout {
    Layout::closest(ctx, op)
}

fn operand(ctx: &Context, op: OpId, i: usize) -> Option<ValueId> {
    ctx.ops[op].operands.get(i).copied()
}

fn ty(ctx: &Context, v: ValueId) -> Type {
    ctx.values[v].ty
}

fn has_unit(ctx: &Context, op: OpId, name: &str) -> bool {
    crate::ods::prop(ctx, op, name).is_some()
}

/// `getIsVolatile()` of a memory intrinsic.
fn is_volatile_intr(ctx: &Context, op: OpId) -> bool {
    crate::ods::prop(ctx, op, "isVolatile")
        .and_then(|a| ctx.as_int_attr(a))
        .is_some_and(|v| v.sign() != num_bigint::Sign::NoSign)
}

fn int_attr_value(ctx: &Context, a: Attribute) -> Option<&BigInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { .. } => ctx.as_int_attr(a),
        _ => None,
    }
}

/// `getStaticMemIntrLen`: the length of a memory intrinsic if it is a constant of at most 64 bits.
fn static_len(ctx: &Context, op: OpId) -> Option<u64> {
    let a = if is(ctx, op, intr::MEMCPY_INLINE) {
        crate::ods::prop(ctx, op, "len")?
    } else {
        crate::transforms::matchers::constant(ctx, operand(ctx, op, 2)?)?
    };
    let v = int_attr_value(ctx, a)?;
    let width = match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => ctx.int_width(*ty).unwrap_or(64),
        _ => 64,
    };
    if width > 64 {
        return None;
    }
    // `getZExtValue` of the value's bits.
    let bits = if v.sign() == num_bigint::Sign::Minus {
        (BigInt::from(1) << width) + v
    } else {
        v.clone()
    };
    u64::try_from(bits).ok()
}

fn i32_index(ctx: &mut Context, i: u64) -> Attribute {
    let i32t = ctx.i32();
    ctx.int_attr(i32t, i)
}

/// `getSubelementIndexMap` of the `llvm` types: struct fields and arrays of at most 16
/// elements, indexed by `i32` attributes.
pub fn subelement_index_map(ctx: &mut Context, t: Type) -> Option<Vec<(Attribute, Type)>> {
    if let Some(s) = lt::struct_info(ctx, t) {
        let elems = s.elems.to_vec();
        return Some(
            elems
                .into_iter()
                .enumerate()
                .map(|(i, e)| (i32_index(ctx, i as u64), e))
                .collect(),
        );
    }
    if let Some((elem, len)) = lt::array_info(ctx, t) {
        if len > 16 {
            return None;
        }
        return Some((0..len).map(|i| (i32_index(ctx, i), elem)).collect());
    }
    None
}

/// `getTypeAtIndex` of the `llvm` types.
fn type_at_index(ctx: &Context, t: Type, index: Attribute) -> Option<Type> {
    let AttrKind::Integer { ty: it, .. } = ctx.attr_kind(index) else {
        return None;
    };
    if ctx.int_width(*it) != Some(32) {
        return None;
    }
    let i = usize::try_from(ctx.as_int_attr(index)?).ok()?;
    if let Some(s) = lt::struct_info(ctx, t) {
        return s.elems.get(i).copied();
    }
    if let Some((elem, len)) = lt::array_info(ctx, t) {
        return ((i as u64) < len).then_some(elem);
    }
    None
}

fn is_destructurable_llvm_type(ctx: &Context, t: Type) -> bool {
    lt::struct_info(ctx, t).is_some() || lt::array_info(ctx, t).is_some()
}

// ---- conversions ------------------------------------------------------------------------------------

/// `isSupportedTypeForConversion`.
fn supported_for_conversion(ctx: &Context, t: Type) -> bool {
    match ctx.kind(t) {
        TypeKind::Dialect(
            DialectType::LlvmStruct { .. }
            | DialectType::LlvmIdentifiedStruct { .. }
            | DialectType::LlvmArray { .. }
            | DialectType::LlvmFixedVec { .. }
            | DialectType::LlvmScalableVec { .. },
        ) => false,
        TypeKind::Vector { scalable, .. } => !scalable.iter().any(|s| *s),
        _ => true,
    }
}

/// `areConversionCompatible`.
fn conversion_compatible(
    ctx: &Context,
    dl: &Layout,
    target: Type,
    src: Type,
    narrowing: bool,
) -> bool {
    if target == src {
        return true;
    }
    if !supported_for_conversion(ctx, target) || !supported_for_conversion(ctx, src) {
        return false;
    }
    let (Some(ts), Some(ss)) = (dl.type_size(ctx, target), dl.type_size(ctx, src)) else {
        return false;
    };
    if lt::is_ptr(ctx, target) && lt::is_ptr(ctx, src) {
        return ts == ss;
    }
    if narrowing {
        ts <= ss
    } else {
        ts >= ss
    }
}

fn bits(ctx: &Context, dl: &Layout, t: Type) -> u64 {
    dl.type_size_in_bits(ctx, t).unwrap_or(0)
}

fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::Integer { .. })
}

/// `build_state` with every `DefaultValuedAttr` not given set to its default, as upstream's
/// builders leave their properties.
fn build_state(
    ctx: &mut Context,
    def: &'static OpDef,
    loc: Attribute,
    results: &[Group<'_, Type>],
    operands: &[Group<'_, ValueId>],
    attrs: &[(&'static str, Option<Attribute>)],
) -> crate::ir::OpState {
    let mut all: Vec<(&'static str, Option<Attribute>)> = attrs.to_vec();
    for a in def.attrs {
        if matches!(a.presence, crate::ods::Presence::Default(_))
            && !all.iter().any(|(n, _)| *n == a.name)
        {
            all.push((a.name, None));
        }
    }
    crate::ods::typed::build_state(ctx, def, loc, results, operands, &all)
}

/// `createOrFold` of a one-result op.
fn create_or_fold(
    rw: &mut Rewriter,
    def: &'static OpDef,
    loc: Attribute,
    result: Type,
    operands: &[ValueId],
) -> Option<ValueId> {
    let st = build_state(
        rw.ctx,
        def,
        loc,
        &[Group::One(result)],
        &[Group::Many(operands)],
        &[],
    );
    rw.create_or_fold(st).first().copied()
}

/// `create` of a one-result op.
fn create(
    rw: &mut Rewriter,
    def: &'static OpDef,
    loc: Attribute,
    result: Type,
    operands: &[ValueId],
) -> Option<ValueId> {
    let st = build_state(
        rw.ctx,
        def,
        loc,
        &[Group::One(result)],
        &[Group::Many(operands)],
        &[],
    );
    let op = rw.create(st);
    rw.ctx.ops[op].results.first().copied()
}

/// An `llvm.mlir.constant` of an integer of type `t` (`value` taken modulo its width, printed
/// signed as upstream's APInt attributes are).
fn int_constant(rw: &mut Rewriter, loc: Attribute, t: Type, value: BigInt) -> Option<ValueId> {
    let width = rw.ctx.int_width(t).unwrap_or(64);
    let modulus = BigInt::from(1) << width;
    let mut v = value % &modulus;
    if v.sign() == num_bigint::Sign::Minus {
        v += &modulus;
    }
    if width > 1 && v >= (BigInt::from(1) << (width - 1)) {
        v -= &modulus;
    }
    let a = rw.ctx.int_attr(t, v);
    let st = build_state(
        rw.ctx,
        ConstantOp::def(),
        loc,
        &[Group::One(t)],
        &[],
        &[("value", Some(a))],
    );
    let op = rw.create(st);
    rw.ctx.ops[op].results.first().copied()
}

/// `castToSameSizedInt`.
fn cast_to_same_sized_int(
    rw: &mut Rewriter,
    dl: &Layout,
    loc: Attribute,
    v: ValueId,
) -> Option<ValueId> {
    let t = ty(rw.ctx, v);
    if is_int(rw.ctx, t) {
        return Some(v);
    }
    let w = u32::try_from(bits(rw.ctx, dl, t)).ok()?;
    let it = rw.ctx.int(w);
    if lt::is_ptr(rw.ctx, t) {
        create_or_fold(rw, PtrToIntOp::def(), loc, it, &[v])
    } else {
        create_or_fold(rw, BitcastOp::def(), loc, it, &[v])
    }
}

/// `castIntValueToSameSizedType`.
fn cast_int_to_same_sized(
    rw: &mut Rewriter,
    loc: Attribute,
    v: ValueId,
    target: Type,
) -> Option<ValueId> {
    if ty(rw.ctx, v) == target {
        return Some(v);
    }
    if lt::is_ptr(rw.ctx, target) {
        create_or_fold(rw, IntToPtrOp::def(), loc, target, &[v])
    } else {
        create_or_fold(rw, BitcastOp::def(), loc, target, &[v])
    }
}

/// `castSameSizedTypes`.
fn cast_same_sized(
    rw: &mut Rewriter,
    dl: &Layout,
    loc: Attribute,
    v: ValueId,
    target: Type,
) -> Option<ValueId> {
    let src = ty(rw.ctx, v);
    if src == target {
        return Some(v);
    }
    if lt::is_ptr(rw.ctx, target) && lt::is_ptr(rw.ctx, src) {
        return create_or_fold(rw, AddrSpaceCastOp::def(), loc, target, &[v]);
    }
    let i = cast_to_same_sized_int(rw, dl, loc, v)?;
    cast_int_to_same_sized(rw, loc, i, target)
}

fn big_endian(dl: &Layout) -> bool {
    dl.big_endian
}

/// `createExtractAndCast`: the first bits of `v` as a `target`.
fn extract_and_cast(
    rw: &mut Rewriter,
    dl: &Layout,
    loc: Attribute,
    v: ValueId,
    target: Type,
) -> Option<ValueId> {
    let src = ty(rw.ctx, v);
    let src_bits = bits(rw.ctx, dl, src);
    let target_bits = bits(rw.ctx, dl, target);
    if src_bits == target_bits {
        return cast_same_sized(rw, dl, loc, v, target);
    }
    let mut replacement = cast_to_same_sized_int(rw, dl, loc, v)?;
    if big_endian(dl) {
        // As upstream 19: the shift amount typed as the source, the shift applied to the source.
        let shift = int_constant(
            rw,
            loc,
            src,
            BigInt::from(src_bits.wrapping_sub(target_bits)),
        )?;
        replacement = create_or_fold(rw, LShrOp::def(), loc, src, &[v, shift])?;
    }
    let tw = u32::try_from(target_bits).ok()?;
    let it = rw.ctx.int(tw);
    replacement = create(rw, TruncOp::def(), loc, it, &[replacement])?;
    cast_int_to_same_sized(rw, loc, replacement, target)
}

/// `createInsertAndCast`: `v`'s bits written at the start of `reaching`.
fn insert_and_cast(
    rw: &mut Rewriter,
    dl: &Layout,
    loc: Attribute,
    v: ValueId,
    reaching: ValueId,
) -> Option<ValueId> {
    let value_bits = bits(rw.ctx, dl, ty(rw.ctx, v));
    let slot_ty = ty(rw.ctx, reaching);
    let slot_bits = bits(rw.ctx, dl, slot_ty);
    if slot_bits == value_bits {
        return cast_same_sized(rw, dl, loc, v, slot_ty);
    }
    let def_int = cast_to_same_sized_int(rw, dl, loc, reaching)?;
    let mut value_int = cast_to_same_sized_int(rw, dl, loc, v)?;
    let def_int_ty = ty(rw.ctx, def_int);
    value_int = create_or_fold(rw, ZExtOp::def(), loc, def_int_ty, &[value_int])?;
    // A value wider than the slot (an `i8` into an `i1` slot: same byte size) makes an invalid
    // `zext` above, which the verifier reports as upstream's does; the mask only must not blow up.
    let diff = slot_bits.saturating_sub(value_bits);
    if big_endian(dl) {
        let shift = int_constant(rw, loc, def_int_ty, BigInt::from(diff))?;
        value_int = create_or_fold(rw, ShlOp::def(), loc, def_int_ty, &[value_int, shift])?;
    }
    let mask = if big_endian(dl) {
        (BigInt::from(1) << diff) - 1
    } else {
        let low = (BigInt::from(1) << value_bits) - 1;
        ((BigInt::from(1) << slot_bits) - 1) ^ low
    };
    let mask_v = int_constant(rw, loc, def_int_ty, mask)?;
    let masked = create_or_fold(rw, AndOp::def(), loc, def_int_ty, &[def_int, mask_v])?;
    let combined = create_or_fold(rw, OrOp::def(), loc, def_int_ty, &[masked, value_int])?;
    cast_int_to_same_sized(rw, loc, combined, slot_ty)
}

// ---- GEPs ---------------------------------------------------------------------------------------------

/// The GEP's indices: constants, or `None` for a dynamic one.
fn gep_indices(ctx: &Context, op: OpId) -> Vec<Option<i128>> {
    let Some(raw) = crate::ods::prop(ctx, op, "rawConstantIndices") else {
        return vec![];
    };
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(raw) else {
        return vec![];
    };
    values
        .iter()
        .map(|&r| (r != DYNAMIC_INDEX).then_some(r))
        .collect()
}

fn gep_elem_type(ctx: &Context, op: OpId) -> Option<Type> {
    crate::ods::prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a))
}

fn align_to(v: u64, a: u64) -> u64 {
    if a <= 1 {
        v
    } else {
        v.div_ceil(a).saturating_mul(a)
    }
}

/// `gepToByteOffset`: the constant, non-negative offset of a GEP.
fn gep_byte_offset(ctx: &Context, dl: &Layout, op: OpId) -> Option<u64> {
    let mut indices = vec![];
    for i in gep_indices(ctx, op) {
        let i = i?;
        if i < 0 {
            return None;
        }
        indices.push(u64::try_from(i).ok()?);
    }
    let mut current = gep_elem_type(ctx, op)?;
    let first = *indices.first()?;
    let mut offset = first.checked_mul(dl.type_size(ctx, current)?)?;
    for &index in &indices[1..] {
        if let Some((elem, _)) = lt::array_info(ctx, current) {
            offset = offset.checked_add(index.checked_mul(dl.type_size(ctx, elem)?)?)?;
            current = elem;
        } else if let Some(s) = lt::struct_info(ctx, current) {
            let body = s.elems;
            let packed = s.packed;
            let idx = usize::try_from(index).ok()?;
            if idx >= body.len() {
                return None;
            }
            for &e in &body[..idx] {
                if !packed {
                    offset = align_to(offset, dl.abi_alignment(ctx, e)?);
                }
                offset = offset.checked_add(dl.type_size(ctx, e)?)?;
            }
            if !packed {
                offset = align_to(offset, dl.abi_alignment(ctx, body[idx])?);
            }
            current = body[idx];
        } else {
            return None;
        }
    }
    Some(offset)
}

/// `getSubslotAccessInfo`: the field a GEP points into and the offset within it.
fn subslot_access(
    ctx: &Context,
    dl: &Layout,
    slot: &DestructurableSlot,
    op: OpId,
) -> Option<(u32, u64)> {
    let offset = gep_byte_offset(ctx, dl, op)?;
    let t = slot.slot.elem_type;
    if offset >= dl.type_size(ctx, t)? {
        return None;
    }
    let out_of_bounds = |i: u64| i >= (1u64 << GEP_CONSTANT_BIT_WIDTH);
    if let Some((elem, _)) = lt::array_info(ctx, t) {
        let size = dl.type_size(ctx, elem)?;
        let index = offset.checked_div(size)?;
        if out_of_bounds(index) {
            return None;
        }
        return Some((u32::try_from(index).ok()?, offset - index * size));
    }
    if let Some(s) = lt::struct_info(ctx, t) {
        let mut start = 0u64;
        for (index, &e) in s.elems.iter().enumerate() {
            let size = dl.type_size(ctx, e)?;
            if !s.packed {
                start = align_to(start, dl.abi_alignment(ctx, e)?);
                if offset < start {
                    return None;
                }
            }
            if offset < start + size {
                if out_of_bounds(index as u64) {
                    return None;
                }
                return Some((u32::try_from(index).ok()?, offset - start));
            }
            start += size;
        }
    }
    None
}

/// `getByteArrayType`.
fn byte_array(ctx: &mut Context, size: u64) -> Type {
    let i8t = ctx.int(8);
    lt::array(ctx, i8t, size)
}

/// Builds `llvm.getelementptr` with constant indices.
fn gep_state(
    ctx: &mut Context,
    loc: Attribute,
    result: Type,
    elem: Type,
    base: ValueId,
    indices: &[i128],
    inbounds: bool,
) -> crate::ir::OpState {
    let elem_attr = ctx.type_attr(elem);
    let i32t = ctx.i32();
    let raw = ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        values: indices.to_vec(),
    });
    let unit = ctx.unit_attr();
    build_state(
        ctx,
        GEPOp::def(),
        loc,
        &[Group::One(result)],
        &[Group::One(base), Group::Many(&[])],
        &[
            ("rawConstantIndices", Some(raw)),
            ("elem_type", Some(elem_attr)),
            ("inbounds", inbounds.then_some(unit)),
        ],
    )
}

// ---- the model ----------------------------------------------------------------------------------------

fn is_promotable_op(ctx: &Context, op: OpId) -> bool {
    BitcastOp::is(ctx, op)
        || AddrSpaceCastOp::is(ctx, op)
        || GEPOp::is(ctx, op)
        || is(ctx, op, intr::LIFETIME_START)
        || is(ctx, op, intr::LIFETIME_END)
        || is(ctx, op, intr::INVARIANT_START)
        || is(ctx, op, intr::INVARIANT_END)
        || is(ctx, op, intr::DBG_DECLARE)
        || is(ctx, op, intr::DBG_VALUE)
}

fn is_mem_op(ctx: &Context, op: OpId) -> bool {
    LoadOp::is(ctx, op)
        || StoreOp::is(ctx, op)
        || is(ctx, op, intr::MEMSET)
        || is_memcpy_like(ctx, op)
}

/// Every use of every result of `op` (`forwardToUsers`).
fn forward_to_users(ctx: &Context, op: OpId, new_blocking: &mut Vec<Use>) -> bool {
    for &r in &ctx.ops[op].results {
        for u in ctx.values[r].uses.iter().rev() {
            new_blocking.push(*u);
        }
    }
    true
}

/// `definitelyWritesOnlyWithinSlot`.
fn writes_only_within_slot(ctx: &Context, dl: &Layout, op: OpId, slot: &MemorySlot) -> bool {
    if !lt::is_ptr(ctx, ty(ctx, slot.ptr)) || operand(ctx, op, 0) != Some(slot.ptr) {
        return false;
    }
    match (static_len(ctx, op), dl.type_size(ctx, slot.elem_type)) {
        (Some(len), Some(size)) => len <= size,
        _ => false,
    }
}

/// `areAllIndicesI32`.
fn all_indices_i32(ctx: &Context, slot: &DestructurableSlot) -> bool {
    slot.subelements
        .iter()
        .all(|(i, _)| match ctx.attr_kind(*i) {
            AttrKind::Integer { ty, .. } => {
                ctx.int_width(*ty) == Some(32) && ctx.is_signless_int(*ty)
            }
            _ => false,
        })
}

impl MemorySlotModel for LlvmMemorySlots {
    fn promotable_slots(&self, ctx: &Context, op: OpId) -> Option<Vec<MemorySlot>> {
        if !AllocaOp::is(ctx, op) {
            return None;
        }
        let block = ctx.ops[op].parent?;
        let region = ctx.blocks[block].parent?;
        if ctx.regions[region].first != Some(block) {
            return Some(vec![]);
        }
        let elem = gep_elem_type(ctx, op)?;
        Some(vec![MemorySlot {
            ptr: ctx.ops[op].results[0],
            elem_type: elem,
        }])
    }

    fn default_value(&self, rw: &mut Rewriter, alloc: OpId, slot: &MemorySlot) -> Option<ValueId> {
        let loc = rw.ctx.ops[alloc].loc;
        create(rw, UndefOp::def(), loc, slot.elem_type, &[])
    }

    fn handle_block_argument(
        &self,
        rw: &mut Rewriter,
        alloc: OpId,
        _slot: &MemorySlot,
        arg: ValueId,
    ) {
        let result = rw.ctx.ops[alloc].results[0];
        let users: Vec<OpId> = rw.ctx.values[result]
            .uses
            .iter()
            .rev()
            .map(|u| u.op)
            .collect();
        for user in users {
            if is(rw.ctx, user, intr::DBG_DECLARE) {
                dbg_value(rw, user, arg);
            }
        }
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
        is_mem_op(ctx, op)
    }

    fn loads_from(&self, ctx: &Context, op: OpId, slot: &MemorySlot) -> bool {
        if LoadOp::is(ctx, op) {
            return operand(ctx, op, 0) == Some(slot.ptr);
        }
        if is_memcpy_like(ctx, op) {
            return operand(ctx, op, 1) == Some(slot.ptr);
        }
        false
    }

    fn stores_to(&self, ctx: &Context, op: OpId, slot: &MemorySlot) -> bool {
        if StoreOp::is(ctx, op) {
            return operand(ctx, op, 1) == Some(slot.ptr);
        }
        if is(ctx, op, intr::MEMSET) || is_memcpy_like(ctx, op) {
            return operand(ctx, op, 0) == Some(slot.ptr);
        }
        false
    }

    fn get_stored(
        &self,
        rw: &mut Rewriter,
        op: OpId,
        slot: &MemorySlot,
        reaching: ValueId,
    ) -> Option<ValueId> {
        let loc = rw.ctx.ops[op].loc;
        if StoreOp::is(rw.ctx, op) {
            let dl = layout(rw.ctx, op);
            let value = operand(rw.ctx, op, 0)?;
            return insert_and_cast(rw, &dl, loc, value, reaching);
        }
        if is(rw.ctx, op, intr::MEMSET) {
            let val = operand(rw.ctx, op, 1)?;
            let width = rw.ctx.int_width(slot.elem_type)?;
            if width == 8 {
                return Some(val);
            }
            let t = slot.elem_type;
            let mut covered = 8u32;
            let mut current = create(rw, ZExtOp::def(), loc, t, &[val])?;
            while covered < width {
                let shift = int_constant(rw, loc, t, BigInt::from(covered))?;
                let shifted = create(rw, ShlOp::def(), loc, t, &[current, shift])?;
                current = create(rw, OrOp::def(), loc, t, &[current, shifted])?;
                covered *= 2;
            }
            return Some(current);
        }
        if is_memcpy_like(rw.ctx, op) {
            let src = operand(rw.ctx, op, 1)?;
            return create(rw, LoadOp::def(), loc, slot.elem_type, &[src]);
        }
        None
    }

    fn mem_can_uses_be_removed(
        &self,
        ctx: &Context,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Use],
        _new_blocking: &mut Vec<Use>,
    ) -> bool {
        let dl = layout(ctx, op);
        if LoadOp::is(ctx, op) {
            if blocking.len() != 1 {
                return false;
            }
            let used = ctx.ops[blocking[0].op].operands[blocking[0].index as usize];
            let result = ctx.ops[op].results[0];
            return used == slot.ptr
                && operand(ctx, op, 0) == Some(slot.ptr)
                && conversion_compatible(ctx, &dl, ty(ctx, result), slot.elem_type, true)
                && !has_unit(ctx, op, "volatile_");
        }
        if StoreOp::is(ctx, op) {
            if blocking.len() != 1 {
                return false;
            }
            let used = ctx.ops[blocking[0].op].operands[blocking[0].index as usize];
            let Some(value) = operand(ctx, op, 0) else {
                return false;
            };
            return used == slot.ptr
                && operand(ctx, op, 1) == Some(slot.ptr)
                && value != slot.ptr
                && conversion_compatible(ctx, &dl, slot.elem_type, ty(ctx, value), false)
                && !has_unit(ctx, op, "volatile_");
        }
        if is(ctx, op, intr::MEMSET) {
            let ok = matches!(ctx.int_width(slot.elem_type), Some(w) if w % 8 == 0 && w > 0)
                && matches!(ctx.kind(slot.elem_type), TypeKind::Integer { .. });
            if !ok || is_volatile_intr(ctx, op) {
                return false;
            }
            return static_len(ctx, op).is_some()
                && static_len(ctx, op) == dl.type_size(ctx, slot.elem_type);
        }
        if is_memcpy_like(ctx, op) {
            if operand(ctx, op, 0) == operand(ctx, op, 1) || is_volatile_intr(ctx, op) {
                return false;
            }
            return static_len(ctx, op).is_some()
                && static_len(ctx, op) == dl.type_size(ctx, slot.elem_type);
        }
        false
    }

    fn mem_remove_blocking_uses(
        &self,
        rw: &mut Rewriter,
        op: OpId,
        slot: &MemorySlot,
        _blocking: &[Use],
        reaching: ValueId,
    ) -> Deletion {
        if LoadOp::is(rw.ctx, op) {
            let dl = layout(rw.ctx, op);
            let loc = rw.ctx.ops[op].loc;
            let result = rw.ctx.ops[op].results[0];
            let rt = ty(rw.ctx, result);
            if let Some(v) = extract_and_cast(rw, &dl, loc, reaching, rt) {
                rw.ctx.replace_all_uses(result, v);
            }
            return Deletion::Delete;
        }
        if is_memcpy_like(rw.ctx, op) {
            if self.loads_from(rw.ctx, op, slot) {
                let loc = rw.ctx.ops[op].loc;
                if let Some(dst) = operand(rw.ctx, op, 0) {
                    let st = build_state(
                        rw.ctx,
                        StoreOp::def(),
                        loc,
                        &[],
                        &[Group::One(reaching), Group::One(dst)],
                        &[],
                    );
                    rw.create(st);
                }
            }
            return Deletion::Delete;
        }
        Deletion::Delete
    }

    fn is_promotable_op(&self, ctx: &Context, op: OpId) -> bool {
        is_promotable_op(ctx, op)
    }

    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        op: OpId,
        blocking: &[Use],
        new_blocking: &mut Vec<Use>,
    ) -> bool {
        if BitcastOp::is(ctx, op) || AddrSpaceCastOp::is(ctx, op) {
            return forward_to_users(ctx, op, new_blocking);
        }
        if GEPOp::is(ctx, op) {
            if !gep_indices(ctx, op).iter().all(|i| *i == Some(0)) {
                return false;
            }
            return forward_to_users(ctx, op, new_blocking);
        }
        if is(ctx, op, intr::DBG_VALUE) {
            if blocking.len() != 1 {
                return false;
            }
            let used = ctx.ops[blocking[0].op].operands[blocking[0].index as usize];
            return operand(ctx, op, 0) == Some(used);
        }
        is_promotable_op(ctx, op)
    }

    fn remove_blocking_uses(&self, rw: &mut Rewriter, op: OpId, _blocking: &[Use]) -> Deletion {
        if is(rw.ctx, op, intr::DBG_VALUE) {
            // Keep the variable, its value now undefined.
            rw.set_insertion_point_before(op);
            let Some(v) = operand(rw.ctx, op, 0) else {
                return Deletion::Keep;
            };
            let loc = value_loc(rw.ctx, v);
            let t = ty(rw.ctx, v);
            if let Some(undef) = create(rw, UndefOp::def(), loc, t, &[]) {
                rw.ctx.set_operand(op, 0, undef);
            }
            return Deletion::Keep;
        }
        Deletion::Delete
    }

    fn requires_replaced_values(&self, ctx: &Context, op: OpId) -> bool {
        is(ctx, op, intr::DBG_DECLARE)
    }

    fn visit_replaced_values(&self, rw: &mut Rewriter, op: OpId, defs: &[(OpId, ValueId)]) {
        for &(def_op, value) in defs {
            rw.set_insertion_point_after(def_op);
            dbg_value(rw, op, value);
        }
    }

    fn destructurable_slots(&self, ctx: &mut Context, op: OpId) -> Option<Vec<DestructurableSlot>> {
        if !AllocaOp::is(ctx, op) {
            return None;
        }
        let size = operand(ctx, op, 0)?;
        let one = crate::transforms::matchers::constant(ctx, size)
            .and_then(|a| int_attr_value(ctx, a).cloned())
            .is_some_and(|v| v == BigInt::from(1));
        if !one {
            return Some(vec![]);
        }
        let elem = gep_elem_type(ctx, op)?;
        if !is_destructurable_llvm_type(ctx, elem) {
            return Some(vec![]);
        }
        let subelements = subelement_index_map(ctx, elem)?;
        Some(vec![DestructurableSlot {
            slot: MemorySlot {
                ptr: ctx.ops[op].results[0],
                elem_type: elem,
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
        let Some(size) = operand(rw.ctx, alloc, 0) else {
            return vec![];
        };
        let ptr = lt::ptr(rw.ctx, 0);
        let mut out = vec![];
        for &index in used {
            let Some(elem) = type_at_index(rw.ctx, slot.slot.elem_type, index) else {
                continue;
            };
            let elem_attr = rw.ctx.type_attr(elem);
            let st = build_state(
                rw.ctx,
                AllocaOp::def(),
                loc,
                &[Group::One(ptr)],
                &[Group::One(size)],
                &[("elem_type", Some(elem_attr))],
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

    fn ensure_only_safe_accesses(
        &self,
        ctx: &mut Context,
        op: OpId,
        slot: &MemorySlot,
        must_be_safe: &mut Vec<MemorySlot>,
    ) -> Option<bool> {
        let dl = layout(ctx, op);
        let fits = |ctx: &Context, t: Type| match (
            dl.type_size(ctx, t),
            dl.type_size(ctx, slot.elem_type),
        ) {
            (Some(a), Some(b)) => a <= b,
            _ => false,
        };
        if LoadOp::is(ctx, op) {
            let result = ctx.ops[op].results[0];
            return Some(operand(ctx, op, 0) != Some(slot.ptr) || fits(ctx, ty(ctx, result)));
        }
        if StoreOp::is(ctx, op) {
            let value = operand(ctx, op, 0)?;
            return Some(operand(ctx, op, 1) != Some(slot.ptr) || fits(ctx, ty(ctx, value)));
        }
        if GEPOp::is(ctx, op) {
            if operand(ctx, op, 0) != Some(slot.ptr) {
                return Some(true);
            }
            let Some(offset) = gep_byte_offset(ctx, &dl, op) else {
                return Some(false);
            };
            let Some(size) = dl.type_size(ctx, slot.elem_type) else {
                return Some(false);
            };
            if offset >= size {
                return Some(false);
            }
            let remaining = byte_array(ctx, size - offset);
            must_be_safe.push(MemorySlot {
                ptr: ctx.ops[op].results[0],
                elem_type: remaining,
            });
            return Some(true);
        }
        if is(ctx, op, intr::MEMSET) || is_memcpy_like(ctx, op) {
            return Some(writes_only_within_slot(ctx, &dl, op, slot));
        }
        None
    }

    fn is_destructurable_accessor(&self, ctx: &Context, op: OpId) -> bool {
        LoadOp::is(ctx, op)
            || StoreOp::is(ctx, op)
            || GEPOp::is(ctx, op)
            || is(ctx, op, intr::MEMSET)
            || is_memcpy_like(ctx, op)
    }

    fn can_rewire(
        &self,
        ctx: &mut Context,
        op: OpId,
        slot: &DestructurableSlot,
        used: &mut UsedIndices,
        must_be_safe: &mut Vec<MemorySlot>,
    ) -> Option<bool> {
        let dl = layout(ctx, op);
        let zero_index = i32_index(ctx, 0);
        let zero = slot.subelement_type(zero_index).map(|t| (zero_index, t));
        if LoadOp::is(ctx, op) || StoreOp::is(ctx, op) {
            if has_unit(ctx, op, "volatile_") {
                return Some(false);
            }
            let accessed = if LoadOp::is(ctx, op) {
                ty(ctx, ctx.ops[op].results[0])
            } else {
                let value = operand(ctx, op, 0)?;
                if value == slot.slot.ptr {
                    return Some(false);
                }
                ty(ctx, value)
            };
            let Some((index, sub_ty)) = zero else {
                return Some(false);
            };
            match (dl.type_size(ctx, accessed), dl.type_size(ctx, sub_ty)) {
                (Some(a), Some(b)) if a <= b => {}
                _ => return Some(false),
            }
            insert_index(used, index);
            return Some(true);
        }
        if GEPOp::is(ctx, op) {
            let base = operand(ctx, op, 0)?;
            if !lt::is_ptr(ctx, ty(ctx, base)) || base != slot.slot.ptr {
                return Some(false);
            }
            let Some((index, offset)) = subslot_access(ctx, &dl, slot, op) else {
                return Some(false);
            };
            let index_attr = i32_index(ctx, u64::from(index));
            let Some(sub_ty) = slot.subelement_type(index_attr) else {
                return Some(false);
            };
            insert_index(used, index_attr);
            let size = dl.type_size(ctx, sub_ty)?;
            let remaining = byte_array(ctx, size - offset);
            must_be_safe.push(MemorySlot {
                ptr: ctx.ops[op].results[0],
                elem_type: remaining,
            });
            return Some(true);
        }
        if is(ctx, op, intr::MEMSET) {
            // The slot's type must be one of the dialect's own.
            if !matches!(ctx.kind(slot.slot.elem_type), TypeKind::Dialect(_)) {
                return Some(false);
            }
            if is_volatile_intr(ctx, op) {
                return Some(false);
            }
            if !all_indices_i32(ctx, slot) {
                return Some(false);
            }
            return Some(writes_only_within_slot(ctx, &dl, op, &slot.slot));
        }
        if is_memcpy_like(ctx, op) {
            if is_volatile_intr(ctx, op) || !all_indices_i32(ctx, slot) {
                return Some(false);
            }
            let full = static_len(ctx, op).is_some()
                && static_len(ctx, op) == dl.type_size(ctx, slot.slot.elem_type);
            if !full {
                return Some(false);
            }
            // Upstream 19 walks a `DenseMap` keyed by attribute addresses here, so the order of
            // the new allocations (and mlir-opt's output) changes from run to run; the fields'
            // order is used instead.
            if operand(ctx, op, 1) == Some(slot.slot.ptr) {
                for &(i, _) in &slot.subelements {
                    insert_index(used, i);
                }
            }
            return Some(true);
        }
        None
    }

    fn rewire(
        &self,
        rw: &mut Rewriter,
        op: OpId,
        slot: &DestructurableSlot,
        subslots: &Subslots,
    ) -> Deletion {
        let dl = layout(rw.ctx, op);
        if LoadOp::is(rw.ctx, op) || StoreOp::is(rw.ctx, op) {
            let zero = i32_index(rw.ctx, 0);
            if let Some(&(_, sub)) = subslots.iter().find(|(i, _)| *i == zero) {
                let index = if LoadOp::is(rw.ctx, op) { 0 } else { 1 };
                rw.ctx.set_operand(op, index, sub.ptr);
            }
            return Deletion::Keep;
        }
        if GEPOp::is(rw.ctx, op) {
            let Some((index, offset)) = subslot_access(rw.ctx, &dl, slot, op) else {
                return Deletion::Keep;
            };
            let index_attr = i32_index(rw.ctx, u64::from(index));
            let Some(&(_, sub)) = subslots.iter().find(|(i, _)| *i == index_attr) else {
                return Deletion::Keep;
            };
            let loc = rw.ctx.ops[op].loc;
            let result = rw.ctx.ops[op].results[0];
            let rt = ty(rw.ctx, result);
            let i8t = rw.ctx.int(8);
            let inbounds = has_unit(rw.ctx, op, "inbounds");
            let st = gep_state(
                rw.ctx,
                loc,
                rt,
                i8t,
                sub.ptr,
                &[i128::from(offset)],
                inbounds,
            );
            if let Some(&new_ptr) = rw.create_or_fold(st).first() {
                rw.ctx.replace_all_uses(result, new_ptr);
            }
            return Deletion::Delete;
        }
        if is(rw.ctx, op, intr::MEMSET) {
            memset_rewire(rw, &dl, op, slot, subslots);
            return Deletion::Delete;
        }
        if is_memcpy_like(rw.ctx, op) {
            memcpy_rewire(rw, &dl, op, slot, subslots);
            return Deletion::Delete;
        }
        Deletion::Keep
    }
}

/// The location of `v`: its op's, or the block argument's.
fn value_loc(ctx: &mut Context, v: ValueId) -> Attribute {
    match ctx.values[v].def {
        crate::ir::ValueDef::OpResult { op, .. } => ctx.ops[op].loc,
        crate::ir::ValueDef::BlockArg { .. } => match ctx.values[v].loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// An `llvm.intr.dbg.value` of `value` for the variable of `declare`, at the insertion point.
fn dbg_value(rw: &mut Rewriter, declare: OpId, value: ValueId) {
    let loc = rw.ctx.ops[declare].loc;
    let var = crate::ods::prop(rw.ctx, declare, "varInfo");
    let expr = crate::ods::prop(rw.ctx, declare, "locationExpr");
    let st = build_state(
        rw.ctx,
        intr::DBG_VALUE,
        loc,
        &[],
        &[Group::One(value)],
        &[("varInfo", var), ("locationExpr", expr)],
    );
    rw.create(st);
}

/// `MemsetOp::rewire`: one memset per used field, covering what the original covered of it.
fn memset_rewire(
    rw: &mut Rewriter,
    dl: &Layout,
    op: OpId,
    slot: &DestructurableSlot,
    subslots: &Subslots,
) {
    let Some(len_v) = operand(rw.ctx, op, 2) else {
        return;
    };
    let Some(len_attr) = crate::transforms::matchers::constant(rw.ctx, len_v) else {
        return;
    };
    let AttrKind::Integer { ty: len_ty, .. } = rw.ctx.attr_kind(len_attr).clone() else {
        return;
    };
    let Some(len) = static_len(rw.ctx, op) else {
        return;
    };
    let packed = lt::struct_info(rw.ctx, slot.slot.elem_type).is_some_and(|s| s.packed);
    let Some(val) = operand(rw.ctx, op, 1) else {
        return;
    };
    let loc = rw.ctx.ops[op].loc;
    let len_loc = value_loc(rw.ctx, len_v);
    let volatile = crate::ods::prop(rw.ctx, op, "isVolatile");
    let mut covered = 0u64;
    for i in 0..slot.subelements.len() {
        let index = i32_index(rw.ctx, i as u64);
        let Some(elem) = slot.subelement_type(index) else {
            continue;
        };
        let Some(size) = dl.type_size(rw.ctx, elem) else {
            return;
        };
        if !packed {
            covered = align_to(covered, dl.abi_alignment(rw.ctx, elem).unwrap_or(1));
        }
        if covered >= len {
            break;
        }
        if let Some(&(_, sub)) = subslots.iter().find(|(k, _)| *k == index) {
            let new_len = (len - covered).min(size);
            let Some(c) = int_constant(rw, len_loc, len_ty, BigInt::from(new_len)) else {
                return;
            };
            let st = build_state(
                rw.ctx,
                intr::MEMSET,
                loc,
                &[],
                &[Group::One(sub.ptr), Group::One(val), Group::One(c)],
                &[("isVolatile", volatile)],
            );
            rw.create(st);
        }
        covered += size;
    }
}

/// `memcpyRewire`: one copy per used field, between the subslot and a GEP into the other side.
fn memcpy_rewire(
    rw: &mut Rewriter,
    dl: &Layout,
    op: OpId,
    slot: &DestructurableSlot,
    subslots: &Subslots,
) {
    if subslots.is_empty() {
        return;
    }
    let (Some(dst), Some(src)) = (operand(rw.ctx, op, 0), operand(rw.ctx, op, 1)) else {
        return;
    };
    let is_dst = slot.slot.ptr == dst;
    let loc = rw.ctx.ops[op].loc;
    let volatile = crate::ods::prop(rw.ctx, op, "isVolatile");
    let ptr = lt::ptr(rw.ctx, 0);
    let def = rw.ctx.ops[op].def;
    let inline = is(rw.ctx, op, intr::MEMCPY_INLINE);
    let len_ty = if inline {
        crate::ods::prop(rw.ctx, op, "len").and_then(|a| match rw.ctx.attr_kind(a) {
            AttrKind::Integer { ty, .. } => Some(*ty),
            _ => None,
        })
    } else {
        operand(rw.ctx, op, 2).map(|v| ty(rw.ctx, v))
    };
    let (Some(def), Some(len_ty)) = (def, len_ty) else {
        return;
    };
    for i in 0..slot.subelements.len() {
        let index = i32_index(rw.ctx, i as u64);
        let Some(&(_, sub)) = subslots.iter().find(|(k, _)| *k == index) else {
            continue;
        };
        let other = if is_dst { src } else { dst };
        let st = gep_state(
            rw.ctx,
            loc,
            ptr,
            slot.slot.elem_type,
            other,
            &[0, i as i128],
            false,
        );
        let gep = rw.create(st);
        let in_other = rw.ctx.ops[gep].results[0];
        let (d, s) = if is_dst {
            (sub.ptr, in_other)
        } else {
            (in_other, sub.ptr)
        };
        let Some(size) = dl.type_size(rw.ctx, sub.elem_type) else {
            continue;
        };
        if inline {
            let len = rw.ctx.int_attr(len_ty, size);
            let st = build_state(
                rw.ctx,
                def,
                loc,
                &[],
                &[Group::One(d), Group::One(s)],
                &[("len", Some(len)), ("isVolatile", volatile)],
            );
            rw.create(st);
        } else {
            let Some(c) = int_constant(rw, loc, len_ty, BigInt::from(size)) else {
                continue;
            };
            let st = build_state(
                rw.ctx,
                def,
                loc,
                &[],
                &[Group::One(d), Group::One(s), Group::One(c)],
                &[("isVolatile", volatile)],
            );
            rw.create(st);
        }
    }
}
