//! `BroadcastOpLowering` of upstream 19 (`Dialect/Vector/Transforms/LowerVectorBroadcast.cpp`), one
//! of the vector-to-vector lowerings `convert-vector-to-llvm` applies before converting: a
//! `vector.broadcast` becomes a `vector.splat` (scalar source, or a one-element source into a 1-D
//! vector), is forwarded (same shape), or is unrolled along its leading dimension into
//! `vector.insert`s of lower-rank broadcasts into a zero constant (duplication, or stretching a unit
//! dimension, extracting the source's rows where the stretch is not the leading dimension).
//!
//! A leading scalable dimension cannot be unrolled: such broadcasts are left alone (upstream 19
//! unrolls them by their minimum size, which is wrong for any larger vscale), so the conversion
//! reports them.

use super::rewrite::VRewriter;
use super::util::{arith_constant, dense_i64_array, loc_of, vec_ty, vparts, zero_attr};
use irbridge::ir::{Attribute, OpId, OpState, Type, ValueId};
use irbridge::ods::OpBuilder;
use irbridge::transforms::pattern::Pattern;
use irbridge::transforms::rewriter::Rewriter;

/// The pattern (`populateVectorBroadcastLoweringPatterns`), rooted at `vector.broadcast`.
pub static PATTERN: Pattern = Pattern::new("BroadcastOpLowering", broadcast);

/// Creates the one-result op `name` before the rewriter's insertion point.
fn create<R: VRewriter>(
    rw: &mut R,
    def: &'static irbridge::ods::OpDef,
    loc: Attribute,
    operands: &[ValueId],
    result: Type,
    props: &[(&str, Attribute)],
) -> ValueId {
    let ctx = rw.ctx();
    let mut st = OpState::of(ctx, def, loc);
    st.operands = operands.to_vec();
    st.result_types = vec![result];
    for (k, v) in props {
        let s = rw.ctx().sym(k);
        st.props.push((s, *v));
    }
    let op = rw.insert(st);
    rw.c().result(op, 0)
}

/// `vector.extract %v[pos] : result from V`.
fn extract<R: VRewriter>(rw: &mut R, loc: Attribute, v: ValueId, pos: i64) -> Option<ValueId> {
    let t = rw.c().value_type(v);
    let (shape, scalable, elem) = vparts(rw.c(), t)?;
    let result = if shape.len() <= 1 {
        elem
    } else {
        vec_ty(rw.ctx(), shape[1..].to_vec(), scalable[1..].to_vec(), elem)
    };
    let p = dense_i64_array(rw.ctx(), &[pos]);
    Some(create(
        rw,
        irbridge::dialect::vector::ExtractOp::def(),
        loc,
        &[v],
        result,
        &[("static_position", p)],
    ))
}

/// `vector.insert %x, %v[pos]`.
fn insert<R: VRewriter>(rw: &mut R, loc: Attribute, x: ValueId, v: ValueId, pos: i64) -> ValueId {
    let t = rw.c().value_type(v);
    let p = dense_i64_array(rw.ctx(), &[pos]);
    create(
        rw,
        irbridge::dialect::vector::InsertOp::def(),
        loc,
        &[x, v],
        t,
        &[("static_position", p)],
    )
}

fn broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    rewrite(rw, op).is_some()
}

fn rewrite(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let l = loc_of(ctx, op);
    let source = ctx.operand(op, 0);
    let src_t = ctx.value_type(source);
    let dst_t = ctx.value_type(ctx.result(op, 0));
    let (dshape, dscalable, elem) = vparts(ctx, dst_t)?;
    let src = vparts(ctx, src_t);
    // `BroadcastOp::fold`: a broadcast to its own type is its source.
    if src_t == dst_t {
        VRewriter::replace_op(rw, op, &[source]);
        return Some(());
    }
    VRewriter::set_insertion_point_before(rw, op);

    // Scalar to any vector can use splat.
    let Some((sshape, _, _)) = src else {
        let v = create(
            rw,
            irbridge::dialect::vector::SplatOp::def(),
            l,
            &[source],
            dst_t,
            &[],
        );
        VRewriter::replace_op(rw, op, &[v]);
        return Some(());
    };
    let (src_rank, dst_rank) = (sshape.len(), dshape.len());

    // Stretching a scalar inside a vector (`vector<1xf32>`) can use splat.
    if src_rank <= 1 && dst_rank == 1 {
        let ext = if src_rank == 0 {
            create(
                rw,
                irbridge::dialect::vector::ExtractElementOp::def(),
                l,
                &[source],
                elem,
                &[],
            )
        } else {
            extract(rw, l, source, 0)?
        };
        let v = create(
            rw,
            irbridge::dialect::vector::SplatOp::def(),
            l,
            &[ext],
            dst_t,
            &[],
        );
        VRewriter::replace_op(rw, op, &[v]);
        return Some(());
    }

    // Unrolling the leading dimension needs its size.
    let leading_fixed = !dscalable.first().copied().unwrap_or(false);
    // The type with the leading dimension dropped.
    let inner_t = |rw: &mut Rewriter<'_>| {
        vec_ty(
            rw.ctx(),
            dshape[1..].to_vec(),
            dscalable[1..].to_vec(),
            elem,
        )
    };

    // Duplicate this rank: broadcast to (n-1)-D, inserted at every position of the leading
    // dimension.
    if src_rank < dst_rank {
        if !leading_fixed {
            return None;
        }
        let res_t = inner_t(rw);
        let b = create(
            rw,
            irbridge::dialect::vector::BroadcastOp::def(),
            l,
            &[source],
            res_t,
            &[],
        );
        let zero = zero_attr(rw.ctx(), dst_t);
        let mut result = arith_constant(rw, l, dst_t, zero);
        for d in 0..dshape[0] {
            result = insert(rw, l, b, result, d);
        }
        VRewriter::replace_op(rw, op, &[result]);
        return Some(());
    }

    // Equal ranks: the first dimension that differs, if any.
    let Some(m) = (0..dst_rank).find(|r| sshape[*r] != dshape[*r]) else {
        // All trailing dimensions are the same: pass the source through.
        VRewriter::replace_op(rw, op, &[source]);
        return Some(());
    };
    if !leading_fixed {
        return None;
    }
    // A non-matching dimension forces a stretch along this rank.
    let res_t = inner_t(rw);
    let zero = zero_attr(rw.ctx(), dst_t);
    let mut result = arith_constant(rw, l, dst_t, zero);
    if m == 0 {
        // Stretch at the start.
        let ext = extract(rw, l, source, 0)?;
        let b = create(
            rw,
            irbridge::dialect::vector::BroadcastOp::def(),
            l,
            &[ext],
            res_t,
            &[],
        );
        for d in 0..dshape[0] {
            result = insert(rw, l, b, result, d);
        }
    } else {
        // Stretch not at the start.
        for d in 0..dshape[0] {
            let ext = extract(rw, l, source, d)?;
            let b = create(
                rw,
                irbridge::dialect::vector::BroadcastOp::def(),
                l,
                &[ext],
                res_t,
                &[],
            );
            result = insert(rw, l, b, result, d);
        }
    }
    VRewriter::replace_op(rw, op, &[result]);
    Some(())
}
