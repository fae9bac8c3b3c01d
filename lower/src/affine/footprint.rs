//! The memory footprint of a loop nest (upstream's `getMemoryFootprintBytes` over
//! `MemRefRegion`s): for each affine access, the elements of its memref it can touch as a
//! system over the subscripts (the access map's equalities, the domains of the loops whose
//! induction variables it uses, the memref's shape), the loops inside the nest projected out;
//! each subscript's extent is the smallest constant difference of a lower and upper bound pair
//! (`getConstantBoundOnDimSize`), else the memref's static size. Regions of one memref are
//! joined as bounding boxes.
//!
//! Simplified from upstream: a union of two regions needs lower bounds that differ by a constant
//! (upstream's `unionBoundingBox` also joins others through their constant bounds), and
//! `affine.parallel` domains are not added.

use super::dependence::{access_map, is_read, is_write, memref_of};
use super::presburger::{flatten_exprs, Rel};
use super::utils::{for_parts, single_constant};
use irbridge::dialect::affine::canon::{canonicalize_map_and_operands, simplify_map};
use irbridge::dialect::affine::{ForOp, ParallelOp};
use irbridge::dialect::scf::syntax::constant_int_value;
use irbridge::ir::attrs::AffineMap;
use irbridge::ir::{AttrKind, Context, OpId, TypeKind, ValueId};

/// What a column of a region's system stands for.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Col {
    /// A subscript of the access.
    Subscript,
    Value(ValueId),
    Local,
}

/// A constraint system over value columns (`FlatAffineValueConstraints`); rows are
/// `[columns.., constant]`, inequalities mean `>= 0`.
#[derive(Default)]
pub(super) struct Sys {
    pub cols: Vec<Col>,
    pub eqs: Vec<Vec<i128>>,
    pub ineqs: Vec<Vec<i128>>,
}

impl Sys {
    fn add(&mut self, c: Col) -> usize {
        let at = self.cols.len();
        self.cols.push(c);
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.insert(at, 0);
        }
        at
    }
    pub fn value(&mut self, v: ValueId) -> usize {
        match self.cols.iter().position(|c| *c == Col::Value(v)) {
            Some(i) => i,
            None => self.add(Col::Value(v)),
        }
    }
    fn row(&self) -> Vec<i128> {
        vec![0; self.cols.len() + 1]
    }
    /// Rows made before later columns were added, widened.
    pub fn widen(&self, r: &[i128]) -> Vec<i128> {
        let mut out = self.row();
        let n = r.len() - 1;
        out[..n].copy_from_slice(&r[..n]);
        let w = out.len() - 1;
        out[w] = r[n];
        out
    }
    /// The flat forms of `map`'s results over `operands` (a column each), locals for divisions.
    fn flatten(&mut self, map: &AffineMap, operands: &[ValueId]) -> Option<Vec<Vec<i128>>> {
        let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
        let cols: Vec<usize> = operands.iter().map(|&v| self.value(v)).collect();
        let (rows, local_cst, nl) = flatten_exprs(&map.results, nd, ns)?;
        let locals: Vec<usize> = (0..nl).map(|_| self.add(Col::Local)).collect();
        let embed = |sys: &Sys, r: &[i128]| {
            let mut out = sys.row();
            for (i, c) in r.iter().enumerate().take(nd + ns + nl) {
                let at = if i < nd + ns {
                    *cols.get(i)?
                } else {
                    locals[i - nd - ns]
                };
                out[at] += c;
            }
            let n = out.len();
            out[n - 1] = *r.last()?;
            Some(out)
        };
        for c in &local_cst {
            let r = embed(self, c)?;
            self.ineqs.push(r);
        }
        rows.iter().map(|r| embed(self, r)).collect()
    }

    /// `addAffineForOpDomain`: the loop's bounds (and its stride from a constant lower bound).
    pub fn add_for_domain(&mut self, ctx: &Context, op: OpId) -> Option<()> {
        let p = for_parts(ctx, op)?;
        let pos = self.value(p.iv);
        if p.step != 1 {
            if let Some(lb) = single_constant(&p.lb.map) {
                // iv = lb + step * q.
                let q = self.add(Col::Local);
                let mut eq = self.row();
                let n = eq.len() - 1;
                eq[pos] = 1;
                eq[q] = -i128::from(p.step);
                eq[n] = -i128::from(lb);
                self.eqs.push(eq);
            }
        }
        for (vm, lower) in [(&p.lb, true), (&p.ub, false)] {
            // `addBound` composes, simplifies and canonicalizes the bound first.
            let (mut map, mut operands) = (vm.map.clone(), vm.operands.clone());
            super::utils::fully_compose(ctx, &mut map, &mut operands);
            simplify_map(&mut map);
            canonicalize_map_and_operands(ctx, &mut map, &mut operands);
            for e in self.flatten(&map, &operands)? {
                let pos = self.value(p.iv);
                self.ineqs.push(super::dependence::bound_row(e, pos, lower));
            }
        }
        Some(())
    }
}

/// The extent of one subscript of a region, from the bound pair that gave it: the lower bound
/// row `divisor * x + coeffs . values + lower >= 0`, the upper bound row
/// `-divisor * x - coeffs . values + upper >= 0`, and the number of elements between them.
#[derive(Clone, PartialEq)]
struct Extent {
    coeffs: Vec<(ValueId, i128)>,
    lower: i128,
    upper: i128,
    divisor: i128,
    size: i128,
}

/// A region of one memref: an extent per subscript, `None` where no constant one was found.
struct Region {
    memref: ValueId,
    extents: Vec<Option<Extent>>,
    /// The values the region is symbolic in (the system's columns after the subscripts).
    symbols: Vec<ValueId>,
}

pub(super) fn is_affine_iv(ctx: &Context, v: ValueId) -> bool {
    let Some(b) = ctx.value_block(v) else {
        return false;
    };
    let Some(owner) = ctx.block_parent_op(b) else {
        return false;
    };
    (ForOp::is(ctx, owner) || ParallelOp::is(ctx, owner))
        && ctx.defining_op(v).is_none()
        && ctx.entry_block(ctx.ops[owner].regions[0]) == Some(b)
}

/// The induction variables of the `affine.for` and `affine.parallel` ops around `op`.
fn enclosing_ivs(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let mut out = vec![];
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ForOp::is(ctx, p) || ParallelOp::is(ctx, p) {
            if let Some(b) = ctx.ops[p].regions.first().and_then(|&r| ctx.entry_block(r)) {
                out.extend(ctx.blocks[b].args.iter().rev().copied());
            }
        }
        cur = ctx.parent_op(p);
    }
    out.reverse();
    out
}

/// `MemRefRegion::compute(op, loop_depth)` then each subscript's constant extent.
fn region(ctx: &Context, op: OpId, loop_depth: usize) -> Option<Region> {
    region_in_slice(ctx, op, loop_depth, None)
}

/// A computation slice as loop fusion hands it to `MemRefRegion::compute`: each slice loop's
/// induction variable with its bounds (`None`: the loop's own), maps over `operands`.
pub struct SliceBounds<'a> {
    pub ivs: &'a [ValueId],
    pub lbs: &'a [Option<AffineMap>],
    pub ubs: &'a [Option<AffineMap>],
    pub operands: &'a [ValueId],
}

/// `MemRefRegion::compute(op, loop_depth, slice)`: the slice's operands join as symbols with
/// their loop domains, and its bounds constrain the slice loops (`addSliceBounds`).
fn region_in_slice(
    ctx: &Context,
    op: OpId,
    loop_depth: usize,
    slice: Option<&SliceBounds<'_>>,
) -> Option<Region> {
    let memref = memref_of(ctx, op)?;
    let (map, operands) = access_map(ctx, op)?;
    let rank = map.results.len();
    let mut sys = Sys::default();
    for _ in 0..rank {
        sys.add(Col::Subscript);
    }
    for &v in &operands {
        sys.value(v);
    }
    for &v in &operands {
        if let Some(owner) = ctx.value_block(v).and_then(|b| ctx.block_parent_op(b)) {
            if ForOp::is(ctx, owner) && for_parts(ctx, owner).is_some_and(|p| p.iv == v) {
                sys.add_for_domain(ctx, owner)?;
                continue;
            }
        }
        if let Some(c) = constant_int_value(ctx, v) {
            let pos = sys.value(v);
            let mut r = sys.row();
            let n = r.len() - 1;
            r[pos] = 1;
            r[n] = -i128::from(c);
            sys.eqs.push(r);
        }
    }
    if let Some(sl) = slice {
        add_slice_bounds(ctx, &mut sys, &operands, sl)?;
    }
    // Subscript k equals the access map's result k.
    let rows = sys.flatten(&map, &operands)?;
    for (k, r) in rows.iter().enumerate() {
        let mut r = sys.widen(r);
        r[k] -= 1;
        sys.eqs.push(r);
    }
    let eqs: Vec<Vec<i128>> = sys.eqs.iter().map(|r| sys.widen(r)).collect();
    let ineqs: Vec<Vec<i128>> = sys.ineqs.iter().map(|r| sys.widen(r)).collect();
    let mut rel = Rel::new(sys.cols.len(), 0, eqs, ineqs);
    // Induction variables inside the nest and locals go; the rest are the region's symbols.
    let mut keep_ivs = enclosing_ivs(ctx, op);
    keep_ivs.truncate(loop_depth);
    // As `MemRefRegion::compute`: the induction variables one at a time in column order, then
    // the locals together (the order decides what integer tightening finds).
    let is_gone_iv =
        |c: &Col| matches!(c, Col::Value(v) if is_affine_iv(ctx, *v) && !keep_ivs.contains(v));
    let mut kept: Vec<Col> = sys.cols.clone();
    while let Some(at) = kept.iter().position(is_gone_iv) {
        rel.project_out(&[at])?;
        kept.remove(at);
    }
    let locals: Vec<usize> = (0..kept.len()).filter(|&i| kept[i] == Col::Local).collect();
    rel.project_out(&locals)?;
    kept.retain(|c| *c != Col::Local);
    // The memref's shape bounds each subscript.
    let shape = match ctx.kind(ctx.value_type(memref)) {
        TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => return None,
    };
    let width = kept.len() + 1;
    for (k, &d) in shape.iter().enumerate().take(rank) {
        let mut lb = vec![0; width];
        lb[k] = 1;
        rel.add_inequality(lb);
        if d >= 0 {
            let mut ub = vec![0; width];
            ub[k] = -1;
            ub[width - 1] = i128::from(d) - 1;
            rel.add_inequality(ub);
        }
    }
    let (eqs, ineqs) = rel.rows();
    let extents = (0..rank)
        .map(|k| constant_extent(k, rank, &kept, eqs, ineqs))
        .collect();
    let symbols = kept
        .iter()
        .filter_map(|c| match c {
            Col::Value(v) => Some(*v),
            _ => None,
        })
        .collect();
    Some(Region {
        memref,
        extents,
        symbols,
    })
}

/// The slice part of `MemRefRegion::compute`: operands not already columns are added with
/// their loop domains (or constant values), then `addSliceBounds`: a slice loop with bounds
/// `[e, e + 1)` is pinned to `e`, otherwise bounded by each bound given; slice loops that are
/// not columns are skipped.
fn add_slice_bounds(
    ctx: &Context,
    sys: &mut Sys,
    access_operands: &[ValueId],
    sl: &SliceBounds<'_>,
) -> Option<()> {
    for &v in sl.operands {
        if access_operands.contains(&v) {
            continue;
        }
        sys.value(v);
        if let Some(owner) = ctx.value_block(v).and_then(|b| ctx.block_parent_op(b)) {
            if ForOp::is(ctx, owner) && for_parts(ctx, owner).is_some_and(|p| p.iv == v) {
                sys.add_for_domain(ctx, owner)?;
                continue;
            }
        }
        if let Some(c) = constant_int_value(ctx, v) {
            let pos = sys.value(v);
            let mut r = sys.row();
            let n = r.len() - 1;
            r[pos] = 1;
            r[n] = -i128::from(c);
            sys.eqs.push(r);
        }
    }
    for (i, &iv) in sl.ivs.iter().enumerate() {
        let Some(pos) = sys.cols.iter().position(|c| *c == Col::Value(iv)) else {
            continue;
        };
        let (lb, ub) = (sl.lbs.get(i)?.as_ref(), sl.ubs.get(i)?.as_ref());
        if let (Some(l), Some(u)) = (lb, ub) {
            if let ([le], [ue]) = (l.results.as_slice(), u.results.as_slice()) {
                if le.clone() + irbridge::ir::attrs::AffineExpr::Const(1) == *ue {
                    for r in sys.flatten(l, sl.operands)? {
                        let mut r = sys.widen(&r);
                        r[pos] -= 1;
                        sys.eqs.push(r);
                    }
                    continue;
                }
            }
        }
        for (m, lower) in [(lb, true), (ub, false)] {
            let Some(m) = m else { continue };
            for e in sys.flatten(m, sl.operands)? {
                let e = sys.widen(&e);
                sys.ineqs.push(super::dependence::bound_row(e, pos, lower));
            }
        }
    }
    Some(())
}

/// `MemRefRegion::compute(op, 0, slice).getRegionSize()`: the bytes a slice of a write
/// touches (`None` without a constant bound).
pub fn slice_region_bytes(
    ctx: &Context,
    op: OpId,
    slice: Option<&SliceBounds<'_>>,
) -> Option<i128> {
    region_size(ctx, &region_in_slice(ctx, op, 0, slice)?)
}

/// The buffer `createPrivateMemRef` allocates for the region `op` writes at `loop_depth`
/// (`getConstantBoundingSizeAndShape`): its shape, the values it is symbolic in, and per
/// subscript the lower bound as an expression over those values (dims, in order).
pub struct PrivateBuffer {
    pub shape: Vec<i64>,
    pub outer: Vec<ValueId>,
    pub offsets: Vec<irbridge::ir::attrs::AffineExpr>,
}

/// See [`PrivateBuffer`]; `None` for a dynamic size without a constant bound.
pub fn private_buffer(ctx: &Context, op: OpId, loop_depth: usize) -> Option<PrivateBuffer> {
    use irbridge::ir::attrs::AffineExpr;
    let r = region(ctx, op, loop_depth)?;
    let TypeKind::MemRef { shape, .. } = ctx.kind(ctx.value_type(r.memref)) else {
        return None;
    };
    let mut out = PrivateBuffer {
        shape: vec![],
        outer: r.symbols.clone(),
        offsets: vec![],
    };
    for (k, e) in r.extents.iter().enumerate() {
        match e {
            Some(e) => {
                out.shape.push(i64::try_from(e.size).ok()?);
                // `x >= ceil(-(coeffs . values + lower) / divisor)`, as a floor division.
                let mut off = AffineExpr::Const(0);
                for (j, v) in r.symbols.iter().enumerate() {
                    let c = e.coeffs.iter().find(|(x, _)| x == v).map_or(0, |(_, c)| *c);
                    off = off
                        + AffineExpr::Dim(j as u32) * AffineExpr::Const(i64::try_from(-c).ok()?);
                }
                let constant = i64::try_from(-e.lower + e.divisor - 1).ok()?;
                let divisor = i64::try_from(e.divisor).ok()?;
                out.offsets.push(
                    (off + AffineExpr::Const(constant)).floor_div(AffineExpr::Const(divisor)),
                );
            }
            None => {
                let d = *shape.get(k)?;
                if d < 0 {
                    return None;
                }
                out.shape.push(d);
                out.offsets.push(AffineExpr::Const(0));
            }
        }
    }
    Some(out)
}

/// `getConstantBoundOnDimSize(k)`: size one for an equality on subscript `k` and symbols, else
/// the smallest constant difference of a lower and an upper bound over the same symbols.
fn constant_extent(
    k: usize,
    rank: usize,
    cols: &[Col],
    eqs: &[Vec<i128>],
    ineqs: &[Vec<i128>],
) -> Option<Extent> {
    let n = cols.len();
    let only_k = |r: &Vec<i128>| r[k] != 0 && (0..rank).all(|j| j == k || r[j] == 0);
    let extent_of = |lb: &Vec<i128>, ub: &Vec<i128>, size: i128| Extent {
        coeffs: (rank..n)
            .filter(|&j| lb[j] != 0)
            .filter_map(|j| match cols[j] {
                Col::Value(v) => Some((v, lb[j])),
                _ => None,
            })
            .collect(),
        lower: lb[n],
        upper: ub[n],
        divisor: lb[k],
        size,
    };
    if let Some(r) = eqs.iter().find(|r| only_k(r)) {
        let lb: Vec<i128> = if r[k] > 0 {
            r.clone()
        } else {
            r.iter().map(|x| -x).collect()
        };
        let ub: Vec<i128> = lb.iter().map(|x| -x).collect();
        return Some(extent_of(&lb, &ub, 1));
    }
    let mut best: Option<Extent> = None;
    for u in ineqs.iter().filter(|r| only_k(r) && r[k] < 0) {
        for l in ineqs.iter().filter(|r| only_k(r) && r[k] > 0) {
            if (0..n).any(|j| u[j] != -l[j]) {
                continue;
            }
            let num = u[n] + l[n] + 1;
            let diff = (num + l[k] - 1).div_euclid(l[k]).max(0);
            if best.as_ref().is_none_or(|b| diff < b.size) {
                best = Some(extent_of(l, u, diff));
            }
        }
    }
    best
}

/// `unionBoundingBox`: per subscript, both extents constant with the same divisor and lower
/// bounds that differ by a constant give the extent from the smaller lower bound to the larger
/// upper one; anything else fails.
fn union(a: &mut Region, b: &Region) -> Option<()> {
    let mut joined = Vec::with_capacity(a.extents.len());
    for (x, y) in a.extents.iter().zip(&b.extents) {
        let (p, q) = (x.as_ref()?, y.as_ref()?);
        if p.coeffs != q.coeffs || p.divisor != q.divisor {
            return None;
        }
        let (lower, upper) = (p.lower.max(q.lower), p.upper.max(q.upper));
        let d = p.divisor;
        let size = (upper + lower + 1 + d - 1).div_euclid(d).max(0);
        joined.push(Some(Extent {
            lower,
            upper,
            size,
            ..p.clone()
        }));
    }
    a.extents = joined;
    Some(())
}

/// `getMemRefIntOrFloatEltSizeInBytes`.
fn element_size_bytes(ctx: &Context, elem: irbridge::ir::Type) -> Option<i128> {
    let bits = match ctx.kind(elem) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Float(f) => u64::from(f.bit_width()),
        TypeKind::Vector { shape, elem, .. } => {
            let e = match ctx.kind(*elem) {
                TypeKind::Integer { width, .. } => u64::from(*width),
                TypeKind::Float(f) => u64::from(f.bit_width()),
                _ => return None,
            };
            shape
                .iter()
                .try_fold(e, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?))?
        }
        _ => return None,
    };
    Some(i128::from(bits.div_ceil(8)))
}

/// `MemRefRegion::getRegionSize`: elements times element size, for identity layouts.
fn region_size(ctx: &Context, r: &Region) -> Option<i128> {
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        ..
    } = ctx.kind(ctx.value_type(r.memref))
    else {
        return None;
    };
    if let Some(l) = layout {
        match ctx.attr_kind(*l) {
            AttrKind::AffineMap(m) if m.is_identity() => {}
            _ => return None,
        }
    }
    let mut elements: i128 = 1;
    for (k, e) in r.extents.iter().enumerate() {
        let size = match e {
            Some(e) => e.size,
            None => {
                let d = *shape.get(k)?;
                if d < 0 {
                    return None;
                }
                i128::from(d)
            }
        };
        elements = elements.checked_mul(size)?;
    }
    elements.checked_mul(element_size_bytes(ctx, *elem)?)
}

/// `getMemoryFootprintBytes(forOp)`: the bytes of the regions the accesses in `for_op` touch,
/// symbolic in the loops around it; `None` when one cannot be bounded.
pub fn memory_footprint_bytes(ctx: &mut Context, for_op: OpId) -> Option<i128> {
    let depth = enclosing_ivs(ctx, for_op).len();
    let mut accesses = vec![];
    ctx.walk(for_op, |op| {
        if is_read(ctx, op) || is_write(ctx, op) {
            accesses.push(op);
        }
    });
    let mut regions: Vec<Region> = vec![];
    for op in accesses {
        let r = region(ctx, op, depth)?;
        match regions.iter_mut().find(|x| x.memref == r.memref) {
            Some(x) => {
                if union(x, &r).is_none() {
                    let loc = ctx.ops[op].loc;
                    ctx.emit_warning(
                        loc,
                        "getMemoryFootprintBytes: unable to perform a union on a memory region",
                    );
                    return None;
                }
            }
            None => regions.push(r),
        }
    }
    regions
        .iter()
        .try_fold(0i128, |acc, r| acc.checked_add(region_size(ctx, r)?))
}

/// `ComputationSliceState::isSliceValid` without its fast check: whether every iteration of the
/// slice (its operands over their loop domains, its loops within its bounds) lies in the slice
/// loops' own domains. Each domain inequality is negated in turn and the system tested for
/// emptiness; `None` where that cannot be decided (strided loops, overflow).
pub fn slice_within_domains(ctx: &Context, sl: &SliceBounds<'_>) -> Option<bool> {
    let mut sys = Sys::default();
    for &iv in sl.ivs {
        sys.value(iv);
    }
    add_slice_bounds(ctx, &mut sys, &[], sl)?;
    for &iv in sl.ivs {
        let owner = ctx.block_parent_op(ctx.value_block(iv)?)?;
        let p = for_parts(ctx, owner)?;
        if p.step != 1 {
            return None;
        }
        let mut with = Sys {
            cols: sys.cols.clone(),
            eqs: sys.eqs.clone(),
            ineqs: sys.ineqs.clone(),
        };
        let before = with.ineqs.len();
        with.add_for_domain(ctx, owner)?;
        let domain: Vec<Vec<i128>> = with.ineqs[before..].iter().map(|r| with.widen(r)).collect();
        let base_eqs: Vec<Vec<i128>> = with.eqs.iter().map(|r| with.widen(r)).collect();
        let base_ineqs: Vec<Vec<i128>> = sys.ineqs.iter().map(|r| with.widen(r)).collect();
        for r in &domain {
            // Not (r >= 0): -r - 1 >= 0.
            let mut neg: Vec<i128> = r.iter().map(|x| -x).collect();
            let n = neg.len() - 1;
            neg[n] -= 1;
            let mut ineqs = base_ineqs.clone();
            ineqs.push(neg);
            let rel = Rel::new(with.cols.len(), 0, base_eqs.clone(), ineqs);
            if !rel.is_empty()? {
                return Some(false);
            }
        }
    }
    Some(true)
}
