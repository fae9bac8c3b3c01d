//! `affine.apply` / `affine.min` / `affine.max`: `MAP (dims) [syms]? attr-dict`, every operand and
//! the result of type `index`.

use crate::diag::DResult;
use crate::dialect::syntax::{absorb_inherent, custom_err_at_name, parse_attr_of_kind, set_prop};
use crate::ir::attrs::AffineMap;
use crate::ir::{AttrKind, Context, OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

/// The `map` property, if it is an affine map.
pub fn map_of(ctx: &Context, op: OpId) -> Option<&AffineMap> {
    match ctx.get_attr(op, "map").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => Some(m),
        _ => None,
    }
}

pub(crate) fn parse_map_op(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let map = parse_attr_of_kind(p, st, false, |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
    })?;
    set_prop(p, st, "map", map);
    let mut operands = p.parse_operand_list_parens()?;
    let num_dims = operands.len();
    if p.at(T::LSquare) {
        p.bump();
        operands.extend(p.parse_operand_list()?);
        p.expect(T::RSquare, "']' to end operand list")?;
    }
    p.parse_optional_attr_dict_into(st)?;
    let (map_dims, map_syms, results) = match p.ctx.attr_kind(map) {
        AttrKind::AffineMap(m) => (m.num_dims as usize, m.num_symbols as usize, m.results.len()),
        _ => unreachable!("checked above"),
    };
    let is_apply = p.ctx.str(st.name) == "affine.apply";
    if is_apply && (map_dims != num_dims || map_dims + map_syms != operands.len()) {
        return Err(custom_err_at_name(
            p,
            st,
            "dimension or symbol index mismatch",
        ));
    }
    absorb_inherent(p, st);
    let index = p.ctx.index();
    st.operands = p.resolve_operands_same(&operands, index)?;
    st.result_types = vec![index; if is_apply { results } else { 1 }];
    Ok(())
}

pub(crate) fn print_map_op(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let Some(map_attr) = ctx.get_attr(op, "map") else {
        return;
    };
    let num_dims = map_of(ctx, op).map_or(0, |m| m.num_dims as usize);
    let operands = &ctx.ops[op].operands;
    let num_dims = num_dims.min(operands.len());
    pr.w(" ");
    pr.print_attr(map_attr);
    pr.w("(");
    pr.print_operands(&operands[..num_dims]);
    pr.w(")");
    if operands.len() > num_dims {
        pr.w("[");
        pr.print_operands(&operands[num_dims..]);
        pr.w("]");
    }
    pr.print_op_attr_dict(op, &["map"]);
}

/// ODS: the `map` attribute, `index` operands and result.
fn verify_common(ctx: &Context, op: OpId, variadic_results: bool) -> DResult<&AffineMap> {
    let Some(attr) = ctx.get_attr(op, "map") else {
        return Err(op_err(ctx, op, "requires attribute 'map'"));
    };
    let AttrKind::AffineMap(map) = ctx.attr_kind(attr) else {
        return Err(crate::verify::invalid_properties(
            ctx,
            op,
            &format!(
                "Invalid attribute `map` in property conversion: {}",
                crate::print::attr_to_string(ctx, attr)
            ),
        ));
    };
    for (i, v) in ctx.ops[op].operands.iter().enumerate() {
        let t = ctx.value_type(*v);
        if !ctx.is_index(t) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "operand #{i} must be variadic of index, but got '{}'",
                    crate::print::type_to_string(ctx, t)
                ),
            ));
        }
    }
    let results = &ctx.ops[op].results;
    if !variadic_results && results.len() != 1 {
        return Err(op_err(
            ctx,
            op,
            format!("requires one result, but found {}", results.len()),
        ));
    }
    for (i, r) in results.iter().enumerate() {
        let t = ctx.value_type(*r);
        if !ctx.is_index(t) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "result #{i} must be index, but got '{}'",
                    crate::print::type_to_string(ctx, t)
                ),
            ));
        }
    }
    if ctx.ops[op].operands.len() != (map.num_dims + map.num_symbols) as usize {
        return Err(op_err(
            ctx,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    Ok(map)
}

pub(crate) fn verify_apply(ctx: &Context, op: OpId) -> DResult<()> {
    let map = verify_common(ctx, op, false)?;
    if map.results.len() != 1 {
        return Err(op_err(ctx, op, "mapping must produce one value"));
    }
    Ok(())
}

pub(crate) fn verify_min_max(ctx: &Context, op: OpId) -> DResult<()> {
    verify_common(ctx, op, false).map(|_| ())
}
