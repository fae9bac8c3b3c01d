//! The `scf` ops' own verifiers (`hasVerifier`, run with the op's traits before its regions are
//! visited) and region verifiers (the region traits — `SingleBlockImplicitTerminator`,
//! `LoopLikeOpInterface`, `RegionBranchOpInterface`, ... — and `hasRegionVerifier`, run after the
//! nested ops), in upstream's order and words.

use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::ir::{BlockId, Context, OpId, RegionId, Type, ValueId};
use crate::ods::interfaces::verify_region_branch;
use crate::ods::{operand_group, TypedOp};
use crate::print::type_to_string;
use crate::verify::op_err;
use crate::verify::traits::check_implicit_terminator;

use super::syntax::{constant_int_value, static_list};
use super::{ConditionOp, ForallOp, InParallelOp, ParallelOp, ReduceOp, ReduceReturnOp, YieldOp};

fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

fn region(ctx: &Context, op: OpId, i: usize) -> Option<RegionId> {
    ctx.ops[op].regions.get(i).copied()
}

fn entry(ctx: &Context, op: OpId, i: usize) -> Option<BlockId> {
    region(ctx, op, i).and_then(|r| ctx.regions[r].first)
}

fn entry_args(ctx: &Context, op: OpId, i: usize) -> Vec<ValueId> {
    entry(ctx, op, i)
        .map(|b| ctx.blocks[b].args.clone())
        .unwrap_or_default()
}

fn types(ctx: &Context, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|v| ctx.value_type(*v)).collect()
}

/// The terminator of region `i`'s first block if it is a `T` (`verifyAndGetTerminator`); else
/// `message`, with a note at the terminator there is.
fn terminator_of<T: TypedOp>(ctx: &Context, op: OpId, i: usize, message: &str) -> DResult<OpId> {
    let last = entry(ctx, op, i).and_then(|b| ctx.blocks[b].last);
    match last {
        Some(t) if T::is(ctx, t) => Ok(t),
        Some(t) => {
            Err(op_err(ctx, op, message)
                .with_note(diag_loc(ctx, ctx.ops[t].loc), "terminator here"))
        }
        None => Err(op_err(ctx, op, message)),
    }
}

/// `verifyLoopLikeOpInterface`: inits, region iteration arguments, yielded values and loop
/// results agree in number and type (`results` is `None` for loops that do not declare them).
fn verify_loop_like(
    ctx: &Context,
    op: OpId,
    inits: &[ValueId],
    iter_args: &[ValueId],
    yielded: &[ValueId],
    results: Option<&[ValueId]>,
) -> DResult<()> {
    if inits.len() != iter_args.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    if let Some(r) = results.filter(|r| r.len() != iter_args.len()) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "different number of loop results and region iter_args: {} != {}",
                r.len(),
                iter_args.len()
            ),
        ));
    }
    for (i, (init, arg)) in inits.iter().zip(iter_args).enumerate() {
        let (it, at) = (ctx.value_type(*init), ctx.value_type(*arg));
        if it != at {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                    ty(ctx, it),
                    ty(ctx, at)
                ),
            ));
        }
        if let Some(y) = yielded.get(i) {
            let yt = ctx.value_type(*y);
            if at != yt {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                        ty(ctx, at),
                        ty(ctx, yt)
                    ),
                ));
            }
        }
    }
    // Upstream's loop over the results counts only its first pair (its index never advances).
    if let Some(results) = results {
        for (arg, r) in iter_args.iter().zip(results) {
            let (at, rt) = (ctx.value_type(*arg), ctx.value_type(*r));
            if at != rt {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                        ty(ctx, at),
                        ty(ctx, rt)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The operands of the terminator of region `i` if it is an `scf.yield`.
fn yielded(ctx: &Context, op: OpId, i: usize) -> Vec<ValueId> {
    entry(ctx, op, i)
        .and_then(|b| ctx.blocks[b].last)
        .filter(|t| YieldOp::is(ctx, *t))
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default()
}

// ---- scf.execute_region -------------------------------------------------------------------------

pub fn verify_execute_region(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(b) = entry(ctx, op, 0) else {
        return Err(op_err(ctx, op, "region needs to have at least one block"));
    };
    if !ctx.blocks[b].args.is_empty() {
        return Err(op_err(ctx, op, "region cannot have any arguments"));
    }
    Ok(())
}

pub fn verify_execute_region_regions(ctx: &Context, op: OpId) -> DResult<()> {
    verify_region_branch(ctx, op)
}

// ---- scf.for ------------------------------------------------------------------------------------

pub fn verify_for(ctx: &Context, op: OpId) -> DResult<()> {
    let inits = ctx.ops[op].operands.len().saturating_sub(3);
    if inits != ctx.ops[op].results.len() {
        return Err(op_err(
            ctx,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

pub fn verify_for_regions(ctx: &Context, op: OpId) -> DResult<()> {
    check_implicit_terminator(ctx, op, YieldOp::def())?;
    let args = entry_args(ctx, op, 0);
    let iter_args = args.get(1..).unwrap_or(&[]);
    let inits = ctx.ops[op].operands.get(3..).unwrap_or(&[]).to_vec();
    let results = ctx.ops[op].results.to_vec();
    verify_loop_like(
        ctx,
        op,
        &inits,
        iter_args,
        &yielded(ctx, op, 0),
        Some(&results),
    )?;
    verify_region_branch(ctx, op)?;
    let lb = ctx.ops[op].operands.first().map(|v| ctx.value_type(*v));
    if args.first().map(|v| ctx.value_type(*v)) != lb {
        return Err(op_err(
            ctx,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    if iter_args.len() != results.len() {
        return Err(op_err(
            ctx,
            op,
            "mismatch in number of basic block args and defined values",
        ));
    }
    for (i, ((init, arg), res)) in inits.iter().zip(iter_args).zip(&results).enumerate() {
        let rt = ctx.value_type(*res);
        if ctx.value_type(*init) != rt {
            return Err(op_err(
                ctx,
                op,
                format!("types mismatch between {i}th iter operand and defined value"),
            ));
        }
        if ctx.value_type(*arg) != rt {
            return Err(op_err(
                ctx,
                op,
                format!("types mismatch between {i}th iter region arg and defined value"),
            ));
        }
    }
    Ok(())
}

// ---- scf.forall ---------------------------------------------------------------------------------

/// `verifyListOfOperandsOrIntegers`.
fn verify_mixed_list(
    ctx: &Context,
    op: OpId,
    name: &str,
    n: usize,
    statics: &[i64],
    values: &[ValueId],
) -> DResult<()> {
    if statics.len() != n {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            format!("expected {n} {name} values, got {}", statics.len()),
        ));
    }
    let dynamic = statics.iter().filter(|s| **s == crate::ir::DYNAMIC).count();
    if values.len() != dynamic {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            format!("expected {dynamic} dynamic {name} values"),
        ));
    }
    Ok(())
}

pub fn verify_forall(ctx: &Context, op: OpId) -> DResult<()> {
    let def = ForallOp::def();
    let rank = static_list(ctx, op, "staticLowerBound").len();
    let outs = operand_group(ctx, op, def, 3);
    let nres = ctx.ops[op].results.len();
    if nres != outs.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "produces {nres} results, but has only {} outputs",
                outs.len()
            ),
        ));
    }
    let args = entry_args(ctx, op, 0);
    if args.len() != rank + outs.len() {
        return Err(op_err(ctx, op, format!("region expects {rank} arguments")));
    }
    for (i, a) in args[..rank].iter().enumerate() {
        if !ctx.is_index(ctx.value_type(*a)) {
            return Err(op_err(
                ctx,
                op,
                format!("expects {i}-th block argument to be an index"),
            ));
        }
    }
    for (i, (a, o)) in args[rank..].iter().zip(outs).enumerate() {
        if ctx.value_type(*a) != ctx.value_type(*o) {
            return Err(op_err(
                ctx,
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(m) = crate::ods::prop(ctx, op, "mapping").and_then(|a| ctx.as_array(a)) {
        if !m.is_empty() {
            if m.len() != rank {
                return Err(op_err(ctx, op, "mapping attribute size must match op rank"));
            }
            return Err(op_err(ctx, op, "mapping is not device mapping attribute"));
        }
    }
    for (name, attr, g) in [
        ("lower bound", "staticLowerBound", 0),
        ("upper bound", "staticUpperBound", 1),
        ("step", "staticStep", 2),
    ] {
        verify_mixed_list(
            ctx,
            op,
            name,
            rank,
            &static_list(ctx, op, attr),
            operand_group(ctx, op, def, g),
        )?;
    }
    Ok(())
}

pub fn verify_forall_regions(ctx: &Context, op: OpId) -> DResult<()> {
    let def = ForallOp::def();
    let rank = static_list(ctx, op, "staticLowerBound").len();
    let outs = operand_group(ctx, op, def, 3).to_vec();
    let args = entry_args(ctx, op, 0);
    let iter_args = args.get(rank..).unwrap_or(&[]);
    verify_loop_like(ctx, op, &outs, iter_args, &[], None)?;
    check_implicit_terminator(ctx, op, InParallelOp::def())?;
    verify_region_branch(ctx, op)?;
    // DestinationStyleOpInterface: the outputs are tensors, one result of the same type each.
    let first_out = ctx.ops[op].operands.len() - outs.len();
    let mut tensors = vec![];
    for (i, o) in outs.iter().enumerate() {
        let t = ctx.value_type(*o);
        if matches!(
            ctx.kind(t),
            crate::ir::TypeKind::RankedTensor { .. } | crate::ir::TypeKind::UnrankedTensor { .. }
        ) {
            tensors.push((first_out + i, *o));
        } else if !matches!(
            ctx.kind(t),
            crate::ir::TypeKind::MemRef { .. } | crate::ir::TypeKind::UnrankedMemRef { .. }
        ) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected that operand #{} is a tensor or a memref",
                    first_out + i
                ),
            ));
        }
    }
    let tensor_results = ctx.ops[op]
        .results
        .iter()
        .filter(|r| {
            matches!(
                ctx.kind(ctx.value_type(**r)),
                crate::ir::TypeKind::RankedTensor { .. }
                    | crate::ir::TypeKind::UnrankedTensor { .. }
            )
        })
        .count();
    if tensor_results != tensors.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
                tensors.len()
            ),
        ));
    }
    for (k, (index, v)) in tensors.into_iter().enumerate() {
        let Some(&r) = ctx.ops[op].results.get(k) else {
            break;
        };
        let (vt, rt) = (ctx.value_type(v), ctx.value_type(r));
        if vt != rt {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected type of operand #{index} ('{}') to match type of corresponding result ('{}')",
                    ty(ctx, vt),
                    ty(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

// ---- scf.forall.in_parallel ---------------------------------------------------------------------

pub fn verify_in_parallel(ctx: &Context, op: OpId) -> DResult<()> {
    if !ctx.parent_op(op).is_some_and(|p| ForallOp::is(ctx, p)) {
        return Err(op_err(ctx, op, "expected forall op parent"));
    }
    if let Some(b) = entry(ctx, op, 0) {
        if ctx.blocks[b].first.is_some() {
            // `tensor.parallel_insert_slice` is the only op allowed here, and irbridge has no
            // `tensor` dialect.
            return Err(op_err(
                ctx,
                op,
                "expected only tensor.parallel_insert_slice ops",
            ));
        }
    }
    Ok(())
}

// ---- scf.if -------------------------------------------------------------------------------------

pub fn verify_if(ctx: &Context, op: OpId) -> DResult<()> {
    if !ctx.ops[op].results.is_empty() && entry(ctx, op, 1).is_none() {
        return Err(op_err(
            ctx,
            op,
            "must have an else block if defining values",
        ));
    }
    Ok(())
}

/// `'a', 'b'` as a diagnostic prints a list of types.
fn type_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|t| format!("'{}'", ty(ctx, *t)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn verify_if_regions(ctx: &Context, op: OpId) -> DResult<()> {
    verify_region_branch(ctx, op)?;
    check_implicit_terminator(ctx, op, YieldOp::def())?;
    // InferTypeOpInterface: the result types are the `then` yield's operand types.
    let then_yield = entry(ctx, op, 0)
        .and_then(|b| ctx.blocks[b].last)
        .filter(|t| YieldOp::is(ctx, *t));
    let Some(y) = then_yield else {
        return Err(op_err(ctx, op, "failed to infer returned types"));
    };
    let inferred = ctx.operand_types(y);
    let actual = ctx.result_types(op);
    if inferred != actual {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            format!(
                "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                super::IfOp::NAME,
                type_list(ctx, &inferred),
                type_list(ctx, &actual)
            ),
        ));
    }
    Ok(())
}

// ---- scf.parallel -------------------------------------------------------------------------------

pub fn verify_parallel(ctx: &Context, op: OpId) -> DResult<()> {
    let def = ParallelOp::def();
    let steps = operand_group(ctx, op, def, 2);
    if steps.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for s in steps {
        if constant_int_value(ctx, *s).is_some_and(|c| c <= 0) {
            return Err(op_err(ctx, op, "constant step operand must be positive"));
        }
    }
    let args = entry_args(ctx, op, 0);
    if args.len() != steps.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    if args.iter().any(|a| !ctx.is_index(ctx.value_type(*a))) {
        return Err(op_err(
            ctx,
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let reduce = terminator_of::<ReduceOp>(
        ctx,
        op,
        0,
        &format!("expects body to terminate with '{}'", ReduceOp::NAME),
    )?;
    let nres = ctx.ops[op].results.len();
    let nred = ctx.ops[reduce].regions.len();
    let ninit = operand_group(ctx, op, def, 3).len();
    if nres != nred {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects number of results: {nres} to be the same as number of reductions: {nred}"
            ),
        ));
    }
    if nres != ninit {
        return Err(op_err(
            ctx,
            op,
            format!("expects number of results: {nres} to be the same as number of initial values: {ninit}"),
        ));
    }
    for i in 0..nred {
        let rt = ctx.value_type(ctx.ops[op].results[i]);
        let Some(&operand) = ctx.ops[reduce].operands.get(i) else {
            break;
        };
        let ot = ctx.value_type(operand);
        if rt != ot {
            return Err(op_err(
                ctx,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                    ty(ctx, ot),
                    ty(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

pub fn verify_parallel_regions(ctx: &Context, op: OpId) -> DResult<()> {
    check_implicit_terminator(ctx, op, ReduceOp::def())?;
    verify_region_branch(ctx, op)
}

// ---- scf.reduce / scf.reduce.return -------------------------------------------------------------

pub fn verify_reduce_regions(ctx: &Context, op: OpId) -> DResult<()> {
    let regions = ctx.ops[op].regions.clone();
    for (i, r) in regions.into_iter().enumerate() {
        let Some(&operand) = ctx.ops[op].operands.get(i) else {
            break;
        };
        let t = ctx.value_type(operand);
        let Some(b) = ctx.regions[r].first else {
            continue;
        };
        if ctx.blocks[b].first.is_none() {
            return Err(op_err(
                ctx,
                op,
                format!("{i}-th reduction has an empty body"),
            ));
        }
        let args = &ctx.blocks[b].args;
        if args.len() != 2 || args.iter().any(|a| ctx.value_type(*a) != t) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected two block arguments with type '{}' in the {i}-th reduction region",
                    ty(ctx, t)
                ),
            ));
        }
        if !ctx.blocks[b]
            .last
            .is_some_and(|l| ReduceReturnOp::is(ctx, l))
        {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "reduction bodies must be terminated with an '{}' op",
                    ReduceReturnOp::NAME
                ),
            ));
        }
    }
    Ok(())
}

pub fn verify_reduce_return(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(b) = ctx.ops[op].parent else {
        return Ok(());
    };
    let (Some(&arg), Some(&v)) = (ctx.blocks[b].args.first(), ctx.ops[op].operands.first()) else {
        return Ok(());
    };
    let expected = ctx.value_type(arg);
    if expected != ctx.value_type(v) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "must have type '{}' (the type of the reduction inputs)",
                ty(ctx, expected)
            ),
        ));
    }
    Ok(())
}

// ---- scf.while ----------------------------------------------------------------------------------

pub fn verify_while(ctx: &Context, op: OpId) -> DResult<()> {
    terminator_of::<ConditionOp>(
        ctx,
        op,
        0,
        &format!(
            "expects the 'before' region to terminate with '{}'",
            ConditionOp::NAME
        ),
    )?;
    terminator_of::<YieldOp>(
        ctx,
        op,
        1,
        &format!(
            "expects the 'after' region to terminate with '{}'",
            YieldOp::NAME
        ),
    )?;
    Ok(())
}

pub fn verify_while_regions(ctx: &Context, op: OpId) -> DResult<()> {
    let inits = ctx.ops[op].operands.to_vec();
    let before = entry_args(ctx, op, 0);
    verify_region_branch(ctx, op)?;
    verify_loop_like(ctx, op, &inits, &before, &yielded(ctx, op, 1), None)
}

// ---- scf.index_switch ---------------------------------------------------------------------------

pub fn verify_index_switch(ctx: &Context, op: OpId) -> DResult<()> {
    let cases = static_list(ctx, op, "cases");
    let regions = ctx.ops[op].regions.clone();
    let ncase_regions = regions.len().saturating_sub(1);
    if cases.len() != ncase_regions {
        return Err(op_err(
            ctx,
            op,
            format!(
                "has {ncase_regions} case regions but {} case values",
                cases.len()
            ),
        ));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    for v in &cases {
        // Upstream collects the values in an `llvm::DenseSet<int64_t>`, whose empty-bucket key is
        // `INT64_MAX`: once the set holds a value, inserting `INT64_MAX` finds an "equal" empty
        // bucket and reports it as a duplicate. mlir-opt 19 does, so irbridge does too.
        let quirk = *v == i64::MAX && !seen.is_empty();
        if !seen.insert(*v) || quirk {
            return Err(op_err(ctx, op, format!("has duplicate case value: {v}")));
        }
    }
    let result_types = ctx.result_types(op);
    for (i, r) in regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(last) = ctx.regions[*r].first.and_then(|b| ctx.blocks[b].last) else {
            continue;
        };
        if !YieldOp::is(ctx, last) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected region to end with {}, but got {}",
                    YieldOp::NAME,
                    ctx.op_name(last)
                ),
            ));
        }
        let ytypes = types(ctx, &ctx.ops[last].operands);
        let yloc = diag_loc(ctx, ctx.ops[last].loc);
        if ytypes.len() != result_types.len() {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    result_types.len(),
                    ytypes.len()
                ),
            )
            .with_note(yloc, "see yield operation here"));
        }
        for (idx, (rt, yt)) in result_types.iter().zip(&ytypes).enumerate() {
            if rt != yt {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "expected result #{idx} of each region to be '{}'",
                        ty(ctx, *rt)
                    ),
                )
                .with_note(yloc, format!("{name} returns '{}' here", ty(ctx, *yt))));
            }
        }
    }
    Ok(())
}

pub fn verify_index_switch_regions(ctx: &Context, op: OpId) -> DResult<()> {
    verify_region_branch(ctx, op)?;
    check_implicit_terminator(ctx, op, YieldOp::def())
}
