//! Terminators of the `llvm` dialect: `llvm.br`, `llvm.cond_br` (with `weights([...])` and loop
//! annotations), `llvm.switch`, `llvm.return`, `llvm.resume` and `llvm.unreachable`. (`llvm.indirectbr`,
//! `llvm.blockaddress` and `llvm.blocktag` appeared after MLIR 19; `llvm.invoke` is in `call.rs`.)

use super::constraints::*;
use crate::diag::{DResult, Diagnostic};
use crate::dialect::cf::successors::verify_successor_operands;
use crate::ir::dense;
use crate::ir::{Context, OpId, OpState, ValueId};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::format::{DirectiveParseArgs, DirectivePrintArgs};
use crate::ods::{operand_group, CustomDirective};
use crate::verify::op_err;

crate::ops! {
    /// `llvm.br ^bb1(%a : i32)`.
    pub struct BrOp = "llvm.br" {
        traits: [PURE, TERMINATOR],
        operands: [dest_operands "destOperands": LLVM_TYPE [variadic]],
        successors: [dest: successor],
        attrs: [loop_annotation "loop_annotation": LOOP_ANNOTATION [optional]],
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        def: {
            verify: Some(verify_br),
            branch: Some(crate::dialect::cf::canonicalize::br_successor_operands),
        },
    }

    /// `llvm.cond_br %c weights([1, 2]), ^bb1, ^bb2(%a : i32)`.
    pub struct CondBrOp = "llvm.cond_br" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE, TERMINATOR],
        operands: [
            condition: I1,
            true_dest_operands "trueDestOperands": LLVM_TYPE [variadic],
            false_dest_operands "falseDestOperands": LLVM_TYPE [variadic],
        ],
        successors: [true_dest "trueDest": successor, false_dest "falseDest": successor],
        attrs: [
            branch_weights "branch_weights": DENSE_I32_ARRAY_ATTR [optional],
            loop_annotation "loop_annotation": LOOP_ANNOTATION [optional],
        ],
        format: "$condition ( `weights` `(` $branch_weights^ `)` )? `,`
            $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
            $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
            attr-dict",
        def: {
            verify: Some(verify_cond_br),
            branch: Some(crate::dialect::cf::canonicalize::cond_br_successor_operands),
        },
    }

    /// `llvm.switch %v : i32, ^bb1 [ 1: ^bb2, 2: ^bb3(%a : i32) ]`.
    pub struct SwitchOp = "llvm.switch" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE, TERMINATOR],
        operands: [
            value: ANY_SIGNLESS_INTEGER,
            default_operands "defaultOperands": ANY_TYPE [variadic],
            case_operands "caseOperands": ANY_TYPE [variadic],
        ],
        successors: [
            default_destination "defaultDestination": successor,
            case_destinations "caseDestinations": successor [variadic],
        ],
        attrs: [
            case_values "case_values": INT_ELEMENTS_ATTR [optional],
            case_operand_segments "case_operand_segments": DENSE_I32_ARRAY_ATTR,
            branch_weights "branch_weights": DENSE_I32_ARRAY_ATTR [optional],
        ],
        format: "$value `:` type($value) `,`
            $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)?
            custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations,
                                  $caseOperands, type($caseOperands))
            attr-dict",
        def: {
            variadic_of_variadic: &[("caseOperands", "case_operand_segments")],
            directives: &[SWITCH_CASES],
            verify: Some(verify_switch),
            branch: Some(crate::dialect::cf::canonicalize::switch_successor_operands),
        },
    }

    /// `llvm.return %v : i32`.
    pub struct ReturnOp = "llvm.return" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [arg: LLVM_TYPE [optional]],
        format: "attr-dict ($arg^ `:` type($arg))?",
        def: { verify: Some(verify_return) },
    }

    /// `llvm.resume %v : !llvm.struct<(ptr, i32)>`.
    pub struct ResumeOp = "llvm.resume" {
        traits: [TERMINATOR],
        operands: [value: LLVM_TYPE],
        format: "$value attr-dict `:` type($value)",
    }

    /// `llvm.unreachable`.
    pub struct UnreachableOp = "llvm.unreachable" {
        traits: [TERMINATOR],
        format: "attr-dict",
    }
}

/// Every terminator of this file.
pub static OPS: &[&crate::ods::OpDef] = &[
    BrOp::def(),
    CondBrOp::def(),
    SwitchOp::def(),
    ReturnOp::def(),
    ResumeOp::def(),
    UnreachableOp::def(),
];

// ---- llvm.br / llvm.cond_br ---------------------------------------------------------------------------------

fn verify_br(ctx: &Context, op: OpId) -> DResult<()> {
    let operands = &ctx.ops[op].operands;
    verify_successor_operands(ctx, op, 0, operands)
}

fn verify_cond_br(ctx: &Context, op: OpId) -> DResult<()> {
    let def = CondBrOp::def();
    verify_successor_operands(ctx, op, 0, operand_group(ctx, op, def, 1))?;
    verify_successor_operands(ctx, op, 1, operand_group(ctx, op, def, 2))
}

// ---- llvm.switch --------------------------------------------------------------------------------------------

/// `custom<SwitchOpCases>`: `[` (value `:` ^bb(`(` ops `:` types `)`)? (`,` ...)*)? `]`.
const SWITCH_CASES: CustomDirective = CustomDirective {
    name: "SwitchOpCases",
    parse: parse_cases,
    print: print_cases,
};

fn parse_cases(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let ty = args.types(0).first().copied();
    p.parse_punct(Punct::LSquare)?;
    let mut values: Vec<i64> = vec![];
    let mut dests = vec![];
    let mut ops = vec![];
    let mut types = vec![];
    let mut sizes = vec![];
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            values.push(super::syntax::parse_i64_literal(p)?);
            p.parse_punct(Punct::Colon)?;
            dests.push(p.parse_successor()?);
            let before = ops.len();
            if p.parse_optional_punct(Punct::LParen) {
                ops.extend(p.parse_operand_list()?);
                p.parse_punct(Punct::Colon)?;
                types.extend(p.parse_type_list()?);
                p.parse_punct(Punct::RParen)?;
            }
            sizes.push(ops.len() - before);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    if !values.is_empty() {
        if let Some(ty) = ty {
            let width = p.ctx_ref().int_width(ty).unwrap_or(64);
            // `APInt(bitWidth, value)`: truncated, or zero-extended past 64 bits.
            let vals: Vec<u128> = values
                .iter()
                .map(|v| dense::truncate(*v as u64 as u128, width))
                .collect();
            *args.attr(1) = Some(dense::int_vector(p.ctx(), ty, &vals));
        }
    }
    *args.successors(2) = dests;
    *args.operands(3) = ops;
    *args.types(4) = types;
    let a = crate::dialect::cf::successors::i32_array(p.ctx(), &sizes);
    super::syntax::set_prop(p, st, "case_operand_segments", a);
    Ok(())
}

/// The case operand groups of a switch.
fn case_groups(ctx: &Context, op: OpId) -> Vec<Vec<ValueId>> {
    let all = operand_group(ctx, op, SwitchOp::def(), 2);
    let sizes = crate::ods::segment_sizes(ctx, op, "case_operand_segments").unwrap_or_default();
    let mut out = vec![];
    let mut start = 0;
    for n in sizes {
        let end = (start + n.max(0) as usize).min(all.len());
        out.push(all[start..end].to_vec());
        start = end;
    }
    out
}

fn print_cases(p: &mut dyn AsmPrinter, op: OpId, _args: &DirectivePrintArgs<'_>) {
    let ctx = p.ctx();
    let values = crate::ods::prop(ctx, op, "case_values").and_then(|a| dense::int_values(ctx, a));
    let dests: Vec<_> = ctx.ops[op].successors.iter().skip(1).copied().collect();
    let groups = case_groups(ctx, op);
    p.write("[");
    p.print_newline();
    let Some((_, _, values)) = values else {
        p.write("]");
        return;
    };
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write(",");
            p.print_newline();
        }
        p.write("  ");
        // `APInt::getLimitedValue()`.
        p.write_uint(u64::try_from(*v).unwrap_or(u64::MAX));
        p.write(": ");
        match dests.get(i) {
            Some(&d) => {
                let args = groups.get(i).cloned().unwrap_or_default();
                p.print_successor_and_use_list(d, &args);
            }
            None => p.write("<<NULL BLOCK>>"),
        }
    }
    p.print_newline();
    p.write("]");
}

fn verify_switch(ctx: &Context, op: OpId) -> DResult<()> {
    let d = &ctx.ops[op];
    let def = SwitchOp::def();
    // BranchOpInterface.
    verify_successor_operands(ctx, op, 0, operand_group(ctx, op, def, 1))?;
    let groups = case_groups(ctx, op);
    let n_cases = d.successors.len().saturating_sub(1);
    for i in 0..n_cases {
        let g = groups.get(i).map(Vec::as_slice).unwrap_or(&[]);
        verify_successor_operands(ctx, op, i + 1, g)?;
    }
    // SwitchOp::verify.
    let values = crate::ods::prop(ctx, op, "case_values").and_then(|a| dense::int_values(ctx, a));
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
    if let Some(w) =
        crate::ods::prop(ctx, op, "branch_weights").and_then(|a| ctx.as_dense_i64_array(a))
    {
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
    let value = operand_group(ctx, op, def, 0).first().copied();
    if let (Some((_, elem, _)), Some(v)) = (&values, value) {
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

// ---- llvm.return --------------------------------------------------------------------------------------------

/// The nearest enclosing `llvm.func`.
fn parent_func(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if super::func::LLVMFuncOp::is(ctx, p) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// `ReturnOp::verify`.
fn verify_return(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(func) = parent_func(ctx, op) else {
        return Ok(());
    };
    let Some(info) = super::func::func_type_of(ctx, func)
        .and_then(|t| crate::dialect::llvm::types::func_info(ctx, t).map(|f| f.ret))
    else {
        return Ok(());
    };
    let expected = info;
    let note = |d: Diagnostic| {
        d.with_note(
            crate::diag::diag_loc(ctx, ctx.ops[func].loc),
            "when returning from function",
        )
    };
    let arg = ctx.ops[op].operands.first().copied();
    if crate::dialect::llvm::types::is_void(ctx, expected) {
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
