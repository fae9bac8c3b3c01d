//! `llvm.func`: `llvm.func internal hidden unnamed_addr fastcc @f(%arg0: i32 {llvm.signext}, ...) -> (i32
//! {llvm.zeroext}) vscale_range(1, 16) comdat(@c::@sel) attributes {...} { body }`.
//!
//! The signature syntax is `func.func`'s (`func::signature`); the function type is stored as an
//! `!llvm.func<...>` (no result is `void`). Upstream's generic form always carries `CConv`, `linkage` and
//! `visibility_`; the custom syntax also sets `unnamed_addr`.

use super::structure_ods::{self as s, Con, Prop};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods as bods;
use crate::dialect::func::signature::{self, NamedAttrs, Signature};
use crate::dialect::llvm::attrs::enums::{UNNAMED_ADDR, VISIBILITY};
use crate::dialect::llvm::types as lt;
use crate::dialect::traits::*;
use crate::dialect::OpDef;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

const BOOL: &str = "bool attribute";

/// The properties of `llvm.func`, in ODS declaration order.
const PROPS: &[Prop] = &[
    s::req("sym_name", Con::Str, s::STR),
    s::opt("sym_visibility", Con::Str, s::STR),
    s::req("function_type", Con::LlvmFuncType, s::FUNC_TYPE),
    s::opt(
        "linkage",
        Con::Enum("llvm.linkage"),
        "LLVM Linkage specification",
    ),
    s::opt("dso_local", Con::Unit, s::UNIT),
    s::CCONV,
    s::opt("comdat", Con::SymbolRef, "symbol reference attribute"),
    s::opt("convergent", Con::Unit, s::UNIT),
    s::opt("personality", Con::FlatSymbol, s::FLAT_SYMBOL),
    s::opt("garbageCollector", Con::Str, s::STR),
    s::opt("passthrough", Con::Array, "array attribute"),
    s::opt(
        "arg_attrs",
        Con::DictArray,
        "Array of dictionary attributes",
    ),
    s::opt(
        "res_attrs",
        Con::DictArray,
        "Array of dictionary attributes",
    ),
    s::opt("function_entry_count", Con::I64, s::I64),
    s::opt("memory", Con::LlvmAttr("memory_effects"), ""),
    s::opt(
        "visibility_",
        Con::KwEnum(&VISIBILITY),
        "LLVM GlobalValue Visibility",
    ),
    s::opt("arm_streaming", Con::Unit, s::UNIT),
    s::opt("arm_locally_streaming", Con::Unit, s::UNIT),
    s::opt("arm_streaming_compatible", Con::Unit, s::UNIT),
    s::opt("arm_new_za", Con::Unit, s::UNIT),
    s::opt("arm_in_za", Con::Unit, s::UNIT),
    s::opt("arm_out_za", Con::Unit, s::UNIT),
    s::opt("arm_inout_za", Con::Unit, s::UNIT),
    s::opt("arm_preserves_za", Con::Unit, s::UNIT),
    s::opt("section", Con::Str, s::STR),
    s::opt(
        "unnamed_addr",
        Con::KwEnum(&UNNAMED_ADDR),
        "LLVM GlobalValue UnnamedAddr",
    ),
    s::opt("alignment", Con::I64, s::I64),
    s::opt("vscale_range", Con::LlvmAttr("vscale_range"), ""),
    s::opt("frame_pointer", Con::Enum("llvm.framePointerKind"), ""),
    s::opt("target_cpu", Con::Str, s::STR),
    s::opt("tune_cpu", Con::Str, s::STR),
    s::opt(
        "target_features",
        Con::LlvmAttr("target_features"),
        "LLVM target features attribute",
    ),
    s::opt("unsafe_fp_math", Con::Bool, BOOL),
    s::opt("no_infs_fp_math", Con::Bool, BOOL),
    s::opt("no_nans_fp_math", Con::Bool, BOOL),
    s::opt("approx_func_fp_math", Con::Bool, BOOL),
    s::opt("no_signed_zeros_fp_math", Con::Bool, BOOL),
    s::opt("denormal_fp_math", Con::Str, s::STR),
    s::opt("denormal_fp_math_f32", Con::Str, s::STR),
    s::opt("fp_contract", Con::Str, s::STR),
    s::opt("no_inline", Con::Unit, s::UNIT),
    s::opt("always_inline", Con::Unit, s::UNIT),
    s::opt("no_unwind", Con::Unit, s::UNIT),
    s::opt("will_return", Con::Unit, s::UNIT),
    s::opt("optimize_none", Con::Unit, s::UNIT),
];

const INHERENT: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "linkage",
    "dso_local",
    "CConv",
    "comdat",
    "convergent",
    "personality",
    "garbageCollector",
    "passthrough",
    "arg_attrs",
    "res_attrs",
    "function_entry_count",
    "memory",
    "visibility_",
    "arm_streaming",
    "arm_locally_streaming",
    "arm_streaming_compatible",
    "arm_new_za",
    "arm_in_za",
    "arm_out_za",
    "arm_inout_za",
    "arm_preserves_za",
    "section",
    "unnamed_addr",
    "alignment",
    "vscale_range",
    "frame_pointer",
    "target_cpu",
    "tune_cpu",
    "target_features",
    "unsafe_fp_math",
    "no_infs_fp_math",
    "no_nans_fp_math",
    "approx_func_fp_math",
    "no_signed_zeros_fp_math",
    "denormal_fp_math",
    "denormal_fp_math_f32",
    "fp_contract",
    "no_inline",
    "always_inline",
    "no_unwind",
    "will_return",
    "optimize_none",
];

fn default_cconv(ctx: &mut Context) -> Attribute {
    s::enum_attr(ctx, "llvm.cconv", 0).unwrap_or_else(|| ctx.unit_attr())
}

fn default_linkage(ctx: &mut Context) -> Attribute {
    s::enum_attr(ctx, "llvm.linkage", EXTERNAL).unwrap_or_else(|| ctx.unit_attr())
}

fn default_i64_zero(ctx: &mut Context) -> Attribute {
    s::i64_attr(ctx, 0)
}

pub static OPS: &[OpDef] = &[OpDef {
    inherent: INHERENT,
    parse: Some(parse),
    print: Some(print),
    verify: Some(verify),
    default_props: &[
        ("CConv", default_cconv),
        ("linkage", default_linkage),
        ("visibility_", default_i64_zero),
    ],
    ..OpDef::new("llvm.func", ISOLATED_FROM_ABOVE | SYMBOL | ALLOCA_SCOPE)
}];

/// `Linkage::External`.
pub(crate) const EXTERNAL: u64 = 10;
const EXTERN_WEAK: u64 = 7;
const COMMON: u64 = 5;

// ---- parsing ------------------------------------------------------------------------------------------------

/// The optional `linkage`, `visibility`, `unnamed_addr` keywords before a global value's name, stored as
/// upstream's parsers store them (`llvm.func` and `llvm.mlir.global`).
pub(crate) fn parse_global_value_keywords(p: &mut Parser, st: &mut OpState) {
    let linkage =
        s::parse_optional_keyword_of(p, s::enum_cases("llvm.linkage")).unwrap_or(EXTERNAL);
    if let Some(a) = s::enum_attr(p.ctx, "llvm.linkage", linkage) {
        s::set_prop(p, st, "linkage", a);
    }
    let vis = s::parse_optional_keyword_of(p, VISIBILITY.cases).unwrap_or(0);
    let a = s::i64_attr(p.ctx, vis);
    s::set_prop(p, st, "visibility_", a);
    let ua = s::parse_optional_keyword_of(p, UNNAMED_ADDR.cases).unwrap_or(0);
    let a = s::i64_attr(p.ctx, ua);
    s::set_prop(p, st, "unnamed_addr", a);
}

/// `@name` as `parseSymbolName` reads it, into `sym_name`.
pub(crate) fn parse_sym_name(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let name = crate::dialect::syntax::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    s::set_prop(p, st, "sym_name", a);
    Ok(())
}

/// `comdat(@c::@sel)` if present.
pub(crate) fn parse_optional_comdat(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if !p.consume_keyword("comdat") {
        return Ok(());
    }
    p.expect_wt(T::LParen, "expected '('")?;
    let a = s::parse_attr_of_kind(p, st, false, |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
    })?;
    s::set_prop(p, st, "comdat", a);
    p.expect_wt(T::RParen, "expected ')'")
}

/// Upstream's hand-written parsers add attributes to the op's attribute list and then append the
/// attribute dictionary: a name given both ways is refused (the alphabetically first one, at the op name).
pub(crate) fn check_duplicate_attrs(p: &Parser, st: &OpState) -> DResult<()> {
    let ctx = &*p.ctx;
    let mut dups: Vec<&str> = st
        .attrs
        .iter()
        .filter(|(k, _)| st.props.iter().any(|(pk, _)| pk == k))
        .map(|(k, _)| ctx.str(*k))
        .collect();
    dups.sort_unstable();
    match dups.first() {
        Some(name) => Err(s::custom_err_at_name(
            p,
            st,
            format!("attribute '{name}' occurs more than once in the attribute list"),
        )),
        None => Ok(()),
    }
}

/// `buildLLVMFunctionType`: errors at the symbol name.
fn build_function_type(p: &mut Parser, st: &OpState, loc: u32, sig: &Signature) -> DResult<Type> {
    if sig.results.len() > 1 {
        return Err(s::custom_err(
            p,
            st,
            loc,
            "failed to construct function type: expected zero or one function result",
        ));
    }
    let inputs = sig.arg_types();
    if inputs.iter().any(|t| !lt::is_compatible_type(p.ctx, *t)) {
        return Err(s::custom_err(
            p,
            st,
            loc,
            "failed to construct function type: expected LLVM type for function arguments",
        ));
    }
    let ret = match sig.results.first() {
        Some(&t) => t,
        None => lt::void(p.ctx),
    };
    if !lt::is_compatible_type(p.ctx, ret) {
        let shown = crate::print::type_to_string(p.ctx, ret);
        return Err(s::custom_err(
            p,
            st,
            loc,
            format!("failed to construct function type: expected LLVM type for function results'{shown}'"),
        ));
    }
    Ok(lt::func_type(p.ctx, ret, inputs, sig.variadic))
}

fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_global_value_keywords(p, st);
    let cconv = s::parse_optional_keyword_of(p, s::enum_cases("llvm.cconv")).unwrap_or(0);
    if let Some(a) = s::enum_attr(p.ctx, "llvm.cconv", cconv) {
        s::set_prop(p, st, "CConv", a);
    }
    let sig_loc = p.tok_start();
    parse_sym_name(p, st)?;
    let sig = signature::parse_function_signature(p, st, true)?;
    let fty = build_function_type(p, st, sig_loc, &sig)?;
    let a = p.ctx.type_attr(fty);
    s::set_prop(p, st, "function_type", a);
    if p.consume_keyword("vscale_range") {
        p.expect_wt(T::LParen, "expected '('")?;
        let min = s::parse_i64_literal(p, st)?;
        p.expect_wt(T::Comma, "expected ','")?;
        let max = s::parse_i64_literal(p, st)?;
        p.expect_wt(T::RParen, "expected ')'")?;
        let i32t = p.ctx.i32();
        // `IntegerAttr::get(i32, int64_t)` keeps the low 32 bits.
        let min = p.ctx.int_attr(i32t, min as i32);
        let max = p.ctx.int_attr(i32t, max as i32);
        let named = [("minRange", min), ("maxRange", max)];
        if let Some(a) = crate::dialect::llvm::attrs::make(p.ctx, "vscale_range", &named) {
            s::set_prop(p, st, "vscale_range", a);
        }
    }
    parse_optional_comdat(p, st)?;
    p.parse_optional_attr_dict_with_keyword(st)?;
    signature::add_arg_and_result_attrs(p.ctx, st, &sig, "arg_attrs", "res_attrs");
    check_duplicate_attrs(p, st)?;
    signature::check_unique_arg_names(p, &sig)?;
    let region = match p.parse_optional_region(&sig.region_args())? {
        Some(r) => r,
        None => p.ctx.new_region(),
    };
    st.regions.push(region);
    Ok(())
}

// ---- printing -----------------------------------------------------------------------------------------------

fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let Some(fty) = s::func_type_of(ctx, op) else {
        pr.print_generic_op(op);
        return;
    };
    let Some(info) = lt::func_info(ctx, fty) else {
        pr.print_generic_op(op);
        return;
    };
    pr.w(" ");
    s::print_enum_prefix(pr, op, "linkage", "llvm.linkage", EXTERNAL);
    print_kw_prop(pr, op, "visibility_", &VISIBILITY);
    print_kw_prop(pr, op, "unnamed_addr", &UNNAMED_ADDR);
    s::print_enum_prefix(pr, op, "CConv", "llvm.cconv", 0);
    s::print_sym_name(pr, op);
    let results: Vec<Type> = if s::is_void(ctx, info.ret) {
        vec![]
    } else {
        vec![info.ret]
    };
    let region = ctx.ops[op].regions.first().copied();
    let entry = region.and_then(|r| ctx.entry_block(r));
    let body_args = entry.map(|b| ctx.blocks[b].args.as_slice());
    signature::print_function_signature(
        pr,
        body_args,
        info.params,
        info.var_arg,
        &results,
        s::prop(ctx, op, "arg_attrs"),
        s::prop(ctx, op, "res_attrs"),
    );
    if let Some(v) = s::prop(ctx, op, "vscale_range") {
        let get = |n: &str| {
            crate::dialect::llvm::attrs::param(ctx, v, n)
                .and_then(|a| ctx.as_i64(a))
                .unwrap_or(0)
        };
        pr.w(&format!(
            " vscale_range({}, {})",
            get("minRange"),
            get("maxRange")
        ));
    }
    if let Some(c) = s::prop(ctx, op, "comdat") {
        pr.w(" comdat(");
        pr.print_attr(c);
        pr.w(")");
    }
    pr.print_op_attr_dict_with_keyword(
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
        pr.w(" ");
        pr.print_region(r, false, true);
    }
}

/// `hidden ` / `unnamed_addr ` for a keyword-enum property (nothing for the empty default keyword).
pub(crate) fn print_kw_prop(
    pr: &mut Printer,
    op: OpId,
    name: &str,
    e: &crate::dialect::llvm::attrs::enums::KwEnum,
) {
    let ctx = pr.ctx;
    let kw = s::prop(ctx, op, name)
        .and_then(|a| s::kw_value(ctx, a, e))
        .and_then(|v| e.keyword(v))
        .unwrap_or("");
    if !kw.is_empty() {
        pr.w(kw);
        pr.w(" ");
    }
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

/// `function_interface_impl::verifyTrait`'s argument/result attribute rules, with the `llvm` dialect's
/// hooks for `llvm.*` names.
fn verify_attr_arrays(ctx: &Context, op: OpId, params: &[Type], results: &[Type]) -> DResult<()> {
    for (what, plural, name, types, is_result) in [
        ("argument", "arguments", "arg_attrs", params, false),
        ("result", "results", "res_attrs", results, true),
    ] {
        let Some(arr) = s::prop(ctx, op, name).and_then(|a| ctx.as_array(a)) else {
            continue;
        };
        if arr.len() != types.len() {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {}",
                    arr.len(),
                    types.len()
                ),
            ));
        }
        for (i, &d) in arr.iter().enumerate() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
                let shown = crate::print::attr_to_string(ctx, d);
                return Err(op_err(
                    ctx,
                    op,
                    format!("expects {what} attribute dictionary to be a DictionaryAttr, but got `{shown}`"),
                ));
            };
            let entries: &NamedAttrs = entries;
            for (k, v) in entries {
                let n = ctx.str(*k);
                if !n.contains('.') {
                    return Err(op_err(
                        ctx,
                        op,
                        format!("{plural} may only have dialect attributes"),
                    ));
                }
                if n.starts_with("llvm.") {
                    if is_result {
                        verify_result_attr(ctx, op, types[i], n, *v)?;
                    } else {
                        verify_param_attr(ctx, op, types[i], n, *v)?;
                    }
                }
            }
        }
    }
    Ok(())
}

fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, PROPS)?;
    s::check_one_region_only(ctx, op)?;
    let d = &ctx.ops[op];
    s::check_attrs(ctx, op, PROPS)?;
    bods::verify_symbol(ctx, op, false, false)?;
    let Some(fty) = s::func_type_of(ctx, op) else {
        return Ok(());
    };
    let Some(info) = lt::func_info(ctx, fty) else {
        return Ok(());
    };
    let results: Vec<Type> = if s::is_void(ctx, info.ret) {
        vec![]
    } else {
        vec![info.ret]
    };
    verify_attr_arrays(ctx, op, info.params, &results)?;
    let region = d.regions[0];
    let entry = ctx.entry_block(region);
    if let Some(entry) = entry {
        let args = &ctx.blocks[entry].args;
        if args.len() != info.params.len() {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "entry block must have {} arguments to match function signature",
                    info.params.len()
                ),
            ));
        }
        for (i, (&a, &t)) in args.iter().zip(info.params).enumerate() {
            let at = ctx.value_type(a);
            if at != t {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                        crate::print::type_to_string(ctx, at),
                        crate::print::type_to_string(ctx, t)
                    ),
                ));
            }
        }
    }
    // LLVMFuncOp::verify.
    let linkage = s::prop(ctx, op, "linkage")
        .and_then(|a| s::enum_value(ctx, a, "llvm.linkage"))
        .unwrap_or(EXTERNAL);
    if linkage == COMMON {
        return Err(op_err(ctx, op, "functions cannot have 'common' linkage"));
    }
    s::verify_comdat(ctx, op)?;
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
    let no_inline = s::has_prop(ctx, op, "no_inline");
    if no_inline && s::has_prop(ctx, op, "always_inline") {
        return Err(Diagnostic::at(
            ctx,
            d.loc,
            "no_inline and always_inline attributes are incompatible",
        ));
    }
    if s::has_prop(ctx, op, "optimize_none") && !no_inline {
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
        let (ty, msg) = match ctx.op_name(o) {
            "llvm.landingpad" => (
                ctx.ops[o].results.first().map(|v| ctx.value_type(*v)),
                "'llvm.landingpad' should have a consistent result type inside a function",
            ),
            "llvm.resume" => (
                ctx.ops[o].operands.first().map(|v| ctx.value_type(*v)),
                "'llvm.resume' should have a consistent input type inside a function",
            ),
            _ => return,
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
