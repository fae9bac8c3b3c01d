//! The ops of `arith` (MLIR 19's ArithOps.td), one record each.

use super::constraints::*;
use crate::ods::constraint::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use crate::ods::{OpConstraint, TypeTransform};

/// `TypesMatchWith<"result type has i1 element type and same shape as operands", "lhs", "result",
/// "getI1SameShape($_self)">`.
const CMP_RESULT: OpConstraint = OpConstraint::TypesMatchWith {
    lhs: "lhs",
    rhs: "result",
    transform: TypeTransform {
        apply: super::cmp::i1_same_shape,
        matches: super::cmp::is_i1_same_shape,
    },
    summary: "result type has i1 element type and same shape as operands",
};

/// `SameInputOutputTensorDims`.
const SAME_TENSOR_DIMS: OpConstraint = OpConstraint::Pred {
    check: super::casts::same_tensor_dims,
    summary: "input and output have the same tensor dimensions",
};

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
const CONDITION_SHAPE: OpConstraint = OpConstraint::Pred {
    check: super::select::condition_matches,
    summary: "condition is signless i1 or has matching shape",
};

const INT_BINARY: &str = "$lhs `,` $rhs attr-dict `:` type($result)";
const INT_BINARY_OVERFLOW: &str =
    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
const FLOAT_BINARY: &str = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const CAST: &str = "$in attr-dict `:` type($in) `to` type($out)";
const CMP: &str = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";

/// Integer binary ops with overflow flags (`Arith_IntBinaryOpWithOverflowFlags`).
macro_rules! int_binary_overflow {
    ($($name:ident = $op:literal [$($t:ident),*] $fold:ident $canon:ident $(names $names:path)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [$($t,)* PURE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
                operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
                results: [result: SIGNLESS_INTEGER_LIKE],
                attrs: [overflow_flags "overflowFlags": OVERFLOW_FLAGS = OVERFLOW_NONE],
                format: INT_BINARY_OVERFLOW,
                def: {
                    fold: Some(super::fold::$fold),
                    canonicalize: super::canonicalize::$canon,
                    $(result_names: Some($names),)?
                },
            }
        }
    )*};
}

/// Integer binary ops (`Arith_IntBinaryOp`, `Arith_TotalIntBinaryOp`).
macro_rules! int_binary {
    ($($name:ident = $op:literal [$($t:ident),*] $fold:ident $canon:ident $(speculation $spec:ident)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [$($t,)* SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
                operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
                results: [result: SIGNLESS_INTEGER_LIKE],
                format: INT_BINARY,
                def: {
                    fold: Some(super::fold::$fold),
                    canonicalize: super::canonicalize::$canon,
                    $(speculation: Some(super::speculation::$spec),)?
                },
            }
        }
    )*};
}

/// Float binary ops (`Arith_FloatBinaryOp`).
macro_rules! float_binary {
    ($($name:ident = $op:literal [$($t:ident),*] $fold:ident $canon:ident;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [$($t,)* PURE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
                operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
                results: [result: FLOAT_LIKE],
                attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
                format: FLOAT_BINARY,
                def: { fold: Some(super::fold::$fold), canonicalize: super::canonicalize::$canon },
            }
        }
    )*};
}

/// Casts (`Arith_CastOp`): `$in attr-dict : type($in) to type($out)`; the `CastOpInterface` rule
/// is the verify hook.
macro_rules! cast {
    ($($name:ident = $op:literal ($from:ident -> $to:ident) $compat:ident $fold:ident $canon:ident;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, ELEMENTWISE, CAST_INTERFACE],
                operands: [input "in": $from],
                results: [out: $to],
                format: CAST,
                def: {
                    fold: Some(super::fold::$fold),
                    canonicalize: super::canonicalize::$canon,
                    constraints: &[SAME_TENSOR_DIMS],
                    verify: Some(|ctx, op| super::casts::verify_compatible(ctx, op, super::casts::Compat::$compat)),
                },
            }
        }
    )*};
}

int_binary_overflow! {
    AddIOp = "arith.addi" [COMMUTATIVE] addi ADDI;
    SubIOp = "arith.subi" [] subi SUBI;
    MulIOp = "arith.muli" [COMMUTATIVE] muli MULI names super::constant::vscale_product_names;
    ShLIOp = "arith.shli" [] shli NONE;
}

int_binary! {
    DivUIOp = "arith.divui" [NO_MEMORY_EFFECT] divui NONE speculation unsigned_division;
    DivSIOp = "arith.divsi" [NO_MEMORY_EFFECT] divsi NONE speculation signed_division;
    CeilDivUIOp = "arith.ceildivui" [NO_MEMORY_EFFECT] ceildivui NONE speculation unsigned_division;
    CeilDivSIOp = "arith.ceildivsi" [NO_MEMORY_EFFECT] ceildivsi NONE speculation signed_division;
    FloorDivSIOp = "arith.floordivsi" [PURE] floordivsi NONE;
    RemUIOp = "arith.remui" [PURE] remui NONE;
    RemSIOp = "arith.remsi" [PURE] remsi NONE;
    AndIOp = "arith.andi" [COMMUTATIVE, IDEMPOTENT, PURE] andi ANDI;
    OrIOp = "arith.ori" [COMMUTATIVE, IDEMPOTENT, PURE] ori ORI;
    XOrIOp = "arith.xori" [COMMUTATIVE, PURE] xori XORI;
    ShRUIOp = "arith.shrui" [PURE] shrui NONE;
    ShRSIOp = "arith.shrsi" [PURE] shrsi NONE;
    MaxSIOp = "arith.maxsi" [COMMUTATIVE, PURE] maxsi NONE;
    MaxUIOp = "arith.maxui" [COMMUTATIVE, PURE] maxui NONE;
    MinSIOp = "arith.minsi" [COMMUTATIVE, PURE] minsi NONE;
    MinUIOp = "arith.minui" [COMMUTATIVE, PURE] minui NONE;
}

float_binary! {
    AddFOp = "arith.addf" [COMMUTATIVE] addf NONE;
    SubFOp = "arith.subf" [] subf NONE;
    MulFOp = "arith.mulf" [COMMUTATIVE] mulf MULF;
    DivFOp = "arith.divf" [] divf DIVF;
    RemFOp = "arith.remf" [] remf NONE;
    MaximumFOp = "arith.maximumf" [COMMUTATIVE] maximumf NONE;
    MinimumFOp = "arith.minimumf" [COMMUTATIVE] minimumf NONE;
    MaxNumFOp = "arith.maxnumf" [COMMUTATIVE] maxnumf NONE;
    MinNumFOp = "arith.minnumf" [COMMUTATIVE] minnumf NONE;
}

cast! {
    ExtUIOp = "arith.extui" (SIGNLESS_FIXED_WIDTH_INTEGER_LIKE -> SIGNLESS_FIXED_WIDTH_INTEGER_LIKE) IntWider extui NONE;
    ExtSIOp = "arith.extsi" (SIGNLESS_FIXED_WIDTH_INTEGER_LIKE -> SIGNLESS_FIXED_WIDTH_INTEGER_LIKE) IntWider extsi EXTSI;
    TruncIOp = "arith.trunci" (SIGNLESS_FIXED_WIDTH_INTEGER_LIKE -> SIGNLESS_FIXED_WIDTH_INTEGER_LIKE) IntNarrower trunci TRUNCI;
    UIToFPOp = "arith.uitofp" (SIGNLESS_FIXED_WIDTH_INTEGER_LIKE -> FLOAT_LIKE) IntToFloat uitofp NONE;
    SIToFPOp = "arith.sitofp" (SIGNLESS_FIXED_WIDTH_INTEGER_LIKE -> FLOAT_LIKE) IntToFloat sitofp NONE;
    FPToUIOp = "arith.fptoui" (FLOAT_LIKE -> SIGNLESS_FIXED_WIDTH_INTEGER_LIKE) FloatToInt fptoui NONE;
    FPToSIOp = "arith.fptosi" (FLOAT_LIKE -> SIGNLESS_FIXED_WIDTH_INTEGER_LIKE) FloatToInt fptosi NONE;
    IndexCastOp = "arith.index_cast" (INDEX_CAST_LIKE -> INDEX_CAST_LIKE) Index index_cast INDEX_CAST;
    IndexCastUIOp = "arith.index_castui" (INDEX_CAST_LIKE -> INDEX_CAST_LIKE) Index index_castui INDEX_CASTUI;
    BitcastOp = "arith.bitcast" (BITCAST_LIKE -> BITCAST_LIKE) SameWidth bitcast BITCAST;
}

use crate::ods::constraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;

crate::ops! {
    /// `arith.negf`.
    pub struct NegFOp = "arith.negf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
        operands: [operand: FLOAT_LIKE],
        results: [result: FLOAT_LIKE],
        attrs: [fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE],
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        def: { fold: Some(super::fold::negf) },
    }

    /// `arith.extf`.
    pub struct ExtFOp = "arith.extf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, ELEMENTWISE, CAST_INTERFACE],
        operands: [input "in": FLOAT_LIKE],
        results: [out: FLOAT_LIKE],
        attrs: [fastmath "fastmath": FASTMATH_FLAGS [optional]],
        format: "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        def: {
            fold: Some(super::fold::extf),
            constraints: &[SAME_TENSOR_DIMS],
            verify: Some(|ctx, op| super::casts::verify_compatible(ctx, op, super::casts::Compat::FloatWider)),
        },
    }

    /// `arith.truncf`.
    pub struct TruncFOp = "arith.truncf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, ELEMENTWISE, CAST_INTERFACE],
        operands: [input "in": FLOAT_LIKE],
        results: [out: FLOAT_LIKE],
        attrs: [
            roundingmode "roundingmode": ROUNDING_MODE [optional],
            fastmath "fastmath": FASTMATH_FLAGS [optional],
        ],
        format: "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        def: {
            fold: Some(super::fold::truncf),
            constraints: &[SAME_TENSOR_DIMS],
            verify: Some(|ctx, op| super::casts::verify_compatible(ctx, op, super::casts::Compat::FloatNarrower)),
        },
    }

    /// `arith.cmpi`.
    pub struct CmpIOp = "arith.cmpi" {
        traits: [PURE, SAME_TYPE_OPERANDS, ELEMENTWISE],
        operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        results: [result: BOOL_LIKE],
        attrs: [predicate "predicate": CMPI_PREDICATE],
        format: CMP,
        def: {
            constraints: &[CMP_RESULT],
            fold: Some(super::fold::cmpi),
            canonicalize: super::canonicalize::CMPI,
        },
    }

    /// `arith.cmpf`.
    pub struct CmpFOp = "arith.cmpf" {
        traits: [PURE, SAME_TYPE_OPERANDS, ELEMENTWISE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        results: [result: BOOL_LIKE],
        attrs: [
            predicate "predicate": CMPF_PREDICATE,
            fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE,
        ],
        format: "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
        def: {
            constraints: &[CMP_RESULT],
            fold: Some(super::fold::cmpf),
            canonicalize: super::canonicalize::CMPF,
        },
    }

    /// `arith.select` (a custom parser upstream).
    pub struct SelectOp = "arith.select" {
        traits: [PURE, ELEMENTWISE],
        operands: [condition: BOOL_LIKE, true_value: ANY_TYPE, false_value: ANY_TYPE],
        results: [result: ANY_TYPE],
        custom: (super::select::parse, super::select::print),
        def: {
            constraints: &[
                OpConstraint::AllTypesMatch(&["true_value", "false_value", "result"]),
                CONDITION_SHAPE,
            ],
            verify: Some(super::select::verify),
            fold: Some(super::fold::select),
            canonicalize: super::canonicalize::SELECT,
        },
    }

    /// `arith.constant`.
    pub struct ConstantOp = "arith.constant" {
        traits: [PURE, CONSTANT_LIKE],
        results: [result: ANY_TYPE],
        attrs: [value "value": TYPED_VALUE],
        format: "attr-dict $value",
        def: {
            constraints: &[OpConstraint::AllTypesMatch(&["value", "result"])],
            verify: Some(super::constant::verify),
            result_names: Some(super::constant::result_names),
        },
    }

    /// `arith.addui_extended`.
    pub struct AddUIExtendedOp = "arith.addui_extended" {
        traits: [PURE, COMMUTATIVE, ELEMENTWISE],
        operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        results: [sum: SIGNLESS_INTEGER_LIKE, overflow: BOOL_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
        def: {
            constraints: &[OpConstraint::AllTypesMatch(&["lhs", "rhs", "sum"])],
            result_names: Some(super::extended::result_names),
            fold: Some(super::fold::addui_extended),
            canonicalize: super::canonicalize::ADDUI_EXTENDED,
        },
    }

    /// `arith.mulsi_extended`.
    pub struct MulSIExtendedOp = "arith.mulsi_extended" {
        traits: [PURE, COMMUTATIVE, ELEMENTWISE],
        operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        results: [low: SIGNLESS_INTEGER_LIKE, high: SIGNLESS_INTEGER_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
        def: {
            constraints: &[OpConstraint::AllTypesMatch(&["lhs", "rhs", "low", "high"])],
            result_names: Some(super::extended::result_names),
            fold: Some(super::fold::mulsi_extended),
            canonicalize: super::canonicalize::MULSI_EXTENDED,
        },
    }

    /// `arith.mului_extended`.
    pub struct MulUIExtendedOp = "arith.mului_extended" {
        traits: [PURE, COMMUTATIVE, ELEMENTWISE],
        operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        results: [low: SIGNLESS_INTEGER_LIKE, high: SIGNLESS_INTEGER_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
        def: {
            constraints: &[OpConstraint::AllTypesMatch(&["lhs", "rhs", "low", "high"])],
            result_names: Some(super::extended::result_names),
            fold: Some(super::fold::mului_extended),
            canonicalize: super::canonicalize::MULUI_EXTENDED,
        },
    }
}

use crate::ods::constraint::ANY_TYPE;

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    AddIOp::def(),
    SubIOp::def(),
    MulIOp::def(),
    ShLIOp::def(),
    DivUIOp::def(),
    DivSIOp::def(),
    CeilDivUIOp::def(),
    CeilDivSIOp::def(),
    FloorDivSIOp::def(),
    RemUIOp::def(),
    RemSIOp::def(),
    AndIOp::def(),
    OrIOp::def(),
    XOrIOp::def(),
    ShRUIOp::def(),
    ShRSIOp::def(),
    MaxSIOp::def(),
    MaxUIOp::def(),
    MinSIOp::def(),
    MinUIOp::def(),
    AddFOp::def(),
    SubFOp::def(),
    MulFOp::def(),
    DivFOp::def(),
    RemFOp::def(),
    MaximumFOp::def(),
    MinimumFOp::def(),
    MaxNumFOp::def(),
    MinNumFOp::def(),
    NegFOp::def(),
    ExtUIOp::def(),
    ExtSIOp::def(),
    TruncIOp::def(),
    ExtFOp::def(),
    TruncFOp::def(),
    UIToFPOp::def(),
    SIToFPOp::def(),
    FPToUIOp::def(),
    FPToSIOp::def(),
    IndexCastOp::def(),
    IndexCastUIOp::def(),
    BitcastOp::def(),
    CmpIOp::def(),
    CmpFOp::def(),
    SelectOp::def(),
    ConstantOp::def(),
    AddUIExtendedOp::def(),
    MulSIExtendedOp::def(),
    MulUIExtendedOp::def(),
];
