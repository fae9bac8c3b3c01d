//! Constant values as folders see them (MLIR's `CommonFolders.h` and `Matchers.h` on
//! attributes): integer and float scalars, splats and element lists, the `m_Zero`/`m_One`
//! predicates, and `constFoldBinaryOp`/`constFoldUnaryOp`/`constFoldCastOp` with upstream's
//! poison propagation.

use crate::ir::apint::ApInt;
use crate::ir::attrs::dense_elem_bytes;
use crate::ir::float::FloatKind;
use crate::ir::int_values::canonical_int;
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// One element value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    Int(ApInt),
    Float(FloatKind, u128),
}

impl Scalar {
    pub fn int(self) -> Option<ApInt> {
        match self {
            Scalar::Int(i) => Some(i),
            _ => None,
        }
    }
    pub fn float(self) -> Option<(FloatKind, u128)> {
        match self {
            Scalar::Float(k, b) => Some((k, b)),
            _ => None,
        }
    }
}

/// The integer width values of `t` fold at (index: 64), if an integer or index.
pub fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

pub fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DialectStruct { name, .. } if ctx.str(*name) == ctx.registry.poison_attr)
}

/// The type of a typed attribute.
pub fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// An `IntegerAttr`'s value.
pub fn int_attr_value(ctx: &Context, a: Attribute) -> Option<ApInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } => ApInt::from_bigint(int_width(ctx, *ty)?, value),
        _ => None,
    }
}

/// A `FloatAttr`'s value.
pub fn float_attr_value(ctx: &Context, a: Attribute) -> Option<(FloatKind, u128)> {
    match ctx.attr_kind(a) {
        AttrKind::Float { bits, ty } => Some((ctx.float_kind(*ty)?, *bits)),
        _ => None,
    }
}

fn read_elem(ctx: &Context, elem: Type, data: &[u8], i: usize) -> Option<Scalar> {
    let n = dense_elem_bytes(ctx, elem);
    let chunk = data.get(i * n..(i + 1) * n)?;
    let mut buf = [0u8; 16];
    let k = chunk.len().min(16);
    buf[..k].copy_from_slice(&chunk[..k]);
    let raw = u128::from_le_bytes(buf);
    if let Some(w) = int_width(ctx, elem) {
        return Some(Scalar::Int(ApInt::new(w, raw)?));
    }
    let k = ctx.float_kind(elem)?;
    Some(Scalar::Float(k, raw & mask(k.bit_width())))
}

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// The splat value of a dense elements attribute whose elements are all equal.
pub fn splat_value(ctx: &Context, a: Attribute) -> Option<Scalar> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elem = ctx.element_type(*ty);
    if *splat {
        return read_elem(ctx, elem, data, 0);
    }
    let all = elements(ctx, a)?;
    let first = *all.first()?;
    all.iter().all(|e| *e == first).then_some(first)
}

/// True if `a` is a dense elements attribute with equal elements (`SplatElementsAttr`).
pub fn is_splat(ctx: &Context, a: Attribute) -> bool {
    splat_value(ctx, a).is_some()
}

/// Every element of a dense elements attribute.
pub fn elements(ctx: &Context, a: Attribute) -> Option<Vec<Scalar>> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elem = ctx.element_type(*ty);
    let n: i64 = ctx.shape(*ty)?.iter().product();
    let n = usize::try_from(n).ok()?;
    (0..n)
        .map(|i| read_elem(ctx, elem, data, if *splat { 0 } else { i }))
        .collect()
}

/// `m_ConstantInt` on an attribute: an integer attribute or an integer splat.
pub fn int_or_splat(ctx: &Context, a: Attribute) -> Option<ApInt> {
    int_attr_value(ctx, a).or_else(|| splat_value(ctx, a)?.int())
}

/// `m_ConstantFloat` on an attribute: a float attribute or a float splat.
pub fn float_or_splat(ctx: &Context, a: Attribute) -> Option<(FloatKind, u128)> {
    float_attr_value(ctx, a).or_else(|| splat_value(ctx, a)?.float())
}

pub fn is_zero_int(ctx: &Context, a: Option<Attribute>) -> bool {
    a.and_then(|a| int_or_splat(ctx, a))
        .is_some_and(|v| v.is_zero())
}
pub fn is_one_int(ctx: &Context, a: Option<Attribute>) -> bool {
    a.and_then(|a| int_or_splat(ctx, a))
        .is_some_and(|v| v.is_one())
}
pub fn is_all_ones_int(ctx: &Context, a: Option<Attribute>) -> bool {
    a.and_then(|a| int_or_splat(ctx, a))
        .is_some_and(|v| v.is_all_ones())
}

/// A scalar element as an attribute of type `ty` (an `IntegerAttr` or `FloatAttr`).
pub fn scalar_attr(ctx: &mut Context, ty: Type, s: Scalar) -> Attribute {
    match s {
        Scalar::Int(i) => {
            let v = canonical_int(ctx, ty, &i.to_bigint_unsigned());
            ctx.attr(AttrKind::Integer { value: v, ty })
        }
        Scalar::Float(_, bits) => ctx.attr(AttrKind::Float { bits, ty }),
    }
}

pub fn int_attr(ctx: &mut Context, ty: Type, v: ApInt) -> Attribute {
    scalar_attr(ctx, ty, Scalar::Int(v))
}

pub fn float_attr(ctx: &mut Context, ty: Type, bits: u128) -> Attribute {
    ctx.attr(AttrKind::Float { bits, ty })
}

fn write_elem(ctx: &Context, elem: Type, s: Scalar, out: &mut Vec<u8>) {
    let n = dense_elem_bytes(ctx, elem);
    let raw = match s {
        Scalar::Int(i) => {
            if i.width == 1 {
                i.bits & 1
            } else {
                i.bits
            }
        }
        Scalar::Float(_, b) => b,
    };
    let bytes = raw.to_le_bytes();
    out.extend((0..n).map(|k| bytes.get(k).copied().unwrap_or(0)));
}

/// `DenseElementsAttr::get(type, values)`: a splat when all values are equal.
pub fn dense(ctx: &mut Context, ty: Type, values: &[Scalar]) -> Attribute {
    let elem = ctx.element_type(ty);
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let stored = if splat {
        &values[..values.len().min(1)]
    } else {
        values
    };
    let mut data = vec![];
    for s in stored {
        write_elem(ctx, elem, *s, &mut data);
    }
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat: splat && !values.is_empty(),
        data: data.into(),
    })
}

/// A splat of `s` with shaped type `ty`.
pub fn splat(ctx: &mut Context, ty: Type, s: Scalar) -> Attribute {
    dense(ctx, ty, &[s])
}

/// An attribute holding `s` as a value of type `ty`: a scalar attribute, or a splat for a shaped
/// type (`getBoolAttribute`, `DenseElementsAttr::get(shaped, attr)`).
pub fn scalar_or_splat(ctx: &mut Context, ty: Type, s: Scalar) -> Attribute {
    if ctx.kind(ty).is_shaped() {
        splat(ctx, ty, s)
    } else {
        scalar_attr(ctx, ty, s)
    }
}

fn is_int_scalar(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}
fn is_float_scalar(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Float { .. })
}

/// Which scalar attribute kind a fold computes on (`IntegerAttr` or `FloatAttr`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    Int,
    Float,
}

fn scalar_of(ctx: &Context, a: Attribute, k: Kind) -> Option<Scalar> {
    match k {
        Kind::Int => int_attr_value(ctx, a).map(Scalar::Int),
        Kind::Float => float_attr_value(ctx, a).map(|(k, b)| Scalar::Float(k, b)),
    }
}

fn is_scalar_kind(ctx: &Context, a: Attribute, k: Kind) -> bool {
    match k {
        Kind::Int => is_int_scalar(ctx, a),
        Kind::Float => is_float_scalar(ctx, a),
    }
}

fn kind_matches(s: Scalar, k: Kind) -> bool {
    matches!(
        (s, k),
        (Scalar::Int(_), Kind::Int) | (Scalar::Float(..), Kind::Float)
    )
}

/// `constFoldBinaryOpConditional` with an explicit result type (poison propagates).
pub fn binary_typed(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    result_ty: Option<Type>,
    k: Kind,
    f: impl Fn(Scalar, Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let (a, b) = (operands.first().copied()?, operands.get(1).copied()?);
    if let Some(a) = a.filter(|a| is_poison(ctx, *a)) {
        return Some(a);
    }
    if let Some(b) = b.filter(|b| is_poison(ctx, *b)) {
        return Some(b);
    }
    let (a, b, rt) = (a?, b?, result_ty?);
    if is_scalar_kind(ctx, a, k) && is_scalar_kind(ctx, b, k) {
        if attr_type(ctx, a) != attr_type(ctx, b) {
            return None;
        }
        let r = f(scalar_of(ctx, a, k)?, scalar_of(ctx, b, k)?)?;
        return Some(scalar_attr(ctx, rt, r));
    }
    if is_splat(ctx, a) && is_splat(ctx, b) {
        if attr_type(ctx, a) != attr_type(ctx, b) {
            return None;
        }
        let (x, y) = (splat_value(ctx, a)?, splat_value(ctx, b)?);
        if !kind_matches(x, k) || !kind_matches(y, k) {
            return None;
        }
        let r = f(x, y)?;
        return Some(splat(ctx, rt, r));
    }
    let (xs, ys) = (elements(ctx, a)?, elements(ctx, b)?);
    if attr_type(ctx, a) != attr_type(ctx, b) {
        return None;
    }
    let mut out = Vec::with_capacity(xs.len());
    for (x, y) in xs.into_iter().zip(ys) {
        if !kind_matches(x, k) || !kind_matches(y, k) {
            return None;
        }
        out.push(f(x, y)?);
    }
    Some(dense(ctx, rt, &out))
}

/// `constFoldBinaryOp` taking the result type from the operands.
pub fn binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    k: Kind,
    f: impl Fn(Scalar, Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let (a, b) = (operands.first().copied()?, operands.get(1).copied()?);
    if let Some(a) = a.filter(|a| is_poison(ctx, *a)) {
        return Some(a);
    }
    if let Some(b) = b.filter(|b| is_poison(ctx, *b)) {
        return Some(b);
    }
    let (ta, tb) = (attr_type(ctx, a?)?, attr_type(ctx, b?)?);
    if ta != tb {
        return None;
    }
    binary_typed(ctx, operands, Some(ta), k, f)
}

/// `constFoldBinaryOp<IntegerAttr>`.
pub fn binary_int(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl Fn(ApInt, ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    binary(ctx, operands, Kind::Int, |a, b| {
        Some(Scalar::Int(f(a.int()?, b.int()?)?))
    })
}

/// `constFoldBinaryOp<FloatAttr>`.
pub fn binary_float(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    binary(ctx, operands, Kind::Float, |a, b| {
        let ((k, x), (_, y)) = (a.float()?, b.float()?);
        Some(Scalar::Float(k, f(k, x, y)?))
    })
}

/// `constFoldUnaryOpConditional`.
pub fn unary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    k: Kind,
    f: impl Fn(Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let a = operands.first().copied()??;
    if is_poison(ctx, a) {
        return Some(a);
    }
    if is_scalar_kind(ctx, a, k) {
        let ty = attr_type(ctx, a)?;
        let r = f(scalar_of(ctx, a, k)?)?;
        return Some(scalar_attr(ctx, ty, r));
    }
    let ty = attr_type(ctx, a)?;
    if is_splat(ctx, a) {
        let x = splat_value(ctx, a)?;
        if !kind_matches(x, k) {
            return None;
        }
        let r = f(x)?;
        return Some(splat(ctx, ty, r));
    }
    let xs = elements(ctx, a)?;
    let mut out = Vec::with_capacity(xs.len());
    for x in xs {
        if !kind_matches(x, k) {
            return None;
        }
        out.push(f(x)?);
    }
    Some(dense(ctx, ty, &out))
}

pub fn unary_int(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl Fn(ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    unary(ctx, operands, Kind::Int, |a| {
        Some(Scalar::Int(f(a.int()?)?))
    })
}

pub fn unary_float(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl Fn(FloatKind, u128) -> Option<u128>,
) -> Option<Attribute> {
    unary(ctx, operands, Kind::Float, |a| {
        let (k, x) = a.float()?;
        Some(Scalar::Float(k, f(k, x)?))
    })
}

/// `constFoldCastOp`: each element converted by `f` (`None`: the cast does not fold).
pub fn cast(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    result_ty: Type,
    from: Kind,
    f: impl Fn(Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let a = operands.first().copied()??;
    if is_poison(ctx, a) {
        return Some(a);
    }
    if is_scalar_kind(ctx, a, from) {
        let r = f(scalar_of(ctx, a, from)?)?;
        return Some(scalar_attr(ctx, result_ty, r));
    }
    if is_splat(ctx, a) {
        let x = splat_value(ctx, a)?;
        if !kind_matches(x, from) {
            return None;
        }
        let r = f(x)?;
        let static_shape = ctx
            .shape(result_ty)
            .is_some_and(|s| s.iter().all(|d| *d != crate::ir::DYNAMIC));
        if !static_shape {
            return None;
        }
        return Some(splat(ctx, result_ty, r));
    }
    let xs = elements(ctx, a)?;
    let mut out = Vec::with_capacity(xs.len());
    for x in xs {
        if !kind_matches(x, from) {
            return None;
        }
        out.push(f(x)?);
    }
    Some(dense(ctx, result_ty, &out))
}
