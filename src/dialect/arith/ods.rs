//! The checks ODS generates for an op, in the order upstream runs them: region/result/operand counts,
//! inherent attribute constraints, operand and result type constraints, then the shared traits
//! (`SameOperandsAndResultType`, `SameTypeOperands`, `SameOperandsAndResultShape`, `Elementwise`).
//! Shared by the `arith` and `index` dialects; messages are upstream's, word for word.

use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods::is_i1;
use crate::dialect::enums;
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind};
use crate::verify::op_err;

pub(crate) use crate::dialect::builtin::ods::{check_same_type_operands, typed_attr_type};

/// `operand type 'A' and result type 'B' are cast incompatible` (`CastOpInterface`).
pub(crate) fn cast_incompatible(ctx: &Context, op: OpId, from: Type, to: Type) -> Diagnostic {
    op_err(
        ctx,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            crate::print::type_to_string(ctx, from),
            crate::print::type_to_string(ctx, to)
        ),
    )
}

/// An ODS type constraint on one operand or result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TyC {
    /// `SignlessIntegerLike`: signless integer or index, or a vector/tensor of them.
    SignlessIntLike,
    /// `SignlessFixedWidthIntegerLike`: signless integer (no index), or a vector/tensor of them.
    SignlessFixedIntLike,
    /// `FloatLike`: float, or a vector/tensor of floats.
    FloatLike,
    /// `BoolLike`: i1, or a vector/tensor of i1.
    BoolLike,
    /// `index_cast`: signless-integer-like, or a ranked memref of signless integers/index.
    IndexCastLike,
    /// `bitcast`: signless integer, index or float (scalar, vector, tensor), or a ranked memref of them.
    BitcastLike,
    /// `Index`.
    Index,
    /// `I1`.
    I1,
    /// `AnyInteger` or `Index` (any signedness).
    IntOrIndex,
    /// `AnyType`.
    Any,
}

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_int(t) || ctx.is_index(t)
}
/// `t` itself, or a vector / (ranked or unranked) tensor whose element satisfies `pred`.
fn like(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    match ctx.kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => pred(ctx, *elem),
        _ => pred(ctx, t),
    }
}

/// A ranked memref whose element satisfies `pred`.
fn memref_of(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { elem, .. } if pred(ctx, *elem))
}

impl TyC {
    /// ODS's summary of the constraint, as used in "must be ..., but got ...".
    pub(crate) fn desc(self) -> &'static str {
        match self {
            TyC::SignlessIntLike => "signless-integer-like",
            TyC::SignlessFixedIntLike => "signless-fixed-width-integer-like",
            TyC::FloatLike => "floating-point-like",
            TyC::BoolLike => "bool-like",
            TyC::IndexCastLike => "signless-integer-like or memref of signless-integer",
            TyC::BitcastLike => {
                "signless-integer-or-float-like or memref of signless-integer or float"
            }
            TyC::Index => "index",
            TyC::I1 => "1-bit signless integer",
            TyC::IntOrIndex => "integer or index",
            TyC::Any => "any type",
        }
    }

    pub(crate) fn accepts(self, ctx: &Context, t: Type) -> bool {
        let int_or_float = |c: &Context, t: Type| is_signless_int_or_index(c, t) || c.is_float(t);
        match self {
            TyC::SignlessIntLike => like(ctx, t, is_signless_int_or_index),
            TyC::SignlessFixedIntLike => like(ctx, t, Context::is_signless_int),
            TyC::FloatLike => like(ctx, t, |c, t| c.is_float(t)),
            TyC::BoolLike => like(ctx, t, is_i1),
            TyC::IndexCastLike => {
                like(ctx, t, is_signless_int_or_index)
                    || memref_of(ctx, t, is_signless_int_or_index)
            }
            TyC::BitcastLike => like(ctx, t, int_or_float) || memref_of(ctx, t, int_or_float),
            TyC::Index => ctx.is_index(t),
            TyC::I1 => is_i1(ctx, t),
            TyC::IntOrIndex => matches!(ctx.kind(t), TypeKind::Integer { .. } | TypeKind::Index),
            TyC::Any => true,
        }
    }
}

/// How an inherent attribute is constrained.
#[derive(Clone, Copy, Debug)]
pub(crate) enum AttrC {
    /// An enum attribute of the named `EnumDef` (`arith.fastmath`).
    Enum(&'static str),
    /// An `I32EnumAttr`/`I64EnumAttr`: a signless integer of `width` bits with a value in `0..=max`.
    IntCases { width: u32, max: u64 },
    /// Any attribute with a type (`TypedAttrInterface`).
    Typed,
    /// An integer attribute of type `index`.
    IndexInt,
    /// A bool attribute (integer of type i1).
    Bool,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct AttrSpec {
    pub name: &'static str,
    pub c: AttrC,
    /// ODS's summary for "failed to satisfy constraint: ...".
    pub desc: &'static str,
    pub required: bool,
}

impl AttrC {
    pub(crate) fn accepts(self, ctx: &Context, a: Attribute) -> bool {
        match (self, ctx.attr_kind(a)) {
            (AttrC::Enum(name), AttrKind::Enum { def, .. }) => enums::lookup(name) == Some(*def),
            (AttrC::IntCases { width, max }, AttrKind::Integer { value, ty }) => {
                ctx.int_width(*ty) == Some(width)
                    && ctx.is_signless_int(*ty)
                    && value.sign() != num_bigint::Sign::Minus
                    && *value <= num_bigint::BigInt::from(max)
            }
            (AttrC::Typed, _) => typed_attr_type(ctx, a).is_some(),
            (AttrC::IndexInt, AttrKind::Integer { ty, .. }) => ctx.is_index(*ty),
            (AttrC::Bool, AttrKind::Integer { ty, .. }) => is_i1(ctx, *ty),
            _ => false,
        }
    }
}

/// The value of an enum attribute of the `EnumDef` named `name`, if `a` is one.
pub(crate) fn enum_value(ctx: &Context, a: Attribute, name: &str) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, value } if enums::lookup(name) == Some(*def) => Some(*value),
        _ => None,
    }
}

/// The value of an integer-cases attribute (`predicate = 2 : i64`) if it satisfies `c`.
pub(crate) fn int_case(ctx: &Context, a: Attribute, c: AttrC) -> Option<u64> {
    if !c.accepts(ctx, a) {
        return None;
    }
    use num_traits::ToPrimitive;
    ctx.as_int_attr(a).and_then(|v| v.to_u64())
}

/// What ODS checks before the op's own traits: counts, attributes, operand and result types.
pub(crate) struct Sig<'a> {
    pub operands: &'a [TyC],
    pub results: &'a [TyC],
    pub attrs: &'a [AttrSpec],
}

impl Sig<'_> {
    pub(crate) fn check(&self, ctx: &Context, op: OpId) -> DResult<()> {
        check_counts(ctx, op, self.operands.len(), self.results.len())?;
        if let Some(s) = self
            .attrs
            .iter()
            .find(|s| s.required && ctx.get_attr(op, s.name).is_none())
        {
            return Err(op_err(ctx, op, format!("requires attribute '{}'", s.name)));
        }
        for s in self.attrs {
            match ctx.get_attr(op, s.name) {
                Some(a) if !s.c.accepts(ctx, a) => {
                    return Err(op_err(
                        ctx,
                        op,
                        format!(
                            "attribute '{}' failed to satisfy constraint: {}",
                            s.name, s.desc
                        ),
                    ))
                }
                _ => {}
            }
        }
        check_types(ctx, op, "operand", &ctx.operand_types(op), self.operands)?;
        check_types(ctx, op, "result", &ctx.result_types(op), self.results)
    }
}

fn check_types(ctx: &Context, op: OpId, what: &str, tys: &[Type], cs: &[TyC]) -> DResult<()> {
    for (i, (t, c)) in tys.iter().zip(cs).enumerate() {
        if !c.accepts(ctx, *t) {
            let got = crate::print::type_to_string(ctx, *t);
            return Err(op_err(
                ctx,
                op,
                format!("{what} #{i} must be {}, but got '{got}'", c.desc()),
            ));
        }
    }
    Ok(())
}

/// `ZeroRegions`, `OneResult`/`NResults`, `ZeroOperands`/`OneOperand`/`NOperands`, in upstream's order.
pub(crate) fn check_counts(
    ctx: &Context,
    op: OpId,
    operands: usize,
    results: usize,
) -> DResult<()> {
    let d = &ctx.ops[op];
    if !d.regions.is_empty() {
        return Err(op_err(ctx, op, "requires zero regions"));
    }
    if d.results.len() != results {
        let msg = match results {
            0 => "requires zero results".to_string(),
            1 => "requires one result".to_string(),
            n => format!("expected {n} results"),
        };
        return Err(op_err(ctx, op, msg));
    }
    if d.operands.len() != operands {
        let msg = match operands {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            n => format!("expected {n} operands, but found {}", d.operands.len()),
        };
        return Err(op_err(ctx, op, msg));
    }
    Ok(())
}

pub(crate) use crate::verify::traits::{
    check_elementwise, check_same_operands_and_result_shape, check_same_operands_and_result_type,
    is_shaped,
};

/// An `AllTypesMatch` predicate over the given values (named as ODS names them).
pub(crate) fn check_all_types_match(
    ctx: &Context,
    op: OpId,
    tys: &[Type],
    names: &str,
) -> DResult<()> {
    if tys.iter().any(|t| *t != tys[0]) {
        return Err(op_err(
            ctx,
            op,
            format!("failed to verify that all of {{{names}}} have same type"),
        ));
    }
    Ok(())
}

/// Bit width of an integer or float element as MLIR's `getIntOrFloatBitWidth` reports it (`tf32` is 32).
pub(crate) fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    use crate::ir::float::FloatKind;
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(FloatKind::TF32) => Some(32),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}
