//! `arith.constant attr-dict VALUE`: the result type is the value's type. Results are named `%c42_i32`,
//! `%c0` (index), `%true`/`%false` (i1) and `%cst` (floats, elements).

use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, OpId, TypeKind};
use crate::verify::op_err;
use num_bigint::BigInt;

pub(crate) fn signed_value(value: &BigInt, width: u32) -> BigInt {
    if width == 0 {
        return BigInt::from(0);
    }
    let modulus = BigInt::from(1) << width;
    let mut v = value % &modulus;
    if v.sign() == num_bigint::Sign::Minus {
        v += &modulus;
    }
    if v >= (BigInt::from(1) << (width - 1)) {
        v -= modulus;
    }
    v
}

pub(crate) fn result_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    let (Some(v), Some(&r)) = (ctx.get_attr(op, "value"), ctx.ops[op].results.first()) else {
        return;
    };
    let ty = ctx.value_type(r);
    let name = match ctx.attr_kind(v) {
        AttrKind::Integer { value, ty: vty } => {
            let int_width = ctx
                .int_width(ty)
                .filter(|_| matches!(ctx.kind(ty), TypeKind::Integer { .. }));
            if int_width == Some(1) {
                (if value.sign() == num_bigint::Sign::NoSign {
                    "false"
                } else {
                    "true"
                })
                .to_string()
            } else {
                let width = ctx.int_width(*vty).unwrap_or(64);
                let mut n = format!("c{}", signed_value(value, width));
                if int_width.is_some() {
                    n.push('_');
                    n.push_str(&crate::print::type_to_string(ctx, ty));
                }
                n
            }
        }
        _ => "cst".to_string(),
    };
    out.push((0, name));
}

/// A dense elements attribute whose elements are all equal (MLIR's `SplatElementsAttr`).
fn is_splat(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { splat: true, .. }
        | AttrKind::DenseStrings { splat: true, .. } => true,
        AttrKind::DenseElements { ty, data, .. } => {
            let n: i64 = ctx.shape(*ty).map(|s| s.iter().product()).unwrap_or(1);
            let n = usize::try_from(n).unwrap_or(0);
            if n == 0 || data.len() % n != 0 {
                return false;
            }
            let size = data.len() / n;
            size == 0 || data.chunks(size).all(|c| c == &data[..size])
        }
        AttrKind::DenseStrings { values, .. } => values.iter().all(|v| *v == values[0]),
        _ => false,
    }
}

pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(value) = ctx.get_attr(op, "value") else {
        return Ok(());
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    if matches!(ctx.kind(ty), TypeKind::Integer { .. }) && !ctx.is_signless_int(ty) {
        return Err(op_err(ctx, op, "integer return type must be signless"));
    }
    if !matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::DenseResource { .. }
    ) {
        return Err(op_err(
            ctx,
            op,
            "value must be an integer, float, or elements attribute",
        ));
    }
    let scalable =
        matches!(ctx.kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|s| *s));
    if scalable && !is_splat(ctx, value) {
        return Err(op_err(
            ctx,
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// `MulIOp::getAsmResultNames`: an index product of a constant and `vector.vscale` is named
/// `%c<constant>_vscale`.
pub(crate) fn vscale_product_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    let Some(&r) = ctx.ops[op].results.first() else {
        return;
    };
    if !ctx.is_index(ctx.value_type(r)) || ctx.ops[op].operands.len() != 2 {
        return;
    }
    let is_vscale = |v| {
        ctx.defining_op(v)
            .is_some_and(|d| ctx.op_name(d) == crate::dialect::vector::VectorScaleOp::NAME)
    };
    let constant = |v| {
        let a = crate::transforms::fold::constant_value(ctx, v)?;
        match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.clone()),
            _ => None,
        }
    };
    let (a, b) = (ctx.ops[op].operands[0], ctx.ops[op].operands[1]);
    let base = match (constant(a), constant(b)) {
        (Some(c), _) if is_vscale(b) => c,
        (_, Some(c)) if is_vscale(a) => c,
        _ => return,
    };
    out.push((0, format!("c{base}_vscale")));
}
