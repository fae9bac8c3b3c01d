//! The `vector` dialect of MLIR 19 (VectorOps.td, VectorAttributes.td): n-D vectors of fixed and
//! scalable shape, their element and slice accesses, reductions and contractions, masks, memory
//! transfers and `vector.print`.
//!
//! Code map: [`constraints`] (the dialect's enums — `#vector.kind`, `#vector.iterator_type`,
//! `#vector.punctuation` — and its type and attribute constraints), [`ops`] (one record per op), then
//! the hooks the records name: `verify` (the `hasVerifier` rules of the simple ops), `contract`
//! (`vector.contract`'s syntax, verifier and dimension maps), `transfer` (`transfer_read`/`write`),
//! `region_ops` (`vector.mask`, `vector.warp_execute_on_lane_0`), `syntax` (the other custom forms:
//! `outerproduct`, `print`, `from_elements`, `custom<DynamicIndexList>`).

pub mod canonicalize;
pub mod constraints;
pub mod ops;

pub mod contract;
pub mod effects;
pub mod fold;
pub mod forwarding;
pub mod region_ops;
pub mod syntax;
pub mod transfer;
pub mod verify;

pub use constraints::{COMBINING_KIND, ITERATOR_TYPE, PRINT_PUNCTUATION};
pub use contract::{batch_dim_map, contracting_dim_map, iteration_bounds};
pub use ops::*;
pub use transfer::{infer_transfer_mask_type, minor_identity_map};

use crate::ir::{Context, Type, TypeKind};

/// Every enum attribute of the dialect.
pub const ENUMS: &[crate::ir::enums::EnumDef] = &[COMBINING_KIND, ITERATOR_TYPE, PRINT_PUNCTUATION];

/// The shape, scalable flags and element type of a vector type.
pub fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape, scalable, *elem)),
        _ => None,
    }
}

/// `vector<shape x elem>` with the given scalable flags.
pub fn vector_type(ctx: &mut Context, shape: Vec<i64>, scalable: Vec<bool>, elem: Type) -> Type {
    ctx.ty(TypeKind::Vector {
        shape,
        scalable,
        elem,
    })
}

/// A fixed-length `vector<shape x elem>`.
pub fn fixed_vector_type(ctx: &mut Context, shape: Vec<i64>, elem: Type) -> Type {
    let scalable = vec![false; shape.len()];
    vector_type(ctx, shape, scalable, elem)
}

/// The element type of a vector type, the type itself otherwise (`getElementTypeOrSelf`).
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => *elem,
        _ => t,
    }
}

/// True if the vector type has a scalable dimension.
pub fn is_scalable(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(_, s, _)| s.iter().any(|b| *b))
}

/// The number of elements of a vector type (the minimum for scalable ones).
pub fn num_elements(ctx: &Context, t: Type) -> i64 {
    vector_parts(ctx, t).map_or(1, |(s, _, _)| s.iter().product())
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_op_has_a_valid_format() {
        for d in super::OPS {
            if let Some(f) = d.format() {
                assert!(f.is_ok(), "{}: {:?}", d.name, f.err());
            }
        }
        assert_eq!(super::OPS.len(), 45);
    }
}
