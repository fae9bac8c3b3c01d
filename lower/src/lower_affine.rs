//! `lower-affine`, as upstream 19's `AffineToStandard.cpp` does it: a partial dialect conversion
//! (`arith`, `memref`, `scf` and `vector` legal) that visits the ops in pre-order and, for each op
//! that is not legal, first runs its folder (the affine ops' folders: constant maps, loop bounds
//! composed and canonicalized, `memref.cast` sources) and then its pattern:
//!
//! - `affine.apply`: the `arith` ops computing its expression (`expandAffineMap`, as
//!   `AffineApplyExpander` builds them: operands before the op, post-order, one `arith.constant`
//!   per constant term; `mod`, `floordiv`, `ceildiv` with their sign corrections);
//! - `affine.min`/`affine.max`: every result expanded, then an `arith.minsi`/`maxsi` chain;
//! - `affine.for`: `scf.for` from the lower bound's `maxsi` chain, the upper bound's `minsi`
//!   chain and an `arith.constant` step, the body moved over; `affine.yield` becomes `scf.yield`;
//! - `affine.if`: `scf.if` on the conjunction (`arith.andi` chain, no short-circuit) of one
//!   `arith.cmpi eq|sge` against zero per constraint;
//! - `affine.parallel`: `scf.parallel` (bounds per dimension, constant steps; reductions start
//!   from the kind's identity constant and become `scf.reduce` regions);
//! - `affine.load`/`store`/`prefetch`/`dma_start`/`dma_wait`: their `memref` counterparts on the
//!   expanded subscripts;
//! - `affine.delinearize_index`: `affine.apply`s of the quotients and remainders by the products
//!   of the basis (`affine-expand-index-ops`, part of the pass upstream), lowered in turn.
//!
//! - `affine.vector_load`/`vector_store`: `vector.load`/`vector.store` on the expanded subscripts.
//!
//! Ops of the other dialects, neither legal nor converted (`llvm`, `math`, `index`, ...), are folded
//! as upstream's conversion folds any op that is not legal; a fold needing a constant the target
//! does not call legal is dropped (upstream rolls it back).

use crate::conversion::collect_ops;
use crate::memref::build::state;
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::canon::{
    compose_map_and_operands, operand_constants, partial_constant_fold,
};
use irbridge::dialect::affine::syntax::{for_operand_groups, i32_elements, i64_array};
use irbridge::dialect::affine::verify::AtomicKind;
use irbridge::dialect::affine::{
    self as affine, map_named, map_of, ApplyOp, DelinearizeIndexOp, DmaStartOp, DmaWaitOp, ForOp,
    IfOp, LoadOp, MaxOp, MinOp, ParallelOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp,
    YieldOp,
};
use irbridge::dialect::arith::{
    AddFOp, AddIOp, AndIOp, CmpIOp, ConstantOp, DivSIOp, MaxSIOp, MaxUIOp, MaximumFOp, MinSIOp,
    MinUIOp, MinimumFOp, MulFOp, MulIOp, OrIOp, RemSIOp, SelectOp, SubIOp,
};
use irbridge::dialect::scf;
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, OpState, Type, ValueId};
use irbridge::ods::{FoldResult, FoldValue, OpBuilder};

/// Runs the conversion on everything nested under `root`.
///
/// As in upstream's conversion, an op that is replaced or erased stays in the IR until the end
/// (its uses too): later folders still see it (an `affine.apply` already lowered is still
/// composed into a loop bound, and is not a constant), and patterns use the original operands.
/// At the end the uses of replaced results go to their replacements and the ops are erased.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    collect_ops(ctx, root, &mut ops);
    let mut st = State::default();
    let r = ops
        .into_iter()
        .try_for_each(|op| legalize(ctx, &mut st, op, 0));
    st.finish(ctx);
    r
}

/// The replacements and erasures the conversion defers to its end.
#[derive(Default)]
struct State {
    replaced: rustc_hash::FxHashMap<ValueId, ValueId>,
    dead: Vec<OpId>,
    dead_set: rustc_hash::FxHashSet<OpId>,
}

impl State {
    fn is_dead(&self, op: OpId) -> bool {
        self.dead_set.contains(&op)
    }

    /// `replaceOp`: `op`'s results stand for `values` from now on; `op` is erased at the end.
    fn replace(&mut self, ctx: &Context, op: OpId, values: &[ValueId]) {
        for (r, v) in ctx.ops[op].results.iter().zip(values) {
            self.replaced.insert(*r, *v);
        }
        self.erase(op);
    }

    /// `eraseOp`, deferred.
    fn erase(&mut self, op: OpId) {
        if self.dead_set.insert(op) {
            self.dead.push(op);
        }
    }

    fn resolve(&self, mut v: ValueId) -> ValueId {
        let mut n = 0;
        while let Some(&next) = self.replaced.get(&v) {
            v = next;
            n += 1;
            if n > 1_000_000 {
                break;
            }
        }
        v
    }

    fn finish(self, ctx: &mut Context) {
        for &op in &self.dead {
            let results = ctx.ops[op].results.clone();
            for r in results {
                let v = self.resolve(r);
                if v != r {
                    ctx.replace_all_uses(r, v);
                }
            }
        }
        for &op in self.dead.iter().rev() {
            if !ctx.ops[op].erased {
                ctx.erase_op(op);
            }
        }
    }
}

/// The dialects the conversion target calls legal.
fn is_legal(ctx: &Context, op: OpId) -> bool {
    is_legal_dialect(ctx.op_name(op))
}

/// Whether the op named `name` is in a legal dialect.
fn is_legal_dialect(name: &str) -> bool {
    let dialect = name.split_once('.').map_or(name, |d| d.0);
    matches!(dialect, "arith" | "memref" | "scf" | "vector")
}

fn is_affine(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].def.is_some_and(|d| d.dialect() == "affine")
}

/// Folds and changes made in place get this many retries (upstream legalizes again after each).
const MAX_DEPTH: u32 = 32;

/// `OperationLegalizer::legalize` for one op: fold it, else apply its pattern, then legalize what
/// the pattern created.
fn legalize(ctx: &mut Context, st: &mut State, op: OpId, depth: u32) -> Result<(), Diagnostic> {
    if ctx.ops[op].erased || st.is_dead(op) || is_legal(ctx, op) || depth > MAX_DEPTH {
        return Ok(());
    }
    if !is_affine(ctx, op) {
        if let Folded::InPlace = fold_other(ctx, st, op) {
            return legalize(ctx, st, op, depth + 1);
        }
        return Ok(());
    }
    match fold(ctx, st, op) {
        Folded::Replaced => return Ok(()),
        Folded::InPlace => return legalize(ctx, st, op, depth + 1),
        Folded::No => {}
    }
    for created in apply_pattern(ctx, st, op)? {
        legalize(ctx, st, created, depth + 1)?;
    }
    Ok(())
}

enum Folded {
    No,
    InPlace,
    Replaced,
}

/// `legalizeWithFold`: the op's folder; constants it produces are materialized before it as the
/// affine dialect does (`arith.constant`, `ub.poison` for poison).
fn fold(ctx: &mut Context, st: &mut State, op: OpId) -> Folded {
    let Some(f) = ctx.ops[op].def.and_then(|d| d.fold) else {
        return Folded::No;
    };
    let consts: Vec<Option<Attribute>> = ctx.ops[op]
        .operands
        .iter()
        .map(|v| affine::verify::constant_of(ctx, *v))
        .collect();
    match f(ctx, op, &consts) {
        FoldResult::None => Folded::No,
        FoldResult::InPlace => Folded::InPlace,
        FoldResult::Values(values) => {
            let loc = ctx.ops[op].loc;
            let results = ctx.ops[op].results.to_vec();
            let mut new = vec![];
            for (v, &r) in values.into_iter().zip(&results) {
                new.push(match v {
                    FoldValue::Value(v) => v,
                    FoldValue::Attr(a) => {
                        let ty = ctx.value_type(r);
                        materialize(ctx, op, loc, a, ty)
                    }
                });
            }
            st.replace(ctx, op, &new);
            Folded::Replaced
        }
    }
}

/// `legalizeWithFold` of an op no pattern here converts: its folder (and its traits'), new constants
/// made by its dialect's materializer; the fold is dropped if one of them would not be legal here.
/// Constants are not folded (`OpBuilder::tryFold`).
fn fold_other(ctx: &mut Context, st: &mut State, op: OpId) -> Folded {
    use irbridge::transforms::fold as f;
    if f::intern_constant_of_op(ctx, op).is_some() {
        return Folded::No;
    }
    let dialect = f::dialect_of(ctx, op).to_string();
    let values = match f::fold(ctx, op) {
        FoldResult::None => return Folded::No,
        FoldResult::InPlace => return Folded::InPlace,
        FoldResult::Values(v) => v,
    };
    let loc = ctx.ops[op].loc;
    let results = ctx.ops[op].results.to_vec();
    let mut states = vec![];
    for (v, &r) in values.iter().zip(&results) {
        if let FoldValue::Attr(a) = v {
            let ty = ctx.value_type(r);
            match f::materialize(ctx, &dialect, *a, ty, loc) {
                Some(s) if is_legal_dialect(ctx.str(s.name)) => states.push(s),
                _ => return Folded::No,
            }
        }
    }
    let mut states = states.into_iter();
    let mut new = vec![];
    for (v, &r) in values.into_iter().zip(&results) {
        new.push(match v {
            FoldValue::Value(v) => v,
            FoldValue::Attr(_) => match states.next() {
                Some(s) => {
                    let c = ctx.create_op(s);
                    ctx.insert_op_before(op, c);
                    ctx.result(c, 0)
                }
                None => r,
            },
        });
    }
    st.replace(ctx, op, &new);
    Folded::Replaced
}

/// `AffineDialect::materializeConstant`.
fn materialize(ctx: &mut Context, before: OpId, loc: Attribute, a: Attribute, ty: Type) -> ValueId {
    let b = &mut at(ctx, Ip::Before(before));
    let is_poison = matches!(b.ctx.attr_kind(a), AttrKind::DialectStruct { name, .. }
        if b.ctx.str(*name) == irbridge::dialect::ub::POISON_ATTR);
    if is_poison {
        let op = irbridge::dialect::ub::PoisonOp::build(b, loc, ty, Some(a)).id();
        return b.ctx.result(op, 0);
    }
    let op = ConstantOp::build(b, loc, ty, a).id();
    b.ctx.result(op, 0)
}

// ---- building -----------------------------------------------------------------------------------

#[derive(Copy, Clone)]
enum Ip {
    Before(OpId),
    End(BlockId),
}

/// Creates ops at an insertion point (for the records' typed builders).
struct Builder<'c> {
    ctx: &'c mut Context,
    ip: Ip,
}

impl OpBuilder for Builder<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        let op = self.ctx.create_op(st);
        match self.ip {
            Ip::Before(anchor) => self.ctx.insert_op_before(anchor, op),
            Ip::End(b) => self.ctx.append_op(b, op),
        }
        op
    }
}

fn at(ctx: &mut Context, ip: Ip) -> Builder<'_> {
    Builder { ctx, ip }
}

fn refuse(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg.into())
}

// ---- expanding affine expressions ---------------------------------------------------------------

/// `AffineApplyExpander`: the `arith` ops computing an affine expression of `dims` and `syms`,
/// created before `before`.
struct Expander<'a, 'c> {
    b: Builder<'c>,
    loc: Attribute,
    dims: &'a [ValueId],
    syms: &'a [ValueId],
}

impl Expander<'_, '_> {
    fn index(&mut self) -> Type {
        self.b.ctx.index()
    }

    fn constant(&mut self, c: i64) -> ValueId {
        let index = self.index();
        let a = self.b.ctx.int_attr(index, c);
        let op = ConstantOp::build(&mut self.b, self.loc, index, a).id();
        self.b.ctx.result(op, 0)
    }

    fn cmp(&mut self, pred: i64, lhs: ValueId, rhs: ValueId) -> ValueId {
        let i1 = self.b.ctx.i1();
        let p = self.b.ctx.i64_attr(pred);
        let op = CmpIOp::build(&mut self.b, self.loc, i1, lhs, rhs, p).id();
        self.b.ctx.result(op, 0)
    }

    fn select(&mut self, c: ValueId, t: ValueId, f: ValueId) -> ValueId {
        let ty = self.b.ctx.value_type(t);
        let op = SelectOp::build(&mut self.b, self.loc, ty, c, t, f).id();
        self.b.ctx.result(op, 0)
    }

    fn add(&mut self, l: ValueId, r: ValueId) -> ValueId {
        let ty = self.b.ctx.value_type(l);
        let op = AddIOp::build(&mut self.b, self.loc, ty, l, r, None).id();
        self.b.ctx.result(op, 0)
    }

    fn mul(&mut self, l: ValueId, r: ValueId) -> ValueId {
        let ty = self.b.ctx.value_type(l);
        let op = MulIOp::build(&mut self.b, self.loc, ty, l, r, None).id();
        self.b.ctx.result(op, 0)
    }

    fn sub(&mut self, l: ValueId, r: ValueId) -> ValueId {
        let ty = self.b.ctx.value_type(l);
        let op = SubIOp::build(&mut self.b, self.loc, ty, l, r, None).id();
        self.b.ctx.result(op, 0)
    }

    fn divsi(&mut self, l: ValueId, r: ValueId) -> ValueId {
        let ty = self.b.ctx.value_type(l);
        let op = DivSIOp::build(&mut self.b, self.loc, ty, l, r).id();
        self.b.ctx.result(op, 0)
    }

    /// `expandAffineExpr`; an error where upstream reports one (a non-positive constant divisor).
    fn expand(&mut self, e: &AffineExpr) -> Result<ValueId, Diagnostic> {
        const SLT: i64 = 2;
        const SLE: i64 = 3;
        Ok(match e {
            AffineExpr::Dim(i) => *self.dims.get(*i as usize).ok_or_else(|| {
                Diagnostic::at(self.b.ctx, self.loc, "affine dim position out of range")
            })?,
            AffineExpr::Symbol(i) => *self.syms.get(*i as usize).ok_or_else(|| {
                Diagnostic::at(self.b.ctx, self.loc, "symbol dim position out of range")
            })?,
            AffineExpr::Const(c) => self.constant(*c),
            AffineExpr::Bin(op, l, r) => {
                if matches!(
                    op,
                    AffineBinOp::Mod | AffineBinOp::FloorDiv | AffineBinOp::CeilDiv
                ) && matches!(**r, AffineExpr::Const(c) if c <= 0)
                {
                    let msg = if *op == AffineBinOp::Mod {
                        "modulo by non-positive value is not supported"
                    } else {
                        "division by non-positive value is not supported"
                    };
                    return Err(Diagnostic::at(self.b.ctx, self.loc, msg));
                }
                let lhs = self.expand(l)?;
                let rhs = self.expand(r)?;
                match op {
                    AffineBinOp::Add => self.add(lhs, rhs),
                    AffineBinOp::Mul => self.mul(lhs, rhs),
                    AffineBinOp::Mod => {
                        let ty = self.b.ctx.value_type(lhs);
                        let rem = RemSIOp::build(&mut self.b, self.loc, ty, lhs, rhs).id();
                        let rem = self.b.ctx.result(rem, 0);
                        let zero = self.constant(0);
                        let negative = self.cmp(SLT, rem, zero);
                        let corrected = self.add(rem, rhs);
                        self.select(negative, corrected, rem)
                    }
                    AffineBinOp::FloorDiv => {
                        let zero = self.constant(0);
                        let minus_one = self.constant(-1);
                        let negative = self.cmp(SLT, lhs, zero);
                        let neg_dec = self.sub(minus_one, lhs);
                        let dividend = self.select(negative, neg_dec, lhs);
                        let q = self.divsi(dividend, rhs);
                        let corrected = self.sub(minus_one, q);
                        self.select(negative, corrected, q)
                    }
                    AffineBinOp::CeilDiv => {
                        let zero = self.constant(0);
                        let one = self.constant(1);
                        let non_positive = self.cmp(SLE, lhs, zero);
                        let negated = self.sub(zero, lhs);
                        let decremented = self.sub(lhs, one);
                        let dividend = self.select(non_positive, negated, decremented);
                        let q = self.divsi(dividend, rhs);
                        let neg_q = self.sub(zero, q);
                        let inc_q = self.add(q, one);
                        self.select(non_positive, neg_q, inc_q)
                    }
                }
            }
        })
    }
}

/// `expandAffineMap`: every result of `map` applied to `operands`, before `before`.
fn expand_map(
    ctx: &mut Context,
    before: OpId,
    loc: Attribute,
    map: &AffineMap,
    operands: &[ValueId],
) -> Result<Vec<ValueId>, Diagnostic> {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut x = Expander {
        b: at(ctx, Ip::Before(before)),
        loc,
        dims,
        syms,
    };
    map.results.iter().map(|e| x.expand(e)).collect()
}

/// `buildMinMaxReductionSeq`: a linear `arith.maxsi`/`minsi` chain over `values`.
fn min_max_chain(
    ctx: &mut Context,
    before: OpId,
    loc: Attribute,
    values: Vec<ValueId>,
    max: bool,
) -> Option<ValueId> {
    let mut it = values.into_iter();
    let mut acc = it.next()?;
    for v in it {
        let ty = ctx.value_type(acc);
        let b = &mut at(ctx, Ip::Before(before));
        let op = if max {
            MaxSIOp::build(b, loc, ty, acc, v).id()
        } else {
            MinSIOp::build(b, loc, ty, acc, v).id()
        };
        acc = ctx.result(op, 0);
    }
    Some(acc)
}

/// `lowerAffineMapMax` / `lowerAffineMapMin`.
fn lower_map_min_max(
    ctx: &mut Context,
    before: OpId,
    loc: Attribute,
    map: &AffineMap,
    operands: &[ValueId],
    max: bool,
) -> Result<ValueId, Diagnostic> {
    let values = expand_map(ctx, before, loc, map, operands)?;
    min_max_chain(ctx, before, loc, values, max)
        .ok_or_else(|| Diagnostic::at(ctx, loc, "empty min/max chain"))
}

// ---- patterns -----------------------------------------------------------------------------------

/// Applies the pattern of affine op `op`; returns the ops it created that need legalizing.
fn apply_pattern(ctx: &mut Context, st: &mut State, op: OpId) -> Result<Vec<OpId>, Diagnostic> {
    let loc = ctx.ops[op].loc;
    if ApplyOp::is(ctx, op) {
        let map = map_of(ctx, op)
            .cloned()
            .ok_or_else(|| refuse(ctx, op, "missing map"))?;
        let operands = ctx.ops[op].operands.to_vec();
        let values = expand_map(ctx, op, loc, &map, &operands)?;
        st.replace(ctx, op, &values);
    } else if MinOp::is(ctx, op) || MaxOp::is(ctx, op) {
        let max = MaxOp::is(ctx, op);
        let map = map_of(ctx, op)
            .cloned()
            .ok_or_else(|| refuse(ctx, op, "missing map"))?;
        let operands = ctx.ops[op].operands.to_vec();
        let v = lower_map_min_max(ctx, op, loc, &map, &operands, max)?;
        st.replace(ctx, op, &[v]);
    } else if ForOp::is(ctx, op) {
        lower_for(ctx, st, op, loc)?;
    } else if IfOp::is(ctx, op) {
        lower_if(ctx, st, op, loc)?;
    } else if ParallelOp::is(ctx, op) {
        lower_parallel(ctx, st, op, loc)?;
    } else if YieldOp::is(ctx, op) {
        let parent = ctx.parent_op(op);
        if parent.is_some_and(|p| scf::ParallelOp::is(ctx, p)) {
            return Ok(vec![]);
        }
        let operands = ctx.ops[op].operands.to_vec();
        scf::YieldOp::build(&mut at(ctx, Ip::Before(op)), loc, &operands);
        st.erase(op);
    } else if LoadOp::is(ctx, op) || StoreOp::is(ctx, op) || PrefetchOp::is(ctx, op) {
        lower_access(ctx, st, op, loc)?;
    } else if DmaStartOp::is(ctx, op) {
        lower_dma_start(ctx, st, op, loc)?;
    } else if DmaWaitOp::is(ctx, op) {
        let map = map_named(ctx, op, "tag_map")
            .cloned()
            .ok_or_else(|| refuse(ctx, op, "missing tag_map"))?;
        let operands = ctx.ops[op].operands.to_vec();
        let n = (map.num_dims + map.num_symbols) as usize;
        let indices = expand_map(ctx, op, loc, &map, &operands[1..])?;
        let mut new = vec![operands[0]];
        new.extend(indices);
        new.extend(operands.get(1 + n).copied());
        let s = state(
            ctx,
            irbridge::dialect::memref::DmaWaitOp::def(),
            loc,
            &new,
            &[],
            &[],
        );
        insert_before(ctx, op, s);
        st.erase(op);
    } else if DelinearizeIndexOp::is(ctx, op) {
        return lower_delinearize(ctx, st, op, loc);
    } else if VectorLoadOp::is(ctx, op) || VectorStoreOp::is(ctx, op) {
        lower_vector_access(ctx, st, op, loc)?;
    }
    Ok(vec![])
}

fn insert_before(ctx: &mut Context, before: OpId, st: OpState) -> OpId {
    let op = ctx.create_op(st);
    ctx.insert_op_before(before, op);
    op
}

/// Moves region `index` of `from` to the end of `to`'s regions.
fn move_region(ctx: &mut Context, from: OpId, index: usize, to: OpId) {
    let r = ctx.ops[from].regions[index];
    let fresh = ctx.new_region();
    ctx.ops[from].regions[index] = fresh;
    ctx.regions[fresh].parent = Some(from);
    ctx.regions[r].parent = Some(to);
    ctx.ops[to].regions.push(r);
}

fn step_constant(ctx: &mut Context, before: OpId, loc: Attribute, step: i64) -> ValueId {
    let index = ctx.index();
    let a = ctx.int_attr(index, step);
    let op = ConstantOp::build(&mut at(ctx, Ip::Before(before)), loc, index, a).id();
    ctx.result(op, 0)
}

/// `AffineForLowering`.
fn lower_for(
    ctx: &mut Context,
    st: &mut State,
    op: OpId,
    loc: Attribute,
) -> Result<(), Diagnostic> {
    let [lb, ub, inits] = for_operand_groups(ctx, op).map(<[ValueId]>::to_vec);
    let (Some(lbm), Some(ubm)) = (
        map_named(ctx, op, "lowerBoundMap").cloned(),
        map_named(ctx, op, "upperBoundMap").cloned(),
    ) else {
        return Err(refuse(ctx, op, "missing bound maps"));
    };
    let lower = lower_map_min_max(ctx, op, loc, &lbm, &lb, true)?;
    let upper = lower_map_min_max(ctx, op, loc, &ubm, &ub, false)?;
    let step = irbridge::ods::prop(ctx, op, "step")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(1);
    let step = step_constant(ctx, op, loc, step);
    let types = ctx.result_types(op);
    let f = scf::ForOp::build(
        &mut at(ctx, Ip::Before(op)),
        loc,
        &types,
        lower,
        upper,
        step,
        &inits,
    )
    .id();
    move_region(ctx, op, 0, f);
    let results = ctx.ops[f].results.to_vec();
    st.replace(ctx, op, &results);
    Ok(())
}

/// `AffineIfLowering`.
fn lower_if(ctx: &mut Context, st: &mut State, op: OpId, loc: Attribute) -> Result<(), Diagnostic> {
    let set = affine::condition_of(ctx, op)
        .cloned()
        .ok_or_else(|| refuse(ctx, op, "missing condition"))?;
    let operands = ctx.ops[op].operands.to_vec();
    let nd = (set.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let zero = step_constant(ctx, op, loc, 0);
    let mut cond: Option<ValueId> = None;
    for (e, is_eq) in &set.constraints {
        let mut x = Expander {
            b: at(ctx, Ip::Before(op)),
            loc,
            dims,
            syms,
        };
        let v = x.expand(e)?;
        // eq = 0, sge = 5.
        let c = x.cmp(if *is_eq { 0 } else { 5 }, v, zero);
        cond = Some(match cond {
            None => c,
            Some(prev) => {
                let i1 = ctx.i1();
                let a = AndIOp::build(&mut at(ctx, Ip::Before(op)), loc, i1, prev, c).id();
                ctx.result(a, 0)
            }
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = ctx.i1();
            let t = ctx.int_attr(i1, 1);
            let c = ConstantOp::build(&mut at(ctx, Ip::Before(op)), loc, i1, t).id();
            ctx.result(c, 0)
        }
    };
    let types = ctx.result_types(op);
    let s = scf::IfOp::build(&mut at(ctx, Ip::Before(op)), loc, &types, cond).id();
    move_region(ctx, op, 0, s);
    move_region(ctx, op, 1, s);
    let results = ctx.ops[s].results.to_vec();
    st.replace(ctx, op, &results);
    Ok(())
}

/// The results of `map` in group `pos` (`getLowerBoundMap(pos)` / `getUpperBoundMap(pos)`).
fn group_map(map: &AffineMap, groups: &[i64], pos: usize) -> AffineMap {
    let start: i64 = groups[..pos].iter().sum();
    let len = groups[pos];
    AffineMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results: map
            .results
            .iter()
            .skip(start.max(0) as usize)
            .take(len.max(0) as usize)
            .cloned()
            .collect(),
    }
}

/// `arith::getIdentityValueAttr` for the reductions `affine.parallel` accepts.
fn identity_attr(ctx: &mut Context, kind: AtomicKind, ty: Type) -> Option<Attribute> {
    use num_bigint::BigInt;
    let float = |ctx: &mut Context, v: f64| -> Option<Attribute> {
        let k = ctx.float_kind(ty)?;
        let bits = irbridge::ir::float::from_f64(k, v);
        Some(ctx.attr(AttrKind::Float { bits, ty }))
    };
    let width = ctx.int_width(ty);
    let int = |ctx: &mut Context, v: BigInt| Some(ctx.int_attr(ty, v));
    match kind.keyword() {
        "addf" => float(ctx, 0.0),
        "mulf" => float(ctx, 1.0),
        "maximumf" => float(ctx, f64::NEG_INFINITY),
        "minimumf" => float(ctx, f64::INFINITY),
        "addi" | "ori" | "maxu" => int(ctx, 0.into()),
        "muli" => int(ctx, 1.into()),
        // All ones: -1 as a signed value of the width.
        "andi" | "minu" => int(ctx, BigInt::from(-1)),
        "maxs" => int(ctx, -(BigInt::from(1) << (width? - 1))),
        "mins" => int(ctx, (BigInt::from(1) << (width? - 1)) - 1),
        _ => None,
    }
}

/// `arith::getReductionOp`.
fn reduction_op(
    b: &mut Builder<'_>,
    kind: AtomicKind,
    loc: Attribute,
    lhs: ValueId,
    rhs: ValueId,
) -> Option<ValueId> {
    let ty = b.ctx.value_type(lhs);
    let op = match kind.keyword() {
        "addf" => AddFOp::build(b, loc, ty, lhs, rhs, None).id(),
        "addi" => AddIOp::build(b, loc, ty, lhs, rhs, None).id(),
        "mulf" => MulFOp::build(b, loc, ty, lhs, rhs, None).id(),
        "muli" => MulIOp::build(b, loc, ty, lhs, rhs, None).id(),
        "maximumf" => MaximumFOp::build(b, loc, ty, lhs, rhs, None).id(),
        "minimumf" => MinimumFOp::build(b, loc, ty, lhs, rhs, None).id(),
        "maxs" => MaxSIOp::build(b, loc, ty, lhs, rhs).id(),
        "mins" => MinSIOp::build(b, loc, ty, lhs, rhs).id(),
        "maxu" => MaxUIOp::build(b, loc, ty, lhs, rhs).id(),
        "minu" => MinUIOp::build(b, loc, ty, lhs, rhs).id(),
        "ori" => OrIOp::build(b, loc, ty, lhs, rhs).id(),
        "andi" => AndIOp::build(b, loc, ty, lhs, rhs).id(),
        _ => return None,
    };
    Some(b.ctx.result(op, 0))
}

/// `AffineParallelLowering`.
fn lower_parallel(
    ctx: &mut Context,
    st: &mut State,
    op: OpId,
    loc: Attribute,
) -> Result<(), Diagnostic> {
    let get = |ctx: &Context, n: &str| irbridge::ods::prop(ctx, op, n);
    let (Some(lbm), Some(ubm)) = (
        map_named(ctx, op, "lowerBoundsMap").cloned(),
        map_named(ctx, op, "upperBoundsMap").cloned(),
    ) else {
        return Err(refuse(ctx, op, "missing bound maps"));
    };
    let lbg = get(ctx, "lowerBoundsGroups")
        .and_then(|a| i32_elements(ctx, a))
        .unwrap_or_default();
    let ubg = get(ctx, "upperBoundsGroups")
        .and_then(|a| i32_elements(ctx, a))
        .unwrap_or_default();
    let steps = get(ctx, "steps")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let reductions: Vec<AtomicKind> = get(ctx, "reductions")
        .and_then(|a| ctx.as_array(a))
        .map(|v| {
            v.iter()
                .filter_map(|e| ctx.as_i64(*e).and_then(AtomicKind::from_value))
                .collect()
        })
        .unwrap_or_default();
    let operands = ctx.ops[op].operands.to_vec();
    let n_lb = ((lbm.num_dims + lbm.num_symbols) as usize).min(operands.len());
    let (lb_ops, ub_ops) = operands.split_at(n_lb);
    let mut lbs = vec![];
    let mut ubs = vec![];
    for i in 0..steps.len().min(lbg.len()).min(ubg.len()) {
        let lm = group_map(&lbm, &lbg, i);
        lbs.push(lower_map_min_max(ctx, op, loc, &lm, lb_ops, true)?);
        let um = group_map(&ubm, &ubg, i);
        ubs.push(lower_map_min_max(ctx, op, loc, &um, ub_ops, false)?);
    }
    let step_values: Vec<ValueId> = steps
        .iter()
        .map(|s| step_constant(ctx, op, loc, *s))
        .collect();
    let body = ctx.ops[op].regions[0];
    let term = ctx.regions[body]
        .first
        .and_then(|b| ctx.blocks[b].last)
        .filter(|t| YieldOp::is(ctx, *t))
        .ok_or_else(|| refuse(ctx, op, format!("expected an {} terminator", YieldOp::NAME)))?;
    let types = ctx.result_types(op);
    let mut identities = vec![];
    for (kind, &ty) in reductions.iter().zip(&types) {
        let a = identity_attr(ctx, *kind, ty)
            .ok_or_else(|| refuse(ctx, op, "Reduction operation type not supported"))?;
        let c = ConstantOp::build(&mut at(ctx, Ip::Before(op)), loc, ty, a).id();
        identities.push(ctx.result(c, 0));
    }
    let par = scf::ParallelOp::build(
        &mut at(ctx, Ip::Before(op)),
        loc,
        &types,
        &lbs,
        &ubs,
        &step_values,
        &identities,
    )
    .id();
    move_region(ctx, op, 0, par);
    let term_loc = ctx.ops[term].loc;
    let yielded = ctx.ops[term].operands.to_vec();
    let reduce = scf::ReduceOp::build(&mut at(ctx, Ip::Before(term)), term_loc, &yielded).id();
    for (i, &v) in yielded.iter().enumerate() {
        let ty = ctx.value_type(v);
        let r = ctx.new_region();
        let b = ctx.new_block();
        ctx.append_block(r, b);
        ctx.regions[r].parent = Some(reduce);
        ctx.ops[reduce].regions.push(r);
        let a0 = ctx.add_block_arg(b, ty, Some(term_loc));
        let a1 = ctx.add_block_arg(b, ty, Some(term_loc));
        let kind = reductions[i];
        let mut builder = at(ctx, Ip::End(b));
        let result = reduction_op(&mut builder, kind, loc, a0, a1)
            .ok_or_else(|| refuse(ctx, op, "Reduction operation type not supported"))?;
        scf::ReduceReturnOp::build(&mut at(ctx, Ip::End(b)), loc, result);
    }
    st.erase(term);
    let results = ctx.ops[par].results.to_vec();
    st.replace(ctx, op, &results);
    Ok(())
}

/// `affine.load`/`store`/`prefetch` to `memref.load`/`store`/`prefetch`.
/// `AffineVectorLoadLowering`/`AffineVectorStoreLowering`: `vector.load`/`vector.store` (with
/// upstream builders' `nontemporal = false`) on the expanded subscripts.
fn lower_vector_access(
    ctx: &mut Context,
    st: &mut State,
    op: OpId,
    loc: Attribute,
) -> Result<(), Diagnostic> {
    let map = map_of(ctx, op)
        .cloned()
        .ok_or_else(|| refuse(ctx, op, "missing map"))?;
    let operands = ctx.ops[op].operands.to_vec();
    let memref_index = usize::from(VectorStoreOp::is(ctx, op));
    let indices = expand_map(ctx, op, loc, &map, &operands[memref_index + 1..])?;
    let mut new = operands[..=memref_index].to_vec();
    new.extend(indices);
    let nontemporal = ctx.bool_attr(false);
    let (def, results) = if VectorLoadOp::is(ctx, op) {
        let ty = ctx.value_type(ctx.result(op, 0));
        (irbridge::dialect::vector::LoadOp::def(), vec![ty])
    } else {
        (irbridge::dialect::vector::StoreOp::def(), vec![])
    };
    let s = state(
        ctx,
        def,
        loc,
        &new,
        &results,
        &[("nontemporal", nontemporal)],
    );
    let new_op = insert_before(ctx, op, s);
    let results = ctx.ops[new_op].results.to_vec();
    st.replace(ctx, op, &results);
    Ok(())
}

fn lower_access(
    ctx: &mut Context,
    st: &mut State,
    op: OpId,
    loc: Attribute,
) -> Result<(), Diagnostic> {
    let map = map_of(ctx, op)
        .cloned()
        .ok_or_else(|| refuse(ctx, op, "missing map"))?;
    let operands = ctx.ops[op].operands.to_vec();
    let memref_index = if StoreOp::is(ctx, op) { 1 } else { 0 };
    let indices = expand_map(ctx, op, loc, &map, &operands[memref_index + 1..])?;
    let mut new = operands[..=memref_index].to_vec();
    new.extend(indices);
    // `memref.load`/`store` built by upstream's builders have `nontemporal = false`.
    let nontemporal = ctx.bool_attr(false);
    let s = if LoadOp::is(ctx, op) {
        let ty = ctx.value_type(ctx.result(op, 0));
        state(
            ctx,
            irbridge::dialect::memref::LoadOp::def(),
            loc,
            &new,
            &[ty],
            &[("nontemporal", nontemporal)],
        )
    } else if StoreOp::is(ctx, op) {
        state(
            ctx,
            irbridge::dialect::memref::StoreOp::def(),
            loc,
            &new,
            &[],
            &[("nontemporal", nontemporal)],
        )
    } else {
        let props: Vec<(&str, Attribute)> = ["isWrite", "localityHint", "isDataCache"]
            .into_iter()
            .filter_map(|n| irbridge::ods::prop(ctx, op, n).map(|a| (n, a)))
            .collect();
        state(
            ctx,
            irbridge::dialect::memref::PrefetchOp::def(),
            loc,
            &new,
            &[],
            &props,
        )
    };
    let new_op = insert_before(ctx, op, s);
    let results = ctx.ops[new_op].results.to_vec();
    st.replace(ctx, op, &results);
    Ok(())
}

/// `AffineDmaStartLowering`: the three maps expanded (source, destination, tag), then
/// `memref.dma_start %src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)?`.
fn lower_dma_start(
    ctx: &mut Context,
    st: &mut State,
    op: OpId,
    loc: Attribute,
) -> Result<(), Diagnostic> {
    let (src, dst, tag, num) =
        affine::syntax::dma_start_layout(ctx, op).ok_or_else(|| refuse(ctx, op, "missing maps"))?;
    let operands = ctx.ops[op].operands.to_vec();
    let mut expanded = vec![];
    for (name, at_index) in [("src_map", src), ("dst_map", dst), ("tag_map", tag)] {
        let map = map_named(ctx, op, name)
            .cloned()
            .ok_or_else(|| refuse(ctx, op, "missing maps"))?;
        expanded.push(expand_map(ctx, op, loc, &map, &operands[at_index + 1..])?);
    }
    let mut new = vec![operands[src]];
    new.extend(&expanded[0]);
    new.push(operands[dst]);
    new.extend(&expanded[1]);
    new.push(operands[num]);
    new.push(operands[tag]);
    new.extend(&expanded[2]);
    new.extend(operands.get(num + 1..).unwrap_or(&[]));
    let s = state(
        ctx,
        irbridge::dialect::memref::DmaStartOp::def(),
        loc,
        &new,
        &[],
        &[],
    );
    insert_before(ctx, op, s);
    st.erase(op);
    Ok(())
}

// ---- affine.delinearize_index -------------------------------------------------------------------

/// An index that is a constant or an SSA value (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ofr {
    Const(i64),
    Value(ValueId),
}

/// `makeComposedAffineApply`: `map` applied to `operands` (constants folded into the map), its
/// `affine.apply` producers composed in and the whole canonicalized, as a new `affine.apply`.
fn composed_apply(
    ctx: &mut Context,
    before: OpId,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Ofr],
) -> OpId {
    // foldAttributesIntoMap.
    let nd = map.num_dims as usize;
    let mut dim_repl = vec![];
    let mut sym_repl = vec![];
    let mut dims = vec![];
    let mut syms = vec![];
    for (i, o) in operands.iter().enumerate() {
        let is_dim = i < nd;
        let e = match *o {
            Ofr::Const(c) => AffineExpr::Const(c),
            Ofr::Value(v) => {
                if is_dim {
                    dims.push(v);
                    AffineExpr::Dim(dims.len() as u32 - 1)
                } else {
                    syms.push(v);
                    AffineExpr::Symbol(syms.len() as u32 - 1)
                }
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
            .map(|e| {
                irbridge::ir::affine_simplify::replace_dims_and_symbols(e, &dim_repl, &sym_repl)
            })
            .collect(),
    };
    let mut values = dims;
    values.extend(syms);
    compose_map_and_operands(ctx, &mut m, &mut values);
    let index = ctx.index();
    let a = ctx.attr(AttrKind::AffineMap(m));
    ApplyOp::build(&mut at(ctx, Ip::Before(before)), loc, index, &values, a).id()
}

/// `makeComposedFoldedAffineApply`: [`composed_apply`], folded away when it folds.
fn composed_folded_apply(
    ctx: &mut Context,
    before: OpId,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Ofr],
    created: &mut Vec<OpId>,
) -> Ofr {
    let apply = composed_apply(ctx, before, loc, map, operands);
    let m = map_of(ctx, apply).cloned();
    let ops = ctx.ops[apply].operands.to_vec();
    if let Some(m) = m {
        if let [e] = m.results.as_slice() {
            let forwarded = match e {
                AffineExpr::Dim(i) => ops.get(*i as usize).copied(),
                AffineExpr::Symbol(i) => ops.get((m.num_dims + i) as usize).copied(),
                _ => None,
            };
            if let Some(v) = forwarded {
                ctx.erase_op(apply);
                return Ofr::Value(v);
            }
            let consts = operand_constants(ctx, &ops);
            if let Ok((_, Some(c))) = partial_constant_fold(&m, &consts) {
                ctx.erase_op(apply);
                return Ofr::Const(c[0]);
            }
        }
    }
    created.push(apply);
    Ofr::Value(ctx.result(apply, 0))
}

/// `delinearizeIndex` (`affine-expand-index-ops`): quotients and remainders by the products of
/// the trailing basis elements, as composed `affine.apply`s.
fn lower_delinearize(
    ctx: &mut Context,
    st: &mut State,
    op: OpId,
    loc: Attribute,
) -> Result<Vec<OpId>, Diagnostic> {
    let operands = ctx.ops[op].operands.to_vec();
    let (&linear, basis) = operands
        .split_first()
        .ok_or_else(|| refuse(ctx, op, "missing operands"))?;
    let mut created = vec![];
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
            prod = composed_folded_apply(ctx, op, loc, &s0s1, &[prod, Ofr::Value(v)], &mut created);
        }
        let d = match prod {
            Ofr::Value(v) => v,
            Ofr::Const(c) => step_constant(ctx, op, loc, c),
        };
        divisors.push(d);
    }
    let div = AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(0).floor_div(AffineExpr::Dim(1))],
    };
    let rem = AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(0).modulo(AffineExpr::Dim(1))],
    };
    let mut results = vec![];
    let mut residual = linear;
    for d in divisors {
        let q = composed_apply(ctx, op, loc, &div, &[Ofr::Value(residual), Ofr::Value(d)]);
        let r = composed_apply(ctx, op, loc, &rem, &[Ofr::Value(residual), Ofr::Value(d)]);
        created.push(q);
        created.push(r);
        results.push(ctx.result(q, 0));
        residual = ctx.result(r, 0);
    }
    results.push(residual);
    st.replace(ctx, op, &results);
    Ok(created)
}
