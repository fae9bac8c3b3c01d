//! Terminators of the `llvm` dialect: `llvm.br`, `llvm.cond_br` (with `weights([...])` and loop
//! annotations), `llvm.switch`, `llvm.return` and `llvm.unreachable`. (`llvm.indirectbr`,
//! `llvm.blockaddress` and `llvm.blocktag` appeared after MLIR 19; `llvm.resume` and `llvm.invoke` are in
//! `call.rs`.)

use super::structure_ods::{self as s, Con, Prop, VTy};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::cf::dense;
use crate::dialect::cf::successors::{
    check_segment_total, i32_array, segment_sizes, split_groups, verify_successor_operands,
};
use crate::dialect::traits::*;
use crate::dialect::OpDef;
use crate::ir::{AttrKind, Context, OpId, OpState, ValueId};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

const SEGMENTS: &str = "operandSegmentSizes";
const CASE_SEGMENTS: &str = "case_operand_segments";
const CASE_VALUES: &str = "case_values";
const WEIGHTS: &str = "branch_weights";

const LOOP_ANNOTATION: Prop = s::opt("loop_annotation", Con::LlvmAttr("loop_annotation"), "");
const BRANCH_WEIGHTS: Prop = s::opt(WEIGHTS, Con::DenseI32, s::DENSE_I32);

const BR_PROPS: &[Prop] = &[LOOP_ANNOTATION];
const COND_BR_PROPS: &[Prop] = &[BRANCH_WEIGHTS, LOOP_ANNOTATION];
const SWITCH_PROPS: &[Prop] = &[
    s::opt(CASE_VALUES, Con::IntElements, "integer elements attribute"),
    s::req(CASE_SEGMENTS, Con::DenseI32, s::DENSE_I32),
    BRANCH_WEIGHTS,
];

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &["loop_annotation"],
        parse: Some(parse_br),
        print: Some(print_br),
        verify: Some(verify_br),
        ..OpDef::new("llvm.br", TERMINATOR | PURE)
    },
    OpDef {
        inherent: &[WEIGHTS, "loop_annotation", SEGMENTS],
        parse: Some(parse_cond_br),
        print: Some(print_cond_br),
        verify: Some(verify_cond_br),
        ..OpDef::new("llvm.cond_br", TERMINATOR | PURE)
    },
    OpDef {
        inherent: &[WEIGHTS, CASE_SEGMENTS, CASE_VALUES, SEGMENTS],
        parse: Some(parse_switch),
        print: Some(print_switch),
        verify: Some(verify_switch),
        ..OpDef::new("llvm.switch", TERMINATOR | PURE)
    },
    OpDef {
        parse: Some(parse_return),
        print: Some(print_return),
        verify: Some(verify_return),
        ..OpDef::new("llvm.return", TERMINATOR | RETURN_LIKE | PURE)
    },
    OpDef {
        parse: Some(parse_unreachable),
        print: Some(print_unreachable),
        verify: Some(verify_unreachable),
        ..OpDef::new("llvm.unreachable", TERMINATOR)
    },
];

/// ` ^bb1(%a, %b : i32, i64)` / ` ^bb1`.
fn print_dest(pr: &mut Printer, dest: Option<crate::ir::BlockId>, args: &[ValueId]) {
    pr.w(" ");
    match dest {
        Some(b) => pr.print_successor_and_use_list(b, args),
        None => pr.w("<<NULL BLOCK>>"),
    }
}

// ---- llvm.br ----------------------------------------------------------------------------------------------------

fn parse_br(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let dest = s::parse_dest(p)?;
    p.parse_optional_attr_dict_into(st)?;
    st.successors.push(dest.block);
    st.operands = dest.resolve(p, st)?;
    Ok(())
}

fn print_br(pr: &mut Printer, op: OpId) {
    let d = &pr.ctx.ops[op];
    print_dest(pr, d.successors.first().copied(), &d.operands);
    pr.print_op_attr_dict(op, &[]);
}

fn verify_br(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, BR_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_results(ctx, op)?;
    let n = ctx.ops[op].successors.len();
    if n != 1 {
        return Err(op_err(
            ctx,
            op,
            format!("requires 1 successor but found {n}"),
        ));
    }
    s::check_attrs(ctx, op, BR_PROPS)?;
    let operands = &ctx.ops[op].operands;
    s::check_group(ctx, op, "operand", &mut 0, operands, VTy::VariadicLlvm)?;
    verify_successor_operands(ctx, op, 0, operands)
}

// ---- llvm.cond_br -----------------------------------------------------------------------------------------------

/// `[1, 2]`: a dense i32 array as an assembly format prints it stripped.
fn parse_weights(p: &mut Parser) -> DResult<Vec<i64>> {
    let mut v = vec![];
    p.expect_wt(T::LSquare, "expected '['")?;
    if !p.consume_if(T::RSquare) {
        loop {
            let neg = p.consume_if(T::Minus);
            if !p.at(T::Integer) {
                return Err(p.err_here("expected integer value"));
            }
            let text = p.spelling();
            let mag = match text.strip_prefix("0x") {
                Some(h) => i128::from_str_radix(h, 16).ok(),
                None => text.parse::<i128>().ok(),
            };
            let val = mag.map(|m| if neg { -m } else { m });
            match val.filter(|v| *v >= i32::MIN as i128 && *v <= i32::MAX as i128) {
                Some(x) => v.push(x as i64),
                None => return Err(p.err_here("integer value too large")),
            }
            p.bump();
            if p.consume_if(T::Comma) {
                continue;
            }
            p.expect_wt(T::RSquare, "expected ']'")?;
            break;
        }
    }
    Ok(v)
}

fn print_weights(pr: &mut Printer, a: crate::ir::Attribute) {
    let values = pr.ctx.as_dense_i64_array(a).unwrap_or_default();
    let parts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    pr.w(&format!("[{}]", parts.join(", ")));
}

fn parse_cond_br(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let cond_loc = p.tok_start();
    let cond = p.parse_operand()?;
    if p.consume_keyword("weights") {
        p.expect_wt(T::LParen, "expected '('")?;
        let w = parse_weights(p)?;
        let elem = p.ctx.int(32);
        let a = p.ctx.attr(AttrKind::DenseArray {
            elem,
            values: w.iter().map(|v| *v as i128).collect(),
        });
        s::set_prop(p, st, WEIGHTS, a);
        p.expect_wt(T::RParen, "expected ')'")?;
    }
    p.expect_wt(T::Comma, "expected ','")?;
    let t = s::parse_dest(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let f = s::parse_dest(p)?;
    p.parse_optional_attr_dict_into(st)?;
    st.successors = vec![t.block, f.block];
    let sizes = i32_array(p.ctx, &[1, t.ops.len(), f.ops.len()]);
    s::set_prop(p, st, SEGMENTS, sizes);
    let i1 = p.ctx.i1();
    st.operands = s::resolve_list(p, st, &[cond], &[i1], cond_loc)?;
    let tv = t.resolve(p, st)?;
    let fv = f.resolve(p, st)?;
    st.operands.extend(tv);
    st.operands.extend(fv);
    Ok(())
}

fn cond_br_groups(ctx: &Context, op: OpId) -> DResult<Vec<&[ValueId]>> {
    let sizes = segment_sizes(ctx, op, SEGMENTS, Some(3))?;
    let operands = &ctx.ops[op].operands;
    check_segment_total(ctx, op, &sizes, SEGMENTS, "operand", operands.len())?;
    Ok(split_groups(operands, &sizes))
}

fn print_cond_br(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let d = &ctx.ops[op];
    let Ok(groups) = cond_br_groups(ctx, op) else {
        pr.print_generic_op(op);
        return;
    };
    pr.w(" ");
    if let Some(&c) = groups[0].first() {
        pr.print_operand(c);
    }
    if let Some(w) = s::prop(ctx, op, WEIGHTS) {
        pr.w(" weights(");
        print_weights(pr, w);
        pr.w(")");
    }
    pr.w(",");
    print_dest(pr, d.successors.first().copied(), groups[1]);
    pr.w(",");
    print_dest(pr, d.successors.get(1).copied(), groups[2]);
    pr.print_op_attr_dict(op, &[SEGMENTS, WEIGHTS]);
}

fn verify_cond_br(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, COND_BR_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_results(ctx, op)?;
    let d = &ctx.ops[op];
    if d.successors.len() != 2 {
        return Err(op_err(
            ctx,
            op,
            format!("requires 2 successors but found {}", d.successors.len()),
        ));
    }
    if d.operands.is_empty() {
        return Err(op_err(ctx, op, "expected 1 or more operands, but found 0"));
    }
    let groups = cond_br_groups(ctx, op)?;
    s::check_attrs(ctx, op, COND_BR_PROPS)?;
    let mut index = 0;
    s::check_group(ctx, op, "operand", &mut index, groups[0], VTy::I1)?;
    s::check_group(ctx, op, "operand", &mut index, groups[1], VTy::VariadicLlvm)?;
    s::check_group(ctx, op, "operand", &mut index, groups[2], VTy::VariadicLlvm)?;
    verify_successor_operands(ctx, op, 0, groups[1])?;
    verify_successor_operands(ctx, op, 1, groups[2])
}

// ---- llvm.switch --------------------------------------------------------------------------------------------------

struct Case {
    value: i64,
    dest: crate::ir::BlockId,
    ops: Vec<crate::parse::ops::UnresolvedOperand>,
    types: Vec<crate::ir::Type>,
}

/// `custom<SwitchOpCases>`: `[` (value `:` ^bb(`(` ops `:` types `)`)? (`,` ...)*)? `]`.
fn parse_cases(p: &mut Parser, st: &OpState) -> DResult<Vec<Case>> {
    p.expect_wt(T::LSquare, "expected '['")?;
    let mut cases = vec![];
    if p.consume_if(T::RSquare) {
        return Ok(cases);
    }
    loop {
        let value = s::parse_i64_literal(p, st)?;
        p.expect_wt(T::Colon, "expected ':'")?;
        let dest = p.parse_successor()?;
        let (mut ops, mut types) = (vec![], vec![]);
        if p.consume_if(T::LParen) {
            ops = p.parse_operand_list()?;
            p.expect_wt(T::Colon, "expected ':'")?;
            types = p.parse_type_list_no_parens()?;
            p.expect_wt(T::RParen, "expected ')'")?;
        }
        cases.push(Case {
            value,
            dest,
            ops,
            types,
        });
        if !p.consume_if(T::Comma) {
            break;
        }
    }
    p.expect_wt(T::RSquare, "expected ']'")?;
    Ok(cases)
}

fn parse_switch(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let value_loc = p.tok_start();
    let value = p.parse_operand()?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let ty_off = p.tok_start();
    let ty = p.parse_type()?;
    let Some(width) = p.ctx.int_width(ty) else {
        return Err(s::custom_err(
            p,
            st,
            ty_off,
            "invalid kind of type specified",
        ));
    };
    p.expect_wt(T::Comma, "expected ','")?;
    let default = s::parse_dest(p)?;
    let cases_loc = p.tok_start();
    let cases = parse_cases(p, st)?;
    p.parse_optional_attr_dict_into(st)?;
    st.successors.push(default.block);
    st.successors.extend(cases.iter().map(|c| c.dest));
    let case_ops: Vec<_> = cases.iter().flat_map(|c| c.ops.iter().cloned()).collect();
    let case_tys: Vec<_> = cases.iter().flat_map(|c| c.types.iter().copied()).collect();
    let sizes = i32_array(p.ctx, &[1, default.ops.len(), case_ops.len()]);
    s::set_prop(p, st, SEGMENTS, sizes);
    let case_sizes: Vec<usize> = cases.iter().map(|c| c.ops.len()).collect();
    let a = i32_array(p.ctx, &case_sizes);
    s::set_prop(p, st, CASE_SEGMENTS, a);
    if !cases.is_empty() {
        // `APInt(bitWidth, value)`: truncated, or zero-extended past 64 bits.
        let values: Vec<u128> = cases
            .iter()
            .map(|c| dense::truncate(c.value as u64 as u128, width))
            .collect();
        let a = dense::int_vector(p.ctx, ty, &values);
        s::set_prop(p, st, CASE_VALUES, a);
    }
    st.operands = s::resolve_list(p, st, &[value], &[ty], value_loc)?;
    let dv = default.resolve(p, st)?;
    st.operands.extend(dv);
    let cv = s::resolve_list(p, st, &case_ops, &case_tys, cases_loc)?;
    st.operands.extend(cv);
    Ok(())
}

/// The operand groups: value, default operands, and one group per case.
struct Groups<'c> {
    value: &'c [ValueId],
    default: &'c [ValueId],
    all_cases: &'c [ValueId],
    cases: Vec<&'c [ValueId]>,
}

fn switch_groups(ctx: &Context, op: OpId) -> DResult<Groups<'_>> {
    let operands = &ctx.ops[op].operands;
    let sizes = segment_sizes(ctx, op, SEGMENTS, Some(3))?;
    check_segment_total(ctx, op, &sizes, SEGMENTS, "operand", operands.len())?;
    let g = split_groups(operands, &sizes);
    let case_sizes = segment_sizes(ctx, op, CASE_SEGMENTS, None)?;
    Ok(Groups {
        value: g[0],
        default: g[1],
        all_cases: g[2],
        cases: split_groups(g[2], &case_sizes),
    })
}

fn print_switch(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let d = &ctx.ops[op];
    let (Ok(g), Some(&default)) = (switch_groups(ctx, op), d.successors.first()) else {
        pr.print_generic_op(op);
        return;
    };
    let Some(&value) = g.value.first() else {
        pr.print_generic_op(op);
        return;
    };
    pr.w(" ");
    pr.print_operand(value);
    pr.w(" : ");
    pr.print_type(ctx.value_type(value));
    pr.w(",");
    print_dest(pr, Some(default), g.default);
    pr.w(" [");
    pr.newline();
    let values = s::prop(ctx, op, CASE_VALUES).and_then(|a| dense::int_values(ctx, a));
    if let Some((_, _, values)) = values {
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                pr.w(",");
                pr.newline();
            }
            pr.w("  ");
            // `APInt::getLimitedValue()`.
            pr.w(&u64::try_from(*v).unwrap_or(u64::MAX).to_string());
            pr.w(":");
            let dest = d.successors.get(i + 1).copied();
            print_dest(pr, dest, g.cases.get(i).copied().unwrap_or(&[]));
        }
        pr.newline();
    }
    pr.w("]");
    pr.print_op_attr_dict(op, &[SEGMENTS, CASE_SEGMENTS, CASE_VALUES]);
}

fn verify_switch(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_props(ctx, op, SWITCH_PROPS)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_results(ctx, op)?;
    let d = &ctx.ops[op];
    if d.successors.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "requires at least 1 successors but found 0",
        ));
    }
    if d.operands.is_empty() {
        return Err(op_err(ctx, op, "expected 1 or more operands, but found 0"));
    }
    let operands = &d.operands;
    let sizes = segment_sizes(ctx, op, SEGMENTS, Some(3))?;
    check_segment_total(ctx, op, &sizes, SEGMENTS, "operand", operands.len())?;
    s::check_attrs(ctx, op, SWITCH_PROPS)?;
    let g = switch_groups(ctx, op)?;
    let mut index = 0;
    s::check_group(ctx, op, "operand", &mut index, g.value, VTy::SignlessInt)?;
    s::check_group(ctx, op, "operand", &mut index, g.default, VTy::VariadicAny)?;
    let case_sizes = segment_sizes(ctx, op, CASE_SEGMENTS, None)?;
    check_segment_total(
        ctx,
        op,
        &case_sizes,
        CASE_SEGMENTS,
        "caseOperands",
        g.all_cases.len(),
    )?;
    s::check_group(
        ctx,
        op,
        "operand",
        &mut index,
        g.all_cases,
        VTy::VariadicAny,
    )?;
    // BranchOpInterface.
    verify_successor_operands(ctx, op, 0, g.default)?;
    let n_cases = d.successors.len() - 1;
    for i in 0..n_cases {
        verify_successor_operands(ctx, op, i + 1, g.cases.get(i).copied().unwrap_or(&[]))?;
    }
    // SwitchOp::verify.
    let values = s::prop(ctx, op, CASE_VALUES).and_then(|a| dense::int_values(ctx, a));
    let count_ok = match &values {
        None => n_cases == 0,
        Some((_, _, v)) => v.len() == n_cases,
    };
    if !count_ok {
        return Err(op_err(
            ctx,
            op,
            "expects number of case values to match number of case destinations",
        ));
    }
    if let Some(w) = s::prop(ctx, op, WEIGHTS).and_then(|a| ctx.as_dense_i64_array(a)) {
        if w.len() != d.successors.len() {
            return Err(Diagnostic::at(
                ctx,
                d.loc,
                format!(
                    "expects number of branch weights to match number of successors: {} vs {}",
                    w.len(),
                    d.successors.len()
                ),
            ));
        }
    }
    if let (Some((_, elem, _)), Some(&v)) = (&values, g.value.first()) {
        if ctx.value_type(v) != *elem {
            return Err(Diagnostic::at(
                ctx,
                d.loc,
                "expects case value type to match condition value type",
            ));
        }
    }
    Ok(())
}

// ---- llvm.return --------------------------------------------------------------------------------------------------

fn parse_return(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)?;
    let loc = p.tok_start();
    let Some(arg) = p.parse_optional_operand()? else {
        return Ok(());
    };
    p.expect_wt(T::Colon, "expected ':'")?;
    let tys: Vec<_> = p.parse_optional_type()?.into_iter().collect();
    st.operands = s::resolve_list(p, st, &[arg], &tys, loc)?;
    Ok(())
}

fn print_return(pr: &mut Printer, op: OpId) {
    pr.print_op_attr_dict(op, &[]);
    let ctx = pr.ctx;
    if let Some(&v) = ctx.ops[op].operands.first() {
        pr.w(" ");
        pr.print_operand(v);
        pr.w(" : ");
        pr.print_type(ctx.value_type(v));
    }
}

/// The nearest enclosing `llvm.func`.
fn parent_func(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_name(p) == "llvm.func" {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

fn verify_return(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_no_props(ctx, op)?;
    s::check_zero_regions(ctx, op)?;
    s::check_zero_results(ctx, op)?;
    s::check_zero_successors(ctx, op)?;
    let operands = &ctx.ops[op].operands;
    s::check_optional_group(ctx, op, "operand", &mut 0, operands)?;
    let Some(func) = parent_func(ctx, op) else {
        return Ok(());
    };
    let Some(fty) = s::func_type_of(ctx, func) else {
        return Ok(());
    };
    let expected = crate::dialect::llvm::types::func_info(ctx, fty).map(|f| f.ret);
    let Some(expected) = expected else {
        return Ok(());
    };
    let note = |d: Diagnostic| {
        d.with_note(
            crate::diag::diag_loc(ctx, ctx.ops[func].loc),
            "when returning from function",
        )
    };
    let arg = operands.first().copied();
    if s::is_void(ctx, expected) {
        if arg.is_none() {
            return Ok(());
        }
        return Err(note(op_err(ctx, op, "expected no operands")));
    }
    let Some(arg) = arg else {
        return Err(note(op_err(ctx, op, "expected 1 operand")));
    };
    if ctx.value_type(arg) != expected {
        return Err(note(op_err(ctx, op, "mismatching result types")));
    }
    Ok(())
}

// ---- llvm.unreachable ---------------------------------------------------------------------------------------------

fn parse_unreachable(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)
}

fn print_unreachable(pr: &mut Printer, op: OpId) {
    pr.print_op_attr_dict(op, &[]);
}

fn verify_unreachable(ctx: &Context, op: OpId) -> DResult<()> {
    s::check_no_props(ctx, op)?;
    s::check_nothing(ctx, op)
}
