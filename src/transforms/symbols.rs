//! Symbols as the symbol passes see them (MLIR's `SymbolTable` utilities): visibility, the
//! symbol references an op holds (in its attributes and properties, and in attributes nested in
//! them), and resolution in a symbol table.

use crate::ir::{AttrKind, Attribute, Context, OpId, RegionId};
use crate::ods::traits;

pub fn is_symbol(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].def.is_some_and(|d| d.has(traits::SYMBOL))
}

pub fn is_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].def.is_some_and(|d| d.has(traits::SYMBOL_TABLE))
}

/// `sym_visibility`, if set.
pub fn visibility(ctx: &Context, op: OpId) -> Option<&[u8]> {
    ctx.get_attr(op, "sym_visibility")
        .and_then(|a| ctx.as_str_attr(a))
}

pub fn is_private(ctx: &Context, op: OpId) -> bool {
    visibility(ctx, op) == Some(b"private")
}

/// `SymbolOpInterface::canDiscardOnUseEmpty` (upstream's default: any symbol that is not
/// public).
pub fn can_discard_on_use_empty(ctx: &Context, op: OpId) -> bool {
    !matches!(visibility(ctx, op), None | Some(b"public"))
}

/// An op whose regions may hold a symbol table nobody knows (`isPotentiallyUnknownSymbolTable`):
/// an op of an unknown dialect with one region.
fn potentially_unknown_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].regions.len() == 1 && ctx.ops[op].def.is_none() && {
        let name = ctx.op_name(op);
        let dialect = name.split_once('.').map_or(name, |d| d.0);
        !ctx.registry.is_known_dialect(dialect)
    }
}

/// Calls `f` with every symbol reference in `a` (pre-order over nested attributes).
pub fn walk_symbol_refs(ctx: &Context, a: Attribute, f: &mut dyn FnMut(Attribute)) {
    let mut stack = vec![a];
    while let Some(a) = stack.pop() {
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { .. } => f(a),
            AttrKind::Array(v) => stack.extend(v.iter().rev().copied()),
            AttrKind::Dictionary(v) => stack.extend(v.iter().rev().map(|(_, x)| *x)),
            AttrKind::DialectStruct { params, .. } => {
                stack.extend(params.iter().rev().map(|(_, x)| *x))
            }
            AttrKind::Distinct { referenced, .. } => stack.push(*referenced),
            _ => {}
        }
    }
}

/// The symbol references held by `op` itself, in its attribute dictionary's order (properties
/// and discardable attributes sorted together by name).
pub fn op_symbol_refs(ctx: &Context, op: OpId) -> Vec<Attribute> {
    let d = &ctx.ops[op];
    let mut all: Vec<(crate::ir::Sym, Attribute)> =
        d.props.iter().chain(d.attrs.iter()).copied().collect();
    ctx.sort_named(&mut all);
    let mut out = vec![];
    for (_, a) in all {
        walk_symbol_refs(ctx, a, &mut |r| out.push(r));
    }
    out
}

/// `SymbolTable::getSymbolUses(op)`: the references in `op` and the ops nested in it, not
/// looking into nested symbol tables; `None` if a potentially unknown symbol table is in the way.
pub fn symbol_uses(ctx: &Context, op: OpId) -> Option<Vec<(OpId, Attribute)>> {
    if potentially_unknown_symbol_table(ctx, op) {
        return None;
    }
    let mut out: Vec<(OpId, Attribute)> = op_symbol_refs(ctx, op)
        .into_iter()
        .map(|r| (op, r))
        .collect();
    if is_symbol_table(ctx, op) {
        return Some(out);
    }
    let mut regions: Vec<RegionId> = ctx.ops[op].regions.iter().rev().copied().collect();
    while let Some(r) = regions.pop() {
        for b in ctx.blocks_iter(r) {
            for o in ctx.ops_iter(b) {
                if potentially_unknown_symbol_table(ctx, o) {
                    return None;
                }
                out.extend(op_symbol_refs(ctx, o).into_iter().map(|x| (o, x)));
                if !is_symbol_table(ctx, o) {
                    regions.extend(ctx.ops[o].regions.iter().rev().copied());
                }
            }
        }
    }
    Some(out)
}

/// `SymbolTableCollection::lookupSymbolIn(table, ref, symbols)`: the ops a (nested) reference
/// names, outermost first; `None` if some part does not resolve.
pub fn lookup_symbol_chain(ctx: &Context, table: OpId, r: Attribute) -> Option<Vec<OpId>> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
        return None;
    };
    if !is_symbol_table(ctx, table) {
        return None;
    }
    let mut out = vec![];
    let mut cur = crate::verify::symbols::lookup_symbol_in(ctx, table, ctx.str(*root))?;
    out.push(cur);
    for n in nested {
        if !is_symbol_table(ctx, cur) {
            return None;
        }
        cur = crate::verify::symbols::lookup_symbol_in(ctx, cur, ctx.str(*n))?;
        out.push(cur);
    }
    Some(out)
}
