//! `symbol-dce` (SymbolDCE.cpp), `symbol-privatize` (SymbolPrivatize.cpp), `strip-debuginfo`
//! (StripDebugInfo.cpp) and `print-ir` (PrintIR.cpp).

use super::symbols::{
    can_discard_on_use_empty, is_private, is_symbol, is_symbol_table, lookup_symbol_chain,
    symbol_uses,
};
use crate::diag::Diagnostic;
use crate::ir::{Context, OpId};
use crate::pass::Pass;
use crate::verify::op_err;
use rustc_hash::FxHashSet;

/// Marks the live symbols of the symbol table `table` (`computeLiveness`).
fn compute_liveness(
    ctx: &Context,
    table: OpId,
    hidden: bool,
    live: &mut FxHashSet<OpId>,
) -> Result<(), Diagnostic> {
    let mut worklist: Vec<OpId> = vec![];
    for &r in ctx.ops[table].regions.iter().take(1) {
        for b in ctx.blocks_iter(r) {
            for op in ctx.ops_iter(b) {
                if !is_symbol(ctx, op) {
                    worklist.push(op);
                    continue;
                }
                let discardable =
                    (hidden || is_private(ctx, op)) && can_discard_on_use_empty(ctx, op);
                if !discardable && live.insert(op) {
                    worklist.push(op);
                }
            }
        }
    }
    while let Some(op) = worklist.pop() {
        if is_symbol_table(ctx, op) {
            let sym_hidden = hidden || !is_symbol(ctx, op) || is_private(ctx, op);
            compute_liveness(ctx, op, sym_hidden, live)?;
        }
        let Some(uses) = symbol_uses(ctx, op) else {
            return Err(Diagnostic::at(
                ctx,
                ctx.ops[op].loc,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
        };
        let Some(parent) = ctx.parent_op(op) else {
            continue;
        };
        for (_, r) in uses {
            let Some(resolved) = lookup_symbol_chain(ctx, parent, r) else {
                continue;
            };
            for s in resolved {
                if live.insert(s) {
                    worklist.push(s);
                }
            }
        }
    }
    Ok(())
}

pub struct SymbolDce;

impl Pass for SymbolDce {
    fn name(&self) -> &'static str {
        "symbol-dce"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        if !is_symbol_table(ctx, op) {
            return Err(vec![op_err(
                ctx,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            )]);
        }
        let hidden = if ctx.ops[op].parent.is_some() && is_symbol(ctx, op) {
            is_private(ctx, op)
        } else {
            true
        };
        let mut live = FxHashSet::default();
        compute_liveness(ctx, op, hidden, &mut live).map_err(|d| vec![d])?;
        let mut tables = vec![];
        ctx.walk(op, |o| {
            if is_symbol_table(ctx, o) {
                tables.push(o);
            }
        });
        for t in tables {
            if ctx.ops[t].erased {
                continue;
            }
            let Some(&r) = ctx.ops[t].regions.first() else {
                continue;
            };
            for b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    if !ctx.ops[o].erased && is_symbol(ctx, o) && !live.contains(&o) {
                        ctx.erase_op(o);
                    }
                }
            }
        }
        Ok(())
    }
}

pub struct SymbolPrivatize {
    pub exclude: Vec<String>,
}

impl Pass for SymbolPrivatize {
    fn name(&self) -> &'static str {
        "symbol-privatize"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let private = ctx.string_attr("private");
        for r in ctx.ops[op].regions.clone() {
            for b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    if !is_symbol(ctx, o) {
                        continue;
                    }
                    let name = ctx
                        .get_attr(o, "sym_name")
                        .and_then(|a| ctx.as_str_attr(a))
                        .map(|n| String::from_utf8_lossy(n).into_owned());
                    if name.is_some_and(|n| self.exclude.contains(&n)) {
                        continue;
                    }
                    set_visibility(ctx, o, private);
                }
            }
        }
        Ok(())
    }
}

/// `SymbolTable::setSymbolVisibility` to `private` (an inherent `sym_visibility` stays one).
fn set_visibility(ctx: &mut Context, op: OpId, v: crate::ir::Attribute) {
    let inherent = ctx.ops[op]
        .def
        .is_some_and(|d| d.is_inherent("sym_visibility"));
    if inherent {
        ctx.set_prop(op, "sym_visibility", v);
    } else {
        ctx.set_attr(op, "sym_visibility", v);
    }
}

pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn name(&self) -> &'static str {
        "strip-debuginfo"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let unknown = ctx.unknown_loc();
        let mut ops = vec![];
        ctx.walk(op, |o| ops.push(o));
        for o in ops {
            ctx.ops[o].loc = unknown;
            for r in ctx.ops[o].regions.clone() {
                for b in ctx.region_blocks(r) {
                    for a in ctx.blocks[b].args.clone() {
                        ctx.values[a].loc = Some(unknown);
                    }
                }
            }
        }
        Ok(())
    }
}

pub struct PrintIr {
    pub label: String,
}

impl Pass for PrintIr {
    fn name(&self) -> &'static str {
        "print-ir"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        use std::io::Write;
        let mut text = String::from("// -----// IR Dump");
        if !self.label.is_empty() {
            text.push(' ');
            text.push_str(&self.label);
        }
        text.push_str(" //----- //\n");
        text.push_str(&crate::print::ops::print_local_scope(ctx, op));
        text.push('\n');
        // A closed stderr is not an error of the pass.
        let _ = std::io::stderr().write_all(text.as_bytes());
        Ok(())
    }
}
