//! Memory ops of the `llvm` dialect: `alloca`, `load`, `store`, `getelementptr`, `fence`, `cmpxchg` and
//! `atomicrmw`, with their atomic orderings (`N : i64` properties written as keywords), `syncscope("..")`,
//! unit flags (`volatile`, `inbounds`, `weak`, ...) and the metadata arrays (`tbaa`, `access_groups`,
//! `alias_scopes`, `noalias_scopes`) that the attr-dict carries.

use super::core_ods::{
    self as ods, absorb_inherent, attr, custom_err, custom_err_at_name, kw_prop,
    parse_kw_enum_prop, parse_optional_syncscope, prop, req, set_prop, unit_prop_if, ACon,
    AttrSpec, LTy, Sig, ACCESS_GROUPS, ALIAS_SCOPES, ALIGNMENT, NOALIAS_SCOPES, NONTEMPORAL,
    SYNCSCOPE, TBAA, VOLATILE,
};
use crate::diag::DResult;
use crate::dialect::llvm::attrs::enums::{ATOMIC_BIN_OP, ATOMIC_ORDERING};
use crate::dialect::llvm::types as lt;
use crate::dialect::{traits, DefaultFn, OpDef};
use crate::ir::float::FloatKind;
use crate::ir::{Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

const LOAD_INHERENT: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "invariant",
    "noalias_scopes",
    "nontemporal",
    "ordering",
    "syncscope",
    "tbaa",
    "volatile_",
];
const STORE_INHERENT: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "noalias_scopes",
    "nontemporal",
    "ordering",
    "syncscope",
    "tbaa",
    "volatile_",
];
const CMPXCHG_INHERENT: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "failure_ordering",
    "noalias_scopes",
    "success_ordering",
    "syncscope",
    "tbaa",
    "volatile_",
    "weak",
];
const RMW_INHERENT: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "bin_op",
    "noalias_scopes",
    "ordering",
    "syncscope",
    "tbaa",
    "volatile_",
];

const NOT_ATOMIC_DEFAULT: &[(&str, DefaultFn)] = &[("ordering", ods::default_not_atomic)];

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &["alignment", "elem_type", "inalloca"],
        parse: Some(alloca_parse),
        print: Some(alloca_print),
        verify: Some(alloca_verify),
        ..OpDef::new("llvm.alloca", 0)
    },
    OpDef {
        inherent: LOAD_INHERENT,
        default_props: NOT_ATOMIC_DEFAULT,
        parse: Some(load_parse),
        print: Some(load_print),
        verify: Some(load_verify),
        ..OpDef::new("llvm.load", 0)
    },
    OpDef {
        inherent: STORE_INHERENT,
        default_props: NOT_ATOMIC_DEFAULT,
        parse: Some(store_parse),
        print: Some(store_print),
        verify: Some(store_verify),
        ..OpDef::new("llvm.store", 0)
    },
    OpDef {
        inherent: &["elem_type", "inbounds", "rawConstantIndices"],
        parse: Some(gep_parse),
        print: Some(gep_print),
        verify: Some(gep_verify),
        ..OpDef::new("llvm.getelementptr", traits::PURE)
    },
    OpDef {
        inherent: &["ordering", "syncscope"],
        parse: Some(fence_parse),
        print: Some(fence_print),
        verify: Some(fence_verify),
        ..OpDef::new("llvm.fence", 0)
    },
    OpDef {
        inherent: CMPXCHG_INHERENT,
        parse: Some(cmpxchg_parse),
        print: Some(cmpxchg_print),
        verify: Some(cmpxchg_verify),
        ..OpDef::new("llvm.cmpxchg", 0)
    },
    OpDef {
        inherent: RMW_INHERENT,
        parse: Some(rmw_parse),
        print: Some(rmw_print),
        verify: Some(rmw_verify),
        ..OpDef::new("llvm.atomicrmw", 0)
    },
];

const ORDERING_DESC: &str = "Atomic ordering for LLVM's memory model";
const ORDERING: AttrSpec = attr("ordering", ACon::KwEnum(&ATOMIC_ORDERING), ORDERING_DESC);
const ELEM_TYPE: AttrSpec = req("elem_type", ACon::TypeAttr, "any type attribute");
const UNIT: &str = "unit attribute";

const ALLOCA_ATTRS: &[AttrSpec] = &[ALIGNMENT, ELEM_TYPE, attr("inalloca", ACon::Unit, UNIT)];
const LOAD_ATTRS: &[AttrSpec] = &[
    ALIGNMENT,
    VOLATILE,
    NONTEMPORAL,
    attr("invariant", ACon::Unit, UNIT),
    ORDERING,
    SYNCSCOPE,
    ACCESS_GROUPS,
    ALIAS_SCOPES,
    NOALIAS_SCOPES,
    TBAA,
];
const STORE_ATTRS: &[AttrSpec] = &[
    ALIGNMENT,
    VOLATILE,
    NONTEMPORAL,
    ORDERING,
    SYNCSCOPE,
    ACCESS_GROUPS,
    ALIAS_SCOPES,
    NOALIAS_SCOPES,
    TBAA,
];
const GEP_ATTRS: &[AttrSpec] = &[
    req(
        "rawConstantIndices",
        ACon::DenseArray(32),
        "i32 dense array attribute",
    ),
    ELEM_TYPE,
    attr("inbounds", ACon::Unit, UNIT),
];
const FENCE_ATTRS: &[AttrSpec] = &[
    req("ordering", ACon::KwEnum(&ATOMIC_ORDERING), ORDERING_DESC),
    SYNCSCOPE,
];
const CMPXCHG_ATTRS: &[AttrSpec] = &[
    req(
        "success_ordering",
        ACon::KwEnum(&ATOMIC_ORDERING),
        ORDERING_DESC,
    ),
    req(
        "failure_ordering",
        ACon::KwEnum(&ATOMIC_ORDERING),
        ORDERING_DESC,
    ),
    SYNCSCOPE,
    ALIGNMENT,
    attr("weak", ACon::Unit, UNIT),
    VOLATILE,
    ACCESS_GROUPS,
    ALIAS_SCOPES,
    NOALIAS_SCOPES,
    TBAA,
];
const RMW_ATTRS: &[AttrSpec] = &[
    req(
        "bin_op",
        ACon::KwEnum(&ATOMIC_BIN_OP),
        "llvm.atomicrmw binary operations",
    ),
    req("ordering", ACon::KwEnum(&ATOMIC_ORDERING), ORDERING_DESC),
    SYNCSCOPE,
    ALIGNMENT,
    VOLATILE,
    ACCESS_GROUPS,
    ALIAS_SCOPES,
    NOALIAS_SCOPES,
    TBAA,
];

/// Atomic orderings, by name, for the rules.
mod ord {
    pub const NOT_ATOMIC: u64 = 0;
    pub const MONOTONIC: u64 = 2;
    pub const ACQUIRE: u64 = 4;
    pub const RELEASE: u64 = 5;
    pub const ACQ_REL: u64 = 6;
}

// ---- alloca ------------------------------------------------------------------------------------------------

fn alloca_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    unit_prop_if(p, st, "inalloca", "inalloca");
    let size = p.parse_operand()?;
    ods::expect_kw(p, st, "x")?;
    let elem = p.parse_type()?;
    p.parse_optional_attr_dict_into(st)?;
    let dup_elem_type = st.attrs.iter().any(|(k, _)| p.ctx.str(*k) == "elem_type");
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let ty_off = p.tok_start();
    let fty = p.parse_type()?;
    if let Some(i) = st
        .props
        .iter()
        .position(|(k, _)| p.ctx.str(*k) == "alignment")
    {
        let Some(v) = p.ctx.as_int_attr(st.props[i].1) else {
            return Err(custom_err_at_name(p, st, "expected integer alignment"));
        };
        if v.sign() == num_bigint::Sign::NoSign {
            st.props.remove(i);
        }
    }
    ods::drop_unconvertible(p, st, ALLOCA_ATTRS);
    let (inputs, results) = match p.ctx.kind(fty) {
        TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
            (inputs[0], results[0])
        }
        _ => {
            return Err(custom_err(
                p,
                st,
                ty_off,
                "expected trailing function type with one argument and one result",
            ))
        }
    };
    st.operands = vec![p.resolve_operand(&size, inputs)?];
    if lt::is_ptr(p.ctx, results) {
        if dup_elem_type {
            let msg = "attribute 'elem_type' occurs more than once in the attribute list";
            return Err(custom_err_at_name(p, st, msg));
        }
        let a = p.ctx.type_attr(elem);
        set_prop(p, st, "elem_type", a);
    }
    st.result_types = vec![results];
    Ok(())
}

fn alloca_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if ods::has_prop(ctx, op, "inalloca") {
        pr.w(" inalloca");
    }
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    pr.w(" x ");
    match prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a)) {
        Some(t) => pr.print_type(t),
        None => pr.w("<<NULL TYPE>>"),
    }
    let align_set = prop(ctx, op, "alignment")
        .and_then(|a| ctx.as_i64(a))
        .is_some_and(|v| v != 0);
    if align_set {
        pr.print_op_attr_dict(op, &["elem_type", "inalloca"]);
    } else {
        pr.print_op_attr_dict(op, &["alignment", "elem_type", "inalloca"]);
    }
    pr.w(" : ");
    let ins = ctx.operand_types(op);
    let outs = ctx.result_types(op);
    pr.print_function_signature(&ins, &outs);
}

fn alloca_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = ALLOCA_ATTRS;
    Sig {
        operands: &[LTy::SignlessInt],
        variadic: None,
        results: &[LTy::Ptr],
        attrs,
    }
    .check(ctx, op)?;
    let elem = prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a));
    if let Some(ti) = elem.and_then(|t| lt::target_info(ctx, t)) {
        if !ods::target_supports_mem_ops(ti.name) {
            return Err(op_err(
                ctx,
                op,
                "this target extension type cannot be used in alloca",
            ));
        }
    }
    Ok(())
}

// ---- load / store ------------------------------------------------------------------------------------------

/// `(atomic (syncscope("..."))? ordering)?`; the ordering defaults to `not_atomic`.
fn parse_atomic_group(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if p.consume_keyword("atomic") {
        parse_optional_syncscope(p, st)?;
        parse_kw_enum_prop(p, st, &ATOMIC_ORDERING, "ordering")
    } else {
        let a = ods::i64_attr(p, ord::NOT_ATOMIC);
        set_prop(p, st, "ordering", a);
        Ok(())
    }
}

fn print_atomic_group(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    match prop(ctx, op, "ordering").and_then(|a| ctx.as_i64(a)) {
        Some(v) if v != ord::NOT_ATOMIC as i64 => {
            pr.w(" atomic");
            ods::print_syncscope(pr, op);
            pr.w(" ");
            pr.w(ods::kw_text(ctx, op, "ordering", &ATOMIC_ORDERING));
        }
        _ => {}
    }
}

fn load_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    unit_prop_if(p, st, "volatile", "volatile_");
    let addr = p.parse_operand()?;
    parse_atomic_group(p, st)?;
    unit_prop_if(p, st, "invariant", "invariant");
    ods::parse_checked_attr_dict(p, st, LOAD_ATTRS)?;
    p.expect(T::Colon, "':'")?;
    let pty = p.parse_type()?;
    p.expect(T::Arrow, "'->'")?;
    let rty = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&addr, pty)?];
    st.result_types = vec![rty];
    Ok(())
}

fn load_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if ods::has_prop(ctx, op, "volatile_") {
        pr.w(" volatile");
    }
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    print_atomic_group(pr, op);
    if ods::has_prop(ctx, op, "invariant") {
        pr.w(" invariant");
    }
    pr.print_op_attr_dict(op, &["invariant", "ordering", "syncscope", "volatile_"]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
    pr.w(" -> ");
    ods::print_opt_type(pr, ods::result_type(ctx, op));
}

fn load_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = LOAD_ATTRS;
    Sig {
        operands: &[LTy::Ptr],
        variadic: None,
        results: &[LTy::Loadable],
        attrs,
    }
    .check(ctx, op)?;
    let Some(t) = ods::result_type(ctx, op) else {
        return Ok(());
    };
    verify_atomic_mem_op(ctx, op, t, &[ord::RELEASE, ord::ACQ_REL])
}

fn store_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    unit_prop_if(p, st, "volatile", "volatile_");
    let value = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let addr = p.parse_operand()?;
    parse_atomic_group(p, st)?;
    ods::parse_checked_attr_dict(p, st, STORE_ATTRS)?;
    p.expect(T::Colon, "':'")?;
    let vty = p.parse_type()?;
    p.expect(T::Comma, "','")?;
    let pty = p.parse_type()?;
    st.operands = vec![
        p.resolve_operand(&value, vty)?,
        p.resolve_operand(&addr, pty)?,
    ];
    Ok(())
}

fn store_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if ods::has_prop(ctx, op, "volatile_") {
        pr.w(" volatile");
    }
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    print_atomic_group(pr, op);
    pr.print_op_attr_dict(op, &["ordering", "syncscope", "volatile_"]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
    pr.w(", ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 1));
}

fn store_verify(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[LTy::Loadable, LTy::Ptr],
        variadic: None,
        results: &[],
        attrs: STORE_ATTRS,
    }
    .check(ctx, op)?;
    let Some(t) = ods::operand_type(ctx, op, 0) else {
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
    let ordering = kw_prop(ctx, op, "ordering", &ATOMIC_ORDERING).unwrap_or(ord::NOT_ATOMIC);
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
            let kw = ATOMIC_ORDERING.keyword(ordering).unwrap_or("");
            return Err(op_err(ctx, op, format!("unsupported ordering '{kw}'")));
        }
        if !ods::has_prop(ctx, op, "alignment") {
            return Err(op_err(ctx, op, "expected alignment for atomic access"));
        }
        return Ok(());
    }
    if ods::has_prop(ctx, op, "syncscope") {
        return Err(op_err(
            ctx,
            op,
            "expected syncscope to be null for non-atomic access",
        ));
    }
    Ok(())
}

// ---- getelementptr -----------------------------------------------------------------------------------------

/// `GEPOp::kDynamicIndex`: a `rawConstantIndices` entry standing for the next dynamic index.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

fn gep_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    unit_prop_if(p, st, "inbounds", "inbounds");
    let base = p.parse_operand()?;
    p.expect(T::LSquare, "'['")?;
    let mut dynamic = vec![];
    let mut raw = vec![];
    loop {
        match ods::parse_int(p, st, 32)? {
            Some(v) => raw.push(v),
            None => {
                raw.push(DYNAMIC_INDEX);
                dynamic.push(p.parse_operand()?);
            }
        }
        if !p.consume_if(T::Comma) {
            break;
        }
    }
    p.expect(T::RSquare, "']'")?;
    let a = ods::dense_array(p, 32, &raw);
    set_prop(p, st, "rawConstantIndices", a);
    let dict_off = p.tok_start();
    p.parse_optional_attr_dict_into(st)?;
    ods::check_dict_attrs(p, st, dict_off, GEP_ATTRS)?;
    p.expect(T::Colon, "':'")?;
    let ty_off = p.tok_start();
    let fty = p.parse_type()?;
    let (inputs, results) = match p.ctx.kind(fty) {
        TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
        _ => return Err(custom_err(p, st, ty_off, "invalid kind of type specified")),
    };
    let mut all = vec![base];
    all.extend(dynamic);
    if all.len() != inputs.len() {
        let msg = format!(
            "{} operands present, but expected {}",
            all.len(),
            inputs.len()
        );
        return Err(custom_err_at_name(p, st, msg));
    }
    st.operands = p.resolve_operands(&all, &inputs)?;
    st.result_types = results;
    p.expect(T::Comma, "','")?;
    let elem = p.parse_type()?;
    let a = p.ctx.type_attr(elem);
    set_prop(p, st, "elem_type", a);
    absorb_inherent(p, st);
    Ok(())
}

fn raw_indices(ctx: &Context, op: OpId) -> Vec<i64> {
    prop(ctx, op, "rawConstantIndices")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

fn gep_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if ods::has_prop(ctx, op, "inbounds") {
        pr.w(" inbounds");
    }
    let operands = ctx.ops[op].operands.clone();
    pr.w(" ");
    if let Some(&b) = operands.first() {
        pr.print_operand(b);
    }
    pr.w("[");
    let mut dynamic = operands.iter().skip(1);
    for (i, v) in raw_indices(ctx, op).into_iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if v == DYNAMIC_INDEX {
            match dynamic.next() {
                Some(d) => pr.print_operand(*d),
                None => pr.w("<<INVALID INDEX>>"),
            }
        } else {
            pr.w(&v.to_string());
        }
    }
    pr.w("]");
    pr.print_op_attr_dict(op, &["elem_type", "inbounds", "rawConstantIndices"]);
    pr.w(" : ");
    let ins = ctx.operand_types(op);
    let outs = ctx.result_types(op);
    pr.print_function_signature(&ins, &outs);
    pr.w(", ");
    match prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a)) {
        Some(t) => pr.print_type(t),
        None => pr.w("<<NULL TYPE>>"),
    }
}

fn gep_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = GEP_ATTRS;
    Sig {
        operands: &[LTy::PtrLike],
        variadic: Some(LTy::IntLike),
        results: &[LTy::PtrLike],
        attrs,
    }
    .check(ctx, op)?;
    let raw = raw_indices(ctx, op);
    let ndyn = ctx.ops[op].operands.len().saturating_sub(1);
    if raw.iter().filter(|v| **v == DYNAMIC_INDEX).count() != ndyn {
        return Err(op_err(
            ctx,
            op,
            "expected as many dynamic indices as specified in 'rawConstantIndices'",
        ));
    }
    let Some(mut ty) = prop(ctx, op, "elem_type").and_then(|a| ctx.as_type_attr(a)) else {
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

// ---- fence -------------------------------------------------------------------------------------------------

fn fence_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_optional_syncscope(p, st)?;
    parse_kw_enum_prop(p, st, &ATOMIC_ORDERING, "ordering")?;
    ods::parse_checked_attr_dict(p, st, FENCE_ATTRS)?;
    Ok(())
}

fn fence_print(pr: &mut Printer, op: OpId) {
    ods::print_syncscope(pr, op);
    pr.w(" ");
    pr.w(ods::kw_text(pr.ctx, op, "ordering", &ATOMIC_ORDERING));
    pr.print_op_attr_dict(op, &["ordering", "syncscope"]);
}

fn fence_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = FENCE_ATTRS;
    Sig {
        operands: &[],
        variadic: None,
        results: &[],
        attrs,
    }
    .check(ctx, op)?;
    let o = kw_prop(ctx, op, "ordering", &ATOMIC_ORDERING).unwrap_or(0);
    if o <= ord::MONOTONIC {
        return Err(op_err(
            ctx,
            op,
            "can be given only acquire, release, acq_rel, and seq_cst orderings",
        ));
    }
    Ok(())
}

// ---- cmpxchg / atomicrmw -----------------------------------------------------------------------------------

/// The ODS parser's check of a type it infers results from ("'val' must be ..."), at the op name.
fn check_val_type(p: &Parser, st: &OpState, c: LTy, t: Type) -> DResult<()> {
    if c.accepts(p.ctx, t) {
        return Ok(());
    }
    let ts = crate::print::type_to_string(p.ctx, t);
    Err(custom_err_at_name(
        p,
        st,
        format!("'val' must be {}, but got '{ts}'", c.desc()),
    ))
}

fn cmpxchg_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    unit_prop_if(p, st, "weak", "weak");
    unit_prop_if(p, st, "volatile", "volatile_");
    let ptr = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let cmp = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let val = p.parse_operand()?;
    parse_optional_syncscope(p, st)?;
    parse_kw_enum_prop(p, st, &ATOMIC_ORDERING, "success_ordering")?;
    parse_kw_enum_prop(p, st, &ATOMIC_ORDERING, "failure_ordering")?;
    ods::parse_checked_attr_dict(p, st, CMPXCHG_ATTRS)?;
    p.expect(T::Colon, "':'")?;
    let pty = p.parse_type()?;
    p.expect(T::Comma, "','")?;
    let vty = p.parse_type()?;
    check_val_type(p, st, LTy::CmpXchgVal, vty)?;
    st.operands = vec![
        p.resolve_operand(&ptr, pty)?,
        p.resolve_operand(&cmp, vty)?,
        p.resolve_operand(&val, vty)?,
    ];
    let i1 = p.ctx.i1();
    st.result_types = vec![lt::struct_literal(p.ctx, vec![vty, i1], false)];
    Ok(())
}

fn cmpxchg_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if ods::has_prop(ctx, op, "weak") {
        pr.w(" weak");
    }
    if ods::has_prop(ctx, op, "volatile_") {
        pr.w(" volatile");
    }
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    ods::print_syncscope(pr, op);
    pr.w(" ");
    pr.w(ods::kw_text(ctx, op, "success_ordering", &ATOMIC_ORDERING));
    pr.w(" ");
    pr.w(ods::kw_text(ctx, op, "failure_ordering", &ATOMIC_ORDERING));
    pr.print_op_attr_dict(
        op,
        &[
            "failure_ordering",
            "success_ordering",
            "syncscope",
            "volatile_",
            "weak",
        ],
    );
    pr.w(" : ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
    pr.w(", ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 2));
}

fn cmpxchg_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = CMPXCHG_ATTRS;
    let operands = [LTy::Ptr, LTy::CmpXchgVal, LTy::CmpXchgVal];
    Sig {
        operands: &operands,
        variadic: None,
        results: &[LTy::Struct],
        attrs,
    }
    .check(ctx, op)?;
    let (Some(cmp), Some(val), Some(res)) = (
        ods::operand_type(ctx, op, 1),
        ods::operand_type(ctx, op, 2),
        ods::result_type(ctx, op),
    ) else {
        return Ok(());
    };
    ods::check_pred(
        ctx,
        op,
        cmp == val,
        "operand #1 and operand #2 have the same type",
    )?;
    let res_ok = lt::struct_info(ctx, res).is_some_and(|s| {
        s.name.is_none()
            && !s.packed
            && s.elems.len() == 2
            && s.elems[0] == val
            && matches!(ctx.kind(s.elems[1]), TypeKind::Integer { width: 1, .. })
            && ctx.is_signless_int(s.elems[1])
    });
    ods::check_pred(
        ctx,
        op,
        res_ok,
        "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
    )?;
    if !atomic_compatible(ctx, val) {
        return Err(op_err(ctx, op, "unexpected LLVM IR type"));
    }
    let s = kw_prop(ctx, op, "success_ordering", &ATOMIC_ORDERING).unwrap_or(0);
    let f = kw_prop(ctx, op, "failure_ordering", &ATOMIC_ORDERING).unwrap_or(0);
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

fn rmw_parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    unit_prop_if(p, st, "volatile", "volatile_");
    parse_kw_enum_prop(p, st, &ATOMIC_BIN_OP, "bin_op")?;
    let ptr = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let val = p.parse_operand()?;
    parse_optional_syncscope(p, st)?;
    parse_kw_enum_prop(p, st, &ATOMIC_ORDERING, "ordering")?;
    ods::parse_checked_attr_dict(p, st, RMW_ATTRS)?;
    p.expect(T::Colon, "':'")?;
    let pty = p.parse_type()?;
    p.expect(T::Comma, "','")?;
    let vty = p.parse_type()?;
    check_val_type(p, st, LTy::RmwVal, vty)?;
    st.operands = vec![p.resolve_operand(&ptr, pty)?, p.resolve_operand(&val, vty)?];
    st.result_types = vec![vty];
    Ok(())
}

fn rmw_print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if ods::has_prop(ctx, op, "volatile_") {
        pr.w(" volatile");
    }
    pr.w(" ");
    pr.w(ods::kw_text(ctx, op, "bin_op", &ATOMIC_BIN_OP));
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    ods::print_syncscope(pr, op);
    pr.w(" ");
    pr.w(ods::kw_text(ctx, op, "ordering", &ATOMIC_ORDERING));
    pr.print_op_attr_dict(op, &["bin_op", "ordering", "syncscope", "volatile_"]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
    pr.w(", ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 1));
}

/// `fadd`, `fsub`, `fmax`, `fmin`.
fn is_float_bin_op(b: u64) -> bool {
    matches!(b, 11..=14)
}

fn rmw_verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = RMW_ATTRS;
    let operands = [LTy::Ptr, LTy::RmwVal];
    Sig {
        operands: &operands,
        variadic: None,
        results: &[LTy::RmwVal],
        attrs,
    }
    .check(ctx, op)?;
    let (Some(val), Some(res)) = (ods::operand_type(ctx, op, 1), ods::result_type(ctx, op)) else {
        return Ok(());
    };
    ods::check_pred(
        ctx,
        op,
        val == res,
        "result #0 and operand #1 have the same type",
    )?;
    let bin = kw_prop(ctx, op, "bin_op", &ATOMIC_BIN_OP).unwrap_or(0);
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
    let o = kw_prop(ctx, op, "ordering", &ATOMIC_ORDERING).unwrap_or(0);
    if o < ord::MONOTONIC {
        return Err(op_err(ctx, op, "expected at least 'monotonic' ordering"));
    }
    Ok(())
}
