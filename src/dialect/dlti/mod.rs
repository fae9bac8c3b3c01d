//! The `dlti` dialect's attributes: the data layout specification `#dlti.dl_spec<entry, ...>` and its
//! entries `#dlti.dl_entry<key, value>` (key: a type or a string), and the target description
//! `#dlti.target_system_spec<"id" : #dlti.target_device_spec<entry, ...>, ...>`.
//! Kept as `AttrKind::DialectStruct` named `dlti.dl_spec` / `dlti.target_device_spec` (one `entry`
//! parameter per entry, in order), `dlti.dl_entry` (parameters `key`, `value`) and
//! `dlti.target_system_spec` (an `id` string and a `spec` parameter per device, in order).

use super::OpDef;
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Sym, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, DialectSymbol, Punct};

pub static OPS: &[OpDef] = &[];
pub const ENUMS: &[super::enums::EnumDef] = &[];

const SPEC: &str = "dlti.dl_spec";
const ENTRY: &str = "dlti.dl_entry";
const DEVICE: &str = "dlti.target_device_spec";
const SYSTEM: &str = "dlti.target_system_spec";

/// What upstream's generated parsers add when a parameter fails to parse.
const DEVICE_PARAM_ERROR: &str = "failed to parse DLTI_TargetDeviceSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DataLayoutEntryInterface>`";
const SYSTEM_PARAM_ERROR: &str = "failed to parse DLTI_TargetSystemSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DeviceIDTargetDeviceSpecPair>`";

fn is_named(ctx: &crate::ir::Context, a: Attribute, want: &str) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DialectStruct { name, .. } if ctx.str(*name) == want)
}

/// `<entry, ...>` of a `#dlti.target_device_spec` (a non-empty list, as upstream's `ArrayRefParameter`
/// parser reads it), then upstream's `TargetDeviceSpecAttr::verify` at the `<`: string keys only,
/// each once.
fn parse_device_spec(p: &mut dyn AsmParser) -> DResult<Vec<(Sym, Attribute)>> {
    let open = p.offset();
    p.parse_punct(Punct::Less)?;
    let mut entries = vec![];
    let listed = p.parse_comma_separated_list(Delimiter::None, "", &mut |p| {
        let at = p.offset();
        let e = p.parse_attribute(None)?;
        if is_named(p.ctx_ref(), e, ENTRY) {
            entries.push(e);
            Ok(())
        } else {
            Err(p.error_at(at, "invalid kind of attribute specified".into()))
        }
    });
    if let Err(e) = listed {
        return Err(e.followed_by(p.error_here(DEVICE_PARAM_ERROR.into())));
    }
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx_ref();
    let mut seen: Vec<Attribute> = vec![];
    for &e in &entries {
        let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(e) else {
            continue;
        };
        let Some(&(_, key)) = params.first() else {
            continue;
        };
        if let Some(t) = ctx.as_type_attr(key) {
            let shown = crate::print::type_to_string(ctx, t);
            return Err(p.error_at(
                open,
                format!("dlti.target_device_spec does not allow type as a key: '{shown}'"),
            ));
        }
        if seen.contains(&key) {
            let shown = String::from_utf8_lossy(ctx.as_str_attr(key).unwrap_or(b"")).into_owned();
            return Err(p.error_at(open, format!("repeated layout entry key: {shown}")));
        }
        seen.push(key);
    }
    let k = p.sym("entry");
    Ok(entries.into_iter().map(|e| (k, e)).collect())
}

/// `<"id" : #dlti.target_device_spec<...>, ...>` of a `#dlti.target_system_spec`, with upstream's
/// errors for each piece that fails and its `verify` (device ids unique) at the `<`.
fn parse_system_spec(p: &mut dyn AsmParser) -> DResult<Vec<(Sym, Attribute)>> {
    let open = p.offset();
    p.parse_punct(Punct::Less)?;
    let mut pairs: Vec<(Attribute, Attribute)> = vec![];
    let listed = p.parse_comma_separated_list(Delimiter::None, "", &mut |p| {
        let Some(id) = p.parse_optional_string() else {
            let e = p.error_here("expected string".into());
            return Err(e.followed_by(
                p.error_here("DeviceID is missing, or is not of string type".into()),
            ));
        };
        if let Err(e) = p.parse_punct(Punct::Colon) {
            return Err(e.followed_by(p.error_here("Missing colon".into())));
        }
        let at = p.offset();
        let failed = match p.parse_attribute(None) {
            Ok(a) if is_named(p.ctx_ref(), a, DEVICE) => Ok(a),
            Ok(_) => Err(p.error_at(at, "invalid kind of attribute specified".into())),
            Err(e) => {
                p.skip_dialect_attribute_at(at);
                Err(e)
            }
        };
        let spec = failed.map_err(|e| {
            e.followed_by(p.error_here("Error in parsing target device spec".into()))
        })?;
        let id = p.ctx().attr(AttrKind::String {
            value: id.into(),
            ty: None,
        });
        pairs.push((id, spec));
        Ok(())
    });
    if let Err(e) = listed {
        return Err(e.followed_by(p.error_here(SYSTEM_PARAM_ERROR.into())));
    }
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx_ref();
    for (i, (id, _)) in pairs.iter().enumerate() {
        if pairs[..i].iter().any(|(seen, _)| seen == id) {
            let shown = crate::print::attr_to_string(ctx, *id);
            return Err(p.error_at(
                open,
                format!("repeated Device ID in dlti.target_system_spec: {shown}"),
            ));
        }
    }
    let (k_id, k_spec) = (p.sym("id"), p.sym("spec"));
    Ok(pairs
        .into_iter()
        .flat_map(|(id, spec)| [(k_id, id), (k_spec, spec)])
        .collect())
}

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
        "target_device_spec" => parse_device_spec(p)?,
        "target_system_spec" => parse_system_spec(p)?,
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
        DEVICE => DEVICE,
        SYSTEM => SYSTEM,
        _ => return,
    };
    match kind {
        SPEC | DEVICE => {
            p.write("#");
            p.write(kind);
            p.write("<");
            for (i, (_, e)) in params.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_attribute(*e);
            }
            p.write(">");
        }
        SYSTEM => {
            p.write("#dlti.target_system_spec<");
            for (i, pair) in params.chunks(2).enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                for (j, (_, a)) in pair.iter().enumerate() {
                    if j > 0 {
                        p.write(" : ");
                    }
                    p.print_attribute(*a);
                }
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
