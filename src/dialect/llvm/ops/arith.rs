//! Arithmetic of the `llvm` dialect: the integer binary ops (`add` ... `ashr`, with `overflow<nsw, nuw>` on
//! `add sub mul shl`), the float binary ops and `fneg` (fastmath flags in the attr-dict), `icmp` / `fcmp`
//! (predicate written as a string, stored as `N : i64`), `select` and `freeze`.
//!
//! MLIR 19 has no `exact` / `disjoint` / `nneg` flags on these ops: such names are plain discardable
//! attributes.

use super::core_ods::{
    self as ods, absorb_inherent, custom_err, custom_err_at_name, prop, set_prop, AttrSpec, LTy,
    Sig, FASTMATH, OVERFLOW,
};
use crate::diag::DResult;
use crate::dialect::enums;
use crate::dialect::llvm::attrs::enums::{KwEnum, FCMP_PREDICATE, ICMP_PREDICATE};
use crate::dialect::llvm::types as lt;
use crate::dialect::{traits, DefaultFn, OpDef};
use crate::ir::types::Signedness;
use crate::ir::{AttrKind, Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

/// The syntax family of an arithmetic op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `%a, %b overflow<..>? attr-dict : T`.
    IntOverflow,
    /// `%a, %b custom<LLVMOpAttrs>(attr-dict) : T`.
    Int,
    /// `%a, %b custom<LLVMOpAttrs>(attr-dict) : T`, with `fastmathFlags`.
    Float,
    /// `%a custom<LLVMOpAttrs>(attr-dict) : T`.
    FNeg,
    /// `"pred" %a, %b attr-dict : T`.
    ICmp,
    FCmp,
    /// `%c, %t, %f attr-dict : Tc, T`.
    Select,
    /// `%v attr-dict : T`.
    Freeze,
}

struct Spec {
    name: &'static str,
    kind: Kind,
}

macro_rules! arith_ops {
    ($($name:literal => $kind:ident;)*) => {
        const SPECS: &[Spec] = &[$(Spec { name: $name, kind: Kind::$kind },)*];
        pub static OPS: &[OpDef] = &[$(
            OpDef {
                inherent: inherent(Kind::$kind),
                default_props: defaults(Kind::$kind),
                parse: Some(parse),
                print: Some(print),
                verify: Some(verify),
                ..OpDef::new($name, traits::PURE)
            },
        )*];
    };
}

arith_ops! {
    "llvm.add" => IntOverflow;
    "llvm.sub" => IntOverflow;
    "llvm.mul" => IntOverflow;
    "llvm.shl" => IntOverflow;
    "llvm.udiv" => Int;
    "llvm.sdiv" => Int;
    "llvm.urem" => Int;
    "llvm.srem" => Int;
    "llvm.and" => Int;
    "llvm.or" => Int;
    "llvm.xor" => Int;
    "llvm.lshr" => Int;
    "llvm.ashr" => Int;
    "llvm.fadd" => Float;
    "llvm.fsub" => Float;
    "llvm.fmul" => Float;
    "llvm.fdiv" => Float;
    "llvm.frem" => Float;
    "llvm.fneg" => FNeg;
    "llvm.icmp" => ICmp;
    "llvm.fcmp" => FCmp;
    "llvm.select" => Select;
    "llvm.freeze" => Freeze;
}

const fn inherent(k: Kind) -> &'static [&'static str] {
    match k {
        Kind::IntOverflow => &["overflowFlags"],
        Kind::Float | Kind::FNeg | Kind::Select => &["fastmathFlags"],
        Kind::ICmp => &["predicate"],
        Kind::FCmp => &["fastmathFlags", "predicate"],
        Kind::Int | Kind::Freeze => &[],
    }
}

const FASTMATH_DEFAULT: &[(&str, DefaultFn)] = &[("fastmathFlags", ods::default_fastmath)];
const OVERFLOW_DEFAULT: &[(&str, DefaultFn)] = &[("overflowFlags", ods::default_overflow)];

const fn defaults(k: Kind) -> &'static [(&'static str, DefaultFn)] {
    match k {
        Kind::IntOverflow => OVERFLOW_DEFAULT,
        Kind::Float | Kind::FNeg | Kind::FCmp | Kind::Select => FASTMATH_DEFAULT,
        Kind::Int | Kind::ICmp | Kind::Freeze => &[],
    }
}

fn kind(name: &str) -> Option<Kind> {
    SPECS.iter().find(|s| s.name == name).map(|s| s.kind)
}

fn predicates(k: Kind) -> &'static KwEnum {
    if k == Kind::ICmp {
        &ICMP_PREDICATE
    } else {
        &FCMP_PREDICATE
    }
}

// ---- parsing -----------------------------------------------------------------------------------------------

fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let Some(k) = kind(p.ctx.str(st.name)) else {
        return Err(p.err_here("unknown llvm arithmetic op"));
    };
    match k {
        Kind::ICmp | Kind::FCmp => return parse_cmp(p, st, k),
        Kind::Select => return parse_select(p, st),
        _ => {}
    }
    let arity = if matches!(k, Kind::FNeg | Kind::Freeze) {
        1
    } else {
        2
    };
    let mut operands = vec![p.parse_operand()?];
    for _ in 1..arity {
        p.expect(T::Comma, "','")?;
        operands.push(p.parse_operand()?);
    }
    match k {
        Kind::IntOverflow => parse_overflow_flags(p, st)?,
        Kind::Float | Kind::FNeg => ods::set_default_fastmath(p, st),
        _ => {}
    }
    p.parse_optional_attr_dict_into(st)?;
    if k != Kind::IntOverflow {
        absorb_inherent(p, st);
        ods::drop_unconvertible(p, st, &[FASTMATH]);
    }
    p.expect(T::Colon, "':'")?;
    let ty = p.parse_type()?;
    st.operands = p.resolve_operands_same(&operands, ty)?;
    st.result_types = vec![ty];
    Ok(())
}

/// `custom<OverflowFlags>`: `overflow<nsw, nuw>` or nothing (`none`).
fn parse_overflow_flags(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let Some(def) = enums::lookup("llvm.overflow") else {
        return Ok(());
    };
    let mut value = 0;
    if p.consume_keyword("overflow") {
        p.expect(T::Less, "'<'")?;
        loop {
            let off = p.tok_start();
            let Some(kw) = p.parse_optional_keyword() else {
                return Err(custom_err(p, st, off, "expected valid keyword"));
            };
            match def.0.symbolize(&kw) {
                Some(v) => value |= v,
                None => {
                    return Err(custom_err(
                        p,
                        st,
                        off,
                        "invalid overflow flag: expected nsw, nuw, or none",
                    ))
                }
            }
            if !p.consume_if(T::Comma) {
                break;
            }
        }
        p.expect(T::Greater, "'>'")?;
    }
    let a = p.ctx.attr(AttrKind::Enum { def, value });
    set_prop(p, st, "overflowFlags", a);
    Ok(())
}

/// `parseCmpOp`: `"pred" %a, %b attr-dict : T`; the result is `i1` or a vector of `i1` of `T`'s length.
fn parse_cmp(p: &mut Parser, st: &mut OpState, k: Kind) -> DResult<()> {
    let pred_off = p.tok_start();
    let pred = p.parse_attr(None)?;
    let Some(text) = p
        .ctx
        .as_str_attr(pred)
        .map(|s| String::from_utf8_lossy(s).to_string())
    else {
        return Err(custom_err(
            p,
            st,
            pred_off,
            "invalid kind of attribute specified",
        ));
    };
    let lhs = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let rhs = p.parse_operand()?;
    if k == Kind::FCmp {
        ods::set_default_fastmath(p, st);
    }
    p.parse_optional_attr_dict_into(st)?;
    if st.attrs.iter().any(|(n, _)| p.ctx.str(*n) == "predicate") {
        return Err(custom_err_at_name(
            p,
            st,
            "attribute 'predicate' occurs more than once in the attribute list",
        ));
    }
    absorb_inherent(p, st);
    if k == Kind::FCmp {
        ods::drop_unconvertible(p, st, &[FASTMATH]);
    }
    p.expect(T::Colon, "':'")?;
    let ty_off = p.tok_start();
    let ty = p.parse_type()?;
    st.operands = p.resolve_operands_same(&[lhs, rhs], ty)?;
    let Some(v) = predicates(k).value(&text) else {
        return Err(custom_err(
            p,
            st,
            pred_off,
            format!("'{text}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let a = ods::i64_attr(p, v);
    set_prop(p, st, "predicate", a);
    if !lt::is_compatible_type(p.ctx, ty) {
        return Err(custom_err(
            p,
            st,
            ty_off,
            "expected LLVM dialect-compatible type",
        ));
    }
    let i1 = p.ctx.i1();
    let res = match lt::vector_num_elements(p.ctx, ty)
        .filter(|_| lt::is_compatible_vector_type(p.ctx, ty))
    {
        Some((n, scalable)) => lt::vector_type(p.ctx, i1, n, scalable),
        None => i1,
    };
    st.result_types = vec![res];
    Ok(())
}

/// `%c, %t, %f attr-dict : Tc, T`.
fn parse_select(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    // `operands attr-dict : type($condition), type($res)`: any number of operands parse; the count is
    // checked when they are resolved.
    let off = p.tok_start();
    let operands = p.parse_operand_list()?;
    ods::parse_checked_attr_dict(p, st, &[FASTMATH])?;
    p.expect(T::Colon, "':'")?;
    let cty = p.parse_type()?;
    p.expect(T::Comma, "','")?;
    let ty = p.parse_type()?;
    if operands.len() != 3 {
        let msg = format!("{} operands present, but expected 3", operands.len());
        return Err(custom_err(p, st, off, msg));
    }
    st.operands = p.resolve_operands(&operands, &[cty, ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

// ---- printing ----------------------------------------------------------------------------------------------

fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let Some(k) = kind(ctx.op_name(op)) else {
        return;
    };
    let operands = ctx.ops[op].operands.clone();
    match k {
        Kind::ICmp | Kind::FCmp => {
            let text = ods::kw_text(ctx, op, "predicate", predicates(k));
            pr.w(&format!(" \"{text}\" "));
            pr.print_operands(&operands);
            ods::print_llvm_op_attrs(pr, op, &["predicate"]);
            pr.w(" : ");
            ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
        }
        Kind::Select => {
            pr.w(" ");
            pr.print_operands(&operands);
            ods::print_llvm_op_attrs(pr, op, &[]);
            pr.w(" : ");
            ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
            pr.w(", ");
            ods::print_opt_type(pr, ods::result_type(ctx, op));
        }
        Kind::IntOverflow => {
            pr.w(" ");
            pr.print_operands(&operands);
            let flags = prop(ctx, op, "overflowFlags")
                .and_then(|a| ods::enum_value(ctx, a, "llvm.overflow"));
            if let (Some(v), Some(def)) =
                (flags.filter(|v| *v != 0), enums::lookup("llvm.overflow"))
            {
                pr.w(" overflow<");
                pr.print_enum_value(def, v);
                pr.w(">");
            }
            pr.print_op_attr_dict(op, &["overflowFlags"]);
            pr.w(" : ");
            ods::print_opt_type(pr, ods::result_type(ctx, op));
        }
        Kind::Freeze => {
            pr.w(" ");
            pr.print_operands(&operands);
            pr.print_op_attr_dict(op, &[]);
            pr.w(" : ");
            ods::print_opt_type(pr, ods::result_type(ctx, op));
        }
        Kind::Int | Kind::Float | Kind::FNeg => {
            // `$lhs, $rhs custom<LLVMOpAttrs>(attr-dict)`: the directive is preceded by a space, hence the
            // double space upstream prints when the dictionary is empty.
            pr.w(" ");
            pr.print_operands(&operands);
            pr.w(" ");
            ods::print_llvm_op_attrs(pr, op, &[]);
            pr.w(" : ");
            ods::print_opt_type(pr, ods::result_type(ctx, op));
        }
    }
}

// ---- verification ------------------------------------------------------------------------------------------

const ICMP_ATTRS: &[AttrSpec] = &[ods::req(
    "predicate",
    ods::ACon::KwEnum(&ICMP_PREDICATE),
    "",
)];
const FCMP_ATTRS: &[AttrSpec] = &[
    ods::req("predicate", ods::ACon::KwEnum(&FCMP_PREDICATE), ""),
    FASTMATH,
];

fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(k) = kind(ctx.op_name(op)) else {
        return Ok(());
    };
    let same = |c: LTy, n: usize| vec![c; n];
    match k {
        Kind::IntOverflow | Kind::Int => {
            let attrs: &[AttrSpec] = if k == Kind::IntOverflow {
                &[OVERFLOW]
            } else {
                &[]
            };
            Sig {
                operands: &same(LTy::IntLike, 2),
                variadic: None,
                results: &[LTy::IntLike],
                attrs,
            }
            .check(ctx, op)?;
            ods::check_same_operands_and_result_type(ctx, op)
        }
        Kind::Float | Kind::FNeg => {
            let n = if k == Kind::FNeg { 1 } else { 2 };
            Sig {
                operands: &same(LTy::FloatLike, n),
                variadic: None,
                results: &[LTy::FloatLike],
                attrs: &[FASTMATH],
            }
            .check(ctx, op)?;
            ods::check_same_operands_and_result_type(ctx, op)
        }
        Kind::ICmp | Kind::FCmp => {
            let (c, attrs) = if k == Kind::ICmp {
                (LTy::IntOrPtrLike, ICMP_ATTRS)
            } else {
                (LTy::FloatLike, FCMP_ATTRS)
            };
            Sig {
                operands: &[c, c],
                variadic: None,
                results: &[LTy::BoolLike],
                attrs,
            }
            .check(ctx, op)?;
            ods::check_same_type_operands(ctx, op)?;
            ods::check_pred(
                ctx,
                op,
                cmp_result_ok(ctx, op),
                "result type has i1 element type and same shape as operands",
            )
        }
        Kind::Select => {
            let operands = [LTy::BoolLike, LTy::Compatible, LTy::Compatible];
            Sig {
                operands: &operands,
                variadic: None,
                results: &[LTy::Compatible],
                attrs: &[FASTMATH],
            }
            .check(ctx, op)?;
            let tys = [
                ods::operand_type(ctx, op, 1),
                ods::operand_type(ctx, op, 2),
                ods::result_type(ctx, op),
            ];
            let ok = tys.iter().all(|t| *t == tys[0]);
            ods::check_pred(
                ctx,
                op,
                ok,
                "all of {trueValue, falseValue, res} have same type",
            )
        }
        Kind::Freeze => {
            Sig {
                operands: &[LTy::Compatible],
                variadic: None,
                results: &[LTy::Compatible],
                attrs: &[],
            }
            .check(ctx, op)?;
            ods::check_same_operands_and_result_type(ctx, op)
        }
    }
}

/// `TypesMatchWith`: the result is `i1`, or a vector of `i1` with the operands' length and scalability.
fn cmp_result_ok(ctx: &Context, op: OpId) -> bool {
    let (Some(t), Some(r)) = (ods::operand_type(ctx, op, 0), ods::result_type(ctx, op)) else {
        return false;
    };
    let is_i1 = |t: Type| {
        matches!(
            ctx.kind(t),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    if !lt::is_compatible_vector_type(ctx, t) {
        return is_i1(r);
    }
    lt::is_compatible_vector_type(ctx, r)
        && lt::vector_element_type(ctx, r).is_some_and(is_i1)
        && lt::vector_num_elements(ctx, r) == lt::vector_num_elements(ctx, t)
}
