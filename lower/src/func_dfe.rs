//! `duplicate-function-elimination`: functions equal in everything but their name (attributes,
//! properties, body up to locations) are merged into the first one; calls to the others call it.

use irbridge::diag::Diagnostic;
use irbridge::dialect::func::{CallOp, FuncOp};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Sym};
use irbridge::transforms::equivalence::{hash_op_shape, regions_equivalent_ignoring_locations};
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};

const SYM_NAME: &str = "sym_name";
const CALLEE: &str = "callee";

/// Runs the pass on `module`.
pub fn run(ctx: &mut Context, module: OpId) -> Result<(), Diagnostic> {
    let mut funcs = vec![];
    ctx.walk(module, |op| {
        if FuncOp::is(ctx, op) {
            funcs.push(op);
        }
    });
    let sym_name = ctx.sym(SYM_NAME);
    // Candidates grouped by a hash of what equality compares; the first of each class represents it.
    let mut classes: FxHashMap<u64, Vec<OpId>> = FxHashMap::default();
    let mut representative: FxHashMap<String, OpId> = FxHashMap::default();
    let mut erased = vec![];
    for &f in &funcs {
        let h = func_hash(ctx, f, sym_name);
        let class = classes.entry(h).or_default();
        let repr = class
            .iter()
            .copied()
            .find(|&g| funcs_equal(ctx, g, f, sym_name));
        let repr = match repr {
            Some(g) => {
                erased.push(f);
                g
            }
            None => {
                class.push(f);
                f
            }
        };
        if let Some(name) = symbol_name(ctx, f, sym_name) {
            representative.insert(name, repr);
        }
    }
    if erased.is_empty() {
        return Ok(());
    }
    let mut calls = vec![];
    ctx.walk(module, |op| {
        if CallOp::is(ctx, op) {
            calls.push(op);
        }
    });
    for call in calls {
        let callee = irbridge::ods::prop(ctx, call, CALLEE);
        let Some(AttrKind::SymbolRef { root, .. }) = callee.map(|a| ctx.attr_kind(a)) else {
            continue;
        };
        let Some(&repr) = representative.get(ctx.str(*root)) else {
            continue;
        };
        let Some(name) = symbol_name(ctx, repr, sym_name) else {
            continue;
        };
        let target = ctx.symbol_ref(&name);
        ctx.set_prop(call, CALLEE, target);
    }
    for f in erased {
        ctx.erase_op(f);
    }
    Ok(())
}

fn symbol_name(ctx: &Context, f: OpId, sym_name: Sym) -> Option<String> {
    let a = ctx.ops[f].props.iter().find(|(k, _)| *k == sym_name)?.1;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The inherent attributes but the symbol name, sorted by name.
fn props_but_name(ctx: &Context, f: OpId, sym_name: Sym) -> Vec<(Sym, Attribute)> {
    let mut v: Vec<_> = ctx.ops[f]
        .props
        .iter()
        .copied()
        .filter(|(k, _)| *k != sym_name)
        .collect();
    ctx.sort_named(&mut v);
    v
}

fn discardable(ctx: &Context, f: OpId) -> Vec<(Sym, Attribute)> {
    let mut v = ctx.ops[f].attrs.to_vec();
    ctx.sort_named(&mut v);
    v
}

fn func_hash(ctx: &Context, f: OpId, sym_name: Sym) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    props_but_name(ctx, f, sym_name).hash(&mut h);
    discardable(ctx, f).hash(&mut h);
    for &r in &ctx.ops[f].regions {
        let mut inner = vec![];
        for b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                ctx.walk(op, |o| inner.push(o));
            }
        }
        for o in inner {
            hash_op_shape(ctx, o).hash(&mut h);
        }
    }
    h.finish()
}

fn funcs_equal(ctx: &Context, a: OpId, b: OpId, sym_name: Sym) -> bool {
    discardable(ctx, a) == discardable(ctx, b)
        && props_but_name(ctx, a, sym_name) == props_but_name(ctx, b, sym_name)
        && ctx.ops[a].regions.len() == ctx.ops[b].regions.len()
        && ctx.ops[a]
            .regions
            .iter()
            .zip(&ctx.ops[b].regions)
            .all(|(l, r)| regions_equivalent_ignoring_locations(ctx, *l, *r))
}
