//! The memref expansions that make ops convertible to LLVM: `memref-expand` (upstream's
//! `ExpandOps`: float min/max `atomic_rmw`s become `generic_atomic_rmw`, a `reshape` with a
//! statically sized shape a `reinterpret_cast`) and `expand-realloc` (`memref.realloc` as an
//! `scf.if` that allocates, copies and optionally frees, or reinterprets the old buffer). Both are
//! partial conversions whose patterns rewrite the original IR and change no type.

use crate::arith::expand::{cmpi, int_const};
use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, InsertPoint,
    Outcome, PatternSet,
};
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{IndexCastOp, MaxNumFOp, MaximumFOp, MinNumFOp, MinimumFOp, MulIOp};
use irbridge::dialect::memref::atomic_kind::kind_class;
use irbridge::dialect::memref::layout::strided_layout;
use irbridge::dialect::memref::{
    AllocOp, AtomicRMWOp, AtomicYieldOp, CopyOp, DeallocOp, DimOp, GenericAtomicRMWOp, LoadOp,
    ReallocOp, ReinterpretCastOp, ReshapeOp, SubViewOp,
};
use irbridge::dialect::scf::{IfOp, YieldOp};
use irbridge::ir::{Attribute, BlockId, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use irbridge::ods::prop;

/// The `atomic_rmw` kinds LLVM has no `atomicrmw` for, with the arith op computing them.
fn expanded_kind(ctx: &Context, op: OpId) -> Option<&'static irbridge::ods::OpDef> {
    let kind = prop(ctx, op, "kind")?;
    Some(match kind_class(ctx, kind)?.0 {
        "maximumf" => MaximumFOp::def(),
        "minimumf" => MinimumFOp::def(),
        "maxnumf" => MaxNumFOp::def(),
        "minnumf" => MinNumFOp::def(),
        _ => return None,
    })
}

/// The shape of a ranked memref type.
fn memref_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// True if `reshape`'s shape operand has a static size.
fn static_shape_operand(ctx: &Context, op: OpId) -> bool {
    let shape_ty = ctx.value_type(ctx.operand(op, 1));
    memref_shape(ctx, shape_ty).is_some_and(|s| !s.contains(&DYNAMIC))
}

/// Gives the new op `op` one region with one block with arguments `args` (type, location).
fn add_body(rw: &mut ConversionRewriter<'_>, op: OpId, args: &[(Type, Attribute)]) -> BlockId {
    let region = rw.ctx.new_region();
    let block = rw.ctx.new_block();
    for &(t, loc) in args {
        rw.ctx.add_block_arg(block, t, Some(loc));
    }
    rw.ctx.append_block(region, block);
    rw.ctx.regions[region].parent = Some(op);
    rw.ctx.ops[op].regions.push(region);
    block
}

/// Where `v` is defined: its op's location, or a block argument's own.
fn value_loc(ctx: &mut Context, v: ValueId) -> Attribute {
    match ctx.defining_op(v) {
        Some(d) => ctx.ops[d].loc,
        None => match ctx.values[v].loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// Upstream's `AtomicRMWOpConverter`.
struct AtomicRmwToGeneric;

impl ConversionPattern for AtomicRmwToGeneric {
    fn root(&self) -> &'static str {
        AtomicRMWOp::NAME
    }
    fn remaps_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(def) = expanded_kind(rw.ctx, op) else {
            return Ok(Outcome::NoMatch);
        };
        let rmw = AtomicRMWOp(op);
        let loc = rw.ctx.ops[op].loc;
        let (value, memref) = (rmw.value(rw.ctx), rmw.memref(rw.ctx));
        let indices = rmw.indices(rw.ctx).to_vec();
        let ty = rw.ctx.value_type(value);
        let generic = GenericAtomicRMWOp::build(rw, loc, ty, memref, &indices).id();
        // As upstream's builder: the argument is located at the memref's location.
        let memref_loc = value_loc(rw.ctx, memref);
        let body = add_body(rw, generic, &[(ty, memref_loc)]);
        let ip = rw.insertion_point();
        rw.set_insertion_point(InsertPoint::End(body));
        let current = rw.ctx.blocks[body].args[0];
        let combined = rw.create_value(def, loc, &[current, value], ty, &[]);
        AtomicYieldOp::build(rw, loc, combined);
        rw.set_insertion_point(ip);
        let result = rw.ctx.result(generic, 0);
        rw.replace_op(op, &[result]);
        Ok(Outcome::Rewritten)
    }
}

/// Upstream's `MemRefReshapeOpConverter`: sizes from the shape operand (loaded, cast to index) or
/// the result type, strides the running products from the innermost dimension.
struct ReshapeToReinterpretCast;

impl ConversionPattern for ReshapeToReinterpretCast {
    fn root(&self) -> &'static str {
        ReshapeOp::NAME
    }
    fn remaps_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if !static_shape_operand(rw.ctx, op) {
            return Ok(Outcome::NoMatch);
        }
        let reshape = ReshapeOp(op);
        let (source, shape) = (reshape.source(rw.ctx), reshape.shape(rw.ctx));
        let result_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let shape_ty = rw.ctx.value_type(shape);
        let (Some(out_shape), Some(&[rank])) = (
            memref_shape(rw.ctx, result_ty).map(<[i64]>::to_vec),
            memref_shape(rw.ctx, shape_ty),
        ) else {
            return Ok(Outcome::NoMatch);
        };
        let rank = usize::try_from(rank).unwrap_or(0);
        if out_shape.len() != rank {
            return Ok(Outcome::NoMatch);
        }
        let loc = rw.ctx.ops[op].loc;
        let index = rw.ctx.index();
        let mut stride = int_const(rw, loc, index, 1);
        let (mut dyn_sizes, mut static_sizes) = (vec![], vec![0i64; rank]);
        let mut strides = vec![stride; rank];
        for i in (0..rank).rev() {
            let size = if out_shape[i] == DYNAMIC {
                let pos = int_const(rw, loc, index, i as i64);
                let elem = rw.ctx.element_type(shape_ty);
                let mut size = LoadOp::build(rw, loc, elem, shape, &[pos], None).result(rw.ctx);
                if !rw.ctx.is_index(elem) {
                    size = IndexCastOp::build(rw, loc, index, size).out(rw.ctx);
                }
                dyn_sizes.push(size);
                static_sizes[i] = DYNAMIC;
                size
            } else {
                static_sizes[i] = out_shape[i];
                int_const(rw, loc, index, out_shape[i])
            };
            strides[i] = stride;
            if i > 0 {
                stride = MulIOp::build(rw, loc, index, stride, size, None).result(rw.ctx);
            }
        }
        dyn_sizes.reverse();
        let offsets = rw.dense_i64(&[0]);
        let sizes = rw.dense_i64(&static_sizes);
        let static_strides = rw.dense_i64(&vec![DYNAMIC; rank]);
        let cast = ReinterpretCastOp::build(
            rw,
            loc,
            result_ty,
            source,
            &[],
            &dyn_sizes,
            &strides,
            offsets,
            sizes,
            static_strides,
        )
        .result(rw.ctx);
        rw.replace_op(op, &[cast]);
        Ok(Outcome::Rewritten)
    }
}

/// Runs `memref-expand` on the ops nested under `root`.
pub fn run_expand(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut patterns = PatternSet::new();
    patterns.add(AtomicRmwToGeneric);
    patterns.add(ReshapeToReinterpretCast);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("arith");
    target.add_legal_dialect("memref");
    target.add_dynamic_op(AtomicRMWOp::NAME, |ctx, op| {
        expanded_kind(ctx, op).is_none()
    });
    target.add_dynamic_op(ReshapeOp::NAME, |ctx, op| !static_shape_operand(ctx, op));
    let tc = LlvmTypeConverter::identity();
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}

// ---- expand-realloc -----------------------------------------------------------------------------

/// A size known statically (an attribute in a mixed list) or at run time.
#[derive(Copy, Clone)]
enum Size {
    Static(i64),
    Dynamic(ValueId),
}

impl Size {
    /// The size as a value (a new index constant for a static one).
    fn value(self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> ValueId {
        match self {
            Size::Static(n) => {
                let index = rw.ctx.index();
                int_const(rw, loc, index, n)
            }
            Size::Dynamic(v) => v,
        }
    }
    /// The dynamic operands and static entries of a one-element mixed list.
    fn split(self) -> (Vec<ValueId>, i64) {
        match self {
            Size::Static(n) => (vec![], n),
            Size::Dynamic(v) => (vec![v], DYNAMIC),
        }
    }
}

/// Upstream's `ExpandReallocOpPattern`.
struct ExpandRealloc {
    emit_deallocs: bool,
}

impl ConversionPattern for ExpandRealloc {
    fn root(&self) -> &'static str {
        ReallocOp::NAME
    }
    fn remaps_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let realloc = ReallocOp(op);
        let loc = rw.ctx.ops[op].loc;
        let source = realloc.source(rw.ctx);
        let dyn_size = realloc.dynamic_result_size(rw.ctx);
        let alignment = realloc.alignment(rw.ctx);
        let src_ty = rw.ctx.value_type(source);
        let result_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let (Some(&[in_size]), Some(&[out_size])) = (
            memref_shape(rw.ctx, src_ty),
            memref_shape(rw.ctx, result_ty),
        ) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(prefix_ty) = prefix_type(rw.ctx, result_ty, in_size) else {
            return Ok(Outcome::NoMatch);
        };
        let index = rw.ctx.index();
        let current = if in_size == DYNAMIC {
            let zero = int_const(rw, loc, index, 0);
            Size::Dynamic(DimOp::build(rw, loc, index, source, zero).result(rw.ctx))
        } else {
            Size::Static(in_size)
        };
        let wanted = match (out_size == DYNAMIC, dyn_size) {
            (true, Some(v)) => Size::Dynamic(v),
            (true, None) => return Ok(Outcome::NoMatch),
            (false, _) => Size::Static(out_size),
        };
        let lhs = current.value(rw, loc);
        let rhs = wanted.value(rw, loc);
        let cond = cmpi(rw, loc, cmpi::ULT, lhs, rhs);
        let if_op = IfOp::build(rw, loc, &[result_ty], cond).id();
        let then_block = add_body(rw, if_op, &[]);
        let else_block = add_body(rw, if_op, &[]);
        let ip = rw.insertion_point();

        // A bigger buffer: allocate, copy the old elements into its prefix.
        rw.set_insertion_point(InsertPoint::End(then_block));
        let dyn_sizes: Vec<ValueId> = dyn_size.into_iter().collect();
        let new_alloc =
            AllocOp::build(rw, loc, result_ty, &dyn_sizes, &[], alignment).memref(rw.ctx);
        let (sub_dyn, sub_static) = current.split();
        let offsets = rw.dense_i64(&[0]);
        let sizes = rw.dense_i64(&[sub_static]);
        let strides = rw.dense_i64(&[1]);
        let prefix = SubViewOp::build(
            rw,
            loc,
            prefix_ty,
            new_alloc,
            &[],
            &sub_dyn,
            &[],
            offsets,
            sizes,
            strides,
        )
        .result(rw.ctx);
        CopyOp::build(rw, loc, source, prefix);
        if self.emit_deallocs {
            DeallocOp::build(rw, loc, source);
        }
        YieldOp::build(rw, loc, &[new_alloc]);

        // Big enough already: the old buffer seen with the new type.
        rw.set_insertion_point(InsertPoint::End(else_block));
        let (cast_dyn, cast_static) = wanted.split();
        let offsets = rw.dense_i64(&[0]);
        let sizes = rw.dense_i64(&[cast_static]);
        let strides = rw.dense_i64(&[1]);
        let cast = ReinterpretCastOp::build(
            rw,
            loc,
            result_ty,
            source,
            &[],
            &cast_dyn,
            &[],
            offsets,
            sizes,
            strides,
        )
        .result(rw.ctx);
        YieldOp::build(rw, loc, &[cast]);

        rw.set_insertion_point(ip);
        let result = rw.ctx.result(if_op, 0);
        rw.replace_op(op, &[result]);
        Ok(Outcome::Rewritten)
    }
}

/// The type of the subview `[0] [size] [1]` of a 1-D identity-layout memref of type `t`
/// (`SubViewOp::inferResultType`: `strided<[1]>`).
fn prefix_type(ctx: &mut Context, t: Type, size: i64) -> Option<Type> {
    let TypeKind::MemRef {
        elem, memory_space, ..
    } = ctx.kind(t).clone()
    else {
        return None;
    };
    let layout = strided_layout(ctx, vec![1], 0);
    Some(ctx.ty(TypeKind::MemRef {
        shape: vec![size],
        elem,
        layout: Some(layout),
        memory_space,
    }))
}

/// Runs `expand-realloc` on the ops nested under `root`.
pub fn run_expand_realloc(
    ctx: &mut Context,
    root: OpId,
    emit_deallocs: bool,
) -> Result<(), Diagnostic> {
    let mut patterns = PatternSet::new();
    patterns.add(ExpandRealloc { emit_deallocs });
    let mut target = ConversionTarget::new();
    for d in ["arith", "scf", "memref"] {
        target.add_legal_dialect(d);
    }
    target.add_illegal_op(ReallocOp::NAME);
    let tc = LlvmTypeConverter::identity();
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}
