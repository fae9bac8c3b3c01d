//! `generate-runtime-verification`: every op whose dialect states runtime checks for it (upstream's
//! `RuntimeVerifiableOpInterface`, reached through the registry's `runtime_verification` hook) gets
//! them inserted next to it, typically `cf.assert`s whose message names the op and its location
//! ([`error_message`]). Ops are visited in post order, as upstream's `walk`; the checks an op gets
//! are not themselves visited.

use crate::diag::Diagnostic;
use crate::ir::{Context, OpId};
use crate::ods::traits;
use crate::pass::Pass;
use crate::print::{PrintFlags, Printer};
use crate::rewrite::rewriter::NoListener;
use crate::rewrite::Rewriter;

pub struct GenerateRuntimeVerification;

impl Pass for GenerateRuntimeVerification {
    fn name(&self) -> &'static str {
        "generate-runtime-verification"
    }
    fn run(&mut self, ctx: &mut Context, root: OpId) -> Result<(), Vec<Diagnostic>> {
        let order = post_order(ctx, root);
        let hook = ctx.registry.runtime_verification;
        for op in order {
            let Some(generate) = hook(ctx, op) else {
                continue;
            };
            let mut listener = NoListener;
            let mut rw = Rewriter::new(ctx, &mut listener);
            rw.set_insertion_point_before(op);
            generate(&mut rw, op);
        }
        Ok(())
    }
}

/// The ops under `root` (and `root`), each after the ops nested in it, in block order (the order
/// of upstream's default `walk`).
pub(crate) fn post_order(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut out = vec![];
    // (op, whether its regions were expanded)
    let mut stack = vec![(root, false)];
    while let Some((op, expanded)) = stack.pop() {
        if expanded {
            out.push(op);
            continue;
        }
        stack.push((op, true));
        for &r in ctx.ops[op].regions.iter().rev() {
            let mut b = ctx.regions[r].last;
            while let Some(blk) = b {
                let mut o = ctx.blocks[blk].last;
                while let Some(x) = o {
                    stack.push((x, false));
                    o = ctx.ops[x].prev;
                }
                b = ctx.blocks[blk].prev;
            }
        }
    }
    out
}

/// Upstream's `RuntimeVerifiableOpInterface::generateErrorMessage`: a header, `op` in generic form
/// (regions skipped, names numbered within the closest ancestor isolated from above, as
/// `useLocalScope` prints), `^ msg` and the op's location.
pub fn error_message(ctx: &Context, op: OpId, msg: &str) -> String {
    let mut scope = op;
    while !ctx.ops[scope]
        .def
        .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
    {
        match ctx.parent_op(scope) {
            Some(p) => scope = p,
            None => break,
        }
    }
    let flags = PrintFlags {
        generic: true,
        local_scope: true,
        skip_regions: true,
        ..PrintFlags::default()
    };
    let mut p = Printer::new(ctx, flags);
    p.name_values(scope);
    p.w("ERROR: Runtime op verification failed\n");
    p.print_op(op);
    p.w("\n^ ");
    p.w(msg);
    p.w("\nLocation: ");
    p.print_loc(ctx.ops[op].loc);
    p.out
}
