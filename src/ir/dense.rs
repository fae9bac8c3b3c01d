//! Integer `DenseElementsAttr`s (`dense<[1, 2]> : vector<2xi32>`) as switch ops store their case values
//! (`cf.switch`, `llvm.switch`, `AnyIntElementsAttr`).
//! Elements are kept little-endian in `dense_elem_bytes` bytes each; a splat keeps one element.

use crate::ir::attrs::dense_elem_bytes;
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// `value` reduced to its low `width` bits.
pub fn truncate(value: u128, width: u32) -> u128 {
    if width >= 128 {
        value
    } else {
        value & ((1u128 << width) - 1)
    }
}

/// A `vector<N x elem>` dense attribute of integer `values` (each already truncated to the element width).
pub fn int_vector(ctx: &mut Context, elem: Type, values: &[u128]) -> Attribute {
    let n = dense_elem_bytes(ctx, elem).max(1);
    let ty = ctx.ty(TypeKind::Vector {
        shape: vec![values.len() as i64],
        scalable: vec![false],
        elem,
    });
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let stored = if splat {
        &values[..values.len().min(1)]
    } else {
        values
    };
    let mut data = Vec::with_capacity(stored.len() * n);
    for v in stored {
        // Values are zero-extended (wider than 128 bits: with zero bytes).
        let bytes = v.to_le_bytes();
        data.extend((0..n).map(|i| bytes.get(i).copied().unwrap_or(0)));
    }
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat,
        data: data.into(),
    })
}

/// (shaped type, element type, values truncated to the element width) of an integer dense attribute.
pub fn int_values(ctx: &Context, a: Attribute) -> Option<(Type, Type, Vec<u128>)> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elem = ctx.element_type(*ty);
    let width = ctx.int_width(elem)?;
    let count: i64 = ctx.shape(*ty)?.iter().product();
    let n = dense_elem_bytes(ctx, elem).max(1);
    let read = |i: usize| -> u128 {
        let mut buf = [0u8; 16];
        let chunk = data.get(i * n..(i + 1) * n).unwrap_or(&[]);
        let k = chunk.len().min(16);
        buf[..k].copy_from_slice(&chunk[..k]);
        truncate(u128::from_le_bytes(buf), width)
    };
    let values = (0..count.max(0) as usize)
        .map(|i| if *splat { read(0) } else { read(i) })
        .collect();
    Some((*ty, elem, values))
}
