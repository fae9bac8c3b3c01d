//! The machinery shared by the structured attributes: a table describes each attribute's parameters
//! (name, kind, required or not) and syntax, and the parser and printer here are derived from it, the way
//! MLIR's attribute-format generator derives them from ODS.
//!
//! Storage: `AttrKind::DialectStruct { name: "llvm.<mnemonic>", params }` with the parameters in
//! declaration order; an optional parameter holding its default (0, `false`, an empty list) is left out,
//! so equal attributes are one handle whatever way they were written. A list parameter (`elements`,
//! `types`, `parallelAccesses`, ...) is stored as one entry per element, all under the parameter's name:
//! upstream's lists are `ArrayRef`s, not array attributes, and the alias printer must see the elements as
//! direct children of the attribute.

use super::enums::BitEnum;
use crate::diag::DResult;
use crate::ir::attrs::Location;
use crate::ir::enums::EnumDef;
use crate::ir::{AttrKind, Attribute, Context, Sym};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use num_bigint::BigInt;
use num_traits::ToPrimitive;

/// What one parameter holds and how it is written.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// `StringAttr`: `"text"`.
    Str,
    /// `StringRef` / `std::string`: a string literal only (stored as a string attribute).
    StrRef,
    /// `unsigned` (32) / `uint64_t` (64): a bare integer.
    UInt(u32),
    /// `int64_t`: a bare integer.
    Int64,
    /// `std::optional<unsigned>`: a bare integer, kept even when 0.
    OptUInt,
    /// C++ `bool`: `true` / `false`.
    Bool,
    /// `BoolAttr`: a builtin `true` / `false` attribute.
    BoolAttr,
    /// `IntegerAttr`: a builtin integer attribute with its type (`4 : i32`).
    IntAttr,
    /// Any attribute.
    AnyAttr,
    /// `DistinctAttr`: `distinct[N]<...>`.
    Distinct,
    /// A DWARF code written by name (`DW_TAG_member`): (table, what the error calls it).
    Dwarf(&'static [(&'static str, u32)], &'static str),
    /// A bit-enum written `A` or `"A|B"`.
    Flags(&'static BitEnum),
    /// An enum written as a keyword.
    Keyword(&'static EnumDef),
    /// One specific `llvm` attribute (by mnemonic), written without its `#llvm.<mnemonic>` prefix.
    Attr(&'static str),
    /// Any of these `llvm` attributes (an attribute interface upstream), written in full.
    OneOf(&'static [&'static str]),
    /// A comma-separated list (at least one element when written) of the inner kind.
    List(&'static Kind),
    /// `{` list `}` (the list itself non-empty when parsed).
    Braced(&'static Kind),
    /// A fused location `loc(fused<...>[...])`.
    FusedLoc,
}

#[derive(Debug)]
pub struct Param {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

/// Shorthands for the spec tables.
pub const fn req(name: &'static str, kind: Kind) -> Param {
    Param {
        name,
        kind,
        required: true,
    }
}
pub const fn opt(name: &'static str, kind: Kind) -> Param {
    Param {
        name,
        kind,
        required: false,
    }
}

/// Values of an attribute's parameters by position in its spec, as parsed (`None`: absent / default;
/// a list parameter holds an array attribute).
pub type Values = Vec<Option<Attribute>>;

/// Stored values by position in the spec: empty when absent, one attribute for a scalar parameter, the
/// elements of a list parameter.
pub type Stored = Vec<Vec<Attribute>>;

/// Custom syntax: parses from the token after the mnemonic; prints from there.
#[derive(Debug, Clone, Copy)]
pub struct Custom {
    /// `(parser, has_body, loc)`: `has_body` is false for a pretty-form mnemonic with no adjacent `<`;
    /// `loc` is where verification errors point (the token after the mnemonic).
    pub parse: fn(&mut dyn AsmParser, bool, u32) -> DResult<Values>,
    pub print: fn(&mut dyn AsmPrinter, &[Vec<Attribute>]),
}

#[derive(Debug, Clone, Copy)]
pub enum Format {
    /// `<` struct(params) `>`.
    Struct,
    /// (`<` struct(params) `>`)? — nothing when no parameter is set.
    OptionalStruct,
    /// No parameters, no brackets (`#llvm.di_null_type`).
    NoParams,
    Custom(Custom),
}

#[derive(Debug)]
pub struct Spec {
    pub mnemonic: &'static str,
    pub params: &'static [Param],
    pub format: Format,
    /// Upstream gives the attribute an automatic alias `#<mnemonic>`.
    pub alias: bool,
}

/// A `<key = value, ...>` struct-format attribute with an automatic `#<mnemonic>` alias.
pub const fn aliased_struct(mnemonic: &'static str, params: &'static [Param]) -> Spec {
    Spec {
        mnemonic,
        params,
        format: Format::Struct,
        alias: true,
    }
}

impl Spec {
    pub fn index(&self, name: &str) -> Option<usize> {
        self.params.iter().position(|p| p.name == name)
    }
}

// ---- storage ------------------------------------------------------------------------------------------------

pub fn u64_attr(ctx: &mut Context, v: u64) -> Attribute {
    let t = ctx.i64();
    ctx.int_attr(t, BigInt::from(v))
}
pub fn i64_attr(ctx: &mut Context, v: i64) -> Attribute {
    ctx.i64_attr(v)
}

/// The integer a `UInt`/`Int64`/`Dwarf`/`Flags`/`Keyword` parameter holds.
pub fn int_value(ctx: &Context, a: Attribute) -> Option<i128> {
    ctx.as_int_attr(a).and_then(|v| v.to_i128())
}

fn is_default(ctx: &Context, kind: &Kind, a: Attribute) -> bool {
    match kind {
        Kind::UInt(_) | Kind::Int64 | Kind::Dwarf(..) | Kind::Flags(_) | Kind::Keyword(_) => {
            int_value(ctx, a) == Some(0)
        }
        Kind::Bool => int_value(ctx, a) == Some(0),
        Kind::List(_) => ctx.as_array(a).is_some_and(|v| v.is_empty()),
        _ => false,
    }
}

fn is_list(kind: &Kind) -> bool {
    matches!(kind, Kind::List(_) | Kind::Braced(_))
}

/// Builds the attribute `llvm.<mnemonic>` from positional values, leaving out defaulted optional ones.
pub fn build(ctx: &mut Context, spec: &Spec, vals: Values) -> Attribute {
    let mut params: Vec<(Sym, Attribute)> = vec![];
    for (p, v) in spec.params.iter().zip(vals) {
        let Some(v) = v else { continue };
        if !p.required && is_default(ctx, &p.kind, v) {
            continue;
        }
        let name = ctx.sym(p.name);
        if is_list(&p.kind) {
            let elems = ctx
                .as_array(v)
                .map(|e| e.to_vec())
                .unwrap_or_else(|| vec![v]);
            params.extend(elems.into_iter().map(|e| (name, e)));
        } else {
            params.push((name, v));
        }
    }
    let name = ctx.sym(&format!("llvm.{}", spec.mnemonic));
    ctx.attr(AttrKind::DialectStruct { name, params })
}

/// The stored values of an attribute, by position in its spec.
pub fn values(ctx: &Context, spec: &Spec, params: &[(Sym, Attribute)]) -> Stored {
    let mut out = vec![vec![]; spec.params.len()];
    for (s, a) in params {
        if let Some(i) = spec.index(ctx.str(*s)) {
            out[i].push(*a);
        }
    }
    out
}

/// The mnemonic of an `llvm` structured attribute (`di_file` for `#llvm.di_file<...>`).
pub fn struct_mnemonic(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::DialectStruct { name, .. } => ctx.str(*name).strip_prefix("llvm."),
        _ => None,
    }
}

// ---- parsing ------------------------------------------------------------------------------------------------

/// Parses the part after the mnemonic according to the spec.
pub fn parse_body(
    p: &mut dyn AsmParser,
    spec: &'static Spec,
    has_body: bool,
) -> DResult<Attribute> {
    let loc = p.offset();
    let vals = match spec.format {
        Format::NoParams => vec![],
        Format::Struct => {
            if !has_body {
                return Err(p.error_wrong_token("expected '<'".into()));
            }
            parse_struct(p, spec)?
        }
        Format::OptionalStruct => {
            if has_body && p.at_punct(Punct::Less) {
                parse_struct(p, spec)?
            } else {
                vec![None; spec.params.len()]
            }
        }
        Format::Custom(c) => (c.parse)(p, has_body, loc)?,
    };
    Ok(build(p.ctx(), spec, vals))
}

/// MLIR's `struct(params)` directive between `<` and `>`: `name = value` pairs in any order. With only
/// required parameters, exactly that many; otherwise any subset that includes the required ones.
fn parse_struct(p: &mut dyn AsmParser, spec: &'static Spec) -> DResult<Values> {
    p.parse_punct(Punct::Less)?;
    let n = spec.params.len();
    let mut vals: Values = vec![None; n];
    let all_required = spec.params.iter().all(|q| q.required);
    let any_required = spec.params.iter().any(|q| q.required);
    if all_required {
        for i in 0..n {
            let key = crate::dialect::llvm::types::parse_keyword(p)?;
            struct_entry(p, spec, &key, &mut vals)?;
            if i + 1 != n {
                p.parse_punct(Punct::Comma)?;
            }
        }
    } else if any_required || p.peek_keyword().is_some() {
        loop {
            let key = crate::dialect::llvm::types::parse_keyword(p)?;
            struct_entry(p, spec, &key, &mut vals)?;
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        for (q, v) in spec.params.iter().zip(&vals) {
            if q.required && v.is_none() {
                return Err(
                    p.error_here(format!("struct is missing required parameter: {}", q.name))
                );
            }
        }
    }
    p.parse_punct(Punct::Greater)?;
    Ok(vals)
}

fn struct_entry(
    p: &mut dyn AsmParser,
    spec: &'static Spec,
    key: &str,
    vals: &mut Values,
) -> DResult<()> {
    p.parse_punct(Punct::Equal)?;
    let Some(i) = spec.index(key).filter(|i| vals[*i].is_none()) else {
        return Err(p.error_here(format!("duplicate or unknown struct parameter name: {key}")));
    };
    vals[i] = Some(parse_param(p, spec, i)?);
    Ok(())
}

/// Parses the value of parameter `i` of `spec`. When it fails, upstream's generated parser follows the
/// error with its own, at the token where parsing stopped (see [`super::ods_names`]).
pub fn parse_param(p: &mut dyn AsmParser, spec: &Spec, i: usize) -> DResult<Attribute> {
    let q = &spec.params[i];
    parse_named(p, spec.mnemonic, q.name, &q.kind)
}

/// [`parse_param`] for custom syntax: parameter `name` (of kind `kind`) of the attribute `mnemonic`.
pub fn parse_named(
    p: &mut dyn AsmParser,
    mnemonic: &str,
    name: &str,
    kind: &Kind,
) -> DResult<Attribute> {
    parse_value(p, kind).map_err(|e| follow_param_error(p, e, mnemonic, name))
}

/// `e`, the error that made parameter `name` of the attribute `mnemonic` fail to parse, followed by
/// upstream's error naming the parameter (at the current token), if its parser reports one.
pub fn follow_param_error(
    p: &dyn AsmParser,
    e: crate::diag::Diagnostic,
    mnemonic: &str,
    name: &str,
) -> crate::diag::Diagnostic {
    match super::ods_names::param_error(mnemonic, name) {
        Some(msg) => e.followed_by(p.error_here(msg)),
        None => e,
    }
}

fn invalid_kind(p: &dyn AsmParser, off: u32) -> crate::diag::Diagnostic {
    p.error_at(off, "invalid kind of attribute specified".into())
}

/// Parses one parameter value.
pub fn parse_value(p: &mut dyn AsmParser, kind: &Kind) -> DResult<Attribute> {
    let off = p.offset();
    match *kind {
        Kind::Str => {
            let a = p.parse_attribute(None)?;
            match p.ctx().attr_kind(a) {
                AttrKind::String { .. } => Ok(a),
                _ => Err(invalid_kind(p, off)),
            }
        }
        Kind::StrRef => {
            let Some(v) = p.parse_optional_string() else {
                return Err(p.error_here("expected string".into()));
            };
            Ok(p.ctx().attr(AttrKind::String {
                value: v.into(),
                ty: None,
            }))
        }
        Kind::UInt(bits) => {
            let v = crate::dialect::llvm::types::parse_uint(p, bits)?;
            Ok(u64_attr(p.ctx(), v))
        }
        Kind::OptUInt => {
            let v = crate::dialect::llvm::types::parse_uint(p, 32)?;
            Ok(u64_attr(p.ctx(), v))
        }
        Kind::Int64 => {
            let v = crate::dialect::llvm::types::parse_uint(p, 64)?;
            Ok(i64_attr(p.ctx(), v as i64))
        }
        Kind::Bool => {
            // `parseInteger<bool>`: `true`, `false`, or an integer that fits one bit.
            if p.parse_optional_keyword("true") {
                Ok(p.ctx().bool_attr(true))
            } else if p.parse_optional_keyword("false") {
                Ok(p.ctx().bool_attr(false))
            } else {
                let v = crate::dialect::llvm::types::parse_uint(p, 1)?;
                Ok(p.ctx().bool_attr(v != 0))
            }
        }
        Kind::BoolAttr => {
            let a = p.parse_attribute(None)?;
            let ctx = p.ctx_ref();
            let is_bool = matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if ctx.int_width(*ty) == Some(1));
            if is_bool {
                Ok(a)
            } else {
                Err(invalid_kind(p, off))
            }
        }
        Kind::IntAttr => {
            let a = p.parse_attribute(None)?;
            match p.ctx().attr_kind(a) {
                AttrKind::Integer { .. } => Ok(a),
                _ => Err(invalid_kind(p, off)),
            }
        }
        Kind::AnyAttr => p.parse_attribute(None),
        Kind::Distinct => {
            let a = p.parse_attribute(None)?;
            if is_distinct(p.ctx(), a) {
                Ok(a)
            } else {
                Err(invalid_kind(p, off))
            }
        }
        Kind::Dwarf(table, what) => {
            let name = crate::dialect::llvm::types::parse_keyword(p)?;
            match super::dwarf::code(table, &name) {
                // `getAttributeEncoding` & co. return 0 for unknown names; a real code is never 0 except
                // `DW_TAG_null`, which `getTag` accepts.
                Some(c) => Ok(u64_attr(p.ctx(), c as u64)),
                None => Err(p.error_at(
                    off,
                    format!("invalid debug info debug info {what} name: {name}"),
                )),
            }
        }
        Kind::Flags(e) => {
            let Some(s) = parse_keyword_or_string(p) else {
                return Err(p.error_here(format!("expected keyword for {}", e.description)));
            };
            match e.symbolize(&s) {
                Some(v) => Ok(u64_attr(p.ctx(), v)),
                None => {
                    Err(p.error_at(off, format!("invalid {} specification: {s}", e.description)))
                }
            }
        }
        Kind::Keyword(e) => {
            let desc = super::enums::description(e);
            let Some(s) = parse_keyword_or_string(p) else {
                return Err(p.error_here(format!("expected keyword for {desc}")));
            };
            match e.symbolize(&s) {
                Some(v) => Ok(u64_attr(p.ctx(), v)),
                None => Err(p.error_at(off, format!("invalid {desc} specification: {s}"))),
            }
        }
        Kind::Attr(m) => {
            // `parseCustomAttributeWithFallback`: the attribute in full, or its body after the
            // mnemonic.
            p.enter_nesting()?;
            let a = p.parse_stripped_attribute(&format!("llvm.{m}"), None);
            p.exit_nesting();
            let a = a?;
            if struct_mnemonic(p.ctx(), a) == Some(m) {
                Ok(a)
            } else {
                Err(invalid_kind(p, off))
            }
        }
        Kind::OneOf(set) => {
            let a = p.parse_attribute(None)?;
            match struct_mnemonic(p.ctx(), a) {
                Some(m) if set.contains(&m) => Ok(a),
                _ => Err(invalid_kind(p, off)),
            }
        }
        Kind::List(inner) => {
            let mut v = vec![parse_value(p, inner)?];
            while p.parse_optional_punct(Punct::Comma) {
                v.push(parse_value(p, inner)?);
            }
            Ok(p.ctx().array_attr(v))
        }
        Kind::Braced(inner) => {
            p.parse_punct(Punct::LBrace)?;
            let list = parse_value(p, &Kind::List(inner))?;
            p.parse_punct(Punct::RBrace)?;
            Ok(list)
        }
        Kind::FusedLoc => {
            let a = p.parse_attribute(None)?;
            match p.ctx().attr_kind(a) {
                AttrKind::Location(Location::Fused { .. }) => Ok(a),
                _ => Err(invalid_kind(p, off)),
            }
        }
    }
}

/// MLIR's `parseOptionalKeywordOrString`.
pub fn parse_keyword_or_string(p: &mut dyn AsmParser) -> Option<String> {
    p.parse_optional_keyword_or_string()
        .map(|s| String::from_utf8_lossy(&s).into_owned())
}

/// True for a builtin `distinct[N]<...>` attribute.
pub fn is_distinct(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Distinct { .. })
}

// ---- printing -----------------------------------------------------------------------------------------------

/// Prints the part after the mnemonic.
pub fn print_body(p: &mut dyn AsmPrinter, spec: &'static Spec, vals: &[Vec<Attribute>]) {
    match spec.format {
        Format::NoParams => {}
        Format::Struct => print_struct(p, spec, vals),
        Format::OptionalStruct => {
            if vals.iter().any(|v| !v.is_empty()) {
                print_struct(p, spec, vals);
            }
        }
        Format::Custom(c) => (c.print)(p, vals),
    }
}

fn print_struct(p: &mut dyn AsmPrinter, spec: &'static Spec, vals: &[Vec<Attribute>]) {
    p.write("<");
    let mut first = true;
    for (q, v) in spec.params.iter().zip(vals) {
        // A required list prints even when empty (`members = {}`).
        if v.is_empty() && !(q.required && is_list(&q.kind)) {
            continue;
        }
        if !first {
            p.write(", ");
        }
        first = false;
        p.write(q.name);
        p.write(" = ");
        print_value(p, &q.kind, v);
    }
    p.write(">");
}

/// Prints one parameter value: `vals` holds one attribute, or the elements of a list.
pub fn print_value(p: &mut dyn AsmPrinter, kind: &Kind, vals: &[Attribute]) {
    if let Kind::List(inner) = kind {
        for (i, e) in vals.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_value(p, inner, std::slice::from_ref(e));
        }
        return;
    }
    if let Kind::Braced(inner) = kind {
        p.write("{");
        print_value(p, &Kind::List(inner), vals);
        p.write("}");
        return;
    }
    let Some(&a) = vals.first() else { return };
    let ctx = p.ctx();
    let text: String = match *kind {
        Kind::UInt(_) | Kind::OptUInt | Kind::Int64 => ctx
            .as_int_attr(a)
            .map(|v| v.to_string())
            .unwrap_or_default(),
        Kind::Bool => if int_value(ctx, a) == Some(1) {
            "true"
        } else {
            "false"
        }
        .to_string(),
        Kind::Dwarf(table, _) => {
            let c = int_value(ctx, a).unwrap_or(0) as u32;
            super::dwarf::name(table, c).unwrap_or("").to_string()
        }
        Kind::Flags(e) => {
            let v = int_value(ctx, a).unwrap_or(0) as u64;
            let s = e.stringify(v);
            if e.is_single_case(v) {
                s
            } else {
                crate::dialect::llvm::types::quote_bytes(s.as_bytes())
            }
        }
        Kind::Keyword(e) => {
            let v = int_value(ctx, a).unwrap_or(0) as u64;
            e.keyword(v).unwrap_or("").to_string()
        }
        Kind::StrRef => ctx
            .as_str_attr(a)
            .map(crate::dialect::llvm::types::quote_bytes)
            .unwrap_or_default(),
        Kind::Attr(m) => return print_stripped(p, m, a),
        Kind::List(_) | Kind::Braced(_) => return,
        Kind::Str
        | Kind::BoolAttr
        | Kind::IntAttr
        | Kind::AnyAttr
        | Kind::Distinct
        | Kind::OneOf(_)
        | Kind::FusedLoc => return p.print_attribute(a),
    };
    p.write(&text);
}

/// MLIR's `printStrippedAttrOrType`: the alias if the attribute has one, else the attribute without its
/// `#llvm.<mnemonic>` prefix.
pub fn print_stripped(p: &mut dyn AsmPrinter, mnemonic: &str, a: Attribute) {
    if p.print_alias(a) {
        return;
    }
    let ctx = p.ctx();
    let spec = super::spec(mnemonic).filter(|_| struct_mnemonic(ctx, a) == Some(mnemonic));
    match (spec, ctx.attr_kind(a)) {
        (Some(spec), AttrKind::DialectStruct { params, .. }) => {
            let vals = values(ctx, spec, params);
            print_body(p, spec, &vals);
        }
        _ => p.print_attribute(a),
    }
}

/// MLIR's `printKeywordOrString`: bare if it is a valid identifier, quoted otherwise.
pub fn keyword_or_string(s: &str) -> String {
    let mut out = String::new();
    crate::print::attrs::write_keyword_or_string(&mut out, s);
    out
}
