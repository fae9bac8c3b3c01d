//! Creating common `llvm` dialect ops through a [`ConversionRewriter`]: the small builders every
//! lowering pattern needs (constants, undef, struct field access, GEP, calls, function declarations).

use super::conversion::rewriter::add_default_props;
use super::conversion::ConversionRewriter;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{Attribute, OpId, OpState, Type, ValueId};

/// `llvm.mlir.undef : ty`.
pub fn undef(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    rw.create_value("llvm.mlir.undef", loc, &[], ty, &[])
}
/// `llvm.mlir.poison : ty`.
pub fn poison(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    rw.create_value("llvm.mlir.poison", loc, &[], ty, &[])
}
/// `llvm.mlir.zero : ty`.
pub fn zero(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    rw.create_value("llvm.mlir.zero", loc, &[], ty, &[])
}
/// `llvm.mlir.constant(value) : ty` for an integer type.
pub fn int_const(rw: &mut ConversionRewriter<'_>, ty: Type, value: i64, loc: Attribute) -> ValueId {
    let a = rw.ctx.int_attr(ty, value);
    rw.create_value("llvm.mlir.constant", loc, &[], ty, &[("value", a)])
}
/// `llvm.mlir.constant` with an explicit value attribute.
pub fn constant(
    rw: &mut ConversionRewriter<'_>,
    ty: Type,
    value: Attribute,
    loc: Attribute,
) -> ValueId {
    rw.create_value("llvm.mlir.constant", loc, &[], ty, &[("value", value)])
}
/// An `iN` constant for an index value, written `llvm.mlir.constant(v : index) : iN` as upstream's
/// `createIndexAttrConstant` does.
pub fn index_const(rw: &mut ConversionRewriter<'_>, value: i64, loc: Attribute) -> ValueId {
    let t = rw.tc.index_type(rw.ctx);
    let it = rw.ctx.index();
    let a = rw.ctx.int_attr(it, value);
    constant(rw, t, a, loc)
}

/// The `llvm.func` named `name` at the top of `module`, or a new declaration of it with this signature
/// inserted at the start of the module (upstream's `lookupOrCreateFn`).
pub fn lookup_or_create_fn(
    rw: &mut ConversionRewriter<'_>,
    module: OpId,
    name: &str,
    params: &[Type],
    ret: Type,
) -> OpId {
    if let Some(f) = rw.lookup_symbol(module, name.as_bytes()) {
        if !rw.is_dead(f) {
            return f;
        }
    }
    let body = rw.ctx.ops[module].regions[0];
    let block = rw.ctx.entry_block(body).expect("a module has a body");
    let fty = llvm::func_type(rw.ctx, ret, params.to_vec(), false);
    let loc = rw.ctx.unknown_loc();
    let mut st = OpState::new(rw.ctx.sym("llvm.func"), loc);
    let n = rw.ctx.string_attr(name);
    let t = rw.ctx.type_attr(fty);
    st.props.push((rw.ctx.sym("sym_name"), n));
    st.props.push((rw.ctx.sym("function_type"), t));
    st.regions.push(rw.ctx.new_region());
    add_default_props(rw.ctx, &mut st);
    let f = rw.ctx.create_op(st);
    match rw.ctx.blocks[block].first {
        Some(first) => rw.ctx.insert_op_before(first, f),
        None => rw.ctx.append_op(block, f),
    }
    rw.register_symbol(module, f);
    f
}

/// `llvm.call @f(args)`; the result if `ret` is given.
pub fn call(
    rw: &mut ConversionRewriter<'_>,
    func: OpId,
    args: &[ValueId],
    ret: Option<Type>,
    loc: Attribute,
) -> Option<ValueId> {
    let name = rw
        .ctx
        .get_attr(func, "sym_name")
        .and_then(|a| rw.ctx.as_str_attr(a))
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .unwrap_or_default();
    let callee = rw.ctx.symbol_ref(&name);
    let op = rw.create_op(
        "llvm.call",
        loc,
        args,
        &ret.into_iter().collect::<Vec<_>>(),
        &[("callee", callee)],
    );
    rw.ctx.ops[op].results.first().copied()
}
/// `llvm.extractvalue agg[pos] : agg_ty`; the result type is the field's type.
pub fn extract_value(
    rw: &mut ConversionRewriter<'_>,
    agg: ValueId,
    pos: &[i64],
    loc: Attribute,
) -> ValueId {
    let agg_ty = rw.ctx.value_type(agg);
    let ty = field_type(rw, agg_ty, pos);
    let p = rw.dense_i64(pos);
    rw.create_value("llvm.extractvalue", loc, &[agg], ty, &[("position", p)])
}
/// `llvm.insertvalue v, agg[pos]`; returns the new aggregate.
pub fn insert_value(
    rw: &mut ConversionRewriter<'_>,
    agg: ValueId,
    v: ValueId,
    pos: &[i64],
    loc: Attribute,
) -> ValueId {
    let agg_ty = rw.ctx.value_type(agg);
    let p = rw.dense_i64(pos);
    rw.create_value(
        "llvm.insertvalue",
        loc,
        &[agg, v],
        agg_ty,
        &[("position", p)],
    )
}

/// The type at `pos` inside a struct/array type.
pub fn field_type(rw: &ConversionRewriter<'_>, mut t: Type, pos: &[i64]) -> Type {
    for &i in pos {
        t = if let Some((e, _)) = llvm::array_info(rw.ctx, t) {
            e
        } else {
            llvm::struct_elems(rw.ctx, t)[i as usize]
        };
    }
    t
}
