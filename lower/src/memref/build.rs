//! The `llvm` op builders of the memref lowering: the general ones of [`crate::llvm_build`]
//! (re-exported here: index constants with `index`-typed values as upstream's
//! `createIndexAttrConstant`, binary ops, GEPs, calls) plus integer arithmetic, loads/stores, allocas,
//! pointer casts, and finding/declaring runtime functions in the enclosing module. Every builder fills
//! in the properties upstream materializes by default, so the ops print as the parser would have built
//! them.

use crate::conversion::rewriter::add_default_props;
use crate::conversion::ConversionRewriter;
use crate::llvm_build::declare_fn;
pub use crate::llvm_build::{binary, call_symbol as call, gep, index_const, int_const, GepArg};
use irbridge::dialect::builtin::ModuleOp;
use irbridge::dialect::llvm::ops::arith::{AddOp, MulOp, SubOp};
use irbridge::dialect::llvm::ops::casts::PtrToIntOp;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::ops::memory::{AllocaOp, LoadOp, StoreOp};
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{Attribute, Context, OpId, OpState, Type, ValueId};
use irbridge::ods::OpDef;

/// An `OpState` with the op's default-valued properties filled in where `props` leaves them out, for
/// ops that need successors or regions before they are created.
pub fn state(
    ctx: &mut Context,
    def: &'static OpDef,
    loc: Attribute,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpState {
    let mut st = OpState::of(ctx, def, loc);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    st.props = props.iter().map(|(k, v)| (ctx.sym(k), *v)).collect();
    add_default_props(ctx, &mut st);
    st
}

pub fn add(rw: &mut ConversionRewriter<'_>, a: ValueId, b: ValueId, loc: Attribute) -> ValueId {
    binary(rw, AddOp::def(), a, b, loc)
}
pub fn mul(rw: &mut ConversionRewriter<'_>, a: ValueId, b: ValueId, loc: Attribute) -> ValueId {
    binary(rw, MulOp::def(), a, b, loc)
}
pub fn sub(rw: &mut ConversionRewriter<'_>, a: ValueId, b: ValueId, loc: Attribute) -> ValueId {
    binary(rw, SubOp::def(), a, b, loc)
}

/// `llvm.ptrtoint p : ptr to iN` (the converted index type).
pub fn ptr_to_index(rw: &mut ConversionRewriter<'_>, p: ValueId, loc: Attribute) -> ValueId {
    let t = rw.tc.index_type(rw.ctx);
    PtrToIntOp::build(rw, loc, t, p).res(rw.ctx)
}

/// `llvm.load p : ptr -> ty` (no alignment, not volatile).
pub fn load(rw: &mut ConversionRewriter<'_>, ty: Type, p: ValueId, loc: Attribute) -> ValueId {
    LoadOp::build(
        rw, loc, ty, p, None, None, None, None, None, None, None, None, None, None,
    )
    .res(rw.ctx)
}

/// `llvm.store v, p`.
pub fn store(rw: &mut ConversionRewriter<'_>, v: ValueId, p: ValueId, loc: Attribute) -> OpId {
    StoreOp::build(
        rw, loc, v, p, None, None, None, None, None, None, None, None, None,
    )
    .id()
}

/// `llvm.alloca count x elem -> !llvm.ptr<as>` with an optional alignment.
pub fn alloca(
    rw: &mut ConversionRewriter<'_>,
    ptr_ty: Type,
    elem: Type,
    count: ValueId,
    alignment: u64,
    loc: Attribute,
) -> ValueId {
    let e = rw.ctx.type_attr(elem);
    let i64t = rw.ctx.i64();
    let align = (alignment != 0).then(|| rw.ctx.int_attr(i64t, alignment as i64));
    AllocaOp::build(rw, loc, ptr_ty, count, align, e, None).res(rw.ctx)
}

/// The `builtin.module` (or other symbol table) enclosing `op`.
pub fn enclosing_module(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(o) = cur {
        if ModuleOp::is(ctx, o) {
            return Some(o);
        }
        cur = ctx.parent_op(o);
    }
    None
}

/// Looks up `llvm.func @name` in the module enclosing `anchor` (through the rewriter's symbol table
/// cache, so many allocations stay linear), declaring it at the start of the module if absent
/// (upstream's `lookupOrCreateFn`). Fails if a symbol of that name exists with another type.
pub fn lookup_or_declare_fn(
    rw: &mut ConversionRewriter<'_>,
    anchor: OpId,
    name: &str,
    params: &[Type],
    ret: Type,
) -> Result<(), String> {
    let Some(module) = enclosing_module(rw.ctx, anchor) else {
        return Err("expected the op to be inside a module".into());
    };
    let fty = llvm::func_type(rw.ctx, ret, params.to_vec(), false);
    if let Some(existing) = rw.lookup_symbol(module, name.as_bytes()) {
        let ok = LLVMFuncOp::is(rw.ctx, existing)
            && rw
                .ctx
                .get_attr(existing, "function_type")
                .and_then(|a| rw.ctx.as_type_attr(a))
                == Some(fty);
        return if ok {
            Ok(())
        } else {
            Err(format!(
                "a symbol named '{name}' already exists with a different type"
            ))
        };
    }
    declare_fn(rw, module, name, fty);
    Ok(())
}

/// The type of `op`'s operand `i` if the type converter converts it (else the pattern does not apply).
pub fn convertible_operand_type(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    i: usize,
) -> Option<Type> {
    let t = rw.ctx.value_type(rw.ctx.operand(op, i));
    rw.tc.convert_type(rw.ctx, t).map(|_| t)
}

/// The converted pointer type of a memref's data (its memory space as the address space).
pub fn elem_ptr_type(rw: &mut ConversionRewriter<'_>, memref_ty: Type) -> Option<Type> {
    let ms = match rw.ctx.kind(memref_ty) {
        irbridge::ir::TypeKind::MemRef { memory_space, .. }
        | irbridge::ir::TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => return None,
    };
    let a = crate::type_converter::memory_space_to_addr_space(rw.ctx, ms)?;
    Some(llvm::ptr(rw.ctx, a))
}
