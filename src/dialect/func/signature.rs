//! Function signatures as `func.func` (and `llvm.func`) write them: MLIR's `function_interface_impl` /
//! `call_interface_impl` parse and print helpers.
//!
//! `(%arg0: i32 {a.b} loc(...), %arg1: f32) -> (i32 {r.s}, f32)` for definitions and
//! `(i32 {a.b}, f32, ...) -> i32` for declarations; per-argument / per-result attribute dictionaries are
//! stored as `arg_attrs` / `res_attrs` arrays of dictionaries, present only when some entry is non-empty.

use crate::diag::DResult;
use crate::dialect::builtin::ods;
use crate::ir::{Attribute, Context, OpId, OpState, Sym, Type, TypeKind, ValueId};
use crate::parse::lexer::TokenKind as T;
use crate::parse::ops::{RegionArg, UnresolvedOperand};
use crate::parse::Parser;
use crate::print::Printer;

/// The entries of one argument's or result's attribute dictionary.
pub type NamedAttrs = Vec<(Sym, Attribute)>;

/// One argument of a signature; `name` is `None` in the types-only form of a declaration.
#[derive(Clone, Debug)]
pub struct SignatureArg {
    pub name: Option<UnresolvedOperand>,
    pub ty: Type,
    /// The argument's attribute dictionary entries (empty when none was written).
    pub attrs: NamedAttrs,
    /// The location written with `loc(...)`, or for named arguments the position of the name.
    pub loc: Option<Attribute>,
}

#[derive(Clone, Debug, Default)]
pub struct Signature {
    pub args: Vec<SignatureArg>,
    /// A trailing `...` (only when the caller allows variadic signatures).
    pub variadic: bool,
    pub results: Vec<Type>,
    /// One entry list per result (empty when none was written).
    pub result_attrs: Vec<NamedAttrs>,
}

impl Signature {
    pub fn arg_types(&self) -> Vec<Type> {
        self.args.iter().map(|a| a.ty).collect()
    }

    /// True when the arguments were written with SSA names (a definition's form).
    pub fn has_named_args(&self) -> bool {
        self.args.first().is_some_and(|a| a.name.is_some())
    }

    /// The entry block arguments for the body region: only the named form defines them.
    pub fn region_args(&self) -> Vec<RegionArg> {
        if !self.has_named_args() {
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

/// `{...}` if the next token opens a dictionary.
fn parse_optional_dict(p: &mut Parser) -> DResult<NamedAttrs> {
    if p.at(T::LBrace) {
        p.parse_attr_dict()
    } else {
        Ok(vec![])
    }
}

/// The parenthesized argument list, either all named (`%a: i32 {attrs} loc(..)`) or all types-only.
pub fn parse_function_argument_list(
    p: &mut Parser,
    st: &OpState,
    allow_variadic: bool,
) -> DResult<(Vec<SignatureArg>, bool)> {
    let mut args: Vec<SignatureArg> = vec![];
    let mut variadic = false;
    p.parse_comma_list_delimited(T::LParen, T::RParen, "", |p| {
        if variadic {
            return Err(ods::custom_err(
                p,
                st,
                p.tok_start(),
                "variadic arguments must be in the end of the argument list",
            ));
        }
        if allow_variadic && p.consume_if(T::Ellipsis) {
            variadic = true;
            return Ok(());
        }
        let off = p.tok_start();
        if p.at(T::PercentIdent) {
            let name = p.parse_operand()?;
            if args.last().is_some_and(|a| a.name.is_none()) {
                return Err(ods::custom_err(
                    p,
                    st,
                    off,
                    "expected type instead of SSA identifier",
                ));
            }
            p.expect_wt(T::Colon, "expected ':'")?;
            let ty = p.parse_type()?;
            let attrs = parse_optional_dict(p)?;
            let loc = match p.parse_optional_trailing_loc()? {
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
                return Err(ods::custom_err(p, st, off, "expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            let attrs = parse_optional_dict(p)?;
            let loc = p.parse_optional_trailing_loc()?;
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
pub fn parse_function_result_list(p: &mut Parser) -> DResult<(Vec<Type>, Vec<NamedAttrs>)> {
    if !p.consume_if(T::LParen) {
        let ty = p.parse_type()?;
        return Ok((vec![ty], vec![vec![]]));
    }
    if p.consume_if(T::RParen) {
        return Ok((vec![], vec![]));
    }
    let mut types = vec![];
    let mut attrs = vec![];
    loop {
        types.push(p.parse_type()?);
        attrs.push(parse_optional_dict(p)?);
        if !p.consume_if(T::Comma) {
            break;
        }
    }
    p.expect_wt(T::RParen, "expected ')'")?;
    Ok((types, attrs))
}

/// `(args) (-> results)?`.
pub fn parse_function_signature(
    p: &mut Parser,
    st: &OpState,
    allow_variadic: bool,
) -> DResult<Signature> {
    let (args, variadic) = parse_function_argument_list(p, st, allow_variadic)?;
    let mut sig = Signature {
        args,
        variadic,
        results: vec![],
        result_attrs: vec![],
    };
    if p.consume_if(T::Arrow) {
        let (results, result_attrs) = parse_function_result_list(p)?;
        sig.results = results;
        sig.result_attrs = result_attrs;
    }
    Ok(sig)
}

/// Upstream refuses two entry arguments with the same name (`enableNameShadowing = false`).
pub fn check_unique_arg_names(p: &Parser, sig: &Signature) -> DResult<()> {
    let named: Vec<&UnresolvedOperand> = sig.args.iter().filter_map(|a| a.name.as_ref()).collect();
    for (i, a) in named.iter().enumerate() {
        if let Some(prev) = named[..i].iter().find(|b| b.name == a.name) {
            return Err(p
                .err_at(
                    a.off,
                    format!("region entry argument '%{}' is already in use", a.name),
                )
                .with_note(p.diag_loc_at(prev.off), "previously referenced here"));
        }
    }
    Ok(())
}

/// Stores the per-argument and per-result dictionaries as `arg_attrs` / `res_attrs` properties when any is
/// non-empty (`call_interface_impl::addArgAndResultAttrs`).
pub fn add_arg_and_result_attrs(
    ctx: &mut Context,
    st: &mut OpState,
    sig: &Signature,
    arg_attrs: &str,
    res_attrs: &str,
) {
    let arg_dicts: Vec<NamedAttrs> = sig.args.iter().map(|a| a.attrs.clone()).collect();
    for (name, dicts) in [
        (arg_attrs, arg_dicts),
        (res_attrs, sig.result_attrs.clone()),
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
        Some(crate::ir::AttrKind::Dictionary(entries)) => entries.clone(),
        _ => vec![],
    }
}

/// The inputs and results of a function type.
pub fn function_type_parts(ctx: &Context, t: Type) -> Option<(&[Type], &[Type])> {
    match ctx.kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// `(%arg0: i32 {a.b}, %arg1: f32) -> (i32 {r.s}, f32)`: entry block arguments for a definition (`body_args`
/// `Some`), types for a declaration. Locations of entry arguments are printed with `--mlir-print-debuginfo`.
pub fn print_function_signature(
    pr: &mut Printer,
    body_args: Option<&[ValueId]>,
    arg_types: &[Type],
    variadic: bool,
    results: &[Type],
    arg_attrs: Option<Attribute>,
    res_attrs: Option<Attribute>,
) {
    let ctx = pr.ctx;
    pr.w("(");
    for (i, &ty) in arg_types.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        let entries = dict_entries(ctx, arg_attrs, i);
        match body_args.and_then(|a| a.get(i)) {
            Some(&v) => {
                pr.print_operand(v);
                pr.w(": ");
                pr.print_type(ctx.value_type(v));
                pr.print_attr_dict(&entries, &[]);
                if pr.flags.debuginfo {
                    if let Some(l) = ctx.values[v].loc {
                        pr.w(" ");
                        pr.print_loc_no_alias(l);
                    }
                }
            }
            None => {
                pr.print_type(ty);
                pr.print_attr_dict(&entries, &[]);
            }
        }
    }
    if variadic {
        if !arg_types.is_empty() {
            pr.w(", ");
        }
        pr.w("...");
    }
    pr.w(")");
    if !results.is_empty() {
        pr.w(" -> ");
        print_function_result_list(pr, results, res_attrs);
    }
}

/// Results after `->`: parenthesized when several, a function type, or the first has attributes.
pub fn print_function_result_list(
    pr: &mut Printer,
    results: &[Type],
    res_attrs: Option<Attribute>,
) {
    let ctx = pr.ctx;
    let parens = results.len() > 1
        || matches!(ctx.kind(results[0]), TypeKind::Function { .. })
        || !dict_entries(ctx, res_attrs, 0).is_empty();
    if parens {
        pr.w("(");
    }
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.print_type(t);
        let entries = dict_entries(ctx, res_attrs, i);
        pr.print_attr_dict(&entries, &[]);
    }
    if parens {
        pr.w(")");
    }
}

/// `arg_attrs` / `res_attrs` rules of `FunctionOpInterface::verifyTrait`: one dictionary per argument
/// (result), and only dialect attributes (names with a `.`). `what` is "argument" or "result".
pub fn verify_attr_array(
    ctx: &Context,
    op: OpId,
    array: Option<Attribute>,
    count: usize,
    what: &str,
) -> DResult<()> {
    use crate::verify::op_err;
    let Some(arr) = array.and_then(|a| ctx.as_array(a)) else {
        return Ok(());
    };
    let plural = if what == "argument" {
        "arguments"
    } else {
        "results"
    };
    if arr.len() != count {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                arr.len()
            ),
        ));
    }
    for &d in arr {
        let crate::ir::AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
            let shown = crate::print::attr_to_string(ctx, d);
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{shown}`"
                ),
            ));
        };
        if entries.iter().any(|(k, _)| !ctx.str(*k).contains('.')) {
            return Err(op_err(
                ctx,
                op,
                format!("{plural} may only have dialect attributes"),
            ));
        }
    }
    Ok(())
}

/// `DictArrayAttr`: an array whose elements are all dictionaries.
pub fn is_dict_array(ctx: &Context, a: Attribute) -> bool {
    ctx.as_array(a).is_some_and(|arr| {
        arr.iter()
            .all(|d| matches!(ctx.attr_kind(*d), crate::ir::AttrKind::Dictionary(_)))
    })
}
