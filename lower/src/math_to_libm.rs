//! `convert-math-to-libm` (upstream `MathToLibm`): math functions become calls of the C math
//! library, declared once per module as `func.func private @sinf(f32) -> f32 attributes
//! {llvm.readnone}` (a math op has no side effects, so neither has its libm call).
//!
//! Three rewrite patterns per op, tried in this order in a partial conversion that makes the
//! whole `math` dialect illegal (arith, builtin, func and vector stay legal):
//! - a vector op is unrolled into one scalar op per element, extracted from the operands and
//!   inserted into a zero constant (the scalar ops are then legalized in turn);
//! - an `f16`/`bf16` op is computed in `f32` between `arith.extf` and `arith.truncf`;
//! - an `f32`/`f64` op becomes a `func.call` of the library function ([`LIBM`]).
//!
//! Math ops without a library function (`absi`, `ctlz`, `fpowi`, `rsqrt`, ...) are left without
//! a pattern, so the conversion fails on them as upstream's does.

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet,
};
use crate::type_converter::LlvmTypeConverter;
use crate::vector::util::{arith_constant, dense_i64_array, vparts, zero_attr};
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{ExtFOp, TruncFOp};
use irbridge::dialect::func::{CallOp, FuncOp};
use irbridge::dialect::math;
use irbridge::dialect::vector::{ExtractOp, InsertOp};
use irbridge::ir::float::FloatKind;
use irbridge::ir::{Context, OpId, OpState, Type, TypeKind, ValueId};
use irbridge::ods::typed::build_state;
use irbridge::ods::OpDef;

/// (math op, its `f32` function, its `f64` function), upstream 19's
/// `populateMathToLibmConversionPatterns` list in its order.
pub const LIBM: &[(&OpDef, &str, &str)] = &[
    (math::AbsFOp::def(), "fabsf", "fabs"),
    (math::AcosOp::def(), "acosf", "acos"),
    (math::AcoshOp::def(), "acoshf", "acosh"),
    (math::AsinOp::def(), "asinf", "asin"),
    (math::AsinhOp::def(), "asinhf", "asinh"),
    (math::Atan2Op::def(), "atan2f", "atan2"),
    (math::AtanOp::def(), "atanf", "atan"),
    (math::AtanhOp::def(), "atanhf", "atanh"),
    (math::CbrtOp::def(), "cbrtf", "cbrt"),
    (math::CeilOp::def(), "ceilf", "ceil"),
    (math::CosOp::def(), "cosf", "cos"),
    (math::CoshOp::def(), "coshf", "cosh"),
    (math::ErfOp::def(), "erff", "erf"),
    (math::ExpOp::def(), "expf", "exp"),
    (math::Exp2Op::def(), "exp2f", "exp2"),
    (math::ExpM1Op::def(), "expm1f", "expm1"),
    (math::FloorOp::def(), "floorf", "floor"),
    (math::FmaOp::def(), "fmaf", "fma"),
    (math::LogOp::def(), "logf", "log"),
    (math::Log2Op::def(), "log2f", "log2"),
    (math::Log10Op::def(), "log10f", "log10"),
    (math::Log1pOp::def(), "log1pf", "log1p"),
    (math::PowFOp::def(), "powf", "pow"),
    (math::RoundEvenOp::def(), "roundevenf", "roundeven"),
    (math::RoundOp::def(), "roundf", "round"),
    (math::SinOp::def(), "sinf", "sin"),
    (math::SinhOp::def(), "sinhf", "sinh"),
    (math::SqrtOp::def(), "sqrtf", "sqrt"),
    (math::TanOp::def(), "tanf", "tan"),
    (math::TanhOp::def(), "tanhf", "tanh"),
    (math::TruncOp::def(), "truncf", "trunc"),
];

/// The function attribute every declaration carries (`LLVMDialect::getReadnoneAttrName`).
const READNONE: &str = "llvm.readnone";

/// Adds the patterns: for each op of [`LIBM`], unroll vectors, promote small floats, call.
pub fn populate_math_to_libm_patterns(patterns: &mut PatternSet) {
    for row in LIBM {
        patterns.add(VectorToScalars(row.0));
        patterns.add(PromoteToF32(row.0));
        patterns.add(LibmCall(row));
    }
}

/// Runs the conversion on `root` (a module).
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut patterns = PatternSet::new();
    populate_math_to_libm_patterns(&mut patterns);
    let mut target = ConversionTarget::new();
    for d in ["arith", "builtin", "func", "vector"] {
        target.add_legal_dialect(d);
    }
    target.add_illegal_dialect("math");
    // The patterns rewrite the original IR (no operand remapping), so the converter only decides
    // that every operand type is acceptable.
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}

/// An op of `def`'s kind on `operands` with result type `ty` and no attributes (the generic
/// builder upstream's patterns call).
fn create_like(
    rw: &mut ConversionRewriter<'_>,
    def: &'static OpDef,
    op: OpId,
    operands: Vec<ValueId>,
    ty: Type,
) -> ValueId {
    let loc = rw.ctx.ops[op].loc;
    let mut st = OpState::of(rw.ctx, def, loc);
    st.operands = operands;
    st.result_types = vec![ty];
    let new = rw.create(st);
    rw.ctx.result(new, 0)
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn operands(ctx: &Context, op: OpId) -> Vec<ValueId> {
    (0..ctx.ops[op].operands.len())
        .map(|i| ctx.operand(op, i))
        .collect()
}

/// Upstream's `VecOpToScalarOp` (also `convert-math-to-funcs`').
pub(crate) struct VectorToScalars(pub(crate) &'static OpDef);

impl ConversionPattern for VectorToScalars {
    fn root(&self) -> &'static str {
        self.0.name
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
        let ty = result_type(rw.ctx, op);
        let Some((shape, scalable, elem)) = vparts(rw.ctx, ty) else {
            return Ok(Outcome::NoMatch);
        };
        // A scalable vector has no element count to unroll.
        if scalable.iter().any(|s| *s) || shape.iter().any(|d| *d < 0) {
            return Ok(Outcome::NoMatch);
        }
        let loc = rw.ctx.ops[op].loc;
        let inputs = operands(rw.ctx, op);
        let zero = zero_attr(rw.ctx, ty);
        let mut result = arith_constant(rw, loc, ty, zero);
        let count: i64 = shape.iter().product();
        for linear in 0..count {
            // Row-major position of element `linear`.
            let mut position = vec![0i64; shape.len()];
            let mut rest = linear;
            for (k, d) in shape.iter().enumerate().rev() {
                position[k] = rest % d;
                rest /= d;
            }
            let mut scalars = Vec::with_capacity(inputs.len());
            for &input in &inputs {
                let p = dense_i64_array(rw.ctx, &position);
                // An operand may have another element type (`fpowi`'s exponent).
                let input_elem = rw.ctx.element_type(rw.ctx.value_type(input));
                scalars.push(ExtractOp::build(rw, loc, input_elem, input, &[], p).result(rw.ctx));
            }
            let scalar = create_like(rw, self.0, op, scalars, elem);
            let p = dense_i64_array(rw.ctx, &position);
            result = InsertOp::build(rw, loc, ty, scalar, result, &[], p).result(rw.ctx);
        }
        rw.replace_op(op, &[result]);
        Ok(Outcome::Rewritten)
    }
}

/// Upstream's `PromoteOpToF32`.
struct PromoteToF32(&'static OpDef);

impl ConversionPattern for PromoteToF32 {
    fn root(&self) -> &'static str {
        self.0.name
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
        let ty = result_type(rw.ctx, op);
        if !matches!(
            rw.ctx.kind(ty),
            TypeKind::Float(FloatKind::F16 | FloatKind::BF16)
        ) {
            return Ok(Outcome::NoMatch);
        }
        let loc = rw.ctx.ops[op].loc;
        let f32 = rw.ctx.float(FloatKind::F32);
        let mut extended = vec![];
        for v in operands(rw.ctx, op) {
            extended.push(ExtFOp::build(rw, loc, f32, v, None).out(rw.ctx));
        }
        let wide = create_like(rw, self.0, op, extended, f32);
        let narrow = TruncFOp::build(rw, loc, ty, wide, None, None).out(rw.ctx);
        rw.replace_op(op, &[narrow]);
        Ok(Outcome::Rewritten)
    }
}

/// Upstream's `ScalarOpToLibmCall`.
struct LibmCall(&'static (&'static OpDef, &'static str, &'static str));

impl ConversionPattern for LibmCall {
    fn root(&self) -> &'static str {
        self.0 .0.name
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
        let ty = result_type(rw.ctx, op);
        let name = match rw.ctx.kind(ty) {
            TypeKind::Float(FloatKind::F32) => self.0 .1,
            TypeKind::Float(FloatKind::F64) => self.0 .2,
            _ => return Ok(Outcome::NoMatch),
        };
        let args = operands(rw.ctx, op);
        let arg_types = args.iter().map(|&v| rw.ctx.value_type(v)).collect();
        if !declare_private_func(rw, name, arg_types, ty, Some(READNONE)) {
            return Ok(Outcome::NoMatch);
        }
        let loc = rw.ctx.ops[op].loc;
        let callee = rw.ctx.symbol_ref(name);
        let call = CallOp::build(rw, loc, &[ty], &args, callee);
        let result = rw.ctx.result(call.id(), 0);
        rw.replace_op(op, &[result]);
        Ok(Outcome::Rewritten)
    }
}

/// Declares `func.func private @name(args) -> result` at the start of the module around the
/// insertion point unless a symbol of that name is there already (upstream's libm patterns'
/// forward declaration), with the unit attribute `unit_attr` if given. False if the module has
/// no body to declare it in.
pub(crate) fn declare_private_func(
    rw: &mut ConversionRewriter<'_>,
    name: &str,
    args: Vec<Type>,
    result: Type,
    unit_attr: Option<&str>,
) -> bool {
    let module = rw.module_of_insertion_point();
    if rw.lookup_symbol(module, name.as_bytes()).is_some() {
        return true;
    }
    let ip = rw.insertion_point();
    let Some(body) = rw.ctx.ops[module]
        .regions
        .first()
        .and_then(|&r| rw.ctx.entry_block(r))
    else {
        return false;
    };
    rw.set_insertion_point_to_start(body);
    let fty = rw.ctx.function_type(args, vec![result]);
    let loc = rw.ctx.unknown_loc();
    let sym_name = rw.ctx.string_attr(name);
    let function_type = rw.ctx.type_attr(fty);
    let private = rw.ctx.string_attr("private");
    let mut st = build_state(
        rw.ctx,
        FuncOp::def(),
        loc,
        &[],
        &[],
        &[
            ("sym_name", Some(sym_name)),
            ("function_type", Some(function_type)),
            ("sym_visibility", Some(private)),
        ],
    );
    st.regions.push(rw.ctx.new_region());
    if let Some(attr) = unit_attr {
        let key = rw.ctx.sym(attr);
        let unit = rw.ctx.unit_attr();
        st.attrs.push((key, unit));
    }
    rw.create(st);
    rw.set_insertion_point(ip);
    true
}
