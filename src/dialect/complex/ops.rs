//! The ops of `complex` (MLIR 19's ComplexOps.td), one record each.

use crate::diag::DResult;
use crate::dialect::arith::constraints::{FASTMATH_FLAGS, FASTMATH_NONE};
use crate::ir::{AttrKind, Context, OpId, Type, TypeKind};
use crate::ods::constraint::{ANY_COMPLEX, ANY_FLOAT, ANY_TYPE, ARRAY_ATTR, COMPLEX_FLOAT, I1};
use crate::ods::{OpConstraint, TypeTransform};
use crate::print::type_to_string;
use crate::verify::op_err;

fn complex_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.kind(t) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

/// `::llvm::cast<ComplexType>($_self).getElementType()`.
const ELEMENT_TYPE: TypeTransform = TypeTransform {
    apply: |ctx, t| complex_elem(ctx, t).unwrap_or(t),
    matches: |ctx, lhs, rhs| complex_elem(ctx, lhs) == Some(rhs),
};

const fn element_of(rhs: &'static str, summary: &'static str) -> OpConstraint {
    OpConstraint::TypesMatchWith {
        lhs: "complex",
        rhs,
        transform: ELEMENT_TYPE,
        summary,
    }
}

const ARITHMETIC: &str = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const UNARY: &str = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)";

/// `ComplexArithmeticOp`.
macro_rules! arithmetic {
    ($($name:ident = $op:literal $(fold $fold:path)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
                operands: [lhs: COMPLEX_FLOAT, rhs: COMPLEX_FLOAT],
                results: [result: COMPLEX_FLOAT],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: ARITHMETIC,
                def: { fold: crate::__opt_fold!($($fold)?) },
            }
        }
    )*};
}

/// `ComplexUnaryOp` with a complex result of the operand's type.
macro_rules! unary {
    ($($name:ident = $op:literal $(fold $fold:path)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                operands: [complex: COMPLEX_FLOAT],
                results: [result: COMPLEX_FLOAT],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: UNARY,
                def: { fold: crate::__opt_fold!($($fold)?) },
            }
        }
    )*};
}

/// `ComplexUnaryOp` with the element type as result (`abs`, `angle`, `re`, `im`).
macro_rules! part {
    ($($name:ident = $op:literal $res:ident $ods:literal $(fold $fold:path, $canon:path)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [PURE, ELEMENTWISE],
                operands: [complex: COMPLEX_FLOAT],
                results: [$res $ods: ANY_FLOAT],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: UNARY,
                def: {
                    constraints: &[element_of($ods, "complex element type matches result type")],
                    fold: crate::__opt_fold!($($fold)?),
                    canonicalize: crate::__opt_canon!($($canon)?),
                },
            }
        }
    )*};
}

/// `eq` / `neq`.
macro_rules! compare {
    ($($name:ident = $op:literal;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [PURE, ELEMENTWISE],
                operands: [lhs: COMPLEX_FLOAT, rhs: COMPLEX_FLOAT],
                results: [result: I1],
                format: "$lhs `,` $rhs  attr-dict `:` type($lhs)",
                def: { constraints: &[OpConstraint::AllTypesMatch(&["lhs", "rhs"])] },
            }
        }
    )*};
}

arithmetic! {
    AddOp = "complex.add" fold super::fold::add;
    Atan2Op = "complex.atan2";
    DivOp = "complex.div" fold super::fold::div;
    MulOp = "complex.mul" fold super::fold::mul;
    PowOp = "complex.pow";
    SubOp = "complex.sub" fold super::fold::sub;
}

unary! {
    ConjOp = "complex.conj" fold super::fold::conj;
    CosOp = "complex.cos";
    ExpOp = "complex.exp" fold super::fold::exp;
    Expm1Op = "complex.expm1";
    LogOp = "complex.log" fold super::fold::log;
    Log1pOp = "complex.log1p";
    NegOp = "complex.neg" fold super::fold::neg;
    RsqrtOp = "complex.rsqrt";
    SignOp = "complex.sign";
    SinOp = "complex.sin";
    SqrtOp = "complex.sqrt";
    TanOp = "complex.tan";
    TanhOp = "complex.tanh";
}

part! {
    AbsOp = "complex.abs" result "result";
    AngleOp = "complex.angle" result "result";
    ReOp = "complex.re" real "real" fold super::fold::re, super::fold::RE;
    ImOp = "complex.im" imaginary "imaginary" fold super::fold::im, super::fold::IM;
}

compare! {
    EqualOp = "complex.eq";
    NotEqualOp = "complex.neq";
}

crate::ops! {
    /// `complex.create %re, %im : complex<T>`.
    pub struct CreateOp = "complex.create" {
        traits: [PURE],
        operands: [real: ANY_FLOAT, imaginary: ANY_FLOAT],
        results: [complex: COMPLEX_FLOAT],
        format: "$real `,` $imaginary attr-dict `:` type($complex)",
        def: {
            constraints: &[
                OpConstraint::AllTypesMatch(&["real", "imaginary"]),
                element_of("real", "complex element type matches real operand type"),
                element_of("imaginary", "complex element type matches imaginary operand type"),
            ],
            fold: Some(super::fold::create),
        },
    }

    /// `complex.bitcast %x : T1 to T2`.
    pub struct BitcastOp = "complex.bitcast" {
        traits: [PURE],
        operands: [operand: ANY_TYPE],
        results: [result: ANY_TYPE],
        format: "$operand attr-dict `:` type($operand) `to` type($result)",
        def: {
            verify: Some(verify_bitcast),
            fold: Some(super::fold::bitcast),
            canonicalize: super::fold::BITCAST,
        },
    }

    /// `complex.constant [re, im] : complex<T>`.
    pub struct ConstantOp = "complex.constant" {
        traits: [PURE, CONSTANT_LIKE],
        results: [complex: ANY_COMPLEX],
        attrs: [value "value": ARRAY_ATTR],
        format: "$value attr-dict `:` type($complex)",
        def: {
            verify: Some(verify_constant),
            result_names: Some(|_, _, names| names.push((0, "cst".to_string()))),
        },
    }
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    AbsOp::def(),
    AddOp::def(),
    AngleOp::def(),
    Atan2Op::def(),
    BitcastOp::def(),
    ConjOp::def(),
    ConstantOp::def(),
    CosOp::def(),
    CreateOp::def(),
    DivOp::def(),
    EqualOp::def(),
    ExpOp::def(),
    Expm1Op::def(),
    ImOp::def(),
    LogOp::def(),
    Log1pOp::def(),
    MulOp::def(),
    NegOp::def(),
    NotEqualOp::def(),
    PowOp::def(),
    ReOp::def(),
    RsqrtOp::def(),
    SignOp::def(),
    SinOp::def(),
    SqrtOp::def(),
    SubOp::def(),
    TanOp::def(),
    TanhOp::def(),
];

/// Bit width of an integer, float or complex type (complex: twice its element's).
fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.bit_width()),
        TypeKind::Complex(e) => bit_width(ctx, *e).map(|w| 2 * w),
        _ => None,
    }
}

fn verify_bitcast(ctx: &Context, op: OpId) -> DResult<()> {
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    // Allowed so that it folds away.
    if from == to {
        return Ok(());
    }
    let int_or_float_or_complex = |t: Type| {
        matches!(
            ctx.kind(t),
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Complex(_)
        )
    };
    if !int_or_float_or_complex(from) {
        return Err(op_err(ctx, op, "operand must be int/float/complex"));
    }
    if !int_or_float_or_complex(to) {
        return Err(op_err(ctx, op, "result must be int/float/complex"));
    }
    let is_complex = |t: Type| matches!(ctx.kind(t), TypeKind::Complex(_));
    if is_complex(from) == is_complex(to) {
        return Err(op_err(
            ctx,
            op,
            "requires that either input or output has a complex type",
        ));
    }
    if bit_width(ctx, from) != bit_width(ctx, to) {
        return Err(op_err(ctx, op, "casting bitwidths do not match"));
    }
    Ok(())
}

/// The type of a typed attribute (integer or float).
fn attr_type(ctx: &Context, a: crate::ir::Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        _ => None,
    }
}

fn verify_constant(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(parts) = ctx.get_attr(op, "value").and_then(|v| ctx.as_array(v)) else {
        return Ok(());
    };
    if parts.len() != 2 {
        return Err(op_err(
            ctx,
            op,
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    }
    let (Some(re), Some(im)) = (attr_type(ctx, parts[0]), attr_type(ctx, parts[1])) else {
        return Err(op_err(
            ctx,
            op,
            "requires attribute's elements to be float or integer attributes",
        ));
    };
    let elem = complex_elem(ctx, ctx.value_type(ctx.result(op, 0)));
    if elem != Some(re) || elem != Some(im) {
        let shown = |t: Option<Type>| t.map(|t| type_to_string(ctx, t)).unwrap_or_default();
        return Err(op_err(
            ctx,
            op,
            format!(
                "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
                shown(Some(re)),
                shown(Some(im)),
                shown(elem)
            ),
        ));
    }
    Ok(())
}
