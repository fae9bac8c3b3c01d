//! Calls and exception handling: `llvm.call` (direct, indirect, variadic; calling convention, tail call
//! kind, fastmath flags), `llvm.invoke`, `llvm.landingpad`, `llvm.resume`, `llvm.call_intrinsic` and
//! `llvm.inline_asm`.

use super::structure_ods::{self as s, Con, Prop, VTy};
use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::dialect::cf::successors::{
    check_segment_total, i32_array, segment_sizes, split_groups, verify_successor_operands,
};
use crate::dialect::llvm::attrs::enums::ASM_DIALECT;
use crate::dialect::llvm::types as lt;
use crate::dialect::traits::*;
use crate::dialect::OpDef;
use crate::ir::attrs::Location;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, ValueId};
use crate::parse::lexer::TokenKind as T;
use crate::parse::ops::UnresolvedOperand;
use crate::parse::Parser;
use crate::print::{type_to_string, Printer};
use crate::verify::op_err;

const SEGMENTS: &str = "operandSegmentSizes";

const VAR_CALLEE: Prop = s::opt("var_callee_type", Con::LlvmFuncType, s::FUNC_TYPE);
const CALLEE: Prop = s::opt("callee", Con::FlatSymbol, s::FLAT_SYMBOL);
const FASTMATH: Prop = s::opt(
    "fastmathFlags",
    Con::Enum("llvm.fastmath"),
    "LLVM fastmath flags",
);
const WEIGHTS: Prop = s::opt("branch_weights", Con::DenseI32, s::DENSE_I32);

const CALL_PROPS: &[Prop] = &[
    VAR_CALLEE,
    CALLEE,
    FASTMATH,
    WEIGHTS,
    s::CCONV,
    s::opt(
        "TailCallKind",
        Con::Enum("llvm.tailcallkind"),
        "LLVM Calling Convention specification",
    ),
    s::opt(
        "access_groups",
        Con::LlvmAttrArray("access_group"),
        "LLVM dialect access group metadata array",
    ),
    s::opt(
        "alias_scopes",
        Con::LlvmAttrArray("alias_scope"),
        "LLVM dialect alias scope array",
    ),
    s::opt(
        "noalias_scopes",
        Con::LlvmAttrArray("alias_scope"),
        "LLVM dialect alias scope array",
    ),
    s::opt(
        "tbaa",
        Con::LlvmAttrArray("tbaa_tag"),
        "LLVM dialect TBAA tag metadata array",
    ),
];

const INVOKE_PROPS: &[Prop] = &[VAR_CALLEE, CALLEE, WEIGHTS, s::CCONV];

const LANDINGPAD_PROPS: &[Prop] = &[s::opt("cleanup", Con::Unit, s::UNIT)];

const INTRINSIC_PROPS: &[Prop] = &[s::req("intrin", Con::Str, s::STR), FASTMATH];

const ASM_PROPS: &[Prop] = &[
    s::req("asm_string", Con::Str, s::STR),
    s::req("constraints", Con::Str, s::STR),
    s::opt("has_side_effects", Con::Unit, s::UNIT),
    s::opt("is_align_stack", Con::Unit, s::UNIT),
    s::opt(
        "asm_dialect",
        Con::KwEnum(&ASM_DIALECT),
        "ATT (0) or Intel (1) asm dialect",
    ),
    s::opt("operand_attrs", Con::Array, "array attribute"),
];

fn default_cconv(ctx: &mut Context) -> Attribute {
    s::enum_attr(ctx, "llvm.cconv", 0).unwrap_or_else(|| ctx.unit_attr())
}

fn default_tail(ctx: &mut Context) -> Attribute {
    s::enum_attr(ctx, "llvm.tailcallkind", 0).unwrap_or_else(|| ctx.unit_attr())
}

fn default_fastmath(ctx: &mut Context) -> Attribute {
    s::enum_attr(ctx, "llvm.fastmath", 0).unwrap_or_else(|| ctx.unit_attr())
}

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &[
            "var_callee_type",
            "callee",
            "fastmathFlags",
            "branch_weights",
            "CConv",
            "TailCallKind",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
        ],
        parse: Some(parse_call),
        print: Some(print_call),
        verify: Some(verify_call),
        default_props: &[
            ("CConv", default_cconv),
            ("TailCallKind", default_tail),
            ("fastmathFlags", default_fastmath),
        ],
        ..OpDef::new("llvm.call", 0)
    },
    OpDef {
        inherent: &[
            "var_callee_type",
            "callee",
            "branch_weights",
            "CConv",
            SEGMENTS,
        ],
        parse: Some(parse_invoke),
        print: Some(print_invoke),
        verify: Some(verify_invoke),
        default_props: &[("CConv", default_cconv)],
        ..OpDef::new("llvm.invoke", TERMINATOR)
    },
    OpDef {
        inherent: &["cleanup"],
        parse: Some(parse_landingpad),
        print: Some(print_landingpad),
        verify: Some(verify_landingpad),
        ..OpDef::new("llvm.landingpad", 0)
    },
    OpDef {
        parse: Some(parse_resume),
        print: Some(print_resume),
        verify: Some(verify_resume),
        ..OpDef::new("llvm.resume", TERMINATOR)
    },
    OpDef {
        inherent: &["intrin", "fastmathFlags"],
        parse: Some(parse_intrinsic),
        print: Some(print_intrinsic),
        verify: Some(verify_intrinsic),
        default_props: &[("fastmathFlags", default_fastmath)],
        ..OpDef::new("llvm.call_intrinsic", 0)
    },
    OpDef {
        inherent: &[
            "asm_string",
            "constraints",
            "has_side_effects",
            "is_align_stack",
            "asm_dialect",
            "operand_attrs",
        ],
        parse: Some(parse_inline_asm),
        print: Some(print_inline_asm),
        verify: Some(verify_inline_asm),
        ..OpDef::new("llvm.inline_asm", 0)
    },
];

// ---- shared call syntax -------------------------------------------------------------------------------------

/// `cconv`? keyword into `CConv`.
fn parse_cconv(p: &mut Parser, st: &mut OpState) {
    let v = s::parse_optional_keyword_of(p, s::enum_cases("llvm.cconv")).unwrap_or(0);
    if let Some(a) = s::enum_attr(p.ctx, "llvm.cconv", v) {
        s::set_prop(p, st, "CConv", a);
    }
}

/// `%fp` (indirect) or `@callee` (direct). Returns the function pointer operand, if any. A nested
/// symbol reference is dropped, as upstream's property setter drops it.
fn parse_callee(p: &mut Parser, st: &mut OpState) -> DResult<Option<UnresolvedOperand>> {
    if let Some(fp) = p.parse_optional_operand()? {
        return Ok(Some(fp));
    }
    let off = p.tok_start();
    let a = p.parse_attr(None)?;
    match p.ctx.attr_kind(a) {
        AttrKind::SymbolRef { nested, .. } => {
            if nested.is_empty() {
                s::set_prop(p, st, "callee", a);
            }
        }
        _ => {
            return Err(s::custom_err(
                p,
                st,
                off,
                "invalid kind of attribute specified",
            ))
        }
    }
    Ok(None)
}

/// `vararg(!llvm.func<...>)` if present.
fn parse_optional_vararg(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if !p.consume_keyword("vararg") {
        return Ok(());
    }
    p.expect_wt(T::LParen, "expected '('")?;
    let a = s::parse_attr_of_kind(p, st, false, |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::Type(_))
    })?;
    s::set_prop(p, st, "var_callee_type", a);
    p.expect_wt(T::RParen, "expected ')'")
}

/// `parseCallTypeAndResolveOperands`: `:` (callee type `,`)? function type; resolves the callee and
/// argument operands and sets the result type.
fn parse_call_types(
    p: &mut Parser,
    st: &mut OpState,
    fp: Option<UnresolvedOperand>,
    args: Vec<UnresolvedOperand>,
) -> DResult<Vec<ValueId>> {
    let loc = p.tok_start();
    p.expect_wt(T::Colon, "expected ':'")?;
    let mut types = p.parse_type_list_no_parens()?;
    let direct = fp.is_none();
    if direct && types.len() != 1 {
        return Err(s::custom_err(
            p,
            st,
            loc,
            "expected direct call to have 1 trailing type",
        ));
    }
    if !direct && types.len() != 2 {
        return Err(s::custom_err(
            p,
            st,
            loc,
            "expected indirect call to have 2 trailing types",
        ));
    }
    let fty = types.pop();
    let parts = fty.and_then(|t| match p.ctx.kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    });
    let Some((inputs, results)) = parts else {
        return Err(s::custom_err(p, st, loc, "expected trailing function type"));
    };
    if results.len() > 1 {
        return Err(s::custom_err(
            p,
            st,
            loc,
            "expected function with 0 or 1 result",
        ));
    }
    if results.first().is_some_and(|t| lt::is_void(p.ctx, *t)) {
        return Err(s::custom_err(p, st, loc, "expected a non-void result type"));
    }
    types.extend(inputs);
    let mut ops: Vec<UnresolvedOperand> = fp.into_iter().collect();
    ops.extend(args);
    if ops.len() != types.len() {
        return Err(s::custom_err_at_name(
            p,
            st,
            format!(
                "{} operands present, but expected {}",
                ops.len(),
                types.len()
            ),
        ));
    }
    let vals = ops
        .iter()
        .zip(&types)
        .map(|(u, t)| p.resolve_operand(u, *t))
        .collect::<DResult<Vec<_>>>()?;
    st.result_types = results;
    Ok(vals)
}

/// ` vararg(!llvm.func<...>)` and the attribute dictionary without what the syntax shows.
fn print_vararg(pr: &mut Printer, op: OpId) {
    if let Some(t) = s::prop(pr.ctx, op, "var_callee_type").and_then(|a| pr.ctx.as_type_attr(a)) {
        pr.w(" vararg(");
        pr.print_type(t);
        pr.w(")");
    }
}

/// ` : ` (callee type `, `)? `(args) -> results`.
fn print_call_types(pr: &mut Printer, op: OpId, fp: Option<ValueId>, args: &[ValueId]) {
    let ctx = pr.ctx;
    pr.w(" : ");
    if let Some(fp) = fp {
        pr.print_type(ctx.value_type(fp));
        pr.w(", ");
    }
    let ins: Vec<Type> = args.iter().map(|v| ctx.value_type(*v)).collect();
    pr.print_function_signature(&ins, &ctx.result_types(op));
}

/// `@callee` or `%fp`, then `(args)`; returns (function pointer, arguments) with `operands` the
/// values printed in the list.
fn print_callee_and_args(pr: &mut Printer, op: OpId, operands: &[ValueId]) -> Option<ValueId> {
    let ctx = pr.ctx;
    let callee = s::prop(ctx, op, "callee").and_then(|a| s::symbol_ref_name(ctx, a));
    let fp = match callee {
        Some(name) => {
            s::print_symbol_name(pr, name);
            None
        }
        None => {
            let fp = ctx.ops[op].operands.first().copied();
            if let Some(v) = fp {
                pr.print_operand(v);
            }
            fp
        }
    };
    pr.w("(");
    pr.print_operands(operands);
    pr.w(")");
    fp
}

/// `verifyCallOpVarCalleeType`.
fn verify_var_callee_type(ctx: &Context, op: OpId, args: &[ValueId]) -> DResult<()> {
    let Some(t) = s::prop(ctx, op, "var_callee_type").and_then(|a| ctx.as_type_attr(a)) else {
        return Ok(());
    };
    let Some(info) = lt::func_info(ctx, t) else {
        return Ok(());
    };
    if !info.var_arg {
        return Err(op_err(
            ctx,
            op,
            "expected var_callee_type to be a variadic function type",
        ));
    }
    if info.params.len() > args.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expected var_callee_type to have at most {} parameters",
                args.len()
            ),
        ));
    }
    for (&pt, &a) in info.params.iter().zip(args) {
        let at = ctx.value_type(a);
        if pt != at {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "var_callee_type parameter type mismatch: '{}' != '{}'",
                    type_to_string(ctx, pt),
                    type_to_string(ctx, at)
                ),
            ));
        }
    }
    match ctx.ops[op].results.first() {
        None => {
            if !lt::is_void(ctx, info.ret) {
                return Err(op_err(ctx, op, "expected var_callee_type to return void"));
            }
        }
        Some(&r) => {
            let rt = ctx.value_type(r);
            if rt != info.ret {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "var_callee_type return type mismatch: '{}' != '{}'",
                        type_to_string(ctx, info.ret),
                        type_to_string(ctx, rt)
                    ),
                ));
            }
        }
    }
    Ok(())
}

// ---- llvm.call ------------------------------------------------------------------------------------------------

fn parse_call(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_cconv(p, st);
    let tail = s::parse_optional_keyword_of(p, s::enum_cases("llvm.tailcallkind")).unwrap_or(0);
    if let Some(a) = s::enum_attr(p.ctx, "llvm.tailcallkind", tail) {
        s::set_prop(p, st, "TailCallKind", a);
    }
    let fp = parse_callee(p, st)?;
    let args = p.parse_operand_list_parens()?;
    parse_optional_vararg(p, st)?;
    p.parse_optional_attr_dict_into(st)?;
    st.operands = parse_call_types(p, st, fp, args)?;
    super::func::check_duplicate_attrs(p, st)
}

fn print_call(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let direct = s::prop(ctx, op, "callee")
        .and_then(|a| s::symbol_ref_name(ctx, a))
        .is_some();
    let operands = &ctx.ops[op].operands;
    if !direct && operands.is_empty() {
        pr.print_generic_op(op);
        return;
    }
    pr.w(" ");
    s::print_enum_prefix(pr, op, "CConv", "llvm.cconv", 0);
    s::print_enum_prefix(pr, op, "TailCallKind", "llvm.tailcallkind", 0);
    let args = if direct {
        &operands[..]
    } else {
        &operands[1..]
    };
    let fp = print_callee_and_args(pr, op, args);
    print_vararg(pr, op);
    let mut elided = vec!["callee", "TailCallKind", "var_callee_type", "CConv"];
    if s::prop(ctx, op, "fastmathFlags").and_then(|a| s::enum_value(ctx, a, "llvm.fastmath"))
        == Some(0)
    {
        elided.push("fastmathFlags");
    }
    pr.print_op_attr_dict(op, &elided);
    print_call_types(pr, op, fp, args);
}

/// `verifyCallOpDebugInfo`: a call inside a function with a `DISubprogram` location, to such a function,
/// needs a location.
fn has_subprogram(ctx: &Context, loc: Attribute) -> bool {
    let mut stack = vec![loc];
    let mut steps = 0;
    while let Some(l) = stack.pop() {
        steps += 1;
        if steps > 10_000 {
            return false;
        }
        match ctx.attr_kind(l) {
            AttrKind::Location(Location::Fused { metadata, locs }) => {
                if metadata
                    .is_some_and(|m| crate::dialect::llvm::attrs::is(ctx, m, "di_subprogram"))
                {
                    return true;
                }
                stack.extend(locs.iter().copied());
            }
            AttrKind::Location(Location::Name { child: Some(c), .. }) => stack.push(*c),
            AttrKind::Location(Location::CallSite { callee, caller }) => {
                stack.push(*callee);
                stack.push(*caller);
            }
            _ => {}
        }
    }
    false
}

fn parent_function(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if matches!(ctx.op_name(p), "llvm.func" | "func.func") {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

fn verify_call(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, CALL_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_successors(ctx, op)?;
    s::check_attrs(ctx, op, CALL_PROPS)?;
    let d = &ctx.ops[op];
    s::check_group(ctx, op, "operand", &mut 0, &d.operands, VTy::VariadicLlvm)?;
    s::check_optional_group(ctx, op, "result", &mut 0, &d.results)?;
    // verifySymbolUses (upstream runs it once the whole module is verified).
    let callee_attr = s::prop(ctx, op, "callee");
    let indirect = callee_attr.is_none();
    let args = if indirect {
        d.operands.get(1..).unwrap_or(&[])
    } else {
        &d.operands[..]
    };
    verify_var_callee_type(ctx, op, args)?;
    let Some(callee_attr) = callee_attr else {
        let Some(&fp) = d.operands.first() else {
            return Err(op_err(
                ctx,
                op,
                "must have either a `callee` attribute or at least an operand",
            ));
        };
        if !lt::is_ptr(ctx, ctx.value_type(fp)) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "indirect call expects a pointer as callee: '{}'",
                    type_to_string(ctx, ctx.value_type(fp))
                ),
            ));
        }
        return Ok(());
    };
    let name = s::symbol_ref_name(ctx, callee_attr).unwrap_or("");
    let Some(callee) = crate::verify::lookup_symbol(ctx, op, callee_attr) else {
        return Err(op_err(
            ctx,
            op,
            format!("'{name}' does not reference a symbol in the current scope"),
        ));
    };
    if ctx.op_name(callee) != "llvm.func" {
        return Err(op_err(
            ctx,
            op,
            format!("'{name}' does not reference a valid LLVM function"),
        ));
    }
    if let Some(parent) = parent_function(ctx, op) {
        if has_subprogram(ctx, ctx.ops[parent].loc)
            && has_subprogram(ctx, ctx.ops[callee].loc)
            && matches!(ctx.attr_kind(d.loc), AttrKind::Location(Location::Unknown))
        {
            return Err(Diagnostic::at(
                ctx,
                d.loc,
                "inlinable function call in a function with a DISubprogram location must have a debug location",
            ));
        }
    }
    let Some(info) = s::func_type_of(ctx, callee).and_then(|t| lt::func_info(ctx, t)) else {
        return Ok(());
    };
    if info.var_arg && s::prop(ctx, op, "var_callee_type").is_none() {
        return Err(op_err(
            ctx,
            op,
            "missing var_callee_type attribute for vararg call",
        ));
    }
    let n = args.len();
    let np = info.params.len();
    if !info.var_arg && np != n {
        return Err(op_err(
            ctx,
            op,
            format!("incorrect number of operands ({n}) for callee (expecting: {np})"),
        ));
    }
    if np > n {
        return Err(op_err(
            ctx,
            op,
            format!(
                "incorrect number of operands ({n}) for varargs callee (expecting at least: {np})"
            ),
        ));
    }
    for (i, (&a, &pt)) in args.iter().zip(info.params).enumerate() {
        let at = ctx.value_type(a);
        if at != pt {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "operand type mismatch for operand {i}: '{}' != '{}'",
                    type_to_string(ctx, at),
                    type_to_string(ctx, pt)
                ),
            ));
        }
    }
    let void = lt::is_void(ctx, info.ret);
    match d.results.first() {
        None if !void => Err(op_err(ctx, op, "expected function call to produce a value")),
        Some(_) if void => Err(op_err(
            ctx,
            op,
            "calling function with void result must not produce values",
        )),
        Some(&r) if ctx.value_type(r) != info.ret => Err(op_err(
            ctx,
            op,
            format!(
                "result type mismatch: '{}' != '{}'",
                type_to_string(ctx, ctx.value_type(r)),
                type_to_string(ctx, info.ret)
            ),
        )),
        _ => Ok(()),
    }
}

// ---- llvm.invoke ----------------------------------------------------------------------------------------------

fn parse_invoke(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    parse_cconv(p, st);
    let fp = parse_callee(p, st)?;
    let args = p.parse_operand_list_parens()?;
    for kw in ["to"] {
        if !p.consume_keyword(kw) {
            let off = p.tok_start();
            return Err(s::custom_err(p, st, off, format!("expected '{kw}'")));
        }
    }
    let (normal, normal_ops) = p.parse_successor_and_use_list()?;
    if !p.consume_keyword("unwind") {
        let off = p.tok_start();
        return Err(s::custom_err(p, st, off, "expected 'unwind'"));
    }
    let (unwind, unwind_ops) = p.parse_successor_and_use_list()?;
    parse_optional_vararg(p, st)?;
    p.parse_optional_attr_dict_into(st)?;
    let mut vals = parse_call_types(p, st, fp, args)?;
    let sizes = i32_array(p.ctx, &[vals.len(), normal_ops.len(), unwind_ops.len()]);
    s::set_prop(p, st, SEGMENTS, sizes);
    st.successors = vec![normal, unwind];
    vals.extend(normal_ops);
    vals.extend(unwind_ops);
    st.operands = vals;
    super::func::check_duplicate_attrs(p, st)
}

/// (callee operands, normal destination operands, unwind destination operands).
fn invoke_groups(ctx: &Context, op: OpId) -> DResult<Vec<&[ValueId]>> {
    let sizes = segment_sizes(ctx, op, SEGMENTS, Some(3))?;
    let operands = &ctx.ops[op].operands;
    check_segment_total(ctx, op, &sizes, SEGMENTS, "operand", operands.len())?;
    Ok(split_groups(operands, &sizes))
}

fn print_invoke(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let d = &ctx.ops[op];
    let direct = s::prop(ctx, op, "callee")
        .and_then(|a| s::symbol_ref_name(ctx, a))
        .is_some();
    let (Ok(groups), [normal, unwind]) = (invoke_groups(ctx, op), d.successors.as_slice()) else {
        pr.print_generic_op(op);
        return;
    };
    if !direct && groups[0].is_empty() {
        pr.print_generic_op(op);
        return;
    }
    pr.w(" ");
    s::print_enum_prefix(pr, op, "CConv", "llvm.cconv", 0);
    // The callee's operands only. Upstream 19 prints every operand (destination operands too) in the
    // argument list and its type, which reads back as a call with extra arguments: a silent change
    // of meaning irbridge does not copy. Without destination operands both print the same.
    let callee_operands = groups[0];
    let all = if direct {
        callee_operands
    } else {
        &callee_operands[1..]
    };
    let fp = print_callee_and_args(pr, op, all);
    pr.w(" to ");
    pr.print_successor_and_use_list(*normal, groups[1]);
    pr.w(" unwind ");
    pr.print_successor_and_use_list(*unwind, groups[2]);
    print_vararg(pr, op);
    pr.print_op_attr_dict(op, &["callee", SEGMENTS, "CConv", "var_callee_type"]);
    print_call_types(pr, op, fp, all);
}

fn verify_invoke(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, INVOKE_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    let d = &ctx.ops[op];
    if d.successors.len() != 2 {
        return Err(op_err(
            ctx,
            op,
            format!("requires 2 successors but found {}", d.successors.len()),
        ));
    }
    let groups = invoke_groups(ctx, op)?;
    s::check_attrs(ctx, op, INVOKE_PROPS)?;
    let mut index = 0;
    for g in &groups {
        s::check_group(ctx, op, "operand", &mut index, g, VTy::VariadicLlvm)?;
    }
    s::check_optional_group(ctx, op, "result", &mut 0, &d.results)?;
    verify_successor_operands(ctx, op, 0, groups[1])?;
    verify_successor_operands(ctx, op, 1, groups[2])?;
    // InvokeOp::verify.
    let callee = groups[0];
    let args = if s::prop(ctx, op, "callee").is_some() {
        callee
    } else {
        callee.get(1..).unwrap_or(&[])
    };
    verify_var_callee_type(ctx, op, args)?;
    let unwind = d.successors[1];
    let Some(first) = ctx.blocks[unwind].first else {
        return Err(Diagnostic::at(
            ctx,
            d.loc,
            "must have at least one operation in unwind destination",
        ));
    };
    if ctx.op_name(first) != "llvm.landingpad" {
        return Err(Diagnostic::at(
            ctx,
            d.loc,
            "first operation in unwind destination should be a llvm.landingpad operation",
        ));
    }
    Ok(())
}

// ---- llvm.landingpad ------------------------------------------------------------------------------------------

fn parse_landingpad(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if p.consume_keyword("cleanup") {
        let u = p.ctx.unit_attr();
        s::set_prop(p, st, "cleanup", u);
    }
    while p.consume_if(T::LParen) {
        if !p.consume_keyword("filter") && !p.consume_keyword("catch") {
            break;
        }
        let u = p.parse_operand()?;
        p.expect_wt(T::Colon, "expected ':'")?;
        let ty = p.parse_type()?;
        let v = p.resolve_operand(&u, ty)?;
        st.operands.push(v);
        p.expect_wt(T::RParen, "expected ')'")?;
    }
    p.expect_wt(T::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    Ok(())
}

fn print_landingpad(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(if s::has_prop(ctx, op, "cleanup") {
        " cleanup "
    } else {
        " "
    });
    for &v in &ctx.ops[op].operands {
        let t = ctx.value_type(v);
        pr.w(if lt::array_info(ctx, t).is_some() {
            "(filter "
        } else {
            "(catch "
        });
        pr.print_operand(v);
        pr.w(" : ");
        pr.print_type(t);
        pr.w(") ");
    }
    pr.print_op_attr_dict(op, &["cleanup"]);
    pr.w(": ");
    match ctx.ops[op].results.first() {
        Some(&r) => pr.print_type(ctx.value_type(r)),
        None => pr.w("<<NULL TYPE>>"),
    }
}

fn verify_landingpad(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, LANDINGPAD_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    let d = &ctx.ops[op];
    if d.results.len() != 1 {
        return Err(op_err(ctx, op, "requires one result"));
    }
    s::check_zero_successors(ctx, op)?;
    s::check_attrs(ctx, op, LANDINGPAD_PROPS)?;
    s::check_group(ctx, op, "operand", &mut 0, &d.operands, VTy::VariadicLlvm)?;
    s::check_group(ctx, op, "result", &mut 0, &d.results, VTy::Llvm)?;
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_name(p) == "llvm.func" {
            if s::prop(ctx, p, "personality").is_none() {
                return Err(Diagnostic::at(
                    ctx,
                    d.loc,
                    "llvm.landingpad needs to be in a function with a personality",
                ));
            }
            break;
        }
        cur = ctx.parent_op(p);
    }
    if !s::has_prop(ctx, op, "cleanup") && d.operands.is_empty() {
        return Err(Diagnostic::at(
            ctx,
            d.loc,
            "landingpad instruction expects at least one clause or cleanup attribute",
        ));
    }
    for (i, &v) in d.operands.iter().enumerate() {
        if lt::array_info(ctx, ctx.value_type(v)).is_some() {
            continue;
        }
        let def = ctx.defining_op(v);
        let def_name = def.map(|o| ctx.op_name(o));
        if def_name == Some("llvm.bitcast") {
            let Some(bc) = def else { continue };
            let arg_def = ctx.ops[bc]
                .operands
                .first()
                .and_then(|a| ctx.defining_op(*a));
            if arg_def.is_some_and(|o| ctx.op_name(o) == "llvm.mlir.addressof") {
                continue;
            }
            return Err(Diagnostic::at(ctx, d.loc, "constant clauses expected").with_note(
                diag_loc(ctx, ctx.ops[bc].loc),
                "global addresses expected as operand to bitcast used in clauses for landingpad",
            ));
        }
        if matches!(def_name, Some("llvm.mlir.zero" | "llvm.mlir.addressof")) {
            continue;
        }
        return Err(Diagnostic::at(
            ctx,
            d.loc,
            format!("clause #{i} is not a known constant - null, addressof, bitcast"),
        ));
    }
    Ok(())
}

// ---- llvm.resume ----------------------------------------------------------------------------------------------

fn parse_resume(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let loc = p.tok_start();
    let u = p.parse_operand()?;
    p.parse_optional_attr_dict_into(st)?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    st.operands = s::resolve_list(p, st, &[u], &[ty], loc)?;
    Ok(())
}

fn print_resume(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let v = ctx.ops[op].operands.first().copied();
    pr.w(" ");
    if let Some(v) = v {
        pr.print_operand(v);
    }
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    if let Some(v) = v {
        pr.print_type(ctx.value_type(v));
    }
}

fn verify_resume(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_no_props(ctx, op)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_results(ctx, op)?;
    s::check_zero_successors(ctx, op)?;
    let d = &ctx.ops[op];
    if d.operands.len() != 1 {
        return Err(op_err(ctx, op, "requires a single operand"));
    }
    s::check_group(ctx, op, "operand", &mut 0, &d.operands, VTy::Llvm)
}

// ---- llvm.call_intrinsic --------------------------------------------------------------------------------------

/// `functional-type(...)`: a builtin function type or "invalid kind of type specified".
fn parse_functional_type(p: &mut Parser, st: &OpState) -> DResult<(Vec<Type>, Vec<Type>)> {
    let off = p.tok_start();
    let t = p.parse_type()?;
    match p.ctx.kind(t) {
        TypeKind::Function { inputs, results } => Ok((inputs.clone(), results.clone())),
        _ => Err(s::custom_err(p, st, off, "invalid kind of type specified")),
    }
}

/// A string attribute (`parseCustomAttributeWithFallback` into a `StringAttr`).
fn parse_string_attr(p: &mut Parser, st: &OpState) -> DResult<Attribute> {
    s::parse_attr_of_kind(p, st, true, |ctx, a| ctx.as_str_attr(a).is_some())
}

fn parse_intrinsic(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let a = parse_string_attr(p, st)?;
    s::set_prop(p, st, "intrin", a);
    p.expect_wt(T::LParen, "expected '('")?;
    let loc = p.tok_start();
    let args = p.parse_operand_list()?;
    p.expect_wt(T::RParen, "expected ')'")?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let (ins, outs) = parse_functional_type(p, st)?;
    p.parse_optional_attr_dict_into(st)?;
    st.result_types = outs;
    st.operands = s::resolve_list(p, st, &args, &ins, loc)?;
    Ok(())
}

fn print_intrinsic(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(a) = s::prop(ctx, op, "intrin") {
        pr.print_attr_without_type(a);
    }
    pr.w("(");
    pr.print_operands(&ctx.ops[op].operands);
    pr.w(") : ");
    let ins = ctx.operand_types(op);
    let outs = ctx.result_types(op);
    pr.print_function_signature(&ins, &outs);
    let mut elided = vec!["intrin"];
    if s::prop(ctx, op, "fastmathFlags").and_then(|a| s::enum_value(ctx, a, "llvm.fastmath"))
        == Some(0)
    {
        elided.push("fastmathFlags");
    }
    pr.print_op_attr_dict(op, &elided);
}

fn verify_intrinsic(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, INTRINSIC_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_successors(ctx, op)?;
    s::check_attrs(ctx, op, INTRINSIC_PROPS)?;
    let d = &ctx.ops[op];
    s::check_group(ctx, op, "operand", &mut 0, &d.operands, VTy::VariadicLlvm)?;
    s::check_optional_group(ctx, op, "result", &mut 0, &d.results)?;
    let name = s::prop(ctx, op, "intrin")
        .and_then(|a| ctx.as_str_attr(a))
        .unwrap_or(b"");
    if !name.starts_with(b"llvm.") {
        return Err(op_err(ctx, op, "intrinsic name must start with 'llvm.'"));
    }
    Ok(())
}

// ---- llvm.inline_asm ------------------------------------------------------------------------------------------

fn parse_inline_asm(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if p.consume_keyword("has_side_effects") {
        let u = p.ctx.unit_attr();
        s::set_prop(p, st, "has_side_effects", u);
    }
    if p.consume_keyword("is_align_stack") {
        let u = p.ctx.unit_attr();
        s::set_prop(p, st, "is_align_stack", u);
    }
    if p.consume_keyword("asm_dialect") {
        p.expect_wt(T::Equal, "expected '='")?;
        let v = s::parse_enum_word(p, st, &ASM_DIALECT, "asm_dialect")?;
        let a = s::i64_attr(p.ctx, v);
        s::set_prop(p, st, "asm_dialect", a);
    }
    if p.consume_keyword("operand_attrs") {
        p.expect_wt(T::Equal, "expected '='")?;
        let a = s::parse_attr_of_kind(p, st, true, |ctx, a| ctx.as_array(a).is_some())?;
        s::set_prop(p, st, "operand_attrs", a);
    }
    p.parse_optional_attr_dict_into(st)?;
    let a = parse_string_attr(p, st)?;
    s::set_prop(p, st, "asm_string", a);
    p.expect_wt(T::Comma, "expected ','")?;
    let a = parse_string_attr(p, st)?;
    s::set_prop(p, st, "constraints", a);
    let loc = p.tok_start();
    let ops = p.parse_operand_list()?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let (ins, outs) = parse_functional_type(p, st)?;
    st.result_types = outs;
    st.operands = s::resolve_list(p, st, &ops, &ins, loc)?;
    Ok(())
}

fn print_inline_asm(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    if s::has_prop(ctx, op, "has_side_effects") {
        pr.w(" has_side_effects");
    }
    if s::has_prop(ctx, op, "is_align_stack") {
        pr.w(" is_align_stack");
    }
    if let Some(a) = s::prop(ctx, op, "asm_dialect") {
        let kw = s::kw_value(ctx, a, &ASM_DIALECT)
            .and_then(|v| ASM_DIALECT.keyword(v))
            .unwrap_or("");
        pr.w(" asm_dialect = ");
        pr.w(kw);
    }
    if let Some(a) = s::prop(ctx, op, "operand_attrs") {
        pr.w(" operand_attrs = ");
        pr.print_attr_without_type(a);
    }
    pr.print_op_attr_dict(
        op,
        &[
            "has_side_effects",
            "is_align_stack",
            "asm_dialect",
            "operand_attrs",
            "asm_string",
            "constraints",
        ],
    );
    pr.w(" ");
    if let Some(a) = s::prop(ctx, op, "asm_string") {
        pr.print_attr_without_type(a);
    }
    pr.w(", ");
    if let Some(a) = s::prop(ctx, op, "constraints") {
        pr.print_attr_without_type(a);
    }
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    pr.w(" : ");
    let ins = ctx.operand_types(op);
    let outs = ctx.result_types(op);
    pr.print_function_signature(&ins, &outs);
}

fn verify_inline_asm(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, ASM_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_successors(ctx, op)?;
    s::check_attrs(ctx, op, ASM_PROPS)?;
    let d = &ctx.ops[op];
    s::check_group(ctx, op, "operand", &mut 0, &d.operands, VTy::VariadicLlvm)?;
    s::check_optional_group(ctx, op, "result", &mut 0, &d.results)
}
