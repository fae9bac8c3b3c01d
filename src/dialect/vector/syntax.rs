//! The custom syntax of `vector` ops upstream parses in C++ or with directives the format language
//! here lacks: `custom<DynamicIndexList>` (extract/insert positions), `vector.from_elements` (one
//! element type per operand), `vector.outerproduct`, and `vector.print` (an `oilist`).

use super::constraints::{punctuation, PRINT_PUNCTUATION};
use super::{vector_parts, vector_type};
use crate::diag::{DResult, Diagnostic};
use crate::ir::{AttrKind, OpId, OpState, ValueId, DYNAMIC};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, Punct, UnresolvedOperand};
use crate::ods::format::{DirectiveParseArgs, DirectivePrintArgs};
use crate::ods::CustomDirective;

/// An error at the op name, prefixed as the op's custom parser reports it.
fn err_at_name(p: &dyn AsmParser, st: &OpState, msg: &str) -> Diagnostic {
    let name = p.ctx_ref().str(st.name).to_string();
    Diagnostic::at(p.ctx_ref(), st.loc, format!("custom op '{name}' {msg}"))
}

// ---- custom<DynamicIndexList> -----------------------------------------------------------------------

/// `custom<DynamicIndexList>($values, $static_values)` (`parseDynamicIndexList` /
/// `printDynamicIndexList`: square brackets, SSA values or integers, scalable `[n]` entries read
/// and dropped).
pub const DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
};

/// `parseInteger<int64_t>`: `true`/`false` are the 1-bit integers, sign-extended.
fn parse_i64(p: &mut dyn AsmParser) -> DResult<i64> {
    use num_traits::ToPrimitive;
    let off = p.offset();
    if p.parse_optional_keyword("true") {
        return Ok(-1);
    }
    if p.parse_optional_keyword("false") {
        return Ok(0);
    }
    match p.parse_optional_integer()? {
        Some(v) => v
            .to_i64()
            .ok_or_else(|| p.error_at(off, "integer value too large".into())),
        None => Err(p.error_at(off, "expected integer value".into())),
    }
}

fn parse_dynamic_index_list(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let mut values: Vec<UnresolvedOperand> = vec![];
    let mut statics: Vec<i64> = vec![];
    let mut silent = false;
    let listed = p.parse_comma_separated_list(
        Delimiter::Square,
        " in dynamic index list",
        &mut |p: &mut dyn AsmParser| {
            let value = p.parse_optional_operand()?;
            let scalable = p.parse_optional_punct(Punct::LSquare);
            match value {
                Some(v) => {
                    values.push(v);
                    statics.push(DYNAMIC);
                }
                None => statics.push(parse_i64(p)?),
            }
            if scalable && !p.parse_optional_punct(Punct::RSquare) {
                // Upstream fails without a message here; the error at the op name follows.
                silent = true;
                return Err(err_at_name(p, st, "expected SSA value or integer"));
            }
            Ok(())
        },
    );
    // Upstream adds a second error at the op name after any error in the list.
    if let Err(mut e) = listed {
        if !silent {
            e.notes
                .push(err_at_name(p, st, "expected SSA value or integer"));
        }
        return Err(e);
    }
    *args.operands(0) = values;
    let ctx = p.ctx();
    let elem = ctx.i64();
    let a = ctx.attr(AttrKind::DenseArray {
        elem,
        values: statics.iter().map(|v| i128::from(*v)).collect(),
    });
    *args.attr(1) = Some(a);
    Ok(())
}

fn print_dynamic_index_list(p: &mut dyn AsmPrinter, _: OpId, args: &DirectivePrintArgs<'_>) {
    let ctx = p.ctx();
    let values = args.operands(ctx, 0).to_vec();
    let statics = args
        .attr(ctx, 1)
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    p.write("[");
    let mut next = values.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == DYNAMIC {
            match next.next() {
                Some(v) => p.print_operand(*v),
                None => p.write("<<out of range>>"),
            }
        } else {
            p.write_int(*s);
        }
    }
    p.write("]");
}

/// The positions of an extract/insert: statics with the dynamic values in their places.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Position {
    Static(i64),
    Dynamic(ValueId),
}

/// `getMixedPosition`.
pub fn mixed_position(ctx: &crate::ir::Context, op: OpId, dynamic: &[ValueId]) -> Vec<Position> {
    let statics = crate::ods::prop(ctx, op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let mut next = dynamic.iter();
    statics
        .iter()
        .filter_map(|s| {
            if *s == DYNAMIC {
                next.next().map(|v| Position::Dynamic(*v))
            } else {
                Some(Position::Static(*s))
            }
        })
        .collect()
}

// ---- vector.from_elements ---------------------------------------------------------------------------

/// `$elements attr-dict `:` type($result)`, each element typed by the result's element type.
pub(crate) fn parse_from_elements(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let off = p.offset();
    let elements = p.parse_operand_list()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let type_off = p.offset();
    let t = p.parse_type()?;
    let Some((shape, _, elem)) = vector_parts(p.ctx_ref(), t) else {
        return Err(p.error_at(type_off, "invalid kind of type specified".into()));
    };
    let n: i64 = shape.iter().product();
    let tys = vec![elem; usize::try_from(n).unwrap_or(0)];
    st.operands = p.resolve_operands(&elements, &tys, off)?;
    st.result_types.push(t);
    Ok(())
}

pub(crate) fn print_from_elements(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.clone();
    let t = ctx.value_type(ctx.result(op, 0));
    p.write(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(t);
}

// ---- vector.outerproduct ----------------------------------------------------------------------------

/// `OuterProductOp::parse`.
pub(crate) fn parse_outerproduct(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let tl = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let tr = p.parse_type()?;
    if operands.len() < 2 {
        return Err(err_at_name(p, st, "expected at least 2 operands"));
    }
    let Some((ls, lsc, le)) =
        vector_parts(p.ctx_ref(), tl).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
    else {
        return Err(err_at_name(p, st, "expected vector type for operand #1"));
    };
    let rv = vector_parts(p.ctx_ref(), tr).map(|(s, c, _)| (s.to_vec(), c.to_vec()));
    let first = |v: &[i64]| v.first().copied().unwrap_or(0);
    let firstb = |v: &[bool]| v.first().copied().unwrap_or(false);
    let res = match rv {
        Some((rs, rsc)) => vector_type(
            p.ctx(),
            vec![first(&ls), first(&rs)],
            vec![firstb(&lsc), firstb(&rsc)],
            le,
        ),
        None => vector_type(p.ctx(), vec![first(&ls)], vec![firstb(&lsc)], le),
    };
    let kind_key = p.sym("kind");
    if !st.attrs.iter().any(|(k, _)| *k == kind_key) {
        let k = crate::ods::enums::enum_attr(
            p.ctx(),
            &super::COMBINING_KIND,
            super::constraints::kind::ADD,
        );
        st.attrs.push((kind_key, k));
    }
    st.operands.push(p.resolve_operand(&operands[0], tl)?);
    st.operands.push(p.resolve_operand(&operands[1], tr)?);
    if let Some(acc) = operands.get(2) {
        st.operands.push(p.resolve_operand(acc, res)?);
    }
    st.result_types.push(res);
    Ok(())
}

/// `OuterProductOp::print`: the attributes only when there is an accumulator.
pub(crate) fn print_outerproduct(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let tys: Vec<_> = ops.iter().map(|v| ctx.value_type(*v)).collect();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    if let Some(acc) = ops.get(2) {
        p.write(", ");
        p.print_operand(*acc);
        p.print_optional_attr_dict(op, &[]);
    }
    p.write(" : ");
    p.print_type(tys[0]);
    p.write(", ");
    p.print_type(tys[1]);
}

// ---- vector.print -----------------------------------------------------------------------------------

/// `($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict`.
pub(crate) fn parse_print(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    if let Some(src) = p.parse_optional_operand()? {
        p.parse_punct(Punct::Colon)?;
        let t = p.parse_type()?;
        st.operands.push(p.resolve_operand(&src, t)?);
    }
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if p.parse_optional_keyword("str") {
            if seen_str {
                return Err(err_at_name(
                    p,
                    st,
                    "`str` clause can appear at most once in the expansion of the oilist directive",
                ));
            }
            seen_str = true;
            let off = p.offset();
            let none = p.ctx().none_type();
            let a = p.parse_attribute(Some(none))?;
            if !matches!(p.ctx_ref().attr_kind(a), AttrKind::String { .. }) {
                return Err(p.error_at(off, "invalid kind of attribute specified".into()));
            }
            let k = p.sym("stringLiteral");
            st.props.push((k, a));
        } else if p.parse_optional_keyword("punctuation") {
            if seen_punct {
                return Err(err_at_name(
                    p,
                    st,
                    "`punctuation` clause can appear at most once in the expansion of the oilist directive",
                ));
            }
            seen_punct = true;
            let off = p.offset();
            let a = p.parse_stripped_attribute(PRINT_PUNCTUATION.name, None)?;
            if crate::ods::enums::enum_value(p.ctx_ref(), a, &PRINT_PUNCTUATION).is_none() {
                return Err(p.error_at(off, "invalid kind of attribute specified".into()));
            }
            let k = p.sym("punctuation");
            st.props.push((k, a));
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(st)
}

pub(crate) fn print_print(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let src = ctx.ops[op].operands.first().copied();
    let string = crate::ods::prop(ctx, op, "stringLiteral");
    let punct = crate::ods::prop(ctx, op, "punctuation").filter(|a| {
        crate::ods::enums::enum_value(ctx, *a, &PRINT_PUNCTUATION) != Some(punctuation::NEWLINE)
    });
    if let Some(v) = src {
        let t = ctx.value_type(v);
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        p.print_type(t);
    }
    if let Some(s) = string {
        p.write(" str ");
        p.print_attribute_without_type(s);
    }
    if let Some(a) = punct {
        p.write(" punctuation ");
        p.print_stripped_attribute(a);
    }
    p.print_optional_attr_dict(op, &["stringLiteral", "punctuation"]);
}
