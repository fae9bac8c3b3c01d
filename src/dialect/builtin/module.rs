//! `builtin.module`: `module @name? (attributes {...})? { ... }` — one graph-region block, no terminator,
//! a symbol table and an optional symbol.

use super::ods::{self, Shape};
use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::ir::Context;
use crate::ir::{OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

pub fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if p.at(T::AtIdent) {
        let name = p.parse_symbol_name()?;
        let a = p.ctx.string_attr(&name);
        let k = p.ctx.sym("sym_name");
        st.props.push((k, a));
    }
    p.parse_optional_attr_dict_with_keyword(st)?;
    let region = p.parse_region(&[])?;
    // SingleBlock ops get their block even when the region is written `{}`.
    if p.ctx.entry_block(region).is_none() {
        let b = p.ctx.new_block();
        p.ctx.append_block(region, b);
    }
    st.regions.push(region);
    ods::absorb_inherent(p, st);
    Ok(())
}

pub fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if let Some(name) = ctx
        .get_attr(op, "sym_name")
        .and_then(|a| ods::attr_str(ctx, a))
    {
        pr.w(" ");
        pr.w(&ods::symbol_name_text(name));
    }
    pr.print_op_attr_dict_with_keyword(op, &["sym_name"]);
    if let Some(&r) = ctx.ops[op].regions.first() {
        pr.w(" ");
        pr.print_region(r, true, true);
    }
}

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::ONE_REGION)?;
    let region = ctx.ops[op].regions[0];
    let blocks = ctx.region_blocks(region);
    if blocks
        .first()
        .is_some_and(|b| !ctx.blocks[*b].args.is_empty())
    {
        return Err(op_err(ctx, op, "region should have no arguments"));
    }
    if blocks.len() > 1 {
        // Reported by the structural verifier (`expects region #0 to have 0 or 1 blocks`).
        return Ok(());
    }
    if let Some(a) = ctx
        .get_attr(op, "sym_name")
        .filter(|a| ctx.as_str_attr(*a).is_none())
    {
        // Upstream rejects a non-string `sym_name` property while building the op.
        if ctx.ops[op].props_written {
            let why = format!(
                "Invalid attribute `sym_name` in property conversion: {}",
                crate::print::attr_to_string(ctx, a)
            );
            return Err(crate::verify::invalid_properties(ctx, op, &why));
        }
        return Err(ods::attr_constraint_err(
            ctx,
            op,
            "sym_name",
            "string attribute",
        ));
    }
    ods::optional_str_attr(ctx, op, "sym_visibility")?;
    if blocks.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
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
    verify_symbol_table(ctx, op)
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
                    return Err(Diagnostic::error(diag_loc(ctx, ctx.ops[child].loc), msg)
                        .with_note(
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
