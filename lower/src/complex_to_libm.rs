//! `convert-complex-to-libm` (upstream `ComplexToLibm`): the complex functions C99's
//! `<complex.h>` has become calls of it (`complex.pow` → `cpowf`/`cpow`, ...), each declared once
//! per module as `func.func private @cpowf(complex<f32>, complex<f32>) -> complex<f32>` (no
//! attributes, unlike `convert-math-to-libm`'s). Only `complex<f32>`/`complex<f64>` operations
//! (`f32`/`f64` results for `abs` and `angle`) are rewritten; a partial conversion makes the ops of
//! [`LIBC_COMPLEX`] illegal, so any other element type is an error, as upstream's.

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet,
};
use crate::math_to_libm::declare_private_func;
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::complex;
use irbridge::dialect::func::CallOp;
use irbridge::ir::float::FloatKind;
use irbridge::ir::{Context, OpId, TypeKind, ValueId};
use irbridge::ods::OpDef;

/// (complex op, its `float` function, its `double` function), upstream 19's
/// `populateComplexToLibmConversionPatterns` list in its order.
pub const LIBC_COMPLEX: &[(&OpDef, &str, &str)] = &[
    (complex::PowOp::def(), "cpowf", "cpow"),
    (complex::SqrtOp::def(), "csqrtf", "csqrt"),
    (complex::TanhOp::def(), "ctanhf", "ctanh"),
    (complex::CosOp::def(), "ccosf", "ccos"),
    (complex::SinOp::def(), "csinf", "csin"),
    (complex::ConjOp::def(), "conjf", "conj"),
    (complex::LogOp::def(), "clogf", "clog"),
    (complex::AbsOp::def(), "cabsf", "cabs"),
    (complex::AngleOp::def(), "cargf", "carg"),
    (complex::TanOp::def(), "ctanf", "ctan"),
];

/// Adds one call pattern per op of [`LIBC_COMPLEX`].
pub fn populate_complex_to_libm_patterns(patterns: &mut PatternSet) {
    for row in LIBC_COMPLEX {
        patterns.add(LibcCall(row));
    }
}

/// Runs the conversion on `root` (a module).
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut patterns = PatternSet::new();
    populate_complex_to_libm_patterns(&mut patterns);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("func");
    for row in LIBC_COMPLEX {
        target.add_illegal_op(row.0.name);
    }
    // The patterns rewrite the original IR (no operand remapping), so the converter only decides
    // that every operand type is acceptable.
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}

/// Upstream's `ScalarOpToLibmCall` for complex ops.
struct LibcCall(&'static (&'static OpDef, &'static str, &'static str));

impl ConversionPattern for LibcCall {
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
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        // `abs` and `angle` return the element type, the others the complex type.
        let elem = match rw.ctx.kind(ty) {
            TypeKind::Complex(e) => *e,
            _ => ty,
        };
        let name = match rw.ctx.kind(elem) {
            TypeKind::Float(FloatKind::F32) => self.0 .1,
            TypeKind::Float(FloatKind::F64) => self.0 .2,
            _ => return Ok(Outcome::NoMatch),
        };
        let args: Vec<ValueId> = (0..rw.ctx.ops[op].operands.len())
            .map(|i| rw.ctx.operand(op, i))
            .collect();
        let arg_types = args.iter().map(|&v| rw.ctx.value_type(v)).collect();
        if !declare_private_func(rw, name, arg_types, ty, None) {
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
