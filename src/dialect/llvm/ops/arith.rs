//! Arithmetic of the `llvm` dialect (LLVMOps.td): the integer binary ops (`add` ... `ashr`, with
//! `overflow<nsw, nuw>` on `add sub mul shl`), the float binary ops and `fneg` (fastmath flags in the
//! attr-dict), `icmp` / `fcmp` (predicate written as a string, stored as `N : i64`; parsed in C++
//! upstream), `select` and `freeze`.
//!
//! MLIR 19 has no `exact` / `disjoint` / `nneg` flags on these ops: such names are plain discardable
//! attributes.

use super::constraints::*;
use super::syntax::{err_at_name, operand_type, operands, print_opt_type, set_prop};
use crate::diag::DResult;
use crate::dialect::llvm::attrs::enums as le;
use crate::dialect::llvm::types as lt;
use crate::ir::{Context, OpId, OpState, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::{OpConstraint, TypeTransform};

const INT_BINARY: &str = "$lhs `,` $rhs custom<LLVMOpAttrs>(attr-dict) `:` type($res)";
const INT_BINARY_OVERFLOW: &str = "$lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags)
    `` custom<LLVMOpAttrs>(attr-dict) `:` type($res)";
const UNARY: &str = "$operand custom<LLVMOpAttrs>(attr-dict) `:` type($res)";

/// `LLVM_IntArithmeticOpWithOverflowFlag`.
macro_rules! int_binary_overflow {
    ($($name:ident = $op:literal [$($t:ident),*] $(fold $fold:ident)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [$($t,)* PURE, SAME_OPERANDS_AND_RESULT_TYPE],
                operands: [lhs: INT_LIKE, rhs: INT_LIKE],
                results: [res: INT_LIKE],
                attrs: [overflow_flags "overflowFlags": OVERFLOW_FLAGS = OVERFLOW_NONE],
                format: INT_BINARY_OVERFLOW,
                def: {
                    directives: &[OVERFLOW_FLAGS_DIRECTIVE, LLVM_OP_ATTRS],
                    $(fold: Some(super::fold::$fold),)?
                },
            }
        }
    )*};
}

/// `LLVM_IntArithmeticOp`.
macro_rules! int_binary {
    ($($name:ident = $op:literal [$($t:ident),*] $(fold $fold:ident)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [$($t,)* PURE, SAME_OPERANDS_AND_RESULT_TYPE],
                operands: [lhs: INT_LIKE, rhs: INT_LIKE],
                results: [res: INT_LIKE],
                format: INT_BINARY,
                def: { directives: &[LLVM_OP_ATTRS], $(fold: Some(super::fold::$fold),)? },
            }
        }
    )*};
}

/// `LLVM_FloatArithmeticOp`.
macro_rules! float_binary {
    ($($name:ident = $op:literal;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
                operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
                results: [res: FLOAT_LIKE],
                attrs: [fastmath_flags "fastmathFlags": FASTMATH = FASTMATH_NONE],
                format: INT_BINARY,
                def: { directives: &[LLVM_OP_ATTRS] },
            }
        }
    )*};
}

int_binary_overflow! {
    AddOp = "llvm.add" [COMMUTATIVE];
    SubOp = "llvm.sub" [];
    MulOp = "llvm.mul" [COMMUTATIVE];
    ShlOp = "llvm.shl" [] fold shl;
}

int_binary! {
    UDivOp = "llvm.udiv" [];
    SDivOp = "llvm.sdiv" [];
    URemOp = "llvm.urem" [];
    SRemOp = "llvm.srem" [];
    AndOp = "llvm.and" [];
    OrOp = "llvm.or" [] fold or;
    XOrOp = "llvm.xor" [];
    LShrOp = "llvm.lshr" [];
    AShrOp = "llvm.ashr" [];
}

float_binary! {
    FAddOp = "llvm.fadd";
    FSubOp = "llvm.fsub";
    FMulOp = "llvm.fmul";
    FDivOp = "llvm.fdiv";
    FRemOp = "llvm.frem";
}

/// `TypesMatchWith<"result type has i1 element type and same shape as operands", "lhs", "res",
/// "::getI1SameShape($_self)">`.
const CMP_RESULT: OpConstraint = OpConstraint::TypesMatchWith {
    lhs: "lhs",
    rhs: "res",
    transform: TypeTransform {
        apply: i1_same_shape,
        matches: |ctx, lhs, res| is_i1_same_shape(ctx, lhs, res),
    },
    summary: "result type has i1 element type and same shape as operands",
};

/// `i1`, or a vector of `i1` with the length and scalability of `t`.
fn i1_same_shape(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.i1();
    match lt::vector_num_elements(ctx, t).filter(|_| lt::is_compatible_vector_type(ctx, t)) {
        Some((n, scalable)) => lt::vector_type(ctx, i1, n, scalable),
        None => i1,
    }
}

fn is_i1_same_shape(ctx: &Context, t: Type, r: Type) -> bool {
    let is_i1 = |t: Type| crate::ods::constraint::is_i1(ctx, t);
    if !lt::is_compatible_vector_type(ctx, t) {
        return is_i1(r);
    }
    lt::is_compatible_vector_type(ctx, r)
        && lt::vector_element_type(ctx, r).is_some_and(is_i1)
        && lt::vector_num_elements(ctx, r) == lt::vector_num_elements(ctx, t)
}

crate::ops! {
    /// `llvm.fneg`.
    pub struct FNegOp = "llvm.fneg" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [operand: FLOAT_LIKE],
        results: [res: FLOAT_LIKE],
        attrs: [fastmath_flags "fastmathFlags": FASTMATH = FASTMATH_NONE],
        format: UNARY,
        def: { directives: &[LLVM_OP_ATTRS] },
    }

    /// `llvm.icmp "pred" %a, %b : T` (parsed in C++ upstream).
    pub struct ICmpOp = "llvm.icmp" {
        traits: [PURE, SAME_TYPE_OPERANDS],
        operands: [lhs: INT_OR_PTR_LIKE, rhs: INT_OR_PTR_LIKE],
        results: [res: BOOL_LIKE],
        attrs: [predicate "predicate": ICMP_PREDICATE],
        custom: (parse_icmp, print_cmp),
        def: { constraints: &[CMP_RESULT], fold: Some(super::fold::icmp) },
    }

    /// `llvm.fcmp "pred" %a, %b : T` (parsed in C++ upstream).
    pub struct FCmpOp = "llvm.fcmp" {
        traits: [PURE, SAME_TYPE_OPERANDS],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        results: [res: BOOL_LIKE],
        attrs: [
            predicate "predicate": FCMP_PREDICATE,
            fastmath_flags "fastmathFlags": FASTMATH = FASTMATH_NONE,
        ],
        custom: (parse_fcmp, print_cmp),
        def: { constraints: &[CMP_RESULT] },
    }

    /// `llvm.select %c, %t, %f : i1, T`.
    pub struct SelectOp = "llvm.select" {
        traits: [PURE],
        operands: [condition: BOOL_LIKE, true_value "trueValue": LLVM_TYPE, false_value "falseValue": LLVM_TYPE],
        results: [res: LLVM_TYPE],
        attrs: [fastmath_flags "fastmathFlags": FASTMATH = FASTMATH_NONE],
        format: "operands attr-dict `:` type($condition) `,` type($res)",
        def: { constraints: &[OpConstraint::AllTypesMatch(&["trueValue", "falseValue", "res"])] },
    }

    /// `llvm.freeze %v : T`.
    pub struct FreezeOp = "llvm.freeze" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [val: LLVM_TYPE],
        results: [res: LLVM_TYPE],
        format: "$val attr-dict `:` type($val)",
    }
}

// ---- icmp / fcmp: `parseCmpOp` ---------------------------------------------------------------------------

fn parse_icmp(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    parse_cmp(p, st, &le::ICMP_PREDICATE)
}

fn parse_fcmp(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    parse_cmp(p, st, &le::FCMP_PREDICATE)
}

/// `"pred" %a, %b attr-dict : T`; the result is `i1` or a vector of `i1` of `T`'s length.
fn parse_cmp(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    preds: &'static crate::ir::enums::EnumDef,
) -> DResult<()> {
    let pred_off = p.offset();
    let pred = p.parse_attribute(None)?;
    let Some(text) = p
        .ctx_ref()
        .as_str_attr(pred)
        .map(|s| String::from_utf8_lossy(s).to_string())
    else {
        return Err(p.error_at(pred_off, "invalid kind of attribute specified".into()));
    };
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    let before = st.attrs.len();
    p.parse_optional_attr_dict(st)?;
    if st
        .attrs
        .iter()
        .any(|(n, _)| p.ctx_ref().str(*n) == "predicate")
    {
        return Err(err_at_name(
            p,
            st,
            "attribute 'predicate' occurs more than once in the attribute list",
        ));
    }
    // A `fastmathFlags` that does not convert to the property is dropped when the op is built.
    let fastmath = p.sym("fastmathFlags");
    let has_fastmath = st.def.is_some_and(|d| d.attr("fastmathFlags").is_some());
    let ctx = p.ctx_ref();
    let mut i = before;
    while i < st.attrs.len() {
        let (k, v) = st.attrs[i];
        if has_fastmath && k == fastmath && !FASTMATH.storage_accepts(ctx, v) {
            st.attrs.remove(i);
        } else {
            i += 1;
        }
    }
    p.parse_punct(Punct::Colon)?;
    let ty_off = p.offset();
    let ty = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&lhs, ty)?, p.resolve_operand(&rhs, ty)?];
    let Some(v) = preds.symbolize(&text) else {
        return Err(p.error_at(
            pred_off,
            format!("'{text}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let a = p.ctx().i64_attr(v as i64);
    set_prop(p, st, "predicate", a);
    if !lt::is_compatible_type(p.ctx_ref(), ty) {
        return Err(p.error_at(ty_off, "expected LLVM dialect-compatible type".into()));
    }
    st.result_types = vec![i1_same_shape(p.ctx(), ty)];
    Ok(())
}

fn print_cmp(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let preds = if ICmpOp::is(ctx, op) {
        &le::ICMP_PREDICATE
    } else {
        &le::FCMP_PREDICATE
    };
    let text = crate::ods::prop(ctx, op, "predicate")
        .and_then(|a| int_enum_value(ctx, a, preds))
        .and_then(|v| preds.keyword(v))
        .unwrap_or("<<invalid>>");
    let ty = operand_type(ctx, op, 0);
    let mut elided = vec!["predicate"];
    if ctx
        .get_attr(op, "fastmathFlags")
        .is_some_and(|a| crate::ods::enums::enum_value(ctx, a, &le::FASTMATH) == Some(0))
    {
        elided.push("fastmathFlags");
    }
    p.write(" \"");
    p.write(text);
    p.write("\" ");
    let ops = operands(p, op);
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &elided);
    p.write(" : ");
    print_opt_type(p, ty);
}

/// Every arithmetic op.
pub static OPS: &[&crate::ods::OpDef] = &[
    AddOp::def(),
    SubOp::def(),
    MulOp::def(),
    ShlOp::def(),
    UDivOp::def(),
    SDivOp::def(),
    URemOp::def(),
    SRemOp::def(),
    AndOp::def(),
    OrOp::def(),
    XOrOp::def(),
    LShrOp::def(),
    AShrOp::def(),
    FAddOp::def(),
    FSubOp::def(),
    FMulOp::def(),
    FDivOp::def(),
    FRemOp::def(),
    FNegOp::def(),
    ICmpOp::def(),
    FCmpOp::def(),
    SelectOp::def(),
    FreezeOp::def(),
];
