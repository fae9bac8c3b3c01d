//! Strided layouts of memref types: MLIR's `getStridesAndOffset`, the canonical (identity) strides,
//! `isIdentity` of a layout, the number of layout symbols, saturated index arithmetic, and the affine form
//! and `canonicalizeStridedLayout` of strided layouts.
//!
//! A memref's layout is one of:
//! - none (the identity layout): row-major strides computed from the shape, offset 0;
//! - `strided<[s0, s1, ...], offset: o>`: strides and offset given directly (`?` = dynamic);
//! - `affine_map<(d0, ...)[s0, ...] -> (expr)>`: strided when the single result is a linear form
//!   `offset + sum(d_i * stride_i)` whose coefficients are constants (static) or involve symbols (dynamic).
//!
//! Dynamic strides, offsets and sizes are [`DYNAMIC`] (`ShapedType::kDynamic`). The lowering to LLVM uses
//! these same functions to fill memref descriptors.

use crate::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind, DYNAMIC};
use std::collections::BTreeMap;

/// Strides and offset of a strided memref (`DYNAMIC` entries for `?`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StridedInfo {
    pub strides: Vec<i64>,
    pub offset: i64,
}

pub fn is_dynamic(v: i64) -> bool {
    v == DYNAMIC
}

/// MLIR's `SaturatedInteger` product: 0 absorbs everything, otherwise a dynamic operand makes the result
/// dynamic.
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if is_dynamic(a) || is_dynamic(b) {
        return DYNAMIC;
    }
    a.wrapping_mul(b)
}

/// MLIR's `SaturatedInteger` sum: a dynamic operand makes the result dynamic.
pub fn sat_add(a: i64, b: i64) -> i64 {
    if is_dynamic(a) || is_dynamic(b) {
        return DYNAMIC;
    }
    a.wrapping_add(b)
}

/// The strides of the identity layout for `shape` (`makeCanonicalStridedLayoutExpr`): the innermost stride
/// is 1 and each outer stride is the product of the sizes inside it. Once a dynamic or zero size has been
/// passed (walking outwards), the remaining outer strides are dynamic.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut poisoned = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    strides
}

/// `AffineMap::isIdentity`: as many results as dims, result `i` being `d_i` (symbols are allowed).
pub fn is_identity_map(m: &AffineMap) -> bool {
    m.is_identity()
}

/// `MemRefLayoutAttrInterface::isIdentity` of a memref layout: no layout, an identity affine map, or a
/// strided layout whose affine form is the identity (`strided<[1]>` of rank 1).
pub fn is_identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    let Some(l) = layout else { return true };
    match ctx.attr_kind(l) {
        AttrKind::AffineMap(m) => is_identity_map(m),
        AttrKind::Strided { strides, offset } => *offset == 0 && strides.as_slice() == [1],
        _ => false,
    }
}

/// Whether the memref type `t` has an identity layout (false for non-memrefs).
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.kind(t) {
        TypeKind::MemRef { layout, .. } => is_identity_layout(ctx, *layout),
        _ => false,
    }
}

/// Number of symbols of the layout's affine form (`getLayout().getAffineMap().getNumSymbols()`), 0 for an
/// identity layout. A strided layout has one symbol per dynamic offset/stride.
pub fn layout_num_symbols(ctx: &Context, layout: Option<Attribute>) -> usize {
    let Some(l) = layout else { return 0 };
    if is_identity_layout(ctx, layout) {
        return 0;
    }
    match ctx.attr_kind(l) {
        AttrKind::AffineMap(m) => m.num_symbols as usize,
        AttrKind::Strided { strides, offset } => {
            strides.iter().filter(|s| is_dynamic(**s)).count() + usize::from(is_dynamic(*offset))
        }
        _ => 0,
    }
}

/// Strides and offset of a memref with this shape and layout (`getStridesAndOffset`); `None` when the layout
/// is not strided.
pub fn layout_strides_and_offset(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attribute>,
) -> Option<StridedInfo> {
    let Some(l) = layout else {
        return Some(StridedInfo {
            strides: canonical_strides(shape),
            offset: 0,
        });
    };
    match ctx.attr_kind(l) {
        AttrKind::Strided { strides, offset } => Some(StridedInfo {
            strides: strides.clone(),
            offset: *offset,
        }),
        AttrKind::AffineMap(m) => {
            if is_identity_map(m) {
                return Some(StridedInfo {
                    strides: canonical_strides(shape),
                    offset: 0,
                });
            }
            if m.results.len() != 1 {
                return None;
            }
            // Upstream rejects affine layouts with a zero stride (a proxy for "internally aliasing").
            strides_of_linear_expr(&m.results[0], shape.len()).filter(|s| !s.strides.contains(&0))
        }
        _ => None,
    }
}

/// Strides and offset of a ranked memref type; `None` for non-strided layouts and non-memref types.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<StridedInfo> {
    match ctx.kind(t) {
        TypeKind::MemRef { shape, layout, .. } => layout_strides_and_offset(ctx, shape, *layout),
        _ => None,
    }
}

/// `isStrided(MemRefType)`.
pub fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

/// A `strided<[...], offset: ...>` layout attribute.
pub fn strided_layout(ctx: &mut Context, strides: Vec<i64>, offset: i64) -> Attribute {
    ctx.attr(AttrKind::Strided { strides, offset })
}

// ---- linear forms of affine expressions ----------------------------------------------------------------------

/// A product of at most one dimension and any number of symbols.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Monomial {
    dim: Option<u32>,
    syms: Vec<u32>,
}

/// A sum of monomials with integer coefficients (zero coefficients removed).
type Poly = BTreeMap<Monomial, i64>;

fn constant(c: i64) -> Poly {
    let mut p = Poly::new();
    if c != 0 {
        p.insert(
            Monomial {
                dim: None,
                syms: vec![],
            },
            c,
        );
    }
    p
}

fn as_constant(p: &Poly) -> Option<i64> {
    match p.len() {
        0 => Some(0),
        1 => p
            .iter()
            .next()
            .filter(|(m, _)| m.dim.is_none() && m.syms.is_empty())
            .map(|(_, c)| *c),
        _ => None,
    }
}

fn add_into(acc: &mut Poly, m: Monomial, c: i64) {
    let e = acc.entry(m.clone()).or_insert(0);
    *e = e.wrapping_add(c);
    if *e == 0 {
        acc.remove(&m);
    }
}

fn mul(a: &Poly, b: &Poly) -> Option<Poly> {
    let mut out = Poly::new();
    for (ma, ca) in a {
        for (mb, cb) in b {
            if ma.dim.is_some() && mb.dim.is_some() {
                return None;
            }
            let mut syms = ma.syms.clone();
            syms.extend(&mb.syms);
            syms.sort_unstable();
            add_into(
                &mut out,
                Monomial {
                    dim: ma.dim.or(mb.dim),
                    syms,
                },
                ca.wrapping_mul(*cb),
            );
        }
    }
    Some(out)
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

fn modulo(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r + b.abs()
    } else {
        r
    }
}

/// How deep [`linearize`] recurses before giving up: four times the parser's nesting limit (256), so
/// no parsed layout reaches it and built ones cannot overflow the stack.
const MAX_LINEARIZE_DEPTH: u32 = 1024;

/// The linear form of `e`, or `None` when it is not a sum of (dimension x symbols x constant) terms (e.g. it
/// has a `floordiv`/`mod` that does not simplify away).
fn linearize(e: &AffineExpr, depth: u32) -> Option<Poly> {
    if depth > MAX_LINEARIZE_DEPTH {
        return None;
    }
    Some(match e {
        AffineExpr::Const(c) => constant(*c),
        AffineExpr::Dim(d) => {
            let mut p = Poly::new();
            p.insert(
                Monomial {
                    dim: Some(*d),
                    syms: vec![],
                },
                1,
            );
            p
        }
        AffineExpr::Symbol(s) => {
            let mut p = Poly::new();
            p.insert(
                Monomial {
                    dim: None,
                    syms: vec![*s],
                },
                1,
            );
            p
        }
        AffineExpr::Bin(op, l, r) => {
            let l = linearize(l, depth + 1)?;
            let r = linearize(r, depth + 1)?;
            match op {
                AffineBinOp::Add => {
                    let mut out = l;
                    for (m, c) in r {
                        add_into(&mut out, m, c);
                    }
                    out
                }
                AffineBinOp::Mul => mul(&l, &r)?,
                AffineBinOp::FloorDiv | AffineBinOp::CeilDiv | AffineBinOp::Mod => {
                    let c = as_constant(&r)?;
                    if c <= 0 {
                        return None;
                    }
                    if let Some(lc) = as_constant(&l) {
                        return Some(constant(match op {
                            AffineBinOp::FloorDiv => floor_div(lc, c),
                            AffineBinOp::CeilDiv => ceil_div(lc, c),
                            _ => modulo(lc, c),
                        }));
                    }
                    // Divisible linear forms simplify exactly: (4 * d0 + 8) floordiv 4 = d0 + 2.
                    if l.values().all(|v| v % c == 0) {
                        if *op == AffineBinOp::Mod {
                            return Some(Poly::new());
                        }
                        l.into_iter().map(|(m, v)| (m, v / c)).collect()
                    } else {
                        return None;
                    }
                }
            }
        }
    })
}

/// Strides and offset of a single-result layout expression over `rank` dims.
fn strides_of_linear_expr(e: &AffineExpr, rank: usize) -> Option<StridedInfo> {
    let poly = linearize(e, 0)?;
    let mut strides: Vec<Poly> = vec![Poly::new(); rank];
    let mut offset = Poly::new();
    for (m, c) in poly {
        match m.dim {
            Some(d) => {
                let slot = strides.get_mut(d as usize)?;
                add_into(
                    slot,
                    Monomial {
                        dim: None,
                        syms: m.syms,
                    },
                    c,
                );
            }
            None => add_into(&mut offset, m, c),
        }
    }
    let value = |p: &Poly| as_constant(p).unwrap_or(DYNAMIC);
    Some(StridedInfo {
        strides: strides.iter().map(value).collect(),
        offset: value(&offset),
    })
}

/// The affine form MLIR gives a strided layout (`makeStridedLinearLayoutMap` then `simplifyAffineExpr`):
/// `(d0, d1)[s0] -> (d0 * 8 + d1 + s0)`. Dims come in order with their strides (a dynamic stride is a new
/// symbol; a dynamic offset is symbol 0), then the offset; zero terms vanish.
pub fn strided_affine_map(info: &StridedInfo) -> AffineMap {
    let mut nsym = 0u32;
    let mut offset_sym = is_dynamic(info.offset).then(|| {
        nsym += 1;
        AffineExpr::Symbol(0)
    });
    // A semi-affine form (some dynamic stride) keeps the order `AffineExpr::operator+` builds it in: a
    // symbolic offset moves right after the first dim term. A pure affine one is flattened: offset last.
    let semi_affine = info.strides.iter().any(|s| is_dynamic(*s));
    let mut expr: Option<AffineExpr> = None;
    let mut push = |e: AffineExpr| {
        expr = Some(match expr.take() {
            None => e,
            Some(acc) => AffineExpr::Bin(AffineBinOp::Add, Box::new(acc), Box::new(e)),
        })
    };
    for (i, s) in info.strides.iter().enumerate() {
        let d = AffineExpr::Dim(i as u32);
        let term = if is_dynamic(*s) {
            nsym += 1;
            AffineExpr::Bin(
                AffineBinOp::Mul,
                Box::new(d),
                Box::new(AffineExpr::Symbol(nsym - 1)),
            )
        } else if *s == 1 {
            d
        } else if *s != 0 {
            AffineExpr::Bin(
                AffineBinOp::Mul,
                Box::new(d),
                Box::new(AffineExpr::Const(*s)),
            )
        } else {
            continue;
        };
        push(term);
        if semi_affine {
            if let Some(s) = offset_sym.take() {
                push(s);
            }
        }
    }
    match offset_sym {
        Some(s) => push(s),
        None if info.offset != 0 && !is_dynamic(info.offset) => {
            push(AffineExpr::Const(info.offset))
        }
        None => {}
    }
    AffineMap {
        num_dims: info.strides.len() as u32,
        num_symbols: nsym,
        results: vec![expr.unwrap_or(AffineExpr::Const(0))],
    }
}

/// [`strided_affine_map`] as `affine_map<...>` text.
pub fn strided_affine_map_string(info: &StridedInfo) -> String {
    format!(
        "affine_map<{}>",
        crate::print::affine::affine_map_to_string(&strided_affine_map(info))
    )
}

/// The layout a memref type has after `canonicalizeStridedLayout`, as a comparable value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CanonicalLayout {
    /// No layout (the identity).
    Identity,
    /// A strided layout kept unchanged (rank 1 with unit stride is already "identity" for MLIR and is
    /// returned as is; so is a rank-0 layout with a non-zero offset).
    Strided(StridedInfo),
    /// A strided form that is not the canonical one, as its simplified affine map.
    Affine(StridedInfo),
    /// A layout attribute kept unchanged (multi-result or non-linear affine maps).
    Other(Attribute),
}

/// Whether a strided form is the canonical (row-major, offset 0) one that `canonicalizeStridedLayout`
/// drops. Upstream compares the simplified affine expressions of the two forms. Static forms compare
/// equal; with two or more dynamic strides the symbols are numbered in opposite orders, so they never do;
/// with one dynamic stride, the canonical expression is built innermost dim first and only gets
/// reordered by the simplifier (to match the strided form) when it has at least two static terms, i.e.
/// from rank 3 on.
fn strided_form_is_canonical(shape: &[i64], info: &StridedInfo) -> bool {
    if info.offset != 0 || info.strides != canonical_strides(shape) {
        return false;
    }
    match info.strides.iter().filter(|s| is_dynamic(**s)).count() {
        0 => true,
        1 => shape.len() >= 3,
        _ => false,
    }
}

/// `canonicalizeStridedLayout` of a strided form on `shape`.
fn canonicalize_strided(shape: &[i64], info: &StridedInfo) -> CanonicalLayout {
    if shape.is_empty() {
        return if info.offset == 0 {
            CanonicalLayout::Identity
        } else {
            CanonicalLayout::Strided(info.clone())
        };
    }
    if info.offset == 0 && info.strides.as_slice() == [1] {
        return CanonicalLayout::Strided(info.clone());
    }
    if strided_form_is_canonical(shape, info) {
        CanonicalLayout::Identity
    } else {
        CanonicalLayout::Affine(info.clone())
    }
}

/// `canonicalizeStridedLayout(MemRefType)` reduced to the layout: identity layouts and canonical strided
/// forms become [`CanonicalLayout::Identity`], other linear forms their simplified affine map.
pub fn canonical_layout(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attribute>,
) -> CanonicalLayout {
    let Some(l) = layout else {
        return CanonicalLayout::Identity;
    };
    match ctx.attr_kind(l) {
        AttrKind::Strided { strides, offset } => canonicalize_strided(
            shape,
            &StridedInfo {
                strides: strides.clone(),
                offset: *offset,
            },
        ),
        AttrKind::AffineMap(m) => {
            if is_identity_map(m) {
                return CanonicalLayout::Identity;
            }
            if m.results.len() != 1 {
                return CanonicalLayout::Other(l);
            }
            if m.num_dims == 0 && m.num_symbols == 0 {
                return match m.results[0] {
                    AffineExpr::Const(0) => CanonicalLayout::Identity,
                    _ => CanonicalLayout::Other(l),
                };
            }
            if shape.is_empty() {
                return CanonicalLayout::Other(l);
            }
            match strides_of_linear_expr(&m.results[0], shape.len()) {
                Some(info) if strided_form_is_canonical(shape, &info) => CanonicalLayout::Identity,
                Some(info) => CanonicalLayout::Affine(info),
                None => CanonicalLayout::Other(l),
            }
        }
        _ => CanonicalLayout::Other(l),
    }
}

/// [`canonical_layout`] of a layout given as strides and offset.
pub fn canonical_layout_of_strided(shape: &[i64], info: &StridedInfo) -> CanonicalLayout {
    canonicalize_strided(shape, info)
}
