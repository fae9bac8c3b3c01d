//! Module-level ops: `llvm.mlir.global` (attribute or region initializer; parsed in C++ upstream),
//! `llvm.mlir.global_ctors`, `llvm.mlir.global_dtors`, `llvm.comdat` with its `llvm.comdat_selector`s,
//! and `llvm.linker_options`.

use super::constraints::*;
use super::func::{parse_global_value_keywords, parse_optional_comdat, parse_sym_name};
use super::syntax::{check_duplicate_attrs, err_at_name, print_int_enum_prefix, set_prop};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods as bods;
use crate::dialect::llvm::attrs::enums as le;
use crate::dialect::llvm::types as lt;
use crate::ir::types::DialectType;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::enums::enum_value;
use crate::ods::prop;
use crate::verify::op_err;

crate::ops! {
    /// `llvm.mlir.global internal constant @g(42 : i32) : i32` (parsed in C++ upstream).
    pub struct GlobalOp = "llvm.mlir.global" {
        traits: [ISOLATED_FROM_ABOVE, SINGLE_BLOCK, SYMBOL],
        regions: [initializer: region],
        attrs: [
            global_type "global_type": TYPE_ATTR,
            constant "constant": UNIT_ATTR [optional],
            sym_name "sym_name": STRING_ATTR,
            linkage "linkage": LINKAGE,
            dso_local "dso_local": UNIT_ATTR [optional],
            thread_local_ "thread_local_": UNIT_ATTR [optional],
            value "value": ANY_ATTR [optional],
            alignment "alignment": I64_ATTR [optional],
            addr_space "addr_space": I32_NON_NEGATIVE_ATTR = ADDR_SPACE_ZERO,
            unnamed_addr "unnamed_addr": UNNAMED_ADDR [optional],
            section "section": STRING_ATTR [optional],
            comdat "comdat": SYMBOL_REF_ATTR [optional],
            dbg_expr "dbg_expr": DI_GLOBAL_VARIABLE_EXPRESSION [optional],
            visibility_ "visibility_": VISIBILITY = VISIBILITY_DEFAULT,
        ],
        custom: (parse_global, print_global),
        def: { verify: Some(verify_global), verify_regions: Some(verify_global_region) },
    }

    /// `llvm.mlir.global_ctors {ctors = [@f], priorities = [0 : i32]}`.
    pub struct GlobalCtorsOp = "llvm.mlir.global_ctors" {
        attrs: [
            ctors "ctors": FLAT_SYMBOL_REF_ARRAY_ATTR,
            priorities "priorities": I32_ARRAY_ATTR,
        ],
        format: "attr-dict",
        def: { verify: Some(verify_ctors) },
    }

    /// `llvm.mlir.global_dtors {dtors = [@f], priorities = [0 : i32]}`.
    pub struct GlobalDtorsOp = "llvm.mlir.global_dtors" {
        attrs: [
            dtors "dtors": FLAT_SYMBOL_REF_ARRAY_ATTR,
            priorities "priorities": I32_ARRAY_ATTR,
        ],
        format: "attr-dict",
        def: { verify: Some(verify_dtors) },
    }

    /// `llvm.comdat_selector @s any`.
    pub struct ComdatSelectorOp = "llvm.comdat_selector" {
        traits: [SYMBOL],
        attrs: [
            sym_name "sym_name": SYMBOL_NAME_ATTR,
            comdat "comdat": COMDAT_SELECTOR,
        ],
        format: "$sym_name $comdat attr-dict",
        def: { verify: Some(|ctx, op| bods::verify_symbol(ctx, op, false, false)) },
    }

    /// `llvm.comdat @c { llvm.comdat_selector @s any }`.
    pub struct ComdatOp = "llvm.comdat" {
        traits: [NO_TERMINATOR, NO_REGION_ARGUMENTS, SYMBOL_TABLE, SYMBOL],
        regions: [body: sized(1)],
        attrs: [sym_name "sym_name": SYMBOL_NAME_ATTR],
        format: "$sym_name $body attr-dict",
        def: { verify: Some(verify_comdat_op), verify_regions: Some(verify_comdat_region) },
    }

    /// `llvm.linker_options ["-l", "m"]`.
    pub struct LinkerOptionsOp = "llvm.linker_options" {
        attrs: [options "options": STR_ARRAY_ATTR],
        format: "$options attr-dict",
        def: { verify: Some(verify_linker_options) },
    }
}

/// Every module-level op.
pub static OPS: &[&crate::ods::OpDef] = &[
    GlobalOp::def(),
    GlobalCtorsOp::def(),
    GlobalDtorsOp::def(),
    ComdatSelectorOp::def(),
    ComdatOp::def(),
    LinkerOptionsOp::def(),
];

// ---- shared verifier rules ---------------------------------------------------------------------------------

/// `satisfiesLLVMModule`: a symbol table isolated from above (`builtin.module`).
pub(crate) fn satisfies_llvm_module(ctx: &Context, op: OpId) -> bool {
    crate::ods::op_def(ctx, op).is_some_and(|d| {
        d.has(crate::ods::traits::SYMBOL_TABLE) && d.has(crate::ods::traits::ISOLATED_FROM_ABOVE)
    }) || crate::dialect::builtin::ModuleOp::is(ctx, op)
}

/// `verifyComdat`: the `comdat` reference names an `llvm.comdat_selector`.
pub(crate) fn verify_comdat(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(a) = prop(ctx, op, "comdat") else {
        return Ok(());
    };
    let found = crate::verify::lookup_symbol(ctx, op, a);
    if found.is_none_or(|s| !ComdatSelectorOp::is(ctx, s)) {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            "expected comdat symbol",
        ));
    }
    Ok(())
}

// ---- llvm.mlir.global -----------------------------------------------------------------------------------------

fn parse_global(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    parse_global_value_keywords(p, st);
    if p.parse_optional_keyword("thread_local") {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "thread_local_", u);
    }
    if p.parse_optional_keyword("constant") {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "constant", u);
    }
    parse_sym_name(p, st)?;
    p.parse_punct(Punct::LParen)?;
    let mut value = None;
    if !p.parse_optional_punct(Punct::RParen) {
        let v = p.parse_attribute(None)?;
        set_prop(p, st, "value", v);
        value = Some(v);
        p.parse_punct(Punct::RParen)?;
    }
    parse_optional_comdat(p, st)?;
    p.parse_optional_attr_dict(st)?;
    let mut types = vec![];
    if p.parse_optional_punct(Punct::Colon) {
        types = p.parse_type_list()?;
    }
    if types.len() > 1 {
        return Err(err_at_name(p, st, "expected zero or one type"));
    }
    let ty = match types.first() {
        Some(&t) => {
            if p.at_region() {
                let r = p.parse_region(&[])?;
                st.regions.push(r);
            }
            t
        }
        None => match value.and_then(|v| p.ctx_ref().as_str_attr(v).map(|b| b.len())) {
            Some(len) => {
                let ctx = p.ctx();
                let i8t = ctx.int(8);
                lt::array(ctx, i8t, len as u64)
            }
            None => {
                return Err(err_at_name(
                    p,
                    st,
                    "type can only be omitted for string globals",
                ))
            }
        },
    };
    if st.regions.is_empty() {
        let r = p.ctx().new_region();
        st.regions.push(r);
    }
    let a = p.ctx().type_attr(ty);
    set_prop(p, st, "global_type", a);
    check_duplicate_attrs(p, st)
}

fn print_global(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let linkage = prop(ctx, op, "linkage")
        .and_then(|a| enum_value(ctx, a, &le::LINKAGE))
        .and_then(|l| le::LINKAGE.keyword(l))
        .unwrap_or("");
    let thread_local = prop(ctx, op, "thread_local_").is_some();
    let constant = prop(ctx, op, "constant").is_some();
    let value = prop(ctx, op, "value");
    let string_value = value.is_some_and(|v| ctx.as_str_attr(v).is_some());
    let comdat = prop(ctx, op, "comdat");
    let ty = prop(ctx, op, "global_type").and_then(|a| ctx.as_type_attr(a));
    let region = ctx.ops[op]
        .regions
        .first()
        .copied()
        .filter(|r| ctx.entry_block(*r).is_some());
    p.write(" ");
    p.write(linkage);
    p.write(" ");
    print_int_enum_prefix(p, op, "visibility_", &le::VISIBILITY);
    // `unnamed_addr` before `thread_local`: the only order MLIR 19's parser reads. Upstream 19
    // prints the other one, which it then cannot parse; with one of the two, both orders agree.
    print_int_enum_prefix(p, op, "unnamed_addr", &le::UNNAMED_ADDR);
    if thread_local {
        p.write("thread_local ");
    }
    if constant {
        p.write("constant ");
    }
    super::func::print_sym_name(p, op);
    p.write("(");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write(")");
    if let Some(c) = comdat {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    p.print_optional_attr_dict(
        op,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    if string_value {
        return;
    }
    p.write(" : ");
    super::syntax::print_opt_type(p, ty);
    if let Some(r) = region {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// `isCompatibleOuterType`.
fn is_compatible_outer(ctx: &Context, t: Type) -> bool {
    match ctx.kind(t) {
        TypeKind::Float(k) => lt::is_llvm_float_kind(*k),
        TypeKind::Dialect(_) => lt::is_llvm_type(ctx, t),
        TypeKind::Integer { .. } => ctx.is_signless_int(t),
        TypeKind::Vector { shape, .. } => shape.len() == 1,
        _ => false,
    }
}

fn is_float_zero(ctx: &Context, ty: Type, bits: u128) -> bool {
    let Some(k) = ctx.float_kind(ty) else {
        return bits == 0;
    };
    let w = k.bit_width();
    let sign = 1u128 << (w - 1);
    bits & !sign == 0 && (bits == 0 || k.has_negative_zero())
}

/// `isZeroAttribute`.
fn is_zero_attr(ctx: &Context, a: Attribute) -> bool {
    use num_traits::Zero;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.is_zero(),
        AttrKind::Float { bits, ty } => is_float_zero(ctx, *ty, *bits),
        AttrKind::Array(v) => v.iter().all(|e| is_zero_attr(ctx, *e)),
        AttrKind::DenseElements { ty, data, .. } => {
            let elem = ctx.element_type(*ty);
            let elem = match ctx.kind(elem) {
                TypeKind::Complex(e) => *e,
                _ => elem,
            };
            match ctx.float_kind(elem) {
                Some(k) => {
                    let n = crate::ir::attrs::dense_elem_bytes(ctx, elem).max(1);
                    data.chunks(n).all(|c| {
                        let mut buf = [0u8; 16];
                        let m = c.len().min(16);
                        buf[..m].copy_from_slice(&c[..m]);
                        is_float_zero(ctx, elem, u128::from_le_bytes(buf)) || k.bit_width() > 128
                    })
                }
                None => data.iter().all(|b| *b == 0),
            }
        }
        AttrKind::Sparse { values, .. } => is_zero_attr(ctx, *values),
        _ => false,
    }
}

fn verify_global(ctx: &Context, op: OpId) -> DResult<()> {
    let d = &ctx.ops[op];
    bods::verify_symbol(ctx, op, false, false)?;
    // GlobalOp::verify.
    let Some(ty) = prop(ctx, op, "global_type").and_then(|a| ctx.as_type_attr(a)) else {
        return Ok(());
    };
    let bad_kind = matches!(
        ctx.kind(ty),
        TypeKind::Dialect(
            DialectType::LlvmVoid
                | DialectType::LlvmToken
                | DialectType::LlvmMetadata
                | DialectType::LlvmLabel
        )
    );
    if !is_compatible_outer(ctx, ty) || bad_kind {
        return Err(op_err(
            ctx,
            op,
            "expects type to be a valid element type for an LLVM global",
        ));
    }
    if let Some(parent) = ctx.parent_op(op) {
        if !satisfies_llvm_module(ctx, parent) {
            return Err(op_err(ctx, op, "must appear at the module level"));
        }
    }
    let value = prop(ctx, op, "value");
    if let Some(str_len) = value.and_then(|v| ctx.as_str_attr(v)).map(|b| b.len()) {
        let ok = lt::array_info(ctx, ty).is_some_and(|(elem, len)| {
            matches!(ctx.kind(elem), TypeKind::Integer { width: 8, .. }) && len == str_len as u64
        });
        if !ok {
            return Err(op_err(
                ctx,
                op,
                "requires an i8 array type of the length equal to that of the string attribute",
            ));
        }
    }
    if let Some(info) = lt::target_info(ctx, ty) {
        if !info.name.starts_with("spirv.") {
            return Err(op_err(
                ctx,
                op,
                "this target extension type cannot be used in a global",
            ));
        }
        if value.is_some() {
            return Err(op_err(
                ctx,
                op,
                "global with target extension type can only be initialized with zero-initializer",
            ));
        }
    }
    let linkage = prop(ctx, op, "linkage").and_then(|a| enum_value(ctx, a, &le::LINKAGE));
    if linkage == Some(COMMON) {
        if let Some(v) = value {
            if !is_zero_attr(ctx, v) {
                return Err(op_err(ctx, op, "expected zero value for 'common' linkage"));
            }
        }
    }
    if linkage == Some(APPENDING) && lt::array_info(ctx, ty).is_none() {
        return Err(op_err(
            ctx,
            op,
            "expected array type for 'appending' linkage",
        ));
    }
    verify_comdat(ctx, op)?;
    if let Some(align) = prop(ctx, op, "alignment").and_then(|a| ctx.as_i64(a)) {
        if !(align as u64).is_power_of_two() {
            return Err(Diagnostic::at(
                ctx,
                d.loc,
                "alignment attribute is not a power of 2",
            ));
        }
    }
    Ok(())
}

const COMMON: u64 = 5;
const APPENDING: u64 = 6;

/// `GlobalOp::verifyRegions` (run after the initializer's ops are verified) and the
/// `SingleBlockImplicitTerminator<ReturnOp>` rule.
fn verify_global_region(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(ty) = prop(ctx, op, "global_type").and_then(|a| ctx.as_type_attr(a)) else {
        return Ok(());
    };
    let has_value = prop(ctx, op, "value").is_some();
    let Some(b) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
    else {
        return Ok(());
    };
    let Some(term) = ctx.terminator(b) else {
        return Ok(());
    };
    if !super::control::ReturnOp::is(ctx, term) {
        // The structural verifier reports a block without terminator first.
        if crate::ods::op_def(ctx, term).is_some_and(|d| d.has(crate::ods::traits::TERMINATOR)) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expects regions to end with 'llvm.return', found '{}'",
                    ctx.op_name(term)
                ),
            )
            .with_note(
                crate::diag::diag_loc(ctx, ctx.ops[op].loc),
                "in custom textual format, the absence of terminator implies 'llvm.return'",
            ));
        }
        return Ok(());
    }
    let Some(&ret) = ctx.ops[term].operands.first() else {
        return Err(op_err(ctx, op, "initializer region cannot return void"));
    };
    let rt = ctx.value_type(ret);
    if rt != ty {
        return Err(op_err(
            ctx,
            op,
            format!(
                "initializer region type '{}' does not match global type '{}'",
                crate::print::type_to_string(ctx, rt),
                crate::print::type_to_string(ctx, ty)
            ),
        ));
    }
    for o in ctx.block_ops(b) {
        if !crate::ods::op_def(ctx, o).is_some_and(|d| d.has(crate::ods::traits::PURE)) {
            return Err(Diagnostic::at(
                ctx,
                ctx.ops[o].loc,
                "ops with side effects not allowed in global initializers",
            ));
        }
    }
    if has_value {
        return Err(op_err(
            ctx,
            op,
            "cannot have both initializer value and region",
        ));
    }
    Ok(())
}

// ---- llvm.mlir.global_ctors / global_dtors --------------------------------------------------------------------------

fn verify_ctors(ctx: &Context, op: OpId) -> DResult<()> {
    verify_structors(ctx, op, "ctors")
}

fn verify_dtors(ctx: &Context, op: OpId) -> DResult<()> {
    verify_structors(ctx, op, "dtors")
}

fn verify_structors(ctx: &Context, op: OpId, list: &str) -> DResult<()> {
    let funcs = prop(ctx, op, list)
        .and_then(|a| ctx.as_array(a))
        .unwrap_or(&[]);
    let prios = prop(ctx, op, "priorities")
        .and_then(|a| ctx.as_array(a))
        .map_or(0, |v| v.len());
    if funcs.len() != prios {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            format!("mismatch between the number of {list} and the number of priorities"),
        ));
    }
    // verifySymbolUses (upstream runs it once the whole module is verified).
    for &f in funcs {
        let name = super::syntax::symbol_ref_name(ctx, f).unwrap_or("");
        let func = crate::verify::lookup_symbol(ctx, op, f)
            .filter(|f| super::func::LLVMFuncOp::is(ctx, *f));
        let Some(func) = func else {
            return Err(op_err(
                ctx,
                op,
                format!("'{name}' does not reference a valid LLVM function"),
            ));
        };
        let has_body = ctx.ops[func]
            .regions
            .first()
            .is_some_and(|r| ctx.entry_block(*r).is_some());
        if !has_body {
            return Err(op_err(
                ctx,
                op,
                format!("'{name}' does not have a definition"),
            ));
        }
    }
    Ok(())
}

// ---- llvm.comdat / llvm.comdat_selector -----------------------------------------------------------------------------

fn verify_comdat_op(ctx: &Context, op: OpId) -> DResult<()> {
    crate::dialect::builtin::module::verify_symbol_table(ctx, op)?;
    bods::verify_symbol(ctx, op, false, false)
}

/// `ComdatOp::verifyRegions`.
fn verify_comdat_region(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(&r) = ctx.ops[op].regions.first() else {
        return Ok(());
    };
    for b in ctx.region_blocks(r) {
        for o in ctx.block_ops(b) {
            if !ComdatSelectorOp::is(ctx, o) {
                return Err(Diagnostic::at(
                    ctx,
                    ctx.ops[o].loc,
                    "only comdat selector symbols can appear in a comdat region",
                ));
            }
        }
    }
    Ok(())
}

// ---- llvm.linker_options --------------------------------------------------------------------------------------------

fn verify_linker_options(ctx: &Context, op: OpId) -> DResult<()> {
    if let Some(parent) = ctx.parent_op(op) {
        if !satisfies_llvm_module(ctx, parent) {
            return Err(op_err(ctx, op, "must appear at the module level"));
        }
    }
    Ok(())
}
