//! The `math` dialect (MLIR 19's MathOps.td): elementwise math functions on floats and integers, one
//! record each. `fastmath` is `arith`'s `#arith.fastmath` enum.

pub mod fold;

use super::arith::constraints::{FASTMATH_FLAGS, FASTMATH_NONE};
use crate::ods::constraint::{FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use crate::ods::OpConstraint;

const FLOAT_UNARY: &str = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const FLOAT_BINARY: &str = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";

/// `Math_FloatUnaryOp`.
macro_rules! float_unary {
    ($($name:ident = $op:literal $(fold $fold:path)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                operands: [operand: FLOAT_LIKE],
                results: [result: FLOAT_LIKE],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: FLOAT_UNARY,
                def: { fold: crate::__opt_fold!($($fold)?) },
            }
        }
    )*};
}

/// `Math_FloatBinaryOp`.
macro_rules! float_binary {
    ($($name:ident = $op:literal $(fold $fold:path)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
                results: [result: FLOAT_LIKE],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: FLOAT_BINARY,
                def: { fold: crate::__opt_fold!($($fold)?) },
            }
        }
    )*};
}

/// `Math_IntegerUnaryOp`.
macro_rules! int_unary {
    ($($name:ident = $op:literal $(fold $fold:path)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                operands: [operand: SIGNLESS_INTEGER_LIKE],
                results: [result: SIGNLESS_INTEGER_LIKE],
                format: "$operand attr-dict `:` type($result)",
                def: { fold: crate::__opt_fold!($($fold)?) },
            }
        }
    )*};
}

float_unary! {
    AbsFOp = "math.absf" fold fold::absf;
    AcosOp = "math.acos" fold fold::acos;
    AcoshOp = "math.acosh" fold fold::acosh;
    AsinOp = "math.asin" fold fold::asin;
    AsinhOp = "math.asinh" fold fold::asinh;
    AtanOp = "math.atan" fold fold::atan;
    AtanhOp = "math.atanh" fold fold::atanh;
    CbrtOp = "math.cbrt";
    CeilOp = "math.ceil" fold fold::ceil;
    CosOp = "math.cos" fold fold::cos;
    CoshOp = "math.cosh" fold fold::cosh;
    ErfOp = "math.erf" fold fold::erf;
    ExpOp = "math.exp" fold fold::exp;
    Exp2Op = "math.exp2" fold fold::exp2;
    ExpM1Op = "math.expm1" fold fold::expm1;
    FloorOp = "math.floor" fold fold::floor;
    LogOp = "math.log" fold fold::log;
    Log10Op = "math.log10" fold fold::log10;
    Log1pOp = "math.log1p" fold fold::log1p;
    Log2Op = "math.log2" fold fold::log2;
    RoundEvenOp = "math.roundeven" fold fold::roundeven;
    RoundOp = "math.round" fold fold::round;
    RsqrtOp = "math.rsqrt";
    SinOp = "math.sin" fold fold::sin;
    SinhOp = "math.sinh" fold fold::sinh;
    SqrtOp = "math.sqrt" fold fold::sqrt;
    TanOp = "math.tan" fold fold::tan;
    TanhOp = "math.tanh" fold fold::tanh;
    TruncOp = "math.trunc" fold fold::trunc;
}

float_binary! {
    Atan2Op = "math.atan2" fold fold::atan2;
    CopySignOp = "math.copysign" fold fold::copysign;
    PowFOp = "math.powf" fold fold::powf;
}

int_unary! {
    AbsIOp = "math.absi" fold fold::absi;
    CountLeadingZerosOp = "math.ctlz" fold fold::ctlz;
    CountTrailingZerosOp = "math.cttz" fold fold::cttz;
    CtPopOp = "math.ctpop" fold fold::ctpop;
}

crate::ops! {
    /// `math.fma %a, %b, %c : T`.
    pub struct FmaOp = "math.fma" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
        operands: [a: FLOAT_LIKE, b: FLOAT_LIKE, c: FLOAT_LIKE],
        results: [result: FLOAT_LIKE],
        attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
        format: "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    }

    /// `math.ipowi %a, %b : T`.
    pub struct IPowIOp = "math.ipowi" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
        operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        results: [result: SIGNLESS_INTEGER_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        def: { fold: Some(fold::ipowi) },
    }

    /// `math.fpowi %base, %power : F, I`.
    pub struct FPowIOp = "math.fpowi" {
        traits: [SAME_OPERANDS_AND_RESULT_SHAPE, PURE, ELEMENTWISE],
        operands: [lhs: FLOAT_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        results: [result: FLOAT_LIKE],
        attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
        def: { constraints: &[OpConstraint::AllTypesMatch(&["lhs", "result"])] },
    }
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    AbsFOp::def(),
    AbsIOp::def(),
    AcosOp::def(),
    AcoshOp::def(),
    AsinOp::def(),
    AsinhOp::def(),
    AtanOp::def(),
    Atan2Op::def(),
    AtanhOp::def(),
    CbrtOp::def(),
    CeilOp::def(),
    CopySignOp::def(),
    CosOp::def(),
    CoshOp::def(),
    CountLeadingZerosOp::def(),
    CountTrailingZerosOp::def(),
    CtPopOp::def(),
    ErfOp::def(),
    ExpOp::def(),
    Exp2Op::def(),
    ExpM1Op::def(),
    FloorOp::def(),
    FmaOp::def(),
    FPowIOp::def(),
    IPowIOp::def(),
    LogOp::def(),
    Log10Op::def(),
    Log1pOp::def(),
    Log2Op::def(),
    PowFOp::def(),
    RoundEvenOp::def(),
    RoundOp::def(),
    RsqrtOp::def(),
    SinOp::def(),
    SinhOp::def(),
    SqrtOp::def(),
    TanOp::def(),
    TanhOp::def(),
    TruncOp::def(),
];

pub const ENUMS: &[super::enums::EnumDef] = &[];
