//! `reconcile-unrealized-casts`: removes `builtin.unrealized_conversion_cast` chains that became no-ops
//! (a cast whose result types equal the input types of a cast up its chain is replaced by those inputs)
//! and casts nobody uses, exactly as upstream 19's `reconcileUnrealizedCasts`. Casts that still convert
//! between different types stay in the IR (upstream leaves them for the translation to reject);
//! [`live_casts`] lists them for tools that want to report them.

use irbridge::diag::Diagnostic;
use irbridge::dialect::builtin::UnrealizedConversionCastOp;
use irbridge::ir::{Context, OpId, Type, ValueId};

/// Runs the reconciliation on every cast nested under `root`.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut casts = vec![];
    ctx.walk(root, |op| {
        if UnrealizedConversionCastOp::is(ctx, op) {
            casts.push(op)
        }
    });
    reconcile(ctx, &casts);
    Ok(())
}

/// The casts under `root` that remain (each converts between different types).
pub fn live_casts(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut casts = vec![];
    ctx.walk(root, |op| {
        if UnrealizedConversionCastOp::is(ctx, op) {
            casts.push(op)
        }
    });
    casts
}

fn is_cast(ctx: &Context, op: OpId) -> bool {
    !ctx.ops[op].erased && UnrealizedConversionCastOp::is(ctx, op)
}

fn types(ctx: &Context, vals: &[ValueId]) -> Vec<Type> {
    vals.iter().map(|v| ctx.value_type(*v)).collect()
}

/// The cast defining all inputs of `op`, in order, if there is one.
fn input_cast(ctx: &Context, op: OpId) -> Option<OpId> {
    let inputs = &ctx.ops[op].operands;
    let first = *inputs.first()?;
    let d = ctx.defining_op(first)?;
    (is_cast(ctx, d) && ctx.ops[d].results.as_slice() == inputs.as_slice()).then_some(d)
}

/// Processes `casts` bottom-up with a worklist (a set-vector, as upstream).
pub fn reconcile(ctx: &mut Context, casts: &[OpId]) {
    let mut worklist: Vec<OpId> = vec![];
    let mut queued = rustc_hash::FxHashSet::default();
    for &c in casts {
        if queued.insert(c) {
            worklist.push(c);
        }
    }
    let enqueue_operands = |ctx: &Context,
                            op: OpId,
                            worklist: &mut Vec<OpId>,
                            queued: &mut rustc_hash::FxHashSet<OpId>| {
        for &v in &ctx.ops[op].operands {
            if let Some(d) = ctx.defining_op(v) {
                if is_cast(ctx, d) && queued.insert(d) {
                    worklist.push(d);
                }
            }
        }
    };
    while let Some(op) = worklist.pop() {
        queued.remove(&op);
        if ctx.ops[op].erased {
            continue;
        }
        let results: Vec<ValueId> = ctx.ops[op].results.to_vec();
        if results.iter().all(|r| ctx.values[*r].uses.is_empty()) {
            enqueue_operands(ctx, op, &mut worklist, &mut queued);
            ctx.erase_op(op);
            continue;
        }
        let result_types = types(ctx, &results);
        let mut next = Some(op);
        while let Some(n) = next {
            let inputs: Vec<ValueId> = ctx.ops[n].operands.to_vec();
            if types(ctx, &inputs) == result_types {
                enqueue_operands(ctx, op, &mut worklist, &mut queued);
                for (r, i) in results.iter().zip(&inputs) {
                    ctx.replace_all_uses(*r, *i);
                }
                ctx.erase_op(op);
                break;
            }
            next = input_cast(ctx, n);
        }
    }
}
