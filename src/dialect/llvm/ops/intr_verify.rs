//! The verifier of the `llvm.intr.*` ops, driven by the intrinsics table: what ODS generates (property
//! conversion, counts, required attributes, attribute constraints, operand/result type constraints,
//! predicate traits) and the native traits after it (`SameOperandsAndResultType` with the result-type
//! inference it brings, `SameOperandsElementType`, `SameOperandsAndResultElementType`). Messages are
//! upstream's, word for word; the order is upstream's (required attributes by name, constraints in
//! declaration order).

use super::intr_syntax::Slot;
use super::intrinsics::{lookup, Intr, Req, Tr, AK, C};
use crate::diag::DResult;
use crate::dialect::enums;
use crate::dialect::llvm::attrs as la;
use crate::dialect::llvm::types as lt;
use crate::ir::float::FloatKind;
use crate::ir::types::Signedness;
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind};
use crate::verify::op_err;

// ---- type constraints ----------------------------------------------------------------------------------------

fn is_signless_int_of(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.kind(t), TypeKind::Integer { signedness: Signedness::Signless, width } if *width == w)
}

/// `LLVM_VectorOf<pred>`: an LLVM-compatible vector whose element satisfies `pred`.
fn vector_of(ctx: &Context, t: Type, pred: impl Fn(Type) -> bool) -> bool {
    lt::is_compatible_vector_type(ctx, t) && lt::vector_element_type(ctx, t).is_some_and(pred)
}

impl C {
    /// ODS's summary, as in "operand #0 must be ..., but got ...".
    pub fn desc(self) -> &'static str {
        match self {
            C::Any => "any type",
            C::Llvm => "LLVM dialect-compatible type",
            C::FloatLike => {
                "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"
            }
            C::IntLike => "signless integer or LLVM dialect-compatible vector of signless integer",
            C::Float => "floating point LLVM type",
            C::AnyFloat => "floating-point",
            C::Int => "signless integer",
            C::I1 => "1-bit signless integer",
            C::I8 => "8-bit signless integer",
            C::I32 => "32-bit signless integer",
            C::Ptr => "LLVM pointer type",
            C::Ptr0 => "LLVM pointer in address space 0",
            C::Token => "LLVM token type",
            C::Vec => "LLVM dialect-compatible vector type",
            C::VecOfInt => "LLVM dialect-compatible vector of signless integer",
            C::VecOfFloat => "LLVM dialect-compatible vector of floating-point",
            C::VecOfI1 => "LLVM dialect-compatible vector of 1-bit signless integer",
            C::VecOfPtr => "LLVM dialect-compatible vector of LLVM pointer type",
        }
    }

    pub fn accepts(self, ctx: &Context, t: Type) -> bool {
        let float = |t: Type| lt::is_compatible_float_type(ctx, t);
        let int = |t: Type| ctx.is_signless_int(t);
        match self {
            C::Any => true,
            C::Llvm => lt::is_compatible_type(ctx, t),
            C::FloatLike => float(t) || vector_of(ctx, t, float),
            C::IntLike => int(t) || vector_of(ctx, t, int),
            C::Float => float(t),
            C::AnyFloat => ctx.is_float(t),
            C::Int => int(t),
            C::I1 => is_signless_int_of(ctx, t, 1),
            C::I8 => is_signless_int_of(ctx, t, 8),
            C::I32 => is_signless_int_of(ctx, t, 32),
            C::Ptr => lt::is_ptr(ctx, t),
            C::Ptr0 => lt::ptr_addr_space(ctx, t) == Some(0),
            C::Token => lt::is_token(ctx, t),
            C::Vec => lt::is_compatible_vector_type(ctx, t),
            C::VecOfInt => vector_of(ctx, t, int),
            C::VecOfFloat => vector_of(ctx, t, |e| ctx.is_float(e)),
            C::VecOfI1 => vector_of(ctx, t, |e| is_signless_int_of(ctx, e, 1)),
            C::VecOfPtr => vector_of(ctx, t, |e| lt::is_ptr(ctx, e)),
        }
    }
}

// ---- properties ----------------------------------------------------------------------------------------------

/// The enum value of an attribute of the `EnumDef` named `name`.
fn enum_value(ctx: &Context, a: Attribute, name: &str) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, value } if enums::lookup(name) == Some(*def) => Some(*value),
        _ => None,
    }
}

/// An `N : i64` integer attribute's value.
fn i64_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } if is_signless_int_of(ctx, *ty, 64) => ctx.as_i64(a),
        _ => None,
    }
}

/// Whether the attribute converts to the property's storage (upstream's parser reports "invalid
/// properties" otherwise).
pub(crate) fn converts(ctx: &Context, kind: AK, a: Attribute) -> bool {
    let k = ctx.attr_kind(a);
    match kind {
        AK::I1 | AK::I8 | AK::I32 | AK::I64 | AK::APInt => matches!(k, AttrKind::Integer { .. }),
        AK::F64 => matches!(k, AttrKind::Float { .. }),
        AK::Fastmath => enum_value(ctx, a, "llvm.fastmath").is_some(),
        AK::RoundingMode => matches!(i64_value(ctx, a), Some(-1 | 0..=4 | 7)),
        AK::FpExcept => matches!(i64_value(ctx, a), Some(0..=2)),
        AK::AliasScope => la::is(ctx, a, "alias_scope"),
        AK::DILocalVariable => la::is(ctx, a, "di_local_variable"),
        AK::DIExpression => la::is(ctx, a, "di_expression"),
        AK::DILabel => la::is(ctx, a, "di_label"),
        AK::AccessGroups | AK::AliasScopes | AK::NoaliasScopes | AK::Tbaa => {
            matches!(k, AttrKind::Array(_))
        }
    }
}

/// The attribute constraint proper (after the conversion succeeded).
pub(crate) fn kind_accepts(ctx: &Context, kind: AK, a: Attribute) -> bool {
    let int_of = |w: u32| matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_signless_int_of(ctx, *ty, w));
    let all = |m: &str| {
        ctx.as_array(a)
            .is_some_and(|v| v.iter().all(|e| la::is(ctx, *e, m)))
    };
    match kind {
        AK::I1 => int_of(1),
        AK::I8 => int_of(8),
        AK::I32 => int_of(32),
        AK::I64 => int_of(64),
        AK::F64 => {
            matches!(ctx.attr_kind(a), AttrKind::Float { ty, .. } if ctx.float_kind(*ty) == Some(FloatKind::F64))
        }
        AK::RoundingMode => i64_value(ctx, a).is_some_and(|v| v >= 0),
        AK::AccessGroups => all("access_group"),
        AK::AliasScopes | AK::NoaliasScopes => all("alias_scope"),
        AK::Tbaa => all("tbaa_tag"),
        _ => true,
    }
}

/// ODS's summary of the attribute constraint.
pub(crate) fn kind_desc(kind: AK) -> &'static str {
    match kind {
        AK::I1 => "1-bit signless integer attribute",
        AK::I8 => "8-bit signless integer attribute",
        AK::I32 => "32-bit signless integer attribute",
        AK::I64 => "64-bit signless integer attribute",
        AK::APInt => "arbitrary integer attribute",
        AK::F64 => "64-bit float attribute",
        AK::Fastmath => "LLVM fastmath flags",
        AK::RoundingMode => "LLVM Rounding Mode whose minimum value is 0",
        AK::FpExcept => "LLVM Exception Behavior",
        AK::AliasScope => "LLVM dialect alias scope",
        AK::DILocalVariable => "LLVM DILocalVariableAttr",
        AK::DIExpression => "LLVM DIExpressionAttr",
        AK::DILabel => "LLVM DILabelAttr",
        AK::AccessGroups => "LLVM dialect access group metadata array",
        AK::AliasScopes | AK::NoaliasScopes => "LLVM dialect alias scope array",
        AK::Tbaa => "LLVM dialect TBAA tag metadata array",
    }
}

/// `#llvm.di_expression<>`, the default `locationExpr` (elided by the debug intrinsics' syntax).
pub(crate) fn is_default_expr(ctx: &Context, a: Attribute) -> bool {
    la::is(ctx, a, "di_expression") && la::param_list(ctx, a, "operations").is_empty()
}

/// `fastmathFlags = #llvm.fastmath<none>`.
pub(crate) fn default_fastmath(ctx: &mut Context) -> Attribute {
    la::enum_attr_value(ctx, "fastmath", 0).unwrap_or_else(|| ctx.unit_attr())
}

/// `locationExpr = #llvm.di_expression<>`.
pub(crate) fn default_di_expression(ctx: &mut Context) -> Attribute {
    la::make(ctx, "di_expression", &[]).unwrap_or_else(|| ctx.unit_attr())
}

fn prop(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    ctx.ops[op]
        .props
        .iter()
        .find(|(k, _)| ctx.str(*k) == name)
        .map(|(_, v)| *v)
}

/// The op's properties as written: without the defaults the parser materialized (taken to be those
/// equal to the default).
fn props_text(ctx: &Context, op: OpId, row: &Intr) -> String {
    crate::verify::props_text_where(ctx, op, |k, v| {
        !row.attr(ctx.str(k)).is_some_and(|a| {
            a.req == Req::Default
                && match a.kind {
                    AK::Fastmath => enum_value(ctx, v, "llvm.fastmath") == Some(0),
                    _ => is_default_expr(ctx, v),
                }
        })
    })
}

/// The property conversion upstream performs when it builds the op from the generic form.
fn check_props(ctx: &Context, op: OpId, row: &Intr) -> DResult<()> {
    let err = |why: String| {
        Err(crate::verify::invalid_properties_shown(
            ctx,
            op,
            &props_text(ctx, op, row),
            &why,
        ))
    };
    if row.attrs.is_empty() {
        if !ctx.ops[op].props.is_empty() {
            return err("this operation does not support properties".into());
        }
        return Ok(());
    }
    let mut sorted: Vec<_> = row.attrs.iter().collect();
    sorted.sort_by_key(|a| a.name);
    for a in sorted {
        if let Some(v) = prop(ctx, op, a.name) {
            if !converts(ctx, a.kind, v) {
                let text = crate::print::attr_to_string(ctx, v);
                return err(format!(
                    "Invalid attribute `{}` in property conversion: {text}",
                    a.name
                ));
            }
        }
    }
    Ok(())
}

// ---- the verifier --------------------------------------------------------------------------------------------

fn type_str(ctx: &Context, t: Type) -> String {
    crate::print::type_to_string(ctx, t)
}

/// The verify hook of every intrinsic.
pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(row) = lookup(ctx.op_name(op)) else {
        return Ok(());
    };
    check_props(ctx, op, row)?;
    let d = &ctx.ops[op];
    if !d.regions.is_empty() {
        return Err(op_err(ctx, op, "requires zero regions"));
    }
    match (row.result.is_some(), d.results.len()) {
        (true, 1) | (false, 0) => {}
        (true, _) => return Err(op_err(ctx, op, "requires one result")),
        (false, _) => return Err(op_err(ctx, op, "requires zero results")),
    }
    if !d.successors.is_empty() {
        return Err(op_err(ctx, op, "requires zero successors"));
    }
    let n = row.operands.len();
    let found = d.operands.len();
    if row.variadic.is_some() {
        if found < n {
            return Err(op_err(
                ctx,
                op,
                format!("expected {n} or more operands, but found {found}"),
            ));
        }
    } else if found != n {
        let msg = match n {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            n => format!("expected {n} operands, but found {found}"),
        };
        return Err(op_err(ctx, op, msg));
    }
    let mut by_name: Vec<_> = row.attrs.iter().collect();
    by_name.sort_by_key(|a| a.name);
    if let Some(a) = by_name
        .iter()
        .find(|a| a.req == Req::Required && prop(ctx, op, a.name).is_none())
    {
        return Err(op_err(ctx, op, format!("requires attribute '{}'", a.name)));
    }
    for a in row.attrs {
        if let Some(v) = prop(ctx, op, a.name) {
            if !kind_accepts(ctx, a.kind, v) {
                let msg = format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name,
                    kind_desc(a.kind)
                );
                return Err(op_err(ctx, op, msg));
            }
        }
    }
    for (i, &v) in d.operands.iter().enumerate() {
        let (c, variadic) = match row.operands.get(i) {
            Some(c) => (*c, false),
            None => match row.variadic {
                Some(c) => (c, true),
                None => continue,
            },
        };
        let t = ctx.value_type(v);
        if !c.accepts(ctx, t) {
            let pre = if variadic { "variadic of " } else { "" };
            let msg = format!(
                "operand #{i} must be {pre}{}, but got '{}'",
                c.desc(),
                type_str(ctx, t)
            );
            return Err(op_err(ctx, op, msg));
        }
    }
    if let (Some(c), Some(&v)) = (row.result, d.results.first()) {
        let t = ctx.value_type(v);
        if !c.accepts(ctx, t) {
            let msg = format!(
                "result #0 must be {}, but got '{}'",
                c.desc(),
                type_str(ctx, t)
            );
            return Err(op_err(ctx, op, msg));
        }
    }
    for tr in row.traits {
        check_pred_trait(ctx, op, *tr)?;
    }
    for tr in row.traits {
        check_native_trait(ctx, op, *tr)?;
    }
    Ok(())
}

fn slot_type(ctx: &Context, op: OpId, s: Slot) -> Option<Type> {
    let d = &ctx.ops[op];
    let v = match s {
        Slot::Opd(i) => d.operands.get(i as usize),
        Slot::Res => d.results.first(),
    };
    v.map(|v| ctx.value_type(*v))
}

/// `getPrimitiveTypeSizeInBits` of a vector (the known minimum for scalable ones).
fn vector_bits(ctx: &Context, t: Type) -> u64 {
    let n = lt::vector_num_elements(ctx, t).map_or(0, |v| v.0);
    let w = lt::vector_element_type(ctx, t).map_or(0, |e| match ctx.kind(e) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Float(k) => k.bit_width() as u64,
        _ => 0,
    });
    n.saturating_mul(w)
}

/// The traits ODS checks as predicates, with the operand and result constraints.
fn check_pred_trait(ctx: &Context, op: OpId, tr: Tr) -> DResult<()> {
    let ty = |s: Slot| slot_type(ctx, op, s);
    let scalable = |s: Slot| ty(s).is_some_and(|t| lt::is_scalable_vector_type(ctx, t));
    let (ok, what) = match tr {
        Tr::AllTypesMatch(names, slots) => {
            let tys: Vec<Option<Type>> = slots.iter().map(|s| ty(*s)).collect();
            (
                tys.iter().all(|t| *t == tys[0]),
                format!("all of {{{names}}} have same type"),
            )
        }
        Tr::VectorBits => {
            let (src, dst) = if ctx.op_name(op) == "llvm.intr.vector.insert" {
                (Slot::Opd(1), Slot::Opd(0))
            } else {
                (Slot::Opd(0), Slot::Res)
            };
            let small = |s: Slot| ty(s).is_none_or(|t| vector_bits(ctx, t) <= 131072);
            (
                small(src) && small(dst),
                "vectors are not bigger than 2^17 bits.".to_string(),
            )
        }
        Tr::NoScalableIntoFixed => (
            !scalable(Slot::Opd(1)) || scalable(Slot::Opd(0)),
            "it is not inserting scalable into fixed-length vectors.".to_string(),
        ),
        Tr::NoScalableFromFixed => (
            !scalable(Slot::Res) || scalable(Slot::Opd(0)),
            "it is not extracting scalable from fixed-length vectors.".to_string(),
        ),
        Tr::TwiceElements => {
            // Element counts compare with their scalability (`llvm::ElementCount`).
            let len = |s: Slot| ty(s).and_then(|t| lt::vector_num_elements(ctx, t));
            let elem = |s: Slot| ty(s).and_then(|t| lt::vector_element_type(ctx, t));
            let ok = match (len(Slot::Res), len(Slot::Opd(0))) {
                (Some(r), Some(v)) => {
                    r == (v.0.saturating_mul(2), v.1) && elem(Slot::Opd(0)) == elem(Slot::Res)
                }
                _ => false,
            };
            (
                ok,
                "result has twice as many elements as 'vec1'".to_string(),
            )
        }
        _ => return Ok(()),
    };
    if ok {
        Ok(())
    } else {
        Err(op_err(ctx, op, format!("failed to verify that {what}")))
    }
}

/// `getElementTypeOrSelf`: the element type of a builtin shaped type, else the type.
fn elem_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t)
}

/// `verifyCompatibleShape` for two types: both unshaped, or both shaped with the same dimensions (a
/// scalable dimension compares by its size).
fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.kind(a).is_shaped(), ctx.kind(b).is_shaped()) {
        (false, false) => true,
        (true, true) => match (ctx.shape(a), ctx.shape(b)) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter().zip(y).all(|(p, q)| {
                        p == q || *p == crate::ir::types::DYNAMIC || *q == crate::ir::types::DYNAMIC
                    })
            }
            _ => true,
        },
        _ => false,
    }
}

/// The native traits, checked after everything ODS generates.
fn check_native_trait(ctx: &Context, op: OpId, tr: Tr) -> DResult<()> {
    let opds = ctx.operand_types(op);
    let ress = ctx.result_types(op);
    match tr {
        Tr::SameOperandsAndResultType => {
            let (Some(&first_opd), Some(&res)) = (opds.first(), ress.first()) else {
                return Ok(());
            };
            let elem = elem_or_self(ctx, res);
            let same = |t: Type| elem_or_self(ctx, t) == elem && compatible_shape(ctx, t, res);
            if !ress.iter().chain(&opds).all(|t| same(*t)) {
                return Err(op_err(
                    ctx,
                    op,
                    "requires the same type for all operands and results",
                ));
            }
            // `InferTypeOpInterface`: the result type is operand 0's.
            if res != first_opd {
                let msg = format!(
                    "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                    type_str(ctx, first_opd),
                    type_str(ctx, res)
                );
                // Upstream follows with a second error at the same op.
                let mut d = op_err(ctx, op, msg);
                d.notes
                    .push(op_err(ctx, op, "failed to infer returned types"));
                return Err(d);
            }
        }
        Tr::SameOperandsElementType => {
            let Some(&first) = opds.first() else {
                return Ok(());
            };
            let elem = elem_or_self(ctx, first);
            if opds.iter().any(|t| elem_or_self(ctx, *t) != elem) {
                return Err(op_err(
                    ctx,
                    op,
                    "requires the same element type for all operands",
                ));
            }
        }
        Tr::SameOperandsAndResultElementType => {
            let (Some(_), Some(&res)) = (opds.first(), ress.first()) else {
                return Ok(());
            };
            let elem = elem_or_self(ctx, res);
            if ress
                .iter()
                .chain(&opds)
                .any(|t| elem_or_self(ctx, *t) != elem)
            {
                return Err(op_err(
                    ctx,
                    op,
                    "requires the same element type for all operands and results",
                ));
            }
        }
        _ => {}
    }
    Ok(())
}
