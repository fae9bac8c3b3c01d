//! Discardable attributes named after a dialect, checked as that dialect's
//! `verifyOperationAttribute` checks them, before the op's own verifier (upstream's order):
//!
//! - `llvm.data_layout`: a string in LLVM's data layout syntax ([`super::data_layout`]);
//! - `dlti.dl_spec`: a `#dlti.dl_spec`, whose entries are checked on a module as MLIR 19's
//!   `verifyDataLayoutSpec` does (integer and float entries, `index`, the `llvm` pointer and struct
//!   types' own rules, the `dlti` string keys); `dlti.target_system_spec`: a
//!   `#dlti.target_system_spec` (checked when parsed); any other `dlti.*` name is not the dialect's.

use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ModuleOp;
use crate::ir::types::DialectType as D;
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind};

/// Checks the dialect attributes of `op` (in name order, as upstream's dictionary is).
pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let attrs = &ctx.ops[op].attrs;
    if attrs.is_empty() {
        return Ok(());
    }
    for &(name, value) in attrs.iter() {
        let name = ctx.str(name);
        if name == "llvm.data_layout" {
            let Some(s) = ctx.as_str_attr(value) else {
                return Err(super::op_err(
                    ctx,
                    op,
                    "expected 'llvm.data_layout' to be a string attributes",
                ));
            };
            if let Err(msg) = super::data_layout::check(&String::from_utf8_lossy(s)) {
                // LLVM's message, with the newline `logAllUnhandledErrors` ends it with.
                return Err(super::op_err(
                    ctx,
                    op,
                    format!("invalid data layout descriptor: {msg}\n"),
                ));
            }
        } else if name == "dlti.dl_spec" {
            if !is_struct(ctx, value, "dlti.dl_spec") {
                return Err(plain(
                    ctx,
                    op,
                    "'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute",
                ));
            }
            if ModuleOp::is(ctx, op) {
                verify_spec(ctx, op, value)?;
            }
        } else if name == "dlti.target_system_spec" {
            if is_struct(ctx, value, "dlti.target_system_spec") {
                continue;
            }
            return Err(plain(
                ctx,
                op,
                "'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute",
            ));
        } else if name.starts_with("dlti.") {
            return Err(plain(
                ctx,
                op,
                format!("attribute '{name}' not supported by dialect"),
            ));
        }
    }
    Ok(())
}

/// An error at the op's location without the `'op' op` prefix (`emitError(loc)`).
fn plain(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg)
}

fn is_struct(ctx: &Context, a: Attribute, want: &str) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DialectStruct { name, .. } if ctx.str(*name) == want)
}

/// The entries of a `#dlti.dl_spec`: (key, value, the entry attribute).
fn entries(ctx: &Context, spec: Attribute) -> Vec<(Attribute, Attribute, Attribute)> {
    let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(spec) else {
        return vec![];
    };
    params
        .iter()
        .filter_map(|&(_, e)| match ctx.attr_kind(e) {
            AttrKind::DialectStruct { params, .. } if params.len() == 2 => {
                Some((params[0].1, params[1].1, e))
            }
            _ => None,
        })
        .collect()
}

/// A dense integer elements attribute: its element type, number of elements and (up to 8 of) its
/// values as unsigned 64-bit integers.
fn dense_ints(ctx: &Context, a: Attribute) -> Option<(Type, u64, Vec<u64>)> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elem = ctx.element_type(*ty);
    let width = match ctx.kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let count = ctx
        .shape(*ty)?
        .iter()
        .fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64));
    let n = crate::ir::attrs::dense_elem_bytes(ctx, elem).max(1);
    let values = (0..count.min(8) as usize)
        .map(|i| {
            let i = if *splat { 0 } else { i };
            let mut buf = [0u8; 8];
            let chunk = data.get(i * n..(i + 1) * n).unwrap_or(&[]);
            let k = chunk.len().min(8);
            buf[..k].copy_from_slice(&chunk[..k]);
            let v = u64::from_le_bytes(buf);
            if width < 64 {
                v & ((1u64 << width) - 1)
            } else {
                v
            }
        })
        .collect();
    Some((elem, count, values))
}

fn is_i64(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::Integer { width: 64, .. })
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", crate::print::type_to_string(ctx, t))
}

/// Which group of entries a type's belongs to (upstream buckets entries by the key's type id).
fn group(ctx: &Context, t: Type) -> String {
    match ctx.kind(t) {
        TypeKind::Integer { .. } => "integer".into(),
        TypeKind::Float(k) => format!("float {k:?}"),
        TypeKind::Dialect(D::LlvmStruct { .. } | D::LlvmIdentifiedStruct { .. }) => "struct".into(),
        TypeKind::Dialect(D::LlvmPtr { .. }) => "ptr".into(),
        other => format!("{:?}", std::mem::discriminant(other)),
    }
}

/// A type-keyed entry: (key, value, the entry attribute).
type Entry = (Type, Attribute, Attribute);

/// `verifyDataLayoutSpec` on the module `op`.
fn verify_spec(ctx: &Context, op: OpId, spec: Attribute) -> DResult<()> {
    let all = entries(ctx, spec);
    let err = |msg: String| Err(plain(ctx, op, msg));
    // Type keys by group, in the order each group first appears.
    let mut groups: Vec<(String, Vec<Entry>)> = vec![];
    for &(k, v, e) in &all {
        let Some(t) = ctx.as_type_attr(k) else {
            continue;
        };
        let g = group(ctx, t);
        match groups.iter_mut().find(|(name, _)| *name == g) {
            Some((_, list)) => list.push((t, v, e)),
            None => groups.push((g, vec![(t, v, e)])),
        }
    }
    for (_, list) in &groups {
        let sample = list[0].0;
        match ctx.kind(sample) {
            TypeKind::Index => {
                if ctx.as_int_attr(list[0].1).is_none() {
                    return err(format!(
                        "expected integer attribute in the data layout entry for {}",
                        quoted(ctx, sample)
                    ));
                }
            }
            TypeKind::Integer { .. } | TypeKind::Float(_) => {
                for &(_, v, e) in list {
                    let shown = crate::print::attr_to_string(ctx, e);
                    let ints = dense_ints(ctx, v)
                        .filter(|(elem, _, _)| ctx.is_signless_int(*elem) && is_i64(ctx, *elem));
                    let Some((_, count, vals)) = ints else {
                        return err(format!(
                            "expected a dense i64 elements attribute in the data layout entry {shown}"
                        ));
                    };
                    if !(1..=2).contains(&count) {
                        return err(format!(
                            "expected 1 or 2 elements in the data layout entry {shown}"
                        ));
                    }
                    let abi = vals[0];
                    let preferred = if count == 2 { vals[1] } else { abi };
                    if preferred < abi {
                        return err(format!("preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {shown}"));
                    }
                }
            }
            TypeKind::Dialect(D::LlvmPtr { .. }) => {
                for &(t, v, _) in list {
                    let ints = dense_ints(ctx, v).filter(|(_, n, _)| *n == 3 || *n == 4);
                    let Some((elem, _, vals)) = ints else {
                        return err(format!("expected layout attribute for {} to be a dense integer elements attribute with 3 or 4 elements", quoted(ctx, t)));
                    };
                    if !is_i64(ctx, elem) {
                        return err(format!("expected i64 parameters for {}", quoted(ctx, t)));
                    }
                    if vals[1] > vals[2] {
                        return err("preferred alignment is expected to be at least as large as ABI alignment".into());
                    }
                }
            }
            TypeKind::Dialect(D::LlvmStruct { .. } | D::LlvmIdentifiedStruct { .. }) => {
                for &(t, v, _) in list {
                    let ints = dense_ints(ctx, v).filter(|(_, n, _)| *n == 1 || *n == 2);
                    let Some((elem, count, vals)) = ints else {
                        return err(format!("expected layout attribute for {} to be a dense integer elements attribute of 1 or 2 elements", quoted(ctx, t)));
                    };
                    if !is_i64(ctx, elem) {
                        return err(format!("expected i64 entries for {}", quoted(ctx, t)));
                    }
                    let literal_empty = matches!(ctx.kind(t), TypeKind::Dialect(D::LlvmStruct { body, .. }) if body.is_empty());
                    if !literal_empty {
                        return err(format!(
                            "unexpected layout attribute for struct {}",
                            quoted(ctx, t)
                        ));
                    }
                    if count == 2 && vals[0] > vals[1] {
                        return err("preferred alignment is expected to be at least as large as ABI alignment".into());
                    }
                }
            }
            // The `llvm` array type takes any entry.
            TypeKind::Dialect(D::LlvmArray { .. }) => {}
            TypeKind::Dialect(_) => {
                return err("data layout specified for a type that does not support it".into())
            }
            _ => return err("unexpected data layout for a built-in type".into()),
        }
    }
    for &(k, v, _) in &all {
        let Some(key) = ctx.as_str_attr(k) else {
            continue;
        };
        let key = String::from_utf8_lossy(key);
        let Some((dialect, _)) = key.split_once('.') else {
            continue;
        };
        match dialect {
            "dlti" => {
                match &*key {
                    "dlti.endianness" => {
                        if !matches!(ctx.as_str_attr(v), Some(b"big" | b"little")) {
                            return err(format!("'{key}' data layout entry is expected to be either 'big' or 'little'"));
                        }
                    }
                    "dlti.alloca_memory_space"
                    | "dlti.program_memory_space"
                    | "dlti.global_memory_space"
                    | "dlti.stack_alignment" => {}
                    _ => return err(format!("unknown data layout entry name: {key}")),
                }
            }
            // Loaded in every context, without data layout entries of its own. (Other dialects'
            // keys depend on which dialects upstream happens to have loaded: not checked.)
            "builtin" => {
                return err(
                    "the 'builtin' dialect does not support identifier data layout entries".into(),
                )
            }
            _ => {}
        }
    }
    Ok(())
}
