//! Function signatures as function-like ops write them (`func.func`, `llvm.func`), on the
//! [`AsmParser`]/[`AsmPrinter`] interface: MLIR's `function_interface_impl` parse, print and
//! verify helpers, one implementation for every function-like op. `(%arg0: i32 {a.b} loc(...), ...)
//! -> (i32 {r.s})` for definitions and `(i32 {a.b}, ...) -> i32` for declarations; per-argument /
//! per-result attribute dictionaries are stored as `arg_attrs` / `res_attrs` arrays of
//! dictionaries, present only when some entry is non-empty.

use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::ir::OpId;
use crate::ir::{AttrKind, Attribute, Context, OpState, Sym, Type, TypeKind, ValueId};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, Punct, RegionArg, UnresolvedOperand};
use crate::verify::op_err;

/// The entries of one argument's or result's attribute dictionary.
pub type NamedAttrs = Vec<(Sym, Attribute)>;

/// One argument of a signature; `name` is `None` in the types-only form of a declaration.
#[derive(Clone, Debug)]
pub struct SignatureArg {
    pub name: Option<UnresolvedOperand>,
    pub ty: Type,
    pub attrs: NamedAttrs,
    /// The location written with `loc(...)`, or for named arguments the position of the name.
    pub loc: Option<Attribute>,
}

#[derive(Clone, Debug, Default)]
pub struct Signature {
    pub args: Vec<SignatureArg>,
    /// A trailing `...` (only where the op allows variadic signatures).
    pub variadic: bool,
    pub results: Vec<Type>,
    pub result_attrs: Vec<NamedAttrs>,
}

impl Signature {
    pub fn arg_types(&self) -> Vec<Type> {
        self.args.iter().map(|a| a.ty).collect()
    }

    /// The entry block arguments for the body region: only the named form defines them.
    pub fn region_args(&self) -> Vec<RegionArg> {
        if self.args.first().is_none_or(|a| a.name.is_none()) {
            return vec![];
        }
        self.args
            .iter()
            .filter_map(|a| {
                a.name.clone().map(|name| RegionArg {
                    name,
                    ty: a.ty,
                    loc: a.loc,
                })
            })
            .collect()
    }
}

/// `parseFunctionArgumentList`: all named (`%a: i32 {attrs} loc(..)`) or all types-only.
fn parse_argument_list(
    p: &mut dyn AsmParser,
    allow_variadic: bool,
) -> DResult<(Vec<SignatureArg>, bool)> {
    let mut args: Vec<SignatureArg> = vec![];
    let mut variadic = false;
    p.parse_comma_separated_list(Delimiter::Paren, "", &mut |p| {
        if variadic {
            return Err(
                p.error_here("variadic arguments must be in the end of the argument list".into())
            );
        }
        if allow_variadic && p.parse_optional_punct(Punct::Ellipsis) {
            variadic = true;
            return Ok(());
        }
        let off = p.offset();
        if p.at_operand() {
            let name = p.parse_operand()?;
            if args.last().is_some_and(|a| a.name.is_none()) {
                return Err(p.error_at(off, "expected type instead of SSA identifier".into()));
            }
            p.parse_punct(Punct::Colon)?;
            let ty = p.parse_type()?;
            let attrs = p.parse_optional_attr_dict_entries()?;
            let loc = match p.parse_optional_location()? {
                Some(l) => Some(l),
                None => Some(p.loc_at(name.off)),
            };
            args.push(SignatureArg {
                name: Some(name),
                ty,
                attrs,
                loc,
            });
        } else {
            if args.last().is_some_and(|a| a.name.is_some()) {
                return Err(p.error_at(off, "expected SSA identifier".into()));
            }
            let ty = p.parse_type()?;
            let attrs = p.parse_optional_attr_dict_entries()?;
            let loc = p.parse_optional_location()?;
            args.push(SignatureArg {
                name: None,
                ty,
                attrs,
                loc,
            });
        }
        Ok(())
    })?;
    Ok((args, variadic))
}

/// The result list after `->`: a single bare type, or `(t1 {attrs}, t2)`.
fn parse_result_list(p: &mut dyn AsmParser) -> DResult<(Vec<Type>, Vec<NamedAttrs>)> {
    if !p.parse_optional_punct(Punct::LParen) {
        let ty = p.parse_type()?;
        return Ok((vec![ty], vec![vec![]]));
    }
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((vec![], vec![]));
    }
    let mut types = vec![];
    let mut attrs = vec![];
    loop {
        types.push(p.parse_type()?);
        attrs.push(p.parse_optional_attr_dict_entries()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((types, attrs))
}

/// `(args) (-> results)?`.
pub fn parse_function_signature(p: &mut dyn AsmParser, allow_variadic: bool) -> DResult<Signature> {
    let (args, variadic) = parse_argument_list(p, allow_variadic)?;
    let mut sig = Signature {
        args,
        variadic,
        ..Default::default()
    };
    if p.parse_optional_punct(Punct::Arrow) {
        let (results, result_attrs) = parse_result_list(p)?;
        sig.results = results;
        sig.result_attrs = result_attrs;
    }
    Ok(sig)
}

/// Upstream refuses two entry arguments with the same name (`enableNameShadowing = false`); the
/// region parser reports it, without the op's prefix.
pub fn check_unique_arg_names(p: &mut dyn AsmParser, sig: &Signature) -> DResult<()> {
    let named: Vec<&UnresolvedOperand> = sig.args.iter().filter_map(|a| a.name.as_ref()).collect();
    for (i, a) in named.iter().enumerate() {
        if let Some(prev) = named[..i].iter().find(|b| b.name == a.name) {
            let here = p.loc_at(a.off);
            let there = p.loc_at(prev.off);
            let ctx = p.ctx_ref();
            return Err(Diagnostic::error(
                diag_loc(ctx, here),
                format!("region entry argument '%{}' is already in use", a.name),
            )
            .with_note(diag_loc(ctx, there), "previously referenced here"));
        }
    }
    Ok(())
}

/// Stores the per-argument and per-result dictionaries as `arg_attrs` / `res_attrs` properties when any is
/// non-empty (`call_interface_impl::addArgAndResultAttrs`).
pub fn add_arg_and_result_attrs(ctx: &mut Context, st: &mut OpState, sig: &Signature) {
    let arg_dicts: Vec<NamedAttrs> = sig.args.iter().map(|a| a.attrs.clone()).collect();
    for (name, dicts) in [
        ("arg_attrs", arg_dicts),
        ("res_attrs", sig.result_attrs.clone()),
    ] {
        if dicts.iter().all(|d| d.is_empty()) {
            continue;
        }
        let arr: Vec<Attribute> = dicts.into_iter().map(|d| ctx.dict_attr(d)).collect();
        let a = ctx.array_attr(arr);
        let k = ctx.sym(name);
        st.props.push((k, a));
    }
}

/// The entries of dictionary `i` of an `arg_attrs`/`res_attrs` array.
pub fn dict_entries(ctx: &Context, array: Option<Attribute>, i: usize) -> NamedAttrs {
    let Some(arr) = array.and_then(|a| ctx.as_array(a)) else {
        return vec![];
    };
    match arr.get(i).map(|d| ctx.attr_kind(*d)) {
        Some(AttrKind::Dictionary(entries)) => entries.clone(),
        _ => vec![],
    }
}

/// `(%arg0: i32 {a.b}, %arg1: f32, ...) -> (i32 {r.s})`: entry block arguments for a definition
/// (`body_args` `Some`), types for a declaration. Locations of entry arguments are printed with
/// `--mlir-print-debuginfo`.
#[allow(clippy::too_many_arguments)]
pub fn print_function_signature(
    p: &mut dyn AsmPrinter,
    body_args: Option<&[ValueId]>,
    arg_types: &[Type],
    variadic: bool,
    results: &[Type],
    arg_attrs: Option<Attribute>,
    res_attrs: Option<Attribute>,
) {
    p.write("(");
    for (i, &ty) in arg_types.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let ctx = p.ctx();
        let entries = dict_entries(ctx, arg_attrs, i);
        match body_args.and_then(|a| a.get(i)) {
            Some(&v) => {
                let vt = ctx.value_type(v);
                let loc = ctx.values[v].loc;
                p.print_operand(v);
                p.write(": ");
                p.print_type(vt);
                p.print_optional_attr_dict_entries(&entries, &[]);
                if p.prints_locations() {
                    if let Some(l) = loc {
                        p.write(" ");
                        p.print_location_no_alias(l);
                    }
                }
            }
            None => {
                p.print_type(ty);
                p.print_optional_attr_dict_entries(&entries, &[]);
            }
        }
    }
    if variadic {
        if !arg_types.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
    if results.is_empty() {
        return;
    }
    p.write(" -> ");
    let ctx = p.ctx();
    let parens = results.len() > 1
        || matches!(ctx.kind(results[0]), TypeKind::Function { .. })
        || !dict_entries(ctx, res_attrs, 0).is_empty();
    if parens {
        p.write("(");
    }
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let entries = dict_entries(p.ctx(), res_attrs, i);
        p.print_type(t);
        p.print_optional_attr_dict_entries(&entries, &[]);
    }
    if parens {
        p.write(")");
    }
}

/// The inputs and results of a builtin function type.
pub fn function_type_parts(ctx: &Context, t: Type) -> Option<(&[Type], &[Type])> {
    match ctx.kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// A dialect's rule for one entry of an argument's or result's dictionary (upstream's
/// `verifyRegionArgAttribute` / `verifyRegionResultAttribute`): the op, the argument's (result's)
/// type, the entry's name and value, and whether it is a result's.
pub type AttrEntryCheck = fn(&Context, OpId, Type, &str, Attribute, bool) -> DResult<()>;

/// `function_interface_impl::verifyTrait`'s rules for `arg_attrs` / `res_attrs`: one dictionary
/// per argument (result), only dialect attributes (names with a `.`), each entry then checked by
/// `check_entry` where the op's dialect has such a rule.
pub fn verify_arg_and_result_attrs(
    ctx: &Context,
    op: OpId,
    params: &[Type],
    results: &[Type],
    check_entry: Option<AttrEntryCheck>,
) -> DResult<()> {
    for (what, plural, name, types, is_result) in [
        ("argument", "arguments", "arg_attrs", params, false),
        ("result", "results", "res_attrs", results, true),
    ] {
        let Some(arr) = crate::ods::prop(ctx, op, name).and_then(|a| ctx.as_array(a)) else {
            continue;
        };
        if arr.len() != types.len() {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {}",
                    arr.len(),
                    types.len()
                ),
            ));
        }
        for (&d, &ty) in arr.iter().zip(types) {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
                let shown = crate::print::attr_to_string(ctx, d);
                return Err(op_err(
                    ctx,
                    op,
                    format!("expects {what} attribute dictionary to be a DictionaryAttr, but got `{shown}`"),
                ));
            };
            for &(k, v) in entries {
                let n = ctx.str(k);
                if !n.contains('.') {
                    return Err(op_err(
                        ctx,
                        op,
                        format!("{plural} may only have dialect attributes"),
                    ));
                }
                if let Some(check) = check_entry {
                    check(ctx, op, ty, n, v, is_result)?;
                }
            }
        }
    }
    Ok(())
}

/// `FunctionOpInterface::verifyBody`'s entry block rule: one argument per input, of its type.
pub fn verify_entry_block_args(ctx: &Context, op: OpId, inputs: &[Type]) -> DResult<()> {
    let Some(entry) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
    else {
        return Ok(());
    };
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
