//! Memory ops of the `llvm` dialect: `alloca` (parsed in C++ upstream), `load`, `store`,
//! `getelementptr`, `fence`, `cmpxchg` and `atomicrmw`, with their atomic orderings (`N : i64`
//! properties written as keywords), `syncscope("..")`, unit flags (`volatile`, `inbounds`, `weak`, ...)
//! and the metadata arrays (`tbaa`, `access_groups`, `alias_scopes`, `noalias_scopes`).

use super::constraints::*;
use super::syntax::{err_at_name, expect_keyword, set_prop, unit_prop_if};
use crate::diag::DResult;
use crate::dialect::llvm::attrs::enums as le;
use crate::dialect::llvm::types as lt;
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Context, OpId, OpState, Type, TypeKind};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::format::{DirectiveParseArgs, DirectivePrintArgs};
use crate::ods::{CustomDirective, Effect, EffectInstance, EffectOn, OpConstraint, TypeTransform};
use crate::verify::op_err;

crate::ops! {
    /// `llvm.alloca %n x T : (i64) -> !llvm.ptr` (parsed in C++ upstream).
    pub struct AllocaOp = "llvm.alloca" {
        operands: [array_size "arraySize": ANY_SIGNLESS_INTEGER],
        results: [res: ANY_POINTER],
        attrs: [
            alignment "alignment": I64_ATTR [optional],
            elem_type "elem_type": TYPE_ATTR,
            inalloca "inalloca": UNIT_ATTR [optional],
        ],
        custom: (parse_alloca, print_alloca),
        def: { verify: Some(verify_alloca), effects: Some(alloca_effects) },
    }

    /// `llvm.getelementptr inbounds %p[%i, 0] : (!llvm.ptr, i64) -> !llvm.ptr, T`.
    pub struct GEPOp = "llvm.getelementptr" {
        traits: [PURE],
        operands: [base: PTR_LIKE, dynamic_indices "dynamicIndices": INT_LIKE [variadic]],
        results: [res: PTR_LIKE],
        attrs: [
            raw_constant_indices "rawConstantIndices": DENSE_I32_ARRAY_ATTR,
            elem_type "elem_type": TYPE_ATTR,
            inbounds "inbounds": UNIT_ATTR [optional],
        ],
        format: "(`inbounds` $inbounds^)?
            $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict
            `:` functional-type(operands, results) `,` $elem_type",
        def: {
            directives: &[GEP_INDICES],
            verify: Some(verify_gep),
            fold: Some(super::fold::gep),
        },
    }

    /// `llvm.load %p : !llvm.ptr -> T`.
    pub struct LoadOp = "llvm.load" {
        operands: [addr: ANY_POINTER],
        results: [res: LOADABLE],
        attrs: [
            alignment "alignment": I64_ATTR [optional],
            volatile_ "volatile_": UNIT_ATTR [optional],
            nontemporal "nontemporal": UNIT_ATTR [optional],
            invariant "invariant": UNIT_ATTR [optional],
            ordering "ordering": ATOMIC_ORDERING = NOT_ATOMIC,
            syncscope "syncscope": STRING_ATTR [optional],
            access_groups "access_groups": ACCESS_GROUPS [optional],
            alias_scopes "alias_scopes": ALIAS_SCOPES [optional],
            noalias_scopes "noalias_scopes": ALIAS_SCOPES [optional],
            tbaa "tbaa": TBAA [optional],
        ],
        format: "(`volatile` $volatile_^)? $addr
            (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
            (`invariant` $invariant^)?
            attr-dict `:` qualified(type($addr)) `->` type($res)",
        def: { verify: Some(verify_load), effects: Some(load_effects) },
    }

    /// `llvm.store %v, %p : T, !llvm.ptr`.
    pub struct StoreOp = "llvm.store" {
        operands: [value: LOADABLE, addr: ANY_POINTER],
        attrs: [
            alignment "alignment": I64_ATTR [optional],
            volatile_ "volatile_": UNIT_ATTR [optional],
            nontemporal "nontemporal": UNIT_ATTR [optional],
            ordering "ordering": ATOMIC_ORDERING = NOT_ATOMIC,
            syncscope "syncscope": STRING_ATTR [optional],
            access_groups "access_groups": ACCESS_GROUPS [optional],
            alias_scopes "alias_scopes": ALIAS_SCOPES [optional],
            noalias_scopes "noalias_scopes": ALIAS_SCOPES [optional],
            tbaa "tbaa": TBAA [optional],
        ],
        format: "(`volatile` $volatile_^)? $value `,` $addr
            (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
            attr-dict `:` type($value) `,` qualified(type($addr))",
        def: { verify: Some(verify_store), effects: Some(store_effects) },
    }

    /// `llvm.fence syncscope("agent") acquire`.
    pub struct FenceOp = "llvm.fence" {
        attrs: [
            ordering "ordering": ATOMIC_ORDERING,
            syncscope "syncscope": STRING_ATTR [optional],
        ],
        format: "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict",
        def: { verify: Some(verify_fence) },
    }

    /// `llvm.cmpxchg %p, %cmp, %val acq_rel monotonic : !llvm.ptr, i32`.
    pub struct AtomicCmpXchgOp = "llvm.cmpxchg" {
        operands: [ptr: ANY_POINTER, cmp_value "cmp": CMPXCHG_TYPE, val: CMPXCHG_TYPE],
        results: [res: ANY_STRUCT],
        attrs: [
            success_ordering "success_ordering": ATOMIC_ORDERING,
            failure_ordering "failure_ordering": ATOMIC_ORDERING,
            syncscope "syncscope": STRING_ATTR [optional],
            alignment "alignment": I64_ATTR [optional],
            weak "weak": UNIT_ATTR [optional],
            volatile_ "volatile_": UNIT_ATTR [optional],
            access_groups "access_groups": ACCESS_GROUPS [optional],
            alias_scopes "alias_scopes": ALIAS_SCOPES [optional],
            noalias_scopes "noalias_scopes": ALIAS_SCOPES [optional],
            tbaa "tbaa": TBAA [optional],
        ],
        format: "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val
            (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering
            attr-dict `:` qualified(type($ptr)) `,` type($val)",
        def: {
            constraints: &[
                OpConstraint::TypesMatchWith {
                    lhs: "val",
                    rhs: "cmp",
                    transform: SAME,
                    summary: "operand #1 and operand #2 have the same type",
                },
                OpConstraint::TypesMatchWith {
                    lhs: "val",
                    rhs: "res",
                    transform: VAL_AND_BOOL,
                    summary: "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
                },
            ],
            verify: Some(verify_cmpxchg),
        },
    }

    /// `llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32`.
    pub struct AtomicRMWOp = "llvm.atomicrmw" {
        operands: [ptr: ANY_POINTER, val: RMW_TYPE],
        results: [res: RMW_TYPE],
        attrs: [
            bin_op "bin_op": ATOMIC_BIN_OP,
            ordering "ordering": ATOMIC_ORDERING,
            syncscope "syncscope": STRING_ATTR [optional],
            alignment "alignment": I64_ATTR [optional],
            volatile_ "volatile_": UNIT_ATTR [optional],
            access_groups "access_groups": ACCESS_GROUPS [optional],
            alias_scopes "alias_scopes": ALIAS_SCOPES [optional],
            noalias_scopes "noalias_scopes": ALIAS_SCOPES [optional],
            tbaa "tbaa": TBAA [optional],
        ],
        format: "(`volatile` $volatile_^)? $bin_op $ptr `,` $val
            (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:`
            qualified(type($ptr)) `,` type($val)",
        def: {
            constraints: &[OpConstraint::TypesMatchWith {
                lhs: "val",
                rhs: "res",
                transform: SAME,
                summary: "result #0 and operand #1 have the same type",
            }],
            verify: Some(verify_rmw),
        },
    }
}

/// Every memory op.
pub static OPS: &[&crate::ods::OpDef] = &[
    AllocaOp::def(),
    GEPOp::def(),
    LoadOp::def(),
    StoreOp::def(),
    FenceOp::def(),
    AtomicCmpXchgOp::def(),
    AtomicRMWOp::def(),
];

/// `TypesMatchWith<..., "$_self">`.
const SAME: TypeTransform = TypeTransform {
    apply: |_, t| t,
    matches: |_, a, b| a == b,
};

/// `getValAndBoolStructType($_self)`: `!llvm.struct<(T, i1)>`.
const VAL_AND_BOOL: TypeTransform = TypeTransform {
    apply: |ctx, t| {
        let i1 = ctx.i1();
        lt::struct_literal(ctx, vec![t, i1], false)
    },
    matches: |ctx, val, res| {
        lt::struct_info(ctx, res).is_some_and(|s| {
            s.name.is_none()
                && !s.packed
                && s.elems.len() == 2
                && s.elems[0] == val
                && crate::ods::constraint::is_i1(ctx, s.elems[1])
        })
    },
};

/// Atomic orderings, by name, for the rules.
mod ord {
    pub const NOT_ATOMIC: u64 = 0;
    pub const MONOTONIC: u64 = 2;
    pub const ACQUIRE: u64 = 4;
    pub const RELEASE: u64 = 5;
    pub const ACQ_REL: u64 = 6;
}

fn ordering(ctx: &Context, op: OpId, name: &str) -> u64 {
    crate::ods::prop(ctx, op, name)
        .and_then(|a| int_enum_value(ctx, a, &le::ATOMIC_ORDERING))
        .unwrap_or(0)
}

fn has(ctx: &Context, op: OpId, name: &str) -> bool {
    crate::ods::prop(ctx, op, name).is_some()
}

// ---- alloca -------------------------------------------------------------------------------------------------

/// `AllocaOp::parse`: `inalloca? %size x T attr-dict : (i64) -> !llvm.ptr`.
fn parse_alloca(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    unit_prop_if(p, st, "inalloca", "inalloca");
    let size = p.parse_operand()?;
    expect_keyword(p, "x")?;
    let elem = p.parse_type()?;
    p.parse_optional_attr_dict(st)?;
    let dup_elem_type = st
        .attrs
        .iter()
        .any(|(k, _)| p.ctx_ref().str(*k) == "elem_type");
    p.parse_punct(Punct::Colon)?;
    let ty_off = p.offset();
    let fty = p.parse_type()?;
    let alignment = p.sym("alignment");
    if let Some(i) = st.attrs.iter().position(|(k, _)| *k == alignment) {
        let Some(v) = p.ctx_ref().as_int_attr(st.attrs[i].1) else {
            return Err(err_at_name(p, st, "expected integer alignment"));
        };
        if v.sign() == num_bigint::Sign::NoSign {
            st.attrs.remove(i);
        }
    }
    // Inherent attributes of the dictionary that do not convert to their property are dropped.
    let ctx = p.ctx_ref();
    st.attrs.retain(|(k, v)| {
        AllocaOp::def()
            .attr(ctx.str(*k))
            .is_none_or(|ad| ad.constraint.storage_accepts(ctx, *v))
    });
    let (input, result) = match p.ctx_ref().kind(fty) {
        TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
            (inputs[0], results[0])
        }
        _ => {
            return Err(p.error_at(
                ty_off,
                "expected trailing function type with one argument and one result".into(),
            ))
        }
    };
    st.operands = vec![p.resolve_operand(&size, input)?];
    if lt::is_ptr(p.ctx_ref(), result) {
        if dup_elem_type {
            return Err(err_at_name(
                p,
                st,
                "attribute 'elem_type' occurs more than once in the attribute list",
            ));
        }
        let a = p.ctx().type_attr(elem);
        set_prop(p, st, "elem_type", a);
    }
    st.result_types = vec![result];
    Ok(())
}

fn print_alloca(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let inalloca = has(ctx, op, "inalloca");
    let elem = crate::ods::prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a));
    let align_set = crate::ods::prop(ctx, op, "alignment")
        .and_then(|a| ctx.as_i64(a))
        .is_some_and(|v| v != 0);
    let ins = ctx.operand_types(op);
    let outs = ctx.result_types(op);
    let operands = super::syntax::operands(p, op);
    if inalloca {
        p.write(" inalloca");
    }
    p.write(" ");
    p.print_operands(&operands);
    p.write(" x ");
    super::syntax::print_opt_type(p, elem);
    if align_set {
        p.print_optional_attr_dict(op, &["elem_type", "inalloca"]);
    } else {
        p.print_optional_attr_dict(op, &["alignment", "elem_type", "inalloca"]);
    }
    p.write(" : ");
    p.print_functional_type(&ins, &outs);
}

fn verify_alloca(ctx: &Context, op: OpId) -> DResult<()> {
    let elem = crate::ods::prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a));
    if let Some(ti) = elem.and_then(|t| lt::target_info(ctx, t)) {
        if !target_supports_mem_ops(ti.name) {
            return Err(op_err(
                ctx,
                op,
                "this target extension type cannot be used in alloca",
            ));
        }
    }
    Ok(())
}

// ---- load / store -------------------------------------------------------------------------------------------

fn verify_load(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(t) = super::syntax::result_type(ctx, op) else {
        return Ok(());
    };
    verify_atomic_mem_op(ctx, op, t, &[ord::RELEASE, ord::ACQ_REL])
}

fn verify_store(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(t) = super::syntax::operand_type(ctx, op, 0) else {
        return Ok(());
    };
    verify_atomic_mem_op(ctx, op, t, &[ord::ACQUIRE, ord::ACQ_REL])
}

/// `isTypeCompatibleWithAtomicOp` with the default data layout: integers, pointers and LLVM floats whose
/// size is a power of two of at least 8 bits.
fn atomic_compatible(ctx: &Context, t: Type) -> bool {
    let bits = match ctx.kind(t) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Float(k) if lt::is_compatible_float_type(ctx, t) => match k {
            FloatKind::F80 => 80,
            k => k.bit_width() as u64,
        },
        _ if lt::is_ptr(ctx, t) => 64,
        _ if lt::is_compatible_float_type(ctx, t) => 128,
        _ => return false,
    };
    bits >= 8 && bits.is_power_of_two()
}

/// `verifyAtomicMemOp`.
fn verify_atomic_mem_op(ctx: &Context, op: OpId, t: Type, unsupported: &[u64]) -> DResult<()> {
    let ordering = ordering(ctx, op, "ordering");
    if ordering != ord::NOT_ATOMIC {
        if !atomic_compatible(ctx, t) {
            let ts = crate::print::type_to_string(ctx, t);
            return Err(op_err(
                ctx,
                op,
                format!("unsupported type '{ts}' for atomic access"),
            ));
        }
        if unsupported.contains(&ordering) {
            let kw = le::ATOMIC_ORDERING.keyword(ordering).unwrap_or("");
            return Err(op_err(ctx, op, format!("unsupported ordering '{kw}'")));
        }
        if !has(ctx, op, "alignment") {
            return Err(op_err(ctx, op, "expected alignment for atomic access"));
        }
        return Ok(());
    }
    if has(ctx, op, "syncscope") {
        return Err(op_err(
            ctx,
            op,
            "expected syncscope to be null for non-atomic access",
        ));
    }
    Ok(())
}

// ---- getelementptr ------------------------------------------------------------------------------------------

/// `GEPOp::kDynamicIndex`: a `rawConstantIndices` entry standing for the next dynamic index.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

/// `custom<GEPIndices>($dynamicIndices, $rawConstantIndices)`: constants and SSA values, in order.
const GEP_INDICES: CustomDirective = CustomDirective {
    name: "GEPIndices",
    parse: parse_gep_indices,
    print: print_gep_indices,
};

fn parse_gep_indices(
    p: &mut dyn AsmParser,
    _st: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let mut dynamic = vec![];
    let mut raw: Vec<i128> = vec![];
    loop {
        let off = p.offset();
        match p.parse_optional_integer()? {
            Some(v) => {
                let Some(v) = i32::try_from(&v).ok() else {
                    return Err(p.error_at(off, "integer value too large".into()));
                };
                raw.push(v as i128);
            }
            None => {
                raw.push(DYNAMIC_INDEX as i128);
                dynamic.push(p.parse_operand()?);
            }
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    *args.operands(0) = dynamic;
    let ctx = p.ctx();
    let elem = ctx.i32();
    *args.attr(1) = Some(ctx.attr(AttrKind::DenseArray { elem, values: raw }));
    Ok(())
}

fn print_gep_indices(p: &mut dyn AsmPrinter, _op: OpId, args: &DirectivePrintArgs<'_>) {
    let ctx = p.ctx();
    let dynamic = args.operands(ctx, 0).to_vec();
    let raw = args
        .attr(ctx, 1)
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let mut dynamic = dynamic.into_iter();
    for (i, v) in raw.into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC_INDEX {
            match dynamic.next() {
                Some(d) => p.print_operand(d),
                None => p.write("<<INVALID INDEX>>"),
            }
        } else {
            p.write_int(v);
        }
    }
}

fn verify_gep(ctx: &Context, op: OpId) -> DResult<()> {
    let raw = crate::ods::prop(ctx, op, "rawConstantIndices")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let ndyn = ctx.ops[op].operands.len().saturating_sub(1);
    if raw.iter().filter(|v| **v == DYNAMIC_INDEX).count() != ndyn {
        return Err(op_err(
            ctx,
            op,
            "expected as many dynamic indices as specified in 'rawConstantIndices'",
        ));
    }
    let Some(mut ty) = crate::ods::prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a))
    else {
        return Ok(());
    };
    // `verifyStructIndices`, from index 1: struct indices must be in-bounds constants; arrays and vectors
    // are stepped through; anything else cannot be indexed further.
    for (pos, &idx) in raw.iter().enumerate().skip(1) {
        if let Some(s) = lt::struct_info(ctx, ty) {
            if idx == DYNAMIC_INDEX {
                return Err(op_err(
                    ctx,
                    op,
                    format!("expected index {pos} indexing a struct to be constant"),
                ));
            }
            match usize::try_from(idx).ok().and_then(|i| s.elems.get(i)) {
                Some(e) => ty = *e,
                None => {
                    return Err(op_err(
                        ctx,
                        op,
                        format!("index {pos} indexing a struct is out of bounds"),
                    ))
                }
            }
        } else if let Some(e) = container_elem(ctx, ty) {
            ty = e;
        } else {
            let ts = crate::print::type_to_string(ctx, ty);
            return Err(op_err(
                ctx,
                op,
                format!("type '{ts}' cannot be indexed (index #{pos})"),
            ));
        }
    }
    Ok(())
}

/// The element of an array or (builtin or LLVM) vector type.
fn container_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.kind(t) {
        TypeKind::Vector { elem, .. } => Some(*elem),
        _ => lt::array_info(ctx, t)
            .map(|a| a.0)
            .or_else(|| lt::llvm_vec_info(ctx, t).map(|v| v.0)),
    }
}

// ---- fence / cmpxchg / atomicrmw ----------------------------------------------------------------------------

fn verify_fence(ctx: &Context, op: OpId) -> DResult<()> {
    if ordering(ctx, op, "ordering") <= ord::MONOTONIC {
        return Err(op_err(
            ctx,
            op,
            "can be given only acquire, release, acq_rel, and seq_cst orderings",
        ));
    }
    Ok(())
}

fn verify_cmpxchg(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(val) = super::syntax::operand_type(ctx, op, 2) else {
        return Ok(());
    };
    if !atomic_compatible(ctx, val) {
        return Err(op_err(ctx, op, "unexpected LLVM IR type"));
    }
    let s = ordering(ctx, op, "success_ordering");
    let f = ordering(ctx, op, "failure_ordering");
    if s < ord::MONOTONIC || f < ord::MONOTONIC {
        return Err(op_err(ctx, op, "ordering must be at least 'monotonic'"));
    }
    if f == ord::RELEASE || f == ord::ACQ_REL {
        return Err(op_err(
            ctx,
            op,
            "failure ordering cannot be 'release' or 'acq_rel'",
        ));
    }
    Ok(())
}

/// `fadd`, `fsub`, `fmax`, `fmin`.
fn is_float_bin_op(b: u64) -> bool {
    matches!(b, 11..=14)
}

fn verify_rmw(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(val) = super::syntax::operand_type(ctx, op, 1) else {
        return Ok(());
    };
    let bin = crate::ods::prop(ctx, op, "bin_op")
        .and_then(|a| int_enum_value(ctx, a, &le::ATOMIC_BIN_OP))
        .unwrap_or(0);
    if is_float_bin_op(bin) {
        if !lt::is_compatible_float_type(ctx, val) {
            return Err(op_err(ctx, op, "expected LLVM IR floating point type"));
        }
    } else if bin == 0 {
        if !atomic_compatible(ctx, val) {
            return Err(op_err(ctx, op, "unexpected LLVM IR type for 'xchg' bin_op"));
        }
    } else if !matches!(
        ctx.kind(val),
        TypeKind::Integer {
            width: 8 | 16 | 32 | 64,
            ..
        }
    ) {
        return Err(op_err(ctx, op, "expected LLVM IR integer type"));
    }
    if ordering(ctx, op, "ordering") < ord::MONOTONIC {
        return Err(op_err(ctx, op, "expected at least 'monotonic' ordering"));
    }
    Ok(())
}

// ---- memory effects -------------------------------------------------------------------------------------

/// `alloca`'s result: `MemAlloc<AutomaticAllocationScopeResource>`.
fn alloca_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance {
        effect: Effect::Allocate,
        on: EffectOn::Result(0),
        resource: Some("AutomaticAllocationScope"),
    });
}

/// A volatile access, or an atomic one stronger than `unordered`, may read and write any memory.
fn synchronizes(ctx: &Context, op: OpId, out: &mut Vec<EffectInstance>) {
    let volatile = crate::ods::prop(ctx, op, "volatile_").is_some();
    let ordering = crate::ods::prop(ctx, op, "ordering")
        .and_then(|a| int_enum_value(ctx, a, &le::ATOMIC_ORDERING))
        .unwrap_or(0);
    if volatile || ordering > 1 {
        for effect in [Effect::Write, Effect::Read] {
            out.push(EffectInstance {
                effect,
                on: EffectOn::Resource,
                resource: None,
            });
        }
    }
}

/// `LoadOp::getEffects`: reads its address (and more when volatile or atomic).
fn load_effects(ctx: &Context, op: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance {
        effect: Effect::Read,
        on: EffectOn::Operand(0),
        resource: None,
    });
    synchronizes(ctx, op, out);
}

/// `StoreOp::getEffects`: writes its address (and more when volatile or atomic).
fn store_effects(ctx: &Context, op: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance {
        effect: Effect::Write,
        on: EffectOn::Operand(1),
        resource: None,
    });
    synchronizes(ctx, op, out);
}
