//! `func.func`: `func.func private @name(%arg0: i32 {a.b}) -> (i32 {r.s}) attributes {...} { body }`.

use super::signature::{self, Signature};
use crate::diag::DResult;
use crate::dialect::builtin::ods::{self, Shape};
use crate::ir::{Context, OpId, OpState};
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

const VISIBILITIES: &[&str] = &["public", "private", "nested"];
/// Attributes the custom form spells elsewhere and refuses in `attributes {...}`.
const INFERRED: &[&str] = &["sym_visibility", "sym_name", "function_type"];

/// `public|private|nested` before a symbol name (`impl::parseOptionalVisibilityKeyword`).
pub fn parse_optional_visibility(p: &mut Parser, st: &mut OpState) {
    if let Some(v) = VISIBILITIES.iter().find(|v| p.is_keyword(v)) {
        p.bump();
        let a = p.ctx.string_attr(v);
        let k = p.ctx.sym("sym_visibility");
        st.props.push((k, a));
    }
}

pub fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_optional_visibility(p, st);
    let name = crate::dialect::syntax::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    let k = p.ctx.sym("sym_name");
    st.props.push((k, a));
    let sig: Signature = signature::parse_function_signature(p, st, false)?;
    let fty = p.ctx.function_type(sig.arg_types(), sig.results.clone());
    let a = p.ctx.type_attr(fty);
    let k = p.ctx.sym("function_type");
    st.props.push((k, a));
    let attr_off = p.tok_start();
    if p.consume_keyword("attributes") {
        let d = p.parse_attr_dict()?;
        if let Some(bad) = INFERRED
            .iter()
            .find(|n| d.iter().any(|(k, _)| p.ctx.str(*k) == **n))
        {
            return Err(ods::custom_err(p, st, attr_off,
                format!("'{bad}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
        st.attrs.extend(d);
    }
    signature::add_arg_and_result_attrs(p.ctx, st, &sig, "arg_attrs", "res_attrs");
    signature::check_unique_arg_names(p, &sig)?;
    let body_off = p.tok_start();
    let region = match p.parse_optional_region(&sig.region_args())? {
        Some(r) => {
            if p.ctx.entry_block(r).is_none() {
                return Err(ods::custom_err(
                    p,
                    st,
                    body_off,
                    "expected non-empty function body",
                ));
            }
            r
        }
        None => p.ctx.new_region(),
    };
    st.regions.push(region);
    ods::absorb_inherent(p, st);
    Ok(())
}

pub fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(v) = ctx
        .get_attr(op, "sym_visibility")
        .and_then(|a| ctx.as_str_attr(a))
    {
        pr.w(&String::from_utf8_lossy(v));
        pr.w(" ");
    }
    let name = ctx
        .get_attr(op, "sym_name")
        .and_then(|a| ctx.as_str_attr(a))
        .unwrap_or(b"");
    pr.w(&ods::symbol_name_text(name));
    let fty = ctx
        .get_attr(op, "function_type")
        .and_then(|a| ctx.as_type_attr(a));
    let (inputs, results) = fty
        .and_then(|t| signature::function_type_parts(ctx, t))
        .unwrap_or((&[], &[]));
    let region = ctx.ops[op].regions.first().copied();
    let entry = region.and_then(|r| ctx.entry_block(r));
    let body_args = entry.map(|b| ctx.blocks[b].args.as_slice());
    signature::print_function_signature(
        pr,
        body_args,
        inputs,
        false,
        results,
        ctx.get_attr(op, "arg_attrs"),
        ctx.get_attr(op, "res_attrs"),
    );
    pr.print_op_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let (Some(r), Some(_)) = (region, entry) {
        pr.w(" ");
        pr.print_region(r, false, true);
    }
}

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::ONE_REGION)?;
    ods::required_attr(ctx, op, "function_type")?;
    let name = ods::required_attr(ctx, op, "sym_name")?;
    if ctx.as_str_attr(name).is_none() {
        return Err(ods::attr_constraint_err(
            ctx,
            op,
            "sym_name",
            "string attribute",
        ));
    }
    let fty = ctx
        .get_attr(op, "function_type")
        .and_then(|a| ctx.as_type_attr(a));
    let Some((inputs, results)) = fty.and_then(|t| signature::function_type_parts(ctx, t)) else {
        return Err(ods::attr_constraint_err(
            ctx,
            op,
            "function_type",
            "type attribute of function type",
        ));
    };
    ods::optional_str_attr(ctx, op, "sym_visibility")?;
    for n in ["arg_attrs", "res_attrs"] {
        if ctx
            .get_attr(op, n)
            .is_some_and(|a| !signature::is_dict_array(ctx, a))
        {
            return Err(ods::attr_constraint_err(
                ctx,
                op,
                n,
                "Array of dictionary attributes",
            ));
        }
    }
    let region = ctx.ops[op].regions[0];
    let entry = ctx.entry_block(region);
    ods::verify_symbol(ctx, op, false, entry.is_none())?;
    signature::verify_attr_array(
        ctx,
        op,
        ctx.get_attr(op, "arg_attrs"),
        inputs.len(),
        "argument",
    )?;
    signature::verify_attr_array(
        ctx,
        op,
        ctx.get_attr(op, "res_attrs"),
        results.len(),
        "result",
    )?;
    let Some(entry) = entry else { return Ok(()) };
    let args = &ctx.blocks[entry].args;
    if args.len() != inputs.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = ctx.value_type(a);
        if at != t {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    crate::print::type_to_string(ctx, at),
                    crate::print::type_to_string(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

/// The function type of a `func.func`, if well formed.
pub fn function_type(ctx: &Context, func: OpId) -> Option<crate::ir::Type> {
    ctx.get_attr(func, "function_type")
        .and_then(|a| ctx.as_type_attr(a))
}
