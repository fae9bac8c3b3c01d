//! The checks MLIR's ODS generates for every op (`verifyInvariants`), driven by a per-op table instead of
//! generated code: region/result/operand counts, inherent attribute constraints, `operandSegmentSizes`,
//! and operand/result type constraints, in upstream's order and with upstream's messages.

use super::common::op_err;
use super::layout;
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind};
use std::ops::Range;

/// How many values an operand or result group holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Arity {
    One,
    Optional,
    Variadic,
}

/// ODS type constraints used by memref ops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TyC {
    Any,
    Index,
    /// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
    SignlessIntOrFloat,
    /// `AnyMemRef` / `MemRefOf<[AnyType]>`.
    MemRef,
    /// `AnyRankedOrUnrankedMemRef`.
    RankedOrUnranked,
    /// `AnyNon0RankedOrUnrankedMemRef`.
    Non0RankedOrUnranked,
    /// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
    MemRefOfIntOrFloat,
    /// `AnyStaticShapeMemRef`.
    StaticShapeMemRef,
    /// `AnyStridedMemRef`.
    StridedMemRef,
    /// `AnyStridedMemRefOfRank<0>`.
    StridedMemRefRank0,
    /// `MemRefRankOf<[AnyType], [1]>`.
    MemRef1D,
    /// `MemRefRankOf<[I8], [1]>`.
    MemRef1DOfI8,
    /// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
    MemRef1DOfIntOrIndex,
}

fn is_signless_int_or_float(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_int(t) || ctx.is_float(t)
}

impl TyC {
    /// The constraint's summary as ODS prints it in `must be ...`.
    pub(crate) fn summary(self) -> &'static str {
        match self {
            TyC::Any => "any type",
            TyC::Index => "index",
            TyC::SignlessIntOrFloat => "signless integer or floating-point",
            TyC::MemRef => "memref of any type values",
            TyC::RankedOrUnranked => "ranked or unranked memref of any type values",
            TyC::Non0RankedOrUnranked => {
                "unranked.memref of any type values or non-0-ranked.memref of any type values"
            }
            TyC::MemRefOfIntOrFloat => "memref of signless integer or floating-point values",
            TyC::StaticShapeMemRef => "statically shaped memref of any type values",
            TyC::StridedMemRef => "strided memref of any type values",
            TyC::StridedMemRefRank0 => "strided memref of any type values of rank 0",
            TyC::MemRef1D => "1D memref of any type values",
            TyC::MemRef1DOfI8 => "1D memref of 8-bit signless integer values",
            TyC::MemRef1DOfIntOrIndex => "1D memref of signless integer or index values",
        }
    }

    pub(crate) fn accepts(self, ctx: &Context, t: Type) -> bool {
        let ranked = |f: &dyn Fn(&[i64], Type) -> bool| match ctx.kind(t) {
            TypeKind::MemRef { shape, elem, .. } => f(shape, *elem),
            _ => false,
        };
        match self {
            TyC::Any => true,
            TyC::Index => ctx.is_index(t),
            TyC::SignlessIntOrFloat => is_signless_int_or_float(ctx, t),
            TyC::MemRef => ranked(&|_, _| true),
            TyC::RankedOrUnranked => {
                matches!(
                    ctx.kind(t),
                    TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
                )
            }
            TyC::Non0RankedOrUnranked => match ctx.kind(t) {
                TypeKind::MemRef { shape, .. } => !shape.is_empty(),
                TypeKind::UnrankedMemRef { .. } => true,
                _ => false,
            },
            TyC::MemRefOfIntOrFloat => ranked(&|_, e| is_signless_int_or_float(ctx, e)),
            TyC::StaticShapeMemRef => ranked(&|s, _| s.iter().all(|d| *d != crate::ir::DYNAMIC)),
            TyC::StridedMemRef => ranked(&|_, _| layout::is_strided(ctx, t)),
            TyC::StridedMemRefRank0 => ranked(&|s, _| s.is_empty() && layout::is_strided(ctx, t)),
            TyC::MemRef1D => ranked(&|s, _| s.len() == 1),
            TyC::MemRef1DOfI8 => ranked(&|s, e| {
                s.len() == 1 && ctx.is_signless_int(e) && ctx.int_width(e) == Some(8)
            }),
            TyC::MemRef1DOfIntOrIndex => {
                ranked(&|s, e| s.len() == 1 && (ctx.is_signless_int(e) || ctx.is_index(e)))
            }
        }
    }
}

/// ODS attribute constraints used by memref ops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum AttrC {
    I64,
    /// `ConfinedAttr<I64Attr, [IntMinValue<0>]>`.
    I64NonNegative,
    /// `ConfinedAttr<I32Attr, [IntPositive]>`.
    I32Positive,
    /// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
    I32ZeroToThree,
    Bool,
    Str,
    FlatSymbolRef,
    MemRefTypeAttr,
    AnyAttr,
    Unit,
    DenseI64Array,
    /// `IndexListArrayAttr`: an array of arrays of i64 integers.
    IndexListArray,
    AffineMap,
    /// `AtomicRMWKindAttr` (an `I64EnumAttr` of the arith dialect).
    AtomicRmwKind,
}

impl AttrC {
    /// Whether `a` converts to the property's storage type (`IntegerAttr`, `BoolAttr`, `StringAttr`, ...);
    /// upstream rejects other kinds while parsing ("invalid properties").
    pub(crate) fn storable(self, ctx: &Context, a: Attribute) -> bool {
        let k = ctx.attr_kind(a);
        match self {
            AttrC::I64 | AttrC::I64NonNegative | AttrC::I32Positive | AttrC::I32ZeroToThree => {
                matches!(k, AttrKind::Integer { .. })
            }
            AttrC::AtomicRmwKind => self.accepts(ctx, a),
            AttrC::Bool => self.accepts(ctx, a),
            AttrC::Str => matches!(k, AttrKind::String { .. }),
            AttrC::FlatSymbolRef => self.accepts(ctx, a),
            AttrC::MemRefTypeAttr => matches!(k, AttrKind::Type(_)),
            AttrC::AnyAttr => true,
            AttrC::Unit => matches!(k, AttrKind::Unit),
            AttrC::DenseI64Array => matches!(k, AttrKind::DenseArray { .. }),
            AttrC::IndexListArray => matches!(k, AttrKind::Array(_)),
            AttrC::AffineMap => matches!(k, AttrKind::AffineMap(_)),
        }
    }

    pub(crate) fn summary(self) -> &'static str {
        match self {
            AttrC::I64 => "64-bit signless integer attribute",
            AttrC::I64NonNegative => "64-bit signless integer attribute whose minimum value is 0",
            AttrC::I32Positive => "32-bit signless integer attribute whose value is positive",
            AttrC::I32ZeroToThree => {
                "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"
            }
            AttrC::Bool => "bool attribute",
            AttrC::Str => "string attribute",
            AttrC::FlatSymbolRef => "flat symbol reference attribute",
            AttrC::MemRefTypeAttr => "memref type attribute",
            AttrC::AnyAttr => "any attribute",
            AttrC::Unit => "unit attribute",
            AttrC::DenseI64Array => "i64 dense array attribute",
            AttrC::IndexListArray => "Array of 64-bit integer array attributes",
            AttrC::AffineMap => "AffineMap attribute",
            AttrC::AtomicRmwKind => "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14",
        }
    }

    pub(crate) fn accepts(self, ctx: &Context, a: Attribute) -> bool {
        let int_of = |width: u32| match ctx.attr_kind(a) {
            AttrKind::Integer { value, ty }
                if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(width) =>
            {
                use num_traits::ToPrimitive;
                value.to_i64()
            }
            _ => None,
        };
        match self {
            AttrC::I64 => int_of(64).is_some(),
            AttrC::I64NonNegative => int_of(64).is_some_and(|v| v >= 0),
            AttrC::I32Positive => int_of(32).is_some_and(|v| v > 0),
            AttrC::I32ZeroToThree => int_of(32).is_some_and(|v| (0..=3).contains(&v)),
            AttrC::Bool => int_of(1).is_some(),
            AttrC::Str => matches!(ctx.attr_kind(a), AttrKind::String { .. }),
            AttrC::FlatSymbolRef => {
                matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
            }
            AttrC::MemRefTypeAttr => ctx
                .as_type_attr(a)
                .is_some_and(|t| matches!(ctx.kind(t), TypeKind::MemRef { .. })),
            AttrC::AnyAttr => true,
            AttrC::Unit => matches!(ctx.attr_kind(a), AttrKind::Unit),
            AttrC::DenseI64Array => dense_i64_values(ctx, a).is_some(),
            AttrC::IndexListArray => index_list_array(ctx, a).is_some(),
            AttrC::AffineMap => matches!(ctx.attr_kind(a), AttrKind::AffineMap(_)),
            AttrC::AtomicRmwKind => int_of(64)
                .is_some_and(|v| super::atomic_kind::AtomicRmwKind::from_value(v).is_some()),
        }
    }
}

/// The values of an `array<i64: ...>` attribute.
pub(crate) fn dense_i64_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, values } if ctx.int_width(*elem) == Some(64) => {
            Some(values.iter().map(|v| *v as i64).collect())
        }
        _ => None,
    }
}

/// The groups of an `IndexListArrayAttr` (`[[0, 1], [2]]`).
pub(crate) fn index_list_array(ctx: &Context, a: Attribute) -> Option<Vec<Vec<i64>>> {
    let outer = ctx.as_array(a)?;
    outer
        .iter()
        .map(|g| {
            ctx.as_array(*g)?
                .iter()
                .map(|i| match ctx.attr_kind(*i) {
                    AttrKind::Integer { ty, .. }
                        if ctx.int_width(*ty) == Some(64) && ctx.is_signless_int(*ty) =>
                    {
                        ctx.as_i64(*i)
                    }
                    _ => None,
                })
                .collect()
        })
        .collect()
}

/// One inherent attribute of an op.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AttrSpec {
    pub name: &'static str,
    pub c: AttrC,
    pub required: bool,
}

pub(crate) const fn req(name: &'static str, c: AttrC) -> AttrSpec {
    AttrSpec {
        name,
        c,
        required: true,
    }
}

pub(crate) const fn opt(name: &'static str, c: AttrC) -> AttrSpec {
    AttrSpec {
        name,
        c,
        required: false,
    }
}

/// What ODS knows about an op's shape.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ods {
    pub regions: usize,
    pub results: &'static [(Arity, TyC)],
    pub operands: &'static [(Arity, TyC)],
    /// `AttrSizedOperandSegments`: group sizes come from the `operandSegmentSizes` property.
    pub segments: bool,
    /// `SingleBlock`: each region has at most one block.
    pub single_block: bool,
    pub attrs: &'static [AttrSpec],
}

impl Ods {
    pub(crate) const fn new() -> Self {
        Ods {
            regions: 0,
            results: &[],
            operands: &[],
            segments: false,
            single_block: false,
            attrs: &[],
        }
    }
}

/// The operand (or result) groups of an op, as index ranges into its flat list.
#[derive(Clone, Debug)]
pub(crate) struct Groups(pub Vec<Range<usize>>);

impl Groups {
    pub(crate) fn get(&self, i: usize) -> Range<usize> {
        self.0.get(i).cloned().unwrap_or(0..0)
    }
}

/// Checks the count traits ODS attaches (`ZeroResults`, `OneOperand`, `AtLeastNOperands<2>`, ...).
fn check_count(
    ctx: &Context,
    op: OpId,
    groups: &[(Arity, TyC)],
    n: usize,
    what: &str,
) -> DResult<()> {
    let fixed = groups.iter().filter(|g| g.0 == Arity::One).count();
    let variadic = groups.len() != fixed;
    let plural = if what == "operand" {
        "operands"
    } else {
        "results"
    };
    let msg = if variadic {
        if fixed > 0 && n < fixed {
            Some(format!("expected {fixed} or more {plural}, but found {n}"))
        } else {
            None
        }
    } else if n != fixed {
        Some(match (fixed, what) {
            (0, "operand") => "requires zero operands".to_string(),
            (0, _) => "requires zero results".to_string(),
            (1, "operand") => "requires a single operand".to_string(),
            (1, _) => "requires one result".to_string(),
            _ => format!("expected {fixed} {plural}, but found {n}"),
        })
    } else {
        None
    };
    match msg {
        Some(m) => Err(op_err(ctx, op, m)),
        None => Ok(()),
    }
}

/// Splits `n` values into groups when at most one group is variadic (or all variadic groups have the same
/// size, `SameVariadicOperandSize`).
fn split_groups(groups: &[(Arity, TyC)], n: usize) -> Groups {
    let fixed = groups.iter().filter(|g| g.0 == Arity::One).count();
    let nvar = groups.len() - fixed;
    let var_size = n.saturating_sub(fixed).checked_div(nvar).unwrap_or(0);
    let mut out = vec![];
    let mut at = 0;
    for g in groups {
        let len = if g.0 == Arity::One { 1 } else { var_size };
        let end = (at + len).min(n);
        out.push(at..end);
        at = end;
    }
    Groups(out)
}

/// The `operandSegmentSizes` property, if present and well formed.
pub(crate) fn segment_sizes(ctx: &Context, op: OpId) -> Option<Vec<i64>> {
    let a = ctx.get_attr(op, "operandSegmentSizes")?;
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, values } if ctx.int_width(*elem) == Some(32) => {
            Some(values.iter().map(|v| *v as i64).collect())
        }
        _ => None,
    }
}

fn check_types(
    ctx: &Context,
    op: OpId,
    spec: &[(Arity, TyC)],
    groups: &Groups,
    vals: &[Type],
    what: &str,
) -> DResult<()> {
    for (gi, (arity, c)) in spec.iter().enumerate() {
        for i in groups.get(gi) {
            let t = vals[i];
            if !c.accepts(ctx, t) {
                let prefix = if *arity == Arity::Variadic {
                    "variadic of "
                } else {
                    ""
                };
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "{what} #{i} must be {prefix}{}, but got {}",
                        c.summary(),
                        super::common::qty(ctx, t)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Runs the ODS checks of `spec` on `op`; on success returns the operand groups.
pub(crate) fn verify(ctx: &Context, op: OpId, spec: &Ods) -> DResult<Groups> {
    let d = &ctx.ops[op];
    let name = ctx.op_name(op);
    // Properties that fail to convert are reported as upstream's parser does.
    let mut segs = None;
    if spec.segments {
        if ctx.get_attr(op, "operandSegmentSizes").is_some() {
            let Some(v) = segment_sizes(ctx, op) else {
                return Err(super::common::plain_err(
                    ctx,
                    op,
                    format!(
                        "invalid properties {} for op {name}: expected DenseI32ArrayAttr for key `value`",
                        crate::verify::props_text(ctx, op)
                    ),
                ));
            };
            if v.len() != spec.operands.len() {
                return Err(super::common::plain_err(
                    ctx,
                    op,
                    format!(
                        "invalid properties {} for op {name}: size mismatch in attribute conversion: {} vs {}",
                        crate::verify::props_text(ctx, op),
                        v.len(),
                        spec.operands.len()
                    ),
                ));
            }
            segs = Some(v);
        } else {
            segs = Some(vec![0; spec.operands.len()]);
        }
    }
    for a in spec.attrs {
        {
            if let Some(v) = ctx.get_attr(op, a.name) {
                if !a.c.storable(ctx, v) {
                    return Err(super::common::plain_err(
                        ctx,
                        op,
                        format!(
                            "invalid properties {} for op {name}: Invalid attribute `{}` in property conversion: {}",
                            crate::verify::props_text(ctx, op),
                            a.name,
                            super::common::attr_str(ctx, v)
                        ),
                    ));
                }
            }
        }
    }

    // Count traits, in the order ODS lists them: regions, results, successors, operands.
    if d.regions.len() != spec.regions {
        let msg = match spec.regions {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            n => format!("expected {n} regions"),
        };
        return Err(op_err(ctx, op, msg));
    }
    check_count(ctx, op, spec.results, d.results.len(), "result")?;
    if !d.successors.is_empty() {
        return Err(op_err(
            ctx,
            op,
            format!("requires 0 successors but found {}", d.successors.len()),
        ));
    }
    check_count(ctx, op, spec.operands, d.operands.len(), "operand")?;
    if spec.single_block {
        for (i, r) in d.regions.iter().enumerate() {
            if ctx.region_blocks(*r).len() > 1 {
                return Err(op_err(
                    ctx,
                    op,
                    format!("expects region #{i} to have 0 or 1 blocks"),
                ));
            }
        }
    }

    // Operand groups (`AttrSizedOperandSegments` is verified before the op invariants).
    let n = d.operands.len();
    let groups = match segs {
        Some(v) => {
            if v.iter().any(|x| *x < 0) {
                return Err(op_err(
                    ctx,
                    op,
                    "'operandSegmentSizes' attribute cannot have negative elements",
                ));
            }
            let total: i64 = v.iter().sum();
            if total != n as i64 {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
                    ),
                ));
            }
            let mut at = 0usize;
            Groups(
                v.iter()
                    .map(|len| {
                        let r = at..at + *len as usize;
                        at = r.end;
                        r
                    })
                    .collect(),
            )
        }
        None => split_groups(spec.operands, n),
    };
    // Attributes: presence of the required ones, then each constraint.
    for a in spec.attrs {
        if a.required && ctx.get_attr(op, a.name).is_none() {
            return Err(op_err(ctx, op, format!("requires attribute '{}'", a.name)));
        }
    }
    for a in spec.attrs {
        if let Some(v) = ctx.get_attr(op, a.name) {
            if !a.c.accepts(ctx, v) {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "attribute '{}' failed to satisfy constraint: {}",
                        a.name,
                        a.c.summary()
                    ),
                ));
            }
        }
    }

    let operand_types = ctx.operand_types(op);
    check_types(ctx, op, spec.operands, &groups, &operand_types, "operand")?;
    let result_types = ctx.result_types(op);
    let rgroups = split_groups(spec.results, result_types.len());
    check_types(ctx, op, spec.results, &rgroups, &result_types, "result")?;
    Ok(groups)
}
