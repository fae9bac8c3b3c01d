//! `OuterProductOpLowering` of upstream 19 (`LowerVectorContract.cpp`), one of the
//! vector-to-vector lowerings `convert-vector-to-llvm` applies first: an AXPY (scalar right-hand
//! side) is one multiply-accumulate of the broadcast scalar; a 2-D outer product is, row by row,
//! the broadcast left element times the right vector combined with the accumulator's row
//! (`vector.fma` for a floating-point `add`), inserted into a zero constant. Under a `vector.mask`
//! the masked-off lanes keep the accumulator (an `arith.select`) and the mask op is replaced.

use super::rewrite::VRewriter;
use super::util::{arith_constant, dense_i64_array, loc_of, vparts, zero_attr};
use irbridge::dialect::arith;
use irbridge::dialect::vector::constraints::{kind, kind_of};
use irbridge::dialect::vector::{BroadcastOp, ExtractOp, FMAOp, InsertOp, MaskOp};
use irbridge::ir::{Attribute, OpId, Type, ValueId};
use irbridge::ods::typed::{build_state, Group};
use irbridge::ods::OpDef;
use irbridge::transforms::pattern::Pattern;
use irbridge::transforms::rewriter::Rewriter;

/// The pattern, rooted at `vector.outerproduct`.
pub static PATTERN: Pattern = Pattern::new("OuterProductOpLowering", outer_product);

/// Which values a kind combines.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Domain {
    Int,
    Float,
    Both,
}

/// `makeArithReduction`'s op per combining kind: (kind, integer op, float op, domain).
type KindRow = (u64, fn() -> &'static OpDef, fn() -> &'static OpDef, Domain);
const KINDS: &[KindRow] = &[
    (
        kind::ADD,
        arith::AddIOp::def,
        arith::AddFOp::def,
        Domain::Both,
    ),
    (
        kind::MUL,
        arith::MulIOp::def,
        arith::MulFOp::def,
        Domain::Both,
    ),
    (
        kind::AND,
        arith::AndIOp::def,
        arith::AndIOp::def,
        Domain::Int,
    ),
    (kind::OR, arith::OrIOp::def, arith::OrIOp::def, Domain::Int),
    (
        kind::XOR,
        arith::XOrIOp::def,
        arith::XOrIOp::def,
        Domain::Int,
    ),
    (
        kind::MINUI,
        arith::MinUIOp::def,
        arith::MinUIOp::def,
        Domain::Int,
    ),
    (
        kind::MINSI,
        arith::MinSIOp::def,
        arith::MinSIOp::def,
        Domain::Int,
    ),
    (
        kind::MAXUI,
        arith::MaxUIOp::def,
        arith::MaxUIOp::def,
        Domain::Int,
    ),
    (
        kind::MAXSI,
        arith::MaxSIOp::def,
        arith::MaxSIOp::def,
        Domain::Int,
    ),
    (
        kind::MINNUMF,
        arith::MinNumFOp::def,
        arith::MinNumFOp::def,
        Domain::Float,
    ),
    (
        kind::MAXNUMF,
        arith::MaxNumFOp::def,
        arith::MaxNumFOp::def,
        Domain::Float,
    ),
    (
        kind::MINIMUMF,
        arith::MinimumFOp::def,
        arith::MinimumFOp::def,
        Domain::Float,
    ),
    (
        kind::MAXIMUMF,
        arith::MaximumFOp::def,
        arith::MaximumFOp::def,
        Domain::Float,
    ),
];

/// A binary arith op of `def` on `a` and `b` (type of `a`), created and folded
/// (`createOrFold`), with the defaults of its attributes.
fn binary_or_fold(
    rw: &mut Rewriter<'_>,
    def: &'static OpDef,
    l: Attribute,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let t = rw.ctx.value_type(a);
    let attrs: Vec<(&'static str, Option<Attribute>)> =
        def.attrs.iter().map(|x| (x.name, None)).collect();
    let st = build_state(
        rw.ctx,
        def,
        l,
        &[Group::One(t)],
        &[Group::One(a), Group::One(b)],
        &attrs,
    );
    rw.create_or_fold(st)[0]
}

/// `selectPassthru`.
fn select_passthru(
    rw: &mut Rewriter<'_>,
    l: Attribute,
    mask: Option<ValueId>,
    v: ValueId,
    pass: ValueId,
) -> ValueId {
    match mask {
        None => v,
        Some(m) => {
            let t = rw.ctx.value_type(v);
            arith::SelectOp::build(rw, l, t, m, v, pass).result(rw.ctx)
        }
    }
}

/// `createContractArithOp`.
fn contract_arith(
    rw: &mut Rewriter<'_>,
    l: Attribute,
    (x, y, acc): (ValueId, ValueId, Option<ValueId>),
    k: u64,
    is_int: bool,
    mask: Option<ValueId>,
) -> Option<ValueId> {
    let row = KINDS.iter().find(|r| r.0 == k)?;
    let ok = match row.3 {
        Domain::Both => true,
        Domain::Int => is_int,
        Domain::Float => !is_int,
    };
    if !ok {
        return None;
    }
    let t = rw.ctx.value_type(x);
    let mul = if is_int {
        arith::MulIOp::build(rw, l, t, x, y, None).result(rw.ctx)
    } else {
        if let Some(acc) = acc.filter(|a| vparts(rw.ctx, rw.ctx.value_type(*a)).is_some()) {
            if k == kind::ADD {
                let fma = FMAOp::build(rw, l, t, x, y, acc).result(rw.ctx);
                return Some(select_passthru(rw, l, mask, fma, acc));
            }
        }
        arith::MulFOp::build(rw, l, t, x, y, None).result(rw.ctx)
    };
    let Some(acc) = acc else {
        return Some(mul);
    };
    let def = if is_int { (row.1)() } else { (row.2)() };
    let r = binary_or_fold(rw, def, l, mul, acc);
    Some(select_passthru(rw, l, mask, r, acc))
}

fn vector_extract(rw: &mut Rewriter<'_>, l: Attribute, v: ValueId, d: i64) -> Option<ValueId> {
    let t = rw.ctx.value_type(v);
    let (shape, scalable, elem) = vparts(rw.ctx, t)?;
    let rt: Type = if shape.len() <= 1 {
        elem
    } else {
        super::util::vec_ty(rw.ctx, shape[1..].to_vec(), scalable[1..].to_vec(), elem)
    };
    let p = dense_i64_array(rw.ctx, &[d]);
    Some(ExtractOp::build(rw, l, rt, v, &[], p).result(rw.ctx))
}

fn outer_product(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    rewrite(rw, op).is_some()
}

fn rewrite(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = &*rw.ctx;
    let res_t = ctx.value_type(ctx.result(op, 0));
    let (rshape, rscalable, elem) = vparts(ctx, res_t)?;
    if rshape.len() >= 2 && rscalable.iter().all(|s| *s) {
        return None;
    }
    let k = kind_of(ctx, op).unwrap_or(kind::ADD);
    let is_int = ctx.is_index(elem) || ctx.int_width(elem).is_some();
    let ops = ctx.ops[op].operands.to_vec();
    let (lhs, rhs, acc) = (ops[0], ops[1], ops.get(2).copied());
    let lhs_t = ctx.value_type(lhs);
    let rhs_vec = vparts(ctx, ctx.value_type(rhs)).is_some();
    let l = loc_of(ctx, op);
    let masking = ctx.parent_op(op).filter(|p| MaskOp::is(ctx, *p));
    let mask = masking.map(|m| ctx.operand(m, 0));
    // Check what the lowering needs before creating anything.
    let row = KINDS.iter().find(|r| r.0 == k)?;
    if (row.3 == Domain::Int && !is_int) || (row.3 == Domain::Float && is_int) {
        return None;
    }
    let root = masking.unwrap_or(op);
    VRewriter::set_insertion_point_before(rw, root);
    if !rhs_vec {
        let b = BroadcastOp::build(rw, l, lhs_t, rhs).vector(rw.ctx);
        let v = contract_arith(rw, l, (lhs, b, acc), k, is_int, mask)?;
        VRewriter::replace_op(rw, root, &[v]);
        return Some(());
    }
    let rhs_t = rw.ctx.value_type(rhs);
    let z = zero_attr(rw.ctx, res_t);
    let mut result = arith_constant(rw, l, res_t, z);
    for d in 0..rshape[0] {
        let x = vector_extract(rw, l, lhs, d)?;
        let a = BroadcastOp::build(rw, l, rhs_t, x).vector(rw.ctx);
        let r = match acc {
            Some(acc) => Some(vector_extract(rw, l, acc, d)?),
            None => None,
        };
        let m = match mask {
            Some(m) => Some(vector_extract(rw, l, m, d)?),
            None => None,
        };
        let v = contract_arith(rw, l, (a, rhs, r), k, is_int, m)?;
        let p = dense_i64_array(rw.ctx, &[d]);
        result = InsertOp::build(rw, l, res_t, v, result, &[], p).result(rw.ctx);
    }
    VRewriter::replace_op(rw, root, &[result]);
    Some(())
}
