//! The transform interpreter's handle and loop ops: `transform.cast`, `transform.get_parent_op`
//! and the scf extension's `transform.loop.{coalesce,unroll,unroll_and_jam,outline,peel}` (upstream
//! 19's TransformOps.cpp and SCFTransformOps.cpp), on the loop utilities of `scf_unroll.rs` and
//! `scf_peeling.rs`. Failures carry upstream's messages.

use crate::scf_unroll;
use irbridge::diag::{diag_loc, Diagnostic};
use irbridge::dialect::affine::ForOp as AffineForOp;
use irbridge::dialect::scf::ForOp;
use irbridge::dialect::transform::{loop_ops as tl, ops as to, types};
use irbridge::ir::{Context, OpId, ValueId};
use irbridge::ods::prop;
use std::collections::HashMap;

type Handles = HashMap<ValueId, Vec<OpId>>;

/// An error at `op` without the op-name prefix (upstream's silenceable errors, reported by the
/// interpreter as errors).
fn silenceable(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg.into())
}

fn with_target_note(ctx: &Context, d: Diagnostic, target: OpId, note: &str) -> Diagnostic {
    d.with_note(diag_loc(ctx, ctx.ops[target].loc), note)
}

/// The payload of operand `i` of `op`.
fn payload(ctx: &Context, op: OpId, i: usize, handles: &Handles) -> Result<Vec<OpId>, Diagnostic> {
    let v = ctx.ops[op].operands[i];
    handles.get(&v).cloned().ok_or_else(|| {
        irbridge::verify::op_err(ctx, op, "operand handle has no payload bound to it")
    })
}

/// Binds result `i` of `op` to `ops`, checked against the handle type's op name.
fn set_result(
    ctx: &Context,
    op: OpId,
    i: usize,
    ops: Vec<OpId>,
    handles: &mut Handles,
) -> Result<(), Diagnostic> {
    let r = ctx.ops[op].results[i];
    if let Some(want) = types::op_type_name(ctx, ctx.value_type(r)) {
        if let Some(&bad) = ops.iter().find(|&&o| ctx.op_name(o) != want) {
            let d = silenceable(
                ctx,
                op,
                format!(
                    "incompatible payload operation name expected {want} vs {}",
                    ctx.op_name(bad)
                ),
            );
            return Err(with_target_note(ctx, d, bad, "payload operation"));
        }
    }
    handles.insert(r, ops);
    Ok(())
}

/// Runs `op` if it is one of this module's transform ops.
pub fn run(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Option<Result<(), Diagnostic>> {
    let f: fn(&mut Context, OpId, &mut Handles) -> Result<(), Diagnostic> =
        if to::CastOp::is(ctx, op) {
            cast
        } else if to::GetParentOp::is(ctx, op) {
            get_parent
        } else if tl::LoopCoalesceOp::is(ctx, op) {
            coalesce
        } else if tl::LoopUnrollOp::is(ctx, op) {
            unroll
        } else if tl::LoopUnrollAndJamOp::is(ctx, op) {
            unroll_and_jam
        } else if tl::LoopOutlineOp::is(ctx, op) {
            outline
        } else if tl::LoopPeelOp::is(ctx, op) {
            peel
        } else {
            return None;
        };
    Some(f(ctx, op, handles))
}

/// `transform.cast`: the same payload under the result's handle type.
fn cast(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let ops = payload(ctx, op, 0, handles)?;
    set_result(ctx, op, 0, ops, handles)
}

/// `transform.get_parent_op`: for each payload op, its `nth_parent`-th ancestor matching the
/// name and isolation filters.
fn get_parent(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let targets = payload(ctx, op, 0, handles)?;
    let isolated = prop(ctx, op, "isolated_from_above").is_some();
    let allow_empty = prop(ctx, op, "allow_empty_results").is_some();
    let dedup = prop(ctx, op, "deduplicate").is_some();
    let name = prop(ctx, op, "op_name")
        .and_then(|a| ctx.as_str_attr(a))
        .map(|s| String::from_utf8_lossy(s).into_owned());
    let nth = prop(ctx, op, "nth_parent")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(1);
    let mut parents = vec![];
    for target in targets {
        let mut parent = Some(target);
        for _ in 0..nth {
            parent = parent.and_then(|p| ctx.parent_op(p));
            while let Some(p) = parent {
                let iso_ok = !isolated
                    || ctx.ops[p]
                        .def
                        .is_some_and(|d| d.has(irbridge::ods::traits::ISOLATED_FROM_ABOVE));
                let name_ok = name.as_deref().is_none_or(|n| ctx.op_name(p) == n);
                if iso_ok && name_ok {
                    break;
                }
                parent = ctx.parent_op(p);
            }
            if parent.is_none() {
                if allow_empty {
                    return set_result(ctx, op, 0, parents, handles);
                }
                let d = silenceable(
                    ctx,
                    op,
                    "could not find a parent op that matches all requirements",
                );
                return Err(with_target_note(ctx, d, target, "target op"));
            }
        }
        if let Some(p) = parent {
            if !dedup || !parents.contains(&p) {
                parents.push(p);
            }
        }
    }
    set_result(ctx, op, 0, parents, handles)
}

/// `transform.loop.coalesce`: each payload loop's perfectly nested band coalesced.
fn coalesce(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let targets = payload(ctx, op, 0, handles)?;
    for &t in &targets {
        let ok = if ForOp::is(ctx, t) {
            scf_unroll::coalesce_perfectly_nested_scf(ctx, t)
        } else if AffineForOp::is(ctx, t) {
            scf_unroll::coalesce_perfectly_nested_affine(ctx, t)
        } else {
            false
        };
        if !ok {
            return Err(silenceable(ctx, op, "failed to coalesce"));
        }
    }
    set_result(ctx, op, 0, targets, handles)
}

fn factor(ctx: &Context, op: OpId) -> u64 {
    prop(ctx, op, "factor")
        .and_then(|a| ctx.as_i64(a))
        .and_then(|v| u64::try_from(v).ok())
        .unwrap_or(1)
}

/// `transform.loop.unroll`.
fn unroll(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let targets = payload(ctx, op, 0, handles)?;
    let factor = factor(ctx, op);
    for t in targets {
        let ok = if ForOp::is(ctx, t) {
            scf_unroll::unroll_scf_by_factor(ctx, t, factor)
        } else if AffineForOp::is(ctx, t) {
            crate::affine::unroll::unroll_by_factor(ctx, t, factor, false)
        } else {
            return Err(silenceable(
                ctx,
                op,
                "failed to unroll, incorrect type of payload",
            ));
        };
        if !ok {
            return Err(silenceable(ctx, op, "failed to unroll"));
        }
    }
    Ok(())
}

/// `transform.loop.unroll_and_jam`: only the cases upstream declines are decided here.
fn unroll_and_jam(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let targets = payload(ctx, op, 0, handles)?;
    let factor = factor(ctx, op);
    for t in targets {
        if ForOp::is(ctx, t) {
            if scf_unroll::unroll_jam_declines(ctx, t, factor) {
                return Err(silenceable(ctx, op, "failed to unroll and jam"));
            }
        } else if !AffineForOp::is(ctx, t) {
            return Err(silenceable(
                ctx,
                op,
                "failed to unroll and jam, incorrect type of payload",
            ));
        }
        if factor != 1 {
            return Err(irbridge::verify::op_err(
                ctx,
                op,
                "irbridge does not unroll and jam loops",
            ));
        }
    }
    Ok(())
}

/// `transform.loop.outline`: only the refusal of a target without exactly one region.
fn outline(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let targets = payload(ctx, op, 0, handles)?;
    if let Some(&t) = targets.first() {
        if ctx.ops[t].regions.len() != 1 {
            let d = silenceable(ctx, op, "failed to outline");
            return Err(with_target_note(ctx, d, t, "target op"));
        }
        return Err(irbridge::verify::op_err(
            ctx,
            op,
            "irbridge does not outline loops",
        ));
    }
    set_result(ctx, op, 0, vec![], handles)?;
    set_result(ctx, op, 1, vec![], handles)
}

/// `transform.loop.peel`: the last (or, with `peel_front`, the first) iteration split off.
fn peel(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let targets = payload(ctx, op, 0, handles)?;
    let front = prop(ctx, op, "peel_front")
        .and_then(|a| ctx.as_i64(a))
        .is_some_and(|v| v != 0);
    let mut peeled = vec![];
    let mut rest = vec![];
    for t in targets {
        let Some(r) = crate::scf_peeling::peel_loop(ctx, t, front) else {
            let what = if front { "first" } else { "last" };
            return Err(silenceable(
                ctx,
                op,
                format!("failed to peel the {what} iteration"),
            ));
        };
        peeled.push(t);
        rest.push(r);
    }
    set_result(ctx, op, 0, peeled, handles)?;
    set_result(ctx, op, 1, rest, handles)
}
