//! Creating common `llvm` dialect ops through a [`ConversionRewriter`]: the small builders every
//! lowering pattern needs (constants, undef, struct field access, GEP, calls, function declarations).

use super::conversion::rewriter::add_default_props;
use super::conversion::ConversionRewriter;
use irbridge::dialect::llvm::attrs::enums::ICMP_PREDICATE;
use irbridge::dialect::llvm::ops::aggregates::{ExtractValueOp, InsertValueOp};
use irbridge::dialect::llvm::ops::arith::{ICmpOp, SelectOp};
use irbridge::dialect::llvm::ops::call::CallOp;
use irbridge::dialect::llvm::ops::constants::{ConstantOp, PoisonOp, UndefOp, ZeroOp};
use irbridge::dialect::llvm::ops::control::{BrOp, CondBrOp};
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::ops::memory::GEPOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, OpState, Type, ValueId};
use irbridge::ods::OpDef;

/// `llvm.mlir.undef : ty`.
pub fn undef(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    UndefOp::build(rw, loc, ty).res(rw.ctx)
}
/// `llvm.mlir.poison : ty`.
pub fn poison(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    PoisonOp::build(rw, loc, ty).res(rw.ctx)
}
/// `llvm.mlir.zero : ty`.
pub fn zero(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> ValueId {
    ZeroOp::build(rw, loc, ty).res(rw.ctx)
}
/// `llvm.mlir.constant(value) : ty` for an integer type.
pub fn int_const(rw: &mut ConversionRewriter<'_>, ty: Type, value: i64, loc: Attribute) -> ValueId {
    let a = rw.ctx.int_attr(ty, value);
    ConstantOp::build(rw, loc, ty, a).res(rw.ctx)
}
/// `llvm.mlir.constant` with an explicit value attribute.
pub fn constant(
    rw: &mut ConversionRewriter<'_>,
    ty: Type,
    value: Attribute,
    loc: Attribute,
) -> ValueId {
    ConstantOp::build(rw, loc, ty, value).res(rw.ctx)
}
/// An `iN` constant for an index value, written `llvm.mlir.constant(v : index) : iN` as upstream's
/// `createIndexAttrConstant` does.
pub fn index_const(rw: &mut ConversionRewriter<'_>, value: i64, loc: Attribute) -> ValueId {
    let t = rw.tc.index_type(rw.ctx);
    let it = rw.ctx.index();
    let a = rw.ctx.int_attr(it, value);
    constant(rw, t, a, loc)
}

/// A two-operand op without properties (`llvm.add`, `llvm.mul`, `llvm.sdiv`, ...) of `a`'s type.
pub fn binary(
    rw: &mut ConversionRewriter<'_>,
    op: &'static OpDef,
    a: ValueId,
    b: ValueId,
    loc: Attribute,
) -> ValueId {
    let t = rw.ctx.value_type(a);
    rw.create_value(op, loc, &[a, b], t, &[])
}
/// `llvm.icmp "pred" a, b` with the predicate given by its keyword (`eq`, `slt`, ...).
pub fn icmp(
    rw: &mut ConversionRewriter<'_>,
    pred: &str,
    a: ValueId,
    b: ValueId,
    loc: Attribute,
) -> ValueId {
    let p = ICMP_PREDICATE
        .symbolize(pred)
        .expect("an integer comparison predicate keyword");
    let pa = rw.ctx.i64_attr(p as i64);
    let i1 = rw.ctx.i1();
    ICmpOp::build(rw, loc, i1, a, b, pa).res(rw.ctx)
}
/// `llvm.select c, a, b` of `a`'s type.
pub fn select(
    rw: &mut ConversionRewriter<'_>,
    c: ValueId,
    a: ValueId,
    b: ValueId,
    loc: Attribute,
) -> ValueId {
    let t = rw.ctx.value_type(a);
    SelectOp::build(rw, loc, t, c, a, b, None).res(rw.ctx)
}

/// `llvm.br ^dest(args)` at the insertion point.
pub fn br(
    rw: &mut ConversionRewriter<'_>,
    dest: BlockId,
    args: &[ValueId],
    loc: Attribute,
) -> OpId {
    BrOp::build(rw, loc, args, None, dest).id()
}
/// `llvm.cond_br cond, ^on_true(true_args), ^on_false(false_args)` at the insertion point.
pub fn cond_br(
    rw: &mut ConversionRewriter<'_>,
    cond: ValueId,
    (on_true, true_args): (BlockId, &[ValueId]),
    (on_false, false_args): (BlockId, &[ValueId]),
    loc: Attribute,
) -> OpId {
    CondBrOp::build(
        rw, loc, cond, true_args, false_args, None, None, on_true, on_false,
    )
    .id()
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
    let fty = llvm::func_type(rw.ctx, ret, params.to_vec(), false);
    declare_fn(rw, module, name, fty)
}

/// A new body-less `llvm.func @name : fty` at the start of `module`'s body, recorded in the rewriter's
/// symbol table cache (it is created outside the insertion point).
pub fn declare_fn(rw: &mut ConversionRewriter<'_>, module: OpId, name: &str, fty: Type) -> OpId {
    let body = rw.ctx.ops[module].regions[0];
    let block = rw.ctx.entry_block(body).expect("a module has a body");
    let mut st = fn_declaration(rw.ctx, name, fty);
    add_default_props(rw.ctx, &mut st);
    let f = rw.ctx.create_op(st);
    match rw.ctx.blocks[block].first {
        Some(first) => rw.ctx.insert_op_before(first, f),
        None => rw.ctx.append_op(block, f),
    }
    rw.register_symbol(module, f);
    f
}

/// The state of a body-less `llvm.func @name : fty` at an unknown location.
pub fn fn_declaration(ctx: &mut Context, name: &str, fty: Type) -> OpState {
    let loc = ctx.unknown_loc();
    let mut st = OpState::of(ctx, LLVMFuncOp::def(), loc);
    let n = ctx.string_attr(name);
    let t = ctx.type_attr(fty);
    st.props.push((ctx.sym("sym_name"), n));
    st.props.push((ctx.sym("function_type"), t));
    st.regions.push(ctx.new_region());
    st
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
    let op = call_symbol(rw, &name, args, ret, loc);
    rw.ctx.ops[op].results.first().copied()
}
/// `llvm.call @callee(args) : (...) -> ret` (`ret` `None` for a void callee); returns the call op.
pub fn call_symbol(
    rw: &mut ConversionRewriter<'_>,
    callee: &str,
    args: &[ValueId],
    ret: Option<Type>,
    loc: Attribute,
) -> OpId {
    let c = rw.ctx.symbol_ref(callee);
    CallOp::build(
        rw,
        loc,
        ret,
        args,
        None,
        Some(c),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
    .id()
}
/// `GEPOp::kDynamicIndex`: the raw constant index that stands for the next dynamic index.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// One GEP index: a constant (folded into `rawConstantIndices`) or an SSA value.
#[derive(Copy, Clone, Debug)]
pub enum GepArg {
    Const(i32),
    Value(ValueId),
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
    let mut dynamic = vec![];
    let mut raw = vec![];
    for a in args {
        match a {
            GepArg::Const(c) => raw.push(*c as i128),
            GepArg::Value(v) => {
                raw.push(DYNAMIC_INDEX as i128);
                dynamic.push(*v);
            }
        }
    }
    let i32t = rw.ctx.i32();
    let raw = rw.ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        values: raw,
    });
    let elem = rw.ctx.type_attr(elem);
    GEPOp::build(rw, loc, result, base, &dynamic, raw, elem, None).res(rw.ctx)
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
    ExtractValueOp::build(rw, loc, ty, agg, p).res(rw.ctx)
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
    InsertValueOp::build(rw, loc, agg_ty, agg, v, p).res(rw.ctx)
}

/// The converted type of `op`'s result `i`, or `None` where the type converter has no conversion for
/// it (the pattern does not apply).
pub fn converted_result_type(rw: &mut ConversionRewriter<'_>, op: OpId, i: usize) -> Option<Type> {
    let t = rw.ctx.value_type(rw.ctx.result(op, i));
    rw.tc.convert_type(rw.ctx, t)
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
