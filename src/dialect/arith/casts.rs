//! Casts: `%in (roundingmode)? (fastmath<..>)? attr-dict : T1 to T2`. Each cast is a table row: its type
//! constraints, its `areCastCompatible` rule and the optional clauses it takes.

use super::ods::{self, AttrC, AttrSpec, Sig, TyC};
use super::syntax::{
    keyword_of, parse_cast_tail, set_prop, value_of, FlagClause, KeywordTable, FASTMATH_OPT,
};
use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

/// `arith::RoundingMode`, an `I32EnumAttr` stored as `roundingmode = N : i32`.
pub(crate) const ROUNDING_MODES: KeywordTable = &[
    ("to_nearest_even", 0),
    ("downward", 1),
    ("upward", 2),
    ("toward_zero", 3),
    ("to_nearest_away", 4),
];

const ROUNDING: AttrSpec = AttrSpec {
    name: "roundingmode",
    c: AttrC::IntCases { width: 32, max: 4 },
    desc: "Floating point rounding mode",
    required: false,
};

/// Upstream's `areCastCompatible` for each cast, on element types.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Compat {
    /// Integers, destination wider.
    IntWider,
    /// Integers, destination narrower.
    IntNarrower,
    FloatWider,
    FloatNarrower,
    IntToFloat,
    FloatToInt,
    /// One side index, the other a signless integer.
    Index,
    /// Integers or floats of the same bit width.
    SameWidth,
}

pub(crate) struct CastSpec {
    pub(crate) name: &'static str,
    from: TyC,
    to: TyC,
    compat: Compat,
    rounding: bool,
    fastmath: Option<FlagClause>,
}

const fn cast(name: &'static str, from: TyC, to: TyC, compat: Compat) -> CastSpec {
    CastSpec {
        name,
        from,
        to,
        compat,
        rounding: false,
        fastmath: None,
    }
}

const INT: TyC = TyC::SignlessFixedIntLike;
const FLOAT: TyC = TyC::FloatLike;

pub(crate) const CASTS: &[CastSpec] = &[
    cast("arith.extui", INT, INT, Compat::IntWider),
    cast("arith.extsi", INT, INT, Compat::IntWider),
    cast("arith.trunci", INT, INT, Compat::IntNarrower),
    CastSpec {
        fastmath: Some(FASTMATH_OPT),
        ..cast("arith.extf", FLOAT, FLOAT, Compat::FloatWider)
    },
    CastSpec {
        rounding: true,
        fastmath: Some(FASTMATH_OPT),
        ..cast("arith.truncf", FLOAT, FLOAT, Compat::FloatNarrower)
    },
    cast("arith.uitofp", INT, FLOAT, Compat::IntToFloat),
    cast("arith.sitofp", INT, FLOAT, Compat::IntToFloat),
    cast("arith.fptoui", FLOAT, INT, Compat::FloatToInt),
    cast("arith.fptosi", FLOAT, INT, Compat::FloatToInt),
    cast(
        "arith.index_cast",
        TyC::IndexCastLike,
        TyC::IndexCastLike,
        Compat::Index,
    ),
    cast(
        "arith.index_castui",
        TyC::IndexCastLike,
        TyC::IndexCastLike,
        Compat::Index,
    ),
    cast(
        "arith.bitcast",
        TyC::BitcastLike,
        TyC::BitcastLike,
        Compat::SameWidth,
    ),
];

fn spec(name: &str) -> Option<&'static CastSpec> {
    CASTS.iter().find(|s| s.name == name)
}

fn compatible(ctx: &Context, rule: Compat, from: Type, to: Type) -> bool {
    let (a, b) = (ctx.element_type(from), ctx.element_type(to));
    let int_w = |t: Type| match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let float_w = |t: Type| {
        if ctx.is_float(t) {
            ods::int_or_float_width(ctx, t)
        } else {
            None
        }
    };
    match rule {
        Compat::IntWider => matches!((int_w(a), int_w(b)), (Some(x), Some(y)) if y > x),
        Compat::IntNarrower => matches!((int_w(a), int_w(b)), (Some(x), Some(y)) if y < x),
        Compat::FloatWider => matches!((float_w(a), float_w(b)), (Some(x), Some(y)) if y > x),
        Compat::FloatNarrower => matches!((float_w(a), float_w(b)), (Some(x), Some(y)) if y < x),
        Compat::IntToFloat => int_w(a).is_some() && ctx.is_float(b),
        Compat::FloatToInt => ctx.is_float(a) && int_w(b).is_some(),
        Compat::Index => {
            (ctx.is_index(a) && ctx.is_signless_int(b))
                || (ctx.is_signless_int(a) && ctx.is_index(b))
        }
        Compat::SameWidth => {
            let w = |t: Type| {
                if ctx.is_index(t) {
                    None
                } else {
                    ods::int_or_float_width(ctx, t)
                }
            };
            matches!((w(a), w(b)), (Some(x), Some(y)) if x == y)
        }
    }
}

pub(crate) fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let Some(s) = spec(p.ctx.str(st.name)) else {
        return Err(p.err_here("unknown arith cast"));
    };
    let input = p.parse_operand()?;
    if s.rounding && p.at(T::BareIdent) {
        if let Some(v) = value_of(ROUNDING_MODES, p.spelling()) {
            p.bump();
            let i32t = p.ctx.i32();
            let a = p.ctx.int_attr(i32t, v as i64);
            set_prop(p, st, "roundingmode", a);
        }
    }
    if let Some(f) = s.fastmath {
        f.parse(p, st)?;
    }
    parse_cast_tail(p, st, &input)
}

pub(crate) fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let Some(s) = spec(ctx.op_name(op)) else {
        return;
    };
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    let mut elided = vec![];
    if s.rounding {
        let mode = ctx
            .get_attr(op, ROUNDING.name)
            .and_then(|a| ods::int_case(ctx, a, ROUNDING.c));
        if let Some(kw) = mode.and_then(|v| keyword_of(ROUNDING_MODES, v)) {
            pr.w(" ");
            pr.w(kw);
            elided.push(ROUNDING.name);
        }
    }
    if let Some(f) = s.fastmath {
        if f.print(pr, op) {
            elided.push(f.attr);
        }
    }
    pr.print_op_attr_dict(op, &elided);
    pr.w(" : ");
    let d = &ctx.ops[op];
    if let (Some(&i), Some(&o)) = (d.operands.first(), d.results.first()) {
        pr.print_type(ctx.value_type(i));
        pr.w(" to ");
        pr.print_type(ctx.value_type(o));
    }
}

/// `SameInputOutputTensorDims`: tensors on either side have identical shapes (non-tensors count as `[]`;
/// upstream reads garbage for unranked tensors, which in practice never matches).
fn same_tensor_dims(ctx: &Context, a: Type, b: Type) -> bool {
    let dims = |t: Type| match ctx.kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(vec![]),
    };
    match (dims(a), dims(b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(s) = spec(ctx.op_name(op)) else {
        return Ok(());
    };
    let mut attrs = vec![];
    if s.rounding {
        attrs.push(ROUNDING);
    }
    if let Some(f) = s.fastmath {
        attrs.push(f.spec());
    }
    Sig {
        operands: &[s.from],
        results: &[s.to],
        attrs: &attrs,
    }
    .check(ctx, op)?;
    let (from, to) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    if !same_tensor_dims(ctx, from, to) {
        return Err(op_err(
            ctx,
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    ods::check_same_operands_and_result_shape(ctx, op)?;
    ods::check_elementwise(ctx, op)?;
    if !compatible(ctx, s.compat, from, to) {
        return Err(ods::cast_incompatible(ctx, op, from, to));
    }
    Ok(())
}
