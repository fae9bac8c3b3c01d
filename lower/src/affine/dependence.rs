//! Memory dependences between affine accesses (upstream's `checkMemrefAccessDependence` as
//! `isLoopMemoryParallel` asks it): the iteration domains of a source and a destination access
//! (the bounds of their enclosing `affine.for` loops, steps, `affine.if` conditions), equal
//! subscripts and "source before destination at `depth`" as one integer constraint system,
//! which has a dependence unless the emptiness test proves it empty. Values are columns: each
//! side's induction variables, symbols shared by both sides (by value), and division locals.

use super::presburger::{flatten_exprs, Rel};
use super::utils::{for_parts, single_constant};
use irbridge::dialect::affine::canon::{canonicalize_map_and_operands, simplify_map};
use irbridge::dialect::affine::{
    map_named, map_of, map_operands_start, ForOp, IfOp, LoadOp, ParallelOp, StoreOp, VectorLoadOp,
    VectorStoreOp,
};
use irbridge::ir::attrs::AffineMap;
use irbridge::ir::{Context, OpId, ValueId};
use irbridge::ods::traits;

/// `DependenceResult`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dependence {
    None,
    Has,
    Failure,
}

pub fn is_read(ctx: &Context, op: OpId) -> bool {
    LoadOp::is(ctx, op) || VectorLoadOp::is(ctx, op)
}

pub fn is_write(ctx: &Context, op: OpId) -> bool {
    StoreOp::is(ctx, op) || VectorStoreOp::is(ctx, op)
}

/// The memref of an affine read or write.
pub fn memref_of(ctx: &Context, op: OpId) -> Option<ValueId> {
    ctx.ops[op]
        .operands
        .get(usize::from(is_write(ctx, op)))
        .copied()
}

/// What a column stands for.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Var {
    /// An induction variable (or another dim) of one side.
    Dim(bool, ValueId),
    Sym(ValueId),
    Local,
    /// The difference of the destination's and the source's induction variable of a common
    /// loop (a direction vector component).
    Diff(usize),
}

/// The system being built; rows have a column per variable and the constant last.
#[derive(Default)]
struct Sys {
    vars: Vec<Var>,
    eqs: Vec<Vec<i128>>,
    ineqs: Vec<Vec<i128>>,
}

impl Sys {
    fn add_var(&mut self, v: Var) -> usize {
        let at = self.vars.len();
        self.vars.push(v);
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.insert(at, 0);
        }
        at
    }

    fn col(&mut self, v: Var) -> usize {
        match self.vars.iter().position(|x| *x == v) {
            Some(i) if v != Var::Local => i,
            _ => self.add_var(v),
        }
    }

    fn row(&self) -> Vec<i128> {
        vec![0; self.vars.len() + 1]
    }

    /// Flat forms of `exprs` with their dims and symbols at columns `cols`, new locals for their
    /// divisions (and the locals' bounds added); `None` for semi-affine expressions.
    fn flatten(&mut self, map: &AffineMap, cols: &[usize]) -> Option<Vec<Vec<i128>>> {
        let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
        let (rows, local_cst, nl) = flatten_exprs(&map.results, nd, ns)?;
        let locals: Vec<usize> = (0..nl).map(|_| self.add_var(Var::Local)).collect();
        let embed = |sys: &Sys, r: &[i128]| {
            let mut out = sys.row();
            for (i, c) in r.iter().enumerate().take(nd + ns + nl) {
                let at = if i < nd + ns {
                    cols[i]
                } else {
                    locals[i - nd - ns]
                };
                out[at] += c;
            }
            let n = out.len();
            out[n - 1] = *r.last().unwrap_or(&0);
            out
        };
        for c in &local_cst {
            let r = embed(self, c);
            self.ineqs.push(r);
        }
        Some(rows.iter().map(|r| embed(self, r)).collect())
    }
}

/// `getEnclosingAffineOps`: the `affine.for`, `affine.if` and `affine.parallel` ops around `op`,
/// outermost first.
fn enclosing_affine_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = vec![];
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ForOp::is(ctx, p) || IfOp::is(ctx, p) || ParallelOp::is(ctx, p) {
            out.push(p);
        }
        cur = ctx.parent_op(p);
    }
    out.reverse();
    out
}

fn iv_of(ctx: &Context, for_op: OpId) -> Option<ValueId> {
    for_parts(ctx, for_op).map(|p| p.iv)
}

/// Columns for a map's operands on one side: enclosing induction variables are that side's
/// dims; other dims are the side's own (`dims_are_own`) or shared symbols, as upstream aligns
/// them; symbols are shared.
fn operand_cols(
    sys: &mut Sys,
    side: bool,
    ivs: &[ValueId],
    map: &AffineMap,
    operands: &[ValueId],
    dims_are_own: bool,
) -> Vec<usize> {
    let nd = map.num_dims as usize;
    operands
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if i < nd && (ivs.contains(&v) || dims_are_own) {
                sys.col(Var::Dim(side, v))
            } else {
                sys.col(Var::Sym(v))
            }
        })
        .collect()
}

/// The iteration domain of `op` on `side` (`getOpIndexSet`); its induction variables in order.
fn add_domain(ctx: &Context, sys: &mut Sys, side: bool, op: OpId) -> Option<Vec<ValueId>> {
    let ops = enclosing_affine_ops(ctx, op);
    let mut ivs = vec![];
    for &o in &ops {
        if ParallelOp::is(ctx, o) {
            let body = ctx.entry_block(*ctx.ops[o].regions.first()?)?;
            ivs.extend(ctx.blocks[body].args.iter().copied());
        }
        if ForOp::is(ctx, o) {
            ivs.push(iv_of(ctx, o)?);
        }
    }
    for &iv in &ivs {
        sys.col(Var::Dim(side, iv));
    }
    for &o in &ops {
        if ForOp::is(ctx, o) {
            let p = for_parts(ctx, o)?;
            let pos = sys.col(Var::Dim(side, p.iv));
            if p.step != 1 {
                if let Some(lb) = single_constant(&p.lb.map) {
                    // q = (iv - lb) floordiv step and iv - lb - step * q == 0.
                    let q = sys.add_var(Var::Local);
                    let mut lower = sys.row();
                    lower[pos] = -1;
                    lower[q] = i128::from(p.step);
                    let n = lower.len() - 1;
                    lower[n] = i128::from(lb) + i128::from(p.step) - 1;
                    let mut upper = sys.row();
                    upper[pos] = 1;
                    upper[q] = -i128::from(p.step);
                    upper[n] = -i128::from(lb);
                    sys.ineqs.push(lower);
                    sys.ineqs.push(upper);
                    let mut eq = sys.row();
                    eq[pos] = 1;
                    eq[q] = -i128::from(p.step);
                    eq[n] = -i128::from(lb);
                    sys.eqs.push(eq);
                }
            }
            for (vm, lower) in [(&p.lb, true), (&p.ub, false)] {
                if let Some(c) = single_constant(&vm.map) {
                    let mut r = sys.row();
                    let n = r.len() - 1;
                    if lower {
                        r[pos] = 1;
                        r[n] = -i128::from(c);
                    } else {
                        r[pos] = -1;
                        r[n] = i128::from(c) - 1;
                    }
                    sys.ineqs.push(r);
                    continue;
                }
                let cols = operand_cols(sys, side, &ivs, &vm.map, &vm.operands, false);
                let pos = sys.col(Var::Dim(side, p.iv));
                for e in sys.flatten(&vm.map, &cols)? {
                    sys.ineqs.push(bound_row(e, pos, lower));
                }
            }
        } else if ParallelOp::is(ctx, o) {
            add_parallel_domain(ctx, sys, side, &ivs, o)?;
        } else {
            let set = irbridge::dialect::affine::condition_of(ctx, o)?.clone();
            let mut operands = ctx.ops[o].operands.to_vec();
            let mut map = AffineMap {
                num_dims: set.num_dims,
                num_symbols: set.num_symbols,
                results: set.constraints.iter().map(|c| c.0.clone()).collect(),
            };
            // `canonicalizeSetAndOperands`: constant symbols folded in, operands deduplicated.
            canonicalize_map_and_operands(ctx, &mut map, &mut operands);
            let cols = operand_cols(sys, side, &ivs, &map, &operands, true);
            let rows = sys.flatten(&map, &cols)?;
            for (r, (_, is_eq)) in rows.into_iter().zip(&set.constraints) {
                if *is_eq {
                    sys.eqs.push(r);
                } else {
                    sys.ineqs.push(r);
                }
            }
        }
    }
    Some(ivs)
}

/// `addAffineParallelOpDomain`: each dimension's lower and upper bound group (no steps).
fn add_parallel_domain(
    ctx: &Context,
    sys: &mut Sys,
    side: bool,
    ivs: &[ValueId],
    op: OpId,
) -> Option<()> {
    use irbridge::dialect::affine::syntax::i32_elements;
    let body = ctx.entry_block(*ctx.ops[op].regions.first()?)?;
    let pivs = ctx.blocks[body].args.clone();
    let lbm = map_named(ctx, op, "lowerBoundsMap")?.clone();
    let ubm = map_named(ctx, op, "upperBoundsMap")?.clone();
    let lbg = i32_elements(ctx, irbridge::ods::prop(ctx, op, "lowerBoundsGroups")?)?;
    let ubg = i32_elements(ctx, irbridge::ods::prop(ctx, op, "upperBoundsGroups")?)?;
    let operands = ctx.ops[op].operands.to_vec();
    let n_lb = ((lbm.num_dims + lbm.num_symbols) as usize).min(operands.len());
    let (lb_ops, ub_ops) = operands.split_at(n_lb);
    for (lower, map, groups, ops) in [(true, &lbm, &lbg, lb_ops), (false, &ubm, &ubg, ub_ops)] {
        let mut start = 0usize;
        for (i, &g) in groups.iter().enumerate() {
            let g = usize::try_from(g).ok()?;
            let sub = AffineMap {
                num_dims: map.num_dims,
                num_symbols: map.num_symbols,
                results: map.results.get(start..start + g)?.to_vec(),
            };
            start += g;
            let pos = sys.col(Var::Dim(side, *pivs.get(i)?));
            if let Some(c) = single_constant(&sub) {
                let mut r = sys.row();
                let n = r.len() - 1;
                if lower {
                    r[pos] = 1;
                    r[n] = -i128::from(c);
                } else {
                    r[pos] = -1;
                    r[n] = i128::from(c) - 1;
                }
                sys.ineqs.push(r);
                continue;
            }
            let cols = operand_cols(sys, side, ivs, &sub, ops, false);
            let pos = sys.col(Var::Dim(side, *pivs.get(i)?));
            for e in sys.flatten(&sub, &cols)? {
                sys.ineqs.push(bound_row(e, pos, lower));
            }
        }
    }
    Some(())
}

/// The inequality row (`>= 0`, constant last) that bounds the column `pos` by the flattened
/// expression `e`: `x - e >= 0` for a lower bound, `e - 1 - x >= 0` for an exclusive upper one.
pub(super) fn bound_row(e: Vec<i128>, pos: usize, lower: bool) -> Vec<i128> {
    let mut r: Vec<i128> = if lower {
        e.iter().map(|x| -x).collect()
    } else {
        e
    };
    let n = r.len() - 1;
    if lower {
        r[pos] += 1;
    } else {
        r[pos] -= 1;
        r[n] -= 1;
    }
    r
}

/// `MemRefAccess::getAccessMap`: the subscript map composed with its `affine.apply` producers,
/// simplified and canonicalized.
pub fn access_map(ctx: &Context, op: OpId) -> Option<(AffineMap, Vec<ValueId>)> {
    let mut map = map_of(ctx, op)?.clone();
    let mut operands = ctx.ops[op].operands[map_operands_start(ctx, op)..].to_vec();
    super::utils::fully_compose(ctx, &mut map, &mut operands);
    simplify_map(&mut map);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    Some((map, operands))
}

/// The closest op with the `AffineScope` trait around `op`.
pub fn affine_scope(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ctx.ops[p].def.is_some_and(|d| d.has(traits::AFFINE_SCOPE)) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// `checkMemrefAccessDependence(src, dst, depth)` without read-after-read dependences.
pub fn check_dependence(ctx: &Context, src: OpId, dst: OpId, depth: usize) -> Dependence {
    if memref_of(ctx, src) != memref_of(ctx, dst) {
        return Dependence::None;
    }
    if !is_write(ctx, src) && !is_write(ctx, dst) {
        return Dependence::None;
    }
    if affine_scope(ctx, src) != affine_scope(ctx, dst) {
        return Dependence::Failure;
    }
    // Beyond the common loops, only a source before the destination can reach it.
    if depth > common_loops(ctx, src, dst) && !src_before_dst(ctx, src, dst) {
        return Dependence::None;
    }
    match build_and_test(ctx, src, dst, depth) {
        Some(true) => Dependence::None,
        Some(false) => Dependence::Has,
        None => Dependence::Failure,
    }
}

/// The loop induction variables of `op`'s domain, outermost first.
fn domain_ivs(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let mut ivs = vec![];
    for o in enclosing_affine_ops(ctx, op) {
        if ForOp::is(ctx, o) {
            ivs.extend(iv_of(ctx, o));
        } else if ParallelOp::is(ctx, o) {
            if let Some(b) = ctx.ops[o].regions.first().and_then(|&r| ctx.entry_block(r)) {
                ivs.extend(ctx.blocks[b].args.iter().copied());
            }
        }
    }
    ivs
}

/// `getNumCommonLoops` of the two domains.
fn common_loops(ctx: &Context, src: OpId, dst: OpId) -> usize {
    let (a, b) = (domain_ivs(ctx, src), domain_ivs(ctx, dst));
    a.iter().zip(&b).take_while(|(x, y)| x == y).count()
}

/// The blocks around `op` up to its affine scope, outermost first.
fn block_ancestry(ctx: &Context, op: OpId) -> Vec<irbridge::ir::BlockId> {
    let scope = affine_scope(ctx, op);
    let mut out = vec![];
    let mut cur = Some(op);
    while let Some(o) = cur {
        let Some(b) = ctx.ops[o].parent else {
            break;
        };
        out.push(b);
        let parent = ctx.block_parent_op(b);
        if parent == scope {
            break;
        }
        cur = parent;
    }
    out.reverse();
    out
}

/// `srcAppearsBeforeDstInAncestralBlock`: in their innermost common block (within the affine
/// scope), the ancestor of `src` comes first; false when they share no block.
fn src_before_dst(ctx: &Context, src: OpId, dst: OpId) -> bool {
    let (a, b) = (block_ancestry(ctx, src), block_ancestry(ctx, dst));
    let Some(common) = a
        .iter()
        .zip(&b)
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| *x)
        .last()
    else {
        return false;
    };
    let ancestor = |mut op: OpId| loop {
        if ctx.ops[op].parent == Some(common) {
            return Some(op);
        }
        op = ctx.parent_op(op)?;
    };
    let (Some(s), Some(d)) = (ancestor(src), ancestor(dst)) else {
        return false;
    };
    let mut cur = ctx.ops[s].next;
    while let Some(o) = cur {
        if o == d {
            return true;
        }
        cur = ctx.ops[o].next;
    }
    false
}

/// `DependenceComponent`: the range of a common loop's destination minus source induction
/// variable over the dependence (`None` for an unbounded side).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Component {
    pub lb: Option<i128>,
    pub ub: Option<i128>,
}

/// `checkMemrefAccessDependence(src, dst, depth, nullptr, &components)`: the dependence and,
/// when there is one, its components per common loop (`computeDirectionVector`: a variable per
/// common loop equal to the difference, everything else projected out).
pub fn check_dependence_components(
    ctx: &Context,
    src: OpId,
    dst: OpId,
    depth: usize,
) -> (Dependence, Vec<Component>) {
    let dep = check_dependence(ctx, src, dst, depth);
    if dep != Dependence::Has {
        return (dep, vec![]);
    }
    let Some((rel, n)) = build_system(ctx, src, dst, depth, true) else {
        return (Dependence::Failure, vec![]);
    };
    let mut rel = rel;
    let others: Vec<usize> = (n..rel.num_variables()).collect();
    let unknown = vec![Component { lb: None, ub: None }; n];
    if rel.project_out(&others).is_none() {
        return (dep, unknown);
    }
    let comps = (0..n)
        .map(|j| match rel.constant_bounds(j) {
            Some((lb, ub)) => Component { lb, ub },
            None => Component { lb: None, ub: None },
        })
        .collect();
    (dep, comps)
}

/// Whether the dependence system of `src` and `dst` at `depth` is empty.
fn build_and_test(ctx: &Context, src: OpId, dst: OpId, depth: usize) -> Option<bool> {
    build_system(ctx, src, dst, depth, false)?.0.is_empty()
}

/// The dependence system of `src` and `dst` at `depth` as a relation; with `diffs`, a first
/// variable per common loop holding its difference (the count is returned).
fn build_system(
    ctx: &Context,
    src: OpId,
    dst: OpId,
    depth: usize,
    diffs: bool,
) -> Option<(super::presburger::Rel, usize)> {
    let (mut sys, src_ivs, dst_ivs) = dependence_sys(ctx, src, dst, depth)?;
    let common = src_ivs
        .iter()
        .zip(&dst_ivs)
        .take_while(|(a, b)| a == b)
        .count();
    let num_diffs = if diffs { common } else { 0 };
    for i in 0..num_diffs {
        let (s, d) = (
            sys.col(Var::Dim(true, src_ivs[i])),
            sys.col(Var::Dim(false, dst_ivs[i])),
        );
        let x = sys.add_var(Var::Diff(i));
        let mut r = sys.row();
        r[x] = 1;
        r[s] = 1;
        r[d] = -1;
        sys.eqs.push(r);
    }
    // Differences first, then the other non-locals, locals last, as the relation orders its
    // variables.
    let is_diff = |v: &Var| matches!(v, Var::Diff(_));
    let order: Vec<usize> = (0..sys.vars.len())
        .filter(|&i| is_diff(&sys.vars[i]))
        .chain((0..sys.vars.len()).filter(|&i| sys.vars[i] != Var::Local && !is_diff(&sys.vars[i])))
        .chain((0..sys.vars.len()).filter(|&i| sys.vars[i] == Var::Local))
        .collect();
    Some((permuted(&sys, &order), num_diffs))
}

/// The rows of `sys` with its columns in `order`, as a relation (locals are the last columns).
fn permuted(sys: &Sys, order: &[usize]) -> Rel {
    let nl = sys.vars.iter().filter(|v| **v == Var::Local).count();
    let permute = |r: &Vec<i128>| {
        let mut out: Vec<i128> = order.iter().map(|&i| r[i]).collect();
        out.push(*r.last().unwrap_or(&0));
        out
    };
    let eqs = sys.eqs.iter().map(permute).collect();
    let ineqs = sys.ineqs.iter().map(permute).collect();
    Rel::new(sys.vars.len(), nl, eqs, ineqs)
}

/// Both domains, equal subscripts and the order at `depth` (equal on the common loops above it,
/// the source strictly before at it); the two sides' induction variables.
fn dependence_sys(
    ctx: &Context,
    src: OpId,
    dst: OpId,
    depth: usize,
) -> Option<(Sys, Vec<ValueId>, Vec<ValueId>)> {
    let mut sys = Sys::default();
    let src_ivs = add_domain(ctx, &mut sys, true, src)?;
    let dst_ivs = add_domain(ctx, &mut sys, false, dst)?;
    let (sm, so) = access_map(ctx, src)?;
    let (dm, dops) = access_map(ctx, dst)?;
    if sm.results.len() != dm.results.len() {
        return None;
    }
    let scols = operand_cols(&mut sys, true, &src_ivs, &sm, &so, true);
    let srows = sys.flatten(&sm, &scols)?;
    let dcols = operand_cols(&mut sys, false, &dst_ivs, &dm, &dops, true);
    let drows = sys.flatten(&dm, &dcols)?;
    // Rows made before later columns were added need widening.
    let width = sys.vars.len() + 1;
    let widen = |r: &[i128]| {
        let mut out = vec![0; width];
        let n = r.len() - 1;
        out[..n].copy_from_slice(&r[..n]);
        out[width - 1] = r[n];
        out
    };
    for (s, d) in srows.iter().zip(&drows) {
        let (s, d) = (widen(s), widen(d));
        sys.eqs.push(s.iter().zip(&d).map(|(a, b)| a - b).collect());
    }
    // Ordering: equal on the common loops above `depth`, source strictly before at `depth`.
    let common = src_ivs
        .iter()
        .zip(&dst_ivs)
        .take_while(|(a, b)| a == b)
        .count();
    for i in 0..common.min(depth) {
        let mut r = sys.row();
        let (s, d) = (
            sys.col(Var::Dim(true, src_ivs[i])),
            sys.col(Var::Dim(false, dst_ivs[i])),
        );
        r[s] = -1;
        r[d] = 1;
        if i + 1 == depth {
            let n = r.len() - 1;
            r[n] = -1;
            sys.ineqs.push(r);
        } else {
            sys.eqs.push(r);
        }
    }
    Some((sys, src_ivs, dst_ivs))
}

/// What a column of a slice's dependence system stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SliceCol {
    /// An induction variable around the source access.
    Src(ValueId),
    /// An induction variable around the destination access.
    Dst(ValueId),
    Sym(ValueId),
    Local,
}

/// `checkMemrefAccessDependence(src, dst, depth, &cst, nullptr, /*allowRAR=*/true)` as loop
/// fusion's slice computation asks it: with [`Dependence::Has`], the dependence system with its
/// columns as upstream lays them out (the source's induction variables, the destination's, the
/// symbols, the locals); [`Dependence::Failure`] where the system cannot be built.
pub fn slice_dependence_system(
    ctx: &Context,
    src: OpId,
    dst: OpId,
    depth: usize,
) -> (Dependence, Option<(Rel, Vec<SliceCol>)>) {
    if memref_of(ctx, src) != memref_of(ctx, dst) {
        return (Dependence::None, None);
    }
    if affine_scope(ctx, src) != affine_scope(ctx, dst) {
        return (Dependence::Failure, None);
    }
    if depth > common_loops(ctx, src, dst) && !src_before_dst(ctx, src, dst) {
        return (Dependence::None, None);
    }
    let Some((sys, src_ivs, dst_ivs)) = dependence_sys(ctx, src, dst, depth) else {
        return (Dependence::Failure, None);
    };
    let col_of = |v: &Var| match *v {
        Var::Dim(true, x) if src_ivs.contains(&x) => Some(SliceCol::Src(x)),
        Var::Dim(false, x) if dst_ivs.contains(&x) => Some(SliceCol::Dst(x)),
        Var::Sym(x) => Some(SliceCol::Sym(x)),
        Var::Local => Some(SliceCol::Local),
        // Dims that are not induction variables have no place in a slice.
        _ => None,
    };
    let Some(cols) = sys
        .vars
        .iter()
        .map(col_of)
        .collect::<Option<Vec<SliceCol>>>()
    else {
        return (Dependence::Failure, None);
    };
    let rank = |c: &SliceCol| match c {
        SliceCol::Src(v) => (0, src_ivs.iter().position(|x| x == v).unwrap_or(0)),
        SliceCol::Dst(v) => (1, dst_ivs.iter().position(|x| x == v).unwrap_or(0)),
        SliceCol::Sym(_) => (2, 0),
        SliceCol::Local => (3, 0),
    };
    let mut order: Vec<usize> = (0..cols.len()).collect();
    // Stable: symbols and locals keep the order they came in.
    order.sort_by_key(|&i| rank(&cols[i]));
    let rel = permuted(&sys, &order);
    match rel.is_empty() {
        Some(true) => (Dependence::None, None),
        Some(false) => {
            let cols = order.iter().map(|&i| cols[i]).collect();
            (Dependence::Has, Some((rel, cols)))
        }
        None => (Dependence::Failure, None),
    }
}
