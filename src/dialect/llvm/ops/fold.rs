//! The folders of the `llvm` dialect (MLIR 19's LLVMDialect.cpp: `hasFolder` on `or`, `shl`, `icmp`,
//! `getelementptr`, `bitcast`, `addrspacecast`, `zext`, `extractvalue` and the constant-like ops), the
//! values its constant-like ops fold to, and the dialect's constant materializer. The dialect has no
//! canonicalization patterns in 19.

use super::aggregates::InsertValueOp;
use super::constants::{AddressOfOp, ConstantOp, PoisonOp, UndefOp, ZeroOp};
use super::memory::AllocaOp;
use crate::dialect::llvm::types as lt;
use crate::ir::apint::ApInt;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, ValueId};
use crate::ods::{AttrSource, FoldResult, FoldValue, TypedOp};
use crate::transforms::consts as c;

type Ops<'a> = &'a [Option<Attribute>];

fn value(v: ValueId) -> FoldResult {
    FoldResult::Values(vec![FoldValue::Value(v)])
}

fn attr(a: Attribute) -> FoldResult {
    FoldResult::Values(vec![FoldValue::Attr(a)])
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.value_type(ctx.ops[op].results[0])
}

/// The op defining `v` if it is `T`.
fn def_of<T: TypedOp>(ctx: &Context, v: ValueId) -> Option<OpId> {
    let d = ctx.defining_op(v)?;
    T::is(ctx, d).then_some(d)
}

// ---- constant-like ops -------------------------------------------------------------------------------------

/// `#llvm.<mnemonic>` (`undef`, `poison`, `zero`): parameterless structured attributes.
fn marker(src: &mut dyn AttrSource, mnemonic: &str) -> Option<Attribute> {
    let name = src.sym(&format!("llvm.{mnemonic}"))?;
    src.attr(AttrKind::DialectStruct {
        name,
        params: vec![],
    })
}

fn is_marker(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DialectStruct { name, params }
        if params.is_empty() && ctx.str(*name).strip_prefix("llvm.") == Some(mnemonic))
}

/// `UndefOp::fold`: `#llvm.undef`.
pub fn undef_value(src: &mut dyn AttrSource, _op: OpId) -> Option<Attribute> {
    marker(src, "undef")
}

/// `PoisonOp::fold`: `#llvm.poison`.
pub fn poison_value(src: &mut dyn AttrSource, _op: OpId) -> Option<Attribute> {
    marker(src, "poison")
}

/// `AddressOfOp::fold`: the symbol it names.
pub fn addressof_value(src: &mut dyn AttrSource, op: OpId) -> Option<Attribute> {
    crate::ods::prop(src.ctx(), op, "global_name")
}

/// `ZeroOp::fold`: `Builder::getZeroAttr` of its type when there is one (integers, floats, builtin
/// vectors of them), else `#llvm.zero`.
pub fn zero_value(src: &mut dyn AttrSource, op: OpId) -> Option<Attribute> {
    let ctx = src.ctx();
    let ty = result_type(ctx, op);
    let scalar = |ctx: &Context, t: Type| match ctx.kind(t) {
        TypeKind::Integer { .. } | TypeKind::Index => Some(AttrKind::Integer {
            value: 0.into(),
            ty: t,
        }),
        TypeKind::Float(_) => Some(AttrKind::Float { bits: 0, ty: t }),
        _ => None,
    };
    let kind = match ctx.kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let elem = ctx.element_type(ty);
            scalar(ctx, elem).map(|_| AttrKind::DenseElements {
                ty,
                splat: true,
                data: vec![0u8; crate::ir::attrs::dense_elem_bytes(ctx, elem)].into(),
            })
        }
        _ => scalar(ctx, ty),
    };
    match kind {
        Some(k) => src.attr(k),
        None => marker(src, "zero"),
    }
}

// ---- the materializer --------------------------------------------------------------------------------------

/// `LLVMDialect::materializeConstant`: `addressof` for a symbol of pointer type, `undef`/`poison`/`zero`
/// for their attributes, else `llvm.mlir.constant` if the value can be one of type `ty`.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    use crate::ods::typed::{build_state, Group};
    let flat_symbol =
        matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if flat_symbol && lt::is_ptr(ctx, ty) {
        let g = Group::One(ty);
        let attrs = [("global_name", Some(value))];
        return Some(build_state(ctx, AddressOfOp::def(), loc, &[g], &[], &attrs));
    }
    let marker_op = [
        ("undef", UndefOp::def()),
        ("poison", PoisonOp::def()),
        ("zero", ZeroOp::def()),
    ]
    .into_iter()
    .find(|(m, _)| is_marker(ctx, value, m));
    if let Some((_, def)) = marker_op {
        return Some(build_state(ctx, def, loc, &[Group::One(ty)], &[], &[]));
    }
    if !constant_buildable(ctx, value, ty) {
        return None;
    }
    let attrs = [("value", Some(value))];
    Some(build_state(
        ctx,
        ConstantOp::def(),
        loc,
        &[Group::One(ty)],
        &[],
        &attrs,
    ))
}

/// `LLVM::ConstantOp::isBuildableWith`: an integer, float or elements attribute of type `ty`, an
/// LLVM-compatible type.
fn constant_buildable(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let typed = match ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::Sparse { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        _ => None,
    };
    typed == Some(ty) && lt::is_compatible_type(ctx, ty)
}

// ---- folders -----------------------------------------------------------------------------------------------

/// `OrOp::fold`: two integer constants.
pub fn or(ctx: &mut Context, op: OpId, k: Ops<'_>) -> FoldResult {
    let (Some(l), Some(r)) = (int(ctx, k[0]), int(ctx, k[1])) else {
        return FoldResult::None;
    };
    let ty = result_type(ctx, op);
    attr(c::int_attr(ctx, ty, l.or(r)))
}

/// `ShlOp::fold`: two integer constants, the shift amount below the width (no poison folding).
pub fn shl(ctx: &mut Context, op: OpId, k: Ops<'_>) -> FoldResult {
    let Some(r) = int(ctx, k[1]) else {
        return FoldResult::None;
    };
    let width = c::int_width(ctx, ctx.value_type(ctx.ops[op].operands[0])).unwrap_or(0);
    if r.bits >= u128::from(width) {
        return FoldResult::None;
    }
    let Some(l) = int(ctx, k[0]) else {
        return FoldResult::None;
    };
    let ty = result_type(ctx, op);
    attr(c::int_attr(ctx, ty, l.shl(r.bits as u32)))
}

/// `ZExtOp::fold`: an integer constant, widened.
pub fn zext(ctx: &mut Context, op: OpId, k: Ops<'_>) -> FoldResult {
    let Some(v) = int(ctx, k[0]) else {
        return FoldResult::None;
    };
    let ty = result_type(ctx, op);
    let Some(w) = c::int_width(ctx, ty).filter(|w| *w <= crate::ir::apint::MAX_WIDTH) else {
        return FoldResult::None;
    };
    attr(c::int_attr(ctx, ty, v.zext(w)))
}

/// An `IntegerAttr` operand's value.
fn int(ctx: &Context, a: Option<Attribute>) -> Option<ApInt> {
    c::int_attr_value(ctx, a?)
}

/// `ICmpOp::fold`: `eq`/`ne` of a value with itself, or of an `alloca` with null (operands swapped
/// so the `alloca` comes first).
pub fn icmp(ctx: &mut Context, op: OpId, _k: Ops<'_>) -> FoldResult {
    const EQ: i64 = 0;
    const NE: i64 = 1;
    let pred = crate::ods::prop(ctx, op, "predicate").and_then(|a| ctx.as_i64(a));
    let Some(pred) = pred.filter(|p| *p == EQ || *p == NE) else {
        return FoldResult::None;
    };
    let (lhs, rhs) = (ctx.ops[op].operands[0], ctx.ops[op].operands[1]);
    let ty = result_type(ctx, op);
    if lhs == rhs {
        return attr(bool_attr(ctx, ty, pred == EQ));
    }
    let is_alloca = |v| def_of::<AllocaOp>(ctx, v).is_some();
    let is_zero = |v| def_of::<ZeroOp>(ctx, v).is_some();
    if is_alloca(lhs) && is_zero(rhs) {
        return attr(bool_attr(ctx, ty, pred == NE));
    }
    if is_zero(lhs) && is_alloca(rhs) {
        ctx.set_operand(op, 0, rhs);
        ctx.set_operand(op, 1, lhs);
        return FoldResult::InPlace;
    }
    FoldResult::None
}

/// `getBoolAttribute`: `true`/`false`, or a splat of it for a shaped type.
fn bool_attr(ctx: &mut Context, ty: Type, v: bool) -> Attribute {
    let s = c::Scalar::Int(ApInt::new(1, v as u128).unwrap_or(ApInt::zero(1)));
    if ctx.kind(ty).is_shaped() {
        c::splat(ctx, ty, s)
    } else {
        let i1 = ctx.i1();
        c::scalar_attr(ctx, i1, s)
    }
}

/// `foldChainableCast` (`bitcast`, `addrspacecast`): a cast to its operand's type is the operand; a
/// cast back through another cast of the same kind is the first operand; a chain of two becomes one.
pub fn chainable_cast(ctx: &mut Context, op: OpId, _k: Ops<'_>) -> FoldResult {
    let arg = ctx.ops[op].operands[0];
    let ty = result_type(ctx, op);
    if ctx.value_type(arg) == ty {
        return value(arg);
    }
    let prev = ctx
        .defining_op(arg)
        .filter(|p| ctx.ops[*p].name == ctx.ops[op].name);
    let Some(prev) = prev else {
        return FoldResult::None;
    };
    let first = ctx.ops[prev].operands[0];
    if ctx.value_type(first) == ty {
        return value(first);
    }
    ctx.set_operand(op, 0, first);
    FoldResult::InPlace
}

/// `ExtractValueOp::fold`: through a chain of `insertvalue`s, the value inserted at the same
/// position; an insertion at a disjoint position is skipped (the extraction then reads its
/// container); one at a prefix or extension of the position stops the walk.
pub fn extractvalue(ctx: &mut Context, op: OpId, _k: Ops<'_>) -> FoldResult {
    let position = |ctx: &Context, o: OpId| {
        crate::ods::prop(ctx, o, "position")
            .and_then(|a| ctx.as_dense_i64_array(a))
            .unwrap_or_default()
    };
    let pos = position(ctx, op);
    let mut result = FoldResult::None;
    let mut insert = def_of::<InsertValueOp>(ctx, ctx.ops[op].operands[0]);
    while let Some(ins) = insert {
        let ipos = position(ctx, ins);
        if ipos == pos {
            return value(ctx.ops[ins].operands[1]);
        }
        let min = pos.len().min(ipos.len());
        if pos[..min] == ipos[..min] {
            return result;
        }
        let container = ctx.ops[ins].operands[0];
        ctx.set_operand(op, 0, container);
        result = FoldResult::InPlace;
        insert = def_of::<InsertValueOp>(ctx, container);
    }
    result
}

/// `GEPOp::kDynamicIndex`.
const DYNAMIC_INDEX: i128 = i32::MIN as i128;

/// `GEPOp::fold`: `gep %x[0]` of the base's own type is `%x`; dynamic indices that are constants
/// fitting in 32 bits become constant indices.
pub fn gep(ctx: &mut Context, op: OpId, k: Ops<'_>) -> FoldResult {
    let Some(raw_attr) = crate::ods::prop(ctx, op, "rawConstantIndices") else {
        return FoldResult::None;
    };
    let AttrKind::DenseArray { values: raw, .. } = ctx.attr_kind(raw_attr) else {
        return FoldResult::None;
    };
    let raw = raw.clone();
    let operands = ctx.ops[op].operands.to_vec();
    let base = operands[0];
    // Each index: a constant one, or a dynamic one (its operand and its constant value, if any).
    let mut next_dynamic = 1;
    let mut indices = Vec::with_capacity(raw.len());
    for &r in &raw {
        if r == DYNAMIC_INDEX {
            let i = next_dynamic;
            next_dynamic += 1;
            let Some(&v) = operands.get(i) else {
                return FoldResult::None;
            };
            indices.push(Err((
                v,
                k.get(i).copied().flatten().and_then(|a| int(ctx, Some(a))),
            )));
        } else {
            indices.push(Ok(r));
        }
    }
    if ctx.value_type(base) == result_type(ctx, op) && indices.len() == 1 {
        let zero = match &indices[0] {
            Ok(r) => *r == 0,
            Err((_, v)) => v.is_some_and(|v| v.is_zero()),
        };
        if zero {
            return value(base);
        }
    }
    let mut changed = false;
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut dynamic = vec![base];
    for idx in indices {
        match idx {
            Ok(r) => new_raw.push(r),
            Err((_, Some(c))) if i32::try_from(c.s()).is_ok() => {
                changed = true;
                new_raw.push(c.s());
            }
            Err((v, _)) => {
                new_raw.push(DYNAMIC_INDEX);
                dynamic.push(v);
            }
        }
    }
    if !changed {
        return FoldResult::None;
    }
    ctx.set_operands(op, dynamic);
    let elem = ctx.i32();
    let a = ctx.attr(AttrKind::DenseArray {
        elem,
        values: new_raw,
    });
    ctx.set_prop(op, "rawConstantIndices", a);
    FoldResult::InPlace
}
