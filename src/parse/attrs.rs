//! Attribute syntax: builtin attributes, aliases `#name`, locations, dialect attributes.
//!
//! Dialect attributes go through one dispatch point: the syntax hooks of the context's registry
//! (dialect name → parse fn), then its enum tables (`#arith.fastmath<...>`, `#index<cmp_predicate slt>`), then
//! upstream's errors for known dialects, then opaque attributes when unregistered dialects are allowed.

use super::lexer::{unescape, TokenKind as T};
use super::types::{DialectSymbol, ExtendedSymbol};
use super::Parser;
use crate::diag::DResult;
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::enums::EnumRef;
use crate::ir::float::{self, FloatKind};
use crate::ir::types::{Signedness, TypeKind};
use crate::ir::{Attribute, Context, Sym, Type};
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Zero};

/// Parses an attribute of a dialect irbridge implements. Called after the `#dialect.mnemonic` (or
/// `#dialect`) token has been consumed; the current token is what follows it (`<` if `sym.trailing`).
/// `ty` is the type the context expects, if any. A `: type` suffix after the attribute is handled by the
/// caller.
pub use crate::ods::asm::DialectAttrParseFn;

/// The attribute hook of `dialect`, if it has one.
pub(crate) fn dialect_attr_hook(ctx: &Context, dialect: &str) -> Option<DialectAttrParseFn> {
    ctx.registry.syntax(dialect).and_then(|s| s.parse_attr)
}

impl Parser<'_> {
    /// Runs a dialect's attribute hook.
    pub(crate) fn call_attr_hook(
        &mut self,
        hook: DialectAttrParseFn,
        sym: &DialectSymbol,
        ty: Option<Type>,
    ) -> DResult<Attribute> {
        hook(self, sym, ty)
    }
}

/// Source of `AttrKind::Distinct` identities.
static DISTINCT_UID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// A new `distinct[..]<referenced>` attribute, different from every other.
pub fn new_distinct(ctx: &mut Context, referenced: Attribute) -> Attribute {
    let uid = DISTINCT_UID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    ctx.attr(AttrKind::Distinct { uid, referenced })
}

/// Key prefix, in the parser's alias table, of the `distinct[N]` attributes seen so far (no alias name
/// contains it).
const DISTINCT_KEY: &str = "\u{1}distinct\u{1}";

/// Marks the name of a placeholder location for an alias used before its definition.
const DEFERRED_LOC_MARK: &str = "\u{1}deferred-loc\u{1}";

pub use crate::ir::attrs::dense_elem_bytes;

pub use crate::ir::int_values::{
    canonical_int, int_or_index_width, int_to_le_bytes, wrap_to_width,
};

/// Parses the digits of an integer token (decimal or `0x` hex).
fn literal_magnitude(s: &str) -> Option<BigUint> {
    if let Some(h) = s.strip_prefix("0x") {
        BigUint::parse_bytes(h.as_bytes(), 16)
    } else {
        BigUint::parse_bytes(s.as_bytes(), 10)
    }
}

/// MLIR's `buildAttributeAPInt`: the literal as a value of integer/index type `t`, or `None` if it does not
/// fit. The result is canonical (see [`canonical_int`]).
pub fn build_int_literal(ctx: &Context, t: Type, negative: bool, spelling: &str) -> Option<BigInt> {
    let mag = literal_magnitude(spelling)?;
    let w = int_or_index_width(ctx, t)?;
    if mag.bits() > w as u64 {
        return None;
    }
    if w == 0 {
        return if negative { None } else { Some(BigInt::zero()) };
    }
    let half = BigUint::one() << (w - 1);
    let signed = matches!(
        ctx.kind(t),
        TypeKind::Index
            | TypeKind::Integer {
                signedness: Signedness::Signed,
                ..
            }
    );
    let v = if negative {
        if mag.is_zero() || mag > half {
            return None;
        }
        -BigInt::from(mag)
    } else {
        if signed && mag >= half {
            return None;
        }
        BigInt::from(mag)
    };
    Some(canonical_int(ctx, t, &v))
}

/// [`build_int_literal`]'s bit pattern (the value mod 2^width) without big integers, for types at
/// most 64 bits wide and plain decimal or `0x` hex spellings: dense literals hold millions of such
/// elements. `None` means "not this fast case": the caller then asks [`build_int_literal`], which
/// also reports the values that do not fit.
fn small_int_literal_bits(ctx: &Context, t: Type, negative: bool, spelling: &str) -> Option<u64> {
    let w = int_or_index_width(ctx, t).filter(|w| (1..=64).contains(w))?;
    let (digits, radix) = match spelling.strip_prefix("0x") {
        Some(h) => (h, 16),
        None => (spelling, 10),
    };
    if digits.is_empty() {
        return None;
    }
    let mut mag: u64 = 0;
    for c in digits.bytes() {
        let d = char::from(c).to_digit(radix)?;
        mag = mag
            .checked_mul(u64::from(radix))?
            .checked_add(u64::from(d))?;
    }
    if w < 64 && mag >> w != 0 {
        return None;
    }
    let half = 1u64 << (w - 1);
    let signed = matches!(
        ctx.kind(t),
        TypeKind::Index
            | TypeKind::Integer {
                signedness: Signedness::Signed,
                ..
            }
    );
    if negative {
        if mag == 0 || mag > half {
            return None;
        }
        let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
        Some(mag.wrapping_neg() & mask)
    } else if signed && mag >= half {
        None
    } else {
        Some(mag)
    }
}

/// An element of a `dense<...>` literal before the type is known.
/// The token is kept as its byte range in the source, not copied: a large literal has millions.
struct LitElem {
    neg: bool,
    kind: T,
    off: u32,
    end: u32,
}

#[derive(Default)]
struct TensorLiteral {
    storage: Vec<LitElem>,
    /// Empty for a single (splat) element.
    shape: Vec<i64>,
    /// The hex string token's bytes (with quotes) and offset. Bytes, not `str`: strings may hold
    /// any bytes.
    hex: Option<(Vec<u8>, u32)>,
}

fn join_dims(d: &[i64]) -> String {
    d.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Decodes `"0x0A0B..."`'s contents into bytes (MLIR's `getHexStringValue`).
/// A string token's text between its quotes (empty if the token is shorter than two bytes).
fn string_body(tok: &[u8]) -> &[u8] {
    if tok.len() >= 2 {
        &tok[1..tok.len() - 1]
    } else {
        &[]
    }
}

fn hex_string_bytes(body: &[u8]) -> Option<Vec<u8>> {
    let h = body.strip_prefix(b"0x")?;
    if h.len() % 2 != 0 {
        return None;
    }
    h.chunks(2)
        .map(|c| {
            let s = std::str::from_utf8(c).ok()?;
            u8::from_str_radix(s, 16).ok()
        })
        .collect()
}

impl<'a> Parser<'a> {
    /// Parses any attribute. `ty` is the type the context expects (e.g. for `dense<...>` or integer literals
    /// with the type given elsewhere); a trailing `: type` is parsed where MLIR allows it.
    pub fn parse_attr(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        self.nested(|p| p.parse_attr_impl(ty))
    }

    /// MLIR's `parseOptionalAttribute`: `None` if the current token cannot start an attribute (note that
    /// upstream does not include `strided`, `array` and `distinct` here).
    pub fn parse_optional_attr(&mut self) -> DResult<Option<Attribute>> {
        let starts = match self.kind() {
            T::AtIdent
            | T::Float
            | T::Integer
            | T::HashIdent
            | T::LBrace
            | T::LSquare
            | T::Minus
            | T::String => true,
            T::BareIdent => matches!(
                self.spelling(),
                "affine_map"
                    | "affine_set"
                    | "dense"
                    | "dense_resource"
                    | "false"
                    | "loc"
                    | "sparse"
                    | "true"
                    | "unit"
            ),
            _ => false,
        };
        if starts {
            return self.parse_attr(None).map(Some);
        }
        match self.parse_optional_type()? {
            Some(t) => Ok(Some(self.ctx.type_attr(t))),
            None => Ok(None),
        }
    }

    fn parse_attr_impl(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        match self.kind() {
            T::BareIdent => match self.spelling() {
                "affine_map" => {
                    self.bump();
                    self.expect_wt(T::Less, "expected '<' in affine map")?;
                    let m = self.parse_affine_map_body()?;
                    self.expect_wt(T::Greater, "expected '>' in affine map")?;
                    Ok(self.ctx.attr(AttrKind::AffineMap(m)))
                }
                "affine_set" => {
                    self.bump();
                    self.expect_wt(T::Less, "expected '<' in integer set")?;
                    let s = self.parse_integer_set_body()?;
                    self.expect_wt(T::Greater, "expected '>' in integer set")?;
                    Ok(self.ctx.attr(AttrKind::IntegerSet(s)))
                }
                "true" | "false" => {
                    let v = self.spelling() == "true";
                    self.bump();
                    Ok(self.ctx.bool_attr(v))
                }
                "unit" => {
                    self.bump();
                    Ok(self.ctx.unit_attr())
                }
                "dense" => self.parse_dense_attr(ty),
                "array" => self.parse_dense_array_attr(),
                "strided" => self.parse_strided_attr(),
                "loc" => {
                    self.bump();
                    self.parse_inline_loc()
                }
                "dense_resource" => self.parse_dense_resource_attr(ty),
                "sparse" => self.parse_sparse_attr(ty),
                "distinct" => self.parse_distinct_attr(ty),
                _ => self.parse_type_attr(),
            },
            T::LSquare => {
                self.bump();
                let mut elems = vec![];
                self.parse_list_until(T::RSquare, true, |p| {
                    elems.push(p.parse_attr(None)?);
                    Ok(())
                })?;
                Ok(self.ctx.array_attr(elems))
            }
            T::LBrace => {
                let entries = self.parse_attr_dict()?;
                Ok(self.ctx.dict_attr(entries))
            }
            T::HashIdent => self.parse_extended_attr(ty),
            T::Float => self.parse_float_attr(ty, false),
            T::Integer => self.parse_int_attr(ty, false),
            T::Minus => {
                self.bump();
                match self.kind() {
                    T::Integer => self.parse_int_attr(ty, true),
                    T::Float => self.parse_float_attr(ty, true),
                    _ => {
                        Err(self
                            .err_wrong_token("expected constant integer or floating point value"))
                    }
                }
            }
            T::String => {
                let value = self.string_value();
                self.bump();
                let mut ty = ty;
                if ty.is_none() && self.consume_if(T::Colon) {
                    ty = Some(self.parse_type()?);
                }
                let ty = ty.filter(|t| !matches!(self.ctx.kind(*t), TypeKind::None));
                Ok(self.ctx.attr(AttrKind::String {
                    value: value.into(),
                    ty,
                }))
            }
            T::AtIdent => self.parse_symbol_ref_attr(),
            _ => self.parse_type_attr(),
        }
    }

    /// `dense_resource<key> : type` (MLIR's `parseDenseResourceElementsAttr`): the handle is declared in
    /// the context; its blob may come later, in the file metadata section.
    fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        let loc = self.tok_start();
        self.bump();
        self.expect_wt(T::Less, "expected '<' after 'dense_resource'")?;
        let key = self.parse_keyword("identifier key for 'resource' entry")?;
        let handle = self.ctx.resources.declare(&key);
        self.expect_wt(T::Greater, "expected '>'")?;
        let (ty, type_loc) = match ty {
            Some(t) => (t, loc),
            None => {
                let type_loc = self.tok_start();
                self.expect_wt(T::Colon, "expected ':'")?;
                (self.parse_type()?, type_loc)
            }
        };
        if !self.ctx.kind(ty).is_shaped() {
            return Err(self.err_at(type_loc, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.attr(AttrKind::DenseResource { ty, handle }))
    }

    /// The unescaped value of the current string token.
    pub fn string_value(&self) -> Vec<u8> {
        unescape(string_body(
            &self.src[self.tok.start as usize..self.tok.end as usize],
        ))
    }

    fn parse_type_attr(&mut self) -> DResult<Attribute> {
        match self.parse_optional_type()? {
            Some(t) => Ok(self.ctx.type_attr(t)),
            None => Err(self.err_wrong_token("expected attribute value")),
        }
    }

    /// The name of an `@` token: `@foo` or `@"quoted"`. Names must be UTF-8 (symbol references hold
    /// text), so a quoted name whose bytes aren't is an error at the token.
    pub fn symbol_token_name(&self) -> DResult<String> {
        let s = &self.src[self.tok.start as usize + 1..self.tok.end as usize];
        let bytes = if s.first() == Some(&b'"') {
            unescape(string_body(s))
        } else {
            s.to_vec()
        };
        String::from_utf8(bytes).map_err(|_| {
            self.err_here(
                "symbol name is not valid UTF-8 (irbridge keeps symbol names as UTF-8 text)",
            )
        })
    }

    fn parse_symbol_ref_attr(&mut self) -> DResult<Attribute> {
        let root = self.symbol_token_name()?;
        self.bump();
        let mut nested = vec![];
        while self.at(T::Colon) {
            let colon = self.tok.start as usize;
            self.bump();
            if !self.consume_if(T::Colon) {
                self.reset_to(colon);
                break;
            }
            if !self.at(T::AtIdent) {
                return Err(self.err_here("expected nested symbol reference identifier"));
            }
            let n = self.symbol_token_name()?;
            self.bump();
            nested.push(self.ctx.sym(&n));
        }
        let root = self.ctx.sym(&root);
        Ok(self.ctx.attr(AttrKind::SymbolRef { root, nested }))
    }

    // ---- numbers -------------------------------------------------------------------------------------------

    fn parse_int_attr(&mut self, ty: Option<Type>, negative: bool) -> DResult<Attribute> {
        let off = self.tok_start();
        let spelling = self.spelling();
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(T::Colon) => self.parse_type()?,
            None => self.ctx.i64(),
        };
        if let Some(k) = self.ctx.float_kind(ty) {
            let bits = self.float_from_int_literal(off, spelling, negative, k)?;
            return Ok(self.ctx.attr(AttrKind::Float { bits, ty }));
        }
        if int_or_index_width(self.ctx, ty).is_none() {
            return Err(self.err_at(off, "integer literal not valid for specified type"));
        }
        if negative
            && matches!(
                self.ctx.kind(ty),
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                }
            )
        {
            return Err(self.err_at(
                off,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        match build_int_literal(self.ctx, ty, negative, spelling) {
            Some(value) => Ok(self.ctx.attr(AttrKind::Integer { value, ty })),
            None => Err(self.err_at(off, "integer constant out of range for attribute")),
        }
    }

    /// MLIR's `parseFloatFromIntegerLiteral`: a hex literal is the bit pattern of the float.
    fn float_from_int_literal(
        &self,
        off: u32,
        spelling: &str,
        negative: bool,
        k: FloatKind,
    ) -> DResult<u128> {
        if !spelling.starts_with("0x") {
            return Err(self
                .err_at(
                    off,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(
                    self.diag_loc_at(off),
                    "add a trailing dot to make the literal a float",
                ));
        }
        if negative {
            return Err(self.err_at(
                off,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let v = literal_magnitude(spelling).unwrap_or_default();
        if v.bits() > k.bit_width() as u64 {
            return Err(self.err_at(off, "hexadecimal float constant out of range for type"));
        }
        let b = v.to_bytes_le();
        let mut bits: u128 = 0;
        for (i, byte) in b.iter().enumerate().take(16) {
            bits |= (*byte as u128) << (8 * i);
        }
        Ok(bits)
    }

    /// A decimal float literal as the bits of a value of kind `k`: parsed as a double and rounded, like
    /// upstream.
    fn float_literal_bits(&self, text: &str, negative: bool, k: FloatKind) -> u128 {
        let v: f64 = text.parse().unwrap_or(0.0);
        let v = if negative { -v } else { v };
        float::from_f64(k, v)
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> DResult<Attribute> {
        let text = self.spelling();
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(T::Colon) => self.parse_type()?,
            None => self.ctx.float(FloatKind::F64),
        };
        let Some(k) = self.ctx.float_kind(ty) else {
            return Err(self.err_here("floating point value not valid for specified type"));
        };
        let bits = self.float_literal_bits(text, negative, k);
        Ok(self.ctx.attr(AttrKind::Float { bits, ty }))
    }

    // ---- dense elements ------------------------------------------------------------------------------------

    fn parse_dense_attr(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        let attr_off = self.tok_start();
        self.bump();
        self.expect_wt(T::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.consume_if(T::Greater) {
            lit = self.parse_tensor_literal(true)?;
            self.expect_wt(T::Greater, "expected '>'")?;
        }
        let loc = if ty.is_some() {
            attr_off
        } else {
            self.tok_start()
        };
        let (ty, shape) = self.parse_elements_literal_type(ty)?;
        self.dense_literal_attr(lit, loc, ty, &shape)
    }

    /// A tensor literal: a hex string (if allowed), a nested list, or one element.
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> DResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        if allow_hex && self.at(T::String) {
            lit.hex = Some((self.spelling_bytes().to_vec(), self.tok_start()));
            self.bump();
        } else if self.at(T::LSquare) {
            let mut storage = vec![];
            lit.shape = self.parse_tensor_list(&mut storage)?;
            lit.storage = storage;
        } else {
            self.parse_tensor_element(&mut lit.storage)?;
        }
        Ok(lit)
    }

    /// MLIR's `parseElementsLiteralType`: `: type` unless given; must be a statically shaped type.
    fn parse_elements_literal_type(&mut self, ty: Option<Type>) -> DResult<(Type, Vec<i64>)> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect_wt(T::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let Some(shape) = self.ctx.shape(ty).map(|s| s.to_vec()) else {
            let msg = if self.ctx.kind(ty).is_shaped() {
                "elements literal type must have static shape"
            } else {
                "elements literal must be a shaped type"
            };
            return Err(self.err_here(msg));
        };
        if shape.iter().any(|d| *d < 0) {
            return Err(self.err_here("elements literal type must have static shape"));
        }
        Ok((ty, shape))
    }

    /// `sparse<indices, values> : type` or `sparse<> : type`.
    fn parse_sparse_attr(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        let loc = self.tok_start();
        self.bump();
        self.expect_wt(T::Less, "Expected '<' after 'sparse'")?;
        let i64t = self.ctx.i64();
        if self.consume_if(T::Greater) {
            let (ty, shape) = self.parse_elements_literal_type(ty)?;
            let elem = self.ctx.element_type(ty);
            let ishape = vec![0, shape.len() as i64];
            let it = self.ctx.ty(TypeKind::RankedTensor {
                shape: ishape,
                elem: i64t,
                encoding: None,
            });
            let vt = self.ctx.ty(TypeKind::RankedTensor {
                shape: vec![0],
                elem,
                encoding: None,
            });
            let indices = self.empty_dense(it);
            let values = self.empty_dense(vt);
            return Ok(self.ctx.attr(AttrKind::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let indices_off = self.tok_start();
        let ilit = self.parse_tensor_literal(false)?;
        self.expect_wt(T::Comma, "expected ','")?;
        let values_off = self.tok_start();
        let vlit = self.parse_tensor_literal(true)?;
        self.expect_wt(T::Greater, "expected '>'")?;
        let (ty, shape) = self.parse_elements_literal_type(ty)?;
        let ishape = if ilit.shape.is_empty() {
            vec![1, shape.len() as i64]
        } else {
            ilit.shape.clone()
        };
        let it = self.ctx.ty(TypeKind::RankedTensor {
            shape: ishape.clone(),
            elem: i64t,
            encoding: None,
        });
        let indices = self.dense_literal_attr(ilit, indices_off, it, &ishape)?;
        let elem = self.ctx.element_type(ty);
        let vshape = if vlit.shape.is_empty() {
            vec![ishape[0]]
        } else {
            vlit.shape.clone()
        };
        let vt = self.ctx.ty(TypeKind::RankedTensor {
            shape: vshape.clone(),
            elem,
            encoding: None,
        });
        let values = self.dense_literal_attr(vlit, values_off, vt, &vshape)?;
        self.verify_sparse(loc, ty, &shape, indices, &ishape, &vshape)?;
        Ok(self.ctx.attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    /// MLIR's `SparseElementsAttr::verify`.
    fn verify_sparse(
        &self,
        loc: u32,
        ty: Type,
        shape: &[i64],
        indices: Attribute,
        ishape: &[i64],
        vshape: &[i64],
    ) -> DResult<()> {
        if vshape.len() != 1 {
            return Err(self.err_at(loc, "expected 1-d tensor for sparse element values"));
        }
        let shape_err = || {
            let msg = format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                join_dims(shape),
                join_dims(ishape),
                join_dims(vshape)
            );
            self.err_at(loc, msg)
        };
        let rank = shape.len();
        if ishape.len() == 2 {
            if ishape[1] != rank as i64 {
                return Err(shape_err());
            }
        } else if ishape.len() != 1 || rank != 1 {
            return Err(shape_err());
        }
        if ishape[0] != vshape[0] {
            return Err(shape_err());
        }
        let AttrKind::DenseElements { splat, data, .. } = self.ctx.attr_kind(indices) else {
            return Ok(());
        };
        let value = |i: usize| -> u64 {
            let mut b = [0u8; 8];
            if let Some(c) = data.get(i * 8..i * 8 + 8) {
                b.copy_from_slice(c);
            }
            u64::from_le_bytes(b)
        };
        let valid =
            |idx: &[u64]| idx.len() == rank && idx.iter().zip(shape).all(|(i, d)| *i < *d as u64);
        let index_err = |n: usize, idx: &[u64]| {
            let list: Vec<String> = idx.iter().map(|v| v.to_string()).collect();
            let msg = format!(
                "sparse index #{n} is not contained within the value shape, with index=[{}], and type='{}'",
                list.join(", "),
                crate::print::type_to_string(self.ctx, ty)
            );
            self.err_at(loc, msg)
        };
        if *splat {
            let idx = vec![value(0); rank];
            return if valid(&idx) {
                Ok(())
            } else {
                Err(index_err(0, &idx))
            };
        }
        for i in 0..ishape[0].max(0) as usize {
            let idx: Vec<u64> = (0..rank).map(|j| value(i * rank + j)).collect();
            if !valid(&idx) {
                return Err(index_err(i, &idx));
            }
        }
        Ok(())
    }

    /// A zero-element dense attribute of `ty` (numeric or string elements).
    fn empty_dense(&mut self, ty: Type) -> Attribute {
        let elem = self.ctx.element_type(ty);
        if dense_elem_bytes(self.ctx, elem) == 0 {
            return self.ctx.attr(AttrKind::DenseStrings {
                ty,
                splat: false,
                values: vec![],
            });
        }
        self.ctx.attr(AttrKind::DenseElements {
            ty,
            splat: false,
            data: Box::new([]),
        })
    }

    /// `distinct[N]<attr>`; the same `N` within one buffer is the same attribute.
    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        let loc = self.tok_start();
        self.bump();
        self.expect_wt(T::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(T::Integer) {
            return Err(self.err_wrong_token("expected distinct ID"));
        }
        let id = super::affine::parse_u64_literal(self.spelling());
        self.bump();
        let Some(id) = id else {
            return Err(self.err_here("expected an unsigned 64-bit integer"));
        };
        self.expect_wt(T::RSquare, "expected ']' to close distinct ID")?;
        self.expect_wt(T::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(T::Greater) {
            self.ctx.unit_attr()
        } else {
            let r = self.parse_attr(ty)?;
            self.expect_wt(T::Greater, "expected '>' to close distinct attribute")?;
            r
        };
        let key = format!("{DISTINCT_KEY}{id}");
        if let Some(&prev) = self.attr_aliases.get(&key) {
            let AttrKind::Distinct { referenced: r, .. } = self.ctx.attr_kind(prev) else {
                return Ok(prev);
            };
            if *r != referenced {
                let s = crate::print::attr_to_string(self.ctx, *r);
                let msg = format!("referenced attribute does not match previous definition: {s}");
                return Err(self.err_at(loc, msg));
            }
            return Ok(prev);
        }
        let a = new_distinct(self.ctx, referenced);
        self.attr_aliases.insert(key, a);
        Ok(a)
    }

    /// The source text of a literal element's token (empty if it is not UTF-8, like `spelling`).
    fn lit_text(&self, e: &LitElem) -> &'a str {
        std::str::from_utf8(self.lit_bytes(e)).unwrap_or("")
    }
    /// The source bytes of a literal element's token.
    fn lit_bytes(&self, e: &LitElem) -> &'a [u8] {
        let src: &'a [u8] = self.src;
        src.get(e.off as usize..e.end as usize).unwrap_or_default()
    }

    /// `[elem, [..], ...]`: returns the literal's shape.
    fn parse_tensor_list(&mut self, storage: &mut Vec<LitElem>) -> DResult<Vec<i64>> {
        self.nested(|p| {
            let mut first = true;
            let mut new_dims: Vec<i64> = vec![];
            let mut size = 0i64;
            p.parse_delimited_list(T::LSquare, "", |p| {
                let this_dims = if p.at(T::LSquare) {
                    p.parse_tensor_list(storage)?
                } else {
                    p.parse_tensor_element(storage)?;
                    vec![]
                };
                size += 1;
                if first {
                    new_dims = this_dims;
                    first = false;
                } else if new_dims.len() != this_dims.len() || new_dims != this_dims {
                    return Err(p.err_here(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                Ok(())
            })?;
            let mut dims = vec![size];
            dims.extend(new_dims);
            Ok(dims)
        })
    }

    fn parse_tensor_element(&mut self, storage: &mut Vec<LitElem>) -> DResult<()> {
        let push = |p: &mut Self, storage: &mut Vec<LitElem>, neg: bool| {
            let off = p.tok_start();
            storage.push(LitElem {
                neg,
                kind: p.kind(),
                off,
                end: off + p.spelling_bytes().len() as u32,
            });
            p.bump();
        };
        match self.kind() {
            T::Integer | T::Float | T::String => push(self, storage, false),
            T::BareIdent if matches!(self.spelling(), "true" | "false") => {
                push(self, storage, false)
            }
            T::Minus => {
                self.bump();
                if !matches!(self.kind(), T::Integer | T::Float) {
                    return Err(self.err_here("expected integer or floating point literal"));
                }
                push(self, storage, true);
            }
            T::LParen => {
                return self.nested(|p| {
                    p.bump();
                    p.parse_tensor_element(storage)?;
                    p.expect_wt(T::Comma, "expected ',' between complex elements")?;
                    p.parse_tensor_element(storage)?;
                    p.expect_wt(T::RParen, "expected ')' after complex elements")
                })
            }
            _ => return Err(self.err_here("expected element literal of primitive type")),
        }
        Ok(())
    }

    fn dense_literal_attr(
        &mut self,
        lit: TensorLiteral,
        loc: u32,
        ty: Type,
        shape: &[i64],
    ) -> DResult<Attribute> {
        let ctx_elem = self.ctx.element_type(ty);
        let num: i64 = shape.iter().product();
        let num = num.max(0) as usize;
        let is_numeric = |p: &Self, t: Type| {
            matches!(
                p.ctx.kind(t),
                TypeKind::Integer { .. }
                    | TypeKind::Index
                    | TypeKind::Float(_)
                    | TypeKind::Complex(_)
            )
        };
        if let Some((hex, hex_off)) = &lit.hex {
            if is_numeric(self, ctx_elem) {
                return self.dense_hex_attr(hex, *hex_off, loc, ty, num);
            }
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            let msg = format!(
                "inferred shape of elements literal ([{}]) does not match type ([{}])",
                join_dims(&lit.shape),
                join_dims(shape)
            );
            return Err(self.err_at(loc, msg));
        }
        if lit.hex.is_none() && lit.storage.is_empty() && num != 0 {
            let msg = format!(
                "parsed zero elements, but type ('{}') expected at least 1",
                crate::print::type_to_string(self.ctx, ty)
            );
            return Err(self.err_at(loc, msg));
        }
        let mut elem = ctx_elem;
        let mut complex = false;
        if let TypeKind::Complex(e) = self.ctx.kind(ctx_elem) {
            elem = *e;
            complex = true;
            let splat = lit.shape.is_empty() && num != 0;
            if splat && lit.storage.len() != 2 {
                let msg = format!(
                    "parsed {} elements, but type ('{}') expected 2 elements",
                    lit.storage.len(),
                    crate::print::type_to_string(self.ctx, ctx_elem)
                );
                return Err(self.err_at(loc, msg));
            }
            if !lit.shape.is_empty() && lit.storage.len() != num * 2 {
                let msg = format!(
                    "parsed {} elements, but type ('{}') expected {} elements",
                    lit.storage.len(),
                    crate::print::type_to_string(self.ctx, ty),
                    num * 2
                );
                return Err(self.err_at(loc, msg));
            }
        }
        let part_bytes = dense_elem_bytes(self.ctx, elem);
        if let Some(w) = int_or_index_width(self.ctx, elem) {
            let unsigned = matches!(
                self.ctx.kind(elem),
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                }
            );
            let mut data = Vec::with_capacity(lit.storage.len() * part_bytes);
            for e in &lit.storage {
                if e.neg && unsigned {
                    return Err(self.err_at(
                        e.off,
                        "expected unsigned integer elements, but parsed negative value",
                    ));
                }
                if e.kind == T::Float {
                    return Err(self.err_at(
                        e.off,
                        "expected integer elements, but parsed floating-point",
                    ));
                }
                let v = if e.kind == T::BareIdent {
                    if w != 1 {
                        return Err(
                            self.err_at(e.off, "expected i1 type for 'true' or 'false' values")
                        );
                    }
                    BigInt::from(u8::from(self.lit_text(e) == "true"))
                } else if e.kind != T::Integer {
                    return Err(self.err_at(e.off, "integer constant out of range for type"));
                } else if let Some(bits) =
                    small_int_literal_bits(self.ctx, elem, e.neg, self.lit_text(e))
                {
                    data.extend_from_slice(&bits.to_le_bytes()[..part_bytes]);
                    continue;
                } else {
                    match build_int_literal(self.ctx, elem, e.neg, self.lit_text(e))
                        .filter(|_| e.kind == T::Integer)
                    {
                        Some(v) => v,
                        None => {
                            return Err(self.err_at(e.off, "integer constant out of range for type"))
                        }
                    }
                };
                data.extend(int_to_le_bytes(&v, w, part_bytes));
            }
            let _ = complex;
            return Ok(self.make_dense(
                ty,
                data,
                lit.storage.len(),
                part_bytes * if complex { 2 } else { 1 },
            ));
        }
        if let Some(k) = self.ctx.float_kind(elem) {
            let mut data = Vec::with_capacity(lit.storage.len() * part_bytes);
            for e in &lit.storage {
                let text = self.lit_text(e);
                let bits = if e.kind == T::Integer && text.len() > 2 && text.as_bytes()[1] == b'x' {
                    self.float_from_int_literal(e.off, text, e.neg, k)?
                } else if e.kind != T::Float {
                    return Err(
                        self.err_here("expected floating-point elements, but parsed integer")
                    );
                } else {
                    self.float_literal_bits(text, e.neg, k)
                };
                data.extend_from_slice(&bits.to_le_bytes()[..part_bytes]);
            }
            return Ok(self.make_dense(
                ty,
                data,
                lit.storage.len(),
                part_bytes * if complex { 2 } else { 1 },
            ));
        }
        // Any other element type holds strings.
        let values: Vec<Box<[u8]>> = if let Some((hex, _)) = &lit.hex {
            vec![unescape(string_body(hex)).into()]
        } else {
            // Like upstream (release build), a non-string token reads as its spelling minus the first and
            // last characters.
            lit.storage
                .iter()
                .map(|e| unescape(string_body(self.lit_bytes(e))).into())
                .collect()
        };
        let splat = !values.is_empty() && values.iter().all(|x| *x == values[0]);
        let values = if splat {
            vec![values[0].clone()]
        } else {
            values
        };
        Ok(self.ctx.attr(AttrKind::DenseStrings { ty, splat, values }))
    }

    /// Builds a `DenseElements` attribute from `count` elements of `elem_bytes` each, canonicalizing
    /// all-equal data to a splat.
    fn make_dense(
        &mut self,
        ty: Type,
        data: Vec<u8>,
        count: usize,
        elem_bytes: usize,
    ) -> Attribute {
        let splat = count == 1
            || (count > 0
                && elem_bytes > 0
                && data.chunks(elem_bytes).all(|c| c == &data[..elem_bytes]));
        let data = if splat {
            data[..elem_bytes.min(data.len())].to_vec()
        } else {
            data
        };
        self.ctx.attr(AttrKind::DenseElements {
            ty,
            splat,
            data: data.into(),
        })
    }

    fn dense_hex_attr(
        &mut self,
        hex: &[u8],
        hex_off: u32,
        loc: u32,
        ty: Type,
        num: usize,
    ) -> DResult<Attribute> {
        let raw = hex_string_bytes(&unescape(string_body(hex)));
        let Some(raw) = raw else {
            return Err(self.err_at(
                hex_off,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        let elem = self.ctx.element_type(ty);
        let is_bool = matches!(self.ctx.kind(elem), TypeKind::Integer { width: 1, .. });
        let bad = || {
            format!(
                "elements hex data size is invalid for provided type: '{}'",
                crate::print::type_to_string(self.ctx, ty)
            )
        };
        if is_bool {
            if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xff) {
                return Ok(self.make_dense(ty, vec![u8::from(raw[0] != 0)], 1, 1));
            }
            if raw.len() != num.div_ceil(8) {
                return Err(self.err_at(loc, bad()));
            }
            if num == 1 {
                return Ok(self.make_dense(ty, vec![u8::from(raw[0] != 0)], 1, 1));
            }
            let data: Vec<u8> = (0..num).map(|i| (raw[i / 8] >> (i % 8)) & 1).collect();
            return Ok(self.make_dense(ty, data, num, 1));
        }
        let eb = dense_elem_bytes(self.ctx, elem);
        if raw.len() == eb {
            return Ok(self.make_dense(ty, raw, 1, eb));
        }
        if raw.len() != eb * num {
            return Err(self.err_at(loc, bad()));
        }
        Ok(self.make_dense(ty, raw, num, eb))
    }

    // ---- dense arrays --------------------------------------------------------------------------------------

    fn parse_dense_array_attr(&mut self) -> DResult<Attribute> {
        self.bump();
        self.expect_wt(T::Less, "expected '<' after 'array'")?;
        let ty_off = self.tok_start();
        let elem = self.parse_type()?;
        let (width, is_float) = match self.ctx.kind(elem) {
            TypeKind::Integer { width, .. } => (*width, false),
            TypeKind::Float(k) => (k.bit_width(), true),
            _ => {
                let msg = format!(
                    "expected integer or float type, got: '{}'",
                    crate::print::type_to_string(self.ctx, elem)
                );
                return Err(self.err_at(ty_off, msg));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.err_at(ty_off, "element type bitwidth must be a multiple of 8"));
        }
        if width > 128 {
            return Err(self.err_at(
                ty_off,
                "irbridge supports dense array elements of at most 128 bits",
            ));
        }
        let mut values: Vec<i128> = vec![];
        if !self.consume_if(T::Greater) {
            self.expect_wt(T::Colon, "expected ':' after dense array type")?;
            self.parse_comma_list(|p| {
                let neg = p.consume_if(T::Minus);
                let off = p.tok_start();
                if !is_float {
                    if p.is_keyword("true") || p.is_keyword("false") {
                        if width != 1 {
                            return Err(p.err_here("expected i1 type for 'true' or 'false' values"));
                        }
                        values.push(i128::from(p.spelling() == "true"));
                        p.bump();
                        return Ok(());
                    }
                    if !p.at(T::Integer) {
                        return Err(p.err_here("expected integer literal"));
                    }
                    let text = p.spelling();
                    p.bump();
                    let Some(v) = build_int_literal(p.ctx, elem, neg, text) else {
                        return Err(p.err_here("integer constant out of range"));
                    };
                    values.push(bigint_to_i128(&v));
                    return Ok(());
                }
                let k = p.ctx.float_kind(elem).unwrap_or(FloatKind::F64);
                let text = p.spelling();
                let bits = match p.kind() {
                    T::Integer => p.float_from_int_literal(off, text, neg, k)?,
                    T::Float => p.float_literal_bits(text, neg, k),
                    _ => return Err(p.err_here("expected integer or floating point literal")),
                };
                p.bump();
                values.push(bits as i128);
                Ok(())
            })?;
            self.expect_wt(T::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.attr(AttrKind::DenseArray { elem, values }))
    }

    // ---- strided layouts -----------------------------------------------------------------------------------

    fn parse_strided_attr(&mut self) -> DResult<Attribute> {
        let loc = self.tok_start();
        self.bump();
        self.expect_wt(T::Less, "expected '<' after 'strided'")?;
        self.expect_wt(T::LSquare, "expected '['")?;
        let mut strides = vec![];
        if !self.at(T::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(T::Comma) {
                    break;
                }
            }
        }
        self.expect_wt(T::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(T::Greater) {
            self.expect_wt(T::Comma, "expected ','")?;
            if !self.consume_keyword("offset") {
                return Err(self.err_wrong_token("expected 'offset' after comma"));
            }
            self.expect_wt(T::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect_wt(T::Greater, "expected '>'")?;
        }
        if strides.contains(&0) {
            return Err(self.err_at(loc, "strides must not be zero"));
        }
        Ok(self.ctx.attr(AttrKind::Strided { strides, offset }))
    }

    fn parse_stride_or_offset(&mut self) -> DResult<i64> {
        if self.consume_if(T::Question) {
            return Ok(crate::ir::DYNAMIC);
        }
        let off = self.tok_start();
        let neg = self.consume_if(T::Minus);
        if self.at(T::Integer) {
            if let Some(v) =
                super::affine::parse_u64_literal(self.spelling()).filter(|v| *v <= i64::MAX as u64)
            {
                self.bump();
                return Ok(if neg { -(v as i64) } else { v as i64 });
            }
        }
        Err(self.err_at(off, "expected a 64-bit signed integer or '?'"))
    }

    // ---- dictionaries --------------------------------------------------------------------------------------

    /// `{name = value, unit_name, "quoted" = value}`; the current token must be `{`. Entries come back in
    /// the order written (a duplicate name is an error).
    pub fn parse_attr_dict(&mut self) -> DResult<Vec<(Sym, Attribute)>> {
        let mut entries: Vec<(Sym, Attribute)> = vec![];
        self.parse_delimited_list(T::LBrace, " in attribute dictionary", |p| {
            let name: String = match p.kind() {
                T::String => String::from_utf8_lossy(&p.string_value()).into_owned(),
                T::BareIdent => p.spelling().to_string(),
                _ => return Err(p.err_wrong_token("expected attribute name")),
            };
            if name.is_empty() {
                return Err(p.err_here("expected valid attribute name"));
            }
            let sym = p.ctx.sym(&name);
            if entries.iter().any(|(k, _)| *k == sym) {
                return Err(p.err_here(format!("duplicate key '{name}' in dictionary attribute")));
            }
            p.bump();
            let value = if p.consume_if(T::Equal) {
                p.parse_attr(None)?
            } else {
                p.ctx.unit_attr()
            };
            entries.push((sym, value));
            Ok(())
        })?;
        Ok(entries)
    }

    // ---- dialect attributes and aliases --------------------------------------------------------------------

    fn parse_extended_attr(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        let sym = match self.parse_extended_symbol()? {
            ExtendedSymbol::Alias(name, _) => {
                return match self.attr_aliases.get(&name) {
                    Some(a) => Ok(*a),
                    None => {
                        Err(self.err_wrong_token(format!("undefined symbol alias id '{name}'")))
                    }
                }
            }
            ExtendedSymbol::Dialect(d) => d,
        };
        let dialect = sym.dialect.as_str();
        let loc = if sym.pretty {
            sym.mnemonic_off
        } else {
            sym.tok_off
        };
        let hook = dialect_attr_hook(self.ctx, dialect);
        let known = self.ctx.registry.is_known_dialect(dialect)
            || hook.is_some()
            || self.ctx.registry.dialect_has_enums(dialect);
        if !known {
            let body = self.parse_dialect_body_text(&sym.mnemonic, sym.trailing, sym.pretty)?;
            let mut attr_ty = ty;
            if self.consume_if(T::Colon) {
                attr_ty = Some(self.parse_type()?);
            }
            let attr_ty = attr_ty.filter(|t| !matches!(self.ctx.kind(*t), TypeKind::None));
            if !self.ctx.allow_unregistered {
                let tys = match attr_ty {
                    Some(t) => crate::print::type_to_string(self.ctx, t),
                    None => "none".to_string(),
                };
                return Err(self.err_at(
                    loc,
                    format!(
                        "#\"{dialect}\"<\"{body}\"> : '{tys}' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                    ),
                ));
            }
            return Ok(self.ctx.attr(AttrKind::Opaque {
                dialect: dialect.into(),
                body: body.into(),
                ty: attr_ty,
            }));
        }
        let a = if let Some(f) = hook {
            self.in_dialect_hook(|p| p.call_attr_hook(f, &sym, ty))?
        } else if self.ctx.registry.dialect_has_enums(dialect) {
            self.parse_dialect_enum_attr(&sym)?
        } else {
            return Err(self.err_at(
                loc,
                format!("dialect '{dialect}' provides no attribute parsing hook"),
            ));
        };
        // A `: type` after a dialect attribute is parsed (and, for untyped attributes, ignored) upstream.
        if self.consume_if(T::Colon) {
            self.parse_type()?;
        }
        Ok(a)
    }

    /// `#dialect.mnemonic<...>` or `#dialect<mnemonic ...>` for an enum of the enum table.
    fn parse_dialect_enum_attr(&mut self, sym: &DialectSymbol) -> DResult<Attribute> {
        let dialect = sym.dialect.as_str();
        let verbose = self.ctx.registry.verbose_enums(dialect);
        if verbose && !sym.pretty {
            self.expect_wt(T::Less, "expected '<'")?;
            let off = self.tok_start();
            let mnemonic = self.parse_keyword("valid keyword")?;
            let Some(def) = self.ctx.registry.enum_def(&format!("{dialect}.{mnemonic}")) else {
                return Err(self.err_at(
                    off,
                    format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
                ));
            };
            let value = self.parse_enum_value(def)?;
            self.expect_wt(T::Greater, "expected '>'")?;
            return Ok(self.ctx.attr(AttrKind::Enum { def, value }));
        }
        let Some(def) = self
            .ctx
            .registry
            .enum_def(&format!("{dialect}.{}", sym.mnemonic))
            .filter(|_| !verbose)
        else {
            let m = if sym.pretty {
                sym.mnemonic.clone()
            } else {
                String::new()
            };
            return Err(self.err_at(
                sym.mnemonic_off,
                format!("unknown attribute `{m}` in dialect `{dialect}`"),
            ));
        };
        let value = self.parse_enum_body(def)?;
        Ok(self.ctx.attr(AttrKind::Enum { def, value }))
    }

    /// `<value>` of an enum attribute (the part after `fastmath` in `fastmath<nnan,ninf>`).
    pub fn parse_enum_body(&mut self, def: EnumRef) -> DResult<u64> {
        self.expect_wt(T::Less, "expected '<'")?;
        let v = self.parse_enum_value(def)?;
        self.expect_wt(T::Greater, "expected '>'")?;
        Ok(v)
    }

    /// The keyword(s) of an enum value without brackets: `slt`, or for bit enums `nnan,ninf` / `none`.
    pub fn parse_enum_value(&mut self, def: EnumRef) -> DResult<u64> {
        let d = def.0;
        let off = self.tok_start();
        let mut value = 0u64;
        loop {
            if !self.at(T::BareIdent) {
                let e = self.err_here("expected valid keyword");
                return Err(self.with_enum_param_error(e, d));
            }
            let Some(v) = d.symbolize(self.spelling()) else {
                self.bump();
                let e = self.err_at(off, d.unknown_keyword_message());
                return Err(self.with_enum_param_error(e, d));
            };
            self.bump();
            value |= v;
            if !d.bit_enum {
                return Ok(value);
            }
            let more = if d.uses_vertical_bar() {
                self.consume_if(T::VerticalBar)
            } else {
                self.consume_if(T::Comma)
            };
            if !more {
                return Ok(value);
            }
        }
    }

    /// Adds upstream's follow-up error "failed to parse <Attr> parameter 'value' ..." (at the current
    /// token) to an enum keyword error, as a second diagnostic of error severity.
    fn with_enum_param_error(
        &self,
        e: crate::diag::Diagnostic,
        d: &crate::ods::EnumDef,
    ) -> crate::diag::Diagnostic {
        let Some(msg) = d.param_error_message() else {
            return e;
        };
        let mut e = e;
        e.notes.push(crate::diag::Diagnostic {
            severity: crate::diag::Severity::Error,
            loc: self.diag_loc_at(self.tok_start()),
            message: msg,
            notes: vec![],
        });
        e
    }

    // ---- locations -----------------------------------------------------------------------------------------

    /// The body of an op's or block argument's trailing location after the `loc` keyword: `(...)`. A `#loc`
    /// alias may be defined later in the file: it then yields a placeholder that
    /// [`Parser::resolve_deferred_locs`] replaces once the whole buffer is parsed.
    pub fn parse_loc_body(&mut self) -> DResult<Attribute> {
        self.expect_wt(T::LParen, "expected '(' in location")?;
        let l = if self.at(T::HashIdent) {
            let off = self.tok_start();
            let name = self.spelling()[1..].to_string();
            self.bump();
            if name.contains('.') {
                return Err(self.err_at(
                    off,
                    format!("expected location, but found dialect attribute: '#{name}'"),
                ));
            }
            match self.attr_aliases.get(&name) {
                Some(&a) if matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) => a,
                Some(&a) => {
                    let s = crate::print::attr_to_string(self.ctx, a);
                    return Err(self.err_at(off, format!("expected location, but found '{s}'")));
                }
                None => {
                    let placeholder = format!("{DEFERRED_LOC_MARK}{off}{DEFERRED_LOC_MARK}{name}");
                    name_loc(self.ctx, &placeholder, None)
                }
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect_wt(T::RParen, "expected ')' in location")?;
        Ok(l)
    }

    /// `loc(...)` as an attribute value (aliases must be defined before use).
    fn parse_inline_loc(&mut self) -> DResult<Attribute> {
        self.expect_wt(T::LParen, "expected '(' in inline location")?;
        let l = self.parse_location_instance()?;
        self.expect_wt(T::RParen, "expected ')' in inline location")?;
        Ok(l)
    }

    /// Replaces the placeholders of location aliases used before their definition (see
    /// [`Parser::parse_loc_body`]) in every op and block argument. Call after the whole buffer is parsed.
    pub fn resolve_deferred_locs(&mut self) -> DResult<()> {
        let ctx = &*self.ctx;
        let deferred = |a: Attribute| -> Option<(u32, String)> {
            let AttrKind::Location(Location::Name { name, child: None }) = ctx.attr_kind(a) else {
                return None;
            };
            let rest = ctx.str(*name).strip_prefix(DEFERRED_LOC_MARK)?;
            let (off, alias) = rest.split_once(DEFERRED_LOC_MARK)?;
            Some((off.parse().ok()?, alias.to_string()))
        };
        let mut ops = vec![];
        for (op, d) in ctx.ops.iter() {
            if let Some(r) = deferred(d.loc) {
                ops.push((op, r));
            }
        }
        let mut values = vec![];
        for (v, d) in ctx.values.iter() {
            if let Some(r) = d.loc.and_then(deferred) {
                values.push((v, r));
            }
        }
        let mut refs: Vec<&(u32, String)> = ops
            .iter()
            .map(|x| &x.1)
            .chain(values.iter().map(|x| &x.1))
            .collect();
        refs.sort_by_key(|r| r.0);
        let mut resolved: rustc_hash::FxHashMap<String, Attribute> = Default::default();
        for (off, alias) in refs {
            match self.attr_aliases.get(alias) {
                None => return Err(self.err_at(*off, "operation location alias was never defined")),
                Some(&a) if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) => {
                    let s = crate::print::attr_to_string(self.ctx, a);
                    return Err(self.err_at(*off, format!("expected location, but found '{s}'")));
                }
                Some(&a) => {
                    resolved.insert(alias.clone(), a);
                }
            }
        }
        for (op, (_, alias)) in &ops {
            self.ctx.ops[*op].loc = resolved[alias];
        }
        for (v, (_, alias)) in &values {
            self.ctx.values[*v].loc = Some(resolved[alias]);
        }
        Ok(())
    }

    /// One location: `"file":1:2`, `"name"(child)`, `callsite(a at b)`, `fused<meta>[...]`, `unknown`,
    /// or an alias `#loc3`.
    pub fn parse_location_instance(&mut self) -> DResult<Attribute> {
        self.nested(|p| p.parse_location_instance_impl())
    }

    fn parse_location_instance_impl(&mut self) -> DResult<Attribute> {
        if self.at(T::HashIdent) {
            let a = self.parse_extended_attr(None)?;
            if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                let s = crate::print::attr_to_string(self.ctx, a);
                return Err(self.err_here(format!("expected location attribute, but got{s}")));
            }
            return Ok(a);
        }
        if self.at(T::String) {
            let name = String::from_utf8_lossy(&self.string_value()).into_owned();
            self.bump();
            if self.consume_if(T::Colon) {
                let line =
                    self.parse_loc_number("expected integer line number in FileLineColLoc")?;
                self.expect_wt(T::Colon, "expected ':' in FileLineColLoc")?;
                let col =
                    self.parse_loc_number("expected integer column number in FileLineColLoc")?;
                return Ok(self.ctx.file_loc(&name, line, col));
            }
            let mut child = None;
            if self.consume_if(T::LParen) {
                child = Some(self.parse_location_instance()?);
                self.expect_wt(T::RParen, "expected ')' after child location of NameLoc")?;
            }
            return Ok(name_loc(self.ctx, &name, child));
        }
        if !self.at(T::BareIdent) {
            return Err(self.err_wrong_token("expected location instance"));
        }
        match self.spelling() {
            "unknown" => {
                self.bump();
                Ok(self.ctx.unknown_loc())
            }
            "callsite" => {
                self.bump();
                self.expect_wt(T::LParen, "expected '(' in callsite location")?;
                let callee = self.parse_location_instance()?;
                if !self.consume_keyword("at") {
                    return Err(self.err_wrong_token("expected 'at' in callsite location"));
                }
                let caller = self.parse_location_instance()?;
                self.expect_wt(T::RParen, "expected ')' in callsite location")?;
                Ok(self
                    .ctx
                    .attr(AttrKind::Location(Location::CallSite { callee, caller })))
            }
            "fused" => {
                self.bump();
                let mut metadata = None;
                if self.consume_if(T::Less) {
                    metadata = Some(self.parse_attr(None)?);
                    self.expect_wt(T::Greater, "expected '>' after fused location metadata")?;
                }
                let mut locs = vec![];
                self.parse_delimited_list(T::LSquare, " in fused location", |p| {
                    locs.push(p.parse_location_instance()?);
                    Ok(())
                })?;
                Ok(fused_loc(self.ctx, locs, metadata))
            }
            _ => Err(self.err_wrong_token("expected location instance")),
        }
    }

    fn parse_loc_number(&mut self, msg: &str) -> DResult<u32> {
        if !self.at(T::Integer) {
            return Err(self.err_wrong_token(msg));
        }
        match super::affine::parse_u64_literal(self.spelling()).filter(|v| *v <= u32::MAX as u64) {
            Some(v) => {
                self.bump();
                Ok(v as u32)
            }
            None => Err(self.err_wrong_token(msg)),
        }
    }
}

fn bigint_to_i128(v: &BigInt) -> i128 {
    let (sign, mag) = v.to_u64_digits();
    let mut m: u128 = 0;
    for (i, d) in mag.iter().enumerate().take(2) {
        m |= (*d as u128) << (64 * i);
    }
    if sign == Sign::Minus {
        (m as i128).wrapping_neg()
    } else {
        m as i128
    }
}

/// MLIR's `NameLoc::get`: an unknown child is dropped.
pub fn name_loc(ctx: &mut Context, name: &str, child: Option<Attribute>) -> Attribute {
    let child =
        child.filter(|c| !matches!(ctx.attr_kind(*c), AttrKind::Location(Location::Unknown)));
    let name = ctx.sym(name);
    ctx.attr(AttrKind::Location(Location::Name { name, child }))
}

/// MLIR's `FusedLoc::get`: nested fused locations with the same metadata are flattened, unknown locations
/// dropped, duplicates removed; an empty list is `unknown` (or `fused<meta>[unknown]`), a single location
/// without metadata is that location.
pub fn fused_loc(
    ctx: &mut Context,
    locs: Vec<Attribute>,
    metadata: Option<Attribute>,
) -> Attribute {
    let mut out: Vec<Attribute> = vec![];
    for l in locs {
        match ctx.attr_kind(l) {
            AttrKind::Location(Location::Fused {
                metadata: m,
                locs: inner,
            }) if *m == metadata => {
                for i in inner.clone() {
                    if !out.contains(&i) {
                        out.push(i);
                    }
                }
            }
            AttrKind::Location(Location::Unknown) => {}
            _ => {
                if !out.contains(&l) {
                    out.push(l);
                }
            }
        }
    }
    if out.is_empty() {
        let unknown = ctx.unknown_loc();
        if metadata.is_none() {
            return unknown;
        }
        out.push(unknown);
    } else if out.len() == 1 && metadata.is_none() {
        return out[0];
    }
    ctx.attr(AttrKind::Location(Location::Fused {
        metadata,
        locs: out,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path agrees with `build_int_literal` wherever it answers, and answers for the plain
    /// spellings that fit.
    #[test]
    fn small_int_literal_bits_matches_build_int_literal() {
        let mut ctx = Context::new();
        let types: Vec<Type> = [1, 8, 16, 32, 63, 64]
            .into_iter()
            .flat_map(|width| {
                [
                    Signedness::Signless,
                    Signedness::Signed,
                    Signedness::Unsigned,
                ]
                .map(|signedness| TypeKind::Integer { width, signedness })
            })
            .chain([
                TypeKind::Index,
                TypeKind::Integer {
                    width: 65,
                    signedness: Signedness::Signless,
                },
            ])
            .map(|k| ctx.ty(k))
            .collect();
        let spellings = [
            "0",
            "1",
            "2",
            "127",
            "128",
            "255",
            "256",
            "32767",
            "32768",
            "65535",
            "2147483647",
            "2147483648",
            "4294967295",
            "4294967296",
            "9223372036854775807",
            "9223372036854775808",
            "18446744073709551615",
            "18446744073709551616",
            "0x0",
            "0x7f",
            "0x80",
            "0xFF",
            "0xffffffff",
            "0x8000000000000000",
            "0xffffffffffffffff",
            "0x10000000000000000",
            "0x",
            "1_0",
        ];
        for &t in &types {
            let w = int_or_index_width(&ctx, t).unwrap_or(0);
            let n = dense_elem_bytes(&ctx, t);
            for s in spellings {
                for neg in [false, true] {
                    let slow =
                        build_int_literal(&ctx, t, neg, s).map(|v| int_to_le_bytes(&v, w, n));
                    let fast = small_int_literal_bits(&ctx, t, neg, s);
                    if let Some(bits) = fast {
                        assert_eq!(
                            Some(bits.to_le_bytes()[..n].to_vec()),
                            slow,
                            "{s} (negative: {neg}) as i{w}"
                        );
                    } else if w <= 64 && !s.contains('_') && s != "0x" {
                        assert_eq!(
                            slow, None,
                            "{s} (negative: {neg}) as i{w} should take the fast path"
                        );
                    }
                }
            }
        }
    }
}
