//! The `dlti` dialect's attributes, as far as the LLVM import needs them: the data layout specification
//! `#dlti.dl_spec<entry, ...>` and its entries `#dlti.dl_entry<key, value>` (key: a type or a string).
//! Kept as `AttrKind::DialectStruct` named `dlti.dl_spec` (one `entry` parameter per entry, in order) and
//! `dlti.dl_entry` (parameters `key`, `value`).

use super::OpDef;
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, DialectSymbol, Punct};

pub static OPS: &[OpDef] = &[];
pub const ENUMS: &[super::enums::EnumDef] = &[];

const SPEC: &str = "dlti.dl_spec";
const ENTRY: &str = "dlti.dl_entry";

/// The body after `#dlti.dl_spec` / `#dlti.dl_entry`.
pub fn parse_attr(
    p: &mut dyn AsmParser,
    sym: &DialectSymbol,
    _ty: Option<Type>,
) -> DResult<Attribute> {
    let params = match sym.mnemonic.as_str() {
        "dl_spec" => {
            let mut entries = vec![];
            p.parse_comma_separated_list(Delimiter::LessGreater, "", &mut |p| {
                // Each entry must be a data layout entry (upstream parses a
                // `DataLayoutEntryInterface`).
                let at = p.offset();
                let e = p.parse_attribute(None)?;
                let ctx = p.ctx_ref();
                match ctx.attr_kind(e) {
                    AttrKind::DialectStruct { name, .. } if ctx.str(*name) == ENTRY => {
                        entries.push(e);
                        Ok(())
                    }
                    _ => Err(p.error_at(at, "invalid kind of attribute specified".into())),
                }
            })?;
            // `DataLayoutSpecAttr::verify`, at the mnemonic: one entry per key.
            let ctx = p.ctx_ref();
            let mut seen: Vec<Attribute> = vec![];
            for &e in &entries {
                let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(e) else {
                    continue;
                };
                let Some(&(_, key)) = params.first() else {
                    continue;
                };
                if seen.contains(&key) {
                    let shown = match ctx.attr_kind(key) {
                        AttrKind::Type(t) => {
                            format!("'{}'", crate::print::type_to_string(ctx, *t))
                        }
                        _ => String::from_utf8_lossy(ctx.as_str_attr(key).unwrap_or(b""))
                            .into_owned(),
                    };
                    return Err(p.error_at(
                        sym.mnemonic_off,
                        format!("repeated layout entry key: {shown}"),
                    ));
                }
                seen.push(key);
            }
            let k = p.sym("entry");
            entries.into_iter().map(|e| (k, e)).collect()
        }
        "dl_entry" => {
            p.parse_punct(Punct::Less)?;
            let key = if p.at_string() {
                p.parse_attribute(None)?
            } else if p.at_type() {
                let t = p.parse_type()?;
                p.ctx().type_attr(t)
            } else {
                return Err(p.error_here("expected a type or a quoted string".into()));
            };
            p.parse_punct(Punct::Comma)?;
            let value = p.parse_attribute(None)?;
            p.parse_punct(Punct::Greater)?;
            vec![(p.sym("key"), key), (p.sym("value"), value)]
        }
        _ => return Err(crate::dialect::syntax::unknown_dialect_attr(p, sym, "dlti")),
    };
    let name = p.sym(&format!("dlti.{}", sym.mnemonic));
    Ok(p.ctx().attr(AttrKind::DialectStruct { name, params }))
}

pub fn print_attr(p: &mut dyn AsmPrinter, a: Attribute) {
    let ctx = p.ctx();
    let AttrKind::DialectStruct { name, params } = ctx.attr_kind(a) else {
        return;
    };
    let params = params.clone();
    let kind = match ctx.str(*name) {
        SPEC => SPEC,
        ENTRY => ENTRY,
        _ => return,
    };
    match kind {
        SPEC => {
            p.write("#dlti.dl_spec<");
            for (i, (_, e)) in params.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_attribute(*e);
            }
            p.write(">");
        }
        ENTRY => {
            p.write("#dlti.dl_entry<");
            for (i, (_, v)) in params.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                match p.ctx().as_type_attr(*v).filter(|_| i == 0) {
                    Some(t) => p.print_type(t),
                    None => p.print_attribute(*v),
                }
            }
            p.write(">");
        }
        _ => {}
    }
}
