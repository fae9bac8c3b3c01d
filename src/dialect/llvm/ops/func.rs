//! `llvm.func` (parsed in C++ upstream): `llvm.func internal hidden unnamed_addr fastcc @f(%arg0: i32
//! {llvm.signext}, ...) -> (i32 {llvm.zeroext}) vscale_range(1, 16) comdat(@c::@sel) attributes {...}
//! { body }`.
//!
//! The function type is stored as an `!llvm.func<...>` (no result is `void`). Upstream's generic form
//! always carries `CConv`, `linkage` and `visibility_`; the custom syntax also sets `unnamed_addr`.

use super::constraints::*;
use super::syntax::{
    check_duplicate_attrs, parse_optional_keyword_of, print_enum_prefix, print_int_enum_prefix,
    set_prop,
};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods as bods;
use crate::dialect::function_interface::{self as signature, Signature};
use crate::dialect::llvm::attrs::enums as le;
use crate::dialect::llvm::types as lt;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::enums::{enum_attr, enum_value};
use crate::ods::prop;
use crate::verify::op_err;

crate::ops! {
    /// `llvm.func @f(%a: i32) -> i32 { ... }`.
    pub struct LLVMFuncOp = "llvm.func" {
        traits: [ISOLATED_FROM_ABOVE, SYMBOL, ALLOCA_SCOPE],
        regions: [body: region],
        attrs: [
            sym_name "sym_name": STRING_ATTR,
            sym_visibility "sym_visibility": STRING_ATTR [optional],
            function_type "function_type": LLVM_FUNC_TYPE_ATTR,
            linkage "linkage": LINKAGE = LINKAGE_EXTERNAL,
            dso_local "dso_local": UNIT_ATTR [optional],
            cconv "CConv": CCONV = CCONV_C,
            comdat "comdat": SYMBOL_REF_ATTR [optional],
            convergent "convergent": UNIT_ATTR [optional],
            personality "personality": FLAT_SYMBOL_REF_ATTR [optional],
            garbage_collector "garbageCollector": STRING_ATTR [optional],
            passthrough "passthrough": ARRAY_ATTR [optional],
            arg_attrs "arg_attrs": DICT_ARRAY_ATTR [optional],
            res_attrs "res_attrs": DICT_ARRAY_ATTR [optional],
            function_entry_count "function_entry_count": I64_ATTR [optional],
            memory "memory": MEMORY_EFFECTS [optional],
            visibility_ "visibility_": VISIBILITY = VISIBILITY_DEFAULT,
            arm_streaming "arm_streaming": UNIT_ATTR [optional],
            arm_locally_streaming "arm_locally_streaming": UNIT_ATTR [optional],
            arm_streaming_compatible "arm_streaming_compatible": UNIT_ATTR [optional],
            arm_new_za "arm_new_za": UNIT_ATTR [optional],
            arm_in_za "arm_in_za": UNIT_ATTR [optional],
            arm_out_za "arm_out_za": UNIT_ATTR [optional],
            arm_inout_za "arm_inout_za": UNIT_ATTR [optional],
            arm_preserves_za "arm_preserves_za": UNIT_ATTR [optional],
            section "section": STRING_ATTR [optional],
            unnamed_addr "unnamed_addr": UNNAMED_ADDR [optional],
            alignment "alignment": I64_ATTR [optional],
            vscale_range "vscale_range": VSCALE_RANGE [optional],
            frame_pointer "frame_pointer": FRAME_POINTER_KIND [optional],
            target_cpu "target_cpu": STRING_ATTR [optional],
            tune_cpu "tune_cpu": STRING_ATTR [optional],
            target_features "target_features": TARGET_FEATURES [optional],
            unsafe_fp_math "unsafe_fp_math": BOOL_ATTR [optional],
            no_infs_fp_math "no_infs_fp_math": BOOL_ATTR [optional],
            no_nans_fp_math "no_nans_fp_math": BOOL_ATTR [optional],
            approx_func_fp_math "approx_func_fp_math": BOOL_ATTR [optional],
            no_signed_zeros_fp_math "no_signed_zeros_fp_math": BOOL_ATTR [optional],
            denormal_fp_math "denormal_fp_math": STRING_ATTR [optional],
            denormal_fp_math_f32 "denormal_fp_math_f32": STRING_ATTR [optional],
            fp_contract "fp_contract": STRING_ATTR [optional],
            no_inline "no_inline": UNIT_ATTR [optional],
            always_inline "always_inline": UNIT_ATTR [optional],
            no_unwind "no_unwind": UNIT_ATTR [optional],
            will_return "will_return": UNIT_ATTR [optional],
            optimize_none "optimize_none": UNIT_ATTR [optional],
        ],
        custom: (parse, print),
        def: {
            verify: Some(verify),
            callable: Some(crate::dialect::func::canonicalize::callable_region),
        },
    }
}

const EXTERN_WEAK: u64 = 7;
const COMMON: u64 = 5;

fn has_prop(ctx: &Context, op: OpId, name: &str) -> bool {
    prop(ctx, op, name).is_some()
}

/// The LLVM function type of an `llvm.func` (its `function_type` property), if well formed.
pub(crate) fn func_type_of(ctx: &Context, func: OpId) -> Option<Type> {
    prop(ctx, func, "function_type")
        .and_then(|a| ctx.as_type_attr(a))
        .filter(|t| lt::func_info(ctx, *t).is_some())
}

// ---- parsing ------------------------------------------------------------------------------------------------

/// The optional `linkage`, `visibility`, `unnamed_addr` keywords before a global value's name, stored as
/// upstream's parsers store them (`llvm.func` and `llvm.mlir.global`).
pub(crate) fn parse_global_value_keywords(p: &mut dyn AsmParser, st: &mut OpState) {
    let linkage = parse_optional_keyword_of(p, &le::LINKAGE).unwrap_or(EXTERNAL);
    let a = enum_attr(p.ctx(), &le::LINKAGE, linkage);
    set_prop(p, st, "linkage", a);
    let vis = parse_optional_keyword_of(p, &le::VISIBILITY).unwrap_or(0);
    let a = p.ctx().i64_attr(vis as i64);
    set_prop(p, st, "visibility_", a);
    let ua = parse_optional_keyword_of(p, &le::UNNAMED_ADDR).unwrap_or(0);
    let a = p.ctx().i64_attr(ua as i64);
    set_prop(p, st, "unnamed_addr", a);
}

/// `@name` as `parseSymbolName` reads it, into `sym_name`.
pub(crate) fn parse_sym_name(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let name = super::syntax::parse_symbol_name(p)?;
    let a = p.ctx().attr(AttrKind::String {
        value: name.into(),
        ty: None,
    });
    set_prop(p, st, "sym_name", a);
    Ok(())
}

/// `comdat(@c::@sel)` if present.
pub(crate) fn parse_optional_comdat(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    if !p.parse_optional_keyword("comdat") {
        return Ok(());
    }
    p.parse_punct(Punct::LParen)?;
    let a = super::syntax::parse_attr_of_kind(p, false, |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
    })?;
    set_prop(p, st, "comdat", a);
    p.parse_punct(Punct::RParen)
}

/// `buildLLVMFunctionType`: errors at the symbol name.
fn build_function_type(p: &mut dyn AsmParser, loc: u32, sig: &Signature) -> DResult<Type> {
    if sig.results.len() > 1 {
        return Err(p.error_at(
            loc,
            "failed to construct function type: expected zero or one function result".into(),
        ));
    }
    let inputs = sig.arg_types();
    if inputs
        .iter()
        .any(|t| !lt::is_compatible_type(p.ctx_ref(), *t))
    {
        return Err(p.error_at(
            loc,
            "failed to construct function type: expected LLVM type for function arguments".into(),
        ));
    }
    let ret = match sig.results.first() {
        Some(&t) => t,
        None => lt::void(p.ctx()),
    };
    if !lt::is_compatible_type(p.ctx_ref(), ret) {
        let shown = crate::print::type_to_string(p.ctx_ref(), ret);
        return Err(p.error_at(
            loc,
            format!("failed to construct function type: expected LLVM type for function results'{shown}'"),
        ));
    }
    Ok(lt::func_type(p.ctx(), ret, inputs, sig.variadic))
}

fn parse(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    parse_global_value_keywords(p, st);
    let cconv = parse_optional_keyword_of(p, &le::CCONV).unwrap_or(0);
    let a = enum_attr(p.ctx(), &le::CCONV, cconv);
    set_prop(p, st, "CConv", a);
    let sig_loc = p.offset();
    parse_sym_name(p, st)?;
    let sig = signature::parse_function_signature(p, true)?;
    let fty = build_function_type(p, sig_loc, &sig)?;
    let a = p.ctx().type_attr(fty);
    set_prop(p, st, "function_type", a);
    if p.parse_optional_keyword("vscale_range") {
        p.parse_punct(Punct::LParen)?;
        let min = super::syntax::parse_i64_literal(p)?;
        p.parse_punct(Punct::Comma)?;
        let max = super::syntax::parse_i64_literal(p)?;
        p.parse_punct(Punct::RParen)?;
        let ctx = p.ctx();
        let i32t = ctx.i32();
        // `IntegerAttr::get(i32, int64_t)` keeps the low 32 bits.
        let min = ctx.int_attr(i32t, min as i32);
        let max = ctx.int_attr(i32t, max as i32);
        let named = [("minRange", min), ("maxRange", max)];
        if let Some(a) = crate::dialect::llvm::attrs::make(ctx, "vscale_range", &named) {
            set_prop(p, st, "vscale_range", a);
        }
    }
    parse_optional_comdat(p, st)?;
    p.parse_optional_attr_dict_with_keyword(st)?;
    signature::add_arg_and_result_attrs(p.ctx(), st, &sig);
    check_duplicate_attrs(p, st)?;
    signature::check_unique_arg_names(p, &sig)?;
    let region = if p.at_region() {
        p.parse_region(&sig.region_args())?
    } else {
        p.ctx().new_region()
    };
    st.regions.push(region);
    Ok(())
}

// ---- printing -----------------------------------------------------------------------------------------------

fn print(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(info) = func_type_of(ctx, op).and_then(|t| lt::func_info(ctx, t)) else {
        p.print_generic_op(op);
        return;
    };
    let params = info.params.to_vec();
    let var_arg = info.var_arg;
    let results: Vec<Type> = if lt::is_void(ctx, info.ret) {
        vec![]
    } else {
        vec![info.ret]
    };
    let region = ctx.ops[op].regions.first().copied();
    let entry = region.and_then(|r| ctx.entry_block(r));
    let body_args = entry.map(|b| ctx.blocks[b].args.to_vec());
    let arg_attrs = prop(ctx, op, "arg_attrs");
    let res_attrs = prop(ctx, op, "res_attrs");
    let vscale = prop(ctx, op, "vscale_range").map(|v| {
        let get = |n: &str| {
            crate::dialect::llvm::attrs::param(ctx, v, n)
                .and_then(|a| ctx.as_i64(a))
                .unwrap_or(0)
        };
        (get("minRange"), get("maxRange"))
    });
    let comdat = prop(ctx, op, "comdat");
    p.write(" ");
    print_enum_prefix(p, op, "linkage", &le::LINKAGE, EXTERNAL);
    print_int_enum_prefix(p, op, "visibility_", &le::VISIBILITY);
    print_int_enum_prefix(p, op, "unnamed_addr", &le::UNNAMED_ADDR);
    print_enum_prefix(p, op, "CConv", &le::CCONV, 0);
    print_sym_name(p, op);
    signature::print_function_signature(
        p,
        body_args.as_deref(),
        &params,
        var_arg,
        &results,
        arg_attrs,
        res_attrs,
    );
    if let Some((min, max)) = vscale {
        p.write(" vscale_range(");
        p.write_int(min);
        p.write(", ");
        p.write_int(max);
        p.write(")");
    }
    if let Some(c) = comdat {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    p.print_optional_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if let (Some(r), Some(_)) = (region, entry) {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// `@name` of the op's `sym_name` property (`printSymbolName`; `@""` if it has none).
pub(crate) fn print_sym_name(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let name = prop(ctx, op, "sym_name")
        .and_then(|a| ctx.as_str_attr(a))
        .unwrap_or(b"")
        .to_vec();
    p.print_symbol_name(&name);
}

// ---- verification -------------------------------------------------------------------------------------------

/// Parameter attributes of the `llvm` dialect, by what they may be attached to.
const PTR_UNIT: &[&str] = &[
    "llvm.noalias",
    "llvm.readonly",
    "llvm.readnone",
    "llvm.writeonly",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.nonnull",
];
const PTR_TYPE: &[&str] = &[
    "llvm.sret",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.preallocated",
];
const INT_UNIT: &[&str] = &["llvm.signext", "llvm.zeroext"];
const PTR_INT: &[&str] = &[
    "llvm.align",
    "llvm.dereferenceable",
    "llvm.dereferenceable_or_null",
    "llvm.alignstack",
];
const ANY_UNIT: &[&str] = &["llvm.noundef", "llvm.inreg", "llvm.returned"];
/// Attributes refused on results.
const NOT_RESULT: &[&str] = &[
    "llvm.allocalign",
    "llvm.allocptr",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.preallocated",
    "llvm.readnone",
    "llvm.readonly",
    "llvm.returned",
    "llvm.alignstack",
    "llvm.sret",
    "llvm.writeonly",
];

/// `LLVMDialect::verifyParameterAttribute`: an `llvm.*` attribute on an argument or result of type `ty`
/// (of any function-like op). Errors are reported at `op` without the op-name prefix.
pub fn verify_param_attr(
    ctx: &Context,
    op: OpId,
    ty: Type,
    name: &str,
    value: Attribute,
) -> DResult<()> {
    let verify_type = lt::is_compatible_type(ctx, ty);
    let err = |msg: String| Diagnostic::at(ctx, ctx.ops[op].loc, format!("\"{name}\" {msg}"));
    let kind = ctx.attr_kind(value);
    let unit = || {
        if matches!(kind, AttrKind::Unit) {
            Ok(())
        } else {
            Err(err("should be a unit attribute".into()))
        }
    };
    let ptr = || {
        if !verify_type || lt::is_ptr(ctx, ty) {
            Ok(())
        } else {
            Err(err("attribute attached to non-pointer LLVM type".into()))
        }
    };
    if PTR_UNIT.contains(&name) {
        unit()?;
        return ptr();
    }
    if PTR_TYPE.contains(&name) {
        if !matches!(kind, AttrKind::Type(_)) {
            return Err(err("should be a type attribute".into()));
        }
        return ptr();
    }
    if INT_UNIT.contains(&name) {
        unit()?;
        if verify_type && !matches!(ctx.kind(ty), crate::ir::TypeKind::Integer { .. }) {
            return Err(err("attribute attached to non-integer LLVM type".into()));
        }
        return Ok(());
    }
    if PTR_INT.contains(&name) {
        if !matches!(kind, AttrKind::Integer { .. }) {
            return Err(err("should be an integer attribute".into()));
        }
        return ptr();
    }
    if ANY_UNIT.contains(&name) {
        return unit();
    }
    Ok(())
}

/// `verifyRegionResultAttribute`: the result-only refusals, then the parameter rules.
pub fn verify_result_attr(
    ctx: &Context,
    op: OpId,
    ty: Type,
    name: &str,
    value: Attribute,
) -> DResult<()> {
    if lt::is_void(ctx, ty) {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            "cannot attach result attributes to functions with a void return",
        ));
    }
    if NOT_RESULT.contains(&name) {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            format!("\"{name}\" is not a valid result attribute"),
        ));
    }
    verify_param_attr(ctx, op, ty, name, value)
}

/// The `llvm` dialect's rules for `llvm.*` entries of argument and result dictionaries.
fn verify_llvm_arg_attr(
    ctx: &Context,
    op: OpId,
    ty: Type,
    name: &str,
    value: Attribute,
    is_result: bool,
) -> DResult<()> {
    if !name.starts_with("llvm.") {
        return Ok(());
    }
    if is_result {
        verify_result_attr(ctx, op, ty, name, value)
    } else {
        verify_param_attr(ctx, op, ty, name, value)
    }
}

fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let d = &ctx.ops[op];
    bods::verify_symbol(ctx, op, false, false)?;
    let Some(fty) = func_type_of(ctx, op) else {
        return Ok(());
    };
    let Some(info) = lt::func_info(ctx, fty) else {
        return Ok(());
    };
    let results: Vec<Type> = if lt::is_void(ctx, info.ret) {
        vec![]
    } else {
        vec![info.ret]
    };
    signature::verify_arg_and_result_attrs(
        ctx,
        op,
        info.params,
        &results,
        Some(verify_llvm_arg_attr),
    )?;
    signature::verify_entry_block_args(ctx, op, info.params)?;
    let entry = ctx.entry_block(d.regions[0]);
    // LLVMFuncOp::verify.
    let linkage = prop(ctx, op, "linkage")
        .and_then(|a| enum_value(ctx, a, &le::LINKAGE))
        .unwrap_or(EXTERNAL);
    if linkage == COMMON {
        return Err(op_err(ctx, op, "functions cannot have 'common' linkage"));
    }
    super::global::verify_comdat(ctx, op)?;
    if entry.is_none() {
        if linkage != EXTERNAL && linkage != EXTERN_WEAK {
            return Err(op_err(
                ctx,
                op,
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    }
    let no_inline = has_prop(ctx, op, "no_inline");
    if no_inline && has_prop(ctx, op, "always_inline") {
        return Err(Diagnostic::at(
            ctx,
            d.loc,
            "no_inline and always_inline attributes are incompatible",
        ));
    }
    if has_prop(ctx, op, "optimize_none") && !no_inline {
        return Err(op_err(ctx, op, "with optimize_none must also be no_inline"));
    }
    verify_landingpad_types(ctx, op)?;
    // verifyRegions: entry block arguments are LLVM types (checked here, before the body).
    if let Some(entry) = entry {
        for (i, &a) in ctx.blocks[entry].args.iter().enumerate() {
            if !lt::is_compatible_type(ctx, ctx.value_type(a)) {
                return Err(op_err(
                    ctx,
                    op,
                    format!("entry block argument #{i} is not of LLVM type"),
                ));
            }
        }
    }
    Ok(())
}

/// `llvm.landingpad` results and `llvm.resume` operands inside one function have one type.
fn verify_landingpad_types(ctx: &Context, func: OpId) -> DResult<()> {
    let mut seen: Option<Type> = None;
    let mut bad: Option<&str> = None;
    ctx.walk(func, |o| {
        if bad.is_some() || o == func {
            return;
        }
        let (ty, msg) = if super::call::LandingpadOp::is(ctx, o) {
            (
                ctx.ops[o].results.first().map(|v| ctx.value_type(*v)),
                "'llvm.landingpad' should have a consistent result type inside a function",
            )
        } else if super::control::ResumeOp::is(ctx, o) {
            (
                ctx.ops[o].operands.first().map(|v| ctx.value_type(*v)),
                "'llvm.resume' should have a consistent input type inside a function",
            )
        } else {
            return;
        };
        let Some(ty) = ty else { return };
        match seen {
            None => seen = Some(ty),
            Some(t) if t != ty => bad = Some(msg),
            _ => {}
        }
    });
    match bad {
        Some(msg) => Err(Diagnostic::at(ctx, ctx.ops[func].loc, msg)),
        None => Ok(()),
    }
}

/// The op of this file.
pub static OPS: &[&crate::ods::OpDef] = &[LLVMFuncOp::def()];
