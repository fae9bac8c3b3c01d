//! `affine-loop-fusion` (upstream's `LoopFusion.cpp` with the slice utilities of
//! `LoopFusionUtils.cpp` and `Analysis/Utils.cpp`): in every block with two or more `affine.for`
//! nests, producer loop nests are fused into their consumers and loop nests reading the same
//! memref into each other. A fusion computes the slice of the source nest the destination needs
//! at each depth (from the dependence systems of their accesses, `computeSliceUnion`), keeps the
//! depths where the slice is valid, picks one by the cost model (or the deepest with
//! `fusion-maximal`), clones the slice into the destination, gives the destination private
//! buffers for memrefs only it reads now, and erases the source when nothing else needs it.
//!
//! Simplified from upstream (each a decline, never a wrong fusion): slice unions need slices
//! over the same operands; a slice is judged maximal (its source may go) only for bounds that
//! are constants or a destination variable times a constant plus one (upstream subtracts integer
//! sets); slice bounds with division locals come from equalities, `mod` and `floordiv` patterns
//! only; view-like ops are not looked through for escaping memrefs. Where upstream iterates maps
//! keyed by pointers (memrefs while building the graph, private buffers per memref), memrefs go
//! in first-access order: upstream's own order there changes from run to run.

use super::dependence::{
    is_read, is_write, memref_of, slice_dependence_system, Dependence, SliceCol,
};
use super::footprint::{memory_footprint_bytes, private_buffer, slice_region_bytes};
use super::footprint::{slice_within_domains, SliceBounds};
use super::fusion_graph::{collect, is_before, Graph};
use super::utils::{constant_trip_count, for_parts, promote_if_single_iteration, set_for_bound};
use super::utils::{replace_all_memref_uses_with, MemrefReplacement};
use super::utils::{single_constant, ValueMap};
use super::{affine_for_ivs, post_order};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::canon::canonicalize_map_and_operands;
use irbridge::dialect::affine::{ForOp, IfOp, ParallelOp};
use irbridge::dialect::memref::{AllocOp, AllocaOp};
use irbridge::ir::affine_simplify::simplify;
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{BlockId, Context, OpId, TypeKind, ValueId};
use irbridge::transforms::clone::{clone_op, Mapping};
use std::collections::HashMap;

/// `FusionMode`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Greedy,
    ProducerConsumer,
    Sibling,
}

/// The pass options (upstream's defaults in `mod.rs`).
#[derive(Clone, Debug)]
pub struct Options {
    pub compute_tolerance: f64,
    pub fast_mem_space: Option<u32>,
    pub local_buf_threshold_bytes: u64,
    pub maximal: bool,
    pub mode: Mode,
}

/// `runOnOperation`: every block (innermost ops first) with at least two `affine.for` ops.
pub fn run(ctx: &mut Context, func: OpId, o: &Options) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    post_order(ctx, func, &mut |_| true, &mut ops);
    for op in ops {
        if ctx.ops[op].erased {
            continue;
        }
        for r in ctx.ops[op].regions.clone() {
            for b in ctx.region_blocks(r) {
                let fors = ctx.ops_iter(b).filter(|&x| ForOp::is(ctx, x)).count();
                if fors >= 2 {
                    run_on_block(ctx, b, o);
                }
            }
        }
    }
    Ok(())
}

fn run_on_block(ctx: &mut Context, block: BlockId, o: &Options) {
    let Some(graph) = Graph::build(ctx, block) else {
        return;
    };
    let mut f = Fusion { graph, o };
    match o.mode {
        Mode::ProducerConsumer => f.fuse_producer_consumer(ctx, usize::MAX),
        Mode::Sibling => f.fuse_siblings(ctx),
        Mode::Greedy => {
            f.fuse_producer_consumer(ctx, 1);
            f.fuse_siblings(ctx);
            f.fuse_producer_consumer(ctx, usize::MAX);
        }
    }
    f.erase_unused_allocations(ctx);
}

// ---- slices -------------------------------------------------------------------------------

/// `ComputationSliceState`: the slice loops' induction variables, their bounds over `operands`
/// (`None`: the loop's own), and the block whose start (backward) or end (forward) receives it.
#[derive(Clone, Debug, Default)]
struct Slice {
    ivs: Vec<ValueId>,
    lbs: Vec<Option<AffineMap>>,
    ubs: Vec<Option<AffineMap>>,
    operands: Vec<ValueId>,
    insert_block: Option<BlockId>,
    backward: bool,
}

impl Slice {
    fn is_empty(&self) -> bool {
        self.ivs.is_empty()
    }
    fn bounds(&self) -> SliceBounds<'_> {
        SliceBounds {
            ivs: &self.ivs,
            lbs: &self.lbs,
            ubs: &self.ubs,
            operands: &self.operands,
        }
    }
}

/// Why a slice could not be had (`SliceComputationResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum SliceFail {
    Generic,
    Incorrect,
}

/// The `affine.for` owning induction variable `v`.
fn for_of_iv(ctx: &Context, v: ValueId) -> Option<OpId> {
    let owner = ctx.block_parent_op(ctx.value_block(v)?)?;
    (ForOp::is(ctx, owner) && for_parts(ctx, owner)?.iv == v).then_some(owner)
}

/// `getNestingDepth`: the `affine.for`/`affine.parallel` ops around `op`.
fn nesting_depth(ctx: &Context, op: OpId) -> usize {
    let mut n = 0;
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ForOp::is(ctx, p) || ParallelOp::is(ctx, p) {
            n += 1;
        }
        cur = ctx.parent_op(p);
    }
    n
}

/// `getInnermostCommonLoopDepth`, with the common loops.
fn innermost_common_loops(ctx: &Context, ops: &[OpId]) -> Vec<OpId> {
    let loops: Vec<Vec<OpId>> = ops.iter().map(|&o| affine_for_ivs(ctx, o)).collect();
    let limit = loops.iter().map(Vec::len).min().unwrap_or(0);
    let mut out = vec![];
    for d in 0..limit {
        if loops.windows(2).any(|w| w[0][d] != w[1][d]) {
            break;
        }
        out.push(loops[0][d]);
    }
    out
}

/// `getComputationSliceState` for one dependent pair: the slice loops are the source's
/// (backward) or the destination's (forward), bounded in terms of the other side's loops up to
/// `depth` and the symbols.
fn pair_slice(
    ctx: &Context,
    a: OpId,
    b: OpId,
    depth: usize,
    num_common: usize,
    backward: bool,
) -> Result<Option<Slice>, SliceFail> {
    let (mut rel, cols) = match slice_dependence_system(ctx, a, b, num_common + 1) {
        (Dependence::Has, Some(sys)) => sys,
        (Dependence::None, _) => return Ok(None),
        _ => return Err(SliceFail::Generic),
    };
    // The system's columns by kind, in column order.
    let (mut src, mut dst, mut syms) = (vec![], vec![], vec![]);
    for c in &cols {
        match *c {
            SliceCol::Src(v) => src.push(v),
            SliceCol::Dst(v) => dst.push(v),
            SliceCol::Sym(v) => syms.push(v),
            SliceCol::Local => {}
        }
    }
    let (ns, nd) = (src.len(), dst.len());
    // Project out the other side's loops below `depth`.
    let gone: Vec<usize> = if backward {
        (ns + depth..ns + nd).collect()
    } else {
        (depth..ns).collect()
    };
    if (backward && depth > nd) || (!backward && depth > ns) {
        return Err(SliceFail::Generic);
    }
    rel.project_out(&gone).ok_or(SliceFail::Generic)?;
    let (offset, num, ivs, kept) = if backward {
        (0, ns, src.clone(), dst[..depth].to_vec())
    } else {
        (depth, nd, dst.clone(), src[..depth].to_vec())
    };
    let bounds = rel
        .slice_bounds(offset, num, depth + num, syms.len())
        .ok_or(SliceFail::Generic)?;
    let (map_dims, map_syms) = (depth as u32, syms.len() as u32);
    let as_map = |e: &Option<AffineExpr>| {
        e.as_ref().map(|e| AffineMap {
            num_dims: map_dims,
            num_symbols: map_syms,
            results: vec![e.clone()],
        })
    };
    let mut slice = Slice {
        lbs: bounds.iter().map(|(l, _)| as_map(l)).collect(),
        ubs: bounds.iter().map(|(_, u)| as_map(u)).collect(),
        ivs,
        operands: kept.into_iter().chain(syms).collect(),
        insert_block: None,
        backward,
    };
    // Slices of read-read pairs stop at the first sequential loop, and any slice at a loop
    // marked `slice_fusion_barrier`.
    let rar = is_read(ctx, a) && is_read(ctx, b);
    let slice_loops: Vec<OpId> = slice
        .ivs
        .iter()
        .filter_map(|&v| for_of_iv(ctx, v))
        .collect();
    let innermost = depth >= if backward { ns } else { nd };
    for (i, &l) in slice_loops.iter().enumerate() {
        let sequential = rar && super::parallelize::loop_parallel(ctx, l, false).is_none();
        if !sequential && !ctx.has_attr(l, "slice_fusion_barrier") {
            continue;
        }
        // A reduction loop the destination's innermost loop absorbs one iteration at a time.
        if is_parallel_reduction(ctx, l)
            && innermost
            && is_unit_slice(ctx, &slice)
            && slice_maximal(ctx, &slice) == Some(true)
        {
            continue;
        }
        for j in i..slice.ivs.len() {
            slice.lbs[j] = None;
            slice.ubs[j] = None;
        }
        break;
    }
    Ok(Some(slice))
}

/// `isLoopParallelAndContainsReduction`.
fn is_parallel_reduction(ctx: &Context, l: OpId) -> bool {
    super::parallelize::loop_parallel(ctx, l, true).is_some_and(|r| !r.is_empty())
}

/// `getSliceIterationCount`: the product of the slice loops' trip counts (wrapping, as
/// upstream's unsigned product does).
fn iteration_count(trips: &HashMap<OpId, i64>) -> i64 {
    trips.values().fold(1i64, |acc, &t| acc.wrapping_mul(t))
}

/// Whether the slice runs its loops once (`getSliceIterationCount == 1`).
fn is_unit_slice(ctx: &Context, slice: &Slice) -> bool {
    slice_trip_counts(ctx, slice).is_some_and(|m| iteration_count(&m) == 1)
}

/// The constant difference `b - a` of two single-result bound maps.
fn const_difference(a: &AffineMap, b: &AffineMap) -> Option<i64> {
    let (AffineExpr::Const(d), _) = (
        simplify(
            &(b.results.first()?.clone() - a.results.first()?.clone()),
            a.num_dims,
            a.num_symbols,
        ),
        (),
    ) else {
        return None;
    };
    Some(d)
}

/// The constant lower (or inclusive upper) bound of slice loop `i` under the slice's bound
/// (`None`: the loop's own) as its operands run over their loops, tightened by the loop's own
/// constant bounds (`getConstantBound` of the slice's constraints).
fn constant_slice_bound(ctx: &Context, slice: &Slice, i: usize, lower: bool) -> Option<i64> {
    let p = for_parts(ctx, for_of_iv(ctx, slice.ivs[i])?)?;
    let own = if lower {
        single_constant(&p.lb.map)
    } else {
        single_constant(&p.ub.map).map(|u| u - 1)
    };
    let map = if lower { &slice.lbs[i] } else { &slice.ubs[i] };
    let from_slice = map.as_ref().and_then(|m| {
        let (v, c) = linear_form(&simplify(m.results.first()?, m.num_dims, m.num_symbols))?;
        let c = if lower { c } else { c - 1 };
        match v {
            None => Some(c),
            Some((k, coef)) => {
                let (lo, hi) = constant_range(ctx, *slice.operands.get(k as usize)?)?;
                let at = if (coef > 0) == lower { lo } else { hi - 1 };
                coef.checked_mul(at)?.checked_add(c)
            }
        }
    });
    match (own, from_slice) {
        (Some(o), Some(f)) => Some(if lower { o.max(f) } else { o.min(f) }),
        (o, f) => o.or(f),
    }
}

/// `unionBoundingBox` of two slices over the same operands: per loop, the lower of the lower
/// bounds and the higher of the upper ones where they differ by constants, else the extreme
/// constant bounds.
fn union_slices(ctx: &Context, a: &mut Slice, b: &Slice, depth: usize) -> Result<(), SliceFail> {
    // Upstream joins the slices as constraint systems and gives up on local variables there.
    if a.operands != b.operands || has_locals(ctx, a) || has_locals(ctx, b) {
        return Err(SliceFail::Generic);
    }
    // `mergeAndAlignVarsWithOther` and `addMissingLoopIVBounds`: loops only one side slices
    // join the other with their own bounds.
    let mut b = b.clone();
    for &iv in &b.ivs.clone() {
        if !a.ivs.contains(&iv) {
            a.ivs.push(iv);
            a.lbs.push(None);
            a.ubs.push(None);
        }
    }
    let (mut lbs, mut ubs) = (vec![], vec![]);
    for iv in &a.ivs {
        match b.ivs.iter().position(|x| x == iv) {
            Some(p) => {
                lbs.push(b.lbs[p].clone());
                ubs.push(b.ubs[p].clone());
            }
            None => {
                lbs.push(None);
                ubs.push(None);
            }
        }
    }
    (b.ivs, b.lbs, b.ubs) = (a.ivs.clone(), lbs, ubs);
    let b = &b;
    let constant = |c: i64| AffineMap {
        num_dims: depth as u32,
        num_symbols: (a.operands.len() - depth) as u32,
        results: vec![AffineExpr::Const(c)],
    };
    for i in 0..a.ivs.len() {
        for lower in [true, false] {
            let (x, y) = if lower {
                (&a.lbs[i], &b.lbs[i])
            } else {
                (&a.ubs[i], &b.ubs[i])
            };
            let diff = match (x, y) {
                (Some(p), Some(q)) => const_difference(p, q),
                _ => None,
            };
            let joined = match diff {
                Some(d) if (lower && d < 0) || (!lower && d > 0) => y.clone(),
                Some(_) => x.clone(),
                None => {
                    let ca = constant_slice_bound(ctx, a, i, lower).ok_or(SliceFail::Generic)?;
                    let cb = constant_slice_bound(ctx, b, i, lower).ok_or(SliceFail::Generic)?;
                    Some(if lower {
                        constant(ca.min(cb))
                    } else {
                        constant(ca.max(cb) + 1)
                    })
                }
            };
            if lower {
                a.lbs[i] = joined;
            } else {
                a.ubs[i] = joined;
            }
        }
    }
    Ok(())
}

/// `computeSliceUnion(opsA, opsB, depth, numCommonLoops, backward)`.
fn compute_slice_union(
    ctx: &Context,
    ops_a: &[OpId],
    ops_b: &[OpId],
    depth: usize,
    num_common: usize,
    backward: bool,
) -> Result<Slice, SliceFail> {
    let mut union: Option<Slice> = None;
    let mut dependent: Vec<OpId> = vec![];
    for &a in ops_a {
        for &b in ops_b {
            if memref_of(ctx, a) != memref_of(ctx, b) {
                continue;
            }
            let d = if backward {
                nesting_depth(ctx, b)
            } else {
                nesting_depth(ctx, a)
            };
            if depth > d {
                return Err(SliceFail::Generic);
            }
            let Some(s) = pair_slice(ctx, a, b, depth, num_common, backward)? else {
                continue;
            };
            dependent.push(if backward { b } else { a });
            match &mut union {
                None => union = Some(s),
                Some(u) => union_slices(ctx, u, &s, depth)?,
            }
        }
    }
    let mut slice = union.ok_or(SliceFail::Generic)?;
    let common = innermost_common_loops(ctx, &dependent);
    if depth > common.len() {
        return Err(SliceFail::Generic);
    }
    // The union's bounds come back from its constraints. A loop around both nests is a slice
    // loop and an operand there, two variables of one value: upstream's lookup by value finds
    // the slice loop for both, so its bound relates it to itself and only its own range stays.
    for i in 0..slice.ivs.len() {
        if slice.operands.contains(&slice.ivs[i]) {
            slice.lbs[i] = None;
            slice.ubs[i] = None;
        }
    }
    // Loops without a bound of the slice get their own constant bounds.
    for i in 0..slice.ivs.len() {
        let Some(p) = for_of_iv(ctx, slice.ivs[i]).and_then(|l| for_parts(ctx, l)) else {
            return Err(SliceFail::Generic);
        };
        let dims = depth as u32;
        let nsym = (slice.operands.len() - depth) as u32;
        let constant = |c: i64| AffineMap {
            num_dims: dims,
            num_symbols: nsym,
            results: vec![AffineExpr::Const(c)],
        };
        if slice.lbs[i].is_none() {
            slice.lbs[i] = single_constant(&p.lb.map).map(constant);
        }
        if slice.ubs[i].is_none() && p.step == 1 {
            slice.ubs[i] = single_constant(&p.ub.map).map(constant);
        }
    }
    slice.insert_block = for_parts(ctx, common[depth - 1]).map(|p| p.body);
    match slice_valid(ctx, &slice) {
        None => Err(SliceFail::Generic),
        Some(false) => Err(SliceFail::Incorrect),
        Some(true) => Ok(slice),
    }
}

/// The linear form `coef * d_k + c` (or the constant `c`) of an affine expression.
fn linear_form(e: &AffineExpr) -> Option<(Option<(u32, i64)>, i64)> {
    use irbridge::ir::attrs::AffineBinOp;
    match e {
        AffineExpr::Const(c) => Some((None, *c)),
        AffineExpr::Dim(k) => Some((Some((*k, 1)), 0)),
        AffineExpr::Bin(AffineBinOp::Mul, l, r) => match (linear_form(l)?, &**r) {
            ((Some((k, a)), 0), AffineExpr::Const(c)) => Some((Some((k, a.checked_mul(*c)?)), 0)),
            _ => None,
        },
        AffineExpr::Bin(AffineBinOp::Add, l, r) => match (linear_form(l)?, linear_form(r)?) {
            ((v, a), (None, b)) | ((None, a), (v, b)) => Some((v, a.checked_add(b)?)),
            _ => None,
        },
        _ => None,
    }
}

/// The constant `[lb, ub)` of the loop owning `iv`, a loop of step one.
fn constant_range(ctx: &Context, iv: ValueId) -> Option<(i64, i64)> {
    let p = for_parts(ctx, for_of_iv(ctx, iv)?)?;
    if p.step != 1 {
        return None;
    }
    Some((single_constant(&p.lb.map)?, single_constant(&p.ub.map)?))
}

/// The range `[lo, hi)` a slice loop covers, every value of it, as its operands run over their
/// loops (of step one): bounds `c * d + kl` and `c * d + ku` with windows that leave no gap, or
/// constant bounds.
fn slice_range(ctx: &Context, slice: &Slice, i: usize) -> Option<(i64, i64)> {
    let (lb, ub) = (slice.lbs[i].as_ref()?, slice.ubs[i].as_ref()?);
    let form =
        |m: &AffineMap| linear_form(&simplify(m.results.first()?, m.num_dims, m.num_symbols));
    match (form(lb)?, form(ub)?) {
        ((None, kl), (None, ku)) => Some((kl, ku)),
        ((Some((k, c)), kl), (Some((k2, c2)), ku))
            if k == k2 && c == c2 && c > 0 && ku - kl >= c =>
        {
            let (lo, hi) = constant_range(ctx, *slice.operands.get(k as usize)?)?;
            let first = c.checked_mul(lo)?.checked_add(kl)?;
            let last = c.checked_mul(hi - 1)?.checked_add(ku)?;
            Some((first, last))
        }
        _ => None,
    }
}

/// `isSliceMaximalFastCheck`.
fn slice_maximal_fast(ctx: &Context, slice: &Slice) -> Option<bool> {
    for i in 0..slice.ivs.len() {
        let (lb, ub) = (slice.lbs[i].as_ref()?, slice.ubs[i].as_ref()?);
        let (le, ue) = (lb.results.first()?, ub.results.first()?);
        if lb.results.len() != 1
            || ub.results.len() != 1
            || le.clone() + AffineExpr::Const(1) != *ue
        {
            return None;
        }
        let AffineExpr::Dim(k) = le else {
            return None;
        };
        let dst = for_parts(ctx, for_of_iv(ctx, *slice.operands.get(*k as usize)?)?)?;
        let src = for_parts(ctx, for_of_iv(ctx, slice.ivs[i])?)?;
        let consts = [&src.lb.map, &src.ub.map, &dst.lb.map, &dst.ub.map].map(single_constant);
        let [Some(sl), Some(su), Some(dl), Some(du)] = consts else {
            return None;
        };
        if sl != dl || su != du || src.step != dst.step {
            return Some(false);
        }
    }
    Some(true)
}

/// `isSliceValid`: the slice stays within the source loops' ranges.
fn slice_valid(ctx: &Context, slice: &Slice) -> Option<bool> {
    if slice_maximal_fast(ctx, slice) == Some(true) {
        return Some(true);
    }
    // Upstream decides only for source domains without symbols or divisions
    // (`getSourceAsConstraints`).
    for &iv in &slice.ivs {
        let p = for_parts(ctx, for_of_iv(ctx, iv)?)?;
        let operands = p.lb.operands.iter().chain(&p.ub.operands);
        if operands.into_iter().any(|v| !slice.ivs.contains(v))
            || p.lb
                .map
                .results
                .iter()
                .chain(&p.ub.map.results)
                .any(has_division)
        {
            return None;
        }
    }
    slice_within_domains(ctx, &slice.bounds())
}

/// Whether the slice as constraints (`getAsConstraints`: the domains of its loops and of the
/// loops of its operands, then its bounds) has local variables: divisions in a bound, or a
/// strided loop with a constant lower bound.
fn has_locals(ctx: &Context, slice: &Slice) -> bool {
    let maps = slice.lbs.iter().chain(&slice.ubs).flatten();
    if maps.flat_map(|m| &m.results).any(has_division) {
        return true;
    }
    slice.ivs.iter().chain(&slice.operands).any(|&v| {
        for_of_iv(ctx, v)
            .and_then(|l| for_parts(ctx, l))
            .is_some_and(|p| {
                (p.step != 1 && single_constant(&p.lb.map).is_some())
                    || p.lb
                        .map
                        .results
                        .iter()
                        .chain(&p.ub.map.results)
                        .any(has_division)
            })
    })
}

/// Whether `e` has a `floordiv`, `ceildiv` or `mod` (a local variable once flattened).
fn has_division(e: &AffineExpr) -> bool {
    use irbridge::ir::attrs::AffineBinOp;
    match e {
        AffineExpr::Bin(op, l, r) => {
            matches!(
                op,
                AffineBinOp::FloorDiv | AffineBinOp::CeilDiv | AffineBinOp::Mod
            ) || has_division(l)
                || has_division(r)
        }
        _ => false,
    }
}

/// `isMaximal`: the slice covers the source loops' whole ranges.
fn slice_maximal(ctx: &Context, slice: &Slice) -> Option<bool> {
    if let Some(m) = slice_maximal_fast(ctx, slice) {
        return Some(m);
    }
    for i in 0..slice.ivs.len() {
        let (sl, su) = constant_range(ctx, slice.ivs[i])?;
        let (lo, hi) = slice_range(ctx, slice, i)?;
        if lo > sl || hi < su {
            return Some(false);
        }
    }
    Some(true)
}

// ---- cost model ---------------------------------------------------------------------------

/// `LoopNestStats`.
#[derive(Default)]
struct Stats {
    children: HashMap<OpId, Vec<OpId>>,
    op_count: HashMap<OpId, i64>,
    trip_count: HashMap<OpId, i64>,
}

/// `getLoopNestStats`: `None` for a loop with a non-constant trip count or one directly inside
/// something other than a loop.
fn loop_nest_stats(ctx: &Context, root: OpId) -> Option<Stats> {
    let mut s = Stats::default();
    let mut fors = vec![];
    ctx.walk(root, |o| {
        if ForOp::is(ctx, o) {
            fors.push(o);
        }
    });
    for f in fors {
        if f != root {
            let parent = ctx.parent_op(f)?;
            if !ForOp::is(ctx, parent) {
                return None;
            }
            s.children.entry(parent).or_default().push(f);
        }
        let body = for_parts(ctx, f)?.body;
        let count = ctx
            .ops_iter(body)
            .filter(|&o| !ForOp::is(ctx, o) && !IfOp::is(ctx, o))
            .count();
        s.op_count.insert(f, count as i64);
        s.trip_count
            .insert(f, i64::try_from(constant_trip_count(ctx, f)?).ok()?);
    }
    Some(s)
}

/// `getComputeCostHelper`: op instances of the nest, trip counts overridden and extra costs
/// added per loop.
fn compute_cost(
    f: OpId,
    s: &Stats,
    trips: Option<&HashMap<OpId, i64>>,
    extra: Option<&HashMap<OpId, i64>>,
) -> i64 {
    let mut ops = s.op_count.get(&f).copied().unwrap_or(0) - 1;
    for &c in s.children.get(&f).map_or(&[][..], Vec::as_slice) {
        ops = ops.wrapping_add(compute_cost(c, s, trips, extra));
    }
    if let Some(x) = extra.and_then(|m| m.get(&f)) {
        ops = ops.wrapping_add(*x);
    }
    let trip = trips
        .and_then(|m| m.get(&f).copied())
        .unwrap_or_else(|| s.trip_count.get(&f).copied().unwrap_or(0));
    trip.wrapping_mul(ops)
}

/// `buildSliceTripCountMap`.
fn slice_trip_counts(ctx: &Context, slice: &Slice) -> Option<HashMap<OpId, i64>> {
    let mut m = HashMap::new();
    for i in 0..slice.ivs.len() {
        let f = for_of_iv(ctx, slice.ivs[i])?;
        match (&slice.lbs[i], &slice.ubs[i]) {
            (Some(l), Some(u)) if !l.results.is_empty() && !u.results.is_empty() => {
                m.insert(f, const_difference(l, u)?);
            }
            _ => {
                let p = for_parts(ctx, f)?;
                let n = match (single_constant(&p.lb.map), single_constant(&p.ub.map)) {
                    (Some(l), Some(u)) => u - l,
                    _ => i64::try_from(constant_trip_count(ctx, f)?).ok()?,
                };
                m.insert(f, n);
            }
        }
    }
    Some(m)
}

/// `getFusionComputeCost`: the cost of `dst` with the slice of `src` inserted.
fn fusion_compute_cost(
    ctx: &Context,
    src: OpId,
    src_stats: &Stats,
    dst: OpId,
    dst_stats: &Stats,
    slice: &Slice,
) -> Option<i64> {
    let trips = slice_trip_counts(ctx, slice)?;
    let iterations = iteration_count(&trips);
    let parent = ctx.block_parent_op(slice.insert_block?)?;
    let mut extra: HashMap<OpId, i64> = HashMap::new();
    if iterations == 1 {
        // Store to load forwarding will remove the stores and the loads of what they stored.
        let mut stores = vec![];
        ctx.walk(src, |o| {
            if is_write(ctx, o) {
                stores.push(o);
            }
        });
        if !stores.is_empty() {
            extra.insert(parent, -(stores.len() as i64));
        }
        let mut memrefs: Vec<ValueId> = vec![];
        for &s in &stores {
            if let Some(m) = memref_of(ctx, s) {
                if !memrefs.contains(&m) {
                    memrefs.push(m);
                }
            }
        }
        for m in memrefs {
            for u in ctx.values[m].uses.clone() {
                if !is_read(ctx, u.op) || !affine_for_ivs(ctx, u.op).contains(&parent) {
                    continue;
                }
                if let Some(p) = ctx.parent_op(u.op).filter(|&p| ForOp::is(ctx, p)) {
                    *extra.entry(p).or_insert(0) -= 1;
                }
            }
        }
    }
    let slice_cost = compute_cost(src, src_stats, Some(&trips), Some(&extra));
    extra.insert(parent, slice_cost);
    Some(compute_cost(dst, dst_stats, None, Some(&extra)))
}

/// `isFusionProfitable`: the depth (at most `max_depth`) whose slice saves the most storage
/// within the compute tolerance, if fusing there does not grow the memory footprint.
fn profitable_depth(
    ctx: &mut Context,
    store: OpId,
    dst: OpId,
    slices: &[Slice],
    max_depth: usize,
    tolerance: f64,
) -> Option<usize> {
    if max_depth == 0 {
        return None;
    }
    let src_root = *affine_for_ivs(ctx, store).first()?;
    let src_stats = loop_nest_stats(ctx, src_root)?;
    let dst_stats = loop_nest_stats(ctx, dst)?;
    let src_cost = compute_cost(src_root, &src_stats, None, None);
    let src_write = slice_region_bytes(ctx, store, None)?;
    let dst_cost = compute_cost(dst, &dst_stats, None, None);
    let mut best: Option<(usize, i128)> = None;
    let mut max_reduction = 0.0f64;
    for i in (1..=max_depth).rev() {
        let slice = &slices[i - 1];
        if slice.is_empty() {
            continue;
        }
        let Some(fused) = fusion_compute_cost(ctx, src_root, &src_stats, dst, &dst_stats, slice)
        else {
            continue;
        };
        let additional = fused as f64 / (src_cost as f64 + dst_cost as f64) - 1.0;
        let Some(slice_write) = slice_region_bytes(ctx, store, Some(&slice.bounds())) else {
            continue;
        };
        if slice_write == 0 {
            continue;
        }
        let reduction = src_write as f64 / slice_write as f64;
        if reduction > max_reduction && additional < tolerance {
            max_reduction = reduction;
            best = Some((i, slice_write));
        }
    }
    let (depth, slice_mem) = best?;
    let dst_mem = memory_footprint_bytes(ctx, dst)?;
    let src_mem = memory_footprint_bytes(ctx, src_root)?;
    if dst_mem + slice_mem > src_mem + dst_mem {
        return None;
    }
    Some(depth)
}

// ---- the transformation -------------------------------------------------------------------

/// `fuseLoops`: a copy of `src` at the slice's insertion point with the slice's bounds, its
/// loops that run once promoted (a reduction loop of a sibling fused innermost into its parent
/// loop).
fn fuse_loops(ctx: &mut Context, src: OpId, slice: &Slice, innermost_sibling: bool) -> Option<()> {
    let block = slice.insert_block?;
    let mut m = Mapping::default();
    let copy = clone_op(ctx, src, &mut m);
    if slice.backward {
        match ctx.blocks[block].first {
            Some(first) => ctx.insert_op_before(first, copy),
            None => ctx.append_op(block, copy),
        }
    } else {
        let term = ctx.terminator(block)?;
        ctx.insert_op_before(term, copy);
    }
    let mut loops = vec![];
    for (i, &iv) in slice.ivs.iter().enumerate() {
        let Some(&new_iv) = m.values.get(&iv) else {
            continue;
        };
        let Some(f) = for_of_iv(ctx, new_iv) else {
            continue;
        };
        loops.push(f);
        for (map, lower) in [(&slice.lbs[i], true), (&slice.ubs[i], false)] {
            let Some(map) = map else { continue };
            let (mut map, mut operands) = (map.clone(), slice.operands.clone());
            canonicalize_map_and_operands(ctx, &mut map, &mut operands);
            set_for_bound(ctx, f, lower, &ValueMap::new(map, operands));
        }
    }
    let unit = innermost_sibling && is_unit_slice(ctx, slice);
    for f in loops {
        if unit && is_parallel_reduction(ctx, f) {
            promote_single_iter_reduction_loop(ctx, f);
        } else {
            promote_if_single_iteration(ctx, f);
        }
    }
    Some(())
}

/// `promoteSingleIterReductionLoop(forOp, /*siblingFusionUser=*/true)`: a reduction loop that
/// runs once becomes part of its parent loop, whose iteration arguments and yields take its
/// own; the users of its results move after the parent.
fn promote_single_iter_reduction_loop(ctx: &mut Context, f: OpId) -> Option<()> {
    if constant_trip_count(ctx, f) != Some(1) {
        return None;
    }
    let parent = ctx.parent_op(f).filter(|&p| ForOp::is(ctx, p))?;
    let p = for_parts(ctx, f)?;
    let term = ctx.terminator(p.body)?;
    let yields = ctx.ops[term].operands.to_vec();
    let parent_results = ctx.ops[parent].results.len();
    // `getForwardSlice` of the results, in program order.
    let mut users: Vec<OpId> = vec![];
    let mut work: Vec<ValueId> = ctx.ops[f].results.to_vec();
    while let Some(v) = work.pop() {
        for u in ctx.values[v].uses.clone() {
            if !users.contains(&u.op) {
                users.push(u.op);
                work.extend(ctx.ops[u.op].results.iter().copied());
            }
        }
    }
    let new_loop = super::utils::replace_with_additional_yields(ctx, parent, &p.inits, &yields)?;
    let mut ordered = vec![];
    ctx.walk(new_loop, |o| {
        if users.contains(&o) {
            ordered.push(o);
        }
    });
    let new_results = ctx.ops[new_loop].results.to_vec();
    for (i, &r) in ctx.ops[f].results.to_vec().iter().enumerate() {
        ctx.replace_all_uses(r, *new_results.get(parent_results + i)?);
    }
    for &o in ordered.iter().rev() {
        ctx.detach_op(o);
        ctx.insert_op_after(new_loop, o);
    }
    let np = for_parts(ctx, new_loop)?;
    ctx.replace_all_uses(p.iv, np.iv);
    let new_args = ctx.blocks[np.body].args.to_vec();
    let own_args = ctx.blocks[p.body].args[1..].to_vec();
    let tail = new_args.len().checked_sub(own_args.len())?;
    for (a, b) in own_args.iter().zip(&new_args[tail..]) {
        ctx.replace_all_uses(*a, *b);
    }
    ctx.erase_op(term);
    for o in ctx.block_ops(p.body) {
        ctx.detach_op(o);
        ctx.insert_op_before(f, o);
    }
    ctx.erase_op(f);
    Some(())
}

/// `isEscapingMemref`: not an allocation of this function's, or used in `block` by something
/// other than an affine access, or used outside the block's region.
fn is_escaping(ctx: &Context, memref: ValueId, block: BlockId) -> bool {
    let Some(def) = ctx.defining_op(memref) else {
        return true;
    };
    if !AllocOp::is(ctx, def) && !AllocaOp::is(ctx, def) {
        return true;
    }
    let Some(region) = ctx.blocks[block].parent else {
        return true;
    };
    ctx.values[memref].uses.iter().any(|u| {
        // The ancestor of the user in `block`'s region.
        let mut op = u.op;
        loop {
            let Some(b) = ctx.ops[op].parent else {
                return true;
            };
            if ctx.blocks[b].parent == Some(region) {
                break;
            }
            match ctx.parent_op(op) {
                Some(p) => op = p,
                None => return true,
            }
        }
        if ctx.ops[op].parent != Some(block) {
            return false;
        }
        !is_affine_access(ctx, u.op)
    })
}

/// `AffineMapAccessInterface`.
fn is_affine_access(ctx: &Context, op: OpId) -> bool {
    is_read(ctx, op) || is_write(ctx, op)
}

/// The memrefs of the affine accesses in `ops`, in order, once each.
fn memrefs_of(ctx: &Context, ops: &[OpId]) -> Vec<ValueId> {
    let mut out = vec![];
    for m in ops.iter().filter_map(|&o| memref_of(ctx, o)) {
        if !out.contains(&m) {
            out.push(m);
        }
    }
    out
}

/// `gatherLoadsAndStores`: `None` if the nest holds an `affine.if`.
fn loads_and_stores(ctx: &Context, f: OpId) -> Option<Vec<OpId>> {
    let mut out = vec![];
    let mut has_if = false;
    ctx.walk(f, |o| {
        if is_affine_access(ctx, o) {
            out.push(o);
        } else if IfOp::is(ctx, o) {
            has_if = true;
        }
    });
    (!has_if).then_some(out)
}

/// `getFusedLoopNestInsertionPoint` of `LoopFusionUtils.cpp`: from the ops between the two nests.
fn utils_insertion_point(ctx: &Context, a: OpId, b: OpId) -> Option<OpId> {
    let (a, b) = if is_before(ctx, a, b) { (a, b) } else { (b, a) };
    // Memref -> written, for the accesses of `of`.
    let accesses = |of: OpId| {
        let mut v: Vec<(ValueId, bool)> = vec![];
        ctx.walk(of, |o| {
            if let Some(m) = memref_of(ctx, o).filter(|_| is_affine_access(ctx, o)) {
                let w = is_write(ctx, o);
                match v.iter_mut().find(|(x, _)| *x == m) {
                    Some(e) => e.1 |= w,
                    None => v.push((m, w)),
                }
            }
        });
        v
    };
    let dependent = |o: OpId, acc: &[(ValueId, bool)]| {
        let Some(m) = memref_of(ctx, o).filter(|_| is_affine_access(ctx, o)) else {
            return false;
        };
        match acc.iter().find(|(x, _)| *x == m) {
            Some((_, written)) => is_write(ctx, o) || *written,
            None => false,
        }
    };
    let between = |x: OpId| {
        let mut v = vec![];
        let mut cur = ctx.ops[x].next;
        while let Some(o) = cur {
            if o == b {
                break;
            }
            v.push(o);
            cur = ctx.ops[o].next;
        }
        v
    };
    let ops = between(a);
    let acc_a = accesses(a);
    let first_a = ops.iter().copied().find(|&x| {
        let mut hit = false;
        ctx.walk(x, |o| hit |= dependent(o, &acc_a));
        hit
    });
    let acc_b = accesses(b);
    let last_b = ops.iter().rev().copied().find(|&x| {
        let mut hit = false;
        ctx.walk(x, |o| {
            if hit {
                return;
            }
            if is_affine_access(ctx, o) {
                hit = dependent(o, &acc_b);
                return;
            }
            hit = ctx.ops[o].results.iter().any(|&r| {
                ctx.values[r]
                    .uses
                    .iter()
                    .any(|u| affine_for_ivs(ctx, u.op).contains(&b))
            });
        });
        hit
    });
    match (first_a, last_b) {
        (Some(f), Some(l)) if f == l || is_before(ctx, f, l) => None,
        (Some(f), _) => Some(f),
        (None, _) => Some(b),
    }
}

/// `getMaxLoopDepth`: the depth the destination accesses of the producer's memrefs allow.
fn max_loop_depth(ctx: &Context, src_ops: &[OpId], dst_ops: &[OpId]) -> usize {
    if dst_ops.is_empty() {
        return 0;
    }
    let stored: Vec<ValueId> = memrefs_of(
        ctx,
        &src_ops
            .iter()
            .copied()
            .filter(|&o| is_write(ctx, o))
            .collect::<Vec<_>>(),
    );
    let produced: Vec<ValueId> = dst_ops
        .iter()
        .filter(|&&o| is_read(ctx, o))
        .filter_map(|&o| memref_of(ctx, o))
        .filter(|m| stored.contains(m))
        .collect();
    let targets: Vec<OpId> = dst_ops
        .iter()
        .copied()
        .filter(|&o| memref_of(ctx, o).is_some_and(|m| produced.contains(&m)))
        .collect();
    if targets.is_empty() {
        return 0;
    }
    let mut depth = innermost_common_loops(ctx, &targets).len();
    if targets.iter().all(|&o| is_read(ctx, o)) {
        return depth;
    }
    for &s in &targets {
        for &d in &targets {
            let common = affine_for_ivs(ctx, s)
                .iter()
                .zip(affine_for_ivs(ctx, d).iter())
                .take_while(|(x, y)| x == y)
                .count();
            for k in 1..=common + 1 {
                if super::dependence::check_dependence(ctx, s, d, k)
                    != super::dependence::Dependence::None
                {
                    depth = depth.min(k - 1);
                    break;
                }
            }
        }
    }
    depth
}

/// What a fusion slices: the producer's stores, or the sibling's loads of one memref.
#[derive(Copy, Clone)]
enum Strategy {
    ProducerConsumer,
    Sibling(ValueId),
}

/// `canFuseLoops(src, dst, depth)`: the slice when `src` can be fused into `dst` there.
fn can_fuse_loops(
    ctx: &Context,
    src: OpId,
    dst: OpId,
    depth: usize,
    strategy: Strategy,
) -> Option<Slice> {
    if depth == 0 || ctx.ops[src].parent != ctx.ops[dst].parent {
        return None;
    }
    utils_insertion_point(ctx, src, dst)?;
    let src_first = is_before(ctx, src, dst);
    let (a, b) = if src_first { (src, dst) } else { (dst, src) };
    let ops_a = loads_and_stores(ctx, a)?;
    let ops_b = loads_and_stores(ctx, b)?;
    if matches!(strategy, Strategy::ProducerConsumer) && max_loop_depth(ctx, &ops_a, &ops_b) < depth
    {
        return None;
    }
    let num_common = affine_for_ivs(ctx, src)
        .iter()
        .zip(affine_for_ivs(ctx, dst).iter())
        .take_while(|(x, y)| x == y)
        .count();
    let strategy_ops: Vec<OpId> = match strategy {
        Strategy::ProducerConsumer => ops_a
            .iter()
            .copied()
            .filter(|&o| is_write(ctx, o))
            .collect(),
        Strategy::Sibling(m) => ops_a
            .iter()
            .copied()
            .filter(|&o| is_read(ctx, o) && memref_of(ctx, o) == Some(m))
            .collect(),
    };
    compute_slice_union(ctx, &strategy_ops, &ops_b, depth, num_common, src_first).ok()
}

/// `replaceAllMemRefUsesWith(old, new, {}, remap, extra)` with upstream's dominance filter, the
/// first op of `for_op`'s body: the uses inside the fused nest move to the private buffer.
fn replace_memref_uses(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    remap: &AffineMap,
    extra: &[ValueId],
    for_op: OpId,
) -> Option<()> {
    let body = for_parts(ctx, for_op)?.body;
    let first = ctx.blocks[body].first?;
    let how = MemrefReplacement {
        index_remap: Some(remap),
        extra_operands: extra,
        dom_filter: Some(first),
        ..MemrefReplacement::default()
    };
    replace_all_memref_uses_with(ctx, old, new, &how).then_some(())
}

/// `createPrivateMemRef`: a buffer for the part of `store`'s memref the fused nest writes at
/// `depth`, allocated at the start of the function's region, and the nest's accesses moved to
/// it. `None` (nothing changed) where the region has no constant shape.
fn create_private_memref(
    ctx: &mut Context,
    for_op: OpId,
    store: OpId,
    depth: usize,
    fast_space: Option<u32>,
    threshold: u64,
) -> Option<ValueId> {
    let old = memref_of(ctx, store)?;
    let buf = private_buffer(ctx, store, depth)?;
    let TypeKind::MemRef {
        elem, memory_space, ..
    } = ctx.kind(ctx.value_type(old)).clone()
    else {
        return None;
    };
    let elements = buf
        .shape
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))?;
    let elem_bytes = element_bytes(ctx, elem)?;
    let bytes = u64::try_from(elements.checked_mul(elem_bytes)?).ok()?;
    let space = match fast_space {
        Some(0) if bytes <= threshold => None,
        Some(s) if bytes <= threshold => Some(ctx.i64_attr(i64::from(s))),
        _ => memory_space,
    };
    let ty = ctx.ty(TypeKind::MemRef {
        shape: buf.shape.clone(),
        elem,
        layout: None,
        memory_space: space,
    });
    let region = ctx.blocks[ctx.ops[for_op].parent?].parent?;
    let top = ctx.entry_block(region)?;
    let loc = ctx.ops[for_op].loc;
    let mut b = super::utils::at(ctx, super::utils::block_start(ctx, top));
    let op = AllocOp::build(&mut b, loc, ty, &[], &[], None);
    let alloc = op.memref(ctx);
    let outer = buf.outer.len() as u32;
    let rank = buf.shape.len() as u32;
    let remap = AffineMap {
        num_dims: outer + rank,
        num_symbols: 0,
        results: buf
            .offsets
            .iter()
            .enumerate()
            .map(|(i, off)| {
                simplify(
                    &(AffineExpr::Dim(outer + i as u32) - off.clone()),
                    outer + rank,
                    0,
                )
            })
            .collect(),
    };
    replace_memref_uses(ctx, old, alloc, &remap, &buf.outer, for_op)?;
    Some(alloc)
}

/// The element size in bytes of a memref of `elem`.
fn element_bytes(ctx: &Context, elem: irbridge::ir::Type) -> Option<i64> {
    let bits = match ctx.kind(elem) {
        TypeKind::Integer { width, .. } => i64::from(*width),
        TypeKind::Float(f) => i64::from(f.bit_width()),
        TypeKind::Vector { shape, elem, .. } => {
            let e = match ctx.kind(*elem) {
                TypeKind::Integer { width, .. } => i64::from(*width),
                TypeKind::Float(f) => i64::from(f.bit_width()),
                _ => return None,
            };
            shape.iter().try_fold(e, |acc, &d| acc.checked_mul(d))?
        }
        _ => return None,
    };
    Some((bits + 7) / 8)
}

/// `GreedyFusion`.
struct Fusion<'o> {
    graph: Graph,
    o: &'o Options,
}

impl Fusion<'_> {
    /// `fuseProducerConsumerNodes`: each node (the graph's order, last first) as a destination.
    fn fuse_producer_consumer(&mut self, ctx: &mut Context, max_src_users: usize) {
        let mut work = self.graph.order.ids();
        while let Some(dst) = work.pop() {
            self.fuse_into(ctx, dst, max_src_users);
        }
    }

    /// `getProducerCandidates`: loop nests with an edge into `dst` that store what `dst` loads.
    fn producer_candidates(&self, ctx: &Context, dst: u32) -> Vec<u32> {
        let Some(ins) = self.graph.in_edges.get(&dst) else {
            return vec![];
        };
        let consumed = memrefs_of(ctx, &self.graph.nodes[&dst].loads);
        let mut out: Vec<u32> = ins
            .iter()
            .filter_map(|e| self.graph.nodes.get(&e.id))
            .filter(|n| ForOp::is(ctx, n.op))
            .filter(|n| {
                n.stores
                    .iter()
                    .any(|&s| memref_of(ctx, s).is_some_and(|m| consumed.contains(&m)))
            })
            .map(|n| n.id)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// `hasNonAffineUsersOnThePath(src, dst)`: a node between them using one of `src`'s memrefs
    /// other than through an affine access.
    fn non_affine_users_between(&self, ctx: &Context, src: u32, dst: u32) -> bool {
        let (s, d) = (self.graph.nodes[&src].op, self.graph.nodes[&dst].op);
        let mut memrefs: Vec<ValueId> = vec![];
        ctx.walk(s, |o| {
            if ForOp::is(ctx, o) {
                return;
            }
            for &v in &ctx.ops[o].operands {
                if matches!(ctx.kind(ctx.value_type(v)), TypeKind::MemRef { .. })
                    && !memrefs.contains(&v)
                {
                    memrefs.push(v);
                }
            }
        });
        memrefs.iter().any(|&m| {
            self.graph.nodes.values().any(|n| {
                if !(is_before(ctx, s, n.op) && is_before(ctx, n.op, d)) {
                    return false;
                }
                let mut hit = false;
                ctx.walk(n.op, |o| {
                    if !is_affine_access(ctx, o) && ctx.ops[o].operands.contains(&m) {
                        hit = true;
                    }
                });
                hit
            })
        })
    }

    /// `canRemoveSrcNodeAfterFusion`.
    fn can_remove_src(
        &self,
        ctx: &Context,
        src: u32,
        dst: u32,
        slice: &Slice,
        ins_point: OpId,
        escaping: &[ValueId],
    ) -> bool {
        let dst_op = self.graph.nodes[&dst].op;
        let mut has_out_deps = false;
        for e in self
            .graph
            .out_edges
            .get(&src)
            .map_or(&[][..], Vec::as_slice)
        {
            let dep = self.graph.nodes[&e.id].op;
            if dep == dst_op {
                continue;
            }
            if ctx.ops[dep].parent != ctx.ops[dst_op].parent {
                return false;
            }
            if ins_point != dep && !is_before(ctx, ins_point, dep) {
                return false;
            }
            has_out_deps = true;
        }
        if has_out_deps || !escaping.is_empty() {
            return slice_maximal(ctx, slice) == Some(true);
        }
        true
    }

    /// `canCreatePrivateMemRef`.
    fn can_privatize(
        &self,
        ctx: &Context,
        memref: ValueId,
        escaping: &[ValueId],
        src: u32,
        dst: u32,
        remove_src: bool,
    ) -> bool {
        if escaping.contains(&memref)
            && (remove_src || self.graph.nodes[&dst].store_count(ctx, memref) > 0)
        {
            return false;
        }
        if self.graph.incoming_memref_accesses(ctx, src, memref) > 0
            || self.graph.out_edge_count(dst, Some(memref)) > 0
        {
            return false;
        }
        if remove_src
            && self
                .graph
                .out_edges
                .get(&src)
                .is_some_and(|es| es.iter().any(|e| e.value == memref && e.id != dst))
        {
            return false;
        }
        true
    }

    /// `performFusionsIntoDest`.
    fn fuse_into(&mut self, ctx: &mut Context, dst: u32, max_src_users: usize) {
        let Some(dst_node) = self.graph.nodes.get(&dst) else {
            return;
        };
        let dst_for = dst_node.op;
        if !ForOp::is(ctx, dst_for) || !ctx.ops[dst_for].results.is_empty() {
            return;
        }
        // Parallel loops outermost give the deepest fusion.
        let dst_for = super::utils::sink_sequential_loops(ctx, dst_for);
        if let Some(n) = self.graph.nodes.get_mut(&dst) {
            n.op = dst_for;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for src in self.producer_candidates(ctx, dst).into_iter().rev() {
                if !self.graph.nodes.contains_key(&src) {
                    continue;
                }
                let src_for = self.graph.nodes[&src].op;
                if !ctx.ops[src_for].results.is_empty() {
                    continue;
                }
                let stored = memrefs_of(ctx, &self.graph.nodes[&src].stores);
                let pc_memrefs: Vec<ValueId> = memrefs_of(ctx, &self.graph.nodes[&dst].loads)
                    .into_iter()
                    .filter(|m| stored.contains(m))
                    .collect();
                if pc_memrefs
                    .iter()
                    .any(|&m| self.graph.out_edge_count(src, Some(m)) > max_src_users)
                {
                    continue;
                }
                let escaping: Vec<ValueId> = stored
                    .iter()
                    .copied()
                    .filter(|&m| is_escaping(ctx, m, self.graph.block))
                    .collect();
                if !escaping.is_empty() && self.non_affine_users_between(ctx, src, dst) {
                    continue;
                }
                let Some(ins_point) = self.graph.fused_insertion_point(ctx, src, dst) else {
                    continue;
                };
                let surrounding = affine_for_ivs(ctx, dst_for).len();
                let dst_node = &self.graph.nodes[&dst];
                let dst_memref_ops: Vec<OpId> = dst_node
                    .loads
                    .iter()
                    .chain(dst_node.stores.iter())
                    .copied()
                    .filter(|&o| memref_of(ctx, o).is_some_and(|m| pc_memrefs.contains(&m)))
                    .collect();
                if dst_memref_ops.is_empty() {
                    continue;
                }
                let depth_test = innermost_common_loops(ctx, &dst_memref_ops)
                    .len()
                    .saturating_sub(surrounding);
                let mut slices = vec![Slice::default(); depth_test];
                let mut max_legal = 0;
                for i in 1..=depth_test {
                    if let Some(s) = can_fuse_loops(
                        ctx,
                        src_for,
                        dst_for,
                        i + surrounding,
                        Strategy::ProducerConsumer,
                    ) {
                        slices[i - 1] = s;
                        max_legal = i;
                    }
                }
                if max_legal == 0 {
                    continue;
                }
                let mut best = max_legal;
                if !self.o.maximal {
                    let producer_stores: Vec<OpId> = self.graph.nodes[&src]
                        .stores
                        .iter()
                        .copied()
                        .filter(|&s| memref_of(ctx, s).is_some_and(|m| pc_memrefs.contains(&m)))
                        .collect();
                    // With several producer stores upstream fuses at the deepest legal depth.
                    if producer_stores.len() == 1 {
                        match profitable_depth(
                            ctx,
                            producer_stores[0],
                            dst_for,
                            &slices,
                            max_legal,
                            self.o.compute_tolerance,
                        ) {
                            Some(d) => best = d,
                            None => continue,
                        }
                    }
                }
                let slice = slices[best - 1].clone();
                if slice.is_empty() {
                    continue;
                }
                let remove_src = self.can_remove_src(ctx, src, dst, &slice, ins_point, &escaping);
                let private: Vec<ValueId> = pc_memrefs
                    .iter()
                    .copied()
                    .filter(|&m| self.can_privatize(ctx, m, &escaping, src, dst, remove_src))
                    .collect();
                if fuse_loops(ctx, src_for, &slice, false).is_none() {
                    continue;
                }
                changed = true;
                if ins_point != dst_for {
                    ctx.detach_op(dst_for);
                    ctx.insert_op_before(ins_point, dst_for);
                }
                self.graph
                    .update_edges_after_fusion(ctx, src, dst, &private, remove_src);
                if !private.is_empty() {
                    // Stores to each private memref in the fused nest, in walk order.
                    let mut per_memref: Vec<(ValueId, OpId)> = vec![];
                    ctx.walk(dst_for, |o| {
                        if let Some(m) = memref_of(ctx, o).filter(|_| is_write(ctx, o)) {
                            if private.contains(&m) && !per_memref.iter().any(|(x, _)| *x == m) {
                                per_memref.push((m, o));
                            }
                        }
                    });
                    for (_, store) in per_memref {
                        if let Some(new) = create_private_memref(
                            ctx,
                            dst_for,
                            store,
                            best,
                            self.o.fast_mem_space,
                            self.o.local_buf_threshold_bytes,
                        ) {
                            if let Some(def) = ctx.defining_op(new) {
                                let id = self.graph.add_node(def);
                                self.graph.add_edge(ctx, id, dst, new);
                            }
                        }
                    }
                }
                let c = collect(ctx, dst_for);
                if let Some(n) = self.graph.nodes.get_mut(&dst) {
                    n.loads = c.loads;
                    n.stores = c.stores;
                }
                if remove_src {
                    ctx.erase_op(src_for);
                    self.graph.remove_node(ctx, src);
                }
            }
        }
    }

    /// `fuseSiblingNodes`.
    fn fuse_siblings(&mut self, ctx: &mut Context) {
        let mut work = self.graph.order.ids();
        while let Some(dst) = work.pop() {
            let Some(n) = self.graph.nodes.get(&dst) else {
                continue;
            };
            if !ForOp::is(ctx, n.op) {
                continue;
            }
            self.fuse_with_siblings(ctx, dst);
        }
    }

    /// `canFuseWithSibNode` inside `findSiblingNodeToFuse`.
    fn can_fuse_with_sibling(&self, ctx: &Context, sib: u32, dst: u32, memref: ValueId) -> bool {
        let s = &self.graph.nodes[&sib];
        if s.load_count(ctx, memref) != 1 {
            return false;
        }
        if self.graph.has_dependence_path(ctx, sib, dst)
            || self.graph.has_dependence_path(ctx, dst, sib)
        {
            return false;
        }
        if s.load_and_store_memrefs(ctx)
            .iter()
            .any(|&m| self.graph.incoming_memref_accesses(ctx, sib, m) > 0)
        {
            return false;
        }
        if memrefs_of(ctx, &s.stores).len() > 1 {
            return false;
        }
        !(self.non_affine_users_between(ctx, dst, sib)
            || self.non_affine_users_between(ctx, sib, dst))
    }

    /// `findSiblingNodeToFuse`: a loop nest loading a memref `dst` loads too, first among the
    /// users of the block's arguments, then among the consumers of `dst`'s producers.
    fn find_sibling(
        &self,
        ctx: &Context,
        dst: u32,
        visited: &mut Vec<u32>,
    ) -> Option<(u32, ValueId)> {
        let block = self.graph.block;
        let dst_node = &self.graph.nodes[&dst];
        for &arg in &ctx.blocks[block].args {
            for u in &ctx.values[arg].uses {
                if !is_read(ctx, u.op) {
                    continue;
                }
                let Some(top) = affine_for_ivs(ctx, u.op)
                    .into_iter()
                    .find(|&l| ctx.ops[l].parent == Some(block))
                else {
                    continue;
                };
                let Some(sib) = self.graph.for_node(top) else {
                    continue;
                };
                if sib == dst || visited.contains(&sib) {
                    continue;
                }
                let Some(m) = memref_of(ctx, u.op) else {
                    continue;
                };
                if dst_node.load_count(ctx, m) == 0 {
                    continue;
                }
                if self.can_fuse_with_sibling(ctx, sib, dst, m) {
                    visited.push(sib);
                    return Some((sib, m));
                }
            }
        }
        let ins: Vec<_> = self
            .graph
            .memref_edges(ctx, dst, true)
            .into_iter()
            .filter(|e| {
                dst_node.load_count(ctx, e.value) > 0
                    && self.graph.nodes[&e.id].store_count(ctx, e.value) > 0
            })
            .collect();
        for e_in in ins {
            let found = self
                .graph
                .memref_edges(ctx, e_in.id, false)
                .into_iter()
                .filter(|e| !visited.contains(&e.id) && e.id != dst && e.value == e_in.value)
                .find(|e| {
                    ForOp::is(ctx, self.graph.nodes[&e.id].op)
                        && self.can_fuse_with_sibling(ctx, e.id, dst, e.value)
                });
            if let Some(e) = found {
                visited.push(e.id);
                return Some((e.id, e.value));
            }
        }
        None
    }

    /// `fuseWithSiblingNodes`.
    fn fuse_with_siblings(&mut self, ctx: &mut Context, dst: u32) {
        let mut visited = vec![];
        let dst_for = self.graph.nodes[&dst].op;
        while let Some((sib, memref)) = self.find_sibling(ctx, dst, &mut visited) {
            let sib_for = self.graph.nodes[&sib].op;
            let ins_point = if is_before(ctx, sib_for, dst_for) {
                self.graph.fused_insertion_point(ctx, sib, dst)
            } else {
                self.graph.fused_insertion_point(ctx, dst, sib)
            };
            let Some(ins_point) = ins_point else {
                continue;
            };
            let sib_load = self.graph.nodes[&sib].loads_on(ctx, memref);
            let dst_loads = self.graph.nodes[&dst].loads_on(ctx, memref);
            if sib_load.len() != 1 || dst_loads.is_empty() {
                continue;
            }
            let surrounding = affine_for_ivs(ctx, dst_for).len();
            let depth_test = affine_for_ivs(ctx, dst_loads[0])
                .len()
                .saturating_sub(surrounding);
            let mut slices = vec![Slice::default(); depth_test];
            let mut max_legal = 0;
            for i in 1..=depth_test {
                if let Some(s) = can_fuse_loops(
                    ctx,
                    sib_for,
                    dst_for,
                    i + surrounding,
                    Strategy::Sibling(memref),
                ) {
                    slices[i - 1] = s;
                    max_legal = i;
                }
            }
            if max_legal == 0 {
                continue;
            }
            let mut best = max_legal;
            if !self.o.maximal {
                match profitable_depth(
                    ctx,
                    sib_load[0],
                    dst_for,
                    &slices,
                    max_legal,
                    self.o.compute_tolerance,
                ) {
                    Some(d) => best = d,
                    None => continue,
                }
            }
            let slice = slices[best - 1].clone();
            let innermost = best == depth_test;
            if slice.is_empty() || fuse_loops(ctx, sib_for, &slice, innermost).is_none() {
                continue;
            }
            if ins_point != dst_for {
                ctx.detach_op(dst_for);
                ctx.insert_op_before(ins_point, dst_for);
            }
            self.graph.update_edges_after_sibling_fusion(ctx, sib, dst);
            let c = collect(ctx, dst_for);
            if let Some(n) = self.graph.nodes.get_mut(&dst) {
                n.loads = c.loads;
                n.stores = c.stores;
            }
            if self.graph.out_edge_count(sib, None) == 0 {
                self.graph.remove_node(ctx, sib);
                ctx.erase_op(sib_for);
            }
        }
    }

    /// `eraseUnusedMemRefAllocations`: `memref.alloc`s without edges nor uses.
    fn erase_unused_allocations(&mut self, ctx: &mut Context) {
        for &(m, count) in &self.graph.memref_edge_count {
            if count > 0 || !ctx.values[m].uses.is_empty() {
                continue;
            }
            if let Some(def) = ctx.defining_op(m) {
                if AllocOp::is(ctx, def) && !ctx.ops[def].erased {
                    ctx.erase_op(def);
                }
            }
        }
    }
}
