//! `func.func`'s custom form and verifier (upstream parses it in C++, through
//! `function_interface_impl`): `func.func private @name(%arg0: i32 {a.b}) -> (i32 {r.s})
//! attributes {...} { body }`.

use crate::diag::DResult;
use crate::dialect::builtin::ods;
use crate::dialect::function_interface as signature;
use crate::ir::{Context, OpId, OpState, Type};
use crate::ods::asm::{AsmParser, AsmPrinter};

const VISIBILITIES: &[&str] = &["public", "private", "nested"];
/// Attributes the custom form spells elsewhere and refuses in `attributes {...}`, in the order
/// upstream checks them.
const INFERRED: &[&str] = &["sym_visibility", "sym_name", "function_type"];
/// The properties the custom form prints in its own syntax.
const ELIDED: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

/// `public|private|nested` before a symbol name (`impl::parseOptionalVisibilityKeyword`).
pub fn parse_optional_visibility(p: &mut dyn AsmParser, st: &mut OpState) {
    if let Some(v) = VISIBILITIES.iter().find(|v| p.parse_optional_keyword(v)) {
        let a = p.ctx().string_attr(v);
        crate::dialect::syntax::set_prop(p, st, "sym_visibility", a);
    }
}

pub fn parse(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    parse_optional_visibility(p, st);
    let name = crate::dialect::syntax::parse_symbol_name(p)?;
    let a = p.ctx().string_attr(&String::from_utf8_lossy(&name));
    crate::dialect::syntax::set_prop(p, st, "sym_name", a);
    let sig = signature::parse_function_signature(p, false)?;
    let fty = p.ctx().function_type(sig.arg_types(), sig.results.clone());
    let a = p.ctx().type_attr(fty);
    crate::dialect::syntax::set_prop(p, st, "function_type", a);
    let attr_off = p.offset();
    let written_before = st.attrs.len();
    p.parse_optional_attr_dict_with_keyword(st)?;
    let ctx = p.ctx_ref();
    let written = &st.attrs[written_before..];
    if let Some(bad) = INFERRED
        .iter()
        .find(|n| written.iter().any(|(k, _)| ctx.str(*k) == **n))
    {
        return Err(p.error_at(attr_off, format!("'{bad}' is an inferred attribute and should not be specified in the explicit attribute dictionary")));
    }
    signature::add_arg_and_result_attrs(p.ctx(), st, &sig);
    signature::check_unique_arg_names(p, &sig)?;
    let body_off = p.offset();
    let region = if p.at_region() {
        let r = p.parse_region(&sig.region_args())?;
        if p.ctx_ref().entry_block(r).is_none() {
            return Err(p.error_at(body_off, "expected non-empty function body".into()));
        }
        r
    } else {
        p.ctx().new_region()
    };
    st.regions.push(region);
    Ok(())
}

pub fn print(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let visibility = crate::ods::prop(ctx, op, "sym_visibility")
        .and_then(|a| ctx.as_str_attr(a))
        .map(<[u8]>::to_vec);
    let name = crate::ods::prop(ctx, op, "sym_name")
        .and_then(|a| ctx.as_str_attr(a))
        .unwrap_or(b"")
        .to_vec();
    let (inputs, results) = function_type(ctx, op)
        .and_then(|t| signature::function_type_parts(ctx, t))
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default();
    let region = ctx.ops[op].regions.first().copied();
    let entry = region.and_then(|r| ctx.entry_block(r));
    let body_args = entry.map(|b| ctx.blocks[b].args.to_vec());
    let arg_attrs = crate::ods::prop(ctx, op, "arg_attrs");
    let res_attrs = crate::ods::prop(ctx, op, "res_attrs");
    p.write(" ");
    if let Some(v) = visibility {
        p.write(&String::from_utf8_lossy(&v));
        p.write(" ");
    }
    p.print_symbol_name(&name);
    signature::print_function_signature(
        p,
        body_args.as_deref(),
        &inputs,
        false,
        &results,
        arg_attrs,
        res_attrs,
    );
    p.print_optional_attr_dict_with_keyword(op, ELIDED);
    if let (Some(r), Some(_)) = (region, entry) {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// What the record's constraints leave to `func.func`'s verifier: the symbol rules, the
/// argument and result dictionaries, the entry block's arguments.
pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some((inputs, results)) =
        function_type(ctx, op).and_then(|t| signature::function_type_parts(ctx, t))
    else {
        return Ok(());
    };
    let is_declaration = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
        .is_none();
    ods::verify_symbol(ctx, op, false, is_declaration)?;
    signature::verify_arg_and_result_attrs(ctx, op, inputs, results, None)?;
    signature::verify_entry_block_args(ctx, op, inputs)
}

/// The function type of a `func.func`, if well formed.
pub fn function_type(ctx: &Context, func: OpId) -> Option<Type> {
    crate::ods::prop(ctx, func, "function_type").and_then(|a| ctx.as_type_attr(a))
}
