//! Attributes to LLVM constants (upstream's `getLLVMConstant`): integers (sign-extended or truncated
//! to the LLVM width, as index constants need), floats (or their bits, for types LLVM lacks), function
//! addresses, complex numbers as two-element structs, dense and sparse elements as nested
//! arrays/vectors, strings as `i8` arrays.

use super::llvm::{Ty, Val};
use super::{TResult, Translator};
use irbridge::dialect::llvm::types as lt;
use irbridge::ir::types::DialectType as D;
use irbridge::ir::{AttrKind, Attribute, OpId, Type, TypeKind};
use irbridge::parse::attrs::dense_elem_bytes;
use num_bigint::BigInt;

/// One element of an elements attribute: its bits and the MLIR element type they belong to.
#[derive(Clone, Copy)]
struct Elem {
    bits: u128,
    /// The imaginary part of a complex element (`bits` is the real part).
    imag: Option<u128>,
    ty: Type,
}

impl<'ctx> Translator<'_, 'ctx> {
    /// The constant of MLIR type `ty` that `attr` describes; errors are located at `at`.
    pub fn constant(&mut self, ty: Type, attr: Attribute, at: OpId) -> TResult<Val<'ctx>> {
        let ctx = self.ctx;
        let lty = self.ty(ty, at)?;
        if lt::is_struct(ctx, ty) {
            let parts = ctx.as_array(attr).filter(|a| a.len() == 2);
            let Some(parts) = parts else {
                return Err(self.err(at, "expected struct type to be a complex number"));
            };
            let (re, im) = (parts[0], parts[1]);
            let elem = lt::struct_elems(ctx, ty).first().copied();
            let Some(elem) = elem else {
                return Err(self.err(at, "expected struct type to be a complex number"));
            };
            let r = self.constant(elem, re, at)?;
            let i = self.constant(elem, im, at)?;
            return Ok(self.ll.const_struct(lty, &[r, i]));
        }
        match ctx.attr_kind(attr) {
            AttrKind::Integer { value, ty: aty } => {
                let from = int_width(self, *aty).unwrap_or(64);
                self.int_constant(ty, lty, value, from, at)
            }
            AttrKind::Float { bits, ty: aty } => {
                let Some(k) = ctx.float_kind(*aty) else {
                    return Err(self.err(at, "unsupported constant value"));
                };
                self.float_bits_constant(ty, lty, *bits, k, at)
            }
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
                let name = ctx.str(*root).as_bytes();
                self.functions
                    .get(name)
                    .copied()
                    .ok_or_else(|| self.err(at, format!("function '{}' not found", ctx.str(*root))))
            }
            AttrKind::String { value, .. } => Ok(self.ll.const_string(value)),
            AttrKind::DenseElements {
                ty: aty,
                splat,
                data,
            } => {
                let elem = ctx.element_type(*aty);
                let n = dense_elem_bytes(ctx, elem).max(1);
                let shape = ctx.shape(*aty).map(|s| s.to_vec()).unwrap_or_default();
                let count: i64 = shape.iter().fold(1i64, |a, &d| a.saturating_mul(d));
                let (scalar, complex) = match ctx.kind(elem) {
                    TypeKind::Complex(inner) => (*inner, true),
                    _ => (elem, false),
                };
                let half = if complex { n / 2 } else { n };
                let word = |off: usize| -> u128 {
                    let mut buf = [0u8; 16];
                    let chunk = data.get(off..off + half).unwrap_or(&[]);
                    let k = chunk.len().min(16);
                    buf[..k].copy_from_slice(&chunk[..k]);
                    u128::from_le_bytes(buf)
                };
                let read = |i: usize| -> Elem {
                    Elem {
                        bits: word(i * n),
                        imag: complex.then(|| word(i * n + half)),
                        ty: scalar,
                    }
                };
                if *splat {
                    return self.splat_constant(ty, lty, read(0), at);
                }
                if count.max(0) as u64 > MAX_EXPANDED_ELEMENTS {
                    return Err(self.err(at, too_large(count.max(0) as u64)));
                }
                let elems: Vec<Elem> = (0..count.max(0) as usize).map(read).collect();
                self.sequential_constant(ty, &shape, &elems, at)
            }
            AttrKind::Sparse {
                ty: aty,
                indices,
                values,
            } => {
                let elem = ctx.element_type(*aty);
                let shape = ctx.shape(*aty).map(|s| s.to_vec()).unwrap_or_default();
                let count: i64 = shape.iter().fold(1i64, |a, &d| a.saturating_mul(d));
                if count.max(0) as u64 > MAX_EXPANDED_ELEMENTS {
                    return Err(self.err(at, too_large(count.max(0) as u64)));
                }
                let mut elems = vec![
                    Elem {
                        bits: 0,
                        imag: None,
                        ty: elem
                    };
                    count.max(0) as usize
                ];
                let idx = dense_bits(self, *indices);
                let vals = dense_bits(self, *values);
                let (Some(idx), Some(vals)) = (idx, vals) else {
                    return Err(self.err(at, "unsupported constant value"));
                };
                let rank = shape.len().max(1);
                for (k, v) in vals.iter().enumerate() {
                    let mut flat = 0usize;
                    for (d, &size) in shape.iter().enumerate() {
                        let i = idx.get(k * rank + d).copied().unwrap_or(0) as usize;
                        flat = flat * size.max(0) as usize + i;
                    }
                    if let Some(e) = elems.get_mut(flat) {
                        e.bits = *v;
                    }
                }
                self.sequential_constant(ty, &shape, &elems, at)
            }
            AttrKind::DenseResource { ty: aty, handle } => {
                self.dense_resource_constant(ty, *aty, *handle, at)
            }
            _ => Err(self.err(at, "unsupported constant value")),
        }
    }

    /// Upstream's `convertDenseResourceElementsAttr`: the blob's bytes, cut into innermost arrays or
    /// vectors (LLVM copies each piece once; no constant per element), nested by the outer shape.
    fn dense_resource_constant(
        &mut self,
        ty: Type,
        aty: Type,
        handle: irbridge::ir::resources::ResourceId,
        at: OpId,
    ) -> TResult<Val<'ctx>> {
        let ctx = self.ctx;
        let mut inner = ty;
        while let Some((e, _, _)) = sequence(self, inner) {
            inner = e;
        }
        let inner_ty = self.ty(inner, at)?;
        if !self.ll.const_data_compatible(inner_ty) {
            return Err(self.err(at, "no known conversion for innermost element type"));
        }
        let Some(blob) = ctx.resources.blob(handle) else {
            return Err(self.err(at, "resource does not exist"));
        };
        let data: &[u8] = &blob.data;
        let shape = ctx.shape(aty).map(|s| s.to_vec()).unwrap_or_default();
        let count: i64 = shape.iter().fold(1i64, |a, &d| a.saturating_mul(d));
        let scalar_bits = u64::from(
            ctx.float_kind(inner)
                .map(|k| k.bit_width())
                .or_else(|| int_width(self, inner))
                .unwrap_or(0),
        );
        let elem_bytes = match u64::try_from(count) {
            Ok(n) if n > 0 => data.len() as u64 / n,
            _ => 0,
        };
        if count <= 0 || 8 * elem_bytes != scalar_bits {
            return Err(self.err(at, "raw data size does not match element type size"));
        }
        let elem = ctx.element_type(aty);
        let vector_elem = match ctx.kind(elem) {
            TypeKind::Vector { shape, .. } => Some(shape.clone()),
            _ => None,
        };
        // How the innermost pieces are built: `(length, vector)`.
        let piece = match ctx.kind(aty) {
            TypeKind::RankedTensor { .. } => match &vector_elem {
                Some(vs) if vs.len() == 1 => Some((vs[0], true)),
                None => shape.last().map(|&n| (n, false)),
                _ => None,
            },
            TypeKind::Vector { .. } => shape.last().map(|&n| (n, true)),
            _ => None,
        };
        let Some((piece_len, vector)) = piece else {
            return Err(self.err(at, "unsupported dense_resource type"));
        };
        let mut outer = shape.clone();
        let aggregates = if vector_elem.is_some() {
            count
        } else {
            outer.pop();
            count / shape.last().copied().unwrap_or(1).max(1)
        };
        let aggregate_bytes = shape.last().copied().unwrap_or(0).max(0) as u64 * (scalar_bits / 8);
        let mut leaves = Vec::with_capacity(aggregates.max(0) as usize);
        for i in 0..aggregates.max(0) as u64 {
            let bytes = i
                .checked_mul(aggregate_bytes)
                .and_then(|s| Some(s as usize..s.checked_add(aggregate_bytes)? as usize))
                .and_then(|r| data.get(r));
            let c = bytes.and_then(|b| {
                self.ll
                    .const_data_raw(inner_ty, b, piece_len.max(0) as u64, vector)
            });
            let Some(c) = c else {
                return Err(self.err(at, "raw data size does not match element type size"));
            };
            leaves.push(c);
        }
        let mut rest: &[Val<'ctx>] = &leaves;
        self.build_sequential(ty, &outer, &mut rest, at)
    }

    /// `ConstantInt::get(llvmType, value.sextOrTrunc(width))`.
    fn int_constant(
        &mut self,
        ty: Type,
        lty: Ty<'ctx>,
        value: &BigInt,
        from_width: u32,
        at: OpId,
    ) -> TResult<Val<'ctx>> {
        let Some(width) = int_width(self, ty) else {
            return Err(self.err(
                at,
                "integer attribute does not match the constant's (non-integer) type",
            ));
        };
        Ok(self
            .ll
            .const_int_words(lty, &sext_words(value, from_width, width)))
    }

    /// A float constant from its bit pattern, or an integer of its width for types LLVM lacks.
    fn float_bits_constant(
        &mut self,
        ty: Type,
        lty: Ty<'ctx>,
        bits: u128,
        kind: irbridge::ir::float::FloatKind,
        at: OpId,
    ) -> TResult<Val<'ctx>> {
        let width = kind.bit_width();
        let words = [bits as u64, (bits >> 64) as u64];
        if int_width(self, ty) == Some(width) {
            return Ok(self.ll.const_int_words(lty, &words));
        }
        if self.ctx.float_kind(ty) != Some(kind) || !llvm_has_float(kind) {
            return Err(self.err(at, "FloatAttr does not match expected type of the constant"));
        }
        let ity = self.ll.int_ty(width);
        let i = self.ll.const_int_words(ity, &words);
        Ok(self.ll.const_bitcast(i, lty))
    }

    /// One leaf of an elements attribute as a constant of the innermost type `ty`.
    fn leaf(&mut self, ty: Type, e: Elem, at: OpId) -> TResult<Val<'ctx>> {
        let lty = self.ty(ty, at)?;
        let ctx = self.ctx;
        if let Some(imag) = e.imag {
            // A complex element becomes a two-field struct (upstream reads it as `[re, im]`).
            let Some(&part) = lt::struct_elems(ctx, ty).first() else {
                return Err(self.err(at, "expected struct type to be a complex number"));
            };
            let re = self.leaf(part, Elem { imag: None, ..e }, at)?;
            let im = self.leaf(
                part,
                Elem {
                    bits: imag,
                    imag: None,
                    ty: e.ty,
                },
                at,
            )?;
            return Ok(self.ll.const_struct(lty, &[re, im]));
        }
        if lt::is_struct(ctx, ty) {
            // Upstream reads the element as a scalar attribute, which a struct cannot take.
            return Err(self.err(at, "expected struct type to be a complex number"));
        }
        if let Some(k) = ctx.float_kind(e.ty) {
            return self.float_bits_constant(ty, lty, e.bits, k, at);
        }
        let from = int_width(self, e.ty).unwrap_or(64);
        let value = BigInt::from(e.bits);
        self.int_constant(ty, lty, &value, from, at)
    }

    fn splat_constant(&mut self, ty: Type, lty: Ty<'ctx>, e: Elem, at: OpId) -> TResult<Val<'ctx>> {
        let Some((elem, n, vector)) = sequence(self, ty) else {
            // A splat of a scalar type: upstream reads the one value.
            return self.leaf(ty, e, at);
        };
        let child = if sequence(self, elem).is_some() {
            let elty = self.ty(elem, at)?;
            self.splat_constant(elem, elty, e, at)?
        } else {
            self.leaf(elem, e, at)?
        };
        if irbridge::dialect::llvm::types::is_scalable_vector_type(self.ctx, ty) {
            // `ConstantVector::getSplat` of a scalable vector: zeroinitializer or a
            // `shufflevector (insertelement ...)` expression, which IRBuilder's folder builds too.
            return Ok(self.ll.scalable_splat(lty, child));
        }
        // Upstream's `getLLVMConstant`: an array splat of a zero value (`isZeroValue`, so -0.0 too)
        // is `ConstantAggregateZero`, and `ConstantVector::getSplat` of a null value gives the same.
        // Never expanded: a zero-initialised 4 GiB global stays a few bytes.
        if (!vector && self.ll.is_zero_value(child)) || (vector && self.ll.is_null(child)) {
            return Ok(self.ll.const_null(lty));
        }
        // LLVM has no splat array constant: anything else is every element.
        if n > MAX_EXPANDED_ELEMENTS {
            return Err(self.err(at, too_large(n)));
        }
        let items = vec![child; n as usize];
        if vector {
            Ok(self.ll.const_vector(&items))
        } else {
            let ety = self.ty(elem, at)?;
            Ok(self.ll.const_array(ety, &items))
        }
    }

    /// Upstream's `buildSequentialConstant`: nested arrays (vectors innermost) following the attribute's
    /// shape, leaves of the innermost element type.
    fn sequential_constant(
        &mut self,
        ty: Type,
        shape: &[i64],
        elems: &[Elem],
        at: OpId,
    ) -> TResult<Val<'ctx>> {
        let mut inner = ty;
        while let Some((e, _, _)) = sequence(self, inner) {
            inner = e;
        }
        let leaves = elems
            .iter()
            .map(|e| self.leaf(inner, *e, at))
            .collect::<TResult<Vec<_>>>()?;
        let mut rest: &[Val<'ctx>] = &leaves;
        self.build_sequential(ty, shape, &mut rest, at)
    }

    fn build_sequential(
        &mut self,
        ty: Type,
        shape: &[i64],
        leaves: &mut &[Val<'ctx>],
        at: OpId,
    ) -> TResult<Val<'ctx>> {
        let Some((&n, inner_shape)) = shape.split_first() else {
            let Some((first, rest)) = leaves.split_first() else {
                return Err(self.err(at, "unsupported constant value"));
            };
            *leaves = rest;
            return Ok(*first);
        };
        let Some((elem, _, vector)) = sequence(self, ty) else {
            return Err(self.err(at, "expected sequential LLVM types wrapping a scalar"));
        };
        let mut nested = Vec::with_capacity(n.max(0) as usize);
        for _ in 0..n {
            nested.push(self.build_sequential(elem, inner_shape, leaves, at)?);
        }
        if inner_shape.is_empty() && vector {
            return Ok(self.ll.const_vector(&nested));
        }
        let ety = self.ty(elem, at)?;
        Ok(self.ll.const_array(ety, &nested))
    }
}

/// The most elements a constant that LLVM must hold element by element may have (a non-zero splat,
/// a sparse attribute): 2^26, half a GiB of LLVM's operand lists at the least. Beyond it the
/// translation is a diagnostic, not an allocation failure that ends the process.
const MAX_EXPANDED_ELEMENTS: u64 = 1 << 26;

fn too_large(n: u64) -> String {
    format!(
        "constant of {n} elements is too large to translate (LLVM holds it element by element; at most {MAX_EXPANDED_ELEMENTS})"
    )
}

/// Element type, length and vector-ness of an array or 1-D vector type.
fn sequence(t: &Translator<'_, '_>, ty: Type) -> Option<(Type, u64, bool)> {
    match t.ctx.kind(ty) {
        TypeKind::Vector { shape, elem, .. } if shape.len() == 1 => {
            Some((*elem, shape[0].max(0) as u64, true))
        }
        TypeKind::Dialect(D::LlvmArray { len, elem }) => Some((*elem, *len, false)),
        TypeKind::Dialect(D::LlvmFixedVec { len, elem }) => Some((*elem, *len, true)),
        TypeKind::Dialect(D::LlvmScalableVec { min_len, elem }) => Some((*elem, *min_len, true)),
        _ => None,
    }
}

fn int_width(t: &Translator<'_, '_>, ty: Type) -> Option<u32> {
    match t.ctx.kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// True for the float kinds LLVM has a type for.
fn llvm_has_float(k: irbridge::ir::float::FloatKind) -> bool {
    use irbridge::ir::float::FloatKind as F;
    matches!(k, F::F16 | F::BF16 | F::F32 | F::F64 | F::F80 | F::F128)
}

/// The bits of an integer or float dense attribute, one entry per element (splats expanded).
fn dense_bits(t: &Translator<'_, '_>, a: Attribute) -> Option<Vec<u128>> {
    let AttrKind::DenseElements { ty, splat, data } = t.ctx.attr_kind(a) else {
        return None;
    };
    let elem = t.ctx.element_type(*ty);
    let n = dense_elem_bytes(t.ctx, elem).max(1);
    let count: i64 = t
        .ctx
        .shape(*ty)?
        .iter()
        .fold(1i64, |a, &d| a.saturating_mul(d));
    if count.max(0) as u64 > MAX_EXPANDED_ELEMENTS {
        return None;
    }
    Some(
        (0..count.max(0) as usize)
            .map(|i| {
                let i = if *splat { 0 } else { i };
                let mut buf = [0u8; 16];
                let chunk = data.get(i * n..(i + 1) * n).unwrap_or(&[]);
                let k = chunk.len().min(16);
                buf[..k].copy_from_slice(&chunk[..k]);
                u128::from_le_bytes(buf)
            })
            .collect(),
    )
}

/// `value` as a `from`-bit integer, sign-extended or truncated to `to` bits, as little-endian words.
pub fn sext_words(value: &BigInt, from: u32, to: u32) -> Vec<u64> {
    use num_bigint::Sign;
    use num_traits::ToPrimitive;
    // Fast path: a value that fits in 64 bits, widths up to 64.
    if let (Some(v), true) = (value.to_i64(), from <= 64 && to <= 64 && from > 0) {
        let shift = 64 - from;
        let sext = (v << shift) >> shift;
        let mask = if to == 64 { u64::MAX } else { (1u64 << to) - 1 };
        return vec![sext as u64 & mask];
    }
    if let (Some(v), true) = (value.to_u64(), from <= 64 && to <= 64 && from > 0) {
        let shift = 64 - from;
        let sext = ((v as i64) << shift) >> shift;
        let mask = if to == 64 { u64::MAX } else { (1u64 << to) - 1 };
        return vec![sext as u64 & mask];
    }
    let from = from.max(1);
    // Two's complement bytes of `value` modulo 2^from, then sign bit of that.
    let nbytes = (from.max(to) as usize).div_ceil(8) + 1;
    let mut bytes = value.to_signed_bytes_le();
    let fill = if value.sign() == Sign::Minus { 0xff } else { 0 };
    bytes.resize(nbytes.max(bytes.len()), fill);
    let bit = |bytes: &[u8], i: u32| (bytes[(i / 8) as usize] >> (i % 8)) & 1;
    let sign = bit(&bytes, from - 1);
    let mut out = vec![0u64; (to as usize).div_ceil(64).max(1)];
    for i in 0..to {
        let b = if i < from { bit(&bytes, i) } else { sign };
        if b != 0 {
            out[(i / 64) as usize] |= 1 << (i % 64);
        }
    }
    out
}
