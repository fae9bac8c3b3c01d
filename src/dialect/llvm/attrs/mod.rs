//! The attributes of MLIR 19's `llvm` dialect: the syntax hooks (parse, print, alias) and the API the
//! ops use to build and read them.
//!
//! * Enum attributes (`#llvm.linkage<internal>`, `#llvm.fastmath<nnan, ninf>`, ...) are `AttrKind::Enum`
//!   values of the [`EnumDef`]s in [`enums`].
//! * Structured attributes (TBAA, alias scopes, loop annotations, debug info, memory effects, ...) are
//!   `AttrKind::DialectStruct { name: "llvm.<mnemonic>", params }`, described by the spec tables of
//!   [`tbaa`], [`alias`], [`loops`], [`debuginfo`] and [`memory`]; the shared parser and printer are in
//!   [`params`].

pub mod alias;
pub mod debuginfo;
pub mod di_expression;
pub mod dwarf;
pub mod enums;
pub mod loops;
pub mod memory;
pub mod ods_names;
pub mod params;
pub mod tbaa;

use crate::diag::DResult;
use crate::dialect::enums::EnumDef;
use crate::ir::{AttrKind, Attribute, Context, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, DialectSymbol, Punct};
use params::Spec;
use std::sync::OnceLock;

/// Every structured attribute of the dialect.
fn specs() -> &'static [&'static Spec] {
    static ALL: OnceLock<Vec<&'static Spec>> = OnceLock::new();
    ALL.get_or_init(|| {
        [
            tbaa::SPECS,
            alias::SPECS,
            loops::SPECS,
            debuginfo::SPECS,
            memory::SPECS,
        ]
        .iter()
        .flat_map(|t| t.iter())
        .collect()
    })
}

/// The spec of the structured attribute `mnemonic` (`di_file`, `tbaa_tag`, ...).
pub fn spec(mnemonic: &str) -> Option<&'static Spec> {
    specs().iter().find(|s| s.mnemonic == mnemonic).copied()
}

fn enum_def(mnemonic: &str) -> Option<(crate::ir::enums::EnumRef, &'static EnumDef)> {
    let id = crate::dialect::enums::lookup(&format!("llvm.{mnemonic}"))?;
    Some((id, id.0))
}

// ---- parsing ------------------------------------------------------------------------------------------------

/// The attribute-parsing hook of the `llvm` dialect (for `DIALECT_ATTR_PARSERS`): called after the
/// `#llvm.xxx` (or `#llvm`) token.
pub fn parse_attr(
    p: &mut dyn AsmParser,
    sym: &DialectSymbol,
    _ty: Option<Type>,
) -> DResult<Attribute> {
    if sym.pretty {
        let start = p.offset();
        let a = parse_after_mnemonic(p, &sym.mnemonic, sym.mnemonic_off, sym.trailing, false)?;
        // Upstream ignores what a parameterless attribute leaves of its `<...>` body (`#llvm.undef<>`).
        if sym.trailing && p.offset() == start {
            p.parse_dialect_symbol_body()?;
        }
        return Ok(a);
    }
    // `#llvm<mnemonic ...>`: the body holds the mnemonic and what follows it.
    p.parse_punct(Punct::Less)?;
    let off = p.offset();
    let m = crate::dialect::llvm::types::parse_keyword(p)?;
    let a = parse_after_mnemonic(p, &m, off, true, true)?;
    p.parse_punct(Punct::Greater)?;
    Ok(a)
}

/// `verbose`: inside `#llvm<...>`, where the comdat kind follows its mnemonic after a space.
fn parse_after_mnemonic(
    p: &mut dyn AsmParser,
    m: &str,
    m_off: u32,
    has_body: bool,
    verbose: bool,
) -> DResult<Attribute> {
    if let Some(spec) = spec(m) {
        return params::parse_body(p, spec, has_body);
    }
    if let Some((id, def)) = enum_def(m) {
        let value = if let Some(desc) = enums::keyword_enum_description(def.name) {
            // `#llvm<comdat any>` has no brackets; the other keyword enums do.
            let bracketed = def.name != enums::COMDAT.name;
            if bracketed {
                if !has_body {
                    return Err(p.error_wrong_token("expected '<'".into()));
                }
                p.parse_punct(Punct::Less)?;
            }
            let off = p.offset();
            let kw = if bracketed || verbose {
                params::parse_keyword_or_string(p)
            } else {
                None
            };
            // The keyword is the attribute's one parameter: its parser's error is followed by the
            // attribute parser's.
            let param_error = |p: &dyn AsmParser, e: crate::diag::Diagnostic| {
                match ods_names::sole_param_error(m) {
                    Some(msg) => e.followed_by(p.error_here(msg)),
                    None => e,
                }
            };
            let Some(kw) = kw else {
                let e = p.error_here(format!("expected keyword for {desc}"));
                return Err(param_error(p, e));
            };
            let Some(v) = def.symbolize(&kw) else {
                let e = p.error_at(off, format!("invalid {desc} specification: {kw}"));
                return Err(param_error(p, e));
            };
            if bracketed {
                p.parse_punct(Punct::Greater)?;
            }
            v
        } else {
            if !has_body {
                return Err(p.error_wrong_token("expected '<'".into()));
            }
            p.parse_punct(Punct::Less)?;
            let v = p.parse_enum_value(def)?;
            p.parse_punct(Punct::Greater)?;
            v
        };
        return Ok(p.ctx().attr(AttrKind::Enum { def: id, value }));
    }
    Err(p.error_at(m_off, format!("unknown attribute `{m}` in dialect `llvm`")))
}

// ---- printing -----------------------------------------------------------------------------------------------

/// True for the attributes this module prints: `llvm` enum and structured attributes.
pub fn is_llvm_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, .. } => def.0.name.starts_with("llvm."),
        AttrKind::DialectStruct { .. } => params::struct_mnemonic(ctx, a).is_some(),
        _ => false,
    }
}

/// The attribute-printing hook of the `llvm` dialect: prints `a` in full (`#llvm.di_file<"a" in "b">`).
/// Aliases are the caller's business (this prints the definition). Other attributes go back to the
/// printer.
pub fn print_attr(p: &mut dyn AsmPrinter, a: Attribute) {
    let ctx = p.ctx();
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, value } => {
            let d = def.0;
            let Some(m) = d.name.strip_prefix("llvm.") else {
                p.print_attribute(a);
                return;
            };
            let s = d.stringify(*value);
            let kw = if d.bit_enum {
                s
            } else {
                params::keyword_or_string(&s)
            };
            if d.name == enums::COMDAT.name {
                p.write(&format!("#llvm<comdat {kw}>"));
            } else {
                p.write(&format!("#llvm.{m}<{kw}>"));
            }
        }
        AttrKind::DialectStruct { params: ps, .. } => {
            let Some(spec) = params::struct_mnemonic(ctx, a).and_then(spec) else {
                p.print_attribute(a);
                return;
            };
            let vals = params::values(ctx, spec, ps);
            p.write("#llvm.");
            p.write(spec.mnemonic);
            params::print_body(p, spec, &vals);
        }
        _ => p.print_attribute(a),
    }
}

/// `a` as upstream prints it without aliases (for diagnostics and tests).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    crate::print::attr_to_string(ctx, a)
}

/// The automatic alias upstream's `LLVMOpAsmDialectInterface` gives `a` (`#di_file`, `#tbaa_tag`,
/// `#loop_annotation`, ...; the printer numbers repeats `#di_file1`...), or `None`.
pub fn alias_name(ctx: &Context, a: Attribute) -> Option<&'static str> {
    let m = params::struct_mnemonic(ctx, a)?;
    let s = spec(m)?;
    s.alias.then_some(s.mnemonic)
}

// ---- API for the ops ----------------------------------------------------------------------------------------

/// The mnemonic of an `llvm` attribute: `di_file` for `#llvm.di_file<...>`, `linkage` for
/// `#llvm.linkage<...>`.
pub fn mnemonic(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, .. } => def.0.name.strip_prefix("llvm."),
        _ => params::struct_mnemonic(ctx, a),
    }
}

/// True if `a` is the `llvm` attribute `mnemonic` (e.g. `is(ctx, a, "tbaa_tag")`).
pub fn is(ctx: &Context, a: Attribute, mnemonic_: &str) -> bool {
    mnemonic(ctx, a) == Some(mnemonic_)
}

/// A parameter of a structured attribute (`None` when absent or defaulted; the first element of a list
/// parameter, see [`param_list`]).
pub fn param(ctx: &Context, a: Attribute, name: &str) -> Option<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::DialectStruct { params, .. } => params
            .iter()
            .find(|(s, _)| ctx.str(*s) == name)
            .map(|x| x.1),
        _ => None,
    }
}

/// An integer-like parameter (`line`, `offset`, a DWARF code, flags, enum keywords) as a number; absent
/// optional ones are 0.
pub fn param_int(ctx: &Context, a: Attribute, name: &str) -> i128 {
    param(ctx, a, name)
        .and_then(|v| params::int_value(ctx, v))
        .unwrap_or(0)
}

/// A `bool` / `BoolAttr` parameter; absent ones are false.
pub fn param_bool(ctx: &Context, a: Attribute, name: &str) -> bool {
    param_int(ctx, a, name) != 0
}

/// A string parameter's bytes.
pub fn param_str<'c>(ctx: &'c Context, a: Attribute, name: &str) -> Option<&'c [u8]> {
    param(ctx, a, name).and_then(|v| ctx.as_str_attr(v))
}

/// A list parameter's elements (empty when absent): `param_list(ctx, cu, "elements")`.
pub fn param_list(ctx: &Context, a: Attribute, name: &str) -> Vec<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::DialectStruct { params, .. } => params
            .iter()
            .filter(|(s, _)| ctx.str(*s) == name)
            .map(|x| x.1)
            .collect(),
        _ => vec![],
    }
}

/// Builds the structured attribute `mnemonic` from named parameters (any order; unknown names are
/// ignored). Integer-like parameters are `i64` integer attributes (see [`params::u64_attr`]), `bool`
/// ones `ctx.bool_attr`, lists array attributes. `None` if there is no such attribute or a required
/// parameter is missing.
pub fn make(ctx: &mut Context, mnemonic_: &str, named: &[(&str, Attribute)]) -> Option<Attribute> {
    let spec = spec(mnemonic_)?;
    let mut vals = vec![None; spec.params.len()];
    for (n, v) in named {
        if let Some(i) = spec.index(n) {
            vals[i] = Some(*v);
        }
    }
    if spec
        .params
        .iter()
        .zip(&vals)
        .any(|(q, v)| q.required && v.is_none())
    {
        return None;
    }
    Some(params::build(ctx, spec, vals))
}

/// An enum attribute from its keyword: `enum_attr(ctx, "linkage", "internal")` is
/// `#llvm.linkage<internal>`; bit enums take their keywords joined with `,` (`"nnan,ninf"`).
pub fn enum_attr(ctx: &mut Context, mnemonic_: &str, keyword: &str) -> Option<Attribute> {
    let (id, def) = enum_def(mnemonic_)?;
    let mut value = 0;
    for kw in keyword.split(',') {
        value |= def.symbolize(kw.trim())?;
    }
    Some(ctx.attr(AttrKind::Enum { def: id, value }))
}

/// An enum attribute from its value: `enum_attr_value(ctx, "fastmath", 0)` is `#llvm.fastmath<none>`.
pub fn enum_attr_value(ctx: &mut Context, mnemonic_: &str, value: u64) -> Option<Attribute> {
    let (id, _) = enum_def(mnemonic_)?;
    Some(ctx.attr(AttrKind::Enum { def: id, value }))
}

/// The value of an `llvm` enum attribute of kind `mnemonic` (`enum_value(ctx, a, "linkage")`).
pub fn enum_value(ctx: &Context, a: Attribute, mnemonic_: &str) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, value } if def.0.name.strip_prefix("llvm.") == Some(mnemonic_) => {
            Some(*value)
        }
        _ => None,
    }
}
