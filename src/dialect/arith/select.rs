//! `arith.select`: upstream parses it in C++ (`%c, %a, %b attr-dict : [Tc,] T`, the condition type
//! written only when it is not `i1`).

use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState, Type, TypeKind};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::print::type_to_string;
use crate::verify::op_err;

pub(crate) fn parse(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let off = p.offset();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(p.error_at(off, "expected 3 operands".into()));
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let mut result = p.parse_type()?;
    let cond = if p.parse_optional_punct(Punct::Comma) {
        let c = result;
        result = p.parse_type()?;
        c
    } else {
        p.ctx().i1()
    };
    st.operands = p.resolve_operands(&operands, &[cond, result, result], off)?;
    st.result_types = vec![result];
    Ok(())
}

pub(crate) fn print(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.to_vec();
    let cond = operands.first().map(|v| ctx.value_type(*v));
    let result = ctx.ops[op].results.first().map(|v| ctx.value_type(*v));
    let shaped_cond = cond.filter(|t| ctx.kind(*t).is_shaped());
    p.write(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(c) = shaped_cond {
        p.print_type(c);
        p.write(", ");
    }
    if let Some(r) = result {
        p.print_type(r);
    }
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
pub(crate) fn condition_matches(ctx: &Context, op: OpId) -> bool {
    let d = &ctx.ops[op];
    let (Some(&c), Some(&r)) = (d.operands.first(), d.results.first()) else {
        return true;
    };
    let (cond, res) = (ctx.value_type(c), ctx.value_type(r));
    let scalar_i1 =
        matches!(ctx.kind(cond), TypeKind::Integer { width: 1, .. }) && ctx.is_signless_int(cond);
    let same_shape = ctx.kind(cond).is_shaped()
        && ctx.kind(res).is_shaped()
        && ctx.shape(cond) == ctx.shape(res);
    scalar_i1 || same_shape
}

/// `SelectOp::verify`: a condition other than `i1` must be the result's vector or tensor type with `i1`
/// elements (the same shape, scalable dimensions and encoding).
pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let d = &ctx.ops[op];
    let (Some(&c), Some(&r)) = (d.operands.first(), d.results.first()) else {
        return Ok(());
    };
    let (cond, res) = (ctx.value_type(c), ctx.value_type(r));
    let is_i1 = |t: Type| {
        matches!(ctx.kind(t), TypeKind::Integer { width: 1, .. }) && ctx.is_signless_int(t)
    };
    if is_i1(cond) {
        return Ok(());
    }
    let same = match (ctx.kind(res), ctx.kind(cond)) {
        (
            TypeKind::Vector {
                shape, scalable, ..
            },
            TypeKind::Vector {
                shape: cs,
                scalable: cscal,
                elem,
            },
        ) => shape == cs && scalable == cscal && is_i1(*elem),
        (
            TypeKind::RankedTensor {
                shape, encoding, ..
            },
            TypeKind::RankedTensor {
                shape: cs,
                encoding: cenc,
                elem,
            },
        ) => shape == cs && encoding == cenc && is_i1(*elem),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { elem }) => is_i1(*elem),
        (
            TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. },
            _,
        ) => false,
        _ => {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected condition to be a signless i1, but got '{}'",
                    type_to_string(ctx, cond)
                ),
            ))
        }
    };
    if same {
        return Ok(());
    }
    Err(op_err(
        ctx,
        op,
        format!(
            "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
            i1_same_shape_text(ctx, res),
            type_to_string(ctx, cond)
        ),
    ))
}

/// `getI1SameShape(t)` as text, for a vector or tensor `t` (the type itself may not exist yet).
fn i1_same_shape_text(ctx: &Context, t: Type) -> String {
    let dim = |d: i64| {
        if d == crate::ir::DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    match ctx.kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => {
            let mut s = String::from("vector<");
            for (i, d) in shape.iter().enumerate() {
                if scalable.get(i).copied().unwrap_or(false) {
                    s.push_str(&format!("[{d}]x"));
                } else {
                    s.push_str(&format!("{d}x"));
                }
            }
            s + "i1>"
        }
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => {
            let mut s = String::from("tensor<");
            for d in shape {
                s.push_str(&dim(*d));
                s.push('x');
            }
            s.push_str("i1");
            if let Some(e) = encoding {
                s.push_str(", ");
                s.push_str(&crate::print::attr_to_string(ctx, *e));
            }
            s + ">"
        }
        TypeKind::UnrankedTensor { .. } => "tensor<*xi1>".to_string(),
        _ => "i1".to_string(),
    }
}
