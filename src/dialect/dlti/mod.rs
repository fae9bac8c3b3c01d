//! The `dlti` dialect's attributes, as far as the LLVM import needs them: the data layout specification
//! `#dlti.dl_spec<entry, ...>` and its entries `#dlti.dl_entry<key, value>` (key: a type or a string).
//! Kept as `AttrKind::DialectStruct` named `dlti.dl_spec` (one `entry` parameter per entry, in order) and
//! `dlti.dl_entry` (parameters `key`, `value`).

use super::OpDef;
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Type};
use crate::parse::lexer::TokenKind as T;
use crate::parse::types::DialectSymbol;
use crate::parse::Parser;
use crate::print::Printer;

pub static OPS: &[OpDef] = &[];
pub const ENUMS: &[super::enums::EnumDef] = &[];

const SPEC: &str = "dlti.dl_spec";
const ENTRY: &str = "dlti.dl_entry";

/// The body after `#dlti.dl_spec` / `#dlti.dl_entry`.
pub fn parse_attr(p: &mut Parser, sym: &DialectSymbol, _ty: Option<Type>) -> DResult<Attribute> {
    let params = match sym.mnemonic.as_str() {
        "dl_spec" => {
            let entries = p.parse_comma_list_delimited(T::Less, T::Greater, "", |p| {
                // Each entry must be a data layout entry (upstream parses a
                // `DataLayoutEntryInterface`).
                let at = p.tok_start();
                let e = p.parse_attr(None)?;
                match p.ctx.attr_kind(e) {
                    AttrKind::DialectStruct { name, .. } if p.ctx.str(*name) == ENTRY => Ok(e),
                    _ => Err(p.err_at(at, "invalid kind of attribute specified")),
                }
            })?;
            // `DataLayoutSpecAttr::verify`, at the mnemonic: one entry per key.
            let mut seen: Vec<Attribute> = vec![];
            for &e in &entries {
                let AttrKind::DialectStruct { params, .. } = p.ctx.attr_kind(e) else {
                    continue;
                };
                let Some(&(_, key)) = params.first() else {
                    continue;
                };
                if seen.contains(&key) {
                    let shown = match p.ctx.attr_kind(key) {
                        AttrKind::Type(t) => {
                            format!("'{}'", crate::print::type_to_string(p.ctx, *t))
                        }
                        _ => String::from_utf8_lossy(p.ctx.as_str_attr(key).unwrap_or(b""))
                            .into_owned(),
                    };
                    return Err(p.err_at(
                        sym.mnemonic_off,
                        format!("repeated layout entry key: {shown}"),
                    ));
                }
                seen.push(key);
            }
            let k = p.ctx.sym("entry");
            entries.into_iter().map(|e| (k, e)).collect()
        }
        "dl_entry" => {
            p.expect(T::Less, "'<'")?;
            let key = if p.at(T::String) {
                p.parse_attr(None)?
            } else if p.at_type_start() {
                let t = p.parse_type()?;
                p.ctx.type_attr(t)
            } else {
                return Err(p.err_here("expected a type or a quoted string"));
            };
            p.expect(T::Comma, "','")?;
            let value = p.parse_attr(None)?;
            p.expect(T::Greater, "'>'")?;
            vec![(p.ctx.sym("key"), key), (p.ctx.sym("value"), value)]
        }
        _ => return Err(crate::dialect::syntax::unknown_dialect_attr(p, sym, "dlti")),
    };
    let name = p.ctx.sym(&format!("dlti.{}", sym.mnemonic));
    Ok(p.ctx.attr(AttrKind::DialectStruct { name, params }))
}

pub fn print_attr(pr: &mut Printer, a: Attribute) {
    let ctx = pr.ctx;
    let AttrKind::DialectStruct { name, params } = ctx.attr_kind(a) else {
        return;
    };
    match ctx.str(*name) {
        SPEC => {
            pr.w("#dlti.dl_spec<");
            for (i, (_, e)) in params.iter().enumerate() {
                if i > 0 {
                    pr.w(", ");
                }
                pr.print_attr(*e);
            }
            pr.w(">");
        }
        ENTRY => {
            pr.w("#dlti.dl_entry<");
            for (i, (_, v)) in params.iter().enumerate() {
                if i > 0 {
                    pr.w(", ");
                }
                match ctx.attr_kind(*v) {
                    AttrKind::Type(t) if i == 0 => pr.print_type(*t),
                    _ => pr.print_attr(*v),
                }
            }
            pr.w(">");
        }
        _ => {}
    }
}
