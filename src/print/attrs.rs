//! Printing attributes and locations exactly as MLIR 19 does.
//!
//! Type suffixes follow upstream's `AttrTypeElision`: the full form (`print_attr`) always prints `: type`
//! for typed attributes (not for `i1` booleans, maps, sets, dense arrays); array elements and memref
//! layouts/memory spaces elide `i64` integer and `f64` float types; `print_attr_without_type` never prints
//! it. Dense elements with more than 100 elements (not splats) print as a hex string.

use super::types::dialect_symbol_to_string;
use super::Printer;
use crate::ir::attrs::dense_elem_bytes;
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::enums::EnumRef;
use crate::ir::float;
use crate::ir::int_values::{canonical_int, int_or_index_width};
use crate::ir::types::{Signedness, TypeKind};
use crate::ir::{Attribute, Context, Sym, Type};
use num_bigint::{BigInt, BigUint};
use std::fmt::Write;

/// Prints an attribute of a dialect irbridge implements (`AttrKind::DialectStruct`, and enums of that
/// dialect), including the `#` and any type suffix.
pub use crate::ods::asm::DialectAttrPrintFn;

/// The printer of a dialect attribute, by its dialect (the prefix of the `DialectStruct` or enum
/// name before the dot), from the context's registry. Structs of other dialects print in a
/// generic `#name<key = value, ...>` form.
fn dialect_attr_printer(ctx: &Context, name: &str) -> Option<DialectAttrPrintFn> {
    let d = name.split('.').next().unwrap_or("");
    ctx.registry.syntax(d).and_then(|s| s.print_attr)
}

thread_local! {
    /// The printer's numbering of `distinct[N]` attributes (MLIR's `DistinctState`): in order of first print.
    static DISTINCT_IDS: std::cell::RefCell<rustc_hash::FxHashMap<Attribute, u64>> = Default::default();
}

/// Restarts the numbering of `distinct[N]` attributes (at the start of printing a module).
pub fn reset_distinct_ids() {
    DISTINCT_IDS.with(|m| m.borrow_mut().clear());
}

fn distinct_id(a: Attribute) -> u64 {
    DISTINCT_IDS.with(|m| {
        let mut m = m.borrow_mut();
        let n = m.len() as u64;
        *m.entry(a).or_insert(n)
    })
}

/// Dense elements attributes with more elements than this print as hex (`--mlir-print-elementsattrs-with-hex-if-larger`).
pub const HEX_ELEMENT_LIMIT: usize = 100;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeElision {
    Never,
    /// Elide `i64` integer and `f64` float types.
    May,
    Must,
}

/// Appends `"..."` with MLIR's escaping: `\\` for backslash, printable ASCII as is, everything else
/// (quote, control characters, non-ASCII bytes) as `\XX` in upper-case hex.
pub fn write_escaped_string(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..=0x7e).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

/// True if `s` prints without quotes as an attribute name or symbol (`[A-Za-z_][A-Za-z0-9_$.]*`).
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !(b[0].is_ascii_alphabetic() || b[0] == b'_') {
        return false;
    }
    b[1..]
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `s` bare if it is an identifier, else quoted and escaped (MLIR's `printKeywordOrString`).
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(out, s.as_bytes());
    }
}

/// `@name` / `@"quoted name"`.
pub fn write_symbol_ref(out: &mut String, s: &str) {
    if s.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    write_keyword_or_string(out, s);
}

impl<'a> Printer<'a> {
    /// The full form, with a `: type` suffix where MLIR prints one (`1 : i32`, `"s"`, `1.0 : f32` ...).
    pub fn print_attr(&mut self, a: Attribute) {
        self.print_attr_elided(a, TypeElision::Never)
    }

    /// The form without the type suffix (MLIR's `printAttributeWithoutType`).
    pub fn print_attr_without_type(&mut self, a: Attribute) {
        self.print_attr_elided(a, TypeElision::Must)
    }

    /// The form MLIR uses inside arrays and types: `i64`/`f64` types elided.
    pub fn print_attr_elide_i64(&mut self, a: Attribute) {
        self.print_attr_elided(a, TypeElision::May)
    }

    /// `print_attr` with an explicit type elision mode; uses the attribute's alias if it has one.
    pub fn print_attr_elided(&mut self, a: Attribute, elision: TypeElision) {
        if super::alias::recording() {
            super::alias::record_attr(a);
            return;
        }
        if let Some(name) = self.attr_aliases.get(&a) {
            let name = name.clone();
            self.w(&name);
            return;
        }
        self.print_attr_impl(a, elision);
    }

    /// The attribute's own syntax, never its alias at the top level (used for alias definitions).
    pub fn print_attr_impl(&mut self, a: Attribute, elision: TypeElision) {
        let ctx = self.ctx;
        let suffix: Option<Type> = match ctx.attr_kind(a) {
            AttrKind::Unit => {
                self.w("unit");
                None
            }
            AttrKind::Integer { value, ty } => {
                if matches!(
                    ctx.kind(*ty),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    self.w(if value.bits() != 0 { "true" } else { "false" });
                    return;
                }
                match i64::try_from(value) {
                    Ok(v) => super::push_int(&mut self.out, v),
                    Err(_) => self.out.push_str(&value.to_string()),
                }
                if elision == TypeElision::May
                    && ctx.is_signless_int(*ty)
                    && ctx.int_width(*ty) == Some(64)
                {
                    return;
                }
                Some(*ty)
            }
            AttrKind::Float { bits, ty } => {
                let k = ctx.float_kind(*ty).unwrap_or(float::FloatKind::F64);
                let s = float::format_mlir(k, *bits);
                let hex = s.starts_with("0x");
                self.w(&s);
                if elision == TypeElision::May && k == float::FloatKind::F64 && !hex {
                    return;
                }
                Some(*ty)
            }
            AttrKind::String { value, ty } => {
                write_escaped_string(&mut self.out, value);
                *ty
            }
            AttrKind::Type(t) => {
                self.print_type(*t);
                None
            }
            AttrKind::Array(v) => {
                self.w("[");
                for (i, e) in v.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_attr_elide_i64(*e);
                }
                self.w("]");
                None
            }
            AttrKind::Dictionary(entries) => {
                self.w("{");
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_named_attr(*k, *v);
                }
                self.w("}");
                None
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol_ref(&mut self.out, ctx.str(*root));
                for n in nested {
                    self.out.push_str("::");
                    write_symbol_ref(&mut self.out, ctx.str(*n));
                }
                None
            }
            AttrKind::DenseArray { elem, values } => {
                self.w("array<");
                self.print_type(*elem);
                if !values.is_empty() {
                    self.w(": ");
                    for (i, v) in values.iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.print_dense_array_value(*elem, *v);
                    }
                }
                self.w(">");
                return;
            }
            AttrKind::DenseElements { ty, splat, .. }
            | AttrKind::DenseStrings { ty, splat, .. }
                if self.flags.elides_elements(element_count(ctx, *ty), *splat) =>
            {
                self.w(ELIDED_ELEMENTS);
                Some(*ty)
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } if [*indices, *values]
                .iter()
                .any(|&part| match ctx.attr_kind(part) {
                    AttrKind::DenseElements { ty, splat, .. } => {
                        self.flags.elides_elements(element_count(ctx, *ty), *splat)
                    }
                    _ => false,
                }) =>
            {
                self.w(ELIDED_ELEMENTS);
                Some(*ty)
            }
            AttrKind::DenseElements { ty, splat, data } => {
                self.w("dense<");
                self.print_dense_elements(*ty, *splat, data, true);
                self.w(">");
                Some(*ty)
            }
            AttrKind::DenseResource { ty, handle } => {
                self.w("dense_resource<");
                self.w(ctx.resources.key(*handle));
                self.w(">");
                self.note_resource(*handle);
                Some(*ty)
            }
            AttrKind::DenseStrings { ty, splat, values } => {
                self.w("dense<");
                self.print_dense_strings(*ty, *splat, values);
                self.w(">");
                Some(*ty)
            }
            AttrKind::AffineMap(m) => {
                self.w("affine_map<");
                self.print_affine_map(m);
                self.w(">");
                return;
            }
            AttrKind::IntegerSet(s) => {
                self.w("affine_set<");
                self.print_integer_set(s);
                self.w(">");
                return;
            }
            AttrKind::Strided { strides, offset } => {
                let q = |v: i64| {
                    if v == crate::ir::DYNAMIC {
                        "?".to_string()
                    } else {
                        v.to_string()
                    }
                };
                self.w("strided<[");
                let s: Vec<String> = strides.iter().map(|v| q(*v)).collect();
                self.w(&s.join(", "));
                self.w("]");
                if *offset != 0 {
                    self.w(", offset: ");
                    self.w(&q(*offset));
                }
                self.w(">");
                None
            }
            AttrKind::Location(_) => {
                if self.flags.pretty_debuginfo {
                    self.print_location_inner(a, true);
                } else {
                    self.w("loc(");
                    self.print_location_inner(a, true);
                    self.w(")");
                }
                None
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                self.w("sparse<");
                if let AttrKind::DenseElements {
                    ty: it,
                    splat,
                    data,
                } = ctx.attr_kind(*indices)
                {
                    let n: i64 = ctx.shape(*it).map(|s| s.iter().product()).unwrap_or(0);
                    if n != 0 {
                        self.print_dense_elements(*it, *splat, data, false);
                        self.w(", ");
                        match ctx.attr_kind(*values) {
                            AttrKind::DenseElements { ty, splat, data } => {
                                self.print_dense_elements(*ty, *splat, data, true)
                            }
                            AttrKind::DenseStrings { ty, splat, values } => {
                                self.print_dense_strings(*ty, *splat, values)
                            }
                            _ => {}
                        }
                    }
                }
                self.w(">");
                Some(*ty)
            }
            AttrKind::Distinct { referenced, .. } => {
                let id = distinct_id(a);
                self.w(&format!("distinct[{id}]<"));
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attr(*referenced);
                }
                self.w(">");
                return;
            }
            AttrKind::Opaque { dialect, body, ty } => {
                let s = dialect_symbol_to_string("#", dialect, body);
                self.w(&s);
                *ty
            }
            AttrKind::Enum { def, value } => {
                let d = def.0;
                if let Some(f) = dialect_attr_printer(ctx, d.name) {
                    f(self, a);
                    return;
                }
                if ctx.registry.verbose_enums(d.dialect()) {
                    let s = format!("#{}<{} {}>", d.dialect(), d.mnemonic(), d.stringify(*value));
                    self.w(&s);
                } else {
                    let s = format!("#{}<{}>", d.name, d.stringify(*value));
                    self.w(&s);
                }
                None
            }
            AttrKind::DialectStruct { name, params } => {
                if let Some(f) = dialect_attr_printer(ctx, ctx.str(*name)) {
                    f(self, a);
                    return;
                }
                self.w("#");
                self.w(ctx.str(*name));
                self.w("<");
                for (i, (k, v)) in params.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.w(ctx.str(*k));
                    self.w(" = ");
                    self.print_attr(*v);
                }
                self.w(">");
                None
            }
        };
        if elision != TypeElision::Must {
            if let Some(t) = suffix {
                if !matches!(ctx.kind(t), TypeKind::None) {
                    self.w(" : ");
                    self.print_type(t);
                }
            }
        }
    }

    /// `name = value`, or just `name` for a unit attribute.
    pub fn print_named_attr(&mut self, name: Sym, value: Attribute) {
        let ctx = self.ctx;
        write_keyword_or_string(&mut self.out, ctx.str(name));
        if matches!(ctx.attr_kind(value), AttrKind::Unit) {
            return;
        }
        self.w(" = ");
        self.print_attr(value);
    }

    /// ` {a = 1 : i32, b}` (leading space included) for the entries not in `elided`; nothing if none remain.
    pub fn print_attr_dict(&mut self, entries: &[(Sym, Attribute)], elided: &[&str]) {
        let ctx = self.ctx;
        let kept: Vec<(Sym, Attribute)> = entries
            .iter()
            .filter(|(k, _)| !elided.contains(&ctx.str(*k)))
            .copied()
            .collect();
        if kept.is_empty() {
            return;
        }
        self.w(" {");
        for (i, (k, v)) in kept.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_named_attr(*k, *v);
        }
        self.w("}");
    }

    /// `loc(...)` for a location attribute, using its alias (`loc(#loc3)`) if it has one.
    pub fn print_loc(&mut self, loc: Attribute) {
        if super::alias::recording() {
            super::alias::record_loc(loc, true);
            return;
        }
        if self.flags.pretty_debuginfo {
            return self.print_location_inner(loc, true);
        }
        self.w("loc(");
        match self.attr_aliases.get(&loc) {
            Some(name) => {
                let name = name.clone();
                self.w(&name);
            }
            None => self.print_location_inner(loc, true),
        }
        self.w(")");
    }

    /// `loc(...)` without an alias at the top level (nested locations still use theirs), as MLIR prints
    /// block argument locations.
    pub fn print_loc_no_alias(&mut self, loc: Attribute) {
        if super::alias::recording() {
            super::alias::record_loc(loc, false);
            return;
        }
        if self.flags.pretty_debuginfo {
            return self.print_location_inner(loc, true);
        }
        self.w("loc(");
        self.print_location_inner(loc, true);
        self.w(")");
    }

    /// The inside of `loc(...)`; nested locations print as their alias when they have one. With
    /// `--mlir-pretty-debuginfo`, the readable form upstream prints without `loc(...)`.
    fn print_location_inner(&mut self, loc: Attribute, top: bool) {
        let ctx = self.ctx;
        let pretty = self.flags.pretty_debuginfo;
        if !top {
            if let Some(name) = self.attr_aliases.get(&loc) {
                let name = name.clone();
                self.w(&name);
                return;
            }
        }
        let AttrKind::Location(l) = ctx.attr_kind(loc) else {
            self.print_attr(loc);
            return;
        };
        match l {
            Location::Unknown => self.w(if pretty { "[unknown]" } else { "unknown" }),
            Location::FileLineCol { file, line, col } => {
                if pretty {
                    self.w(ctx.str(*file));
                } else {
                    write_escaped_string(&mut self.out, ctx.str(*file).as_bytes());
                }
                let _ = write!(self.out, ":{line}:{col}");
            }
            Location::Name { name, child } => {
                write_escaped_string(&mut self.out, ctx.str(*name).as_bytes());
                if let Some(c) = child {
                    self.w("(");
                    self.print_location_inner(*c, false);
                    self.w(")");
                }
            }
            Location::CallSite { callee, caller } => {
                if !pretty {
                    self.w("callsite(");
                }
                self.print_location_inner(*callee, false);
                // Pretty: a name called from a file position stays on the line; otherwise each
                // caller starts a line of its own.
                let same_line = !pretty
                    || (matches!(
                        ctx.attr_kind(*callee),
                        AttrKind::Location(Location::Name { .. })
                    ) && matches!(
                        ctx.attr_kind(*caller),
                        AttrKind::Location(Location::FileLineCol { .. })
                    ));
                self.w(if same_line { " at " } else { "\n at " });
                self.print_location_inner(*caller, false);
                if !pretty {
                    self.w(")");
                }
            }
            Location::Fused { metadata, locs } => {
                if !pretty {
                    self.w("fused");
                }
                if let Some(m) = metadata {
                    self.w("<");
                    self.print_attr(*m);
                    self.w(">");
                }
                self.w("[");
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_location_inner(*l, false);
                }
                self.w("]");
            }
        }
    }

    /// The keyword(s) of an enum value, as custom op syntax prints it bare (`nnan,ninf`, `slt`).
    pub fn print_enum_value(&mut self, def: EnumRef, value: u64) {
        let s = def.stringify(value);
        self.w(&s);
    }

    /// `fastmath<nnan,ninf>`: an enum attribute without its dialect prefix, as op syntax prints it.
    pub fn print_enum_stripped(&mut self, def: EnumRef, value: u64) {
        let d = def.0;
        let s = format!("{}<{}>", d.mnemonic(), d.stringify(value));
        self.w(&s);
    }

    fn print_dense_array_value(&mut self, elem: Type, v: i128) {
        let ctx = self.ctx;
        match ctx.kind(elem) {
            TypeKind::Integer { width: 1, .. } => self.w(if v != 0 { "true" } else { "false" }),
            TypeKind::Integer { width, signedness } => {
                let s = if *signedness == Signedness::Unsigned {
                    let m = if *width >= 128 {
                        u128::MAX
                    } else {
                        (1u128 << width) - 1
                    };
                    ((v as u128) & m).to_string()
                } else {
                    v.to_string()
                };
                self.w(&s);
            }
            TypeKind::Float(k) => {
                let s = float::format_mlir(*k, v as u128);
                self.w(&s);
            }
            _ => self.w(&v.to_string()),
        }
    }

    fn print_dense_strings(&mut self, ty: Type, splat: bool, values: &[Box<[u8]>]) {
        let shape = self.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        print_nested_elements(&mut self.out, &shape, splat, |out, i| {
            if let Some(v) = values.get(i) {
                write_escaped_string(out, v);
            }
        });
    }

    /// The inside of `dense<...>` for numeric element types.
    fn print_dense_elements(&mut self, ty: Type, splat: bool, data: &[u8], allow_hex: bool) {
        let ctx = self.ctx;
        let shape = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let num: i64 = shape.iter().product();
        let num = num.max(0) as usize;
        let elem = ctx.element_type(ty);
        let eb = dense_elem_bytes(ctx, elem);
        if allow_hex && self.flags.elements_as_hex(num, splat) {
            let raw = if matches!(ctx.kind(elem), TypeKind::Integer { width: 1, .. }) {
                let mut packed = vec![0u8; num.div_ceil(8)];
                for (i, b) in data.iter().enumerate().take(num) {
                    if *b != 0 {
                        packed[i / 8] |= 1 << (i % 8);
                    }
                }
                packed
            } else {
                data.to_vec()
            };
            self.w("\"0x");
            push_upper_hex(&mut self.out, &raw);
            self.w("\"");
            return;
        }
        let (part, complex) = match ctx.kind(elem) {
            TypeKind::Complex(e) => (*e, true),
            _ => (elem, false),
        };
        let pb = dense_elem_bytes(ctx, part);
        let fmt_part = |bytes: &[u8]| -> String {
            if let Some(k) = ctx.float_kind(part) {
                let mut bits: u128 = 0;
                for (i, b) in bytes.iter().enumerate().take(16) {
                    bits |= (*b as u128) << (8 * i);
                }
                return float::format_mlir(k, bits);
            }
            let w = int_or_index_width(ctx, part).unwrap_or(64);
            let v = BigInt::from(BigUint::from_bytes_le(bytes));
            if w == 1 {
                return if v.bits() != 0 { "true" } else { "false" }.to_string();
            }
            canonical_int(ctx, part, &v).to_string()
        };
        let out = &mut self.out;
        print_nested_elements(out, &shape, splat, |out, i| {
            let Some(chunk) = data.get(i * eb..(i + 1) * eb) else {
                return;
            };
            if complex {
                out.push('(');
                out.push_str(&fmt_part(&chunk[..pb]));
                out.push(',');
                out.push_str(&fmt_part(&chunk[pb..]));
                out.push(')');
            } else {
                out.push_str(&fmt_part(chunk));
            }
        });
    }
}

/// MLIR's `printDenseElementsAttrImpl`: a splat prints one element; otherwise elements nested in brackets
/// following `shape`; zero elements print nothing.
fn print_nested_elements(
    out: &mut String,
    shape: &[i64],
    splat: bool,
    mut elem: impl FnMut(&mut String, usize),
) {
    if splat {
        elem(out, 0);
        return;
    }
    let num: i64 = shape.iter().product();
    if num <= 0 {
        return;
    }
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..num as usize {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        elem(out, idx);
        if rank == 0 {
            continue;
        }
        counter[rank - 1] += 1;
        let mut i = rank - 1;
        while i > 0 {
            if counter[i] >= shape[i] {
                counter[i] = 0;
                counter[i - 1] += 1;
                open -= 1;
                out.push(']');
            }
            i -= 1;
        }
    }
    while open > 0 {
        out.push(']');
        open -= 1;
    }
}

/// What an elided elements attribute prints as (upstream's `printElidedElementsAttr`: a valid
/// attribute of any type whose key shows it was elided).
const ELIDED_ELEMENTS: &str = "dense_resource<__elided__>";

/// The number of elements of a shaped type (0 if unknown, saturating).
fn element_count(ctx: &Context, ty: Type) -> u64 {
    ctx.shape(ty).map_or(0, |s| {
        s.iter()
            .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))
            .unwrap_or(u64::MAX)
    })
}

/// Appends `bytes` as upper-case hex digit pairs; a table, not `write!` per byte, as large
/// elements attributes print megabytes of it.
fn push_upper_hex(out: &mut String, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    out.reserve(2 * bytes.len());
    for &b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 0xF)]));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn push_upper_hex_matches_format() {
        let bytes: Vec<u8> = (0..=255).collect();
        let mut out = String::from("x");
        super::push_upper_hex(&mut out, &bytes);
        let expected: String = bytes.iter().map(|b| format!("{b:02X}")).collect();
        assert_eq!(out, format!("x{expected}"));
    }
}
