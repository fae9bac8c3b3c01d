//! C-interface wrappers for functions with `llvm.emit_c_interface` (TargetLLVMIR.md, "C-compatible
//! wrapper emission"): memref arguments passed as pointers to descriptors, and a result that is a
//! struct (several results, or a memref descriptor) returned through a first pointer argument.
//!
//! - A defined function `@f` gets `@_mlir_ciface_f`, which loads the descriptors, unpacks them and
//!   calls `@f`.
//! - An external function `@f` gets a body (and private linkage) that packs its arguments into
//!   stack-allocated descriptors and calls the external `@_mlir_ciface_f`.

use super::func_op::FuncInfo;
use crate::conversion::{ConversionRewriter, InsertPoint};
use crate::descriptor::{unpack_descriptor, MemRefDescriptor, UnrankedMemRefDescriptor};
use crate::llvm_build::{call, index_const};
use crate::memref::build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::ops::control::ReturnOp;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::ops::memory::{LoadOp, StoreOp};
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{AttrKind, Attribute, OpId, OpState, Type, TypeKind, ValueId};

/// `Linkage::Private` in the `llvm.linkage` enum.
const PRIVATE: u64 = 0;

/// The wrapper's `!llvm.func` type and, if the result goes through a pointer, the result struct type.
fn c_wrapper_type(
    rw: &mut ConversionRewriter<'_>,
    info: &FuncInfo,
) -> Option<(Type, Option<Type>)> {
    let tc = rw.tc;
    let ctx = &mut *rw.ctx;
    let mut result = if info.results.is_empty() {
        llvm::void(ctx)
    } else {
        tc.pack_function_results(ctx, &info.results, false)?
    };
    let ptr = llvm::ptr(ctx, 0);
    let mut inputs = vec![];
    let result_struct = llvm::is_struct(ctx, result).then_some(result);
    if result_struct.is_some() {
        inputs.push(ptr);
        result = llvm::void(ctx);
    }
    for &t in &info.inputs {
        let c = tc.convert_type(ctx, t)?;
        if !llvm::is_compatible_type(ctx, c) {
            return None;
        }
        inputs.push(match ctx.kind(t) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => ptr,
            _ => c,
        });
    }
    Some((llvm::func_type(ctx, result, inputs, false), result_struct))
}

/// Creates the `llvm.func @_mlir_ciface_<name>` op of `info`'s C interface type (with an empty body
/// region) at the insertion point; returns it and the result struct type if the result goes through
/// a pointer.
fn create_wrapper(
    rw: &mut ConversionRewriter<'_>,
    info: &FuncInfo,
) -> Result<(OpId, Option<Type>), Diagnostic> {
    let Some((ty, result_struct)) = c_wrapper_type(rw, info) else {
        return Err(Diagnostic::at(
            rw.ctx,
            info.loc,
            "cannot build the C interface type of this function",
        ));
    };
    let wrapper = create_wrapper_op(rw, info, ty, result_struct.is_some());
    Ok((wrapper, result_struct))
}

fn create_wrapper_op(
    rw: &mut ConversionRewriter<'_>,
    info: &FuncInfo,
    ty: Type,
    result_struct: bool,
) -> OpId {
    let ctx = &mut *rw.ctx;
    let mut st = OpState::of(ctx, LLVMFuncOp::def(), info.loc);
    let name = ctx.string_attr(&format!("_mlir_ciface_{}", info.name));
    let t = ctx.type_attr(ty);
    st.props.push((ctx.sym("sym_name"), name));
    st.props.push((ctx.sym("function_type"), t));
    if let Some(v) = info.visibility {
        st.props.push((ctx.sym("sym_visibility"), v));
    }
    if !result_struct {
        if let Some(r) = info.res_attrs {
            st.props.push((ctx.sym("res_attrs"), r));
        }
        if let Some(a) = info.arg_attrs {
            st.props.push((ctx.sym("arg_attrs"), a));
        }
    } else if let Some(a) = info.arg_attrs {
        let mut v = vec![ctx.dict_attr(vec![])];
        v.extend(ctx.as_array(a).map(|x| x.to_vec()).unwrap_or_default());
        let arr = ctx.array_attr(v);
        st.props.push((ctx.sym("arg_attrs"), arr));
    }
    st.attrs = info.attrs.clone();
    st.regions.push(ctx.new_region());
    rw.create(st)
}

/// Appends an entry block with the parameters of `func`'s `!llvm.func` type; returns its arguments.
fn add_entry_block(
    rw: &mut ConversionRewriter<'_>,
    func: OpId,
) -> (irbridge::ir::BlockId, Vec<ValueId>) {
    let ctx = &mut *rw.ctx;
    let fty = ctx
        .get_attr(func, "function_type")
        .and_then(|a| ctx.as_type_attr(a))
        .expect("an LLVM function has a type");
    let params = llvm::func_info(ctx, fty)
        .map(|f| f.params.to_vec())
        .unwrap_or_default();
    let region = ctx.ops[func].regions[0];
    let block = ctx.new_block();
    ctx.append_block(region, block);
    let loc = ctx.ops[func].loc;
    let args = params
        .into_iter()
        .map(|t| ctx.add_block_arg(block, t, Some(loc)))
        .collect();
    (block, args)
}

fn return_type(rw: &ConversionRewriter<'_>, func: OpId) -> Option<Type> {
    let fty = rw
        .ctx
        .get_attr(func, "function_type")
        .and_then(|a| rw.ctx.as_type_attr(a))?;
    let ret = llvm::func_info(rw.ctx, fty)?.ret;
    (!llvm::is_void(rw.ctx, ret)).then_some(ret)
}

/// `@_mlir_ciface_<name>` for a defined function: loads descriptors, unpacks them, calls `new_func`.
pub(crate) fn wrap_for_external_callers(
    rw: &mut ConversionRewriter<'_>,
    info: &FuncInfo,
    new_func: OpId,
) -> Result<(), Diagnostic> {
    let (wrapper, result_struct) = create_wrapper(rw, info)?;
    let saved = rw.insertion_point();
    let (block, wargs) = add_entry_block(rw, wrapper);
    rw.set_insertion_point(InsertPoint::End(block));
    let loc = info.loc;
    let offset = usize::from(result_struct.is_some());
    let mut args = vec![];
    for (i, &t) in info.inputs.iter().enumerate() {
        let a = wargs[i + offset];
        match rw.ctx.kind(t) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => {
                let tc = rw.tc;
                let dt = tc.convert_type(rw.ctx, t).expect("converted before");
                let loaded = LoadOp::build(
                    rw, loc, dt, a, None, None, None, None, None, None, None, None, None, None,
                )
                .res(rw.ctx);
                args.extend(unpack_descriptor(rw, t, loaded, loc));
            }
            _ => args.push(a),
        }
    }
    let ret = return_type(rw, new_func);
    let r = call(rw, new_func, &args, ret, loc);
    if result_struct.is_some() {
        let r = r.expect("a struct result");
        StoreOp::build(
            rw, loc, r, wargs[0], None, None, None, None, None, None, None, None, None,
        );
        ReturnOp::build(rw, loc, None);
    } else {
        ReturnOp::build(rw, loc, r);
    }
    rw.set_insertion_point(saved);
    Ok(())
}

/// For an external function: declares `@_mlir_ciface_<name>` and gives `new_func` a private body that
/// packs its arguments into stack descriptors and calls it.
pub(crate) fn wrap_external_function(
    rw: &mut ConversionRewriter<'_>,
    info: &FuncInfo,
    new_func: OpId,
) -> Result<(), Diagnostic> {
    let (wrapper, result_struct) = create_wrapper(rw, info)?;
    if let Ok(id) = irbridge::dialect::enums::lookup("llvm.linkage").ok_or(()) {
        let private = rw.ctx.attr(AttrKind::Enum {
            def: id,
            value: PRIVATE,
        });
        rw.ctx.set_prop(new_func, "linkage", private);
    }
    let saved = rw.insertion_point();
    let (block, fargs) = add_entry_block(rw, new_func);
    rw.set_insertion_point(InsertPoint::End(block));
    let loc = info.loc;
    let ptr = llvm::ptr(rw.ctx, 0);
    let mut args = vec![];
    if let Some(rs) = result_struct {
        let one = index_const(rw, 1, loc);
        let a = build::alloca(rw, ptr, rs, one, 0, loc);
        args.push(a);
    }
    let mut rest: &[ValueId] = &fargs;
    for &t in &info.inputs {
        let tc = rw.tc;
        match rw.ctx.kind(t).clone() {
            TypeKind::MemRef { shape, .. } => {
                let n = 3 + 2 * shape.len();
                let dt = tc.convert_type(rw.ctx, t).expect("converted before");
                let packed = MemRefDescriptor::pack(rw, dt, &rest[..n], loc).value;
                rest = &rest[n..];
                args.push(store_on_stack(rw, packed, dt, ptr, loc));
            }
            TypeKind::UnrankedMemRef { .. } => {
                let dt = tc.convert_type(rw.ctx, t).expect("converted before");
                let packed = UnrankedMemRefDescriptor::pack(rw, dt, rest[0], rest[1], loc).value;
                rest = &rest[2..];
                args.push(store_on_stack(rw, packed, dt, ptr, loc));
            }
            _ => {
                args.push(rest[0]);
                rest = &rest[1..];
            }
        }
    }
    let ret = return_type(rw, wrapper);
    let r = call(rw, wrapper, &args, ret, loc);
    if let Some(rs) = result_struct {
        let v = LoadOp::build(
            rw, loc, rs, args[0], None, None, None, None, None, None, None, None, None, None,
        )
        .res(rw.ctx);
        ReturnOp::build(rw, loc, Some(v));
    } else {
        ReturnOp::build(rw, loc, r);
    }
    rw.set_insertion_point(saved);
    Ok(())
}

fn store_on_stack(
    rw: &mut ConversionRewriter<'_>,
    v: ValueId,
    ty: Type,
    ptr: Type,
    loc: Attribute,
) -> ValueId {
    let one = index_const(rw, 1, loc);
    let a = build::alloca(rw, ptr, ty, one, 0, loc);
    StoreOp::build(
        rw, loc, v, a, None, None, None, None, None, None, None, None, None,
    );
    a
}
