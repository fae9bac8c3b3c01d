//! `convert-vector-to-scf` (upstream 19's VectorToSCF.cpp): n-D `vector.transfer_read`/`write`
//! become loops of (n-1)-D transfers through a `memref.alloca` buffer cast with `vector.type_cast`
//! one dimension at a time (or, with `full-unroll`, unrolled chains of `vector.insert`/`extract`),
//! down to `target-rank`; with `target-rank=1`, the 1-D transfers a `vector.load`/`store` cannot
//! express become loops of scalar `memref.load`/`store`; an n-D `vector.print` becomes loops of
//! scalar prints. Two greedy runs, as upstream: the permutation-map lowerings
//! ([`permutation`](mod@super::permutation)), then these patterns.
//!
//! The patterns read the pass options from a thread-local (the shared greedy driver's patterns
//! are plain functions), set for the duration of one run.

use super::util::builder_nontemporal;
use super::util::{dim_of, index_constant, loc_of, vparts};
use irbridge::dialect::affine::canon::compose_map_and_operands;
use irbridge::dialect::affine::ApplyOp;
use irbridge::dialect::arith::{AddIOp, AndIOp, CmpIOp, ExtSIOp, ExtUIOp, MulIOp, SubIOp};
use irbridge::dialect::memref;
use irbridge::dialect::scf;
use irbridge::dialect::vector::constraints::{punctuation, PRINT_PUNCTUATION};
use irbridge::dialect::vector::fold::transfer_groups;
use irbridge::dialect::vector::transfer::{in_bounds, in_bounds_attr, is_minor_identity};
use irbridge::dialect::vector::{
    vector_type, BitCastOp, BroadcastOp, ExtractElementOp, ExtractOp, InsertElementOp, InsertOp,
    PrintOp, ShapeCastOp, SplatOp, TransferReadOp, TransferWriteOp, TypeCastOp, VectorScaleOp,
};
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{
    AttrKind, Attribute, BlockId, Context, OpId, OpState, RegionId, Type, TypeKind, ValueId,
};
use irbridge::ods::enums::{enum_attr, enum_value};
use irbridge::ods::prop;
use irbridge::ods::typed::{build_state, Group};
use irbridge::transforms::rewriter::InsertPoint;
use irbridge::transforms::{Pattern, PatternSet, Rewriter};
use std::cell::Cell;

/// `VectorTransferToSCFOptions` (the pass's `full-unroll`, `target-rank`, `lower-tensors`).
#[derive(Copy, Clone, Debug)]
pub struct VectorToScfOptions {
    pub full_unroll: bool,
    pub target_rank: u32,
    pub lower_tensors: bool,
}

impl Default for VectorToScfOptions {
    fn default() -> Self {
        VectorToScfOptions {
            full_unroll: false,
            target_rank: 1,
            lower_tensors: false,
        }
    }
}

thread_local! {
    static OPTIONS: Cell<VectorToScfOptions> = Cell::new(VectorToScfOptions::default());
}

fn options() -> VectorToScfOptions {
    OPTIONS.with(Cell::get)
}

/// The attribute marking transfers that [`TRANSFER_OP_CONVERSION`] lowers next.
const PASS_LABEL: &str = "__vector_to_scf_lowering__";

/// The patterns of `populateVectorToSCFConversionPatterns` for `o`, in upstream's order.
fn patterns(o: VectorToScfOptions) -> PatternSet {
    let mut set = PatternSet::default();
    if o.full_unroll {
        set.add(TransferReadOp::def(), &UNROLL_READ);
        set.add(TransferWriteOp::def(), &UNROLL_WRITE);
    } else {
        set.add(TransferReadOp::def(), &PREPARE_READ);
        set.add(TransferWriteOp::def(), &PREPARE_WRITE);
        set.add(TransferReadOp::def(), &TRANSFER_OP_CONVERSION);
        set.add(TransferWriteOp::def(), &TRANSFER_OP_CONVERSION);
    }
    if o.target_rank == 1 {
        set.add(TransferReadOp::def(), &TRANSFER_1D);
        set.add(TransferWriteOp::def(), &TRANSFER_1D);
    }
    set.add(PrintOp::def(), &DECOMPOSE_PRINT);
    set.freeze();
    set
}

static UNROLL_READ: Pattern = Pattern::new("UnrollTransferReadConversion", |rw, op| {
    unroll_read(rw, op).is_some()
});
static UNROLL_WRITE: Pattern = Pattern::new("UnrollTransferWriteConversion", |rw, op| {
    unroll_write(rw, op).is_some()
});
static PREPARE_READ: Pattern = Pattern::new("PrepareTransferReadConversion", |rw, op| {
    prepare_read(rw, op).is_some()
});
static PREPARE_WRITE: Pattern = Pattern::new("PrepareTransferWriteConversion", |rw, op| {
    prepare_write(rw, op).is_some()
});
static TRANSFER_OP_CONVERSION: Pattern = Pattern::new("TransferOpConversion", |rw, op| {
    transfer_op_conversion(rw, op).is_some()
});
static TRANSFER_1D: Pattern = Pattern::new("TransferOp1dConversion", |rw, op| {
    transfer_1d(rw, op).is_some()
});
static DECOMPOSE_PRINT: Pattern = Pattern::new("DecomposePrintOpConversion", |rw, op| {
    decompose_print(rw, op).is_some()
});

/// Runs `convert-vector-to-scf` on the regions of `root`.
pub fn convert_vector_to_scf(ctx: &mut Context, root: OpId, o: VectorToScfOptions) {
    let config = irbridge::transforms::GreedyConfig {
        region_simplify: irbridge::transforms::RegionSimplify::Aggressive,
        ..Default::default()
    };
    irbridge::transforms::apply_patterns_and_fold_greedily(
        ctx,
        root,
        &super::permutation::patterns(),
        &config,
    );
    let previous = OPTIONS.with(|c| c.replace(o));
    irbridge::transforms::apply_patterns_and_fold_greedily(ctx, root, &patterns(o), &config);
    OPTIONS.with(|c| c.set(previous));
}

// ---- the transfer op, read ---------------------------------------------------------------------------

/// What the patterns read of a transfer op.
struct Xfer {
    op: OpId,
    read: bool,
    source: ValueId,
    indices: Vec<ValueId>,
    mask: Option<ValueId>,
    map: AffineMap,
    in_bounds: Vec<bool>,
    /// The vector type.
    vt: Type,
    loc: Attribute,
}

impl Xfer {
    fn of(ctx: &Context, op: OpId) -> Option<Xfer> {
        let read = TransferReadOp::is(ctx, op);
        if !read && !TransferWriteOp::is(ctx, op) {
            return None;
        }
        let (source, indices, mask) = transfer_groups(ctx, op)?;
        let map = irbridge::dialect::vector::transfer::permutation_map(ctx, op)?;
        let vt = irbridge::dialect::vector::fold::transfer_vector(ctx, op);
        Some(Xfer {
            op,
            read,
            source,
            indices,
            mask,
            map,
            in_bounds: in_bounds(ctx, op),
            vt,
            loc: loc_of(ctx, op),
        })
    }
    /// The padding of a read.
    fn padding(&self, ctx: &Context) -> ValueId {
        ctx.operand(self.op, 1 + self.indices.len())
    }
    /// The vector operand of a write.
    fn vector(&self, ctx: &Context) -> ValueId {
        ctx.operand(self.op, 0)
    }
    fn rank(&self, ctx: &Context) -> usize {
        ctx.shape(self.vt).map_or(0, <[i64]>::len)
    }
    /// `isBroadcastDim(i)`.
    fn broadcast_dim(&self, i: usize) -> bool {
        self.map.results.get(i) == Some(&AffineExpr::Const(0))
    }
    /// `isDimInBounds(i)`.
    fn dim_in_bounds(&self, i: usize) -> bool {
        self.broadcast_dim(i) || self.in_bounds.get(i).copied().unwrap_or(false)
    }
    /// `unpackedDim`: the source dimension of vector dimension 0 (`None`: a broadcast).
    fn unpacked_dim(&self) -> Option<usize> {
        match self.map.results.first() {
            Some(AffineExpr::Dim(d)) => Some(*d as usize),
            _ => None,
        }
    }
    /// `unpackedPermutationMap`: the map without its first result.
    fn unpacked_map(&self) -> AffineMap {
        AffineMap {
            num_dims: self.map.num_dims,
            num_symbols: 0,
            results: self.map.results.iter().skip(1).cloned().collect(),
        }
    }
    fn mask_rank(&self, ctx: &Context) -> usize {
        self.mask
            .and_then(|m| ctx.shape(ctx.value_type(m)).map(<[i64]>::len))
            .unwrap_or(0)
    }
    fn shaped_type(&self, ctx: &Context) -> Type {
        ctx.value_type(self.source)
    }
    fn is_tensor(&self, ctx: &Context) -> bool {
        matches!(
            ctx.kind(self.shaped_type(ctx)),
            TypeKind::RankedTensor { .. }
        )
    }
    /// Whether a bounds check would need the size of a dynamic tensor dimension (`tensor.dim`,
    /// which irbridge does not have): such transfers are left as they are.
    fn needs_tensor_dim(&self, ctx: &Context) -> bool {
        if !self.is_tensor(ctx) {
            return false;
        }
        let shape = ctx.shape(self.shaped_type(ctx)).unwrap_or(&[]);
        self.map.results.iter().enumerate().any(|(i, e)| match e {
            AffineExpr::Dim(d) => {
                !self.in_bounds.get(i).copied().unwrap_or(false)
                    && shape.get(*d as usize) == Some(&irbridge::ir::DYNAMIC)
            }
            _ => false,
        })
    }
    /// Whether the vector's element type is the source's (transfers that change it are left).
    fn same_elem(&self, ctx: &Context) -> bool {
        let se = match ctx.kind(self.shaped_type(ctx)) {
            TypeKind::MemRef { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
            _ => return false,
        };
        vparts(ctx, self.vt).is_some_and(|(_, _, e)| e == se)
    }
    fn leading_scalable(&self, ctx: &Context) -> bool {
        vparts(ctx, self.vt).is_some_and(|(_, s, _)| s.first().copied().unwrap_or(false))
    }
    /// The in_bounds attribute without its first flag (`dropFirstElem`).
    fn dropped_in_bounds(&self, ctx: &mut Context) -> Attribute {
        let rest: Vec<bool> = self.in_bounds.iter().skip(1).copied().collect();
        in_bounds_attr(ctx, &rest)
    }
}

// ---- building --------------------------------------------------------------------------------------

fn index_ty(rw: &mut Rewriter<'_>) -> Type {
    rw.ctx.index()
}

fn map_attr(ctx: &mut Context, m: AffineMap) -> Attribute {
    ctx.attr(AttrKind::AffineMap(m))
}

/// `makeComposedAffineApply(b, loc, d0 + d1, {base, iv})`.
fn add_apply(rw: &mut Rewriter<'_>, loc: Attribute, base: ValueId, iv: ValueId) -> ValueId {
    let mut map = AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![AffineExpr::Bin(
            AffineBinOp::Add,
            Box::new(AffineExpr::Dim(0)),
            Box::new(AffineExpr::Dim(1)),
        )],
    };
    let mut operands = vec![base, iv];
    compose_map_and_operands(rw.ctx, &mut map, &mut operands);
    let a = map_attr(rw.ctx, map);
    let index = index_ty(rw);
    ApplyOp::build(rw, loc, index, &operands, a).result(rw.ctx)
}

/// `getXferIndices`: the indices with the unpacked dimension's advanced by `iv`.
fn xfer_indices(rw: &mut Rewriter<'_>, x: &Xfer, iv: ValueId) -> Vec<ValueId> {
    let mut indices = x.indices.clone();
    if let Some(d) = x.unpacked_dim() {
        indices[d] = add_apply(rw, x.loc, x.indices[d], iv);
    }
    indices
}

/// A new `vector.transfer_read` (no mask).
fn new_read(
    rw: &mut Rewriter<'_>,
    x: &Xfer,
    vt: Type,
    indices: &[ValueId],
    map: AffineMap,
    in_bounds: Attribute,
) -> OpId {
    let padding = x.padding(rw.ctx);
    let m = map_attr(rw.ctx, map);
    TransferReadOp::build(
        rw, x.loc, vt, x.source, indices, padding, None, m, in_bounds,
    )
    .0
}

/// A new `vector.transfer_write` of `value` into `dest` (no mask); on a tensor, it gives the new
/// tensor.
fn new_write(
    rw: &mut Rewriter<'_>,
    x: &Xfer,
    value: ValueId,
    dest: ValueId,
    indices: &[ValueId],
    map: AffineMap,
    in_bounds: Attribute,
) -> OpId {
    let m = map_attr(rw.ctx, map);
    let rt = x.is_tensor(rw.ctx).then(|| x.shaped_type(rw.ctx));
    TransferWriteOp::build(rw, x.loc, rt, value, dest, indices, None, m, in_bounds).0
}

/// `getMaskMutable().assign(mask)` on a transfer without a mask (unreported, as upstream's
/// direct assignment).
fn set_mask(ctx: &mut Context, op: OpId, mask: ValueId) {
    let mut operands = ctx.ops[op].operands.to_vec();
    let had = transfer_groups(ctx, op).is_some_and(|(_, _, m)| m.is_some());
    if had {
        let last = operands.len() - 1;
        ctx.set_operand(op, last, mask);
        return;
    }
    operands.push(mask);
    ctx.set_operands(op, operands);
    if let Some(seg) = prop(ctx, op, "operandSegmentSizes") {
        if let AttrKind::DenseArray { elem, values } = ctx.attr_kind(seg).clone() {
            let mut values = values;
            if let Some(last) = values.last_mut() {
                *last = 1;
            }
            let a = ctx.attr(AttrKind::DenseArray { elem, values });
            ctx.set_prop(op, "operandSegmentSizes", a);
        }
    }
}

/// Sets the pass label (unreported, as upstream's `setAttr`).
fn label(ctx: &mut Context, op: OpId) {
    let u = ctx.unit_attr();
    ctx.set_attr(op, PASS_LABEL, u);
}

/// `maybeApplyPassLabel`.
fn maybe_label(ctx: &mut Context, op: OpId, vt: Type) {
    if ctx.shape(vt).map_or(0, <[i64]>::len) > options().target_rank as usize {
        label(ctx, op);
    }
}

/// A detached region with one block, and the insertion point at its end.
fn detached_block(rw: &mut Rewriter<'_>) -> (RegionId, BlockId) {
    let r = rw.ctx.new_region();
    let b = rw.ctx.new_block();
    rw.ctx.append_block(r, b);
    (r, b)
}

fn yield_(rw: &mut Rewriter<'_>, loc: Attribute, values: &[ValueId]) {
    scf::YieldOp::build(rw, loc, values);
}

/// `scf::ForOp` built with a body builder: the body is built detached (as upstream's, before the
/// loop exists), then the loop is created at the current insertion point.
fn build_for(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    bounds: (ValueId, ValueId, ValueId),
    inits: &[ValueId],
    body: &mut dyn FnMut(&mut Rewriter<'_>, ValueId, &[ValueId]),
) -> OpId {
    let ip = rw.insertion_point();
    let (region, block) = detached_block(rw);
    let iv_ty = rw.ctx.value_type(bounds.0);
    let iv = rw.ctx.add_block_arg(block, iv_ty, Some(loc));
    let mut args = vec![];
    for v in inits {
        let t = rw.ctx.value_type(*v);
        let l = value_loc(rw.ctx, *v);
        args.push(rw.ctx.add_block_arg(block, t, Some(l)));
    }
    rw.set_insertion_point(Some(InsertPoint::end(block)));
    body(rw, iv, &args);
    rw.set_insertion_point(ip);
    let types: Vec<Type> = inits.iter().map(|v| rw.ctx.value_type(*v)).collect();
    let mut st = build_state(
        rw.ctx,
        scf::ForOp::def(),
        loc,
        &[Group::Many(&types)],
        &[
            Group::One(bounds.0),
            Group::One(bounds.1),
            Group::One(bounds.2),
            Group::Many(inits),
        ],
        &[],
    );
    st.regions = vec![region];
    rw.create(st)
}

/// `scf::ForOp` built without a body builder: a body with the induction variable and the implicit
/// `scf.yield` (made unreported, as `ensureTerminator`'s).
fn build_empty_for(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    bounds: (ValueId, ValueId, ValueId),
) -> (OpId, BlockId) {
    let (region, block) = detached_block(rw);
    let iv_ty = rw.ctx.value_type(bounds.0);
    rw.ctx.add_block_arg(block, iv_ty, Some(loc));
    let y = build_state(
        rw.ctx,
        scf::YieldOp::def(),
        loc,
        &[],
        &[Group::Many(&[])],
        &[],
    );
    let y = rw.ctx.create_op(y);
    rw.ctx.append_op(block, y);
    let mut st = build_state(
        rw.ctx,
        scf::ForOp::def(),
        loc,
        &[Group::Many(&[])],
        &[
            Group::One(bounds.0),
            Group::One(bounds.1),
            Group::One(bounds.2),
            Group::Many(&[]),
        ],
        &[],
    );
    st.regions = vec![region];
    (rw.create(st), block)
}

/// The location of a value: its op's, or the block argument's own.
fn value_loc(ctx: &mut Context, v: ValueId) -> Attribute {
    match ctx.defining_op(v) {
        Some(op) => ctx.ops[op].loc,
        None => match ctx.values[v].loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// A body builder of `scf.if`/`scf.for` regions: the values its block yields.
type BodyFn<'a> = &'a mut dyn FnMut(&mut Rewriter<'_>) -> Vec<ValueId>;

/// `scf::IfOp` built with then/else builders (result types those the `then` block yields); the
/// regions are built detached, before the op.
fn build_if(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    cond: ValueId,
    then: &mut dyn FnMut(&mut Rewriter<'_>) -> Vec<ValueId>,
    els: Option<BodyFn<'_>>,
) -> OpId {
    let ip = rw.insertion_point();
    let (then_r, then_b) = detached_block(rw);
    rw.set_insertion_point(Some(InsertPoint::end(then_b)));
    let yielded = then(rw);
    let types: Vec<Type> = yielded.iter().map(|v| rw.ctx.value_type(*v)).collect();
    yield_(rw, loc, &yielded);
    let else_r = rw.ctx.new_region();
    if let Some(els) = els {
        let b = rw.ctx.new_block();
        rw.ctx.append_block(else_r, b);
        rw.set_insertion_point(Some(InsertPoint::end(b)));
        let vals = els(rw);
        yield_(rw, loc, &vals);
    }
    rw.set_insertion_point(ip);
    let mut st = build_state(
        rw.ctx,
        scf::IfOp::def(),
        loc,
        &[Group::Many(&types)],
        &[Group::One(cond)],
        &[],
    );
    st.regions = vec![then_r, else_r];
    rw.create(st)
}

/// `generateInBoundsCheck`: `in_bounds` guarded by `scf.if` when vector dimension 0 may be out of
/// bounds on source dimension `dim` at `iv` (or is masked off, for a 1-D mask); the values of
/// the branch taken.
fn in_bounds_check(
    rw: &mut Rewriter<'_>,
    x: &Xfer,
    iv: ValueId,
    dim: Option<usize>,
    in_bounds: &mut dyn FnMut(&mut Rewriter<'_>) -> Vec<ValueId>,
    out_of_bounds: &mut dyn FnMut(&mut Rewriter<'_>) -> Vec<ValueId>,
) -> Vec<ValueId> {
    let mut cond = None;
    let i1 = rw.ctx.i1();
    if let (false, Some(d)) = (x.dim_in_bounds(0), dim) {
        let size = dim_of(rw, x.loc, x.source, d);
        let idx = add_apply(rw, x.loc, x.indices[d], iv);
        let sgt = rw.ctx.i64_attr(4);
        cond = Some(CmpIOp::build(rw, x.loc, i1, size, idx, sgt).result(rw.ctx));
    }
    // generateMaskCheck.
    if let Some(mask) = x
        .mask
        .filter(|_| x.mask_rank(rw.ctx) == 1 && !x.broadcast_dim(0))
    {
        let m = ExtractElementOp::build(rw, x.loc, i1, mask, Some(iv)).result(rw.ctx);
        cond = Some(match cond {
            Some(c) => AndIOp::build(rw, x.loc, i1, c, m).result(rw.ctx),
            None => m,
        });
    }
    match cond {
        Some(c) => {
            let op = build_if(rw, x.loc, c, in_bounds, Some(out_of_bounds));
            rw.ctx.ops[op].results.to_vec()
        }
        None => in_bounds(rw),
    }
}

/// `checkPrepareXferOp`.
fn prepare_ok(ctx: &Context, x: &Xfer) -> bool {
    let o = options();
    !ctx.has_attr(x.op, PASS_LABEL)
        && x.rank(ctx) > o.target_rank as usize
        && !x.leading_scalable(ctx)
        && (o.lower_tensors || !x.is_tensor(ctx))
        && !x.needs_tensor_dim(ctx)
        && x.same_elem(ctx)
}

/// `memref<T>` with no shape.
fn scalar_memref(ctx: &mut Context, elem: Type) -> Type {
    ctx.ty(TypeKind::MemRef {
        shape: vec![],
        elem,
        layout: None,
        memory_space: None,
    })
}

/// `allocBuffers`: a `memref.alloca` for the vector (and one for the mask, stored and loaded back
/// before the transfer) at the start of the enclosing allocation scope; (data buffer, loaded mask).
fn alloc_buffers(rw: &mut Rewriter<'_>, x: &Xfer) -> Option<(ValueId, Option<ValueId>)> {
    let mut scope = rw.ctx.parent_op(x.op)?;
    while !rw.ctx.ops[scope]
        .def
        .is_some_and(|d| d.has(irbridge::ods::traits::ALLOCA_SCOPE))
    {
        scope = rw.ctx.parent_op(scope)?;
    }
    let region = *rw.ctx.ops[scope].regions.first()?;
    let block = rw.ctx.regions[region].first?;
    let ip = rw.insertion_point();
    rw.set_insertion_point(Some(InsertPoint::start(rw.ctx, block)));
    let t = scalar_memref(rw.ctx, x.vt);
    let data = memref::AllocaOp::build(rw, x.loc, t, &[], &[], None).memref(rw.ctx);
    let mut loaded = None;
    if let Some(mask) = x.mask {
        let mt = rw.ctx.value_type(mask);
        let t = scalar_memref(rw.ctx, mt);
        let buf = memref::AllocaOp::build(rw, x.loc, t, &[], &[], None).memref(rw.ctx);
        rw.set_insertion_point_before(x.op);
        memref::StoreOp::build(rw, x.loc, mask, buf, &[], None);
        loaded = Some(memref::LoadOp::build(rw, x.loc, mt, buf, &[], None).result(rw.ctx));
    }
    rw.set_insertion_point(ip);
    Some((data, loaded))
}

// ---- lowering_n_d ----------------------------------------------------------------------------------

/// `PrepareTransferReadConversion`: the read, labelled, stores into a new buffer, whose load
/// replaces it.
fn prepare_read(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let x = Xfer::of(rw.ctx, op).filter(|x| x.read)?;
    if !prepare_ok(rw.ctx, &x) {
        return None;
    }
    let (data, mask) = alloc_buffers(rw, &x)?;
    let d = &rw.ctx.ops[op];
    let mut st = OpState::new(d.name, x.loc);
    st.def = d.def;
    st.operands = d.operands.to_vec();
    st.result_types = rw.ctx.result_types(op);
    st.props = d.props.to_vec();
    st.attrs = d.attrs.to_vec();
    let new = rw.create(st);
    label(rw.ctx, new);
    if let Some(m) = mask {
        set_mask(rw.ctx, new, m);
    }
    let v = rw.ctx.result(new, 0);
    memref::StoreOp::build(rw, x.loc, v, data, &[], None);
    let load = memref::LoadOp::build(rw, x.loc, x.vt, data, &[], None).result(rw.ctx);
    rw.replace_op(op, &[load]);
    Some(())
}

/// `PrepareTransferWriteConversion`: the vector goes through a new buffer; the write is labelled.
fn prepare_write(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let x = Xfer::of(rw.ctx, op).filter(|x| !x.read)?;
    if !prepare_ok(rw.ctx, &x) {
        return None;
    }
    let (data, mask) = alloc_buffers(rw, &x)?;
    let v = x.vector(rw.ctx);
    memref::StoreOp::build(rw, x.loc, v, data, &[], None);
    let load = memref::LoadOp::build(rw, x.loc, x.vt, data, &[], None).result(rw.ctx);
    rw.modify(op, |ctx| {
        ctx.set_operand(op, 0, load);
        label(ctx, op);
    });
    if let Some(m) = mask {
        rw.modify(op, |ctx| set_mask(ctx, op, m));
    }
    Some(())
}

/// `unpackOneDim`: `memref<9xvector<5x6xf32>>` to `memref<9x5xvector<6xf32>>` (not for a leading
/// scalable dimension).
fn unpack_one_dim(ctx: &mut Context, t: Type) -> Option<Type> {
    let TypeKind::MemRef { shape, elem, .. } = ctx.kind(t).clone() else {
        return None;
    };
    let (vshape, scalable, e) = vparts(ctx, elem)?;
    if scalable.first().copied().unwrap_or(true) {
        return None;
    }
    let mut shape = shape;
    shape.push(vshape[0]);
    let inner = vector_type(ctx, vshape[1..].to_vec(), scalable[1..].to_vec(), e);
    Some(ctx.ty(TypeKind::MemRef {
        shape,
        elem: inner,
        layout: None,
        memory_space: None,
    }))
}

/// The single user of a labelled read's result, a `memref.store` (`Strategy::getStoreOp`).
fn store_of(ctx: &Context, op: OpId) -> Option<OpId> {
    let uses = &ctx.values[ctx.result(op, 0)].uses;
    let [u] = uses.as_slice() else { return None };
    memref::StoreOp::is(ctx, u.op).then_some(u.op)
}

/// The `memref.load` defining `v`.
fn load_of(ctx: &Context, v: ValueId) -> Option<OpId> {
    ctx.defining_op(v).filter(|o| memref::LoadOp::is(ctx, *o))
}

/// `TransferOpConversion`: a labelled transfer becomes a loop over its first dimension of
/// transfers one rank lower, on the buffer cast to unpack that dimension.
fn transfer_op_conversion(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    if !rw.ctx.has_attr(op, PASS_LABEL) {
        return None;
    }
    let x = Xfer::of(rw.ctx, op)?;
    // The buffer and the indices into it of the store (read) or load (write) next to the op.
    let (buffer, buffer_indices) = if x.read {
        let store = store_of(rw.ctx, op)?;
        let ops = &rw.ctx.ops[store].operands;
        (ops[1], ops[2..].to_vec())
    } else {
        let load = load_of(rw.ctx, x.vector(rw.ctx))?;
        let ops = &rw.ctx.ops[load].operands;
        (ops[0], ops[1..].to_vec())
    };
    let buffer_ty = rw.ctx.value_type(buffer);
    let casted_ty = unpack_one_dim(rw.ctx, buffer_ty)?;
    let inner_vt = match rw.ctx.kind(casted_ty) {
        TypeKind::MemRef { elem, .. } => *elem,
        _ => return None,
    };
    let trip = *rw.ctx.shape(casted_ty)?.last()?;
    // The mask buffer, and the type to cast it to when its first dimension is unpacked too.
    let mut mask_cast = None;
    if let Some(mask) = x.mask {
        let mb = rw.ctx.ops[load_of(rw.ctx, mask)?].operands[0];
        let unpack = !(x.broadcast_dim(0) || x.mask_rank(rw.ctx) == 1);
        let ct = if unpack {
            let mt = rw.ctx.value_type(mb);
            Some(unpack_one_dim(rw.ctx, mt)?)
        } else {
            None
        };
        mask_cast = Some((mb, ct));
    }
    // Nothing fails from here on.
    let casted = TypeCastOp::build(rw, x.loc, casted_ty, buffer).result(rw.ctx);
    let mut mask_buffer = None;
    let mut casted_mask = None;
    if let Some((mb, ct)) = mask_cast {
        mask_buffer = Some(mb);
        casted_mask = Some(match ct {
            Some(ct) => TypeCastOp::build(rw, x.loc, ct, mb).result(rw.ctx),
            None => mb,
        });
    }
    let lb = index_constant(rw, x.loc, 0);
    let ub = index_constant(rw, x.loc, trip);
    let step = index_constant(rw, x.loc, 1);
    let dim = x.unpacked_dim();
    // A write on a tensor threads the tensor through the loop.
    let tensor_write = !x.read && x.is_tensor(rw.ctx);
    let inits = if tensor_write { vec![x.source] } else { vec![] };
    let f = build_for(rw, x.loc, (lb, ub, step), &inits, &mut |rw, iv, state| {
        let dest = state.first().copied().unwrap_or(x.source);
        let result = in_bounds_check(
            rw,
            &x,
            iv,
            dim,
            &mut |rw| {
                let mut idx = buffer_indices.clone();
                idx.push(iv);
                let xi = xfer_indices(rw, &x, iv);
                let ib = x.dropped_in_bounds(rw.ctx);
                let new = if x.read {
                    let new = new_read(rw, &x, inner_vt, &xi, x.unpacked_map(), ib);
                    maybe_label(rw.ctx, new, inner_vt);
                    let v = rw.ctx.result(new, 0);
                    let nt = builder_nontemporal(rw.ctx);
                    memref::StoreOp::build(rw, x.loc, v, casted, &idx, nt);
                    new
                } else {
                    let nt = builder_nontemporal(rw.ctx);
                    let v =
                        memref::LoadOp::build(rw, x.loc, inner_vt, casted, &idx, nt).result(rw.ctx);
                    let new = new_write(rw, &x, v, dest, &xi, x.unpacked_map(), ib);
                    maybe_label(rw.ctx, new, inner_vt);
                    new
                };
                if let (Some(mb), Some(cm)) = (mask_buffer, casted_mask) {
                    if x.broadcast_dim(0) || x.mask_rank(rw.ctx) > 1 {
                        // getMaskBufferLoadIndices: the indices of a load of the mask buffer
                        // (the newest use first), then `iv` unless dimension 0 is a broadcast.
                        let mut li = vec![];
                        for u in rw.ctx.values[mb].uses.iter().rev() {
                            if memref::LoadOp::is(rw.ctx, u.op) {
                                li = rw.ctx.ops[u.op].operands[1..].to_vec();
                                break;
                            }
                        }
                        if !x.broadcast_dim(0) {
                            li.push(iv);
                        }
                        let ip = rw.insertion_point();
                        rw.set_insertion_point_before(new);
                        let ct = rw.ctx.value_type(cm);
                        let mt = match rw.ctx.kind(ct) {
                            TypeKind::MemRef { elem, .. } => *elem,
                            _ => ct,
                        };
                        let nt = builder_nontemporal(rw.ctx);
                        let m = memref::LoadOp::build(rw, x.loc, mt, cm, &li, nt).result(rw.ctx);
                        rw.set_insertion_point(ip);
                        rw.modify(new, |ctx| set_mask(ctx, new, m));
                    }
                }
                if tensor_write {
                    rw.ctx.ops[new].results.to_vec()
                } else {
                    vec![]
                }
            },
            &mut |rw| {
                if x.read {
                    let mut idx = buffer_indices.clone();
                    idx.push(iv);
                    let pad = x.padding(rw.ctx);
                    let v = SplatOp::build(rw, x.loc, inner_vt, pad).aggregate(rw.ctx);
                    let nt = builder_nontemporal(rw.ctx);
                    memref::StoreOp::build(rw, x.loc, v, casted, &idx, nt);
                }
                state.to_vec()
            },
        );
        yield_(rw, x.loc, &result);
    });
    if x.read {
        let store = store_of(rw.ctx, op)?;
        rw.erase_op(store);
        rw.erase_op(op);
    } else if tensor_write {
        let results = rw.ctx.ops[f].results.to_vec();
        rw.replace_op(op, &results);
    } else {
        rw.erase_op(op);
    }
    Some(())
}

// ---- lowering_n_d_unrolled -----------------------------------------------------------------------

/// A position of `vector.insert`/`extract`: a constant or a value (`OpFoldResult`).
#[derive(Copy, Clone)]
enum Pos {
    Const(i64),
    Value(ValueId),
}

/// `getMixedPosition` of a `vector.insert`/`extract`.
fn mixed_position(ctx: &Context, op: OpId, dynamic_from: usize) -> Vec<Pos> {
    let statics = prop(ctx, op, "static_position")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::DenseArray { values, .. } => Some(values.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let mut dynamic = ctx.ops[op].operands[dynamic_from..].iter();
    statics
        .iter()
        .map(|s| {
            if *s == i64::MIN as i128 {
                dynamic.next().map_or(Pos::Const(0), |v| Pos::Value(*v))
            } else {
                Pos::Const(*s as i64)
            }
        })
        .collect()
}

/// The (static, dynamic) parts of a mixed position.
fn split_position(ctx: &mut Context, pos: &[Pos]) -> (Attribute, Vec<ValueId>) {
    let mut statics = vec![];
    let mut dynamic = vec![];
    for p in pos {
        match p {
            Pos::Const(c) => statics.push(*c as i128),
            Pos::Value(v) => {
                statics.push(i64::MIN as i128);
                dynamic.push(*v);
            }
        }
    }
    let elem = ctx.i64();
    let a = ctx.attr(AttrKind::DenseArray {
        elem,
        values: statics,
    });
    (a, dynamic)
}

/// `vector.extract %v[pos]`, its result type inferred.
fn extract(rw: &mut Rewriter<'_>, loc: Attribute, v: ValueId, pos: &[Pos]) -> Option<ValueId> {
    let vt = rw.ctx.value_type(v);
    let (shape, scalable, elem) = vparts(rw.ctx, vt)?;
    let n = pos.len();
    let rt = if n >= shape.len() {
        elem
    } else {
        vector_type(rw.ctx, shape[n..].to_vec(), scalable[n..].to_vec(), elem)
    };
    let (st, dynamic) = split_position(rw.ctx, pos);
    Some(ExtractOp::build(rw, loc, rt, v, &dynamic, st).result(rw.ctx))
}

/// `maybeAssignMask` of the unrolled patterns: the mask of unrolled transfer `i`.
fn unrolled_mask(rw: &mut Rewriter<'_>, x: &Xfer, new: OpId, i: i64) {
    let Some(mask) = x.mask else { return };
    if x.broadcast_dim(0) {
        set_mask(rw.ctx, new, mask);
        return;
    }
    if x.mask_rank(rw.ctx) > 1 {
        let ip = rw.insertion_point();
        rw.set_insertion_point_before(new);
        if let Some(m) = extract(rw, x.loc, mask, &[Pos::Const(i)]) {
            set_mask(rw.ctx, new, m);
        }
        rw.set_insertion_point(ip);
    }
}

/// The checks of both unrolled patterns.
fn unroll_ok(ctx: &Context, x: &Xfer) -> bool {
    let o = options();
    x.rank(ctx) > o.target_rank as usize
        && (o.lower_tensors || !x.is_tensor(ctx))
        && !x.needs_tensor_dim(ctx)
        && x.same_elem(ctx)
        && !x.leading_scalable(ctx)
}

/// `UnrollTransferReadConversion`: one transfer per element of dimension 0, inserted into a
/// splat of the padding (or into the vector the read's single `vector.insert` user targets).
fn unroll_read(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let x = Xfer::of(rw.ctx, op).filter(|x| x.read)?;
    if !unroll_ok(rw.ctx, &x) {
        return None;
    }
    let result = rw.ctx.result(op, 0);
    let insert = match rw.ctx.values[result].uses.as_slice() {
        [u] if InsertOp::is(rw.ctx, u.op) => Some(u.op),
        _ => None,
    };
    let mut vec = match insert {
        Some(ins) => rw.ctx.operand(ins, 1),
        None => {
            let pad = x.padding(rw.ctx);
            SplatOp::build(rw, x.loc, x.vt, pad).aggregate(rw.ctx)
        }
    };
    let prefix = insert.map_or(vec![], |ins| mixed_position(rw.ctx, ins, 2));
    let (shape, scalable, elem) = vparts(rw.ctx, x.vt)?;
    let new_vt = vector_type(rw.ctx, shape[1..].to_vec(), scalable[1..].to_vec(), elem);
    let dim = x.unpacked_dim();
    for i in 0..shape[0] {
        let iv = index_constant(rw, x.loc, i);
        let cur = vec;
        let vals = in_bounds_check(
            rw,
            &x,
            iv,
            dim,
            &mut |rw| {
                let xi = xfer_indices(rw, &x, iv);
                let mut pos = prefix.clone();
                pos.push(Pos::Const(i));
                let ib = x.dropped_in_bounds(rw.ctx);
                let new = new_read(rw, &x, new_vt, &xi, x.unpacked_map(), ib);
                unrolled_mask(rw, &x, new, i);
                let v = rw.ctx.result(new, 0);
                let dest_ty = rw.ctx.value_type(cur);
                let (st, dynamic) = split_position(rw.ctx, &pos);
                vec![InsertOp::build(rw, x.loc, dest_ty, v, cur, &dynamic, st).result(rw.ctx)]
            },
            &mut |_| vec![cur],
        );
        vec = *vals.first()?;
    }
    match insert {
        Some(ins) => {
            rw.replace_op(ins, &[vec]);
            rw.erase_op(op);
        }
        None => rw.replace_op(op, &[vec]),
    }
    Some(())
}

/// `UnrollTransferWriteConversion`: one transfer per element of dimension 0, of the vector
/// extracted at it (from the source of the written vector's `vector.extract`, if it is one).
fn unroll_write(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let x = Xfer::of(rw.ctx, op).filter(|x| !x.read)?;
    if !unroll_ok(rw.ctx, &x) {
        return None;
    }
    let written = x.vector(rw.ctx);
    let extract_op = rw
        .ctx
        .defining_op(written)
        .filter(|o| ExtractOp::is(rw.ctx, *o));
    let vec = extract_op.map_or(written, |e| rw.ctx.operand(e, 0));
    let prefix = extract_op.map_or(vec![], |e| mixed_position(rw.ctx, e, 1));
    let (shape, _, _) = vparts(rw.ctx, x.vt)?;
    let dim = x.unpacked_dim();
    let tensor = x.is_tensor(rw.ctx);
    // The tensor written so far (the memref itself for memrefs).
    let mut dest = x.source;
    for i in 0..shape[0] {
        let iv = index_constant(rw, x.loc, i);
        let cur = dest;
        let updated = in_bounds_check(
            rw,
            &x,
            iv,
            dim,
            &mut |rw| {
                let xi = xfer_indices(rw, &x, iv);
                let mut pos = prefix.clone();
                pos.push(Pos::Const(i));
                let Some(mut v) = extract(rw, x.loc, vec, &pos) else {
                    return vec![cur].into_iter().filter(|_| tensor).collect();
                };
                let ib = x.dropped_in_bounds(rw.ctx);
                if shape.len() == 1 {
                    let t = rw.ctx.value_type(v);
                    let vt0 = vector_type(rw.ctx, vec![], vec![], t);
                    v = BroadcastOp::build(rw, x.loc, vt0, v).vector(rw.ctx);
                }
                let new = new_write(rw, &x, v, cur, &xi, x.unpacked_map(), ib);
                unrolled_mask(rw, &x, new, i);
                rw.ctx.ops[new].results.to_vec()
            },
            &mut |_| if tensor { vec![cur] } else { vec![] },
        );
        if tensor {
            dest = *updated.first()?;
        }
    }
    if tensor {
        rw.replace_op(op, &[dest]);
    } else {
        rw.erase_op(op);
    }
    Some(())
}

// ---- lowering_1_d ------------------------------------------------------------------------------------

/// `TransferOp1dConversion`: a 1-D transfer that is not a minor identity on a memref with a unit
/// last stride becomes a loop of scalar loads or stores.
fn transfer_1d(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let x = Xfer::of(rw.ctx, op)?;
    if x.map.results.is_empty() {
        return None;
    }
    let mt = x.shaped_type(rw.ctx);
    if !matches!(rw.ctx.kind(mt), TypeKind::MemRef { .. }) || x.rank(rw.ctx) != 1 {
        return None;
    }
    if is_minor_identity(&x.map) && super::transfer::last_unit_stride(rw.ctx, mt) {
        return None;
    }
    let (shape, scalable, elem) = vparts(rw.ctx, x.vt)?;
    let lb = index_constant(rw, x.loc, 0);
    let mut ub = index_constant(rw, x.loc, shape[0]);
    if scalable[0] {
        let index = index_ty(rw);
        let vscale = VectorScaleOp::build(rw, x.loc, index).res(rw.ctx);
        ub = MulIOp::build(rw, x.loc, index, ub, vscale, None).result(rw.ctx);
    }
    let step = index_constant(rw, x.loc, 1);
    let inits = if x.read {
        let pad = x.padding(rw.ctx);
        vec![SplatOp::build(rw, x.loc, x.vt, pad).aggregate(rw.ctx)]
    } else {
        vec![]
    };
    let dim = x.unpacked_dim();
    let f = build_for(rw, x.loc, (lb, ub, step), &inits, &mut |rw, iv, state| {
        // get1dMemrefIndices.
        let mut indices = x.indices.clone();
        if let Some(d) = dim {
            indices[d] = add_apply(rw, x.loc, x.indices[d], iv);
        }
        if x.read {
            let v = state[0];
            let next = in_bounds_check(
                rw,
                &x,
                iv,
                dim,
                &mut |rw| {
                    let nt = builder_nontemporal(rw.ctx);
                    let s = memref::LoadOp::build(rw, x.loc, elem, x.source, &indices, nt)
                        .result(rw.ctx);
                    vec![InsertElementOp::build(rw, x.loc, x.vt, s, v, Some(iv)).result(rw.ctx)]
                },
                &mut |_| vec![v],
            );
            yield_(rw, x.loc, &next);
        } else {
            let vector = x.vector(rw.ctx);
            in_bounds_check(
                rw,
                &x,
                iv,
                dim,
                &mut |rw| {
                    let e =
                        ExtractElementOp::build(rw, x.loc, elem, vector, Some(iv)).result(rw.ctx);
                    let nt = builder_nontemporal(rw.ctx);
                    memref::StoreOp::build(rw, x.loc, e, x.source, &indices, nt);
                    vec![]
                },
                &mut |_| vec![],
            );
            yield_(rw, x.loc, &[]);
        }
    });
    let results = rw.ctx.ops[f].results.to_vec();
    rw.replace_op(op, &results);
    Some(())
}

// ---- vector.print ----------------------------------------------------------------------------------

fn print_punct(rw: &mut Rewriter<'_>, loc: Attribute, source: Option<ValueId>, p: u64) -> OpId {
    let a = enum_attr(rw.ctx, &PRINT_PUNCTUATION, p);
    PrintOp::build(rw, loc, source, Some(a), None).0
}

/// `DecomposePrintOpConversion`: a vector print becomes loops over its (flattened) elements
/// printing each, with the brackets and commas around them.
fn decompose_print(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let d = &rw.ctx.ops[op];
    let source = *d.operands.first()?;
    let mut vt = rw.ctx.value_type(source);
    let (shape0, scalable0, elem) = vparts(rw.ctx, vt)?;
    if shape0.len() > 1 && scalable0.iter().any(|s| *s) {
        return None;
    }
    let loc = loc_of(rw.ctx, op);
    let punct = rw
        .ctx
        .get_attr(op, "punctuation")
        .and_then(|a| enum_value(rw.ctx, a, &PRINT_PUNCTUATION))
        .unwrap_or(punctuation::NEWLINE);
    let mut value = source;
    if let TypeKind::Integer { width, signedness } = rw.ctx.kind(elem).clone() {
        // Odd widths are extended to a power of two of at least 8 bits.
        let legal = width.max(8).next_power_of_two();
        let signless = irbridge::ir::types::Signedness::Signless;
        let signless_src = rw.ctx.ty(TypeKind::Integer {
            width,
            signedness: signless,
        });
        let signless_dst = rw.ctx.ty(TypeKind::Integer {
            width: legal,
            signedness: signless,
        });
        let target_elem = rw.ctx.ty(TypeKind::Integer {
            width: legal,
            signedness,
        });
        let src_t = vector_type(rw.ctx, shape0.clone(), scalable0.clone(), signless_src);
        let dst_t = vector_type(rw.ctx, shape0.clone(), scalable0.clone(), signless_dst);
        let target_t = vector_type(rw.ctx, shape0.clone(), scalable0.clone(), target_elem);
        value = BitCastOp::build(rw, loc, src_t, value).result(rw.ctx);
        if src_t != dst_t {
            let unsigned = matches!(signedness, irbridge::ir::types::Signedness::Unsigned);
            let ext = if width == 1 || unsigned {
                ExtUIOp::build(rw, loc, dst_t, value).0
            } else {
                ExtSIOp::build(rw, loc, dst_t, value).0
            };
            value = rw.ctx.result(ext, 0);
        }
        value = BitCastOp::build(rw, loc, target_t, value).result(rw.ctx);
        vt = target_t;
    }
    let (_, scalable, elem) = vparts(rw.ctx, vt)?;
    let shape = if shape0.is_empty() {
        vec![1]
    } else {
        shape0.clone()
    };
    if shape0.len() != 1 {
        let flat: i64 = shape.iter().product();
        let ft = vector_type(rw.ctx, vec![flat], vec![false], elem);
        value = ShapeCastOp::build(rw, loc, ft, value).result(rw.ctx);
    }
    let mut first_close = None;
    let mut ivs = vec![];
    let index = index_ty(rw);
    for (d, &n) in shape.iter().enumerate() {
        let lb = index_constant(rw, loc, 0);
        let mut ub = index_constant(rw, loc, n);
        let step = index_constant(rw, loc, 1);
        if scalable.get(d).copied().unwrap_or(false) {
            let vscale = VectorScaleOp::build(rw, loc, index).res(rw.ctx);
            ub = MulIOp::build(rw, loc, index, ub, vscale, None).result(rw.ctx);
        }
        let last = SubIOp::build(rw, loc, index, ub, step, None).result(rw.ctx);
        print_punct(rw, loc, None, punctuation::OPEN);
        let (_, body) = build_empty_for(rw, loc, (lb, ub, step));
        let close = print_punct(rw, loc, None, punctuation::CLOSE);
        first_close.get_or_insert(close);
        let iv = rw.ctx.blocks[body].args[0];
        ivs.push(iv);
        rw.set_insertion_point(Some(InsertPoint::start(rw.ctx, body)));
        let i1 = rw.ctx.i1();
        let ult = rw.ctx.i64_attr(6);
        let not_last = CmpIOp::build(rw, loc, i1, iv, last, ult).result(rw.ctx);
        build_if(
            rw,
            loc,
            not_last,
            &mut |rw| {
                print_punct(rw, loc, None, punctuation::COMMA);
                vec![]
            },
            None,
        );
        rw.set_insertion_point(Some(InsertPoint::start(rw.ctx, body)));
    }
    let mut flat = None;
    let mut stride = 1i64;
    for d in (0..shape.len()).rev() {
        let s = index_constant(rw, loc, stride);
        let i = MulIOp::build(rw, loc, index, s, ivs[d], None).result(rw.ctx);
        flat = Some(match flat {
            Some(f) => AddIOp::build(rw, loc, index, f, i, None).result(rw.ctx),
            None => i,
        });
        stride *= shape[d];
    }
    let e = ExtractElementOp::build(rw, loc, elem, value, flat).result(rw.ctx);
    print_punct(rw, loc, Some(e), punctuation::NO_PUNCTUATION);
    rw.set_insertion_point_after(first_close?);
    let a = enum_attr(rw.ctx, &PRINT_PUNCTUATION, punct);
    PrintOp::build(rw, loc, None, Some(a), None);
    rw.erase_op(op);
    Some(())
}
