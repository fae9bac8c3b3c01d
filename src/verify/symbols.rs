//! Symbol tables: ops with `sym_name` inside ops with the `SymbolTable` trait (`builtin.module`).

use crate::ir::{AttrKind, Attribute, Context, OpId};
use crate::ods::traits;

/// The op named `name` directly inside the symbol table op `table`.
pub fn lookup_symbol_in(ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
    if let Some(m) = ctx
        .symbol_index
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(&table)
    {
        return m.get(name.as_bytes()).copied();
    }
    let mut m: rustc_hash::FxHashMap<Box<[u8]>, OpId> = Default::default();
    for &r in &ctx.ops[table].regions {
        for b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                if let Some(n) = ctx
                    .get_attr(op, "sym_name")
                    .and_then(|a| ctx.as_str_attr(a))
                {
                    // The first definition wins, as a linear scan would find it.
                    m.entry(n.into()).or_insert(op);
                }
            }
        }
    }
    let found = m.get(name.as_bytes()).copied();
    ctx.symbol_index
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(table, m);
    found
}

/// The nearest enclosing symbol table of `op` (excluding `op` itself).
pub fn nearest_symbol_table(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ctx.ops[p].def.is_some_and(|d| d.has(traits::SYMBOL_TABLE)) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b`) in the nearest symbol table enclosing
/// `from`, like `SymbolTable::lookupNearestSymbolFrom` (outer tables are not searched).
pub fn lookup_symbol(ctx: &Context, from: OpId, sym_ref: Attribute) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym_ref) else {
        return None;
    };
    let table = nearest_symbol_table(ctx, from)?;
    let mut op = lookup_symbol_in(ctx, table, ctx.str(*root))?;
    for n in nested {
        op = lookup_symbol_in(ctx, op, ctx.str(*n))?;
    }
    Some(op)
}
