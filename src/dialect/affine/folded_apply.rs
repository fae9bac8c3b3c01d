//! Index arithmetic as upstream's `affine::makeComposedFoldedAffineApply` builds it: an affine
//! expression over symbols applied to values or constants (MLIR's `OpFoldResult`), with constants
//! folded into the map, operands defined by `affine.apply` composed in, duplicate and unused operands
//! dropped, the map simplified, and the whole folded away when it reduces to a constant or to one of
//! its operands. Otherwise an `affine.apply` is created at the rewriter's insertion point and reported
//! to its listener (as upstream reports only the op that survives its fold). Shared by the lowerings
//! (`expand-strided-metadata`) and the dialects' runtime checks (`memref.subview`).

use super::{ApplyOp, MinOp};
use crate::ir::affine_simplify::{replace_dims_and_symbols, simplify, uses_symbol};
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Context, OpId, ValueId};
use crate::rewrite::Rewriter;

/// An index that is a constant or an SSA value (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ofr {
    Const(i64),
    Value(ValueId),
}

/// The integer value of an index constant (`arith.constant` / `index.constant`), as upstream's
/// `m_Constant` sees it.
pub fn constant_value(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.defining_op(v)?;
    if !matches!(
        ctx.op_name(op),
        crate::dialect::arith::ConstantOp::NAME | crate::dialect::index::ConstantOp::NAME
    ) {
        return None;
    }
    let a = ctx.get_attr(op, "value")?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { .. } => ctx.as_i64(a),
        _ => None,
    }
}

/// `expr` (over symbols `s0 .. s{n-1}`, `n = operands.len()`) applied to `operands`.
pub fn composed_folded_apply(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    expr: &AffineExpr,
    operands: &[Ofr],
) -> Ofr {
    let ctx = &mut *rw.ctx;
    let (syms, mut values) = fold_constants(operands);
    let mut e = replace_dims_and_symbols(expr, &[], &syms);
    // composeAffineMapAndOperands: substitute the maps of `affine.apply` producers, until none is
    // left; a replaced symbol keeps its slot (it is dropped as unused below).
    'compose: loop {
        for pos in 0..values.len() {
            let Some(v) = values[pos] else { continue };
            let Some(producer) = ctx.defining_op(v) else {
                continue;
            };
            if !ApplyOp::is(ctx, producer) {
                continue;
            }
            let Some(map) = apply_map(ctx, producer) else {
                continue;
            };
            if map.num_dims != 0 || map.results.len() != 1 {
                continue;
            }
            let producer_operands: Vec<Option<ValueId>> = ctx.ops[producer]
                .operands
                .iter()
                .map(|v| Some(*v))
                .collect();
            let (presults, pvalues) = canonicalize(ctx, &map.results, &producer_operands);
            let pmap = &presults[0];
            let shift = values.len() as u32;
            let shifted: Vec<AffineExpr> = (0..pvalues.len() as u32)
                .map(|i| AffineExpr::Symbol(shift + i))
                .collect();
            let replacement = replace_dims_and_symbols(pmap, &[], &shifted);
            values[pos] = None;
            values.extend(pvalues.into_iter().map(Some));
            let mut with: Vec<AffineExpr> =
                (0..values.len() as u32).map(AffineExpr::Symbol).collect();
            with[pos] = replacement;
            e = replace_dims_and_symbols(&e, &[], &with);
            continue 'compose;
        }
        break;
    }
    let (results, values) = canonicalize(ctx, &[e], &values);
    let e = simplify(&results[0], 0, values.len() as u32);
    // AffineApplyOp::fold: a constant, or one operand.
    match e {
        AffineExpr::Const(c) => return Ofr::Const(c),
        AffineExpr::Symbol(i) => return Ofr::Value(values[i as usize]),
        _ => {}
    }
    let map = ctx.attr(AttrKind::AffineMap(AffineMap {
        num_dims: 0,
        num_symbols: values.len() as u32,
        results: vec![e],
    }));
    let index = ctx.index();
    let op = ApplyOp::build(rw, loc, index, &values, map).id();
    Ofr::Value(rw.ctx.result(op, 0))
}

/// foldAttributesIntoMap: what each operand position becomes (a constant, or the next symbol), and
/// the values behind those symbols.
fn fold_constants(operands: &[Ofr]) -> (Vec<AffineExpr>, Vec<Option<ValueId>>) {
    let mut exprs = vec![];
    let mut values = vec![];
    for o in operands {
        match *o {
            Ofr::Const(c) => exprs.push(AffineExpr::Const(c)),
            Ofr::Value(v) => {
                exprs.push(AffineExpr::Symbol(values.len() as u32));
                values.push(Some(v));
            }
        }
    }
    (exprs, values)
}

fn apply_map(ctx: &Context, op: OpId) -> Option<AffineMap> {
    match ctx.attr_kind(ctx.get_attr(op, "map")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// canonicalizeMapAndOperands on symbol-only results: constant operands folded in, unused and
/// duplicate operands dropped, symbols renumbered in operand order.
fn canonicalize(
    ctx: &Context,
    results: &[AffineExpr],
    values: &[Option<ValueId>],
) -> (Vec<AffineExpr>, Vec<ValueId>) {
    let mut remap = vec![];
    let mut kept: Vec<ValueId> = vec![];
    for (i, v) in values.iter().enumerate() {
        let used = results.iter().any(|e| uses_symbol(e, i as u32));
        let r = match v {
            Some(v) if used => match constant_value(ctx, *v) {
                Some(c) => AffineExpr::Const(c),
                None => match kept.iter().position(|k| k == v) {
                    Some(k) => AffineExpr::Symbol(k as u32),
                    None => {
                        kept.push(*v);
                        AffineExpr::Symbol(kept.len() as u32 - 1)
                    }
                },
            },
            // Unused: never looked at.
            _ => AffineExpr::Const(0),
        };
        remap.push(r);
    }
    let results = results
        .iter()
        .map(|e| replace_dims_and_symbols(e, &[], &remap))
        .collect();
    (results, kept)
}

/// `affine.min` of `operands` (upstream's `makeComposedFoldedAffineMin` over an identity map):
/// constants folded into the map, the minimum itself when every entry is a constant.
pub fn composed_folded_min(rw: &mut Rewriter<'_>, loc: Attribute, operands: &[Ofr]) -> Ofr {
    let ctx = &mut *rw.ctx;
    // The identity map over the operands, constants folded in.
    let (results, values) = fold_constants(operands);
    let (results, values) = canonicalize(ctx, &results, &values);
    let results: Vec<AffineExpr> = results
        .iter()
        .map(|e| simplify(e, 0, values.len() as u32))
        .collect();
    if let Some(min) = results
        .iter()
        .map(AffineExpr::as_const)
        .collect::<Option<Vec<i64>>>()
    {
        if let Some(m) = min.into_iter().min() {
            return Ofr::Const(m);
        }
    }
    let map = ctx.attr(AttrKind::AffineMap(AffineMap {
        num_dims: 0,
        num_symbols: values.len() as u32,
        results,
    }));
    let index = ctx.index();
    let op = MinOp::build(rw, loc, index, &values, map).id();
    Ofr::Value(rw.ctx.result(op, 0))
}
