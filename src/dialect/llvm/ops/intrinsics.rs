//! Every `llvm.intr.*` op of MLIR 19, from ONE table ([`INTRINSICS`]): op name, LLVM intrinsic name,
//! operand/result type constraints, properties (immediate arguments such as `isVolatile`, fastmath flags,
//! alias metadata, debug-info attributes), the types that form the intrinsic's overload suffix, the
//! traits the verifier checks, and the custom syntax as a small ODS-like format program.
//!
//! The parser, printer and verifier hooks are shared ([`super::intr_syntax`], [`super::intr_verify`]);
//! the LLVM IR translator and importer read the same rows ([`lookup`], [`by_llvm_name`]).
//!
//! The list and every detail come from mlir-opt 19 (`llvm.intr.*` names in the binary, ops printed by
//! `mlir-translate --import-llvm`, verifier messages of generic-form probes).

use super::intr_syntax::{self, Imp, Slot, F};
use super::intr_verify;
use crate::dialect::llvm::types as lt;
use crate::dialect::{traits, DefaultFn, OpDef};
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Context, OpId, Type, TypeKind};
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
    /// The properties in ODS declaration order.
    pub attrs: &'static [A],
    /// Immediate arguments of the LLVM call: (argument position in the call, property name). The call's
    /// arguments are the MLIR operands with these inserted at their positions. The constrained-FP
    /// intrinsics pass theirs as metadata strings (`!"round.tonearest"`, `!"fpexcept.ignore"`).
    pub imm: &'static [(u8, &'static str)],
    /// The types that form the overload suffix, in order (`llvm.memcpy.p0.p0.i64`: call args 0, 1, 2).
    pub overload: &'static [Ov],
    /// Traits the verifier checks after the operand/result constraints.
    pub traits: &'static [Tr],
    /// The custom assembly format, or `None` if the op prints in generic form only.
    pub format: Option<&'static [F]>,
    /// Types a custom format does not spell out (ODS's buildable types and type-equality constraints).
    pub implied: &'static [(Slot, Imp)],
    /// MLIR's `Pure`.
    pub pure_: bool,
}

/// A type constraint of an operand or result, with ODS's summary ([`C::desc`]).
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

/// A type of the overload suffix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ov {
    /// The result type.
    Res,
    /// The type of argument N of the LLVM call (see [`Intr::imm`] for the argument order).
    Arg(u8),
}

/// A trait checked by the verifier, in upstream's order: the predicate traits (`AllTypesMatch`,
/// `PredOpTrait`) with the operand/result constraints, then the native ones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tr {
    /// `SameOperandsAndResultType`, and the `InferTypeOpInterface` it brings (result type = operand 0's).
    SameOperandsAndResultType,
    SameOperandsElementType,
    SameOperandsAndResultElementType,
    /// `AllTypesMatch`: the names as upstream's message lists them, and the slots.
    AllTypesMatch(&'static str, &'static [Slot]),
    /// `vector.insert`/`vector.extract`: "vectors are not bigger than 2^17 bits.".
    VectorBits,
    /// `vector.insert`: "it is not inserting scalable into fixed-length vectors.".
    NoScalableIntoFixed,
    /// `vector.extract`: "it is not extracting scalable from fixed-length vectors.".
    NoScalableFromFixed,
    /// `vector.interleave2`: "result has twice as many elements as 'vec1'".
    TwiceElements,
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

use Slot::{Opd, Res};
use F::*;

/// `(operands) custom<LLVMOpAttrs>(attr-dict) : functional-type(operands, results)`.
const CALL: &[F] = &[Lit("("), Operands, Lit(")"), OpAttrs, Lit(":"), FnType];
/// `$x attr-dict : qualified(type($x))`.
const ONE_PTR: &[F] = &[Operand(0), AttrDict, Lit(":"), Ty(Opd(0))];
/// `attr-dict : type($res)`.
const RES_ONLY: &[F] = &[AttrDict, Lit(":"), Ty(Res)];
/// `$a, $b, ... attr-dict : functional-type(operands, results)`.
macro_rules! named_call {
    ($first:literal $(, $rest:literal)*) => {
        &[Operand($first), $(Lit(","), Operand($rest),)* AttrDict, Lit(":"), FnType]
    };
}

/// A row with everything empty; fill the rest with struct update syntax.
const BASE: Intr = Intr {
    op: "",
    llvm: "",
    operands: &[],
    variadic: None,
    result: None,
    attrs: &[],
    imm: &[],
    overload: &[],
    traits: &[],
    format: None,
    implied: &[],
    pure_: false,
};

/// The families of alike intrinsics (upstream's TableGen classes).
const fn unary_f(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::FloatLike],
        result: Some(C::Llvm),
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
        ..unary_f(op, llvm)
    }
}
const fn ternary_f(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::FloatLike, C::FloatLike, C::FloatLike],
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
        ..unary_i(op, llvm)
    }
}
const fn ternary_i(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::IntLike, C::IntLike, C::IntLike],
        ..unary_i(op, llvm)
    }
}
/// `lround`, `llround`, `lrint`, `llrint`.
const fn int_round(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        operands: &[C::Float],
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
        attrs: SIZE,
        imm: &[(0, "size")],
        overload: ARG1,
        format: Some(&[
            Attr("size"),
            Lit(","),
            Operand(0),
            AttrDict,
            Lit(":"),
            Ty(Opd(0)),
        ]),
        ..BASE
    }
}
/// `$x attr-dict : qualified(type($x))` with one pointer operand and no result.
const fn one_ptr(op: &'static str, llvm: &'static str) -> Intr {
    Intr {
        op,
        llvm,
        operands: &[C::Ptr],
        overload: ARG0,
        format: Some(ONE_PTR),
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
const fn masked_load(op: &'static str, llvm: &'static str, operands: &'static [C]) -> Intr {
    Intr {
        op,
        llvm,
        operands,
        variadic: Some(C::Vec),
        result: Some(C::Vec),
        attrs: ALIGNMENT,
        imm: &[(1, "alignment")],
        overload: RES_ARG0,
        format: Some(&[Operands, AttrDict, Lit(":"), FnType]),
        ..BASE
    }
}
/// `masked.store` / `masked.scatter` with `operands` (value, pointer(s), mask): `$value, $ptr, $mask
/// attr-dict : type($value), type($mask) into type($ptr)`.
const fn masked_store(op: &'static str, llvm: &'static str, operands: &'static [C]) -> Intr {
    Intr {
        op,
        llvm,
        operands,
        attrs: ALIGNMENT,
        imm: &[(2, "alignment")],
        overload: &[Ov::Arg(0), Ov::Arg(1)],
        format: Some(&[
            Operand(0),
            Lit(","),
            Operand(1),
            Lit(","),
            Operand(2),
            AttrDict,
            Lit(":"),
            Ty(Opd(0)),
            Lit(","),
            Ty(Opd(2)),
            Lit("into"),
            Ty(Opd(1)),
        ]),
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
        overload: &[Ov::Arg(0), Ov::Arg(2)],
        ..r!(memcpy, "memset")
    },
    r!(lifetime, "lifetime.start"),
    r!(lifetime, "lifetime.end"),
    Intr {
        result: Some(C::Ptr0),
        implied: &[(Res, Imp::Ptr0)],
        ..r!(lifetime, "invariant.start")
    },
    Intr {
        op: "llvm.intr.invariant.end",
        llvm: "llvm.invariant.end",
        operands: &[C::Ptr0, C::Ptr],
        attrs: SIZE,
        imm: &[(1, "size")],
        overload: &[Ov::Arg(2)],
        format: Some(&[
            Operand(0),
            Lit(","),
            Attr("size"),
            Lit(","),
            Operand(1),
            AttrDict,
            Lit(":"),
            Ty(Opd(1)),
        ]),
        implied: &[(Opd(0), Imp::Ptr0)],
        ..BASE
    },
    Intr {
        op: "llvm.intr.stacksave",
        llvm: "llvm.stacksave",
        result: Some(C::Llvm),
        overload: RES,
        format: Some(RES_ONLY),
        ..BASE
    },
    r!(one_ptr, "stackrestore"),
    Intr {
        attrs: &[
            req("rw", AK::I32),
            req("hint", AK::I32),
            req("cache", AK::I32),
        ],
        imm: &[(1, "rw"), (2, "hint"), (3, "cache")],
        ..r!(generic, "prefetch", &[C::Ptr], None, ARG0)
    },
    r!(
        generic,
        "threadlocal.address",
        &[C::Ptr],
        Some(C::Llvm),
        ARG0
    ),
    // -- optimization hints
    r!(generic, "assume", &[C::I1], None, &[]),
    EXPECT,
    Intr {
        op: "llvm.intr.expect.with.probability",
        llvm: "llvm.expect.with.probability",
        attrs: &[req("prob", AK::F64)],
        imm: &[(2, "prob")],
        traits: &[Tr::AllTypesMatch(
            "val, expected, res",
            &[Opd(0), Opd(1), Res],
        )],
        format: Some(&[
            Operand(0),
            Lit(","),
            Operand(1),
            Lit(","),
            Attr("prob"),
            AttrDict,
            Lit(":"),
            Ty(Opd(0)),
        ]),
        ..EXPECT
    },
    Intr {
        pure_: true,
        ..r!(generic, "is.constant", &[C::Llvm], Some(C::I1), ARG0)
    },
    Intr {
        op: "llvm.intr.ssa.copy",
        llvm: "llvm.ssa.copy",
        operands: &[C::Any],
        result: Some(C::Llvm),
        overload: RES,
        traits: SAME,
        format: Some(&[Operand(0), AttrDict, Lit(":"), Ty(Opd(0))]),
        implied: &[(Res, Imp::Same(Opd(0)))],
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
        traits: &[
            Tr::AllTypesMatch("res, integer", &[Res, Opd(0)]),
            Tr::AllTypesMatch("annotation, fileName", &[Opd(1), Opd(2)]),
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
        traits: &[Tr::AllTypesMatch(
            "annotation, fileName, attr",
            &[Opd(1), Opd(2), Opd(4)],
        )],
        ..r!(
            generic,
            "var.annotation",
            &[C::Ptr, C::Ptr, C::Ptr, C::I32, C::Ptr],
            None,
            &[Ov::Arg(0), Ov::Arg(1)]
        )
    },
    Intr {
        traits: &[
            Tr::AllTypesMatch("res, ptr", &[Res, Opd(0)]),
            Tr::AllTypesMatch("annotation, fileName, attr", &[Opd(1), Opd(2), Opd(4)]),
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
        overload: RES_ARG0,
        format: Some(&[
            Operand(0),
            Lit(","),
            Operand(1),
            AttrDict,
            Lit(":"),
            Ty(Opd(0)),
            Lit(","),
            Ty(Opd(1)),
            Lit("to"),
            Ty(Res),
        ]),
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
    r!(masked_load, "masked.load", &[C::Ptr, C::VecOfI1]),
    r!(masked_store, "masked.store", &[C::Vec, C::Ptr, C::VecOfI1]),
    r!(masked_load, "masked.gather", &[C::VecOfPtr, C::VecOfI1]),
    r!(
        masked_store,
        "masked.scatter",
        &[C::Vec, C::VecOfPtr, C::VecOfI1]
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
        attrs: MATRIX_MEM,
        imm: &[(2, "isVolatile"), (3, "rows"), (4, "columns")],
        format: Some(&[
            Operand(0),
            Lit(","),
            Lit("<"),
            Lit("stride"),
            Lit("="),
            Operand(1),
            Lit(">"),
            AttrDict,
            Lit(":"),
            Ty(Res),
            Lit("from"),
            Ty(Opd(0)),
            Lit("stride"),
            Ty(Opd(1)),
        ]),
        ..r!(
            generic,
            "matrix.column.major.load",
            &[C::Ptr, C::Int],
            Some(C::Vec),
            &[Ov::Res, Ov::Arg(1)]
        )
    },
    Intr {
        attrs: MATRIX_MEM,
        imm: &[(3, "isVolatile"), (4, "rows"), (5, "columns")],
        format: Some(&[
            Operand(0),
            Lit(","),
            Operand(1),
            Lit(","),
            Lit("<"),
            Lit("stride"),
            Lit("="),
            Operand(2),
            Lit(">"),
            AttrDict,
            Lit(":"),
            Ty(Opd(0)),
            Lit("to"),
            Ty(Opd(1)),
            Lit("stride"),
            Ty(Opd(2)),
        ]),
        ..r!(
            generic,
            "matrix.column.major.store",
            &[C::Vec, C::Ptr, C::Int],
            None,
            &[Ov::Arg(0), Ov::Arg(2)]
        )
    },
    Intr {
        attrs: &[
            req("lhs_rows", AK::I32),
            req("lhs_columns", AK::I32),
            req("rhs_columns", AK::I32),
        ],
        imm: &[(2, "lhs_rows"), (3, "lhs_columns"), (4, "rhs_columns")],
        format: Some(&[
            Operand(0),
            Lit(","),
            Operand(1),
            AttrDict,
            Lit(":"),
            Lit("("),
            Ty(Opd(0)),
            Lit(","),
            Ty(Opd(1)),
            Lit(")"),
            Lit("->"),
            Ty(Res),
        ]),
        ..r!(
            generic,
            "matrix.multiply",
            &[C::Vec, C::Vec],
            Some(C::Vec),
            &[Ov::Res, Ov::Arg(0), Ov::Arg(1)]
        )
    },
    Intr {
        attrs: &[req("rows", AK::I32), req("columns", AK::I32)],
        imm: &[(1, "rows"), (2, "columns")],
        format: Some(&[
            Operand(0),
            AttrDict,
            Lit(":"),
            Ty(Opd(0)),
            Lit("into"),
            Ty(Res),
        ]),
        ..r!(generic, "matrix.transpose", &[C::Vec], Some(C::Vec), RES)
    },
    // -- vector insert/extract/interleave
    Intr {
        attrs: POS,
        imm: &[(2, "pos")],
        traits: &[
            Tr::AllTypesMatch("dstvec, res", &[Opd(0), Res]),
            Tr::VectorBits,
            Tr::NoScalableIntoFixed,
        ],
        format: Some(&[
            Operand(1),
            Lit(","),
            Operand(0),
            Lit("["),
            Attr("pos"),
            Lit("]"),
            AttrDict,
            Lit(":"),
            Ty(Opd(1)),
            Lit("into"),
            Ty(Res),
        ]),
        implied: &[(Opd(0), Imp::Same(Res))],
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
        attrs: POS,
        imm: &[(1, "pos")],
        traits: &[Tr::VectorBits, Tr::NoScalableFromFixed],
        format: Some(&[
            Operand(0),
            Lit("["),
            Attr("pos"),
            Lit("]"),
            AttrDict,
            Lit(":"),
            Ty(Res),
            Lit("from"),
            Ty(Opd(0)),
        ]),
        pure_: true,
        ..r!(generic, "vector.extract", &[C::Vec], Some(C::Vec), RES_ARG0)
    },
    Intr {
        traits: &[
            Tr::AllTypesMatch("vec1, vec2", &[Opd(0), Opd(1)]),
            Tr::TwiceElements,
        ],
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
        format: Some(&[Attr("scope"), AttrDict]),
        ..r!(generic, "experimental.noalias.scope.decl", &[], None, &[])
    },
    Intr {
        attrs: &[
            req("roundingmode", AK::RoundingMode),
            req("fpExceptionBehavior", AK::FpExcept),
        ],
        imm: &[(1, "roundingmode"), (2, "fpExceptionBehavior")],
        format: Some(&[
            Operand(0),
            Attr("roundingmode"),
            Attr("fpExceptionBehavior"),
            AttrDict,
            Lit(":"),
            Ty(Opd(0)),
            Lit("to"),
            Ty(Res),
        ]),
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
    one_ptr("llvm.intr.vastart", "llvm.va_start"),
    one_ptr("llvm.intr.vaend", "llvm.va_end"),
    Intr {
        op: "llvm.intr.vacopy",
        llvm: "llvm.va_copy",
        operands: &[C::Ptr, C::Ptr],
        overload: ARG0,
        format: Some(&[
            Operand(1),
            Lit("to"),
            Operand(0),
            AttrDict,
            Lit(":"),
            OperandTypes,
        ]),
        ..BASE
    },
    // -- exception handling
    Intr {
        format: Some(&[Operand(0), AttrDict, Lit(":"), FnType]),
        ..r!(generic, "eh.typeid.for", &[C::Ptr], Some(C::Llvm), ARG0)
    },
    // -- coroutines
    Intr {
        format: Some(named_call!(0, 1, 2, 3)),
        ..r!(
            generic,
            "coro.id",
            &[C::I32, C::Ptr, C::Ptr, C::Ptr],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        format: Some(named_call!(0, 1)),
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
        format: Some(named_call!(0)),
        ..r!(generic, "coro.save", &[C::Ptr], Some(C::Llvm), &[])
    },
    Intr {
        format: Some(&[
            Operand(0),
            Lit(","),
            Operand(1),
            AttrDict,
            Lit(":"),
            Ty(Res),
        ]),
        implied: &[(Opd(0), Imp::Token), (Opd(1), Imp::I1)],
        ..r!(
            generic,
            "coro.suspend",
            &[C::Token, C::I1],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        format: Some(named_call!(0, 1, 2)),
        ..r!(
            generic,
            "coro.end",
            &[C::Ptr, C::I1, C::Token],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        format: Some(named_call!(0, 1)),
        ..r!(
            generic,
            "coro.free",
            &[C::Token, C::Ptr],
            Some(C::Llvm),
            &[]
        )
    },
    Intr {
        format: Some(ONE_PTR),
        ..r!(generic, "coro.resume", &[C::Ptr], None, &[])
    },
    Intr {
        format: Some(named_call!(0, 1, 2)),
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
        attrs: DBG_VAR,
        format: Some(DBG_FMT),
        ..r!(generic, "dbg.declare", &[C::Ptr], None, &[])
    },
    Intr {
        attrs: DBG_VAR,
        format: Some(DBG_FMT),
        ..r!(generic, "dbg.value", &[C::Llvm], None, &[])
    },
    Intr {
        attrs: &[req("label", AK::DILabel)],
        format: Some(&[Attr("label"), AttrDict]),
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
    overload: RES,
    traits: SAME,
    format: Some(&[
        Operand(0),
        Lit(","),
        Operand(1),
        AttrDict,
        Lit(":"),
        Ty(Opd(0)),
    ]),
    implied: &[(Opd(1), Imp::Same(Opd(0))), (Res, Imp::Same(Opd(0)))],
    pure_: true,
    ..BASE
};

/// `qualified($varInfo) (qualified($locationExpr)^)? = $x : qualified(type($x)) attr-dict`.
const DBG_FMT: &[F] = &[
    QAttr("varInfo"),
    OptQAttr("locationExpr"),
    Lit("="),
    Operand(0),
    Lit(":"),
    Ty(Opd(0)),
    AttrDict,
];

// ---- registration --------------------------------------------------------------------------------------------

const N: usize = INTRINSICS.len();

const FASTMATH_DEFAULT: &[(&str, DefaultFn)] = &[("fastmathFlags", intr_verify::default_fastmath)];
const DIEXPR_DEFAULT: &[(&str, DefaultFn)] =
    &[("locationExpr", intr_verify::default_di_expression)];

/// How many properties all rows have together.
const ATTR_COUNT: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < N {
        n += INTRINSICS[i].attrs.len();
        i += 1;
    }
    n
};

/// Every row's property names, one after the other.
const NAME_POOL: [&str; ATTR_COUNT] = {
    let mut pool = [""; ATTR_COUNT];
    let mut k = 0;
    let mut i = 0;
    while i < N {
        let mut j = 0;
        while j < INTRINSICS[i].attrs.len() {
            pool[k] = INTRINSICS[i].attrs[j].name;
            k += 1;
            j += 1;
        }
        i += 1;
    }
    pool
};

/// The property names of each row (ODS declaration order), for `OpDef::inherent`: slices of the pool.
const INHERENT: [&[&str]; N] = {
    let pool: &'static [&'static str] = &NAME_POOL;
    let mut out: [&[&str]; N] = [&[]; N];
    let mut start = 0;
    let mut i = 0;
    while i < N {
        let len = INTRINSICS[i].attrs.len();
        let (_, rest) = pool.split_at(start);
        let (mine, _) = rest.split_at(len);
        out[i] = mine;
        start += len;
        i += 1;
    }
    out
};

const fn op_def(i: usize) -> OpDef {
    let row = &INTRINSICS[i];
    let mut defaults: &[(&str, DefaultFn)] = &[];
    let mut j = 0;
    while j < row.attrs.len() {
        if row.attrs[j].req as u8 == Req::Default as u8 {
            defaults = if row.attrs[j].kind as u8 == AK::Fastmath as u8 {
                FASTMATH_DEFAULT
            } else {
                DIEXPR_DEFAULT
            };
        }
        j += 1;
    }
    OpDef {
        inherent: INHERENT[i],
        parse: Some(intr_syntax::parse),
        print: if row.format.is_some() {
            Some(intr_syntax::print)
        } else {
            None
        },
        verify: Some(intr_verify::verify),
        default_props: defaults,
        ..OpDef::new(row.op, if row.pure_ { traits::PURE } else { 0 })
    }
}

// Used only through `OPS` (a `static` could not be referenced from the const registry tables).
#[allow(clippy::large_const_arrays)]
const OP_ARRAY: [OpDef; N] = {
    const BLANK: OpDef = OpDef::new("", 0);
    let mut out = [BLANK; N];
    let mut i = 0;
    while i < N {
        out[i] = op_def(i);
        i += 1;
    }
    out
};

/// The `OpDef`s of the intrinsics (registered in `dialect::OP_TABLES`).
pub static OPS: &[OpDef] = &OP_ARRAY;

fn by_op() -> &'static FxHashMap<&'static str, &'static Intr> {
    static MAP: OnceLock<FxHashMap<&'static str, &'static Intr>> = OnceLock::new();
    MAP.get_or_init(|| INTRINSICS.iter().map(|r| (r.op, r)).collect())
}

/// The row of op `name` (`llvm.intr.fabs`).
pub fn lookup(name: &str) -> Option<&'static Intr> {
    by_op().get(name).copied()
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
