//! `llvm-legalize-for-export` (upstream's LegalizeForExport.cpp): what LLVM IR cannot express made
//! expressible. A terminator naming one block with arguments more than once gets, for each repeat, a
//! new block (at the end of the region) that takes the same arguments and branches on to it, since
//! one LLVM block cannot receive two sets of phi values from one predecessor; and every
//! `#llvm.di_expression` in the ops' attributes, however deeply nested, has its runs of fragments
//! merged ([`irbridge::dialect::llvm::attrs::di_expression`]).

use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::attrs::di_expression;
use irbridge::dialect::llvm::ops::control::BrOp;
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId};
use irbridge::ods::traits;
use irbridge::transforms::rewriter::NoListener;
use irbridge::transforms::Rewriter;
use rustc_hash::FxHashMap;

/// The pass: successors made distinct, then debug expressions legalized.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    ensure_distinct_successors(ctx, root);
    legalize_di_expressions(ctx, root);
    Ok(())
}

/// Every block under `root` (the order of ops does not matter: each block's new blocks go at the
/// end of its own region, in the order of its blocks, as upstream adds them).
pub fn ensure_distinct_successors(ctx: &mut Context, root: OpId) {
    let mut ops = vec![];
    ctx.walk(root, |op| ops.push(op));
    for op in ops {
        let regions = ctx.ops[op].regions.to_vec();
        for r in regions {
            let blocks: Vec<BlockId> = ctx.blocks_iter(r).collect();
            for b in blocks {
                distinct_successors(ctx, b);
            }
        }
    }
}

/// Gives each repeated successor (with arguments) of `block`'s terminator a forwarding block.
fn distinct_successors(ctx: &mut Context, block: BlockId) {
    let Some(term) = ctx.terminator(block) else {
        return;
    };
    // Unregistered ops might be terminators.
    if ctx.ops[term]
        .def
        .is_some_and(|d| !d.has(traits::TERMINATOR))
    {
        return;
    }
    let Some(region) = ctx.blocks[block].parent else {
        return;
    };
    // Successor → its positions, in order of first appearance.
    let mut positions: Vec<(BlockId, Vec<usize>)> = vec![];
    for (i, &s) in ctx.ops[term].successors.iter().enumerate() {
        if ctx.blocks[s].args.is_empty() {
            continue;
        }
        match positions.iter_mut().find(|(b, _)| *b == s) {
            Some((_, p)) => p.push(i),
            None => positions.push((s, vec![i])),
        }
    }
    let loc = ctx.ops[term].loc;
    for (succ, at) in positions {
        for &pos in &at[1..] {
            let dummy = ctx.new_block();
            ctx.append_block(region, dummy);
            ctx.set_successor(term, pos, dummy);
            let args: Vec<_> = ctx.blocks[succ]
                .args
                .iter()
                .map(|&a| (ctx.value_type(a), ctx.values[a].loc))
                .collect();
            let forwarded: Vec<_> = args
                .into_iter()
                .map(|(ty, l)| ctx.add_block_arg(dummy, ty, l))
                .collect();
            let mut listener = NoListener;
            let mut rw = Rewriter::new(ctx, &mut listener);
            rw.set_insertion_point_to_end(dummy);
            BrOp::build(&mut rw, loc, &forwarded, None, succ);
        }
    }
}

/// Replaces every `#llvm.di_expression` in the attributes of the ops under `root`.
pub fn legalize_di_expressions(ctx: &mut Context, root: OpId) {
    let mut ops = vec![];
    ctx.walk(root, |op| ops.push(op));
    let mut memo: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    for op in ops {
        let mut props = std::mem::take(&mut ctx.ops[op].props);
        for e in props.iter_mut() {
            e.1 = replace(ctx, e.1, &mut memo);
        }
        ctx.ops[op].props = props;
        let mut attrs = std::mem::take(&mut ctx.ops[op].attrs);
        for e in attrs.iter_mut() {
            e.1 = replace(ctx, e.1, &mut memo);
        }
        ctx.ops[op].attrs = attrs;
    }
}

/// `a` with its sub-attributes replaced first, then itself (upstream's `AttrTypeReplacer`).
fn replace(
    ctx: &mut Context,
    a: Attribute,
    memo: &mut FxHashMap<Attribute, Attribute>,
) -> Attribute {
    if let Some(&r) = memo.get(&a) {
        return r;
    }
    let r = match ctx.attr_kind(a).clone() {
        AttrKind::Array(items) => {
            let new: Vec<Attribute> = items.iter().map(|&x| replace(ctx, x, memo)).collect();
            if new == items {
                a
            } else {
                ctx.array_attr(new)
            }
        }
        AttrKind::Dictionary(entries) => {
            let new: Vec<_> = entries
                .iter()
                .map(|&(k, v)| (k, replace(ctx, v, memo)))
                .collect();
            if new == entries {
                a
            } else {
                ctx.attr(AttrKind::Dictionary(new))
            }
        }
        AttrKind::DialectStruct { name, params } => {
            let new: Vec<_> = params
                .iter()
                .map(|&(k, v)| (k, replace(ctx, v, memo)))
                .collect();
            let a = if new == params {
                a
            } else {
                ctx.attr(AttrKind::DialectStruct { name, params: new })
            };
            di_expression::legalize(ctx, a)
        }
        _ => a,
    };
    memo.insert(a, r);
    r
}
