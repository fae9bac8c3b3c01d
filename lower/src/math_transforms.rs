//! The `math` dialect's own transformations (upstream `lib/Dialect/Math/Transforms`):
//! `math-legalize-to-f32` and `math-uplift-to-fma`.

use irbridge::dialect::arith::{AddFOp, ExtFOp, MulFOp, TruncFOp};
use irbridge::dialect::enums::ARITH_FASTMATH;
use irbridge::dialect::math::FmaOp;
use irbridge::ir::float::FloatKind;
use irbridge::ir::{Context, OpId, OpState, Type, TypeKind, ValueDef, ValueId};
use irbridge::ods::enums::{enum_attr, enum_value};
use irbridge::ods::prop;
use irbridge::transforms::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use irbridge::transforms::pattern::{Pattern, PatternSet};
use irbridge::transforms::rewriter::NoListener;
use irbridge::transforms::Rewriter;
use rustc_hash::FxHashMap;

/// The `contract` bit of `#arith.fastmath`.
const CONTRACT: u64 = 32;

/// The fast-math bits of `op` (none when it has no `fastmath`).
fn fastmath_bits(ctx: &Context, op: OpId) -> u64 {
    prop(ctx, op, "fastmath")
        .and_then(|a| enum_value(ctx, a, &ARITH_FASTMATH))
        .unwrap_or(0)
}

// ---- math-legalize-to-f32 -----------------------------------------------------------------------

/// The type `t` is computed in: `f32` for a float narrower than 32 bits, the same shape of `f32`
/// for a vector or tensor of such floats; `None` when `t` is legal as it is.
///
/// Upstream 19's converter also maps shaped types of `f64` to `f32` and then fails to verify the
/// `arith.extf` it builds; here only narrow floats are converted.
fn widened(ctx: &mut Context, t: Type) -> Option<Type> {
    let narrow =
        |ctx: &Context, e: Type| matches!(ctx.kind(e), TypeKind::Float(k) if k.bit_width() < 32);
    let f32 = ctx.float(FloatKind::F32);
    let kind = match ctx.kind(t).clone() {
        TypeKind::Float(_) => return narrow(ctx, t).then_some(f32),
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } if narrow(ctx, elem) => TypeKind::Vector {
            shape,
            scalable,
            elem: f32,
        },
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } if narrow(ctx, elem) => TypeKind::RankedTensor {
            shape,
            elem: f32,
            encoding,
        },
        TypeKind::UnrankedTensor { elem } if narrow(ctx, elem) => {
            TypeKind::UnrankedTensor { elem: f32 }
        }
        _ => return None,
    };
    Some(ctx.ty(kind))
}

/// `math-legalize-to-f32`: every `math` op but `fma` on floats narrower than `f32` is computed in
/// `f32` between `arith.extf` and `arith.truncf` (both `fastmath<contract>`), as upstream's partial
/// conversion does. Its placement is the conversion's: an operand is extended once, right after
/// its definition (at the start of its block for a block argument), and that extension is shared
/// by every later user; each op's results are truncated right after it.
pub fn legalize_to_f32(ctx: &mut Context, root: OpId) {
    let mut ops = vec![];
    crate::conversion::collect_ops(ctx, root, &mut ops);
    let contract = enum_attr(ctx, &ARITH_FASTMATH, CONTRACT);
    let math_prefix = "math.";
    let mut extended: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    let mut listener = NoListener;
    for op in ops {
        if ctx.ops[op].erased || !ctx.op_name(op).starts_with(math_prefix) || FmaOp::is(ctx, op) {
            continue;
        }
        let operand_types = ctx.operand_types(op);
        let result_types = ctx.result_types(op);
        let new_operand_types: Vec<Option<Type>> =
            operand_types.iter().map(|&t| widened(ctx, t)).collect();
        let new_result_types: Vec<Option<Type>> =
            result_types.iter().map(|&t| widened(ctx, t)).collect();
        if new_operand_types
            .iter()
            .chain(&new_result_types)
            .all(Option::is_none)
        {
            continue;
        }
        let loc = ctx.ops[op].loc;
        let mut rw = Rewriter::new(ctx, &mut listener);
        let mut operands = vec![];
        for (i, wide) in new_operand_types.iter().enumerate() {
            let v = rw.ctx.operand(op, i);
            let Some(wide) = *wide else {
                operands.push(v);
                continue;
            };
            if let Some(&e) = extended.get(&v) {
                operands.push(e);
                continue;
            }
            match rw.ctx.values[v].def {
                ValueDef::OpResult { op: def, .. } => rw.set_insertion_point_after(def),
                ValueDef::BlockArg { block, .. } => rw.set_insertion_point_to_start(block),
            }
            let e = ExtFOp::build(&mut rw, loc, wide, v, Some(contract)).out(rw.ctx);
            extended.insert(v, e);
            operands.push(e);
        }
        rw.set_insertion_point_before(op);
        let mut st = OpState::new(rw.ctx.ops[op].name, loc);
        st.def = rw.ctx.ops[op].def;
        st.operands = operands;
        st.result_types = result_types
            .iter()
            .zip(&new_result_types)
            .map(|(&t, w)| w.unwrap_or(t))
            .collect();
        st.props = rw.ctx.ops[op].props.to_vec();
        st.attrs = rw.ctx.ops[op].attrs.to_vec();
        let new = rw.create(st);
        rw.set_insertion_point_after(new);
        let mut results = vec![];
        for (i, (&t, wide)) in result_types.iter().zip(&new_result_types).enumerate() {
            let r = rw.ctx.result(new, i);
            results.push(match wide {
                Some(_) => TruncFOp::build(&mut rw, loc, t, r, None, Some(contract)).out(rw.ctx),
                None => r,
            });
        }
        rw.replace_op(op, &results);
    }
}

// ---- math-uplift-to-fma -------------------------------------------------------------------------

/// Upstream's `UpliftFma`: `addf(mulf(a, b), c)` (either operand order), both with `contract`,
/// becomes `math.fma a, b, c` with the flags both have.
fn uplift_fma(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = &*rw.ctx;
    let add = fastmath_bits(ctx, op);
    if add & CONTRACT == 0 {
        return None;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let is_mul = |v: ValueId| ctx.defining_op(v).filter(|&d| MulFOp::is(ctx, d));
    let (mul, c) = match (is_mul(lhs), is_mul(rhs)) {
        (Some(m), _) => (m, rhs),
        (None, Some(m)) => (m, lhs),
        (None, None) => return None,
    };
    let mul_bits = fastmath_bits(ctx, mul);
    if mul_bits & CONTRACT == 0 {
        return None;
    }
    let (a, b) = (ctx.operand(mul, 0), ctx.operand(mul, 1));
    let ty = ctx.value_type(ctx.result(op, 0));
    let loc = ctx.ops[op].loc;
    let flags = enum_attr(rw.ctx, &ARITH_FASTMATH, add & mul_bits);
    rw.set_insertion_point_before(op);
    let fma = FmaOp::build(rw, loc, ty, a, b, c, Some(flags)).result(rw.ctx);
    rw.replace_op(op, &[fma]);
    Some(())
}

static UPLIFT_FMA: Pattern = Pattern::new("UpliftFma", |rw, op| uplift_fma(rw, op).is_some());

/// `math-uplift-to-fma`: the greedy driver with upstream's `UpliftFma` on everything under `root`.
pub fn uplift_to_fma(ctx: &mut Context, root: OpId) {
    let mut set = PatternSet::default();
    set.add(AddFOp::def(), &UPLIFT_FMA);
    set.freeze();
    apply_patterns_and_fold_greedily(ctx, root, &set, &GreedyConfig::default());
}
