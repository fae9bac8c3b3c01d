//! The affine extension's transform ops (upstream's AffineTransformOps.cpp):
//! `transform.affine.simplify_bounded_affine_ops` rewrites its `affine.min`/`affine.max`
//! targets into `affine.apply` ops where the bounds given for some values decide which result
//! is the smallest (largest), under a greedy driver restricted to the targets and what it
//! creates, with the ops' canonicalization patterns so that the applies fold.

use crate::presburger::{simplify_constrained_min_max, BoundType, Constraints};
use irbridge::diag::{diag_loc, Diagnostic};
use irbridge::dialect::affine::{ApplyOp, MaxOp, MinOp};
use irbridge::dialect::transform::affine::SimplifyBoundedAffineOpsOp;
use irbridge::ir::{AttrKind, Context, OpId, ValueId};
use irbridge::ods::typed::{build_state, Group};
use irbridge::ods::OpDef;
use irbridge::rewrite::pattern::Pattern;
use irbridge::transforms::{PatternSet, Rewriter};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// The bounded values' constraints while the pattern runs (patterns are plain functions).
    static BOUNDS: RefCell<Option<Constraints>> = const { RefCell::new(None) };
}

static SIMPLIFY_MIN: Pattern = Pattern::new("SimplifyAffineMinMaxOp", simplify_min_max);

/// `SimplifyAffineMinMaxOp`: the op replaced by the `affine.apply` the constraints prove equal.
fn simplify_min_max(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(cst) = BOUNDS.with(|b| b.borrow().clone()) else {
        return false;
    };
    let is_min = MinOp::is(rw.ctx, op);
    let Some(map) = irbridge::dialect::affine::map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let operands = rw.ctx.ops[op].operands.to_vec();
    let Some((map, operands)) = simplify_constrained_min_max(rw.ctx, is_min, &map, &operands, cst)
    else {
        return false;
    };
    let loc = rw.ctx.ops[op].loc;
    let index = rw.ctx.index();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let st = build_state(
        rw.ctx,
        ApplyOp::def(),
        loc,
        &[Group::One(index)],
        &[Group::Many(&operands)],
        &[("map", Some(a))],
    );
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

fn error(ctx: &Context, op: OpId, msg: &str, at: OpId, note: &str) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg).with_note(diag_loc(ctx, ctx.ops[at].loc), note)
}

/// Runs `transform.affine.simplify_bounded_affine_ops` `op` on its payload.
pub fn simplify_bounded(
    ctx: &mut Context,
    op: OpId,
    handles: &HashMap<ValueId, Vec<OpId>>,
) -> Result<(), Diagnostic> {
    let bounds = |name: &str| {
        irbridge::ods::prop(ctx, op, name)
            .or_else(|| ctx.get_attr(op, name))
            .and_then(|a| ctx.as_dense_i64_array(a))
            .unwrap_or_default()
    };
    let (lbs, ubs) = (bounds("lower_bounds"), bounds("upper_bounds"));
    let payload = |i: usize| -> Result<Vec<OpId>, Diagnostic> {
        let v = ctx.ops[op].operands[i];
        handles.get(&v).cloned().ok_or_else(|| {
            irbridge::verify::op_err(ctx, op, "operand handle has no payload bound to it")
        })
    };
    let mut cst = Constraints::default();
    let mut bounded_ops = vec![];
    for (i, (&lb, &ub)) in lbs.iter().zip(&ubs).enumerate() {
        for p in payload(i + 1)? {
            let results = &ctx.ops[p].results;
            if results.len() != 1 || !ctx.is_index(ctx.value_type(results[0])) {
                return Err(error(
                    ctx,
                    op,
                    "expected bounded value handle to point to one or multiple single-result index-typed ops",
                    p,
                    "multiple/non-index result",
                ));
            }
            // Symbols, one per value; the given upper bound is exclusive.
            let v = results[0];
            let pos = match cst.values.iter().position(|x| *x == Some(v)) {
                Some(p) => p,
                None => cst.append_sym(Some(v)),
            };
            cst.add_const_bound(BoundType::Lb, pos, i128::from(lb));
            cst.add_const_bound(BoundType::Ub, pos, i128::from(ub) - 1);
            bounded_ops.push(p);
        }
    }
    let mut targets = vec![];
    for t in payload(0)? {
        if !MinOp::is(ctx, t) && !MaxOp::is(ctx, t) {
            return Err(error(
                ctx,
                op,
                &format!("target must be {} or {}", MinOp::NAME, MaxOp::NAME),
                t,
                "target op",
            ));
        }
        if bounded_ops.contains(&t) {
            return Err(error(
                ctx,
                op,
                "target op result must not be constrainted",
                t,
                "target/constrained op",
            ));
        }
        targets.push(t);
    }
    let mut set = PatternSet::default();
    let defs: [&'static OpDef; 2] = [MaxOp::def(), MinOp::def()];
    for def in defs {
        for p in def.canonicalize {
            set.add(def, p);
        }
    }
    set.add(MinOp::def(), &SIMPLIFY_MIN);
    set.add(MaxOp::def(), &SIMPLIFY_MIN);
    set.freeze();
    BOUNDS.with(|b| *b.borrow_mut() = Some(cst));
    super::simplify::apply_op_patterns(ctx, &targets, &set);
    BOUNDS.with(|b| *b.borrow_mut() = None);
    Ok(())
}

/// Runs `op` if it is one of this module's transform ops.
pub fn run(
    ctx: &mut Context,
    op: OpId,
    handles: &HashMap<ValueId, Vec<OpId>>,
) -> Option<Result<(), Diagnostic>> {
    SimplifyBoundedAffineOpsOp::is(ctx, op).then(|| simplify_bounded(ctx, op, handles))
}
