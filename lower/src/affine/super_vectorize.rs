//! `affine-super-vectorize` (upstream's `SuperVectorize.cpp`, with the loop patterns of
//! `NestedMatcher.cpp`): nests of 1 to 3 parallel `affine.for` loops whose bodies are
//! vectorizable are matched, and the first match of each nest that vectorizes is rewritten with
//! `vector<virtual-vector-size x T>` values: vectorized loops step by the vector size, loads and
//! stores become `vector.transfer_read`/`write` with a permutation map, constants and values
//! defined outside the vector loops are splatted or broadcast, other ops are widened, and (with
//! `vectorize-reductions`, 1-D only) reduction loops carry vectors reduced after the loop, masked
//! when the trip count is not a multiple of the vector size.

use super::parallelize::loop_parallel;
use super::post_order;
use super::utils::{at, block_start, for_parts, Ip};
use super::vectorizable::{is_vector_element, map_operands, permutation_map, vectorizable_body};
use crate::vector::util::{dense_splat_bits, vec_ty, zero_attr};
use irbridge::diag::{Diagnostic, Severity};
use irbridge::dialect::affine::canon::compose_map_and_operands;
use irbridge::dialect::affine::{map_of, ApplyOp, ForOp, LoadOp, MinOp, StoreOp, YieldOp};
use irbridge::dialect::arith;
use irbridge::dialect::vector::constraints::{kind, COMBINING_KIND};
use irbridge::dialect::vector::transfer::in_bounds_attr;
use irbridge::dialect::vector::{
    BroadcastOp, CreateMaskOp, ReductionOp, TransferReadOp, TransferWriteOp,
};
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{
    AttrKind, Attribute, BlockId, Context, OpId, OpState, Type, TypeKind, ValueDef, ValueId,
};
use irbridge::ods::enums::enum_attr;
use irbridge::ods::{OpBuilder, OpDef};
use num_traits::ToPrimitive;
use std::collections::{HashMap, HashSet};

/// The pass's options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `virtual-vector-size`: the vector shape.
    pub vector_sizes: Vec<i64>,
    /// `test-fastest-varying`: per pattern depth, the memref dimension (from the fastest varying)
    /// a loop's accesses must vary in.
    pub fastest_varying: Vec<i64>,
    /// `vectorize-reductions`.
    pub reductions: bool,
}

/// A reduction a loop carries: iteration argument position and `arith::AtomicRMWKind`.
type Reductions = HashMap<OpId, Vec<(usize, i64)>>;

/// The neutral element of a reduction (`arith::getIdentityValueAttr`).
#[derive(Clone, Copy)]
enum Neutral {
    Zero,
    One,
    NegInf,
    PosInf,
    SignedMin,
    SignedMax,
    AllOnes,
}

/// A supported reduction: its `arith::AtomicRMWKind` value (`parallelize::kind_of`), the
/// `vector.reduction` kind, the `arith` op that combines two values, and its neutral element.
struct ReductionKind {
    rmw: i64,
    vector_kind: u64,
    combiner: fn() -> &'static OpDef,
    neutral: Neutral,
}

const REDUCTION_KINDS: &[ReductionKind] = &[
    ReductionKind {
        rmw: 0,
        vector_kind: kind::ADD,
        combiner: arith::AddFOp::def,
        neutral: Neutral::Zero,
    },
    ReductionKind {
        rmw: 1,
        vector_kind: kind::ADD,
        combiner: arith::AddIOp::def,
        neutral: Neutral::Zero,
    },
    ReductionKind {
        rmw: 3,
        vector_kind: kind::MAXIMUMF,
        combiner: arith::MaximumFOp::def,
        neutral: Neutral::NegInf,
    },
    ReductionKind {
        rmw: 4,
        vector_kind: kind::MAXSI,
        combiner: arith::MaxSIOp::def,
        neutral: Neutral::SignedMin,
    },
    ReductionKind {
        rmw: 5,
        vector_kind: kind::MAXUI,
        combiner: arith::MaxUIOp::def,
        neutral: Neutral::Zero,
    },
    ReductionKind {
        rmw: 6,
        vector_kind: kind::MINIMUMF,
        combiner: arith::MinimumFOp::def,
        neutral: Neutral::PosInf,
    },
    ReductionKind {
        rmw: 7,
        vector_kind: kind::MINSI,
        combiner: arith::MinSIOp::def,
        neutral: Neutral::SignedMax,
    },
    ReductionKind {
        rmw: 8,
        vector_kind: kind::MINUI,
        combiner: arith::MinUIOp::def,
        neutral: Neutral::AllOnes,
    },
    ReductionKind {
        rmw: 9,
        vector_kind: kind::MUL,
        combiner: arith::MulFOp::def,
        neutral: Neutral::One,
    },
    ReductionKind {
        rmw: 10,
        vector_kind: kind::MUL,
        combiner: arith::MulIOp::def,
        neutral: Neutral::One,
    },
    ReductionKind {
        rmw: 11,
        vector_kind: kind::OR,
        combiner: arith::OrIOp::def,
        neutral: Neutral::Zero,
    },
    ReductionKind {
        rmw: 12,
        vector_kind: kind::AND,
        combiner: arith::AndIOp::def,
        neutral: Neutral::AllOnes,
    },
];

/// The pass on one function.
pub fn run(ctx: &mut Context, func: OpId, o: &Options) -> Result<(), Diagnostic> {
    let loc = ctx.ops[func].loc;
    if !o.fastest_varying.is_empty() && o.fastest_varying.len() != o.vector_sizes.len() {
        let mut d = Diagnostic::at(
            ctx,
            loc,
            "Fastest varying pattern specified with different size than the vector size.",
        );
        d.severity = Severity::Remark;
        return Err(d);
    }
    if o.reductions && o.vector_sizes.len() != 1 {
        return Err(Diagnostic::at(
            ctx,
            loc,
            "Vectorizing reductions is supported only for 1-D vectors.",
        ));
    }
    if o.vector_sizes.iter().any(|s| *s <= 0) {
        return Err(Diagnostic::at(
            ctx,
            loc,
            "Vectorization factor must be greater than zero.",
        ));
    }
    let mut loops = vec![];
    ctx.walk(func, |op| {
        if ForOp::is(ctx, op) {
            loops.push(op);
        }
    });
    let mut parallel = HashSet::new();
    let mut reductions = Reductions::new();
    for l in loops {
        if let Some(found) = loop_parallel(ctx, l, o.reductions) {
            parallel.insert(l);
            if !found.is_empty() {
                reductions.insert(l, found.iter().map(|r| (r.0, r.1)).collect());
            }
        }
    }
    vectorize_loops(ctx, func, &parallel, o, &reductions);
    Ok(())
}

/// A loop matched by the pattern, with the matches of the next level nested anywhere in it.
struct Match {
    op: OpId,
    children: Vec<Match>,
}

/// The loop filters of the pattern, one per level (`isVectorizableLoopPtrFactory`); each loop's
/// body is analysed once.
struct Pattern<'a> {
    parallel: &'a HashSet<OpId>,
    fastest: Vec<i64>,
    /// Per loop: the memref dimension its accesses vary in (-1: none), `None` if not vectorizable.
    bodies: HashMap<OpId, Option<i64>>,
}

impl Pattern<'_> {
    fn accepts(&mut self, ctx: &Context, op: OpId, level: usize) -> bool {
        if !ForOp::is(ctx, op) || !self.parallel.contains(&op) {
            return false;
        }
        let body = *self
            .bodies
            .entry(op)
            .or_insert_with(|| vectorizable_body(ctx, op, true));
        let fastest = self.fastest.get(level).copied().unwrap_or(-1);
        body.is_some_and(|dim| dim == -1 || fastest == -1 || dim == fastest)
    }

    /// `NestedPattern::match` of level `level` on the ops nested in `root` (and `root`, unless
    /// `skip`), in post-order.
    fn matches(
        &mut self,
        ctx: &Context,
        root: OpId,
        level: usize,
        skip: bool,
        depth: usize,
    ) -> Vec<Match> {
        let mut ops = vec![];
        post_order(ctx, root, &mut |o| ForOp::is(ctx, o), &mut ops);
        let mut out = vec![];
        for op in ops {
            if (skip && op == root) || !self.accepts(ctx, op, level) {
                continue;
            }
            if level + 1 == depth {
                out.push(Match {
                    op,
                    children: vec![],
                });
                continue;
            }
            let children = self.matches(ctx, op, level + 1, true, depth);
            if !children.is_empty() {
                out.push(Match { op, children });
            }
        }
        out
    }
}

/// `vectorizeLoops`: the matches grouped by the outermost loop they share (`computeIntersection
/// Buckets`); in each group the matches are tried in order until one vectorizes.
fn vectorize_loops(
    ctx: &mut Context,
    func: OpId,
    parallel: &HashSet<OpId>,
    o: &Options,
    reductions: &Reductions,
) {
    let depth = o.vector_sizes.len();
    if !(1..=3).contains(&depth) {
        return;
    }
    let mut pattern = Pattern {
        parallel,
        fastest: o.fastest_varying.clone(),
        bodies: HashMap::new(),
    };
    let all = pattern.matches(ctx, func, 0, false, depth);
    let mut roots: Vec<OpId> = vec![];
    let mut buckets: Vec<Vec<Match>> = vec![];
    for m in all {
        let found = roots
            .iter()
            .position(|&r| ctx.is_ancestor(r, m.op) || ctx.is_ancestor(m.op, r));
        match found {
            Some(i) => {
                if ctx.is_ancestor(m.op, roots[i]) && !ctx.is_ancestor(roots[i], m.op) {
                    roots[i] = m.op;
                }
                buckets[i].push(m);
            }
            None => {
                roots.push(m.op);
                buckets.push(vec![m]);
            }
        }
    }
    for bucket in buckets {
        for m in bucket {
            let mut strategy = Strategy {
                vector_sizes: o.vector_sizes.clone(),
                loop_to_dim: HashMap::new(),
                reductions,
            };
            strategy.assign(&m, 0);
            if vectorize_nest(ctx, m.op, &strategy) {
                break;
            }
        }
    }
}

/// `VectorizationStrategy`: the vector shape and which loop gives which vector dimension.
struct Strategy<'a> {
    vector_sizes: Vec<i64>,
    loop_to_dim: HashMap<OpId, usize>,
    reductions: &'a Reductions,
}

impl Strategy<'_> {
    /// `analyzeProfitability`/`vectorizeLoopIfProfitable`: the loop at pattern depth `d` gives
    /// vector dimension `d` (the pattern is as deep as the vector's rank).
    fn assign(&mut self, m: &Match, d: usize) {
        for c in &m.children {
            self.assign(c, d + 1);
        }
        if d < self.vector_sizes.len() {
            self.loop_to_dim.insert(m.op, d);
        }
    }
}

/// `VectorizationState`: where new ops go and what replaces each value of the scalar nest.
struct State<'s, 'a> {
    strategy: &'s Strategy<'a>,
    ip: Ip,
    /// Scalar op to its vector op.
    op_vec: HashMap<OpId, OpId>,
    /// Scalar value to its vector value.
    vec_repl: HashMap<ValueId, ValueId>,
    /// Scalar value to the scalar value of the vector nest (induction variables, `affine.apply`).
    scalar_repl: HashMap<ValueId, ValueId>,
    /// Results of vector reduction loops to the scalar reduced value.
    loop_results: Vec<(ValueId, ValueId)>,
    /// New vector loops to their vector dimension.
    vec_loop_dim: HashMap<OpId, usize>,
    /// New reduction loops to their mask.
    vec_loop_mask: HashMap<OpId, ValueId>,
}

impl State<'_, '_> {
    fn vector_type(&self, ctx: &mut Context, elem: Type) -> Type {
        let n = self.strategy.vector_sizes.len();
        vec_ty(
            ctx,
            self.strategy.vector_sizes.clone(),
            vec![false; n],
            elem,
        )
    }
    fn scalar(&self, v: ValueId) -> ValueId {
        self.scalar_repl.get(&v).copied().unwrap_or(v)
    }
    fn register_op(&mut self, ctx: &Context, old: OpId, new: OpId) {
        self.op_vec.insert(old, new);
        for (a, b) in ctx.ops[old].results.iter().zip(ctx.ops[new].results.iter()) {
            self.vec_repl.insert(*a, *b);
        }
    }
    /// The block new ops go into.
    fn block(&self, ctx: &Context) -> Option<BlockId> {
        match self.ip {
            Ip::Before(o) => ctx.ops[o].parent,
            Ip::End(b) => Some(b),
        }
    }
}

/// The insertion point right after `op`.
fn after(ctx: &Context, op: OpId) -> Option<Ip> {
    match ctx.ops[op].next {
        Some(n) => Some(Ip::Before(n)),
        None => ctx.ops[op].parent.map(Ip::End),
    }
}

/// Creates `st` at `ip`.
fn create(ctx: &mut Context, ip: Ip, st: OpState) -> OpId {
    at(ctx, ip).insert(st)
}

/// `vectorizeLoopNest`: the nest rooted at `root` rewritten after it by a pre-order walk, then
/// the scalar nest erased; on failure what was built of the vector nest is erased.
fn vectorize_nest(ctx: &mut Context, root: OpId, strategy: &Strategy<'_>) -> bool {
    if vectorizable_body(ctx, root, false).is_none() {
        return false;
    }
    let Some(ip) = after(ctx, root) else {
        return false;
    };
    let mut st = State {
        strategy,
        ip,
        op_vec: HashMap::new(),
        vec_repl: HashMap::new(),
        scalar_repl: HashMap::new(),
        loop_results: vec![],
        vec_loop_dim: HashMap::new(),
        vec_loop_mask: HashMap::new(),
    };
    let mut ops = vec![];
    ctx.walk(root, |o| ops.push(o));
    let ok = ops
        .iter()
        .all(|&op| vectorize_op(ctx, op, &mut st).is_some());
    if !ok {
        if let Some(&new_root) = st.op_vec.get(&root) {
            erase_with_users(ctx, new_root);
        }
        return false;
    }
    for (old, new) in &st.loop_results {
        ctx.replace_all_uses(*old, *new);
    }
    ctx.erase_op(root);
    true
}

/// Erases `op` after the ops that use its results (a failed vector loop and the reductions of
/// its results built after it).
fn erase_with_users(ctx: &mut Context, op: OpId) {
    let users: Vec<OpId> = ctx.ops[op]
        .results
        .iter()
        .flat_map(|r| ctx.values[*r].uses.iter().map(|u| u.op))
        .collect();
    for u in users {
        if !ctx.ops[u].erased {
            erase_with_users(ctx, u);
        }
    }
    ctx.erase_op(op);
}

/// `vectorizeOneOperation`: the vector form of `op`, `None` when it cannot be vectorized.
fn vectorize_op(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<()> {
    if LoadOp::is(ctx, op) {
        vectorize_load(ctx, op, st)
    } else if StoreOp::is(ctx, op) {
        vectorize_store(ctx, op, st)
    } else if ForOp::is(ctx, op) {
        vectorize_for(ctx, op, st)
    } else if YieldOp::is(ctx, op) {
        vectorize_yield(ctx, op, st)
    } else if arith::ConstantOp::is(ctx, op) {
        vectorize_constant(ctx, op, st).map(|_| ())
    } else if ApplyOp::is(ctx, op) {
        vectorize_apply(ctx, op, st)
    } else if !ctx.ops[op].regions.is_empty() {
        None
    } else {
        widen(ctx, op, st).map(|_| ())
    }
}

/// The bits of a scalar integer or float attribute, for a splat.
fn scalar_bits(ctx: &Context, a: Attribute) -> Option<u128> {
    match ctx.attr_kind(a) {
        AttrKind::Float { bits, .. } => Some(*bits),
        AttrKind::Integer { value, ty } => {
            let width = match ctx.kind(*ty) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return None,
            };
            let v = value.to_i128()? as u128;
            Some(if width >= 128 {
                v
            } else {
                v & ((1u128 << width) - 1)
            })
        }
        _ => None,
    }
}

/// `vectorizeConstant`: a splat constant at the start of the innermost vector loop around the
/// insertion point.
fn vectorize_constant(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<ValueId> {
    let result = *ctx.ops[op].results.first()?;
    let scalar_ty = ctx.value_type(result);
    if !is_vector_element(ctx, scalar_ty) {
        return None;
    }
    let value = irbridge::ods::prop(ctx, op, "value")?;
    let bits = scalar_bits(ctx, value)?;
    let vt = st.vector_type(ctx, scalar_ty);
    let splat = dense_splat_bits(ctx, vt, bits);
    let mut parent = st.block(ctx).and_then(|b| ctx.block_parent_op(b));
    while let Some(p) = parent {
        if st.vec_loop_dim.contains_key(&p) {
            break;
        }
        parent = ctx.parent_op(p);
    }
    let body = for_parts(ctx, parent?)?.body;
    let ip = block_start(ctx, body);
    let loc = ctx.ops[op].loc;
    let new = arith::ConstantOp::build(&mut at(ctx, ip), loc, vt, splat).id();
    st.register_op(ctx, op, new);
    Some(ctx.result(new, 0))
}

/// `vectorizeAffineApplyOp`: the same `affine.apply` on the scalar replacements of its operands
/// (none may be a vector).
fn vectorize_apply(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<()> {
    let mut operands = vec![];
    for v in ctx.ops[op].operands.iter() {
        if st.vec_repl.contains_key(v) {
            return None;
        }
        operands.push(st.scalar(*v));
    }
    let map = ctx.get_attr(op, "map")?;
    let (loc, index) = (ctx.ops[op].loc, ctx.index());
    let new = ApplyOp::build(&mut at(ctx, st.ip), loc, index, &operands, map).id();
    let (old_r, new_r) = (ctx.result(op, 0), ctx.result(new, 0));
    st.scalar_repl.insert(old_r, new_r);
    Some(())
}

/// `isUniformDefinition`: an induction variable of a loop that is not vectorized, or a value
/// defined outside every vectorized loop.
fn is_uniform(ctx: &Context, v: ValueId, st: &State<'_, '_>) -> bool {
    let block = ctx.value_block(v);
    if let ValueDef::BlockArg { index: 0, .. } = ctx.values[v].def {
        if let Some(owner) = block.and_then(|b| ctx.block_parent_op(b)) {
            if ForOp::is(ctx, owner) && !st.strategy.loop_to_dim.contains_key(&owner) {
                return true;
            }
        }
    }
    let Some(def_op) = block.and_then(|b| ctx.block_parent_op(b)) else {
        return true;
    };
    st.strategy
        .loop_to_dim
        .keys()
        .all(|&l| !ctx.is_ancestor(l, def_op))
}

/// `vectorizeUniform`: a broadcast right after the scalar value's definition.
fn vectorize_uniform(ctx: &mut Context, v: ValueId, st: &mut State<'_, '_>) -> Option<ValueId> {
    let scalar = st.scalar(v);
    let ip = match ctx.values[scalar].def {
        ValueDef::BlockArg { block, .. } => block_start(ctx, block),
        ValueDef::OpResult { op, .. } => after(ctx, op)?,
    };
    let ty = ctx.value_type(v);
    let vt = st.vector_type(ctx, ty);
    let loc = crate::scf_to_cf::value_loc(ctx, v);
    let b = BroadcastOp::build(&mut at(ctx, ip), loc, vt, scalar).id();
    let r = ctx.result(b, 0);
    match ctx.values[v].def {
        ValueDef::OpResult { op, .. } => st.register_op(ctx, op, b),
        ValueDef::BlockArg { .. } => {
            st.vec_repl.insert(v, r);
        }
    }
    Some(r)
}

/// `vectorizeOperand`: the vector replacement of `v`, made for a constant or a uniform value.
fn vectorize_operand(ctx: &mut Context, v: ValueId, st: &mut State<'_, '_>) -> Option<ValueId> {
    if let Some(r) = st.vec_repl.get(&v) {
        return Some(*r);
    }
    if matches!(ctx.kind(ctx.value_type(v)), TypeKind::Vector { .. }) {
        return None;
    }
    if let Some(c) = ctx
        .defining_op(v)
        .filter(|o| arith::ConstantOp::is(ctx, *o))
    {
        return vectorize_constant(ctx, c, st);
    }
    if is_uniform(ctx, v, st) {
        return vectorize_uniform(ctx, v, st);
    }
    None
}

/// `computeMemoryOpIndices`: one `affine.apply` per result of a non-identity access map.
fn access_indices(
    ctx: &mut Context,
    op: OpId,
    st: &State<'_, '_>,
    operands: &[ValueId],
) -> Option<Vec<ValueId>> {
    let map = map_of(ctx, op)?.clone();
    let loc = ctx.ops[op].loc;
    let mut out = vec![];
    for e in &map.results {
        let single = AffineMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: vec![e.clone()],
        };
        out.push(super::utils::build_apply(ctx, st.ip, loc, single, operands));
    }
    Some(out)
}

/// Whether `map` is the identity of `rank` dimensions (`getMultiDimIdentityMap`).
fn is_identity_of(map: &AffineMap, rank: usize) -> bool {
    map.num_dims as usize == rank
        && map.num_symbols == 0
        && map.results.len() == rank
        && map
            .results
            .iter()
            .enumerate()
            .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
}

/// The rank and element type of the memref operand `memref`.
fn memref_rank_elem(ctx: &Context, memref: ValueId) -> Option<(usize, Type)> {
    match ctx.kind(ctx.value_type(memref)) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

/// `vectorizeAffineLoad`: a `vector.transfer_read` at the scalar indices, broadcast along the
/// vector dimensions the indices do not vary with (those are in bounds).
fn vectorize_load(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<()> {
    let memref = *ctx.ops[op].operands.first()?;
    let (rank, elem) = memref_rank_elem(ctx, memref)?;
    let vt = st.vector_type(ctx, elem);
    let operands: Vec<ValueId> = map_operands(ctx, op)
        .iter()
        .map(|v| st.scalar(*v))
        .collect();
    let indices = if !is_identity_of(map_of(ctx, op)?, rank) {
        let applied = operands
            .iter()
            .any(|v| ctx.defining_op(*v).is_some_and(|d| ApplyOp::is(ctx, d)));
        if applied {
            return None;
        }
        access_indices(ctx, op, st, &operands)?
    } else {
        operands
    };
    let perm = permutation_map(ctx, st.block(ctx)?, &indices, &st.vec_loop_dim)?;
    let in_bounds: Vec<bool> = perm
        .results
        .iter()
        .map(|e| *e == AffineExpr::Const(0))
        .collect();
    let loc = ctx.ops[op].loc;
    let pad_attr = zero_attr(ctx, elem);
    let pad = arith::ConstantOp::build(&mut at(ctx, st.ip), loc, elem, pad_attr).id();
    let pad = ctx.result(pad, 0);
    let ib = in_bounds_attr(ctx, &in_bounds);
    let pm = ctx.attr(AttrKind::AffineMap(perm));
    let read = TransferReadOp::build(
        &mut at(ctx, st.ip),
        loc,
        vt,
        memref,
        &indices,
        pad,
        None,
        pm,
        ib,
    )
    .0;
    st.register_op(ctx, op, read);
    Some(())
}

/// `vectorizeAffineStore`: a `vector.transfer_write` of the vectorized value.
fn vectorize_store(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<()> {
    let value = *ctx.ops[op].operands.first()?;
    let memref = *ctx.ops[op].operands.get(1)?;
    let (rank, _) = memref_rank_elem(ctx, memref)?;
    let vector = vectorize_operand(ctx, value, st)?;
    let operands: Vec<ValueId> = map_operands(ctx, op)
        .iter()
        .map(|v| st.scalar(*v))
        .collect();
    let indices = if !is_identity_of(map_of(ctx, op)?, rank) {
        access_indices(ctx, op, st, &operands)?
    } else {
        operands
    };
    let perm = permutation_map(ctx, st.block(ctx)?, &indices, &st.vec_loop_dim)?;
    let loc = ctx.ops[op].loc;
    let ib = in_bounds_attr(ctx, &vec![false; st.strategy.vector_sizes.len()]);
    let pm = ctx.attr(AttrKind::AffineMap(perm));
    let write = TransferWriteOp::build(
        &mut at(ctx, st.ip),
        loc,
        None,
        vector,
        memref,
        &indices,
        None,
        pm,
        ib,
    )
    .0;
    st.register_op(ctx, op, write);
    Some(())
}

/// The supported reduction of `arith::AtomicRMWKind` value `rmw`.
fn reduction_kind(rmw: i64) -> Option<&'static ReductionKind> {
    REDUCTION_KINDS.iter().find(|k| k.rmw == rmw)
}

/// `arith::getIdentityValueAttr`: the neutral element of a reduction as an attribute of `ty`.
fn identity_attr(ctx: &mut Context, rmw: i64, ty: Type) -> Option<Attribute> {
    use irbridge::ir::float;
    use num_bigint::BigInt;
    let width = match ctx.kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    };
    let float_kind = ctx.float_kind(ty);
    let float = |ctx: &mut Context, v: f64| -> Option<Attribute> {
        let bits = float::from_f64(float_kind?, v);
        Some(ctx.attr(AttrKind::Float { bits, ty }))
    };
    Some(match reduction_kind(rmw)?.neutral {
        Neutral::Zero => zero_attr(ctx, ty),
        Neutral::One if float_kind.is_some() => float(ctx, 1.0)?,
        Neutral::One => ctx.int_attr(ty, 1),
        Neutral::NegInf => float(ctx, f64::NEG_INFINITY)?,
        Neutral::PosInf => float(ctx, f64::INFINITY)?,
        Neutral::SignedMin => ctx.int_attr(ty, -(BigInt::from(1) << width?.checked_sub(1)?)),
        Neutral::SignedMax => ctx.int_attr(ty, (BigInt::from(1) << width?.checked_sub(1)?) - 1),
        // All ones, which the printer reads signed.
        Neutral::AllOnes => ctx.int_attr(ty, -1),
    })
}

/// `vectorizeAffineForOp`: the loop with the same bounds (stepping by the vector size when it is
/// vectorized); a vectorized reduction loop starts from the neutral vector, and after it its
/// result is reduced and combined with the original init.
fn vectorize_for(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<()> {
    let p = for_parts(ctx, op)?;
    let vec_dim = st.strategy.loop_to_dim.get(&op).copied();
    if vec_dim.is_some() && !p.inits.is_empty() && p.step != 1 {
        return None;
    }
    // Upstream keeps the new step in an `unsigned`: it wraps modulo 2^32.
    let step = match vec_dim {
        Some(d) => p.step.wrapping_mul(*st.strategy.vector_sizes.get(d)?),
        None => p.step,
    } as u32 as i64;
    let reductions: Vec<(usize, i64)> = if vec_dim.is_some() && !p.inits.is_empty() {
        let r = st.strategy.reductions.get(&op)?.clone();
        if r.len() != p.inits.len() {
            return None;
        }
        r
    } else {
        vec![]
    };
    let loc = ctx.ops[op].loc;
    let mut inits = vec![];
    if vec_dim.is_none() {
        for v in &p.inits {
            inits.push(vectorize_operand(ctx, *v, st)?);
        }
    } else {
        for ((_, k), v) in reductions.iter().zip(&p.inits) {
            let ty = ctx.value_type(*v);
            if !is_vector_element(ctx, ty) {
                return None;
            }
            let id = identity_attr(ctx, *k, ty)?;
            let bits = scalar_bits(ctx, id)?;
            let vt = st.vector_type(ctx, ty);
            let splat = dense_splat_bits(ctx, vt, bits);
            let c = arith::ConstantOp::build(&mut at(ctx, st.ip), loc, vt, splat).id();
            inits.push(ctx.result(c, 0));
        }
    }
    let lb: Vec<ValueId> = p.lb.operands.iter().map(|v| st.scalar(*v)).collect();
    let ub: Vec<ValueId> = p.ub.operands.iter().map(|v| st.scalar(*v)).collect();
    let types: Vec<Type> = inits.iter().map(|v| ctx.value_type(*v)).collect();
    let lbm = ctx.attr(AttrKind::AffineMap(p.lb.map.clone()));
    let ubm = ctx.attr(AttrKind::AffineMap(p.ub.map.clone()));
    let index = ctx.index();
    let step_attr = ctx.int_attr(index, step);
    let new = ForOp::build(
        &mut at(ctx, st.ip),
        loc,
        &types,
        &lb,
        &ub,
        &inits,
        lbm,
        ubm,
        step_attr,
    )
    .id();
    let r = ctx.new_region();
    let body = ctx.new_block();
    ctx.append_block(r, body);
    ctx.regions[r].parent = Some(new);
    ctx.ops[new].regions.push(r);
    let iv_loc = ctx.values[p.iv].loc;
    let new_iv = ctx.add_block_arg(body, index, iv_loc);
    let old_args = ctx.blocks[p.body].args.clone();
    let mut new_args = vec![];
    for (a, t) in old_args.iter().skip(1).zip(&types) {
        let l = ctx.values[*a].loc;
        new_args.push(ctx.add_block_arg(body, *t, l));
    }
    st.register_op(ctx, op, new);
    st.scalar_repl.insert(p.iv, new_iv);
    for (a, b) in old_args.iter().skip(1).zip(&new_args) {
        st.vec_repl.insert(*a, *b);
    }
    if let Some(d) = vec_dim {
        for (i, (_, k)) in reductions.iter().enumerate() {
            let rk = reduction_kind(*k)?;
            let (vkind, combiner) = (rk.vector_kind, (rk.combiner)());
            let result = ctx.result(new, i);
            let elem = ctx.value_type(p.inits[i]);
            let ka = enum_attr(ctx, &COMBINING_KIND, vkind);
            let red = ReductionOp::build(&mut at(ctx, st.ip), loc, elem, result, None, ka, None).0;
            let mut fin = ctx.result(red, 0);
            let init = p.inits[i];
            let neutral = identity_attr(ctx, *k, elem);
            let is_neutral = ctx
                .defining_op(init)
                .filter(|c| arith::ConstantOp::is(ctx, *c))
                .and_then(|c| irbridge::ods::prop(ctx, c, "value"))
                .is_some_and(|v| Some(v) == neutral);
            if !is_neutral {
                let mut s = OpState::of(ctx, combiner, loc);
                s.operands = vec![fin, init];
                s.result_types = vec![elem];
                let c = create(ctx, st.ip, s);
                fin = ctx.result(c, 0);
            }
            let old = ctx.result(op, i);
            st.loop_results.push((old, fin));
        }
        st.vec_loop_dim.insert(new, d);
    }
    st.ip = Ip::End(body);
    if vec_dim.is_some() && !p.inits.is_empty() {
        create_mask(ctx, new, st)?;
    }
    Some(())
}

/// `createMask`: for a reduction loop whose trip count may not be a multiple of the vector size,
/// `vector.create_mask (ub - iv)` at the start of its body.
fn create_mask(ctx: &mut Context, new: OpId, st: &mut State<'_, '_>) -> Option<()> {
    let p = for_parts(ctx, new)?;
    let constant = |m: &AffineMap| match m.results.as_slice() {
        [AffineExpr::Const(c)] => Some(*c),
        _ => None,
    };
    if let (Some(lb), Some(ub)) = (constant(&p.lb.map), constant(&p.ub.map)) {
        if ub.wrapping_sub(lb).checked_rem(p.step) == Some(0) {
            return Some(());
        }
    }
    let loc = ctx.ops[new].loc;
    let ip = block_start(ctx, p.body);
    let index = ctx.index();
    let ub_map = ctx.attr(AttrKind::AffineMap(p.ub.map.clone()));
    let ub_op = if p.ub.map.results.len() == 1 {
        ApplyOp::build(&mut at(ctx, ip), loc, index, &p.ub.operands, ub_map).id()
    } else {
        MinOp::build(&mut at(ctx, ip), loc, index, &p.ub.operands, ub_map).id()
    };
    let ub = ctx.result(ub_op, 0);
    let mut map = AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(0) - AffineExpr::Dim(1)],
    };
    let mut operands = vec![ub, p.iv];
    compose_map_and_operands(ctx, &mut map, &mut operands);
    let left = super::utils::build_apply(ctx, ip, loc, map, &operands);
    if ctx.values[ub].uses.is_empty() {
        ctx.erase_op(ub_op);
    }
    let i1 = ctx.i1();
    let mask_ty = st.vector_type(ctx, i1);
    let mask = CreateMaskOp::build(&mut at(ctx, ip), loc, mask_ty, &[left]).id();
    let m = ctx.result(mask, 0);
    st.vec_loop_mask.insert(new, m);
    Some(())
}

/// `vectorizeAffineYieldOp`: the yield widened; in a masked reduction loop, the reduced value
/// selected by the mask (the neutral vector elsewhere) before it is combined.
fn vectorize_yield(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<()> {
    let new_yield = widen(ctx, op, st)?;
    let parent = ctx.parent_op(new_yield)?;
    if let Some(&mask) = st.vec_loop_mask.get(&parent) {
        let p = for_parts(ctx, parent)?;
        let args: Vec<ValueId> = ctx.blocks[p.body].args.iter().skip(1).copied().collect();
        for (i, arg) in args.iter().enumerate() {
            // `matchReduction` with its single combiner: the one user of the iteration argument.
            let uses = &ctx.values[*arg].uses;
            if uses.len() != 1 {
                return None;
            }
            let combiner = uses[0].op;
            let operands = ctx.ops[combiner].operands.to_vec();
            let reduced = *operands.iter().find(|v| *v != arg)?;
            let neutral = *p.inits.get(i)?;
            let ty = ctx.value_type(reduced);
            let loc = crate::scf_to_cf::value_loc(ctx, reduced);
            let sel = arith::SelectOp::build(
                &mut at(ctx, Ip::Before(combiner)),
                loc,
                ty,
                mask,
                reduced,
                neutral,
            )
            .id();
            let s = ctx.result(sel, 0);
            let replaced: Vec<ValueId> = operands
                .iter()
                .map(|v| if *v == reduced { s } else { *v })
                .collect();
            ctx.set_operands(combiner, replaced);
        }
    }
    st.ip = after(ctx, parent)?;
    Some(())
}

/// `widenOp`: the same op on vector operands, its results of the vector type.
fn widen(ctx: &mut Context, op: OpId, st: &mut State<'_, '_>) -> Option<OpId> {
    let scalar_types: Vec<Type> = ctx.ops[op]
        .results
        .iter()
        .map(|r| ctx.value_type(*r))
        .collect();
    let types: Vec<Type> = scalar_types
        .into_iter()
        .map(|t| st.vector_type(ctx, t))
        .collect();
    let scalar_operands: Vec<ValueId> = ctx.ops[op].operands.to_vec();
    let mut operands = vec![];
    for v in scalar_operands {
        operands.push(vectorize_operand(ctx, v, st)?);
    }
    let data = &ctx.ops[op];
    let mut s = OpState::new(data.name, data.loc);
    s.def = data.def;
    s.props = data.props.iter().cloned().collect();
    s.attrs = data.attrs.iter().cloned().collect();
    s.props_written = data.props_written;
    s.operands = operands;
    s.result_types = types;
    let new = create(ctx, st.ip, s);
    st.register_op(ctx, op, new);
    Some(new)
}
