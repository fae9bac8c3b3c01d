//! Memory: `alloca`, `load`, `store`, `getelementptr`, `fence`, `atomicrmw`, `cmpxchg`, with alignment,
//! volatile, atomic ordering and sync scope, and the access metadata (TBAA, alias scopes, access
//! groups, `!nontemporal`, `!invariant.load`).

use super::super::llvm::Val;
use super::super::syncscope::SetError;
use super::super::{TResult, Translator};
use super::OpFn;
use irbridge::dialect::llvm::ops::memory::{
    AllocaOp, AtomicCmpXchgOp, AtomicRMWOp, FenceOp, LoadOp, StoreOp,
};
use irbridge::ir::OpId;
use irbridge_llvm::tables;

pub(super) const OPS: &[(&str, OpFn)] = &[
    (AllocaOp::NAME, alloca),
    (LoadOp::NAME, load),
    (StoreOp::NAME, store),
    (irbridge::dialect::llvm::ops::memory::GEPOp::NAME, gep),
    (FenceOp::NAME, fence),
    (AtomicRMWOp::NAME, atomicrmw),
    (AtomicCmpXchgOp::NAME, cmpxchg),
];

/// `GEPOp::kDynamicIndex`.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

fn alloca(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let ctx = t.ctx;
    let elem = ctx
        .get_attr(op, "elem_type")
        .and_then(|a| ctx.as_type_attr(a))
        .ok_or_else(|| t.err(op, "expected 'elem_type'"))?;
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let addr_space = irbridge::dialect::llvm::types::ptr_addr_space(ctx, rt).unwrap_or(0);
    let ety = t.ty(elem, op)?;
    let count = t.operand(op, 0)?;
    let r = if t.unit_prop(op, "inalloca") && addr_space == 0 {
        t.ll.alloca_inalloca(ety, count).ok_or_else(|| {
            t.err(op, "'inalloca' allocas of identified struct types are not supported by irbridge's translator")
        })?
    } else if t.unit_prop(op, "inalloca") {
        return Err(t.err(
            op,
            "'inalloca' allocas outside address space 0 are not supported by irbridge's translator",
        ));
    } else {
        t.ll.alloca(ety, count, addr_space)
    };
    if let Some(a) = t.alignment(op)? {
        t.ll.set_alignment(r, a);
    }
    t.map_result(op, r);
    Ok(())
}

/// The atomic ordering in property `prop`.
fn ordering(
    t: &Translator<'_, '_>,
    op: OpId,
    prop: &str,
) -> TResult<inkwell::llvm_sys::LLVMAtomicOrdering> {
    t.enum_prop_c_api(op, prop, &tables::ATOMIC_ORDERING, "atomic ordering")
}

/// Gives the atomic instruction `inst` the op's `syncscope`, as upstream's
/// `getOrInsertSyncScopeID(*op.getSyncscope())`: absent (or `""`) is the system scope, any other
/// name is registered in the context.
fn set_scope(t: &Translator<'_, '_>, op: OpId, inst: Val<'_>) -> TResult<()> {
    let Some(name) = t.str_prop(op, "syncscope").filter(|s| !s.is_empty()) else {
        return Ok(());
    };
    t.ll.set_sync_scope(inst, name).map_err(|e| match e {
        SetError::TooManyScopes => t.err(
            op,
            format!(
                "sync scope \"{}\" is one too many: an LLVM context numbers at most 256 sync scopes (254 besides the system and single-thread ones)",
                String::from_utf8_lossy(name)
            ),
        ),
        SetError::NotAtomic => t.err(op, "expected syncscope to be null for non-atomic access"),
    })
}

/// The ordering and sync scope of an atomic load or store (nothing for a non-atomic one).
fn set_atomic(t: &Translator<'_, '_>, op: OpId, inst: Val<'_>) -> TResult<()> {
    let ord = ordering(t, op, "ordering")?;
    if Some(ord) != tables::ATOMIC_ORDERING.default_c_api() {
        t.ll.set_ordering(inst, ord);
        set_scope(t, op, inst)?;
    }
    Ok(())
}

fn load(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let ty = t.ty(rt, op)?;
    let p = t.operand(op, 0)?;
    let r = t.ll.load(ty, p);
    if t.unit_prop(op, "volatile_") {
        t.ll.set_volatile(r);
    }
    if t.unit_prop(op, "invariant") {
        let empty = t.ll.md_node(&[]);
        t.ll.set_metadata(r, "invariant.load", empty);
    }
    t.access_metadata(op, r)?;
    nontemporal(t, op, r);
    set_atomic(t, op, r)?;
    if let Some(a) = t.alignment(op)? {
        t.ll.set_alignment(r, a);
    }
    t.map_result(op, r);
    Ok(())
}

fn store(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let v = t.operand(op, 0)?;
    let p = t.operand(op, 1)?;
    let r = t.ll.store(v, p);
    if t.unit_prop(op, "volatile_") {
        t.ll.set_volatile(r);
    }
    t.access_metadata(op, r)?;
    nontemporal(t, op, r);
    set_atomic(t, op, r)?;
    if let Some(a) = t.alignment(op)? {
        t.ll.set_alignment(r, a);
    }
    Ok(())
}

/// `!nontemporal !{i32 1}`.
fn nontemporal(t: &Translator<'_, '_>, op: OpId, inst: Val<'_>) {
    if t.unit_prop(op, "nontemporal") {
        let one = t.ll.const_int(t.ll.int_ty(32), 1);
        let md = t.ll.md_node(&[Some(t.ll.md_value(one))]);
        t.ll.set_metadata(inst, "nontemporal", md);
    }
}

fn gep(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let ctx = t.ctx;
    let elem = ctx
        .get_attr(op, "elem_type")
        .and_then(|a| ctx.as_type_attr(a))
        .ok_or_else(|| t.err(op, "expected 'elem_type'"))?;
    let ety = t.ty(elem, op)?;
    let base = t.operand(op, 0)?;
    let raw = ctx
        .get_attr(op, "rawConstantIndices")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let i32t = t.ll.int_ty(32);
    let mut dynamic = 1;
    let mut idx = Vec::with_capacity(raw.len());
    for r in raw {
        if r == DYNAMIC_INDEX {
            idx.push(t.operand(op, dynamic)?);
            dynamic += 1;
        } else {
            idx.push(t.ll.const_int(i32t, r as u64));
        }
    }
    let r = t.ll.gep(ety, base, &idx, t.unit_prop(op, "inbounds"));
    t.map_result(op, r);
    Ok(())
}

fn fence(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let ord = ordering(t, op, "ordering")?;
    let r = t.ll.fence(ord);
    set_scope(t, op, r)
}

fn atomicrmw(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let bin = t.enum_prop_c_api(op, "bin_op", &tables::ATOMIC_BIN_OP, "atomicrmw operation")?;
    let ord = ordering(t, op, "ordering")?;
    let (p, v) = (t.operand(op, 0)?, t.operand(op, 1)?);
    let r = t.ll.atomic_rmw(bin, p, v, ord);
    set_scope(t, op, r)?;
    if let Some(a) = t.alignment(op)? {
        t.ll.set_alignment(r, a);
    }
    if t.unit_prop(op, "volatile_") {
        t.ll.set_volatile(r);
    }
    t.access_metadata(op, r)?;
    t.map_result(op, r);
    Ok(())
}

fn cmpxchg(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let ok = ordering(t, op, "success_ordering")?;
    let fail = ordering(t, op, "failure_ordering")?;
    let (p, c, n) = (t.operand(op, 0)?, t.operand(op, 1)?, t.operand(op, 2)?);
    let r = t.ll.cmpxchg(p, c, n, ok, fail);
    set_scope(t, op, r)?;
    if let Some(a) = t.alignment(op)? {
        t.ll.set_alignment(r, a);
    }
    if t.unit_prop(op, "weak") {
        t.ll.set_weak(r);
    }
    if t.unit_prop(op, "volatile_") {
        t.ll.set_volatile(r);
    }
    t.access_metadata(op, r)?;
    t.map_result(op, r);
    Ok(())
}
