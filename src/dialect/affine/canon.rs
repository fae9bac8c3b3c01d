//! Maps and integer sets simplified together with their operands, as AffineOps.cpp does it for
//! the folders `lower-affine` runs: constant folding (`AffineMap::partialConstantFold`),
//! composition of `affine.apply` producers (`composeAffineMapAndOperands`), dropping unused and
//! duplicate operands and folding constant symbols (`canonicalizeMapAndOperands`, with dims that
//! are valid symbols promoted first), dropping bounds a loop's known range makes redundant
//! (`simplifyMinOrMaxExprWithOperands`) and duplicate results (`removeDuplicateExprs`).
//! `simplifyAffineMap` is `affine_simplify::simplify` (upstream's `simplifyAffineExpr`) on each result.

use super::verify::{constant_int, is_valid_symbol};
use super::{map_of, ApplyOp, ForOp};
use crate::ir::affine_simplify::{replace_dims_and_symbols, simplify};
use crate::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use crate::ir::{Context, ValueId};

/// MLIR's `mod` for a positive divisor (non-negative result); upstream's `mod` for a negative one
/// is the plain remainder adjusted the same way.
pub fn mod_i64(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r.wrapping_add(b)
    } else {
        r
    }
}

pub fn floor_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

pub fn ceil_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// A division or modulo by zero while folding (upstream's `hasPoison`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Poison;

/// `AffineExprConstantFolder`: the value of `e` given the constant dims and symbols (`None` where
/// an operand is not constant).
pub fn fold_expr(
    e: &AffineExpr,
    dims: &[Option<i64>],
    syms: &[Option<i64>],
) -> Result<Option<i64>, Poison> {
    Ok(match e {
        AffineExpr::Const(c) => Some(*c),
        AffineExpr::Dim(i) => dims.get(*i as usize).copied().flatten(),
        AffineExpr::Symbol(i) => syms.get(*i as usize).copied().flatten(),
        AffineExpr::Bin(op, l, r) => {
            let (Some(a), Some(b)) = (fold_expr(l, dims, syms)?, fold_expr(r, dims, syms)?) else {
                return Ok(None);
            };
            match op {
                AffineBinOp::Add => Some(a.wrapping_add(b)),
                AffineBinOp::Mul => Some(a.wrapping_mul(b)),
                AffineBinOp::FloorDiv | AffineBinOp::CeilDiv | AffineBinOp::Mod if b == 0 => {
                    return Err(Poison)
                }
                AffineBinOp::FloorDiv => Some(floor_div_i64(a, b)),
                AffineBinOp::CeilDiv => Some(ceil_div_i64(a, b)),
                AffineBinOp::Mod => Some(mod_i64(a, b)),
            }
        }
    })
}

/// `partialConstantFold`: the map with each foldable result made a constant, and all the
/// constants when every result folds.
pub fn partial_constant_fold(
    map: &AffineMap,
    consts: &[Option<i64>],
) -> Result<(AffineMap, Option<Vec<i64>>), Poison> {
    let nd = (map.num_dims as usize).min(consts.len());
    let (dims, syms) = consts.split_at(nd);
    let mut results = vec![];
    let mut all = Some(vec![]);
    for e in &map.results {
        match fold_expr(e, dims, syms)? {
            Some(c) => {
                results.push(AffineExpr::Const(c));
                if let Some(v) = all.as_mut() {
                    v.push(c);
                }
            }
            None => {
                results.push(e.clone());
                all = None;
            }
        }
    }
    let folded = AffineMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results,
    };
    Ok((folded, all.filter(|v| !v.is_empty())))
}

/// The integer constants among `operands` (`m_Constant` of an `IntegerAttr`).
pub fn operand_constants(ctx: &Context, operands: &[ValueId]) -> Vec<Option<i64>> {
    operands.iter().map(|v| constant_int(ctx, *v)).collect()
}

fn walk_ids(e: &AffineExpr, f: &mut impl FnMut(bool, u32)) {
    match e {
        AffineExpr::Dim(i) => f(false, *i),
        AffineExpr::Symbol(i) => f(true, *i),
        AffineExpr::Const(_) => {}
        AffineExpr::Bin(_, l, r) => {
            walk_ids(l, f);
            walk_ids(r, f);
        }
    }
}

fn replace_all(
    results: &[AffineExpr],
    dims: &[AffineExpr],
    syms: &[AffineExpr],
) -> Vec<AffineExpr> {
    results
        .iter()
        .map(|e| replace_dims_and_symbols(e, dims, syms))
        .collect()
}

/// `canonicalizePromotedSymbols`: dims whose operand is a valid symbol become new symbols (after
/// the existing ones).
fn promote_symbols(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    if operands.is_empty() || operands.len() != (map.num_dims + map.num_symbols) as usize {
        return;
    }
    let nd = map.num_dims as usize;
    let old_syms = map.num_symbols;
    let mut result_operands = vec![];
    let mut remapped = vec![];
    let mut dim_remap = vec![];
    let (mut next_dim, mut next_sym) = (0u32, 0u32);
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol(ctx, v) {
                dim_remap.push(AffineExpr::Symbol(old_syms + next_sym));
                next_sym += 1;
                remapped.push(v);
            } else {
                dim_remap.push(AffineExpr::Dim(next_dim));
                next_dim += 1;
                result_operands.push(v);
            }
        } else {
            result_operands.push(v);
        }
    }
    result_operands.extend(remapped);
    *operands = result_operands;
    map.results = replace_all(&map.results, &dim_remap, &[]);
    map.num_dims = next_dim;
    map.num_symbols = old_syms + next_sym;
}

/// `canonicalizeMapOrSetAndOperands` on the results of `map` (the constraints of a set too).
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    // Upstream asserts that the map takes exactly the operands; a generic-form op that does not
    // is left alone.
    if operands.is_empty() || operands.len() != (map.num_dims + map.num_symbols) as usize {
        return;
    }
    promote_symbols(ctx, map, operands);
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for e in &map.results {
        walk_ids(e, &mut |sym, i| {
            let slot = if sym {
                used_syms.get_mut(i as usize)
            } else {
                used_dims.get_mut(i as usize)
            };
            if let Some(s) = slot {
                *s = true;
            }
        });
    }
    let mut result_operands: Vec<ValueId> = vec![];
    let mut seen_dims: Vec<(ValueId, AffineExpr)> = vec![];
    let mut dim_remap = vec![AffineExpr::Const(0); nd];
    let mut next_dim = 0u32;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        match seen_dims.iter().find(|(s, _)| *s == v) {
            Some((_, e)) => dim_remap[i] = e.clone(),
            None => {
                dim_remap[i] = AffineExpr::Dim(next_dim);
                next_dim += 1;
                result_operands.push(v);
                seen_dims.push((v, dim_remap[i].clone()));
            }
        }
    }
    let mut seen_syms: Vec<(ValueId, AffineExpr)> = vec![];
    let mut sym_remap = vec![AffineExpr::Const(0); ns];
    let mut next_sym = 0u32;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = constant_int(ctx, v) {
            sym_remap[i] = AffineExpr::Const(c);
            continue;
        }
        match seen_syms.iter().find(|(s, _)| *s == v) {
            Some((_, e)) => sym_remap[i] = e.clone(),
            None => {
                sym_remap[i] = AffineExpr::Symbol(next_sym);
                next_sym += 1;
                result_operands.push(v);
                seen_syms.push((v, sym_remap[i].clone()));
            }
        }
    }
    map.results = replace_all(&map.results, &dim_remap, &sym_remap);
    map.num_dims = next_dim;
    map.num_symbols = next_sym;
    *operands = result_operands;
}

/// `simplifyAffineMap`.
pub fn simplify_map(map: &mut AffineMap) {
    let (nd, ns) = (map.num_dims, map.num_symbols);
    for e in &mut map.results {
        *e = simplify(e, nd, ns);
    }
}

/// `composeAffineMapAndOperands`: operands produced by `affine.apply` replaced by their maps and
/// operands, until none is left; then canonicalized and simplified.
pub fn compose_map_and_operands(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    if map.results.is_empty() {
        canonicalize_map_and_operands(ctx, map, operands);
        simplify_map(map);
        return;
    }
    if operands.len() != (map.num_dims + map.num_symbols) as usize {
        return;
    }
    let nd = (map.num_dims as usize).min(operands.len());
    let mut dims: Vec<Option<ValueId>> = operands[..nd].iter().map(|v| Some(*v)).collect();
    let mut syms: Vec<Option<ValueId>> = operands[nd..].iter().map(|v| Some(*v)).collect();
    'outer: loop {
        for pos in 0..dims.len() + syms.len() {
            if replace_dim_or_sym(ctx, map, pos, &mut dims, &mut syms) {
                continue 'outer;
            }
        }
        break;
    }
    operands.clear();
    let (mut nd2, mut ns2) = (0u32, 0u32);
    let mut dim_repl = vec![];
    for d in &dims {
        match d {
            None => dim_repl.push(AffineExpr::Const(0)),
            Some(v) => {
                dim_repl.push(AffineExpr::Dim(nd2));
                nd2 += 1;
                operands.push(*v);
            }
        }
    }
    let mut sym_repl = vec![];
    for s in &syms {
        match s {
            None => sym_repl.push(AffineExpr::Const(0)),
            Some(v) => {
                sym_repl.push(AffineExpr::Symbol(ns2));
                ns2 += 1;
                operands.push(*v);
            }
        }
    }
    map.results = replace_all(&map.results, &dim_repl, &sym_repl);
    map.num_dims = nd2;
    map.num_symbols = ns2;
    canonicalize_map_and_operands(ctx, map, operands);
    simplify_map(map);
}

/// `replaceDimOrSym`: substitutes the `affine.apply` producing dim or symbol `pos` (its map
/// canonicalized, shifted past the current dims and symbols) and appends its operands.
fn replace_dim_or_sym(
    ctx: &Context,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<ValueId>>,
    syms: &mut Vec<Option<ValueId>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        &mut dims[pos]
    } else {
        &mut syms[pos - dims.len()]
    };
    let Some(v) = *slot else {
        return false;
    };
    let Some(apply) = ctx.defining_op(v).filter(|o| ApplyOp::is(ctx, *o)) else {
        return false;
    };
    let Some(mut compose) = map_of(ctx, apply).cloned() else {
        return false;
    };
    if compose.results.len() != 1 {
        return false;
    }
    *slot = None;
    let mut compose_operands = ctx.ops[apply].operands.to_vec();
    canonicalize_map_and_operands(ctx, &mut compose, &mut compose_operands);
    let (nd, ns) = (dims.len() as u32, syms.len() as u32);
    let shift_d: Vec<AffineExpr> = (0..compose.num_dims)
        .map(|i| AffineExpr::Dim(i + nd))
        .collect();
    let shift_s: Vec<AffineExpr> = (0..compose.num_symbols)
        .map(|i| AffineExpr::Symbol(i + ns))
        .collect();
    let replacement = replace_dims_and_symbols(&compose.results[0], &shift_d, &shift_s);
    let cd = (compose.num_dims as usize).min(compose_operands.len());
    dims.extend(compose_operands[..cd].iter().map(|v| Some(*v)));
    syms.extend(compose_operands[cd..].iter().map(|v| Some(*v)));
    let local = if is_dim { pos } else { pos - (nd as usize) };
    let identity_d: Vec<AffineExpr> = (0..dims.len() as u32)
        .map(|i| {
            if is_dim && i as usize == local {
                replacement.clone()
            } else {
                AffineExpr::Dim(i)
            }
        })
        .collect();
    let identity_s: Vec<AffineExpr> = (0..syms.len() as u32)
        .map(|i| {
            if !is_dim && i as usize == local {
                replacement.clone()
            } else {
                AffineExpr::Symbol(i)
            }
        })
        .collect();
    map.results = replace_all(&map.results, &identity_d, &identity_s);
    map.num_dims = dims.len() as u32;
    map.num_symbols = syms.len() as u32;
    true
}

/// `removeDuplicateExprs`: each result once, first occurrence kept.
pub fn remove_duplicate_exprs(map: &mut AffineMap) {
    let mut out: Vec<AffineExpr> = vec![];
    for e in map.results.drain(..) {
        if !out.contains(&e) {
            out.push(e);
        }
    }
    map.results = out;
}

// ---- bounds from loop ranges --------------------------------------------------------------------

/// The `affine.for` whose induction variable `v` is.
fn for_of_iv(ctx: &Context, v: ValueId) -> Option<crate::ir::OpId> {
    if ctx.defining_op(v).is_some() {
        return None;
    }
    let block = ctx.value_block(v)?;
    let op = ctx.block_parent_op(block)?;
    if !ForOp::is(ctx, op) {
        return None;
    }
    (ctx.blocks[block].args.first() == Some(&v)).then_some(op)
}

/// The constant lower bound of an induction variable.
fn iv_lower_bound(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = for_of_iv(ctx, v)?;
    super::branch::constant_bound(ctx, op, "lowerBoundMap")
}

/// The constant (inclusive) upper bound of an induction variable, exact when the lower bound is
/// constant too.
fn iv_upper_bound(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = for_of_iv(ctx, v)?;
    let ub = super::branch::constant_bound(ctx, op, "upperBoundMap")?;
    match super::branch::constant_bound(ctx, op, "lowerBoundMap") {
        Some(lb) => {
            let step = crate::ods::prop(ctx, op, "step").and_then(|a| ctx.as_i64(a))?;
            if step == 0 {
                return None;
            }
            Some(
                ub.wrapping_sub(1)
                    .wrapping_sub(ub.wrapping_sub(lb).wrapping_sub(1).wrapping_rem(step)),
            )
        }
        None => Some(ub.wrapping_sub(1)),
    }
}

/// The coefficients of the dims and symbols of a linear `e`, and its constant (the flattened form
/// when it needs no local variable).
pub(super) fn linear(e: &AffineExpr, nd: u32, ns: u32) -> Option<(Vec<i64>, i64)> {
    let n = (nd + ns) as usize;
    Some(match e {
        AffineExpr::Const(c) => (vec![0; n], *c),
        AffineExpr::Dim(i) if *i < nd => {
            let mut v = vec![0; n];
            v[*i as usize] = 1;
            (v, 0)
        }
        AffineExpr::Symbol(i) if *i < ns => {
            let mut v = vec![0; n];
            v[(nd + *i) as usize] = 1;
            (v, 0)
        }
        AffineExpr::Bin(AffineBinOp::Add, l, r) => {
            let (a, ca) = linear(l, nd, ns)?;
            let (b, cb) = linear(r, nd, ns)?;
            (
                a.iter().zip(&b).map(|(x, y)| x.wrapping_add(*y)).collect(),
                ca.wrapping_add(cb),
            )
        }
        AffineExpr::Bin(AffineBinOp::Mul, l, r) => {
            let AffineExpr::Const(k) = **r else {
                return None;
            };
            let (a, ca) = linear(l, nd, ns)?;
            (
                a.iter().map(|x| x.wrapping_mul(k)).collect(),
                ca.wrapping_mul(k),
            )
        }
        _ => return None,
    })
}

/// `getBoundForAffineExpr`.
fn bound_of_expr(
    e: &AffineExpr,
    nd: u32,
    ns: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    if let AffineExpr::Bin(op, l, r) = e {
        let rc = r.as_const();
        match op {
            AffineBinOp::FloorDiv => {
                let c = rc.filter(|c| *c >= 1)?;
                return Some(floor_div_i64(bound_of_expr(l, nd, ns, lbs, ubs, upper)?, c));
            }
            AffineBinOp::CeilDiv => {
                let c = rc.filter(|c| *c >= 1)?;
                return Some(ceil_div_i64(bound_of_expr(l, nd, ns, lbs, ubs, upper)?, c));
            }
            AffineBinOp::Mod => {
                if let Some(c) = rc.filter(|c| *c >= 1) {
                    let lb = bound_of_expr(l, nd, ns, lbs, ubs, false);
                    let ub = bound_of_expr(l, nd, ns, lbs, ubs, upper);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if floor_div_i64(lb, c) == floor_div_i64(ub, c) {
                            return Some(if upper {
                                mod_i64(ub, c)
                            } else {
                                mod_i64(lb, c)
                            });
                        }
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let (coeffs, constant) = linear(e, nd, ns)?;
    let mut bound = 0i64;
    for (i, &c) in coeffs.iter().enumerate() {
        if c > 0 {
            let b = if upper { ubs.get(i) } else { lbs.get(i) };
            bound = bound.wrapping_add(b.copied().flatten()?.wrapping_mul(c));
        } else if c < 0 {
            let b = if upper { lbs.get(i) } else { ubs.get(i) };
            bound = bound.wrapping_add(b.copied().flatten()?.wrapping_mul(c));
        }
    }
    Some(bound.wrapping_add(constant))
}

/// `simplifyMinOrMaxExprWithOperands`: results that can never be the max (or min) given the
/// constant ranges of loop induction variables among the operands are dropped; results with a
/// single possible value become that constant.
pub fn simplify_min_or_max(ctx: &Context, map: &mut AffineMap, operands: &[ValueId], is_max: bool) {
    if operands.is_empty() {
        return;
    }
    let lbs: Vec<Option<i64>> = operands.iter().map(|v| iv_lower_bound(ctx, *v)).collect();
    let ubs: Vec<Option<i64>> = operands.iter().map(|v| iv_upper_bound(ctx, *v)).collect();
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let mut lower = vec![];
    let mut upper = vec![];
    for e in &map.results {
        if let Some(c) = e.as_const() {
            lower.push(Some(c));
            upper.push(Some(c));
        } else {
            lower.push(bound_of_expr(e, nd, ns, &lbs, &ubs, false));
            upper.push(bound_of_expr(e, nd, ns, &lbs, &ubs, true));
        }
    }
    let mut kept = vec![];
    for (i, e) in map.results.iter().enumerate() {
        let mut e = e.clone();
        if let (Some(l), Some(u)) = (lower[i], upper[i]) {
            if l == u {
                e = AffineExpr::Const(l);
            }
        }
        let redundant = if is_max {
            match upper[i] {
                None => false,
                Some(ub) => lower.iter().enumerate().any(|(pos, other)| {
                    let Some(other) = *other else { return false };
                    if pos == i {
                        return false;
                    }
                    if other > ub {
                        return true;
                    }
                    if other < ub {
                        return false;
                    }
                    !(upper[pos].is_some()
                        && lower[i].is_some()
                        && lower[i] == upper[i]
                        && Some(other) == upper[pos]
                        && i < pos)
                }),
            }
        } else {
            match lower[i] {
                None => false,
                Some(lb) => upper.iter().enumerate().any(|(pos, other)| {
                    let Some(other) = *other else { return false };
                    if pos == i {
                        return false;
                    }
                    if other < lb {
                        return true;
                    }
                    if other > lb {
                        return false;
                    }
                    !(lower[pos].is_some()
                        && upper[i].is_some()
                        && lower[i] == upper[i]
                        && Some(other) == lower[pos]
                        && i < pos)
                }),
            }
        };
        if !redundant {
            kept.push(e);
        }
    }
    map.results = kept;
}

// ---- simplification with the operands' loop ranges ----------------------------------------------

/// `AffineExpr::getLargestKnownDivisor`.
fn largest_known_divisor(e: &AffineExpr) -> i64 {
    match e {
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
        AffineExpr::Const(c) => c.wrapping_abs(),
        AffineExpr::Bin(op, l, r) => match op {
            AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => match r.as_const() {
                Some(c) if c != 0 => {
                    let d = largest_known_divisor(l);
                    if d.wrapping_rem(c) == 0 {
                        d.wrapping_div(c).wrapping_abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            AffineBinOp::Mul => largest_known_divisor(l).wrapping_mul(largest_known_divisor(r)),
            AffineBinOp::Add | AffineBinOp::Mod => gcd_u64(
                largest_known_divisor(l) as u64,
                largest_known_divisor(r) as u64,
            ) as i64,
        },
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `getLargestKnownDivisor(e, operands)`: for a dim that is a loop's induction variable, the
/// step (or its gcd with the lower bound's divisor).
fn largest_known_divisor_with(ctx: &Context, e: &AffineExpr, operands: &[ValueId]) -> i64 {
    let div = largest_known_divisor(e);
    let AffineExpr::Dim(i) = e else {
        return div;
    };
    let Some(op) = operands.get(*i as usize).and_then(|v| for_of_iv(ctx, *v)) else {
        return 1;
    };
    let step = crate::ods::prop(ctx, op, "step")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(1);
    if super::branch::constant_bound(ctx, op, "lowerBoundMap") == Some(0) {
        return step;
    }
    let lb_divisor = super::map_named(ctx, op, "lowerBoundMap")
        .map(|m| {
            m.results
                .iter()
                .map(|r| largest_known_divisor(r) as u64)
                .reduce(gcd_u64)
                .unwrap_or(u64::MAX)
        })
        .unwrap_or(u64::MAX);
    gcd_u64(lb_divisor, step as u64) as i64
}

/// `isNonNegativeBoundedBy`: `e` is a constant in `[0, k)` or an induction variable of a loop
/// running within `[0, k]`.
fn non_negative_bounded_by(ctx: &Context, e: &AffineExpr, operands: &[ValueId], k: i64) -> bool {
    match e {
        AffineExpr::Const(c) => *c >= 0 && *c < k,
        AffineExpr::Dim(i) => operands
            .get(*i as usize)
            .and_then(|v| for_of_iv(ctx, *v))
            .is_some_and(|op| {
                let lb = super::branch::constant_bound(ctx, op, "lowerBoundMap");
                let ub = super::branch::constant_bound(ctx, op, "upperBoundMap");
                lb.is_some_and(|l| l >= 0) && ub.is_some_and(|u| u <= k)
            }),
        _ => false,
    }
}

/// `isQTimesDPlusR`: `e` is `q * d + r` with `d` a known divisor of one summand and the other a
/// value in `[0, d)`; gives `(d, q * d, r)`.
fn q_times_d_plus_r(
    ctx: &Context,
    e: &AffineExpr,
    operands: &[ValueId],
) -> Option<(i64, AffineExpr, AffineExpr)> {
    let AffineExpr::Bin(AffineBinOp::Add, l, r) = e else {
        return None;
    };
    let div = largest_known_divisor_with(ctx, l, operands);
    if non_negative_bounded_by(ctx, r, operands, div) {
        return Some((div, (**l).clone(), (**r).clone()));
    }
    let div = largest_known_divisor_with(ctx, r, operands);
    if non_negative_bounded_by(ctx, l, operands, div) {
        return Some((div, (**r).clone(), (**l).clone()));
    }
    None
}

/// `getLowerBound`/`getUpperBound(expr, ...)`: a bound of `e` from its operands' loop ranges.
fn expr_bound(
    ctx: &Context,
    e: &AffineExpr,
    nd: u32,
    ns: u32,
    operands: &[ValueId],
    upper: bool,
) -> Option<i64> {
    if let AffineExpr::Const(c) = e {
        return Some(*c);
    }
    let lbs: Vec<Option<i64>> = operands.iter().map(|v| iv_lower_bound(ctx, *v)).collect();
    let ubs: Vec<Option<i64>> = operands.iter().map(|v| iv_upper_bound(ctx, *v)).collect();
    bound_of_expr(e, nd, ns, &lbs, &ubs, upper)
}

/// `simplifyExprAndOperands`: divisions and remainders whose value the operands' loop ranges
/// decide become constants or simpler expressions, innermost first.
fn simplify_expr_with_operands(
    ctx: &Context,
    e: &AffineExpr,
    nd: u32,
    ns: u32,
    operands: &[ValueId],
) -> AffineExpr {
    let AffineExpr::Bin(op, l, r) = e else {
        return e.clone();
    };
    let (l, r) = (
        simplify_expr_with_operands(ctx, l, nd, ns, operands),
        simplify_expr_with_operands(ctx, r, nd, ns, operands),
    );
    let expr = AffineExpr::binary(*op, l, r);
    let AffineExpr::Bin(kind, lhs, rhs) = &expr else {
        return expr;
    };
    if !matches!(
        kind,
        AffineBinOp::FloorDiv | AffineBinOp::CeilDiv | AffineBinOp::Mod
    ) {
        return expr;
    }
    let Some(c) = rhs.as_const().filter(|c| *c > 0) else {
        return expr;
    };
    let lb = expr_bound(ctx, lhs, nd, ns, operands, false);
    let ub = expr_bound(ctx, lhs, nd, ns, operands, true);
    if let (Some(lb), Some(ub)) = (lb, ub) {
        match kind {
            AffineBinOp::FloorDiv if floor_div_i64(lb, c) == floor_div_i64(ub, c) => {
                return AffineExpr::Const(floor_div_i64(lb, c));
            }
            AffineBinOp::CeilDiv if ceil_div_i64(lb, c) == ceil_div_i64(ub, c) => {
                return AffineExpr::Const(ceil_div_i64(lb, c));
            }
            AffineBinOp::Mod if lb >= 0 && lb < c && ub < c => return (**lhs).clone(),
            _ => {}
        }
    }
    if let Some((divisor, q_times_d, rem)) = q_times_d_plus_r(ctx, lhs, operands) {
        if divisor != 0 && c % divisor == 0 && *kind == AffineBinOp::FloorDiv {
            return AffineExpr::binary(AffineBinOp::FloorDiv, q_times_d, AffineExpr::Const(c));
        }
        if divisor % c == 0 && *kind == AffineBinOp::Mod {
            return AffineExpr::binary(AffineBinOp::Mod, rem, AffineExpr::Const(c));
        }
        return expr;
    }
    if (non_negative_bounded_by(ctx, lhs, operands, c) && *kind == AffineBinOp::FloorDiv)
        || (largest_known_divisor_with(ctx, lhs, operands) % c == 0 && *kind == AffineBinOp::Mod)
    {
        return AffineExpr::Const(0);
    }
    expr
}

/// `simplifyMapWithOperands`.
pub fn simplify_map_with_operands(ctx: &Context, map: &mut AffineMap, operands: &[ValueId]) {
    if operands.len() != (map.num_dims + map.num_symbols) as usize {
        return;
    }
    let (nd, ns) = (map.num_dims, map.num_symbols);
    for e in &mut map.results {
        *e = simplify_expr_with_operands(ctx, e, nd, ns, operands);
    }
}
