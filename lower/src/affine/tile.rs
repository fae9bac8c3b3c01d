//! `affine-loop-tile` (upstream's `LoopTiling.cpp` with `tilePerfectlyNested`,
//! `getTileableBands` and `isTilingValid`): each maximal perfect nest of `affine.for` ops at the
//! top of a function becomes a band of tile-space loops (the original bounds, the step times the
//! tile size) around a band of intra-tile loops (from the tile-space induction variable, bounded
//! by a `min` with the original upper bound unless the tile size divides the trip count).
//! Tile sizes come from the options or from a cache-size model over the nest's memory footprint
//! (`footprint.rs`). A band with a dependence that hyper-rectangular tiling would reverse gets a
//! remark and stays as it is.

use super::dependence::{check_dependence_components, is_read, is_write, Dependence};
use super::footprint::memory_footprint_bytes;
use super::footprint::{is_affine_iv, Col, Sys};
use super::presburger::Rel;
use super::unroll::largest_divisor_of_trip_count;
use super::utils::{at, constant_trip_count, for_parts, Ip, ValueMap};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::canon::canonicalize_map_and_operands;
use irbridge::dialect::affine::{ForOp, IfOp, YieldOp};
use irbridge::ir::affine_simplify::affine_expr_from_flat;
use irbridge::ir::attrs::IntegerSet;
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, ValueId};
use irbridge::transforms::clone::{clone_op, Mapping};

/// `kDefaultTileSize`.
const DEFAULT_TILE_SIZE: u32 = 4;

/// The pass options (Passes.td's `AffineLoopTiling`).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `cache-size`, in KiB.
    pub cache_size_kib: u64,
    /// `separate`: full tiles apart from partial ones, under an `affine.if`.
    pub separate: bool,
    /// `tile-size`; zero when not given.
    pub tile_size: u32,
    /// `tile-sizes`.
    pub tile_sizes: Vec<u32>,
}

/// Runs the pass on `func`.
pub fn run(ctx: &mut Context, func: OpId, opts: &Options) -> Result<(), Diagnostic> {
    for band in tileable_bands(ctx, func) {
        if !tiling_valid(ctx, &band) {
            let loc = ctx.ops[band[0]].loc;
            ctx.emit_remark(loc, "tiling nest is invalid due to dependences");
            continue;
        }
        let sizes = tile_sizes(ctx, &band, opts);
        let Some(nest) = tile_perfectly_nested(ctx, &band, &sizes) else {
            continue;
        };
        if opts.separate {
            separate_full_tiles(ctx, &nest[band.len()..]);
        }
    }
    Ok(())
}

/// `getPerfectlyNestedLoops`: `root` and the loops that are alone (with the terminator) in the
/// body of the one before, outermost first.
pub fn perfectly_nested_loops(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut band = vec![root];
    let mut cur = root;
    loop {
        let Some(p) = for_parts(ctx, cur) else {
            return band;
        };
        let ops = ctx.block_ops(p.body);
        match ops[..] {
            [inner, _terminator] if ForOp::is(ctx, inner) => {
                band.push(inner);
                cur = inner;
            }
            _ => return band,
        }
    }
}

/// `getTileableBands`: the maximal perfect nest of each `affine.for` directly in the function.
fn tileable_bands(ctx: &Context, func: OpId) -> Vec<Vec<OpId>> {
    let Some(&body) = ctx.ops[func].regions.first() else {
        return vec![];
    };
    let mut bands = vec![];
    for b in ctx.region_blocks(body) {
        for op in ctx.block_ops(b) {
            if ForOp::is(ctx, op) {
                bands.push(perfectly_nested_loops(ctx, op));
            }
        }
    }
    bands
}

/// `isTilingValid`: no dependence between the band's accesses, at any depth up to one past
/// the band, has a component whose range is negative (and not a single value).
fn tiling_valid(ctx: &Context, band: &[OpId]) -> bool {
    let mut accesses = vec![];
    ctx.walk(band[0], |op| {
        if is_read(ctx, op) || is_write(ctx, op) {
            accesses.push(op);
        }
    });
    for depth in 1..=band.len() + 1 {
        for &src in &accesses {
            for &dst in &accesses {
                let (dep, comps) = check_dependence_components(ctx, src, dst, depth);
                if dep != Dependence::Has {
                    continue;
                }
                // An unbounded side is upstream's int64 min or max.
                for c in comps {
                    let lb = c.lb.unwrap_or(i128::from(i64::MIN));
                    let ub = c.ub.unwrap_or(i128::from(i64::MAX));
                    if lb < ub && ub < 0 {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// `adjustToDivisorsOfTripCounts`: each size lowered to the largest divisor of its loop's
/// constant trip count not above it (nor above half the trip count).
fn adjust_to_divisors_of_trip_counts(ctx: &Context, band: &[OpId], sizes: &mut [u32]) {
    for (&op, size) in band.iter().zip(sizes.iter_mut()) {
        let Some(count) = constant_trip_count(ctx, op) else {
            continue;
        };
        let mut t = u64::from(*size);
        if count > 1 && t > count / 2 {
            t = count / 2;
        }
        while t > 1 && count % t != 0 {
            t -= 1;
        }
        *size = u32::try_from(t).unwrap_or(u32::MAX);
    }
}

/// `LoopTiling::getTileSizes`: `tile-size` for every loop, else `tile-sizes` padded with the
/// default, else sizes that divide the nest's footprint to fit the cache (the n-th root of the
/// excess for each loop, the last one taking the balance), adjusted to divide the trip counts.
fn tile_sizes(ctx: &mut Context, band: &[OpId], opts: &Options) -> Vec<u32> {
    if opts.tile_size != 0 {
        return vec![opts.tile_size; band.len()];
    }
    if !opts.tile_sizes.is_empty() {
        let mut s = opts.tile_sizes.clone();
        s.resize(band.len(), DEFAULT_TILE_SIZE);
        return s;
    }
    let Some(fp) = memory_footprint_bytes(ctx, band[0]) else {
        let mut s = vec![DEFAULT_TILE_SIZE; band.len()];
        adjust_to_divisors_of_trip_counts(ctx, band, &mut s);
        return s;
    };
    let cache = opts.cache_size_kib.saturating_mul(1024).max(1);
    let excess = u64::try_from(fp).unwrap_or(0).div_ceil(cache);
    if excess <= 1 {
        return vec![1; band.len()];
    }
    let root = (excess as f64).powf(1.0 / band.len() as f64).floor() as u32;
    let mut sizes = vec![0u32; band.len()];
    let mut product: u64 = 1;
    let last = band.len() - 1;
    for (i, size) in sizes.iter_mut().enumerate() {
        *size = if i < last {
            root
        } else {
            // The last loop takes the balance.
            u32::try_from(excess / product.max(1))
                .unwrap_or(u32::MAX)
                .max(1)
        };
        product = product.saturating_mul(u64::from(*size));
    }
    adjust_to_divisors_of_trip_counts(ctx, band, &mut sizes);
    sizes
}

/// `checkIfHyperRectangular`: no loop's bounds depend on another loop of the band (read from
/// the bounds' flattened forms, as the index set's rows would show it).
fn hyper_rectangular(ctx: &Context, band: &[OpId]) -> bool {
    // One loop is trivially hyper-rectangular.
    if band.len() <= 1 {
        return true;
    }
    let ivs: Vec<ValueId> = band
        .iter()
        .filter_map(|&l| for_parts(ctx, l).map(|p| p.iv))
        .collect();
    for &l in band {
        let Some(p) = for_parts(ctx, l) else {
            return false;
        };
        for vm in [&p.lb, &p.ub] {
            let (nd, ns) = (vm.map.num_dims as usize, vm.map.num_symbols as usize);
            let Some((rows, _, _)) = super::presburger::flatten_exprs(&vm.map.results, nd, ns)
            else {
                return false;
            };
            for (i, v) in vm.operands.iter().enumerate() {
                if *v != p.iv && ivs.contains(v) && rows.iter().any(|r| r[i] != 0) {
                    return false;
                }
            }
        }
    }
    true
}

/// An `affine.for` from `lb` to `ub` by `step` at `ip`, with an empty body (its induction
/// variable and an `affine.yield`), as `AffineForOp::build` makes it.
pub fn build_for(
    ctx: &mut Context,
    ip: Ip,
    loc: Attribute,
    lb: &ValueMap,
    ub: &ValueMap,
    step: i64,
) -> (OpId, BlockId, ValueId) {
    let lbm = ctx.attr(AttrKind::AffineMap(lb.map.clone()));
    let ubm = ctx.attr(AttrKind::AffineMap(ub.map.clone()));
    let index = ctx.index();
    let step = ctx.int_attr(index, step);
    let op = ForOp::build(
        &mut at(ctx, ip),
        loc,
        &[],
        &lb.operands,
        &ub.operands,
        &[],
        lbm,
        ubm,
        step,
    )
    .id();
    let r = ctx.new_region();
    let b = ctx.new_block();
    ctx.append_block(r, b);
    ctx.regions[r].parent = Some(op);
    ctx.ops[op].regions.push(r);
    let iv = ctx.add_block_arg(b, index, Some(loc));
    YieldOp::build(&mut at(ctx, Ip::End(b)), loc, &[]);
    (op, b, iv)
}

/// `(d0) -> (d0 + shift)`.
fn shift_map(shift: i64) -> AffineMap {
    AffineMap {
        num_dims: 1,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(0) + AffineExpr::Const(shift)],
    }
}

/// `tilePerfectlyNested` with `constructTiledIndexSetHyperRect`: the tiled nest (tile-space
/// loops then intra-tile loops, outermost first), or `None` when the band cannot be tiled
/// (loops with results, bounds that depend on each other).
pub fn tile_perfectly_nested(ctx: &mut Context, band: &[OpId], sizes: &[u32]) -> Option<Vec<OpId>> {
    if band.is_empty() || sizes.len() != band.len() {
        return None;
    }
    if band.iter().any(|&l| !ctx.ops[l].results.is_empty()) || !hyper_rectangular(ctx, band) {
        return None;
    }
    let parts: Vec<_> = band
        .iter()
        .map(|&l| for_parts(ctx, l))
        .collect::<Option<_>>()?;
    let root = band[0];
    let loc = ctx.ops[root].loc;
    let width = band.len();
    let mut nest = Vec::with_capacity(2 * width);
    let mut ip = Ip::Before(root);
    let mut tile_ivs = vec![];
    // Tile-space loops: the original bounds, the step scaled by the tile size.
    for (p, &size) in parts.iter().zip(sizes) {
        let step = p.step.checked_mul(i64::from(size))?;
        let (op, body, iv) = build_for(ctx, ip, loc, &p.lb, &p.ub, step);
        nest.push(op);
        tile_ivs.push(iv);
        ip = Ip::Before(ctx.blocks[body].last?);
    }
    // Intra-tile loops: from the tile-space induction variable to one tile further, capped by
    // the original upper bound unless the tile size divides the trip count.
    let mut point_ivs = vec![];
    let mut innermost = None;
    for (i, (p, &size)) in parts.iter().zip(sizes).enumerate() {
        let tile_iv = tile_ivs[i];
        let span = i64::from(size).checked_mul(p.step)?;
        let largest_div = largest_divisor_of_trip_count(ctx, band[i]);
        let count = constant_trip_count(ctx, band[i]);
        let lb = ValueMap::new(shift_map(0), vec![tile_iv]);
        let ub = match count {
            Some(c) if c < u64::from(size) => {
                let c = i64::try_from(c).ok()?;
                ValueMap::new(shift_map(c.checked_mul(p.step)?), vec![tile_iv])
            }
            _ if !largest_div.is_multiple_of(u64::from(size.max(1))) => {
                let orig = &p.ub.map;
                let nd = orig.num_dims as usize;
                let mut operands = p.ub.operands[..nd].to_vec();
                operands.push(tile_iv);
                operands.extend_from_slice(&p.ub.operands[nd..]);
                let mut results = vec![AffineExpr::Dim(orig.num_dims) + AffineExpr::Const(span)];
                // Symbols are numbered apart from dims: the original results hold as they are.
                results.extend(orig.results.iter().cloned());
                let map = AffineMap {
                    num_dims: orig.num_dims + 1,
                    num_symbols: orig.num_symbols,
                    results,
                };
                ValueMap::new(map, operands)
            }
            _ => ValueMap::new(shift_map(span), vec![tile_iv]),
        };
        let (op, body, iv) = build_for(ctx, ip, loc, &lb, &ub, p.step);
        nest.push(op);
        point_ivs.push(iv);
        ip = Ip::Before(ctx.blocks[body].last?);
        innermost = Some(body);
    }
    // The innermost original body moves into the innermost intra-tile loop.
    let inner_body = parts[width - 1].body;
    let target = innermost?;
    let yield_op = ctx.blocks[target].last?;
    let ops = ctx.block_ops(inner_body);
    for &o in &ops[..ops.len().saturating_sub(1)] {
        ctx.detach_op(o);
        ctx.insert_op_before(yield_op, o);
    }
    for (p, &iv) in parts.iter().zip(&point_ivs) {
        ctx.replace_all_uses(p.iv, iv);
    }
    ctx.erase_op(root);
    Some(nest)
}

// ---- full and partial tiles ---------------------------------------------------------------------

/// `getIndexSet(loops)`: the loops' induction variables as the first columns, then their
/// domains (with the values their bounds use as further columns).
fn index_set(ctx: &Context, loops: &[OpId]) -> Option<Sys> {
    let mut sys = Sys::default();
    for &l in loops {
        sys.value(for_parts(ctx, l)?.iv);
    }
    for &l in loops {
        sys.add_for_domain(ctx, l)?;
    }
    let width = sys.cols.len() + 1;
    sys.eqs = sys.eqs.iter().map(|r| sys.widen(r)).collect();
    sys.ineqs = sys.ineqs.iter().map(|r| sys.widen(r)).collect();
    debug_assert!(sys.ineqs.iter().all(|r| r.len() == width));
    Some(sys)
}

/// `getConstantBoundOnDimSize(0)` with every other column a symbol: the lower and upper bound
/// rows of column 0 whose difference is the smallest constant (`None` with an equality on it,
/// whose rows upstream's callers cannot use).
fn constant_diff_pair(eqs: &[Vec<i128>], ineqs: &[Vec<i128>]) -> Option<(usize, usize)> {
    if eqs.iter().any(|r| r[0] != 0) {
        return None;
    }
    let n = ineqs.first()?.len() - 1;
    let mut best: Option<(i128, usize, usize)> = None;
    for (u, ur) in ineqs.iter().enumerate().filter(|(_, r)| r[0] < 0) {
        for (l, lr) in ineqs.iter().enumerate().filter(|(_, r)| r[0] > 0) {
            if (0..n).any(|j| ur[j] != -lr[j]) {
                continue;
            }
            let diff = (ur[n] + lr[n] + 1 + lr[0] - 1).div_euclid(lr[0]).max(0);
            if best.is_none_or(|b| diff < b.0) {
                best = Some((diff, l, u));
            }
        }
    }
    best.map(|(_, l, u)| (l, u))
}

/// The flat row `row` (over `cols`, the constant last) as an expression with a dim per value
/// column, and those values; `None` when it uses a local.
fn row_as_expr(row: &[i128], cols: &[Col]) -> Option<(AffineExpr, Vec<ValueId>)> {
    let mut flat = vec![];
    let mut values = vec![];
    for (j, c) in cols.iter().enumerate() {
        match c {
            Col::Value(v) => {
                flat.push(i64::try_from(row[j]).ok()?);
                values.push(*v);
            }
            _ if row[j] != 0 => return None,
            _ => {}
        }
    }
    flat.push(i64::try_from(*row.last()?).ok()?);
    Some((affine_expr_from_flat(&flat, values.len(), 0, &[]), values))
}

/// `getIneqAsAffineValueMap(0, row)`: the bound of column 0 the row states (an upper bound made
/// exclusive) over the other columns, canonicalized as `createCanonicalizedAffineForOp` does.
fn ineq_as_bound(ctx: &Context, sys: &Sys, row: &[i128]) -> Option<ValueMap> {
    let lower = row[0] > 0;
    let mut bound: Vec<i128> = row[1..].to_vec();
    if lower {
        bound.iter_mut().for_each(|x| *x = -*x);
    } else if let Some(c) = bound.last_mut() {
        *c += 1;
    }
    let (expr, mut operands) = row_as_expr(&bound, &sys.cols[1..])?;
    let mut map = AffineMap {
        num_dims: u32::try_from(operands.len()).ok()?,
        num_symbols: 0,
        results: vec![expr],
    };
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    Some(ValueMap::new(map, operands))
}

/// `createFullTiles`' bounds: for each loop (unit steps only), the lower and upper bound pair
/// with a constant difference.
fn full_tile_bounds(ctx: &Context, nest: &[OpId]) -> Option<Vec<(ValueMap, ValueMap)>> {
    let mut out = vec![];
    for &l in nest {
        if for_parts(ctx, l)?.step != 1 {
            return None;
        }
        let sys = index_set(ctx, &[l])?;
        let (lb, ub) = constant_diff_pair(&sys.eqs, &sys.ineqs)?;
        if lb == ub {
            return None;
        }
        out.push((
            ineq_as_bound(ctx, &sys, &sys.ineqs[lb])?,
            ineq_as_bound(ctx, &sys, &sys.ineqs[ub])?,
        ));
    }
    Some(out)
}

/// `createSeparationCondition`: the condition under which every loop of `nest` runs a full
/// tile (its full-tile lower bound is the largest and its upper bound the smallest), as a set
/// and its operands.
fn separation_condition(ctx: &Context, nest: &[OpId]) -> Option<(IntegerSet, Vec<ValueId>)> {
    let mut sys = index_set(ctx, nest)?;
    let n = nest.len();
    // Constraints that do not involve the loops go.
    let involves = |r: &Vec<i128>| r[..n].iter().any(|x| *x != 0);
    sys.eqs.retain(involves);
    sys.ineqs.retain(involves);
    for _ in 0..n {
        let (lb, ub) = constant_diff_pair(&sys.eqs, &sys.ineqs)?;
        let (full_lb, full_ub) = (sys.ineqs[lb].clone(), sys.ineqs[ub].clone());
        let lbs: Vec<usize> = (0..sys.ineqs.len())
            .filter(|&i| sys.ineqs[i][0] >= 1)
            .collect();
        let ubs: Vec<usize> = (0..sys.ineqs.len())
            .filter(|&i| sys.ineqs[i][0] <= -1)
            .collect();
        for i in lbs {
            let r = &mut sys.ineqs[i];
            for (x, f) in r.iter_mut().zip(&full_lb) {
                *x = f - *x;
            }
        }
        for i in ubs {
            let r = &mut sys.ineqs[i];
            for (x, f) in r.iter_mut().zip(&full_ub) {
                *x -= f;
            }
        }
        for r in sys.eqs.iter_mut().chain(sys.ineqs.iter_mut()) {
            r.remove(0);
        }
        sys.cols.remove(0);
    }
    let mut rel = Rel::new(sys.cols.len(), 0, sys.eqs.clone(), sys.ineqs.clone());
    rel.remove_trivial_redundancy()?;
    let (eqs, ineqs) = rel.rows();
    // Induction variables are dims, the other values symbols; all are dims until the set is
    // canonicalized, which turns valid symbols into symbols.
    let order: Vec<usize> = (0..sys.cols.len())
        .filter(|&j| matches!(sys.cols[j], Col::Value(v) if is_affine_iv(ctx, v)))
        .chain(
            (0..sys.cols.len())
                .filter(|&j| !matches!(sys.cols[j], Col::Value(v) if is_affine_iv(ctx, v))),
        )
        .collect();
    // Locals have no coefficient left in any row (or the set cannot be built).
    let order: Vec<usize> = order
        .into_iter()
        .filter(|&j| matches!(sys.cols[j], Col::Value(_)))
        .collect();
    let cols: Vec<Col> = order.iter().map(|&j| sys.cols[j]).collect();
    let values: Vec<ValueId> = cols
        .iter()
        .filter_map(|c| match c {
            Col::Value(v) => Some(*v),
            _ => None,
        })
        .collect();
    let is_local = |j: usize| !matches!(sys.cols[j], Col::Value(_));
    if eqs
        .iter()
        .chain(ineqs)
        .any(|r| (0..sys.cols.len()).any(|j| is_local(j) && r[j] != 0))
    {
        return None;
    }
    let permute = |r: &Vec<i128>| -> Vec<i128> {
        let mut out: Vec<i128> = order.iter().map(|&j| r[j]).collect();
        out.push(*r.last().unwrap_or(&0));
        out
    };
    let mut constraints = vec![];
    for (rows, is_eq) in [(eqs, true), (ineqs, false)] {
        for r in rows {
            constraints.push((row_as_expr(&permute(r), &cols)?.0, is_eq));
        }
    }
    if constraints.is_empty() {
        // The universal set.
        constraints.push((AffineExpr::Const(0), true));
    }
    let mut map = AffineMap {
        num_dims: u32::try_from(cols.len()).ok()?,
        num_symbols: 0,
        results: constraints.iter().map(|c| c.0.clone()).collect(),
    };
    let mut operands = values;
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    let set = IntegerSet {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        constraints: map
            .results
            .into_iter()
            .zip(constraints.iter().map(|c| c.1))
            .collect(),
    };
    Some((set, operands))
}

/// `separateFullTiles` on the intra-tile loops `nest`: an `affine.if` on the separation
/// condition with a copy of the nest on full-tile bounds in its then block and the nest itself
/// in its else block. Leaves the IR as it is when there is no such condition.
pub fn separate_full_tiles(ctx: &mut Context, nest: &[OpId]) -> Option<()> {
    let first = *nest.first()?;
    let bounds = full_tile_bounds(ctx, nest)?;
    let (set, operands) = separation_condition(ctx, nest)?;
    let loc = ctx.ops[first].loc;
    let if_op = IfOp::build(&mut at(ctx, Ip::Before(first)), loc, &[], &operands).id();
    let set_attr = ctx.attr(AttrKind::IntegerSet(set));
    ctx.set_attr(if_op, "condition", set_attr);
    let mut blocks = vec![];
    for _ in 0..2 {
        let r = ctx.new_region();
        let b = ctx.new_block();
        ctx.append_block(r, b);
        ctx.regions[r].parent = Some(if_op);
        ctx.ops[if_op].regions.push(r);
        YieldOp::build(&mut at(ctx, Ip::End(b)), loc, &[]);
        blocks.push(b);
    }
    // The full tiles, with a copy of the innermost body.
    let mut ip = Ip::Before(ctx.blocks[blocks[0]].last?);
    let mut mapping = Mapping::default();
    for (&l, (lb, ub)) in nest.iter().zip(&bounds) {
        let l_loc = ctx.ops[l].loc;
        let (_, body, iv) = build_for(ctx, ip, l_loc, lb, ub, 1);
        mapping.values.insert(for_parts(ctx, l)?.iv, iv);
        ip = Ip::Before(ctx.blocks[body].last?);
    }
    let inner = for_parts(ctx, *nest.last()?)?.body;
    let ops = ctx.block_ops(inner);
    for &o in &ops[..ops.len().saturating_sub(1)] {
        let c = clone_op(ctx, o, &mut mapping);
        match ip {
            Ip::Before(anchor) => ctx.insert_op_before(anchor, c),
            Ip::End(b) => ctx.append_op(b, c),
        }
    }
    // The partial tiles: the nest as it was.
    ctx.detach_op(first);
    let else_yield = ctx.blocks[blocks[1]].last?;
    ctx.insert_op_before(else_yield, first);
    Some(())
}
