//! The checks ODS generates for an op, run from its record in upstream's order: the count traits
//! (regions, results, successors, operands), then `verifyInvariantsImpl` (required attributes,
//! attribute constraints, operand and result types, `PredOpTrait`s, region constraints), then the
//! other traits, then the op's own `verify` hook. Messages are upstream's, word for word.

use super::op_err;
use super::traits::{
    check_elementwise, check_same_operands_and_result_element_type,
    check_same_operands_and_result_shape, check_same_operands_and_result_type,
    check_same_operands_element_type, check_same_operands_shape, check_same_type_operands,
};
use crate::diag::DResult;
use crate::ir::{Context, OpId, Type};
use crate::ods::{
    constraint::typed_attr_type, operand_group, result_group, traits, Arity, OpConstraint, OpDef,
    ValueDef,
};
use crate::print::type_to_string;

/// How many of something an op takes (the `ZeroX`/`OneX`/`NX`/`AtLeastNX`/`VariadicX` traits).
#[derive(Copy, Clone, Debug)]
enum Count {
    Exactly(usize),
    AtLeast(usize),
}

fn value_count(groups: &[ValueDef]) -> Count {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    if fixed == groups.len() {
        Count::Exactly(fixed)
    } else {
        Count::AtLeast(fixed)
    }
}

/// The count traits, in upstream's order: regions, results, successors, operands.
fn check_counts(ctx: &Context, op: OpId, def: &OpDef) -> DResult<()> {
    let d = &ctx.ops[op];
    let regions = if def.regions.iter().any(|r| r.variadic) {
        Count::AtLeast(def.regions.iter().filter(|r| !r.variadic).count())
    } else {
        Count::Exactly(def.regions.len())
    };
    let msg = match regions {
        Count::Exactly(0) if !d.regions.is_empty() => Some("requires zero regions".to_string()),
        Count::Exactly(1) if d.regions.len() != 1 => Some("requires one region".to_string()),
        Count::Exactly(k) if k > 1 && d.regions.len() != k => Some(format!("expected {k} regions")),
        Count::AtLeast(k) if k > 0 && d.regions.len() < k => Some(format!(
            "expected {k} or more regions, but found {}",
            d.regions.len()
        )),
        _ => None,
    };
    if let Some(m) = msg {
        return Err(op_err(ctx, op, m));
    }
    let n = d.results.len();
    let msg = match value_count(def.results) {
        Count::Exactly(0) if n != 0 => Some("requires zero results".to_string()),
        Count::Exactly(1) if n != 1 => Some("requires one result".to_string()),
        Count::Exactly(k) if k > 1 && n != k => {
            Some(format!("expected {k} results, but found {n}"))
        }
        Count::AtLeast(k) if k > 0 && n < k => {
            Some(format!("expected {k} or more results, but found {n}"))
        }
        _ => None,
    };
    if let Some(m) = msg {
        return Err(op_err(ctx, op, m));
    }
    let n = d.successors.len();
    let variadic = def.successors.iter().any(|s| s.variadic);
    let fixed = def.successors.iter().filter(|s| !s.variadic).count();
    let msg = if variadic {
        (fixed > 0 && n < fixed)
            .then(|| format!("requires at least {fixed} successors but found {n}"))
    } else if fixed == 1 {
        (n != 1).then(|| format!("requires 1 successor but found {n}"))
    } else {
        (n != fixed).then(|| format!("requires {fixed} successors but found {n}"))
    };
    if let Some(m) = msg {
        return Err(op_err(ctx, op, m));
    }
    let n = d.operands.len();
    let msg = match value_count(def.operands) {
        Count::Exactly(0) if n != 0 => Some("requires zero operands".to_string()),
        Count::Exactly(1) if n != 1 => Some("requires a single operand".to_string()),
        Count::Exactly(k) if k > 1 && n != k => {
            Some(format!("expected {k} operands, but found {n}"))
        }
        Count::AtLeast(k) if k > 0 && n < k => {
            Some(format!("expected {k} or more operands, but found {n}"))
        }
        _ => None,
    };
    if let Some(m) = msg {
        return Err(op_err(ctx, op, m));
    }
    Ok(())
}

/// The structural traits, checked before the invariants (upstream's `StructuralOpTrait`s).
fn check_structure(ctx: &Context, op: OpId, def: &OpDef) -> DResult<()> {
    let d = &ctx.ops[op];
    if def.has(traits::NO_REGION_ARGUMENTS) {
        for (i, r) in d.regions.iter().enumerate() {
            let Some(entry) = ctx.regions[*r].first else {
                continue;
            };
            if !ctx.blocks[entry].args.is_empty() {
                let msg = if d.regions.len() > 1 {
                    format!("region #{i} should have no arguments")
                } else {
                    "region should have no arguments".to_string()
                };
                return Err(op_err(ctx, op, msg));
            }
        }
    }
    if !def.parents.is_empty() {
        let parent = d.parent.and_then(|b| ctx.block_parent_op(b));
        let ok = parent.is_some_and(|p| def.parents.contains(&ctx.op_name(p)));
        if !ok {
            let msg = if def.parents.len() == 1 {
                format!("expects parent op '{}'", def.parents[0])
            } else {
                format!(
                    "expects parent op to be one of '{}'",
                    def.parents.join(", ")
                )
            };
            return Err(op_err(ctx, op, msg));
        }
    }
    if def.has(traits::SINGLE_BLOCK) {
        for (i, r) in d.regions.iter().enumerate() {
            let blocks = ctx.region_blocks(*r);
            if blocks.len() > 1 {
                return Err(op_err(
                    ctx,
                    op,
                    format!("expects region #{i} to have 0 or 1 blocks"),
                ));
            }
            let empty = blocks
                .first()
                .is_some_and(|b| ctx.blocks[*b].first.is_none());
            if empty && !def.has(traits::NO_TERMINATOR) {
                return Err(op_err(ctx, op, "expects a non-empty block"));
            }
        }
    }
    if def.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        check_segments(ctx, op, "operandSegmentSizes", "operand", d.operands.len())?;
    }
    if def.has(traits::ATTR_SIZED_RESULT_SEGMENTS) {
        check_segments(ctx, op, "resultSegmentSizes", "result", d.results.len())?;
    }
    Ok(())
}

/// `verifyValueSizeAttr`.
fn check_segments(ctx: &Context, op: OpId, name: &str, what: &str, n: usize) -> DResult<()> {
    let Some(sizes) = crate::ods::segment_sizes(ctx, op, name) else {
        return Err(op_err(
            ctx,
            op,
            format!("requires dense i32 array attribute '{name}'"),
        ));
    };
    if sizes.iter().any(|s| *s < 0) {
        return Err(op_err(
            ctx,
            op,
            format!("'{name}' attribute cannot have negative elements"),
        ));
    }
    let total: i128 = sizes.iter().sum();
    if total != n as i128 {
        return Err(op_err(
            ctx,
            op,
            format!("{what} count ({n}) does not match with the total size ({total}) specified in attribute '{name}'"),
        ));
    }
    Ok(())
}

/// The types of the operand, result or typed attribute named `name`, for `AllTypesMatch`; `None`
/// is the `none` type (what an untyped string attribute has, interned or not).
fn type_keys_named(ctx: &Context, op: OpId, def: &OpDef, name: &str) -> Vec<Option<Type>> {
    if def.attr(name).is_some() {
        return crate::ods::prop(ctx, op, name)
            .and_then(|a| typed_attr_type(ctx, a))
            .into_iter()
            .map(|t| t.filter(|t| !matches!(ctx.kind(*t), crate::ir::TypeKind::None)))
            .collect();
    }
    types_named(ctx, op, def, name)
        .into_iter()
        .map(|t| (!matches!(ctx.kind(t), crate::ir::TypeKind::None)).then_some(t))
        .collect()
}

/// The type of the operand, result or typed attribute named `name`.
fn types_named(ctx: &Context, op: OpId, def: &OpDef, name: &str) -> Vec<Type> {
    if let Some(i) = def.operands.iter().position(|g| g.name == name) {
        return operand_group(ctx, op, def, i)
            .iter()
            .map(|v| ctx.value_type(*v))
            .collect();
    }
    if let Some(i) = def.results.iter().position(|g| g.name == name) {
        return result_group(ctx, op, def, i)
            .iter()
            .map(|v| ctx.value_type(*v))
            .collect();
    }
    if def.attr(name).is_some() {
        return crate::ods::prop(ctx, op, name)
            .and_then(|a| typed_attr_type(ctx, a))
            .flatten()
            .into_iter()
            .collect();
    }
    vec![]
}

fn check_values(
    ctx: &Context,
    op: OpId,
    def: &OpDef,
    groups: &[ValueDef],
    what: &str,
    group_of: for<'c> fn(&'c Context, OpId, &OpDef, usize) -> &'c [crate::ir::ValueId],
) -> DResult<()> {
    let mut index = 0;
    for (g, vd) in groups.iter().enumerate() {
        let vals = group_of(ctx, op, def, g);
        if vd.arity == Arity::Optional && vals.len() > 1 {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "{what} group starting at #{index} requires 0 or 1 element, but found {}",
                    vals.len()
                ),
            ));
        }
        if let Some((_, seg)) = def
            .variadic_of_variadic
            .iter()
            .find(|(name, _)| *name == vd.name && what == "operand")
        {
            check_segments(ctx, op, seg, vd.name, vals.len())?;
        }
        // `Variadic<T>`'s summary is "variadic of " and T's (`Optional<T>` keeps T's).
        let prefix = if vd.arity == Arity::Variadic {
            "variadic of "
        } else {
            ""
        };
        for v in vals {
            let t = ctx.value_type(*v);
            if !vd.constraint.accepts(ctx, t) {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "{what} #{index} must be {prefix}{}, but got '{}'",
                        vd.constraint.summary,
                        type_to_string(ctx, t)
                    ),
                ));
            }
            index += 1;
        }
    }
    Ok(())
}

/// `verifyInvariantsImpl`.
fn check_invariants(ctx: &Context, op: OpId, def: &OpDef) -> DResult<()> {
    // Presence in the order of the names (ODS sorts the attribute metadata), constraints in the
    // order the record lists them.
    let mut required: Vec<&str> = def
        .attrs
        .iter()
        .filter(|ad| ad.is_required())
        .map(|ad| ad.name)
        .collect();
    required.sort_unstable();
    for name in required {
        if crate::ods::prop(ctx, op, name).is_none() {
            return Err(op_err(ctx, op, format!("requires attribute '{name}'")));
        }
    }
    for ad in def.attrs {
        if let Some(a) = crate::ods::prop(ctx, op, ad.name) {
            if !ad.constraint.accepts(ctx, a) {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "attribute '{}' failed to satisfy constraint: {}",
                        ad.name, ad.constraint.summary
                    ),
                ));
            }
        }
    }
    check_values(ctx, op, def, def.operands, "operand", operand_group)?;
    check_values(ctx, op, def, def.results, "result", result_group)?;
    for c in def.constraints {
        match *c {
            OpConstraint::AllTypesMatch(names) => {
                let tys: Vec<Option<Type>> = names
                    .iter()
                    .flat_map(|n| type_keys_named(ctx, op, def, n))
                    .collect();
                if tys.windows(2).any(|w| w[0] != w[1]) {
                    return Err(op_err(
                        ctx,
                        op,
                        format!(
                            "failed to verify that all of {{{}}} have same type",
                            names.join(", ")
                        ),
                    ));
                }
            }
            OpConstraint::TypesMatchWith {
                lhs,
                rhs,
                transform,
                summary,
            } => {
                let l = types_named(ctx, op, def, lhs);
                let r = types_named(ctx, op, def, rhs);
                let ok = match (l.first(), r.first()) {
                    (Some(&l), Some(&r)) => transform.matches(ctx, l, r),
                    _ => true,
                };
                if !ok {
                    return Err(op_err(ctx, op, format!("failed to verify that {summary}")));
                }
            }
            OpConstraint::Pred { check, summary } => {
                if !check(ctx, op) {
                    return Err(op_err(ctx, op, format!("failed to verify that {summary}")));
                }
            }
        }
    }
    for (i, rd) in def.regions.iter().enumerate() {
        let Some(n) = rd.blocks else { continue };
        let regions: Vec<_> = if rd.variadic {
            ctx.ops[op].regions.get(i..).unwrap_or(&[]).to_vec()
        } else {
            ctx.ops[op].regions.get(i).copied().into_iter().collect()
        };
        for (k, r) in regions.into_iter().enumerate() {
            if ctx.region_blocks(r).len() != n as usize {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "region #{} ('{}') failed to verify constraint: region with {n} blocks",
                        i + k,
                        rd.name
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The traits checked after the invariants, in the order ODS lists them for most ops (a record
/// cannot say another order: an op whose upstream list orders these differently needs a `verify`
/// hook for the later ones).
fn check_traits(ctx: &Context, op: OpId, def: &OpDef) -> DResult<()> {
    if def.has(traits::SAME_TYPE_OPERANDS) {
        check_same_type_operands(ctx, op)?;
    }
    if def.has(traits::SAME_OPERANDS_ELEMENT_TYPE) {
        check_same_operands_element_type(ctx, op)?;
    }
    if def.has(traits::SAME_OPERANDS_SHAPE) {
        check_same_operands_shape(ctx, op)?;
    }
    if def.has(traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) {
        check_same_operands_and_result_element_type(ctx, op)?;
    }
    if def.has(traits::SAME_OPERANDS_AND_RESULT_SHAPE) {
        check_same_operands_and_result_shape(ctx, op)?;
    }
    if def.has(traits::SAME_OPERANDS_AND_RESULT_TYPE) {
        check_same_operands_and_result_type(ctx, op)?;
    }
    if def.has(traits::ELEMENTWISE) {
        check_elementwise(ctx, op)?;
    }
    Ok(())
}

/// The region traits, once the ops nested in `op` are verified (`verifyRegionTraits`), then its
/// `verify_regions` hook: `SingleBlockImplicitTerminator<T>` wants each non-empty region to end
/// in `T`.
pub fn verify_regions(ctx: &Context, op: OpId, def: &OpDef) -> DResult<()> {
    if let Some(term) = def
        .implicit_terminator
        .filter(|_| def.has(traits::IMPLICIT_TERMINATOR))
    {
        for r in &ctx.ops[op].regions {
            let Some(last) = ctx.regions[*r].first.and_then(|b| ctx.blocks[b].last) else {
                continue;
            };
            if ctx.ops[last].def.is_some_and(|d| std::ptr::eq(d, term)) {
                continue;
            }
            let loc = crate::diag::diag_loc(ctx, ctx.ops[op].loc);
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expects regions to end with '{}', found '{}'",
                    term.name,
                    ctx.op_name(last)
                ),
            )
            .with_note(
                loc,
                format!(
                    "in custom textual format, the absence of terminator implies '{}'",
                    term.name
                ),
            ));
        }
    }
    match def.verify_regions {
        Some(v) => v(ctx, op),
        None => Ok(()),
    }
}

/// Everything a record says about `op`, then its `verify` hook.
pub fn verify_op(ctx: &Context, op: OpId, def: &OpDef) -> DResult<()> {
    check_counts(ctx, op, def)?;
    check_structure(ctx, op, def)?;
    check_invariants(ctx, op, def)?;
    check_traits(ctx, op, def)?;
    match def.verify {
        Some(v) => v(ctx, op),
        None => Ok(()),
    }
}
