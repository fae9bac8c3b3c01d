//! `affine-expand-index-ops` (AffineExpandIndexOps.cpp, `delinearizeIndex` of Utils.cpp): each
//! `affine.delinearize_index` becomes `affine.apply` quotients and remainders by the products of
//! the trailing basis elements, under the greedy driver (which also folds what it creates).

use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::canon::compose_map_and_operands;
use irbridge::dialect::affine::{ApplyOp, DelinearizeIndexOp};
use irbridge::dialect::arith::ConstantOp;
use irbridge::ir::affine_simplify::replace_dims_and_symbols;
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, ValueId};
use irbridge::ods::typed::{build_state, Group};
use irbridge::ods::{FoldResult, FoldValue};
use irbridge::transforms::{
    apply_patterns_and_fold_greedily, GreedyConfig, Pattern, PatternSet, Rewriter,
};

static LOWER_DELINEARIZE: Pattern = Pattern::new("LowerDelinearizeIndexOps", lower_delinearize);

/// The pass on the op it runs on (upstream's is not restricted to functions).
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut set = PatternSet::default();
    set.add(DelinearizeIndexOp::def(), &LOWER_DELINEARIZE);
    set.freeze();
    apply_patterns_and_fold_greedily(ctx, root, &set, &GreedyConfig::default());
    Ok(())
}

/// An index that is a constant or an SSA value (`OpFoldResult`).
#[derive(Copy, Clone)]
enum Ofr {
    Const(i64),
    Value(ValueId),
}

/// `makeComposedAffineApply`: `map` of `operands` (constants folded into it), composed with the
/// `affine.apply` producers of its operands, created at the rewriter's insertion point; reported
/// to the driver when `notify`.
fn composed_apply(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Ofr],
    notify: bool,
) -> Option<OpId> {
    let nd = map.num_dims as usize;
    let (mut dim_repl, mut sym_repl, mut dims, mut syms) = (vec![], vec![], vec![], vec![]);
    for (i, o) in operands.iter().enumerate() {
        let is_dim = i < nd;
        let e = match *o {
            Ofr::Const(c) => AffineExpr::Const(c),
            Ofr::Value(v) if is_dim => {
                dims.push(v);
                AffineExpr::Dim(dims.len() as u32 - 1)
            }
            Ofr::Value(v) => {
                syms.push(v);
                AffineExpr::Symbol(syms.len() as u32 - 1)
            }
        };
        if is_dim {
            dim_repl.push(e);
        } else {
            sym_repl.push(e);
        }
    }
    let mut m = AffineMap {
        num_dims: dims.len() as u32,
        num_symbols: syms.len() as u32,
        results: map
            .results
            .iter()
            .map(|e| replace_dims_and_symbols(e, &dim_repl, &sym_repl))
            .collect(),
    };
    let mut values = dims;
    values.extend(syms);
    compose_map_and_operands(rw.ctx, &mut m, &mut values);
    let index = rw.ctx.index();
    let a = rw.ctx.attr(AttrKind::AffineMap(m));
    let st = build_state(
        rw.ctx,
        ApplyOp::def(),
        loc,
        &[Group::One(index)],
        &[Group::Many(&values)],
        &[("map", Some(a))],
    );
    let ip = rw.insertion_point()?;
    let op = rw.ctx.create_op(st);
    match ip.before {
        Some(b) => rw.ctx.insert_op_before(b, op),
        None => rw.ctx.append_op(ip.block, op),
    }
    if notify {
        rw.notify_inserted(op);
    }
    Some(op)
}

/// `makeComposedFoldedAffineApply`: [`composed_apply`], replaced by what it folds to when it
/// folds (then never reported).
fn composed_folded_apply(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Ofr],
) -> Option<Ofr> {
    let op = composed_apply(rw, loc, map, operands, false)?;
    let folded = match irbridge::transforms::fold(rw.ctx, op) {
        FoldResult::Values(v) => match v.first() {
            Some(FoldValue::Value(x)) => Some(Ofr::Value(*x)),
            Some(FoldValue::Attr(a)) => rw.ctx.as_i64(*a).map(Ofr::Const),
            None => None,
        },
        _ => None,
    };
    if let Some(f) = folded {
        rw.ctx.erase_op(op);
        return Some(f);
    }
    rw.notify_inserted(op);
    Some(Ofr::Value(rw.ctx.result(op, 0)))
}

/// `LowerDelinearizeIndexOps`.
fn lower_delinearize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let operands = rw.ctx.ops[op].operands.to_vec();
    let Some((&linear, basis)) = operands.split_first() else {
        return false;
    };
    if basis.is_empty() {
        return false;
    }
    let loc = rw.ctx.ops[op].loc;
    let s0s1 = AffineMap {
        num_dims: 0,
        num_symbols: 2,
        results: vec![AffineExpr::Symbol(0) * AffineExpr::Symbol(1)],
    };
    let mut divisors = vec![];
    for i in 1..basis.len() {
        let slice = &basis[i..];
        let mut prod = Ofr::Value(slice[0]);
        for &v in &slice[1..] {
            let Some(p) = composed_folded_apply(rw, loc, &s0s1, &[prod, Ofr::Value(v)]) else {
                return false;
            };
            prod = p;
        }
        divisors.push(match prod {
            Ofr::Value(v) => v,
            Ofr::Const(c) => {
                let index = rw.ctx.index();
                let a = rw.ctx.int_attr(index, c);
                let k = ConstantOp::build(rw, loc, index, a).id();
                rw.ctx.result(k, 0)
            }
        });
    }
    let binary = |f: fn(AffineExpr, AffineExpr) -> AffineExpr| AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![f(AffineExpr::Dim(0), AffineExpr::Dim(1))],
    };
    let (div, rem) = (binary(|a, b| a.floor_div(b)), binary(|a, b| a.modulo(b)));
    let mut results = vec![];
    let mut residual = linear;
    for d in divisors {
        let args = [Ofr::Value(residual), Ofr::Value(d)];
        let (Some(q), Some(r)) = (
            composed_apply(rw, loc, &div, &args, true),
            composed_apply(rw, loc, &rem, &args, true),
        ) else {
            return false;
        };
        results.push(rw.ctx.result(q, 0));
        residual = rw.ctx.result(r, 0);
    }
    results.push(residual);
    rw.replace_op(op, &results);
    true
}
