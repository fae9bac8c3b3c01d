//! The `arith` dialect (MLIR 19): integer and float arithmetic, comparisons, `select`, `constant`, casts
//! and the extended (two-result) ops, one record each in [`ops`].
//!
//! Code map: [`ops`] (the records), [`constraints`] (the dialect's constraints, enums and defaults), then
//! the hooks the records name: `casts` (`areCastCompatible`), `cmp` (`getI1SameShape`), `select`
//! (its custom syntax), `constant` (its verifier and result names), `extended` (result names).

pub mod canonicalize;
pub mod constraints;
pub mod fold;
pub mod ops;
pub mod speculation;

pub(crate) mod casts;
pub(crate) mod cmp;
pub(crate) mod constant;
pub(crate) mod extended;
pub(crate) mod select;

pub use ops::*;

use super::enums::{self, EnumDef};

/// `#arith.fastmath<nnan,ninf>` and `#arith.overflow<nsw, nuw>` (defined once, in `dialect::enums`).
pub const ENUMS: &[EnumDef] = &[enums::ARITH_FASTMATH, enums::ARITH_OVERFLOW];

#[cfg(test)]
mod tests {
    #[test]
    fn every_op_has_a_valid_format() {
        for d in super::OPS {
            if let Some(f) = d.format() {
                assert!(f.is_ok(), "{}: {:?}", d.name, f.err());
            }
        }
        assert_eq!(super::OPS.len(), 49);
    }
}
