//! The arithmetic families of the `complex` dialect, one table row per op:
//! binary (`%a, %b (fastmath<..>)? : complex<T>`), unary (`%a (fastmath<..>)? : complex<T>`), parts
//! (`abs`, `angle`, `re`, `im`: complex to its element type) and comparisons (`eq`, `neq`: to `i1`).

use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::dialect::arith::syntax::FASTMATH;
use crate::dialect::builtin::ods::{self, Shape};
use crate::ir::{Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::{type_to_string, Printer};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// `ComplexArithmeticOp`: two complex operands, same-typed result, fastmath.
    Binary,
    /// `ComplexUnaryOp`: one complex operand, same-typed result, fastmath.
    Unary,
    /// A float part of a complex number (result is the element type), fastmath.
    Part,
    /// `eq` / `neq`: two complex operands of one type, `i1` result, no fastmath.
    Compare,
}

pub struct Spec {
    pub name: &'static str,
    pub kind: Kind,
}

const fn spec(name: &'static str, kind: Kind) -> Spec {
    Spec { name, kind }
}

pub const SPECS: &[Spec] = &[
    spec("complex.abs", Kind::Part),
    spec("complex.add", Kind::Binary),
    spec("complex.angle", Kind::Part),
    spec("complex.atan2", Kind::Binary),
    spec("complex.conj", Kind::Unary),
    spec("complex.cos", Kind::Unary),
    spec("complex.div", Kind::Binary),
    spec("complex.eq", Kind::Compare),
    spec("complex.exp", Kind::Unary),
    spec("complex.expm1", Kind::Unary),
    spec("complex.im", Kind::Part),
    spec("complex.log", Kind::Unary),
    spec("complex.log1p", Kind::Unary),
    spec("complex.mul", Kind::Binary),
    spec("complex.neg", Kind::Unary),
    spec("complex.neq", Kind::Compare),
    spec("complex.pow", Kind::Binary),
    spec("complex.re", Kind::Part),
    spec("complex.rsqrt", Kind::Unary),
    spec("complex.sign", Kind::Unary),
    spec("complex.sin", Kind::Unary),
    spec("complex.sqrt", Kind::Unary),
    spec("complex.sub", Kind::Binary),
    spec("complex.tan", Kind::Unary),
    spec("complex.tanh", Kind::Unary),
];

pub fn spec_of(name: &str) -> Option<&'static Spec> {
    SPECS.iter().find(|s| s.name == name)
}

fn kind_of(ctx: &Context, op: OpId) -> Option<Kind> {
    spec_of(ctx.op_name(op)).map(|s| s.kind)
}

/// A type written after `:` that must be a `ComplexType`; returns it and its element type.
pub fn parse_complex_type(p: &mut Parser, st: &OpState) -> DResult<(Type, Type)> {
    let off = p.tok_start();
    let t = p.parse_type()?;
    match p.ctx.kind(t) {
        TypeKind::Complex(e) => Ok((t, *e)),
        _ => Err(ods::custom_err(
            p,
            st,
            off,
            "invalid kind of type specified",
        )),
    }
}

/// Building a type inferred from the written complex type checks its constraint during parsing; upstream
/// reports it at the op with the `complex` operand's name.
pub fn not_complex_float_err(p: &Parser, st: &OpState, ty: Type) -> Diagnostic {
    let msg = format!(
        "custom op '{}' 'complex' must be complex type with floating-point elements, but got '{}'",
        p.ctx.str(st.name),
        type_to_string(p.ctx, ty)
    );
    Diagnostic::error(diag_loc(p.ctx, st.loc), msg)
}

pub fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let Some(kind) = spec_of(p.ctx.str(st.name)).map(|s| s.kind) else {
        return Err(ods::custom_err(
            p,
            st,
            p.tok_start(),
            "is not a complex arithmetic op",
        ));
    };
    let two = matches!(kind, Kind::Binary | Kind::Compare);
    let mut operands = vec![p.parse_operand()?];
    if two {
        p.expect_wt(T::Comma, "expected ','")?;
        operands.push(p.parse_operand()?);
    }
    if kind != Kind::Compare {
        FASTMATH.parse(p, st)?;
    }
    p.parse_optional_attr_dict_into(st)?;
    ods::absorb_inherent(p, st);
    p.expect_wt(T::Colon, "expected ':'")?;
    let (ty, elem) = parse_complex_type(p, st)?;
    st.operands = p.resolve_operands_same(&operands, ty)?;
    st.result_types = vec![match kind {
        Kind::Binary | Kind::Unary => ty,
        Kind::Compare => p.ctx.i1(),
        Kind::Part => {
            if !p.ctx.is_float(elem) {
                return Err(not_complex_float_err(p, st, ty));
            }
            elem
        }
    }];
    Ok(())
}

pub fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let Some(kind) = kind_of(ctx, op) else { return };
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    let handled = kind != Kind::Compare && FASTMATH.print(pr, op);
    pr.print_op_attr_dict(op, if handled { &["fastmath"] } else { &[] });
    pr.w(" : ");
    if let Some(&v) = ctx.ops[op].operands.first() {
        pr.print_type(ctx.value_type(v));
    }
}

/// The `fastmath` property, when present, is an `#arith.fastmath` attribute.
pub fn verify_fastmath(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(a) = ctx.get_attr(op, "fastmath") else {
        return Ok(());
    };
    let ok = matches!(ctx.attr_kind(a), crate::ir::AttrKind::Enum { def, .. }
        if crate::dialect::enums::lookup("arith.fastmath") == Some(*def));
    if ok {
        Ok(())
    } else {
        Err(ods::attr_constraint_err(
            ctx,
            op,
            "fastmath",
            "Floating point fast math flags",
        ))
    }
}

fn complex_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.kind(t) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(kind) = kind_of(ctx, op) else {
        return Ok(());
    };
    let n = if matches!(kind, Kind::Binary | Kind::Compare) {
        2
    } else {
        1
    };
    ods::check_shape(ctx, op, Shape::simple(n, 1))?;
    if kind != Kind::Compare {
        verify_fastmath(ctx, op)?;
    }
    for i in 0..n {
        ods::check_operand(ctx, op, i, &ods::COMPLEX_FLOAT)?;
    }
    match kind {
        Kind::Binary | Kind::Unary => {
            ods::check_result(ctx, op, 0, &ods::COMPLEX_FLOAT)?;
            ods::same_operands_and_result_type(ctx, op)
        }
        Kind::Part => {
            ods::check_result(ctx, op, 0, &ods::ANY_FLOAT)?;
            let elem = complex_elem(ctx, ctx.value_type(ctx.operand(op, 0)));
            if elem != Some(ctx.value_type(ctx.result(op, 0))) {
                return Err(ods::pred_failed(
                    ctx,
                    op,
                    "complex element type matches result type",
                ));
            }
            Ok(())
        }
        Kind::Compare => {
            ods::check_result(ctx, op, 0, &ods::I1)?;
            ods::all_types_match(ctx, op, &ctx.operand_types(op), "lhs, rhs")
        }
    }
}
