//! Module-level ops: `llvm.mlir.global` (attribute or region initializer), `llvm.mlir.global_ctors`,
//! `llvm.mlir.global_dtors`, `llvm.comdat` with its `llvm.comdat_selector`s, and `llvm.linker_options`.

use super::func::{
    check_duplicate_attrs, parse_global_value_keywords, parse_optional_comdat, parse_sym_name,
    print_kw_prop,
};
use super::structure_ods::{self as s, Con, Prop};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods as bods;
use crate::dialect::llvm::attrs::enums::{COMDAT_SELECTOR, UNNAMED_ADDR, VISIBILITY};
use crate::dialect::llvm::types as lt;
use crate::dialect::traits::*;
use crate::dialect::{self, OpDef};
use crate::ir::types::DialectType;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

const GLOBAL_PROPS: &[Prop] = &[
    s::req("global_type", Con::AnyType, "any type attribute"),
    s::opt("constant", Con::Unit, s::UNIT),
    s::req("sym_name", Con::Str, s::STR),
    s::req(
        "linkage",
        Con::Enum("llvm.linkage"),
        "LLVM Linkage specification",
    ),
    s::opt("dso_local", Con::Unit, s::UNIT),
    s::opt("thread_local_", Con::Unit, s::UNIT),
    s::opt("value", Con::Any, "any attribute"),
    s::opt("alignment", Con::I64, s::I64),
    s::opt(
        "addr_space",
        Con::I32NonNeg,
        "32-bit signless integer attribute whose value is non-negative",
    ),
    s::opt(
        "unnamed_addr",
        Con::KwEnum(&UNNAMED_ADDR),
        "LLVM GlobalValue UnnamedAddr",
    ),
    s::opt("section", Con::Str, s::STR),
    s::opt("comdat", Con::SymbolRef, "symbol reference attribute"),
    s::opt(
        "dbg_expr",
        Con::LlvmAttr("di_global_variable_expression"),
        "",
    ),
    s::opt(
        "visibility_",
        Con::KwEnum(&VISIBILITY),
        "LLVM GlobalValue Visibility",
    ),
];

const CTORS_PROPS: &[Prop] = &[
    s::req(
        "ctors",
        Con::FlatSymbolArray,
        "flat symbol ref array attribute",
    ),
    s::req(
        "priorities",
        Con::I32Array,
        "32-bit integer array attribute",
    ),
];

const DTORS_PROPS: &[Prop] = &[
    s::req(
        "dtors",
        Con::FlatSymbolArray,
        "flat symbol ref array attribute",
    ),
    s::req(
        "priorities",
        Con::I32Array,
        "32-bit integer array attribute",
    ),
];

const COMDAT_PROPS: &[Prop] = &[s::req("sym_name", Con::Str, s::STR)];

const SELECTOR_PROPS: &[Prop] = &[
    s::req("sym_name", Con::Str, s::STR),
    s::req("comdat", Con::KwEnum(&COMDAT_SELECTOR), "LLVM Comdat Types"),
];

const LINKER_PROPS: &[Prop] = &[s::req("options", Con::StrArray, "string array attribute")];

fn default_addr_space(ctx: &mut Context) -> Attribute {
    let t = ctx.i32();
    ctx.int_attr(t, 0)
}

fn default_visibility(ctx: &mut Context) -> Attribute {
    s::i64_attr(ctx, 0)
}

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &[
            "global_type",
            "constant",
            "sym_name",
            "linkage",
            "dso_local",
            "thread_local_",
            "value",
            "alignment",
            "addr_space",
            "unnamed_addr",
            "section",
            "comdat",
            "dbg_expr",
            "visibility_",
        ],
        parse: Some(parse_global),
        print: Some(print_global),
        verify: Some(verify_global),
        default_props: &[
            ("addr_space", default_addr_space),
            ("visibility_", default_visibility),
        ],
        ..OpDef::new(
            "llvm.mlir.global",
            ISOLATED_FROM_ABOVE | SINGLE_BLOCK | SYMBOL,
        )
    },
    OpDef {
        inherent: &["ctors", "priorities"],
        parse: Some(parse_attr_dict_only),
        print: Some(print_attr_dict_only),
        verify: Some(verify_ctors),
        ..OpDef::new("llvm.mlir.global_ctors", 0)
    },
    OpDef {
        inherent: &["dtors", "priorities"],
        parse: Some(parse_attr_dict_only),
        print: Some(print_attr_dict_only),
        verify: Some(verify_dtors),
        ..OpDef::new("llvm.mlir.global_dtors", 0)
    },
    OpDef {
        inherent: &["sym_name"],
        parse: Some(parse_comdat),
        print: Some(print_comdat),
        verify: Some(verify_comdat_op),
        ..OpDef::new("llvm.comdat", NO_TERMINATOR | SYMBOL_TABLE | SYMBOL)
    },
    OpDef {
        inherent: &["sym_name", "comdat"],
        parse: Some(parse_selector),
        print: Some(print_selector),
        verify: Some(verify_selector),
        ..OpDef::new("llvm.comdat_selector", SYMBOL)
    },
    OpDef {
        inherent: &["options"],
        parse: Some(parse_linker_options),
        print: Some(print_linker_options),
        verify: Some(verify_linker_options),
        ..OpDef::new("llvm.linker_options", 0)
    },
];

// ---- llvm.mlir.global -----------------------------------------------------------------------------------------------

fn parse_global(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_global_value_keywords(p, st);
    if p.consume_keyword("thread_local") {
        let u = p.ctx.unit_attr();
        s::set_prop(p, st, "thread_local_", u);
    }
    if p.consume_keyword("constant") {
        let u = p.ctx.unit_attr();
        s::set_prop(p, st, "constant", u);
    }
    parse_sym_name(p, st)?;
    p.expect_wt(T::LParen, "expected '('")?;
    let mut value = None;
    if !p.consume_if(T::RParen) {
        let v = p.parse_attr(None)?;
        s::set_prop(p, st, "value", v);
        value = Some(v);
        p.expect_wt(T::RParen, "expected ')'")?;
    }
    parse_optional_comdat(p, st)?;
    p.parse_optional_attr_dict_into(st)?;
    let mut types = vec![];
    if p.consume_if(T::Colon) {
        types = p.parse_type_list_no_parens()?;
    }
    if types.len() > 1 {
        return Err(s::custom_err_at_name(p, st, "expected zero or one type"));
    }
    let region = p.ctx.new_region();
    let ty = match types.first() {
        Some(&t) => {
            if let Some(r) = p.parse_optional_region(&[])? {
                st.regions.push(r);
            }
            t
        }
        None => match value.and_then(|v| p.ctx.as_str_attr(v).map(|b| b.len())) {
            Some(len) => {
                let i8t = p.ctx.int(8);
                lt::array(p.ctx, i8t, len as u64)
            }
            None => {
                return Err(s::custom_err_at_name(
                    p,
                    st,
                    "type can only be omitted for string globals",
                ))
            }
        },
    };
    if st.regions.is_empty() {
        st.regions.push(region);
    }
    let a = p.ctx.type_attr(ty);
    s::set_prop(p, st, "global_type", a);
    check_duplicate_attrs(p, st)
}

fn print_global(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let linkage = s::prop(ctx, op, "linkage").and_then(|a| s::enum_value(ctx, a, "llvm.linkage"));
    pr.w(" ");
    pr.w(linkage
        .map(|l| s::enum_keyword("llvm.linkage", l))
        .unwrap_or(""));
    pr.w(" ");
    print_kw_prop(pr, op, "visibility_", &VISIBILITY);
    // `unnamed_addr` before `thread_local`: the only order MLIR 19's parser reads. Upstream 19
    // prints the other one, which it then cannot parse; with one of the two, both orders agree.
    print_kw_prop(pr, op, "unnamed_addr", &UNNAMED_ADDR);
    if s::has_prop(ctx, op, "thread_local_") {
        pr.w("thread_local ");
    }
    if s::has_prop(ctx, op, "constant") {
        pr.w("constant ");
    }
    s::print_sym_name(pr, op);
    pr.w("(");
    let value = s::prop(ctx, op, "value");
    if let Some(v) = value {
        pr.print_attr(v);
    }
    pr.w(")");
    if let Some(c) = s::prop(ctx, op, "comdat") {
        pr.w(" comdat(");
        pr.print_attr(c);
        pr.w(")");
    }
    pr.print_op_attr_dict(
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
    if value.is_some_and(|v| ctx.as_str_attr(v).is_some()) {
        return;
    }
    pr.w(" : ");
    match s::prop(ctx, op, "global_type").and_then(|a| ctx.as_type_attr(a)) {
        Some(t) => pr.print_type(t),
        None => pr.w("<<NULL TYPE>>"),
    }
    if let Some(&r) = ctx.ops[op].regions.first() {
        if ctx.entry_block(r).is_some() {
            pr.w(" ");
            pr.print_region(r, false, true);
        }
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
                    let n = crate::parse::attrs::dense_elem_bytes(ctx, elem).max(1);
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
    s::check_props(ctx, op, GLOBAL_PROPS)?;
    s::check_one_region_only(ctx, op)?;
    let d = &ctx.ops[op];
    let region = d.regions[0];
    let blocks = ctx.region_blocks(region);
    if blocks.len() > 1 {
        // Reported by the structural verifier (`expects region #0 to have 0 or 1 blocks`).
        return Ok(());
    }
    if let Some(&b) = blocks.first() {
        if ctx.blocks[b].first.is_none() {
            return Err(op_err(ctx, op, "expects a non-empty block"));
        }
    }
    s::check_attrs(ctx, op, GLOBAL_PROPS)?;
    bods::verify_symbol(ctx, op, false, false)?;
    // GlobalOp::verify.
    let Some(ty) = s::prop(ctx, op, "global_type").and_then(|a| ctx.as_type_attr(a)) else {
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
        if !s::satisfies_llvm_module(ctx, parent) {
            return Err(op_err(ctx, op, "must appear at the module level"));
        }
    }
    let value = s::prop(ctx, op, "value");
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
    let linkage = s::prop(ctx, op, "linkage").and_then(|a| s::enum_value(ctx, a, "llvm.linkage"));
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
    s::verify_comdat(ctx, op)?;
    if let Some(align) = s::prop(ctx, op, "alignment").and_then(|a| ctx.as_i64(a)) {
        if !(align as u64).is_power_of_two() {
            return Err(Diagnostic::at(
                ctx,
                d.loc,
                "alignment attribute is not a power of 2",
            ));
        }
    }
    verify_global_region(ctx, op, ty, value.is_some())
}

const COMMON: u64 = 5;
const APPENDING: u64 = 6;

/// `GlobalOp::verifyRegions` (upstream runs it after the initializer's ops are verified) and the
/// `SingleBlockImplicitTerminator<ReturnOp>` rule.
fn verify_global_region(ctx: &Context, op: OpId, ty: Type, has_value: bool) -> DResult<()> {
    let Some(b) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
    else {
        return Ok(());
    };
    verify_nested_first(ctx, b)?;
    let Some(term) = ctx.terminator(b) else {
        return Ok(());
    };
    if ctx.op_name(term) != "llvm.return" {
        // The structural verifier reports a block without terminator first.
        if dialect::op_def(ctx, term).is_some_and(|d| d.has(TERMINATOR)) {
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
        if !dialect::op_def(ctx, o).is_some_and(|d| d.has(PURE)) {
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

/// Upstream verifies an op's regions before its `verifyRegions` hook: the rules of the ops of `block`
/// are checked here first, so their errors win as upstream's do (their own nested regions are left to
/// the verifier's walk).
fn verify_nested_first(ctx: &Context, block: crate::ir::BlockId) -> DResult<()> {
    for o in ctx.block_ops(block) {
        if let Some(v) = dialect::op_def(ctx, o).and_then(|d| d.verify) {
            v(ctx, o)?;
        }
        crate::verify::structure::on_enter_op(ctx, o)?;
    }
    Ok(())
}

// ---- llvm.mlir.global_ctors / global_dtors --------------------------------------------------------------------------

fn parse_attr_dict_only(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)
}

fn print_attr_dict_only(pr: &mut Printer, op: OpId) {
    pr.print_op_attr_dict(op, &[]);
}

fn verify_ctors(ctx: &Context, op: OpId) -> DResult<()> {
    verify_structors(ctx, op, "ctors", CTORS_PROPS)
}

fn verify_dtors(ctx: &Context, op: OpId) -> DResult<()> {
    verify_structors(ctx, op, "dtors", DTORS_PROPS)
}

fn verify_structors(ctx: &Context, op: OpId, list: &str, props: &[Prop]) -> DResult<()> {
    s::check_props(ctx, op, props)?;
    s::check_nothing(ctx, op)?;
    s::check_attrs(ctx, op, props)?;
    let funcs = s::prop(ctx, op, list)
        .and_then(|a| ctx.as_array(a))
        .unwrap_or(&[]);
    let prios = s::prop(ctx, op, "priorities")
        .and_then(|a| ctx.as_array(a))
        .map_or(0, |v| v.len());
    if funcs.len() != prios {
        let what = if list == "ctors" { "ctors" } else { "dtors" };
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            format!("mismatch between the number of {what} and the number of priorities"),
        ));
    }
    // verifySymbolUses (upstream runs it once the whole module is verified).
    for &f in funcs {
        let name = s::symbol_ref_name(ctx, f).unwrap_or("");
        let Some(func) = s::lookup_llvm_func(ctx, op, f) else {
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

fn parse_comdat(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_sym_name(p, st)?;
    let r = p.parse_region(&[])?;
    st.regions.push(r);
    p.parse_optional_attr_dict_into(st)
}

fn print_comdat(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    s::print_sym_name(pr, op);
    pr.w(" ");
    match ctx.ops[op].regions.first() {
        Some(&r) => pr.print_region(r, true, true),
        None => pr.w("{\n}"),
    }
    pr.print_op_attr_dict(op, &["sym_name"]);
}

fn verify_comdat_op(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, COMDAT_PROPS)?;
    s::check_one_region_only(ctx, op)?;
    let d = &ctx.ops[op];
    let blocks = ctx.region_blocks(d.regions[0]);
    if blocks
        .first()
        .is_some_and(|b| !ctx.blocks[*b].args.is_empty())
    {
        return Err(op_err(ctx, op, "region should have no arguments"));
    }
    s::check_attrs(ctx, op, COMDAT_PROPS)?;
    if blocks.len() != 1 {
        return Err(op_err(
            ctx,
            op,
            "region #0 ('body') failed to verify constraint: region with 1 blocks",
        ));
    }
    crate::dialect::builtin::module::verify_symbol_table(ctx, op)?;
    bods::verify_symbol(ctx, op, false, false)?;
    // verifyRegions runs once the region's ops are verified: their own errors come first.
    verify_nested_first(ctx, blocks[0])?;
    for o in ctx.block_ops(blocks[0]) {
        if ctx.op_name(o) != "llvm.comdat_selector" {
            return Err(Diagnostic::at(
                ctx,
                ctx.ops[o].loc,
                "only comdat selector symbols can appear in a comdat region",
            ));
        }
    }
    Ok(())
}

fn parse_selector(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_sym_name(p, st)?;
    let v = s::parse_enum_word(p, st, &COMDAT_SELECTOR, "comdat")?;
    let a = s::i64_attr(p.ctx, v);
    s::set_prop(p, st, "comdat", a);
    p.parse_optional_attr_dict_into(st)
}

fn print_selector(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    s::print_sym_name(pr, op);
    pr.w(" ");
    let kw = s::prop(ctx, op, "comdat")
        .and_then(|a| s::kw_value(ctx, a, &COMDAT_SELECTOR))
        .and_then(|v| COMDAT_SELECTOR.keyword(v))
        .unwrap_or("");
    pr.w(kw);
    pr.print_op_attr_dict(op, &["sym_name", "comdat"]);
}

fn verify_selector(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, SELECTOR_PROPS)?;
    s::check_nothing(ctx, op)?;
    s::check_attrs(ctx, op, SELECTOR_PROPS)?;
    bods::verify_symbol(ctx, op, false, false)
}

// ---- llvm.linker_options --------------------------------------------------------------------------------------------

fn parse_linker_options(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let a = s::parse_attr_of_kind(p, st, true, |ctx, a| ctx.as_array(a).is_some())?;
    s::set_prop(p, st, "options", a);
    p.parse_optional_attr_dict_into(st)
}

fn print_linker_options(pr: &mut Printer, op: OpId) {
    pr.w(" ");
    if let Some(a) = s::prop(pr.ctx, op, "options") {
        pr.print_attr_without_type(a);
    }
    pr.print_op_attr_dict(op, &["options"]);
}

fn verify_linker_options(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, LINKER_PROPS)?;
    s::check_nothing(ctx, op)?;
    s::check_attrs(ctx, op, LINKER_PROPS)?;
    if let Some(parent) = ctx.parent_op(op) {
        if !s::satisfies_llvm_module(ctx, parent) {
            return Err(op_err(ctx, op, "must appear at the module level"));
        }
    }
    Ok(())
}
