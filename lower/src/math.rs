//! `convert-math-to-llvm` (upstream `MathToLLVM`): math functions become LLVM intrinsics.
//!
//! Most ops map one-to-one ([`ONE_TO_ONE`], with `fastmath` converted to `fastmathFlags` and n-D
//! vectors unrolled as arith's are); `ctlz`, `cttz` and `absi` get the intrinsics' poison flag set to
//! false; `expm1`, `log1p` (with `approximate-log1p`) and `rsqrt` are expanded (`exp(x) - 1`,
//! `log(1 + x)`, `1 / sqrt(x)`). Ops without a pattern (`tan`, `atan2`, `erf`, ...) stay;
//! `convert-math-to-libm` ([`crate::math_to_libm`]) turns those into calls.

use crate::arith::nd_vector;
use crate::arith::one_to_one::{all_compatible, create_with_attrs, rewrite_one_to_one};
use crate::arith::{converted_attrs, FlagConversion};
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome, PatternSet};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops::arith::{FAddOp, FDivOp, FSubOp};
use irbridge::dialect::math::{
    AbsFOp, AbsIOp, CeilOp, CopySignOp, CosOp, CountLeadingZerosOp, CountTrailingZerosOp, CtPopOp,
    Exp2Op, ExpM1Op, ExpOp, FPowIOp, FloorOp, FmaOp, Log10Op, Log1pOp, Log2Op, LogOp, PowFOp,
    RoundEvenOp, RoundOp, RsqrtOp, SinOp, SqrtOp, TruncOp,
};
use irbridge::ir::{AttrKind, Attribute, OpId, Type, TypeKind, ValueId};
use irbridge::ods::OpDef;

use FlagConversion::{FastMath as FM, PassThrough as PT};

/// (math op, llvm op, flag conversion), upstream 19's `populateMathToLLVMConversionPatterns` list.
pub const ONE_TO_ONE: &[(&str, &OpDef, FlagConversion)] = &[
    (AbsFOp::NAME, llvm_intr::FABS, FM),
    (CeilOp::NAME, llvm_intr::CEIL, FM),
    (CopySignOp::NAME, llvm_intr::COPYSIGN, FM),
    (CosOp::NAME, llvm_intr::COS, FM),
    (CtPopOp::NAME, llvm_intr::CTPOP, PT),
    (Exp2Op::NAME, llvm_intr::EXP2, FM),
    (ExpOp::NAME, llvm_intr::EXP, FM),
    (FPowIOp::NAME, llvm_intr::POWI, FM),
    (FloorOp::NAME, llvm_intr::FLOOR, FM),
    (FmaOp::NAME, llvm_intr::FMA, FM),
    (Log10Op::NAME, llvm_intr::LOG10, FM),
    (Log2Op::NAME, llvm_intr::LOG2, FM),
    (LogOp::NAME, llvm_intr::LOG, FM),
    (PowFOp::NAME, llvm_intr::POW, FM),
    (RoundEvenOp::NAME, llvm_intr::ROUNDEVEN, FM),
    (RoundOp::NAME, llvm_intr::ROUND, FM),
    (SinOp::NAME, llvm_intr::SIN, FM),
    (SqrtOp::NAME, llvm_intr::SQRT, FM),
    (TruncOp::NAME, llvm_intr::TRUNC, FM),
];

/// (math op, llvm intrinsic, its poison flag): the flag is set to `false`.
const INT_WITH_FLAG: &[(&str, &OpDef, &str)] = &[
    (CountLeadingZerosOp::NAME, llvm_intr::CTLZ, "is_zero_poison"),
    (
        CountTrailingZerosOp::NAME,
        llvm_intr::CTTZ,
        "is_zero_poison",
    ),
    (AbsIOp::NAME, llvm_intr::ABS, "is_int_min_poison"),
];

/// Adds the math lowering patterns (`approximate_log1p`: lower `log1p` as `log(1 + x)`).
pub fn populate_math_to_llvm_patterns(patterns: &mut PatternSet, approximate_log1p: bool) {
    if approximate_log1p {
        patterns.add(Expansion(Expand::Log1p));
    }
    for row in ONE_TO_ONE {
        patterns.add(OneToOne(row));
    }
    for row in INT_WITH_FLAG {
        patterns.add(IntWithFlag(row));
    }
    patterns.add(Expansion(Expand::ExpM1));
    patterns.add(Expansion(Expand::Rsqrt));
}

struct OneToOne(&'static (&'static str, &'static OpDef, FlagConversion));

impl ConversionPattern for OneToOne {
    fn root(&self) -> &'static str {
        self.0 .0
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let (props, attrs) = converted_attrs(rw.ctx, op, self.0 .2);
        Ok(rewrite_one_to_one(
            rw, op, operands, self.0 .1, &props, &attrs,
        ))
    }
}

struct IntWithFlag(&'static (&'static str, &'static OpDef, &'static str));

impl ConversionPattern for IntWithFlag {
    fn root(&self) -> &'static str {
        self.0 .0
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let (_, dst, flag) = *self.0;
        if operands.len() != 1 || !all_compatible(rw, operands) {
            return Ok(Outcome::NoMatch);
        }
        let loc = rw.ctx.ops[op].loc;
        let flag_sym = rw.ctx.sym(flag);
        let no = rw.ctx.bool_attr(false);
        let props = [(flag_sym, no)];
        let v = if nd_vector::is_array(rw, operands[0]) {
            let result_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
            if !matches!(rw.ctx.kind(result_ty), TypeKind::Vector { .. }) {
                return Ok(Outcome::NoMatch);
            }
            let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
                return Ok(Outcome::NoMatch);
            };
            let built = nd_vector::unroll(rw, ty, operands, loc, |rw, t1d, pieces| {
                create_with_attrs(rw, dst, loc, pieces, t1d, &props, &[])
            });
            match built {
                Some(v) => v,
                None => return Ok(Outcome::NoMatch),
            }
        } else {
            let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
            create_with_attrs(rw, dst, loc, operands, ty, &props, &[])
        };
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

#[derive(Copy, Clone)]
enum Expand {
    /// `exp(x) - 1`.
    ExpM1,
    /// `log(1 + x)`.
    Log1p,
    /// `1 / sqrt(x)`.
    Rsqrt,
}

struct Expansion(Expand);

/// `1.0` of float type `elem`, as an attribute of `ty` (a splat for vectors).
fn float_one(rw: &mut ConversionRewriter<'_>, ty: Type) -> Option<Attribute> {
    let elem = rw.ctx.element_type(ty);
    let kind = rw.ctx.float_kind(elem)?;
    let bits = irbridge::ir::float::from_f64(kind, 1.0);
    match rw.ctx.kind(ty) {
        TypeKind::Vector { .. } => {
            let n = irbridge::parse::attrs::dense_elem_bytes(rw.ctx, elem);
            let data: Vec<u8> = (0..n).map(|i| (bits >> (8 * i)) as u8).collect();
            Some(rw.ctx.attr(AttrKind::DenseElements {
                ty,
                splat: true,
                data: data.into_boxed_slice(),
            }))
        }
        _ => Some(rw.ctx.attr(AttrKind::Float { bits, ty: elem })),
    }
}

impl ConversionPattern for Expansion {
    fn root(&self) -> &'static str {
        match self.0 {
            Expand::ExpM1 => ExpM1Op::NAME,
            Expand::Log1p => Log1pOp::NAME,
            Expand::Rsqrt => RsqrtOp::NAME,
        }
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if operands.len() != 1 || !all_compatible(rw, operands) {
            return Ok(Outcome::NoMatch);
        }
        let loc = rw.ctx.ops[op].loc;
        let (props, attrs) = converted_attrs(rw.ctx, op, FlagConversion::FastMath);
        let kind = self.0;
        // One value of type `t`: the expansion on scalars and 1-D vectors.
        let expand = move |rw: &mut ConversionRewriter<'_>,
                           t: Type,
                           x: ValueId|
              -> Option<ValueId> {
            let one_attr = float_one(rw, t)?;
            let one = llvm_build::constant(rw, t, one_attr, loc);
            Some(match kind {
                Expand::ExpM1 => {
                    let e = create_with_attrs(rw, llvm_intr::EXP, loc, &[x], t, &props, &attrs);
                    create_with_attrs(rw, FSubOp::def(), loc, &[e, one], t, &props, &attrs)
                }
                Expand::Log1p => {
                    let s = create_with_attrs(rw, FAddOp::def(), loc, &[one, x], t, &props, &attrs);
                    create_with_attrs(rw, llvm_intr::LOG, loc, &[s], t, &props, &attrs)
                }
                Expand::Rsqrt => {
                    let s = create_with_attrs(rw, llvm_intr::SQRT, loc, &[x], t, &props, &attrs);
                    create_with_attrs(rw, FDivOp::def(), loc, &[one, s], t, &props, &attrs)
                }
            })
        };
        let v = if nd_vector::is_array(rw, operands[0]) {
            let result_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
            if !matches!(rw.ctx.kind(result_ty), TypeKind::Vector { .. }) {
                return Ok(Outcome::NoMatch);
            }
            let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
                return Ok(Outcome::NoMatch);
            };
            let mut failed = false;
            let built = nd_vector::unroll(rw, ty, operands, loc, |rw, t1d, pieces| {
                match expand(rw, t1d, pieces[0]) {
                    Some(v) => v,
                    None => {
                        failed = true;
                        pieces[0]
                    }
                }
            });
            match built {
                Some(v) if !failed => v,
                _ => return Ok(Outcome::NoMatch),
            }
        } else {
            let t = rw.ctx.value_type(operands[0]);
            match expand(rw, t, operands[0]) {
                Some(v) => v,
                None => return Ok(Outcome::NoMatch),
            }
        };
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
