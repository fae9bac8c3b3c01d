//! Every `llvm.intr.*` op of MLIR 19, from ONE table ([`INTRINSICS`]): op name, LLVM intrinsic name,
//! operands and result (ODS names and type constraints), properties (immediate arguments such as
//! `isVolatile`, fastmath flags, alias metadata, debug-info attributes), the types that form the
//! intrinsic's overload suffix, the traits, and upstream's assembly format. Each row yields the op's
//! record ([`OPS`], [`Intr::def`]); the LLVM IR translator and importer read the same rows ([`lookup`],
//! [`by_llvm_name`]).
//!
//! The list and every detail come from MLIR 19's LLVMIntrinsicOps.td and mlir-opt 19 (verifier messages
//! of generic-form probes).

use super::constraints as cs;
use crate::diag::DResult;
use crate::dialect::llvm::types as lt;
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Context, OpId, Type, TypeKind};
use crate::ods::constraint::{AttrConstraint, TypeConstraint};
use crate::ods::{
    traits, Arity, AttrDef, DefaultValue, FormatCache, OpConstraint, OpDef, Presence, ValueDef,
};
use crate::verify::op_err;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

// ---- the row -------------------------------------------------------------------------------------------------

/// One `llvm.intr.*` op.
#[derive(Debug)]
pub struct Intr {
    /// The op name, `llvm.intr.fabs`.
    pub op: &'static str,
    /// The LLVM intrinsic's name without overload suffix, `llvm.fabs` (`llvm.va_start` for `vastart`).
    pub llvm: &'static str,
    /// Type constraint of each operand, in MLIR operand order.
    pub operands: &'static [C],
    /// A trailing variadic operand group, if any: the optional pass-through of `masked.load` and
    /// `masked.gather` (absent, the LLVM call gets a `poison` of the result type).
    pub variadic: Option<C>,
    /// Type constraint of the result; `None` for ops without results.
    pub result: Option<C>,
    /// ODS names of the operands (the variadic group included), then of the result.
    pub names: &'static [&'static str],
    /// The properties in ODS declaration order.
    pub attrs: &'static [A],
    /// Immediate arguments of the LLVM call: (argument position in the call, property name). The call's
    /// arguments are the MLIR operands with these inserted at their positions. The constrained-FP
    /// intrinsics pass theirs as metadata strings (`!"round.tonearest"`, `!"fpexcept.ignore"`).
    pub imm: &'static [(u8, &'static str)],
    /// The types that form the overload suffix, in order (`llvm.memcpy.p0.p0.i64`: call args 0, 1, 2).
    pub overload: &'static [Ov],
    /// Traits beyond `Pure`, in upstream's order.
    pub traits: &'static [Tr],
    /// Upstream's `assemblyFormat`, or `None` if the op prints in generic form only.
    pub format: Option<&'static str>,
    /// MLIR's `Pure`.
    pub pure_: bool,
}

/// A type constraint of an operand or result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum C {
    /// `AnyType`.
    Any,
    /// `LLVM_Type`.
    Llvm,
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
    FloatLike,
    /// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
    IntLike,
    /// `LLVM_AnyFloat`.
    Float,
    /// `AnyFloat` (a builtin float type).
    AnyFloat,
    /// `AnySignlessInteger`.
    Int,
    I1,
    I8,
    I32,
    /// `LLVM_AnyPointer`.
    Ptr,
    /// `LLVM_DefaultPointer` (address space 0).
    Ptr0,
    /// `LLVM_TokenType`.
    Token,
    /// `LLVM_AnyVector`.
    Vec,
    /// `LLVM_VectorOf<AnySignlessInteger>`.
    VecOfInt,
    /// `LLVM_VectorOf<AnyFloat>`.
    VecOfFloat,
    /// `LLVM_VectorOf<I1>`.
    VecOfI1,
    /// `LLVM_VectorOf<LLVM_AnyPointer>`.
    VecOfPtr,
}

impl C {
    /// The constraint of the dialect's vocabulary.
    pub const fn constraint(self) -> &'static TypeConstraint {
        match self {
            C::Any => &cs::ANY_TYPE,
            C::Llvm => &cs::LLVM_TYPE,
            C::FloatLike => &cs::FLOAT_LIKE,
            C::IntLike => &cs::INT_LIKE,
            C::Float => &cs::LLVM_FLOAT,
            C::AnyFloat => &cs::ANY_FLOAT,
            C::Int => &cs::ANY_SIGNLESS_INTEGER,
            C::I1 => &cs::I1,
            C::I8 => &cs::I8,
            C::I32 => &cs::I32,
            C::Ptr => &cs::ANY_POINTER,
            C::Ptr0 => &cs::DEFAULT_POINTER,
            C::Token => &cs::TOKEN,
            C::Vec => &cs::ANY_VECTOR,
            C::VecOfInt => &cs::VEC_OF_INT,
            C::VecOfFloat => &cs::VEC_OF_FLOAT,
            C::VecOfI1 => &cs::VEC_OF_I1,
            C::VecOfPtr => &cs::VEC_OF_PTR,
        }
    }
    /// ODS's summary, as in "operand #0 must be ..., but got ...".
    pub fn desc(self) -> &'static str {
        self.constraint().summary
    }
    pub fn accepts(self, ctx: &Context, t: Type) -> bool {
        self.constraint().accepts(ctx, t)
    }
}

/// A property: name, kind and whether it must be present.
#[derive(Clone, Copy, Debug)]
pub struct A {
    pub name: &'static str,
    pub kind: AK,
    pub req: Req,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Req {
    Required,
    Optional,
    /// `DefaultValuedAttr`: upstream materializes the default when absent.
    Default,
}

/// How a property is stored and constrained.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AK {
    /// `I1Attr` (an immediate `i1` argument).
    I1,
    I8,
    I32,
    I64,
    /// `APIntAttr` (`memcpy.inline`'s length; its type is the overloaded length type).
    APInt,
    F64,
    /// `LLVM_FastmathFlagsAttr`, default `#llvm.fastmath<none>`.
    Fastmath,
    /// `ValidRoundingModeAttr` (`N : i64`, `invalid` = -1).
    RoundingMode,
    /// `FPExceptionBehaviorAttr` (`N : i64`).
    FpExcept,
    /// `LLVM_AliasScopeAttr`.
    AliasScope,
    /// `LLVM_DILocalVariableAttr`.
    DILocalVariable,
    /// `LLVM_DIExpressionAttr`, default `#llvm.di_expression<>`.
    DIExpression,
    /// `LLVM_DILabelAttr`.
    DILabel,
    AccessGroups,
    AliasScopes,
    NoaliasScopes,
    Tbaa,
}

impl AK {
    /// The constraint of the dialect's vocabulary.
    pub const fn constraint(self) -> &'static AttrConstraint {
        match self {
            AK::I1 => &cs::I1_ATTR,
            AK::I8 => &cs::I8_ATTR,
            AK::I32 => &cs::I32_ATTR,
            AK::I64 => &cs::I64_ATTR,
            AK::APInt => &cs::APINT_ATTR,
            AK::F64 => &cs::F64_ATTR,
            AK::Fastmath => &cs::FASTMATH,
            AK::RoundingMode => &cs::VALID_ROUNDING_MODE,
            AK::FpExcept => &cs::FP_EXCEPTION_BEHAVIOR,
            AK::AliasScope => &cs::ALIAS_SCOPE,
            AK::DILocalVariable => &cs::DI_LOCAL_VARIABLE,
            AK::DIExpression => &cs::DI_EXPRESSION,
            AK::DILabel => &cs::DI_LABEL,
            AK::AccessGroups => &cs::ACCESS_GROUPS,
            AK::AliasScopes | AK::NoaliasScopes => &cs::ALIAS_SCOPES,
            AK::Tbaa => &cs::TBAA,
        }
    }
    /// The default of a `DefaultValuedAttr` of this kind.
    const fn default(self) -> DefaultValue {
        match self {
            AK::DIExpression => cs::DI_EXPRESSION_EMPTY,
            _ => cs::FASTMATH_NONE,
        }
    }
}

/// A type of the overload suffix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ov {
    /// The result type.
    Res,
    /// The type of argument N of the LLVM call (see [`Intr::imm`] for the argument order).
    Arg(u8),
}

/// A trait beyond `Pure`, in upstream's order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tr {
    /// `SameOperandsAndResultType`, and the `InferTypeOpInterface` it brings (result type = operand 0's).
    SameOperandsAndResultType,
    SameOperandsElementType,
    SameOperandsAndResultElementType,
    /// `AllTypesMatch<[names]>`.
    AllTypesMatch(&'static [&'static str]),
    /// `vector.insert` (true) / `vector.extract`: "vectors are not bigger than 2^17 bits.".
    VectorBits(bool),
    /// `vector.insert`: "it is not inserting scalable into fixed-length vectors.".
    NoScalableIntoFixed,
    /// `vector.extract`: "it is not extracting scalable from fixed-length vectors.".
    NoScalableFromFixed,
    /// `vector.interleave2`: "result has twice as many elements as 'vec1'".
    TwiceElements,
}

impl Tr {
    /// The trait as an op constraint (`AllTypesMatch`, `PredOpTrait`), if it is one.
    const fn constraint(self) -> Option<OpConstraint> {
        Some(match self {
            Tr::AllTypesMatch(names) => OpConstraint::AllTypesMatch(names),
            Tr::VectorBits(insert) => OpConstraint::Pred {
                check: if insert {
                    |c, op| small_vectors(c, op, 1, None)
                } else {
                    |c, op| small_vectors(c, op, 0, Some(()))
                },
                summary: "vectors are not bigger than 2^17 bits.",
            },
            Tr::NoScalableIntoFixed => OpConstraint::Pred {
                check: |c, op| !scalable(c, operand(c, op, 1)) || scalable(c, operand(c, op, 0)),
                summary: "it is not inserting scalable into fixed-length vectors.",
            },
            Tr::NoScalableFromFixed => OpConstraint::Pred {
                check: |c, op| !scalable(c, result(c, op)) || scalable(c, operand(c, op, 0)),
                summary: "it is not extracting scalable from fixed-length vectors.",
            },
            Tr::TwiceElements => OpConstraint::Pred {
                check: twice_elements,
                summary: "result has twice as many elements as 'vec1'",
            },
            _ => return None,
        })
    }
}

impl Intr {
    /// The property named `name`.
    pub fn attr(&self, name: &str) -> Option<&'static A> {
        self.attrs.iter().find(|a| a.name == name)
    }
    /// True if the op carries `fastmathFlags`.
    pub fn has_fastmath(&self) -> bool {
        self.attrs.iter().any(|a| a.kind == AK::Fastmath)
    }
    /// True if the op carries `access_groups`, `alias_scopes`, `noalias_scopes` and `tbaa`.
    pub fn has_alias_attrs(&self) -> bool {
        self.attrs.iter().any(|a| a.kind == AK::Tbaa)
    }
    /// The suffix-less part of the op name: `fabs` for `llvm.intr.fabs`.
    pub fn mnemonic(&self) -> &'static str {
        self.op.strip_prefix("llvm.intr.").unwrap_or(self.op)
    }
    /// The op's record.
    pub fn def(&self) -> Option<&'static OpDef> {
        by_op().get(self.op).map(|(_, i)| &OP_ARRAY[*i])
    }
}

// ---- building blocks -----------------------------------------------------------------------------------------

const fn req(name: &'static str, kind: AK) -> A {
    A {
        name,
        kind,
        req: Req::Required,
    }
}
const fn opt(name: &'static str, kind: AK) -> A {
    A {
        name,
        kind,
        req: Req::Optional,
    }
}
const FASTMATH: A = A {
    name: "fastmathFlags",
    kind: AK::Fastmath,
    req: Req::Default,
};
const FM: &[A] = &[FASTMATH];
const VOLATILE_ALIAS: &[A] = &[
    req("isVolatile", AK::I1),
    opt("access_groups", AK::AccessGroups),
    opt("alias_scopes", AK::AliasScopes),
    opt("noalias_scopes", AK::NoaliasScopes),
    opt("tbaa", AK::Tbaa),
];
const SIZE: &[A] = &[req("size", AK::I64)];
const ALIGNMENT: &[A] = &[req("alignment", AK::I32)];
const MATRIX_MEM: &[A] = &[
    req("isVolatile", AK::I1),
    req("rows", AK::I32),
    req("columns", AK::I32),
];
const POS: &[A] = &[req("pos", AK::I64)];
const DBG_VAR: &[A] = &[
    req("varInfo", AK::DILocalVariable),
    A {
        name: "locationExpr",
        kind: AK::DIExpression,
        req: Req::Default,
    },
];

const RES: &[Ov] = &[Ov::Res];
const ARG0: &[Ov] = &[Ov::Arg(0)];
const ARG1: &[Ov] = &[Ov::Arg(1)];
const RES_ARG0: &[Ov] = &[Ov::Res, Ov::Arg(0)];

const SAME: &[Tr] = &[Tr::SameOperandsAndResultType];
const SAME_ELEM: &[Tr] = &[Tr::SameOperandsAndResultElementType];

/// `LLVM_UnaryIntrOpBase` and its kin.
const CALL: &str =
    "`(` operands `)` custom<LLVMOpAttrs>(attr-dict) `:` functional-type(operands, results)";
const RES_ONLY: &str = "attr-dict `:` type($res)";

/// A row with everything empty; fill the rest with struct update syntax.
const BASE: Intr = Intr {
    op: "",
    llvm: "",
    operands: &[],
    variadic: None,
    result: None,
    names: &[],
    attrs: &[],
    imm: &[],
    overload: &[],
    traits: &[],
    format: None,
    pure_: false,
};

/// The families of alike intrinsics (upstream's TableGen classes).
const fn unary_f(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::FloatLike],
        result: Some(C::Llvm),
        names: &["in", "res"],
        attrs: FM,
        overload: RES,
        traits: SAME,
        format: Some(CALL),
        pure_: true,
        ..BASE
    }
}
const fn binary_f(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::FloatLike, C::FloatLike],
        names: &["a", "b", "res"],
        ..unary_f(op, llvm)
    }
}
const fn ternary_f(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::FloatLike, C::FloatLike, C::FloatLike],
        names: &["a", "b", "c", "res"],
        ..unary_f(op, llvm)
    }
}
const fn unary_i(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::IntLike],
        attrs: &[],
        ..unary_f(op, llvm)
    }
}
const fn binary_i(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::IntLike, C::IntLike],
        names: &["a", "b", "res"],
        ..unary_i(op, llvm)
    }
}
const fn ternary_i(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::IntLike, C::IntLike, C::IntLike],
        names: &["a", "b", "c", "res"],
        ..unary_i(op, llvm)
    }
}
/// `lround`, `llround`, `lrint`, `llrint`.
const fn int_round(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::Float],
        names: &["val", "res"],
        attrs: &[],
        overload: RES_ARG0,
        traits: &[],
        ..unary_f(op, llvm)
    }
}
/// `ctlz`, `cttz`, `abs`: the `i1` immediate is a property.
const fn int_with_flag(
    op: &'static str,
    llvm: &'static str,
    attrs: &'static [A],
    imm: &'static [(u8, &'static str)],
) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::IntLike],
        result: Some(C::Llvm),
        names: &["in", "res"],
        attrs,
        imm,
        overload: RES,
        pure_: true,
        ..BASE
    }
}
const fn with_overflow(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::IntLike, C::IntLike],
        result: Some(C::Llvm),
        overload: ARG0,
        traits: &[Tr::SameOperandsElementType],
        pure_: true,
        ..BASE
    }
}
const fn memcpy(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::Ptr, C::Ptr, C::Int],
        names: &["dst", "src", "len"],
        attrs: VOLATILE_ALIAS,
        imm: &[(3, "isVolatile")],
        overload: &[Ov::Arg(0), Ov::Arg(1), Ov::Arg(2)],
        ..BASE
    }
}
/// `lifetime.start`, `lifetime.end`: `$size, $ptr attr-dict : qualified(type($ptr))`.
const fn lifetime(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::Ptr],
        names: &["ptr"],
        attrs: SIZE,
        imm: &[(0, "size")],
        overload: ARG1,
        format: Some("$size `,` $ptr attr-dict `:` qualified(type($ptr))"),
        ..BASE
    }
}
/// A pointer operand and no result: `$x attr-dict : qualified(type($x))`.
const fn one_ptr(
    op: &'static str,
    llvm: &'static str,
    names: &'static [&'static str],
    format: &'static str,
) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::Ptr],
        names,
        overload: ARG0,
        format: Some(format),
        ..BASE
    }
}
/// Ops without custom syntax: operands, optional result, overloads.
const fn generic(
    op: &'static str,
    llvm: &'static str,
    operands: &'static [C],
    result: Option<C>,
    overload: &'static [Ov],
) -> Intr {
    Intr {
        op,
        llvm,
        operands,
        result,
        overload,
        ..BASE
    }
}
const fn reduce_i(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::VecOfInt],
        result: Some(C::Llvm),
        names: &["in", "res"],
        overload: ARG0,
        traits: SAME_ELEM,
        pure_: true,
        ..BASE
    }
}
/// `vector.reduce.fadd`/`fmul`: start value and vector, generic syntax.
const fn reduce_acc(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::AnyFloat, C::VecOfFloat],
        names: &["start_value", "input", "res"],
        attrs: FM,
        overload: ARG1,
        ..reduce_i(op, llvm)
    }
}
/// `vector.reduce.fmax`/`fmin`/`fmaximum`/`fminimum`: call syntax.
const fn reduce_f(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::VecOfFloat],
        attrs: FM,
        format: Some(CALL),
        ..reduce_i(op, llvm)
    }
}
const fn vp(
    op: &'static str,
    llvm: &'static str,
    operands: &'static [C],
    overload: &'static [Ov],
) -> Intr {
    Intr {
        op,
        llvm,
        operands,
        result: Some(C::Llvm),
        overload,
        pure_: true,
        ..BASE
    }
}
/// `masked.load` / `masked.gather` with `operands` (pointer(s), mask; LLVM's alignment immediate sits
/// between them): `operands attr-dict : functional-type(operands, results)`.
const fn masked_load(
    op: &'static str,
    llvm: &'static str,
    operands: &'static [C],
    names: &'static [&'static str],
) -> Intr {
    Intr {
        op,
        llvm,
        operands,
        variadic: Some(C::Vec),
        result: Some(C::Vec),
        names,
        attrs: ALIGNMENT,
        imm: &[(1, "alignment")],
        overload: RES_ARG0,
        format: Some("operands attr-dict `:` functional-type(operands, results)"),
        ..BASE
    }
}
/// `masked.store` / `masked.scatter`.
const fn masked_store(
    op: &'static str,
    llvm: &'static str,
    operands: &'static [C],
    names: &'static [&'static str],
    format: &'static str,
) -> Intr {
    Intr {
        op,
        llvm,
        operands,
        names,
        attrs: ALIGNMENT,
        imm: &[(2, "alignment")],
        overload: &[Ov::Arg(0), Ov::Arg(1)],
        format: Some(format),
        ..BASE
    }
}
const VP_BIN_I: &[C] = &[C::VecOfInt, C::VecOfInt, C::VecOfI1, C::I32];
const VP_BIN_F: &[C] = &[C::VecOfFloat, C::VecOfFloat, C::VecOfI1, C::I32];
const VP_TERN_F: &[C] = &[
    C::VecOfFloat,
    C::VecOfFloat,
    C::VecOfFloat,
    C::VecOfI1,
    C::I32,
];
const VP_RED_I: &[C] = &[C::Int, C::VecOfInt, C::VecOfI1, C::I32];
const VP_RED_F: &[C] = &[C::AnyFloat, C::VecOfFloat, C::VecOfI1, C::I32];
const VP_CAST_I: &[C] = &[C::VecOfInt, C::VecOfI1, C::I32];
const VP_CAST_F: &[C] = &[C::VecOfFloat, C::VecOfI1, C::I32];
const VP_SELECT: &[C] = &[C::VecOfI1, C::Vec, C::Vec, C::I32];

/// `llvm.intr.<name>` and `llvm.<name>` from one literal; a second literal gives a different LLVM name.
macro_rules! r {
    ($f:ident, $n:literal $(, $arg:expr)*) => {
        $f(concat!("llvm.intr.", $n), concat!("llvm.", $n) $(, $arg)*)
    };
}

// ---- the table -----------------------------------------------------------------------------------------------

/// Every `llvm.intr.*` op of MLIR 19.
pub const INTRINSICS: &[Intr] = &[
    // -- floating-point math (fastmath flags, `llvm.intr.fabs(%x) : (f32) -> f32`)
    r!(unary_f, "fabs"),
    r!(unary_f, "sqrt"),
    r!(unary_f, "sin"),
    r!(unary_f, "cos"),
    r!(unary_f, "exp"),
    r!(unary_f, "exp2"),
    r!(unary_f, "log"),
    r!(unary_f, "log2"),
    r!(unary_f, "log10"),
    r!(unary_f, "floor"),
    r!(unary_f, "ceil"),
    r!(unary_f, "trunc"),
    r!(unary_f, "round"),
    r!(unary_f, "roundeven"),
    r!(unary_f, "rint"),
    r!(unary_f, "nearbyint"),
    r!(binary_f, "copysign"),
    r!(binary_f, "pow"),
    r!(binary_f, "minnum"),
    r!(binary_f, "maxnum"),
    r!(binary_f, "minimum"),
    r!(binary_f, "maximum"),
    r!(ternary_f, "fma"),
    r!(ternary_f, "fmuladd"),
    Intr {
        operands: &[C::FloatLike, C::Int],
        names: &["val", "power", "res"],
        overload: &[Ov::Res, Ov::Arg(1)],
        traits: &[],
        ..r!(unary_f, "powi")
    },
    r!(int_round, "lround"),
    r!(int_round, "llround"),
    r!(int_round, "lrint"),
    r!(int_round, "llrint"),
    Intr {
        op: "llvm.intr.is.fpclass",
        llvm: "llvm.is.fpclass",
        operands: &[C::FloatLike],
        result: Some(C::Llvm),
        names: &["in", "res"],
        attrs: &[req("bit", AK::I32)],
        imm: &[(1, "bit")],
        overload: ARG0,
        pure_: true,
        ..BASE
    },
    // -- integer math
    r!(unary_i, "bitreverse"),
    r!(unary_i, "bswap"),
    r!(unary_i, "ctpop"),
    r!(
        int_with_flag,
        "ctlz",
        &[req("is_zero_poison", AK::I1)],
        &[(1, "is_zero_poison")]
    ),
    r!(
        int_with_flag,
        "cttz",
        &[req("is_zero_poison", AK::I1)],
        &[(1, "is_zero_poison")]
    ),
    r!(
        int_with_flag,
        "abs",
        &[req("is_int_min_poison", AK::I1)],
        &[(1, "is_int_min_poison")]
    ),
    r!(binary_i, "smax"),
    r!(binary_i, "smin"),
    r!(binary_i, "umax"),
    r!(binary_i, "umin"),
    r!(binary_i, "sadd.sat"),
    r!(binary_i, "ssub.sat"),
    r!(binary_i, "uadd.sat"),
    r!(binary_i, "usub.sat"),
    r!(binary_i, "sshl.sat"),
    r!(binary_i, "ushl.sat"),
    r!(ternary_i, "fshl"),
    r!(ternary_i, "fshr"),
    r!(with_overflow, "sadd.with.overflow"),
    r!(with_overflow, "ssub.with.overflow"),
    r!(with_overflow, "smul.with.overflow"),
    r!(with_overflow, "uadd.with.overflow"),
    r!(with_overflow, "usub.with.overflow"),
    r!(with_overflow, "umul.with.overflow"),
    // -- memory
    r!(memcpy, "memcpy"),
    r!(memcpy, "memmove"),
    Intr {
        operands: &[C::Ptr, C::Ptr],
        names: &["dst", "src"],
        attrs: &[
            req("len", AK::APInt),
            req("isVolatile", AK::I1),
            opt("access_groups", AK::AccessGroups),
            opt("alias_scopes", AK::AliasScopes),
            opt("noalias_scopes", AK::NoaliasScopes),
            opt("tbaa", AK::Tbaa),
        ],
        imm: &[(2, "len"), (3, "isVolatile")],
        ..r!(memcpy, "memcpy.inline")
    },
    Intr {
        operands: &[C::Ptr, C::I8, C::Int],
        names: &["dst", "val", "len"],
        overload: &[Ov::Arg(0), Ov::Arg(2)],
        ..r!(memcpy, "memset")
    },
    r!(lifetime, "lifetime.start"),
    r!(lifetime, "lifetime.end"),
    Intr {
        result: Some(C::Ptr0),
        names: &["ptr", "res"],
        ..r!(lifetime, "invariant.start")
    },
    Intr {
        op: "llvm.intr.invariant.end",
        llvm: "llvm.invariant.end",
        operands: &[C::Ptr0, C::Ptr],
        names: &["start", "ptr"],
        attrs: SIZE,
        imm: &[(1, "size")],
        overload: &[Ov::Arg(2)],
        format: Some("$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))"),
        ..BASE
    },
    Intr {
        op: "llvm.intr.stacksave",
        llvm: "llvm.stacksave",
        result: Some(C::Llvm),
        names: &["res"],
        overload: RES,
        format: Some("attr-dict `:` qualified(type($res))"),
        ..BASE
    },
    r!(
        one_ptr,
        "stackrestore",
        &["ptr"],
        "$ptr attr-dict `:` qualified(type($ptr))"
    ),
    Intr {
        names: &["addr"],
        attrs: &[
            req("rw", AK::I32),
            req("hint", AK::I32),
            req("cache", AK::I32),
        ],
        imm: &[(1, "rw"), (2, "hint"), (3, "cache")],
        ..r!(generic, "prefetch", &[C::Ptr], None, ARG0)
    },
    Intr {
        names: &["global", "res"],
        pure_: true,
        ..r!(
            generic,
            "threadlocal.address",
            &[C::Ptr],
            Some(C::Llvm),
            ARG0
        )
    },
    // -- optimization hints
    Intr {
        names: &["cond"],
        ..r!(generic, "assume", &[C::I1], None, &[])
    },
    EXPECT,
    Intr {
        op: "llvm.intr.expect.with.probability",
        llvm: "llvm.expect.with.probability",
        attrs: &[req("prob", AK::F64)],
        imm: &[(2, "prob")],
        traits: &[Tr::AllTypesMatch(&["val", "expected", "res"])],
        format: Some("$val `,` $expected `,` $prob attr-dict `:` type($val)"),
        ..EXPECT
    },
    Intr {
        names: &["val", "res"],
        pure_: true,
        ..r!(generic, "is.constant", &[C::Llvm], Some(C::I1), ARG0)
    },
    Intr {
        op: "llvm.intr.ssa.copy",
        llvm: "llvm.ssa.copy",
        operands: &[C::Any],
        result: Some(C::Llvm),
        names: &["operand", "res"],
        overload: RES,
        traits: SAME,
        format: Some("$operand attr-dict `:` type($operand)"),
        pure_: true,
        ..BASE
    },
    // -- traps
    r!(generic, "trap", &[], None, &[]),
    r!(generic, "debugtrap", &[], None, &[]),
    Intr {
        attrs: &[req("failureKind", AK::I8)],
        imm: &[(0, "failureKind")],
        ..r!(generic, "ubsantrap", &[], None, &[])
    },
    // -- annotations
    Intr {
        names: &["integer", "annotation", "fileName", "line", "res"],
        traits: &[
            Tr::AllTypesMatch(&["res", "integer"]),
            Tr::AllTypesMatch(&["annotation", "fileName"]),
        ],
        ..r!(
            generic,
            "annotation",
            &[C::Int, C::Ptr, C::Ptr, C::I32],
            Some(C::Int),
            &[Ov::Res, Ov::Arg(1)]
        )
    },
    Intr {
        names: &["val", "annotation", "fileName", "line", "attr"],
        traits: &[Tr::AllTypesMatch(&["annotation", "fileName", "attr"])],
        ..r!(
            generic,
            "var.annotation",
            &[C::Ptr, C::Ptr, C::Ptr, C::I32, C::Ptr],
            None,
            &[Ov::Arg(0), Ov::Arg(1)]
        )
    },
    Intr {
        names: &["ptr", "annotation", "fileName", "line", "attr", "res"],
        traits: &[
            Tr::AllTypesMatch(&["res", "ptr"]),
            Tr::AllTypesMatch(&["annotation", "fileName", "attr"]),
        ],
        ..r!(
            generic,
            "ptr.annotation",
            &[C::Ptr, C::Ptr, C::Ptr, C::I32, C::Ptr],
            Some(C::Ptr),
            &[Ov::Res, Ov::Arg(1)]
        )
    },
    // -- scalable vectors, lane masks
    r!(generic, "vscale", &[], Some(C::Llvm), RES),
    Intr {
        op: "llvm.intr.experimental.stepvector",
        llvm: "llvm.experimental.stepvector",
        result: Some(C::VecOfInt),
        names: &["res"],
        overload: RES,
        format: Some(RES_ONLY),
        pure_: true,
        ..BASE
    },
    Intr {
        op: "llvm.intr.get.active.lane.mask",
        llvm: "llvm.get.active.lane.mask",
        operands: &[C::Int, C::Int],
        result: Some(C::Llvm),
        names: &["base", "n", "res"],
        overload: RES_ARG0,
        format: Some("$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)"),
        pure_: true,
        ..BASE
    },
    // -- vector reductions
    r!(reduce_i, "vector.reduce.add"),
    r!(reduce_i, "vector.reduce.and"),
    r!(reduce_i, "vector.reduce.mul"),
    r!(reduce_i, "vector.reduce.or"),
    r!(reduce_i, "vector.reduce.smax"),
    r!(reduce_i, "vector.reduce.smin"),
    r!(reduce_i, "vector.reduce.umax"),
    r!(reduce_i, "vector.reduce.umin"),
    r!(reduce_i, "vector.reduce.xor"),
    r!(reduce_acc, "vector.reduce.fadd"),
    r!(reduce_acc, "vector.reduce.fmul"),
    r!(reduce_f, "vector.reduce.fmax"),
    r!(reduce_f, "vector.reduce.fmin"),
    r!(reduce_f, "vector.reduce.fmaximum"),
    r!(reduce_f, "vector.reduce.fminimum"),
    // -- masked memory (LLVM's alignment immediate sits between the pointer(s) and the mask)
    r!(
        masked_load,
        "masked.load",
        &[C::Ptr, C::VecOfI1],
        &["data", "mask", "pass_thru", "res"]
    ),
    r!(
        masked_store,
        "masked.store",
        &[C::Vec, C::Ptr, C::VecOfI1],
        &["value", "data", "mask"],
        "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))"
    ),
    r!(
        masked_load,
        "masked.gather",
        &[C::VecOfPtr, C::VecOfI1],
        &["ptrs", "mask", "pass_thru", "res"]
    ),
    r!(
        masked_store,
        "masked.scatter",
        &[C::Vec, C::VecOfPtr, C::VecOfI1],
        &["value", "ptrs", "mask"],
        "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)"
    ),
    r!(
        generic,
        "masked.expandload",
        &[C::Ptr, C::VecOfI1, C::Vec],
        Some(C::Llvm),
        RES
    ),
    r!(
        generic,
        "masked.compressstore",
        &[C::Vec, C::Ptr, C::VecOfI1],
        None,
        ARG0
    ),
    // -- matrices
    Intr {
        names: &["data", "stride", "res"],
        attrs: MATRIX_MEM,
        imm: &[(2, "isVolatile"), (3, "rows"), (4, "columns")],
        format: Some(
            "$data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($res) `from` qualified(type($data)) `stride` type($stride)",
        ),
        ..r!(
            generic,
            "matrix.column.major.load",
            &[C::Ptr, C::Int],
            Some(C::Vec),
            &[Ov::Res, Ov::Arg(1)]
        )
    },
    Intr {
        names: &["matrix", "data", "stride"],
        attrs: MATRIX_MEM,
        imm: &[(3, "isVolatile"), (4, "rows"), (5, "columns")],
        format: Some(
            "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($matrix) `to` qualified(type($data)) `stride` type($stride)",
        ),
        ..r!(
            generic,
            "matrix.column.major.store",
            &[C::Vec, C::Ptr, C::Int],
            None,
            &[Ov::Arg(0), Ov::Arg(2)]
        )
    },
    Intr {
        names: &["lhs", "rhs", "res"],
        attrs: &[
            req("lhs_rows", AK::I32),
            req("lhs_columns", AK::I32),
            req("rhs_columns", AK::I32),
        ],
        imm: &[(2, "lhs_rows"), (3, "lhs_columns"), (4, "rhs_columns")],
        format: Some("$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"),
        ..r!(
            generic,
            "matrix.multiply",
            &[C::Vec, C::Vec],
            Some(C::Vec),
            &[Ov::Res, Ov::Arg(0), Ov::Arg(1)]
        )
    },
    Intr {
        names: &["matrix", "res"],
        attrs: &[req("rows", AK::I32), req("columns", AK::I32)],
        imm: &[(1, "rows"), (2, "columns")],
        format: Some("$matrix attr-dict `:` type($matrix) `into` type($res)"),
        ..r!(generic, "matrix.transpose", &[C::Vec], Some(C::Vec), RES)
    },
    // -- vector insert/extract/interleave
    Intr {
        names: &["dstvec", "srcvec", "res"],
        attrs: POS,
        imm: &[(2, "pos")],
        traits: &[
            Tr::AllTypesMatch(&["dstvec", "res"]),
            Tr::VectorBits(true),
            Tr::NoScalableIntoFixed,
        ],
        format: Some("$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)"),
        pure_: true,
        ..r!(
            generic,
            "vector.insert",
            &[C::Vec, C::Vec],
            Some(C::Vec),
            &[Ov::Res, Ov::Arg(1)]
        )
    },
    Intr {
        names: &["srcvec", "res"],
        attrs: POS,
        imm: &[(1, "pos")],
        traits: &[Tr::VectorBits(false), Tr::NoScalableFromFixed],
        format: Some("$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)"),
        pure_: true,
        ..r!(generic, "vector.extract", &[C::Vec], Some(C::Vec), RES_ARG0)
    },
    Intr {
        names: &["vec1", "vec2", "res"],
        traits: &[Tr::AllTypesMatch(&["vec1", "vec2"]), Tr::TwiceElements],
        pure_: true,
        ..r!(
            generic,
            "vector.interleave2",
            &[C::Vec, C::Vec],
            Some(C::Llvm),
            RES
        )
    },
    Intr {
        names: &["vec", "res"],
        pure_: true,
        ..r!(
            generic,
            "vector.deinterleave2",
            &[C::Vec],
            Some(C::Llvm),
            ARG0
        )
    },
    // -- experimental
    Intr {
        attrs: &[req("scope", AK::AliasScope)],
        format: Some("$scope attr-dict"),
        ..r!(generic, "experimental.noalias.scope.decl", &[], None, &[])
    },
    Intr {
        names: &["arg_0", "res"],
        attrs: &[
            req("roundingmode", AK::RoundingMode),
            req("fpExceptionBehavior", AK::FpExcept),
        ],
        imm: &[(1, "roundingmode"), (2, "fpExceptionBehavior")],
        format: Some(
            "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
        ),
        pure_: true,
        ..r!(
            generic,
            "experimental.constrained.fptrunc",
            &[C::Llvm],
            Some(C::Llvm),
            RES_ARG0
        )
    },
    r!(
        generic,
        "experimental.vp.strided.load",
        &[C::Ptr, C::Int, C::VecOfI1, C::I32],
        Some(C::Llvm),
        &[Ov::Res, Ov::Arg(0), Ov::Arg(1)]
    ),
    r!(
        generic,
        "experimental.vp.strided.store",
        &[C::Vec, C::Ptr, C::Int, C::VecOfI1, C::I32],
        None,
        &[Ov::Arg(0), Ov::Arg(1), Ov::Arg(2)]
    ),
    // -- variadic arguments (LLVM spells them `va_start`, ...)
    one_ptr(
        "llvm.intr.vastart",
        "llvm.va_start",
        &["arg_list"],
        "$arg_list attr-dict `:` qualified(type($arg_list))",
    ),
    one_ptr(
        "llvm.intr.vaend",
        "llvm.va_end",
        &["arg_list"],
        "$arg_list attr-dict `:` qualified(type($arg_list))",
    ),
    Intr {
        op: "llvm.intr.vacopy",
        llvm: "llvm.va_copy",
        operands: &[C::Ptr, C::Ptr],
        names: &["dest_list", "src_list"],
        overload: ARG0,
        format: Some("$src_list `to` $dest_list attr-dict `:` type(operands)"),
        ..BASE
    },
    // -- exception handling
    Intr {
        names: &["type_info", "res"],
        format: Some("$type_info attr-dict `:` functional-type(operands, results)"),
        ..r!(generic, "eh.typeid.for", &[C::Ptr], Some(C::Llvm), ARG0)
    },
    // -- coroutines
    Intr {
        names: &["align", "promise", "coroaddr", "fnaddrs", "res"],
        format: Some(
            "$align `,` $promise `,` $coroaddr `,` $fnaddrs attr-dict `:` functional-type(operands, results)",
        ),
        ..r!(
            generic,
            "coro.id",
            &[C::I32, C::Ptr, C::Ptr, C::Ptr],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        names: &["token", "mem", "res"],
        format: Some("$token `,` $mem attr-dict `:` functional-type(operands, results)"),
        ..r!(
            generic,
            "coro.begin",
            &[C::Token, C::Ptr],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        format: Some(RES_ONLY),
        ..r!(generic, "coro.size", &[], Some(C::Llvm), RES)
    },
    Intr {
        format: Some(RES_ONLY),
        ..r!(generic, "coro.align", &[], Some(C::Llvm), RES)
    },
    Intr {
        names: &["handle", "res"],
        format: Some("$handle attr-dict `:` functional-type(operands, results)"),
        ..r!(generic, "coro.save", &[C::Ptr], Some(C::Llvm), &[])
    },
    Intr {
        names: &["save", "final", "res"],
        format: Some("$save `,` $final attr-dict `:` type($res)"),
        ..r!(
            generic,
            "coro.suspend",
            &[C::Token, C::I1],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        names: &["handle", "unwind", "retvals", "res"],
        format: Some(
            "$handle `,` $unwind `,` $retvals attr-dict `:` functional-type(operands, results)",
        ),
        ..r!(
            generic,
            "coro.end",
            &[C::Ptr, C::I1, C::Token],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        names: &["id", "handle", "res"],
        format: Some("$id `,` $handle attr-dict `:` functional-type(operands, results)"),
        ..r!(
            generic,
            "coro.free",
            &[C::Token, C::Ptr],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        names: &["handle"],
        format: Some("$handle attr-dict `:` qualified(type($handle))"),
        ..r!(generic, "coro.resume", &[C::Ptr], None, &[])
    },
    Intr {
        names: &["handle", "align", "from", "res"],
        format: Some(
            "$handle `,` $align `,` $from attr-dict `:` functional-type(operands, results)",
        ),
        ..r!(
            generic,
            "coro.promise",
            &[C::Ptr, C::I32, C::I1],
            Some(C::Ptr),
            &[]
        )
    },
    // -- debug info (`llvm.intr.dbg.value #var #expr = %x : i32`)
    Intr {
        names: &["addr"],
        attrs: DBG_VAR,
        format: Some(
            "qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` qualified(type($addr)) attr-dict",
        ),
        ..r!(generic, "dbg.declare", &[C::Ptr], None, &[])
    },
    Intr {
        names: &["value"],
        attrs: DBG_VAR,
        format: Some(
            "qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` qualified(type($value)) attr-dict",
        ),
        ..r!(generic, "dbg.value", &[C::Llvm], None, &[])
    },
    Intr {
        attrs: &[req("label", AK::DILabel)],
        format: Some("$label attr-dict"),
        ..r!(generic, "dbg.label", &[], None, &[])
    },
    // -- vector predication
    r!(vp, "vp.add", VP_BIN_I, RES),
    r!(vp, "vp.sub", VP_BIN_I, RES),
    r!(vp, "vp.mul", VP_BIN_I, RES),
    r!(vp, "vp.sdiv", VP_BIN_I, RES),
    r!(vp, "vp.udiv", VP_BIN_I, RES),
    r!(vp, "vp.srem", VP_BIN_I, RES),
    r!(vp, "vp.urem", VP_BIN_I, RES),
    r!(vp, "vp.ashr", VP_BIN_I, RES),
    r!(vp, "vp.lshr", VP_BIN_I, RES),
    r!(vp, "vp.shl", VP_BIN_I, RES),
    r!(vp, "vp.and", VP_BIN_I, RES),
    r!(vp, "vp.or", VP_BIN_I, RES),
    r!(vp, "vp.xor", VP_BIN_I, RES),
    r!(vp, "vp.fadd", VP_BIN_F, RES),
    r!(vp, "vp.fsub", VP_BIN_F, RES),
    r!(vp, "vp.fmul", VP_BIN_F, RES),
    r!(vp, "vp.fdiv", VP_BIN_F, RES),
    r!(vp, "vp.frem", VP_BIN_F, RES),
    r!(vp, "vp.fneg", VP_CAST_F, RES),
    r!(vp, "vp.fma", VP_TERN_F, RES),
    r!(vp, "vp.fmuladd", VP_TERN_F, RES),
    r!(vp, "vp.reduce.add", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.and", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.mul", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.or", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.smax", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.smin", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.umax", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.umin", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.xor", VP_RED_I, ARG1),
    r!(vp, "vp.reduce.fadd", VP_RED_F, ARG1),
    r!(vp, "vp.reduce.fmul", VP_RED_F, ARG1),
    r!(vp, "vp.reduce.fmax", VP_RED_F, ARG1),
    r!(vp, "vp.reduce.fmin", VP_RED_F, ARG1),
    r!(vp, "vp.select", VP_SELECT, ARG1),
    r!(vp, "vp.merge", VP_SELECT, ARG1),
    Intr {
        pure_: false,
        ..r!(vp, "vp.load", &[C::Ptr, C::VecOfI1, C::I32], RES_ARG0)
    },
    r!(
        generic,
        "vp.store",
        &[C::Vec, C::Ptr, C::VecOfI1, C::I32],
        None,
        &[Ov::Arg(0), Ov::Arg(1)]
    ),
    r!(vp, "vp.trunc", VP_CAST_I, RES_ARG0),
    r!(vp, "vp.zext", VP_CAST_I, RES_ARG0),
    r!(vp, "vp.sext", VP_CAST_I, RES_ARG0),
    r!(vp, "vp.fptrunc", VP_CAST_F, RES_ARG0),
    r!(vp, "vp.fpext", VP_CAST_F, RES_ARG0),
    r!(vp, "vp.fptoui", VP_CAST_F, RES_ARG0),
    r!(vp, "vp.fptosi", VP_CAST_F, RES_ARG0),
    r!(vp, "vp.uitofp", VP_CAST_I, RES_ARG0),
    r!(vp, "vp.sitofp", VP_CAST_I, RES_ARG0),
    r!(
        vp,
        "vp.ptrtoint",
        &[C::VecOfPtr, C::VecOfI1, C::I32],
        RES_ARG0
    ),
    r!(vp, "vp.inttoptr", VP_CAST_I, RES_ARG0),
];

/// `llvm.intr.expect` (also the base of `expect.with.probability`).
const EXPECT: Intr = Intr {
    op: "llvm.intr.expect",
    llvm: "llvm.expect",
    operands: &[C::Int, C::Int],
    result: Some(C::Llvm),
    names: &["val", "expected", "res"],
    overload: RES,
    traits: SAME,
    format: Some("$val `,` $expected attr-dict `:` type($val)"),
    pure_: true,
    ..BASE
};

// ---- records ---------------------------------------------------------------------------------------------------

const N: usize = INTRINSICS.len();

const fn value_count(r: &Intr) -> usize {
    r.operands.len() + r.variadic.is_some() as usize + r.result.is_some() as usize
}

const fn name_at(r: &Intr, i: usize, default: &'static str) -> &'static str {
    if i < r.names.len() {
        r.names[i]
    } else {
        default
    }
}

/// How many values, properties and constraints all rows have together.
const COUNTS: (usize, usize, usize) = {
    let (mut v, mut a, mut c) = (0, 0, 0);
    let mut i = 0;
    while i < N {
        let r = &INTRINSICS[i];
        v += value_count(r);
        a += r.attrs.len();
        let mut j = 0;
        while j < r.traits.len() {
            if r.traits[j].constraint().is_some() {
                c += 1;
            }
            j += 1;
        }
        i += 1;
    }
    (v, a, c)
};

const BLANK_VALUE: ValueDef = ValueDef {
    name: "",
    constraint: &cs::ANY_TYPE,
    arity: Arity::Single,
};
const BLANK_ATTR: AttrDef = AttrDef {
    name: "",
    constraint: &cs::ANY_ATTR,
    presence: Presence::Optional,
};
const BLANK_CONSTRAINT: OpConstraint = OpConstraint::AllTypesMatch(&[]);

/// Every row's operands and result, one after the other.
#[allow(clippy::large_const_arrays)]
const VALUES: [ValueDef; COUNTS.0] = {
    let mut out = [BLANK_VALUE; COUNTS.0];
    let mut k = 0;
    let mut i = 0;
    while i < N {
        let r = &INTRINSICS[i];
        let mut j = 0;
        while j < r.operands.len() {
            out[k] = ValueDef {
                name: name_at(r, j, ""),
                constraint: r.operands[j].constraint(),
                arity: Arity::Single,
            };
            k += 1;
            j += 1;
        }
        if let Some(c) = r.variadic {
            out[k] = ValueDef {
                name: name_at(r, j, ""),
                constraint: c.constraint(),
                arity: Arity::Variadic,
            };
            k += 1;
            j += 1;
        }
        if let Some(c) = r.result {
            out[k] = ValueDef {
                name: name_at(r, j, "res"),
                constraint: c.constraint(),
                arity: Arity::Single,
            };
            k += 1;
        }
        i += 1;
    }
    out
};

/// Every row's properties.
#[allow(clippy::large_const_arrays)]
const ATTRS: [AttrDef; COUNTS.1] = {
    let mut out = [BLANK_ATTR; COUNTS.1];
    let mut k = 0;
    let mut i = 0;
    while i < N {
        let r = &INTRINSICS[i];
        let mut j = 0;
        while j < r.attrs.len() {
            let a = r.attrs[j];
            out[k] = AttrDef {
                name: a.name,
                constraint: a.kind.constraint(),
                presence: match a.req {
                    Req::Required => Presence::Required,
                    Req::Optional => Presence::Optional,
                    Req::Default => Presence::Default(a.kind.default()),
                },
            };
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
};

/// Every row's op constraints.
#[allow(clippy::large_const_arrays)]
const CONSTRAINTS: [OpConstraint; COUNTS.2] = {
    let mut out = [BLANK_CONSTRAINT; COUNTS.2];
    let mut k = 0;
    let mut i = 0;
    while i < N {
        let r = &INTRINSICS[i];
        let mut j = 0;
        while j < r.traits.len() {
            if let Some(c) = r.traits[j].constraint() {
                out[k] = c;
                k += 1;
            }
            j += 1;
        }
        i += 1;
    }
    out
};

static FORMATS: [FormatCache; N] = [const { OnceLock::new() }; N];

/// The records of the intrinsics.
static OP_ARRAY: [OpDef; N] = {
    const BLANK: OpDef = OpDef::new("", 0);
    let values: &'static [ValueDef] = &VALUES;
    let attrs: &'static [AttrDef] = &ATTRS;
    let constraints: &'static [OpConstraint] = &CONSTRAINTS;
    let mut out = [BLANK; N];
    let (mut v, mut a, mut c) = (0, 0, 0);
    let mut i = 0;
    while i < N {
        let r = &INTRINSICS[i];
        let nops = r.operands.len() + r.variadic.is_some() as usize;
        let nres = r.result.is_some() as usize;
        let (_, rest) = values.split_at(v);
        let (operands, rest) = rest.split_at(nops);
        let (results, _) = rest.split_at(nres);
        v += nops + nres;
        let (_, rest) = attrs.split_at(a);
        let (row_attrs, _) = rest.split_at(r.attrs.len());
        a += r.attrs.len();
        let mut nc = 0;
        let mut bits = if r.pure_ { traits::PURE } else { 0 };
        let mut j = 0;
        while j < r.traits.len() {
            if r.traits[j].constraint().is_some() {
                nc += 1;
            }
            if matches!(r.traits[j], Tr::SameOperandsAndResultType) {
                bits |= traits::SAME_OPERANDS_AND_RESULT_TYPE;
            }
            j += 1;
        }
        let (_, rest) = constraints.split_at(c);
        let (row_constraints, _) = rest.split_at(nc);
        c += nc;
        out[i] = OpDef {
            operands,
            results,
            attrs: row_attrs,
            constraints: row_constraints,
            assembly: match r.format {
                Some(f) => crate::ods::Assembly::Format(f),
                None => crate::ods::Assembly::Generic,
            },
            directives: &[cs::LLVM_OP_ATTRS],
            verify: Some(verify),
            format_cache: &FORMATS[i],
            ..OpDef::new(r.op, bits)
        };
        i += 1;
    }
    out
};

static OP_REFS: [&OpDef; N] = {
    let mut out: [&OpDef; N] = [&OP_ARRAY[0]; N];
    let mut i = 0;
    while i < N {
        out[i] = &OP_ARRAY[i];
        i += 1;
    }
    out
};

/// The records of the intrinsics (registered in `dialect::RECORD_TABLES`).
pub static OPS: &[&OpDef] = &OP_REFS;

/// The record of the intrinsic op `name`, evaluated where [`super::intr`] names it: a name that is
/// no row of [`INTRINSICS`] stops the build.
pub(super) const fn record(name: &str) -> &'static OpDef {
    let mut i = 0;
    while i < N {
        if INTRINSICS[i].op.len() == name.len()
            && bytes_eq(INTRINSICS[i].op.as_bytes(), name.as_bytes())
        {
            return &OP_ARRAY[i];
        }
        i += 1;
    }
    panic!("not an llvm.intr.* op of the intrinsics table")
}

const fn bytes_eq(a: &[u8], b: &[u8]) -> bool {
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

// ---- the verifier hook -----------------------------------------------------------------------------------------

fn operand(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.ops[op].operands.get(i).map(|v| ctx.value_type(*v))
}

fn result(ctx: &Context, op: OpId) -> Option<Type> {
    ctx.ops[op].results.first().map(|v| ctx.value_type(*v))
}

fn scalable(ctx: &Context, t: Option<Type>) -> bool {
    t.is_some_and(|t| lt::is_scalable_vector_type(ctx, t))
}

/// `getPrimitiveTypeSizeInBits` of a vector (the known minimum for scalable ones).
fn vector_bits(ctx: &Context, t: Type) -> u64 {
    let n = lt::vector_num_elements(ctx, t).map_or(0, |v| v.0);
    let w = lt::vector_element_type(ctx, t).map_or(0, |e| match ctx.kind(e) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Float(k) => k.bit_width() as u64,
        _ => 0,
    });
    n.saturating_mul(w)
}

/// `vector.insert` (source operand 1, destination operand 0) / `vector.extract` (source operand 0,
/// destination the result): both at most 2^17 bits.
fn small_vectors(ctx: &Context, op: OpId, src: usize, extract: Option<()>) -> bool {
    let dst = if extract.is_some() {
        result(ctx, op)
    } else {
        operand(ctx, op, 0)
    };
    let small = |t: Option<Type>| t.is_none_or(|t| vector_bits(ctx, t) <= 131072);
    small(operand(ctx, op, src)) && small(dst)
}

/// Element counts compare with their scalability (`llvm::ElementCount`).
fn twice_elements(ctx: &Context, op: OpId) -> bool {
    let len = |t: Option<Type>| t.and_then(|t| lt::vector_num_elements(ctx, t));
    let elem = |t: Option<Type>| t.and_then(|t| lt::vector_element_type(ctx, t));
    let (r, v) = (result(ctx, op), operand(ctx, op, 0));
    match (len(r), len(v)) {
        (Some(rl), Some(vl)) => rl == (vl.0.saturating_mul(2), vl.1) && elem(v) == elem(r),
        _ => false,
    }
}

/// `masked_gather::verify` / `masked_scatter::verify`: the vector of pointers has the element
/// count of the result (gather) or the stored value (scatter), scalability included.
fn verify_masked_ptrs(ctx: &Context, op: OpId, opds: &[Type], ress: &[Type]) -> DResult<()> {
    let name = ctx.op_name(op);
    let (ptrs, other, index) = if name == super::intr::MASKED_GATHER.name {
        (opds.first(), ress.first(), 1)
    } else if name == super::intr::MASKED_SCATTER.name {
        (opds.get(1), opds.first(), 2)
    } else {
        return Ok(());
    };
    let (Some(&ptrs), Some(&other)) = (ptrs, other) else {
        return Ok(());
    };
    let (Some(have), Some((n, scalable))) = (
        crate::dialect::llvm::types::vector_num_elements(ctx, ptrs),
        crate::dialect::llvm::types::vector_num_elements(ctx, other),
    ) else {
        return Ok(());
    };
    if have == (n, scalable) {
        return Ok(());
    }
    // Pointers are no builtin vector elements: the expected type is an `!llvm.vec`, as upstream's
    // diagnostic prints it (the scalable form with its format's extra space).
    let elem = crate::dialect::llvm::types::llvm_vec_info(ctx, ptrs)
        .map_or_else(|| ctx.element_type(ptrs), |(e, _, _)| e);
    let elem = crate::print::type_to_string(ctx, elem);
    let elem = elem.strip_prefix("!llvm.").unwrap_or(&elem);
    let expected = if scalable {
        format!("!llvm.vec<? x {n} x  {elem}>")
    } else {
        format!("!llvm.vec<{n} x {elem}>")
    };
    Err(op_err(
        ctx,
        op,
        format!("expected operand #{index} type to be '{expected}'"),
    ))
}

/// The traits ODS does not check itself (`SameOperandsElementType`,
/// `SameOperandsAndResultElementType`) and the result-type inference `SameOperandsAndResultType`
/// brings (`InferTypeOpInterface`).
fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(row) = lookup(ctx.op_name(op)) else {
        return Ok(());
    };
    let opds = ctx.operand_types(op);
    let ress = ctx.result_types(op);
    let elem = |t: Type| ctx.element_type(t);
    verify_masked_ptrs(ctx, op, &opds, &ress)?;
    for tr in row.traits {
        match tr {
            Tr::SameOperandsAndResultType => {
                let (Some(&first), Some(&res)) = (opds.first(), ress.first()) else {
                    continue;
                };
                if res != first {
                    let s = |t| crate::print::type_to_string(ctx, t);
                    let msg = format!(
                        "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                        s(first),
                        s(res)
                    );
                    // Upstream follows with a second error at the same op.
                    let mut d = op_err(ctx, op, msg);
                    d.notes
                        .push(op_err(ctx, op, "failed to infer returned types"));
                    return Err(d);
                }
            }
            Tr::SameOperandsElementType => {
                let Some(&first) = opds.first() else {
                    continue;
                };
                if opds.iter().any(|t| elem(*t) != elem(first)) {
                    return Err(op_err(
                        ctx,
                        op,
                        "requires the same element type for all operands",
                    ));
                }
            }
            Tr::SameOperandsAndResultElementType => {
                let (Some(_), Some(&res)) = (opds.first(), ress.first()) else {
                    continue;
                };
                if ress.iter().chain(&opds).any(|t| elem(*t) != elem(res)) {
                    return Err(op_err(
                        ctx,
                        op,
                        "requires the same element type for all operands and results",
                    ));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

// ---- lookups ---------------------------------------------------------------------------------------------------

fn by_op() -> &'static FxHashMap<&'static str, (&'static Intr, usize)> {
    static MAP: OnceLock<FxHashMap<&'static str, (&'static Intr, usize)>> = OnceLock::new();
    MAP.get_or_init(|| {
        INTRINSICS
            .iter()
            .enumerate()
            .map(|(i, r)| (r.op, (r, i)))
            .collect()
    })
}

/// The row of op `name` (`llvm.intr.fabs`).
pub fn lookup(name: &str) -> Option<&'static Intr> {
    by_op().get(name).map(|(r, _)| *r)
}

/// The row whose LLVM intrinsic is `name` without its overload suffix (`llvm.fabs`, `llvm.va_start`).
pub fn by_llvm_name(name: &str) -> Option<&'static Intr> {
    static MAP: OnceLock<FxHashMap<&'static str, &'static Intr>> = OnceLock::new();
    MAP.get_or_init(|| INTRINSICS.iter().map(|r| (r.llvm, r)).collect())
        .get(name)
        .copied()
}

/// The row of an LLVM intrinsic's full (possibly overloaded) name, `llvm.memcpy.p0.p0.i64`: the longest
/// table name that is the name or a `.`-prefix of it.
pub fn by_llvm_full_name(full: &str) -> Option<&'static Intr> {
    let mut name = full;
    loop {
        if let Some(r) = by_llvm_name(name) {
            return Some(r);
        }
        name = &name[..name.rfind('.')?];
    }
}

// ---- LLVM names ----------------------------------------------------------------------------------------------

/// LLVM's `getMangledTypeStr`: how a type appears in an overloaded intrinsic's name (`i32`, `v4f32`,
/// `nxv4i32`, `p0`, `sl_i32i1s`...); `None` for types LLVM has no spelling for here.
pub fn mangle_type(ctx: &Context, t: Type) -> Option<String> {
    use crate::ir::types::DialectType as D;
    Some(match ctx.kind(t) {
        TypeKind::Integer { width, .. } => format!("i{width}"),
        TypeKind::Float(k) => match k {
            FloatKind::F16 => "f16".into(),
            FloatKind::BF16 => "bf16".into(),
            FloatKind::F32 => "f32".into(),
            FloatKind::F64 => "f64".into(),
            FloatKind::F80 => "f80".into(),
            FloatKind::F128 => "f128".into(),
            _ => return None,
        },
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } if shape.len() == 1 => {
            let pre = if scalable.first().copied().unwrap_or(false) {
                "nxv"
            } else {
                "v"
            };
            format!("{pre}{}{}", shape[0], mangle_type(ctx, *elem)?)
        }
        TypeKind::Dialect(d) => match d {
            D::LlvmPtr { addr_space } => format!("p{addr_space}"),
            D::LlvmPpcFp128 => "ppcf128".into(),
            D::LlvmToken => "token".into(),
            D::LlvmMetadata => "Metadata".into(),
            D::LlvmX86Mmx => "x86mmx".into(),
            D::LlvmVoid => "isVoid".into(),
            D::LlvmFixedVec { len, elem } => format!("v{len}{}", mangle_type(ctx, *elem)?),
            D::LlvmScalableVec { min_len, elem } => {
                format!("nxv{min_len}{}", mangle_type(ctx, *elem)?)
            }
            D::LlvmArray { len, elem } => format!("a{len}{}", mangle_type(ctx, *elem)?),
            D::LlvmFunc {
                ret,
                params,
                var_arg,
            } => {
                let mut s = format!("f_{}", mangle_type(ctx, *ret)?);
                for p in params {
                    s += &mangle_type(ctx, *p)?;
                }
                if *var_arg {
                    s += "vararg";
                }
                s + "f"
            }
            D::LlvmStruct { .. } | D::LlvmIdentifiedStruct { .. } => {
                let info = lt::struct_info(ctx, t)?;
                match info.name {
                    Some(name) => format!("s_{name}"),
                    None => {
                        let mut s = "sl_".to_string();
                        for e in info.elems {
                            s += &mangle_type(ctx, *e)?;
                        }
                        s + "s"
                    }
                }
            }
            _ => return None,
        },
        _ => return None,
    })
}

impl Intr {
    /// The types of the LLVM call's arguments: the operands with the immediate arguments inserted at their
    /// positions (`None` for a metadata argument or an absent property).
    pub fn call_arg_types(&self, ctx: &Context, op: OpId) -> Vec<Option<Type>> {
        let mut args: Vec<Option<Type>> = ctx.operand_types(op).into_iter().map(Some).collect();
        let mut imm: Vec<&(u8, &str)> = self.imm.iter().collect();
        imm.sort_by_key(|i| i.0);
        for (pos, name) in imm {
            let ty = ctx.ops[op]
                .props
                .iter()
                .find(|(k, _)| ctx.str(*k) == *name)
                .and_then(|(_, a)| match ctx.attr_kind(*a) {
                    AttrKind::Integer { ty, .. } => Some(*ty),
                    AttrKind::Float { ty, .. } => Some(*ty),
                    _ => None,
                });
            let pos = (*pos as usize).min(args.len());
            args.insert(pos, ty);
        }
        args
    }

    /// The overloaded LLVM intrinsic name of `op` (`llvm.memcpy.p0.p0.i64`), or `None` if a type of the
    /// suffix is missing or has no LLVM spelling.
    pub fn llvm_name(&self, ctx: &Context, op: OpId) -> Option<String> {
        let args = self.call_arg_types(ctx, op);
        let mut name = self.llvm.to_string();
        for ov in self.overload {
            let t = match ov {
                Ov::Res => ctx.ops[op].results.first().map(|v| ctx.value_type(*v)),
                Ov::Arg(i) => args.get(*i as usize).copied().flatten(),
            }?;
            name.push('.');
            name += &mangle_type(ctx, t)?;
        }
        Some(name)
    }
}
