//! n-D vectors: the type converter turns `vector<2x3xf32>` into `!llvm.array<2 x vector<3xf32>>`, and
//! an elementwise op on it becomes one op per 1-D piece (upstream's `handleMultidimensionalVectors`):
//! `llvm.mlir.undef` of the result array, then for each position in row-major order an
//! `llvm.extractvalue` from every operand, the op on the pieces, and an `llvm.insertvalue`.

use crate::conversion::ConversionRewriter;
use crate::llvm_build;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{Attribute, Type, ValueId};

/// The array dimensions of a converted n-D vector type and its innermost 1-D vector type, or `None`
/// if `t` is not an array.
pub fn array_shape(rw: &ConversionRewriter<'_>, t: Type) -> Option<(Vec<u64>, Type)> {
    let mut dims = vec![];
    let mut cur = t;
    while let Some((elem, len)) = llvm::array_info(rw.ctx, cur) {
        dims.push(len);
        cur = elem;
    }
    if dims.is_empty() {
        None
    } else {
        Some((dims, cur))
    }
}

/// True if `v`'s type is an LLVM array (a converted n-D vector).
pub fn is_array(rw: &ConversionRewriter<'_>, v: ValueId) -> bool {
    llvm::array_info(rw.ctx, rw.ctx.value_type(v)).is_some()
}

/// Builds `result_ty` (an array of 1-D vectors) by applying `one` to the 1-D pieces of `operands`
/// at every position; `one` gets the 1-D result type and the extracted pieces.
pub fn unroll(
    rw: &mut ConversionRewriter<'_>,
    result_ty: Type,
    operands: &[ValueId],
    loc: Attribute,
    mut one: impl FnMut(&mut ConversionRewriter<'_>, Type, &[ValueId]) -> ValueId,
) -> Option<ValueId> {
    let (dims, vec1d) = array_shape(rw, result_ty)?;
    let mut desc = llvm_build::undef(rw, result_ty, loc);
    let mut pos = vec![0i64; dims.len()];
    let total: u64 = dims.iter().product();
    for _ in 0..total {
        let pieces: Vec<ValueId> = operands
            .iter()
            .map(|&v| llvm_build::extract_value(rw, v, &pos, loc))
            .collect();
        let r = one(rw, vec1d, &pieces);
        desc = llvm_build::insert_value(rw, desc, r, &pos, loc);
        // Next position, last dimension fastest.
        for d in (0..dims.len()).rev() {
            pos[d] += 1;
            if (pos[d] as u64) < dims[d] {
                break;
            }
            pos[d] = 0;
        }
    }
    Some(desc)
}
