//! Small `llvm` op builders the memref lowering needs beyond [`crate::lower::llvm_build`]: index
//! constants with `index`-typed values (as upstream's `createIndexAttrConstant`), integer arithmetic,
//! GEPs, pointer casts, calls, and finding/declaring runtime functions in the enclosing module.
//! Every builder fills in the properties upstream materializes by default, so the ops print as the
//! parser would have built them.

use crate::lower::conversion::ConversionRewriter;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, ValueId};

/// `GEPOp::kDynamicIndex`: the raw constant index that stands for the next dynamic index.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// One GEP index: a constant (folded into `rawConstantIndices`) or an SSA value.
#[derive(Copy, Clone, Debug)]
pub enum GepArg {
    Const(i32),
    Value(ValueId),
}

/// Creates `name` at the insertion point with the given properties plus the op's default properties.
pub fn op(
    rw: &mut ConversionRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let st = state(rw.ctx, name, loc, operands, results, props);
    rw.create(st)
}

/// Like [`op`] for a single-result op; returns the result.
pub fn val(
    rw: &mut ConversionRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: &[ValueId],
    result: Type,
    props: &[(&str, Attribute)],
) -> ValueId {
    let o = op(rw, name, loc, operands, &[result], props);
    rw.ctx.result(o, 0)
}

/// An `OpState` with the op's default-valued properties filled in where `props` leaves them out.
pub fn state(
    ctx: &mut Context,
    name: &str,
    loc: Attribute,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpState {
    let mut st = OpState::new(ctx.sym(name), loc);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    st.props = props.iter().map(|(k, v)| (ctx.sym(k), *v)).collect();
    if let Some(def) = irbridge::dialect::lookup(name) {
        for (pname, make) in def.default_props {
            let k = ctx.sym(pname);
            if !st.props.iter().any(|(pk, _)| *pk == k) {
                let v = make(ctx);
                st.props.push((k, v));
            }
        }
    }
    st
}

/// `llvm.mlir.constant(v : index) : iN` (the value attribute is `index`-typed, as upstream makes it).
pub fn index_const(rw: &mut ConversionRewriter<'_>, v: i64, loc: Attribute) -> ValueId {
    let idx = rw.ctx.index();
    let a = rw.ctx.int_attr(idx, v);
    let t = rw.tc.index_type(rw.ctx);
    val(rw, "llvm.mlir.constant", loc, &[], t, &[("value", a)])
}

/// `llvm.mlir.constant(v : ty) : ty`.
pub fn int_const(rw: &mut ConversionRewriter<'_>, ty: Type, v: i64, loc: Attribute) -> ValueId {
    let a = rw.ctx.int_attr(ty, v);
    val(rw, "llvm.mlir.constant", loc, &[], ty, &[("value", a)])
}

/// A two-operand integer op (`llvm.add`, `llvm.mul`, `llvm.sub`, `llvm.urem`, ...) of `a`'s type.
pub fn binary(
    rw: &mut ConversionRewriter<'_>,
    name: &str,
    a: ValueId,
    b: ValueId,
    loc: Attribute,
) -> ValueId {
    let t = rw.ctx.value_type(a);
    val(rw, name, loc, &[a, b], t, &[])
}

pub fn add(rw: &mut ConversionRewriter<'_>, a: ValueId, b: ValueId, loc: Attribute) -> ValueId {
    binary(rw, "llvm.add", a, b, loc)
}
pub fn mul(rw: &mut ConversionRewriter<'_>, a: ValueId, b: ValueId, loc: Attribute) -> ValueId {
    binary(rw, "llvm.mul", a, b, loc)
}
pub fn sub(rw: &mut ConversionRewriter<'_>, a: ValueId, b: ValueId, loc: Attribute) -> ValueId {
    binary(rw, "llvm.sub", a, b, loc)
}

/// `llvm.getelementptr base[args] : (...) -> result, elem`.
pub fn gep(
    rw: &mut ConversionRewriter<'_>,
    result: Type,
    elem: Type,
    base: ValueId,
    args: &[GepArg],
    loc: Attribute,
) -> ValueId {
    let mut operands = vec![base];
    let mut raw = vec![];
    for a in args {
        match a {
            GepArg::Const(c) => raw.push(*c as i128),
            GepArg::Value(v) => {
                raw.push(DYNAMIC_INDEX as i128);
                operands.push(*v);
            }
        }
    }
    let i32t = rw.ctx.i32();
    let raw = rw.ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        values: raw,
    });
    let elem = rw.ctx.type_attr(elem);
    val(
        rw,
        "llvm.getelementptr",
        loc,
        &operands,
        result,
        &[("elem_type", elem), ("rawConstantIndices", raw)],
    )
}

/// `llvm.ptrtoint p : ptr to iN` (the converted index type).
pub fn ptr_to_index(rw: &mut ConversionRewriter<'_>, p: ValueId, loc: Attribute) -> ValueId {
    let t = rw.tc.index_type(rw.ctx);
    val(rw, "llvm.ptrtoint", loc, &[p], t, &[])
}

/// `llvm.load p : ptr -> ty` (no alignment, not volatile).
pub fn load(rw: &mut ConversionRewriter<'_>, ty: Type, p: ValueId, loc: Attribute) -> ValueId {
    val(rw, "llvm.load", loc, &[p], ty, &[])
}

/// `llvm.store v, p`.
pub fn store(rw: &mut ConversionRewriter<'_>, v: ValueId, p: ValueId, loc: Attribute) -> OpId {
    op(rw, "llvm.store", loc, &[v, p], &[], &[])
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
    let mut props = vec![("elem_type", e)];
    if alignment != 0 {
        let i64t = rw.ctx.i64();
        props.push(("alignment", rw.ctx.int_attr(i64t, alignment as i64)));
    }
    val(rw, "llvm.alloca", loc, &[count], ptr_ty, &props)
}

/// `llvm.call @callee(args) : (...) -> result` (`result` `None` for a void callee).
pub fn call(
    rw: &mut ConversionRewriter<'_>,
    callee: &str,
    args: &[ValueId],
    result: Option<Type>,
    loc: Attribute,
) -> OpId {
    let c = rw.ctx.symbol_ref(callee);
    let results: Vec<Type> = result.into_iter().collect();
    op(rw, "llvm.call", loc, args, &results, &[("callee", c)])
}

/// The `builtin.module` (or other symbol table) enclosing `op`.
pub fn enclosing_module(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(o) = cur {
        if ctx.op_name(o) == "builtin.module" {
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
        let ok = rw.ctx.op_name(existing) == "llvm.func"
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
    let loc = rw.ctx.unknown_loc();
    let ft = rw.ctx.type_attr(fty);
    let sn = rw.ctx.string_attr(name);
    let mut st = state(
        rw.ctx,
        "llvm.func",
        loc,
        &[],
        &[],
        &[("function_type", ft), ("sym_name", sn)],
    );
    st.regions = vec![rw.ctx.new_region()];
    let f = rw.ctx.create_op(st);
    let region = rw.ctx.ops[module].regions[0];
    let block = rw.ctx.entry_block(region).expect("module body");
    match rw.ctx.blocks[block].first {
        Some(first) => rw.ctx.insert_op_before(first, f),
        None => rw.ctx.append_op(block, f),
    }
    rw.register_symbol(module, f);
    Ok(())
}

/// The converted pointer type of a memref's data (its memory space as the address space).
pub fn elem_ptr_type(rw: &mut ConversionRewriter<'_>, memref_ty: Type) -> Option<Type> {
    let ms = match rw.ctx.kind(memref_ty) {
        irbridge::ir::TypeKind::MemRef { memory_space, .. }
        | irbridge::ir::TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => return None,
    };
    let a = crate::lower::type_converter::memory_space_to_addr_space(rw.ctx, ms)?;
    Some(llvm::ptr(rw.ctx, a))
}
