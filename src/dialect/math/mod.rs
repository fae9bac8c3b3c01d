//! The `math` dialect (MLIR 19's MathOps.td): elementwise math functions on floats and integers, one
//! record each. `fastmath` is `arith`'s `#arith.fastmath` enum.

use super::arith::constraints::{FASTMATH_FLAGS, FASTMATH_NONE};
use crate::ods::constraint::{FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use crate::ods::OpConstraint;

const FLOAT_UNARY: &str = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const FLOAT_BINARY: &str = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";

/// `Math_FloatUnaryOp`.
macro_rules! float_unary {
    ($($name:ident = $op:literal;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                operands: [operand: FLOAT_LIKE],
                results: [result: FLOAT_LIKE],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: FLOAT_UNARY,
            }
        }
    )*};
}

/// `Math_FloatBinaryOp`.
macro_rules! float_binary {
    ($($name:ident = $op:literal;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
                results: [result: FLOAT_LIKE],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: FLOAT_BINARY,
            }
        }
    )*};
}

/// `Math_IntegerUnaryOp`.
macro_rules! int_unary {
    ($($name:ident = $op:literal;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                operands: [operand: SIGNLESS_INTEGER_LIKE],
                results: [result: SIGNLESS_INTEGER_LIKE],
                format: "$operand attr-dict `:` type($result)",
            }
        }
    )*};
}

float_unary! {
    AbsFOp = "math.absf";
    AcosOp = "math.acos";
    AcoshOp = "math.acosh";
    AsinOp = "math.asin";
    AsinhOp = "math.asinh";
    AtanOp = "math.atan";
    AtanhOp = "math.atanh";
    CbrtOp = "math.cbrt";
    CeilOp = "math.ceil";
    CosOp = "math.cos";
    CoshOp = "math.cosh";
    ErfOp = "math.erf";
    ExpOp = "math.exp";
    Exp2Op = "math.exp2";
    ExpM1Op = "math.expm1";
    FloorOp = "math.floor";
    LogOp = "math.log";
    Log10Op = "math.log10";
    Log1pOp = "math.log1p";
    Log2Op = "math.log2";
    RoundEvenOp = "math.roundeven";
    RoundOp = "math.round";
    RsqrtOp = "math.rsqrt";
    SinOp = "math.sin";
    SinhOp = "math.sinh";
    SqrtOp = "math.sqrt";
    TanOp = "math.tan";
    TanhOp = "math.tanh";
    TruncOp = "math.trunc";
}

float_binary! {
    Atan2Op = "math.atan2";
    CopySignOp = "math.copysign";
    PowFOp = "math.powf";
}

int_unary! {
    AbsIOp = "math.absi";
    CountLeadingZerosOp = "math.ctlz";
    CountTrailingZerosOp = "math.cttz";
    CtPopOp = "math.ctpop";
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
