//! The folders of the affine ops (AffineOps.cpp), which `lower-affine` runs as upstream's dialect
//! conversion does (every op not yet legal is folded before its pattern is tried):
//!
//! - `affine.apply`: a map returning one of its inputs is that operand; a map all of whose inputs
//!   are constants is the constant (`#ub.poison` for a division by zero);
//! - `affine.min`/`affine.max`: constant results folded into the map, the extreme constant when
//!   all are;
//! - `affine.for`: constant bounds folded, bounds composed with `affine.apply` producers and
//!   canonicalized with their operands (`canonicalizeLoopBounds`); a zero-trip loop with results
//!   is its inits;
//! - `affine.if`: the condition composed and canonicalized with its operands;
//! - `affine.parallel`: the bounds composed and canonicalized;
//! - memory ops: a `memref.cast` operand (of a ranked source) replaced by its source; an
//!   `affine.load` of a constant global is its splat value or its element at constant subscripts.

use super::canon::{
    canonicalize_map_and_operands, compose_map_and_operands, operand_constants,
    partial_constant_fold, remove_duplicate_exprs, simplify_min_or_max,
};
use super::syntax::for_operand_groups;
use super::{map_named, map_of, ApplyOp, ForOp, ParallelOp};
use crate::dialect::memref::{GetGlobalOp, GlobalOp};
use crate::ir::attrs::{AffineExpr, AffineMap, IntegerSet};
use crate::ir::{AttrKind, Attribute, Context, OpId, TypeKind, ValueId};
use crate::ods::{FoldResult, FoldValue};

fn index_attr(ctx: &mut Context, v: i64) -> Attribute {
    let index = ctx.index();
    ctx.int_attr(index, v)
}

fn set_map(ctx: &mut Context, op: OpId, name: &str, map: AffineMap) {
    let a = ctx.attr(AttrKind::AffineMap(map));
    if crate::ods::prop(ctx, op, name).is_some() {
        ctx.set_prop(op, name, a);
    } else {
        ctx.set_attr(op, name, a);
    }
}

/// `AffineDialect::materializeConstant`: `ub.poison` for a poison value, an `arith.constant`
/// otherwise.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: crate::ir::Type,
    loc: Attribute,
) -> Option<crate::ir::OpState> {
    crate::dialect::ub::materialize(ctx, value, ty, loc)
        .or_else(|| crate::dialect::arith::fold::materialize(ctx, value, ty, loc))
}

pub fn fold_apply(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let Some(map) = map_of(ctx, op).cloned() else {
        return FoldResult::None;
    };
    let operands = ctx.ops[op].operands.to_vec();
    let Some(e) = map.results.first() else {
        return FoldResult::None;
    };
    let forwarded = match e {
        AffineExpr::Dim(i) => operands.get(*i as usize),
        AffineExpr::Symbol(i) => operands.get((map.num_dims + *i) as usize),
        _ => None,
    };
    if let Some(&v) = forwarded {
        return FoldResult::Values(vec![FoldValue::Value(v)]);
    }
    let consts = operand_constants(ctx, &operands);
    match partial_constant_fold(&map, &consts) {
        Err(_) => {
            let p = crate::dialect::ub::poison_attr(ctx);
            FoldResult::Values(vec![FoldValue::Attr(p)])
        }
        Ok((_, Some(values))) => {
            let a = index_attr(ctx, values[0]);
            FoldResult::Values(vec![FoldValue::Attr(a)])
        }
        Ok(_) => FoldResult::None,
    }
}

/// `foldMinMaxOp`.
fn fold_min_max(ctx: &mut Context, op: OpId, is_min: bool) -> FoldResult {
    let Some(map) = map_of(ctx, op).cloned() else {
        return FoldResult::None;
    };
    let operands = ctx.ops[op].operands.to_vec();
    let consts = operand_constants(ctx, &operands);
    // Upstream folds here without asking about poison: a division by zero leaves the result.
    let Ok((folded, values)) = partial_constant_fold(&map, &consts) else {
        return FoldResult::None;
    };
    // Upstream's `AffineMap::isSymbolIdentity` compares the results with dimensions, not symbols:
    // `()[s0] -> (s0)` is kept, and `(d0)[s0] -> (d0)` (one symbol) folds to the first operand.
    let symbol_identity = folded.num_symbols == 1
        && folded.results.len() == 1
        && folded.results[0] == AffineExpr::Dim(0);
    if symbol_identity {
        if let Some(&v) = operands.first() {
            return FoldResult::Values(vec![FoldValue::Value(v)]);
        }
    }
    match values {
        None => {
            if folded == map {
                return FoldResult::None;
            }
            set_map(ctx, op, "map", folded);
            FoldResult::InPlace
        }
        Some(v) => {
            let r = if is_min {
                v.iter().min()
            } else {
                v.iter().max()
            };
            match r {
                Some(&r) => {
                    let a = index_attr(ctx, r);
                    FoldResult::Values(vec![FoldValue::Attr(a)])
                }
                None => FoldResult::None,
            }
        }
    }
}

pub fn fold_min(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    fold_min_max(ctx, op, true)
}

pub fn fold_max(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    fold_min_max(ctx, op, false)
}

// ---- affine.for ---------------------------------------------------------------------------------

/// `setLowerBound`/`setUpperBound`: the bound's operands and map replaced, the segment sizes
/// updated.
pub fn set_for_bound(
    ctx: &mut Context,
    op: OpId,
    lower: bool,
    operands: &[ValueId],
    map: AffineMap,
) {
    let [lb, ub, inits] = for_operand_groups(ctx, op).map(<[ValueId]>::to_vec);
    let (lb, ub) = if lower {
        (operands.to_vec(), ub)
    } else {
        (lb, operands.to_vec())
    };
    let sizes = vec![lb.len() as i128, ub.len() as i128, inits.len() as i128];
    let mut all = lb;
    all.extend(ub);
    all.extend(inits);
    ctx.set_operands(op, all);
    let i32t = ctx.i32();
    let seg = ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        values: sizes,
    });
    ctx.set_prop(op, "operandSegmentSizes", seg);
    set_map(
        ctx,
        op,
        if lower {
            "lowerBoundMap"
        } else {
            "upperBoundMap"
        },
        map,
    );
}

fn constant_map(c: i64) -> AffineMap {
    AffineMap {
        num_dims: 0,
        num_symbols: 0,
        results: vec![AffineExpr::Const(c)],
    }
}

/// `foldLoopBounds`: a bound whose operands are constants becomes a constant.
fn fold_loop_bounds(ctx: &mut Context, op: OpId) -> bool {
    let mut folded = false;
    for lower in [true, false] {
        let name = if lower {
            "lowerBoundMap"
        } else {
            "upperBoundMap"
        };
        if super::branch::constant_bound(ctx, op, name).is_some() {
            continue;
        }
        let Some(map) = map_named(ctx, op, name).cloned() else {
            continue;
        };
        let operands = for_operand_groups(ctx, op)[if lower { 0 } else { 1 }].to_vec();
        let consts = operand_constants(ctx, &operands);
        let Ok((_, Some(values))) = partial_constant_fold(&map, &consts) else {
            continue;
        };
        let v = if lower {
            values.iter().max()
        } else {
            values.iter().min()
        };
        if let Some(&v) = v {
            set_for_bound(ctx, op, lower, &[], constant_map(v));
            folded = true;
        }
    }
    folded
}

/// `canonicalizeLoopBounds` of `affine.for`.
fn canonicalize_loop_bounds(ctx: &mut Context, op: OpId) -> bool {
    let [lb, ub, _] = for_operand_groups(ctx, op).map(<[ValueId]>::to_vec);
    let (Some(prev_lb), Some(prev_ub)) = (
        map_named(ctx, op, "lowerBoundMap").cloned(),
        map_named(ctx, op, "upperBoundMap").cloned(),
    ) else {
        return false;
    };
    let (mut lb_map, mut ub_map) = (prev_lb.clone(), prev_ub.clone());
    let (mut lb_ops, mut ub_ops) = (lb, ub);
    compose_map_and_operands(ctx, &mut lb_map, &mut lb_ops);
    canonicalize_map_and_operands(ctx, &mut lb_map, &mut lb_ops);
    simplify_min_or_max(ctx, &mut lb_map, &lb_ops, true);
    simplify_min_or_max(ctx, &mut ub_map, &ub_ops, false);
    remove_duplicate_exprs(&mut lb_map);
    compose_map_and_operands(ctx, &mut ub_map, &mut ub_ops);
    canonicalize_map_and_operands(ctx, &mut ub_map, &mut ub_ops);
    remove_duplicate_exprs(&mut ub_map);
    if lb_map == prev_lb && ub_map == prev_ub {
        return false;
    }
    if lb_map != prev_lb {
        set_for_bound(ctx, op, true, &lb_ops, lb_map);
    }
    if ub_map != prev_ub {
        set_for_bound(ctx, op, false, &ub_ops, ub_map);
    }
    true
}

pub fn fold_for(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    if !ForOp::is(ctx, op) {
        return FoldResult::None;
    }
    let mut folded = fold_loop_bounds(ctx, op);
    folded |= canonicalize_loop_bounds(ctx, op);
    let zero_trip = super::branch::constant_trip_count(ctx, op) == Some(0);
    if zero_trip && !ctx.ops[op].results.is_empty() {
        let inits = for_operand_groups(ctx, op)[2].to_vec();
        return FoldResult::Values(inits.into_iter().map(FoldValue::Value).collect());
    }
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

// ---- affine.if / affine.parallel ----------------------------------------------------------------

pub fn fold_if(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let Some(set) = super::condition_of(ctx, op).cloned() else {
        return FoldResult::None;
    };
    let operands = ctx.ops[op].operands.to_vec();
    let mut map = AffineMap {
        num_dims: set.num_dims,
        num_symbols: set.num_symbols,
        results: set.constraints.iter().map(|c| c.0.clone()).collect(),
    };
    let mut new_operands = operands.clone();
    // composeSetAndOperands: only when some operand comes from an `affine.apply`.
    let composable = operands
        .iter()
        .any(|v| ctx.defining_op(*v).is_some_and(|o| ApplyOp::is(ctx, o)));
    if composable {
        compose_map_and_operands(ctx, &mut map, &mut new_operands);
    }
    canonicalize_map_and_operands(ctx, &mut map, &mut new_operands);
    let new_set = IntegerSet {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        constraints: map
            .results
            .into_iter()
            .zip(set.constraints.iter().map(|c| c.1))
            .collect(),
    };
    if new_set == set && new_operands == operands {
        return FoldResult::None;
    }
    let a = ctx.attr(AttrKind::IntegerSet(new_set));
    ctx.set_attr(op, "condition", a);
    ctx.set_operands(op, new_operands);
    FoldResult::InPlace
}

pub fn fold_parallel(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    if !ParallelOp::is(ctx, op) {
        return FoldResult::None;
    }
    let (Some(lbm), Some(ubm)) = (
        map_named(ctx, op, "lowerBoundsMap").cloned(),
        map_named(ctx, op, "upperBoundsMap").cloned(),
    ) else {
        return FoldResult::None;
    };
    let operands = ctx.ops[op].operands.to_vec();
    let n_lb = ((lbm.num_dims + lbm.num_symbols) as usize).min(operands.len());
    let (lb_ops, ub_ops) = operands.split_at(n_lb);
    let canonical = |ctx: &Context, map: &AffineMap, ops: &[ValueId]| {
        let (mut m, mut o) = (map.clone(), ops.to_vec());
        compose_map_and_operands(ctx, &mut m, &mut o);
        (m != *map || o != ops).then_some((m, o))
    };
    let lb = canonical(ctx, &lbm, lb_ops);
    let ub = canonical(ctx, &ubm, ub_ops);
    if lb.is_none() && ub.is_none() {
        return FoldResult::None;
    }
    let (lb_map, lb_ops) = lb.unwrap_or((lbm, lb_ops.to_vec()));
    let (ub_map, ub_ops) = ub.unwrap_or((ubm, ub_ops.to_vec()));
    let mut all = lb_ops;
    all.extend(ub_ops);
    ctx.set_operands(op, all);
    set_map(ctx, op, "lowerBoundsMap", lb_map);
    set_map(ctx, op, "upperBoundsMap", ub_map);
    FoldResult::InPlace
}

// ---- memory ops ---------------------------------------------------------------------------------

// `memref::foldMemRefCast`, shared with the memref dialect.
use crate::dialect::memref::fold::fold_memref_cast;

pub fn fold_load(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    if fold_memref_cast(ctx, op, None) {
        return FoldResult::InPlace;
    }
    match constant_global_element(ctx, op) {
        Some(a) => FoldResult::Values(vec![FoldValue::Attr(a)]),
        None => FoldResult::None,
    }
}

/// The element of the constant `memref.global` an `affine.load` reads through
/// `memref.get_global`: its splat value, or the element at constant subscripts.
fn constant_global_element(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    let memref = *ctx.ops[op].operands.first()?;
    let get = ctx.defining_op(memref)?;
    if !GetGlobalOp::is(ctx, get) {
        return None;
    }
    let name = match ctx.attr_kind(ctx.get_attr(get, "name")?) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => return None,
    };
    let table = crate::verify::symbols::nearest_symbol_table(ctx, get)?;
    let global = crate::verify::lookup_symbol_in(ctx, table, &name)?;
    if !GlobalOp::is(ctx, global) || !ctx.has_attr(global, "constant") {
        return None;
    }
    let init = ctx.get_attr(global, "initial_value")?;
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(init) else {
        return None;
    };
    let (ty, splat, data) = (*ty, *splat, data.clone());
    let elem = ctx.element_type(ty);
    let size = crate::ir::attrs::dense_elem_bytes(ctx, elem);
    let index = if splat {
        0
    } else {
        // Only at constant subscripts, row-major.
        let map = map_of(ctx, op)?;
        let shape = ctx.shape(ty)?.to_vec();
        let subscripts: Vec<i64> = map
            .results
            .iter()
            .map(AffineExpr::as_const)
            .collect::<Option<_>>()?;
        if subscripts.len() != shape.len() {
            return None;
        }
        let mut flat = 0i64;
        for (s, d) in subscripts.iter().zip(&shape) {
            if *s < 0 || s >= d {
                return None;
            }
            flat = flat.checked_mul(*d)?.checked_add(*s)?;
        }
        flat as usize
    };
    let bytes = data.get(index * size..(index + 1) * size)?;
    element_attr(ctx, elem, bytes)
}

/// One element of dense data as a scalar attribute of type `elem`.
fn element_attr(ctx: &mut Context, elem: crate::ir::Type, bytes: &[u8]) -> Option<Attribute> {
    match ctx.kind(elem).clone() {
        TypeKind::Float(k) => {
            let n = (k.bit_width() as usize).div_ceil(8);
            let mut bits: u128 = 0;
            for (i, b) in bytes.iter().take(n).enumerate() {
                bits |= (*b as u128) << (8 * i);
            }
            Some(ctx.attr(AttrKind::Float { bits, ty: elem }))
        }
        TypeKind::Integer { .. } | TypeKind::Index if width_of(ctx, elem) > 0 => {
            let width = width_of(ctx, elem);
            if width == 1 {
                let v = u8::from(bytes.first().is_some_and(|b| b & 1 == 1));
                return Some(ctx.int_attr(elem, num_bigint::BigInt::from(v)));
            }
            let v = num_bigint::BigInt::from_signed_bytes_le(bytes);
            let v = if !width.is_multiple_of(8) {
                // Sign-extend from the type's width.
                let m = num_bigint::BigInt::from(1) << width;
                let half = num_bigint::BigInt::from(1) << (width - 1);
                let u = ((v % &m) + &m) % &m;
                if u >= half {
                    u - m
                } else {
                    u
                }
            } else {
                v
            };
            Some(ctx.int_attr(elem, v))
        }
        _ => None,
    }
}

fn width_of(ctx: &Context, t: crate::ir::Type) -> u32 {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 0,
    }
}

pub fn fold_store(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    if fold_memref_cast(ctx, op, Some(ctx.operand(op, 0))) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

pub fn fold_prefetch(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    if fold_memref_cast(ctx, op, None) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

pub fn fold_dma(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    if fold_memref_cast(ctx, op, None) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}
