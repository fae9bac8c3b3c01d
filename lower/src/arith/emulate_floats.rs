//! `arith-emulate-unsupported-floats` (upstream `EmulateUnsupportedFloats.cpp`): arith ops (and the
//! vector ops that compute) on float types a target lacks (`source-types`) are computed in
//! `target-type` instead: each operand extended (`arith.extf fastmath<contract>`, the type
//! converter's target materialization, right after the operand's definition), the op rebuilt on
//! the wide type, and each changed result truncated back (`arith.truncf fastmath<contract>`).

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet,
};
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{BitcastOp, ConstantOp, ExtFOp, TruncFOp};
use irbridge::dialect::enums::ARITH_FASTMATH;
use irbridge::dialect::vector::{
    ContractionOp, FMAOp, MatmulOp, MultiDimReductionOp, OuterProductOp, ReductionOp, ScanOp,
    SplatOp,
};
use irbridge::ir::float::FloatKind;
use irbridge::ir::{Context, OpId, OpState, Type, ValueId};
use irbridge::ods::enums::enum_attr;
use irbridge::ods::OpDef;
use std::sync::Arc;

/// The `contract` bit of `#arith.fastmath`.
const CONTRACT: u64 = 32;

/// The float types the options name, by upstream's spelling.
fn parse_float(name: &str) -> Option<FloatKind> {
    Some(match name {
        "f8E5M2" => FloatKind::F8E5M2,
        "f8E4M3" => FloatKind::F8E4M3,
        "f8E4M3FN" => FloatKind::F8E4M3FN,
        "f8E5M2FNUZ" => FloatKind::F8E5M2FNUZ,
        "f8E4M3FNUZ" => FloatKind::F8E4M3FNUZ,
        "bf16" => FloatKind::BF16,
        "f16" => FloatKind::F16,
        "f32" => FloatKind::F32,
        "f64" => FloatKind::F64,
        "f80" => FloatKind::F80,
        "f128" => FloatKind::F128,
        _ => return None,
    })
}

/// The pass's options, checked.
#[derive(Clone, Debug)]
pub struct Options {
    sources: Vec<FloatKind>,
    target: FloatKind,
}

impl Options {
    /// Checks `source-types` and `target-type` as upstream's pass does when it runs; errors carry
    /// upstream's words (reported at an unknown location).
    pub fn parse(sources: &[String], target: &str) -> Result<Options, String> {
        let target = parse_float(target).ok_or_else(|| {
            format!("could not map target type '{target}' to a known floating-point type")
        })?;
        let mut kinds = vec![];
        for s in sources {
            kinds.push(parse_float(s).ok_or_else(|| {
                format!("could not map source type '{s}' to a known floating-point type")
            })?);
        }
        if kinds.contains(&target) {
            return Err("target type cannot be an unsupported source type".into());
        }
        Ok(Options {
            sources: kinds,
            target,
        })
    }
}

/// The ops of other dialects the pass also emulates (they compute on their element types).
const VECTOR_OPS: &[fn() -> &'static OpDef] = &[
    ContractionOp::def,
    ReductionOp::def,
    MultiDimReductionOp::def,
    FMAOp::def,
    OuterProductOp::def,
    MatmulOp::def,
    ScanOp::def,
];

/// `t` with a source float (or a shaped type of them) replaced by the target float.
fn convert(ctx: &mut Context, opts: &Options, t: Type) -> Type {
    let is_source =
        |ctx: &Context, t: Type| ctx.float_kind(t).is_some_and(|k| opts.sources.contains(&k));
    if is_source(ctx, t) {
        return ctx.float(opts.target);
    }
    if ctx.kind(t).is_shaped() {
        let elem = ctx.element_type(t);
        if is_source(ctx, elem) {
            let target = ctx.float(opts.target);
            return super::expand::with_elem(ctx, t, target);
        }
    }
    t
}

/// True if no operand or result of `op` has a type the pass converts.
fn is_legal(ctx: &mut Context, opts: &Options, op: OpId) -> bool {
    let types: Vec<Type> = ctx
        .operand_types(op)
        .into_iter()
        .chain(ctx.result_types(op))
        .collect();
    types.into_iter().all(|t| convert(ctx, opts, t) == t)
}

/// Upstream's `EmulateFloatPattern` for the ops named `root`.
struct EmulateFloat {
    root: &'static str,
    opts: Arc<Options>,
}

impl ConversionPattern for EmulateFloat {
    fn root(&self) -> &'static str {
        self.root
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if is_legal(rw.ctx, &self.opts, op) || !rw.ctx.ops[op].regions.is_empty() {
            return Ok(Outcome::NoMatch);
        }
        let loc = rw.ctx.ops[op].loc;
        let old_types = rw.ctx.result_types(op);
        let new_types: Vec<Type> = old_types
            .iter()
            .map(|&t| convert(rw.ctx, &self.opts, t))
            .collect();
        let mut st = OpState::new(rw.ctx.ops[op].name, loc);
        st.def = rw.ctx.ops[op].def;
        st.operands = operands.to_vec();
        st.result_types = new_types.clone();
        st.props = rw.ctx.ops[op].props.to_vec();
        st.attrs = rw.ctx.ops[op].attrs.to_vec();
        st.successors = rw.ctx.ops[op].successors.to_vec();
        let new = rw.create(st);
        let contract = enum_attr(rw.ctx, &ARITH_FASTMATH, CONTRACT);
        let mut results = vec![];
        for (i, (&old, &wide)) in old_types.iter().zip(&new_types).enumerate() {
            let r = rw.ctx.result(new, i);
            results.push(if old == wide {
                r
            } else {
                TruncFOp::build(rw, loc, old, r, None, Some(contract)).out(rw.ctx)
            });
        }
        rw.replace_op(op, &results);
        Ok(Outcome::Rewritten)
    }
}

/// Runs the pass on the ops nested under `root`.
pub fn run(ctx: &mut Context, root: OpId, opts: &Options) -> Result<(), Diagnostic> {
    let opts = Arc::new(opts.clone());
    let mut patterns = PatternSet::new();
    let mut target = ConversionTarget::new();
    target.mark_unknown_legal();
    let check = |opts: &Arc<Options>| {
        let opts = Arc::clone(opts);
        move |ctx: &Context, op: OpId| {
            // `is_legal` interns the converted types, which a shared context cannot; compare kinds.
            let legal = |t: Type| {
                let e = ctx.element_type(t);
                !ctx.float_kind(e).is_some_and(|k| opts.sources.contains(&k))
            };
            ctx.operand_types(op).into_iter().all(legal)
                && ctx.result_types(op).into_iter().all(legal)
        }
    };
    target.add_dynamic_dialect("arith", check(&opts));
    for def in irbridge::dialect::arith::OPS {
        patterns.add(EmulateFloat {
            root: def.name,
            opts: Arc::clone(&opts),
        });
    }
    for def in VECTOR_OPS {
        target.add_dynamic_op(def().name, check(&opts));
        patterns.add(EmulateFloat {
            root: def().name,
            opts: Arc::clone(&opts),
        });
    }
    for name in [
        BitcastOp::NAME,
        ExtFOp::NAME,
        TruncFOp::NAME,
        ConstantOp::NAME,
        SplatOp::NAME,
    ] {
        target.add_legal_op(name);
    }
    let rule_opts = Arc::clone(&opts);
    let mut tc =
        LlvmTypeConverter::with_rule(Box::new(move |ctx, t| Some(convert(ctx, &rule_opts, t))));
    tc.target_materialization = Some(Box::new(|rw, v, to, loc| {
        let contract = enum_attr(rw.ctx, &ARITH_FASTMATH, CONTRACT);
        ExtFOp::build(rw, loc, to, v, Some(contract)).out(rw.ctx)
    }));
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}
