//! The custom syntax of the `scf` ops upstream parses and prints in C++ (`SCF.cpp`), and the
//! `custom<SwitchCases>` directive of `scf.index_switch`'s format.

use crate::diag::{DResult, Diagnostic};
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, RegionId, Type, ValueId, DYNAMIC};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, Punct, RegionArg, UnresolvedOperand};
use crate::ods::format::{DirectiveParseArgs, DirectivePrintArgs};
use crate::ods::{traits, OpDef};

use super::{ForallOp, InParallelOp, ParallelOp, ReduceOp, YieldOp};

/// An error at the op's name (`parser.emitError(parser.getNameLoc(), ...)`).
fn err_at_name(p: &dyn AsmParser, st: &OpState, msg: impl AsRef<str>) -> Diagnostic {
    let ctx = p.ctx_ref();
    Diagnostic::at(
        ctx,
        st.loc,
        format!("custom op '{}' {}", ctx.str(st.name), msg.as_ref()),
    )
}

/// `SingleBlockImplicitTerminator`'s `ensureTerminator`: a block in an empty region, and `term`
/// (located at the op) at the end of the region's last block unless it ends in a terminator.
/// Returns the terminator it added.
pub fn ensure_terminator(
    ctx: &mut Context,
    region: RegionId,
    term: &'static OpDef,
    loc: Attribute,
) -> Option<OpId> {
    if ctx.regions[region].first.is_none() {
        let b = ctx.new_block();
        ctx.append_block(region, b);
    }
    let block = ctx.regions[region].last?;
    let terminated = ctx.blocks[block]
        .last
        .is_some_and(|o| ctx.ops[o].def.is_some_and(|d| d.has(traits::TERMINATOR)));
    if terminated {
        return None;
    }
    let mut st = OpState::of(ctx, term, loc);
    crate::ods::materialize_default_props(ctx, term, &mut st);
    let op = ctx.create_op(st);
    ctx.append_op(block, op);
    Some(op)
}

fn untyped(p: &mut dyn AsmParser, name: UnresolvedOperand) -> RegionArg {
    RegionArg {
        name,
        ty: p.ctx().none_type(),
        loc: None,
    }
}

fn dense_i64(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elem = ctx.i64();
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| *v as i128).collect(),
    })
}

fn dense_i32(ctx: &mut Context, values: &[usize]) -> Attribute {
    let elem = ctx.i32();
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| *v as i128).collect(),
    })
}

fn set_prop(p: &mut dyn AsmParser, st: &mut OpState, name: &str, value: Attribute) {
    let k = p.sym(name);
    st.props.retain(|(pk, _)| *pk != k);
    st.props.push((k, value));
}

/// The entry block's arguments of `region` (none if it has no block).
fn entry_args(ctx: &Context, region: RegionId) -> Vec<ValueId> {
    ctx.regions[region]
        .first
        .map(|b| ctx.blocks[b].args.clone())
        .unwrap_or_default()
}

/// `printInitializationList`: `<prefix>(%inner = %outer, ...)`, nothing when there are no
/// initializers.
fn print_initialization_list(
    p: &mut dyn AsmPrinter,
    args: &[ValueId],
    inits: &[ValueId],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(*a);
        p.write(" = ");
        p.print_operand(*v);
    }
    p.write(")");
}

fn types_of(ctx: &Context, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|v| ctx.value_type(*v)).collect()
}

// ---- scf.execute_region -------------------------------------------------------------------------

pub fn parse_execute_region(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    st.result_types = p.parse_optional_arrow_type_list()?;
    let r = p.parse_region(&[])?;
    st.regions.push(r);
    p.parse_optional_attr_dict(st)
}

pub fn print_execute_region(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let types = ctx.result_types(op);
    let regions = ctx.ops[op].regions.clone();
    p.print_optional_arrow_type_list(&types);
    p.write(" ");
    if let Some(&r) = regions.first() {
        p.print_region(r, false, true);
    }
    p.print_optional_attr_dict(op, &[]);
}

// ---- scf.for ------------------------------------------------------------------------------------

pub fn parse_for(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let iv = p.parse_operand()?;
    p.parse_punct(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut args = vec![untyped(p, iv)];
    let mut inits = vec![];
    if p.parse_optional_keyword("iter_args") {
        let (lhs, rhs) = p.parse_assignment_list()?;
        args.extend(lhs);
        inits = rhs;
        st.result_types = p.parse_arrow_type_list()?;
    }
    if args.len() != st.result_types.len() + 1 {
        return Err(err_at_name(
            p,
            st,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.parse_optional_punct(Punct::Colon) {
        p.parse_type()?
    } else {
        p.ctx().index()
    };
    args[0].ty = ty;
    for u in [&lb, &ub, &step] {
        let v = p.resolve_operand(u, ty)?;
        st.operands.push(v);
    }
    for ((arg, u), t) in args[1..].iter_mut().zip(&inits).zip(&st.result_types) {
        arg.ty = *t;
        let v = p.resolve_operand(u, *t)?;
        st.operands.push(v);
    }
    let body = p.parse_region(&args)?;
    ensure_terminator(p.ctx(), body, YieldOp::def(), st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(st)
}

pub fn print_for(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.to_vec();
    let Some(&region) = ctx.ops[op].regions.first() else {
        return;
    };
    let args = entry_args(ctx, region);
    let (Some(&iv), Some(control)) = (args.first(), operands.get(..3)) else {
        return;
    };
    let control = control.to_vec();
    let inits = operands[3..].to_vec();
    let iv_ty = ctx.value_type(iv);
    let is_index = ctx.is_index(iv_ty);
    let init_types = types_of(ctx, &inits);
    p.write(" ");
    p.print_operand(iv);
    p.write(" = ");
    p.print_operand(control[0]);
    p.write(" to ");
    p.print_operand(control[1]);
    p.write(" step ");
    p.print_operand(control[2]);
    print_initialization_list(p, &args[1..], &inits, " iter_args");
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_types(&init_types);
        p.write(")");
    }
    p.write(" ");
    if !is_index {
        p.write(" : ");
        p.print_type(iv_ty);
        p.write(" ");
    }
    p.print_region(region, false, !inits.is_empty());
    p.print_optional_attr_dict(op, &[]);
}

// ---- scf.if -------------------------------------------------------------------------------------

pub fn parse_if(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx().i1();
    let c = p.resolve_operand(&cond, i1)?;
    st.operands.push(c);
    st.result_types = p.parse_optional_arrow_type_list()?;
    let then = p.parse_region(&[])?;
    ensure_terminator(p.ctx(), then, YieldOp::def(), st.loc);
    let els = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[])?;
        ensure_terminator(p.ctx(), r, YieldOp::def(), st.loc);
        r
    } else {
        p.ctx().new_region()
    };
    st.regions = vec![then, els];
    p.parse_optional_attr_dict(st)
}

pub fn print_if(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(&cond) = ctx.ops[op].operands.first() else {
        return;
    };
    let types = ctx.result_types(op);
    let regions = ctx.ops[op].regions.clone();
    p.write(" ");
    p.print_operand(cond);
    let terminators = !types.is_empty();
    if terminators {
        p.write(" -> (");
        p.print_types(&types);
        p.write(")");
    }
    p.write(" ");
    if let Some(&then) = regions.first() {
        p.print_region(then, false, terminators);
    }
    if let Some(&els) = regions.get(1) {
        if p.ctx().regions[els].first.is_some() {
            p.write(" else ");
            p.print_region(els, false, terminators);
        }
    }
    p.print_optional_attr_dict(op, &[]);
}

// ---- scf.while ----------------------------------------------------------------------------------

pub fn parse_while(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let (mut args, operands) = p.parse_optional_assignment_list()?.unwrap_or_default();
    let type_off = p.offset();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let Some((inputs, results)) =
        crate::dialect::function_interface::function_type_parts(p.ctx_ref(), t)
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
    else {
        return Err(p.error_at(type_off, "invalid kind of type specified".into()));
    };
    st.result_types = results;
    if inputs.len() != operands.len() {
        return Err(p.error_at(
            type_off,
            format!(
                "expected as many input types as operands (expected {} got {})",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    let off = p.offset();
    st.operands = p.resolve_operands(&operands, &inputs, off)?;
    for (a, t) in args.iter_mut().zip(&inputs) {
        a.ty = *t;
    }
    let before = p.parse_region(&args)?;
    p.parse_keyword("do")?;
    let after = p.parse_region(&[])?;
    st.regions = vec![before, after];
    p.parse_optional_attr_dict_with_keyword(st)
}

pub fn print_while(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let inits = ctx.ops[op].operands.to_vec();
    let regions = ctx.ops[op].regions.clone();
    let (Some(&before), Some(&after)) = (regions.first(), regions.get(1)) else {
        return;
    };
    let args = entry_args(ctx, before);
    let in_types = types_of(ctx, &inits);
    let out_types = ctx.result_types(op);
    print_initialization_list(p, &args, &inits, " ");
    p.write(" : ");
    p.print_functional_type(&in_types, &out_types);
    p.write(" ");
    p.print_region(before, false, true);
    p.write(" do ");
    p.print_region(after, true, true);
    p.print_optional_attr_dict_with_keyword(op, &[]);
}

// ---- scf.parallel -------------------------------------------------------------------------------

pub fn parse_parallel(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let mut ivs = p.parse_argument_list(Delimiter::Paren)?;
    let index = p.ctx().index();
    let n = ivs.len();
    p.parse_punct(Punct::Equal)?;
    let lower = p.parse_operand_list_delimited(Delimiter::Paren, Some(n))?;
    for u in &lower {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    p.parse_keyword("to")?;
    let upper = p.parse_operand_list_delimited(Delimiter::Paren, Some(n))?;
    for u in &upper {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    p.parse_keyword("step")?;
    let steps = p.parse_operand_list_delimited(Delimiter::Paren, Some(n))?;
    for u in &steps {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    let mut inits = vec![];
    if p.parse_optional_keyword("init") {
        inits = p.parse_operand_list_delimited(Delimiter::Paren, None)?;
    }
    st.result_types = p.parse_optional_arrow_type_list()?;
    for iv in &mut ivs {
        iv.ty = index;
    }
    let body = p.parse_region(&ivs)?;
    let sizes = dense_i32(
        p.ctx(),
        &[lower.len(), upper.len(), steps.len(), inits.len()],
    );
    set_prop(p, st, "operandSegmentSizes", sizes);
    p.parse_optional_attr_dict(st)?;
    if inits.len() != st.result_types.len() {
        return Err(err_at_name(
            p,
            st,
            format!(
                "{} operands present, but expected {}",
                inits.len(),
                st.result_types.len()
            ),
        ));
    }
    for (u, t) in inits.iter().zip(st.result_types.clone()) {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    ensure_terminator(p.ctx(), body, ReduceOp::def(), st.loc);
    st.regions.push(body);
    Ok(())
}

pub fn print_parallel(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(&region) = ctx.ops[op].regions.first() else {
        return;
    };
    let def = ParallelOp::def();
    let group = |g| crate::ods::operand_group(ctx, op, def, g).to_vec();
    let (lb, ub, step, inits) = (group(0), group(1), group(2), group(3));
    let ivs = entry_args(ctx, region);
    let types = ctx.result_types(op);
    p.write(" (");
    p.print_operands(&ivs);
    p.write(") = (");
    p.print_operands(&lb);
    p.write(") to (");
    p.print_operands(&ub);
    p.write(") step (");
    p.print_operands(&step);
    p.write(")");
    if !inits.is_empty() {
        p.write(" init (");
        p.print_operands(&inits);
        p.write(")");
    }
    p.print_optional_arrow_type_list(&types);
    p.write(" ");
    p.print_region(region, false, true);
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

// ---- scf.forall ---------------------------------------------------------------------------------

/// `parseDynamicIndexList` with parentheses: SSA values and integers; returns the values and the
/// static list ([`DYNAMIC`] where a value stands).
fn parse_dynamic_index_list(
    p: &mut dyn AsmParser,
    st: &OpState,
) -> DResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let mut values = vec![];
    let mut statics = vec![];
    let r = p.parse_comma_separated_list(Delimiter::Paren, " in dynamic index list", &mut |p| {
        let v = p.parse_optional_operand()?;
        let scalable = p.parse_optional_punct(Punct::LSquare);
        match v {
            Some(v) => {
                values.push(v);
                statics.push(DYNAMIC);
            }
            None => {
                let off = p.offset();
                match p.parse_optional_integer()? {
                    Some(i) => match i64::try_from(&i) {
                        Ok(i) => statics.push(i),
                        Err(_) => {
                            return Err(p.error_at(off, "integer value too large".into()));
                        }
                    },
                    None => return Err(p.error_here("expected integer value".into())),
                }
            }
        }
        if scalable && !p.parse_optional_punct(Punct::RSquare) {
            return Err(err_at_name(p, st, "expected SSA value or integer"));
        }
        Ok(())
    });
    match r {
        Ok(()) => Ok((values, statics)),
        // Upstream reports a second error at the op's name.
        Err(mut e) => {
            let mut second = err_at_name(p, st, "expected SSA value or integer");
            second.severity = crate::diag::Severity::Error;
            e.notes.push(second);
            Err(e)
        }
    }
}

/// `printDynamicIndexList` with parentheses.
fn print_dynamic_index_list(p: &mut dyn AsmPrinter, values: &[ValueId], statics: &[i64]) {
    p.write("(");
    let mut next = values.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == DYNAMIC {
            if let Some(v) = next.next() {
                p.print_operand(*v);
            }
        } else {
            p.write_int(*s);
        }
    }
    p.write(")");
}

pub fn parse_forall(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let index = p.ctx().index();
    let mut ivs = p.parse_argument_list(Delimiter::Paren)?;
    let n = ivs.len();
    let (mut dyn_lbs, mut dyn_steps) = (vec![], vec![]);
    let (dyn_ubs, static_lbs, static_ubs, static_steps);
    if p.parse_optional_keyword("in") {
        let (ubs, s) = parse_dynamic_index_list(p, st)?;
        for u in &ubs {
            let v = p.resolve_operand(u, index)?;
            st.operands.push(v);
        }
        dyn_ubs = ubs;
        static_ubs = s;
        static_lbs = vec![0; n];
        static_steps = vec![1; n];
    } else {
        p.parse_punct(Punct::Equal)?;
        let (lbs, s) = parse_dynamic_index_list(p, st)?;
        for u in &lbs {
            let v = p.resolve_operand(u, index)?;
            st.operands.push(v);
        }
        dyn_lbs = lbs;
        static_lbs = s;
        p.parse_keyword("to")?;
        let (ubs, s) = parse_dynamic_index_list(p, st)?;
        for u in &ubs {
            let v = p.resolve_operand(u, index)?;
            st.operands.push(v);
        }
        dyn_ubs = ubs;
        static_ubs = s;
        p.parse_keyword("step")?;
        let (steps, s) = parse_dynamic_index_list(p, st)?;
        for u in &steps {
            let v = p.resolve_operand(u, index)?;
            st.operands.push(v);
        }
        dyn_steps = steps;
        static_steps = s;
    }
    let mut out_args = vec![];
    let mut outs = vec![];
    let outs_off = p.offset();
    if p.parse_optional_keyword("shared_outs") {
        let (lhs, rhs) = p.parse_assignment_list()?;
        out_args = lhs;
        outs = rhs;
        st.result_types = p.parse_optional_arrow_type_list()?;
        let types = st.result_types.clone();
        let vals = p.resolve_operands(&outs, &types, outs_off)?;
        st.operands.extend(vals);
    }
    for iv in &mut ivs {
        iv.ty = index;
    }
    for (a, t) in out_args.iter_mut().zip(&st.result_types) {
        a.ty = *t;
    }
    ivs.extend(out_args);
    let body = p.parse_region(&ivs)?;
    ensure_forall_terminator(p.ctx(), body, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(st)?;
    for (name, values) in [
        ("staticLowerBound", &static_lbs),
        ("staticUpperBound", &static_ubs),
        ("staticStep", &static_steps),
    ] {
        let a = dense_i64(p.ctx(), values);
        set_prop(p, st, name, a);
    }
    let sizes = dense_i32(
        p.ctx(),
        &[dyn_lbs.len(), dyn_ubs.len(), dyn_steps.len(), outs.len()],
    );
    set_prop(p, st, "operandSegmentSizes", sizes);
    Ok(())
}

/// `ForallOp::ensureTerminator`: the implicit `scf.forall.in_parallel` gets an empty block.
pub fn ensure_forall_terminator(ctx: &mut Context, body: RegionId, loc: Attribute) {
    if let Some(term) = ensure_terminator(ctx, body, InParallelOp::def(), loc) {
        let r = ctx.new_region();
        let b = ctx.new_block();
        ctx.append_block(r, b);
        ctx.regions[r].parent = Some(term);
        ctx.ops[term].regions.push(r);
    }
}

/// The value of a constant integer: an `IntegerAttr`, or a value made by a constant-like op
/// holding one (`getConstantIntValue`).
pub fn constant_int_value(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.defining_op(v)?;
    let def = ctx.ops[op].def?;
    if !def.has(traits::CONSTANT_LIKE) {
        return None;
    }
    let a = ctx.get_attr(op, "value")?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// `ForallOp::isNormalized`: every lower bound 0 and every step 1 (constants included).
fn forall_is_normalized(ctx: &Context, op: OpId) -> bool {
    let def = ForallOp::def();
    let all = |values: &[ValueId], statics: &[i64], want: i64| {
        let mut next = values.iter();
        statics.iter().all(|s| {
            if *s == DYNAMIC {
                next.next()
                    .and_then(|v| constant_int_value(ctx, *v))
                    .is_some_and(|c| c == want)
            } else {
                *s == want
            }
        })
    };
    let lbs = crate::ods::operand_group(ctx, op, def, 0);
    let steps = crate::ods::operand_group(ctx, op, def, 2);
    all(lbs, &static_list(ctx, op, "staticLowerBound"), 0)
        && all(steps, &static_list(ctx, op, "staticStep"), 1)
}

/// The `array<i64: ...>` property `name` of `op`.
pub fn static_list(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    crate::ods::prop(ctx, op, name)
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

pub fn print_forall(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(&region) = ctx.ops[op].regions.first() else {
        return;
    };
    let def = ForallOp::def();
    let group = |g| crate::ods::operand_group(ctx, op, def, g).to_vec();
    let (lbs, ubs, steps, outs) = (group(0), group(1), group(2), group(3));
    let (s_lbs, s_ubs, s_steps) = (
        static_list(ctx, op, "staticLowerBound"),
        static_list(ctx, op, "staticUpperBound"),
        static_list(ctx, op, "staticStep"),
    );
    let args = entry_args(ctx, region);
    let rank = s_lbs.len().min(args.len());
    let (ivs, out_args) = args.split_at(rank);
    let types = ctx.result_types(op);
    let has_results = !types.is_empty();
    let normalized = forall_is_normalized(ctx, op);
    p.write(" (");
    p.print_operands(ivs);
    if normalized {
        p.write(") in ");
        print_dynamic_index_list(p, &ubs, &s_ubs);
    } else {
        p.write(") = ");
        print_dynamic_index_list(p, &lbs, &s_lbs);
        p.write(" to ");
        print_dynamic_index_list(p, &ubs, &s_ubs);
        p.write(" step ");
        print_dynamic_index_list(p, &steps, &s_steps);
    }
    print_initialization_list(p, out_args, &outs, " shared_outs");
    p.write(" ");
    if !out_args.is_empty() {
        p.write("-> (");
        p.print_types(&types);
        p.write(") ");
    }
    p.print_region(region, false, has_results);
    p.print_optional_attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

// ---- scf.forall.in_parallel ---------------------------------------------------------------------

pub fn parse_in_parallel(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let r = p.parse_region(&[])?;
    let ctx = p.ctx();
    if ctx.regions[r].first.is_none() {
        let b = ctx.new_block();
        ctx.append_block(r, b);
    }
    st.regions.push(r);
    p.parse_optional_attr_dict(st)
}

pub fn print_in_parallel(p: &mut dyn AsmPrinter, op: OpId) {
    let regions = p.ctx().ops[op].regions.clone();
    p.write(" ");
    if let Some(&r) = regions.first() {
        p.print_region(r, false, false);
    }
    p.print_optional_attr_dict(op, &[]);
}

// ---- custom<SwitchCases> ------------------------------------------------------------------------

/// `(case <int> <region>)*`: the `cases` attribute and the case regions.
pub fn parse_switch_cases(
    p: &mut dyn AsmParser,
    _: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let mut values = vec![];
    let mut regions = vec![];
    while p.parse_optional_keyword("case") {
        let off = p.offset();
        let v = match p.parse_optional_integer()? {
            Some(i) => {
                i64::try_from(&i).map_err(|_| p.error_at(off, "integer value too large".into()))?
            }
            None => return Err(p.error_here("expected integer value".into())),
        };
        regions.push(p.parse_region(&[])?);
        values.push(v);
    }
    *args.attr(0) = Some(dense_i64(p.ctx(), &values));
    *args.regions(1) = regions;
    Ok(())
}

/// Each case on its own line: `case <int> <region>`.
pub fn print_switch_cases(p: &mut dyn AsmPrinter, op: OpId, _: &DirectivePrintArgs<'_>) {
    let ctx = p.ctx();
    let cases = static_list(ctx, op, "cases");
    let regions: Vec<RegionId> = ctx.ops[op].regions.iter().skip(1).copied().collect();
    for (v, r) in cases.into_iter().zip(regions) {
        p.print_newline();
        p.write("case ");
        p.write_int(v);
        p.write(" ");
        p.print_region(r, false, true);
    }
}
