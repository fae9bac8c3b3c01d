//! `arith.cmpi` and `arith.cmpf`: `pred, %a, %b (fastmath<..>)? attr-dict : T`, result i1 of T's shape.
//! The predicate is an `I64EnumAttr`, stored as `predicate = N : i64`.

use super::ods::{self, AttrC, AttrSpec, Sig, TyC};
use super::syntax::{absorb_inherent, custom_err, keyword_of, value_of, KeywordTable, FASTMATH};
use crate::diag::DResult;
use crate::ir::types::Signedness;
use crate::ir::{Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

pub(crate) const CMPI_PREDICATES: KeywordTable = crate::dialect::enums::INT_PREDICATES;

pub(crate) const CMPF_PREDICATES: KeywordTable = &[
    ("false", 0),
    ("oeq", 1),
    ("ogt", 2),
    ("oge", 3),
    ("olt", 4),
    ("ole", 5),
    ("one", 6),
    ("ord", 7),
    ("ueq", 8),
    ("ugt", 9),
    ("uge", 10),
    ("ult", 11),
    ("ule", 12),
    ("une", 13),
    ("uno", 14),
    ("true", 15),
];

struct CmpSpec {
    name: &'static str,
    operand: TyC,
    predicates: KeywordTable,
    predicate: AttrSpec,
    fastmath: bool,
}

const CMPI: CmpSpec = CmpSpec {
    name: "arith.cmpi",
    operand: TyC::SignlessIntLike,
    predicates: CMPI_PREDICATES,
    predicate: AttrSpec {
        name: "predicate",
        c: AttrC::IntCases { width: 64, max: 9 },
        desc: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        required: true,
    },
    fastmath: false,
};

const CMPF: CmpSpec = CmpSpec {
    name: "arith.cmpf",
    operand: TyC::FloatLike,
    predicates: CMPF_PREDICATES,
    predicate: AttrSpec {
        name: "predicate",
        c: AttrC::IntCases { width: 64, max: 15 },
        desc: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
        required: true,
    },
    fastmath: true,
};

fn spec(name: &str) -> &'static CmpSpec {
    if name == CMPF.name {
        &CMPF
    } else {
        &CMPI
    }
}

/// MLIR's `getI1SameShape`: i1 with the shape (and scalability, encoding) of `t`.
pub(crate) fn i1_same_shape(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.i1();
    let kind = match ctx.kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            elem: i1,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem: i1 },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            elem: i1,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
            elem: i1,
            memory_space,
        },
        _ => return i1,
    };
    ctx.ty(kind)
}

/// Whether `t` equals `getI1SameShape(of)` (checked structurally: the verifier cannot intern types).
pub(crate) fn is_i1_same_shape(ctx: &Context, of: Type, t: Type) -> bool {
    let i1 = |e: Type| {
        matches!(
            ctx.kind(e),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    match (ctx.kind(of), ctx.kind(t)) {
        (
            TypeKind::Vector {
                shape: s1,
                scalable: c1,
                ..
            },
            TypeKind::Vector {
                shape: s2,
                scalable: c2,
                elem,
            },
        ) => s1 == s2 && c1 == c2 && i1(*elem),
        (
            TypeKind::RankedTensor {
                shape: s1,
                encoding: e1,
                ..
            },
            TypeKind::RankedTensor {
                shape: s2,
                encoding: e2,
                elem,
            },
        ) => s1 == s2 && e1 == e2 && i1(*elem),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { elem }) => i1(*elem),
        (
            TypeKind::MemRef {
                shape: s1,
                layout: l1,
                memory_space: m1,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                layout: l2,
                memory_space: m2,
                elem,
            },
        ) => s1 == s2 && l1 == l2 && m1 == m2 && i1(*elem),
        (
            TypeKind::UnrankedMemRef {
                memory_space: m1, ..
            },
            TypeKind::UnrankedMemRef {
                memory_space: m2,
                elem,
            },
        ) => m1 == m2 && i1(*elem),
        (k, _) if k.is_shaped() => false,
        _ => i1(t),
    }
}

/// The predicate: a keyword, or a string naming one (upstream accepts both).
fn parse_predicate(p: &mut Parser, st: &OpState, table: KeywordTable) -> DResult<u64> {
    let off = p.tok_start();
    let names: Vec<&str> = table.iter().map(|c| c.0).collect();
    let expected = format!(
        "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
        names.join(", ")
    );
    let text = if p.at(T::BareIdent) && value_of(table, p.spelling()).is_some() {
        let s = p.spelling().to_string();
        p.bump();
        s
    } else if p.at(T::String) {
        let raw = p.spelling();
        let body = raw.get(1..raw.len().saturating_sub(1)).unwrap_or("");
        let s =
            String::from_utf8_lossy(&crate::parse::lexer::unescape(body.as_bytes())).to_string();
        p.bump();
        s
    } else {
        return Err(custom_err(p, st, off, expected));
    };
    value_of(table, &text).ok_or_else(|| {
        custom_err(
            p,
            st,
            off,
            format!("invalid predicate attribute specification: \"{text}\""),
        )
    })
}

pub(crate) fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let s = spec(p.ctx.str(st.name));
    let pred = parse_predicate(p, st, s.predicates)?;
    let i64t = p.ctx.i64();
    let pred_attr = p.ctx.int_attr(i64t, pred as i64);
    super::syntax::set_prop(p, st, "predicate", pred_attr);
    p.expect(T::Comma, "','")?;
    let lhs = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let rhs = p.parse_operand()?;
    if s.fastmath {
        FASTMATH.parse(p, st)?;
    }
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let ty = p.parse_type()?;
    // The result type is derived from `lhs`, so the generated parser checks its constraint first.
    if !s.operand.accepts(p.ctx, ty) {
        let msg = format!(
            "custom op '{}' 'lhs' must be {}, but got '{}'",
            s.name,
            s.operand.desc(),
            crate::print::type_to_string(p.ctx, ty)
        );
        return Err(crate::diag::Diagnostic::at(p.ctx, st.loc, msg));
    }
    st.operands = p.resolve_operands_same(&[lhs, rhs], ty)?;
    st.result_types = vec![i1_same_shape(p.ctx, ty)];
    Ok(())
}

pub(crate) fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let s = spec(ctx.op_name(op));
    let mut elided = vec![];
    let kw = ctx
        .get_attr(op, "predicate")
        .and_then(|a| ods::int_case(ctx, a, s.predicate.c));
    if let Some(kw) = kw.and_then(|v| keyword_of(s.predicates, v)) {
        pr.w(" ");
        pr.w(kw);
        pr.w(",");
        elided.push("predicate");
    }
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    if s.fastmath && FASTMATH.print(pr, op) {
        elided.push(FASTMATH.attr);
    }
    pr.print_op_attr_dict(op, &elided);
    pr.w(" : ");
    if let Some(&v) = ctx.ops[op].operands.first() {
        pr.print_type(ctx.value_type(v));
    }
}

pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let s = spec(ctx.op_name(op));
    let mut attrs = vec![s.predicate];
    if s.fastmath {
        attrs.push(FASTMATH.spec());
    }
    Sig {
        operands: &[s.operand, s.operand],
        results: &[TyC::BoolLike],
        attrs: &attrs,
    }
    .check(ctx, op)?;
    let (lhs, res) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    if !is_i1_same_shape(ctx, lhs, res) {
        return Err(crate::verify::op_err(
            ctx,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    ods::check_same_type_operands(ctx, op)?;
    ods::check_elementwise(ctx, op)
}
