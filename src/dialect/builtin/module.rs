//! `builtin.module`: its verifier rule (attribute names) and the `SymbolTable` trait.

use super::ods;
use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::ir::{Context, OpId};
use crate::verify::op_err;

/// The `Symbol` trait (the name is optional), then `ModuleOp::verify`: discardable attributes need a
/// dialect prefix.
pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    ods::verify_symbol(ctx, op, true, false)?;
    for (k, _) in &ctx.ops[op].attrs {
        let name = ctx.str(*k);
        if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
            return Err(op_err(
                ctx,
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
            ));
        }
    }
    Ok(())
}

/// The `SymbolTable` trait: symbol names directly inside the table are unique.
pub fn verify_symbol_table(ctx: &Context, op: OpId) -> DResult<()> {
    let mut seen: rustc_hash::FxHashMap<&[u8], OpId> = Default::default();
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            for child in ctx.block_ops(b) {
                let Some(name) = ctx
                    .get_attr(child, "sym_name")
                    .and_then(|a| ctx.as_str_attr(a))
                else {
                    continue;
                };
                if std::str::from_utf8(name).is_err() {
                    // Symbol references hold names as text; a name that isn't UTF-8 couldn't be
                    // referred to or printed back faithfully, so it is refused here.
                    return Err(op_err(
                        ctx,
                        child,
                        "symbol name is not valid UTF-8 (irbridge keeps symbol names as UTF-8 text)",
                    ));
                }
                if let Some(first) = seen.get(name) {
                    let msg = format!(
                        "redefinition of symbol named '{}'",
                        String::from_utf8_lossy(name)
                    );
                    return Err(Diagnostic::at(ctx, ctx.ops[child].loc, msg).with_note(
                        diag_loc(ctx, ctx.ops[*first].loc),
                        "see existing symbol definition here",
                    ));
                }
                seen.insert(name, child);
            }
        }
    }
    Ok(())
}
